"""Rule presets: ``standard`` (the French, Spanish, Portuguese and German seeds) and ``swedish``.

A :class:`RuleSet` is a frozen, validated value. Every number and every point of
table custom is a field, so lessons can show where presets differ.

>>> rules = RuleSet.preset("standard")
>>> rules.game_value("solo"), RuleSet.preset("swedish").game_value("solo")
(15, 8)
>>> RuleSet.preset("bridge")
Traceback (most recent call last):
...
ombre_core.errors.RuleSetError: unknown rule preset 'bridge': choose one of standard, swedish
>>> rules.replace(ante=-1)
Traceback (most recent call last):
...
ombre_core.errors.RuleSetError: ante must be at least 0, not -1
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Literal

from .cards import Rank, Suit
from .errors import RuleSetError

AuctionStyle = Literal["standard", "swedish"]
AnteStyle = Literal["each", "dealer"]
CodillePayment = Literal["pot-and-game", "pot-and-puesta"]
VoleStyle = Literal["announce", "lead-to-sixth"]
MatadorBonus = Literal["estuches", "swedish"]
TrumpChoice = Literal["named", "turn-up", "diamonds"]


@dataclass(frozen=True)
class Contract:
    """One game a declarer may play, for example Entrada or Oros."""

    name: str
    value: int
    trump_choice: TrumpChoice
    ombre_exchanges: bool

    def to_dict(self) -> dict[str, Any]:
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


@dataclass(frozen=True)
class RuleSet:
    """Every rule that differs between tables, with the seeds' reading as defaults."""

    name: str
    # The table and the deal.
    players: int = 3
    hand_size: int = 9
    packet_size: int = 3
    removed_suits: tuple[Suit, ...] = ()
    # Antes and the pot.
    ante_style: AnteStyle = "each"
    ante: int = 5
    # The auction: contracts in ascending order.
    auction: AuctionStyle = "standard"
    contracts: tuple[Contract, ...] = STANDARD_CONTRACTS
    forced_spadille: bool = False
    gascarille: bool = False
    gascarille_exchange: int = 8
    # Payments.
    puesta_per_defender: int = 5
    codille_payment: CodillePayment = "pot-and-game"
    vole_style: VoleStyle = "announce"
    vole_win: int = 25
    vole_loss: int = 30
    vole_replaces_result: bool = False
    stop_after_five: bool = True
    stop_bonus: int = 3
    matador_bonus: MatadorBonus = "estuches"
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

        for field_name in (
            "ante",
            "puesta_per_defender",
            "vole_win",
            "vole_loss",
            "stop_bonus",
            "gascarille_exchange",
        ):
            value = getattr(self, field_name)
            if not isinstance(value, int) or value < 0:
                fail(f"{field_name} must be at least 0, not {value!r}")
        if self.players != 3:
            fail(f"only three-player Ombre is supported so far, not {self.players}")
        if self.packet_size <= 0 or self.hand_size % self.packet_size:
            fail(f"hand_size {self.hand_size} must be whole packets of {self.packet_size}")
        if self.players * self.hand_size > self.deck_size:
            fail(f"{self.players} hands of {self.hand_size} need more than {self.deck_size} cards")
        if not self.contracts:
            fail("a rule set needs at least one contract")
        names = [contract.name for contract in self.contracts]
        if len(set(names)) != len(names):
            fail(f"contract names repeat: {', '.join(names)}")
        if self.auction not in ("standard", "swedish"):
            fail(f"auction must be 'standard' or 'swedish', not {self.auction!r}")
        if self.ante_style not in ("each", "dealer"):
            fail(f"ante_style must be 'each' or 'dealer', not {self.ante_style!r}")
        if self.codille_payment not in ("pot-and-game", "pot-and-puesta"):
            fail(f"unknown codille_payment {self.codille_payment!r}")
        if self.vole_style not in ("announce", "lead-to-sixth"):
            fail(f"unknown vole_style {self.vole_style!r}")
        if self.matador_bonus not in ("estuches", "swedish"):
            fail(f"unknown matador_bonus {self.matador_bonus!r}")
        if self.matador_bonus_cap is not None and self.matador_bonus_cap < 0:
            fail(f"matador_bonus_cap must be at least 0, not {self.matador_bonus_cap}")
        if self.gascarille and self.auction != "swedish":
            fail("gascarille is a swedish option")
        if not 1 <= self.surrender_before_trick <= self.hand_size:
            fail(
                f"surrender_before_trick must be a trick number, not {self.surrender_before_trick}"
            )
        if self.session_deals < 1:
            fail(f"session_deals must be at least 1, not {self.session_deals}")
        if self.chip_target is not None and self.chip_target < 1:
            fail(f"chip_target must be at least 1, not {self.chip_target}")

    @classmethod
    def preset(cls, name: str) -> RuleSet:
        """The named preset; an unknown name raises :class:`RuleSetError`."""
        try:
            return PRESETS[name]
        except KeyError:
            raise RuleSetError(
                "unknown-preset",
                f"unknown rule preset {name!r}: choose one of {', '.join(sorted(PRESETS))}",
            ) from None

    def replace(self, **changes: Any) -> RuleSet:
        """A copy with some fields changed, validated again."""
        unknown = set(changes) - {f.name for f in dataclasses.fields(self)}
        if unknown:
            raise RuleSetError("bad-rules", f"unknown rule field(s): {', '.join(sorted(unknown))}")
        return dataclasses.replace(self, **changes)

    def contract(self, name: str) -> Contract:
        for contract in self.contracts:
            if contract.name == name:
                return contract
        names = ", ".join(c.name for c in self.contracts)
        raise RuleSetError(
            "unknown-contract", f"{self.name} has no contract {name!r}: it has {names}"
        )

    def game_value(self, contract: str) -> int:
        return self.contract(contract).value

    def contract_rank(self, contract: str) -> int:
        """0 for the lowest contract, rising by one per step."""
        return self.contracts.index(self.contract(contract))

    @property
    def defenders(self) -> int:
        return self.players - 1

    @property
    def deck_size(self) -> int:
        """The cards in play: ten per suit, less any removed suit (40 in both presets)."""
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

    def to_dict(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data["removed_suits"] = [str(suit) for suit in self.removed_suits]
        return data


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
        matador_bonus_cap=5,
        surrender=True,
    ),
}
