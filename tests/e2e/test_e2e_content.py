"""The course as a learner reads it: no workshop words or card codes in the text, glossary
tooltips once per section, answers and buttons in both colour palettes, and the phone layout of
the header, the drills and the settlement tables (every page under axe in both palettes:
test_e2e_a11y.py)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Literal

import pytest
from e2e_pages import SitePage, page_width
from pages_a11y import PHONE, course_page_paths
from playwright.sync_api import Browser, BrowserContext, Page, expect

from sitegen.server import RunningServer

# Each test moves the worker's kept page, its engine running, to its page (conftest.py).
pytestmark = pytest.mark.kept_page

PAGES = course_page_paths()
PAGE_IDS = [path.strip("/") or "home" for path in PAGES]

# What a learner must never read: the project's files and process, and cards as codes.
WORKSHOP_WORDS = {
    "the rule file's name": re.compile(r"RULES\.md"),
    "'seed' (the rule texts)": re.compile(r"\bseeds?\b", re.IGNORECASE),
    "a rule text's file number": re.compile(r"\b00[0-4]\b"),
    "the build": re.compile(r"every build", re.IGNORECASE),
    "a raw card code": re.compile(r"\b(?:[2-7KQJ][shdc]|A[hdc])\b"),
}

TAP_TARGET_PX = 44


@pytest.fixture(scope="module")
def static_context(browser: Browser) -> Iterator[BrowserContext]:
    """The built pages without JavaScript: the text every learner gets first, fast to open.
    One for the module's tests: without scripts a page changes nothing the next one reads."""
    context = browser.new_context(java_script_enabled=False, viewport=PHONE)
    yield context
    context.close()


@pytest.mark.turn(2)
def test_page_text_names_no_workshop_and_no_card_codes(
    static_context: BrowserContext, site_server: RunningServer
) -> None:
    """Every page in one tab, one after the other; what each page shows is reported together,
    each line naming its page."""
    page = static_context.new_page()
    found = []
    for path, name in zip(PAGES, PAGE_IDS, strict=True):
        page.goto(site_server.url + path)
        text = page.locator("article").inner_text()
        found += [
            f"{name} shows {what}: ...{text[max(0, m.start() - 50) : m.end() + 30]!r}..."
            for what, pattern in WORKSHOP_WORDS.items()
            for m in pattern.finditer(text)
        ]
    page.close()
    assert not found, "pages show learners:\n" + "\n".join(found)


def test_the_teachers_coverage_page_is_out_of_navigation_and_search(
    static_context: BrowserContext, site_server: RunningServer
) -> None:
    page = static_context.new_page()
    page.goto(site_server.url)
    nav = page.locator("nav.md-nav--primary")
    expect(nav.get_by_role("link", name="Rulings: the course's rule book")).to_have_count(1)
    expect(nav.get_by_role("link", name="Sources")).to_have_count(1)
    expect(nav.get_by_role("link", name="What this course covers")).to_have_count(0)
    index = page.request.get(site_server.url + "search/search_index.json").json()
    locations = [doc["location"] for doc in index["docs"]]
    assert not [place for place in locations if place.startswith("course-coverage/")]
    assert any(place.startswith("rulings/") for place in locations)


def test_a_glossary_term_is_underlined_once_per_section(
    static_context: BrowserContext, site_server: RunningServer
) -> None:
    page = static_context.new_page()
    page.goto(site_server.url + "what-is-ombre/")
    repeats: list[str] = page.evaluate(
        """() => {
          const repeats = [];
          let seen = new Set();
          const walker = document.querySelectorAll(
            "article h1, article h2, article h3, article abbr");
          for (const node of walker) {
            if (node.tagName !== "ABBR") { seen = new Set(); continue; }
            if (seen.has(node.title)) repeats.push(node.textContent);
            seen.add(node.title);
          }
          return repeats;
        }"""
    )
    assert repeats == []
    expect(page.locator("article abbr").first).to_be_attached()


def test_the_glossary_has_an_a_to_z_index(page: Page, site_server: RunningServer) -> None:
    SitePage(page, site_server.url).visit(site_server.url + "glossary/")
    index = page.get_by_role("navigation", name="Glossary from A to Z")
    letters = index.get_by_role("link")
    expect(letters.first).to_have_text("A")
    index.get_by_role("link", name="V", exact=True).click()
    expect(page).to_have_url(re.compile(r"#letter-v$"))
    heading = page.get_by_role("heading", name="V", exact=True)
    expect(heading).to_be_in_viewport()
    expect(page.locator("#letter-v ~ dl #vole")).to_be_attached()
    for link in letters.all():
        box = link.bounding_box()
        assert box and box["height"] >= TAP_TARGET_PX and box["width"] >= TAP_TARGET_PX


@pytest.mark.fresh_page  # the palette read as the page loads; drawn before the engine is ready
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_answers_in_words_look_like_buttons(
    page: Page, site_server: RunningServer, scheme: Literal["light", "dark"]
) -> None:
    page.emulate_media(color_scheme=scheme)
    course = SitePage(page, site_server.url)
    page.goto(site_server.url + "results/")
    quiz = page.locator('[data-exercise-id="trick-split-1"]')
    answer = quiz.get_by_role("button", name="Sacada: the ombre wins")
    # Before the engine is ready the answers are drawn disabled: a dashed edge.
    # Read both at once: the engine may become ready between two reads (fast from its snapshot).
    disabled, style = answer.evaluate("b => [b.disabled, getComputedStyle(b).borderTopStyle]")
    if disabled:
        assert style == "dashed"
    course.expect_engine_ready()
    expect(answer).to_be_enabled()
    edge = answer.evaluate(
        """b => { const s = getComputedStyle(b);
                  return [s.borderTopStyle, parseFloat(s.borderTopWidth), s.borderTopColor,
                          s.backgroundColor]; }"""
    )
    assert edge[0] == "solid" and edge[1] >= 1 and "0, 0, 0, 0" not in edge[2], edge
    page.get_by_role("heading", level=1).hover()
    resting = answer.evaluate("b => getComputedStyle(b).backgroundColor")
    answer.hover()
    expect(answer).not_to_have_css("background-color", resting)
    box = answer.bounding_box()
    assert box and box["height"] >= TAP_TARGET_PX


@pytest.mark.fresh_page  # the palette read as the page loads
def test_outline_buttons_meet_contrast_in_the_dark_palette(
    page: Page, site_server: RunningServer
) -> None:
    page.emulate_media(color_scheme="dark")
    page.goto(site_server.url + "results/")
    SitePage(page, site_server.url).expect_engine_ready()
    hint = page.locator('[data-exercise-id="trick-split-1"]').get_by_role("button", name="Hint")
    expect(hint).to_be_enabled()
    ratio: float = hint.evaluate(
        """b => {
          const rgb = c => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
          const lum = c => { const [r, g, b] = rgb(c).map(v => v / 255).map(v =>
              v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
            return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
          let bg = "rgba(0, 0, 0, 0)";
          for (let el = b; el && /rgba\\(0, 0, 0, 0\\)|transparent/.test(bg); el = el.parentElement)
            bg = getComputedStyle(el).backgroundColor;
          const [a, c] = [lum(getComputedStyle(b).color), lum(bg)].sort((x, y) => y - x);
          return (a + 0.05) / (c + 0.05);
        }"""
    )
    assert ratio >= 4.5, f"Hint is {ratio:.2f}:1 on the dark background"


def test_phone_header_keeps_the_title_and_the_rules_label(
    page: Page, site_server: RunningServer
) -> None:
    page.set_viewport_size(PHONE)
    SitePage(page, site_server.url).visit(site_server.url)
    title = page.locator(".md-header__topic").first
    expect(title).to_have_text("Learn Ombre")
    clipped = title.evaluate(
        "t => [...t.querySelectorAll('*'), t].some(e => e.scrollWidth > e.clientWidth + 1)"
    )
    assert not clipped, "the site title is cut off at 375 px"
    switch = page.get_by_role("combobox", name="Rules")
    expect(switch).to_be_visible()
    label = page.locator(".ombre-rules-switch__label")
    label_box = label.bounding_box()
    assert label_box and label_box["width"] > 10, "the Rules label is hidden at 375 px"
    buttons = page.locator(".md-header .md-header__button:visible, .md-header .ombre-rules-switch")
    for button in buttons.all():
        box = button.bounding_box()
        assert box and box["height"] >= TAP_TARGET_PX and box["width"] >= TAP_TARGET_PX, (
            f"{button.evaluate('e => e.outerHTML.slice(0, 80)')} is {box}"
        )


def test_drill_controls_are_44px_tap_targets_on_a_phone(
    page: Page, site_server: RunningServer
) -> None:
    page.set_viewport_size(PHONE)
    SitePage(page, site_server.url).visit(site_server.url + "ranking-the-cards/")
    SitePage(page, site_server.url).expect_engine_ready()
    drill = page.locator(".ombre-exercise").first
    drill.locator(".ombre-exercise__pool .ombre-answer").first.click()
    targets = drill.locator(
        ".ombre-slot__move:visible, .md-button:visible, .ombre-exercise__link a"
    )
    expect(targets.first).to_be_visible()
    for target in targets.all():
        box = target.bounding_box()
        assert box and box["height"] >= TAP_TARGET_PX, (
            f"{target.evaluate('e => e.outerHTML.slice(0, 80)')} is {box}"
        )


def test_no_word_breaks_in_settlement_tables_on_a_phone(
    page: Page, site_server: RunningServer
) -> None:
    page.set_viewport_size(PHONE)
    site = SitePage(page, site_server.url)
    site.visit(site_server.url + "payments-and-the-pot/")
    site.expect_engine_ready()
    site.lay_out_everything()
    broken: list[str] = page.evaluate(
        """() => {
          const broken = [];
          const cells = document.querySelectorAll(
            "table.ombre-settle thead th, table.ombre-settle__tricks thead th, " +
            "table.ombre-settle td, table.ombre-settle tfoot th");
          for (const cell of cells) {
            if (!cell.getClientRects().length) continue;
            const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              for (const match of node.data.matchAll(/\\S+/g)) {
                const range = document.createRange();
                range.setStart(node, match.index);
                range.setEnd(node, match.index + match[0].length);
                const tops = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
                if (tops.size > 1) broken.push(match[0]);
              }
            }
          }
          return broken;
        }"""
    )
    assert broken == [], f"words broken across lines at 375 px: {sorted(set(broken))}"
    assert page_width(page) <= PHONE["width"] + 1
