"""Drills that coach: the swedish takeover case of the payment drill, cards listed as a player
reads them (highest first, in the trump order), a poor exchange said once, suit names for both
decks sent with every question."""

from __future__ import annotations

import re

import pytest

from ombre_core.cards import Card, Suit
from ombre_core.exercises import KINDS, Exercise, generate
from ombre_core.exercises.results import PLAYERS
from ombre_core.ranking import power, suit_in_play
from ombre_core.scoring import settle

SEEDS = range(0, 400)
TAKEOVER_SEEDS = [
    seed for seed in SEEDS if generate("payment", seed, "swedish").context["case"] == "takeover"
]


def reading_order(codes: list[str], trump: Suit) -> list[str]:
    """Trumps first, then spades, hearts, diamonds, clubs; each highest first."""

    def key(code: str) -> tuple[int, int]:
        card = Card.parse(code)
        suit = suit_in_play(card, trump)
        return (0 if suit == trump else 1 + int(suit), -power(card, trump))

    return sorted(codes, key=key)


# --- the takeover -------------------------------------------------------------------------------
def test_takeover_cases_come_in_swedish_only() -> None:
    assert len(TAKEOVER_SEEDS) >= 30
    assert all(generate("payment", s, "standard").context["case"] != "takeover" for s in SEEDS)


@pytest.mark.parametrize("seed", TAKEOVER_SEEDS[:25])
def test_a_takeover_is_settled_with_the_first_defender_to_refuse_as_the_ombre(seed: int) -> None:
    exercise = generate("payment", seed, "swedish")
    data, context = exercise.data, exercise.context
    old, new = context["old"], context["new"]
    assert new in ((old + 1) % 3, (old + 2) % 3)  # a defender takes over
    before, final = data["tricks_before"], data["tricks_by_seat"]
    assert 0 < sum(before) < 4 and all(b <= f for b, f in zip(before, final, strict=True))
    assert sum(final) == 9
    # The settlement's tricks: the new ombre first, then play order after them.
    outcome = context["outcome"]
    assert list(outcome.tricks) == [final[(new + offset) % 3] for offset in range(3)]
    settlement = settle(outcome)
    chips = exercise.solution["chips"]
    assert chips == [settlement.chips[(seat - new) % 3] for seat in range(3)]
    assert sum(chips) + exercise.solution["pot_after"] == data["pot"]
    assert data["players"] == list(PLAYERS)
    # The question names who refused; the answer is marked and explained per player.
    assert f"{PLAYERS[new]} refused" in exercise.question or (
        f"{PLAYERS[new]}, the first to answer, refused" in exercise.question
    )
    right = exercise.check(exercise.solution)
    assert right.correct
    assert f"{PLAYERS[new]} took over as the ombre" in right.message
    assert "stay with whoever won them" in right.message
    lines = [r for r in right.reasons if "chips" in r]
    assert [sum(line["chips"][seat] for line in lines) for seat in range(3)] == chips


@pytest.mark.parametrize("seed", TAKEOVER_SEEDS[:10])
def test_a_wrong_takeover_answer_gets_a_nudge_that_gives_nothing_away(seed: int) -> None:
    exercise = generate("payment", seed, "swedish")
    old, new = exercise.context["old"], exercise.context["new"]
    chips = list(exercise.solution["chips"])
    chips[old] -= 1
    chips[new] += 1  # still adds up
    feedback = exercise.check(
        {"chips": chips, "pot_after": exercise.solution["pot_after"]}, reveal=False
    )
    assert feedback.retry and not feedback.reasons and feedback.solution is None
    assert "refused first" in feedback.nudge
    assert not re.search(r"\d", feedback.nudge)
    assert not any(name in feedback.nudge for name in PLAYERS)


# --- cards as a player reads them ---------------------------------------------------------------
@pytest.mark.parametrize("seed", range(40))
def test_legal_play_lists_the_cards_highest_first_in_the_trump_order(seed: int) -> None:
    exercise = generate("legal-play", seed)
    trump = Suit.parse(exercise.data["trump"])
    for answer in ([], [c.id for c in exercise.choices]):
        for reason in exercise.check(answer).reasons:
            assert reason["cards"] == reading_order(reason["cards"], trump), reason
    shown = exercise.show_solution().message
    symbols = [Card.parse(code).symbol() for code in reading_order(exercise.solution, trump)]
    assert shown.startswith(f"The answer: {' '.join(symbols)}.")


@pytest.mark.parametrize("seed", range(20))
def test_the_exchange_names_discards_in_the_hands_order_and_a_poor_one_once(seed: int) -> None:
    exercise = generate("exchange", seed)
    trump = Suit.parse(exercise.data["trump"])
    best = exercise.choices[0].id  # the best trump: a poor discard
    low = exercise.choices[-1].id
    feedback = exercise.check([low, best])
    poor = feedback.reasons[0]["message"]
    assert feedback.message.startswith("A poor exchange.")
    assert feedback.message.lower().count(poor.lower()) == 1
    named = " ".join(Card.parse(code).symbol() for code in reading_order([low, best], trump))
    assert f"You discarded {named} and drew" in feedback.message


def test_answers_name_cards_as_symbols_and_zero_without_a_sign() -> None:
    for kind in KINDS:
        for seed in range(12):
            message = generate(kind, seed).show_solution().message
            assert not re.search(r"\b(?:Ace|King|Queen|Jack|Two|Seven) of\b", message), message
            assert "+0" not in message, message


def test_every_question_sends_both_decks_suit_names_in_suit_order() -> None:
    names = generate("trick-winner", 1).to_dict()["suit_names"]
    assert names == {
        "french": [suit.name_in("french") for suit in Suit],
        "spanish": [suit.name_in("spanish") for suit in Suit],
    }
    assert names["spanish"][Suit.HEARTS] == "copas" and names["spanish"][Suit.DIAMONDS] == "oros"


CARD_CODE = re.compile(r"\b(?:[2-7KQJ][shdc]|A[hdc])\b")
WORKSHOP = re.compile(r"RULES\.md|\bseeds?\b|\b00[0-4]\b|every build", re.IGNORECASE)


def _wrong(exercise: Exercise) -> object:
    answer_type = exercise.answer_type
    if answer_type == "choice":
        return next(c.id for c in exercise.choices if c.id != exercise.solution)
    if answer_type == "multi":
        return [] if exercise.solution else [exercise.choices[0].id]
    if answer_type == "order":
        return list(reversed(exercise.solution))
    if answer_type == "number":
        return exercise.solution + 1
    chips = list(exercise.solution["chips"])
    return {"chips": [chips[0] + 1, *chips[1:]], "pot_after": exercise.solution["pot_after"]}


@pytest.mark.parametrize("rules", ["standard", "swedish"])
@pytest.mark.parametrize("kind", KINDS)
def test_no_drill_text_shows_a_card_code_or_the_workshop(kind: str, rules: str) -> None:
    """Question, hint, choices, nudge, feedback and every listed reason: what a learner reads."""
    for seed in range(30):
        exercise = generate(kind, seed, rules)
        texts = [exercise.question, exercise.hint, *(c.label for c in exercise.choices)]
        wrong = _wrong(exercise)
        for feedback in (
            exercise.check(wrong, reveal=False),
            exercise.check(wrong),
            exercise.check(exercise.solution),
            exercise.show_solution(),
        ):
            texts += [feedback.message, *(reason["message"] for reason in feedback.reasons)]
        for text in texts:
            assert not CARD_CODE.search(text), (kind, seed, text)
            assert not WORKSHOP.search(text), (kind, seed, text)
