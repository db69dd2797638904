"""Page objects for the course site: what a learner sees and does, by role where possible."""

from __future__ import annotations

import json
import re
import weakref
from typing import Any
from urllib.parse import urlsplit

from axe_playwright_python.sync_playwright import Axe  # type: ignore[import-untyped]
from e2e_waits import expect_attribute, expect_contains_text
from e2e_words import JsWords, engine_words, lead_of, site_words
from playwright.sync_api import Locator, Page, expect

from ombre_core.exercises import Exercise, generate, solution
from sitegen.languages import ENGLISH, by_code

BOOT_TIMEOUT_MS = 90_000
LESSON_PATH = "ranking-the-cards/"

BLOCKING_IMPACTS = ("serious", "critical")
AXE_SCRIPT = Axe().axe_script
# axe-core's violations on the page, every rule run; only the violations cross back to Python,
# not the passes.
AXE_VIOLATIONS = """async within =>
  (await axe.run(within ? { include: [within] } : document, { resultTypes: ["violations"] }))
    .violations"""


class ExerciseDrill:
    """The exercise widget (every drill of the site): found by its stable id (``payment-1``) or
    by its accessible name (the lesson's ``title``), answered through the controls a learner
    uses (buttons, toggles, places, number inputs, the keyboard), named in the page's
    language ``lang``."""

    def __init__(
        self,
        page: Page,
        exercise_id: str | None = None,
        *,
        title: str | None = None,
        lang: str = ENGLISH,
    ) -> None:
        if (exercise_id is None) == (title is None):
            raise ValueError("find a drill by its exercise_id or by its title, one of the two")
        self.page = page
        self.id = exercise_id
        self.words = JsWords(lang)
        self.verdicts = engine_words(lang)
        if exercise_id is not None:
            self.box = page.locator(f'.ombre-exercise[data-exercise-id="{exercise_id}"]')
        else:
            self.box = page.get_by_role("region", name=title, exact=True)

    # What is shown -----------------------------------------------------------------------------
    @property
    def feedback(self) -> Locator:
        return self.box.get_by_role("status")

    @property
    def details(self) -> Locator:
        return self.box.locator(".ombre-exercise__details")

    @property
    def question_text(self) -> Locator:
        return self.box.locator(".ombre-exercise__question")

    @property
    def hint_text(self) -> Locator:
        return self.box.locator(".ombre-exercise__hint")

    @property
    def link(self) -> Locator:
        return self.box.get_by_role("link", name=self.words["exercise-view.link-this-question"])

    def button(self, name: str) -> Locator:
        return self.box.get_by_role("button", name=name, exact=True)

    @property
    def check_button(self) -> Locator:
        return self.box.locator(".ombre-exercise__check")

    @property
    def answers(self) -> Locator:
        """The answer buttons of a choice or several-choice question."""
        answers = self.words["exercise-answers.answers"]
        return self.box.get_by_role("group", name=answers).get_by_role("button")

    @property
    def next_button(self) -> Locator:
        return self.button(self.words["exercise-view.new-question"])

    def choice(self, choice_id: str) -> Locator:
        return self.box.locator(f'.ombre-exercise__choices button[data-choice="{choice_id}"]')

    def slot(self, index: int) -> Locator:
        return self.box.locator(f'.ombre-slot[data-slot="{index}"]')

    @property
    def announcer(self) -> Locator:
        return self.box.locator(".ombre-exercise__announce")

    @property
    def chip_rows(self) -> Locator:
        return self.box.locator(".ombre-chips__row")

    def question(self) -> dict[str, Any]:
        """The question on screen, as the engine sent it (waits until it can be answered)."""
        expect_attribute(self.box, "data-state", "asking", timeout=BOOT_TIMEOUT_MS)
        data: dict[str, Any] = json.loads(self.box.get_attribute("data-exercise") or "{}")
        return data

    def right_answer(self) -> Any:
        """The engine's solution to the question on screen."""
        question = self.question()
        return solution(question["kind"], question["seed"], question["rules"]).solution

    def engine_question(self) -> Exercise:
        """The same question rebuilt by ombre_core in the test, from its kind, seed and rules."""
        shown = self.question()
        return generate(shown["kind"], shown["seed"], shown["rules"])

    def expect_ready(self) -> None:
        expect(self.next_button).to_be_enabled(timeout=BOOT_TIMEOUT_MS)
        expect(self.box).to_have_attribute("data-state", "asking")

    def placed_cards(self) -> list[str]:
        return [
            self.slot(index).get_attribute("data-choice") or ""
            for index in range(self.box.locator(".ombre-slot").count())
        ]

    # Answering ---------------------------------------------------------------------------------
    def answer(self, answer: Any) -> None:
        """Give ``answer`` (in the engine's answer format) by clicking and typing; on a retry,
        the earlier try is changed into it (toggles switched, placed cards taken back)."""
        answer_type = self.box.get_attribute("data-answer-type")
        if answer_type == "choice":
            self.choice(str(answer)).click()
            return
        if answer_type == "multi":
            for choice_id in [choice["id"] for choice in self.question()["choices"]]:
                button = self.choice(choice_id)
                wanted = "true" if choice_id in answer else "false"
                if button.get_attribute("aria-pressed") != wanted:
                    button.click()
                expect(button).to_have_attribute("aria-pressed", wanted)
        elif answer_type == "order":
            take_back = self.box.locator('.ombre-slot button[data-move="back"]')
            while take_back.count():
                take_back.first.click()
            for choice_id in answer:
                self.choice(choice_id).click()
                expect(self.choice(choice_id)).to_be_hidden()
        elif answer_type == "number":
            self.box.get_by_role("spinbutton").fill(str(answer))
        elif answer_type == "chips":
            inputs = self.box.get_by_role("spinbutton")
            values = [*answer["chips"], answer["pot_after"]]
            expect(inputs).to_have_count(len(values))
            for index, value in enumerate(values):
                inputs.nth(index).fill(str(value))
        else:
            raise AssertionError(f"unknown answer type {answer_type!r}")
        self.check_button.click()

    def answer_right(self) -> None:
        """Give the engine's solution, and see "Right." in the page's language."""
        self.answer(self.right_answer())
        expect_contains_text(self.feedback, self.verdicts["drill.right"])

    def pick(self, choice_id: str) -> Locator:
        """Answer a one-choice question from the keyboard; the button pressed."""
        button = self.choice(choice_id)
        expect(button).to_be_enabled(timeout=BOOT_TIMEOUT_MS)
        button.focus()
        self.page.keyboard.press("Enter")
        return button

    def select(self, choice_ids: list[str]) -> None:
        """Toggle exactly ``choice_ids`` on in a several-choice question, then Check."""
        for choice_id in choice_ids:
            button = self.choice(choice_id)
            expect(button).to_be_enabled(timeout=BOOT_TIMEOUT_MS)
            button.click()
            expect(button).to_have_attribute("aria-pressed", "true")
        self.box.get_by_role("button", name=self.words["exercise-answers.check"]).click()

    def enter_number(self, value: int) -> None:
        field = self.box.get_by_label(self.words["exercise-answers.your-answer-whole-number"])
        expect(field).to_be_enabled(timeout=BOOT_TIMEOUT_MS)
        field.fill(str(value))
        field.press("Enter")

    def expect_try_again(self) -> None:
        """A wrong first try: "Try again" and the engine's nudge, and the question still open."""
        expect_attribute(self.feedback, "data-correct", "retry")
        expect(self.feedback).to_contain_text(lead_of(self.verdicts["drill.try-again"]))
        expect(self.box).to_have_attribute("data-state", "asking")

    def miss(self, first: Any, second: Any | None = None) -> None:
        """Answer wrong twice (``second`` defaults to ``first`` again), so the engine reveals."""
        self.answer(first)
        self.expect_try_again()
        self.answer(first if second is None else second)
        expect_attribute(self.feedback, "data-correct", "false")

    def expect_verdict(self, correct: bool) -> None:
        expect_attribute(self.feedback, "data-correct", str(correct).lower())
        verdict = self.verdicts["drill.right" if correct else "drill.not-quite"]
        expect(self.feedback).to_contain_text(verdict)

    def new_question(self) -> dict[str, Any]:
        before = self.box.get_attribute("data-seed")
        self.next_button.click()
        expect(self.box).not_to_have_attribute("data-seed", str(before))
        return self.question()


def lay_out_blocks(page: Page) -> None:
    """Lay out every block the site renders only near the viewport (content-visibility: auto in
    ombre.css), once per document."""
    page.evaluate(
        """() => {
          if (document.getElementById("e2e-lay-out-everything")) return;
          const style = document.createElement("style");
          style.id = "e2e-lay-out-everything";
          style.textContent = "* { content-visibility: visible !important; }";
          document.head.append(style);
        }"""
    )


def page_width(page: Page) -> int:
    """The page's scroll width with every block laid out. A content-visibility block (ombre.css)
    clips what sticks out of it, so a block too wide for the viewport would be cut off rather
    than widen the page: measure the page as if every block were drawn in full."""
    lay_out_blocks(page)
    width: int = page.evaluate("document.scrollingElement.scrollWidth")
    return width


# The entries of the engine's cache in this origin, this build's snapshot written "SNAPSHOT".
KEPT_SNAPSHOTS = """async (files) => {
  const { ENGINE_SNAPSHOT, SNAPSHOT_CACHE } = await import(files);
  const cache = await caches.open(SNAPSHOT_CACHE);
  return (await cache.keys()).map((request) => request.url.replace(ENGINE_SNAPSHOT, "SNAPSHOT"));
}"""


# The pages kept from test to test (conftest.py, ``kept_page`` tests): open() moves them to
# another page by instant navigation, so their engine worker keeps running.
KEPT_PAGES: weakref.WeakSet[Page] = weakref.WeakSet()
DETOUR_PATH = "quick-reference/"  # the way back to the home page from the home page


def navigate_instantly(page: Page, url: str) -> None:
    """Go to ``url`` as a click on a link of the page does: mkdocs-material's instant
    navigation swaps the content and keeps the document and its running engine worker."""
    page.evaluate(
        """url => {
          for (const old of document.querySelectorAll("[data-md-component=container]")) {
            old.dataset.e2eLeaving = "yes";
          }
          const link = document.createElement("a");
          link.href = url;
          document.querySelector("[data-md-component=container]").append(link);
          link.click();
        }""",
        url,
    )
    page.wait_for_url(url)
    expect(page.locator("[data-e2e-leaving]")).to_have_count(0)
    expect(page.locator("[data-md-component=container]")).to_be_visible()


class SitePage:
    """A page of the course in the language ``lang``: ``base_url`` is the site's root, and
    :attr:`base_url` becomes that language's root (``/fr/`` below it); :attr:`words` names the
    page's controls in its language."""

    def __init__(self, page: Page, base_url: str, lang: str = ENGLISH) -> None:
        self.page = page
        self.lang = lang
        self.site_url = base_url
        self.base_url = base_url + by_code(lang).prefix
        self.words = JsWords(lang)

    def visit(self, url: str) -> None:
        """Open ``url``: on a kept page of the same site, by instant navigation (the theme
        fetches only another path, so the same path is left first through the home page);
        otherwise by a page load."""
        here = urlsplit(self.page.url)
        there = urlsplit(url)
        on_site = self.page in KEPT_PAGES and self.page.url.startswith(self.base_url)
        if not on_site or not self.page.locator("[data-md-component=container]").count():
            self.page.goto(url)
            return
        if here.path == there.path:
            home = there.path == urlsplit(self.base_url).path
            navigate_instantly(self.page, self.base_url + (DETOUR_PATH if home else ""))
        navigate_instantly(self.page, url)

    def navigate(self, path: str) -> None:
        """Go to ``path`` by instant navigation, as a click on a link there does."""
        navigate_instantly(self.page, self.base_url + path)

    def kept_snapshots(self) -> list[str]:
        """What the engine's cache keeps: ``["SNAPSHOT"]`` once this build's snapshot is kept."""
        kept: list[str] = self.page.evaluate(KEPT_SNAPSHOTS, self.base_url + "js/engine-files.js")
        return kept

    @property
    def root(self) -> Locator:
        return self.page.locator("html")

    def expect_engine(self, state: str) -> None:
        expect_attribute(self.root, "data-engine", state, timeout=BOOT_TIMEOUT_MS)

    def expect_engine_ready(self) -> None:
        self.expect_engine("ready")

    def expect_engine_ready_if_used(self) -> None:
        """Ready on a page with an engine widget; a page without one need not start it."""
        if self.page.locator("[data-engine-widget]").count():
            self.expect_engine_ready()
        else:
            expect(self.root).to_have_attribute("data-engine", re.compile("^(idle|ready)$"))

    @property
    def deck_switch(self) -> Locator:
        name = site_words("templates.deck-switch.label", self.lang)
        return self.page.get_by_role("button", name=name)

    @property
    def rules_switch(self) -> Locator:
        name = site_words("templates.rules-switch.label", self.lang)
        return self.page.get_by_role("combobox", name=name)

    def choose_rules(self, rules: str) -> None:
        self.rules_switch.select_option(rules)
        expect(self.root).to_have_attribute("data-rules", rules)

    @property
    def engine_status(self) -> Locator:
        return self.page.locator("#ombre-engine-status")

    def open_other_rule_books(self) -> None:
        """Open every disclosure of the rule book not chosen ("In the Swedish rules…",
        sitegen/presets.py), as a learner reading both would."""
        closed = self.page.locator("article details.ombre-preset:not([open]) > summary:visible")
        while closed.count():
            closed.first.click()

    def lay_out_everything(self) -> None:
        """Lay out the blocks the site renders only near the viewport (content-visibility: auto
        in ombre.css): axe cannot measure colours in content that is not painted."""
        lay_out_blocks(self.page)
        self.page.wait_for_function(
            "document.getAnimations().every(animation => animation.playState !== 'running')"
        )

    def serious_violations(self, within: str | None = None) -> list[str]:
        """axe-core's serious and critical violations on the page as it is now, every rule run,
        on the whole page or only on what the selector ``within`` matches."""
        self.lay_out_everything()
        if not self.page.evaluate("typeof window.axe === 'object'"):
            self.page.evaluate(AXE_SCRIPT)  # once per document: the script is 570 KB
        violations: list[dict[str, Any]] = self.page.evaluate(AXE_VIOLATIONS, within)
        return [
            f"{violation['id']} ({violation['impact']}): {violation['help']} "
            f"at {[node['target'] for node in violation['nodes']][:3]}"
            for violation in violations
            if violation["impact"] in BLOCKING_IMPACTS
        ]


class HomePage(SitePage):
    def open(self) -> HomePage:
        self.visit(self.base_url)
        return self

    def go_to_lesson(self) -> LessonPage:
        self.page.get_by_role("article").get_by_role("link", name="Ranking the cards").click()
        expect(self.page.get_by_role("heading", level=1)).to_contain_text("Ranking the cards")
        return LessonPage(self.page, self.base_url)


class LessonPage(SitePage):
    """The lesson "Ranking the cards": the trump picker, its orders, and the drill."""

    def open(self, query: str = "") -> LessonPage:
        self.visit(self.base_url + LESSON_PATH + query)
        return self

    # The ranking widget -----------------------------------------------------------------------
    @property
    def trump_picker(self) -> Locator:
        return self.page.get_by_role(
            "group", name=site_words("widget.ranking.trump-suit", self.lang)
        )

    def trump_radio(self, suit: str) -> Locator:
        return self.trump_picker.get_by_role("radio", name=re.compile(rf"^{suit}\b", re.I))

    @property
    def orders(self) -> Locator:
        return self.page.locator(".ombre-ranking__orders")

    def choose_trump(self, suit: str) -> None:
        self.trump_radio(suit).check()
        expect(self.orders).to_have_attribute("data-trump", suit)
        expect(self.orders).not_to_have_attribute("aria-busy", "true")

    def order_items(self, suit: str) -> Locator:
        return self.orders.locator(f'section[data-suit="{suit}"]').get_by_role("listitem")

    # The drill ---------------------------------------------------------------------------------
    @property
    def drill(self) -> ExerciseDrill:
        return ExerciseDrill(self.page, title="Which card wins this trick?")

    @property
    def answers(self) -> Locator:
        return self.drill.answers
