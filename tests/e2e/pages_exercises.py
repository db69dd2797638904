"""Page objects for the exercise widget: any drill by its stable id, answered through the
controls a learner uses (buttons, toggles, places, number inputs), and the rule preset switch."""

from __future__ import annotations

import json
from typing import Any

from e2e_pages import BOOT_TIMEOUT_MS, SitePage
from playwright.sync_api import Locator, Page, expect

from ombre_core.exercises import Exercise, generate

PRACTICE_PATH = "practice/"
RANKING_PATH = "ranking-the-cards/"
RULES_KEY = "ombre.rules"
PROGRESS_KEY = "ombre.progress"


class ExerciseDrill:
    """One exercise widget, found by its stable id (``payment-1``)."""

    def __init__(self, page: Page, exercise_id: str) -> None:
        self.page = page
        self.id = exercise_id
        self.box = page.locator(f'.ombre-exercise[data-exercise-id="{exercise_id}"]')

    # What is shown -----------------------------------------------------------------------------
    @property
    def feedback(self) -> Locator:
        return self.box.get_by_role("status")

    @property
    def details(self) -> Locator:
        return self.box.locator(".ombre-exercise__details")

    @property
    def question_text(self) -> Locator:
        return self.box.locator(".ombre-exercise__question")

    @property
    def hint_text(self) -> Locator:
        return self.box.locator(".ombre-exercise__hint")

    @property
    def link(self) -> Locator:
        return self.box.get_by_role("link", name="Link to this question")

    def button(self, name: str) -> Locator:
        return self.box.get_by_role("button", name=name, exact=True)

    @property
    def check_button(self) -> Locator:
        return self.box.locator(".ombre-exercise__check")

    def choice(self, choice_id: str) -> Locator:
        return self.box.locator(f'.ombre-exercise__choices button[data-choice="{choice_id}"]')

    def slot(self, index: int) -> Locator:
        return self.box.locator(f'.ombre-slot[data-slot="{index}"]')

    @property
    def announcer(self) -> Locator:
        return self.box.locator(".ombre-exercise__announce")

    @property
    def chip_rows(self) -> Locator:
        return self.box.locator(".ombre-chips__row")

    def question(self) -> dict[str, Any]:
        """The question on screen, as the engine sent it (waits until it can be answered)."""
        expect(self.box).to_have_attribute("data-state", "asking", timeout=BOOT_TIMEOUT_MS)
        data: dict[str, Any] = json.loads(self.box.get_attribute("data-exercise") or "{}")
        return data

    def engine_question(self) -> Exercise:
        """The same question rebuilt by ombre_core in the test, from its kind, seed and rules."""
        shown = self.question()
        return generate(shown["kind"], shown["seed"], shown["rules"])

    def expect_ready(self) -> None:
        expect(self.button("New question")).to_be_enabled(timeout=BOOT_TIMEOUT_MS)
        expect(self.box).to_have_attribute("data-state", "asking")

    def placed_cards(self) -> list[str]:
        return [
            self.slot(index).get_attribute("data-choice") or ""
            for index in range(self.box.locator(".ombre-slot").count())
        ]

    # Answering ---------------------------------------------------------------------------------
    def answer(self, answer: Any) -> None:
        """Give ``answer`` (in the engine's answer format) by clicking and typing."""
        answer_type = self.box.get_attribute("data-answer-type")
        if answer_type == "choice":
            self.choice(str(answer)).click()
            return
        if answer_type == "multi":
            for choice_id in answer:
                button = self.choice(choice_id)
                button.click()
                expect(button).to_have_attribute("aria-pressed", "true")
        elif answer_type == "order":
            for choice_id in answer:
                self.choice(choice_id).click()
                expect(self.choice(choice_id)).to_be_hidden()
        elif answer_type == "number":
            self.box.get_by_role("spinbutton").fill(str(answer))
        elif answer_type == "chips":
            inputs = self.box.get_by_role("spinbutton")
            values = [*answer["chips"], answer["pot_after"]]
            expect(inputs).to_have_count(len(values))
            for index, value in enumerate(values):
                inputs.nth(index).fill(str(value))
        else:
            raise AssertionError(f"unknown answer type {answer_type!r}")
        self.check_button.click()

    def new_question(self) -> dict[str, Any]:
        before = self.box.get_attribute("data-seed")
        self.button("New question").click()
        expect(self.box).not_to_have_attribute("data-seed", str(before))
        return self.question()


class ExercisePage(SitePage):
    """A page with drills: the practice page or a lesson."""

    def open(self, path: str = PRACTICE_PATH, query: str = "") -> ExercisePage:
        self.page.goto(self.base_url + path + query)
        return self

    def drill(self, exercise_id: str) -> ExerciseDrill:
        return ExerciseDrill(self.page, exercise_id)

    @property
    def rules_switch(self) -> Locator:
        return self.page.get_by_role("combobox", name="Rules")

    def choose_rules(self, rules: str) -> None:
        self.rules_switch.select_option(rules)
        expect(self.root).to_have_attribute("data-rules", rules)

    def stored(self, key: str) -> Any:
        text = self.page.evaluate("key => localStorage.getItem(key)", key)
        return json.loads(text) if text and text.startswith("{") else text

    def preset_block(self, rules: str) -> Locator:
        return self.page.locator(f'.ombre-preset[data-preset="{rules}"]')
