"""The exercise widget's build-time HTML names suits so the page can follow the card faces, and
the home page's lesson list is drawn as a plain list the page can mark done."""

from __future__ import annotations

import json
import re
import subprocess
from html import unescape
from pathlib import Path

from ombre_core.cards import Suit
from ombre_core.exercises import generate
from sitegen.blocks import lesson_list
from sitegen.lessons import PageContext, course_lessons
from sitegen.macros import render_widget

SPAN = re.compile(
    r'<span class="ombre-suit-word" data-french="([^"]+)" data-spanish="([^"]+)">([^<]+)</span>'
)
TAG = re.compile(r"<[^>]+>")


def context() -> PageContext:
    return PageContext(url="practice/", source_dir=Path("tutorials/practice"))


def block(html: str, name: str) -> str:
    match = re.search(rf'<p class="ombre-exercise__{name}"[^>]*>(.*?)</p>', html)
    assert match is not None, name
    return match.group(1)


def test_each_suit_word_of_the_question_and_hint_carries_both_decks_words() -> None:
    question = generate("trick-winner", 1)  # hearts are trumps
    html = str(render_widget("exercise", context(), kind="trick-winner", seed=1))
    for name, text in (("question", question.question), ("hint", question.hint)):
        drawn = block(html, name)
        assert unescape(TAG.sub("", drawn)) == text  # the French words, as the engine wrote them
        spans = SPAN.findall(drawn)
        assert spans, f"no suit word in the {name}"
        for french, spanish, shown in spans:
            assert shown == french
            suit = Suit.parse(french.lower())
            expected = suit.name_in("spanish")
            assert spanish == (expected.capitalize() if french[0].isupper() else expected)
    assert 'data-french="Hearts" data-spanish="Copas"' in block(html, "question")


def test_a_text_without_suit_names_is_drawn_as_it_is() -> None:
    html = str(render_widget("exercise", context(), kind="trick-split", seed=1))
    assert "ombre-suit-word" not in block(html, "question")


def test_the_lesson_list_is_a_plain_list_in_a_wrapper_the_page_marks() -> None:
    page = PageContext(url="", source_dir=Path("tutorials"))
    text = str(lesson_list(page))
    assert text.startswith('<div class="ombre-lesson-list" markdown>\n\n')
    assert text.endswith("\n\n</div>")
    items = [line for line in text.splitlines() if re.match(r"\d+\. \[", line)]
    assert len(items) == len(course_lessons()) >= 10


def test_the_ranking_widget_names_suits_in_both_decks_words() -> None:
    page = PageContext(url="ranking-the-cards/", source_dir=Path("tutorials/ranking-the-cards"))
    html = str(render_widget("ranking", page, trump="hearts"))
    for suit in Suit:
        french, spanish = suit.name_in("french").capitalize(), suit.name_in("spanish").capitalize()
        word = f'data-french="{french}" data-spanish="{spanish}">{french}</span>'
        assert f"{word} {suit.symbol}</label>" in html  # the radio
        assert re.search(rf'<h3 class="ombre-suit__heading"><span [^>]*{word}: ', html)


EXERCISE_DOM = Path(__file__).resolve().parents[2] / "site" / "js" / "exercise-dom.js"
# words() of exercise-dom.js in Node over a one-call DOM: each part as its text, a suit word in [].
SPLIT_WORDS = """
globalThis.document = { createElement: () => ({ setAttribute() {}, set textContent(text) {
  this.text = text; } }) };
const { words } = await import(process.argv[1]);
const [text, french, spanish] = JSON.parse(process.argv[2]);
const parts = words(text, { suit_names: { french, spanish } });
const shown = parts.map((part) => (typeof part === "string" ? part : `[${part.text}]`));
console.log(JSON.stringify(shown));
"""


def split_words(text: str, french: list[str], spanish: list[str]) -> list[str]:
    command = ["node", "--input-type=module", "-e", SPLIT_WORDS, EXERCISE_DOM.as_uri()]
    result = subprocess.run(
        [*command, json.dumps([text, french, spanish])],
        capture_output=True, text=True, check=True, timeout=60,
    )  # fmt: skip
    parsed: list[str] = json.loads(result.stdout)
    return parsed


def test_suit_words_in_a_question_dealt_in_the_browser_are_whole_words_in_any_language() -> None:
    """Drawn in the browser for each new question: a suit word inside a longer word is left alone,
    whatever letters surround it (not only ASCII ones)."""
    french = ["cœur", "carreau", "pique", "trèfle"]
    spanish = ["copas", "oros", "espadas", "bastos"]
    assert split_words("Atout cœur ; le pli est piqué, pas à pique.", french, spanish) == [
        "Atout ",
        "[cœur]",
        " ; le pli est piqué, pas à ",
        "[pique]",
        ".",
    ]
    assert split_words("Trèfle, ou trèfles ?", french, spanish) == ["[Trèfle]", ", ou trèfles ?"]
    swedish = ["hjärter", "ruter", "spader", "klöver"]
    assert split_words("Klöver är trumf, inte klöveräng.", swedish, spanish) == [
        "[Klöver]",
        " är trumf, inte klöveräng.",
    ]
