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
ENTRY = {"attempts": 3, "correct": 1, "kind": "trick-winner", "last": "2026-01-02T03:04:05Z"}
GOOD_V1 = {"schema": 1, "exercises": {KEY: ENTRY}}
GOOD = {
    "schema": 2,
    "exercises": {KEY: {**ENTRY, "retried": 1, "streak": 1}},
    "deals": {"played": 4, "last": "2026-01-03T03:04:05Z"},
    "review": {"trick-winner": {"key": KEY, "missed": "2026-01-02"}},
}
EMPTY = {"schema": 2, "exercises": {}, "deals": {"played": 0, "last": None}, "review": {}}


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
            ["isPageDone", "what-is-ombre/", []],
        ],
        page="ranking-the-cards/",
    )
    assert out["results"][0] == KEY
    assert out["results"][2]["attempts"] == 2 and out["results"][2]["correct"] == 1
    # The right answer at the first try is the one stage's star: done; no stages: never done.
    assert out["results"][3:] == [True, False]
    stored = json.loads(out["stored"]["ombre.progress"])
    assert stored["schema"] == 2
    assert set(stored["exercises"][KEY]) == {
        "attempts", "correct", "retried", "streak", "kind", "last"
    }  # fmt: skip
    assert [event["reason"] for event in out["events"]] == ["attempt", "attempt"]


def test_a_lesson_is_done_once_each_drill_is_right_at_the_first_try_and_stays_done() -> None:
    other = "ranking-the-cards/#order-cards-1"
    ids = ["trick-winner-1", "order-cards-1"]
    steps: list[list[Any]] = []
    for key in [KEY, other]:
        for result in ["wrong", "retry", "right", "wrong"]:
            steps += [
                ["recordAttempt", key, {"result": result, "kind": key.split("#")[1][:-2]}],
                ["isPageDone", "ranking-the-cards/", ids],
            ]
    out = run(steps, page="ranking-the-cards/")
    done = out["results"][1::2]
    # A miss or a retry earns no star; the first right answer at the first try on the second
    # drill makes the lesson done, and a miss after it does not undo it.
    assert done == [False, False, False, False, False, False, True, True]
    entry = out["results"][-2]
    assert (entry["attempts"], entry["correct"], entry["retried"], entry["streak"]) == (4, 1, 1, 0)
    assert out["events"][-1]["result"] == "wrong"


def test_most_missed_drills_and_deals_played() -> None:
    other = "ranking-the-cards/#order-cards-1"
    steps: list[list[Any]] = [
        ["recordAttempt", KEY, {"result": "wrong"}],
        ["recordAttempt", KEY, {"result": "retry"}],
        ["recordAttempt", other, {"result": "wrong"}],
        ["recordAttempt", other, {"result": "wrong"}],
        ["recordDeal"],
        ["recordDeal"],
        ["mostMissed"],
        ["dealsPlayed"],
    ]
    out = run(steps)
    missed, deals = out["results"][-2:]
    assert [(item["key"], item["missed"]) for item in missed] == [(other, 2), (KEY, 1)]
    assert deals["played"] == 2
    assert json.loads(out["stored"]["ombre.progress"])["deals"]["played"] == 2


def test_a_missed_kind_comes_back_until_right_on_a_later_day() -> None:
    other = "ranking-the-cards/#order-cards-1"
    out = run(
        [
            ["reviewQueue"],
            ["recordAttempt", other, {"result": "wrong", "kind": "order-cards"}],
            ["reviewQueue"],
            ["recordAttempt", other, {"result": "right", "kind": "order-cards"}],  # same day
            ["recordAttempt", KEY, {"result": "retry", "kind": "trick-winner"}],
            ["reviewQueue"],
            ["recordAttempt", KEY, {"result": "right", "kind": "trick-winner"}],  # a later day
            ["reviewQueue"],
        ],
        stored={"ombre.progress": json.dumps(GOOD)},
    )
    first, after_miss, after_same_day, after_later_day = (out["results"][i] for i in (0, 2, 5, 7))
    assert first == [{"kind": "trick-winner", "key": KEY, "missed": "2026-01-02", "due": True}]
    today = after_miss[1]["missed"]
    assert after_miss[1] == {"kind": "order-cards", "key": other, "missed": today, "due": False}
    # Right the same day is not enough, and a retry is not a right answer at the first try.
    assert [item["kind"] for item in after_same_day] == ["trick-winner", "order-cards"]
    assert [item["kind"] for item in after_later_day] == ["order-cards"]


def test_schema_1_progress_is_migrated_and_its_text_kept() -> None:
    all_right = {**ENTRY, "attempts": 2, "correct": 2}
    v1 = {"schema": 1, "exercises": {KEY: ENTRY, "ranking-the-cards/#order-cards-1": all_right}}
    text = json.dumps(v1)
    out = run([["allProgress"]], stored={"ombre.progress": text})
    progress = out["results"][0]
    assert progress["schema"] == 2
    # Answers in an unknown order make no streak; all answers right were all in a row.
    assert progress["exercises"][KEY] == {**ENTRY, "retried": 0, "streak": 0}
    assert progress["exercises"]["ranking-the-cards/#order-cards-1"]["streak"] == 2
    assert out["stored"]["ombre.progress.schema-1"] == text
    assert json.loads(out["stored"]["ombre.progress"]) == progress
    imported = run([["importProgress", json.dumps(GOOD_V1)], ["allProgress"]])
    assert imported["results"][0]["ok"] is True
    assert imported["results"][1]["exercises"][KEY]["retried"] == 0


def test_the_home_page_and_index_html_have_the_same_page_path() -> None:
    out = run([["pagePath"], ["pagePath", "index.html"], ["pagePath", "tricks/index.html"]])
    assert out["results"] == ["", "", "tricks/"]


@pytest.mark.slow
@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("{oops", "bad-json"),
        ("null", "not-progress"),
        ('{"exercises": {}}', "not-progress"),
        ('{"schema": 3, "exercises": {}}', "future-schema"),
        ('{"schema": "1", "exercises": {}}', "foreign-schema"),
        ('{"schema": 1, "exercises": []}', "bad-entry"),
        ('{"schema": 1, "exercises": {"no-hash": {}}}', "bad-entry"),
        (json.dumps({"schema": 1, "exercises": {KEY: {**GOOD["exercises"][KEY], "correct": 4}}}),
         "bad-entry"),
        (json.dumps({"schema": 1, "exercises": {KEY: {**GOOD["exercises"][KEY], "last": "x"}}}),
         "bad-entry"),
        (json.dumps({"schema": 1, "exercises": {KEY: {**GOOD["exercises"][KEY], "attempts": -1}}}),
         "bad-entry"),
        (json.dumps({**GOOD, "exercises": {KEY: {**GOOD["exercises"][KEY], "streak": 2}}}),
         "bad-entry"),
        (json.dumps({**GOOD, "exercises": {KEY: {**GOOD["exercises"][KEY], "retried": 3}}}),
         "bad-entry"),
        (json.dumps({**GOOD, "deals": {"played": -1, "last": None}}), "bad-entry"),
        (json.dumps({**GOOD, "review": {"trick-winner": {"key": KEY, "missed": "soon"}}}),
         "bad-entry"),
        (json.dumps({**GOOD, "positions": []}), "bad-entry"),
        (json.dumps({**GOOD, "positions": {"standard | dealer 2": {"seat": -1, "played": "play Jc",
                                                                   "missed": "2026-01-02"}}}),
         "bad-entry"),
    ],
)  # fmt: skip
def test_unreadable_stored_data_is_set_aside_untouched_and_reported(text: str, code: str) -> None:
    out = run([["progressNotices"], ["allProgress"]], stored={"ombre.progress": text})
    notices, progress = out["results"]
    assert [notice["code"] for notice in notices] == [code]
    assert "set aside, not deleted" in notices[0]["message"]
    assert out["stored"] == {"ombre.progress.corrupt": text}
    assert progress == EMPTY


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
    assert emptied == EMPTY
    again = run([["importProgress", exported], ["allProgress"]])
    assert again["results"][0]["ok"] is True
    assert again["results"][1] == GOOD
    assert json.loads(again["stored"]["ombre.progress"]) == GOOD


def test_an_import_the_storage_refuses_is_reported_and_keeps_the_old_progress() -> None:
    many = {
        f"ranking-the-cards/#drill-{n}": {**GOOD["exercises"][KEY], "kind": "drill"}
        for n in range(200)
    }
    file = json.dumps({"format": "ombre-progress", "progress": {**GOOD, "exercises": many}})
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


BAD_KEY = "javascript:void(alert(document.domain))//#x"


def test_an_import_naming_a_key_that_is_not_a_page_of_this_site_is_refused() -> None:
    bad = {**GOOD, "exercises": {**GOOD["exercises"], BAD_KEY: GOOD["exercises"][KEY]}}
    queue = {**GOOD, "review": {"nonexistent-kind": {"key": BAD_KEY, "missed": "2026-01-02"}}}
    out = run(
        [
            ["importProgress", json.dumps(bad)],
            ["importProgress", json.dumps(queue)],
            ["allProgress"],
        ],
        stored={"ombre.progress": json.dumps(GOOD)},
    )
    refused, refused_review, kept = out["results"]
    assert refused["ok"] is False and refused["code"] == "bad-entry"
    assert refused["message"] == (
        f"This file cannot be imported: {json.dumps(BAD_KEY)} is not an exercise of this site. "
        "Your progress is unchanged."
    )
    assert refused_review["ok"] is False and json.dumps(BAD_KEY) in refused_review["message"]
    assert kept == GOOD


@pytest.mark.parametrize(
    "key", [BAD_KEY, "//evil.example/#x", "../up/#x", "https://evil.example/#x", "tricks#x"]
)
def test_stored_progress_with_a_key_outside_the_site_is_set_aside(key: str) -> None:
    text = json.dumps({**GOOD, "exercises": {key: GOOD["exercises"][KEY]}})
    out = run([["progressNotices"]], stored={"ombre.progress": text})
    assert [notice["code"] for notice in out["results"][0]] == ["bad-entry"]
    assert out["stored"] == {"ombre.progress.corrupt": text}


def test_full_storage_is_still_read_and_the_notice_says_it_is_full() -> None:
    out = run(
        [
            ["progressNotices"],
            ["allProgress"],
            ["recordAttempt", KEY, {"result": "right", "kind": "trick-winner"}],
            ["isPersistent"],
            ["storageState"],
            ["exportProgress"],
        ],
        stored={"ombre.progress": json.dumps(GOOD)},
        storage="full",
    )
    notices, progress, entry, persistent, state, exported = out["results"]
    assert [notice["code"] for notice in notices] == ["storage-full"]
    assert "storage for this site is full" in notices[0]["message"]
    assert "private" not in notices[0]["message"]
    assert progress == GOOD  # what is stored is read, so an export is not empty
    assert entry["attempts"] == 4  # kept in memory for this visit
    assert (persistent, state) == (False, "full")
    assert json.loads(exported)["progress"]["exercises"][KEY]["attempts"] == 4
    assert out["stored"] == {"ombre.progress": json.dumps(GOOD)}


def test_a_write_that_finds_the_storage_full_keeps_the_progress_and_says_so() -> None:
    stored = json.dumps(GOOD, separators=(",", ":"))
    out = run(
        [
            ["storageState"],
            ["recordAttempt", "tricks/#trick-winner-1", {"result": "wrong", "kind": "drill"}],
            ["storageState"],
            ["progressNotices"],
        ],
        stored={"ombre.progress": stored, "filler": "x" * 500},
        quota=len("ombre.progress" + stored + "filler") + 500 + 30,  # room for the probe only
    )
    before, _, state, notices = out["results"]
    assert (before, state) == ("saved", "full")
    assert [notice["code"] for notice in notices] == ["storage-full"]
    assert out["stored"]["ombre.progress"] == stored


def test_a_position_missed_again_waits_in_the_practice_queue_and_is_read_back() -> None:
    notation = "standard | dealer 2 | pot 0"
    out = run(
        [
            ["recordMissedPosition", {"notation": notation, "seat": 0, "played": "play Jc"}],
            ["positionQueue"],
        ],
        stored={"ombre.progress": json.dumps(GOOD)},
    )
    [queued] = out["results"][1]
    assert (queued["notation"], queued["seat"], queued["played"]) == (notation, 0, "play Jc")
    stored = json.loads(out["stored"]["ombre.progress"])
    assert stored["positions"][notation]["missed"] == queued["missed"]
    assert {key: stored[key] for key in GOOD} == GOOD  # the rest of the record as it was
    assert [event["reason"] for event in out["events"]] == ["position"]
    again = run([["positionQueue"], ["progressNotices"]], stored=out["stored"])
    assert again["results"] == [[queued], []]


def test_a_position_found_again_leaves_the_practice_queue_and_the_others_stay() -> None:
    found, other = "standard | dealer 2 | pot 0", "standard | dealer 1 | pot 0"
    out = run(
        [
            ["recordMissedPosition", {"notation": found, "seat": 0, "played": "play Jc"}],
            ["recordMissedPosition", {"notation": other, "seat": 0, "played": "play Qc"}],
            ["clearPosition", found],
            ["positionQueue"],
            ["clearPosition", "standard | dealer 0 | pot 0"],
        ],
        stored={"ombre.progress": json.dumps(GOOD)},
    )
    assert [item["notation"] for item in out["results"][3]] == [other]
    stored = json.loads(out["stored"]["ombre.progress"])
    assert list(stored["positions"]) == [other]
    assert {key: stored[key] for key in GOOD} == GOOD
    # A position not in the queue changes nothing and says nothing.
    assert [event["reason"] for event in out["events"]] == ["position"] * 3


PUZZLE_RATING = {"rating": 1523.5, "rd": 290.1, "volatility": 0.06}


def test_a_missed_puzzle_comes_back_and_its_gap_grows_when_solved_when_due() -> None:
    out = run(
        [
            ["recordPuzzle", {"id": "abc123", "solved": True, "rating": PUZZLE_RATING}],
            ["recordPuzzle", {"id": "def456", "solved": False, "rating": PUZZLE_RATING}],
            ["puzzleQueue", "2099-01-01"],
            ["puzzleProgress"],
        ],
        stored={"ombre.progress": json.dumps(GOOD)},
    )
    [queued] = out["results"][2]
    assert (queued["id"], queued["step"], queued["isDue"]) == ("def456", 0, True)
    part = out["results"][3]
    assert (part["streak"], part["best"], part["solved"], part["played"]) == (0, 1, 1, 2)
    assert part["rating"] == PUZZLE_RATING and part["last"] == "def456" and part["comeBack"]
    # Due in the past: a first-try solve moves it a step on (3 days), a miss puts it back to 1.
    stored = json.loads(out["stored"]["ombre.progress"])
    stored["puzzles"]["queue"]["def456"]["due"] = "2020-01-01"
    solved = run(
        [
            ["recordPuzzle", {"id": "def456", "solved": True, "rating": PUZZLE_RATING}],
            ["localDay"],
            ["laterDay", "2026-12-30", 3],
        ],
        stored={"ombre.progress": json.dumps(stored)},
    )
    entry = solved["results"][0]["queue"]["def456"]
    today = solved["results"][1]
    assert entry["step"] == 1 and entry["due"] > today and solved["results"][2] == "2027-01-02"
    assert {key: stored[key] for key in GOOD} == GOOD  # the rest of the record as it was


def test_turned_off_a_missed_puzzle_stays_away_and_the_switch_is_kept() -> None:
    out = run(
        [
            ["setPuzzleComeBack", False],
            ["recordPuzzle", {"id": "abc123", "solved": False, "rating": PUZZLE_RATING}],
            ["puzzlesComeBack"],
            ["puzzleQueue"],
        ],
        stored={"ombre.progress": json.dumps(GOOD)},
    )
    assert out["results"][2:] == [False, []]
    assert json.loads(out["stored"]["ombre.progress"])["puzzles"]["comeBack"] is False


PUZZLES = {
    "rating": PUZZLE_RATING, "streak": 1, "best": 2, "solved": 2, "played": 3, "last": "abc123",
    "next": "ghi789", "comeBack": True, "queue": {"def456": {"due": "2026-12-03", "step": 1}},
}  # fmt: skip


@pytest.mark.parametrize(
    "puzzles",
    [
        [],
        {**PUZZLES, "rating": {"rating": 1500, "rd": 0, "volatility": 0.06}},
        {**PUZZLES, "streak": 3},
        {**PUZZLES, "solved": 4},
        {**PUZZLES, "last": "<a href>"},
        {**PUZZLES, "next": "https://example.com/"},
        {**PUZZLES, "comeBack": "yes"},
        {**PUZZLES, "queue": {"def456": {"due": "soon", "step": 1}}},
        {**PUZZLES, "queue": {"javascript:x": {"due": "2026-12-03", "step": 1}}},
    ],
)
def test_a_bad_puzzles_part_is_set_aside(puzzles: Any) -> None:
    text = json.dumps({**GOOD, "puzzles": puzzles})
    out = run([["progressNotices"], ["allProgress"]], stored={"ombre.progress": text})
    assert [notice["code"] for notice in out["results"][0]] == ["bad-entry"]
    assert out["stored"] == {"ombre.progress.corrupt": text} and out["results"][1] == EMPTY


def test_a_good_puzzles_part_is_read_and_exported_as_it_is() -> None:
    record = {**GOOD, "puzzles": PUZZLES}
    out = run([["allProgress"]], stored={"ombre.progress": json.dumps(record)})
    assert out["results"] == [record]
    # A rating beyond the engine's limits keeps its form: the puzzle page (which reads the
    # limits with its data) starts afresh from it, and the rest of the record stays.
    beyond = {**PUZZLES, "rating": {"rating": 4500.0, "rd": 1200.0, "volatility": 1.5}}
    out = run([["allProgress"]], stored={"ombre.progress": json.dumps({**GOOD, "puzzles": beyond})})
    assert out["results"] == [{**GOOD, "puzzles": beyond}]
    older = {key: value for key, value in PUZZLES.items() if key != "next"}
    out = run([["allProgress"]], stored={"ombre.progress": json.dumps({**GOOD, "puzzles": older})})
    assert out["results"] == [{**GOOD, "puzzles": {**older, "next": None}}]


def test_the_next_puzzle_is_kept_once_a_puzzle_is_answered() -> None:
    out = run(
        [
            ["keepNextPuzzle", "abc123"],
            ["puzzleProgress"],
            ["recordPuzzle", {"id": "abc123", "solved": True, "rating": PUZZLE_RATING}],
            ["keepNextPuzzle", "def456"],
            ["keepNextPuzzle", "<a href>"],
            ["puzzleProgress"],
        ],
        stored={"ombre.progress": json.dumps(GOOD)},
    )
    assert out["results"][1] is None  # a new learner keeps nothing: the page's first puzzle
    assert out["results"][5]["next"] == "def456" and out["results"][5]["last"] == "abc123"


# --- the daily deals (the "daily" part) --------------------------------------------------------

DAILY_KEY = "2026-12-02 standard"
DAILY_PLAYED = {
    "notation": "standard | dealer 2 | pot 0 | deal As ...; pass",
    "hinted": False,
    "chips": -5,
    "par": None,
    "parNotation": None,
    "score": None,
    "contracts": None,
    "line": None,
}
DAILY_WORKED = {
    **DAILY_PLAYED,
    "par": 8,
    "parNotation": "standard | dealer 2 | pot 0 | deal As ...; bid entrada",
    "score": "You: -5 chips. Par: +8. The strong player made 13 chips more.",
    "contracts": "You passed with the others; the strong player in your seat played entrada.",
    "line": "Ombre daily 2026-12-02 · Standard · no game, thrown in · -5 (par +8)",
}


def test_a_daily_deal_is_kept_then_its_par_and_read_back_latest_first() -> None:
    out = run(
        [
            ["recordDaily", DAILY_KEY, DAILY_PLAYED],
            ["dailyEntry", DAILY_KEY],
            ["recordDaily", DAILY_KEY, DAILY_WORKED],
            ["recordDaily", "2026-12-01 swedish", DAILY_WORKED],
            ["dailyEntries"],
            ["dailyEntry", "2026-11-30 standard"],
        ],
        stored={"ombre.progress": json.dumps(GOOD)},
    )
    played, entries, missing = out["results"][1], out["results"][4], out["results"][5]
    assert played == DAILY_PLAYED and missing is None
    assert [(entry["day"], entry["rules"]) for entry in entries] == [
        ("2026-12-02", "standard"),
        ("2026-12-01", "swedish"),
    ]
    assert entries[0]["par"] == 8 and entries[0]["line"] == DAILY_WORKED["line"]
    stored = json.loads(out["stored"]["ombre.progress"])
    assert stored["daily"][DAILY_KEY] == DAILY_WORKED
    assert {key: stored[key] for key in GOOD} == GOOD  # the rest of the record as it was
    assert [event["reason"] for event in out["events"]] == ["daily"] * 3
    # Exported and imported with the rest.
    again = run([["importProgress", json.dumps(stored)], ["dailyEntry", DAILY_KEY]])
    assert again["results"][0]["ok"] is True and again["results"][1] == DAILY_WORKED


@pytest.mark.parametrize(
    ("daily", "words"),
    [
        ([], "its daily deals are not an object"),
        ({"2026-12-02": DAILY_PLAYED}, "is not a daily deal's day and rules"),
        ({DAILY_KEY: {**DAILY_PLAYED, "chips": 1.5}}, "chips of the daily deal"),
        ({DAILY_KEY: {**DAILY_PLAYED, "hinted": "no"}}, "whether a hint was used"),
        ({DAILY_KEY: {**DAILY_PLAYED, "notation": ""}}, "has no deal"),
        ({DAILY_KEY: {**DAILY_WORKED, "line": None}}, "the line of the daily deal"),
        ({DAILY_KEY: {**DAILY_PLAYED, "score": "<b>x</b>"}}, "the score of the daily deal"),
        ({DAILY_KEY: {**DAILY_WORKED, "parNotation": 3}}, "the par deal of the daily deal"),
    ],
)  # fmt: skip
def test_an_unreadable_daily_part_is_set_aside_and_named(daily: Any, words: str) -> None:
    text = json.dumps({**GOOD, "daily": daily})
    out = run([["progressNotices"], ["allProgress"]], stored={"ombre.progress": text})
    notices, progress = out["results"]
    assert [notice["code"] for notice in notices] == ["bad-entry"]
    assert words in notices[0]["message"] and "set aside, not deleted" in notices[0]["message"]
    assert out["stored"] == {"ombre.progress.corrupt": text}
    assert progress == EMPTY
