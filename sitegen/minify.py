"""Minify the staged scripts and the stylesheet bundle with esbuild (the pinned npm dependency).

Each file is minified on its own, in place: no bundling, so every ES module keeps its own
address and its relative imports, and the site works under any URL prefix. The sources in
``site/`` stay as written; only what is published is minified (about 44% fewer gzipped bytes
of JavaScript, 38% of CSS).

>>> ESBUILD.name
'esbuild'
"""

from __future__ import annotations

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ESBUILD = ROOT / "node_modules" / ".bin" / "esbuild"


class MinifyError(Exception):
    """esbuild is missing or refused a file; the message says which and why."""


def minify_in_place(files: list[Path], base: Path) -> None:
    """Minify ``files`` (scripts or stylesheets, all under ``base``), each rewritten in place.

    >>> minify_in_place([], Path("."))  # nothing to do, esbuild is not even run
    """
    if not files:
        return
    if not ESBUILD.exists():
        raise MinifyError(f"{ESBUILD} is missing: run `make setup`")
    command = [
        str(ESBUILD), *(str(path) for path in files),
        "--minify", "--charset=utf8", "--log-level=warning",
        f"--outbase={base}", f"--outdir={base}", "--allow-overwrite",
    ]  # fmt: skip
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise MinifyError("esbuild could not minify:\n" + result.stdout + result.stderr)
