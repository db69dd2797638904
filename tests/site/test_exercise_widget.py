"""Build-time exercise widget and rule presets: every kind drawn with disabled controls, stable
ids, question links, the presets() blocks and the head script."""

from __future__ import annotations

import json
import re
from html import unescape
from html.parser import HTMLParser
from pathlib import Path

import pytest
from jinja2 import Environment, StrictUndefined

from ombre_core.exercises import KINDS, generate
from sitegen.lessons import PageContext
from sitegen.macros import render_widget
from sitegen.presets import RULES_HEAD_SCRIPT, RULES_STORAGE_KEY, preset, presets
from sitegen.widgets.exercise import exercise_id


class Controls(HTMLParser):
    """Buttons and inputs of a fragment, with their attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.controls: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("button", "input", "select"):
            self.controls.append((tag, dict(attrs)))


def context() -> PageContext:
    return PageContext(url="practice/", source_dir=Path("tutorials/practice"))


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_is_drawn_before_python_with_every_control_disabled(kind: str) -> None:
    html = str(render_widget("exercise", context(), kind=kind, seed=3, title="A drill"))
    question = generate(kind, 3, "standard")
    parser = Controls()
    parser.feed(html)
    assert parser.controls, "no controls drawn"
    assert all("disabled" in attrs for _, attrs in parser.controls), parser.controls
    assert f'data-answer-type="{question.answer_type}"' in html
    shown = re.search(r'data-exercise="([^"]*)"', html)
    assert shown is not None
    data = json.loads(unescape(shown.group(1)))
    assert data == question.to_dict()  # the engine's question, without its solution
    assert "solution" not in data
    for choice in question.choices:
        assert f'data-choice="{choice.id}"' in html
    if question.answer_type == "chips":
        assert (
            len([t for t, a in parser.controls if t == "input"])
            == len(question.data["players"]) + 1
        )


def test_ids_are_kind_and_index_on_the_page_and_links_replay_them() -> None:
    page = context()
    first = str(render_widget("exercise", page, kind="trick-winner", seed=1))
    second = str(render_widget("exercise", page, kind="trick-winner", seed=2))
    other = str(render_widget("exercise", page, kind="payment", seed=1))
    assert 'data-exercise-id="trick-winner-1"' in first
    assert 'data-exercise-id="trick-winner-2"' in second
    assert 'data-exercise-id="payment-1"' in other
    assert 'href="?ex=trick-winner-2:2:standard#ex-trick-winner-2"' in second
    assert exercise_id("x", {}) == "x-1"
    assert 'href="?ex=payment-1:1:standard#ex-payment-1"' in other


def test_rules_can_be_fixed_and_an_unknown_preset_is_an_error() -> None:
    html = str(render_widget("exercise", context(), kind="payment", seed=1, rules="swedish"))
    assert 'data-rules-fixed="swedish"' in html and "Swedish rules" in html
    with pytest.raises(ValueError, match="rules must be one of"):
        render_widget("exercise", context(), kind="payment", seed=1, rules="british")


def render(source: str) -> str:
    env = Environment(undefined=StrictUndefined)
    return env.from_string(source).render(presets=presets, preset=preset)


def test_presets_block_puts_both_versions_in_order_as_markdown() -> None:
    html = render(
        "{% call presets() %}\n{% call preset('standard') %}\n**Std** text\n{% endcall %}\n"
        "{% call preset('swedish') %}\n    Swe text\n{% endcall %}\n{% endcall %}"
    )
    assert html.index('data-preset="standard"') < html.index('data-preset="swedish"')
    assert 'markdown="1"' in html
    assert "\n**Std** text\n" in html and "\nSwe text\n" in html  # dedented, not a code block
    assert render("{{ presets(standard='a', swedish='b') }}").count('class="ombre-preset"') == 2


@pytest.mark.parametrize(
    "source",
    [
        "{{ presets(standard='only one') }}",
        "{% call presets() %}{% call preset('standard') %}x{% endcall %}{% endcall %}",
        "{% call presets() %}{% call preset('british') %}x{% endcall %}{% endcall %}",
    ],
)
def test_presets_block_refuses_a_missing_or_unknown_preset(source: str) -> None:
    with pytest.raises(ValueError):
        render(source)


def test_head_script_reads_only_known_presets_and_never_throws() -> None:
    assert RULES_STORAGE_KEY in RULES_HEAD_SCRIPT
    assert "try{" in RULES_HEAD_SCRIPT and "catch(e){}" in RULES_HEAD_SCRIPT
    assert "v==='standard'||v==='swedish'" in RULES_HEAD_SCRIPT


def test_the_browser_gets_the_preset_names_from_the_build_not_a_copy() -> None:
    from ombre_core.rules import PRESETS
    from sitegen.presets import presets_module

    assert all(f'"{name}"' in presets_module() for name in PRESETS)
    site_js = Path(__file__).resolve().parents[2] / "site" / "js"
    for name in ("rules.js", "game-ui.js"):
        source = (site_js / name).read_text(encoding="utf-8")
        assert '"swedish"' not in source, f"{name} copies the preset names"


def test_every_answer_type_of_the_engine_has_one_entry_in_the_js_table() -> None:
    import subprocess

    from sitegen.widgets.exercise import VIEW_MODULE

    answers_module = VIEW_MODULE.with_name("exercise-answers.js")  # the table the view imports
    script = (
        f"import({json.dumps(answers_module.as_uri())}).then((m) => console.log(JSON.stringify("
        "Object.fromEntries(Object.entries(m.ANSWER_TYPES).map(([k, v]) => [k, Object.keys(v)])))))"
    )
    result = subprocess.run(
        ["node", "--no-warnings", "--input-type=module", "-e", script],
        capture_output=True,
        text=True,
        check=True,
    )
    table = json.loads(result.stdout)
    engine_types = {generate(kind, 1, "standard").answer_type for kind in KINDS}
    assert engine_types <= set(table), engine_types - set(table)
    for name, functions in table.items():
        assert functions == ["draw", "press", "collect", "mark", "retry", "show"], name
