"""Layouts of the unseen cards that agree with what a seat knows, drawn or all of them.

A :class:`Layout` gives every seat's hand now; the unseen cards left over lie outside the
hands (the talon's rest, the others' discards). Drawing is uniform over the layouts that
fit the knowledge (each other seat's hand drawn in turn from the cards its voids allow,
accepted with the chance that makes the whole draw uniform), then weighted by the auction's
evidence (:meth:`Knowledge.weight`). Where the layouts are few (at most ``limit``), they are
all enumerated, each once, with its weight. Seeded with ``random.Random(seed)``.

>>> from ombre_core.game import GameState
>>> from ombre_core.knowledge import Knowledge
>>> state = GameState.from_position(
...     "standard", "position entrada hearts ombre 0 leader 0 won 7 0 0 "
...     "hands As Kh / 7h 2c / Ac Qc")
>>> knowledge = Knowledge.of(state)
>>> layouts = sample(knowledge, 3, seed=1)
>>> [layout.hands[0] == knowledge.hand for layout in layouts]
[True, True, True]
>>> sample(knowledge, 3, seed=1) == layouts
True
>>> layout_state(knowledge, layouts[0]).legal_actions() == state.legal_actions()
True
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass
from math import comb

from .cards import Hand, cards_in
from .game import GameState
from .knowledge import Knowledge, KnowledgeError
from .position import Position

__all__ = ["Layout", "count_bound", "enumerate_layouts", "layout_state", "sample", "sample_or_all"]

ENUMERATE_LIMIT = 200
""":func:`sample_or_all` enumerates every layout when there are at most this many."""

_ATTEMPTS = 1000
"""Draws tried per layout before the knowledge is called impossible."""


@dataclass(frozen=True)
class Layout:
    """Every seat's hand now (seat order) and the layout's weight from the evidence."""

    hands: tuple[Hand, ...]
    weight: float


def _choices(knowledge: Knowledge) -> list[tuple[int, int, Hand, Hand]]:
    """Per other seat: (seat, cards to draw, the unseen cards it may draw, its pinned cards)."""
    pinned = 0
    for mask in knowledge.pinned:
        pinned |= mask
    return [
        (
            other,
            knowledge.hand_sizes[other] - knowledge.pinned[other].bit_count(),
            knowledge.unseen & ~knowledge.voids[other] & ~pinned,
            knowledge.pinned[other],
        )
        for other in knowledge.others
    ]


def _bits(mask: Hand) -> list[int]:
    return [int(card) for card in cards_in(mask)]


def _layout(knowledge: Knowledge, placed: dict[int, Hand]) -> Layout:
    hands = tuple(
        knowledge.hand if seat == knowledge.seat else placed[seat]
        for seat in range(knowledge.players)
    )
    return Layout(hands, knowledge.weight(hands))


def _most_free(choices: list[tuple[int, int, Hand, Hand]]) -> list[int]:
    """Per seat in draw order: the most cards that can be free for it once the seats before
    have drawn (each earlier seat takes at least its draw less what it may take elsewhere)."""
    most = []
    for index, (_, _, allowed, _) in enumerate(choices):
        taken = sum(
            max(0, size - (earlier & ~allowed).bit_count())
            for _, size, earlier, _ in choices[:index]
        )
        most.append(max(0, allowed.bit_count() - taken))
    return most


def count_bound(knowledge: Knowledge) -> int:
    """An upper bound on the number of layouts: the ways to fill each hand alone.

    >>> from ombre_core.game import GameState
    >>> state = GameState.from_position(
    ...     "standard", "position entrada hearts ombre 0 leader 0 won 8 0 0 hands As / 7h / Ac")
    >>> count_bound(Knowledge.of(state))
    1521
    """
    total = 1
    for _, size, allowed, _ in _choices(knowledge):
        total *= comb(allowed.bit_count(), size)
    return total


def enumerate_layouts(knowledge: Knowledge) -> list[Layout]:
    """Every layout that fits ``knowledge``, each once, in a fixed order.

    >>> from ombre_core.game import GameState
    >>> state = GameState.from_position(
    ...     "standard", "position entrada hearts ombre 0 leader 0 won 8 0 0 hands As / 7h / Ac")
    >>> len(enumerate_layouts(Knowledge.of(state)))   # 39 cards for seat 1, then 38 for seat 2
    1482
    """
    choices = _choices(knowledge)
    found: list[Layout] = []

    def fill(index: int, used: Hand, placed: dict[int, Hand]) -> None:
        if index == len(choices):
            found.append(_layout(knowledge, placed))
            return
        seat, size, allowed, pinned = choices[index]
        for group in itertools.combinations(_bits(allowed & ~used), size):
            hand = sum(1 << card for card in group) | pinned
            placed[seat] = hand
            fill(index + 1, used | hand, placed)
        placed.pop(seat, None)

    fill(0, 0, {})
    return found


def sample(knowledge: Knowledge, count: int, seed: int = 0) -> list[Layout]:
    """``count`` layouts drawn uniformly from those that fit ``knowledge`` (repeats are
    possible), each weighted by the evidence; the same seed gives the same layouts.

    Each other seat's hand is drawn in turn from the cards still free that its voids allow;
    the draw is kept with the chance ``prod C(free_i, n_i) / C(most_i, n_i)`` over the later
    seats (``most_i`` the most cards that can be free for seat ``i``), which makes every
    layout equally likely; without voids every draw is kept. ``KnowledgeError``
    ``no-layout`` when no layout fits (the knowledge contradicts itself).
    """
    if not isinstance(count, int) or isinstance(count, bool) or count < 1:
        raise KnowledgeError("bad-count", f"the layouts to draw are 1 or more, not {count!r}")
    rng = random.Random(seed)
    choices = _choices(knowledge)
    most = _most_free(choices)
    layouts: list[Layout] = []
    for _ in range(count):
        for _attempt in range(_ATTEMPTS):
            used = 0
            placed: dict[int, Hand] = {}
            keep = 1.0
            for index, (seat, size, allowed, pinned) in enumerate(choices):
                free = _bits(allowed & ~used)
                if len(free) < size:
                    keep = 0.0
                    break
                if index:
                    keep *= comb(len(free), size) / comb(most[index], size)
                hand = sum(1 << card for card in rng.sample(free, size)) | pinned
                placed[seat] = hand
                used |= hand
            if keep > 0 and rng.random() < keep:
                layouts.append(_layout(knowledge, placed))
                break
        else:
            raise KnowledgeError(
                "no-layout", "no layout of the unseen cards fits what the seat knows"
            )
    return layouts


def sample_or_all(
    knowledge: Knowledge, count: int, seed: int = 0, limit: int = ENUMERATE_LIMIT
) -> tuple[list[Layout], bool]:
    """Every layout, and ``True`` (the answer is exact), when there are at most ``limit``;
    else ``count`` drawn ones and ``False``. Layouts are counted by enumerating them only
    where the bound (:func:`count_bound`) is at most 20 times ``limit``."""
    if count_bound(knowledge) <= 20 * limit:
        every = enumerate_layouts(knowledge)
        if len(every) <= limit:
            return every, True
    return sample(knowledge, count, seed), False


def layout_state(knowledge: Knowledge, layout: Layout) -> GameState:
    """The play-phase position of ``layout``, as the double-dummy solver takes it: every hand,
    the trick so far, the tricks won, the vole, and each hand when play began (when the whole
    play is known: not from a lesson position that starts mid-deal)."""
    knowledge.check_layout(layout.hands)
    starts = tuple(
        hand | played for hand, played in zip(layout.hands, knowledge.played_by, strict=True)
    )
    whole = all(start.bit_count() == knowledge.rules.hand_size for start in starts)
    position = Position(
        contract=knowledge.contract,
        trump=knowledge.trump,
        ombre=knowledge.ombre,
        leader=knowledge.leader,
        hands=layout.hands,
        trick=knowledge.trick,
        won=knowledge.won,
        vole=knowledge.vole,
        start_hands=starts if whole else (),
        forced=knowledge.forced_spadille,
    )
    return GameState.from_position(
        knowledge.rules, position, knowledge.dealer, knowledge.pot_carried
    )
