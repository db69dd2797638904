"""The duplicate match's anchor: perfect information, the ceiling beside the strong bot."""

from __future__ import annotations

import pytest

from ombre_core.bots import SimpleBot
from ombre_core.game import GameState
from ombre_core.solver import solve
from ombre_tools.match import PerfectInformation, run_match


def test_perfect_information_plays_a_double_dummy_best_card() -> None:
    # The ombre to lead, seeing every card: Spadille wins the trick, the king may not.
    state = GameState.from_position(
        "standard",
        "position entrada hearts ombre 0 leader 0 won 3 3 1 hands As Kh / 7h 2c / Ac Qc",
    )
    bot = PerfectInformation()
    choice = bot.choose(state)
    assert str(choice) in {item.action for item in solve(state).best()}
    assert bot.analysed == 1


def test_perfect_information_keeps_the_simple_card_when_it_is_among_the_best() -> None:
    # Seed 0 at the fifth lead: five cards are best; SimpleBot's K♣ is not the first of them.
    state = GameState.new_deal("standard", 0, 0, 0)
    simple = SimpleBot()
    while state.phase != "play" or state.tricks_done < 4:
        state.apply(simple.choose(state))
    best = [item.action for item in solve(state).best()]
    expected = simple.choose(state)
    assert str(expected) in best and str(expected) != best[0]
    assert PerfectInformation().choose(state) == expected


def test_perfect_information_bids_as_the_simple_bot() -> None:
    state = GameState.new_deal("standard", 0, 0, 7)
    assert PerfectInformation().choose(state) == SimpleBot().choose(state)


def test_the_anchor_runs_on_the_same_deals_and_is_reproducible() -> None:
    first = run_match("defenders", deals=2, seed=4, player="perfect")
    again = run_match("defenders", deals=2, seed=4, player="perfect")
    strong = run_match("defenders", deals=2, layouts=2, seed=4)
    assert first.deals == 2 and first.differences == again.differences
    assert first.skipped == strong.skipped
    assert first.analysed > 0 and first.thinking == ()
    assert first.line().startswith("Perfect information as defenders: ")
    assert first.line().endswith("(the ceiling)")
    with pytest.raises(ValueError, match="player must be one of"):
        run_match("ombre", deals=1, player="oracle")
