"""The seats drill: the eldest hand, the first lead and the next deal, as the engine seats them."""

from __future__ import annotations

import pytest

from ombre_core.exercises import generate
from ombre_core.exercises.seats import ROLES
from ombre_core.game import GameState
from ombre_core.messages import PLAYER_NAMES
from ombre_core.rules import RuleSet
from ombre_core.session import next_dealer

SEEDS = range(42)


def _engine_answer(role: str, dealer: int) -> int:
    """The seat the engine's own deal gives for ``role`` when ``dealer`` deals."""
    state = GameState.new_deal("standard", dealer=dealer, seed=1)
    eldest = state.current_player  # the first to speak in the auction
    assert eldest == state.eldest
    return {
        "eldest": eldest,
        "first-bid": eldest,
        "first-lead": eldest,
        "middle": (eldest + 1) % 3,
        "cut": (eldest + 1) % 3,  # on the dealer's left: the seat before the dealer in turn
        "last": dealer,
        "next-dealer": next_dealer(RuleSet.preset("standard"), dealer),
    }[role]


@pytest.mark.parametrize("rules", ["standard", "swedish"])
def test_every_answer_is_the_seat_the_engine_gives(rules: str) -> None:
    roles = set()
    for seed in SEEDS:
        exercise = generate("seats", seed, rules)
        role, dealer = exercise.data["role"], exercise.data["dealer"]
        roles.add(role)
        assert exercise.solution == f"seat-{_engine_answer(role, dealer)}"
        assert f"{PLAYER_NAMES[dealer]} deals." in exercise.question
    assert roles == {role for role, _ in ROLES}


def test_the_eldest_hand_leads_first_whoever_is_the_ombre() -> None:
    questions = [generate("seats", seed) for seed in SEEDS]
    leads = [q for q in questions if q.data["role"] == "first-lead"]
    assert leads
    for exercise in leads:
        eldest = (exercise.data["dealer"] + 1) % 3
        assert exercise.data["ombre"] != eldest  # the point: the ombre does not lead
        assert f"{PLAYER_NAMES[exercise.data['ombre']]} wins the bidding" in exercise.question
        assert "whoever becomes the ombre" in exercise.check(exercise.solution).message


def test_a_wrong_try_is_nudged_without_the_answer_then_explained() -> None:
    exercise = generate("seats", 0)  # Cecilia deals: who is the eldest hand?
    assert exercise.data["role"] == "eldest"
    dealer = f"seat-{exercise.data['dealer']}"
    first = exercise.check(dealer, reveal=False)
    assert first.retry and "Not the dealer" in first.message
    assert PLAYER_NAMES[0] not in first.message  # Anna, the answer, is not given away
    second = exercise.check(dealer)
    assert not second.correct
    assert "Anna sits on the right of Cecilia, the dealer" in second.message
    assert second.reasons[0]["message"].startswith("Turns go Anna (eldest hand")
    cut = next(generate("seats", s) for s in SEEDS if generate("seats", s).data["role"] == "cut")
    wrong = next(c.id for c in cut.choices if c.id != cut.solution)
    assert "dealer's left" in cut.check(wrong, reveal=False).nudge
