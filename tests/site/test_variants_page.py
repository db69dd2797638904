"""The variants lessons ("Other tables: the variants" and the two it leads to: two players, four or
five players): a section per variant, its numbers from the variants' rule sets (a changed
RuleSet changes the page), its worked examples and demonstration deals on the built pages, and
the Rulings' Variants section."""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path
from typing import Any

import pytest
from jinja2 import Environment, StrictUndefined
from markupsafe import Markup

from ombre_core.rules import RuleSet
from sitegen.lessons import PageContext, guided_files
from sitegen.macros import page_macros

ROOT = Path(__file__).resolve().parents[2]
LESSON = ROOT / "tutorials" / "variants"
LESSONS = ("variants", "two-players", "quadrille")
"""The variants' lessons: the first, at the old URL, leads to the other two."""
SECTIONS = {
    "forced-spadille": "variants",
    "gascarille": "variants",
    "two-players": "two-players",
    "four-at-the-table": "variants",
    "contrabola": "variants",
    "quadrille": "quadrille",
    "quintille": "quadrille",
    "ombre-a-dos": "two-players",
    "french-hombre": "variants",
}
"""Each variant's section and the lesson it is on."""
DEMONSTRATIONS = {
    "Forced spadille": "forced",
    "Gascarille": "gascarille",
    "Two players": "tvahant",
    "Four at the table": "four-seat",
    "Contrabola": "contrabola",
    "Quadrille": "quadrille",
    "Quintille": "quintille",
    "Ombre a dos": "ombre-a-dos",
}
DEMONSTRATION_SECTIONS = {
    "forced": "forced-spadille",
    "gascarille": "gascarille",
    "tvahant": "two-players",
    "four-seat": "four-at-the-table",
    "contrabola": "contrabola",
    "quadrille": "quadrille",
    "quintille": "quintille",
    "ombre-a-dos": "ombre-a-dos",
}


def _text(html: str) -> str:
    """The words of some HTML, as read: tags out, spaces collapsed, none before punctuation
    (a glossary term's tooltip markup ends just before it)."""
    words = re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html)))
    return re.sub(r" ([:;,.)])", r"\1", words)


def _render(presets: dict[str, RuleSet]) -> str:
    """The lessons' Markdown, one after the other, rendered with ``rules()`` answering from
    ``presets`` (the engine's own presets otherwise); the widgets and told deals are stubbed,
    they are not what is read."""
    pages = []
    for lesson in LESSONS:
        source = LESSON.parent / lesson
        macros: dict[str, Any] = page_macros(PageContext(f"{lesson}/", source))
        macros["rules"] = lambda name: presets.get(name) or RuleSet.preset(name)
        macros["widget"] = lambda name, **params: Markup(f"<div data-widget='{name}'></div>")
        macros["deal_story"] = lambda **params: Markup("<figure></figure>")
        env = Environment(undefined=StrictUndefined, autoescape=False)
        markdown = (source / "index.md").read_text(encoding="utf-8")
        pages.append(env.from_string(markdown).render(macros))
    return "\n".join(pages)


def _section(markdown: str, anchor: str) -> str:
    start = markdown.index(f"{{ #{anchor} }}")
    ends = [markdown.find(heading, start) for heading in ("\n## ", "\n# ")]
    ends = [end for end in ends if end >= 0]
    return markdown[start : min(ends, default=None)]


def _two_player_facts(rules: RuleSet) -> list[str]:
    return [
        f"which leaves {rules.deck_size} cards",
        f"player gets {rules.hand_size}, in {rules.packets_per_hand} packets",
        f"packets of {rules.packet_size}, and the other",
        f"the other {rules.talon_size} are the talon",
        f"{rules.straight_tricks} of {rules.tricks_per_deal} is a sacada",
        f"leading to trick {rules.straight_tricks + 1}",
    ]


def test_the_two_player_numbers_come_from_the_rule_set() -> None:
    text = _text(_section(_render({}), "two-players"))
    for fact in _two_player_facts(RuleSet.preset("tvahant")):
        assert fact in text
    # A different tvåhant (a smaller hand, in smaller packets) changes the page with it.
    other = RuleSet.preset("tvahant").replace(hand_size=6, packet_size=2)
    changed = _text(_section(_render({"tvahant": other}), "two-players"))
    for fact in _two_player_facts(other):
        assert fact in changed
    assert "which leaves 30 cards" in changed  # the deck is still the same


def test_the_contrabola_and_four_seat_numbers_come_from_the_rule_sets() -> None:
    contrabola = RuleSet.preset("contrabola").replace(vole_win=41, vole_loss=43)
    four = RuleSet.preset("four-seat")
    markdown = _render({"contrabola": contrabola})
    section = _text(_section(markdown, "contrabola"))
    assert "takes the pot and 41 from each defender" in section
    assert "pays each defender 43" in section
    seats = _text(_section(markdown, "four-at-the-table"))
    assert f"{four.table_seats} people sit down" in seats
    assert f"played by {four.players}" in seats
    quintille = _text(_section(markdown, "quintille"))
    assert f"get {RuleSet.preset('standard').deck_size // 5} cards each" in quintille


def test_every_section_and_demonstration_is_on_the_built_page(built_site: Path) -> None:
    pages = {
        lesson: (built_site / lesson / "index.html").read_text(encoding="utf-8")
        for lesson in LESSONS
    }
    for anchor, lesson in SECTIONS.items():
        assert f'id="{anchor}"' in pages[lesson], anchor
    for title, slug in DEMONSTRATIONS.items():
        html = pages[SECTIONS[DEMONSTRATION_SECTIONS[slug]]]
        region = html.index(f'aria-label="{title}" data-mode="guided"')
        payload = re.search(
            r'<template class="ombre-table__script" data-search-exclude>(.*?)</template>',
            html[region:],
            re.S,
        )
        assert payload is not None
        (deal,) = json.loads(unescape(payload.group(1)))
        assert deal["slug"] == slug
        verdicts = [a for s in deal["steps"] for a in s["actions"] if "solver" in a]
        # The solver analyses the forced entrada, the gascarille and the three who play at a
        # table of four, not a contrabola, a game of two, a called partner (it is
        # three-handed) or a dummy playing by rule.
        unsolved = ("contrabola", "tvahant", "quadrille", "quintille", "ombre-a-dos")
        three_handed = slug not in unsolved
        assert bool(verdicts) == three_handed, slug
    text = _text(pages["variants"])
    assert "Everyone has passed, and forced spadille is on, but Spadille lies in the talon" in text
    assert "No trumps (a contrabola)." in text  # the examples without trumps
    # a two-player example: one defender
    assert "Tricks taken Ombre Defender 4 4" in _text(pages["two-players"])


@pytest.mark.parametrize(
    "fact",
    [
        "the ombre must take more tricks than the one defender: 5 of 8 is a sacada",
        "A vole is all 8 tricks, committed to by leading to trick 6",
        "the declarer takes the pot and 25 (swedish 30) from each defender",
        "pays each defender 30 (swedish 30) and the pot stays",
    ],
)
def test_the_rulings_give_the_variants_readings(built_site: Path, fact: str) -> None:
    html = (built_site / "rulings" / "index.html").read_text(encoding="utf-8")
    section = _text(html[html.index('id="variants"') :])
    assert fact in section
    assert "../variants/" in html


def test_the_table_replays_every_demonstration_deals_rules() -> None:
    """The guided table restores a deal through the saved-game check, which takes the two
    presets, the variants and the options listed for guided deals: every script's rules must be
    one."""
    from ombre_core.guided import start_state
    from ombre_core.notation import rules_text
    from ombre_core.session import GUIDED_RULES, TableSession, table_rules
    from ombre_tools.guided import load_script

    folders = [LESSON.parent / lesson / "deals" for lesson in LESSONS]
    scripts = [path for folder in folders for path in guided_files() if path.parent == folder]
    assert len(scripts) == len(DEMONSTRATIONS)
    for path in sorted(scripts):
        script = load_script(path)
        assert rules_text(script.rules) in (*table_rules(), *GUIDED_RULES), path.name
        state = start_state(script)
        tally = [0] * script.rules.table_seats
        record = {"v": 1, "notation": state.to_notation(), "tally": tally}
        record |= {"deals": 1, "counted": False, "first": script.dealer}
        assert TableSession.from_dict(record).state.rules == script.rules


def test_the_table_tells_and_draws_a_contrabola_through_the_api() -> None:
    """Every step of the contrabola deal through the table's api: the bid is explained (a game
    without trumps, paid like a vole), and the nine tricks are drawn without a trump suit."""
    from ombre_core import api
    from ombre_core.guided import script_data
    from ombre_tools.guided import load_script

    deal = script_data(load_script(LESSON / "deals" / "contrabola.toml"), solver_nodes=None)
    game = deal["start"]
    told = []
    for step in deal["steps"]:
        for action in step["actions"]:
            reply = api.call("session.apply", {"session": game, "action": action["action"]})
            game = reply["session"]
            told.append(json.dumps(reply, ensure_ascii=False))
    assert "must take no trick at all: a contrabola is paid like a vole" in told[0]
    view = api.call("session.view", {"session": game})["view"]
    assert len(view["tricks"]) == 9
    assert view["result"] is not None
