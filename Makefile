# The two commands: `make serve` and `make test`. Both set everything up first.
VENV := .venv/bin
PYTEST := $(VENV)/python -m pytest

.PHONY: setup serve build test lint unit pyodide e2e bench

setup:
	bash scripts/setup.sh

serve: setup
	$(VENV)/python build.py serve

build: setup
	$(VENV)/python build.py

test: setup
	bash scripts/test.sh

lint: setup
	$(VENV)/ruff check .
	$(VENV)/ruff format --check .
	$(VENV)/mypy --strict ombre_core sitegen build.py site/hooks

unit: setup
	$(PYTEST) -q -n "$${UNIT_WORKERS:-2}" --doctest-modules ombre_core tests \
	  --ignore=tests/e2e --ignore=tests/test_pyodide.py

pyodide: setup
	$(PYTEST) -q tests/test_pyodide.py

e2e: build
	$(PYTEST) -q -n "$${E2E_WORKERS:-2}" tests/e2e

# Figures, never asserts: the engine alone, then every page under Lighthouse (mobile) next to a
# bare mkdocs-material page built in the same run, with the engine's cold and warm boot.
bench: export OMBRE_BENCH := 1
bench: build
	$(VENV)/python -m ombre_core bench
	node tests/pyodide/run_engine.mjs --bench
	node tests/pyodide/bench_solver.mjs
	$(VENV)/python tests/bench/boot_bench.py
	$(VENV)/python tests/bench/lighthouse_bench.py
