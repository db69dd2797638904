"""The chance step: the deck, a seeded shuffle dealt in packets, and checking a given deal."""

from __future__ import annotations

import random

from ..actions import Action, Deal
from ..cards import Card, Hand, Suit, format_cards
from ..errors import IllegalActionError
from ..messages import label
from ..rules import RuleSet
from ..state import DealState, PhaseRules

_DECKS: dict[tuple[Suit, ...], tuple[Card, ...]] = {}


def deck_cards(rules: RuleSet) -> list[Card]:
    """The cards in play under ``rules``, in deck order (a removed suit leaves its ten out).

    >>> len(deck_cards(RuleSet.preset("standard")))
    40
    """
    deck = _DECKS.get(rules.removed_suits)
    if deck is None:
        removed = set(rules.removed_suits)
        deck = _DECKS[rules.removed_suits] = tuple(c for c in Card if c.suit not in removed)
    return list(deck)


def deck_mask(rules: RuleSet) -> Hand:
    """The cards in play under ``rules`` as one bitmask."""
    mask = 0
    for card in deck_cards(rules):
        mask |= 1 << card
    return mask


def shuffled_deal(rules: RuleSet, dealer: int, seed: int) -> Deal:
    """Shuffle with ``random.Random(seed)``, then deal packets counterclockwise from eldest;
    the rest is the talon, top card first."""
    deck = deck_cards(rules)
    random.Random(seed).shuffle(deck)
    players, packet = rules.players, rules.packet_size
    hands = [0] * players
    position = 0
    for _ in range(rules.packets_per_hand):
        for offset in range(1, players + 1):
            seat = (dealer + offset) % players
            for card in deck[position : position + packet]:
                hands[seat] |= 1 << card
            position += packet
    return Deal(tuple(hands), tuple(deck[position:]))


def _legal_actions(state: DealState) -> list[Action]:
    return []  # a chance step: see shuffled_deal


def _apply(state: DealState, action: Action) -> None:
    if type(action) is not Deal:
        raise state.wrong(action)
    assert isinstance(action, Deal)
    rules, players = state.rules, state.players
    if len(action.hands) != players:
        raise IllegalActionError(
            "bad-deal",
            label(
                "error.bad-deal.hands", players=players, rules=rules.name, count=len(action.hands)
            ),
        )
    if len(action.talon) != rules.talon_size:
        raise IllegalActionError(
            "bad-deal",
            label("error.bad-deal.talon", talon=rules.talon_size, count=len(action.talon)),
        )
    seen = 0
    for hand in action.hands:
        if hand.bit_count() != rules.hand_size:
            raise IllegalActionError(
                "bad-deal",
                label("error.bad-deal.hand-size", size=rules.hand_size, cards=format_cards(hand)),
            )
        if seen & hand:
            raise IllegalActionError(
                "bad-deal", label("error.bad-deal.twice", cards=format_cards(seen & hand))
            )
        seen |= hand
    for card in action.talon:
        if seen >> card & 1:
            raise IllegalActionError(
                "bad-deal", label("error.bad-deal.twice", cards=str(Card(card)))
            )
        seen |= 1 << card
    if seen != deck_mask(rules):
        raise IllegalActionError("bad-deal", label("error.bad-deal.deck", rules=rules.name))
    state.dealt = action
    state.hands = list(action.hands)
    state.talon = [Card(card) for card in action.talon]
    state.phase = "auction"
    state.current_player = state.eldest
    if state.dummy is not None:  # Ombre a dos: the dummy never bids
        state.passed[state.dummy] = True
        state.current_player = state.live_seats()[0]


DEAL = PhaseRules(_legal_actions, _apply, lambda state: label("expect.deal"))
