"""Glossary tooltips on every page, from ``tutorials/glossary.toml``.

``on_config`` writes the glossary as abbreviations (``*[matador]: One of the three ...``) into
the docs folder; ``pymdownx.snippets`` appends that file to every page (``auto_append`` in
``mkdocs.yml``), the ``abbr`` extension wraps each term in ``<abbr title>``, and
``site/js/glossary-tips.js`` shows the title as a tooltip on hover, focus or tap (one delegated
set of listeners, nothing done per term at load; the theme's ``content.tooltips`` is off, as it
mounted a component on every term). Without JavaScript the title stays the definition.
``on_page_content`` keeps the tooltip (and its dotted underline) on the first use of each term
in a section only, so a page is not underlined a hundred times; makes the first use of each term
on a page focusable (``tabindex="0"``), so keyboard users get the tooltip on focus too without
tabbing through every repetition; and drops it from terms inside links (the link is the tab stop).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from sitegen.glossary import ABBREVIATIONS_FILE, abbreviations, glossary_for  # noqa: E402

ABBR = re.compile(r'<abbr title="([^"]*)">')


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    """Write the abbreviations file that pymdownx.snippets appends to every page."""
    target = Path(config.docs_dir) / ABBREVIATIONS_FILE
    text = abbreviations(glossary_for(config.theme["language"]))
    if not target.exists() or target.read_text(encoding="utf-8") != text:
        target.write_text(text, encoding="utf-8")
    return config


LINK = re.compile(r"<a\b[^>]*>.*?</a>", re.DOTALL)
ABBR_ELEMENT = re.compile(r'<abbr title="[^"]*">(.*?)</abbr>', re.DOTALL)
ABBR_WITH_TEXT = re.compile(r'<abbr title="([^"]*)">(.*?)</abbr>', re.DOTALL)


def unwrap_in_links(html: str) -> str:
    """Drop the tooltip from terms inside links: a link is already a tab stop, and a
    focusable ``<abbr>`` inside it would be nested interactive content.

    >>> unwrap_in_links('<a href="x"><abbr title="t">talon</abbr></a> <abbr title="t">talon</abbr>')
    '<a href="x">talon</a> <abbr title="t">talon</abbr>'
    """
    return LINK.sub(lambda link: ABBR_ELEMENT.sub(r"\1", link.group(0)), html)


SECTION_START = re.compile(r"(?=<h[1-6][\s>])")


def first_use_per_section(html: str) -> str:
    """Keep the tooltip on the first use of each term in a section (the text from one heading
    to the next); later uses in the same section become plain text.

    >>> pot = '<abbr title="t">pot</abbr>'
    >>> first_use_per_section(f"{pot} {pot}<h2>B</h2>{pot}") == f"{pot} pot<h2>B</h2>{pot}"
    True
    """

    def section(text: str) -> str:
        seen: set[str] = set()

        def keep_first(match: re.Match[str]) -> str:
            title = match.group(1)
            if title in seen:
                return match.group(2)
            seen.add(title)
            return match.group(0)

        return ABBR_WITH_TEXT.sub(keep_first, text)

    return "".join(section(part) for part in SECTION_START.split(html))


def focusable_first_uses(html: str) -> str:
    """Give the first ``<abbr>`` of each definition on a page ``tabindex="0"``.

    >>> focusable_first_uses('<abbr title="a">x</abbr> <abbr title="a">x</abbr>')
    '<abbr title="a" tabindex="0">x</abbr> <abbr title="a">x</abbr>'
    """
    seen: set[str] = set()

    def mark(match: re.Match[str]) -> str:
        title = match.group(1)
        if title in seen:
            return match.group(0)
        seen.add(title)
        return f'<abbr title="{title}" tabindex="0">'

    return ABBR.sub(mark, html)


def on_page_content(html: str, /, *, page: Page, config: MkDocsConfig, files: Files) -> str:
    return focusable_first_uses(first_use_per_section(unwrap_in_links(html)))
