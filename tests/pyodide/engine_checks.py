"""Engine checks run inside Pyodide (by run_engine.mjs), and runnable under CPython to compare.

Standard library only. It prints the Python version it runs on, checks every worked example,
plays random deals in every preset and variant with the invariants of
``tests/engine/invariants.py``, and ends with ``N passed, N failed``; the exit code is 1 on any
failure.

    python tests/pyodide/engine_checks.py --examples tests/examples --invariants tests/engine
"""

from __future__ import annotations

import argparse
import pathlib
import platform
import sys
import time
from collections.abc import Sequence


def presets() -> tuple[str, ...]:
    """Every rule set the engine plays: the two presets and each variant (Quadrille's too, once
    the engine has it), in turn over the random deals."""
    from ombre_core.rules import PRESETS, VARIANTS

    return (*PRESETS, *VARIANTS)


def check_examples(folder: pathlib.Path) -> tuple[int, int]:
    from ombre_tools.examples import check_files

    files = sorted(folder.glob("*.toml"))
    if not files:
        print(f"FAIL examples: no .toml files in {folder}")
        return 0, 1
    report = check_files(files)
    for line in report.format().splitlines()[:-1]:
        print(line)
    counts = ", ".join(f"{kind} {count}" for kind, count in sorted(report.counts.items()))
    print(f"examples: {report.summary} ({counts}) in {len(files)} files")
    return report.passed, report.failed


def check_deals(invariants_dir: pathlib.Path, deals: int) -> tuple[int, int]:
    if not (invariants_dir / "invariants.py").exists():
        print(f"FAIL deals: {invariants_dir / 'invariants.py'} is missing")
        return 0, 1
    sys.path.insert(0, str(invariants_dir))
    import invariants

    passed = failed = 0
    started = time.perf_counter()
    names = presets()
    for seed in range(deals):
        preset = names[seed % len(names)]
        try:
            problems = list(invariants.check_random_deal(preset, seed))
        except Exception as error:  # a crash is a failure to report, not to hide
            problems = [f"raised {type(error).__name__}: {error}"]
        if problems:
            failed += 1
            print(f"FAIL deal {preset} seed {seed}:")
            for problem in problems:
                print(f"     {problem}")
        else:
            passed += 1
    seconds = time.perf_counter() - started
    print(
        f"deals: {passed} passed, {failed} failed ({deals} random deals of {', '.join(names)} "
        f"in {seconds:.1f} s)"
    )
    return passed, failed


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--examples", type=pathlib.Path, required=True)
    parser.add_argument("--invariants", type=pathlib.Path, required=True)
    parser.add_argument("--deals", type=int, default=200)
    args = parser.parse_args(list(argv))
    print(
        f"python {platform.python_version()} ({platform.python_implementation()}, {sys.platform})"
    )
    passed, failed = check_examples(args.examples)
    if args.deals:
        deal_passed, deal_failed = check_deals(args.invariants, args.deals)
        passed, failed = passed + deal_passed, failed + deal_failed
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
