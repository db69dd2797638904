"""The JSON bridge as the worker calls it (``ombre_core.api.dispatch``), for the API tests."""

from __future__ import annotations

import json
from typing import Any

from ombre_core.api import dispatch


def call(method: str, params: Any) -> dict[str, Any]:
    """The whole reply: ``{"ok": true, "result": ...}`` or ``{"ok": false, "error": ...}``."""
    reply: dict[str, Any] = json.loads(dispatch(method, json.dumps(params)))
    return reply


def ok(method: str, params: Any) -> dict[str, Any]:
    """The result of a call that must succeed."""
    reply = call(method, params)
    assert reply["ok"] is True, reply
    result: dict[str, Any] = reply["result"]
    return result


def play_deal(reply: dict[str, Any]) -> dict[str, Any]:
    """The learner takes every hint, the bots play, until the deal is over."""
    for _ in range(200):
        if reply["status"]["deal_over"]:
            return reply
        session = reply["session"]
        if reply["view"]["to_act"]:
            hint = ok("game.hint", {"notation": reply["notation"]})
            reply = ok("session.apply", {"session": session, "action": hint["action"]})
        else:
            reply = ok("session.bot", {"session": session})
    raise AssertionError("the deal did not end")
