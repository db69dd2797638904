"""Every learner-facing string of the site's JavaScript lives in the strings catalogue
(``site/strings/<lang>/js.toml``, said by ``site/js/i18n.js``), and ``site/js/strings.js`` is the
English table written from it.

A scan of ``site/js/**/*.js`` (TypeScript's parser, in Node) flags string and template literals
that look like words; the keys given to ``t()`` and ``tn()`` must exist, counted ones with every
English plural category."""

from __future__ import annotations

import json
import re
import subprocess
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from ombre_core.exercises import KINDS
from ombre_core.messages import LANGUAGES
from sitegen.lessons import PageContext
from sitegen.macros import render_widget
from sitegen.strings import JS_MODULE, js_module, js_strings, write_js_strings
from sitegen.widgets import exercise as exercise_widget

ROOT = Path(__file__).resolve().parents[2]
SCAN = Path(__file__).with_name("js_words_scan.mjs")
TYPESCRIPT = ROOT / "node_modules" / "typescript" / "lib" / "typescript.js"

# Literals that look like words but never reach the page as words, each with its reason.
ALLOWED: dict[str, str] = {
    "discard none": "an action in the engine's notation (table/controller.js), never shown",
    "Enter": "a key's name (KeyboardEvent.key)",
    "Escape": "a key's name (KeyboardEvent.key)",
    "caption, figcaption": "a CSS selector (a11y.js)",
    '${} is not a card: ranks are A 2 3 4 5 6 7 J Q K and suits s h d c, as in "Kh"': (
        "a bad card code from the site's own code (cards.js), a programming error"
    ),
    "card size ${} is not one of ${}": "a bad size from the site's own code (cards.js)",
    'deck must be "french" or "spanish", not ${}': "a bad deck from the site's own code (cards.js)",
    "the rule preset is one of ${}, not ${}": "a bad preset from the site's own code (rules.js)",
    "a choice question is answered by its click": "a programming error (exercise-answers.js)",
    "a chips question names its players in data.players": "a programming error",
    "the exercise widget cannot draw answer type ${}": "a programming error (exercise-answers.js)",
    "unknown result ${}": "a bad outcome from the site's own code (progress.js)",
    (
        "import io, lzma, os, zipfile\n"
        'with open(${}, "rb") as packed: data = lzma.decompress(packed.read())\n'
    ): "Python run by the worker (engine-worker.js)",
    "zipfile.ZipFile(io.BytesIO(data)).extractall(${})\nos.remove(${})\ndel data, packed": (
        "Python run by the worker (engine-worker.js)"
    ),
    "import sys\nif ${} not in sys.path: sys.path.insert(0, ${})": "Python run by the worker",
    "the request is over ${} characters long": "a refusal's diagnostic, as the engine's are",
    "the request is nested over ${} levels deep": "a refusal's diagnostic, as the engine's are",
    "the parameters are not JSON: ${}": "a refusal's diagnostic, as the engine's are",
    "the method name must be a string": "a refusal's diagnostic, as the engine's are",
}
# Files (or ``file:line`` spans never needed so far) whose every literal reaches no learner.
ALLOWED_FILES: dict[str, str] = {
    "i18n.js": "its errors name a missing key or placeholder, for developers",
}

PLAIN_WORD = re.compile(r"[(\"'“]?[A-Za-z][a-z'\u2019]*[)\"'”,.:;!?…]*")
CAPITALISED = re.compile(r"[(\"'“]?[A-Z][a-z'\u2019]+[)\"'”,.:;!?…]*")
# CSS selectors and class lists: ".ombre-table__hand button", "admonition tip ombre-review".
CODE_LIKE = re.compile(r"(^|\s)[.#][a-z]|__|\b(ombre|md)-")


def looks_like_words(text: str) -> bool:
    """Two plain words, or one capitalised word ("Check"); CSS classes and selectors are not."""
    if CODE_LIKE.search(text):
        return False
    tokens = text.replace("${}", " ").split()
    words = [token for token in tokens if PLAIN_WORD.fullmatch(token)]
    return len(words) >= 2 or any(CAPITALISED.fullmatch(word) for word in words)


@cache
def scan() -> dict[str, list[dict[str, Any]]]:
    command = ["node", str(SCAN), str(TYPESCRIPT), str(ROOT / "site" / "js")]
    done = subprocess.run(command, capture_output=True, text=True, check=True, timeout=120)
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def test_the_table_module_is_up_to_date() -> None:
    assert JS_MODULE.read_text(encoding="utf-8") == js_module("en"), (
        "run: .venv/bin/python -m sitegen.strings"
    )


def test_no_words_are_left_in_the_javascript() -> None:
    left = [
        f"{literal['at']}: {literal['text']!r}"
        for literal in scan()["literals"]
        if looks_like_words(literal["text"])
        and not literal["console"]  # the developer console, not the page
        and literal["text"] not in ALLOWED
        and literal["at"].split(":")[0] not in ALLOWED_FILES
    ]
    assert left == [], "words outside site/strings/en/js.toml:\n" + "\n".join(left)


def test_every_key_said_exists() -> None:
    table = js_strings("en")
    missing = []
    for use in scan()["keys"]:
        key = use["key"]
        if use["call"] == "family":  # t(`prefix.${code}`): the prefix names some entries
            missing += (
                [] if any(k.startswith(f"{key}.") for k in table) else [f"{use['at']}: {key}"]
            )
            continue
        wanted = [key] if use["call"] == "t" else [f"{key}.one", f"{key}.other"]
        missing += [f"{use['at']}: {key}" for key in wanted if key not in table]
    assert missing == []


def test_every_entry_is_said() -> None:
    said = {use["key"] for use in scan()["keys"]}
    unsaid = [
        key for key in js_strings("en") if key not in said and key.rsplit(".", 1)[0] not in said
    ]
    assert unsaid == []


def test_the_allowlist_is_needed() -> None:
    texts = {literal["text"] for literal in scan()["literals"]}
    assert [text for text in ALLOWED if text not in texts] == []


def test_the_build_draws_a_page_in_its_languages_words(monkeypatch: pytest.MonkeyPatch) -> None:
    english = js_strings("en")
    french = {**english, "exercise-view.new-question": "Nouvelle question"}
    tables = {"en": english, "fr": french}
    monkeypatch.setattr(exercise_widget, "js_strings", tables.__getitem__)

    def drawn(lang: str) -> str:
        page = PageContext(url="practice/", source_dir=Path("tutorials/practice"), lang=lang)
        return str(render_widget("exercise", page, kind="trick-winner", seed=3, title="A drill"))

    assert "Nouvelle question" in drawn("fr")
    assert "Nouvelle question" not in drawn("en") and "New question" in drawn("en")


I18N_CHECK = """
const { t, tn, useStrings, lang } = await import(process.argv[1]);
const hand = t("table-view.your-hand", { tricks: "2 tricks" });
const english = [hand, tn("table-view-parts.tricks", 1)];
useStrings("fr", {
  "a.pot": "Le pot {pot} ; donne {deal}",
  "a.pli.one": "{count} pli",
  "a.pli.many": "{count} de plis",
  "a.pli.other": "{count} plis",
  "a.trick.one": "{count} trick",
  "a.trick.other": "{count} tricks",
});
const french = [
  lang(),
  t("a.pot", { pot: -1.5, deal: "3" }),
  tn("a.pli", 0),
  tn("a.pli", 2),
  tn("a.pli", 1000000),
  tn("a.trick", 1000000),
];
let missing = "";
try {
  t("a.pot", { pot: 1 });
} catch (error) {
  missing = error.message;
}
console.log(JSON.stringify({ english, french, missing }));
"""


def test_words_are_filled_counted_and_numbered_by_the_tables_language() -> None:
    module = (ROOT / "site" / "js" / "i18n.js").as_uri()
    command = ["node", "--input-type=module", "-e", I18N_CHECK, module]
    done = subprocess.run(command, capture_output=True, text=True, check=True, timeout=60)
    assert json.loads(done.stdout) == {
        "english": ["Your hand: 2 tricks", "1 trick"],
        "french": [
            *["fr", "Le pot -1,5 ; donne 3", "0 pli", "2 plis", "1000000 de plis"],
            "1000000 tricks",  # an entry still English has no "many": its "other"
        ],
        "missing": "the string a.pot needs {deal}",
    }


def test_a_languages_build_gets_its_own_table(tmp_path: Path) -> None:
    written = write_js_strings(tmp_path, "sv")
    assert written == tmp_path / "js" / "strings.js"
    assert written.read_text(encoding="utf-8") == js_module("sv")
    assert 'export const LANG = "sv";' in written.read_text(encoding="utf-8")  # Swedish plurals


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_drill_kind_has_a_name_in_words(lang: str) -> None:
    table = js_strings(lang)
    names = {kind: table.get(f"progress-ui.drill-name.{kind}", "") for kind in KINDS}
    assert all(names.values()), [kind for kind, name in names.items() if not name]
    assert [kind for kind, name in names.items() if kind in name] == []
    assert table["progress-ui.a-drill"]
    said = {use["key"] for use in scan()["keys"] if use["call"] == "family"}
    assert "progress-ui.drill-name" in said  # the JS names a drill by this family
