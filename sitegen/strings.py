"""The site's own words: its chrome, its build-time prose and every string of its JavaScript,
keyed like the engine's catalogue, one folder a language (``site/strings/<lang>/*.toml``).

The engine's sentences stay in ``ombre_core.messages`` (they are worded in the browser too);
these are the words only the site says. TOML tables make dotted keys (``[table]`` ``deal =``
is ``table.deal``); a counted entry has one key per plural category (``count.trick.one``,
``count.trick.other``), chosen by ``ombre_core.messages.PLURAL_RULES``. A language's entries
keep the English placeholders; a language marked ``complete`` in ``sitegen.languages`` holds
every English key (:func:`problems`), and one still being written says the rest in English.

>>> text("page.untranslated", "en")
'This page is not translated yet, so it is shown in English.'
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from ombre_core.messages import PLURAL_RULES, parity_problems

from .languages import ENGLISH, by_code

STRINGS = Path(__file__).resolve().parents[1] / "site" / "strings"
JS_MODULE = STRINGS.parent / "js" / "strings.js"
JS_PREFIX = "js."  # the keys of site/strings/<lang>/js.toml, said by site/js/i18n.js without it


class StringsError(ValueError):
    """A strings file is malformed or disagrees with the English one."""


def _flatten(table: Mapping[str, Any], prefix: str, into: dict[str, str], source: Path) -> None:
    for key, value in table.items():
        code = f"{prefix}{key}"
        if isinstance(value, Mapping):
            _flatten(value, f"{code}.", into, source)
        elif not isinstance(value, str):
            raise StringsError(f"{source.name}: {code} is not text")
        elif code in into:
            raise StringsError(f"{source.name}: {code} is written twice")
        else:
            into[code] = value


def written(code: str, root: Path = STRINGS) -> Mapping[str, str]:
    """The entries written in the language ``code`` (none for a language without a folder)."""
    entries: dict[str, str] = {}
    for path in sorted((root / by_code(code).code).glob("*.toml")):
        _flatten(tomllib.loads(path.read_text(encoding="utf-8")), "", entries, path)
    return entries


@cache
def strings(code: str, root: Path = STRINGS) -> Mapping[str, str]:
    """Every site string of the language ``code``, by key: English where it is not written."""
    if code == ENGLISH:
        return written(ENGLISH, root)
    return {**strings(ENGLISH, root), **written(code, root)}


def problems(code: str, root: Path = STRINGS, *, complete: bool | None = None) -> list[str]:
    """What is wrong with ``code``'s strings: a key English does not have, placeholders that
    differ, and, once the language is ``complete`` (by default as ``sitegen.languages`` says),
    a key not written."""
    if code == ENGLISH:
        return []
    found = parity_problems(strings(ENGLISH, root), written(code, root), code)
    if by_code(code).complete if complete is None else complete:
        return found
    return [problem for problem in found if not problem.endswith(": missing")]


def text(key: str, code: str, **params: str | int) -> str:
    """The string ``key`` in the language ``code``, filled with ``params``."""
    return strings(code)[key].format(**params)


def words_of(code: str) -> Callable[..., str]:
    """:func:`text` in the language ``code``: the theme overrides' Jinja global ``ombre_t``."""

    def said(key: str, **params: str | int) -> str:
        return text(key, code, **params)

    return said


def plural(key: str, amount: int, code: str, **params: str | int) -> str:
    """The entry ``key.<category>`` for ``amount`` in the language ``code``, with ``count``."""
    return text(f"{key}.{PLURAL_RULES[code](amount)}", code, count=amount, **params)


def capitalised(words: str) -> str:
    """``words`` with its first letter upper-case: a sentence that opens on a placeholder.

    >>> capitalised("spades are trumps.")
    'Spades are trumps.'
    """
    return words[:1].upper() + words[1:]


def listed(items: Sequence[str], code: str) -> str:
    """``items`` joined by the language's "and" (``list.and``), the last pair first:
    ``A and B and C`` in English.

    >>> listed(["Anna", "Bo", "Cai"], "en")
    'Anna and Bo and Cai'
    """
    if not items:
        return ""
    joined = items[0]
    for item in items[1:]:
        joined = text("list.and", code, first=joined, second=item)
    return joined


def js_strings(code: str) -> dict[str, str]:
    """The strings of the site's JavaScript in the language ``code`` (English where it is not
    written), keyed without ``js.``."""
    return {
        key.removeprefix(JS_PREFIX): value
        for key, value in sorted(strings(code).items())
        if key.startswith(JS_PREFIX)
    }


def js_module(code: str) -> str:
    """``site/js/strings.js`` for the language ``code``: the table ``site/js/i18n.js`` reads."""
    table = json.dumps(js_strings(code), ensure_ascii=False, indent=2)
    return (
        "// @ts-check\n"
        "// Written from site/strings/<lang>/js.toml by sitegen/strings.py; do not edit.\n"
        "// Each language's build writes its own table here (write_js_strings).\n"
        f"export const LANG = {json.dumps(by_code(code).code)};\n"
        "/** @type {Readonly<Record<string, string>>} */\n"
        f"export const STRINGS = {table};\n"
    )


def write_js_strings(docs: Path, code: str) -> Path:
    """Write the language ``code``'s table over ``js/strings.js`` of the staged ``docs``."""
    path = docs / "js" / "strings.js"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(js_module(code), encoding="utf-8")
    return path


if __name__ == "__main__":  # .venv/bin/python -m sitegen.strings: rewrite site/js/strings.js
    JS_MODULE.write_text(js_module(ENGLISH), encoding="utf-8")
