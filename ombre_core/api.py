"""The JSON bridge the browser's worker calls: one pure, stateless ``dispatch`` function.

A request is a method name and a JSON object of parameters; the reply is JSON, either
``{"ok": true, "result": ...}`` or ``{"ok": false, "error": {"kind", "code", "message"}}``.

>>> import json
>>> reply = json.loads(dispatch("ranking.orders", '{"trump": "hearts"}'))
>>> [card["code"] for card in reply["result"]["suits"][0]["cards"]][:4]
['As', '7h', 'Ac', 'Ah']
>>> json.loads(dispatch("nope", "{}"))["error"]["code"]
'unknown-method'
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from . import __version__
from .cards import ALL_CARDS, Card, Suit
from .errors import NotationError, OmbreError
from .ranking import card_title, suit_order

Params = dict[str, Any]


class ApiError(OmbreError):
    """A request the bridge cannot serve: unknown method or malformed parameters."""


def _param(params: Params, name: str, kind: type) -> Any:
    if name not in params:
        raise ApiError("missing-param", f"parameter {name!r} is required")
    value = params[name]
    if kind is int and isinstance(value, bool):
        raise ApiError("bad-param", f"parameter {name!r} must be {kind.__name__}, not {value!r}")
    if not isinstance(value, kind):
        raise ApiError("bad-param", f"parameter {name!r} must be {kind.__name__}, not {value!r}")
    return value


def _suit(params: Params, name: str = "trump") -> Suit:
    value: str = _param(params, name, str)
    return Suit.parse(value)


def card_info(card: Card, trump: Suit) -> dict[str, Any]:
    """A card as the page draws it: code, names in both decks, and its title if any."""
    return {
        "code": str(card),
        "french": card.name_in("french"),
        "spanish": card.name_in("spanish"),
        "title": card_title(card, trump),
    }


def ranking_orders(trump: Suit) -> dict[str, Any]:
    """Every suit's order, highest first, trumps first then the plain suits in deck order.

    >>> [section["suit"] for section in ranking_orders(Suit.CLUBS)["suits"]]
    ['clubs', 'spades', 'hearts', 'diamonds']
    """
    suits = [trump, *(suit for suit in Suit if suit != trump)]
    return {
        "trump": str(trump),
        "suits": [
            {
                "suit": str(suit),
                "is_trump": suit == trump,
                "colour": "red" if suit.is_red else "black",
                "cards": [card_info(card, trump) for card in suit_order(suit, trump=trump)],
            }
            for suit in suits
        ],
    }


def _version(params: Params) -> Any:
    return {"ombre_core": __version__}


def _ranking_orders(params: Params) -> Any:
    return ranking_orders(_suit(params))


def _card_names(params: Params) -> Any:
    return {
        str(card): {"french": card.name_in("french"), "spanish": card.name_in("spanish")}
        for card in ALL_CARDS
    }


def _exercise_args(params: Params) -> tuple[str, int, str]:
    rules = params.get("rules", "standard")
    if not isinstance(rules, str):
        raise ApiError("bad-param", f"parameter 'rules' must be str, not {rules!r}")
    return _param(params, "kind", str), _param(params, "seed", int), rules


def _exercise_new(params: Params) -> Any:
    from . import exercises

    kind, seed, rules = _exercise_args(params)
    return exercises.generate(kind, seed, rules).to_dict()


def _exercise_check(params: Params) -> Any:
    from . import exercises

    kind, seed, rules = _exercise_args(params)
    if "answer" not in params:
        raise ApiError("missing-param", "parameter 'answer' is required")
    return exercises.check(kind, seed, rules, params["answer"]).to_dict()


def _exercise_solution(params: Params) -> Any:
    from . import exercises

    kind, seed, rules = _exercise_args(params)
    return exercises.solution(kind, seed, rules).to_dict()


METHODS: dict[str, Callable[[Params], Any]] = {
    "version": _version,
    "ranking.orders": _ranking_orders,
    "cards.names": _card_names,
    "exercise.new": _exercise_new,
    "exercise.check": _exercise_check,
    "exercise.solution": _exercise_solution,
}


def call(method: str, params: Params) -> Any:
    """Run one method on already-decoded parameters; raises :class:`OmbreError` subclasses."""
    handler = METHODS.get(method)
    if handler is None:
        raise ApiError(
            "unknown-method", f"there is no method {method!r}: choose one of {', '.join(METHODS)}"
        )
    return handler(params)


def dispatch(method: str, params_json: str) -> str:
    """Decode the parameters, run the method, and encode the reply; never raises for bad input.

    >>> dispatch("ranking.orders", '{"trump": "mauve"}')[:60]
    '{"ok": false, "error": {"kind": "NotationError", "code": "ba'
    """
    try:
        params = json.loads(params_json) if params_json else {}
        if not isinstance(params, dict):
            raise ApiError("bad-params", f"parameters must be a JSON object, not {params_json!r}")
        reply: dict[str, Any] = {"ok": True, "result": call(method, params)}
    except json.JSONDecodeError as error:
        failure = NotationError("bad-json", f"parameters are not valid JSON: {error}")
        reply = {"ok": False, "error": failure.to_dict()}
    except OmbreError as error:
        reply = {"ok": False, "error": error.to_dict()}
    return json.dumps(reply, ensure_ascii=False)
