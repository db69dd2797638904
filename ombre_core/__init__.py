"""ombre_core: the rules of Ombre, the 17th-century Spanish card game, as a pure-Python engine.

Standard library only, no I/O; runs on CPython 3.11+ and on Pyodide.
"""

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
from .errors import ExampleError, IllegalActionError, NotationError, OmbreError, RuleSetError
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

__all__ = [
    "ALL_CARDS",
    "BASTO",
    "FULL_DECK",
    "SPADILLE",
    "Card",
    "DeckStyle",
    "ExampleError",
    "Hand",
    "IllegalActionError",
    "NotationError",
    "OmbreError",
    "PlayVerdict",
    "Rank",
    "Reason",
    "RuleSetError",
    "Suit",
    "__version__",
    "card_list",
    "card_title",
    "cards_in",
    "check_play",
    "explain_play",
    "explain_trick",
    "format_cards",
    "is_matador",
    "is_trump",
    "legal_cards",
    "legal_reason",
    "mask_of",
    "matadors",
    "parse_cards",
    "parse_hand",
    "plain_order",
    "punto",
    "suit_in_play",
    "suit_order",
    "top_trump_run",
    "trick_winner",
    "trump_order",
]
