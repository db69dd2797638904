"""A whole deal of Ombre as a state machine: deal, antes, auction, trumps, exchange, nine tricks
and settlement, in both rule presets.

Seats are numbered in play order (counterclockwise): eldest hand is ``(dealer + 1) % players``.
The deal is an explicit chance step (:class:`~ombre_core.actions.Deal`); :meth:`GameState.new_deal`
makes it from a seed with ``random.Random(seed)``, the same on CPython and Pyodide.

Readings where the rules leave the turn order of a choice open:

- ``returns()`` is the settlement per seat (zero when the cards are thrown in);
  ``chip_changes()`` also subtracts the antes, so ``sum(chip_changes()) + pot == pot_carried``.
- Swedish auction: it goes round like the standard one (see :mod:`ombre_core.phases.auction`).
- After all pass, forced spadille (if on and Spadille was dealt) comes before gascarille.
- The exchange, the play and the announcements: see :mod:`ombre_core.phases.exchange` and
  :mod:`ombre_core.phases.play`.

Structure: the fields live in :class:`~ombre_core.state.DealState` (declared once); each phase
is a module of :mod:`ombre_core.phases`; this module is the public API on top, in the style of
OpenSpiel's ``State``: ``legal_actions``, ``apply``, ``clone``, ``is_terminal``, ``returns``,
a seeded chance step and a notation that round-trips.

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

import random
from typing import Any

from .actions import DISCARD_NONE, Action, Deal, Discard, parse_action
from .cards import Card, format_cards
from .checker import is_whole_number
from .errors import NotationError, OmbreError, SetupError, excerpt
from .messages import label
from .notation import parse_number, parse_rules, rules_text, whole_number
from .phases import PHASES
from .phases.deal import deck_cards, shuffled_deal
from .phases.exchange import discard_range, exchange_order
from .phases.play import start_from_position
from .phases.settlement import returns
from .position import Position
from .protocol import StateDict
from .rules import RuleSet
from .state import CHANCE, TERMINAL, DealState, Phase, TrickRecord, cards_of
from .tricks import PlayVerdict, Reason, explain_play, legal_reason

__all__ = [
    "CHANCE",
    "TERMINAL",
    "GameState",
    "Phase",
    "Position",
    "TrickRecord",
    "deck_cards",
    "exchange_order",
    "parse_rules",
    "rules_text",
]


def _resolve_rules(rules: RuleSet | str) -> RuleSet:
    return RuleSet.preset(rules) if isinstance(rules, str) else rules


class GameState(DealState):
    """One deal of Ombre. Mutable: :meth:`apply` changes it, :meth:`clone` copies it.

    The fields are :class:`~ombre_core.state.DealState`'s; read them, never assign them.
    """

    __slots__ = ()

    def __init__(self, rules: RuleSet | str = "standard", dealer: int = 0, pot: int = 0) -> None:
        """A deal waiting for its cards (the chance step): antes are already in the pot."""
        super().__init__(_resolve_rules(rules), dealer, pot)

    # --- construction ---------------------------------------------------------------------

    @staticmethod
    def shuffled_deal(rules: RuleSet | str, dealer: int, seed: int) -> Deal:
        """The chance outcome for ``seed``: shuffle with ``random.Random(seed)``, then deal
        packets counterclockwise from eldest; the rest is the talon, top card first.

        >>> deal = GameState.shuffled_deal("standard", 0, 1)
        >>> [hand.bit_count() for hand in deal.hands], len(deal.talon)
        ([9, 9, 9], 13)
        """
        if not is_whole_number(seed):
            raise SetupError("bad-seed", label("error.bad-seed", value=excerpt(seed)))
        return shuffled_deal(_resolve_rules(rules), dealer, seed)

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
        start_from_position(state, position)
        state.origin = position
        return state

    def replay_start(self) -> GameState:
        """The state this deal started from, before any action: the antes, or the position."""
        if self.origin is not None:
            return GameState.from_position(self.rules, self.origin, self.dealer, self.pot_carried)
        return GameState(self.rules, self.dealer, self.pot_carried)

    # --- the public API -------------------------------------------------------------------

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def is_chance_node(self) -> bool:
        return self.phase == "deal"

    def returns(self) -> tuple[int, ...]:
        """Each seat's chips from the settlement (antes not included); zeros until it is over
        and when the cards were thrown in."""
        return returns(self)

    def chip_changes(self) -> tuple[int, ...]:
        """Each seat's whole change for the deal: the settlement less the antes paid.

        ``sum(chip_changes()) + pot == pot_carried`` always holds.
        """
        return tuple(amount - ante for amount, ante in zip(self.returns(), self.antes, strict=True))

    def clone(self) -> GameState:
        """An independent copy (see :meth:`DealState.clone`)."""
        copy: GameState = super().clone()
        return copy

    def __repr__(self) -> str:
        return f"GameState.from_notation({self.to_notation()!r})"

    # --- legal actions and applying them --------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every action the player to act may take, in a fixed order (kind, then value).

        Empty at the chance step (see :meth:`shuffled_deal`) and once the deal is over.
        """
        return PHASES[self.phase].legal_actions(self)

    def discard_range(self) -> tuple[int, int]:
        """How many cards the player to act may discard in the exchange: ``(least, most)``."""
        return discard_range(self)

    def apply(self, action: Action | str) -> None:
        """Play ``action`` (or its text). An illegal one raises :class:`IllegalActionError`
        with a stable code and the rule, and leaves the state unchanged."""
        if isinstance(action, str):
            action = parse_action(action)
        PHASES[self.phase].apply(self, action)
        self.history.append(action)
        self.legal_cache = -1

    def expecting(self) -> str:
        """Who is to do what now, as a sentence."""
        return PHASES[self.phase].expecting(self)

    def random_action(self, rng: random.Random) -> Action:
        """A legal action chosen uniformly with ``rng``, without listing every discard."""
        if self.phase == "exchange":
            low, high = self.discard_range()
            cards = cards_of(self.hands[self.current_player])
            weights = [_choose(len(cards), k) for k in range(low, high + 1)]
            count = rng.choices(range(low, high + 1), weights)[0]
            group = rng.sample(cards, count)
            return Discard(sum(1 << card for card in group)) if group else DISCARD_NONE
        actions = self.legal_actions()
        if not actions:
            raise SetupError("no-action", label("error.no-action.now", expecting=self.expecting()))
        return actions[rng.randrange(len(actions))]

    # --- explanations ---------------------------------------------------------------------

    def explain_card(self, card: Card | str) -> PlayVerdict:
        """Whether the player to act may play ``card`` now, and the rule that decides it."""
        if isinstance(card, str):
            card = Card.parse(card)
        if self.phase != "play" or self.trump is None:
            raise SetupError("wrong-phase", label("error.no-card", expecting=self.expecting()))
        return explain_play(self.hands[self.current_player], self.trick, self.trump, Card(card))

    def follow_rule(self) -> Reason:
        """The rule that decides which cards may be played to the current trick."""
        if self.phase != "play" or self.trump is None:
            raise SetupError("wrong-phase", label("error.no-card", expecting=self.expecting()))
        return legal_reason(self.hands[self.current_player], self.trick, self.trump)

    def explain_action(self, action: Action | str) -> Reason:
        """Whether ``action`` is legal now: ``code`` 'legal', or the error's code and message."""
        try:
            parsed = parse_action(action) if isinstance(action, str) else action
            self.clone().apply(parsed)
        except OmbreError as error:
            return Reason(error.code, error.message)
        return Reason("legal", label("reason.legal", action=str(parsed)))

    def result_lines(self, one_deal: bool = False) -> list[Reason]:
        """The deal's result as reasons: the settlement lines, or why nothing was paid (at a
        ``one_deal`` table, the daily deal's, with no next deal for the pot to carry to)."""
        if self.thrown_in:
            if one_deal:
                return [Reason("thrown-in", label("reason.thrown-in.one-deal", pot=self.pot))]
            return [Reason("thrown-in", label("reason.thrown-in", pot=self.pot))]
        if self.settlement is None:
            return []
        order = self.seat_order()
        return [
            Reason(
                line.code,
                line.words(one_deal),
                (),
                {
                    "chips": {order[i]: amount for i, amount in enumerate(line.chips)},
                    "pot_change": line.pot_change,
                },
            )
            for line in self.settlement.lines
        ]

    # --- the double-dummy solver ------------------------------------------------------------

    def solver_problem(self) -> str | None:
        """Why the double-dummy solver cannot analyse this deal's rules, or ``None``: it plays
        three-handed Ombre only, and no contrabola.

        >>> GameState("tvahant").solver_problem()
        'the double-dummy solver analyses three-handed Ombre only, not the tvahant rules (2 \
players)'
        """
        if self.players != 3:
            return (
                f"the double-dummy solver analyses three-handed Ombre only, not the "
                f"{self.rules.name} rules ({self.players} players)"
            )
        if self.dummy is not None:
            return "the double-dummy solver does not analyse Ombre a dos (its dummy plays by rule)"
        if self.contrabola:
            assert self.contract is not None
            return f"the double-dummy solver does not analyse a {self.contract.name}"
        return None

    def check_solvable(self) -> None:
        """Raise :class:`SetupError` ``solver-rules`` when the double-dummy solver
        (:func:`ombre_core.solver.solve`) cannot analyse this deal's rules; callers ask this
        before solving (the solver itself is three-handed)."""
        problem = self.solver_problem()
        if problem is not None:
            raise SetupError("solver-rules", problem)

    # --- undo, notation, JSON -------------------------------------------------------------

    def undo(self) -> Action:
        """Take back the last action (replaying the rest) and return it."""
        if not self.history:
            raise SetupError("nothing-to-undo", label("error.nothing-to-undo"))
        replay = self.replay_start()
        for action in self.history[:-1]:
            replay.apply(action)
        last = self.history[-1]
        for name in DealState.__slots__:
            setattr(self, name, getattr(replay, name))
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
                label("error.bad-state", text=excerpt(text)),
            )
        rules = parse_rules(parts[0])
        dealer = _header_number(parts[1], "dealer")
        pot = _header_number(parts[2], "pot")
        rest = parts[3:]
        position = None
        if rest and rest[0].startswith("position"):
            position = Position.parse(rest.pop(0))
        if len(rest) > 1:
            raise NotationError("bad-state", label("error.bad-state.sections", text=excerpt(text)))
        if position is not None:
            state = cls.from_position(rules, position, dealer, pot)
        else:
            state = cls(rules, dealer, pot)
        if rest and rest[0]:
            for item in rest[0].split(";"):
                state.apply(parse_action(item))
        return state

    def to_dict(self) -> StateDict:
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
            dealer, pot = whole_number(data["dealer"], "dealer"), whole_number(data["pot"], "pot")
            actions = [str(item) for item in data.get("actions", [])]
            position = data.get("position")
        except (KeyError, TypeError, ValueError) as error:
            if isinstance(error, OmbreError):
                raise
            raise NotationError(
                "bad-state", label("error.bad-state.data", why=str(error))
            ) from None
        if position is not None:
            state = cls.from_position(rules, Position.from_dict(position), dealer, pot)
        else:
            state = cls(rules, dealer, pot)
        for item in actions:
            state.apply(parse_action(item))
        return state

    def view(self) -> dict[str, Any]:
        """The whole state for display: phase, whose turn, every hand, talon, trick, tricks,
        the called partner (known or not), result. A seat's own view, which hides the others'
        cards and an unknown partner, is ``ombre_core.table.player_view``."""
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
            "called": None if self.called is None else str(self.called),
            "partner": self.partner,
            "partner_known": self.partner_known,
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


def _header_number(part: str, key: str) -> int:
    words = part.split()
    number = parse_number(words[1]) if len(words) == 2 and words[0] == key else None
    if number is None:
        raise NotationError(
            "bad-state", label("error.bad-state.number", key=key, text=excerpt(part))
        )
    return number


def _choose(n: int, k: int) -> int:
    result = 1
    for i in range(k):
        result = result * (n - i) // (i + 1)
    return result
