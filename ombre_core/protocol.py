"""The worker protocol, declared once: each api method's parameters and reply as typed dicts.

The bottom layer of the engine (it imports nothing of it), so every module's ``to_dict`` can
return its shape from here. ``ombre_core.api`` checks each request against :data:`PROTOCOL`
(``ombre_core.checker``) before its handler runs; ``sitegen/protocol_dts.py`` writes
``site/js/engine-protocol.d.ts`` from it, which the page's JavaScript is type-checked against.

Parameter types say more than JSON types through ``Annotated`` markers: :class:`Range` bounds
a number, :class:`Choices` names a list of allowed words (the api supplies it), and
:class:`ReadBy` hands a value to the engine's own reader, which refuses it with its own codes.
A key not declared for a method is ignored, not refused: the bridge always accepted extra
keys (``session.bot`` is sent the ``session.apply`` parameters by tests and pages alike), and
behaviour stays as it was. The page's misspelt keys are caught earlier, by the type check
against ``engine-protocol.d.ts``.

``game.view`` draws a position the retry panel and the practice page show (and is the bridge
tests' probe for bad notation and oversized requests). ``game.solve`` is called by no page, kept
on purpose: the solver's own bridge (tests/engine/test_solver.py, test_variants.py), the raw
analysis the review's ``review.position`` is built on.

No ``from __future__ import annotations`` in this module: with string annotations Python
3.11's ``TypedDict`` misreads which keys are ``NotRequired``.
"""

from collections.abc import Mapping
from typing import Annotated, Any, Literal, NamedTuple, NotRequired, TypedDict


class Range(NamedTuple):
    """A number's bounds (inclusive; ``above`` is an exclusive lower bound); ``None`` is open."""

    low: float | None = None
    high: float | None = None
    above: float | None = None


class Choices(NamedTuple):
    """The value is one of the words the api lists under ``name`` (``api.CHOICES``)."""

    name: str


class ReadBy(NamedTuple):
    """The value is read and checked by the engine (``reader``), which words its own errors."""

    reader: str


SEAT_LIMIT = 4
"""The highest seat number of any deal (``rules.MAX_PLAYERS - 1``; a test checks they agree)."""

Seat = Annotated[int, Range(0, SEAT_LIMIT)]
Seconds = Annotated[float, Range(above=0)]
Notation = str
Action = str
CardCode = str


# --- shared pieces ----------------------------------------------------------------------------


class ErrorShape(TypedDict):
    """A failed reply's ``error``: ``code`` is stable, ``message`` one short sentence."""

    kind: str
    code: str
    message: str


class MessageDict(TypedDict):
    code: str
    seat: int | None
    params: dict[str, Any]
    seats: dict[str, int]


class ReasonDict(TypedDict):
    code: str
    message: str
    cards: list[CardCode]
    facts: NotRequired[dict[str, Any]]


class PlayVerdictDict(TypedDict):
    card: CardCode
    legal: bool
    reason: ReasonDict


class OutcomeDict(TypedDict):
    result: str
    tricks: list[int]
    vole: bool
    stopped: bool
    score: int


class ActionValueDict(TypedDict):
    action: Action
    card: CardCode | None
    outcome: OutcomeDict | None
    low: int
    high: int


class AnalysisDict(TypedDict):
    player: int
    ombre: int
    actions: list[ActionValueDict]
    complete: bool
    nodes: int
    seconds: float


class ChartLevelDict(TypedDict):
    level: int
    label: str
    words: str


class DealOutcomeDict(TypedDict):
    rules: str
    contract: str
    tricks: list[int]
    pot: int
    trump: str | None
    ombre_hand: str | None
    vole: bool
    stopped: bool
    surrendered: bool
    partner: int | None
    forced_spadille: bool
    partner_hand: str | None
    dummy: int | None


class SettlementLineDict(TypedDict):
    code: str
    message: str
    chips: list[int]
    pot_change: int


class SettlementDict(TypedDict):
    result: str
    words: str
    codille_by: int | None
    chips: list[int]
    pot_after: int
    lines: list[SettlementLineDict]


class CalledDict(TypedDict):
    card: CardCode
    holder: int


class PositionDict(TypedDict):
    contract: str
    trump: str
    ombre: int
    leader: int
    hands: list[str]
    trick: list[CardCode]
    won: list[int]
    ombre_hand: str | None
    vole: bool
    start_hands: list[str]
    called: CalledDict | None
    forced: bool


RuleSetDict = dict[str, Any]
"""``RuleSet`` field by field (``dataclasses.asdict``): its fields are its declaration."""
ContractDict = dict[str, Any]
"""``Contract`` field by field (``dataclasses.asdict``)."""


class StateTrickDict(TypedDict):
    leader: int
    cards: list[CardCode]
    winner: int


StateViewDict = dict[str, Any]
"""``GameState.view()``: the whole state for display (every hand), never sent to the page."""


class StateDict(TypedDict):
    rules: str
    dealer: int
    pot: int
    position: PositionDict | None
    actions: list[Action]
    view: StateViewDict


class DealRecordDict(TypedDict):
    seats: list[int]
    number: int
    dealer: int
    seed: int
    notation: Notation
    ombre: int | None
    contract: str | None
    result: str
    chips: list[int]
    tally: list[int]
    pot: int


class SessionDict(TypedDict):
    rules: str
    seed: int
    first_dealer: int
    cuts: list[list[list[Any]]]
    dealer: int
    pot: int
    tally: list[int]
    deals: list[DealRecordDict]


# --- the page's table: views and replies ------------------------------------------------------


class LabelledAction(TypedDict):
    """An action open to the seat, its button ``label``, and for an unsound bid the
    ``warning``: why it is a long shot (``ombre_core.strategy.judge_bid``)."""

    action: Action
    label: str
    warning: NotRequired[str]


class SeatView(TypedDict):
    seat: int
    cards: int
    won: int
    role: Literal["ombre", "defender", "partner"] | None
    dealer: bool
    eldest: bool
    passed: bool
    ante: int
    discarded: int
    dummy: bool
    dummy_label: str | None


class TrickCard(TypedDict):
    seat: int
    card: CardCode


class LastTrick(TypedDict):
    number: int
    cards: list[TrickCard]
    winner: int


class FinishedTrick(TypedDict):
    number: int
    leader: int
    winner: int
    cards: list[TrickCard]
    why: str


class ExchangeView(TypedDict):
    discarded: list[CardCode]
    drawn: list[CardCode]


class LogEntry(TypedDict):
    seat: int
    phase: str
    action: str
    label: str
    messages: list[MessageDict]
    text: str


class DealResultView(TypedDict):
    thrown_in: bool
    result: str
    words: str
    codille_by: int | None
    lines: list[SettlementLineDict]
    returns: list[int]
    chip_changes: list[int]
    pot_after: int


class PlayerView(TypedDict):
    """What one seat may see of a deal (``ombre_core.table.player_view``)."""

    rules: str
    dummy: int | None
    dummy_plays: dict[CardCode, str]
    session_deals: int
    seat: int | None
    names: list[str]
    phase: str
    current_player: int
    to_act: bool
    dealer: int
    eldest: int
    seats: list[SeatView]
    hand: list[CardCode]
    legal_cards: list[CardCode]
    actions: list[LabelledAction]
    discard_range: list[int] | None
    your_exchange: ExchangeView
    contract: str | None
    contract_value: int | None
    ombre: int | None
    trump: str | None
    turned_up: CardCode | None
    called: CardCode | None
    partner_note: str | None
    trick: list[TrickCard]
    last_trick: LastTrick | None
    tricks_done: int
    tricks: list[FinishedTrick]
    won: list[int]
    talon_size: int
    pot: int
    pot_carried: int
    antes: list[int]
    vole: bool
    forced_spadille: bool
    gascarille: bool
    log: list[LogEntry]
    result: DealResultView | None
    review_problem: str | None


class Step(TypedDict):
    seat: int
    action: Action
    label: str


class GameReply(TypedDict):
    """``game.new``, ``game.view``, ``game.apply``, ``game.bot``: the deal as ``seat`` sees it;
    a step's action explained (``game.apply``, ``game.bot``) and the bot's ``reason``."""

    notation: Notation
    view: PlayerView
    step: NotRequired[Step]
    explanation: NotRequired[str]
    reason: NotRequired[str]


class HintReply(TypedDict):
    """``game.hint``: the action, its button ``label``, the card's ``reason`` and whose idea it
    is (``source``); with ``strong`` in the play, the plan first (``idea``, naming no card)."""

    seat: int
    action: Action
    label: str
    reason: str
    source: str
    idea: NotRequired[str]


class SessionRecord(TypedDict):
    """The table's saved record, which the page keeps and sends back with each request."""

    v: int
    notation: Notation
    tally: list[int]
    deals: int
    counted: bool
    seed: NotRequired[int]
    first: NotRequired[int]
    one: NotRequired[bool]
    """A one-deal table (the daily deal): no next deal; absent at a session's table."""


class TableSeat(TypedDict):
    seat: int
    name: str
    plays: int | None


class SessionStatus(TypedDict):
    deal: int
    seed: int | None
    rules: str
    rules_label: str
    dealer: int
    session_deals: int
    talon: int
    chip_target: int | None
    tally: list[int]
    table: list[TableSeat]
    pot: int
    deal_over: bool
    over: bool
    leaders: list[int]
    next_dealer: int
    link: str | None
    one_deal: bool


class SessionReply(TypedDict):
    """Every ``session.*`` reply but ``link`` and ``rules``, and ``review.replay``."""

    session: SessionRecord
    status: SessionStatus
    notation: Notation
    view: PlayerView
    step: NotRequired[Step]
    explanation: NotRequired[str]
    reason: NotRequired[str]


class LinkReply(TypedDict):
    link: str
    seed: int
    rules: str
    dealer: int


class RulesChoice(TypedDict):
    rules: str
    label: str
    seats: int
    players: int


class RulesChoicesReply(TypedDict):
    choices: list[RulesChoice]


class VersionReply(TypedDict):
    ombre_core: str


class CardInfo(TypedDict):
    code: CardCode
    french: str
    spanish: str
    title: str | None


class SuitOrder(TypedDict):
    suit: str
    is_trump: bool
    colour: Literal["red", "black"]
    cards: list[CardInfo]


class RankingOrders(TypedDict):
    trump: str
    suits: list[SuitOrder]


# --- exercises ---------------------------------------------------------------------------------


class ChoiceDict(TypedDict):
    id: str
    label: str
    card: CardCode | None


class ExerciseDict(TypedDict):
    kind: str
    seed: int
    rules: str
    rules_name: str
    question: str
    data: dict[str, Any]
    answer_type: Literal["choice", "multi", "order", "number", "chips"]
    choices: list[ChoiceDict]
    hint: str
    suit_names: dict[str, list[str]]
    solution: NotRequired[Any]


class Feedback(TypedDict):
    correct: bool
    message: str
    reasons: list[Mapping[str, Any]]
    solution: Any
    nudge: str
    retry: bool


# --- the deal review ---------------------------------------------------------------------------


class PlayedCardDict(TypedDict):
    seat: int
    card: CardCode


class TrickReviewDict(TypedDict):
    number: int
    leader: int
    cards: list[PlayedCardDict]
    winner: int
    why: str
    decisions: list[int]


class DecisionDict(TypedDict):
    trick: int
    seat: int
    action: Action
    label: str
    learner: bool
    position: int | None


class ReviewPosition(TypedDict):
    notation: Notation
    tricks_done: int
    to_act: int
    action: Action | None
    trick_start: bool


class ReviewNoteDict(TypedDict):
    """A line of the deal review's opening: the learner's ``bid`` or ``discard``, judged."""

    topic: Literal["bid", "discard"]
    sound: bool
    code: str
    text: str


class DealReviewDict(TypedDict):
    learner: int
    learner_role: Literal["ombre", "defender"] | None
    ombre: int | None
    contract: str | None
    trump: str | None
    result: str
    final: ChartLevelDict | None
    tricks: list[TrickReviewDict]
    decisions: list[DecisionDict]
    positions: list[ReviewPosition]
    levels: list[ChartLevelDict]
    opening: list[ReviewNoteDict]


class Verdict(TypedDict):
    code: str
    """``kept``, ``trick``, ``lost`` or ``unknown`` (``ombre_core.review.Verdict``)."""
    text: str
    best: list[Action]


class TriedDict(TypedDict):
    action: Action
    label: str
    verdict: Verdict


class FairVerdictDict(TypedDict):
    """The learner's decision over the layouts the learner could face (single dummy)."""

    code: Literal["best", "fine", "mistake"]
    story: Literal["best", "fine", "good-bet", "lucky", "mistake"]
    """``code`` told with hindsight: a good bet that lost, a lucky escape."""
    text: str
    action: Action
    best: Action
    chances: dict[str, float]
    best_chances: dict[str, float]
    mean: float
    best_mean: float
    loss: float
    error: float | None
    layouts: int
    """Layouts solved; fewer than ``asked`` (and not ``exact``) when the time ran out (0: the
    one choice there was, no layout solved yet)."""
    asked: int
    exact: bool
    seed: int


class RetryVerdictDict(TypedDict):
    """A clear mistake tried again: ``better`` (accepted), ``again``, ``same`` (the card first
    played) or ``solution`` (the last try missed: ``text`` gives the best bet and why)."""

    code: Literal["better", "again", "same", "solution"]
    accepted: bool
    text: str
    action: Action
    best: Action
    loss: float


class Judgement(TypedDict):
    value: ChartLevelDict | None
    value_outcome: OutcomeDict | None
    played: ChartLevelDict | None
    played_outcome: OutcomeDict | None
    verdict: Verdict | None
    complete: bool
    seconds: float
    tries: list[TriedDict]
    fair: FairVerdictDict | None
    """Asked with ``layouts`` where the learner acted; else null."""


# --- the learner's rating, puzzles near it and the daily deal ---------------------------------


class RatingDict(TypedDict):
    """A Glicko-2 rating (``ombre_core.rating.Rating``): the page keeps it with progress."""

    rating: float
    rd: float
    volatility: float


class DailyDealDict(TypedDict):
    """The day's deal in a preset: ``link`` starts it at the table (``session.new``)."""

    date: str
    rules: str
    seed: int
    dealer: int
    link: str
    notation: Notation


class ParStepDict(TypedDict):
    """The par deal (the strong bot in every seat) one step on: ``chips`` is the learner's
    seat's once ``done``."""

    notation: Notation
    done: bool
    phase: str
    tricks_done: int
    tricks: int
    chips: int | None


class DailyResultDict(TypedDict):
    """The learner's daily deal beside the par, in words; ``line`` names no card."""

    date: str
    rules: str
    chips: int
    par: int
    hinted: bool
    score: str
    contracts: str
    line: str


class PuzzleViews(TypedDict):
    """``puzzle.views``: the puzzle's position as its player sees it, then the view after each
    action of the line (a wrong answer's refutation played out)."""

    views: list[PlayerView]


class PuzzlePick(TypedDict):
    """The puzzle picked, and the score the learner expects on it (0.5: an even match)."""

    id: str
    expected: float


# --- parameters --------------------------------------------------------------------------------

RulesText = str
"""Rule-set notation: a preset or variant name, then ``field=value`` changes."""
TableRules = Annotated[str, Choices("table-rules")]
SavedSession = Annotated[SessionRecord, ReadBy("TableSession.from_dict")]
SessionSeed = Annotated[int, Range(0, 2**32 - 1)]
LAYOUTS_LIMIT = 60
"""The most layouts one ``review.position`` request may ask to solve."""


class NoParams(TypedDict):
    pass


class TrumpParams(TypedDict):
    trump: str


class ExerciseParams(TypedDict):
    kind: str
    seed: int
    rules: NotRequired[RulesText]


class ExerciseCheckParams(TypedDict):
    kind: str
    seed: int
    rules: NotRequired[RulesText]
    answer: Any
    reveal: NotRequired[bool]


class GameNewParams(TypedDict):
    seed: int
    rules: NotRequired[RulesText]
    dealer: NotRequired[int]
    pot: NotRequired[int]
    seat: NotRequired[Seat]


class NotationParams(TypedDict):
    notation: Notation


HintLayouts = Annotated[int, Range(1, 100)]


class HintParams(TypedDict):
    """``strong``: a strong player's hint (single-dummy analysis over ``layouts`` drawn with
    ``seed``, at most ``seconds``); without it, the simple bot's."""

    notation: Notation
    strong: NotRequired[bool]
    layouts: NotRequired[HintLayouts]
    seed: NotRequired[SessionSeed]
    seconds: NotRequired[Seconds]


class GameViewParams(TypedDict):
    notation: Notation
    seat: NotRequired[Seat]


class PuzzleViewsParams(TypedDict):
    """A puzzle's ``notation`` seen from ``seat`` (the player who decides), then each action
    of ``line`` applied in turn."""

    notation: Notation
    seat: Seat
    line: NotRequired[list[Action]]


class GameApplyParams(TypedDict):
    notation: Notation
    action: Action
    seat: NotRequired[Seat]


class GameSolveParams(TypedDict):
    notation: Notation
    seconds: NotRequired[Seconds]


class SessionNewSeedParams(TypedDict):
    seed: SessionSeed
    rules: NotRequired[TableRules]
    seat: NotRequired[Seat]
    one_deal: NotRequired[bool]


class SessionNewLinkParams(TypedDict):
    link: str
    seat: NotRequired[Seat]
    one_deal: NotRequired[bool]
    """One deal and no next (the daily deal): its words carry nothing to a next deal."""


SessionNewParams = SessionNewLinkParams | SessionNewSeedParams
"""A shared deal's link, or a seed: the first form whose required keys are all given."""


class SessionParams(TypedDict):
    session: SavedSession
    seat: NotRequired[Seat]


BotStrength = Literal["beginner", "strong", "steady"]
"""The bots' strength at the table: ``beginner`` the simple bot, ``strong`` the strong bot,
``steady`` the strong bot bounded in the solver's nodes (the daily deal's, as its par)."""


class SessionBotParams(TypedDict):
    """``strength``: how the bot plays (``beginner`` by default; ``strong`` plays its cards by
    single-dummy analysis, within ``StrongBot.at_table``'s time bound; ``steady`` as
    ``StrongBot.steady``, the same cards on every machine)."""

    session: SavedSession
    seat: NotRequired[Seat]
    strength: NotRequired[BotStrength]


class SessionApplyParams(TypedDict):
    session: SavedSession
    action: Action
    seat: NotRequired[Seat]


class SessionNextParams(TypedDict):
    session: SavedSession
    seed: SessionSeed
    rules: NotRequired[TableRules | None]
    seat: NotRequired[Seat]


class LinkParams(TypedDict):
    link: str


class ReviewPositionParams(TypedDict):
    notation: Notation
    action: NotRequired[Action | None]
    seat: NotRequired[Seat]
    seconds: NotRequired[Seconds]
    tried: NotRequired[list[Action]]
    fair: NotRequired[bool]
    """Ask for the fair verdict too, over the review's own number of layouts."""
    layouts: NotRequired[Annotated[int, Range(1, LAYOUTS_LIMIT)]]
    """Ask for the fair verdict too, over this many layouts of the unseen cards."""
    seed: NotRequired[SessionSeed]
    """The layouts' seed; by default one taken from the position."""


class ReviewRetryParams(TypedDict):
    """The learner tries ``action`` where the review found ``played`` a clear mistake; ``last``:
    this is the last try (a miss gets the solution)."""

    notation: Notation
    action: Action
    played: Action
    seat: NotRequired[Seat]
    last: NotRequired[bool]


class ReviewReplayParams(TypedDict):
    session: SavedSession
    trick: int
    seat: NotRequired[Seat]


Score = Annotated[float, Range(0, 1)]
"""A game's score: 1 a win (a puzzle solved), 0.5 a draw, 0 a loss."""
Deviation = Annotated[float, Range(above=0)]


class RatingGameDict(TypedDict):
    """One game of a rating period: the opponent's (a puzzle's) rating and RD, the score."""

    rating: float
    rd: Deviation
    score: Score


class RatingUpdateParams(TypedDict):
    """``player``: the learner's rating (a new learner's when left out); ``games``: the
    period's games (none: the RD widens)."""

    player: NotRequired[RatingDict]
    games: list[RatingGameDict]


class PuzzleEntryDict(TypedDict):
    id: str
    rating: float
    rd: Deviation


class DailyPickParams(TypedDict):
    """A puzzle near ``player``'s rating (a new learner's when left out), drawn with
    ``seed``, never ``previous`` (the puzzle just played)."""

    puzzles: list[PuzzleEntryDict]
    seed: SessionSeed
    player: NotRequired[RatingDict]
    previous: NotRequired[str | None]


DailyRules = Literal["standard", "swedish"]
"""The presets with a daily deal (``ombre_core.daily.DAILY_PRESETS``)."""


class DailyDealParams(TypedDict):
    """``date``: the UTC day, ``YYYY-MM-DD``; with ``today`` (the UTC day now) it must be
    a day that can be played: from the first daily deal to today."""

    date: str
    rules: NotRequired[DailyRules]
    today: NotRequired[str]


class DailyParParams(TypedDict):
    """The par deal of ``date`` so far (``notation``; the day's deal when left out or null)."""

    date: str
    rules: NotRequired[DailyRules]
    notation: NotRequired[Notation | None]


class DailyResultParams(TypedDict):
    """The learner's finished deal (``notation``) and the finished par deal (``par``) of
    ``date``; ``hinted``: the learner asked for a hint."""

    date: str
    rules: NotRequired[DailyRules]
    notation: Notation
    par: Notation
    hinted: NotRequired[bool]


class Method(NamedTuple):
    params: Any
    """A ``TypedDict`` (or a union of them) the request's parameters must match."""
    result: Any
    """The reply's ``result`` on success."""


PROTOCOL: dict[str, Method] = {
    "version": Method(NoParams, VersionReply),
    "ranking.orders": Method(TrumpParams, RankingOrders),
    "exercise.new": Method(ExerciseParams, ExerciseDict),
    "exercise.check": Method(ExerciseCheckParams, Feedback),
    "exercise.solution": Method(ExerciseParams, Feedback),
    "game.new": Method(GameNewParams, GameReply),
    "game.view": Method(GameViewParams, GameReply),
    "game.apply": Method(GameApplyParams, GameReply),
    "game.hint": Method(HintParams, HintReply),
    "game.bot": Method(GameViewParams, GameReply),
    "game.solve": Method(GameSolveParams, AnalysisDict),
    "puzzle.views": Method(PuzzleViewsParams, PuzzleViews),
    "session.new": Method(SessionNewParams, SessionReply),
    "session.view": Method(SessionParams, SessionReply),
    "session.apply": Method(SessionApplyParams, SessionReply),
    "session.bot": Method(SessionBotParams, SessionReply),
    "session.undo": Method(SessionParams, SessionReply),
    "session.next": Method(SessionNextParams, SessionReply),
    "session.link": Method(LinkParams, LinkReply),
    "session.rules": Method(NoParams, RulesChoicesReply),
    "review.deal": Method(GameViewParams, DealReviewDict),
    "review.position": Method(ReviewPositionParams, Judgement),
    "review.retry": Method(ReviewRetryParams, RetryVerdictDict),
    "review.replay": Method(ReviewReplayParams, SessionReply),
    "rating.initial": Method(NoParams, RatingDict),
    "rating.update": Method(RatingUpdateParams, RatingDict),
    "daily.deal": Method(DailyDealParams, DailyDealDict),
    "daily.pick": Method(DailyPickParams, PuzzlePick),
    "daily.par": Method(DailyParParams, ParStepDict),
    "daily.result": Method(DailyResultParams, DailyResultDict),
}
"""Every method the worker may call: its parameters and its reply."""
