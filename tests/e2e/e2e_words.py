"""The words a page shows in one of the course's languages, for the page objects: the site
JavaScript's strings (``site/strings/<lang>/js.toml``, read by :mod:`sitegen.strings`, the
loader the build writes ``js/strings.js`` with), the site's own words and the engine's catalogue.

>>> words = JsWords("sv")
>>> words["exercise-answers.check"]
'Rätta'
>>> bool(words.pattern("deal-review.trick").fullmatch(words.fill("deal-review.trick", number=3)))
True
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping

from ombre_core.messages import catalogue
from sitegen.languages import ENGLISH
from sitegen.strings import js_strings, text

PLACEHOLDER = re.compile(r"\{[^{}]*\}")


class JsWords(Mapping[str, str]):
    """The strings of the site's JavaScript in the language ``lang``, keyed as ``t()`` calls
    them (``"exercise-view.new-question"``); English where the language has not written one."""

    def __init__(self, lang: str = ENGLISH) -> None:
        self.lang = lang
        self.table = js_strings(lang)

    def __getitem__(self, key: str) -> str:
        return self.table[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.table)

    def __len__(self) -> int:
        return len(self.table)

    def fill(self, key: str, **params: str | int) -> str:
        """The string ``key`` with its placeholders filled."""
        return self.table[key].format(**params)

    def pattern(self, key: str) -> re.Pattern[str]:
        """The string ``key`` with anything in place of each placeholder."""
        parts = PLACEHOLDER.split(self.table[key])
        return re.compile(".+?".join(re.escape(part) for part in parts))


def site_words(key: str, lang: str = ENGLISH, **params: str | int) -> str:
    """A word the site's build writes into the page (``site/strings/<lang>/pages.toml``)."""
    return text(key, lang, **params)


def engine_words(lang: str = ENGLISH) -> Mapping[str, str]:
    """The engine's catalogue in ``lang``: its verdicts, nudges, card and seat names."""
    return catalogue(lang)


def lead_of(template: str) -> str:
    """A catalogue sentence up to its first placeholder: ``"Try again. {nudge}"`` is
    ``"Try again."``, the words that are always there."""
    return PLACEHOLDER.split(template)[0].strip()
