"""Fixtures for the build's unit tests: build.py imported as a module, and one full build."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def build_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("ombre_build", ROOT / "build.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def built_site(build_module: ModuleType, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One real build (examples, staging, mkdocs build --strict) into a temporary folder."""
    public = tmp_path_factory.mktemp("public")
    build_module.build(public)  # stages in a temporary folder of its own
    return public


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Under pytest-xdist (``--dist loadgroup``), the tests of the one real build share a worker,
    so that one full build serves them all. They are slow (a full build), so ``make quick``
    leaves them out."""
    for item in items:
        if "built_site" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.xdist_group("site-build"))
            item.add_marker(pytest.mark.slow)
