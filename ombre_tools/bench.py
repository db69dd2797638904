"""``python -m ombre_tools bench``: random complete deals per second, or the solver's speed.

Each deal is played to the end by uniformly random legal actions: antes, the seeded deal,
the auction, the exchange, nine tricks (or a stop or surrender) and the settlement. The pot
is carried over and the dealer passes to the right, as in a session. The last line printed
is ``N deals/s``.

``--solver`` times :func:`ombre_core.solver.solve` on seeded deals (random auction and
exchange) at the first lead after the exchange, and at the first lead of trick 3 after random
play: median, 95th percentile and worst wall-clock time, the process time beside it (steadier
on a busy machine), the same for the nodes searched per solve (the same on any machine), and
nodes per second. The last line printed is ``first lead: median ...``.

``--single-dummy`` times :func:`ombre_core.single_dummy.analyse` (``--layouts`` layouts,
by default the hint's and the review's) on the same kinds of positions: one decision from
trick 3, and the first lead; then, over ``--whole-deals`` deals, each card ``StrongBot`` plays
as the ombre, and the review panel's fair verdicts on a whole deal (every position through
:func:`ombre_core.review.judge_position` with the panel's budgets, as ``deal-review.js`` asks):
the seconds until the last is ready.
``--daily`` times each card the daily deal's other players (the steady strong bot,
``StrongBot.steady``) play in the par deals of ``--whole-deals`` days from the first daily day.
``--disagree`` plays deals with ``SimpleBot`` and counts, over its card choices from trick 3
to trick 7, how often the double-dummy verdict (the card is not among the solver's best on
the true layout) and the single-dummy verdict (a loss clear beyond the estimate's error)
disagree, as issue 22 found.
"""

from __future__ import annotations

import argparse
import random
import time
from datetime import date, timedelta

from ombre_core.bots import SimpleBot
from ombre_core.daily import DAILY_PRESETS, FIRST_DAY, LEARNER_SEAT, daily_deal
from ombre_core.game import GameState
from ombre_core.hints import HINT_LAYOUTS
from ombre_core.review import FAIR_LAYOUTS, Judgement, judge_position, review_deal
from ombre_core.rules import PRESETS, VARIANTS, RuleSet
from ombre_core.single_dummy import analyse
from ombre_core.solver import solve
from ombre_core.strong_bot import StrongBot
from ombre_tools.seeded import seeded_deal

REVIEW_PASSES = (1.5, 6.0)
"""Seconds per position in the review panel's passes (``PASSES`` in ``deal-review.js``)."""


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
            seat = dealer % rules.players  # presets of two and three players in turn
            state = GameState.new_deal(rules, seat, pots[which], rng.getrandbits(32))
            while not state.is_terminal():
                state.apply(state.random_action(rng))
            pots[which] = state.pot
            dealer = seat + 1
            deals += 1
        now = time.perf_counter()
        if now >= deadline:
            return deals, now - start


def solver_positions(
    rules_names: list[str], deals: int, trick: int, seed: int = 0
) -> list[GameState]:
    """``deals`` seeded positions at the lead to ``trick`` (1: the first lead after the
    exchange), the presets taken in turn; deals thrown in or ended early are skipped."""
    positions: list[GameState] = []
    index = 0
    while len(positions) < deals:
        name = rules_names[len(positions) % len(rules_names)]
        state, rng = seeded_deal(name, index + 1, f"{seed}-{index}")
        index += 1
        while state.phase not in ("play", "over"):
            state.apply(state.random_action(rng))
        while state.phase == "play" and (state.tricks_done < trick - 1 or state.trick):
            cards = [action for action in state.legal_actions() if str(action).startswith("play")]
            state.apply(cards[rng.randrange(len(cards))])
        if state.phase == "play":
            positions.append(state)
    return positions


def _quantile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def time_solver(positions: list[GameState], seconds: float) -> dict[str, float]:
    """Solve each position; wall and process seconds, nodes, and how many ran out of time."""
    walls, cpus, counts = [], [], []
    unfinished = 0
    for state in positions:
        wall, cpu = time.perf_counter(), time.process_time()
        analysis = solve(state, seconds=seconds)
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
        counts.append(analysis.nodes)
        unfinished += not analysis.complete
    nodes = sum(counts)
    return {
        "median": _quantile(walls, 0.5),
        "p95": _quantile(walls, 0.95),
        "worst": max(walls),
        "cpu_median": _quantile(cpus, 0.5),
        "cpu_p95": _quantile(cpus, 0.95),
        "cpu_worst": max(cpus),
        "nodes_median": _quantile([float(count) for count in counts], 0.5),
        "nodes_p95": _quantile([float(count) for count in counts], 0.95),
        "nodes_worst": max(counts),
        "nodes_per_second": nodes / max(sum(walls), 1e-9),
        "nodes_per_cpu_second": nodes / max(sum(cpus), 1e-9),
        "unfinished": unfinished,
    }


def _solver_line(name: str, count: int, figures: dict[str, float]) -> str:
    return (
        f"{name}: median {figures['median']:.3f} s, p95 {figures['p95']:.3f} s, "
        f"worst {figures['worst']:.3f} s over {count} deals "
        f"(process time {figures['cpu_median']:.3f} / {figures['cpu_p95']:.3f} / "
        f"{figures['cpu_worst']:.3f} s); nodes {round(figures['nodes_median'])} / "
        f"{round(figures['nodes_p95'])} / {round(figures['nodes_worst'])}; "
        f"{round(figures['nodes_per_second'])} nodes/s "
        f"({round(figures['nodes_per_cpu_second'])} per process second); "
        f"{int(figures['unfinished'])} not finished in the budget"
    )


def solver_main(names: list[str], deals: int, budget: float, seed: int) -> int:
    later = solver_positions(names, deals, 3, seed)
    print(_solver_line("from trick 3", deals, time_solver(later, budget)))
    first = solver_positions(names, deals, 1, seed)
    print(_solver_line("first lead", deals, time_solver(first, budget)))
    return 0


def _timed_line(name: str, walls: list[float], cpus: list[float], what: str) -> str:
    """``name: median .. s, p95 .. s, worst .. s over WHAT (process time .. / .. / .. s)``."""
    return (
        f"{name}: median {_quantile(walls, 0.5):.3f} s, p95 {_quantile(walls, 0.95):.3f} s, "
        f"worst {max(walls):.3f} s over {what} (process time {_quantile(cpus, 0.5):.3f} / "
        f"{_quantile(cpus, 0.95):.3f} / {max(cpus):.3f} s)"
    )


def time_single_dummy(
    positions: list[GameState], layouts: int, seed: int, solve_seconds: float | None = 5.0
) -> tuple[list[float], list[float], int]:
    """Analyse each position single dummy over ``layouts`` layouts, each solve within
    ``solve_seconds`` (``None``: no bound): wall and process seconds of each, and the layouts
    dropped because a solve ran out of its budget."""
    walls, cpus = [], []
    unsolved = 0
    for index, state in enumerate(positions):
        wall, cpu = time.perf_counter(), time.process_time()
        analysis = analyse(state, layouts=layouts, seed=seed + index, solve_seconds=solve_seconds)
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
        unsolved += analysis.unsolved
    return walls, cpus, unsolved


def played_deals(names: list[str], deals: int, seed: int) -> list[GameState]:
    """``deals`` seeded deals played to the end by ``SimpleBot``, with tricks to review."""
    bot = SimpleBot()
    finished: list[GameState] = []
    index = 0
    while len(finished) < deals:
        state, _ = seeded_deal(
            names[len(finished) % len(names)], index + 1, f"{seed}-played-{index}"
        )
        index += 1
        while not state.is_terminal():
            state.apply(bot.choose(state))
        if state.tricks and state.solver_problem() is None:
            finished.append(state)
    return finished


def time_strong_bot(names: list[str], deals: int, seed: int) -> tuple[list[float], list[float]]:
    """Every card the table's ``StrongBot`` (``at_table``) plays as the ombre over
    ``deals`` seeded deals, the others played by ``SimpleBot``: seconds of each move."""
    simple = SimpleBot()
    walls, cpus = [], []
    played = 0
    index = 0
    while played < deals:
        state, _ = seeded_deal(names[played % len(names)], index + 1, f"{seed}-strong-{index}")
        index += 1
        while state.phase not in ("play", "over"):
            state.apply(simple.choose(state))
        if state.phase != "play" or state.solver_problem() is not None:
            continue
        played += 1
        strong = StrongBot.at_table(seed + index)
        while not state.is_terminal():
            if state.phase == "play" and state.current_player == state.ombre:
                wall, cpu = time.perf_counter(), time.process_time()
                action = strong.choose(state)
                walls.append(time.perf_counter() - wall)
                cpus.append(time.process_time() - cpu)
            else:
                action = simple.choose(state)
            state.apply(action)
    return walls, cpus


def time_steady_bot(names: list[str], days: int) -> tuple[list[float], list[float]]:
    """Every card the daily deal's other players (``StrongBot.steady``) play in the par deals
    of ``days`` days from :data:`FIRST_DAY`, in each daily preset of ``names``: seconds of
    each move."""
    walls, cpus = [], []
    first = date.fromisoformat(FIRST_DAY)
    for offset in range(days):
        for rules in [name for name in names if name in DAILY_PRESETS]:
            deal = daily_deal((first + timedelta(days=offset)).isoformat(), rules)
            state = GameState.from_notation(deal.notation)
            bot = StrongBot.steady(deal.seed)
            while not state.is_terminal():
                timed = state.phase == "play" and state.current_player != LEARNER_SEAT
                wall, cpu = time.perf_counter(), time.process_time()
                action = bot.choose(state)
                if timed:
                    walls.append(time.perf_counter() - wall)
                    cpus.append(time.process_time() - cpu)
                state.apply(action)
    return walls, cpus


def time_fair_review(deal: GameState, seat: int) -> tuple[float, int, int]:
    """The review panel's analysis of a finished deal for ``seat``, as ``deal-review.js`` asks
    it: a pass of :data:`REVIEW_PASSES` seconds per position, each with the fair verdict, asking
    again in the next pass only what is not proven or weighed fewer layouts than asked. Returns
    the seconds until the last pass ends, the learner's decisions and those with a fair verdict
    over every layout asked."""
    review = review_deal(deal, seat)
    answers: dict[int, Judgement] = {}
    tried: dict[int, float] = {}
    started = time.perf_counter()
    for budget in REVIEW_PASSES:
        for index, position in enumerate(review.positions):
            answer = answers.get(index)
            unfinished = (
                answer is not None
                and answer.fair is not None
                and (not answer.fair.exact and answer.fair.layouts < answer.fair.asked)
            )
            if position.action is None or tried.get(index, 0.0) >= budget:
                continue
            if answer is not None and answer.complete and not unfinished:
                continue
            tried[index] = budget
            answers[index] = judge_position(position, seat, seconds=budget, layouts=FAIR_LAYOUTS)
    seconds = time.perf_counter() - started
    decisions = [
        index
        for index, position in enumerate(review.positions)
        if position.to_act == seat and position.action is not None
    ]
    fair = [
        index
        for index in decisions
        if (found := answers.get(index)) is not None
        and found.fair is not None
        and (found.fair.exact or found.fair.layouts == found.fair.asked)
    ]
    return seconds, len(decisions), len(fair)


def single_dummy_main(
    names: list[str],
    deals: int,
    layouts: int,
    seed: int,
    whole: int,
    solve_seconds: float | None = 5.0,
) -> int:
    for name, trick in (("single dummy from trick 3", 3), ("single dummy first lead", 1)):
        positions = [
            state
            for state in solver_positions(names, deals, trick, seed)
            if state.solver_problem() is None
        ]
        walls, cpus, unsolved = time_single_dummy(positions, layouts, seed, solve_seconds)
        what = f"{len(positions)} deals, {layouts} layouts"
        line = _timed_line(name, walls, cpus, what)
        print(f"{line}; {unsolved} layouts not solved in the budget")
    if whole:
        walls, cpus = time_strong_bot(names, whole, seed)
        print(_timed_line("strong bot move", walls, cpus, f"{len(walls)} moves in {whole} deals"))
        walls, cpus, counts = [], [], []
        for deal in played_deals(names, whole, seed):
            cpu = time.process_time()
            seconds, decisions, fair = time_fair_review(deal, 0)
            walls.append(seconds)
            cpus.append(time.process_time() - cpu)
            counts.append(f"{fair}/{decisions}")
        what = f"{whole} deals, seat 0's decisions with a fair verdict {' '.join(counts)}"
        print(_timed_line("fair review of a deal", walls, cpus, what))
    return 0


def disagree_main(names: list[str], deals: int, layouts: int, seed: int) -> int:
    """Bot-played deals: how often the double-dummy and single-dummy verdicts differ."""
    bot = SimpleBot()
    judged = dd_blamed = dd_blamed_sound = sd_mistakes = sd_mistakes_dd_fine = 0
    for index in range(deals):
        state, _ = seeded_deal(names[index % len(names)], index, f"{seed}-disagree-{index}")
        while not state.is_terminal():
            if state.phase == "play" and 2 <= state.tricks_done <= 6 and not state.solver_problem():
                action = bot.choose(state)
                played = str(action)
                exact = solve(state, seconds=10.0)
                single = analyse(state, layouts=layouts, seed=index)
                names_sd = {item.action for item in single.actions}
                if exact.complete and played in names_sd and len(names_sd) > 1:
                    judged += 1
                    best = {item.action for item in exact.best()}
                    blamed = played not in best
                    mistake = single.verdict(played).label == "mistake"
                    dd_blamed += blamed
                    dd_blamed_sound += blamed and not mistake
                    sd_mistakes += mistake
                    sd_mistakes_dd_fine += mistake and not blamed
                state.apply(action)
            else:
                state.apply(bot.choose(state))
    print(
        f"{judged} bot card choices from trick 3 to 7 over {deals} deals, {layouts} layouts: "
        f"double dummy blamed {dd_blamed}, of which {dd_blamed_sound} were no clear loss "
        f"single dummy; single dummy found {sd_mistakes} clear losses, of which double dummy "
        f"called {sd_mistakes_dd_fine} fine"
    )
    return 0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m ombre_tools bench",
        description="random complete deals per second, or the solver's speed (--solver)",
    )
    parser.add_argument("--seconds", type=float, default=3.0, help="how long to run (default 3)")
    parser.add_argument(
        "--rules",
        choices=[*PRESETS, *VARIANTS, "both", "all"],
        default="both",
        help="rule preset or variant; 'both' alternates standard and swedish (default), "
        "'all' every preset and variant",
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--solver", action="store_true", help="time the double-dummy solver instead"
    )
    parser.add_argument(
        "--single-dummy",
        action="store_true",
        help="time single-dummy analysis (one decision from trick 3, the first lead)",
    )
    parser.add_argument(
        "--daily",
        action="store_true",
        help="time the daily deal's steady strong bots, over --whole-deals days' par deals",
    )
    parser.add_argument(
        "--disagree",
        action="store_true",
        help="count where double-dummy and single-dummy verdicts differ on bot-played deals",
    )
    parser.add_argument(
        "--layouts",
        type=int,
        default=HINT_LAYOUTS,
        help=f"single dummy: layouts a decision (default {HINT_LAYOUTS}, the hint's and review's)",
    )
    parser.add_argument(
        "--whole-deals",
        type=int,
        default=5,
        help="single dummy: deals for the strong bot's moves and the fair review (default 5)",
    )
    parser.add_argument(
        "--solve-seconds",
        type=float,
        default=5.0,
        help="single dummy: seconds per layout's solve, as analyse's default (0: no bound, "
        "so a busy machine drops no layout and the process times compare)",
    )
    parser.add_argument("--deals", type=int, default=200, help="solver: deals (default 200)")
    parser.add_argument(
        "--budget", type=float, default=30.0, help="solver: seconds per solve (default 30)"
    )
    args = parser.parse_args(argv)
    names = {"both": ["standard", "swedish"], "all": [*PRESETS, *VARIANTS]}.get(
        args.rules, [args.rules]
    )
    if args.solver:
        return solver_main(names, args.deals, args.budget, args.seed)
    if args.single_dummy:
        return single_dummy_main(
            names,
            args.deals,
            args.layouts,
            args.seed,
            args.whole_deals,
            args.solve_seconds or None,
        )
    if args.daily:
        walls, cpus = time_steady_bot(names, args.whole_deals)
        what = f"{len(walls)} moves in {args.whole_deals} days' par deals"
        print(_timed_line("steady bot move", walls, cpus, what))
        return 0
    if args.disagree:
        return disagree_main(names, args.deals, args.layouts, args.seed)
    deals, elapsed = play_random_deals(names, args.seconds, args.seed)
    print(f"{'+'.join(names)}: {deals} random deals in {elapsed:.2f} s")
    print(f"{round(deals / elapsed)} deals/s")
    return 0
