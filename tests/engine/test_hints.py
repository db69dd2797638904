"""A strong player's hint (issue 22, item 5): the idea classifier on hand-made positions, and
the hint's choice against the single-dummy analysis it comes from."""

from __future__ import annotations

import pytest

from ombre_core.bots import hint
from ombre_core.cards import Card
from ombre_core.game import GameState
from ombre_core.hints import HINT_LAYOUTS, bot_hint, strong_hint
from ombre_core.ideas import IDEAS, Idea, IdeaError, classify
from ombre_core.messages import CATALOGUE
from ombre_core.single_dummy import analyse

# Hearts are trumps: Spadille A♠, Manille 2♥, Basto A♣, Punto A♥, then K♥ Q♥ J♥ 3♥ 4♥...
# Seat 0 is the ombre; "trick" lists the cards played so far, the leader's first.
SPOTS = [
    ("draw-trumps", "leader 0 won 4 1 1 hands 2h 4c 5s / 7h Kc Qd / Ac Jd 3s", "play 2h", Card.H2),
    ("cash", "leader 0 won 4 1 1 hands Kc 4d 5s / Qc 5d 6s / 2c 6d 7s", "play Kc", Card.CK),
    (
        "long-suit",
        "leader 0 won 3 1 1 hands 4d 5d 6d Ks / Qc 7d Qs 6s / 2c Kd 7s 3c",
        "play 4d",
        Card.D4,
    ),
    (
        "lead-low",
        "leader 0 won 3 1 1 hands 4d 5d 6d 2c / Qc 7d Qs 6s / Kc Kd 7s 3c",
        "play 2c",
        Card.C2,
    ),
    (
        "keep-matador",
        "leader 0 won 4 1 1 hands 4c 5c / As 4h 5d / 6d 7d Jd trick Kh",
        "play 4h",
        Card.SA,
    ),
    ("win", "leader 0 won 4 1 1 hands 4c 5c / As 4h 5d / 6d 7d Jd trick Kh", "play As", Card.SA),
    (
        "trump-in",
        "leader 0 won 4 1 1 hands 4c 3c / 4h 6d 7d / 6c Jd Qd trick 5c",
        "play 4h",
        Card.H4,
    ),
    ("duck", "leader 0 won 4 1 1 hands 4c 3c / 4h 6d 7d / 6c Jd Qd trick 5c", "play 6d", Card.D6),
    ("win", "leader 0 won 4 1 1 hands 4c 3c / Kc 6d 7d / 6c Jd Qd trick 5c", "play Kc", Card.CK),
    ("duck", "leader 1 won 4 1 1 hands 5c 4c 3c / 6d 7d / 2c Qc 4d trick Kc", "play 2c", Card.C2),
    ("throw", "leader 0 won 4 1 1 hands 4c 3c / 2c 3s 6d / 5d 6s 7d trick Kc", "play 2c", Card.C2),
    (
        "keep-guard",
        "leader 0 won 4 1 1 hands 4c 3c / Kd 4d 5s / 2c 6s 7d trick Kc",
        "play 5s",
        Card.DK,
    ),
    ("throw", "leader 0 won 4 1 1 hands 4c 3c / Kd 4d 5s / 2c 6s 7d trick Kc", "play 4d", Card.D4),
    ("stop", "leader 0 won 5 0 0 hands 4d 5d 6d 2c / Qc 7d Qs 6s / Kc Kd 7s 3c", "stop", None),
    (
        "vole",
        "leader 0 won 5 0 0 hands 4d 5d 6d 2c / Qc 7d Qs 6s / Kc Kd 7s 3c",
        "announce vole",
        None,
    ),
]


def spot(text: str) -> GameState:
    return GameState.from_position("standard", f"position entrada hearts ombre 0 {text}")


@pytest.mark.parametrize(("code", "text", "action", "card"), SPOTS)
def test_each_idea_on_a_hand_made_position(
    code: str, text: str, action: str, card: Card | None
) -> None:
    assert classify(spot(text), action) == Idea(code, card)


def test_every_idea_is_classified_somewhere_and_worded_in_the_catalogue() -> None:
    assert {code for code, *_ in SPOTS} == set(IDEAS)
    assert all(f"idea.{code}" in CATALOGUE for code in IDEAS)


def test_ideas_are_asked_of_legal_plays_only() -> None:
    with pytest.raises(IdeaError, match="not legal"):
        classify(spot(SPOTS[0][1]), "play 7h")
    with pytest.raises(IdeaError, match="play of a trump game"):
        classify(GameState.new_deal("standard", 0, 0, 7), "pass")


def trick_three(seed: int) -> GameState:
    """Seed ``seed``, by the simple bot's choices, at the learner's (seat 0) first decision
    from trick 3 on with a choice of cards."""
    state = GameState.new_deal("standard", 2, 0, seed)
    while (
        not (state.phase == "play" and state.current_player == 0 and len(state.tricks) >= 2)
        or len(state.legal_actions()) < 2
    ):
        state.apply(hint(state)[0])
    return state


@pytest.mark.parametrize("seed", [2, 3, 4, 5])
def test_the_hint_is_within_the_error_of_the_best_and_prefers_the_simple_bots_card(
    seed: int,
) -> None:
    state = trick_three(seed)
    advice = strong_hint(state)
    analysis = analyse(state, layouts=HINT_LAYOUTS, seed=0)
    assert analysis.verdict(advice.action).label in ("best", "fine")
    simple = str(hint(state)[0])
    if analysis.verdict(simple).label != "mistake":
        assert advice.action == simple
    else:
        assert advice.action == analysis.best().action
    assert advice.idea is not None
    assert advice.idea.startswith(CATALOGUE[f"idea.{classify(state, advice.action).code}"][:8])
    assert f"{analysis.layouts} layouts" in advice.source


def test_the_same_seed_gives_the_same_hint_and_another_seed_may_not() -> None:
    state = trick_three(3)
    assert strong_hint(state) == strong_hint(state.clone())
    assert strong_hint(state, layouts=4, seed=1) == strong_hint(state, layouts=4, seed=1)


def test_outside_the_play_and_where_the_solver_does_not_play_the_hint_is_the_simple_bots() -> None:
    auction = GameState.new_deal("standard", 0, 0, 7)
    assert strong_hint(auction) == bot_hint(auction)
    assert bot_hint(auction).idea is None and bot_hint(auction).action == str(hint(auction)[0])
    quadrille = GameState.new_deal("quadrille", 0, 0, 3)
    while quadrille.phase != "play":
        quadrille.apply(hint(quadrille)[0])
    assert strong_hint(quadrille) == bot_hint(quadrille)


def test_a_forced_card_is_told_without_an_analysis() -> None:
    state = spot("leader 0 won 4 1 1 hands 4c 3c / 2c 3s 6d / 5d 6s 7d trick Kc")
    advice = strong_hint(state)
    assert (advice.action, advice.idea) == ("play 2c", CATALOGUE["idea.forced"])
    assert advice.reason == hint(state)[1]


def test_the_idea_names_no_card_played_and_the_counts_are_plural_words() -> None:
    state = trick_three(2)
    advice = strong_hint(state)
    assert advice.idea is not None
    played = advice.action.split()[1]
    assert Card.parse(played).symbol() not in advice.idea
    assert " out of 10." in advice.idea
    one = strong_hint(state, layouts=1)
    assert "over 1 layout of" in one.source


def test_a_hint_on_a_tight_budget_still_answers_with_a_legal_action() -> None:
    state = GameState.new_deal("standard", 0, 0, 100)
    while state.phase != "play":
        state.apply(hint(state)[0])
    advice = strong_hint(state, seconds=0.05)
    assert advice.action in [str(action) for action in state.legal_actions()]
    if advice.idea is None:  # no layout solved in time: the simple bot's hint
        assert advice == bot_hint(state)
