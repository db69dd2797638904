"""Widget "puzzle" (``site/js/widgets/puzzle.js``), and its build-time HTML: the first puzzle
as its player sees it, before the engine is ready.

The markup is drawn in one place, ``site/js/puzzle-view.js``; the build runs that module in
Node (``sitegen/widgets/puzzle_html.mjs``) on the board of the default preset's first puzzle
(a new learner's; a returning one's is drawn from the data), as the exercise widget does.
The page's data is a file a rule set, ``assets/puzzles-<preset>.json``
(:mod:`sitegen.puzzle_data`), which the widget fetches.

A returning learner (a kept next puzzle), a puzzle address (``#id``) or the other rules get
another puzzle than the one drawn here: :data:`SWAP_SCRIPT`, inline right after the drawing,
hides its board before the first paint (its space kept), until the widget draws the learner's
(a first visit, and a browser without JavaScript, see the drawing).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ombre_core.rating import DEFAULT_SETTINGS
from sitegen.lessons import PageContext
from sitegen.presets import DEFAULT_PRESET
from sitegen.puzzle_data import first_puzzle
from sitegen.widgets import widget
from sitegen.widgets.exercise import NodeRenderer

ROOT = Path(__file__).resolve().parents[2]
_renderer = NodeRenderer(
    Path(__file__).resolve().parent / "puzzle_html.mjs",
    ROOT / "site" / "js" / "puzzle-view.js",
    "the puzzle",
)


PROGRESS_STORAGE_KEY = "ombre.progress"
"""Where the learner's progress is kept (``site/js/progress.js`` STORAGE_KEY)."""

SWAP_SCRIPT = (
    "(function(){try{var box=document.currentScript.previousElementSibling,"
    "board=box.querySelector('.ombre-puzzle__board'),"
    "next=decodeURIComponent(location.hash.slice(1));"
    f"if(!next)try{{next=JSON.parse(localStorage.getItem('{PROGRESS_STORAGE_KEY}')).puzzles.next}}"
    "catch(e){}"
    f"var rules=document.documentElement.dataset.rules||'{DEFAULT_PRESET}';"
    f"if(next&&next!==box.dataset.puzzle||rules!=='{DEFAULT_PRESET}')"
    "board.style.visibility='hidden'}catch(e){}})();"
)
"""Inline after the build-time drawing: hides its board when the widget will draw another
puzzle (the address's, the kept one, or the first of the rules on ``<html data-rules>``, which
the head sets before the first paint)."""


def _view_cards(view: Any) -> set[str]:
    cards = set(view["hand"]) | {played["card"] for played in view["trick"]}
    return cards | {played["card"] for trick in view["tricks"] for played in trick["cards"]}


@widget("puzzle")
def puzzle(context: PageContext) -> str:
    """One puzzle at a time, on the table as its player sees it: the first drawn here."""
    data = first_puzzle(DEFAULT_PRESET, lang=context.lang)
    first = data["puzzle"]
    view = first["board"]
    cards = {f"{code} sm": context.card(code, size="sm") for code in sorted(_view_cards(view))}
    drawing = _renderer.draw(
        {
            "view": view,
            "id": first["id"],
            "preset_title": data["presets"][first["preset"]],
            "themes": data["themes"],
            "rating": DEFAULT_SETTINGS.initial_rating,
            "cards": cards,
        },
        context.lang,
    )
    return f"{drawing}<script data-search-exclude>{SWAP_SCRIPT}</script>"
