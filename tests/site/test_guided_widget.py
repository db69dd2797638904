"""The guided table and the guided_tricks figure: built from the checked scripts, and a bad
script stops the page."""

from __future__ import annotations

import html
import json
import re
import shutil
from pathlib import Path

import pytest

from ombre_core.errors import ExampleError
from sitegen.game_widgets import guided_tricks
from sitegen.lessons import PageContext
from sitegen.widgets import render_widget

LESSON = Path(__file__).resolve().parents[2] / "tutorials" / "guided-deals"
CONTEXT = PageContext("guided-deals/", LESSON)


def _scripts(markup: str) -> list[dict[str, object]]:
    found = re.search(
        r'<template class="ombre-table__script" data-search-exclude>(.*?)</template>', markup, re.S
    )
    assert found
    data: list[dict[str, object]] = json.loads(html.unescape(found.group(1)))
    return data


def test_the_guided_table_ships_each_script_and_a_button_per_deal() -> None:
    markup = str(
        render_widget("table", CONTEXT, title="Guided deals", guided=["belinda", "defence"])
    )
    assert 'data-mode="guided"' in markup
    data = _scripts(markup)
    assert [deal["slug"] for deal in data] == ["belinda", "defence"]
    assert [deal["role"] for deal in data] == ["ombre", "defender"]
    for deal in data:
        title = html.escape(str(deal["title"]))
        assert (
            f'data-deal="{deal["slug"]}" aria-pressed="false" disabled>{title}</button>' in markup
        )


def test_the_guided_table_ships_the_solvers_verdicts_and_each_role() -> None:
    markup = str(render_widget("table", CONTEXT, guided=["solo", "swedish"]))
    solo, swedish = _scripts(markup)
    assert ">you defend</span>" in markup
    assert ">you defend, then take over</span>" in markup
    assert swedish["role"] == "takeover"
    turns = [
        action
        for step in solo["steps"]  # type: ignore[attr-defined]
        for action in step["actions"]
        if action["learner"]
    ]
    assert all(turn["solver"]["complete"] for turn in turns)
    assert turns[3]["solver"]["cards"]["As"]["costly"]
    assert "Anna make a sacada" in turns[3]["solver"]["cards"]["As"]["text"]


def test_the_free_table_is_unchanged_without_guided() -> None:
    markup = str(render_widget("table", CONTEXT))
    assert "ombre-table__script" not in markup
    assert 'data-mode="guided"' not in markup


def test_a_bad_script_stops_the_page(tmp_path: Path) -> None:
    lesson = tmp_path / "guided-deals"
    shutil.copytree(LESSON / "deals", lesson / "deals")
    path = lesson / "deals" / "belinda.toml"
    path.write_text(
        path.read_text(encoding="utf-8").replace("[5, 4, 0]", "[6, 3, 0]"), encoding="utf-8"
    )
    with pytest.raises(ExampleError, match=r"claims \[6, 3, 0\], engine \[5, 4, 0\]"):
        render_widget("table", PageContext("guided-deals/", lesson), guided=["belinda"])


def test_belinda_tricks_name_the_seats_and_quote_the_poem() -> None:
    figure = str(
        guided_tricks(
            CONTEXT,
            deal="belinda",
            names=["Belinda", "The Baron", "The Knight"],
            quote_heading="The poem",
        )
    )
    rows = re.findall(r"<tr><td>(\d)</td>.*?<td>([^<]*)</td><td>(.*?)</td></tr>", figure, re.S)
    assert [int(number) for number, _, _ in rows] == list(range(1, 10))
    winners = [winner for _, winner, _ in rows]
    assert winners == ["Belinda"] * 4 + ["The Baron"] * 4 + ["Belinda"]
    assert "Spadillio first" in rows[0][2]
    assert "prostrate Ace" in rows[8][2]
    assert "The poem" in figure
