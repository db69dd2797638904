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
from ..ranking import suit_in_play
from ..rules import RuleSet
from ..strategy import best_strength
from .base import Exercise, Marking, card_choice, plural, register, suit_name
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
    state.apply(f"trump {suit_name(best)}")
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
    game = "Quintille" if table.players == 5 else "Quadrille"
    return Exercise(
        kind="call-king",
        seed=seed,
        rules=rules.name,
        question=(
            f"{game}: you won the auction and named {suit_name(trump)} as trumps. Which king "
            "do you call? Its holder becomes your secret partner."
        ),
        data={
            "hand": [str(card) for card in _display(hand, trump)],
            "trump": suit_name(trump),
            "players": table.players,
        },
        answer_type="choice",
        choices=tuple(card_choice(k) for k in kings),
        hint=(
            "The king of trumps cannot be called, and a king you hold leaves you alone. Call the "
            "king of your longest side suit where you lack the king: there your low cards need "
            "a partner's king most."
        ),
        solution=str(answer),
        context={"hand": hand, "trump": trump, "calls": tuple(calls), "case": case, "table": table},
    )


def _why(exercise: Exercise, card: Card) -> str:
    """Why ``card`` is or is not the call, in one sentence."""
    hand: Hand = exercise.context["hand"]
    trump: Suit = exercise.context["trump"]
    answer = Card.parse(exercise.solution)
    count = side_length(hand, answer.suit, trump)
    if card.suit == trump:
        return (
            f"{card.symbol()} is the king of trumps, which may never be called; only the kings "
            "of the other suits can be"
        )
    if hand & card.bit:
        table: RuleSet = exercise.context["table"]
        return (
            f"you hold {card.symbol()} yourself: calling it is allowed, but you then play alone "
            f"and need {table.straight_tricks} of {table.tricks_per_deal} tricks by yourself, "
            "winning or paying the whole game alone, which is rarely wise"
        )
    if card == answer:
        return (
            f"call {card.symbol()}: you hold {_cards(count, card.suit)} without its king, "
            "your longest such side suit, so its holder, your partner, can win a trick there"
        )
    own = side_length(hand, card.suit, trump)
    held = f"only {_cards(own, card.suit)}" if own else f"no card in {suit_name(card.suit)}"
    return (
        f"{card.symbol()} may be called, but you hold {held} against "
        f"{_cards(count, answer.suit)}: the longer suit is where a partner's king helps most"
    )


def _cards(count: int, suit: Suit) -> str:
    """``'1 card in hearts'``, ``'3 cards in clubs'``: the suit's plural word, which the page
    shows in the chosen deck's words."""
    return f"{plural(count, 'card')} in {suit_name(suit)}"


def _mark(exercise: Exercise, answer: Any) -> Marking:
    right = _why(exercise, Card.parse(exercise.solution))
    reason = {"code": "call-king", "message": right, "cards": [exercise.solution], "facts": {}}
    if answer == exercise.solution:
        return Marking(True, right[0].upper() + right[1:] + ".", (reason,))
    wrong = _why(exercise, Card.parse(answer))
    return Marking(False, wrong[0].upper() + wrong[1:] + ".", (reason,))


def _nudge(exercise: Exercise, answer: Any) -> str:
    card = Card.parse(answer)
    trump: Suit = exercise.context["trump"]
    if card.suit == trump:
        return f"{suit_name(trump).capitalize()} are trumps: can their king be called?"
    if exercise.context["hand"] & card.bit:
        return (
            "You hold that king yourself: a legal call, but you would play alone. "
            "Could a partner help?"
        )
    return "Count your cards in each side suit whose king you lack."


register("call-king", _make, _mark, _nudge)
