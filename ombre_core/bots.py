"""Bots: a random player and a simple heuristic player that explains its choice.

The heuristic follows the rule texts' tips: bid only with real strength, judged by
:mod:`ombre_core.strategy` (the same judgement as the bid-advice drill), name the trump suit
that judgement likes best, discard low plain cards, lead trumps with matadors behind them, and
win tricks cheaply. Its reasons name cards as symbols (``K♥``), never as codes.

>>> from ombre_core.game import GameState
>>> state = GameState.new_deal("standard", dealer=0, seed=7)
>>> action, reason = hint(state)
>>> str(action), reason
('bid entrada', 'with hearts as trumps you hold 1 matador, 4 trumps and 1 side king: four or \
more trumps and a side stopper, enough for an entrada')
"""

from __future__ import annotations

import random
from typing import Protocol

from .actions import (
    ACCEPT,
    BID_HIGHER,
    BID_PLAY,
    COUNTERVOLE,
    DISCARD_NONE,
    PASS,
    PLAY,
    STOP,
    TRUMP,
    Action,
    Bid,
    CallCard,
    Choose,
    Discard,
)
from .cards import Card, Rank, Suit, card_list, suit_mask
from .game import GameState, deck_cards
from .messages import label, plural
from .ranking import power, suit_in_play, trumps_mask
from .strategy import (
    HandStrength,
    best_strength,
    contrabola_hand,
    hand_strength,
    judge_bid,
    ombre_keeps,
    playable_suits,
    verdict_words,
)
from .tricks import legal_mask, trick_winner


class Bot(Protocol):
    """Anything that picks an action for the player to act."""

    def choose(self, state: GameState) -> Action: ...


class RandomBot:
    """Picks uniformly among the legal actions."""

    def __init__(self, seed: int | random.Random = 0) -> None:
        self.rng = seed if isinstance(seed, random.Random) else random.Random(seed)

    def choose(self, state: GameState) -> Action:
        return state.random_action(self.rng)


class SimpleBot:
    """Plays :func:`hint`'s choice."""

    def choose(self, state: GameState) -> Action:
        return hint(state)[0]


def hint(state: GameState) -> tuple[Action, str]:
    """A sensible action for the player to act, and why, in a sentence."""
    phase = state.phase
    if phase == "play":
        return _play_hint(state)
    if phase == "auction":
        return _auction_hint(state)
    if phase == "exchange":
        return _exchange_hint(state)
    if phase == "trump":
        best = best_strength(state.hands[state.current_player], _suits(state))
        return TRUMP[best.trump], label(
            "hint.trump", trump=best.trump.name_in(), why=best.describe()
        )
    if phase == "call":
        return _call_hint(state)
    if phase == "choose":
        return _choose_hint(state)
    if phase == "gascarille":
        return _after_pass_hint(state)
    if phase == "surrender":
        return ACCEPT, label("hint.accept")
    raise ValueError(f"no one is to act in phase {phase}")


def _after_pass_hint(state: GameState) -> tuple[Action, str]:
    """Everyone passed: a countervole with a hand of low cards, else pass (a gascarille is a
    gamble the bot does not take)."""
    if state.rules.countervole_after_pass:
        fit, why = contrabola_hand(state.hands[state.current_player])
        if fit:
            return COUNTERVOLE, label("hint.countervole", why=why)
        if not state.rules.gascarille:
            return PASS, label("hint.pass", why=why)
    return PASS, label("hint.no-gascarille", count=state.rules.gascarille_exchange)


def _suits(state: GameState) -> tuple[Suit, ...]:
    return playable_suits(state.rules)


def _auction_hint(state: GameState) -> tuple[Action, str]:
    best = best_strength(state.hands[state.current_player], _suits(state))
    why = label("hint.strength", hand=best.describe(), verdict=verdict_words(best))
    legal = state.legal_actions()
    names = {str(action) for action in legal}
    if state.rules.auction == "standard":
        for action in legal:
            if isinstance(action, Bid):
                if state.rules.contract(action.contract).aim == "none":
                    fit, reason = contrabola_hand(state.hands[state.current_player])
                    if fit:
                        return action, label(
                            "hint.bid-contrabola", why=reason, contract=action.contract
                        )
                    continue
                if action.contract == "solo" and best.solo:
                    return action, label("hint.bid-solo", why=why)
                if state.rules.contract(action.contract).calls and best.biddable:
                    return action, label("hint.bid-call", why=why, contract=action.contract)
                if state.rules.contract(action.contract).ombre_exchanges and best.biddable:
                    if state.rules.contract(action.contract).trump_choice != "named":
                        if len(best.matadors) < 2:
                            continue
                        return action, label("hint.bid-turn-up", why=why, contract=action.contract)
                    return action, label("hint.bid", why=why, contract=action.contract)
        return PASS, _pass_reason(state, best, why)
    if "bid play" in names and best.biddable:
        return BID_PLAY, label("hint.bid-play", why=why)
    if "bid higher" in names:
        step = state.high + 1
        contract = state.rules.ladder[step]
        hand = state.hands[state.current_player]
        if judge_bid(hand, state.rules, contract.name, or_higher=True)[0]:
            return BID_HIGHER, label("hint.bid-higher", why=why, contract=contract.name)
    return PASS, _pass_reason(state, best, why)


def _pass_reason(state: GameState, best: HandStrength, why: str) -> str:
    if best.biddable and state.high >= 0:
        bid = state.rules.ladder[state.high].name
        return label("hint.pass-outbid", why=why, contract=bid)
    return label("hint.pass-weak", why=why)


def _call_hint(state: GameState) -> tuple[Action, str]:
    """Call the king of the side suit the ombre holds most of (its holder then wins the
    ombre's low cards of that suit), one the ombre does not hold; else an own king."""
    hand = state.hands[state.current_player]
    callable_now = [action for action in state.legal_actions() if isinstance(action, CallCard)]
    others = [action for action in callable_now if not hand >> action.card & 1]
    if not others:
        action = callable_now[0]
        return action, label("hint.call-own", card=action.card.symbol())

    def length(action: CallCard) -> int:
        return (hand & suit_mask(action.card.suit)).bit_count()

    action = max(others, key=length)
    held = length(action)
    why = plural("hint.call-suit", held) if held else label("hint.call-any")
    return action, label("hint.call", card=action.card.symbol(), why=why)


def _friends(state: GameState, seat: int) -> set[int]:
    """The seats ``seat`` knows to be on its side: the ombre's partner once known (the
    partner always knows the ombre); a defender counts everyone but the ombre and the known
    partner as a friend."""
    ombre = state.ombre
    if ombre is None:
        return set()
    known = state.known_partner(seat)
    if seat == ombre:
        return set() if known is None else {known}
    if seat == known:
        return {ombre}
    return {other for other in range(state.players) if other not in (seat, ombre, known)}


def _safe_for_friend(state: GameState, friends: set[int]) -> bool:
    """Whether the trick's winning card (a friend's) stays the winner: no opponent plays after
    the player to act, or no card the player cannot see could beat it."""
    seat, trick, trump = state.current_player, state.trick, state.trump
    later = [(seat + offset) % state.players for offset in range(1, state.players - len(trick))]
    if all(other in friends for other in later):
        return True
    seen = state.hands[seat] | state.played_cards()
    unseen = [card for card in deck_cards(state.rules) if not seen >> card & 1]
    return all(trick_winner([*trick, card], trump) != len(trick) for card in unseen)


def _choose_hint(state: GameState) -> tuple[Action, str]:
    hand = state.hands[state.current_player]
    best = best_strength(hand, _suits(state))
    allowed = state.rules.ladder[state.high :]
    for contract in allowed:
        if contract.trump_choice == "diamonds":
            diamonds = hand_strength(hand, Suit.DIAMONDS)
            return Choose(contract.name), label("hint.choose-oros", why=diamonds.describe())
        if contract.ombre_exchanges or best.solo:
            why = best.describe()
            return Choose(contract.name), label("hint.choose", why=why, contract=contract.name)
    last = allowed[-1]
    return Choose(last.name), label("hint.choose-last", contract=last.name)


def _exchange_hint(state: GameState) -> tuple[Action, str]:
    seat = state.current_player
    hand = state.hands[seat]
    low, high = state.discard_range()
    if low == high:
        keep = max(card_list(hand), key=lambda card: max(power(card, t) for t in Suit))
        cards = [card for card in card_list(hand) if card != keep][:low]
        action = Discard(sum(1 << card for card in cards))
        return action, label("hint.gascarille-keep", card=keep.symbol())
    trump = state.trump
    if state.contrabola:
        return _contrabola_exchange(state)
    assert trump is not None
    trumps = trumps_mask(trump)
    if seat == state.ombre:
        junk = card_list(hand & ~ombre_keeps(hand, trump))
        why = label("hint.discard-ombre")
    else:
        junk = [
            card
            for card in card_list(hand & ~trumps)
            if card.rank not in (Rank.KING, Rank.QUEEN, Rank.JACK)
        ]
        why = label("hint.discard-defender")
    junk.sort(key=lambda card: power(card, trump))
    junk = junk[:high]
    if not junk:
        return DISCARD_NONE, label("hint.discard-none", why=why)
    return Discard(sum(1 << card for card in junk)), why  # the action's label names the cards


def _contrabola_exchange(state: GameState) -> tuple[Action, str]:
    """Against a contrabola a defender wants low cards, to duck under the ombre's."""
    hand = state.hands[state.current_player]
    high = [card for card in card_list(hand) if card.rank in (Rank.KING, Rank.QUEEN)]
    high = high[: state.discard_range()[1]]
    why = label("hint.discard-contrabola")
    if not high:
        return DISCARD_NONE, label("hint.discard-none", why=why)
    return Discard(sum(1 << card for card in high)), why  # the action's label names the cards


def _contrabola_play(state: GameState, legal: list[Card]) -> tuple[Action, str]:
    """The ombre sheds high cards under the trick's winner; the defenders duck under the
    ombre's card, or play low while the ombre is still to play."""
    seat, trick, trump, ombre = state.current_player, state.trick, state.trump, state.ombre
    assert ombre is not None
    by_power = sorted(legal, key=lambda card: power(card, trump))
    if not trick:
        if seat == ombre:
            card = _safest_lead(state, legal)
            return PLAY[card], label("hint.contrabola-lead", card=card.symbol())
        card = by_power[0]
        return PLAY[card], label("hint.contrabola-lead-low", card=card.symbol())
    position = len(trick)
    losing = [card for card in by_power if trick_winner([*trick, card], trump) != position]
    if seat == ombre:
        if losing:
            card = losing[-1]
            return PLAY[card], label("hint.contrabola-shed", card=card.symbol())
        card = by_power[-1]
        return PLAY[card], label("hint.contrabola-take", card=card.symbol())
    ombre_played = (ombre - state.leader) % state.players < position
    winner_seat = (state.leader + trick_winner(trick, trump)) % state.players
    if ombre_played and winner_seat == ombre:
        if losing:
            card = losing[-1]
            return PLAY[card], label("hint.contrabola-duck", card=card.symbol())
        card = by_power[-1]
        return PLAY[card], label("hint.contrabola-no-duck", card=card.symbol())
    if ombre_played:
        card = by_power[-1]
        return PLAY[card], label("hint.contrabola-beaten", card=card.symbol())
    card = by_power[0]
    return PLAY[card], label("hint.contrabola-play-low", card=card.symbol())


def _safest_lead(state: GameState, legal: list[Card]) -> Card:
    """The contrabola ombre's lead: fewest unseen lower cards of its suit, then most higher."""
    trump, hand = state.trump, state.hands[state.current_player]
    seen = hand | state.played_cards(trick=False)
    unseen = [card for card in deck_cards(state.rules) if not seen >> card & 1]

    def risk(card: Card) -> tuple[int, int]:
        suit, mine = suit_in_play(card, trump), power(card, trump)
        same = [other for other in unseen if suit_in_play(other, trump) == suit]
        lower = sum(power(other, trump) < mine for other in same)
        return lower, -(len(same) - lower)

    return min(legal, key=risk)


def _play_hint(state: GameState) -> tuple[Action, str]:
    seat = state.current_player
    trump = state.trump
    if state.contrabola:
        hand, trick = state.hands[seat], state.trick
        legal = card_list(legal_mask(hand, trick[0] if trick else None, trump))
        if len(legal) == 1:
            return PLAY[legal[0]], label("hint.only-legal", card=legal[0].symbol())
        return _contrabola_play(state, legal)
    assert trump is not None
    if STOP in state.legal_actions():
        return STOP, _stop_reason(state)
    hand = state.hands[seat]
    trick = state.trick
    legal = card_list(legal_mask(hand, trick[0] if trick else None, trump))
    if len(legal) == 1:
        only = "hint.last-card" if hand.bit_count() == 1 else "hint.only-legal"
        return PLAY[legal[0]], label(only, card=legal[0].symbol())
    by_power = sorted(legal, key=lambda card: power(card, trump))
    trumps = trumps_mask(trump)
    if not trick:
        if seat == state.ombre and hand & trumps:
            outstanding = trumps & ~state.played_cards(trick=False) & ~hand
            top = max(card_list(hand & trumps), key=lambda card: power(card, trump))
            if outstanding and all(
                power(top, trump) > power(c, trump) for c in card_list(outstanding)
            ):
                return PLAY[top], label("hint.lead-top-trump", card=top.symbol())
        called = state.called
        if (
            called is not None
            and seat == state.ombre
            and state.partner is not None  # an ombre who called an own card plays alone
            and state.known_partner(seat) is None
            and called not in legal
        ):
            suit = [
                card for card in by_power if card.suit == called.suit and not trumps >> card & 1
            ]
            if suit:
                return PLAY[suit[0]], label(
                    "hint.lead-called-suit", card=suit[0].symbol(), called=called.symbol()
                )
        if seat == state.partner and seat != state.ombre:
            if called is not None and called in legal:
                return PLAY[called], label("hint.lead-called", card=called.symbol())
            own_trumps = [card for card in by_power if trumps >> card & 1]
            if own_trumps:
                return PLAY[own_trumps[0]], label("hint.partner-trump", card=own_trumps[0].symbol())
        kings = [card for card in legal if card.rank == Rank.KING and not trumps >> card & 1]
        if kings:
            return PLAY[kings[0]], label("hint.lead-king", card=kings[0].symbol())
        plain = [card for card in by_power if not trumps >> card & 1]
        if not plain:
            card = by_power[0]
            return PLAY[card], label("hint.lead-lowest-trump", card=card.symbol())
        card = plain[0]
        return PLAY[card], label("hint.lead-low", card=card.symbol())
    position = len(trick)
    best = trick_winner(trick, trump)
    best_seat = (state.leader + best) % state.players
    friends = _friends(state, seat)
    if best_seat in friends:
        lowest = by_power[0]
        if state.rules.tricks_rule == "majority" and not _safe_for_friend(state, friends):
            for card in by_power:
                if trick_winner([*trick, card], trump) == position:
                    return PLAY[card], label("hint.make-safe", card=card.symbol())
        return PLAY[lowest], label("hint.partner-winning", card=lowest.symbol())
    for card in by_power:
        if trick_winner([*trick, card], trump) == position:
            return PLAY[card], label("hint.cheapest-winner", card=card.symbol())
    plain = [card for card in by_power if not trumps >> card & 1]
    card = plain[0] if plain else by_power[0]
    return PLAY[card], label("hint.throw-lowest", card=card.symbol())


def _stop_reason(state: GameState) -> str:
    """Why to stop after the straight tricks: the deal is won, so only the vole is at stake."""
    rules = state.rules
    done = state.tricks_done
    won = label("hint.stop.won", count=done)
    if rules.stop_bonus:
        stop = label("hint.stop.bonus", bonus=rules.stop_bonus)
    else:
        stop = label("hint.stop.sacada")
    if rules.vole_style == "announce":
        go_on = label("hint.stop.announce")
    else:
        go_on = label("hint.stop.by-lead", number=done + 1)
    code = "hint.stop.vole" if rules.vole_replaces_result else "hint.stop.vole-more"
    vole = label(code, win=rules.vole_win)
    return label("hint.stop", won=won, stop=stop, go_on=go_on, vole=vole, loss=rules.vole_loss)
