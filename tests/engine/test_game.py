"""Unit tests of the deal state machine: deal, antes, auction, trumps, exchange, play, endings."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from typing import Any

import pytest
from deals import make_deal, make_state, texts

from ombre_core.actions import Action, Deal, Discard
from ombre_core.cards import Card, Suit, format_cards, parse_hand
from ombre_core.errors import IllegalActionError, NotationError, OmbreError, SetupError
from ombre_core.game import CHANCE, TERMINAL, GameState, Position
from ombre_core.rules import RuleSet
from ombre_core.state import DealState
from ombre_core.tricks import explain_trick

STANDARD = RuleSet.preset("standard")
SWEDISH = RuleSet.preset("swedish")


def code_of(state: GameState, action: str | Action) -> str:
    before = state.clone()
    with pytest.raises(IllegalActionError) as info:
        state.apply(action)
    assert state == before, "a refused action must leave the state unchanged"
    return info.value.code


# --- the deal and antes ---------------------------------------------------------------------


def test_seeded_deal_goes_in_packets_of_three_counterclockwise_from_eldest() -> None:
    deck = list(Card)
    random.Random(42).shuffle(deck)
    deal = GameState.shuffled_deal("standard", dealer=1, seed=42)
    # dealer 1: eldest is seat 2, then seat 0, then the dealer
    order = [2, 0, 1]
    for packet in range(3):
        for turn, seat in enumerate(order):
            start = packet * 9 + turn * 3
            for card in deck[start : start + 3]:
                assert deal.hands[seat] >> card & 1
    assert deal.talon == tuple(deck[27:])
    assert GameState.shuffled_deal("standard", 1, 42) == deal


def test_chance_step_then_auction_from_eldest() -> None:
    state = GameState("standard", dealer=2, pot=7)
    assert state.phase == "deal" and state.current_player == CHANCE
    assert state.is_chance_node() and state.legal_actions() == []
    assert code_of(state, "pass") == "wrong-phase"
    state.apply(GameState.shuffled_deal("standard", 2, 5))
    assert state.phase == "auction" and state.current_player == 0 == state.eldest


def test_antes_standard_each_player_swedish_dealer_only() -> None:
    standard = GameState.new_deal("standard", dealer=1, pot=4, seed=1)
    assert standard.antes == (5, 5, 5) and standard.pot == 19
    swedish = GameState.new_deal("swedish", dealer=1, pot=4, seed=1)
    assert swedish.antes == (0, 5, 0) and swedish.pot == 9


def test_bad_deals_are_refused() -> None:
    state = GameState("standard")
    good = make_deal(STANDARD)
    short = Deal((good.hands[0], good.hands[1], good.hands[2]), good.talon[:-1])
    assert code_of(state, short) == "bad-deal"
    twice = Deal((good.hands[0], good.hands[0], good.hands[2]), good.talon)
    assert code_of(state, twice) == "bad-deal"
    with pytest.raises(NotationError):
        Action.parse(str(twice))


# --- standard auction -----------------------------------------------------------------------


def test_standard_auction_overcalls_until_all_but_one_pass() -> None:
    state = make_state(actions="")
    assert state.current_player == 1
    assert texts(state) == ["pass", "bid entrada", "bid vuelta", "bid solo"]
    state.apply("bid entrada")
    assert state.current_player == 2
    assert texts(state) == ["pass", "bid vuelta", "bid solo"]
    state.apply("bid vuelta")
    assert code_of(state, "bid vuelta") == "bid-too-low"
    assert code_of(state, "bid entrada") == "bid-too-low"
    state.apply("pass")  # seat 0 passes for good
    assert state.current_player == 1
    state.apply("bid solo")
    assert state.current_player == 2 and texts(state) == ["pass"]
    state.apply("pass")
    assert state.ombre == 1 and state.contract is not None and state.contract.name == "solo"
    assert state.phase == "trump" and state.current_player == 1


def test_standard_auction_last_speaker_after_two_passes() -> None:
    state = make_state(actions="pass; pass")
    assert state.current_player == 0
    state.apply("bid entrada")
    assert state.ombre == 0 and state.phase == "trump"


def test_standard_swedish_words_are_refused() -> None:
    state = make_state()
    assert code_of(state, "bid play") == "bid-kind"
    assert code_of(state, "bid juego") == "unknown-contract"
    assert code_of(state, "play As") == "wrong-phase"


def test_all_pass_throws_the_cards_in_and_keeps_the_pot() -> None:
    state = make_state(pot=20, actions="pass; pass; pass")
    assert state.is_terminal() and state.thrown_in and state.current_player == TERMINAL
    assert state.pot == 35 and state.returns() == (0, 0, 0)
    assert state.chip_changes() == (-5, -5, -5)
    assert state.legal_actions() == []
    assert code_of(state, "pass") == "deal-over"
    assert state.result_lines()[0].code == "thrown-in"


# --- swedish auction ------------------------------------------------------------------------


def test_swedish_auction_play_then_bid_higher_raises_the_lowest_game() -> None:
    state = make_state("swedish")
    assert texts(state) == ["pass", "bid play"]
    state.apply("bid play")
    assert texts(state) == ["pass", "bid higher"]
    assert code_of(state, "bid play") == "bid-higher-needed"
    assert code_of(state, "bid juego") == "bid-kind"
    state.apply("bid higher")  # seat 2: at least voltereta
    state.apply("pass")  # seat 0
    state.apply("bid higher")  # seat 1 again: at least solo
    state.apply("pass")  # seat 2
    assert state.phase == "choose" and state.current_player == 1 and state.ombre == 1
    assert texts(state) == ["choose solo", "choose oros"]
    assert code_of(state, "choose juego") == "game-too-low"
    assert code_of(state, "choose voltereta") == "game-too-low"
    state.apply("choose oros")
    assert state.trump == Suit.DIAMONDS and state.phase == "exchange"
    assert state.current_player == 2, "after oros the ombre does not exchange"


def test_swedish_bid_higher_stops_at_oros() -> None:
    state = make_state("swedish", actions="bid play; bid higher; bid higher; bid higher")
    assert texts(state) == ["pass"]
    assert code_of(state, "bid higher") == "bid-at-top"


def test_swedish_unraised_winner_chooses_any_game() -> None:
    state = make_state("swedish", actions="pass; bid play; pass")
    assert state.current_player == 2
    assert texts(state) == ["choose juego", "choose voltereta", "choose solo", "choose oros"]
    state.apply("choose juego")
    assert state.phase == "trump" and texts(state) == [
        "trump spades",
        "trump hearts",
        "trump diamonds",
        "trump clubs",
    ]


def test_swedish_overcall_before_play_is_refused() -> None:
    state = make_state("swedish")
    assert code_of(state, "bid higher") == "nothing-to-overcall"


# --- all-pass options -----------------------------------------------------------------------


def test_forced_spadille_holder_must_play_entrada() -> None:
    rules = STANDARD.replace(forced_spadille=True)
    state = make_state(rules, hands=("", "", "As"), actions="pass; pass; pass")
    assert not state.is_terminal() and state.forced_spadille
    assert state.ombre == 2 and state.contract is not None and state.contract.name == "entrada"
    assert state.phase == "trump" and state.current_player == 2


def test_forced_spadille_in_the_talon_throws_in() -> None:
    rules = STANDARD.replace(forced_spadille=True)
    state = make_state(rules, talon="As", actions="pass; pass; pass")
    assert state.thrown_in


def test_gascarille_discard_eight_draw_eight_then_name_trumps() -> None:
    rules = SWEDISH.replace(gascarille=True)
    state = make_state(rules, hands=("", "", "As"), actions="pass; pass; pass")
    assert state.phase == "gascarille" and state.current_player == 1
    assert texts(state) == ["pass", "gascarille"]
    state.apply("pass")
    state.apply("gascarille")
    assert state.ombre == 2 and state.gascarille
    assert state.contract is not None and state.contract.name == "juego"
    assert state.phase == "exchange" and state.current_player == 2
    assert len(state.legal_actions()) == 9  # keep any one card
    assert code_of(state, "discard none") == "gascarille-exchange"
    talon = list(state.talon)
    hand = state.hands[2]
    discard = hand & ~parse_hand("As")
    state.apply(Discard(discard))
    assert state.hands[2] == parse_hand("As") | sum(1 << c for c in talon[:8])
    assert state.phase == "trump" and state.current_player == 2
    state.apply("trump clubs")
    # Seat 2 is middle hand: of the defenders, eldest (seat 1) draws before the dealer (seat 0).
    assert state.phase == "exchange" and state.current_player == 1
    assert state.discard_range() == (0, 5)
    state.apply("discard none")
    state.apply("discard none")
    assert state.phase == "play" and state.current_player == 1


def test_gascarille_declined_by_all_throws_in() -> None:
    rules = SWEDISH.replace(gascarille=True)
    state = make_state(rules, actions="pass; pass; pass; pass; pass; pass")
    assert state.thrown_in and state.pot == 5


# --- trumps ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("top", "trump"),
    [("Kh", Suit.HEARTS), ("7d", Suit.DIAMONDS), ("As", Suit.SPADES), ("Ac", Suit.CLUBS)],
)
def test_vuelta_turns_up_the_top_talon_card(top: str, trump: Suit) -> None:
    state = make_state(talon=top, actions="bid vuelta; pass; pass")
    assert state.trump == trump and state.turned_up == Card.parse(top)
    assert state.phase == "exchange" and state.current_player == 1
    hand = state.hands[1]
    low = min(Card(card) for card in range(40) if hand >> card & 1)
    state.apply(Discard(1 << low))
    assert state.hands[1] >> Card.parse(top) & 1, "the turned card is the ombre's first draw"


def test_voltereta_turns_up_too() -> None:
    state = make_state("swedish", talon="Ac", actions="bid play; pass; pass; choose voltereta")
    assert state.trump == Suit.CLUBS and state.turned_up == Card.CA


def test_named_trump_is_checked() -> None:
    state = make_state(actions="bid entrada; pass; pass")
    with pytest.raises(NotationError):
        state.apply("trump stars")
    state.apply("trump oros")
    assert state.trump == Suit.DIAMONDS


# --- exchange -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("actions", "ombre", "order"),
    [
        # dealer 1, so eldest is seat 2, middle hand seat 0 and the dealer seat 1.
        ("bid entrada; pass; pass; trump hearts", 2, [2, 0, 1]),  # the ombre is eldest
        ("pass; bid entrada; pass; trump hearts", 0, [0, 2, 1]),  # middle: eldest before dealer
        ("pass; pass; bid entrada; trump hearts", 1, [1, 2, 0]),  # the ombre deals
    ],
)
def test_exchange_order_ombre_then_defenders_from_eldest(
    actions: str, ombre: int, order: list[int]
) -> None:
    """The ombre first, then of the two defenders the one nearer eldest ("l'aîné en premier")."""
    state = make_state(dealer=1, actions=actions)
    assert state.ombre == ombre
    seen = []
    while state.phase == "exchange":
        seen.append(state.current_player)
        state.apply("discard none")
    assert seen == order
    assert state.phase == "play" and state.current_player == 2 == state.eldest


def test_exchange_talon_exhaustion() -> None:
    state = make_state(actions="bid entrada; pass; pass; trump spades")
    nine = state.hands[1]
    state.apply(Discard(nine))
    assert len(state.talon) == 4 and state.hands[1].bit_count() == 9
    assert state.current_player == 2 and state.discard_range() == (0, 4)
    five = sum(
        1 << card for card in sorted(Card(c) for c in range(40) if state.hands[2] >> c & 1)[:5]
    )
    assert code_of(state, str(Discard(five))) == "talon-short"
    four = five & ~(five & -five)
    state.apply(Discard(four))
    assert state.talon == []
    assert state.phase == "play", "the last defender has nothing left to draw"
    assert state.current_player == 1


def test_exchange_refuses_cards_not_held() -> None:
    state = make_state(hands=("", "Kh", ""), actions="bid entrada; pass; pass; trump spades")
    other = state.hands[2] & -state.hands[2]
    assert code_of(state, str(Discard(other))) == "not-in-hand"


def test_exchange_lists_every_subset_in_order() -> None:
    state = make_state(actions="bid entrada; pass; pass; trump spades")
    actions = state.legal_actions()
    assert len(actions) == 512 and str(actions[0]) == "discard none"
    assert [a.cards.bit_count() for a in actions if isinstance(a, Discard)] == sorted(
        a.cards.bit_count() for a in actions if isinstance(a, Discard)
    )


def test_solo_ombre_keeps_the_dealt_cards() -> None:
    state = make_state(actions="bid solo; pass; pass; trump clubs")
    assert state.phase == "exchange" and state.current_player == 2


# --- play -----------------------------------------------------------------------------------


def play_phase(**kwargs: object) -> GameState:
    state = make_state(**kwargs)  # type: ignore[arg-type]
    while state.phase == "exchange":
        state.apply("discard none")
    return state


def test_eldest_leads_even_when_another_player_is_ombre() -> None:
    state = play_phase(actions="pass; bid entrada; pass; trump hearts")
    assert state.ombre == 2 and state.current_player == 1 == state.eldest


def test_follow_suit_error_message_and_code() -> None:
    state = play_phase(
        hands=("2d 3d", "Kc Qd", "5h Jc 4d"), actions="bid entrada; pass; pass; trump spades"
    )
    state.apply("play Kc")
    with pytest.raises(IllegalActionError) as info:
        state.apply("play 5h")
    error = info.value
    assert error.code == "must-follow"
    assert error.message.startswith("you must follow clubs: you hold")
    assert "J♣" in error.message
    assert code_of(state, "play Kc") == "not-in-hand"
    assert state.explain_card("Jc").legal and not state.explain_card("5h").legal
    assert state.follow_rule().code == "must-follow"
    assert state.explain_action("play 5h").code == "must-follow"
    assert state.explain_action("play Jc").code == "legal"


def test_matador_privilege_in_the_game() -> None:
    # hearts trumps, K♥ led, seat 2's only trump is Basto: any card may be played
    state = play_phase(
        hands=("4h", "Kh 2d", "Ac 3d 4d 5d 6d 7d 2c 3c 4c"),
        actions="bid entrada; pass; pass; trump hearts",
    )
    state.apply("play Kh")
    assert "play 3d" in texts(state) and "play Ac" in texts(state)
    assert state.follow_rule().code == "matador-privilege"


def test_winner_leads_next_and_trick_reasons() -> None:
    state = play_phase(hands=("2d", "Kc 3d", "Qc"), actions="bid entrada; pass; pass; trump spades")
    state.apply("play Kc")
    state.apply("play Qc")
    card = next(a for a in state.legal_actions() if isinstance(a, Action))
    state.apply(card)
    record = state.tricks[0]
    assert record.leader == 1 and state.current_player == record.winner == state.leader
    assert state.trump is not None
    reason = explain_trick(record.cards, state.trump)
    assert (record.leader + reason.facts["winner"]) % 3 == record.winner


# --- vole, stop, surrender ------------------------------------------------------------------

WON_FIVE = "ombre 0 leader 0 won 5 0 0 hands As 2s Ac Ks / 3h 4h 5h 6h / 3d 4d 5d 6d"


def test_standard_primeras_stop_after_five() -> None:
    state = GameState.from_position("standard", f"position entrada spades {WON_FIVE}")
    assert texts(state)[-2:] == ["announce vole", "stop"]
    state.apply("stop")
    assert state.stopped and state.is_terminal()
    assert state.settlement is not None and state.settlement.result == "sacada"
    # pot 15 + 5 from each defender + 3 primeras from each
    assert state.returns() == (31, -8, -8) and state.pot == 0


def test_standard_vole_announced_and_made() -> None:
    state = GameState.from_position("standard", f"position entrada spades {WON_FIVE}")
    state.apply("announce vole")
    assert state.vole and "stop" not in texts(state) and "announce vole" not in texts(state)
    assert code_of(state, "stop") == "stop-not-allowed"
    while not state.is_terminal():
        state.apply(state.legal_actions()[0] if state.current_player != 0 else texts(state)[0])
    assert state.won == [9, 0, 0]
    assert state.returns() == (15 + 10 + 50, -30, -30)


def test_standard_vole_failed_pays_each_defender() -> None:
    position = (
        "position entrada spades ombre 0 leader 0 won 5 0 0 hands As 2s Ac 3h / Kh 4h 5h 6h / "
        "3d 4d 5d 6d"
    )
    state = GameState.from_position("standard", position)
    state.apply("announce vole")
    for text in ("play As", "play 4h", "play 3d", "play 2s", "play 5h", "play 4d"):
        state.apply(text)
    state.apply("play Ac")
    state.apply("play 6h")
    state.apply("play 5d")
    state.apply("play 3h")
    state.apply("play Kh")
    state.apply("play 6d")
    assert state.won == [8, 1, 0]
    assert state.returns() == (15 + 10 - 60, -5 + 30, -5 + 30)


def test_vole_must_be_announced_before_trick_six_and_while_every_trick_is_won() -> None:
    late = GameState.from_position("standard", f"position entrada spades {WON_FIVE}")
    for text in ("play As", "play 3h", "play 3d"):
        late.apply(text)
    assert late.current_player == 0 and late.tricks_done == 6
    assert code_of(late, "announce vole") == "vole-not-allowed"
    lost = GameState.from_position(
        "standard",
        "position entrada spades ombre 0 leader 2 won 2 1 0 hands As 2s Ac Ks 2c 3c / "
        "3h 4h 5h 6h 7h Kh / 3d 4d 5d 6d 7d Kd",
    )
    lost.apply("play 3d")
    assert code_of(lost, "announce vole") == "vole-not-allowed"
    assert "vole" in lost.explain_action("announce vole").message


def test_swedish_leading_to_trick_six_commits_the_vole() -> None:
    state = GameState.from_position("swedish", f"position juego spades {WON_FIVE}")
    assert texts(state)[-1] == "stop" and "announce vole" not in texts(state)
    assert code_of(state, "announce vole") == "vole-not-allowed"
    state.apply("play As")
    assert state.vole
    while not state.is_terminal():
        state.apply(state.legal_actions()[0])
    assert state.returns() == (5 + 60, -30, -30) and state.pot == 0


def test_swedish_stop_scores_a_plain_sacada() -> None:
    state = GameState.from_position("swedish", f"position juego spades {WON_FIVE}")
    state.apply("stop")
    assert state.returns() == (15, -5, -5)


def test_stop_needs_five_straight_tricks() -> None:
    state = GameState.from_position(
        "standard",
        "position entrada spades ombre 0 leader 0 won 4 1 0 hands As 2s Ac Ks / 3h 4h 5h 6h / "
        "3d 4d 5d 6d",
    )
    assert "stop" not in texts(state)
    assert code_of(state, "stop") == "stop-not-allowed"


def swedish_play_phase(seed: int = 3) -> GameState:
    state = GameState.new_deal("swedish", dealer=0, pot=0, seed=seed)
    for text in ("bid play", "pass", "pass", "choose juego", "trump hearts"):
        state.apply(text)
    while state.phase == "exchange":
        state.apply("discard none")
    return state


def test_swedish_surrender_accepted_by_both_is_a_puesta() -> None:
    state = swedish_play_phase()
    assert state.ombre == 1 and state.current_player == 1
    assert "surrender" in texts(state)
    state.apply("surrender")
    assert state.phase == "surrender" and state.current_player == 2
    assert texts(state) == ["accept", "refuse"]
    state.apply("accept")
    assert state.current_player == 0
    state.apply("accept")
    assert state.surrendered and state.is_terminal()
    assert state.settlement is not None and state.settlement.result == "puesta"
    # pot 5 (dealer's ante): the ombre pays 5 + 10 into it
    assert state.returns() == (0, -15, 0) and state.pot == 20


def test_a_pot_paid_into_carries_to_no_next_deal_at_a_one_deal_table() -> None:
    """The daily deal plays one deal: a puesta's or a surrender's pot has no next deal."""
    surrendered = swedish_play_phase()
    for text in ("surrender", "accept", "accept"):
        surrendered.apply(text)
    puesta = GameState.from_position(
        "standard", "position entrada spades ombre 0 leader 2 won 3 3 2 hands 4h / 5h / As"
    )
    while not puesta.is_terminal():
        puesta.apply(puesta.legal_actions()[0])
    assert puesta.settlement is not None and puesta.settlement.result == "puesta"
    for state, code in ((surrendered, "surrender"), (puesta, "puesta")):
        assert [line.code for line in state.result_lines()] == [code]
        table = state.result_lines()[0].message
        one_deal = state.result_lines(one_deal=True)[0].message
        assert table.endswith("; the pot stays for the next deal")
        assert one_deal == table.replace(
            "the pot stays for the next deal",
            "the pot would carry to the next deal, but this table plays this deal only",
        )


def test_swedish_refusing_defender_takes_over_as_ombre() -> None:
    state = swedish_play_phase()
    state.apply("surrender")
    state.apply("accept")  # seat 2
    state.apply("refuse")  # seat 0 takes over
    assert state.ombre == 0 and state.takeovers == [(1, 0)]
    assert state.phase == "play" and state.current_player == 1
    assert state.contract is not None and state.contract.name == "juego"
    assert state.trump == Suit.HEARTS
    assert "surrender" not in texts(state), "one surrender offer per deal"
    while not state.is_terminal():
        state.apply(state.legal_actions()[0])
    assert state.seat_order() == (0, 1, 2)
    settlement = state.settlement
    assert settlement is not None
    assert state.returns() == settlement.chips
    assert sum(state.returns()) + state.pot == 5


def test_surrender_only_before_trick_four_is_led() -> None:
    before = GameState.from_position(
        "swedish",
        "position juego spades ombre 0 leader 0 won 2 1 0 hands As 2s Ac Ks 2c 3c / "
        "3h 4h 5h 6h 7h Kh / 3d 4d 5d 6d 7d Kd",
    )
    assert "surrender" in texts(before)
    after = GameState.from_position(
        "swedish",
        "position juego spades ombre 0 leader 1 won 2 1 0 hands As 2s Ac Ks 2c 3c / "
        "4h 5h 6h 7h Kh / 3d 4d 5d 6d 7d Kd trick 3h",
    )
    assert after.current_player == 2
    after.apply("play 3d")
    assert "surrender" not in texts(after)
    assert code_of(after, "surrender") == "surrender-not-allowed"
    standard = GameState.from_position(
        "standard",
        "position entrada spades ombre 0 leader 0 won 2 1 0 hands As 2s Ac Ks 2c 3c / "
        "3h 4h 5h 6h 7h Kh / 3d 4d 5d 6d 7d Kd",
    )
    assert code_of(standard, "surrender") == "surrender-not-allowed"


# --- positions, notation, undo --------------------------------------------------------------


def test_bad_positions_are_refused() -> None:
    with pytest.raises(SetupError) as info:
        GameState.from_position(
            "standard", "position entrada spades ombre 0 leader 0 won 5 0 0 hands As / 3h / 3d"
        )
    assert info.value.code == "bad-position"
    with pytest.raises(NotationError):
        Position.parse("position entrada")


def test_position_notation_round_trip_with_trick_and_start_hand() -> None:
    text = (
        "position entrada spades ombre 2 leader 1 won 3 1 2 hands As 2s Ac / 3h 4h / 3d 4d 5d "
        "trick Kh start As 2s 5s 6s 7s Js Qs Ks Ac"
    )
    position = Position.parse(text)
    assert str(position) == text
    state = GameState.from_position("standard", position)
    assert state.current_player == 2
    assert GameState.from_notation(state.to_notation()) == state
    assert GameState.from_dict(state.to_dict()) == state


def test_notation_of_a_fresh_state_and_rules_overrides() -> None:
    rules = STANDARD.replace(forced_spadille=True, ante=3)
    state = GameState(rules, dealer=1, pot=9)
    assert state.to_notation() == "standard ante=3 forced_spadille=true | dealer 1 | pot 9"
    again = GameState.from_notation(state.to_notation())
    assert again == state and again.rules == rules


@pytest.mark.parametrize(
    "text",
    [
        "",
        "standard",
        "standard | dealer x | pot 0",
        "bridge | dealer 0 | pot 0",
        "standard | dealer 0 | pot 0 | bid entrada",
    ],
)
def test_bad_state_notation(text: str) -> None:
    with pytest.raises(OmbreError) as info:
        GameState.from_notation(text)
    assert info.value.code


def test_action_parse_errors() -> None:
    for text in ("", "bid", "play", "play 8h", "discard", "discard 3h 3h", "announce", "jump"):
        with pytest.raises(NotationError):
            Action.parse(text)
    assert str(Action.parse("Discard 4c 3H")) == "discard 3h 4c"


def test_undo_restores_each_earlier_state() -> None:
    state = GameState.new_deal("standard", seed=5)
    states = [state.clone()]
    rng = random.Random(5)
    while not state.is_terminal():
        state.apply(state.random_action(rng))
        states.append(state.clone())
    for earlier in reversed(states[:-1]):
        state.undo()
        assert state == earlier
    assert state.history[0].kind == "deal"
    state.undo()
    assert state.phase == "deal"
    with pytest.raises(SetupError) as info:
        state.undo()
    assert info.value.code == "nothing-to-undo"


def test_clone_is_independent() -> None:
    state = GameState.new_deal("standard", seed=5)
    copy = state.clone()
    copy.apply("pass")
    assert state.current_player == 1 and copy.current_player == 2
    assert state != copy


def test_view_is_json_ready() -> None:
    state = GameState.new_deal("swedish", seed=2)
    view = state.view()
    assert view["phase"] == "auction" and view["legal_actions"] == ["pass", "bid play"]
    assert format_cards(state.hands[0]) == view["hands"][0]


@pytest.mark.parametrize(
    ("make", "code"),
    [
        (lambda: GameState("standard", dealer=3), "bad-dealer"),
        (lambda: GameState("standard", pot=-1), "bad-pot"),
        (lambda: GameState.new_deal("standard", seed="x"), "bad-seed"),  # type: ignore[arg-type]
        (lambda: GameState.new_deal("standard").seat_order(), "no-ombre"),
        (lambda: GameState.new_deal("standard").explain_card("As"), "wrong-phase"),
        (lambda: GameState.new_deal("standard").follow_rule(), "wrong-phase"),
        (lambda: GameState("standard").random_action(random.Random(0)), "no-action"),
        (lambda: GameState("standard").undo(), "nothing-to-undo"),
    ],
)
def test_bad_arguments_and_queries_raise_setup_error(make: Callable[[], Any], code: str) -> None:
    """Bad constructor arguments and queries are ValueErrors, not illegal actions."""
    with pytest.raises(SetupError) as info:
        make()
    assert info.value.code == code
    assert isinstance(info.value, ValueError) and isinstance(info.value, OmbreError)
    assert not isinstance(info.value, IllegalActionError)


def test_the_declared_fields_drive_clone_and_equality() -> None:
    """DealState declares each field once: clone copies every list field, equality compares
    every field but the legal-card cache, and a fresh state has one entry per seat."""
    state = GameState.new_deal("standard", seed=4)
    for text in ("bid entrada", "pass", "pass", "trump spades"):
        state.apply(text)
    copy = state.clone()
    assert copy == state and type(copy) is GameState
    for item in dataclasses.fields(DealState):
        value = getattr(state, item.name)
        if isinstance(value, list):
            assert getattr(copy, item.name) == value and getattr(copy, item.name) is not value
        changed = state.clone()
        object.__setattr__(changed, item.name, object())
        assert (changed == state) is (not item.compare), item.name
    fresh = GameState("swedish", dealer=2)
    assert fresh.hands == [0, 0, 0] and fresh.start_hands == [None, None, None]
    assert fresh.passed == [False] * 3 and fresh.leader == fresh.eldest == 0
