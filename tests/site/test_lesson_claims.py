"""What the lesson text claims, checked against the engine and the Markdown: every table free
play offers is named as played on the pages that list the tables, none is said not to be
played, and no source line can turn into a list item by starting with a macro and a full stop."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path
from typing import Any

import pytest
from jinja2 import Environment, StrictUndefined
from markupsafe import Markup

from ombre_core.cards import Card, Suit, cards_in
from ombre_core.guided import start_state
from ombre_core.messages import rules_name
from ombre_core.ranking import is_matador, plain_order
from ombre_core.rules import VARIANTS
from ombre_core.session import table_rules
from ombre_tools.guided import load_script
from sitegen.glossary import load_glossary
from sitegen.lessons import PageContext, translation_language
from sitegen.macros import page_macros

ROOT = Path(__file__).resolve().parents[2]
TUTORIALS = ROOT / "tutorials"
TABLE_PAGES = ("rulings", "variants", "play-a-deal")
"""The pages that say which tables the course plays."""
NOT_PLAYED = re.compile(r"not played|words alone|does not play|not taught", re.I)


def _table_name(rules: str) -> str:
    """How the pages name a table free play offers: its label up to the colon, the variant after
    "with" ("Swedish rules with countervole" is a countervole)."""
    return rules_name(rules).split(":")[0].split(" with ")[-1].lower()


def _page_text(page: str) -> str:
    """The page's Markdown rendered by the build's macros (widgets and told deals stubbed), as
    plain words."""
    source = TUTORIALS / page
    macros: dict[str, Any] = page_macros(PageContext(f"{page}/", source))
    macros["widget"] = lambda name, **params: Markup("")
    macros["deal_story"] = lambda **params: Markup("")
    env = Environment(undefined=StrictUndefined, autoescape=False)
    html = env.from_string((source / "index.md").read_text(encoding="utf-8")).render(macros)
    words = unescape(re.sub(r"<[^>]+>", " ", html)).replace("*", "").replace("å", "a")
    return re.sub(r"\s+", " ", words)


def _variants(text: str, page: str) -> str:
    """The part of a page about the variants (Rulings: its Variants section)."""
    return text[text.index("Variants { #variants }") :] if page == "rulings" else text


@pytest.mark.parametrize("page", TABLE_PAGES)
def test_the_page_names_every_table_the_engine_plays(page: str) -> None:
    text = _variants(_page_text(page), page).lower()
    missing = [rules for rules in table_rules() if _table_name(rules) not in text]
    assert not missing, f"{page} does not name {missing}"


@pytest.mark.parametrize("page", TABLE_PAGES)
def test_no_sentence_says_a_table_the_engine_plays_is_not_played(page: str) -> None:
    text = _page_text(page)
    for sentence in re.split(r"(?<=[.;])\s", text):
        if NOT_PLAYED.search(sentence):
            named = [rules for rules in table_rules() if _table_name(rules) in sentence.lower()]
            assert not named, f"{page}: {sentence!r} names {named}"


def test_the_table_names_are_the_labels_words() -> None:
    assert _table_name("quadrille") == "quadrille"
    assert _table_name("countervole") == "countervole"
    assert _table_name("four-seat") == "four at the table"


def test_no_line_starts_with_a_macro_and_a_full_stop() -> None:
    """Markdown reads a line such as ``{{ std.packet_size }}. The other ...`` as "3. ", a new
    numbered list item, and the number leaves the sentence."""
    starts = re.compile(r"^\s*\{\{[^}]*\}\}[.)] ")
    found = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in sorted(TUTORIALS.rglob("*.md"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if starts.match(line)
    ]
    assert not found, f"a line starts with a macro and '. ': {found}"


VARIANT_LESSONS = ("variants", "two-players", "quadrille")
"""The variants' lessons: "Other tables: the variants" and the two it leads to."""


def test_glossary_terms_of_the_variant_tables_link_to_the_variants_lessons() -> None:
    labels = " ".join(rules_name(name) for name in VARIANTS)
    named = [
        term
        for term in load_glossary()
        if any(re.search(rf"\b{re.escape(form)}\b", labels) for form in term.forms)
    ]
    assert {term.term for term in named} >= {"Quadrille", "Contrabola", "Ombre a dos"}
    assert [term.term for term in named if term.lesson not in VARIANT_LESSONS] == []


def test_the_glossary_ranks_the_contrabola_aces_as_the_engine_does() -> None:
    (contrabola,) = [term for term in load_glossary() if term.term == "Contrabola"]
    spades = plain_order(Suit.SPADES, trump=None)
    assert spades.index(Card.parse("As")) == spades.index(Card.parse("Js")) + 1
    assert "below the jack" in contrabola.definition


@pytest.mark.parametrize("term", ["Talon", "Vole", "Codille"])
def test_a_three_handed_definition_says_so_and_gives_the_variants(term: str) -> None:
    (entry,) = [entry for entry in load_glossary() if entry.term == term]
    assert "three-handed game" in entry.definition
    assert "Quadrille" in entry.definition


@pytest.mark.parametrize("term", ["Remise", "Bête", "Called king", "Dummy", "Asking leave"])
def test_the_variants_words_are_in_the_glossary(term: str) -> None:
    assert term in {entry.term for entry in load_glossary()}


NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
SIDE_COUNT = re.compile(rf"\b({'|'.join(NUMBERS)}) tricks? (?:to|for) (?:the|your) side\b")
CALLING_DEALS = sorted(
    path
    for path in (TUTORIALS / "quadrille" / "deals").glob("qu*.toml")
    if translation_language(path) is None
)


@pytest.mark.parametrize("path", CALLING_DEALS, ids=lambda path: path.stem)
def test_a_calling_deals_running_count_is_the_engines(path: Path) -> None:
    """A comment's "three tricks to the side": the ombre's and the partner's tricks then."""
    script = load_script(path)
    state = start_state(script)
    counted = 0
    for step in script.steps:
        for action in step.actions:
            state.apply(action)
        for word in SIDE_COUNT.findall(step.comment or ""):
            side = sum(won for seat, won in enumerate(state.won) if state.on_ombre_side(seat))
            assert NUMBERS[word] == side, (path.stem, step.comment)
            counted += 1
    assert counted >= 3


def test_the_forced_spadille_deal_shows_a_weak_hand_losing() -> None:
    script = load_script(TUTORIALS / "variants" / "deals" / "forced.toml")
    state = start_state(script)
    hand = script.deal.hands[script.learner]
    assert Card.parse("As") in cards_in(hand)
    for step in script.steps:
        for action in step.actions:
            state.apply(action)
    assert state.ombre == script.learner
    assert script.result in ("puesta", "codille")
    assert sum(is_matador(card, state.trump) for card in cards_in(hand)) == 1
