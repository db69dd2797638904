"""Hypothesis properties over random deals in both presets, and table/rule agreement."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from invariants import check_random_deal

from ombre_core.bots import RandomBot
from ombre_core.cards import Card, Suit, card_list, mask_of
from ombre_core.game import GameState, Position
from ombre_core.ranking import plain_order, trump_order
from ombre_core.session import Session
from ombre_core.tricks import legal_cards, trick_winner

PRESETS = st.sampled_from(["standard", "swedish"])
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)


@settings(max_examples=300, deadline=None)
@given(rules=PRESETS, seed=SEEDS)
def test_random_deals_keep_every_invariant(rules: str, seed: int) -> None:
    assert check_random_deal(rules, seed) == []


def oracle_legal(hand: list[Card], lead: Card, trump: Suit) -> set[Card]:
    """RULES.md's follow rule restated from the orders alone, card by card, as an oracle."""
    order = trump_order(trump)
    matadors = order[:3]

    def suit_of(card: Card) -> Suit:
        return trump if card in order else card.suit

    led = suit_of(lead)
    held = [card for card in hand if suit_of(card) == led]
    if not held:
        return set(hand)
    if led != trump:
        return set(held)
    if any(card not in matadors for card in held):
        return set(held)
    if lead in matadors and any(order.index(card) > order.index(lead) for card in held):
        return set(held)
    return set(hand)


def oracle_winner(cards: list[Card], trump: Suit) -> int:
    """The highest trump, else the highest card of the suit led, from the printed orders."""
    order = trump_order(trump)
    trumps = [card for card in cards if card in order]
    if trumps:
        return cards.index(min(trumps, key=order.index))
    led = plain_order(cards[0].suit, trump=trump)
    return cards.index(min((card for card in cards if card in led), key=led.index))


@settings(max_examples=500, deadline=None)
@given(
    hand=st.lists(st.sampled_from(list(Card)), max_size=9, unique=True),
    lead=st.sampled_from(list(Card)),
    trump=st.sampled_from(list(Suit)),
)
def test_legal_cards_agree_with_the_rule_as_written(
    hand: list[Card], lead: Card, trump: Suit
) -> None:
    hand = [card for card in hand if card != lead]
    assert set(card_list(legal_cards(mask_of(hand), [lead], trump))) == oracle_legal(
        hand, lead, trump
    )
    assert legal_cards(mask_of(hand), [], trump) == mask_of(hand)


@settings(max_examples=500, deadline=None)
@given(
    cards=st.lists(st.sampled_from(list(Card)), min_size=1, max_size=3, unique=True),
    trump=st.sampled_from(list(Suit)),
)
def test_trick_winner_agrees_with_the_rule_as_written(cards: list[Card], trump: Suit) -> None:
    assert trick_winner(cards, trump) == oracle_winner(cards, trump)


@settings(max_examples=150, deadline=None)
@given(rules=PRESETS, seed=SEEDS, cut=st.integers(min_value=0, max_value=26))
def test_a_position_taken_mid_play_plays_on_the_same(rules: str, seed: int, cut: int) -> None:
    rng = random.Random(seed)
    state = GameState.new_deal(rules, seed % 3, seed % 17, seed)
    while not state.is_terminal() and not (state.phase == "play" and cut == 0):
        if state.phase == "play":
            cut -= 1
        state.apply(state.random_action(rng))
    if state.is_terminal() or state.surrender_offered:
        return
    assert state.ombre is not None and state.contract is not None and state.trump is not None
    position = Position(
        contract=state.contract.name,
        trump=state.trump,
        ombre=state.ombre,
        leader=state.leader,
        hands=tuple(state.hands),
        trick=tuple(state.trick),
        won=tuple(state.won),
        ombre_hand=state.start_hands[state.ombre],
        vole=state.vole,
    )
    assert Position.parse(str(position)) == position
    copy = GameState.from_position(state.rules, position, state.dealer, state.pot_carried)
    assert copy.current_player == state.current_player
    assert copy.legal_actions() == state.legal_actions()
    assert GameState.from_notation(copy.to_notation()) == copy
    while not state.is_terminal():
        action = state.random_action(rng)
        state.apply(action)
        copy.apply(action)
    assert copy.returns() == state.returns() and copy.pot == state.pot


@settings(max_examples=20, deadline=None)
@given(rules=PRESETS, seed=SEEDS)
def test_sessions_conserve_chips_and_pass_the_deal_to_the_right(rules: str, seed: int) -> None:
    session = Session(rules, seed=seed)
    session.play([RandomBot(seed + seat) for seat in range(3)])
    assert len(session.records) == 12
    assert sum(session.tally) + session.pot == 0
    dealers = [record.dealer for record in session.records]
    assert dealers == [(session.first_dealer + n) % 3 for n in range(12)]
    tallies = [(0, 0, 0), *[record.tally for record in session.records]]
    for before, record in zip(tallies, session.records, strict=False):
        assert tuple(a + b for a, b in zip(before, record.chips, strict=True)) == record.tally
        assert GameState.from_notation(record.notation).is_terminal()
