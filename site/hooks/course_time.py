"""MkDocs hook: the lessons' minutes on the home page's list (:mod:`sitegen.course_time`).
MkDocs renders every page's content before it writes any page, so each lesson's words and
interactions are counted here first, and the list's slots are filled as the pages are written."""

from __future__ import annotations

import sys
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from sitegen.course_metrics import page_metrics  # noqa: E402
from sitegen.course_time import fill_minutes, lesson_minutes  # noqa: E402
from sitegen.lessons import course_lessons  # noqa: E402

_minutes: dict[str, int] = {}
_lessons: set[str] = set()


def on_pre_build(*, config: MkDocsConfig) -> None:
    _minutes.clear()
    _lessons.clear()
    _lessons.update(course_lessons())


def on_page_content(html: str, /, *, page: Page, config: MkDocsConfig, files: Files) -> str:
    name = page.file.src_uri.removesuffix("index.md").strip("/")
    if name in _lessons:
        _minutes[name] = lesson_minutes(page_metrics(name, f"<article>{html}</article>"))
    return html


def on_post_page(output: str, /, *, page: Page, config: MkDocsConfig) -> str:
    try:
        return fill_minutes(output, _minutes, config.theme["language"])
    except KeyError as error:
        raise PluginError(f"{page.file.src_uri}: no minutes for the lesson {error}") from error
