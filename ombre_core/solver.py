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
and simple move ordering. ``seconds`` and ``nodes`` bound the work: when either runs out,
the answer keeps what is proven and marks the rest unknown (``outcome`` is ``None``, with the
proven range in ``low`` and ``high``).

The split reported is where one line of best play ends; other best lines may share the
defenders' tricks differently for the same outcome. Chips (game values, the matador bonus)
are not part of the order.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .actions import ANNOUNCE_VOLE, STOP, PlayCard
from .cards import Card, Suit
from .errors import IllegalActionError
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

    def to_dict(self) -> dict[str, Any]:
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

    def to_dict(self) -> dict[str, Any]:
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

    def to_dict(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "ombre": self.ombre,
            "actions": [item.to_dict() for item in self.actions],
            "complete": self.complete,
            "nodes": self.nodes,
            "seconds": round(self.seconds, 4),
        }


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

    def perm(self, hand: int) -> int:
        t = self.tables
        return (
            t[0][hand & 1023]
            | t[1][(hand >> 10) & 1023]
            | t[2][(hand >> 20) & 1023]
            | t[3][hand >> 30]
        )


_LAYOUTS: dict[Suit, _Layout] = {}
_WINNERS: dict[Suit, dict[int, int]] = {}
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
        self.stop_score = _PLAIN + 48 + (15 if rules.stop_bonus else self.straight)
        self.deadline = deadline
        self.node_limit = node_limit
        self.nodes = 0
        self.table: dict[int, list[int]] = {}
        self.facts: dict[int, tuple[int, int, int, int]] = {}
        self.reps: dict[int, list[int]] = {}
        self.bound_memo: dict[int, tuple[int, int]] = {}
        self.final_memo: dict[int, int] = {}

    # scores

    def final(self, o: int, a: int, b: int, vole: int) -> int:
        key = o << 12 | a << 8 | b << 4 | vole
        score = self.final_memo.get(key)
        if score is None:
            if vole:
                score = VOLE_MADE if o == self.size else _class(o, a, b) * 16 + o
            else:
                score = _PLAIN + _class(o, a, b) * 16 + o
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

    def representatives(self, live: int) -> list[int]:
        """For each seat, one card (the lowest) of each run of touching cards it holds."""
        layout = self.layout
        perm = layout.perm
        dead = layout.all_bits & ~perm(live)
        card_at = layout.card_at
        result = []
        for hand in self.hands:
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

    def position_facts(self, raw: int) -> tuple[int, int, int, int]:
        """Facts about the hands between tricks, kept per exact hands: (the rank-normalised
        key, the ombre's sure tricks, the ombre's sure tricks on lead, the defenders' sure
        tricks).

        Sure tricks: a run of top trumps wins one trick per card whoever leads; the
        defenders' run counts the longer of their two shares. On lead, when the ombre's top
        run draws every defender trump, each ombre trump and each top run of a plain suit
        wins too.
        """
        layout = self.layout
        perm = layout.perm
        h0, h1, h2 = self.hands
        p0, p1, p2 = perm(h0), perm(h1), perm(h2)
        live = p0 | p1 | p2
        codes = []
        for offset, width in layout.segments:
            mask = (1 << width) - 1
            codes.append(
                _segment_code((live >> offset) & mask, (p0 >> offset) & mask, (p1 >> offset) & mask)
            )
        mat, rest = codes[0], codes[1]
        n_rest = rest >> 32
        n = (mat >> 32) + n_rest
        t0 = ((mat >> 16) & 0xFFFF) << n_rest | (rest >> 16) & 0xFFFF
        t1 = (mat & 0xFFFF) << n_rest | rest & 0xFFFF
        sure = _top_run(t0, n)
        run = _top_run(((1 << n) - 1) & ~t0, n)
        first = (t1 >> (n - run)).bit_count() if run else 0
        theirs = max(first, run - first)
        mine = t0.bit_count()
        trumps1 = t1.bit_count()
        longest = max(trumps1, n - mine - trumps1)
        on_lead = sure
        if longest <= sure:
            on_lead = mine
            for code in codes[2:]:
                on_lead += _top_run((code >> 16) & 0xFFFF, code >> 32)
            on_lead = min(on_lead, h0.bit_count())
        plain = sorted(codes[2:])
        key = mat << 144 | rest << 108 | plain[0] << 72 | plain[1] << 36 | plain[2]
        facts = (key, sure, on_lead, theirs)
        self.facts[raw] = facts
        return facts

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
        ``decided`` says that choice is made.
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
        if left == 0:
            return self.final(o, a, b, vole)
        if left == 1:
            cards = [h0.bit_length() - 1, h1.bit_length() - 1, h2.bit_length() - 1]
            c0, c1, c2 = cards[leader], cards[(leader + 1) % 3], cards[(leader + 2) % 3]
            won = (leader + self.winner(c0, c1, c2)) % 3
            return self.final(o + (won == 0), a + (won == 1), b + (won == 2), vole)
        self.nodes += 1
        if self.nodes & 1023 == 0 or self.node_limit is not None:
            self.check_budget()
        raw = h0 | h1 << 40 | h2 << 80
        facts = self.facts.get(raw)
        if facts is None:
            facts = self.position_facts(raw)
        if vole or o != o + a + b or o + a + b >= self.straight:
            low = facts[2] if leader == 0 else facts[1]
            high = left - facts[3]
            if low > high:
                low = high
            found = self.bound_memo.get(o << 24 | a << 20 | b << 16 | vole << 12 | low << 6 | high)
            floor, ceiling = found if found else self.bounds(o, a, b, vole, low, high)
            if floor >= beta:
                return floor
            if ceiling <= alpha:
                return ceiling
            if floor == ceiling:
                return floor
        full_key = facts[0] << 20 | leader << 16 | o << 12 | a << 8 | b << 4 | vole
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
        reps = self.reps.get(raw)
        if reps is None:
            reps = self.reps[raw] = self.representatives(h0 | h1 | h2)
        moves = self.order_leads(leader, hands[leader] & reps[leader], hint)
        maximise = leader == 0
        best = -1 if maximise else 1000
        best_card = -1
        alpha0, beta0 = alpha, beta
        bit_hands = hands
        for card in moves:
            bit = 1 << card
            bit_hands[leader] ^= bit
            value = self.second(leader, card, reps, o, a, b, vole, alpha, beta)
            bit_hands[leader] ^= bit
            if maximise:
                if value > best:
                    best, best_card = value, card
                    if value > alpha:
                        alpha = value
            elif value < best:
                best, best_card = value, card
                if value < beta:
                    beta = value
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

    def order_leads(self, leader: int, cards: int, hint: int) -> list[int]:
        power = self.layout.power
        moves = []
        while cards:
            low = cards & -cards
            moves.append(low.bit_length() - 1)
            cards ^= low
        # Cards no other hand can beat in their suit first, then the lowest first.
        h0, h1, h2 = self.hands
        others = (h0 | h1 | h2) & ~self.hands[leader]
        above = self.layout.above
        moves.sort(key=lambda c: (bool(above[c] & others), power[c]))
        if hint in moves and moves[0] != hint:
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
        seat = (leader + 1) % 3
        hands = self.hands
        hand = hands[seat]
        held = hand & self.group[c0]
        whole = self.whole.get(held << 6 | c0)
        if whole is None:
            whole = self.follows_freely(held, c0)
        legal = (hand if whole else held) & reps[seat]
        power = self.layout.power
        moves = []
        while legal:
            low = legal & -legal
            moves.append(low.bit_length() - 1)
            legal ^= low
        if len(moves) > 1:
            # Second hand high, unless the partner led.
            moves.sort(key=power.__getitem__, reverse=not (seat and leader))
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
        seat = (leader + 2) % 3
        hands = self.hands
        hand = hands[seat]
        held = hand & self.group[c0]
        whole = self.whole.get(held << 6 | c0)
        if whole is None:
            whole = self.follows_freely(held, c0)
        legal = (hand if whole else held) & reps[seat]
        winners = self.winners
        power = self.layout.power
        base = c0 << 12 | c1 << 6
        wins = []
        loses = []
        while legal:
            low = legal & -legal
            card = low.bit_length() - 1
            legal ^= low
            won = winners.get(base | card)
            if won is None:
                won = self.winner(c0, c1, card)
            if won == 2:
                wins.append(card)
            else:
                loses.append(card)
                current = won
        maximise = seat == 0
        if len(wins) > 1:
            wins.sort(key=power.__getitem__)
        if loses:
            if len(loses) > 1:
                loses.sort(key=power.__getitem__)
            if not maximise and (leader + current) % 3 != 0:
                wins, loses = loses, wins  # partner is winning: discard first
        moves = wins + loses
        best = -1 if maximise else 1000
        trick = self.trick
        for card in moves:
            bit = 1 << card
            hands[seat] ^= bit
            won = (leader + winners[base | card]) % 3
            value = trick(won, o + (won == 0), a + (won == 1), b + (won == 2), vole, alpha, beta)
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


def _value(search: _Search, pos: _Pos, alpha: int, beta: int) -> int:
    """The score of ``pos`` (with ``search.hands`` as they stand), fail-soft."""
    leader, trick, o, a, b, vole = pos
    if not trick:
        return search.trick(leader, o, a, b, vole, alpha, beta)
    reps = search.representatives(_live(search, pos))
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
    leader, trick, o, a, b, vole = pos
    seat = (leader + len(trick)) % 3
    hand = search.hands[seat]
    legal = search.legal(hand, trick[0]) if trick else hand
    legal &= search.representatives(_live(search, pos))[seat]
    if trick:
        power = search.layout.power
        return sorted((c for c in range(40) if legal >> c & 1), key=power.__getitem__, reverse=True)
    h0, h1, h2 = search.hands
    raw = h0 | h1 << 40 | h2 << 80
    facts = search.facts.get(raw) or search.position_facts(raw)
    entry = search.table.get(facts[0] << 20 | leader << 16 | o << 12 | a << 8 | b << 4 | vole)
    return search.order_leads(leader, legal, -1 if entry is None else entry[2])


def _exact(
    value: Callable[[int, int], int], bounds: list[int], scores: list[int], guess: int
) -> None:
    """Narrow ``bounds`` (low, high) to the exact value with null-window tests, first
    around ``guess`` (moves often share a value), then by halving the possible ``scores``.
    ``bounds`` holds what is proven if the budget runs out on the way."""
    if bounds[0] < guess <= bounds[1]:
        found = value(guess - 1, guess)
        if found >= guess:
            bounds[0] = found
        else:
            bounds[1] = found
    if bounds[0] <= guess < bounds[1]:
        found = value(guess, guess + 1)
        if found > guess:
            bounds[0] = max(bounds[0], found)
        else:
            bounds[1] = found
    while bounds[0] < bounds[1]:
        low, high = bounds
        inside = [score for score in scores if low < score <= high]
        test = inside[(len(inside) - 1) // 2] if inside else high
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


def solve(
    state: GameState,
    *,
    seconds: float | None = 5.0,
    nodes: int | None = None,
) -> Analysis:
    """Solve a play-phase :class:`~ombre_core.game.GameState` double dummy.

    Returns an :class:`Analysis` with one :class:`ActionValue` per legal card, stop and vole
    announcement, in ``legal_actions()`` order (a surrender offer is left out).
    ``seconds`` and ``nodes`` bound the work (``None``: no bound). Results are
    deterministic: the same position gives the same answer, and a budget only decides how
    much of it is proven.

    >>> from ombre_core.game import GameState
    >>> solve(GameState.new_deal("standard", seed=1))
    Traceback (most recent call last):
    ...
    ombre_core.errors.IllegalActionError: the solver needs a position in the play phase, \
not the auction
    """
    started = time.perf_counter()
    if state.phase != "play" or state.trump is None or state.ombre is None:
        raise IllegalActionError(
            "wrong-phase", f"the solver needs a position in the play phase, not the {state.phase}"
        )
    rules: RuleSet = state.rules
    ombre: int = state.ombre
    players: int = state.players

    def seat_of(relative: int) -> int:
        return (ombre + relative) % players

    hands = [state.hands[seat_of(r)] for r in range(players)]
    won = [state.won[seat_of(r)] for r in range(players)]
    deadline = None if seconds is None else started + seconds
    search = _Search(rules, state.trump, hands, deadline, nodes)
    leader = (state.leader - ombre) % players
    trick = tuple(int(card) for card in state.trick)
    root: _Pos = (leader, trick, won[0], won[1], won[2], int(state.vole))
    seat = (leader + len(root[1])) % 3
    live = _live(search, root)
    answers: dict[tuple[int, int], tuple[int, int, Outcome | None]] = {}
    scores = search.possible_scores(won)
    lowest, highest = scores[0], scores[-1]
    guess = [scores[len(scores) // 2]]
    complete = True

    def outcome(score: int, line: tuple[tuple[int, int, int], bool, int]) -> Outcome:
        counts, stopped, vole = line
        tricks = tuple(counts[(seat_ - ombre) % players] for seat_ in range(players))
        made = bool(vole) and score == VOLE_MADE
        return Outcome("vole" if made else classify(counts)[0], tricks, bool(vole), stopped, score)

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
                    _exact(
                        lambda alpha, beta: _value(search, child, alpha, beta),
                        bounds,
                        scores,
                        guess[0],
                    )
                    guess[0] = bounds[0]
                    found = outcome(bounds[0], _line(search, child, bounds[0]))
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
