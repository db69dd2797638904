"""sitegen.game_widgets: the game lessons' build-time figures say what the engine says."""

from __future__ import annotations

from html import escape
from pathlib import Path

import pytest

from ombre_core.actions import Bid, BidHigher
from ombre_core.cards import parse_hand
from ombre_core.exercises.advice import bid_advice
from ombre_core.rules import RuleSet
from sitegen.game_widgets import _played_deal, contracts_table, hand_study, seat_list
from sitegen.lessons import PageContext
from sitegen.widgets import render_widget

CONTEXT = PageContext("dealing-and-auction/", Path("tutorials/dealing-and-auction"))
UNTIL_EXCHANGE = frozenset({"exchange", "play"})


def test_the_auction_stories_the_lesson_tells() -> None:
    # "an opening bid and an overcall", and a vuelta with its turned-up card.
    standard = _played_deal("standard", 8, 2, UNTIL_EXCHANGE)
    assert sum(isinstance(action, Bid) for action in standard.history) >= 2
    assert standard.contract is not None and standard.contract.name == "vuelta"
    assert standard.turned_up is not None and standard.trump == standard.turned_up.suit
    swedish = _played_deal("swedish", 8, 2, UNTIL_EXCHANGE)
    assert any(isinstance(action, BidHigher) for action in swedish.history)
    assert _played_deal("standard", 9, 2, UNTIL_EXCHANGE).thrown_in
    forced = _played_deal("standard forced_spadille=true", 11, 2, UNTIL_EXCHANGE)
    assert forced.forced_spadille and forced.ombre == 2


@pytest.mark.parametrize(
    ("hand", "bid"),
    [("As Kh Kd 3c 4c 5s 6s 2h 3d", True), ("Ac 3h 4h 5d 6d Js 3s 4c 5c", False)],
)
def test_hand_study_shows_the_advice_verdict(hand: str, bid: bool) -> None:
    html = str(hand_study(CONTEXT, hand=hand, title="t"))
    verdict, holding = bid_advice(parse_hand(hand), RuleSet.preset("standard"))[1]
    assert bid_advice(parse_hand(hand), RuleSet.preset("standard"))[0] is bid
    assert f'data-bid="{str(bid).lower()}"' in html
    assert escape(verdict.message) in html and escape(holding.message) in html
    assert html.count("<tr data-trump=") == 4


def test_contracts_table_lists_each_presets_ladder_with_values() -> None:
    for preset in ("standard", "swedish"):
        html = str(contracts_table(preset))
        for contract in RuleSet.preset(preset).contracts:
            assert f'data-contract="{contract.name}"' in html
            assert f'<td class="ombre-num">{contract.value}</td>' in html


def test_auction_widget_lists_the_seats_from_eldest_to_dealer() -> None:
    html = str(render_widget("auction", CONTEXT, seed=8, dealer=2))
    assert seat_list(2) == [0, 1, 2]
    positions = [html.index(f'data-seat="{seat}"') for seat in seat_list(2)]
    assert positions == sorted(positions)
    assert "eldest hand, speaks first" in html and 'data-widget="auction"' in html


def test_the_exchange_stories_the_lesson_tells() -> None:
    # "the ombre first, then the defenders until the talon is empty"
    entrada = _played_deal("standard", 2, 2, frozenset({"play"}))
    assert entrada.contract is not None and entrada.contract.ombre_exchanges
    assert not entrada.talon and all(entrada.discarded)
    # "only the defenders exchange", in a solo and in oros
    for rules, game in (("standard", "solo"), ("swedish", "oros")):
        solo = _played_deal(rules, 121, 2, frozenset({"play"}))
        assert solo.contract is not None and solo.contract.name == game
        assert solo.ombre is not None and not solo.discarded[solo.ombre]
        assert all(solo.discarded[seat] for seat in range(3) if seat != solo.ombre)
