"""Exercise "order-cards": put cards of one suit in play in order, highest first."""

from __future__ import annotations

import random
from typing import Any

from ..cards import Card, Suit
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


_HINTS = {
    "black-trumps": "Spadille, Manille (the 2 of black trumps) and Basto come first.",
    "red-trumps": "Spadille, Manille (the 7 of red trumps), Basto and Punto come first.",
    "red-plain": "In a red plain suit the ace sits just below the jack.",
    "black-plain": "A black plain suit runs K Q J 7 6 5 4 3 2.",
}


def _order_note(suit: Suit, trump: Suit) -> str:
    if suit == trump and suit.is_black:
        return (
            "With black trumps the 2 is Manille, second only to Spadille, and Basto (A♣) "
            "comes third, above the king."
        )
    if suit == trump:
        return (
            "With red trumps the 7 is Manille, Basto (A♣) is third, and the ace of trumps is "
            "Punto, fourth; below the jack the low trumps run 2, 3, 4, 5, 6."
        )
    if suit.is_red:
        return (
            "In a red plain suit the ace ranks below the jack, and of the small cards the 2 is "
            "highest: the 2 beats the 7."
        )
    return (
        "A black plain suit has no ace, because A♠ and A♣ are always trumps, and its small "
        "cards rank as numbered: 7 is high, 2 is low."
    )


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
    what = "trumps" if suit == trump else f"{suit_name(suit)} (not trumps)"
    return Exercise(
        kind="order-cards",
        seed=seed,
        rules=rules.name,
        question=(
            f"{suit_name(trump).capitalize()} are trumps. Put these {what} in order, highest first."
        ),
        data={"trump": suit_name(trump), "suit": suit_name(suit), "cards": [str(c) for c in cards]},
        answer_type="order",
        choices=tuple(card_choice(card) for card in cards),
        hint=_HINTS[case]
        + " Say the whole order of the suit to yourself, then pick these cards out of it.",
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
        if given == wanted:
            message = f"{card_text(card, trump)} is right in place {place}"
        else:
            message = (
                f"place {place} should hold {card_text(Card.parse(wanted), trump)}, "
                f"not {card_text(card, trump)}"
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
    kind = "trumps" if suit == trump else f"{suit_name(suit)} as a plain suit"
    explanation = f"With {suit_name(trump)} trumps, {kind} rank {order_text(suit, trump)}."
    order = {
        "code": "suit-order",
        "message": _order_note(suit, trump),
        "cards": [str(card) for card in suit_order(suit, trump=trump)],
        "facts": {"suit": suit_name(suit), "trump": suit_name(trump)},
    }
    details: tuple[str, ...] = ()
    if right < len(expected):  # which place is wrong is marked on the places
        details = (f"{right} of {len(expected)} cards are in the right place.",)
    return Marking(right == len(expected), explanation, (*marks, order), details)


_NUDGES = {
    "black-trumps": "Start with the three matadors, then the king of trumps downwards.",
    "red-trumps": "After the matadors come Punto (the ace), king, queen and jack; then the two "
    "is the highest small trump and the six the lowest.",
    "red-plain": "In a red plain suit the ace ranks below the jack; the two is the highest "
    "small card and the seven the lowest.",
    "black-plain": "In a black plain suit the small cards rank as numbered, highest first.",
}


def _nudge(exercise: Exercise, answer: Any) -> str:
    right = sum(given == wanted for given, wanted in zip(answer, exercise.solution, strict=True))
    total = len(exercise.solution)
    return f"{right} of {total} cards are in the right place. {_NUDGES[exercise.context['case']]}"


register("order-cards", _make, _mark, _nudge)
