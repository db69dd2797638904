"""Page objects for the first lessons (what Ombre is, the deck, matadors, tricks, privilege)."""

from __future__ import annotations

from typing import Any, Self

from e2e_pages import ExerciseDrill, SitePage, page_width
from playwright.sync_api import Locator, ViewportSize

PHONE: ViewportSize = {"width": 375, "height": 812}


class BasicLesson(SitePage):
    """A lesson page of the first part of the course, opened by its folder name."""

    def __init__(self, page: Any, base_url: str, slug: str) -> None:
        super().__init__(page, base_url)
        self.slug = slug

    def open(self, query: str = "") -> Self:
        self.visit(self.base_url + self.slug + "/" + query)
        return self

    @property
    def article(self) -> Locator:
        return self.page.get_by_role("article")

    @property
    def recap(self) -> Locator:
        return self.article.locator(".admonition.abstract")

    def next_link(self, title: str) -> Locator:
        return self.article.get_by_role("link", name=title, exact=True).last

    def drill(self, title: str) -> ExerciseDrill:
        return ExerciseDrill(self.page, title=title)

    def examples(self) -> Locator:
        return self.article.locator("figure.ombre-example")

    def horizontal_overflow(self) -> int:
        """How many CSS pixels the page is wider than the viewport (0 when it fits), with
        every block laid out (e2e_pages.page_width)."""
        client: int = self.page.evaluate("document.documentElement.clientWidth")
        return page_width(self.page) - client

    # What Ombre is -------------------------------------------------------------------------------
    @property
    def seat_diagram(self) -> Locator:
        return self.article.get_by_role("img", name="The three seats and the order of play")

    @property
    def seat_steps(self) -> Locator:
        return self.article.locator(".ombre-seats figcaption").get_by_role("listitem")

    # The deck ------------------------------------------------------------------------------------
    @property
    def deck(self) -> Locator:
        return self.article.get_by_role("group", name="The 40 cards in both faces")

    def deck_faces(self, face: str) -> Locator:
        return self.deck.locator(f'.ombre-card[data-face="{face}"]').get_by_role("img")


class RuleBookLesson(BasicLesson):
    """A lesson with passages that differ by rule preset ({% call presets() %}): each passage
    shows the chosen rule book and keeps the other behind one disclosure."""

    @property
    def passages(self) -> Locator:
        return self.article.get_by_role("group", name="Where the rule presets differ")

    def book(self, rules: str, passage: int = 0) -> Locator:
        """One preset's version of a passage (its name line, text and widgets)."""
        return self.passages.nth(passage).locator(f'details[data-preset="{rules}"]')

    def disclosure(self, title: str, passage: int = 0) -> Locator:
        """The summary that opens the other book: "In the Swedish rules…"."""
        return self.passages.nth(passage).locator("summary", has_text=title)

    def shown_books(self) -> list[list[str]]:
        """For each passage, the presets whose version a learner sees without opening
        anything (the book's name line, "Swedish rules (your choice)", is visible)."""
        shown: list[list[str]] = self.page.evaluate(
            """() => [...document.querySelectorAll('article .ombre-presets')].map((passage) =>
              [...passage.querySelectorAll(':scope > details')]
                .filter((book) => book.querySelector('.ombre-preset__name').checkVisibility())
                .map((book) => book.dataset.preset))"""
        )
        return shown
