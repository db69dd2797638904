"""The puzzle page's data: the mined set (``tutorials/puzzle-data/puzzles.json``, the cache of
``python -m ombre_tools puzzles``) trimmed to what the page uses, written by the build as one
file a rule set, ``assets/puzzles-standard.json`` and ``assets/puzzles-swedish.json``: the page
fetches the one its Rules switch selects (the other one only for an address naming one of its
puzzles), about half the bytes of the whole set. The boards but the first puzzles' are in a
file of their own a rule set (``assets/puzzle-boards-<preset>.json``, id to board), fetched
only to draw a puzzle other than the first: a first visit, whose first puzzle the build drew,
does without them (about 40% of the bytes). The service worker keeps all of these files once
the page has read one (sitegen/offline.py).

Each puzzle keeps its id, preset, position (notation and seat), answer, reason, hint (the
answer's idea in words, :meth:`ombre_core.puzzles.Puzzle.hint`), themes, the first rating and
RD its difficulty gives (:meth:`ombre_core.rating.RatingSettings.puzzle_rating`), and each wrong
answer's refutation (the action, the line's actions, the words), and its ``board``: the engine's
view of the position trimmed to what ``site/js/puzzle-view.js`` draws, so the page draws any
puzzle as soon as this file is fetched, before the engine is ready; its ``kind`` (``play`` or
``exchange``) and the ``question`` it asks. An exchange puzzle's board offers its discards
(:meth:`ombre_core.puzzles.Puzzle.options`) as the actions. ``first`` names, by preset,
the puzzle a new learner meets first; ``limits`` the ratings the engine accepts
(:data:`ombre_core.rating.RATING_LIMITS`, ``RD_LIMIT``, ``VOLATILITY_LIMIT``), so that the page
starts afresh from a kept rating the engine would refuse. The build stops when the cache is
stale for this engine (:func:`ombre_tools.puzzles.is_current`): mine it again first.

What no language changes (each position replayed, its board, first rating and hint's idea) is
worked out once a build, :func:`replay_set`; each language's data then only words it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ombre_core.actions import parse_action
from ombre_core.game import GameState
from ombre_core.messages import label, use_language
from ombre_core.protocol import PlayerView
from ombre_core.puzzles import THEMES, Puzzle, puzzle_names, puzzle_views
from ombre_core.rating import DEFAULT_SETTINGS, RATING_LIMITS, RD_LIMIT, VOLATILITY_LIMIT, Rating
from ombre_core.table import action_label
from ombre_tools.puzzles import CACHE, is_current, read_cache
from sitegen.languages import ENGLISH
from sitegen.presets import preset_title

DATA_FILE = "assets/puzzles-{preset}.json"
"""Where a rule set's data lands in the site (site/js/widgets/puzzle.js reads the same name)."""


BOARDS_FILE = "assets/puzzle-boards-{preset}.json"
"""Where a rule set's boards land (site/js/widgets/puzzle.js reads the same name)."""


def data_file(preset: str) -> str:
    """The site path of one rule set's data.

    >>> data_file("swedish")
    'assets/puzzles-swedish.json'
    """
    return DATA_FILE.format(preset=preset)


def boards_file(preset: str) -> str:
    """The site path of one rule set's boards.

    >>> boards_file("swedish")
    'assets/puzzle-boards-swedish.json'
    """
    return BOARDS_FILE.format(preset=preset)


class PuzzleDataError(ValueError):
    """The cached set cannot be shipped: stale for this engine, or empty."""


BOARD_FIELDS = (
    "seat",
    "names",
    "phase",
    "current_player",
    "to_act",
    "hand",
    "legal_cards",
    "contract",
    "ombre",
    "trump",
    "trick",
    "tricks_done",
)
"""The fields of the engine's view that the board reads as they are; ``seats``, ``tricks`` and
``actions`` are trimmed further."""


def board_view(view: PlayerView) -> dict[str, Any]:
    """The engine's view of a puzzle's position, trimmed to what the page's board draws.

    >>> from ombre_tools.puzzles import read_cache
    >>> puzzle = next(item for item in read_cache()[1] if item.kind == "play")
    >>> board = board_view(puzzle_views(puzzle.notation, puzzle.seat)[0])
    >>> sorted(board["seats"][0]), sorted(board["tricks"][0])
    (['cards', 'dummy', 'dummy_label', 'role', 'won'], ['cards', 'number', 'winner'])
    """
    board: dict[str, Any] = {name: view[name] for name in BOARD_FIELDS}  # type: ignore[literal-required]
    board["seats"] = [
        {
            "cards": seat["cards"],
            "won": seat["won"],
            "role": seat["role"],
            "dummy": seat["dummy"],
            "dummy_label": seat["dummy_label"],
        }
        for seat in view["seats"]
    ]
    board["tricks"] = [
        {"number": trick["number"], "winner": trick["winner"], "cards": trick["cards"]}
        for trick in view["tricks"]
    ]
    board["actions"] = [
        {"action": item["action"], "label": item["label"]}
        for item in view["actions"]
        if not item["action"].startswith("play ")
    ]
    return board


@dataclass(frozen=True)
class ReplayedPuzzle:
    """What no language changes in a puzzle's entry: its position replayed (``state``, read,
    never played on), its ``board`` (whose words :func:`worded_board` writes in each language),
    its first ``rating`` and the catalogue code of its hint."""

    puzzle: Puzzle
    state: GameState
    board: dict[str, Any]
    rating: Rating
    hint_code: str


def replay(puzzle: Puzzle) -> ReplayedPuzzle:
    """``puzzle`` replayed: its part of the entry that is the same in every language."""
    board = board_view(puzzle_views(puzzle.notation, puzzle.seat)[0])
    if puzzle.kind == "exchange":  # the discards the puzzle offers, not every legal one
        board["actions"] = [{"action": action} for action in puzzle.options()]
    rating = DEFAULT_SETTINGS.puzzle_rating(puzzle.difficulty)
    return ReplayedPuzzle(puzzle, puzzle.state(), board, rating, puzzle.hint_code())


def worded_board(item: ReplayedPuzzle) -> dict[str, Any]:
    """The puzzle's board with its words in the current language: the seats' names, the
    dummy's, the actions' labels (as :func:`ombre_core.table.player_view` words them)."""
    board, state = item.board, item.state
    return {
        **board,
        "names": list(puzzle_names(item.puzzle.seat)),
        "seats": [
            {**seat, "dummy_label": label("seat.dummy") if seat["dummy"] else None}
            for seat in board["seats"]
        ],
        "actions": [
            {"action": entry["action"], "label": action_label(state, parse_action(entry["action"]))}
            for entry in board["actions"]
        ],
    }


def puzzle_entry(item: ReplayedPuzzle) -> dict[str, Any]:
    """One puzzle as the page reads it, in the current language.

    >>> from ombre_tools.puzzles import read_cache
    >>> entry = puzzle_entry(replay(read_cache()[1][0]))
    >>> sorted(entry)
    ['answer', 'board', 'hint', 'id', 'kind', 'notation', 'preset', 'question', 'rating', 'rd', \
'reason', 'refutations', 'seat', 'themes']
    >>> sorted(entry["refutations"][0])
    ['action', 'line', 'words']
    """
    puzzle, rating = item.puzzle, item.rating
    return {
        "id": puzzle.id,
        "preset": puzzle.preset,
        "notation": puzzle.notation,
        "seat": puzzle.seat,
        "answer": list(puzzle.answer),
        "reason": puzzle.reason,
        "hint": label(item.hint_code),
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
        "kind": puzzle.kind,
        "question": label(f"puzzle.question.{puzzle.kind}"),
        "board": worded_board(item),
    }


def first_puzzles(puzzles: list[dict[str, Any]]) -> dict[str, str]:
    """The puzzle a new learner meets first in each preset: the lowest rated of the card
    play, the first of those in the data.

    >>> first_puzzles([{"id": "a", "preset": "standard", "rating": 1600, "kind": "play"},
    ...                {"id": "b", "preset": "standard", "rating": 1500, "kind": "play"},
    ...                {"id": "x", "preset": "standard", "rating": 1400, "kind": "exchange"},
    ...                {"id": "c", "preset": "swedish", "rating": 1500, "kind": "play"}])
    {'standard': 'b', 'swedish': 'c'}
    """
    first: dict[str, dict[str, Any]] = {}
    for item in puzzles:
        if item["kind"] != "play":
            continue
        known = first.get(item["preset"])
        if known is None or item["rating"] < known["rating"]:
            first[item["preset"]] = item
    return {preset: item["id"] for preset, item in sorted(first.items())}


def _current(cache: Path) -> tuple[dict[str, Any], list[Puzzle]]:
    """The cached set, refused when it is stale for this engine or empty."""
    key, puzzles = read_cache(cache)
    if not is_current(key):
        raise PuzzleDataError(
            f"the mined puzzles in {cache.name} are stale for this engine (engine "
            f"{key['engine']!r}, settings {key['settings']!r}): run "
            "python -m ombre_tools puzzles --check, then mine them again"
        )
    if not puzzles:
        raise PuzzleDataError(f"{cache.name} holds no puzzle")
    return key, puzzles


def _words(key: dict[str, Any], puzzles: list[Puzzle], lang: str) -> dict[str, Any]:
    """The page's words in ``lang``: the themes the set uses and the presets' titles."""
    used = {theme for puzzle in puzzles for theme in puzzle.themes}
    with use_language(lang):
        themes = {theme: label(f"puzzle.theme.{theme}") for theme in THEMES if theme in used}
    return {
        "themes": themes,
        "presets": {
            preset: preset_title(preset, lang) for preset in sorted(key["settings"]["presets"])
        },
    }


@dataclass(frozen=True)
class ReplayedSet:
    """The cached set's ``key`` and its puzzles replayed (:func:`replay_set`)."""

    key: dict[str, Any]
    puzzles: tuple[ReplayedPuzzle, ...]


def replay_set(cache: Path = CACHE) -> ReplayedSet:
    """The cached set, refused when it is stale or empty, each puzzle replayed: the part of
    :func:`page_data` that every language shares, worked out once a build."""
    key, puzzles = _current(cache)
    return ReplayedSet(key, tuple(replay(puzzle) for puzzle in puzzles))


def page_data(replayed: ReplayedSet | None = None, lang: str = ENGLISH) -> dict[str, Any]:
    """The page's data from the ``replayed`` set (:func:`replay_set`, of the cache when
    ``None``): the theme and preset words, the rating limits, then the puzzles, every word in
    ``lang`` (the engine's too)."""
    if replayed is None:
        replayed = replay_set()
    with use_language(lang):
        entries = [puzzle_entry(item) for item in replayed.puzzles]
    puzzles = [item.puzzle for item in replayed.puzzles]
    return {
        **_words(replayed.key, puzzles, lang),
        "first": first_puzzles(entries),
        "limits": {"rating": list(RATING_LIMITS), "rd": RD_LIMIT, "volatility": VOLATILITY_LIMIT},
        "puzzles": entries,
    }


def first_puzzle(preset: str, cache: Path = CACHE, lang: str = ENGLISH) -> dict[str, Any]:
    """What the page draws first for ``preset``: the words of :func:`page_data` and the entry
    of its first puzzle (``puzzle``), without the entries of all the others."""
    key, puzzles = _current(cache)
    ratings = [
        {
            "id": puzzle.id,
            "preset": puzzle.preset,
            "kind": puzzle.kind,
            "rating": DEFAULT_SETTINGS.puzzle_rating(puzzle.difficulty).rating,
        }
        for puzzle in puzzles
    ]
    first = first_puzzles(ratings)[preset]
    with use_language(lang):
        entry = puzzle_entry(replay(next(puzzle for puzzle in puzzles if puzzle.id == first)))
    return {**_words(key, puzzles, lang), "puzzle": entry}


def preset_data(data: dict[str, Any], preset: str) -> dict[str, Any]:
    """One rule set's file: the words and first puzzles of every set, that set's puzzles, with
    a board only for the first ones.

    >>> data = {"themes": {}, "presets": {}, "first": {"swedish": "b"}, "puzzles": [
    ...     {"id": "a", "preset": "standard", "board": {}},
    ...     {"id": "b", "preset": "swedish", "board": {}},
    ...     {"id": "c", "preset": "swedish", "board": {}}]}
    >>> preset_data(data, "swedish")["puzzles"]
    [{'id': 'b', 'preset': 'swedish', 'board': {}}, {'id': 'c', 'preset': 'swedish'}]
    """
    first = set(data["first"].values())
    puzzles = [
        item if item["id"] in first else {name: item[name] for name in item if name != "board"}
        for item in data["puzzles"]
        if item["preset"] == preset
    ]
    return {**data, "puzzles": puzzles}


def preset_boards(data: dict[str, Any], preset: str) -> dict[str, Any]:
    """One rule set's boards, by puzzle id.

    >>> preset_boards({"puzzles": [{"id": "a", "preset": "swedish", "board": {"seat": 0}}]},
    ...               "swedish")
    {'a': {'seat': 0}}
    """
    return {item["id"]: item["board"] for item in data["puzzles"] if item["preset"] == preset}


def write_puzzle_data(
    docs: Path, replayed: ReplayedSet | None = None, lang: str = ENGLISH
) -> list[Path]:
    """Write the page's data from the ``replayed`` set (:func:`page_data`) into the staged
    ``docs``, two files a rule set (its puzzles, then its boards); returns their paths."""
    data = page_data(replayed, lang)
    written = []
    for preset in data["presets"]:
        for path, part in (
            (data_file(preset), preset_data(data, preset)),
            (boards_file(preset), preset_boards(data, preset)),
        ):
            target = docs / path
            target.parent.mkdir(parents=True, exist_ok=True)
            text = json.dumps(part, ensure_ascii=False, separators=(",", ":"))
            target.write_text(text, encoding="utf-8")
            written.append(target)
    return written
