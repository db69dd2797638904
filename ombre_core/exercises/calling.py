"""The calling drill of Quadrille and Quintille: "which king is the best call?".

The learner is the ombre of an alliance, trumps named, in the call phase of a real deal. The
choices are the four kings: the engine's legal calls (``callable_cards``) and the king of trumps,
which may never be called. The answer is the bots' call (``bots.hint``): the king of the longest
side suit where the ombre lacks the king. Only hands where that suit is the one longest are
asked, so the principle always names a single king.

Rules without a call (three players) ask the same question at a Quadrille table: the drill is
about Quadrille, and the lesson fixes it to the Quadrille or Quintille rules.
"""

from __future__ import annotations

import random
from typing import Any

from ..actions import CallCard
from ..bots import hint
from ..cards import Card, Hand, Rank, Suit, card_list
from ..game import GameState
from ..messages import count, label
from ..ranking import suit_in_play
from ..rules import RuleSet
from ..strategy import best_strength
from .base import Exercise, Marking, card_choice, register, suit_name
from .bidding import _display

CALL_CASES = ("holds-a-side-king", "no-side-king")


def _table_rules(rules: RuleSet) -> RuleSet:
    """``rules`` when one of its contracts calls a partner, else Quadrille's."""
    if any(contract.calls for contract in rules.contracts):
        return rules
    return RuleSet.preset("quadrille")


def _alliance(rules: RuleSet) -> str:
    return next(contract.name for contract in rules.contracts if contract.calls)


def side_length(hand: Hand, suit: Suit, trump: Suit) -> int:
    """How many cards of ``suit`` the hand holds that are not trumps (so no black ace)."""
    return sum(1 for card in card_list(hand) if suit_in_play(card, trump) == suit)


def _call_state(rng: random.Random, table: RuleSet) -> GameState:
    """A real deal at the call: eldest hand bids the alliance, all pass, the best trump named."""
    state = GameState.new_deal(table, dealer=0, seed=rng.randrange(1_000_000))
    state.apply(f"bid {_alliance(table)}")
    while state.phase == "auction":
        state.apply("pass")
    best = best_strength(state.hands[state.current_player]).trump
    state.apply(f"trump {best}")  # notation: the suit's code, in every language
    return state


def _make(rng: random.Random, rules: RuleSet, seed: int) -> Exercise:
    table = _table_rules(rules)
    case = CALL_CASES[seed % len(CALL_CASES)]
    while True:
        state = _call_state(rng, table)
        assert state.phase == "call" and state.trump is not None
        hand, trump = state.hands[state.current_player], state.trump
        kings = [Card.of(Rank.KING, suit) for suit in Suit]
        calls = [a.card for a in state.legal_actions() if isinstance(a, CallCard)]
        if any(card.rank != Rank.KING for card in calls):
            continue  # all four kings: a queen is called, another drill's matter
        side_kings = [k for k in kings if k.suit != trump and hand & k.bit]
        if (case == "holds-a-side-king") != bool(side_kings):
            continue
        if not best_strength(hand).biddable:
            continue  # a hand no one would bid an alliance with
        lacking = [k for k in calls if not hand & k.bit]
        if not lacking:
            continue  # every callable king is in the hand: only an own call is left
        lengths = {k: side_length(hand, k.suit, trump) for k in lacking}
        best = max(lengths.values())
        if list(lengths.values()).count(best) != 1:
            continue
        action, _ = hint(state)
        answer = next(k for k in lacking if lengths[k] == best)
        if not isinstance(action, CallCard) or action.card != answer:
            continue  # the bots count a suit otherwise: ask only where both agree
        break
    game = label("game.quintille" if table.players == 5 else "game.quadrille")
    return Exercise(
        kind="call-king",
        seed=seed,
        rules=rules.name,
        question=label("drill.call.question", game=game, trump=suit_name(trump)),
        data={
            "hand": [str(card) for card in _display(hand, trump)],
            "trump": suit_name(trump),
            "players": table.players,
        },
        answer_type="choice",
        choices=tuple(card_choice(k) for k in kings),
        hint=label("drill.call.hint"),
        solution=str(answer),
        context={"hand": hand, "trump": trump, "calls": tuple(calls), "case": case, "table": table},
    )


def _why(exercise: Exercise, card: Card) -> str:
    """Why ``card`` is or is not the call, in one sentence."""
    hand: Hand = exercise.context["hand"]
    trump: Suit = exercise.context["trump"]
    answer = Card.parse(exercise.solution)
    longest = side_length(hand, answer.suit, trump)
    if card.suit == trump:
        return label("drill.call.why.trump-king", card=card.symbol())
    if hand & card.bit:
        table: RuleSet = exercise.context["table"]
        return label(
            "drill.call.why.own",
            card=card.symbol(),
            need=table.straight_tricks,
            total=table.tricks_per_deal,
        )
    if card == answer:
        return label("drill.call.why.right", card=card.symbol(), cards=_cards(longest, card.suit))
    own = side_length(hand, card.suit, trump)
    held = (
        label("drill.call.held.only", cards=_cards(own, card.suit))
        if own
        else label("drill.call.held.none", suit=suit_name(card.suit))
    )
    return label(
        "drill.call.why.shorter",
        card=card.symbol(),
        held=held,
        cards=_cards(longest, answer.suit),
    )


def _cards(amount: int, suit: Suit) -> str:
    """``'1 card in hearts'``, ``'3 cards in clubs'``: the suit's plural word, which the page
    shows in the chosen deck's words."""
    return label("drill.call.cards-in", cards=count("card", amount), suit=suit_name(suit))


def _mark(exercise: Exercise, answer: Any) -> Marking:
    right = _why(exercise, Card.parse(exercise.solution))
    reason = {"code": "call-king", "message": right, "cards": [exercise.solution], "facts": {}}
    if answer == exercise.solution:
        return Marking(True, label("drill.sentence", clause=right), (reason,))
    wrong = _why(exercise, Card.parse(answer))
    return Marking(False, label("drill.sentence", clause=wrong), (reason,))


def _nudge(exercise: Exercise, answer: Any) -> str:
    card = Card.parse(answer)
    trump: Suit = exercise.context["trump"]
    if card.suit == trump:
        return label("drill.call.nudge.trump", suit=suit_name(trump))
    if exercise.context["hand"] & card.bit:
        return label("drill.call.nudge.own")
    return label("drill.call.nudge.count")


register("call-king", _make, _mark, _nudge)
