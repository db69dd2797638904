"""Widget "exercise" (``site/js/widgets/exercise.js``), and its build-time HTML: the first
question of a drill, before Python boots.

The markup is drawn in one place, ``site/js/exercise-view.js``, which the browser uses for every
later question. The build runs that same module in Node (``sitegen/widgets/exercise_html.mjs``, one
process per build) on the engine's first question, so the page shows the question, its cards
and its (disabled) controls before the engine is ready, and the browser takes that question over
as it is. Chosen over "Python draws the first question, JavaScript the rest": two drawings drift
(their fallback player names already had). The cards inside are drawn here by
:func:`sitegen.cards.card_html`, like every other card of the build.

Each drill has a stable id, ``<kind>-<n>`` (the n-th drill of that kind on the page), used by
progress keys (``<page path>#<id>``) and by question links: ``?ex=<id>:<seed>[:<rules>]``.
"""

from __future__ import annotations

import atexit
import json
import re
import subprocess
from collections.abc import Callable
from pathlib import Path

from ombre_core.exercises import Exercise, generate
from ombre_core.rules import PRESETS, VARIANTS
from sitegen.lessons import PageContext
from sitegen.strings import js_strings
from sitegen.widgets import widget

ROOT = Path(__file__).resolve().parents[2]
VIEW_MODULE = ROOT / "site" / "js" / "exercise-view.js"
RENDERER = Path(__file__).resolve().parent / "exercise_html.mjs"
CARD_SIZES = ("sm", "md")
CARD_CODE = re.compile(r"[A2-7JQK][shdc]")

CardHtml = Callable[..., str]


def exercise_id(kind: str, counters: dict[str, int]) -> str:
    """``'trick-winner-1'``: the n-th drill of ``kind`` on the page (``counters`` per page)."""
    counters[kind] = counters.get(kind, 0) + 1
    return f"{kind}-{counters[kind]}"


def question_cards(question: Exercise) -> set[str]:
    """Every card code the question can show: its choices and the card lists of its data."""
    codes = {choice.card for choice in question.choices if choice.card}
    for value in question.data.values():
        if isinstance(value, list) and all(isinstance(item, str) for item in value):
            codes.update(item for item in value if CARD_CODE.fullmatch(item))
    return codes


class NodeRenderer:
    """One Node process running ``renderer`` (a ``*_html.mjs`` of this folder) on the browser
    module ``module``, started on first use; ``what`` names the drawing in errors. A request is
    worded in ``lang``: the JavaScript's strings table goes with the first request of a language."""

    def __init__(self, renderer: Path, module: Path, what: str) -> None:
        self._renderer, self._module, self._what = renderer, module, what
        self._process: subprocess.Popen[str] | None = None
        self._lang: str | None = None  # the language the process words in

    def draw(self, request: dict[str, object], lang: str) -> str:
        if self._process is None or self._process.poll() is not None:
            self._lang = None
            self._process = subprocess.Popen(
                ["node", "--no-warnings", str(self._renderer), self._module.as_uri()],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
                encoding="utf-8",
            )
            atexit.register(self.close)
        assert self._process.stdin is not None and self._process.stdout is not None
        if lang != self._lang:
            request = {**request, "lang": lang, "strings": js_strings(lang)}
            self._lang = lang
        self._process.stdin.write(json.dumps(request) + "\n")
        self._process.stdin.flush()
        line = self._process.stdout.readline()
        if not line:
            raise RuntimeError(f"{self._renderer.name} stopped (is Node installed? make setup)")
        reply = json.loads(line)
        if "error" in reply:
            raise ValueError(f"{self._module.name} could not draw {self._what}: {reply['error']}")
        html: str = reply["html"]
        return html

    def close(self) -> None:
        if self._process is not None and self._process.poll() is None:
            assert self._process.stdin is not None
            self._process.stdin.close()
            self._process.wait(timeout=10)
        self._process = None


_renderer = NodeRenderer(RENDERER, VIEW_MODULE, "the exercise")


def render_exercise(
    card_html: CardHtml,
    *,
    kind: str,
    seed: int,
    rules: str | None,
    title: str,
    widget_id: str,
    page: str,
    lang: str,
) -> str:
    """The drill's HTML for ``generate(kind, seed, rules or "standard")``, controls disabled.

    ``card_html(code, size=...)`` draws a card (the page's ``PageContext.card``); ``rules=None``
    means the drill follows the learner's rule preset, a name fixes it; ``lang`` is the page's.
    """
    if rules is not None and rules not in (*PRESETS, *VARIANTS):
        names = ", ".join((*PRESETS, *VARIANTS))
        raise ValueError(f"rules must be one of {names}, not {rules!r}")
    question = generate(kind, seed, rules or "standard")
    cards = {
        f"{code} {size}": card_html(code, size=size)
        for code in sorted(question_cards(question))
        for size in CARD_SIZES
    }
    return _renderer.draw(
        {
            "exercise": question.to_dict(),
            "id": widget_id,
            "page": page,
            "title": title,
            "fixed_rules": rules,
            "cards": cards,
        },
        lang,
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
    ``rules`` fixes a preset (a variant's too, ``"contrabola"``); without it the drill follows
    the learner's rule preset switch.
    ``id`` overrides the drill's stable id (default ``<kind>-<n>``, see :func:`exercise_id`).
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
        lang=context.lang,
    )
