"""The engine inside Pyodide under Node: the browser's interpreter must agree with CPython.

Runs tests/pyodide/run_engine.mjs with the engine zip the site ships (sitegen.assets), so the
examples and random deals are checked exactly as the browser would load the engine.
"""

from __future__ import annotations

import pathlib
import re
import shutil
import subprocess
from dataclasses import dataclass

import pytest

from sitegen.assets import engine_zip_bytes

ROOT = pathlib.Path(__file__).resolve().parent.parent
RUNNER = ROOT / "tests" / "pyodide" / "run_engine.mjs"
TIMEOUT = 300  # the first Pyodide boot is slow on a busy 2-core machine
# Slow (Pyodide boots in Node): make quick leaves it out, its e2e smoke test boots the engine.
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def engine_zip(tmp_path_factory: pytest.TempPathFactory) -> pathlib.Path:
    path = tmp_path_factory.mktemp("engine") / "ombre_core.zip"
    path.write_bytes(engine_zip_bytes())
    return path


def run_node(*args: str) -> subprocess.CompletedProcess[str]:
    node = shutil.which("node")
    assert node, "node is not installed: the Pyodide target needs Node 20"
    return subprocess.run(
        [node, str(RUNNER), *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        check=False,
    )


def summary(stdout: str) -> tuple[int, int]:
    """The counts of the ``N passed, N failed`` line that ends the output."""
    match = re.fullmatch(r"(\d+) passed, (\d+) failed", stdout.strip().splitlines()[-1])
    assert match, stdout
    return int(match[1]), int(match[2])


@dataclass(frozen=True)
class Job:
    """One run_engine.mjs job's exit code and output (the shared stderr included)."""

    returncode: int
    stdout: str
    stderr: str


WRONG_EXAMPLE = '[[result]]\nname = "not a puesta"\ntricks = [4, 4, 1]\nresult = "sacada"\n'


@pytest.fixture(scope="module")
def jobs(engine_zip: pathlib.Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Job]:
    """Each run_engine.mjs job of this module, all in one Node process: Pyodide boots once."""
    wrong = tmp_path_factory.mktemp("wrong")
    (wrong / "wrong.toml").write_text(WRONG_EXAMPLE, encoding="utf-8")
    arguments = {
        "examples": [],
        "wrong": ["--examples-dir", str(wrong), "--deals", "0"],
        "api": ["--api", "240"],
        "bench": ["--bench"],
    }
    argv = ["--zip", str(engine_zip)]
    for index, job in enumerate(arguments.values()):
        argv += [*(["--then"] if index else []), *job]
    run = run_node(*argv)
    found: dict[str, Job] = {}
    lines: list[str] = []
    for line in run.stdout.splitlines(keepends=True):
        ended = re.fullmatch(r"job (\d+): exit (\d+)\n?", line)
        if not ended:
            lines.append(line)
            continue
        found[list(arguments)[int(ended[1])]] = Job(int(ended[2]), "".join(lines), run.stderr)
        lines = []
    assert list(found) == list(arguments), run.stdout + run.stderr
    return found


def test_examples_and_random_deals_pass_inside_pyodide(jobs: dict[str, Job]) -> None:
    run = jobs["examples"]
    output = run.stdout + run.stderr
    assert run.returncode == 0, output
    assert re.search(r"^python 3\.14\.\d+ \(CPython, emscripten\)$", run.stdout, re.M), output
    passed, failed = summary(run.stdout)
    assert failed == 0 and passed > 0, output
    assert re.search(r"^examples: \d+ passed, 0 failed", run.stdout, re.M), output
    assert re.search(r"^deals: 200 passed, 0 failed", run.stdout, re.M), output
    from ombre_core.rules import VARIANTS

    assert all(f", {name}" in run.stdout for name in VARIANTS), output  # every variant dealt


def test_a_wrong_example_fails_inside_pyodide(jobs: dict[str, Job]) -> None:
    run = jobs["wrong"]
    assert run.returncode == 1, run.stdout + run.stderr
    assert "result: expected sacada, engine puesta" in run.stdout
    assert summary(run.stdout) == (0, 1)


def test_bench_runs_inside_pyodide(jobs: dict[str, Job]) -> None:
    run = jobs["bench"]
    assert run.returncode == 0, run.stdout + run.stderr
    assert re.fullmatch(r"\d+ deals/s", run.stdout.strip().splitlines()[-1]), run.stdout


# Both benches in one Pyodide boot: the solver's, then single dummy's.
BENCH_ARGS = [
    *("--solver", "--deals", "1", "--rules", "standard"),
    *("--then", "--single-dummy", "--deals", "1", "--rules", "standard"),
    *("--layouts", "2", "--whole-deals", "1"),
]
SOLVER_FIGURES = ["from trick 3", "first lead"]
SINGLE_DUMMY_FIGURES = [
    "single dummy from trick 3",
    "single dummy first lead",
    "strong bot move",
    "fair review of a deal",
]


@pytest.mark.turn(1)
def test_bench_beside_cpython_prints_each_goal() -> None:
    node = shutil.which("node")
    assert node, "node is not installed: the Pyodide target needs Node 20"
    bench = ROOT / "tests" / "pyodide" / "bench_pyodide.mjs"
    run = subprocess.run(
        [node, str(bench), *BENCH_ARGS], cwd=ROOT, capture_output=True, text=True, timeout=TIMEOUT
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stderr.count(" booted in ") == 1, run.stderr
    for name in SOLVER_FIGURES + SINGLE_DUMMY_FIGURES:
        assert f"\npyodide/cpython {name}: median " in run.stdout, run.stdout
    for name in ["from trick 3", *SINGLE_DUMMY_FIGURES]:
        assert f"\ngoal: pyodide {name} p95 " in run.stdout, run.stdout
    assert "\ngoal: pyodide/cpython first lead median " in run.stdout, run.stdout


def test_malformed_requests_get_error_replies_inside_pyodide(jobs: dict[str, Job]) -> None:
    # A bounded number of cases keeps this fast; CPython runs the Hypothesis version
    # (tests/site/test_api_bridge.py).
    run = jobs["api"]
    output = run.stdout + run.stderr
    assert run.returncode == 0, output
    assert re.search(r"^api: 240 passed, 0 failed$", run.stdout, re.M), output
    assert re.search(r"^api \(JavaScript\): 7 passed, 0 failed$", run.stdout, re.M), output
