"""Page object for the review of a finished deal at the table, and a table played by keyboard."""

from __future__ import annotations

import re

from e2e_waits import expect_attribute, expect_attribute_changed, expect_enabled
from e2e_words import JsWords
from pages_game import ENGINE_STEP_MS, TablePage
from playwright.sync_api import Locator, expect

from ombre_core.bots import hint
from ombre_core.game import GameState
from sitegen.languages import ENGLISH

ANALYSIS_MS = 240_000
"""The whole analysis of a deal in Pyodide on a busy machine: about twenty positions, each
within a few seconds' budget, the slow first leads asked twice."""


class KeyboardTable(TablePage):
    """The table of "Play a deal", driven from the keyboard alone: each control is focused
    and pressed with Enter, as Tab and Enter would."""

    def press(self, control: Locator) -> None:
        expect_enabled(control, timeout=ENGINE_STEP_MS)
        control.focus()
        self.page.keyboard.press("Enter")

    def wait_turn_by_keyboard(self) -> str:
        """Like ``wait_turn``, but goes on from each held trick with the keyboard."""
        for _ in range(12):
            phase = self.wait_idle()
            if not self.holding_trick:
                return phase
            self.press(self.next_trick)
        raise AssertionError("the table held more tricks than a deal has")

    def act(self, action: str) -> None:
        """Take ``action`` (engine notation) through the table's controls, by keyboard."""
        before = self.notation
        words = action.split()
        if words[0] == "play":
            self.press(self.card(words[1]))
        elif words[0] == "discard":
            for code in words[1:] if words[1] != "none" else []:
                self.press(self.card(code))
                expect(self.card(code)).to_have_attribute("aria-pressed", "true")
            self.press(self.options.locator("button[data-discard]"))
        else:
            self.press(self.options.locator(f'button[data-action="{action}"]'))
        expect_attribute_changed(self.table, "data-notation", before, timeout=ENGINE_STEP_MS)

    def play_to_the_end(self, limit: int = 40) -> GameState:
        """Play the learner's part with the simple bot's choices until the deal is over."""
        phase = self.wait_turn_by_keyboard()
        for _ in range(limit):
            if phase == "over":
                return GameState.from_notation(self.notation)
            state = GameState.from_notation(self.notation)
            self.act(str(hint(state)[0]))
            phase = self.wait_turn_by_keyboard()
        raise AssertionError("the deal did not end within the bounded number of decisions")

    @property
    def review_button(self) -> Locator:
        return self.table.get_by_role("button", name=self.words["table-review.review-this-deal"])

    @property
    def review_note(self) -> Locator:
        """Where the review would be offered: the button, or why the deal cannot be reviewed."""
        return self.table.locator(".ombre-table__review")


class DealReview:
    """The review panel under a table (free play or guided): ``table`` is the table's region,
    ``lang`` the page's language."""

    def __init__(self, table: Locator, lang: str = ENGLISH) -> None:
        self.words = JsWords(lang)
        self.box = table.get_by_role("region", name=self.words["deal-review.review-this-deal"])

    @property
    def opening(self) -> Locator:
        """The review's first lines, before the cards: the learner's bid and discard, judged."""
        opening = self.words["deal-review.your-bid-discard"]
        return self.box.get_by_role("list", name=opening).get_by_role("listitem")

    @property
    def tricks(self) -> Locator:
        """One heading per trick reviewed."""
        number = self.words.pattern("deal-review.trick").pattern
        return self.box.get_by_role("heading", name=re.compile(f"^{number}$"))

    def trick(self, number: int) -> Locator:
        return self.box.locator(f'li.ombre-deal-review__trick[data-trick="{number}"]')

    def verdicts(self, number: int) -> Locator:
        return self.trick(number).locator("[data-verdict]")

    def fair(self, number: int) -> Locator:
        """The fair verdict on the learner's decision in trick ``number``: on what was seen."""
        return self.verdicts(number).locator(".ombre-deal-review__fair")

    def hindsight(self, number: int) -> Locator:
        """The verdict on the same decision with all the cards in view."""
        return self.verdicts(number).locator(".ombre-deal-review__hindsight")

    def change(self, number: int) -> Locator:
        """How the ombre's best changed over trick ``number``, and through whose card."""
        return self.trick(number).locator("[data-change]")

    def replay_button(self, number: int) -> Locator:
        replay = self.words["deal-review.replay-from-here"]
        name = replay + self.words.fill("deal-review.replay-trick", number=number)
        return self.box.get_by_role("button", name=name)

    @property
    def chart(self) -> Locator:
        chart = self.words["deal-review-chart.best-outcome-ombre-could"]
        return self.box.get_by_role("img", name=re.compile(re.escape(chart)))

    @property
    def chart_figure(self) -> Locator:
        return self.box.locator("figure.ombre-deal-review__chart")

    @property
    def chart_rows(self) -> Locator:
        """The chart's text alternative: one row per point (visually hidden)."""
        return self.chart_figure.get_by_role("table").locator("tbody tr")

    @property
    def expectation(self) -> Locator:
        """The chart of what the learner's side could expect at each of the learner's cards."""
        chart = self.words["deal-review-chart.what-your-side-could"]
        return self.box.get_by_role("img", name=re.compile(re.escape(chart)))

    @property
    def expectation_rows(self) -> Locator:
        """That chart's text alternative: one row per weighed card (visually hidden)."""
        return (
            self.box.locator("figure.ombre-deal-review__expect")
            .get_by_role("table")
            .locator("tbody tr")
        )

    @property
    def cancel(self) -> Locator:
        return self.box.get_by_role("button", name=self.words["deal-review.cancel"])

    @property
    def resume(self) -> Locator:
        return self.box.get_by_role("button", name=self.words["deal-review.analyse-rest"])

    @property
    def progress(self) -> Locator:
        return self.box.get_by_role("progressbar", name=self.words["deal-review.analysis-progress"])

    def wait_analysed(self) -> None:
        expect_attribute(self.box, "data-analysis", "done", timeout=ANALYSIS_MS)
