"""Actions of a deal: small frozen values with a readable text form and a parser.

>>> Action.parse("bid entrada")
Bid(contract='entrada')
>>> str(Action.parse("discard 4c 3h")), str(Action.parse("discard none"))
('discard 3h 4c', 'discard none')
>>> Action.parse("play K♠") == PlayCard(Card.SK)
True
>>> Action.parse("play")
Traceback (most recent call last):
...
ombre_core.errors.NotationError: 'play' is not an action: play needs one card, as in 'play Ks'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .cards import Card, Hand, Suit, format_cards, parse_cards
from .errors import NotationError, excerpt
from .messages import label


@dataclass(frozen=True, slots=True)
class Action:
    """Base class of every action. ``str(action)`` is its notation; :meth:`parse` reads it."""

    kind: ClassVar[str] = ""

    def __str__(self) -> str:
        return self.kind

    @staticmethod
    def parse(text: str) -> Action:
        """Read one action from its text form; malformed text raises :class:`NotationError`."""
        return parse_action(text)


@dataclass(frozen=True, slots=True)
class Deal(Action):
    """The chance step: each seat's hand (seat order) and the talon, top card first."""

    kind: ClassVar[str] = "deal"
    hands: tuple[Hand, ...]
    talon: tuple[Card, ...]

    def __str__(self) -> str:
        parts = [format_cards(hand) for hand in self.hands]
        parts.append(format_cards(self.talon))
        return "deal " + " / ".join(parts)


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Pass in the auction (final), or decline a gascarille."""

    kind: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True)
class Bid(Action):
    """Standard auction: name a contract strictly higher than the current bid."""

    kind: ClassVar[str] = "bid"
    contract: str

    def __str__(self) -> str:
        return f"bid {self.contract}"


@dataclass(frozen=True, slots=True)
class BidPlay(Action):
    """Swedish auction: the first offer to play ("spel")."""

    kind: ClassVar[str] = "bid play"


@dataclass(frozen=True, slots=True)
class BidHigher(Action):
    """Swedish auction: overcall ("jag bjuder högre"), raising the lowest game by one step."""

    kind: ClassVar[str] = "bid higher"


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """Swedish: the auction winner chooses the game, at or above the step reached."""

    kind: ClassVar[str] = "choose"
    contract: str

    def __str__(self) -> str:
        return f"choose {self.contract}"


@dataclass(frozen=True, slots=True)
class Gascarille(Action):
    """Swedish option after all pass: take the gascarille."""

    kind: ClassVar[str] = "gascarille"


@dataclass(frozen=True, slots=True)
class DeclareCountervole(Action):
    """Swedish option after all pass: play a countervole, trying to take no trick."""

    kind: ClassVar[str] = "countervole"


@dataclass(frozen=True, slots=True)
class NameTrump(Action):
    """The ombre names the trump suit."""

    kind: ClassVar[str] = "trump"
    suit: Suit

    def __str__(self) -> str:
        return f"trump {self.suit}"


@dataclass(frozen=True, slots=True)
class CallCard(Action):
    """Quadrille, Quintille: after naming trumps the ombre calls a card (a king, or a queen
    when holding all four kings); its holder becomes the ombre's secret partner.

    >>> str(CallCard(Card.HK)), Action.parse("call K♥") == CallCard(Card.HK)
    ('call Kh', True)
    """

    kind: ClassVar[str] = "call"
    card: Card

    def __str__(self) -> str:
        return f"call {self.card}"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Discard these cards face down and draw as many from the talon; ``discard none`` keeps all."""

    kind: ClassVar[str] = "discard"
    cards: Hand

    def __str__(self) -> str:
        return f"discard {format_cards(self.cards) if self.cards else 'none'}"


@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """Play one card to the current trick."""

    kind: ClassVar[str] = "play"
    card: Card

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True, slots=True)
class AnnounceVole(Action):
    """Standard: the ombre announces a vole (all nine tricks) before the lead to trick 6."""

    kind: ClassVar[str] = "announce vole"


@dataclass(frozen=True, slots=True)
class Stop(Action):
    """The ombre, having won tricks 1-5, stops and scores (primeras in standard)."""

    kind: ClassVar[str] = "stop"


@dataclass(frozen=True, slots=True)
class Surrender(Action):
    """Swedish: the ombre offers to give up before trick 4 is led."""

    kind: ClassVar[str] = "surrender"


@dataclass(frozen=True, slots=True)
class Accept(Action):
    """Swedish: a defender accepts the ombre's surrender."""

    kind: ClassVar[str] = "accept"


@dataclass(frozen=True, slots=True)
class Refuse(Action):
    """Swedish: a defender refuses the surrender and takes over as ombre."""

    kind: ClassVar[str] = "refuse"


PASS = Pass()
BID_PLAY = BidPlay()
BID_HIGHER = BidHigher()
GASCARILLE = Gascarille()
COUNTERVOLE = DeclareCountervole()
ANNOUNCE_VOLE = AnnounceVole()
STOP = Stop()
SURRENDER = Surrender()
ACCEPT = Accept()
REFUSE = Refuse()
PLAY: tuple[PlayCard, ...] = tuple(PlayCard(card) for card in Card)
"""``PLAY[card]`` is the (shared) action that plays ``card``."""
TRUMP: tuple[NameTrump, ...] = tuple(NameTrump(suit) for suit in Suit)
CALL: tuple[CallCard, ...] = tuple(CallCard(card) for card in Card)
"""``CALL[card]`` is the (shared) action that calls ``card``."""
DISCARD_NONE = Discard(0)

_WORDS: dict[str, Action] = {
    "pass": PASS,
    "gascarille": GASCARILLE,
    "countervole": COUNTERVOLE,
    "stop": STOP,
    "surrender": SURRENDER,
    "accept": ACCEPT,
    "refuse": REFUSE,
}

KIND_ORDER: tuple[str, ...] = (
    "deal",
    "pass",
    "bid",
    "bid play",
    "bid higher",
    "choose",
    "gascarille",
    "countervole",
    "trump",
    "call",
    "discard",
    "play",
    "announce vole",
    "stop",
    "surrender",
    "accept",
    "refuse",
)
"""The order of kinds in :meth:`GameState.legal_actions`."""


GAME_NAME_LENGTH = 24
"""The longest game name an action may carry (no rule set has a longer one)."""


def _bad(text: str, why: str, **params: str | int) -> NotationError:
    """``bad-action``: ``text`` with the reason ``error.bad-action.<why>``."""
    reason = label(f"error.bad-action.{why}", **params)
    return NotationError("bad-action", label("error.bad-action", text=excerpt(text), why=reason))


def parse_action(text: str) -> Action:
    """Parse an action's text form.

    >>> parse_action("trump oros"), parse_action("announce vole")
    (NameTrump(suit=Suit.DIAMONDS), AnnounceVole())
    >>> parse_action("bid higher"), parse_action("choose oros")
    (BidHigher(), Choose(contract='oros'))
    """
    if not isinstance(text, str):
        raise NotationError("bad-action", label("error.bad-action.text", text=excerpt(text)))
    words = text.split()
    if not words:
        raise _bad(text, "empty")
    verb, rest = words[0].lower(), words[1:]
    if verb in _WORDS:
        if rest:
            raise _bad(text, "nothing-after", verb=verb)
        return _WORDS[verb]
    if verb == "play":
        if len(rest) != 1:
            raise _bad(text, "play")
        return PLAY[Card.parse(rest[0])]
    if verb == "call":
        if len(rest) != 1:
            raise _bad(text, "call")
        return CALL[Card.parse(rest[0])]
    if verb == "discard":
        if not rest:
            raise _bad(text, "discard")
        if len(rest) == 1 and rest[0].lower() == "none":
            return DISCARD_NONE
        cards = parse_cards(rest)
        mask = 0
        for card in cards:
            if mask >> card & 1:
                raise NotationError(
                    "duplicate-card",
                    label("error.duplicate-card.in", card=card, text=excerpt(text)),
                )
            mask |= 1 << card
        return Discard(mask)
    if verb == "trump":
        if len(rest) != 1:
            raise _bad(text, "trump")
        return TRUMP[Suit.parse(rest[0])]
    if verb in ("bid", "choose"):
        if len(rest) != 1 or not rest[0].isascii() or not rest[0].isalpha():
            raise _bad(text, "game", verb=verb)
        if len(rest[0]) > GAME_NAME_LENGTH:
            raise _bad(text, "game-length", length=GAME_NAME_LENGTH)
        word = rest[0].lower()
        if verb == "bid" and word == "play":
            return BID_PLAY
        if verb == "bid" and word == "higher":
            return BID_HIGHER
        return Bid(word) if verb == "bid" else Choose(word)
    if verb == "announce":
        if [word.lower() for word in rest] != ["vole"]:
            raise _bad(text, "announce")
        return ANNOUNCE_VOLE
    if verb == "deal":
        return _parse_deal(text, " ".join(rest))
    raise _bad(text, "verbs")


def _parse_deal(text: str, body: str) -> Deal:
    groups = [group.split() for group in body.split("/")]
    if len(groups) < 2:
        raise _bad(text, "deal")
    seen = 0
    hands: list[Hand] = []
    talon: tuple[Card, ...] = ()
    for index, group in enumerate(groups):
        cards = parse_cards(group)
        for card in cards:
            if seen >> card & 1:
                raise NotationError(
                    "duplicate-card",
                    label("error.duplicate-card.dealt", card=card, text=excerpt(text)),
                )
            seen |= 1 << card
        if index < len(groups) - 1:
            hands.append(sum(1 << card for card in cards))
        else:
            talon = tuple(cards)
    return Deal(tuple(hands), talon)
