"""The rule preset switch (standard or swedish) and the lesson blocks that differ by preset.

The learner picks a preset in the header (``site/js/rules.js``); it is remembered in
localStorage under :data:`RULES_STORAGE_KEY` and put on ``<html data-rules>`` by
:data:`RULES_HEAD_SCRIPT` before first paint. Exercises pass it to the engine. Lesson text
that differs by preset is one rule book in front of the learner: the chosen preset's version,
the other behind one disclosure ("In the Swedish rules…"), drawn by :func:`presets`::

    {% call presets() %}
    {% call preset("standard") %}
    Markdown for the standard rules.
    {% endcall %}
    {% call preset("swedish") %}
    Markdown for the Swedish rules.
    {% endcall %}
    {% endcall %}

or, for one line each, ``{{ presets(standard="...", swedish="...") }}``. Each version is a
``<details>`` of its own, written once: ``site/css/presets.css``, keyed on ``html[data-rules]``,
shows the chosen one open without its summary (so no wrong book flashes before the scripts
run) and the other closed; without JavaScript the default preset is the chosen one.
"""

from __future__ import annotations

import html
import json
import textwrap
from collections.abc import Callable

from markupsafe import Markup

from ombre_core.messages import rules_name, use_language
from ombre_core.notation import parse_rules
from ombre_core.rules import PRESETS
from sitegen.languages import ENGLISH
from sitegen.strings import text

RULES_STORAGE_KEY = "ombre.rules"
PRESET_NAMES: tuple[str, ...] = tuple(PRESETS)
DEFAULT_PRESET = "standard"


def rules_words(rules: str, lang: str) -> str:
    """The rule set of ``rules`` (notation: a preset or variant, then field changes) in words,
    as the engine's catalogue names it in ``lang``: ``'Swedish rules'``."""
    with use_language(lang):
        return rules_name(parse_rules(rules).name)


def preset_title(name: str, lang: str) -> str:
    """A preset's name as a heading: ``'Standard rules'``."""
    return text(f"preset.title.{name}", lang)


"""The summary of a preset's version when it is not the learner's choice."""

RULES_HEAD_SCRIPT = (
    f"(function(){{var r='{DEFAULT_PRESET}';try{{var v=localStorage.getItem('{RULES_STORAGE_KEY}');"
    + "if("
    + "||".join(f"v==='{name}'" for name in PRESET_NAMES)
    + ")r=v}catch(e){}document.documentElement.dataset.rules=r})();"
)
"""Inline ``<head>`` script: the stored preset on ``<html data-rules>``, else standard."""


def presets_module() -> str:
    """The preset names as JavaScript, for the module the build writes (``js/engine-files.js``);
    ``site/js/rules.js`` imports them, so the browser's list is ``ombre_core.rules.PRESETS``.

    >>> print(presets_module())
    export const PRESETS = Object.freeze(["standard", "swedish"]);
    export const DEFAULT_PRESET = "standard";
    """
    names = ", ".join(json.dumps(name) for name in PRESET_NAMES)
    return (
        f"export const PRESETS = Object.freeze([{names}]);\n"
        f"export const DEFAULT_PRESET = {json.dumps(DEFAULT_PRESET)};"
    )


Caller = Callable[[], str]


def _check_name(name: str) -> str:
    if name not in PRESET_NAMES:
        raise ValueError(f"unknown rule preset {name!r}: choose one of {', '.join(PRESET_NAMES)}")
    return name


def preset_section(name: str, body: str, lang: str = ENGLISH) -> str:
    """One preset's version of a passage, a ``<details>``; ``body`` is Markdown (md_in_html).

    Its summary names it for a learner who chose the other preset; the name line inside
    marks it "(your choice)" for one who chose it."""
    _check_name(name)
    passage = textwrap.dedent(str(body)).strip("\n")
    return (
        f'\n<details class="ombre-preset" data-preset="{name}" markdown="1">\n'
        f'<summary class="ombre-preset__other">'
        f"{html.escape(text(f'preset.disclosure.{name}', lang))}</summary>\n"
        f'<p class="ombre-preset__name"><strong>{html.escape(preset_title(name, lang))}</strong>'
        f' <span class="ombre-preset__current">{text("preset.chosen", lang)}</span></p>\n\n'
        f"{passage}\n\n</details>\n"
    )


def presets(
    standard: str | None = None,
    swedish: str | None = None,
    caller: Caller | None = None,
    lang: str = ENGLISH,
) -> Markup:
    """One rule book: the chosen preset's version shown, the other behind its disclosure.

    The texts come as keyword Markdown or as ``preset`` calls in a block."""
    if caller is not None:
        if standard is not None or swedish is not None:
            raise ValueError("presets(): give the texts as keywords or as a block, not both")
        inner = str(caller())
        if inner.count('class="ombre-preset"') != len(PRESET_NAMES):
            raise ValueError(
                "a presets() block holds one {% call preset(NAME) %} per preset: "
                + ", ".join(PRESET_NAMES)
            )
    else:
        if standard is None or swedish is None:
            raise ValueError('presets() needs both standard="..." and swedish="..."')
        inner = "".join(
            preset_section(name, body, lang)
            for name, body in (("standard", standard), ("swedish", swedish))
        )
    label = html.escape(text("preset.differ", lang), quote=True)
    return Markup(
        f'\n<div class="ombre-presets" role="group" aria-label="{label}" '
        f'markdown="1">\n{inner}\n</div>\n'
    )


def preset(name: str, caller: Caller | None = None, lang: str = ENGLISH) -> Markup:
    """One preset's passage inside ``{% call presets() %}``: ``{% call preset("swedish") %}``."""
    if caller is None:
        raise ValueError('use preset() as a block: {% call preset("swedish") %}...{% endcall %}')
    return Markup(preset_section(name, caller(), lang))
