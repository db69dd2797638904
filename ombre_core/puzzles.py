"""Puzzles: a decision of the card play where one action (or one set of equivalent cards) is
clearly best, on what the player can see and on the actual layout, and every other is clearly
worse.

:func:`judge_decision` checks a position against both analyses:

- single dummy (:func:`ombre_core.single_dummy.analyse`, over the layouts of the unseen
  cards): the answer is the best action and the cards touching it (no card the player cannot
  place lies between them) with the same chips on every layout: one set of equivalent cards.
  Every other action loses at least :data:`CHIP_MARGIN` chips on average against it, and by
  more than twice the paired standard error (the fair verdict's "mistake"); another action as
  good is a second answer, and the decision is no puzzle;
- double dummy (:func:`ombre_core.solver.solve`, the actual cards): every answer reaches the
  best outcome level there is, and every other action a strictly worse level
  (:data:`ombre_core.outcomes.LEVELS`: the margin in outcome level is one level at least).
  This one solve is checked first: it turns most decisions down before the analysis over the
  layouts, which takes twenty solves.

Every solve is bounded in nodes (:data:`SOLVE_NODES`), not seconds, so the same seeds give the
same puzzles on any machine.

A kept decision becomes a :class:`Puzzle`: the position (its notation and the seat that
decides), the answer, the reason (the idea of :func:`ombre_core.ideas.classify`, the chips it
keeps and the level it reaches), each wrong answer's refutation (the solver's best line after
it on the actual cards, in words, and its loss in chips), the themes (:func:`themes_of`,
computed from the ideas and the position) and a difficulty (:func:`difficulty_of`).
``to_dict`` and :meth:`Puzzle.from_dict` round-trip; :func:`retell` words a stored puzzle
again without solving.

>>> from ombre_core.game import GameState
>>> state = GameState.from_position(
...     "standard", "position entrada hearts ombre 0 leader 1 won 4 2 0 "
...     "hands 4h 5d 4c / Qs 7h As / Js 3h Qc")
>>> found = judge_decision(state, layouts=8)
>>> found.kept, found.puzzle is not None and found.puzzle.answer
(True, ('play As', 'play 7h'))
>>> found.puzzle.themes, found.puzzle.level
(('drawing-trumps', 'last-tricks'), 'codille')
>>> print(found.puzzle.refutations[0].words)
If you play Q♠: Anna plays J♠, Bo plays 4♥ and leads 5♦, you play A♠ Spadille, Anna plays \
3♥, and with best play the sacada follows.
>>> Puzzle.from_dict(found.puzzle.to_dict()) == found.puzzle
True
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from .actions import Discard, PlayCard, parse_action
from .bots import SimpleBot
from .cards import Card, Hand, Rank, card_list
from .discards import DiscardError, discard_plans, judge_discard
from .errors import OmbreError
from .game import GameState
from .ideas import Idea, classify
from .knowledge import Knowledge
from .messages import label, listing, seat_names
from .outcomes import LEVELS, level_label
from .protocol import PlayerView
from .ranking import card_title, is_matador, power, suit_cards, suit_in_play, trumps_mask
from .rules import PRESETS
from .single_dummy import SingleDummy, SingleDummyError, analyse
from .solver import Analysis, solve
from .strategy import symbols
from .table import player_view
from .tricks import trick_winner

__all__ = [
    "CHIP_MARGIN",
    "THEMES",
    "Judgement",
    "Puzzle",
    "PuzzleError",
    "Refutation",
    "difficulty_of",
    "exchange_idea",
    "judge_decision",
    "judge_exchange",
    "puzzle_names",
    "puzzle_views",
    "refutation_words",
    "retell",
    "themes_of",
]

CHIP_MARGIN = 1.0
"""The least average loss, in chips for the player's side, of every wrong answer against the
answer over the layouts the player could face (and beyond twice its standard error)."""

SOLVE_NODES = 400_000
"""Each solve's node budget: a budget in nodes, not seconds, so a re-mine on a slower or busier
machine finds the same puzzles."""

THEMES = (
    "drawing-trumps",
    "keeping-a-matador-back",
    "matador-privilege",
    "stop-or-vole",
    "ducking",
    "taking-the-trick",
    "trumping-in-or-discarding",
    "defending-together",
    "last-tricks",
    "cashing-winners",
    "long-suit",
    "keeping-a-guard",
    "the-exchange",
)
"""Every theme :func:`themes_of` can tag (each has ``puzzle.theme.CODE`` words in the
catalogue)."""

PLAUSIBLE_LOSS = 3.0
"""A wrong answer that loses less than this, in chips on average, is a plausible one: it makes
the puzzle harder."""

LAST_TRICKS = 3
"""A decision with this many cards or fewer in hand is a "last tricks" puzzle (count to five)."""


EXCHANGE_OPTIONS = 4
"""An exchange puzzle offers its answer and up to this many discards in all: the wrong ones the
nearest to it (the simple bot's first)."""


class PuzzleError(OmbreError, ValueError):
    """A puzzle asked where there is none (not a play decision, a bad data form)."""


@dataclass(frozen=True)
class Refutation:
    """A wrong ``action``, the solver's best ``line`` after it on the actual cards (each a
    ``(seat, action)`` pair, up to the end of the next trick), the outcome ``level`` it leads
    to, the ``words`` that tell it to the player, and the chips it ``loss``es on average
    against the answer over the layouts the player could face."""

    action: str
    line: tuple[tuple[int, str], ...]
    level: str
    words: str
    loss: float

    def to_dict(self) -> dict[str, Any]:
        return {
            "action": self.action,
            "line": [[seat, action] for seat, action in self.line],
            "level": self.level,
            "words": self.words,
            "loss": self.loss,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Refutation:
        line = tuple((int(seat), str(action)) for seat, action in data["line"])
        return cls(
            str(data["action"]), line, str(data["level"]), str(data["words"]), float(data["loss"])
        )


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: ``notation`` (the deal up to the decision) where ``seat`` decides; the
    ``answer`` (one action, or equivalent cards); the ``reason``; the ``refutations`` of
    every wrong answer; ``themes``; ``difficulty`` (1 easy to 5 hard); ``level`` the answer
    reaches on the actual cards; ``chips`` the answer's expected chips and ``margin`` the
    least loss of a wrong answer; ``source`` where the miner found it."""

    id: str
    preset: str
    notation: str
    seat: int
    answer: tuple[str, ...]
    reason: str
    refutations: tuple[Refutation, ...]
    themes: tuple[str, ...]
    difficulty: int
    level: str
    chips: float
    margin: float
    source: str

    def state(self) -> GameState:
        """The position of the decision."""
        return GameState.from_notation(self.notation)

    def view(self) -> PlayerView:
        """The position as the player sees it (:func:`ombre_core.table.player_view`): the own
        hand, the others' card counts, the trick, the tricks won, the actions open.

        >>> state = GameState.from_position(
        ...     "standard", "position entrada hearts ombre 0 leader 1 won 4 2 0 "
        ...     "hands 4h 5d 4c / Qs 7h As / Js 3h Qc")
        >>> puzzle = judge_decision(state, layouts=8).puzzle
        >>> view = puzzle.view() if puzzle else {}
        >>> view["seat"], view["hand"], view["to_act"], view["names"]
        (1, ['As', '7h', 'Qs'], True, ['Bo', 'You', 'Anna'])
        """
        return player_view(self.state(), self.seat, puzzle_names(self.seat))

    def hint(self) -> str:
        """The first step of the hint: the idea of the answer, naming no card.

        >>> state = GameState.from_position(
        ...     "standard", "position entrada hearts ombre 0 leader 1 won 4 2 0 "
        ...     "hands 4h 5d 4c / Qs 7h As / Js 3h Qc")
        >>> puzzle = judge_decision(state, layouts=8).puzzle
        >>> puzzle.hint() if puzzle else "", puzzle.hint_code() if puzzle else ""
        ('Think about the trumps still out against you', 'puzzle.hint.draw-trumps')
        """
        return label(self.hint_code())

    def hint_code(self) -> str:
        """The catalogue code of :meth:`hint` (see its example), the same in every language."""
        state = self.state()
        if self.kind == "exchange":
            wrong = [item.action for item in self.refutations]
            return f"puzzle.hint.exchange.{exchange_idea(state, self.answer[0], wrong)[0]}"
        return f"puzzle.hint.{classify(state, self.answer[0]).code}"

    @property
    def kind(self) -> str:
        """``"exchange"`` for the ombre's discard, ``"play"`` for a decision of the play."""
        return "exchange" if isinstance(parse_action(self.answer[0]), Discard) else "play"

    def options(self) -> tuple[str, ...]:
        """The actions an exchange puzzle offers (the answer and the wrong discards), in the
        order of :func:`ombre_core.discards.discard_plans`: fewest cards first; a play puzzle
        offers every legal action."""
        if self.kind == "play":
            return tuple(str(action) for action in self.state().legal_actions())
        offered = {*self.answer, *(item.action for item in self.refutations)}
        plans = [str(plan) for plan in discard_plans(self.state())]
        return tuple(sorted(offered, key=plans.index))

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "preset": self.preset,
            "notation": self.notation,
            "seat": self.seat,
            "answer": list(self.answer),
            "reason": self.reason,
            "refutations": [item.to_dict() for item in self.refutations],
            "themes": list(self.themes),
            "difficulty": self.difficulty,
            "level": self.level,
            "chips": self.chips,
            "margin": self.margin,
            "source": self.source,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Puzzle:
        try:
            return cls(
                id=str(data["id"]),
                preset=str(data["preset"]),
                notation=str(data["notation"]),
                seat=int(data["seat"]),
                answer=tuple(str(item) for item in data["answer"]),
                reason=str(data["reason"]),
                refutations=tuple(Refutation.from_dict(item) for item in data["refutations"]),
                themes=tuple(str(item) for item in data["themes"]),
                difficulty=int(data["difficulty"]),
                level=str(data["level"]),
                chips=float(data["chips"]),
                margin=float(data["margin"]),
                source=str(data["source"]),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise PuzzleError(
                "bad-puzzle", label("error.bad-puzzle.data", why=str(error))
            ) from error


@dataclass(frozen=True)
class Judgement:
    """Whether a decision is ``kept`` as a puzzle, the ``puzzle`` when it is, else the
    ``why`` not (a developer's reason, for the miner's counts)."""

    kept: bool
    puzzle: Puzzle | None
    why: str


def _rank(level: str, ombre: bool) -> int:
    return LEVELS[level] if ombre else -LEVELS[level]


def _named(card: Card, state: GameState) -> str:
    title = card_title(card, state.trump)
    return label("card.titled", card=card.symbol(), title=title) if title else card.symbol()


def _step(state: GameState, action: str, who: str | None, you: bool = False) -> str:
    """``action`` said of ``who``: "Bo plays 2♥ Manille", "you stop" (``you``), or with no
    ``who`` the learner's own verb: "play K♥"."""
    parsed = parse_action(action)
    kind = "play" if isinstance(parsed, PlayCard) else action.replace(" ", "-")
    params = {"card": _named(parsed.card, state)} if isinstance(parsed, PlayCard) else {}
    if who is None:
        return label(f"puzzle.action.{kind}", **params)
    if you:
        return label(f"puzzle.line.{kind}/you", **params)
    return label(f"puzzle.line.{kind}", who=who, **params)


def _level_words(level: str, article: str) -> str:
    """ "a codille" (``article`` "") or "the codille" (``article`` "the.")."""
    return label(f"level.{article}{level.replace(' ', '-')}", tricks=5)


def puzzle_names(seat: int) -> tuple[str, ...]:
    """The seats' names as the puzzle's player at ``seat`` sees the table: "You", then Anna
    and Bo in the order of play.

    >>> puzzle_names(0), puzzle_names(2)
    (('You', 'Anna', 'Bo'), ('Anna', 'Bo', 'You'))
    """
    table = seat_names(3)
    return tuple(table[(other - seat) % 3] for other in range(3))


def puzzle_views(notation: str, seat: int, line: Sequence[str] = ()) -> list[PlayerView]:
    """The position of ``notation`` as the player at ``seat`` sees it, then after each action
    of ``line`` (a refutation played out), every seat named by :func:`puzzle_names`.

    >>> state = GameState.from_position(
    ...     "standard", "position entrada hearts ombre 0 leader 1 won 4 2 0 "
    ...     "hands 4h 5d 4c / Qs 7h As / Js 3h Qc")
    >>> views = puzzle_views(state.to_notation(), 1, ["play Qs", "play Js"])
    >>> [view["trick"] for view in views]
    [[], [{'seat': 1, 'card': 'Qs'}], [{'seat': 1, 'card': 'Qs'}, {'seat': 2, 'card': 'Js'}]]
    >>> puzzle_views(state.to_notation(), 1, ["play Kd"])
    Traceback (most recent call last):
    ...
    ombre_core.errors.IllegalActionError: you do not hold K♦
    """
    state = GameState.from_notation(notation)
    names = puzzle_names(seat)
    views = [player_view(state, seat, names)]
    for action in line:
        state.apply(action)
        views.append(player_view(state, seat, names))
    return views


def _best_line(state: GameState, until: int) -> tuple[tuple[int, str], ...]:
    """The solver's best play from ``state`` until ``until`` tricks are complete (the first of
    the best actions at each step)."""
    line: list[tuple[int, str]] = []
    while state.phase == "play" and len(state.tricks) < until:
        best = solve(state, seconds=None, nodes=SOLVE_NODES).best()
        if not best:
            break
        seat = state.current_player
        line.append((seat, best[0].action))
        state.apply(best[0].action)
    return tuple(line)


def _refutation(state: GameState, action: str, level: str, loss: float) -> Refutation:
    after = state.clone()
    after.apply(action)
    line = _best_line(after, len(state.tricks) + 2)
    words = refutation_words(state, action, line, level)
    return Refutation(action, line, level, words, round(loss, 2))


def refutation_words(
    state: GameState, action: str, line: tuple[tuple[int, str], ...], level: str
) -> str:
    """The words of a refutation: the wrong ``action`` in ``state``, then the ``line`` (a
    card that opens a trick is led), then the outcome ``level`` it comes to.

    >>> state = GameState.from_position(
    ...     "standard", "position entrada hearts ombre 0 leader 1 won 4 2 0 "
    ...     "hands 4h 5d 4c / Qs 7h As / Js 3h Qc")
    >>> refutation_words(state, "play Qs", ((2, "play Js"), (0, "play 4h"), (0, "play 5d")),
    ...     "sacada")
    'If you play Q♠: Anna plays J♠, Bo plays 4♥ and leads 5♦, and with best play the sacada \
follows.'
    """
    names = puzzle_names(state.current_player)
    after = state.clone()
    after.apply(action)
    mine = _step(state, action, None)
    steps: list[str] = []
    last = state.current_player
    for seat, played in line:
        you = seat == state.current_player
        parsed = parse_action(played)
        if not after.trick and isinstance(parsed, PlayCard):
            card = _named(parsed.card, after)
            if seat == last and not steps:
                mine = label("puzzle.action.and-lead", action=mine, card=card)
            elif seat == last:
                code = "puzzle.line.and-leads/you" if you else "puzzle.line.and-leads"
                steps[-1] = label(code, step=steps[-1], card=card)
            else:
                code = "puzzle.line.lead/you" if you else "puzzle.line.lead"
                steps.append(label(code, who=names[seat], card=card))
        else:
            steps.append(_step(after, played, names[seat], you))
        last = seat
        after.apply(played)
    outcome = _level_words(level, "the.")
    if not steps:
        return label("puzzle.refutation.short", action=mine, outcome=outcome)
    return label("puzzle.refutation", action=mine, line=listing(steps), outcome=outcome)


def themes_of(state: GameState, answer: tuple[str, ...], wrong: tuple[str, ...]) -> tuple[str, ...]:
    """The themes of a decision in ``state`` whose ``answer`` beats the ``wrong`` actions,
    computed from the answer's idea (:func:`ombre_core.ideas.classify`) and the position, in
    :data:`THEMES` order.

    >>> state = GameState.from_position(
    ...     "standard", "position entrada hearts ombre 0 leader 0 won 6 0 0 "
    ...     "hands As 2h 4c / 7h Kc Qd / Ac Jd 3s")
    >>> themes_of(state, ("play As",), ("play 2h", "play 4c"))
    ('drawing-trumps', 'last-tricks')
    """
    ideas = [classify(state, action) for action in answer]
    codes = {idea.code for idea in ideas}
    found: set[str] = set()
    knowledge = Knowledge.of(state)
    trump = state.trump
    assert trump is not None
    legal = {str(action) for action in state.legal_actions()}
    if "draw-trumps" in codes:
        found.add("drawing-trumps")
    if "keep-matador" in codes:
        found.add("matador-privilege")
    cards = [parse_action(action) for action in answer]
    others = [parse_action(action) for action in wrong]
    if any(isinstance(item, PlayCard) and is_matador(item.card, trump) for item in others) and all(
        isinstance(item, PlayCard) and not is_matador(item.card, trump) for item in cards
    ):
        found.add("keeping-a-matador-back")
    if legal & {"stop", "announce vole"}:
        found.add("stop-or-vole")
    if "duck" in codes:
        found.add("ducking")
    if "win" in codes:
        found.add("taking-the-trick")
    if knowledge.trick:
        lead = knowledge.trick[0]
        trumps = trumps_mask(trump)
        void = not knowledge.hand & suit_cards(suit_in_play(lead, trump), trump)
        if void and not trumps >> lead & 1:
            found.add("trumping-in-or-discarding")
        if state.current_player != state.ombre and _partner_played(state):
            found.add("defending-together")
    if "cash" in codes:
        found.add("cashing-winners")
    if "long-suit" in codes:
        found.add("long-suit")
    if "keep-guard" in codes:
        found.add("keeping-a-guard")
    if knowledge.hand.bit_count() <= LAST_TRICKS:
        found.add("last-tricks")
    return tuple(theme for theme in THEMES if theme in found)


def _partner_played(state: GameState) -> bool:
    """Whether the other defender has already played to the current trick."""
    players = state.players
    return any((state.leader + index) % players != state.ombre for index in range(len(state.trick)))


def difficulty_of(state: GameState, answer: tuple[str, ...], wrong: tuple[Refutation, ...]) -> int:
    """A difficulty from 1 to 5, from what makes the decision hard: one point to start, and
    one each for a plausible wrong answer (losing less than :data:`PLAUSIBLE_LOSS` chips), for
    three wrong answers or more, for a decision the simple bot gets wrong, and for either five
    cards or more in hand or an answer that gives up the trick some wrong answer would take.

    >>> state = GameState.from_position(
    ...     "standard", "position entrada hearts ombre 0 leader 1 won 4 2 0 "
    ...     "hands 4h 5d 4c / Qs 7h As / Js 3h Qc")
    >>> far = Refutation("play Qs", (), "sacada", "", 8.0)
    >>> difficulty_of(state, ("play As", "play 7h"), (far,))  # the simple bot leads Q♠
    2
    >>> difficulty_of(state, ("play As", "play 7h"), (replace(far, loss=2.0),))
    3
    """
    trump = state.trump
    assert trump is not None
    close = any(item.loss < PLAUSIBLE_LOSS for item in wrong)
    many = len(wrong) >= 3
    misled = str(SimpleBot().choose(state.clone())) not in answer
    position = len(state.trick)

    def takes(action: str) -> bool:
        played = parse_action(action)
        if not isinstance(played, PlayCard) or not state.trick:
            return False
        return trick_winner([*state.trick, played.card], trump) == position

    gives_up = not any(takes(action) for action in answer) and any(
        takes(item.action) for item in wrong
    )
    long = state.hands[state.current_player].bit_count() >= 5
    return 1 + close + many + misled + (gives_up or long)


def _touching(knowledge: Knowledge, first: Card, second: Card) -> bool:
    """Whether two cards of the player's are equivalent as far as the player can see: of one
    suit in play, with no card between them that the player cannot place out of play."""
    trump = knowledge.trump
    suit = suit_in_play(first, trump)
    if suit_in_play(second, trump) != suit:
        return False
    low, high = sorted((power(first, trump), power(second, trump)))
    return not any(
        low < power(card, trump) < high
        for card in card_list(knowledge.unseen & suit_cards(suit, trump))
    )


def _equivalent(state: GameState, analysis: SingleDummy, best: str) -> tuple[str, ...]:
    """The best action and the cards equivalent to it (touching cards with the same chips on
    every layout): one answer. Any other action, however good, is a second answer."""
    chips = analysis.estimate(best).chips
    chosen = parse_action(best)
    if not isinstance(chosen, PlayCard):
        return (best,)
    knowledge = Knowledge.of(state)
    found = []
    for item in analysis.actions:
        other = parse_action(item.action)
        if not isinstance(other, PlayCard) or item.chips != chips:
            continue
        if _touching(knowledge, chosen.card, other.card):
            found.append(item.action)
    return tuple(found)


def _thrown(action: str) -> Hand:
    parsed = parse_action(action)
    if not isinstance(parsed, Discard):
        raise PuzzleError("not-a-discard", label("error.not-a-discard", action=repr(action)))
    return parsed.cards


def exchange_idea(state: GameState, answer: str, wrong: Sequence[str]) -> tuple[str, Card | None]:
    """The idea of the ombre's ``answer`` (a discard) against the ``wrong`` ones, naming a
    card when it has one, the first that holds: ``keep-king`` (it keeps a side king a wrong
    discard throws), ``void`` (it empties a side suit a wrong discard keeps some of),
    ``throw-more`` (it throws more cards than every wrong one), else ``keep``.

    >>> state = GameState.from_notation(
    ...     "standard | dealer 0 | pot 0 | deal As 3s 6h Jh Kh Kd Ac 2c 5c / 4s 5s 6d 7d Qd 6c "
    ...     "7c Jc Qc / 2s 7s Qs 2h 3h Ad 2d 3d 4c / 4h Jd 3c 4d 7h 5d 6s Ah Js Ks Qh Kc 5h; "
    ...     "bid entrada; pass; bid vuelta; pass")
    >>> exchange_idea(state, "discard 3s 2c 5c", ["discard 3s 2c", "discard 3s Kd 2c 5c"])
    ('keep-king', Card.DK)
    >>> exchange_idea(state, "discard 3s 2c 5c", ["discard 3s 2c"])
    ('void', None)
    >>> exchange_idea(state, "discard 3s 2c", ["discard 3s"])
    ('throw-more', None)
    """
    trump = state.trump
    assert trump is not None
    hand = state.hands[state.current_player] & ~trumps_mask(trump)
    thrown = _thrown(answer)
    others = [_thrown(action) for action in wrong]
    for card in card_list(hand & ~thrown):
        if card.rank == Rank.KING and any(other >> card & 1 for other in others):
            return "keep-king", card
    for suit in sorted({card.suit for card in card_list(hand)}):
        cards = hand & suit_cards(suit, trump)
        if not cards & ~thrown and any(cards & ~other for other in others):
            return "void", None
    if all(thrown.bit_count() > other.bit_count() for other in others):
        return "throw-more", None
    return "keep", None


def _discard_words(action: str) -> str:
    thrown = _thrown(action)
    if not thrown:
        return label("puzzle.action.keep")
    return label("puzzle.action.discard", cards=symbols(card_list(thrown)))


def exchange_refutation_words(state: GameState, action: str, level: str) -> str:
    """The words of a wrong discard: what the ombre draws after it, then the outcome ``level``
    it comes to with best play.

    >>> state = GameState.from_notation(
    ...     "standard | dealer 0 | pot 0 | deal As 3s 6h Jh Kh Kd Ac 2c 5c / 4s 5s 6d 7d Qd 6c "
    ...     "7c Jc Qc / 2s 7s Qs 2h 3h Ad 2d 3d 4c / 4h Jd 3c 4d 7h 5d 6s Ah Js Ks Qh Kc 5h; "
    ...     "bid entrada; pass; bid vuelta; pass")
    >>> exchange_refutation_words(state, "discard Kd 2c", "codille")
    'If you discard K♦ 2♣, you draw 4♥ J♦, and with best play the codille follows.'
    >>> exchange_refutation_words(state, "discard none", "codille")
    'If you keep all your cards, with best play the codille follows.'
    """
    seat = state.current_player
    after = state.clone()
    after.apply(action)
    drawn = after.hands[seat] & ~state.hands[seat]
    outcome = _level_words(level, "the.")
    words = _discard_words(action)
    if not drawn:
        return label("puzzle.refutation.short", action=words, outcome=outcome)
    cards = symbols(card_list(drawn))
    return label("puzzle.refutation.exchange", action=words, cards=cards, outcome=outcome)


def _exchange_reason(
    state: GameState, answer: str, wrong: Sequence[str], chips: float, level: str
) -> str:
    code, card = exchange_idea(state, answer, wrong)
    params = {"card": _named(card, state)} if card is not None else {}
    return label(
        "puzzle.reason.exchange",
        idea=label(f"puzzle.exchange.{code}", **params),
        chips=f"{chips:+.1f}",
        outcome=_level_words(level, ""),
    )


def exchange_difficulty(state: GameState, answer: str, wrong: tuple[Refutation, ...]) -> int:
    """A difficulty from 1 to 5 for an exchange puzzle: one point to start, and one each for a
    plausible wrong discard (losing less than :data:`PLAUSIBLE_LOSS` chips), for three wrong
    discards, for an answer the simple bot does not choose, and for an answer throwing another
    number of cards than the simple bot's."""
    simple = SimpleBot().choose(state.clone())
    assert isinstance(simple, Discard)
    close = any(item.loss < PLAUSIBLE_LOSS for item in wrong)
    many = len(wrong) >= 3
    misled = str(simple) != answer
    count = simple.cards.bit_count() != _thrown(answer).bit_count()
    return 1 + close + many + misled + count


def judge_exchange(
    state: GameState,
    *,
    layouts: int = 24,
    seed: int = 0,
    margin: float = CHIP_MARGIN,
    source: str = "",
) -> Judgement:
    """Whether the ombre's discard in ``state`` is an exchange puzzle: the plans of
    :func:`ombre_core.discards.discard_plans` judged over ``layouts`` deals
    (:func:`ombre_core.discards.judge_discard`); the answer is the best plan, and it reaches the
    best outcome level of any plan on the actual cards; the wrong discards offered beside it
    (at least two, at most :data:`EXCHANGE_OPTIONS` options in all, the simple bot's first,
    then the nearest) each lose at least ``margin`` chips beyond twice the error, and reach a
    worse level on the actual cards. Plans as good as the answer are not offered: the puzzle
    asks which of its options is best."""
    try:
        judged = judge_discard(state, layouts=layouts, seed=seed)
    except DiscardError as error:
        if error.code == "unsolved":
            return Judgement(False, None, "unsolved")
        raise PuzzleError("not-an-exchange", error.message) from error
    levels = {plan: level for plan, level in judged.actual.items() if level is not None}
    if len(levels) != len(judged.plans):
        return Judgement(False, None, "unsolved")
    top = max(LEVELS[level] for level in levels.values())
    best = judged.best
    if LEVELS[levels[best]] != top:
        return Judgement(False, None, "answer-not-best-double-dummy")
    simple = str(SimpleBot().choose(state.clone()))
    wrong = [
        plan
        for plan in judged.plans
        if plan != best
        and judged.clearly_worse(plan, margin)
        and judged.loss[plan] >= margin
        and LEVELS[levels[plan]] < top
    ]
    wrong.sort(key=lambda plan: (plan != simple, judged.loss[plan]))
    wrong = wrong[: EXCHANGE_OPTIONS - 1]
    if len(wrong) < 2:
        return Judgement(False, None, "too-few-options")
    refutations = tuple(
        Refutation(
            plan,
            (),
            levels[plan],
            exchange_refutation_words(state, plan, levels[plan]),
            round(judged.loss[plan], 2),
        )
        for plan in wrong
    )
    chips = round(judged.mean(best), 2)
    notation = state.to_notation()
    puzzle = Puzzle(
        id=_decision_id(notation),
        preset=_preset(state),
        notation=notation,
        seat=state.current_player,
        answer=(best,),
        reason=_exchange_reason(state, best, wrong, chips, levels[best]),
        refutations=refutations,
        themes=("the-exchange",),
        difficulty=exchange_difficulty(state, best, refutations),
        level=levels[best],
        chips=chips,
        margin=round(min(item.loss for item in refutations), 2),
        source=source,
    )
    return Judgement(True, puzzle, "kept")


def _decision_id(notation: str) -> str:
    return hashlib.sha256(notation.encode()).hexdigest()[:12]


def judge_decision(
    state: GameState,
    *,
    layouts: int = 20,
    seed: int = 0,
    margin: float = CHIP_MARGIN,
    source: str = "",
) -> Judgement:
    """Whether the decision of the player to act in ``state`` is a puzzle (see the module's
    description), with ``layouts`` drawn by ``seed`` for the single-dummy analysis."""
    if state.phase != "play" or state.solver_problem() is not None:
        raise PuzzleError("not-a-play", label("error.not-a-play"))
    legal = [str(action) for action in state.legal_actions()]
    if len(legal) < 2:
        return Judgement(False, None, "forced")
    actual = solve(state, seconds=None, nodes=SOLVE_NODES, coarse=True)
    if not actual.complete:
        return Judgement(False, None, "unsolved")
    ombre = state.current_player == state.ombre
    levels = _levels(actual, state)
    top = max(_rank(level, ombre) for level in levels.values())
    if not _one_top(
        state, [action for action, level in levels.items() if _rank(level, ombre) == top]
    ):
        return Judgement(False, None, "two-answers-double-dummy")
    try:
        analysis = analyse(
            state, layouts=layouts, seed=seed, solve_seconds=None, solve_nodes=SOLVE_NODES
        )
    except SingleDummyError:
        return Judgement(False, None, "unsolved")
    best = analysis.best()
    answer = _equivalent(state, analysis, best.action)
    wrong = tuple(item.action for item in analysis.actions if item.action not in answer)
    if not wrong:
        return Judgement(False, None, "all-equal")
    losses = []
    for action in wrong:
        verdict = analysis.verdict(action, margin)
        if verdict.loss <= 0:
            return Judgement(False, None, "two-answers")
        if verdict.label != "mistake" or verdict.loss < margin:
            return Judgement(False, None, "close-single-dummy")
        losses.append(verdict.loss)
    if any(_rank(levels[action], ombre) != top for action in answer):
        return Judgement(False, None, "answer-not-best-double-dummy")
    if any(_rank(levels[action], ombre) >= top for action in wrong):
        return Judgement(False, None, "close-double-dummy")
    refutations = tuple(
        _refutation(state, action, levels[action], loss)
        for action, loss in zip(wrong, losses, strict=True)
    )
    idea = classify(state, answer[0])
    notation = state.to_notation()
    puzzle = Puzzle(
        id=_decision_id(notation),
        preset=_preset(state),
        notation=notation,
        seat=state.current_player,
        answer=answer,
        reason=_reason(state, idea, round(best.mean, 2), levels[answer[0]]),
        refutations=refutations,
        themes=themes_of(state, answer, wrong),
        difficulty=difficulty_of(state, answer, refutations),
        level=levels[answer[0]],
        chips=round(best.mean, 2),
        margin=round(min(losses), 2),
        source=source,
    )
    return Judgement(True, puzzle, "kept")


def _one_top(state: GameState, top: list[str]) -> bool:
    """Whether the actions reaching the best level on the actual cards are one answer: one
    action, or cards that all touch (else some wrong answer would reach it too; checked
    first, as one solve is far cheaper than the single-dummy analysis)."""
    cards = [parse_action(action) for action in top]
    if len(top) == 1:
        return True
    plays = [item.card for item in cards if isinstance(item, PlayCard)]
    if len(plays) != len(cards):
        return False
    knowledge = Knowledge.of(state)
    return all(_touching(knowledge, plays[0], card) for card in plays[1:])


def _levels(actual: Analysis, state: GameState) -> dict[str, str]:
    levels = {}
    for item in actual.actions:
        assert item.outcome is not None
        levels[item.action] = level_label(item.outcome, state.rules)
    return levels


def _preset(state: GameState) -> str:
    for name, rules in PRESETS.items():
        if rules == state.rules:
            return name
    return "custom"


def _reason(state: GameState, idea: Idea, chips: float, level: str) -> str:
    params = {"card": _named(idea.card, state)} if idea.card is not None else {}
    return label(
        "puzzle.reason",
        idea=label(f"idea.{idea.code}", **params),
        chips=f"{chips:+.1f}",
        outcome=_level_words(level, ""),
    )


def retell(puzzle: Puzzle) -> Puzzle:
    """``puzzle`` with its words and themes computed again from its data, without solving
    (after the catalogue's words or :func:`themes_of` change, the cached set is retold rather
    than mined again).

    >>> state = GameState.from_position(
    ...     "standard", "position entrada hearts ombre 0 leader 1 won 4 2 0 "
    ...     "hands 4h 5d 4c / Qs 7h As / Js 3h Qc")
    >>> found = judge_decision(state, layouts=8).puzzle
    >>> found is not None and retell(found) == found
    True
    """
    state = puzzle.state()
    wrong = tuple(item.action for item in puzzle.refutations)
    if puzzle.kind == "exchange":
        told = tuple(
            replace(item, words=exchange_refutation_words(state, item.action, item.level))
            for item in puzzle.refutations
        )
        answer = puzzle.answer[0]
        return replace(
            puzzle,
            reason=_exchange_reason(state, answer, wrong, puzzle.chips, puzzle.level),
            refutations=told,
            themes=("the-exchange",),
            difficulty=exchange_difficulty(state, answer, told),
        )
    refutations = tuple(
        Refutation(
            item.action,
            item.line,
            item.level,
            refutation_words(state, item.action, item.line, item.level),
            item.loss,
        )
        for item in puzzle.refutations
    )
    idea = classify(state, puzzle.answer[0])
    return replace(
        puzzle,
        reason=_reason(state, idea, puzzle.chips, puzzle.level),
        refutations=refutations,
        themes=themes_of(state, puzzle.answer, wrong),
        difficulty=difficulty_of(state, puzzle.answer, refutations),
    )
