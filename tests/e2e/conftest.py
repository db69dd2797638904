"""Playwright fixtures: the built site served on loopback, guards, and page objects.

The site must be built first (``python build.py``; ``make e2e`` does it). Every test gets two
autouse guards: any request to a host other than the test servers, and any console error or
page error, fails the test.

Every test is a return visit to the site server: its browser context starts with the engine's
memory snapshot kept, as a first visit leaves it (:func:`keep_snapshot`), so its pages boot the
engine from the snapshot, several times faster. Tests marked ``first_visit``, and every page
under the prefixed server (another origin, nothing kept unless the test keeps the snapshot there
itself), boot Python from the start.

The ``page`` of a test opens in one browser context per worker, reused from test to test
(:class:`ReusedContext`): the snapshot is kept once, not for every test. Between two tests its
pages are closed, its routes and cookies dropped, and both servers' storage wiped, the kept
snapshot excepted (local storage, IndexedDB, Cache Storage; session storage belongs to the
closed pages). A test gets a context of its own, as fresh as a new browser, when it is marked
``first_visit`` or ``browser_context_args``, or asks for the ``context`` fixture itself: do that
for anything a reused context cannot undo (``context.add_init_script``, ``expose_binding``,
permissions, geolocation, extra headers).

Every context, reused or its own, starts with the table's settings stored on both servers with
the other players at the quick pace (:data:`SEEDED_STORAGE`): a deal played in the browser does
not wait through the pauses meant for a learner following each card. The test of the pace choice
itself removes that setting first (test_e2e_game.py).
"""

from __future__ import annotations

import contextlib
import inspect
import json
import os
import shutil
import weakref
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from e2e_guards import Guards
from e2e_pages import KEPT_PAGES, ExerciseDrill, HomePage, LessonPage, SitePage
from e2e_waits import EXPECT_TIMEOUT_MS
from pages_game import TABLE_SETTINGS_KEY
from pages_puzzle import PuzzlePage
from playwright.sync_api import Browser, BrowserContext, Error, Page, expect

from sitegen.server import RunningServer, start

# An answer from the engine can take more than expect()'s default 5 s on this shared 2-core
# machine, the more so once the engine is ready early (booted from its snapshot) while the page
# is still drawing its widgets. Waits only: what each expect() checks is unchanged.
expect.set_options(timeout=EXPECT_TIMEOUT_MS)

ROOT = Path(__file__).resolve().parents[2]
# OMBRE_E2E_SITE: test a copy of the built site (others may be rebuilding public/ meanwhile).
PUBLIC = Path(os.environ.get("OMBRE_E2E_SITE") or ROOT / "public")
# Debian's headless shell (scripts/setup.sh installs it), else its full browser, else Playwright's
# own: the shell, without the browser's window and its compositing, runs the suite in about three
# quarters of the full browser's time (307 s against 408 s, one run each on an idle machine).
SYSTEM_CHROMIUMS = [Path("/usr/bin/chromium-headless-shell"), Path("/usr/bin/chromium")]
PREFIX = "/learn/ombre/"
DEFAULT_VIEWPORT = {"width": 1280, "height": 720}  # Playwright's
# What every origin's local storage holds when a test starts (site/js/widgets/table.js reads it).
SEEDED_STORAGE = {TABLE_SETTINGS_KEY: json.dumps({"pace": "quick"})}


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """Use a system Chromium when there is one (else Playwright's own)."""
    system = next((path for path in SYSTEM_CHROMIUMS if path.exists()), None)
    if system is None:
        return browser_type_launch_args
    return {
        **browser_type_launch_args,
        "executable_path": str(system),
        "args": [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
            # No other host can be reached: its name resolves to nowhere (see e2e_guards.py).
            "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
            # WebAssembly compiled by the baseline compiler only. Each test boots the engine in
            # a new page, whose worker would otherwise optimise Pyodide's hot functions all over
            # again: that took a fifth of the suite's CPU time, more than it saved in running.
            "--js-flags=--liftoff-only",
        ],
    }


@pytest.fixture(scope="session")
def browser_context_args(
    browser_context_args: dict[str, Any],
    site_server: RunningServer,
    prefixed_server: RunningServer,
) -> dict[str, Any]:
    """Service workers off: every test starts as a first visit, without precaching the build
    (tests/e2e/test_e2e_offline.py opens its own contexts with them on). Local storage holds
    :data:`SEEDED_STORAGE` on both servers."""
    seeded = [{"name": key, "value": value} for key, value in SEEDED_STORAGE.items()]
    origins = [
        {"origin": server.origin, "localStorage": seeded}
        for server in (site_server, prefixed_server)
    ]
    return {
        **browser_context_args,
        "service_workers": "block",
        "storage_state": {"cookies": [], "origins": origins},
    }


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A snapshot of public/, so a rebuild during the run cannot pull files from under it."""
    if not (PUBLIC / "index.html").exists():
        pytest.fail(f"{PUBLIC} has no built site: run `python build.py` first (make e2e does)")
    snapshot = tmp_path_factory.mktemp("public")
    shutil.copytree(PUBLIC, snapshot, dirs_exist_ok=True)
    return snapshot


@pytest.fixture(scope="session")
def site_server(built_site: Path) -> Iterator[RunningServer]:
    server = start(built_site)
    yield server
    server.stop()


@pytest.fixture(scope="session")
def prefixed_server(built_site: Path) -> Iterator[RunningServer]:
    """The same site under a URL prefix, as on a shared static host."""
    server = start(built_site, prefix=PREFIX)
    yield server
    server.stop()


@pytest.fixture(autouse=True)
def guards(
    test_context: BrowserContext, site_server: RunningServer, prefixed_server: RunningServer
) -> Iterator[Guards]:
    """Autouse: fail the test on any foreign request, console error or page error."""
    guard = Guards({site_server.origin, prefixed_server.origin})
    test_context.on("request", guard.request)
    test_context.on("page", guard.watch)
    for page in test_context.pages:
        if page not in KEEPERS:
            guard.watch(page)
    yield guard
    test_context.remove_listener("page", guard.watch)
    test_context.remove_listener("request", guard.request)
    for page in test_context.pages:
        if page not in KEEPERS:
            guard.unwatch(page)  # the kept page outlives the test: its next errors are not ours
    guard.verify()


# The kept copy as the worker keeps it (js/engine-worker.js, keepSnapshot): decompressed and
# marked so, so a boot reads it without a gunzip.
DECOMPRESSED = """const decompressed = (response) => new Response(
    response.body.pipeThrough(new DecompressionStream("gzip")),
    { headers: { "x-ombre-snapshot": "raw" } });"""

# What the engine worker does after a first visit (js/engine-worker.js, keepSnapshot), with the
# names the build wrote into js/engine-files.js.
KEEP_SNAPSHOT = (
    """async (files) => {
  """
    + DECOMPRESSED
    + """
  const { ENGINE_SNAPSHOT, SNAPSHOT_CACHE } = await import(files);
  if (!ENGINE_SNAPSHOT) return "no snapshot in this build";
  const response = await fetch(ENGINE_SNAPSHOT);
  if (!response.ok) return `the snapshot is not served (${response.status})`;
  await (await caches.open(SNAPSHOT_CACHE)).put(ENGINE_SNAPSHOT, decompressed(response));
  return "kept";
}"""
)


def keep_snapshot(context: BrowserContext, site_server: RunningServer) -> None:
    """Keep this build's engine snapshot in the context, as a first visit does."""
    files = site_server.url + "js/engine-files.js"
    page = context.new_page()
    try:
        page.goto(files)
        state = page.evaluate(KEEP_SNAPSHOT, files)
    finally:
        page.close()
    assert state == "kept", state


# Wipe an origin's storage (run on a page of that origin) and store `seed` in its local storage;
# keep the engine's snapshot when `keep` is true, and fetch it again if a test made the engine
# forget it.
RESET_STORAGE = (
    """async ([files, keep, seed]) => {
  """
    + DECOMPRESSED
    + """
  localStorage.clear();
  for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
  sessionStorage.clear();
  if (indexedDB.databases) {
    for (const { name } of await indexedDB.databases()) indexedDB.deleteDatabase(name);
  }
  const { ENGINE_SNAPSHOT, SNAPSHOT_CACHE } = await import(files);
  for (const name of await caches.keys()) {
    if (!(keep && name === SNAPSHOT_CACHE)) await caches.delete(name);
  }
  if (!keep || !ENGINE_SNAPSHOT) return "wiped";
  const cache = await caches.open(SNAPSHOT_CACHE);
  for (const request of await cache.keys()) {
    if (request.url !== ENGINE_SNAPSHOT) await cache.delete(request);
  }
  if (await cache.match(ENGINE_SNAPSHOT)) return "kept";
  const response = await fetch(ENGINE_SNAPSHOT);
  if (!response.ok) return `the snapshot is not served (${response.status})`;
  await cache.put(ENGINE_SNAPSHOT, decompressed(response));
  return "kept again";
}"""
)

# The pages a reused context keeps open between tests, one per server, to wipe its storage.
KEEPERS: weakref.WeakSet[Page] = weakref.WeakSet()

# The page the kept page rests on between two tests: its widgets leave with the test's page.
RESTING_PATH = ""

# <html> and <body>'s attributes (the rules and deck choice, the palette) as a fresh load sets
# them, kept when the kept page opens; restored between tests (the engine's state excepted),
# in the same document or in one a test loaded again.
ROOT_ATTRIBUTES = """() => {
  const attributes = (element) =>
    Object.fromEntries([...element.attributes].map(({ name, value }) => [name, value]));
  return { html: attributes(document.documentElement), body: attributes(document.body) };
}"""
RESET_KEPT_PAGE = """(fresh) => {
  for (const dialog of document.querySelectorAll("dialog[open]")) dialog.close();
  for (const [element, saved] of [[document.documentElement, fresh.html],
                                  [document.body, fresh.body]]) {
    for (const { name } of [...element.attributes]) {
      if (!(name in saved) && name !== "data-engine") element.removeAttribute(name);
    }
    for (const [name, value] of Object.entries(saved)) {
      if (name !== "data-engine") element.setAttribute(name, value);
    }
  }
  sessionStorage.clear();
}"""
# Progress (site/js/progress.js) reads its record again on a storage event, as when another tab
# changed it; the wipe happened in this page, which hears no storage event of its own.
ANNOUNCE_WIPE = """() => window.dispatchEvent(new StorageEvent("storage", { key: null }))"""


def refuse_init_script(*_args: Any, **_kwargs: Any) -> None:
    raise AssertionError(
        "an init script would stay on the worker's kept page for every later test: "
        "mark this test fresh_page"
    )


class ReusedContext:
    """One browser context for a worker's tests, reset between two tests instead of replaced:
    a new context would have to keep the 6 MB snapshot again, for every test."""

    def __init__(
        self,
        browser: Browser,
        args: dict[str, Any],
        site_server: RunningServer,
        prefixed_server: RunningServer,
    ) -> None:
        self.browser = browser
        self.args = args
        self.site_server = site_server
        self.prefixed_server = prefixed_server
        self.context: BrowserContext | None = None
        self.keepers: dict[str, Page] = {}
        self.kept: Page | None = None
        self.kept_in_use = False  # the test now running has the kept page
        self.fresh_attributes: dict[str, dict[str, str]] = {}

    def kept_page(self) -> Page:
        """The page kept from test to test on the site server, its engine worker running."""
        context = self.get()
        if self.kept is None or self.kept.is_closed():
            page = context.new_page()
            page.goto(self.site_server.url + RESTING_PATH)
            expect(page.locator("[data-md-component=container]")).to_be_visible()
            self.fresh_attributes = page.evaluate(ROOT_ATTRIBUTES)
            page.add_init_script = refuse_init_script  # type: ignore[method-assign, assignment]
            KEPT_PAGES.add(page)
            self.kept = page
        self.kept_in_use = True
        return self.kept

    def drop_kept_page(self) -> None:
        """Close the kept page: as a second tab of the site, it would hear the storage events
        of a test on a page of its own, and write back (progress sets bad data aside)."""
        page, self.kept = self.kept, None
        if page is not None and not page.is_closed():
            page.close()

    def reset_kept_page(self) -> None:
        """Back to the resting page with the test's leftovers undone, or closed when it cannot
        be (off the site, a failed engine): the next test then opens a new one. A page the test
        loaded again keeps its engine, booted again from the snapshot, and is kept too."""
        page = self.kept
        if page is None or page.is_closed():
            self.kept = None
            return
        if not self.kept_in_use:  # left at rest by an earlier test
            return
        self.kept_in_use = False
        usable = page.url.startswith(self.site_server.url) and page.evaluate(
            """() => document.documentElement.dataset.engine !== "failed"
              && Boolean(document.querySelector("[data-md-component=container]"))"""
        )
        if not usable:
            self.kept = None
            page.close()
            return
        page.unroute_all(behavior="ignoreErrors")
        page.emulate_media(media="null", color_scheme="null", reduced_motion="null")
        if page.viewport_size != self.args.get("viewport", DEFAULT_VIEWPORT):
            page.set_viewport_size(self.args.get("viewport", DEFAULT_VIEWPORT))
        page.evaluate(RESET_KEPT_PAGE, self.fresh_attributes)
        # What the test's page does as it leaves is still the test's: its errors fail it.
        guard = Guards({self.site_server.origin, self.prefixed_server.origin})
        guard.watch(page)
        try:
            SitePage(page, self.site_server.url).visit(self.site_server.url + RESTING_PATH)
            page.evaluate(RESET_KEPT_PAGE, self.fresh_attributes)
        finally:
            guard.unwatch(page)
        assert not guard.console_errors, "leaving the test's page:\n" + "\n".join(
            guard.console_errors
        )

    def get(self) -> BrowserContext:
        if self.context is None:
            context = self.browser.new_context(**self.args)
            keep_snapshot(context, self.site_server)
            for server in (self.site_server, self.prefixed_server):
                keeper = context.new_page()
                keeper.goto(server.url + "js/engine-files.js")
                KEEPERS.add(keeper)
                self.keepers[server.url] = keeper
            self.context = context
        return self.context

    def reset(self) -> None:
        """Back to a return visit with nothing else kept but :data:`SEEDED_STORAGE`; a context
        that fails to reset (a crashed browser) is closed, and the next test opens a new one."""
        context = self.context
        if context is None:
            return
        try:
            context.unroute_all(behavior="ignoreErrors")
            context.set_offline(False)
            for page in context.pages:
                if page not in KEEPERS and page is not self.kept:
                    page.close()
            self.reset_kept_page()
            context.clear_cookies()
            for url, keeper in self.keepers.items():
                keep = url == self.site_server.url
                files = url + "js/engine-files.js"
                # The kept page wipes its own origin, then reads it again (ANNOUNCE_WIPE).
                wiper = self.kept if keep and self.kept is not None else keeper
                state = wiper.evaluate(RESET_STORAGE, [files, keep, SEEDED_STORAGE])
                assert state in ("kept", "kept again", "wiped"), state
            if self.kept is not None:
                self.kept.evaluate(ANNOUNCE_WIPE)
        except (Error, AssertionError):
            self.close()
            raise

    def close(self) -> None:
        if self.context is not None:
            context, self.context = self.context, None
            self.keepers.clear()
            self.kept = None
            with contextlib.suppress(Error):  # the browser may be gone already
                context.close()


@pytest.fixture(scope="session")
def reused_context(
    browser: Browser,
    browser_context_args: dict[str, Any],
    site_server: RunningServer,
    prefixed_server: RunningServer,
) -> Iterator[ReusedContext]:
    reused = ReusedContext(browser, browser_context_args, site_server, prefixed_server)
    yield reused
    reused.close()


def wants_own_context(node: pytest.Item) -> bool:
    """A first visit, context arguments of its own, or a test that uses ``context`` itself
    (as any test that installs Playwright's clock must: a clock cannot be uninstalled, and in
    the reused context it would stop the timers of every later test on that worker)."""
    return bool(
        node.get_closest_marker("first_visit")
        or node.get_closest_marker("browser_context_args")
        or "context" in getattr(node, "fixturenames", ())
    )


@pytest.fixture
def test_context(
    request: pytest.FixtureRequest, site_server: RunningServer
) -> Iterator[BrowserContext]:
    """The context the test's ``page`` opens in: its own, or the worker's reused one."""
    if wants_own_context(request.node):
        context: BrowserContext = request.getfixturevalue("context")
        if not request.node.get_closest_marker("first_visit") and "page" in request.fixturenames:
            keep_snapshot(context, site_server)
        yield context
        return
    reused: ReusedContext = request.getfixturevalue("reused_context")
    if not wants_kept_page(request.node):
        reused.drop_kept_page()
    yield reused.get()
    reused.reset()


def wants_kept_page(node: pytest.Item) -> bool:
    """Marked ``kept_page`` (its module or itself), not ``fresh_page``, in the reused context."""
    return bool(
        node.get_closest_marker("kept_page")
        and not node.get_closest_marker("fresh_page")
        and not wants_own_context(node)
    )


@pytest.fixture
def page(request: pytest.FixtureRequest, test_context: BrowserContext) -> Page:
    """A new page; or, for a ``kept_page`` test, the worker's kept page, its engine running."""
    if wants_kept_page(request.node):
        reused: ReusedContext = request.getfixturevalue("reused_context")
        return reused.kept_page()
    return test_context.new_page()


@pytest.fixture
def lesson(page: Page, site_server: RunningServer) -> LessonPage:
    return LessonPage(page, site_server.url)


@pytest.fixture
def exercise_drill(page: Page) -> Callable[..., ExerciseDrill]:
    """The exercise widget's page object on the open page: ``exercise_drill("payment-1")`` or
    ``exercise_drill(title="Which card wins this trick?")``."""
    return lambda exercise_id=None, *, title=None: ExerciseDrill(page, exercise_id, title=title)


@pytest.fixture
def puzzle_page(page: Page, site_server: RunningServer, built_site: Path) -> PuzzlePage:
    """The puzzle page's page object (not yet opened)."""
    return PuzzlePage(page, site_server.url, built_site)


@pytest.fixture
def prefixed_home(page: Page, prefixed_server: RunningServer) -> HomePage:
    return HomePage(page, prefixed_server.url)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "first_visit: the browser keeps nothing from an earlier visit (plain boot)"
    )
    config.addinivalue_line(
        "markers",
        "kept_page: the test's page is the worker's kept page, its engine already running; "
        "the page objects' open() go there by instant navigation (SitePage.visit)",
    )
    config.addinivalue_line(
        "markers", "long: one of the longest tests (over ten seconds alone): run early (run_order)"
    )
    config.addinivalue_line(
        "markers",
        "fresh_page: a test of a kept_page module that needs a page of its own (a fresh load: "
        "init scripts, held or broken workers, first boots)",
    )


# Fixtures of a test whose pages boot Python from the start (no snapshot kept on that origin).
PLAIN_BOOT_FIXTURES = {"sw_context", "prefixed_server", "prefixed_home"}


def boots_plain(item: pytest.Item) -> bool:
    """A test that boots Python from the start: several times slower than a return visit."""
    function = getattr(item, "obj", None)
    names = set(inspect.signature(function).parameters) if callable(function) else set()
    return bool(item.get_closest_marker("first_visit") or names & PLAIN_BOOT_FIXTURES)


def run_order(item: pytest.Item) -> tuple[bool, bool, bool]:
    """Plain boots, then ``long`` tests, then those on a page of their own, then the kept page's."""
    return (not boots_plain(item), not item.get_closest_marker("long"), wants_kept_page(item))


@pytest.hookimpl(trylast=True)  # after pytest's own reordering by parametrized fixtures
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark the e2e tests, and run the slow plain-boot ones and the long ones first, so
    that under pytest-xdist none of them is left for the end while the other worker idles; then
    the tests that close the worker's kept page (a page of their own) before those that use it,
    so that the kept page is opened, and its engine booted, as few times as can be."""
    here = Path(__file__).parent
    for item in items:
        if Path(str(item.fspath)).is_relative_to(here):
            item.add_marker(pytest.mark.e2e)
    items.sort(key=run_order)
