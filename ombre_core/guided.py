"""Guided deals: scripted deals, replayed through the engine before they are shipped.

A script (:class:`GuidedDeal`) holds one deal: the cards, the auction and the exchange, every
trick, a short comment for each step, the seat the learner plays, and the outcome it claims.
:func:`check_script` replays it: every step must be legal, and the deal must end with the
claimed result and trick split. :func:`script_data` turns a checked script into what the
table's guided mode needs, with the double-dummy solver's verdicts at the learner's turns
(:func:`solver_verdicts`, worded by :func:`ombre_core.outcomes.guide_verdict`, the module
that words every verdict of the solver, the deal review's too).

Scripts are written in TOML; reading and validating the files is a build-time tool,
:mod:`ombre_tools.guided` (``python -m ombre_tools guided FILE...``), which documents the format.
This module reads no file.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .actions import Action, Deal, Discard, PlayCard, parse_action
from .cards import Card
from .errors import OmbreError
from .game import GameState
from .messages import label
from .outcomes import guide_verdict, outcome_text, quoted
from .review import ReviewError, replay_point
from .rules import RuleSet
from .session import TableSession, deal_seats
from .solver import Analysis, Outcome, solve
from .table import action_label

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

    >>> standard = RuleSet.preset("standard")
    >>> script = GuidedDeal(
    ...     slug="seat-two", origin="<text>", title="Seat two", rules=standard, dealer=0,
    ...     learner=2, deal=GameState.shuffled_deal(standard, 0, 3),
    ...     steps=(GuidedStep((parse_action("pass"),), "Eldest passes."),),
    ...     result="sacada", tricks=(5, 2, 2))
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
            heading = label("heading.trick", number=len(state.tricks) + 1)
        else:
            heading = label("heading.exchange" if state.phase == "exchange" else "heading.auction")
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
            name = _named_action(state, text)
            said, costly = guide_verdict(
                name, item.outcome, guide, analysis.ombre, state.rules, noun
            )
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
    return quoted(action_label(state, action))
