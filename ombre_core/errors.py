"""Exceptions raised by the engine.

Every exception derives from :class:`OmbreError` and carries a stable ``code``
(lessons key translations on it) and a message that explains the rule.

>>> try:
...     raise IllegalActionError("must-follow", "you must follow hearts: you hold 5h")
... except OmbreError as error:
...     (error.code, str(error))
('must-follow', 'you must follow hearts: you hold 5h')

A message that repeats the input shows an :func:`excerpt` of it, never all of it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the worker's first import stays small (tests/engine/test_package.py)
    from .protocol import ErrorShape

EXCERPT_LENGTH = 60
"""At most this many characters of the input appear in one error message."""


def excerpt(value: object, limit: int = EXCERPT_LENGTH) -> str:
    """``repr(value)``, cut to ``limit`` characters with an ellipsis, for error messages.

    >>> excerpt("standard | dealer 0")
    "'standard | dealer 0'"
    >>> excerpt("x" * 500, limit=12)
    "'xxxxxxx… (502 characters)"
    >>> excerpt(10**5000)
    'a number too large to show (over 60 digits)'
    >>> excerpt([4, -1, 6]), excerpt([[1, 2]]), excerpt({"a": [1]})
    ('[4, -1, 6]', 'a list of 1 item', 'a JSON object of 1 item')
    """
    if isinstance(value, int) and value.bit_length() > 200:
        return "a number too large to show (over 60 digits)"
    if isinstance(value, (list, dict)) and (
        len(value) > 20
        or any(
            isinstance(item, (list, dict))
            for item in (value.values() if isinstance(value, dict) else value)
        )
    ):
        # The repr of a nested value can be huge or recurse deeply: name its type and size only.
        kind = "list" if isinstance(value, list) else "JSON object"
        return f"a {kind} of {len(value)} item{'' if len(value) == 1 else 's'}"
    try:
        text = repr(value)
    except (RecursionError, ValueError):
        return f"a {type(value).__name__} too large to show"
    if len(text) <= limit:
        return text
    return f"{text[: limit - 4]}… ({len(text)} characters)"


class OmbreError(Exception):
    """Base class of every error the engine raises."""

    code: str

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def to_dict(self) -> ErrorShape:
        """A JSON-ready view: ``{"kind", "code", "message"}``."""
        return {"kind": type(self).__name__, "code": self.code, "message": self.message}


class ApiError(OmbreError):
    """A request the api cannot serve: unknown method or malformed parameters."""


class IllegalActionError(OmbreError):
    """An action that the rules do not allow in this state."""


class SetupError(OmbreError, ValueError):
    """A bad argument to a constructor or a query (a dealer seat out of range, a seed that is not
    a number, a question asked in the wrong phase), as opposed to an illegal action: python-chess
    likewise keeps ``IllegalMoveError`` apart from ``ValueError``."""


class NotationError(OmbreError, ValueError):
    """Text that is not valid card, action or state notation."""


class RuleSetError(OmbreError, ValueError):
    """A rule preset name that does not exist, or inconsistent rule fields."""


class ExampleError(OmbreError, ValueError):
    """A worked example whose data is malformed (not merely wrong)."""


class OutcomeError(OmbreError, ValueError):
    """A deal outcome to settle that cannot happen under the rules (for example tricks that do
    not add up to nine, or a stop after five tricks in a rule set without it)."""
