"""The drills of The deck (deck-ranks, spanish-suit, suit-size) and of The exchange (talon-draw):
each answer is the engine's, and a wrong one is explained."""

from __future__ import annotations

from ombre_core.cards import Card, Rank, Suit
from ombre_core.exercises import check, generate
from ombre_core.exercises.deck import REMOVED_RANKS, SUIT_PAIRS
from ombre_core.ranking import plain_order
from ombre_core.rules import RuleSet


def test_deck_ranks_keep_every_shown_rank_but_eight_nine_and_ten() -> None:
    for seed in range(40):
        exercise = generate("deck-ranks", seed)
        shown = exercise.data["ranks"]
        assert any(rank in REMOVED_RANKS for rank in shown)  # always something to leave out
        assert sorted(rank for rank in shown if rank not in REMOVED_RANKS) == exercise.solution
    assert len(Rank) == 13 - len(REMOVED_RANKS)  # the engine's deck has the ten ranks kept


def test_deck_ranks_name_the_removed_rank_that_was_kept() -> None:
    exercise = generate("deck-ranks", 0)
    removed = next(rank for rank in exercise.data["ranks"] if rank in REMOVED_RANKS)
    feedback = check("deck-ranks", 0, "standard", [*exercise.solution, removed])
    assert not feedback.correct
    assert f"has no {exercise.label(removed)}" in feedback.message


def test_spanish_suit_offers_one_card_of_each_suit_and_names_the_emblem() -> None:
    for seed in range(40):
        exercise = generate("spanish-suit", seed)
        suits = {Card.parse(choice.id).suit for choice in exercise.choices}
        assert suits == set(Suit)
        target = Suit.parse(exercise.data["suit"])
        assert target.name_in("spanish") in exercise.question
        assert Card.parse(exercise.solution).suit == target
    feedback = check("spanish-suit", 1, "standard", generate("spanish-suit", 1).solution)
    assert feedback.correct and "gold coins" in feedback.message and "red suit" in feedback.message


def test_suit_size_is_the_engines_plain_suit_nine_for_a_black_suit() -> None:
    asked = set()
    for seed in range(len(SUIT_PAIRS)):
        exercise = generate("suit-size", seed)
        trump, suit = Suit.parse(exercise.data["trump"]), Suit.parse(exercise.data["suit"])
        asked.add((trump, suit))
        assert exercise.solution == len(plain_order(suit, trump=trump))
        assert exercise.solution == (9 if suit.is_black else 10)
    assert len(asked) == len(SUIT_PAIRS) == 12


def test_talon_draw_is_what_is_left_at_most_a_hand() -> None:
    rules = RuleSet.preset("standard")
    cases = set()
    for seed in range(60):
        exercise = generate("talon-draw", seed)
        data = exercise.data
        cases.add(data["case"])
        left = rules.talon_size - data["ombre"] - data["first"]
        assert left >= 0 and exercise.solution == min(rules.hand_size, left)
        if data["case"] == "solo":
            assert data["ombre"] == 0 and "solo" in exercise.question
    assert cases == {"first", "last", "solo"}
    empty = next(
        seed for seed in range(300) if generate("talon-draw", seed).solution == 0
    )  # the talon can run out before the last defender
    assert "exchange is over" in check("talon-draw", empty, "standard", 0).message
