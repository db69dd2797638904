"""The puzzle page's data: the mined set (``tutorials/puzzle-data/puzzles.json``, the cache of
``python -m ombre_tools puzzles``) trimmed to what the page uses, written by the build as
``assets/puzzles.json`` (the service worker precaches every file of the build).

Each puzzle keeps its id, preset, position (notation and seat), answer, reason, hint (the
answer's idea in words, :meth:`ombre_core.puzzles.Puzzle.hint`), themes, the first rating and
RD its difficulty gives (:meth:`ombre_core.rating.RatingSettings.puzzle_rating`), and each wrong
answer's refutation (the action, the line's actions, the words). The build stops when the cache
is stale for this engine (:func:`ombre_tools.puzzles.is_current`): mine it again first.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ombre_core.messages import label
from ombre_core.puzzles import THEMES, Puzzle
from ombre_core.rating import DEFAULT_SETTINGS
from ombre_tools.puzzles import CACHE, is_current, read_cache
from sitegen.presets import PRESET_TITLES

DATA_FILE = "assets/puzzles.json"
"""Where the page's data lands in the site."""


class PuzzleDataError(ValueError):
    """The cached set cannot be shipped: stale for this engine, or empty."""


def puzzle_entry(puzzle: Puzzle) -> dict[str, Any]:
    """One puzzle as the page reads it.

    >>> from ombre_tools.puzzles import read_cache
    >>> entry = puzzle_entry(read_cache()[1][0])
    >>> sorted(entry)
    ['answer', 'hint', 'id', 'notation', 'preset', 'rating', 'rd', 'reason', 'refutations', \
'seat', 'themes']
    >>> sorted(entry["refutations"][0])
    ['action', 'line', 'words']
    """
    rating = DEFAULT_SETTINGS.puzzle_rating(puzzle.difficulty)
    return {
        "id": puzzle.id,
        "preset": puzzle.preset,
        "notation": puzzle.notation,
        "seat": puzzle.seat,
        "answer": list(puzzle.answer),
        "reason": puzzle.reason,
        "hint": puzzle.hint(),
        "themes": list(puzzle.themes),
        "rating": rating.rating,
        "rd": rating.rd,
        "refutations": [
            {
                "action": item.action,
                "line": [action for _seat, action in item.line],
                "words": item.words,
            }
            for item in puzzle.refutations
        ],
    }


def page_data(cache: Path = CACHE) -> dict[str, Any]:
    """The page's data from the cached set: the theme and preset words, then the puzzles."""
    key, puzzles = read_cache(cache)
    if not is_current(key):
        raise PuzzleDataError(
            f"the mined puzzles in {cache.name} are stale for this engine (engine "
            f"{key['engine']!r}, settings {key['settings']!r}): run "
            "python -m ombre_tools puzzles --check, then mine them again"
        )
    if not puzzles:
        raise PuzzleDataError(f"{cache.name} holds no puzzle")
    used = {theme for puzzle in puzzles for theme in puzzle.themes}
    return {
        "themes": {theme: label(f"puzzle.theme.{theme}") for theme in THEMES if theme in used},
        "presets": {preset: PRESET_TITLES[preset] for preset in sorted(key["settings"]["presets"])},
        "puzzles": [puzzle_entry(puzzle) for puzzle in puzzles],
    }


def write_puzzle_data(docs: Path, cache: Path = CACHE) -> Path:
    """Write the page's data into the staged ``docs``; returns its path."""
    target = docs / DATA_FILE
    target.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(page_data(cache), ensure_ascii=False, separators=(",", ":"))
    target.write_text(text, encoding="utf-8")
    return target
