"""The tools' commands: the bench, and ``python -m ombre_tools`` dispatching to it."""

from __future__ import annotations

import re

import pytest

from ombre_tools.__main__ import main as cli_main
from ombre_tools.bench import main as bench_main


def test_bench_prints_deals_per_second(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_main(["--seconds", "0.2"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    match = re.fullmatch(r"(\d+) deals/s", last)
    assert match and int(match.group(1)) > 0


def test_cli_dispatches_to_bench(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["bench", "--seconds", "0.1", "--rules", "swedish"]) == 0
    assert capsys.readouterr().out.strip().endswith("deals/s")


@pytest.mark.slow
def test_bench_plays_every_variant(capsys: pytest.CaptureFixture[str]) -> None:
    from ombre_core.rules import PRESETS, VARIANTS

    assert bench_main(["--seconds", "0.2", "--rules", "all"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first.startswith("+".join([*PRESETS, *VARIANTS]) + ": ")
    for name in VARIANTS:
        assert bench_main(["--seconds", "0.05", "--rules", name]) == 0
        assert capsys.readouterr().out.startswith(f"{name}: ")
