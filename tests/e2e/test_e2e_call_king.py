"""The Quadrille lesson's calling drill in Chromium (Quadrille: which king do you call?), its
worked examples at four and five players on a phone's width, and calling an own king at the
table."""

from __future__ import annotations

import re

import pytest
from e2e_pages import SitePage, page_width
from pages_exercises import ExercisePage
from pages_game import TablePage
from playwright.sync_api import Page, expect

from ombre_core.cards import Card
from sitegen.server import RunningServer

# Each test moves the worker's kept page, its engine running, to its page (conftest.py).
pytestmark = pytest.mark.kept_page


def test_the_calling_drill_nudges_then_explains_the_call(
    page: Page, site_server: RunningServer
) -> None:
    drill = ExercisePage(page, site_server.url).open("quadrille/").ready_drill("call-king-1")
    question = drill.question()
    assert question["rules"] == "quadrille" and question["question"].startswith("Quadrille:")
    exercise = drill.engine_question()
    trump_king = next(
        choice.id
        for choice in exercise.choices
        if Card.parse(choice.id).suit.name.lower() == question["data"]["trump"]
    )
    drill.answer(trump_king)
    drill.expect_try_again()
    expect(drill.feedback).to_contain_text("can their king be called?")
    drill.answer(drill.right_answer())
    drill.expect_verdict(True)
    expect(drill.feedback).to_contain_text("your partner, can win a trick there")


def test_the_four_and_five_player_examples_fit_a_phone(
    page: Page, site_server: RunningServer
) -> None:
    page.set_viewport_size({"width": 375, "height": 800})
    SitePage(page, site_server.url).visit(site_server.url + "quadrille/")
    table = page.locator("table.ombre-settle").filter(has_text="Defender 3").first
    table.scroll_into_view_if_needed()
    expect(table.get_by_role("columnheader", name="Partner")).to_be_visible()
    box = table.bounding_box()
    assert box is not None and box["x"] + box["width"] <= 375, box
    # Each line's words have a row of their own above its numbers.
    expect(table.locator("tr.ombre-settle__say").first).to_contain_text("1. The ombre and the")
    width = page_width(page)
    assert width <= 375, f"the page scrolls sideways: {width}px"


@pytest.mark.turn(1)
def test_calling_your_own_king_at_the_table_is_warned_and_then_said(
    page: Page, site_server: RunningServer
) -> None:
    # Seed 1: you ask leave with spades trumps, holding K♥ and K♣ but not K♦.
    table = TablePage(page, site_server.url).open_link("1:quadrille")
    phase = table.wait_turn()
    for _ in range(6):
        if phase == "call":
            break
        table.take_hint()
        phase = table.wait_turn()
    assert phase == "call"
    warned = "Call K♥, your own: you play alone and must win 6 tricks"
    expect(table.options.get_by_role("button")).to_have_text(
        [warned, "Call K♦", "Call K♣, your own: you play alone and must win 6 tricks"]
    )
    table.options.get_by_role("button", name=warned).click()
    alone = "it is your own card: you play alone and must win 6 of the 10 tricks"
    centre = table.table.locator(".ombre-table__contract")
    expect(centre).to_contain_text(f"calling the King of hearts; {alone}")
    log = table.table.locator(".ombre-table__log")
    expect(log).to_contain_text("You call K♥, your own card: you play alone")
    # Your leads: the hint never counts on a partner, and the banner keeps saying you are alone.
    for _ in range(10):
        if table.wait_turn() == "over":
            break
        table.hint_button.click()
        expect(table.hint).to_have_attribute("data-action", re.compile("."))
        expect(table.hint).not_to_contain_text("partner")
        expect(centre).to_contain_text(alone)
        table.take_hint()
