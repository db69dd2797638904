"""The exercise widget in Chromium, for every answer type: a right answer (worked out by
ombre_core in the test from what is shown), retry then reveal (a wrong first try gets "Try
again" and a nudge, the second miss the engine's explanation), the hint, "Show me", progress;
question links; the rule preset switch."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from typing import Any

import pytest
from e2e_pages import ExerciseDrill
from pages_exercises import (
    PRACTICE_PATH,
    PROGRESS_KEY,
    RANKING_PATH,
    RULES_KEY,
    ExercisePage,
)
from playwright.sync_api import BrowserContext, Error, Page, expect

from ombre_core.cards import Suit
from ombre_core.exercises import check, generate, solution
from ombre_core.ranking import matadors, suit_order
from ombre_core.scoring import classify
from sitegen.server import RunningServer

# Each test moves the worker's kept page, its engine running, to its page (conftest.py).
pytestmark = pytest.mark.kept_page

DrillCheck = Callable[[ExercisePage, str], None]


@pytest.fixture
def practice(page: Page, site_server: RunningServer) -> ExercisePage:
    return ExercisePage(page, site_server.url)


# Right answers worked out from the data on screen, independently of the exercise module -------
def right_order(data: dict[str, Any]) -> list[str]:
    order = suit_order(Suit.parse(data["suit"]), trump=Suit.parse(data["trump"]))
    return [str(card) for card in order if str(card) in data["cards"]]


def right_result(data: dict[str, Any]) -> str:
    ombre = data["ombre"]
    seats = [ombre, (ombre + 1) % 3, (ombre + 2) % 3]
    result, by = classify(tuple(data["tricks"][seat] for seat in seats))
    return result if by is None else f"codille-{seats[by]}"


def right_matadors(data: dict[str, Any]) -> list[str]:
    top = {str(card) for card in matadors(Suit.parse(data["trump"]))}
    return sorted(code for code in data["cards"] if code in top)


def matador_count(data: dict[str, Any]) -> int:
    top = {str(card) for card in matadors(Suit.parse(data["trump"]))}
    return sum(code in top for code in data["hand"])


def right_answer(question: dict[str, Any]) -> Any:
    data = question["data"]
    kind = question["kind"]
    if kind == "order-cards":
        return right_order(data)
    if kind == "trick-split":
        return right_result(data)
    if kind == "matadors-which":
        return right_matadors(data)
    if kind == "matadors-count":
        return matador_count(data)
    # A settlement has too many lines to redo here: the engine's own settle() marks it.
    return generate(kind, question["seed"], question["rules"]).solution


def wrong_answer(question: dict[str, Any], right: Any = None) -> Any:
    """A wrong answer beside ``right`` (by default worked out from the data on screen)."""
    right = right_answer(question) if right is None else right
    answer_type = question["answer_type"]
    if answer_type == "choice":
        return next(c["id"] for c in question["choices"] if c["id"] != right)
    if answer_type == "multi":
        return [] if right else [question["choices"][0]["id"]]
    if answer_type == "order":
        return list(reversed(right))
    if answer_type == "number":
        return right + 1
    return {"chips": [right["chips"][0] + 1, *right["chips"][1:]], "pot_after": right["pot_after"]}


def second_wrong(question: dict[str, Any], first: Any) -> Any:
    """Another wrong answer for the retry: a choice not tried yet, else the same one again."""
    if question["answer_type"] != "choice":
        return first
    right = right_answer(question)
    return next(c["id"] for c in question["choices"] if c["id"] not in (right, first))


def expect_solution_marked(drill: ExerciseDrill, question: dict[str, Any], shown: Any) -> None:
    answer_type = question["answer_type"]
    if answer_type in ("choice", "multi"):
        for choice_id in [shown] if answer_type == "choice" else shown:
            expect(drill.choice(choice_id)).to_have_attribute("data-mark", re.compile("solution"))
    elif answer_type == "number":
        expect(drill.box.get_by_role("spinbutton")).to_have_value(str(shown))
    elif answer_type == "chips":
        values = [*shown["chips"], shown["pot_after"]]
        for index, value in enumerate(values):
            expect(drill.chip_rows.nth(index).get_by_role("spinbutton")).to_have_value(str(value))
            expect(drill.chip_rows.nth(index)).to_have_attribute("data-mark", "solution")


def expect_cards_drawn(drill: ExerciseDrill, reasons: list[Mapping[str, Any]]) -> None:
    """Every card a reason names is drawn as a picture in the explanation."""
    named = {code for reason in reasons for code in reason.get("cards", [])}
    for code in named:
        expect(drill.details.locator(f'.ombre-card[data-card="{code}"]').first).to_be_attached()


def on_each_drill(practice: ExercisePage, exercise_ids: list[str], each: DrillCheck) -> None:
    """Open the practice page once (one engine boot) and run ``each`` on each drill in turn;
    a failure names its drill."""
    practice.open()
    for exercise_id in exercise_ids:
        try:
            each(practice, exercise_id)
        except (AssertionError, Error) as error:
            raise AssertionError(f"drill {exercise_id}: {error}") from error


def test_each_answer_type_marks_right_and_wrong_with_hint_show_me_and_progress(
    practice: ExercisePage,
) -> None:
    """choice, multi, number and chips drills, one after the other on the practice page."""
    drills = ["trick-split-1", "matadors-which-1", "matadors-count-1", "payment-1"]
    on_each_drill(practice, drills, marks_right_and_wrong_with_hint_show_me_and_progress)


def marks_right_and_wrong_with_hint_show_me_and_progress(
    practice: ExercisePage, exercise_id: str
) -> None:
    drill = practice.drill(exercise_id)
    drill.expect_ready()
    first = drill.question()

    # The hint, before answering; "Show me" is only offered after a wrong try.
    expect(drill.hint_text).to_be_hidden()
    drill.button("Hint").click()
    expect(drill.hint_text).to_have_text(drill.engine_question().hint)
    expect(drill.button("Hint")).to_have_attribute("aria-expanded", "true")
    expect(drill.button("Show me")).to_be_hidden()

    drill.answer(right_answer(first))
    expect(drill.feedback).to_have_attribute("data-correct", "true")
    expect(drill.feedback).to_contain_text("Right.")
    expect(drill.button("Show me")).to_be_hidden()
    expect(drill.button("New question")).to_be_focused()

    second = drill.new_question()
    expect(drill.hint_text).to_be_hidden()
    expect(drill.feedback).to_have_text("")
    first_wrong = wrong_answer(second)
    wrong = second_wrong(second, first_wrong)
    verdict = check(second["kind"], second["seed"], second["rules"], wrong)
    drill.miss(first_wrong, wrong)  # "Try again" first; the second miss is explained
    expect(drill.feedback).to_have_text(verdict.message)  # the engine's explanation, verbatim
    if any(reason.get("cards") or "chips" in reason for reason in verdict.reasons):
        expect(drill.details.get_by_role("listitem").first).to_be_visible()
    expect_cards_drawn(drill, list(verdict.reasons))
    if second["answer_type"] == "chips":  # every line marked, and the engine's settlement lines
        expect(drill.chip_rows.first).to_have_attribute("data-mark", "wrong")
        expect(drill.chip_rows.nth(1)).to_have_attribute("data-mark", "right")
        settlement = [reason for reason in verdict.reasons if "chips" in reason]
        expect(drill.details.locator("ol > li")).to_have_count(len(settlement))

    drill.button("Show me").click()
    shown = solution(second["kind"], second["seed"], second["rules"])
    expect(drill.feedback).to_have_text(shown.message)
    expect_solution_marked(drill, second, shown.solution)
    expect(drill.button("New question")).to_be_focused()

    record = practice.stored(PROGRESS_KEY)["exercises"][f"{PRACTICE_PATH}#{exercise_id}"]
    assert (record["attempts"], record["correct"], record["kind"]) == (2, 1, first["kind"])


RETRY_DRILLS = {
    "choice": "trick-split-1",
    "multi": "matadors-which-1",
    "order": "order-cards-1",
    "number": "matadors-count-1",
    "chips": "payment-1",
}


@pytest.mark.turn(1)
def test_a_wrong_first_try_gets_try_again_then_a_right_retry_gets_less_credit(
    practice: ExercisePage,
) -> None:
    """Every answer type's drill, one after the other on the practice page."""
    on_each_drill(practice, list(RETRY_DRILLS.values()), retry_gets_less_credit)


def retry_gets_less_credit(practice: ExercisePage, exercise_id: str) -> None:
    answer_type = next(kind for kind, drill_id in RETRY_DRILLS.items() if drill_id == exercise_id)
    drill = practice.drill(exercise_id)
    drill.expect_ready()
    question = drill.question()
    assert question["answer_type"] == answer_type
    kind, seed, rules = question["kind"], question["seed"], question["rules"]
    wrong = wrong_answer(question)

    # The first miss: "Try again" and the engine's nudge, nothing revealed, answer kept.
    drill.answer(wrong)
    drill.expect_try_again()
    first = check(kind, seed, rules, wrong, reveal=False)
    expect(drill.feedback).to_have_text(first.message)
    expect(drill.details).to_be_empty()
    expect(drill.box.locator('[data-mark="solution"], [data-mark="right"]')).to_have_count(0)
    expect(drill.button("Show me")).to_be_enabled()  # the solution on request
    if answer_type == "choice":
        expect(drill.choice(wrong)).to_be_disabled()  # the choice tried is out
        expect(drill.choice(right_answer(question))).to_be_enabled()
    elif answer_type == "number":
        expect(drill.box.get_by_role("spinbutton")).to_have_value(str(wrong))
    elif answer_type == "order":
        assert drill.placed_cards() == wrong
    stored = practice.stored(PROGRESS_KEY) or {"exercises": {}}
    assert f"{PRACTICE_PATH}#{exercise_id}" not in stored["exercises"]  # not settled yet

    # Right at the second try: credit, but recorded as a retry (the streak does not grow).
    drill.answer(right_answer(question))
    expect(drill.feedback).to_have_attribute("data-correct", "true")
    expect(drill.feedback).to_contain_text("Right.")
    expect(drill.button("Show me")).to_be_hidden()
    record = practice.stored(PROGRESS_KEY)["exercises"][f"{PRACTICE_PATH}#{exercise_id}"]
    assert (record["attempts"], record["correct"], record["retried"]) == (1, 0, 1)
    assert record["streak"] == 0

    # The next question: a miss, then "Show me" at once reveals and records the miss.
    second = drill.new_question()
    wrong = wrong_answer(second)
    drill.answer(wrong)
    drill.expect_try_again()
    drill.button("Show me").click()
    shown = solution(second["kind"], second["seed"], second["rules"])
    expect(drill.feedback).to_have_text(shown.message)
    expect_solution_marked(drill, second, shown.solution)
    record = practice.stored(PROGRESS_KEY)["exercises"][f"{PRACTICE_PATH}#{exercise_id}"]
    assert (record["attempts"], record["correct"], record["retried"]) == (2, 0, 1)


@pytest.mark.fresh_page  # an init script
def test_the_review_queue_brings_a_missed_drill_back_until_right_on_a_later_day(
    practice: ExercisePage,
) -> None:
    key = f"{PRACTICE_PATH}#trick-split-1"
    missed = {"attempts": 1, "correct": 0, "retried": 0, "streak": 0, "kind": "trick-split"}
    stored = {
        "schema": 2,
        "exercises": {key: {**missed, "last": "2026-01-02T10:00:00Z"}},
        "deals": {"played": 0, "last": None},
        "review": {"trick-split": {"key": key, "missed": "2026-01-02"}},
    }
    practice.page.add_init_script(
        f"if (!localStorage.getItem('{PROGRESS_KEY}')) "
        f"localStorage.setItem('{PROGRESS_KEY}', {json.dumps(json.dumps(stored))})"
    )
    practice.open()
    expect(practice.review).to_be_visible()
    link = practice.review.get_by_role("link")
    expect(link).to_have_count(1)
    expect(practice.review).to_contain_text("missed on 2026-01-02")
    link.click()
    expect(practice.page).to_have_url(re.compile("#ex-trick-split-1$"))

    # Right at the first try on a later day: it leaves the queue.
    split = practice.drill("trick-split-1")
    split.expect_ready()
    split.answer(right_answer(split.question()))
    expect(split.feedback).to_have_attribute("data-correct", "true")
    expect(practice.review).to_have_count(0)

    # A drill missed today comes back tomorrow, not today.
    count = practice.drill("matadors-count-1")
    count.expect_ready()
    count.miss(wrong_answer(count.question()))
    expect(practice.review).to_contain_text("1 drill you missed today comes back here tomorrow")
    expect(practice.review.get_by_role("link")).to_have_count(0)
    assert practice.stored(PROGRESS_KEY)["review"]["matadors-count"]["key"] == (
        f"{PRACTICE_PATH}#matadors-count-1"
    )


def test_order_drill_by_clicking_cards_into_places(practice: ExercisePage) -> None:
    practice.open(RANKING_PATH)
    drill = practice.drill("order-cards-1")
    drill.expect_ready()
    first = drill.question()
    expect(drill.check_button).to_be_disabled()  # not before every card has a place
    drill.answer(right_answer(first))
    expect(drill.feedback).to_have_attribute("data-correct", "true")
    expect(drill.slot(0)).to_have_attribute("data-mark", "right")

    second = drill.new_question()
    expect(drill.box.locator(".ombre-slot[data-choice]")).to_have_count(0)
    wrong = wrong_answer(second)
    drill.miss(wrong)
    verdict = check(second["kind"], second["seed"], second["rules"], wrong)
    expect(drill.feedback).to_have_attribute("data-correct", "false")
    expect(drill.feedback).to_have_text(verdict.message)
    for reason in verdict.reasons:
        facts = reason.get("facts", {})
        if "position" in facts:
            mark = "right" if facts["correct"] else "wrong"
            expect(drill.slot(facts["position"])).to_have_attribute("data-mark", mark)

    drill.button("Show me").click()
    expect(drill.slot(0)).to_have_attribute("data-mark", "solution")
    assert drill.placed_cards() == right_order(second["data"])


def test_order_drill_by_keyboard_alone(practice: ExercisePage) -> None:
    practice.open(RANKING_PATH)
    drill = practice.drill("order-cards-1")
    drill.expect_ready()
    question = drill.question()
    keyboard = practice.page.keyboard
    count = len(question["choices"])

    drill.button("Hint").focus()
    keyboard.press("Enter")
    expect(drill.hint_text).to_be_visible()

    # Enter on a card puts it in the next place and moves the focus to the next card.
    drill.choice(question["choices"][0]["id"]).focus()
    for _ in range(count):
        keyboard.press("Enter")
    assert drill.placed_cards() == [choice["id"] for choice in question["choices"]]
    expect(drill.check_button).to_be_focused()
    expect(drill.announcer).to_contain_text(f"in place {count} of {count}")

    # Sort with the arrow keys on a placed card's buttons.
    target = right_order(question["data"])
    for place, code in enumerate(target):
        at = drill.placed_cards().index(code)
        if at == place:
            continue
        drill.slot(at).get_by_role("button", name=re.compile("up$")).focus()
        for _ in range(at - place):
            keyboard.press("ArrowUp")
        expect(drill.slot(place)).to_have_attribute("data-choice", code)
        expect(drill.announcer).to_contain_text(f"moved to place {place + 1} of {count}")
    assert drill.placed_cards() == target

    drill.check_button.focus()
    keyboard.press("Enter")
    expect(drill.feedback).to_have_attribute("data-correct", "true")
    expect(drill.button("New question")).to_be_focused()


def test_exchange_accepts_any_sound_discard_and_shows_the_engine_comment(
    practice: ExercisePage,
) -> None:
    practice.open()
    drill = practice.drill("exchange-1")
    drill.expect_ready()
    question = drill.question()
    assert question["data"]["open"] is True
    plan = generate(question["kind"], question["seed"], question["rules"]).solution
    discards = [choice["id"] for choice in question["choices"] if choice["id"] in plan][:2]
    drill.answer(discards)
    verdict = check(question["kind"], question["seed"], question["rules"], discards)
    expect(drill.feedback).to_have_text(verdict.message)
    expect(drill.feedback).to_have_attribute("data-correct", "true")
    facts = verdict.reasons[0]["facts"]
    for code in [*facts["drawn"], *facts["hand_after"]]:
        expect(drill.details.locator(f'.ombre-card[data-card="{code}"]').first).to_be_attached()
    expect(drill.details).to_contain_text("Your hand now")
    expect(drill.button("Show me")).to_be_hidden()  # nothing to correct in a sound exchange


def test_exchange_warns_when_a_trump_is_thrown_away(practice: ExercisePage) -> None:
    practice.open()
    drill = practice.drill("exchange-1")
    drill.expect_ready()
    question = drill.question()
    best_trump = question["choices"][0]["id"]  # the hand is shown trumps first, best first
    first = check(question["kind"], question["seed"], question["rules"], [best_trump], reveal=False)
    drill.answer([best_trump])
    drill.expect_try_again()
    expect(drill.feedback).to_have_text(first.message)  # the nudge names no card
    drill.answer([best_trump])
    verdict = check(question["kind"], question["seed"], question["rules"], [best_trump])
    assert not verdict.correct and verdict.message.startswith("A poor exchange.")
    expect(drill.feedback).to_have_attribute("data-correct", "false")
    expect(drill.feedback).to_contain_text(verdict.reasons[0]["message"][:40])


def test_a_question_link_deals_that_exact_question(practice: ExercisePage) -> None:
    practice.open(query="?ex=payment-1:12345:swedish#ex-payment-1")
    payment = practice.drill("payment-1")
    payment.expect_ready()
    expect(payment.box).to_have_attribute("data-seed", "12345")
    expect(payment.box).to_have_attribute("data-rules", "swedish")
    expect(payment.question_text).to_have_text(generate("payment", 12345, "swedish").question)
    expect(practice.root).to_have_attribute("data-rules", "standard")  # the site's choice stays

    # The link under a freshly dealt question opens that question again.
    split = practice.drill("trick-split-1")
    dealt = split.new_question()
    href = split.link.get_attribute("href") or ""
    assert href.startswith(f"?ex=trick-split-1:{dealt['seed']}:standard")
    practice.open(query=href)
    replay = practice.drill("trick-split-1")
    replay.expect_ready()
    expect(replay.box).to_have_attribute("data-seed", str(dealt["seed"]))
    expect(replay.question_text).to_have_text(dealt["question"])


BAD_LINKS = {
    "payment-1": "-5",
    "trick-split-1": "1.5",
    "order-cards-1": "0x10",
    "trick-winner-1": "3:british",
}


def test_a_question_link_that_is_not_valid_says_so_and_deals_a_new_question(
    practice: ExercisePage,
) -> None:
    query = "&".join(f"ex={exercise_id}:{tail}" for exercise_id, tail in BAD_LINKS.items())
    practice.open(query=f"?{query}")
    for exercise_id in BAD_LINKS:
        drill = practice.drill(exercise_id)
        drill.expect_ready()
        expect(drill.feedback).to_have_text(
            "This question link is not valid; here is a new question."
        )
        expect(drill.box).not_to_have_attribute("data-seed", "1")  # not the page's own question
        shown = drill.question()
        expect(drill.question_text).to_have_text(drill.engine_question().question)
        assert shown["rules"] == "standard"
    good = practice.drill("matadors-which-1")  # no link for it: its own question, no notice
    good.expect_ready()
    expect(good.feedback).to_have_text("")


ENGINE_LISTENERS = """async () => {
  const site = document.querySelector('script[src$="js/site.js"]').src;
  const { engine } = await import(new URL("engine.js", site).href);
  window.ombreEngineForTest = engine;
  return engine.listeners.size;
}"""


def test_widgets_that_leave_the_page_stop_listening(practice: ExercisePage) -> None:
    page = practice.page
    practice.open(RANKING_PATH)
    ranking_drill = practice.drill("trick-winner-1")
    ranking_drill.expect_ready()
    expect(page.get_by_role("radio").first).to_be_enabled()
    fresh = page.evaluate(ENGINE_LISTENERS)

    practice.open()  # the practice page: a drill of every kind
    practice.drill("payment-1").expect_ready()
    page.evaluate("window.ombreSameVisit = true")
    page.locator(f'.md-nav--primary a[href$="{RANKING_PATH}"]:visible').first.click()
    expect(page).to_have_url(re.compile(re.escape(RANKING_PATH) + "$"))
    ranking_drill.expect_ready()
    expect(page.get_by_role("radio").first).to_be_enabled()
    assert page.evaluate("window.ombreSameVisit") is True  # instant navigation, no reload
    # The practice page's widgets are gone: none of them is still subscribed to the engine.
    # (The lesson's widgets bind as their modules load, so wait for their count to settle.)
    page.evaluate(ENGINE_LISTENERS)
    page.wait_for_function(
        "fresh => window.ombreEngineForTest.listeners.size === fresh", arg=fresh, timeout=30_000
    )


def test_rules_switch_is_remembered_and_redeals_the_exercises(practice: ExercisePage) -> None:
    practice.open()
    expect(practice.root).to_have_attribute("data-rules", "standard")
    payment = practice.drill("payment-1")
    payment.expect_ready()
    seed = payment.question()["seed"]
    standard, swedish = generate("payment", seed, "standard"), generate("payment", seed, "swedish")
    assert standard.question != swedish.question
    expect(payment.question_text).to_have_text(standard.question)
    expect(practice.preset_block("standard").locator(".ombre-preset__current")).to_be_visible()

    practice.choose_rules("swedish")
    expect(payment.box).to_have_attribute("data-rules", "swedish")
    expect(payment.question_text).to_have_text(swedish.question)
    expect(practice.preset_block("swedish").locator(".ombre-preset__current")).to_be_visible()
    expect(practice.preset_block("standard").locator(".ombre-preset__current")).to_be_hidden()
    assert practice.stored(RULES_KEY) == "swedish"

    practice.page.reload()
    expect(practice.root).to_have_attribute("data-rules", "swedish")
    expect(practice.rules_switch).to_have_value("swedish")
    payment.expect_ready()
    expect(payment.box).to_have_attribute("data-rules", "swedish")
    expect(payment.question_text).to_have_text(swedish.question)
    payment.answer(swedish.solution)
    expect(payment.feedback).to_have_attribute("data-correct", "true")


@pytest.mark.parametrize("storage", ["corrupt", "blocked"])
def test_rules_fall_back_to_standard_when_storage_is_unusable(
    practice: ExercisePage, context: BrowserContext, storage: str
) -> None:
    if storage == "corrupt":
        context.add_init_script(f"localStorage.setItem('{RULES_KEY}', '{{\"not\": 1')")
    else:
        # Reading or writing the preset throws, as blocked or full storage does.
        context.add_init_script(
            "for (const name of ['getItem', 'setItem']) {"
            "  const original = Storage.prototype[name];"
            "  Storage.prototype[name] = function (key, ...rest) {"
            f"    if (key === '{RULES_KEY}') throw new DOMException('blocked', 'SecurityError');"
            "    return original.call(this, key, ...rest);"
            "  };"
            "}"
        )
    practice.open()
    expect(practice.root).to_have_attribute("data-rules", "standard")
    expect(practice.rules_switch).to_have_value("standard")
    practice.choose_rules("swedish")  # still switches, for this page
    expect(practice.preset_block("swedish").locator(".ombre-preset__current")).to_be_visible()


def test_practice_page_with_answered_drills_has_no_serious_axe_violation(
    practice: ExercisePage,
) -> None:
    practice.open()
    payment = practice.drill("payment-1")
    payment.expect_ready()
    payment.miss(wrong_answer(payment.question()))
    order = practice.drill("order-cards-1")
    order.choice(order.question()["choices"][0]["id"]).click()
    serious = practice.serious_violations()
    assert not serious, "\n".join(serious)
