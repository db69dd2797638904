"""The daily deal in Chromium: today's deal played to its end against the steady strong bots
(the par's, so their every reply is the one CPython's steady bot gives), with no session's
score or next deal, the par worked out in the browser (the same as in CPython), the result
beside it, right under the end of the deal, with a line to share that shows no card, kept
across a reload; a past day opened by the address or the date field, its all-pass deal in the
words of a one-deal table, a day that cannot be played refused with a reason, and the page at
375 px."""

from __future__ import annotations

import re
from datetime import date, timedelta

import pytest
from e2e_waits import expect_contains_text
from pages_a11y import PHONE, CoursePage
from pages_daily import PAR_TIMEOUT_MS, DailyPage, day_words, utc_today
from playwright.sync_api import Locator, Page, expect

from ombre_core.daily import FIRST_DAY, LEARNER_SEAT, daily_deal, daily_result, par_deal
from ombre_core.game import GameState
from ombre_core.strong_bot import StrongBot
from sitegen.server import RunningServer

# Each test moves the worker's kept page, its engine running, to its page (conftest.py).
pytestmark = pytest.mark.kept_page

CARD_SYMBOLS = re.compile(r"[♠♥♦♣]|\b(?:[2-7AJQK]|10)[shdc]\b")
SESSION_WORDS = re.compile(r"Deal \d+ of|Chips so far|Next deal|[Ss]ession")
ALL_PASSED = "Everyone passed: nobody plays this deal; the pot of 15 would carry to the next one."


def not_steady_replies(day: str, notation: str) -> list[str]:
    """The other seats' moves in the day's deal ``notation`` that the steady bot would not make."""
    deal = daily_deal(day)
    state, bot = GameState.from_notation(deal.notation), StrongBot.steady(deal.seed)
    others = []
    for move in notation.removeprefix(deal.notation).removeprefix("; ").split("; "):
        if move and state.current_player != LEARNER_SEAT:
            steady = str(bot.choose(state))
            if steady != move:
                others.append(f"{move} where the steady bot plays {steady}")
        state.apply(move)
    return others


@pytest.fixture
def daily(page: Page, site_server: RunningServer) -> DailyPage:
    return DailyPage(page, site_server.url)


@pytest.mark.long
@pytest.mark.turn(1)
def test_todays_deal_played_to_the_end_beside_its_par_and_kept(daily: DailyPage) -> None:
    today = utc_today()
    daily.open()
    daily.expect_engine_ready()
    expect(daily.day_text).to_have_text(f"Today's deal: {day_words(today)}, in the standard rules.")
    expect(daily.day_input).to_be_hidden()  # the day said once, in words
    expect(daily.table).to_have_attribute(
        "data-notation", re.compile("^" + re.escape(daily_deal(today).notation))
    )
    expect(daily.next_deal).to_be_hidden()
    expect(daily.table).to_have_attribute("data-bots", "steady")
    # One deal: the pot, and no session's score.
    score_box = daily.table.get_by_role("region", name="Score")
    expect(score_box).to_have_text(re.compile(r"^Chips in the pot\s*\d+$"))
    daily.wait_turn()
    daily.take_hint()  # one hint: the line to share says so
    daily.record_par_status()
    daily.play_plainly_to_the_end()
    assert not_steady_replies(today, daily.notation) == []
    expect(daily.next_deal).to_be_hidden()
    expect(daily.table.get_by_role("button", name="What would a strong player do?")).to_be_hidden()
    expect(daily.table).not_to_contain_text(SESSION_WORDS, use_inner_text=True)
    # The result right under "The deal is over.", above the settings, and the focus on it.
    expect(daily.result).to_be_focused()
    settings = daily.table.get_by_role("group", name="Table settings")
    assert box_top(daily.table.get_by_text("The deal is over.")) < box_top(daily.result)
    assert box_top(daily.result) < box_top(settings)
    expect_contains_text(daily.score, "Par:", timeout=PAR_TIMEOUT_MS)
    # The par's progress was shown while it was worked out, step by step.
    progress = re.compile(
        r"Working out the par: (the bidding|trick [1-9] of 9)\.|.*starts the deal…"
    )
    assert any(progress.search(text) for text in daily.par_status_texts()), daily.par_status_texts()
    par = par_deal(today)  # the same par as the browser's, worked out in CPython
    expected = daily_result(today, "standard", daily.notation, par.notation, hinted=True)
    assert expected.line.endswith(" · with a hint")
    expect(daily.score).to_have_text(expected.score)
    expect(daily.contracts).to_have_text(expected.contracts)
    expect(daily.par_status).to_have_text("")
    # One status, announced once: the result, not each step of the par.
    expect(daily.verdict).to_have_role("status")
    expect(daily.verdict).to_have_text(f"{expected.score}{expected.contracts}")
    expect(daily.par_status).not_to_have_attribute("role", "status")
    shared = daily.share_line.input_value()
    assert shared == f"{expected.line}\n{daily.base_url}{daily.PATH}?day={today}"
    assert not CARD_SYMBOLS.search(shared), shared
    daily.copy_button.click()
    expect(daily.copied).to_have_text(re.compile(r"^(Copied\.|Selected: press Ctrl\+C)"))

    daily.page.reload()
    daily.expect_engine_ready()
    expect(daily.score).to_have_text(expected.score)
    expect(daily.table).to_have_attribute("data-phase", "over")
    expect(daily.days_played.first).to_contain_text(expected.line.split(" · ", 1)[1])
    entry = daily.daily_progress()[f"{today} standard"]
    assert (entry["chips"], entry["par"], entry["parNotation"]) == (
        expected.chips,
        par.chips,
        par.notation,
    )
    # The table's review of the deal, when cards were played (not when all passed).
    review = daily.table.get_by_role("button", name="Review this deal")
    expect(review).to_have_count(1 if "; play " in daily.notation else 0)
    # The finished day, its result and line to share, on a phone: nothing sticks out.
    daily.page.set_viewport_size(PHONE)
    course = CoursePage(daily.page, daily.base_url)
    assert course.scroll_width() <= PHONE["width"] + 1, course.widest_elements()
    # The whole line to share shows, its address too, with no scrolling inside the box.
    assert daily.share_line.evaluate("box => box.scrollHeight <= box.clientHeight + 1")


def box_top(locator: Locator) -> float:
    """Where ``locator`` starts on the page, from the top."""
    box = locator.bounding_box()
    assert box is not None, locator
    return box["y"]


@pytest.mark.long
@pytest.mark.turn(0)
def test_a_past_day_by_the_address_a_bad_day_refused_and_the_page_at_375_px(
    daily: DailyPage, site_server: RunningServer
) -> None:
    # Daily deals under way that cannot be read are set aside, not deleted, and said so.
    daily.visit(daily.base_url)
    daily.store("ombre.daily", "{not json")
    daily.open_day(FIRST_DAY)
    expect(daily.notice).to_contain_text(
        "could not be read (it is not JSON), so they were set aside"
    )
    assert daily.stored("ombre.daily.unreadable") == "{not json"
    expect(daily.day_text).to_have_text(
        f"The deal of {day_words(FIRST_DAY)}, in the standard rules."
    )
    expect(daily.table).to_have_attribute(
        "data-notation", re.compile("^" + re.escape(daily_deal(FIRST_DAY).notation))
    )
    expect(daily.day_input).to_have_value(FIRST_DAY)
    expect(daily.previous_day).to_be_disabled()  # no day before the first
    # A deal under way is kept per day and preset: a reload goes on from the same move.
    daily.wait_turn()
    daily.act_plainly()
    daily.wait_idle()
    played = daily.notation
    daily.page.reload()
    daily.expect_engine_ready()
    expect(daily.table).to_have_attribute("data-notation", played)
    # The rules chosen at the top of the page: the same day's Swedish deal.
    daily.choose_rules("swedish")
    expect(daily.day_text).to_have_text(
        f"The deal of {day_words(FIRST_DAY)}, in the Swedish rules."
    )
    expect(daily.table).to_have_attribute(
        "data-notation", re.compile("^" + re.escape(daily_deal(FIRST_DAY, "swedish").notation))
    )
    daily.choose_rules("standard")
    expect(daily.table).to_have_attribute("data-notation", played)
    daily.wait_idle()
    # The next day through the date field, shown on "Choose a day".
    following = (date.fromisoformat(FIRST_DAY) + timedelta(days=1)).isoformat()
    daily.choose_a_day.click()
    expect(daily.day_input).to_be_focused()
    daily.day_input.fill(following)
    expect(daily.day_input).to_be_hidden()
    expect(daily.day_text).to_have_text(  # the following day may be today
        re.compile(rf"(Today's deal:|The deal of) {day_words(following)}, in the standard rules\.")
    )
    expect(daily.table).to_have_attribute(
        "data-notation", re.compile("^" + re.escape(daily_deal(following).notation))
    )
    # Everyone passes on 2026-12-02: a one-deal table promises no next deal.
    daily.play_plainly_to_the_end()
    expect(daily.table.locator(".ombre-table__live")).to_contain_text(ALL_PASSED)
    expect(daily.table.locator('[data-line="thrown-in"]')).to_contain_text(
        "Everyone passed, so nobody plays this deal"
    )
    expect(daily.table).not_to_contain_text(re.compile("next deal", re.I), use_inner_text=True)

    for bad, reason in (("2026-13-45", "is not a calendar day"), ("9999-01-01", "still to come")):
        daily.open_day(bad)
        expect(daily.notice).to_contain_text(reason)
        expect(daily.notice).to_contain_text("so here is today's deal")
        expect(daily.day_text).to_have_text(
            f"Today's deal: {day_words(utc_today())}, in the standard rules."
        )

    daily.page.set_viewport_size(PHONE)
    course = CoursePage(daily.page, site_server.url)
    width = course.scroll_width()
    assert width <= PHONE["width"] + 1, course.widest_elements()
