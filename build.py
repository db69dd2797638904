"""The one build entry point of the course site.

    python build.py            build the site into public/
    python build.py serve      build, serve public/ on http://127.0.0.1:8000/, rebuild on change

Steps: check every worked example under tutorials/ with the engine; stage the MkDocs docs folder
in a temporary folder (lesson sources, JS and CSS minified by esbuild, card pictures, the puzzle
page's data from the mined set, the hash-named engine zip and its memory snapshot, the versioned
Pyodide runtime), removed after the build; then
``mkdocs build --strict`` into public/, with ``docs_dir`` pointed there (``OMBRE_DOCS_DIR``);
last, the course's numbers (sitegen/course_metrics.py): words and interactions per lesson.
The MkDocs hook site/hooks/ombre.py renders the lessons' Jinja (tables, cards, widgets, worked
examples) with the engine at build time.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import IO

from ombre_core.messages import use_language
from ombre_tools.guided import check_scripts
from sitegen.assets import copy_pyodide, pack_engine, pack_locale
from sitegen.cards import write_card_assets, write_card_names
from sitegen.course_metrics import format_metrics, site_metrics
from sitegen.languages import ENGLISH, LANGUAGES, write_sitemap_alternates
from sitegen.lessons import TUTORIALS, check_examples, guided_files, lesson_files
from sitegen.manifest import site_colours, write_icons
from sitegen.minify import MinifyError, minify_in_place
from sitegen.presets import presets_module
from sitegen.protocol_dts import write as write_protocol_dts
from sitegen.puzzle_data import PuzzleDataError, ReplayedSet, replay_set, write_puzzle_data
from sitegen.snapshot import SnapshotError, write_snapshot
from sitegen.strings import write_js_strings

ROOT = Path(__file__).resolve().parent
SITE = ROOT / "site"
PUBLIC = ROOT / "public"
WORKER_IMPORT = (
    "import { ENGINE_LOCALE, ENGINE_SNAPSHOT, ENGINE_ZIP, PYODIDE_INDEX, SNAPSHOT_CACHE } "
    'from "./engine-files.js";'
)
WATCHED = (ROOT / "tutorials", ROOT / "ombre_core", ROOT / "ombre_tools", ROOT / "sitegen", SITE)


class BuildError(Exception):
    """A build step failed; the message says which and why."""


def _write_if_changed(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists() or path.read_bytes() != data:
        path.write_bytes(data)


def replayed_puzzles() -> ReplayedSet:
    """The mined puzzles replayed (:func:`sitegen.puzzle_data.replay_set`), once a build for
    every language's puzzle data; a stale or empty set stops the build."""
    try:
        return replay_set()
    except PuzzleDataError as error:
        raise BuildError(str(error)) from None


def stage(
    docs: Path,
    tutorials: Path = TUTORIALS,
    *,
    replayed: ReplayedSet | None = None,
    precompile: bool = False,
    snapshot: bool = True,
    minify: bool = True,
) -> dict[str, str | None]:
    """Fill the generated MkDocs docs folder; return the runtime file names the worker uses.

    ``precompile`` adds bytecode for the modules imported at boot to the engine zip: the worker
    then boots about 100 ms sooner, but the zip is about 95 KB (gzipped) bigger.
    ``snapshot`` adds the engine's memory snapshot (sitegen/snapshot.py) for return visits;
    without it ENGINE_SNAPSHOT is null and every visit boots Python from the start.
    ``minify`` publishes the scripts minified by esbuild (sitegen/minify.py); the stylesheet
    bundle follows ``OMBRE_MINIFY`` (site/hooks/stylesheets.py), which ``build`` sets.
    ``replayed``: the puzzles as :func:`replayed_puzzles` gives them, replayed here if ``None``.
    """
    report = check_examples(tutorials)
    if not report.ok:
        raise BuildError("worked examples disagree with the engine:\n" + report.format())
    problems = check_scripts(guided_files(tutorials))
    if problems:
        raise BuildError("guided deals disagree with the engine:\n" + "\n".join(problems))
    if docs.exists():
        shutil.rmtree(docs)
    docs.mkdir(parents=True)
    for name, path in lesson_files(tutorials).items():
        _write_if_changed(docs / name, path.read_bytes())
    write_protocol_dts()  # the type check's copy in site/js, kept current; never served
    for folder in ("js", "css"):
        for path in sorted((SITE / folder).rglob("*")):
            if path.is_file() and not path.name.endswith(".d.ts"):
                _write_if_changed(docs / path.relative_to(SITE), path.read_bytes())
    write_card_assets(docs)
    write_icons(docs, site_colours(SITE / "mkdocs.yml", docs))  # every language's manifest's
    puzzles = write_puzzle_data(docs, replayed_puzzles() if replayed is None else replayed)
    sizes = ", ".join(f"{path.name} {path.stat().st_size:,} bytes" for path in puzzles)
    print(f"puzzle data: {sizes}")
    pyodide_dir = copy_pyodide(docs / "assets" / "pyodide")
    engine_zip = pack_engine(
        docs / "assets" / "engine", compile_with=pyodide_dir if precompile else None
    )
    engine_snapshot = None
    if snapshot:
        try:
            engine_snapshot = write_snapshot(engine_zip.parent, engine_zip, pyodide_dir)
        except SnapshotError as error:
            hint = "(python build.py --no-snapshot builds without it)"
            raise BuildError(f"{error}\n{hint}") from None
    for language in LANGUAGES:
        if language.code != ENGLISH:
            pack_locale(engine_zip.parent, language.code)
    files = {
        "ENGINE_ZIP": engine_zip.relative_to(docs).as_posix(),
        "PYODIDE_INDEX": pyodide_dir.relative_to(docs).as_posix() + "/",
        "ENGINE_SNAPSHOT": (
            None if engine_snapshot is None else engine_snapshot.relative_to(docs).as_posix()
        ),
    }
    write_engine_files(docs, {**files, "ENGINE_LOCALE": None})
    if minify:
        try:
            minify_in_place(sorted((docs / "js").rglob("*.js")), docs / "js")
        except MinifyError as error:
            raise BuildError(str(error)) from None
    return files


def write_engine_files(docs: Path, files: dict[str, str | None], root: str = "../") -> None:
    """Write ``js/engine-files.js`` (the runtime ``files``, paths from the site root, which is
    ``root`` from ``js/``) and inline the same constants into the worker. Every language's copy
    of the scripts names the one runtime at the site root, and keeps the snapshot in the one
    cache of that root."""
    constants = [
        f"const {name} = new URL({json.dumps(root + url)}, import.meta.url).href;"
        if url
        else f"const {name} = null;"
        for name, url in files.items()
    ]
    # The worker keeps the snapshot in this cache, one per copy of the site (URL prefix).
    constants.append(
        f'const SNAPSHOT_CACHE = "ombre-engine-" + new URL({json.dumps(root)}, '
        "import.meta.url).pathname;"
    )
    header = (
        "// Written by build.py: the runtime files of this build, relative to this module,\n"
        "// and the rule presets of ombre_core.rules (sitegen/presets.py).\n"
    )
    module = header + "".join(f"export {line}\n" for line in constants) + presets_module() + "\n"
    _write_if_changed(docs / "js" / "engine-files.js", module.encode())
    # Inline the same constants into the worker: one round trip less before Pyodide loads.
    worker = docs / "js" / "engine-worker.js"
    source = (SITE / "js" / "engine-worker.js").read_text(encoding="utf-8")
    if WORKER_IMPORT not in source:
        raise BuildError(f"{worker.name} no longer has the line {WORKER_IMPORT!r} to inline")
    worker.write_text(source.replace(WORKER_IMPORT, "\n".join(constants)), encoding="utf-8")


RUNTIME_FOLDERS = ("assets/pyodide", "assets/engine")
ENGINE_SCRIPTS = ("engine-files.js", "engine-worker.js", "strings.js")
"""The scripts a language writes its own of: the runtime's files and the words of its JS."""
"""The staged folders of the one runtime, at the site root, that no other language copies."""


def stage_language(
    english: Path,
    docs: Path,
    lang: str,
    files: dict[str, str | None],
    tutorials: Path = TUTORIALS,
    *,
    replayed: ReplayedSet,
    minify: bool = True,
) -> None:
    """Stage the docs of the language ``lang`` (built under ``/<lang>/``) from the staged
    English ``docs``: the same scripts, styles, pictures and data, its own pages (each written
    in ``lang`` or else the English one, which the page then says), its scripts' words, and the
    engine files naming the runtime at the site root, one folder up. ``replayed``: the
    puzzles as :func:`replayed_puzzles` gave them to the English docs."""
    if docs.exists():
        shutil.rmtree(docs)
    pages = {name for name in lesson_files(tutorials) if name.endswith(".md")}

    def skipped(folder: str, names: list[str]) -> set[str]:
        here = Path(folder).relative_to(english)
        return {
            name
            for name in names
            if (here / name).as_posix() in RUNTIME_FOLDERS or (here / name).as_posix() in pages
        }

    shutil.copytree(english, docs, ignore=skipped)
    write_puzzle_data(docs, replayed, lang)  # the puzzles' words in ``lang``
    for name, path in lesson_files(tutorials, lang).items():
        if name in pages:
            _write_if_changed(docs / name, path.read_bytes())
    [locale] = (english / "assets" / "engine").glob(f"locale-{lang}-*.zip.xz")
    runtime = {**files, "ENGINE_LOCALE": locale.relative_to(english).as_posix()}
    write_engine_files(docs, runtime, root="../../")
    write_js_strings(docs, lang)
    with use_language(lang):
        write_card_names(docs)  # the cards' names in ``lang``, for the scripts
    if minify:
        engine_scripts = [docs / "js" / name for name in ENGINE_SCRIPTS]
        try:
            minify_in_place(engine_scripts, docs / "js")
        except MinifyError as error:
            raise BuildError(str(error)) from None


def mkdocs_command(
    docs: Path,
    public: Path = PUBLIC,
    *,
    minify: bool = True,
    lang: str = ENGLISH,
    runtime_root: Path | None = None,
) -> tuple[list[str], dict[str, str]]:
    """``mkdocs build --strict`` of the staged ``docs`` (site/mkdocs.yml reads OMBRE_DOCS_DIR)
    in the language ``lang`` (OMBRE_LANG: the theme's language, hence the page's and the
    search's; site/hooks/languages.py adds the rest): the command and its environment."""
    command = [
        sys.executable, "-m", "mkdocs", "build", "--strict", "--clean",
        "--config-file", str(SITE / "mkdocs.yml"), "--site-dir", str(public),
    ]  # fmt: skip
    env = {
        **os.environ,
        "OMBRE_DOCS_DIR": str(docs),
        "OMBRE_MINIFY": "1" if minify else "0",
        "OMBRE_LANG": lang,
    }
    if runtime_root is not None:  # the runtime folders, laid out as the site root
        env["OMBRE_RUNTIME_ROOT"] = str(runtime_root)
    return command, env


def mkdocs_build(
    docs: Path, public: Path = PUBLIC, *, minify: bool = True, lang: str = ENGLISH
) -> None:
    """One language's ``mkdocs build --strict`` (:func:`mkdocs_command`)."""
    mkdocs_builds([(docs, public, lang)], minify=minify)


def mkdocs_builds(
    builds: Iterable[tuple[Path, Path, str]],
    *,
    minify: bool = True,
    at_once: int = 2,
    runtime_root: Path | None = None,
) -> None:
    """Each ``(docs, public, lang)`` built by its own ``mkdocs build``, ``at_once`` at a time
    (each is one core's work); every failure is reported, not only the first. ``builds`` may be
    a generator that stages each one as it is asked for: the staging then runs beside the
    builds already started."""
    waiting = iter(builds)
    running: list[tuple[subprocess.Popen[bytes], IO[bytes]]] = []
    failures = []
    with contextlib.ExitStack() as logs:
        while True:
            while len(running) < at_once and (next_build := next(waiting, None)) is not None:
                docs, public, lang = next_build
                command, env = mkdocs_command(
                    docs, public, minify=minify, lang=lang, runtime_root=runtime_root
                )
                # Output to a file, not a pipe, which fills and stalls the build.
                log: IO[bytes] = logs.enter_context(tempfile.TemporaryFile())
                process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=log)
                running.append((process, log))
            if not running:
                break
            process, done = running.pop(0)
            if process.wait() != 0:
                done.seek(0)
                failures.append(done.read().decode(errors="replace"))
    if failures:
        raise BuildError("mkdocs build --strict failed:\n" + "\n".join(failures))


def build(
    public: Path = PUBLIC, *, precompile: bool = False, snapshot: bool = True, minify: bool = True
) -> None:
    """The whole build: check examples, stage the docs in a temporary folder, then
    mkdocs build --strict into ``public``. The temporary folder goes, whatever happens.

    English builds first into ``public`` (its ``--clean`` empties it); each other language is
    staged while the builds before it run, and built beside them into a folder of its own,
    moved under ``public`` once every build is done."""
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="ombre-docs-") as folder:
        docs = Path(folder) / "docs"
        replayed = replayed_puzzles()
        files = stage(
            docs, replayed=replayed, precompile=precompile, snapshot=snapshot, minify=minify
        )
        # The English build's hooks rewrite its docs: it builds a copy, and each language is
        # staged from the docs as ``stage`` left them.
        english = shutil.copytree(docs, Path(folder) / f"docs-{ENGLISH}")
        others = [language.code for language in LANGUAGES if language.code != ENGLISH]

        def staged() -> Iterator[tuple[Path, Path, str]]:
            yield english, public, ENGLISH
            for code in others:
                target = Path(folder) / f"docs-{code}"
                stage_language(docs, target, code, files, replayed=replayed, minify=minify)
                yield target, Path(folder) / f"site-{code}", code

        mkdocs_builds(staged(), minify=minify, runtime_root=docs)
        for code in others:
            shutil.move(Path(folder) / f"site-{code}", public / code)
        write_sitemap_alternates(public)
    print(f"built {public} in {time.perf_counter() - started:.1f} s")
    print("The course's numbers (issue 23's budgets under the headings):")
    print(format_metrics(*site_metrics(public)))


def _snapshot() -> dict[Path, int]:
    return {
        path: path.stat().st_mtime_ns
        for folder in WATCHED
        for path in folder.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    }


def serve(port: int) -> None:
    """Build, serve public/ on loopback, and rebuild whenever a source file changes."""
    from sitegen.server import start

    build()
    server = start(PUBLIC, port=port)
    print(f"serving {server.url} (Ctrl-C to stop); watching {', '.join(p.name for p in WATCHED)}")
    seen = _snapshot()
    try:
        while True:
            time.sleep(1)
            now = _snapshot()
            if now != seen:
                seen = now
                try:
                    build()
                except BuildError as error:
                    print(error, file=sys.stderr)
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", nargs="?", choices=("build", "serve"), default="build")
    parser.add_argument("--port", type=int, default=8000, help="port for serve (default 8000)")
    parser.add_argument(
        "--precompile",
        action="store_true",
        help="ship bytecode for the engine's boot modules (faster boot, bigger download)",
    )
    parser.add_argument(
        "--no-snapshot",
        dest="snapshot",
        action="store_false",
        help="no engine memory snapshot: return visits boot Python from the start too",
    )
    parser.add_argument(
        "--no-minify",
        dest="minify",
        action="store_false",
        help="publish the scripts and the stylesheet as written (readable in the browser)",
    )
    args = parser.parse_args(argv)
    try:
        if args.command == "serve":
            serve(args.port)
        else:
            build(precompile=args.precompile, snapshot=args.snapshot, minify=args.minify)
    except BuildError as error:
        print(f"build failed: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
