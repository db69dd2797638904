"""The lesson "Ranking the cards" in Chromium: engine boot, the ranking widget, the drill."""

from __future__ import annotations

import pytest
from e2e_pages import LessonPage
from playwright.sync_api import expect

from ombre_core.cards import Card, Suit
from ombre_core.ranking import suit_order
from ombre_core.tricks import trick_winner

# Each test moves the worker's kept page, its engine running, to its page (conftest.py).
pytestmark = pytest.mark.kept_page


# One page: the engine boots once, then every trump in turn is drawn as the engine ranks it
# (hearts, the pre-rendered trump, last, so the engine redraws it), then the keyboard.
@pytest.mark.fresh_page  # the engine's boot itself
def test_engine_reaches_ready_then_the_ranking_widget_redraws_every_order_and_takes_keys(
    lesson: LessonPage,
) -> None:
    lesson.open()
    # Before Python: the pre-rendered orders and cards are there (the engine may still load).
    expect(lesson.order_items("hearts")).to_have_count(12)
    lesson.expect_engine_ready()
    expect(lesson.trump_radio("spades")).to_be_enabled()
    expect(lesson.answers.first).to_be_enabled()
    expect(lesson.root).to_have_attribute("data-engine-boots", "1")

    for trump in ["spades", "clubs", "diamonds", "hearts"]:
        lesson.choose_trump(trump)
        trump_suit = Suit.parse(trump)
        for suit in Suit:
            expected = [str(card) for card in suit_order(suit, trump=trump_suit)]
            items = lesson.order_items(str(suit))
            expect(items).to_have_count(len(expected))
            for index, code in enumerate(expected):
                expect(items.nth(index)).to_have_attribute("data-card", code)
        section = lesson.orders.locator("section").first
        expect(section).to_have_attribute("data-suit", trump)
        expect(section).to_have_attribute("data-is-trump", "true")

    # From the keyboard.
    lesson.trump_radio("hearts").focus()
    lesson.page.keyboard.press("ArrowRight")  # hearts -> diamonds, the next radio
    expect(lesson.trump_radio("diamonds")).to_be_checked()
    expect(lesson.orders).to_have_attribute("data-trump", "diamonds")


def _winner(question: dict[str, object]) -> str:
    data = question["data"]
    assert isinstance(data, dict)
    cards = [Card.parse(code) for code in data["trick"]]
    return str(cards[trick_winner(cards, Suit.parse(data["trump"]))])


def test_drill_marks_a_right_and_a_wrong_answer(lesson: LessonPage) -> None:
    lesson.open()
    lesson.expect_engine_ready()

    first = lesson.drill.question()
    right = _winner(first)
    button = lesson.drill.pick(right)
    expect(lesson.drill.feedback).to_have_attribute("data-correct", "true")
    expect(lesson.drill.feedback).to_contain_text("Right.")
    expect(button).to_have_attribute("data-mark", "right")
    expect(lesson.drill.next_button).to_be_focused()

    lesson.page.keyboard.press("Enter")  # "New question", from the keyboard
    expect(lesson.drill.feedback).to_have_text("")
    second = lesson.drill.question()
    first, wrong = [code for code in second["data"]["trick"] if code != _winner(second)]
    lesson.drill.pick(first)
    lesson.drill.expect_try_again()  # the first miss: a nudge, and another try
    expect(lesson.drill.choice(first)).to_have_attribute("data-mark", "wrong")
    button = lesson.drill.pick(wrong)
    expect(lesson.drill.feedback).to_have_attribute("data-correct", "false")
    expect(lesson.drill.feedback).to_contain_text("Not quite.")
    expect(button).to_have_attribute("data-mark", "wrong")
    solution = lesson.drill.box.locator(f'button[data-choice="{_winner(second)}"]')
    expect(solution).to_have_attribute("data-mark", "solution")


def test_each_new_question_is_dealt_by_the_engine_from_a_new_seed(lesson: LessonPage) -> None:
    lesson.open()
    lesson.expect_engine_ready()
    seeds = {lesson.drill.question()["seed"]}
    for _ in range(3):
        lesson.drill.pick(_winner(lesson.drill.question()))
        expect(lesson.drill.next_button).to_be_enabled()
        lesson.drill.next_button.click()
        seeds.add(lesson.drill.question()["seed"])
    assert len(seeds) == 4
