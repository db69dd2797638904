"""ombre_core.api session.* methods at Quadrille and Quintille: the learner's call chosen from
the engine's legal calls, the partner hidden from the learner's view until the called king is
played, the status telling the table there is no talon, and a whole deal settled at four and
five players."""

from __future__ import annotations

from typing import Any

import pytest
from api_calls import ok


def step(reply: dict[str, Any]) -> dict[str, Any]:
    """One decision: the learner takes the hint, or a bot acts."""
    if reply["view"]["to_act"]:
        hint = ok("game.hint", {"notation": reply["notation"]})
        return ok("session.apply", {"session": reply["session"], "action": hint["action"]})
    return ok("session.bot", {"session": reply["session"]})


def test_you_call_a_king_and_learn_the_partner_when_it_is_played() -> None:
    # Seed 1: you ask leave, name spades and call the king of diamonds, which Anna holds.
    reply = ok("session.new", {"link": "1:quadrille"})
    assert reply["status"]["talon"] == 0 and len(reply["view"]["hand"]) == 10
    assert "with no talon" in reply["view"]["log"][0]["text"]
    while reply["view"]["phase"] != "call":
        reply = step(reply)
    view = reply["view"]
    assert view["to_act"] and view["ombre"] == 0 and view["trump"] == "spades"
    assert view["actions"] == [
        {"action": "call Kh", "label": "Call K♥, your own: you play alone and must win 6 tricks"},
        {"action": "call Kd", "label": "Call K♦"},
        {"action": "call Kc", "label": "Call K♣, your own: you play alone and must win 6 tricks"},
    ]
    reply = ok("session.apply", {"session": reply["session"], "action": "call Kd"})
    assert reply["view"]["called"] == "Kd"
    # Any of the three may hold the king: none is shown as a defender until it is played.
    assert [seat["role"] for seat in reply["view"]["seats"]] == ["ombre", None, None, None]
    while not reply["view"]["trick"] or reply["view"]["trick"][-1]["card"] != "Kd":
        reply = step(reply)
    assert reply["view"]["seats"][1]["role"] == "partner"
    assert "so Anna is the ombre's partner" in reply["view"]["log"][-1]["text"]


@pytest.mark.parametrize(("link", "players"), [("1:quadrille", 4), ("2:quintille", 5)])
def test_a_whole_deal_is_settled_for_every_seat(link: str, players: int) -> None:
    reply = ok("session.new", {"link": link})
    for _ in range(200):
        if reply["status"]["deal_over"]:
            break
        reply = step(reply)
    status, view = reply["status"], reply["view"]
    assert status["deal_over"] and len(status["tally"]) == players
    assert status["tally"] == view["result"]["chip_changes"]
    assert sum(status["tally"]) + status["pot"] == 0  # chips only move: antes, pot, payments
    assert view["result"]["result"] == "sacada"
    assert [seat["role"] for seat in view["seats"]].count("partner") == 1
