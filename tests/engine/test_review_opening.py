"""The deal review opens with the learner's bid and discard, judged (issue 23, item 5)."""

from __future__ import annotations

import json

import pytest
from test_strategy import CARD_CODE

from ombre_core.api import dispatch
from ombre_core.bots import hint
from ombre_core.game import GameState
from ombre_core.messages import CATALOGUE, LANGUAGES, label, use_language
from ombre_core.review import review_deal, review_opening
from ombre_core.strategy import judge_bid


def played_out(*learner: str, seed: int = 21, rules: str = "standard") -> GameState:
    """Seed ``seed`` (dealer 2, so seat 0 is eldest): seat 0's first actions ``learner``, then
    the simple bot's for everyone until the deal is over."""
    state = GameState.new_deal(rules, 2, 0, seed)
    for action in learner:
        state.apply(action)
    while state.phase != "over":
        state.apply(hint(state)[0])
    return state


def test_an_unsound_solo_opens_the_review_with_its_reason() -> None:
    state = played_out("bid solo")
    (note,) = review_opening(state, 0)
    solo = judge_bid(GameState.new_deal("standard", 2, 0, 21).hands[0], state.rules, "solo")[1]
    assert (note.topic, note.sound, note.code) == ("bid", False, "solo-no-matador")
    assert note.text == f"Your bid, solo: unsound. {solo.message}"


def test_a_sound_bid_and_the_ombres_discard_are_both_judged() -> None:
    state = played_out("bid entrada")
    bid, discard = review_opening(state, 0)
    assert (bid.topic, bid.sound, bid.code) == ("bid", True, "long-trumps")
    assert bid.text.startswith("Your bid, entrada: sound. With spades as trumps you hold")
    assert (discard.topic, discard.sound) == ("discard", True)
    assert discard.text.startswith("Your discard, ") and not CARD_CODE.search(discard.text)


def test_a_discarded_trump_is_an_unsound_discard() -> None:
    state = GameState.new_deal("standard", 2, 0, 21)
    for action in ("bid entrada", "pass", "pass", "trump spades"):
        state.apply(action)
    state.apply("discard 4s 5h 6h 2d")  # 4♠ is a trump
    (_, discard) = review_opening(state, 0)
    assert (discard.sound, discard.code) == (False, "discarded-trump")
    assert discard.text.startswith("Your discard, 4♠ 5♥ 6♥ 2♦: unsound. 4♠ is a trump")


def test_a_learner_who_only_passed_gets_no_opening() -> None:
    state = played_out("pass")
    assert state.ombre != 0
    assert review_opening(state, 0) == ()
    assert review_deal(state, 0).to_dict()["opening"] == []


def test_the_bridge_sends_the_opening_with_the_review() -> None:
    state = played_out("bid solo")
    reply = json.loads(dispatch("review.deal", json.dumps({"notation": state.to_notation()})))
    assert reply["ok"]
    (note,) = reply["result"]["opening"]
    assert note["topic"] == "bid" and note["sound"] is False
    assert note["text"].startswith("Your bid, solo: unsound. A solo with no matador")


@pytest.mark.parametrize("lang", [code for code in LANGUAGES if code != "en"])
def test_a_bids_verdict_is_worded_in_the_language_asked_not_the_one_at_import(lang: str) -> None:
    # Seed 2: the eldest hand bids an entrada on four or more trumps and a side stopper.
    state = played_out(seed=2)
    with use_language(lang):
        reason = hint(GameState.new_deal("standard", 2, 0, 2))[1]
        bid = review_opening(state, 0)[0]
        verdict = label("strength.long-trumps")
    english = CATALOGUE["strength.long-trumps"]
    assert bid.code == "long-trumps" and verdict != english
    assert verdict in reason and english not in reason
    assert verdict in bid.text and english not in bid.text
