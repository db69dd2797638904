"""The result of a deal (sacada, puesta, codille) and its settlement in chips, line by line.

Players are listed the way tricks are: the ombre first, then the defenders in play order
after the ombre. Every settlement moves chips between players and the pot; none are created
or lost, so ``sum(chips) + pot_after - pot == 0`` always holds.

>>> classify([4, 3, 2]), classify([3, 4, 2]), classify([1, 4, 4])
(('sacada', None), ('codille', 1), ('puesta', None))
>>> from ombre_core.rules import RuleSet
>>> settlement = settle(DealOutcome(RuleSet.preset("swedish"), "juego", (4, 3, 2), pot=5))
>>> settlement.chips, settlement.pot_after
((15, -5, -5), 0)
>>> for line in settlement.lines:
...     print(line.code, line.chips, line.pot_change)
pot (5, 0, 0) -5
game-value (10, -5, -5) 0

Decisions where the rule texts leave an interaction open (the course's Rulings page,
``tutorials/rulings/``):

- A failed vole in the standard preset (``vole_replaces_result`` off) is added to the deal's
  normal result, whatever that result is: a sacada still takes the pot and the game value,
  and a puesta or codille is paid as usual, then the ombre pays ``vole_loss`` to each defender.
- When the vole replaces the result (swedish), a successful vole takes the pot and
  ``vole_win`` from each defender instead of the game value; a failed one pays ``vole_loss`` to
  each defender and leaves the pot, whatever the trick count. ``Settlement.result`` still names
  the trick count (a failed vole at 8-1-0 is a "sacada" by count); the lines tell the payments.
- The matador bonus is paid whenever the ombre wins the deal: a sacada, a stop after five
  tricks, or a successful vole (a vole replaces only the game value). It is not paid after a
  failed vole that replaces the result. With ``matador_bonus_on_loss`` the ombre pays it to each
  defender on a puesta, a codille, a surrender or such a failed vole.
- A stop after five straight tricks (``stopped``) is settled from the trick count ``(5, 0, 0)``;
  it cannot be combined with a vole.
- A surrender accepted by both defenders scores as a puesta; the tricks given are those taken
  before the surrender, so they add up to less than ``surrender_before_trick``.
- A contrabola or countervole (a contract with aim ``"none"``; a house reading, the seeds
  say only "paid like a vole") is made when the ombre takes no trick: the ombre takes the pot
  and ``vole_win`` from each defender (``Settlement.result`` "sacada"). One trick or more
  fails it: the ombre pays ``vole_loss`` to each defender and the pot stays (result
  "puesta"). No game value and no matador bonus; it cannot be combined with a vole, a stop or
  a surrender.

Quadrille and Quintille (``tricks_rule`` "majority"; :data:`ombre_core.rules.QUADRILLE_READING`
lists the sources and the simplifications): the ombre's side is the ombre and the called
partner (``DealOutcome.partner``), or the ombre alone. More than half the tricks wins
("sacada"): the side takes the pot and the game value from each defender. Exactly half is a
remise (``Settlement.result`` "puesta"): the side pays a bête equal to the pot into it and the
game value (the consolation) to each defender. Fewer is a codille (``codille_by`` ``None``:
the defenders win together): the side pays the pot amount, divided among the defenders (odd
counters to the first in play order after the ombre), the pot stays, and the consolation. The
side shares everything half and half, the odd counter to or from the ombre; with
``ombre_pays_alone_below`` the ombre who took fewer tricks pays a loss alone (not after a
forced spadille). The matador bonus counts the trumps the side held together when play began
(``partner_hand``: "it is indifferent whether they are all in the ombre's hand, or divided"),
only when they hold all three matadors (``matador_minimum_run``), paid to the winners; with
``matador_bonus_on_loss`` the side pays it on a loss. A bonus that pays nothing takes no line.

>>> rules = RuleSet.preset("quadrille")
>>> settle(DealOutcome(rules, "alliance", (4, 1, 3, 2), pot=4, partner=2)).chips
(3, -1, 3, -1)
>>> remise = settle(DealOutcome(rules, "alliance", (3, 2, 3, 2), pot=4, partner=3))
>>> remise.result, remise.chips, remise.pot_after
('puesta', (-3, 1, 1, -3), 8)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from .cards import FULL_DECK, Hand, Suit, format_cards
from .checker import is_whole_number
from .errors import OutcomeError, excerpt
from .messages import count as count_of
from .messages import label
from .protocol import DealOutcomeDict, SettlementDict, SettlementLineDict
from .ranking import top_trump_run, trump_order
from .rules import RuleSet

ResultName = Literal["sacada", "puesta", "codille"]

_NAMED_PLAYERS = 4  # the ombre and three defenders have a word; a fifth is "player 4"


def _player(index: int, players: int = 3) -> str:
    if players == 2 and index == 1:
        return label("settle.player.defender")
    if index < _NAMED_PLAYERS:
        return label(f"settle.player.{index}")
    return label("settle.player.n", index=index)


def _per_defender(amount: int, defenders: int) -> str:
    """``'5 per defender (10)'``, or ``'5 for the defender'`` when there is one."""
    if defenders == 1:
        return label("settle.for-the-defender", amount=amount)
    return label("settle.per-defender", amount=amount, total=amount * defenders)


def _check_counts(tricks: Sequence[int], what: str = "tricks") -> tuple[int, ...]:
    values = tuple(tricks)
    for value in values:
        if not is_whole_number(value) or value < 0:
            raise OutcomeError(
                "bad-tricks",
                f"{what} must be whole numbers of at least 0, not {excerpt(list(values))}",
            )
    return values


def classify(tricks: Sequence[int]) -> tuple[ResultName, int | None]:
    """The result of a deal from the trick counts, ombre first, and who wins a codille.

    The ombre is compared with each defender separately, never with their total: a sacada
    needs strictly the most tricks, a codille goes to a defender with strictly the most,
    and anything else (a tie for the most) is a puesta.

    >>> classify([5, 2, 2]), classify([4, 4, 1]), classify([3, 3, 3]), classify([1, 3, 5])
    (('sacada', None), ('puesta', None), ('puesta', None), ('codille', 2))
    >>> classify([4, -1, 6])
    Traceback (most recent call last):
    ...
    ombre_core.errors.OutcomeError: tricks must be whole numbers of at least 0, not [4, -1, 6]
    """
    counts = _check_counts(tricks)
    if len(counts) < 2:
        raise OutcomeError(
            "bad-tricks", f"tricks need the ombre and defenders, not {excerpt(counts)}"
        )
    most = max(counts)
    leaders = [index for index, count in enumerate(counts) if count == most]
    if len(leaders) > 1:
        return "puesta", None
    if leaders[0] == 0:
        return "sacada", None
    return "codille", leaders[0]


def classify_side(tricks: Sequence[int], partner: int | None = None) -> ResultName:
    """Quadrille and Quintille (``tricks_rule`` "majority"): the ombre's side (the ombre, and
    the called partner at index ``partner``) against the defenders together. More than half the
    tricks is a win ("sacada"), exactly half a remise ("puesta"), fewer a codille.

    >>> classify_side([4, 1, 3, 2], partner=2), classify_side([3, 2, 3, 2], partner=3)
    ('sacada', 'puesta')
    >>> classify_side([3, 1, 2, 1, 1], partner=2), classify_side([4, 2, 2, 2])
    ('sacada', 'codille')
    """
    counts = _check_counts(tricks)
    if partner is not None and not 1 <= partner < len(counts):
        raise OutcomeError("bad-partner", f"partner {partner!r} is not a place in {list(counts)}")
    taken = counts[0] + (0 if partner is None else counts[partner])
    total = sum(counts)
    if 2 * taken > total:
        return "sacada"
    return "puesta" if 2 * taken == total else "codille"


def matador_bonus(rules: RuleSet, hand: Hand, trump: Suit) -> tuple[int, int]:
    """``(bonus from each defender, trumps held in unbroken order from Spadille)``.

    Estuches (standard) count one per trump in the run; the swedish bonus and Quadrille's need
    all three matadors (``matador_minimum_run`` 3) and add one per trump continuing the run.
    ``matador_bonus_cap`` caps them.

    >>> from ombre_core.cards import parse_hand
    >>> hand = parse_hand("As 2s Ac Ks Qs Js 3d 4d 5d")
    >>> matador_bonus(RuleSet.preset("standard"), hand, Suit.SPADES)
    (6, 6)
    >>> matador_bonus(RuleSet.preset("swedish"), hand, Suit.SPADES)
    (5, 6)
    >>> matador_bonus(RuleSet.preset("swedish"), parse_hand("As 2s Kd"), Suit.SPADES)
    (0, 2)
    >>> matador_bonus(RuleSet.preset("quadrille"), parse_hand("As 2s Kd"), Suit.SPADES)
    (0, 2)
    """
    run = top_trump_run(hand, trump)
    bonus = 0 if run < rules.matador_minimum_run else run
    if rules.matador_bonus_cap is not None:
        bonus = min(bonus, rules.matador_bonus_cap)
    return bonus, run


@dataclass(frozen=True)
class DealOutcome:
    """What a finished deal hands to :func:`settle`.

    ``tricks`` lists the ombre first, then the defenders in play order after the ombre.
    ``pot`` is the pot before settling, after the antes. ``ombre_hand`` (with ``trump``) is the
    ombre's hand when play began, for the matador bonus; without it no bonus is counted.
    ``vole``: standard, the vole was announced; swedish, the ombre led to trick 6 after winning
    tricks 1-5. ``stopped``: the ombre won tricks 1-5 and stopped (primeras in standard).
    ``surrendered``: swedish, the ombre gave up and the defenders accepted.

    >>> DealOutcome(RuleSet.preset("standard"), "entrada", (5, 2, 1), pot=15)
    Traceback (most recent call last):
    ...
    ombre_core.errors.OutcomeError: the tricks (5, 2, 1) add up to 8, but a deal has 9 tricks
    """

    rules: RuleSet
    contract: str
    tricks: tuple[int, ...]
    pot: int
    trump: Suit | None = None
    ombre_hand: Hand | None = None
    vole: bool = False
    stopped: bool = False
    surrendered: bool = False
    partner: int | None = None
    forced_spadille: bool = False
    partner_hand: Hand | None = None
    dummy: int | None = None

    def __post_init__(self) -> None:
        rules = self.rules
        if not isinstance(rules, RuleSet):
            raise OutcomeError("bad-rules", f"rules must be a RuleSet, not {excerpt(rules)}")
        contract = rules.contract(self.contract)
        if not isinstance(self.tricks, Sequence) or isinstance(self.tricks, str):
            raise OutcomeError(
                "bad-tricks", f"tricks must be a sequence, not {excerpt(self.tricks)}"
            )
        tricks = _check_counts(self.tricks)
        object.__setattr__(self, "tricks", tricks)
        if len(tricks) != rules.players:
            raise OutcomeError(
                "bad-tricks",
                f"tricks {tricks} must give one count for each of the {rules.players} players",
            )
        if not is_whole_number(self.pot) or self.pot < 0:
            raise OutcomeError(
                "bad-pot", f"the pot must be a whole number of chips, not {excerpt(self.pot)}"
            )
        if self.partner is not None:
            partner = self.partner
            if not contract.calls:
                raise OutcomeError(
                    "bad-partner", f"{contract.name} calls no partner, so partner must be none"
                )
            if not is_whole_number(partner):
                raise OutcomeError(
                    "bad-partner", f"partner must be an index, not {excerpt(partner)}"
                )
            if not 1 <= partner < len(tricks):
                raise OutcomeError(
                    "bad-partner",
                    f"partner is the called partner's place in the tricks, from 1 to "
                    f"{len(tricks) - 1}, not {partner}",
                )
        if self.partner_hand is not None:
            hand = self.partner_hand
            if self.partner is None or self.ombre_hand is None:
                raise OutcomeError(
                    "bad-hand", "partner_hand needs a partner and the ombre's hand (ombre_hand)"
                )
            if not is_whole_number(hand) or not 0 <= hand <= FULL_DECK:
                raise OutcomeError(
                    "bad-hand", f"partner_hand must be a card bitmask, not {excerpt(hand)}"
                )
            if hand.bit_count() != rules.hand_size or hand & self.ombre_hand:
                raise OutcomeError(
                    "bad-hand",
                    f"the partner's hand when play began has {rules.hand_size} cards, none of "
                    f"them the ombre's, not {format_cards(hand)}",
                )
        if self.dummy is not None:
            dummy = self.dummy
            if rules.dummy_seat is None:
                raise OutcomeError(
                    "bad-dummy", f"the {rules.name} rules have no dummy, so dummy must be none"
                )
            if not is_whole_number(dummy) or not 1 <= dummy < 3:
                raise OutcomeError(
                    "bad-dummy",
                    f"dummy is the dummy's place in the tricks, 1 or 2, not {excerpt(dummy)}",
                )
        elif rules.dummy_seat is not None:
            raise OutcomeError(
                "bad-dummy",
                f"the {rules.name} rules have a dummy: give its place in the tricks (1 or 2)",
            )
        for flag in ("vole", "stopped", "surrendered", "forced_spadille"):
            if not isinstance(getattr(self, flag), bool):
                raise OutcomeError("bad-flag", f"{flag} must be true or false")
        if contract.aim == "none" and (self.vole or self.stopped or self.surrendered):
            raise OutcomeError(
                "conflicting-flags",
                f"a {contract.name} is played to the last trick: no vole, stop or surrender",
            )
        if sum([self.vole, self.stopped, self.surrendered]) > 1:
            raise OutcomeError(
                "conflicting-flags", "a deal ends in at most one of a vole, a stop or a surrender"
            )
        total = sum(tricks)
        straight = rules.straight_tricks
        if self.stopped:
            if not rules.stop_after_five:
                raise OutcomeError(
                    "stop-not-allowed", f"the {rules.name} rules do not let the ombre stop early"
                )
            stop_tricks = (straight,) + (0,) * (len(tricks) - 1)
            if tricks != stop_tricks:
                raise OutcomeError(
                    "bad-stop",
                    f"the ombre may stop only after winning tricks 1-{straight}, so the tricks "
                    f"must be {stop_tricks}, not {tricks}",
                )
        elif self.surrendered:
            if not rules.surrender:
                raise OutcomeError(
                    "surrender-not-allowed", f"the {rules.name} rules have no surrender"
                )
            if total >= rules.surrender_before_trick:
                raise OutcomeError(
                    "late-surrender",
                    f"the ombre may surrender only before trick {rules.surrender_before_trick} is "
                    f"led, but {total} tricks were played",
                )
        elif total != rules.tricks_per_deal:
            raise OutcomeError(
                "bad-tricks",
                f"the tricks {tricks} add up to {total}, but a deal has {rules.tricks_per_deal} "
                "tricks",
            )
        if self.vole and rules.vole_style == "lead-to-sixth" and tricks[0] < straight:
            raise OutcomeError(
                "bad-vole",
                f"in the {rules.name} rules a vole is played by leading to trick {straight + 1} "
                f"after winning tricks 1-{straight}, but the ombre took only {tricks[0]} tricks",
            )
        if (
            rules.vole_style == "lead-to-sixth"
            and tricks[0] == rules.tricks_per_deal
            and not self.vole
            and contract.aim != "none"
        ):
            raise OutcomeError(
                "unflagged-vole",
                f"in the {rules.name} rules an ombre who takes all {rules.tricks_per_deal} tricks "
                f"led to trick {straight + 1} after winning tricks 1-{straight}, which commits to "
                "a vole: set vole",
            )
        if self.trump is not None:
            if not isinstance(self.trump, Suit):
                raise OutcomeError("bad-trump", f"trump must be a Suit, not {excerpt(self.trump)}")
            if contract.trump_choice == "diamonds" and self.trump != Suit.DIAMONDS:
                raise OutcomeError(
                    "bad-trump",
                    f"{contract.name} is played with diamonds as trumps, not {self.trump}",
                )
        if self.ombre_hand is not None:
            hand = self.ombre_hand
            if not is_whole_number(hand) or not 0 <= hand <= FULL_DECK:
                raise OutcomeError(
                    "bad-hand", f"ombre_hand must be a card bitmask, not {excerpt(hand)}"
                )
            if hand.bit_count() != rules.hand_size:
                raise OutcomeError(
                    "bad-hand",
                    f"the ombre's hand when play began has {rules.hand_size} cards, "
                    f"not {hand.bit_count()} ({format_cards(hand)})",
                )
            if self.trump is None:
                raise OutcomeError("bad-trump", "the matador bonus needs the trump suit")

    def to_dict(self) -> DealOutcomeDict:
        return {
            "rules": self.rules.name,
            "contract": self.contract,
            "tricks": list(self.tricks),
            "pot": self.pot,
            "trump": None if self.trump is None else str(self.trump),
            "ombre_hand": None if self.ombre_hand is None else format_cards(self.ombre_hand),
            "vole": self.vole,
            "stopped": self.stopped,
            "surrendered": self.surrendered,
            "partner": self.partner,
            "forced_spadille": self.forced_spadille,
            "partner_hand": None if self.partner_hand is None else format_cards(self.partner_hand),
            "dummy": self.dummy,
        }


@dataclass(frozen=True)
class SettlementLine:
    """One item of a settlement: who pays whom, and the rule with its numbers.

    ``chips`` is each player's change (tricks order); ``pot_change`` the pot's.
    Each line conserves chips: ``sum(chips) + pot_change == 0``.
    """

    code: str
    message: str
    chips: tuple[int, ...]
    pot_change: int
    one_deal_message: str = ""
    """The words at a one-deal table (the daily deal), where no next deal plays for a pot paid
    into; empty when they are ``message``."""

    def words(self, one_deal: bool = False) -> str:
        """The line's words, at a one-deal table when ``one_deal``.

        >>> line = settle(DealOutcome(RuleSet.preset("standard"), "entrada", (3, 3, 3), 9)).lines[0]
        >>> line.words().endswith("the pot stays for the next deal")
        True
        >>> line.words(one_deal=True).endswith("but this table plays this deal only")
        True
        """
        return self.one_deal_message if one_deal and self.one_deal_message else self.message

    def to_dict(self) -> SettlementLineDict:
        return {
            "code": self.code,
            "message": self.message,
            "chips": list(self.chips),
            "pot_change": self.pot_change,
        }


@dataclass(frozen=True)
class Settlement:
    """The result of a deal and every chip it moves; ``chips`` is in tricks order.

    >>> Settlement("puesta", None, (0, 0, 0), 0, ()).words
    'puesta'
    """

    result: ResultName
    codille_by: int | None
    chips: tuple[int, ...]
    pot_after: int
    lines: tuple[SettlementLine, ...]
    words: str = ""
    """The result in the game's own word (a remise, a contrabola made...); ``result`` by default."""
    a_words: str = ""
    """:attr:`words` with its indefinite article ("a sacada"), a catalogue entry of its own."""

    def __post_init__(self) -> None:
        if not self.words:
            object.__setattr__(self, "words", label(f"result.{self.result}"))
        if not self.a_words:
            object.__setattr__(self, "a_words", label(f"result.a.{self.result}"))

    def to_dict(self) -> SettlementDict:
        return {
            "result": self.result,
            "words": self.words,
            "codille_by": self.codille_by,
            "chips": list(self.chips),
            "pot_after": self.pot_after,
            "lines": [line.to_dict() for line in self.lines],
        }


def _from_each(players: int, amount: int) -> tuple[int, ...]:
    """Each defender pays ``amount`` to the ombre (a negative amount goes the other way)."""
    return ((players - 1) * amount,) + (-amount,) * (players - 1)


def _carried(sentence: str, **params: str | int) -> tuple[str, str]:
    """A line paying into the pot, in its words at a table with a next deal and at a one-deal
    table (``{carry}`` in ``sentence``: what becomes of the pot)."""
    return (
        label(sentence, carry=label("settle.carry"), **params),
        label(sentence, carry=label("settle.carry.one-deal"), **params),
    )


def _count_text(tricks: tuple[int, ...]) -> str:
    return "-".join(str(count) for count in tricks)


def settle(outcome: DealOutcome) -> Settlement:
    """Settle a finished deal: one :class:`SettlementLine` per payment, then the totals.

    Ombre a dos (``outcome.dummy``): settled as three-handed Ombre, then every line's chips of
    the dummy are the live defender's (:func:`_dummy_purse`).

    >>> from ombre_core.cards import parse_hand
    >>> hand = parse_hand("As 2s Kd Qd Jd 7s 6s 5s Kh")
    >>> outcome = DealOutcome(RuleSet.preset("standard"), "entrada", (5, 2, 2), pot=15,
    ...                       trump=Suit.SPADES, ombre_hand=hand)
    >>> settlement = settle(outcome)
    >>> settlement.result, settlement.chips, settlement.pot_after
    ('sacada', (29, -7, -7), 0)
    >>> settlement.lines[-1].code, settlement.lines[-1].chips
    ('matador-bonus', (4, -2, -2))
    """
    settlement = _settle(outcome)
    return settlement if outcome.dummy is None else _dummy_purse(settlement, outcome.dummy)


def _dummy_purse(settlement: Settlement, dummy: int) -> Settlement:
    """Ombre a dos: the live defender pays and receives what the dummy (at ``dummy`` in the
    tricks order, 1 or 2) would, so the dummy's chips never change. The lines show the dummy's
    share as three-handed Ombre pays it; a last line moves it to the live defender.

    >>> outcome = DealOutcome(RuleSet.preset("ombre-a-dos"), "entrada", (5, 2, 2), pot=10,
    ...                       dummy=2)
    >>> purse = settle(outcome).lines[-1]
    >>> settle(outcome).chips, purse.code, purse.chips
    ((20, -10, 0), 'dummy-purse', (0, -5, 5))
    """
    live = 3 - dummy
    share = settlement.chips[dummy]
    if not share:
        return settlement
    moved = [0, 0, 0]
    moved[live], moved[dummy] = share, -share
    purse = SettlementLine(
        "dummy-purse",
        label("settle.dummy-pays", amount=-share)
        if share < 0
        else label("settle.dummy-receives", amount=share),
        tuple(moved),
        0,
    )
    return Settlement(
        settlement.result,
        settlement.codille_by,
        _add(settlement.chips, purse.chips),
        settlement.pot_after,
        (*settlement.lines, purse),
        settlement.words,
        settlement.a_words,
    )


def _settle(outcome: DealOutcome) -> Settlement:
    rules, tricks, pot = outcome.rules, outcome.tricks, outcome.pot
    players = len(tricks)
    straight, all_tricks = rules.straight_tricks, rules.tricks_per_deal
    defenders = players - 1
    contract = rules.contract(outcome.contract)
    lines: list[SettlementLine] = []

    def add(code: str, message: str, chips: tuple[int, ...], pot_change: int = 0) -> None:
        lines.append(SettlementLine(code, message, chips, pot_change))

    def take_pot() -> None:
        add("pot", label("settle.pot", pot=pot), (pot,) + (0,) * defenders, -pot)

    def puesta_line(code: str, sentence: str, **params: str | int) -> None:
        amount = pot + rules.puesta_per_defender * defenders
        per_defender = _per_defender(rules.puesta_per_defender, defenders)
        message, one_deal_message = _carried(
            sentence, pot=pot, per_defender=per_defender, amount=amount, **params
        )
        lines.append(
            SettlementLine(code, message, (-amount,) + (0,) * defenders, amount, one_deal_message)
        )

    codille_by: int | None
    if contract.aim == "none":
        return _settle_contrabola(outcome, pot)
    if rules.tricks_rule == "majority":
        return _settle_majority(outcome)
    if outcome.surrendered:
        result: ResultName = "puesta"
        codille_by = None
        puesta_line("surrender", f"settle.surrender.{defenders if defenders <= 2 else 'many'}")
        won = False
    else:
        result, codille_by = classify(tricks)
        count = _count_text(tricks)
        vole_made = tricks[0] == sum(tricks) == all_tricks
        if outcome.vole and rules.vole_replaces_result:
            won = vole_made
            if vole_made:
                take_pot()
                add(
                    "vole",
                    label(
                        "settle.vole-replaces",
                        all=all_tricks,
                        win=rules.vole_win,
                        contract=contract.name,
                    ),
                    _from_each(players, rules.vole_win),
                )
            else:
                add(
                    "vole-failed",
                    label(
                        "settle.vole-replaces-failed",
                        trick=straight + 1,
                        taken=tricks[0],
                        all=all_tricks,
                        count=count,
                        loss=rules.vole_loss,
                    ),
                    _from_each(players, -rules.vole_loss),
                )
        else:
            won = result == "sacada"
            if result == "sacada":
                if outcome.stopped:
                    taken = label("settle.sacada-stopped", straight=straight, pot=pot)
                else:
                    taken = label("settle.sacada", count=count, pot=pot)
                add("pot", taken, (pot,) + (0,) * defenders, -pot)
                add(
                    "game-value",
                    label("settle.game-value", contract=contract.name, value=contract.value),
                    _from_each(players, contract.value),
                )
            elif result == "puesta":
                puesta_line("puesta", "settle.puesta", count=count)
            else:
                assert codille_by is not None
                if rules.codille_payment == "pot-and-game":
                    extra = contract.value
                    extra_text = label(
                        "settle.extra.game-value", contract=contract.name, value=contract.value
                    )
                else:
                    extra = rules.puesta_per_defender * defenders
                    extra_text = _per_defender(rules.puesta_per_defender, defenders)
                amount = pot + extra
                paid = [0] * players
                paid[0], paid[codille_by] = -amount, amount
                add(
                    "codille",
                    label(
                        "settle.codille",
                        player=_player(codille_by, players),
                        count=count,
                        pot=pot,
                        extra=extra_text,
                        amount=amount,
                    ),
                    tuple(paid),
                )
            if outcome.vole:
                if vole_made:
                    add(
                        "vole",
                        label("settle.vole-made", win=rules.vole_win),
                        _from_each(players, rules.vole_win),
                    )
                else:
                    add(
                        "vole-failed",
                        label(
                            "settle.vole-failed",
                            taken=tricks[0],
                            all=all_tricks,
                            loss=rules.vole_loss,
                        ),
                        _from_each(players, -rules.vole_loss),
                    )
            if outcome.stopped:
                name = "primeras" if rules.stop_bonus else "stop"
                message = label(
                    "settle.primeras" if rules.stop_bonus else "settle.stop",
                    straight=straight,
                    bonus=rules.stop_bonus,
                )
                add(name, message, _from_each(players, rules.stop_bonus))
    if outcome.ombre_hand is not None and outcome.trump is not None:
        bonus, run = matador_bonus(rules, outcome.ombre_hand, outcome.trump)
        run_cards = trump_order(outcome.trump)[:run]
        held = " ".join(card.symbol() for card in run_cards) if run else label("settle.no-spadille")
        rule = label(
            "settle.matadors.estuches"
            if rules.matador_bonus == "estuches"
            else "settle.matadors.swedish",
            held=held,
            trumps=count_of("trump", run),
        )
        if rules.matador_bonus_cap is not None:
            rule = label("settle.matadors.capped", rule=rule, cap=rules.matador_bonus_cap)
        if bonus and won:  # a bonus that pays nothing takes no line
            add(
                "matador-bonus",
                label("settle.matadors.paid", rule=rule, bonus=bonus),
                _from_each(players, bonus),
            )
        elif bonus and rules.matador_bonus_on_loss:
            add(
                "matador-bonus",
                label("settle.matadors.paid-on-loss", rule=rule, bonus=bonus),
                _from_each(players, -bonus),
            )
        elif bonus:  # held, but not paid: the line says why
            add(
                "matador-bonus",
                label("settle.matadors.unpaid", rule=rule, bonus=bonus),
                (0,) * players,
            )
    chips = tuple(sum(line.chips[i] for line in lines) for i in range(players))
    pot_after = pot + sum(line.pot_change for line in lines)
    return Settlement(result, codille_by, chips, pot_after, tuple(lines))


def _settle_contrabola(outcome: DealOutcome, pot: int) -> Settlement:
    """A contrabola or countervole, paid like a vole: see the module's notes.

    >>> from ombre_core.rules import RuleSet
    >>> rules = RuleSet.preset("contrabola")
    >>> settle(DealOutcome(rules, "contrabola", (0, 5, 4), pot=15)).chips
    (65, -25, -25)
    >>> settle(DealOutcome(rules, "contrabola", (1, 4, 4), pot=15)).chips
    (-60, 30, 30)
    """
    rules, tricks = outcome.rules, outcome.tricks
    players, name = len(tricks), outcome.contract
    if tricks[0] == 0:
        line = SettlementLine(
            "contrabola",
            label(
                "settle.contrabola-made",
                contract=name,
                count=_count_text(tricks),
                pot=pot,
                win=rules.vole_win,
            ),
            _add((pot,) + (0,) * (players - 1), _from_each(players, rules.vole_win)),
            -pot,
        )
        made = label("result.contrabola-made", contract=outcome.contract)
        a_made = label("result.a.contrabola-made", contract=outcome.contract)
        return Settlement("sacada", None, line.chips, 0, (line,), made, a_made)
    line = SettlementLine(
        "contrabola-failed",
        label(
            "settle.contrabola-failed",
            contract=name,
            tricks=count_of("trick", tricks[0]),
            count=_count_text(tricks),
            loss=rules.vole_loss,
        ),
        _from_each(players, -rules.vole_loss),
        0,
    )
    failed = label("result.contrabola-failed", contract=outcome.contract)
    a_failed = label("result.a.contrabola-failed", contract=outcome.contract)
    return Settlement("puesta", None, line.chips, pot, (line,), failed, a_failed)


def _settle_majority(outcome: DealOutcome) -> Settlement:
    """Quadrille and Quintille: the ombre's side against the defenders together (see the
    module's notes).

    >>> rules = RuleSet.preset("quintille")
    >>> won = settle(DealOutcome(rules, "alliance", (3, 0, 2, 2, 1), pot=5, partner=2))
    >>> won.result, won.chips, won.pot_after
    ('sacada', (5, -1, 3, -1, -1), 0)
    >>> [line.code for line in won.lines]
    ['pot', 'game-value']
    >>> lost = settle(DealOutcome(RuleSet.preset("quadrille"), "solo", (3, 3, 2, 2), pot=4))
    >>> lost.result, lost.codille_by, lost.chips, lost.pot_after
    ('codille', None, (-10, 4, 3, 3), 4)
    """
    rules, tricks, pot = outcome.rules, outcome.tricks, outcome.pot
    players = len(tricks)
    contract = rules.contract(outcome.contract)
    partner = outcome.partner
    side = (0,) if partner is None else (0, partner)
    defenders = tuple(index for index in range(1, players) if index not in side)
    taken = sum(tricks[index] for index in side)
    total = sum(tricks)
    count = _count_text(tricks)
    lines: list[SettlementLine] = []
    if partner is None:
        side_code = "settle.side.alone-called" if contract.calls else "settle.side.alone"
    else:
        side_code = "settle.side.partner"
    side_text = label(side_code, taken=taken, total=total)
    result = classify_side(tricks, partner)
    won = result == "sacada"
    alone = (
        not won
        and partner is not None
        and tricks[0] < rules.ombre_pays_alone_below
        and not outcome.forced_spadille
    )

    def side_share(amount: int) -> tuple[int, ...]:
        """``amount`` to the side (negative: from it), half each, the odd counter the ombre's."""
        chips = [0] * players
        if partner is None or alone:
            chips[0] = amount
        else:
            half = abs(amount) // 2 * (1 if amount >= 0 else -1)
            chips[0], chips[partner] = amount - half, half
        return tuple(chips)

    def each_defender(amount: int) -> tuple[int, ...]:
        """Each defender pays ``amount`` to the side (negative: receives it)."""
        chips = list(side_share(amount * len(defenders)))
        for index in defenders:
            chips[index] -= amount
        return tuple(chips)

    def divided(amount: int) -> tuple[int, ...]:
        """``amount`` from the side, divided among the defenders, odd counters to the first."""
        chips = list(side_share(-amount))
        share, odd = divmod(amount, len(defenders))
        for place, index in enumerate(defenders):
            chips[index] += share + (1 if place < odd else 0)
        return tuple(chips)

    def add(code: str, message: str, chips: tuple[int, ...], pot_change: int = 0) -> None:
        lines.append(SettlementLine(code, message, chips, pot_change))

    value = contract.value
    shared = "" if partner is None else ("-alone" if alone else "-half")
    consolation = label("settle.side.consolation", contract=contract.name, value=value)
    if won:
        add(
            "pot",
            label("settle.side.pot", side=side_text, count=count, pot=pot),
            side_share(pot),
            -pot,
        )
        add(
            "game-value",
            label("settle.side.game-value", contract=contract.name, value=value),
            each_defender(value),
        )
    elif result == "puesta":
        message, one_deal_message = _carried(
            f"settle.side.remise{shared}", side=side_text, count=count, pot=pot
        )
        lines.append(SettlementLine("remise", message, side_share(-pot), pot, one_deal_message))
        add("consolation", consolation, each_defender(-value))
    else:
        add(
            "codille",
            label(f"settle.side.codille{shared}", side=side_text, count=count, pot=pot),
            divided(pot),
        )
        add("consolation", consolation, each_defender(-value))
    if alone:
        lines.append(
            SettlementLine(
                "ombre-pays-alone",
                label("settle.side.ombre-pays-alone", below=rules.ombre_pays_alone_below),
                (0,) * players,
                0,
            )
        )
    if outcome.ombre_hand is not None and outcome.trump is not None:
        hand = outcome.ombre_hand | (outcome.partner_hand or 0)
        bonus, run = matador_bonus(rules, hand, outcome.trump)
        if bonus and (won or rules.matador_bonus_on_loss):
            held = " ".join(card.symbol() for card in trump_order(outcome.trump)[:run])
            holder = label(
                "settle.side.holder.both" if outcome.partner_hand else "settle.side.holder.ombre"
            )
            if won:
                text = label("settle.side.bonus-won", bonus=bonus)
                chips = each_defender(bonus)
            else:
                text = label("settle.side.bonus-lost", bonus=bonus)
                chips = each_defender(-bonus)
            if run >= 3 and rules.matador_minimum_run == 3:
                after = run - 3
                what = (
                    label("settle.side.held.three-more", trumps=count_of("trump", after), held=held)
                    if after > 0
                    else label("settle.side.held.three", held=held)
                )
            else:
                what = label("settle.side.held.run", held=held, trumps=count_of("trump", run))
            add(
                "matador-bonus",
                label("settle.side.matadors", holder=holder, what=what, text=text),
                chips,
            )
    chips = tuple(sum(line.chips[i] for line in lines) for i in range(players))
    pot_after = pot + sum(line.pot_change for line in lines)
    remise = result == "puesta"
    words = label("result.remise") if remise else ""
    a_words = label("result.a.remise") if remise else ""
    return Settlement(result, None, chips, pot_after, tuple(lines), words, a_words)


def _add(first: tuple[int, ...], second: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(a + b for a, b in zip(first, second, strict=True))
