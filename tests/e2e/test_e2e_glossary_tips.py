"""The glossary tooltips in Chromium (site/js/glossary-tips.js): shown on hover, focus and tap,
one at a time, hoverable and dismissed with Escape (WCAG 1.4.13), inside a phone's viewport,
and after an instant navigation. Focus on the results page: test_e2e_scoring.py."""

from __future__ import annotations

from typing import Literal

import pytest
from pages_a11y import PHONE
from pages_glossary import STRATEGY_PATH, STRATEGY_PLAY_PATH, WHAT_IS_OMBRE_PATH, GlossaryTips
from playwright.sync_api import BrowserContext, Page, expect

from sitegen.server import RunningServer

# Each test moves the worker's kept page, its engine running, to its page (conftest.py).
pytestmark = pytest.mark.kept_page

# Longer than the grace period the tooltip waits after the pointer left (250 ms), on the
# page's fake clock: advancing it fires that timer if it was set, with no real wait.
PAST_THE_GRACE_MS = 1_000


@pytest.fixture
def tips(page: Page, site_server: RunningServer) -> GlossaryTips:
    return GlossaryTips(page, site_server.url)


@pytest.mark.turn(1)
def test_hover_shows_the_definition_and_the_pointer_may_move_onto_it(
    tips: GlossaryTips, context: BrowserContext
) -> None:
    # A fake clock stays installed in its browser context for good: this test asks for a
    # context of its own (conftest.wants_own_context), not the worker's reused one.
    context.clock.install()
    tips.open(STRATEGY_PATH)
    term = tips.term("entrada")
    definition = term.get_attribute("title") or ""
    assert definition.startswith("The lowest standard contract")
    expect(tips.tooltip).to_have_count(0)

    term.hover()
    expect(tips.tooltip).to_be_visible()
    expect(tips.tooltip).to_have_text(definition)
    expect(tips.tooltip).to_have_attribute("id", tips.tooltip_id)
    expect(term).to_have_attribute("aria-describedby", tips.tooltip_id)
    # No second, native tooltip: the title waits aside while ours shows.
    expect(term).not_to_have_attribute("title", definition)

    # Onto the tooltip itself: it stays, however long the pointer rests there.
    # (The mouse goes straight there: it is sliding into place, never "stable" for hover().)
    box = tips.tooltip_box.bounding_box()
    assert box
    tips.page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    tips.page.clock.run_for(PAST_THE_GRACE_MS)
    expect(tips.tooltip).to_be_visible()

    # Away from both: it goes, and the term has its title back.
    tips.heading.hover()
    tips.page.clock.run_for(PAST_THE_GRACE_MS)
    expect(tips.tooltip).to_have_count(0)
    expect(term).to_have_attribute("title", definition)
    expect(term).not_to_have_attribute("aria-describedby", tips.tooltip_id)


def test_escape_dismisses_the_tooltip_and_blur_hides_it(tips: GlossaryTips) -> None:
    tips.open(STRATEGY_PATH)
    term = tips.term("entrada")
    term.focus()
    expect(tips.tooltip).to_be_visible()
    tips.page.keyboard.press("Escape")
    expect(tips.tooltip).to_have_count(0)
    expect(term).to_be_focused()  # dismissed without moving the focus
    expect(term).not_to_have_attribute("aria-describedby", tips.tooltip_id)

    # The next term shows its own when it takes the focus; leaving it hides it.
    following = tips.term("matador")
    definition = following.get_attribute("title") or ""
    following.focus()
    expect(tips.tooltip).to_have_text(definition)
    following.blur()
    expect(tips.tooltip).to_have_count(0)


def test_only_one_tooltip_shows_at_a_time(tips: GlossaryTips) -> None:
    tips.open(STRATEGY_PATH)
    first = tips.term("entrada")
    second = tips.term("matador")
    first_definition = first.get_attribute("title") or ""
    second_definition = second.get_attribute("title") or ""
    first.focus()
    expect(tips.tooltip).to_have_text(first_definition)
    second.hover()
    expect(tips.tooltip).to_have_count(1)
    expect(tips.tooltip).to_have_text(second_definition)
    expect(second).to_have_attribute("aria-describedby", tips.tooltip_id)
    expect(first).not_to_have_attribute("aria-describedby", tips.tooltip_id)
    expect(first).to_have_attribute("title", first_definition)


@pytest.mark.turn(0)
@pytest.mark.browser_context_args(viewport=PHONE, has_touch=True, is_mobile=True)
def test_a_tap_on_a_phone_shows_the_tooltip_inside_the_screen(tips: GlossaryTips) -> None:
    tips.open(STRATEGY_PLAY_PATH)
    term = tips.later_term()  # no tab stop: the tap alone shows it
    definition = term.get_attribute("title") or ""
    term.tap()
    expect(tips.tooltip).to_be_visible()
    expect(tips.tooltip).to_have_text(definition)
    expect(tips.tooltip_box).to_be_in_viewport(ratio=1)
    box = tips.tooltip_box.bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], box

    # A tap elsewhere dismisses it.
    tips.heading.tap()
    expect(tips.tooltip).to_have_count(0)

    # A term at the bottom of the screen has its tooltip above it, still inside the screen.
    term.evaluate("element => element.scrollIntoView({ block: 'end' })")
    term.tap()
    expect(tips.tooltip).to_have_text(definition)
    expect(tips.tooltip_box).to_be_in_viewport(ratio=1)
    term_box = term.bounding_box()
    box = tips.tooltip_box.bounding_box()
    assert term_box and box and box["y"] + box["height"] <= term_box["y"], (box, term_box)


def test_tooltips_work_after_an_instant_navigation_and_go_with_the_page(
    tips: GlossaryTips,
) -> None:
    tips.open(WHAT_IS_OMBRE_PATH)
    # Mark this document: instant navigation keeps it, a full load would not.
    tips.page.evaluate("document.documentElement.dataset.visit = 'marked'")
    tips.nav_link("Strategy").click()
    expect(tips.heading).to_contain_text("Strategy")
    expect(tips.root).to_have_attribute("data-visit", "marked")

    term = tips.term("entrada")
    definition = term.get_attribute("title") or ""
    term.focus()
    expect(tips.tooltip).to_have_text(definition)
    # Back (the theme swaps the content again): the open tooltip goes with its page.
    tips.page.go_back()
    expect(tips.heading).not_to_contain_text("Strategy")
    expect(tips.root).to_have_attribute("data-visit", "marked")
    expect(tips.tooltip).to_have_count(0)
    tips.term("ombre").hover()
    expect(tips.tooltip).to_have_count(1)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_an_open_tooltip_passes_axe_in_both_palettes(
    tips: GlossaryTips, scheme: Literal["light", "dark"]
) -> None:
    tips.page.emulate_media(color_scheme=scheme)
    tips.open(STRATEGY_PATH)
    tips.term("entrada").focus()
    expect(tips.tooltip).to_be_visible()
    assert tips.serious_violations() == []
    expect(tips.tooltip).to_be_visible()  # still open when axe looked at the page


def test_under_reduced_motion_the_tooltip_neither_slides_nor_fades(tips: GlossaryTips) -> None:
    tips.page.emulate_media(reduced_motion="reduce")
    tips.open(STRATEGY_PATH)
    tips.term("entrada").focus()
    expect(tips.tooltip_box).to_be_visible()
    tip = tips.page.locator(f"#{tips.tooltip_id}")  # the theme's outer element moves and fades
    expect(tip).to_have_css("opacity", "1")
    expect(tip).to_have_css("transition-duration", "0s")
    expect(tip).to_have_css("transform", "none")
