"""No module of sitegen, ombre_tools or ombre_core is in an import circle, counting imports
inside functions too (a circle held together by a function-level import is still a circle).

The layers, bottom up: ``ombre_core`` (the engine the browser runs: the standard library only,
and no file access), ``ombre_tools`` (worked examples and guided-deal scripts read from TOML,
the playthrough printer, the bench), ``sitegen``, then the hooks and ``build.py``."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("sitegen", "ombre_tools", "ombre_core")


def module_files() -> dict[str, Path]:
    modules = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            modules[".".join(parts)] = path
    return modules


def imports_of(name: str, path: Path, known: set[str]) -> set[str]:
    """The known modules ``name`` imports anywhere in its file (``from a import b`` counts as
    importing ``a.b`` when that is a module, else ``a``)."""
    is_package = path.name == "__init__.py"
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = name.split(".") if is_package else name.split(".")[:-1]
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:
                child = f"{base}.{alias.name}"
                found.add(child if child in known else base)
    return {module for module in found if module in known and module != name}


def import_graph() -> dict[str, set[str]]:
    files = module_files()
    known = set(files)
    return {name: imports_of(name, path, known) for name, path in files.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_circle_finder_finds_a_circle() -> None:
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_sitegen_or_engine_module_is_in_an_import_circle() -> None:
    assert circles(import_graph()) == []


def test_the_course_data_is_the_bottom_layer_and_the_hook_imports_one_macros_module() -> None:
    graph = import_graph()
    assert graph["sitegen.lessons"] <= {"sitegen.cards", "sitegen.languages"} | {
        name for name in graph if name.startswith(("ombre_core", "ombre_tools"))
    }
    assert graph["sitegen.languages"] <= {name for name in graph if name.startswith("ombre_core")}
    registry = graph["sitegen.widgets"]
    assert not any(name.startswith("sitegen.widgets.") for name in registry), registry
    hook = (ROOT / "site" / "hooks" / "ombre.py").read_text(encoding="utf-8")
    assert "from sitegen.macros import page_macros" in hook


FILE_ACCESS_MODULES = frozenset(
    {"os", "pathlib", "tomllib", "io", "shutil", "glob", "tempfile", "fileinput", "zipfile"}
    | {"tarfile", "gzip", "bz2", "lzma", "sqlite3", "subprocess", "socket", "urllib", "http"}
)
"""Standard modules that read or write files (or reach out of the process): not in the engine."""
FILE_ACCESS_CALLS = frozenset({"open", "Path", "PurePath"})
FILE_ACCESS_METHODS = frozenset({"read_text", "read_bytes", "write_text", "write_bytes"})


def engine_rule_breaks(source: str) -> list[str]:
    """What in an engine module's source breaks the engine's rules: an import of anything but
    the standard library and ``ombre_core`` itself (so nothing above it: ``ombre_tools``,
    ``sitegen``), an import of a module with file access, and a call of ``open(``, ``Path(``
    or a path's read/write methods."""
    problems = []
    for node in ast.walk(ast.parse(source)):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            names = [node.module]
        for name in names:
            top = name.split(".")[0]
            if top in FILE_ACCESS_MODULES:
                problems.append(f"line {node.lineno}: imports {name}, a module with file access")
            elif top != "ombre_core" and top not in sys.stdlib_module_names:
                problems.append(f"line {node.lineno}: imports {name}, outside the engine")
        if isinstance(node, ast.Call):
            func = node.func
            called = (
                func.id
                if isinstance(func, ast.Name)
                else func.attr
                if isinstance(func, ast.Attribute)
                else ""
            )
            if called in FILE_ACCESS_CALLS or called in FILE_ACCESS_METHODS:
                problems.append(f"line {node.lineno}: calls {called}(")
    return problems


def test_the_engine_rule_checker_finds_file_access_and_imports_from_above() -> None:
    source = (
        "import os\nfrom pathlib import Path\nimport tomllib\nfrom sitegen import cards\n"
        "from ombre_tools.examples import check_files\nimport json\nfrom . import rules\n"
        "from ombre_core.cards import Card\n"
        "def f(p):\n    open(p)\n    Path(p).read_text()\n    return json.loads('1')\n"
    )
    assert engine_rule_breaks(source) == [
        "line 1: imports os, a module with file access",
        "line 2: imports pathlib, a module with file access",
        "line 3: imports tomllib, a module with file access",
        "line 4: imports sitegen, outside the engine",
        "line 5: imports ombre_tools.examples, outside the engine",
        "line 10: calls open(",
        "line 11: calls read_text(",
        "line 11: calls Path(",
    ]


def test_the_engine_reads_no_file_and_imports_nothing_above_it() -> None:
    files = sorted((ROOT / "ombre_core").rglob("*.py"))
    assert len(files) > 30
    problems = {
        path.relative_to(ROOT).as_posix(): found
        for path in files
        if (found := engine_rule_breaks(path.read_text(encoding="utf-8")))
    }
    assert problems == {}


def test_the_tools_stand_between_the_engine_and_the_site() -> None:
    graph = import_graph()
    tools = {name: targets for name, targets in graph.items() if name.startswith("ombre_tools")}
    assert "ombre_tools.guided" in tools and "ombre_tools.examples" in tools
    for name, targets in tools.items():
        assert not [target for target in targets if target.startswith("sitegen")], name
    engine = {name: targets for name, targets in graph.items() if name.startswith("ombre_core")}
    for name, targets in engine.items():
        assert all(target.startswith("ombre_core") for target in targets), (name, targets)
