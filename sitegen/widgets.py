"""Interactive widgets: what each one shows before the engine boots (and without JavaScript).

A widget is placed in a lesson with ``{{ widget("name", param=value) }}``. The build renders its
initial HTML here, with the engine at build time, inside a container
``<div class="ombre-widget" data-widget="name" data-params='{...}'>``; in the browser
``site/js/widgets.js`` imports ``site/js/widgets/<name>.js`` and calls its default export
``bind(element, engine)``, which enables the controls once the engine is ready and redraws with
``engine.call(...)``. To add a widget: one ``@widget("name")`` function here and one JS module.
A widget that never calls the engine is registered with ``engine=False``: a page with only such
widgets does not load the engine.
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable
from typing import Any

from markupsafe import Markup

from ombre_core.api import ranking_orders
from ombre_core.cards import Suit
from sitegen.exercise import exercise_id, render_exercise
from sitegen.lessons import PageContext

Renderer = Callable[..., str]
WIDGETS: dict[str, Renderer] = {}
ENGINE_FREE_WIDGETS: set[str] = set()

STATUS_WITHOUT_JS = (
    "This part is interactive: it needs JavaScript to run the game engine in your browser."
)


def widget(name: str, *, engine: bool = True) -> Callable[[Renderer], Renderer]:
    """Register the build-time renderer of widget ``name``; ``engine``: does it call the engine?"""

    def register(renderer: Renderer) -> Renderer:
        if name in WIDGETS:
            raise ValueError(f"widget {name!r} registered twice")
        WIDGETS[name] = renderer
        if not engine:
            ENGINE_FREE_WIDGETS.add(name)
        return renderer

    return register


def render_widget(name: str, context: PageContext, **params: Any) -> Markup:
    """The widget's container, its engine status line, and its pre-rendered content.

    A widget that calls the engine is marked ``data-engine-widget``: its page boots the engine.
    """
    if name not in WIDGETS:
        raise KeyError(f"no widget {name!r}: choose one of {', '.join(sorted(WIDGETS))}")
    inner = WIDGETS[name](context, **params)
    data = html.escape(json.dumps(params, sort_keys=True), quote=True)
    marker = "" if name in ENGINE_FREE_WIDGETS else " data-engine-widget"
    return Markup(
        f'<div class="ombre-widget" data-widget="{name}"{marker} data-params="{data}">'
        f'<p class="ombre-widget__status" role="status">{STATUS_WITHOUT_JS}</p>'
        f"{inner}</div>"
    )


SUITS_FOR_PICKING = (Suit.SPADES, Suit.CLUBS, Suit.HEARTS, Suit.DIAMONDS)


def suit_sections(context: PageContext, trump: Suit) -> str:
    """Every suit's order for ``trump`` (the same data the worker's ``ranking.orders`` gives)."""
    sections = []
    for section in ranking_orders(trump)["suits"]:
        items = []
        for card in section["cards"]:
            title = card["title"]
            caption = f'<span class="ombre-order__title">{title}</span>' if title else ""
            face = context.card(card["code"], size="sm")
            items.append(f'<li data-card="{card["code"]}">{face}{caption}</li>')
        role = "trumps" if section["is_trump"] else "plain suit"
        heading = f"{section['suit'].capitalize()}: {role}, {len(items)} cards, highest first"
        sections.append(
            f'<section class="ombre-suit" data-suit="{section["suit"]}" '
            f'data-is-trump="{str(section["is_trump"]).lower()}">'
            f'<h3 class="ombre-suit__heading">{heading}</h3>'
            f'<ol class="ombre-order">{"".join(items)}</ol></section>'
        )
    return "".join(sections)


@widget("ranking")
def ranking(context: PageContext, *, trump: str = "hearts", id: str = "ranking") -> str:
    """Pick the trump suit; the engine redraws every suit's order."""
    chosen = Suit.parse(trump)
    radios = "".join(
        f'<label class="ombre-choice"><input type="radio" name="{id}-trump" '
        f'value="{suit}" disabled{" checked" if suit == chosen else ""}> '
        f"{str(suit).capitalize()} {suit.symbol}</label>"
        for suit in SUITS_FOR_PICKING
    )
    return (
        f'<fieldset class="ombre-trump-picker"><legend>Trump suit</legend>{radios}</fieldset>'
        f'<div class="ombre-ranking__orders" data-trump="{chosen}">'
        f"{suit_sections(context, chosen)}</div>"
    )


@widget("exercise")
def exercise(
    context: PageContext,
    *,
    kind: str,
    seed: int = 1,
    rules: str | None = None,
    title: str = "",
    id: str | None = None,
) -> str:
    """An engine-dealt question with immediate feedback; the first one is dealt at build time.

    ``title`` names the exercise for screen readers (a region); the lesson's heading shows it.
    ``rules`` fixes a preset; without it the drill follows the learner's rule preset switch.
    ``id`` overrides the drill's stable id (default ``<kind>-<n>``, see ``sitegen.exercise``).
    """
    widget_id = id or exercise_id(kind, context.counters)
    return render_exercise(
        context.card,
        kind=kind,
        seed=seed,
        rules=rules,
        title=title,
        widget_id=widget_id,
        page=context.url,
    )


import sitegen.game_widgets  # noqa: E402, F401  (registers the game widgets)
