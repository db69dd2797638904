"""The free-play table's saved game: records the engine will not read (too long, too deep) set
aside, moves that cannot be saved said so, and two tabs that save over each other's game."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pages_game import ENGINE_STEP_MS, TablePage
from playwright.sync_api import Page, expect

from ombre_core.game import GameState
from sitegen.server import RunningServer

# Each test moves the worker's kept page, its engine running, to its page (conftest.py).
pytestmark = pytest.mark.kept_page

SAVED_KEY = "ombre.table"
UNREADABLE_KEY = "ombre.table.unreadable"
DISPLACED_KEY = "ombre.table.displaced"


@pytest.fixture
def table(page: Page, site_server: RunningServer) -> TablePage:
    return TablePage(page, site_server.url)


def nested(levels: int) -> Any:
    value: Any = 0
    for _ in range(levels):
        value = [value]
    return value


def saved(notation: str, tally: Any) -> str:
    return json.dumps({"v": 1, "notation": notation, "tally": tally, "deals": 1, "counted": False})


def expect_a_fresh_deal(table: TablePage) -> None:
    table.expect_engine_ready()
    table.wait_turn()
    assert GameState.from_notation(table.notation).history  # dealt
    expect(table.table.get_by_role("button", name="Start a new game")).to_be_enabled()


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        (saved("x", nested(70)), "it is nested far deeper than any saved game"),
        (saved("x" * 300_000, [0, 0, 0]), "it is far longer than any saved game"),
        (saved("x" * 1_200_000, [0, 0, 0]), "it is far longer than any saved game"),
    ],
    ids=["70-levels", "300-KB", "1.2-MB"],
)
def test_a_saved_game_too_large_or_too_deep_for_the_engine_is_set_aside(
    table: TablePage, text: str, problem: str
) -> None:
    table.open_with_saved(text)
    expect_a_fresh_deal(table)
    expect(table.message).to_contain_text(f"Your saved game could not be read ({problem})")
    kept = f'1 unreadable saved game is kept in this browser, under "{UNREADABLE_KEY}"'
    expect(table.message).to_contain_text(f"set aside, not deleted ({kept})")
    expect(table.message).not_to_contain_text("request")
    assert table.stored(UNREADABLE_KEY) == text
    assert table.stored(SAVED_KEY) != text


@pytest.mark.turn(0)
@pytest.mark.fresh_page  # a page load answered by a route
def test_a_deal_link_too_long_for_the_engine_is_not_valid(
    table: TablePage, built_site: Path
) -> None:
    # The test server, like many hosts, refuses so long an address (414): answer it here.
    page_html = (built_site / TablePage.PATH / "index.html").read_bytes()
    table.page.route(
        "**/play-a-deal/?deal=*",
        lambda route: route.fulfill(body=page_html, content_type="text/html; charset=utf-8"),
    )
    table.page.goto(f"{table.base_url}{TablePage.PATH}?deal={'1' * 260_000}")
    expect_a_fresh_deal(table)
    expect(table.message).to_have_text(
        "This deal link is not valid (it is far longer than any deal link), so it is not dealt."
    )


@pytest.mark.turn(1)
@pytest.mark.fresh_page  # the page's storage broken for good
def test_a_move_that_cannot_be_saved_is_said_so(table: TablePage) -> None:
    table.open_link("11")
    table.wait_turn()
    before = table.stored(SAVED_KEY)
    note = table.table.get_by_role("status").filter(has_text="could not be saved")
    expect(note).to_have_count(0)
    table.page.evaluate(
        """() => {
             Storage.prototype.setItem = function () {
               throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
             };
           }"""
    )
    table.take_hint()
    table.wait_turn()
    expect(note).to_have_text(
        "Your last move could not be saved: this browser's storage for the site is full, "
        "so a reload would lose it."
    )
    assert table.stored(SAVED_KEY) == before


@pytest.mark.turn(2)
def test_a_game_another_tab_saves_over_is_kept_and_the_learner_chooses(
    page: Page, site_server: RunningServer
) -> None:
    first = TablePage(page, site_server.url).open_link("11")
    first.wait_turn()
    first_game = first.stored(SAVED_KEY)
    assert first_game is not None
    second = TablePage(page.context.new_page(), site_server.url).open_link("12")
    second.wait_turn()
    second_game = second.stored(SAVED_KEY)
    assert second_game is not None and second_game != first_game

    # The first tab notices at once; its game is kept, and its table waits for a choice.
    choice = first.table.get_by_role("group", name="This game in another tab")
    expect(choice).to_contain_text("This game was also open in another tab, which has moved on")
    expect(choice).to_contain_text(f'kept in this browser under "{DISPLACED_KEY}"')
    assert first.stored(DISPLACED_KEY) == first_game
    expect(first.table.get_by_role("button", name="Start a new game")).to_be_disabled()

    # Keep it here: it is the saved game again, and the other tab's game is kept in turn.
    choice.get_by_role("button", name="Keep this game here").click()
    expect(choice).to_be_hidden()
    expect(first.table.get_by_role("button", name="Start a new game")).to_be_enabled()
    assert first.stored(SAVED_KEY) == first_game
    assert first.stored(DISPLACED_KEY) is None
    assert first.stored(f"{DISPLACED_KEY}.2") == second_game

    # The second tab is told in turn and loads the first tab's game; its own stays kept.
    other = second.table.get_by_role("group", name="This game in another tab")
    expect(other).to_contain_text(f'kept in this browser under "{DISPLACED_KEY}.2"')
    first_notation = first.notation
    other.get_by_role("button", name="Load the other tab's game").click()
    expect(second.table).to_have_attribute("data-notation", first_notation, timeout=ENGINE_STEP_MS)
    expect(other).to_be_hidden()
    assert second.stored(SAVED_KEY) == first_game
    assert second.stored(f"{DISPLACED_KEY}.2") == second_game
    expect(first.table.get_by_role("group", name="This game in another tab")).to_be_hidden()
