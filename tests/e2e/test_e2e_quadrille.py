"""Free play of Quadrille and Quintille in Chromium: a whole deal of each, by asking the page
as a learner does (Hint, then its card or button). In the Quadrille deal the learner is the
ombre and calls a king from the engine's choices; the partner stays unknown until the called
king is played. In the Quintille deal a bot calls, and five seats fit a 375 px phone. Each
deal is a shared-deal link, and its end is checked against ombre_core."""

from __future__ import annotations

import itertools

import pytest
from e2e_pages import page_width
from pages_game import TablePage
from playwright.sync_api import Locator, Page, ViewportSize, expect

from ombre_core.game import GameState
from ombre_core.session import TableSession
from ombre_core.table import action_label
from sitegen.server import RunningServer

# Each test moves the worker's kept page, its engine running, to its page (conftest.py).
pytestmark = pytest.mark.kept_page


@pytest.fixture
def table(page: Page, site_server: RunningServer) -> TablePage:
    return TablePage(page, site_server.url)


def check_settled(table: TablePage, players: int) -> TableSession:
    session = table.session()
    state = session.state
    assert state.is_terminal() and state.rules.players == players
    assert table.tally == list(session.tally) and len(session.tally) == players
    replay = GameState(state.rules, state.dealer, state.pot_carried)
    for action in state.history:
        replay.apply(action)
    assert list(session.tally) == list(replay.chip_changes())
    header = table.table.locator(".ombre-table__score thead th")
    expect(header).to_have_count(players + 2)
    return session


@pytest.mark.turn(0)
def test_quadrille_you_call_a_king_and_the_partner_is_revealed(table: TablePage) -> None:
    # Seed 1: you bid alliance, name spades and call the king of diamonds; Anna holds it and
    # plays it to the first trick.
    table.open_link("1:quadrille")
    expect(table.seats).to_have_count(3)
    expect(table.seats).to_contain_text(["Carl", "Bo", "Anna"])
    expect(table.table.locator(".ombre-table__score caption")).to_have_text(
        "Quadrille: four players"
    )
    expect(table.hand.get_by_role("button")).to_have_count(10)
    log = table.table.locator(".ombre-table__log")
    expect(log).to_contain_text("with no talon")
    assert table.play_until("call") == "call"
    # The choices are the engine's legal calls, in words.
    state = table.session().state
    labels = [action_label(state, action) for action in state.legal_actions()]
    assert labels == [
        "Call K♥, your own: you play alone and must win 6 tricks",
        "Call K♦",
        "Call K♣, your own: you play alone and must win 6 tricks",
    ]
    expect(table.options.get_by_role("button")).to_have_text(labels)
    expect(table.table.locator(".ombre-table__prompt")).to_contain_text(
        "choose the card whose holder becomes your secret partner"
    )
    assert table.take_hint() == "call Kd"
    centre = table.table.locator(".ombre-table__contract")
    expect(centre).to_contain_text("You play alliance, calling the King of diamonds")
    expect(log).to_contain_text("You call K♦")
    # Before the king is played no one is named: Anna's seat shows no role.
    if table.session().state.known_partner(0) is None:
        expect(centre).to_contain_text("the partner, is not yet known")
        expect(table.seats.nth(2)).not_to_contain_text("partner")
    assert table.play_until() == "over"
    expect(centre).to_contain_text("Anna is the partner")
    expect(table.seats.nth(2)).to_contain_text("(partner")
    expect(log).to_contain_text("Anna played the called K♦, so Anna is the ombre's partner.")
    expect(table.strip).to_have_count(10)
    session = check_settled(table, 4)
    assert session.state.partner == 1
    result = table.table.locator(".ombre-table__result")
    expect(result).to_contain_text("The ombre and the partner took 7 of 10 tricks")
    expect(result).to_contain_text("Alliance is worth 1: each defender pays 1")


@pytest.mark.parametrize("viewport", [{"width": 375, "height": 812}])
@pytest.mark.turn(2)
def test_quintille_a_bot_calls_and_five_seats_fit_a_phone(
    page: Page, site_server: RunningServer, viewport: ViewportSize
) -> None:
    # Seed 2: Carl bids alliance and calls the king of spades; Anna holds it.
    page.set_viewport_size(viewport)
    table = TablePage(page, site_server.url)
    table.open_link("2:quintille")
    expect(table.seats).to_have_count(4)
    expect(table.seats).to_contain_text(["Dora", "Carl", "Bo", "Anna"])
    expect(table.hand.get_by_role("button")).to_have_count(8)
    table.wait_idle()
    felt = table.table.locator(".ombre-table__felt").bounding_box()
    assert felt is not None
    boxes = [box for seat in table.seats.all() if (box := seat.bounding_box())]
    assert len(boxes) == 4
    for box in boxes:
        assert felt["x"] <= box["x"] and box["x"] + box["width"] <= felt["x"] + felt["width"]
    assert all(a["x"] + a["width"] <= b["x"] for a, b in itertools.pairwise(boxes))
    width = page_width(page)
    assert width <= viewport["width"], f"the page is {width} px wide"
    assert table.play_until(hinted_play=False) == "over"
    log = table.table.locator(".ombre-table__log")
    expect(log).to_contain_text("Carl calls K♠: whoever holds it is the ombre's secret partner")
    expect(log).to_contain_text("Anna played the called K♠, so Anna is the ombre's partner.")
    expect(table.table.locator(".ombre-table__contract")).to_contain_text(
        "Carl plays alliance, calling the King of spades; Anna is the partner"
    )
    expect(table.strip).to_have_count(8)
    session = check_settled(table, 5)
    assert session.state.partner == 1 and session.state.ombre == 3
    expect(table.table.locator(".ombre-table__result")).not_to_be_empty()
    width = page_width(page)
    assert width <= viewport["width"], f"at the end the page is {width} px wide"


@pytest.mark.turn(2)
def test_the_quadrille_demonstration_deal_steps_to_its_end(
    page: Page, site_server: RunningServer
) -> None:
    """The Quadrille lesson's deal on the guided table: the learner bids, names
    trumps and calls the king of diamonds; Anna reveals herself by playing it; ten tricks."""
    import pathlib

    from pages_game import ENGINE_STEP_MS
    from pages_guided import GuidedPage

    from ombre_core.guided import script_data
    from ombre_tools.guided import load_script

    deals = pathlib.Path(__file__).resolve().parents[2] / "tutorials" / "quadrille" / "deals"
    deal = script_data(load_script(deals / "quadrille.toml"))

    class QuadrilleDeal(GuidedPage):
        PATH = "quadrille/"

        @property
        def table(self) -> Locator:
            return self.page.get_by_role("region", name="Quadrille", exact=True)

    guided = QuadrilleDeal(page, site_server.url).open()
    guided.expect_engine_ready()
    guided.table.scroll_into_view_if_needed()
    expect(guided.table.locator(".ombre-table__seat")).to_have_count(3)
    guided.wait_for("go-on")
    expect(guided.guide).to_contain_text(deal["title"])
    guided.go_on()
    centre = guided.table.locator(".ombre-table__contract")
    steps = deal["steps"]
    for number, step in enumerate(steps, start=1):
        for action in step["actions"]:
            if action["learner"]:
                guided.take(action)
        expect(guided.guide).to_contain_text(step["comment"][:40], timeout=ENGINE_STEP_MS * 2)
        if number == 1:
            expect(centre).to_contain_text("calling the King of diamonds")
            expect(centre).to_contain_text("not yet known")
        if number == 2:
            expect(centre).to_contain_text("Anna is the partner")
        if number < len(steps):
            guided.go_on()
    expect(guided.guide.get_by_role("heading")).to_have_text("Trick 10: the deal is over")
    expect(guided.strip).to_have_count(10)
    expect(guided.table.locator(".ombre-table__result")).to_contain_text("each defender pays 1")
