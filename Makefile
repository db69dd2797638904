# The two commands: `make serve` and `make test`. Both set everything up first.
VENV := .venv/bin
PYTEST := $(VENV)/python -m pytest
UNIT_TESTS := --doctest-modules ombre_core ombre_tools tests --ignore=tests/e2e
# make quick's one browser test: a lesson's drill answered once the engine is ready.
SMOKE_TEST := tests/e2e/test_e2e_lesson.py::test_drill_marks_a_right_and_a_wrong_answer

.PHONY: setup serve build test quick lint unit unit-quick pyodide e2e bench bench-match
# One target at a time, in the order written, even under `make -j`.
.NOTPARALLEL:

# Python keeps the bytecode of the project and its tests (__pycache__, which git ignores) even
# where the environment asks it not to: every pytest worker and build process would compile the
# project and rewrite the tests' asserts again. Collecting the unit tests: 8.0 s -> 2.6 s a worker.
unexport PYTHONDONTWRITEBYTECODE

setup:
	bash scripts/setup.sh

serve: setup
	$(VENV)/python build.py serve

BUILD := $(VENV)/python build.py
build: setup
	$(BUILD)

# Every test: lint and types beside a full site build; once both pass, the unit and property
# tests with the engine in Pyodide under Node (the build tests check that build) beside the
# Playwright end-to-end tests against the built site. Each step is a target of its own below.
# Lint and the build run at the same time, each about one core (they share no file: the
# protocol check runs first, as the build rewrites engine-protocol.d.ts when stale). The unit
# tests run beside the browsers at the lowest priority: they take the tenth of both cores the
# browsers leave idle (pauses, timers, waits on the engine), then both cores once the browsers
# are done. A clean clone, one run each: 568 s one after the other, 522 s side by side at the
# same priority (one unit process), 500 s at the lowest. The unit tests' output comes last.
test: setup
	$(PROTOCOL_CHECK)
	@lint_log=$$(mktemp); \
	echo "$(LINT) (beside the build)"; \
	( $(LINT) ) >"$$lint_log" 2>&1 & lint=$$!; \
	$(BUILD); built=$$?; \
	wait $$lint; linted=$$?; \
	cat "$$lint_log"; rm -f "$$lint_log"; \
	[ $$built = 0 ] && [ $$linted = 0 ]
	@unit_log=$$(mktemp); \
	echo "$(UNIT_BESIDE) (beside the end-to-end tests)"; \
	( $(UNIT_BESIDE) ) >"$$unit_log" 2>&1 & unit=$$!; \
	$(E2E); browsed=$$?; \
	wait $$unit; united=$$?; \
	echo "the unit tests:"; cat "$$unit_log"; rm -f "$$unit_log"; \
	[ $$browsed = 0 ] && [ $$united = 0 ]

# Python: ruff and mypy. JavaScript: Biome's lint and format check (biome.jsonc says which files),
# then the type check (tsconfig.json) against site/js/engine-protocol.d.ts, which must be the one
# ombre_core/protocol.py gives (`python -m sitegen.protocol_dts` rewrites it).
PROTOCOL_CHECK := $(VENV)/python -m sitegen.protocol_dts --check
LINT := $(VENV)/ruff check . && $(VENV)/ruff format --check . \
	&& $(VENV)/mypy --strict ombre_core ombre_tools sitegen build.py site/hooks tests/e2e tests/turns.py \
	&& node_modules/.bin/biome ci && node_modules/.bin/tsc -p tsconfig.json
lint: setup
	$(PROTOCOL_CHECK)
	$(LINT)

# Two workers. The build tests check the site `make build` made (OMBRE_BUILT_SITE), each
# worker a copy, instead of a full build of their own in each worker.
# The engine under Pyodide in Node (tests/test_pyodide.py) runs among them. A worker that runs
# out of tests takes half of the other's queue (worksteal): the slow build and Pyodide tests
# come last in collection order, and under xdist's default they could be left queued behind
# one worker while the other sat idle (54 s of 161 s, 71 s of 333 s in two runs).
UNIT_XDIST := -n "$${UNIT_WORKERS:-2}" --dist worksteal
UNIT := OMBRE_BUILT_SITE=$(CURDIR)/public $(PYTEST) -q $(UNIT_XDIST) $(UNIT_TESTS)
# make test's: beside the end-to-end tests, at the lowest priority.
UNIT_BESIDE := OMBRE_BUILT_SITE=$(CURDIR)/public nice -n 19 $(PYTEST) -q $(UNIT_XDIST) $(UNIT_TESTS)
unit: build
	$(UNIT)

# The engine under Pyodide in Node alone (make unit runs it too).
pyodide: setup
	$(PYTEST) -q tests/test_pyodide.py

# Two workers, one browser each, and one browser context per worker reused from test to test
# (reset in between). Every test but the first-visit ones starts as a return visit and boots
# the engine from its memory snapshot, with the table's other players at the quick pace
# (tests/e2e/conftest.py). E2E_WORKERS=3 was within noise of two on this 2-core machine.
E2E := $(PYTEST) -q -n "$${E2E_WORKERS:-2}" tests/e2e
e2e: build
	$(E2E)

# The quick lane, in under a minute: the unit tests but those marked slow (the long property
# runs, the solver against its references, the build tests, the engine under Pyodide in Node),
# then a site build and one browser test.
quick: unit-quick build
	$(PYTEST) -q $(SMOKE_TEST)

unit-quick: setup
	$(PYTEST) -q $(UNIT_XDIST) -m "not slow" $(UNIT_TESTS)

# Figures, never asserts: the engine alone, then every page under Lighthouse (mobile) next to a
# bare mkdocs-material page built in the same run, with the engine's cold and warm boot.
bench: export OMBRE_BENCH := 1
bench: build
	$(VENV)/python -m ombre_tools bench
	node tests/pyodide/run_engine.mjs --bench
	node tests/pyodide/bench_pyodide.mjs --solver --then --single-dummy --deals 30 --whole-deals 5
	$(VENV)/python tests/bench/boot_bench.py
	$(VENV)/python tests/bench/lighthouse_bench.py

# The strong bot's duplicate match (issue 22): 400 deals a side, Strong beside the
# perfect-information ceiling on the same deals; about half an hour of one idle core.
bench-match:
	$(VENV)/python -m ombre_tools match --deals 400 --player both
