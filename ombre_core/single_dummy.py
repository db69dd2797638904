"""Single-dummy analysis: each legal action judged over the layouts the player could face.

The player to act sees its own hand and what was played (:class:`Knowledge`); the unseen
cards are laid out in every way that fits (all of them when few, else drawn by the seeded
sampler), and each layout is solved double dummy (:func:`ombre_core.solver.solve`, on the
outcome's level alone, its ``coarse`` mode: the chips depend on nothing finer; the layouts'
solves share one :class:`~ombre_core.solver.SolveMemo`). Per
action: the chance of each outcome level (``outcomes.LEVELS``: a failed vole, codille,
puesta, sacada, stop, vole), the expected chips for the player's side from the engine's
settlement, and the standard error of that mean. :meth:`SingleDummy.verdict` calls an action
a mistake only when its loss against the best, paired over the same layouts, is clear
beyond twice its standard error.

>>> from ombre_core.game import GameState
>>> state = GameState.from_position(
...     "standard", "position entrada hearts ombre 0 leader 0 won 7 0 0 "
...     "hands As Kh / 7h 2c / Ac Qc")
>>> analysis = analyse(state, layouts=8, seed=1)
>>> [item.action for item in analysis.actions], analysis.exact, analysis.layouts
(['play As', 'play Kh'], False, 8)
>>> analysis.best().action
'play As'
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Any

from .errors import OmbreError
from .game import GameState
from .knowledge import Knowledge
from .outcomes import LEVELS, level_label
from .sampler import ENUMERATE_LIMIT, Layout, layout_state, sample_or_all
from .scoring import DealOutcome, settle
from .solver import Outcome, SolveMemo, solve

__all__ = [
    "ActionEstimate",
    "SingleDummy",
    "SingleDummyError",
    "Verdict",
    "analyse",
    "clearly_worse",
    "mean_error",
    "side_chips",
]


class SingleDummyError(OmbreError, ValueError):
    """A single-dummy analysis asked where it cannot be made (bad budget, no solvable deal)."""


def side_chips(knowledge: Knowledge, layout: Layout, outcome: Outcome) -> int:
    """The chips the player's side gets when the deal of ``layout`` ends in ``outcome``, from
    the engine's settlement (:func:`ombre_core.scoring.settle`): the ombre's own, or the
    defenders' together (the side a defender plays for).

    >>> from ombre_core.game import GameState
    >>> from ombre_core.sampler import enumerate_layouts
    >>> state = GameState.from_position(
    ...     "standard", "position entrada hearts ombre 0 leader 0 won 8 0 0 hands As / 7h / Ac")
    >>> knowledge = Knowledge.of(state)
    >>> layout = enumerate_layouts(knowledge)[0]
    >>> side_chips(knowledge, layout, Outcome("sacada", (9, 0, 0), False, False, 0))
    25
    """
    players = knowledge.players
    order = tuple((knowledge.ombre + offset) % players for offset in range(players))
    start = layout.hands[knowledge.ombre] | knowledge.played_by[knowledge.ombre]
    whole = start.bit_count() == knowledge.rules.hand_size
    settlement = settle(
        DealOutcome(
            knowledge.rules,
            knowledge.contract,
            tuple(outcome.tricks[seat] for seat in order),
            knowledge.pot,
            knowledge.trump,
            start if whole else None,
            outcome.vole,
            outcome.stopped,
            forced_spadille=knowledge.forced_spadille,
        )
    )
    if knowledge.seat == knowledge.ombre:
        return settlement.chips[0]
    return sum(settlement.chips[1:])


@dataclass(frozen=True)
class ActionEstimate:
    """One legal action over the layouts: ``chances`` of each outcome level (those that
    occur), the mean chips for the player's side and its standard error, and the chips on
    each layout (in the analysis's layout order, for paired comparisons)."""

    action: str
    chances: dict[str, float]
    mean: float
    error: float
    chips: tuple[int, ...]

    def to_dict(self) -> dict[str, Any]:
        return {
            "action": self.action,
            "chances": dict(self.chances),
            "mean": round(self.mean, 3),
            "error": None if math.isinf(self.error) else round(self.error, 3),
        }


@dataclass(frozen=True)
class Verdict:
    """How an action compares with the best: ``loss`` in expected chips (paired over the same
    layouts), its standard ``error``, and ``label``: ``'best'``, ``'fine'`` (no clear loss)
    or ``'mistake'`` (``loss - 2 * error > margin``)."""

    action: str
    best: str
    loss: float
    error: float
    label: str


def mean_error(values: list[float], shares: list[float], exact: bool) -> tuple[float, float]:
    """The weighted mean and its standard error (0 when every layout was counted; infinite
    with fewer than two drawn layouts)."""
    mean = sum(share * value for share, value in zip(shares, values, strict=True))
    if exact:
        return mean, 0.0
    n = len(values)
    if n < 2:
        return mean, math.inf
    spread = sum(
        share * share * (value - mean) ** 2 for share, value in zip(shares, values, strict=True)
    )
    return mean, math.sqrt(spread * n / (n - 1))


def clearly_worse(loss: float, error: float, margin: float) -> bool:
    """Whether an average ``loss`` against the best is a mistake: beyond ``margin`` chips by
    more than twice its standard ``error``.

    >>> clearly_worse(3.0, 0.9, 1.0), clearly_worse(3.0, 1.1, 1.0)
    (True, False)
    """
    return loss - 2 * error > margin


@dataclass(frozen=True)
class SingleDummy:
    """The analysis for ``player``: one :class:`ActionEstimate` per legal action (the
    solver's order), over ``layouts`` solved layouts with these ``weights``; ``exact`` when
    they are every layout there is; ``unsolved`` layouts dropped because the solver's budget
    ran out on them; ``seconds`` taken (not compared)."""

    player: int
    ombre: int
    actions: tuple[ActionEstimate, ...]
    layouts: int
    exact: bool
    unsolved: int
    weights: tuple[float, ...]
    seconds: float = field(compare=False)

    def _shares(self) -> list[float]:
        total = sum(self.weights)
        return [weight / total for weight in self.weights]

    def best(self) -> ActionEstimate:
        """The action with the highest expected chips (the first of equals)."""
        return max(self.actions, key=lambda item: item.mean)

    def estimate(self, action: str) -> ActionEstimate:
        for item in self.actions:
            if item.action == action:
                return item
        raise SingleDummyError(
            "unknown-action", f"{action!r} is not one of the actions analysed here"
        )

    def verdict(self, action: str, margin: float = 0.0) -> Verdict:
        """``action`` against the best: a mistake only when the paired loss exceeds
        ``margin`` by more than twice its standard error."""
        best = self.best()
        item = self.estimate(action)
        if item.action == best.action:
            return Verdict(action, best.action, 0.0, 0.0, "best")
        loss, error = mean_error(
            [float(b - a) for b, a in zip(best.chips, item.chips, strict=True)],
            self._shares(),
            self.exact,
        )
        label = "mistake" if clearly_worse(loss, error, margin) else "fine"
        return Verdict(action, best.action, loss, error, label)

    def to_dict(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "ombre": self.ombre,
            "actions": [item.to_dict() for item in self.actions],
            "layouts": self.layouts,
            "exact": self.exact,
            "unsolved": self.unsolved,
            "seconds": round(self.seconds, 4),
        }


def analyse(
    state: GameState,
    *,
    layouts: int = 20,
    seed: int = 0,
    seconds: float | None = None,
    solve_seconds: float | None = 5.0,
    solve_nodes: int | None = None,
    limit: int = ENUMERATE_LIMIT,
    at_least: int = 1,
    nodes: int | None = None,
) -> SingleDummy:
    """Single-dummy analysis of the player to act in ``state`` (a play-phase three-handed
    deal the solver plays): every layout when there are at most ``limit``, else ``layouts``
    drawn with ``seed``. ``seconds`` bounds the whole once ``at_least`` layouts are solved (no
    new layout is solved past it, so the answer then depends on the machine's speed; with
    ``at_least=0`` it is a hard limit); ``solve_seconds`` and ``solve_nodes``
    are each solve's budgets. Without ``seconds`` the same seed gives the same answer.
    ``nodes`` bounds the whole in the solver's nodes as ``seconds`` does in time (no new
    layout is solved once the layouts solved so far took that many), a bound every machine
    meets alike, so the answer stays the same everywhere.
    """
    started = time.perf_counter()
    if not isinstance(layouts, int) or isinstance(layouts, bool) or layouts < 1:
        raise SingleDummyError("bad-budget", f"layouts must be 1 or more, not {layouts!r}")
    if seconds is not None and not seconds > 0:
        raise SingleDummyError("bad-budget", f"seconds must be more than 0, not {seconds!r}")
    if nodes is not None and (not isinstance(nodes, int) or isinstance(nodes, bool) or nodes < 1):
        raise SingleDummyError("bad-budget", f"nodes must be 1 or more, not {nodes!r}")
    problem = state.solver_problem()
    if problem is not None:
        raise SingleDummyError("solver-rules", problem)
    knowledge = Knowledge.of(state)
    drawn, exact = sample_or_all(knowledge, layouts, seed, limit)
    names: list[str] = []
    chips: list[list[int]] = []
    levels: list[list[str]] = []
    weights: list[float] = []
    unsolved = 0
    searched = 0
    memo = SolveMemo()
    for layout in drawn:
        out_of_time = seconds is not None and time.perf_counter() - started >= seconds
        out_of_nodes = nodes is not None and searched >= nodes
        if (out_of_time or out_of_nodes) and len(weights) >= at_least:
            exact = False
            break
        answer = solve(
            layout_state(knowledge, layout),
            seconds=solve_seconds,
            nodes=solve_nodes,
            coarse=True,
            memo=memo,
        )
        searched += answer.nodes
        outcomes = [item.outcome for item in answer.actions]
        if not answer.complete or any(outcome is None for outcome in outcomes):
            unsolved += 1
            exact = False
            continue
        if not names:
            names = [item.action for item in answer.actions]
            chips = [[] for _ in names]
            levels = [[] for _ in names]
        for index, outcome in enumerate(outcomes):
            assert outcome is not None
            chips[index].append(side_chips(knowledge, layout, outcome))
            levels[index].append(level_label(outcome, state.rules))
        weights.append(layout.weight)
    if not weights:
        raise SingleDummyError(
            "unsolved", "no layout was solved within the solver's budget: allow it more"
        )
    total = sum(weights)
    shares = [weight / total for weight in weights]
    estimates = []
    for index, name in enumerate(names):
        chances: dict[str, float] = {}
        for share, label in zip(shares, levels[index], strict=True):
            chances[label] = chances.get(label, 0.0) + share
        mean, error = mean_error([float(value) for value in chips[index]], shares, exact)
        ordered = {label: chances[label] for label in LEVELS if label in chances}
        estimates.append(ActionEstimate(name, ordered, mean, error, tuple(chips[index])))
    return SingleDummy(
        player=state.current_player,
        ombre=knowledge.ombre,
        actions=tuple(estimates),
        layouts=len(weights),
        exact=exact,
        unsolved=unsolved,
        weights=tuple(weights),
        seconds=time.perf_counter() - started,
    )
