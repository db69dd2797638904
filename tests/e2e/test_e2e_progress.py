"""Progress across the course: kept across reloads, done marks in the navigation, reset,
export and import, and stored data that is not ours set aside and reported, never a crash."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from pages_game import ENGINE_STEP_MS
from pages_progress import (
    BACKUP_KEY,
    PROGRESS_PATH,
    RANKING_PATH,
    ProgressPage,
    ProgressSite,
    page_exercise_ids,
)
from playwright.sync_api import Page, expect

from ombre_core.bots import hint
from ombre_core.game import GameState
from ombre_core.review import retry_position, review_deal
from sitegen.server import RunningServer

# Each test moves the worker's kept page, its engine running, to its page (conftest.py).
pytestmark = pytest.mark.kept_page

RANKING_TITLE = "Ranking the cards"


@pytest.fixture
def site(page: Page, site_server: RunningServer) -> ProgressSite:
    return ProgressSite(page, site_server.url)


@pytest.fixture
def progress_page(page: Page, site_server: RunningServer) -> ProgressPage:
    return ProgressPage(page, site_server.url)


@pytest.fixture
def ranking_ids(built_site: Path) -> list[str]:
    ids = page_exercise_ids(built_site, RANKING_PATH)
    assert ids, "the ranking lesson has no drill with a data-exercise-id"
    return ids


def record(ids: list[str], *, correct: int = 3) -> dict[str, Any]:
    """A valid stored progress record for drills of the ranking lesson: each drill with all
    its stars (right at the first try three times) unless ``correct`` is lower."""
    now = datetime.now(UTC).isoformat()
    exercises = {
        f"{RANKING_PATH}#{exercise_id}": {
            "attempts": 4,
            "correct": correct,
            "retried": 1,
            "streak": correct,
            "kind": exercise_id.rsplit("-", 1)[0],
            "last": now,
        }
        for exercise_id in ids
    }
    return {"schema": 2, "exercises": exercises, "deals": {"played": 2, "last": now}, "review": {}}


@pytest.mark.turn(0)
def test_drill_answers_are_kept_across_a_reload_and_mark_the_lesson_done(
    site: ProgressSite, ranking_ids: list[str]
) -> None:
    site.open(RANKING_PATH)
    site.expect_engine_ready()
    site.expect_done_in_nav(RANKING_TITLE, done=False)
    first = site.drill(ranking_ids[0])
    # A question left after a wrong try is an attempt, not a success.
    question = first.question()
    right = first.right_answer()
    if first.box.get_attribute("data-answer-type") == "choice":
        wrong = next(c["id"] for c in question["choices"] if c["id"] != right)
        first.choice(wrong).click()
        first.expect_try_again()
        first.new_question()
        key = f"{RANKING_PATH}#{ranking_ids[0]}"
        entry = site.stored_progress()["exercises"][key]
        assert (entry["attempts"], entry["correct"], entry["streak"]) == (1, 0, 0)
    # Each drill right at the first try three times: all its stars.
    for number, exercise_id in enumerate(ranking_ids, start=1):
        drill = site.drill(exercise_id)
        for time in range(3):
            if time:
                drill.new_question()
            drill.answer_right()
            # The navigation follows live: done once every drill has a star.
            site.expect_done_in_nav(RANKING_TITLE, done=number == len(ranking_ids))

    site.page.reload()
    site.expect_done_in_nav(RANKING_TITLE)
    stored = site.stored_progress()
    assert stored["schema"] == 2
    for exercise_id in ranking_ids:
        entry = stored["exercises"][f"{RANKING_PATH}#{exercise_id}"]
        assert entry["streak"] == 3 and entry["attempts"] >= entry["correct"] >= 3
        assert entry["kind"] == exercise_id.rsplit("-", 1)[0]
    # After an instant navigation to the progress page the mark and the counts are there too.
    site.page.evaluate("document.documentElement.dataset.visit = 'marked'")
    site.nav_link("Your progress").click()
    progress = ProgressPage(site.page, site.base_url)
    expect(progress.root).to_have_attribute("data-visit", "marked")
    expect(progress.lesson_row(RANKING_PATH)).to_have_attribute("data-status", "done")
    expect(progress.lesson_row(RANKING_PATH)).to_have_attribute("data-mastered", "true")
    progress.expect_done_in_nav(RANKING_TITLE)
    expect(progress.summary).to_contain_text("1 of")
    expect(progress.summary).to_contain_text("(1 mastered)")


def test_reset_asks_first_then_forgets_the_progress(
    progress_page: ProgressPage, ranking_ids: list[str]
) -> None:
    progress_page.open()
    progress_page.store(json.dumps(record(ranking_ids)))
    progress_page.page.reload()
    expect(progress_page.lesson_row(RANKING_PATH)).to_have_attribute("data-status", "done")
    progress_page.expect_done_in_nav(RANKING_TITLE)

    progress_page.reset(confirm=False)
    expect(progress_page.lesson_row(RANKING_PATH)).to_have_attribute("data-status", "done")
    assert progress_page.stored() is not None

    progress_page.reset(confirm=True)
    expect(progress_page.message).to_have_text("Your progress was reset.")
    expect(progress_page.lesson_row(RANKING_PATH)).to_have_attribute("data-status", "not-started")
    expect(progress_page.summary).to_have_attribute("data-done", "0")
    progress_page.expect_done_in_nav(RANKING_TITLE, done=False)
    assert progress_page.stored() is None
    progress_page.page.reload()
    expect(progress_page.lesson_row(RANKING_PATH)).to_have_attribute("data-status", "not-started")


def test_export_then_import_gives_the_same_progress_back(
    progress_page: ProgressPage, ranking_ids: list[str], tmp_path: Path
) -> None:
    original = record(ranking_ids)
    progress_page.open()
    progress_page.store(json.dumps(original))
    progress_page.page.reload()
    expect(progress_page.export_button).to_be_enabled()

    exported = progress_page.export(tmp_path)
    assert exported.name.startswith("ombre-progress-") and exported.suffix == ".json"
    content = json.loads(exported.read_text())
    assert content["format"] == "ombre-progress"
    assert content["progress"] == original

    progress_page.reset(confirm=True)
    assert progress_page.stored() is None
    progress_page.import_file(exported)
    expect(progress_page.message).to_contain_text(f"Imported the progress of {len(ranking_ids)}")
    assert progress_page.stored_progress() == original
    expect(progress_page.lesson_row(RANKING_PATH)).to_have_attribute("data-status", "done")
    progress_page.expect_done_in_nav(RANKING_TITLE)


# Unreadable import files, by what the message names.
UNREADABLE_IMPORTS = {
    "not-json": ("this is not JSON {", "not valid JSON"),
    "future-schema": ('{"schema": 7, "exercises": {}}', "newer version"),
    "foreign": ('{"exercises": {}}', "no schema"),
    "wrong-types": (
        '{"schema": 1, "exercises": {"ranking-the-cards/#x-1": {"attempts": "2", '
        '"correct": 1, "kind": "x", "last": "2026-01-01T00:00:00Z"}}}',
        "not a whole number",
    ),
}


def test_an_unreadable_import_file_is_refused_and_changes_nothing(
    progress_page: ProgressPage, ranking_ids: list[str], tmp_path: Path
) -> None:
    """Each unreadable file imported in turn on one visit; a failure names its file."""
    original = json.dumps(record(ranking_ids))
    progress_page.open()
    progress_page.store(original)
    progress_page.page.reload()
    expect(progress_page.import_input).to_be_enabled()
    for name, (content, reason) in UNREADABLE_IMPORTS.items():
        bad = tmp_path / f"{name}.json"
        bad.write_text(content)
        progress_page.import_file(bad)
        message = progress_page.message
        expect(message, f"{name}: the reason").to_contain_text(reason)
        expect(message, f"{name}: refused").to_contain_text("cannot be imported")
        expect(message, f"{name}: nothing changed").to_contain_text("Your progress is unchanged")
        expect(message, f"{name}: an error").to_have_attribute("data-kind", "error")
        assert progress_page.stored() == original, name
        expect(progress_page.lesson_row(RANKING_PATH)).to_have_attribute("data-status", "done")


@pytest.mark.parametrize(
    ("stored", "reason"),
    [
        ('{"schema": 1, "exercises": {"ranking', "not valid JSON"),
        ('{"version": "3.2", "items": [1, 2, 3]}', "no schema number"),
        ('{"schema": "someone-else", "exercises": {}}', "not one this site knows"),
        ('{"schema": 3, "exercises": {}, "badges": []}', "newer version of this site"),
        ('{"schema": 1, "exercises": {"tricks/#trick-winner-1": null}}', "is not an object"),
        ("[1, 2, 3]", "not a progress record"),
    ],
    ids=["bad-json", "foreign", "foreign-schema", "future-schema", "wrong-types", "array"],
)
def test_stored_data_that_is_not_our_progress_is_reported_and_set_aside(
    site: ProgressSite, stored: str, reason: str
) -> None:
    site.open()
    site.store(stored)
    site.page.reload()
    expect(site.notice).to_be_visible()
    expect(site.notice).to_contain_text("could not be read")
    expect(site.notice).to_contain_text(reason)
    expect(site.notice).to_contain_text(f'kept under "{BACKUP_KEY}"')
    assert site.stored(BACKUP_KEY) == stored  # set aside, byte for byte
    assert site.stored() is None
    # The progress page lists the copy and offers it back; the site keeps working.
    site.notice.get_by_role("link", name="See your progress").click()
    progress = ProgressPage(site.page, site.base_url)
    download = f"Download the data kept under {BACKUP_KEY}"
    expect(progress.page.get_by_role("button", name=download)).to_be_visible()
    expect(progress.lesson_row(RANKING_PATH)).to_have_attribute("data-status", "not-started")
    site.notice.get_by_role("button", name="Dismiss this notice").click()
    expect(site.notice).to_have_count(0)


def test_an_earlier_set_aside_copy_is_never_overwritten(site: ProgressSite) -> None:
    site.open()
    site.store("older unreadable data", BACKUP_KEY)
    site.store("{broken")
    site.page.reload()
    expect(site.notice).to_contain_text(f'kept under "{BACKUP_KEY}.2"')
    assert site.stored(BACKUP_KEY) == "older unreadable data"
    assert site.stored(f"{BACKUP_KEY}.2") == "{broken"


@pytest.mark.fresh_page  # an init script
def test_without_storage_progress_lives_in_memory_and_the_learner_is_told(
    progress_page: ProgressPage, ranking_ids: list[str]
) -> None:
    # Storage that refuses every write, like a browser set to keep no site data.
    progress_page.page.add_init_script(
        """Storage.prototype.setItem = function () {
             throw new DOMException("The operation is insecure.", "SecurityError");
           };"""
    )
    progress_page.open(PROGRESS_PATH)
    expect(progress_page.notice).to_contain_text("does not let this site store data")
    expect(progress_page.page.get_by_text("does not let this site store data")).to_have_count(1)
    expect(progress_page.summary).to_contain_text("kept until you close this tab")
    expect(progress_page.lesson_row(RANKING_PATH)).to_have_attribute("data-status", "not-started")
    # Progress still works for this visit: an import is kept in memory.
    progress_page.import_file_text(json.dumps(record(ranking_ids)))
    expect(progress_page.lesson_row(RANKING_PATH)).to_have_attribute("data-status", "done")
    assert progress_page.stored() is None


@pytest.mark.fresh_page  # an init script
def test_an_import_the_storage_refuses_is_reported_and_keeps_the_old_progress(
    progress_page: ProgressPage, ranking_ids: list[str]
) -> None:
    # A browser whose storage holds at most a million characters for the site.
    progress_page.page.add_init_script(
        """const setItem = Storage.prototype.setItem;
           Storage.prototype.setItem = function (key, value) {
             if (String(value).length > 1_000_000) {
               throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
             }
             return setItem.call(this, key, value);
           };"""
    )
    original = json.dumps(record(ranking_ids))
    progress_page.open()
    progress_page.store(original)
    progress_page.page.reload()
    expect(progress_page.import_input).to_be_enabled()
    last = datetime.now(UTC).isoformat()
    exercises = {
        f"{RANKING_PATH}#drill-{n}": {"attempts": 1, "correct": 1, "kind": "drill", "last": last}
        for n in range(20_000)
    }
    progress_page.import_file_text(json.dumps({"schema": 1, "exercises": exercises}))
    expect(progress_page.message).to_contain_text(
        "This browser refused to store the progress of 20000 exercises"
    )
    expect(progress_page.message).to_contain_text("Your progress is unchanged")
    expect(progress_page.message).to_have_attribute("data-kind", "error")
    assert progress_page.stored() == original
    expect(progress_page.lesson_row(RANKING_PATH)).to_have_attribute("data-status", "done")
    expect(progress_page.notice).to_have_count(0)  # the storage still works for what fits


def test_the_progress_page_shows_deals_played_and_the_drills_missed_most(
    progress_page: ProgressPage, ranking_ids: list[str]
) -> None:
    stored = record(ranking_ids)
    keys = list(stored["exercises"])
    stored["exercises"][keys[0]].update(attempts=9, correct=3, retried=1, streak=0)
    progress_page.open()
    progress_page.store(json.dumps(stored))
    progress_page.page.reload()
    expect(progress_page.summary).to_contain_text("2 deals played at the table")
    missed = progress_page.page.locator(".ombre-progress__missed > li")
    expect(missed.first).to_have_attribute("data-key", keys[0])
    expect(missed.first).to_contain_text("wrong 5 of 9 times")
    expect(missed).to_have_count(1)  # the others: right at the first or second try
    # Stars are kept: the misses take none of the three right answers' stars away.
    expect(progress_page.lesson_row(RANKING_PATH)).to_have_attribute("data-status", "done")
    expect(progress_page.lesson_row(RANKING_PATH)).to_have_attribute("data-mastered", "true")


def test_schema_1_progress_is_migrated_and_kept(
    progress_page: ProgressPage, ranking_ids: list[str]
) -> None:
    now = datetime.now(UTC).isoformat()
    old: dict[str, Any] = {
        "schema": 1,
        "exercises": {
            f"{RANKING_PATH}#{exercise_id}": {
                "attempts": 2,
                "correct": 1,
                "kind": exercise_id.rsplit("-", 1)[0],
                "last": now,
            }
            for exercise_id in ranking_ids
        },
    }
    progress_page.open()
    progress_page.store(json.dumps(old))
    progress_page.page.reload()
    # A right answer is a star whatever the order: one each, done, not mastered; nothing lost.
    expect(progress_page.lesson_row(RANKING_PATH)).to_have_attribute("data-status", "done")
    expect(progress_page.lesson_row(RANKING_PATH)).to_have_attribute("data-mastered", "false")
    expect(progress_page.notice).to_have_count(0)
    migrated = progress_page.stored_progress()
    assert migrated["schema"] == 2
    assert progress_page.stored("ombre.progress.schema-1") == json.dumps(old)
    for key, entry in old["exercises"].items():
        assert migrated["exercises"][key] == {**entry, "retried": 0, "streak": 0}


def test_the_storage_key_does_not_depend_on_the_url_prefix(
    page: Page, prefixed_server: RunningServer, ranking_ids: list[str]
) -> None:
    prefixed = ProgressPage(page, prefixed_server.url)
    prefixed.open()
    prefixed.store(json.dumps(record(ranking_ids)))
    prefixed.page.reload()
    expect(prefixed.lesson_row(RANKING_PATH)).to_have_attribute("data-status", "done")
    prefixed.expect_done_in_nav(RANKING_TITLE)
    assert prefixed.stored_progress()["exercises"].keys() == record(ranking_ids)["exercises"].keys()


BAD_KEY = "javascript:void(window.ombreScriptRan = true)//#x"


def test_an_import_with_a_key_outside_the_site_is_refused_and_makes_no_link(
    progress_page: ProgressPage, ranking_ids: list[str]
) -> None:
    file = record(ranking_ids)
    file["exercises"][BAD_KEY] = {**file["exercises"][f"{RANKING_PATH}#{ranking_ids[0]}"]}
    file["exercises"][BAD_KEY].update(correct=0, retried=0, streak=0)
    file["review"] = {"nonexistent-kind": {"key": BAD_KEY, "missed": "2026-01-01"}}
    progress_page.open()
    progress_page.import_file_text(json.dumps(file))
    expect(progress_page.message).to_have_attribute("data-kind", "error")
    expect(progress_page.message).to_contain_text(f"{json.dumps(BAD_KEY)} is not an exercise")
    expect(progress_page.page.locator(".ombre-progress__missed > li")).to_have_count(0)
    expect(progress_page.page.locator('a[href^="javascript:" i]')).to_have_count(0)
    assert progress_page.stored() is None


@pytest.mark.fresh_page  # storage read as a page loads
def test_stored_progress_with_a_key_outside_the_site_is_set_aside_before_any_link(
    site: ProgressSite, ranking_ids: list[str]
) -> None:
    stored = record(ranking_ids)
    stored["review"] = {"nonexistent-kind": {"key": BAD_KEY, "missed": "2026-01-01"}}
    site.open()
    site.store(json.dumps(stored))
    site.open("practice/")
    expect(site.notice).to_contain_text("not an exercise of this site")
    expect(site.page.locator(".ombre-review")).to_have_count(0)
    expect(site.page.locator('a[href^="javascript:" i]')).to_have_count(0)
    assert site.stored(BACKUP_KEY) == json.dumps(stored)


def test_a_drill_of_a_page_the_site_does_not_have_is_listed_without_a_link(
    progress_page: ProgressPage, ranking_ids: list[str]
) -> None:
    stored = record(ranking_ids)
    gone = "no-such-lesson/#trick-winner-1"
    stored["exercises"][gone] = {**stored["exercises"][f"{RANKING_PATH}#{ranking_ids[0]}"]}
    stored["exercises"][gone].update(correct=0, retried=0, streak=0, kind="trick-winner")
    stored["review"] = {"no-such-drill": {"key": gone, "missed": "2026-01-01"}}
    progress_page.open()
    progress_page.store(json.dumps(stored))
    progress_page.page.reload()
    missed = progress_page.page.locator(".ombre-progress__missed > li")
    expect(missed).to_have_count(1)
    expect(missed).to_contain_text("Trick winner: wrong 4 of 4 times")
    expect(missed.get_by_role("link")).to_have_count(0)
    practice = ProgressSite(progress_page.page, progress_page.base_url).open("practice/")
    due = practice.page.locator(".ombre-review__due > li")
    expect(due).to_have_count(1)
    expect(due).to_contain_text("missed on 2026-01-01")
    expect(due.get_by_role("link")).to_have_count(0)


@pytest.mark.fresh_page  # an init script
def test_full_storage_still_shows_the_stored_progress_and_says_it_is_full(
    progress_page: ProgressPage, ranking_ids: list[str]
) -> None:
    progress_page.open()
    progress_page.store(json.dumps(record(ranking_ids)))
    # Every other byte the browser allows for the site is taken: each write is refused.
    progress_page.page.add_init_script(
        """Storage.prototype.setItem = function () {
             throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
           };"""
    )
    progress_page.page.reload()
    expect(progress_page.notice).to_contain_text("storage for this site is full")
    expect(progress_page.notice).not_to_contain_text("private browsing")
    expect(progress_page.page.get_by_text("storage for this site is full")).to_have_count(1)
    expect(progress_page.summary).to_contain_text("2 deals played at the table")
    expect(progress_page.summary).to_contain_text("storage for the site is full")
    expect(progress_page.lesson_row(RANKING_PATH)).to_have_attribute("data-status", "done")


@pytest.mark.fresh_page  # storage read as a page loads
@pytest.mark.turn(1)
def test_a_position_missed_in_a_deal_is_tried_again_on_the_practice_page(
    site: ProgressSite, ranking_ids: list[str]
) -> None:
    # Seed 13, as in the review's retry test: J♣ in trick 5 is a clear mistake, missed again
    # on an earlier day; A♦ is the card the engine accepts there.
    final = GameState.new_deal("standard", 2, 0, 13)
    while not final.is_terminal():
        final.apply(hint(final)[0])
    reviewed = review_deal(final, seat=0)
    [position] = (
        reviewed.positions[decision.position]
        for decision in reviewed.decisions
        if decision.learner and decision.trick == 5 and decision.position is not None
    )
    found = retry_position(position.notation, 0, "play Ad", "play Jc")
    assert found.code == "better"
    stored = record(ranking_ids)
    stored["positions"] = {
        position.notation: {"seat": 0, "played": "play Jc", "missed": "2026-01-01"}
    }
    site.open()
    site.store(json.dumps(stored))
    site.open("practice/")
    box = site.page.locator(".ombre-review")
    line = box.locator(".ombre-review__positions > li")
    expect(line).to_have_count(1)
    expect(line).to_contain_text("(missed on 2026-01-01)")
    line.get_by_role("button", name="Try it again").click()
    retry = box.get_by_role("region", name="Try your mistakes again")
    expect(retry.get_by_role("heading")).to_have_text(
        "Mistake 1 of 1: trick 5", timeout=ENGINE_STEP_MS * 3
    )
    retry.locator('button[data-card="Ad"]').click()
    said = retry.locator(".ombre-retry__said")
    expect(said).to_have_text(found.text, timeout=ENGINE_STEP_MS)
    assert found.text.startswith("Yes: ")
    # Found at the first try: it leaves the queue, and the panel stays until the learner leaves it.
    assert position.notation not in json.loads(site.stored() or "{}").get("positions", {})
    expect(retry).to_be_visible()
    site.page.reload()
    expect(site.page.locator(".ombre-review__positions")).to_have_count(0)
