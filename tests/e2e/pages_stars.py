"""Page objects for stages and stars: a lesson's stages, and a lesson's stars wherever they are
shown (the lesson, the side navigation, the home page's list of lessons, "Your progress")."""

from __future__ import annotations

import re

from e2e_pages import BOOT_TIMEOUT_MS
from e2e_waits import expect_attribute
from pages_progress import ProgressSite
from playwright.sync_api import Locator, expect


class StarsSite(ProgressSite):
    """Any page of the site, seen for its stars."""

    def stage(self, exercise_id: str) -> Locator:
        """The stage line above a lesson's drill: "Stage 2 of 4: <goal>" and its stars."""
        return self.page.locator(f'.ombre-stage[data-exercise-id="{exercise_id}"]')

    def expect_stage(
        self, exercise_id: str, *, number: int, of: int, goal: str, stars: int
    ) -> None:
        stage = self.stage(exercise_id)
        expect_attribute(stage, "data-stars", str(stars), timeout=BOOT_TIMEOUT_MS)
        expect(stage).to_contain_text(f"Stage {number} of {of}: {goal}")
        expect(stage.locator(".ombre-stars")).to_contain_text(f"{stars} of 3 stars")
        glyphs = stage.locator(".ombre-stars__glyphs")
        expect(glyphs).to_have_text("★" * stars + "☆" * (3 - stars))

    @property
    def stage_news(self) -> Locator:
        """What changed in the stages, said to screen readers (a polite live region)."""
        return self.page.locator(".ombre-stage-announce[aria-live=polite]")

    @property
    def lesson_summary(self) -> Locator:
        """The line under a lesson's title: its stages, the rule, its stars."""
        return self.page.locator(".ombre-stage-summary")

    def lesson_link_stars(self, where: Locator, title: str) -> Locator:
        link = where.get_by_role("link", name=re.compile(rf"^{re.escape(title)}(\s*\(done\))?$"))
        return link.first.locator(".ombre-stars")

    def expect_lesson_stars(self, stars: Locator, *, earned: int, most: int) -> None:
        expect_attribute(stars, "data-stars", str(earned), timeout=BOOT_TIMEOUT_MS)
        expect(stars).to_have_attribute("data-most", str(most))
        expect(stars).to_have_attribute("title", f"{earned} of {most} stars")

    def expect_lesson(
        self, title: str, *, earned: int, most: int, done: bool, here: bool = False
    ) -> None:
        """The lesson's stars and done mark in the side navigation, and, ``here`` on the
        lesson's own page, in the summary under its title (mastered: all its stars)."""
        nav_stars = self.lesson_link_stars(self.navigation, title)
        self.expect_lesson_stars(nav_stars, earned=earned, most=most)
        self.expect_done_in_nav(title, done=done)
        if here:
            summary = self.lesson_summary
            expect(summary).to_have_attribute("data-stars", str(earned))
            expect(summary).to_have_attribute("data-most", str(most))
            expect(summary).to_have_attribute("data-done", str(done).lower())
            expect(summary).to_have_attribute("data-mastered", str(earned == most).lower())

    # The home page's list of lessons -------------------------------------------------------------
    @property
    def lesson_list(self) -> Locator:
        return self.page.locator(".ombre-lesson-list")

    def expect_home_lesson(self, title: str, *, earned: int, most: int, done: bool) -> None:
        home_stars = self.lesson_link_stars(self.lesson_list, title)
        self.expect_lesson_stars(home_stars, earned=earned, most=most)
        if done:
            name = re.compile(rf"^{re.escape(title)}\s*\(done\)$")
            link = self.lesson_list.get_by_role("link", name=name)
        else:
            link = self.lesson_list.get_by_role("link", name=title, exact=True)
        expect(link).to_be_visible()
        expect(link.locator("[data-ombre-done]")).to_have_count(1 if done else 0)

    # "Your progress" ---------------------------------------------------------------------------
    def expect_progress_ready(self) -> None:
        expect(self.page.get_by_role("button", name="Export progress")).to_be_enabled(
            timeout=BOOT_TIMEOUT_MS
        )

    def expect_progress_row(self, page_path: str, *, earned: int, most: int, status: str) -> None:
        """The lesson's row: its status ("not-started", "started", "done"), its stars, and
        "mastered" once it has all of them."""
        row = self.page.locator(f'.ombre-progress tbody tr[data-page="{page_path}"]')
        expect_attribute(row, "data-status", status, timeout=BOOT_TIMEOUT_MS)
        expect(row).to_have_attribute("data-mastered", str(earned == most).lower())
        status_cell = row.locator(".ombre-progress__status")
        if earned == most:
            expect(status_cell).to_have_text("✓ Done, mastered")
        else:
            expect(status_cell).not_to_contain_text("mastered")
        stars = row.locator(".ombre-progress__count .ombre-stars")
        self.expect_lesson_stars(stars, earned=earned, most=most)
        expect(stars).to_contain_text(f"{earned} of {most} stars")
