"""Page objects for the pages with drills: any drill by its stable id (the one exercise widget
page object, :class:`e2e_pages.ExerciseDrill`), and the rule preset switch."""

from __future__ import annotations

import json
from typing import Any

from e2e_pages import ExerciseDrill, SitePage
from playwright.sync_api import Locator

PRACTICE_PATH = "practice/"
RANKING_PATH = "ranking-the-cards/"
RULES_KEY = "ombre.rules"
PROGRESS_KEY = "ombre.progress"


class ExercisePage(SitePage):
    """A page with drills: the practice page or a lesson."""

    def open(self, path: str = PRACTICE_PATH, query: str = "") -> ExercisePage:
        self.visit(self.base_url + path + query)
        return self

    def drill(self, exercise_id: str) -> ExerciseDrill:
        return ExerciseDrill(self.page, exercise_id, lang=self.lang)

    def ready_drill(self, exercise_id: str) -> ExerciseDrill:
        """The drill, once the engine is ready and the drill, scrolled into view, has its
        question."""
        self.expect_engine_ready()
        drill = self.drill(exercise_id)
        drill.box.scroll_into_view_if_needed()
        drill.expect_ready()
        return drill

    def stored(self, key: str) -> Any:
        text = self.page.evaluate("key => localStorage.getItem(key)", key)
        return json.loads(text) if text and text.startswith("{") else text

    @property
    def review(self) -> Locator:
        """The practice page's "Review your mistakes" box."""
        name = self.words["progress-ui.review-your-mistakes"]
        return self.page.get_by_role("region", name=name)

    def preset_block(self, rules: str) -> Locator:
        return self.page.locator(f'.ombre-preset[data-preset="{rules}"]')
