"""Sessions, the bench command and the command-line dispatcher."""

from __future__ import annotations

import random
import re

import pytest

from ombre_core.__main__ import main as cli_main
from ombre_core.bench import main as bench_main
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


def test_bench_prints_deals_per_second(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_main(["--seconds", "0.2"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    match = re.fullmatch(r"(\d+) deals/s", last)
    assert match and int(match.group(1)) > 0


def test_cli_dispatches_to_bench(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["bench", "--seconds", "0.1", "--rules", "swedish"]) == 0
    assert capsys.readouterr().out.strip().endswith("deals/s")


@pytest.mark.slow
def test_bench_plays_every_variant(capsys: pytest.CaptureFixture[str]) -> None:
    from ombre_core.rules import PRESETS, VARIANTS

    assert bench_main(["--seconds", "0.2", "--rules", "all"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first.startswith("+".join([*PRESETS, *VARIANTS]) + ": ")
    for name in VARIANTS:
        assert bench_main(["--seconds", "0.05", "--rules", name]) == 0
        assert capsys.readouterr().out.startswith(f"{name}: ")
