"""The solver's outcomes in words: one vocabulary for the review of a deal and the guided deals.

An :class:`~ombre_core.solver.Outcome` (a deal's end under best play) falls in one of six
levels, worst for the ombre first: a failed vole, a codille, a puesta, a sacada, a stop after
the straight tricks (a level of its own only where the rules pay for it; elsewhere it scores as
the sacada it is by count) and a vole. The review draws them as the rows of its chart; the
guided deals name them in their verdicts ("lets the defence make a puesta").

Every verdict sentence comes from this module, worded by the catalogue
(:mod:`ombre_core.messages`): :func:`judge` compares a decision's outcome with a reference
outcome, and the review (:func:`decision_verdict`) and the guided deals
(:func:`guide_verdict`) tell that one judgement each in their own sentence.

>>> from ombre_core.rules import RuleSet
>>> from ombre_core.solver import Outcome
>>> standard, swedish = RuleSet.preset("standard"), RuleSet.preset("swedish")
>>> stop = Outcome("sacada", (5, 0, 0), False, True, 0)
>>> level_of(stop, standard).to_dict()
{'level': 4, 'label': 'stop', 'words': 'a stop after 5 straight tricks'}
>>> level_of(stop, swedish).words
'a sacada'
>>> level_of(Outcome("puesta", (3, 3, 3), True, False, 0), swedish).words
'a failed vole'
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .messages import label, listing, plural, seat_names
from .protocol import ChartLevelDict
from .rules import RuleSet
from .solver import Outcome

LEVELS: dict[str, int] = {
    "failed vole": 0,
    "codille": 1,
    "puesta": 2,
    "sacada": 3,
    "stop": 4,
    "vole": 5,
}
"""The levels, worst for the ombre first: a failed vole costs more than a codille, a stop after
the straight tricks (where the rules pay for it) beats a sacada."""

LEARNER = 0
"""The learner's seat at the guided deals' table (named "You", or "you" inside a sentence)."""


def level_label(outcome: Outcome, rules: RuleSet) -> str:
    """The level of ``outcome`` under ``rules``: a vole made, a stop (where the rules pay a
    bonus for it, else the sacada it is by count), a failed vole, or the result by count."""
    if outcome.result == "vole":
        return "vole"
    if outcome.stopped and rules.stop_bonus:
        return "stop"
    if outcome.vole:
        return "failed vole"
    return outcome.result


def _code(label_: str) -> str:
    """A level's part of a catalogue code: 'failed vole' is 'failed-vole'."""
    return label_.replace(" ", "-")


def level_words(label_: str, rules: RuleSet) -> str:
    """A level with its article, as a sentence uses it.

    >>> level_words("codille", RuleSet.preset("standard"))
    'a codille'
    """
    if label_ not in LEVELS:
        raise ValueError(f"no outcome level {label_!r} (levels: {', '.join(LEVELS)})")
    return label(f"level.{_code(label_)}", tricks=rules.straight_tricks)


def the_words(label_: str, rules: RuleSet) -> str:
    """A level with the definite article: 'the sacada', 'the stop after 5 straight tricks'."""
    return label(f"level.the.{_code(label_)}", tricks=rules.straight_tricks)


_OMBRE_WINS = ("sacada", "stop", "vole")


def kept_words(label_: str, rules: RuleSet, ombre: bool) -> str:
    """The verdict on a card that kept the best outcome there was, told to the ombre or to a
    defender: a codille is won by the defence and lost by the ombre.

    >>> standard = RuleSet.preset("standard")
    >>> kept_words("sacada", standard, True), kept_words("codille", standard, True)
    ('Kept the sacada.', 'No better was possible: a codille.')
    >>> kept_words("codille", standard, False), kept_words("puesta", standard, False)
    ("Kept the defence's best: a codille against the ombre.", "Kept the defence's best: the \
ombre held to a puesta.")
    """
    words = level_words(label_, rules)
    if ombre:
        if label_ in _OMBRE_WINS:
            return label("verdict.kept", level=the_words(label_, rules))
        return label("verdict.kept.no-better", level=words)
    code = _code(label_) if label_ in ("codille", "failed vole", "puesta") else "other"
    return label("verdict.kept.defence", best=label(f"defence-best.{code}", level=words))


def escape_words(label_: str, rules: RuleSet) -> str:
    """What a defender's card let the ombre do (``label_`` better for the ombre than best
    defence): 'make a sacada', 'escape with a puesta'."""
    words = level_words(label_, rules)
    if label_ in ("vole", "stop"):
        return label(f"escape.{label_}", tricks=rules.straight_tricks)
    return label("escape.win" if label_ in _OMBRE_WINS else "escape.loss", level=words)


def defence_words(label_: str, rules: RuleSet) -> str:
    """What best defence achieved (``label_``): 'won codille', 'held the ombre to a puesta'."""
    if label_ in ("codille", "failed vole"):
        return label(f"defence.{_code(label_)}")
    return label("defence.other", level=level_words(label_, rules))


def judge(outcome: Outcome, reference: Outcome, ombre: bool, rules: RuleSet) -> str:
    """The one judgement of a decision worth ``outcome`` next to a decision worth ``reference``
    (both under best play), for the ombre's side (``ombre``) or the defence's: ``same`` (as
    good), ``better``, ``trick`` (the same level, a different trick count) or ``lost`` (a
    worse level).

    >>> standard = RuleSet.preset("standard")
    >>> sacada = Outcome("sacada", (5, 2, 2), False, False, 117)
    >>> puesta = Outcome("puesta", (4, 4, 1), False, False, 100)
    >>> judge(puesta, sacada, True, standard), judge(puesta, sacada, False, standard)
    ('lost', 'better')
    """
    gain = outcome.score - reference.score
    if gain == 0:
        return "same"
    if (gain > 0) == ombre:
        return "better"
    if level_label(outcome, rules) == level_label(reference, rules):
        return "trick"
    return "lost"


# --- the guided deals' verdicts: a card next to the guide's card, for the learner at seat 0 ---


def _name(seat: int, players: int) -> str:
    """A seat's name inside a sentence: "you" for the learner, else the table's name."""
    return label("seat.you") if seat == LEARNER else seat_names(players)[seat]


def _split(outcome: Outcome) -> str:
    """The tricks each seat takes: 'You 4, Anna 4, Bo 1'."""
    names = seat_names(len(outcome.tricks))
    return listing(
        [
            label("outcome.seat-tricks", name=names[seat], count=count)
            for seat, count in enumerate(outcome.tricks)
        ]
    )


def outcome_text(outcome: Outcome, rules: RuleSet) -> str:
    """How the deal ends, in the table's names (seat 0 is the learner).

    >>> standard = RuleSet.preset("standard")
    >>> outcome_text(Outcome("puesta", (4, 4, 1), False, False, 0), standard)
    'a puesta (You 4, Anna 4, Bo 1)'
    >>> outcome_text(Outcome("codille", (5, 3, 1), False, False, 0), standard)
    'codille for you (You 5, Anna 3, Bo 1)'
    """
    return label("outcome", what=_what(outcome, rules), split=_split(outcome))


def _what(outcome: Outcome, rules: RuleSet) -> str:
    """The outcome's level in words, a codille with who wins it, a failed vole with the result
    by count."""
    label_ = level_label(outcome, rules)
    if label_ == "codille":
        return label("outcome.codille", who=_winner(outcome))
    if label_ == "failed vole":
        by_count = _what(replace(outcome, vole=False), rules)
        return label("outcome.failed-vole", level=level_words(label_, rules), by_count=by_count)
    return level_words(label_, rules)


def _winner(outcome: Outcome) -> str:
    """Who takes the most tricks (who wins a codille), named inside a sentence."""
    return _name(outcome.tricks.index(max(outcome.tricks)), len(outcome.tricks))


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
    as_ombre = ombre == LEARNER
    words = {"mine": mine, "theirs": theirs, "noun": label(f"noun.{noun}")}
    kind = judge(card, guide, as_ombre, rules)
    if kind in ("same", "better"):
        return label(f"guide.{kind}", **words), False
    level, guide_level = level_label(card, rules), level_label(guide, rules)
    who = _name(ombre, len(card.tricks))
    if kind == "trick":
        change = plural("count.trick-change", abs(card.tricks[ombre] - guide.tricks[ombre]))
        side = "ombre" if as_ombre else "defender"
        level_text = level_words(guide_level, rules)
        return label(
            f"guide.trick.{side}", who=who, tricks=change, level=level_text, **words
        ), False
    words["split"] = _split(card)
    if as_ombre:
        if guide_level in ("vole", "stop") and level in ("sacada", "stop", "failed vole"):
            return label(f"guide.loses.{guide_level}", **words), True
        if level == "codille":
            return label("guide.ombre.codille", who=_winner(card), **words), True
        return label("guide.ombre.lost", what=_what(card, rules), **words), True
    code = level if level in ("vole", "stop", "sacada") else "escape"
    what = _what(card, rules)
    return label(
        f"guide.defender.{code}", who=who, what=what, tricks=rules.straight_tricks, **words
    ), True


def guide_verdict(
    name: str, card: Outcome, guide: Outcome, ombre: int, rules: RuleSet, noun: str = "card"
) -> tuple[str, bool]:
    """The sentence on the card (or choice) called ``name`` next to the guide's, and whether
    it is costly (:func:`verdict_text`): a worse outcome is said "with best play"."""
    clause, costly = verdict_text(card, guide, ombre, rules, noun)
    kind = judge(card, guide, ombre == LEARNER, rules)
    code = "guide.verdict" if kind in ("same", "better") else "guide.verdict.worse"
    return label(code, card=name, clause=clause), costly


def quoted(text: str) -> str:
    """An action's label quoted inside a sentence: '“Stop and score”'."""
    return label("quoted", text=text)


# --- the review's verdicts: the learner's decision next to best play ----------------------


def either(labels: tuple[str, ...]) -> str:
    """The best choices as a sentence lists them: 'A♠', 'A♠ or K♠', 'A♠, K♠ or Q♠'."""
    return listing(labels, "or")


def unproven_verdict(tried: bool) -> str:
    """The verdict on a decision the time allowed did not prove."""
    return label("review.unknown.tried" if tried else "review.unknown")


def unproven_best(mine: Outcome, rules: RuleSet, tried: bool) -> str:
    """The verdict on a decision whose outcome is proven, but not whether another did better."""
    code = "review.unknown.best.tried" if tried else "review.unknown.best"
    return label(code, level=level_of(mine, rules).words)


def decision_verdict(
    mine: Outcome,
    top: Outcome,
    ombre: bool,
    rules: RuleSet,
    labels: tuple[str, ...],
    *,
    tried: bool = False,
) -> tuple[str, str]:
    """The review's verdict on the learner's decision worth ``mine`` where best play (the
    choices ``labels``) is worth ``top``, told to the ombre or to a defender: its code
    (``kept``, ``trick`` or ``lost``) and its sentence. As the ombre, a decision "kept" the
    outcome or "turned" it into a worse one; as a defender, it kept the defence's best or "let
    the ombre" escape with a better one. ``tried``: a choice the learner tried and took back,
    told as what it would have done.

    >>> standard = RuleSet.preset("standard")
    >>> sacada = Outcome("sacada", (5, 2, 2), False, False, 117)
    >>> puesta = Outcome("puesta", (4, 4, 1), False, False, 100)
    >>> decision_verdict(puesta, sacada, True, standard, ("A♠",))
    ('lost', 'This turned a sacada into a puesta. A♠ kept the sacada.')
    """
    kind = judge(mine, top, ombre, rules)
    side = "ombre" if ombre else "defender"
    mine_level, top_level = level_of(mine, rules), level_of(top, rules)
    if kind in ("same", "better"):
        if tried:
            return "kept", label("review.kept.tried")
        return "kept", kept_words(top_level.label, rules, ombre)
    best = either(labels)
    if kind == "trick":
        code = f"review.trick.tried.{side}" if tried else f"review.trick.{side}"
        return "trick", label(code, level=top_level.words, best=best)
    words = {
        "best": best,
        "level": mine_level.words,
        "top": top_level.words,
        "the_top": the_words(top_level.label, rules),
        "escaped": escape_words(mine_level.label, rules),
        "defended": defence_words(top_level.label, rules),
    }
    code = f"review.lost.tried.{side}" if tried else f"review.lost.{side}"
    return "lost", label(code, **words)


# --- the review's fair verdicts: the learner's decision over the layouts it could face -------


def _side_rank(label_: str, ombre: bool) -> int:
    """A level's rank for the ombre's side (``ombre``) or the defence's: higher is better."""
    return LEVELS[label_] if ombre else -LEVELS[label_]


def aim_level(chances: dict[str, float], ombre: bool) -> str:
    """The level the best action most often reaches (of equals, the better for the side).

    >>> aim_level({"puesta": 0.25, "sacada": 0.75}, True)
    'sacada'
    >>> aim_level({"codille": 0.5, "puesta": 0.5}, False)
    'codille'
    """
    return max(chances, key=lambda level: (round(chances[level], 9), _side_rank(level, ombre)))


def _layouts(share: float, total: int) -> str:
    """A share of ``total`` layouts as a sentence counts it: '8 layouts out of 10'."""
    count = round(share * total)
    if count == total and total > 1:
        return label("fair.layouts.all", total=total)
    return plural("count.fair-layouts", count, total=total)


def _aim(top: dict[str, float], ombre: bool, rules: RuleSet) -> tuple[str, str]:
    """The level the best bet most often reaches, and its words for the side ("keeps the
    sacada")."""
    side = "ombre" if ombre else "defender"
    aim = aim_level(top, ombre)
    return aim, label(f"fair.aim.{side}.{_code(aim)}", tricks=rules.straight_tricks)


def _reached(chances: dict[str, float], aim: str, ombre: bool) -> float:
    """The share of layouts where the side reaches ``aim`` or better."""
    return sum(
        share
        for level, share in chances.items()
        if _side_rank(level, ombre) >= _side_rank(aim, ombre)
    )


def fair_text(
    kind: str,
    card: str,
    best: str,
    mine: dict[str, float],
    top: dict[str, float],
    total: int,
    ombre: bool,
    rules: RuleSet,
    *,
    hindsight: str | None = None,
    hindsight_best: str = "",
    loss: float = 0.0,
) -> tuple[str, str]:
    """The fair verdict on the learner's decision ``card`` over ``total`` layouts, next to the
    best bet ``best``: ``kind`` is ``best``, ``fine`` or ``mistake`` (single dummy),
    ``mine`` and ``top`` their chances of each level, ``hindsight`` the double-dummy verdict
    (``kept``, ``trick``, ``lost``, ``unknown`` or ``None``), ``hindsight_best`` the choices
    that did best on this layout, and ``loss`` the expected chips given up. Returns the story
    (``best``, ``fine``, ``good-bet``, ``lucky`` or ``mistake``) and its sentence; the story
    differs from ``kind`` where hindsight tells another one.

    >>> standard = RuleSet.preset("standard")
    >>> fair_text("fine", "7♣", "K♦", {"sacada": 0.8, "puesta": 0.2}, {"sacada": 0.8,
    ...     "codille": 0.2}, 10, True, standard, hindsight="lost", hindsight_best="K♦")
    ('good-bet', 'Good bet: 7♣ keeps the sacada in 8 layouts out of 10; this time K♦ happened \
to do better.')
    >>> fair_text("fine", "7♣", "K♦", {"sacada": 0.7, "puesta": 0.3}, {"sacada": 0.9,
    ...     "puesta": 0.1}, 10, True, standard, hindsight="kept")[1]
    "Close call: 7♣ keeps the sacada in 7 layouts out of 10, K♦ in 9 layouts out of 10; the \
difference is within the estimate's error."
    >>> fair_text("mistake", "A♠", "K♠", {"codille": 0.4, "sacada": 0.6}, {"sacada": 1.0},
    ...     10, True, standard, hindsight="kept", loss=20.0)
    ('lucky', 'Lucky: A♠ risks a codille in 4 layouts out of 10; here the cards lay kindly.')
    >>> fair_text("mistake", "A♠", "K♠", {"sacada": 0.6, "codille": 0.4}, {"codille": 1.0},
    ...     10, False, standard, hindsight="lost", loss=20.0)[1]
    'Mistake: A♠ risks letting the ombre make a sacada in 6 layouts out of 10, where K♠ wins \
the codille in all 10 layouts.'
    """
    aim, aim_words = _aim(top, ombre, rules)

    def reached(chances: dict[str, float]) -> float:
        return _reached(chances, aim, ombre)

    if kind != "mistake":
        story = "good-bet" if hindsight in ("lost", "trick") else kind
        text = label(
            f"fair.{story}",
            card=card,
            aim=aim_words,
            layouts=_layouts(reached(mine), total),
            best=hindsight_best if story == "good-bet" else best,
            best_layouts=_layouts(reached(top), total),
        )
        return story, text
    story = "lucky" if hindsight == "kept" else "mistake"
    worse = {
        level: share
        for level, share in mine.items()
        if _side_rank(level, ombre) < _side_rank(aim, ombre) and round(share * total) > 0
    }
    if not worse:
        chips = plural("count.fair-chips", max(1, round(loss)))
        return story, label(f"fair.{story}.chips", card=card, chips=chips, best=best)
    risk = max(worse, key=lambda level: (round(worse[level], 9), -_side_rank(level, ombre)))
    if ombre:
        risk_words = label("fair.risk.ombre", level=level_words(risk, rules))
    else:
        risk_words = label("fair.risk.defender", escaped=escape_words(risk, rules))
    return story, label(
        f"fair.{story}",
        card=card,
        risk=risk_words,
        layouts=_layouts(worse[risk], total),
        best=best,
        aim=aim_words,
        best_layouts=_layouts(reached(top), total),
    )


def retry_text(
    code: str,
    card: str,
    best: str,
    mine: dict[str, float],
    top: dict[str, float],
    total: int,
    ombre: bool,
    rules: RuleSet,
    loss: float = 0.0,
) -> str:
    """The coach's answer when the learner tries a clear mistake again with ``card``: ``code``
    is ``better`` (accepted), ``again`` (not better: another try), ``same`` (the card played
    before) or ``solution`` (not better at the second try: the best bet ``best`` and why);
    ``mine`` and ``top`` are the chances of each level of ``card`` and of the best bet over
    ``total`` layouts, ``loss`` the chips ``card`` gives up on average.

    >>> standard = RuleSet.preset("standard")
    >>> retry_text("better", "7♣", "7♣", {"sacada": 0.75, "puesta": 0.25}, {"sacada": 0.75,
    ...     "puesta": 0.25}, 12, True, standard)
    'Yes: 7♣ keeps the sacada in 9 layouts out of 12.'
    >>> retry_text("again", "A♠", "7♣", {"sacada": 0.5, "puesta": 0.5}, {"sacada": 0.75,
    ...     "puesta": 0.25}, 12, True, standard)
    'Not better: A♠ keeps the sacada in 6 layouts out of 12. Try again.'
    >>> retry_text("solution", "A♠", "7♣", {"sacada": 0.75, "puesta": 0.25}, {"sacada": 0.75,
    ...     "puesta": 0.25}, 12, True, standard, loss=3.4)
    'Not better: A♠ costs about 3 chips a deal on average. The answer: 7♣ keeps the sacada in 9 \
layouts out of 12.'
    """
    if code == "same":
        return label("retry.same", card=card)
    aim, aim_words = _aim(top, ombre, rules)
    if code == "better":
        return label(
            "retry.better",
            card=card,
            aim=aim_words,
            layouts=_layouts(_reached(mine, aim, ombre), total),
        )
    if round(_reached(mine, aim, ombre) * total) < round(_reached(top, aim, ombre) * total):
        why = label(
            "retry.fewer",
            card=card,
            aim=aim_words,
            layouts=_layouts(_reached(mine, aim, ombre), total),
        )
    else:
        why = label("retry.chips", card=card, chips=plural("count.fair-chips", max(1, round(loss))))
    if code == "again":
        return label("retry.again", why=why)
    answer = label(
        "retry.answer", best=best, aim=aim_words, layouts=_layouts(_reached(top, aim, ombre), total)
    )
    return label("retry.solution", why=why, answer=answer)


def only_choice(card: str) -> str:
    """The fair verdict where the learner had one choice only."""
    return label("fair.only", card=card)


@dataclass(frozen=True)
class ChartLevel:
    """A level: its rank (higher is better for the ombre), its label and its words."""

    level: int
    label: str
    words: str

    def to_dict(self) -> ChartLevelDict:
        return {"level": self.level, "label": self.label, "words": self.words}


def named(label_: str, rules: RuleSet) -> ChartLevel:
    """The level called ``label_``, worded for ``rules``."""
    return ChartLevel(LEVELS[label_], label_, level_words(label_, rules))


def level_of(outcome: Outcome, rules: RuleSet) -> ChartLevel:
    """The level of a solver outcome (tricks won break no ties here: the level changes only
    when the result does)."""
    return named(level_label(outcome, rules), rules)


__all__ = [
    "LEVELS",
    "ChartLevel",
    "aim_level",
    "decision_verdict",
    "defence_words",
    "either",
    "escape_words",
    "fair_text",
    "guide_verdict",
    "judge",
    "kept_words",
    "level_label",
    "level_of",
    "level_words",
    "named",
    "only_choice",
    "outcome_text",
    "quoted",
    "retry_text",
    "the_words",
    "unproven_best",
    "unproven_verdict",
    "verdict_text",
]
