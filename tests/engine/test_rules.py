"""Unit tests of the rule presets: derived numbers and field validation."""

from __future__ import annotations

import pytest

from ombre_core.cards import Suit
from ombre_core.game import GameState
from ombre_core.rules import PRESETS, RuleSet
from ombre_core.scoring import DealOutcome, settle

STANDARD = RuleSet.preset("standard")


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_preset_numbers(name: str) -> None:
    rules = RuleSet.preset(name)
    assert (rules.deck_size, rules.talon_size, rules.tricks_per_deal) == (40, 13, 9)
    assert (rules.straight_tricks, rules.packets_per_hand) == (5, 3)


def test_derived_numbers_follow_the_fields() -> None:
    """A variant with a suit removed and shorter hands changes every derived number."""
    rules = STANDARD.replace(removed_suits=(Suit.DIAMONDS,), hand_size=8, packet_size=4)
    assert (rules.deck_size, rules.talon_size, rules.tricks_per_deal) == (30, 6, 8)
    assert (rules.straight_tricks, rules.packets_per_hand) == (5, 2)
    deal = GameState.shuffled_deal(rules, 0, 1)
    assert [hand.bit_count() for hand in deal.hands] == [8, 8, 8]
    assert len(deal.talon) == rules.talon_size


def test_scoring_takes_straight_tricks_from_the_rules() -> None:
    """A seven-card variant stops after four straight tricks, and says so."""
    rules = STANDARD.replace(hand_size=7, packet_size=7)
    assert rules.straight_tricks == 4
    settlement = settle(DealOutcome(rules, "entrada", (4, 0, 0), pot=15, stopped=True))
    assert "first 4 tricks" in settlement.lines[-1].message
    state = GameState.new_deal(rules, seed=3)
    assert len(state.talon) == rules.talon_size == 19
