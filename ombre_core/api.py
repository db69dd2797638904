"""The JSON bridge the browser's worker calls: one pure, stateless ``dispatch`` function.

Protocol. A request is a method name (a key of :data:`METHODS`, declared with its
parameters and reply in ``ombre_core.protocol.PROTOCOL``) and its parameters as JSON
text, a JSON object (an empty text means ``{}``). The reply is JSON text, always one of:

* ``{"ok": true, "result": ...}``;
* ``{"ok": false, "error": {"kind", "code", "message"}}``: ``kind`` is the exception class
  (``NotationError``, ``RuleSetError``, ``ApiError``...), ``code`` a stable key lessons may
  translate, ``message`` one short sentence (at most :data:`MAX_MESSAGE_CHARS` characters;
  an echoed input is cut to an excerpt).

``dispatch`` never raises. Before parsing it refuses a request over
:data:`MAX_REQUEST_CHARS` characters (``too-large``), nested deeper than :data:`MAX_DEPTH`
(``too-deep``), or holding an integer of more than :data:`MAX_INT_DIGITS` digits
(``bad-number``). An exception the engine did not foresee becomes an ``InternalError`` reply
with code ``internal-error`` (the same code the worker uses for its own faults), naming the
exception's type but never showing a traceback.

>>> import json
>>> reply = json.loads(dispatch("ranking.orders", '{"trump": "hearts"}'))
>>> [card["code"] for card in reply["result"]["suits"][0]["cards"]][:4]
['As', '7h', 'Ac', 'Ah']
>>> json.loads(dispatch("nope", "{}"))["error"]["code"]
'unknown-method'
>>> json.loads(dispatch("version", "[" * 5000 + "]" * 5000))["error"]["code"]
'too-deep'
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from itertools import accumulate
from typing import TYPE_CHECKING, Any

from . import __version__
from .cards import Card, Suit
from .errors import ApiError, NotationError, OmbreError, excerpt
from .ranking import card_title, suit_order

if TYPE_CHECKING:  # loaded with the first request: the worker says "ready" sooner without them
    from .protocol import (
        CardInfo,
        DailyDealDict,
        DailyResultDict,
        GameReply,
        HintReply,
        LinkReply,
        ParStepDict,
        PuzzlePick,
        PuzzleViews,
        RankingOrders,
        RatingDict,
        RulesChoicesReply,
        SessionReply,
        Step,
        VersionReply,
    )
    from .rating import Rating
    from .strong_bot import StrongBot

Params = dict[str, Any]
"""A request's parameters, already checked against the method's type in ``PROTOCOL``."""

MAX_REQUEST_CHARS = 256_000
"""The longest parameter text ``dispatch`` parses (a whole session's notation is far shorter)."""
MAX_DEPTH = 64
"""The deepest nesting of arrays and objects in the parameters (real requests use 3 levels)."""
MAX_INT_DIGITS = 30
"""The longest integer in the parameters: seeds, seats and chips fit well inside it."""
MAX_MESSAGE_CHARS = 300
"""The longest error message a reply carries."""


class InternalError(OmbreError):
    """An exception the engine did not foresee, reported as data (a bug to fix, not bad input)."""


def _words(code: str) -> str:
    """A catalogue entry: the catalogue loads with the first request, not with the bridge."""
    from .messages import label

    return label(code)


def _short(message: str) -> str:
    """``message`` cut in the middle to :data:`MAX_MESSAGE_CHARS`, keeping both ends."""
    if len(message) <= MAX_MESSAGE_CHARS:
        return message
    tail = 80
    return f"{message[: MAX_MESSAGE_CHARS - tail - 3]} … {message[-tail:]}"


def _table_rules() -> Sequence[str]:
    from .session import table_rules

    return table_rules()


CHOICES: dict[str, Callable[[], Sequence[str]]] = {"table-rules": _table_rules}
"""The word lists the protocol's ``Choices`` markers name."""


def card_info(card: Card, trump: Suit) -> CardInfo:
    """A card as the page draws it: code, names in both decks, and its title if any."""
    return {
        "code": str(card),
        "french": card.name_in("french"),
        "spanish": card.name_in("spanish"),
        "title": card_title(card, trump),
    }


def ranking_orders(trump: Suit) -> RankingOrders:
    """Every suit's order, highest first, trumps first then the plain suits in deck order.

    >>> [section["suit"] for section in ranking_orders(Suit.CLUBS)["suits"]]
    ['clubs', 'spades', 'hearts', 'diamonds']
    """
    suits = [trump, *(suit for suit in Suit if suit != trump)]
    return {
        "trump": str(trump),
        "suits": [
            {
                "suit": str(suit),
                "is_trump": suit == trump,
                "colour": "red" if suit.is_red else "black",
                "cards": [card_info(card, trump) for card in suit_order(suit, trump=trump)],
            }
            for suit in suits
        ],
    }


def _version(params: Params) -> VersionReply:
    return {"ombre_core": __version__}


def _ranking_orders(params: Params) -> RankingOrders:
    return ranking_orders(Suit.parse(params["trump"]))


def _exercise_args(params: Params) -> tuple[str, int, str]:
    return params["kind"], params["seed"], params.get("rules", "standard")


def _exercise_new(params: Params) -> Any:
    from . import exercises

    kind, seed, rules = _exercise_args(params)
    return exercises.generate(kind, seed, rules).to_dict()


def _exercise_check(params: Params) -> Any:
    from . import exercises

    kind, seed, rules = _exercise_args(params)
    # reveal=false: a wrong first try gets "Try again" and a nudge, not the solution.
    reveal = params.get("reveal", True)
    return exercises.check(kind, seed, rules, params["answer"], reveal=reveal).to_dict()


def _exercise_solution(params: Params) -> Any:
    from . import exercises

    kind, seed, rules = _exercise_args(params)
    return exercises.solution(kind, seed, rules).to_dict()


def _game_state(params: Params) -> Any:
    from .game import GameState

    return GameState.from_notation(params["notation"])


def _game_seat(params: Params) -> int:
    seat: int = params.get("seat", 0)
    return seat


def _seat_at(seat: int, seats: int, *, deal: bool = False) -> int:
    """``seat`` if the table (or the ``deal``) has it: the protocol bounds a seat for any
    table, this for the one the request names."""
    if seat >= seats:
        which = f"of this deal (0 to {seats - 1})" if deal else f"from 0 to {seats - 1}"
        raise ApiError("bad-param", f"parameter 'seat' must be a seat {which}, not {seat}")
    return seat


def _game_reply(state: Any, seat: int, **extra: Any) -> GameReply:
    from .table import player_view

    reply: GameReply = {
        "notation": state.to_notation(),
        "view": player_view(state, _seat_at(seat, state.players, deal=True)),
    }
    return reply | extra  # type: ignore[return-value]


def _game_step(state: Any, action: Any, seat: int, **extra: Any) -> GameReply:
    """Apply ``action`` (an illegal one raises the engine's error) and explain it."""
    from .table import action_label, describe_step

    before = state.clone()
    label = action_label(before, action)
    state.apply(action)
    explanation = describe_step(before, action, state, viewer=seat)
    step: Step = {"seat": before.current_player, "action": str(action), "label": label}
    return _game_reply(state, seat, step=step, explanation=explanation, **extra)


def _game_new(params: Params) -> GameReply:
    """``{rules?, seed, dealer?, pot?, seat?}``: antes and the seeded deal, ready to bid."""
    from .game import GameState, parse_rules

    rules = parse_rules(params.get("rules", "standard"))
    dealer, pot = params.get("dealer", 0), params.get("pot", 0)
    state = GameState.new_deal(rules, dealer, pot, params["seed"])
    return _game_reply(state, _game_seat(params))


def _game_view(params: Params) -> GameReply:
    """``{notation, seat?}``: the state as that seat sees it."""
    return _game_reply(_game_state(params), _game_seat(params))


def _puzzle_views(params: Params) -> PuzzleViews:
    """``{notation, seat, line?}``: the puzzle's position as its player sees it, then after
    each action of ``line``; an illegal action raises the engine's error."""
    from .puzzles import puzzle_views

    state = _game_state(params)
    seat = _seat_at(params["seat"], state.players, deal=True)
    return {"views": puzzle_views(params["notation"], seat, params.get("line", []))}


def _game_apply(params: Params) -> Any:
    """``{notation, action, seat?}``: the new state and the action explained, or the rule."""
    from .actions import parse_action

    state = _game_state(params)
    action = parse_action(params["action"])
    return _game_step(state, action, _game_seat(params))


def _game_hint(params: Params) -> HintReply:
    """``{notation, strong?, layouts?, seed?, seconds?}``: a hint for the player to act, and
    why; ``source`` says whose idea it is. Without ``strong`` the simple bot's (not proven best
    play); with it a strong player's (``ombre_core.hints``), its ``idea`` first in the play,
    within ``seconds`` (``HINT_SECONDS`` by default)."""
    from .hints import HINT_LAYOUTS, HINT_SECONDS, bot_hint, strong_hint

    state = _game_state(params)
    if not state.legal_actions() and state.phase != "exchange":
        raise ApiError("no-action", _words("error.no-action"))
    if not params.get("strong", False):
        return bot_hint(state).to_dict()
    return strong_hint(
        state,
        layouts=params.get("layouts", HINT_LAYOUTS),
        seed=params.get("seed", 0),
        seconds=params.get("seconds", HINT_SECONDS),
    ).to_dict()


def _game_bot(params: Params) -> Any:
    """``{notation, seat?}``: the simple bot plays for the player to act (never ``seat``)."""
    from .bots import hint

    state = _game_state(params)
    seat = _game_seat(params)
    if state.current_player == seat:
        raise ApiError("your-turn", _words("error.your-turn"))
    if not state.legal_actions() and state.phase != "exchange":
        raise ApiError("no-action", _words("error.no-action"))
    action, reason = hint(state)
    return _game_step(state, action, seat, reason=reason)


def _game_solve(params: Params) -> Any:
    """``{notation, seconds?}``: the double-dummy value of each legal action (play phase);
    ``seconds`` (default 2, at most 10) bounds the work, and what is not proven is null."""
    from .solver import solve

    seconds = params.get("seconds", 2)

    state = _game_state(params)
    state.check_solvable()
    return solve(state, seconds=min(float(seconds), 10.0)).to_dict()


# --- session: the table's run of deals (``ombre_core.session.TableSession``) -----------------
# The browser keeps the saved record ``{v, notation, tally, deals, counted}`` and sends it back;
# counting a finished deal, the end of the session and who deals next are decided here.


def _session_record(params: Params) -> Any:
    from .session import TableSession

    return TableSession.from_dict(params["session"])


def _table_seat(params: Params, session: Any) -> int:
    """The learner's seat at the table (``seat``, default 0)."""
    return _seat_at(params.get("seat", 0), session.state.rules.table_seats)


def _session_reply(session: Any, table_seat: int, **extra: Any) -> SessionReply:
    """The saved record, the status, and the deal as the learner at ``table_seat`` sees it:
    the view's seats are the deal's; a learner sitting the deal out sees no hand."""
    from .table import player_view

    seat = session.deal_seat(table_seat)
    reply: SessionReply = {
        "session": session.to_dict(),
        "status": session.status(),
        "notation": session.state.to_notation(),
        "view": player_view(session.state, seat, session.names(), session.one_deal),
    }
    return reply | extra  # type: ignore[return-value]


def _session_new(params: Params) -> SessionReply:
    """``{seed, rules?, seat?, one_deal?}`` or ``{link, seat?, one_deal?}`` (a shared deal,
    ``<seed>[:<rules>[:<first dealer>]]``): a new session's first deal, ready to bid; with
    ``one_deal``, a table of that deal alone (the daily deal)."""
    from .session import DealLink, TableSession

    one_deal = params.get("one_deal", False)
    if "link" in params:
        link = DealLink.parse(params["link"])
        session = TableSession.new(link.rules, link.seed, link.dealer, one_deal)
    else:
        session = TableSession.new(params.get("rules", "standard"), params["seed"], None, one_deal)
    return _session_reply(session, _table_seat(params, session))


def _session_choices(params: Params) -> RulesChoicesReply:
    """``{}``: the rule sets free play offers, in words, with the seats at the table."""
    from .session import rules_choices

    return {"choices": rules_choices()}


def _session_link(params: Params) -> LinkReply:
    """``{link}``: a shared-deal link read and written back in its shortest form."""
    from .session import DealLink

    link = DealLink.parse(params["link"])
    return {"link": str(link), "seed": link.seed, "rules": link.rules, "dealer": link.dealer}


def _session_view(params: Params) -> SessionReply:
    """``{session, seat?}``: a saved session checked through and through, as the seat sees it."""
    session = _session_record(params)
    return _session_reply(session, _table_seat(params, session))


def _session_apply(params: Params) -> SessionReply:
    """``{session, action, seat?}``: the action in the current deal, explained; a deal that
    ends is counted in the tally."""
    from .actions import parse_action
    from .table import action_label, describe_step

    session = _session_record(params)
    table_seat = _table_seat(params, session)
    action = parse_action(params["action"])
    before = session.state
    label = action_label(before, action)
    after = session.apply(action)
    step: Step = {"seat": before.current_player, "action": str(action), "label": label}
    explanation = describe_step(
        before,
        action,
        after.state,
        viewer=session.deal_seat(table_seat),
        seated=session.names(),
        one_deal=session.one_deal,
    )
    return _session_reply(after, table_seat, step=step, explanation=explanation)


def _session_bot(params: Params) -> SessionReply:
    """``{session, seat?, strength?}``: a bot acts for the player to act (never ``seat``): the
    simple bot, or with ``strength`` "strong" the strong bot, seeded from the deal so a replay
    or an undo meets the same cards (within its time bound, ``StrongBot.at_table``); with
    "steady" the strong bot bounded in nodes (``StrongBot.steady``), the same on every machine:
    the daily deal's other players, who play as its par does."""
    from .bots import hint
    from .messages import label

    session = _session_record(params)
    state = session.state
    if state.current_player == session.deal_seat(_table_seat(params, session)):
        raise ApiError("your-turn", _words("error.your-turn"))
    if state.is_terminal():
        raise ApiError("no-action", _words("error.no-action"))
    action, reason = hint(state)
    strength = params.get("strength", "beginner")
    if strength != "beginner":
        strong = _strong_bot(session, steady=strength == "steady").choose(state)
        if strong != action:
            action, reason = strong, label("bot.strong")
    return _session_apply({**params, "action": str(action)}) | {"reason": reason}


def _strong_bot(session: Any, steady: bool = False) -> StrongBot:
    """The table's strong bot for the session's current deal, or with ``steady`` the one
    bounded in nodes (the daily par's): its seed is the deal's."""
    from .strong_bot import StrongBot

    seed = session.seed or 0
    return StrongBot.steady(seed) if steady else StrongBot.at_table(seed)


def _session_undo(params: Params) -> SessionReply:
    """``{session, seat?}``: the seat's last decision taken back, with the bots' replies."""
    from .errors import IllegalActionError

    session = _session_record(params)
    table_seat = _table_seat(params, session)
    seat = session.deal_seat(table_seat)
    if seat is None:
        raise IllegalActionError("nothing-to-undo", _words("error.nothing-to-undo.sitting-out"))
    return _session_reply(session.undo(seat), table_seat)


def _session_next(params: Params) -> SessionReply:
    """``{session, seed, rules?, seat?}``: the next deal, or a new session after the last (or
    when the rules seat another number of players)."""
    session = _session_record(params)
    following = session.next_deal(params["seed"], params.get("rules"))
    return _session_reply(following, _table_seat(params, following))


# --- review: a finished deal judged by the solver (``ombre_core.review``) ---------------------
# One small request per position, so the worker answers other widgets between them.


def _review_deal(params: Params) -> Any:
    """``{notation, seat?}``: the deal's tricks, decisions and the positions to solve."""
    from .review import review_deal

    state = _game_state(params)
    state.check_solvable()
    return review_deal(state, _game_seat(params)).to_dict()


def _review_position(params: Params) -> Any:
    """``{notation, action?, seat?, seconds?, tried?, fair?, layouts?, seed?}``: one position solved
    within ``seconds`` (default 2, at most 10): its value, the value of ``action``, and the
    verdict when ``seat`` took it, and of each action in ``tried`` (the learner's first tries,
    taken back); what is not proven is null. With ``fair`` (or ``layouts``), the fair verdict
    too: ``seat``'s decision over that many layouts of the unseen cards (``FAIR_LAYOUTS`` by
    default; ``seed``: by default the position's), within ``seconds`` more."""
    from .review import DEFAULT_SECONDS, FAIR_LAYOUTS, MAX_SECONDS, judge_position

    seconds = params.get("seconds", DEFAULT_SECONDS)
    return judge_position(
        params["notation"],
        _game_seat(params),
        params.get("action"),
        seconds=min(float(seconds), MAX_SECONDS),
        tried=params.get("tried", []),
        layouts=params.get("layouts", FAIR_LAYOUTS if params.get("fair") else None),
        seed=params.get("seed"),
    ).to_dict()


def _review_retry(params: Params) -> Any:
    """``{notation, action, played, seat?, last?}``: a clear mistake (``played``) tried again
    with ``action``, judged over the fair review's layouts: accepted within a small margin of
    the best bet, else a nudge, or on the ``last`` try the solution."""
    from .review import retry_position

    return retry_position(
        params["notation"],
        _game_seat(params),
        params["action"],
        params["played"],
        last=params.get("last", False),
    ).to_dict()


def _review_replay(params: Params) -> Any:
    """``{session, trick, seat?}``: the session taken back to the seat's first decision in
    that trick of its current deal, to play it again."""
    from .review import replay_session

    session = _session_record(params)
    table_seat = _table_seat(params, session)
    seat = session.deal_seat(table_seat)
    if seat is None:
        raise ApiError("sitting-out", _words("error.sitting-out"))
    return _session_reply(replay_session(session, params["trick"], seat), table_seat)


# --- the learner's rating (``ombre_core.rating``) and the daily deal (``ombre_core.daily``) ---
# The page keeps the rating with progress and sends it back; the engine keeps nothing.


def _player(params: Params) -> Rating:
    """The learner's rating sent as ``player``, or a new learner's."""
    from .rating import DEFAULT_SETTINGS, Rating

    if "player" not in params:
        return DEFAULT_SETTINGS.initial()
    return Rating.from_dict(params["player"])


def _rating_initial(params: Params) -> RatingDict:
    """``{}``: a new learner's rating."""
    from .rating import DEFAULT_SETTINGS

    return DEFAULT_SETTINGS.initial().to_dict()


def _rating_update(params: Params) -> RatingDict:
    """``{player?, games}``: the learner's rating after a rating period of ``games``."""
    from .rating import Game, update

    games = [Game(game["rating"], game["rd"], game["score"]) for game in params["games"]]
    return update(_player(params), games).to_dict()


def _daily_deal(params: Params) -> DailyDealDict:
    """``{date, rules?, today?}``: the day's deal, the same for everyone; with ``today``, only
    a day that can be played (from the first daily deal to today)."""
    from .daily import daily_deal, playable_day

    day = params["date"]
    if "today" in params:
        day = playable_day(day, params["today"])
    return daily_deal(day, params.get("rules", "standard")).to_dict()


def _daily_par(params: Params) -> ParStepDict:
    """``{date, rules?, notation?}``: the par deal one step on (one card weighed at most)."""
    from .daily import par_step

    return par_step(
        params["date"], params.get("rules", "standard"), params.get("notation")
    ).to_dict()


def _daily_result(params: Params) -> DailyResultDict:
    """``{date, rules?, notation, par, hinted?}``: the learner's result beside the par."""
    from .daily import daily_result

    return daily_result(
        params["date"],
        params.get("rules", "standard"),
        params["notation"],
        params["par"],
        params.get("hinted", False),
    ).to_dict()


def _daily_pick(params: Params) -> PuzzlePick:
    """``{puzzles, seed, player?, previous?}``: a puzzle near the learner's rating, seeded,
    never the one just played."""
    from .daily import PuzzleEntry, pick_puzzle
    from .rating import expected_score

    puzzles = [
        PuzzleEntry(entry["id"], entry["rating"], entry["rd"]) for entry in params["puzzles"]
    ]
    player = _player(params)
    picked = pick_puzzle(puzzles, player, params["seed"], params.get("previous"))
    return {"id": picked.id, "expected": expected_score(player.rating, picked.rating, picked.rd)}


METHODS: dict[str, Callable[[Params], Any]] = {
    "version": _version,
    "ranking.orders": _ranking_orders,
    "exercise.new": _exercise_new,
    "exercise.check": _exercise_check,
    "exercise.solution": _exercise_solution,
    "game.new": _game_new,
    "game.view": _game_view,
    "puzzle.views": _puzzle_views,
    "game.apply": _game_apply,
    "game.hint": _game_hint,
    "game.bot": _game_bot,
    "game.solve": _game_solve,
    "session.new": _session_new,
    "session.view": _session_view,
    "session.apply": _session_apply,
    "session.bot": _session_bot,
    "session.undo": _session_undo,
    "session.next": _session_next,
    "session.link": _session_link,
    "session.rules": _session_choices,
    "review.deal": _review_deal,
    "review.position": _review_position,
    "review.retry": _review_retry,
    "review.replay": _review_replay,
    "rating.initial": _rating_initial,
    "rating.update": _rating_update,
    "daily.deal": _daily_deal,
    "daily.pick": _daily_pick,
    "daily.par": _daily_par,
    "daily.result": _daily_result,
}
"""Each method's handler; its parameters and reply are declared in ``protocol.PROTOCOL``."""


def call(method: str, params: Params) -> Any:
    """Run one method on already-decoded parameters, checked against the method's declared
    type first; raises :class:`OmbreError` subclasses."""
    from .checker import check_params
    from .protocol import PROTOCOL

    handler = METHODS.get(method)
    if handler is None:
        raise ApiError(
            "unknown-method",
            f"there is no method {excerpt(method, 40)}: choose one of {', '.join(METHODS)}",
        )
    return handler(check_params(PROTOCOL[method].params, params, CHOICES))


_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


_BRACKET_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def _nesting_depth(text: str) -> int:
    """The deepest nesting of ``[``/``{`` in JSON ``text``, brackets inside strings ignored.

    >>> _nesting_depth('{"a": [[1], "]]]["], "b": {}}')
    3
    """
    brackets = _NOT_BRACKET.sub("", _JSON_STRING.sub('""', text))
    if not brackets:
        return 0
    return max(accumulate(map(_BRACKET_STEP.__getitem__, brackets)))


def _bounded_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_INT_DIGITS:
        raise ApiError(
            "bad-number",
            f"an integer of {len(digits.lstrip('-'))} digits is too long: "
            f"at most {MAX_INT_DIGITS} digits",
        )
    return int(digits)


def _no_constant(name: str) -> Any:
    raise ApiError("bad-json", f"parameters are not valid JSON: {name} is not a JSON number")


def parse_params(params_json: Any) -> Params:
    """The request's parameters, decoded within the bounds; raises :class:`OmbreError`.

    >>> parse_params('{"seed": 7}')
    {'seed': 7}
    >>> parse_params('{"seed": ' + "9" * 5000 + "}")
    Traceback (most recent call last):
    ...
    ombre_core.errors.ApiError: an integer of 5000 digits is too long: at most 30 digits
    """
    if not params_json:
        return {}
    if not isinstance(params_json, str):
        raise ApiError(
            "bad-params", f"parameters must be JSON text, not {type(params_json).__name__}"
        )
    if len(params_json) > MAX_REQUEST_CHARS:
        raise ApiError(
            "too-large",
            f"the request has {len(params_json):,} characters: at most {MAX_REQUEST_CHARS:,}",
        )
    depth = _nesting_depth(params_json)
    if depth > MAX_DEPTH:
        raise ApiError(
            "too-deep", f"the request is nested {depth:,} levels deep: at most {MAX_DEPTH}"
        )
    try:
        params = json.loads(params_json, parse_int=_bounded_int, parse_constant=_no_constant)
    except json.JSONDecodeError as error:
        raise NotationError(
            "bad-json", f"parameters are not valid JSON: {error.msg} at character {error.pos}"
        ) from None
    if not isinstance(params, dict):
        raise ApiError(
            "bad-params", f"parameters must be a JSON object, not {excerpt(params_json, 40)}"
        )
    return params


def dispatch(method: str, params_json: str, language: str = "en") -> str:
    """Decode the parameters, run the method with its sentences worded in ``language`` (one of
    ``messages.LANGUAGES``, the page's ``lang``), and encode the reply; never raises.

    >>> dispatch("ranking.orders", '{"trump": "mauve"}')[:60]
    '{"ok": false, "error": {"kind": "NotationError", "code": "ba'
    >>> json.loads(dispatch("version", "{}", "tlh"))["error"]["code"]
    'bad-language'
    """
    from .messages import LANGUAGES, use_language  # the catalogue loads with the first request

    try:
        if not isinstance(method, str):
            raise ApiError("bad-method", f"the method must be a name, not {excerpt(method, 40)}")
        if language not in LANGUAGES:
            raise ApiError(
                "bad-language",
                f"there is no language {excerpt(language, 12)}: choose one of "
                f"{', '.join(LANGUAGES)}",
            )
        with use_language(language):
            result = call(method, parse_params(params_json))
        reply: dict[str, Any] = {"ok": True, "result": result}
        return _encode(reply)
    except OmbreError as error:
        failure = error
    except Exception as error:  # the safety net: a bug in the engine, reported as data
        failure = InternalError(
            "internal-error",
            f"the engine failed on this request ({type(error).__name__}); "
            "this is a bug in the engine, not in your request",
        )
    return _encode(
        {"ok": False, "error": {**failure.to_dict(), "message": _short(failure.message)}}
    )


def _encode(reply: dict[str, Any]) -> str:
    try:
        text = json.dumps(reply, ensure_ascii=False)
        text.encode("utf-8")  # a lone surrogate cannot cross into JavaScript as UTF-8
    except UnicodeEncodeError:
        text = json.dumps(reply)
    return text
