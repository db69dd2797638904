"""The exchange: the ombre first (unless the game has no ombre exchange), then the defenders
in play order counted from eldest hand, each discarding and drawing from the talon.

A defender facing an empty talon is skipped. A gascarille's ombre discards exactly
``gascarille_exchange`` cards, then names trumps; then the defenders exchange from what is left.
"""

from __future__ import annotations

import itertools

from ..actions import DISCARD_NONE, Action, Discard
from ..cards import format_cards
from ..errors import IllegalActionError
from ..messages import label
from ..state import DealState, PhaseRules, cards_of
from .play import start_play


def exchange_order(
    players: int, dealer: int, ombre: int, ombre_exchanges: bool = True
) -> tuple[int, ...]:
    """Who exchanges, in order: the ombre first (unless the game has no ombre exchange), then
    the defenders in play order counted from eldest hand ("l'aîné en premier").

    >>> exchange_order(3, dealer=0, ombre=2)   # eldest 1 draws before the dealer
    (2, 1, 0)
    >>> exchange_order(3, dealer=0, ombre=1, ombre_exchanges=False)
    (2, 0)
    """
    defenders = [(dealer + offset) % players for offset in range(1, players + 1)]
    defenders.remove(ombre)
    return ((ombre,) if ombre_exchanges else ()) + tuple(defenders)


def discard_range(state: DealState) -> tuple[int, int]:
    """How many cards the player to act may discard: ``(least, most)``."""
    seat = state.current_player
    if state.gascarille and seat == state.ombre and state.trump is None:
        count = state.rules.gascarille_exchange
        return count, count
    return 0, min(state.hands[seat].bit_count(), len(state.talon))


def _exchange_actions(state: DealState) -> list[Action]:
    low, high = discard_range(state)
    cards = cards_of(state.hands[state.current_player])
    actions: list[Action] = []
    for count in range(low, high + 1):
        for group in itertools.combinations(cards, count):
            actions.append(Discard(sum(1 << card for card in group)) if group else DISCARD_NONE)
    return actions


def start_exchange(state: DealState) -> None:
    """Once the game and trumps are known (or a gascarille is taken): queue the exchangers."""
    ombre, contract = state.ombre, state.contract
    assert ombre is not None and contract is not None
    exchanges = contract.ombre_exchanges or state.gascarille
    order = exchange_order(state.players, state.dealer, ombre, exchanges)
    state.exchange_queue = [seat for seat in order if seat != state.dummy]  # a dummy keeps its own
    state.phase = "exchange"
    next_exchange(state)


def next_exchange(state: DealState) -> None:
    """The next in the queue draws; with no one left, or no talon, play begins."""
    if state.exchange_queue and state.talon:
        state.current_player = state.exchange_queue[0]
    else:
        state.exchange_queue = []
        start_play(state)


def _apply_exchange(state: DealState, action: Action) -> None:
    if type(action) is not Discard:
        raise state.wrong(action)
    assert isinstance(action, Discard)
    seat = state.current_player
    hand, cards = state.hands[seat], action.cards
    if cards & ~hand:
        raise IllegalActionError(
            "not-in-hand",
            label("discard.not-in-hand", cards=format_cards(cards & ~hand)),
        )
    count = cards.bit_count()
    low, high = discard_range(state)
    if low == high and count != low:
        raise IllegalActionError(
            "gascarille-exchange",
            label("discard.gascarille", low=low, count=count),
        )
    if count > high:
        raise IllegalActionError(
            "talon-short",
            label("discard.talon-short", talon=len(state.talon), high=high, count=count),
        )
    drawn = 0
    for card in state.talon[:count]:
        drawn |= 1 << card
    del state.talon[:count]
    state.hands[seat] = (hand & ~cards) | drawn
    state.discarded[seat] = cards
    state.drawn[seat] = drawn
    state.exchange_queue.pop(0)
    if state.gascarille and seat == state.ombre and state.trump is None:
        state.phase = "trump"
        state.current_player = seat
        return
    next_exchange(state)


def _expecting(state: DealState) -> str:
    seat = state.current_player
    low, high = discard_range(state)
    role = label("expect.role.ombre" if seat == state.ombre else "expect.role.defender")
    many = (
        label("expect.exactly", low=low)
        if low == high
        else label("expect.range", low=low, high=high)
    )
    return label("expect.exchange", seat=seat, role=role, many=many)


EXCHANGE = PhaseRules(_exchange_actions, _apply_exchange, _expecting)
