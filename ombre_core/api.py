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


def _game_state(params: Params) -> Any:
    from .game import GameState

    return GameState.from_notation(_param(params, "notation", str))


def _game_seat(params: Params) -> int:
    seat = params.get("seat", 0)
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < 3:
        raise ApiError("bad-param", f"parameter 'seat' must be a seat from 0 to 2, not {seat!r}")
    return seat


def _game_reply(state: Any, seat: int, **extra: Any) -> dict[str, Any]:
    from .table import player_view

    return {"notation": state.to_notation(), "view": player_view(state, seat), **extra}


def _game_step(state: Any, action: Any, seat: int, **extra: Any) -> dict[str, Any]:
    """Apply ``action`` (an illegal one raises the engine's error) and explain it."""
    from .table import action_label, describe_step

    before = state.clone()
    label = action_label(before, action)
    state.apply(action)
    explanation = describe_step(before, action, state, viewer=seat)
    step = {"seat": before.current_player, "action": str(action), "label": label}
    return _game_reply(state, seat, step=step, explanation=explanation, **extra)


def _game_new(params: Params) -> Any:
    """``{rules?, seed, dealer?, pot?, seat?}``: antes and the seeded deal, ready to bid."""
    from .game import GameState, parse_rules

    rules = params.get("rules", "standard")
    if not isinstance(rules, str):
        raise ApiError("bad-param", f"parameter 'rules' must be str, not {rules!r}")
    dealer = params.get("dealer", 0)
    pot = params.get("pot", 0)
    for name, value in (("dealer", dealer), ("pot", pot)):
        if not isinstance(value, int) or isinstance(value, bool):
            raise ApiError("bad-param", f"parameter {name!r} must be int, not {value!r}")
    state = GameState.new_deal(parse_rules(rules), dealer, pot, _param(params, "seed", int))
    return _game_reply(state, _game_seat(params))


def _game_view(params: Params) -> Any:
    """``{notation, seat?}``: the state as that seat sees it."""
    return _game_reply(_game_state(params), _game_seat(params))


def _game_apply(params: Params) -> Any:
    """``{notation, action, seat?}``: the new state and the action explained, or the rule."""
    from .actions import parse_action

    state = _game_state(params)
    action = parse_action(_param(params, "action", str))
    return _game_step(state, action, _game_seat(params))


def _game_legal(params: Params) -> Any:
    """``{notation}``: the legal actions of the player to act, with labels (not discards)."""
    from .table import action_label

    state = _game_state(params)
    if state.phase == "exchange":
        low, high = state.discard_range()
        return {"seat": state.current_player, "actions": [], "discard_range": [low, high]}
    return {
        "seat": state.current_player,
        "actions": [
            {"action": str(action), "label": action_label(state, action)}
            for action in state.legal_actions()
        ],
        "discard_range": None,
    }


def _game_hint(params: Params) -> Any:
    """``{notation}``: the simple bot's suggestion for the player to act, and why."""
    from .bots import hint
    from .table import action_label

    state = _game_state(params)
    if not state.legal_actions() and state.phase != "exchange":
        raise ApiError("no-action", "no one is to act: the deal is over")
    action, reason = hint(state)
    return {
        "seat": state.current_player,
        "action": str(action),
        "label": action_label(state, action),
        "reason": reason,
    }


def _game_bot(params: Params) -> Any:
    """``{notation, seat?}``: the simple bot plays for the player to act (never ``seat``)."""
    from .bots import hint

    state = _game_state(params)
    seat = _game_seat(params)
    if state.current_player == seat:
        raise ApiError("your-turn", "it is your turn: the bot plays only for the others")
    if not state.legal_actions() and state.phase != "exchange":
        raise ApiError("no-action", "no one is to act: the deal is over")
    action, reason = hint(state)
    return _game_step(state, action, seat, reason=reason)


def _game_solve(params: Params) -> Any:
    """``{notation, seconds?}``: the double-dummy value of each legal action (play phase);
    ``seconds`` (default 2, at most 10) bounds the work, and what is not proven is null."""
    from .solver import solve

    seconds = params.get("seconds", 2)
    if not isinstance(seconds, int | float) or isinstance(seconds, bool) or seconds <= 0:
        raise ApiError(
            "bad-param", f"parameter 'seconds' must be a positive number, not {seconds!r}"
        )
    return solve(_game_state(params), seconds=min(float(seconds), 10.0)).to_dict()


METHODS: dict[str, Callable[[Params], Any]] = {
    "version": _version,
    "ranking.orders": _ranking_orders,
    "cards.names": _card_names,
    "exercise.new": _exercise_new,
    "exercise.check": _exercise_check,
    "exercise.solution": _exercise_solution,
    "game.new": _game_new,
    "game.view": _game_view,
    "game.apply": _game_apply,
    "game.legal": _game_legal,
    "game.hint": _game_hint,
    "game.bot": _game_bot,
    "game.solve": _game_solve,
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
