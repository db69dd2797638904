"""ombre_core: the rules of Ombre, the 17th-century Spanish card game, as a pure-Python engine.

Standard library only, no I/O; runs on CPython 3.11+ and on Pyodide.

The package exports are loaded on first use (PEP 562), so ``import ombre_core.api`` in the
browser's worker loads only the modules the bridge needs, not the game, bots and sessions.

>>> from ombre_core import GameState, Suit
>>> GameState.__module__, Suit.__module__
('ombre_core.game', 'ombre_core.cards')
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .actions import Action, parse_action
    from .bots import RandomBot, SimpleBot, hint
    from .cards import (
        ALL_CARDS,
        BASTO,
        FULL_DECK,
        SPADILLE,
        Card,
        DeckStyle,
        Hand,
        Rank,
        Suit,
        card_list,
        cards_in,
        format_cards,
        mask_of,
        parse_cards,
        parse_hand,
    )
    from .errors import (
        ExampleError,
        IllegalActionError,
        NotationError,
        OmbreError,
        OutcomeError,
        RuleSetError,
        SetupError,
    )
    from .game import CHANCE, TERMINAL, GameState, Position, TrickRecord
    from .ranking import (
        card_title,
        is_matador,
        is_trump,
        matadors,
        plain_order,
        punto,
        suit_in_play,
        suit_order,
        top_trump_run,
        trump_order,
    )
    from .scoring import (
        DealOutcome,
        ResultName,
        Settlement,
        SettlementLine,
        classify,
        matador_bonus,
        settle,
    )
    from .session import DealRecord, Session
    from .tricks import (
        PlayVerdict,
        Reason,
        check_play,
        explain_play,
        explain_trick,
        legal_cards,
        legal_reason,
        trick_winner,
    )

__version__ = "0.1.0"

# Where each lazy export lives; must name the same things as the TYPE_CHECKING imports above.
_EXPORTS_BY_MODULE: dict[str, tuple[str, ...]] = {
    "actions": ("Action", "parse_action"),
    "bots": ("RandomBot", "SimpleBot", "hint"),
    "cards": (
        "ALL_CARDS",
        "BASTO",
        "FULL_DECK",
        "SPADILLE",
        "Card",
        "DeckStyle",
        "Hand",
        "Rank",
        "Suit",
        "card_list",
        "cards_in",
        "format_cards",
        "mask_of",
        "parse_cards",
        "parse_hand",
    ),
    "errors": (
        "ExampleError",
        "IllegalActionError",
        "NotationError",
        "OmbreError",
        "OutcomeError",
        "RuleSetError",
        "SetupError",
    ),
    "game": ("CHANCE", "TERMINAL", "GameState", "Position", "TrickRecord"),
    "ranking": (
        "card_title",
        "is_matador",
        "is_trump",
        "matadors",
        "plain_order",
        "punto",
        "suit_in_play",
        "suit_order",
        "top_trump_run",
        "trump_order",
    ),
    "scoring": (
        "DealOutcome",
        "ResultName",
        "Settlement",
        "SettlementLine",
        "classify",
        "matador_bonus",
        "settle",
    ),
    "session": ("DealRecord", "Session"),
    "tricks": (
        "PlayVerdict",
        "Reason",
        "check_play",
        "explain_play",
        "explain_trick",
        "legal_cards",
        "legal_reason",
        "trick_winner",
    ),
}
_MODULE_OF = {name: module for module, names in _EXPORTS_BY_MODULE.items() for name in names}


def __getattr__(name: str) -> Any:
    """Import a package export from its module on first use, then keep it (PEP 562)."""
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_MODULE_OF})


__all__ = [
    "ALL_CARDS",
    "BASTO",
    "CHANCE",
    "FULL_DECK",
    "SPADILLE",
    "TERMINAL",
    "Action",
    "Card",
    "DealOutcome",
    "DealRecord",
    "DeckStyle",
    "ExampleError",
    "GameState",
    "Hand",
    "IllegalActionError",
    "NotationError",
    "OmbreError",
    "OutcomeError",
    "PlayVerdict",
    "Position",
    "RandomBot",
    "Rank",
    "Reason",
    "ResultName",
    "RuleSetError",
    "Session",
    "Settlement",
    "SettlementLine",
    "SetupError",
    "SimpleBot",
    "Suit",
    "TrickRecord",
    "__version__",
    "card_list",
    "card_title",
    "cards_in",
    "check_play",
    "classify",
    "explain_play",
    "explain_trick",
    "format_cards",
    "hint",
    "is_matador",
    "is_trump",
    "legal_cards",
    "legal_reason",
    "mask_of",
    "matador_bonus",
    "matadors",
    "parse_action",
    "parse_cards",
    "parse_hand",
    "plain_order",
    "punto",
    "settle",
    "suit_in_play",
    "suit_order",
    "top_trump_run",
    "trick_winner",
    "trump_order",
]
