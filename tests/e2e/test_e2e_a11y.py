"""Accessibility and phone sweep over every page of tutorials/course.toml (read when the sweep
runs, so new lessons are covered as they appear), in both colour palettes, and drills answered
by keyboard. The sweep visits the pages in a few long visits, moving from page to page by
instant navigation as a learner does, so the engine boots once per visit, not once per page.

A page's two palettes are two axe runs, every rule: light at 1280 px and dark at 375 px. The
palette changes colours only, which only the colour-contrast rule reads, and the light colours
are the same at both widths. A run checks each page in one of them, turn about from page to page
and from day to day (``e2e_slices``): so every run covers both palettes and both widths, and two
days in a row every page in both; ``OMBRE_TESTS_WHOLE=1`` checks each page in both. The
first page of a visit is checked whole; the others, reached by instant navigation, have the
same header, navigation and footer, drawn as on the first page with another link marked, so axe
checks their content alone. Every page is checked at 375 px for scrolling sideways (in the
palette it is in then: colours move nothing), and first in the palette the page before left it
in."""

from __future__ import annotations

import pytest
from e2e_pages import BOOT_TIMEOUT_MS
from e2e_slices import of_the_day
from pages_a11y import DESKTOP, PHONE, CoursePage, KeyboardUser, course_page_paths
from pages_progress import ProgressSite
from playwright.sync_api import Error, Page, expect

from sitegen.server import RunningServer


@pytest.fixture
def course_page(page: Page, site_server: RunningServer) -> CoursePage:
    return CoursePage(page, site_server.url)


# The sweep's pages in this many tests, one visit each (a worker apiece under pytest-xdist).
VISITS = 2


def page_name(path: str) -> str:
    return path.strip("/") or "home"


# What instant navigation replaces: a visit's pages after its first are checked there alone.
CONTENT = ".md-content"
# Each palette's full axe run and its width; the sideways check at 375 px, in either palette.
PALETTES = {"light": DESKTOP, "dark": PHONE}
# The header's switch to each palette, in any language: the label of that palette's option.
SWITCHES = {
    "light": ('label[for="__palette_0"]', "default"),
    "dark": ('label[for="__palette_1"]', "slate"),
}


def switch_palette(course_page: CoursePage, palette: str) -> None:
    """The system turns to ``palette`` and the learner switches the theme to it (the theme reads
    the system's choice only when a page loads)."""
    page = course_page.page
    page.emulate_media(color_scheme="dark" if palette == "dark" else "light")
    switch, scheme = SWITCHES[palette]
    page.locator(switch).click()
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", scheme)


def overflow_at_phone_width(course_page: CoursePage) -> list[str]:
    """The open page, already at 375 px, scrolling sideways, as a problem, or nothing."""
    overflow = course_page.scroll_width()
    if overflow <= PHONE["width"] + 1:
        return []
    return [
        f"scrolls sideways at 375 px: scrollWidth {overflow}; "
        f"sticking out: {course_page.widest_elements()}"
    ]


def problems_on(
    course_page: CoursePage,
    path: str,
    palette: str,
    within: str | None = None,
    palettes: tuple[str, ...] = tuple(PALETTES),
) -> tuple[list[str], str]:
    """The open page's sideways scroll at 375 px and its axe violations in each of ``palettes``
    (only in ``within``, a selector, when given), each line naming the page, and the palette the
    page is left in. The page is checked in the palette it opened in first (``palette``, as the
    page before left it) when that is one of them: at most one switch and two resizes a page."""
    page = course_page.page
    course_page.expect_engine_ready_if_used()
    # Widgets are drawn and enabled once the engine is ready; wait until every one is bound.
    expect(page.locator('[data-widget]:not([data-bound="yes"])')).to_have_count(0)
    problems = []
    overflow_checked = False
    current = palette
    for wanted in sorted(palettes, key=lambda each: each != palette):
        if wanted != current:
            switch_palette(course_page, wanted)
            current = wanted
        size = PALETTES[current]
        course_page.resize(size)
        if size == PHONE and not overflow_checked:
            problems += overflow_at_phone_width(course_page)
            overflow_checked = True
        where = "1280 px" if current == "light" else "dark, 375 px"
        problems += [f"{where}: {line}" for line in course_page.serious_violations(within)]
    if not overflow_checked:
        course_page.resize(PHONE)
        problems += overflow_at_phone_width(course_page)
    return [f"{page_name(path)}: {problem}" for problem in problems], current


@pytest.mark.long
@pytest.mark.parametrize("visit", range(VISITS), ids=lambda visit: f"visit-{visit + 1}-of-{VISITS}")
def test_pages_are_axe_clean_in_both_palettes_and_fit_a_375px_phone(
    course_page: CoursePage, visit: int
) -> None:
    """Every VISITS-th page of the course, from the first to the last in one visit: the first
    page loaded, the others reached by instant navigation (the engine boots once). Every page
    is checked, in this run's palettes for it; the problems of all of them are reported
    together."""
    course_page.page.set_viewport_size(PHONE)
    problems: list[str] = []
    palette = "light"
    for index, path in enumerate(course_page_paths()[visit::VISITS]):
        try:
            if index == 0:
                course_page.open(path)
            else:
                course_page.navigate(path)
            within = None if index == 0 else CONTENT
            palettes = of_the_day(list(PALETTES), turn=visit + index)
            on_page, palette = problems_on(course_page, path, palette, within, tuple(palettes))
            problems += on_page
        except (AssertionError, Error) as error:
            found = "".join(f"\n{line}" for line in problems)
            raise AssertionError(f"{page_name(path)}: {error}{found}") from error
    assert not problems, "\n".join(problems)


@pytest.mark.kept_page  # the worker's kept page, moved to the lesson (conftest.py)
@pytest.mark.turn(2)
def test_ranking_lesson_by_keyboard_alone(page: Page, site_server: RunningServer) -> None:
    site = ProgressSite(page, site_server.url)
    page.set_viewport_size(DESKTOP)
    site.open("ranking-the-cards/")
    site.expect_engine_ready()
    keys = KeyboardUser(page)

    # The trump picker: arrow keys move between the suits, and the orders follow.
    picker = page.get_by_role("group", name="Trump suit")
    keys.tab_to(picker.get_by_role("radio", checked=True))
    before = picker.get_by_role("radio", checked=True).get_attribute("value")
    page.keyboard.press("ArrowRight")
    after = picker.get_by_role("radio", checked=True)
    expect(after).not_to_have_attribute("value", before or "")
    chosen = after.get_attribute("value") or ""
    expect(page.locator(".ombre-ranking__orders")).to_have_attribute(
        "data-trump", chosen, timeout=BOOT_TIMEOUT_MS
    )

    # "Put these cards in order": Enter places the focused card in the next place; the first
    # two go in the wrong order and ArrowUp on the second place's move button swaps them.
    order = site.drill("order-cards-1")
    expect(order.box).to_have_attribute("data-state", "asking")
    right = order.right_answer()
    for choice_id in [right[1], right[0], *right[2:]]:
        keys.press(order.choice(choice_id), "Enter")
    second_place = order.box.locator('.ombre-slot[data-slot="1"] button[data-move="up"]')
    keys.press(second_place, "ArrowUp")
    expect(order.box.locator('.ombre-slot[data-slot="0"]')).to_have_attribute(
        "data-choice", right[0]
    )
    keys.press(order.box.get_by_role("button", name="Check"), "Enter")
    expect(order.feedback).to_contain_text("Right")

    # "Which card wins this trick?": Tab to the winning card, Space to answer.
    trick = site.drill("trick-winner-1")
    keys.press(trick.choice(str(trick.right_answer())), "Space")
    expect(trick.feedback).to_contain_text("Right")
    # Both answers are recorded; a star on each of its two drills: the lesson is done.
    exercises = site.stored_progress()["exercises"]
    assert [
        exercises[f"ranking-the-cards/#{i}"]["correct"] for i in ("order-cards-1", "trick-winner-1")
    ] == [1, 1]
    site.expect_done_in_nav("Ranking the cards", done=True)


@pytest.mark.kept_page  # the worker's kept page, moved to the lesson (conftest.py)
@pytest.mark.turn(0)
def test_matadors_lesson_by_keyboard_alone(page: Page, site_server: RunningServer) -> None:
    site = ProgressSite(page, site_server.url)
    page.set_viewport_size(DESKTOP)
    site.open("matadors-and-punto/")
    site.expect_engine_ready()
    keys = KeyboardUser(page)

    # "Which of these are matadors?": Space toggles each matador, Enter on Check answers.
    which = site.drill("matadors-which-1")
    expect(which.box).to_have_attribute("data-state", "asking")
    right = which.right_answer()
    for choice_id in right:
        keys.press(which.choice(choice_id), "Space")
        expect(which.choice(choice_id)).to_have_attribute("aria-pressed", "true")
    keys.press(which.box.get_by_role("button", name="Check"), "Enter")
    expect(which.feedback).to_contain_text("Right")

    # "How many matadors does this hand hold?": type the number, Enter submits.
    count = site.drill("matadors-count-1")
    expect(count.box).to_have_attribute("data-state", "asking")
    keys.type_into(count.box.get_by_role("spinbutton"), str(count.right_answer()))
    page.keyboard.press("Enter")
    expect(count.feedback).to_contain_text("Right")
