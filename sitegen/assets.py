"""Runtime files for the browser: the engine zip and the pinned Pyodide runtime.

The engine zip is named by a hash of its content, so a browser never runs a stale engine:
``assets/engine/ombre_core-<hash>.zip``. Pyodide goes in a folder named by its version,
``assets/pyodide/<version>/``, with only the five files the runtime needs.
"""

from __future__ import annotations

import hashlib
import io
import json
import shutil
import subprocess
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINE_PACKAGE = ROOT / "ombre_core"
PYODIDE_NPM = ROOT / "node_modules" / "pyodide"
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
_ZIP_DATE = (1980, 1, 1, 0, 0, 0)


def engine_zip_bytes(package: Path = ENGINE_PACKAGE) -> bytes:
    """A reproducible zip of the package's ``.py`` files and ``py.typed``, rooted at its name."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sorted(package.rglob("*")):
            if "__pycache__" in path.parts or not path.is_file():
                continue
            if path.suffix != ".py" and path.name != "py.typed":
                continue
            name = path.relative_to(package.parent).as_posix()
            info = zipfile.ZipInfo(name, date_time=_ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, path.read_bytes())
    return buffer.getvalue()


PRECOMPILE = Path(__file__).resolve().parent / "precompile.mjs"


def precompiled(zip_bytes: bytes, pyodide: Path = PYODIDE_NPM) -> bytes:
    """The zip plus ``__pycache__/*.cpython-3XX.pyc`` compiled by Pyodide itself under Node."""
    with tempfile.TemporaryDirectory() as tmp:
        source, target = Path(tmp) / "in.zip", Path(tmp) / "out.zip"
        source.write_bytes(zip_bytes)
        command = ["node", str(PRECOMPILE), str(pyodide), str(source), str(target)]
        result = subprocess.run(command, capture_output=True, text=True, check=False)
        if result.returncode != 0:
            raise RuntimeError(f"precompiling the engine failed:\n{result.stderr[-2000:]}")
        return target.read_bytes()


def pack_engine(
    dest_dir: Path, package: Path = ENGINE_PACKAGE, *, compile_with: Path | None = None
) -> Path:
    """Write ``ombre_core-<hash>.zip`` into ``dest_dir`` (removing older engine zips).

    With ``compile_with`` (a Pyodide folder) the zip also holds bytecode for that Pyodide.
    """
    data = engine_zip_bytes(package)
    if compile_with is not None:
        data = precompiled(data, compile_with)
    digest = hashlib.sha256(data).hexdigest()[:16]
    dest_dir.mkdir(parents=True, exist_ok=True)
    target = dest_dir / f"{package.name}-{digest}.zip"
    for old in dest_dir.glob(f"{package.name}-*.zip"):
        if old != target:
            old.unlink()
    if not target.exists() or target.read_bytes() != data:
        target.write_bytes(data)
    return target


def pyodide_version(source: Path = PYODIDE_NPM) -> str:
    """The version of the installed npm ``pyodide`` package, for example ``'314.0.7'``."""
    package_json = source / "package.json"
    if not package_json.exists():
        raise FileNotFoundError(f"{source} is missing: run `npm ci` (make setup does it)")
    version: str = json.loads(package_json.read_text())["version"]
    return version


def copy_pyodide(dest_root: Path, source: Path = PYODIDE_NPM) -> Path:
    """Copy only :data:`PYODIDE_FILES` into ``dest_root/<version>/``; return that folder."""
    target = dest_root / pyodide_version(source)
    target.mkdir(parents=True, exist_ok=True)
    for old in dest_root.iterdir():
        if old != target:
            shutil.rmtree(old) if old.is_dir() else old.unlink()
    for old in target.iterdir():
        if old.name not in PYODIDE_FILES:
            old.unlink()
    for name in PYODIDE_FILES:
        src, dst = source / name, target / name
        if not src.exists():
            raise FileNotFoundError(f"{src} is missing: run `npm ci` (make setup does it)")
        same = dst.exists() and (dst.stat().st_size, dst.stat().st_mtime_ns) == (
            src.stat().st_size,
            src.stat().st_mtime_ns,
        )
        if not same:
            shutil.copy2(src, dst)
    return target
