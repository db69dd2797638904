"""Matador exercises: "which of these are matadors?", "how many matadors?", and the trump run
that estuches (and the swedish matador bonus) pay for."""

from __future__ import annotations

import random
from typing import Any

from ..cards import BASTO, SPADILLE, Card, Hand, Rank, Suit, card_list
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
    plural,
    random_trump,
    register,
    suit_name,
)

MATADOR_HINT = (
    "The matadors are Spadille (A♠), Manille and Basto (A♣). Manille is the 2 of a black trump "
    "suit and the 7 of a red one."
)


def _note_key(card: Card, trump: Suit) -> tuple[str, str]:
    """What is said of ``card`` as a matador or not, without naming it: (one card, several)."""
    if card == SPADILLE:
        return "Spadille, always the highest trump: a matador", ""
    if card == BASTO:
        return "Basto, always the third trump: a matador", ""
    if is_matador(card, trump):
        colour = "black" if trump.is_black else "red"
        return f"Manille, the {card.rank.letter} of a {colour} trump suit: a matador", ""
    if card == punto(trump):
        return "Punto, the fourth trump, but not a matador", ""
    if card.rank == Rank.ACE and card.suit.is_red:
        return (
            "a plain red ace, below the jack: not a matador",
            "plain red aces, below the jack: not matadors",
        )
    if card.rank in (Rank.TWO, Rank.SEVEN):
        number = "2" if trump.is_black else "7"
        trumps = suit_name(trump)
        text = f"not Manille, which is the {number} of {trumps} with {trumps} trumps"
        return text, text
    if is_trump(card, trump):
        return "a trump, but not a matador", "trumps, but not matadors"
    return "a plain card, not a matador", "plain cards, not matadors"


def grouped_notes(cards: list[Card], trump: Suit) -> list[dict[str, Any]]:
    """Why each card is or is not a matador, one reason per thing said (not one per card)."""
    groups: dict[tuple[str, str], list[Card]] = {}
    for card in cards:
        groups.setdefault(_note_key(card, trump), []).append(card)
    reasons = []
    for (one, several), group in groups.items():
        note = one if len(group) == 1 or not several else several
        reasons.append(
            {
                "code": "matador" if is_matador(group[0], trump) else "not-matador",
                "message": f"{' '.join(card.symbol() for card in group)}: {note}",
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
    return ", ".join(card_text(card, trump) for card in matadors(trump))


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
        question=f"Which of these are matadors when {suit_name(trump)} are trumps?",
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
    parts: list[str] = []
    if wrong_in:
        names = " ".join(c.symbol() for c in wrong_in)
        parts.append(f"{names} {'is not a matador' if len(wrong_in) == 1 else 'are not matadors'}")
    if left_out:
        parts.append(f"you left out {' '.join(c.symbol() for c in left_out)}")
    details = (f"{'; '.join(parts)[0].upper()}{'; '.join(parts)[1:]}.",) if parts else ()
    explanation = (
        f"With {suit_name(trump)} trumps the matadors are {_matadors_text(trump)}, and only those "
        "three."
    )
    reasons = tuple(grouped_notes(list(cards), trump))
    return Marking(not wrong_in and not left_out, explanation, reasons, details)


def _nudge_which(exercise: Exercise, answer: Any) -> str:
    chosen = set(answer)
    matadors_shown = set(exercise.solution)
    if chosen - matadors_shown and matadors_shown - chosen:
        what = "You picked a card that is not a matador, and left out one that is."
    elif chosen - matadors_shown:
        what = "You picked a card that is not a matador."
    else:
        what = "You left out a matador."
    return f"{what} Only Spadille, Manille and Basto are, and Manille depends on the trump colour."


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
        question=(
            f"{suit_name(trump).capitalize()} are trumps. How many matadors does this hand hold?"
        ),
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
    count = len(held)
    if held:
        explanation = (
            f"The hand holds {plural(count, 'matador')}: "
            f"{', '.join(card_text(card, trump) for card in held)}."
        )
    else:
        explanation = (
            f"The hand holds no matador: with {suit_name(trump)} trumps they are "
            f"{_matadors_text(trump)}."
        )
    tempting = [c for c in _decoys(trump) if hand & c.bit]
    reasons = tuple(grouped_notes([*held, *tempting], trump))
    return Marking(answer == count, explanation, reasons)


def _nudge_count(exercise: Exercise, answer: Any) -> str:
    if answer > exercise.solution:
        return "Too many: only Spadille, Manille and Basto are matadors, not Punto or other aces."
    return "Too few: look for Manille too, whose rank depends on the trump colour."


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
        question=(
            f"{suit_name(trump).capitalize()} are trumps. How many trumps does this hand hold in "
            "unbroken order from Spadille?"
        ),
        data={"trump": suit_name(trump), "hand": codes(cards)},
        answer_type="number",
        choices=(),
        hint=(
            "Walk down the trump order from Spadille (A♠): Spadille, Manille, Basto"
            + (", Punto" if trump.is_red else "")
            + ", the king, ... and stop at the first trump the hand does not hold. No Spadille "
            "means a run of 0."
        ),
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
        explanation = f"The run is {held}: {plural(run, 'trump')}, broken by the missing {missing}."
    else:
        explanation = "The hand has no Spadille, so it has no run from Spadille."
    bonus, _ = matador_bonus(rules, hand, trump)
    if rules.matador_bonus == "estuches":
        worth = f"As the ombre on a sacada, estuches would bring {bonus} from each defender."
    else:
        worth = (
            f"As the ombre on a sacada, the swedish matador bonus (all three matadors 3, "
            f"+1 per further trump, at most {rules.matador_bonus_cap}) would bring {bonus} "
            "from each defender."
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
        return "Too many: the run stops at the first trump the hand does not hold."
    return "Too few: the run goes on past the matadors, through every trump held without a gap."


register("trump-run", _make_run, _mark_run, _nudge_run)
