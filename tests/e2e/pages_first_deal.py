"""Page objects for a new learner's first minute: the home page's "Start here" and the lesson
list's minutes, and the lesson "Your first deal" with its tiny guided deal."""

from __future__ import annotations

import pathlib
import re
from typing import Any

from e2e_pages import SitePage
from pages_game import ENGINE_STEP_MS
from pages_guided import GuidedPage
from playwright.sync_api import Locator, expect

from ombre_core.guided import script_data
from ombre_tools.guided import load_script

FIRST_DEAL = pathlib.Path(__file__).resolve().parents[2] / "tutorials" / "first-deal"


def first_deal_script() -> dict[str, Any]:
    """The first deal's script as the page gets it (replayed by the engine)."""
    return script_data(load_script(FIRST_DEAL / "deals" / "first.toml"))


class FirstDeal(GuidedPage):
    """The lesson "Your first deal": the guided table, then the way on."""

    PATH = "first-deal/"

    @property
    def table(self) -> Locator:
        return self.page.get_by_role("region", name="Your first deal", exact=True)

    @property
    def next_lesson(self) -> Locator:
        return self.page.get_by_role("article").get_by_role("link", name="Next: What Ombre is")

    def play_the_script(self, deal: dict[str, Any]) -> None:
        """Every step as written: "Go on" after each, the guide's card at each of the
        learner's turns."""
        self.go_on()  # past the deal's title and intro
        steps = deal["steps"]
        for number, step in enumerate(steps, start=1):
            for action in step["actions"]:
                if action["learner"]:
                    self.take(action)
            expect(self.guide).to_contain_text(step["comment"], timeout=ENGINE_STEP_MS * 2)
            if number < len(steps):
                self.go_on()


class HomePage(SitePage):
    """The home page as a new learner meets it: "Start here" first, then the lessons."""

    def open(self) -> HomePage:
        self.visit(self.base_url)
        return self

    @property
    def start_here(self) -> Locator:
        return self.page.get_by_role("article").get_by_role("link", name=re.compile(r"^Start here"))

    def start(self) -> FirstDeal:
        self.start_here.click()
        expect(self.page).to_have_url(self.base_url + FirstDeal.PATH)
        expect(self.page.get_by_role("heading", level=1)).to_contain_text("Your first deal")
        return FirstDeal(self.page, self.base_url)

    @property
    def lesson_minutes(self) -> Locator:
        """Each lesson's time in the lesson list."""
        return self.page.locator(".ombre-lesson-list li .ombre-lesson-minutes")

    def minutes_of(self, lesson_title: str) -> Locator:
        item = self.page.locator(".ombre-lesson-list li").filter(
            has=self.page.get_by_role("link", name=lesson_title, exact=True)
        )
        return item.locator(".ombre-lesson-minutes")

    @property
    def course_time(self) -> Locator:
        """The whole course's time under the list."""
        return self.page.locator(".ombre-lesson-list .ombre-course-minutes")
