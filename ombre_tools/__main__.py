"""Command line: ``python -m ombre_tools check|bench|match|deal|guided ...``.

Each subcommand lives in its own module of :mod:`ombre_tools` and exposes ``main(argv) -> int``.
"""

from __future__ import annotations

import importlib
import sys

COMMANDS = {
    "check": ("ombre_tools.examples", "check worked-example TOML files against the engine"),
    "bench": (
        "ombre_tools.bench",
        "print random complete deals per second (--solver: time the double-dummy solver)",
    ),
    "match": (
        "ombre_tools.match",
        "duplicate match: the strong bot against the simple one, as ombre and as defenders",
    ),
    "deal": ("ombre_tools.playthrough", "print a seeded deal and a playthrough"),
    "guided": ("ombre_tools.guided", "replay guided-deal scripts through the engine"),
    "puzzles": ("ombre_tools.puzzles", "mine puzzles from seeded bot deals into the cached set"),
}


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] not in COMMANDS:
        print(f"usage: python -m ombre_tools {{{','.join(COMMANDS)}}} ...", file=sys.stderr)
        for name, (_, summary) in COMMANDS.items():
            print(f"  {name:6} {summary}", file=sys.stderr)
        return 2
    module = importlib.import_module(COMMANDS[args[0]][0])
    result: int = module.main(args[1:])
    return result


if __name__ == "__main__":
    raise SystemExit(main())
