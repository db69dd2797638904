"""The suite's own machinery: the browser context reused from test to test is reset between two
tests to a return visit that keeps nothing else but the seeded table settings (conftest.py,
ReusedContext, SEEDED_STORAGE); the guards see a request to another host, from a page or its
worker, which the browser cannot make (e2e_guards.py); the slices a day of the long sweeps
(e2e_slices.py)."""

from __future__ import annotations

import doctest
from typing import Any

import e2e_slices
from conftest import KEEPERS, SEEDED_STORAGE, ReusedContext
from e2e_guards import Guards
from pages_game import TABLE_SETTINGS_KEY
from playwright.sync_api import Browser, BrowserContext, Page

from sitegen.server import RunningServer

# What an origin keeps: local storage and, per cache, its entries ("SNAPSHOT" for this build's
# engine snapshot).
KEPT = """async (files) => {
  const { ENGINE_SNAPSHOT } = await import(files);
  const caches_ = {};
  for (const name of await caches.keys()) {
    const keys = await (await caches.open(name)).keys();
    caches_[name] = keys.map((request) => request.url.replace(ENGINE_SNAPSHOT, "SNAPSHOT"));
  }
  return { local: { ...localStorage }, caches: caches_ };
}"""
# What a test may leave behind: a saved game, other table settings, a cache of its own, the
# snapshot forgotten.
LEAVE_BEHIND = """async ([files, settingsKey]) => {
  const { ENGINE_SNAPSHOT, SNAPSHOT_CACHE } = await import(files);
  localStorage.setItem("ombre.table", "{}");
  localStorage.setItem(settingsKey, '{"pace": "relaxed"}');
  await (await caches.open("left-behind")).put("left", new Response("behind"));
  const engine = await caches.open(SNAPSHOT_CACHE);
  await engine.delete(ENGINE_SNAPSHOT);
  await engine.put(`${ENGINE_SNAPSHOT}?refused`, new Response(""));
}"""


def kept(context: BrowserContext, server: RunningServer) -> dict[str, Any]:
    page = context.new_page()
    try:
        page.goto(server.url + "js/engine-files.js")
        result: dict[str, Any] = page.evaluate(KEPT, server.url + "js/engine-files.js")
    finally:
        page.close()
    return result


def test_the_reused_context_is_reset_to_a_return_visit_that_keeps_nothing_else(
    browser: Browser,
    browser_context_args: dict[str, Any],
    site_server: RunningServer,
    prefixed_server: RunningServer,
) -> None:
    reused = ReusedContext(browser, browser_context_args, site_server, prefixed_server)
    try:
        context = reused.get()
        site = kept(context, site_server)
        assert site["local"] == SEEDED_STORAGE and list(site["caches"].values()) == [["SNAPSHOT"]]
        assert kept(context, prefixed_server) == {"local": SEEDED_STORAGE, "caches": {}}

        for server in (site_server, prefixed_server):
            page = context.new_page()
            page.goto(server.url + "js/engine-files.js")
            page.evaluate(LEAVE_BEHIND, [server.url + "js/engine-files.js", TABLE_SETTINGS_KEY])
        context.add_cookies([{"name": "left", "value": "behind", "url": site_server.url}])
        context.route("**/js/engine-files.js", lambda route: route.abort())
        reused.reset()

        assert reused.get() is context
        assert [page for page in context.pages if page not in KEEPERS] == []
        assert context.cookies() == []
        # The route is gone (else this would fail), the snapshot kept again, nothing else.
        assert kept(context, site_server) == site
        assert kept(context, prefixed_server) == {"local": SEEDED_STORAGE, "caches": {}}
    finally:
        reused.close()


# A fetch to another host from the page and from a worker it starts; each resolves to how the
# fetch ended.
FETCH_ELSEWHERE = """async () => {
  const attempt = (url) => fetch(url).then(() => "reached", () => "blocked");
  const page = await attempt("https://cdn.example.org/page.js");
  const source = `fetch("http://fonts.example.net/worker.js").then(() => postMessage("reached"),
                                                          () => postMessage("blocked"));`;
  const worker = new Worker(URL.createObjectURL(new Blob([source])));
  const fromWorker = await new Promise((resolve) => { worker.onmessage = (e) => resolve(e.data); });
  return [page, fromWorker];
}"""


def test_the_guards_see_requests_to_another_host_which_the_browser_cannot_make(
    page: Page, guards: Guards, site_server: RunningServer
) -> None:
    page.goto(site_server.url + "the-deck/")
    assert guards.external_requests == []
    outcome = page.evaluate(FETCH_ELSEWHERE)
    seen = list(guards.external_requests)
    guards.clear()  # what this test provoked, not a failure of it
    assert seen == ["https://cdn.example.org/page.js", "http://fonts.example.net/worker.js"]
    assert outcome == ["blocked", "blocked"]


def test_the_slices_of_a_day_are_as_their_examples_say() -> None:
    failed, tried = doctest.testmod(e2e_slices)
    assert tried and not failed
