"""A double-dummy solver: the deal's outcome under best play, for every legal card.

Every hand is known (double dummy). The ombre maximises the outcome and the two defenders,
together, minimise it. Outcomes are ordered, worst for the ombre first:

1. a failed vole (the vole was announced or committed, and a trick was lost), ordered within
   by the result below; it costs the ombre more than any codille in both presets;
2. codille, puesta, sacada, with more ombre tricks breaking ties within each;
3. a stop after five straight tricks, when the rules pay a bonus for it (``stop_bonus``);
   without a bonus a stop ranks as a sacada of five tricks;
4. a vole made.

The split of a codille or puesta follows each defender's own count (4-3-2 is a sacada,
4-4-1 a puesta), so the search tracks all three counts.

What the solver plays: the cards, with the engine's own rules (``tricks.legal_mask`` and
``tricks.trick_winner``, never a copy), and the ombre's choices before the lead to trick 6
after five straight tricks: stop (where the rules allow it), announce a vole (standard; an
announcement made earlier is never better, so the search makes it there), or, in the swedish
rules, lead on and so commit to the vole. It does not play the swedish surrender: a position
is solved as if no one surrenders, and a surrender offer is not among the answers.

>>> from ombre_core.game import GameState
>>> state = GameState.from_position(
...     "standard", "position entrada hearts ombre 0 leader 0 won 3 3 1 "
...     "hands As Kh / 7h 2c / Ac Qc")
>>> analysis = solve(state)
>>> for item in analysis.actions:
...     print(item.action, item.outcome.result, item.outcome.tricks)
play As sacada (5, 3, 1)
play Kh puesta (4, 4, 1)
>>> [item.action for item in analysis.best()], analysis.complete
(['play As'], True)

The search is alpha-beta over the cards with a transposition table keyed between tricks on
rank-normalised hands (cards already played are squeezed out, matadors kept apart, and the
three plain suits sorted), touching cards of one hand searched as one move, quick-trick bounds
(and no search at all where the count of tricks alone decides the outcome), and move
ordering: the table's best card, unbeatable cards, the second hand's lowest winner, the third
hand's cheapest win or its discard when the partner is winning. One Python call searches a
whole trick; what depends only on a hand's share of one suit is memoised between solves.

With ``coarse`` the search orders outcomes by level alone (the ombre's tricks no longer
break ties), for callers that need only the chips (see :func:`solve`).

``seconds`` and ``nodes`` bound the work: when either runs out, the answer keeps what is
proven and marks the rest unknown (``outcome`` is ``None``, with the proven range in ``low``
and ``high``).

The split reported is where one line of best play ends; other best lines may share the
defenders' tricks differently for the same outcome. Chips (game values, the matador bonus)
are not part of the order.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .actions import ANNOUNCE_VOLE, STOP, PlayCard
from .cards import Card, Suit
from .errors import IllegalActionError
from .protocol import ActionValueDict, AnalysisDict, OutcomeDict
from .ranking import matador_mask, power_table, suit_cards, suit_table, trump_order
from .rules import RuleSet
from .scoring import classify
from .tricks import legal_mask, trick_winner

if TYPE_CHECKING:
    from .game import GameState

# --- outcomes and their order ----------------------------------------------------------------

_CLASS = {"codille": 1, "puesta": 2, "sacada": 3}
_PLAIN = 64
VOLE_MADE = 128
"""The score of a vole made: the best outcome there is."""


def _coarse(score: int) -> int:
    """A score without the ombre's tricks inside its level: the level alone (a failed vole
    keeps its result by count, which its chips depend on)."""
    return score if score >= _PLAIN + 63 else score & ~15


def _class(o: int, a: int, b: int) -> int:
    """1 codille, 2 puesta, 3 sacada (from ``scoring.classify``)."""
    return _CLASS[classify((o, a, b))[0]]


@dataclass(frozen=True)
class Outcome:
    """How the deal ends under best play.

    ``tricks`` is each seat's final count (seat order); ``result`` is ``'vole'`` for a vole
    made, else the result by count (``scoring.classify``); ``vole`` says the vole was on
    (so a failed vole has ``vole`` true and another ``result``); ``stopped`` that the ombre
    stopped after five tricks. ``score`` orders outcomes: higher is better for the ombre.
    """

    result: str
    tricks: tuple[int, ...]
    vole: bool
    stopped: bool
    score: int

    def to_dict(self) -> OutcomeDict:
        return {
            "result": self.result,
            "tricks": list(self.tricks),
            "vole": self.vole,
            "stopped": self.stopped,
            "score": self.score,
        }


@dataclass(frozen=True)
class ActionValue:
    """One legal action and its value: ``outcome`` when proven, else ``None``.

    ``low`` and ``high`` bound the score proven so far (equal to ``outcome.score`` once
    it is proven).
    """

    action: str
    card: Card | None
    outcome: Outcome | None
    low: int
    high: int

    def to_dict(self) -> ActionValueDict:
        return {
            "action": self.action,
            "card": None if self.card is None else str(self.card),
            "outcome": None if self.outcome is None else self.outcome.to_dict(),
            "low": self.low,
            "high": self.high,
        }


@dataclass(frozen=True)
class Analysis:
    """The solver's answer for the player to act."""

    player: int
    ombre: int
    actions: tuple[ActionValue, ...]
    complete: bool
    nodes: int
    seconds: float

    def best(self) -> list[ActionValue]:
        """The proven actions with the best outcome for the player to act."""
        known = [item for item in self.actions if item.outcome is not None]
        if not known:
            return []
        sign = 1 if self.player == self.ombre else -1
        top = max(sign * item.low for item in known)
        return [item for item in known if sign * item.low == top]

    def to_dict(self) -> AnalysisDict:
        return {
            "player": self.player,
            "ombre": self.ombre,
            "actions": [item.to_dict() for item in self.actions],
            "complete": self.complete,
            "nodes": self.nodes,
            "seconds": round(self.seconds, 4),
        }


# Per exact hands between tricks: (number of the rank-normalised hands, the ombre's sure
# tricks, its sure tricks on lead, the defenders' sure tricks, each seat's representatives).
_Facts = tuple[int, int, int, int, list[int]]


# Per count between tricks (see _Search.count_record).
_Record = tuple[list[tuple[int, int]], list[tuple[int, int]]]


_BIT = tuple(1 << card for card in range(40))
_CARD_OF = {1 << card: card for card in range(40)}
_NEXT = (1, 2, 0)


class _OutOfBudget(Exception):
    """Raised inside the search when the time or node budget is spent."""


# --- tables per trump ----------------------------------------------------------------------


class _Layout:
    """Per trump: cards re-laid out by segment in power order, for touching cards and keys.

    Segments, each followed by a zero guard bit: the matadors, the other trumps, then each
    plain suit; inside a segment bit order is power order (lowest first).
    """

    def __init__(self, trump: Suit) -> None:
        order = trump_order(trump)
        matadors = list(reversed(order[:3]))
        others = list(reversed(order[3:]))
        power = power_table(trump)
        suits = suit_table(trump)
        segments: list[list[int]] = [[int(c) for c in matadors], [int(c) for c in others]]
        for suit in Suit:
            if suit != trump:
                cards = [c for c in range(40) if suits[c] == suit]
                segments.append(sorted(cards, key=lambda c: power[c]))
        position = [0] * 40
        self.segments: list[tuple[int, int]] = []
        self.card_at: dict[int, int] = {}
        offset = 0
        for cards in segments:
            self.segments.append((offset, len(cards)))
            for index, card in enumerate(cards):
                position[card] = offset + index
                self.card_at[offset + index] = card
            offset += len(cards) + 1
        self.all_bits = sum(1 << position[c] for c in range(40))
        tables: list[list[int]] = []
        for first in range(0, 40, 10):
            table = [0] * 1024
            for value in range(1, 1024):
                low = value & -value
                table[value] = table[value ^ low] | 1 << position[first + low.bit_length() - 1]
            tables.append(table)
        self.tables = tables
        self.power = power
        group = suit_cards
        self.group = tuple(group(suits[c], trump) for c in range(40))
        self.trump = trump
        self.matadors = matador_mask(trump)
        self.above = tuple(
            sum(1 << d for d in range(40) if self.group[d] == self.group[c] and power[d] > power[c])
            for c in range(40)
        )
        # The facts between tricks are put together per group of cards (the trumps, then
        # each plain suit), each memoised on the three hands' shares of it. A share
        # gathers into a small int: its suit's block of ten bits, then (for the trumps)
        # Spadille and Basto when they lie outside it (card 40, never held, fills in).
        self.group_segments: list[tuple[int, ...]] = []
        self.gathers: list[tuple[int, int, int, int]] = []
        for index, suit in enumerate([trump, *(s for s in Suit if s != trump)]):
            members = [c for c in range(40) if suits[c] == suit]
            block = [c for c in members if c // 10 == suit]
            extras = [c for c in members if c // 10 != suit] + [40, 40]
            self.gathers.append(
                (10 * suit, sum(1 << (c - 10 * suit) for c in block), extras[0], extras[1])
            )
            self.group_segments.append((0, 1) if index == 0 else (index + 1,))
        self.group_memos: list[dict[int, tuple[int, ...]]] = [{} for _ in range(4)]
        # Move lists (see _Search.powered and _Search.third_moves).
        self.by_power: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {}
        self.thirds: dict[int, tuple[tuple[int, int], ...]] = {}
        self.seconds: dict[int, tuple[int, ...]] = {}

    def perm(self, hand: int) -> int:
        t = self.tables
        return (
            t[0][hand & 1023]
            | t[1][(hand >> 10) & 1023]
            | t[2][(hand >> 20) & 1023]
            | t[3][hand >> 30]
        )


_LAYOUTS: dict[Suit, _Layout] = {}
_MEMO_LIMIT = 1 << 18
"""A memo kept between solves (per trump) starts afresh when it grows past this."""
_WINNERS: dict[Suit, dict[int, int]] = {}
_COUNT_MEMOS: dict[
    tuple[int, bool, int, bool],
    tuple[dict[int, int], dict[int, tuple[int, int]], dict[int, _Record]],
] = {}
_WHOLE_HAND: dict[Suit, dict[int, bool]] = {}
_SEGMENT_CODES: dict[int, int] = {}


def _layout(trump: Suit) -> _Layout:
    layout = _LAYOUTS.get(trump)
    if layout is None:
        layout = _LAYOUTS[trump] = _Layout(trump)
        _WINNERS[trump] = {}
        _WHOLE_HAND[trump] = {}
    return layout


def _segment_code(live: int, first: int, second: int) -> int:
    """Squeeze out dead cards: (live count, first's cards, second's cards) as one int."""
    key = live << 32 | first << 16 | second
    code = _SEGMENT_CODES.get(key)
    if code is None:
        index = c0 = c1 = 0
        bit = 1
        while bit <= live:
            if live & bit:
                if first & bit:
                    c0 |= 1 << index
                elif second & bit:
                    c1 |= 1 << index
                index += 1
            bit <<= 1
        code = _SEGMENT_CODES[key] = index << 32 | c0 << 16 | c1
    return code


def _top_run(mask: int, n: int) -> int:
    """How many of the top bits of an ``n``-bit mask are set."""
    return n - (((1 << n) - 1) & ~mask).bit_length()


class SolveMemo:
    """What solves of one deal's layouts may share (:func:`solve`'s ``memo``): the values
    proven for positions between tricks, keyed by the rank-normalised hands, and the facts
    about each exact set of hands. A value depends on nothing else, so a position met in one
    layout is not searched again in the next; answers stay the same, and only the split a
    line of best play reports, and the count of nodes, may differ."""

    def __init__(self) -> None:
        self.parts: dict[
            tuple[object, ...],
            tuple[dict[int, list[int]], dict[int, _Facts], dict[tuple[int, int, int, int], int]],
        ] = {}


# --- the search -----------------------------------------------------------------------------


class _Search:
    """Alpha-beta over one deal's remaining cards. Seats are relative: 0 the ombre, 1, 2."""

    def __init__(
        self,
        rules: RuleSet,
        trump: Suit,
        hands: list[int],
        deadline: float | None,
        node_limit: int | None,
        coarse: bool = False,
        memo: SolveMemo | None = None,
    ) -> None:
        self.layout = _layout(trump)
        self.trump = trump
        self.winners = _WINNERS[trump]
        self.whole = _WHOLE_HAND[trump]
        self.group = self.layout.group
        self.hands = hands
        self.size = rules.hand_size
        self.straight = rules.hand_size // 2 + 1
        self.announce = rules.vole_style == "announce"
        self.may_stop = rules.stop_after_five
        self.coarse = coarse
        stop_score = _PLAIN + 48 + (15 if rules.stop_bonus else self.straight)
        self.stop_score = _coarse(stop_score) if coarse else stop_score
        self.deadline = deadline
        self.node_limit = node_limit
        self.nodes = 0
        # Positions' values and facts: this solve's own, or shared with the solves of ``memo``.
        parts = SolveMemo().parts if memo is None else memo.parts
        part = (trump, self.size, self.announce, self.may_stop, self.stop_score, coarse)
        shared = parts.get(part)
        if shared is None or max(len(shared[0]), len(shared[1])) > _MEMO_LIMIT:
            shared = parts[part] = ({}, {}, {})
        self.table: dict[int, list[int]] = shared[0]
        self.facts: dict[int, _Facts] = shared[1]
        self.ids: dict[tuple[int, int, int, int], int] = shared[2]
        self.by_power = self.layout.by_power
        self.thirds = self.layout.thirds
        self.seconds = self.layout.seconds
        for moves in (self.by_power, self.seconds, self.thirds):
            if len(moves) > _MEMO_LIMIT:
                moves.clear()
        # Scores by count depend on the hand size and the stop alone: memoised between solves.
        shape = (self.size, self.may_stop, self.stop_score, coarse)
        memos = _COUNT_MEMOS.get(shape)
        if memos is None:
            memos = _COUNT_MEMOS[shape] = ({}, {}, {})
        self.final_memo, self.bound_memo, self.records = memos

    # scores

    def final(self, o: int, a: int, b: int, vole: int) -> int:
        key = o << 12 | a << 8 | b << 4 | vole
        score = self.final_memo.get(key)
        if score is None:
            if vole:
                score = VOLE_MADE if o == self.size else _class(o, a, b) * 16 + o
            else:
                score = _PLAIN + _class(o, a, b) * 16 + o
            if self.coarse:
                score = _coarse(score)
            self.final_memo[key] = score
        return score

    def bounds(self, o: int, a: int, b: int, vole: int, low: int, high: int) -> tuple[int, int]:
        """The range of final scores when the ombre takes ``low``..``high`` more tricks."""
        key = o << 24 | a << 20 | b << 16 | vole << 12 | low << 6 | high
        found = self.bound_memo.get(key)
        if found is None:
            rest = self.size - o - a - b
            scores = [
                self.final(o + mine, a + first, b + rest - mine - first, vole)
                for mine in range(low, high + 1)
                for first in range(rest - mine + 1)
            ]
            found = self.bound_memo[key] = (min(scores), max(scores))
        return found

    def possible_scores(self, won: list[int]) -> list[int]:
        """Every score a deal can still end with, from the tricks won so far."""
        o, a, b = won
        rest = self.size - o - a - b
        found = {self.stop_score}
        for vole in (0, 1):
            found.update(
                self.final(o + mine, a + first, b + rest - mine - first, vole)
                for mine in range(rest + 1)
                for first in range(rest - mine + 1)
            )
        return sorted(found)

    def check_budget(self) -> None:
        if self.node_limit is not None and self.nodes >= self.node_limit:
            raise _OutOfBudget
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise _OutOfBudget

    # rules, memoised from tricks.py

    def winner(self, c0: int, c1: int, c2: int) -> int:
        key = c0 << 12 | c1 << 6 | c2
        found = self.winners.get(key)
        if found is None:
            found = self.winners[key] = trick_winner((c0, c1, c2), self.trump)
        return found

    def legal(self, hand: int, lead: int) -> int:
        """``tricks.legal_mask``: the led group's cards held, or (if free) the whole hand."""
        held = hand & self.group[lead]
        whole = self.whole.get(held << 6 | lead)
        if whole is None:
            whole = self.follows_freely(held, lead)
        return hand if whole else held

    def follows_freely(self, held: int, lead: int) -> bool:
        """Whether ``tricks.legal_mask`` lets a player holding ``held`` of the led group play
        any card: a king of another group (never a matador) shows it."""
        group = self.group
        other = next(k for k in (9, 19, 29, 39) if group[k] != group[lead])
        whole = bool(legal_mask(held | 1 << other, lead, self.trump) >> other & 1)
        self.whole[held << 6 | lead] = whole
        return whole

    # touching cards and keys

    def representatives(self, live: int, hands: list[int] | None = None) -> list[int]:
        """For each seat, one card (the lowest) of each run of touching cards it holds."""
        layout = self.layout
        perm = layout.perm
        dead = layout.all_bits & ~perm(live)
        card_at = layout.card_at
        result = []
        for hand in self.hands if hands is None else hands:
            mine = perm(hand)
            run = mine | dead
            bottoms = run & ~(run << 1)
            lowest = (bottoms & mine) | ((dead + (bottoms & dead)) & mine)
            reps = 0
            while lowest:
                low = lowest & -lowest
                reps |= 1 << card_at[low.bit_length() - 1]
                lowest ^= low
            result.append(reps)
        return result

    def position_facts(self, raw: int) -> _Facts:
        """Facts about the hands between tricks, kept per exact hands: (a small number for
        the rank-normalised hands, the ombre's sure tricks, the ombre's sure tricks on lead,
        the defenders' sure tricks, each seat's cards that stand for their runs of touching
        cards).

        Sure tricks: a run of top trumps wins one trick per card whoever leads; the
        defenders' run counts the longer of their two shares. A side also keeps its trumps
        less those of the other side (for the defenders, the longer share less the ombre's).
        On lead, when the ombre's top run draws every defender trump, each ombre trump and
        each top run of a plain suit wins too. ``raw`` (the three hands as one int) is the
        memo's key; the hands are read from ``self.hands``.
        """
        h0, h1, h2 = self.hands
        layout = self.layout
        memos = layout.group_memos
        gathers = layout.gathers
        offset, block, e1, e2 = gathers[0]
        key = (
            (h0 >> offset & block | (h0 >> e1 & 1) << 10 | (h0 >> e2 & 1) << 11)
            | (h1 >> offset & block | (h1 >> e1 & 1) << 10 | (h1 >> e2 & 1) << 11) << 12
            | (h2 >> offset & block | (h2 >> e1 & 1) << 10 | (h2 >> e2 & 1) << 11) << 24
        )
        trumps = memos[0].get(key) or self.group_info(0, key)
        shares = []
        for index in (1, 2, 3):
            offset, block = gathers[index][0], gathers[index][1]
            key = h0 >> offset & block | (h1 >> offset & block) << 12 | (h2 >> offset & block) << 24
            shares.append(memos[index].get(key) or self.group_info(index, key))
        x, y, z = shares
        sure = trumps[1]
        on_lead = sure
        if trumps[4] <= trumps[8]:
            on_lead = trumps[3] + x[1] + y[1] + z[1]
            count = h0.bit_count()
            if on_lead > count:
                on_lead = count
        cx, cy, cz = x[0], y[0], z[0]
        if cx > cy:
            cx, cy = cy, cx
        if cy > cz:
            cy, cz = cz, cy
            if cx > cy:
                cx, cy = cy, cx
        normal = (trumps[0], cx, cy, cz)
        ids = self.ids
        number = ids.get(normal)
        if number is None:
            number = ids[normal] = len(ids)
        reps = [
            trumps[5] | x[2] | y[2] | z[2],
            trumps[6] | x[3] | y[3] | z[3],
            trumps[7] | x[4] | y[4] | z[4],
        ]
        facts = (number, sure, on_lead, trumps[2], reps)
        self.facts[raw] = facts
        return facts

    def group_info(self, index: int, key: int) -> tuple[int, ...]:
        """What one group of cards (0 the trumps, 1-3 the plain suits) adds to the facts,
        from the three hands' shares gathered in ``key``: its rank-normalised code, then for
        the trumps (the ombre's sure tricks, the defenders' sure tricks, the ombre's trumps,
        the longer defender's trumps), for a plain suit the ombre's top run; then each
        seat's representatives in it.
        """
        layout = self.layout
        memo = layout.group_memos[index]
        if len(memo) > _MEMO_LIMIT:
            memo.clear()
        offset, _, extra1, extra2 = layout.gathers[index]
        hands = []
        for seat in range(3):
            share = key >> (12 * seat) & 4095
            hand = (share & 1023) << offset
            if share & 1024:
                hand |= 1 << extra1
            if share & 2048:
                hand |= 1 << extra2
            hands.append(hand)
        perm = layout.perm
        p0, p1, p2 = (perm(hand) for hand in hands)
        live = p0 | p1 | p2
        codes = []
        for segment in layout.group_segments[index]:
            offset, width = layout.segments[segment]
            mask = (1 << width) - 1
            codes.append(
                _segment_code((live >> offset) & mask, (p0 >> offset) & mask, (p1 >> offset) & mask)
            )
        reps = self.representatives(hands[0] | hands[1] | hands[2], hands)
        if index:
            code = codes[0]
            info: tuple[int, ...] = (code, _top_run((code >> 16) & 0xFFFF, code >> 32), *reps)
        else:
            mat, rest = codes
            n_rest = rest >> 32
            n = (mat >> 32) + n_rest
            t0 = ((mat >> 16) & 0xFFFF) << n_rest | (rest >> 16) & 0xFFFF
            t1 = (mat & 0xFFFF) << n_rest | rest & 0xFFFF
            sure = _top_run(t0, n)
            run = _top_run(((1 << n) - 1) & ~t0, n)
            first = (t1 >> (n - run)).bit_count() if run else 0
            mine = t0.bit_count()
            trumps1 = t1.bit_count()
            longest = max(trumps1, n - mine - trumps1)
            # Whatever the play, a trump that does not win its trick falls to a higher trump
            # of another side in that trick: the ombre keeps at least its trumps less the
            # defenders' (one trick each), and the longer defender's trumps, each in its own
            # trick, lose at most one trick to each ombre trump.
            held = max(sure, mine - (n - mine))
            beaten = max(first, run - first, longest - mine)
            info = (mat << 36 | rest, held, beaten, mine, longest, *reps, sure)
        memo[key] = info
        return info

    # move lists, memoised: a mask's cards by power, the third hand's cards with the winner

    def powered(self, cards: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The cards of a mask, lowest power first and highest first."""
        found = self.by_power.get(cards)
        if found is None:
            power = self.layout.power
            listed = [card for card in range(40) if cards >> card & 1]
            found = self.by_power[cards] = (
                tuple(sorted(listed, key=power.__getitem__)),
                tuple(sorted(listed, key=power.__getitem__, reverse=True)),
            )
        return found

    def second_moves(self, key: int) -> tuple[int, ...]:
        """The second hand's cards in search order, for ``key`` = legal cards << 14 |
        leader << 12 | the card led << 6: cards that beat the card led first, then the
        others, each lowest first; a defender whose partner led plays low first."""
        legal, leader, c0 = key >> 14, key >> 12 & 3, key >> 6 & 63
        wins: list[int] = []
        loses: list[int] = []
        for card in self.powered(legal)[0]:
            (wins if self.beats(card, c0) else loses).append(card)
        if leader and (leader + 1) % 3:
            wins, loses = loses, wins
        found = self.seconds[key] = tuple(wins + loses)
        return found

    def beats(self, card: int, led: int) -> bool:
        """Whether ``card`` played second beats the card led."""
        group = self.group
        trumps = self.group[self.layout.matadors.bit_length() - 1]
        if group[card] == group[led]:
            return self.layout.power[card] > self.layout.power[led]
        return bool(trumps >> card & 1)

    def third_moves(self, key: int) -> tuple[tuple[int, int], ...]:
        """The third hand's cards, in search order, each with the trick's winner (relative
        seat), for ``key`` = legal cards << 14 | leader << 12 | first card << 6 | second.

        Cards that win the trick first, then the others, each lowest first; a defender
        whose partner is winning discards first.
        """
        legal, leader, c0, c1 = key >> 14, key >> 12 & 3, key >> 6 & 63, key & 63
        wins: list[tuple[int, int]] = []
        loses: list[tuple[int, int]] = []
        current = 0
        for card in self.powered(legal)[0]:
            won = self.winner(c0, c1, card)
            if won == 2:
                wins.append((card, (leader + 2) % 3))
            else:
                loses.append((card, (leader + won) % 3))
                current = (leader + won) % 3
        if loses and (leader + 2) % 3 != 0 and current != 0:
            wins, loses = loses, wins  # partner is winning: discard first
        found = self.thirds[key] = tuple(wins + loses)
        return found

    # the tree

    def trick(
        self,
        leader: int,
        o: int,
        a: int,
        b: int,
        vole: int,
        alpha: int,
        beta: int,
        decided: bool = False,
    ) -> int:
        """Value of a position between tricks, ``leader`` to lead (fail-soft alpha-beta).

        After five straight ombre tricks the ombre first chooses: stop, vole, or play on;
        ``decided`` says that choice is made. The whole trick is searched here, its three
        cards in nested loops (one Python call per trick, not per card); :meth:`second` and
        :meth:`third` do the same from a trick already begun, at the root.
        """
        if not vole and not decided and o == o + a + b == self.straight:
            best = self.stop_score if self.may_stop else -1
            if best >= beta:
                return best
            if self.announce:
                value = self.trick(leader, o, a, b, 0, max(alpha, best), beta, True)
                if value > best:
                    best = value
                if best >= beta:
                    return best
            value = self.trick(leader, o, a, b, 1, max(alpha, best), beta, True)
            return max(best, value)
        hands = self.hands
        h0, h1, h2 = hands
        left = self.size - o - a - b
        if left <= 1:
            if left == 0:
                return self.final(o, a, b, vole)
            return self.last_trick(leader, o, a, b, vole)
        self.nodes += 1
        if self.nodes & 1023 == 0 or self.node_limit is not None:
            self.check_budget()
        raw = h0 | h1 << 40 | h2 << 80
        facts = self.facts.get(raw)
        if facts is None:
            facts = self.position_facts(raw)
        counts = o << 12 | a << 8 | b << 4 | vole
        record = self.records.get(counts) or self.count_record(o, a, b, vole)
        ranges = record[1]
        low = facts[2] if leader == 0 else facts[1]
        high = left - facts[3]
        if low > high:
            low = high
        floor, ceiling = ranges[low << 4 | high]
        if floor >= beta:
            return floor
        if ceiling <= alpha:
            return ceiling
        if floor == ceiling:
            return floor
        full_key = facts[0] << 11 | leader << 9 | o << 5 | a << 1 | vole
        entry = self.table.get(full_key)
        hint = -1
        if entry is not None:
            lower, upper, hint = entry
            if lower >= beta:
                return lower
            if upper <= alpha:
                return upper
            if lower == upper:
                return lower
            if lower > alpha:
                alpha = lower
            if upper < beta:
                beta = upper
        else:
            lower, upper = -1, 1000
        reps = facts[4]
        moves = self.order_leads(leader, hands[leader] & reps[leader], hint)
        s1, s2 = (leader + 1) % 3, (leader + 2) % 3
        max0, max1, max2 = leader == 0, s1 == 0, s2 == 0
        last = left == 2 and self.size - 1 != self.straight
        after = record[0]
        group = self.group
        whole = self.whole
        seconds = self.seconds
        thirds = self.thirds
        final_memo = self.final_memo
        card_of = _CARD_OF
        winners = self.winners
        trick = self.trick
        best = -1 if max0 else 1000
        best_card = -1
        alpha0, beta0 = alpha, beta
        for c0 in moves:
            bit0 = _BIT[c0]
            hands[leader] ^= bit0
            hand = hands[s1]
            held = hand & group[c0]
            free = whole.get(held << 6 | c0)
            if free is None:
                free = self.follows_freely(held, c0)
            legal = (hand if free else held) & reps[s1]
            key = legal << 14 | leader << 12 | c0 << 6
            order = seconds.get(key)
            if order is None:
                order = self.second_moves(key)
            # The third hand's legal cards depend on the card led alone.
            hand = hands[s2]
            held = hand & group[c0]
            free = whole.get(held << 6 | c0)
            if free is None:
                free = self.follows_freely(held, c0)
            key = ((hand if free else held) & reps[s2]) << 14 | leader << 12 | c0 << 6
            best1 = -1 if max1 else 1000
            alpha1, beta1 = alpha, beta
            for c1 in order:
                bit1 = _BIT[c1]
                hands[s1] ^= bit1
                replies = thirds.get(key | c1)
                if replies is None:
                    replies = self.third_moves(key | c1)
                best2 = -1 if max2 else 1000
                alpha2, beta2 = alpha1, beta1
                for c2, won in replies:
                    floor, ceiling = after[won]
                    if floor >= beta2 or ceiling <= alpha2 or floor == ceiling:
                        # Decided by the count alone.
                        value = floor if floor >= beta2 or floor == ceiling else ceiling
                        if max2:
                            if value > best2:
                                best2 = value
                                if value > alpha2:
                                    alpha2 = value
                        elif value < best2:
                            best2 = value
                            if value < beta2:
                                beta2 = value
                        if alpha2 >= beta2:
                            break
                        continue
                    bit2 = _BIT[c2]
                    hands[s2] ^= bit2
                    if last:
                        # The last trick plays itself: each hand's one card.
                        o1, a1, b1 = o + (won == 0), a + (won == 1), b + (won == 2)
                        d0 = card_of[hands[won]]
                        d1 = card_of[hands[_NEXT[won]]]
                        d2 = card_of[hands[_NEXT[_NEXT[won]]]]
                        found_last = winners.get(d0 << 12 | d1 << 6 | d2)
                        if found_last is None:
                            found_last = self.winner(d0, d1, d2)
                        w = (won + found_last) % 3
                        o1, a1, b1 = o1 + (w == 0), a1 + (w == 1), b1 + (w == 2)
                        score = final_memo.get(o1 << 12 | a1 << 8 | b1 << 4 | vole)
                        value = self.final(o1, a1, b1, vole) if score is None else score
                    else:
                        value = trick(
                            won, o + (won == 0), a + (won == 1), b + (won == 2), vole, alpha2, beta2
                        )
                    hands[s2] ^= bit2
                    if max2:
                        if value > best2:
                            best2 = value
                            if value > alpha2:
                                alpha2 = value
                    elif value < best2:
                        best2 = value
                        if value < beta2:
                            beta2 = value
                    if alpha2 >= beta2:
                        break
                hands[s1] ^= bit1
                if max1:
                    if best2 > best1:
                        best1 = best2
                        if best2 > alpha1:
                            alpha1 = best2
                elif best2 < best1:
                    best1 = best2
                    if best2 < beta1:
                        beta1 = best2
                if alpha1 >= beta1:
                    break
            hands[leader] ^= bit0
            if max0:
                if best1 > best:
                    best, best_card = best1, c0
                    if best1 > alpha:
                        alpha = best1
            elif best1 < best:
                best, best_card = best1, c0
                if best1 < beta:
                    beta = best1
            if alpha >= beta:
                break
        if best <= alpha0:
            upper = best
        elif best >= beta0:
            lower = best
        else:
            lower = upper = best
        self.table[full_key] = [lower, upper, best_card]
        return best

    def count_record(self, o: int, a: int, b: int, vole: int) -> _Record:
        """What the count alone says, between tricks: for each winner of the coming trick,
        the range of final scores then possible (the widest range where the ombre's choice
        after five tricks is ahead); and, at ``low << 4 | high``, the range when the ombre
        can make sure of ``low`` more tricks and the defenders can hold it to ``high`` (with
        the stop and the vole in it while that choice may come).

        A side need not take the tricks it is sure of, and a trick more for the ombre is not
        always better for it (1-4-4 is a puesta, 2-3-4 a codille): the floor is the worst
        score from ``low`` tricks up, the ceiling the best from none up to ``high``."""
        after = []
        done = o + a + b + 1
        for won in (0, 1, 2):
            o1, a1, b1 = o + (won == 0), a + (won == 1), b + (won == 2)
            if vole or o1 != done or done > self.straight:
                after.append(self.bounds(o1, a1, b1, vole, 0, self.size - done))
            else:
                after.append((-1, 1000))
        left = self.size - done + 1
        ranges = [(-1, 1000)] * 256
        ahead = not vole and o == done - 1 and done <= self.straight
        for low in range(left + 1):
            for high in range(low, left + 1):
                floor = self.bounds(o, a, b, vole, low, left)[0]
                ceiling = self.bounds(o, a, b, vole, 0, high)[1]
                if ahead:
                    # The choice after five straight tricks may come: stopping (where
                    # allowed) is worth the stop's score, and a vole anything up to made.
                    voled = (
                        self.bounds(o, a, b, 1, low, left)[0],
                        self.bounds(o, a, b, 1, 0, high)[1],
                    )
                    floor = min(floor, self.stop_score if self.may_stop else voled[0])
                    if o + high >= self.straight:
                        ceiling = max(ceiling, voled[1])
                        if self.may_stop:
                            ceiling = max(ceiling, self.stop_score)
                ranges[low << 4 | high] = (floor, ceiling)
        found = self.records[o << 12 | a << 8 | b << 4 | vole] = (after, ranges)
        return found

    def last_trick(self, leader: int, o: int, a: int, b: int, vole: int) -> int:
        """The score after the last trick, each hand playing its one card."""
        hands = self.hands
        c0 = hands[leader].bit_length() - 1
        c1 = hands[(leader + 1) % 3].bit_length() - 1
        c2 = hands[(leader + 2) % 3].bit_length() - 1
        won = (leader + self.winner(c0, c1, c2)) % 3
        return self.final(o + (won == 0), a + (won == 1), b + (won == 2), vole)

    def order_leads(self, leader: int, cards: int, hint: int) -> list[int]:
        """Cards no other hand can beat in their suit first, highest first; then the
        others, lowest first; the best card found before (``hint``) ahead of all."""
        h0, h1, h2 = self.hands
        others = (h0 | h1 | h2) & ~self.hands[leader]
        above = self.layout.above
        ascending = self.by_power.get(cards) or self.powered(cards)
        moves = [c for c in ascending[1] if not above[c] & others]
        if len(moves) < len(ascending[0]):
            moves += [c for c in ascending[0] if above[c] & others]
        if hint >= 0 and moves[0] != hint and hint in moves:
            moves.remove(hint)
            moves.insert(0, hint)
        return moves

    def second(
        self,
        leader: int,
        c0: int,
        reps: list[int],
        o: int,
        a: int,
        b: int,
        vole: int,
        alpha: int,
        beta: int,
    ) -> int:
        """The value after ``c0`` was led: the second hand to play (at the root)."""
        seat = (leader + 1) % 3
        hands = self.hands
        legal = self.legal(hands[seat], c0) & reps[seat]
        key = legal << 14 | leader << 12 | c0 << 6
        moves = self.seconds.get(key) or self.second_moves(key)
        maximise = seat == 0
        best = -1 if maximise else 1000
        for card in moves:
            bit = 1 << card
            hands[seat] ^= bit
            value = self.third(leader, c0, card, reps, o, a, b, vole, alpha, beta)
            hands[seat] ^= bit
            if maximise:
                if value > best:
                    best = value
                    if value > alpha:
                        alpha = value
            elif value < best:
                best = value
                if value < beta:
                    beta = value
            if alpha >= beta:
                break
        return best

    def third(
        self,
        leader: int,
        c0: int,
        c1: int,
        reps: list[int],
        o: int,
        a: int,
        b: int,
        vole: int,
        alpha: int,
        beta: int,
    ) -> int:
        """The value after ``c0`` and ``c1``: the third hand to play (at the root)."""
        seat = (leader + 2) % 3
        hands = self.hands
        legal = self.legal(hands[seat], c0) & reps[seat]
        key = legal << 14 | leader << 12 | c0 << 6 | c1
        moves = self.thirds.get(key) or self.third_moves(key)
        maximise = seat == 0
        best = -1 if maximise else 1000
        for card, won in moves:
            bit = 1 << card
            hands[seat] ^= bit
            value = self.trick(
                won, o + (won == 0), a + (won == 1), b + (won == 2), vole, alpha, beta
            )
            hands[seat] ^= bit
            if maximise:
                if value > best:
                    best = value
                    if value > alpha:
                        alpha = value
            elif value < best:
                best = value
                if value < beta:
                    beta = value
            if alpha >= beta:
                break
        return best


# --- the root -------------------------------------------------------------------------------

# A position in relative seats: (leader, the trick so far lead first, o, a, b, vole).
_Pos = tuple[int, tuple[int, ...], int, int, int, int]


def _live(search: _Search, pos: _Pos) -> int:
    hands = search.hands
    live = hands[0] | hands[1] | hands[2]
    for card in pos[1]:
        live |= 1 << card
    return live


def _trick_reps(search: _Search, pos: _Pos) -> list[int]:
    """The representatives the search uses in this trick: those of the hands as the trick
    began (the facts of that position, memoised)."""
    leader, trick = pos[0], pos[1]
    hands = search.hands
    for index, card in enumerate(trick):
        hands[(leader + index) % 3] ^= 1 << card
    h0, h1, h2 = hands
    raw = h0 | h1 << 40 | h2 << 80
    facts = search.facts.get(raw) or search.position_facts(raw)
    for index, card in enumerate(trick):
        hands[(leader + index) % 3] ^= 1 << card
    return facts[4]


def _value(search: _Search, pos: _Pos, alpha: int, beta: int) -> int:
    """The score of ``pos`` (with ``search.hands`` as they stand), fail-soft."""
    leader, trick, o, a, b, vole = pos
    if not trick:
        return search.trick(leader, o, a, b, vole, alpha, beta)
    reps = _trick_reps(search, pos)
    if len(trick) == 1:
        return search.second(leader, trick[0], reps, o, a, b, vole, alpha, beta)
    return search.third(leader, trick[0], trick[1], reps, o, a, b, vole, alpha, beta)


def _play(search: _Search, pos: _Pos, card: int) -> _Pos:
    """Play ``card`` for the seat to act: takes it from its hand and returns the new position."""
    leader, trick, o, a, b, vole = pos
    seat = (leader + len(trick)) % 3
    search.hands[seat] ^= 1 << card
    cards = (*trick, card)
    if len(cards) < 3:
        return (leader, cards, o, a, b, vole)
    won = (leader + search.winner(*cards)) % 3
    return (won, (), o + (won == 0), a + (won == 1), b + (won == 2), vole)


def _choices(search: _Search, pos: _Pos) -> list[int]:
    """The cards the seat to act may play, one per run of touching cards, in the search's
    order (the best card found between tricks first), so a line of best play is found
    with few tests."""
    leader, trick, o, a, _, vole = pos
    seat = (leader + len(trick)) % 3
    hand = search.hands[seat]
    if trick:
        legal = search.legal(hand, trick[0]) & _trick_reps(search, pos)[seat]
        key = legal << 14 | leader << 12 | trick[0] << 6
        if len(trick) == 1:
            return list(search.second_moves(key))
        return [card for card, _ in search.third_moves(key | trick[1])]
    h0, h1, h2 = search.hands
    raw = h0 | h1 << 40 | h2 << 80
    facts = search.facts.get(raw) or search.position_facts(raw)
    entry = search.table.get(facts[0] << 11 | leader << 9 | o << 5 | a << 1 | vole)
    return search.order_leads(leader, hand & facts[4][seat], -1 if entry is None else entry[2])


def _exact(
    value: Callable[[int, int], int], bounds: list[int], scores: list[int], guess: int
) -> None:
    """Narrow ``bounds`` (low, high) to the exact value with null-window tests, first
    around ``guess`` (moves often share a value), then at the bound the last test proved
    (fail-soft bounds are often exact), then by halving the possible ``scores``.
    ``bounds`` holds what is proven if the budget runs out on the way."""
    edge = 0  # 1: try the proven upper bound next; -1: the next score above the lower
    if bounds[0] < guess <= bounds[1]:
        found = value(guess - 1, guess)
        if found >= guess:
            bounds[0] = found
        else:
            bounds[1] = found
            edge = 1
    if bounds[0] <= guess < bounds[1]:
        found = value(guess, guess + 1)
        if found > guess:
            bounds[0] = max(bounds[0], found)
            edge = -1
        else:
            bounds[1] = found
    while bounds[0] < bounds[1]:
        low, high = bounds
        inside = [score for score in scores if low < score <= high]
        if not inside:
            test = high
        elif edge:
            test = inside[-1] if edge > 0 else inside[0]
        else:
            test = inside[(len(inside) - 1) // 2]
        edge = 0
        found = value(test - 1, test)
        if found >= test:
            bounds[0] = found
        else:
            bounds[1] = found


def _line(search: _Search, pos: _Pos, score: int) -> tuple[tuple[int, int, int], bool, int]:
    """Follow one line of best play worth ``score`` to its end: (counts, stopped, vole)."""
    hands = list(search.hands)
    try:
        while True:
            leader, trick, o, a, b, vole = pos
            done = o + a + b
            if not trick:
                if done == search.size:
                    return (o, a, b), False, vole
                if not vole and o == done == search.straight:
                    if search.may_stop and search.stop_score == score:
                        return (o, a, b), True, 0
                    plain = search.announce and (
                        search.trick(leader, o, a, b, 0, score - 1, score, True) >= score
                    )
                    pos = (leader, trick, o, a, b, 0 if plain else 1)
            # Every card is at most ``score`` for the ombre (at least, for a defender):
            # the first that reaches it keeps it.
            seat = (pos[0] + len(pos[1])) % 3
            for card in _choices(search, pos):
                child = _play(search, pos, card)
                if seat == 0:
                    keeps = _value(search, child, score - 1, score) >= score
                else:
                    keeps = _value(search, child, score, score + 1) <= score
                if keeps:
                    pos = child
                    break
                search.hands[seat] ^= 1 << card
            else:  # pragma: no cover - the score is proven, so some card keeps it
                raise AssertionError(f"no card keeps the score {score} in {pos}")
    finally:
        search.hands[:] = hands


def _representative(search: _Search, live: int, seat: int, card: int) -> int:
    """The lowest card of the run of touching cards that holds ``card``."""
    layout = search.layout
    perm = layout.perm
    own = perm(search.hands[seat]) | (layout.all_bits & ~perm(live))
    mine = perm(search.hands[seat])
    best = bit = perm(1 << card)
    while True:
        bit >>= 1
        if not bit & own:
            return layout.card_at[best.bit_length() - 1]
        if bit & mine:
            best = bit


def _root(
    state: GameState,
    started: float,
    seconds: float | None,
    nodes: int | None,
    coarse: bool,
    memo: SolveMemo | None,
) -> tuple[_Search, _Pos]:
    """The search over ``state``'s hands in relative seats (0 the ombre), and its root."""
    if state.phase != "play" or state.trump is None or state.ombre is None:
        raise IllegalActionError(
            "wrong-phase", f"the solver needs a position in the play phase, not the {state.phase}"
        )
    ombre, players = state.ombre, state.players
    hands = [state.hands[(ombre + relative) % players] for relative in range(players)]
    won = [state.won[(ombre + relative) % players] for relative in range(players)]
    deadline = None if seconds is None else started + seconds
    search = _Search(state.rules, state.trump, hands, deadline, nodes, coarse, memo)
    leader = (state.leader - ombre) % players
    trick = tuple(int(card) for card in state.trick)
    return search, (leader, trick, won[0], won[1], won[2], int(state.vole))


def _prove(
    search: _Search, pos: _Pos, bounds: list[int], scores: list[int], guess: int
) -> tuple[tuple[int, int, int], bool, int]:
    """Narrow ``bounds`` to the exact score of ``pos`` (:func:`_exact`) and follow a line of
    best play worth it (:func:`_line`)."""
    _exact(lambda alpha, beta: _value(search, pos, alpha, beta), bounds, scores, guess)
    return _line(search, pos, bounds[0])


def _outcome(
    ombre: int, players: int, score: int, line: tuple[tuple[int, int, int], bool, int]
) -> Outcome:
    """The :class:`Outcome` of a line of best play worth ``score`` (counts in relative seats)."""
    counts, stopped, vole = line
    tricks = tuple(counts[(seat - ombre) % players] for seat in range(players))
    made = bool(vole) and score == VOLE_MADE
    return Outcome("vole" if made else classify(counts)[0], tricks, bool(vole), stopped, score)


def solve_outcome(
    state: GameState,
    *,
    seconds: float | None = 5.0,
    nodes: int | None = None,
    coarse: bool = False,
    memo: SolveMemo | None = None,
) -> Outcome | None:
    """The outcome of a play-phase ``state`` under best play by both sides, for a caller that
    asks only what the deal is worth: one search at the root, which tells the best card from
    the others without each card's exact value (:func:`solve`). ``None`` when ``seconds`` or
    ``nodes`` ran out first; otherwise its score and level are those of :func:`solve`'s best
    answer.

    >>> from ombre_core.game import GameState
    >>> state = GameState.from_position(
    ...     "standard", "position entrada hearts ombre 0 leader 0 won 3 3 1 "
    ...     "hands As Kh / 7h 2c / Ac Qc")
    >>> found = solve_outcome(state)
    >>> found.result, found.tricks, found.score == solve(state).best()[0].outcome.score
    ('sacada', (5, 3, 1), True)
    >>> solve_outcome(GameState.new_deal("standard", seed=1), nodes=10)
    Traceback (most recent call last):
    ...
    ombre_core.errors.IllegalActionError: the solver needs a position in the play phase, \
not the auction
    """
    search, root = _root(state, time.perf_counter(), seconds, nodes, coarse, memo)
    scores = search.possible_scores(list(root[2:5]))
    bounds = [scores[0], scores[-1]]
    try:
        line = _prove(search, root, bounds, scores, scores[len(scores) // 2])
    except _OutOfBudget:
        return None
    assert state.ombre is not None
    return _outcome(state.ombre, state.players, bounds[0], line)


def solve(
    state: GameState,
    *,
    seconds: float | None = 5.0,
    nodes: int | None = None,
    coarse: bool = False,
    memo: SolveMemo | None = None,
) -> Analysis:
    """Solve a play-phase :class:`~ombre_core.game.GameState` double dummy.

    Returns an :class:`Analysis` with one :class:`ActionValue` per legal card, stop and vole
    announcement, in ``legal_actions()`` order (a surrender offer is left out).
    ``seconds`` and ``nodes`` bound the work (``None``: no bound). Results are
    deterministic: the same position gives the same answer, and a budget only decides how
    much of it is proven.

    ``coarse`` searches on the outcome's level alone (a failed vole by its result, codille,
    puesta, sacada, stop, vole made), not on the ombre's tricks within it: far fewer scores
    to tell apart, so far more pruning. Each answer is then the level the full order proves
    (scores rounded down to their level), played out along one line of best play for that
    level; the chips each side gets depend on nothing finer
    (:func:`ombre_core.single_dummy.side_chips`), which is all single-dummy analysis needs.

    >>> from ombre_core.game import GameState
    >>> solve(GameState.new_deal("standard", seed=1))
    Traceback (most recent call last):
    ...
    ombre_core.errors.IllegalActionError: the solver needs a position in the play phase, \
not the auction
    """
    started = time.perf_counter()
    search, root = _root(state, started, seconds, nodes, coarse, memo)
    ombre, players, hands = state.ombre, state.players, search.hands
    assert ombre is not None  # _root refuses a position without an ombre
    won = list(root[2:5])
    seat = (root[0] + len(root[1])) % 3
    live = _live(search, root)
    answers: dict[tuple[int, int], tuple[int, int, Outcome | None]] = {}
    scores = search.possible_scores(won)
    lowest, highest = scores[0], scores[-1]
    guess = [scores[len(scores) // 2]]
    complete = True

    def outcome(score: int, line: tuple[tuple[int, int, int], bool, int]) -> Outcome:
        return _outcome(ombre, players, score, line)

    def card_value(pos: _Pos, card: int) -> tuple[int, int, Outcome | None]:
        """Bounds on the score after ``card``, and the outcome once it is proven."""
        nonlocal complete
        rep = _representative(search, live, seat, card)
        key = (rep, pos[5])
        if key not in answers:
            bounds = [lowest, highest]
            found = None
            if complete:
                saved = list(search.hands)
                child = _play(search, pos, rep)
                try:
                    line = _prove(search, child, bounds, scores, guess[0])
                    guess[0] = bounds[0]
                    found = outcome(bounds[0], line)
                except _OutOfBudget:
                    complete = False
                finally:
                    search.hands[:] = saved
            answers[key] = (bounds[0], bounds[1], found)
        return answers[key]

    leader_, trick_, o, a, b, vole = root
    deciding = not trick_ and not vole and o == o + a + b == search.straight
    results: list[ActionValue] = []
    for action in state.legal_actions():
        if isinstance(action, PlayCard):
            pos = root
            if deciding and not search.announce:
                pos = (leader_, trick_, o, a, b, 1)  # leading on commits to the vole
            low, high, found = card_value(pos, int(action.card))
            results.append(ActionValue(str(action), action.card, found, low, high))
        elif action == STOP:
            score = search.stop_score
            found = outcome(score, ((o, a, b), True, 0))
            results.append(ActionValue(str(action), None, found, score, score))
        elif action == ANNOUNCE_VOLE:
            pos = (leader_, trick_, o, a, b, 1)
            low, high, best = -1, -1, None
            legal = search.legal(hands[seat], trick_[0]) if trick_ else hands[seat]
            for card in range(40):
                if legal >> card & 1:
                    low_, high_, found = card_value(pos, card)
                    low, high = max(low, low_), max(high, high_)
                    if found is not None and (best is None or found.score > best.score):
                        best = found
            if best is None or best.score != high:
                best = None
            results.append(ActionValue(str(action), None, best, low, high))
    return Analysis(
        player=state.current_player,
        ombre=ombre,
        actions=tuple(results),
        complete=complete,
        nodes=search.nodes,
        seconds=time.perf_counter() - started,
    )
