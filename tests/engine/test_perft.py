"""Perft-style counts of legal action sequences from fixed seeded positions.

The counts were recorded from the engine and are cross-checked here against an independent
walker built only on ``ombre_core.tricks`` (the reference legal-play and winner rules).
"""

from __future__ import annotations

import pytest

from ombre_core.cards import Card
from ombre_core.game import GameState
from ombre_core.rules import RuleSet
from ombre_core.tricks import legal_cards, trick_winner


def perft(state: GameState, depth: int) -> int:
    if depth == 0 or state.is_terminal():
        return 1
    total = 0
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        total += perft(child, depth - 1)
    return total


def reference_perft(
    hands: list[int], trick: list[Card], leader: int, trump: object, depth: int, played: int = 0
) -> int:
    """Card plays only, from tricks.legal_cards and tricks.trick_winner (one hand per player)."""
    if depth == 0:
        return 1
    players = len(hands)
    seat = (leader + len(trick)) % players
    total = 0
    mask = legal_cards(hands[seat], trick, trump)  # type: ignore[arg-type]
    for card in (Card(c) for c in range(40) if mask >> c & 1):
        next_hands = list(hands)
        next_hands[seat] &= ~(1 << card)
        next_trick = [*trick, card]
        if len(next_trick) == players:
            winner = (leader + trick_winner(next_trick, trump)) % players  # type: ignore[arg-type]
            total += reference_perft(next_hands, [], winner, trump, depth - 1, played + 1)
        else:
            total += reference_perft(next_hands, next_trick, leader, trump, depth - 1, played)
    return total


def play_phase(rules: RuleSet, seed: int, actions: str) -> GameState:
    state = GameState.new_deal(rules, dealer=0, pot=0, seed=seed)
    for text in actions.split(";"):
        state.apply(text)
    while state.phase == "exchange":
        state.apply("discard none")
    assert state.phase == "play"
    return state


STANDARD = RuleSet.preset("standard")
SWEDISH = RuleSet.preset("swedish")
POSITIONS = {
    "standard-11": (STANDARD, 11, "bid entrada; pass; pass; trump spades"),
    "standard-40": (STANDARD, 40, "pass; bid vuelta; pass"),
    "swedish-11": (SWEDISH, 11, "bid play; pass; pass; choose juego; trump hearts"),
    "swedish-nosurrender-11": (
        SWEDISH.replace(surrender=False),
        11,
        "bid play; pass; pass; choose juego; trump hearts",
    ),
    "quadrille-3": (
        RuleSet.preset("quadrille"),
        3,
        "pass; pass; bid alliance; pass; trump spades; call Kd",
    ),
    "quintille-5": (
        RuleSet.preset("quintille"),
        5,
        "bid alliance; pass; pass; pass; pass; trump hearts; call Ks",
    ),
}
# depth -> number of legal action sequences of that length
EXPECTED = {
    "standard-11": [1, 10, 28, 66, 442, 1393, 3036, 15875],
    "standard-40": [1, 9, 29, 53, 303, 1125, 3074, 17499],
    "swedish-11": [1, 10, 21, 58, 411, 1046, 2836, 14387],
    "swedish-nosurrender-11": [1, 9, 19, 47, 376, 783, 1640, 11480],
    "quadrille-3": [1, 10, 22, 142, 366, 3294, 10586, 36914],
    "quintille-5": [1, 8, 15, 31, 45, 75, 525, 1309, 2809, 8229],
}


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_perft_counts(name: str) -> None:
    rules, seed, actions = POSITIONS[name]
    state = play_phase(rules, seed, actions)
    counts = [perft(state, depth) for depth in range(len(EXPECTED[name]))]
    assert counts == EXPECTED[name]


@pytest.mark.parametrize("name", ["swedish-nosurrender-11", "quadrille-3", "quintille-5"])
def test_perft_agrees_with_the_reference_rules(name: str) -> None:
    """Card plays only (no surrender; the side games have no announcement), three to five
    hands."""
    rules, seed, actions = POSITIONS[name]
    state = play_phase(rules, seed, actions)
    assert state.trump is not None
    for depth in range(len(EXPECTED[name])):
        reference = reference_perft(list(state.hands), [], state.leader, state.trump, depth)
        assert perft(state, depth) == reference
