"""ombre_core.api rating.* and daily.* methods: the learner's rating and the daily deal through
the stateless JSON bridge, the same as the engine's own functions."""

from __future__ import annotations

from typing import Any

import pytest
from api_calls import call, ok

from ombre_core.daily import PuzzleEntry, daily_deal, daily_result, par_deal, par_step, pick_puzzle
from ombre_core.rating import DEFAULT_SETTINGS, Game, Rating, update
from ombre_core.session import DealLink

PAPER = {"rating": 1500, "rd": 200, "volatility": 0.06}
PAPER_GAMES = [
    {"rating": 1400, "rd": 30, "score": 1},
    {"rating": 1550, "rd": 100, "score": 0},
    {"rating": 1700, "rd": 300, "score": 0},
]
PUZZLES = [{"id": f"p{n}", "rating": 1000 + 50 * n, "rd": 70} for n in range(20)]


def test_rating_update_gives_the_papers_example() -> None:
    result = ok("rating.update", {"player": PAPER, "games": PAPER_GAMES})
    assert round(result["rating"], 2) == pytest.approx(1464.06, abs=0.01)
    assert round(result["rd"], 2) == 151.52 and round(result["volatility"], 5) == 0.06
    expected = update(Rating(1500, 200, 0.06), [Game(**game) for game in PAPER_GAMES])
    assert result == expected.to_dict()


def test_a_new_learner_starts_at_the_initial_rating_and_an_idle_period_widens_the_rd() -> None:
    assert ok("rating.initial", {}) == DEFAULT_SETTINGS.initial().to_dict()
    assert ok("rating.update", {"games": []}) == DEFAULT_SETTINGS.initial().to_dict()
    idle = ok("rating.update", {"player": PAPER, "games": []})
    assert idle["rating"] == 1500 and round(idle["rd"], 2) == 200.27


@pytest.mark.parametrize(
    ("params", "kind", "code", "words"),
    [
        ({"player": {**PAPER, "rd": -5}, "games": []}, "RatingError", "bad-rd", "rd=-5"),
        ({"player": PAPER, "games": [{"rating": 1400, "rd": 30, "score": 2}]},
         "ApiError", "bad-param", "games[0].score"),
        ({"player": PAPER, "games": [{"rating": 1e308, "rd": 30, "score": 1}]},
         "RatingError", "bad-rating", "rating=1e+308"),
        ({"player": {**PAPER, "volatility": 5}, "games": []},
         "RatingError", "bad-volatility", "volatility=5"),
        ({"player": PAPER}, "ApiError", "missing-param", "'games' is required"),
    ],
)  # fmt: skip
def test_a_bad_rating_is_an_error_as_data(
    params: dict[str, Any], kind: str, code: str, words: str
) -> None:
    reply = call("rating.update", params)
    assert reply["ok"] is False
    error = reply["error"]
    assert (error["kind"], error["code"]) == (kind, code) and words in error["message"]


@pytest.mark.parametrize("rules", ["standard", "swedish"])
def test_daily_deal_is_the_engines_and_starts_at_the_table(rules: str) -> None:
    result = ok("daily.deal", {"date": "2026-12-02", "rules": rules})
    assert result == daily_deal("2026-12-02", rules).to_dict()
    assert ok("daily.deal", {"date": "2026-12-02", "rules": rules}) == result
    assert ok("daily.deal", {"date": "2026-12-03", "rules": rules})["seed"] != result["seed"]
    session = ok("session.new", {"link": result["link"]})
    assert session["notation"] == result["notation"]
    assert DealLink.parse(result["link"]).rules == rules


def test_daily_deal_defaults_to_the_standard_preset() -> None:
    assert ok("daily.deal", {"date": "2026-12-02"}) == daily_deal("2026-12-02").to_dict()


@pytest.mark.parametrize(
    ("params", "code", "words"),
    [
        ({"date": "2026-02-30"}, "bad-date", "'2026-02-30' is not a calendar day"),
        ({"date": "yesterday"}, "bad-date", "'yesterday' is not a day: write it YYYY-MM-DD"),
        ({"date": "2026-12-02", "rules": "quadrille"}, "bad-param", "parameter 'rules'"),
        ({}, "missing-param", "'date' is required"),
    ],
)
def test_a_bad_day_is_an_error_as_data(params: dict[str, Any], code: str, words: str) -> None:
    reply = call("daily.deal", params)
    assert reply["ok"] is False
    assert reply["error"]["code"] == code and words in reply["error"]["message"]


def test_daily_pick_is_the_engines_never_the_previous_and_says_the_expected_score() -> None:
    player = {"rating": 1500, "rd": 80, "volatility": 0.06}
    entries = [PuzzleEntry(p["id"], p["rating"], p["rd"]) for p in PUZZLES]
    for seed in range(30):
        params = {"puzzles": PUZZLES, "player": player, "seed": seed, "previous": "p10"}
        result = ok("daily.pick", params)
        picked = pick_puzzle(entries, Rating(1500, 80, 0.06), seed, "p10")
        assert result["id"] == picked.id != "p10"
        assert 0.3 < result["expected"] < 0.7


@pytest.mark.parametrize(
    ("params", "code", "words"),
    [
        ({"puzzles": [], "seed": 1}, "no-puzzle", "there is no puzzle to pick from"),
        ({"puzzles": PUZZLES[:1], "seed": 1, "previous": "p0"}, "no-puzzle", "just played"),
        ({"puzzles": PUZZLES[:2] * 2, "seed": 1}, "bad-puzzle", "come more than once"),
        ({"puzzles": [{"id": "x", "rating": -4, "rd": 60}], "seed": 1},
         "bad-puzzle", "puzzle 'x' has rating -4"),
        ({"puzzles": PUZZLES, "seed": -1}, "bad-param", "parameter 'seed'"),
    ],
)  # fmt: skip
def test_nothing_to_pick_is_an_error_as_data(params: dict[str, Any], code: str, words: str) -> None:
    reply = call("daily.pick", params)
    assert reply["ok"] is False
    assert reply["error"]["code"] == code and words in reply["error"]["message"]


def test_daily_deal_with_today_refuses_a_day_to_come_or_before_the_first() -> None:
    today = {"date": "2026-12-02", "today": "2026-12-02"}
    assert ok("daily.deal", today) == daily_deal("2026-12-02").to_dict()
    for day, code in (("2026-12-03", "future-day"), ("2026-11-30", "early-day")):
        reply = call("daily.deal", {**today, "date": day})
        assert reply["ok"] is False and reply["error"]["code"] == code


@pytest.mark.turn(0)
def test_daily_par_steps_are_the_engines_and_end_in_the_par() -> None:
    step = ok("daily.par", {"date": "2026-12-02"})
    assert step == par_step("2026-12-02").to_dict() and not step["done"]
    while not step["done"]:
        step = ok("daily.par", {"date": "2026-12-02", "notation": step["notation"]})
    par = par_deal("2026-12-02")
    assert step == par.to_dict() and step["chips"] == par.chips
    result = ok(
        "daily.result", {"date": "2026-12-02", "notation": par.notation, "par": par.notation}
    )
    assert result == daily_result("2026-12-02", "standard", par.notation, par.notation).to_dict()
    assert result["chips"] == result["par"] and not result["hinted"]


@pytest.mark.parametrize(
    ("method", "params", "code", "words"),
    [
        ("daily.par", {"date": "2026-12-02", "notation": "standard | dealer 0 | pot 0"},
         "not-the-deal", "is not 2026-12-02's standard deal"),
        ("daily.par", {"date": "2026-12-02", "rules": "tvahant"}, "bad-param", "'rules'"),
        ("daily.result", {"date": "2026-12-02", "notation": "x"}, "missing-param", "'par'"),
        ("daily.result", {"date": "2026-12-02", "notation": daily_deal("2026-12-02").notation,
         "par": daily_deal("2026-12-02").notation}, "not-over", "your deal is not over yet"),
    ],
)  # fmt: skip
def test_a_bad_par_or_result_request_is_an_error_as_data(
    method: str, params: dict[str, Any], code: str, words: str
) -> None:
    reply = call(method, params)
    assert reply["ok"] is False
    assert reply["error"]["code"] == code and words in reply["error"]["message"]
