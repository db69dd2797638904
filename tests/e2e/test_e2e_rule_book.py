"""One rule book in front of the learner (issue 23): where the standard and Swedish rules
differ, a lesson shows the preset chosen in the header and keeps the other behind one
disclosure, on a 375 px phone; the choice holds across pages; the CSS alone shows the right
book before any script runs, and without JavaScript the standard book is shown."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pages_lessons import PHONE, RuleBookLesson
from playwright.sync_api import Browser, BrowserContext, Page, expect

from sitegen.server import RunningServer

# The passage on the matador bonus: the standard estuches, the Swedish bonus for all three.
STANDARD_BONUS = "One chip from each defender for each trump held in unbroken order"
SWEDISH_BONUS = "Three chips from each defender for holding all three"
IN_SWEDISH = "In the Swedish rules…"
IN_STANDARD = "In the standard rules…"
STORE_RULES = "(rules) => localStorage.setItem('ombre.rules', rules)"


def open_lesson(page: Page, server: RunningServer, slug: str) -> RuleBookLesson:
    page.set_viewport_size(PHONE)
    return RuleBookLesson(page, server.url, slug).open()


@pytest.mark.kept_page  # the worker's kept page, moved to the lesson (conftest.py)
def test_the_switch_shows_one_book_and_the_disclosure_the_other(
    page: Page, site_server: RunningServer
) -> None:
    lesson = open_lesson(page, site_server, "matadors-and-punto")
    expect(lesson.root).to_have_attribute("data-rules", "standard")
    expect(lesson.passages).to_have_count(1)
    expect(lesson.book("standard").get_by_text(STANDARD_BONUS)).to_be_visible()
    expect(lesson.book("swedish").get_by_text(SWEDISH_BONUS)).to_be_hidden()
    expect(lesson.disclosure(IN_SWEDISH)).to_be_visible()
    expect(lesson.disclosure(IN_STANDARD)).to_be_hidden()
    assert lesson.shown_books() == [["standard"]]
    # The two books stack, never side by side: the disclosure sits below the chosen book.
    chosen, other = (
        lesson.book("standard").bounding_box(),
        lesson.disclosure(IN_SWEDISH).bounding_box(),
    )
    assert chosen is not None and other is not None and other["y"] >= chosen["y"] + chosen["height"]

    lesson.disclosure(IN_SWEDISH).click()
    expect(lesson.book("swedish").get_by_text(SWEDISH_BONUS)).to_be_visible()
    expect(lesson.book("standard").get_by_text(STANDARD_BONUS)).to_be_visible()

    lesson.choose_rules("swedish")
    expect(lesson.book("swedish").get_by_text(SWEDISH_BONUS)).to_be_visible()
    expect(lesson.book("standard").get_by_text(STANDARD_BONUS)).to_be_hidden()
    expect(lesson.disclosure(IN_STANDARD)).to_be_visible()
    expect(lesson.disclosure(IN_SWEDISH)).to_be_hidden()
    assert lesson.shown_books() == [["swedish"]]
    chosen, other = lesson.book("swedish").bounding_box(), lesson.book("standard").bounding_box()
    assert chosen is not None and other is not None and other["y"] >= chosen["y"] + chosen["height"]
    assert lesson.horizontal_overflow() == 0


def test_the_chosen_book_holds_across_pages(page: Page, site_server: RunningServer) -> None:
    lesson = open_lesson(page, site_server, "dealing-and-auction")
    lesson.choose_rules("swedish")
    assert set(map(tuple, lesson.shown_books())) == {("swedish",)}
    page.evaluate("window.ombreSameVisit = true")
    lesson.article.get_by_role("link", name="exchange", exact=True).first.click()
    exchange = RuleBookLesson(page, site_server.url, "the-exchange")
    expect(
        exchange.book("swedish").get_by_text("Oros: only the defenders exchange")
    ).to_be_visible()
    expect(exchange.disclosure(IN_STANDARD)).to_be_visible()
    assert page.evaluate("window.ombreSameVisit") is True  # instant navigation, no reload
    assert exchange.shown_books() == [["swedish"]]

    payments = open_lesson(page, site_server, "bonuses-and-the-vole")  # a fresh page load
    expect(payments.rules_switch).to_have_value("swedish")
    books = payments.shown_books()
    assert len(books) >= 5 and all(shown == ["swedish"] for shown in books), books


def test_the_css_alone_shows_the_chosen_book_before_any_script_opens_it(
    context: BrowserContext, page: Page, site_server: RunningServer
) -> None:
    """No wrong book flashes before rules.js runs: with the details' open state frozen, the
    chosen book still shows and the other stays behind its disclosure."""
    context.add_init_script(
        "Object.defineProperty(HTMLDetailsElement.prototype, 'open', {"
        "  get() { return this.hasAttribute('open'); }, set(_) {} });"
    )
    page.goto(site_server.url)
    page.evaluate(STORE_RULES, "swedish")
    lesson = open_lesson(page, site_server, "matadors-and-punto")
    expect(lesson.root).to_have_attribute("data-rules", "swedish")
    expect(lesson.book("swedish")).not_to_have_attribute("open", "")
    expect(lesson.book("swedish").get_by_text(SWEDISH_BONUS)).to_be_visible()
    expect(lesson.book("standard").get_by_text(STANDARD_BONUS)).to_be_hidden()
    expect(lesson.disclosure(IN_STANDARD)).to_be_visible()


@pytest.fixture
def static_context(browser: Browser) -> Iterator[BrowserContext]:
    """The built pages without JavaScript."""
    context = browser.new_context(java_script_enabled=False, viewport=PHONE)
    yield context
    context.close()


def test_without_javascript_the_standard_book_shows_and_the_swedish_one_opens(
    static_context: BrowserContext, site_server: RunningServer
) -> None:
    lesson = RuleBookLesson(static_context.new_page(), site_server.url, "matadors-and-punto")
    lesson.open()
    expect(lesson.book("standard").get_by_text(STANDARD_BONUS)).to_be_visible()
    expect(lesson.book("swedish").get_by_text(SWEDISH_BONUS)).to_be_hidden()
    lesson.disclosure(IN_SWEDISH).click()
    expect(lesson.book("swedish").get_by_text(SWEDISH_BONUS)).to_be_visible()
