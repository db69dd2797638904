"""The package's lazy exports: each name in __all__ resolves, and the light bridge stays light."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import ombre_core

INIT = Path(ombre_core.__file__)


def test_every_export_resolves_to_the_object_in_its_module() -> None:
    for name in ombre_core.__all__:
        value = getattr(ombre_core, name)
        module = ombre_core._MODULE_OF.get(name)
        if module is not None:
            assert value is getattr(sys.modules[f"ombre_core.{module}"], name)


def test_lazy_exports_match_the_type_checking_imports_and_all() -> None:
    tree = ast.parse(INIT.read_text())
    guarded = next(node for node in tree.body if isinstance(node, ast.If))
    imported = {
        (node.module, alias.name)
        for node in guarded.body
        if isinstance(node, ast.ImportFrom)
        for alias in node.names
    }
    lazy = {(module, name) for name, module in ombre_core._MODULE_OF.items()}
    assert imported == lazy
    assert set(ombre_core.__all__) == {name for _, name in lazy} | {"__version__"}


def test_star_import_and_dir_see_every_export() -> None:
    namespace: dict[str, object] = {}
    exec("from ombre_core import *", namespace)
    assert set(ombre_core.__all__) <= set(namespace)
    assert set(ombre_core.__all__) <= set(dir(ombre_core))


def test_unknown_attribute_is_an_attribute_error() -> None:
    assert not hasattr(ombre_core, "no_such_export")


def test_the_worker_bridge_imports_only_what_ranking_needs() -> None:
    """``import ombre_core.api`` (what the browser waits for) must not load the game engine."""
    script = (
        "import sys, ombre_core.api; "
        "print(' '.join(sorted(m for m in sys.modules if m.startswith('ombre_core'))))"
    )
    loaded = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    ).stdout.split()
    assert loaded == [
        "ombre_core",
        "ombre_core.api",
        "ombre_core.cards",
        "ombre_core.errors",
        "ombre_core.ranking",
    ]


def _import_graph() -> dict[str, set[str]]:
    """Each ombre_core module and the ombre_core modules it imports (anywhere in the file)."""
    root = INIT.parent
    modules: dict[str, Path] = {}
    for path in root.rglob("*.py"):
        parts = path.with_suffix("").relative_to(root.parent).parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        modules[name] = path
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                base = package.split(".")[: len(package.split(".")) - max(node.level - 1, 0)]
                target = ".".join([*base, node.module] if node.module else base)
                if not node.level:
                    target = node.module or ""
                names = [target, *(f"{target}.{alias.name}" for alias in node.names)]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            else:
                continue
            graph[name] |= {other for other in names if other in modules and other != name}
    return graph


def test_no_import_circle_in_the_engine() -> None:
    """Every ombre_core module only imports modules that do not import it back (by any path)."""
    graph = _import_graph()
    assert {"ombre_core.state", "ombre_core.phases.play", "ombre_core.game"} <= set(graph)

    def reachable(start: str) -> set[str]:
        seen: set[str] = set()
        todo = list(graph[start])
        while todo:
            module = todo.pop()
            if module not in seen:
                seen.add(module)
                todo.extend(graph[module])
        return seen

    circles = sorted(name for name in graph if name in reachable(name))
    assert circles == []
