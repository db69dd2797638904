"""The course's languages: each one's plural rule agrees with the browser's, each written
catalogue stands in for the English one, and the engine words a request in the page's language."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from ombre_core import api, exercises
from ombre_core.actions import NameTrump
from ombre_core.bots import hint
from ombre_core.cards import Suit
from ombre_core.game import GameState
from ombre_core.messages import (
    CATALOGUE,
    COMPLETE,
    LANGUAGES,
    PLURAL_CATEGORIES,
    PLURAL_RULES,
    catalogue,
    label,
    language,
    parity_problems,
    plural,
    use_language,
    written,
)
from ombre_core.table import describe_step

LOCALES = Path(__file__).resolve().parents[2] / "ombre_core" / "locales"
COUNTS = [*range(0, 130), 1_000, 1_000_000, 2_000_000, 1_500_000]


def test_every_language_has_a_plural_rule() -> None:
    assert set(PLURAL_RULES) == set(LANGUAGES)
    assert PLURAL_CATEGORIES["en"] == ("one", "other")
    assert PLURAL_CATEGORIES["fr"] == ("many", "one", "other")


def test_the_plural_rules_agree_with_the_browsers() -> None:
    script = (
        "const [langs, counts] = JSON.parse(process.argv[1]);"
        "console.log(JSON.stringify(Object.fromEntries(langs.map((l) => "
        "[l, counts.map((n) => new Intl.PluralRules(l).select(n))]))));"
    )
    result = subprocess.run(
        ["node", "-e", script, json.dumps([LANGUAGES, COUNTS])],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    browser = json.loads(result.stdout)
    for code in LANGUAGES:
        assert [PLURAL_RULES[code](n) for n in COUNTS] == browser[code], code


def test_every_written_catalogue_keeps_the_english_placeholders_and_codes() -> None:
    for path in sorted(LOCALES.glob("[a-z][a-z].py")):
        assert path.stem in LANGUAGES, path
        problems = parity_problems(CATALOGUE, written(path.stem), path.stem)
        if path.stem not in COMPLETE:
            problems = [problem for problem in problems if not problem.endswith(": missing")]
        assert problems == [], path.stem


def test_a_complete_language_words_every_code_and_a_partial_one_says_the_rest_in_english() -> None:
    assert "en" in COMPLETE <= set(LANGUAGES)
    for code in LANGUAGES:
        assert catalogue(code).keys() >= CATALOGUE.keys(), code  # and a language's own plurals
        words = written(code)
        assert all(catalogue(code)[key] == words.get(key, CATALOGUE[key]) for key in CATALOGUE)


def test_parity_finds_a_missing_code_a_changed_placeholder_and_a_missing_plural() -> None:
    english = {"a": "{who} passes", "n.one": "{count} card", "n.other": "{count} cards"}
    french = {"a": "{qui} passe", "n.one": "{count} carte", "n.other": "{count} cartes"}
    assert parity_problems(english, french, "fr") == [
        "n.many: missing",
        "a: placeholders {'qui'} instead of {'who'}",
    ]
    assert parity_problems(english, {**english}, "en") == []


def test_an_unknown_language_has_no_catalogue() -> None:
    with pytest.raises(ValueError, match="no catalogue language 'xx'"):
        catalogue("xx")


def test_use_language_words_inside_the_block_only() -> None:
    assert language() == "en"
    with use_language("fr"):
        assert language() == "fr"
        assert label("label.pass") == catalogue("fr")["label.pass"]
        assert plural("count.card", 0) == catalogue("fr")["count.card.one"].format(count=0)
    assert language() == "en"
    assert plural("count.card", 0) == "0 cards"


def test_dispatch_words_a_request_in_the_pages_language_and_refuses_an_unknown_one() -> None:
    reply = json.loads(api.dispatch("version", "{}", "sv"))
    assert reply["ok"], reply
    assert language() == "en"
    refused = json.loads(api.dispatch("version", "{}", "klingon"))
    assert refused["error"]["code"] == "bad-language"
    assert "choose one of en, fr, es, pt, sv, de" in refused["error"]["message"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_exercise_names_its_rule_set_in_words_not_by_its_code(lang: str) -> None:
    params = json.dumps({"kind": "trick-winner", "seed": 3, "rules": "swedish"})
    reply = json.loads(api.dispatch("exercise.new", params, lang))
    assert reply["result"]["rules"] == "swedish"
    assert reply["result"]["rules_name"] == catalogue(lang)["rules.swedish"]
    assert "swedish" not in reply["result"]["rules_name"]


def test_a_wrong_trick_winner_names_the_suit_led_in_the_pages_language() -> None:
    english = {str(suit) for suit in Suit}
    explained = []
    with use_language("fr"):
        for seed in range(12):
            winner = exercises.solution("trick-winner", seed, "standard").to_dict()["solution"]
            trick = exercises.generate("trick-winner", seed, "standard").to_dict()["choices"]
            for card in (choice["card"] for choice in trick if choice["card"] != winner):
                reply = exercises.check("trick-winner", seed, "standard", card, reveal=True)
                explained.append(reply.to_dict()["message"])
    assert any("fournit à" in message for message in explained)
    assert not [said for said in explained if english & set(said.replace(",", " ").split())]


def test_every_daily_line_opens_with_its_title_and_day() -> None:
    """The daily page lists past days by the shared line cut after "{day} · " (table/daily.js)."""
    for code in LANGUAGES:
        line = catalogue(code)["daily.line"]
        assert line.index("{day} · ") < line.index("{rules}"), code


def test_a_deal_story_names_the_trump_suit_in_the_pages_language() -> None:
    with use_language("fr"):
        state = GameState.new_deal("standard", dealer=2, seed=2)
        while state.phase != "play":
            before, action = state.clone(), hint(state)[0]
            state.apply(action)
            if isinstance(action, NameTrump):
                told = describe_step(before, action, state)
    assert state.trump is not None
    french_suit = catalogue("fr")[f"suit.french.{state.trump}"]
    assert told.startswith(f"Vous nommez l'atout : {french_suit}.")


def test_a_bidding_hint_gives_its_verdict_in_the_pages_language() -> None:
    english_verdicts = [CATALOGUE[code] for code in CATALOGUE if code.startswith("strength.")]
    with use_language("fr"):
        state = GameState.new_deal("standard", dealer=2, seed=5)
        reason = hint(state)[1]
    assert catalogue("fr")["strength.lone-matador"] in reason
    assert not [verdict for verdict in english_verdicts if verdict in reason]
