"""The lessons' minutes on the home page (sitegen/course_time.py): the one rule, the slots the
lesson list leaves and the hook fills, and, from one real build, the minutes the home page
shows against the built lessons' own words and interactions."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import pytest

from sitegen import course_time
from sitegen.blocks import lesson_list
from sitegen.course_metrics import REFERENCE_PAGES, PageMetrics, site_metrics
from sitegen.course_time import (
    duration,
    fill_minutes,
    lesson_minutes,
    minutes_slot,
    timed,
    total_slot,
)
from sitegen.lessons import PageContext, course_lessons

SHOWN = re.compile(r'data-minutes-of="([^"]*)">(\d+) min</span>')
TOTAL = re.compile(r'<span class="ombre-course-minutes">([^<]*)</span>')


def lesson(words: int, interactions: int) -> PageMetrics:
    return PageMetrics("tricks", words, interactions, 0 if interactions else None, None)


def test_the_doctests() -> None:
    assert doctest.testmod(course_time).failed == 0


@pytest.mark.parametrize(
    ("words", "interactions", "minutes"),
    [(0, 0, 0), (1, 0, 1), (200, 0, 1), (201, 0, 2), (123, 1, 2), (1_961, 1, 11), (0, 3, 3)],
)
def test_reading_at_200_words_a_minute_rounded_up_and_a_minute_an_interaction(
    words: int, interactions: int, minutes: int
) -> None:
    assert lesson_minutes(lesson(words, interactions)) == minutes


def test_a_longer_lesson_or_one_more_drill_never_takes_less_time() -> None:
    for words in range(0, 2_000, 37):
        for drills in range(4):
            here = lesson_minutes(lesson(words, drills))
            assert lesson_minutes(lesson(words + 1, drills)) >= here
            assert lesson_minutes(lesson(words, drills + 1)) == here + 1


def test_the_reference_pages_are_not_timed() -> None:
    assert REFERENCE_PAGES and not any(timed(name) for name in REFERENCE_PAGES)
    assert timed("first-deal") and timed("tricks")


def test_a_duration_in_hours_and_minutes() -> None:
    assert duration(0) == "0 minutes"
    assert duration(59) == "59 minutes"
    assert duration(60) == "1 hour"
    assert duration(61) == "1 hour 1 minute"
    assert duration(164) == "2 hours 44 minutes"


def test_the_slots_are_filled_and_the_total_counts_only_timed_lessons() -> None:
    page = f"<li>{minutes_slot('tricks')}</li><li>{minutes_slot('results')}</li>{total_slot()}"
    filled = fill_minutes(page, {"tricks": 8, "results": 6, "glossary": 11})
    assert dict(SHOWN.findall(filled)) == {"tricks": "8", "results": "6"}
    assert TOTAL.findall(filled) == ["14 minutes"]
    assert fill_minutes("<p>No slots here</p>", {}) == "<p>No slots here</p>"


def test_a_slot_for_a_lesson_without_minutes_is_an_error() -> None:
    with pytest.raises(KeyError):
        fill_minutes(minutes_slot("tricks"), {"results": 6})


def test_the_home_page_list_has_a_slot_per_timed_lesson_and_one_total() -> None:
    home = PageContext(url="", source_dir=Path("tutorials"))
    timed_list = str(lesson_list(home, minutes=True))
    slots = re.findall(r'data-minutes-of="([^"]*)"', timed_list)
    assert slots == [name for name in course_lessons() if timed(name)]
    assert timed_list.count(total_slot()) == 1
    assert "ombre-lesson-minutes" not in str(lesson_list(home))  # the plain list, as before


def test_the_built_home_page_shows_each_lessons_minutes_from_its_built_page(
    built_site: Path,
) -> None:
    lessons, _ = site_metrics(built_site)
    expected = {page.name: lesson_minutes(page) for page in lessons if timed(page.name)}
    home = (built_site / "index.html").read_text(encoding="utf-8")
    shown = {name: int(minutes) for name, minutes in SHOWN.findall(home)}
    assert shown == expected
    assert TOTAL.findall(home) == [duration(sum(expected.values()))]
    assert "data-minutes-of" not in (built_site / "what-is-ombre" / "index.html").read_text(
        encoding="utf-8"
    )
