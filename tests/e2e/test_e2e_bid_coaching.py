"""The bid coached, in Chromium (issue 23, item 5): an unsound bid gets the engine's warning
at the auction stepper and at the table, a guided deal's wrong bid says why it is wrong, and
the deal review opens with the bid."""

from __future__ import annotations

import pytest
from pages_game import ENGINE_STEP_MS, AuctionLesson
from pages_guided import GuidedPage, script
from pages_review import DealReview, KeyboardTable
from playwright.sync_api import Page, expect

from ombre_core.bots import hint
from ombre_core.game import GameState
from ombre_core.review import review_opening
from ombre_core.table import bid_judgement
from sitegen.server import RunningServer

# Each test moves the worker's kept page, its engine running, to its page (conftest.py).
pytestmark = pytest.mark.kept_page

SEED, DEALER = 21, 2
"""The auction lesson's deal: the learner, eldest, holds four spades and a side king and no
matador, so an entrada is sound and a solo a long shot."""


def solo_warning() -> str:
    state = GameState.new_deal("standard", DEALER, 0, SEED)
    judged = bid_judgement(state, state.legal_actions()[-1])
    assert judged is not None and not judged[0]
    return judged[1].message


def test_the_stepper_warns_before_an_unsound_solo_and_lets_the_learner_bid_it(
    page: Page, site_server: RunningServer
) -> None:
    auction = AuctionLesson(page, site_server.url).open()
    auction.expect_engine_ready()
    auction.wait_idle()
    auction.your_calls.filter(has_text="Bid solo").click()
    warning = auction.bid_warning("Bid solo")
    expect(warning.get_by_role("alert")).to_have_text(solo_warning())
    expect(warning.get_by_role("alert")).to_contain_text("A solo with no matador is a long shot")
    # Choose again: the calls come back and nothing was bid.
    warning.get_by_role("button", name="Choose again").click()
    expect(auction.your_calls).to_have_text(["Pass", "Bid entrada", "Bid vuelta", "Bid solo"])
    assert len(GameState.from_notation(auction.notation).history) == 1
    # A sound bid is made at once; an unsound one once the learner bids it anyway.
    auction.your_calls.filter(has_text="Bid solo").click()
    auction.bid_warning("Bid solo").get_by_role("button", name="Bid solo anyway").click()
    expect(auction.widget.locator(".ombre-auction__log")).to_contain_text(
        "You bid solo", timeout=ENGINE_STEP_MS
    )
    assert str(GameState.from_notation(auction.notation).history[1]) == "bid solo"
    expect(auction.coach_note).to_have_text(solo_warning())


@pytest.fixture
def table(page: Page, site_server: RunningServer) -> KeyboardTable:
    return KeyboardTable(page, site_server.url)


@pytest.mark.turn(1)
def test_the_table_warns_before_an_unsound_bid_and_the_review_opens_with_it(
    table: KeyboardTable,
) -> None:
    table.open_with_deal(GameState.new_deal("standard", DEALER, 0, SEED).to_notation())
    table.expect_engine_ready()
    assert table.wait_turn() == "auction"
    before = table.notation
    table.options.get_by_role("button", name="Bid solo").click()
    warning = table.bid_warning("Bid solo")
    expect(warning.get_by_role("alert")).to_have_text(solo_warning())
    assert table.notation == before  # a warning, not a bid yet
    warning.get_by_role("button", name="Bid solo anyway").click()
    expect(table.table).not_to_have_attribute("data-notation", before, timeout=ENGINE_STEP_MS)
    assert "bid solo" in [str(action) for action in GameState.from_notation(table.notation).history]

    # The deal played out (every seat the simple bot's choice): the review opens with the bid.
    final = GameState.new_deal("standard", DEALER, 0, SEED)
    final.apply("bid solo")
    while not final.is_terminal():
        final.apply(hint(final)[0])
    table.open_with_deal(final.to_notation(), tally=final.chip_changes(), counted=True)
    table.expect_engine_ready()
    assert table.wait_idle() == "over"
    table.press(table.review_button)
    review = DealReview(table.table)
    expect(review.opening).to_have_text([note.text for note in review_opening(final, 0)])
    expect(review.opening.first).to_have_attribute("data-sound", "false")
    expect(review.opening.first).to_contain_text("Your bid, solo: unsound. A solo with no matador")


@pytest.mark.turn(2)
def test_a_guided_deals_wrong_bid_gets_its_reason_before_the_guides(
    page: Page, site_server: RunningServer
) -> None:
    # The plain sacada: two matadors and five diamonds but no side king, so a solo is a long shot.
    guided = GuidedPage(page, site_server.url).open()
    guided.expect_engine_ready()
    guided.choose(script("sacada")["title"])
    guided.go_on()
    guided.wait_for("card")
    guided.button("Bid solo").click()
    guided.wait_for("offer")
    expect(guided.guide).to_contain_text(
        "A solo is a long shot with this hand: you play without an exchange, and with diamonds "
        "as trumps you hold 2 matadors, 5 trumps and no top side card. A solo wants two "
        "matadors, five trumps and a side king. The guide chose “Bid entrada” here, because"
    )
