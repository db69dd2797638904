"""Unit tests of the rule presets: derived numbers and field validation."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ombre_core.cards import Suit
from ombre_core.errors import NotationError, OmbreError, RuleSetError
from ombre_core.game import GameState, Position
from ombre_core.rules import PRESETS, Contract, RuleSet
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


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("standard session_deals=x | dealer 0 | pot 0", "session_deals"),
        ("standard packet_size=x | dealer 0 | pot 0", "packet_size"),
        ("standard hand_size=x | dealer 0 | pot 0", "hand_size"),
        ("standard chip_target=x | dealer 0 | pot 0", "chip_target"),
        ("standard matador_bonus_cap=x | dealer 0 | pot 0", "matador_bonus_cap"),
        ("standard surrender_before_trick=x | dealer 0 | pot 0", "surrender_before_trick"),
        ("standard contracts=x | dealer 0 | pot 0", "contracts"),
        ("standard removed_suits=x | dealer 0 | pot 0", "removed_suits"),
        ("standard surrender=1 | dealer 0 | pot 0", "surrender"),
        ("standard auction=bridge | dealer 0 | pot 0", "auction"),
        ("standard ante=true | dealer 0 | pot 0", "ante"),
        ("standard ante=" + "9" * 5000 + " | dealer 0 | pot 0", "ante"),
        ("standard vole_win=1000001 | dealer 0 | pot 0", "vole_win"),
        ("standard session_deals=0 | dealer 0 | pot 0", "session_deals"),
        ("standard surrender_before_trick=10 | dealer 0 | pot 0", "surrender_before_trick"),
    ],
)
def test_bad_rule_overrides_name_the_field(text: str, field: str) -> None:
    with pytest.raises(RuleSetError) as info:
        GameState.from_notation(text)
    assert info.value.message.startswith(field), info.value.message
    assert len(info.value.message) < 200


@pytest.mark.parametrize(
    "changes",
    [
        {"players": "3"},
        {"players": True},
        {"name": 5},
        {"removed_suits": ("h",)},
        {"removed_suits": (Suit.HEARTS, Suit.HEARTS)},
        {"removed_suits": (Suit.SPADES,)},
        {"contracts": ()},
        {"contracts": (STANDARD.contracts[0], STANDARD.contracts[0])},
        {"contracts": ("entrada",)},
        {"gascarille_exchange": 1.5},
        {"matador_bonus_cap": -1},
        {"forced_spadille": 0},
        # A vuelta turns up the talon's top card, which a deal without a talon lacks.
        {"removed_suits": (Suit.DIAMONDS,), "hand_size": 10, "packet_size": 5},
    ],
)
def test_bad_fields_are_refused(changes: dict[str, Any]) -> None:
    with pytest.raises(RuleSetError):
        STANDARD.replace(**changes)


@pytest.mark.parametrize(
    "contract",
    [("solo", -1, "named", False), ("two words", 5, "named", False), ("x", 5, "cut", False)],
)
def test_bad_contracts_are_refused(contract: tuple[Any, ...]) -> None:
    with pytest.raises(RuleSetError):
        Contract(*contract)


@pytest.mark.parametrize(
    "text",
    [
        "standard | dealer ² | pot 0",
        "standard | dealer 0 | pot ³",
        "standard | dealer 0 | pot " + "1" * 5000,
        "standard | dealer 0 | pot -1",
        "standard name=swedish | dealer 0 | pot 0",
        "standard ante=3 ante=4 | dealer 0 | pot 0",
        "standard | dealer 0 | pot 0 | position entrada hearts ombre ² leader 1 hands As / Kh / 2c",
        "standard | dealer 0 | pot 0 | position entrada hearts ombre 0 leader 1 won ² 0 0 "
        "hands As / Kh / 2c",
        "x" * 5000,
        "standard | dealer 0 | pot 0 | bid " + "x" * 5000,
        "standard | dealer 0 | pot 0 | bid ٣",
        "standard " + "x" * 5000 + " | dealer 0 | pot 0",
        "x" * 5000 + " | dealer 0 | pot 0",
    ],
)
def test_bad_notation_is_a_short_notation_or_rule_error(text: str) -> None:
    """Only ASCII digits are numbers, and a message shows an excerpt of the input, not all."""
    with pytest.raises((NotationError, RuleSetError)) as info:
        GameState.from_notation(text)
    assert len(info.value.message) < 200, info.value.message


def test_position_from_dict_refuses_non_ascii_and_huge_numbers() -> None:
    data = Position.parse(
        "position entrada hearts ombre 0 leader 1 won 4 2 2 hands As / Kh / 2c"
    ).to_dict()
    for key, value in (("ombre", "²"), ("leader", 10**5000), ("won", ["1", "x", "0"])):
        with pytest.raises(OmbreError) as info:
            Position.from_dict({**data, key: value})
        assert len(info.value.message) < 200


_WORDS = st.sampled_from(
    [
        "standard",
        "swedish",
        "|",
        "dealer",
        "pot",
        "0",
        "2",
        "²",
        "٣",
        "-1",
        "ante=",
        "hand_size=x",
        "removed_suits=dd",
        "contracts=",
        "position",
        "entrada",
        "hearts",
        "ombre",
        "leader",
        "won",
        "hands",
        "/",
        "As",
        "Kh",
        "trick",
        "deal",
        "bid",
        "play",
        ";",
        "discard",
        "9" * 5000,
        "x" * 3000,
    ]
)


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(words=st.lists(_WORDS, max_size=30))
def test_malformed_notation_raises_a_short_ombre_error(words: list[str]) -> None:
    """Any text either reads as a state or raises an OmbreError with a short message."""
    try:
        GameState.from_notation(" ".join(words))
    except OmbreError as error:
        assert len(error.message) < 300, error.message[:400]
