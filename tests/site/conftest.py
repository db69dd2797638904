"""Fixtures for the build's unit tests: build.py imported as a module, and one full build."""

from __future__ import annotations

import importlib.util
import os
import shutil
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
# OMBRE_BUILT_SITE: a full build made already (make unit's, by `python build.py`, in public/),
# checked instead of building again in every pytest worker.
BUILT_SITE = os.environ.get("OMBRE_BUILT_SITE")


@pytest.fixture(scope="session")
def build_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("ombre_build", ROOT / "build.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def built_site(build_module: ModuleType, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One real build (examples, staging, mkdocs build --strict) into a temporary folder: a
    copy of :data:`BUILT_SITE` when set (a rebuild meanwhile cannot change it), else a build of
    its own."""
    public = tmp_path_factory.mktemp("public")
    if BUILT_SITE:
        if not (Path(BUILT_SITE) / "index.html").is_file():
            pytest.fail(f"OMBRE_BUILT_SITE={BUILT_SITE} holds no built site (no index.html)")
        shutil.copytree(BUILT_SITE, public, dirs_exist_ok=True)
    else:
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
