"""Hand judgement: the one answer to "is this hand strong enough to bid?".

The bot's bids (:mod:`ombre_core.bots`), the bid-advice drill, the strategy lesson's hand
studies, the auction's warning on an unsound bid and the deal review's opening
(:func:`judge_bid`) all ask this module, so they cannot disagree.

The rule texts' tip: bid the lowest contract only with real strength, that is at least one
matador plus two top side cards (kings, or plain aces in red suits), or long trumps (four or
more) with a side stopper; with one matador and nothing else, pass. The trump suit is named
after the auction, so the hand is judged with each suit as trumps and the best is kept (black
before red when equal, as the texts also advise).

This course weights the red plain ace lower than the tip does: it counts **half** a top side
card, because in its own suit it ranks below the king, the queen and the jack (K Q J A 2 ... 7).
So a matador needs two side kings, or a side king and two red plain aces, and so on.

A *stopper* is a side king, or a side queen with another card of its suit to guard it.

>>> from ombre_core.cards import parse_hand
>>> from ombre_core.rules import RuleSet
>>> standard = RuleSet.preset("standard")
>>> bid, reasons = bid_advice(parse_hand("As Kh Kd 3c 4c 5s 6s 2h 3d"), standard)
>>> bid, reasons[0].code
(True, 'matador-and-tops')
>>> bid_advice(parse_hand("Ac 3h 4h 5d 6d Js 3s 4c 5c"), standard)[0]
False
>>> best_strength(parse_hand("As Kh Ad 3c 4c 5s 6s 2h 3d")).describe()
'with spades as trumps you hold 1 matador, 3 trumps, 1 side king and 1 red plain ace'
>>> bid_advice(parse_hand("As Kh Ad 3c 4c 5s 6s 2h 3d"), standard)[1][0].code
'lone-matador'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .cards import Card, Hand, Rank, Suit, card_list
from .messages import a_contract, label, listing, plural
from .ranking import (
    card_title,
    is_matador,
    matadors,
    plain_order,
    power,
    suit_cards,
    suit_in_play,
    trump_order,
)
from .rules import Contract, RuleSet
from .tricks import Reason

TOP_CARDS_NEEDED = 2
"""Top side cards a matador needs beside it (the tip's "two")."""
RED_ACE_WEIGHT = 0.5
"""What a red plain ace counts as a top side card: it ranks below the jack of its suit."""
LONG_TRUMPS = 4
"""Trumps that make a hand without a matador, given a side stopper (the tip's "four")."""
TURN_UP_MATADORS = 2
"""Matadors a contract with turned-up trumps (vuelta) wants: strength whatever suit turns up."""


def _count(number: int, noun: str) -> str:
    """``'1 trump'``, ``'4 trumps'``: the catalogue's counted ``noun``.

    >>> _count(1, "trump"), _count(0, "matador"), _count(2, "side-king")
    ('1 trump', '0 matadors', '2 side kings')
    """
    return plural(f"count.{noun}", number)


def symbols(cards: Iterable[Card]) -> str:
    """Cards as the learner reads them: ``'K♥ 2♠'``."""
    return " ".join(card.symbol() for card in cards)


@dataclass(frozen=True)
class HandStrength:
    """What the bidding tip looks at, for one choice of trump suit."""

    trump: Suit
    matadors: tuple[Card, ...]
    trumps: tuple[Card, ...]
    side_kings: tuple[Card, ...]
    red_aces: tuple[Card, ...]
    """Plain aces of red side suits: half a top side card each."""
    stoppers: tuple[Card, ...]

    @property
    def side_tops(self) -> tuple[Card, ...]:
        """Side kings, then red plain aces: the cards the tip calls top side cards."""
        return self.side_kings + self.red_aces

    @property
    def top_count(self) -> float:
        """Top side cards, a red plain ace counting :data:`RED_ACE_WEIGHT`."""
        return len(self.side_kings) + RED_ACE_WEIGHT * len(self.red_aces)

    @property
    def matador_and_tops(self) -> bool:
        return len(self.matadors) >= 1 and self.top_count >= TOP_CARDS_NEEDED

    @property
    def long_trumps(self) -> bool:
        return len(self.trumps) >= LONG_TRUMPS and len(self.stoppers) >= 1

    @property
    def biddable(self) -> bool:
        """Strong enough for the lowest contract, by the tip."""
        return self.matador_and_tops or self.long_trumps

    @property
    def solo(self) -> bool:
        """Strong enough to play without exchanging: two matadors, five trumps, a side king.

        Every solo hand is also :attr:`biddable` (five trumps and a side king are long trumps
        with a stopper), so a bot never bids solo with a hand the drill says to pass.
        """
        return len(self.matadors) >= 2 and len(self.trumps) >= 5 and len(self.side_kings) >= 1

    def sort_key(self) -> tuple[int, int, int, float, int]:
        return (
            int(self.biddable),
            len(self.matadors),
            len(self.trumps),
            self.top_count,
            int(self.trump.is_black),
        )

    def describe(self) -> str:
        """One line for a hint: the counts with this suit as trumps."""
        parts = [_count(len(self.matadors), "matador"), _count(len(self.trumps), "trump")]
        parts += [
            _count(len(cards), noun)
            for cards, noun in ((self.side_kings, "side-king"), (self.red_aces, "red-ace"))
            if cards
        ] or [label("strength.no-tops")]
        held = listing(parts, "and")
        return label("strength.describe", trump=self.trump.name_in(), held=held)


def hand_strength(hand: Hand, trump: Suit) -> HandStrength:
    """Matadors, trumps, top side cards and stoppers of ``hand`` if ``trump`` were trumps."""
    trumps = tuple(card for card in trump_order(trump) if hand & card.bit)
    held_matadors = tuple(card for card in matadors(trump) if hand & card.bit)
    side = [card for card in card_list(hand) if suit_in_play(card, trump) != trump]
    kings = tuple(card for card in side if card.rank == Rank.KING)
    red_aces = tuple(card for card in side if card.rank == Rank.ACE and card.suit.is_red)
    stoppers: list[Card] = []
    for card in side:
        if card.rank == Rank.KING:
            stoppers.append(card)
        elif card.rank == Rank.QUEEN:
            guards = hand & suit_cards(card.suit, trump) & ~card.bit
            if guards:
                stoppers.append(card)
    return HandStrength(trump, held_matadors, trumps, kings, red_aces, tuple(stoppers))


def playable_suits(rules: RuleSet | None = None) -> tuple[Suit, ...]:
    """The suits that can be trumps under ``rules`` (all four without a rule set)."""
    removed = rules.removed_suits if rules is not None else ()
    return tuple(suit for suit in Suit if suit not in removed)


def best_strength(hand: Hand, suits: Iterable[Suit] = tuple(Suit)) -> HandStrength:
    """The trump suit that makes the hand strongest by the tip's measures."""
    return max((hand_strength(hand, trump) for trump in suits), key=HandStrength.sort_key)


def verdict_code(strength: HandStrength) -> str:
    """``matador-and-tops``, ``long-trumps`` (bid), ``lone-matador`` or ``too-weak`` (pass)."""
    if strength.matador_and_tops:
        return "matador-and-tops"
    if strength.long_trumps:
        return "long-trumps"
    return "lone-matador" if len(strength.matadors) == 1 else "too-weak"


def verdict_words(strength: HandStrength) -> str:
    """The verdict of :func:`verdict_code` in a few words of the current language, for hints."""
    return label(f"strength.{verdict_code(strength)}")


def _named(cards: tuple[Card, ...], trump: Suit) -> str:
    parts = []
    for card in cards:
        title = card_title(card, trump)
        parts.append(
            label("card.titled", card=card.symbol(), title=title) if title else card.symbol()
        )
    return listing(parts) if parts else label("strength.none")


def bid_advice(hand: Hand, rules: RuleSet) -> tuple[bool, tuple[Reason, ...]]:
    """Whether to bid the lowest contract with ``hand``, and why.

    The first reason carries the verdict (code ``matador-and-tops``, ``long-trumps``,
    ``lone-matador`` or ``too-weak``, see :func:`verdict_code`) and ``facts`` with the best
    trump suit; the second lists what the hand holds with that suit as trumps.
    """
    best = best_strength(hand, playable_suits(rules))
    contract = rules.contracts[0].name
    trump = best.trump
    facts = {
        "trump": str(trump),
        "matadors": len(best.matadors),
        "trumps": len(best.trumps),
        "side_tops": len(best.side_tops),
        "top_count": best.top_count,
        "stoppers": len(best.stoppers),
    }
    holding = Reason(
        "holding",
        label(
            "advice.holding",
            trump=trump.name_in(),
            matadors=_count(len(best.matadors), "matador"),
            matador_cards=_named(best.matadors, trump),
            trumps=_count(len(best.trumps), "trump"),
            trump_cards=_named(best.trumps, trump),
            tops=_named(best.side_tops, trump),
            stoppers=_named(best.stoppers, trump),
        ),
        best.trumps + best.side_tops,
        facts,
    )
    code = verdict_code(best)
    if code == "matador-and-tops":
        verdict = Reason(
            code,
            label(
                "advice.matador-and-tops", contract=contract, note=label("strength.red-ace-note")
            ),
            best.matadors + best.side_tops,
            facts,
        )
    elif code == "long-trumps":
        verdict = Reason(
            code,
            label("advice.long-trumps", contract=contract),
            best.trumps + best.stoppers[:1],
            facts,
        )
    elif code == "lone-matador":
        verdict = Reason(
            code,
            label("advice.lone-matador", note=label("strength.red-ace-note")),
            best.matadors,
            facts,
        )
    else:
        verdict = Reason(
            code,
            label("advice.too-weak"),
            (),
            facts,
        )
    return best.biddable, (verdict, holding)


def _solo_strength(hand: Hand, suits: Iterable[Suit]) -> HandStrength:
    """The trump suit that makes the best solo: one that makes :attr:`HandStrength.solo` if
    any does, else the strongest by :func:`best_strength`."""
    strengths = [hand_strength(hand, trump) for trump in suits]
    solos = [strength for strength in strengths if strength.solo]
    return max(solos or strengths, key=HandStrength.sort_key)


def _contract_judgement(hand: Hand, rules: RuleSet, contract: Contract) -> tuple[bool, Reason]:
    """:func:`judge_bid` for one contract, ``contract`` itself (not the ones above it)."""
    name = contract.name
    words: dict[str, str | int] = {"contract": name, "a_contract": a_contract(name)}
    if contract.aim == "none":
        fit, why = contrabola_hand(hand)
        code = "contrabola" if fit else "contrabola-unfit"
        key = "bid.sound.contrabola" if fit else "bid.unsound.contrabola"
        return fit, Reason(code, label(key, why=why, **words), (), {"contract": name})
    suits = (Suit.DIAMONDS,) if contract.trump_choice == "diamonds" else playable_suits(rules)
    if not contract.ombre_exchanges and not contract.calls:
        best = _solo_strength(hand, suits)
        if best.solo:
            key, code = "bid.sound.solo", "solo"
        elif best.matadors:
            key, code = "bid.unsound.solo", "solo-short"
        else:
            key, code = "bid.unsound.solo-no-matador", "solo-no-matador"
        cards = best.matadors + best.trumps + best.side_kings
    else:
        best = best_strength(hand, suits)
        words["verdict"] = verdict_words(best)
        cards = best.trumps + best.side_tops
        if contract.trump_choice == "turn-up":
            if best.biddable and len(best.matadors) >= TURN_UP_MATADORS:
                key, code = "bid.sound.turn-up", "turn-up"
            else:
                key, code = "bid.unsound.turn-up", "turn-up-short"
        else:
            code = verdict_code(best)
            key = "bid.sound.lowest" if best.biddable else "bid.unsound.lowest"
    facts = {"contract": name, "trump": str(best.trump), "matadors": len(best.matadors)}
    sound = not key.startswith("bid.unsound")
    return sound, Reason(code, label(key, held=best.describe(), **words), cards, facts)


def judge_bid(
    hand: Hand, rules: RuleSet, contract: str, *, or_higher: bool = False
) -> tuple[bool, Reason]:
    """Whether bidding ``contract`` with ``hand`` is sound, and why in a sentence or two: the
    auction's warning on an unsound bid and the deal review's first line.

    The lowest contract (and any other the ombre names trumps for and exchanges in or calls a
    partner for) is sound when :func:`bid_advice` says bid; a contract where the ombre plays
    alone without an exchange (solo, oros) when
    the hand is :attr:`HandStrength.solo`; one whose trumps are turned up (vuelta) when it is
    biddable with two matadors; a contrabola when :func:`contrabola_hand` fits. These are the
    simple bot's own bars, so the bot never bids what this calls unsound. ``or_higher``
    judges a bid that commits to ``contract`` or any game above it (the Swedish "play" and "I
    bid higher"): sound if one of those is.

    >>> from ombre_core.cards import parse_hand
    >>> standard = RuleSet.preset("standard")
    >>> weak = parse_hand("4s 5s 6s Qs 5h 6h Kh 2d Qd")
    >>> judge_bid(weak, standard, "entrada")[0], judge_bid(weak, standard, "solo")[1].code
    (True, 'solo-no-matador')
    >>> print(judge_bid(weak, standard, "solo")[1].message)  # doctest: +NORMALIZE_WHITESPACE
    A solo with no matador is a long shot: you play the cards you were dealt, with no
    exchange, and with spades as trumps you hold 0 matadors, 4 trumps and 1 side king. A solo
    wants two matadors, five trumps and a side king.
    """
    chosen = rules.contract(contract)
    sound, reason = _contract_judgement(hand, rules, chosen)
    if not or_higher:
        return sound, reason
    ladder = rules.ladder
    above = ladder[ladder.index(chosen) :] if chosen in ladder else (chosen,)
    for other in above:
        fits, why = _contract_judgement(hand, rules, other)
        if fits:
            return True, why
    message = label("bid.or-higher", contract=contract, why=reason.message)
    return False, Reason(reason.code, message, reason.cards, reason.facts)


def ombre_keeps(hand: Hand, trump: Suit) -> Hand:
    """The cards the ombre should keep in the exchange: every trump and every side king.

    >>> from ombre_core.cards import format_cards, parse_hand
    >>> format_cards(ombre_keeps(parse_hand("As 2s Ks 4h Kh Qd 3d 3c 4c"), Suit.SPADES))
    'As 2s Ks Kh'
    """
    strength = hand_strength(hand, trump)
    return sum(card.bit for card in strength.trumps + strength.side_kings)


def poor_discard(hand: Hand, trump: Suit, discards: Iterable[Card]) -> Reason | None:
    """Why throwing ``discards`` away is a poor exchange for the ombre, or ``None``.

    Throwing a trump away is poor (a matador most of all: it cannot be beaten from below),
    and so is throwing a side king, a likely winner.

    >>> from ombre_core.cards import Card, parse_hand
    >>> hand = parse_hand("As 2s Ks 4h Kh Qd 3d 3c 4c")
    >>> poor_discard(hand, Suit.SPADES, [Card.SA, Card.C3]).message
    'A♠ Spadille is a matador, one of your best trumps: never throw it away'
    >>> poor_discard(hand, Suit.SPADES, [Card.C3, Card.C4]) is None
    True
    """
    kept = ombre_keeps(hand, trump)
    thrown = tuple(
        sorted((card for card in discards if kept & card.bit), key=lambda c: -power(c, trump))
    )
    if not thrown:
        return None
    named = _named(thrown, trump)
    amount = len(thrown)
    matadors_thrown = [card for card in thrown if is_matador(card, trump)]
    if matadors_thrown:
        code, message = "discarded-matador", plural("poor-discard.matador", amount, cards=named)
    elif all(suit_in_play(card, trump) == trump for card in thrown):
        code, message = "discarded-trump", plural("poor-discard.trump", amount, cards=named)
    elif all(card.rank == Rank.KING for card in thrown):
        code, message = "discarded-king", plural("poor-discard.king", amount, cards=named)
    else:
        code, message = "discarded-trump", label("poor-discard.other", cards=named)
    return Reason(code, message, thrown)


CONTRABOLA_LOW_HALF = 5
"""A card is low without trumps when at least this many of its suit rank above it: the
bottom half of the suit (6 5 4 3 2 in black suits, 3 4 5 6 7 in red ones)."""
CONTRABOLA_HIGH_ALLOWED = 1
"""How many cards above the bottom half a contrabola hand may hold."""


def contrabola_hand(hand: Hand) -> tuple[bool, str]:
    """Whether to declare a contrabola (no trick at all, no trumps) with ``hand``, and why.

    The course's judgement: every card but one is in the bottom half of its suit without
    trumps (black K Q J A 7 6 5 4 3 2, red K Q J A 2 3 4 5 6 7), so some card of the suit
    led will usually beat it.

    >>> from ombre_core.cards import parse_hand
    >>> contrabola_hand(parse_hand("2s 3s 4c 2c 6h 5h 7d 6d Jd"))
    (True, 'every card but J♦ is in the low half of its suit: hope to lose each trick')
    >>> contrabola_hand(parse_hand("2s 3s 4c 2c 6h 5h 2d 6d Jd"))
    (False, '2♦ J♦ would likely take a trick')
    """
    high = [
        card
        for card in card_list(hand)
        if plain_order(card.suit, trump=None).index(card) < CONTRABOLA_LOW_HALF
    ]
    if len(high) > CONTRABOLA_HIGH_ALLOWED:
        return False, label("contrabola.high", cards=symbols(high))
    if high:
        return True, label("contrabola.low-but", cards=symbols(high))
    return True, label("contrabola.low")
