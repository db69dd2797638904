"""A session: an agreed number of deals (or a chip target), a cut for the first dealer, the
deal passing to the right, a running tally per player and per deal, and the pot carried over.

The session counts every seat at the table (``RuleSet.table_seats``). With four at the table
and three playing, the seat opposite the dealer sits out each deal (:func:`deal_seats`); what
it pays is ``RuleSet.sitter_share``: ``"nothing"`` (the course's reading: it sits the deal out
entirely), ``"ante"`` (it still puts its ante in the pot, so it keeps a stake in the pot), or
``"like-a-defender"`` (Tresillo's idle fourth, who "cobra y paga como los demás": it antes,
and pays or receives every amount each defender pays or receives, such as the game value, a
vole or the matador bonus; the pot, a puesta and a codille stay between the players).

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
from dataclasses import dataclass, replace
from typing import Any, Protocol

from .actions import Action
from .cards import Card
from .checker import is_whole_number
from .errors import IllegalActionError, OmbreError, SetupError
from .game import GameState, deck_cards, rules_text
from .messages import label, listing, rules_name, seat_names
from .protocol import DealRecordDict, RulesChoice, SessionDict, SessionRecord, SessionStatus
from .rules import PRESETS, VARIANTS, RuleSet


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
    seats: tuple[int, ...] = ()
    """The table seats that played the deal, in the deal's seat order (``notation`` numbers
    the deal's seats); empty when they are the table's seats."""

    def to_dict(self) -> DealRecordDict:
        return {
            "seats": list(self.seats),
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
    contenders = list(range(rules.table_seats))
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
            if not 0 <= first_dealer < self.rules.table_seats:
                raise SetupError(
                    "bad-dealer",
                    label(
                        "error.bad-dealer.table-seats",
                        seat=first_dealer,
                        seats=self.rules.table_seats,
                        last=self.rules.table_seats - 1,
                    ),
                )
            self.first_dealer, self.cuts = first_dealer, []
        self.dealer = self.first_dealer
        self.pot = 0
        self.tally = [0] * self.rules.table_seats
        self.records: list[DealRecord] = []
        self.current: GameState | None = None
        self.seats: tuple[int, ...] = deal_seats(self.rules, self.dealer)
        """The table seats playing the current deal, indexed by the deal's seats."""
        self._current_seed = 0

    def is_over(self) -> bool:
        """Over after ``session_deals`` deals, or once a player's tally reaches ``chip_target``."""
        return session_over(self.rules, len(self.records), self.tally)

    def start_deal(self) -> GameState:
        if self.is_over():
            raise IllegalActionError("session-over", label("error.session-over"))
        if self.current is not None:
            raise IllegalActionError("deal-in-progress", label("error.deal-in-progress"))
        self._current_seed = self.rng.getrandbits(32)
        self.seats = deal_seats(self.rules, self.dealer)
        for seat in set(range(self.rules.table_seats)) - set(self.seats):
            stake = sitter_ante(self.rules)
            self.tally[seat] -= stake
            self.pot += stake
        self.current = GameState.new_deal(
            self.rules, self.seats.index(self.dealer), self.pot, self._current_seed
        )
        return self.current

    def finish_deal(self) -> DealRecord:
        state = self.current
        if state is None or not state.is_terminal():
            raise IllegalActionError("deal-not-over", label("error.deal-not-over"))
        changes = table_changes(state, self.seats, self.rules.table_seats)
        sitting_out = set(range(self.rules.table_seats)) - set(self.seats)
        # the sitter's ante left the tally when the deal started; the record shows it
        chips = tuple(
            change - (sitter_ante(self.rules) if seat in sitting_out else 0)
            for seat, change in enumerate(changes)
        )
        for seat in range(self.rules.table_seats):
            self.tally[seat] += changes[seat]
        self.pot = state.pot
        if state.thrown_in:
            result = "thrown in"
        else:
            assert state.settlement is not None
            result = state.settlement.result
        record = DealRecord(
            number=len(self.records) + 1,
            dealer=self.dealer,
            seed=self._current_seed,
            notation=state.to_notation(),
            ombre=state.ombre,
            contract=None if state.contract is None else state.contract.name,
            result=result,
            chips=chips,
            tally=tuple(self.tally),
            pot=self.pot,
            seats=self.seats if self.rules.sits_out else (),
        )
        self.records.append(record)
        self.dealer = next_dealer(self.rules, self.dealer)
        self.current = None
        return record

    def play(self, players: Sequence[_Player]) -> None:
        """Play the rest of the session with one bot per seat."""
        while not self.is_over():
            state = self.start_deal()
            while not state.is_terminal():
                state.apply(players[self.seats[state.current_player]].choose(state))
            self.finish_deal()

    def leaders(self) -> list[int]:
        """The seats with the most chips so far."""
        return leaders_of(self.tally)

    def to_dict(self) -> SessionDict:
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


# --- the site's table: a session as a saved record ------------------------------------------


def table_rules() -> tuple[str, ...]:
    """The rule sets free play offers: the two main presets and every variant's preset, by
    name, without field overrides.

    >>> table_rules()[:3]
    ('standard', 'swedish', 'tvahant')
    """
    return (*PRESETS, *VARIANTS)


def rules_choices() -> list[RulesChoice]:
    """Free play's choice of rules, as the table lists it: the name, the words, and how many
    sit at the table and play each deal.

    >>> [(choice["label"], choice["seats"]) for choice in rules_choices()][2:4]
    [('Two players: the Swedish tvåhant', 2), ('Four at the table: one sits out each deal', 4)]
    """
    choices: list[RulesChoice] = []
    for name in table_rules():
        rules = RuleSet.preset(name)
        words = rules_name(name)
        choices.append(
            {"rules": name, "label": words, "seats": rules.table_seats, "players": rules.players}
        )
    return choices


def table_rules_named(name: object) -> str:
    """``name`` if free play offers it, else :class:`SavedGameError` listing the choices.

    >>> table_rules_named("bridge")
    Traceback (most recent call last):
    ...
    ombre_core.session.SavedGameError: 'bridge' is not a rule set the table offers (standard, \
swedish, tvahant, four-seat, contrabola, countervole, ombre-a-dos, quadrille, quintille)
    """
    if not isinstance(name, str) or name not in table_rules():
        raise SavedGameError(
            "bad-link",
            label(
                "error.bad-link.rules",
                name=repr(_excerpt(name)),
                offered=listing(list(table_rules())),
            ),
        )
    return name


GUIDED_RULES: tuple[str, ...] = (
    "standard forced_spadille=true",
    "swedish gascarille=true",
)
"""Rule sets with options the table also replays, for the variants lesson's guided deals
(written in :func:`~ombre_core.notation.rules_text`); free play offers :func:`table_rules`."""

TABLE_FIRST_DEALER = 2
"""The first dealer at a table of three: seat 2, so the learner (seat 0) is eldest in the
first deal (:func:`first_dealer` for any table)."""


def first_dealer(rules: RuleSet) -> int:
    """The table's first dealer: the last seat, so the learner (seat 0) plays first.

    >>> [first_dealer(RuleSet.preset(name)) for name in ("standard", "tvahant", "four-seat")]
    [2, 1, 3]
    """
    return rules.table_seats - 1


TABLE_RECORD_VERSION = 1

MAX_CHIPS_PER_DEAL = 1000
"""A bound far above any deal's payments, antes and pot: a tally beyond ``deals`` times this
is not a record the table wrote."""


class SavedGameError(OmbreError, ValueError):
    """A saved table record that the table cannot have written: the message says what is wrong."""


def session_over(rules: RuleSet, finished: int, tally: Sequence[int]) -> bool:
    """The session's end: ``chip_target`` reached by a player if the rules set one, else
    ``session_deals`` deals finished.

    >>> standard = RuleSet.preset("standard")
    >>> session_over(standard, 11, [0, 0, 0]), session_over(standard, 12, [0, 0, 0])
    (False, True)
    >>> session_over(standard.replace(chip_target=50), 12, [49, -20, -29])
    False
    """
    target = rules.chip_target
    if target is not None:
        return max(tally) >= target
    return finished >= rules.session_deals


def next_dealer(rules: RuleSet, dealer: int) -> int:
    """The deal passes to the right: play order is counterclockwise, so the next seat at the
    table (every seat deals in turn, also with four at the table)."""
    return (dealer + 1) % rules.table_seats


def deal_seats(rules: RuleSet, dealer: int) -> tuple[int, ...]:
    """The table seats that play a deal dealt by table seat ``dealer``, in table order; the
    deal's seat ``i`` is table seat ``result[i]``, and its dealer is ``result.index(dealer)``.
    With four at the table the seat opposite the dealer sits out.

    >>> deal_seats(RuleSet.preset("standard"), 1)
    (0, 1, 2)
    >>> deal_seats(RuleSet.preset("four-seat"), 1), deal_seats(RuleSet.preset("four-seat"), 3)
    ((0, 1, 2), (0, 2, 3))
    """
    seats = rules.table_seats
    if not 0 <= dealer < seats:
        raise SetupError("bad-dealer", label("error.bad-dealer.table", seat=dealer, seats=seats))
    if not rules.sits_out:
        return tuple(range(seats))
    sitter = (dealer + seats // 2) % seats
    return tuple(seat for seat in range(seats) if seat != sitter)


def sitter_ante(rules: RuleSet) -> int:
    """What a seat sitting out a deal puts in the pot (``RuleSet.sitter_share``): nothing, or
    the ante it would pay as a player (never the dealer's, since the dealer always plays).

    >>> four = RuleSet.preset("four-seat")
    >>> sitter_ante(four), sitter_ante(four.replace(sitter_share="ante", ante_style="each"))
    (0, 5)
    """
    if rules.sitter_share == "nothing" or rules.ante_style == "dealer":
        return 0
    return rules.ante


def sitter_payments(state: GameState) -> int:
    """What the seat sitting out receives (negative: pays) from a finished deal under
    ``sitter_share`` ``"like-a-defender"``: the sum of the settlement lines that pay each
    defender alike (the ombre pays or receives it too); 0 under the other readings.

    >>> from ombre_core.bots import SimpleBot
    >>> four = RuleSet.preset("four-seat").replace(sitter_share="like-a-defender")
    >>> state = GameState.new_deal(four, 0, 0, 0)
    >>> while not state.is_terminal():
    ...     state.apply(SimpleBot().choose(state))
    >>> state.returns(), sitter_payments(state)
    ((-5, 15, -5), -5)
    """
    settlement = state.settlement
    if state.rules.sitter_share != "like-a-defender" or settlement is None:
        return 0
    share = 0
    for line in settlement.lines:
        each = set(line.chips[1:])
        if len(each) == 1:
            share += each.pop()
    return share


def table_changes(state: GameState, seats: Sequence[int], table_seats: int) -> tuple[int, ...]:
    """What a finished deal adds to each table seat's tally: the players' chip changes, and for
    a seat sitting out what :func:`sitter_payments` gives it (its ante, if any, left the tally
    when the deal started).

    >>> state = GameState.new_deal("four-seat", 2, 0, 3)  # table seat 3 deals, seat 1 sits out
    >>> for _ in range(3):
    ...     state.apply("pass")
    >>> state.chip_changes(), table_changes(state, (0, 2, 3), 4)
    ((0, 0, -5), (0, 0, 0, -5))
    """
    changes = [0] * table_seats
    for seat, amount in zip(seats, state.chip_changes(), strict=True):
        changes[seat] = amount
    share = sitter_payments(state)
    for seat in set(range(table_seats)) - set(seats):
        changes[seat] = share
        if share and state.ombre is not None:
            changes[seats[state.ombre]] -= share
    return tuple(changes)


def leaders_of(tally: Sequence[int]) -> list[int]:
    """The seats with the most chips."""
    best = max(tally)
    return [seat for seat, chips in enumerate(tally) if chips == best]


@dataclass(frozen=True)
class DealLink:
    """A shared deal, as the table's address names it: ``<seed>[:<rules>[:<first dealer>]]``,
    the rules and dealer left out when they are the defaults (the first dealer is the last
    seat, :func:`first_dealer`).

    >>> DealLink.parse("4242:swedish")
    DealLink(seed=4242, rules='swedish', dealer=2)
    >>> DealLink.parse("4242:tvahant")
    DealLink(seed=4242, rules='tvahant', dealer=1)
    >>> str(DealLink(7, "standard", 0)), str(DealLink(7, "four-seat", 3))
    ('7:standard:0', '7:four-seat')
    >>> DealLink.parse("7:standard:5")
    Traceback (most recent call last):
    ...
    ombre_core.session.SavedGameError: '5' is not a seat of this table (0 to 2)
    >>> DealLink.parse("7:bridge")
    Traceback (most recent call last):
    ...
    ombre_core.session.SavedGameError: 'bridge' is not a rule set the table offers (standard, \
swedish, tvahant, four-seat, contrabola, countervole, ombre-a-dos, quadrille, quintille)
    """

    seed: int
    rules: str = "standard"
    dealer: int = TABLE_FIRST_DEALER

    def __str__(self) -> str:
        default = first_dealer(RuleSet.preset(self.rules))
        parts = [str(self.seed)]
        if self.rules != "standard" or self.dealer != default:
            parts.append(self.rules)
        if self.dealer != default:
            parts.append(str(self.dealer))
        return ":".join(parts)

    @classmethod
    def parse(cls, text: str) -> DealLink:
        words = text.split(":") if len(text) <= 40 else []
        if not 1 <= len(words) <= 3 or not _ascii_number(words[0]):
            raise SavedGameError("bad-link", label("error.bad-link", text=repr(_excerpt(text))))
        seed = int(words[0])
        if seed >= 2**32:
            raise SavedGameError("bad-link", label("error.bad-link.seed", seed=_excerpt(words[0])))
        rules = table_rules_named(words[1] if len(words) > 1 else "standard")
        seats = RuleSet.preset(rules).table_seats
        dealer = seats - 1
        if len(words) == 3:
            if not _ascii_number(words[2]) or int(words[2]) >= seats:
                raise SavedGameError(
                    "bad-link",
                    label("error.bad-link.seat", text=repr(_excerpt(words[2])), last=seats - 1),
                )
            dealer = int(words[2])
        return cls(seed, rules, dealer)


def _ascii_number(word: str) -> bool:
    return 0 < len(word) <= 10 and all("0" <= char <= "9" for char in word)


@dataclass(frozen=True)
class TableSession:
    """The site table's session, as it is saved in the browser: the current deal (state
    notation), its number in the session, the running tally of every seat at the table, and
    whether the current deal's chips are already in the tally (``counted``, true exactly when
    the deal is over).

    The browser keeps the record; every rule (counting, end of session, who deals next, who
    sits out) is here. The table's seats are numbered from the learner's (0) in play order;
    a deal's own seats are :attr:`seats` (with four at the table, the seat opposite the dealer
    sits out, and the deal numbers the other three).

    >>> session = TableSession.new("standard", seed=9)
    >>> for _ in range(3):
    ...     session = session.apply("pass")
    >>> session.status()["deal_over"], session.tally, session.state.pot
    (True, (-5, -5, -5), 15)
    >>> following = session.next_deal(seed=4)
    >>> following.deal, following.state.dealer, following.state.pot_carried
    (2, 0, 15)
    >>> TableSession.from_dict(following.to_dict()) == following
    True
    >>> four = TableSession.new("four-seat", seed=9)
    >>> four.dealer, four.seats, four.deal_seat(1), four.deal_seat(3)
    (3, (0, 2, 3), None, 2)
    """

    state: GameState
    deal: int
    tally: tuple[int, ...]
    counted: bool
    seed: int | None = None
    """The current deal's seed (for a link that deals the same cards), if known."""
    first_dealer: int = TABLE_FIRST_DEALER
    """The table seat that dealt the session's first deal."""
    one_deal: bool = False
    """A table of one deal and no next (the daily deal): a thrown-in pot carries nowhere."""

    @classmethod
    def new(
        cls,
        rules: RuleSet | str,
        seed: int,
        dealer: int | None = None,
        one_deal: bool = False,
    ) -> TableSession:
        """The first deal of a new session, dealt by table seat ``dealer`` (by default the last
        seat, :func:`first_dealer`): no chips yet, an empty pot (but a sitter's ante); with
        ``one_deal``, the only deal of the table.

        >>> lone = TableSession.new("standard", seed=9, one_deal=True)
        >>> for _ in range(3):
        ...     lone = lone.apply("pass")
        >>> lone.status()["one_deal"], lone.to_dict()["one"]
        (True, True)
        >>> lone.next_deal(seed=4)
        Traceback (most recent call last):
        ...
        ombre_core.errors.IllegalActionError: this table plays one deal: there is no next deal
        """
        resolved = RuleSet.preset(rules) if isinstance(rules, str) else rules
        first = first_dealer(resolved) if dealer is None else dealer
        if not 0 <= first < resolved.table_seats:
            raise SetupError(
                "bad-dealer",
                label("error.bad-dealer.table", seat=first, seats=resolved.table_seats),
            )
        tally = (0,) * resolved.table_seats
        state, tally = _deal(resolved, first, 0, tally, seed)
        return cls(state, 1, tally, False, seed, first, one_deal)

    @property
    def dealer(self) -> int:
        """The table seat dealing the current deal: the deal passes to the right, round every
        seat at the table."""
        return (self.first_dealer + self.deal - 1) % self.state.rules.table_seats

    @property
    def seats(self) -> tuple[int, ...]:
        """The table seats playing the current deal, by the deal's seat (:func:`deal_seats`)."""
        return deal_seats(self.state.rules, self.dealer)

    def deal_seat(self, table_seat: int) -> int | None:
        """Table seat ``table_seat``'s seat in the current deal, or None while it sits out."""
        seats = self.seats
        return seats.index(table_seat) if table_seat in seats else None

    def names(self) -> tuple[str, ...]:
        """The current deal's players' names, by the deal's seat."""
        names = seat_names(self.state.rules.table_seats)
        return tuple(names[seat] for seat in self.seats)

    @property
    def finished(self) -> int:
        """How many deals of the session are over and counted."""
        return self.deal if self.counted else self.deal - 1

    def is_over(self) -> bool:
        """Whether the session has ended (its last deal is over)."""
        return self.counted and session_over(self.state.rules, self.finished, self.tally)

    def apply(self, action: Action | str) -> TableSession:
        """The session after ``action`` in the current deal; a deal that ends is counted."""
        state = self.state.clone()
        state.apply(action)
        return self._with(state)

    def _with(self, state: GameState) -> TableSession:
        tally = self.tally
        seats, table = self.seats, state.rules.table_seats
        if self.counted:
            changes = table_changes(self.state, seats, table)
            tally = tuple(chips - change for chips, change in zip(tally, changes, strict=True))
        counted = state.is_terminal()
        if counted:
            changes = table_changes(state, seats, table)
            tally = tuple(chips + change for chips, change in zip(tally, changes, strict=True))
        return replace(self, state=state, tally=tally, counted=counted)

    def undo(self, seat: int) -> TableSession:
        """Take back the deal seat ``seat``'s last decision and everything after it (the bots'
        replies)."""
        state = self.state.clone()
        while len(state.history) > 1:  # never the deal itself
            state.undo()
            if state.current_player == seat:
                return self._with(state)
        raise IllegalActionError("nothing-to-undo", label("error.nothing-to-undo.yours"))

    def next_deal(self, seed: int, rules: RuleSet | str | None = None) -> TableSession:
        """The next deal: dealt by the player to the right with the pot carried over, or the
        first deal of a new session when this one is over. ``rules`` apply from this deal; rules
        for another number of seats start a new session."""
        if not self.counted:
            raise IllegalActionError("deal-not-over", label("error.deal-not-over"))
        if self.one_deal:
            raise IllegalActionError("one-deal", label("error.one-deal"))
        chosen = self.state.rules if rules is None else rules
        resolved = RuleSet.preset(chosen) if isinstance(chosen, str) else chosen
        if self.is_over() or resolved.table_seats != self.state.rules.table_seats:
            return TableSession.new(resolved, seed)
        dealer = next_dealer(resolved, self.dealer)
        state, tally = _deal(resolved, dealer, self.state.pot, self.tally, seed)
        return TableSession(state, self.deal + 1, tally, False, seed, self.first_dealer)

    def status(self) -> SessionStatus:
        """The session as the table shows it: deal number, tally, pot, the talon the deal
        leaves, the seats (who plays this deal, who sits out), and what comes next."""
        rules = self.state.rules
        over = self.is_over()
        names = seat_names(rules.table_seats)
        return {
            "deal": self.deal,
            "seed": self.seed,
            "rules": rules_text(rules),
            "rules_label": rules_name(rules.name),
            "dealer": self.dealer,
            "session_deals": rules.session_deals,
            "talon": rules.talon_size,
            "chip_target": rules.chip_target,
            "tally": list(self.tally),
            "table": [
                {"seat": seat, "name": names[seat], "plays": self.deal_seat(seat)}
                for seat in range(rules.table_seats)
            ],
            "pot": self.state.pot,
            "deal_over": self.counted,
            "over": over,
            "leaders": leaders_of(self.tally) if over else [],
            "next_dealer": first_dealer(rules) if over else next_dealer(rules, self.dealer),
            "link": None if self.link() is None else str(self.link()),
            "one_deal": self.one_deal,
        }

    def link(self) -> DealLink | None:
        """The shared-deal link that deals the current deal's cards, if its seed is known."""
        if self.seed is None:
            return None
        return DealLink(self.seed, rules_text(self.state.rules), self.dealer)

    def to_dict(self) -> SessionRecord:
        """The saved record: ``{v, notation, tally, deals, counted}``, plus ``seed`` and
        ``first`` (the session's first dealer) when they are known."""
        record: SessionRecord = {
            "v": TABLE_RECORD_VERSION,
            "notation": self.state.to_notation(),
            "tally": list(self.tally),
            "deals": self.deal,
            "counted": self.counted,
        }
        if self.seed is not None:
            record["seed"] = self.seed
        if self.first_dealer != first_dealer(self.state.rules):
            record["first"] = self.first_dealer
        if self.one_deal:
            record["one"] = True
        return record

    @classmethod
    def from_dict(cls, data: Any) -> TableSession:
        """Read a saved record, checking everything the table could not have written:
        raises :class:`SavedGameError` naming the problem.

        >>> record = {"v": 1, "notation": "standard | dealer 2 | pot 0", "tally": [0, 0, 0],
        ...           "deals": 1, "counted": False}
        >>> TableSession.from_dict(record)
        Traceback (most recent call last):
        ...
        ombre_core.session.SavedGameError: the deal was never dealt
        """

        def fail(code: str, case: str, **params: str | int) -> SavedGameError:
            return SavedGameError(code, label(f"error.record.{case}", **params))

        if not isinstance(data, dict):
            raise fail("bad-record", "not-saved")
        expected = {"v", "notation", "tally", "deals", "counted"}
        if not expected <= set(data) <= expected | {"seed", "first", "one"}:
            raise fail("bad-record", "version")
        if data["v"] != TABLE_RECORD_VERSION or isinstance(data["v"], bool):
            raise fail("bad-version", "version")
        notation, tally, deals, counted = (
            data["notation"],
            data["tally"],
            data["deals"],
            data["counted"],
        )
        if not isinstance(notation, str) or len(notation) > MAX_NOTATION:
            raise fail("bad-notation", "notation")
        try:
            state = GameState.from_notation(notation)
        except (OmbreError, ValueError, TypeError, AttributeError) as error:
            message = error.message if isinstance(error, OmbreError) else str(error)
            raise fail("bad-notation", "replay", why=_excerpt(message)) from None
        rules = state.rules
        if rules_text(rules) not in (*table_rules(), *GUIDED_RULES):
            raise fail(
                "bad-rules",
                "rules",
                rules=_excerpt(rules_text(rules)),
                offered=listing(list(table_rules())),
            )
        if state.origin is not None:
            raise fail("bad-notation", "position")
        if state.is_chance_node():
            raise fail("never-dealt", "never-dealt")
        if not is_whole_number(deals) or deals < 1:
            raise fail("bad-deals", "deals", value=_excerpt(deals))
        limit = rules.session_deals if rules.chip_target is None else MAX_TARGET_DEALS
        if deals > limit:
            raise fail("bad-deals", "past", deals=deals, limit=limit)
        seats = rules.table_seats
        first = data.get("first", first_dealer(rules))
        if not is_whole_number(first) or not 0 <= first < seats:
            raise fail("bad-dealer", "first", value=_excerpt(first))
        dealer = (first + deals - 1) % seats
        dealer_in_deal = deal_seats(rules, dealer).index(dealer)
        if state.dealer != dealer_in_deal:
            raise fail("bad-dealer", "dealer", deals=deals, dealer=dealer, given=state.dealer)
        if not isinstance(counted, bool):
            raise fail("bad-counted", "counted")
        if counted != state.is_terminal():
            raise fail("bad-counted", "counted-not-over" if counted else "not-counted")
        if (
            not isinstance(tally, list)
            or len(tally) != seats
            or not all(is_whole_number(chips) for chips in tally)
        ):
            raise fail("bad-tally", "tally", seats=seats)
        bound = MAX_CHIPS_PER_DEAL * deals
        if any(abs(chips) > bound for chips in tally):
            raise fail("bad-tally", "absurd", bound=bound, deals=deals)
        pot = state.pot if counted else state.pot_carried
        if sum(tally) + pot != 0:
            raise fail("bad-tally", "sum", tally=listing([str(chips) for chips in tally]), pot=pot)
        seed = data.get("seed")
        if seed is not None:
            if not is_whole_number(seed) or not 0 <= seed < 2**32:
                raise fail("bad-seed", "seed", value=_excerpt(seed))
            if GameState.shuffled_deal(rules, state.dealer, seed) != state.history[0]:
                raise fail("bad-seed", "cards", seed=seed)
        one_deal = data.get("one", False)
        if not isinstance(one_deal, bool):
            raise fail("bad-one", "one-flag", value=_excerpt(one_deal))
        if one_deal and deals != 1:
            raise fail("bad-deals", "one-deal", deals=deals)
        return cls(state, deals, tuple(tally), counted, seed, first, one_deal)


def _deal(
    rules: RuleSet, dealer: int, pot: int, tally: tuple[int, ...], seed: int
) -> tuple[GameState, tuple[int, ...]]:
    """The deal dealt by table seat ``dealer``, and the tally after a sitter's ante (if any)
    went into the pot."""
    seats = deal_seats(rules, dealer)
    stake = sitter_ante(rules)
    sitters = set(range(rules.table_seats)) - set(seats)
    tally = tuple(chips - (stake if seat in sitters else 0) for seat, chips in enumerate(tally))
    state = GameState.new_deal(rules, seats.index(dealer), pot + stake * len(sitters), seed)
    return state, tally


MAX_NOTATION = 20_000
"""Longer than any deal's notation: a whole deal is about 400 characters."""

MAX_TARGET_DEALS = 10_000
"""The deal-number bound of a session played to a chip target."""


def _excerpt(value: object, limit: int = 60) -> str:
    text = value if isinstance(value, str) else repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
