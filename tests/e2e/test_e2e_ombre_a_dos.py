"""Ombre a dos in Chromium: one whole free-play deal from a shared-deal link, the learner taking
the hint at every turn, with the dummy's seat drawn as the dummy and each of its cards told by
its rule; the end is checked against ombre_core."""

from __future__ import annotations

import json

import pytest
from pages_game import TablePage
from playwright.sync_api import Page, expect

from ombre_core.session import TableSession
from sitegen.server import RunningServer

MAX_DECISIONS = 30
"""More than this deal needs from the learner."""


def test_a_whole_deal_of_ombre_a_dos_with_the_dummy_drawn(
    page: Page, site_server: RunningServer
) -> None:
    table = TablePage(page, site_server.url)
    # Seed 26: Anna plays an entrada in diamonds against you and the dummy, Bo, and stops
    # after five straight tricks.
    page.goto(f"{table.base_url}{table.PATH}?deal=26:ombre-a-dos")
    table.expect_engine_ready()
    seats = table.table.locator(".ombre-table__seat")
    expect(seats).to_have_count(2)
    dummy = table.table.locator('.ombre-table__seat[data-dummy="true"]')
    expect(dummy).to_have_count(1)
    expect(dummy.locator(".ombre-table__dummy")).to_have_text("Dummy (plays by rule)")
    phase = table.wait_turn()
    for _ in range(MAX_DECISIONS):
        if phase == "over":
            break
        table.take_hint()
        phase = table.wait_turn()
    else:
        pytest.fail("the deal did not end within the bounded number of decisions")
    session = TableSession.from_dict(
        json.loads(page.evaluate("localStorage.getItem('ombre.table')"))
    )
    state = session.state
    assert state.is_terminal() and state.rules.name == "ombre-a-dos" and state.dummy is not None
    assert table.tally == list(session.tally) and session.tally[state.dummy] == 0
    # The last trick's why line gives the dummy's card with its rule, in the engine's words.
    why = table.table.locator(".ombre-table__why")
    expect(why).to_contain_text("the dummy,")
    expect(why).to_contain_text("by its rule")
    expect(table.table.locator(".ombre-table__log")).to_contain_text("the dummy antes nothing")
