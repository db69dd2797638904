"""The ombre's discard judged by playing it out over the deals the ombre could face.

At the exchange the ombre sees the own nine cards and the auction, nothing else. A discard is
judged as the card play is (:mod:`ombre_core.single_dummy`): over deals of the unseen cards
that agree with what the ombre sees (:func:`deals_seen_by`), each candidate discard is played
out: the ombre draws, the defenders exchange as the simple bot does, and the solver plays the
cards double dummy (:func:`played_out`). The chips the ombre gets on each deal, paired across
candidates, say which discard is best and by how much.

The candidates are the plans a player weighs (:func:`discard_plans`): keep every trump, and in
each plain suit drop cards from the bottom (a lower card of a suit kept while a higher one is
thrown gains nothing the plan list must show).

>>> from ombre_core.game import GameState
>>> state = GameState.from_notation(
...     "standard | dealer 0 | pot 0 | deal As 3s 6h Jh Kh Kd Ac 2c 5c / 4s 5s 6d 7d Qd 6c 7c Jc "
...     "Qc / 2s 7s Qs 2h 3h Ad 2d 3d 4c / 4h Jd 3c 4d 7h 5d 6s Ah Js Ks Qh Kc 5h; bid entrada; "
...     "pass; bid vuelta; pass")
>>> state.trump.name, [str(plan) for plan in discard_plans(state)][:5]
('HEARTS', ['discard none', 'discard 2c', 'discard 3s', 'discard Kd', 'discard 3s 2c'])
>>> len(discard_plans(state)), str(discard_plans(state)[-1])
(12, 'discard 3s Kd 2c 5c')
>>> played_out(state, discard_plans(state)[-1])
('sacada', 31)

"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

from .actions import DISCARD_NONE, Deal, Discard
from .bots import SimpleBot
from .cards import Card, Hand, card_list
from .errors import OmbreError
from .game import GameState
from .knowledge import Knowledge, auction_weight, bidders_of
from .ranking import power, suit_cards, trumps_mask
from .sampler import Layout
from .single_dummy import clearly_worse, mean_error, side_chips
from .solver import SolveMemo, solve_outcome

__all__ = [
    "DiscardError",
    "DiscardJudgement",
    "deals_seen_by",
    "discard_plans",
    "judge_discard",
    "played_out",
]

SOLVE_NODES = 400_000
"""Each solve's node budget (as the puzzles' own: the same answer on any machine)."""


class DiscardError(OmbreError, ValueError):
    """A discard judged where there is none: not the ombre's exchange, or rules the solver does
    not play."""


def _check(state: GameState) -> None:
    if state.phase != "exchange" or state.current_player != state.ombre or state.trump is None:
        raise DiscardError(
            "not-the-ombre-exchange",
            f"a discard is judged at the ombre's exchange, not in the {state.phase} with seat "
            f"{state.current_player} to act",
        )


def discard_plans(state: GameState) -> list[Discard]:
    """The ombre's candidate discards in ``state``: every trump kept, each plain suit cut from
    the bottom, as many cards as the talon allows; fewest cards first, then by the cards'
    power (lowest first)."""
    _check(state)
    trump = state.trump
    assert trump is not None
    hand = state.hands[state.current_player]
    high = state.discard_range()[1]
    trumps = trumps_mask(trump)
    suits = []
    for suit in sorted({card.suit for card in card_list(hand & ~trumps)}):
        cards = card_list(hand & suit_cards(suit, trump) & ~trumps)
        suits.append(sorted(cards, key=lambda card: power(card, trump)))
    plans: list[tuple[int, list[Card]]] = []
    for cuts in itertools.product(*(range(len(cards) + 1) for cards in suits)):
        thrown = [card for cards, cut in zip(suits, cuts, strict=True) for card in cards[:cut]]
        if len(thrown) <= high:
            plans.append((len(thrown), sorted(thrown, key=lambda card: power(card, trump))))
    plans.sort(key=lambda plan: (plan[0], [power(card, trump) for card in plan[1]]))
    return [
        Discard(sum(1 << card for card in thrown)) if thrown else DISCARD_NONE
        for _, thrown in plans
    ]


def deals_seen_by(state: GameState, count: int, seed: int) -> list[GameState]:
    """``count`` deals of the cards the player to act in ``state`` cannot see, each the same
    position on other cards: the player's hand kept (and a vuelta's card turned up on the
    talon), the others' hands and the rest of the talon (in order) drawn uniformly with
    ``random.Random(seed)``, the actions so far replayed."""
    seat = state.current_player
    deal = state.history[0]
    if not isinstance(deal, Deal):
        raise DiscardError("no-deal", "the state has no dealt cards to draw again")
    sizes = [hand.bit_count() for hand in deal.hands]
    unseen = [
        card for other, hand in enumerate(deal.hands) if other != seat for card in card_list(hand)
    ] + list(deal.talon)
    turned = state.turned_up  # a vuelta's card lies face up on the talon: everyone sees it
    unseen = sorted(card for card in unseen if card != turned)
    rng = random.Random(seed)
    found = []
    for _ in range(count):
        pool = unseen[:]
        rng.shuffle(pool)
        hands: list[Hand] = []
        for other, size in enumerate(sizes):
            if other == seat:
                hands.append(deal.hands[seat])
                continue
            taken, pool = pool[:size], pool[size:]
            hands.append(sum(1 << card for card in taken))
        layout = GameState(state.rules, state.dealer, state.pot_carried)
        talon = pool if turned is None else [turned, *pool]
        layout.apply(Deal(tuple(hands), tuple(talon)))
        for action in state.history[1:]:
            layout.apply(action)
        found.append(layout)
    return found


def played_out(
    state: GameState, discard: Discard, memo: SolveMemo | None = None
) -> tuple[str, int] | None:
    """The ombre's ``discard`` in ``state``, the rest of the exchange by the simple bot, then
    the cards played double dummy: the outcome level and the ombre's chips, or ``None`` when
    the solver's budget ran out. ``memo`` is shared by the solves of one judgement (its
    plans on its deals have the same trump)."""
    after = state.clone()
    ombre = after.ombre
    assert ombre is not None
    after.apply(discard)
    bot = SimpleBot()
    while after.phase == "exchange":
        after.apply(bot.choose(after))
    outcome = solve_outcome(after, seconds=None, nodes=SOLVE_NODES, coarse=True, memo=memo)
    if outcome is None:
        return None
    knowledge = Knowledge.of(after, ombre)
    return outcome.result, side_chips(knowledge, Layout(tuple(after.hands), 1.0), outcome)


@dataclass(frozen=True)
class DiscardJudgement:
    """The ``plans`` judged over ``layouts`` deals: each plan's ``chips`` on every deal (paired)
    and each deal's ``weights`` from the auction, the ``best`` plan (highest weighted mean),
    each plan's paired ``loss`` against it and the loss's standard ``error``, and each plan's
    outcome level on the ``actual`` cards (``None`` when unsolved)."""

    plans: tuple[str, ...]
    chips: dict[str, tuple[int, ...]]
    weights: tuple[float, ...]
    best: str
    loss: dict[str, float]
    error: dict[str, float]
    actual: dict[str, str | None]

    def clearly_worse(self, plan: str, margin: float) -> bool:
        """Whether ``plan`` loses more than ``margin`` chips against the best, beyond twice the
        loss's standard error (the fair verdict's "mistake")."""
        return clearly_worse(self.loss[plan], self.error[plan], margin)

    def mean(self, plan: str) -> float:
        """The chips ``plan`` gets on average over the deals, weighted by the auction."""
        return _mean(self.chips[plan], self.weights)


def _mean(chips: tuple[int, ...], weights: tuple[float, ...]) -> float:
    total = sum(weights)
    return mean_error([float(v) for v in chips], [w / total for w in weights], False)[0]


def judge_discard(state: GameState, *, layouts: int = 20, seed: int = 0) -> DiscardJudgement:
    """Every plan of :func:`discard_plans` played out over ``layouts`` deals the ombre could
    face (drawn with ``seed``, weighted by the auction: :func:`ombre_core.knowledge.auction_weight`)
    and on the actual cards. A deal the solver leaves unsolved for any plan is dropped, so
    every plan is compared on the same deals."""
    plans = discard_plans(state)
    names = tuple(str(plan) for plan in plans)
    seat, ombre, trump = state.current_player, state.ombre, state.trump
    assert ombre is not None and trump is not None
    bidders = bidders_of(state)
    rows: list[list[int]] = []
    weights: list[float] = []
    memo = SolveMemo()
    for layout in deals_seen_by(state, layouts, seed):
        results = [played_out(layout, plan, memo) for plan in plans]
        if all(result is not None for result in results):
            rows.append([result[1] for result in results if result is not None])
            dealt = layout.history[0]
            assert isinstance(dealt, Deal)
            weights.append(auction_weight(dealt.hands, bidders, seat, ombre, trump))
    if not rows:
        raise DiscardError("unsolved", "no deal could be played out within the solver's budget")
    total = sum(weights)
    shares = [weight / total for weight in weights]
    chips = {name: tuple(row[index] for row in rows) for index, name in enumerate(names)}
    best = max(names, key=lambda name: _mean(chips[name], tuple(weights)))
    loss: dict[str, float] = {}
    error: dict[str, float] = {}
    for name in names:
        gaps = [float(b - a) for b, a in zip(chips[best], chips[name], strict=True)]
        loss[name], error[name] = mean_error(gaps, shares, False)
    actual: dict[str, str | None] = {}
    for plan, name in zip(plans, names, strict=True):
        result = played_out(state, plan, memo)
        actual[name] = None if result is None else result[0]
    return DiscardJudgement(names, chips, tuple(weights), best, loss, error, actual)
