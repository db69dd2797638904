"""Exercise "order-cards": put cards of one suit in play in order, highest first."""

from __future__ import annotations

import random
from typing import Any

from ..cards import Card, Suit
from ..messages import label
from ..ranking import power, suit_order
from ..rules import RuleSet
from .base import (
    Exercise,
    Marking,
    card_choice,
    card_text,
    order_text,
    random_trump,
    register,
    suit_name,
)

# The first seeds cycle through these, so every lesson run meets each order.
ORDER_CASES = ("black-trumps", "red-trumps", "red-plain", "black-plain")


def _case(suit: Suit, trump: Suit) -> str:
    """The order case of ``suit`` with ``trump``: one of :data:`ORDER_CASES`."""
    colour = "black" if suit.is_black else "red"
    return f"{colour}-trumps" if suit == trump else f"{colour}-plain"


def _order_note(suit: Suit, trump: Suit) -> str:
    return label(f"drill.order.note.{_case(suit, trump)}")


def _make(rng: random.Random, rules: RuleSet, seed: int) -> Exercise:
    case = ORDER_CASES[seed % len(ORDER_CASES)]
    while True:
        trump = random_trump(rng)
        if case in ("black-trumps", "red-trumps"):
            if trump.is_black == (case == "black-trumps"):
                suit = trump
                break
            continue
        suit = Suit(rng.randrange(4))
        if suit != trump and suit.is_red == (case == "red-plain"):
            break
    size = rng.randint(4, 6)
    cards = rng.sample(list(suit_order(suit, trump=trump)), size)
    ranked = sorted(cards, key=lambda card: -power(card, trump))
    while cards == ranked:
        rng.shuffle(cards)
    question = "drill.order.question-trumps" if suit == trump else "drill.order.question-plain"
    return Exercise(
        kind="order-cards",
        seed=seed,
        rules=rules.name,
        question=label(question, trump=suit_name(trump), suit=suit_name(suit)),
        data={"trump": suit_name(trump), "suit": suit_name(suit), "cards": [str(c) for c in cards]},
        answer_type="order",
        choices=tuple(card_choice(card) for card in cards),
        hint=label(f"drill.order.hint.{case}"),
        solution=[str(card) for card in ranked],
        context={"trump": trump, "suit": suit, "case": case},
    )


def _mark(exercise: Exercise, answer: Any) -> Marking:
    trump: Suit = exercise.context["trump"]
    suit: Suit = exercise.context["suit"]
    expected: list[str] = exercise.solution
    marks: list[dict[str, Any]] = []
    for position, (given, wanted) in enumerate(zip(answer, expected, strict=True)):
        card = Card.parse(given)
        place = position + 1
        message = label(
            "drill.order.in-place" if given == wanted else "drill.order.out-of-place",
            card=card_text(card, trump),
            place=place,
            wanted=card_text(Card.parse(wanted), trump),
        )
        marks.append(
            {
                "code": "in-place" if given == wanted else "out-of-place",
                "message": message,
                "cards": [given],
                "facts": {"position": position, "expected": wanted, "correct": given == wanted},
            }
        )
    right = sum(1 for mark in marks if mark["facts"]["correct"])
    explanation = label(
        "drill.order.explanation-trumps" if suit == trump else "drill.order.explanation-plain",
        trump=suit_name(trump),
        suit=suit_name(suit),
        order=order_text(suit, trump),
    )
    order = {
        "code": "suit-order",
        "message": _order_note(suit, trump),
        "cards": [str(card) for card in suit_order(suit, trump=trump)],
        "facts": {"suit": suit_name(suit), "trump": suit_name(trump)},
    }
    details: tuple[str, ...] = ()
    if right < len(expected):  # which place is wrong is marked on the places
        details = (label("drill.order.right-places", right=right, total=len(expected)),)
    return Marking(right == len(expected), explanation, (*marks, order), details)


def _nudge(exercise: Exercise, answer: Any) -> str:
    right = sum(given == wanted for given, wanted in zip(answer, exercise.solution, strict=True))
    total = len(exercise.solution)
    return label(f"drill.order.nudge.{exercise.context['case']}", right=right, total=total)


register("order-cards", _make, _mark, _nudge)
