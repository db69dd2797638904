"""The order drill's nudges for a red suit say which small card is highest, as the engine ranks
it (the two above the six or seven), not "upwards from the two", which reads as the two lowest."""

from __future__ import annotations

import pytest

from ombre_core.cards import Card, Suit
from ombre_core.exercises import generate
from ombre_core.ranking import suit_order


def _first(case: str) -> tuple[str, Suit, Suit]:
    for seed in range(200):
        exercise = generate("order-cards", seed)
        if exercise.context["case"] == case:
            wrong = list(reversed(exercise.solution))
            nudge = exercise.check(wrong, reveal=False).nudge
            trump = Suit.parse(exercise.data["trump"])
            return nudge, Suit.parse(exercise.data["suit"]), trump
    raise AssertionError(case)


@pytest.mark.parametrize(("case", "lowest"), [("red-trumps", "six"), ("red-plain", "seven")])
def test_a_red_suit_nudge_names_the_two_highest_of_the_small_cards(case: str, lowest: str) -> None:
    nudge, suit, trump = _first(case)
    assert "the two is the highest small" in nudge and f"the {lowest} the lowest" in nudge
    order = suit_order(suit, trump=trump)
    low = {"six": "6", "seven": "7"}[lowest]
    two, last = Card.parse(f"2{suit.letter}"), Card.parse(f"{low}{suit.letter}")
    assert order.index(two) < order.index(last) == len(order) - 1
    assert "upwards" not in nudge
