"""Worked examples in TOML, checked against the engine: ``python -m ombre_tools check FILE...``.

A file holds arrays of tables, one per kind of example: ``[[ranking]]``, ``[[trick]]``,
``[[legal]]``, ``[[result]]``, ``[[payment]]`` and ``[[exchange]]`` (see the ``SCHEMA`` below).
``trump = "none"`` is a game without trumps (a contrabola); ``rules`` on a ``[[result]]`` sets
its player count (three when left out).
``name`` and ``source`` are allowed on any example. ``[[payment]]`` also accepts ``options``,
a table of :class:`~ombre_core.rules.RuleSet` fields changed from the preset (table custom).
Unknown keys and malformed values raise :class:`~ombre_core.errors.ExampleError` naming the
file, the kind, the example's number (counted from 1 within its kind) or name, and the key.

>>> examples = load_examples('''
... [[trick]]
... name = "Anna leads the king of clubs"
... trump = "diamonds"
... cards = ["Kc", "Qc", "3d"]
... winner = 0
... ''', origin="demo.toml")
>>> result = check_example(examples[0])
>>> result.ok
False
>>> print(result.differences[0].replace(": 3", ":\\n3"))
winner: expected 0 (Kc), engine 2 (3d):
3♦ wins: it is the highest trump played (diamonds are trumps)
>>> try:
...     load_examples('[[trick]]\\ntrump = "spades"\\nwinnr = 0\\n', origin="demo.toml")
... except ExampleError as error:
...     print(error.code, error.message.replace(" (", "\\n("))
unknown-key demo.toml [[trick]] #1: unknown key 'winnr'
(allowed: cards, name, source, trump, winner)
"""

from __future__ import annotations

import argparse
import os
import pathlib
import sys
import tomllib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ombre_core.actions import BID_PLAY, DISCARD_NONE, PASS, Action, Bid, Choose
from ombre_core.cards import Card, Suit, format_cards, mask_of
from ombre_core.errors import ExampleError, NotationError, OmbreError, RuleSetError
from ombre_core.game import GameState
from ombre_core.ranking import suit_order
from ombre_core.rules import MAX_PLAYERS, MIN_PLAYERS, RuleSet
from ombre_core.scoring import DealOutcome, classify, classify_side, settle
from ombre_core.tricks import explain_play, explain_trick, legal_cards, legal_reason
from ombre_tools.words import EXAMPLE_WORDS, localized

_TABLE = RuleSet.preset("standard")
"""The table for trick, legal and result examples, which name no preset (both deal 3 x 9)."""

KINDS = ("ranking", "trick", "legal", "result", "payment", "exchange")
RESULTS = ("sacada", "puesta", "codille")
COMMON_KEYS = ("name", "source")


class _Bad(Exception):
    """A malformed value; turned into an ExampleError with the example's location."""


def _suit(value: Any) -> Suit:
    if not isinstance(value, str):
        raise _Bad(f'must be a suit name such as "hearts", not {value!r}')
    try:
        return Suit.parse(value)
    except NotationError as error:
        raise _Bad(error.message) from None


def _trump(value: Any) -> Suit | None:
    """A trump suit, or ``"none"`` for a game without trumps (a contrabola)."""
    return None if value == "none" else _suit(value)


def _suit_or_trump(value: Any) -> Suit | None:
    if value == "trump":
        return None
    return _suit(value)


def _cards(value: Any) -> tuple[Card, ...]:
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise _Bad(f'must be a list of cards such as ["As", "7h"], not {value!r}')
    try:
        cards = tuple(Card.parse(item) for item in value)
        mask_of(cards)
    except NotationError as error:
        raise _Bad(error.message) from None
    return cards


def _int(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise _Bad(f"must be a whole number, not {value!r}")
    return value


def _count(value: Any) -> int:
    number = _int(value)
    if number < 0:
        raise _Bad(f"must be at least 0, not {number}")
    return number


def _ints(value: Any) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise _Bad(f"must be a list of whole numbers, not {value!r}")
    return tuple(_int(item) for item in value)


def _counts(value: Any) -> tuple[int, ...]:
    numbers = _ints(value)
    if not MIN_PLAYERS <= len(numbers) <= MAX_PLAYERS or any(number < 0 for number in numbers):
        raise _Bad(
            f"must be a trick count of at least 0 per player (ombre first), not {list(numbers)!r}"
        )
    return numbers


def _players_counts(values: Mapping[str, Any], rules: RuleSet) -> None:
    """Key 'tricks' gives one count per player of ``rules``."""
    if len(values["tricks"]) != rules.players:
        raise _Bad(
            f"key 'tricks' must give {rules.players} trick counts in the {rules.name} rules "
            f"(ombre first), not {list(values['tricks'])!r}"
        )


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise _Bad(f"must be true or false, not {value!r}")
    return value


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise _Bad(f"must be a string, not {value!r}")
    return value


def _result(value: Any) -> str:
    if value not in RESULTS:
        raise _Bad(f"must be one of {', '.join(RESULTS)}, not {value!r}")
    return str(value)


def _rules(value: Any) -> RuleSet:
    try:
        return RuleSet.preset(_text(value))
    except RuleSetError as error:
        raise _Bad(error.message) from None


def _options(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise _Bad(f"must be a table of rule fields, not {value!r}")
    return dict(value)


Parser = Callable[[Any], Any]

# kind -> key -> (parser, required)
SCHEMA: dict[str, dict[str, tuple[Parser, bool]]] = {
    "ranking": {"trump": (_trump, True), "suit": (_suit_or_trump, True), "order": (_cards, True)},
    "trick": {"trump": (_trump, True), "cards": (_cards, True), "winner": (_count, True)},
    "legal": {
        "trump": (_trump, True),
        "trick": (_cards, True),
        "hand": (_cards, True),
        "legal": (_cards, True),
    },
    "result": {
        "rules": (_rules, False),
        "tricks": (_counts, True),
        "result": (_result, True),
        "codille_by": (_int, False),
        "partner": (_int, False),
    },
    "payment": {
        "rules": (_rules, True),
        "options": (_options, False),
        "contract": (_text, True),
        "trump": (_suit, False),
        "pot": (_count, True),
        "tricks": (_counts, True),
        "ombre_hand": (_cards, False),
        "vole": (_bool, False),
        "stopped": (_bool, False),
        "surrendered": (_bool, False),
        "partner": (_int, False),
        "partner_hand": (_cards, False),
        "forced_spadille": (_bool, False),
        "dummy": (_int, False),
        "chips": (_ints, True),
        "pot_after": (_int, True),
    },
    "exchange": {
        "rules": (_rules, True),
        "contract": (_text, True),
        "dealer": (_count, True),
        "ombre": (_count, True),
        "order": (_ints, True),
    },
}


@dataclass(frozen=True)
class Example:
    """One worked example: its kind, where it comes from, and its parsed values.

    ``values`` holds parsed data (``Suit``, tuples of ``Card``, ``RuleSet``...); ``raw`` the
    table as written in the file.
    """

    kind: str
    number: int
    origin: str
    name: str | None
    source: str | None
    values: Mapping[str, Any]
    raw: Mapping[str, Any]

    @property
    def label(self) -> str:
        """``'ranking.toml [[ranking]] #3 "hearts trump"'``: where the example is."""
        where = f"{self.origin} [[{self.kind}]] #{self.number}"
        return f"{where} {self.name!r}" if self.name else where


@dataclass(frozen=True)
class CheckResult:
    """Whether the engine agrees with an example, what differs, and the engine's own answer.

    ``engine_value`` is JSON-ready and carries the engine's explanation (the trick reason,
    legal-play reasons, or settlement lines), for lessons to render.
    """

    ok: bool
    differences: tuple[str, ...]
    engine_value: dict[str, Any]


@dataclass(frozen=True)
class Report:
    """The outcome of checking some files; ``errors`` are files that could not be read."""

    results: tuple[tuple[Example, CheckResult], ...] = ()
    errors: tuple[str, ...] = ()
    counts: dict[str, int] = field(default_factory=dict)

    @property
    def passed(self) -> int:
        return sum(1 for _, result in self.results if result.ok)

    @property
    def failed(self) -> int:
        return sum(1 for _, result in self.results if not result.ok) + len(self.errors)

    @property
    def ok(self) -> bool:
        return self.failed == 0

    @property
    def summary(self) -> str:
        return f"{self.passed} passed, {self.failed} failed"

    def format(self, *, verbose: bool = False) -> str:
        """Every failure with what differs, then the ``N passed, N failed`` line."""
        out: list[str] = [f"error: {error}" for error in self.errors]
        for example, result in self.results:
            if result.ok:
                if verbose:
                    out.append(f"ok   {example.label}")
                continue
            out.append(f"FAIL {example.label}")
            out.extend(f"     {difference}" for difference in result.differences)
            if example.source:
                out.append(f"     source: {example.source}")
            for line in result.engine_value.get("lines", ()):
                out.append(f"     engine {line['code']}: {line['message']}")
        out.append(self.summary)
        return "\n".join(out)


def _parse_example(kind: str, number: int, origin: str, table: Any) -> Example:
    where = f"{origin} [[{kind}]] #{number}"
    if not isinstance(table, dict):
        raise ExampleError("bad-example", f"{where}: each [[{kind}]] must be a table")
    name = table.get("name")
    if name is not None and not isinstance(name, str):
        raise ExampleError("bad-example", f"{where}: key 'name' must be a string, not {name!r}")
    if name:
        where = f"{where} {name!r}"
    schema = SCHEMA[kind]
    allowed = sorted((*schema, *COMMON_KEYS))
    for key in table:
        if key not in allowed:
            raise ExampleError(
                "unknown-key",
                f"{where}: unknown key {key!r} (allowed: {', '.join(allowed)})",
            )
    values: dict[str, Any] = {}
    for key, (parse, required) in schema.items():
        if key not in table:
            if required:
                raise ExampleError("missing-key", f"{where}: missing key {key!r}")
            continue
        try:
            values[key] = parse(table[key])
        except _Bad as error:
            raise ExampleError("bad-value", f"{where}: key {key!r} {error}") from None
    source = table.get("source")
    if source is not None and not isinstance(source, str):
        raise ExampleError("bad-value", f"{where}: key 'source' must be a string")
    try:
        _check_consistency(kind, values)
    except _Bad as error:
        raise ExampleError("bad-value", f"{where}: {error}") from None
    return Example(kind, number, origin, name, source, values, dict(table))


def _check_consistency(kind: str, values: dict[str, Any]) -> None:
    """Checks across keys; raise ``_Bad`` naming the key."""
    if kind == "ranking" and values["trump"] is None and values["suit"] is None:
        raise _Bad("key 'suit': a game without trumps (trump = \"none\") has no trump order")
    if kind == "trick":
        players = _TABLE.players
        if len(values["cards"]) != players:
            raise _Bad(
                f"key 'cards' must hold the trick's {players} cards, not {len(values['cards'])}"
            )
        if values["winner"] >= players:
            raise _Bad(
                f"key 'winner' must be an index into cards (0-{players - 1}), "
                f"not {values['winner']}"
            )
    elif kind == "legal":
        trick, hand, legal = values["trick"], values["hand"], values["legal"]
        if len(trick) > _TABLE.players - 1:
            raise _Bad(
                f"key 'trick' holds the cards before yours: at most {_TABLE.players - 1}, "
                f"not {len(trick)}"
            )
        if not hand:
            raise _Bad("key 'hand' must hold at least one card")
        both = set(trick) & set(hand)
        if both:
            raise _Bad(f"key 'hand' holds {format_cards(sorted(both))}, already in the trick")
        stray = [card for card in legal if card not in hand]
        if stray:
            raise _Bad(f"key 'legal' lists {format_cards(stray)}, which is not in hand")
    elif kind == "result":
        tricks, table = values["tricks"], values.get("rules", _TABLE)
        _players_counts(values, table)
        if sum(tricks) != table.tricks_per_deal:
            raise _Bad(
                f"key 'tricks' {list(tricks)} adds up to {sum(tricks)}, not {table.tricks_per_deal}"
            )
        has_by = "codille_by" in values
        if table.tricks_rule == "majority":
            if has_by:
                raise _Bad("key 'codille_by': in a side game the defenders win a codille together")
        elif "partner" in values:
            raise _Bad("key 'partner' is only for a game with a called partner")
        elif values["result"] == "codille" and not has_by:
            raise _Bad("missing key 'codille_by': which defender (1 or 2) wins the codille")
        if values["result"] != "codille" and has_by:
            raise _Bad(f"key 'codille_by' is only for a codille, not a {values['result']}")
        defenders = range(1, table.players)
        if has_by and values["codille_by"] not in defenders:
            raise _Bad(
                f"key 'codille_by' must be a defender ({' or '.join(map(str, defenders))}), "
                f"not {values['codille_by']}"
            )
    elif kind == "payment":
        rules: RuleSet = values["rules"]
        if "options" in values:
            try:
                rules = rules.replace(**values["options"])
            except RuleSetError as error:
                raise _Bad(f"key 'options': {error.message}") from None
            except TypeError as error:
                raise _Bad(f"key 'options': {error}") from None
            values["rules"] = rules
        try:
            rules.contract(values["contract"])
        except RuleSetError as error:
            raise _Bad(f"key 'contract': {error.message}") from None
        _players_counts(values, rules)
        if "ombre_hand" in values and "trump" not in values:
            raise _Bad("key 'ombre_hand' needs key 'trump' for the matador bonus")
        if len(values["chips"]) != len(values["tricks"]):
            raise _Bad("key 'chips' needs one number per player, in the order of 'tricks'")
    elif kind == "exchange":
        rules = values["rules"]
        for key in ("dealer", "ombre"):
            if values[key] >= rules.players:
                raise _Bad(f"key {key!r} must be a seat from 0 to {rules.players - 1}")
        try:
            rules.contract(values["contract"])
        except RuleSetError as error:
            raise _Bad(f"key 'contract': {error.message}") from None


def load_examples(
    source: str | os.PathLike[str], *, origin: str | None = None, lang: str | None = None
) -> list[Example]:
    """Parse worked examples from a file path (``os.PathLike``) or from TOML text (``str``),
    with their words in ``lang`` where a file's translation writes them (:mod:`.words`).

    Raises :class:`ExampleError` on bad TOML, unknown kinds or keys, and malformed values.
    """
    if isinstance(source, str):
        text, where = source, origin or "<text>"
    else:
        where = origin or os.fspath(source)
        try:
            with open(source, "rb") as handle:
                text = handle.read().decode("utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise ExampleError("unreadable", f"{where}: cannot read the file: {error}") from None
    try:
        document = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        hint = ""
        if isinstance(source, str) and "\n" not in text and text.strip().endswith(".toml"):
            hint = " (a str is TOML text: pass a pathlib.Path to read a file)"
        raise ExampleError("bad-toml", f"{where}: not valid TOML{hint}: {error}") from None
    if not isinstance(source, str):
        document = localized(document, pathlib.Path(source), lang, EXAMPLE_WORDS)
    examples: list[Example] = []
    for kind, tables in document.items():
        if kind not in KINDS:
            raise ExampleError(
                "unknown-kind",
                f"{where}: unknown key {kind!r}: examples are [[{']], [['.join(KINDS)}]]",
            )
        if not isinstance(tables, list):
            raise ExampleError(
                "bad-example", f"{where}: {kind!r} must be an array of tables, written [[{kind}]]"
            )
        for number, table in enumerate(tables, start=1):
            examples.append(_parse_example(kind, number, where, table))
    return examples


def _check_ranking(values: Mapping[str, Any]) -> CheckResult:
    trump, suit = values["trump"], values["suit"]
    engine = suit_order(trump if suit is None else suit, trump=trump)
    expected = values["order"]
    differences = []
    if tuple(expected) != engine:
        differences.append(
            f"order: expected {format_cards(expected)}, engine {format_cards(engine)}"
        )
    return CheckResult(not differences, tuple(differences), {"order": [str(c) for c in engine]})


def _check_trick(values: Mapping[str, Any]) -> CheckResult:
    cards, trump = values["cards"], values["trump"]
    reason = explain_trick(cards, trump)
    winner = int(reason.facts["winner"])
    expected = values["winner"]
    differences = []
    if winner != expected:
        differences.append(
            f"winner: expected {expected} ({cards[expected]}), "
            f"engine {winner} ({cards[winner]}): {reason.message}"
        )
    engine = {"winner": winner, "reason": reason.to_dict()}
    return CheckResult(not differences, tuple(differences), engine)


def _check_legal(values: Mapping[str, Any]) -> CheckResult:
    trump, trick = values["trump"], list(values["trick"])
    hand = mask_of(values["hand"])
    engine_legal = legal_cards(hand, trick, trump)
    expected = mask_of(values["legal"])
    reason = legal_reason(hand, trick, trump)
    differences = []
    if engine_legal != expected:
        parts = [f"legal: expected {format_cards(expected)}, engine {format_cards(engine_legal)}"]
        if expected & ~engine_legal:
            parts.append(f"engine forbids {format_cards(expected & ~engine_legal)}")
        if engine_legal & ~expected:
            parts.append(f"engine also allows {format_cards(engine_legal & ~expected)}")
        differences.append("; ".join(parts) + f" ({reason.message})")
    verdicts = [explain_play(hand, trick, trump, card).to_dict() for card in values["hand"]]
    engine = {
        "legal": format_cards(engine_legal).split(),
        "reason": reason.to_dict(),
        "verdicts": verdicts,
    }
    return CheckResult(not differences, tuple(differences), engine)


def _check_result(values: Mapping[str, Any]) -> CheckResult:
    if values.get("rules", _TABLE).tricks_rule == "majority":
        result: str = classify_side(values["tricks"], values.get("partner"))
        codille_by = None
    else:
        result, codille_by = classify(values["tricks"])
    differences = []
    if result != values["result"]:
        differences.append(f"result: expected {values['result']}, engine {result}")
    if codille_by != values.get("codille_by"):
        differences.append(f"codille_by: expected {values.get('codille_by')}, engine {codille_by}")
    engine = {"result": result, "codille_by": codille_by}
    return CheckResult(not differences, tuple(differences), engine)


def payment_outcome(values: Mapping[str, Any]) -> DealOutcome:
    """The deal outcome a validated ``[[payment]]`` example describes."""
    hand = values.get("ombre_hand")
    return DealOutcome(
        rules=values["rules"],
        contract=values["contract"],
        tricks=values["tricks"],
        pot=values["pot"],
        trump=values.get("trump"),
        ombre_hand=None if hand is None else mask_of(hand),
        vole=values.get("vole", False),
        stopped=values.get("stopped", False),
        surrendered=values.get("surrendered", False),
        partner=values.get("partner"),
        forced_spadille=values.get("forced_spadille", False),
        partner_hand=None if "partner_hand" not in values else mask_of(values["partner_hand"]),
        dummy=values.get("dummy"),
    )


def _check_payment(values: Mapping[str, Any]) -> CheckResult:
    outcome = payment_outcome(values)
    settlement = settle(outcome)
    differences = []
    if settlement.chips != tuple(values["chips"]):
        differences.append(
            f"chips: expected {list(values['chips'])}, engine {list(settlement.chips)}"
        )
    if settlement.pot_after != values["pot_after"]:
        differences.append(
            f"pot_after: expected {values['pot_after']}, engine {settlement.pot_after}"
        )
    return CheckResult(not differences, tuple(differences), dict(settlement.to_dict()))


def _check_exchange(values: Mapping[str, Any]) -> CheckResult:
    """Play a deal to its exchange, ``ombre`` winning the auction with ``contract``, and note
    who draws in turn (each discarding nothing)."""
    rules, dealer, ombre = values["rules"], values["dealer"], values["ombre"]
    contract = rules.contract(values["contract"])
    state = GameState.new_deal(rules, dealer, 0, 0)
    while state.phase in ("auction", "choose", "trump"):
        if state.phase == "auction" and state.current_player == ombre:
            action: Action = BID_PLAY if rules.auction == "swedish" else Bid(contract.name)
        elif state.phase == "auction":
            action = PASS
        elif state.phase == "choose":
            action = Choose(contract.name)
        else:
            action = state.legal_actions()[0]
        state.apply(action)
    order = []
    while state.phase == "exchange":
        order.append(state.current_player)
        state.apply(DISCARD_NONE)
    differences = []
    if tuple(order) != tuple(values["order"]):
        differences.append(
            f"order: expected {list(values['order'])}, engine {order} (eldest is seat "
            f"{state.eldest}, the ombre seat {ombre})"
        )
    return CheckResult(not differences, tuple(differences), {"order": order})


_CHECKERS: dict[str, Callable[[Mapping[str, Any]], CheckResult]] = {
    "ranking": _check_ranking,
    "trick": _check_trick,
    "legal": _check_legal,
    "result": _check_result,
    "payment": _check_payment,
    "exchange": _check_exchange,
}


def check_example(example: Example) -> CheckResult:
    """Compare one example with the engine. An engine error counts as a difference."""
    try:
        return _CHECKERS[example.kind](example.values)
    except OmbreError as error:
        message = f"engine raised {type(error).__name__} ({error.code}): {error.message}"
        return CheckResult(False, (message,), {"error": error.to_dict()})


def check_files(paths: Iterable[str | os.PathLike[str]]) -> Report:
    """Load and check every example in the files; a file that cannot be loaded is one failure."""
    results: list[tuple[Example, CheckResult]] = []
    errors: list[str] = []
    counts: dict[str, int] = {}
    for path in paths:
        try:
            examples = load_examples(pathlib.Path(path))
        except ExampleError as error:
            errors.append(error.message)
            continue
        for example in examples:
            counts[example.kind] = counts.get(example.kind, 0) + 1
            results.append((example, check_example(example)))
    return Report(tuple(results), tuple(errors), counts)


def main(argv: Sequence[str]) -> int:
    """``python -m ombre_tools check [-v] FILE...``: exit 0 only if every example passes."""
    parser = argparse.ArgumentParser(
        prog="python -m ombre_tools check",
        description="Check worked-example TOML files against the engine.",
    )
    parser.add_argument("files", nargs="+", help="TOML files of worked examples")
    parser.add_argument("-v", "--verbose", action="store_true", help="list passing examples too")
    args = parser.parse_args(list(argv))
    report = check_files(args.files)
    print(report.format(verbose=args.verbose))
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
