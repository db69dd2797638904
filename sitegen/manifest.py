"""The web app manifest, ``manifest.webmanifest``, and its icons: the course on a home screen.

``write_manifest`` runs when MkDocs loads its configuration (site/hooks/manifest.py) and writes
the manifest into the staged docs folder, beside the icons (:mod:`sitegen.icons`), the same in
every language, which ``build.py`` draws once a build into the staged docs (``write_icons``);
so they are published, and precached by the service worker, like any other file. Every URL in
the manifest is relative to the manifest itself, at the site root, so the app's start URL and
scope are the site root under whatever prefix the site is served from. The colours are the
theme's own: the primary colour of the light palette and its page background, read from the
theme's stylesheets.

>>> fields = manifest("Learn Ombre", "About Ombre.", ThemeColours("#795649", "#ffffff"))
>>> fields["start_url"], fields["scope"], [icon["sizes"] for icon in fields["icons"]]
('./', './', ['192x192', '512x512', '512x512'])
>>> [(shortcut["name"], shortcut["url"]) for shortcut in fields["shortcuts"]]
[('Daily deal', 'daily/')]
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mkdocs.config import load_config
from mkdocs.config.defaults import MkDocsConfig

from sitegen.icons import icon_png, parse_colour
from sitegen.languages import ENGLISH
from sitegen.strings import text

MANIFEST = "manifest.webmanifest"
ICONS: tuple[tuple[str, int, bool], ...] = (
    ("assets/icons/ombre-192.png", 192, False),
    ("assets/icons/ombre-512.png", 512, False),
    ("assets/icons/ombre-maskable-512.png", 512, True),
)
"""Each icon's path (relative to the site root), side in pixels, and whether it is maskable."""
SHORTCUTS: tuple[tuple[str, str], ...] = (("daily", "daily/"),)
"""The app's shortcuts (a long press on its icon): key (its words are
``manifest.shortcut.<key>.name`` and ``.description``) and page (relative)."""


def app_words(language: str) -> tuple[str, str]:
    """The web app's name and description in ``language``: the site's.

    >>> app_words("en")[0]
    'Learn Ombre'
    """
    return text("site.name", language), text("site.description", language)


@dataclass(frozen=True)
class ThemeColours:
    """The app's colours, as ``#rrggbb``: the browser's bar, and the splash screen's ground."""

    theme: str
    background: str


def _hex(colour: str) -> str:
    return "#{:02x}{:02x}{:02x}".format(*parse_colour(colour))


def _css_variable(css: str, selector: str, name: str) -> str | None:
    for rule in re.finditer(r"([^{}]*)\{([^{}]*)\}", css):
        if selector in rule.group(1).split(","):
            found = re.search(rf"(?:^|;){re.escape(name)}:(#[0-9a-fA-F]{{3,6}})\b", rule.group(2))
            if found:
                return found.group(1)
    return None


def theme_colours(theme_dirs: list[str], primary: str, scheme: str = "default") -> ThemeColours:
    """The theme's primary colour ``primary`` and the background of colour scheme ``scheme``,
    from mkdocs-material's stylesheets in ``theme_dirs``.

    >>> css = "[data-md-color-primary=brown]{--md-primary-fg-color:#795649;--x:#000}"
    >>> _css_variable(css, "[data-md-color-primary=brown]", "--md-primary-fg-color")
    '#795649'
    """
    sheets = [
        path.read_text(encoding="utf-8")
        for folder in theme_dirs
        for path in sorted(Path(folder, "assets", "stylesheets").glob("*.css"))
    ]
    primary_colour = background = None
    for css in sheets:
        primary_colour = primary_colour or _css_variable(
            css, f"[data-md-color-primary={primary}]", "--md-primary-fg-color"
        )
        background = background or _css_variable(
            css, f"[data-md-color-scheme={scheme}]", "--md-default-bg-color"
        )
    if primary_colour is None or background is None:
        raise ValueError(
            f"the theme's stylesheets in {theme_dirs} name no colour for primary {primary!r} "
            f"(found {primary_colour}) or scheme {scheme!r} background (found {background})"
        )
    return ThemeColours(_hex(primary_colour), _hex(background))


def config_colours(config: MkDocsConfig) -> ThemeColours:
    """The colours of the loaded MkDocs ``config``: its theme's, in its light palette."""
    palette = config.theme["palette"]
    light = palette[0] if isinstance(palette, list) else palette
    return theme_colours(list(config.theme.dirs), light["primary"], light.get("scheme", "default"))


def site_colours(config_file: Path, docs_dir: Path) -> ThemeColours:
    """The colours of the MkDocs site ``config_file`` built from ``docs_dir``, as its manifest
    hook reads them (:func:`config_colours`)."""
    return config_colours(load_config(str(config_file), docs_dir=str(docs_dir)))


def manifest(
    name: str, description: str, colours: ThemeColours, language: str = ENGLISH
) -> dict[str, Any]:
    """The manifest's fields; every URL relative to the manifest's own, at the site root."""
    return {
        "name": name,
        "short_name": text("manifest.short-name", language),
        "description": description,
        "lang": language,
        "id": "./",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "theme_color": colours.theme,
        "background_color": colours.background,
        "icons": [
            {
                "src": path,
                "sizes": f"{size}x{size}",
                "type": "image/png",
                "purpose": "maskable" if maskable else "any",
            }
            for path, size, maskable in ICONS
        ],
        "shortcuts": [
            {
                "name": text(f"manifest.shortcut.{key}.name", language),
                "short_name": text(f"manifest.shortcut.{key}.name", language),
                "description": text(f"manifest.shortcut.{key}.description", language),
                "url": url,
            }
            for key, url in SHORTCUTS
        ],
    }


def write_icons(docs_dir: Path, colours: ThemeColours) -> list[Path]:
    """Draw the manifest's icons on the theme colour into ``docs_dir``: once a build, since
    every language's docs copy the same ones."""
    written = []
    for path, size, maskable in ICONS:
        target = docs_dir / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(icon_png(size, background=colours.theme, maskable=maskable))
        written.append(target)
    return written


def write_manifest(docs_dir: Path, fields: dict[str, Any]) -> Path:
    """Write the manifest ``fields`` into ``docs_dir``, which must hold its icons already
    (:func:`write_icons`)."""
    missing = [path for path, _, _ in ICONS if not (docs_dir / path).is_file()]
    if missing:
        raise FileNotFoundError(
            f"the manifest's icons {', '.join(missing)} are not in {docs_dir}: build.py draws "
            "them there (write_icons) before any language's build"
        )
    target = docs_dir / MANIFEST
    target.write_text(json.dumps(fields, indent=2) + "\n", encoding="utf-8")
    return target
