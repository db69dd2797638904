"""Cards, suits, ranks, hands as bitmasks, and card notation.

A card is a small int ``suit * 10 + rank`` wrapped in :class:`Card`; a hand
is an ``int`` bitmask with bit ``card`` set for each card held.

The words for cards are the catalogue's (:mod:`ombre_core.messages`), per language and deck
style (``french``, ``spanish``): ``rank.<style>.<letter>`` a rank alone ("King", "Rey"),
``suit.<style>.<suit>`` a suit in a sentence ("hearts", "copas"), ``card.suit.<style>.<suit>``
the suit as it stands in a card's name, and ``card.<style>`` the template of a card's name,
``"{rank} of {suit}"``: a language orders the words its own way ("{rank} de {suit}" gives "rey
de copas" and "roi de cœur", "{suit} {rank}" gives "hjärter kung"). Where no template fits, a
language gives a card its own name, ``card.<style>.<code>`` (German "Herzkönig", "Pik-Ass"):
English has none of these (:data:`ombre_core.messages.OPTIONAL_CODES`). The matadors' names
are ``card.title.<name>`` (:func:`ombre_core.ranking.card_title`), written as each language
writes them (Spadille, Espadilla, spadille).

>>> Card.parse("Kh")
Card.HK
>>> str(Card.SA), Card.SA.name_in("spanish")
('As', 'As de espadas')
>>> parse_cards("As 7h Kc Jd")
[Card.SA, Card.H7, Card.CK, Card.DJ]
>>> format_cards(mask_of(parse_cards("Jd As")))
'As Jd'
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator
from typing import Literal

from .errors import NotationError, excerpt

DeckStyle = Literal["french", "spanish"]


class Suit(enum.IntEnum):
    """The four suits, in notation order ``s h d c``."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        return "shdc"[self]

    @property
    def symbol(self) -> str:
        return "♠♥♦♣"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def is_black(self) -> bool:
        return not self.is_red

    def name_in(self, style: DeckStyle = "french") -> str:
        """``'hearts'`` in the French deck, ``'copas'`` in the Spanish deck: the suit in a
        sentence, in the current language."""
        from .messages import label  # the catalogue loads on first use, not with the bridge

        return label(f"suit.{style}.{self}")

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Parse ``'h'``, ``'♥'``, ``'hearts'`` or ``'copas'``.

        >>> Suit.parse("oros")
        Suit.DIAMONDS
        """
        key = text.strip().lower()
        suit = _SUIT_LOOKUP.get(key)
        if suit is None:
            from .messages import label

            raise NotationError("bad-suit", label("error.bad-suit", text=excerpt(text)))
        return suit

    def __repr__(self) -> str:
        return f"Suit.{self.name}"

    def __str__(self) -> str:
        return self.name.lower()


class Rank(enum.IntEnum):
    """The ten ranks of the 40-card deck: no 8, 9 or 10."""

    ACE = 0
    TWO = 1
    THREE = 2
    FOUR = 3
    FIVE = 4
    SIX = 5
    SEVEN = 6
    JACK = 7
    QUEEN = 8
    KING = 9

    @property
    def letter(self) -> str:
        return RANK_LETTERS[self]

    def name_in(self, style: DeckStyle = "french") -> str:
        """``'King'`` in the French deck, ``'Rey'`` in the Spanish deck, in the current
        language."""
        from .messages import label

        return label(f"rank.{style}.{self.letter}")

    def __repr__(self) -> str:
        return f"Rank.{self.name}"


RANK_LETTERS = "A234567JQK"

# The suits' words notation accepts (the English ones are the suits' str()), in any language.
_SPANISH_SUIT_TOKENS = ("espadas", "copas", "oros", "bastos")
_SUIT_LOOKUP: dict[str, Suit] = {}
for _suit in Suit:
    for _key in (
        _suit.letter,
        _suit.symbol,
        "♤♡♢♧"[_suit],
        str(_suit),
        _SPANISH_SUIT_TOKENS[_suit],
    ):
        _SUIT_LOOKUP[_key] = _suit


class Card(enum.IntEnum):
    """One of the 40 cards. Member names are suit letter then rank: ``Card.SA`` is A♠."""

    SA = 0
    S2 = 1
    S3 = 2
    S4 = 3
    S5 = 4
    S6 = 5
    S7 = 6
    SJ = 7
    SQ = 8
    SK = 9
    HA = 10
    H2 = 11
    H3 = 12
    H4 = 13
    H5 = 14
    H6 = 15
    H7 = 16
    HJ = 17
    HQ = 18
    HK = 19
    DA = 20
    D2 = 21
    D3 = 22
    D4 = 23
    D5 = 24
    D6 = 25
    D7 = 26
    DJ = 27
    DQ = 28
    DK = 29
    CA = 30
    C2 = 31
    C3 = 32
    C4 = 33
    C5 = 34
    C6 = 35
    C7 = 36
    CJ = 37
    CQ = 38
    CK = 39

    @property
    def suit(self) -> Suit:
        return _CARD_SUITS[self]

    @property
    def rank(self) -> Rank:
        return _CARD_RANKS[self]

    @property
    def bit(self) -> int:
        return 1 << self

    @classmethod
    def of(cls, rank: Rank, suit: Suit) -> Card:
        return cls(suit * 10 + rank)

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse ``'Kh'``, ``'K♥'`` or ``'kh'``.

        >>> Card.parse("7♦")
        Card.D7
        >>> Card.parse("8h")
        Traceback (most recent call last):
        ...
        ombre_core.errors.NotationError: '8h' is not a card: ranks are A 2 3 4 5 6 7 J Q K \
(no 8, 9 or 10) and suits are s h d c or ♠ ♥ ♦ ♣, as in 'Kh' or '7♦'
        """
        token = text.strip()
        if len(token) == 2:
            rank_index = RANK_LETTERS.find(token[0].upper())
            suit = _SUIT_LOOKUP.get(token[1].lower())
            if rank_index >= 0 and suit is not None:
                return cls(suit * 10 + rank_index)
        from .messages import label

        raise NotationError("bad-card", label("error.bad-card", text=excerpt(text)))

    def symbol(self) -> str:
        """``'K♥'``."""
        return self.rank.letter + self.suit.symbol

    def name_in(self, style: DeckStyle = "french") -> str:
        """Accessible name: ``'King of hearts'`` or ``'Rey de copas'``, in the current
        language: the card's own name ``card.<style>.<code>`` where the language gives one,
        else its template ``card.<style>`` filled with the rank and the suit."""
        from .messages import entries, label

        own = entries().get(f"card.{style}.{self}")
        if own is not None:
            return own
        return label(
            f"card.{style}",
            rank=self.rank.name_in(style),
            suit=label(f"card.suit.{style}.{self.suit}"),
        )

    def __str__(self) -> str:
        return _CARD_TEXTS[self]

    def __repr__(self) -> str:
        return f"Card.{self.name}"


# Each card's suit, rank and text, worked out once: a Suit(...) or Rank(...) call goes through
# the enum machinery each time, and cards are written by the thousand (a game's notation).
_CARD_SUITS: tuple[Suit, ...] = tuple(Suit(index // 10) for index in range(40))
_CARD_RANKS: tuple[Rank, ...] = tuple(Rank(index % 10) for index in range(40))
_CARD_TEXTS: tuple[str, ...] = tuple(
    rank.letter + suit.letter for rank, suit in zip(_CARD_RANKS, _CARD_SUITS, strict=True)
)


Hand = int
"""A set of cards as a bitmask: bit ``c`` is set when card ``c`` is held."""

ALL_CARDS: tuple[Card, ...] = tuple(Card)
FULL_DECK: Hand = (1 << 40) - 1
SPADILLE = Card.SA
BASTO = Card.CA


def mask_of(cards: Iterable[int]) -> Hand:
    """The bitmask of some cards; repeated cards are an error.

    >>> mask_of([Card.SA, Card.CA]) == (1 | 1 << 30)
    True
    """
    mask = 0
    for card in cards:
        bit = 1 << card
        if mask & bit:
            from .messages import label

            raise NotationError("duplicate-card", label("error.duplicate-card", card=Card(card)))
        mask |= bit
    return mask


def cards_in(mask: Hand) -> Iterator[Card]:
    """The cards of a bitmask, lowest index first."""
    while mask:
        low = mask & -mask
        yield Card(low.bit_length() - 1)
        mask ^= low


def card_list(mask: Hand) -> list[Card]:
    return list(cards_in(mask))


def count(mask: Hand) -> int:
    return mask.bit_count()


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Parse space- or comma-separated cards, or an iterable of card strings.

    >>> parse_cards("A♠, 2s")
    [Card.SA, Card.S2]
    """
    tokens = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [Card.parse(token) for token in tokens]


def parse_hand(text: str | Iterable[str]) -> Hand:
    """Parse cards into a bitmask, rejecting duplicates."""
    return mask_of(parse_cards(text))


def format_cards(cards: Hand | Iterable[int]) -> str:
    """Cards as text, for example ``'As 7h Kc'``; a bitmask is listed in deck order."""
    items = cards_in(cards) if isinstance(cards, int) else (Card(c) for c in cards)
    return " ".join(str(card) for card in items)


def suit_mask(suit: Suit) -> Hand:
    """All ten cards printed with this suit."""
    return ((1 << 10) - 1) << (10 * suit)
