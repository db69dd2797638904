"""ombre_core.api game.* methods: a whole deal through the stateless JSON bridge."""

from __future__ import annotations

import json
from typing import Any

import pytest
from api_calls import call, ok

from ombre_core.bots import hint
from ombre_core.cards import parse_cards
from ombre_core.game import GameState, parse_rules


def play_out(rules: str, seed: int, dealer: int) -> tuple[dict[str, Any], list[str]]:
    """Play a deal through the bridge: the learner takes every hint, the bots play."""
    reply = ok("game.new", {"rules": rules, "seed": seed, "dealer": dealer})
    actions: list[str] = []
    for _ in range(200):
        view = reply["view"]
        if view["phase"] == "over":
            return reply, actions
        if view["to_act"]:
            suggestion = ok("game.hint", {"notation": reply["notation"]})
            reply = ok(
                "game.apply", {"notation": reply["notation"], "action": suggestion["action"]}
            )
        else:
            reply = ok("game.bot", {"notation": reply["notation"]})
        actions.append(reply["step"]["action"])
        assert reply["explanation"]
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize(("rules", "seed", "dealer"), [("standard", 7, 0), ("swedish", 3, 2)])
def test_a_whole_deal_matches_the_engine_replaying_the_same_actions(
    rules: str, seed: int, dealer: int
) -> None:
    reply, actions = play_out(rules, seed, dealer)
    engine = GameState.new_deal(rules, dealer, 0, seed)
    for action in actions:
        engine.apply(action)
    assert engine.to_notation() == reply["notation"]
    result = reply["view"]["result"]
    assert result["chip_changes"] == list(engine.chip_changes())
    assert result["pot_after"] == engine.pot
    assert len(reply["view"]["log"]) == len(actions) + 1  # the deal, then every action


def test_new_deal_shows_only_the_learners_cards_and_the_antes_of_each_preset() -> None:
    standard = ok("game.new", {"rules": "standard", "seed": 7, "dealer": 2})["view"]
    state = GameState.new_deal("standard", 2, 0, 7)
    assert sorted(standard["hand"]) == sorted(str(c) for c in parse_cards(state.view()["hands"][0]))
    assert [seat["cards"] for seat in standard["seats"]] == [9, 9, 9]
    assert standard["pot"] == 15 and standard["antes"] == [5, 5, 5]
    assert standard["eldest"] == 0 and standard["to_act"] is True
    shown = json.dumps(standard)
    for code in state.view()["hands"][1].split():
        assert f'"{code}"' not in shown, f"{code} of another hand leaked into the view"
    swedish = ok("game.new", {"rules": "swedish", "seed": 7, "dealer": 1})["view"]
    assert swedish["pot"] == 5 and swedish["antes"] == [0, 5, 0]
    assert [a["label"] for a in swedish["actions"]] == []  # seat 2 (eldest) is to speak
    assert swedish["current_player"] == 2


def test_apply_explains_a_bid_and_the_rule_on_an_illegal_card() -> None:
    start = ok("game.new", {"rules": "standard", "seed": 7, "dealer": 2})
    assert [a["action"] for a in start["view"]["actions"]] == [
        "pass",
        "bid entrada",
        "bid vuelta",
        "bid solo",
    ]
    bid = ok("game.apply", {"notation": start["notation"], "action": "bid entrada"})
    assert bid["explanation"].startswith("You bid entrada")
    assert "must bid higher (vuelta < solo)" in bid["explanation"]
    too_low = call("game.apply", {"notation": bid["notation"], "action": "bid entrada"})
    assert too_low["ok"] is False and too_low["error"]["code"] == "bid-too-low"
    # Find a play position where the learner holds a card that may not be played.
    reply = bid
    for _ in range(60):
        view = reply["view"]
        if (
            view["phase"] == "play"
            and view["to_act"]
            and len(view["legal_cards"]) < len(view["hand"])
        ):
            break
        if view["to_act"]:
            action = ok("game.hint", {"notation": reply["notation"]})["action"]
            reply = ok("game.apply", {"notation": reply["notation"], "action": action})
        else:
            reply = ok("game.bot", {"notation": reply["notation"]})
    else:
        raise AssertionError("no position with an illegal card in this deal")
    illegal = next(code for code in view["hand"] if code not in view["legal_cards"])
    wrong = call("game.apply", {"notation": reply["notation"], "action": f"play {illegal}"})
    assert wrong["ok"] is False
    state = GameState.from_notation(reply["notation"])
    assert wrong["error"]["message"] == state.explain_card(illegal).reason.message
    assert "must" in wrong["error"]["message"]


def test_all_pass_throws_in_and_the_options_let_someone_play() -> None:
    for rules, expected in [
        ("standard", "the pot of 15 stays"),
        ("standard forced_spadille=true", "forced spadille is on"),
        ("swedish gascarille=true", "gascarille is on"),
    ]:
        reply = ok("game.new", {"rules": rules, "seed": 7, "dealer": 2})
        for _ in range(3):
            if reply["view"]["phase"] != "auction":
                break
            reply = ok("game.apply", {"notation": reply["notation"], "action": "pass"})
        assert expected in reply["explanation"], (rules, reply["explanation"])
        engine = parse_rules(rules)
        assert GameState.from_notation(reply["notation"]).rules == engine


def test_vuelta_turns_up_the_top_talon_card() -> None:
    start = ok("game.new", {"rules": "standard", "seed": 7, "dealer": 2})
    state = GameState.from_notation(start["notation"])
    top = state.talon[0]
    reply = ok("game.apply", {"notation": start["notation"], "action": "bid vuelta"})
    for _ in range(2):
        reply = ok("game.bot", {"notation": reply["notation"]})
    assert reply["view"]["contract"] == "vuelta" and reply["view"]["ombre"] == 0
    assert reply["view"]["turned_up"] == str(top)
    assert f"turned up: {top.symbol()}" in reply["explanation"]
    assert reply["view"]["trump"] == str(top.suit)


def test_legal_hint_and_bot_replies() -> None:
    start = ok("game.new", {"rules": "standard", "seed": 11, "dealer": 0})
    legal = ok("game.view", {"notation": start["notation"], "seat": 1})["view"]
    assert legal["current_player"] == 1 and legal["actions"][0] == {
        "action": "pass",
        "label": "Pass",
    }
    suggestion = ok("game.hint", {"notation": start["notation"]})
    expected, reason = hint(GameState.from_notation(start["notation"]))
    assert suggestion["action"] == str(expected) and suggestion["reason"] == reason
    bot = ok("game.bot", {"notation": start["notation"]})
    assert bot["step"] == {"seat": 1, "action": str(expected), "label": suggestion["label"]}
    mine = ok("game.new", {"rules": "standard", "seed": 11, "dealer": 2})
    refused = call("game.bot", {"notation": mine["notation"]})
    assert refused["ok"] is False and refused["error"]["code"] == "your-turn"


@pytest.mark.parametrize(
    ("method", "params", "code"),
    [
        ("game.new", {"seed": "x"}, "bad-param"),
        ("game.new", {"seed": 1, "rules": "bridge"}, "unknown-preset"),
        ("game.new", {"seed": 1, "dealer": 5}, "bad-dealer"),
        ("game.view", {"notation": "nonsense"}, "bad-state"),
        ("game.view", {"notation": "standard | dealer 0 | pot 0", "seat": 7}, "bad-param"),
        ("game.apply", {"notation": "standard | dealer 0 | pot 0"}, "missing-param"),
        ("game.apply", {"notation": "standard | dealer 0 | pot 0", "action": "fly"}, "bad-action"),
    ],
)
def test_bad_requests_are_error_replies(method: str, params: Any, code: str) -> None:
    reply = call(method, params)
    assert reply["ok"] is False and reply["error"]["code"] == code, reply


def test_the_hint_says_whose_idea_it_is_and_names_its_cards_once() -> None:
    # Seed 7, dealer 0: the learner at seat 1 is the ombre and exchanges by the hint.
    reply = ok("game.new", {"rules": "standard", "seed": 7, "dealer": 0, "seat": 1})
    for _ in range(10):
        if reply["view"]["phase"] == "exchange" and reply["view"]["to_act"]:
            break
        step = "game.apply" if reply["view"]["to_act"] else "game.bot"
        action = ok("game.hint", {"notation": reply["notation"]})["action"]
        params = {"notation": reply["notation"], "seat": 1}
        reply = ok(step, {**params, "action": action} if step == "game.apply" else params)
    suggestion = ok("game.hint", {"notation": reply["notation"]})
    assert suggestion["source"] == "the simple bot's idea, not proven best play"
    assert suggestion["label"].startswith("Discard ")
    cards = suggestion["label"].removeprefix("Discard ")
    assert cards not in suggestion["reason"], suggestion


def test_a_strong_hint_gives_the_idea_then_the_card_from_the_analysis() -> None:
    from ombre_core.hints import strong_hint

    state = GameState.from_position(
        "standard",
        "position entrada hearts ombre 0 leader 0 won 4 1 1 hands As 2h 4c / 7h Kc Qd / Ac Jd 3s",
    )
    notation = state.to_notation()
    asked = {"notation": notation, "strong": True, "layouts": 6, "seed": 3, "seconds": 10}
    strong = ok("game.hint", asked)  # 10 s: all six layouts, however busy the machine
    assert strong == strong_hint(state, layouts=6, seed=3).to_dict()
    assert strong["idea"].startswith("Draw trumps: ")
    assert "layouts of the cards you cannot see" in strong["source"]
    # Without "strong", the simple bot's hint as before, with no idea.
    simple = ok("game.hint", {"notation": notation})
    assert (
        "idea" not in simple and simple["source"] == "the simple bot's idea, not proven best play"
    )
    # In the auction a strong hint is the simple bot's.
    auction = ok("game.new", {"rules": "standard", "seed": 11, "dealer": 0})["notation"]
    assert ok("game.hint", {"notation": auction, "strong": True}) == ok(
        "game.hint", {"notation": auction}
    )


@pytest.mark.parametrize(
    "params",
    [{"strong": "yes"}, {"strong": True, "layouts": 0}, {"strong": True, "seconds": 0}],
)
def test_a_hints_budget_is_checked(params: dict[str, Any]) -> None:
    notation = ok("game.new", {"rules": "standard", "seed": 11, "dealer": 0})["notation"]
    reply = call("game.hint", {"notation": notation, **params})
    assert reply["ok"] is False and reply["error"]["code"] == "bad-param", reply
