"""Page object for the glossary tooltips of any course page: its terms, the one tooltip, and
the navigation links that reach another page by instant navigation."""

from __future__ import annotations

from e2e_pages import SitePage
from playwright.sync_api import Locator

STRATEGY_PATH = "strategy/"  # many terms
STRATEGY_PLAY_PATH = "strategy-in-play/"  # many later uses of terms
WHAT_IS_OMBRE_PATH = "what-is-ombre/"


class GlossaryTips(SitePage):
    """A course page's glossary terms (``<abbr title>``) and their tooltip."""

    def open(self, path: str) -> GlossaryTips:
        self.visit(self.base_url + path)
        return self

    def term(self, text: str) -> Locator:
        """The first use of a term on the page: the one that takes keyboard focus."""
        return self.page.locator("article abbr[tabindex='0']", has_text=text).first

    def later_term(self) -> Locator:
        """A use of a term further down the page that shows a tooltip but is no tab stop."""
        return self.page.locator("article abbr[title]:not([tabindex])").first

    @property
    def tooltip(self) -> Locator:
        return self.page.get_by_role("tooltip")

    @property
    def tooltip_id(self) -> str:
        """The id a term's aria-describedby names while its tooltip shows."""
        return "ombre-glossary-tip"

    @property
    def tooltip_box(self) -> Locator:
        """The tooltip's visible box (the theme's inner element; the outer one spans the page)."""
        return self.tooltip.locator(".md-tooltip2__inner")

    @property
    def heading(self) -> Locator:
        return self.page.get_by_role("heading", level=1)

    def nav_link(self, name: str) -> Locator:
        return self.page.locator(".md-sidebar--primary").get_by_role("link", name=name, exact=True)
