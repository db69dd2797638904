"""Unit tests of the build: engine zip, Pyodide copy, worked-example check, the output."""

from __future__ import annotations

import ast
import gzip
import hashlib
import io
import lzma
import re
import shutil
import zipfile
from html.parser import HTMLParser
from pathlib import Path
from types import ModuleType

import pytest

from sitegen.assets import (
    PYODIDE_FILES,
    PYODIDE_NPM,
    copy_pyodide,
    engine_zip_bytes,
    pack_engine,
    slim_source,
    wire_form,
)
from sitegen.lessons import check_examples, lesson_files
from sitegen.snapshot import snapshot_key, write_snapshot

ROOT = Path(__file__).resolve().parents[2]


def unpacked(archive: Path) -> zipfile.ZipFile:
    """The engine's zip inside the site's xz archive."""
    return zipfile.ZipFile(io.BytesIO(lzma.decompress(archive.read_bytes())))


@pytest.mark.slow
def test_engine_zip_holds_the_package_and_is_named_by_its_content_hash(tmp_path: Path) -> None:
    target = pack_engine(tmp_path)
    data = target.read_bytes()
    assert target.name == f"ombre_core-{hashlib.sha256(data).hexdigest()[:16]}.zip.xz"
    names = unpacked(target).namelist()
    assert "ombre_core/__init__.py" in names
    assert "ombre_core/api.py" in names
    assert "ombre_core/exercises/__init__.py" in names
    assert all(name.startswith("ombre_core/") for name in names)
    assert not [name for name in names if "__pycache__" in name or name.endswith(".pyc")]


@pytest.mark.turn(2)
@pytest.mark.slow
def test_engine_zip_is_reproducible_and_its_name_follows_the_content(tmp_path: Path) -> None:
    package = tmp_path / "src" / "ombre_core"
    shutil.copytree(ROOT / "ombre_core", package, ignore=shutil.ignore_patterns("__pycache__"))
    first = pack_engine(tmp_path / "out", package)
    assert wire_form(engine_zip_bytes(package)) == first.read_bytes()
    (package / "api.py").write_text((package / "api.py").read_text() + "\n# changed\n")
    second = pack_engine(tmp_path / "out", package)
    assert second.name != first.name
    assert [path.name for path in (tmp_path / "out").iterdir()] == [second.name]


DOCUMENTED = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def _without_docstrings(tree: ast.Module) -> str:
    for node in ast.walk(tree):
        first = node.body[0] if isinstance(node, DOCUMENTED) and node.body else None
        if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
            first.value.value = "" if isinstance(first.value.value, str) else first.value.value
    return ast.dump(tree)


@pytest.mark.turn(2)
@pytest.mark.slow
def test_the_engine_zip_ships_each_module_slimmed_to_the_same_code_on_the_same_lines() -> None:
    for path in sorted((ROOT / "ombre_core").rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        slim = slim_source(source)
        assert slim.count("\n") == source.count("\n"), path  # tracebacks keep their lines
        assert not [line for line in slim.splitlines() if line.lstrip().startswith("#")], path
        assert _without_docstrings(ast.parse(slim)) == _without_docstrings(ast.parse(source)), path
        # every statement starts on its line in the repository's file
        lines = [(n.lineno, type(n)) for n in ast.walk(ast.parse(slim)) if isinstance(n, ast.stmt)]
        assert lines == [
            (n.lineno, type(n)) for n in ast.walk(ast.parse(source)) if isinstance(n, ast.stmt)
        ]
    zipped = zipfile.ZipFile(io.BytesIO(engine_zip_bytes()))
    api = zipped.read("ombre_core/api.py").decode("utf-8")
    assert api == slim_source((ROOT / "ombre_core" / "api.py").read_text(encoding="utf-8"))
    assert len(engine_zip_bytes()) < 0.8 * len(engine_zip_bytes(slim=False))


def test_only_the_five_runtime_files_of_pyodide_are_copied(tmp_path: Path) -> None:
    source = tmp_path / "node_modules" / "pyodide"
    source.mkdir(parents=True)
    (source / "package.json").write_text('{"version": "314.0.7"}')
    for name in (*PYODIDE_FILES, "pyodide.js", "console.html", "pyodide.mjs.map", "ffi.d.ts"):
        (source / name).write_text(name)
    target = copy_pyodide(tmp_path / "assets" / "pyodide", source)
    assert target == tmp_path / "assets" / "pyodide" / "314.0.7"
    assert sorted(path.name for path in target.iterdir()) == sorted(PYODIDE_FILES)


def test_the_real_pyodide_copy_is_versioned_and_complete(built_site: Path) -> None:
    folders = list((built_site / "assets" / "pyodide").iterdir())
    assert [folder.name for folder in folders] == ["314.0.7"]
    assert sorted(path.name for path in folders[0].iterdir()) == sorted(PYODIDE_FILES)


def test_a_wrong_worked_example_fails_the_build_with_the_checkers_message(
    build_module: ModuleType, tmp_path: Path
) -> None:
    tutorials = tmp_path / "tutorials"
    (tutorials / "lesson").mkdir(parents=True)
    (tutorials / "lesson" / "index.md").write_text("# A lesson\n")
    (tutorials / "lesson" / "examples.toml").write_text(
        '[[trick]]\nname = "wrong on purpose"\ntrump = "diamonds"\n'
        'cards = ["Kc", "Qc", "3d"]\nwinner = 0\n'
    )
    assert not check_examples(tutorials).ok
    with pytest.raises(build_module.BuildError) as failure:
        build_module.stage(tmp_path / "docs", tutorials)
    message = str(failure.value)
    assert "FAIL" in message and "wrong on purpose" in message
    assert "winner: expected 0 (Kc), engine 2 (3d)" in message
    assert not (tmp_path / "docs").exists()


def test_the_lessons_worked_examples_pass() -> None:
    report = check_examples()
    assert report.ok, report.format()
    assert report.passed > 0


def test_lesson_files_skip_examples_and_the_folder_readme() -> None:
    files = lesson_files()
    assert "index.md" in files and "ranking-the-cards/index.md" in files
    assert not [name for name in files if name.endswith(".toml") or name == "README.md"]


class _Resources(HTMLParser):
    """Every URL a page makes the browser load (not links a reader may follow)."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        rel = (values.get("rel") or "").split()
        for name in ("src", "href", "xlink:href", "poster", "data"):
            url = values.get(name)
            if not url or (tag == "a" and name == "href") or {"canonical", "alternate"} & set(rel):
                continue
            self.urls.append(url)


EXTERNAL = re.compile(r"^(?:[a-z][a-z0-9+.-]*:)?//", re.I)


def test_the_output_loads_nothing_from_another_host_and_uses_relative_urls(
    built_site: Path,
) -> None:
    pages = sorted(built_site.rglob("*.html"))
    assert len(pages) >= 3
    for page in pages:
        parser = _Resources()
        parser.feed(page.read_text(encoding="utf-8"))
        assert parser.urls, page
        for url in parser.urls:
            assert not EXTERNAL.match(url), f"{page}: loads {url}"
            assert not url.startswith("/"), f"{page}: root-absolute {url} breaks under a prefix"
    for sheet in built_site.rglob("*.css"):
        for url in re.findall(r"url\(\s*['\"]?([^'\")]+)", sheet.read_text(encoding="utf-8")):
            assert not EXTERNAL.match(url), f"{sheet}: loads {url}"
    for text in (path.read_text(encoding="utf-8") for path in pages):
        assert "fonts.googleapis" not in text and "fonts.gstatic" not in text


def test_our_scripts_import_nothing_from_another_host(built_site: Path) -> None:
    for script in (built_site / "js").rglob("*.js"):
        text = script.read_text(encoding="utf-8")
        for url in re.findall(
            r"""(?:import|from|importScripts|fetch)\s*\(?\s*["'`]([^"'`]+)""", text
        ):
            assert not EXTERNAL.match(url), f"{script}: loads {url}"


def test_the_lesson_is_prerendered_with_engine_orders_and_cards(built_site: Path) -> None:
    html = (built_site / "ranking-the-cards" / "index.html").read_text(encoding="utf-8")
    assert 'data-order="red-trump"' in html
    red_trump = html.split('data-order="red-trump"', 1)[1].split("</tr>", 1)[0]
    cards = re.findall(r'<li data-card="(\w\w)"', red_trump)
    assert cards == ["As", "7h", "Ac", "Ah", "Kh", "Qh", "Jh", "2h", "3h", "4h", "5h", "6h"]
    assert 'aria-label="Rey de copas"' in html and 'aria-label="King of hearts"' in html
    assert 'data-widget="ranking"' in html and 'data-widget="exercise"' in html
    assert "{{" not in html  # every Jinja call was rendered


def test_the_worker_gets_the_hashed_engine_zip_inlined(built_site: Path) -> None:
    worker = (built_site / "js" / "engine-worker.js").read_text(encoding="utf-8")
    (zip_path,) = (built_site / "assets" / "engine").glob("ombre_core-*.zip.xz")
    assert f"../assets/engine/{zip_path.name}" in worker
    assert "../assets/pyodide/314.0.7/" in worker
    assert "engine-files.js" not in worker.split("\n", 4)[-1]


def test_the_build_ships_the_engine_snapshot_gzipped_and_named_by_its_key(built_site: Path) -> None:
    engine = built_site / "assets" / "engine"
    (zip_path,) = engine.glob("ombre_core-*.zip.xz")
    (snapshot,) = engine.glob("ombre_core-*.snapshot")
    key = snapshot_key(zip_path, next((built_site / "assets" / "pyodide").iterdir()))
    assert snapshot.name == f"ombre_core-{key}.snapshot"
    assert snapshot.read_bytes()[:2] == b"\x1f\x8b"  # served as it is, gunzipped by the worker
    for module in ("engine-worker.js", "engine-files.js"):
        text = (built_site / "js" / module).read_text(encoding="utf-8")
        # Minified: the worker's constants renamed, spaces gone; the page module keeps its names.
        assert f'new URL("../assets/engine/{snapshot.name}",import.meta.url)' in text
        assert '"ombre-engine-"+new URL("../",import.meta.url).pathname' in text
    files = (built_site / "js" / "engine-files.js").read_text(encoding="utf-8")
    assert "ENGINE_SNAPSHOT" in files and "SNAPSHOT_CACHE" in files
    # The engine worker keeps it itself; the service worker never precaches 6 MB for it.
    assert ".snapshot" not in (built_site / "sw.js").read_text(encoding="utf-8")


def test_the_snapshot_key_follows_the_engine_and_made_snapshots_are_reused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    made: list[Path] = []

    def fake_make(engine_zip: Path, pyodide_dir: Path, target: Path) -> None:
        made.append(engine_zip)
        target.write_bytes(b"snapshot of " + engine_zip.read_bytes())

    monkeypatch.setattr("sitegen.snapshot.make_snapshot", fake_make)
    pyodide = copy_pyodide(tmp_path / "pyodide")
    engine_zip = tmp_path / "engine.zip"
    engine_zip.write_bytes(b"engine one")
    cache = tmp_path / "cache"
    first = write_snapshot(tmp_path / "out", engine_zip, pyodide, cache)
    again = write_snapshot(tmp_path / "out2", engine_zip, pyodide, cache)
    assert first.name == again.name == f"ombre_core-{snapshot_key(engine_zip, pyodide)}.snapshot"
    assert len(made) == 1 and again.read_bytes() == b"snapshot of engine one"
    engine_zip.write_bytes(b"engine two")  # a changed engine: a new name, made anew
    second = write_snapshot(tmp_path / "out", engine_zip, pyodide, cache)
    assert second.name != first.name and len(made) == 2
    assert [path.name for path in cache.iterdir()] == [second.name]  # the old one is dropped


def test_navigation_and_home_page_follow_course_toml(built_site: Path) -> None:
    home = (built_site / "index.html").read_text(encoding="utf-8")
    assert '<li><a href="ranking-the-cards/">Ranking the cards</a>' in home
    assert 'href="ranking-the-cards/" class="md-nav__link' in home


@pytest.mark.turn(2)
@pytest.mark.slow
def test_precompiled_engine_zip_carries_boot_bytecode_compiled_by_pyodide(
    tmp_path: Path,
) -> None:
    target = pack_engine(tmp_path, compile_with=PYODIDE_NPM)
    data = target.read_bytes()
    assert target.name == f"ombre_core-{hashlib.sha256(data).hexdigest()[:16]}.zip.xz"
    archive = unpacked(target)
    names = archive.namelist()
    assert "ombre_core/api.py" in names and "ombre_core/guided.py" in names
    # The build-time tools (worked examples, script loading, bench) are not the engine.
    assert not [name for name in names if not name.startswith("ombre_core/")]
    compiled = [name for name in names if name.endswith(".pyc")]
    api = [name for name in compiled if name.startswith("ombre_core/__pycache__/api.")]
    assert len(api) == 1 and re.fullmatch(r".*api\.cpython-3\d+\.pyc", api[0])
    assert int.from_bytes(archive.read(api[0])[4:8], "little") == 0b01  # unchecked-hash pyc
    # Only what the worker imports before "ready" is compiled: not the guided-deal replay.
    assert not [name for name in compiled if "/guided." in name]


def test_the_default_build_ships_sources_only(built_site: Path) -> None:
    (zip_path,) = (built_site / "assets" / "engine").glob("ombre_core-*.zip.xz")
    names = unpacked(zip_path).namelist()
    assert "ombre_core/api.py" in names
    assert not [name for name in names if name.endswith(".pyc")]


def test_the_built_site_has_no_fault_injection_flag(built_site: Path) -> None:
    """Tests break the engine with Playwright's page.route; no link can switch it off."""
    for path in [*built_site.rglob("*.html"), *(built_site / "js").rglob("*.js")]:
        text = path.read_text(encoding="utf-8")
        assert "ombre-engine-fail" not in text, path
        assert "forced by the test" not in text, path
    worker = (built_site / "js" / "engine-worker.js").read_text(encoding="utf-8")
    assert "searchParams" not in worker  # the worker takes no orders from its URL


def test_only_engine_widgets_mark_their_page_as_needing_the_engine(built_site: Path) -> None:
    lesson = (built_site / "ranking-the-cards" / "index.html").read_text(encoding="utf-8")
    assert re.search(r'data-widget="ranking" data-engine-widget', lesson)
    assert re.search(r'data-widget="exercise" data-engine-widget', lesson)
    progress = (built_site / "progress" / "index.html").read_text(encoding="utf-8")
    assert 'data-widget="progress"' in progress and "data-engine-widget" not in progress
    # Nothing to take away when it binds, so the table does not move up (layout shift).
    assert "ombre-widget__status" not in progress
    assert "ombre-widget__status" in lesson


def test_every_table_widget_sits_under_an_h2(built_site: Path) -> None:
    """The table draws h3 headings (your hand, the guide): an h1 right before them would skip
    a level (axe and Lighthouse "heading-order")."""
    pages = sorted(built_site.rglob("index.html"))
    tables = 0
    for page in pages:
        article = page.read_text(encoding="utf-8").partition("<article")[2]
        for match in re.finditer(r'data-widget="table"', article):
            tables += 1
            before = re.findall(r"<h([1-6])[\s>]", article[: match.start()])
            assert before and int(before[-1]) >= 2, f"{page.parent.name}: a table after an h1"
    assert tables >= 3


def test_scripts_and_stylesheet_are_published_minified_each_on_its_own(built_site: Path) -> None:
    """sitegen/minify.py: no comment or indentation left, and every module still imports its
    neighbours by relative address (no bundle), so the site works under any URL prefix."""
    scripts = sorted((built_site / "js").rglob("*.js"))
    assert len(scripts) > 40
    for script in scripts:
        text = script.read_text(encoding="utf-8")
        assert "// @ts-check" not in text and "\n  " not in text, f"{script.name} not minified"
        for target in re.findall(r"""\b(?:from|import)\s*\(?["']([^"'\s]+\.js)["']""", text):
            assert target.startswith(("./", "../")), (script.name, target)
    widgets = (built_site / "js" / "widgets.js").read_text(encoding="utf-8")
    assert "import(" in widgets  # a page's widgets still load on demand
    sheet = (built_site / "css" / "site.css").read_text(encoding="utf-8")
    assert "/* css/" not in sheet and ".ombre-card{" in sheet


def test_a_first_visit_of_the_puzzle_page_fetches_its_rules_puzzles_without_their_boards(
    built_site: Path,
) -> None:
    """The data a new learner's puzzle page fetches stays small: one rule set, the boards apart
    (about 39 KB gzipped for the standard rules; the page was 313 KB besides Pyodide with
    them, against a 300 KB goal)."""
    data = built_site / "assets" / "puzzles-standard.json"
    assert len(gzip.compress(data.read_bytes(), 9)) < 45_000
    assert data.read_text(encoding="utf-8").count('"board"') == 1  # the first puzzle's alone
