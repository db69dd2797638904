"""Playwright fixtures: the built site served on loopback, guards, and page objects.

The site must be built first (``python build.py``; ``make e2e`` does it). Every test gets two
autouse guards: any request to a host other than the test servers, and any console error or
page error, fails the test.

Every test is a return visit to the site server: its browser context starts with the engine's
memory snapshot kept, as a first visit leaves it (:func:`kept_snapshot`), so its pages boot the
engine from the snapshot, several times faster. Tests marked ``first_visit``, and every page
under the prefixed server (another origin, nothing kept), boot Python from the start.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from e2e_guards import Guards
from e2e_pages import ExerciseDrill, HomePage, LessonPage
from playwright.sync_api import BrowserContext, Page, expect

from sitegen.server import RunningServer, start

# An answer from the engine can take more than expect()'s default 5 s on this shared 2-core
# machine, the more so once the engine is ready early (booted from its snapshot) while the page
# is still drawing its widgets. Waits only: what each expect() checks is unchanged.
expect.set_options(timeout=15_000)

ROOT = Path(__file__).resolve().parents[2]
# OMBRE_E2E_SITE: test a copy of the built site (others may be rebuilding public/ meanwhile).
PUBLIC = Path(os.environ.get("OMBRE_E2E_SITE") or ROOT / "public")
SYSTEM_CHROMIUM = Path("/usr/bin/chromium")
PREFIX = "/learn/ombre/"


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """Use the system Chromium when there is one (else Playwright's own)."""
    if not SYSTEM_CHROMIUM.exists():
        return browser_type_launch_args
    return {
        **browser_type_launch_args,
        "executable_path": str(SYSTEM_CHROMIUM),
        "args": [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
        ],
    }


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    """Service workers off: every test starts as a first visit, without precaching the build
    (tests/e2e/test_e2e_offline.py opens its own contexts with them on)."""
    return {**browser_context_args, "service_workers": "block"}


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
    context: BrowserContext, site_server: RunningServer, prefixed_server: RunningServer
) -> Iterator[Guards]:
    """Autouse: fail the test on any foreign request, console error or page error."""
    guard = Guards({site_server.origin, prefixed_server.origin})
    context.route("**/*", guard.route)
    context.on("page", guard.watch)
    for page in context.pages:
        guard.watch(page)
    yield guard
    guard.verify()


# What the engine worker does after a first visit (js/engine-worker.js, keepSnapshot), with the
# names the build wrote into js/engine-files.js.
KEEP_SNAPSHOT = """async (files) => {
  const { ENGINE_SNAPSHOT, SNAPSHOT_CACHE } = await import(files);
  if (!ENGINE_SNAPSHOT) return "no snapshot in this build";
  const response = await fetch(ENGINE_SNAPSHOT);
  if (!response.ok) return `the snapshot is not served (${response.status})`;
  await (await caches.open(SNAPSHOT_CACHE)).put(ENGINE_SNAPSHOT, response);
  return "kept";
}"""


@pytest.fixture(autouse=True)
def kept_snapshot(
    request: pytest.FixtureRequest, context: BrowserContext, site_server: RunningServer
) -> None:
    """Autouse: the context starts as a return visit to the site server, with the engine's
    snapshot in Cache Storage; not for tests marked ``first_visit``, nor for those that do not
    use the ``page`` fixture."""
    if request.node.get_closest_marker("first_visit") or "page" not in request.fixturenames:
        return  # a first visit, or a test that opens its own contexts (test_e2e_offline.py)
    files = site_server.url + "js/engine-files.js"
    page = context.new_page()
    try:
        page.goto(files)
        state = page.evaluate(KEEP_SNAPSHOT, files)
    finally:
        page.close()
    assert state == "kept", state


@pytest.fixture
def lesson(page: Page, site_server: RunningServer) -> LessonPage:
    return LessonPage(page, site_server.url)


@pytest.fixture
def exercise_drill(page: Page) -> Callable[..., ExerciseDrill]:
    """The exercise widget's page object on the open page: ``exercise_drill("payment-1")`` or
    ``exercise_drill(title="Which card wins this trick?")``."""
    return lambda exercise_id=None, *, title=None: ExerciseDrill(page, exercise_id, title=title)


@pytest.fixture
def prefixed_home(page: Page, prefixed_server: RunningServer) -> HomePage:
    return HomePage(page, prefixed_server.url)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "first_visit: the browser keeps nothing from an earlier visit (plain boot)"
    )


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if Path(str(item.fspath)).is_relative_to(Path(__file__).parent):
            item.add_marker(pytest.mark.e2e)
