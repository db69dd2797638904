"""The exercise framework: questions, answers, feedback, and the registry of kinds.

Every exercise is rebuilt from ``(kind, seed, rules)``, so a caller keeps no state:
:func:`generate` makes the question and :func:`check` marks an answer against a fresh copy.
Each kind lives in its own module and registers a :class:`Kind`: a ``make`` function that
builds the :class:`Exercise` from a seeded random generator, a ``mark`` function that marks
one well-formed answer with the engine's explanation, and a ``nudge`` function: one line for a
wrong first try that points at the mistake without giving the answer away.

Retry, then reveal: ``check(..., reveal=False)`` on a wrong answer sends back only "Try
again." and the nudge (no solution, no reasons), so the learner can try once more; the second
check (``reveal=True``, the default) or "show me" gives the solution and the explanation. A
question with two choices gets no retry: the other choice would be the answer.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import reduce
from typing import Any, Literal

from ..cards import ALL_CARDS, Card, Hand, Suit, mask_of
from ..checker import is_whole_number
from ..errors import NotationError, OmbreError
from ..messages import label, listing, rules_name
from ..protocol import ChoiceDict, ExerciseDict
from ..protocol import Feedback as FeedbackDict
from ..ranking import card_title, suit_order
from ..rules import RuleSet

AnswerType = Literal["choice", "multi", "order", "number", "chips"]


class ExerciseError(OmbreError, ValueError):
    """An exercise request that cannot be served: unknown kind or a bad seed."""


@dataclass(frozen=True)
class Choice:
    """One option the learner can pick; ``card`` is its card code when it is a card."""

    id: str
    label: str
    card: str | None = None

    def to_dict(self) -> ChoiceDict:
        return {"id": self.id, "label": self.label, "card": self.card}


@dataclass(frozen=True)
class Feedback:
    """The engine's verdict on one answer.

    ``retry`` is true on a wrong first try that may be tried again: then ``message`` is only
    "Try again." with the ``nudge``, and ``reasons`` and ``solution`` are left out.
    """

    correct: bool
    message: str
    reasons: tuple[Mapping[str, Any], ...]
    solution: Any
    nudge: str = ""
    retry: bool = False

    def to_dict(self) -> FeedbackDict:
        return {
            "correct": self.correct,
            "message": self.message,
            "reasons": list(self.reasons),
            "solution": self.solution,
            "nudge": self.nudge,
            "retry": self.retry,
        }


@dataclass(frozen=True)
class Marking:
    """What a kind's ``mark`` function returns; the framework words the verdict around it.

    ``details`` say what was wrong with this answer (empty when right); ``explanation`` is the
    engine's reason for the right answer, shown in every case.
    """

    correct: bool
    explanation: str
    reasons: tuple[Mapping[str, Any], ...] = ()
    details: tuple[str, ...] = ()
    verdict: str | None = None  # replaces "Right."/"Not quite." for open questions


@dataclass(frozen=True)
class Exercise:
    """One generated question. ``context`` holds engine values for marking; it is not sent."""

    kind: str
    seed: int
    rules: str
    question: str
    data: dict[str, Any]
    answer_type: AnswerType
    choices: tuple[Choice, ...]
    hint: str
    solution: Any
    context: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    @property
    def retries(self) -> bool:
        """Whether a wrong first try may be tried again (not with only two choices)."""
        return not (self.answer_type == "choice" and len(self.choices) <= 2)

    def check(self, answer: Any, *, reveal: bool = True) -> Feedback:
        """Mark ``answer``; a malformed answer raises :class:`NotationError` ``bad-answer``.

        With ``reveal=False`` a wrong answer gets "Try again." and the kind's nudge only.
        """
        normalised = normalise_answer(self, answer)
        entry = _kind(self.kind)
        marking = entry.mark(self, normalised)
        nudge = "" if marking.correct else entry.nudge(self, normalised)
        if not marking.correct and not reveal and self.retries:
            again = label("drill.try-again", nudge=nudge)
            return Feedback(False, again, (), None, nudge, retry=True)
        verdict = marking.verdict or label("drill.right" if marking.correct else "drill.not-quite")
        message = " ".join([verdict, *marking.details, marking.explanation])
        return Feedback(marking.correct, message, marking.reasons, self.solution, nudge)

    def show_solution(self) -> Feedback:
        """The solution with its explanation, for "show me"."""
        marking = _kind(self.kind).mark(self, self.solution)
        message = label(
            "drill.the-answer",
            answer=describe_answer(self, self.solution),
            explanation=marking.explanation,
        )
        return Feedback(True, message, marking.reasons, self.solution)

    def to_dict(self, *, include_solution: bool = False) -> ExerciseDict:
        data: ExerciseDict = {
            "kind": self.kind,
            "seed": self.seed,
            "rules": self.rules,
            "rules_name": rules_name(self.rules),
            "question": self.question,
            "data": self.data,
            "answer_type": self.answer_type,
            "choices": [choice.to_dict() for choice in self.choices],
            "hint": self.hint,
            "suit_names": suit_names(),
        }
        if include_solution:
            data["solution"] = self.solution
        return data

    def label(self, choice_id: str) -> str:
        for choice in self.choices:
            if choice.id == choice_id:
                return choice.label
        raise KeyError(choice_id)


def suit_names() -> dict[str, list[str]]:
    """The suit names of each deck in the current language, in suit order (spades, hearts,
    diamonds, clubs), sent with every question: the texts name suits in French-deck words, and
    the page shows the chosen deck's word ("copas" for "hearts" with the Spanish faces)."""
    return {style: [suit.name_in(style) for suit in Suit] for style in ("french", "spanish")}


MakeFunction = Callable[[random.Random, RuleSet, int], "Exercise"]
MarkFunction = Callable[["Exercise", Any], Marking]
# One sentence for a wrong answer (normalised) that points at the mistake, never at the answer.
NudgeFunction = Callable[["Exercise", Any], str]


@dataclass(frozen=True)
class Kind:
    name: str
    make: MakeFunction
    mark: MarkFunction
    nudge: NudgeFunction


_REGISTRY: dict[str, Kind] = {}


def register(name: str, make: MakeFunction, mark: MarkFunction, nudge: NudgeFunction) -> None:
    if name in _REGISTRY:
        raise ValueError(f"exercise kind {name!r} registered twice")
    _REGISTRY[name] = Kind(name, make, mark, nudge)


def kinds() -> tuple[str, ...]:
    return tuple(_REGISTRY)


def _kind(name: str) -> Kind:
    if not isinstance(name, str) or name not in _REGISTRY:
        raise ExerciseError(
            "unknown-exercise",
            label("error.unknown-exercise", name=repr(name), kinds=listing(list(_REGISTRY))),
        )
    return _REGISTRY[name]


def generate(kind: str, seed: int, rules: str = "standard") -> Exercise:
    """The exercise of this kind for this seed and rule preset; the same inputs, the same one."""
    entry = _kind(kind)
    if not is_whole_number(seed) or seed < 0:
        raise ExerciseError("bad-seed", label("error.bad-seed.exercise", value=repr(seed)))
    ruleset = RuleSet.preset(rules)
    # The rule preset is not part of the random seed: switching presets keeps the same cards.
    rng = random.Random(f"{kind}:{seed}")
    return entry.make(rng, ruleset, seed)


def check(kind: str, seed: int, rules: str, answer: Any, *, reveal: bool = True) -> Feedback:
    """Mark ``answer`` to the exercise ``(kind, seed, rules)`` (``reveal``: see the module)."""
    return generate(kind, seed, rules).check(answer, reveal=reveal)


def solution(kind: str, seed: int, rules: str = "standard") -> Feedback:
    """The solution of ``(kind, seed, rules)`` with the engine's explanation, for "show me"."""
    return generate(kind, seed, rules).show_solution()


# ---------------------------------------------------------------------------------------------
# Answers: validated strictly, never silently fixed.


def _bad(case: str, **params: str | int) -> NotationError:
    """``bad-answer``, worded by ``error.bad-answer.<case>``."""
    return NotationError("bad-answer", label(f"error.bad-answer.{case}", **params))


def _choice_ids(exercise: Exercise) -> list[str]:
    return [choice.id for choice in exercise.choices]


def _as_int(value: Any, what: Literal["answer", "chip-change", "pot-after"]) -> int:
    if not is_whole_number(value):
        raise _bad(f"number.{what}", value=repr(value))
    return value


def _as_id_list(exercise: Exercise, answer: Any) -> list[str]:
    if isinstance(answer, str) or not isinstance(answer, Sequence):
        raise _bad("list", value=repr(answer))
    ids = _choice_ids(exercise)
    items: list[str] = []
    for item in answer:
        if not isinstance(item, str) or item not in ids:
            raise _bad("unknown-choice", value=repr(item), choices=listing(ids))
        if item in items:
            raise _bad("twice", value=repr(item))
        items.append(item)
    return items


def normalise_answer(exercise: Exercise, answer: Any) -> Any:
    """The answer in its canonical form, or :class:`NotationError` ``bad-answer``."""
    kind = exercise.answer_type
    if kind == "choice":
        ids = _choice_ids(exercise)
        if not isinstance(answer, str) or answer not in ids:
            raise _bad("choice", choices=listing(ids), value=repr(answer))
        return answer
    if kind == "multi":
        return sorted(_as_id_list(exercise, answer))
    if kind == "order":
        items = _as_id_list(exercise, answer)
        if len(items) != len(exercise.choices):
            raise _bad("order", count=len(exercise.choices), given=len(items))
        return items
    if kind == "number":
        return _as_int(answer, "answer")
    if not isinstance(answer, dict) or set(answer) != {"chips", "pot_after"}:
        raise _bad("chips-shape")
    chips = answer["chips"]
    players = len(exercise.solution["chips"])
    if isinstance(chips, str) or not isinstance(chips, Sequence) or len(chips) != players:
        raise _bad("chips", players=players, value=repr(chips))
    return {
        "chips": [_as_int(value, "chip-change") for value in chips],
        "pot_after": _as_int(answer["pot_after"], "pot-after"),
    }


def choice_text(exercise: Exercise, choice_id: str) -> str:
    """A choice as the answer names it: a card as its symbol (``'K♥'``), else its label."""
    for choice in exercise.choices:
        if choice.id == choice_id:
            return Card.parse(choice.card).symbol() if choice.card else choice.label
    raise KeyError(choice_id)


def signed(value: int) -> str:
    """``'+3'``, ``'-3'``, and ``'0'`` (not ``'+0'``)."""
    return f"{value:+d}" if value else "0"


def describe_answer(exercise: Exercise, answer: Any) -> str:
    kind = exercise.answer_type
    if kind == "choice":
        return choice_text(exercise, answer)
    if kind == "multi":
        # In the order the choices are shown (a hand highest first), not the answer's sorting.
        picked = [choice for choice in exercise.choices if choice.id in answer]
        texts = [choice_text(exercise, choice.id) for choice in picked]
        if not texts:
            return label("drill.answer.none")
        return " ".join(texts) if all(choice.card for choice in picked) else listing(texts)
    if kind == "order":
        return " > ".join(choice_text(exercise, item) for item in answer)
    if kind == "number":
        return str(answer)
    names = exercise.data.get(
        "players", [label("drill.player", number=i + 1) for i in range(len(answer["chips"]))]
    )
    parts = [
        label("outcome.seat-chips", name=name, chips=signed(value))
        for name, value in zip(names, answer["chips"], strict=True)
    ]
    return label("drill.answer.chips", changes=listing(parts), pot=answer["pot_after"])


# ---------------------------------------------------------------------------------------------
# Shared helpers for kinds.


def and_list(items: Sequence[str]) -> str:
    """``'a and b and c'``: items joined by the catalogue's "and"."""
    return reduce(lambda first, second: label("drill.and", first=first, second=second), items)


def suit_name(suit: Suit) -> str:
    """``'hearts'``: a suit's word in the French deck, in the current language."""
    return suit.name_in("french")


def card_choice(card: Card) -> Choice:
    return Choice(str(card), card.name_in("french"), str(card))


def codes(cards: Sequence[Card]) -> list[str]:
    return [str(card) for card in cards]


def card_text(card: Card, trump: Suit) -> str:
    """``'A♣ (Basto)'`` for named trumps, ``'K♥'`` otherwise."""
    title = card_title(card, trump)
    return label("card.titled.aside", card=card.symbol(), title=title) if title else card.symbol()


def order_text(suit: Suit, trump: Suit) -> str:
    """The order of a suit in play as symbols, highest first."""
    return " ".join(card.symbol() for card in suit_order(suit, trump=trump))


def deal_hands(rng: random.Random, hands: int = 3, size: int = 9) -> tuple[list[Hand], list[Card]]:
    """Shuffle the 40 cards and deal ``hands`` hands of ``size``; the rest is the talon."""
    deck = list(ALL_CARDS)
    rng.shuffle(deck)
    dealt = [mask_of(deck[i * size : (i + 1) * size]) for i in range(hands)]
    return dealt, deck[hands * size :]


def random_trump(rng: random.Random) -> Suit:
    return Suit(rng.randrange(4))


def fill_hand(rng: random.Random, cards: list[Card], avoid: Hand = 0, size: int = 9) -> Hand:
    """``cards`` completed to ``size`` cards with random cards outside ``avoid``."""
    rest = [card for card in ALL_CARDS if not (avoid | mask_of(cards)) & card.bit]
    return mask_of(cards + rng.sample(rest, size - len(cards)))
