"""A seat's knowledge, the sampler of layouts and single-dummy analysis (issue 22, items 1-2)."""

from __future__ import annotations

import itertools
import math
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ombre_core.cards import SPADILLE, Card
from ombre_core.game import GameState
from ombre_core.knowledge import Knowledge, KnowledgeError
from ombre_core.rules import PRESETS, VARIANTS, RuleSet
from ombre_core.sampler import (
    Layout,
    count_bound,
    enumerate_layouts,
    layout_state,
    sample,
    sample_or_all,
)
from ombre_core.single_dummy import SingleDummyError, analyse, side_chips
from ombre_core.solver import solve
from ombre_core.tricks import legal_mask

SOLVER_PRESETS = sorted(
    name for name in [*PRESETS, *VARIANTS] if GameState(name).solver_problem() is None
)
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)


def random_deal(preset: str, seed: int, tricks: int, extra: int = 0) -> GameState | None:
    """A deal with a random auction and exchange, played at random to trick ``tricks + 1``
    and ``extra`` cards into it; ``None`` when the deal ended first or the solver cannot play
    it."""
    rng = random.Random(seed)
    state = GameState.new_deal(preset, rng.randrange(3), 0, rng.getrandbits(32))
    while state.phase not in ("play", "over"):
        state.apply(state.random_action(rng))
    while state.phase == "play" and (
        state.tricks_done < tricks or (state.tricks_done == tricks and len(state.trick) < extra)
    ):
        cards = [action for action in state.legal_actions() if str(action).startswith("play")]
        state.apply(cards[rng.randrange(len(cards))])
    if state.phase != "play" or state.solver_problem() is not None:
        return None
    return state


def plays(state: GameState) -> list[tuple[int, Card, Card]]:
    """Every card played so far: (seat, card, the trick's lead)."""
    found = []
    tricks = [(record.leader, record.cards) for record in state.tricks]
    tricks.append((state.leader, tuple(state.trick)))
    for leader, cards in tricks:
        for index, card in enumerate(cards):
            found.append(((leader + index) % state.players, card, cards[0]))
    return found


def replays_legally(state: GameState, hands: tuple[int, ...]) -> bool:
    """Whether every play so far was legal had the hands now been ``hands`` (each hand then:
    the hand now and the cards the seat played from then on)."""
    history = plays(state)
    for index, (seat, card, lead) in enumerate(history):
        then = hands[seat]
        for other_seat, other_card, _ in history[index:]:
            if other_seat == seat:
                then |= 1 << other_card
        if not legal_mask(then, None if card == lead else lead, state.trump) >> card & 1:
            return False
    return True


def seen_by(state: GameState, seat: int) -> int:
    seen = state.hands[seat] | state.discarded[seat]
    for _, card, _ in plays(state):
        seen |= 1 << card
    return seen


# --- knowledge and the sampler, over random deals ---------------------------------------------


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    preset=st.sampled_from(SOLVER_PRESETS),
    seed=SEEDS,
    tricks=st.integers(min_value=0, max_value=8),
    extra=st.integers(min_value=0, max_value=2),
    draw_seed=st.integers(min_value=0, max_value=1000),
)
def test_every_sampled_layout_fits_what_the_seat_saw(
    preset: str, seed: int, tricks: int, extra: int, draw_seed: int
) -> None:
    state = random_deal(preset, seed, tricks, extra)
    if state is None:
        return
    seat = state.current_player
    knowledge = Knowledge.of(state)
    # The true layout fits: no void or pin is more than the rules imply.
    knowledge.check_layout(tuple(state.hands))
    assert replays_legally(state, tuple(state.hands))
    seen = seen_by(state, seat)
    for layout in sample(knowledge, 6, seed=draw_seed):
        hands = layout.hands
        assert hands[seat] == state.hands[seat]
        placed = 0
        for other in range(state.players):
            if other == seat:
                continue
            assert hands[other].bit_count() == state.hands[other].bit_count()
            assert not hands[other] & seen, "a card the seat saw elsewhere"
            assert not hands[other] & placed, "a card placed twice"
            placed |= hands[other]
        unseen = ((1 << 40) - 1) & ~seen
        assert placed & ~unseen == 0
        if state.turned_up is not None and unseen >> state.turned_up & 1:
            # The card turned up for trumps is where everyone saw it go.
            for other in range(state.players):
                assert (hands[other] ^ state.hands[other]) >> state.turned_up & 1 == 0
        assert (unseen & ~placed).bit_count() == knowledge.out_count
        assert replays_legally(state, hands)
        assert layout.weight >= 1
        rebuilt = layout_state(knowledge, layout)
        assert rebuilt.legal_actions() == state.legal_actions()
        assert rebuilt.current_player == seat and tuple(rebuilt.won) == tuple(state.won)
    assert sample(knowledge, 6, seed=draw_seed) == sample(knowledge, 6, seed=draw_seed)


def test_a_matador_kept_back_on_a_low_trump_lead_is_no_void_in_matadors() -> None:
    state = GameState.from_position(
        "standard", "position entrada spades ombre 0 leader 0 won 5 1 1 hands 3s 5d / Ac Kh / 4d 6d"
    )
    state.apply("play 3s")
    state.apply("play Kh")  # the matador privilege: Basto kept back
    knowledge = Knowledge.of(state)
    assert knowledge.seat == 2
    void = knowledge.voids[1]
    assert not void & (1 << Card.CA | 1 << Card.SA | 1 << Card.S2)
    assert void & (1 << Card.S4) and void & (1 << Card.SK)
    knowledge.check_layout(tuple(state.hands))
    layouts = enumerate_layouts(knowledge)
    assert any(layout.hands[1] >> Card.CA & 1 for layout in layouts)
    assert all(not layout.hands[1] & void for layout in layouts)
    assert all(replays_legally(state, layout.hands) for layout in layouts)


def test_a_revoke_is_impossible_so_a_discard_shows_a_void() -> None:
    state = GameState.from_position(
        "standard", "position entrada spades ombre 0 leader 0 won 5 1 1 hands 3h 5d / Ac Kc / 4d 6d"
    )
    state.apply("play 3h")
    state.apply("play Kc")
    knowledge = Knowledge.of(state)
    hearts = sum(1 << card for card in range(Card.HA, Card.HK + 1)) & ~(1 << Card.H3)
    assert knowledge.voids[1] & hearts == hearts & knowledge.unseen


def test_enumeration_lists_every_layout_once() -> None:
    state = GameState.from_position(
        "standard", "position entrada hearts ombre 0 leader 0 won 8 0 0 hands As / 7h / Ac"
    )
    knowledge = Knowledge.of(state, 1)
    layouts = enumerate_layouts(knowledge)
    unseen = [card for card in range(40) if knowledge.unseen >> card & 1]
    expected = {
        (1 << first, 1 << second) for first in unseen for second in unseen if first != second
    }
    assert len(layouts) == len(expected) <= count_bound(knowledge)
    assert {(layout.hands[0], layout.hands[2]) for layout in layouts} == expected


def test_the_auction_weighs_a_layout_where_the_ombre_holds_trumps_more() -> None:
    for seed in range(40):
        state = random_deal("standard", seed, 2)
        if state is None or state.ombre == state.current_player or state.origin is not None:
            continue
        knowledge = Knowledge.of(state)
        if state.ombre not in knowledge.bidders:
            continue
        layouts = sample(knowledge, 30, seed=seed)
        trumps = [
            bin(
                (layout.hands[state.ombre] | knowledge.played_by[state.ombre])
                & knowledge_trumps(knowledge)
            ).count("1")
            for layout in layouts
        ]
        for layout, count in zip(layouts, trumps, strict=True):
            assert layout.weight == 1 + count
        return
    pytest.fail("no deal with a bidding ombre among 40 seeds")


def knowledge_trumps(knowledge: Knowledge) -> int:
    from ombre_core.ranking import suit_cards

    return suit_cards(knowledge.trump, knowledge.trump)


def test_knowledge_errors_are_precise() -> None:
    with pytest.raises(KnowledgeError, match="in the play, not the auction") as raised:
        Knowledge.of(GameState.new_deal("standard", seed=1))
    assert raised.value.code == "wrong-phase"
    state = GameState.from_position(
        "standard", "position entrada hearts ombre 0 leader 0 won 8 0 0 hands As / 7h / Ac"
    )
    with pytest.raises(KnowledgeError) as raised:
        Knowledge.of(state, 3)
    assert raised.value.code == "bad-seat"
    knowledge = Knowledge.of(state)
    with pytest.raises(KnowledgeError, match="seen elsewhere"):
        knowledge.check_layout((1 << Card.SA, 1 << Card.SA, 1 << Card.H7))
    with pytest.raises(KnowledgeError) as raised:
        sample(knowledge, 0)
    assert raised.value.code == "bad-count"


def test_a_forced_ombre_holds_spadille_in_every_layout() -> None:
    rules = RuleSet.preset("standard").replace(forced_spadille=True)
    state = GameState.from_position(
        rules, "position entrada hearts ombre 0 leader 1 won 0 4 4 hands As / 7h / Ac forced"
    )
    knowledge = Knowledge.of(state)
    assert knowledge.seat == 1 and knowledge.pinned[0] == 1 << SPADILLE
    assert all(layout.hands[0] == 1 << SPADILLE for layout in sample(knowledge, 5, seed=2))


# --- single-dummy analysis --------------------------------------------------------------------


def brute_force(state: GameState) -> dict[str, float]:
    """The exact expected chips of each action: every way to give the unseen cards to the
    other hands that replays the deal legally, weighted by the auction's evidence."""
    knowledge = Knowledge.of(state)
    seat = state.current_player
    others = [other for other in range(3) if other != seat]
    unseen = [card for card in range(40) if knowledge.unseen >> card & 1]
    sizes = [state.hands[other].bit_count() for other in others]
    totals: dict[str, float] = {}
    weight_sum = 0.0
    for first in itertools.combinations(unseen, sizes[0]):
        rest = [card for card in unseen if card not in first]
        for second in itertools.combinations(rest, sizes[1]):
            hands = [0, 0, 0]
            hands[seat] = state.hands[seat]
            hands[others[0]] = sum(1 << card for card in first)
            hands[others[1]] = sum(1 << card for card in second)
            if not replays_legally(state, tuple(hands)):
                continue
            layout = Layout(tuple(hands), knowledge.weight(tuple(hands)))
            answer = solve(layout_state(knowledge, layout), seconds=None)
            weight_sum += layout.weight
            for item in answer.actions:
                assert item.outcome is not None
                chips = side_chips(knowledge, layout, item.outcome)
                totals[item.action] = totals.get(item.action, 0.0) + layout.weight * chips
    return {action: total / weight_sum for action, total in totals.items()}


def small_endings(count: int, tricks: int) -> list[GameState]:
    found = []
    for seed in range(200):
        state = random_deal(["standard", "swedish"][seed % 2], seed, tricks)
        if state is not None and not state.forced_spadille:
            found.append(state)
        if len(found) == count:
            return found
    raise AssertionError("too few small endings")


@pytest.mark.turn(1)
@pytest.mark.slow
@pytest.mark.parametrize("tricks", [7, 8])
def test_the_enumerated_analysis_is_the_exact_expectation(tricks: int) -> None:
    for state in small_endings(3, tricks):
        exact = brute_force(state)
        analysis = analyse(state, limit=100_000, seed=3)
        assert analysis.exact and analysis.unsolved == 0
        for item in analysis.actions:
            assert item.error == 0
            assert math.isclose(item.mean, exact[item.action], abs_tol=1e-9)
            assert math.isclose(sum(item.chances.values()), 1.0)
        # Drawn layouts agree with the exact value within the estimate's error.
        drawn = analyse(state, limit=0, layouts=300, seed=4)
        assert not drawn.exact
        for item in drawn.actions:
            assert abs(item.mean - exact[item.action]) <= 4 * item.error + 1e-9


def test_the_same_seed_gives_the_same_analysis_and_verdicts() -> None:
    state = small_endings(1, 5)[0]
    first = analyse(state, layouts=6, seed=11, limit=0)
    second = analyse(state, layouts=6, seed=11, limit=0)
    assert first == second
    assert [first.verdict(item.action) for item in first.actions] == [
        second.verdict(item.action) for item in second.actions
    ]


def test_seconds_bound_the_analysis_once_at_least_layouts_are_solved() -> None:
    state = small_endings(1, 5)[0]
    one = analyse(state, layouts=6, seed=11, limit=0, seconds=1e-9)
    assert one.layouts == 1 and not one.exact  # the default: at least one layout, then stop
    with pytest.raises(SingleDummyError) as caught:
        analyse(state, layouts=6, seed=11, limit=0, seconds=1e-9, at_least=0)
    assert caught.value.code == "unsolved"  # a hard limit: nothing solved in time


def test_nodes_bound_the_analysis_alike_on_every_run() -> None:
    state = small_endings(1, 5)[0]
    one = analyse(state, layouts=6, seed=11, limit=0, nodes=1)
    assert one.layouts == 1 and not one.exact  # a node spent: no new layout after the first
    whole = analyse(state, layouts=6, seed=11, limit=0)
    roomy = analyse(state, layouts=6, seed=11, limit=0, nodes=10**9)
    assert roomy == whole and analyse(state, layouts=6, seed=11, limit=0, nodes=1) == one
    with pytest.raises(SingleDummyError) as caught:
        analyse(state, layouts=6, nodes=0)
    assert caught.value.code == "bad-budget" and "nodes must be 1 or more" in str(caught.value)


def test_a_verdict_is_a_mistake_only_beyond_the_error() -> None:
    checked = 0
    for state in small_endings(4, 4):
        analysis = analyse(state, layouts=8, seed=5, limit=0)
        best = analysis.best()
        for item in analysis.actions:
            verdict = analysis.verdict(item.action)
            assert (verdict.label == "best") == (item.action == best.action)
            if verdict.label != "best":
                assert verdict.loss == pytest.approx(best.mean - item.mean)
                clear = verdict.loss - 2 * verdict.error > 0
                assert (verdict.label == "mistake") == clear
                checked += 1
        # One layout has no error estimate at all: nothing is a mistake.
        alone = analyse(state, layouts=1, seed=5, limit=0)
        assert all(alone.verdict(item.action).label in ("best", "fine") for item in alone.actions)
    assert checked


def test_an_exact_loss_is_a_mistake() -> None:
    for state in small_endings(4, 8):
        analysis = analyse(state, seed=1, limit=5000)
        assert analysis.exact
        for item in analysis.actions:
            verdict = analysis.verdict(item.action)
            assert verdict.error == 0
            if verdict.label != "best":
                assert (verdict.label == "mistake") == (verdict.loss > 0)


def test_single_dummy_errors_are_precise() -> None:
    state = GameState.from_position(
        "standard", "position entrada hearts ombre 0 leader 0 won 8 0 0 hands As / 7h / Ac"
    )
    with pytest.raises(SingleDummyError) as raised:
        analyse(state, layouts=0)
    assert raised.value.code == "bad-budget"
    with pytest.raises(SingleDummyError) as raised:
        analyse(state, seconds=0)
    assert raised.value.code == "bad-budget"
    analysis = analyse(state, layouts=3)
    with pytest.raises(SingleDummyError) as raised:
        analysis.verdict("play Kc")
    assert raised.value.code == "unknown-action"


def test_sample_or_all_enumerates_only_few_layouts() -> None:
    state = GameState.from_position(
        "standard", "position entrada hearts ombre 0 leader 0 won 8 0 0 hands As / 7h / Ac"
    )
    knowledge = Knowledge.of(state)
    every, exact = sample_or_all(knowledge, 5, limit=5000)
    assert exact and len(every) == 1482
    drawn, exact = sample_or_all(knowledge, 5, limit=100)
    assert not exact and len(drawn) == 5


@pytest.mark.parametrize("preset", SOLVER_PRESETS)
def test_analysis_mid_trick_in_every_preset_the_solver_plays(preset: str) -> None:
    analysed = 0
    for seed in range(30):
        state = random_deal(preset, seed, 5, extra=1 + seed % 2)
        if state is None:
            continue
        analysis = analyse(state, layouts=3, seed=seed, limit=0)
        assert analysis.player == state.current_player and analysis.layouts == 3
        assert [item.action for item in analysis.actions] == [
            item.action for item in solve(state, seconds=None).actions
        ]
        for item in analysis.actions:
            assert math.isclose(sum(item.chances.values()), 1.0)
            assert set(item.chances) <= {
                "failed vole",
                "codille",
                "puesta",
                "sacada",
                "stop",
                "vole",
            }
        analysed += 1
        if analysed == 2:
            return
    pytest.fail(f"no deal of the {preset} rules reached trick 6 in 30 seeds")
