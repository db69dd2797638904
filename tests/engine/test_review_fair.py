"""The review's fair verdict: the learner's decision judged over the layouts the learner could
see (single dummy), told beside the double-dummy verdict: a good bet that lost, a lucky escape,
a mistake only beyond the estimate's error, the same review for the same deal."""

from __future__ import annotations

import json

import pytest

from ombre_core.api import dispatch
from ombre_core.bots import hint
from ombre_core.game import GameState
from ombre_core.review import (
    FAIR_LAYOUTS,
    Judgement,
    fair_seed,
    judge_fairly,
    judge_position,
    review_deal,
)


def bot_deal(seed: int) -> GameState:
    """A whole deal played by the simple bot in every seat, the learner eldest (dealer 2)."""
    state = GameState.new_deal("standard", 2, 0, seed)
    while not state.is_terminal():
        state.apply(hint(state)[0])
    return state


def judged_in_trick(seed: int, trick: int) -> Judgement:
    """The learner's (seat 0) card in ``trick`` of the seed's deal, judged both ways."""
    review = review_deal(bot_deal(seed), seat=0)
    [position] = [
        review.positions[decision.position]
        for decision in review.decisions
        if decision.learner and decision.trick == trick and decision.position is not None
    ]
    return judge_position(position, seat=0, seconds=None, layouts=FAIR_LAYOUTS)


def call(method: str, **params: object) -> dict[str, object]:
    reply = json.loads(dispatch(method, json.dumps(params)))
    assert isinstance(reply, dict)
    return reply


def test_a_good_bet_that_lost_on_this_layout_is_told_as_a_good_bet() -> None:
    # Seed 2, the learner the ombre: with every hand in view 6♦ turned a puesta into a codille,
    # yet on what the learner could see it keeps the sacada as often as any card.
    judged = judged_in_trick(2, 3)
    assert judged.verdict is not None and judged.verdict.code == "lost"
    fair = judged.fair
    assert fair is not None and fair.code == "best" and fair.story == "good-bet"
    assert fair.layouts == fair.asked == FAIR_LAYOUTS and not fair.exact
    assert fair.text == (
        "Good bet: 6♦ keeps the sacada in 9 layouts out of 12; "
        "this time 3♣ or J♣ happened to do better."
    )
    assert fair.mean == fair.best_mean and fair.loss == 0


def test_a_bad_bet_that_got_away_with_it_is_told_as_lucky() -> None:
    # Seed 13, the learner defends: J♣ kept the defence's best on this layout, but over what the
    # learner could see it gives the ombre a sacada clearly more often than A♦.
    judged = judged_in_trick(13, 5)
    assert judged.verdict is not None and judged.verdict.code == "kept"
    fair = judged.fair
    assert fair is not None and fair.code == "mistake" and fair.story == "lucky"
    assert fair.loss - 2 * fair.error > 0
    assert fair.text == (
        "Lucky: J♣ risks letting the ombre make a sacada in 4 layouts out of 12; "
        "here the cards lay kindly."
    )
    assert fair.best == "play Ad"


def test_the_same_deal_gives_the_same_fair_review() -> None:
    review = review_deal(bot_deal(13), seat=0)
    position = next(
        review.positions[decision.position]
        for decision in review.decisions
        if decision.learner and decision.trick == 7 and decision.position is not None
    )
    first, second = (
        judge_position(position, seat=0, seconds=None, layouts=8).to_dict() | {"seconds": 0}
        for _ in range(2)
    )
    assert first == second and first["fair"] is not None
    assert first["fair"]["seed"] == fair_seed(position.notation)
    # Another seed draws other layouts; the seed given is the one used.
    other = judge_position(position, seat=0, seconds=None, layouts=8, seed=5)
    assert other.fair is not None and other.fair.seed == 5


@pytest.mark.parametrize("seed", [3, 13, 22])
def test_a_fair_verdict_is_a_mistake_only_beyond_the_estimates_error(seed: int) -> None:
    review = review_deal(bot_deal(seed), seat=0)
    seen = 0
    for decision in review.decisions:
        if not decision.learner or decision.position is None or decision.trick < 3:
            continue
        position = review.positions[decision.position]
        state = GameState.from_notation(position.notation)
        assert position.action is not None
        action = next(item for item in state.legal_actions() if str(item) == position.action)
        for layouts in (2, FAIR_LAYOUTS):
            fair = judge_fairly(state, action, None, layouts, fair_seed(position.notation))
            assert fair is not None
            seen += 1
            clear = fair.loss - 2 * fair.error > 0
            assert (fair.code == "mistake") == clear, fair
            assert fair.story in ("best", "fine", "mistake")  # no hindsight, no other story
            assert fair.text.startswith(
                {"best": ("Best bet:", "Play"), "fine": ("Close call:",), "mistake": ("Mistake:",)}[
                    fair.code
                ]
            ) or fair.text.endswith("was the only choice."), fair.text
    assert seen >= 6


def test_the_fair_words_never_give_the_ombre_a_codille() -> None:
    texts = []
    for seed, trick in ((2, 3), (2, 4), (13, 5), (22, 8), (31, 4)):
        fair = judged_in_trick(seed, trick).fair
        assert fair is not None
        texts.append(fair.text)
    assert not any("codille for the ombre" in text for text in texts), texts
    assert any("codille" in text or "sacada" in text for text in texts)


def test_the_only_card_left_is_the_only_choice() -> None:
    state = GameState.from_position(
        "standard", "position entrada hearts ombre 0 leader 1 won 4 2 2 hands As / 7h / Ac"
    )
    state.apply("play 7h")
    state.apply("play Ac")
    [action] = state.legal_actions()
    fair = judge_fairly(state, action, None)
    assert fair is not None and fair.code == "best" and fair.text == "A♠ was the only choice."
    # What the side could still expect is weighed all the same: here a sacada, every time.
    assert fair.exact and fair.chances == {"sacada": 1.0} and fair.mean == fair.best_mean > 0


def test_a_short_budget_judges_the_layouts_solved_so_far() -> None:
    review = review_deal(bot_deal(2), seat=0)
    mine = [
        review.positions[decision.position]
        for decision in review.decisions
        if decision.learner and decision.position is not None
    ]
    # Where the position itself is not solved within the budget, no fair verdict is guessed.
    judged = judge_position(mine[0], seat=0, seconds=1e-6, layouts=FAIR_LAYOUTS)
    assert not judged.complete and judged.fair is None
    # Where it is, the layouts solved when the budget ends are judged: at least one.
    state = GameState.from_notation(mine[2].notation)
    action = next(item for item in state.legal_actions() if str(item) == mine[2].action)
    fair = judge_fairly(state, action, None, FAIR_LAYOUTS, 1, seconds=1e-6)
    assert fair is not None and fair.layouts == 1 < fair.asked == FAIR_LAYOUTS
    assert not fair.exact and fair.error == float("inf")
    assert fair.code != "mistake"  # one layout: no error estimate, no clear loss
    assert fair.text.endswith("in 1 layout out of 1.") or "1 layout out of 1" in fair.text


def test_the_bridge_serves_the_fair_verdict_when_asked_and_checks_its_params() -> None:
    review = review_deal(bot_deal(2), seat=0)
    position = next(
        review.positions[decision.position]
        for decision in review.decisions
        if decision.learner and decision.trick == 3 and decision.position is not None
    )
    params = {"notation": position.notation, "action": position.action, "seat": 0}
    plain = call("review.position", **params)
    assert plain["ok"] and plain["result"]["fair"] is None  # type: ignore[index]
    reply = call("review.position", **params, seconds=10, layouts=FAIR_LAYOUTS)
    assert reply["ok"], reply
    fair = reply["result"]["fair"]  # type: ignore[index]
    assert set(fair) == {
        "code", "story", "text", "action", "best", "chances", "best_chances", "mean",
        "best_mean", "loss", "error", "layouts", "asked", "exact", "seed",
    }  # fmt: skip
    assert fair["story"] == "good-bet" and fair["seed"] == fair_seed(position.notation)
    assert fair["text"].startswith("Good bet: 6♦ keeps the sacada in 9 layouts out of 12")
    assert abs(sum(fair["chances"].values()) - 1) < 1e-3
    # The page asks with fair: true, and gets the review's own number of layouts.
    asked = call("review.position", **params, seconds=10, fair=True)
    assert asked["ok"] and asked["result"]["fair"]["asked"] == FAIR_LAYOUTS  # type: ignore[index]
    refused = call("review.position", **params, fair="yes")
    assert not refused["ok"] and refused["error"]["code"] == "bad-param"  # type: ignore[index]
    # Another seat's decision gets no verdict, fair or not.
    other = call("review.position", **(params | {"seat": 1}), layouts=4)
    assert other["ok"] and other["result"]["fair"] is None  # type: ignore[index]
    for bad in (0, 61, "3", True, 2.5):
        answer = call("review.position", **params, layouts=bad)
        assert not answer["ok"] and answer["error"]["code"] == "bad-param", bad  # type: ignore[index]
    for bad in (-1, 2**32, "1"):
        answer = call("review.position", **params, layouts=4, seed=bad)
        assert not answer["ok"] and answer["error"]["code"] == "bad-param", bad  # type: ignore[index]
