"""MkDocs hook: the web app manifest (see :mod:`sitegen.manifest`).

It is written into the staged docs folder when the configuration loads, beside its icons, which
``build.py`` drew there, so MkDocs publishes them and the service worker precaches them like
every other file; every page links the manifest and names the theme colour
(``overrides/main.html``, from ``ombre_theme_color``).
"""

from __future__ import annotations

import sys
from pathlib import Path

from jinja2 import Environment
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from sitegen.manifest import (  # noqa: E402
    ThemeColours,
    app_words,
    config_colours,
    manifest,
    write_manifest,
)

_colours: ThemeColours | None = None


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    global _colours
    _colours = config_colours(config)
    language = config.theme["language"]
    fields = manifest(*app_words(language), _colours, language)
    write_manifest(Path(config.docs_dir), fields)
    return config


def on_env(env: Environment, /, *, config: MkDocsConfig, files: Files) -> Environment:
    assert _colours is not None, "on_config writes the manifest before the pages are rendered"
    env.globals["ombre_theme_color"] = _colours.theme
    return env
