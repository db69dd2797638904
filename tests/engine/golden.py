"""Record ``golden_playthroughs.json``: the simple bot's deals for fixed seeds in both presets and
the two-player variant (``tvahant``; ``four-seat`` deals are swedish deals), and the
games with a called partner (``quadrille``, ``quintille``), and Ombre a dos (``ombre-a-dos``).

Regenerate after a deliberate rule change, then review the diff deal by deal:

    .venv/bin/python tests/engine/golden.py            # rewrite the file
    .venv/bin/python tests/engine/golden.py --check    # exit 1 if the file is out of date

Each deal: dealer ``seed % players``, a carried pot of 10, cards from ``seed``. Seeds 24 and 26 have
the ombre in middle hand, so eldest exchanges before the dealer (issue 10).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from ombre_core.bots import SimpleBot
from ombre_core.game import GameState
from ombre_core.rules import RuleSet

PATH = Path(__file__).parent / "golden_playthroughs.json"
PRESETS = ("standard", "swedish", "tvahant", "quadrille", "quintille", "ombre-a-dos")
SEEDS = (1, 2, 3, 7, 12, 20, 24, 26)
POT = 10


def record(rules: str, seed: int) -> dict[str, Any]:
    """One golden deal: the simple bot plays every seat to the end."""
    dealer = seed % RuleSet.preset(rules).players
    state = GameState.new_deal(rules, dealer, POT, seed)
    bot = SimpleBot()
    while not state.is_terminal():
        state.apply(bot.choose(state))
    settlement = state.settlement
    return {
        "rules": rules,
        "seed": seed,
        "dealer": dealer,
        "pot": POT,
        "notation": state.to_notation(),
        "returns": list(state.returns()),
        "pot_after": state.pot,
        "result": "thrown in" if settlement is None else settlement.result,
    }


def golden_text() -> str:
    games = [record(rules, seed) for rules in PRESETS for seed in SEEDS]
    return json.dumps(games, indent=1, ensure_ascii=False)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check the file is current")
    args = parser.parse_args(argv)
    text = golden_text()
    if args.check:
        current = PATH.read_text(encoding="utf-8") == text
        print("golden playthroughs are current" if current else f"{PATH} is out of date")
        return 0 if current else 1
    PATH.write_text(text, encoding="utf-8")
    print(f"wrote {PATH} ({len(PRESETS) * len(SEEDS)} deals)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
