"""The daily deal (ombre_core.daily): its seed by the UTC day in both presets, the deal it
gives, bad days as precise errors, and the puzzle picked near a learner's rating."""

from __future__ import annotations

import itertools
from collections import Counter
from datetime import date, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ombre_core.daily import (
    DAILY_PRESETS,
    DailyError,
    PuzzleEntry,
    daily_deal,
    daily_seed,
    parse_day,
    pick_puzzle,
    puzzle_distance,
)
from ombre_core.game import GameState
from ombre_core.rating import DEFAULT_SETTINGS, Rating
from ombre_core.session import DealLink, TableSession

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
