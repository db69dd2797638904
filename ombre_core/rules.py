"""Rule presets: ``standard`` (the French, Spanish, Portuguese and German texts) and ``swedish``,
and the variants' presets (:data:`VARIANTS`): ``tvahant`` and ``ombre-a-dos`` (two players),
``four-seat``, ``quadrille``, ``quintille`` and ``contrabola`` / ``countervole`` (a declared
attempt to take no trick).

A :class:`RuleSet` is a frozen, validated value. Every number and every point of
table custom is a field, so lessons can show where presets differ: the table (``players``,
``table_seats``), the deck (``removed_suits``), the hand (``hand_size``, ``packet_size``); the
talon is what the deal leaves (:attr:`RuleSet.talon_size`).

>>> rules = RuleSet.preset("standard")
>>> rules.game_value("solo"), RuleSet.preset("swedish").game_value("solo")
(15, 8)
>>> RuleSet.preset("bridge")
Traceback (most recent call last):
...
ombre_core.errors.RuleSetError: unknown rule preset 'bridge': choose one of contrabola, \
countervole, four-seat, ombre-a-dos, quadrille, quintille, standard, swedish, tvahant
>>> rules.replace(ante=-1)
Traceback (most recent call last):
...
ombre_core.errors.RuleSetError: ante must be at least 0, not -1
"""

from __future__ import annotations

import dataclasses
import types
import typing
from dataclasses import dataclass
from typing import Any, Literal

from .cards import Rank, Suit
from .checker import is_whole_number
from .errors import RuleSetError, excerpt
from .protocol import ContractDict, RuleSetDict

MAX_RULE_NUMBER = 1_000_000
"""The largest number any rule field takes (chips, deals or cards); larger is a typo."""

AuctionStyle = Literal["standard", "swedish"]
AnteStyle = Literal["each", "dealer"]
CodillePayment = Literal["pot-and-game", "pot-and-puesta"]
VoleStyle = Literal["announce", "lead-to-sixth", "none"]
MatadorBonus = Literal["estuches", "swedish"]
TrumpChoice = Literal["named", "turn-up", "diamonds", "none"]
Aim = Literal["most", "none"]
SitterShare = Literal["nothing", "ante", "like-a-defender"]
TricksRule = Literal["most", "majority"]

MIN_PLAYERS, MAX_PLAYERS = 2, 5
"""The players in one deal that the engine plays: two (tvåhant) to five (quintille)."""


_TYPES: dict[type, dict[str, Any]] = {}


def _field_types(cls: type) -> dict[str, Any]:
    """The declared type of each field of ``cls``, resolved once."""
    hints = _TYPES.get(cls)
    if hints is None:
        hints = _TYPES[cls] = typing.get_type_hints(cls)
    return hints


def _type_name(expected: Any) -> str:
    origin, args = typing.get_origin(expected), typing.get_args(expected)
    if origin is Literal:
        return "one of " + ", ".join(repr(arg) for arg in args)
    if origin in (types.UnionType, typing.Union):
        return " or ".join(_type_name(arg) for arg in args)
    if origin is tuple:
        return f"a tuple of {_type_name(args[0])}"
    if expected is type(None):
        return "none"
    names = {bool: "true or false", int: "a whole number", str: "text"}
    return names.get(expected, getattr(expected, "__name__", str(expected)))


def _matches(value: Any, expected: Any) -> bool:
    origin, args = typing.get_origin(expected), typing.get_args(expected)
    if origin is Literal:
        return isinstance(value, str) and value in args
    if origin in (types.UnionType, typing.Union):
        return any(_matches(value, arg) for arg in args)
    if origin is tuple:
        return isinstance(value, tuple) and all(_matches(item, args[0]) for item in value)
    if expected is type(None):
        return value is None
    if expected is int:
        return is_whole_number(value)
    return isinstance(value, expected)


def _check_type(name: str, value: Any, expected: Any) -> None:
    """Raise :class:`RuleSetError` naming the field when ``value`` is not of its type.

    >>> RuleSet.preset("standard").replace(session_deals="x")
    Traceback (most recent call last):
    ...
    ombre_core.errors.RuleSetError: session_deals must be a whole number, not 'x'
    """
    if not _matches(value, expected):
        raise RuleSetError(
            "bad-rules", f"{name} must be {_type_name(expected)}, not {excerpt(value)}"
        )


@dataclass(frozen=True)
class Contract:
    """One game a declarer may play, for example Entrada or Oros.

    ``aim`` is ``"most"`` (the ombre's usual aim: the most tricks) or ``"none"`` (a contrabola:
    no trick at all, paid like a vole with ``vole_win`` and ``vole_loss``, not ``value``).
    ``trump_choice`` ``"none"`` plays without trumps (only in a contrabola). A contract that
    is not ``biddable`` stays off the auction's ladder: a countervole after all pass.
    """

    name: str
    value: int
    trump_choice: TrumpChoice
    ombre_exchanges: bool
    aim: Aim = "most"
    biddable: bool = True
    calls: bool = False

    def __post_init__(self) -> None:
        for item in dataclasses.fields(self):
            _check_type(
                f"contract {item.name}", getattr(self, item.name), _field_types(Contract)[item.name]
            )
        if not 0 < len(self.name) <= 24 or not self.name.isascii() or not self.name.isalpha():
            raise RuleSetError(
                "bad-rules",
                f"a contract name is one word of at most 24 letters, not {excerpt(self.name)}",
            )
        if not 0 <= self.value <= MAX_RULE_NUMBER:
            raise RuleSetError(
                "bad-rules",
                f"contract value must be from 0 to {MAX_RULE_NUMBER}, not {excerpt(self.value)}",
            )
        if self.trump_choice == "none" and self.aim != "none":
            raise RuleSetError(
                "bad-rules",
                f"contract {self.name} is played without trumps, which only a contrabola "
                "(aim 'none') is",
            )
        if self.calls and (self.trump_choice != "named" or self.aim != "most"):
            raise RuleSetError(
                "bad-rules",
                f"contract {self.name} calls a partner, which only a game with named trumps "
                "played for the most tricks does",
            )

    def to_dict(self) -> ContractDict:
        return dataclasses.asdict(self)


STANDARD_CONTRACTS = (
    Contract("entrada", 5, "named", True),
    Contract("vuelta", 7, "turn-up", True),
    Contract("solo", 15, "named", False),
)
SWEDISH_CONTRACTS = (
    Contract("juego", 5, "named", True),
    Contract("voltereta", 7, "turn-up", True),
    Contract("solo", 8, "named", False),
    Contract("oros", 8, "diamonds", False),
)
CONTRABOLA = Contract("contrabola", 0, "none", False, aim="none")
"""The standard texts' contrabola, "a declared attempt to lose every trick", bid above solo.
The course's house reading: no trumps (Spadille and Basto are plain aces of their suits), the
declarer does not exchange, the defenders do, and it is paid like a vole."""
COUNTERVOLE = Contract("countervole", 0, "none", False, aim="none", biddable=False)
"""The swedish text's countervole, played when everyone has passed
(``countervole_after_pass``); the same house reading as :data:`CONTRABOLA`."""


ALLIANCE = Contract("alliance", 1, "named", False, calls=True)
"""Quadrille's and Quintille's lowest game, "asking leave" (Parlett's *alliance*): the ombre
names trumps and calls a king; its holder is the ombre's secret partner. Worth 1 from each
defender: Hoyle's table of Quadrille payments, "an ask-leave in a common suit: one a-piece"."""
SANS_APPELER = Contract("solo", 2, "named", False)
"""Quadrille's and Quintille's *sans appeler* / *sans prendre*: the ombre plays alone against
all the others. Worth 2 from each defender (Hoyle's table: "a solo, common suit: two from each";
the Quintille text: "two counters paid him for the sans-prendre by each of the defendants")."""
CALLING_CONTRACTS = (ALLIANCE, SANS_APPELER)


@dataclass(frozen=True)
class RuleSet:
    """Every rule that differs between tables, with the rule texts' reading as defaults."""

    name: str
    # The table and the deal: ``players`` play each deal; ``table_seats`` sit at the table (four
    # with three playing: the seat opposite the dealer sits out, and ``sitter_share`` says what
    # it pays and receives). The talon is what the deal leaves: see ``talon_size``.
    players: int = 3
    table_seats: int = 3
    sitter_share: SitterShare = "nothing"
    hand_size: int = 9
    packet_size: int = 3
    removed_suits: tuple[Suit, ...] = ()
    # The call (Quadrille, Quintille: contracts that ``calls``). The ombre calls a king of a
    # suit that is not trumps; one who holds all four kings calls a queen instead (never of
    # trumps). ``call_own_king``: the ombre may call a king the ombre holds and so play alone,
    # scored as a called game (Hoyle's laws of Quadrille 12 and 23); off, only a card held by
    # someone else may be called.
    call_own_king: bool = True
    # Ombre a dos (a house reading: see OMBRE_A_DOS_READING): the seat that holds the dummy
    # hand, dealt like a player's; it never antes, bids or exchanges, plays by the one rule of
    # ``ombre_core.tricks.dummy_card`` (an engine move, never a player's), defends, and its
    # chips are the live defender's. ``None``: every seat is a player.
    dummy_seat: int | None = None
    # Antes and the pot.
    ante_style: AnteStyle = "each"
    ante: int = 5
    # The auction: contracts in ascending order.
    auction: AuctionStyle = "standard"
    contracts: tuple[Contract, ...] = STANDARD_CONTRACTS
    forced_spadille: bool = False
    gascarille: bool = False
    gascarille_exchange: int = 8
    countervole_after_pass: bool = False
    # Payments. ``tricks_rule`` "most": the ombre is compared with each defender separately
    # (sacada, puesta, codille: three-handed Ombre). "majority" (Quadrille, Quintille): the
    # ombre's side (with the called partner) against the defenders together; more than half
    # the tricks wins, exactly half is a remise (scored as the puesta: a bête equal to the pot
    # paid into it), fewer is a codille (see ``ombre_core.scoring``).
    # ``ombre_pays_alone_below``: after a called game is lost, the ombre pays everything alone
    # when the ombre took fewer tricks than this, except after a forced spadille (Hoyle's law
    # 33 of Quadrille: "he who calls and does not make three tricks is to be beasted alone");
    # 0: the partner always pays half (Quintille).
    tricks_rule: TricksRule = "most"
    ombre_pays_alone_below: int = 0
    puesta_per_defender: int = 5
    codille_payment: CodillePayment = "pot-and-game"
    vole_style: VoleStyle = "announce"
    vole_win: int = 25
    vole_loss: int = 30
    vole_replaces_result: bool = False
    stop_after_five: bool = True
    stop_bonus: int = 3
    # The matador bonus counts the trumps held in unbroken order from Spadille, but only a run
    # of ``matador_minimum_run`` or more: 1 for estuches, 3 (all three matadors) for the swedish
    # bonus and Quadrille (Hoyle: "mats" are the three matadors and the trumps that follow).
    matador_bonus: MatadorBonus = "estuches"
    matador_minimum_run: int = 1
    matador_bonus_cap: int | None = None
    matador_bonus_on_loss: bool = False
    surrender: bool = False
    surrender_before_trick: int = 4
    # Sessions.
    session_deals: int = 12
    chip_target: int | None = None

    def __post_init__(self) -> None:
        def fail(message: str) -> None:
            raise RuleSetError("bad-rules", message)

        for item in dataclasses.fields(self):
            _check_type(item.name, getattr(self, item.name), _field_types(RuleSet)[item.name])
        for field_name, (low, high) in _NUMBER_RANGES.items():
            value = getattr(self, field_name)
            if value is not None and not low <= value <= high:
                bound = f"at least {low}" if value < low else f"at most {high}"
                fail(f"{field_name} must be {bound}, not {excerpt(value)}")
        if not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            fail(
                f"players must be from {MIN_PLAYERS} to {MAX_PLAYERS} (the players in one deal), "
                f"not {self.players}"
            )
        if self.table_seats != self.players and (self.players, self.table_seats) != (3, 4):
            fail(
                f"table_seats {self.table_seats} does not fit players {self.players}: a table "
                "seats the players of a deal, or four with three playing (the seat opposite "
                "the dealer sits out)"
            )
        if self.sitter_share != "nothing" and self.table_seats == self.players:
            fail(
                f"sitter_share {self.sitter_share!r} needs a seat that sits out: table_seats "
                f"{self.table_seats} and players {self.players} leave none"
            )
        callers = [contract.name for contract in self.contracts if contract.calls]
        if callers and (self.players < 4 or self.tricks_rule != "majority"):
            fail(
                f"{callers[0]} calls a partner, which needs at least four players and "
                "tricks_rule 'majority'"
            )
        if self.tricks_rule == "majority":
            if self.players < 4:
                fail(
                    "tricks_rule 'majority' (a side against the rest) needs at least four "
                    f"players, not {self.players}"
                )
            if self.vole_style != "none" or self.stop_after_five or self.surrender:
                fail(
                    "tricks_rule 'majority' is played without a vole, a stop or a surrender: "
                    "set vole_style 'none', stop_after_five and surrender false"
                )
            if any(contract.aim == "none" for contract in self.contracts):
                fail("tricks_rule 'majority' has no contrabola")
        elif self.players > 3:
            fail(f"{self.players} players are a side against the rest: set tricks_rule 'majority'")
        if self.dummy_seat is not None:
            if self.players != 3 or self.table_seats != 3 or self.dummy_seat >= self.players:
                fail(
                    f"dummy_seat {self.dummy_seat} needs three players at three seats (two "
                    "live and the dummy), the dummy one of seats 0 to 2"
                )
            if (
                self.ante_style != "each"
                or self.forced_spadille
                or self.gascarille
                or self.countervole_after_pass
                or self.surrender
                or any(contract.aim == "none" for contract in self.contracts)
            ):
                fail(
                    "a dummy never antes alone, bids, takes a game after all pass or answers a "
                    "surrender: dummy_seat needs ante_style 'each', no forced_spadille, "
                    "gascarille, countervole, surrender or contrabola"
                )
        if self.matador_bonus == "swedish" and self.matador_minimum_run != 3:
            fail(
                "matador_bonus 'swedish' is paid for all three matadors: matador_minimum_run "
                f"must be 3, not {self.matador_minimum_run}"
            )
        if self.hand_size % self.packet_size:
            fail(f"hand_size {self.hand_size} must be whole packets of {self.packet_size}")
        if len(set(self.removed_suits)) != len(self.removed_suits):
            fail(f"removed_suits names a suit twice: {excerpt(self.removed_suits)}")
        if any(suit.is_black for suit in self.removed_suits):
            fail("removed_suits may name only red suits: spades and clubs hold Spadille and Basto")
        if self.players * self.hand_size > self.deck_size:
            fail(
                f"{self.players} hands of {self.hand_size} need {self.players * self.hand_size} "
                f"cards, more than the {self.deck_size} in the deck{_without(self.removed_suits)}"
            )
        if not self.contracts:
            fail("a rule set needs at least one contract")
        names = [contract.name for contract in self.contracts]
        if len(set(names)) != len(names):
            fail(f"contract names repeat: {excerpt(', '.join(names))}")
        if not self.ladder or self.ladder[0].aim != "most":
            fail(
                f"the auction's lowest game must be one the ombre plays for the most tricks, "
                f"not {excerpt(', '.join(names))}"
            )
        if self.countervole_after_pass and self.countervole is None:
            fail("countervole_after_pass needs a contract with aim 'none' among the contracts")
        for contract in self.contracts:
            if contract.trump_choice == "turn-up" and self.talon_size < 1:
                fail(f"{contract.name} turns up the talon's top card, but the talon is empty")
            if contract.trump_choice == "diamonds" and Suit.DIAMONDS in self.removed_suits:
                fail(f"{contract.name} is played with diamonds, which removed_suits takes out")
        if self.gascarille and self.auction != "swedish":
            fail("gascarille is a swedish option")
        if self.gascarille and self.gascarille_exchange > min(self.hand_size, self.talon_size):
            fail(
                f"gascarille_exchange {self.gascarille_exchange} is more cards than a hand "
                f"({self.hand_size}) or the talon ({self.talon_size}) holds"
            )
        if self.surrender_before_trick > self.tricks_per_deal:
            fail(
                f"surrender_before_trick must be a trick number from 1 to "
                f"{self.tricks_per_deal}, not {self.surrender_before_trick}"
            )

    @classmethod
    def preset(cls, name: str) -> RuleSet:
        """The named preset (a main one or a variant); an unknown name raises
        :class:`RuleSetError`.

        >>> RuleSet.preset("tvahant").deck_size, RuleSet.preset("tvahant").talon_size
        (30, 14)
        """
        found = PRESETS.get(name) or VARIANTS.get(name)
        if found is None:
            names = ", ".join(sorted([*PRESETS, *VARIANTS]))
            raise RuleSetError(
                "unknown-preset", f"unknown rule preset {excerpt(name)}: choose one of {names}"
            )
        return found

    def replace(self, **changes: Any) -> RuleSet:
        """A copy with some fields changed, validated again."""
        unknown = set(changes) - {f.name for f in dataclasses.fields(self)}
        if unknown:
            raise RuleSetError(
                "bad-rules", f"unknown rule field(s): {excerpt(', '.join(sorted(unknown)))}"
            )
        return dataclasses.replace(self, **changes)

    def contract(self, name: str) -> Contract:
        for contract in self.contracts:
            if contract.name == name:
                return contract
        names = ", ".join(c.name for c in self.contracts)
        raise RuleSetError(
            "unknown-contract", f"{self.name} has no contract {excerpt(name)}: it has {names}"
        )

    def game_value(self, contract: str) -> int:
        return self.contract(contract).value

    def contract_rank(self, contract: str) -> int:
        """0 for the lowest contract, rising by one per step (of every contract, biddable or
        not)."""
        return self.contracts.index(self.contract(contract))

    @property
    def ladder(self) -> tuple[Contract, ...]:
        """The contracts the auction bids, lowest first (a countervole after pass is not one).

        >>> [c.name for c in RuleSet.preset("countervole").ladder]
        ['juego', 'voltereta', 'solo', 'oros']
        """
        return tuple(contract for contract in self.contracts if contract.biddable)

    @property
    def countervole(self) -> Contract | None:
        """The contrabola or countervole contract (aim ``"none"``), if the rules have one."""
        for contract in self.contracts:
            if contract.aim == "none":
                return contract
        return None

    @property
    def defenders(self) -> int:
        return self.players - 1

    @property
    def sits_out(self) -> bool:
        """Whether one seat sits out each deal (four at the table, three playing)."""
        return self.table_seats > self.players

    @property
    def deck_size(self) -> int:
        """The cards in play: ten per suit, less any removed suit (40 in both presets, 30 in
        tvåhant)."""
        return len(Rank) * (len(Suit) - len(set(self.removed_suits)))

    @property
    def talon_size(self) -> int:
        """The cards left after the deal (13 in both presets).

        >>> RuleSet.preset("standard").talon_size
        13
        """
        return self.deck_size - self.players * self.hand_size

    @property
    def tricks_per_deal(self) -> int:
        """One trick per card in a hand (9 in both presets)."""
        return self.hand_size

    @property
    def straight_tricks(self) -> int:
        """The tricks the ombre must win in a row, from the first, before stopping or committing
        to a vole (5 of 9): one more than half the deal, so no one can tie them any longer.

        >>> RuleSet.preset("swedish").straight_tricks
        5
        """
        return self.tricks_per_deal // 2 + 1

    @property
    def packets_per_hand(self) -> int:
        """How many packets of ``packet_size`` make a hand (3 in both presets)."""
        return self.hand_size // self.packet_size

    def to_dict(self) -> RuleSetDict:
        data = dataclasses.asdict(self)
        data["removed_suits"] = [str(suit) for suit in self.removed_suits]
        return data


def _without(suits: tuple[Suit, ...]) -> str:
    return f" without {' and '.join(str(suit) for suit in suits)}" if suits else ""


_NUMBER_RANGES: dict[str, tuple[int, int]] = {
    "players": (1, MAX_RULE_NUMBER),
    "table_seats": (1, MAX_RULE_NUMBER),
    "hand_size": (1, MAX_RULE_NUMBER),
    "packet_size": (1, MAX_RULE_NUMBER),
    "ante": (0, MAX_RULE_NUMBER),
    "gascarille_exchange": (0, MAX_RULE_NUMBER),
    "puesta_per_defender": (0, MAX_RULE_NUMBER),
    "vole_win": (0, MAX_RULE_NUMBER),
    "vole_loss": (0, MAX_RULE_NUMBER),
    "stop_bonus": (0, MAX_RULE_NUMBER),
    "matador_minimum_run": (1, 3),
    "matador_bonus_cap": (0, MAX_RULE_NUMBER),
    "surrender_before_trick": (1, MAX_RULE_NUMBER),
    "ombre_pays_alone_below": (0, MAX_RULE_NUMBER),
    "dummy_seat": (0, MAX_RULE_NUMBER),
    "session_deals": (1, MAX_RULE_NUMBER),
    "chip_target": (1, MAX_RULE_NUMBER),
}
"""Each whole-number field's range (``None``, where allowed, means no limit)."""

PRESETS: dict[str, RuleSet] = {
    "standard": RuleSet(name="standard"),
    "swedish": RuleSet(
        name="swedish",
        ante_style="dealer",
        auction="swedish",
        contracts=SWEDISH_CONTRACTS,
        codille_payment="pot-and-puesta",
        vole_style="lead-to-sixth",
        vole_win=30,
        vole_loss=30,
        vole_replaces_result=True,
        stop_bonus=0,
        matador_bonus="swedish",
        matador_minimum_run=3,
        matador_bonus_cap=5,
        surrender=True,
    ),
}


# Quadrille (The Game of Quadrille, 1720s; Hoyle's laws of Quadrille): four players, ten cards
# each, no talon. See QUADRILLE_READING.
_QUADRILLE = RuleSet(
    name="quadrille",
    players=4,
    table_seats=4,
    hand_size=10,
    packet_size=5,
    ante=1,
    contracts=CALLING_CONTRACTS,
    forced_spadille=True,
    tricks_rule="majority",
    ombre_pays_alone_below=3,
    vole_style="none",
    stop_after_five=False,
    stop_bonus=0,
    matador_minimum_run=3,
    matador_bonus_on_loss=True,
    session_deals=12,
)

VARIANTS: dict[str, RuleSet] = {
    # The Swedish text's tvåhant: one red suit out (hearts), 30 cards, eight each, 14 in the
    # talon; otherwise the swedish rules, read for one defender (the course's Rulings page).
    "tvahant": dataclasses.replace(
        PRESETS["swedish"],
        name="tvahant",
        players=2,
        table_seats=2,
        removed_suits=(Suit.HEARTS,),
        hand_size=8,
        packet_size=4,
    ),
    # The Swedish text: with four at the table the seat opposite the dealer sits out each deal.
    "four-seat": dataclasses.replace(PRESETS["swedish"], name="four-seat", table_seats=4),
    # The standard texts' contrabola, bid above solo (the house reading: see CONTRABOLA).
    "contrabola": dataclasses.replace(
        PRESETS["standard"], name="contrabola", contracts=(*STANDARD_CONTRACTS, CONTRABOLA)
    ),
    # The Swedish text: a countervole may still be played after everyone has passed.
    "countervole": dataclasses.replace(
        PRESETS["swedish"],
        name="countervole",
        contracts=(*SWEDISH_CONTRACTS, COUNTERVOLE),
        countervole_after_pass=True,
    ),
    # The standard text's Ombre a dos: two players and a dummy third hand at seat 2, played by
    # a fixed rule; otherwise the standard rules. A house reading: see OMBRE_A_DOS_READING.
    "ombre-a-dos": dataclasses.replace(PRESETS["standard"], name="ombre-a-dos", dummy_seat=2),
    "quadrille": _QUADRILLE,
    # Quintille, the swedish text's cinquillo: five players, eight cards each in packets of
    # four, no talon (Les Jeux de Quadrille et de Quintille, 1724; The Game of Quadrille);
    # otherwise the Quadrille rules, the partner always paying half.
    "quintille": dataclasses.replace(
        _QUADRILLE,
        name="quintille",
        players=5,
        table_seats=5,
        hand_size=8,
        packet_size=4,
        ombre_pays_alone_below=0,
        session_deals=10,
    ),
}
"""The variants' presets. :data:`PRESETS` stays the two main presets the whole site offers."""

QUADRILLE_READING = """\
Quadrille and Quintille as the engine plays them (presets ``quadrille`` and ``quintille``).

From the sources (The Game of Quadrille, 1720s; Les Jeux de Quadrille et de Quintille, 1724;
Hoyle's laws of Quadrille):

- Quadrille: four players, ten cards each, no talon. Quintille: five players, eight each
  ("par deux fois quatre"), no talon, no exchange. Every player antes one counter.
- The auction: asking leave (``alliance``) < playing alone (``solo``, *sans appeler*). The
  ombre of an alliance names trumps, then calls a king of a suit that is not trumps; its
  holder is the secret partner, known when the king is played. A player with all four kings
  calls a queen (not of trumps) or one of the own kings; a player may call an own king and play
  alone, scored as an alliance (Hoyle's laws 12 and 23; ``call_own_king``).
- Everyone passed: the holder of Spadille must play an alliance (forced spadille).
- The ombre's side wins with more than half the tricks (6 of 10; 5 of 8), alone or with the
  partner; exactly half is a remise (the side pays a bête equal to the pot into it, and the
  consolation to each defender); fewer is a codille (the defenders divide the pot, the side
  pays a bête that refills it, and the consolation).
- The side divides what it wins and pays half each, the odd counter to or from the ombre.
  Quadrille: an ombre who took fewer than three tricks pays a loss alone, unless forced
  (Hoyle's law 33, ``ombre_pays_alone_below``); Quintille: the partner always pays half.
- Matadors count only when the side holds all three, Spadille, Manille and Basto, with each
  trump continuing that run ("properly speaking, there are but three matadores, yet all those
  trumps which succeed the three first without interruption, are also called matadores";
  ``matador_minimum_run`` 3): a run of one or two pays nothing. They are paid to the winners,
  and by the losers on a loss, counted over the side's two hands ("indifferent whether they
  are all in the ombre's hand, or divided").

Simplified by the course (said on the page):

- Payments use the engine's chips: the consolation and the game are one game value (1 for an
  alliance, 2 for a solo: Hoyle's table, a common suit), the hearts doubling is left out; a
  codille's division of the pot is paid as the side paying the pot amount to the defenders,
  the pot staying (the same chips as "divide the stakes" plus a bête to refill it).
- When the pot amount does not divide evenly among the defenders, the odd counters go to the
  defenders in play order after the ombre (the sources give them to the best trump held).
- The matadors are paid one per trump of the run (Hoyle's table adds "mats" and "double
  mats" to the game's price instead).
- No vole, no purchased king (*roi rendu*), no "do more"; the deal is in packets of five in
  Quadrille (the sources deal 4-3-3).
"""

OMBRE_A_DOS_READING = """\
Ombre a dos as the engine plays it (preset ``ombre-a-dos``): a house reading.

The standard text says only: "a third, dummy hand is used; simpler and faster". No historical
source describes how the dummy plays, so the course reads it this way (say so on the page):

- The deal is three-handed (nine cards each, 13 in the talon); the dummy's hand lies at a
  fixed seat (``dummy_seat``, seat 2), face down like a player's.
- The dummy never antes (each live player antes), never bids and never exchanges: the
  auction and the exchange are the two live players'. The dummy is always a defender.
- The dummy's one rule: it plays the cheapest legal card that takes the trick so far, unless
  the live defender is already winning it; otherwise, and when it leads, its lowest legal card
  (lowest in play: a plain card before a trump; between equals, in the order spades, hearts,
  diamonds, clubs). The engine makes this move itself: it is never a choice.
- The tricks count as in three-handed Ombre: the ombre against each of the two other hands
  separately (sacada, puesta, codille), the dummy's tricks its own.
- The payments are three-handed Ombre's, and the live defender holds the dummy's purse: what
  the dummy would pay or receive (its share of a game, a codille it wins) the live defender
  pays or receives. The dummy's own chips never change.
"""
