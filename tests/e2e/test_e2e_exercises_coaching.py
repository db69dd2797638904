"""Drills that coach, in Chromium: suit names in the chosen deck's words, the swedish takeover
case of the payment drill, the exchange's poor-discard line said once, legal-play cards listed
as a player reads them, and the home page's lesson list with its done marks."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime
from pathlib import Path

import pytest
from e2e_pages import BOOT_TIMEOUT_MS
from pages_exercises import ExercisePage
from pages_progress import RANKING_PATH, page_exercise_ids
from playwright.sync_api import Browser, BrowserContext, Page, expect

from ombre_core.cards import Card, Suit
from ombre_core.exercises import check, generate
from ombre_core.ranking import is_matador
from sitegen.server import RunningServer

# Each test moves the worker's kept page, its engine running, to its page (conftest.py).
pytestmark = pytest.mark.kept_page

DECK_KEY = "ombre.deck"
EXTRAS_PATH = "bonuses-and-the-vole/"
FRENCH = [suit.name_in("french") for suit in Suit]
SPANISH = [suit.name_in("spanish") for suit in Suit]
SUIT_WORD = re.compile(rf"\b({'|'.join(FRENCH)})\b", re.IGNORECASE)


def in_spanish(text: str) -> str:
    """The engine's text with each suit named as on the Spanish faces ("Hearts" -> "Copas")."""

    def swap(match: re.Match[str]) -> str:
        word = SPANISH[FRENCH.index(match.group(0).lower())]
        return word.capitalize() if match.group(0)[0].isupper() else word

    return SUIT_WORD.sub(swap, text)


@pytest.fixture
def practice(page: Page, site_server: RunningServer) -> ExercisePage:
    return ExercisePage(page, site_server.url)


def choose_spanish_faces_before_load(page: Page) -> None:
    page.add_init_script(f"localStorage.setItem({json.dumps(DECK_KEY)}, 'spanish')")


# --- suit names follow the chosen deck ---------------------------------------------------------
@pytest.mark.fresh_page  # an init script
def test_suit_names_in_drill_text_and_feedback_follow_the_card_faces(
    practice: ExercisePage,
) -> None:
    choose_spanish_faces_before_load(practice.page)
    practice.open()
    drill = practice.drill("trick-winner-1")
    question = drill.question()
    exercise = generate(question["kind"], question["seed"], question["rules"])
    assert SUIT_WORD.search(exercise.question), "the question names no suit to follow the deck"
    # The build's question (French words) takes the chosen deck's words before the engine is up.
    expect(drill.question_text).to_have_text(in_spanish(exercise.question))
    drill.expect_ready()
    drill.button("Hint").click()
    expect(drill.hint_text).to_have_text(in_spanish(exercise.hint))

    # The feedback too: two wrong choices, then the engine's explanation in the deck's words.
    wrong = [c["id"] for c in question["choices"] if c["id"] != exercise.solution]
    drill.miss(wrong[0], wrong[1])
    verdict = check(question["kind"], question["seed"], question["rules"], wrong[1])
    expect(drill.feedback).to_have_text(in_spanish(verdict.message))
    if SUIT_WORD.search(verdict.message):
        expect(drill.feedback.locator(".ombre-suit-word").first).to_be_visible()

    # Switching the faces switches the words at once, without asking the engine again.
    practice.page.locator("[data-ombre-deck-switch]").first.click()
    expect(practice.root).to_have_attribute("data-deck", "french")
    expect(drill.question_text).to_have_text(exercise.question)
    expect(drill.feedback).to_have_text(verdict.message)


# --- the swedish takeover case ------------------------------------------------------------------
def test_the_takeover_drill_nudges_then_explains_who_took_over_and_who_pays(
    practice: ExercisePage,
) -> None:
    practice.open(EXTRAS_PATH)
    drill = practice.drill("payment-takeover")
    drill.expect_ready()
    question = drill.question()
    exercise = generate(question["kind"], question["seed"], question["rules"])
    assert exercise.context["case"] == "takeover" and question["rules"] == "swedish"
    new = exercise.context["new"]
    expect(drill.question_text).to_contain_text("offered to give up")

    # A wrong answer that adds up: settled with the old ombre as the ombre.
    old = exercise.context["old"]
    chips = list(exercise.solution["chips"])
    chips[old], chips[new] = chips[new], chips[old]
    if chips == exercise.solution["chips"]:
        chips = [
            value + (1 if index == old else -1 if index == new else 0)
            for index, value in enumerate(chips)
        ]
    wrong = {"chips": chips, "pot_after": exercise.solution["pot_after"]}
    first = exercise.check(wrong, reveal=False)
    assert first.retry and "refused first" in first.nudge
    drill.answer(wrong)
    drill.expect_try_again()
    expect(drill.feedback).to_have_text(first.message)

    drill.answer(exercise.solution)
    expect(drill.feedback).to_have_attribute("data-correct", "true")
    names = question["data"]["players"]
    expect(drill.feedback).to_contain_text(f"{names[new]} took over as the ombre")
    expect(drill.feedback).to_contain_text("stay with whoever won them")
    # The settlement's lines are drawn per player, in the order of the answer's lines.
    expect(drill.details.locator("ol > li").first).to_be_visible()


# --- the exchange says its poor-discard line once -----------------------------------------------
def test_the_exchange_warns_on_a_matador_discard_and_says_it_once(practice: ExercisePage) -> None:
    practice.open()
    drill = practice.drill("exchange-1")
    drill.expect_ready()
    question = drill.question()
    trump = Suit.parse(question["data"]["trump"])
    matador = next(
        c["id"] for c in question["choices"] if is_matador(Card.parse(c["id"]), trump)
    )  # the practice hand holds one: discarding it must be called poor
    first = check(question["kind"], question["seed"], question["rules"], [matador], reveal=False)
    drill.answer([matador])
    drill.expect_try_again()
    expect(drill.feedback).to_have_text(first.message)
    expect(drill.feedback).to_contain_text("You are throwing away a matador")
    drill.answer([matador])
    expect(drill.feedback).to_have_attribute("data-correct", "false")
    verdict = check(question["kind"], question["seed"], question["rules"], [matador])
    assert verdict.reasons[0]["code"] == "discarded-matador"
    poor = verdict.reasons[0]["message"]
    assert verdict.message.lower().count(poor.lower()) == 1
    expect(drill.feedback).to_have_text(verdict.message)
    expect(drill.feedback).to_contain_text(poor[1:40])
    expect(drill.details).not_to_contain_text(poor[1:40])
    expect(drill.details).to_contain_text("Your hand now")  # the rest is still listed


# --- legal play lists cards as a player reads them ----------------------------------------------
def test_legal_play_lists_the_cards_highest_first_in_the_trump_order(
    practice: ExercisePage,
) -> None:
    practice.open()
    drill = practice.drill("legal-play-1")
    drill.expect_ready()
    question = drill.question()
    exercise = generate(question["kind"], question["seed"], question["rules"])
    # The hand is shown trumps first, then each suit, each highest first: the reading order.
    shown = [choice.id for choice in exercise.choices]
    allowed = [code for code in shown if code in exercise.solution]
    barred = [code for code in shown if code not in exercise.solution]
    wrong = barred[:1] if barred else []
    drill.miss(wrong)
    lists = drill.details.locator(".ombre-reason .ombre-hand")
    expect(lists.first).to_be_visible()
    drawn = lists.first.locator(".ombre-card").evaluate_all(
        "cards => cards.map(card => card.dataset.card)"
    )
    assert drawn == allowed
    if barred:
        symbols = " ".join(_symbol(code) for code in allowed)
        expect(drill.feedback).to_contain_text(f"You may play {symbols} and nothing else.")


def _symbol(code: str) -> str:
    return code[0] + {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}[code[1]]


# --- the home page's lesson list --------------------------------------------------------------
def test_the_home_page_lists_the_lessons_without_javascript(
    browser: Browser, site_server: RunningServer
) -> None:
    context: BrowserContext = browser.new_context(java_script_enabled=False)
    try:
        static = context.new_page()
        static.goto(site_server.url)
        lessons = static.locator(".ombre-lesson-list li > a")
        expect(lessons.first).to_be_visible()
        assert lessons.count() >= 10
        expect(static.locator(".ombre-lesson-list [data-ombre-done]")).to_have_count(0)
    finally:
        context.close()


@pytest.mark.fresh_page  # an init script
def test_the_home_page_marks_the_lessons_done(
    page: Page, site_server: RunningServer, built_site: Path
) -> None:
    ids = page_exercise_ids(built_site, RANKING_PATH)
    now = datetime.now(UTC).isoformat()
    mastered = {
        f"{RANKING_PATH}#{exercise_id}": {
            "attempts": 3,
            "correct": 3,
            "retried": 0,
            "streak": 3,
            "kind": exercise_id.rsplit("-", 1)[0],
            "last": now,
        }
        for exercise_id in ids
    }
    record = {
        "schema": 2,
        "exercises": mastered,
        "deals": {"played": 0, "last": None},
        "review": {},
    }
    page.add_init_script(
        f"localStorage.setItem('ombre.progress', {json.dumps(json.dumps(record))})"
    )
    page.goto(site_server.url)
    lessons = page.locator(".ombre-lesson-list")
    done = lessons.get_by_role("link", name=re.compile(r"^Ranking the cards\s*\(done\)$"))
    expect(done).to_be_visible(timeout=BOOT_TIMEOUT_MS)
    expect(done.locator("[data-ombre-done]")).to_be_visible()
    expect(lessons.locator("[data-ombre-done]")).to_have_count(1)  # only the lesson mastered
    expect(lessons.get_by_role("link", name="The deck", exact=True)).to_be_visible()


# --- instructions for the pointer in hand -------------------------------------------------------
@pytest.mark.parametrize("touch", [True, False], ids=["touch", "mouse"])
def test_the_order_drill_says_tap_on_a_touch_screen_and_click_with_a_mouse(
    browser: Browser, site_server: RunningServer, touch: bool
) -> None:
    context = browser.new_context(java_script_enabled=False, has_touch=touch, is_mobile=touch)
    try:
        page = context.new_page()
        page.goto(site_server.url + "practice/")
        help_text = page.locator('[data-exercise-id="order-cards-1"] .ombre-exercise__help')
        expect(help_text).to_contain_text("the next place")  # drawn by the build
        # What shows (inner text), read once laid out: widgets below the fold are laid out only
        # when scrolled near (content-visibility: auto).
        help_text.scroll_into_view_if_needed()
        shown, hidden = ("Tap the cards", "Click the cards")[:: 1 if touch else -1]
        expect(help_text).to_contain_text(shown, use_inner_text=True)
        expect(help_text).not_to_contain_text(hidden, use_inner_text=True)
    finally:
        context.close()


@pytest.mark.fresh_page  # an init script
def test_the_ranking_widget_names_suits_as_the_faces_do(practice: ExercisePage) -> None:
    choose_spanish_faces_before_load(practice.page)
    practice.open("ranking-the-cards/")
    picker = practice.page.locator(".ombre-trump-picker")
    expect(picker.get_by_role("radio", name="Copas ♥")).to_be_visible()
    oros = picker.get_by_role("radio", name="Oros ♦")
    expect(oros).to_be_enabled(timeout=BOOT_TIMEOUT_MS)
    oros.check()
    orders = practice.page.locator(".ombre-ranking__orders")
    expect(orders).to_have_attribute("data-trump", "diamonds")  # redrawn by the engine
    heading = orders.locator('[data-suit="diamonds"] .ombre-suit__heading')
    expect(heading).to_have_text(re.compile(r"^Oros: trumps, 12 cards"))
    practice.page.locator("[data-ombre-deck-switch]").first.click()
    expect(heading).to_have_text(re.compile(r"^Diamonds: trumps, 12 cards"))
    expect(picker.get_by_role("radio", name="Hearts ♥")).to_be_visible()
