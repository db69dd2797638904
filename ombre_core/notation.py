"""Numbers and rule sets as text, as they appear in the state notation.

Numbers are ASCII digits only (``'²'`` is not a number), at most :data:`MAX_DIGITS` of them.
The rules are written as the preset's name and then ``field=value`` for each field changed.

>>> text = rules_text(RuleSet.preset("swedish").replace(ante=2))
>>> text, parse_rules(text) == RuleSet.preset("swedish").replace(ante=2)
('swedish ante=2', True)
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from .cards import Suit
from .checker import is_whole_number
from .errors import NotationError, RuleSetError, excerpt
from .messages import label
from .rules import MAX_RULE_NUMBER, RuleSet


def rules_text(rules: RuleSet) -> str:
    """The preset name, then ``field=value`` for each field that differs from the preset.

    >>> rules_text(RuleSet.preset("standard").replace(forced_spadille=True, ante=3))
    'standard ante=3 forced_spadille=true'
    >>> rules_text(RuleSet.preset("standard").replace(removed_suits=(Suit.DIAMONDS,), hand_size=6))
    'standard hand_size=6 removed_suits=d'
    """
    base = RuleSet.preset(rules.name)
    changes = []
    for item in fields(rules):
        value, default = getattr(rules, item.name), getattr(base, item.name)
        if value == default:
            continue
        if value is None:
            changes.append(f"{item.name}=none")
        elif item.name == "removed_suits":
            changes.append(f"{item.name}={''.join(suit.letter for suit in value) or 'none'}")
        elif isinstance(value, bool):
            changes.append(f"{item.name}={'true' if value else 'false'}")
        elif isinstance(value, int | str) and " " not in str(value):
            changes.append(f"{item.name}={value}")
        else:
            raise NotationError(
                "rules-not-notatable",
                f"the rule field {item.name} differs from the {rules.name} preset in a way the "
                "state notation cannot write",
            )
    return " ".join([rules.name, *sorted(changes)])


def parse_number(word: str) -> int | None:
    """``word`` as a whole number if it is ASCII digits only (not ``'²'``), else ``None``.

    >>> parse_number("12"), parse_number("²"), parse_number("-1"), parse_number("1.5")
    (12, None, None, None)
    """
    if not word.isascii() or not word.isdigit() or len(word) > MAX_DIGITS:
        return None
    return int(word)


MAX_DIGITS = 9
"""The longest number notation reads; longer ones are typos (and slow, or refused, to read)."""


def whole_number(value: Any, what: str) -> int:
    """A JSON value that must be a whole number of at least 0: an int or ASCII digits."""
    number = parse_number(value) if isinstance(value, str) else value
    if not is_whole_number(number) or not 0 <= number < 10**MAX_DIGITS:
        raise NotationError(
            "bad-number", label("error.bad-number", field=what, value=excerpt(value))
        )
    return number


def parse_rules(text: str) -> RuleSet:
    """Read :func:`rules_text`; a bad field or value raises :class:`RuleSetError` naming it.

    >>> parse_rules("standard ante=3").ante
    3
    >>> parse_rules("standard hand_size=x")
    Traceback (most recent call last):
    ...
    ombre_core.errors.RuleSetError: hand_size must be a whole number, not 'x'
    """
    words = text.split()
    if not words:
        raise NotationError("bad-rules", label("error.bad-rules.missing"))
    if len(words[0]) > 20:
        raise RuleSetError(
            "unknown-preset", label("error.unknown-preset", name=excerpt(words[0], 24))
        )
    rules = RuleSet.preset(words[0])
    changes: dict[str, Any] = {}
    for word in words[1:]:
        name, equals, raw = word.partition("=")
        if not equals:
            raise NotationError("bad-rules", label("error.bad-rules.field", text=excerpt(word)))
        if name == "name":
            raise NotationError("bad-rules", label("error.bad-rules.name"))
        if name in changes:
            raise NotationError("bad-rules", label("error.bad-rules.twice", field=excerpt(name)))
        value: Any
        if name == "removed_suits":
            letters = "" if raw == "none" else raw
            if len(letters) > len(Suit) or any(letter not in "shdc" for letter in letters):
                raise RuleSetError(
                    "bad-rules", label("error.bad-rules.removed-suits", value=excerpt(raw))
                )
            value = tuple(Suit.parse(letter) for letter in letters)
        elif raw == "true":
            value = True
        elif raw == "false":
            value = False
        elif raw == "none":
            value = None
        elif raw.isascii() and raw.isdigit():
            if len(raw) > MAX_DIGITS:
                raise RuleSetError(
                    "bad-rules",
                    label(
                        "error.bad-rules.too-large",
                        field=name,
                        most=MAX_RULE_NUMBER,
                        value=excerpt(raw),
                    ),
                )
            value = int(raw)
        else:
            value = raw
        changes[name] = value
    return rules.replace(**changes) if changes else rules
