"""MkDocs hook: write ``assets/course.json``, every page's exercises and the moved drills, for
the progress tracking of ``site/js/progress-ui.js`` (see :mod:`sitegen.progress`). The
``progress`` widget of the "Your progress" page is registered like every widget
(``sitegen/widgets/progress.py``)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files
from mkdocs.structure.nav import Navigation
from mkdocs.structure.pages import Page

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from sitegen.progress import (  # noqa: E402
    COURSE_FILE,
    CourseIndex,
    lesson_urls,
    read_moved_drills,
    reserve_progress_space,
)

_index = CourseIndex()


def on_nav(nav: Navigation, /, *, config: MkDocsConfig, files: Files) -> Navigation:
    global _index
    try:
        moved = read_moved_drills()
    except ValueError as error:
        raise PluginError(str(error)) from error
    _index = CourseIndex(lessons=lesson_urls(), order=[page.url for page in nav.pages], moved=moved)
    return nav


def on_page_content(html: str, /, *, page: Page, config: MkDocsConfig, files: Files) -> str:
    try:
        _index.add_page(page.url, page.title or page.url, html)
    except ValueError as error:
        raise PluginError(f"{page.file.src_uri}: {error}") from error
    return reserve_progress_space(page.url, html, lesson=page.url in _index.lessons)


def on_post_build(*, config: MkDocsConfig) -> None:
    try:
        index = _index.to_dict()
    except ValueError as error:
        raise PluginError(str(error)) from error
    target = Path(config.site_dir) / COURSE_FILE
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(index, indent=1), encoding="utf-8")
