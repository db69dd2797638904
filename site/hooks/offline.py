"""MkDocs hook: write the build's service worker, ``sw.js`` (see :mod:`sitegen.offline`)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from sitegen.languages import by_code  # noqa: E402
from sitegen.offline import write_service_worker  # noqa: E402


def on_post_build(*, config: MkDocsConfig) -> None:
    """A language built apart from the root (build.py) finds the runtime in OMBRE_RUNTIME_ROOT."""
    runtime_root = os.environ.get("OMBRE_RUNTIME_ROOT")
    write_service_worker(
        Path(config.site_dir),
        by_code(config.theme["language"]).prefix,
        Path(runtime_root) if runtime_root else None,
    )
