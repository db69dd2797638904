"""Page object for the daily deal: the table in its daily mode, the day chooser, the par and
the result beside it, and the days played."""

from __future__ import annotations

import json
from datetime import UTC, date, datetime
from typing import Any

from pages_game import TablePage
from playwright.sync_api import Locator

PAR_TIMEOUT_MS = 240_000
"""The par worked out in the browser, step by step: the strong bot's every card in Pyodide."""


def utc_today() -> str:
    return datetime.now(UTC).date().isoformat()


def day_words(day: str) -> str:
    """A day as the page says it: "2026-12-02" is "Wednesday 2 December 2026"."""
    when = date.fromisoformat(day)
    return f"{when:%A} {when.day} {when:%B} {when.year}"


class DailyPage(TablePage):
    """The page "Daily deal" and its table."""

    PATH = "daily/"

    def open_day(self, day: str) -> DailyPage:
        """Open the page with ``?day=`` in the address, and wait for the engine."""
        self.page.goto(f"{self.base_url}{self.PATH}?day={day}")
        self.expect_engine_ready()
        return self

    @property
    def table(self) -> Locator:
        return self.page.get_by_role("region", name="Daily deal", exact=True)

    @property
    def day_text(self) -> Locator:
        return self.table.locator(".ombre-daily__day")

    @property
    def notice(self) -> Locator:
        return self.table.locator(".ombre-daily__notice")

    @property
    def choose_a_day(self) -> Locator:
        """The button that shows the date field."""
        return self.table.get_by_role("button", name="Choose a day")

    @property
    def day_input(self) -> Locator:
        return self.table.get_by_label("Day", exact=True)

    @property
    def previous_day(self) -> Locator:
        return self.table.get_by_role("button", name="Previous day")

    @property
    def next_day(self) -> Locator:
        return self.table.get_by_role("button", name="Next day")

    @property
    def result(self) -> Locator:
        return self.table.get_by_role("region", name="Your result beside the par")

    @property
    def par_status(self) -> Locator:
        """Found by its class in the table: the result's box, a region, is hidden until the
        deal is over, and the status is watched from before (:meth:`record_par_status`)."""
        return self.table.locator(".ombre-daily__par")

    def record_par_status(self) -> None:
        """Note every text the par's status shows from now on (:meth:`par_status_texts`): the
        par is worked out as the test goes on, and may be done before the test looks."""
        self.par_status.evaluate(
            """status => {
              window.e2eParTexts = [];
              new MutationObserver(() => window.e2eParTexts.push(status.textContent))
                .observe(status, { childList: true, characterData: true, subtree: true });
            }"""
        )

    def par_status_texts(self) -> list[str]:
        texts: list[str] = self.page.evaluate("window.e2eParTexts")
        return texts

    @property
    def verdict(self) -> Locator:
        """The result's status: the score and the contracts, announced once."""
        return self.result.locator(".ombre-daily__verdict")

    @property
    def score(self) -> Locator:
        return self.result.locator(".ombre-daily__score")

    @property
    def contracts(self) -> Locator:
        return self.result.locator(".ombre-daily__contracts")

    @property
    def share_line(self) -> Locator:
        return self.result.get_by_role("textbox", name="Your result to share")

    @property
    def copy_button(self) -> Locator:
        return self.result.get_by_role("button", name="Copy", exact=True)

    @property
    def copied(self) -> Locator:
        return self.result.locator(".ombre-daily__copied")

    @property
    def days_played(self) -> Locator:
        return self.table.get_by_role("region", name="Your daily deals").get_by_role("listitem")

    def daily_progress(self) -> dict[str, Any]:
        """The "daily" part of the progress record in this browser."""
        record = json.loads(self.stored("ombre.progress") or "{}")
        daily: dict[str, Any] = record.get("daily", {})
        return daily

    def play_plainly_to_the_end(self, decisions: int = 30) -> None:
        """Pass, keep every card, play the first legal card, until the deal is over."""
        phase = self.wait_turn()
        for _ in range(decisions):
            if phase == "over":
                return
            self.act_plainly()
            phase = self.wait_turn()
        raise AssertionError("the deal did not end within the bounded number of decisions")
