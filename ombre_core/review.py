"""A review of one's own play: a finished deal, trick by trick, judged by the double-dummy solver.

The review comes in small pieces, so that the browser's worker can answer other widgets
between them:

* :func:`review_deal` reads a finished deal and, without solving anything, returns every
  trick (its cards, the winner and the engine's reason), each decision of the play, and the
  positions to solve: one at the start of each trick (the points of the chart of the ombre's
  best outcome) and one before each of the learner's decisions;
* :func:`judge_position` solves one of those positions within a time budget: what the
  position is worth under best play, and, where the learner acted, whether the learner's
  decision kept that outcome. A position the budget does not prove is reported as not proven,
  never guessed. Asked with ``layouts``, it adds the fair verdict (:func:`judge_fairly`): the
  learner's decision over the layouts of the cards the learner could not see, seeded from the
  position, told beside the verdict with all the cards in view ("Good bet: ...; this time ...
  happened to do better", "Lucky: ...").

>>> from ombre_core.game import GameState
>>> state = GameState.from_position(
...     "standard", "position entrada hearts ombre 0 leader 0 won 3 3 1 "
...     "hands As Kh / 7h 2c / Ac Qc")
>>> for action in ("play Kh", "play 7h", "play Ac", "play 2c", "play Qc", "play As"):
...     state.apply(action)
>>> review = review_deal(state, seat=0)
>>> [(trick.number, trick.winner) for trick in review.tricks]
[(8, 1), (9, 0)]
>>> [(position.tricks_done, position.action) for position in review.positions]
[(7, 'play Kh'), (8, 'play 2c'), (8, 'play As'), (9, None)]
>>> first = judge_position(review.positions[0], seat=0)
>>> first.value.label, first.played.label, first.verdict.code
('sacada', 'puesta', 'lost')
>>> print(first.verdict.text)
This turned a sacada into a puesta. A♠ kept the sacada.
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from .actions import (
    ANNOUNCE_VOLE,
    STOP,
    Action,
    Bid,
    BidPlay,
    Choose,
    Discard,
    PlayCard,
    Surrender,
    parse_action,
)
from .cards import card_list
from .errors import IllegalActionError
from .game import GameState
from .messages import label
from .outcomes import (
    LEVELS,
    ChartLevel,
    decision_verdict,
    either,
    fair_text,
    level_of,
    named,
    only_choice,
    retry_text,
    unproven_best,
    unproven_verdict,
)
from .protocol import (
    LAYOUTS_LIMIT,
    DealReviewDict,
    DecisionDict,
    FairVerdictDict,
    PlayedCardDict,
    RetryVerdictDict,
    ReviewNoteDict,
    ReviewPosition,
    TrickReviewDict,
    TriedDict,
)
from .protocol import Judgement as JudgementDict
from .protocol import Verdict as VerdictDict
from .session import TableSession
from .single_dummy import SingleDummy, SingleDummyError, analyse
from .solver import ActionValue, Analysis, Outcome, solve
from .strategy import poor_discard, symbols
from .table import BID_PHASES, action_label, bid_judgement, bid_warnings
from .tricks import explain_trick

DEFAULT_SECONDS = 2.0
"""The time budget of one position when none is given: enough for most first leads."""

MAX_SECONDS = 10.0
"""The longest budget one request may ask for: the worker must stay responsive."""


FAIR_LAYOUTS = 12
"""Layouts of the unseen cards per decision for the fair verdict, when the page asks for it."""

MIN_SOLVE_SECONDS = 1.0
"""The least time one layout may take to solve, however short the fair verdict's budget: the
layouts solved by the end of the budget are judged, and there is always at least one."""

MAX_LAYOUTS = LAYOUTS_LIMIT

RETRY_MARGIN = 1.0
"""Chips a deal: a retried card is accepted within this of the best bet's expected result
(and within half the loss of the card first played, so it is always clearly better)."""
"""The most layouts one request may ask to solve."""


class ReviewError(IllegalActionError):
    """A deal or position the review cannot work on: the message says why."""


@dataclass(frozen=True)
class PlayedCard:
    """One card of a trick: who played it."""

    seat: int
    card: str

    def to_dict(self) -> PlayedCardDict:
        return {"seat": self.seat, "card": self.card}


@dataclass(frozen=True)
class TrickReview:
    """One finished trick: its number in the deal, the cards in play order, the winner and
    the engine's reason, and the learner's decisions in it (indices into
    :attr:`DealReview.decisions`)."""

    number: int
    leader: int
    cards: tuple[PlayedCard, ...]
    winner: int
    why: str
    decisions: tuple[int, ...]

    def to_dict(self) -> TrickReviewDict:
        return {
            "number": self.number,
            "leader": self.leader,
            "cards": [card.to_dict() for card in self.cards],
            "winner": self.winner,
            "why": self.why,
            "decisions": list(self.decisions),
        }


@dataclass(frozen=True)
class Decision:
    """One action of the play phase: the trick it belongs to, who took it, its label, and the
    position before it (an index into :attr:`DealReview.positions`, ``None`` where the solver
    has no answer: a surrender and its replies)."""

    trick: int
    seat: int
    action: str
    label: str
    learner: bool
    position: int | None

    def to_dict(self) -> DecisionDict:
        return {
            "trick": self.trick,
            "seat": self.seat,
            "action": self.action,
            "label": self.label,
            "learner": self.learner,
            "position": self.position,
        }


@dataclass(frozen=True)
class Position:
    """A position to solve: the deal up to here (state notation), the tricks done, who is to
    act, the action taken here in the deal (``None`` once it is over), and whether it starts a
    trick (a point of the chart)."""

    notation: str
    tricks_done: int
    to_act: int
    action: str | None
    trick_start: bool

    def to_dict(self) -> ReviewPosition:
        return {
            "notation": self.notation,
            "tricks_done": self.tricks_done,
            "to_act": self.to_act,
            "action": self.action,
            "trick_start": self.trick_start,
        }


@dataclass(frozen=True)
class ReviewNote:
    """A line of the review's opening, before the cards: the learner's bid or discard."""

    topic: Literal["bid", "discard"]
    sound: bool
    code: str
    text: str

    def to_dict(self) -> ReviewNoteDict:
        return {"topic": self.topic, "sound": self.sound, "code": self.code, "text": self.text}


def _bid_note(before: GameState, action: Action) -> ReviewNote | None:
    """The learner's bid judged (:func:`ombre_core.table.bid_judgement`), or ``None`` for an
    action that bids nothing or a bid the learner had no sound choice but to make."""
    judged = bid_judgement(before, action)
    forced = not bid_warnings(before, before.legal_actions())
    if judged is None or (forced and not judged[0]):
        return None
    sound, reason = judged
    if isinstance(action, Bid | Choose):
        bid = action.contract
    else:
        bid = label("review.bid.play" if isinstance(action, BidPlay) else "review.bid.higher")
    key = "review.bid.sound" if sound else "review.bid.unsound"
    return ReviewNote("bid", sound, reason.code, label(key, bid=bid, why=reason.message))


def _discard_note(before: GameState, action: Discard) -> ReviewNote | None:
    """The ombre's discard judged by :func:`ombre_core.strategy.poor_discard`; ``None`` where
    that judgement does not apply: no trumps yet (a gascarille) or none at all (a
    contrabola)."""
    if before.trump is None or before.contrabola:
        return None
    cards = card_list(action.cards)
    poor = poor_discard(before.hands[before.current_player], before.trump, cards)
    if poor is not None:
        why = poor.message[:1].upper() + poor.message[1:]
        text = label("review.discard.unsound", cards=symbols(cards), why=why)
        return ReviewNote("discard", False, poor.code, text)
    if not cards:
        return ReviewNote("discard", True, "kept-all", label("review.discard.none"))
    text = label("review.discard.sound", cards=symbols(cards))
    return ReviewNote("discard", True, "kept-trumps-and-kings", text)


def review_opening(state: GameState, seat: int) -> tuple[ReviewNote, ...]:
    """The review's first lines: the last bid ``seat`` made, judged, and when ``seat`` was the
    ombre and exchanged, the discard; nothing for a learner who only passed or defended.

    >>> state = GameState.new_deal("standard", 2, 0, 21)
    >>> state.apply("bid solo")
    >>> [(note.topic, note.sound, note.code) for note in review_opening(state, 0)]
    [('bid', False, 'solo-no-matador')]
    """
    replay = state.replay_start()
    bid: ReviewNote | None = None
    discard: ReviewNote | None = None
    for action in state.history:
        before = replay.clone()
        replay.apply(action)
        if before.current_player != seat:
            continue
        if before.phase in BID_PHASES:
            bid = _bid_note(before, action) or bid
        elif before.phase == "exchange" and seat == before.ombre and isinstance(action, Discard):
            discard = _discard_note(before, action)
    return tuple(note for note in (bid, discard) if note is not None)


@dataclass(frozen=True)
class DealReview:
    """Everything of a finished deal's review that needs no solving.

    ``result`` is the deal's result and ``final`` its level on the chart (``None`` when no
    trick was played); ``levels`` are the chart's rows, worst first: codille, puesta, sacada
    and the final level (a stop, a vole or a failed vole join them when an answer reaches
    them).
    """

    learner: int
    ombre: int | None
    contract: str | None
    trump: str | None
    result: str
    final: ChartLevel | None
    tricks: tuple[TrickReview, ...]
    decisions: tuple[Decision, ...]
    positions: tuple[Position, ...]
    levels: tuple[ChartLevel, ...]
    opening: tuple[ReviewNote, ...] = ()
    """The learner's bid and discard, judged: the review's first lines."""

    def to_dict(self) -> DealReviewDict:
        return {
            "learner": self.learner,
            "learner_role": None
            if self.ombre is None
            else ("ombre" if self.learner == self.ombre else "defender"),
            "ombre": self.ombre,
            "contract": self.contract,
            "trump": self.trump,
            "result": self.result,
            "final": None if self.final is None else self.final.to_dict(),
            "tricks": [trick.to_dict() for trick in self.tricks],
            "decisions": [decision.to_dict() for decision in self.decisions],
            "positions": [position.to_dict() for position in self.positions],
            "levels": [level.to_dict() for level in self.levels],
            "opening": [note.to_dict() for note in self.opening],
        }


# --- the deal, without solving --------------------------------------------------------------


def review_deal(state: GameState, seat: int = 0) -> DealReview:
    """The review of ``state``'s play for the learner at ``seat``: tricks, decisions and the
    positions to solve. ``state`` is normally over; a deal still in play is reviewed as far
    as it has gone (its last position is then the one to act in).

    >>> from ombre_core.game import GameState
    >>> state = GameState.new_deal("standard", seed=9)
    >>> for _ in range(3):
    ...     state.apply("pass")
    >>> review = review_deal(state)
    >>> review.result, review.tricks, review.positions
    ('thrown in', (), ())
    """
    if not 0 <= seat < state.players:
        raise ReviewError("bad-seat", label("error.bad-seat", seat=seat))
    replay = state.replay_start()
    tricks: list[TrickReview] = []
    decisions: list[Decision] = []
    positions: list[Position] = []
    mine: list[int] = []
    started: set[int] = set()
    for action in state.history:
        before = replay.clone()
        replay.apply(action)
        if before.phase not in ("play", "surrender"):
            continue
        done = before.tricks_done
        index: int | None = None
        learner = before.current_player == seat
        start = before.phase == "play" and not before.trick and done not in started
        if start or (learner and before.phase == "play"):
            started.add(done)
            index = len(positions)
            positions.append(
                Position(before.to_notation(), done, before.current_player, str(action), start)
            )
        if learner:
            mine.append(len(decisions))
        decisions.append(
            Decision(
                done + 1,
                before.current_player,
                str(action),
                action_label(before, action),
                learner,
                None if isinstance(action, Surrender) or before.phase != "play" else index,
            )
        )
        if replay.tricks_done > done:
            record = replay.tricks[-1]
            assert replay.trump is not None
            tricks.append(
                TrickReview(
                    number=done + 1,
                    leader=record.leader,
                    cards=tuple(
                        PlayedCard((record.leader + offset) % state.players, str(card))
                        for offset, card in enumerate(record.cards)
                    ),
                    winner=record.winner,
                    why=explain_trick(record.cards, replay.trump).message,
                    decisions=tuple(i for i in mine if decisions[i].trick == done + 1),
                )
            )
    if positions and replay.phase == "play":
        # A deal still in play: its current position is the chart's last point.
        positions.append(
            Position(
                replay.to_notation(),
                replay.tricks_done,
                replay.current_player,
                None,
                not replay.trick and replay.tricks_done not in started,
            )
        )
    elif positions and replay.phase == "over":
        positions.append(
            Position(replay.to_notation(), replay.tricks_done, replay.current_player, None, True)
        )
    final = _final_level(replay) if positions else None
    levels = {named(label, state.rules) for label in ("codille", "puesta", "sacada")}
    if final is not None:
        levels.add(final)
    return DealReview(
        learner=seat,
        ombre=state.ombre,
        contract=None if state.contract is None else state.contract.name,
        trump=None if state.trump is None else str(state.trump),
        result=_result_text(replay),
        final=final,
        tricks=tuple(tricks),
        decisions=tuple(decisions),
        positions=tuple(positions),
        levels=tuple(sorted(levels, key=lambda level: level.level)),
        opening=review_opening(state, seat),
    )


def _result_text(state: GameState) -> str:
    if state.thrown_in:
        return "thrown in"
    if state.settlement is None:
        return "not over"
    return state.settlement.result


def _final_level(state: GameState) -> ChartLevel | None:
    """The chart row of how the deal ended (``None`` while it is not over, or surrendered)."""
    if state.phase != "over" or state.settlement is None or state.surrendered:
        return None
    if state.stopped and state.rules.stop_bonus:
        return named("stop", state.rules)
    if state.vole:
        made = state.won[state.ombre or 0] == state.rules.tricks_per_deal
        return named("vole" if made else "failed vole", state.rules)
    return named(state.settlement.result, state.rules)


# --- one position, solved ------------------------------------------------------------------


@dataclass(frozen=True)
class Verdict:
    """What the learner's decision did to the best outcome: ``code`` is ``kept`` (it kept
    the best outcome), ``trick`` (the same outcome, with a trick fewer for the ombre than
    best play), ``lost`` (a worse outcome for the learner's side), or ``unknown`` (not
    proven within the time budget); ``text`` says it to the learner."""

    code: str
    text: str
    best: tuple[str, ...] = ()

    def to_dict(self) -> VerdictDict:
        return {"code": self.code, "text": self.text, "best": list(self.best)}


@dataclass(frozen=True)
class Judgement:
    """One solved position: its value under best play (``None`` if not proven), the value of
    the action taken there (likewise), and, where the learner acted, the verdict."""

    value: ChartLevel | None
    value_outcome: Outcome | None
    played: ChartLevel | None
    played_outcome: Outcome | None
    verdict: Verdict | None
    complete: bool
    seconds: float
    tries: tuple[Tried, ...] = ()
    fair: FairVerdict | None = None

    def to_dict(self) -> JudgementDict:
        return {
            "value": None if self.value is None else self.value.to_dict(),
            "value_outcome": None if self.value_outcome is None else self.value_outcome.to_dict(),
            "played": None if self.played is None else self.played.to_dict(),
            "played_outcome": None
            if self.played_outcome is None
            else self.played_outcome.to_dict(),
            "verdict": None if self.verdict is None else self.verdict.to_dict(),
            "complete": self.complete,
            "seconds": round(self.seconds, 3),
            "tries": [tried.to_dict() for tried in self.tries],
            "fair": None if self.fair is None else self.fair.to_dict(),
        }


@dataclass(frozen=True)
class FairVerdict:
    """The learner's decision judged on what the learner could see (single dummy): ``code``
    is ``best``, ``fine`` or ``mistake`` (a loss clear beyond twice the estimate's error),
    ``story`` the same told with hindsight (``good-bet``: sound, but another card did better
    on this layout; ``lucky``: a mistake this layout forgave), ``text`` the sentence. The
    chances of each outcome level and the expected chips for the learner's side, of the
    learner's action and of the best bet, over ``layouts`` solved of ``asked`` (``exact``:
    every layout there is), drawn with ``seed``."""

    code: str
    story: str
    text: str
    action: str
    best: str
    chances: dict[str, float]
    best_chances: dict[str, float]
    mean: float
    best_mean: float
    loss: float
    error: float
    layouts: int
    asked: int
    exact: bool
    seed: int

    def to_dict(self) -> FairVerdictDict:
        return {
            "code": self.code,  # type: ignore[typeddict-item]
            "story": self.story,  # type: ignore[typeddict-item]
            "text": self.text,
            "action": self.action,
            "best": self.best,
            "chances": {level: round(share, 4) for level, share in self.chances.items()},
            "best_chances": {level: round(share, 4) for level, share in self.best_chances.items()},
            "mean": round(self.mean, 3),
            "best_mean": round(self.best_mean, 3),
            "loss": round(self.loss, 3),
            "error": None if math.isinf(self.error) else round(self.error, 3),
            "layouts": self.layouts,
            "asked": self.asked,
            "exact": self.exact,
            "seed": self.seed,
        }


def fair_seed(notation: str) -> int:
    """The layouts' seed for a position: taken from its notation, so the same deal always gets
    the same review.

    >>> fair_seed("standard | dealer 2 | pot 0") == fair_seed("standard | dealer 2 | pot 0")
    True
    """
    return zlib.crc32(notation.encode())


def judge_fairly(
    state: GameState,
    action: Action,
    hindsight: Verdict | None,
    layouts: int = FAIR_LAYOUTS,
    seed: int = 0,
    seconds: float | None = None,
) -> FairVerdict | None:
    """``action`` in ``state`` judged by single-dummy analysis over ``layouts`` layouts drawn
    with ``seed`` (all of them when few), told beside ``hindsight``, the double-dummy verdict.
    ``seconds`` bounds the analysis (the layouts solved by then are judged); ``None`` when
    not one layout was solved, or the action is not one the analysis plays. Asked through
    :func:`judge_position`, only where the double-dummy solve finished within ``seconds``."""
    if not 1 <= layouts <= MAX_LAYOUTS:
        raise ReviewError(
            "bad-budget", label("error.bad-budget.layouts", most=MAX_LAYOUTS, value=layouts)
        )
    card = _label(state, action)
    choices = [other for other in state.legal_actions() if not isinstance(other, Surrender)]
    only = choices == [action]
    try:
        analysis = analyse(
            state,
            layouts=layouts,
            seed=seed,
            seconds=seconds,
            solve_seconds=None if seconds is None else max(seconds, MIN_SOLVE_SECONDS),
        )
        estimate = analysis.estimate(str(action))
    except SingleDummyError:
        if not only:
            return None
        # No layout solved, but there was nothing to choose: nothing expected is told.
        return FairVerdict(
            "best", "best", only_choice(card), str(action), str(action), {}, {}, 0.0, 0.0, 0.0,
            0.0, 0, layouts, False, seed,
        )  # fmt: skip
    verdict = analysis.verdict(str(action))
    best = analysis.best()
    code = verdict.label
    if code == "fine" and estimate.mean >= best.mean - 1e-9:
        code = "best"  # as good as the best bet on these layouts
    ombre = state.current_player == state.ombre
    story, text = fair_text(
        code,
        card,
        _label(state, _action(best.action)),
        estimate.chances,
        best.chances,
        analysis.layouts,
        ombre,
        state.rules,
        hindsight=None if hindsight is None else hindsight.code,
        hindsight_best=either(hindsight.best) if hindsight is not None else "",
        loss=verdict.loss,
    )
    if only:
        text = only_choice(card)
    return FairVerdict(
        code=code,
        story=story,
        text=text,
        action=str(action),
        best=best.action,
        chances=estimate.chances,
        best_chances=best.chances,
        mean=estimate.mean,
        best_mean=best.mean,
        loss=verdict.loss,
        error=verdict.error,
        layouts=analysis.layouts,
        asked=layouts,
        exact=analysis.exact,
        seed=seed,
    )


@dataclass(frozen=True)
class RetryVerdict:
    """A clear mistake tried again (:func:`retry_position`): ``code`` is ``better``
    (``accepted``), ``again`` (not better: try again), ``same`` (the card first played) or
    ``solution`` (not better at the last try: ``text`` gives the best bet ``best`` and why);
    ``loss`` the expected chips ``action`` gives up against the best bet."""

    code: str
    accepted: bool
    text: str
    action: str
    best: str
    loss: float

    def to_dict(self) -> RetryVerdictDict:
        return {
            "code": self.code,  # type: ignore[typeddict-item]
            "accepted": self.accepted,
            "text": self.text,
            "action": self.action,
            "best": self.best,
            "loss": round(self.loss, 3),
        }


@lru_cache(maxsize=8)
def _retry_analysis(notation: str, layouts: int, seed: int) -> SingleDummy:
    """The fair review's analysis of a position, kept for the learner's next try there."""
    return analyse(GameState.from_notation(notation), layouts=layouts, seed=seed)


def retry_position(
    notation: str,
    seat: int,
    action: str,
    played: str,
    last: bool = False,
    layouts: int = FAIR_LAYOUTS,
    seed: int | None = None,
) -> RetryVerdict:
    """The learner (``seat``) tries ``action`` at a position where the review found ``played``
    a clear mistake: accepted when its expected result over the fair review's layouts (the
    same ``layouts`` and ``seed``, so the same analysis) is within :data:`RETRY_MARGIN` of the
    best bet's, and within half ``played``'s loss. Not accepted, ``last`` (the last try) gives
    the solution. Without a time limit: the same position always gets the same answer.

    >>> ending = GameState.from_position(
    ...     "standard", "position entrada hearts ombre 0 leader 0 won 3 3 1 "
    ...     "hands As Kh / 7h 2c / Ac Qc").to_notation()
    >>> retry_position(ending, 0, "play As", played="play Kh").text
    'Yes: A♠ keeps the sacada in all 12 layouts.'
    """
    if not 1 <= layouts <= MAX_LAYOUTS:
        raise ReviewError(
            "bad-budget", label("error.bad-budget.layouts", most=MAX_LAYOUTS, value=layouts)
        )
    state = GameState.from_notation(notation)
    state.check_solvable()
    if state.phase != "play" or state.current_player != seat:
        raise ReviewError("not-your-turn", label("error.not-your-turn", seat=seat))
    tried, first = _legal(state, action), _legal(state, played)
    analysis = _retry_analysis(notation, layouts, fair_seed(notation) if seed is None else seed)
    best = analysis.best()
    mine = analysis.estimate(str(tried))
    loss = best.mean - mine.mean
    first_loss = best.mean - analysis.estimate(str(first)).mean
    accepted = tried != first and loss <= min(RETRY_MARGIN, first_loss / 2)
    code = "same" if tried == first else "better" if accepted else "solution" if last else "again"
    text = retry_text(
        code,
        _label(state, tried),
        _label(state, _action(best.action)),
        mine.chances,
        best.chances,
        analysis.layouts,
        state.current_player == state.ombre,
        state.rules,
        loss=loss,
    )
    return RetryVerdict(code, accepted, text, str(tried), best.action, loss)


def _label(state: GameState, action: Action) -> str:
    """An action as the table names it: a card's symbol, else the action's label."""
    return action.card.symbol() if isinstance(action, PlayCard) else action_label(state, action)


@dataclass(frozen=True)
class Tried:
    """A choice the learner tried at a position and took back before playing another (a
    guided deal's first try): its action, its label, and what it would have done."""

    action: str
    label: str
    verdict: Verdict

    def to_dict(self) -> TriedDict:
        return {"action": self.action, "label": self.label, "verdict": self.verdict.to_dict()}


def proven_value(analysis: Analysis) -> ActionValue | None:
    """The action that proves the position's value: the best proven action whose score no
    other action can beat (by the bounds proven so far), or ``None`` while that is open.

    >>> from ombre_core.game import GameState
    >>> state = GameState.from_position(
    ...     "standard", "position entrada hearts ombre 0 leader 0 won 3 3 1 "
    ...     "hands As Kh / 7h 2c / Ac Qc")
    >>> proven_value(solve(state)).action
    'play As'
    """
    maximise = analysis.player == analysis.ombre
    known = [item for item in analysis.actions if item.outcome is not None]
    if not known:
        return None
    if maximise:
        best = max(known, key=lambda item: item.low)
        beaten = any(item.high > best.low for item in analysis.actions)
    else:
        best = min(known, key=lambda item: item.low)
        beaten = any(item.low < best.low for item in analysis.actions)
    return None if beaten else best


def judge_position(
    position: Position | str,
    seat: int = 0,
    action: str | None = None,
    seconds: float | None = DEFAULT_SECONDS,
    tried: Sequence[str] = (),
    layouts: int | None = None,
    seed: int | None = None,
) -> Judgement:
    """Solve ``position`` (a :class:`Position` or its state notation) within ``seconds``:
    its value, the value of ``action`` (for a :class:`Position`, the action taken there),
    and the verdict when the learner (``seat``) was to act (none for a surrender offer: the
    solver does not play surrenders). ``tried`` are choices the learner tried there first and
    took back: each gets what it would have done, from the same search.

    >>> ending = GameState.from_position(
    ...     "standard", "position entrada hearts ombre 0 leader 0 won 3 3 1 "
    ...     "hands As Kh / 7h 2c / Ac Qc")
    >>> judged = judge_position(ending.to_notation(), action="play As", tried=["play Kh"])
    >>> judged.verdict.text, [(t.label, t.verdict.code) for t in judged.tries]
    ('Kept the sacada.', [('K♥', 'lost')])
    >>> print(judged.tries[0].verdict.text)
    This would have turned a sacada into a puesta.

    >>> judge_position("standard | dealer 2 | pot 0", seat=0)
    Traceback (most recent call last):
    ...
    ombre_core.review.ReviewError: there is nothing to solve here: the deal is not in play \
(phase deal)
    >>> judge_position("tvahant | dealer 1 | pot 0", seat=0)
    Traceback (most recent call last):
    ...
    ombre_core.errors.SetupError: the double-dummy solver analyses three-handed Ombre only, not \
the tvahant rules (2 players)
    """
    if isinstance(position, Position):
        notation, action = position.notation, position.action if action is None else action
    else:
        notation = position
    state = GameState.from_notation(notation)
    state.check_solvable()
    if state.phase == "over":
        final = _final_level(state)
        return Judgement(final, None, None, None, None, True, 0.0)
    if state.phase != "play":
        raise ReviewError(
            "not-in-play",
            label("error.not-in-play", phase=state.phase),
        )
    played_action = None if action is None else _legal(state, action)
    analysis = solve(state, seconds=seconds)
    best = proven_value(analysis)
    played = None
    if played_action is not None:
        played = next(
            (item for item in analysis.actions if item.action == str(played_action)), None
        )
    verdict = None
    if (
        played_action is not None
        and state.current_player == seat
        and not isinstance(played_action, Surrender)  # the solver does not play surrenders
    ):
        verdict = _verdict(state, analysis, best, played)
    tries = []
    if state.current_player == seat:
        for text in dict.fromkeys(tried):  # each once, in the order tried
            other = _legal(state, text)
            if other == played_action or isinstance(other, Surrender):
                continue
            value = next((item for item in analysis.actions if item.action == str(other)), None)
            tries.append(
                Tried(
                    str(other),
                    other.card.symbol()
                    if isinstance(other, PlayCard)
                    else action_label(state, other),
                    _verdict(state, analysis, best, value, tried=True),
                )
            )
    fair = None
    if (
        layouts is not None
        and verdict is not None
        and played_action is not None
        and analysis.complete  # the layouts are as hard: a budget this one beat is enough
    ):
        fair = judge_fairly(
            state,
            played_action,
            verdict,
            layouts,
            fair_seed(notation) if seed is None else seed,
            seconds,
        )
    return Judgement(
        value=None if best is None or best.outcome is None else level_of(best.outcome, state.rules),
        value_outcome=None if best is None else best.outcome,
        played=None
        if played is None or played.outcome is None
        else level_of(played.outcome, state.rules),
        played_outcome=None if played is None else played.outcome,
        verdict=verdict,
        complete=analysis.complete,
        seconds=analysis.seconds,
        tries=tuple(tries),
        fair=fair,
    )


def _legal(state: GameState, text: str) -> Action:
    action = parse_action(text)
    if action not in state.legal_actions():
        raise ReviewError(
            "not-legal", label("error.not-legal", action=text, expecting=state.expecting())
        )
    return action


def _best_labels(state: GameState, analysis: Analysis, score: int) -> tuple[str, ...]:
    """The labels of the proven actions worth ``score``, as the table names them."""
    labels = []
    for item in analysis.actions:
        if item.outcome is not None and item.outcome.score == score:
            if item.card is not None:
                labels.append(item.card.symbol())
            else:
                labels.append(action_label(state, _action(item.action)))
    return tuple(labels)


def _action(text: str) -> Action:
    if text == str(STOP):
        return STOP
    if text == str(ANNOUNCE_VOLE):
        return ANNOUNCE_VOLE
    return parse_action(text)


def _verdict(
    state: GameState,
    analysis: Analysis,
    best: ActionValue | None,
    played: ActionValue | None,
    *,
    tried: bool = False,
) -> Verdict:
    """The learner's decision against the best one, worded by
    :func:`ombre_core.outcomes.decision_verdict`. ``tried``: a choice the learner tried and
    took back (a guided deal's first try), told as what it would have done."""
    ombre = state.current_player == state.ombre
    rules = state.rules
    if played is None or played.outcome is None:
        return Verdict("unknown", unproven_verdict(tried))
    mine = played.outcome
    if best is None or best.outcome is None:
        # The played action's value is known, but not whether another was better; a proven
        # better action still shows the loss.
        others = [
            item
            for item in analysis.actions
            if item.outcome is not None
            and (item.outcome.score > mine.score if ombre else item.outcome.score < mine.score)
        ]
        if not others:
            return Verdict("unknown", unproven_best(mine, rules, tried))
        better = (
            max(others, key=lambda item: item.low)
            if ombre
            else min(others, key=lambda item: item.low)
        )
        best = better
    assert best.outcome is not None
    labels = _best_labels(state, analysis, best.outcome.score)
    code, text = decision_verdict(mine, best.outcome, ombre, rules, labels, tried=tried)
    return Verdict(code, text, labels)


# --- replay from a trick --------------------------------------------------------------------


def replay_point(state: GameState, trick: int, seat: int = 0) -> int:
    """How many actions of ``state``'s history come before ``seat``'s first decision in
    trick ``trick``: the point "replay from here" goes back to.

    >>> from ombre_core.game import GameState
    >>> state = GameState.from_position(
    ...     "standard", "position entrada hearts ombre 0 leader 1 won 3 3 1 "
    ...     "hands As Kh / 7h 2c / Ac Qc")
    >>> for action in ("play 7h", "play Ac", "play Kh", "play 2c", "play Qc", "play As"):
    ...     state.apply(action)
    >>> replay_point(state, 8), replay_point(state, 9)
    (2, 5)
    >>> replay_point(state, 3)
    Traceback (most recent call last):
    ...
    ombre_core.review.ReviewError: you made no decision in trick 3 of this deal
    """
    replay = state.replay_start()
    for index, action in enumerate(state.history):
        if (
            replay.phase == "play"
            and replay.current_player == seat
            and replay.tricks_done + 1 == trick
        ):
            return index
        replay.apply(action)
    raise ReviewError("no-decision", label("error.no-decision", trick=trick))


def replay_session(session: TableSession, trick: int, seat: int = 0) -> TableSession:
    """The table's session taken back to ``seat``'s first decision in trick ``trick`` of its
    current deal (the deal's chips, if counted, are taken out of the tally again).

    >>> session = TableSession.new("standard", seed=2)
    >>> replay_session(session, 1)
    Traceback (most recent call last):
    ...
    ombre_core.review.ReviewError: you made no decision in trick 1 of this deal
    """
    target = replay_point(session.state, trick, seat)
    while len(session.state.history) > target:
        session = session.undo(seat)
    if len(session.state.history) != target:  # pragma: no cover - undo stops at seat's turns
        raise ReviewError("no-decision", label("error.no-decision.replay", trick=trick))
    return session


__all__ = [
    "DEFAULT_SECONDS",
    "FAIR_LAYOUTS",
    "LEVELS",
    "MAX_LAYOUTS",
    "MAX_SECONDS",
    "ChartLevel",
    "DealReview",
    "Decision",
    "FairVerdict",
    "Judgement",
    "PlayedCard",
    "Position",
    "ReviewError",
    "TrickReview",
    "Tried",
    "Verdict",
    "fair_seed",
    "judge_fairly",
    "judge_position",
    "level_of",
    "proven_value",
    "replay_point",
    "replay_session",
    "review_deal",
]
