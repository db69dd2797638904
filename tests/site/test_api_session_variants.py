"""ombre_core.api session.* methods over every rule set free play offers: a table of two, four
at the table (the seat opposite the dealer sits out, the tally and rotation cover all four), the
contrabola presets; the rules chosen by name, an unknown name refused."""

from __future__ import annotations

from typing import Any

import pytest
from api_calls import call, ok, play_deal

from ombre_core.rules import VARIANTS, RuleSet
from ombre_core.session import DealLink, SavedGameError, TableSession, rules_choices, table_rules


@pytest.mark.parametrize("rules", table_rules())
def test_every_rule_set_plays_a_whole_deal_and_counts_every_seat(rules: str) -> None:
    seats = RuleSet.preset(rules).table_seats
    reply = ok("session.new", {"seed": 5, "rules": rules})
    status = reply["status"]
    assert status["tally"] == [0] * seats and len(status["table"]) == seats
    assert [seat["name"] for seat in status["table"]][:2] == ["You", "Anna"]
    assert status["dealer"] == seats - 1  # the learner plays first
    over = play_deal(reply)
    tally = over["status"]["tally"]
    assert len(tally) == seats and sum(tally) + over["status"]["pot"] == 0
    again = ok("session.view", {"session": over["session"]})
    assert again["status"] == over["status"]
    following = ok("session.next", {"session": over["session"], "seed": 6})
    assert following["status"]["dealer"] == 0 and following["status"]["deal"] == 2


def test_every_variant_is_offered_in_words() -> None:
    choices = ok("session.rules", {})["choices"]
    assert [choice["rules"] for choice in choices] == ["standard", "swedish", *VARIANTS]
    for choice in choices:
        assert choice["label"] and choice["label"] != choice["rules"], choice
        assert choice["seats"] == RuleSet.preset(choice["rules"]).table_seats
    assert choices == rules_choices()


def test_an_unknown_rule_set_is_refused_by_name() -> None:
    reply = call("session.new", {"seed": 1, "rules": "bridge"})
    assert reply["error"]["code"] == "bad-param"
    assert "'bridge'" in reply["error"]["message"] and "tvahant" in reply["error"]["message"]
    with pytest.raises(SavedGameError, match="'bridge' is not a rule set the table offers"):
        DealLink.parse("3:bridge")


def play_until(reply: dict[str, Any], deals: int) -> list[dict[str, Any]]:
    """Play whole deals (the learner takes hints), returning each deal's first reply."""
    firsts = [reply]
    for number in range(deals - 1):
        over = play_deal(reply)
        reply = ok("session.next", {"session": over["session"], "seed": 40 + number})
        firsts.append(reply)
    return firsts


def test_four_at_the_table_rotates_over_four_seats_and_the_seat_opposite_sits_out() -> None:
    firsts = play_until(ok("session.new", {"seed": 11, "rules": "four-seat"}), 5)
    dealers = [reply["status"]["dealer"] for reply in firsts]
    assert dealers == [3, 0, 1, 2, 3]
    for reply, dealer in zip(firsts, dealers, strict=True):
        plays = [seat["plays"] for seat in reply["status"]["table"]]
        sitter = (dealer + 2) % 4
        assert plays[sitter] is None and sorted(p for p in plays if p is not None) == [0, 1, 2]
        names = [seat["name"] for seat in reply["status"]["table"] if seat["plays"] is not None]
        assert reply["view"]["names"] == names
    # deal 4: dealer 2, so the learner (seat 0) sits out and watches without a hand
    watching = firsts[3]
    assert watching["view"]["seat"] is None and watching["view"]["hand"] == []
    assert not watching["view"]["to_act"]
    assert "You" not in watching["view"]["names"]
    over = play_deal(watching)
    tally_before = firsts[3]["status"]["tally"]
    assert over["status"]["tally"][0] == tally_before[0]  # the course's reading: nothing
    assert call("session.undo", {"session": over["session"]})["error"]["code"] == (
        "nothing-to-undo"
    )


def test_a_four_seat_record_is_checked_against_the_four_seat_rotation() -> None:
    session = TableSession.new("four-seat", seed=3)
    record = session.to_dict()
    assert TableSession.from_dict(record) == session
    with pytest.raises(SavedGameError, match="the tally must be 4 whole numbers"):
        TableSession.from_dict({**record, "tally": [0, 0, 0]})
    with pytest.raises(SavedGameError, match="deal 2 is dealt by seat 0"):
        TableSession.from_dict({**record, "deals": 2})


def test_the_sitters_ante_reading_keeps_the_tally_and_pot_whole() -> None:
    rules = RuleSet.preset("four-seat").replace(sitter_share="ante", ante_style="each")
    session = TableSession.new(rules, seed=8)
    sitter = [seat for seat in range(4) if session.deal_seat(seat) is None]
    assert [session.tally[seat] for seat in sitter] == [-rules.ante]
    assert sum(session.tally) + session.state.pot_carried == 0
    while not session.state.is_terminal():
        session = session.apply("pass")
    assert sum(session.tally) + session.state.pot == 0


def test_two_players_say_the_other_player_not_the_other_two() -> None:
    reply = ok("session.new", {"seed": 5, "rules": "tvahant"})
    over = play_deal(reply)
    text = " ".join(entry["text"] for entry in over["view"]["log"])
    assert "the other two" not in text and "both defenders" not in text
    assert "eight cards each" in reply["view"]["log"][0]["text"]
    assert len(over["view"]["names"]) == 2


def test_changing_to_rules_with_another_number_of_seats_starts_a_new_session() -> None:
    over = play_deal(ok("session.new", {"seed": 2, "rules": "standard"}))
    reply = ok("session.next", {"session": over["session"], "seed": 3, "rules": "tvahant"})
    assert reply["status"]["deal"] == 1 and reply["status"]["tally"] == [0, 0]
    same = ok("session.next", {"session": over["session"], "seed": 3, "rules": "contrabola"})
    assert same["status"]["deal"] == 2 and same["status"]["tally"] == over["status"]["tally"]


@pytest.mark.parametrize("rules", ["tvahant", "four-seat", "countervole"])
def test_a_shared_deal_link_of_a_variant_deals_the_same_cards(rules: str) -> None:
    first = ok("session.new", {"seed": 77, "rules": rules})
    link = first["status"]["link"]
    assert link == f"77:{rules}"
    again = ok("session.new", {"link": link})
    assert again["notation"] == first["notation"]


def test_a_seat_the_deal_does_not_have_is_refused_by_name() -> None:
    notation = ok("session.new", {"seed": 5, "rules": "tvahant"})["notation"]
    reply = call("game.view", {"notation": notation, "seat": 2})
    assert reply["error"]["code"] == "bad-param"
    assert "a seat of this deal (0 to 1)" in reply["error"]["message"]
    assert ok("game.view", {"notation": notation, "seat": 1})["view"]["seat"] == 1
    table = ok("session.new", {"seed": 5, "rules": "four-seat"})["session"]
    assert call("session.view", {"session": table, "seat": 4})["error"]["code"] == "bad-param"
    assert ok("session.view", {"session": table, "seat": 3})["view"]["seat"] == 2
