"""ombre_core.api: the JSON bridge the browser's worker calls."""

from __future__ import annotations

import json
from typing import Any

import pytest

from ombre_core.api import METHODS, dispatch
from ombre_core.cards import Card, Suit
from ombre_core.exercises import generate
from ombre_core.ranking import suit_order


def call(method: str, params: Any) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(dispatch(method, json.dumps(params)))
    return reply


@pytest.mark.parametrize("trump", list(Suit))
def test_ranking_orders_match_the_engine_for_every_trump(trump: Suit) -> None:
    reply = call("ranking.orders", {"trump": str(trump)})
    assert reply["ok"] is True
    sections = reply["result"]["suits"]
    assert sections[0]["suit"] == str(trump) and sections[0]["is_trump"] is True
    assert sorted(section["suit"] for section in sections) == sorted(str(s) for s in Suit)
    for section in sections:
        expected = [str(card) for card in suit_order(Suit.parse(section["suit"]), trump=trump)]
        assert [card["code"] for card in section["cards"]] == expected
    names = {card["code"]: card for section in sections for card in section["cards"]}
    assert names["As"]["title"] == "Spadille" and names["As"]["spanish"] == "As de espadas"


def test_exercise_round_trip_marks_right_and_wrong() -> None:
    params = {"kind": "trick-winner", "seed": 42, "rules": "standard"}
    question = call("exercise.new", params)["result"]
    assert "solution" not in question
    solution = generate("trick-winner", 42, "standard").solution
    right = call("exercise.check", {**params, "answer": solution})["result"]
    assert right["correct"] is True and right["message"].startswith("Right.")
    wrong_answer = next(c["id"] for c in question["choices"] if c["id"] != solution)
    wrong = call("exercise.check", {**params, "answer": wrong_answer})["result"]
    assert wrong["correct"] is False and wrong["solution"] == solution
    shown = call("exercise.solution", params)["result"]
    assert shown["solution"] == solution


@pytest.mark.parametrize(
    ("method", "params", "code"),
    [
        ("no.such.method", {}, "unknown-method"),
        ("ranking.orders", {}, "missing-param"),
        ("ranking.orders", {"trump": 3}, "bad-param"),
        ("ranking.orders", {"trump": "mauve"}, "bad-suit"),
        ("exercise.new", {"kind": "crossword", "seed": 1}, "unknown-exercise"),
        ("exercise.new", {"kind": "trick-winner", "seed": True}, "bad-param"),
        ("exercise.check", {"kind": "trick-winner", "seed": 1}, "missing-param"),
        ("exercise.new", [], "bad-params"),
    ],
)
def test_errors_come_back_as_data_with_a_stable_code(method: str, params: Any, code: str) -> None:
    reply = call(method, params)
    assert reply["ok"] is False
    assert reply["error"]["code"] == code
    assert set(reply["error"]) == {"kind", "code", "message"} and reply["error"]["message"]


def test_bad_json_is_an_error_reply_not_an_exception() -> None:
    reply = json.loads(dispatch("version", "{nope"))
    assert reply["ok"] is False and reply["error"]["code"] == "bad-json"


def test_every_method_is_listed_and_card_names_cover_the_deck() -> None:
    assert set(METHODS) >= {"version", "ranking.orders", "exercise.new", "exercise.check"}
    names = call("cards.names", {})["result"]
    assert len(names) == 40 and names[str(Card.HK)]["french"] == "King of hearts"
