"""The exercise widget's build-time HTML: the first question of a drill, before Python boots.

``site/js/widgets/exercise.js`` draws the same markup in the browser for every later question;
keep the two in step (class names, roles, labels). Every ``answer_type`` of
``ombre_core.exercises`` has a drawing:

- ``choice``: one button per choice; a click answers.
- ``multi``: toggle buttons (``aria-pressed``), then "Check" ("Discard and draw" when
  ``data.open``: any answer is accepted and the engine comments on it).
- ``order``: the cards to place (click or Enter puts one in the next place), and the places,
  each with move up / move down / take back buttons; a live region announces every move.
- ``number``: one whole-number input; ``chips``: one input per player and one for the pot.

Each drill has a stable id, ``<kind>-<n>`` (the n-th drill of that kind on the page), used by
progress keys (``<page path>#<id>``) and by question links: ``?ex=<id>:<seed>[:<rules>]``.
"""

from __future__ import annotations

import html
import json
from typing import Any

from ombre_core.exercises import Exercise, generate
from ombre_core.rules import PRESETS

TRICK_NOTE = "The cards in the order they were played, the lead first:"

FIGURES: tuple[tuple[str, str], ...] = (
    ("trick", "The trick so far, the lead first:"),
    ("hand", "The hand:"),
    ("ombre_hand", "The ombre's hand when play began:"),
)
"""Card lists of ``Exercise.data`` drawn above the answers, with their captions."""

NUMBER_LABEL = "Your answer (a whole number)"
POT_LABEL = "The pot after settling"
CHIPS_LEGEND = "Chips won (+) or paid (\N{MINUS SIGN}) by each player, and the pot after settling"
OPEN_SUBMIT = "Discard and draw"
ORDER_HELP = (
    "Click the cards, or Tab to one and press Enter, in order from the highest: each goes to "
    "the next place. Move a placed card with its arrow buttons."
)


def exercise_id(kind: str, counters: dict[str, int]) -> str:
    """``'trick-winner-1'``: the n-th drill of ``kind`` on the page (``counters`` per page)."""
    counters[kind] = counters.get(kind, 0) + 1
    return f"{kind}-{counters[kind]}"


def question_link(widget_id: str, seed: int, rules: str) -> str:
    """The relative URL that replays this question on its page."""
    return f"?ex={widget_id}:{seed}:{rules}#ex-{widget_id}"


def figures_shown(question: Exercise) -> list[str]:
    """The keys of ``FIGURES`` drawn for this question (a trick whose cards are the choices
    is not drawn twice, nor a hand whose cards are the choices)."""
    card_choices = {choice.card for choice in question.choices if choice.card}
    shown = []
    for key, _ in FIGURES:
        cards = question.data.get(key)
        if isinstance(cards, list) and cards and not set(cards) <= card_choices:
            shown.append(key)
    return shown


def _attr(value: str) -> str:
    return html.escape(value, quote=True)


def _group(label: str) -> str:
    return f'role="group" aria-label="{_attr(label)}"'


def _cards(card_html: Any, codes: list[str]) -> str:
    return "".join(card_html(code, size="sm") for code in codes)


def _choice_button(card_html: Any, question: Exercise, index: int, *, toggle: bool) -> str:
    choice = question.choices[index]
    pressed = ' aria-pressed="false"' if toggle else ""
    face = (
        card_html(choice.card)
        if choice.card
        else f'<span class="ombre-answer__label">{html.escape(choice.label)}</span>'
    )
    return (
        f'<button type="button" class="ombre-answer" data-choice="{_attr(choice.id)}"'
        f"{pressed} disabled>{face}</button>"
    )


def _answer_area(card_html: Any, question: Exercise, widget_id: str) -> str:
    kind = question.answer_type
    count = len(question.choices)
    if kind == "choice":
        buttons = "".join(
            _choice_button(card_html, question, i, toggle=False) for i in range(count)
        )
        return f'<div class="ombre-exercise__choices" {_group("Answers")}>{buttons}</div>'
    submit = OPEN_SUBMIT if question.data.get("open") else "Check"
    if kind == "multi":
        label = "Cards to discard" if question.data.get("open") else "Answers"
        buttons = "".join(_choice_button(card_html, question, i, toggle=True) for i in range(count))
        controls = (
            f'<p class="ombre-exercise__help">Pick every card that fits, then press {submit}.</p>'
            f'<div class="ombre-exercise__choices" {_group(label)}>{buttons}</div>'
        )
    elif kind == "order":
        buttons = "".join(
            _choice_button(card_html, question, i, toggle=False) for i in range(count)
        )
        empty = '<span class="ombre-slot__empty">empty</span>'
        slots = "".join(
            f'<li class="ombre-slot" data-slot="{i}">'
            f'<span class="ombre-slot__number">{i + 1}</span>{empty}</li>'
            for i in range(count)
        )
        controls = (
            f'<p class="ombre-exercise__help">{ORDER_HELP}</p>'
            f'<div class="ombre-exercise__choices ombre-exercise__pool" role="group" '
            f'aria-label="Cards to place">{buttons}</div>'
            f'<ol class="ombre-exercise__slots" aria-label="Your order, highest first">{slots}</ol>'
            '<p class="ombre-sr-only ombre-exercise__announce" aria-live="polite"></p>'
        )
    elif kind == "number":
        controls = (
            f'<label class="ombre-exercise__number">{NUMBER_LABEL} '
            f'<input type="number" name="answer" step="1" inputmode="numeric" disabled></label>'
        )
    elif kind == "chips":
        players = question.data.get("players") or [
            f"Player {i + 1}" for i in range(len(question.solution["chips"]))
        ]
        rows = "".join(
            f'<div class="ombre-chips__row" data-line="{i}">'
            f'<label for="{widget_id}-chips-{i}">{html.escape(str(name))}</label>'
            f'<input id="{widget_id}-chips-{i}" type="number" name="chips-{i}" step="1" disabled>'
            '<span class="ombre-chips__mark"></span></div>'
            for i, name in enumerate(players)
        )
        rows += (
            '<div class="ombre-chips__row" data-line="pot">'
            f'<label for="{widget_id}-pot">{POT_LABEL}</label>'
            f'<input id="{widget_id}-pot" type="number" name="pot" step="1" min="0" disabled>'
            '<span class="ombre-chips__mark"></span></div>'
        )
        controls = f'<fieldset class="ombre-chips"><legend>{CHIPS_LEGEND}</legend>{rows}</fieldset>'
    else:
        raise ValueError(f"the exercise widget cannot draw answer type {kind!r}")
    return (
        f'<form class="ombre-exercise__form" novalidate>{controls}'
        f'<button type="submit" class="md-button ombre-exercise__check" disabled>{submit}</button>'
        "</form>"
    )


def render_exercise(
    card_html: Any,
    *,
    kind: str,
    seed: int,
    rules: str | None,
    title: str,
    widget_id: str,
    page: str,
) -> str:
    """The drill's HTML for ``generate(kind, seed, rules or "standard")``, controls disabled.

    ``card_html(code)`` draws a card (the page's ``PageContext.card``); ``rules=None`` means
    the drill follows the learner's rule preset, a name fixes it.
    """
    if rules is not None and rules not in PRESETS:
        raise ValueError(f"rules must be one of {', '.join(PRESETS)}, not {rules!r}")
    question = generate(kind, seed, rules or "standard")
    data = question.to_dict()
    figures = "".join(
        f'<div class="ombre-exercise__figure" data-figure="{key}"><p>{caption}</p>'
        f'<span class="ombre-hand">{_cards(card_html, question.data[key])}</span></div>'
        for key, caption in FIGURES
        if key in figures_shown(question)
    )
    note_hidden = (
        "" if "trick" in question.data and "trick" not in figures_shown(question) else " hidden"
    )
    region = f' role="region" aria-label="{_attr(title)}"' if title else ""
    fixed = f' data-rules-fixed="{rules}"' if rules else ""
    hint_id = f"ex-{widget_id}-hint"
    link = question_link(widget_id, seed, question.rules)
    return (
        f'<div class="ombre-exercise" id="ex-{widget_id}"{region} data-exercise-id="{widget_id}" '
        f'data-page="{_attr(page)}" data-kind="{kind}" data-rules="{question.rules}"{fixed} '
        f'data-seed="{seed}" data-answer-type="{question.answer_type}" data-state="asking" '
        f'data-exercise="{_attr(json.dumps(data))}">'
        f'<p class="ombre-exercise__rules">{question.rules.capitalize()} rules</p>'
        f'<p class="ombre-exercise__question">{html.escape(question.question)}</p>'
        f'<div class="ombre-exercise__figures">{figures}</div>'
        f'<p class="ombre-exercise__note"{note_hidden}>{TRICK_NOTE}</p>'
        f"{_answer_area(card_html, question, widget_id)}"
        '<div class="ombre-exercise__actions">'
        '<button type="button" class="md-button ombre-exercise__hint-button" '
        f'aria-expanded="false" aria-controls="{hint_id}" disabled>Hint</button>'
        '<button type="button" class="md-button ombre-exercise__show" hidden disabled>'
        "Show me</button>"
        '<button type="button" class="md-button md-button--primary ombre-exercise__next" disabled>'
        "New question</button></div>"
        f'<p class="ombre-exercise__hint" id="{hint_id}" hidden>{html.escape(question.hint)}</p>'
        '<p class="ombre-exercise__feedback" role="status" aria-live="polite"></p>'
        '<div class="ombre-exercise__details"></div>'
        f'<p class="ombre-exercise__link"><a href="{_attr(link)}">'
        "Link to this question</a></p></div>"
    )
