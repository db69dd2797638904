"""Exercises before play: "should you bid with this hand?" and "choose your discards"."""

from __future__ import annotations

import random
from typing import Any

from ..cards import Card, Hand, Suit, card_list, mask_of
from ..messages import label
from ..ranking import power, suit_in_play
from ..rules import RuleSet
from ..strategy import (
    best_strength,
    bid_advice,
    hand_strength,
    ombre_keeps,
    playable_suits,
    poor_discard,
)
from .base import Choice, Exercise, Marking, card_choice, codes, deal_hands, register, suit_name

BID_CASES = ("matador-and-tops", "lone-matador", "long-trumps", "too-weak")


def _display(hand: Hand, trump: Suit | None = None) -> list[Card]:
    if trump is None:
        return sorted(card_list(hand), key=lambda card: (card.suit, -card.rank))

    def key(card: Card) -> tuple[int, int]:
        suit = suit_in_play(card, trump)
        return (0 if suit == trump else 1 + int(suit), -power(card, trump))

    return sorted(card_list(hand), key=key)


def _make_bid(rng: random.Random, rules: RuleSet, seed: int) -> Exercise:
    case = BID_CASES[seed % len(BID_CASES)]
    while True:
        hands, _ = deal_hands(rng)
        hand = hands[0]
        bid, reasons = bid_advice(hand, rules)
        if reasons[0].code == case:
            break
    contract = rules.contracts[0].name
    return Exercise(
        kind="bid-advice",
        seed=seed,
        rules=rules.name,
        question=label("drill.bid.question", contract=contract),
        data={"hand": codes(_display(hand)), "contract": contract},
        answer_type="choice",
        choices=(
            Choice("bid", label("label.bid", contract=contract)),
            Choice("pass", label("label.pass")),
        ),
        hint=label("drill.bid.hint", red_aces=label("strength.red-ace-note")),
        solution="bid" if bid else "pass",
        context={"hand": hand, "case": case},
    )


def _mark_bid(exercise: Exercise, answer: Any) -> Marking:
    rules = RuleSet.preset(exercise.rules)
    _, reasons = bid_advice(exercise.context["hand"], rules)
    verdict, holding = reasons
    # The verdict with its reason; what the hand holds is listed under it (the reasons).
    explanation = label("drill.sentence", clause=verdict.message)
    return Marking(answer == exercise.solution, explanation, (verdict.to_dict(), holding.to_dict()))


def _nudge_bid(exercise: Exercise, answer: Any) -> str:
    return label("drill.bid.nudge")


register("bid-advice", _make_bid, _mark_bid, _nudge_bid)


# ---------------------------------------------------------------------------------------------
# exchange: an open question; the engine comments on any discard, and calls one that throws
# away a trump or a side king poor (strategy.poor_discard).


def _summary(hand: Hand, trump: Suit) -> tuple[int, int, int]:
    strength = hand_strength(hand, trump)
    return len(strength.matadors), len(strength.trumps), len(strength.side_kings)


def _make_exchange(rng: random.Random, rules: RuleSet, seed: int) -> Exercise:
    hands, talon = deal_hands(rng)
    hand = hands[0]
    trump = best_strength(hand, playable_suits(rules)).trump
    contract = rules.contracts[0].name
    cards = _display(hand, trump)
    keep = ombre_keeps(hand, trump)
    suggested = sorted(str(card) for card in cards if not keep & card.bit)
    return Exercise(
        kind="exchange",
        seed=seed,
        rules=rules.name,
        question=label("drill.exchange.question", contract=contract, trump=suit_name(trump)),
        data={
            "hand": codes(cards),
            "trump": suit_name(trump),
            "contract": contract,
            "talon_size": len(talon),
            "open": True,
        },
        answer_type="multi",
        choices=tuple(card_choice(card) for card in cards),
        hint=label("drill.exchange.hint"),
        solution=suggested,
        context={"hand": hand, "talon": tuple(talon), "trump": trump, "open": True},
    )


def _mark_exchange(exercise: Exercise, answer: Any) -> Marking:
    hand: Hand = exercise.context["hand"]
    talon: tuple[Card, ...] = exercise.context["talon"]
    trump: Suit = exercise.context["trump"]
    chosen = {Card.parse(code) for code in answer}
    discards = [card for card in _display(hand, trump) if card in chosen]  # as the hand shows
    drawn = list(talon[: len(discards)])
    after = (hand & ~mask_of(discards)) | mask_of(drawn)
    before_m, before_t, before_k = _summary(hand, trump)
    after_m, after_t, after_k = _summary(after, trump)
    if discards:
        explanation = label(
            "drill.exchange.moved",
            discarded=" ".join(c.symbol() for c in discards),
            drawn=" ".join(c.symbol() for c in drawn),
        )
    else:
        explanation = label("drill.exchange.kept")
    change = label(
        "drill.exchange.change",
        matadors_before=before_m,
        matadors_after=after_m,
        trumps_before=before_t,
        trumps_after=after_t,
        kings_before=before_k,
        kings_after=after_k,
    )
    if sorted(answer) != exercise.solution:
        plan = [card.symbol() for card in _display(hand, trump) if str(card) in exercise.solution]
        plan_code = "drill.exchange.plan" if plan else "drill.exchange.plan-none"
        change = label(plan_code, change=change, cards=" ".join(plan))
    reason = {
        "code": "exchange",
        "message": change,
        "cards": [str(card) for card in drawn],
        "facts": {
            "discarded": [str(c) for c in discards],
            "drawn": [str(c) for c in drawn],
            "hand_after": codes(_display(after, trump)),
            "matadors": [before_m, after_m],
            "trumps": [before_t, after_t],
            "side_kings": [before_k, after_k],
        },
    }
    poor = poor_discard(hand, trump, discards)
    if poor is None:
        return Marking(True, explanation, (reason,), verdict=label("drill.exchange.verdict-fine"))
    why = label("drill.sentence", clause=poor.message)
    poorly = label("drill.exchange.verdict-poor")
    return Marking(False, explanation, (poor.to_dict(), reason), (why,), verdict=poorly)


def _nudge_exchange(exercise: Exercise, answer: Any) -> str:
    discards = [Card.parse(code) for code in answer]
    poor = poor_discard(exercise.context["hand"], exercise.context["trump"], discards)
    code = poor.code if poor is not None else "discarded-trump"
    return label(f"drill.exchange.nudge.{code}")


register("exchange", _make_exchange, _mark_exchange, _nudge_exchange)
