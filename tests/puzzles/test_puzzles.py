"""Puzzles: the miner's criteria, the themes on hand-made positions, the data form, the cache."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from ombre_core import __version__
from ombre_core import puzzles as puzzle_module
from ombre_core.bots import SimpleBot
from ombre_core.discards import DiscardJudgement, discard_plans
from ombre_core.game import GameState
from ombre_core.messages import CATALOGUE
from ombre_core.puzzles import (
    THEMES,
    Puzzle,
    PuzzleError,
    Refutation,
    difficulty_of,
    judge_decision,
    judge_exchange,
    retell,
    themes_of,
)
from ombre_tools import puzzles as miner

ONE_ANSWER = (
    "position entrada hearts ombre 0 leader 1 won 4 2 0 hands 4h 5d 4c / Qs 7h As / Js 3h Qc"
)
"""Bo (seat 1) defends: A♠ Spadille and 7♥ Manille touch (one answer); Q♠ gives the sacada."""
TWO_ANSWERS = (
    "position entrada hearts ombre 0 leader 2 won 4 1 1 hands 4c 3c 3d / 6c Jh Jc / Ac 6h Qc"
)
"""A♣ Basto and Q♣ are equally good and do not touch: two answers."""


def _state(position: str) -> GameState:
    return GameState.from_position("standard", position)


def _themes(position: str, answer: str) -> tuple[str, ...]:
    state = _state(position)
    legal = [str(action) for action in state.legal_actions()]
    return themes_of(state, (answer,), tuple(action for action in legal if action != answer))


def test_one_clear_answer_is_kept() -> None:
    judged = judge_decision(_state(ONE_ANSWER), layouts=8)
    assert judged.kept and judged.puzzle is not None
    puzzle = judged.puzzle
    assert puzzle.answer == ("play As", "play 7h")
    assert [item.action for item in puzzle.refutations] == ["play Qs"]
    refutation = puzzle.refutations[0]
    assert refutation.level == "sacada" and puzzle.level == "codille"
    assert refutation.words.startswith("If you play Q♠: Anna plays J♠")
    assert refutation.words.endswith("the sacada follows.")
    assert puzzle.reason.startswith("Draw trumps")
    assert puzzle.margin >= 1.0


def test_two_good_answers_are_rejected() -> None:
    judged = judge_decision(_state(TWO_ANSWERS), layouts=8)
    assert not judged.kept and judged.puzzle is None
    assert judged.why.startswith("two-answers")


def test_a_forced_play_is_no_puzzle() -> None:
    state = _state(
        "position entrada hearts ombre 0 leader 0 won 4 1 1 trick 5s Ks "
        "hands 4h 3c / Jc 5d / 2s 6d Qc"
    )
    assert judge_decision(state, layouts=4).why == "forced"


def test_only_the_play_of_a_deal_is_judged() -> None:
    with pytest.raises(PuzzleError, match="decision of the play"):
        judge_decision(GameState.new_deal("standard", seed=1))


def test_themes_drawing_trumps_and_the_last_tricks() -> None:
    assert _themes(ONE_ANSWER, "play As") == ("drawing-trumps", "last-tricks")


def test_themes_the_matador_privilege() -> None:
    position = (
        "position entrada hearts ombre 0 leader 0 won 4 1 1 trick 3h "
        "hands 4c 3c / As 5h Jc / Ac 6h Qc"
    )
    themes = _themes(position, "play 5h")
    assert "matador-privilege" in themes and "keeping-a-matador-back" in themes
    assert "matador-privilege" not in _themes(position, "play As")


def test_themes_stop_or_vole_and_the_long_suit() -> None:
    position = (
        "position entrada hearts ombre 0 leader 0 won 5 0 0 "
        "hands As 3c 4c 5c / Ks Js Qs 2s / Kd Jd Qd 2d"
    )
    assert _themes(position, "stop") == ("stop-or-vole",)
    assert _themes(position, "play 3c") == ("keeping-a-matador-back", "stop-or-vole", "long-suit")


def test_themes_trumping_in_or_discarding() -> None:
    position = (
        "position entrada hearts ombre 0 leader 0 won 4 1 1 trick Ks "
        "hands 4h 3c / 2h Jc 5d / Js 6d Qc"
    )
    assert _themes(position, "play 2h") == ("trumping-in-or-discarding", "last-tricks")
    assert "ducking" in _themes(position, "play 5d")


def test_themes_ducking_and_defending_together() -> None:
    position = (
        "position entrada hearts ombre 0 leader 0 won 4 1 1 trick 5s Ks "
        "hands 4h 3c / Jc 5d / 2s 3s Qc"
    )
    assert _themes(position, "play 2s") == ("ducking", "defending-together", "last-tricks")


def test_every_theme_has_words() -> None:
    assert all(f"puzzle.theme.{theme}" in CATALOGUE for theme in THEMES)


def test_difficulty_grows_with_what_makes_it_hard() -> None:
    state = _state(ONE_ANSWER)  # the simple bot leads Q♠: one point
    answer = ("play As", "play 7h")
    far = Refutation("play Qs", (), "sacada", "", 8.0)
    assert difficulty_of(state, answer, (far,)) == 2
    assert difficulty_of(state, answer, (replace(far, loss=2.0),)) == 3
    many = tuple(replace(far, action=f"play {card}") for card in ("Qs", "Js", "3h"))
    assert difficulty_of(state, answer, many) == 3
    # following: 5♦ gives up the trick 2♥ would take (and the simple bot trumps in)
    ducking = _state(
        "position entrada hearts ombre 0 leader 0 won 4 1 1 trick Ks "
        "hands 4h 3c / 2h Jc 5d / Js 6d Qc"
    )
    trump_in = Refutation("play 2h", (), "sacada", "", 8.0)
    assert difficulty_of(ducking, ("play 5d",), (trump_in,)) == 3
    assert difficulty_of(ducking, ("play 2h",), (replace(trump_in, action="play 5d"),)) == 1


def test_the_data_form_round_trips() -> None:
    judged = judge_decision(_state(ONE_ANSWER), layouts=8)
    assert judged.puzzle is not None
    data = json.loads(json.dumps(judged.puzzle.to_dict()))
    assert Puzzle.from_dict(data) == judged.puzzle
    assert Puzzle.from_dict(data).state().to_notation() == judged.puzzle.notation


def test_a_bad_data_form_is_refused() -> None:
    with pytest.raises(PuzzleError, match="not a puzzle's data form"):
        Puzzle.from_dict({"id": "x"})


@pytest.fixture(scope="module")
def cached() -> tuple[dict[str, object], list[Puzzle]]:
    return miner.read_cache()


def test_the_cache_is_keyed_by_the_engine_and_the_settings(
    cached: tuple[dict[str, object], list[Puzzle]],
) -> None:
    key, _ = cached
    assert key["engine"] == __version__
    settings = miner.settings_of(key)  # type: ignore[arg-type]
    assert replace(settings, deals=0, exchange_deals=0) == miner.Settings(deals=0)
    assert miner.main(["--check"]) == 0


def test_the_cached_set_meets_the_goal(cached: tuple[dict[str, object], list[Puzzle]]) -> None:
    _, puzzles = cached
    assert len(puzzles) >= 300
    assert {puzzle.preset for puzzle in puzzles} == {"standard", "swedish"}
    themes = Counter(theme for puzzle in puzzles for theme in puzzle.themes)
    assert len(themes) >= 8
    assert len({puzzle.id for puzzle in puzzles}) == len(puzzles)
    assert all(puzzle.refutations and puzzle.answer for puzzle in puzzles)


@pytest.mark.turn(0)
def test_a_re_mine_of_a_sample_matches_the_cache(
    cached: tuple[dict[str, object], list[Puzzle]],
) -> None:
    key, all_puzzles = cached
    settings = miner.settings_of(key)  # type: ignore[arg-type]
    puzzles = [puzzle for puzzle in all_puzzles if puzzle.kind == "play"]
    picked = [puzzles[len(puzzles) * part // 4] for part in range(4)] + puzzles[-1:]
    sample = {puzzle.source.split("#")[0] for puzzle in picked}
    assert len(sample) >= 4
    plays_only = replace(settings, exchange_deals=0)
    for deal in sorted(sample):
        _, preset, number = deal.split("-")
        again = miner.mine_deal(preset, int(number), plays_only, miner.Tally())
        assert again == [puzzle for puzzle in puzzles if puzzle.source.startswith(f"{deal}#")]
    # the exchange puzzle with the fewest discards to judge, mined again
    exchanges = [puzzle for puzzle in all_puzzles if puzzle.kind == "exchange"]
    assert exchanges
    cheapest = min(exchanges, key=lambda puzzle: len(discard_plans(puzzle.state())))
    _, preset, number = cheapest.source.split("#")[0].split("-")
    assert miner.mine_deal(preset, int(number), settings, miner.Tally(), plays=False) == [cheapest]


def test_exchange_parts_join_the_set_in_their_deals_places(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    judged = judge_decision(_state(ONE_ANSWER), layouts=8)
    assert judged.puzzle is not None
    play = {n: replace(judged.puzzle, source=f"puzzle-standard-{n}#1") for n in range(3)}
    made = _judged(
        "discard 3s 2c 5c",
        {"discard none": 20.0, "discard Kd": 9.0},
        {"discard none": "codille", "discard Kd": "codille"},
    )
    monkeypatch.setattr(puzzle_module, "judge_discard", lambda *a, **k: made)
    exchange = judge_exchange(_vuelta()).puzzle
    assert exchange is not None
    swap = {n: replace(exchange, source=f"puzzle-standard-{n}#exchange") for n in range(3)}
    out, even, odd = (tmp_path / f"{name}.json" for name in ("out", "even", "odd"))
    miner.write_cache(out, miner.Settings(deals=3), [play[0], play[1], play[2]])
    miner.write_cache(even, miner.Settings(deals=0, exchange_deals=3), [swap[0], swap[2]], 0, 2)
    miner.write_cache(odd, miner.Settings(deals=0, exchange_deals=3), [swap[1]], 1, 2)
    assert miner.main(["--add-exchanges", str(even), "--out", str(out)]) == 1  # deal 1 missing
    assert miner.main(["--add-exchanges", str(even), str(odd), "--out", str(out)]) == 0
    key, joined = miner.read_cache(out)
    assert miner.settings_of(key) == miner.Settings(deals=3, exchange_deals=3)
    assert [puzzle.source for puzzle in joined] == [
        f"puzzle-standard-{n}#{part}" for n in range(3) for part in ("exchange", "1")
    ]
    assert miner.is_current(key)


def test_parts_mined_side_by_side_join(tmp_path: Path) -> None:
    judged = judge_decision(_state(ONE_ANSWER), layouts=8)
    assert judged.puzzle is not None
    made = {n: replace(judged.puzzle, source=f"puzzle-standard-{n}#1") for n in range(8)}
    start, odd, even, late = (tmp_path / f"{name}.json" for name in ("0", "1", "2", "3"))
    miner.write_cache(start, miner.Settings(deals=2), [made[0], made[1]])
    miner.write_cache(odd, miner.Settings(deals=6), [made[3], made[5]], first=1, stride=2)
    miner.write_cache(even, miner.Settings(deals=5), [made[2], made[4]], first=2, stride=2)
    out = tmp_path / "out.json"

    def merged(*parts: Path) -> tuple[int, list[str]]:
        assert miner.main(["--merge", *map(str, parts), "--out", str(out)]) == 0
        key, puzzles = miner.read_cache(out)
        return miner.settings_of(key).deals, [puzzle.source for puzzle in puzzles]

    # deal 1 is mined again by the odd part (no puzzle there), deal 6 by none
    assert merged(start, odd, even) == (6, [f"puzzle-standard-{n}#1" for n in (0, 2, 3, 4, 5)])
    miner.write_cache(late, miner.Settings(deals=9), [made[7]], first=7)
    assert merged(start, late) == (2, ["puzzle-standard-0#1", "puzzle-standard-1#1"])
    assert miner.main(["--merge", str(late), "--out", str(out)]) == 1
    miner.write_cache(late, miner.Settings(deals=9, layouts=5), [made[7]], first=2)
    assert miner.main(["--merge", str(start), str(late), "--out", str(out)]) == 1


def test_a_cache_of_other_settings_is_stale(tmp_path: Path) -> None:
    path = tmp_path / "puzzles.json"
    miner.write_cache(path, miner.Settings(deals=1), [])
    assert miner.main(["--check", "--out", str(path)]) == 0
    miner.write_cache(path, miner.Settings(deals=1, margin=0.5), [])
    assert miner.main(["--check", "--out", str(path)]) == 1


def test_themes_taking_the_trick() -> None:
    position = (
        "position entrada hearts ombre 0 leader 0 won 4 1 1 trick 5s "
        "hands 4h 3c / Ks 2s 5d / Js 6d Qc"
    )
    assert _themes(position, "play Ks") == ("taking-the-trick", "last-tricks")
    assert _themes(position, "play 2s") == ("ducking", "last-tricks")


VUELTA = (
    "standard | dealer 0 | pot 0 | deal As 3s 6h Jh Kh Kd Ac 2c 5c / 4s 5s 6d 7d Qd 6c 7c Jc Qc / "
    "2s 7s Qs 2h 3h Ad 2d 3d 4c / 4h Jd 3c 4d 7h 5d 6s Ah Js Ks Qh Kc 5h; bid entrada; pass; "
    "bid vuelta; pass"
)
"""The ombre (seat 0) to discard after a vuelta, hearts turned up: five trumps, 3♠ K♦ 2♣ 5♣."""


def _judged(best: str, losses: dict[str, float], levels: dict[str, str]) -> DiscardJudgement:
    """A made-up judgement of the vuelta's plans: ``losses`` (error 1 chip each, 0 if absent:
    as good as the best), outcome ``levels`` on the actual cards (a sacada if absent)."""
    plans = tuple(str(plan) for plan in discard_plans(_vuelta()))
    return DiscardJudgement(
        plans,
        {plan: (10, 10) for plan in plans},
        (1.0, 1.0),
        best,
        {plan: losses.get(plan, 0.0) for plan in plans},
        {plan: 1.0 for plan in plans},
        {plan: levels.get(plan, "sacada") for plan in plans},
    )


def _vuelta() -> GameState:
    return GameState.from_notation(VUELTA)


def test_an_exchange_puzzle_offers_the_best_discard_beside_clearly_worse_ones(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    best = "discard 3s 2c 5c"
    simple = "discard 3s 2c 5c"  # the simple bot keeps its king and trumps: here the answer
    bad = {"discard none": 20.0, "discard Kd": 9.0, "discard 2c": 4.0, "discard 3s Kd": 3.5}
    worse = {plan: "codille" for plan in bad}
    monkeypatch.setattr(puzzle_module, "judge_discard", lambda *a, **k: _judged(best, bad, worse))
    puzzle = judge_exchange(_vuelta()).puzzle
    assert puzzle is not None and str(SimpleBot().choose(_vuelta())) == simple
    assert puzzle.answer == (best,) and puzzle.kind == "exchange"
    # the nearest three of the clearly worse discards; none as good as the answer offered
    assert [item.action for item in puzzle.refutations] == [
        "discard 3s Kd",
        "discard 2c",
        "discard Kd",
    ]
    assert puzzle.options() == ("discard 2c", "discard Kd", "discard 3s Kd", best)
    assert puzzle.themes == ("the-exchange",) and puzzle.margin == 3.5
    assert puzzle.refutations[0].words.startswith("If you discard 3♠ K♦, you draw 4♥ J♦")
    assert puzzle.hint() == "Which of your side cards can take a trick?"  # K♦ thrown by two
    assert puzzle.reason.startswith("Keep K♦: a king can take a trick of its own.")
    assert retell(puzzle) == puzzle
    assert Puzzle.from_dict(json.loads(json.dumps(puzzle.to_dict()))) == puzzle


def test_an_exchange_without_two_clearly_worse_discards_is_no_puzzle(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    best = "discard 3s 2c 5c"

    def judged(losses: dict[str, float], levels: dict[str, str]) -> str:
        made = _judged(best, losses, levels)
        monkeypatch.setattr(puzzle_module, "judge_discard", lambda *a, **k: made)
        found = judge_exchange(_vuelta())
        assert found.kept == (found.puzzle is not None)
        return found.why

    codille = {"discard none": "codille", "discard Kd": "codille"}
    assert judged({"discard none": 20.0, "discard Kd": 9.0}, codille) == "kept"
    # a loss within twice its error is no mistake; a wrong discard as good on the actual cards
    assert judged({"discard none": 20.0, "discard Kd": 2.5}, codille) == "too-few-options"
    assert judged({"discard none": 20.0, "discard Kd": 9.0}, {"discard none": "codille"}) == (
        "too-few-options"
    )
    # the answer must reach the best level there is on the actual cards
    assert judged({"discard none": 20.0}, {best: "puesta"}) == "answer-not-best-double-dummy"


def test_an_exchange_is_judged_only_at_the_ombres_discard() -> None:
    with pytest.raises(PuzzleError, match="ombre's exchange"):
        judge_exchange(GameState.new_deal("standard", seed=1))
