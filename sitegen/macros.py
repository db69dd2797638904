"""The Jinja macros a lesson calls, bound to its page: the top layer of sitegen, and the one
module the MkDocs hook ``site/hooks/ombre.py`` imports for them.

A lesson is a Markdown file under ``tutorials/`` whose text may call these macros with Jinja,
for example ``{{ card("Kh") }}``, ``{{ order_tables() }}``, ``{{ widget("ranking") }}`` or
``{{ example("examples/tricks.toml") }}``. The hook renders them at build time, so everything
they show is computed by ``ombre_core`` before any Python runs in the browser. See
``tutorials/README.md``.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from functools import partial
from typing import Any

from markupsafe import Markup

import sitegen.widgets
from ombre_core.cards import parse_cards
from sitegen import blocks, figures
from sitegen.game_widgets import game_macros
from sitegen.lessons import PageContext
from sitegen.presets import preset, presets
from sitegen.scoring_pages import scoring_macros
from sitegen.widgets import WIDGETS, Renderer


def load_widgets() -> dict[str, Renderer]:
    """Import every module of the ``sitegen/widgets/`` package, each registering its widget
    (the game widgets of :mod:`sitegen.game_widgets` are registered by the import above);
    return the registry."""
    for module in pkgutil.iter_modules(sitegen.widgets.__path__):
        importlib.import_module(f"sitegen.widgets.{module.name}")
    return WIDGETS


def render_widget(name: str, context: PageContext, **params: Any) -> Markup:
    """Widget ``name`` with its pre-rendered content (every widget loaded first)."""
    load_widgets()
    return sitegen.widgets.render_widget(name, context, **params)


def page_macros(context: PageContext) -> dict[str, Callable[..., Any]]:
    """The functions a lesson can call in its Jinja, bound to its page."""
    load_widgets()

    def card(code: str, size: str = "md") -> Markup:
        return Markup(context.card(code, size=size))

    def cards(codes: str, size: str = "sm") -> Markup:
        faces = "".join(context.card(str(c), size=size) for c in parse_cards(codes))
        return Markup(f'<span class="ombre-hand">{faces}</span>')

    def widget(name: str, **params: Any) -> Markup:
        return sitegen.widgets.render_widget(name, context, **params)

    def example(path: str, name: str | None = None) -> Markup:
        return blocks.worked_example(context, path, name)

    return {
        "card": card,
        "cards": cards,
        "order_tables": lambda: blocks.order_tables(context),
        "widget": widget,
        "example": example,
        "lesson_list": lambda minutes=False: blocks.lesson_list(context, minutes=minutes),
        "asset": context.asset,
        "more": blocks.more,
        "presets": partial(presets, lang=context.lang),
        "preset": partial(preset, lang=context.lang),
        "seat_diagram": lambda: figures.seat_diagram(context),
        "deck_table": lambda: figures.deck_table(context),
        "trump_comparison": lambda: figures.trump_comparison(context),
        **scoring_macros(context),
        **game_macros(context),
    }
