"""``python -m ombre_tools deal --seed N``: a seeded deal and a bot playthrough as text.

>>> lines = playthrough_lines("standard", seed=7)
>>> lines[0]
'Ombre, standard rules, seed 7: seat 0 deals, seat 1 is eldest; antes 5 5 5 make the pot 15.'
"""

from __future__ import annotations

import argparse
import random

from ombre_core.actions import Discard, PlayCard
from ombre_core.bots import hint
from ombre_core.cards import format_cards
from ombre_core.game import GameState
from ombre_core.rules import PRESETS, VARIANTS
from ombre_core.tricks import explain_trick


def playthrough_lines(
    rules: str = "standard", seed: int = 0, dealer: int = 0, bot: str = "simple"
) -> list[str]:
    """The dealt hands, the talon, and a playthrough by the simple (or random) bot."""
    state = GameState.new_deal(rules, dealer, 0, seed)
    rng = random.Random(seed)
    players = state.players
    antes = " ".join(str(ante) for ante in state.antes)
    lines = [
        f"Ombre, {state.rules.name} rules, seed {seed}: seat {dealer} deals, "
        f"seat {state.eldest} is eldest; antes {antes} make the pot {state.pot}.",
        "",
    ]
    for seat in range(players):
        role = " (dealer)" if seat == dealer else " (eldest)" if seat == state.eldest else ""
        lines.append(f"seat {seat}{role}: {format_cards(state.hands[seat])}")
    lines.append(f"talon, top first: {format_cards(state.talon)}")
    lines.append("")
    phase = ""
    while not state.is_terminal():
        seat = state.current_player
        if state.phase != phase:
            phase = state.phase
            if phase == "play":
                assert state.ombre is not None and state.contract is not None
                turned = f", turned up {state.turned_up}" if state.turned_up is not None else ""
                trumps = "no trumps" if state.trump is None else f"{state.trump} are trumps"
                lines.append(
                    f"seat {state.ombre} is the ombre: {state.contract.name}, {trumps}{turned}"
                )
            lines.append(f"{phase}:")
        if bot == "random":
            action, reason = state.random_action(rng), "random"
        else:
            action, reason = hint(state)
        talon_before = list(state.talon)
        tricks_before = len(state.tricks)
        state.apply(action)
        if isinstance(action, Discard):
            drawn = talon_before[: action.cards.bit_count()]
            lines.append(
                f"  seat {seat} discards {format_cards(action.cards) or 'nothing'}, "
                f"draws {format_cards(drawn) or 'nothing'} ({reason})"
            )
        elif isinstance(action, PlayCard):
            lines.append(f"  seat {seat}: {action} ({reason})")
            if len(state.tricks) > tricks_before:
                record = state.tricks[-1]
                why = explain_trick(record.cards, state.trump).message
                lines.append(f"  trick {len(state.tricks)} to seat {record.winner}: {why}")
        else:
            lines.append(f"  seat {seat}: {action} ({reason})")
    lines.append("")
    if state.thrown_in:
        lines.append(f"everyone passed: the cards are thrown in, the pot of {state.pot} stays")
        return lines
    assert state.settlement is not None
    won = " ".join(str(count) for count in state.won)
    lines.append(f"tricks by seat: {won}; result: {state.settlement.result}")
    for line in state.result_lines():
        lines.append(f"  {line.message}")
    changes = ", ".join(
        f"seat {seat} {amount:+d}" for seat, amount in enumerate(state.chip_changes())
    )
    lines.append(f"chips (antes included): {changes}; pot after the deal {state.pot}")
    return lines


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m ombre_tools deal", description="print a seeded deal and a playthrough"
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rules", choices=[*PRESETS, *VARIANTS], default="standard")
    parser.add_argument("--dealer", type=int, default=0)
    parser.add_argument("--bot", choices=["simple", "random"], default="simple")
    args = parser.parse_args(argv)
    for line in playthrough_lines(args.rules, args.seed, args.dealer, args.bot):
        print(line)
    return 0
