"""``python -m ombre_tools match``: a duplicate match of Strong against Beginner, one side changed.

Each seeded deal is played twice from the same cards, with the same auction and exchange
(every seat bids and exchanges as :class:`~ombre_core.bots.SimpleBot`, so the contract is the
same): once with the changed side (the ombre, or both defenders) playing its cards as
:class:`~ombre_core.strong_bot.StrongBot`, once as ``SimpleBot``; the other side plays as
``SimpleBot`` both times. The figure is the changed side's chips (the ombre's, or the two
defenders' together) with Strong less with Beginner, paired per deal: its mean a deal and 95%
interval. Deals thrown in, or whose contract the solver does not play, are skipped; the deal
count is the deals played.

The anchor: :class:`PerfectInformation` plays the changed side on the same deals seeing every
card (it solves the real layout double dummy), the ceiling of what sight of the unseen cards
could gain against these opponents.

>>> print(MatchResult("ombre", (10, -2, 4, 0), skipped=1, analysed=7, seconds=1.0).line())
Strong as ombre: +3.0 ± 5.2 chips a deal (95% interval, paired) over 4 deals (1 skipped), \
7 decisions analysed, 1 s
>>> print(MatchResult("ombre", (2, 0), 0, 2, 1.0, player="perfect").line())
Perfect information as ombre: +1.0 ± 2.0 chips a deal (95% interval, paired) over 2 deals \
(0 skipped), 2 decisions analysed, 1 s (the ceiling)
"""

from __future__ import annotations

import argparse
import math
import time
from dataclasses import dataclass

from ombre_core.actions import Action
from ombre_core.bots import Bot, SimpleBot
from ombre_core.game import GameState
from ombre_core.rules import PRESETS, VARIANTS
from ombre_core.solver import solve
from ombre_core.strong_bot import StrongBot
from ombre_tools.seeded import seeded_deal

SIDES = ("ombre", "defenders")
PLAYERS = {"strong": "Strong", "perfect": "Perfect information"}
"""The changed side's players: the strong bot, and the anchor that sees every card."""


class PerfectInformation:
    """Cheats: in the play it solves the real layout double dummy and plays a best action,
    SimpleBot's when it is among the best; every other decision is SimpleBot's.
    ``analysed`` counts the positions it solved."""

    def __init__(self) -> None:
        self.simple = SimpleBot()
        self.analysed = 0

    def choose(self, state: GameState) -> Action:
        fallback = self.simple.choose(state)
        if state.phase != "play" or state.solver_problem() is not None:
            return fallback
        legal = state.legal_actions()
        if len(legal) == 1:
            return fallback
        self.analysed += 1
        best = {item.action for item in solve(state).best()}
        if str(fallback) in best:
            return fallback
        return next((action for action in legal if str(action) in best), fallback)


@dataclass(frozen=True)
class MatchResult:
    """The changed ``side``'s paired chip differences per deal (Strong less Beginner), the
    deals skipped, the decisions the strong bot analysed, the seconds taken, and the seconds
    of each analysis (empty when not timed)."""

    side: str
    differences: tuple[int, ...]
    skipped: int
    analysed: int
    seconds: float
    thinking: tuple[float, ...] = ()
    player: str = "strong"

    @property
    def deals(self) -> int:
        return len(self.differences)

    def mean(self) -> float:
        return sum(self.differences) / len(self.differences) if self.differences else 0.0

    def interval(self) -> float:
        """Half the width of the 95% interval of the mean (normal approximation)."""
        n = len(self.differences)
        if n < 2:
            return math.inf
        mean = self.mean()
        spread = sum((value - mean) ** 2 for value in self.differences) / (n - 1)
        return 1.96 * math.sqrt(spread / n)

    def line(self) -> str:
        text = (
            f"{PLAYERS[self.player]} as {self.side}: {self.mean():+.1f} ± {self.interval():.1f} "
            f"chips a deal (95% interval, paired) over {self.deals} deals "
            f"({self.skipped} skipped), {self.analysed} decisions analysed, {self.seconds:.0f} s"
        )
        if self.player == "perfect":
            return f"{text} (the ceiling)"
        if not self.thinking:
            return text
        ordered = sorted(self.thinking)
        median = ordered[len(ordered) // 2]
        p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
        return (
            f"{text}; a decision: median {median:.2f} s, p95 {p95:.2f} s, worst {ordered[-1]:.2f} s"
        )


def auction_done(state: GameState, bot: Bot) -> bool:
    """Play ``bot``'s actions until the card play starts or the deal ends; whether the play
    started in a deal the solver plays."""
    while state.phase not in ("play", "over"):
        state.apply(bot.choose(state))
    return state.phase == "play" and state.solver_problem() is None


def side_chips(state: GameState, side: str) -> int:
    """The chips of ``side`` at the end of ``state``'s deal (antes included)."""
    assert state.ombre is not None
    changes = state.chip_changes()
    if side == "ombre":
        return changes[state.ombre]
    return sum(change for seat, change in enumerate(changes) if seat != state.ombre)


def play_out(state: GameState, side: str, changed: Bot, others: Bot) -> None:
    """Play ``state`` to its end, the seats of ``side`` as ``changed``, the rest as ``others``."""
    while not state.is_terminal():
        assert state.ombre is not None
        mine = (state.current_player == state.ombre) == (side == "ombre")
        state.apply((changed if mine else others).choose(state))


def run_match(
    side: str,
    deals: int,
    layouts: int = 10,
    seed: int = 0,
    rules_names: tuple[str, ...] = ("standard",),
    caution: float = 0.0,
    player: str = "strong",
) -> MatchResult:
    """Play ``deals`` paired deals (skipped ones not counted) with ``side`` changed, played
    by ``player`` (``'strong'`` or the ``'perfect'`` anchor)."""
    if side not in SIDES:
        raise ValueError(f"side must be one of {', '.join(SIDES)}, not {side!r}")
    if player not in PLAYERS:
        raise ValueError(f"player must be one of {', '.join(PLAYERS)}, not {player!r}")
    started = time.perf_counter()
    simple = SimpleBot()
    strong: StrongBot | PerfectInformation = (
        StrongBot(seed=seed, layouts=layouts, caution=caution)
        if player == "strong"
        else PerfectInformation()
    )
    differences: list[int] = []
    skipped = 0
    index = 0
    while len(differences) < deals:
        state, _ = seeded_deal(
            rules_names[index % len(rules_names)], index, f"{seed}-match-{index}"
        )
        index += 1
        if not auction_done(state, simple):
            skipped += 1
            continue
        beginner = state.clone()
        play_out(state, side, strong, simple)
        play_out(beginner, side, simple, simple)
        differences.append(side_chips(state, side) - side_chips(beginner, side))
    seconds = time.perf_counter() - started
    thinking = tuple(strong.thinking) if isinstance(strong, StrongBot) else ()
    return MatchResult(
        side, tuple(differences), skipped, strong.analysed, seconds, thinking, player
    )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m ombre_tools match",
        description=(
            "duplicate match: StrongBot (and the perfect-information ceiling) against "
            "SimpleBot, as ombre and as defenders"
        ),
    )
    parser.add_argument("--deals", type=int, default=400, help="deals per side (default 400)")
    parser.add_argument(
        "--layouts", type=int, default=12, help="layouts per strong decision (default 12)"
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--caution",
        type=float,
        default=0.0,
        help="keep the simple card unless the best beats it by this many standard errors",
    )
    parser.add_argument("--side", choices=[*SIDES, "both"], default="both")
    parser.add_argument(
        "--player",
        choices=[*PLAYERS, "both"],
        default="both",
        help="the changed side's player: strong, the perfect-information ceiling, or both",
    )
    parser.add_argument(
        "--rules",
        choices=[*PRESETS, *VARIANTS, "both"],
        default="standard",
        help="rule preset; 'both' alternates standard and swedish (default standard)",
    )
    args = parser.parse_args(argv)
    names = ("standard", "swedish") if args.rules == "both" else (args.rules,)
    players = tuple(PLAYERS) if args.player == "both" else (args.player,)
    for side in SIDES if args.side == "both" else (args.side,):
        for player in players:
            result = run_match(
                side, args.deals, args.layouts, args.seed, names, args.caution, player
            )
            print(result.line(), flush=True)
    return 0
