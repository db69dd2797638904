"""sitegen.manifest and sitegen.icons: the web app manifest, its icons, and how pages link it."""

from __future__ import annotations

import doctest
import json
import math
import re
import zlib
from pathlib import Path
from urllib.parse import urlsplit

import material
import pytest

import sitegen.icons as icons
import sitegen.manifest as manifest_module
from sitegen.icons import icon_png, parse_colour, path_polygons, png_size
from sitegen.manifest import (
    ICONS,
    MANIFEST,
    ThemeColours,
    manifest,
    site_colours,
    theme_colours,
    write_icons,
    write_manifest,
)

THEME_DIRS = [str(Path(material.__file__).parent / "templates")]
SITE_CONFIG = Path(__file__).resolve().parents[2] / "site" / "mkdocs.yml"
COLOURS = ThemeColours("#795649", "#ffffff")


def rgb_rows(png: bytes) -> list[bytes]:
    """The rows of an 8-bit RGB PNG as ``icons.png_bytes`` writes it (one IDAT, no filters)."""
    width, height = png_size(png)
    assert png[24:26] == bytes([8, 2]), "8-bit RGB"
    start = png.index(b"IDAT") + 4
    length = int.from_bytes(png[start - 8 : start - 4], "big")
    raw = zlib.decompress(png[start : start + length])
    stride = 3 * width + 1
    rows = [raw[row * stride : (row + 1) * stride] for row in range(height)]
    assert all(row[0] == 0 for row in rows), "no row filter"
    return [row[1:] for row in rows]


def test_the_colours_are_the_themes_brown_and_page_background() -> None:
    assert theme_colours(THEME_DIRS, "brown") == COLOURS
    assert theme_colours(THEME_DIRS, "indigo").theme != COLOURS.theme


def test_the_sites_colours_are_the_ones_its_manifest_hook_reads(tmp_path: Path) -> None:
    assert site_colours(SITE_CONFIG, tmp_path) == COLOURS  # the light palette's brown


def test_a_palette_the_theme_lacks_is_an_error_naming_it() -> None:
    with pytest.raises(ValueError, match="'chartreuse'"):
        theme_colours(THEME_DIRS, "chartreuse")


def test_the_manifests_fields_make_an_installable_standalone_app() -> None:
    fields = manifest("Learn Ombre", "Learn Ombre, the card game.", COLOURS)
    assert fields["name"] == "Learn Ombre"
    assert 0 < len(fields["short_name"]) <= 12  # a home screen's label shows about 12 characters
    assert fields["description"] == "Learn Ombre, the card game."
    assert fields["display"] == "standalone"
    assert (fields["theme_color"], fields["background_color"]) == ("#795649", "#ffffff")
    sizes = {(icon["sizes"], icon["purpose"]) for icon in fields["icons"]}
    assert {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")} <= sizes
    assert all(icon["type"] == "image/png" for icon in fields["icons"])


def test_every_url_is_relative_to_the_manifest_at_the_site_root() -> None:
    fields = manifest("Learn Ombre", "", COLOURS)
    urls = [fields["id"], fields["start_url"], fields["scope"]] + [
        icon["src"] for icon in fields["icons"]
    ]
    urls += [shortcut["url"] for shortcut in fields["shortcuts"]]
    for url in urls:
        parts = urlsplit(url)
        assert not parts.scheme and not parts.netloc, url
        assert not url.startswith("/") and ".." not in url, url
    assert fields["start_url"] == fields["scope"] == "./"  # the site root, under any prefix


def test_each_icon_is_written_at_its_declared_size(tmp_path: Path) -> None:
    icons_written = write_icons(tmp_path, COLOURS)
    written = write_manifest(tmp_path, manifest("Learn Ombre", "", COLOURS))
    fields = json.loads((tmp_path / MANIFEST).read_text())
    assert written == tmp_path / MANIFEST
    assert icons_written == [tmp_path / icon["src"] for icon in fields["icons"]]
    for icon in fields["icons"]:
        png = (tmp_path / icon["src"]).read_bytes()
        width, height = png_size(png)
        assert icon["sizes"] == f"{width}x{height}"
        assert len(rgb_rows(png)) == height and all(len(row) == 3 * width for row in rgb_rows(png))


def test_a_manifest_without_its_icons_stops_the_build(tmp_path: Path) -> None:
    # The build draws the icons once, before any language's build writes its manifest.
    with pytest.raises(FileNotFoundError, match=r"ombre-192\.png"):
        write_manifest(tmp_path, manifest("Learn Ombre", "", COLOURS))
    assert not (tmp_path / MANIFEST).exists()


def test_the_icon_draws_the_spadille_on_the_theme_colour() -> None:
    rows = rgb_rows(icon_png(192, background=COLOURS.theme, maskable=False))
    pixel = lambda x, y: tuple(rows[y][3 * x : 3 * x + 3])  # noqa: E731
    assert pixel(0, 0) == parse_colour(COLOURS.theme)
    assert pixel(96, 20) == (255, 255, 255)  # the card paper above the crown
    assert pixel(84, 98) == parse_colour(icons.INK["french"][0])  # the spade's left lobe
    colours = {pixel(x, y) for y in range(192) for x in range(192)}
    assert parse_colour("#e2b23a") in colours  # the crown's gold


def test_a_maskable_icon_keeps_the_card_inside_the_safe_zone() -> None:
    size = 192
    rows = rgb_rows(icon_png(size, background=COLOURS.theme, maskable=True))
    ground = bytes(parse_colour(COLOURS.theme))
    outside = [
        rows[y][3 * x : 3 * x + 3]
        for y in range(size)
        for x in range(size)
        if math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) > 0.4 * size
    ]
    assert outside and all(pixel == ground for pixel in outside)


def test_a_path_command_the_rasteriser_cannot_draw_is_named() -> None:
    with pytest.raises(ValueError, match="'A'"):
        path_polygons("M0,0A5,5 0 1 0 10,0Z")


def test_the_declared_icons_are_png_files_under_assets() -> None:
    assert all(re.fullmatch(r"assets/icons/[a-z0-9-]+\.png", path) for path, _, _ in ICONS)


def test_doctests() -> None:
    for module in (icons, manifest_module):
        result = doctest.testmod(module)
        assert result.failed == 0 and result.attempted > 0, module.__name__


def test_every_page_links_the_manifest_and_the_worker_precaches_it(built_site: Path) -> None:
    fields = json.loads((built_site / MANIFEST).read_text())
    for path, size, _ in ICONS:
        assert png_size((built_site / path).read_bytes()) == (size, size)
    for page in [
        built_site / "index.html",
        *built_site.glob("*/index.html"),
        built_site / "404.html",
    ]:
        html = page.read_text()
        link = re.search(r'<link rel="manifest" href="([^"]+)">', html)
        assert link and link.group(1).endswith(MANIFEST) and not link.group(1).startswith("/"), page
        assert f'<meta name="theme-color" content="{fields["theme_color"]}">' in html, page
    worker = (built_site / "sw.js").read_text()
    files = json.loads(re.search(r"const FILES = (\[.*?\]);", worker).group(1))  # type: ignore[union-attr]
    assert {fields["start_url"], MANIFEST, *(path for path, _, _ in ICONS)} <= set(files)
    # The daily deal's shortcut opens a page of the site, which the worker keeps offline.
    shortcuts = {shortcut["name"]: shortcut["url"] for shortcut in fields["shortcuts"]}
    assert shortcuts == {"Daily deal": "daily/"} and "daily/" in files
    assert (built_site / "daily" / "index.html").is_file()
