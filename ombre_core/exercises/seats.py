"""Seats round the table: "who is the eldest hand, who leads first, who deals next?"

Every turn passes to the right (counterclockwise): the dealer's right-hand neighbour is the
eldest hand, who bids first, leads to the first trick whoever is the ombre, and deals next;
then comes the middle hand (on the dealer's left, who cuts), and the dealer is last.

>>> from ombre_core.exercises import generate
>>> exercise = generate("seats", 2)
>>> exercise.answer_type, [choice.label for choice in exercise.choices]
('choice', ['Anna', 'Bo', 'Cecilia'])
>>> exercise.check(exercise.solution).correct
True
"""

from __future__ import annotations

import random
from typing import Any

from ..messages import PLAYER_NAMES, label
from ..rules import RuleSet
from .base import Choice, Exercise, Marking, register

# Each question, and how many seats to the right of the dealer its answer sits.
ROLES: tuple[tuple[str, int], ...] = (
    ("eldest", 1),
    ("first-lead", 1),
    ("middle", 2),
    ("next-dealer", 1),
    ("last", 0),
    ("first-bid", 1),
    ("cut", 2),
)


def _make(rng: random.Random, rules: RuleSet, seed: int) -> Exercise:
    role, offset = ROLES[seed % len(ROLES)]
    dealer = rng.randrange(len(PLAYER_NAMES))
    ombre = (dealer + rng.choice((0, 2))) % len(PLAYER_NAMES)  # never the eldest hand
    names = {"dealer": PLAYER_NAMES[dealer], "ombre": PLAYER_NAMES[ombre]}
    return Exercise(
        kind="seats",
        seed=seed,
        rules=rules.name,
        question=label(
            "drill.seats.question", ask=label(f"drill.seats.ask.{role}", **names), **names
        ),
        data={"players": list(PLAYER_NAMES), "dealer": dealer, "role": role, "ombre": ombre},
        answer_type="choice",
        choices=tuple(Choice(f"seat-{seat}", name) for seat, name in enumerate(PLAYER_NAMES)),
        hint=label("drill.seats.hint"),
        solution=f"seat-{(dealer + offset) % len(PLAYER_NAMES)}",
        context={"role": role},
    )


def _seat_words(exercise: Exercise) -> dict[str, str]:
    dealer: int = exercise.data["dealer"]
    count = len(PLAYER_NAMES)
    return {
        "dealer": PLAYER_NAMES[dealer],
        "eldest": PLAYER_NAMES[(dealer + 1) % count],
        "middle": PLAYER_NAMES[(dealer + 2) % count],
        "ombre": PLAYER_NAMES[exercise.data["ombre"]],
    }


def _mark(exercise: Exercise, answer: Any) -> Marking:
    role: str = exercise.context["role"]
    words = _seat_words(exercise)
    explanation = label(f"drill.seats.why.{role}", **words)
    reason = {
        "code": "turn-order",
        "message": label("drill.seats.order", **words),
        "cards": [],
        "facts": {"dealer": exercise.data["dealer"], "role": role},
    }
    return Marking(answer == exercise.solution, explanation, (reason,))


def _nudge(exercise: Exercise, answer: Any) -> str:
    dealer = f"seat-{exercise.data['dealer']}"
    role = exercise.context["role"]
    if role in ("cut", "next-dealer"):
        return label(f"drill.seats.nudge.{role}")
    if answer == dealer:
        return label("drill.seats.nudge.dealer")
    return label("drill.seats.nudge.round")


register("seats", _make, _mark, _nudge)
