"""The double-dummy solver against plain minimax over the engine's own GameState.

The reference plays every legal action (cards, stop, vole announcements; never a surrender,
which the solver does not play) with ``GameState.apply`` on clones and scores the finished
deal by the order the solver documents. It knows nothing of the solver's tricks.
"""

from __future__ import annotations

import random
import time

import pytest

from ombre_core.actions import SURRENDER
from ombre_core.cards import Suit
from ombre_core.game import GameState, Position
from ombre_core.rules import RuleSet
from ombre_core.scoring import classify
from ombre_core.solver import VOLE_MADE, Outcome, solve
from ombre_core.tricks import legal_mask, trick_winner

CLASS = {"codille": 1, "puesta": 2, "sacada": 3}


def final_score(state: GameState) -> int:
    """The solver's documented order, from a finished deal."""
    assert state.is_terminal() and state.ombre is not None
    counts = [state.won[seat] for seat in state.seat_order()]
    rules = state.rules
    if state.stopped:
        return 64 + 48 + (15 if rules.stop_bonus else rules.hand_size // 2 + 1)
    rank = CLASS[classify(counts)[0]] * 16 + counts[0]
    if state.vole:
        return VOLE_MADE if counts[0] == rules.hand_size else rank
    return 64 + rank


def minimax(state: GameState, memo: dict[tuple[object, ...], int]) -> int:
    """Every line to the end; positions met again are looked up, keyed by all they hold."""
    if state.is_terminal():
        return final_score(state)
    key = (
        tuple(state.hands),
        tuple(state.trick),
        state.leader,
        tuple(state.won),
        state.vole,
        state.current_player,
    )
    if key not in memo:
        values = []
        for action in state.legal_actions():
            if action == SURRENDER:
                continue
            child = state.clone()
            child.apply(action)
            values.append(minimax(child, memo))
        memo[key] = max(values) if state.current_player == state.ombre else min(values)
    return memo[key]


def action_values(state: GameState) -> dict[str, int]:
    values = {}
    memo: dict[tuple[object, ...], int] = {}
    for action in state.legal_actions():
        if action == SURRENDER:
            continue
        child = state.clone()
        child.apply(action)
        values[str(action)] = minimax(child, memo)
    return values


def played_ending(rng: random.Random, rules: RuleSet, tricks_left: int) -> GameState:
    """A seeded deal played at random (auction, exchange, cards) to ``tricks_left`` tricks."""
    while True:
        state = GameState.new_deal(rules, rng.randrange(3), 0, rng.getrandbits(32))
        while state.phase not in ("play", "over"):
            state.apply(state.random_action(rng))
        while state.phase == "play" and state.tricks_done < rules.hand_size - tricks_left:
            actions = [a for a in state.legal_actions() if a != SURRENDER]
            state.apply(actions[rng.randrange(len(actions))])
        if state.phase == "play":
            return state


def drawn_ending(rng: random.Random, rules: RuleSet, tricks_left: int) -> GameState:
    """Hands drawn at random; with four tricks left, often five straight ombre tricks, where
    the ombre chooses between stopping, a vole and playing on."""
    contract = rng.choice(rules.contracts)
    trump = Suit.DIAMONDS if contract.trump_choice == "diamonds" else Suit(rng.randrange(4))
    deck = list(range(40))
    rng.shuffle(deck)
    hands = tuple(
        sum(1 << card for card in deck[seat * tricks_left : (seat + 1) * tricks_left])
        for seat in range(3)
    )
    ombre = rng.randrange(3)
    done = rules.hand_size - tricks_left
    won = [0, 0, 0]
    if done == 5 and rng.random() < 0.6:
        won[ombre], leader = 5, ombre
    else:
        cuts = sorted(rng.randrange(done + 1) for _ in range(2))
        won = [cuts[0], cuts[1] - cuts[0], done - cuts[1]]
        leader = ombre if won[ombre] == done else rng.randrange(3)
    if rules.vole_style == "announce":
        vole = won[ombre] == done and rng.random() < 0.3
    else:
        vole = won[ombre] == done > 5  # leading to trick 6 committed the ombre
    position = Position(contract.name, trump, ombre, leader, hands, (), tuple(won), None, vole)
    return GameState.from_position(rules, position)


def random_ending(rng: random.Random, preset: str, tricks_left: int) -> GameState:
    """A play position with ``tricks_left`` tricks to go, sometimes inside a trick."""
    rules = RuleSet.preset(preset)
    if rng.random() < 0.5:
        state = played_ending(rng, rules, tricks_left)
    else:
        state = drawn_ending(rng, rules, tricks_left)
    for _ in range(rng.randrange(3)):
        actions = [a for a in state.legal_actions() if a != SURRENDER]
        state.apply(actions[rng.randrange(len(actions))])
        if state.phase != "play" or not state.trick:
            break
    return state


def check_position(state: GameState) -> None:
    analysis = solve(state, seconds=None)
    assert analysis.complete
    expected = action_values(state)
    got = {item.action: item for item in analysis.actions}
    assert set(got) == set(expected), state.to_notation()
    for action, value in expected.items():
        item = got[action]
        assert item.outcome is not None
        assert item.outcome.score == value, (action, item.outcome, value, state.to_notation())
        check_line(state, action, item.outcome)


def check_line(state: GameState, action: str, outcome: Outcome) -> None:
    """The reported split is reachable and scores the reported outcome."""
    assert sum(outcome.tricks) <= state.rules.hand_size
    assert all(got >= had for got, had in zip(outcome.tricks, state.won, strict=True))
    if outcome.stopped:
        return
    counts = [outcome.tricks[seat] for seat in state.seat_order()]
    assert sum(counts) == state.rules.hand_size
    if outcome.result == "vole":
        assert outcome.vole and counts[0] == state.rules.hand_size
    else:
        assert outcome.result == classify(counts)[0]


TRICKS_LEFT = (1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4)


@pytest.mark.parametrize("preset", ["standard", "swedish"])
def test_solver_agrees_with_minimax_on_random_endings(preset: str) -> None:
    """1,000 endings per preset, up to four tricks, every legal action compared."""
    rng = random.Random(f"solver-{preset}")
    checked = 0
    for index in range(1000):
        state = random_ending(rng, preset, TRICKS_LEFT[index % len(TRICKS_LEFT)])
        if state.phase == "play":
            check_position(state)
            checked += 1
    assert checked >= 950
