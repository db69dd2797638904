""" "Try your mistakes again": a clear mistake of the fair review tried once more, judged over the
review's own layouts: accepted within a small margin of the best bet, a nudge after a miss, the
solution after a second miss, the same answer every time."""

from __future__ import annotations

import json

import pytest

from ombre_core import review
from ombre_core.api import dispatch
from ombre_core.bots import hint
from ombre_core.game import GameState
from ombre_core.review import ReviewError, retry_position, review_deal


def mistake_in_trick(seed: int, trick: int) -> tuple[str, str]:
    """The notation before the learner's (seat 0) card in ``trick`` of the seed's bot-played
    deal, and that card."""
    state = GameState.new_deal("standard", 2, 0, seed)
    while not state.is_terminal():
        state.apply(hint(state)[0])
    reviewed = review_deal(state, seat=0)
    [position] = [
        reviewed.positions[decision.position]
        for decision in reviewed.decisions
        if decision.learner and decision.trick == trick and decision.position is not None
    ]
    assert position.action is not None
    return position.notation, position.action


# Seed 13, the learner defends: in trick 5 J♣ is a clear mistake (the fair review's "Lucky");
# A♦ and K♦ are the best bets, 6♦ half a chip short of them, Q♣ as bad as J♣.
NOTATION, PLAYED = mistake_in_trick(13, 5)


def test_the_best_bet_is_accepted_with_its_reason() -> None:
    judged = retry_position(NOTATION, 0, "play Ad", PLAYED)
    assert (judged.code, judged.accepted, judged.best) == ("better", True, "play Ad")
    assert judged.text == "Yes: A♦ wins the codille in 9 layouts out of 12."


def test_a_card_within_the_margin_of_the_best_is_accepted() -> None:
    judged = retry_position(NOTATION, 0, "play 6d", PLAYED)
    assert 0 < judged.loss <= review.RETRY_MARGIN
    assert judged.accepted and judged.code == "better"


def test_a_card_beyond_the_margin_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(review, "RETRY_MARGIN", 0.1)
    judged = retry_position(NOTATION, 0, "play 6d", PLAYED)
    assert not judged.accepted and judged.code == "again"
    assert judged.text.startswith("Not better: 6♦") and judged.text.endswith("Try again.")


def test_a_miss_gets_a_nudge_then_the_solution_at_the_last_try() -> None:
    first = retry_position(NOTATION, 0, "play Qc", PLAYED)
    assert (first.code, first.accepted) == ("again", False)
    assert first.text == "Not better: Q♣ wins the codille in 6 layouts out of 12. Try again."
    last = retry_position(NOTATION, 0, "play Qc", PLAYED, last=True)
    assert (last.code, last.accepted) == ("solution", False)
    assert last.text == (
        "Not better: Q♣ wins the codille in 6 layouts out of 12. "
        "The answer: A♦ wins the codille in 9 layouts out of 12."
    )


def test_the_card_played_before_is_never_accepted() -> None:
    judged = retry_position(NOTATION, 0, PLAYED, PLAYED, last=True)
    assert (judged.code, judged.accepted) == ("same", False)


def test_the_same_try_gets_the_same_answer() -> None:
    first = retry_position(NOTATION, 0, "play 6d", PLAYED)
    review._retry_analysis.cache_clear()  # solved afresh, not remembered
    assert retry_position(NOTATION, 0, "play 6d", PLAYED) == first


def test_a_position_the_seat_is_not_to_act_in_is_refused() -> None:
    with pytest.raises(ReviewError, match="not the one to play"):
        retry_position(NOTATION, 1, "play Ad", PLAYED)


def test_the_api_judges_a_try_and_refuses_an_illegal_card() -> None:
    reply = json.loads(
        dispatch(
            "review.retry",
            json.dumps({"notation": NOTATION, "action": "play Qc", "played": PLAYED, "last": True}),
        )
    )
    assert reply["ok"] is True
    assert reply["result"]["code"] == "solution" and reply["result"]["best"] == "play Ad"
    assert reply["result"]["text"].endswith(
        "The answer: A♦ wins the codille in 9 layouts out of 12."
    )
    wrong = json.loads(
        dispatch(
            "review.retry",
            json.dumps({"notation": NOTATION, "action": "play 2s", "played": PLAYED}),
        )
    )
    assert wrong["ok"] is False
