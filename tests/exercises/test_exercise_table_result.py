"""The table-result drill: the result with two players (tvåhant: the ombre against the one
defender) and of a called side (Quadrille, Quintille: the ombre's and the partner's tricks
together against half the deal), each the engine's classification, nudged then explained."""

from __future__ import annotations

import pytest

from ombre_core.exercises import check, generate
from ombre_core.rules import RuleSet
from ombre_core.scoring import classify, classify_side

SEEDS = range(60)


@pytest.mark.parametrize("rules", ["tvahant", "quadrille", "quintille"])
def test_the_answer_is_the_engines_result_and_every_result_comes_up(rules: str) -> None:
    table = RuleSet.preset(rules)
    seen = set()
    for seed in SEEDS:
        exercise = generate("table-result", seed, rules)
        tricks, partner = exercise.data["tricks"], exercise.data["partner"]
        assert len(tricks) == table.players and sum(tricks) == table.tricks_per_deal
        if rules == "tvahant":
            assert partner is None
            assert exercise.solution == classify(tricks)[0]
        else:
            assert 1 <= partner < table.players
            assert exercise.solution == classify_side(tricks, partner=partner)
        assert [choice.id for choice in exercise.choices] == ["sacada", "puesta", "codille"]
        seen.add(exercise.solution)
    assert seen == {"sacada", "puesta", "codille"}


def test_three_handed_rules_ask_at_each_table_in_turn() -> None:
    questions = [generate("table-result", seed, "standard").question for seed in range(3)]
    assert questions[0].startswith("Two players (tvåhant):")
    assert questions[1].startswith("Quadrille:")
    assert questions[2].startswith("Quintille:")
    assert generate("table-result", 4, "quintille").question.startswith("Quintille:")


def test_a_side_wins_on_its_total_though_the_ombre_alone_has_fewer() -> None:
    """The Quadrille lesson's first question: you 1, your partner 5, of ten: a win."""
    exercise = generate("table-result", 0, "quadrille")
    tricks, partner = exercise.data["tricks"], exercise.data["partner"]
    assert tricks[0] < max(tricks[1:]) and tricks[0] + tricks[partner] > 5
    feedback = check("table-result", 0, "quadrille", "codille", reveal=False)
    assert feedback.retry and feedback.solution is None
    assert "count your partner's tricks with yours" in feedback.nudge
    second = check("table-result", 0, "quadrille", "codille")
    assert not second.correct
    assert "Your side took 6 of 10 tricks" in second.message and "a win" in second.message
    assert "share the pot and the game" in second.reasons[0]["message"]


@pytest.mark.parametrize(
    ("rules", "seed", "wrong", "nudge", "why"),
    [
        ("tvahant", 6, "sacada", "needs more tricks than the one defender", "an even split"),
        ("tvahant", 6, "codille", "needs more tricks than the ombre", "a puesta"),
        ("quintille", 0, "puesta", "a remise is exactly half, 4 of 8", "fewer than half"),
        ("quintille", 0, "sacada", "more than half the 8 tricks", "a codille for the defenders"),
    ],
)
def test_a_wrong_first_try_is_nudged_and_the_second_explained(
    rules: str, seed: int, wrong: str, nudge: str, why: str
) -> None:
    first = check("table-result", seed, rules, wrong, reveal=False)
    assert first.retry and nudge in first.nudge
    second = check("table-result", seed, rules, wrong)
    assert not second.correct and why in second.message
    assert second.solution == generate("table-result", seed, rules).solution


def test_a_two_player_result_names_the_one_defenders_payment() -> None:
    right = check("table-result", 6, "tvahant", "puesta")
    assert right.correct and "You took 4 tricks and Anna as many" in right.message
    assert right.reasons[0]["message"].startswith("Every swedish payment is kept")
