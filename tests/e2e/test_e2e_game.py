"""The game widgets in Chromium: the auction stepper, the free-play table, and the game drills,
checked against ombre_core replaying the same actions."""

from __future__ import annotations

import json
import re

import pytest
from pages_exercises import ExercisePage
from pages_game import ENGINE_STEP_MS, AuctionLesson, TablePage
from playwright.sync_api import Page, expect

from ombre_core.bots import hint
from ombre_core.exercises import check, generate
from ombre_core.game import GameState
from sitegen.server import RunningServer

MAX_DECISIONS = 40
"""More than any deal needs from one player: bids, trumps, a discard, nine cards, a stop."""


@pytest.fixture
def table(page: Page, site_server: RunningServer) -> TablePage:
    return TablePage(page, site_server.url)


@pytest.fixture
def auction(page: Page, site_server: RunningServer) -> AuctionLesson:
    return AuctionLesson(page, site_server.url)


def test_a_whole_deal_by_hints_settles_as_the_engine_says_and_survives_a_reload(
    table: TablePage,
) -> None:
    # Seed 2: the learner (eldest) bids and plays an entrada; twelve decisions by hints.
    table.open_with_deal(GameState.new_deal("standard", 2, 0, 2).to_notation())
    table.expect_engine_ready()
    phase = table.wait_turn()
    reloaded = False
    for _ in range(MAX_DECISIONS):
        if phase == "over":
            break
        if phase == "play" and not reloaded:
            # Mid-deal: a reload finds the same game.
            saved = table.notation
            table.page.reload()
            table.expect_engine_ready()
            table.wait_turn()
            assert table.notation == saved
            reloaded = True
        table.take_hint()
        phase = table.wait_turn()
    else:
        pytest.fail("the deal did not end within the bounded number of decisions")
    final = GameState.from_notation(table.notation)
    assert final.is_terminal()
    # Replay the very actions the widget recorded, from its own deal.
    replay = GameState(final.rules, final.dealer, final.pot_carried)
    for action in final.history:
        replay.apply(action)
    assert table.tally == list(replay.chip_changes())
    totals = table.table.locator('tr[data-line="total"] td[data-seat]')
    expect(totals).to_have_count(3)
    for seat, chips in enumerate(replay.chip_changes()):
        shown = totals.nth(seat).inner_text().replace("\u2212", "-").replace("+", "")
        assert int(shown) == chips
    expect(table.table.locator(".ombre-table__pot")).to_have_text(str(replay.pot))
    # The next deal: the dealer passes to the right, the pot is carried.
    table.next_deal.click()
    table.wait_turn()
    second = GameState.from_notation(table.notation)
    assert second.dealer == (final.dealer + 1) % 3
    assert second.pot_carried == replay.pot
    expect(table.table).to_have_attribute("data-deals", "2")


def test_an_illegal_card_gets_the_engines_rule(table: TablePage) -> None:
    # Seed 1: at trick 1 the learner holds a card that may not be played.
    table.open_with_deal(GameState.new_deal("standard", 2, 0, 1).to_notation())
    table.expect_engine_ready()
    phase = table.wait_turn()
    for _ in range(MAX_DECISIONS):
        state = GameState.from_notation(table.notation)
        if phase == "play" and state.current_player == 0:
            legal = {
                str(action).split()[1]
                for action in state.legal_actions()
                if str(action).startswith("play")
            }
            held = [code for code in state.view()["hands"][0].split()]
            illegal = [code for code in held if code not in legal]
            if illegal:
                break
        if phase == "over":
            table.next_deal.click()
        else:
            table.take_hint()
        phase = table.wait_turn()
    else:
        pytest.fail("no position with a card that may not be played came up")
    for code in legal:
        expect(table.card(code)).to_have_attribute("data-legal", "true")
    before = table.notation
    table.card(illegal[0]).focus()  # by keyboard: the cards are buttons
    table.page.keyboard.press("Enter")
    expected = state.explain_card(illegal[0]).reason.message
    expect(table.message).to_have_text(expected, timeout=ENGINE_STEP_MS)
    assert table.notation == before
    # A legal card, by keyboard too: played, and announced in the live region and the log.
    card = sorted(legal)[0]
    table.card(card).focus()
    table.page.keyboard.press("Enter")
    expect(table.table).not_to_have_attribute("data-notation", before, timeout=ENGINE_STEP_MS)
    table.wait_turn()
    played = GameState.from_notation(table.notation).history[len(state.history)]
    assert str(played) == f"play {card}"
    expect(table.table.locator(".ombre-table__live")).not_to_be_empty()
    expect(table.table.locator(".ombre-table__log")).to_contain_text("You play")


def test_a_corrupt_saved_game_is_set_aside_for_a_new_deal(table: TablePage) -> None:
    table.open()
    saved = {"v": 1, "notation": "nonsense", "tally": [0, 0, 0], "deals": 1, "counted": False}
    table.page.evaluate("(text) => localStorage.setItem('ombre.table', text)", json.dumps(saved))
    table.page.reload()
    table.expect_engine_ready()
    table.wait_turn()
    expect(table.message).to_contain_text("could not be read")
    assert GameState.from_notation(table.notation).phase in ("auction", "over")
    aside = table.page.evaluate("localStorage.getItem('ombre.table.unreadable')")
    assert json.loads(aside)["notation"] == "nonsense"


def test_the_auction_steps_to_an_ombre_as_the_engine_does(auction: AuctionLesson) -> None:
    # The lesson's deal (seed 21): you are eldest; you bid entrada and name the first suit offered.
    auction.open()
    auction.expect_engine_ready()
    auction.wait_idle()
    seed = int(auction.widget.get_attribute("data-seed") or "0")
    expect(auction.your_calls).to_have_text(["Pass", "Bid entrada", "Bid vuelta", "Bid solo"])
    auction.widget.get_by_role("button", name="What would the bot say?").click()
    advice, reason = hint(GameState.from_notation(auction.notation))
    hint_line = auction.widget.locator(".ombre-auction__hint")
    expect(hint_line).to_have_attribute("data-action", str(advice), timeout=ENGINE_STEP_MS)
    expect(hint_line).to_contain_text(reason[1:])
    auction.your_calls.filter(has_text="Bid entrada").click()
    for _ in range(12):
        auction.wait_idle()
        if auction.widget.get_attribute("data-done"):
            break
        if auction.your_calls.count():
            auction.your_calls.first.click()
        else:
            auction.next_call.click()
    else:
        pytest.fail("the auction did not end")
    state = GameState.from_notation(auction.notation)
    replay = GameState.new_deal(state.rules, 2, 0, seed)
    for action in state.history[1:]:
        replay.apply(action)
    assert replay == state and str(state.history[1]) == "bid entrada"
    assert state.ombre == 0 and state.trump is not None
    expect(auction.widget).to_have_attribute("data-done", "ombre")
    expect(auction.outcome).to_contain_text(
        f"you are the ombre, playing entrada with {state.trump}"
    )
    log = auction.widget.locator(".ombre-auction__log > li")
    expect(log).to_have_count(len(state.history))
    expect(log.nth(1)).to_contain_text("You bid entrada")


def test_the_auction_follows_the_presets_and_the_all_pass_switches(
    auction: AuctionLesson,
) -> None:
    # The lesson's deal (seed 21): if you pass, both bots pass too, and Bo holds Spadille.
    auction.open()
    auction.expect_engine_ready()
    auction.wait_idle()
    auction.option("forced spadille").check()
    expect(auction.widget).to_have_attribute(
        "data-notation", re.compile(r"^standard forced_spadille=true \|"), timeout=ENGINE_STEP_MS
    )
    auction.wait_idle()
    auction.your_calls.filter(has_text="Pass").click()
    for _ in range(3):  # Anna's call, Bo's call, then Bo names trumps
        auction.wait_idle()
        auction.next_call.click()
    auction.wait_idle()
    expect(auction.widget).to_have_attribute("data-done", "ombre")
    expect(auction.widget.locator(".ombre-auction__log")).to_contain_text("forced spadille is on")
    state = GameState.from_notation(auction.notation)
    assert state.forced_spadille and state.ombre == 2

    auction.page.get_by_role("combobox", name="Rules").select_option("swedish")
    expect(auction.widget).to_have_attribute("data-rules", "swedish", timeout=ENGINE_STEP_MS)
    auction.wait_idle()
    expect(auction.your_calls).to_have_text(["Pass", "Say play"])
    auction.option("gascarille").check()
    expect(auction.widget).to_have_attribute(
        "data-notation",
        re.compile(r"^swedish forced_spadille=true gascarille=true \|"),
        timeout=ENGINE_STEP_MS,
    )
    auction.option("forced spadille").uncheck()
    expect(auction.widget).to_have_attribute(
        "data-notation", re.compile(r"^swedish gascarille=true \|"), timeout=ENGINE_STEP_MS
    )
    auction.wait_idle()
    auction.your_calls.filter(has_text="Pass").click()
    for _ in range(2):
        auction.wait_idle()
        auction.next_call.click()
    auction.wait_idle()
    expect(auction.your_calls).to_have_text(["Pass", "Take the gascarille"])
    expect(auction.outcome).to_contain_text("gascarille is on")
    assert GameState.from_notation(auction.notation).phase == "gascarille"


def test_bid_advice_and_exchange_drills_answer_with_the_engine(
    page: Page, site_server: RunningServer
) -> None:
    lesson = ExercisePage(page, site_server.url).open("dealing-and-auction/")
    lesson.expect_engine_ready()
    drill = lesson.drill("bid-advice-1")
    drill.expect_ready()
    question = drill.engine_question()
    drill.answer(question.solution)
    expect(drill.feedback).to_contain_text("Right.")
    expected = check(question.kind, question.seed, question.rules, question.solution)
    expect(drill.feedback).to_contain_text(expected.message.split("\n")[0][:60])
    second = drill.new_question()
    wrong = (
        "pass"
        if generate(second["kind"], second["seed"], second["rules"]).solution == "bid"
        else "bid"
    )
    drill.answer(wrong)
    expect(drill.feedback).to_contain_text("Not quite.")

    lesson.open("the-exchange/")
    lesson.expect_engine_ready()
    exchange = lesson.drill("exchange-1")
    exchange.expect_ready()
    question = exchange.engine_question()
    discards = [choice.id for choice in question.choices][-2:]
    exchange.answer(discards)
    comment = check(question.kind, question.seed, question.rules, sorted(discards))
    expect(exchange.feedback).to_contain_text(comment.message.split("\n")[0][:60])


def test_after_the_last_deal_of_a_session_the_next_deal_starts_a_new_one(table: TablePage) -> None:
    over = GameState.new_deal("standard", 1, 0, 9)
    for _ in range(3):
        over.apply("pass")  # seed 9: everyone passes
    assert over.thrown_in and over.rules.session_deals == 12
    table.open_with_deal(over.to_notation(), tally=(7, -3, -19), deals=12, counted=True)
    table.expect_engine_ready()
    table.wait_turn()
    session = table.table.locator(".ombre-table__session")
    expect(session).to_contain_text("The session of 12 deals is over: You have the most chips (+7)")
    table.next_deal.click()
    table.wait_turn()
    expect(table.table).to_have_attribute("data-deals", "1")
    assert table.tally == [0, 0, 0]
    assert GameState.from_notation(table.notation).pot_carried == 0
