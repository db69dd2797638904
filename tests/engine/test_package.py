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
