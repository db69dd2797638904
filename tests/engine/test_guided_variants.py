"""Guided scripts for the variants: a script's rules may be a preset with options, and a deal
the solver cannot analyse (a contrabola) ships without verdicts."""

from __future__ import annotations

import pytest

from ombre_core.errors import ExampleError
from ombre_core.guided import check_script, script_data
from ombre_tools.guided import load_script

FORCED = """
title = "Forced"
rules = "standard forced_spadille=true"
dealer = 2
learner = 2
deal = { seed = 53 }
outcome = { result = "sacada", tricks = [2, 2, 5] }
[[step]]
do = ["pass", "pass", "pass", "trump hearts"]
comment = "All pass; Spadille's holder must play."
"""


def test_a_script_may_give_a_preset_with_options() -> None:
    script = load_script(FORCED, origin="forced.toml")
    assert script.rules.forced_spadille and script.rules.name == "standard"
    # Without the option, the same passes throw the cards in: naming trumps is refused.
    plain = load_script(FORCED.replace(" forced_spadille=true", ""), origin="plain.toml")
    report = check_script(plain)
    assert not report.ok
    assert "step 1: 'trump hearts'" in report.format()


def test_a_bad_option_is_named() -> None:
    with pytest.raises(ExampleError, match="key 'rules': unknown rule field"):
        load_script(FORCED.replace("forced_spadille=true", "forced=true"), origin="bad.toml")


def test_a_contrabola_ships_without_solver_verdicts() -> None:
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "tutorials" / "variants" / "deals"
    data = script_data(load_script(path / "contrabola.toml"))
    turns = [a for s in data["steps"] for a in s["actions"] if a["learner"] and "card" in a]
    assert len(turns) == 9
    assert not any("solver" in turn for turn in turns)
