"""ombre_core.api session.* methods: the table's run of deals, with every session rule (count,
end, next dealer) and the check of a saved game in the engine."""

from __future__ import annotations

from typing import Any

import pytest
from api_calls import call, ok, play_deal

from ombre_core.bots import hint
from ombre_core.game import GameState
from ombre_core.rules import RuleSet
from ombre_core.session import TableSession


def record(notation: str, tally: list[int], deals: int = 1, counted: bool = False) -> Any:
    return {"v": 1, "notation": notation, "tally": tally, "deals": deals, "counted": counted}


def thrown_in(dealer: int) -> GameState:
    state = GameState.new_deal("standard", dealer, 0, 9)
    for _ in range(3):
        state.apply("pass")  # seed 9: everyone passes
    assert state.thrown_in
    return state


def test_a_session_counts_each_deal_rotates_the_dealer_and_carries_the_pot() -> None:
    reply = ok("session.new", {"seed": 2, "rules": "standard"})
    assert reply["status"]["deal"] == 1 and reply["status"]["tally"] == [0, 0, 0]
    assert reply["view"]["dealer"] == 2 and reply["status"]["next_dealer"] == 0
    over = play_deal(reply)
    final = GameState.from_notation(over["notation"])
    assert over["status"]["tally"] == list(final.chip_changes())
    assert over["session"]["counted"] is True
    # A reload: the record is read back as it was.
    assert ok("session.view", {"session": over["session"]})["status"] == over["status"]
    following = ok("session.next", {"session": over["session"], "seed": 5})
    second = GameState.from_notation(following["notation"])
    assert (second.dealer, second.pot_carried) == (0, final.pot)
    assert following["status"]["deal"] == 2 and following["status"]["tally"] == list(
        final.chip_changes()
    )
    refused = call("session.next", {"session": following["session"], "seed": 6})
    assert refused["error"]["code"] == "deal-not-over"


def test_the_session_ends_after_its_deals_and_the_next_deal_starts_a_new_one() -> None:
    saved = record(thrown_in(1).to_notation(), [7, -3, -19], deals=12, counted=True)
    status = ok("session.view", {"session": saved})["status"]
    assert status["over"] is True and status["leaders"] == [0]
    fresh = ok("session.next", {"session": saved, "seed": 3, "rules": "swedish"})
    assert fresh["status"]["deal"] == 1 and fresh["status"]["tally"] == [0, 0, 0]
    assert fresh["notation"].startswith("swedish | dealer 2 | pot 0 |")


def test_a_chip_target_ends_the_session_before_its_deals() -> None:
    # The table's old JavaScript counted deals only; the engine honours chip_target.
    rules = RuleSet.preset("standard").replace(chip_target=5)
    for seed in range(1, 40):
        session = TableSession(GameState.new_deal(rules, 2, 0, seed), 1, (0, 0, 0), False)
        while not session.state.is_terminal():
            session = session.apply(hint(session.state)[0])
        if max(session.tally) >= 5:
            break
    else:
        pytest.fail("no deal won 5 chips")
    assert session.finished == 1 < rules.session_deals
    assert session.is_over() and session.status()["over"]


def test_undo_takes_back_the_learners_last_decision_and_the_bots_replies() -> None:
    reply = ok("session.new", {"seed": 9})
    for _ in range(3):
        method = "session.apply" if reply["view"]["to_act"] else "session.bot"
        reply = ok(method, {"session": reply["session"], "action": "pass"})
    assert reply["status"]["deal_over"] and reply["status"]["tally"] == [-5, -5, -5]
    back = ok("session.undo", {"session": reply["session"]})
    assert back["status"]["tally"] == [0, 0, 0] and back["view"]["to_act"]
    assert len(GameState.from_notation(back["notation"]).history) == 1
    nothing = call("session.undo", {"session": back["session"]})
    assert nothing["error"]["code"] == "nothing-to-undo"


DEALT = GameState.new_deal("standard", 2, 0, 2).to_notation()


@pytest.mark.parametrize(
    ("saved", "code"),
    [
        ("nonsense", "bad-record"),
        ({"v": 1}, "bad-record"),
        (record("nonsense", [0, 0, 0]), "bad-notation"),
        (record("standard | dealer 2 | pot 0", [0, 0, 0]), "never-dealt"),
        (record(DEALT, [0, 0, 0], deals=-1), "bad-deals"),
        (record(DEALT, [0, 0, 0], deals=13), "bad-deals"),
        (record(DEALT, [0, 0, 0], deals=2), "bad-dealer"),
        (record(DEALT, [0, 0, 0], counted=True), "bad-counted"),
        (record(thrown_in(2).to_notation(), [-5, -5, -5], counted=False), "bad-counted"),
        (record(DEALT, [10**9, 0, -(10**9)]), "bad-tally"),
        (record(DEALT, [5, 0, 0]), "bad-tally"),
        (record(DEALT, [0, 0]), "bad-tally"),
        (record(DEALT, [True, 0, 0]), "bad-tally"),
        (record(DEALT.replace("standard", "standard ante=1", 1), [0, 0, 0]), "bad-rules"),
        (record(DEALT.replace("standard", "standard session_deals=2", 1), [0, 0, 0]), "bad-rules"),
        ({**record(DEALT, [0, 0, 0]), "v": 2}, "bad-version"),
        ({**record(DEALT, [0, 0, 0]), "seed": 3}, "bad-seed"),
        ({**record(DEALT, [0, 0, 0]), "seed": -1}, "bad-seed"),
        ({**record(DEALT, [0, 0, 0]), "first": 0}, "bad-dealer"),
        ({**record(DEALT, [0, 0, 0]), "extra": 0}, "bad-record"),
        ({**record(DEALT, [0, 0, 0]), "one": "yes"}, "bad-one"),
    ],
)
def test_a_saved_game_the_table_cannot_have_written_is_refused(saved: Any, code: str) -> None:
    reply = call("session.view", {"session": saved})
    assert reply["ok"] is False and reply["error"]["kind"] == "SavedGameError", reply
    assert reply["error"]["code"] == code, reply
    assert len(reply["error"]["message"]) < 200


@pytest.mark.parametrize(
    ("method", "params", "code"),
    [
        ("session.new", {"seed": "x"}, "bad-param"),
        ("session.new", {"seed": 1, "rules": "standard ante=1"}, "bad-param"),
        ("session.new", {"seed": 1, "rules": None}, "bad-param"),
        ("session.view", {}, "missing-param"),
        ("session.new", {"link": "1:standard:3"}, "bad-link"),
        ("session.new", {"link": "²"}, "bad-link"),
        ("session.link", {"link": "1:standard ante=1"}, "bad-link"),
        ("session.link", {"link": "99999999999"}, "bad-link"),
        ("session.new", {"seed": 2**40}, "bad-param"),
        ("session.apply", {"session": record(DEALT, [0, 0, 0]), "action": "fly"}, "bad-action"),
        ("session.bot", {"session": record(DEALT, [0, 0, 0])}, "your-turn"),
    ],
)
def test_bad_session_requests_are_error_replies(method: str, params: Any, code: str) -> None:
    reply = call(method, params)
    assert reply["ok"] is False and reply["error"]["code"] == code, reply


def test_a_shared_deal_is_the_same_cards_and_its_record_keeps_the_seed() -> None:
    assert ok("session.link", {"link": "77:swedish:0"})["link"] == "77:swedish:0"
    assert ok("session.link", {"link": "77:standard"})["link"] == "77"
    shared = ok("session.new", {"link": "77:swedish:0"})
    assert shared["notation"] == GameState.new_deal("swedish", 0, 0, 77).to_notation()
    assert shared["session"]["seed"] == 77 and shared["session"]["first"] == 0
    status = shared["status"]
    assert (status["seed"], status["link"], status["dealer"]) == (77, "77:swedish:0", 0)
    assert ok("session.view", {"session": shared["session"]})["status"] == status


def test_the_view_lists_every_finished_trick_with_its_winner_and_reason() -> None:
    over = play_deal(ok("session.new", {"seed": 2}))
    tricks = over["view"]["tricks"]
    final = GameState.from_notation(over["notation"])
    assert [trick["winner"] for trick in tricks] == [record.winner for record in final.tricks]
    assert len(tricks) == 9 and all(trick["why"] for trick in tricks)
    assert [len(trick["cards"]) for trick in tricks] == [3] * 9


def test_a_one_deal_table_says_a_thrown_in_pot_carries_to_no_next_deal() -> None:
    """The daily deal's table: when everyone passes, its words promise no next deal."""
    words = {}
    for one_deal in (False, True):
        reply = ok("session.new", {"link": "9", "one_deal": one_deal})
        for _ in range(3):
            reply = ok("session.apply", {"session": reply["session"], "action": "pass"})
        view = reply["view"]
        assert view["result"]["thrown_in"] is True
        words[one_deal] = (
            reply["explanation"],
            view["log"][-1]["text"],
            view["result"]["lines"][0]["message"],
        )
    assert all("stays for the next deal" in text for text in words[False])
    explanation, log, line = words[True]
    assert explanation.endswith(
        "Everyone passed: nobody plays this deal; the pot of 15 would carry to the next one."
    )
    assert log == explanation
    assert line == (
        "everyone passed, so nobody plays this deal; the pot of 15 would carry to the next one"
    )
    # The record keeps the table's one deal: a reload says the same, and there is no next deal.
    assert reply["session"]["one"] is True and reply["status"]["one_deal"] is True
    again = ok("session.view", {"session": reply["session"]})
    assert again["view"]["result"]["lines"][0]["message"] == line
    refused = call("session.next", {"session": reply["session"], "seed": 4})
    assert refused["error"]["code"] == "one-deal"
