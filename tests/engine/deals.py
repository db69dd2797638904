"""Helpers that build deals with chosen cards, for the engine tests."""

from __future__ import annotations

from ombre_core.actions import Deal
from ombre_core.cards import Card, parse_cards
from ombre_core.game import GameState, deck_cards
from ombre_core.rules import RuleSet


def make_deal(rules: RuleSet, hands: tuple[str, ...] = ("", "", ""), talon: str = "") -> Deal:
    """A deal where each seat holds the cards named for it and the talon starts with ``talon``;
    the other cards fill the hands, then the talon, in deck order."""
    chosen = [parse_cards(text) for text in hands]
    top = parse_cards(talon)
    used = {card for cards in chosen for card in cards} | set(top)
    rest = [card for card in deck_cards(rules) if card not in used]
    filled: list[list[Card]] = []
    for cards in chosen:
        need = rules.hand_size - len(cards)
        filled.append(cards + rest[:need])
        del rest[:need]
    return Deal(tuple(sum(1 << c for c in cards) for cards in filled), tuple(top + rest))


def make_state(
    rules: RuleSet | str = "standard",
    hands: tuple[str, ...] = ("", "", ""),
    talon: str = "",
    dealer: int = 0,
    pot: int = 0,
    actions: str = "",
) -> GameState:
    """A state after :func:`make_deal` and the ``;``-separated actions."""
    ruleset = RuleSet.preset(rules) if isinstance(rules, str) else rules
    state = GameState(ruleset, dealer, pot)
    state.apply(make_deal(ruleset, hands, talon))
    for text in actions.split(";"):
        if text.strip():
            state.apply(text)
    return state


def texts(state: GameState) -> list[str]:
    return [str(action) for action in state.legal_actions()]
