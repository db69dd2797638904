"""Page objects for the course's languages: the header's language switcher and the search box,
in whatever language the page is in."""

from __future__ import annotations

from e2e_pages import SitePage
from playwright.sync_api import Locator, expect

from sitegen.languages import LANGUAGES, by_code

SWITCHER_NAMES = {"en": "Select language", "fr": "Sélectionner la langue"}
"""The switcher button's name in the languages the tests open it in (the theme's words)."""


class LanguagePage(SitePage):
    """A page of the course in any language, at ``path`` below that language's root."""

    def open(self, code: str, path: str = "") -> LanguagePage:
        self.page.goto(self.url(code, path))
        expect(self.page.locator("[data-md-component=container]")).to_be_visible()
        return self

    def url(self, code: str, path: str = "") -> str:
        return self.base_url + by_code(code).prefix + path

    def expect_at(self, code: str, path: str = "") -> None:
        expect(self.page).to_have_url(self.url(code, path))
        expect(self.root).to_have_attribute("lang", code)

    def expect_widgets_bound(self) -> None:
        """The page's scripts have run: its widgets are bound, and js/site.js binds the switcher
        before them (a click sooner is the theme's alone, and the choice would not be kept)."""
        expect(self.page.locator('[data-widget][data-bound="yes"]').first).to_be_attached()
        expect(self.page.locator('[data-widget]:not([data-bound="yes"])')).to_have_count(0)

    def switch_to(self, code: str, *, from_code: str) -> None:
        """Choose the language ``code`` in the header's switcher of a page in ``from_code``."""
        header = self.page.locator(".md-header")
        header.get_by_role("button", name=SWITCHER_NAMES[from_code]).hover()
        header.get_by_role("link", name=by_code(code).name, exact=True).click()

    @property
    def search_box(self) -> Locator:
        return self.page.get_by_role("textbox", name="Rechercher")

    def search_results(self) -> Locator:
        return self.page.locator(".md-search-result__link")


LANGUAGE_CODES = [language.code for language in LANGUAGES]
