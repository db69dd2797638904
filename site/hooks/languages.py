"""MkDocs hook: the course's languages (``sitegen.languages``). One build per language, English
at the root and each other one under ``/<code>/`` (``build.py`` sets ``OMBRE_LANG``, which
``mkdocs.yml`` makes the theme's language, hence the page's ``lang`` and the search's
stemming). This hook moves the other languages' ``site_url`` into their folder and gives the
templates ``ombre_languages(page)``: the same page in every language, for the header's switcher
(``overrides/partials/alternate.html``) and the head's ``hreflang`` links."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from jinja2 import Environment
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from sitegen.languages import LANGUAGES, alternates, by_code  # noqa: E402
from sitegen.strings import text  # noqa: E402


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    """A language's site is its folder of the whole site, with its own name."""
    language = by_code(config.theme["language"])
    if config.site_url and language.prefix:
        config.site_url = config.site_url.rstrip("/") + "/" + language.prefix
    config.site_name = text("site.name", language.code)
    config.site_description = text("site.description", language.code)
    for option in config.theme["palette"]:
        toggle = option.get("toggle")
        if toggle:  # each palette's switch names the palette it switches to
            other = "light" if option.get("scheme") == "slate" else "dark"
            toggle["name"] = text(f"palette.to-{other}", language.code)
    return config


def on_env(env: Environment, /, *, config: MkDocsConfig, files: Files) -> Environment:
    here = by_code(config.theme["language"])

    def ombre_languages(page: Page | None) -> list[dict[str, Any]]:
        url = page.url if page is not None and not page.url.endswith(".html") else ""
        return [
            {**link, "current": link["code"] == here.code}
            for link in alternates(here, url, config.site_url or "")
        ]

    env.globals["ombre_languages"] = ombre_languages
    env.globals["ombre_language"] = here
    env.globals["ombre_language_codes"] = [language.code for language in LANGUAGES]
    return env
