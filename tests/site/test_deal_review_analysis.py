"""site/js/deal-review-analysis.js and site/js/run-counter.js in Node: what a review's answers
say (the chart's points, the slips, how the best changed over a trick, what is left to ask) and
the cancellation counter. No DOM: these modules draw nothing."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

SITE_JS = Path(__file__).resolve().parents[2] / "site" / "js"

SACADA = {"level": 2, "words": "a sacada", "label": "sacada"}
PUESTA = {"level": 1, "words": "a puesta", "label": "puesta"}
CODILLE = {"level": 0, "words": "a codille", "label": "codille"}
# One trick: Anna (seat 1) leads, the learner (seat 0) plays 2♠ and loses the sacada, Bo follows.
REVIEW = {
    "positions": [
        {"trick_start": True, "tricks_done": 0, "action": "play Ks", "notation": "n0"},
        {"trick_start": False, "tricks_done": 0, "action": "play 2s", "notation": "n1"},
        {"trick_start": True, "tricks_done": 1, "action": None, "notation": "n2"},
    ],
    "final": PUESTA,
    "levels": [SACADA, CODILLE, PUESTA],
    "learner": 0,
    "tricks": [
        {
            "number": 1,
            "decisions": [0],
            "winner": 1,
            "cards": [
                {"seat": 1, "card": "Ks"},
                {"seat": 0, "card": "2s"},
                {"seat": 2, "card": "3s"},
            ],
        }
    ],
    "decisions": [{"position": 1, "action": "play 2s", "label": "Your 2♠"}],
}
BEST = {"value": SACADA, "complete": True, "verdict": {"code": "best"}}
SLIP = {"value": SACADA, "played": PUESTA, "complete": False, "verdict": {"code": "lost"}}

SCRIPT = """
const { createAnalysis } = await import(%(analysis)s);
const { createRunCounter } = await import(%(runs)s);
const review = %(review)s;
const indexes = (list) => list.map(({ index }) => index);
const analysis = createAnalysis(review);
const other = createAnalysis(review);
const before = indexes(analysis.pending(1.5));
analysis.record(0, 1.5, %(best)s);
analysis.record(1, 1.5, %(slip)s);
const runs = createRunCounter();
const first = runs.start();
const second = runs.start();
const states = [first(), second()];
runs.cancel();
states.push(second());
console.log(JSON.stringify({
  before,
  quick: indexes(analysis.pending(1.5)),
  patient: indexes(analysis.pending(6)),
  fresh: indexes(other.pending(1.5)),
  total: analysis.total, answered: analysis.answered(), unproven: analysis.unproven(),
  points: analysis.points(), rows: analysis.rows(), mistakes: analysis.mistakes(),
  change: analysis.changeAfter(1, (seat) => ["You", "Anna", "Bo"][seat]),
  states, count: runs.count,
}));
"""


@pytest.fixture(scope="module")
def out() -> dict[str, Any]:
    """The whole scenario, run once in Node."""
    script = SCRIPT % {
        "analysis": json.dumps((SITE_JS / "deal-review-analysis.js").as_uri()),
        "runs": json.dumps((SITE_JS / "run-counter.js").as_uri()),
        "review": json.dumps(REVIEW),
        "best": json.dumps(BEST),
        "slip": json.dumps(SLIP),
    }
    command = ["node", "--no-warnings", "--input-type=module", "-e", script]
    done = subprocess.run(command, capture_output=True, text=True, check=True, timeout=30)
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def test_each_pass_asks_only_what_is_not_yet_proven_and_a_new_review_starts_afresh(
    out: dict[str, Any],
) -> None:
    assert out["before"] == [0, 1]  # the deal's end (no action) is never asked
    assert out["quick"] == []  # both asked with the quick budget
    assert out["patient"] == [1]  # the patient pass asks again only what was not proven
    assert out["fresh"] == [0, 1]  # another review keeps nothing of this one's budgets
    assert (out["total"], out["answered"], out["unproven"]) == (2, 2, 1)


def test_the_chart_points_rows_and_slips_follow_the_answers(out: dict[str, Any]) -> None:
    assert out["points"] == [
        {"after": 0, "value": SACADA, "answered": True},
        {"after": 1, "value": PUESTA, "answered": True},  # the deal's end is the final result
    ]
    assert [row["level"] for row in out["rows"]] == [0, 1, 2]  # worst first
    assert out["mistakes"] == [{"trick": 1, "from": SACADA, "to": PUESTA}]


def test_a_drop_over_a_trick_names_the_card_that_caused_it(out: dict[str, Any]) -> None:
    assert out["change"] == {
        "drop": True,
        "text": "After this trick the best the ombre could reach fell from a sacada to a puesta,"
        " through your card.",
    }


def test_a_newer_run_or_a_cancel_makes_an_older_run_stale(out: dict[str, Any]) -> None:
    assert out["states"] == [False, True, False]
    assert out["count"] == 3


def fair_answer(layouts: int, code: str = "mistake") -> dict[str, Any]:
    """A proven answer whose fair verdict weighed ``layouts`` of the 12 asked."""
    fair = {"code": code, "story": code, "text": f"{layouts} weighed", "layouts": layouts}
    fair |= {"asked": 12, "exact": False, "mean": -5.0, "best_mean": 7.5}
    return {"value": SACADA, "played": SACADA, "complete": True, "verdict": {"code": "kept"}} | {
        "fair": fair
    }


FAIR_SCRIPT = """
const { createAnalysis } = await import(%(analysis)s);
const analysis = createAnalysis(%(review)s);
const indexes = (list) => list.map(({ index }) => index);
analysis.record(0, 1.5, %(proven)s);
analysis.record(1, 1.5, %(short)s);
const short = {
  patient: indexes(analysis.pending(6)),
  running: analysis.fairVerdict(analysis.answers[1], false),
  ended: analysis.fairVerdict(analysis.answers[1], true),
  expectations: [analysis.expectations(false), analysis.expectations(true)],
};
analysis.record(1, 6, %(whole)s);
console.log(JSON.stringify({
  short,
  after: indexes(analysis.pending(6)),
  verdict: analysis.fairVerdict(analysis.answers[1], false),
  expectations: analysis.expectations(false),
}));
"""


def test_a_fair_verdict_short_of_its_layouts_is_asked_again_and_shown_only_when_whole() -> None:
    script = FAIR_SCRIPT % {
        "analysis": json.dumps((SITE_JS / "deal-review-analysis.js").as_uri()),
        "review": json.dumps(REVIEW),
        "proven": json.dumps(BEST),
        "short": json.dumps(fair_answer(3)),
        "whole": json.dumps(fair_answer(12)),
    }
    command = ["node", "--no-warnings", "--input-type=module", "-e", script]
    done = subprocess.run(command, capture_output=True, text=True, check=True, timeout=30)
    out = json.loads(done.stdout)
    # Proven with all the cards in view, but 3 layouts of 12 weighed: the patient pass asks again.
    assert out["short"]["patient"] == [1]
    assert out["short"]["running"] is None  # not shown while a longer pass may weigh them all
    assert out["short"]["ended"] == {"code": "mistake", "story": "mistake", "text": "3 weighed"}
    assert out["short"]["expectations"] == [
        [],
        [{"trick": 1, "best": 7.5, "mine": -5.0, "mistake": True}],
    ]
    # Every layout weighed: nothing left to ask, the verdict and its expectation shown.
    assert out["after"] == []
    assert out["verdict"] == {"code": "mistake", "story": "mistake", "text": "12 weighed"}
    assert out["expectations"] == [{"trick": 1, "best": 7.5, "mine": -5.0, "mistake": True}]
