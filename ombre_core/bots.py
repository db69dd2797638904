"""Bots: a random player and a simple heuristic player that explains its choice.

The heuristic follows the seeds' advice: bid only with real strength (a matador and two side
kings, or four trumps and a side king), prefer the longest trump suit, discard low plain
cards, lead trumps with matadors behind them, and win tricks cheaply.

>>> from ombre_core.game import GameState
>>> state = GameState.new_deal("standard", dealer=0, seed=7)
>>> action, reason = hint(state)
>>> str(action), reason
('bid entrada', 'with hearts as trumps you hold 1 matador, 4 trumps and 1 side king: enough \
for an entrada')
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Protocol

from .actions import (
    ACCEPT,
    BID_HIGHER,
    BID_PLAY,
    DISCARD_NONE,
    PASS,
    PLAY,
    STOP,
    TRUMP,
    Action,
    Bid,
    Choose,
    Discard,
)
from .cards import Card, Hand, Rank, Suit, card_list, format_cards
from .game import GameState
from .ranking import matador_mask, power, trumps_mask
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


@dataclass(frozen=True)
class Strength:
    """A hand judged with one suit as trumps."""

    trump: Suit
    matadors: int
    trumps: int
    side_kings: int

    @property
    def entrada(self) -> bool:
        """The seeds' advice: a matador and two side kings, or four trumps and a side king."""
        return (self.matadors >= 1 and self.side_kings >= 2) or (
            self.trumps >= 4 and self.side_kings >= 1
        )

    @property
    def solo(self) -> bool:
        """Strong enough to play without exchanging."""
        return self.matadors >= 2 and self.trumps >= 5 and self.side_kings >= 1

    @property
    def score(self) -> float:
        return self.matadors * 1.5 + self.trumps + self.side_kings * 0.8

    def describe(self) -> str:
        kings = f"{self.side_kings} side king{'s' if self.side_kings != 1 else ''}"
        matadors = f"{self.matadors} matador{'s' if self.matadors != 1 else ''}"
        return f"with {self.trump} as trumps you hold {matadors}, {self.trumps} trumps and {kings}"


def strength(hand: Hand, trump: Suit) -> Strength:
    trumps = hand & trumps_mask(trump)
    kings = sum(1 for suit in Suit if suit != trump and hand >> Card.of(Rank.KING, suit) & 1)
    return Strength(trump, (trumps & matador_mask(trump)).bit_count(), trumps.bit_count(), kings)


def best_strength(hand: Hand, suits: tuple[Suit, ...] = tuple(Suit)) -> Strength:
    return max((strength(hand, suit) for suit in suits), key=lambda s: (s.score, -s.trump))


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
        return TRUMP[best.trump], f"name {best.trump}: {best.describe()}"
    if phase == "choose":
        return _choose_hint(state)
    if phase == "gascarille":
        return PASS, "a gascarille is a gamble on eight new cards: pass"
    if phase == "surrender":
        return ACCEPT, "accepting a surrender makes the ombre pay a puesta"
    raise ValueError(f"no one is to act in phase {phase}")


def _suits(state: GameState) -> tuple[Suit, ...]:
    return tuple(suit for suit in Suit if suit not in state.rules.removed_suits)


def _auction_hint(state: GameState) -> tuple[Action, str]:
    hand = state.hands[state.current_player]
    best = best_strength(hand, _suits(state))
    legal = state.legal_actions()
    names = {str(action) for action in legal}
    if state.rules.auction == "standard":
        for action in legal:
            if isinstance(action, Bid):
                if action.contract == "solo" and best.solo:
                    return action, f"{best.describe()}: strong enough for a solo"
                if state.rules.contract(action.contract).ombre_exchanges and best.entrada:
                    if state.rules.contract(action.contract).trump_choice != "named":
                        if best.matadors < 2:
                            continue
                        return action, (
                            f"{best.describe()}; with two matadors any trump suit will do, "
                            f"so {action.contract}"
                        )
                    return action, f"{best.describe()}: enough for an {action.contract}"
        return PASS, f"{best.describe()}: not enough to play, so pass"
    if "bid play" in names and best.entrada:
        return BID_PLAY, f"{best.describe()}: enough to play"
    if "bid higher" in names:
        step = state.high + 1
        contract = state.rules.contracts[step]
        if best.solo or (
            contract.trump_choice == "turn-up" and best.entrada and best.matadors >= 2
        ):
            return BID_HIGHER, f"{best.describe()}: strong enough to play {contract.name}"
    return PASS, f"{best.describe()}: not enough to bid, so pass"


def _choose_hint(state: GameState) -> tuple[Action, str]:
    hand = state.hands[state.current_player]
    best = best_strength(hand, _suits(state))
    allowed = state.rules.contracts[state.high :]
    for contract in allowed:
        if contract.trump_choice == "diamonds":
            diamonds = strength(hand, Suit.DIAMONDS)
            return Choose(contract.name), f"{diamonds.describe()}: oros is what is left"
        if contract.ombre_exchanges or best.solo:
            return Choose(contract.name), f"{best.describe()}: {contract.name} is the lowest fit"
    last = allowed[-1]
    return Choose(last.name), f"{last.name} is the only game left"


def _exchange_hint(state: GameState) -> tuple[Action, str]:
    seat = state.current_player
    hand = state.hands[seat]
    low, high = state.discard_range()
    if low == high:
        keep = max(card_list(hand), key=lambda card: max(power(card, t) for t in Suit))
        cards = [card for card in card_list(hand) if card != keep][:low]
        action = Discard(sum(1 << card for card in cards))
        return action, f"a gascarille keeps one card: keep {keep}"
    trump = state.trump
    assert trump is not None
    trumps = trumps_mask(trump)
    if seat == state.ombre:
        junk = [card for card in card_list(hand & ~trumps) if card.rank != Rank.KING]
        why = "the ombre keeps trumps and side kings and discards the rest"
    else:
        junk = [
            card
            for card in card_list(hand & ~trumps)
            if card.rank not in (Rank.KING, Rank.QUEEN, Rank.JACK)
        ]
        why = "a defender keeps trumps and court cards and discards low plain cards"
    junk.sort(key=lambda card: power(card, trump))
    junk = junk[:high]
    if not junk:
        return DISCARD_NONE, f"{why}: nothing to discard"
    action = Discard(sum(1 << card for card in junk))
    return action, f"{why}: discard {format_cards(action.cards)}"


def _play_hint(state: GameState) -> tuple[Action, str]:
    seat = state.current_player
    trump = state.trump
    assert trump is not None
    if "stop" in {str(action) for action in state.legal_actions()}:
        return STOP, "five tricks in a row are won: stop and score rather than risk the rest"
    hand = state.hands[seat]
    trick = state.trick
    legal = card_list(legal_mask(hand, trick[0] if trick else None, trump))
    by_power = sorted(legal, key=lambda card: power(card, trump))
    trumps = trumps_mask(trump)
    if not trick:
        if seat == state.ombre and hand & trumps:
            played = 0
            for record in state.tricks:
                for card in record.cards:
                    played |= 1 << card
            outstanding = trumps & ~played & ~hand
            top = max(card_list(hand & trumps), key=lambda card: power(card, trump))
            if outstanding and all(
                power(top, trump) > power(c, trump) for c in card_list(outstanding)
            ):
                return PLAY[
                    top
                ], f"lead {top}, the highest trump left, to draw the defenders' trumps"
        kings = [card for card in legal if card.rank == Rank.KING and not trumps >> card & 1]
        if kings:
            return PLAY[kings[0]], f"lead {kings[0]}, a side king that should win"
        plain = [card for card in by_power if not trumps >> card & 1]
        card = plain[0] if plain else by_power[0]
        return PLAY[card], f"lead a low card, {card}, and keep the strong ones"
    position = len(trick)
    best = trick_winner(trick, trump)
    best_seat = (state.leader + best) % state.players
    partner = state.ombre is not None and seat != state.ombre and best_seat != state.ombre
    if partner:
        return PLAY[
            by_power[0]
        ], f"your partner is winning the trick: play your lowest, {by_power[0]}"
    for card in by_power:
        if trick_winner([*trick, card], trump) == position:
            return PLAY[card], f"{card} is the cheapest card that takes the trick"
    plain = [card for card in by_power if not trumps >> card & 1]
    card = plain[0] if plain else by_power[0]
    return PLAY[card], f"you cannot take the trick: throw your lowest, {card}"
