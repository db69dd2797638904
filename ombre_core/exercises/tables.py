"""The result at the other tables: "sacada, puesta or codille?" with two players (tvåhant),
and "won, remise or codille?" for a called side in Quadrille and Quintille.

Two players compare the ombre with the one defender (``classify``); Quadrille and Quintille
count the ombre's and the called partner's tricks together against half the deal
(``classify_side``). Rules of neither kind (the three-handed presets) ask at one of the three
tables in turn, so the drill is always about a table of two, four or five.
"""

from __future__ import annotations

import random
from typing import Any

from ..messages import label, listing, seat_names
from ..rules import RuleSet
from ..scoring import classify, classify_side
from .base import Choice, Exercise, Marking, register
from .results import result_consequence

TABLES = ("tvahant", "quadrille", "quintille")
"""The tables this drill asks about, in the lessons' order."""
RESULTS = ("sacada", "puesta", "codille")


def _table(rules: RuleSet, seed: int) -> RuleSet:
    """``rules`` when it is a table of two or a called side, else one of :data:`TABLES`."""
    if rules.players == 2 or rules.tricks_rule == "majority":
        return rules
    return RuleSet.preset(TABLES[seed % len(TABLES)])


def _side(table: RuleSet) -> bool:
    return table.tricks_rule == "majority"


def _two_player_tricks(rng: random.Random, table: RuleSet) -> list[int]:
    total = table.tricks_per_deal
    half = total // 2
    ombre = rng.choice((half + 1, half, half - 1, half + 2, half - 2))
    return [ombre, total - ombre]


def _side_tricks(rng: random.Random, table: RuleSet, partner: int) -> list[int]:
    """Tricks seat by seat, the ombre (seat 0) first; the side takes about half of them."""
    total = table.tricks_per_deal
    half = total // 2
    side = rng.choice((half + 1, half, half - 1, half + 2, half, half + 1))
    ombre = rng.randint(max(0, side - half), min(side, half + 1))
    tricks = [0] * table.players
    tricks[0], tricks[partner] = ombre, side - ombre
    defenders = [seat for seat in range(1, table.players) if seat != partner]
    for _ in range(total - side):
        tricks[rng.choice(defenders)] += 1
    return tricks


def _make(rng: random.Random, rules: RuleSet, seed: int) -> Exercise:
    table = _table(rules, seed)
    names = seat_names(table.players)
    partner = rng.randrange(1, table.players) if _side(table) else None
    if partner is None:
        tricks = _two_player_tricks(rng, table)
    else:
        tricks = _side_tricks(rng, table, partner)
    counts = listing(
        [
            label("outcome.seat-tricks", name=name, count=won)
            for name, won in zip(names, tricks, strict=True)
        ]
    )
    if partner is None:
        result, _ = classify(tricks)
        question = label("drill.table.two.question", defender=names[1], tricks=counts)
        choices = (
            Choice("sacada", label("drill.table.two.sacada")),
            Choice("puesta", label("drill.table.two.puesta")),
            Choice("codille", label("drill.table.two.codille", defender=names[1])),
        )
        hint = label("drill.table.two.hint")
    else:
        result = classify_side(tricks, partner=partner)
        game = label(f"drill.table.{table.name}")
        question = label(
            "drill.table.side.question", game=game, partner=names[partner], tricks=counts
        )
        choices = (
            Choice("sacada", label("drill.table.side.won")),
            Choice("puesta", label("drill.table.side.remise")),
            Choice("codille", label("drill.table.side.codille")),
        )
        hint = label("drill.table.side.hint", total=table.tricks_per_deal)
    return Exercise(
        kind="table-result",
        seed=seed,
        rules=rules.name,
        question=question,
        data={"table": table.name, "players": list(names), "tricks": tricks, "partner": partner},
        answer_type="choice",
        choices=choices,
        hint=hint,
        solution=result,
        context={"table": table},
    )


def _mark(exercise: Exercise, answer: Any) -> Marking:
    table: RuleSet = exercise.context["table"]
    tricks: list[int] = exercise.data["tricks"]
    names: list[str] = exercise.data["players"]
    partner: int | None = exercise.data["partner"]
    result = exercise.solution
    if partner is None:
        ombre, defender = tricks
        explanation = label(
            f"drill.table.two.{result}-why", ombre=ombre, defender=defender, name=names[1]
        )
        consequence = label("drill.table.two.reason", consequence=result_consequence(table, result))
    else:
        side = tricks[0] + tricks[partner]
        explanation = label(
            f"drill.table.side.{result}-why",
            ombre=tricks[0],
            partner=names[partner],
            partner_tricks=tricks[partner],
            side=side,
            total=table.tricks_per_deal,
            half=table.tricks_per_deal // 2,
        )
        consequence = label(f"drill.table.side.{result}-reason")
    reason = {
        "code": result,
        "message": consequence,
        "cards": [],
        "facts": {"tricks": list(tricks), "partner": partner},
    }
    return Marking(answer == result, explanation, (reason,))


def _nudge(exercise: Exercise, answer: Any) -> str:
    table: RuleSet = exercise.context["table"]
    total = table.tricks_per_deal
    if exercise.data["partner"] is None:
        return label(f"drill.table.two.not-{answer}")
    return label(f"drill.table.side.not-{answer}", total=total, half=total // 2)


register("table-result", _make, _mark, _nudge)
