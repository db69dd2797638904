"""The daily deal (ombre_core.daily): its seed by the UTC day in both presets, the deal it
gives, bad days as precise errors, and the puzzle picked near a learner's rating."""

from __future__ import annotations

import itertools
import re
from collections import Counter
from datetime import date, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ombre_core.daily import (
    DAILY_PRESETS,
    FIRST_DAY,
    DailyError,
    ParStep,
    PuzzleEntry,
    daily_deal,
    daily_result,
    daily_seed,
    par_deal,
    par_step,
    parse_day,
    pick_puzzle,
    playable_day,
    puzzle_distance,
)
from ombre_core.game import GameState
from ombre_core.rating import DEFAULT_SETTINGS, Rating
from ombre_core.session import DealLink, TableSession
from ombre_core.strong_bot import StrongBot

DAYS = [(date(2026, 1, 1) + timedelta(days=n)).isoformat() for n in range(400)]


@pytest.mark.parametrize("rules", DAILY_PRESETS)
def test_the_same_day_gives_the_same_deal(rules: str) -> None:
    first, again = daily_deal("2026-12-02", rules), daily_deal("2026-12-02", rules)
    assert first == again and first.seed == daily_seed("2026-12-02", rules)
    assert first.to_dict()["date"] == "2026-12-02" and first.rules == rules


@pytest.mark.parametrize("rules", DAILY_PRESETS)
def test_consecutive_days_give_different_seeds_and_deals(rules: str) -> None:
    seeds = [daily_seed(day, rules) for day in DAYS]
    assert all(a != b for a, b in itertools.pairwise(seeds))
    assert len(set(seeds)) == len(seeds)
    assert all(0 <= seed < 2**32 for seed in seeds)
    hands = [daily_deal(day, rules).notation.split("| deal ")[1] for day in DAYS[:30]]
    assert all(a != b for a, b in itertools.pairwise(hands))


def test_the_presets_have_their_own_deal_each_day() -> None:
    standard, swedish = (daily_deal("2026-12-02", rules) for rules in DAILY_PRESETS)
    assert standard.seed != swedish.seed
    assert standard.notation.startswith("standard | ") and swedish.notation.startswith("swedish")


@pytest.mark.parametrize("rules", DAILY_PRESETS)
def test_the_deal_is_the_tables_first_deal_on_its_link(rules: str) -> None:
    deal = daily_deal("2027-03-14", rules)
    link = DealLink.parse(deal.link)
    assert (link.seed, link.rules, link.dealer) == (deal.seed, rules, deal.dealer)
    session = TableSession.new(link.rules, link.seed, link.dealer)
    assert session.state.to_notation() == deal.notation
    state = GameState.from_notation(deal.notation)
    assert state.phase == "auction" and state.legal_actions()


def test_the_seed_depends_on_the_day_not_on_its_spelling() -> None:
    # The seed is a digest of the day: a later calendar or a leap day is no special case.
    assert daily_seed("2028-02-29") != daily_seed("2028-03-01")
    assert parse_day("2028-02-29") == date(2028, 2, 29)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("2026-02-30", "'2026-02-30' is not a calendar day: day is out of range for month"),
        ("2027-02-29", "'2027-02-29' is not a calendar day"),
        ("2026-13-01", "'2026-13-01' is not a calendar day: month must be in 1..12"),
        ("20261202", "'20261202' is not a day: write it YYYY-MM-DD"),
        ("2026-12-02T00:00", "is not a day: write it YYYY-MM-DD"),
        ("2026-12-2", "'2026-12-2' is not a day"),
        (" 2026-12-02", "' 2026-12-02' is not a day"),
        ("٢٠٢٦-١٢-٠٢", "is not a day"),
        ("", "'' is not a day"),
    ],
)
def test_a_bad_date_is_a_precise_error(text: str, words: str) -> None:
    with pytest.raises(DailyError) as caught:
        daily_deal(text)
    assert caught.value.code == "bad-date" and words in str(caught.value)


def test_a_preset_without_a_daily_deal_is_a_precise_error() -> None:
    with pytest.raises(DailyError, match="'quadrille' has no daily deal: choose standard or"):
        daily_seed("2026-12-02", "quadrille")


def _puzzles(ratings: list[float], rd: float = 60) -> list[PuzzleEntry]:
    return [PuzzleEntry(f"p{index}", rating, rd) for index, rating in enumerate(ratings)]


def test_the_pick_is_near_the_rating_and_seeded() -> None:
    puzzles = _puzzles([800, 1000, 1200, 1450, 1480, 1520, 1560, 1900, 2300])
    learner = Rating(1500, 80, 0.06)
    picks = Counter(pick_puzzle(puzzles, learner, seed).id for seed in range(200))
    assert set(picks) == {"p3", "p4", "p5", "p6"}  # within 100 points
    assert min(picks.values()) > 20
    assert pick_puzzle(puzzles, learner, 7) == pick_puzzle(puzzles, learner, 7)


def test_the_pick_widens_to_the_nearest_few_when_none_is_near() -> None:
    puzzles = _puzzles([600, 900, 1100, 1200, 2800])
    picks = {pick_puzzle(puzzles, Rating(1800, 80, 0.06), seed).id for seed in range(100)}
    assert picks == {"p1", "p2", "p3"} and DEFAULT_SETTINGS.min_choices == 3


def test_an_unsure_puzzle_counts_as_nearer() -> None:
    learner = Rating(1500, 80, 0.06)
    sure, unsure = PuzzleEntry("a", 1620, 40), PuzzleEntry("b", 1620, 340)
    assert puzzle_distance(learner, unsure) < 100 < puzzle_distance(learner, sure)


@settings(max_examples=200, deadline=None)
@given(
    ratings=st.lists(st.floats(0, 4000), min_size=2, max_size=30),
    learner=st.floats(0, 4000),
    seed=st.integers(0, 2**32 - 1),
    data=st.data(),
)
def test_never_the_same_puzzle_twice_in_a_row(
    ratings: list[float], learner: float, seed: int, data: st.DataObject
) -> None:
    puzzles = _puzzles(ratings)
    previous = data.draw(st.sampled_from([puzzle.id for puzzle in puzzles]))
    picked = pick_puzzle(puzzles, Rating(learner, 100, 0.06), seed, previous)
    assert picked.id != previous and picked in puzzles


@pytest.mark.parametrize(
    ("puzzles", "previous", "code", "words"),
    [
        ([], None, "no-puzzle", "there is no puzzle to pick from"),
        (_puzzles([1500]), "p0", "no-puzzle", "the only puzzle, 'p0', was the one just played"),
        (_puzzles([1500, 1600]) * 2, None, "bad-puzzle", "['p0', 'p1'] come more than once"),
    ],
)
def test_nothing_to_pick_is_a_precise_error(
    puzzles: list[PuzzleEntry], previous: str | None, code: str, words: str
) -> None:
    with pytest.raises(DailyError) as caught:
        pick_puzzle(puzzles, Rating(1500, 100, 0.06), 1, previous)
    assert caught.value.code == code and words in str(caught.value)


@pytest.mark.parametrize(
    ("rating", "rd", "shown"),
    [(1500, -1, "RD -1"), (-5, 60, "rating -5"), (float("nan"), 60, "rating nan")],
)
def test_a_bad_puzzle_entry_shows_its_values(rating: float, rd: float, shown: str) -> None:
    with pytest.raises(DailyError, match="puzzle 'x' has") as caught:
        PuzzleEntry("x", rating, rd)
    assert caught.value.code == "bad-puzzle" and shown in str(caught.value)


# --- the days that can be played, the par and the result beside it ---------------------------


@pytest.mark.parametrize(
    ("day", "today", "code", "words"),
    [
        ("2026-11-30", "2026-12-05", "early-day", "before the first daily deal, 2026-12-01"),
        ("2026-12-06", "2026-12-05", "future-day", "2026-12-06 is still to come"),
        ("2026-12-5", "2026-12-05", "bad-date", "is not a day"),
        ("2026-12-05", "tomorrow", "bad-date", "'tomorrow' is not a day"),
    ],
)
def test_a_day_that_cannot_be_played_is_a_precise_error(
    day: str, today: str, code: str, words: str
) -> None:
    with pytest.raises(DailyError) as caught:
        playable_day(day, today)
    assert caught.value.code == code and words in str(caught.value)


def test_the_playable_days_run_from_the_first_day_to_today() -> None:
    assert playable_day(FIRST_DAY, "2026-12-05") == FIRST_DAY
    assert playable_day("2026-12-05", "2026-12-05") == "2026-12-05"
    # A clock before the first day still lets the first day be played.
    assert playable_day(FIRST_DAY, "2026-01-01") == FIRST_DAY


@pytest.fixture(scope="module")
def par_2026_12_02() -> ParStep:
    return par_deal("2026-12-02", "standard")


def _strong_bots_in_every_seat(day: str, rules: str) -> TableSession:
    deal = daily_deal(day, rules)
    link = DealLink.parse(deal.link)
    session = TableSession.new(link.rules, link.seed, link.dealer)
    while not session.state.is_terminal():
        session = session.apply(StrongBot.steady(deal.seed).choose(session.state))
    return session


@pytest.mark.turn(2)
def test_the_par_is_the_same_twice_and_is_strong_bots_in_every_seat(
    par_2026_12_02: ParStep,
) -> None:
    again = par_deal("2026-12-02", "standard")
    assert again == par_2026_12_02 and again.done and again.chips is not None
    played = _strong_bots_in_every_seat("2026-12-02", "standard")
    assert played.state.to_notation() == par_2026_12_02.notation
    assert played.tally[0] == par_2026_12_02.chips


def test_each_par_step_weighs_at_most_one_card_and_goes_on_from_its_notation(
    par_2026_12_02: ParStep,
) -> None:
    first = par_step("2026-12-02")
    assert not first.done and first.phase == "play" and first.chips is None
    assert par_2026_12_02.notation.startswith(first.notation)
    step, steps = first, 1
    while not step.done:
        following = par_step("2026-12-02", "standard", step.notation)
        assert following.notation.startswith(f"{step.notation}; ")
        assert following.tricks_done >= step.tricks_done and following.tricks == 9
        step, steps = following, steps + 1
    assert step == par_2026_12_02 and steps > 5
    # A finished par stays finished.
    assert par_step("2026-12-02", "standard", step.notation) == step


def test_a_par_of_another_deal_is_refused() -> None:
    other = daily_deal("2026-12-03").notation
    with pytest.raises(DailyError) as caught:
        par_step("2026-12-02", "standard", other)
    assert caught.value.code == "not-the-deal" and "is not 2026-12-02's standard deal" in str(
        caught.value
    )


CARD_CODE = re.compile(r"\b(?:[2-7AJQK]|10)[shdc]\b")
CARD_WORDS = re.compile(
    r"\b(?:ace|king|queen|jack|knave|spadille|manille|basto|punto|[2-7]) of\b|[♠♥♦♣]", re.I
)


def test_the_result_beside_the_par_in_words(par_2026_12_02: ParStep) -> None:
    deal = daily_deal("2026-12-02")
    # The learner passes at every turn, the others play as the bots do.
    state = GameState.from_notation(deal.notation)
    bot = StrongBot.steady(deal.seed)
    while not state.is_terminal():
        state.apply(
            "pass" if state.current_player == 0 and state.phase == "auction" else bot.choose(state)
        )
    mine = state.to_notation()
    result = daily_result("2026-12-02", "standard", mine, par_2026_12_02.notation, hinted=True)
    par = par_2026_12_02.chips
    assert par is not None and result.par == par
    signed = f"+{par}" if par > 0 else str(par)
    assert result.score.startswith(
        f"You: {result.chips:+d} chips. Par: {signed}.".replace("+0", "0")
    )
    if result.chips > par:
        assert f"You beat the strong player by {result.chips - par} chip" in result.score
    elif result.chips < par:
        assert f"The strong player made {par - result.chips} chip" in result.score
    assert (
        result.contracts.startswith("You ") and "the strong player in your seat" in result.contracts
    )
    assert result.line.startswith("Ombre daily 2026-12-02 · Standard · ")
    assert result.line.endswith(f"(par {signed}) · with a hint")
    for words in (result.line, result.score, result.contracts):
        assert not CARD_CODE.search(words) and not CARD_WORDS.search(words), words


def test_a_result_needs_both_deals_over(par_2026_12_02: ParStep) -> None:
    deal = daily_deal("2026-12-02")
    with pytest.raises(DailyError) as caught:
        daily_result("2026-12-02", "standard", deal.notation, par_2026_12_02.notation)
    assert caught.value.code == "not-over" and "your deal is not over yet" in str(caught.value)
