"""The words of a course data file in another language: ``NAME.<lang>.toml`` beside
``NAME.toml`` (worked examples, guided deals) holds only its words, in the same tables and
arrays, and the loaders put them in the English document's places. Everything else (cards,
seats, notation, numbers) stays the English file's one truth, so a translation can never change
what the engine checks.

>>> english = {"title": "A deal", "step": [{"play": ["Ks"], "guide": "Follow suit."}, {}]}
>>> with_words(english, {"step": [{"guide": "Fournissez."}, {}]}, GUIDED_WORDS, "x.fr.toml")
{'title': 'A deal', 'step': [{'play': ['Ks'], 'guide': 'Fournissez.'}, {}]}
>>> with_words(english, {"step": [{"play": ["As"]}, {}]}, GUIDED_WORDS, "x.fr.toml")
Traceback (most recent call last):
...
ombre_core.errors.ExampleError: x.fr.toml: step[0].play is not words: a translation holds only words
"""

from __future__ import annotations

import pathlib
import tomllib
from typing import Any

from ombre_core.errors import ExampleError

EXAMPLE_WORDS = frozenset({"name", "source"})
"""The keys of a worked example that are words (its title and the source it cites)."""
GUIDED_WORDS = frozenset({"title", "intro", "source", "comment", "guide", "quote", "instead"})
"""The keys of a guided deal's script that are words; ``instead`` is a table of them."""


def translation_of(path: pathlib.Path, lang: str) -> pathlib.Path:
    """Where the words of ``path`` in ``lang`` are written: ``examples.fr.toml``."""
    return path.with_name(f"{path.stem}.{lang}{path.suffix}")


def with_words(english: Any, words: Any, keys: frozenset[str], where: str, at: str = "") -> Any:
    """The table ``english`` with the words of the table ``words`` in their places: under one
    of ``keys``, a string (or a table of strings, as ``instead``); under any other key, tables
    and arrays of tables of the same length, to look in."""
    if not (isinstance(words, dict) and isinstance(english, dict)):
        raise ExampleError("bad-words", f"{where}: {at or 'the file'} is not a table")
    result = dict(english)
    for key, word in words.items():
        place = f"{at}{key}"
        if key not in english:
            raise ExampleError("bad-words", f"{where}: {place} is not in the English file")
        if key in keys:
            result[key] = _strings(english[key], word, where, place)
        elif isinstance(word, list) and all(isinstance(item, dict) for item in word):
            if not isinstance(english[key], list) or len(word) != len(english[key]):
                raise ExampleError(
                    "bad-words",
                    f"{where}: {place} has {len(word)} entries, not {len(english[key])}",
                )
            result[key] = [
                with_words(value, item, keys, where, f"{place}[{number}].")
                for number, (value, item) in enumerate(zip(english[key], word, strict=True))
            ]
        elif isinstance(word, dict):
            result[key] = with_words(english[key], word, keys, where, f"{place}.")
        else:
            raise ExampleError(
                "bad-words", f"{where}: {place} is not words: a translation holds only words"
            )
    return result


def _strings(english: Any, words: Any, where: str, at: str) -> Any:
    if isinstance(words, str) and isinstance(english, str):
        return words
    tables = isinstance(words, dict) and isinstance(english, dict)
    if (
        tables
        and words.keys() <= english.keys()
        and all(isinstance(w, str) for w in words.values())
    ):
        return {**english, **words}
    raise ExampleError("bad-words", f"{where}: {at} does not hold the English file's words")


def localized(
    document: dict[str, Any], path: pathlib.Path, lang: str | None, keys: frozenset[str]
) -> dict[str, Any]:
    """``document`` (read from ``path``) with its words in ``lang`` where they are written."""
    if lang is None:
        return document
    translation = translation_of(path, lang)
    if not translation.is_file():
        return document
    try:
        words = tomllib.loads(translation.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        raise ExampleError("bad-toml", f"{translation}: not valid TOML: {error}") from None
    result: dict[str, Any] = with_words(document, words, keys, translation.name)
    return result
