"""Perft-style counts of legal action sequences from fixed seeded positions.

The counts were recorded from the engine and are cross-checked here against an independent
walker built only on ``ombre_core.tricks`` (the reference legal-play and winner rules).
"""

from __future__ import annotations

import pytest

from ombre_core.cards import Card
from ombre_core.game import GameState
from ombre_core.rules import RuleSet
from ombre_core.tricks import dummy_card, legal_cards, trick_winner


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
    hands: list[int],
    trick: list[Card],
    leader: int,
    trump: object,
    depth: int,
    played: int = 0,
    dummy: tuple[int, int] | None = None,
) -> int:
    """Card plays only, from tricks.legal_cards and tricks.trick_winner (one hand per player).
    ``dummy``: (the dummy's seat, the ombre's) in Ombre a dos, whose one card, from the rule as
    stated (tricks.dummy_card), is no decision and takes no depth."""
    if depth == 0:
        return 1
    players = len(hands)
    seat = (leader + len(trick)) % players
    total = 0
    mask = legal_cards(hands[seat], trick, trump)  # type: ignore[arg-type]
    if dummy is not None and seat == dummy[0]:
        winning = (leader + trick_winner(trick, trump)) % players if trick else None  # type: ignore[arg-type]
        friend = winning is not None and winning != dummy[1]
        mask = 1 << dummy_card(hands[seat], trick, trump, friend)  # type: ignore[arg-type]
        depth += 1
    for card in (Card(c) for c in range(40) if mask >> c & 1):
        next_hands = list(hands)
        next_hands[seat] &= ~(1 << card)
        next_trick = [*trick, card]
        if len(next_trick) == players:
            winner = (leader + trick_winner(next_trick, trump)) % players  # type: ignore[arg-type]
            total += reference_perft(next_hands, [], winner, trump, depth - 1, played + 1, dummy)
        else:
            total += reference_perft(
                next_hands, next_trick, leader, trump, depth - 1, played, dummy
            )
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
    # Ombre a dos: seat 1 (eldest) and seat 0 play; the dummy, seat 2, plays by rule.
    "ombre-a-dos-11": (RuleSet.preset("ombre-a-dos"), 11, "bid entrada; pass; trump spades"),
    "ombre-a-dos-novole-11": (
        RuleSet.preset("ombre-a-dos").replace(vole_style="none", stop_after_five=False),
        11,
        "bid entrada; pass; trump spades",
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
    "ombre-a-dos-11": [1, 10, 28, 127, 371, 1521, 4463, 15994],
    "ombre-a-dos-novole-11": [1, 9, 19, 103, 228, 1207, 2856, 12360],
}


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_perft_counts(name: str) -> None:
    rules, seed, actions = POSITIONS[name]
    state = play_phase(rules, seed, actions)
    counts = [perft(state, depth) for depth in range(len(EXPECTED[name]))]
    assert counts == EXPECTED[name]


@pytest.mark.slow
@pytest.mark.parametrize(
    "name", ["swedish-nosurrender-11", "quadrille-3", "quintille-5", "ombre-a-dos-novole-11"]
)
def test_perft_agrees_with_the_reference_rules(name: str) -> None:
    """Card plays only (no surrender; the side games have no announcement; Ombre a dos without
    a vole or a stop), three to five hands."""
    rules, seed, actions = POSITIONS[name]
    state = play_phase(rules, seed, actions)
    assert state.trump is not None and state.ombre is not None
    dummy = None if rules.dummy_seat is None else (rules.dummy_seat, state.ombre)
    for depth in range(len(EXPECTED[name])):
        reference = reference_perft(
            list(state.hands), list(state.trick), state.leader, state.trump, depth, 0, dummy
        )
        assert perft(state, depth) == reference
