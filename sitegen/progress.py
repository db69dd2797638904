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
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Any

from sitegen.lessons import course_lessons

COURSE_FILE = "assets/course.json"
COURSE_SCHEMA = 1
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
    """Pages in navigation order with their exercises, filled while MkDocs builds."""

    lessons: set[str] = field(default_factory=set)
    order: list[str] = field(default_factory=list)
    pages: dict[str, dict[str, Any]] = field(default_factory=dict)

    def add_page(self, url: str, title: str, page_html: str) -> None:
        self.pages[url] = {
            "url": url,
            "title": title,
            "lesson": url in self.lessons,
            "exercises": page_exercises(page_html),
        }

    def to_dict(self) -> dict[str, Any]:
        known = [url for url in self.order if url in self.pages]
        rest = sorted(url for url in self.pages if url not in self.order)
        return {"schema": COURSE_SCHEMA, "pages": [self.pages[url] for url in known + rest]}


def lesson_urls() -> set[str]:
    """The page URLs of the lessons in ``course.toml``."""
    return {f"{name}/" for name in course_lessons()}
