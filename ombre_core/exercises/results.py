"""Result and scoring quizzes: "sacada, puesta or codille?" and "who pays what?"."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..cards import Card, Suit, card_list
from ..messages import PLAYER_NAMES, label, listing, plural
from ..messages import count as count_of
from ..ranking import trump_order
from ..rules import RuleSet
from ..scoring import DealOutcome, Settlement, classify, settle
from .base import (
    Choice,
    Exercise,
    Marking,
    and_list,
    fill_hand,
    random_trump,
    register,
    signed,
    suit_name,
)

PLAYERS = PLAYER_NAMES

# Trick counts, the ombre first: each pattern teaches something (4-3-2 is a sacada although
# the defenders hold five between them; 1-4-4 is a puesta, not a codille).
SPLITS: tuple[tuple[int, int, int], ...] = (
    (4, 3, 2),
    (3, 3, 3),
    (1, 4, 4),
    (3, 5, 1),
    (4, 4, 1),
    (5, 2, 2),
    (2, 3, 4),
    (4, 1, 4),
    (3, 4, 2),
    (5, 4, 0),
    (2, 5, 2),
    (3, 2, 4),
)


def _seat_counts(tricks: Sequence[int]) -> str:
    """``'Anna 5, Bo 3, Cecilia 1'``: each player's tricks, as a sentence lists them."""
    return listing(
        [label("outcome.seat-tricks", name=PLAYER_NAMES[s], count=n) for s, n in enumerate(tricks)]
    )


def _seat_order(ombre: int) -> list[int]:
    """Seats in tricks order: the ombre, then the defenders in play order."""
    return [ombre, (ombre + 1) % 3, (ombre + 2) % 3]


def result_consequence(rules: RuleSet, result: str) -> str:
    """What the result means in chips under ``rules``, in one sentence."""
    per_defender = rules.puesta_per_defender
    if result in ("sacada", "puesta"):
        return label(f"drill.consequence.{result}", per_defender=per_defender)
    if rules.codille_payment == "pot-and-game":
        return label("drill.consequence.codille-game")
    return label("drill.consequence.codille-puesta", per_defender=per_defender)


def _make_split(rng: random.Random, rules: RuleSet, seed: int) -> Exercise:
    split = SPLITS[seed % len(SPLITS)]
    ombre = rng.randrange(3)
    seats = _seat_order(ombre)
    tricks = [0, 0, 0]
    for count, seat in zip(split, seats, strict=True):
        tricks[seat] = count
    result, by = classify(split)
    solution = result if by is None else f"codille-{seats[by]}"
    choices = [
        Choice("sacada", label("drill.split.sacada")),
        Choice("puesta", label("drill.split.puesta")),
        *(
            Choice(f"codille-{seat}", label("drill.split.codille", who=PLAYERS[seat]))
            for seat in seats[1:]
        ),
    ]
    return Exercise(
        kind="trick-split",
        seed=seed,
        rules=rules.name,
        question=label(
            "drill.split.question",
            ombre=PLAYERS[ombre],
            tricks=_seat_counts(tricks),
        ),
        data={"players": list(PLAYERS), "ombre": ombre, "tricks": tricks},
        answer_type="choice",
        choices=tuple(choices),
        hint=label("drill.split.hint"),
        solution=solution,
        context={"seats": seats, "split": split},
    )


def _mark_split(exercise: Exercise, answer: Any) -> Marking:
    seats: list[int] = exercise.context["seats"]
    split: tuple[int, int, int] = exercise.context["split"]
    rules = RuleSet.preset(exercise.rules)
    result, by = classify(split)
    ombre, first, second = (PLAYERS[s] for s in seats)
    names = {"ombre": ombre, "first": first, "second": second}
    tricks = {"ombre_tricks": split[0], "first_tricks": split[1], "second_tricks": split[2]}
    counts = label("drill.split.counts", **names, **tricks)
    most = max(split)
    if result == "sacada":
        total = split[1] + split[2]
        sacada = "drill.split.sacada-why-total" if total >= split[0] else "drill.split.sacada-why"
        explanation = label(sacada, **names, **tricks, total=total)
    elif result == "puesta":
        tied = [PLAYERS[s] for s, n in zip(seats, split, strict=True) if n == most]
        if len(tied) == 3:
            explanation = label("drill.split.puesta-all", most=most)
        else:
            explanation = label("drill.split.puesta-two", first=tied[0], second=tied[1], most=most)
    else:
        assert by is not None
        explanation = label("drill.split.codille-why", winner=PLAYERS[seats[by]], tricks=split[by])
    reason = {
        "code": result,
        "message": label(
            "drill.split.reason",
            counts=counts,
            rules=rules.name,
            consequence=result_consequence(rules, result),
        ),
        "cards": [],
        "facts": {"tricks": list(split), "codille_by": by, "seats": seats},
    }
    return Marking(answer == exercise.solution, explanation, (reason,))


def _nudge_split(exercise: Exercise, answer: Any) -> str:
    result, _ = classify(exercise.context["split"])
    if answer == "sacada":
        return label("drill.split.not-sacada")
    if answer == "puesta":
        return label("drill.split.not-puesta")
    if result == "codille":
        return label("drill.split.which-defender")
    return label("drill.split.not-codille")


register("trick-split", _make_split, _mark_split, _nudge_split)


# ---------------------------------------------------------------------------------------------
# payment: settle a random deal outcome line by line.

ROLES = tuple(label(f"drill.role.{place}") for place in range(3))
PAYMENT_CASES = (
    "sacada",
    "puesta",
    "codille",
    "matador-bonus",
    "vole-made",
    "vole-failed",
    "stop",
    "surrender",
    "takeover",
)
_SACADAS = ((5, 2, 2), (4, 3, 2), (6, 2, 1), (5, 4, 0), (4, 2, 3), (7, 1, 1))
_PUESTAS = ((3, 3, 3), (4, 4, 1), (1, 4, 4), (4, 1, 4))
_CODILLES = ((3, 4, 2), (2, 5, 2), (3, 2, 4), (1, 5, 3), (2, 3, 4), (4, 5, 0))
_VOLE_FAILS = ((8, 1, 0), (7, 1, 1), (6, 2, 1), (7, 0, 2))
# After a takeover: the new ombre first, then the others in play order after the new ombre
# (so the old ombre is last when the first defender took over, second otherwise).
_TAKEOVERS = ((5, 2, 2), (4, 3, 2), (3, 4, 2), (3, 2, 4), (4, 4, 1), (2, 3, 4), (6, 1, 2))


def _pot(rng: random.Random, rules: RuleSet) -> int:
    base = rules.ante * (3 if rules.ante_style == "each" else 1)
    # The pot after this deal's antes, sometimes with earlier pots left in it.
    return base * rng.choice((1, 1, 2, 3)) + rng.choice((0, 0, 10, 20, 35))


def _matador_hand(rng: random.Random, trump: Suit, run: int) -> int:
    order = trump_order(trump)
    return fill_hand(rng, list(order[:run]), order[run].bit)


def _make_payment(rng: random.Random, rules: RuleSet, seed: int) -> Exercise:
    case = PAYMENT_CASES[seed % len(PAYMENT_CASES)]
    if case == "surrender" and not rules.surrender:
        case = "matador-bonus"
    if case == "takeover":
        if rules.surrender:
            return _make_takeover(rng, rules, seed)
        case = "codille"
    contract = rng.choice(rules.contracts)
    trump = Suit.DIAMONDS if contract.trump_choice == "diamonds" else random_trump(rng)
    pot = _pot(rng, rules)
    flags = {"vole": False, "stopped": False, "surrendered": False}
    hand = None
    if case == "sacada":
        tricks = rng.choice(_SACADAS)
    elif case == "puesta":
        tricks = rng.choice(_PUESTAS)
    elif case == "codille":
        tricks = rng.choice(_CODILLES)
    elif case == "matador-bonus":
        tricks = rng.choice(_SACADAS)
        low = 1 if rules.matador_bonus == "estuches" else 3
        hand = _matador_hand(rng, trump, rng.randint(low, 5))
    elif case == "vole-made":
        tricks, flags["vole"] = (9, 0, 0), True
    elif case == "vole-failed":
        tricks, flags["vole"] = rng.choice(_VOLE_FAILS), True
    elif case == "stop":
        tricks, flags["stopped"] = (5, 0, 0), True
    else:
        tricks, flags["surrendered"] = rng.choice(((1, 1, 0), (0, 2, 1), (1, 0, 2))), True
    if hand is None and rng.random() < 0.3 and case != "surrender":
        hand = _matador_hand(rng, trump, rng.randint(0, 4))
    outcome = DealOutcome(
        rules,
        contract.name,
        tricks,
        pot,
        trump=trump if hand is not None else None,
        ombre_hand=hand,
        **flags,
    )
    settlement = settle(outcome)
    data: dict[str, Any] = dict(outcome.to_dict())
    data["ombre_hand"] = None if hand is None else [str(c) for c in card_list(hand)]
    data["players"] = list(ROLES)
    data["contract_value"] = contract.value
    events = _events(outcome)
    return Exercise(
        kind="payment",
        seed=seed,
        rules=rules.name,
        question=label(
            "drill.payment.question",
            rules=rules.name,
            contract=contract.name,
            value=contract.value,
            pot=pot,
            events=events,
        ),
        data=data,
        answer_type="chips",
        choices=(),
        hint=label("drill.payment.hint"),
        solution={"chips": list(settlement.chips), "pot_after": settlement.pot_after},
        context={"outcome": outcome, "case": case},
    )


def _events(outcome: DealOutcome) -> str:
    tricks = "-".join(str(n) for n in outcome.tricks)
    rules = outcome.rules
    if outcome.surrendered:
        event = "surrendered"
    elif outcome.stopped:
        event = "stopped"
    elif outcome.vole and rules.vole_style == "announce":
        event = "vole-announced"
    elif outcome.vole:
        event = "vole-led"
    else:
        event = "tricks"
    text = label(
        f"drill.payment.{event}", count=tricks, tricks=count_of("trick", sum(outcome.tricks))
    )
    if outcome.ombre_hand is not None and outcome.trump is not None:
        hand = " ".join(Card(c).symbol() for c in card_list(outcome.ombre_hand))
        text += " " + label("drill.payment.hand", suit=suit_name(outcome.trump), hand=hand)
    return text


def _due(exercise: Exercise) -> list[int]:
    """The right chip change per answer line (the settlement is in tricks order)."""
    chips: list[int] = exercise.solution["chips"]
    return chips


def _lines(exercise: Exercise, settlement: Settlement) -> list[dict[str, Any]]:
    """The settlement's lines, their chips in the answer's order of players."""
    order: list[int] = exercise.context.get("order", [0, 1, 2])
    lines = []
    for line in settlement.lines:
        data: dict[str, Any] = dict(line.to_dict())
        data["chips"] = [line.chips[index] for index in order]
        lines.append(data)
    return lines


def _mark_payment(exercise: Exercise, answer: Any) -> Marking:
    outcome: DealOutcome = exercise.context["outcome"]
    settlement = settle(outcome)
    players: list[str] = exercise.data["players"]
    marks: list[dict[str, Any]] = []
    wrong: list[str] = []
    for role, given, due in zip(players, answer["chips"], _due(exercise), strict=True):
        ok = given == due
        message = label(
            "drill.payment.chips" if ok else "drill.payment.chips-wrong",
            role=role,
            due=signed(due),
            given=signed(given),
        )
        marks.append(
            {
                "code": "chips-right" if ok else "chips-wrong",
                "message": message,
                "cards": [],
                "facts": {"player": role, "given": given, "expected": due, "correct": ok},
            }
        )
        if not ok:
            wrong.append(message)
    pot_ok = answer["pot_after"] == settlement.pot_after
    pot_message = label(
        "drill.payment.pot" if pot_ok else "drill.payment.pot-wrong",
        before=outcome.pot,
        after=settlement.pot_after,
        given=answer["pot_after"],
    )
    if not pot_ok:
        wrong.append(pot_message)
    marks.append(
        {
            "code": "pot-right" if pot_ok else "pot-wrong",
            "message": pot_message,
            "cards": [],
            "facts": {
                "given": answer["pot_after"],
                "expected": settlement.pot_after,
                "correct": pot_ok,
            },
        }
    )
    # The settlement's lines are drawn one by one under the feedback (the reasons).
    totals = listing(
        [
            label("outcome.seat-chips", name=role, chips=signed(value))
            for role, value in zip(players, _due(exercise), strict=True)
        ]
    )
    explanation = label(
        "drill.payment.total", totals=totals, before=outcome.pot, after=settlement.pot_after
    )
    if exercise.context["case"] == "takeover":
        explanation = f"{_takeover_why(exercise, settlement)} {explanation}"
    details: tuple[str, ...] = ()
    if wrong:
        details = (plural("drill.payment.wrong", len(wrong), lines=len(marks)),)
    reasons = (*_lines(exercise, settlement), *marks)
    return Marking(not wrong, explanation, reasons, details)


def _nudge_payment(exercise: Exercise, answer: Any) -> str:
    outcome: DealOutcome = exercise.context["outcome"]
    settlement = settle(outcome)
    if sum(answer["chips"]) + answer["pot_after"] - outcome.pot != 0:
        return label("drill.payment.nudge-sum")
    if exercise.context["case"] == "takeover":
        return label("drill.payment.nudge-takeover")
    wrong = [
        label(f"drill.payment.whose.{place}")
        for place, (given, due) in enumerate(zip(answer["chips"], _due(exercise), strict=True))
        if given != due
    ]
    if answer["pot_after"] != settlement.pot_after:
        wrong.append(label("drill.payment.whose.pot"))
    return plural("drill.payment.nudge-lines", len(wrong), lines=and_list(wrong))


# ---------------------------------------------------------------------------------------------
# payment, the swedish takeover: a defender refuses the ombre's surrender and takes over.


def _make_takeover(rng: random.Random, rules: RuleSet, seed: int) -> Exercise:
    contract = rng.choice(rules.contracts)
    pot = _pot(rng, rules)
    old = rng.randrange(3)
    first, second = (old + 1) % 3, (old + 2) % 3  # the defenders answer in play order
    new = rng.choice((first, second))
    split = rng.choice(_TAKEOVERS)  # the new ombre first, then play order after them
    final = [0, 0, 0]
    for offset, count in enumerate(split):
        final[(new + offset) % 3] = count
    # The tricks before the surrender (fewer than surrender_before_trick), each within the
    # player's final count; the old ombre won at most one of them.
    played = rng.randint(1, rules.surrender_before_trick - 1)
    while True:
        before = [0, 0, 0]
        for _ in range(played):
            before[rng.randrange(3)] += 1
        if all(b <= f for b, f in zip(before, final, strict=True)) and before[old] <= 1:
            break
    outcome = DealOutcome(rules, contract.name, split, pot)
    settlement = settle(outcome)
    order = [(seat - new) % 3 for seat in range(3)]  # answer line (seat) -> tricks order
    chips = [settlement.chips[index] for index in order]
    counts, ended = _seat_counts(before), _seat_counts(final)
    refused = "drill.takeover.first-refused" if new == first else "drill.takeover.second-refused"
    answers = label(refused, first=PLAYERS[first], second=PLAYERS[second])
    data: dict[str, Any] = dict(outcome.to_dict())
    data.update(
        players=list(PLAYERS),
        contract_value=contract.value,
        old_ombre=old,
        new_ombre=new,
        tricks_before=before,
        tricks_by_seat=final,
    )
    return Exercise(
        kind="payment",
        seed=seed,
        rules=rules.name,
        question=label(
            "drill.takeover.question",
            rules=rules.name,
            old=PLAYERS[old],
            contract=contract.name,
            value=contract.value,
            pot=pot,
            played=count_of("trick", played),
            counts=counts,
            answers=answers,
            ended=ended,
        ),
        data=data,
        answer_type="chips",
        choices=(),
        hint=label("drill.takeover.hint"),
        solution={"chips": chips, "pot_after": settlement.pot_after},
        context={"outcome": outcome, "case": "takeover", "order": order, "new": new, "old": old},
    )


def _takeover_why(exercise: Exercise, settlement: Settlement) -> str:
    """Who took over, what the tricks won before count for, and the result it gives."""
    new: int = exercise.context["new"]
    old: int = exercise.context["old"]
    final: list[int] = exercise.data["tricks_by_seat"]
    others = [(new + 1) % 3, (new + 2) % 3]
    against = and_list(
        [label("outcome.seat-tricks", name=PLAYERS[seat], count=final[seat]) for seat in others]
    )
    if settlement.result == "codille":
        assert settlement.codille_by is not None
        winner = (new + settlement.codille_by) % 3
        result = label(
            "drill.takeover.codille-old" if winner == old else "drill.takeover.codille-defender",
            winner=PLAYERS[winner],
        )
    else:
        result = label("drill.takeover.result", result=settlement.words)
    return label(
        "drill.takeover.why",
        new=PLAYERS[new],
        old=PLAYERS[old],
        tricks=final[new],
        against=against,
        result=result,
    )


register("payment", _make_payment, _mark_payment, _nudge_payment)
