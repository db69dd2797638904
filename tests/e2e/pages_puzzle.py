"""Page object for the puzzle page (widget "puzzle"): the position, the learner's cards, the
buttons, the rating and streak, and the puzzles part of the stored progress."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from e2e_pages import BOOT_TIMEOUT_MS, SitePage
from e2e_waits import expect_attribute, expect_contains_text
from playwright.sync_api import Locator, Route, expect

PUZZLES_PATH = "puzzles/"
PRACTICE_PATH = "practice/"


def puzzle_data(public: Path) -> dict[str, Any]:
    """The build's puzzle data, its files of every rule set (assets/puzzles-*.json) as one."""
    files = sorted((public / "assets").glob("puzzles-*.json"))
    parts: list[dict[str, Any]] = [json.loads(path.read_text()) for path in files]
    assert parts, "the build wrote no puzzle data"
    return {**parts[0], "puzzles": [item for part in parts for item in part["puzzles"]]}


def puzzle_boards(public: Path) -> dict[str, Any]:
    """Every puzzle's board by id (assets/puzzle-boards-*.json as one)."""
    boards: dict[str, Any] = {}
    for path in sorted((public / "assets").glob("puzzle-boards-*.json")):
        boards.update(json.loads(path.read_text()))
    return boards


class PuzzlePage(SitePage):
    def __init__(self, page: Any, base_url: str, public: Path) -> None:
        super().__init__(page, base_url)
        self.data = puzzle_data(public)
        self.public = public

    def built_board(self, puzzle_id: str) -> dict[str, Any]:
        """The board the build drew for a puzzle."""
        board: dict[str, Any] = puzzle_boards(self.public)[puzzle_id]
        return board

    def open(self, puzzle_id: str | None = None) -> PuzzlePage:
        self.visit(self.base_url + PUZZLES_PATH + (f"#{puzzle_id}" if puzzle_id else ""))
        self.expect_answering()
        return self

    @property
    def box(self) -> Locator:
        return self.page.locator(".ombre-puzzle")

    @property
    def board(self) -> Locator:
        return self.box.locator(".ombre-puzzle__board")

    @contextmanager
    def widget_held(self) -> Iterator[None]:
        """The widget's script held back: what the page shows before it runs."""
        held: list[Route] = []
        pattern = "**/js/widgets/puzzle.js*"
        context = self.page.context
        context.route(pattern, lambda route: held.append(route))
        try:
            yield
        finally:
            context.unroute(pattern)
            for route in held:
                route.fallback()

    @property
    def said(self) -> Locator:
        return self.box.locator(".ombre-puzzle__said")

    def button(self, name: str) -> Locator:
        return self.box.get_by_role("button", name=name, exact=True)

    def card(self, code: str) -> Locator:
        return self.box.get_by_role("group", name="Your hand").locator(
            f'button[data-card="{code}"]'
        )

    def expect_answering(self, puzzle_id: str | None = None) -> None:
        expect_attribute(self.box, "data-engine", "ready", timeout=BOOT_TIMEOUT_MS)
        expect_attribute(self.box, "data-phase", "answer", timeout=BOOT_TIMEOUT_MS)
        for waiting in ("Next card", "Try again", "Show the answer"):
            expect(self.button(waiting)).to_be_hidden()
        if puzzle_id:
            expect(self.box).to_have_attribute("data-puzzle", puzzle_id)

    def current(self) -> dict[str, Any]:
        shown = self.box.get_attribute("data-puzzle")
        return next(item for item in self.data["puzzles"] if item["id"] == shown)

    def play(self, action: str) -> None:
        target = (
            self.card(action.removeprefix("play "))
            if action.startswith("play ")
            else self.box.locator(f'button[data-action="{action}"]')
        )
        expect(target).to_be_enabled()
        target.click()

    def solve(self) -> None:
        self.play(self.current()["answer"][0])
        expect_attribute(self.said, "data-verdict", "right")
        expect(self.box).to_have_attribute("data-phase", "done")
        expect(self.button("Next puzzle")).to_be_enabled()

    def miss(self, refutation: dict[str, Any]) -> None:
        """Play a wrong card, follow its refutation card by card to "Try again", the line's last
        cards still on the felt under its words."""
        self.play(refutation["action"])
        expect_contains_text(self.said, refutation["words"])
        expect(self.said).to_have_text(refutation["words"])
        for _ in refutation["line"]:
            expect(self.button("Next card")).to_be_visible()
            self.button("Next card").click()
        expect(self.button("Try again")).to_be_visible()
        expect(self.box).to_have_attribute("data-phase", "missed")
        expect(self.said).to_have_text(refutation["words"])
        expect(self.trick.locator("figure").first).to_be_visible()

    @property
    def trick(self) -> Locator:
        return self.box.locator(".ombre-table__trick")

    def ids(self, preset: str, theme: str | None = None) -> re.Pattern[str]:
        """The ids of the puzzles in `preset` (with `theme`), as a pattern."""
        found = [
            item["id"]
            for item in self.data["puzzles"]
            if item["preset"] == preset and (theme is None or theme in item["themes"])
        ]
        return re.compile("^(" + "|".join(found) + ")$")

    def choose_theme(self, theme: str) -> None:
        self.box.get_by_role("combobox", name="Theme").select_option(theme)

    def expect_score(self, rating: re.Pattern[str] | str, streak: int) -> None:
        expect(self.box).to_have_attribute("data-streak", str(streak))
        expect(self.box.locator(".ombre-puzzle__rating")).to_have_text(rating)

    def stored_puzzles(self) -> dict[str, Any]:
        text = self.page.evaluate("() => localStorage.getItem('ombre.progress')")
        part: dict[str, Any] = json.loads(text or "{}").get("puzzles", {})
        return part

    def keep_puzzles(self, part: dict[str, Any]) -> None:
        """Store a progress record whose puzzles part is ``part`` (any page of the site open)."""
        record = {"schema": 2, "exercises": {}, "puzzles": part}
        self.page.evaluate(
            "text => localStorage.setItem('ombre.progress', text)", json.dumps(record)
        )

    def set_due(self, puzzle_id: str, day: str) -> None:
        self.page.evaluate(
            """([id, day]) => {
              const record = JSON.parse(localStorage.getItem('ombre.progress'));
              record.puzzles.queue[id].due = day;
              localStorage.setItem('ombre.progress', JSON.stringify(record));
            }""",
            [puzzle_id, day],
        )

    def open_practice(self) -> Locator:
        self.page.goto(self.base_url + PRACTICE_PATH)  # a load: progress is read from storage
        section = self.page.get_by_role("region", name="Puzzles to try again")
        expect(section).to_be_visible(timeout=BOOT_TIMEOUT_MS)
        return section
