"""Seeded deals for the bench and the match: the same key always deals the same cards.

>>> state, rng = seeded_deal("standard", 1, "0-7")
>>> state.phase, state.dealer
('auction', 1)
>>> seeded_deal("standard", 1, "0-7")[0].to_notation() == state.to_notation()
True
"""

from __future__ import annotations

import random

from ombre_core.game import GameState
from ombre_core.rules import RuleSet


def seeded_deal(preset: str, turn: int, key: str) -> tuple[GameState, random.Random]:
    """A deal of ``preset`` dealt by seat ``turn`` (modulo the players), its cards drawn from
    ``key``; with the generator that drew them, for the deal's later chance steps."""
    rules = RuleSet.preset(preset)
    rng = random.Random(key)
    return GameState.new_deal(rules, turn % rules.players, 0, rng.getrandbits(32)), rng
