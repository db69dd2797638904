"""Glicko-2 (ombre_core.rating): the paper's worked example, a period with no game, a streak
of wins, the settings' checks, and properties over random periods."""

from __future__ import annotations

import itertools
import math

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from ombre_core.errors import OmbreError
from ombre_core.rating import (
    BASE_RATING,
    DEFAULT_SETTINGS,
    GLICKO2_SCALE,
    TAU,
    Game,
    Rating,
    RatingError,
    RatingSettings,
    expected_score,
    update,
)

PAPER_PLAYER = Rating(1500, 200, 0.06)
PAPER_GAMES = [Game(1400, 30, 1), Game(1550, 100, 0), Game(1700, 300, 0)]


def test_the_papers_worked_example_to_its_printed_precision() -> None:
    # Glickman, "Example of the Glicko-2 system": r' = 1464.06, RD' = 151.52, sigma' = 0.05999;
    # the paper scales mu' = -0.2069 (rounded) back to 1464.06, and cuts sigma' short.
    after = update(PAPER_PLAYER, PAPER_GAMES, RatingSettings(tau=0.5))
    assert round((after.rating - BASE_RATING) / GLICKO2_SCALE, 4) == -0.2069
    assert round(after.rd / GLICKO2_SCALE, 4) == 0.8722
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert round(after.rd, 2) == 151.52
    assert math.floor(after.volatility * 100_000) / 100_000 == 0.05999
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)


def test_tau_is_the_papers_example_value_by_default() -> None:
    assert TAU == DEFAULT_SETTINGS.tau == 0.5
    assert update(PAPER_PLAYER, PAPER_GAMES) == update(PAPER_PLAYER, PAPER_GAMES, RatingSettings())


def test_a_period_with_no_game_widens_only_the_deviation() -> None:
    after = update(PAPER_PLAYER, [])
    assert after.rating == PAPER_PLAYER.rating and after.volatility == PAPER_PLAYER.volatility
    # Step 6 alone: phi' = sqrt(phi^2 + sigma^2) on the Glicko-2 scale.
    phi = math.sqrt((200 / GLICKO2_SCALE) ** 2 + 0.06**2)
    assert after.rd == pytest.approx(phi * GLICKO2_SCALE)
    assert round(after.rd, 2) == 200.27


def test_idle_periods_widen_the_deviation_up_to_the_newcomers_at_most() -> None:
    rating = Rating(1700, 60, 0.06)
    deviations = []
    for _ in range(3000):
        rating = update(rating, [])
        deviations.append(rating.rd)
    assert deviations == sorted(deviations) and deviations[0] > 60
    assert deviations[-1] == DEFAULT_SETTINGS.max_rd == 350
    assert rating.rating == 1700


def test_a_streak_of_wins_moves_the_rating_up_by_less_each_time() -> None:
    rating = DEFAULT_SETTINGS.initial()
    gains = []
    for _ in range(12):
        after = update(rating, [Game(1500, 50, 1)])
        gains.append(after.rating - rating.rating)
        rating = after
    assert all(gain > 0 for gain in gains)
    assert all(later < earlier for earlier, later in itertools.pairwise(gains))
    assert gains[0] > 150 and gains[-1] < 30


def test_a_loss_lowers_and_a_draw_between_equals_keeps_the_rating() -> None:
    player = Rating(1500, 100, 0.06)
    assert update(player, [Game(1500, 100, 0)]).rating < 1500
    assert update(player, [Game(1500, 100, 0.5)]).rating == pytest.approx(1500)


def test_expected_score_is_even_between_equals_and_favours_the_higher_rating() -> None:
    assert expected_score(1500, 1500, 200) == pytest.approx(0.5)
    assert expected_score(1700, 1500, 50) > expected_score(1700, 1500, 300) > 0.5


@pytest.mark.parametrize(
    ("make", "code", "shown"),
    [
        (lambda: Rating(1500, -5, 0.06), "bad-rd", "rd=-5"),
        (lambda: Rating(1500, 0, 0.06), "bad-rd", "rd=0"),
        (lambda: Rating(float("nan"), 100, 0.06), "bad-rating", "rating=nan"),
        (lambda: Rating(99_999, 100, 0.06), "bad-rating", "rating=99999"),
        (lambda: Rating(1500, 100, 0), "bad-volatility", "volatility=0)"),
        (lambda: Game(1400, -30, 1), "bad-rd", "rd=-30"),
        (lambda: Game(1400, 30, 1.5), "bad-score", "score=1.5"),
        (lambda: Game(1400, 30, True), "bad-score", "score=True"),
        (lambda: RatingSettings(tau=-1), "bad-settings", "not -1"),
        (lambda: RatingSettings(initial_rd=400), "bad-settings", "above max_rd 350"),
        (lambda: RatingSettings(initial_volatility=0), "bad-volatility", "volatility=0)"),
        (lambda: RatingSettings(min_choices=0), "bad-settings", "not 0"),
        (lambda: DEFAULT_SETTINGS.replace(near=float("inf")), "bad-settings", "not inf"),
    ],
)
def test_bad_values_are_precise_errors_that_show_the_value(
    make: object, code: str, shown: str
) -> None:
    with pytest.raises(RatingError) as caught:
        make()  # type: ignore[operator]
    assert isinstance(caught.value, OmbreError) and isinstance(caught.value, ValueError)
    assert caught.value.code == code
    assert shown in str(caught.value)


def test_values_are_small_and_immutable() -> None:
    rating = Rating(1500, 200, 0.06)
    with pytest.raises(AttributeError):
        rating.rating = 1600  # type: ignore[misc]
    assert Rating.from_dict(rating.to_dict()) == rating


ratings = st.floats(600, 2600)
deviations = st.floats(30, 350)
volatilities = st.floats(0.03, 0.1)
games = st.lists(
    st.builds(Game, ratings, deviations, st.sampled_from([0, 0.5, 1])), min_size=0, max_size=8
)


@settings(max_examples=300, deadline=None)
@given(ratings, deviations, volatilities, games, ratings, deviations)
def test_a_win_never_lowers_the_rating(
    rating: float, rd: float, volatility: float, others: list[Game], opponent: float, o_rd: float
) -> None:
    player = Rating(rating, rd, volatility)
    won = update(player, [Game(opponent, o_rd, 1)])
    assert won.rating >= player.rating
    # Nor does turning a period's loss into a win.
    with_loss = update(player, [*others, Game(opponent, o_rd, 0)])
    with_win = update(player, [*others, Game(opponent, o_rd, 1)])
    assert with_win.rating >= with_loss.rating


@settings(max_examples=300, deadline=None)
@given(ratings, deviations, volatilities, games.filter(bool))
@example(600.0, 350.0, 0.0625, [Game(2056.0, 30.0, 0)])
def test_the_deviation_never_grows_with_games_played_in_the_period(
    rating: float, rd: float, volatility: float, played: list[Game]
) -> None:
    # Glicko-2's games only narrow the deviation: below phi*, the deviation the period's new
    # volatility alone gives (step 6). The RD can still end above the old one, by design: a
    # surprising result raises the volatility (600/30/0.0625 losing to 600/30 ends at 31.8).
    player = Rating(rating, rd, volatility)
    after = update(player, played)
    widened = math.sqrt(player.rd**2 + (GLICKO2_SCALE * after.volatility) ** 2)
    assert after.rd < widened
    if after.volatility <= player.volatility:  # then below a period with no game too
        idle = update(player, []).rd
        # Unless both are held at the cap: a game with next to no information (600 against a
        # 2056/30 opponent) narrows an uncapped deviation by less than the cap takes off.
        assert after.rd < idle or after.rd == idle == DEFAULT_SETTINGS.max_rd
