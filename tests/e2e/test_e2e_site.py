"""Site-wide behaviour: deck switch, URL prefix, one worker per visit, accessibility, failures,
and the test guards themselves."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit

import pytest
from conftest import keep_snapshot
from e2e_guards import Guards
from e2e_pages import HomePage, LessonPage
from playwright.sync_api import BrowserContext, Page, Route, expect

from sitegen.server import RunningServer

# What the engine fetches: the worker, the Pyodide runtime and the engine zip.
ENGINE_FILE = re.compile(r"/(js/engine-worker\.js|assets/pyodide/|assets/engine/)")
# How long a request goes unanswered before the page says the engine is still working.
STILL_WORKING_AFTER_MS = 5_000  # site/js/engine.js SLOW_MS
PAGES_WITHOUT_ENGINE = ("", "sources/", "glossary/", "quick-reference/", "progress/")

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


@pytest.mark.kept_page  # the worker's kept page, moved to the lesson (conftest.py)
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


def is_engine_file(url: str) -> bool:
    return bool(ENGINE_FILE.search(urlsplit(url).path))


def test_site_works_under_a_url_prefix_and_boots_the_engine_once_where_needed(
    prefixed_home: HomePage, prefixed_server: RunningServer
) -> None:
    page = prefixed_home.page
    # A return visit under the prefix, so the engine boots from the snapshot kept there (the
    # first visit under a prefix, a plain boot, is test_e2e_offline.py's).
    keep_snapshot(page.context, prefixed_server)
    engine_requests: list[str] = []
    page.on("request", lambda request: engine_requests.append(request.url))
    engine_workers: list[str] = []
    page.on(
        "worker",
        lambda worker: engine_workers.append(worker.url) if is_engine_file(worker.url) else None,
    )
    prefixed_home.open()
    assert page.url.endswith("/learn/ombre/")
    # The home page has no engine widget: it fetches no part of the engine.
    expect(prefixed_home.root).to_have_attribute("data-engine", "idle")
    page.wait_for_load_state("networkidle")
    assert not [url for url in engine_requests if is_engine_file(url)]
    assert engine_workers == []
    # Mark this document: instant navigation keeps it (and the worker); a full load would not.
    page.evaluate("document.documentElement.dataset.visit = 'marked'")
    lesson = prefixed_home.go_to_lesson()
    expect(lesson.root).to_have_attribute("data-visit", "marked")
    assert "/learn/ombre/ranking-the-cards/" in lesson.page.url
    lesson.expect_engine_ready()
    expect(lesson.root).to_have_attribute("data-engine-boots", "1")
    expect(lesson.root).to_have_attribute("data-engine-boot", "snapshot")
    assert len(engine_workers) == 1 and "/learn/ombre/js/engine-worker.js" in engine_workers[0]
    assert [url for url in engine_requests if url.endswith("/pyodide.asm.wasm")]
    lesson.choose_trump("clubs")
    expect(lesson.order_items("clubs").first).to_have_attribute("data-card", "As")
    expect(lesson.order_items("clubs").nth(1)).to_have_attribute("data-card", "2c")
    # Back home and on to another lesson: the same engine serves the whole visit.
    page.go_back()
    expect(page.get_by_role("heading", level=1)).not_to_contain_text("Ranking the cards")
    prefixed_home.go_to_lesson()
    lesson.expect_engine_ready()
    expect(lesson.root).to_have_attribute("data-visit", "marked")
    expect(lesson.root).to_have_attribute("data-engine-boots", "1")
    assert len(engine_workers) == 1


def test_pages_without_engine_widgets_fetch_no_engine_file(
    page: Page, site_server: RunningServer
) -> None:
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    for path in PAGES_WITHOUT_ENGINE:
        page.goto(site_server.url + path)
        expect(page.locator("html")).to_have_attribute("data-engine", "idle")
        page.wait_for_load_state("networkidle")
    assert not [url for url in requests if is_engine_file(url)]
    assert [url for url in requests if url.endswith("/glossary/")]  # the pages did load


def open_missing_page(page: Page, address: str, heading: str = "Page not found") -> list[str]:
    """Go to a missing page, which says so in ``heading``; return the other addresses that failed
    while it loaded."""
    failed: list[str] = []
    page.on(
        "response",
        lambda response: (
            failed.append(response.url)
            if response.status >= 400 and response.url != address
            else None
        ),
    )
    response = page.goto(address)
    assert response is not None and response.status == 404
    expect(page.get_by_role("heading", level=1)).to_have_text(heading)
    expect(page.locator(".md-header")).to_have_css("position", "sticky")  # the theme's styles
    expect(page.locator("html")).to_have_attribute("data-engine", "idle")
    page.wait_for_load_state("networkidle")
    return failed


def expect_links_stay_under(page: Page, root: str) -> None:
    link = page.locator(".md-nav--primary").get_by_role("link", name="Ranking the cards").first
    assert link.evaluate("link => link.href") == root + "ranking-the-cards/"
    link.click()
    expect(page.get_by_role("heading", level=1)).to_contain_text("Ranking the cards")
    assert page.url == root + "ranking-the-cards/"


def test_the_404_page_works_under_the_prefix(
    page: Page, prefixed_server: RunningServer, guards: Guards
) -> None:
    address = prefixed_server.url + "no-such-page/"
    assert open_missing_page(page, address) == []
    # Chromium logs the missing page itself as a console error; nothing else may fail.
    assert [error for error in guards.console_errors if address + "'" not in error] == []
    guards.clear()
    expect_links_stay_under(page, prefixed_server.url)


def test_the_404_page_of_a_deeper_address_finds_the_site_root(
    page: Page, prefixed_server: RunningServer, guards: Guards
) -> None:
    open_missing_page(page, prefixed_server.url + "ranking-the-cards/no/such/page")
    # The browser may fetch a few files early at the wrong depth, before the page's script sets
    # the site root; the page itself is styled and its links right.
    guards.clear()
    expect_links_stay_under(page, prefixed_server.url)


# A host that answers missing paths at its root with the 404 page (GitHub Pages, Netlify): an
# address whose path starts with "//" or "/\\" must not make another host the page's base.
@pytest.mark.parametrize(
    "path", ["//evil.example/x/", "/\\evil.example/x/", "//evil.example/glossary/"]
)
def test_the_404_page_never_takes_its_files_from_another_host(
    page: Page, site_server: RunningServer, guards: Guards, path: str
) -> None:
    open_missing_page(page, site_server.origin + path)
    assert guards.external_requests == []
    assert page.evaluate("new URL(document.baseURI).origin") == site_server.origin
    guards.clear()
    expect_links_stay_under(page, site_server.url)


def test_a_missing_page_in_a_language_folder_is_said_missing_in_that_language(
    page: Page, prefixed_server: RunningServer, guards: Guards
) -> None:
    """The host serves the root's 404 page; it speaks the language of the address's folder."""
    open_missing_page(page, prefixed_server.url + "fr/tricks/no-such-page/", "Page introuvable")
    guards.clear()
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(page.get_by_text("Page not found")).to_be_hidden()
    home = page.get_by_role("link", name="Aller au début du cours")
    assert home.evaluate("link => link.href") == prefixed_server.url + "fr/"


def test_the_404_page_under_a_prefix_ignores_a_repeated_slash(
    page: Page, prefixed_server: RunningServer, guards: Guards
) -> None:
    open_missing_page(page, prefixed_server.url + "/evil.example/x/")
    guards.clear()
    expect_links_stay_under(page, prefixed_server.url)


@pytest.mark.kept_page  # the worker's kept page, moved to the lesson (conftest.py)
def test_lesson_has_no_serious_or_critical_axe_violation(lesson: LessonPage) -> None:
    lesson.open()
    lesson.expect_engine_ready()
    serious = lesson.serious_violations()
    assert not serious, "\n".join(serious)


def truncated(route: Route) -> None:
    response = route.fetch()
    route.fulfill(response=response, body=response.body()[:100_000])


def not_a_zip(route: Route) -> None:
    route.fulfill(status=200, content_type="application/zip", body=b"PK not really a zip")


def not_found(route: Route) -> None:
    route.fulfill(status=404, content_type="text/plain", body="not found")


ENGINE_FILE_FAULTS = [
    (
        "**/pyodide.asm.wasm",
        not_found,
        "engine files on this site are incomplete (pyodide.asm.wasm)",
    ),
    ("**/pyodide.asm.wasm", truncated, "engine files on this site are damaged (pyodide.asm.wasm)"),
    (
        "**/python_stdlib.zip",
        not_found,
        "engine files on this site are incomplete (python_stdlib.zip)",
    ),
    (
        "**/assets/engine/ombre_core-*.zip.xz",
        not_a_zip,
        "engine files on this site are damaged (ombre_core-",
    ),
]


def garbage(route: Route) -> None:
    """A host's error page sent with status 200 (and not as WebAssembly: Chromium then refuses
    to compile it before reading it, an error the runtime's loader does not name)."""
    route.fulfill(status=200, content_type="application/octet-stream", body=b"<html>oops</html>")


# Files served whole but wrong (a host's error page sent with status 200), and a missing lock
# file: each on the visit where the review saw it named badly, or the snapshot blamed.
FIRST_VISIT_CONTENT_FAULTS = [
    ("**/python_stdlib.zip", garbage, "engine files on this site are damaged (python_stdlib.zip)"),
    (
        "**/pyodide-lock.json",
        not_found,
        "engine files on this site are incomplete (pyodide-lock.json)",
    ),
]
RETURN_VISIT_CONTENT_FAULTS = [
    ("**/pyodide-lock.json", garbage, "engine files on this site are damaged (pyodide-lock.json)"),
    ("**/pyodide.asm.wasm", garbage, "engine files on this site are damaged (pyodide.asm.wasm)"),
]


# Each fault on a first visit (Python booted from the start) and on a return visit (booted from
# the kept snapshot): named the same way, and the snapshot is not blamed for it. One visit takes
# the faults in turn: the host puts each file back and breaks the next, the reader tries again
# without reloading (a new worker, booted as the first was), and at last every file is whole.
# Each visit on its turn (e2e_slices.py); a kept snapshot that fails has the third.
@pytest.mark.parametrize(
    "faults",
    [
        pytest.param(
            ENGINE_FILE_FAULTS + FIRST_VISIT_CONTENT_FAULTS,
            id="first-visit",
            marks=[pytest.mark.first_visit, pytest.mark.turn(1)],
        ),
        pytest.param(
            ENGINE_FILE_FAULTS + RETURN_VISIT_CONTENT_FAULTS,
            id="return-visit",
            marks=pytest.mark.turn(0),
        ),
    ],
)
def test_each_missing_or_damaged_engine_file_is_named_and_the_boot_can_be_retried(
    lesson: LessonPage,
    guards: Guards,
    request: pytest.FixtureRequest,
    faults: list[tuple[str, Callable[[Route], None], str]],
) -> None:
    retry = lesson.engine_status.get_by_role("button", name="Try again")
    for boot, (pattern, fault, sentence) in enumerate(faults, start=1):
        lesson.page.route(pattern, fault)
        if boot == 1:
            lesson.open()
        else:
            retry.click()
        expect(lesson.root).to_have_attribute("data-engine-boots", str(boot))
        lesson.expect_engine("failed")
        expect(lesson.engine_status).to_contain_text(
            f"The game engine could not start: the {sentence}"
        )
        expect(lesson.engine_status).not_to_contain_text("Traceback")
        widget_status = lesson.page.locator(".ombre-widget__status").first
        expect(widget_status).to_contain_text("could not start")
        expect(lesson.trump_radio("spades")).to_be_disabled()
        expect(lesson.answers.first).to_be_disabled()
        # The text and the pre-rendered tables stay usable.
        expect(lesson.order_items("hearts")).to_have_count(12)
        if boot == 1:
            # The notice and its retry button are accessible.
            expect(retry).to_be_visible()
            expect(lesson.engine_status.get_by_role("status")).to_contain_text("could not start")
            serious = lesson.serious_violations()
            assert not serious, "\n".join(serious)
        # The host puts the file back.
        lesson.page.unroute(pattern)
    # Pyodide itself logs a missing standard library as console errors, and the browser each
    # missing file; nothing else may.
    faulty = [pattern.removeprefix("**/") for pattern, _, _ in faults]
    guards.console_errors[:] = [
        error
        for error in guards.console_errors
        if "standard library" not in error
        and "python_stdlib.zip" not in error
        and not ("Failed to load resource" in error and any(name in error for name in faulty))
    ]
    retry.click()
    lesson.expect_engine_ready()
    expect(lesson.engine_status).to_be_hidden()
    expect(lesson.root).to_have_attribute("data-engine-boots", str(len(faults) + 1))
    first_visit = request.node.get_closest_marker("first_visit")
    expect(lesson.root).to_have_attribute(
        "data-engine-boot", "plain" if first_visit else "snapshot"
    )
    lesson.choose_trump("spades")


def test_a_worker_that_crashes_is_restarted_and_says_so(lesson: LessonPage) -> None:
    crash = "setTimeout(() => { throw new Error('the worker crashed'); });"
    lesson.page.route(
        "**/js/engine-worker.js",
        lambda route: route.fulfill(content_type="text/javascript", body=crash),
        times=1,
    )
    lesson.open()
    lesson.expect_engine_ready()
    expect(lesson.root).to_have_attribute("data-engine-boots", "2")
    expect(lesson.engine_status).to_contain_text("stopped and was restarted")
    lesson.choose_trump("spades")


def test_a_worker_that_dies_silently_shows_the_engine_still_working(
    context: BrowserContext, lesson: LessonPage
) -> None:
    # Playwright's clock, in a context of the test's own: the wait passes without real time.
    context.clock.install()
    # A worker that closes itself on one request says nothing: no error, no message.
    die = (
        'self.addEventListener("message", (event) => {'
        ' if (event.data?.method === "die-silently") {'
        " event.stopImmediatePropagation(); self.close(); } });\n"
    )

    def dying(route: Route) -> None:
        response = route.fetch()
        route.fulfill(response=response, body=die + response.text())

    lesson.page.route("**/js/engine-worker.js", dying, times=1)
    lesson.open()
    lesson.expect_engine_ready()
    expect(lesson.engine_status).to_be_hidden()
    run_with_engine(lesson.page, 'engine.call("die-silently", {}).catch(() => {});')
    context.clock.run_for(STILL_WORKING_AFTER_MS)
    expect(lesson.engine_status).to_contain_text("The game engine is still working…")


# One visit, one healthy worker: the built site obeys no fault injection flag, then requests
# the bridge refuses (too deep, too large, not sendable) leave that worker running.
def test_the_built_site_obeys_no_fault_injection_flag_and_refused_requests_keep_the_worker(
    lesson: LessonPage,
) -> None:
    lesson.open("?ombre-engine-fail=boot")
    lesson.expect_engine_ready()
    expect(lesson.engine_status).to_be_hidden()

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
          await outcome(engine.call("version", { x: new Array(100_000_000) })),
          await outcome(engine.call("version", {})),
        ];
        """,
    )
    too_deep, much_too_deep, too_large, sparse, healthy = replies
    assert too_deep["code"] == "request-too-deep", too_deep
    assert "nested over 64 levels" in too_deep["message"]
    # Chromium may refuse to copy 10,000 levels at all; either way Python never sees it.
    assert much_too_deep["code"] in ("request-too-deep", "request-not-sent"), much_too_deep
    assert too_large["code"] == "request-too-large", too_large
    # A sparse array's length counts, not its few keys: refused before JSON.stringify runs.
    assert sparse["code"] == "request-too-large", sparse
    assert healthy["ok"] and "ombre_core" in healthy["result"], healthy
    expect(lesson.root).to_have_attribute("data-engine", "ready")
    expect(lesson.root).to_have_attribute("data-engine-boots", "1")
    lesson.choose_trump("clubs")

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


@pytest.mark.turn(2)
def test_after_a_fatal_python_error_the_worker_is_replaced_and_never_answers_undefined(
    lesson: LessonPage, guards: Guards
) -> None:
    # Let one test method past the worker's and the bridge's bounds, straight into Python, to
    # kill Pyodide for real (parsing a deep enough array overflows its stack: "Pyodide has
    # suffered a fatal error").
    # `reply = booted.dispatch(method, text, language)`, under the minified worker's names.
    dispatch = re.compile(r"(\w+)\s*=\s*(\w+)\.dispatch\((\w+),\s*(\w+),([^)]*)\)")
    kill = "booted.pyodide.runPython(\"import json\\njson.loads('[' * 200_000 + ']' * 200_000)\")"

    def fatal(call: re.Match[str]) -> str:
        reply, booted, method, text, language = call.groups()
        killing = kill.replace("booted", booted)
        test_only = f'{method} === "test.fatal" ? {killing}'
        return f"{reply} = {test_only} : {booted}.dispatch({method}, {text}, {language})"

    def let_fatal_through(route: Route) -> None:
        body, found = dispatch.subn(fatal, route.fetch().text())
        assert found == 1, "the worker no longer calls dispatch as this test expects"
        route.fulfill(content_type="text/javascript", body=body)

    lesson.page.route("**/js/engine-worker.js", let_fatal_through)
    lesson.open()
    lesson.expect_engine_ready()
    reply = run_with_engine(lesson.page, 'return await outcome(engine.call("test.fatal", {}));')
    assert reply["ok"] is False and reply["code"] == "engine-stopped", reply
    assert "the engine failed" in reply["message"]
    lesson.expect_engine_ready()
    expect(lesson.root).to_have_attribute("data-engine-boots", "2")
    expect(lesson.engine_status).to_contain_text("stopped and was restarted")
    after = run_with_engine(lesson.page, 'return await outcome(engine.call("version", {}));')
    assert after["ok"] and "ombre_core" in after["result"], after
    # Pyodide's runtime reports its fatal error on the console; nothing else may.
    guards.console_errors[:] = [e for e in guards.console_errors if "/assets/pyodide/" not in e]


def test_a_browser_without_webassembly_gets_a_clear_message(lesson: LessonPage) -> None:
    lesson.page.add_init_script("delete globalThis.WebAssembly")
    lesson.open()
    lesson.expect_engine("failed")
    expect(lesson.engine_status).to_contain_text("needs WebAssembly")
    expect(lesson.page.get_by_role("heading", name="The four orders")).to_be_visible()


@pytest.mark.kept_page  # the worker's kept page, moved to the lesson (conftest.py)
def test_the_guard_catches_a_request_to_another_host(lesson: LessonPage, guards: Guards) -> None:
    lesson.open()
    lesson.page.evaluate("fetch('http://example.invalid/tracker.js').catch(() => null)")
    assert guards.external_requests == ["http://example.invalid/tracker.js"]
    with pytest.raises(AssertionError, match="request to another host"):
        guards.verify()
    guards.clear()


@pytest.mark.kept_page  # the worker's kept page, moved to the lesson (conftest.py)
def test_the_guard_catches_console_and_page_errors(lesson: LessonPage, guards: Guards) -> None:
    lesson.open()
    lesson.page.evaluate("console.error('deliberate console error')")
    with lesson.page.expect_event("pageerror"):
        lesson.page.evaluate("setTimeout(() => { throw new Error('deliberate page error') })")
    with pytest.raises(AssertionError, match="deliberate console error") as failure:
        guards.verify()
    assert "deliberate page error" in str(failure.value)
    guards.clear()
