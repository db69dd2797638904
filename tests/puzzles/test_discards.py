"""The ombre's discard judged by playing it out: the plans, the deals drawn, the judgement."""

from __future__ import annotations

from collections import Counter
from math import prod

import pytest

from ombre_core.actions import Deal, Discard
from ombre_core.bots import SimpleBot
from ombre_core.cards import card_list
from ombre_core.discards import (
    DiscardError,
    deals_seen_by,
    discard_plans,
    judge_discard,
    played_out,
)
from ombre_core.game import GameState
from ombre_core.ranking import power, suit_cards, trumps_mask

VUELTA = (
    "standard | dealer 0 | pot 0 | deal As 3s 6h Jh Kh Kd Ac 2c 5c / 4s 5s 6d 7d Qd 6c 7c Jc Qc / "
    "2s 7s Qs 2h 3h Ad 2d 3d 4c / 4h Jd 3c 4d 7h 5d 6s Ah Js Ks Qh Kc 5h; bid entrada; pass; "
    "bid vuelta; pass"
)
"""The ombre (seat 0) won the auction with a vuelta, hearts turned up: five trumps, 3♠, K♦,
2♣ 5♣ besides."""


def _exchanges(count: int) -> list[GameState]:
    """Seeded deals bid by the simple bot up to the ombre's exchange."""
    found = []
    seed = 0
    while len(found) < count:
        state = GameState.new_deal("standard", dealer=seed % 3, seed=seed)
        seed += 1
        bot = SimpleBot()
        while state.phase in ("auction", "trump"):
            state.apply(bot.choose(state))
        if state.phase == "exchange" and state.current_player == state.ombre:
            found.append(state)
    return found


def test_plans_keep_every_trump_and_cut_each_plain_suit_from_the_bottom() -> None:
    for state in _exchanges(12):
        trump = state.trump
        assert trump is not None
        hand = state.hands[state.current_player]
        plans = discard_plans(state)
        thrown = [action.cards for action in plans]
        assert len(set(thrown)) == len(thrown)
        assert thrown[0] == 0  # keeping all nine is a plan
        plain = hand & ~trumps_mask(trump)
        for cards in thrown:
            assert cards & ~plain == 0
            assert cards.bit_count() <= len(state.talon)
            for card in card_list(cards):
                kept_lower = [
                    other
                    for other in card_list(plain & ~cards & suit_cards(card.suit, trump))
                    if power(other, trump) < power(card, trump)
                ]
                assert not kept_lower, (card, kept_lower)
        sizes = Counter(card.suit for card in card_list(plain))
        if plain.bit_count() <= len(state.talon):
            assert len(plans) == prod(size + 1 for size in sizes.values())


def test_plans_are_asked_only_at_the_ombres_exchange() -> None:
    state = GameState.from_notation(VUELTA)
    state.apply(discard_plans(state)[1])
    with pytest.raises(DiscardError, match="at the ombre's exchange"):
        discard_plans(state)
    with pytest.raises(DiscardError, match="not in the auction"):
        discard_plans(GameState.new_deal("standard", seed=1))


def test_deals_keep_the_players_hand_and_the_actions_and_draw_the_rest() -> None:
    state = GameState.from_notation(VUELTA)
    deals = deals_seen_by(state, 8, seed=3)
    assert [deal.to_notation() for deal in deals] == [
        deal.to_notation() for deal in deals_seen_by(state, 8, seed=3)
    ]
    assert len({deal.to_notation() for deal in deals}) == 8
    actual = state.history[0]
    assert isinstance(actual, Deal)
    for deal in deals:
        dealt = deal.history[0]
        assert isinstance(dealt, Deal)
        assert dealt.hands[0] == actual.hands[0]
        assert [hand.bit_count() for hand in dealt.hands] == [9, 9, 9]
        everything = [*dealt.talon, *(card for hand in dealt.hands for card in card_list(hand))]
        assert sorted(everything) == sorted(
            [*actual.talon, *(card for hand in actual.hands for card in card_list(hand))]
        )
        assert deal.history[1:] == state.history[1:]
        assert dealt.talon[0] == actual.talon[0] == deal.turned_up  # the vuelta's card, seen
        assert (deal.phase, deal.current_player, deal.trump) == ("exchange", 0, state.trump)


def test_played_out_is_the_solved_deal_after_the_bots_exchange() -> None:
    state = GameState.from_notation(VUELTA)
    keep_all = discard_plans(state)[0]
    assert played_out(state, keep_all) == ("codille", -22)
    assert played_out(state, Discard(discard_plans(state)[-1].cards)) == ("sacada", 31)


def test_judgement_pairs_every_plan_on_the_same_deals() -> None:
    state = GameState.from_notation(VUELTA)
    judged = judge_discard(state, layouts=2, seed=2)
    assert judged.plans == tuple(str(plan) for plan in discard_plans(state))
    assert {len(chips) for chips in judged.chips.values()} == {len(judged.weights)}
    assert all(weight >= 1 for weight in judged.weights)
    assert judged.loss[judged.best] == 0
    assert min(judged.loss.values()) == 0
    assert judged.actual[str(discard_plans(state)[0])] == "codille"
