"""The review of one's own play: tricks and positions from a finished deal, the solver's
verdict on each of the learner's decisions, the time budget, and replay from a trick."""

from __future__ import annotations

import json

import pytest

from ombre_core.api import dispatch
from ombre_core.bots import hint
from ombre_core.game import GameState
from ombre_core.review import (
    LEVELS,
    ReviewError,
    judge_position,
    level_of,
    proven_value,
    replay_point,
    replay_session,
    review_deal,
)
from ombre_core.rules import RuleSet
from ombre_core.session import TableSession, table_rules
from ombre_core.solver import solve
from ombre_core.table import player_view

ENDING = "position entrada hearts ombre 0 leader 0 won 3 3 1 hands As Kh / 7h 2c / Ac Qc"
"""Two tricks left: Spadille first keeps the sacada, the king of trumps first gives a puesta."""


def bot_deal(seed: int, rules: str = "standard", dealer: int = 2) -> GameState:
    """A whole deal played by the simple bot in every seat, the learner eldest (dealer 2)."""
    state = GameState.new_deal(rules, dealer, 0, seed)
    while not state.is_terminal():
        state.apply(hint(state)[0])
    return state


def call(method: str, **params: object) -> dict[str, object]:
    reply: dict[str, object] = json.loads(dispatch(method, json.dumps(params)))
    return reply


def first_played_seed(rules: str = "standard") -> tuple[int, GameState]:
    for seed in range(1, 60):
        state = bot_deal(seed, rules)
        if state.tricks_done == state.rules.tricks_per_deal:
            return seed, state
    raise AssertionError("no seed in 1..59 plays nine tricks")


@pytest.mark.parametrize("rules", ["standard", "swedish"])
def test_the_review_lists_every_trick_with_the_engines_reason(rules: str) -> None:
    _, state = first_played_seed(rules)
    review = review_deal(state, seat=0)
    assert [trick.number for trick in review.tricks] == list(range(1, 10))
    for trick, record in zip(review.tricks, state.tricks, strict=True):
        assert trick.winner == record.winner
        assert [card.card for card in trick.cards] == [str(card) for card in record.cards]
        assert trick.cards[0].seat == record.leader
        assert trick.why  # the engine's sentence, e.g. "K♣ wins: ..."
        # Exactly one card of each trick is the learner's, and it is among its decisions.
        played = [review.decisions[i] for i in trick.decisions]
        assert [d.action for d in played if d.action.startswith("play")] == [
            f"play {card.card}" for card in trick.cards if card.seat == 0
        ]
    assert review.result == state.settlement.result  # type: ignore[union-attr]
    assert review.final is not None and review.final.label == review.result


def test_positions_are_trick_starts_and_the_learners_turns_in_deal_order() -> None:
    _, state = first_played_seed()
    review = review_deal(state, seat=0)
    starts = [p.tricks_done for p in review.positions if p.trick_start]
    assert starts == list(range(10))  # before each trick, and the end
    history = [str(action) for action in state.history]
    previous = 0
    for position in review.positions[:-1]:
        replayed = GameState.from_notation(position.notation)
        assert [str(action) for action in replayed.history] == history[: len(replayed.history)]
        assert len(replayed.history) > previous or previous == 0
        previous = len(replayed.history)
        assert position.action == history[len(replayed.history)]
        assert replayed.current_player == position.to_act
        assert position.trick_start or position.to_act == 0
    assert review.positions[-1].action is None
    mine = [d for d in review.decisions if d.learner]
    assert all(d.position is not None for d in mine)
    assert len(mine) == 9


def test_a_thrown_in_deal_has_nothing_to_review() -> None:
    state = GameState.new_deal("standard", seed=9)
    for _ in range(3):
        state.apply("pass")
    review = review_deal(state)
    assert (review.tricks, review.positions, review.final) == ((), (), None)
    assert review.to_dict()["learner_role"] is None


def test_the_verdict_follows_the_solver_for_the_ombre() -> None:
    state = GameState.from_position("standard", ENDING)
    lost = judge_position(state.to_notation(), seat=0, action="play Kh")
    kept = judge_position(state.to_notation(), seat=0, action="play As")
    assert lost.verdict is not None and lost.verdict.code == "lost"
    assert lost.verdict.best == ("A♠",)
    assert lost.verdict.text == "This turned a sacada into a puesta. A♠ kept the sacada."
    assert kept.verdict is not None and kept.verdict.code == "kept"
    assert kept.verdict.text == "Kept the sacada."
    assert kept.value == lost.value and kept.value is not None and kept.value.label == "sacada"
    # Another seat's decision is valued but not judged.
    assert judge_position(state.to_notation(), seat=1, action="play As").verdict is None


def test_the_verdict_speaks_to_a_defender() -> None:
    # Seat 1 defends: after the ombre's king of trumps, seat 1's Manille wins the trick.
    state = GameState.from_position("standard", ENDING)
    state.apply("play Kh")
    analysis = solve(state)
    scores = {item.action: item.outcome.score for item in analysis.actions if item.outcome}
    judged = judge_position(state.to_notation(), seat=1, action="play 7h")
    assert judged.verdict is not None
    best = min(scores.values())
    if scores["play 7h"] == best:
        assert judged.verdict.code == "kept"
        assert judged.verdict.text.startswith("Kept the defence's best")
    else:
        assert judged.verdict.code in ("lost", "trick")


def test_every_learner_decision_of_a_deal_is_judged_as_the_solver_values_it() -> None:
    _, state = first_played_seed()
    review = review_deal(state, seat=0)
    for decision in review.decisions:
        if not decision.learner or decision.position is None:
            continue
        position = review.positions[decision.position]
        if position.tricks_done < 4:
            continue  # the early positions take long: the later ones show the rule
        judged = judge_position(position, seat=0, seconds=None)
        analysis = solve(GameState.from_notation(position.notation), seconds=None)
        best = proven_value(analysis)
        assert best is not None and best.outcome is not None
        mine = next(item for item in analysis.actions if item.action == decision.action)
        assert mine.outcome is not None
        assert judged.verdict is not None
        code = judged.verdict.code
        assert (code == "kept") == (mine.outcome.score == best.outcome.score)
        rules = state.rules
        assert (code == "lost") == (level_of(mine.outcome, rules) != level_of(best.outcome, rules))


def test_a_spent_budget_is_reported_as_not_proven_never_guessed() -> None:
    _, state = first_played_seed()
    review = review_deal(state, seat=0)
    first = review.positions[0]
    judged = judge_position(first, seat=first.to_act, seconds=1e-6)
    assert not judged.complete
    assert judged.value is None
    assert judged.verdict is not None and judged.verdict.code == "unknown"
    assert "Not proven" in judged.verdict.text
    # The same position with time enough gives the same answer twice (deterministic).
    first_try, second_try = (
        judge_position(review.positions[-3], seat=0, seconds=None).to_dict() | {"seconds": 0}
        for _ in range(2)
    )
    assert first_try == second_try


def test_proven_value_waits_for_every_action_to_be_bounded() -> None:
    _, state = first_played_seed()
    start = GameState.from_notation(review_deal(state).positions[0].notation)
    assert proven_value(solve(start, nodes=1)) is None


def test_levels_order_the_outcomes_as_the_solver_does() -> None:
    assert list(LEVELS) == ["failed vole", "codille", "puesta", "sacada", "stop", "vole"]
    review = review_deal(bot_deal(2))
    assert [level.label for level in review.levels] == ["codille", "puesta", "sacada"]
    for seed in range(1, 40):
        state = bot_deal(seed)
        if state.stopped:
            break
    else:
        pytest.fail("no bot deal in seeds 1..39 stops after five tricks: pick other seeds")
    review = review_deal(state)
    assert review.final is not None and review.final.label == "stop"
    assert [level.label for level in review.levels][-1] == "stop"


def test_replay_from_a_trick_takes_the_session_back_to_the_learners_card() -> None:
    seed, _ = first_played_seed()
    session = TableSession.new("standard", seed)
    while not session.state.is_terminal():
        session = session.apply(hint(session.state)[0])
    assert session.counted and any(session.tally)
    for trick in (1, 5, 9):
        again = replay_session(session, trick)
        state = again.state
        assert state.current_player == 0 and state.tricks_done == trick - 1
        assert len(state.history) == replay_point(session.state, trick)
        assert not again.counted and again.tally == (0, 0, 0)
        # Playing the same cards again gives the same deal and the same tally.
        for action in session.state.history[len(state.history) :]:
            again = again.apply(action)
        assert again == session
    with pytest.raises(ReviewError, match="no decision in trick 10"):
        replay_session(session, 10)


def test_the_bridge_serves_the_review_in_small_requests_and_errors_as_data() -> None:
    _, state = first_played_seed()
    reply = call("review.deal", notation=state.to_notation())
    assert reply["ok"]
    review = reply["result"]
    assert isinstance(review, dict) and len(review["tricks"]) == 9
    last = review["positions"][-2]
    judged = call("review.position", notation=last["notation"], action=last["action"])
    assert judged["ok"] and judged["result"]["verdict"] is not None  # type: ignore[index]
    errors = {
        "review.position": [
            ({"notation": last["notation"], "seconds": 0}, "bad-param"),
            ({"notation": last["notation"], "action": 5}, "bad-param"),
            ({"notation": last["notation"], "action": "play 2x"}, "bad-card"),
            ({"notation": "standard | dealer 2 | pot 0"}, "not-in-play"),
        ],
        "review.deal": [
            ({"notation": state.to_notation(), "seat": "0"}, "bad-param"),
            ({"notation": state.to_notation(), "seat": 3}, "bad-seat"),
        ],
        "review.replay": [({"session": {}, "trick": 1}, "bad-record")],
    }
    for method, cases in errors.items():
        for params, code in cases:
            answer = call(method, **params)
            assert not answer["ok"], (method, params)
            assert answer["error"]["code"] == code, (method, params, answer)  # type: ignore[index]


def test_the_bridge_replays_a_session_from_a_trick() -> None:
    seed, _ = first_played_seed()
    session = TableSession.new("standard", seed)
    while not session.state.is_terminal():
        session = session.apply(hint(session.state)[0])
    reply = call("review.replay", session=session.to_dict(), trick=3)
    assert reply["ok"]
    result = reply["result"]
    assert isinstance(result, dict)
    assert result["view"]["to_act"] and result["view"]["tricks_done"] == 2
    assert result["status"]["deal_over"] is False


def test_a_surrender_offer_is_valued_but_not_judged() -> None:
    for seed in range(1, 200):
        state = GameState.new_deal("swedish", 2, 0, seed)
        while state.phase != "play" and not state.is_terminal():
            state.apply(hint(state)[0])
        if state.phase == "play" and state.current_player == state.ombre:
            break
    else:
        pytest.fail("no swedish deal in seeds 1..199 has the ombre on lead at trick 1")
    assert "surrender" in [str(action) for action in state.legal_actions()]
    seat = state.current_player
    judged = judge_position(state.to_notation(), seat=seat, action="surrender", seconds=0.5)
    assert judged.verdict is None and judged.played is None
    offered = state.clone()
    offered.apply("surrender")
    decision = review_deal(offered, seat=seat).decisions[-1]
    assert decision.action == "surrender" and decision.position is None


def test_a_choice_tried_first_is_judged_from_the_same_search() -> None:
    ending = GameState.from_position("standard", ENDING)
    notation = ending.to_notation()
    judged = judge_position(notation, seat=0, action="play As", tried=["play Kh", "play As"])
    assert judged.verdict is not None and judged.verdict.code == "kept"
    # The card played is not a try; the king of trumps would have given the puesta.
    [tried] = judged.tries
    assert (tried.action, tried.label, tried.verdict.code) == ("play Kh", "K♥", "lost")
    assert tried.verdict.text == "This would have turned a sacada into a puesta."
    assert judge_position(notation, seat=0, action="play As").tries == ()
    # Only the learner's own tries are judged, and only legal ones.
    assert judge_position(notation, seat=1, action="play As", tried=["play Kh"]).tries == ()
    with pytest.raises(ReviewError, match="not possible"):
        judge_position(notation, seat=0, action="play As", tried=["play Ac"])
    # A defender's try is told as what it would have let the ombre make.
    defence = GameState.from_position(
        "standard", "position entrada hearts ombre 0 leader 1 won 3 3 1 hands Jc Kd / Ks 2c / Qc Kh"
    )
    judged = judge_position(
        defence.to_notation(), seat=1, action="play Ks", tried=["play 2c"], seconds=None
    )
    [tried] = judged.tries
    assert tried.verdict.code == "lost"
    assert tried.verdict.text == (
        "This would have let the ombre escape with a puesta, where best defence won codille."
    )


def test_the_bridge_judges_the_tries_and_checks_them() -> None:
    notation = GameState.from_position("standard", ENDING).to_notation()
    reply = call("review.position", notation=notation, action="play As", tried=["play Kh"])
    assert reply["ok"]
    [tried] = reply["result"]["tries"]  # type: ignore[index]
    assert tried["label"] == "K♥" and tried["verdict"]["code"] == "lost"
    for bad in ("play Kh", [5], None):
        answer = call("review.position", notation=notation, action="play As", tried=bad)
        assert not answer["ok"] and answer["error"]["code"] == "bad-param"  # type: ignore[index]


def test_the_outcome_words_take_their_numbers_from_the_rules() -> None:
    from dataclasses import replace

    from ombre_core.outcomes import level_words
    from ombre_core.rules import RuleSet
    from ombre_core.solver import Outcome

    standard = RuleSet.preset("standard")
    stop = Outcome("sacada", (5, 0, 0), False, True, 0)
    assert level_of(stop, standard).words == "a stop after 5 straight tricks"
    longer = replace(standard, hand_size=12, packet_size=4)
    assert level_words("stop", longer) == "a stop after 7 straight tricks"
    # Where the rules pay nothing for a stop, it is the sacada it is by count.
    assert level_of(stop, RuleSet.preset("swedish")).label == "sacada"
    assert [level_words(label, standard) for label in LEVELS] == [
        "a failed vole",
        "a codille",
        "a puesta",
        "a sacada",
        "a stop after 5 straight tricks",
        "a vole",
    ]
    with pytest.raises(ValueError, match="no outcome level"):
        level_words("primeras", standard)


@pytest.mark.parametrize("rules", table_rules())
def test_every_table_preset_is_reviewed_or_refused_cleanly(rules: str) -> None:
    state = next(
        deal
        for seed in range(1, 60)
        if (deal := bot_deal(seed, rules, dealer=RuleSet.preset(rules).players - 1)).tricks
    )
    notation = state.to_notation()
    problem = player_view(state, 0)["review_problem"]
    deal = call("review.deal", notation=notation, seat=0)
    # The last position before the end is quick to solve, and refused like the rest.
    before = state.replay_start()
    for action in state.history[:-1]:
        before.apply(action)
    position = call(
        "review.position",
        notation=before.to_notation(),
        action=str(state.history[-1]),
        seat=0,
        seconds=1,
    )
    if state.solver_problem() is None:
        assert problem is None and deal["ok"] and position["ok"], (deal, position)
    else:
        assert isinstance(problem, str) and problem.startswith("The deal review is not available")
        for reply in (deal, position):
            assert reply["error"]["code"] == "solver-rules", reply  # type: ignore[index]
    assert (rules in ("tvahant", "ombre-a-dos", "quadrille", "quintille")) == (problem is not None)


def test_the_verdicts_say_who_wins_a_codille_and_never_praise_a_loss() -> None:
    # Seat 1 defends; 2♣ lets the ombre escape with a puesta where K♠ wins codille.
    defence = GameState.from_position(
        "standard", "position entrada hearts ombre 0 leader 1 won 3 3 1 hands Jc Kd / Ks 2c / Qc Kh"
    )
    notation = defence.to_notation()
    slip = judge_position(notation, seat=1, action="play 2c", seconds=None).verdict
    kept = judge_position(notation, seat=1, action="play Ks", seconds=None).verdict
    assert slip is not None and kept is not None
    assert slip.text == "This let the ombre escape with a puesta where K♠ would have won codille."
    assert kept.text == "Kept the defence's best: a codille against the ombre."
    # An ombre who cannot escape a codille is told so, not praised for keeping it.
    beaten = GameState.from_position(
        "standard", "position entrada hearts ombre 0 leader 0 won 2 4 1 hands 2d 3d / As Kh / 2c Ac"
    )
    ombre = judge_position(beaten.to_notation(), seat=0, action="play 2d", seconds=None).verdict
    assert ombre is not None and ombre.text == "No better was possible: a codille."
    _, state = first_played_seed()
    texts = [
        judged.verdict.text
        for position in review_deal(state, seat=0).positions
        if (judged := judge_position(position, seat=0, seconds=None)).verdict is not None
    ]
    texts += [kept.text, slip.text]
    for wrong in ("a codille for the ombre", "Kept the codille", "Kept the puesta", "lost the"):
        assert not any(wrong in text for text in texts), (wrong, texts)
