"""The strong bot (issue 22, item 6) and the duplicate match that measures it (item 8)."""

from __future__ import annotations

from math import sqrt

import pytest

from ombre_core.bots import SimpleBot
from ombre_core.cards import Card
from ombre_core.game import GameState
from ombre_core.rules import PRESETS, VARIANTS
from ombre_core.single_dummy import analyse
from ombre_core.strong_bot import StrongBot, equivalent_cards
from ombre_tools.match import MatchResult, run_match

SOLVER_PRESETS = sorted(
    name for name in [*PRESETS, *VARIANTS] if GameState(name).solver_problem() is None
)
OTHER_PRESETS = sorted(
    name for name in [*PRESETS, *VARIANTS] if GameState(name).solver_problem() is not None
)


def play_deal(preset: str, seed: int, bot: StrongBot) -> GameState:
    """A seeded deal played to its end by ``bot`` at every seat, each action checked legal."""
    state = GameState.new_deal(preset, seed % 3, 0, seed)
    while not state.is_terminal():
        action = bot.choose(state)
        assert action in state.legal_actions(), (preset, seed, str(action))
        state.apply(action)
    return state


def late_position(preset: str, seed: int, tricks: int) -> GameState | None:
    """A deal bid and exchanged by SimpleBot, played by it to the lead of trick ``tricks + 1``;
    ``None`` when no play reaches it in a deal the solver plays."""
    state = GameState.new_deal(preset, seed % 3, 0, seed)
    simple = SimpleBot()
    while not state.is_terminal() and (state.phase != "play" or state.tricks_done < tricks):
        state.apply(simple.choose(state))
    if state.phase != "play" or state.solver_problem() is not None:
        return None
    return state


def test_plays_the_best_card_by_expected_chips() -> None:
    # Spadille wins the last-but-one trick for sure; the king of hearts may lose it.
    state = GameState.from_position(
        "standard",
        "position entrada hearts ombre 0 leader 0 won 3 3 1 hands As Kh / 7h 2c / Ac Qc",
    )
    bot = StrongBot(seed=1, layouts=8)
    assert str(bot.choose(state)) == "play As"
    assert bot.analysed == 1


def test_a_single_legal_card_needs_no_analysis() -> None:
    state = GameState.from_position(
        "standard", "position entrada hearts ombre 0 leader 0 won 8 0 0 hands As / 7h / Ac"
    )
    bot = StrongBot(seed=1, layouts=8)
    assert str(bot.choose(state)) == "play As"
    assert bot.analysed == 0


def test_touching_cards_are_equivalent_and_need_no_analysis() -> None:
    # Hearts are trumps; in diamonds the queen ranks just below the king: K♦ Q♦ touch.
    state = GameState.from_position(
        "standard",
        "position entrada hearts ombre 0 leader 0 won 3 2 2 hands Kd Qd / 7h 2c / Ac Qc",
    )
    assert equivalent_cards(state, [Card.parse("Kd"), Card.parse("Qd")])
    bot = StrongBot(seed=1, layouts=8)
    assert str(bot.choose(state)) in ("play Kd", "play Qd")
    assert bot.analysed == 0


def test_cards_with_an_unseen_card_between_are_not_equivalent() -> None:
    state = GameState.from_position(
        "standard",
        "position entrada hearts ombre 0 leader 0 won 3 2 2 hands Kd Jd / 7h 2c / Ac Qd",
    )
    assert not equivalent_cards(state, [Card.parse("Kd"), Card.parse("Jd")])
    assert not equivalent_cards(state, [Card.parse("Kd"), Card.parse("7h")])


@pytest.mark.parametrize("preset", SOLVER_PRESETS)
def test_the_same_seed_gives_the_same_choice_whatever_came_before(preset: str) -> None:
    positions = [
        state for seed in range(12) if (state := late_position(preset, seed, 5)) is not None
    ][:3]
    assert positions, preset
    fresh = [str(StrongBot(seed=5, layouts=4).choose(state)) for state in positions]
    used = StrongBot(seed=5, layouts=4)
    again = [str(used.choose(state)) for state in reversed(positions)]
    assert fresh == list(reversed(again))
    assert all(
        StrongBot(seed=5, layouts=4).choose(state) in state.legal_actions() for state in positions
    )


@pytest.mark.parametrize("preset", OTHER_PRESETS)
def test_where_the_solver_does_not_play_it_plays_as_simple_bot(preset: str) -> None:
    state = GameState.new_deal(preset, 0, 0, 11)
    simple, strong = SimpleBot(), StrongBot(seed=2, layouts=3)
    while not state.is_terminal():
        action = strong.choose(state)
        assert action == simple.choose(state)
        state.apply(action)
    assert strong.analysed == 0


@pytest.mark.parametrize("preset", SOLVER_PRESETS)
def test_plays_a_whole_deal_legally_in_every_preset_the_solver_plays(preset: str) -> None:
    for seed in range(20):
        bot = StrongBot(seed=seed, layouts=3)
        state = play_deal(preset, seed, bot)
        if bot.analysed:
            assert state.settlement is not None
            first = [str(action) for action in state.history]
            again = [str(action) for action in play_deal(preset, seed, StrongBot(seed, 3)).history]
            assert first == again
            return
    pytest.fail(f"no {preset} deal of 20 was played by analysis")


def test_the_duplicate_match_runs_and_is_reproducible() -> None:
    first = run_match("defenders", deals=2, layouts=2, seed=4)
    again = run_match("defenders", deals=2, layouts=2, seed=4)
    assert first.deals == 2 and first.differences == again.differences
    assert first.analysed > 0
    assert "Strong as defenders" in first.line()


def test_the_match_figures_are_the_paired_mean_and_its_interval() -> None:
    result = MatchResult("ombre", (10, -2, 4, 0), skipped=1, analysed=7, seconds=1.0)
    assert result.deals == 4 and result.mean() == 3.0
    assert result.interval() == pytest.approx(1.96 * (sqrt(84 / 3) / 2))
    assert result.line().startswith("Strong as ombre: +3.0 ± 5.2 chips a deal")
    with pytest.raises(ValueError, match="side must be one of"):
        run_match("partner", deals=1)


def test_caution_keeps_the_simple_card_within_the_estimates_error() -> None:
    positions = [
        state for seed in range(12) if (state := late_position("standard", seed, 4)) is not None
    ][:2]
    assert positions
    for state in positions:
        careful = StrongBot(seed=3, layouts=3, caution=1e9)
        analysis = analyse(state, layouts=3, seed=careful.decision_seed(state))
        assert not analysis.exact
        simple = SimpleBot().choose(state)
        assert careful.choose(state) == simple
        bold = StrongBot(seed=3, layouts=3).choose(state)
        assert analysis.estimate(str(bold)).mean == analysis.best().mean
