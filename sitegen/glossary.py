"""The glossary (``tutorials/glossary.toml``): the glossary page, and tooltips on every page.

One file holds every term. :func:`glossary_html` renders it as the glossary page's definition
list; :func:`abbreviations` turns each term's ``forms`` into ``*[form]: definition`` lines for
Python-Markdown's ``abbr`` extension, which ``pymdownx.snippets`` appends to every page
(``site/hooks/glossary.py`` writes the file at build time), so mkdocs-material shows the
definition as a tooltip on hover or focus. Numbers in definitions are written as placeholders
(``{s.vole_win}``, ``{w_value[solo]}``) and filled from the engine's rule presets.

>>> terms = load_glossary()
>>> spadille = next(term for term in terms if term.term == "Spadille")
>>> spadille.definition
'The ace of spades: always the highest trump, whatever suit is trumps.'
>>> "*[matadors]: One of the three permanent top trumps" in abbreviations(terms)
True
"""

from __future__ import annotations

import html
import re
import string
import tomllib
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from markupsafe import Markup
from mkdocs.utils import get_relative_url

from ombre_core.rules import VARIANTS, RuleSet
from sitegen.languages import ENGLISH
from sitegen.strings import text

ROOT = Path(__file__).resolve().parent.parent
GLOSSARY_FILE = ROOT / "tutorials" / "glossary.toml"
ABBREVIATIONS_FILE = ".glossary-abbreviations.md"
"""Written into the MkDocs docs folder (a dot file, so never a page of its own)."""

TERM_KEYS = {"term", "aliases", "forms", "definition", "lesson", "anchor", "english"}


class GlossaryError(ValueError):
    """A malformed glossary entry; the message names the term and the key."""


def rule_numbers() -> dict[str, Any]:
    """The names a definition's placeholders may use: both presets and their game values, and
    the variants' rule sets (``{v[quadrille].hand_size}``)."""
    standard, swedish = RuleSet.preset("standard"), RuleSet.preset("swedish")
    deck = standard.deck_size
    straight = standard.straight_tricks
    return {
        "s": standard,
        "w": swedish,
        "v": {name: RuleSet.preset(name) for name in VARIANTS},
        "s_value": {contract.name: contract.value for contract in standard.contracts},
        "w_value": {contract.name: contract.value for contract in swedish.contracts},
        "deck": deck,
        "talon": standard.talon_size,
        "straight": straight,
        "next_trick": straight + 1,
    }


@dataclass(frozen=True)
class Term:
    term: str
    aliases: tuple[str, ...]
    forms: tuple[str, ...]
    definition: str
    lesson: str
    anchor: str | None
    english: str | None = None
    """In another language's glossary, the English headword it translates."""

    @property
    def slug(self) -> str:
        """The term's id on the glossary page, for example ``matador-privilege``: the English
        headword's in every language, so a link to a term works in all of them."""
        return re.sub(r"[^a-z0-9]+", "-", (self.english or self.term).lower()).strip("-")

    def href(self) -> str:
        """The lesson's URL relative to the site root, with the anchor if any."""
        return f"{self.lesson}/" + (f"#{self.anchor}" if self.anchor else "")


def load_glossary(path: Path = GLOSSARY_FILE) -> list[Term]:
    """Every term of the glossary file, with its numbers filled in from the rule presets."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    numbers = rule_numbers()
    terms = []
    for table in data.get("term", []):
        name = table.get("term", "?")
        unknown = set(table) - TERM_KEYS
        if unknown:
            raise GlossaryError(f"glossary term {name!r}: unknown keys {sorted(unknown)}")
        for key in ("term", "definition", "lesson"):
            if not isinstance(table.get(key), str) or not table[key].strip():
                raise GlossaryError(f"glossary term {name!r}: {key!r} must be a non-empty string")
        try:
            definition = table["definition"].format(**numbers)
        except (KeyError, AttributeError, IndexError) as error:
            raise GlossaryError(f"glossary term {name!r}: bad placeholder {error}") from None
        terms.append(
            Term(
                term=table["term"],
                aliases=tuple(table.get("aliases", ())),
                forms=tuple(table.get("forms", ())),
                definition=definition,
                lesson=table["lesson"],
                anchor=table.get("anchor"),
                english=table.get("english"),
            )
        )
    return terms


def glossary_for(lang: str) -> list[Term]:
    """The glossary of the language ``lang`` (``tutorials/glossary.<lang>.toml``, each entry
    naming the English one it translates, in the same order), else the English one."""
    path = GLOSSARY_FILE.with_name(f"glossary.{lang}.toml")
    if lang == "en" or not path.is_file():
        return load_glossary()
    english, terms = load_glossary(), load_glossary(path)
    if [term.english for term in terms] != [term.term for term in english]:
        raise GlossaryError(
            f"{path.name}: its 'english' entries are not the English terms in order"
        )
    mismatched = [t.term for t, e in zip(terms, english, strict=True) if t.lesson != e.lesson]
    if mismatched:
        raise GlossaryError(f"{path.name}: terms taught in another lesson: {mismatched}")
    return terms


def abbreviations(terms: list[Term]) -> str:
    """The ``abbr`` extension's definitions: one line per form that gets a tooltip."""
    lines = []
    seen: dict[str, str] = {}
    for term in terms:
        for form in term.forms:
            if form in seen:
                raise GlossaryError(f"{form!r} is a form of both {seen[form]!r} and {term.term!r}")
            seen[form] = term.term
            lines.append(f"*[{form}]: {term.definition}")
    return "\n".join(lines) + "\n"


def initial(term: Term) -> str:
    """The letter a term is filed under in the A-Z index: ``Écarté`` under E."""
    first = unicodedata.normalize("NFKD", term.term)[0].upper()
    return first if "A" <= first <= "Z" else "#"


def glossary_html(page_url: str, terms: list[Term] | None = None, lang: str = ENGLISH) -> Markup:
    """The glossary page: an A-Z index, then every term A-Z with its definition and lesson,
    one definition list per letter; in another language, each term beside its English one."""
    from sitegen.lessons import course_lessons, page_meta

    terms = glossary_for(lang) if terms is None else terms
    lessons = set(course_lessons())
    by_letter: dict[str, list[str]] = {}
    for term in sorted(terms, key=lambda t: t.term.casefold()):
        if term.lesson not in lessons:
            raise GlossaryError(f"glossary term {term.term!r}: no lesson {term.lesson!r}")
        title = page_meta(term.lesson, lang).get("title", term.lesson)
        link = get_relative_url(term.href(), page_url or ".")
        lesson = f'<a href="{html.escape(link)}">{html.escape(str(title))}</a>'
        also = (
            f' <span class="ombre-glossary__aliases">({html.escape(", ".join(term.aliases))})'
            "</span>"
            if term.aliases
            else ""
        )
        english = (
            f' <span class="ombre-glossary__english" lang="en">{html.escape(term.english)}</span>'
            if term.english
            else ""
        )
        by_letter.setdefault(initial(term), []).append(
            f'<div class="ombre-glossary__entry" id="{term.slug}">'
            f"<dt>{html.escape(term.term)}{also}{english}</dt>"
            f"<dd><p>{html.escape(term.definition)}</p>"
            '<p class="ombre-glossary__lesson">'
            + text("glossary.taught-in", lang, lesson=lesson)
            + "</p></dd></div>"
        )
    index = "".join(
        f'<li><a href="#letter-{letter.lower()}">{letter}</a></li>'
        if letter in by_letter
        else f'<li><span class="ombre-glossary__none">{letter}</span></li>'
        for letter in string.ascii_uppercase
    )
    sections = "".join(
        f'<section class="ombre-glossary__letter" aria-labelledby="letter-{letter.lower()}">'
        f'<h2 id="letter-{letter.lower()}">{letter}</h2>'
        f'<dl class="ombre-glossary">{"".join(entries)}</dl></section>'
        for letter, entries in sorted(by_letter.items())
    )
    label = html.escape(text("glossary.index", lang), quote=True)
    return Markup(
        f'<nav class="ombre-glossary__index" aria-label="{label}"><ul>{index}</ul></nav>{sections}'
    )
