"""Guided-deal scripts in TOML: read, validated, and replayed through the engine at build time.

A script holds one deal: the cards (given explicitly, or by seed), the auction and the
exchange, every trick, a short comment for each step, the seat the learner plays, and the
outcome it claims. :func:`load_script` reads it into a :class:`~ombre_core.guided.GuidedDeal`;
the engine's :func:`~ombre_core.guided.check_script` replays it: every step must be legal, and
the deal must end with the claimed result and trick split. A script that fails stops the build
with a message naming the file, the step and the engine's rule; ``python -m ombre_tools guided
FILE...`` checks scripts from the command line.

    title = "Belinda's game"
    rules = "standard"             # a preset, maybe with options: "standard forced_spadille=true"
    dealer = 2
    learner = 0                    # the seat the learner plays (the table turns it to the bottom)
    [deal]                         # or: seed = 17
    hands = [["As", ...], [...], [...]]
    talon = ["Kc", ...]            # top card first
    [outcome]
    result = "sacada"              # sacada, puesta or codille
    tricks = [5, 4, 0]             # tricks won, seat by seat
    ending = "vole"                # optional: "vole" (announced or committed), "stop" or
                                   # "surrender" (accepted by both defenders)
    [[step]]
    do = ["bid entrada", "pass", "pass", "trump spades"]   # engine actions, in turn
    comment = "Belinda bids and names spades."
    [[step]]
    play = ["As", "3s", "4s"]      # the cards of one trick, in turn
    comment = "Spadille draws two trumps."
    guide = "Spadille cannot lose."   # why the guide's card, after "because" (needed when
                                      # the learner plays a card in this step; in a 'do' step
                                      # it lets the learner choose the learner's own actions)
    instead = { Ks = "it would fall to the Baron's queen." }   # optional: what another legal
                                      # card costs (the hook for the double-dummy solver)
    quote = "Spadillio first, unconquerable Lord!"  # optional: a line to show beside it

>>> deal = load_script('''
... title = "Too short"
... rules = "standard"
... dealer = 0
... learner = 0
... deal = { seed = 3 }
... outcome = { result = "sacada", tricks = [5, 2, 2] }
... [[step]]
... do = ["pass", "trump spades"]
... comment = "Eldest passes, then names trumps."
... ''', origin="short.toml")
>>> print(check_script(deal).format())
FAIL short.toml 'Too short'
     step 1: 'trump spades' by seat 2: trump spades is not possible now: seat 2 is to bid or pass
"""

from __future__ import annotations

import argparse
import os
import pathlib
import sys
import tomllib
from collections.abc import Iterable, Sequence
from typing import Any

from ombre_core.actions import Deal, parse_action
from ombre_core.cards import Card, mask_of, parse_hand
from ombre_core.errors import ExampleError, NotationError, OmbreError
from ombre_core.game import GameState
from ombre_core.guided import ENDINGS, RESULTS, GuidedDeal, GuidedStep, check_script
from ombre_core.notation import parse_rules
from ombre_core.rules import RuleSet
from ombre_tools.words import GUIDED_WORDS, localized

_TOP_KEYS = {"title", "rules", "dealer", "learner", "deal", "outcome", "step", "intro", "source"}
_STEP_KEYS = {"do", "play", "comment", "guide", "quote", "instead"}


def _bad(where: str, message: str) -> ExampleError:
    return ExampleError("bad-script", f"{where}: {message}")


def _text(where: str, table: dict[str, Any], key: str, *, required: bool = True) -> str | None:
    if key not in table:
        if required:
            raise _bad(where, f"missing key {key!r}")
        return None
    value = table[key]
    if not isinstance(value, str) or not value.strip():
        raise _bad(where, f"key {key!r} must be a non-empty string, not {value!r}")
    return value


def _seat(where: str, table: dict[str, Any], key: str, players: int) -> int:
    value = table.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < players:
        raise _bad(where, f"key {key!r} must be a seat from 0 to {players - 1}, not {value!r}")
    return value


def _cards(where: str, value: Any) -> tuple[Card, ...]:
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise _bad(where, f'must be a list of cards such as ["As", "7h"], not {value!r}')
    try:
        cards = tuple(Card.parse(item) for item in value)
        mask_of(cards)
    except NotationError as error:
        raise _bad(where, error.message) from None
    return cards


def _deal(where: str, value: Any, rules: RuleSet, dealer: int) -> Deal:
    if not isinstance(value, dict):
        raise _bad(where, "key 'deal' must be a table: { seed = N } or { hands, talon }")
    if set(value) == {"seed"}:
        seed = value["seed"]
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise _bad(where, f"deal.seed must be a whole number, not {seed!r}")
        return GameState.shuffled_deal(rules, dealer, seed)
    if set(value) != {"hands", "talon"}:
        raise _bad(where, f"key 'deal' holds seed, or hands and talon, not {sorted(value)}")
    hands = value["hands"]
    if not isinstance(hands, list) or len(hands) != rules.players:
        raise _bad(where, f"deal.hands must be {rules.players} hands, seat 0 first")
    parsed = [_cards(f"{where}: deal.hands[{seat}]", hand) for seat, hand in enumerate(hands)]
    try:
        masks = tuple(parse_hand(" ".join(map(str, hand))) for hand in parsed)
    except NotationError as error:
        raise _bad(where, error.message) from None
    return Deal(masks, _cards(f"{where}: deal.talon", value["talon"]))


def _step(where: str, table: Any) -> GuidedStep:
    if not isinstance(table, dict):
        raise _bad(where, "each [[step]] must be a table")
    unknown = sorted(set(table) - _STEP_KEYS)
    if unknown:
        raise _bad(where, f"unknown key {unknown[0]!r} (allowed: {', '.join(sorted(_STEP_KEYS))})")
    if ("do" in table) == ("play" in table):
        raise _bad(where, "a step has either 'do' (actions) or 'play' (the cards of a trick)")
    texts = table.get("do", table.get("play"))
    if not isinstance(texts, list) or not texts or not all(isinstance(t, str) for t in texts):
        raise _bad(where, f"'do' or 'play' must be a non-empty list of strings, not {texts!r}")
    if "play" in table:
        texts = [f"play {card}" for card in texts]
    try:
        actions = tuple(parse_action(text) for text in texts)
    except OmbreError as error:
        raise _bad(where, error.message) from None
    comment = _text(where, table, "comment")
    assert comment is not None
    instead = table.get("instead", {})
    if not isinstance(instead, dict) or not all(
        isinstance(text, str) and text.strip() for text in instead.values()
    ):
        raise _bad(where, "key 'instead' must be a table such as { Kh = \"why not\" }")
    try:
        costs = tuple((Card.parse(code), text) for code, text in instead.items())
    except NotationError as error:
        raise _bad(where, f"key 'instead': {error.message}") from None
    return GuidedStep(
        actions,
        comment,
        _text(where, table, "guide", required=False),
        _text(where, table, "quote", required=False),
        costs,
    )


def load_script(
    source: str | os.PathLike[str], *, origin: str | None = None, lang: str | None = None
) -> GuidedDeal:
    """Parse a script from a path (``os.PathLike``) or from TOML text (``str``), with its words
    in ``lang`` where the script's translation writes them (:mod:`.words`).

    Raises :class:`~ombre_core.errors.ExampleError` (code ``bad-script`` or ``bad-toml``) naming
    the file and the key; the engine's replay is :func:`~ombre_core.guided.check_script`.
    """
    if isinstance(source, str):
        text, where, slug = source, origin or "<text>", pathlib.Path(origin or "script").stem
    else:
        path = pathlib.Path(source)
        where, slug = origin or os.fspath(path), path.stem
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise ExampleError("unreadable", f"{where}: cannot read the file: {error}") from None
    try:
        document = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ExampleError("bad-toml", f"{where}: not valid TOML: {error}") from None
    if not isinstance(source, str):
        document = localized(document, pathlib.Path(source), lang, GUIDED_WORDS)
    unknown = sorted(set(document) - _TOP_KEYS)
    if unknown:
        raise _bad(where, f"unknown key {unknown[0]!r} (allowed: {', '.join(sorted(_TOP_KEYS))})")
    title = _text(where, document, "title")
    assert title is not None
    rules_name = _text(where, document, "rules")
    assert rules_name is not None
    try:
        rules = parse_rules(rules_name)
    except OmbreError as error:
        raise _bad(where, f"key 'rules': {error.message}") from None
    dealer = _seat(where, document, "dealer", rules.players)
    learner = _seat(where, document, "learner", rules.players)
    deal = _deal(where, document.get("deal"), rules, dealer)
    outcome = document.get("outcome")
    if not isinstance(outcome, dict) or not {"result", "tricks"} <= set(outcome) <= {
        "result",
        "tricks",
        "ending",
    }:
        raise _bad(where, "key 'outcome' must be a table { result, tricks } (and maybe ending)")
    if outcome["result"] not in RESULTS:
        raise _bad(where, f"outcome.result must be one of {', '.join(RESULTS)}")
    ending = outcome.get("ending")
    if ending is not None and ending not in ENDINGS:
        raise _bad(where, f"outcome.ending must be one of {', '.join(ENDINGS)}, not {ending!r}")
    tricks = outcome["tricks"]
    early = ending in ("stop", "surrender")  # the deal ends before the last trick
    if (
        not isinstance(tricks, list)
        or len(tricks) != rules.players
        or not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in tricks)
        or (sum(tricks) > rules.tricks_per_deal if early else sum(tricks) != rules.tricks_per_deal)
    ):
        raise _bad(
            where,
            f"outcome.tricks must be {rules.players} trick counts, seat by seat, adding up to "
            f"{'at most ' if early else ''}{rules.tricks_per_deal}, not {tricks!r}",
        )
    steps = document.get("step")
    if not isinstance(steps, list) or not steps:
        raise _bad(where, "a script needs its steps, written [[step]]")
    return GuidedDeal(
        slug=slug,
        origin=where,
        title=title,
        rules=rules,
        dealer=dealer,
        learner=learner,
        deal=deal,
        steps=tuple(_step(f"{where} step {n}", step) for n, step in enumerate(steps, start=1)),
        result=outcome["result"],
        tricks=tuple(tricks),
        intro=_text(where, document, "intro", required=False) or "",
        source=_text(where, document, "source", required=False),
        ending=ending,
    )


def check_scripts(paths: Iterable[str | os.PathLike[str]]) -> list[str]:
    """Every problem in the scripts at ``paths`` (a file that cannot be read is one)."""
    problems: list[str] = []
    for path in paths:
        try:
            report = check_script(load_script(pathlib.Path(path)))
        except ExampleError as error:
            problems.append(error.message)
            continue
        if not report.ok:
            problems.append(report.format())
    return problems


def load_scripts(
    paths: Sequence[str | os.PathLike[str]], lang: str | None = None
) -> list[GuidedDeal]:
    """Load and check every script, raising :class:`ExampleError` listing all problems; their
    words in ``lang`` where written."""
    problems = check_scripts(paths)
    if problems:
        raise ExampleError(
            "bad-script", "guided deals disagree with the engine:\n" + "\n".join(problems)
        )
    return [load_script(pathlib.Path(path), lang=lang) for path in paths]


def main(argv: Sequence[str]) -> int:
    """``python -m ombre_tools guided FILE...``: exit 0 only if every script replays as claimed."""
    parser = argparse.ArgumentParser(
        prog="python -m ombre_tools guided",
        description="Replay guided-deal scripts through the engine.",
    )
    parser.add_argument("files", nargs="+", help="guided-deal TOML scripts")
    args = parser.parse_args(list(argv))
    problems = check_scripts(args.files)
    for problem in problems:
        print(problem)
    print(f"{len(args.files) - len(problems)} passed, {len(problems)} failed")
    return 0 if not problems else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
