"""site/js/progress.js in Node (fake window and localStorage): the stored schema, what is set
aside, what is refused, and storage that is missing or read-only."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROGRESS_JS = (ROOT / "site" / "js" / "progress.js").as_uri()
HARNESS = Path(__file__).with_name("progress_js_harness.mjs")
KEY = "ranking-the-cards/#trick-winner-1"
GOOD = {
    "schema": 1,
    "exercises": {
        KEY: {"attempts": 3, "correct": 1, "kind": "trick-winner", "last": "2026-01-02T03:04:05Z"}
    },
}


def run(steps: list[list[Any]], **scenario: Any) -> dict[str, Any]:
    command = ["node", str(HARNESS), PROGRESS_JS, json.dumps({"steps": steps, **scenario})]
    done = subprocess.run(command, capture_output=True, text=True, check=True, timeout=30)
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def test_an_attempt_is_stored_under_the_page_path_and_the_drill_id() -> None:
    out = run(
        [
            ["exerciseKey", "trick-winner-1"],
            ["recordAttempt", KEY, {"correct": False, "kind": "trick-winner", "seed": 5}],
            ["recordAttempt", KEY, {"correct": True, "kind": "trick-winner", "seed": 6}],
            ["isPageDone", "ranking-the-cards/", ["trick-winner-1"]],
            ["isPageDone", "ranking-the-cards/", ["trick-winner-1", "order-cards-1"]],
            ["isPageDone", "what-is-ombre/", []],
        ],
        page="ranking-the-cards/",
    )
    assert out["results"][0] == KEY
    assert out["results"][2]["attempts"] == 2 and out["results"][2]["correct"] == 1
    assert out["results"][3:] == [True, False, False]
    stored = json.loads(out["stored"]["ombre.progress"])
    assert stored["schema"] == 1
    assert set(stored["exercises"][KEY]) == {"attempts", "correct", "kind", "last"}
    assert [event["reason"] for event in out["events"]] == ["attempt", "attempt"]


def test_the_home_page_and_index_html_have_the_same_page_path() -> None:
    out = run([["pagePath"], ["pagePath", "index.html"], ["pagePath", "tricks/index.html"]])
    assert out["results"] == ["", "", "tricks/"]


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("{oops", "bad-json"),
        ("null", "not-progress"),
        ('{"exercises": {}}', "not-progress"),
        ('{"schema": 2, "exercises": {}}', "future-schema"),
        ('{"schema": "1", "exercises": {}}', "foreign-schema"),
        ('{"schema": 1, "exercises": []}', "bad-entry"),
        ('{"schema": 1, "exercises": {"no-hash": {}}}', "bad-entry"),
        (json.dumps({"schema": 1, "exercises": {KEY: {**GOOD["exercises"][KEY], "correct": 4}}}),
         "bad-entry"),
        (json.dumps({"schema": 1, "exercises": {KEY: {**GOOD["exercises"][KEY], "last": "x"}}}),
         "bad-entry"),
        (json.dumps({"schema": 1, "exercises": {KEY: {**GOOD["exercises"][KEY], "attempts": -1}}}),
         "bad-entry"),
    ],
)  # fmt: skip
def test_unreadable_stored_data_is_set_aside_untouched_and_reported(text: str, code: str) -> None:
    out = run([["progressNotices"], ["allProgress"]], stored={"ombre.progress": text})
    notices, progress = out["results"]
    assert [notice["code"] for notice in notices] == [code]
    assert "set aside, not deleted" in notices[0]["message"]
    assert out["stored"] == {"ombre.progress.corrupt": text}
    assert progress == {"schema": 1, "exercises": {}}


def test_good_stored_data_is_read_as_it_is() -> None:
    out = run([["progressNotices"], ["allProgress"]], stored={"ombre.progress": json.dumps(GOOD)})
    assert out["results"] == [[], GOOD]


def test_a_second_set_aside_copy_gets_the_next_free_key() -> None:
    stored = {"ombre.progress.corrupt": "first", "ombre.progress": "second {"}
    out = run([["setAsideKeys"]], stored=stored)
    assert out["stored"]["ombre.progress.corrupt"] == "first"
    assert out["stored"]["ombre.progress.corrupt.2"] == "second {"
    assert out["results"] == [["ombre.progress.corrupt", "ombre.progress.corrupt.2"]]


def test_an_import_is_all_or_nothing_and_export_round_trips() -> None:
    out = run(
        [
            ["exportProgress"],
            ["importProgress", '{"schema": 1, "exercises": {"x#y": {"attempts": 1}}}'],
            ["allProgress"],
            ["resetProgress"],
            ["allProgress"],
        ],
        stored={"ombre.progress": json.dumps(GOOD)},
    )
    exported, refused, kept, _, emptied = out["results"]
    assert refused["ok"] is False and "Your progress is unchanged" in refused["message"]
    assert kept == GOOD
    assert emptied == {"schema": 1, "exercises": {}}
    again = run([["importProgress", exported], ["allProgress"]])
    assert again["results"][0]["ok"] is True
    assert again["results"][1] == GOOD
    assert json.loads(again["stored"]["ombre.progress"]) == GOOD


def test_an_import_the_storage_refuses_is_reported_and_keeps_the_old_progress() -> None:
    many = {
        f"ranking-the-cards/#drill-{n}": {**GOOD["exercises"][KEY], "kind": "drill"}
        for n in range(200)
    }
    file = json.dumps({"format": "ombre-progress", "progress": {"schema": 1, "exercises": many}})
    stored = json.dumps(GOOD)
    out = run(
        [["importProgress", file], ["allProgress"], ["isPersistent"], ["progressNotices"]],
        stored={"ombre.progress": stored},
        quota=len(file) // 2,
    )
    refused, kept, persistent, notices = out["results"]
    assert refused["ok"] is False and refused["code"] == "storage-refused"
    assert "refused to store the progress of 200 exercises" in refused["message"]
    assert "Your progress is unchanged" in refused["message"]
    assert kept == GOOD
    assert out["stored"] == {"ombre.progress": stored}
    assert persistent is True and notices == []  # later answers are still saved
    assert out["events"] == []


def test_an_import_without_storage_says_it_lasts_for_this_visit() -> None:
    out = run([["importProgress", json.dumps(GOOD)], ["allProgress"]], storage="no-access")
    imported, kept = out["results"]
    assert imported["ok"] is True
    assert imported["message"] == (
        "Imported the progress of 1 exercise for this visit only "
        "(this browser does not let the site store it)."
    )
    assert kept == GOOD


@pytest.mark.parametrize("storage", ["no-access", "no-writes"])
def test_without_storage_progress_is_kept_in_memory_with_a_notice(storage: str) -> None:
    out = run(
        [
            ["recordAttempt", KEY, {"correct": True, "kind": "trick-winner"}],
            ["exerciseProgress", KEY],
            ["isPersistent"],
            ["progressNotices"],
        ],
        storage=storage,
    )
    _, entry, persistent, notices = out["results"]
    assert entry["correct"] == 1
    assert persistent is False
    assert [notice["code"] for notice in notices] == ["no-storage"]
    assert out["stored"] == {}


def test_a_change_in_another_tab_is_read_again() -> None:
    out = run([["allProgress"], ["otherTab", json.dumps(GOOD)], ["allProgress"]])
    assert out["results"][2] == GOOD
    assert out["events"] == [{"reason": "storage"}]
