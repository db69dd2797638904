"""Page object for the lesson "Guided deals": the table widget in guided mode."""

from __future__ import annotations

import pathlib
from typing import Any

from e2e_pages import SitePage
from e2e_waits import expect_attribute
from e2e_words import site_words
from pages_game import ENGINE_STEP_MS
from playwright.sync_api import Locator, expect

from ombre_core.guided import script_data
from ombre_core.messages import use_language
from ombre_tools.guided import load_script
from sitegen.languages import ENGLISH

DEALS = pathlib.Path(__file__).resolve().parents[2] / "tutorials" / "guided-deals" / "deals"


def script(name: str, lang: str = ENGLISH) -> dict[str, Any]:
    """The deal's script as the page in ``lang`` gets it (replayed by the engine, in its words
    and the script's translation)."""
    with use_language(lang):
        return script_data(load_script(DEALS / f"{name}.toml", lang=lang))


class GuidedPage(SitePage):
    """The page "Guided deals" and its guided table."""

    PATH = "guided-deals/"
    TITLE_WORDS = "game.guided.deals"
    """The lesson titles its table as the site names its list of deals, in every language."""

    def open(self) -> GuidedPage:
        self.visit(self.base_url + self.PATH)
        return self

    @property
    def table(self) -> Locator:
        return self.page.get_by_role("region", name=self.table_title, exact=True)

    @property
    def table_title(self) -> str:
        return site_words(self.TITLE_WORDS, self.lang)

    @property
    def guide(self) -> Locator:
        return self.table.get_by_role("region", name=self.words["table-guide-panel.guide"])

    @property
    def hand(self) -> Locator:
        return self.table.get_by_role("group", name=self.words["table-parts.your-hand"])

    @property
    def message(self) -> Locator:
        return self.table.get_by_role("alert")

    @property
    def live(self) -> Locator:
        """The line under the table saying what just happened."""
        return self.table.locator(".ombre-table__live")

    def button(self, name: str) -> Locator:
        return self.table.get_by_role("button", name=name, exact=True)

    def card(self, code: str) -> Locator:
        return self.hand.locator(f'button[data-card="{code}"]')

    @property
    def strip(self) -> Locator:
        played = self.words["table-parts.tricks-played"]
        return self.table.get_by_role("list", name=played).get_by_role("listitem")

    def turn_in_view(self) -> dict[str, float]:
        """Where the trick and the first card the learner may play are in the viewport: the
        trick's top, the card's top and bottom, the bottom of the page's sticky header, and the
        viewport's height."""
        seen: dict[str, float] = self.table.evaluate(
            """table => {
              const header = document.querySelector('.md-header').getBoundingClientRect();
              const trick = table.querySelector('.ombre-table__trick').getBoundingClientRect();
              const card = table.querySelector('button[data-legal="true"]').getBoundingClientRect();
              return {trick: trick.top, top: card.top, bottom: card.bottom,
                      cover: header.bottom, height: window.innerHeight};
            }"""
        )
        return seen

    def choose(self, title: str) -> None:
        deals = site_words("game.guided.deals", self.lang)
        self.table.get_by_role("list", name=deals).get_by_role("button", name=title).click()

    def wait_for(self, what: str) -> None:
        """Wait until the guide waits for the learner: "go-on", "card" or "offer"."""
        expect_attribute(self.table, "data-guide", what, timeout=ENGINE_STEP_MS * 2)

    def go_on(self) -> None:
        self.wait_for("go-on")
        self.button(self.words["table-guide-panel.go"]).click()

    def play(self, code: str) -> None:
        """Play the script's card at the learner's turn."""
        self.wait_for("card")
        self.card(code).click()

    def discard(self, codes: list[str]) -> None:
        """Choose the cards to discard at the learner's exchange, then confirm."""
        self.wait_for("card")
        for code in codes:
            self.card(code).click()
            expect(self.card(code)).to_have_attribute("aria-pressed", "true")
        self.table.locator("button[data-discard]").click()

    def take(self, entry: dict[str, Any]) -> None:
        """The script's choice at the learner's turn: a card, the discards, or a button."""
        if "card" in entry:
            self.play(entry["action"].split()[1])
        elif "discards" in entry:
            self.discard(entry["discards"])
        else:
            self.wait_for("card")
            self.button(entry["label"]).click()


class BelindaPage(GuidedPage):
    """The lesson "Belinda's game": the same guided table with her deal alone."""

    PATH = "belindas-game/"

    @property
    def table_title(self) -> str:
        return "Belinda's game"  # the English lesson's title for its table
