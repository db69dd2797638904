"""The solver's outcomes in words: one vocabulary for the review of a deal and the guided deals.

An :class:`~ombre_core.solver.Outcome` (a deal's end under best play) falls in one of six
levels, worst for the ombre first: a failed vole, a codille, a puesta, a sacada, a stop after
the straight tricks (a level of its own only where the rules pay for it; elsewhere it scores as
the sacada it is by count) and a vole. The review draws them as the rows of its chart; the
guided deals name them in their verdicts ("lets the defence make a puesta").

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

from dataclasses import dataclass

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


def level_words(label: str, rules: RuleSet) -> str:
    """A level with its article, as a sentence uses it.

    >>> level_words("codille", RuleSet.preset("standard"))
    'a codille'
    """
    if label not in LEVELS:
        raise ValueError(f"no outcome level {label!r} (levels: {', '.join(LEVELS)})")
    if label == "stop":
        return f"a stop after {rules.straight_tricks} straight tricks"
    return f"a {label}"


def the_words(label: str, rules: RuleSet) -> str:
    """A level with the definite article: 'the sacada', 'the stop after 5 straight tricks'."""
    return "the " + level_words(label, rules).split(" ", 1)[1]


_OMBRE_WINS = ("sacada", "stop", "vole")


def kept_words(label: str, rules: RuleSet, ombre: bool) -> str:
    """The verdict on a card that kept the best outcome there was, told to the ombre or to a
    defender: a codille is won by the defence and lost by the ombre.

    >>> standard = RuleSet.preset("standard")
    >>> kept_words("sacada", standard, True), kept_words("codille", standard, True)
    ('Kept the sacada.', 'No better was possible: a codille.')
    >>> kept_words("codille", standard, False), kept_words("puesta", standard, False)
    ("Kept the defence's best: a codille against the ombre.", "Kept the defence's best: the \
ombre held to a puesta.")
    """
    words = level_words(label, rules)
    if ombre:
        if label in _OMBRE_WINS:
            return f"Kept {the_words(label, rules)}."
        return f"No better was possible: {words}."
    best = {
        "codille": "a codille against the ombre",
        "failed vole": "the ombre's vole fails",
        "puesta": f"the ombre held to {words}",
    }.get(label, f"the ombre still makes {words}")
    return f"Kept the defence's best: {best}."


def escape_words(label: str, rules: RuleSet) -> str:
    """What a defender's card let the ombre do (``label`` better for the ombre than best
    defence): 'make a sacada', 'escape with a puesta'."""
    words = level_words(label, rules)
    if label == "vole":
        return "make the vole"
    if label == "stop":
        return f"stop after {rules.straight_tricks} straight tricks"
    return f"make {words}" if label in _OMBRE_WINS else f"escape with {words}"


def defence_words(label: str, rules: RuleSet) -> str:
    """What best defence achieved (``label``): 'won codille', 'held the ombre to a puesta'."""
    if label == "codille":
        return "won codille"
    if label == "failed vole":
        return "beaten the vole"
    return f"held the ombre to {level_words(label, rules)}"


@dataclass(frozen=True)
class ChartLevel:
    """A level: its rank (higher is better for the ombre), its label and its words."""

    level: int
    label: str
    words: str

    def to_dict(self) -> ChartLevelDict:
        return {"level": self.level, "label": self.label, "words": self.words}


def named(label: str, rules: RuleSet) -> ChartLevel:
    """The level called ``label``, worded for ``rules``."""
    return ChartLevel(LEVELS[label], label, level_words(label, rules))


def level_of(outcome: Outcome, rules: RuleSet) -> ChartLevel:
    """The level of a solver outcome (tricks won break no ties here: the level changes only
    when the result does)."""
    return named(level_label(outcome, rules), rules)


__all__ = [
    "LEVELS",
    "ChartLevel",
    "defence_words",
    "escape_words",
    "kept_words",
    "level_label",
    "level_of",
    "level_words",
    "named",
    "the_words",
]
