"""The table's message catalogue: the view carries codes and seats, the text comes from the
catalogue, and the learner's seat is spoken to by seat index, never by comparing names."""

from __future__ import annotations

import re

import pytest

from ombre_core.bots import hint
from ombre_core.game import GameState, parse_rules
from ombre_core.messages import CATALOGUE, Message, render
from ombre_core.table import SEAT_NAMES, player_view


def played(rules: str, seed: int, dealer: int) -> GameState:
    state = GameState.new_deal(parse_rules(rules), dealer, 0, seed)
    while not state.is_terminal():
        state.apply(hint(state)[0])
    return state


def test_every_logged_step_is_catalogue_codes_rendered_for_the_viewer() -> None:
    used: set[str] = set()
    for rules in ("standard", "swedish", "standard forced_spadille=true"):
        for seed in range(12):
            view = player_view(played(rules, seed, seed % 3), 0)
            assert all("name" not in seat for seat in view["seats"])
            for entry in view["log"]:
                messages = [
                    Message(m["code"], m["seat"], m["params"], m["seats"])
                    for m in entry["messages"]
                ]
                assert entry["text"] == " ".join(render(m, SEAT_NAMES, 0) for m in messages)
                used.update(message.code for message in messages)
    assert used <= set(CATALOGUE) and len(used) > 15
    for code in CATALOGUE:
        if code.endswith("/you"):
            assert code.removesuffix("/you") in CATALOGUE


def test_the_viewer_is_you_and_the_others_are_named() -> None:
    about_anna, about_you = (
        Message("step.play", 1, {"card": "A♠"}),
        Message("step.play", 0, {"card": "A♠"}),
    )
    assert render(about_anna, SEAT_NAMES, you=0) == "Anna plays A♠."
    assert render(about_you, SEAT_NAMES, you=0) == "You play A♠."
    assert render(about_you, ("Cecilia", "Anna", "Bo"), you=None) == "Cecilia plays A♠."


def test_forced_spadille_speaks_to_the_learner_in_the_second_person() -> None:
    for seed in range(200):
        state = GameState.new_deal(parse_rules("standard forced_spadille=true"), 2, 0, seed)
        while state.phase == "auction":
            state.apply("pass")
        if state.forced_spadille and state.ombre == 0:
            break
    else:
        pytest.fail("no deal where everyone passes and the learner holds Spadille")
    text = " ".join(entry["text"] for entry in player_view(state, 0)["log"])
    assert "you hold Spadille, so you must play an entrada" in text
    assert not re.search(r"You, who holds", text)


def test_a_seat_named_inside_a_sentence_is_you_in_lower_case_for_the_learner() -> None:
    def deal_text(dealer: int) -> str:
        state = GameState.new_deal(parse_rules("standard"), dealer, 0, 3)
        return str(player_view(state, 0)["log"][0]["text"])

    assert "starting with you, eldest hand;" in deal_text(2)
    assert "starting with Anna, eldest hand;" in deal_text(0)
