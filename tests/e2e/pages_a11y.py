"""Page objects for the accessibility sweep: every page of the course, axe-core, the phone
width, and a learner who uses only the keyboard."""

from __future__ import annotations

from e2e_pages import SitePage
from playwright.sync_api import Locator, Page, ViewportSize, expect

from sitegen.lessons import course_nav

PHONE: ViewportSize = {"width": 375, "height": 740}
DESKTOP: ViewportSize = {"width": 1280, "height": 800}
MAX_TAB_PRESSES = 400


def course_page_paths() -> list[str]:
    """Every page of the navigation, from tutorials/course.toml: "" (home), "tricks/", ..."""
    return [source.removesuffix("index.md") for source in course_nav()]


class CoursePage(SitePage):
    def open(self, path: str) -> CoursePage:
        self.page.goto(self.base_url + path)
        expect(self.page.locator("[data-md-component=container]")).to_be_visible()
        return self

    def navigate(self, path: str) -> None:
        """Go to another page of the course as a click on a link there does: mkdocs-material's
        instant navigation swaps the content and keeps the document, its engine and axe-core.
        The mark on the document shows that no full page load happened."""
        self.page.evaluate("() => { document.documentElement.dataset.e2eVisit = 'kept'; }")
        super().navigate(path)
        expect(self.root).to_have_attribute("data-e2e-visit", "kept")

    def resize(self, size: ViewportSize) -> None:
        """Change the viewport and wait until the theme's transitions have finished (axe
        measures colours, which are wrong halfway through a transition). An animation inside a
        hidden element does not count: Chromium may list it as running until something asks for
        its style. A viewport already at that size is not set again (a relayout of the page)."""
        if self.page.viewport_size != size:
            self.page.set_viewport_size(size)
        self.page.wait_for_function(
            """document.getAnimations().every(animation =>
              animation.playState !== 'running' || !animation.effect?.target?.checkVisibility())"""
        )

    def scroll_width(self) -> int:
        """The page's width with every block laid out: a content-visibility block clips what
        sticks out of it, so a block too wide for a phone would be cut off, not scrolled."""
        self.lay_out_everything()
        width: int = self.page.evaluate("document.scrollingElement.scrollWidth")
        return width

    def widest_elements(self, limit: int = 5) -> list[str]:
        """The elements that stick out past the right edge, to say what overflows."""
        found: list[str] = self.page.evaluate(
            """limit => {
              const width = document.documentElement.clientWidth;
              const out = [];
              for (const el of document.querySelectorAll("body *")) {
                const box = el.getBoundingClientRect();
                if (box.right > width + 1 && box.width > 0) {
                  const classes = typeof el.className === "string" ? el.className.trim() : "";
                  const name = el.tagName.toLowerCase()
                    + (classes ? "." + classes.split(/\\s+/).join(".") : "");
                  out.push(`${name} (right edge ${Math.round(box.right)} px)`);
                }
              }
              return out.slice(0, limit);
            }""",
            limit,
        )
        return found


class KeyboardUser:
    """Moves focus with Tab and Shift+Tab only, and acts with Enter, Space and arrow keys."""

    def __init__(self, page: Page) -> None:
        self.page = page

    def is_focused(self, target: Locator) -> bool:
        focused: bool = target.evaluate("element => element === document.activeElement")
        return focused

    def tab_to(self, target: Locator) -> None:
        """Press Tab (or Shift+Tab when the target is behind the focus) until it has focus."""
        expect(target).to_be_visible()
        for _ in range(MAX_TAB_PRESSES):
            if self.is_focused(target):
                return
            behind: bool = target.evaluate(
                """element => {
                  const active = document.activeElement;
                  if (!active || active === document.body) return false;
                  return Boolean(active.compareDocumentPosition(element)
                    & Node.DOCUMENT_POSITION_PRECEDING);
                }"""
            )
            self.page.keyboard.press("Shift+Tab" if behind else "Tab")
        raise AssertionError(f"{target} never got the focus with Tab / Shift+Tab")

    def press(self, target: Locator, key: str) -> None:
        self.tab_to(target)
        self.page.keyboard.press(key)

    def type_into(self, target: Locator, text: str) -> None:
        self.tab_to(target)
        self.page.keyboard.type(text)
