"""Exercises on play: which card wins a trick, and which cards may be played."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ..cards import BASTO, SPADILLE, Card, Hand, Rank, Suit, card_list, cards_in, mask_of
from ..messages import count, label
from ..ranking import is_matador, is_trump, matadors, power, punto, suit_in_play, trump_order
from ..rules import RuleSet
from ..tricks import (
    Reason,
    explain_play,
    explain_trick,
    legal_cards,
    legal_reason,
    trick_winner,
)
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
            label("drill.winner.discard", card=card_text(card, trump), led=suit_name(led)),
            (card,),
            facts,
        )
    if suit != suit_in_play(winner, trump):
        return Reason(
            "trump-beats-plain",
            label(
                "drill.winner.trumped",
                card=card_text(card, trump),
                led=suit_name(led),
                winner=card_text(winner, trump),
            ),
            (card, winner),
            facts,
        )
    return Reason(
        "lower-in-suit",
        label(
            "drill.winner.lower-trump" if suit == trump else "drill.winner.lower",
            card=card_text(card, trump),
            winner=card_text(winner, trump),
            suit=suit_name(suit),
            order=order_text(suit, trump),
        ),
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
        question=label("drill.winner.question", trump=suit_name(trump)),
        data={
            "trump": suit_name(trump),
            "trick": codes(trick),
            "led_suit": suit_name(_led(trick, trump)),
        },
        answer_type="choice",
        choices=tuple(card_choice(card) for card in trick),
        hint=label("drill.winner.hint", trump=suit_name(trump)),
        solution=str(winner),
        context={"trump": trump, "trick": tuple(trick), "case": case},
    )


def _mark_trick_winner(exercise: Exercise, answer: Any) -> Marking:
    trump: Suit = exercise.context["trump"]
    trick: tuple[Card, ...] = exercise.context["trick"]
    explanation = explain_trick(trick, trump)
    if answer == exercise.solution:
        return Marking(True, explanation.message + ".", (explanation.to_dict(),))
    # Why this card does not win, in one sentence; why the winner wins is listed under it.
    why = why_not_winner(trick, trump, Card.parse(answer))
    return Marking(False, why.message + ".", (why.to_dict(), explanation.to_dict()))


def _nudge_trick_winner(exercise: Exercise, answer: Any) -> str:
    why = why_not_winner(exercise.context["trick"], exercise.context["trump"], Card.parse(answer))
    return label(f"drill.winner.nudge.{why.code}")


register("trick-winner", _make_trick_winner, _mark_trick_winner, _nudge_trick_winner)


# ---------------------------------------------------------------------------------------------
# legal-play: every case of following suit and of the matador privilege (the Rulings page).

# case -> (the rule that decides it, as tricks.legal_reason's code)
LEGAL_CASES: dict[str, str] = {
    "plain-follow": "must-follow",
    "plain-cannot-follow": "cannot-follow",
    "trump-lead-plain-trump": "must-follow",
    "matadors-only": "matador-privilege",
    "higher-matador-forces": "matador-forced",
    "lower-matador-no-force": "matador-privilege",
    "spadille-led-only-basto": "matador-forced",
    "manille-led-only-basto": "matador-forced",
    "basto-led-only-spadille": "matador-privilege",
    "no-trumps": "cannot-follow",
}


def _position(rng: random.Random, case: str, trump: Suit) -> tuple[Card, Hand]:
    """The card led and the trumps of the learner's hand for ``case`` (plain cards added later)."""
    spadille, manille, basto = matadors(trump)
    trumps = list(trump_order(trump))
    plain_trumps = trumps[3:]
    if case in ("plain-follow", "plain-cannot-follow"):
        lead = rng.choice([card for card in Card if not is_trump(card, trump)])
        held = rng.sample([c for c in trumps], rng.randint(0, 2))
        return lead, mask_of(held)
    if case == "trump-lead-plain-trump":
        lead = rng.choice(trumps)
        held = rng.sample([c for c in plain_trumps if c != lead], rng.randint(1, 2))
        held += rng.sample([c for c in (spadille, manille, basto) if c != lead], rng.randint(0, 1))
        return lead, mask_of(held)
    if case == "matadors-only":
        lead = rng.choice(plain_trumps)
        held = rng.sample([spadille, manille, basto], rng.randint(1, 2))
        return lead, mask_of(held)
    if case == "higher-matador-forces":
        lead, held_options = rng.choice(
            [(spadille, [manille, basto]), (manille, [basto]), (spadille, [manille])]
        )
        extra = [c for c in (spadille, manille, basto) if c != lead and c not in held_options]
        held = held_options + rng.sample(extra, rng.randint(0, len(extra)))
        return lead, mask_of(held)
    if case == "lower-matador-no-force":
        lead, held = rng.choice(
            [(manille, [spadille]), (basto, [manille]), (basto, [spadille, manille])]
        )
        return lead, mask_of(held)
    if case == "spadille-led-only-basto":
        return spadille, basto.bit
    if case == "manille-led-only-basto":
        return manille, basto.bit
    if case == "basto-led-only-spadille":
        return basto, spadille.bit
    return rng.choice(trumps), 0  # no-trumps


def _display_key(card: Card, trump: Suit | None) -> tuple[int, int]:
    suit = suit_in_play(card, trump)
    return (0 if suit == trump else 1 + int(suit), -power(card, trump))


# A contrabola (rules whose games include one with no trumps): each case of following suit
# without trumps, where Spadille and Basto are only the aces of spades and clubs (the course's
# house reading: plain aces, below the jack).
CONTRABOLA_CASES: tuple[str, ...] = (
    "spadille-is-a-spade",  # a spade led: Spadille follows suit like any spade
    "basto-only-club",  # a club led and Basto the only club held: it must be played
    "black-ace-led",  # Spadille or Basto led: only that suit must follow, nothing is a trump
    "cannot-follow",  # no card of the suit led: any card, there is no trump to play
)


def plays_contrabola(rules: RuleSet) -> bool:
    """Whether ``rules`` hold a game without trumps (a contrabola or countervole): the
    legal-play drill then asks about a trick of that game.

    >>> plays_contrabola(RuleSet.preset("contrabola")), plays_contrabola(RuleSet.preset("swedish"))
    (True, False)
    """
    return any(contract.trump_choice == "none" for contract in rules.contracts)


def _contrabola_position(rng: random.Random, case: str) -> tuple[Card, list[Card]]:
    """The card led and the learner's cards of the suit led (others are added later)."""
    suit_cards = {suit: [card for card in Card if card.suit == suit] for suit in Suit}
    if case == "spadille-is-a-spade":
        lead = rng.choice([card for card in suit_cards[Suit.SPADES] if card != SPADILLE])
        others = [card for card in suit_cards[Suit.SPADES] if card not in (lead, SPADILLE)]
        return lead, [SPADILLE, *rng.sample(others, rng.randint(0, 2))]
    if case == "basto-only-club":
        return rng.choice([card for card in suit_cards[Suit.CLUBS] if card != BASTO]), [BASTO]
    if case == "black-ace-led":
        lead = rng.choice([SPADILLE, BASTO])
        same = [card for card in suit_cards[lead.suit] if card != lead]
        return lead, rng.sample(same, rng.randint(1, 2))
    return rng.choice(list(Card)), []  # cannot-follow


def _make_contrabola_legal(rng: random.Random, rules: RuleSet, seed: int) -> Exercise:
    case = CONTRABOLA_CASES[seed % len(CONTRABOLA_CASES)]
    lead, following = _contrabola_position(rng, case)
    rest = [card for card in Card if card.suit != lead.suit]
    if case == "cannot-follow":
        # Spadille or Basto among them now and then: a black ace is no trump here either.
        rest = [card for card in rest if card not in (SPADILLE, BASTO)]
        aces = [card for card in (SPADILLE, BASTO) if card.suit != lead.suit]
        following = rng.sample(aces, rng.randint(0, len(aces)))
    held = following + rng.sample(rest, rng.randint(5, 8) - len(following))
    hand = mask_of(held)
    trick = [lead]
    if rng.random() < 0.5:  # the learner plays third: someone has already followed
        others = [card for card in Card if card != lead and not hand & card.bit]
        same = [card for card in others if card.suit == lead.suit]
        trick.append(rng.choice(same or others))
    cards = sorted(card_list(hand), key=lambda card: _display_key(card, None))
    seat = "second" if len(trick) == 1 else "third"  # the learner's place in the trick
    contract = next(c for c in rules.contracts if c.trump_choice == "none").name
    return Exercise(
        kind="legal-play",
        seed=seed,
        rules=rules.name,
        question=label(f"drill.legal.question-no-trumps.{seat}", contract=contract),
        data={
            "trump": None,
            "trick": codes(trick),
            "led_suit": suit_name(lead.suit),
            "hand": codes(cards),
        },
        answer_type="multi",
        choices=tuple(card_choice(card) for card in cards),
        hint=label("drill.legal.hint-no-trumps"),
        solution=sorted(str(card) for card in cards_in(legal_cards(hand, trick, None))),
        context={"trump": None, "trick": tuple(trick), "hand": hand, "case": case},
    )


def _make_legal(rng: random.Random, rules: RuleSet, seed: int) -> Exercise:
    if plays_contrabola(rules):
        return _make_contrabola_legal(rng, rules, seed)
    case = list(LEGAL_CASES)[seed % len(LEGAL_CASES)]
    trump = random_trump(rng)
    lead, trumps_held = _position(rng, case, trump)
    led = suit_in_play(lead, trump)
    size = rng.randint(5, 8)
    plain = [c for c in Card if not is_trump(c, trump) and c != lead]
    if case == "plain-follow":
        same = [c for c in plain if suit_in_play(c, trump) == led]
        held = rng.sample(same, rng.randint(1, 3))
    else:
        held = []
    if case == "plain-cannot-follow":
        plain = [c for c in plain if suit_in_play(c, trump) != led]
    else:
        plain = [c for c in plain if c not in held]
    held += card_list(trumps_held)
    held += rng.sample(plain, max(size - len(held), 0))
    hand = mask_of(held)
    trick = [lead]
    if rng.random() < 0.5:  # the learner plays third: someone has already followed
        rest = [c for c in Card if c != lead and not hand & c.bit]
        following = [c for c in rest if suit_in_play(c, trump) == led]
        trick.append(rng.choice(following or rest))
    cards = sorted(card_list(hand), key=lambda card: _display_key(card, trump))
    seat = "second" if len(trick) == 1 else "third"
    return Exercise(
        kind="legal-play",
        seed=seed,
        rules=rules.name,
        question=label(f"drill.legal.question.{seat}", trump=suit_name(trump)),
        data={
            "trump": suit_name(trump),
            "trick": codes(trick),
            "led_suit": suit_name(led),
            "hand": codes(cards),
        },
        answer_type="multi",
        choices=tuple(card_choice(card) for card in cards),
        hint=label("drill.legal.hint"),
        solution=sorted(str(card) for card in cards_in(legal_cards(hand, trick, trump))),
        context={"trump": trump, "trick": tuple(trick), "hand": hand, "case": case},
    )


def _mark_legal(exercise: Exercise, answer: Any) -> Marking:
    trump: Suit | None = exercise.context["trump"]
    trick: tuple[Card, ...] = exercise.context["trick"]
    hand: Hand = exercise.context["hand"]
    rule = legal_reason(hand, trick, trump)
    chosen = set(answer)
    # As a player reads a hand: trumps first, then each plain suit, each highest first.
    shown = sorted(cards_in(hand), key=lambda card: _display_key(card, trump))
    verdicts = [explain_play(hand, trick, trump, card) for card in shown]
    wrongly_in = [v for v in verdicts if str(v.card) in chosen and not v.legal]
    left_out = [v for v in verdicts if str(v.card) not in chosen and v.legal]
    allowed = [v.card for v in verdicts if v.legal]
    barred = [v.card for v in verdicts if not v.legal]
    details: tuple[str, ...] = ()
    if wrongly_in or left_out:
        may = " ".join(card.symbol() for card in allowed)
        details = (label("drill.legal.only", cards=may) if barred else label("drill.legal.any"),)
    explanation = label("drill.sentence", clause=rule.message)
    # The rule once, with the cards it allows and bars: not once per card.
    reasons: list[dict[str, Any]] = [
        {
            "code": "may-play",
            "message": label("drill.legal.may", cards=count("card", len(allowed))),
            "cards": [str(card) for card in allowed],
            "facts": {"rule": rule.code},
        }
    ]
    if barred:
        reasons.append(
            {
                "code": "may-not-play",
                "message": label("drill.legal.may-not", cards=count("card", len(barred))),
                "cards": [str(card) for card in barred],
                "facts": {"rule": rule.code},
            }
        )
    return Marking(not wrongly_in and not left_out, explanation, tuple(reasons), details)


def _nudge_legal(exercise: Exercise, answer: Any) -> str:
    trump: Suit | None = exercise.context["trump"]
    trick: tuple[Card, ...] = exercise.context["trick"]
    chosen = set(answer)
    allowed = set(exercise.solution)
    picked_wrong = bool(chosen - allowed)
    left_out = bool(allowed - chosen)
    if picked_wrong and left_out:
        what = "both"
    elif picked_wrong:
        what = "extra"
    else:
        what = "missing"
    if trump is None:
        led = suit_name(trick[0].suit)
        return label(f"drill.legal.nudge.{what}-no-trumps", led=led)
    if suit_in_play(trick[0], trump) != trump:
        led = suit_name(suit_in_play(trick[0], trump))
        return label(f"drill.legal.nudge.{what}-plain", led=led)
    return label(f"drill.legal.nudge.{what}-trumps")


register("legal-play", _make_legal, _mark_legal, _nudge_legal)
