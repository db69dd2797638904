"""How long each lesson takes, for the home page's lesson list: its words read at
:data:`WORDS_PER_MINUTE` plus :data:`MINUTES_PER_INTERACTION` for each drill or table, one rule
for every lesson, from the same counts as the course's numbers (:mod:`sitegen.course_metrics`).

The list is written before the other pages are rendered, so :func:`minutes_slot` and
:func:`total_slot` leave empty slots; the hook ``site/hooks/course_time.py`` counts every
page's words as MkDocs renders it, and fills the slots (:func:`fill_minutes`) when it writes
the page.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping

from sitegen.course_metrics import REFERENCE_PAGES, PageMetrics
from sitegen.languages import ENGLISH
from sitegen.strings import plural, text

WORDS_PER_MINUTE = 200
MINUTES_PER_INTERACTION = 1
_LESSON_SLOT = re.compile(r'(<span class="ombre-lesson-minutes" data-minutes-of="([^"]*)">)</span>')
_TOTAL_SLOT = re.compile(r'(<span class="ombre-course-minutes">)</span>')


def lesson_minutes(page: PageMetrics) -> int:
    """The minutes a lesson takes: its reading, rounded up, and a minute per interaction.

    >>> lesson_minutes(PageMetrics("tricks", 450, 2, 100, None))
    5
    """
    reading = math.ceil(page.words / WORDS_PER_MINUTE)
    return reading + page.interactions * MINUTES_PER_INTERACTION


def timed(name: str) -> bool:
    """Whether a lesson gets minutes and counts in the total: not the pages one looks things
    up in (the glossary, the quick reference)."""
    return name not in REFERENCE_PAGES


def duration(minutes: int, lang: str = ENGLISH) -> str:
    """``'45 minutes'``, ``'1 hour 5 minutes'``, ``'2 hours'``.

    >>> duration(45), duration(65), duration(120), duration(1)
    ('45 minutes', '1 hour 5 minutes', '2 hours', '1 minute')
    """
    hours, rest = divmod(minutes, 60)
    if not hours:
        return plural("course-time.minutes", rest, lang)
    if not rest:
        return plural("course-time.hours", hours, lang)
    return text(
        "course-time.hours-and-minutes",
        lang,
        hours=plural("course-time.hours", hours, lang),
        minutes=plural("course-time.minutes", rest, lang),
    )


def minutes_slot(name: str) -> str:
    """The empty slot for lesson ``name``'s minutes, filled by :func:`fill_minutes`."""
    return f'<span class="ombre-lesson-minutes" data-minutes-of="{name}"></span>'


def total_slot() -> str:
    """The empty slot for the whole course's time, filled by :func:`fill_minutes`."""
    return '<span class="ombre-course-minutes"></span>'


def fill_minutes(html: str, minutes: Mapping[str, int], lang: str = ENGLISH) -> str:
    """``html`` with each lesson's slot showing its minutes and the total slot the sum of
    the timed lessons'; a slot for a lesson not in ``minutes`` is an error (``KeyError``).

    >>> filled = fill_minutes(f"{minutes_slot('tricks')}, {total_slot()}", {"tricks": 5})
    >>> 'data-minutes-of="tricks">5 min</span>' in filled, filled.endswith(">5 minutes</span>")
    (True, True)
    """

    def lesson(match: re.Match[str]) -> str:
        return f"{match[1]}{plural('course-time.lesson', minutes[match[2]], lang)}</span>"

    total = sum(value for name, value in minutes.items() if timed(name))
    filled = _LESSON_SLOT.sub(lesson, html)
    return _TOTAL_SLOT.sub(lambda match: f"{match[1]}{duration(total, lang)}</span>", filled)
