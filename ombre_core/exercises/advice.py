"""The seeds' hand-strength advice for bidding, as a small function bots can reuse.

The four standard seeds give the same tip: bid an entrada only with real strength, that is
at least one matador plus two top side cards (kings, or plain aces in red suits), or long
trumps (four or more) with a side-suit stopper; with one matador and nothing else, pass.
The trump suit is named after the auction, so the hand is judged with each suit as trumps
and the best is kept (black before red when equal, as the seeds also advise).

A *stopper* here is a side king, or a side queen with another card of its suit to guard it.

>>> from ombre_core.cards import parse_hand
>>> from ombre_core.rules import RuleSet
>>> bid, reasons = bid_advice(parse_hand("As Kh Kd 3c 4c 5s 6s 2h 3d"), RuleSet.preset("standard"))
>>> bid, reasons[0].code
(True, 'matador-and-tops')
>>> bid_advice(parse_hand("Ac 3h 4h 5d 6d Js 3s 4c 5c"), RuleSet.preset("standard"))[0]
False
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card, Hand, Rank, Suit, card_list
from ..ranking import card_title, matadors, suit_cards, suit_in_play, trump_order
from ..rules import RuleSet
from ..tricks import Reason


@dataclass(frozen=True)
class HandStrength:
    """What the bidding tip looks at, for one choice of trump suit."""

    trump: Suit
    matadors: tuple[Card, ...]
    trumps: tuple[Card, ...]
    side_tops: tuple[Card, ...]
    stoppers: tuple[Card, ...]

    @property
    def matador_and_tops(self) -> bool:
        return len(self.matadors) >= 1 and len(self.side_tops) >= 2

    @property
    def long_trumps(self) -> bool:
        return len(self.trumps) >= 4 and len(self.stoppers) >= 1

    @property
    def biddable(self) -> bool:
        return self.matador_and_tops or self.long_trumps

    def sort_key(self) -> tuple[int, int, int, int, int]:
        return (
            int(self.biddable),
            len(self.matadors),
            len(self.trumps),
            len(self.side_tops),
            int(self.trump.is_black),
        )


def hand_strength(hand: Hand, trump: Suit) -> HandStrength:
    """Matadors, trumps, top side cards and stoppers of ``hand`` if ``trump`` were trumps."""
    trumps = tuple(card for card in trump_order(trump) if hand & card.bit)
    held_matadors = tuple(card for card in matadors(trump) if hand & card.bit)
    side = [card for card in card_list(hand) if suit_in_play(card, trump) != trump]
    tops = tuple(
        card
        for card in side
        if card.rank == Rank.KING or (card.rank == Rank.ACE and card.suit.is_red)
    )
    stoppers: list[Card] = []
    for card in side:
        if card.rank == Rank.KING:
            stoppers.append(card)
        elif card.rank == Rank.QUEEN:
            guards = hand & suit_cards(card.suit, trump) & ~card.bit
            if guards:
                stoppers.append(card)
    return HandStrength(trump, held_matadors, trumps, tops, tuple(stoppers))


def best_strength(hand: Hand) -> HandStrength:
    """The trump suit that makes the hand strongest by the tip's measures."""
    return max((hand_strength(hand, trump) for trump in Suit), key=HandStrength.sort_key)


def _named(cards: tuple[Card, ...], trump: Suit) -> str:
    parts = []
    for card in cards:
        title = card_title(card, trump)
        parts.append(f"{card.symbol()} {title}" if title else card.symbol())
    return ", ".join(parts) if parts else "none"


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


def bid_advice(hand: Hand, rules: RuleSet) -> tuple[bool, tuple[Reason, ...]]:
    """Whether the seeds' tip says to bid the lowest contract with ``hand``, and why.

    The first reason carries the verdict (code ``matador-and-tops``, ``long-trumps``,
    ``lone-matador`` or ``too-weak``) and ``facts`` with the best trump suit; the second
    lists what the hand holds with that suit as trumps.
    """
    best = best_strength(hand)
    contract = rules.contracts[0].name
    trump = best.trump
    facts = {
        "trump": str(trump),
        "matadors": len(best.matadors),
        "trumps": len(best.trumps),
        "side_tops": len(best.side_tops),
        "stoppers": len(best.stoppers),
    }
    holding = Reason(
        "holding",
        f"with {trump} as trumps the hand holds {_count(len(best.matadors), 'matador')} "
        f"({_named(best.matadors, trump)}); {_count(len(best.trumps), 'trump')} "
        f"({_named(best.trumps, trump)}); top side cards: {_named(best.side_tops, trump)}; "
        f"side stoppers: {_named(best.stoppers, trump)}",
        best.trumps + best.side_tops,
        facts,
    )
    if best.matador_and_tops:
        verdict = Reason(
            "matador-and-tops",
            f"bid {contract}: the hand has a matador and two top side cards (kings, or plain "
            "aces in red suits), which the seeds call a viable hand",
            best.matadors + best.side_tops,
            facts,
        )
    elif best.long_trumps:
        verdict = Reason(
            "long-trumps",
            f"bid {contract}: the hand has long trumps (four or more) with a side stopper, "
            "which the seeds call a viable hand",
            best.trumps + best.stoppers[:1],
            facts,
        )
    elif len(best.matadors) == 1:
        verdict = Reason(
            "lone-matador",
            "pass: one matador and not enough else (two top side cards, or four trumps with a "
            "side stopper); the seeds say to pass with one matador and nothing else",
            best.matadors,
            facts,
        )
    else:
        verdict = Reason(
            "too-weak",
            "pass: the hand has neither a matador with two top side cards nor four trumps "
            "with a side stopper; bid only with real strength",
            (),
            facts,
        )
    return best.biddable, (verdict, holding)
