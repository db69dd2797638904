"""The strong bot: plays its cards by single-dummy analysis, bids and exchanges as SimpleBot.

In the play it judges every legal action over layouts of the cards it cannot see
(:func:`ombre_core.single_dummy.analyse`) and takes the best expected chips for its side (a
defender counts both defenders' chips: the defence's shared plan). Equal actions go to
:class:`~ombre_core.bots.SimpleBot`'s choice when it is among them, else to the lowest card.
No analysis is needed for a single legal card, or when every legal card is equivalent
(touching cards of one suit, none of them a matador unless all are). The auction, exchange
and every other decision are :class:`SimpleBot`'s, as are the plays of deals the solver does
not play (not three-handed, Ombre a dos, a contrabola): there the bot plays as the Beginner.

Each decision draws its layouts from a seed derived from the bot's seed and what the seat
has seen, so a decision does not depend on the order the bot was asked in.

>>> from ombre_core.game import GameState
>>> state = GameState.from_position(
...     "standard", "position entrada hearts ombre 0 leader 0 won 7 0 0 "
...     "hands As Kh / 7h 2c / Ac Qc")
>>> str(StrongBot(seed=1, layouts=8).choose(state))
'play As'
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable

from .actions import Action, PlayCard, Surrender
from .bots import SimpleBot
from .cards import Card, Hand
from .game import GameState
from .ranking import is_matador, power, suit_in_play
from .single_dummy import SingleDummyError, analyse

__all__ = [
    "STEADY_NODES",
    "STEADY_SOLVE_NODES",
    "TABLE_LAYOUTS",
    "TABLE_SECONDS",
    "TABLE_SOLVE_SECONDS",
    "StrongBot",
    "equivalent_cards",
]

_TIE = 1e-9
"""Expected chips closer than this are equal."""


def equivalent_cards(state: GameState, cards: list[Card]) -> bool:
    """Whether ``cards`` (legal cards of the player to act) are all equivalent: one suit in
    play, every card between them in rank held by the player or already played, and all or
    none of them matadors (a matador may be kept back on a lower trump lead)."""
    trump = state.trump
    if len(cards) < 2:
        return True
    suits = {suit_in_play(card, trump) for card in cards}
    if len(suits) != 1 or len({is_matador(card, trump) for card in cards}) != 1:
        return False
    seat = state.current_player
    gone: Hand = state.hands[seat] | state.discarded[seat] | state.played_cards()
    low = min(power(card, trump) for card in cards)
    high = max(power(card, trump) for card in cards)
    suit = suits.pop()
    for other in Card:
        between = suit_in_play(other, trump) == suit and low < power(other, trump) < high
        if between and not gone >> other & 1:
            return False
    return True


TABLE_LAYOUTS = 12
"""Layouts the table's strong bot weighs for one card (the duplicate match's default too)."""

TABLE_SECONDS = 1.0
"""The table's bound on one card's analysis, a hard one: past it no new layout is solved, so
with :data:`TABLE_SOLVE_SECONDS` a move takes at most about 1.4 s (issue 22: p95 1.5 s in
Pyodide). Where it cuts in (mostly the first lead) the move rests on the layouts solved by
then, and a slower machine may choose otherwise; with no layout solved, the Beginner's card."""

TABLE_SOLVE_SECONDS = 0.4
"""The table's bound on one layout's solve: a layout not solved in time is left out."""

STEADY_NODES = 120_000
"""The steady bot's bound on one card's analysis, in the solver's nodes (about 1.4 s in
CPython): past it no new layout is solved. Counted, not timed, so every machine plays alike."""

STEADY_SOLVE_NODES = 40_000
"""The steady bot's bound on one layout's solve, in nodes: a layout not solved within it is
left out, on every machine alike."""


class StrongBot:
    """Chooses its cards by single-dummy analysis over ``layouts`` layouts drawn from
    ``seed``; ``seconds`` bounds one decision's analysis (``None``: no bound, so the same
    seed always gives the same choice); ``solve_seconds`` bounds each layout's solve.
    With ``caution`` above 0 it keeps SimpleBot's choice unless the analysis's best beats it
    by more than ``caution`` standard errors (paired over the same layouts); in the duplicate
    match neither caution 1 or 2 nor 20 layouts helped the defence, so caution is 0.
    ``at_least`` layouts are solved before ``seconds`` (or ``nodes``, the same bound in the
    solver's nodes) may stop the analysis (0: a hard bound); ``solve_nodes`` bounds each
    layout's solve in nodes. :meth:`at_table` is the table's bot, :meth:`steady` the one
    whose every card is the same on every machine (the daily deal's par and other players).
    ``analysed`` counts the decisions it analysed, ``thinking`` their seconds."""

    def __init__(
        self,
        seed: int = 0,
        layouts: int = 12,
        seconds: float | None = None,
        solve_seconds: float | None = 5.0,
        caution: float = 0.0,
        at_least: int = 1,
        nodes: int | None = None,
        solve_nodes: int | None = None,
    ) -> None:
        self.seed = seed
        self.nodes = nodes
        self.solve_nodes = solve_nodes
        self.at_least = at_least
        self.layouts = layouts
        self.seconds = seconds
        self.solve_seconds = solve_seconds
        self.caution = caution
        self.simple = SimpleBot()
        self.analysed = 0
        self.thinking: list[float] = []

    @classmethod
    def at_table(cls, seed: int) -> StrongBot:
        """The table's strong bot: :data:`TABLE_LAYOUTS` layouts, bounded hard by
        :data:`TABLE_SECONDS` and :data:`TABLE_SOLVE_SECONDS`."""
        return cls(
            seed=seed,
            layouts=TABLE_LAYOUTS,
            seconds=TABLE_SECONDS,
            solve_seconds=TABLE_SOLVE_SECONDS,
            at_least=0,
        )

    @classmethod
    def steady(cls, seed: int) -> StrongBot:
        """The strong bot bounded in the solver's nodes, never in time
        (:data:`STEADY_NODES`, :data:`STEADY_SOLVE_NODES`): the same seed and position give
        the same card on any machine, fast or slow.

        >>> from ombre_core.session import TableSession
        >>> session = TableSession.new("standard", seed=3)
        >>> while session.state.phase != "play":
        ...     session = session.apply(StrongBot.steady(3).choose(session.state))
        >>> StrongBot.steady(3).choose(session.state) == StrongBot.steady(3).choose(session.state)
        True
        """
        return cls(
            seed=seed,
            layouts=TABLE_LAYOUTS,
            seconds=None,
            solve_seconds=None,
            at_least=0,
            nodes=STEADY_NODES,
            solve_nodes=STEADY_SOLVE_NODES,
        )

    def choose(self, state: GameState) -> Action:
        fallback = self.simple.choose(state)
        if state.phase != "play" or state.solver_problem() is not None:
            return fallback
        actions = [action for action in state.legal_actions() if not isinstance(action, Surrender)]
        cards = [action.card for action in actions if isinstance(action, PlayCard)]
        if len(actions) == 1 or (len(cards) == len(actions) and equivalent_cards(state, cards)):
            return fallback if fallback in actions else min(actions, key=_order_key(state))
        try:
            analysis = analyse(
                state,
                layouts=self.layouts,
                seed=self.decision_seed(state),
                seconds=self.seconds,
                solve_seconds=self.solve_seconds,
                solve_nodes=self.solve_nodes,
                at_least=self.at_least,
                nodes=self.nodes,
            )
        except SingleDummyError:
            return fallback
        self.analysed += 1
        self.thinking.append(analysis.seconds)
        if self.caution and str(fallback) in {item.action for item in analysis.actions}:
            verdict = analysis.verdict(str(fallback))
            if verdict.loss - self.caution * verdict.error <= _TIE:
                return fallback
        top = analysis.best().mean
        best = {item.action for item in analysis.actions if item.mean >= top - _TIE}
        if str(fallback) in best:
            return fallback
        return min((action for action in actions if str(action) in best), key=_order_key(state))

    def decision_seed(self, state: GameState) -> int:
        """A seed from the bot's seed and what the player to act has seen: its seat, hand
        and discards, and every card played in order."""
        seat = state.current_player
        played = [int(card) for record in state.tricks for card in record.cards]
        played += [int(card) for card in state.trick]
        text = f"{self.seed}|{seat}|{state.hands[seat]}|{state.discarded[seat]}|{played}"
        return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def _order_key(state: GameState) -> Callable[[Action], tuple[int, int, str]]:
    """Sort key among equal actions: cards first, the lowest in power, then the rest by name."""
    trump = state.trump

    def key(action: Action) -> tuple[int, int, str]:
        if isinstance(action, PlayCard):
            return (0, power(action.card, trump), str(action))
        return (1, 0, str(action))

    return key
