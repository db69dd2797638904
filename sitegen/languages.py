"""The course's languages: English at the site's root, each other one under ``/<code>/``.

The codes are the engine's (``ombre_core.messages.LANGUAGES``); this adds what the site needs to
build and link each one.

>>> [language.prefix for language in LANGUAGES][:2]
['', 'fr/']
>>> by_code("sv").name
'Svenska'
"""

from __future__ import annotations

from dataclasses import dataclass

from ombre_core.messages import LANGUAGES as CODES


@dataclass(frozen=True)
class Language:
    code: str
    """The page's ``lang``, the catalogues' key and, but for English, the URL folder."""
    name: str
    """The language's own name, as the language switcher shows it."""
    search: str
    """The search index's stemming language (the theme's search plugin ``lang``)."""

    @property
    def prefix(self) -> str:
        """The folder of this language's pages below the site root: ``''`` or ``'fr/'``."""
        return "" if self.code == ENGLISH else f"{self.code}/"


ENGLISH = "en"
LANGUAGES: tuple[Language, ...] = (
    Language("en", "English", "en"),
    Language("fr", "Français", "fr"),
    Language("es", "Español", "es"),
    Language("pt", "Português", "pt"),
    Language("sv", "Svenska", "sv"),
    Language("de", "Deutsch", "de"),
)
if tuple(language.code for language in LANGUAGES) != CODES:
    raise RuntimeError("sitegen.languages and ombre_core.messages.LANGUAGES disagree")


def by_code(code: str) -> Language:
    """The language whose code is ``code``; ``KeyError`` for any other."""
    for language in LANGUAGES:
        if language.code == code:
            return language
    raise KeyError(f"no course language {code!r}: choose one of {CODES}")
