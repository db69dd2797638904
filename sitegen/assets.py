"""Runtime files for the browser: the engine zip and the pinned Pyodide runtime.

The engine zip is named by a hash of its content, so a browser never runs a stale engine:
``assets/engine/ombre_core-<hash>.zip.xz``. Its sources are slimmed for the wire
(:func:`slim_source`: no docstrings, no comments, every line at its number, so tracebacks match
the repository), and the zip is stored uncompressed inside one xz stream (:func:`wire_form`),
which compresses across the modules: about 114 KB where the deflated zip is 165 KB. Pyodide goes
in a folder named by its version, ``assets/pyodide/<version>/``, with only the five files the
runtime needs.
"""

from __future__ import annotations

import ast
import hashlib
import io
import json
import lzma
import shutil
import subprocess
import tempfile
import tokenize
import zipfile
from collections.abc import Callable
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


_DOCUMENTED = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def slim_source(source: str) -> str:
    r"""The module without its docstrings (each becomes ``""``) and comments, for the browser,
    which never reads them: about a third fewer bytes. Every line keeps its number.

    >>> source = "'''Doc.'''\nX = 1  # one\ndef f():\n    '''Two\n    lines.'''\n    return X\n"
    >>> print(slim_source(source))
    ""
    X = 1
    def f():
        ""
    <BLANKLINE>
        return X
    <BLANKLINE>
    """
    lines = source.splitlines(keepends=True)
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            row, col = token.start
            lines[row - 1] = lines[row - 1][:col].rstrip() + "\n"
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, _DOCUMENTED) or not node.body:
            continue
        doc = node.body[0]
        if not (isinstance(doc, ast.Expr) and isinstance(doc.value, ast.Constant)):
            continue
        if not isinstance(doc.value.value, str) or doc.end_lineno is None:
            continue
        first, last = lines[doc.lineno - 1], lines[doc.end_lineno - 1]
        if first[: doc.col_offset].strip() or last[doc.end_col_offset or 0 :].strip():
            continue  # shares a line with other code: left as it is
        lines[doc.lineno - 1] = first[: doc.col_offset] + '""\n'
        for index in range(doc.lineno, doc.end_lineno):
            lines[index] = "\n"
    slim = "".join(lines)
    compile(slim, "<slim>", "exec", dont_inherit=True)  # still valid Python
    return slim


LOCALES = "locales"
"""The engine's folder of other languages' catalogues: each packed apart (:func:`pack_locale`),
fetched only by the pages of its language."""


def in_engine(name: str) -> bool:
    """Whether the package file ``name`` (``ombre_core/api.py``) is in the engine's archive:
    every one but the other languages' catalogues.

    >>> in_engine("ombre_core/api.py"), in_engine("ombre_core/locales/fr.py")
    (True, False)
    """
    parts = name.split("/")
    return not (len(parts) == 3 and parts[1] == LOCALES and parts[2] != "__init__.py")


def engine_zip_bytes(
    package: Path = ENGINE_PACKAGE,
    *,
    slim: bool = True,
    members: Callable[[str], bool] = in_engine,
) -> bytes:
    """A reproducible zip of the package's ``.py`` files and ``py.typed`` that ``members``
    takes, rooted at its name; with ``slim``, the sources as :func:`slim_source` writes them."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in sorted(package.rglob("*")):
            if "__pycache__" in path.parts or not path.is_file():
                continue
            if path.suffix != ".py" and path.name != "py.typed":
                continue
            name = path.relative_to(package.parent).as_posix()
            if not members(name):
                continue
            info = zipfile.ZipInfo(name, date_time=_ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            data = path.read_bytes()
            if slim and path.suffix == ".py":
                data = slim_source(data.decode("utf-8")).encode("utf-8")
            archive.writestr(info, data)
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


ENGINE_SUFFIX = ".zip.xz"


def wire_form(zip_bytes: bytes) -> bytes:
    """The zip with every member stored uncompressed, then compressed whole with xz (the worker
    undoes it with ``lzma`` before unpacking); member names and contents are unchanged.

    >>> archive = engine_zip_bytes()
    >>> unpacked = zipfile.ZipFile(io.BytesIO(lzma.decompress(wire_form(archive))))
    >>> unpacked.namelist() == zipfile.ZipFile(io.BytesIO(archive)).namelist()
    True
    >>> len(wire_form(archive)) < 0.8 * len(archive)
    True
    """
    source = zipfile.ZipFile(io.BytesIO(zip_bytes))
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_STORED) as archive:
        for member in source.infolist():
            info = zipfile.ZipInfo(member.filename, date_time=member.date_time)
            info.external_attr = member.external_attr
            archive.writestr(info, source.read(member))
    return lzma.compress(buffer.getvalue(), preset=9 | lzma.PRESET_EXTREME)


def pack_engine(
    dest_dir: Path, package: Path = ENGINE_PACKAGE, *, compile_with: Path | None = None
) -> Path:
    """Write ``ombre_core-<hash>.zip.xz`` (:func:`wire_form`) into ``dest_dir`` (removing older
    engine archives).

    With ``compile_with`` (a Pyodide folder) the zip also holds bytecode for that Pyodide.
    """
    data = engine_zip_bytes(package)
    if compile_with is not None:
        data = precompiled(data, compile_with)
    return _write_archive(dest_dir, package.name, wire_form(data))


def _write_archive(dest_dir: Path, stem: str, data: bytes) -> Path:
    """Write ``data`` as ``<stem>-<hash>.zip.xz`` into ``dest_dir``, removing older archives of
    that stem; unchanged bytes are not written again."""
    digest = hashlib.sha256(data).hexdigest()[:16]
    dest_dir.mkdir(parents=True, exist_ok=True)
    target = dest_dir / f"{stem}-{digest}{ENGINE_SUFFIX}"
    for old in dest_dir.glob(f"{stem}-*.zip*"):
        if old != target:
            old.unlink()
    if not target.exists() or target.read_bytes() != data:
        target.write_bytes(data)
    return target


def pack_locale(dest_dir: Path, lang: str, package: Path = ENGINE_PACKAGE) -> Path:
    """Write ``locale-<lang>-<hash>.zip.xz``: the catalogue of ``lang``
    (``ombre_core/locales/<lang>.py``), which the worker of that language's pages unpacks
    beside the engine."""
    member = f"{package.name}/{LOCALES}/{lang}.py"
    data = wire_form(engine_zip_bytes(package, members=lambda name: name == member))
    return _write_archive(dest_dir, f"locale-{lang}", data)


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
