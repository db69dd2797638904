"""Malformed requests for every bridge method, checked for the reply's shape; stdlib only.

Runs inside Pyodide (by run_engine.mjs ``--api N``) and under CPython (tests/site/
test_api_bridge.py imports it). Each request starts from a valid one and breaks it: a
parameter of the wrong type, missing or extra, a huge integer, deep nesting, unicode digits,
garbage notation, or text that is not JSON. Every reply must be ``{"ok": true, "result"}`` or
``{"ok": false, "error": {kind, code, message}}`` with a short message, and never an exception.
It ends with ``api: N passed, N failed``; the exit code is 1 on any failure.

    python tests/pyodide/api_checks.py --cases 200
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from collections.abc import Iterator, Sequence
from typing import Any

MESSAGE_LIMIT = 300
"""The longest message a reply may carry (``ombre_core.api.MAX_MESSAGE_CHARS``)."""

NOTATION_WORDS = (
    "standard", "swedish", "|", "dealer", "pot", "deal", "position", "won", "hands", "trick",
    "ombre", "leader", "entrada", "spades", "/", ";", "bid", "pass", "play", "discard", "trump",
    "0", "1", "2", "²", "³", "\u0661", "-1", "9" * 5000, "session_deals=x", "contracts=x",
    "packet_size=x", "chip_target=x", "matador_bonus_cap=x", "surrender_before_trick=x",
    "ante=" + "9" * 5000, "hand_size=x", "As", "Kh", "7d", "8h", "vole", "\x00", "\ud800",
    "tvahant", "four-seat", "contrabola", "countervole", "table_seats=4", "players=2",
)  # fmt: skip
"""Fragments of rule, state, position and action notation, glued at random into garbage."""


def valid_params() -> dict[str, dict[str, Any]]:
    """One valid request per known method; methods not listed here start from ``{}``."""
    from ombre_core.game import GameState
    from ombre_core.rules import PRESETS, VARIANTS
    from ombre_core.session import TableSession

    notation = GameState.new_deal("standard", 0, 0, 1).to_notation()
    exercise = {"kind": "trick-winner", "seed": 3, "rules": "standard"}
    # The table's sessions start from every rule set it offers in turn (a variant's seats).
    names = [*PRESETS, *VARIANTS]
    sessions = [TableSession.new(name, seed).to_dict() for seed, name in enumerate(names)]
    rating = {"rating": 1500, "rd": 200, "volatility": 0.06}
    puzzles = [{"id": name, "rating": 1400 + 100 * n, "rd": 60} for n, name in enumerate("abc")]
    return {
        "session.new": {"seed": 4, "rules": names[2 % len(names)], "seat": 0},
        "session.view": {"session": sessions[3 % len(sessions)]},
        "session.apply": {"session": sessions[2 % len(sessions)], "action": "pass"},
        "session.bot": {"session": sessions[4 % len(sessions)]},
        "session.next": {"session": sessions[1], "seed": 5, "rules": names[-1]},
        "session.link": {"link": f"7:{names[-1]}"},
        "ranking.orders": {"trump": "hearts"},
        "exercise.new": exercise,
        "exercise.check": {**exercise, "answer": "Kh"},
        "exercise.solution": exercise,
        "game.new": {"rules": "standard", "seed": 4, "dealer": 0, "pot": 0, "seat": 0},
        "game.view": {"notation": notation, "seat": 0},
        "game.apply": {"notation": notation, "action": "pass", "seat": 1},
        "game.hint": {"notation": notation},
        "game.bot": {"notation": notation, "seat": 0},
        "puzzle.views": {"notation": notation, "seat": 1, "line": ["pass"]},
        "rating.update": {"player": rating, "games": [{"rating": 1400, "rd": 30, "score": 1}]},
        "daily.deal": {"date": "2026-12-02", "rules": "swedish"},
        "daily.pick": {"puzzles": puzzles, "player": rating, "seed": 3, "previous": "b"},
        "daily.par": {"date": "2026-12-02", "rules": "standard", "notation": None},
        "daily.result": {"date": "2026-12-02", "notation": notation, "par": notation},
    }


def hostile_value(rng: random.Random, depth: int = 0) -> Any:
    """A JSON value of a wrong kind, or a right kind with a hostile content."""
    pick = rng.randrange(14)
    if pick == 0:
        return None
    if pick == 1:
        return rng.choice([True, False])
    if pick == 2:
        return rng.choice([-1, 3, 7, 2**53 + 1, -(10**25), 10 ** rng.randrange(1, 60)])
    if pick == 3:
        return rng.choice([0.5, -0.0, 1e308, 3.0])
    if pick == 4:
        return rng.choice(
            ["", " ", "²", "³", "\u0661\u0662", "\u0663", "x" * rng.randrange(1, 20000)]
        )
    if pick in (5, 6, 7):
        words = rng.choices(NOTATION_WORDS, k=rng.randrange(1, 14))
        return " ".join(words)
    if pick == 8 and depth < 3:
        return [hostile_value(rng, depth + 1) for _ in range(rng.randrange(4))]
    if pick == 9 and depth < 3:
        return {rng.choice(["a", "seed", "kind"]): hostile_value(rng, depth + 1)}
    if pick == 10:
        return rng.choice(["hearts", "trick-winner", "bid-advice", "standard", "swedish", "Kh"])
    if pick == 11:  # a state whose rules, dealer or pot is hostile
        rules = rng.choice(["standard", "swedish"]) + " " + rng.choice(NOTATION_WORDS[-22:])
        dealer, pot = rng.choice(NOTATION_WORDS[21:29]), rng.choice(NOTATION_WORDS[21:29])
        return f"{rules} | dealer {dealer} | pot {pot}" + rng.choice(["", " | deal As"])
    if pick == 12:
        return rng.randrange(-5, 200)
    return nested(rng.randrange(1, 200))  # deeper nesting is written as text: nested_text


def nested(depth: int) -> Any:
    value: Any = []
    for _ in range(depth):
        value = [value]
    return value


def nested_text(depth: int, opener: str = "[") -> str:
    closer = "]" if opener == "[" else "}"
    inner = '{"a":' if opener == "{" else "["
    return '{"p": ' + inner * depth + "0" + closer * depth + "}"


def malformed_request(
    rng: random.Random, methods: Sequence[str], valid: dict[str, dict[str, Any]]
) -> tuple[str, str]:
    """A method name and parameter text that break one valid request in one or more ways."""
    method = rng.choice(methods)
    params = dict(valid.get(method, {}))
    for _ in range(rng.randrange(1, 4)):
        how = rng.randrange(4)
        if how == 0 and params:
            params[rng.choice(sorted(params))] = hostile_value(rng)
        elif how == 1 and params:
            del params[rng.choice(sorted(params))]
        elif how == 2:
            name = rng.choice(["extra", "seed", "notation", "rules", "seat", "answer", "kind"])
            params[name] = hostile_value(rng)
    text = rng.randrange(12)
    if text == 0:
        return method, nested_text(rng.choice([65, 1001, 10000]), rng.choice("[{"))
    if text == 1:
        return method, '{"seed": ' + "9" * rng.choice([31, 4301, 5000]) + "}"
    if text == 2:
        return method, rng.choice(["{nope", "[]", "3", '"s"', "null", '{"a": NaN}', "{} {}"])
    if text == 3:
        return rng.choice(["", "nope", "game.", "x" * 5000, "version\x00"]), "{}"
    return method, json.dumps(params, ensure_ascii=rng.random() < 0.5)


def reply_problems(text: Any) -> list[str]:
    """What is wrong with a reply (empty when it keeps the protocol)."""
    if not isinstance(text, str):
        return [f"the reply is {type(text).__name__}, not JSON text"]
    try:
        reply = json.loads(text)
    except ValueError as error:
        return [f"the reply is not JSON: {error}"]
    if not isinstance(reply, dict):
        return ["the reply is not a JSON object"]
    if reply.get("ok") is True:
        return [] if set(reply) == {"ok", "result"} else [f"ok reply has keys {sorted(reply)}"]
    if reply.get("ok") is not False or set(reply) != {"ok", "error"}:
        return [f"the reply has keys {sorted(reply)} and ok {reply.get('ok')!r}"]
    error = reply["error"]
    if not isinstance(error, dict) or set(error) != {"kind", "code", "message"}:
        return [f"the error is {error!r:.200}"]
    problems = [f"error {key} is {error[key]!r:.80}" for key in error if not error[key]]
    problems += [f"error {key} is not text" for key in error if not isinstance(error[key], str)]
    if len(str(error["message"])) > MESSAGE_LIMIT:
        problems.append(f"the message has {len(error['message'])} characters")
    if "Traceback" in str(error["message"]):
        problems.append("the message shows a traceback")
    return problems


def requests(cases: int, seed: int = 0) -> Iterator[tuple[str, str]]:
    """``cases`` malformed requests, every method of ``ombre_core.api.METHODS`` in turn."""
    from ombre_core.api import METHODS

    rng = random.Random(seed)
    valid = valid_params()
    methods = sorted(METHODS)
    for index in range(cases):
        yield malformed_request(rng, [methods[index % len(methods)]], valid)


def main(argv: Sequence[str]) -> int:
    from ombre_core.api import dispatch

    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cases", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(list(argv))
    passed = failed = 0
    codes: Counter[str] = Counter()
    for method, params in requests(args.cases, args.seed):
        try:
            reply = dispatch(method, params)
            problems = reply_problems(reply)
        except BaseException as error:  # a crash is what this check exists to catch
            problems = [f"raised {type(error).__name__}"]
            reply = ""
        if problems:
            failed += 1
            print(f"FAIL api {method!r:.40} {params!r:.80}: {'; '.join(problems)}")
        else:
            passed += 1
            answer = json.loads(reply)
            codes["ok" if answer["ok"] else answer["error"]["code"]] += 1
    print("api replies: " + ", ".join(f"{code} {n}" for code, n in sorted(codes.items())))
    print(f"api: {passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    import sys

    raise SystemExit(main(sys.argv[1:]))
