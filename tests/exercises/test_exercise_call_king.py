"""The call-king drill: the Quadrille (or Quintille) ombre picks a king to call; the choices are
the four kings, the legal calls are the engine's, and the answer is the bots' call."""

from __future__ import annotations

import re

import pytest

from ombre_core.cards import Card, Rank
from ombre_core.exercises import check, generate
from ombre_core.exercises.calling import CALL_CASES, side_length
from ombre_core.rules import RuleSet

SEEDS = range(30)


@pytest.mark.parametrize("rules", ["quadrille", "quintille", "standard"])
def test_the_answer_is_the_longest_side_suit_without_its_king(rules: str) -> None:
    for seed in SEEDS:
        exercise = generate("call-king", seed, rules)
        hand, trump = exercise.context["hand"], exercise.context["trump"]
        calls = exercise.context["calls"]
        answer = Card.parse(exercise.solution)
        assert answer in calls and answer.suit != trump and not hand & answer.bit
        others = [k for k in calls if k != answer and not hand & k.bit]
        assert all(
            side_length(hand, k.suit, trump) < side_length(hand, answer.suit, trump) for k in others
        )
        assert {c.id for c in exercise.choices} == {str(Card.of(Rank.KING, s)) for s in range(4)}
        assert len(exercise.data["hand"]) == (8 if rules == "quintille" else 10)


def test_rules_without_a_call_ask_at_a_quadrille_table_and_both_cases_come_up() -> None:
    assert generate("call-king", 3, "standard").question.startswith("Quadrille:")
    assert generate("call-king", 3, "quintille").question.startswith("Quintille:")
    cases = {generate("call-king", seed, "quadrille").context["case"] for seed in SEEDS}
    assert cases == set(CALL_CASES)


@pytest.mark.slow
def test_each_wrong_king_gets_its_own_nudge_then_its_reason() -> None:
    seen = set()
    for seed in SEEDS:
        exercise = generate("call-king", seed, "quadrille")
        trump, hand = exercise.context["trump"], exercise.context["hand"]
        for choice in exercise.choices:
            if choice.id == exercise.solution:
                continue
            card = Card.parse(choice.id)
            first = check("call-king", seed, "quadrille", choice.id, reveal=False)
            assert first.retry and first.solution is None
            second = check("call-king", seed, "quadrille", choice.id)
            if card.suit == trump:
                assert "can their king be called?" in first.nudge
                assert "may never be called" in second.message
                seen.add("trump")
            elif hand & card.bit:
                assert "You hold that king yourself" in first.nudge
                assert "play alone" in second.message
                seen.add("own")
            else:
                assert "Count your cards" in first.nudge
                assert "the longer suit" in second.message
                seen.add("shorter")
    assert seen == {"trump", "own", "shorter"}


def test_every_suit_is_named_by_its_plural_word_which_the_page_swaps_for_the_deck() -> None:
    singular = re.compile(r"\b(?:spade|heart|diamond|club)\b", re.IGNORECASE)
    for seed in SEEDS:
        exercise = generate("call-king", seed, "quadrille")
        texts = [exercise.question, exercise.hint]
        for choice in exercise.choices:
            texts.append(exercise.check(choice.id).message)
            texts.append(exercise.check(choice.id, reveal=False).message)
        for text in texts:
            assert not singular.search(text), text


@pytest.mark.parametrize("rules", ["quadrille", "quintille"])
def test_an_own_king_is_a_legal_call_and_the_drill_says_how_it_is_scored(rules: str) -> None:
    """Hoyle's law 23: a caller may call a king of their own, and then plays alone for the
    side's tricks; the drill coaches it as legal but poor, as the table allows it."""
    table = RuleSet.preset(rules)
    for seed in SEEDS:
        exercise = generate("call-king", seed, rules)
        own = [c.id for c in exercise.choices if exercise.context["hand"] & Card.parse(c.id).bit]
        for king in own:
            if Card.parse(king).suit == exercise.context["trump"]:
                continue
            assert Card.parse(king) in exercise.context["calls"]  # the engine's legal call
            nudge = check("call-king", seed, rules, king, reveal=False).nudge
            assert "legal call" in nudge and "play alone" in nudge
            message = check("call-king", seed, rules, king).message
            assert "allowed" in message
            assert f"need {table.straight_tricks} of {table.tricks_per_deal} tricks" in message
            return
    raise AssertionError("no own king among the choices")


@pytest.mark.parametrize("seed", [214, 362, 383850])
def test_a_deal_whose_hand_holds_every_callable_king_is_dealt_again(seed: int) -> None:
    exercise = generate("call-king", seed, "standard")
    assert Card.parse(exercise.solution) in exercise.context["calls"]
