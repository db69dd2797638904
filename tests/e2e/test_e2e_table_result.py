"""The table-result drill in Chromium: the Quadrille lesson's side count (your tricks and the
partner's against half the deal), nudged on a wrong first try and explained on the second; and
the two-player lesson's deal of two, answered right at once."""

from __future__ import annotations

import pytest
from pages_exercises import ExercisePage
from playwright.sync_api import Page, expect

from sitegen.server import RunningServer

# Each test moves the worker's kept page, its engine running, to its page (conftest.py).
pytestmark = pytest.mark.kept_page


def test_the_side_count_nudges_then_explains(page: Page, site_server: RunningServer) -> None:
    drill = ExercisePage(page, site_server.url).open("quadrille/").ready_drill("table-result-1")
    question = drill.question()
    assert question["rules"] == "quadrille" and question["question"].startswith("Quadrille:")
    assert drill.engine_question().solution == drill.right_answer()
    first, second = [c["id"] for c in question["choices"] if c["id"] != drill.right_answer()]
    drill.answer(first)
    drill.expect_try_again()
    expect(drill.feedback).to_contain_text("It is not a")
    drill.answer(second)
    drill.expect_verdict(False)
    expect(drill.feedback).to_contain_text("Your side took")


def test_the_two_player_count_is_right_at_once(page: Page, site_server: RunningServer) -> None:
    lesson = ExercisePage(page, site_server.url).open("two-players/")
    drill = lesson.ready_drill("table-result-1")
    assert drill.question()["rules"] == "tvahant"
    drill.answer(drill.right_answer())
    drill.expect_verdict(True)
    expect(drill.feedback).to_contain_text("You took")
