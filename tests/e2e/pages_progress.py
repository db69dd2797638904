"""Page objects for progress: drills answered right (with the engine's own solution), the
navigation's done marks, the stored record, and the "Your progress" page."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from e2e_pages import BOOT_TIMEOUT_MS, ExerciseDrill, SitePage
from playwright.sync_api import Download, Locator, expect

STORAGE_KEY = "ombre.progress"
BACKUP_KEY = "ombre.progress.corrupt"
PROGRESS_PATH = "progress/"
RANKING_PATH = "ranking-the-cards/"


def course_index(public: Path) -> dict[str, Any]:
    """The build's assets/course.json: pages with their exercises."""
    data: dict[str, Any] = json.loads((public / "assets" / "course.json").read_text())
    return data


def page_exercise_ids(public: Path, page_path: str) -> list[str]:
    for page in course_index(public)["pages"]:
        if page["url"] == page_path:
            return [exercise["id"] for exercise in page["exercises"]]
    raise KeyError(f"{page_path} is not in course.json")


class ProgressSite(SitePage):
    """Any page of the site, seen for its progress: storage, notices, navigation marks."""

    def open(self, path: str = "") -> ProgressSite:
        self.visit(self.base_url + path)
        expect(self.page.locator("[data-md-component=container]")).to_be_visible()
        return self

    def drill(self, exercise_id: str) -> ExerciseDrill:
        return ExerciseDrill(self.page, exercise_id)

    def stored(self, key: str = STORAGE_KEY) -> str | None:
        value: str | None = self.page.evaluate("key => localStorage.getItem(key)", key)
        return value

    def stored_progress(self) -> dict[str, Any]:
        return json.loads(self.stored() or "null") or {}

    def store(self, text: str, key: str = STORAGE_KEY) -> None:
        self.page.evaluate("([key, text]) => localStorage.setItem(key, text)", [key, text])

    @property
    def navigation(self) -> Locator:
        return self.page.locator("nav.md-nav--primary")

    def nav_link(self, title: str) -> Locator:
        return self.navigation.get_by_role("link", name=re.compile(rf"^{re.escape(title)}"))

    def expect_done_in_nav(self, title: str, done: bool = True) -> None:
        link = self.nav_link(title).first
        name = re.compile(rf"^{re.escape(title)}\s*\(done\)$")
        if done:
            expect(link).to_have_accessible_name(name)
            expect(link.locator("[data-ombre-done]")).to_be_visible()
        else:
            expect(link).to_have_accessible_name(title)

    @property
    def notice(self) -> Locator:
        return self.page.locator(".ombre-progress-notice")


class ProgressPage(ProgressSite):
    """The "Your progress" page."""

    def open(self, path: str = PROGRESS_PATH) -> ProgressPage:
        super().open(path)
        expect(self.export_button).to_be_enabled(timeout=BOOT_TIMEOUT_MS)
        return self

    @property
    def summary(self) -> Locator:
        return self.page.locator(".ombre-progress__summary")

    def lesson_row(self, page_path: str) -> Locator:
        return self.page.locator(f'.ombre-progress tbody tr[data-page="{page_path}"]')

    @property
    def export_button(self) -> Locator:
        return self.page.get_by_role("button", name="Export progress")

    @property
    def reset_button(self) -> Locator:
        return self.page.get_by_role("button", name="Reset progress")

    @property
    def import_input(self) -> Locator:
        return self.page.get_by_label("Import progress from a file")

    @property
    def message(self) -> Locator:
        return self.page.locator(".ombre-progress__message")

    @property
    def confirm_dialog(self) -> Locator:
        return self.page.get_by_role("dialog", name="Reset all your progress?")

    def export(self, folder: Path) -> Path:
        with self.page.expect_download() as info:
            self.export_button.click()
        download: Download = info.value
        target = folder / download.suggested_filename
        download.save_as(target)
        return target

    def import_file(self, path: Path) -> None:
        with self.page.expect_file_chooser() as info:
            self.import_input.click()
        info.value.set_files(path)

    def import_file_text(self, text: str) -> None:
        """Import a file with this content, chosen without a file on disk."""
        payload = {"name": "progress.json", "mimeType": "application/json", "buffer": text.encode()}
        with self.page.expect_file_chooser() as info:
            self.import_input.click()
        info.value.set_files(payload)  # type: ignore[arg-type]

    def reset(self, *, confirm: bool) -> None:
        self.reset_button.click()
        expect(self.confirm_dialog).to_be_visible()
        name = "Yes, reset my progress" if confirm else "Cancel"
        self.confirm_dialog.get_by_role("button", name=name).click()
        expect(self.confirm_dialog).to_be_hidden()
        # The dialog hides at once; its close handler (the reset itself) runs a task later and
        # ends by giving the focus back to the button.
        expect(self.reset_button).to_be_focused()
