"""MkDocs hooks of the course (in the style of mkdocs-material's own ``shortcodes.py``).

Each lesson page's Markdown is a Jinja template: it is rendered with the theme's Jinja
environment and the macros of :func:`sitegen.macros.page_macros`, which call ``ombre_core`` at
build time (tables, cards, widgets, checked worked examples).
"""

from __future__ import annotations

import sys
from html import escape
from pathlib import Path

from jinja2 import Environment, StrictUndefined, TemplateError
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from ombre_core.messages import use_language  # noqa: E402
from sitegen.cards import DECK_HEAD_SCRIPT  # noqa: E402
from sitegen.lessons import TUTORIALS, PageContext, course_nav, translated  # noqa: E402
from sitegen.macros import page_macros  # noqa: E402
from sitegen.presets import RULES_HEAD_SCRIPT  # noqa: E402
from sitegen.strings import text, words_of  # noqa: E402

_lesson_env: Environment | None = None


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    """The navigation follows ``tutorials/course.toml`` (home page, then lessons in order)."""
    config.nav = course_nav()
    return config


def on_env(env: Environment, /, *, config: MkDocsConfig, files: Files) -> Environment:
    """Keep an overlay of the theme's environment for lesson sources; share the deck script."""
    global _lesson_env
    env.globals["ombre_deck_head_script"] = DECK_HEAD_SCRIPT
    env.globals["ombre_rules_head_script"] = RULES_HEAD_SCRIPT
    env.globals["ombre_t"] = words_of(config.theme["language"])  # the overrides' own words
    _lesson_env = env.overlay(undefined=StrictUndefined)
    return env


def on_page_markdown(markdown: str, /, *, page: Page, config: MkDocsConfig, files: Files) -> str:
    """Render the lesson's Jinja (``{{ card("Kh") }}``, ``{{ widget("ranking") }}`` ...) in the
    build's language; a page not written in it yet says so, in that language, above the
    English text."""
    env = _lesson_env or config.theme.get_env().overlay(undefined=StrictUndefined)
    source = TUTORIALS / page.file.src_uri
    lang = config.theme["language"]
    context = PageContext(url=page.url, source_dir=source.parent, lang=lang)
    try:
        with use_language(lang):
            rendered = env.from_string(markdown).render(page_macros(context))
    except (TemplateError, KeyError, ValueError, OSError) as error:
        raise PluginError(f"{page.file.src_uri}: {type(error).__name__}: {error}") from error
    return rendered


def on_page_content(html: str, /, *, page: Page, config: MkDocsConfig, files: Files) -> str:
    """A page not written in the build's language yet: its English text, marked as English,
    under a note in the build's language."""
    lang = config.theme["language"]
    source = TUTORIALS / page.file.src_uri
    if not source.is_file() or translated(source, lang):
        return html
    notice = escape(text("page.untranslated", lang))
    return (
        f'<div class="admonition note ombre-untranslated"><p>{notice}</p></div>\n'
        f'<div lang="en">\n{html}\n</div>'
    )


def on_post_page(output: str, /, *, page: Page, config: MkDocsConfig) -> str:
    """Write card ``<use href>`` as ``xlink:href``: on the first page of a visit,
    mkdocs-material's instant navigation runs ``element.href = element.href`` on every
    ``[href]`` element, which throws for SVG ``<use>`` (its ``href`` is read-only)."""
    return output.replace("<use href=", "<use xlink:href=")
