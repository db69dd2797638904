"""The widget registry: what each widget shows before the engine boots (and without JavaScript).

A widget is placed in a lesson with ``{{ widget("name", param=value) }}``. The build renders its
initial HTML with the engine at build time, inside a container
``<div class="ombre-widget" data-widget="name" data-params='{...}'>``; in the browser
``site/js/widgets.js`` imports ``site/js/widgets/<name>.js`` and calls its default export
``bind(element, context)``, which enables the controls once the engine is ready and redraws with
``engine.call(...)``.

To add a widget: one module ``sitegen/widgets/<name>.py`` with a ``@widget("<name>")``
function, and one JS module ``site/js/widgets/<name>.js``. Nothing else: :mod:`sitegen.macros`
imports every module of this package (``load_widgets``). This ``__init__`` never imports its
modules, so the registry sits below them, with no import circle.

A widget that never calls the engine is registered with ``engine=False``: a page with only such
widgets does not load the engine.
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable
from typing import Any

from markupsafe import Markup

from sitegen.lessons import PageContext
from sitegen.strings import text

Renderer = Callable[..., str]
WIDGETS: dict[str, Renderer] = {}
ENGINE_FREE_WIDGETS: set[str] = set()


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
    A widget that does not has no engine status line: its own content says what it shows
    without JavaScript, and nothing above it disappears when it binds (no layout shift).
    """
    if name not in WIDGETS:
        raise KeyError(f"no widget {name!r}: choose one of {', '.join(sorted(WIDGETS))}")
    inner = WIDGETS[name](context, **params)
    data = html.escape(json.dumps(params, sort_keys=True), quote=True)
    if name in ENGINE_FREE_WIDGETS:
        marker, status = "", ""
    else:
        marker = " data-engine-widget"
        without_js = text("widget.without-js", context.lang)
        status = f'<p class="ombre-widget__status" role="status">{without_js}</p>'
    return Markup(
        f'<div class="ombre-widget" data-widget="{name}"{marker} data-params="{data}">'
        f"{status}{inner}</div>"
    )
