"""Quadrille and Quintille: the called partner, the side's result and payments, the bots.

The property tests (test_properties.py) run over these presets too; here are the rules each
example pins: the auction round four and five seats, the call, the hidden partner, the side's
share of the settlement and what the bots do with a partner.
"""

from __future__ import annotations

import random

import pytest

from ombre_core.actions import CallCard, PlayCard
from ombre_core.bots import SimpleBot, hint
from ombre_core.cards import Card, Rank, Suit, format_cards, parse_hand
from ombre_core.errors import IllegalActionError, RuleSetError, SetupError
from ombre_core.game import GameState
from ombre_core.position import Position
from ombre_core.rules import QUADRILLE_READING, RuleSet
from ombre_core.scoring import DealOutcome, classify_side, settle
from ombre_core.session import TableSession
from ombre_core.table import action_label, player_view, step_messages

QUADRILLE = RuleSet.preset("quadrille")
QUINTILLE = RuleSet.preset("quintille")

# Seed 3's quadrille deal, dealer 0: seat 1 is eldest; seat 3 holds Spadille, Manille (2♠) and
# Basto; the kings: K♥ seat 0, K♦ seat 1, K♠ and K♣ seat 2.
DEAL = (
    "deal Qs 6h 7h Kh 2d 4d Qd 4c 5c Jc / 4s 6s 3h 5h Qh Ad 5d 6d 7d Kd / "
    "7s Js Ks 4h Jh 3d Jd 2c 6c Kc / As 2s 3s 5s Ah 2h Ac 3c 7c Qc /"
)


def quadrille(*actions: str, rules: RuleSet = QUADRILLE) -> GameState:
    state = GameState(rules, dealer=0, pot=0)
    for action in (DEAL, *actions):
        state.apply(action)
    return state


def deal_with(rules: RuleSet, seat: int, hand: str) -> str:
    """A deal text giving ``seat`` ``hand`` and the rest of the deck to the others in order."""
    mine = parse_hand(hand)
    rest = [card for card in Card if not mine >> card & 1]
    hands = []
    for other in range(rules.players):
        if other == seat:
            hands.append(format_cards(mine))
        else:
            hands.append(format_cards(sum(1 << c for c in rest[: rules.hand_size])))
            rest = rest[rules.hand_size :]
    return "deal " + " / ".join(hands) + " /"


def test_the_presets_numbers() -> None:
    assert (QUADRILLE.players, QUADRILLE.hand_size, QUADRILLE.talon_size) == (4, 10, 0)
    assert (QUINTILLE.players, QUINTILLE.hand_size, QUINTILLE.talon_size) == (5, 8, 0)
    assert QUADRILLE.deck_size == QUINTILLE.deck_size == 40
    assert [c.name for c in QUADRILLE.ladder] == ["alliance", "solo"]
    assert QUADRILLE.contract("alliance").calls and not QUADRILLE.contract("solo").calls
    assert (QUADRILLE.ombre_pays_alone_below, QUINTILLE.ombre_pays_alone_below) == (3, 0)
    for rules in (QUADRILLE, QUINTILLE):
        deal = GameState.shuffled_deal(rules, 0, 1)
        assert [hand.bit_count() for hand in deal.hands] == [rules.hand_size] * rules.players
        assert deal.talon == ()
    assert "Hoyle" in QUADRILLE_READING and "simplif" in QUADRILLE_READING.lower()


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"players": 3, "table_seats": 3}, ["alliance calls a partner", "four players"]),
        ({"tricks_rule": "most"}, ["tricks_rule 'majority'"]),
        ({"vole_style": "announce"}, ["without a vole"]),
        ({"surrender": True}, ["without a vole, a stop or a surrender"]),
    ],
)
def test_bad_quadrille_fields_are_refused(changes: dict[str, object], words: list[str]) -> None:
    with pytest.raises(RuleSetError) as info:
        QUADRILLE.replace(**changes)
    for word in words:
        assert word in info.value.message, info.value.message


@pytest.mark.parametrize("rules", [QUADRILLE, QUINTILLE])
def test_the_auction_goes_round_every_seat_and_forces_spadille(rules: RuleSet) -> None:
    state = GameState.new_deal(rules, dealer=rules.players - 1, seed=11)
    spoken = []
    while state.phase == "auction":
        spoken.append(state.current_player)
        state.apply("pass")
    assert spoken == list(range(rules.players))  # eldest (seat 0) first, the dealer last
    holder = next(seat for seat in range(rules.players) if state.hands[seat] >> Card.SA & 1)
    assert state.forced_spadille and state.ombre == holder
    assert state.contract is not None and state.contract.name == "alliance"
    assert state.phase == "trump" and state.current_player == holder


def test_a_later_seat_overcalls_with_a_solo() -> None:
    state = quadrille("bid alliance", "bid solo", "pass", "pass", "pass")
    assert (state.ombre, state.phase) == (2, "trump")
    assert state.contract is not None and state.contract.name == "solo"
    state.apply("trump clubs")
    assert state.phase == "play" and state.called is None and state.partner is None


def test_the_ombre_calls_a_king_not_of_trumps_and_its_holder_is_the_partner() -> None:
    state = quadrille("pass", "pass", "bid alliance", "pass", "trump spades")
    assert state.phase == "call" and state.current_player == 3
    assert [str(a) for a in state.legal_actions()] == ["call Kh", "call Kd", "call Kc"]
    before = state.to_notation()
    with pytest.raises(IllegalActionError) as info:
        state.apply("call Ks")
    assert info.value.code == "call-not-allowed" and "K♥" in info.value.message
    with pytest.raises(IllegalActionError):
        state.apply("call Qh")
    assert state.to_notation() == before
    state.apply("call Kd")
    assert (state.called, state.partner, state.partner_known) == (Card.DK, 1, False)
    assert state.phase == "play" and state.current_player == 1  # no talon: eldest leads
    assert state.known_partner(3) is None and state.known_partner(0) is None
    assert state.known_partner(1) == 1 and state.known_partner() == 1
    assert state.on_ombre_side(1) and not state.on_ombre_side(2)


def test_the_partner_is_known_when_the_called_king_is_played() -> None:
    state = quadrille("pass", "pass", "bid alliance", "pass", "trump spades", "call Kd")
    state.apply("play Kd")  # seat 1 leads the called king
    assert state.partner_known and state.known_partner(2) == 1 and state.known_partner(3) == 1
    copy = GameState.from_notation(state.to_notation())
    assert copy == state and copy.partner_known
    state.undo()
    assert not state.partner_known and state.known_partner(2) is None


def test_four_kings_call_a_queen_or_an_own_king() -> None:
    hand = "Ks Kh Kd Kc As 2s Ac Qs Js 7s"
    deal = deal_with(QUADRILLE, 1, hand)
    for rules, expected in (
        (QUADRILLE, ["call Qh", "call Kh", "call Qd", "call Kd", "call Qc", "call Kc"]),
        (QUADRILLE.replace(call_own_king=False), ["call Qh", "call Qd", "call Qc"]),
    ):
        state = GameState(rules, dealer=0)
        for action in (deal, "bid alliance", "pass", "pass", "pass", "trump spades"):
            state.apply(action)
        assert [str(a) for a in state.legal_actions()] == expected


def test_without_call_own_king_a_held_king_cannot_be_called() -> None:
    rules = QUADRILLE.replace(call_own_king=False)
    state = GameState(rules, dealer=0)
    for action in (deal_with(rules, 1, "Kh Kd As 2s Ac Qs Js 7s 6s 5s"), "bid alliance"):
        state.apply(action)
    for action in ("pass", "pass", "pass", "trump spades"):
        state.apply(action)
    assert [str(a) for a in state.legal_actions()] == ["call Kc"]


def test_an_own_king_called_plays_alone_scored_as_an_alliance() -> None:
    state = GameState(QUADRILLE, dealer=0)
    for action in (DEAL, "pass", "bid alliance", "pass", "pass", "trump spades", "call Kc"):
        state.apply(action)
    assert state.ombre == 2 and state.called == Card.CK and state.partner is None
    bot = SimpleBot()
    while not state.is_terminal():
        action = bot.choose(state)
        if action == PlayCard(Card.CK):
            assert state.current_player == 2
        state.apply(action)
    assert state.settlement is not None
    first = state.settlement.lines[0].message
    assert "called an own card" in first and "partner" not in first
    assert all(amount <= 0 for amount in state.returns()[:2] + state.returns()[3:]) or all(
        amount >= 0 for amount in state.returns()[:2] + state.returns()[3:]
    )  # the three others are all defenders: they pay, or receive, together


def test_a_position_names_the_called_card_and_its_holder() -> None:
    text = (
        "position alliance spades ombre 0 leader 0 won 3 2 2 1 "
        "hands 4h / 4d Ac / As 3h / 2h 7h trick Ks called Kd 1"
    )
    position = Position.parse(text)
    assert position.called == (Card.DK, 1) and str(position) == text
    assert Position.from_dict(position.to_dict()) == position
    state = GameState.from_position(QUADRILLE, position)
    assert state.partner == 1 and state.partner_known  # K♦ was played in an earlier trick
    with pytest.raises(SetupError) as info:
        GameState.from_position(QUADRILLE, text.replace(" called Kd 1", ""))
    assert "called card" in info.value.message
    with pytest.raises(SetupError):
        GameState.from_position(QUADRILLE, text.replace("called Kd 1", "called Ks 1"))


def test_the_partner_last_to_play_does_not_overtake_the_ombre_and_a_defender_does() -> None:
    partner = GameState.from_position(
        QUADRILLE,
        "position alliance spades ombre 0 leader 2 won 3 2 2 1 "
        "hands 4h / 4d Ac / As / 7h trick 3h 2h Ks called Kd 1",
    )
    action, why = hint(partner)
    assert str(action) == "play 4d" and "partner is winning" in why
    defender = GameState.from_position(
        QUADRILLE,
        "position alliance spades ombre 0 leader 2 won 3 2 2 1 "
        "hands 4h / 4d Ac / As / 7h trick 3h 2h Ks called Kd 2",
    )
    action, why = hint(defender)
    assert str(action) == "play Ac" and "takes the trick" in why


def test_the_partner_makes_a_trick_safe_when_an_opponent_could_beat_the_ombre() -> None:
    text = (
        "position alliance spades ombre 0 leader 0 won 3 2 2 1 "
        "hands 4h / 4d Ac / As 3h / 2h 7h trick Ks called Kd 1"
    )
    action, why = hint(GameState.from_position(QUADRILLE, text))
    assert str(action) == "play Ac" and "safe" in why  # Spadille is still out, behind


def test_a_partner_leads_the_called_king_and_the_ombre_leads_to_it() -> None:
    partner = GameState.from_position(
        QUADRILLE,
        "position alliance spades ombre 0 leader 2 won 2 2 2 2 hands 4h 5h / Ac 4d / Kd 3h / 7h 2h "
        "called Kd 2",
    )
    action, why = hint(partner)
    assert str(action) == "play Kd" and "called" in why
    ombre = GameState.from_position(
        QUADRILLE,
        "position alliance spades ombre 0 leader 0 won 2 2 2 2 hands 4d 5h / Ac 4h / Kd 3h / 7h 2h "
        "called Kd 2",
    )
    action, why = hint(ombre)
    assert str(action) == "play 4d" and "called suit" in why


def test_the_bots_call_the_king_of_their_longest_side_suit() -> None:
    state = quadrille("pass", "pass", "bid alliance", "pass", "trump spades")
    action, why = hint(state)
    assert isinstance(action, CallCard) and action.card.rank == Rank.KING
    assert action.card.suit != Suit.SPADES and not state.hands[3] >> action.card & 1
    assert "secret partner" in why


@pytest.mark.parametrize("rules", ["quadrille", "quintille"])
def test_bots_play_whole_deals_legally_and_conserve_chips(rules: str) -> None:
    bot = SimpleBot()
    results = set()
    for seed in range(25):
        state = GameState.new_deal(rules, dealer=seed % 4, pot=seed % 3, seed=seed)
        while not state.is_terminal():
            action = bot.choose(state)
            assert action in state.legal_actions() or state.phase == "exchange"
            state.apply(action)
        assert sum(state.chip_changes()) + state.pot == state.pot_carried
        assert sum(state.won) == state.rules.tricks_per_deal
        assert state.settlement is not None
        results.add(state.settlement.result)
    assert results >= {"sacada", "codille"}


def test_the_solver_refuses_the_side_games() -> None:
    state = quadrille("pass", "pass", "bid alliance", "pass", "trump spades", "call Kd")
    with pytest.raises(SetupError) as info:
        state.check_solvable()
    assert info.value.code == "solver-rules" and "quadrille" in info.value.message


def test_a_seats_view_shows_the_partner_only_once_it_knows() -> None:
    state = quadrille("pass", "pass", "bid alliance", "pass", "trump spades", "call Kd")

    def roles(seat: int) -> list[str | None]:
        return [item["role"] for item in player_view(state, seat)["seats"]]

    assert roles(1) == ["defender", "partner", "defender", "ombre"]
    for viewer in (0, 2, 3):
        assert "partner" not in roles(viewer)
    assert player_view(state, 0)["called"] == "Kd"
    state.apply("play Kd")
    for viewer in range(4):
        assert roles(viewer) == ["defender", "partner", "defender", "ombre"]


def test_an_own_king_called_is_played_out_alone_and_paid_as_an_alliance() -> None:
    """Hoyle's laws 12 and 23 (``call_own_king``): seat 2 calls K♣, its own king, so no one is
    the partner; playing it tells the table the ombre is alone; the ombre's tricks alone make
    the side's count, and the deal is paid at the alliance's value (1), not the solo's (2)."""
    state = GameState(QUADRILLE, dealer=0)
    for action in (DEAL, "pass", "bid alliance", "pass", "pass", "trump spades", "call Kc"):
        state.apply(action)
    bot, names = SimpleBot(), ("You", "Anna", "Bo", "Cy")
    told: list[str] = []
    while not state.is_terminal():
        before = state.clone()
        action = bot.choose(state)
        state.apply(action)
        assert state.partner is None
        if action == PlayCard(Card.CK):
            assert before.current_player == 2 and state.partner_known
            told = [m.code for m in step_messages(before, action, state, names)]
    assert "play.called-own" in told and "play.partner" not in told
    order = state.seat_order()
    tricks = tuple(state.won[seat] for seat in order)
    assert state.settlement is not None and state.settlement.result == classify_side(tricks)
    assert state.start_hands[2] is not None
    expected = settle(
        DealOutcome(QUADRILLE, "alliance", tricks, 4, Suit.SPADES, state.start_hands[2])
    )
    assert state.settlement == expected
    assert state.returns() == (2, 2, -7, 3)  # a codille: 2 of 10 tricks, the ombre pays alone
    consolation = [line for line in state.settlement.lines if line.code == "consolation"]
    assert consolation[0].chips == (-3, 1, 1, 1)  # the alliance's 1 to each, not the solo's 2
    assert "called an own card" in state.settlement.lines[0].message


def test_a_position_after_a_forced_spadille_keeps_what_a_loss_costs() -> None:
    # Everyone passed, so Spadille's holder (seat 1) must play; when the side loses, a forced
    # ombre shares the loss with the partner. A position taken at the first lead says "forced".
    deal = GameState.from_notation(
        "quadrille | dealer 2 | pot 8 | deal 2s 7s Kh 4d 6d Kd Ac 2c 4c 6c / "
        "As 5s Qs 2h 4h 7h 3d 5d 7d Jd / 4s Js Ks 3h 5h Qh 3c 7c Qc Kc / "
        "3s 6s Ah 6h Jh Ad 2d Qd 5c Jc / ; pass; pass; pass; pass; trump clubs; call Kh"
    )
    assert deal.forced_spadille and deal.phase == "play" and (deal.ombre, deal.partner) == (1, 0)
    hands = " / ".join(format_cards(hand) for hand in deal.hands)
    text = (
        f"position alliance clubs ombre 1 leader {deal.leader} won 0 0 0 0 hands {hands} "
        f"start {hands} called Kh 0 forced"
    )
    position = Position.parse(text)
    assert position.forced and str(position) == text
    assert Position.from_dict(position.to_dict()) == position
    forced, unforced = (
        GameState.from_position(QUADRILLE, words, deal.dealer, deal.pot_carried)
        for words in (text, text.removesuffix(" forced"))
    )
    for state in (deal, forced, unforced):
        rng = random.Random(0)
        while not state.is_terminal():
            state.apply(state.random_action(rng))
    assert deal.settlement is not None and deal.settlement.result == "codille"
    assert forced.returns() == deal.returns() == (-10, -10, 10, 10)
    assert unforced.returns() == (0, -20, 10, 10)  # a bidder taking fewer than 3 pays alone
    for rules, bad, words in (
        (QUADRILLE.replace(forced_spadille=False), text, "no forced spadille"),
        (QUADRILLE, text.replace("alliance", "solo").replace(" called Kh 0", ""), "forced ombre"),
    ):
        with pytest.raises(SetupError) as info:
            GameState.from_position(rules, bad)
        assert words in info.value.message, info.value.message


def test_matadors_count_only_when_the_side_holds_all_three() -> None:
    # Hoyle: the matadores are Spadille, Manille and Basto, and the trumps that follow them.
    ombre = parse_hand("As Ks Qs 7h 6h 5h 4d 3d 2d 2h")
    partner = parse_hand("2s 5s Jh Qh 4h 3h Ah 5d 6d 7d")
    two = settle(
        DealOutcome(
            QUADRILLE,
            "alliance",
            (5, 1, 1, 3),
            pot=4,
            partner=3,
            trump=Suit.SPADES,
            ombre_hand=ombre,
            partner_hand=partner,
        )
    )
    assert "matador-bonus" not in [line.code for line in two.lines]
    assert two.chips == (3, -1, -1, 3)
    # Basto in the partner's hand makes all three, and the K♠ Q♠ that follow count too.
    three = parse_hand("Ac 5s Jh Qh 4h 3h Ah 5d 6d 7d")
    lost = settle(
        DealOutcome(
            QUADRILLE,
            "alliance",
            (2, 4, 2, 2),
            pot=4,
            partner=3,
            trump=Suit.SPADES,
            ombre_hand=parse_hand("As 2s Ks Qs 7h 6h 5h 4d 3d 2d"),
            partner_hand=three,
        )
    )
    bonus = lost.lines[-1]
    assert bonus.code == "matador-bonus"
    assert bonus.message == (
        "matadors: the ombre and the partner held all three matadors and 2 trumps following "
        "them (A♠ 2♠ A♣ K♠ Q♠): the side pays 5 to each defender, since it lost"
    )
    assert bonus.chips == (-10, 5, 5, 0)  # the ombre took fewer than three: pays alone
    assert QUADRILLE.matador_minimum_run == QUINTILLE.matador_minimum_run == 3


def test_the_matadors_minimum_run_is_checked() -> None:
    with pytest.raises(RuleSetError, match="matador_minimum_run must be at most 3"):
        QUADRILLE.replace(matador_minimum_run=4)
    with pytest.raises(RuleSetError, match="matador_minimum_run must be 3, not 1"):
        RuleSet.preset("swedish").replace(matador_minimum_run=1)


def test_calling_an_own_king_is_said_at_the_call_and_after_it() -> None:
    # Seed 1: you (the ombre, spades trumps) hold K♥ and K♣, not K♦.
    session = TableSession.new("quadrille", 1)
    while session.state.phase != "call":
        session = session.apply(hint(session.state)[0])
    state, seat = session.state, session.deal_seat(0)
    labels = [action_label(state, action) for action in state.legal_actions()]
    assert labels == [
        "Call K♥, your own: you play alone and must win 6 tricks",
        "Call K♦",
        "Call K♣, your own: you play alone and must win 6 tricks",
    ]
    session = session.apply("call Kh")
    view = player_view(session.state, seat, session.names())
    assert view["partner_note"] == (
        "it is your own card: you play alone and must win 6 of the 10 tricks"
    )
    assert view["log"][-1]["text"].startswith(
        "You call K♥, your own card: you play alone and must win 6 of the 10 tricks."
    )
    # The defenders learn it only when K♥ is played; no hint leads to a partner's K♥.
    others = [other for other in range(4) if other != seat]
    assert all(player_view(session.state, other)["partner_note"] is None for other in others)
    while not session.state.is_terminal():
        state = session.state
        action, reason = hint(state)
        assert "partner" not in reason or state.current_player != seat, reason
        session = session.apply(action)
        if str(action) == "play Kh":
            names = session.names()
            assert player_view(session.state, others[0], names)["partner_note"] == (
                f"it is {names[seat]}'s own card: {names[seat]} plays alone"
            )


def test_an_ombre_alone_with_an_own_king_is_not_told_to_lead_to_a_partner() -> None:
    # Seed 6: you called your own K♥, played it to trick 1 and lead again with 2♥ 4♥ J♥ left.
    state = GameState.from_notation(
        "quadrille | dealer 3 | pot 0 | deal 7s 2h 4h Jh Kh 2d 7d 4c Jc Kc / 5s Js Qs 5h 6h 5d "
        "6d Qd 3c 5c / As 2s Ks Ah 3h Qh 3d 4d Ac Qc / 3s 4s 6s 7h Ad Jd Kd 2c 6c 7c / ; bid "
        "alliance; pass; pass; pass; trump diamonds; call Kh; play Kh; play 6h; play 3h; play 7h"
    )
    _, reason = hint(state)
    assert "partner" not in reason and "called suit" not in reason, reason
