"""Ombre a dos in Chromium: one whole free-play deal from a shared-deal link, the learner taking
the hint at every turn, with the dummy's seat drawn as the dummy and each of its cards told by
its rule (the end checked against ombre_core); and the two-player lesson's demonstration deal
played to its end on the guided table."""

from __future__ import annotations

import pathlib

import pytest
from pages_game import TablePage
from pages_guided import GuidedPage
from playwright.sync_api import Locator, Page, expect
from test_e2e_guided import play_through

from ombre_core.guided import script_data
from ombre_tools.guided import load_script
from sitegen.server import RunningServer

# Each test moves the worker's kept page, its engine running, to its page (conftest.py).
pytestmark = pytest.mark.kept_page

DEALS = pathlib.Path(__file__).resolve().parents[2] / "tutorials" / "two-players" / "deals"


@pytest.mark.turn(0)
def test_a_whole_deal_of_ombre_a_dos_with_the_dummy_drawn(
    page: Page, site_server: RunningServer
) -> None:
    table = TablePage(page, site_server.url)
    # Seed 26: Anna plays an entrada in diamonds against you and the dummy, Bo, and stops
    # after five straight tricks.
    table.open_link("26:ombre-a-dos")
    expect(table.seats).to_have_count(2)
    dummy = table.table.locator('.ombre-table__seat[data-dummy="true"]')
    expect(dummy).to_have_count(1)
    expect(dummy.locator(".ombre-table__dummy")).to_have_text("Dummy (plays by rule)")
    assert table.play_until() == "over"
    session = table.session()
    state = session.state
    assert state.is_terminal() and state.rules.name == "ombre-a-dos" and state.dummy is not None
    assert table.tally == list(session.tally) and session.tally[state.dummy] == 0
    # The last trick's why line gives the dummy's card with its rule, in the engine's words.
    why = table.table.locator(".ombre-table__why")
    expect(why).to_contain_text("the dummy,")
    expect(why).to_contain_text("by its rule")
    expect(table.table.locator(".ombre-table__log")).to_contain_text("the dummy antes nothing")


class DummyDemo(GuidedPage):
    """The two-player lesson's Ombre a dos table: one guided deal."""

    PATH = "two-players/"

    @property
    def table(self) -> Locator:
        return self.page.get_by_role("region", name="Ombre a dos", exact=True)


@pytest.mark.turn(1)
def test_the_lessons_demonstration_deal_plays_to_its_end(
    page: Page, site_server: RunningServer
) -> None:
    # The script lists the live players' cards only; the engine plays the dummy's.
    deal = script_data(load_script(DEALS / "ombre-a-dos.toml"))
    table = DummyDemo(page, site_server.url).open()
    table.expect_engine_ready()
    table.table.scroll_into_view_if_needed()
    dummy = table.table.locator('.ombre-table__seat[data-dummy="true"]')
    expect(dummy.locator(".ombre-table__dummy")).to_have_text("Dummy (plays by rule)")
    play_through(table, deal)
    expect(table.table.locator(".ombre-table__result")).to_contain_text("sacada")
    expect(table.table.locator(".ombre-table__why")).to_contain_text("Bo, the dummy, plays K♣")
