"""The review of one's own play, in Chromium: a free deal played by keyboard alone, its review
(nine tricks, the solver's verdicts, the chart and its text alternative), cancelling the
analysis, and "Replay from here" putting the table back at that point."""

from __future__ import annotations

import math
import re

import pytest
from e2e_guards import Guards
from e2e_waits import expect_attached
from pages_game import ENGINE_STEP_MS
from pages_review import DealReview, KeyboardTable
from playwright.sync_api import Page, expect

from ombre_core.actions import PlayCard
from ombre_core.bots import hint
from ombre_core.game import GameState
from ombre_core.review import FAIR_LAYOUTS, judge_position, retry_position, review_deal
from ombre_core.rules import RuleSet
from ombre_core.table import SEAT_NAMES, player_view
from sitegen.server import RunningServer

# Each test moves the worker's kept page, its engine running, to its page (conftest.py).
pytestmark = pytest.mark.kept_page

SEED = 2
"""The learner (eldest) bids an entrada and, playing the simple bot's cards, loses the puesta
at trick 3 (the defence gives it back at trick 4): a review with a verdict of each kind."""


@pytest.fixture
def table(page: Page, site_server: RunningServer) -> KeyboardTable:
    return KeyboardTable(page, site_server.url)


@pytest.fixture
def deal_review(table: KeyboardTable) -> DealReview:
    return DealReview(table.table)


def play_seed(table: KeyboardTable) -> GameState:
    table.open_with_deal(GameState.new_deal("standard", 2, 0, SEED).to_notation())
    table.expect_engine_ready()
    return table.play_to_the_end()


def played_seed() -> GameState:
    """The seed's deal as :func:`play_seed` ends it: every seat, the learner's included, plays
    the simple bot's choice (the table's bots play ``hint`` too)."""
    state = GameState.new_deal("standard", 2, 0, SEED)
    while not state.is_terminal():
        state.apply(hint(state)[0])
    return state


@pytest.mark.long
@pytest.mark.turn(2)
def test_a_free_deal_played_by_keyboard_is_reviewed_trick_by_trick(
    table: KeyboardTable, deal_review: DealReview
) -> None:
    final = play_seed(table)
    assert final.is_terminal() and final.tricks_done == 9
    expect(deal_review.box).to_be_hidden()
    table.press(table.review_button)
    expect(deal_review.box).to_be_visible()
    expect(deal_review.tricks).to_have_count(9)
    expect(deal_review.box.get_by_role("heading", name="Review of this deal")).to_be_focused()
    review = review_deal(final, seat=0)
    # Each trick: its cards, who won and the engine's reason.
    for trick in review.tricks:
        item = deal_review.trick(trick.number)
        expect(item.locator(".ombre-card")).to_have_count(3)
        expect(item).to_contain_text(f"Won by {SEAT_NAMES[trick.winner]}: {trick.why}.")
    expect(deal_review.progress).to_be_visible()
    deal_review.wait_analysed()
    expect(deal_review.progress).to_be_hidden()
    # Each of the learner's cards has the solver's verdict; from trick 4 on (solved well within
    # the budget) it is the very verdict the engine gives here, with no time limit.
    for trick in review.tricks:
        decisions = [review.decisions[index] for index in trick.decisions]
        shown = deal_review.verdicts(trick.number)
        expect(shown).to_have_count(len(decisions))
        for index, decision in enumerate(decisions):
            verdict = shown.nth(index)
            expect(verdict).to_have_attribute(
                "data-verdict", re.compile("^(kept|trick|lost|unknown)$")
            )
            if trick.number >= 4 and decision.position is not None:
                judged = judge_position(review.positions[decision.position], seat=0, seconds=None)
                assert judged.verdict is not None
                expect(verdict).to_have_attribute("data-verdict", judged.verdict.code)
                expect(verdict).to_contain_text(judged.verdict.text)
    expect(deal_review.trick(3).locator('[data-verdict="lost"]')).to_have_count(1)
    # Under trick 4 the learner's lead kept the codille; a later card gave the puesta back.
    expect(deal_review.change(4)).to_have_text(
        "After this trick the best the ombre could reach rose from a codille to a puesta, "
        "through Anna's or Bo's card."
    )
    # The chart: an image with a title and a description, and its rows as a table.
    expect(deal_review.chart).to_be_visible()
    description = deal_review.chart.locator("desc")
    expect(description).to_contain_text("After trick 9: a puesta")
    expect(deal_review.chart_rows).to_have_count(10)
    expect(deal_review.chart_rows.last).to_contain_text("a puesta")
    # The learner's slip in trick 3 is marked on the chart and told in its description.
    expect(deal_review.chart_figure).to_have_attribute("data-slips", "1")
    expect(description).to_contain_text("Your play in trick 3 took it from a puesta to a codille")
    assert table.serious_violations() == []
    # It fits a 375 px phone: nothing wider than the review itself.
    table.page.set_viewport_size({"width": 375, "height": 800})
    assert deal_review.box.evaluate("box => box.scrollWidth <= box.clientWidth")
    assert deal_review.chart.evaluate("chart => chart.getBoundingClientRect().width <= 375")


@pytest.mark.turn(2)
def test_replay_from_here_puts_the_table_back_at_that_trick(
    table: KeyboardTable, deal_review: DealReview
) -> None:
    # The deal finished and counted, as the learner left it (the test above plays it).
    final = played_seed()
    table.open_with_deal(final.to_notation(), tally=final.chip_changes(), counted=True)
    table.expect_engine_ready()
    assert table.wait_idle() == "over"
    table.press(table.review_button)
    expect(deal_review.tricks).to_have_count(9)
    # While the analysis runs, the worker still answers the page's other requests between
    # its questions (here the bridge's version, as any widget would ask).
    answered = table.page.evaluate(
        """async () => {
            const { engine } = await import("/js/engine.js");
            const reply = await engine.call("version", {});
            const box = document.querySelector(".ombre-deal-review");
            return [reply.ombre_core, box.dataset.analysis];
        }"""
    )
    assert answered[0] and answered[1] == "running"
    # Cancel stops the analysis where it is, and it can go on later.
    table.press(deal_review.cancel)
    expect(deal_review.box).to_have_attribute("data-analysis", "cancelled")
    expect(deal_review.box.get_by_role("status")).to_contain_text("Analysis stopped")
    expect(deal_review.resume).to_be_focused()
    # Replay trick 3: the table is back before the learner's card in trick 3, the deal's
    # chips out of the tally again, and the learner to play.
    review = review_deal(final, seat=0)
    [mine] = [
        review.decisions[index]
        for index in review.tricks[2].decisions
        if review.decisions[index].position is not None
    ]
    assert mine.position is not None
    expected = review.positions[mine.position].notation
    table.press(deal_review.replay_button(3))
    expect(table.table).to_have_attribute("data-notation", expected, timeout=ENGINE_STEP_MS)
    expect(deal_review.box).to_be_hidden()
    table.wait_idle()
    expect(table.table).to_have_attribute("data-to-act", "you")
    expect(table.table).to_have_attribute("data-phase", "play")
    assert table.tally == [0, 0, 0]
    expect(table.strip).to_have_count(2)
    # The card that kept the puesta, by keyboard: the deal goes on from there.
    judged = judge_position(review.positions[mine.position], seat=0, seconds=None)
    assert judged.verdict is not None and judged.verdict.best
    start = GameState.from_notation(expected)
    best = next(
        action
        for action in start.legal_actions()
        if isinstance(action, PlayCard) and action.card.symbol() == judged.verdict.best[0]
    )
    table.act(str(best))
    again = table.play_to_the_end()
    assert again.history[len(start.history)] == best
    # The deal played again does not count again in the learner's progress (it counted when
    # it first ended, before this visit), and can be reviewed again.
    progress = table.page.evaluate("JSON.parse(localStorage.getItem('ombre.progress'))")
    assert progress is None or progress["deals"]["played"] == 0
    expect(table.review_button).to_be_visible()


@pytest.mark.long
@pytest.mark.turn(0)
def test_a_good_bet_that_lost_is_told_fairly_first_and_with_all_cards_second(
    table: KeyboardTable, deal_review: DealReview
) -> None:
    # The seed's deal as the learner left it: in trick 3, 6♦ turned a puesta into a codille
    # with every hand in view, but on what the learner could see it was as good a bet as any.
    final = played_seed()
    table.open_with_deal(final.to_notation(), tally=final.chip_changes(), counted=True)
    table.expect_engine_ready()
    assert table.wait_idle() == "over"
    table.press(table.review_button)
    expect(deal_review.tricks).to_have_count(9)
    deal_review.wait_analysed()
    verdict = deal_review.verdicts(3)
    expect(verdict).to_have_count(1)
    expect(verdict).to_have_attribute("data-fair", "best")
    expect(verdict).to_have_attribute("data-story", "good-bet")
    expect(verdict).to_have_attribute("data-verdict", "lost")
    expect(deal_review.fair(3)).to_have_text(
        "Good bet: 6♦ keeps the sacada in 9 layouts out of 12; "
        "this time 3♣ or J♣ happened to do better."
    )
    expect(deal_review.hindsight(3)).to_have_text(
        "With all the cards in view: This turned a puesta into a codille. 3♣ or J♣ kept the puesta."
    )
    # The engine's own words for that decision, asked the same way (same seed, same layouts).
    review = review_deal(final, seat=0)
    [mine] = [
        review.decisions[index]
        for index in review.tricks[2].decisions
        if review.decisions[index].position is not None
    ]
    assert mine.position is not None
    judged = judge_position(
        review.positions[mine.position], seat=0, seconds=None, layouts=FAIR_LAYOUTS
    )
    assert judged.fair is not None and judged.fair.text.startswith("Good bet: 6♦")
    expect(deal_review.fair(3)).to_have_text(judged.fair.text)
    # The second chart: what the learner's side could expect at each card, here trick 3's
    # best bet (6♦ among them, so no cross).
    expect(deal_review.expectation).to_be_visible()
    chips = math.floor(round(judged.fair.best_mean, 3) + 0.5)  # as the page rounds the reply
    said = f"+{chips}" if chips > 0 else f"\u2212{-chips}" if chips < 0 else "0"
    expect(deal_review.expectation_rows.filter(has_text="Trick 3")).to_have_text(
        f"Trick 3about {said} chips"
    )
    expect(deal_review.expectation.locator("desc")).to_contain_text(f"Trick 3: about {said} chips;")


# Seed 13, one review for two stories: the lucky escape, then the clear mistakes tried again.
@pytest.mark.turn(1)
def test_a_bad_bet_that_got_away_with_it_is_told_as_lucky_and_the_mistakes_are_tried_again(
    page: Page, table: KeyboardTable, deal_review: DealReview
) -> None:
    # Seed 13, the learner defends: in trick 5, J♣ kept the defence's best on this layout, but
    # on what the learner could see it lets the ombre make a sacada clearly more often.
    final = bot_deal("standard", 13, dealer=2)
    # The fair review finds two clear mistakes of the learner's, J♣ in trick 5 and Q♣ in
    # trick 7. The first is missed twice (a nudge, then the solution), the second found.
    reviewed = review_deal(final, seat=0)
    first, second = (
        reviewed.positions[decision.position]
        for decision in reviewed.decisions
        if decision.learner and decision.trick in (5, 7) and decision.position is not None
    )
    table.open_with_deal(final.to_notation(), tally=final.chip_changes(), counted=True)
    table.expect_engine_ready()
    assert table.wait_idle() == "over"
    table.press(table.review_button)
    expect(deal_review.tricks).to_have_count(9)
    deal_review.wait_analysed()
    verdict = deal_review.verdicts(5)
    expect(verdict).to_have_attribute("data-fair", "mistake")
    expect(verdict).to_have_attribute("data-story", "lucky")
    expect(verdict).to_have_attribute("data-verdict", "kept")
    expect(deal_review.fair(5)).to_have_text(
        "Lucky: J♣ risks letting the ombre make a sacada in 4 layouts out of 12; "
        "here the cards lay kindly."
    )
    expect(deal_review.hindsight(5)).to_have_text(
        "With all the cards in view: Kept the defence's best: the ombre still makes a sacada."
    )
    # The expectation chart marks the card that fell short of the best bet.
    expect(deal_review.expectation.locator("desc")).to_contain_text("Your card fell short")

    # The clear mistakes, tried again.
    table.press(deal_review.box.get_by_role("button", name="Try your mistakes again"))
    retry = deal_review.box.get_by_role("region", name="Try your mistakes again")
    said = retry.locator(".ombre-retry__said")
    expect_attached(retry, timeout=ENGINE_STEP_MS)
    # The position as the learner saw it: the answer (the review's verdicts) hidden.
    expect(retry.get_by_role("heading")).to_have_text("Mistake 1 of 2: trick 5")
    expect(retry.locator(".ombre-retry__prompt")).to_have_text("Find a better card.")
    expect(deal_review.tricks.first).to_be_hidden()
    seen = player_view(GameState.from_notation(first.notation), 0)
    expect(retry.locator(".ombre-table__played")).to_have_count(len(seen["trick"]))
    expect(retry.locator("button[data-card]")).to_have_count(len(seen["hand"]))
    queen = retry.locator('button[data-card="Qc"]')
    queen.click()
    expect(said).to_have_text(retry_position(first.notation, 0, "play Qc", "play Jc").text)
    expect(said).to_have_attribute("data-code", "again")
    queen.click()
    expect(said).to_have_attribute("data-code", "solution")
    expect(said).to_have_text(
        retry_position(first.notation, 0, "play Qc", "play Jc", last=True).text
    )
    assert (said.text_content() or "").endswith(
        "The answer: A♦ wins the codille in 9 layouts out of 12."
    )
    table.press(retry.get_by_role("button", name="Next mistake"))
    expect(retry.get_by_role("heading")).to_have_text("Mistake 2 of 2: trick 7")
    retry.locator('button[data-card="Ad"]').click()
    expect(said).to_have_text("Yes: A♦ wins the codille in 5 layouts out of 12.")
    table.press(retry.get_by_role("button", name="See how you did"))
    expect(said).to_have_text(
        "You found a better card for 1 of 2 mistakes; the other comes back in your practice queue."
    )
    # The one missed again waits in the practice queue that progress keeps.
    stored = page.evaluate("JSON.parse(localStorage.getItem('ombre.progress')).positions")
    assert {notation: item["played"] for notation, item in stored.items()} == {
        first.notation: "play Jc"
    }
    assert second.action == "play Qc"
    table.press(retry.get_by_role("button", name="Back to the review"))
    expect(deal_review.tricks).to_have_count(9)
    expect(deal_review.tricks.first).to_be_visible()


@pytest.mark.fresh_page  # the review's module not yet loaded in the page
@pytest.mark.turn(1)
def test_a_review_that_cannot_load_says_so_and_loads_when_asked_again(
    page: Page, table: KeyboardTable, deal_review: DealReview, guards: Guards
) -> None:
    # The review's module loads on the first "Review this deal": a failed load is told on the
    # table, and the next press loads it.
    page.route("**/js/deal-review.js", lambda route: route.abort())
    play_seed(table)
    table.press(table.review_button)
    expect(table.message).to_contain_text("The review could not load")
    expect(deal_review.box).to_have_count(0)
    assert any("deal-review.js" in problem for problem in guards.console_errors), (
        guards.console_errors
    )
    guards.clear()  # the failed load this test provoked
    page.unroute("**/js/deal-review.js")
    table.press(table.review_button)
    expect(deal_review.box).to_be_visible()
    expect(deal_review.tricks).to_have_count(9)


@pytest.mark.parametrize("rules", ["standard", "quadrille", "tvahant", "ombre-a-dos"])
def test_the_review_is_offered_only_where_the_solver_can_judge_the_deal(
    table: KeyboardTable, rules: str
) -> None:
    players = RuleSet.preset(rules).players
    final = next(
        state
        for seed in range(1, 30)
        if (state := bot_deal(rules, seed, dealer=players - 1)).tricks
    )
    table.open_with_deal(final.to_notation(), tally=final.chip_changes(), counted=True)
    table.expect_engine_ready()
    assert table.wait_idle() == "over"
    problem = player_view(final, 0)["review_problem"]
    if problem is None:
        expect(table.review_button).to_be_visible()
    else:
        assert problem.startswith("The deal review is not available for ")
        expect(table.review_note).to_have_text(problem)
        expect(table.review_button).to_have_count(0)
    assert (problem is None) == (rules == "standard")


def bot_deal(rules: str, seed: int, dealer: int) -> GameState:
    state = GameState.new_deal(rules, dealer, 0, seed)
    while not state.is_terminal():
        state.apply(hint(state)[0])
    return state
