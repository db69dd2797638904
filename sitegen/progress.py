"""Progress across the course: the course index the browser reads (the widget of the "Your
progress" page is :mod:`sitegen.widgets.progress`).

The browser keeps the learner's progress (``site/js/progress.js``); to know when a lesson is
done it needs each page's exercises. The MkDocs hook ``site/hooks/progress.py`` collects them
from every page's HTML (the ``data-exercise-id`` of each exercise widget) and writes
``assets/course.json``::

    {"schema": 1, "pages": [{"url": "ranking-the-cards/", "title": "Ranking the cards",
      "lesson": true, "exercises": [{"id": "trick-winner-1", "kind": "trick-winner",
      "title": "Which card wins this trick?"}]}]}

``url`` is relative to the site root, the same page path progress.js uses in its keys.
``moved`` maps the key of a drill moved to another page to its key now (``tutorials/
moved-drills.toml``), so progress.js moves a learner's record along: ``{"moved":
{"payments-and-the-pot/#payment-1": "the-pot/#payment-1"}}``. The build fails on a move to a key
that names no drill, or from a key that still names one (its record could not be told apart).
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

from sitegen.lessons import TUTORIALS, course_lessons

COURSE_FILE = "assets/course.json"
COURSE_SCHEMA = 2
MOVED_DRILLS = TUTORIALS / "moved-drills.toml"
# The form of a drill key, as isExerciseKey in site/js/progress-record.js.
DRILL_KEY = re.compile(r"(?:[A-Za-z0-9_][A-Za-z0-9._-]*/)*#[A-Za-z0-9_-]+")
EXERCISE_ID_ATTRIBUTE = "data-exercise-id"


class _ExerciseFinder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.exercises: list[dict[str, str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        if EXERCISE_ID_ATTRIBUTE in values:
            self.exercises.append(
                {
                    "id": values[EXERCISE_ID_ATTRIBUTE],
                    "kind": values.get("data-kind", ""),
                    "title": values.get("aria-label", ""),
                }
            )


def page_exercises(page_html: str) -> list[dict[str, str]]:
    """The exercise widgets of a page's HTML, in page order: ``{id, kind, title}``.

    >>> page_exercises('<div data-exercise-id="trick-winner-1" data-kind="trick-winner"></div>')
    [{'id': 'trick-winner-1', 'kind': 'trick-winner', 'title': ''}]
    """
    finder = _ExerciseFinder()
    finder.feed(page_html)
    finder.close()
    ids = [exercise["id"] for exercise in finder.exercises]
    duplicates = sorted({name for name in ids if ids.count(name) > 1})
    if duplicates:
        raise ValueError(f"exercise ids used twice on one page: {duplicates}")
    return finder.exercises


@dataclass
class CourseIndex:
    """Pages in navigation order with their exercises, filled while MkDocs builds, and the
    moved drills (old key to new key, as ``moved-drills.toml`` writes them)."""

    lessons: set[str] = field(default_factory=set)
    order: list[str] = field(default_factory=list)
    pages: dict[str, dict[str, Any]] = field(default_factory=dict)
    moved: dict[str, str] = field(default_factory=dict)

    def add_page(self, url: str, title: str, page_html: str) -> None:
        self.pages[url] = {
            "url": url,
            "title": title,
            "lesson": url in self.lessons,
            "exercises": page_exercises(page_html),
        }

    def drill_keys(self) -> set[str]:
        """Every drill's progress key, ``<page path>#<exercise id>``."""
        pages = self.pages.items()
        return {f"{url}#{exercise['id']}" for url, page in pages for exercise in page["exercises"]}

    def to_dict(self) -> dict[str, Any]:
        known = [url for url in self.order if url in self.pages]
        rest = sorted(url for url in self.pages if url not in self.order)
        return {
            "schema": COURSE_SCHEMA,
            "pages": [self.pages[url] for url in known + rest],
            "moved": resolve_moves(self.moved, self.drill_keys()),
        }


def read_moved_drills(path: Path = MOVED_DRILLS) -> dict[str, str]:
    """The ``[moved]`` table of ``moved-drills.toml``: old drill key to new drill key."""
    table = tomllib.loads(path.read_text(encoding="utf-8")).get("moved", {})
    if not isinstance(table, dict):
        raise ValueError(f"{path.name}: [moved] is not a table")
    for old, new in table.items():
        for key in (old, new):
            if not isinstance(key, str) or not DRILL_KEY.fullmatch(key):
                example = "'tricks/#trick-winner-1'"
                raise ValueError(f"{path.name}: {key!r} is not a drill key like {example}")
    return dict(table)


def resolve_moves(moved: dict[str, str], drills: set[str]) -> dict[str, str]:
    """Each moved drill's old key to the drill it is now, through later moves of the same drill.

    >>> resolve_moves({"a/#x-1": "b/#x-1", "b/#x-1": "c/#x-2"}, {"c/#x-2"})
    {'a/#x-1': 'c/#x-2', 'b/#x-1': 'c/#x-2'}
    """
    resolved = {}
    for old, new in moved.items():
        if old in drills:
            raise ValueError(
                f"moved-drills.toml: {old} still names a drill, so a learner's record of it could "
                'not be told apart: pin that drill\'s old key with id="..." instead'
            )
        seen = [old]
        while new not in drills and new in moved and new not in seen:
            seen.append(new)
            new = moved[new]
        if new not in drills:
            raise ValueError(f"moved-drills.toml: {old} moves to {new}, which names no drill")
        resolved[old] = new
    return resolved


def lesson_urls() -> set[str]:
    """The page URLs of the lessons in ``course.toml``."""
    return {f"{name}/" for name in course_lessons()}


PRACTICE_PAGE = "practice/"
"""The page where missed puzzles come back (``PRACTICE_PAGE`` of site/js/progress-ui.js)."""
_H1_END = re.compile(r"</h1>")


def _reserved(tag: str, name: str) -> str:
    return f'<{tag} class="{name} ombre-reserved" aria-hidden="true"></{tag}>'


def reserve_progress_space(url: str, page_html: str, *, lesson: bool) -> str:
    """The page with an empty, sized place under its title for what site/js/progress-ui.js
    draws there once the course index has loaded (a lesson's star summary; the practice page's
    puzzles to try again), which it then fills, so the text below does not move.

    >>> print(reserve_progress_space("a/", '<h1>T</h1><div data-exercise-id="x-1">', lesson=True))
    <h1>T</h1><p class="ombre-stage-summary ombre-reserved" aria-hidden="true"></p><div \
data-exercise-id="x-1">
    >>> reserve_progress_space("a/", "<h1>T</h1><p>No drill.</p>", lesson=True)
    '<h1>T</h1><p>No drill.</p>'
    """
    if url == PRACTICE_PAGE:
        place = _reserved("section", "ombre-puzzle-queue")
    elif lesson and page_exercises(page_html):
        place = _reserved("p", "ombre-stage-summary")
    else:
        return page_html
    return _H1_END.sub(lambda end: end.group(0) + place, page_html, count=1)
