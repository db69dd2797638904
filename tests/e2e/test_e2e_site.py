"""Site-wide behaviour: deck switch, URL prefix, one worker per visit, accessibility, failures,
and the test guards themselves."""

from __future__ import annotations

from typing import Any

import pytest
from e2e_guards import Guards
from e2e_pages import HomePage, LessonPage
from playwright.sync_api import Page, expect

# The page's own engine module (the instance the widgets use), for tests that call it directly.
IMPORT_ENGINE = """
    const site = document.querySelector('script[src$="js/site.js"]').src;
    const { engine } = await import(site.replace(/site\\.js$/, "engine.js"));
    const outcome = (promise) => promise.then(
        (result) => ({ ok: true, result }),
        (error) => ({ ok: false, kind: error.kind, code: error.code, message: error.message }));
"""


def run_with_engine(page: Page, body: str) -> Any:
    """Run ``body``, an async function body with ``engine`` and ``outcome`` in scope."""
    return page.evaluate(f"async () => {{ {IMPORT_ENGINE} {body} }}")


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


def test_a_too_deep_request_is_refused_and_the_engine_keeps_working(lesson: LessonPage) -> None:
    lesson.open()
    lesson.expect_engine_ready()
    replies = run_with_engine(
        lesson.page,
        """
        const nest = (depth) => {
          let value = [];
          for (let i = 0; i < depth; i++) value = [value];
          return value;
        };
        return [
          await outcome(engine.call("version", { x: nest(100) })),
          await outcome(engine.call("version", { x: nest(10_000) })),
          await outcome(engine.call("version", { x: "x".repeat(2_000_000) })),
          await outcome(engine.call("version", {})),
        ];
        """,
    )
    too_deep, much_too_deep, too_large, healthy = replies
    assert too_deep["code"] == "request-too-deep", too_deep
    assert "nested over 64 levels" in too_deep["message"]
    # Chromium may refuse to copy 10,000 levels at all; either way Python never sees it.
    assert much_too_deep["code"] in ("request-too-deep", "request-not-sent"), much_too_deep
    assert too_large["code"] == "request-too-large", too_large
    assert healthy["ok"] and "ombre_core" in healthy["result"], healthy
    expect(lesson.root).to_have_attribute("data-engine", "ready")
    expect(lesson.root).to_have_attribute("data-engine-boots", "1")
    lesson.choose_trump("clubs")


def test_a_request_that_cannot_be_sent_leaves_the_healthy_worker_running(
    lesson: LessonPage,
) -> None:
    lesson.open()
    lesson.expect_engine_ready()
    # A function cannot be copied to the worker (DataCloneError). The failed request must leave
    # no pending entry and no timer behind: here its 0 ms timeout would otherwise fire while the
    # next request is in flight, and take the worker (and that request) down with it.
    replies = run_with_engine(
        lesson.page,
        """
        const refused = await outcome(engine.call("version", { f: () => 1 }, { timeoutMs: 0 }));
        const next = await outcome(engine.call("version", {}));
        return { refused, next, pending: engine.pending.size };
        """,
    )
    assert replies["refused"]["code"] == "request-not-sent", replies
    assert "could not be sent" in replies["refused"]["message"]
    assert replies["next"]["ok"], replies
    assert replies["pending"] == 0
    expect(lesson.root).to_have_attribute("data-engine", "ready")
    expect(lesson.root).to_have_attribute("data-engine-boots", "1")


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
