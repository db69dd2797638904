"""A whole deal of Ombre as a state machine: deal, antes, auction, trumps, exchange, nine tricks
and settlement, in both rule presets.

Seats are numbered in play order (counterclockwise): eldest hand is ``(dealer + 1) % players``.
The deal is an explicit chance step (:class:`~ombre_core.actions.Deal`); :meth:`GameState.new_deal`
makes it from a seed with ``random.Random(seed)``, the same on CPython and Pyodide.

Readings where the rules leave the turn order of a choice open:

- ``returns()`` is the settlement per seat (zero when the cards are thrown in);
  ``chip_changes()`` also subtracts the antes, so ``sum(chip_changes()) + pot == pot_carried``.
- Swedish auction: it goes round like the standard one (a pass is final; it ends when all but
  the last bidder have passed), so an earlier player may bid higher again.
- After all pass, forced spadille (if on and Spadille was dealt) comes before gascarille.
- A gascarille's ombre discards exactly ``gascarille_exchange`` cards, then names trumps; then
  the defenders exchange from what is left.
- A defender facing an empty talon is skipped in the exchange.
- Announcing a vole, stopping and surrendering are the ombre's actions on the ombre's turn.
  A vole can be announced only while the ombre has won every trick so far. A surrender is
  offered at most once per deal; the first defender (in play order) to refuse takes over.

>>> state = GameState.new_deal("standard", dealer=0, pot=0, seed=7)
>>> state.phase, state.current_player, state.pot
('auction', 1, 15)
>>> [str(action) for action in state.legal_actions()]
['pass', 'bid entrada', 'bid vuelta', 'bid solo']
>>> for text in ("bid entrada", "pass", "pass", "trump spades"):
...     state.apply(text)
>>> state.phase, state.current_player, str(state.trump)
('exchange', 1, 'spades')
>>> state.apply("bid solo")
Traceback (most recent call last):
...
ombre_core.errors.IllegalActionError: bid solo is not possible now: seat 1, the ombre, is to \
discard (0 to 9 cards) and draw from the talon
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass, fields
from typing import Any, Literal, NamedTuple

from .actions import (
    ACCEPT,
    ANNOUNCE_VOLE,
    BID_HIGHER,
    BID_PLAY,
    DISCARD_NONE,
    GASCARILLE,
    PASS,
    PLAY,
    REFUSE,
    STOP,
    SURRENDER,
    TRUMP,
    Accept,
    Action,
    AnnounceVole,
    Bid,
    BidHigher,
    BidPlay,
    Choose,
    Deal,
    Discard,
    Gascarille,
    NameTrump,
    Pass,
    PlayCard,
    Refuse,
    Stop,
    Surrender,
    parse_action,
)
from .cards import SPADILLE, Card, Hand, Suit, card_list, format_cards, parse_cards
from .errors import (
    IllegalActionError,
    NotationError,
    OmbreError,
    RuleSetError,
    SetupError,
    excerpt,
)
from .rules import MAX_RULE_NUMBER, Contract, RuleSet
from .scoring import DealOutcome, Settlement, settle
from .tricks import (
    PlayVerdict,
    Reason,
    explain_play,
    explain_trick,
    legal_mask,
    legal_reason,
    trick_winner,
)

CHANCE = -1
"""``current_player`` while the cards are still to be dealt."""
TERMINAL = -4
"""``current_player`` once the deal is over."""

Phase = Literal[
    "deal", "auction", "gascarille", "choose", "trump", "exchange", "play", "surrender", "over"
]


_CARDS: tuple[Card, ...] = tuple(Card)


def _bits(mask: int) -> list[Card]:
    cards = []
    while mask:
        low = mask & -mask
        cards.append(_CARDS[low.bit_length() - 1])
        mask ^= low
    return cards


def deck_cards(rules: RuleSet) -> list[Card]:
    """The cards in play under ``rules``, in deck order (a removed suit leaves its ten out)."""
    deck = _DECKS.get(rules.removed_suits)
    if deck is None:
        removed = set(rules.removed_suits)
        deck = _DECKS[rules.removed_suits] = tuple(c for c in Card if c.suit not in removed)
    return list(deck)


_DECKS: dict[tuple[Suit, ...], tuple[Card, ...]] = {}


def _deck_mask(rules: RuleSet) -> Hand:
    mask = 0
    for card in deck_cards(rules):
        mask |= 1 << card
    return mask


def exchange_order(
    players: int, dealer: int, ombre: int, ombre_exchanges: bool = True
) -> tuple[int, ...]:
    """Who exchanges, in order: the ombre first (unless the game has no ombre exchange), then
    the defenders in play order counted from eldest hand ("l'aîné en premier").

    >>> exchange_order(3, dealer=0, ombre=2)   # eldest 1 draws before the dealer
    (2, 1, 0)
    >>> exchange_order(3, dealer=0, ombre=1, ombre_exchanges=False)
    (2, 0)
    """
    defenders = [(dealer + offset) % players for offset in range(1, players + 1)]
    defenders.remove(ombre)
    return ((ombre,) if ombre_exchanges else ()) + tuple(defenders)


def _resolve_rules(rules: RuleSet | str) -> RuleSet:
    return RuleSet.preset(rules) if isinstance(rules, str) else rules


# --- lesson positions -----------------------------------------------------------------------


_POSITION_KEYS = ("ombre", "leader", "won", "hands", "trick", "start", "vole")


@dataclass(frozen=True)
class Position:
    """A play-phase position to start from, for lessons: hands, trump, and the trick so far.

    ``hands`` are in seat order; ``won`` counts the tricks each seat has already taken;
    ``trick`` holds the cards already played to the current trick, ``leader``'s first;
    ``ombre_hand`` is the ombre's hand when play began (for the matador bonus, optional);
    ``vole`` says whether the ombre is already bound to a vole: announced (standard), or
    committed by leading to trick 6 after winning tricks 1-5 (swedish).

    >>> position = Position.parse("position entrada hearts ombre 0 leader 1 won 4 2 2 "
    ...                           "hands As / Kh / 2c trick")
    >>> position.trump, format_cards(position.hands[1])
    (Suit.HEARTS, 'Kh')
    >>> str(position)
    'position entrada hearts ombre 0 leader 1 won 4 2 2 hands As / Kh / 2c'
    """

    contract: str
    trump: Suit
    ombre: int
    leader: int
    hands: tuple[Hand, ...]
    trick: tuple[Card, ...] = ()
    won: tuple[int, ...] = (0, 0, 0)
    ombre_hand: Hand | None = None
    vole: bool = False

    def __str__(self) -> str:
        parts = [
            f"position {self.contract} {self.trump} ombre {self.ombre} leader {self.leader}",
            "won " + " ".join(str(count) for count in self.won),
            "hands " + " / ".join(format_cards(hand) for hand in self.hands),
        ]
        if self.trick:
            parts.append("trick " + format_cards(self.trick))
        if self.ombre_hand is not None:
            parts.append("start " + format_cards(self.ombre_hand))
        if self.vole:
            parts.append("vole")
        return " ".join(parts)

    @classmethod
    def parse(cls, text: str) -> Position:
        words = text.split()
        if len(words) < 3 or words[0] != "position":
            raise NotationError(
                "bad-position",
                f"{excerpt(text)} is not a position: it starts 'position CONTRACT TRUMP', "
                "as in 'position entrada hearts ombre 0 leader 1 won 0 0 0 hands ... / ... / ...'",
            )
        contract, trump = words[1].lower(), Suit.parse(words[2])
        sections: dict[str, list[str]] = {}
        key = ""
        for word in words[3:]:
            if word in _POSITION_KEYS:
                if word in sections:
                    raise NotationError(
                        "bad-position", f"{excerpt(word)} appears twice in {excerpt(text)}"
                    )
                key = word
                sections[key] = []
            elif not key:
                raise NotationError(
                    "bad-position", f"unexpected {excerpt(word)} in {excerpt(text)}"
                )
            else:
                sections[key].append(word)
        for needed in ("ombre", "leader", "hands"):
            if needed not in sections:
                raise NotationError("bad-position", f"a position needs '{needed}': {excerpt(text)}")

        def number(words: list[str], what: str) -> int:
            seat = parse_number(words[0]) if len(words) == 1 else None
            if seat is None:
                raise NotationError(
                    "bad-position", f"{what} must be one seat number in {excerpt(text)}"
                )
            return seat

        won = [parse_number(word) for word in sections.get("won", [])]
        if any(count is None for count in won):
            raise NotationError("bad-position", f"won must be trick counts in {excerpt(text)}")
        hands = tuple(
            sum(1 << card for card in parse_cards(group))
            for group in " ".join(sections["hands"]).split("/")
        )
        start = sections.get("start")
        if sections.get("vole"):
            raise NotationError("bad-position", f"'vole' takes nothing after it in {excerpt(text)}")
        return cls(
            contract=contract,
            trump=trump,
            ombre=number(sections["ombre"], "ombre"),
            leader=number(sections["leader"], "leader"),
            hands=hands,
            trick=tuple(parse_cards(sections.get("trick", []))),
            won=tuple(count or 0 for count in won) if won else (0,) * len(hands),
            ombre_hand=None if start is None else sum(1 << c for c in parse_cards(start)),
            vole="vole" in sections,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "contract": self.contract,
            "trump": str(self.trump),
            "ombre": self.ombre,
            "leader": self.leader,
            "hands": [format_cards(hand) for hand in self.hands],
            "trick": [str(card) for card in self.trick],
            "won": list(self.won),
            "ombre_hand": None if self.ombre_hand is None else format_cards(self.ombre_hand),
            "vole": self.vole,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Position:
        try:
            return cls(
                contract=str(data["contract"]),
                trump=Suit.parse(data["trump"]),
                ombre=_whole(data["ombre"], "ombre"),
                leader=_whole(data["leader"], "leader"),
                hands=tuple(sum(1 << c for c in parse_cards(hand)) for hand in data["hands"]),
                trick=tuple(parse_cards(data.get("trick", []))),
                won=tuple(
                    _whole(count, "won") for count in data.get("won", [0] * len(data["hands"]))
                ),
                ombre_hand=(
                    None
                    if data.get("ombre_hand") is None
                    else sum(1 << c for c in parse_cards(data["ombre_hand"]))
                ),
                vole=bool(data.get("vole", False)),
            )
        except (KeyError, TypeError, ValueError) as error:
            if isinstance(error, OmbreError):
                raise
            raise NotationError(
                "bad-position", f"bad position data {excerpt(data)}: {error}"
            ) from None


# --- rules as text --------------------------------------------------------------------------


def rules_text(rules: RuleSet) -> str:
    """The preset name, then ``field=value`` for each field that differs from the preset.

    >>> rules_text(RuleSet.preset("standard").replace(forced_spadille=True, ante=3))
    'standard ante=3 forced_spadille=true'
    >>> rules_text(RuleSet.preset("standard").replace(removed_suits=(Suit.DIAMONDS,), hand_size=6))
    'standard hand_size=6 removed_suits=d'
    """
    base = RuleSet.preset(rules.name)
    changes = []
    for item in fields(rules):
        value, default = getattr(rules, item.name), getattr(base, item.name)
        if value == default:
            continue
        if value is None:
            changes.append(f"{item.name}=none")
        elif item.name == "removed_suits":
            changes.append(f"{item.name}={''.join(suit.letter for suit in value) or 'none'}")
        elif isinstance(value, bool):
            changes.append(f"{item.name}={'true' if value else 'false'}")
        elif isinstance(value, int | str) and " " not in str(value):
            changes.append(f"{item.name}={value}")
        else:
            raise NotationError(
                "rules-not-notatable",
                f"the rule field {item.name} differs from the {rules.name} preset in a way the "
                "state notation cannot write",
            )
    return " ".join([rules.name, *sorted(changes)])


def parse_number(word: str) -> int | None:
    """``word`` as a whole number if it is ASCII digits only (not ``'²'``), else ``None``.

    >>> parse_number("12"), parse_number("²"), parse_number("-1"), parse_number("1.5")
    (12, None, None, None)
    """
    if not word.isascii() or not word.isdigit() or len(word) > MAX_DIGITS:
        return None
    return int(word)


MAX_DIGITS = 9
"""The longest number notation reads; longer ones are typos (and slow, or refused, to read)."""


def _whole(value: Any, what: str) -> int:
    """A JSON value that must be a whole number of at least 0: an int or ASCII digits."""
    number = parse_number(value) if isinstance(value, str) else value
    if not isinstance(number, int) or isinstance(number, bool) or not 0 <= number < 10**MAX_DIGITS:
        raise NotationError("bad-number", f"{what} must be a whole number, not {excerpt(value)}")
    return number


def parse_rules(text: str) -> RuleSet:
    """Read :func:`rules_text`; a bad field or value raises :class:`RuleSetError` naming it.

    >>> parse_rules("standard ante=3").ante
    3
    >>> parse_rules("standard hand_size=x")
    Traceback (most recent call last):
    ...
    ombre_core.errors.RuleSetError: hand_size must be a whole number, not 'x'
    """
    words = text.split()
    if not words:
        raise NotationError("bad-rules", "the rules are missing: start with a preset name")
    if len(words[0]) > 20:
        raise RuleSetError("unknown-preset", f"unknown rule preset {excerpt(words[0], 24)}")
    rules = RuleSet.preset(words[0])
    changes: dict[str, Any] = {}
    for word in words[1:]:
        name, equals, raw = word.partition("=")
        if not equals:
            raise NotationError("bad-rules", f"{excerpt(word)} is not field=value")
        if name == "name":
            raise NotationError("bad-rules", "the preset is named first, not with name=")
        if name in changes:
            raise NotationError("bad-rules", f"the rule field {excerpt(name)} is given twice")
        value: Any
        if name == "removed_suits":
            letters = "" if raw == "none" else raw
            if len(letters) > len(Suit) or any(letter not in "shdc" for letter in letters):
                raise RuleSetError(
                    "bad-rules", f"removed_suits must be suit letters s h d c, not {excerpt(raw)}"
                )
            value = tuple(Suit.parse(letter) for letter in letters)
        elif raw == "true":
            value = True
        elif raw == "false":
            value = False
        elif raw == "none":
            value = None
        elif raw.isascii() and raw.isdigit():
            if len(raw) > MAX_DIGITS:
                raise RuleSetError(
                    "bad-rules", f"{name} must be at most {MAX_RULE_NUMBER}, not {excerpt(raw)}"
                )
            value = int(raw)
        else:
            value = raw
        changes[name] = value
    return rules.replace(**changes) if changes else rules


# --- the state ------------------------------------------------------------------------------


class TrickRecord(NamedTuple):
    """A finished trick: who led, the cards in play order (lead first), and the winning seat."""

    leader: int
    cards: tuple[Card, ...]
    winner: int


_FIELDS = (
    "rules",
    "players",
    "dealer",
    "pot_carried",
    "antes",
    "pot",
    "origin",
    "history",
    "phase",
    "current_player",
    "hands",
    "talon",
    "dealt",
    "passed",
    "high",
    "high_bidder",
    "ombre",
    "contract",
    "trump",
    "turned_up",
    "forced_spadille",
    "gascarille",
    "exchange_queue",
    "discarded",
    "drawn",
    "leader",
    "trick",
    "tricks",
    "won",
    "tricks_done",
    "start_hands",
    "vole",
    "stopped",
    "surrender_offered",
    "surrender_queue",
    "surrender_resume",
    "surrendered",
    "takeovers",
    "thrown_in",
    "settlement",
)
_LIST_FIELDS = (
    "history",
    "hands",
    "talon",
    "passed",
    "exchange_queue",
    "discarded",
    "drawn",
    "trick",
    "tricks",
    "won",
    "start_hands",
    "surrender_queue",
    "takeovers",
)


class GameState:
    """One deal of Ombre. Mutable: :meth:`apply` changes it, :meth:`clone` copies it.

    Public attributes are read-only by convention; the lists are the engine's own.
    """

    __slots__ = (*_FIELDS, "_legal")

    rules: RuleSet
    players: int
    dealer: int
    pot_carried: int
    antes: tuple[int, ...]
    pot: int
    origin: Position | None
    history: list[Action]
    phase: Phase
    current_player: int
    hands: list[Hand]
    talon: list[Card]
    dealt: Deal | None
    passed: list[bool]
    high: int
    high_bidder: int
    ombre: int | None
    contract: Contract | None
    trump: Suit | None
    turned_up: Card | None
    forced_spadille: bool
    gascarille: bool
    exchange_queue: list[int]
    discarded: list[Hand]
    drawn: list[Hand]
    leader: int
    trick: list[Card]
    tricks: list[TrickRecord]
    won: list[int]
    tricks_done: int
    start_hands: list[Hand | None]
    vole: bool
    stopped: bool
    surrender_offered: bool
    surrender_queue: list[int]
    surrender_resume: int
    surrendered: bool
    takeovers: list[tuple[int, int]]
    thrown_in: bool
    settlement: Settlement | None
    _legal: int

    def __init__(self, rules: RuleSet | str = "standard", dealer: int = 0, pot: int = 0) -> None:
        """A deal waiting for its cards (the chance step): antes are already in the pot."""
        rules = _resolve_rules(rules)
        players = rules.players
        if not isinstance(dealer, int) or not 0 <= dealer < players:
            raise SetupError(
                "bad-dealer",
                f"the dealer must be a seat from 0 to {players - 1}, not {excerpt(dealer)}",
            )
        if not isinstance(pot, int) or isinstance(pot, bool) or pot < 0:
            raise SetupError("bad-pot", f"the pot must be 0 or more chips, not {excerpt(pot)}")
        self.rules = rules
        self.players = players
        self.dealer = dealer
        self.pot_carried = pot
        if rules.ante_style == "each":
            self.antes = (rules.ante,) * players
        else:
            self.antes = tuple(rules.ante if seat == dealer else 0 for seat in range(players))
        self.pot = pot + sum(self.antes)
        self.origin = None
        self.history = []
        self.phase = "deal"
        self.current_player = CHANCE
        self.hands = [0] * players
        self.talon = []
        self.dealt = None
        self.passed = [False] * players
        self.high = -1
        self.high_bidder = -1
        self.ombre = None
        self.contract = None
        self.trump = None
        self.turned_up = None
        self.forced_spadille = False
        self.gascarille = False
        self.exchange_queue = []
        self.discarded = [0] * players
        self.drawn = [0] * players
        self.leader = (dealer + 1) % players
        self.trick = []
        self.tricks = []
        self.won = [0] * players
        self.tricks_done = 0
        self.start_hands = [None] * players
        self.vole = False
        self.stopped = False
        self.surrender_offered = False
        self.surrender_queue = []
        self.surrender_resume = -1
        self.surrendered = False
        self.takeovers = []
        self.thrown_in = False
        self.settlement = None
        self._legal = -1

    # --- construction ---------------------------------------------------------------------

    @staticmethod
    def shuffled_deal(rules: RuleSet | str, dealer: int, seed: int) -> Deal:
        """The chance outcome for ``seed``: shuffle with ``random.Random(seed)``, then deal
        packets counterclockwise from eldest; the rest is the talon, top card first.

        >>> deal = GameState.shuffled_deal("standard", 0, 1)
        >>> [hand.bit_count() for hand in deal.hands], len(deal.talon)
        ([9, 9, 9], 13)
        """
        rules = _resolve_rules(rules)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise SetupError("bad-seed", f"a seed is a whole number, not {excerpt(seed)}")
        deck = deck_cards(rules)
        random.Random(seed).shuffle(deck)
        players, packet = rules.players, rules.packet_size
        hands = [0] * players
        position = 0
        for _ in range(rules.packets_per_hand):
            for offset in range(1, players + 1):
                seat = (dealer + offset) % players
                for card in deck[position : position + packet]:
                    hands[seat] |= 1 << card
                position += packet
        return Deal(tuple(hands), tuple(deck[position:]))

    @classmethod
    def new_deal(
        cls, rules: RuleSet | str = "standard", dealer: int = 0, pot: int = 0, seed: int = 0
    ) -> GameState:
        """Antes, then the seeded deal: the state is ready for the auction."""
        state = cls(rules, dealer, pot)
        state.apply(cls.shuffled_deal(state.rules, dealer, seed))
        return state

    @classmethod
    def from_position(
        cls,
        rules: RuleSet | str,
        position: Position | str,
        dealer: int | None = None,
        pot: int = 0,
    ) -> GameState:
        """A play-phase state set up directly from hands, trump and the trick so far.

        >>> state = GameState.from_position(
        ...     "standard", "position entrada hearts ombre 0 leader 1 won 4 2 2 hands As / Kh / 2c")
        >>> [str(action) for action in state.legal_actions()], state.current_player
        (['play Kh'], 1)
        >>> for text in ("play Kh", "play 2c", "play As"):
        ...     state.apply(text)
        >>> state.settlement.result, state.returns()
        ('sacada', (25, -5, -5))
        """
        rules = _resolve_rules(rules)
        if isinstance(position, str):
            position = Position.parse(position)
        players = rules.players
        if dealer is None:
            dealer = (position.leader - 1) % players if 0 <= position.leader < players else 0
        state = cls(rules, dealer, pot)
        state._setup_position(position)
        state.origin = position
        return state

    def _setup_position(self, position: Position) -> None:
        rules, players = self.rules, self.players

        def fail(message: str) -> SetupError:
            return SetupError("bad-position", message)

        try:
            contract = rules.contract(position.contract)
        except OmbreError as error:
            raise fail(error.message) from None
        if contract.trump_choice == "diamonds" and position.trump != Suit.DIAMONDS:
            raise fail(f"{contract.name} is played with diamonds as trumps")
        for name in ("ombre", "leader"):
            seat = getattr(position, name)
            if not isinstance(seat, int) or not 0 <= seat < players:
                raise fail(f"{name} must be a seat from 0 to {players - 1}, not {excerpt(seat)}")
        if len(position.hands) != players or len(position.won) != players:
            raise fail(f"a position gives hands and tricks won for all {players} seats")
        if any(count < 0 for count in position.won):
            raise fail("tricks won cannot be negative")
        done = sum(position.won)
        if not 0 <= done < rules.tricks_per_deal:
            raise fail(f"{done} tricks are already taken, but a deal has {rules.tricks_per_deal}")
        if len(position.trick) >= players:
            raise fail(f"a trick in progress has fewer than {players} cards")
        seen = 0
        allowed = sum(1 << card for card in deck_cards(rules))
        for card in (*position.trick, *(c for hand in position.hands for c in card_list(hand))):
            if seen >> card & 1:
                raise fail(f"{Card(card)} appears twice")
            if not allowed >> card & 1:
                raise fail(f"{Card(card)} is not in the {rules.name} deck")
            seen |= 1 << card
        for seat in range(players):
            played = (seat - position.leader) % players < len(position.trick)
            size = rules.hand_size - done - (1 if played else 0)
            if position.hands[seat].bit_count() != size:
                raise fail(
                    f"seat {seat} should hold {size} cards after {done} tricks"
                    f"{' and playing to this one' if played else ''}, "
                    f"not {position.hands[seat].bit_count()}"
                )
        if position.ombre_hand is not None and position.ombre_hand.bit_count() != rules.hand_size:
            raise fail(f"the ombre's hand when play began has {rules.hand_size} cards")
        if position.vole and rules.vole_style == "lead-to-sixth":
            run = rules.straight_tricks
            committed = done > run or (done == run and bool(position.trick))
            if not committed or position.won[position.ombre] < run:
                raise fail(
                    f"in the {rules.name} rules a vole is committed only when the ombre, "
                    f"having won tricks 1-{run}, leads to trick {run + 1}"
                )
        self.hands = list(position.hands)
        self.ombre = position.ombre
        self.contract = contract
        self.trump = position.trump
        self.leader = position.leader
        self.trick = [Card(card) for card in position.trick]
        self.won = list(position.won)
        self.tricks_done = done
        self.start_hands[position.ombre] = position.ombre_hand
        self.vole = position.vole
        self.surrender_offered = False
        self.phase = "play"
        self.current_player = (position.leader + len(position.trick)) % players

    # --- the public API -------------------------------------------------------------------

    @property
    def eldest(self) -> int:
        return (self.dealer + 1) % self.players

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def is_chance_node(self) -> bool:
        return self.phase == "deal"

    def returns(self) -> tuple[int, ...]:
        """Each seat's chips from the settlement (antes not included); zeros until it is over
        and when the cards were thrown in."""
        settlement = self.settlement
        if settlement is None or self.ombre is None:
            return (0,) * self.players
        chips = [0] * self.players
        for index, amount in enumerate(settlement.chips):
            chips[(self.ombre + index) % self.players] = amount
        return tuple(chips)

    def chip_changes(self) -> tuple[int, ...]:
        """Each seat's whole change for the deal: the settlement less the antes paid.

        ``sum(chip_changes()) + pot == pot_carried`` always holds.
        """
        return tuple(amount - ante for amount, ante in zip(self.returns(), self.antes, strict=True))

    def seat_order(self) -> tuple[int, ...]:
        """Seats in the settlement's order: the ombre first, then the defenders in play order."""
        if self.ombre is None:
            raise SetupError("no-ombre", "there is no ombre yet")
        return tuple((self.ombre + offset) % self.players for offset in range(self.players))

    def clone(self) -> GameState:
        other = object.__new__(GameState)
        for name in _FIELDS:
            object.__setattr__(other, name, getattr(self, name))
        for name in _LIST_FIELDS:
            object.__setattr__(other, name, list(getattr(self, name)))
        other._legal = self._legal
        return other

    def _snapshot(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in _FIELDS)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        return self._snapshot() == other._snapshot()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"GameState.from_notation({self.to_notation()!r})"

    # --- legal actions --------------------------------------------------------------------

    def _legal_cards(self) -> Hand:
        legal = self._legal
        if legal < 0:
            trick = self.trick
            assert self.trump is not None
            legal = legal_mask(
                self.hands[self.current_player], trick[0] if trick else None, self.trump
            )
            self._legal = legal
        return legal

    def legal_actions(self) -> list[Action]:
        """Every action the player to act may take, in a fixed order (kind, then value).

        Empty at the chance step (see :meth:`shuffled_deal`) and once the deal is over.
        """
        phase = self.phase
        if phase == "play":
            actions: list[Action] = [PLAY[card] for card in _bits(self._legal_cards())]
            if self.current_player == self.ombre:
                if self._vole_problem() is None:
                    actions.append(ANNOUNCE_VOLE)
                if self._stop_problem() is None:
                    actions.append(STOP)
                if self._surrender_problem() is None:
                    actions.append(SURRENDER)
            return actions
        if phase == "auction":
            return self._auction_actions()
        if phase == "exchange":
            return self._exchange_actions()
        if phase == "trump":
            removed = self.rules.removed_suits
            return [TRUMP[suit] for suit in Suit if suit not in removed]
        if phase == "choose":
            return [Choose(c.name) for c in self.rules.contracts[self.high :]]
        if phase == "gascarille":
            return [PASS, GASCARILLE]
        if phase == "surrender":
            return [ACCEPT, REFUSE]
        return []

    def _auction_actions(self) -> list[Action]:
        contracts = self.rules.contracts
        if self.rules.auction == "standard":
            return [PASS, *(Bid(c.name) for c in contracts[self.high + 1 :])]
        if self.high < 0:
            return [PASS, BID_PLAY]
        if self.high < len(contracts) - 1:
            return [PASS, BID_HIGHER]
        return [PASS]

    def discard_range(self) -> tuple[int, int]:
        seat = self.current_player
        if self.gascarille and seat == self.ombre and self.trump is None:
            count = self.rules.gascarille_exchange
            return count, count
        return 0, min(self.hands[seat].bit_count(), len(self.talon))

    def _exchange_actions(self) -> list[Action]:
        low, high = self.discard_range()
        cards = _bits(self.hands[self.current_player])
        actions: list[Action] = []
        for count in range(low, high + 1):
            for group in itertools.combinations(cards, count):
                actions.append(Discard(sum(1 << card for card in group)) if group else DISCARD_NONE)
        return actions

    def random_action(self, rng: random.Random) -> Action:
        """A legal action chosen uniformly with ``rng``, without listing every discard."""
        if self.phase == "exchange":
            low, high = self.discard_range()
            cards = _bits(self.hands[self.current_player])
            weights = [_choose(len(cards), k) for k in range(low, high + 1)]
            count = rng.choices(range(low, high + 1), weights)[0]
            group = rng.sample(cards, count)
            return Discard(sum(1 << card for card in group)) if group else DISCARD_NONE
        actions = self.legal_actions()
        if not actions:
            raise SetupError("no-action", f"no one is to act: {self._expecting()}")
        return actions[rng.randrange(len(actions))]

    # --- explanations ---------------------------------------------------------------------

    def explain_card(self, card: Card | str) -> PlayVerdict:
        """Whether the player to act may play ``card`` now, and the rule that decides it."""
        if isinstance(card, str):
            card = Card.parse(card)
        if self.phase != "play" or self.trump is None:
            raise SetupError("wrong-phase", f"no card can be played now: {self._expecting()}")
        return explain_play(self.hands[self.current_player], self.trick, self.trump, Card(card))

    def play_verdicts(self) -> list[PlayVerdict]:
        """A verdict for every card in the hand of the player to act."""
        return [self.explain_card(card) for card in _bits(self.hands[self.current_player])]

    def follow_rule(self) -> Reason:
        """The rule that decides which cards may be played to the current trick."""
        if self.phase != "play" or self.trump is None:
            raise SetupError("wrong-phase", f"no card can be played now: {self._expecting()}")
        return legal_reason(self.hands[self.current_player], self.trick, self.trump)

    def trick_reasons(self) -> list[Reason]:
        """Why each finished trick was won (``facts['winner']`` indexes ``cards``)."""
        trump = self.trump
        if trump is None:
            return []
        return [explain_trick(record.cards, trump) for record in self.tricks]

    def explain_action(self, action: Action | str) -> Reason:
        """Whether ``action`` is legal now: ``code`` 'legal', or the error's code and message."""
        try:
            parsed = parse_action(action) if isinstance(action, str) else action
            self.clone().apply(parsed)
        except OmbreError as error:
            return Reason(error.code, error.message)
        return Reason("legal", f"{parsed} is allowed")

    def result_lines(self) -> list[Reason]:
        """The deal's result as reasons: the settlement lines, or why nothing was paid."""
        if self.thrown_in:
            return [
                Reason(
                    "thrown-in",
                    f"everyone passed, so the cards are thrown in and the pot of {self.pot} "
                    "stays for the next deal",
                )
            ]
        if self.settlement is None:
            return []
        order = self.seat_order()
        return [
            Reason(
                line.code,
                line.message,
                (),
                {
                    "chips": {order[i]: amount for i, amount in enumerate(line.chips)},
                    "pot_change": line.pot_change,
                },
            )
            for line in self.settlement.lines
        ]

    # --- applying actions -----------------------------------------------------------------

    def apply(self, action: Action | str) -> None:
        """Play ``action`` (or its text). An illegal one raises :class:`IllegalActionError`
        with a stable code and the rule, and leaves the state unchanged."""
        if isinstance(action, str):
            action = parse_action(action)
        phase = self.phase
        if phase == "play":
            self._apply_play(action)
        elif phase == "auction":
            self._apply_auction(action)
        elif phase == "exchange":
            self._apply_exchange(action)
        elif phase == "trump":
            self._apply_trump(action)
        elif phase == "choose":
            self._apply_choose(action)
        elif phase == "deal":
            self._apply_deal(action)
        elif phase == "gascarille":
            self._apply_gascarille(action)
        elif phase == "surrender":
            self._apply_surrender(action)
        else:
            raise IllegalActionError("deal-over", f"the deal is over: {action} is not possible")
        self.history.append(action)
        self._legal = -1

    def _wrong(self, action: Action) -> IllegalActionError:
        return IllegalActionError(
            "wrong-phase", f"{action} is not possible now: {self._expecting()}"
        )

    def _expecting(self) -> str:
        seat, phase = self.current_player, self.phase
        if phase == "deal":
            return "the cards are to be dealt"
        if phase == "over":
            return "the deal is over"
        if phase == "auction":
            return f"seat {seat} is to bid or pass"
        if phase == "gascarille":
            return f"everyone passed: seat {seat} may take the gascarille or pass"
        if phase == "choose":
            return f"seat {seat}, who won the auction, is to choose the game"
        if phase == "trump":
            return f"seat {seat}, the ombre, is to name trumps"
        if phase == "exchange":
            low, high = self.discard_range()
            role = "the ombre" if seat == self.ombre else "a defender"
            many = f"exactly {low}" if low == high else f"{low} to {high}"
            return f"seat {seat}, {role}, is to discard ({many} cards) and draw from the talon"
        if phase == "surrender":
            return f"the ombre offered to surrender: seat {seat} is to accept or refuse"
        return f"seat {seat} is to play a card to trick {self.tricks_done + 1}"

    def _apply_deal(self, action: Action) -> None:
        if type(action) is not Deal:
            raise self._wrong(action)
        rules, players = self.rules, self.players
        talon_size = rules.talon_size
        if len(action.hands) != players:
            raise IllegalActionError("bad-deal", f"a deal gives {players} hands")
        if len(action.talon) != talon_size:
            raise IllegalActionError(
                "bad-deal", f"the talon has {talon_size} cards, not {len(action.talon)}"
            )
        seen = 0
        for hand in action.hands:
            if hand.bit_count() != rules.hand_size:
                raise IllegalActionError(
                    "bad-deal", f"each hand has {rules.hand_size} cards: {format_cards(hand)}"
                )
            if seen & hand:
                raise IllegalActionError("bad-deal", f"{format_cards(seen & hand)} dealt twice")
            seen |= hand
        for card in action.talon:
            if seen >> card & 1:
                raise IllegalActionError("bad-deal", f"{Card(card)} dealt twice")
            seen |= 1 << card
        if seen != _deck_mask(rules):
            raise IllegalActionError("bad-deal", f"the deal is not the {rules.name} deck")
        self.dealt = action
        self.hands = list(action.hands)
        self.talon = [Card(card) for card in action.talon]
        self.phase = "auction"
        self.current_player = self.eldest

    # auction

    def _apply_auction(self, action: Action) -> None:
        seat, rules, kind = self.current_player, self.rules, type(action)
        contracts = rules.contracts
        if kind not in (Pass, Bid, BidPlay, BidHigher):
            raise self._wrong(action)
        if kind is Pass:
            self.passed[seat] = True
        elif rules.auction == "standard":
            if kind is not Bid:
                raise IllegalActionError(
                    "bid-kind",
                    f"{action} is not a bid in the {rules.name} auction: say pass or bid "
                    + " / ".join(c.name for c in contracts),
                )
            assert isinstance(action, Bid)
            rank = self._contract_rank(action.contract)
            if rank <= self.high:
                current = contracts[self.high].name
                raise IllegalActionError(
                    "bid-too-low",
                    f"{action.contract} does not beat {current}: a bid must be strictly higher "
                    f"({' < '.join(c.name for c in contracts)}), or pass",
                )
            self.high, self.high_bidder = rank, seat
        elif kind is BidPlay:
            if self.high >= 0:
                raise IllegalActionError(
                    "bid-higher-needed",
                    f"seat {self.high_bidder} has already said play: you may only bid higher "
                    "or pass",
                )
            self.high, self.high_bidder = 0, seat
        elif kind is BidHigher:
            if self.high < 0:
                raise IllegalActionError(
                    "nothing-to-overcall", "no one has said play yet: say 'bid play' or pass"
                )
            if self.high >= len(contracts) - 1:
                raise IllegalActionError(
                    "bid-at-top",
                    f"the game is already raised to {contracts[-1].name}, the top step: "
                    "you can only pass",
                )
            self.high, self.high_bidder = self.high + 1, seat
        else:
            raise IllegalActionError(
                "bid-kind",
                f"{action} is not a bid in the {rules.name} auction: say 'bid play', "
                "'bid higher' or 'pass'; the winner chooses the game afterwards",
            )
        active = [s for s in range(self.players) if not self.passed[s]]
        if self.high_bidder >= 0 and len(active) == 1:
            self.ombre = self.high_bidder
            if rules.auction == "standard":
                self.contract = contracts[self.high]
                self._after_contract()
            else:
                self.phase = "choose"
                self.current_player = self.high_bidder
        elif not active:
            self._all_passed()
        else:
            following = (seat + 1) % self.players
            while self.passed[following]:
                following = (following + 1) % self.players
            self.current_player = following

    def _contract_rank(self, name: str) -> int:
        for rank, contract in enumerate(self.rules.contracts):
            if contract.name == name:
                return rank
        names = ", ".join(c.name for c in self.rules.contracts)
        raise IllegalActionError(
            "unknown-contract", f"the {self.rules.name} rules have no game {excerpt(name)}: {names}"
        )

    def _all_passed(self) -> None:
        rules = self.rules
        if rules.forced_spadille:
            for seat in range(self.players):
                if self.hands[seat] >> SPADILLE & 1:
                    self.ombre = seat
                    self.contract = rules.contracts[0]
                    self.forced_spadille = True
                    self._after_contract()
                    return
        if rules.gascarille:
            self.phase = "gascarille"
            self.current_player = self.eldest
            return
        self._throw_in()

    def _throw_in(self) -> None:
        self.thrown_in = True
        self.phase = "over"
        self.current_player = TERMINAL

    def _apply_gascarille(self, action: Action) -> None:
        seat = self.current_player
        if type(action) is Pass:
            following = (seat + 1) % self.players
            if following == self.eldest:
                self._throw_in()
            else:
                self.current_player = following
        elif type(action) is Gascarille:
            self.ombre = seat
            self.contract = self.rules.contracts[0]
            self.gascarille = True
            self._after_contract()
        else:
            raise self._wrong(action)

    def _apply_choose(self, action: Action) -> None:
        if type(action) is not Choose:
            raise self._wrong(action)
        assert isinstance(action, Choose)
        rank = self._contract_rank(action.contract)
        if rank < self.high:
            contracts = self.rules.contracts
            raise IllegalActionError(
                "game-too-low",
                f"after {self.high} overcall{'s' if self.high != 1 else ''} the game must be "
                f"{contracts[self.high].name} or higher "
                f"({' < '.join(c.name for c in contracts)})",
            )
        self.contract = self.rules.contracts[rank]
        self._after_contract()

    def _after_contract(self) -> None:
        contract = self.contract
        assert contract is not None and self.ombre is not None
        if self.gascarille:
            self._start_exchange()
        elif contract.trump_choice == "named":
            self.phase = "trump"
            self.current_player = self.ombre
        else:
            if contract.trump_choice == "turn-up":
                if not self.talon:
                    raise IllegalActionError("empty-talon", "there is no talon card to turn up")
                self.turned_up = self.talon[0]
                self.trump = self.turned_up.suit
            else:
                self.trump = Suit.DIAMONDS
            self._start_exchange()

    def _apply_trump(self, action: Action) -> None:
        if type(action) is not NameTrump:
            raise self._wrong(action)
        assert isinstance(action, NameTrump)
        if action.suit in self.rules.removed_suits:
            raise IllegalActionError("suit-removed", f"{action.suit} are not in this deck")
        self.trump = action.suit
        if self.gascarille:
            self.phase = "exchange"
            self._next_exchange()
        else:
            self._start_exchange()

    # exchange

    def _start_exchange(self) -> None:
        ombre, contract = self.ombre, self.contract
        assert ombre is not None and contract is not None
        exchanges = contract.ombre_exchanges or self.gascarille
        self.exchange_queue = list(exchange_order(self.players, self.dealer, ombre, exchanges))
        self.phase = "exchange"
        self._next_exchange()

    def _next_exchange(self) -> None:
        if self.exchange_queue and self.talon:
            self.current_player = self.exchange_queue[0]
        else:
            self.exchange_queue = []
            self._start_play()

    def _apply_exchange(self, action: Action) -> None:
        if type(action) is not Discard:
            raise self._wrong(action)
        assert isinstance(action, Discard)
        seat = self.current_player
        hand, cards = self.hands[seat], action.cards
        if cards & ~hand:
            raise IllegalActionError(
                "not-in-hand",
                f"you do not hold {format_cards(cards & ~hand)}: you can only "
                "discard your own cards",
            )
        count = cards.bit_count()
        low, high = self.discard_range()
        if low == high and count != low:
            raise IllegalActionError(
                "gascarille-exchange",
                f"a gascarille discards exactly {low} cards and draws as many, not {count}",
            )
        if count > high:
            raise IllegalActionError(
                "talon-short",
                f"only {len(self.talon)} cards are left in the talon, so you may discard at "
                f"most {high}, not {count}",
            )
        drawn = 0
        for card in self.talon[:count]:
            drawn |= 1 << card
        del self.talon[:count]
        self.hands[seat] = (hand & ~cards) | drawn
        self.discarded[seat] = cards
        self.drawn[seat] = drawn
        self.exchange_queue.pop(0)
        if self.gascarille and seat == self.ombre and self.trump is None:
            self.phase = "trump"
            self.current_player = seat
            return
        self._next_exchange()

    # play

    def _start_play(self) -> None:
        self.phase = "play"
        self.start_hands = list(self.hands)
        self.leader = self.eldest
        self.current_player = self.eldest

    @property
    def straight_tricks(self) -> int:
        """The tricks to win in a row before a stop or a vole (:attr:`RuleSet.straight_tricks`)."""
        return self.rules.straight_tricks

    def _vole_problem(self) -> str | None:
        if self.rules.vole_style != "announce":
            return (
                f"in the {self.rules.name} rules a vole is not announced: the ombre commits to "
                f"it by leading to trick {self.straight_tricks + 1} after winning tricks "
                f"1-{self.straight_tricks}"
            )
        if self.vole:
            return "the vole is already announced"
        last = self.straight_tricks
        if self.tricks_done > last or (self.tricks_done == last and self.trick):
            return f"a vole must be announced before the lead to trick {last + 1}"
        assert self.ombre is not None
        if self.won[self.ombre] != self.tricks_done:
            return "a vole needs every trick, and the ombre has already lost one"
        return None

    def _stop_problem(self) -> str | None:
        if not self.rules.stop_after_five:
            return f"the {self.rules.name} rules do not let the ombre stop early"
        straight = self.straight_tricks
        assert self.ombre is not None
        if self.tricks_done != straight or self.trick or self.won[self.ombre] != straight:
            return (
                f"the ombre may stop only after winning tricks 1-{straight}, before leading "
                f"to trick {straight + 1}"
            )
        if self.vole:
            return "the vole is announced, so the ombre must play on"
        return None

    def _surrender_problem(self) -> str | None:
        rules = self.rules
        if not rules.surrender:
            return f"the {rules.name} rules have no surrender"
        if self.surrender_offered:
            return "a surrender was already offered in this deal"
        if self.vole:
            return "the ombre is bound to the vole, so the ombre must play on"
        last = rules.surrender_before_trick - 1
        if self.tricks_done > last or (self.tricks_done == last and self.trick):
            return f"the ombre may surrender only before trick {last + 1} is led"
        return None

    def _apply_play(self, action: Action) -> None:
        seat = self.current_player
        if type(action) is PlayCard:
            assert isinstance(action, PlayCard)
            card = action.card
            if not self._legal_cards() >> card & 1:
                assert self.trump is not None
                verdict = explain_play(self.hands[seat], self.trick, self.trump, card)
                raise IllegalActionError(verdict.reason.code, verdict.reason.message)
            trick = self.trick
            if (
                not trick
                and seat == self.ombre
                and self.tricks_done == self.rules.straight_tricks
                and self.won[seat] == self.tricks_done
                and self.rules.vole_style == "lead-to-sixth"
            ):
                self.vole = True
            self.hands[seat] ^= 1 << card
            trick.append(card)
            if len(trick) < self.players:
                self.current_player = (seat + 1) % self.players
                return
            trump = self.trump
            assert trump is not None
            leader = self.leader
            winner = (leader + trick_winner(trick, trump)) % self.players
            self.won[winner] += 1
            self.tricks.append(TrickRecord(leader, tuple(trick), winner))
            self.trick = []
            self.tricks_done += 1
            self.leader = self.current_player = winner
            if self.tricks_done == self.rules.tricks_per_deal:
                self._end(self._settle())
            return
        if seat != self.ombre or type(action) not in (AnnounceVole, Stop, Surrender):
            raise self._wrong(action)
        if type(action) is AnnounceVole:
            problem = self._vole_problem()
            if problem is not None:
                raise IllegalActionError("vole-not-allowed", problem)
            self.vole = True
        elif type(action) is Stop:
            problem = self._stop_problem()
            if problem is not None:
                raise IllegalActionError("stop-not-allowed", problem)
            settlement = self._settle(stopped=True)
            self.stopped = True
            self._end(settlement)
        else:
            problem = self._surrender_problem()
            if problem is not None:
                raise IllegalActionError("surrender-not-allowed", problem)
            self.surrender_offered = True
            self.surrender_resume = seat
            self.surrender_queue = [
                (seat + offset) % self.players for offset in range(1, self.players)
            ]
            self.phase = "surrender"
            self.current_player = self.surrender_queue[0]

    def _apply_surrender(self, action: Action) -> None:
        seat = self.current_player
        if type(action) is Accept:
            if len(self.surrender_queue) > 1:
                self.surrender_queue.pop(0)
                self.current_player = self.surrender_queue[0]
            else:
                settlement = self._settle(surrendered=True)
                self.surrender_queue = []
                self.surrendered = True
                self._end(settlement)
        elif type(action) is Refuse:
            assert self.ombre is not None
            self.takeovers.append((self.ombre, seat))
            self.ombre = seat
            self.surrender_queue = []
            self.phase = "play"
            self.current_player = self.surrender_resume
        else:
            raise self._wrong(action)

    def _settle(self, *, stopped: bool = False, surrendered: bool = False) -> Settlement:
        """The settlement if the deal ended now, computed before anything changes, so that an
        outcome the scoring refuses leaves the state as it was."""
        ombre, contract = self.ombre, self.contract
        assert ombre is not None and contract is not None
        outcome = DealOutcome(
            self.rules,
            contract.name,
            tuple(self.won[seat] for seat in self.seat_order()),
            self.pot,
            self.trump,
            self.start_hands[ombre],
            self.vole,
            stopped,
            surrendered,
        )
        return settle(outcome)

    def _end(self, settlement: Settlement) -> None:
        self.settlement = settlement
        self.pot = settlement.pot_after
        self.phase = "over"
        self.current_player = TERMINAL

    # --- undo, notation, JSON -------------------------------------------------------------

    def _fresh(self) -> GameState:
        if self.origin is not None:
            return GameState.from_position(self.rules, self.origin, self.dealer, self.pot_carried)
        return GameState(self.rules, self.dealer, self.pot_carried)

    def undo(self) -> Action:
        """Take back the last action (replaying the rest) and return it."""
        if not self.history:
            raise SetupError("nothing-to-undo", "there is no action to take back")
        replay = self._fresh()
        for action in self.history[:-1]:
            replay.apply(action)
        last = self.history[-1]
        for name in (*_FIELDS, "_legal"):
            object.__setattr__(self, name, getattr(replay, name))
        return last

    def to_notation(self) -> str:
        """A one-line text that :meth:`from_notation` reads back to an equal state.

        >>> state = GameState.new_deal("swedish", dealer=2, pot=10, seed=3)
        >>> state.apply("bid play")
        >>> text = state.to_notation()
        >>> text[:60]
        'swedish | dealer 2 | pot 10 | deal 2s 3s 6s Ks 5h Qh Ad Qd 4'
        >>> GameState.from_notation(text) == state
        True
        """
        parts = [rules_text(self.rules), f"dealer {self.dealer}", f"pot {self.pot_carried}"]
        if self.origin is not None:
            parts.append(str(self.origin))
        if self.history:
            parts.append("; ".join(str(action) for action in self.history))
        return " | ".join(parts)

    @classmethod
    def from_notation(cls, text: str) -> GameState:
        parts = [part.strip() for part in text.split("|")]
        if len(parts) < 3:
            raise NotationError(
                "bad-state",
                f"{excerpt(text)} is not a state: it reads 'RULES | dealer N | pot N | ...'",
            )
        rules = parse_rules(parts[0])
        dealer = cls._header_number(parts[1], "dealer")
        pot = cls._header_number(parts[2], "pot")
        rest = parts[3:]
        position = None
        if rest and rest[0].startswith("position"):
            position = Position.parse(rest.pop(0))
        if len(rest) > 1:
            raise NotationError("bad-state", f"too many '|' sections in {excerpt(text)}")
        if position is not None:
            state = cls.from_position(rules, position, dealer, pot)
        else:
            state = cls(rules, dealer, pot)
        if rest and rest[0]:
            for item in rest[0].split(";"):
                state.apply(parse_action(item))
        return state

    @staticmethod
    def _header_number(part: str, key: str) -> int:
        words = part.split()
        number = parse_number(words[1]) if len(words) == 2 and words[0] == key else None
        if number is None:
            raise NotationError("bad-state", f"expected '{key} N', not {excerpt(part)}")
        return number

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: what :meth:`from_dict` needs (rules, dealer, pot, position, actions),
        plus a read-only ``view`` of the state for display."""
        return {
            "rules": rules_text(self.rules),
            "dealer": self.dealer,
            "pot": self.pot_carried,
            "position": None if self.origin is None else self.origin.to_dict(),
            "actions": [str(action) for action in self.history],
            "view": self.view(),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameState:
        try:
            rules = parse_rules(str(data["rules"]))
            dealer, pot = _whole(data["dealer"], "dealer"), _whole(data["pot"], "pot")
            actions = [str(item) for item in data.get("actions", [])]
            position = data.get("position")
        except (KeyError, TypeError, ValueError) as error:
            if isinstance(error, OmbreError):
                raise
            raise NotationError("bad-state", f"bad state data: {error}") from None
        if position is not None:
            state = cls.from_position(rules, Position.from_dict(position), dealer, pot)
        else:
            state = cls(rules, dealer, pot)
        for item in actions:
            state.apply(parse_action(item))
        return state

    def view(self) -> dict[str, Any]:
        """The state for display: phase, whose turn, hands, talon, trick, tricks, result."""
        return {
            "phase": self.phase,
            "current_player": self.current_player,
            "dealer": self.dealer,
            "eldest": self.eldest,
            "pot": self.pot,
            "antes": list(self.antes),
            "hands": [format_cards(hand) for hand in self.hands],
            "talon": format_cards(self.talon),
            "ombre": self.ombre,
            "contract": None if self.contract is None else self.contract.name,
            "trump": None if self.trump is None else str(self.trump),
            "turned_up": None if self.turned_up is None else str(self.turned_up),
            "trick": [str(card) for card in self.trick],
            "leader": self.leader,
            "tricks": [
                {
                    "leader": record.leader,
                    "cards": [str(card) for card in record.cards],
                    "winner": record.winner,
                }
                for record in self.tricks
            ],
            "won": list(self.won),
            "vole": self.vole,
            "stopped": self.stopped,
            "surrendered": self.surrendered,
            "takeovers": [list(pair) for pair in self.takeovers],
            "thrown_in": self.thrown_in,
            "legal_actions": [str(action) for action in self.legal_actions()]
            if self.phase != "exchange"
            else None,
            "discard_range": list(self.discard_range()) if self.phase == "exchange" else None,
            "returns": list(self.returns()),
            "settlement": None if self.settlement is None else self.settlement.to_dict(),
        }


def _choose(n: int, k: int) -> int:
    result = 1
    for i in range(k):
        result = result * (n - i) // (i + 1)
    return result
