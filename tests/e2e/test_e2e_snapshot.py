"""Return visits: the engine boots from its memory snapshot when the browser keeps it.

A first visit boots Python from the start and, in idle time, keeps this build's snapshot in
Cache Storage; the next visit boots from it (the first visit there is the new visitor's first
deal, test_e2e_first_deal.py: one plain boot serves both). A kept snapshot that fails is
forgotten, the boot falls back to Python from the start, and if that fails too the notice says
both.
"""

from __future__ import annotations

import pytest
from e2e_guards import Guards
from e2e_pages import BOOT_TIMEOUT_MS, LessonPage
from playwright.sync_api import Route, expect

# Keep ``body`` (bytes as a list) in the engine's cache as if it were this build's snapshot.
KEEP_BYTES = """async ([files, body]) => {
  const { ENGINE_SNAPSHOT, SNAPSHOT_CACHE } = await import(files);
  const cache = await caches.open(SNAPSHOT_CACHE);
  await cache.put(ENGINE_SNAPSHOT, new Response(new Uint8Array(body)));
}"""
# Not a snapshot: gzip of a few bytes, so it fails where Pyodide reads it.
NOT_A_SNAPSHOT = list(bytes.fromhex("1f8b0800000000000003cbcf4dca4fe50200e2a2a5e106000000"))


def no_icon(route: Route) -> None:
    route.fulfill(status=204)


def keep_bytes(lesson: LessonPage, body: list[int]) -> None:
    # Chromium asks for /favicon.ico when it shows a script file as the page (the site's own
    # pages name their icon), and the site has none: that 404 would be logged as a console error.
    lesson.page.route("**/favicon.ico", no_icon)
    lesson.page.goto(lesson.base_url + "js/engine-files.js")
    lesson.page.evaluate(KEEP_BYTES, [lesson.base_url + "js/engine-files.js", body])


def test_a_return_visit_boots_from_the_snapshot_and_the_engine_answers(
    lesson: LessonPage,
) -> None:
    lesson.open()
    lesson.expect_engine_ready()
    expect(lesson.root).to_have_attribute("data-engine-boot", "snapshot")
    # Modules the snapshot did not import load from the engine zip, as on a plain boot.
    reply = lesson.page.evaluate(
        """async () => {
          const site = document.querySelector('script[src$="js/site.js"]').src;
          const { engine } = await import(site.replace(/site\\.js$/, "engine.js"));
          return engine.call("game.new", { seed: 7 });
        }"""
    )
    assert reply["notation"] and reply["view"], reply


@pytest.mark.first_visit
@pytest.mark.turn(2)
def test_a_kept_snapshot_that_fails_is_forgotten_and_python_starts_instead(
    lesson: LessonPage,
) -> None:
    keep_bytes(lesson, NOT_A_SNAPSHOT)
    lesson.open()
    lesson.expect_engine_ready()
    expect(lesson.engine_status).to_be_hidden()
    expect(lesson.root).to_have_attribute("data-engine-boot", "plain")
    # Not fetched again: this build's snapshot failed in this browser.
    expect(lesson.root).to_have_attribute(
        "data-engine-snapshot", "refused", timeout=BOOT_TIMEOUT_MS
    )
    assert lesson.kept_snapshots() == ["SNAPSHOT?refused"]
    lesson.choose_trump("spades")


@pytest.mark.first_visit
def test_when_the_kept_snapshot_and_python_both_fail_the_notice_says_both(
    lesson: LessonPage, guards: Guards
) -> None:
    def not_a_zip(route: Route) -> None:
        route.fulfill(status=200, content_type="application/zip", body=b"PK not a zip")

    keep_bytes(lesson, NOT_A_SNAPSHOT)
    lesson.page.route("**/python_stdlib.zip", not_a_zip)
    lesson.open()
    lesson.expect_engine("failed")
    expect(lesson.engine_status).to_contain_text("The game engine could not start: the Python")
    expect(lesson.engine_status).to_contain_text(
        "and the copy of the engine kept by this browser failed too"
    )
    # Pyodide logs the unreadable standard library as console errors; nothing else may.
    guards.console_errors[:] = [
        error for error in guards.console_errors if "standard library" not in error
    ]
