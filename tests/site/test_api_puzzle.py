"""ombre_core.api puzzle.views: a puzzle's position and its refutation played out, through the
stateless JSON bridge, the same as the engine's own function."""

from __future__ import annotations

from api_calls import call, ok

from ombre_core.puzzles import puzzle_views
from ombre_tools.puzzles import read_cache


def test_puzzle_views_plays_a_refutation_out_as_the_engine_does() -> None:
    puzzle = read_cache()[1][0]
    wrong = puzzle.refutations[0]
    line = [wrong.action, *(action for _seat, action in wrong.line)]
    result = ok("puzzle.views", {"notation": puzzle.notation, "seat": puzzle.seat, "line": line})
    assert result == {"views": puzzle_views(puzzle.notation, puzzle.seat, line)}
    assert len(result["views"]) == len(line) + 1
    alone = ok("puzzle.views", {"notation": puzzle.notation, "seat": puzzle.seat})
    assert alone["views"] == [puzzle.view()] and alone["views"][0]["names"][puzzle.seat] == "You"


def test_puzzle_views_refuses_an_illegal_line_and_a_seat_off_the_table() -> None:
    puzzle = read_cache()[1][0]
    reply = call(
        "puzzle.views", {"notation": puzzle.notation, "seat": puzzle.seat, "line": ["play 9s"]}
    )
    assert reply["ok"] is False
    seat = call("puzzle.views", {"notation": puzzle.notation, "seat": 3})
    assert seat["ok"] is False and seat["error"]["code"] == "bad-param"
