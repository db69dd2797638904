"""MkDocs hook: a 404 page that works under any URL prefix, like every other page.

MkDocs renders ``404.html`` with root-absolute URLs taken from ``site_url`` (``/assets/...``), so
under a prefix such as ``/learn/ombre/`` it has no styles and its links leave the site. Here it
is rendered with URLs relative to the site root instead (base ``.``), and given the names at the
top of the site; an inline script in ``overrides/main.html`` finds the site root in the missing
page's address from them and sets ``<base href>`` before anything loads.
"""

from __future__ import annotations

from typing import Any

from mkdocs.config.defaults import MkDocsConfig

from ombre_core.messages import LANGUAGES
from sitegen.strings import text

NOT_FOUND = "404.html"
# Top-level names the build writes besides the pages' folders.
SITE_FILES = (
    "404.html",
    "assets",
    "css",
    "index.html",
    "js",
    "manifest.webmanifest",
    "search",
    "sitemap.xml",
)


def site_names(page_urls: list[str]) -> list[str]:
    """The site's top-level names: its pages' first folders and the build's own files.

    >>> site_names(["./", "tricks/", "glossary/"])  # doctest: +NORMALIZE_WHITESPACE
    ['404.html', 'assets', 'css', 'glossary', 'index.html', 'js', 'manifest.webmanifest', 'search',
     'sitemap.xml', 'tricks']
    """
    folders = {url.split("/")[0] for url in page_urls} - {"", "."}
    return sorted(folders | set(SITE_FILES))


def on_template_context(
    context: dict[str, Any], /, *, template_name: str, config: MkDocsConfig
) -> dict[str, Any]:
    if template_name != NOT_FOUND:
        return context
    context["base_url"] = "."
    context["ombre_site_names"] = site_names([file.url for file in context["pages"]])
    context["ombre_not_found"] = not_found_words(config.theme["language"])
    return context


# What the 404 page says (site/overrides/404.html), from templates.toml.
NOT_FOUND_WORDS = {
    "title": "templates.not-found.title",
    "text": "templates.not-found.text",
    "home": "templates.not-found.home",
}


def not_found_words(code: str) -> list[dict[str, str]]:
    """What the 404 page says, in the language ``code``; the root's (English) in every language,
    English first, since a host serves it for a missing page in any language's folder."""
    codes = LANGUAGES if code == LANGUAGES[0] else (code,)
    return [
        {"code": each} | {part: text(key, each) for part, key in NOT_FOUND_WORDS.items()}
        for each in codes
    ]
