"""The puzzle page's data (sitegen/puzzle_data.py): every shipped puzzle's answer and
refutation legal in its position, the first rating from the difficulty, a stale cache refused."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ombre_core.actions import parse_action
from ombre_core.game import GameState
from ombre_core.messages import use_language
from ombre_core.puzzles import puzzle_views
from ombre_core.rating import (
    DEFAULT_SETTINGS,
    RATING_LIMITS,
    RD_LIMIT,
    VOLATILITY_LIMIT,
    RatingError,
    RatingSettings,
)
from ombre_core.table import action_label
from ombre_tools import puzzles as miner
from sitegen.puzzle_data import (
    PuzzleDataError,
    board_view,
    first_puzzle,
    page_data,
    replay_set,
    write_puzzle_data,
)


@pytest.fixture(scope="module")
def data() -> dict[str, Any]:
    return page_data()


def test_every_shipped_answer_and_refutation_is_legal_in_its_position(
    data: dict[str, Any],
) -> None:
    puzzles = data["puzzles"]
    assert len(puzzles) >= 300 and len({puzzle["id"] for puzzle in puzzles}) == len(puzzles)
    for puzzle in puzzles:
        state = GameState.from_notation(puzzle["notation"])
        assert state.current_player == puzzle["seat"], puzzle["id"]
        legal = {str(action) for action in state.legal_actions()}
        wrong = {item["action"] for item in puzzle["refutations"]}
        assert set(puzzle["answer"]) <= legal and wrong <= legal, puzzle["id"]
        assert not wrong & set(puzzle["answer"]) and wrong, puzzle["id"]
        assert puzzle["hint"] and puzzle["reason"]
        assert "layout" not in puzzle["reason"] and "solver" not in puzzle["reason"]
    for puzzle in puzzles[::25]:  # each line plays out from its wrong answer
        for item in puzzle["refutations"]:
            views = puzzle_views(
                puzzle["notation"], puzzle["seat"], [item["action"], *item["line"]]
            )
            assert views[0]["names"][puzzle["seat"]] == "You" and views[0]["to_act"]


def test_an_exchange_puzzle_offers_its_answer_and_wrong_discards_as_buttons(
    data: dict[str, Any],
) -> None:
    exchanges = [puzzle for puzzle in data["puzzles"] if puzzle["kind"] == "exchange"]
    assert {puzzle["preset"] for puzzle in exchanges} == {"standard", "swedish"}
    for puzzle in exchanges:
        offered = [item["action"] for item in puzzle["board"]["actions"]]
        wrong = [item["action"] for item in puzzle["refutations"]]
        assert sorted(offered) == sorted([*puzzle["answer"], *wrong]) and len(offered) >= 3
        assert all(
            item["label"].startswith(("Discard ", "Keep ")) for item in puzzle["board"]["actions"]
        )
        assert puzzle["board"]["phase"] == "exchange" and not puzzle["board"]["legal_cards"]
        assert puzzle["question"].startswith("You are the ombre: which discard")
        assert puzzle["themes"] == ["the-exchange"]
    plays = [puzzle for puzzle in data["puzzles"] if puzzle["kind"] == "play"]
    assert {puzzle["question"] for puzzle in plays} == {
        "Find the best card. Your first answer counts."
    }
    assert {data["first"][preset] for preset in data["presets"]} <= {p["id"] for p in plays}


def test_the_data_names_the_themes_and_presets_it_uses(data: dict[str, Any]) -> None:
    used = {theme for puzzle in data["puzzles"] for theme in puzzle["themes"]}
    assert set(data["themes"]) == used and len(used) >= 8
    assert data["presets"] == {"standard": "Standard rules", "swedish": "Swedish rules"}
    assert {puzzle["preset"] for puzzle in data["puzzles"]} == set(data["presets"])


def test_a_puzzles_first_rating_follows_its_difficulty(data: dict[str, Any]) -> None:
    ratings = [DEFAULT_SETTINGS.puzzle_rating(level) for level in range(1, 6)]
    assert [item.rating for item in ratings] == sorted(item.rating for item in ratings)
    assert ratings[1].rating == DEFAULT_SETTINGS.initial_rating  # the usual puzzle meets a newcomer
    assert all(item.rd < DEFAULT_SETTINGS.initial_rd for item in ratings)
    cached = {puzzle.id: puzzle.difficulty for puzzle in miner.read_cache()[1]}
    for puzzle in data["puzzles"]:
        first = DEFAULT_SETTINGS.puzzle_rating(cached[puzzle["id"]])
        assert (puzzle["rating"], puzzle["rd"]) == (first.rating, first.rd)
    with pytest.raises(RatingError, match="from 1 to 5, not 0"):
        DEFAULT_SETTINGS.puzzle_rating(0)
    with pytest.raises(RatingError, match="puzzle_rd must be above 0"):
        RatingSettings(puzzle_rd=0)


def test_the_first_puzzle_drawn_is_the_pages_first_in_its_words() -> None:
    # The widget draws one puzzle without the others' entries: the same entry and words.
    data = page_data(lang="sv")  # once for both presets: about 2 s
    for preset in ("standard", "swedish"):
        first = first_puzzle(preset, lang="sv")
        assert first["puzzle"] == next(
            item for item in data["puzzles"] if item["id"] == data["first"][preset]
        ), preset
        assert (first["themes"], first["presets"]) == (data["themes"], data["presets"])


@pytest.mark.turn(1)
def test_each_puzzle_is_worded_in_a_language_as_the_engine_words_it() -> None:
    # The build replays each puzzle once, then words its board and hint in each language.
    german = page_data(replay_set(), "de")
    cached = {puzzle.id: puzzle for puzzle in miner.read_cache()[1]}
    with use_language("de"):
        for entry in german["puzzles"]:
            puzzle = cached[entry["id"]]
            board = board_view(puzzle_views(puzzle.notation, puzzle.seat)[0])
            if puzzle.kind == "exchange":  # only the discards it offers, not every legal one
                state = puzzle.state()
                board["actions"] = [
                    {"action": action, "label": action_label(state, parse_action(action))}
                    for action in puzzle.options()
                ]
            assert board == entry["board"], puzzle.id
            assert entry["hint"] == puzzle.hint(), puzzle.id
    assert "Sie" in german["puzzles"][0]["board"]["names"]  # not the English "You"


def test_the_set_replayed_once_serves_every_language_unchanged(data: dict[str, Any]) -> None:
    # The build replays the set once and words it in each language in turn.
    shared = replay_set()
    swedish = page_data(shared, "sv")
    assert swedish["puzzles"][0]["hint"] != data["puzzles"][0]["hint"]
    assert page_data(shared) == data  # as replayed afresh for English alone


def test_a_stale_cache_stops_the_build(tmp_path: Path) -> None:
    text = miner.CACHE.read_text(encoding="utf-8")
    stale = tmp_path / "puzzles.json"
    stale.write_text(text.replace('"engine": "', '"engine": "0.0.0-old', 1), encoding="utf-8")
    with pytest.raises(PuzzleDataError, match="stale for this engine"):
        replay_set(stale)
    with pytest.raises(PuzzleDataError, match="stale for this engine"):
        first_puzzle("standard", stale)
    written = write_puzzle_data(tmp_path / "docs")
    assert [path.name for path in written] == [
        "puzzles-standard.json",
        "puzzle-boards-standard.json",
        "puzzles-swedish.json",
        "puzzle-boards-swedish.json",
    ]
    for index, preset in enumerate(("standard", "swedish")):
        puzzles, boards = written[2 * index], written[2 * index + 1]
        data = json.loads(puzzles.read_text(encoding="utf-8"))
        assert data["puzzles"] and {item["preset"] for item in data["puzzles"]} == {preset}
        assert set(data["first"]) == set(data["presets"]) == {"standard", "swedish"}
        # Only the first puzzle carries its board; every puzzle's is in the boards file.
        with_board = [item["id"] for item in data["puzzles"] if "board" in item]
        assert with_board == [data["first"][preset]]
        by_id = json.loads(boards.read_text(encoding="utf-8"))
        assert sorted(by_id) == sorted(item["id"] for item in data["puzzles"])
        assert all(
            board["hand"] and (board["legal_cards"] or board["phase"] == "exchange")
            for board in by_id.values()
        )


def test_the_rating_limits_are_the_engines(data: dict[str, Any]) -> None:
    """The page reads the engine's limits from its data, not a copy of its own."""
    assert data["limits"] == {
        "rating": list(RATING_LIMITS),
        "rd": RD_LIMIT,
        "volatility": VOLATILITY_LIMIT,
    }
