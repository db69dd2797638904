"""sitegen.offline: the service worker's precache list, build hash and sw.js."""

from __future__ import annotations

import doctest
import hashlib
import json
import re
from pathlib import Path

import sitegen.offline as offline
from sitegen.offline import build_hash, precache_list, service_worker, write_service_worker


def small_site(root: Path) -> Path:
    for path, text in {
        "index.html": "home",
        "ranking-the-cards/index.html": "lesson",
        "js/site.js": "js",
        "assets/pyodide/314.0.7/pyodide.asm.wasm": "wasm",
        "assets/javascripts/bundle.js.map": "map",
        "assets/javascripts/lunr/min/lunr.fr.min.js": "fr",
        "sitemap.xml.gz": "gz",
        "sw.js": "old worker",
    }.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(text)
    return root


def test_precache_lists_what_pages_ask_for_and_nothing_else(tmp_path: Path) -> None:
    site = small_site(tmp_path)
    assert precache_list(site) == [
        "assets/pyodide/314.0.7/pyodide.asm.wasm",
        "index.html",
        "js/site.js",
        "ranking-the-cards/index.html",
    ]


def test_the_hash_names_the_build_by_its_contents(tmp_path: Path) -> None:
    site = small_site(tmp_path)
    paths = precache_list(site)
    first = build_hash(site, paths)
    assert re.fullmatch(r"[0-9a-f]{12}", first)
    (site / "sitemap.xml.gz").write_text("not listed, so no new build")
    assert build_hash(site, paths) == first
    (site / "js" / "site.js").write_text("changed")
    assert build_hash(site, paths) != first


def test_sw_js_carries_the_build_and_relative_urls(tmp_path: Path) -> None:
    site = small_site(tmp_path)
    written = write_service_worker(site)
    text = written.read_text()
    assert text == service_worker(site)
    build = json.loads(re.search(r"^const BUILD = (.*);$", text, re.M).group(1))  # type: ignore[union-attr]
    files = json.loads(re.search(r"^const FILES = (.*);$", text, re.M).group(1))  # type: ignore[union-attr]
    assert build == build_hash(site, precache_list(site))
    runtime = json.loads(re.search(r"^const RUNTIME = (.*);$", text, re.M).group(1))  # type: ignore[union-attr]
    assert files == ["./", "js/site.js", "ranking-the-cards/"]
    assert runtime == ["assets/pyodide/314.0.7/pyodide.asm.wasm"], "kept only once used"
    assert 'self.addEventListener("fetch"' in text
    assert "skipWaiting()" not in text, "a new build waits until no page of the old one is open"


def test_doctests() -> None:
    result = doctest.testmod(offline)
    assert result.attempted > 0 and result.failed == 0


def test_the_puzzle_page_is_precached_and_its_data_kept_once_read(built_site: Path) -> None:
    worker = (built_site / "sw.js").read_text(encoding="utf-8")
    files = json.loads(re.search(r"^const FILES = (.*);$", worker, re.M).group(1))  # type: ignore[union-attr]
    on_use = json.loads(re.search(r"^const ON_USE = (.*);$", worker, re.M).group(1))  # type: ignore[union-attr]
    assert {"puzzles/", "js/widgets/puzzle.js", "js/puzzle-view.js"} <= set(files)
    data = [
        "assets/puzzles-standard.json",
        "assets/puzzle-boards-standard.json",
        "assets/puzzles-swedish.json",
        "assets/puzzle-boards-swedish.json",
    ]
    assert not set(data) & set(files), "not downloaded by a first visit of other pages"
    assert on_use == {
        path: hashlib.sha256((built_site / path).read_bytes()).hexdigest() for path in data
    }
    page = (built_site / "puzzles" / "index.html").read_text(encoding="utf-8")
    assert 'data-widget="puzzle"' in page and 'class="ombre-table__hand"' in page  # drawn at build
    assert "data-card=" in page and "solver" not in page and "layouts" not in page
