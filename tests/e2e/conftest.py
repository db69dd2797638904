"""Playwright fixtures: the built site served on loopback, guards, and page objects.

The site must be built first (``python build.py``; ``make e2e`` does it). Every test gets two
autouse guards: any request to a host other than the test servers, and any console error or
page error, fails the test.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from e2e_pages import HomePage, LessonPage
from playwright.sync_api import BrowserContext, ConsoleMessage, Error, Page, Route

from sitegen.server import RunningServer, start

ROOT = Path(__file__).resolve().parents[2]
PUBLIC = ROOT / "public"
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
def built_site() -> Path:
    if not (PUBLIC / "index.html").exists():
        pytest.fail(f"{PUBLIC} has no built site: run `python build.py` first (make e2e does)")
    return PUBLIC


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


class Guards:
    """Collects requests to foreign hosts and console/page errors; ``verify`` fails on any."""

    def __init__(self, allowed_origins: set[str]) -> None:
        self.allowed_origins = allowed_origins
        self.external_requests: list[str] = []
        self.console_errors: list[str] = []

    def route(self, route: Route) -> None:
        url = route.request.url
        parts = urlsplit(url)
        if parts.scheme in ("http", "https", "ws", "wss"):
            origin = f"{parts.scheme}://{parts.netloc}"
            if origin not in self.allowed_origins:
                self.external_requests.append(url)
                route.abort("blockedbyclient")
                return
        route.continue_()

    def console(self, message: ConsoleMessage) -> None:
        if message.type == "error":
            self.console_errors.append(f"console.error: {message.text} ({message.location})")

    def page_error(self, error: Error) -> None:
        self.console_errors.append(f"page error: {error.message}")

    def watch(self, page: Page) -> None:
        page.on("console", self.console)
        page.on("pageerror", self.page_error)
        page.on("worker", lambda worker: worker.on("console", self.console))

    def verify(self) -> None:
        problems = [f"request to another host: {url}" for url in self.external_requests]
        problems += self.console_errors
        assert not problems, "\n".join(problems)

    def clear(self) -> None:
        self.external_requests.clear()
        self.console_errors.clear()


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


@pytest.fixture
def lesson(page: Page, site_server: RunningServer) -> LessonPage:
    return LessonPage(page, site_server.url)


@pytest.fixture
def prefixed_home(page: Page, prefixed_server: RunningServer) -> HomePage:
    return HomePage(page, prefixed_server.url)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if Path(str(item.fspath)).is_relative_to(Path(__file__).parent):
            item.add_marker(pytest.mark.e2e)
