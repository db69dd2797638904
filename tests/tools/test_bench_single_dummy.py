"""The bench's single-dummy figures and the double/single-dummy disagreement count."""

from __future__ import annotations

import pytest

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
