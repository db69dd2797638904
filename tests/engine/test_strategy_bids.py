"""strategy.judge_bid: whether a bid of one contract is sound, and the warning the auction's
views carry for an unsound one (issue 23, item 5)."""

from __future__ import annotations

import json
import re

import pytest
from test_strategy import CARD_CODE, eldest_state

from ombre_core.actions import Bid, parse_action
from ombre_core.api import dispatch
from ombre_core.bots import hint
from ombre_core.cards import parse_hand
from ombre_core.game import GameState
from ombre_core.rules import PRESETS, VARIANTS, RuleSet
from ombre_core.strategy import bid_advice, judge_bid
from ombre_core.table import BID_PHASES, bid_judgement, bid_warnings, player_view

STANDARD = RuleSet.preset("standard")
NO_MATADOR = parse_hand("4s 5s 6s Qs 5h 6h Kh 2d Qd")
"""Seed 21's hand for seat 0 (the auction lesson's): four spades and a side king, no matador."""
SOLO_HAND = parse_hand("As 2s Ac Ks Qs 5s Kh 3d 4d")
ONE_MATADOR = parse_hand("As Kh Kd 3c 4c 5s 6s 2h 3d")


def test_a_solo_with_no_matador_is_a_long_shot_and_says_why() -> None:
    sound, reason = judge_bid(NO_MATADOR, STANDARD, "solo")
    assert not sound and reason.code == "solo-no-matador"
    assert reason.message.startswith("A solo with no matador is a long shot: you play the cards")
    assert "0 matadors, 4 trumps and 1 side king" in reason.message
    assert "two matadors, five trumps and a side king" in reason.message
    assert not CARD_CODE.search(reason.message)


def test_each_contract_has_its_own_bar() -> None:
    # Entrada: the tip; vuelta: the tip and two matadors; solo: two matadors, five trumps, a king.
    assert judge_bid(NO_MATADOR, STANDARD, "entrada")[0] is True
    assert judge_bid(NO_MATADOR, STANDARD, "vuelta")[1].code == "turn-up-short"
    contracts = ("entrada", "vuelta", "solo")
    assert [judge_bid(ONE_MATADOR, STANDARD, name)[0] for name in contracts] == [True, False, False]
    assert judge_bid(ONE_MATADOR, STANDARD, "solo")[1].code == "solo-short"
    assert [judge_bid(SOLO_HAND, STANDARD, name)[0] for name in contracts] == [True, True, True]
    _, reason = judge_bid(SOLO_HAND, STANDARD, "solo")
    assert reason.code == "solo" and "without an exchange" in reason.message


@pytest.mark.parametrize("rules", ["standard", "swedish"])
def test_the_lowest_contract_is_judged_as_bid_advice_judges_it(rules: str) -> None:
    ruleset = RuleSet.preset(rules)
    lowest = ruleset.ladder[0].name
    for seed in range(150):
        hand = GameState.new_deal(rules, 0, 0, seed).hands[0]
        advice, reasons = bid_advice(hand, ruleset)
        sound, reason = judge_bid(hand, ruleset, lowest)
        assert sound is advice and reason.code == reasons[0].code, seed
        assert reason.message.endswith(".") and not CARD_CODE.search(reason.message)


def test_a_contrabola_is_judged_by_its_low_cards() -> None:
    rules = RuleSet.preset("contrabola")
    name = next(c.name for c in rules.contracts if c.aim == "none")
    assert judge_bid(parse_hand("2s 3s 4c 2c 6h 5h 7d 6d Jd"), rules, name)[0] is True
    sound, reason = judge_bid(parse_hand("2s 3s 4c 2c 6h 5h 2d 6d Jd"), rules, name)
    assert not sound and "2♦ J♦ would likely take a trick" in reason.message


def test_bidding_higher_is_sound_when_some_game_it_allows_is() -> None:
    swedish = RuleSet.preset("swedish")
    assert judge_bid(SOLO_HAND, swedish, "voltereta", or_higher=True)[0] is True
    sound, reason = judge_bid(NO_MATADOR, swedish, "voltereta", or_higher=True)
    assert not sound
    assert reason.message.startswith("Bidding so means playing voltereta or more. A voltereta")


def test_the_view_warns_on_each_unsound_bid_and_names_the_reason() -> None:
    state = GameState.new_deal("standard", 2, 0, 21)
    actions = {item["action"]: item for item in player_view(state, 0)["actions"]}
    assert set(actions) == {"pass", "bid entrada", "bid vuelta", "bid solo"}
    assert "warning" not in actions["pass"] and "warning" not in actions["bid entrada"]
    assert actions["bid solo"]["warning"] == judge_bid(NO_MATADOR, STANDARD, "solo")[1].message
    assert actions["bid vuelta"]["warning"].startswith("A vuelta is a long shot")
    # Another seat's view offers no actions, so no warnings.
    assert player_view(state, 1)["actions"] == []


def test_the_bridge_sends_the_warning_with_the_deal() -> None:
    reply = json.loads(dispatch("game.new", json.dumps({"seed": 21, "dealer": 2})))
    assert reply["ok"]
    warned = [item["action"] for item in reply["result"]["view"]["actions"] if "warning" in item]
    assert warned == ["bid vuelta", "bid solo"]


def test_a_bid_with_no_better_choice_gets_no_warning() -> None:
    # Only unsound bids open (no pass, nothing sound): there is nothing better to point to.
    state = eldest_state(NO_MATADOR, "standard")
    solo = parse_action("bid solo")
    assert bid_warnings(state, [solo]) == {}
    assert set(bid_warnings(state, state.legal_actions())) == {solo, Bid("vuelta")}


@pytest.mark.slow
@pytest.mark.parametrize("rules", [*PRESETS, *VARIANTS])
def test_the_simple_bot_never_makes_a_bid_the_judgement_calls_unsound(rules: str) -> None:
    # One bidding judgement: the bot's bars are judge_bid's ("I bid higher" asks it directly).
    judged = 0
    for seed in range(200):
        state = GameState.new_deal(rules, 0, 0, seed)
        while state.phase in (*BID_PHASES, "trump", "call", "gascarille"):
            action, _ = hint(state)
            verdict = bid_judgement(state, action) if state.phase in BID_PHASES else None
            if verdict is not None:
                judged += 1
                forced = not bid_warnings(state, state.legal_actions())
                assert verdict[0] or forced, (seed, str(action), verdict[1].message)
            state.apply(action)
    assert judged > 100


def test_no_warning_names_a_card_by_its_code() -> None:
    for seed in range(60):
        state = GameState.new_deal("standard", 2, 0, seed)
        for item in player_view(state, state.current_player)["actions"]:
            warning = item.get("warning", "")
            assert not CARD_CODE.search(warning) and not re.search(r"\b1 matadors\b", warning)
