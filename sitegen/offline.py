"""The service worker of a build: ``sw.js`` at the root of each language's site, precaching every
file of that language's build; the one runtime at the site root is every language's.

``write_service_worker(site_dir)`` runs after MkDocs has written the site (site/hooks/offline.py).
It lists the build's files (:func:`precache_list`), names the build by a hash of their paths and
contents (:func:`build_hash`), and writes ``sw.js``: the constants, then the worker's code from
``site/offline/service-worker.js``. The cache is named after the hash, so a new deploy installs
beside the old one and replaces it whole; nothing in the list depends on the URL prefix.

The list comes in three parts: ``FILES``, the pages and their assets, cached when the worker
installs; ``RUNTIME``, Pyodide and the engine (about 13 MB), cached only once a page has
used the engine, so that a visit to pages without drills never downloads the runtime; and
``ON_USE``, data only one page reads (the puzzles and their boards, two files a rule set),
cached once a page has read one of them (then all of them, so that the page's Rules
switch works offline), so that a first visit of any other page does not download them; each
with the SHA-256 of its content, so that a new build carries over a copy kept by the old one
when it is the same.

>>> precache_url("ranking-the-cards/index.html"), precache_url("js/site.js")
('ranking-the-cards/', 'js/site.js')
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from sitegen.languages import LANGUAGES
from sitegen.presets import PRESET_NAMES
from sitegen.puzzle_data import boards_file, data_file

WORKER_SOURCE = Path(__file__).resolve().parent.parent / "site" / "offline" / "service-worker.js"
SW_FILE = "sw.js"
SKIPPED_SUFFIXES = (".map", ".gz", ".snapshot")
SKIPPED_FOLDERS = ("assets/javascripts/lunr/",)
RUNTIME_FOLDERS = ("assets/pyodide/", "assets/engine/")
ON_USE_FILES = tuple(
    path for preset in PRESET_NAMES for path in (data_file(preset), boards_file(preset))
)
"""Source maps, the gzipped sitemap, and the search's other languages: never fetched by a page.
The engine's memory snapshot is kept by the engine worker itself (js/engine-worker.js)."""


def precache_url(path: str) -> str:
    """The URL a page asks for, relative to the site root: ``x/index.html`` is ``x/``."""
    if path == "index.html":
        return "./"
    return path.removesuffix("index.html")


LANGUAGE_FOLDERS = tuple(language.prefix for language in LANGUAGES if language.prefix)
"""The other languages' sites inside the root's folder: their own workers keep them."""


def precache_list(site_dir: Path) -> list[str]:
    """Every file of the build a visit can ask for, as site-relative paths, sorted; at the site
    root, not the other languages' sites in their folders."""
    paths = []
    for file in sorted(site_dir.rglob("*")):
        path = file.relative_to(site_dir).as_posix()
        if not file.is_file() or path == SW_FILE or path.endswith(SKIPPED_SUFFIXES):
            continue
        if path.startswith(SKIPPED_FOLDERS) or path.startswith(LANGUAGE_FOLDERS):
            continue
        paths.append(path)
    return paths


def build_hash(site_dir: Path, paths: list[str]) -> str:
    """12 hex digits that change whenever any listed file's path or content changes."""
    digest = hashlib.sha256()
    for path in paths:
        content = hashlib.sha256((site_dir / path).read_bytes()).digest()
        digest.update(path.encode() + b"\0" + content)
    return digest.hexdigest()[:12]


def service_worker(site_dir: Path, prefix: str = "", runtime_root: Path | None = None) -> str:
    """The text of ``sw.js`` for the build in ``site_dir``: the site root's, or (``prefix``,
    ``'fr/'``) a language's, whose runtime is the root's: the runtime folders of
    ``runtime_root``, laid out as the root (the build's staged English docs), else of the folder
    above."""
    paths = precache_list(site_dir)
    runtime = [path for path in paths if path.startswith(RUNTIME_FOLDERS)]
    if prefix:
        root = runtime_root or site_dir.parents[prefix.count("/") - 1]
        up = "../" * prefix.count("/")
        runtime = [up + path for path in precache_list(root) if path.startswith(RUNTIME_FOLDERS)]
    on_use = {
        path: hashlib.sha256((site_dir / path).read_bytes()).hexdigest()
        for path in paths
        if path in ON_USE_FILES
    }
    pages = [precache_url(path) for path in paths if path not in runtime and path not in on_use]
    header = (
        f"const BUILD = {json.dumps(build_hash(site_dir, paths))};\n"
        f"const FILES = {json.dumps(pages)};\n"
        f"const RUNTIME = {json.dumps(runtime)};\n"
        f"const ON_USE = {json.dumps(on_use)};\n"
    )
    return header + WORKER_SOURCE.read_text(encoding="utf-8")


def write_service_worker(
    site_dir: Path, prefix: str = "", runtime_root: Path | None = None
) -> Path:
    target = site_dir / SW_FILE
    target.write_text(service_worker(site_dir, prefix, runtime_root), encoding="utf-8")
    return target
