"""Exercises on play: which card wins a trick, and which cards may be played."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ..cards import BASTO, SPADILLE, Card, Rank, Suit, card_list
from ..ranking import is_matador, is_trump, punto, suit_in_play
from ..rules import RuleSet
from ..tricks import Reason, explain_trick, legal_cards, trick_winner
from .base import (
    Exercise,
    Marking,
    card_choice,
    card_text,
    codes,
    deal_hands,
    order_text,
    random_trump,
    register,
    suit_name,
)

# ---------------------------------------------------------------------------------------------
# trick-winner

TrickTest = Callable[[Sequence[Card], Suit], bool]


def _led(trick: Sequence[Card], trump: Suit) -> Suit:
    return suit_in_play(trick[0], trump)


def _follows_plain(trick: Sequence[Card], trump: Suit) -> bool:
    led = _led(trick, trump)
    return led != trump and all(suit_in_play(card, trump) == led for card in trick)


def _trumped(trick: Sequence[Card], trump: Suit) -> bool:
    return _led(trick, trump) != trump and any(is_trump(card, trump) for card in trick[1:])


def _discarded(trick: Sequence[Card], trump: Suit) -> bool:
    led = _led(trick, trump)
    return (
        led != trump
        and not any(is_trump(card, trump) for card in trick)
        and any(suit_in_play(card, trump) != led for card in trick[1:])
    )


def _trump_lead(trick: Sequence[Card], trump: Suit) -> bool:
    return _led(trick, trump) == trump and not is_matador(trick[0], trump)


def _matador_played(trick: Sequence[Card], trump: Suit) -> bool:
    return sum(is_matador(card, trump) for card in trick) >= 1 and any(
        is_trump(card, trump) and not is_matador(card, trump) for card in trick
    )


def _red_plain_ace(trick: Sequence[Card], trump: Suit) -> bool:
    """A red plain suit is led and its ace meets another card of the suit."""
    led = _led(trick, trump)
    ace = Card.of(Rank.ACE, led)
    return led != trump and led.is_red and ace in trick and _follows_plain(trick, trump)


def _punto(trick: Sequence[Card], trump: Suit) -> bool:
    """Punto meets a lower-looking trump such as the king or the 2."""
    ace = punto(trump)
    return ace is not None and ace in trick and sum(is_trump(card, trump) for card in trick) >= 2


def _black_ace(trick: Sequence[Card], trump: Suit) -> bool:
    for ace in (SPADILLE, BASTO):
        if (
            ace in trick
            and ace.suit != trump
            and any(c != ace and suit_in_play(c, trump) == ace.suit for c in trick)
        ):
            return True
    return False


TRICK_CASES: tuple[tuple[str, TrickTest], ...] = (
    ("follow-suit", _follows_plain),
    ("trumped", _trumped),
    ("discard", _discarded),
    ("trump-lead", _trump_lead),
    ("matador", _matador_played),
    ("red-plain-ace", _red_plain_ace),
    ("punto", _punto),
    ("black-ace", _black_ace),
)


def random_trick(rng: random.Random, trump: Suit) -> list[Card]:
    """A realistic trick: a random lead and two random legal follows from dealt hands."""
    hands, _ = deal_hands(rng)
    trick = [rng.choice(card_list(hands[0]))]
    for hand in hands[1:]:
        trick.append(rng.choice(card_list(legal_cards(hand, trick, trump))))
    return trick


def why_not_winner(trick: Sequence[Card], trump: Suit, card: Card) -> Reason:
    """Why ``card`` does not win ``trick`` (it must not be the winner)."""
    winner = trick[trick_winner(trick, trump)]
    led = _led(trick, trump)
    suit = suit_in_play(card, trump)
    facts = {"card": str(card), "winner": str(winner)}
    if suit not in (led, trump):
        return Reason(
            "discard-cannot-win",
            f"{card_text(card, trump)} is a discard: it is neither a trump nor a {led} card, "
            "so it cannot win whatever its rank",
            (card,),
            facts,
        )
    if suit != suit_in_play(winner, trump):
        return Reason(
            "trump-beats-plain",
            f"{card_text(card, trump)} follows {led}, but {card_text(winner, trump)} is a trump, "
            "and any trump beats every plain card",
            (card, winner),
            facts,
        )
    kind = "trumps" if suit == trump else suit_name(suit)
    return Reason(
        "lower-in-suit",
        f"{card_text(card, trump)} is lower than {card_text(winner, trump)}: "
        f"{kind} rank {order_text(suit, trump)}",
        (card, winner),
        facts,
    )


def _make_trick_winner(rng: random.Random, rules: RuleSet, seed: int) -> Exercise:
    case, test = TRICK_CASES[seed % len(TRICK_CASES)]
    while True:
        trump = random_trump(rng)
        trick = random_trick(rng, trump)
        if test(trick, trump):
            break
    winner = trick[trick_winner(trick, trump)]
    return Exercise(
        kind="trick-winner",
        seed=seed,
        rules=rules.name,
        question=f"{suit_name(trump).capitalize()} are trumps. Which card wins this trick?",
        data={
            "trump": suit_name(trump),
            "trick": codes(trick),
            "led_suit": suit_name(_led(trick, trump)),
        },
        answer_type="choice",
        choices=tuple(card_choice(card) for card in trick),
        hint=(
            f"Is there a trump in the trick? {suit_name(trump).capitalize()} are trumps, and "
            "Spadille (A♠) and Basto (A♣) are always trumps. If there is no trump, only cards "
            "of the suit led can win."
        ),
        solution=str(winner),
        context={"trump": trump, "trick": tuple(trick), "case": case},
    )


def _mark_trick_winner(exercise: Exercise, answer: Any) -> Marking:
    trump: Suit = exercise.context["trump"]
    trick: tuple[Card, ...] = exercise.context["trick"]
    explanation = explain_trick(trick, trump)
    if answer == exercise.solution:
        return Marking(True, explanation.message + ".", (explanation.to_dict(),))
    why = why_not_winner(trick, trump, Card.parse(answer))
    return Marking(
        False,
        explanation.message + ".",
        (why.to_dict(), explanation.to_dict()),
        (why.message + ".",),
    )


register("trick-winner", _make_trick_winner, _mark_trick_winner)
