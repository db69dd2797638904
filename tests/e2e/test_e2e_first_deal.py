"""A new learner's first minute (issue 23): from the home page, one click on "Start here" puts
a first-time visitor on a phone at the table of a tiny guided deal, played to its end with the
script the page is built from; that first visit keeps the engine's snapshot, and the next
boots from it; the home page says how long each lesson takes."""

from __future__ import annotations

from pathlib import Path

import pytest
from e2e_pages import BOOT_TIMEOUT_MS, LessonPage
from pages_first_deal import HomePage, first_deal_script
from pages_game import ENGINE_STEP_MS, PHONE_SIZE, strip_problems
from playwright.sync_api import Page, expect

from sitegen.course_metrics import site_metrics
from sitegen.course_time import duration, lesson_minutes, timed
from sitegen.server import RunningServer

# Each test moves the worker's kept page, its engine running, to its page (conftest.py).
pytestmark = pytest.mark.kept_page


@pytest.mark.first_visit
@pytest.mark.browser_context_args(viewport=PHONE_SIZE, has_touch=True, is_mobile=True)
@pytest.mark.turn(1)
def test_a_new_visitor_plays_the_first_deal_one_click_from_the_home_page(
    page: Page, site_server: RunningServer
) -> None:
    deal = first_deal_script()
    home = HomePage(page, site_server.url).open()
    box = home.start_here.bounding_box()
    assert box is not None and box["y"] + box["height"] <= PHONE_SIZE["height"], (
        "Start here is below the first screen"
    )
    first = home.start()
    expect(first.table).to_be_attached()  # the table is on the page the link opens
    first.expect_engine_ready()
    expect(first.root).to_have_attribute("data-engine-boot", "plain")  # nothing kept: new visitor
    first.wait_for("go-on")
    expect(first.guide).to_contain_text(deal["title"])
    first.play_the_script(deal)
    expect(first.table).to_have_attribute("data-phase", "over", timeout=ENGINE_STEP_MS * 2)
    # Stopped after the fifth trick: no trick of a sixth is named.
    expect(first.guide.get_by_role("heading")).to_have_text("The deal is over")
    tricks = sum(deal["outcome"]["tricks"])
    expect(first.strip).to_have_count(tricks)
    expect(first.table.locator(".ombre-table__result")).to_contain_text("sacada")
    assert strip_problems(first.table) == []
    assert first.page.evaluate("document.documentElement.scrollWidth") <= PHONE_SIZE["width"]
    expect(first.next_lesson).to_be_visible()

    # In idle time the first visit kept this build's snapshot; the next visit boots from it
    # and does not keep it again, and the engine answers.
    expect(first.root).to_have_attribute("data-engine-snapshot", "kept", timeout=BOOT_TIMEOUT_MS)
    assert first.kept_snapshots() == ["SNAPSHOT"]
    lesson = LessonPage(page, site_server.url).open()
    lesson.expect_engine_ready()
    expect(lesson.root).to_have_attribute("data-engine-boot", "snapshot")
    expect(lesson.root).not_to_have_attribute("data-engine-snapshot", "kept")
    lesson.choose_trump("spades")
    expect(lesson.order_items("spades").first).to_contain_text("Spadille")


def test_the_home_page_says_how_long_each_lesson_takes(
    page: Page, site_server: RunningServer, built_site: Path
) -> None:
    lessons, _ = site_metrics(built_site)
    timed_lessons = [lesson for lesson in lessons if timed(lesson.name)]
    home = HomePage(page, site_server.url).open()
    expect(home.lesson_minutes).to_have_count(len(timed_lessons))
    expect(home.minutes_of("Your first deal")).to_have_text(
        f"{lesson_minutes(timed_lessons[0])} min"
    )
    total = sum(lesson_minutes(lesson) for lesson in timed_lessons)
    expect(home.course_time).to_have_text(duration(total))
