"""The one check of a request's parameters against its declared type (``ombre_core.protocol``).

Handles what the protocol declares: ``TypedDict`` (required and ``NotRequired`` keys; an
undeclared key is ignored), ``str``, ``int`` (never a bool), ``float`` (an int too), ``bool``,
``list[X]``, ``Literal[...]``, unions (``X | None``; of ``TypedDict`` forms, the first whose
required keys are all given), ``Any``, and ``Annotated`` with the protocol's markers.

>>> from ombre_core.protocol import ReviewPositionParams as Params
>>> check_params(Params, {"notation": "standard | dealer 0 | pot 0", "tried": ["pass"]})
{'notation': 'standard | dealer 0 | pot 0', 'tried': ['pass']}
>>> check_params(Params, {"notation": "standard | dealer 0 | pot 0", "seat": True})
Traceback (most recent call last):
...
ombre_core.errors.ApiError: parameter 'seat' must be an integer, not True
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal, TypeGuard, Union

from .errors import ApiError, excerpt
from .protocol import Choices, Range, ReadBy

ChoiceLists = Mapping[str, Callable[[], Sequence[str]]]
"""The word lists :class:`~ombre_core.protocol.Choices` markers name, by name."""

_NAMES = {str: "a string", int: "an integer", float: "a number", bool: "true or false"}


def is_whole_number(value: object) -> TypeGuard[int]:
    """An ``int`` that is not a ``bool`` (JSON's ``true`` is not a number).

    >>> is_whole_number(3), is_whole_number(True), is_whole_number(3.0)
    (True, False, False)
    """
    return isinstance(value, int) and not isinstance(value, bool)


def check_params(kind: Any, params: Any, choices: ChoiceLists | None = None) -> Any:
    """``params`` if it matches ``kind``, else :class:`ApiError` ``missing-param`` or
    ``bad-param`` naming the parameter."""
    _check(kind, params, "", choices or {})
    return params


def _is_typeddict(kind: Any) -> bool:
    return isinstance(kind, type) and typing.is_typeddict(kind)


def _alternatives(kind: Any) -> tuple[Any, ...]:
    if typing.get_origin(kind) in (Union, types.UnionType):
        return typing.get_args(kind)
    return ()


def _bad(path: str, wanted: str, value: Any) -> ApiError:
    return ApiError("bad-param", f"parameter {path!r} must be {wanted}, not {excerpt(value)}")


def _check(kind: Any, value: Any, path: str, choices: ChoiceLists) -> None:
    if kind is Any:
        return
    if typing.get_origin(kind) is typing.Annotated:
        base, *markers = typing.get_args(kind)
        if any(isinstance(marker, ReadBy) for marker in markers):
            return
        _check(base, value, path, choices)
        for marker in markers:
            _check_marker(marker, value, path, choices)
        return
    alternatives = _alternatives(kind)
    if alternatives:
        _check_union(alternatives, value, path, choices)
    elif _is_typeddict(kind):
        _check_object(kind, value, path, choices)
    elif typing.get_origin(kind) is list:
        if not isinstance(value, list):
            raise _bad(path, "a list", value)
        (item,) = typing.get_args(kind)
        for index, entry in enumerate(value):
            _check(item, entry, f"{path}[{index}]", choices)
    elif typing.get_origin(kind) is Literal:
        allowed = typing.get_args(kind)
        if value not in allowed or isinstance(value, bool) != isinstance(allowed[0], bool):
            raise _bad(path, "one of " + ", ".join(map(str, allowed)), value)
    elif kind is type(None):
        if value is not None:
            raise _bad(path, "null", value)
    elif kind is int:
        if not is_whole_number(value):
            raise _bad(path, _NAMES[int], value)
    elif kind is float:
        if not isinstance(value, int | float) or isinstance(value, bool):
            raise _bad(path, _NAMES[float], value)
    elif kind in (str, bool):
        if not isinstance(value, kind):
            raise _bad(path, _NAMES[kind], value)
    else:
        raise TypeError(f"the protocol has a type the checker does not know: {kind!r}")


def _check_union(alternatives: tuple[Any, ...], value: Any, path: str, c: ChoiceLists) -> None:
    forms = [kind for kind in alternatives if _is_typeddict(kind)]
    if forms and isinstance(value, dict):
        given = [kind for kind in forms if kind.__required_keys__ <= value.keys()]
        _check(given[0] if given else forms[-1], value, path, c)
        return
    if value is None and type(None) in alternatives:
        return
    others = [kind for kind in alternatives if kind is not type(None)]
    if len(others) == 1:
        _check(others[0], value, path, c)
        return
    for kind in others:
        try:
            _check(kind, value, path, c)
            return
        except ApiError:
            continue
    raise _bad(path, " or ".join(map(_describe, alternatives)), value)


def _describe(kind: Any) -> str:
    return "null" if kind is type(None) else _NAMES.get(kind, getattr(kind, "__name__", "?"))


def _check_object(kind: Any, value: Any, path: str, choices: ChoiceLists) -> None:
    if not isinstance(value, dict):
        raise _bad(path or "parameters", "a JSON object", value)
    hints = typing.get_type_hints(kind, include_extras=True)
    for name in sorted(kind.__required_keys__ - value.keys()):
        raise ApiError("missing-param", f"parameter {_join(path, name)!r} is required")
    for name, item in value.items():
        if name in hints:  # an undeclared key is ignored (see ombre_core.protocol)
            _check(_unwrap_required(hints[name]), item, _join(path, name), choices)


def _unwrap_required(kind: Any) -> Any:
    if typing.get_origin(kind) in (typing.NotRequired, typing.Required):
        return typing.get_args(kind)[0]
    return kind


def _join(path: str, name: str) -> str:
    return f"{path}.{name}" if path else name


def _check_marker(marker: Any, value: Any, path: str, choices: ChoiceLists) -> None:
    if isinstance(marker, Range):
        low, high, above = marker
        if (
            (low is not None and value < low)
            or (high is not None and value > high)
            or (above is not None and value <= above)
        ):
            raise _bad(path, range_words(marker), value)
    elif isinstance(marker, Choices):
        allowed = choices[marker.name]()
        if value not in allowed:
            raise _bad(path, "one of " + ", ".join(allowed), value)


def range_words(bounds: Range) -> str:
    """``Range`` in words, for messages.

    >>> range_words(Range(0, 4)), range_words(Range(above=0)), range_words(Range(0))
    ('from 0 to 4', 'a positive number', 'at least 0')
    """
    low, high, above = bounds
    if above == 0 and low is None and high is None:
        return "a positive number"
    if low is not None and high is not None:
        return f"from {_number(low)} to {_number(high)}"
    if low is not None:
        return f"at least {_number(low)}"
    if above is not None:
        return f"above {_number(above)}"
    return f"at most {_number(high or 0)}"


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)
