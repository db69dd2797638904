"""The scoring lessons in Chromium: the results quiz, the worked settlements against
ombre_core's settle, the payment quiz, a glossary tooltip on focus, and the quick reference
in print."""

from __future__ import annotations

from pathlib import Path

import pytest
from pages_scoring import (
    EXTRAS_PATH,
    PAYMENTS_PATH,
    POT_PATH,
    QUICK_REFERENCE_PATH,
    RESULTS_PATH,
    ScoringPage,
)
from playwright.sync_api import Page, expect

from ombre_core.exercises import check
from ombre_core.scoring import Settlement, settle
from ombre_tools.examples import Example, load_examples, payment_outcome
from sitegen.glossary import load_glossary
from sitegen.server import RunningServer

# Each test moves the worker's kept page, its engine running, to its page (conftest.py).
pytestmark = pytest.mark.kept_page

ROOT = Path(__file__).resolve().parents[2]
# The lessons whose worked settlements come from their examples.toml, by page path.
PAYMENT_EXAMPLES = {
    PAYMENTS_PATH: ROOT / "tutorials" / "payments-and-the-pot" / "examples.toml",
    EXTRAS_PATH: ROOT / "tutorials" / "bonuses-and-the-vole" / "examples.toml",
}


@pytest.fixture
def scoring(page: Page, site_server: RunningServer) -> ScoringPage:
    return ScoringPage(page, site_server.url)


def _settle(example: Example) -> Settlement:
    """The example's settlement, computed here by the engine from the TOML values."""
    return settle(payment_outcome(example.values))


def test_results_quiz_marks_the_engine_answer_right(scoring: ScoringPage) -> None:
    scoring.open(RESULTS_PATH)
    quiz = scoring.split_quiz
    quiz.expect_ready()
    question = quiz.engine_question()
    assert question.data["tricks"] and question.solution  # the 4-3-2 split, first
    quiz.answer(question.solution)
    expect(quiz.feedback).to_have_attribute("data-correct", "true")
    expect(quiz.feedback).to_contain_text("Right.")
    expect(quiz.choice(str(question.solution))).to_have_attribute("data-mark", "right")


def test_results_quiz_explains_a_wrong_answer(scoring: ScoringPage) -> None:
    scoring.open(RESULTS_PATH)
    quiz = scoring.split_quiz
    quiz.expect_ready()
    question = quiz.engine_question()
    wrong = next(choice.id for choice in question.choices if choice.id != question.solution)
    again = next(c.id for c in question.choices if c.id not in (question.solution, wrong))
    quiz.miss(again, wrong)
    expect(quiz.feedback).to_contain_text("Not quite.")
    verdict = check(question.kind, question.seed, question.rules, wrong)
    # The engine's explanation: each defender is compared with the ombre alone.
    expect(quiz.box).to_contain_text(verdict.message.removeprefix("Not quite. ")[:60])


@pytest.mark.turn(0)
def test_every_worked_settlement_shows_the_engine_lines_total_and_pot(
    scoring: ScoringPage,
) -> None:
    checked = 0
    for path, examples_file in PAYMENT_EXAMPLES.items():
        scoring.open(path)
        scoring.open_disclosures()  # the Swedish settlements and the extra ones: one click away
        checked += _check_worked_settlements(scoring, load_examples(examples_file))
    assert checked >= 15


def _check_worked_settlements(scoring: ScoringPage, examples: list[Example]) -> int:
    """Every example's settlement on the open page against the engine; how many were checked."""
    for example in examples:
        assert example.name
        expected = _settle(example)
        rows = scoring.settlement_rows(example.name)
        expect(rows).to_have_count(len(expected.lines))
        for index, line in enumerate(expected.lines):
            row = rows.nth(index)
            expect(row).to_have_attribute("data-line", line.code)
            expect(row.get_by_role("rowheader")).to_contain_text(line.message.split(":")[0][1:])
            assert scoring.cell_values(row) == [*line.chips, line.pot_change], example.name
        total = scoring.cell_values(scoring.total_row(example.name))
        pot = example.values["pot"]
        assert total == [*expected.chips, expected.pot_after - pot], example.name
        assert sum(total) == 0
        expect(scoring.pot_after(example.name)).to_have_text(str(expected.pot_after))
    return len(examples)


def test_the_swedish_count_gives_the_ombre_fifteen(scoring: ScoringPage) -> None:
    scoring.open(PAYMENTS_PATH)
    name = "The Swedish count: 4-3-2 in juego with 5 in the pot"
    total = scoring.cell_values(scoring.total_row(name))
    assert total[0] == 15
    expect(scoring.worked_example(name).get_by_role("table", name="Tricks taken")).to_contain_text(
        "Ombre"
    )


def test_payment_quiz_checks_every_players_chips_and_the_pot(scoring: ScoringPage) -> None:
    scoring.open(PAYMENTS_PATH)
    quiz = scoring.payment_quiz
    quiz.expect_ready()
    first = quiz.engine_question()
    quiz.answer(first.solution)
    expect(quiz.feedback).to_have_attribute("data-correct", "true")
    expect(quiz.feedback).to_contain_text("Right.")

    quiz.new_question()
    second = quiz.engine_question()
    right = second.solution
    wrong = {"chips": right["chips"], "pot_after": right["pot_after"] + 5}
    quiz.miss(wrong)
    expect(quiz.feedback).to_contain_text("Not quite.")
    # Line by line: every player's change is right, the pot is not.
    rows = quiz.chip_rows
    expect(rows).to_have_count(4)
    for index in range(3):
        expect(rows.nth(index)).to_have_attribute("data-mark", "right")
    expect(rows.nth(3)).to_have_attribute("data-mark", "wrong")


def test_pot_quiz_nudges_then_walks_through_the_deals_and_takes_the_right_pot(
    scoring: ScoringPage,
) -> None:
    scoring.open(POT_PATH)
    quiz = scoring.pot_quiz
    quiz.expect_ready()
    question = quiz.engine_question()
    assert question.kind == "pot-carry" and question.solution > 0
    wrong = question.solution - 5
    first = check(question.kind, question.seed, question.rules, wrong, reveal=False)
    quiz.answer(wrong)
    expect(quiz.feedback).to_contain_text(first.nudge)
    quiz.answer(wrong)
    expect(quiz.feedback).to_contain_text("Not quite.")
    verdict = check(question.kind, question.seed, question.rules, wrong)
    for reason in verdict.reasons:  # deal by deal, as the engine settled each
        expect(quiz.box).to_contain_text(reason["message"])
    quiz.new_question()
    quiz.answer(quiz.engine_question().solution)
    expect(quiz.feedback).to_contain_text("Right.")


def test_a_glossary_term_shows_its_definition_on_keyboard_focus(scoring: ScoringPage) -> None:
    codille = next(term for term in load_glossary() if term.term == "Codille")
    scoring.open(RESULTS_PATH)
    term = scoring.focusable_term("codille")
    expect(term).to_have_attribute("title", codille.definition)
    expect(scoring.tooltip).to_have_count(0)
    term.focus()
    expect(term).to_be_focused()
    expect(scoring.tooltip).to_be_visible()
    expect(scoring.tooltip).to_have_text(codille.definition)
    tooltip_id = scoring.tooltip.get_attribute("id")
    expect(term).to_have_attribute("aria-describedby", tooltip_id or "")


def test_the_quick_reference_prints_without_navigation_in_black_on_white(
    scoring: ScoringPage,
) -> None:
    scoring.open(QUICK_REFERENCE_PATH)
    expect(scoring.header).to_be_visible()
    scoring.page.set_viewport_size({"width": 1280, "height": 800})
    expect(scoring.navigation).to_be_visible()
    scoring.page.emulate_media(media="print")
    expect(scoring.header).to_be_hidden()
    expect(scoring.navigation).to_be_hidden()
    article = scoring.page.locator("article")
    expect(article.get_by_role("heading", name="Payments, both presets")).to_be_visible()
    expect(article.locator("table.ombre-payments")).to_be_visible()
    expect(article.locator(".ombre-orders")).to_be_visible()
    expect(article).to_have_css("color", "rgb(0, 0, 0)")
    expect(scoring.page.locator("body")).to_have_css("background-color", "rgb(255, 255, 255)")
    expect(article.locator("table.ombre-payments")).to_have_css("break-inside", "avoid")
