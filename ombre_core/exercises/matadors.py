"""Matador exercises: "which of these are matadors?", "how many matadors?", and the trump run
that estuches (and the swedish matador bonus) pay for."""

from __future__ import annotations

import random
from typing import Any

from ..cards import BASTO, SPADILLE, Card, Hand, Rank, Suit, card_list
from ..messages import count, label, listing, plural
from ..ranking import is_matador, is_trump, matador_mask, matadors, punto, top_trump_run
from ..ranking import trump_order as trump_order_of
from ..rules import RuleSet
from ..scoring import matador_bonus
from .base import (
    Exercise,
    Marking,
    card_choice,
    card_text,
    codes,
    fill_hand,
    random_trump,
    register,
    suit_name,
)

MATADOR_HINT = label("drill.matador.hint")


def _note_key(card: Card, trump: Suit) -> tuple[str, bool, str]:
    """What is said of ``card`` as a matador or not, without naming it: (catalogue code,
    whether it is worded by the number of cards, a parameter)."""
    if card == SPADILLE:
        return "drill.note.spadille", False, ""
    if card == BASTO:
        return "drill.note.basto", False, ""
    if is_matador(card, trump):
        colour = "black" if trump.is_black else "red"
        return f"drill.note.manille-{colour}", False, card.rank.letter
    if card == punto(trump):
        return "drill.note.punto", False, ""
    if card.rank == Rank.ACE and card.suit.is_red:
        return "drill.note.red-ace", True, ""
    if card.rank in (Rank.TWO, Rank.SEVEN):
        return "drill.note.not-manille", False, "2" if trump.is_black else "7"
    if is_trump(card, trump):
        return "drill.note.trump", True, ""
    return "drill.note.plain", True, ""


def grouped_notes(cards: list[Card], trump: Suit) -> list[dict[str, Any]]:
    """Why each card is or is not a matador, one reason per thing said (not one per card)."""
    groups: dict[tuple[str, bool, str], list[Card]] = {}
    for card in cards:
        groups.setdefault(_note_key(card, trump), []).append(card)
    reasons = []
    trumps = suit_name(trump)
    for (code, counted, rank), group in groups.items():
        if counted:
            note = plural(code, len(group))
        else:
            note = label(code, rank=rank, number=rank, trumps=trumps)
        reasons.append(
            {
                "code": "matador" if is_matador(group[0], trump) else "not-matador",
                "message": label(
                    "drill.cards-note", cards=" ".join(card.symbol() for card in group), note=note
                ),
                "cards": [str(card) for card in group],
            }
        )
    return reasons


def _decoys(trump: Suit) -> list[Card]:
    """Cards easily taken for matadors: Punto, red aces, other 2s and 7s, the king of trumps."""
    pool = [Card.HA, Card.DA, Card.of(Rank.KING, trump)]
    for suit in Suit:
        pool += [Card.of(Rank.TWO, suit), Card.of(Rank.SEVEN, suit)]
    return [card for card in dict.fromkeys(pool) if not is_matador(card, trump)]


def _matadors_text(trump: Suit) -> str:
    return listing([card_text(card, trump) for card in matadors(trump)])


# ---------------------------------------------------------------------------------------------
# matadors-which


def _make_which(rng: random.Random, rules: RuleSet, seed: int) -> Exercise:
    trump = random_trump(rng)
    shown = rng.sample(list(matadors(trump)), rng.randint(1, 3))
    shown += rng.sample(_decoys(trump), rng.randint(3, 5))
    rng.shuffle(shown)
    return Exercise(
        kind="matadors-which",
        seed=seed,
        rules=rules.name,
        question=label("drill.which.question", trump=suit_name(trump)),
        data={"trump": suit_name(trump), "cards": codes(shown)},
        answer_type="multi",
        choices=tuple(card_choice(card) for card in shown),
        hint=MATADOR_HINT,
        solution=sorted(str(card) for card in shown if is_matador(card, trump)),
        context={"trump": trump, "cards": tuple(shown)},
    )


def _mark_which(exercise: Exercise, answer: Any) -> Marking:
    trump: Suit = exercise.context["trump"]
    cards: tuple[Card, ...] = exercise.context["cards"]
    chosen = set(answer)
    wrong_in = [c for c in cards if str(c) in chosen and not is_matador(c, trump)]
    left_out = [c for c in cards if str(c) not in chosen and is_matador(c, trump)]
    wrong = " ".join(c.symbol() for c in wrong_in)
    left = " ".join(c.symbol() for c in left_out)
    details: tuple[str, ...] = ()
    if wrong_in and left_out:
        both = "drill.which.not-matador-left-out"
        details = (plural(both, len(wrong_in), cards=wrong, left=left),)
    elif wrong_in:
        details = (plural("drill.which.not-matador", len(wrong_in), cards=wrong),)
    elif left_out:
        details = (label("drill.which.left-out", left=left),)
    explanation = label(
        "drill.which.explanation", trump=suit_name(trump), matadors=_matadors_text(trump)
    )
    reasons = tuple(grouped_notes(list(cards), trump))
    return Marking(not wrong_in and not left_out, explanation, reasons, details)


def _nudge_which(exercise: Exercise, answer: Any) -> str:
    chosen = set(answer)
    matadors_shown = set(exercise.solution)
    if chosen - matadors_shown and matadors_shown - chosen:
        return label("drill.which.nudge.both")
    if chosen - matadors_shown:
        return label("drill.which.nudge.extra")
    return label("drill.which.nudge.missing")


register("matadors-which", _make_which, _mark_which, _nudge_which)


# ---------------------------------------------------------------------------------------------
# matadors-count and trump-run: a nine-card hand built around a target count.


def _sorted_hand(hand: Hand, trump: Suit) -> list[Card]:
    order = {card: index for index, card in enumerate(trump_order_of(trump))}
    return sorted(card_list(hand), key=lambda card: (order.get(card, 99), card))


def _make_count(rng: random.Random, rules: RuleSet, seed: int) -> Exercise:
    target = seed % 4
    trump = random_trump(rng)
    held = rng.sample(list(matadors(trump)), target)
    # A decoy or two (Punto, other 2s and 7s) makes the count worth thinking about.
    held += rng.sample(_decoys(trump), rng.randint(1, 3))
    hand = fill_hand(rng, held, matador_mask(trump))
    cards = _sorted_hand(hand, trump)
    return Exercise(
        kind="matadors-count",
        seed=seed,
        rules=rules.name,
        question=label("drill.count.question", trump=suit_name(trump)),
        data={"trump": suit_name(trump), "hand": codes(cards)},
        answer_type="number",
        choices=(),
        hint=MATADOR_HINT,
        solution=target,
        context={"trump": trump, "hand": hand},
    )


def _mark_count(exercise: Exercise, answer: Any) -> Marking:
    trump: Suit = exercise.context["trump"]
    hand: Hand = exercise.context["hand"]
    held = [card for card in matadors(trump) if hand & card.bit]
    if held:
        explanation = label(
            "drill.count.held",
            matadors=count("matador", len(held)),
            cards=listing([card_text(card, trump) for card in held]),
        )
    else:
        explanation = label(
            "drill.count.none", trump=suit_name(trump), matadors=_matadors_text(trump)
        )
    tempting = [c for c in _decoys(trump) if hand & c.bit]
    reasons = tuple(grouped_notes([*held, *tempting], trump))
    return Marking(answer == len(held), explanation, reasons)


def _nudge_count(exercise: Exercise, answer: Any) -> str:
    if answer > exercise.solution:
        return label("drill.count.too-many")
    return label("drill.count.too-few")


register("matadors-count", _make_count, _mark_count, _nudge_count)


def _make_run(rng: random.Random, rules: RuleSet, seed: int) -> Exercise:
    target = seed % 6
    trump = random_trump(rng)
    order = trump_order_of(trump)
    run = list(order[:target])
    # The card that breaks the run is missing; lower trumps may still be held.
    others = rng.sample(list(order[target + 1 :]), rng.randint(1, 3))
    hand = fill_hand(rng, run + others, order[target].bit)
    cards = _sorted_hand(hand, trump)
    return Exercise(
        kind="trump-run",
        seed=seed,
        rules=rules.name,
        question=label("drill.run.question", trump=suit_name(trump)),
        data={"trump": suit_name(trump), "hand": codes(cards)},
        answer_type="number",
        choices=(),
        hint=label("drill.run.hint-red" if trump.is_red else "drill.run.hint-black"),
        solution=top_trump_run(hand, trump),
        context={"trump": trump, "hand": hand},
    )


def _mark_run(exercise: Exercise, answer: Any) -> Marking:
    trump: Suit = exercise.context["trump"]
    hand: Hand = exercise.context["hand"]
    rules = RuleSet.preset(exercise.rules)
    run = top_trump_run(hand, trump)
    order = trump_order_of(trump)
    held = " ".join(card.symbol() for card in order[:run])
    missing = card_text(order[run], trump)
    if run:
        explanation = label(
            "drill.run.explanation", held=held, trumps=count("trump", run), missing=missing
        )
    else:
        explanation = label("drill.run.no-spadille")
    bonus, _ = matador_bonus(rules, hand, trump)
    worth = label(
        "drill.run.estuches" if rules.matador_bonus == "estuches" else "drill.run.swedish",
        bonus=bonus,
        cap=str(rules.matador_bonus_cap),
    )
    reason = {
        "code": "trump-run",
        "message": worth,
        "cards": [str(card) for card in order[:run]],
        "facts": {"run": run, "missing": str(order[run]), "bonus": bonus},
    }
    return Marking(answer == run, explanation, (reason,))


def _nudge_run(exercise: Exercise, answer: Any) -> str:
    if answer > exercise.solution:
        return label("drill.run.too-many")
    return label("drill.run.too-few")


register("trump-run", _make_run, _mark_run, _nudge_run)
