"""Legal plays (with the matador privilege) and trick winners, with reasons as data.

>>> from ombre_core.cards import Suit, parse_cards, parse_hand, format_cards
>>> format_cards(legal_cards(parse_hand("Ac 5d Kc"), parse_cards("Kh"), Suit.HEARTS))
'5d Ac Kc'
>>> trick = parse_cards("Kc Qc 3d")
>>> trick_winner(trick, Suit.SPADES), trick_winner(trick, Suit.DIAMONDS)
(0, 2)
>>> explain_play(parse_hand("5h Kc"), parse_cards("Kh"), Suit.SPADES, Card.CK).reason.message
'you must follow hearts: you hold 5♥'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from .cards import Card, Hand, Suit, card_list, cards_in
from .errors import IllegalActionError
from .messages import label
from .protocol import PlayVerdictDict, ReasonDict
from .ranking import (
    NO_TRUMP_ROW,
    Trump,
    matador_mask,
    power,
    power_table,
    suit_cards,
    suit_in_play,
    suit_table,
    trumps_mask,
)


def _names(cards: Sequence[Card] | Hand) -> str:
    items = card_list(cards) if isinstance(cards, int) else list(cards)
    return " ".join(card.symbol() for card in items)


@dataclass(frozen=True)
class Reason:
    """Why something is so, as data: a stable ``code``, a message, and the cards involved."""

    code: str
    message: str
    cards: tuple[Card, ...] = ()
    facts: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> ReasonDict:
        data: ReasonDict = {
            "code": self.code,
            "message": self.message,
            "cards": [str(card) for card in self.cards],
        }
        if self.facts:
            data["facts"] = self.facts
        return data


@dataclass(frozen=True)
class PlayVerdict:
    """Whether one card may be played, and the rule that decides it."""

    card: Card
    legal: bool
    reason: Reason

    def to_dict(self) -> PlayVerdictDict:
        return {"card": str(self.card), "legal": self.legal, "reason": self.reason.to_dict()}


# _FOLLOW[trump][lead]: (cards of the led suit in play, whether trumps were led,
# the matadors ranking below the lead). The one statement of the follow rule is _follow_case.
_FollowRow = tuple[tuple[Hand, bool, Hand], ...]


def _build_follow(trump: Trump) -> _FollowRow:
    matadors = matador_mask(trump)
    row = []
    for card in Card:
        lower = 0
        if matadors >> card & 1:
            for other in cards_in(matadors):
                if power(other, trump) < power(card, trump):
                    lower |= 1 << other
        led = suit_in_play(card, trump)
        row.append((suit_cards(led, trump), led == trump, lower))
    return tuple(row)


_FOLLOW: tuple[_FollowRow, ...] = (*(_build_follow(trump) for trump in Suit), _build_follow(None))
_MATADORS: tuple[Hand, ...] = (*(matador_mask(trump) for trump in Suit), 0)


def _row(trump: Trump) -> int:
    return NO_TRUMP_ROW if trump is None else int(trump)


FollowCase = Literal[
    "cannot-follow", "must-follow", "must-trump", "matador-forced", "matador-privilege"
]


def _follow_case(hand: Hand, lead: Card, trump: Trump) -> tuple[FollowCase, Hand]:
    """Which case of the follow rule applies after ``lead``, and the cards it allows.

    A plain lead must be followed if possible. On a trump lead, a player holding a
    non-matador trump must play a trump; one whose trumps are all matadors may keep
    them, unless the lead is a matador higher than one they hold.
    """
    row = _row(trump)
    same, trump_led, lower = _FOLLOW[row][lead]
    held = hand & same
    if not held:
        return "cannot-follow", hand
    if not trump_led:
        return "must-follow", held
    if held & ~_MATADORS[row]:
        return "must-trump", held
    if held & lower:
        return "matador-forced", held
    return "matador-privilege", hand


def legal_mask(hand: Hand, lead: int | None, trump: Trump) -> Hand:
    """The cards of ``hand`` that may be played after ``lead`` (``None`` when leading).

    >>> from ombre_core.cards import format_cards, parse_hand
    >>> format_cards(legal_mask(parse_hand("Ac 5d Kc"), Card.SA, Suit.HEARTS))
    'Ac'
    """
    if lead is None:
        return hand
    return _follow_case(hand, Card(lead), trump)[1]


def _lead_constraint(hand: Hand, lead: Card, trump: Trump) -> tuple[Hand, Reason]:
    """The cards a player must choose from when ``lead`` was led, and why."""
    case, allowed = _follow_case(hand, lead, trump)
    led_suit = suit_in_play(lead, trump)
    held = hand & suit_cards(led_suit, trump)
    facts = {"suit": str(led_suit)}
    if case == "cannot-follow":
        what = label("play.trump") if led_suit == trump else led_suit.name_in()
        return allowed, Reason("cannot-follow", label("play.cannot-follow", suit=what), (), facts)
    if case == "must-follow":
        return allowed, Reason(
            "must-follow",
            label("play.must-follow", suit=led_suit.name_in(), cards=_names(held)),
            tuple(cards_in(held)),
            facts,
        )
    if case == "must-trump":
        plain_trumps = held & ~_MATADORS[_row(trump)]
        return allowed, Reason(
            "must-follow",
            label("play.must-trump", cards=_names(plain_trumps)),
            tuple(cards_in(held)),
            facts,
        )
    if case == "matador-forced":
        lower = held & _FOLLOW[_row(trump)][lead][2]
        return allowed, Reason(
            "matador-forced",
            label("play.matador-forced", lead=lead.symbol(), cards=_names(lower)),
            tuple(cards_in(held)),
            facts,
        )
    return allowed, Reason(
        "matador-privilege",
        label("play.matador-privilege", cards=_names(held)),
        tuple(cards_in(held)),
        facts,
    )


def legal_cards(hand: Hand, trick: Sequence[Card], trump: Trump) -> Hand:
    """The cards of ``hand`` that may be played to ``trick`` (the cards so far, lead first)."""
    return legal_mask(hand, trick[0] if trick else None, trump)


def legal_reason(hand: Hand, trick: Sequence[Card], trump: Trump) -> Reason:
    """The rule that decides which cards may be played here."""
    if not trick:
        return Reason("lead-any", label("play.lead-any"))
    return _lead_constraint(hand, trick[0], trump)[1]


def explain_play(hand: Hand, trick: Sequence[Card], trump: Trump, card: Card) -> PlayVerdict:
    """Whether ``card`` may be played, with the reason in the learner's terms."""
    if not hand & (1 << card):
        return PlayVerdict(
            card,
            False,
            Reason("not-in-hand", label("play.not-in-hand", card=card.symbol()), (card,)),
        )
    if not trick:
        return PlayVerdict(card, True, legal_reason(hand, trick, trump))
    allowed, reason = _lead_constraint(hand, trick[0], trump)
    if allowed & (1 << card):
        if reason.code in ("must-follow", "matador-forced"):
            reason = Reason(
                "follows",
                label("play.allowed", card=card.symbol(), reason=reason.message),
                reason.cards,
                reason.facts,
            )
        return PlayVerdict(card, True, reason)
    return PlayVerdict(card, False, reason)


def check_play(hand: Hand, trick: Sequence[Card], trump: Trump, card: Card) -> None:
    """Raise :class:`IllegalActionError` with the rule's message when ``card`` is not legal."""
    verdict = explain_play(hand, trick, trump, card)
    if not verdict.legal:
        raise IllegalActionError(verdict.reason.code, verdict.reason.message)


def trick_winner(cards: Sequence[int], trump: Trump) -> int:
    """Index (into ``cards``, lead first) of the card that wins the trick."""
    power_row = power_table(trump)
    suit_row = suit_table(trump)
    led = suit_row[cards[0]]
    best, best_power = 0, power_row[cards[0]]
    for index in range(1, len(cards)):
        card = cards[index]
        if suit_row[card] in (trump, led) and power_row[card] > best_power:
            best, best_power = index, power_row[card]
    return best


def explain_trick(cards: Sequence[Card], trump: Trump) -> Reason:
    """Why the winning card wins. ``facts['winner']`` is its index.

    >>> from ombre_core.cards import parse_cards
    >>> explain_trick(parse_cards("Kc Qc 3d"), Suit.DIAMONDS).message
    '3♦ wins: it is the highest trump played (diamonds are trumps)'
    """
    winner = trick_winner(cards, trump)
    card = cards[winner]
    led = suit_in_play(cards[0], trump)
    if suit_in_play(card, trump) == trump:
        if led == trump:
            message = label("trick.trump-led", card=card.symbol())
        else:
            message = label("trick.trumped", card=card.symbol(), trump=trump.name_in())
        code = "highest-trump"
    else:
        none = label("trick.no-trumps" if trump is None else "trick.no-trump-played")
        message = label("trick.highest-of-suit", card=card.symbol(), none=none, suit=led.name_in())
        code = "highest-of-suit"
    return Reason(code, message, (card,), {"winner": winner, "trump": str(trump), "led": str(led)})


def trumps_in(hand: Hand, trump: Trump) -> Hand:
    return hand & trumps_mask(trump)


def dummy_card(hand: Hand, trick: Sequence[Card], trump: Trump, friend_winning: bool) -> Card:
    """The card the dummy of Ombre a dos plays (the course's house reading: see
    ``ombre_core.rules.OMBRE_A_DOS_READING``): the cheapest legal card that takes the trick so
    far, unless ``friend_winning`` (the live defender is winning it); otherwise, and when it
    leads, its lowest legal card. Lowest means lowest in play (a plain card before a trump),
    then spades, hearts, diamonds, clubs.

    >>> from ombre_core.cards import parse_cards, parse_hand
    >>> hand = parse_hand("Kh 3h 5d As")
    >>> dummy_card(hand, parse_cards("Qh"), Suit.CLUBS, False).symbol()   # takes it cheaply
    'K♥'
    >>> dummy_card(hand, parse_cards("Qh"), Suit.CLUBS, True).symbol()    # the friend has it
    '3♥'
    >>> dummy_card(hand, [], Suit.CLUBS, False).symbol()                  # leads its lowest
    '5♦'
    """
    power_row = power_table(trump)
    cards = sorted(card_list(legal_cards(hand, trick, trump)), key=lambda c: (power_row[c], c))
    if trick and not friend_winning:
        for card in cards:
            if trick_winner([*trick, card], trump) == len(trick):
                return card
    return cards[0]
