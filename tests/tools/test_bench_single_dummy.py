"""The bench's single-dummy figures and the double/single-dummy disagreement count."""

from __future__ import annotations

from typing import Any

import pytest

from ombre_core.game import GameState
from ombre_core.single_dummy import SingleDummy
from ombre_tools import bench
from ombre_tools.bench import main as bench_main


def test_bench_times_single_dummy_analysis(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        bench_main(
            [
                *("--single-dummy", "--deals", "1", "--layouts", "2"),
                *("--whole-deals", "1", "--rules", "standard"),
            ]
        )
        == 0
    )
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("single dummy from trick 3: median ")
    assert lines[1].startswith("single dummy first lead: median ")
    assert all("over 1 deals, 2 layouts" in line for line in lines[:2])
    assert lines[2].startswith("strong bot move: median ")
    assert lines[3].startswith("fair review of a deal: median ")
    assert "over 1 deals, seat 0's decisions with a fair verdict " in lines[3]


def test_bench_counts_where_the_verdicts_disagree(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_main(["--disagree", "--deals", "1", "--layouts", "2", "--rules", "standard"]) == 0
    out = capsys.readouterr().out
    assert "bot card choices from trick 3 to 7 over 1 deals, 2 layouts: double dummy blamed" in out


def test_solve_seconds_bounds_each_layout_or_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """``--solve-seconds 0`` analyses without a bound per layout, so a busy machine drops no
    layout; without it each solve has analyse's own bound."""
    asked: list[float | None] = []
    real = bench.analyse

    def recording(state: GameState, **options: Any) -> SingleDummy:
        asked.append(options["solve_seconds"])
        return real(state, **options)

    monkeypatch.setattr(bench, "analyse", recording)
    base = ["--single-dummy", "--deals", "1", "--layouts", "1", "--whole-deals", "0"]
    assert bench_main([*base, "--rules", "standard", "--solve-seconds", "0"]) == 0
    assert asked == [None, None]
    assert bench_main([*base, "--rules", "standard"]) == 0
    assert asked[2:] == [5.0, 5.0]
