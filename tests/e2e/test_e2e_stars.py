"""Stages and stars: drills answered on a lesson (right at the first try, and wrong) give the
same stars and the same "done" on the lesson, in the side navigation, on the home page's list of
lessons and on "Your progress", across a reload. Stars are earned and kept: a miss takes none
away; one star on every stage makes the lesson done, three on every stage mastered."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pages_progress import PROGRESS_PATH, RANKING_PATH, course_index
from pages_stars import StarsSite
from playwright.sync_api import Page, expect

from sitegen.server import RunningServer

RANKING_TITLE = "Ranking the cards"


@pytest.fixture
def site(page: Page, site_server: RunningServer) -> StarsSite:
    return StarsSite(page, site_server.url)


@pytest.fixture
def stages(built_site: Path) -> list[dict[str, Any]]:
    """The ranking lesson's drills, in page order: its stages."""
    for page in course_index(built_site)["pages"]:
        if page["url"] == RANKING_PATH:
            assert page["exercises"], "the ranking lesson has no drill"
            return list(page["exercises"])
    raise KeyError(RANKING_PATH)


def expect_everywhere(
    site: StarsSite, *, earned: int, most: int, done: bool, status: str, reload: bool = False
) -> None:
    """The lesson's stars and done the same on the lesson (opened anew: a reload of the stored
    progress), in the navigation, on the home page and on "Your progress", reached from there
    as a learner's clicks do (instant navigation), or each opened anew when ``reload``."""
    site.open(RANKING_PATH)
    site.expect_lesson(RANKING_TITLE, earned=earned, most=most, done=done, here=True)
    go = site.open if reload else site.navigate
    go("")
    site.expect_home_lesson(RANKING_TITLE, earned=earned, most=most, done=done)
    site.expect_lesson(RANKING_TITLE, earned=earned, most=most, done=done)
    go(PROGRESS_PATH)
    site.expect_progress_ready()
    site.expect_progress_row(RANKING_PATH, earned=earned, most=most, status=status)
    site.expect_lesson(RANKING_TITLE, earned=earned, most=most, done=done)


@pytest.mark.long
@pytest.mark.turn(2)
def test_stars_and_done_agree_on_the_lesson_the_navigation_the_home_page_and_progress(
    site: StarsSite, stages: list[dict[str, Any]]
) -> None:
    count, most = len(stages), 3 * len(stages)
    first = stages[0]
    assert count >= 2, "the ranking lesson needs two stages to show a lesson not yet done"
    site.open(RANKING_PATH)
    site.expect_engine_ready()
    for number, stage in enumerate(stages, start=1):
        site.expect_stage(stage["id"], number=number, of=count, goal=stage["title"], stars=0)
    site.expect_lesson(RANKING_TITLE, earned=0, most=most, done=False, here=True)
    expect(site.lesson_summary).to_contain_text("done when every stage has a star")

    # Right at the first try: a star. Right only at the second try: no more, none lost.
    drill = site.drill(first["id"])
    drill.answer_right()
    site.expect_stage(first["id"], number=1, of=count, goal=first["title"], stars=1)
    expect(site.stage_news).to_have_text("Stage 1: 1 of 3 stars.")
    site.expect_lesson(RANKING_TITLE, earned=1, most=most, done=False, here=True)
    question = drill.new_question()
    if drill.box.get_attribute("data-answer-type") == "choice":
        wrong = next(c["id"] for c in question["choices"] if c["id"] != drill.right_answer())
        drill.answer(wrong)
        drill.expect_try_again()
        drill.answer_right()
        site.expect_stage(first["id"], number=1, of=count, goal=first["title"], stars=1)
        question = drill.new_question()
    # A wrong answer (missed twice) after the star: the star is kept.
    if drill.box.get_attribute("data-answer-type") == "choice":
        wrong = next(c["id"] for c in question["choices"] if c["id"] != drill.right_answer())
        drill.miss(wrong)
    else:
        drill.answer(list(reversed(drill.right_answer())))
        drill.expect_try_again()
        drill.button("Show me").click()
        expect(drill.feedback).to_have_attribute("data-correct", "solution")
    entry = site.stored_progress()["exercises"][f"{RANKING_PATH}#{first['id']}"]
    assert entry["attempts"] - entry["correct"] - entry["retried"] == 1  # the miss, recorded
    assert (entry["correct"], entry["streak"]) == (1, 0)
    site.expect_stage(first["id"], number=1, of=count, goal=first["title"], stars=1)
    site.expect_lesson(RANKING_TITLE, earned=1, most=most, done=False, here=True)
    expect_everywhere(site, earned=1, most=most, done=False, status="started")

    # One star on every stage: done, everywhere, and the stars say how far from three.
    site.open(RANKING_PATH)
    site.expect_engine_ready()
    for number, stage in enumerate(stages[1:], start=2):
        site.drill(stage["id"]).answer_right()
        site.expect_stage(stage["id"], number=number, of=count, goal=stage["title"], stars=1)
    site.expect_lesson(RANKING_TITLE, earned=count, most=most, done=True, here=True)
    expect(site.stage_news).to_contain_text("This lesson is done.")
    expect(site.lesson_summary).to_contain_text("Done:")
    expect(site.lesson_summary).to_contain_text("Three on every stage is mastered.")
    expect_everywhere(site, earned=count, most=most, done=True, status="done")

    # Three on every stage: mastered, still done, everywhere.
    site.open(RANKING_PATH)
    site.expect_engine_ready()
    for number, stage in enumerate(stages, start=1):
        drill = site.drill(stage["id"])
        for _ in range(2):
            drill.new_question()
            drill.answer_right()
        site.expect_stage(stage["id"], number=number, of=count, goal=stage["title"], stars=3)
    site.expect_lesson(RANKING_TITLE, earned=most, most=most, done=True, here=True)
    expect(site.stage_news).to_contain_text("This lesson is mastered.")
    expect(site.lesson_summary).to_contain_text("Mastered:")
    expect_everywhere(site, earned=most, most=most, done=True, status="done", reload=True)
    site.page.reload()
    site.expect_progress_row(RANKING_PATH, earned=most, most=most, status="done")
