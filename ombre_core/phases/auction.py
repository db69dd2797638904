"""The auction and what follows it: bids (standard) or play/higher (swedish), the choice of
game, all-pass (forced spadille first; then, in turn from eldest, the gascarille or the
countervole where the rules offer them; else the cards are thrown in), and trumps.

The auction bids the rules' ladder (``RuleSet.ladder``): a countervole after all pass is
not on it. A contract without trumps (a contrabola) goes straight to the exchange.

The swedish auction goes round like the standard one (a pass is final; it ends when all but
the last bidder have passed), so an earlier player may bid higher again. With four or five
players (Quadrille, Quintille) it goes round the same way, seat after seat.

A contract that ``calls`` (Quadrille's and Quintille's alliance, also after a forced spadille)
names trumps and then calls a card (:func:`callable_cards`); its holder becomes the secret
partner, recorded in the state and known to the table when the card is played.
"""

from __future__ import annotations

from ..actions import (
    BID_HIGHER,
    BID_PLAY,
    CALL,
    COUNTERVOLE,
    GASCARILLE,
    PASS,
    TRUMP,
    Action,
    Bid,
    BidHigher,
    BidPlay,
    CallCard,
    Choose,
    DeclareCountervole,
    Gascarille,
    NameTrump,
    Pass,
)
from ..cards import SPADILLE, Card, Rank, Suit
from ..errors import IllegalActionError, excerpt
from ..messages import label, listing, plural
from ..state import DealState, PhaseRules
from .exchange import next_exchange, start_exchange
from .settlement import throw_in


def _auction_actions(state: DealState) -> list[Action]:
    contracts = state.rules.ladder
    if state.rules.auction == "standard":
        return [PASS, *(Bid(c.name) for c in contracts[state.high + 1 :])]
    if state.high < 0:
        return [PASS, BID_PLAY]
    if state.high < len(contracts) - 1:
        return [PASS, BID_HIGHER]
    return [PASS]


def _apply_auction(state: DealState, action: Action) -> None:
    seat, rules, kind = state.current_player, state.rules, type(action)
    contracts = rules.ladder
    if kind not in (Pass, Bid, BidPlay, BidHigher):
        raise state.wrong(action)
    if kind is Pass:
        state.passed[seat] = True
    elif rules.auction == "standard":
        if kind is not Bid:
            raise IllegalActionError(
                "bid-kind",
                label(
                    "bid.not-a-bid",
                    action=str(action),
                    rules=rules.name,
                    contracts=" / ".join(c.name for c in contracts),
                ),
            )
        assert isinstance(action, Bid)
        rank = _contract_rank(state, action.contract)
        if rank <= state.high:
            current = contracts[state.high].name
            raise IllegalActionError(
                "bid-too-low",
                label(
                    "bid.too-low",
                    contract=action.contract,
                    current=current,
                    ladder=" < ".join(c.name for c in contracts),
                ),
            )
        state.high, state.high_bidder = rank, seat
    elif kind is BidPlay:
        if state.high >= 0:
            raise IllegalActionError(
                "bid-higher-needed",
                label("bid.higher-needed", seat=state.high_bidder),
            )
        state.high, state.high_bidder = 0, seat
    elif kind is BidHigher:
        if state.high < 0:
            raise IllegalActionError("nothing-to-overcall", label("bid.nothing-to-overcall"))
        if state.high >= len(contracts) - 1:
            raise IllegalActionError(
                "bid-at-top",
                label("bid.at-top", contract=contracts[-1].name),
            )
        state.high, state.high_bidder = state.high + 1, seat
    else:
        raise IllegalActionError(
            "bid-kind",
            label("bid.not-a-bid.play", action=str(action), rules=rules.name),
        )
    active = [s for s in range(state.players) if not state.passed[s]]
    if state.high_bidder >= 0 and len(active) == 1:
        state.ombre = state.high_bidder
        if rules.auction == "standard":
            state.contract = contracts[state.high]
            _after_contract(state)
        else:
            state.phase = "choose"
            state.current_player = state.high_bidder
    elif not active:
        _all_passed(state)
    else:
        following = (seat + 1) % state.players
        while state.passed[following]:
            following = (following + 1) % state.players
        state.current_player = following


def _contract_rank(state: DealState, name: str) -> int:
    for rank, contract in enumerate(state.rules.ladder):
        if contract.name == name:
            return rank
    games = listing([c.name for c in state.rules.ladder])
    raise IllegalActionError(
        "unknown-contract",
        label("error.unknown-contract", rules=state.rules.name, name=excerpt(name), games=games),
    )


def _all_passed(state: DealState) -> None:
    rules = state.rules
    if rules.forced_spadille:
        for seat in range(state.players):
            if state.hands[seat] >> SPADILLE & 1:
                state.ombre = seat
                state.contract = rules.ladder[0]
                state.forced_spadille = True
                _after_contract(state)
                return
    if rules.gascarille or rules.countervole_after_pass:
        state.phase = "gascarille"
        state.current_player = state.eldest
        return
    throw_in(state)


def _after_pass_actions(state: DealState) -> list[Action]:
    """What a player may take when everyone has passed: the gascarille, the countervole."""
    rules = state.rules
    return [
        PASS,
        *([GASCARILLE] if rules.gascarille else []),
        *([COUNTERVOLE] if rules.countervole_after_pass else []),
    ]


def _after_pass_expecting(state: DealState) -> str:
    first, *others = (str(action) for action in _after_pass_actions(state)[1:])
    for other in others:
        first = label("expect.or-the", first=first, other=other)
    return label("expect.after-pass", seat=state.current_player, offers=first)


def _apply_gascarille(state: DealState, action: Action) -> None:
    seat = state.current_player
    if action not in _after_pass_actions(state):
        raise state.wrong(action)
    if type(action) is Pass:
        following = (seat + 1) % state.players
        if following == state.eldest:
            throw_in(state)
        else:
            state.current_player = following
    elif type(action) is Gascarille:
        state.ombre = seat
        state.contract = state.rules.ladder[0]
        state.gascarille = True
        _after_contract(state)
    else:
        assert type(action) is DeclareCountervole and state.rules.countervole is not None
        state.ombre = seat
        state.contract = state.rules.countervole
        _after_contract(state)


def _apply_choose(state: DealState, action: Action) -> None:
    if type(action) is not Choose:
        raise state.wrong(action)
    assert isinstance(action, Choose)
    rank = _contract_rank(state, action.contract)
    if rank < state.high:
        contracts = state.rules.ladder
        raise IllegalActionError(
            "game-too-low",
            plural(
                "choose.too-low",
                state.high,
                contract=contracts[state.high].name,
                ladder=" < ".join(c.name for c in contracts),
            ),
        )
    state.contract = state.rules.ladder[rank]
    _after_contract(state)


def _after_contract(state: DealState) -> None:
    contract = state.contract
    assert contract is not None and state.ombre is not None
    if state.gascarille or contract.trump_choice == "none":
        start_exchange(state)
    elif contract.trump_choice == "named":
        state.phase = "trump"
        state.current_player = state.ombre
    else:
        if contract.trump_choice == "turn-up":
            if not state.talon:
                raise IllegalActionError("empty-talon", label("error.empty-talon"))
            state.turned_up = state.talon[0]
            state.trump = state.turned_up.suit
        else:
            state.trump = Suit.DIAMONDS
        start_exchange(state)


def _apply_trump(state: DealState, action: Action) -> None:
    if type(action) is not NameTrump:
        raise state.wrong(action)
    assert isinstance(action, NameTrump)
    if action.suit in state.rules.removed_suits:
        raise IllegalActionError(
            "suit-removed", label("error.suit-removed", suit=action.suit.name_in())
        )
    state.trump = action.suit
    assert state.contract is not None
    if state.contract.calls:
        state.phase = "call"
        return
    if state.gascarille:
        state.phase = "exchange"
        next_exchange(state)
    else:
        start_exchange(state)


_CALL_RANKS = tuple(rank for rank in reversed(Rank) if rank != Rank.ACE)


def callable_cards(state: DealState) -> list[Card]:
    """The cards the ombre may call, once trumps are named: the kings of the suits that are not
    trumps; an ombre holding all four kings calls a queen (not of trumps) instead, or an own
    king. Without ``call_own_king`` a card the ombre holds cannot be called, and the call goes
    down the ranks until one can.

    >>> from ombre_core.game import GameState
    >>> state = GameState.new_deal("quadrille", dealer=0, seed=3)
    >>> for text in ("bid alliance", "pass", "pass", "pass", "trump spades"):
    ...     state.apply(text)
    >>> [str(card) for card in callable_cards(state)]
    ['Kh', 'Kd', 'Kc']
    """
    assert state.ombre is not None and state.trump is not None
    rules, hand, trump = state.rules, state.hands[state.ombre], state.trump
    suits = [suit for suit in Suit if suit != trump and suit not in rules.removed_suits]
    in_play = [suit for suit in Suit if suit not in rules.removed_suits]
    all_kings = all(hand >> Card.of(Rank.KING, suit) & 1 for suit in in_play)
    if rules.call_own_king:
        ranks = (Rank.KING, Rank.QUEEN) if all_kings else (Rank.KING,)
        return sorted(Card.of(rank, suit) for rank in ranks for suit in suits)
    for rank in _CALL_RANKS[1:] if all_kings else _CALL_RANKS:
        cards = [Card.of(rank, suit) for suit in suits if not hand >> Card.of(rank, suit) & 1]
        if cards:
            return sorted(cards)
    raise AssertionError("some card outside the ombre's hand can always be called")


def _apply_call(state: DealState, action: Action) -> None:
    if type(action) is not CallCard:
        raise state.wrong(action)
    assert isinstance(action, CallCard) and state.trump is not None
    allowed = callable_cards(state)
    if action.card not in allowed:
        kings = all(card.rank == Rank.KING for card in allowed)
        raise IllegalActionError(
            "call-not-allowed",
            label(
                "call.not-allowed.kings" if kings else "call.not-allowed.cards",
                card=action.card.symbol(),
                trump=state.trump.name_in(),
                cards=" ".join(card.symbol() for card in allowed),
            ),
        )
    state.called = action.card
    holders = [seat for seat in range(state.players) if state.hands[seat] >> action.card & 1]
    holder = holders[0] if holders else None
    state.partner = None if holder == state.ombre else holder
    if state.gascarille:  # the ombre has exchanged already: the defenders' turn
        state.phase = "exchange"
        next_exchange(state)
    else:
        start_exchange(state)


AUCTION = PhaseRules(
    _auction_actions,
    _apply_auction,
    lambda state: label("expect.auction", seat=state.current_player),
)
GASCARILLE_OFFER = PhaseRules(_after_pass_actions, _apply_gascarille, _after_pass_expecting)
CHOOSE = PhaseRules(
    lambda state: [Choose(c.name) for c in state.rules.ladder[state.high :]],
    _apply_choose,
    lambda state: label("expect.choose", seat=state.current_player),
)
TRUMPS = PhaseRules(
    lambda state: [TRUMP[suit] for suit in Suit if suit not in state.rules.removed_suits],
    _apply_trump,
    lambda state: label("expect.trump", seat=state.current_player),
)
CALLING = PhaseRules(
    lambda state: [CALL[card] for card in callable_cards(state)],
    _apply_call,
    lambda state: label("expect.call", seat=state.current_player),
)
