"""Lessons 1-6 in Chromium: each page has the engine ready, shows its figure with accessible
names, fits a phone, ends with a recap and a link on, and one of its drills is answered as
ombre_core answers it."""

from __future__ import annotations

from typing import Any

import pytest
from e2e_pages import SitePage
from pages_lessons import PHONE, BasicLesson
from playwright.sync_api import Page, expect

from ombre_core.cards import Card, Suit, parse_cards, parse_hand
from ombre_core.messages import PLAYER_NAMES
from ombre_core.ranking import matadors, plain_order
from ombre_core.rules import RuleSet
from ombre_core.session import next_dealer
from ombre_core.tricks import legal_cards, trick_winner
from sitegen.lessons import course_lessons
from sitegen.server import RunningServer

# Each test moves the worker's kept page, its engine running, to its page (conftest.py).
pytestmark = pytest.mark.kept_page

NEXT = {
    "what-is-ombre": "The deck",
    "the-deck": "Ranking the cards",
    "matadors-and-punto": "Tricks",
    "tricks": "The matador privilege",
    "matador-privilege": "Dealing and the auction",
}


def open_lesson(page: Page, server: RunningServer, slug: str) -> BasicLesson:
    page.set_viewport_size(PHONE)
    lesson = BasicLesson(page, server.url, slug).open()
    lesson.expect_engine_ready_if_used()
    expect(lesson.recap).to_be_visible()
    expect(lesson.recap).to_contain_text("Recap")
    expect(lesson.next_link(NEXT[slug])).to_be_visible()
    return lesson


def expect_fits_phone(lesson: SitePage) -> None:
    assert isinstance(lesson, BasicLesson)
    assert lesson.horizontal_overflow() == 0


def test_what_is_ombre_shows_the_seats_with_a_text_alternative(
    page: Page, site_server: RunningServer
) -> None:
    lesson = open_lesson(page, site_server, "what-is-ombre")
    expect(lesson.seat_diagram).to_be_visible()
    box = lesson.seat_diagram.bounding_box()
    assert box is not None and box["width"] <= PHONE["width"]
    # The text alternative: a description on the figure, and the steps written out below it.
    expect(lesson.seat_diagram).to_have_accessible_description(
        "Three seats around a table, seen from above. Deal and play go counterclockwise: "
        "from the dealer to the player on the dealer's right, the eldest hand, then to the "
        "middle hand, then back to the dealer."
    )
    expect(lesson.seat_steps).to_have_count(5)
    expect(lesson.seat_steps.nth(1)).to_contain_text("eldest hand, on the dealer's right")
    expect(lesson.seat_steps.nth(4)).to_contain_text("the eldest hand deals next")
    # The course map lists every lesson, and the worked examples name the three results.
    items = lesson.article.locator("ol").filter(has=page.get_by_role("link", name="The deck"))
    expect(items.get_by_role("listitem")).to_have_count(len(course_lessons()))
    expect(lesson.examples()).to_have_count(4)
    expect(lesson.examples().first).to_contain_text("Engine: Sacada")
    expect_fits_phone(lesson)


def test_what_is_ombre_seats_drill_nudges_then_names_the_eldest_hand(
    page: Page, site_server: RunningServer
) -> None:
    lesson = open_lesson(page, site_server, "what-is-ombre")
    drill = lesson.drill("Who sits where?")
    question = drill.question()
    assert question["kind"] == "seats" and question["data"]["role"] == "eldest"
    dealer = question["data"]["dealer"]
    eldest = next_dealer(RuleSet.preset("standard"), dealer)  # the seat on the dealer's right
    drill.pick(f"seat-{dealer}")  # the dealer: a nudge, not the answer
    drill.expect_try_again()
    expect(drill.feedback).to_contain_text("Not the dealer")
    drill.pick(f"seat-{eldest}")
    drill.expect_verdict(True)
    expect(drill.feedback).to_contain_text(f"{PLAYER_NAMES[eldest]} is the eldest hand")
    expect_fits_phone(lesson)


def test_the_deck_shows_all_forty_cards_in_both_faces_whatever_the_switch(
    page: Page, site_server: RunningServer
) -> None:
    lesson = open_lesson(page, site_server, "the-deck")
    for face in ("french", "spanish"):
        images = lesson.deck_faces(face)
        expect(images).to_have_count(40)
        names = [card.name_in("french" if face == "french" else "spanish") for card in Card]
        assert sorted(images.evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")) == (
            sorted(names)
        )
    expect(lesson.deck.get_by_role("img", name="Rey de copas")).to_be_visible()
    expect(lesson.deck.get_by_role("img", name="King of hearts")).to_be_visible()
    # The site-wide switch shows other pictures in Spanish, but the deck keeps both faces.
    lesson.deck_switch.click()
    expect(lesson.root).to_have_attribute("data-deck", "spanish")
    expect(lesson.deck.get_by_role("img", name="King of hearts")).to_be_visible()
    expect(lesson.deck.get_by_role("img")).to_have_count(80)
    expect(lesson.article.get_by_role("img", name="As de espadas").first).to_be_visible()
    expect_fits_phone(lesson)


def test_the_decks_drills_take_the_engines_ranks_suits_and_counts(
    page: Page, site_server: RunningServer
) -> None:
    lesson = open_lesson(page, site_server, "the-deck")
    ranks = lesson.drill("Which ranks are in the Ombre deck?")
    shown = ranks.question()["data"]["ranks"]
    ranks.select([rank for rank in shown if rank not in ("8", "9", "10")])
    ranks.expect_verdict(True)

    suits = lesson.drill("Which card is of this Spanish suit?")
    target = Suit.parse(suits.question()["data"]["suit"])
    choices = [choice["id"] for choice in suits.question()["choices"]]
    suits.pick(next(code for code in choices if Card.parse(code).suit == target))
    suits.expect_verdict(True)

    plain = lesson.drill("How many cards in a plain suit?")
    data = plain.question()["data"]
    count = len(plain_order(Suit.parse(data["suit"]), trump=Suit.parse(data["trump"])))
    plain.enter_number(count + 1)  # a wrong first try: a nudge, and the question stays open
    plain.expect_try_again()
    plain.enter_number(count)
    expect(plain.feedback).to_have_attribute("data-correct", "true")
    expect_fits_phone(lesson)


def _count_matadors(question: dict[str, Any]) -> int:
    trump = Suit.parse(question["data"]["trump"])
    hand = parse_hand(question["data"]["hand"])
    return sum(1 for card in matadors(trump) if hand & card.bit)


def test_matadors_count_drill_takes_the_engines_count(
    page: Page, site_server: RunningServer
) -> None:
    lesson = open_lesson(page, site_server, "matadors-and-punto")
    drill = lesson.drill("How many matadors does this hand hold?")
    question = drill.question()
    assert question["kind"] == "matadors-count"
    drill.enter_number(_count_matadors(question))
    drill.expect_verdict(True)
    expect(lesson.article.locator('[data-example-kind="ranking"]')).to_have_count(4)
    expect_fits_phone(lesson)


def test_tricks_drill_takes_the_winner_the_engine_names(
    page: Page, site_server: RunningServer
) -> None:
    lesson = open_lesson(page, site_server, "tricks")
    drill = lesson.drill("Which card wins this trick?")
    question = drill.question()
    trick = parse_cards(question["data"]["trick"])
    winner = trick[trick_winner(trick, Suit.parse(question["data"]["trump"]))]
    drill.pick(str(winner))
    drill.expect_verdict(True)
    anna = lesson.examples().filter(has_text="Anna, Bo and Cecilia with spades trumps")
    expect(anna.locator(".is-winner")).to_have_attribute("data-card", "Kc")
    expect_fits_phone(lesson)


def _legal(question: dict[str, Any]) -> list[str]:
    data = question["data"]
    hand = parse_hand(data["hand"])
    allowed = legal_cards(hand, parse_cards(data["trick"]), Suit.parse(data["trump"]))
    return [code for code in data["hand"] if allowed & Card.parse(code).bit]


@pytest.mark.parametrize("correct", [True, False])
def test_matador_privilege_drill_is_marked_as_the_engine_rules(
    page: Page, site_server: RunningServer, correct: bool
) -> None:
    lesson = open_lesson(page, site_server, "matador-privilege")
    drill = lesson.drill("Which of your cards may you play? (drill 2)")
    question = drill.question()
    legal = _legal(question)
    assert legal, "a position always has a legal card"
    # Wrong: leave out one legal card (or, with one legal card, take an illegal one too).
    answer = legal if correct else legal[1:] if len(legal) > 1 else question["data"]["hand"]
    drill.select(answer)
    if not correct:  # the first miss gets a nudge and another try; the second, the verdict
        drill.expect_try_again()
        drill.check_button.click()
    drill.expect_verdict(correct)
    if not correct:
        expect(drill.feedback).to_contain_text("matador")
    expect(lesson.examples().filter(has_text="Test case")).to_have_count(4)
    expect_fits_phone(lesson)
