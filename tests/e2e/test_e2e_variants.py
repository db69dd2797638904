"""The variants lesson in Chromium: its demonstration deals play to their ends on the guided
table, from the same scripts the page is built from (replayed by ombre_core): the forced
entrada after all pass, the gascarille, the contrabola, played without trumps and paid like a
vole, and four at the table, with the sitter out. (The two-player, Quadrille and Ombre a dos
deals have their own files.)"""

from __future__ import annotations

import pathlib
from typing import Any

import pytest
from pages_guided import GuidedPage
from playwright.sync_api import Locator, Page, expect
from test_e2e_guided import play_through

from ombre_core.guided import script_data
from ombre_tools.guided import load_script
from sitegen.server import RunningServer

# Each test moves the worker's kept page, its engine running, to its page (conftest.py).
pytestmark = pytest.mark.kept_page

DEALS = pathlib.Path(__file__).resolve().parents[2] / "tutorials" / "variants" / "deals"
TABLES = {"forced": "Forced spadille", "gascarille": "Gascarille", "contrabola": "Contrabola"}


def script(name: str) -> dict[str, Any]:
    """The demonstration deal as the page gets it."""
    return script_data(load_script(DEALS / f"{name}.toml"))


class VariantTable(GuidedPage):
    """One of the lesson's guided tables (one deal each), found by its title."""

    PATH = "variants/"

    def __init__(self, page: Page, base_url: str, title: str) -> None:
        super().__init__(page, base_url)
        self.title = title

    @property
    def table(self) -> Locator:
        return self.page.get_by_role("region", name=self.title, exact=True)


@pytest.fixture
def site(page: Page, site_server: RunningServer) -> tuple[Page, str]:
    return page, site_server.url


# One variant's deal a day, each on its turn (e2e_slices.py).
@pytest.mark.parametrize(
    "name",
    [
        pytest.param(name, marks=pytest.mark.turn(turn))
        for turn, name in enumerate(["contrabola", "forced", "gascarille"])
    ],
)
def test_a_demonstration_deal_plays_to_its_end(site: tuple[Page, str], name: str) -> None:
    deal = script(name)
    table = VariantTable(*site, TABLES[name]).open()
    table.expect_engine_ready()
    table.table.scroll_into_view_if_needed()
    # The table's one deal is chosen already.
    chosen = table.table.get_by_role("list", name="Guided deals").get_by_role("button")
    expect(chosen).to_have_attribute("aria-pressed", "true")
    expect(chosen).to_have_text(deal["title"])
    play_through(table, deal)
    result = table.table.locator(".ombre-table__result")
    if name == "forced":
        # Everybody passed, the holder of Spadille had to play a weak hand (the guide said so on
        # the way), and the forced entrada ends in a puesta.
        expect(table.guide).to_contain_text("a hand nobody would bid, and you pay for it")
        expect(result).to_contain_text("puesta")
    elif name == "gascarille":
        # All passed; eight cards changed, and the juego is made.
        expect(result).to_contain_text("sacada")
    else:
        # No trick taken: the pot and a vole's payment from each defender.
        expect(result).to_contain_text("Contrabola made")
        expect(result).to_contain_text("as for a vole")


@pytest.mark.turn(2)
def test_the_four_seat_deal_plays_to_its_end_with_the_sitter_out(site: tuple[Page, str]) -> None:
    """Four at the table: Anna deals, Carl (opposite her) sits the deal out, drawn as sitting
    out; the three play the script to its end, and the tally counts all four, Carl's 0."""
    deal = script("four-seat")
    table = VariantTable(*site, "Four at the table").open()
    table.expect_engine_ready()
    table.table.scroll_into_view_if_needed()
    sitter = table.table.locator('.ombre-table__seat[data-out="true"]')
    expect(sitter).to_have_count(1)
    expect(sitter).to_contain_text("Carl")
    expect(sitter).to_contain_text("sits out this deal")
    play_through(table, deal)
    expect(table.table.locator(".ombre-table__result")).to_contain_text("sacada")
    score = table.table.locator(".ombre-table__score")
    expect(score).to_contain_text("Carl (sits out)")
    tally = score.locator("td[data-seat]")  # a minus sign, U+2212
    expect(tally).to_have_text(["+15", "\u221210", "\u22125", "0"])
