"""The daily deal, the same for everyone, and the puzzle picked near a learner's rating.

A UTC day, written ``YYYY-MM-DD``, gives each preset its seed (:func:`daily_seed`) and its deal
(:func:`daily_deal`): the first deal of a table session on that seed, so every learner meets
the same cards on the same day, and past days can be played again.

>>> deal = daily_deal("2026-12-02")
>>> deal.link == f"{deal.seed}" and deal.seed == daily_seed("2026-12-02")
True
>>> daily_seed("2026-12-02") != daily_seed("2026-12-03")
True

:func:`pick_puzzle` chooses, from ``(id, rating, RD)`` entries, a puzzle near the learner's
rating, seeded and never the one just played.
"""

from __future__ import annotations

import hashlib
import random
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

from .errors import OmbreError, excerpt
from .rating import (
    DEFAULT_SETTINGS,
    GLICKO2_SCALE,
    RATING_LIMITS,
    RD_LIMIT,
    Rating,
    RatingSettings,
    g,
)

if TYPE_CHECKING:
    from .protocol import DailyDealDict

DAILY_PRESETS = ("standard", "swedish")
"""The rule presets with a daily deal."""
DAY_PATTERN = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", re.ASCII)
"""A day as ISO 8601 writes it: ``YYYY-MM-DD``."""
SEED_SALT = "ombre-daily"
"""Mixed into each day's seed, so the daily seeds are not the seeds of other deals."""


class DailyError(OmbreError, ValueError):
    """A day that is not a calendar day, a preset without a daily deal, or a puzzle list to
    pick from that is empty or malformed."""


def parse_day(text: str) -> date:
    """The calendar day ``text`` names (``YYYY-MM-DD``, a UTC day).

    >>> parse_day("2026-12-02")
    datetime.date(2026, 12, 2)
    >>> parse_day("2026-02-30")
    Traceback (most recent call last):
    ...
    ombre_core.daily.DailyError: '2026-02-30' is not a calendar day: day is out of range for month
    >>> parse_day("2/12/2026")
    Traceback (most recent call last):
    ...
    ombre_core.daily.DailyError: '2/12/2026' is not a day: write it YYYY-MM-DD, like 2026-12-02
    """
    if not isinstance(text, str) or not DAY_PATTERN.fullmatch(text):
        raise DailyError(
            "bad-date", f"{excerpt(text, 40)} is not a day: write it YYYY-MM-DD, like 2026-12-02"
        )
    try:
        return date.fromisoformat(text)
    except ValueError as error:
        raise DailyError("bad-date", f"{text!r} is not a calendar day: {error}") from None


def _check_preset(rules: str) -> str:
    if rules not in DAILY_PRESETS:
        raise DailyError(
            "bad-rules",
            f"{excerpt(rules, 40)} has no daily deal: choose {' or '.join(DAILY_PRESETS)}",
        )
    return rules


def daily_seed(day: str, rules: str = "standard") -> int:
    """The seed of ``rules``'s deal on ``day``: the same for everyone, from 0 to 2**32 - 1.

    >>> daily_seed("2026-12-02") == daily_seed("2026-12-02") != daily_seed("2026-12-02", "swedish")
    True
    """
    text = f"{SEED_SALT} {parse_day(day).isoformat()} {_check_preset(rules)}"
    return int.from_bytes(hashlib.sha256(text.encode("ascii")).digest()[:4], "big")


@dataclass(frozen=True)
class DailyDeal:
    """``rules``'s deal on ``day``: its ``seed``, the table's first ``dealer``, the shared-deal
    ``link`` that starts it at the table (``session.new``), and the dealt deal's
    ``notation``."""

    day: str
    rules: str
    seed: int
    dealer: int
    link: str
    notation: str

    def to_dict(self) -> DailyDealDict:
        """A JSON-ready view."""
        return {
            "date": self.day,
            "rules": self.rules,
            "seed": self.seed,
            "dealer": self.dealer,
            "link": self.link,
            "notation": self.notation,
        }


def daily_deal(day: str, rules: str = "standard") -> DailyDeal:
    """The deal everyone plays in ``rules`` on ``day``: a table session's first deal.

    >>> deal = daily_deal("2026-12-02", "swedish")
    >>> deal.rules, deal.link == f"{deal.seed}:swedish", deal.notation.startswith("swedish")
    ('swedish', True, True)
    """
    from .session import DealLink, TableSession

    seed = daily_seed(day, rules)
    session = TableSession.new(rules, seed)
    link = DealLink(seed, rules, session.first_dealer)
    return DailyDeal(
        parse_day(day).isoformat(),
        rules,
        seed,
        session.first_dealer,
        str(link),
        session.state.to_notation(),
    )


@dataclass(frozen=True)
class PuzzleEntry:
    """A puzzle to pick from: its ``id`` and its Glicko-2 ``rating`` and ``rd``.

    >>> PuzzleEntry("p1", 1500, 0)
    Traceback (most recent call last):
    ...
    ombre_core.daily.DailyError: puzzle 'p1' has rating 1500 and RD 0: the RD must be above 0 \
and at most 1000, the rating from 0 to 4000
    """

    id: str
    rating: float
    rd: float

    def __post_init__(self) -> None:
        if not isinstance(self.id, str) or not self.id:
            raise DailyError("bad-puzzle", f"a puzzle's id must be some text, not {self.id!r}")
        low, high = RATING_LIMITS
        try:
            usable = low <= self.rating <= high and 0 < self.rd <= RD_LIMIT
        except TypeError:
            usable = False
        if not usable:
            raise DailyError(
                "bad-puzzle",
                f"puzzle {excerpt(self.id, 40)} has rating {self.rating!r} and RD {self.rd!r}: "
                f"the RD must be above 0 and at most {RD_LIMIT:g}, "
                f"the rating from {low:g} to {high:g}",
            )


def puzzle_distance(learner: Rating, puzzle: PuzzleEntry) -> float:
    """How far ``puzzle`` is from ``learner``, in rating points: the gap between the ratings,
    weighted as Glicko-2 weighs a game against it (an unsure puzzle's rating counts for less).

    >>> learner = Rating(1500, 100, 0.06)
    >>> round(puzzle_distance(learner, PuzzleEntry("a", 1600, 50)))
    99
    >>> round(puzzle_distance(learner, PuzzleEntry("b", 1600, 300)))
    72
    """
    return g(puzzle.rd / GLICKO2_SCALE) * abs(learner.rating - puzzle.rating)


def pick_puzzle(
    puzzles: Sequence[PuzzleEntry],
    learner: Rating,
    seed: int,
    previous: str | None = None,
    settings: RatingSettings = DEFAULT_SETTINGS,
) -> PuzzleEntry:
    """A puzzle near ``learner``'s rating, drawn with ``seed`` from those within
    ``settings.near`` points (:func:`puzzle_distance`), or from the ``settings.min_choices``
    nearest when fewer are that near; never ``previous`` (the puzzle just played).

    >>> ratings = {"easy": 900, "fair": 1480, "even": 1530, "low": 1450, "high": 1560}
    >>> puzzles = [PuzzleEntry(name, rating, 60) for name, rating in ratings.items()]
    >>> sorted({pick_puzzle(puzzles, Rating(1500, 80, 0.06), seed, "fair").id
    ...         for seed in range(20)})
    ['even', 'high', 'low']
    """
    if not puzzles:
        raise DailyError("no-puzzle", "there is no puzzle to pick from")
    ids = [puzzle.id for puzzle in puzzles]
    if len(set(ids)) != len(ids):
        twice = sorted({name for name in ids if ids.count(name) > 1})
        raise DailyError(
            "bad-puzzle", f"puzzle ids must differ: {excerpt(twice, 40)} come more than once"
        )
    others = [puzzle for puzzle in puzzles if puzzle.id != previous]
    if not others:
        raise DailyError(
            "no-puzzle", f"the only puzzle, {excerpt(previous, 40)}, was the one just played"
        )
    ranked = sorted(others, key=lambda puzzle: (puzzle_distance(learner, puzzle), puzzle.id))
    near = [puzzle for puzzle in ranked if puzzle_distance(learner, puzzle) <= settings.near]
    pool = near if len(near) >= settings.min_choices else ranked[: settings.min_choices]
    return random.Random(seed).choice(pool)
