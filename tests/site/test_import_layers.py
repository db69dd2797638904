"""No module of sitegen or ombre_core is in an import circle, counting imports inside
functions too (a circle held together by a function-level import is still a circle)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("sitegen", "ombre_core")


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
    assert graph["sitegen.lessons"] <= {"sitegen.cards"} | {
        name for name in graph if name.startswith("ombre_core")
    }
    registry = graph["sitegen.widgets"]
    assert not any(name.startswith("sitegen.widgets.") for name in registry), registry
    hook = (ROOT / "site" / "hooks" / "ombre.py").read_text(encoding="utf-8")
    assert "from sitegen.macros import page_macros" in hook
