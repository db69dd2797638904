"""``python -m ombre_tools puzzles``: mine puzzles from seeded bot deals, into the cached set.

Each deal is dealt from its key (``puzzle-PRESET-N``, :func:`ombre_tools.seeded.seeded_deal`),
bid, exchanged and played by :class:`~ombre_core.bots.SimpleBot`; every decision of the card
play with at most :data:`MAX_CARDS` cards in hand and two legal actions or more is judged by
:func:`ombre_core.puzzles.judge_decision` (at most :data:`PER_DEAL` puzzles a deal, so the set
spans many deals). The set is written as JSON (:data:`CACHE`) keyed by the engine's version and
the miner's settings; the build uses it as is, and ``--check`` re-mines when either changed.

    python -m ombre_tools puzzles --deals 200            # mine and write the cache
    python -m ombre_tools puzzles --check                # is the cache current?
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from ombre_core import __version__
from ombre_core.bots import SimpleBot
from ombre_core.game import GameState
from ombre_core.puzzles import (
    CHIP_MARGIN,
    SOLVE_NODES,
    Puzzle,
    PuzzleError,
    judge_decision,
    judge_exchange,
    retell,
)
from ombre_tools.seeded import seeded_deal

CACHE = Path(__file__).resolve().parents[1] / "tutorials" / "puzzle-data" / "puzzles.json"
PRESETS = ("standard", "swedish")
MAX_CARDS = 6
"""Decisions with more cards in hand are skipped: the analyses take far longer there."""
PER_DEAL = 2
SAVE_EVERY = 10
EXCHANGE_LAYOUTS = 24
"""The deals an ombre's discard is played out over (:func:`ombre_core.puzzles.judge_exchange`)."""


@dataclass(frozen=True)
class Settings:
    """What the mined set depends on besides the engine: change one and re-mine."""

    deals: int
    layouts: int = 20
    margin: float = CHIP_MARGIN
    max_cards: int = MAX_CARDS
    per_deal: int = PER_DEAL
    solve_nodes: int = SOLVE_NODES
    presets: tuple[str, ...] = PRESETS
    exchange_layouts: int = EXCHANGE_LAYOUTS
    exchange_deals: int = 0


@dataclass
class Tally:
    """The miner's counts: decisions judged, why each was rejected, seconds spent."""

    decisions: int = 0
    deals: int = 0
    skipped: int = 0
    seconds: float = 0.0
    rejected: Counter[str] | None = None


def deal_key(preset: str, number: int) -> str:
    return f"puzzle-{preset}-{number}"


def deal_number(puzzle: Puzzle) -> int:
    """The number of the seeded deal a puzzle was mined from."""
    return int(puzzle.source.split("#")[0].rsplit("-", 1)[1])


def mine_deal(
    preset: str, number: int, settings: Settings, tally: Tally, plays: bool = True
) -> list[Puzzle]:
    """The puzzles of one seeded deal (none when it is thrown in or the solver cannot play it):
    the ombre's discard when ``number`` is below ``settings.exchange_deals``, then (unless not
    ``plays``) the decisions of the card play."""
    key = deal_key(preset, number)
    state, _ = seeded_deal(preset, number, key)
    bot = SimpleBot()
    exchange: Puzzle | None = None
    while state.phase not in ("play", "over"):
        if (
            number < settings.exchange_deals
            and state.phase == "exchange"
            and state.current_player == state.ombre
            and exchange is None
        ):
            exchange = _judge_exchange(state, settings, number, f"{key}#exchange", tally)
        state.apply(bot.choose(state))
    if state.phase != "play" or state.solver_problem() is not None:
        tally.skipped += 1
        return []
    tally.deals += 1
    found: list[Puzzle] = []
    if exchange is not None:
        found.append(exchange)
    if not plays:
        return found
    decision = 0
    while not state.is_terminal() and state.phase == "play":
        decision += 1
        cards = state.hands[state.current_player].bit_count()
        if (
            len(found) < settings.per_deal
            and cards <= settings.max_cards
            and len(state.legal_actions()) > 1
        ):
            tally.decisions += 1
            judged = judge_decision(
                state,
                layouts=settings.layouts,
                seed=number,
                margin=settings.margin,
                source=f"{key}#{decision}",
            )
            if judged.puzzle is not None:
                found.append(judged.puzzle)
            elif tally.rejected is not None:
                tally.rejected[judged.why] += 1
        state.apply(bot.choose(state))
        if state.phase != "play":
            break
    return found


def _judge_exchange(
    state: GameState, settings: Settings, number: int, source: str, tally: Tally
) -> Puzzle | None:
    """The ombre's discard judged (none where it is no exchange puzzle the judge can ask)."""
    try:
        judged = judge_exchange(
            state,
            layouts=settings.exchange_layouts,
            seed=number,
            margin=settings.margin,
            source=source,
        )
    except PuzzleError:
        return None  # a gascarille's blind discard, rules the solver does not play
    tally.decisions += 1
    if judged.puzzle is None and tally.rejected is not None:
        tally.rejected[f"exchange-{judged.why}"] += 1
    return judged.puzzle


def add_exchanges(parts: list[Path], out: Path) -> int:
    """Put the exchange puzzles of ``parts`` (mined side by side: together every deal from 0 up
    to the furthest part's ``exchange_deals``), retold with the current words, into the set
    ``out`` in their deals' places, in place of its own."""
    key, puzzles = read_cache(out)
    settings = settings_of(key)
    found: list[Puzzle] = []
    covered: set[int] = set()
    deals: int | None = None
    for part in parts:
        data = json.loads(part.read_text(encoding="utf-8"))
        part_key, mined = read_cache(part)
        these = settings_of(part_key)
        if part_key["engine"] != __version__ or replace(
            these, deals=0, exchange_deals=0
        ) != replace(settings, deals=0, exchange_deals=0):
            print(f"{part} was mined by another engine or with other settings")
            return 1
        deals = max(deals or 0, these.exchange_deals)
        first, stride = int(data.get("first", 0)), int(data.get("stride", 1))
        covered |= set(range(first, these.exchange_deals, stride))
        found.extend(retell(puzzle) for puzzle in mined if puzzle.kind == "exchange")
    if deals is None or covered != set(range(deals)):
        print("the parts do not cover every deal from 0")
        return 1
    order = {preset: index for index, preset in enumerate(settings.presets)}
    kept = [puzzle for puzzle in puzzles if puzzle.kind != "exchange"]
    merged = sorted(
        enumerate([*found, *kept]),
        key=lambda item: (
            deal_number(item[1]),
            order[item[1].preset],
            item[1].kind != "exchange",
            item[0],
        ),
    )
    write_cache(out, replace(settings, exchange_deals=deals), [puzzle for _, puzzle in merged])
    print(f"wrote {out}: {len(found)} exchange puzzles from {deals} deals, {len(kept)} others")
    return 0


def mine(
    settings: Settings,
    tally: Tally | None = None,
    first: int = 0,
    save: Path | None = None,
    stride: int = 1,
    plays: bool = True,
) -> list[Puzzle]:
    """Every puzzle of deals ``first``, ``first + stride``... below ``settings.deals`` of each
    preset (not ``plays``: only the exchange puzzles, below ``settings.exchange_deals``); with
    ``save`` the part is written every :data:`SAVE_EVERY` deals, keyed by the deals mined so
    far, so a long mine stopped early leaves a part for ``--merge`` or ``--add-exchanges``."""
    tally = tally or Tally(rejected=Counter())
    started = time.perf_counter()
    puzzles: list[Puzzle] = []
    last = settings.deals if plays else settings.exchange_deals
    for index, number in enumerate(range(first, last, stride)):
        for preset in settings.presets:
            puzzles.extend(mine_deal(preset, number, settings, tally, plays))
        if save is not None and (index + 1) % SAVE_EVERY == 0:
            mined = (
                replace(settings, deals=number + 1)
                if plays
                else replace(settings, exchange_deals=number + 1)
            )
            write_cache(save, mined, puzzles, first, stride)
            tally.seconds = time.perf_counter() - started
            print(f"after deal {number}:\n{report(puzzles, tally)}", flush=True)
    tally.seconds = time.perf_counter() - started
    return puzzles


def cache_key(settings: Settings) -> dict[str, Any]:
    return {"engine": __version__, "settings": asdict(settings)}


def write_cache(
    path: Path, settings: Settings, puzzles: list[Puzzle], first: int = 0, stride: int = 1
) -> None:
    """Write a mined set, one puzzle a line (a re-mine's diff reads puzzle by puzzle); a part
    (mined from ``first`` every ``stride`` deals) says so."""
    data: dict[str, Any] = cache_key(settings)
    if first or stride != 1:
        data["first"], data["stride"] = first, stride
    head = json.dumps(data, ensure_ascii=False)[:-1]
    lines = [
        json.dumps(puzzle.to_dict(), ensure_ascii=False, separators=(",", ":"))
        for puzzle in puzzles
    ]
    body = ",\n".join(lines)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f'{head}, "puzzles": [\n{body}\n]}}\n', encoding="utf-8")


def is_current(key: dict[str, Any]) -> bool:
    """Whether a cache's ``key`` is this engine's version with the miner's own settings (any
    number of deals): else the set is stale, and mined again."""
    return key["engine"] == __version__ and replace(
        settings_of(key), deals=0, exchange_deals=0
    ) == Settings(0)


def read_cache(path: Path = CACHE) -> tuple[dict[str, Any], list[Puzzle]]:
    """The cache's key (engine version and settings) and its puzzles."""
    data = json.loads(path.read_text(encoding="utf-8"))
    key = {"engine": data["engine"], "settings": data["settings"]}
    return key, [Puzzle.from_dict(item) for item in data["puzzles"]]


def merge(parts: list[Path], out: Path, upto: int | None = None) -> int:
    """Join parts mined side by side (``--first`` and ``--stride``): the set covers every deal
    from 0 up to the first deal no part has mined, each deal's puzzles from the last part that
    mined it (below ``upto`` at most), every puzzle retold
    (:func:`ombre_core.puzzles.retell`) with the current words and themes."""
    mined: list[tuple[int, int, int, list[Puzzle]]] = []
    settings: Settings | None = None
    for part in parts:
        data = json.loads(part.read_text(encoding="utf-8"))
        key, found = read_cache(part)
        these = settings_of(key)
        if key["engine"] != __version__ or (
            settings is not None and replace(these, deals=0) != replace(settings, deals=0)
        ):
            print(f"{part} was mined by another engine or with other settings")
            return 1
        settings = these
        mined.append((int(data.get("first", 0)), int(data.get("stride", 1)), these.deals, found))
    assert settings is not None

    def source(number: int) -> int | None:
        covering = [
            index
            for index, (first, stride, deals, _) in enumerate(mined)
            if first <= number < deals and (number - first) % stride == 0
        ]
        return covering[-1] if covering else None

    deals = 0
    while source(deals) is not None and (upto is None or deals < upto):
        deals += 1
    if deals == 0:
        print("no part starts at deal 0")
        return 1
    puzzles = [
        retell(puzzle)
        for number in range(deals)
        for puzzle in mined[source(number) or 0][3]
        if deal_number(puzzle) == number
    ]
    write_cache(out, replace(settings, deals=deals), puzzles)
    print(f"wrote {out}: {len(puzzles)} puzzles from {deals} deals")
    return 0


def settings_of(key: dict[str, Any]) -> Settings:
    values = dict(key["settings"])
    values["presets"] = tuple(values["presets"])
    return Settings(**values)


def report(puzzles: list[Puzzle], tally: Tally) -> str:
    themes = Counter(theme for puzzle in puzzles for theme in puzzle.themes)
    presets = Counter(puzzle.preset for puzzle in puzzles)
    levels = Counter(puzzle.difficulty for puzzle in puzzles)
    decisions = max(tally.decisions, 1)
    lines = [
        f"{len(puzzles)} puzzles from {tally.decisions} decisions judged over {tally.deals} "
        f"deals ({tally.skipped} skipped) in {tally.seconds:.0f} s",
        f"hit rate {len(puzzles) / decisions:.1%}; {tally.seconds / decisions:.2f} s a decision, "
        f"{tally.seconds / max(len(puzzles), 1):.1f} s a puzzle",
        "presets: " + ", ".join(f"{name} {count}" for name, count in sorted(presets.items())),
        "themes: " + ", ".join(f"{name} {count}" for name, count in themes.most_common()),
        "difficulty: " + ", ".join(f"{level}: {count}" for level, count in sorted(levels.items())),
    ]
    if tally.rejected:
        lines.append(
            "rejected: " + ", ".join(f"{why} {n}" for why, n in tally.rejected.most_common())
        )
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m ombre_tools puzzles", description=__doc__)
    parser.add_argument("--deals", type=int, default=100, help="deals of each preset")
    parser.add_argument("--first", type=int, default=0, help="the first deal (to mine in parts)")
    parser.add_argument("--stride", type=int, default=1, help="mine every STRIDE-th deal")
    parser.add_argument("--out", type=Path, default=CACHE)
    parser.add_argument("--check", action="store_true", help="exit 1 when the cache is stale")
    parser.add_argument("--merge", type=Path, nargs="+", help="join parts mined from --first")
    parser.add_argument("--upto", type=int, help="with --merge: keep the deals below UPTO")
    parser.add_argument("--retell", action="store_true", help="retell the cache's words, themes")
    parser.add_argument(
        "--exchanges", type=int, help="mine the ombre's discards of deals below N into --out"
    )
    parser.add_argument(
        "--add-exchanges", type=Path, nargs="+", help="put the exchange parts into --out"
    )
    args = parser.parse_args(argv)
    if args.add_exchanges:
        return add_exchanges(args.add_exchanges, args.out)
    if args.merge:
        return merge(args.merge, args.out, args.upto)
    if args.retell:
        return merge([args.out], args.out)
    if args.check:
        key, puzzles = read_cache(args.out)
        current = is_current(key)
        print(f"{len(puzzles)} puzzles, {'current' if current else 'stale: re-mine'}")
        return 0 if current else 1
    plays = args.exchanges is None
    settings = Settings(deals=args.deals) if plays else Settings(0, exchange_deals=args.exchanges)
    tally = Tally(rejected=Counter())
    puzzles = mine(settings, tally, args.first, args.out, args.stride, plays)
    print(report(puzzles, tally))
    write_cache(args.out, settings, puzzles, args.first, args.stride)
    print(f"wrote {args.out}")
    return 0
