"""Exercise of the lesson "The exchange": how many cards a player may still draw from the talon."""

from __future__ import annotations

import random
from typing import Any

from ..messages import count, label
from ..rules import RuleSet
from .base import Exercise, Marking, register

TALON_CASES = ("first", "last", "solo")


def _make_talon(rng: random.Random, rules: RuleSet, seed: int) -> Exercise:
    case = TALON_CASES[seed % len(TALON_CASES)]
    talon, hand = rules.talon_size, rules.hand_size
    contract = rules.contracts[0].name
    ombre = 0 if case == "solo" else rng.randint(max(1, talon - 2 * hand), hand)
    first = 0
    if case != "first":
        first = rng.randint(1, min(hand, talon - ombre))
    left = talon - ombre - first
    params: dict[str, str | int] = {
        "contract": contract,
        "talon": count("card", talon),
        "ombre": count("card", ombre),
        "first": count("card", first),
    }
    return Exercise(
        kind="talon-draw",
        seed=seed,
        rules=rules.name,
        question=label(f"drill.talon.question.{case}", **params),
        data={"case": case, "talon": talon, "ombre": ombre, "first": first},
        answer_type="number",
        choices=(),
        hint=label("drill.talon.hint"),
        solution=min(hand, left),
        context={"left": left, "hand": hand, "drawn": ombre + first},
    )


def _mark_talon(exercise: Exercise, answer: Any) -> Marking:
    left, hand, drawn = (exercise.context[key] for key in ("left", "hand", "drawn"))
    talon = exercise.data["talon"]
    counted = label("drill.talon.left", talon=count("card", talon), drawn=drawn, left=left)
    if left == 0:
        limit = label("drill.talon.empty")
    elif left > hand:
        limit = label("drill.talon.whole-hand", hand=hand)
    else:
        limit = label("drill.talon.all-left", left=left)
    reason = {
        "code": "talon-left",
        "message": label("drill.talon.rule"),
        "cards": [],
        "facts": {"left": left, "drawn": drawn, "most": exercise.solution},
    }
    return Marking(answer == exercise.solution, f"{counted} {limit}", (reason,))


def _nudge_talon(exercise: Exercise, answer: Any) -> str:
    return label("drill.talon.nudge")


register("talon-draw", _make_talon, _mark_talon, _nudge_talon)
