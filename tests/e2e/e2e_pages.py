"""Page objects for the course site: what a learner sees and does, by role where possible."""

from __future__ import annotations

import json
import re
from typing import Any

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Locator, Page, expect

BOOT_TIMEOUT_MS = 90_000
LESSON_PATH = "ranking-the-cards/"

BLOCKING_IMPACTS = ("serious", "critical")


class SitePage:
    def __init__(self, page: Page, base_url: str) -> None:
        self.page = page
        self.base_url = base_url

    @property
    def root(self) -> Locator:
        return self.page.locator("html")

    def expect_engine(self, state: str) -> None:
        expect(self.root).to_have_attribute("data-engine", state, timeout=BOOT_TIMEOUT_MS)

    def expect_engine_ready(self) -> None:
        self.expect_engine("ready")

    def expect_engine_ready_if_used(self) -> None:
        """Ready on a page with an engine widget; a page without one need not start it."""
        if self.page.locator("[data-engine-widget]").count():
            self.expect_engine_ready()
        else:
            expect(self.root).to_have_attribute("data-engine", re.compile("^(idle|ready)$"))

    @property
    def deck_switch(self) -> Locator:
        return self.page.get_by_role("button", name="Spanish card faces")

    @property
    def engine_status(self) -> Locator:
        return self.page.locator("#ombre-engine-status")

    def lay_out_everything(self) -> None:
        """Lay out the blocks the site renders only near the viewport (content-visibility: auto
        in ombre.css): axe cannot measure colours in content that is not painted."""
        self.page.add_style_tag(content="* { content-visibility: visible !important; }")
        self.page.wait_for_function(
            "document.getAnimations().every(animation => animation.playState !== 'running')"
        )

    def serious_violations(self) -> list[str]:
        """axe-core's serious and critical violations on the page as it is now."""
        self.lay_out_everything()
        results = Axe().run(self.page)
        return [
            f"{violation['id']} ({violation['impact']}): {violation['help']} "
            f"at {[node['target'] for node in violation['nodes']][:3]}"
            for violation in results.response["violations"]
            if violation["impact"] in BLOCKING_IMPACTS
        ]


class HomePage(SitePage):
    def open(self) -> HomePage:
        self.page.goto(self.base_url)
        return self

    def go_to_lesson(self) -> LessonPage:
        self.page.get_by_role("article").get_by_role("link", name="Ranking the cards").click()
        expect(self.page.get_by_role("heading", level=1)).to_contain_text("Ranking the cards")
        return LessonPage(self.page, self.base_url)


class LessonPage(SitePage):
    """The lesson "Ranking the cards": the trump picker, its orders, and the drill."""

    def open(self, query: str = "") -> LessonPage:
        self.page.goto(self.base_url + LESSON_PATH + query)
        return self

    # The ranking widget -----------------------------------------------------------------------
    @property
    def trump_picker(self) -> Locator:
        return self.page.get_by_role("group", name="Trump suit")

    def trump_radio(self, suit: str) -> Locator:
        return self.trump_picker.get_by_role("radio", name=re.compile(rf"^{suit}\b", re.I))

    @property
    def orders(self) -> Locator:
        return self.page.locator(".ombre-ranking__orders")

    def choose_trump(self, suit: str) -> None:
        self.trump_radio(suit).check()
        expect(self.orders).to_have_attribute("data-trump", suit)
        expect(self.orders).not_to_have_attribute("aria-busy", "true")

    def order_items(self, suit: str) -> Locator:
        return self.orders.locator(f'section[data-suit="{suit}"]').get_by_role("listitem")

    # The drill ---------------------------------------------------------------------------------
    @property
    def drill(self) -> Locator:
        return self.page.get_by_role("region", name="Which card wins this trick?")

    @property
    def answers(self) -> Locator:
        return self.drill.get_by_role("group", name="Answers").get_by_role("button")

    @property
    def feedback(self) -> Locator:
        return self.drill.get_by_role("status")

    @property
    def new_question(self) -> Locator:
        return self.drill.get_by_role("button", name="New question")

    def drill_question(self) -> dict[str, Any]:
        """The question on screen, as the engine sent it (kind, seed, data, choices)."""
        box = self.drill
        expect(box).to_have_attribute("data-state", "asking")
        data: dict[str, Any] = json.loads(box.get_attribute("data-exercise") or "{}")
        return data

    def answer(self, code: str) -> Locator:
        button = self.drill.locator(f'button[data-choice="{code}"]')
        button.focus()
        self.page.keyboard.press("Enter")
        return button
