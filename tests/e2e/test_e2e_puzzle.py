"""The puzzle page: the build's drawing seen before any script on a first visit, solve a puzzle,
the next one kept and shown on the next visit before the engine is ready (the build's drawing
hidden meanwhile), the site's rules switch; miss one (its refutation played out, then Try
again), the rating and streak kept across a reload, the missed puzzle due on the practice page
and opened from there; an unknown puzzle address and the theme filter, at a phone's width,
from a kept rating beyond the engine's limits."""

from __future__ import annotations

import re

import pytest
from pages_puzzle import PuzzlePage
from playwright.sync_api import Route, expect

# Each test moves the worker's kept page, its engine running, to its page (conftest.py).
pytestmark = pytest.mark.kept_page


def _puzzle_to_miss(puzzle_page: PuzzlePage) -> tuple[str, dict[str, object]]:
    """A standard puzzle with a card to miss whose refutation plays two cards or more."""
    for item in puzzle_page.data["puzzles"]:
        for refutation in item["refutations"]:
            card = refutation["action"].startswith("play ")
            if item["preset"] == "standard" and card and len(refutation["line"]) >= 2:
                return item["id"], refutation
    raise AssertionError("no puzzle with a long refutation")


@pytest.mark.turn(1)
def test_solve_miss_retry_kept_across_a_reload_and_due_on_practice(puzzle_page: PuzzlePage) -> None:
    # A first visit sees the build's drawing (a new learner's first puzzle) before any script.
    drawn = puzzle_page.data["first"]["standard"]
    with puzzle_page.widget_held():
        puzzle_page.page.goto(puzzle_page.base_url + "puzzles/", wait_until="commit")
        expect(puzzle_page.box).to_have_attribute("data-puzzle", drawn)
        expect(puzzle_page.board.get_by_role("group", name="Your hand")).to_be_visible()
    puzzle_page.expect_answering(drawn)
    first = puzzle_page.current()["id"]
    puzzle_page.solve()
    puzzle_page.expect_score(re.compile(r"^Your puzzle rating: 1500 → 1[5-9]\d\d$"), 1)
    rating = int(puzzle_page.box.get_attribute("data-rating") or 0)
    stored = puzzle_page.stored_puzzles()
    assert rating > 1500 and stored["last"] == first and stored["next"] not in (None, first)

    # The next visit draws the puzzle picked when this one ended before the engine is ready.
    held: list[Route] = []
    context = puzzle_page.page.context
    context.route("**/engine-worker.js*", lambda route: held.append(route))
    with puzzle_page.widget_held():  # the build's drawing (another puzzle) hidden before it
        puzzle_page.page.goto(puzzle_page.base_url + "puzzles/", wait_until="commit")
        expect(puzzle_page.box).to_have_attribute("data-puzzle", drawn)
        expect(puzzle_page.board).to_be_hidden()
    expect(puzzle_page.box).to_have_attribute("data-puzzle", stored["next"])
    expect(puzzle_page.box.get_by_role("group", name="Your hand")).to_be_visible()
    expect(puzzle_page.root).to_have_attribute("data-engine", "loading")
    assert held, "the engine's worker was not requested"
    context.unroute("**/engine-worker.js*")
    for route in held:
        route.fallback()
    puzzle_page.expect_answering(stored["next"])  # the same puzzle once the engine is ready
    # The site's rules switch: Swedish rules give a Swedish puzzle.
    puzzle_page.choose_rules("swedish")
    expect(puzzle_page.box).to_have_attribute("data-puzzle", puzzle_page.ids("swedish"))
    expect(puzzle_page.box.locator(".ombre-puzzle__rules")).to_have_text("Swedish rules")
    puzzle_page.choose_rules("standard")
    expect(puzzle_page.box).to_have_attribute("data-puzzle", puzzle_page.ids("standard"))
    # An address naming a Swedish puzzle opens it under the standard rules too.
    swedish = next(item for item in puzzle_page.data["puzzles"] if item["preset"] == "swedish")
    puzzle_page.page.goto(puzzle_page.base_url + f"puzzles/#{swedish['id']}")
    puzzle_page.expect_answering(swedish["id"])
    expect(puzzle_page.box.locator(".ombre-puzzle__rules")).to_have_text("Swedish rules")

    missed, refutation = _puzzle_to_miss(puzzle_page)
    puzzle_page.visit(puzzle_page.base_url + f"puzzles/#{missed}")
    puzzle_page.expect_answering(missed)
    puzzle_page.miss(refutation)
    puzzle_page.expect_score(re.compile(rf"^Your puzzle rating: {rating} → \d+$"), 0)
    puzzle_page.button("Try again").click()
    puzzle_page.expect_answering(missed)
    puzzle_page.solve()
    expect(puzzle_page.said).to_contain_text("That's it.")
    after = puzzle_page.box.get_attribute("data-rating")
    assert after is not None and int(after) < rating

    puzzle_page.page.reload()
    puzzle_page.expect_answering(missed)  # the address keeps the puzzle
    puzzle_page.expect_score(f"Your puzzle rating: {after}", 0)
    expect(puzzle_page.box.locator(".ombre-puzzle__streak")).to_contain_text("best 1")
    stored = puzzle_page.stored_puzzles()
    assert stored["played"] == 2 and stored["solved"] == 1 and list(stored["queue"]) == [missed]

    section = puzzle_page.open_practice()
    expect(section).to_contain_text("1 puzzle waits for a later day.")
    puzzle_page.set_due(missed, "2020-01-01")
    section = puzzle_page.open_practice()
    link = section.get_by_role("link", name="Puzzle 1")
    expect(link).to_be_visible()
    link.click()
    puzzle_page.expect_answering(missed)
    expect(puzzle_page.page).to_have_url(re.compile(rf"/puzzles/#{missed}$"))


def test_an_unknown_puzzle_gets_a_fresh_one_and_fits_a_phone(puzzle_page: PuzzlePage) -> None:
    puzzle_page.page.set_viewport_size({"width": 375, "height": 740})
    # A kept rating beyond the engine's limits (shipped with the puzzle data): the record stays,
    # and the page rates from a new learner's rating.
    puzzle_page.page.goto(puzzle_page.base_url)
    puzzle_page.keep_puzzles(
        {"rating": {"rating": 4500, "rd": 60, "volatility": 0.06}, "streak": 0, "best": 3,
         "solved": 5, "played": 7, "last": None, "next": None, "comeBack": True, "queue": {}}
    )  # fmt: skip
    puzzle_page.page.goto(puzzle_page.base_url + "puzzles/#no-such-puzzle")
    puzzle_page.expect_answering()
    puzzle_page.expect_score("Your puzzle rating: 4500", 0)
    expect(puzzle_page.said).to_have_text(
        "There is no puzzle “no-such-puzzle” here, so here is a fresh one."
    )
    shown = puzzle_page.current()["id"]
    expect(puzzle_page.page).to_have_url(re.compile(rf"#{shown}$"))
    puzzle_page.button("Hint").click()
    expect(puzzle_page.said).to_have_text(f"Hint: {puzzle_page.current()['hint']}.")
    puzzle_page.button("Show the card").click()
    expect(puzzle_page.box.locator('[data-hinted="true"]').first).to_be_visible()
    puzzle_page.expect_score(re.compile(r"^Your puzzle rating: 1500 → 1[0-4]\d\d$"), 0)
    assert puzzle_page.stored_puzzles()["played"] == 8
    # The theme filter: the puzzle chosen, and the one after it, have the theme.
    puzzle_page.choose_theme("ducking")
    expect(puzzle_page.box).to_have_attribute("data-puzzle", puzzle_page.ids("standard", "ducking"))
    puzzle_page.expect_answering()
    puzzle_page.solve()
    before = puzzle_page.current()["id"]
    puzzle_page.button("Next puzzle").click()
    expect(puzzle_page.box).not_to_have_attribute("data-puzzle", before)
    expect(puzzle_page.box).to_have_attribute("data-puzzle", puzzle_page.ids("standard", "ducking"))
    overflow = puzzle_page.page.evaluate(
        "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0
