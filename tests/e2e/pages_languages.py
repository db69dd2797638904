"""Page objects for the course's languages: the header's language switcher and the search box,
in whatever language the page is in."""

from __future__ import annotations

from e2e_pages import SitePage
from playwright.sync_api import Locator, Route, expect

from sitegen.languages import LANGUAGES, by_code

SWITCHER_NAMES = {"en": "Select language", "fr": "Sélectionner la langue"}
"""The switcher button's name in the languages the tests open it in (the theme's words)."""


class LanguagePage(SitePage):
    """A page of the course in any language, at ``path`` below that language's root."""

    held_scripts: list[Route] | None = None
    """The requests for js/site.js held back since :meth:`hold_site_script`, else None."""

    def open(self, code: str, path: str = "") -> LanguagePage:
        """Open the page; with its scripts held back, it never finishes loading: only its start."""
        held = self.held_scripts is not None
        self.page.goto(self.url(code, path), wait_until="commit" if held else "load")
        expect(self.page.locator("[data-md-component=container]")).to_be_visible()
        return self

    def url(self, code: str, path: str = "") -> str:
        return self.base_url + by_code(code).prefix + path

    def expect_at(self, code: str, path: str = "") -> None:
        expect(self.page).to_have_url(self.url(code, path))
        expect(self.root).to_have_attribute("lang", code)

    def hold_site_script(self) -> list[Route]:
        """Hold back js/site.js (the widgets, the engine's start) on every page load from now on:
        a learner quicker than the course's scripts. The held requests are returned."""
        held: list[Route] = []
        self.held_scripts = held

        def hold(route: Route) -> None:
            held.append(route)

        self.page.route("**/js/site.js", hold)
        return held

    def expect_theme_running(self) -> None:
        """The theme's bundle has run: its instant navigation follows the links."""
        self.page.wait_for_function("() => 'document$' in window")

    @property
    def header(self) -> Locator:
        return self.page.locator(".md-header")

    def switcher_link(self, code: str) -> Locator:
        return self.header.get_by_role("link", name=by_code(code).name, exact=True)

    def switch_to(self, code: str, *, from_code: str) -> None:
        """Choose the language ``code`` in the header's switcher of a page in ``from_code``."""
        self.header.get_by_role("button", name=SWITCHER_NAMES[from_code]).hover()
        self.switcher_link(code).click()

    @property
    def search_box(self) -> Locator:
        return self.page.get_by_role("textbox", name="Rechercher")

    def search_results(self) -> Locator:
        return self.page.locator(".md-search-result__link")


LANGUAGE_CODES = [language.code for language in LANGUAGES]
