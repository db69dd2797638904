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
    from .game import GameState
    from .protocol import DailyDealDict, DailyResultDict, ParStepDict

DAILY_PRESETS = ("standard", "swedish")
"""The rule presets with a daily deal."""
DAY_PATTERN = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", re.ASCII)
"""A day as ISO 8601 writes it: ``YYYY-MM-DD``."""
SEED_SALT = "ombre-daily"
"""Mixed into each day's seed, so the daily seeds are not the seeds of other deals."""
FIRST_DAY = "2026-12-01"
"""The first day with a daily deal: no earlier day can be played."""


class DailyError(OmbreError, ValueError):
    """A day that is not a calendar day, a preset without a daily deal, or a puzzle list to
    pick from that is empty or malformed."""


def _words(code: str, **params: str | int) -> str:
    """A catalogue entry filled in: the catalogue loads with the first sentence, not with
    this module."""
    from .messages import label

    return label(code, **params)


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
        raise DailyError("bad-date", _words("error.bad-date", text=excerpt(text, 40)))
    try:
        return date.fromisoformat(text)
    except ValueError as error:
        raise DailyError(
            "bad-date", _words("error.bad-date.calendar", text=repr(text), why=str(error))
        ) from None


def playable_day(day: str, today: str) -> str:
    """``day`` written ``YYYY-MM-DD`` if its daily deal can be played on ``today`` (both UTC
    days): from :data:`FIRST_DAY` to ``today``, never a day to come.

    >>> playable_day("2026-12-01", "2026-12-02")
    '2026-12-01'
    >>> playable_day("2026-12-03", "2026-12-02")
    Traceback (most recent call last):
    ...
    ombre_core.daily.DailyError: 2026-12-03 is still to come: the latest daily deal is \
today's, 2026-12-02
    >>> playable_day("2026-11-30", "2026-12-02")
    Traceback (most recent call last):
    ...
    ombre_core.daily.DailyError: 2026-11-30 is before the first daily deal, 2026-12-01
    """
    when, now, first = parse_day(day), parse_day(today), parse_day(FIRST_DAY)
    if when < first:
        raise DailyError("early-day", _words("error.early-day", day=str(when), first=str(first)))
    if when > max(now, first):
        raise DailyError("future-day", _words("error.future-day", day=str(when), today=str(now)))
    return when.isoformat()


def _check_preset(rules: str) -> str:
    if rules not in DAILY_PRESETS:
        from .messages import listing

        raise DailyError(
            "bad-rules",
            _words(
                "error.bad-rules.daily",
                rules=excerpt(rules, 40),
                presets=listing(DAILY_PRESETS, "or"),
            ),
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


# --- the par: the day's deal played by the strong bot in every seat --------------------------

LEARNER_SEAT = 0
"""The table seat the learner sits in; its chips in the par deal are the par."""


@dataclass(frozen=True)
class ParStep:
    """The par deal so far: its ``notation``, whether it is ``done``, its ``phase`` and
    ``tricks_done`` of ``tricks``; ``chips``, the learner's seat's, once done."""

    notation: str
    done: bool
    phase: str
    tricks_done: int
    tricks: int
    chips: int | None

    def to_dict(self) -> ParStepDict:
        """A JSON-ready view."""
        return {
            "notation": self.notation,
            "done": self.done,
            "phase": self.phase,
            "tricks_done": self.tricks_done,
            "tricks": self.tricks,
            "chips": self.chips,
        }


def _day_state(deal: DailyDeal, notation: str, whose: str) -> GameState:
    """The state ``notation`` writes, checked to be ``deal`` (the day's cards) played on;
    ``whose`` deal it is: "yours" or "par" (the catalogue's ``daily.deal.<whose>``)."""
    from .game import GameState
    from .messages import label

    what = label(f"daily.deal.{whose}")
    if notation != deal.notation and not notation.startswith(f"{deal.notation}; "):
        raise DailyError(
            "not-the-deal",
            label(
                "error.not-the-deal",
                what=what,
                notation=excerpt(notation, 60),
                day=deal.day,
                rules=deal.rules,
            ),
        )
    return GameState.from_notation(notation)


def seat_chips(deal: DailyDeal, state: GameState, seat: int = LEARNER_SEAT) -> int:
    """The chips table seat ``seat`` won or lost in ``deal``'s finished ``state``."""
    from .session import deal_seats, table_changes

    seats = deal_seats(state.rules, deal.dealer)
    return table_changes(state, seats, state.rules.table_seats)[seat]


def par_step(day: str, rules: str = "standard", notation: str | None = None) -> ParStep:
    """The par deal one step on: from ``notation`` (the par deal so far; the day's deal when
    None) the steady strong bot (:meth:`~ombre_core.strong_bot.StrongBot.steady`, seeded as
    the table's) acts for every seat until it has weighed one card or the deal is over.
    Bounded in the solver's nodes, not in time: every machine reaches the same par.

    >>> step = par_step("2026-12-02")
    >>> step.phase, step.done, step.tricks_done, step.tricks
    ('play', False, 0, 9)
    """
    from .strong_bot import StrongBot

    deal = daily_deal(day, rules)
    state = _day_state(deal, deal.notation if notation is None else notation, "par")
    bot = StrongBot.steady(deal.seed)
    while not state.is_terminal() and not bot.analysed:
        state.apply(bot.choose(state))
    done = state.is_terminal()
    return ParStep(
        state.to_notation(),
        done,
        state.phase,
        len(state.tricks),
        state.rules.tricks_per_deal,
        seat_chips(deal, state) if done else None,
    )


def par_deal(day: str, rules: str = "standard") -> ParStep:
    """The par deal played to its end, step by step (:func:`par_step`)."""
    step = par_step(day, rules)
    while not step.done:
        step = par_step(day, rules, step.notation)
    return step


# --- the learner's result beside the par -------------------------------------------------------


@dataclass(frozen=True)
class DailyResult:
    """The learner's deal beside the par: ``chips`` and ``par`` (the learner's seat's), the
    ``score`` sentence, the ``contracts`` sentence (the game each played) and the shareable
    ``line``, which names no card."""

    day: str
    rules: str
    chips: int
    par: int
    hinted: bool
    score: str
    contracts: str
    line: str

    def to_dict(self) -> DailyResultDict:
        """A JSON-ready view."""
        return {
            "date": self.day,
            "rules": self.rules,
            "chips": self.chips,
            "par": self.par,
            "hinted": self.hinted,
            "score": self.score,
            "contracts": self.contracts,
            "line": self.line,
        }


def _signed(chips: int) -> str:
    return f"+{chips}" if chips > 0 else str(chips)


def _chips_words(chips: int, signed: bool = True) -> str:
    from .messages import plural

    return plural("daily.chips", abs(chips), signed=_signed(chips) if signed else str(chips))


def _part(state: GameState, seat: int = LEARNER_SEAT) -> tuple[str, str, str]:
    """The learner's seat's part in a finished deal: the clause for the contracts sentence,
    and the short role and result words of the shareable line."""
    from .messages import label, seat_names

    if state.thrown_in or state.ombre is None or state.contract is None:
        return label("daily.part.thrown-in"), label("daily.role.none"), label("result.thrown-in")
    assert state.settlement is not None
    result = state.settlement.words
    contract = state.contract.name
    words = {"contract": contract, "a_result": state.settlement.a_words}
    if state.ombre == seat:
        return label("daily.part.ombre", **words), label("daily.role.ombre"), result
    ombre = seat_names(state.players)[state.ombre]
    return (
        label("daily.part.defender", ombre=ombre, **words),
        label("daily.role.defender"),
        result,
    )


def daily_result(
    day: str, rules: str, notation: str, par_notation: str, hinted: bool = False
) -> DailyResult:
    """The learner's finished deal (``notation``) beside the finished par deal, in words.

    >>> par = par_deal("2026-12-02")
    >>> result = daily_result("2026-12-02", "standard", par.notation, par.notation)
    >>> result.chips == result.par == par.chips, result.score.endswith("matched the strong player.")
    (True, True)
    >>> result.line.startswith("Ombre daily 2026-12-02 · Standard · ")
    True
    """
    from .messages import label

    deal = daily_deal(day, rules)
    mine = _day_state(deal, notation, "yours")
    theirs = _day_state(deal, par_notation, "par")
    for state, whose in ((mine, "yours"), (theirs, "par")):
        if not state.is_terminal():
            what = label(f"daily.deal.{whose}")
            raise DailyError(
                "not-over",
                label("error.not-over", what=what, notation=excerpt(state.to_notation())),
            )
    chips, par = seat_chips(deal, mine), seat_chips(deal, theirs)
    score = label("daily.score", you=_chips_words(chips), par=_signed(par))
    if chips > par:
        score = f"{score} {label('daily.beat', by=_chips_words(chips - par, signed=False))}"
    elif chips < par:
        score = f"{score} {label('daily.behind', by=_chips_words(par - chips, signed=False))}"
    else:
        score = f"{score} {label('daily.even')}"
    own_part, role, result = _part(mine)
    par_part = _part(theirs)[0]
    contracts = label("daily.contracts", yours=own_part, theirs=par_part)
    line = label(
        "daily.line",
        day=deal.day,
        rules=label(f"daily.rules.{deal.rules}"),
        role=role,
        result=result,
        chips=_signed(chips),
        par=_signed(par),
    )
    if hinted:
        line = label("daily.line.hinted", line=line)
    return DailyResult(deal.day, deal.rules, chips, par, hinted, score, contracts, line)


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
            raise DailyError("bad-puzzle", _words("error.bad-puzzle.id", value=repr(self.id)))
        low, high = RATING_LIMITS
        try:
            usable = low <= self.rating <= high and 0 < self.rd <= RD_LIMIT
        except TypeError:
            usable = False
        if not usable:
            raise DailyError(
                "bad-puzzle",
                _words(
                    "error.bad-puzzle.rating",
                    id=excerpt(self.id, 40),
                    rating=repr(self.rating),
                    rd=repr(self.rd),
                    limit=f"{RD_LIMIT:g}",
                    low=f"{low:g}",
                    high=f"{high:g}",
                ),
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
        raise DailyError("no-puzzle", _words("error.no-puzzle"))
    ids = [puzzle.id for puzzle in puzzles]
    if len(set(ids)) != len(ids):
        twice = sorted({name for name in ids if ids.count(name) > 1})
        raise DailyError("bad-puzzle", _words("error.bad-puzzle.twice", ids=excerpt(twice, 40)))
    others = [puzzle for puzzle in puzzles if puzzle.id != previous]
    if not others:
        raise DailyError(
            "no-puzzle", _words("error.no-puzzle.just-played", id=excerpt(previous, 40))
        )
    ranked = sorted(others, key=lambda puzzle: (puzzle_distance(learner, puzzle), puzzle.id))
    near = [puzzle for puzzle in ranked if puzzle_distance(learner, puzzle) <= settings.near]
    pool = near if len(near) >= settings.min_choices else ranked[: settings.min_choices]
    return random.Random(seed).choice(pool)
