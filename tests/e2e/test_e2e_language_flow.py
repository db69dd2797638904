"""One learner's path through the course in another language, in Chromium: the practice page
in that language by the header's switcher, a drill of each answer type, each answered wrong
first (the engine's nudge, "Try again") then right; a guided deal played to its end; a deal of
free play with a strong player's hint, then its review. Every control is found by its name in
the page's language (the page objects' words, ``e2e_words``) and what the page says is checked
against the engine's catalogue and the site's strings in that language, with no English left.

Which languages run: one a day, or those ``OMBRE_E2E_LANGUAGES`` names (``e2e_slices``); the
language's code is in the test's id.
"""

from __future__ import annotations

import re
from functools import cache

import pytest
from e2e_pages import page_width
from e2e_slices import LANGUAGES_RUN
from e2e_words import PLACEHOLDER, JsWords, engine_words
from pages_exercises import PRACTICE_PATH, ExercisePage
from pages_game import PHONE_SIZE, strip_problems
from pages_guided import GuidedPage, script
from pages_languages import LanguagePage
from pages_review import DealReview, KeyboardTable
from playwright.sync_api import Locator, Page, ViewportSize, expect
from test_e2e_exercises import RETRY_DRILLS, wrong_answer
from test_e2e_guided import play_through

from ombre_core.exercises import check
from ombre_core.game import GameState
from ombre_core.hints import strong_hint
from ombre_core.messages import seat_names, use_language
from ombre_core.review import review_deal
from sitegen.languages import ENGLISH
from sitegen.server import RunningServer
from sitegen.strings import capitalised

# The test moves the worker's kept page, its engine running, from page to page (conftest.py).
pytestmark = pytest.mark.kept_page

GUIDED_DEAL = "sacada"  # the first of the page's guided deals
SEED = 2
"""The free deal of test_e2e_review.py: the learner, eldest, bids an entrada first."""


DRILL_MODULES = ("exercise-", "widgets-exercise.")
TABLE_MODULES = ("table-", "game-ui.")
REVIEW_MODULES = ("deal-review",)
"""The site's script modules whose words each part of the path shows (by key prefix)."""


def telling_pieces(template: str, *, single_words: bool = True) -> list[str]:
    """The parts of an English string that no other language shares by chance: the pieces of
    two words or more between its placeholders (``"talon {count} card"`` has none: "talon" is
    French and Swedish too), and, with ``single_words``, a whole string of one word (a button's
    name; the engine's single words are the game's terms, "Ombre" or "Quintille" in any
    language).

    >>> telling_pieces("Trick {number}, won by {winner}"), telling_pieces("Hint")
    (['won by'], ['Hint'])
    """
    if single_words and not PLACEHOLDER.search(template) and len(template.split()) == 1:
        return [template.strip()] if len(template.strip()) > 3 else []
    pieces = [piece.strip(" ,.:;()") for piece in PLACEHOLDER.split(template)]
    return [piece for piece in pieces if len(piece.split()) >= 2]


@cache
def english_words(lang: str, modules: tuple[str, ...]) -> list[tuple[str, str, re.Pattern[str]]]:
    """Each telling piece of English, by its key, among the strings of the site's script
    ``modules`` and every engine sentence, where ``lang`` words the string otherwise."""
    sources = [
        (JsWords(ENGLISH), JsWords(lang), modules, True),
        (engine_words(ENGLISH), engine_words(lang), ("",), False),
    ]
    found = []
    for english, local, prefixes, single_words in sources:
        for key, template in english.items():
            # Swedish writes "spadille" where English writes "Spadille": not English left.
            if key.startswith(prefixes) and local.get(key, template).lower() != template.lower():
                found += [
                    (key, piece, re.compile(rf"(?<!\w){re.escape(piece)}(?!\w)"))
                    for piece in telling_pieces(template, single_words=single_words)
                ]
    return found


def english_left(shown: Locator, lang: str, modules: tuple[str, ...]) -> list[str]:
    """The English that ``shown`` still says (:func:`english_words`), with its key."""
    text = shown.inner_text()
    return [
        f"{key}: {piece!r}"
        for key, piece, pattern in english_words(lang, modules)
        if pattern.search(text)
    ]


def arrive_in(lang: str, page: Page, site_server: RunningServer) -> ExercisePage:
    """The English practice page, then the same page in ``lang`` through the header's
    language switcher, as a learner chooses their language."""
    ExercisePage(page, site_server.url).open()
    switcher = LanguagePage(page, site_server.url)
    switcher.switch_to(lang, from_code=ENGLISH)
    switcher.expect_at(lang, PRACTICE_PATH)
    return ExercisePage(page, site_server.url, lang)


def drills_wrong_then_right(practice: ExercisePage) -> None:
    """One drill of each answer type: a wrong first try gets the engine's nudge in the page's
    language, the retry is right."""
    for answer_type, exercise_id in RETRY_DRILLS.items():
        drill = practice.ready_drill(exercise_id)
        question = drill.question()
        assert question["answer_type"] == answer_type
        kind, seed, rules = question["kind"], question["seed"], question["rules"]
        right = drill.right_answer()  # the engine's: the data on screen is in the page's words
        wrong = wrong_answer(question, right)
        with use_language(practice.lang):
            nudge = check(kind, seed, rules, wrong, reveal=False).message
            verdict = check(kind, seed, rules, right).message
        drill.answer(wrong)
        drill.expect_try_again()
        expect(drill.feedback).to_have_text(nudge)
        drill.answer(right)
        drill.expect_verdict(True)
        expect(drill.feedback).to_have_text(verdict)
        assert english_left(drill.box, practice.lang, DRILL_MODULES) == []


def guided_deal_to_its_end(guided: GuidedPage) -> None:
    """The first guided deal, its script in the page's language, to its end."""
    guided.open()
    guided.expect_engine_ready()
    play_through(guided, script(GUIDED_DEAL, guided.lang))
    assert english_left(guided.table, guided.lang, TABLE_MODULES) == []


def hinted_bid(table: KeyboardTable) -> None:
    """The learner's first bid as a strong player's hint says it, in the page's language."""
    table.wait_turn_by_keyboard()
    with use_language(table.lang):
        hint = strong_hint(GameState.from_notation(table.notation))
    action = table.ask_hint()
    assert action == hint.action
    card = f"{hint.label}. {capitalised(hint.reason)}. ({capitalised(hint.source)}.)"
    expect(table.hint).to_have_text(card)
    table.act(action)


def free_deal_and_its_review(table: KeyboardTable) -> None:
    """A free deal, its first bid by a hint, played to its end, then its review opened: each
    trick's winner and why in the page's language; the analysis stopped; all of it on a
    phone."""
    table.open_with_deal(GameState.new_deal("standard", 2, 0, SEED).to_notation())
    table.expect_engine_ready()
    hinted_bid(table)
    final = table.play_to_the_end()
    table.press(table.review_button)
    review = DealReview(table.table, table.lang)
    expect(review.tricks).to_have_count(9)
    with use_language(table.lang):
        reviewed = review_deal(final, seat=0)
        names = seat_names()
    for trick in reviewed.tricks:
        won = table.words.fill("deal-review.won-by", winner=names[trick.winner], why=trick.why)
        expect(review.trick(trick.number)).to_contain_text(won)
    table.press(review.cancel)
    stopped = table.words.pattern("deal-review.analysis-stopped-positions-analysed")
    expect(review.box).to_contain_text(stopped)
    assert english_left(table.table, table.lang, TABLE_MODULES) == []
    assert english_left(review.box, table.lang, REVIEW_MODULES) == []
    # The longer words fit a phone: the table and its review no wider than the page.
    phone = ViewportSize(width=PHONE_SIZE["width"], height=PHONE_SIZE["height"])
    table.page.set_viewport_size(phone)
    assert page_width(table.page) <= phone["width"]
    assert review.box.evaluate("box => box.scrollWidth <= box.clientWidth")
    assert strip_problems(table.table) == []


@pytest.mark.parametrize("lang", LANGUAGES_RUN, ids=LANGUAGES_RUN)
def test_a_learners_path_drills_a_guided_deal_and_a_reviewed_free_deal(
    lang: str, page: Page, site_server: RunningServer
) -> None:
    drills_wrong_then_right(arrive_in(lang, page, site_server))
    guided_deal_to_its_end(GuidedPage(page, site_server.url, lang))
    free_deal_and_its_review(KeyboardTable(page, site_server.url, lang))
