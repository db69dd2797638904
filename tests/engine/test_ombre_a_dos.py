"""Ombre a dos (preset ``ombre-a-dos``): two players and a dummy third hand, a house reading.

The property tests (test_properties.py, invariants.py) run over this preset too and check the
dummy's every card against its rule; here are the reading's points one by one: the dummy never
antes, bids or exchanges, plays by one rule as an engine move, defends, and its chips are the
live defender's.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from deals import make_state, texts

from ombre_core.bots import SimpleBot
from ombre_core.cards import Card, Suit, parse_cards, parse_hand
from ombre_core.errors import OutcomeError, RuleSetError, SetupError
from ombre_core.game import GameState
from ombre_core.guided import start_state
from ombre_core.messages import CATALOGUE
from ombre_core.rules import OMBRE_A_DOS_READING, PRESETS, RuleSet
from ombre_core.scoring import DealOutcome, settle
from ombre_core.table import player_view
from ombre_core.tricks import dummy_card
from ombre_tools.guided import load_script

DOS = RuleSet.preset("ombre-a-dos")

# Dealer 0: seat 1 is eldest and bids first; seat 2 is the dummy. Seat 1 holds the three
# matadors with spades; the dummy holds the kings of hearts and diamonds.
HANDS = ("Kc Qc Jc 7c 6c 5c 4c 3c 2c", "As 2s Ac Ks Qs Js 7s 6s 5s", "Kh Kd Qh Qd Jh Jd 2h 3h 4h")


def test_the_preset_is_standard_with_a_dummy_at_seat_two() -> None:
    assert DOS.replace(dummy_seat=None, name="standard") == PRESETS["standard"]
    assert (DOS.players, DOS.table_seats, DOS.dummy_seat, DOS.talon_size) == (3, 3, 2, 13)
    reading = " ".join(OMBRE_A_DOS_READING.split())
    assert "a house reading" in reading and "No historical source describes" in reading


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"dummy_seat": 3}, ["dummy_seat 3", "three players"]),
        ({"forced_spadille": True}, ["no forced_spadille"]),
        ({"ante_style": "dealer"}, ["ante_style 'each'"]),
        ({"dummy_seat": -1}, ["dummy_seat must be at least 0"]),
    ],
)
def test_bad_dummy_fields_are_refused(changes: dict[str, object], words: list[str]) -> None:
    with pytest.raises(RuleSetError) as error:
        DOS.replace(**changes)
    assert all(word in error.value.message for word in words), error.value.message


def test_the_dummy_antes_nothing_and_never_bids() -> None:
    state = make_state(DOS, HANDS, dealer=1)  # the dummy is eldest: seat 0 bids first
    assert state.antes == (5, 5, 0) and state.pot == 10
    assert state.eldest == 2 and state.current_player == 0 and state.passed == [False, False, True]
    state.apply("pass")
    assert state.current_player == 1 and texts(state)[0] == "pass"
    state.apply("pass")
    assert state.thrown_in and state.returns() == (0, 0, 0)


def test_the_dummy_does_not_exchange_and_leads_by_its_rule() -> None:
    state = make_state(DOS, HANDS, dealer=1, actions="bid entrada;pass;trump spades")
    assert state.ombre == 0 and state.exchange_queue == [0, 1]
    state.apply("discard 2c 3c")
    state.apply("discard 5s")
    # the dummy is eldest and leads at once, an engine move: its lowest card, 4♥
    assert state.phase == "play" and state.trick == [Card.H4] and state.current_player == 0
    assert state.history[-1].__class__.__name__ == "Discard"  # its card is no action


@pytest.mark.parametrize(
    ("hand", "trick", "friend", "expected"),
    [
        ("Kh 3h 5d As", "Qh", False, "Kh"),  # the cheapest card that takes the trick
        ("Kh 3h 5d As", "Qh", True, "3h"),  # the live defender has it: its lowest
        ("Kh 3h 5d As", "", False, "5d"),  # leads its lowest: a plain card before a trump
        ("Jh 3h 5d As", "Qh", False, "3h"),  # cannot take it by following suit: its lowest
        ("5d As 3c", "Kh", False, "3c"),  # void of hearts: a low trump takes it cheaply
        ("7h 7d", "", False, "7h"),  # equally low: hearts before diamonds
    ],
)
def test_the_dummys_rule(hand: str, trick: str, friend: bool, expected: str) -> None:
    card = dummy_card(parse_hand(hand), parse_cards(trick), Suit.CLUBS, friend)
    assert card == Card.parse(expected)


def test_the_live_defender_holds_the_dummys_purse() -> None:
    three = settle(DealOutcome(RuleSet.preset("standard"), "entrada", (3, 2, 4), pot=10))
    dos = settle(DealOutcome(DOS, "entrada", (3, 2, 4), pot=10, dummy=2))
    assert (three.result, three.codille_by, three.chips) == ("codille", 2, (-15, 0, 15))
    assert (dos.result, dos.codille_by, dos.chips) == ("codille", 2, (-15, 15, 0))
    assert dos.pot_after == three.pot_after
    assert dos.lines[-1].code == "dummy-purse" and "receives 15" in dos.lines[-1].message
    with pytest.raises(OutcomeError, match="give its place"):
        DealOutcome(DOS, "entrada", (5, 2, 2), pot=10)
    with pytest.raises(OutcomeError, match="have no dummy"):
        DealOutcome(RuleSet.preset("standard"), "entrada", (5, 2, 2), pot=10, dummy=1)


def test_a_whole_deal_pays_only_the_live_players() -> None:
    state = make_state(DOS, HANDS, dealer=0, actions="bid solo;pass;trump spades")
    bot = SimpleBot()
    while not state.is_terminal():
        assert state.current_player in (0, 1)
        state.apply(bot.choose(state))
    assert state.settlement is not None and state.settlement.result == "sacada"
    assert state.won[1] >= 5 and state.returns()[2] == 0
    defender, ombre, dummy = state.returns()  # seat 1 is eldest and the ombre
    assert dummy == 0 and ombre + defender == state.pot_carried + 10 - state.pot
    # the live defender pays both defenders' shares: the solo (15), primeras (3), nine matadors
    assert defender == -2 * (15 + 3 + 9)
    assert GameState.from_notation(state.to_notation()) == state


def test_bots_play_whole_deals_legally_and_the_ombre_usually_wins() -> None:
    results: dict[str, int] = {}
    for seed in range(60):
        state = GameState.new_deal(DOS, dealer=seed % 3, seed=seed)
        bot = SimpleBot()
        while not state.is_terminal():
            action = bot.choose(state)
            assert action in state.legal_actions()
            state.apply(action)
        assert sum(state.chip_changes()) + state.pot == state.pot_carried
        assert state.chip_changes()[2] == 0
        key = "thrown-in" if state.settlement is None else state.settlement.result
        results[key] = results.get(key, 0) + 1
    played = sum(count for key, count in results.items() if key != "thrown-in")
    assert results.get("sacada", 0) * 2 > played, results  # bots bid the hands they can make


def test_the_table_marks_and_tells_the_dummy() -> None:
    state = make_state(DOS, HANDS, dealer=1, actions="bid entrada;pass;trump spades;discard 2c")
    state.apply("discard none")
    view = player_view(state, 0)
    assert view["dummy"] == 2
    assert [seat["dummy"] for seat in view["seats"]] == [False, False, True]
    assert view["seats"][2]["dummy_label"] == CATALOGUE["seat.dummy"] == "Dummy"
    told = " ".join(entry["text"] for entry in view["log"])
    assert "the dummy, leads 4♥: by its rule it always leads its lowest card" in told
    assert "each live player puts 5 in the pot (the dummy antes nothing)" in told


def test_the_solver_refuses_a_dummy_deal() -> None:
    state = make_state(DOS, HANDS, dealer=0, actions="bid solo;pass;trump spades")
    with pytest.raises(SetupError, match="Ombre a dos"):
        state.check_solvable()


def test_a_position_plays_the_dummy_at_once_and_never_makes_it_the_ombre() -> None:
    start = (
        "position entrada spades ombre 0 leader 2 won 3 2 1 hands 7h Kc Qc / 2d 3d 4d / Kh 3h 4h"
    )
    state = GameState.from_position(DOS, start)
    assert state.trick == [Card.H4] and state.current_player == 0  # its lowest: red 4 below 3
    assert GameState.from_notation(state.to_notation()) == state
    with pytest.raises(SetupError, match="dummy hand, which is never the ombre"):
        GameState.from_position(DOS, start.replace("ombre 0", "ombre 2"))


def test_the_table_names_the_part_of_the_rule_that_chose_each_dummy_card() -> None:
    """The lesson's deal: the dummy's K♠ takes the trick from the ombre (the cheapest card that
    does); its J♣ beats its friend's 3♣ only because the jack is its lowest club."""
    deal_file = Path(__file__).parents[2] / "tutorials/two-players/deals/ombre-a-dos.toml"
    script = load_script(deal_file.read_text())
    state = start_state(script)
    for step in script.steps:
        for action in step.actions:
            state.apply(action)
    plays = player_view(state, script.learner)["dummy_plays"]
    assert plays["Ks"].endswith("by its rule, the cheapest card that takes the trick.")
    assert "its lowest card" in plays["Jc"] and "takes the trick." not in plays["Jc"]
    assert "always leads its lowest card" in plays["5c"]


def test_the_dummys_purse_line_shows_the_chips_it_moves() -> None:
    # Entrada 5-2-2 with the dummy last: the dummy would pay its 5, and the live defender pays it.
    dos = settle(DealOutcome(DOS, "entrada", (5, 2, 2), pot=10, dummy=2))
    game, purse = dos.lines[-2], dos.lines[-1]
    assert game.code == "game-value" and game.chips == (10, -5, -5)
    assert purse.code == "dummy-purse" and "pays 5" in purse.message
    assert purse.chips == (0, -5, 5)
    assert dos.chips == (20, -10, 0)
    for line in dos.lines:  # every line that names an amount moves chips
        assert any(line.chips) or line.pot_change, line
