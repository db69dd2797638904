"""The data of one deal, declared once: :class:`DealState` and its fields.

Every field is declared here and only here. The fresh values come from the declaration (a
default, or one value per seat), so a new field is cloned, compared and reset without being
named anywhere else: :meth:`DealState.clone` copies each ``list`` field, and equality (from
the dataclass) compares every field but the cache. The notation and JSON are the rules, the
start and the actions (``GameState.to_notation``), so they cannot miss a field either.

The phase modules (``ombre_core.phases``) change a :class:`DealState`; ``GameState`` adds the
public API on top. Seats are numbered in play order: eldest hand is ``(dealer + 1) % players``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, dataclass, field, fields
from typing import Any, Literal, NamedTuple

from .actions import Action, Deal
from .cards import Card, Hand, Suit
from .checker import is_whole_number
from .errors import IllegalActionError, SetupError
from .messages import label
from .position import Position
from .rules import Contract, RuleSet
from .scoring import Settlement
from .tricks import legal_mask

CHANCE = -1
"""``current_player`` while the cards are still to be dealt."""
TERMINAL = -4
"""``current_player`` once the deal is over."""

Phase = Literal[
    "deal",
    "auction",
    "gascarille",
    "choose",
    "trump",
    "call",
    "exchange",
    "play",
    "surrender",
    "over",
]

_CARDS: tuple[Card, ...] = tuple(Card)


def cards_of(mask: int) -> list[Card]:
    """The cards of a bitmask, lowest first.

    >>> cards_of(0b101)
    [Card.SA, Card.S3]
    """
    cards = []
    while mask:
        low = mask & -mask
        cards.append(_CARDS[low.bit_length() - 1])
        mask ^= low
    return cards


class PhaseRules(NamedTuple):
    """What one phase of the deal does: its legal actions, how it applies one (raising
    before it changes anything if the action is refused), and who is to do what."""

    legal_actions: Callable[[DealState], list[Action]]
    apply: Callable[[DealState, Action], None]
    expecting: Callable[[DealState], str]


class TrickRecord(NamedTuple):
    """A finished trick: who led, the cards in play order (lead first), and the winning seat."""

    leader: int
    cards: tuple[Card, ...]
    winner: int


_GIVEN = {"given": True}
"""Metadata of a field the constructor sets from its arguments; a ``per_seat`` field starts
as one value per seat; every other field starts at its default."""


@dataclass(slots=True, init=False, repr=False)
class DealState:
    """Everything one deal holds. Mutable: the phase modules change it in place.

    Public attributes are read-only by convention; the lists are the engine's own.
    """

    # The table: set by the constructor.
    rules: RuleSet = field(metadata=_GIVEN)
    players: int = field(metadata=_GIVEN)
    dealer: int = field(metadata=_GIVEN)
    pot_carried: int = field(metadata=_GIVEN)
    antes: tuple[int, ...] = field(metadata=_GIVEN)
    pot: int = field(metadata=_GIVEN)
    leader: int = field(metadata=_GIVEN)
    # Where the deal started (a lesson position) and what happened since.
    origin: Position | None = None
    history: list[Action] = field(default_factory=list)
    phase: Phase = "deal"
    current_player: int = CHANCE
    # The deal.
    hands: list[Hand] = field(default_factory=list, metadata={"per_seat": 0})
    talon: list[Card] = field(default_factory=list)
    dealt: Deal | None = None
    # The auction.
    passed: list[bool] = field(default_factory=list, metadata={"per_seat": False})
    high: int = -1
    high_bidder: int = -1
    ombre: int | None = None
    contract: Contract | None = None
    trump: Suit | None = None
    turned_up: Card | None = None
    forced_spadille: bool = False
    gascarille: bool = False
    # The call (Quadrille, Quintille): the called card, the seat holding it when it is not the
    # ombre (the secret partner; the state knows it, a seat's view must not), and whether the
    # called card has been played, which makes the partner known to all.
    called: Card | None = None
    partner: int | None = None
    partner_known: bool = False
    # The exchange.
    exchange_queue: list[int] = field(default_factory=list)
    discarded: list[Hand] = field(default_factory=list, metadata={"per_seat": 0})
    drawn: list[Hand] = field(default_factory=list, metadata={"per_seat": 0})
    # The play.
    trick: list[Card] = field(default_factory=list)
    tricks: list[TrickRecord] = field(default_factory=list)
    won: list[int] = field(default_factory=list, metadata={"per_seat": 0})
    tricks_done: int = 0
    start_hands: list[Hand | None] = field(default_factory=list, metadata={"per_seat": None})
    vole: bool = False
    stopped: bool = False
    surrender_offered: bool = False
    surrender_queue: list[int] = field(default_factory=list)
    surrender_resume: int = -1
    surrendered: bool = False
    takeovers: list[tuple[int, int]] = field(default_factory=list)
    # The end.
    thrown_in: bool = False
    settlement: Settlement | None = None
    # A cache of the legal cards of the player to act (-1: not known); not part of the state.
    legal_cache: int = field(default=-1, compare=False)

    def __init__(self, rules: RuleSet, dealer: int, pot: int) -> None:
        """A deal waiting for its cards (the chance step): antes are already in the pot."""
        players = rules.players
        if not is_whole_number(dealer) or not 0 <= dealer < players:
            raise SetupError(
                "bad-dealer", label("error.bad-dealer", last=players - 1, value=repr(dealer))
            )
        if not is_whole_number(pot) or pot < 0:
            raise SetupError("bad-pot", label("error.bad-pot", value=repr(pot)))
        for item in _FRESH:
            if "per_seat" in item.metadata:
                setattr(self, item.name, [item.metadata["per_seat"]] * players)
            elif item.default_factory is not MISSING:
                setattr(self, item.name, item.default_factory())
            else:
                setattr(self, item.name, item.default)
        self.rules = rules
        self.players = players
        self.dealer = dealer
        self.pot_carried = pot
        if rules.ante_style == "each":  # a dummy (Ombre a dos) never antes
            self.antes = tuple(
                0 if seat == rules.dummy_seat else rules.ante for seat in range(players)
            )
        else:
            self.antes = tuple(rules.ante if seat == dealer else 0 for seat in range(players))
        self.pot = pot + sum(self.antes)
        self.leader = self.eldest

    def clone(self) -> Any:
        """An independent copy: every list field is copied, every other value shared (they
        are immutable)."""
        other = object.__new__(type(self))
        for name in _SHARED:
            setattr(other, name, getattr(self, name))
        for name in _COPIED:
            setattr(other, name, getattr(self, name).copy())
        return other

    # --- seats ------------------------------------------------------------------------------

    @property
    def eldest(self) -> int:
        """The seat after the dealer: first to bid, first to lead."""
        return (self.dealer + 1) % self.players

    def play_order(self) -> tuple[int, ...]:
        """Every seat in play order counted from eldest hand (the dealer last)."""
        return tuple((self.dealer + offset) % self.players for offset in range(1, self.players + 1))

    def seat_order(self) -> tuple[int, ...]:
        """Seats in the settlement's order: the ombre first, then the defenders in play order."""
        if self.ombre is None:
            raise SetupError("no-ombre", "there is no ombre yet")
        return tuple((self.ombre + offset) % self.players for offset in range(self.players))

    @property
    def dummy(self) -> int | None:
        """The seat of Ombre a dos's dummy hand (``RuleSet.dummy_seat``), or ``None``."""
        return self.rules.dummy_seat

    def live_seats(self) -> tuple[int, ...]:
        """The seats that bid, exchange and choose their cards, in play order from eldest: all
        but the dummy."""
        return tuple(seat for seat in self.play_order() if seat != self.rules.dummy_seat)

    def on_ombre_side(self, seat: int) -> bool:
        """Whether ``seat`` is the ombre or the ombre's called partner."""
        return seat == self.ombre or seat == self.partner

    def known_partner(self, viewer: int | None = None) -> int | None:
        """The called partner as ``viewer`` knows it: everyone once the called card is played;
        before, only the partner itself (the ombre does not know who holds the card). With no
        ``viewer`` (the whole state), the partner. ``None`` when no one is, or not yet known.

        >>> from ombre_core.game import GameState
        >>> state = GameState.new_deal("quadrille", dealer=0, seed=3)
        >>> for text in ("bid alliance", "pass", "pass", "pass", "trump spades", "call Kh"):
        ...     state.apply(text)
        >>> state.partner, state.known_partner(state.ombre), state.known_partner(state.partner)
        (0, None, 0)
        """
        partner = self.partner
        if partner is None or viewer is None or self.partner_known or viewer == partner:
            return partner
        return None

    @property
    def contrabola(self) -> bool:
        """Whether the deal is a contrabola (or countervole): the ombre aims to take no trick."""
        return self.contract is not None and self.contract.aim == "none"

    @property
    def straight_tricks(self) -> int:
        """The tricks to win in a row before a stop or a vole (:attr:`RuleSet.straight_tricks`)."""
        return self.rules.straight_tricks

    # --- what the phases share ----------------------------------------------------------------

    def played_cards(self, *, trick: bool = True) -> Hand:
        """Every card played in the finished tricks, and in the trick on the table unless
        ``trick`` is false."""
        played = 0
        for record in self.tricks:
            for card in record.cards:
                played |= 1 << card
        for card in self.trick if trick else ():
            played |= 1 << card
        return played

    def legal_cards(self) -> Hand:
        """The cards the player to act may play now (cached until the next action)."""
        legal = self.legal_cache
        if legal < 0:
            trick = self.trick
            legal = legal_mask(
                self.hands[self.current_player], trick[0] if trick else None, self.trump
            )
            self.legal_cache = legal
        return legal

    def expecting(self) -> str:
        """Who is to do what now, as a sentence (each phase says it: see ``GameState``)."""
        raise NotImplementedError

    def wrong(self, action: Action) -> IllegalActionError:
        """The error for an action of the wrong kind for the phase."""
        return IllegalActionError(
            "wrong-phase",
            label("error.wrong-phase", action=str(action), expecting=self.expecting()),
        )


_FRESH = tuple(item for item in fields(DealState) if "given" not in item.metadata)
_COPIED = tuple(item.name for item in fields(DealState) if str(item.type).startswith("list["))
_SHARED = tuple(item.name for item in fields(DealState) if item.name not in _COPIED)
