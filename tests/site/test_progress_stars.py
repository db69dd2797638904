"""Stages and stars (site/js/progress.js in Node, as test_progress_js.py runs it): a stage's stars
are its first-try right answers, up to three, never lost; the one rule for "done" (a star on
every stage) and "mastered" (three on every stage); the records of
drills moved to another page follow them (sitegen/progress.py ships the moves, checked)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from test_progress_js import GOOD, KEY, run

from sitegen.progress import CourseIndex, read_moved_drills, resolve_moves

PAGE = "ranking-the-cards/"
ORDER = f"{PAGE}#order-cards-1"
IDS = ["order-cards-1", "trick-winner-1"]


def entry(**fields: Any) -> dict[str, Any]:
    return {
        "attempts": 1, "correct": 1, "retried": 0, "streak": 1, "kind": "trick-winner",
        "last": "2026-01-02T03:04:05Z", **fields,
    }  # fmt: skip


def test_a_stage_earns_a_star_per_first_try_right_answer_up_to_three_and_keeps_them() -> None:
    steps: list[list[Any]] = []
    for result in ["wrong", "right", "retry", "wrong", "right", "wrong", "right", "right", "wrong"]:
        steps += [["recordAttempt", KEY, {"result": result}], ["lessonStars", PAGE, IDS]]
    out = run(steps, page=PAGE)
    counts = out["results"][1::2]
    # A miss earns none; a retry earns none; a miss after a star takes nothing away; at most three.
    assert [count["stages"][1]["stars"] for count in counts] == [0, 1, 1, 1, 2, 2, 3, 3, 3]
    assert [count["stars"] for count in counts] == [0, 1, 1, 1, 2, 2, 3, 3, 3]
    assert counts[-1]["stages"] == [
        {"id": "order-cards-1", "stars": 0},
        {"id": "trick-winner-1", "stars": 3},
    ]
    assert {count["most"] for count in counts} == {6}
    assert not any(count["done"] for count in counts)  # the other stage has no star yet


def test_a_lesson_is_done_at_a_star_on_every_stage_and_mastered_at_three_the_one_rule() -> None:
    steps: list[list[Any]] = [["recordAttempt", KEY, {"result": "right"}]]
    steps += [["lessonStars", PAGE, IDS], ["isPageDone", PAGE, IDS]]
    steps += [["recordAttempt", ORDER, {"result": result}] for result in ["wrong", "right"]]
    steps += [["lessonStars", PAGE, IDS], ["isPageDone", PAGE, IDS]]
    for key in [KEY, ORDER, KEY, ORDER]:
        steps += [["recordAttempt", key, {"result": "right"}]]
    steps += [["lessonStars", PAGE, IDS], ["isPageDone", PAGE, IDS], ["lessonStars", "tricks/", []]]
    out = run(steps, page=PAGE)
    half, half_done, one, one_done, full, full_done, empty = (
        out["results"][1:3] + out["results"][5:7] + out["results"][11:]
    )
    assert (half["stars"], half["most"], half["done"], half["mastered"], half_done) == (
        1, 6, False, False, False
    )  # fmt: skip
    # A star on every stage: done, and the stars say how far from three on each.
    assert one["stages"] == [
        {"id": "order-cards-1", "stars": 1},
        {"id": "trick-winner-1", "stars": 1},
    ]
    assert (one["stars"], one["most"], one["done"], one["mastered"], one_done) == (
        2, 6, True, False, True
    )  # fmt: skip
    assert (full["stars"], full["most"], full["done"], full["mastered"], full_done) == (
        6, 6, True, True, True
    )  # fmt: skip
    assert empty == {"stages": [], "stars": 0, "most": 0, "done": False, "mastered": False}


def test_moved_drills_take_their_records_along_merged_and_their_review() -> None:
    moved_key = "payments-and-the-pot/#payment-1"
    new_key = "the-pot/#payment-1"
    stored = {
        **GOOD,
        "exercises": {
            **GOOD["exercises"],
            moved_key: entry(attempts=3, correct=2, retried=1, streak=2, kind="payment"),
            new_key: entry(attempts=2, correct=1, streak=0, kind="payment",
                           last="2026-01-01T00:00:00Z"),  # answered earlier
        },
        "review": {"payment": {"key": moved_key, "missed": "2026-01-02"}},
    }  # fmt: skip
    out = run(
        [
            ["moveDrills", {moved_key: new_key}],
            ["allProgress"],
            ["moveDrills", {moved_key: new_key}],
        ],
        stored={"ombre.progress": json.dumps(stored)},
    )
    progress = out["results"][1]
    assert moved_key not in progress["exercises"]
    # Nothing dropped: the counts add up; the run is the later record's.
    assert progress["exercises"][new_key] == entry(
        attempts=5, correct=3, retried=1, streak=2, kind="payment"
    )
    assert progress["exercises"][KEY] == GOOD["exercises"][KEY]
    assert progress["review"]["payment"]["key"] == new_key
    assert json.loads(out["stored"]["ombre.progress"]) == progress
    assert [event["reason"] for event in out["events"]] == ["moved"]  # once: nothing left to move


def test_an_imported_file_with_an_old_key_is_moved_too() -> None:
    old = {**GOOD, "review": {}, "exercises": {"tricks/#trick-winner-1": entry()}}
    out = run(
        [
            ["moveDrills", {"tricks/#trick-winner-1": "tricks/#trick-winner-2"}],
            ["importProgress", json.dumps(old)],
            ["allProgress"],
        ],
    )
    assert out["results"][1]["ok"] is True
    assert list(out["results"][2]["exercises"]) == ["tricks/#trick-winner-2"]


def test_a_move_list_from_elsewhere_moves_nothing_outside_the_site() -> None:
    stored = {**GOOD, "review": {}}
    out = run(
        [["moveDrills", {KEY: "https://example.com/#x", "../#y": KEY}], ["allProgress"]],
        stored={"ombre.progress": json.dumps(stored)},
    )
    assert out["results"][1]["exercises"] == GOOD["exercises"]
    assert out["events"] == []


DRILLS = {"the-pot/#payment-1", "tricks/#trick-winner-1"}


def test_moves_are_followed_to_the_drill_they_are_now() -> None:
    moved = {
        "payments-and-the-pot/#payment-1": "pot/#payment-1",
        "pot/#payment-1": "the-pot/#payment-1",
    }
    assert resolve_moves(moved, DRILLS) == {
        "payments-and-the-pot/#payment-1": "the-pot/#payment-1",
        "pot/#payment-1": "the-pot/#payment-1",
    }
    assert resolve_moves({}, DRILLS) == {}


@pytest.mark.parametrize(
    ("moved", "error"),
    [
        ({"payments-and-the-pot/#payment-1": "the-pot/#payment-9"}, "names no drill"),
        ({"a/#x-1": "b/#x-1", "b/#x-1": "a/#x-1"}, "names no drill"),
        ({"tricks/#trick-winner-1": "the-pot/#payment-1"}, "still names a drill"),
    ],
    ids=["no-target", "circle", "old-key-still-a-drill"],
)
def test_a_move_to_no_drill_or_from_a_live_drill_fails_the_build(
    moved: dict[str, str], error: str
) -> None:
    with pytest.raises(ValueError, match=error):
        resolve_moves(moved, DRILLS)
    index = CourseIndex(moved=moved)
    index.add_page("the-pot/", "The pot", '<div data-exercise-id="payment-1"></div>')
    index.add_page("tricks/", "Tricks", '<div data-exercise-id="trick-winner-1"></div>')
    with pytest.raises(ValueError, match=error):
        index.to_dict()


def test_the_moved_drills_file_is_read_and_checked(tmp_path: Path) -> None:
    good = tmp_path / "moved-drills.toml"
    good.write_text('[moved]\n"payments-and-the-pot/#payment-1" = "the-pot/#payment-1"\n')
    assert read_moved_drills(good) == {"payments-and-the-pot/#payment-1": "the-pot/#payment-1"}
    bad = tmp_path / "bad.toml"
    bad.write_text('[moved]\n"payments-and-the-pot/#payment-1" = "https://example.com/"\n')
    with pytest.raises(ValueError, match="not a drill key"):
        read_moved_drills(bad)
    assert isinstance(read_moved_drills(), dict)  # the course's own file reads


def test_the_build_ships_the_moves_with_the_course_index(built_site: Path) -> None:
    index = json.loads((built_site / "assets" / "course.json").read_text())
    drills = {f"{page['url']}#{e['id']}" for page in index["pages"] for e in page["exercises"]}
    assert index["moved"] == resolve_moves(read_moved_drills(), drills)
    assert set(index["moved"].values()) <= drills
