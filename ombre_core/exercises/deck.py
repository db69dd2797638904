"""Exercises of the lesson "The deck": which ranks it holds, the Spanish suits, and how many
cards a plain suit has."""

from __future__ import annotations

import random
from typing import Any

from ..cards import Card, Rank, Suit
from ..messages import label, listing
from ..ranking import plain_order
from ..rules import RuleSet
from .base import Choice, Exercise, Marking, card_choice, codes, register, suit_name

# The thirteen ranks of a 52-card pack, in pack order; the Ombre deck takes out 8, 9 and 10.
PACK_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
REMOVED_RANKS = ("8", "9", "10")
SHOWN_RANKS = 6


def _rank_label(rank: str) -> str:
    return label(f"drill.deck.rank.{rank}")


def _listed(names: list[str]) -> str:
    """``'ace, two and king'``."""
    return listing(names, "and")


def _kept(rank: str) -> bool:
    return rank not in REMOVED_RANKS


def _make_ranks(rng: random.Random, rules: RuleSet, seed: int) -> Exercise:
    kept = [rank for rank in PACK_RANKS if _kept(rank)]
    removed = rng.sample(REMOVED_RANKS, rng.randint(1, 2))
    shown = set(removed) | set(rng.sample(kept, SHOWN_RANKS - len(removed)))
    ranks = [rank for rank in PACK_RANKS if rank in shown]
    return Exercise(
        kind="deck-ranks",
        seed=seed,
        rules=rules.name,
        question=label("drill.deck.ranks.question"),
        data={"ranks": ranks},
        answer_type="multi",
        choices=tuple(Choice(rank, _rank_label(rank)) for rank in ranks),
        hint=label("drill.deck.ranks.hint"),
        solution=sorted(rank for rank in ranks if _kept(rank)),
    )


def _mark_ranks(exercise: Exercise, answer: Any) -> Marking:
    shown: list[str] = exercise.data["ranks"]
    wrongly_kept = [_rank_label(rank) for rank in shown if rank in answer and not _kept(rank)]
    left_out = [_rank_label(rank) for rank in shown if rank not in answer and _kept(rank)]
    details = []
    if wrongly_kept:
        details.append(label("drill.deck.ranks.not-in", ranks=_listed(wrongly_kept)))
    if left_out:
        details.append(label("drill.deck.ranks.left-out", ranks=_listed(left_out)))
    suit = [card for card in Card if card.suit == Suit.HEARTS]
    reason = {
        "code": "deck-ranks",
        "message": label("drill.deck.ranks.suit"),
        "cards": codes(suit),
        "facts": {"kept": [rank for rank in shown if _kept(rank)], "ranks": len(Rank)},
    }
    explanation = label("drill.deck.ranks.why", ranks=len(Rank))
    return Marking(not details, explanation, (reason,), tuple(details))


def _nudge_ranks(exercise: Exercise, answer: Any) -> str:
    if any(not _kept(rank) for rank in answer):
        return label("drill.deck.ranks.nudge.removed")
    return label("drill.deck.ranks.nudge.missing")


register("deck-ranks", _make_ranks, _mark_ranks, _nudge_ranks)


# ---------------------------------------------------------------------------------------------
# spanish-suit: which of four cards, one of each suit, is of a Spanish suit.


def _make_spanish_suit(rng: random.Random, rules: RuleSet, seed: int) -> Exercise:
    suits = list(Suit)
    rng.shuffle(suits)
    cards = [Card(suit * len(Rank) + rng.randrange(len(Rank))) for suit in suits]
    target = suits[rng.randrange(len(suits))]
    spanish = target.name_in("spanish")
    return Exercise(
        kind="spanish-suit",
        seed=seed,
        rules=rules.name,
        question=label("drill.spanish-suit.question", spanish=spanish),
        data={"suit": suit_name(target), "cards": codes(cards)},
        answer_type="choice",
        choices=tuple(card_choice(card) for card in cards),
        hint=label("drill.spanish-suit.hint"),
        solution=str(next(card for card in cards if card.suit == target)),
        context={"target": target},
    )


def _mark_spanish_suit(exercise: Exercise, answer: Any) -> Marking:
    target: Suit = exercise.context["target"]
    right = Card.parse(exercise.solution)
    colour = label("drill.spanish-suit.red" if target.is_red else "drill.spanish-suit.black")
    explanation = label(
        "drill.spanish-suit.why",
        spanish=target.name_in("spanish"),
        emblem=label(f"drill.spanish-suit.emblem.{target.name_in('spanish')}"),
        symbol=target.symbol,
        colour=colour,
        card=right.symbol(),
    )
    reason = {
        "code": "spanish-suit",
        "message": label("drill.spanish-suit.pairs"),
        "cards": [],
        "facts": {"suit": suit_name(target)},
    }
    return Marking(answer == exercise.solution, explanation, (reason,))


def _nudge_spanish_suit(exercise: Exercise, answer: Any) -> str:
    return label("drill.spanish-suit.nudge")


register("spanish-suit", _make_spanish_suit, _mark_spanish_suit, _nudge_spanish_suit)


# ---------------------------------------------------------------------------------------------
# suit-size: how many cards a plain suit holds (nine for a black suit: its ace is a trump).

# Every (trumps, plain suit) pair, so twelve seeds in a row ask twelve different questions.
SUIT_PAIRS = tuple((trump, suit) for trump in Suit for suit in Suit if suit != trump)


def _make_suit_size(rng: random.Random, rules: RuleSet, seed: int) -> Exercise:
    trump, suit = SUIT_PAIRS[seed % len(SUIT_PAIRS)]
    cards = plain_order(suit, trump=trump)
    return Exercise(
        kind="suit-size",
        seed=seed,
        rules=rules.name,
        question=label("drill.suit-size.question", trump=suit_name(trump), suit=suit_name(suit)),
        data={"trump": suit_name(trump), "suit": suit_name(suit)},
        answer_type="number",
        choices=(),
        hint=label("drill.suit-size.hint"),
        solution=len(cards),
        context={"cards": cards, "suit": suit},
    )


def _mark_suit_size(exercise: Exercise, answer: Any) -> Marking:
    cards: tuple[Card, ...] = exercise.context["cards"]
    suit: Suit = exercise.context["suit"]
    if suit.is_black:
        ace = next(card for card in Card if card.suit == suit and card.rank == Rank.ACE)
        why = label(
            "drill.suit-size.black", suit=suit_name(suit), ace=ace.symbol(), count=len(cards)
        )
    else:
        why = label("drill.suit-size.red", suit=suit_name(suit), count=len(cards))
    reason = {
        "code": "suit-size",
        "message": label("drill.suit-size.cards", suit=suit_name(suit)),
        "cards": codes(cards),
        "facts": {"count": len(cards)},
    }
    return Marking(answer == exercise.solution, why, (reason,))


def _nudge_suit_size(exercise: Exercise, answer: Any) -> str:
    return label("drill.suit-size.nudge")


register("suit-size", _make_suit_size, _mark_suit_size, _nudge_suit_size)
