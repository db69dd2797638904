"""Interactive exercises, each rebuilt deterministically from ``(kind, seed, rules)``.

Every answer is marked by the engine and explained with the engine's reasons.

>>> exercise = generate("trick-winner", 7, "standard")
>>> exercise.answer_type, len(exercise.choices)
('choice', 3)
>>> check("trick-winner", 7, "standard", exercise.solution).correct
True
>>> try:
...     generate("crossword", 1)
... except ExerciseError as error:
...     error.code
'unknown-exercise'
"""

from __future__ import annotations

from . import bidding, calling, deck, matadors, order, play, pot, results, seats, tables, talon  # noqa: F401  (each module registers its kinds)
from .base import (
    Choice,
    Exercise,
    ExerciseError,
    Feedback,
    check,
    generate,
    solution,
)

# In course order; every registered kind is listed (a test checks it).
KINDS: tuple[str, ...] = (
    "seats",
    "deck-ranks",
    "spanish-suit",
    "suit-size",
    "order-cards",
    "matadors-which",
    "matadors-count",
    "trump-run",
    "trick-winner",
    "legal-play",
    "bid-advice",
    "exchange",
    "talon-draw",
    "trick-split",
    "payment",
    "pot-carry",
    "call-king",
    "table-result",
)

__all__ = [
    "KINDS",
    "Choice",
    "Exercise",
    "ExerciseError",
    "Feedback",
    "check",
    "generate",
    "solution",
]
