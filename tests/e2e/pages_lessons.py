"""Page objects for the first lessons (what Ombre is, the deck, matadors, tricks, privilege)."""

from __future__ import annotations

import json
from typing import Any

from e2e_pages import SitePage
from playwright.sync_api import Locator, expect

PHONE = {"width": 375, "height": 812}


class Drill:
    """One exercise widget, found by its accessible name (the lesson's ``title``)."""

    def __init__(self, page: SitePage, title: str) -> None:
        self.page = page.page
        self.box = page.page.get_by_role("region", name=title, exact=True)

    def question(self) -> dict[str, Any]:
        """The question on screen, as the engine sent it (kind, seed, data, choices)."""
        expect(self.box).to_have_attribute("data-state", "asking")
        data: dict[str, Any] = json.loads(self.box.get_attribute("data-exercise") or "{}")
        return data

    @property
    def feedback(self) -> Locator:
        return self.box.locator(".ombre-exercise__feedback")

    def choice(self, code: str) -> Locator:
        return self.box.get_by_role("group", name="Answers").locator(f'[data-choice="{code}"]')

    def pick(self, code: str) -> None:
        """Answer a one-choice question from the keyboard."""
        button = self.choice(code)
        expect(button).to_be_enabled()
        button.focus()
        self.page.keyboard.press("Enter")

    def select(self, codes: list[str]) -> None:
        """Toggle exactly ``codes`` on in a several-choice question, then Check."""
        for code in codes:
            button = self.choice(code)
            expect(button).to_be_enabled()
            button.click()
            expect(button).to_have_attribute("aria-pressed", "true")
        self.box.get_by_role("button", name="Check").click()

    def enter_number(self, value: int) -> None:
        field = self.box.get_by_label("Your answer (a whole number)")
        expect(field).to_be_enabled()
        field.fill(str(value))
        field.press("Enter")

    def expect_verdict(self, correct: bool) -> None:
        expect(self.feedback).to_have_attribute("data-correct", str(correct).lower())
        expect(self.feedback).to_contain_text("Right." if correct else "Not quite.")


class BasicLesson(SitePage):
    """A lesson page of the first part of the course, opened by its folder name."""

    def __init__(self, page: Any, base_url: str, slug: str) -> None:
        super().__init__(page, base_url)
        self.slug = slug

    def open(self, query: str = "") -> BasicLesson:
        self.page.goto(self.base_url + self.slug + "/" + query)
        return self

    @property
    def article(self) -> Locator:
        return self.page.get_by_role("article")

    @property
    def recap(self) -> Locator:
        return self.article.locator(".admonition.abstract")

    def next_link(self, title: str) -> Locator:
        return self.article.get_by_role("link", name=title, exact=True).last

    def drill(self, title: str) -> Drill:
        return Drill(self, title)

    def examples(self) -> Locator:
        return self.article.locator("figure.ombre-example")

    def horizontal_overflow(self) -> int:
        """How many CSS pixels the page is wider than the viewport (0 when it fits)."""
        overflow: int = self.page.evaluate(
            "document.documentElement.scrollWidth - document.documentElement.clientWidth"
        )
        return overflow

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
