"""The learner's rating: Glicko-2, as Glickman's "Example of the Glicko-2 system" states it.

A :class:`Rating` is a rating, its deviation (RD: how unsure the rating is) and its volatility
(how erratic the learner's results are). :func:`update` rates one period from its games, each
a :class:`Game` (the opponent's rating and RD, the score: 1 a win, 0.5 a draw, 0 a loss); a
puzzle is the opponent, the learner's answer the score. The paper's worked example (it
prints r' = 1464.06 from mu' = -0.2069 rounded first, and sigma' = 0.05999 cut short):

>>> player = Rating(1500, 200, 0.06)
>>> after = update(player, [Game(1400, 30, 1), Game(1550, 100, 0), Game(1700, 300, 0)])
>>> round((after.rating - BASE_RATING) / GLICKO2_SCALE, 4), round(after.rd, 2)
(-0.2069, 151.52)
>>> round(after.rating, 3), round(after.volatility, 6)
(1464.051, 0.059996)

A period with no game leaves the rating and volatility and only widens the RD:

>>> round(update(player, []).rd, 2)
200.27

The puzzle side's parameters (the system constant ``tau``, a new learner's rating, how near a
puzzle must be) are one :class:`RatingSettings`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from .errors import OmbreError
from .messages import label

if TYPE_CHECKING:
    from .protocol import RatingDict

GLICKO2_SCALE = 173.7178
"""Glicko-2's scale: a rating of ``1500 + 173.7178 * mu`` is ``mu`` on the Glicko-2 scale."""
BASE_RATING = 1500.0
"""The rating at the centre of the Glicko-2 scale (``mu = 0``)."""
TAU = 0.5
"""The system constant: how much the volatility may change in a period. The paper advises 0.3
to 1.2 and uses 0.5 in its example; Lichess's puzzles use 0.75, which moves a learner faster."""
CONVERGENCE = 0.000001
"""The Illinois algorithm stops once the volatility's bracket is this narrow (the paper's)."""
MAX_ITERATIONS = 200
"""A bound on the Illinois algorithm's steps (the paper's example needs under ten)."""
RATING_LIMITS = (0.0, 4_000.0)
"""The ratings the engine accepts, and within which an update keeps a rating (Lichess keeps
its ratings within bounds too): beyond any learner's, and every expected score stays a number
strictly between 0 and 1."""
RD_LIMIT = 1_000.0
"""The largest rating deviation the engine accepts (a new player's is 350)."""
VOLATILITY_LIMIT = 1.0
"""The largest volatility the engine accepts (a new player's is 0.06)."""
PUZZLE_LEVELS = 5
"""A mined puzzle's difficulty runs from 1 to this (``ombre_core.puzzles.difficulty_of``)."""


class RatingError(OmbreError, ValueError):
    """A rating, a game or a setting that Glicko-2 cannot use (a negative RD, a score of 2)."""


def _finite(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def _check_rating(value: Rating | Game) -> None:
    """Raise :class:`RatingError` unless ``value``'s rating and RD are usable; the message
    shows the whole value."""
    low, high = RATING_LIMITS
    if not _finite(value.rating) or not low <= value.rating <= high:
        raise RatingError(
            "bad-rating",
            label("error.bad-rating", low=f"{low:g}", high=f"{high:g}", value=repr(value)),
        )
    if not _finite(value.rd) or not 0 < value.rd <= RD_LIMIT:
        raise RatingError("bad-rd", label("error.bad-rd", limit=f"{RD_LIMIT:g}", value=repr(value)))


@dataclass(frozen=True)
class Rating:
    """A learner's Glicko-2 rating: ``rating``, its deviation ``rd``, and ``volatility``.

    >>> Rating(1500, -5, 0.06)
    Traceback (most recent call last):
    ...
    ombre_core.rating.RatingError: a rating deviation must be above 0 and at most 1000: \
Rating(rating=1500, rd=-5, volatility=0.06)
    """

    rating: float
    rd: float
    volatility: float

    def __post_init__(self) -> None:
        _check_rating(self)
        if not _finite(self.volatility) or not 0 < self.volatility <= VOLATILITY_LIMIT:
            raise RatingError(
                "bad-volatility",
                label("error.bad-volatility", limit=f"{VOLATILITY_LIMIT:g}", value=repr(self)),
            )

    @classmethod
    def from_dict(cls, data: RatingDict) -> Rating:
        """The rating a ``RatingDict`` (the page's saved rating) holds."""
        return cls(data["rating"], data["rd"], data["volatility"])

    def to_dict(self) -> RatingDict:
        """A JSON-ready view: ``{"rating", "rd", "volatility"}``."""
        return {"rating": self.rating, "rd": self.rd, "volatility": self.volatility}


@dataclass(frozen=True)
class Game:
    """One game of a rating period: the opponent's ``rating`` and ``rd``, and the ``score``.

    >>> Game(1400, 30, 2)
    Traceback (most recent call last):
    ...
    ombre_core.rating.RatingError: a game's score must be from 0 (a loss) to 1 (a win): \
Game(rating=1400, rd=30, score=2)
    """

    rating: float
    rd: float
    score: float

    def __post_init__(self) -> None:
        _check_rating(self)
        if not _finite(self.score) or not 0 <= self.score <= 1:
            raise RatingError("bad-score", label("error.bad-score", value=repr(self)))


@dataclass(frozen=True)
class RatingSettings:
    """The rating's parameters on the puzzle side, checked when made.

    ``tau``: Glicko-2's system constant (:data:`TAU`). A new learner starts at
    ``initial_rating``, ``initial_rd`` and ``initial_volatility``; a period with no game widens
    the RD up to ``max_rd`` at most (Glicko's ceiling: never less sure than a newcomer). A
    puzzle is near the learner within ``near`` rating points (an unsure puzzle's rating counts
    for less: ``ombre_core.daily.puzzle_distance``), and a pick is made among at least
    ``min_choices`` puzzles, the nearest, when fewer are that near. A mined puzzle's first
    rating comes from its difficulty (:meth:`puzzle_rating`: ``puzzle_centre``,
    ``puzzle_step``, ``puzzle_rd``).

    >>> RatingSettings(tau=0)
    Traceback (most recent call last):
    ...
    ombre_core.rating.RatingError: tau must be above 0 and at most 10, not 0
    """

    tau: float = TAU
    initial_rating: float = BASE_RATING
    initial_rd: float = 350.0
    initial_volatility: float = 0.06
    max_rd: float = 350.0
    near: float = 100.0
    min_choices: int = 3
    puzzle_centre: float = BASE_RATING
    puzzle_step: float = 150.0
    puzzle_rd: float = 200.0

    def __post_init__(self) -> None:
        def positive(name: str, value: object, high: float) -> None:
            if not _finite(value) or not 0 < value <= high:  # type: ignore[operator]
                raise RatingError(
                    "bad-settings", f"{name} must be above 0 and at most {high:g}, not {value!r}"
                )

        positive("tau", self.tau, 10)
        positive("near", self.near, RATING_LIMITS[1] - RATING_LIMITS[0])
        positive("max_rd", self.max_rd, RD_LIMIT)
        positive("puzzle_rd", self.puzzle_rd, RD_LIMIT)
        positive("puzzle_step", self.puzzle_step, 500)
        self.initial()  # the new learner's rating is a valid rating
        if self.initial_rd > self.max_rd:
            raise RatingError(
                "bad-settings",
                f"initial_rd {self.initial_rd!r} is above max_rd {self.max_rd!r}",
            )
        if type(self.min_choices) is not int or not 1 <= self.min_choices <= 1000:
            raise RatingError(
                "bad-settings", f"min_choices must be from 1 to 1000, not {self.min_choices!r}"
            )

    def initial(self) -> Rating:
        """A new learner's rating.

        >>> RatingSettings().initial()
        Rating(rating=1500.0, rd=350.0, volatility=0.06)
        """
        return Rating(self.initial_rating, self.initial_rd, self.initial_volatility)

    def puzzle_rating(self, difficulty: int) -> Rating:
        """A mined puzzle's first rating, from its difficulty (1 easy to 5 hard): difficulty 2
        (the most common) at ``puzzle_centre``, ``puzzle_step`` points a step above or below,
        and an RD of ``puzzle_rd``: a guess, surer than a new learner's, less than a rating
        earned in play.

        >>> [round(RatingSettings().puzzle_rating(level).rating) for level in range(1, 6)]
        [1350, 1500, 1650, 1800, 1950]
        >>> RatingSettings().puzzle_rating(1).rd
        200.0
        >>> RatingSettings().puzzle_rating(6)
        Traceback (most recent call last):
        ...
        ombre_core.rating.RatingError: a puzzle's difficulty is a whole number from 1 to 5, not 6
        """
        if type(difficulty) is not int or not 1 <= difficulty <= PUZZLE_LEVELS:
            raise RatingError(
                "bad-difficulty",
                label("error.bad-difficulty", levels=PUZZLE_LEVELS, value=repr(difficulty)),
            )
        rating = self.puzzle_centre + self.puzzle_step * (difficulty - 2)
        return Rating(rating, self.puzzle_rd, self.initial_volatility)

    def replace(self, **changes: Any) -> RatingSettings:
        """These settings with ``changes``, checked again."""
        return replace(self, **changes)


DEFAULT_SETTINGS = RatingSettings()
"""The course's settings."""


def g(phi: float) -> float:
    """Glicko-2's weight of a game against an opponent of deviation ``phi`` (Glicko-2 scale):
    1 for a sure opponent, less the less sure.

    >>> round(g(30 / GLICKO2_SCALE), 4)
    0.9955
    """
    return 1 / math.sqrt(1 + 3 * phi * phi / (math.pi * math.pi))


def expected_score(player: float, opponent: float, opponent_rd: float) -> float:
    """The score ``player`` (a rating) expects against an ``opponent`` rating of RD
    ``opponent_rd``: 0.5 between equals.

    >>> round(expected_score(1500, 1400, 30), 3)
    0.639
    """
    mu = (player - BASE_RATING) / GLICKO2_SCALE
    mu_j = (opponent - BASE_RATING) / GLICKO2_SCALE
    return 1 / (1 + math.exp(-g(opponent_rd / GLICKO2_SCALE) * (mu - mu_j)))


def _volatility(sigma: float, phi: float, v: float, delta: float, tau: float) -> float:
    """The new volatility sigma' (step 5 of the paper): the root of ``f`` by the Illinois
    algorithm, a regula falsi that halves the stale end's value."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2 * (phi * phi + v + ex) ** 2) - (
            x - a
        ) / (tau * tau)

    low = a
    if delta * delta > phi * phi + v:
        high = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        high = a - k * tau
    f_low, f_high = f(low), f(high)
    for _ in range(MAX_ITERATIONS):
        if abs(high - low) <= CONVERGENCE:
            return math.exp(low / 2)
        step = low + (low - high) * f_low / (f_high - f_low)
        f_step = f(step)
        if f_step * f_high <= 0:
            low, f_low = high, f_high
        else:
            f_low /= 2
        high, f_high = step, f_step
    raise RatingError(
        "no-convergence",
        f"the volatility did not settle in {MAX_ITERATIONS} steps "
        f"(volatility {sigma!r}, deviation {phi * GLICKO2_SCALE!r}, change {delta!r})",
    )


def update(
    player: Rating, games: Sequence[Game], settings: RatingSettings = DEFAULT_SETTINGS
) -> Rating:
    """``player``'s rating after a rating period of ``games`` (Glicko-2's steps 2 to 8); the
    RD never grows above ``settings.max_rd``, the rating stays within :data:`RATING_LIMITS`.

    >>> after = update(Rating(1500, 350, 0.06), [Game(1500, 60, 1)])
    >>> round(after.rating), round(after.rd)
    (1675, 249)
    """
    mu = (player.rating - BASE_RATING) / GLICKO2_SCALE
    phi = player.rd / GLICKO2_SCALE
    sigma = player.volatility
    max_phi = settings.max_rd / GLICKO2_SCALE
    if not games:
        grown = min(math.sqrt(phi * phi + sigma * sigma), max(phi, max_phi))
        return Rating(player.rating, grown * GLICKO2_SCALE, sigma)
    weights = [g(game.rd / GLICKO2_SCALE) for game in games]
    expected = [
        1 / (1 + math.exp(-weight * (mu - (game.rating - BASE_RATING) / GLICKO2_SCALE)))
        for weight, game in zip(weights, games, strict=True)
    ]
    v = 1 / sum(w * w * e * (1 - e) for w, e in zip(weights, expected, strict=True))
    gained = sum(w * (game.score - e) for w, game, e in zip(weights, games, expected, strict=True))
    new_sigma = _volatility(sigma, phi, v, v * gained, settings.tau)
    phi_star = math.sqrt(phi * phi + new_sigma * new_sigma)
    new_phi = min(1 / math.sqrt(1 / (phi_star * phi_star) + 1 / v), max(phi, max_phi))
    new_mu = mu + new_phi * new_phi * gained
    low, high = RATING_LIMITS
    new_rating = min(max(GLICKO2_SCALE * new_mu + BASE_RATING, low), high)
    return Rating(new_rating, GLICKO2_SCALE * new_phi, new_sigma)
