"""The play: nine tricks, and the ombre's announcements on the ombre's turn (a vole, a stop
after the straight tricks, a surrender with its replies).

Announcing a vole, stopping and surrendering are the ombre's actions on the ombre's turn. A
vole can be announced only while the ombre has won every trick so far, and binds the ombre to
play on (no stop, no surrender). A surrender is offered at most once per deal; the first
defender (in play order after the ombre) to refuse takes over as ombre.
"""

from __future__ import annotations

from ..actions import (
    ACCEPT,
    ANNOUNCE_VOLE,
    PLAY,
    REFUSE,
    STOP,
    SURRENDER,
    Accept,
    Action,
    AnnounceVole,
    PlayCard,
    Refuse,
    Stop,
    Surrender,
)
from ..cards import SPADILLE, Card, Rank, Suit, card_list
from ..errors import IllegalActionError, OmbreError, SetupError, excerpt
from ..messages import label
from ..position import Position
from ..state import DealState, PhaseRules, TrickRecord, cards_of
from ..tricks import dummy_card, explain_play, trick_winner
from .deal import deck_cards
from .settlement import end_deal, settle_now


def start_play(state: DealState) -> None:
    """After the exchange: the hands as they stand now count for the matador bonus, and
    eldest leads."""
    state.phase = "play"
    state.start_hands = list(state.hands)
    state.leader = state.eldest
    state.current_player = state.eldest
    play_dummy(state)


def play_dummy(state: DealState) -> None:
    """Ombre a dos: while the dummy is to play, the engine plays its card by the one rule of
    :func:`~ombre_core.tricks.dummy_card` (never a player's choice). The history records the
    live players' actions; the dummy's cards are in the tricks."""
    dummy = state.dummy
    while state.phase == "play" and state.current_player == dummy:
        assert state.trump is not None and state.ombre is not None
        trick = state.trick
        friend_winning = bool(trick) and not state.on_ombre_side(
            (state.leader + trick_winner(trick, state.trump)) % state.players
        )
        card = dummy_card(state.hands[dummy], trick, state.trump, friend_winning)
        state.legal_cache = -1
        _play_card(state, dummy, card)
        state.legal_cache = -1


def start_from_position(state: DealState, position: Position) -> None:
    """Set a fresh state to ``position`` (a lesson's mid-play start), checking it against the
    rules first: a bad one raises :class:`SetupError` ``bad-position``."""
    rules, players = state.rules, state.players

    def fail(case: str, **params: str | int) -> SetupError:
        return SetupError("bad-position", label(f"error.bad-position.{case}", **params))

    try:
        contract = rules.contract(position.contract)
    except OmbreError as error:
        raise SetupError("bad-position", error.message) from None
    if contract.trump_choice == "none":
        raise fail("no-trumps", contract=contract.name)
    if contract.trump_choice == "diamonds" and position.trump != Suit.DIAMONDS:
        raise fail("diamonds", contract=contract.name)
    for name in ("ombre", "leader"):
        seat = getattr(position, name)
        if not isinstance(seat, int) or not 0 <= seat < players:
            raise fail("seat", name=name, last=players - 1, value=excerpt(seat))
    if position.ombre == rules.dummy_seat:
        raise fail("dummy-ombre", seat=position.ombre)
    if len(position.hands) != players or len(position.won) != players:
        raise fail("seats", players=players)
    if any(count < 0 for count in position.won):
        raise fail("negative")
    done = sum(position.won)
    if not 0 <= done < rules.tricks_per_deal:
        raise fail("tricks", done=done, total=rules.tricks_per_deal)
    if len(position.trick) >= players:
        raise fail("trick", players=players)
    seen = 0
    allowed = sum(1 << card for card in deck_cards(rules))
    for card in (*position.trick, *(c for hand in position.hands for c in card_list(hand))):
        if seen >> card & 1:
            raise fail("twice", card=str(Card(card)))
        if not allowed >> card & 1:
            raise fail("deck", card=str(Card(card)), rules=rules.name)
        seen |= 1 << card
    for seat in range(players):
        played = (seat - position.leader) % players < len(position.trick)
        size = rules.hand_size - done - (1 if played else 0)
        if position.hands[seat].bit_count() != size:
            held = position.hands[seat].bit_count()
            case = "hand-playing" if played else "hand"
            raise fail(case, seat=seat, size=size, done=done, count=held)
    if position.ombre_hand is not None and position.ombre_hand.bit_count() != rules.hand_size:
        raise fail("ombre-hand", size=rules.hand_size)
    if position.start_hands:
        if len(position.start_hands) != players:
            raise fail("start", players=players)
        for seat, start in enumerate(position.start_hands):
            if start.bit_count() != rules.hand_size or position.hands[seat] & ~start:
                raise fail("start-hand", seat=seat, size=rules.hand_size)
        if position.ombre_hand != position.start_hands[position.ombre]:
            raise fail("ombre-twice")
    if contract.calls != (position.called is not None):
        raise fail("called-missing" if contract.calls else "called-extra", contract=contract.name)
    if position.called is not None:
        card, holder = position.called
        if not 0 <= holder < players:
            raise fail("holder", last=players - 1)
        if card.suit == position.trump or card.rank not in (Rank.KING, Rank.QUEEN):
            raise fail("callable", card=card.symbol())
        for seat in range(players):
            if seat != holder and position.hands[seat] >> card & 1:
                raise fail("called-held", seat=seat, card=card.symbol(), holder=holder)
    if position.vole and rules.vole_style == "lead-to-sixth":
        run = rules.straight_tricks
        committed = done > run or (done == run and bool(position.trick))
        if not committed or position.won[position.ombre] < run:
            raise fail("vole", rules=rules.name, run=run, next=run + 1)
    if position.forced:
        if not rules.forced_spadille:
            raise fail("no-forced", rules=rules.name)
        if contract.name != rules.ladder[0].name:
            raise fail("forced-game", lowest=rules.ladder[0].name, contract=contract.name)
        if position.ombre_hand is not None and not position.ombre_hand >> SPADILLE & 1:
            raise fail("forced-spadille")
    state.hands = list(position.hands)
    state.ombre = position.ombre
    state.contract = contract
    state.trump = position.trump
    state.leader = position.leader
    state.trick = [Card(card) for card in position.trick]
    state.won = list(position.won)
    state.tricks_done = done
    if position.start_hands:
        state.start_hands = list(position.start_hands)
    state.start_hands[position.ombre] = position.ombre_hand
    state.vole = position.vole
    state.forced_spadille = position.forced
    if position.called is not None:
        card, holder = position.called
        state.called = card
        state.partner = None if holder == position.ombre else holder
        state.partner_known = not any(hand >> card & 1 for hand in position.hands)
    state.surrender_offered = False
    state.phase = "play"
    state.current_player = (position.leader + len(position.trick)) % players
    play_dummy(state)


def _contrabola_problem(state: DealState, what: str) -> str | None:
    if state.contrabola:
        assert state.contract is not None
        return label(f"problem.contrabola.{what}", contract=state.contract.name)
    return None


def vole_problem(state: DealState) -> str | None:
    """Why the ombre may not announce a vole now, or ``None`` if the ombre may."""
    if state.contrabola:
        return _contrabola_problem(state, "vole")
    if state.rules.vole_style == "none":
        return label("problem.no-vole", rules=state.rules.name)
    if state.rules.vole_style != "announce":
        straight = state.straight_tricks
        return label(
            "problem.vole-by-lead", rules=state.rules.name, next=straight + 1, straight=straight
        )
    if state.vole:
        return label("problem.vole-announced")
    last = state.straight_tricks
    if state.tricks_done > last or (state.tricks_done == last and state.trick):
        return label("problem.vole-late", next=last + 1)
    assert state.ombre is not None
    if state.won[state.ombre] != state.tricks_done:
        return label("problem.vole-lost")
    return None


def stop_problem(state: DealState) -> str | None:
    """Why the ombre may not stop now, or ``None`` if the ombre may."""
    if state.contrabola:
        return _contrabola_problem(state, "stop")
    if not state.rules.stop_after_five:
        return label("problem.no-stop", rules=state.rules.name)
    straight = state.straight_tricks
    assert state.ombre is not None
    if state.tricks_done != straight or state.trick or state.won[state.ombre] != straight:
        return label("problem.stop-when", straight=straight, next=straight + 1)
    if state.vole:
        return label("problem.stop-vole")
    return None


def surrender_problem(state: DealState) -> str | None:
    """Why the ombre may not offer to surrender now, or ``None`` if the ombre may."""
    rules = state.rules
    if state.contrabola:
        return _contrabola_problem(state, "surrender")
    if not rules.surrender:
        return label("problem.no-surrender", rules=rules.name)
    if state.surrender_offered:
        return label("problem.surrender-again")
    if state.vole:
        return label("problem.surrender-vole")
    last = rules.surrender_before_trick - 1
    if state.tricks_done > last or (state.tricks_done == last and state.trick):
        return label("problem.surrender-late", next=last + 1)
    return None


def _play_card(state: DealState, seat: int, card: Card) -> None:
    """``seat`` plays ``card`` (already checked): the trick, a vole committed by the lead, the
    called card's reveal, and the trick's end with the deal's."""
    trick = state.trick
    if (
        not trick
        and seat == state.ombre
        and state.tricks_done == state.rules.straight_tricks
        and state.won[seat] == state.tricks_done
        and state.rules.vole_style == "lead-to-sixth"
        and not state.contrabola
    ):
        state.vole = True
    state.hands[seat] ^= 1 << card
    trick.append(card)
    if card == state.called:
        state.partner_known = True
    if len(trick) < state.players:
        state.current_player = (seat + 1) % state.players
        return
    leader = state.leader
    winner = (leader + trick_winner(trick, state.trump)) % state.players
    state.won[winner] += 1
    state.tricks.append(TrickRecord(leader, tuple(trick), winner))
    state.trick = []
    state.tricks_done += 1
    state.leader = state.current_player = winner
    if state.tricks_done == state.rules.tricks_per_deal:
        end_deal(state, settle_now(state))


def _apply_play(state: DealState, action: Action) -> None:
    seat = state.current_player
    if type(action) is PlayCard:
        assert isinstance(action, PlayCard)
        card = action.card
        if not state.legal_cards() >> card & 1:
            verdict = explain_play(state.hands[seat], state.trick, state.trump, card)
            raise IllegalActionError(verdict.reason.code, verdict.reason.message)
        _play_card(state, seat, card)
        if state.dummy is not None:
            play_dummy(state)
        return
    if seat != state.ombre or type(action) not in (AnnounceVole, Stop, Surrender):
        raise state.wrong(action)
    if type(action) is AnnounceVole:
        problem = vole_problem(state)
        if problem is not None:
            raise IllegalActionError("vole-not-allowed", problem)
        state.vole = True
    elif type(action) is Stop:
        problem = stop_problem(state)
        if problem is not None:
            raise IllegalActionError("stop-not-allowed", problem)
        settlement = settle_now(state, stopped=True)
        state.stopped = True
        end_deal(state, settlement)
    else:
        problem = surrender_problem(state)
        if problem is not None:
            raise IllegalActionError("surrender-not-allowed", problem)
        state.surrender_offered = True
        state.surrender_resume = seat
        state.surrender_queue = [
            (seat + offset) % state.players for offset in range(1, state.players)
        ]
        state.phase = "surrender"
        state.current_player = state.surrender_queue[0]


def _apply_surrender(state: DealState, action: Action) -> None:
    seat = state.current_player
    if type(action) is Accept:
        if len(state.surrender_queue) > 1:
            state.surrender_queue.pop(0)
            state.current_player = state.surrender_queue[0]
        else:
            settlement = settle_now(state, surrendered=True)
            state.surrender_queue = []
            state.surrendered = True
            end_deal(state, settlement)
    elif type(action) is Refuse:
        assert state.ombre is not None
        state.takeovers.append((state.ombre, seat))
        state.ombre = seat
        state.surrender_queue = []
        state.phase = "play"
        state.current_player = state.surrender_resume
    else:
        raise state.wrong(action)


def _play_actions(state: DealState) -> list[Action]:
    actions: list[Action] = [PLAY[card] for card in cards_of(state.legal_cards())]
    if state.current_player == state.ombre:
        if vole_problem(state) is None:
            actions.append(ANNOUNCE_VOLE)
        if stop_problem(state) is None:
            actions.append(STOP)
        if surrender_problem(state) is None:
            actions.append(SURRENDER)
    return actions


PLAYING = PhaseRules(
    _play_actions,
    _apply_play,
    lambda state: label("expect.play", seat=state.current_player, number=state.tricks_done + 1),
)
SURRENDERING = PhaseRules(
    lambda state: [ACCEPT, REFUSE],
    _apply_surrender,
    lambda state: label("expect.surrender", seat=state.current_player),
)
