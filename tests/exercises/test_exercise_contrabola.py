"""The legal-play drill under rules with a contrabola: a trick of a game without trumps, where
Spadille and Basto are plain aces of spades and clubs (the course's house reading)."""

from __future__ import annotations

import pytest

from ombre_core.cards import BASTO, SPADILLE, Card
from ombre_core.exercises import check, generate
from ombre_core.exercises.play import CONTRABOLA_CASES, LEGAL_CASES

SEEDS = range(1, 41)


@pytest.mark.parametrize("rules", ["contrabola", "countervole"])
def test_the_answer_is_to_follow_the_suit_led_with_no_card_a_trump(rules: str) -> None:
    for seed in SEEDS:
        exercise = generate("legal-play", seed, rules)
        hand = [Card.parse(code) for code in exercise.data["hand"]]
        lead = Card.parse(exercise.data["trick"][0])
        same = [card for card in hand if card.suit == lead.suit]
        expected = sorted(str(card) for card in (same or hand))
        assert exercise.solution == expected, (seed, exercise.data)
        assert exercise.data["trump"] is None and "no trumps" in exercise.question
        assert check("legal-play", seed, rules, expected).correct


def test_every_case_comes_up_and_the_black_aces_are_plain() -> None:
    cases = {generate("legal-play", seed, "contrabola").context["case"] for seed in SEEDS}
    assert cases == set(CONTRABOLA_CASES)
    for seed in SEEDS:
        exercise = generate("legal-play", seed, "contrabola")
        case, solution = exercise.context["case"], exercise.solution
        if case == "spadille-is-a-spade":
            assert str(SPADILLE) in solution  # it follows a spade like any spade
        elif case == "basto-only-club":
            assert solution == [str(BASTO)]  # the only club must be played
        # Shown as a player reads the hand: Spadille below the jack of spades.
        hand = exercise.data["hand"]
        if "As" in hand and "Js" in hand:
            assert hand.index("Js") < hand.index("As")


def test_a_wrong_answer_gets_a_nudge_about_the_missing_trumps() -> None:
    seed = next(
        seed
        for seed in SEEDS
        if generate("legal-play", seed, "contrabola").context["case"] == "spadille-is-a-spade"
    )
    exercise = generate("legal-play", seed, "contrabola")
    wrong = [code for code in exercise.solution if code != "As"]
    feedback = check("legal-play", seed, "contrabola", wrong, reveal=False)
    assert not feedback.correct
    assert "Spades were led, and there are no trumps: can you follow?" in feedback.nudge


def test_the_standard_drill_keeps_its_cases() -> None:
    cases = {generate("legal-play", seed, "standard").context["case"] for seed in SEEDS}
    assert cases == set(LEGAL_CASES)
