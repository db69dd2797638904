"""Offline and return visits: the service worker (sw.js, sitegen/offline.py) under a URL prefix.

Each test opens its own browser context with service workers allowed (conftest blocks them for
every other test) and the same guards as the rest of the suite.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from e2e_guards import Guards
from e2e_pages import BOOT_TIMEOUT_MS
from pages_exercises import ExercisePage
from playwright.sync_api import Browser, BrowserContext, Page, expect

from ombre_core.exercises import generate
from sitegen.offline import write_service_worker
from sitegen.server import RunningServer, start

PREFIX = "/learn/ombre/"
PAGES = (
    "",
    "the-deck/",
    "glossary/",
    "quick-reference/",
    "tricks/",
    "play-a-deal/",
    "daily/?day=2026-12-01",  # the daily deal's address for a past day: the same page
)


@pytest.fixture
def sw_context(browser: Browser) -> Iterator[tuple[BrowserContext, list[Guards]]]:
    context = browser.new_context(service_workers="allow")
    guards: list[Guards] = []
    yield context, guards
    context.close()
    for guard in guards:
        guard.verify()


def guarded(context: BrowserContext, guards: list[Guards], server: RunningServer) -> Page:
    guard = Guards({server.origin})
    guards.append(guard)
    context.route("**/*", guard.route)
    context.on("page", guard.watch)
    page = context.new_page()
    guard.watch(page)
    return page


def visit_until_cached(page: Page, url: str) -> None:
    """One visit, until the build is cached and, on a page that booted the engine, its snapshot
    is kept for the next visit."""
    page.goto(url)
    root = page.locator("html")
    expect(root).to_have_attribute("data-offline", "ready", timeout=BOOT_TIMEOUT_MS)
    if root.get_attribute("data-engine") == "ready":
        expect(root).to_have_attribute("data-engine-snapshot", "kept", timeout=BOOT_TIMEOUT_MS)


def deploy_and_activate(
    context: BrowserContext, watcher: Page, server: RunningServer, site: Path
) -> None:
    """A new deploy (one page changes, so does the build's hash), installed while a page of the
    old build is open, and activated once it is closed. ``watcher`` is a page of the same origin
    outside the course's scope."""
    lesson = site / "the-deck" / "index.html"
    lesson.write_text(lesson.read_text().replace("</h1>", " (new)</h1>", 1))
    write_service_worker(site)

    # The next visit is still served whole by the old build while the new one installs.
    page = context.new_page()
    page.goto(server.url + "the-deck/")
    expect(page.locator("h1").first).not_to_contain_text("(new)")
    watcher.evaluate(
        "url => navigator.serviceWorker.getRegistration(url).then(r => { window.r = r; })",
        server.url,
    )
    watcher.evaluate("window.r.update()")
    watcher.wait_for_function("window.r.waiting !== null", timeout=BOOT_TIMEOUT_MS)
    page.close()

    # With no page of the old build open, the new one takes over.
    watcher.wait_for_function(
        "!window.r.waiting && !window.r.installing && window.r.active.state === 'activated'",
        timeout=BOOT_TIMEOUT_MS,
    )


@pytest.fixture
def deployable(
    built_site: Path, tmp_path: Path, sw_context: tuple[BrowserContext, list[Guards]]
) -> Iterator[tuple[Path, RunningServer, Page]]:
    """A copy of the site that a test can deploy over, its server, and a page of the same origin
    outside the course's scope (a 404, so left unguarded), to watch the service worker while no
    page of the course is open."""
    site = tmp_path / "site"
    shutil.copytree(built_site, site)
    server = start(site, prefix=PREFIX)
    try:
        watcher = sw_context[0].new_page()
        watcher.goto(server.origin + "/elsewhere")
        yield site, server, watcher
    finally:
        if server.thread.is_alive():
            server.stop()


def answer_a_drill_offline(page: Page, url: str) -> None:
    """The practice page's payment drill, answered right with the engine the cache keeps."""
    practice = ExercisePage(page, url).open()
    drill = practice.drill("payment-1")
    drill.expect_ready()
    question = drill.question()
    drill.answer(generate(question["kind"], question["seed"], question["rules"]).solution)
    expect(drill.feedback).to_have_attribute("data-correct", "true")


# One visit's life under a prefix: offline after the first visit, then a deploy that replaces
# the old cache whole, and the engine still working offline after it (a deploy that leaves
# Pyodide and the engine as they were). One first visit (a plain boot) serves all three.
@pytest.mark.turn(0)
def test_offline_after_one_visit_then_a_new_build_replaces_the_cache_and_still_works_offline(
    sw_context: tuple[BrowserContext, list[Guards]],
    deployable: tuple[Path, RunningServer, Page],
) -> None:
    context, guards = sw_context
    site, server, watcher = deployable
    page = guarded(context, guards, server)
    # The runtime is cached too, and the puzzles' data the page read before the worker served it.
    visit_until_cached(page, server.url + "puzzles/")
    scope = page.evaluate("navigator.serviceWorker.controller.scriptURL")
    assert scope == server.url + "sw.js"
    old_build = page.evaluate("localStorage.getItem('ombre.build')")

    # Offline after one visit: every page, and the engine from the cache.
    context.set_offline(True)
    for path in PAGES:
        page.goto(server.url + path)
        expect(page.locator("h1").first).to_be_visible()
    page.goto(server.url + "puzzles/")  # a card to play: the data read from the cache
    hand = page.locator(".ombre-puzzle").get_by_role("group", name="Your hand")
    expect(hand.locator("button[data-card]:enabled").first).to_be_visible(timeout=BOOT_TIMEOUT_MS)
    answer_a_drill_offline(page, server.url)
    expect(page.locator("html")).to_have_attribute("data-engine-boot", "snapshot")
    context.set_offline(False)
    page.close()

    deploy_and_activate(context, watcher, server, site)

    # The visit after that: the new build, whole, with the quiet notice; one cache left.
    page = context.new_page()
    page.goto(server.url + "the-deck/")
    expect(page.locator("h1").first).to_contain_text("(new)")
    expect(page.get_by_role("status").filter(has_text="updated")).to_be_visible(
        timeout=BOOT_TIMEOUT_MS
    )
    new_build = page.evaluate("localStorage.getItem('ombre.build')")
    assert new_build != old_build
    caches = page.evaluate("caches.keys()")
    # The engine's snapshot, kept on the first visit, has a cache of its own (the worker's).
    assert sorted(name for name in caches if name.startswith("ombre-")) == [
        f"ombre-{PREFIX}-{new_build}",
        f"ombre-engine-{PREFIX}",
    ]
    assert re.fullmatch(r"[0-9a-f]{12}", new_build)

    # Offline for the service worker too (its own requests ignore the context's setting).
    url = server.url
    server.stop()
    context.set_offline(True)
    answer_a_drill_offline(page, url)
    # The puzzles' data the old build kept (the same bytes) carried into the new cache: the
    # puzzle page still deals a puzzle offline, without an online visit since the update.
    page.goto(url + "puzzles/")
    hand = page.locator(".ombre-puzzle").get_by_role("group", name="Your hand")
    expect(hand.locator("button[data-card]:enabled").first).to_be_visible(timeout=BOOT_TIMEOUT_MS)
