"""The e2e tests' guards: no request to another host, no console or page error.

Most tests watch requests (:meth:`Guards.request`) rather than route them: routing every request
through Playwright turns the browser's HTTP cache off, so each page would fetch and compile the
whole runtime again. The browser itself cannot reach another host (conftest.py maps every other
host name to nowhere), so watching is enough to fail the test. The offline tests, whose requests
go through a service worker, route them (:meth:`Guards.route`)."""

from __future__ import annotations

import contextlib
from urllib.parse import urlsplit

from playwright.sync_api import ConsoleMessage, Error, Page, Request, Route, Worker


class Guards:
    """Collects requests to foreign hosts and console/page errors; ``verify`` fails on any."""

    def __init__(self, allowed_origins: set[str]) -> None:
        self.allowed_origins = allowed_origins
        self.external_requests: list[str] = []
        self.console_errors: list[str] = []

    def is_foreign(self, url: str) -> bool:
        parts = urlsplit(url)
        origin = f"{parts.scheme}://{parts.netloc}"
        return parts.scheme in ("http", "https", "ws", "wss") and origin not in self.allowed_origins

    def request(self, request: Request) -> None:
        """A request seen (pages and their workers): note it if it goes to another host."""
        if self.is_foreign(request.url):
            self.external_requests.append(request.url)

    def route(self, route: Route) -> None:
        """A request routed: block and note it if it goes to another host."""
        url = route.request.url
        if self.is_foreign(url):
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
        page.on("worker", self.watch_worker)
        for worker in page.workers:  # a kept page's engine worker, started in an earlier test
            self.watch_worker(worker)

    def watch_worker(self, worker: Worker) -> None:
        worker.on("console", self.console)

    def unwatch(self, page: Page) -> None:
        """Stop listening to a page that outlives the test (the worker's kept page)."""
        page.remove_listener("console", self.console)
        page.remove_listener("pageerror", self.page_error)
        page.remove_listener("worker", self.watch_worker)
        for worker in page.workers:
            with contextlib.suppress(KeyError, ValueError):
                worker.remove_listener("console", self.console)

    def verify(self) -> None:
        problems = [f"request to another host: {url}" for url in self.external_requests]
        problems += self.console_errors
        assert not problems, "\n".join(problems)

    def clear(self) -> None:
        self.external_requests.clear()
        self.console_errors.clear()
