"""Sessions: the cut for the deal, dealer and pot from deal to deal, the chip target."""

from __future__ import annotations

import random

import pytest

from ombre_core.bots import RandomBot, SimpleBot
from ombre_core.errors import IllegalActionError
from ombre_core.rules import RuleSet
from ombre_core.session import Session, cut_for_dealer


def test_cut_for_dealer_high_card_deals_and_ties_cut_again() -> None:
    rules = RuleSet.preset("standard")
    seen_tie = False
    for seed in range(200):
        dealer, rounds = cut_for_dealer(rules, random.Random(seed))
        last = rounds[-1]
        top = max(card.rank for _, card in last)
        assert [seat for seat, card in last if card.rank == top] == [dealer]
        for earlier in rounds[:-1]:
            seen_tie = True
            best = max(card.rank for _, card in earlier)
            assert sum(card.rank == best for _, card in earlier) > 1
        for cuts in rounds:
            assert len({card for _, card in cuts}) == len(cuts)
    assert seen_tie


def test_session_of_twelve_deals_with_running_tally() -> None:
    session = Session("standard", seed=9)
    players = [SimpleBot(), RandomBot(1), RandomBot(2)]
    session.play(players)
    assert session.is_over() and len(session.records) == 12
    assert sum(session.tally) + session.pot == 0
    assert session.records[-1].tally == tuple(session.tally)
    assert session.records[-1].pot == session.pot
    assert session.leaders() and max(session.tally) == session.tally[session.leaders()[0]]
    data = session.to_dict()
    assert len(data["deals"]) == 12 and data["tally"] == session.tally
    with pytest.raises(IllegalActionError) as info:
        session.start_deal()
    assert info.value.code == "session-over"


def test_pot_is_carried_into_the_next_deal() -> None:
    session = Session("swedish", seed=4, first_dealer=2)
    state = session.start_deal()
    assert state.dealer == 2 and state.pot == 5
    for text in ("pass", "pass", "pass"):
        state.apply(text)
    record = session.finish_deal()
    assert record.result == "thrown in" and record.pot == 5 and record.chips == (0, 0, -5)
    following = session.start_deal()
    assert following.dealer == 0 and following.pot_carried == 5 and following.pot == 10


def test_chip_target_ends_the_session() -> None:
    rules = RuleSet.preset("standard").replace(chip_target=30)
    session = Session(rules, seed=3)
    session.play([SimpleBot()] * 3)
    assert max(session.tally) >= 30
    assert all(max(record.tally) < 30 for record in session.records[:-1])


def test_session_refuses_out_of_order_calls() -> None:
    session = Session("standard", seed=1)
    with pytest.raises(IllegalActionError):
        session.finish_deal()
    session.start_deal()
    with pytest.raises(IllegalActionError):
        session.start_deal()
