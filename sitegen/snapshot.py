"""The engine's memory snapshot: Pyodide with ombre_core.api imported, for return visits.

A worker that boots from it skips Python's start-up and the engine's imports (about 7x faster
here). It is about 6 MB gzipped, so a first visit boots without it and fetches it in idle time
(site/js/engine-worker.js keeps it in the browser's Cache Storage for the next visit).

The file is ``assets/engine/ombre_core-<key>.snapshot``, gzip bytes served as they are (no
``Content-Encoding``). Its key hashes what it is made from: the engine zip, the Pyodide runtime
and the script that makes it, so a new engine or runtime gets a new name and a browser never
boots a stale one. Making one takes a few seconds of Node, so finished snapshots are kept by key
in ``build/engine-snapshot/`` and reused by later builds.
"""

from __future__ import annotations

import hashlib
import lzma
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MAKER = Path(__file__).resolve().parent / "snapshot.mjs"
CACHE_DIR = ROOT / "build" / "engine-snapshot"
SUFFIX = ".snapshot"


class SnapshotError(Exception):
    """Node could not make the snapshot; the message carries its complaint."""


def snapshot_key(engine_zip: Path, pyodide_dir: Path) -> str:
    """16 hex digits that change whenever the engine, the runtime or the maker changes."""
    digest = hashlib.sha256()
    for path in (engine_zip, pyodide_dir / "pyodide.asm.wasm", pyodide_dir / "python_stdlib.zip"):
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    for path in (pyodide_dir / "pyodide.asm.mjs", MAKER):
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:16]


def make_snapshot(engine_zip: Path, pyodide_dir: Path, target: Path) -> None:
    """Run sitegen/snapshot.mjs under Node: the gzipped snapshot into ``target``.

    The site's archive (``.zip.xz``) goes to Node as its plain zip: unpacked in Python the xz
    stream would leave its freed buffers in the memory the snapshot keeps (400 KB more gzipped).
    """
    with tempfile.TemporaryDirectory() as tmp:
        plain = engine_zip
        if engine_zip.suffix == ".xz":
            plain = Path(tmp) / engine_zip.stem
            plain.write_bytes(lzma.decompress(engine_zip.read_bytes()))
        command = ["node", str(MAKER), str(pyodide_dir), str(plain), str(target)]
        try:
            result = subprocess.run(command, capture_output=True, text=True, check=False)
        except FileNotFoundError as error:
            raise SnapshotError(f"node is needed to make the engine snapshot ({error})") from error
    if result.returncode != 0 or not target.exists():
        raise SnapshotError(f"making the engine snapshot failed:\n{result.stderr[-2000:]}")


def write_snapshot(
    dest_dir: Path, engine_zip: Path, pyodide_dir: Path, cache_dir: Path = CACHE_DIR
) -> Path:
    """``dest_dir/ombre_core-<key>.snapshot``, from the cache or made now (then cached)."""
    key = snapshot_key(engine_zip, pyodide_dir)
    name = f"ombre_core-{key}{SUFFIX}"
    cached = cache_dir / name
    if not cached.exists():
        cache_dir.mkdir(parents=True, exist_ok=True)
        partial = cached.with_name(f"{name}.{os.getpid()}.part")  # builds may run at once
        make_snapshot(engine_zip, pyodide_dir, partial)
        partial.replace(cached)
        for old in cache_dir.glob(f"*{SUFFIX}"):
            if old != cached:
                old.unlink()
    dest_dir.mkdir(parents=True, exist_ok=True)
    target = dest_dir / name
    shutil.copyfile(cached, target)
    return target
