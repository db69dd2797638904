"""Progress across the course: the course index the browser reads, and the progress widget.

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

import html
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Any

from sitegen.lessons import TUTORIALS, PageContext, course_lessons, front_matter
from sitegen.widgets import widget

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


@widget("progress", engine=False)
def progress(context: PageContext) -> str:
    """The learner's progress: a table of the lessons (filled in the browser), reset, export
    and import. Before JavaScript runs it lists the lessons with links."""
    rows = []
    for name in course_lessons():
        meta = front_matter(TUTORIALS / name / "index.md")
        title = html.escape(str(meta.get("title", name)))
        link = html.escape(context.asset(f"{name}/"), quote=True)
        rows.append(
            f'<tr data-page="{name}/"><th scope="row"><a href="{link}">{title}</a></th>'
            '<td class="ombre-progress__status">&ndash;</td>'
            '<td class="ombre-progress__count">&ndash;</td></tr>'
        )
    return (
        '<div class="ombre-progress">'
        '<p class="ombre-progress__summary" role="status">Your progress appears here when '
        "JavaScript runs; it is stored only in this browser.</p>"
        '<div class="ombre-progress__table"><table>'
        '<caption class="ombre-sr-only">Progress per lesson</caption>'
        '<thead><tr><th scope="col">Lesson</th><th scope="col">Status</th>'
        '<th scope="col">Exercises right / tried (answers right / given)</th></tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table></div>"
        '<div class="ombre-progress__notices"></div>'
        '<h2 id="keep-or-move-your-progress">Keep or move your progress</h2>'
        "<p>Export saves your progress as a file; import loads such a file, in this or another "
        "browser. A file that cannot be read changes nothing.</p>"
        '<p class="ombre-progress__actions">'
        '<button type="button" class="md-button ombre-progress__export" disabled>'
        "Export progress</button> "
        '<label class="ombre-progress__import">Import progress from a file: '
        '<input type="file" accept=".json,application/json" disabled></label> '
        '<button type="button" class="md-button ombre-progress__reset" disabled>'
        "Reset progress…</button></p>"
        '<p class="ombre-progress__message" role="status" aria-live="polite"></p>'
        '<dialog class="ombre-progress__confirm" aria-labelledby="ombre-reset-title">'
        '<h2 id="ombre-reset-title">Reset all your progress?</h2>'
        "<p>Every exercise's attempts and successes are forgotten. Export first if you may "
        "want them back.</p>"
        '<form method="dialog" class="ombre-progress__confirm-actions">'
        '<button type="submit" value="reset" class="md-button md-button--primary">'
        "Yes, reset my progress</button> "
        '<button type="submit" value="cancel" class="md-button" autofocus>Cancel</button>'
        "</form></dialog></div>"
    )
