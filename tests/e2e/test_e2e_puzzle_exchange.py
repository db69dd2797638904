"""An exchange puzzle: the ombre's hand and the discards it offers, a wrong one refuted by what
it draws, then Try again, the two-step hint marking the best discard, and the answer taken."""

from __future__ import annotations

import pytest
from pages_puzzle import PuzzlePage
from playwright.sync_api import expect

pytestmark = pytest.mark.kept_page


def test_an_exchange_puzzle_refutes_a_wrong_discard_and_takes_the_best(
    puzzle_page: PuzzlePage,
) -> None:
    item = next(
        entry
        for entry in puzzle_page.data["puzzles"]
        if entry["kind"] == "exchange" and entry["preset"] == "standard"
    )
    puzzle_page.open(item["id"])
    box = puzzle_page.box
    expect(box.locator(".ombre-puzzle__prompt")).to_have_text(item["question"])
    options = box.get_by_role("group", name="Your options").get_by_role("button")
    offered = puzzle_page.built_board(item["id"])["actions"]
    expect(options).to_have_text([option["label"] for option in offered])
    expect(box.get_by_role("group", name="Your hand").get_by_role("button").first).to_be_disabled()

    wrong = item["refutations"][0]
    puzzle_page.play(wrong["action"])
    expect(puzzle_page.said).to_have_text(wrong["words"])
    expect(box).to_have_attribute("data-phase", "missed")
    expect(puzzle_page.button("Next card")).to_be_hidden()
    puzzle_page.button("Try again").click()
    puzzle_page.expect_answering(item["id"])

    puzzle_page.button("Hint").click()
    expect(puzzle_page.said).to_have_text(f"Hint: {item['hint']}.")
    puzzle_page.button("Show the discard").click()
    expect(box.locator('[data-hinted="true"]')).to_have_attribute("data-action", item["answer"][0])
    puzzle_page.solve()
    expect(puzzle_page.said).to_contain_text("That's it.")
    expect(puzzle_page.said).to_contain_text(item["reason"])
