"""sitegen.game_widgets: the game lessons' build-time figures say what the engine says."""

from __future__ import annotations

from html import escape
from pathlib import Path

import pytest

from ombre_core.actions import Bid, BidHigher
from ombre_core.bots import hint
from ombre_core.cards import Suit, parse_hand
from ombre_core.game import GameState
from ombre_core.messages import use_language
from ombre_core.rules import RuleSet
from ombre_core.strategy import bid_advice, hand_strength
from sitegen.game_widgets import (
    _played_deal,
    contracts_table,
    hand_study,
    matador_watch,
    seat_list,
    vole_check,
)
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


def test_auction_widget_names_the_seats_in_the_pages_language() -> None:
    with use_language("fr"):
        html = str(render_widget("auction", PageContext("bidding/", CONTEXT.source_dir, lang="fr")))
    assert '<span class="ombre-auction__seat-name">Vous</span>' in html


def test_the_exchange_stories_the_lesson_tells() -> None:
    # "the ombre first, then the defenders until the talon is empty"
    entrada = _played_deal("standard", 2, 2, frozenset({"play"}))
    assert entrada.contract is not None and entrada.contract.ombre_exchanges
    assert not entrada.talon and all(entrada.discarded)
    # "only the defenders exchange", in a solo and in oros
    for rules, seed, game in (("standard", 121, "solo"), ("swedish", 933, "oros")):
        solo = _played_deal(rules, seed, 2, frozenset({"play"}))
        assert solo.contract is not None and solo.contract.name == game
        assert solo.ombre is not None and not solo.discarded[solo.ombre]
        assert all(solo.discarded[seat] for seat in range(3) if seat != solo.ombre)


@pytest.mark.parametrize(
    ("hand", "code", "trump"),
    [
        ("Js Qs 7s 4s 3s Kh 5h Qd 6c", "long-trumps", "spades"),
        ("Ac 2d 3d 4h 6h Qs 6s 4c 5c", "lone-matador", None),
        ("As Ac Ks 7s 4s Kh 6h 5h Qd", "long-trumps", "spades"),
    ],
)
def test_the_strategy_hands_get_the_verdicts_the_lesson_names(
    hand: str, code: str, trump: str | None
) -> None:
    verdict = bid_advice(parse_hand(hand), RuleSet.preset("standard"))[1][0]
    assert verdict.code == code
    if trump is not None:
        assert verdict.facts["trump"] == trump


def test_the_black_or_red_hand_is_equally_strong_in_spades_and_hearts() -> None:
    mask = parse_hand("As Ac Ks 7s 4s Kh 6h 5h Qd")
    spades, hearts = hand_strength(mask, Suit.SPADES), hand_strength(mask, Suit.HEARTS)
    assert (len(spades.matadors), len(spades.trumps)) == (len(hearts.matadors), len(hearts.trumps))


def test_the_vole_hands_and_the_strategy_positions() -> None:
    assert all(ok for _, ok in vole_check(parse_hand("As 2s Ac Ks Qs 5s Kh Kd 4c"), Suit.SPADES))
    checks = vole_check(parse_hand("As 2s Ks Qs Js 5s Kh Kd 4c"), Suit.SPADES)
    assert [ok for _, ok in checks] == [False, True, True]
    lead = GameState.from_position(
        "standard",
        "position entrada spades ombre 0 leader 0 won 0 0 0 hands As 2s Ac Ks 5s Kh Kd 4h 3c / "
        "Qs Js 7s Qh Jh 7h Qd Jd 7d / 6s 4s 3s 6h 5h Ah 6d 5d Ad",
    )
    assert str(hint(lead)[0]) == "play As"  # "lead trumps early"
    partner = GameState.from_position(
        "standard",
        "position entrada spades ombre 0 leader 1 won 0 0 0 hands As 2s Ac Ks 5s Kd 4h 3c 2c / "
        "Qs Js 7s Qh Jh Qd Jd 7d / 6s 4s 3s 6h 5h Ah 6d 5d Ad trick Kh",
    )
    assert "partner is winning" in hint(partner)[1]  # "play low"
    for rules, contract in (("standard", "entrada"), ("swedish", "juego")):
        five = GameState.from_position(
            rules,
            f"position {contract} spades ombre 0 leader 0 won 5 0 0 hands "
            "Ks Kh Kd 3c / Qs Qh Qd 4c / Js Jh Jd 5c",
        )
        assert str(hint(five)[0]) == "stop"


def test_the_discard_stories_and_the_matador_watch() -> None:
    many = _played_deal("standard", 54, 2, frozenset({"play"}))
    few = _played_deal("standard", 1, 2, frozenset({"play"}))
    assert many.ombre is not None and many.discarded[many.ombre].bit_count() >= 6
    assert few.ombre is not None and 1 <= few.discarded[few.ombre].bit_count() <= 3
    html = str(matador_watch(CONTEXT, seed=1))
    assert html.count('<th scope="row">') == 9
