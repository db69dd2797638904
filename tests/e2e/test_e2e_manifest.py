"""Installable: the web app manifest, its icons and the service worker, under a URL prefix.

The test opens its own browser context with service workers allowed (conftest blocks them for
every other test), routes every request through the same guards as the rest of the suite (no
request leaves the site), and serves the site under a prefix, as a shared static host would.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from e2e_guards import Guards
from pages_manifest import InstallablePage
from playwright.sync_api import Browser, BrowserContext, expect

from sitegen.server import RunningServer


@pytest.fixture
def app_page(browser: Browser, prefixed_server: RunningServer) -> Iterator[InstallablePage]:
    context: BrowserContext = browser.new_context(service_workers="allow")
    guard = Guards({prefixed_server.origin})
    context.route("**/*", guard.route)
    context.on("page", guard.watch)
    page = context.new_page()
    guard.watch(page)
    yield InstallablePage(page, prefixed_server.url)
    context.close()
    guard.verify()


@pytest.mark.turn(2)
def test_the_course_installs_from_its_prefix_with_its_icons_and_works_offline(
    app_page: InstallablePage, prefixed_server: RunningServer
) -> None:
    site = prefixed_server.url  # http://127.0.0.1:PORT/learn/ombre/
    lesson = app_page.open(site + "glossary/")  # a page without the engine: a quick visit

    found = lesson.manifest()
    assert found["url"] == site + "manifest.webmanifest"
    assert (found["status"], found["type"]) == (200, "application/manifest+json")
    fields = found["fields"]
    assert fields["display"] == "standalone" and fields["short_name"] and fields["icons"]
    assert lesson.theme_colors() == {fields["theme_color"]}
    start_url = lesson.resolve(fields["start_url"], found["url"])
    assert start_url == site and lesson.resolve(fields["scope"], found["url"]) == site

    for icon in fields["icons"]:
        loaded = lesson.load_icon(lesson.resolve(icon["src"], found["url"]))
        assert (loaded["status"], loaded["type"]) == (200, "image/png"), icon["src"]
        assert f"{loaded['width']}x{loaded['height']}" == icon["sizes"], icon["src"]

    # After one visit the service worker controls the start URL, and answers it offline.
    lesson.wait_until_cached()
    home = app_page.open(start_url)
    assert home.controller_script() == site + "sw.js"
    assert home.installability_errors() == []
    app_page.page.context.set_offline(True)
    home = app_page.open(start_url)
    expect(home.page.get_by_role("heading", level=1).first).to_be_visible()
    assert home.controller_script() == site + "sw.js"
