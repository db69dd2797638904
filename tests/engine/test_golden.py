"""Golden playthroughs: the simple bot's deals for fixed seeds, replayed from their notation.

``golden_playthroughs.json`` is written by ``tests/engine/golden.py`` (its seeds, dealers and
pots); standard seed 1 was checked by hand (seat 1's entrada in hearts: sacada 2-5-2 by seat,
pot 25, game value 5 from each defender and estuches 1 for Spadille alone: +37, -6, -6).

After a deliberate change to the bot or the rules, re-pin the deals and review the diff:
``.venv/bin/python tests/engine/golden.py`` (``--check`` only checks).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from golden import golden_text

from ombre_core.bots import SimpleBot, hint
from ombre_core.game import GameState
from ombre_tools.playthrough import main as deal_main
from ombre_tools.playthrough import playthrough_lines

GOLDEN_FILE = Path(__file__).parent / "golden_playthroughs.json"
GOLDEN: list[dict[str, Any]] = json.loads(GOLDEN_FILE.read_text(encoding="utf-8"))


@pytest.mark.parametrize("game", GOLDEN, ids=lambda game: f"{game['rules']}-{game['seed']}")
def test_simple_bot_replays_the_golden_deal(game: dict[str, Any]) -> None:
    state = GameState.new_deal(game["rules"], game["dealer"], game["pot"], game["seed"])
    bot = SimpleBot()
    while not state.is_terminal():
        state.apply(bot.choose(state))
    assert state.to_notation() == game["notation"]
    assert list(state.returns()) == game["returns"] and state.pot == game["pot_after"]


@pytest.mark.parametrize("game", GOLDEN, ids=lambda game: f"{game['rules']}-{game['seed']}")
def test_golden_notation_replays_to_the_same_settlement(game: dict[str, Any]) -> None:
    state = GameState.from_notation(game["notation"])
    assert state.is_terminal()
    assert list(state.returns()) == game["returns"] and state.pot == game["pot_after"]
    result = "thrown in" if state.thrown_in else state.settlement and state.settlement.result
    assert result == game["result"]


def test_hand_checked_golden_deal() -> None:
    state = GameState.from_notation(GOLDEN[0]["notation"])
    assert (state.ombre, state.won, state.returns()) == (1, [2, 5, 2], (-6, 37, -6))
    assert [line.code for line in state.result_lines()] == ["pot", "game-value", "matador-bonus"]


def test_hint_is_always_legal_and_explained() -> None:
    for rules in ("standard", "swedish"):
        for seed in range(60):
            state = GameState.new_deal(rules, seed % 3, 0, seed)
            while not state.is_terminal():
                action, reason = hint(state)
                assert reason
                if state.phase != "exchange":
                    assert action in state.legal_actions()
                state.apply(action)


def test_deal_command_prints_hands_talon_and_playthrough(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert deal_main(["--seed", "7"]) == 0
    out = capsys.readouterr().out
    lines = playthrough_lines("standard", 7)
    assert out.splitlines() == lines
    assert "talon, top first: 2s 4c 7h Kd 7c 4d 7s 5c 5s 4s 6d Ks Ad" in lines
    assert "seat 1 (eldest): As 6s 2h 3h Jh 5d Jd 6c Kc" in lines
    assert sum(line.startswith("  trick ") for line in lines) == 9
    assert deal_main(["--seed", "3", "--rules", "swedish", "--bot", "random"]) == 0
    assert "swedish rules, seed 3" in capsys.readouterr().out


def test_golden_file_is_what_the_recorder_writes() -> None:
    """``tests/engine/golden.py`` wrote the file; after a rule change, rerun it and review."""
    assert golden_text() == (Path(__file__).parent / "golden_playthroughs.json").read_text(
        encoding="utf-8"
    )
