"""The variants' rule sets: two players (tvåhant), four at the table (one sits out), and the
contrabola / countervole (a declared attempt to take no trick, without trumps).

The shared properties (every card once, the tricks, chips, round trips, the matador privilege)
run over every preset in ``test_properties.py``; here are the variants' own rules, one deal
worked by hand each, the session's seats, the bots, and the solver's refusal.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest
from deals import make_state, texts

from ombre_core.api import dispatch
from ombre_core.bots import RandomBot, SimpleBot, hint
from ombre_core.cards import Suit
from ombre_core.errors import IllegalActionError, OmbreError, RuleSetError, SetupError
from ombre_core.game import GameState, parse_rules, rules_text
from ombre_core.rules import PRESETS, VARIANTS, RuleSet
from ombre_core.session import Session, deal_seats, sitter_ante

TVAHANT = RuleSet.preset("tvahant")
FOUR = RuleSet.preset("four-seat")


def test_the_site_presets_stay_the_two_main_ones() -> None:
    assert list(PRESETS) == ["standard", "swedish"]
    assert set(VARIANTS) == {
        "tvahant",
        "four-seat",
        "contrabola",
        "countervole",
        "quadrille",
        "quintille",
        "ombre-a-dos",
    }


def test_tvahant_numbers() -> None:
    """003: a whole red suit out leaves thirty cards, eight each; the talon takes the rest."""
    rules = TVAHANT
    assert (rules.players, rules.table_seats, rules.removed_suits) == (2, 2, (Suit.HEARTS,))
    assert (rules.deck_size, rules.hand_size, rules.talon_size) == (30, 8, 14)
    assert (rules.tricks_per_deal, rules.straight_tricks, rules.packets_per_hand) == (8, 5, 2)
    deal = GameState.shuffled_deal(rules, 0, 5)
    assert [hand.bit_count() for hand in deal.hands] == [8, 8] and len(deal.talon) == 14
    assert not any(card.suit == Suit.HEARTS for card in deal.talon)


def test_four_seat_numbers() -> None:
    assert (FOUR.players, FOUR.table_seats, FOUR.sits_out) == (3, 4, True)
    assert (FOUR.deck_size, FOUR.talon_size, FOUR.tricks_per_deal) == (40, 13, 9)
    assert not RuleSet.preset("swedish").sits_out


def test_the_removed_suit_is_a_field() -> None:
    diamonds_out = TVAHANT.replace(
        removed_suits=(Suit.DIAMONDS,), contracts=RuleSet.preset("swedish").contracts[:3]
    )
    assert diamonds_out.deck_size == 30
    state = GameState.new_deal(diamonds_out, 0, 0, 3)
    assert all(not hand & (((1 << 10) - 1) << 20) for hand in state.hands)


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"players": 6}, ["players must be from 2 to 5", "not 6"]),
        ({"players": 1}, ["players must be from 2 to 5", "not 1"]),
        ({"players": 4, "table_seats": 4}, ["4 players", "tricks_rule 'majority'"]),
        ({"table_seats": 5}, ["table_seats 5", "players 2"]),
        ({"table_seats": 4}, ["table_seats 4", "players 2"]),
        ({"hand_size": 16}, ["2 hands of 16 need 32 cards", "30 in the deck without hearts"]),
        ({"hand_size": 7}, ["hand_size 7", "packets of 4"]),
        ({"removed_suits": (Suit.CLUBS,)}, ["only red suits"]),
        ({"sitter_share": "half"}, ["sitter_share must be one of 'nothing', 'ante'"]),
        # oros is played with diamonds: it cannot be kept with diamonds out.
        ({"removed_suits": (Suit.DIAMONDS,)}, ["oros", "diamonds"]),
    ],
)
def test_bad_variant_fields_name_the_state(changes: dict[str, Any], words: list[str]) -> None:
    with pytest.raises(RuleSetError) as info:
        TVAHANT.replace(**changes)
    for word in words:
        assert word in info.value.message, info.value.message


def test_unknown_preset_lists_the_variants() -> None:
    with pytest.raises(RuleSetError) as info:
        RuleSet.preset("piquet")
    assert "tvahant" in info.value.message and "four-seat" in info.value.message
    assert "quadrille" in info.value.message and "quintille" in info.value.message


@pytest.mark.parametrize(
    "rules",
    [
        TVAHANT,
        FOUR,
        FOUR.replace(sitter_share="ante"),
        RuleSet.preset("standard").replace(
            players=2, table_seats=2, removed_suits=(Suit.HEARTS,), hand_size=8, packet_size=4
        ),
    ],
)
def test_variant_rules_round_trip_through_notation(rules: RuleSet) -> None:
    assert parse_rules(rules_text(rules)) == rules
    state = GameState.new_deal(rules, 1, 3, 11)
    state.apply(state.legal_actions()[-1])
    assert GameState.from_notation(state.to_notation()) == state
    assert GameState.from_dict(json.loads(json.dumps(state.to_dict()))) == state


def test_a_tvahant_deal_worked_by_hand() -> None:
    """Dealer 1, so seat 0 is eldest. Seat 0 says play, seat 1 passes: seat 0 is the ombre,
    chooses juego in spades, draws first, then the one defender draws. Seat 0 holds the three
    matadors, the king and queen of spades and wins tricks 1-5; with the swedish rules a stop
    scores as a sacada: the pot (5) and the juego value (5) from the defender, and the
    matadors 3 plus 2 for the king and queen (5)."""
    state = make_state(
        TVAHANT,
        hands=("As 2s Ac Ks Qs Kd Kc Qc", "3s 4s 5s 6s 7s Jd Qd 2c"),
        talon="3d 4d 5d 6d",
        dealer=1,
    )
    assert state.pot == 5 and state.current_player == 0
    assert texts(state) == ["pass", "bid play"]
    state.apply("bid play")
    state.apply("pass")
    state.apply("choose juego")
    assert texts(state) == ["trump spades", "trump diamonds", "trump clubs"]
    with pytest.raises(IllegalActionError) as info:
        state.apply("trump hearts")
    assert info.value.code == "suit-removed"
    state.apply("trump spades")
    assert state.exchange_queue == [0, 1] and state.discard_range() == (0, 8)
    state.apply("discard none")
    state.apply("discard 2c")
    assert [hand.bit_count() for hand in state.hands] == [8, 8] and len(state.talon) == 13
    for _ in range(5):
        state.apply(hint(state)[0] if state.current_player == 1 else state.legal_actions()[0])
        state.apply(hint(state)[0])
    assert state.won == [5, 0] and "stop" in texts(state)
    state.apply("stop")
    assert state.settlement is not None and state.settlement.result == "sacada"
    assert [line.code for line in state.settlement.lines] == [
        "pot",
        "game-value",
        "stop",
        "matador-bonus",
    ]
    assert state.returns() == (15, -10) and state.pot == 0
    assert state.chip_changes() == (15, -15)


def test_tvahant_puesta_and_codille_with_one_defender() -> None:
    """The last trick decides: 4-4 is a puesta, 3-5 a codille paid to the defender (swedish:
    the pot amount plus 5 for the one defender). The dealer's ante makes the pot 5."""
    for hands, won, result, returns in (
        ("Ks / Kc", [4, 4], "puesta", (-10, 0)),
        ("Kc / 3s", [3, 5], "codille", (-10, 10)),
    ):
        position = f"position juego spades ombre 0 leader 0 won 3 4 hands {hands}"
        state = GameState.from_position(TVAHANT, position, dealer=1, pot=0)
        for _ in range(2):
            state.apply(state.legal_actions()[0])
        assert state.won == won and state.settlement is not None
        assert state.settlement.result == result and state.returns() == returns
        assert "for the defender" in state.settlement.lines[-1].message


def test_tvahant_solo_only_the_defender_exchanges() -> None:
    state = make_state(TVAHANT, hands=("", ""), dealer=1, actions="bid play; pass; choose solo")
    state.apply("trump clubs")
    assert state.exchange_queue == [1] and state.current_player == 1


def test_tvahant_surrender_goes_to_the_one_defender() -> None:
    actions = "bid play; pass; choose juego; trump clubs"
    state = make_state(TVAHANT, hands=("", ""), dealer=1, actions=actions)
    state.apply("discard none")
    state.apply("discard none")
    assert "surrender" in texts(state)
    state.apply("surrender")
    assert state.phase == "surrender" and state.current_player == 1
    state.apply("accept")
    assert state.surrendered and state.returns() == (-10, 0) and state.pot == 15


def test_four_seat_the_seat_opposite_the_dealer_sits_out() -> None:
    """003: with four at the table the player opposite the dealer sits out the deal."""
    for dealer in range(4):
        seats = deal_seats(FOUR, dealer)
        assert len(seats) == 3 and (dealer + 2) % 4 not in seats and dealer in seats
    # the deal keeps the table's order: after dealer 3 come seats 0 and 2 (1 sits out)
    assert deal_seats(FOUR, 3) == (0, 2, 3)
    with pytest.raises(SetupError):
        deal_seats(FOUR, 4)


def test_four_seat_session_rotates_over_four_and_tallies_four() -> None:
    session = Session(FOUR, seed=4, first_dealer=0)
    session.play([SimpleBot(), RandomBot(1), SimpleBot(), RandomBot(3)])
    assert len(session.tally) == 4 and sum(session.tally) + session.pot == 0
    dealers = [record.dealer for record in session.records]
    assert dealers == [n % 4 for n in range(12)]
    for record in session.records:
        sitter = (record.dealer + 2) % 4
        assert sitter not in record.seats and record.chips[sitter] == 0
        state = GameState.from_notation(record.notation)
        assert state.players == 3 and record.seats[state.dealer] == record.dealer
        for deal_seat, amount in enumerate(state.chip_changes()):
            assert record.chips[record.seats[deal_seat]] == amount
    assert session.to_dict()["deals"][0]["seats"] == [0, 1, 3]


def test_four_seat_sitter_may_still_ante() -> None:
    """sitter_share 'ante': the seat sitting out puts its ante in the pot (with antes from
    every player); the chips stay conserved."""
    rules = FOUR.replace(sitter_share="ante", ante_style="each")
    assert sitter_ante(rules) == 5 and sitter_ante(FOUR) == 0
    session = Session(rules, seed=2, first_dealer=1)
    state = session.start_deal()
    assert state.pot_carried == 5 and state.pot == 20  # the sitter's 5, then three antes
    assert session.tally == [0, 0, 0, -5]
    while not state.is_terminal():
        state.apply(SimpleBot().choose(state))
    record = session.finish_deal()
    assert record.chips[3] == -5 and sum(session.tally) + session.pot == 0


def test_four_seat_sitter_like_a_defender_pays_and_receives_as_the_defenders() -> None:
    """Tresillo's idle fourth "cobra y paga como los demás": with sitter_share
    'like-a-defender' the seat out antes, and pays each per-defender amount (game value,
    vole, matador bonus), never the pot, a puesta or a codille."""
    rules = FOUR.replace(sitter_share="like-a-defender", ante_style="each")
    session = Session(rules, seed=6, first_dealer=0)
    session.play([SimpleBot()] * 4)
    assert sum(session.tally) + session.pot == 0
    paid = 0
    for record in session.records:
        state = GameState.from_notation(record.notation)
        sitter = (record.dealer + 2) % 4
        settlement = state.settlement
        if settlement is None:
            assert record.chips[sitter] == -5
            continue
        each = {line.code: line.chips[1] for line in settlement.lines}
        expected = -5 + sum(
            amount for code, amount in each.items() if code in ("game-value", "matador-bonus")
        )
        if settlement.result == "sacada" and "game-value" in each:
            assert record.chips[sitter] == expected < -5
            paid += 1
        ombre_seat = record.seats[state.ombre] if state.ombre is not None else None
        if ombre_seat is not None:
            ombre_change = state.chip_changes()[state.ombre] - (record.chips[sitter] + 5)
            assert record.chips[ombre_seat] == ombre_change
    assert paid > 0


def test_sitter_share_needs_a_seat_out() -> None:
    with pytest.raises(RuleSetError) as info:
        RuleSet.preset("swedish").replace(sitter_share="ante")
    assert "needs a seat that sits out" in info.value.message


def test_session_refuses_a_seat_past_the_table() -> None:
    with pytest.raises(SetupError) as info:
        Session(FOUR, first_dealer=4)
    assert "table of 4" in info.value.message
    assert Session(TVAHANT, seed=1).first_dealer in (0, 1)


@pytest.mark.slow
@pytest.mark.parametrize("rules", sorted(VARIANTS))
def test_bots_play_every_variant_legally(rules: str) -> None:
    results: Counter[str] = Counter()
    for seed in range(80):
        state = GameState.new_deal(rules, seed % RuleSet.preset(rules).players, 0, seed)
        while not state.is_terminal():
            action, reason = hint(state)
            assert reason
            if state.phase != "exchange":
                assert action in state.legal_actions(), (state.to_notation(), action)
            state.apply(action)
        results[
            "thrown in" if state.thrown_in else str(state.settlement and state.settlement.result)
        ] += 1
    # sensible: the bots bid hands that win more often than they lose to a codille
    assert results["sacada"] > results["codille"] > 0


def test_the_solver_refuses_two_players_with_a_clear_error() -> None:
    state = GameState.from_position(
        TVAHANT, "position juego spades ombre 0 leader 0 won 4 3 hands Ks / Kc", dealer=1
    )
    assert state.solver_problem() is not None
    with pytest.raises(SetupError) as info:
        state.check_solvable()
    assert info.value.code == "solver-rules" and "three-handed" in info.value.message
    reply = json.loads(dispatch("game.solve", json.dumps({"notation": state.to_notation()})))
    assert reply["ok"] is False and reply["error"]["code"] == "solver-rules"
    standard = GameState.from_position(
        "standard", "position entrada hearts ombre 0 leader 1 won 4 2 2 hands As / Kh / 2c"
    )
    assert standard.solver_problem() is None
    reply = json.loads(dispatch("game.solve", json.dumps({"notation": standard.to_notation()})))
    assert reply["ok"] is True


CONTRABOLA = RuleSet.preset("contrabola")
COUNTERVOLE = RuleSet.preset("countervole")


def test_contrabola_is_bid_above_solo_and_countervole_only_after_all_pass() -> None:
    assert [c.name for c in CONTRABOLA.ladder] == ["entrada", "vuelta", "solo", "contrabola"]
    assert [c.name for c in COUNTERVOLE.ladder] == ["juego", "voltereta", "solo", "oros"]
    assert COUNTERVOLE.countervole is not None and COUNTERVOLE.countervole.name == "countervole"
    assert RuleSet.preset("standard").countervole is None


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"countervole_after_pass": True}, ["countervole_after_pass", "aim 'none'"]),
        ({"contracts": (CONTRABOLA.contracts[-1],)}, ["lowest game"]),
    ],
)
def test_bad_contrabola_rules_are_refused(changes: dict[str, Any], words: list[str]) -> None:
    with pytest.raises(RuleSetError) as info:
        RuleSet.preset("standard").replace(**changes)
    for word in words:
        assert word in info.value.message, info.value.message


def test_a_game_without_trumps_is_the_contrabola_s_alone() -> None:
    from ombre_core.rules import Contract

    with pytest.raises(RuleSetError) as info:
        Contract("nullo", 5, "none", True)
    assert "only a contrabola" in info.value.message


def test_without_trumps_the_black_aces_follow_their_suits() -> None:
    """The house reading: no trumps, Spadille and Basto plain aces ranking below the jack."""
    from ombre_core.cards import parse_cards, parse_hand
    from ombre_core.tricks import legal_cards, trick_winner

    assert trick_winner(parse_cards("As Js 7s"), None) == 1
    assert trick_winner(parse_cards("As 7s 6c"), None) == 0  # a club cannot win a spade lead
    assert trick_winner(parse_cards("Ac Kd Kc"), None) == 2
    # Basto led: a club must be followed, and nothing is a trump
    hand = parse_hand("2c Kd As")
    assert legal_cards(hand, parse_cards("Ac"), None) == parse_hand("2c")
    assert legal_cards(hand, parse_cards("7s"), None) == parse_hand("As")


def test_a_contrabola_deal_worked_by_hand() -> None:
    """Seat 1 bids contrabola over nothing; the others pass. No trumps, no ombre exchange:
    the defenders exchange, eldest first. No vole, stop or surrender is offered. Seat 1 holds
    only low cards and takes no trick: the pot (15) and 25 from each defender."""
    state = make_state(
        CONTRABOLA,
        hands=("Ks Qs Js Kc Qc Jc Kd Qd Jd", "2s 3s 4s 2c 3c 4c 7d 6d 5d", ""),
        talon="",
        dealer=0,
    )
    assert "bid contrabola" in texts(state)
    state.apply("bid contrabola")
    state.apply("pass")
    state.apply("pass")
    assert state.trump is None and state.contrabola and state.phase == "exchange"
    assert state.exchange_queue == [2, 0]
    state.apply("discard none")
    state.apply("discard none")
    assert state.current_player == 1
    while not state.is_terminal():
        assert not {"announce vole", "stop", "surrender"} & set(texts(state))
        state.apply(hint(state)[0])
    assert state.won[1] == 0 and state.settlement is not None
    assert state.settlement.result == "sacada"
    assert [line.code for line in state.settlement.lines] == ["contrabola"]
    assert state.returns() == (-25, 65, -25) and state.pot == 0


def test_a_failed_contrabola_pays_each_defender_like_a_failed_vole() -> None:
    from ombre_core.scoring import DealOutcome, settle

    settlement = settle(DealOutcome(COUNTERVOLE, "countervole", (1, 5, 3), pot=5))
    assert settlement.result == "puesta" and settlement.chips == (-60, 30, 30)
    assert settlement.pot_after == 5 and "failed" in settlement.lines[0].message
    with pytest.raises(OmbreError):
        settle(DealOutcome(COUNTERVOLE, "countervole", (0, 5, 4), pot=5, vole=True))


def test_countervole_after_all_pass() -> None:
    """003: when all pass, a countervole still lets someone play; in turn from eldest."""
    state = make_state(COUNTERVOLE, dealer=0, actions="pass; pass; pass")
    assert state.phase == "gascarille" and state.current_player == 1
    assert texts(state) == ["pass", "countervole"]
    assert "countervole" in state.expecting()
    state.apply("pass")
    state.apply("countervole")
    assert state.ombre == 2 and state.contract is not None
    assert state.contract.name == "countervole" and state.trump is None
    assert state.exchange_queue == [1, 0]
    with pytest.raises(IllegalActionError):
        make_state("swedish", dealer=0, actions="pass; pass; pass").apply("countervole")
    nobody = make_state(COUNTERVOLE, dealer=0, actions="pass; pass; pass; pass; pass; pass")
    assert nobody.thrown_in


def test_countervole_with_the_gascarille_offers_both() -> None:
    state = make_state(COUNTERVOLE.replace(gascarille=True), actions="pass; pass; pass")
    assert texts(state) == ["pass", "gascarille", "countervole"]
    assert "gascarille or the countervole" in state.expecting()


def test_the_contrabola_ombre_sheds_the_highest_card_that_loses() -> None:
    """Black suits without trumps: K Q J A 7 6 5 4 3 2. On the 6 led, the 5 is the highest
    card that loses; on the 2 led every spade wins, so the king goes."""
    for lead, expected in (("6s", "5s"), ("2s", "Ks")):
        state = make_state(
            CONTRABOLA,
            hands=("", lead, "5s 3s Ks"),
            dealer=0,
            actions=f"pass; bid contrabola; pass; discard none; discard none; play {lead}",
        )
        assert state.ombre == 2 and state.current_player == 2
        action, reason = hint(state)
        assert str(action) == f"play {expected}", reason


def test_the_solver_refuses_a_contrabola() -> None:
    state = make_state(CONTRABOLA, actions="bid contrabola; pass; pass; discard none; discard none")
    assert state.phase == "play"
    with pytest.raises(SetupError) as info:
        state.check_solvable()
    assert "contrabola" in info.value.message
