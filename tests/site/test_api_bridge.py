"""ombre_core.api: the JSON bridge the browser's worker calls."""

from __future__ import annotations

import functools
import importlib.util
import json
from pathlib import Path
from types import ModuleType
from typing import Any
from unittest.mock import patch

import pytest
from api_calls import call
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ombre_core import daily
from ombre_core.api import MAX_DEPTH, MAX_MESSAGE_CHARS, METHODS, dispatch
from ombre_core.cards import Card, Suit
from ombre_core.exercises import generate
from ombre_core.protocol import PROTOCOL
from ombre_core.ranking import suit_order


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


def test_every_method_is_declared_and_card_names_cover_the_deck() -> None:
    assert set(METHODS) >= {"version", "ranking.orders", "exercise.new", "exercise.check"}
    assert set(METHODS) == set(PROTOCOL)
    suits = call("ranking.orders", {"trump": "hearts"})["result"]["suits"]
    names = {card["code"]: card for suit in suits for card in suit["cards"]}
    assert len(names) == 40 and names[str(Card.HK)]["french"] == "King of hearts"


def _load_api_checks() -> ModuleType:
    """tests/pyodide/api_checks.py, the request generator and reply check Pyodide runs too."""
    path = Path(__file__).resolve().parents[1] / "pyodide" / "api_checks.py"
    spec = importlib.util.spec_from_file_location("api_checks", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


api_checks = _load_api_checks()
VALID = api_checks.valid_params()
PARAM_NAMES = sorted({name for params in VALID.values() for name in params} | {"extra"})

json_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=10**29, max_value=10**40),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=30),
    st.sampled_from(
        ["²", "³", "\u0661\u0662", "hearts", "trick-winner", "standard", "swedish", "Kh"]
    ),
    st.lists(st.sampled_from(api_checks.NOTATION_WORDS), min_size=1, max_size=12).map(" ".join),
)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner),
    max_leaves=8,
)


@st.composite
def broken_params(draw: st.DrawFn, method: str) -> dict[str, Any]:
    """A valid request for ``method`` with parameters replaced, removed or added."""
    params = dict(VALID.get(method, {}))
    for name in draw(st.lists(st.sampled_from(PARAM_NAMES), max_size=3)):
        if name in params and draw(st.booleans()):
            del params[name]
        else:
            params[name] = draw(json_values)
    return params


def assert_keeps_the_protocol(reply: str) -> dict[str, Any]:
    assert api_checks.reply_problems(reply) == [], reply[:500]
    answer: dict[str, Any] = json.loads(reply)
    return answer


# Most daily.par examples are valid, each a par step (about 1 s): each distinct one is played once.
PAR_STEP_ONCE = functools.cache(daily.par_step)


@pytest.mark.slow
@pytest.mark.parametrize("method", sorted(METHODS))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_malformed_requests_to_every_method_get_a_reply_not_an_exception(
    method: str, data: st.DataObject
) -> None:
    params = data.draw(broken_params(method))
    with patch.object(daily, "par_step", PAR_STEP_ONCE):
        assert_keeps_the_protocol(dispatch(method, json.dumps(params)))


@settings(max_examples=150, deadline=None)
@given(method=st.sampled_from(sorted(METHODS)) | st.text(max_size=40), text=st.text())
def test_any_text_as_parameters_gets_a_reply(method: str, text: str) -> None:
    assert_keeps_the_protocol(dispatch(method, text))


@pytest.mark.parametrize("method", sorted(METHODS))
def test_the_generated_malformed_requests_pass_for_every_method(method: str) -> None:
    # The same generator runs inside Pyodide (tests/test_pyodide.py): one seeded batch here.
    with patch.object(daily, "par_step", PAR_STEP_ONCE):
        for method_name, params in api_checks.requests(40, seed=sorted(METHODS).index(method)):
            assert_keeps_the_protocol(dispatch(method_name, params))


@pytest.mark.parametrize(
    ("params", "code"),
    [
        ('{"p": ' + "[" * 1001 + "]" * 1001 + "}", "too-deep"),
        ('{"p": ' + '{"a":' * 10000 + "0" + "}" * 10000 + "}", "too-deep"),
        ('{"seed": ' + "9" * 4301 + "}", "bad-number"),
        ('{"seed": -' + "9" * 31 + "}", "bad-number"),
        ('{"seed": NaN}', "bad-json"),
        ("{" + " " * 300_000 + "}", "too-large"),
        ("[1, 2]", "bad-params"),
        ("{nope", "bad-json"),
    ],
)
def test_hostile_parameter_text_is_refused_before_parsing(params: str, code: str) -> None:
    error = assert_keeps_the_protocol(dispatch("exercise.new", params))["error"]
    assert error["code"] == code and error["kind"] in ("ApiError", "NotationError")


def test_brackets_inside_strings_do_not_count_as_nesting() -> None:
    notation = "[" * (MAX_DEPTH * 2) + '\\"{'
    reply = assert_keeps_the_protocol(dispatch("game.view", json.dumps({"notation": notation})))
    assert reply["error"]["code"] == "bad-state"


def test_an_echoed_input_is_cut_to_an_excerpt() -> None:
    for method, params in [
        ("game.view", {"notation": "x" * 100_000}),
        ("ranking.orders", {"trump": "y" * 100_000}),
        ("exercise.new", {"kind": "z" * 100_000, "seed": 1}),
        ("ranking.orders", {"trump": ["w" * 1000] * 100}),
        ("z" * 100_000, {}),
    ]:
        error = assert_keeps_the_protocol(dispatch(method, json.dumps(params)))["error"]
        assert len(error["message"]) <= MAX_MESSAGE_CHARS


def test_an_unforeseen_exception_is_an_internal_error_without_traceback(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def broken(params: dict[str, Any]) -> Any:
        return {}["missing"]

    monkeypatch.setitem(METHODS, "version", broken)
    error = assert_keeps_the_protocol(dispatch("version", "{}"))["error"]
    assert error == {
        "kind": "InternalError",
        "code": "internal-error",
        "message": "the engine failed on this request (KeyError); this is a bug in the engine, "
        "not in your request",
    }
    monkeypatch.setitem(METHODS, "version", lambda params: {"value": object()})
    assert json.loads(dispatch("version", "{}"))["error"]["code"] == "internal-error"


def test_a_reply_with_a_lone_surrogate_is_still_text_javascript_can_read() -> None:
    reply = dispatch("ranking.orders", json.dumps({"trump": "\ud800"}))
    reply.encode("utf-8")
    assert json.loads(reply)["error"]["code"] == "bad-suit"
