"""The pot drill: what the pot holds after a few deals, antes in and results out."""

from __future__ import annotations

import random
from typing import Any

from ..messages import label, listing, rules_name
from ..rules import RuleSet
from ..scoring import DealOutcome, settle
from .base import Exercise, Marking, register

# Each session's deals in order; "passed" is a deal that everybody passed (gasca).
PATTERNS: tuple[tuple[str, ...], ...] = (
    ("puesta", "codille", "passed"),
    ("codille", "puesta", "sacada", "passed"),
    ("passed", "puesta", "codille"),
    ("puesta", "sacada", "codille"),
    ("codille", "passed", "puesta"),
    ("sacada", "puesta", "puesta"),
)
_TRICKS = {
    "sacada": ((5, 2, 2), (4, 3, 2), (6, 2, 1)),
    "puesta": ((3, 3, 3), (4, 4, 1), (1, 4, 4)),
    "codille": ((3, 4, 2), (2, 5, 2), (4, 5, 0)),
}
_CARRIED = (0, 0, 10, 20, 35)


def antes(rules: RuleSet) -> int:
    """The chips the antes put into the pot before each deal."""
    return rules.ante * (rules.players if rules.ante_style == "each" else 1)


def _passes_keep_the_pot(rules: RuleSet) -> bool:
    """Whether a deal everybody passed leaves the pot as it is (no forced game after it)."""
    return not (rules.forced_spadille or rules.gascarille)


def _make_pot(rng: random.Random, rules: RuleSet, seed: int) -> Exercise:
    pattern = PATTERNS[seed % len(PATTERNS)]
    if not _passes_keep_the_pot(rules):
        pattern = tuple("codille" if result == "passed" else result for result in pattern)
    carried = rng.choice(_CARRIED)
    pot = carried
    steps: list[dict[str, Any]] = []
    for result in pattern:
        before = pot + antes(rules)
        after = before
        if result != "passed":
            contract = rng.choice(rules.contracts).name
            after = settle(
                DealOutcome(rules, contract, rng.choice(_TRICKS[result]), before)
            ).pot_after
        steps.append({"result": result, "before": before, "after": after})
        pot = after
    deals = listing(
        [
            label(f"drill.pot.deal.{step['result']}", number=index + 1)
            for index, step in enumerate(steps)
        ]
    )
    start = label("drill.pot.carried", pot=carried) if carried else label("drill.pot.empty")
    return Exercise(
        kind="pot-carry",
        seed=seed,
        rules=rules.name,
        question=label(
            "drill.pot.question", rules=rules_name(rules.name), start=start, deals=deals
        ),
        data={"carried": carried, "results": list(pattern)},
        answer_type="number",
        choices=(),
        hint=label("drill.pot.hint"),
        solution=pot,
        context={"steps": steps, "antes": antes(rules), "carried": carried},
    )


def _mark_pot(exercise: Exercise, answer: Any) -> Marking:
    steps: list[dict[str, Any]] = exercise.context["steps"]
    reasons = tuple(
        {
            "code": step["result"],
            "message": label(
                f"drill.pot.step.{step['result']}",
                number=index + 1,
                before=step["before"],
                after=step["after"],
                added=step["after"] - step["before"],
            ),
            "cards": [],
            "facts": dict(step),
        }
        for index, step in enumerate(steps)
    )
    explanation = label(
        "drill.pot.explanation",
        antes=exercise.context["antes"],
        rules=exercise.rules,
        after=exercise.solution,
    )
    return Marking(answer == exercise.solution, explanation, reasons)


def _nudge_pot(exercise: Exercise, answer: Any) -> str:
    steps: list[dict[str, Any]] = exercise.context["steps"]
    if answer > exercise.solution and any(step["result"] == "sacada" for step in steps):
        return label("drill.pot.nudge.sacada")
    if answer < exercise.solution:
        return label("drill.pot.nudge.too-few")
    return label("drill.pot.nudge.too-many")


register("pot-carry", _make_pot, _mark_pot, _nudge_pot)
