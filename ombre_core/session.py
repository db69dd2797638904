"""A session: an agreed number of deals (or a chip target), a cut for the first dealer, the
deal passing to the right, a running tally per player and per deal, and the pot carried over.

>>> from ombre_core.bots import SimpleBot
>>> session = Session("standard", seed=5)
>>> session.first_dealer, [str(card) for _, card in session.cuts[0]]
(2, ['4d', '5d', '5s'])
>>> session.play([SimpleBot()] * 3)
>>> len(session.records), session.is_over()
(12, True)
>>> sum(session.tally) + session.pot
0
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .actions import Action
from .cards import Card
from .errors import IllegalActionError
from .game import GameState, deck_cards
from .rules import RuleSet


class _Player(Protocol):
    def choose(self, state: GameState) -> Action: ...


@dataclass(frozen=True)
class DealRecord:
    """One finished deal in the running tally."""

    number: int
    dealer: int
    seed: int
    notation: str
    ombre: int | None
    contract: str | None
    result: str
    chips: tuple[int, ...]
    tally: tuple[int, ...]
    pot: int

    def to_dict(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "dealer": self.dealer,
            "seed": self.seed,
            "notation": self.notation,
            "ombre": self.ombre,
            "contract": self.contract,
            "result": self.result,
            "chips": list(self.chips),
            "tally": list(self.tally),
            "pot": self.pot,
        }


def cut_for_dealer(rules: RuleSet, rng: random.Random) -> tuple[int, list[list[tuple[int, Card]]]]:
    """Each player cuts a card; the highest rank (King high, Ace low) deals; ties cut again.

    Returns the dealer and every round of cuts as ``(seat, card)`` pairs.
    """
    contenders = list(range(rules.players))
    rounds: list[list[tuple[int, Card]]] = []
    while True:
        deck = deck_cards(rules)
        rng.shuffle(deck)
        cuts = [(seat, deck[index]) for index, seat in enumerate(contenders)]
        rounds.append(cuts)
        top = max(card.rank for _, card in cuts)
        contenders = [seat for seat, card in cuts if card.rank == top]
        if len(contenders) == 1:
            return contenders[0], rounds


class Session:
    """A run of deals with a running tally. Use :meth:`start_deal`, play the state to its end,
    then :meth:`finish_deal`; or :meth:`play` with one bot per seat."""

    def __init__(
        self, rules: RuleSet | str = "standard", seed: int = 0, first_dealer: int | None = None
    ) -> None:
        self.rules = RuleSet.preset(rules) if isinstance(rules, str) else rules
        self.seed = seed
        self.rng = random.Random(seed)
        if first_dealer is None:
            self.first_dealer, self.cuts = cut_for_dealer(self.rules, self.rng)
        else:
            if not 0 <= first_dealer < self.rules.players:
                raise IllegalActionError("bad-dealer", f"no seat {first_dealer} at this table")
            self.first_dealer, self.cuts = first_dealer, []
        self.dealer = self.first_dealer
        self.pot = 0
        self.tally = [0] * self.rules.players
        self.records: list[DealRecord] = []
        self.current: GameState | None = None
        self._current_seed = 0

    def is_over(self) -> bool:
        """Over after ``session_deals`` deals, or once a player's tally reaches ``chip_target``."""
        target = self.rules.chip_target
        if target is not None:
            return max(self.tally) >= target
        return len(self.records) >= self.rules.session_deals

    def start_deal(self) -> GameState:
        if self.is_over():
            raise IllegalActionError("session-over", "the session is over")
        if self.current is not None:
            raise IllegalActionError("deal-in-progress", "finish the current deal first")
        self._current_seed = self.rng.getrandbits(32)
        self.current = GameState.new_deal(self.rules, self.dealer, self.pot, self._current_seed)
        return self.current

    def finish_deal(self) -> DealRecord:
        state = self.current
        if state is None or not state.is_terminal():
            raise IllegalActionError("deal-not-over", "the current deal is not over yet")
        chips = state.chip_changes()
        for seat, amount in enumerate(chips):
            self.tally[seat] += amount
        self.pot = state.pot
        if state.thrown_in:
            result = "thrown in"
        else:
            assert state.settlement is not None
            result = state.settlement.result
        record = DealRecord(
            number=len(self.records) + 1,
            dealer=state.dealer,
            seed=self._current_seed,
            notation=state.to_notation(),
            ombre=state.ombre,
            contract=None if state.contract is None else state.contract.name,
            result=result,
            chips=chips,
            tally=tuple(self.tally),
            pot=self.pot,
        )
        self.records.append(record)
        self.dealer = (self.dealer + 1) % self.rules.players
        self.current = None
        return record

    def play(self, players: Sequence[_Player]) -> None:
        """Play the rest of the session with one bot per seat."""
        while not self.is_over():
            state = self.start_deal()
            while not state.is_terminal():
                state.apply(players[state.current_player].choose(state))
            self.finish_deal()

    def leaders(self) -> list[int]:
        """The seats with the most chips so far."""
        best = max(self.tally)
        return [seat for seat, chips in enumerate(self.tally) if chips == best]

    def to_dict(self) -> dict[str, Any]:
        return {
            "rules": self.rules.name,
            "seed": self.seed,
            "first_dealer": self.first_dealer,
            "cuts": [[[seat, str(card)] for seat, card in cuts] for cuts in self.cuts],
            "dealer": self.dealer,
            "pot": self.pot,
            "tally": list(self.tally),
            "deals": [record.to_dict() for record in self.records],
        }
