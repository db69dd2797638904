"""Page objects for the scoring lessons: results (its quiz), payments (worked settlements),
the glossary tooltips, and the printable quick reference."""

from __future__ import annotations

from e2e_pages import ExerciseDrill, SitePage
from playwright.sync_api import Locator

RESULTS_PATH = "results/"
PAYMENTS_PATH = "payments-and-the-pot/"
EXTRAS_PATH = "bonuses-and-the-vole/"
POT_PATH = "the-pot/"
QUICK_REFERENCE_PATH = "quick-reference/"


class ScoringPage(SitePage):
    """Any page of the scoring lessons."""

    def open(self, path: str) -> ScoringPage:
        self.visit(self.base_url + path)
        return self

    # The results quiz --------------------------------------------------------------------------
    @property
    def split_quiz(self) -> ExerciseDrill:
        return ExerciseDrill(self.page, "trick-split-1")

    @property
    def payment_quiz(self) -> ExerciseDrill:
        return ExerciseDrill(self.page, "payment-1")

    @property
    def pot_quiz(self) -> ExerciseDrill:
        return ExerciseDrill(self.page, "pot-carry-1")

    # Worked settlements ------------------------------------------------------------------------
    def worked_example(self, name: str) -> Locator:
        """The worked example whose caption is ``name``."""
        return self.page.locator("figure.ombre-example").filter(
            has=self.page.locator("figcaption", has_text=name)
        )

    def settlement(self, name: str) -> Locator:
        return self.worked_example(name).get_by_role("table", name="Settlement, line by line")

    def settlement_rows(self, name: str) -> Locator:
        """The line rows (not the header or the total) of a worked settlement."""
        return self.settlement(name).locator("tbody tr")

    def total_row(self, name: str) -> Locator:
        return self.settlement(name).locator('tfoot tr[data-line="total"]')

    @staticmethod
    def cell_values(row: Locator) -> list[int]:
        """The numbers of a row's cells (players, then the pot), from their data-value."""
        cells = row.locator("td.ombre-num")
        return [int(cells.nth(i).get_attribute("data-value") or "") for i in range(cells.count())]

    def open_disclosures(self) -> None:
        """Open every closed disclosure of the article: the other rule book's passages and the
        worked examples one click away."""
        self.open_other_rule_books()
        closed = self.page.locator("article details:not([open]) > summary:visible")
        while closed.count():
            closed.first.click()

    def pot_after(self, name: str) -> Locator:
        return self.worked_example(name).locator("[data-pot-after]")

    # Glossary tooltips ---------------------------------------------------------------------------
    def focusable_term(self, text: str) -> Locator:
        """The first use of a glossary term on the page: the one that takes keyboard focus."""
        return self.page.locator("article abbr[tabindex='0']", has_text=text).first

    @property
    def tooltip(self) -> Locator:
        return self.page.get_by_role("tooltip")

    # Print -------------------------------------------------------------------------------------
    @property
    def header(self) -> Locator:
        return self.page.locator(".md-header")

    @property
    def navigation(self) -> Locator:
        return self.page.locator(".md-sidebar--primary")
