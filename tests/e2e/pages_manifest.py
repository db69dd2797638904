"""The page object of the installable app: a page's web app manifest, its icons, and the
service worker that controls the start URL (tests/e2e/test_e2e_manifest.py)."""

from __future__ import annotations

from typing import Any

from e2e_pages import BOOT_TIMEOUT_MS, SitePage
from e2e_waits import expect_attribute
from playwright.sync_api import expect

# The page's manifest, fetched as the browser would, with its URL and content type.
READ_MANIFEST = """async () => {
  const link = document.querySelector('link[rel="manifest"]');
  if (!link) return null;
  const response = await fetch(link.href);
  return { url: link.href, status: response.status,
           type: response.headers.get("content-type"), fields: await response.json() };
}"""

# An icon as the browser loads it: its response, then the picture decoded at its real size.
LOAD_ICON = """async (url) => {
  const response = await fetch(url);
  const picture = new Image();
  picture.src = url;
  await picture.decode();
  return { status: response.status, type: response.headers.get("content-type"),
           width: picture.naturalWidth, height: picture.naturalHeight };
}"""


class InstallablePage(SitePage):
    """Any page of the course, seen as a browser deciding whether the course can be installed."""

    def open(self, url: str) -> InstallablePage:
        self.page.goto(url)
        expect(self.page.get_by_role("heading", level=1).first).to_be_visible()
        return self

    def manifest(self) -> dict[str, Any]:
        """The linked manifest: its URL, HTTP status, content type and fields."""
        found: dict[str, Any] | None = self.page.evaluate(READ_MANIFEST)
        assert found is not None, f"{self.page.url} links no manifest"
        return found

    def theme_colors(self) -> set[str | None]:
        """The colours the page's ``theme-color`` tags name (the theme's script adds its own)."""
        metas = self.page.locator('meta[name="theme-color"]')
        return {metas.nth(at).get_attribute("content") for at in range(metas.count())}

    def resolve(self, relative: str, base: str) -> str:
        return str(self.page.evaluate("([url, base]) => new URL(url, base).href", [relative, base]))

    def load_icon(self, url: str) -> dict[str, Any]:
        loaded: dict[str, Any] = self.page.evaluate(LOAD_ICON, url)
        return loaded

    def wait_until_cached(self) -> None:
        """One visit's end: the service worker has installed and precached the build."""
        expect_attribute(self.root, "data-offline", "ready", timeout=BOOT_TIMEOUT_MS)

    def controller_script(self) -> str | None:
        """The script URL of the service worker controlling this page, if one does."""
        script: str | None = self.page.evaluate(
            "navigator.serviceWorker.controller && navigator.serviceWorker.controller.scriptURL"
        )
        return script

    def installability_errors(self) -> list[str]:
        """What Chromium says stands between this page and installing it (empty: installable),
        but for ``in-incognito``: every Playwright context is one, which no site can change."""
        session = self.page.context.new_cdp_session(self.page)
        try:
            reply = session.send("Page.getInstallabilityErrors")
        finally:
            session.detach()
        errors = [error["errorId"] for error in reply["installabilityErrors"]]
        return [error for error in errors if error != "in-incognito"]
