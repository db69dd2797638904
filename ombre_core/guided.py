"""Guided deals: scripted deals in TOML, replayed through the engine before they are shipped.

A script holds one deal: the cards (given explicitly, or by seed), the auction and the
exchange, every trick, a short comment for each step, the seat the learner plays, and the
outcome it claims. :func:`check_script` replays it: every step must be legal, and the deal must
end with the claimed result and trick split. A script that fails stops the build with a message
naming the file, the step and the engine's rule; ``python -m ombre_core guided FILE...`` checks
scripts from the command line.

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
from dataclasses import dataclass, replace
from typing import Any

from .actions import Action, Deal, Discard, PlayCard, parse_action
from .cards import Card, mask_of, parse_hand
from .errors import ExampleError, NotationError, OmbreError
from .game import GameState
from .notation import parse_rules
from .outcomes import level_label, level_words
from .review import ReviewError, replay_point
from .rules import RuleSet
from .session import TableSession, deal_seats
from .solver import Analysis, Outcome, solve
from .table import SEAT_NAMES, action_label

RESULTS = ("sacada", "puesta", "codille")
ENDINGS = ("vole", "stop", "surrender")
"""How a deal may end other than by nine tricks played plainly (``outcome.ending``)."""
SOLVE_NODES = 1_000_000
"""The solver's budget for one of the learner's positions at build time, in search nodes (a
node budget, unlike a time budget, gives the same answer on a busy machine). The eight
shipped scripts need about 190,000 nodes in all, 75,000 at most for one position; a card the
solver cannot prove within the budget gets no verdict, and the guide's reason still shows."""
TABLE_SEAT = 0
"""The table draws the learner at the bottom as seat 0 ("You"): :func:`script_data` turns the
deal so that the script's ``learner`` sits there."""

_TOP_KEYS = {"title", "rules", "dealer", "learner", "deal", "outcome", "step", "intro", "source"}
_STEP_KEYS = {"do", "play", "comment", "guide", "quote", "instead"}


@dataclass(frozen=True)
class GuidedStep:
    """One step of a script: engine actions in turn, and what the guide says about them."""

    actions: tuple[Action, ...]
    comment: str
    guide: str | None = None
    quote: str | None = None
    instead: tuple[tuple[Card, str], ...] = ()
    """What another legal card at the learner's turn would cost, card by card: shown before
    the guide's reason when the learner plays it. The hook for the double-dummy solver, whose
    verdicts ("this lets the defence make a puesta") will fill it at build time."""


@dataclass(frozen=True)
class GuidedDeal:
    """A parsed script (see the module docstring); ``slug`` is the file's name."""

    slug: str
    origin: str
    title: str
    rules: RuleSet
    dealer: int
    learner: int
    deal: Deal
    steps: tuple[GuidedStep, ...]
    result: str
    tricks: tuple[int, ...]
    intro: str = ""
    source: str | None = None
    ending: str | None = None

    @property
    def label(self) -> str:
        return f"{self.origin} {self.title!r}"


@dataclass(frozen=True)
class ScriptReport:
    """The replay of one script: what went wrong (nothing when ``ok``)."""

    script: GuidedDeal
    problems: tuple[str, ...]

    @property
    def ok(self) -> bool:
        return not self.problems

    def format(self) -> str:
        head = f"{'ok  ' if self.ok else 'FAIL'} {self.script.label}"
        return "\n".join([head, *(f"     {problem}" for problem in self.problems)])


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


def load_script(source: str | os.PathLike[str], *, origin: str | None = None) -> GuidedDeal:
    """Parse a script from a path (``os.PathLike``) or from TOML text (``str``).

    Raises :class:`~ombre_core.errors.ExampleError` (code ``bad-script`` or ``bad-toml``) naming
    the file and the key; the engine's replay is :func:`check_script`.
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


def start_state(script: GuidedDeal) -> GameState:
    """The deal as it starts: antes paid and the cards dealt, ready for the auction."""
    state = GameState(script.rules, script.dealer, 0)
    state.apply(script.deal)
    return state


def _learners(learner: int, seat: int | None, action: Action, step: GuidedStep) -> bool:
    """Whether the learner chooses ``action``: every card at the learner's seat, and the
    learner's other actions (bids, trumps, discards, announcements, replies) in a step that
    has a ``guide`` to say why; without one they are played for the learner."""
    return seat == learner and (isinstance(action, PlayCard) or step.guide is not None)


def table_state(script: GuidedDeal) -> GameState:
    """The deal as :func:`start_state`, turned so that the learner's seat is the table's seat 0:
    script seat ``s`` sits at table seat ``(s - learner) % players``, play order kept.

    >>> script = load_script('''
    ... title = "Seat two"
    ... rules = "standard"
    ... dealer = 0
    ... learner = 2
    ... deal = { seed = 3 }
    ... outcome = { result = "sacada", tricks = [5, 2, 2] }
    ... [[step]]
    ... do = ["pass"]
    ... comment = "Eldest passes."
    ... ''')
    >>> table_state(script).dealer, table_state(script).hands[0] == start_state(script).hands[2]
    (1, True)
    """
    players, turn = script.rules.players, script.learner
    hands = tuple(script.deal.hands[(seat + turn) % players] for seat in range(players))
    state = GameState(script.rules, (script.dealer - turn) % players, 0)
    state.apply(Deal(hands, script.deal.talon))
    return state


def check_script(script: GuidedDeal) -> ScriptReport:
    """Replay ``script`` through the engine: every action legal, and the claimed outcome."""
    try:
        state = start_state(script)
    except OmbreError as error:
        return ScriptReport(script, (f"the deal: {error.message}",))
    for number, step in enumerate(script.steps, start=1):
        learner_plays = False
        for action in step.actions:
            seat = state.current_player
            mine = _learners(script.learner, seat, action, step)
            learner_plays = learner_plays or (mine and isinstance(action, PlayCard))
            if mine and step.guide is None:
                return ScriptReport(
                    script,
                    (
                        f"step {number}: the learner plays {action} here, so the step "
                        "needs 'guide': why the guide's card, read after 'because'",
                    ),
                )
            if mine:
                legal = state.legal_actions()
                for card, _ in step.instead:
                    if card == getattr(action, "card", None) or PlayCard(card) not in legal:
                        return ScriptReport(
                            script,
                            (
                                f"step {number}: 'instead' names {card.symbol()}, which is not "
                                f"another legal card at the learner's turn ({state.expecting()})",
                            ),
                        )
            try:
                state.apply(action)
            except OmbreError as error:
                who = "" if seat is None else f" by seat {seat}"
                return ScriptReport(
                    script, (f"step {number}: {str(action)!r}{who}: {error.message}",)
                )
        if step.instead and not learner_plays:
            return ScriptReport(
                script, (f"step {number}: 'instead' is for a step where the learner plays a card",)
            )
    problems = []
    if not state.is_terminal():
        problems.append(f"the steps end before the deal does: {state.expecting()}")
    else:
        result = state.settlement.result if state.settlement is not None else None
        if result != script.result:
            problems.append(f"outcome.result: the script claims {script.result}, engine {result}")
        if tuple(state.won) != script.tricks:
            problems.append(
                f"outcome.tricks: the script claims {list(script.tricks)}, engine {list(state.won)}"
            )
        ending = _ending(state)
        if ending != script.ending:
            problems.append(
                f"outcome.ending: the script claims {script.ending or 'none'}, "
                f"engine {ending or 'none'}"
            )
    return ScriptReport(script, tuple(problems))


def _ending(state: GameState) -> str | None:
    """How a finished deal ended, as ``outcome.ending`` says it (``None``: plainly)."""
    if state.surrendered:
        return "surrender"
    if state.stopped:
        return "stop"
    return "vole" if state.vole else None


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


def script_data(script: GuidedDeal, *, solver_nodes: int | None = SOLVE_NODES) -> dict[str, Any]:
    """A checked script as the table's guided mode needs it, ready for JSON: the session record
    the deal starts from (turned so that the learner sits at seat 0), and each step's actions
    (seat, action, whether it is the learner's card to choose) with the guide's words and, at
    the learner's turns, the solver's verdicts (:func:`solver_verdicts`; ``solver_nodes``
    ``None`` leaves them out, and so do rules the solver does not analyse, such as a
    contrabola: the guide's reason still shows)."""
    state = table_state(script)
    tally = (0,) * script.rules.table_seats
    start = TableSession(state.clone(), 1, tally, False, None, _table_dealer(state))
    learner, players = TABLE_SEAT, script.rules.players
    defends = None  # whether the learner defends when the play starts
    steps = []
    places: list[tuple[int, int]] = []  # (step, action) of each history entry after the deal
    for number, step in enumerate(script.steps):
        places.extend((number, index) for index in range(len(step.actions)))
        if state.phase == "play":
            heading = f"Trick {len(state.tricks) + 1}"
        else:
            heading = "The exchange" if state.phase == "exchange" else "The auction"
        actions = []
        for action in step.actions:
            seat = state.current_player
            mine = _learners(learner, seat, action, step)
            entry: dict[str, Any] = {
                "seat": seat,
                "action": str(action),
                "label": action_label(state, action),
                "learner": mine,
            }
            if isinstance(action, PlayCard):
                entry["card"] = action.card.symbol()
            if mine and isinstance(action, PlayCard):
                entry["instead"] = {
                    str(card): {"card": card.symbol(), "text": text} for card, text in step.instead
                }
                if solver_nodes is not None and state.solver_problem() is None:
                    verdicts = solver_verdicts(state, action.card, solver_nodes)
                    del verdicts["choices"]  # at a card turn the table offers no other choice
                    entry["solver"] = verdicts
            elif mine:
                entry["choice"] = state.phase  # a bid, a trump, a discard, a reply ...
                # A stop or a vole announced: the solver plays those choices too.
                playing = state.phase == "play" and state.solver_problem() is None
                if solver_nodes is not None and playing:
                    entry["solver"] = solver_verdicts(state, action, solver_nodes)
                if isinstance(action, Discard):
                    entry["discards"] = [code for code in str(action).split()[1:] if code != "none"]
            actions.append(entry)
            if defends is None and state.phase == "play":
                defends = state.ombre != learner
            state.apply(action)
        steps.append(
            {
                "heading": heading,
                "actions": actions,
                "comment": step.comment,
                "guide": step.guide,
                "quote": step.quote,
            }
        )
    role = "ombre" if state.ombre == learner else "defender"
    if defends and role == "ombre":
        role = "takeover"  # the learner refused a surrender and took the game over
    return {
        "slug": script.slug,
        "title": script.title,
        "learner": learner,
        "role": role,
        "intro": script.intro,
        "source": script.source,
        "start": start.to_dict(),
        "steps": steps,
        "replays": _replays(state, places),
        "outcome": {
            "result": script.result,
            "tricks": [script.tricks[(seat + script.learner) % players] for seat in range(players)],
            "ending": script.ending,
        },
    }


def _table_dealer(state: GameState) -> int:
    """The table seat that deals ``state`` (turned by :func:`table_state`, the learner at deal
    seat 0) when the learner is table seat 0: the deal's own dealer, except with four at the
    table, where the seat opposite the dealer sits out and the deal numbers the other three.

    >>> four = RuleSet.preset("four-seat")
    >>> [_table_dealer(GameState(four, dealer, 0)) for dealer in range(3)]
    [0, 1, 3]
    """
    rules = state.rules
    for dealer in range(rules.table_seats):
        seats = deal_seats(rules, dealer)
        if seats[0] == TABLE_SEAT and seats.index(dealer) == state.dealer:
            return dealer
    raise AssertionError(f"no table seat deals {rules.name} deal seat {state.dealer}")


def _replays(state: GameState, places: Sequence[tuple[int, int]]) -> dict[str, list[int]]:
    """Where "Replay from here" resumes the script, trick by trick: the step and action of the
    learner's first decision in the trick, the point the review's replay takes the table back
    to (:func:`ombre_core.review.replay_point`; the history's first entry is the deal)."""
    replays = {}
    for trick in range(1, state.rules.tricks_per_deal + 1):
        try:
            point = replay_point(state, trick, TABLE_SEAT)
        except ReviewError:
            continue  # the learner made no decision in this trick, or it was not played
        replays[str(trick)] = list(places[point - 1])
    return replays


def _name(seat: int) -> str:
    """A seat's name in a sentence: "you" for the learner (seat 0), else the table's name."""
    return "you" if seat == TABLE_SEAT else SEAT_NAMES[seat]


def outcome_text(outcome: Outcome, rules: RuleSet) -> str:
    """How the deal ends, in the table's names (seat 0 is the learner).

    >>> standard = RuleSet.preset("standard")
    >>> outcome_text(Outcome("puesta", (4, 4, 1), False, False, 0), standard)
    'a puesta (You 4, Anna 4, Bo 1)'
    >>> outcome_text(Outcome("codille", (5, 3, 1), False, False, 0), standard)
    'codille for you (You 5, Anna 3, Bo 1)'
    """
    split = ", ".join(f"{SEAT_NAMES[seat]} {count}" for seat, count in enumerate(outcome.tricks))
    return f"{_what(outcome, rules)} ({split})"


def _what(outcome: Outcome, rules: RuleSet) -> str:
    """The outcome's level in words (:mod:`ombre_core.outcomes`), a codille with who wins it,
    a failed vole with the result by count."""
    label = level_label(outcome, rules)
    if label == "codille":
        return f"codille for {_name(outcome.tricks.index(max(outcome.tricks)))}"
    if label == "failed vole":
        return f"{level_words(label, rules)}, {_what(replace(outcome, vole=False), rules)}"
    return level_words(label, rules)


def verdict_text(
    card: Outcome, guide: Outcome, ombre: int, rules: RuleSet, noun: str = "card"
) -> tuple[str, bool]:
    """What a card does next to the guide's card, both under best play, for the learner at
    seat 0: a clause read after the card's name, and whether it costs the learner's side the
    result (a trick more or less within the same result is said, but is not a cost). ``noun``
    names the guide's move: its "card", or its "choice" (a stop, a vole announced).

    >>> standard = RuleSet.preset("standard")
    >>> sacada = Outcome("sacada", (5, 2, 2), False, False, 117)
    >>> puesta = Outcome("puesta", (4, 4, 1), False, False, 100)
    >>> verdict_text(puesta, sacada, 0, standard)
    ("lets the defence make a puesta (You 4, Anna 4, Bo 1), where the guide's card makes a \
sacada (You 5, Anna 2, Bo 2)", True)
    >>> defended = Outcome("puesta", (4, 4, 1), False, False, 100)
    >>> made = Outcome("sacada", (2, 5, 2), False, False, 117)
    >>> verdict_text(made, defended, 1, standard)[0]
    "lets Anna make a sacada (You 2, Anna 5, Bo 2), where the guide's card holds a puesta \
(You 4, Anna 4, Bo 1)"
    >>> verdict_text(Outcome("codille", (2, 3, 4), False, False, 10),
    ...              Outcome("codille", (3, 4, 2), False, False, 20), 0, standard)[0]
    'costs you a trick, though it is still a codille: codille for Bo (You 2, Anna 3, Bo 4)'
    """
    mine, theirs = outcome_text(card, rules), outcome_text(guide, rules)
    gain = card.score - guide.score
    if gain == 0:
        return f"does as well as the guide's {noun} with best play: {mine}", False
    as_ombre = ombre == TABLE_SEAT
    if (gain > 0) == as_ombre:
        return f"does even better with every hand in view: {mine}, not {theirs}", False
    level, guide_level = level_label(card, rules), level_label(guide, rules)
    if level == guide_level:
        change = abs(card.tricks[ombre] - guide.tricks[ombre])
        tricks = "a trick" if change == 1 else f"{change} tricks"
        what = f"costs you {tricks}" if as_ombre else f"gives {_name(ombre)} {tricks} more"
        return f"{what}, though it is still {level_words(guide_level, rules)}: {mine}", False
    split = mine.split(" (", 1)[1]
    if as_ombre:
        if guide_level in ("vole", "stop") and level in ("sacada", "stop", "failed vole"):
            what = "loses the vole" if guide_level == "vole" else "loses the stop"
            return f"{what}: {mine}, where the guide's {noun} makes {theirs}", True
        if level == "codille":
            what = f"gives {_what(card, rules).removeprefix('codille for ')} codille"
        else:
            what = f"lets the defence make {_what(card, rules)}"
        return f"{what} ({split}, where the guide's {noun} makes {theirs}", True
    who = _name(ombre)
    if level == "vole":
        what = f"gives {who} the vole"
    elif level == "stop":
        what = f"lets {who} stop after {rules.straight_tricks} straight tricks"
    elif level == "sacada":
        what = f"lets {who} make a sacada"
    else:
        what = f"lets {who} escape with {_what(card, rules)}"
    return f"{what} ({split}, where the guide's {noun} holds {theirs}", True


def no_worse_than(card: Outcome, guide: Outcome, ombre: int) -> bool:
    """Whether a card does at least as well as the guide's card for the learner (seat 0)
    under best play: the table then lets the learner keep it and play on without the script.

    >>> sacada = Outcome("sacada", (5, 2, 2), False, False, 117)
    >>> puesta = Outcome("puesta", (4, 4, 1), False, False, 100)
    >>> no_worse_than(sacada, puesta, 0), no_worse_than(puesta, sacada, 0)
    (True, False)
    >>> no_worse_than(puesta, sacada, 1), no_worse_than(sacada, sacada, 1)
    (True, True)
    """
    gain = card.score - guide.score
    return gain == 0 or (gain > 0) == (ombre == TABLE_SEAT)


def solver_verdicts(
    state: GameState, played: Card | Action, nodes: int = SOLVE_NODES
) -> dict[str, Any]:
    """The solver's verdict on every legal card at the learner's turn (the learner at seat 0),
    next to the guide's card or choice ``played``: ``{best, outcome, cards, choices, complete,
    nodes}``, where ``cards`` maps each other card's code to ``{card, text, costly, no_worse}``
    (``text`` a sentence; ``no_worse``: :func:`no_worse_than`), and ``choices`` each other
    action the solver plays (a stop, a vole announced) likewise, the action's label in quotes
    for its ``card``.

    >>> state = GameState.from_position(
    ...     "standard", "position entrada hearts ombre 0 leader 0 won 3 3 1 "
    ...     "hands As Kh / 7h 2c / Ac Qc")
    >>> verdicts = solver_verdicts(state, Card.parse("As"))
    >>> verdicts["outcome"], verdicts["best"]
    ('a sacada (You 5, Anna 3, Bo 1)', ['A♠'])
    >>> print(verdicts["cards"]["Kh"]["text"])
    With best play, K♥ lets the defence make a puesta (You 4, Anna 4, Bo 1), where the guide's \
card makes a sacada (You 5, Anna 3, Bo 1).
    """
    guide_action = PlayCard(played) if isinstance(played, Card) else played
    noun = "card" if isinstance(guide_action, PlayCard) else "choice"
    analysis: Analysis = solve(state, seconds=None, nodes=nodes)
    values = {item.action: item for item in analysis.actions}
    guide = values[str(guide_action)].outcome if str(guide_action) in values else None
    cards: dict[str, Any] = {}
    choices: dict[str, Any] = {}
    best = [
        _named_action(state, item.action)
        for item in analysis.best()
        if item.card is not None or noun == "choice"
    ]
    if guide is not None:
        for text, item in values.items():
            if text == str(guide_action) or item.outcome is None:
                continue
            clause, costly = verdict_text(item.outcome, guide, analysis.ombre, state.rules, noun)
            name = _named_action(state, text)
            said = f"{name} {clause}."
            if not clause.startswith("does"):
                said = f"With best play, {said}"
            no_worse = no_worse_than(item.outcome, guide, analysis.ombre)
            verdict = {"card": name, "text": said, "costly": costly, "no_worse": no_worse}
            if item.card is not None:
                cards[str(item.card)] = verdict
            else:
                choices[text] = verdict
    return {
        "outcome": None if guide is None else outcome_text(guide, state.rules),
        "best": best,
        "cards": cards,
        "choices": choices,
        "complete": analysis.complete,
        "nodes": analysis.nodes,
    }


def _named_action(state: GameState, text: str) -> str:
    """A card as its symbol, another action as its label in quotes: 'K♥', '“Stop”'."""
    action = parse_action(text)
    if isinstance(action, PlayCard):
        return action.card.symbol()
    return f"“{action_label(state, action)}”"


def load_scripts(paths: Sequence[str | os.PathLike[str]]) -> list[GuidedDeal]:
    """Load and check every script, raising :class:`ExampleError` listing all problems."""
    problems = check_scripts(paths)
    if problems:
        raise ExampleError(
            "bad-script", "guided deals disagree with the engine:\n" + "\n".join(problems)
        )
    return [load_script(pathlib.Path(path)) for path in paths]


def main(argv: Sequence[str]) -> int:
    """``python -m ombre_core guided FILE...``: exit 0 only if every script replays as claimed."""
    parser = argparse.ArgumentParser(
        prog="python -m ombre_core guided",
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
