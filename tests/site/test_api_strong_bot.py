"""ombre_core.api session.bot with the bots' strength: the simple bot as Beginner (the
default), the strong bot's single-dummy play as Strong, seeded from the deal, and as Steady
the daily deal's other players, who reply as its par does."""

from __future__ import annotations

from typing import Any

import pytest
from api_calls import call, ok

from ombre_core.bots import hint
from ombre_core.daily import daily_deal, par_deal
from ombre_core.game import GameState
from ombre_core.messages import label


def reach_trick_seven() -> dict[str, Any]:
    """Session seed 6, everyone playing the simple bot's cards until six tricks are done:
    Anna leads trick 7, where the strong bot leads A♠ and the simple bot Q♣."""
    reply = ok("session.new", {"seed": 6})
    while len(GameState.from_notation(reply["notation"]).tricks) < 6 or reply["view"]["to_act"]:
        action, _ = hint(GameState.from_notation(reply["notation"]))
        method = "session.apply" if reply["view"]["to_act"] else "session.bot"
        reply = ok(method, {"session": reply["session"], "action": str(action)})
    assert reply["view"]["current_player"] == 1
    return reply


def test_the_strong_bot_plays_its_own_card_and_says_why() -> None:
    session = reach_trick_seven()["session"]
    beginner = ok("session.bot", {"session": session})
    assert beginner == ok("session.bot", {"session": session, "strength": "beginner"})
    strong = ok("session.bot", {"session": session, "strength": "strong"})
    assert beginner["step"]["action"] == "play Qc"
    assert strong["step"] == {"seat": 1, "action": "play As", "label": "Play A♠"}
    assert strong["reason"] == label("bot.strong") != beginner["reason"]
    assert strong["session"]["notation"].endswith("play As")


def test_the_strong_bot_is_seeded_from_the_deal_so_it_plays_the_same_card_again() -> None:
    session = reach_trick_seven()["session"]
    first = ok("session.bot", {"session": session, "strength": "strong"})
    again = ok("session.bot", {"session": session, "strength": "strong"})
    assert again == first


def test_the_strong_bot_bids_as_the_beginner() -> None:
    reply = ok("session.new", {"seed": 6})
    while reply["view"]["to_act"]:
        reply = ok("session.apply", {"session": reply["session"], "action": "pass"})
    assert reply["view"]["phase"] == "auction"
    strong = ok("session.bot", {"session": reply["session"], "strength": "strong"})
    assert strong == ok("session.bot", {"session": reply["session"]})


@pytest.mark.turn(1)
def test_the_steady_bots_at_the_daily_table_reply_as_in_the_par() -> None:
    """A learner who plays the par seat's cards on a fixed day meets the par's every reply."""
    day = "2026-12-02"
    deal, par = daily_deal(day), par_deal(day)
    moves = par.notation.removeprefix(f"{deal.notation}; ").split("; ")
    reply = ok("session.new", {"link": deal.link})
    assert reply["notation"] == deal.notation
    for move in moves:
        if reply["view"]["to_act"]:
            reply = ok("session.apply", {"session": reply["session"], "action": move})
        else:
            reply = ok("session.bot", {"session": reply["session"], "strength": "steady"})
        assert reply["step"]["action"] == move
    assert reply["notation"] == par.notation and reply["status"]["deal_over"]
    assert reply["status"]["tally"][0] == par.chips


def test_a_strength_the_table_does_not_offer_is_refused() -> None:
    session = reach_trick_seven()["session"]
    for strength in ("expert", "", True, 2):
        refused = call("session.bot", {"session": session, "strength": strength})
        assert refused["ok"] is False
        assert refused["error"]["code"] == "bad-param"
        assert "strength" in refused["error"]["message"]
