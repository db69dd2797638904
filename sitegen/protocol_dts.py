"""``site/js/engine-protocol.d.ts`` written from ``ombre_core.protocol``: the types the page's
JavaScript is checked against (``tsc`` in ``make lint``).

    python -m sitegen.protocol_dts           write it
    python -m sitegen.protocol_dts --check   fail if it is not up to date
"""

from __future__ import annotations

import sys
import types
import typing
from pathlib import Path
from typing import Any, Literal, Union

from ombre_core import protocol
from ombre_core.api import CHOICES
from ombre_core.checker import range_words
from ombre_core.protocol import PROTOCOL, Choices, Range

DTS = Path(__file__).resolve().parents[1] / "site" / "js" / "engine-protocol.d.ts"
HEADER = (
    "// Written by sitegen/protocol_dts.py from ombre_core/protocol.py: do not edit by hand.\n"
    "// Regenerate with `python -m sitegen.protocol_dts` (build.py does it too).\n"
)
_PLAIN = {str: "string", int: "number", float: "number", bool: "boolean", type(None): "null"}


def ts_type(kind: Any) -> str:
    """The TypeScript spelling of a protocol type.

    >>> ts_type(list[int] | None), ts_type(dict[str, bool]), ts_type(Literal["a", "b"])
    ('number[] | null', 'Record<string, boolean>', '"a" | "b"')
    """
    if kind is Any:
        return "any"
    if kind in _PLAIN:
        return _PLAIN[kind]
    origin = typing.get_origin(kind)
    args = typing.get_args(kind)
    if origin is typing.Annotated:
        for marker in args[1:]:
            if isinstance(marker, Choices):
                return " | ".join(f'"{word}"' for word in CHOICES[marker.name]())
        return ts_type(args[0])
    if origin in (Union, types.UnionType):
        return " | ".join(ts_type(arg) for arg in args)
    if origin is Literal:
        return " | ".join(f'"{arg}"' if isinstance(arg, str) else str(arg).lower() for arg in args)
    if origin is list:
        inner = ts_type(args[0])
        return f"({inner})[]" if " | " in inner else f"{inner}[]"
    if origin in (dict, typing.Mapping) or str(origin) == "<class 'collections.abc.Mapping'>":
        return f"Record<{ts_type(args[0])}, {ts_type(args[1])}>"
    if isinstance(kind, type) and typing.is_typeddict(kind):
        return kind.__name__
    raise TypeError(f"no TypeScript for {kind!r}")


def _interface(kind: Any) -> str:
    hints = typing.get_type_hints(kind, include_extras=True)
    lines = []
    for name, hint in hints.items():
        if typing.get_origin(hint) in (typing.NotRequired, typing.Required):
            hint = typing.get_args(hint)[0]
        optional = "?" if name in kind.__optional_keys__ else ""
        notes = [m for m in getattr(hint, "__metadata__", ()) if isinstance(m, Range)]
        bounds = f"  // {range_words(notes[0])}" if notes else ""
        lines.append(f"  {name}{optional}: {ts_type(hint)};{bounds}")
    doc = (kind.__doc__ or "").strip().split("\n\n")[0].replace("\n", " ")
    comment = f"/** {doc} */\n" if doc and not doc.startswith(kind.__name__ + "(") else ""
    return f"{comment}export interface {kind.__name__} {{\n" + "\n".join(lines) + "\n}\n"


def protocol_dts() -> str:
    """The declaration file's text."""
    shapes = [
        value
        for value in vars(protocol).values()
        if isinstance(value, type)
        and typing.is_typeddict(value)
        and value.__module__ == protocol.__name__
    ]
    parts = [HEADER, *(_interface(kind) for kind in shapes)]
    methods = "\n".join(
        f'  "{name}": {{ params: {ts_type(method.params)}; result: {ts_type(method.result)} }};'
        for name, method in PROTOCOL.items()
    )
    parts.append(
        "/** Every api method the worker answers: its parameters and its result. */\n"
        f"export interface EngineMethods {{\n{methods}\n}}\n"
    )
    parts.append("export type EngineMethod = keyof EngineMethods;\n")
    return "\n".join(parts)


def write(path: Path = DTS) -> bool:
    """Write the file if it changed; whether it did."""
    text = protocol_dts()
    if path.exists() and path.read_text(encoding="utf-8") == text:
        return False
    path.write_text(text, encoding="utf-8")
    return True


def main(argv: list[str]) -> int:
    if argv == ["--check"]:
        if not DTS.exists() or DTS.read_text(encoding="utf-8") != protocol_dts():
            print(f"{DTS.name} is out of date: run python -m sitegen.protocol_dts", file=sys.stderr)
            return 1
        return 0
    print(f"{DTS.name}: {'written' if write() else 'up to date'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
