"""The course index for progress (assets/course.json): exercises found in page HTML, in order."""

from __future__ import annotations

import pytest

from sitegen.progress import COURSE_SCHEMA, CourseIndex, lesson_urls, page_exercises

DRILLS = (
    '<div class="ombre-widget"><div class="ombre-exercise" role="region" '
    'aria-label="Put these cards in order" data-exercise-id="order-cards-1" '
    'data-kind="order-cards"></div></div>'
    '<p>text</p><div data-exercise-id="trick-winner-1" data-kind="trick-winner" '
    'aria-label="Which card wins &amp; why?"></div>'
)


def test_exercises_are_found_in_page_order_with_kind_and_title() -> None:
    assert page_exercises(DRILLS) == [
        {"id": "order-cards-1", "kind": "order-cards", "title": "Put these cards in order"},
        {"id": "trick-winner-1", "kind": "trick-winner", "title": "Which card wins & why?"},
    ]
    assert page_exercises("<p>No drills here.</p>") == []


def test_an_exercise_id_used_twice_on_a_page_is_an_error() -> None:
    page = '<div data-exercise-id="trick-winner-1"></div>' * 2
    with pytest.raises(ValueError, match="trick-winner-1"):
        page_exercises(page)


def test_the_index_follows_the_navigation_and_marks_lessons() -> None:
    index = CourseIndex(lessons={"tricks/"}, order=["", "tricks/", "progress/"])
    index.add_page("progress/", "Your progress", "")
    index.add_page("tricks/", "Tricks", DRILLS)
    index.add_page("", "Learn Ombre", "")
    index.add_page("extra/", "Not in the navigation", "")
    data = index.to_dict()
    assert data["schema"] == COURSE_SCHEMA
    assert [page["url"] for page in data["pages"]] == ["", "tricks/", "progress/", "extra/"]
    assert [page["lesson"] for page in data["pages"]] == [False, True, False, False]
    assert [e["id"] for e in data["pages"][1]["exercises"]] == ["order-cards-1", "trick-winner-1"]


def test_lessons_are_the_course_toml_lessons_only() -> None:
    urls = lesson_urls()
    assert "ranking-the-cards/" in urls
    assert "progress/" not in urls
