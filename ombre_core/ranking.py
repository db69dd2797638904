"""Card order for a given trump suit: trumps, matadors, Punto and plain suits.

Spadille (A♠) and Basto (A♣) are always trumps. The order of each suit,
highest first, comes from precomputed tables.

>>> from ombre_core.cards import Suit, format_cards
>>> format_cards(trump_order(Suit.HEARTS))
'As 7h Ac Ah Kh Qh Jh 2h 3h 4h 5h 6h'
>>> format_cards(plain_order(Suit.CLUBS, trump=Suit.HEARTS))
'Kc Qc Jc 7c 6c 5c 4c 3c 2c'
>>> [card.name for card in matadors(Suit.SPADES)]
['SA', 'S2', 'CA']

A game without trumps (a contrabola played without trumps, the course's house reading) passes
``trump=None``: there are no trumps and no matadors, Spadille and Basto are plain aces of
spades and clubs, and a black ace ranks below the jack, as a red ace does (:data:`Trump`).

>>> format_cards(plain_order(Suit.SPADES, trump=None))
'Ks Qs Js As 7s 6s 5s 4s 3s 2s'
"""

from __future__ import annotations

from .cards import BASTO, SPADILLE, Card, Hand, Rank, Suit, mask_of
from .errors import NotationError

_R = Rank
_BLACK_TRUMP_TAIL = (_R.KING, _R.QUEEN, _R.JACK, _R.SEVEN, _R.SIX, _R.FIVE, _R.FOUR, _R.THREE)
_RED_TRUMP_TAIL = (_R.KING, _R.QUEEN, _R.JACK, _R.TWO, _R.THREE, _R.FOUR, _R.FIVE, _R.SIX)
_BLACK_PLAIN = (
    _R.KING, _R.QUEEN, _R.JACK, _R.SEVEN, _R.SIX, _R.FIVE, _R.FOUR, _R.THREE, _R.TWO,
)  # fmt: skip
_RED_PLAIN = (
    _R.KING, _R.QUEEN, _R.JACK, _R.ACE, _R.TWO, _R.THREE, _R.FOUR, _R.FIVE, _R.SIX, _R.SEVEN,
)  # fmt: skip
_BLACK_NO_TRUMP = (
    _R.KING, _R.QUEEN, _R.JACK, _R.ACE, _R.SEVEN, _R.SIX, _R.FIVE, _R.FOUR, _R.THREE, _R.TWO,
)  # fmt: skip

Trump = Suit | None
"""The trump suit of a game, or ``None`` in a game without trumps."""

NO_TRUMP_ROW = len(Suit)
"""The tables' row for a game without trumps (rows 0-3 are the trump suits)."""


def _row(trump: Trump) -> int:
    return NO_TRUMP_ROW if trump is None else int(trump)


def _build_trump_order(trump: Suit) -> tuple[Card, ...]:
    if trump.is_black:
        manille = Card.of(Rank.TWO, trump)
        return (SPADILLE, manille, BASTO, *(Card.of(r, trump) for r in _BLACK_TRUMP_TAIL))
    manille = Card.of(Rank.SEVEN, trump)
    punto = Card.of(Rank.ACE, trump)
    tail = (Card.of(r, trump) for r in _RED_TRUMP_TAIL)
    return (SPADILLE, manille, BASTO, punto, *tail)


def _build_plain_order(suit: Suit) -> tuple[Card, ...]:
    ranks = _RED_PLAIN if suit.is_red else _BLACK_PLAIN
    return tuple(Card.of(r, suit) for r in ranks)


def _build_no_trump_order(suit: Suit) -> tuple[Card, ...]:
    ranks = _RED_PLAIN if suit.is_red else _BLACK_NO_TRUMP
    return tuple(Card.of(r, suit) for r in ranks)


_TRUMP_ORDER: tuple[tuple[Card, ...], ...] = (*(_build_trump_order(t) for t in Suit), ())
_PLAIN_ORDER: tuple[tuple[Card, ...], ...] = tuple(_build_plain_order(s) for s in Suit)
_NO_TRUMP_ORDER: tuple[tuple[Card, ...], ...] = tuple(_build_no_trump_order(s) for s in Suit)

# _SUIT_OF[trump][card]: the suit the card belongs to in play (its trump suit if a trump).
_SUIT_OF: tuple[tuple[Suit, ...], ...]
# _POWER[trump][card]: larger beats smaller; trumps are all above 100.
_POWER: tuple[tuple[int, ...], ...]
# _SUIT_MASK[trump][suit]: the cards that belong to that suit in play.
_SUIT_MASK: tuple[tuple[Hand, ...], ...]


def _build_tables() -> None:
    global _SUIT_OF, _POWER, _SUIT_MASK
    suit_of: list[tuple[Suit, ...]] = []
    power: list[tuple[int, ...]] = []
    suit_mask: list[tuple[Hand, ...]] = []
    for trump in Suit:
        row_suit = [Suit(c // 10) for c in range(40)]
        row_power = [0] * 40
        masks = [0, 0, 0, 0]
        for position, card in enumerate(_TRUMP_ORDER[trump]):
            row_suit[card] = trump
            row_power[card] = 200 - position
            masks[trump] |= card.bit
        for suit in Suit:
            if suit == trump:
                continue
            for position, card in enumerate(_PLAIN_ORDER[suit]):
                row_power[card] = 100 - position
                masks[suit] |= card.bit
        suit_of.append(tuple(row_suit))
        power.append(tuple(row_power))
        suit_mask.append(tuple(masks))
    row_power = [0] * 40
    for suit in Suit:
        for position, card in enumerate(_NO_TRUMP_ORDER[suit]):
            row_power[card] = 100 - position
    suit_of.append(tuple(Suit(c // 10) for c in range(40)))
    power.append(tuple(row_power))
    suit_mask.append(tuple(((1 << 10) - 1) << (10 * suit) for suit in Suit))
    _SUIT_OF, _POWER, _SUIT_MASK = tuple(suit_of), tuple(power), tuple(suit_mask)


_build_tables()


def trump_order(trump: Trump) -> tuple[Card, ...]:
    """Every trump, highest first: 11 cards for a black trump, 12 for a red one, none in a
    game without trumps."""
    return _TRUMP_ORDER[_row(trump)]


def plain_order(suit: Suit, *, trump: Trump) -> tuple[Card, ...]:
    """A plain (non-trump) suit, highest first: 9 cards if black, 10 if red.

    A black plain suit never holds its ace, which is always a trump, except in a game
    without trumps (10 cards: the ace below the jack).
    """
    if suit == trump:
        raise NotationError("trump-not-plain", f"{suit} is trumps, so it is not a plain suit")
    return _NO_TRUMP_ORDER[suit] if trump is None else _PLAIN_ORDER[suit]


def suit_order(suit: Suit, *, trump: Trump) -> tuple[Card, ...]:
    """The order of ``suit`` in play: the trump order if ``suit`` is trumps."""
    return _TRUMP_ORDER[trump] if suit == trump else plain_order(suit, trump=trump)


def power_table(trump: Trump) -> tuple[int, ...]:
    """:func:`power` of every card (indexed by card) for this trump: the hot path's table."""
    return _POWER[_row(trump)]


def suit_table(trump: Trump) -> tuple[Suit, ...]:
    """:func:`suit_in_play` of every card (indexed by card) for this trump."""
    return _SUIT_OF[_row(trump)]


def is_trump(card: Card, trump: Trump) -> bool:
    return trump is not None and _SUIT_OF[trump][card] == trump


def suit_in_play(card: Card, trump: Trump) -> Suit:
    """The suit a card counts as: the trump suit for Spadille and Basto.

    >>> suit_in_play(Card.CA, Suit.HEARTS), suit_in_play(Card.CA, None)
    (Suit.HEARTS, Suit.CLUBS)
    """
    return _SUIT_OF[_row(trump)][card]


def power(card: Card, trump: Trump) -> int:
    """A number that orders cards within a suit; every trump beats every plain card."""
    return _POWER[_row(trump)][card]


def suit_cards(suit: Suit, trump: Trump) -> Hand:
    """Bitmask of the cards that belong to ``suit`` in play."""
    return _SUIT_MASK[_row(trump)][suit]


def trumps_mask(trump: Trump) -> Hand:
    return 0 if trump is None else _SUIT_MASK[trump][trump]


def matadors(trump: Suit) -> tuple[Card, Card, Card]:
    """Spadille, Manille and Basto for this trump suit."""
    order = _TRUMP_ORDER[trump]
    return order[0], order[1], order[2]


def matador_mask(trump: Trump) -> Hand:
    """The three matadors as a bitmask (none in a game without trumps)."""
    return 0 if trump is None else mask_of(matadors(trump))


def is_matador(card: Card, trump: Trump) -> bool:
    return trump is not None and card in matadors(trump)


def manille(trump: Suit) -> Card:
    return _TRUMP_ORDER[trump][1]


def punto(trump: Suit) -> Card | None:
    """The ace of a red trump suit, fourth trump; ``None`` for black trumps."""
    return Card.of(Rank.ACE, trump) if trump.is_red else None


def top_trump_run(hand: Hand, trump: Trump) -> int:
    """How many trumps the hand holds in unbroken order from Spadille.

    >>> from ombre_core.cards import parse_hand
    >>> top_trump_run(parse_hand("As 2s Ac Ks 3d"), Suit.SPADES)
    4
    >>> top_trump_run(parse_hand("2s Ac"), Suit.SPADES)
    0
    """
    run = 0
    for card in _TRUMP_ORDER[_row(trump)]:
        if not hand & (1 << card):
            break
        run += 1
    return run


def card_title(card: Card, trump: Trump) -> str | None:
    """``'Spadille'``, ``'Manille'``, ``'Basto'`` or ``'Punto'`` where the card has a name
    (none in a game without trumps), in the current language.

    >>> card_title(Card.H7, Suit.HEARTS), card_title(Card.HK, Suit.HEARTS)
    ('Manille', None)
    """
    if trump is None:
        return None
    from .messages import label  # the catalogue loads on first use, not with the bridge

    order = _TRUMP_ORDER[trump]
    if card in order[:3]:
        return label(f"card.title.{_TITLES[order.index(card)]}")
    if trump.is_red and card == order[3]:
        return label("card.title.punto")
    return None


_TITLES = ("spadille", "manille", "basto")
"""The matadors' catalogue codes ``card.title.<name>``, highest first."""
