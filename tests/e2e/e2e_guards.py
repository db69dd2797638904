"""The e2e tests' guards: no request to another host, no console or page error."""

from __future__ import annotations

from urllib.parse import urlsplit

from playwright.sync_api import ConsoleMessage, Error, Page, Route


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
