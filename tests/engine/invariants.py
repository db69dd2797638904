"""Per-deal invariants of the engine, as plain standard-library functions.

Used by the pytest/Hypothesis tests and by the Pyodide-under-Node runner, which imports this
file and plays the same deals inside Pyodide:

    from invariants import check_random_deal, check_many
    problems = check_random_deal("standard", 17)     # [] when every invariant holds
    report = check_many(("standard", "swedish"), range(100))   # {"deals": 200, "problems": [...]}

``check_random_deal`` also takes a :class:`RuleSet` (any valid combination of fields), and with
``every_action=True`` it also applies every legal action to a copy (none may raise) and tries
illegal ones (each must raise an ``OmbreError`` and change nothing).

Each deal: dealer ``seed % 3``, carried pot ``seed % 23``, cards from ``seed``, then uniformly
random legal actions from ``random.Random(seed)``. The checks use ``ombre_core.tricks`` (the
reference legal-play and trick-winner rules), not the game's fast tables.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable

from ombre_core.actions import (
    ACCEPT,
    ANNOUNCE_VOLE,
    BID_HIGHER,
    BID_PLAY,
    COUNTERVOLE,
    GASCARILLE,
    KIND_ORDER,
    PASS,
    PLAY,
    REFUSE,
    STOP,
    SURRENDER,
    TRUMP,
    Action,
    Bid,
    Choose,
    Discard,
    PlayCard,
)
from ombre_core.cards import Card, format_cards
from ombre_core.errors import OmbreError
from ombre_core.game import GameState, TrickRecord, deck_cards, rules_text
from ombre_core.rules import RuleSet
from ombre_core.tricks import dummy_card, explain_play, legal_cards, trick_winner


def _rules(rules: str | RuleSet) -> RuleSet:
    return RuleSet.preset(rules) if isinstance(rules, str) else rules


def play_random_deal(rules_name: str | RuleSet, seed: int) -> GameState:
    """The deal that :func:`check_random_deal` checks, played to the end without checks."""
    rules = _rules(rules_name)
    state = GameState.new_deal(rules, seed % rules.players, seed % 23, seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        state.apply(state.random_action(rng))
    return state


def _kind_rank(action: Action) -> int:
    return KIND_ORDER.index(action.kind)


def _check_step(state: GameState, action: Action, problems: list[str], where: str) -> None:
    """Checks made before ``action`` is applied to ``state``."""
    if state.dummy is not None and state.current_player == state.dummy:
        problems.append(f"{where}: the dummy is to act ({state.expecting()})")
    if state.phase == "exchange":
        low, high = state.discard_range()
        count = action.cards.bit_count()  # type: ignore[attr-defined]
        if not low <= count <= high or count > len(state.talon):
            problems.append(f"{where}: discard of {count} outside {low}-{high}")
        return
    actions = state.legal_actions()
    if actions != state.legal_actions():
        problems.append(f"{where}: legal_actions() is not deterministic")
    ranks = [_kind_rank(a) for a in actions]
    if ranks != sorted(ranks):
        problems.append(f"{where}: legal_actions() not in kind order: {actions}")
    if len(set(actions)) != len(actions):
        problems.append(f"{where}: legal_actions() repeats an action")
    if action not in actions:
        problems.append(f"{where}: chosen {action} is not among the legal actions")
    if state.phase == "play":
        hand = state.hands[state.current_player]
        cards = [a.card for a in actions if isinstance(a, PlayCard)]
        expected = legal_cards(hand, state.trick, state.trump)
        if sum(1 << card for card in cards) != expected:
            problems.append(
                f"{where}: legal cards {format_cards(cards)} differ from tricks.legal_cards "
                f"{format_cards(expected)} (hand {format_cards(hand)}, trick "
                f"{format_cards(state.trick)}, trump {state.trump})"
            )
        if isinstance(action, PlayCard):
            verdict = explain_play(hand, state.trick, state.trump, action.card)
            if not verdict.legal:
                problems.append(f"{where}: {action} breaks {verdict.reason.code}")


def _check_round_trips(state: GameState, problems: list[str], where: str) -> None:
    text = state.to_notation()
    try:
        again = GameState.from_notation(text)
    except Exception as error:  # a failure to read back is itself the problem reported
        problems.append(f"{where}: notation does not read back: {error!r}")
        return
    if again != state:
        problems.append(f"{where}: notation round trip differs: {text}")
    if again.to_notation() != text:
        problems.append(f"{where}: notation is not stable: {text}")
    data = json.loads(json.dumps(state.to_dict()))
    if GameState.from_dict(data) != state:
        problems.append(f"{where}: JSON round trip differs")
    if state.clone() != state:
        problems.append(f"{where}: clone differs")


def _check_finished(state: GameState, problems: list[str], label: str) -> None:
    rules = state.rules
    players = state.players
    if sum(state.chip_changes()) + state.pot != state.pot_carried:
        problems.append(
            f"{label}: chips not conserved: {state.chip_changes()} pot {state.pot} "
            f"carried {state.pot_carried}"
        )
    if any(ante < 0 for ante in state.antes) or state.pot < 0:
        problems.append(f"{label}: negative ante or pot")
    if state.thrown_in:
        if state.returns() != (0,) * players or state.tricks:
            problems.append(f"{label}: a thrown-in deal paid or played")
        if state.pot != state.pot_carried + sum(state.antes):
            problems.append(f"{label}: a thrown-in deal changed the pot")
        return
    settlement = state.settlement
    if settlement is None:
        problems.append(f"{label}: over without a settlement")
        return
    pot_before = state.pot_carried + sum(state.antes)
    if sum(settlement.chips) + settlement.pot_after - pot_before != 0:
        problems.append(f"{label}: settlement does not conserve chips")
    for line in settlement.lines:
        if sum(line.chips) + line.pot_change != 0:
            problems.append(f"{label}: settlement line {line.code} does not conserve chips")
    if sorted(state.returns()) != sorted(settlement.chips):
        problems.append(f"{label}: returns() is not the settlement mapped to seats")
    # The cards: every card in play once, each from the hand of the player who played it.
    hands = list(state.start_hands)
    if any(hand is None for hand in hands):
        problems.append(f"{label}: hands at the start of play not recorded")
        return
    held = [hand or 0 for hand in hands]
    if sum(held[seat].bit_count() for seat in range(players)) != players * rules.hand_size:
        problems.append(f"{label}: hands at the start of play are not {rules.hand_size} each")
    everything = 0
    for hand in held:
        everything |= hand
    everything |= sum(1 << card for card in state.talon)
    for seat in range(players):
        everything |= state.discarded[seat]
    if everything != sum(1 << card for card in deck_cards(rules)):
        problems.append(f"{label}: hands, talon and discards are not the deck")
    played = 0
    remaining = list(held)
    expected_leader = state.eldest
    records: list[TrickRecord] = list(state.tricks)
    for number, record in enumerate(records, start=1):
        if record.leader != expected_leader:
            problems.append(
                f"{label}: trick {number} led by seat {record.leader}, not {expected_leader}"
            )
        for offset, card in enumerate(record.cards):
            seat = (record.leader + offset) % players
            if played >> card & 1:
                problems.append(f"{label}: {Card(card)} played twice")
            played |= 1 << card
            verdict = explain_play(remaining[seat], record.cards[:offset], state.trump, card)
            if not verdict.legal:
                problems.append(
                    f"{label}: trick {number}: seat {seat} played {Card(card)}: "
                    f"{verdict.reason.message}"
                )
            remaining[seat] &= ~(1 << card)
        winner = (record.leader + trick_winner(record.cards, state.trump)) % players
        if winner != record.winner:
            problems.append(f"{label}: trick {number} won by {record.winner}, not {winner}")
        expected_leader = record.winner
    won = [sum(1 for record in records if record.winner == seat) for seat in range(players)]
    if won != state.won:
        problems.append(f"{label}: trick counts {state.won} differ from the tricks {won}")
    if state.stopped or state.surrendered:
        if state.stopped and len(records) != state.straight_tricks:
            problems.append(f"{label}: stopped after {len(records)} tricks")
        if state.surrendered and len(records) >= rules.surrender_before_trick:
            problems.append(f"{label}: surrendered after {len(records)} tricks")
    else:
        if len(records) != rules.hand_size:
            problems.append(f"{label}: {len(records)} tricks, not {rules.hand_size}")
        if played != sum(held):
            problems.append(f"{label}: not every card in the hands was played")
    for offset, card in enumerate(state.trick):  # a trick left unfinished by a surrender
        seat = (state.leader + offset) % players
        if played >> card & 1 or not remaining[seat] >> card & 1:
            problems.append(f"{label}: {Card(card)} in the unfinished trick is misplaced")
        remaining[seat] &= ~(1 << card)
    if state.trick and not state.surrendered:
        problems.append(f"{label}: a trick was left unfinished")
    if any(remaining[seat] != state.hands[seat] for seat in range(players)):
        problems.append(f"{label}: hands left over differ from the cards not played")
    if state.dummy is not None:
        _check_dummy(state, records, held, problems, label)


def _check_dummy(
    state: GameState,
    records: list[TrickRecord],
    held: list[int],
    problems: list[str],
    label: str,
) -> None:
    """Ombre a dos: the dummy played every card by its one rule, never acted, never exchanged,
    and its chips never changed."""
    dummy, players = state.dummy, state.players
    assert dummy is not None and state.trump is not None
    if state.antes[dummy] or state.returns()[dummy] or state.discarded[dummy]:
        problems.append(f"{label}: the dummy anted, was paid or exchanged")
    if dummy == state.ombre:
        problems.append(f"{label}: the dummy became the ombre")
    hand = held[dummy]
    for number, record in enumerate(records, start=1):
        offset = (dummy - record.leader) % players
        before = record.cards[:offset]
        friend = bool(before) and (
            (record.leader + trick_winner(before, state.trump)) % players != state.ombre
        )
        expected = dummy_card(hand, before, state.trump, friend)
        if record.cards[offset] != expected:
            problems.append(
                f"{label}: trick {number}: the dummy played {Card(record.cards[offset])}, "
                f"its rule gives {expected}"
            )
        hand &= ~(1 << record.cards[offset])


def _candidates(state: GameState, rng: random.Random) -> list[Action]:
    """A spread of actions of every kind for the state, legal or not."""
    rules = state.rules
    seat = max(state.current_player, 0)
    hand = state.hands[seat]
    cards = list(deck_cards(rules))
    actions: list[Action] = [PASS, BID_PLAY, BID_HIGHER, GASCARILLE, COUNTERVOLE, ANNOUNCE_VOLE]
    actions.append(STOP)
    actions += [SURRENDER, ACCEPT, REFUSE, *TRUMP, Bid("nothing"), Choose("nothing")]
    actions += [Bid(contract.name) for contract in rules.contracts]
    actions += [Choose(contract.name) for contract in rules.contracts]
    actions += [PLAY[card] for card in rng.sample(cards, 6)]
    held = [card for card in cards if hand >> card & 1]
    for count in (0, 1, len(held), len(held) // 2):
        actions.append(Discard(sum(1 << card for card in rng.sample(held, min(count, len(held))))))
    actions.append(Discard(sum(1 << card for card in rng.sample(cards, 3))))
    return actions


def _check_actions(state: GameState, rng: random.Random, problems: list[str], where: str) -> None:
    """Every legal action applies to a copy without raising; every refused one raises an
    ``OmbreError`` and leaves the state exactly as it was."""
    if state.phase == "exchange":
        low, high = state.discard_range()
        legal = [state.random_action(rng) for _ in range(4)]
        refused = [
            action
            for action in _candidates(state, rng)
            if not (
                isinstance(action, Discard)
                and low <= action.cards.bit_count() <= high
                and not action.cards & ~state.hands[state.current_player]
            )
        ]
    else:
        legal = state.legal_actions()
        refused = [action for action in _candidates(state, rng) if action not in legal]
    for action in legal:
        try:
            state.clone().apply(action)
        except Exception as error:  # the failure itself is the problem reported
            problems.append(f"{where}: legal {action} raised {error!r}")
    text = state.to_notation()
    for action in refused:
        copy = state.clone()
        try:
            copy.apply(action)
        except OmbreError:
            if copy != state or copy.to_notation() != text:
                problems.append(f"{where}: refused {action} changed the state")
        except Exception as error:
            problems.append(f"{where}: refused {action} raised {error!r}")
        else:
            problems.append(f"{where}: {action} is not listed as legal but was accepted")


def check_random_deal(
    rules_name: str | RuleSet, seed: int, *, every_action: bool = False
) -> list[str]:
    """Play one random deal with every check; return the problems found (empty when none)."""
    rules = _rules(rules_name)
    label = f"{rules_name if isinstance(rules_name, str) else rules_text(rules)} seed {seed}"
    problems: list[str] = []
    state = GameState.new_deal(rules, seed % rules.players, seed % 23, seed)
    rng = random.Random(seed)
    undo_at = rng.randrange(1, 30)
    step = 0
    while not state.is_terminal():
        step += 1
        where = f"{label} step {step} ({state.phase})"
        if every_action:
            _check_actions(state, rng, problems, where)
        action = state.random_action(rng)
        _check_step(state, action, problems, where)
        before = state.clone()
        state.apply(action)
        if step % 7 == 0:
            _check_round_trips(state, problems, where)
        if step == undo_at:
            again = state.clone()
            if again.undo() != action or again != before:
                problems.append(f"{where}: undo does not restore the state")
            else:
                again.apply(action)
                if again != state:
                    problems.append(f"{where}: apply after undo differs")
        if len(problems) > 20:
            break
    _check_round_trips(state, problems, f"{label} at the end")
    _check_finished(state, problems, label)
    return problems


def check_many(rules_names: Iterable[str], seeds: Iterable[int]) -> dict[str, object]:
    """Run :func:`check_random_deal` for every preset and seed: ``{"deals", "problems"}``."""
    seeds = list(seeds)
    problems: list[str] = []
    deals = 0
    for name in rules_names:
        for seed in seeds:
            problems.extend(check_random_deal(name, seed))
            deals += 1
    return {"deals": deals, "problems": problems}
