"""``python -m ombre_core bench``: random complete deals per second.

Each deal is played to the end by uniformly random legal actions: antes, the seeded deal,
the auction, the exchange, nine tricks (or a stop or surrender) and the settlement. The pot
is carried over and the dealer passes to the right, as in a session. The last line printed
is ``N deals/s``.
"""

from __future__ import annotations

import argparse
import random
import time

from .game import GameState
from .rules import RuleSet


def play_random_deals(rules_names: list[str], seconds: float, seed: int = 0) -> tuple[int, float]:
    """Play random deals for about ``seconds``; return (deals played, seconds taken)."""
    presets = [RuleSet.preset(name) for name in rules_names]
    rng = random.Random(seed)
    pots = [0] * len(presets)
    dealer = 0
    deals = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for _ in range(50):
            which = deals % len(presets)
            rules = presets[which]
            state = GameState.new_deal(rules, dealer, pots[which], rng.getrandbits(32))
            while not state.is_terminal():
                state.apply(state.random_action(rng))
            pots[which] = state.pot
            dealer = (dealer + 1) % rules.players
            deals += 1
        now = time.perf_counter()
        if now >= deadline:
            return deals, now - start


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m ombre_core bench", description="random complete deals per second"
    )
    parser.add_argument("--seconds", type=float, default=3.0, help="how long to run (default 3)")
    parser.add_argument(
        "--rules",
        choices=["standard", "swedish", "both"],
        default="both",
        help="rule preset; 'both' alternates them (default)",
    )
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    names = ["standard", "swedish"] if args.rules == "both" else [args.rules]
    deals, elapsed = play_random_deals(names, args.seconds, args.seed)
    print(f"{'+'.join(names)}: {deals} random deals in {elapsed:.2f} s")
    print(f"{round(deals / elapsed)} deals/s")
    return 0
