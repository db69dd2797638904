"""The course in six languages: the switcher keeps the learner on the same page (instant
navigation included) and the choice is kept, a first visit follows the browser's language once,
each language searches its own pages, and a page of each (of the day's, ``e2e_slices``) is
axe-clean and fits a phone."""

from __future__ import annotations

import json
import re

import pytest
from e2e_slices import LANGUAGES_RUN
from pages_a11y import CoursePage
from pages_languages import LanguagePage
from playwright.sync_api import Page, expect
from test_e2e_a11y import problems_on
from test_e2e_site import run_with_engine

from ombre_core.messages import catalogue
from sitegen.server import RunningServer


@pytest.fixture
def language_page(page: Page, site_server: RunningServer) -> LanguagePage:
    return LanguagePage(page, site_server.url)


def test_the_switcher_keeps_the_page_and_the_choice_is_kept(language_page: LanguagePage) -> None:
    language_page.open("en", "tricks/")
    language_page.switch_to("fr", from_code="en")
    language_page.expect_at("fr", "tricks/")
    expect(language_page.page.get_by_role("heading", level=1)).to_contain_text("Les plis")
    # Instant navigation keeps the header of the first page: the switcher follows the page.
    language_page.page.get_by_role("link", name="Suivant").first.click()
    expect(language_page.page).not_to_have_url(language_page.url("fr", "tricks/"))
    here = language_page.page.url.removeprefix(language_page.url("fr"))
    language_page.switch_to("de", from_code="fr")
    language_page.expect_at("de", here)
    # The choice is kept: an English address opens the same page in German.
    language_page.page.goto(language_page.url("en", "the-deck/"))
    language_page.expect_at("de", "the-deck/")


def test_the_switcher_keeps_the_page_before_the_widgets_scripts_have_run(
    language_page: LanguagePage,
) -> None:
    held = language_page.hold_site_script()
    language_page.open("en", "tricks/")
    language_page.switch_to("fr", from_code="en")
    language_page.expect_at("fr", "tricks/")
    language_page.expect_theme_running()
    language_page.page.get_by_role("link", name="Suivant").first.click()
    expect(language_page.page).not_to_have_url(language_page.url("fr", "tricks/"))
    # An instant navigation: the header, its links too, is still the first page's.
    expect(language_page.switcher_link("de")).to_have_attribute("href", re.compile(r"/de/tricks/$"))
    here = language_page.page.url.removeprefix(language_page.url("fr"))
    language_page.switch_to("de", from_code="fr")
    language_page.expect_at("de", here)
    assert held, "the course's scripts were not held back"
    expect(language_page.page.locator('[data-widget][data-bound="yes"]')).to_have_count(0)


@pytest.mark.browser_context_args(locale="sv-SE")
def test_a_first_visit_follows_the_browsers_language_once(language_page: LanguagePage) -> None:
    language_page.open("en")
    language_page.expect_at("sv")
    language_page.header.get_by_role("button", name="Välj språk").hover()
    language_page.switcher_link("en").click()
    language_page.expect_at("en")
    language_page.page.goto(language_page.url("en", "tricks/"))
    language_page.expect_at("en", "tricks/")


def test_a_page_not_written_in_the_language_says_so_in_it(language_page: LanguagePage) -> None:
    language_page.open("fr", "course-coverage/")
    expect(language_page.page.get_by_text("Cette page n'est pas encore traduite")).to_be_visible()
    expect(language_page.page.locator("article [lang=en]")).to_have_count(1)


def test_each_language_searches_its_own_pages(language_page: LanguagePage) -> None:
    language_page.open("fr", "tricks/")
    language_page.search_box.click()
    language_page.search_box.fill("atout")
    results = language_page.search_results()
    expect(results.first).to_be_visible(timeout=30_000)
    hrefs = results.evaluate_all("links => links.map(link => link.href)")
    assert hrefs and all("/fr/" in href for href in hrefs), hrefs


# A lesson with drills in the two longest-worded languages, text-heavy pages in the others;
# the language of the day's, or those OMBRE_E2E_LANGUAGES names (e2e_slices).
SLICE = {"fr": "rulings/", "es": "quick-reference/", "pt": "bonuses-and-the-vole/"}
SLICE |= {"sv": "glossary/", "de": "matador-privilege/"}


@pytest.mark.long
def test_a_page_of_each_language_is_axe_clean_and_fits_a_phone(
    page: Page, site_server: RunningServer
) -> None:
    problems: list[str] = []
    course_page = CoursePage(page, site_server.url)
    palette = "light"
    for code in LANGUAGES_RUN:
        path = SLICE[code]
        course_page.open(f"{code}/{path}")
        found, palette = problems_on(course_page, f"{code}/{path}", palette)
        problems += found
    assert not problems, "\n".join(problems)


def test_on_a_phone_the_page_lists_its_languages_at_its_foot(language_page: LanguagePage) -> None:
    language_page.page.set_viewport_size({"width": 375, "height": 740})
    language_page.open("pt", "the-pot/")
    # The widgets drawn once the engine is ready move the foot of the page: click after that.
    language_page.expect_engine_ready_if_used()
    expect(language_page.page.get_by_role("button", name="Selecione o idioma")).to_be_hidden()
    languages = language_page.page.get_by_role("navigation", name="Esta página em outros idiomas")
    languages.get_by_role("link", name="Svenska").click()
    language_page.expect_at("sv", "the-pot/")


def test_the_engine_speaks_the_pages_language_from_its_own_catalogue(
    language_page: LanguagePage,
) -> None:
    language_page.open("fr", "tricks/")
    expect(language_page.root).to_have_attribute("data-engine", "ready", timeout=90_000)
    reply = run_with_engine(
        language_page.page, 'return await outcome(engine.call("session.new", { seed: 7 }));'
    )
    assert reply["ok"], reply
    words = json.dumps(reply["result"], ensure_ascii=False)
    assert f'"{catalogue("fr")["label.pass"]}"' in words  # "Passer", not "Pass"
    assert f'"{catalogue("en")["label.pass"]}"' not in words
    fetched = language_page.page.evaluate(
        "() => performance.getEntriesByType('resource').map((entry) => entry.name)"
    )
    assert [url for url in fetched if "/locale-" in url] == []  # the worker fetches it
