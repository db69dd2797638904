"""The pot drill: the pot after a few deals is the antes plus what each settlement puts in or
takes out, as ombre_core.scoring settles it; the feedback walks deal by deal and the nudges
point at the step that was missed."""

from __future__ import annotations

import pytest

from ombre_core.exercises import check, generate
from ombre_core.exercises.pot import PATTERNS, antes
from ombre_core.messages import LANGUAGES, catalogue, use_language
from ombre_core.rules import RuleSet


@pytest.mark.parametrize("rules", ["standard", "swedish"])
def test_the_antes_go_in_before_every_deal_and_only_a_sacada_empties_the_pot(rules: str) -> None:
    preset = RuleSet.preset(rules)
    for seed in range(2 * len(PATTERNS)):
        exercise = generate("pot-carry", seed, rules)
        pot = exercise.context["carried"]
        for step in exercise.context["steps"]:
            assert step["before"] == pot + antes(preset)
            if step["result"] == "sacada":
                assert step["after"] == 0
            elif step["result"] == "puesta":  # as much as the pot holds, and per defender
                assert step["after"] == 2 * step["before"] + 2 * preset.puesta_per_defender
            else:
                assert step["after"] == step["before"]
            pot = step["after"]
        assert exercise.solution == pot


def test_the_antes_follow_the_rule_book() -> None:
    assert antes(RuleSet.preset("standard")) == 15  # each of the three puts in 5
    assert antes(RuleSet.preset("swedish")) == 5  # the dealer alone


def test_a_wrong_answer_is_nudged_then_walked_through_deal_by_deal() -> None:
    exercise = generate("pot-carry", 3, "standard")  # a puesta, a sacada, then a codille
    assert [step["result"] for step in exercise.context["steps"]] == ["puesta", "sacada", "codille"]
    first = check("pot-carry", 3, "standard", exercise.solution + 70, reveal=False)
    assert first.retry and "sacada" in first.nudge and str(exercise.solution) not in first.nudge
    second = check("pot-carry", 3, "standard", exercise.solution + 70)
    assert not second.correct and second.solution == exercise.solution == 15
    assert [reason["code"] for reason in second.reasons] == ["puesta", "sacada", "codille"]
    assert "takes it all" in second.reasons[1]["message"]
    assert "antes put 15" in second.message


def test_too_few_asks_for_the_antes_and_the_puesta() -> None:
    exercise = generate("pot-carry", 2, "swedish")
    nudge = check("pot-carry", 2, "swedish", exercise.solution - 5, reveal=False).nudge
    assert "antes" in nudge and "puesta" in nudge


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_question_names_the_rules_in_words(lang: str) -> None:
    with use_language(lang):
        question = generate("pot-carry", 2, "swedish").question
    assert question.startswith(catalogue(lang)["rules.swedish"] + ". ")
    assert "swedish" not in question.lower().replace(catalogue(lang)["rules.swedish"].lower(), "")
