"""One rule book (sitegen/presets.py, site/css/presets.css): each preset's version of a passage
is one <details>, written once, its summary naming it for a learner who chose the other; the
stylesheet opens the chosen one for every preset, keyed on html[data-rules]."""

from __future__ import annotations

import re
from pathlib import Path

import markdown

from sitegen.presets import DEFAULT_PRESET, PRESET_NAMES, presets
from sitegen.scoring_pages import bonus_table, payment_table

CSS = Path(__file__).resolve().parents[2] / "site" / "css" / "presets.css"


def rendered(block: str) -> str:
    return markdown.markdown(block, extensions=["md_in_html", "tables"])


def test_each_version_is_one_closed_details_named_by_its_summary() -> None:
    page = rendered(str(presets(standard="Every player *antes*.", swedish="The dealer antes.")))
    books = re.findall(r'<details class="ombre-preset" data-preset="(\w+)">', page)
    assert books == ["standard", "swedish"]  # closed: the stylesheet opens the chosen one
    assert '<summary class="ombre-preset__other">In the Swedish rules…</summary>' in page
    assert '<summary class="ombre-preset__other">In the standard rules…</summary>' in page
    assert page.count("Every player <em>antes</em>.") == 1  # Markdown, written once
    assert page.count("The dealer antes.") == 1
    assert "ombre-presets" in page and page.count("<details") == 2


def test_the_stylesheet_shows_the_chosen_book_of_every_preset() -> None:
    css = CSS.read_text(encoding="utf-8")
    for name in PRESET_NAMES:
        chosen = f'html[data-rules="{name}"] .ombre-preset[data-preset="{name}"]'
        assert f"{chosen}::details-content" in css, name
        assert f"{chosen} > .ombre-preset__other" in css, name  # its summary hidden
    # No data-rules at all (no JavaScript): the default book.
    assert f'html:not([data-rules]) .ombre-preset[data-preset="{DEFAULT_PRESET}"]' in css


def test_lesson_payment_tables_are_a_rule_book_and_reference_tables_compare() -> None:
    for table in (payment_table(), bonus_table()):
        page = rendered(str(table))
        assert page.count("<details") == 2 and page.count("<table") == 2
        headers = re.findall(r"<thead>(.*?)</thead>", page, re.DOTALL)
        assert [header.count("<th") for header in headers] == [2, 2]  # one preset's column
    for table in (payment_table(both=True), bonus_table(both=True)):
        assert "<details" not in table and table.count("<table") == 1
        assert "Standard" in table and "Swedish" in table
