"""The game widgets in Chromium: the auction stepper, the free-play table, and the game drills,
checked against ombre_core replaying the same actions."""

from __future__ import annotations

import json
import re

import pytest
from e2e_pages import page_width
from pages_exercises import ExercisePage
from pages_game import (
    DESKTOP_SIZE,
    ENGINE_STEP_MS,
    PHONE_SIZE,
    TABLE_SETTINGS_KEY,
    AuctionLesson,
    TablePage,
    strip_problems,
)
from playwright.sync_api import BrowserContext, Page, Route, ViewportSize, expect

from ombre_core.bots import hint
from ombre_core.exercises import check, generate
from ombre_core.game import GameState
from ombre_core.hints import strong_hint
from ombre_core.table import sorted_hand
from sitegen.server import RunningServer

# Each test moves the worker's kept page, its engine running, to its page (conftest.py).
pytestmark = pytest.mark.kept_page

MAX_DECISIONS = 40
"""More than any deal needs from one player: bids, trumps, a discard, nine cards, a stop."""


@pytest.fixture
def table(page: Page, site_server: RunningServer) -> TablePage:
    return TablePage(page, site_server.url)


@pytest.fixture
def auction(page: Page, site_server: RunningServer) -> AuctionLesson:
    return AuctionLesson(page, site_server.url)


@pytest.mark.long
@pytest.mark.turn(0)
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
    # The deal counts as played in the learner's progress (once, though reloaded mid-deal).
    progress = table.page.evaluate("JSON.parse(localStorage.getItem('ombre.progress'))")
    assert progress["deals"]["played"] == 1
    # The next deal: the dealer passes to the right, the pot is carried.
    table.next_deal.click()
    table.wait_turn()
    second = GameState.from_notation(table.notation)
    assert second.dealer == (final.dealer + 1) % 3
    assert second.pot_carried == replay.pot
    expect(table.table).to_have_attribute("data-deals", "2")


def _sentence(text: str) -> str:
    return text[0].upper() + text[1:]


def test_a_strong_players_hint_gives_the_idea_first_then_the_card(table: TablePage) -> None:
    # Seed 2, by the simple bot's choices: at trick 3 the learner (the ombre) may trump in.
    state = GameState.new_deal("standard", 2, 0, 2)
    while not (state.phase == "play" and state.current_player == 0 and len(state.tricks) >= 2):
        state.apply(hint(state)[0])
    expected = strong_hint(state)
    assert expected.idea is not None and len(state.legal_actions()) > 1
    table.open_with_deal(state.to_notation())
    table.expect_engine_ready()
    table.wait_turn()
    expect(table.show_card).to_be_hidden()
    table.hint_button.click()
    # First the idea alone: the card is neither told nor marked.
    expect(table.hint).to_have_text(expected.idea, timeout=ENGINE_STEP_MS)
    expect(table.hint).not_to_have_attribute("data-action", re.compile("."))
    expect(table.show_card).to_be_visible()
    # Then the card, with why and whose idea it is.
    table.show_card.click()
    card = f"{expected.label}. {_sentence(expected.reason)}. ({_sentence(expected.source)}.)"
    expect(table.hint).to_have_text(f"{expected.idea} {card}")
    expect(table.hint).to_have_attribute("data-action", expected.action)
    expect(table.show_card).to_be_hidden()
    # Playing it clears the hint.
    before = table.notation
    table.card(expected.action.split()[1]).click()
    expect(table.table).not_to_have_attribute("data-notation", before, timeout=ENGINE_STEP_MS)
    expect(table.hint).to_be_empty()


@pytest.mark.turn(1)
def test_an_illegal_card_gets_the_engines_rule(table: TablePage) -> None:
    # Seed 1: at trick 1 the learner holds a card that may not be played.
    table.open_with_deal(GameState.new_deal("standard", 2, 0, 1).to_notation())
    table.expect_engine_ready()
    phase = table.wait_turn()
    # The bots' seats show a name, a role only where there is one, and their counts.
    seats = table.page.locator(".ombre-table__seat")
    expect(seats).to_have_count(2)
    for seat in seats.all():
        expect(seat).not_to_contain_text("null")
        expect(seat).not_to_contain_text("undefined")
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


def test_two_unreadable_saved_games_are_both_kept(table: TablePage) -> None:
    first = {"v": 1, "notation": "nonsense", "tally": [0, 0, 0], "deals": 1, "counted": False}
    table.open_with_saved(json.dumps(first))
    table.expect_engine_ready()
    table.wait_turn()
    expect(table.message).to_contain_text("could not be read")
    expect(table.message).to_contain_text("1 unreadable saved game is kept")
    assert GameState.from_notation(table.notation).phase in ("auction", "over")
    table.store_saved("{not json")
    table.page.reload()
    table.expect_engine_ready()
    table.wait_turn()
    expect(table.message).to_contain_text("2 unreadable saved games are kept")
    assert json.loads(table.stored("ombre.table.unreadable") or "null")["notation"] == "nonsense"
    assert table.stored("ombre.table.unreadable.2") == "{not json"


def test_a_saved_game_that_was_never_dealt_is_set_aside_for_a_new_deal(table: TablePage) -> None:
    never = {
        "v": 1,
        "notation": "standard | dealer 2 | pot 0",
        "tally": [0, 0, 0],
        "deals": 1,
        "counted": False,
    }
    table.open_with_saved(json.dumps(never))
    table.expect_engine_ready()
    table.wait_turn()
    expect(table.message).to_contain_text("the deal was never dealt")
    expect(table.table).not_to_contain_text("undefined")
    assert GameState.from_notation(table.notation).history  # a new deal, dealt
    assert json.loads(table.stored("ombre.table.unreadable") or "null") == never


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
    lesson = ExercisePage(page, site_server.url).open("bidding/")
    drill = lesson.ready_drill("bid-advice-1")
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

    talon = lesson.open("the-exchange/").ready_drill("talon-draw-1")
    question = talon.engine_question()
    talon.enter_number(question.solution)
    expect(talon.feedback).to_contain_text("Right.")
    told = check(question.kind, question.seed, question.rules, question.solution).message
    expect(talon.feedback).to_contain_text(told.removeprefix("Right. ")[:60])

    exchange = lesson.ready_drill("exchange-1")
    question = exchange.engine_question()
    discards = [choice.id for choice in question.choices][-2:]
    exchange.answer(discards)
    # A poor exchange gets "Try again" and a nudge first (retry, then reveal).
    comment = check(question.kind, question.seed, question.rules, sorted(discards), reveal=False)
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


def test_a_finished_trick_stays_on_the_table_until_the_learner_goes_on(table: TablePage) -> None:
    # Seed 2: the learner bids and plays an entrada; play on until a bot wins a trick.
    table.open_with_deal(GameState.new_deal("standard", 2, 0, 2).to_notation())
    table.expect_engine_ready()
    phase = table.wait_idle()
    for _ in range(MAX_DECISIONS):
        if table.holding_trick or phase == "over":
            break
        table.bid_by_hints_play_plainly()
        phase = table.wait_idle()
    assert table.holding_trick, "no trick was held for the learner"
    held = GameState.from_notation(table.notation)
    number = len(held.tricks)
    winner = held.tricks[-1].winner
    assert held.trick == [] and held.current_player != 0  # a bot leads next, and has not
    expect(table.trick).to_contain_text(f"Trick {number}, won by")
    expect(table.trick.locator("figure")).to_have_count(3)
    expect(table.table.locator(".ombre-table__why")).not_to_be_empty()
    expect(table.strip).to_have_count(number)
    expect(table.hint_button).to_be_disabled()
    # Still there after a reload: the bots do not play on by themselves.
    table.page.reload()
    table.expect_engine_ready()
    table.wait_idle()
    assert table.holding_trick and table.notation == held.to_notation()
    assert winner != 0
    table.next_trick.click()
    expect(table.table).not_to_have_attribute("data-notation", held.to_notation())
    table.wait_turn()
    assert len(GameState.from_notation(table.notation).history) > len(held.history)


@pytest.mark.turn(2)
def test_a_shared_deal_link_deals_the_same_cards(table: TablePage) -> None:
    table.page.goto(table.base_url + TablePage.PATH + "?deal=4242:swedish")
    table.expect_engine_ready()
    table.wait_turn()
    expected = GameState.new_deal("swedish", 2, 0, 4242)
    assert table.notation == expected.to_notation()
    hand = [code for code in expected.view()["hands"][0].split()]
    expect(table.hand.locator("button[data-card]")).to_have_count(9)
    for code in hand:
        expect(table.card(code)).to_be_visible()
    # The address names the deal; with a game in progress a new link asks first.
    assert "deal=4242:swedish" in table.page.url
    table.take_hint()
    table.page.goto(table.base_url + TablePage.PATH + "?deal=99")
    table.expect_engine_ready()
    confirm = table.table.get_by_role("group", name="Start a new game?")
    expect(confirm).to_contain_text("This link deals a shared deal")
    assert "swedish" in GameState.from_notation(table.notation).rules.name
    confirm.get_by_role("button", name="Play the shared deal").click()
    expect(table.table).to_have_attribute(
        "data-notation", GameState.new_deal("standard", 2, 0, 99).to_notation()
    )
    # A link that is not a deal is said so, and the game goes on.
    table.page.goto(table.base_url + TablePage.PATH + "?deal=99:bridge")
    table.expect_engine_ready()
    table.wait_turn()
    expect(table.message).to_contain_text("This deal link is not valid")
    assert table.notation == GameState.new_deal("standard", 2, 0, 99).to_notation()


@pytest.mark.fresh_page  # the engine's boot itself
def test_controls_are_disabled_while_the_engine_boots(table: TablePage) -> None:
    held: list[Route] = []
    table.page.context.route("**/engine-worker.js*", lambda route: held.append(route))
    table.open()
    expect(table.loading).to_be_visible()
    expect(table.hint_button).to_be_disabled()
    expect(table.table.get_by_role("button", name="Start a new game")).to_be_disabled()
    expect(table.table).to_have_attribute("data-busy", "true")
    table.hint_button.click(force=True)  # a click on a disabled control does nothing
    assert held, "the engine's worker was not requested"
    for route in held:
        route.fallback()
    table.expect_engine_ready()
    table.wait_turn()
    expect(table.loading).to_be_hidden()
    expect(table.table.get_by_role("button", name="Start a new game")).to_be_enabled()
    expect(table.message).to_be_empty()


def test_arrival_neither_scrolls_nor_focuses_and_a_new_game_asks_first(table: TablePage) -> None:
    table.open_with_deal(GameState.new_deal("standard", 2, 0, 2).to_notation())
    table.expect_engine_ready()
    table.wait_turn()
    assert table.page.evaluate("window.scrollY") == 0
    assert table.page.evaluate("document.activeElement === document.body")
    table.take_hint()
    table.wait_turn()
    before = table.notation
    table.table.get_by_role("button", name="Start a new game").click()
    confirm = table.table.get_by_role("group", name="Start a new game?")
    expect(confirm).to_contain_text("This wipes your session so far")
    confirm.get_by_role("button", name="Keep playing").click()
    expect(confirm).to_be_hidden()
    assert table.notation == before
    table.table.get_by_role("button", name="Start a new game").click()
    confirm.get_by_role("button", name="Yes, start a new game").click()
    expect(table.table).not_to_have_attribute("data-notation", before, timeout=ENGINE_STEP_MS)
    assert len(GameState.from_notation(table.notation).history) == 1


@pytest.mark.turn(2)
def test_practice_undo_and_the_drawn_cards_marked(table: TablePage) -> None:
    # Seed 2: the learner bids entrada, names trumps and exchanges.
    table.open_with_deal(GameState.new_deal("standard", 2, 0, 2).to_notation())
    table.expect_engine_ready()
    phase = table.wait_turn()
    table.table.get_by_role("checkbox", name=re.compile("Practice mode")).check()
    for _ in range(MAX_DECISIONS):
        if phase == "play":
            break
        table.take_hint()
        phase = table.wait_turn()
    state = GameState.from_notation(table.notation)
    drawn = state.drawn[0]
    marked = table.hand.locator('button[data-drawn="true"]')
    expect(marked).to_have_count(drawn.bit_count())
    # The hand is in the engine's order for these trumps.
    codes = [
        table.hand.locator("button[data-card]").nth(i).get_attribute("data-card")
        for i in range(state.hands[0].bit_count())
    ]
    assert codes == sorted_hand(state.hands[0], state.trump)
    before = table.notation
    table.take_hint()
    table.wait_turn()
    table.table.get_by_role("button", name="Undo").click()
    expect(table.table).to_have_attribute("data-notation", before, timeout=ENGINE_STEP_MS)


def test_a_session_survives_a_reload(table: TablePage) -> None:
    thrown = GameState.new_deal("standard", 2, 0, 9)
    for _ in range(3):
        thrown.apply("pass")
    table.open_with_deal(thrown.to_notation(), tally=(-5, -5, -5), counted=True)
    table.expect_engine_ready()
    table.wait_turn()
    table.next_deal.click()
    table.wait_turn()
    expect(table.table).to_have_attribute("data-deals", "2")
    second = table.notation
    assert GameState.from_notation(second).pot_carried == 15
    address = table.page.url
    table.page.reload()
    table.expect_engine_ready()
    table.wait_turn()
    expect(table.table).to_have_attribute("data-deals", "2")
    assert table.tally == [-5, -5, -5] and table.notation == second
    assert table.page.url == address and "deal=" in address
    expect(table.message).to_be_empty()


@pytest.mark.long
@pytest.mark.turn(0)
def test_with_go_on_by_itself_no_trick_waits_for_the_learner(table: TablePage) -> None:
    table.open_with_deal(GameState.new_deal("standard", 2, 0, 2).to_notation())
    table.expect_engine_ready()
    phase = table.wait_idle()
    table.table.get_by_role("checkbox", name="Go on by itself after each trick").check()
    for _ in range(MAX_DECISIONS):
        assert not table.holding_trick
        if phase == "over":
            break
        table.bid_by_hints_play_plainly()
        phase = table.wait_idle()
    else:
        pytest.fail("the deal did not end within the bounded number of decisions")
    expect(table.strip).to_have_count(len(GameState.from_notation(table.notation).tricks))
    # The setting is kept for the next visit.
    table.page.reload()
    table.expect_engine_ready()
    expect(
        table.table.get_by_role("checkbox", name="Go on by itself after each trick")
    ).to_be_checked()


@pytest.mark.turn(1)
def test_the_pace_of_the_other_players_is_kept_and_the_table_keeps_to_it(
    table: TablePage, context: BrowserContext
) -> None:
    """The one test at the learner's default pace (the others start at the quick one). The
    page's clock is Playwright's, stopped while the bots wait: a bot moves only once the clock
    has been run past its pause, so nothing here depends on how fast the machine is."""
    clock = context.clock
    clock.install()
    table.page.goto(table.base_url)
    table.store(TABLE_SETTINGS_KEY, json.dumps({"pace": "sluggish"}))  # unknown: the default
    table.open_with_deal(GameState.new_deal("standard", 2, 0, 2).to_notation())
    table.expect_engine_ready()
    table.wait_turn()
    expect(table.pace).to_have_value("relaxed")
    expect(table.pace.locator("option:checked")).to_have_text("Relaxed (default)")

    def learner_then_bot(before_bot_ms: int, bot_ms: int) -> None:
        """The learner's decision, then a bot's move: none after `before_bot_ms` of the stopped
        clock, one once it has run `bot_ms` more."""
        clock.pause_at(table.page.evaluate("Date.now() / 1000") + 1)  # in seconds
        table.take_hint()
        mine = GameState.from_notation(table.notation)
        assert mine.current_player != 0  # a bot is to move next
        clock.run_for(before_bot_ms)
        assert table.notation == mine.to_notation()
        clock.run_for(bot_ms)
        expect(table.table).not_to_have_attribute("data-notation", mine.to_notation())
        clock.resume()
        table.wait_turn()

    # Seed 2: the learner bids an entrada (a bot speaks next), declares trumps, then discards
    # (a bot discards next).
    learner_then_bot(340, 20)  # relaxed: 350 ms before each move
    table.pace.select_option("quick")
    assert json.loads(table.stored(TABLE_SETTINGS_KEY) or "{}")["pace"] == "quick"
    table.page.reload()
    table.expect_engine_ready()
    table.wait_turn()
    expect(table.pace).to_have_value("quick")
    table.take_hint()
    table.wait_turn()
    learner_then_bot(0, 60)  # quick: at most 60 ms


@pytest.mark.parametrize("size", [PHONE_SIZE, DESKTOP_SIZE], ids=["375px", "1280px"])
def test_the_tricks_played_read_cleanly_beside_the_hand(
    table: TablePage, size: ViewportSize
) -> None:
    """Each trick played: its number, its winner's name in full, its cards each over its
    player's name; no card or label covers another or the hand's heading, none is cut."""
    state = GameState.new_deal("standard", 2, 0, 2)
    while not (len(state.tricks) == 6 and state.current_player == 0):
        state.apply(hint(state)[0])
    table.page.set_viewport_size(size)
    table.open_with_deal(state.to_notation())
    table.expect_engine_ready()
    table.wait_turn()
    expect(table.strip).to_have_count(6)
    for number, trick in enumerate(state.tricks, start=1):
        row = table.strip.nth(number - 1)
        winner = ("You", "Anna", "Bo")[trick.winner]
        expect(row).to_contain_text(f"{number}won by {winner}")
        expect(row.locator(".ombre-table__strip-player")).to_have_text(
            [("You", "Anna", "Bo")[(trick.leader + turn) % 3] for turn in range(3)]
        )
    assert strip_problems(table.table) == []


def test_a_double_click_on_the_exchange_does_not_announce_a_vole(table: TablePage) -> None:
    """Seed 2: the learner, ombre and eldest, discards four; "Announce a vole" is then drawn
    where "Discard 4 and draw 4" was. The second click of a double click lands on it and is
    not taken for a choice."""
    state = GameState.new_deal("standard", 2, 0, 2)
    while not (state.phase == "exchange" and state.current_player == 0):
        state.apply(hint(state)[0])
    discards = str(hint(state)[0]).split()[1:]
    assert len(discards) == 4
    table.open_with_deal(state.to_notation())
    table.expect_engine_ready()
    table.wait_turn()
    for code in discards:
        table.card(code).click()
        expect(table.card(code)).to_have_attribute("aria-pressed", "true")
    confirm = table.options.get_by_role("button", name="Discard 4 and draw 4")
    box = confirm.bounding_box()
    assert box is not None
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    table.page.mouse.move(x, y)
    table.page.mouse.down()
    table.page.mouse.up()
    vole = table.options.get_by_role("button", name="Announce a vole")
    expect(vole).to_be_enabled(timeout=ENGINE_STEP_MS)
    under = table.page.evaluate(
        "([x, y]) => document.elementFromPoint(x, y).closest('button')?.textContent", [x, y]
    )
    assert under == "Announce a vole"  # the case in point: the option lies under the pointer
    table.page.mouse.down(click_count=2)
    table.page.mouse.up(click_count=2)
    lead = table.hand.locator('button[data-legal="true"]').first
    led = lead.get_attribute("data-card")
    assert led
    lead.click()
    expect(table.table).to_have_attribute("data-notation", re.compile(f"play {led}"))
    assert "announce vole" not in table.notation


def test_the_games_tables_beside_each_other_show_every_column(auction: AuctionLesson) -> None:
    """The standard and Swedish games (the other book's disclosure opened) on a desktop: each
    table's last column, what a game is worth from each defender, shows without scrolling; a
    phone gets no sideways scroll."""
    auction.page.set_viewport_size(DESKTOP_SIZE)
    auction.open()
    auction.open_other_rule_books()  # the Swedish table is behind its disclosure
    tables = auction.games_tables()
    assert len(tables) == 2
    for table in tables:
        assert table["scroll"] <= table["client"] and table["beyond"] <= 0, table
    auction.page.set_viewport_size(PHONE_SIZE)
    assert page_width(auction.page) <= PHONE_SIZE["width"]
