"""Site-wide behaviour: deck switch, URL prefix, one worker per visit, accessibility, failures,
and the test guards themselves."""

from __future__ import annotations

import pytest
from e2e_guards import Guards
from e2e_pages import HomePage, LessonPage
from playwright.sync_api import expect


def test_deck_switch_persists_across_a_reload(lesson: LessonPage) -> None:
    lesson.open()
    expect(lesson.root).to_have_attribute("data-deck", "french")
    expect(lesson.page.get_by_role("img", name="Ace of spades").first).to_be_visible()
    lesson.deck_switch.click()
    expect(lesson.root).to_have_attribute("data-deck", "spanish")
    expect(lesson.deck_switch).to_have_attribute("aria-pressed", "true")
    lesson.page.reload()
    expect(lesson.root).to_have_attribute("data-deck", "spanish")
    expect(lesson.deck_switch).to_have_attribute("aria-pressed", "true")
    expect(lesson.page.get_by_role("img", name="As de espadas").first).to_be_visible()
    expect(lesson.page.get_by_role("img", name="Ace of spades")).to_have_count(0)


def test_site_works_under_a_url_prefix_with_one_engine_per_visit(prefixed_home: HomePage) -> None:
    prefixed_home.open()
    assert prefixed_home.page.url.endswith("/learn/ombre/")
    prefixed_home.expect_engine_ready()
    engine_workers: list[str] = []
    prefixed_home.page.on(
        "worker",
        lambda worker: engine_workers.append(worker.url) if "engine" in worker.url else None,
    )
    # Mark this document: instant navigation keeps it (and the worker); a full load would not.
    prefixed_home.page.evaluate("document.documentElement.dataset.visit = 'marked'")
    lesson = prefixed_home.go_to_lesson()
    expect(lesson.root).to_have_attribute("data-visit", "marked")
    assert "/learn/ombre/ranking-the-cards/" in lesson.page.url
    lesson.expect_engine_ready()
    expect(lesson.root).to_have_attribute("data-engine-boots", "1")
    lesson.choose_trump("clubs")
    expect(lesson.order_items("clubs").first).to_have_attribute("data-card", "As")
    expect(lesson.order_items("clubs").nth(1)).to_have_attribute("data-card", "2c")
    assert engine_workers == []  # no second engine worker was started after the first page


def test_lesson_has_no_serious_or_critical_axe_violation(lesson: LessonPage) -> None:
    lesson.open()
    lesson.expect_engine_ready()
    serious = lesson.serious_violations()
    assert not serious, "\n".join(serious)


def test_a_worker_that_fails_to_boot_shows_the_failure_state(lesson: LessonPage) -> None:
    lesson.open("?ombre-engine-fail=boot")
    lesson.expect_engine("failed")
    expect(lesson.engine_status).to_be_visible()
    expect(lesson.engine_status).to_contain_text("could not start")
    widget_status = lesson.page.locator(".ombre-widget__status").first
    expect(widget_status).to_contain_text("could not start")
    expect(lesson.trump_radio("spades")).to_be_disabled()
    expect(lesson.answers.first).to_be_disabled()
    # The text and the pre-rendered tables stay usable.
    expect(lesson.order_items("hearts")).to_have_count(12)


def test_a_worker_that_crashes_is_restarted_and_says_so(lesson: LessonPage) -> None:
    lesson.open("?ombre-engine-fail=crash")
    lesson.expect_engine_ready()
    expect(lesson.root).to_have_attribute("data-engine-boots", "2")
    expect(lesson.engine_status).to_contain_text("stopped and was restarted")
    lesson.choose_trump("spades")


def test_a_browser_without_webassembly_gets_a_clear_message(lesson: LessonPage) -> None:
    lesson.page.add_init_script("delete globalThis.WebAssembly")
    lesson.open()
    lesson.expect_engine("failed")
    expect(lesson.engine_status).to_contain_text("needs WebAssembly")
    expect(lesson.page.get_by_role("heading", name="The four orders")).to_be_visible()


def test_the_guard_catches_a_request_to_another_host(lesson: LessonPage, guards: Guards) -> None:
    lesson.open()
    lesson.page.evaluate("fetch('http://example.invalid/tracker.js').catch(() => null)")
    assert guards.external_requests == ["http://example.invalid/tracker.js"]
    with pytest.raises(AssertionError, match="request to another host"):
        guards.verify()
    guards.clear()


def test_the_guard_catches_console_and_page_errors(lesson: LessonPage, guards: Guards) -> None:
    lesson.open()
    lesson.page.evaluate("console.error('deliberate console error')")
    with lesson.page.expect_event("pageerror"):
        lesson.page.evaluate("setTimeout(() => { throw new Error('deliberate page error') })")
    with pytest.raises(AssertionError, match="deliberate console error") as failure:
        guards.verify()
    assert "deliberate page error" in str(failure.value)
    guards.clear()
