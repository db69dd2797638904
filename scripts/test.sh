#!/usr/bin/env bash
# Every test, in order of speed: lint and types, unit and property tests with the engine in
# Pyodide under Node, a full site build, and the Playwright end-to-end tests against the built site.
set -euo pipefail
cd "$(dirname "$0")/.."
V=.venv/bin

step() { printf '\n=== %s\n' "$*"; }

step "ruff"
$V/ruff check .
$V/ruff format --check .
step "mypy --strict ombre_core sitegen build.py site/hooks"
$V/mypy --strict ombre_core sitegen build.py site/hooks
step "unit and property tests, and the engine under Pyodide in Node"
# Two workers (each makes its own full build for the build tests, in turn).
# The engine under Pyodide in Node (tests/test_pyodide.py) runs among them.
$V/python -m pytest -q -n "${UNIT_WORKERS:-2}" --doctest-modules ombre_core tests \
  --ignore=tests/e2e
step "build"
$V/python build.py
step "end-to-end tests in Chromium"
# Two workers, one browser each, and one browser context per worker reused from test to test
# (reset in between). Every test but the first-visit ones starts as a return visit and boots
# the engine from its memory snapshot, with the table's other players at the quick pace
# (tests/e2e/conftest.py). E2E_WORKERS=3 was within noise of two on this 2-core machine.
$V/python -m pytest -q -n "${E2E_WORKERS:-2}" tests/e2e
