"""The exercise generators: deterministic, JSON-ready, and with exactly one accepted answer."""

from __future__ import annotations

import itertools
import json
import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ombre_core.cards import Card, Suit, card_list, format_cards, mask_of, parse_hand
from ombre_core.errors import NotationError, OmbreError, RuleSetError
from ombre_core.exercises import KINDS, Exercise, ExerciseError, check, generate, solution
from ombre_core.exercises.base import kinds
from ombre_core.exercises.play import LEGAL_CASES
from ombre_core.exercises.results import PAYMENT_CASES, PLAYERS
from ombre_core.ranking import (
    card_title,
    is_trump,
    matadors,
    suit_in_play,
    suit_order,
    top_trump_run,
)
from ombre_core.rules import RuleSet
from ombre_core.scoring import classify, settle
from ombre_core.strategy import bid_advice
from ombre_core.tricks import legal_cards, legal_reason, trick_winner

PRESETS = ("standard", "swedish")
SEEDS = range(40)


def all_exercises(kind: str, seeds: range = SEEDS) -> list[Exercise]:
    return [generate(kind, seed, rules) for rules in PRESETS for seed in seeds]


def wrong_answers(exercise: Exercise) -> list[Any]:
    """Every well-formed answer other than the solution (all of them for small exercises)."""
    ids = [choice.id for choice in exercise.choices]
    solution_value = exercise.solution
    if exercise.answer_type == "choice":
        return [i for i in ids if i != solution_value]
    if exercise.answer_type == "multi":
        if len(ids) <= 9:
            subsets = itertools.chain.from_iterable(
                itertools.combinations(ids, size) for size in range(len(ids) + 1)
            )
        else:  # the solution with any one card flipped
            subsets = (sorted(set(solution_value) ^ {i}) for i in ids)
        return [sorted(s) for s in subsets if sorted(s) != solution_value]
    if exercise.answer_type == "order":
        if len(ids) <= 5:
            return [list(p) for p in itertools.permutations(ids) if list(p) != solution_value]
        swaps = []
        for a, b in itertools.combinations(range(len(ids)), 2):
            order = list(solution_value)
            order[a], order[b] = order[b], order[a]
            swaps.append(order)
        return swaps
    if exercise.answer_type == "number":
        return [n for n in range(-1, 12) if n != solution_value]
    chips = exercise.solution["chips"]
    pot = exercise.solution["pot_after"]
    out: list[Any] = [{"chips": chips, "pot_after": pot + 1}]
    for index in range(len(chips)):
        changed = list(chips)
        changed[index] += 1
        out.append({"chips": changed, "pot_after": pot})
    return out


@pytest.mark.parametrize("kind", KINDS)
def test_generation_is_deterministic_and_json_ready(kind: str) -> None:
    for exercise in all_exercises(kind):
        again = generate(kind, exercise.seed, exercise.rules)
        assert again.to_dict(include_solution=True) == exercise.to_dict(include_solution=True)
        text = json.dumps(exercise.to_dict(include_solution=True))
        assert json.loads(text)["solution"] == json.loads(json.dumps(exercise.solution))
        assert "solution" not in exercise.to_dict()
        assert exercise.question and exercise.hint
        ids = [choice.id for choice in exercise.choices]
        assert len(ids) == len(set(ids))


@pytest.mark.slow
@pytest.mark.parametrize("kind", KINDS)
def test_solution_is_the_only_accepted_answer(kind: str) -> None:
    for exercise in all_exercises(kind):
        right = exercise.check(exercise.solution)
        assert right.correct, (exercise, right)
        assert right.message.startswith("Your exchange:" if kind == "exchange" else "Right.")
        assert check(kind, exercise.seed, exercise.rules, exercise.solution).correct
        if exercise.data.get("open"):  # every answer is accepted, with the engine's comment
            continue
        for answer in wrong_answers(exercise):
            feedback = exercise.check(answer)
            assert not feedback.correct, (exercise, answer)
            assert feedback.message.startswith("Not quite.")
            assert len(feedback.message) > len("Not quite. ") + 20
            assert feedback.reasons
            json.dumps(feedback.to_dict())


@pytest.mark.parametrize("kind", KINDS)
def test_show_me_gives_solution_with_explanation(kind: str) -> None:
    shown = solution(kind, 3, "standard")
    assert shown.correct and shown.message.startswith("The answer: ")
    assert shown.solution == generate(kind, 3).solution


@pytest.mark.parametrize("kind", KINDS)
def test_malformed_answers_raise_bad_answer(kind: str) -> None:
    exercise = generate(kind, 5)
    for bad in (None, 3.5, "nonsense", {"x": 1}, [["Kh"]], True):
        with pytest.raises(NotationError) as raised:
            exercise.check(bad)
        assert raised.value.code == "bad-answer"
        assert raised.value.message


def test_unknown_kind_seed_and_rules_are_clear_errors() -> None:
    with pytest.raises(ExerciseError) as raised:
        generate("crossword", 1)
    assert raised.value.code == "unknown-exercise"
    assert "trick-winner" in raised.value.message
    for bad_seed in (-1, "7", 1.5, True):
        with pytest.raises(ExerciseError) as raised:
            generate("trick-winner", bad_seed)  # type: ignore[arg-type]
        assert raised.value.code == "bad-seed"
    with pytest.raises(RuleSetError):
        generate("trick-winner", 1, "bridge")
    assert issubclass(ExerciseError, OmbreError)


def test_kinds_lists_every_registered_kind() -> None:
    assert sorted(KINDS) == sorted(kinds())
    assert len(set(KINDS)) == len(KINDS)


def test_seeds_give_different_exercises() -> None:
    for kind in KINDS:
        shown = {json.dumps(generate(kind, seed).data) for seed in range(20)}
        assert len(shown) >= 10, kind


# --- trick-winner ---------------------------------------------------------------------------


def test_trick_winner_tricks_are_legal_and_cover_every_case() -> None:
    cases = set()
    for exercise in all_exercises("trick-winner"):
        trump = Suit.parse(exercise.data["trump"])
        trick = [Card.parse(code) for code in exercise.data["trick"]]
        assert len(set(trick)) == 3
        assert exercise.data["led_suit"] == str(suit_in_play(trick[0], trump))
        assert exercise.solution == str(trick[trick_winner(trick, trump)])
        assert [choice.card for choice in exercise.choices] == exercise.data["trick"]
        cases.add(exercise.context["case"])
    assert cases == {
        "follow-suit",
        "trumped",
        "discard",
        "trump-lead",
        "matador",
        "red-plain-ace",
        "punto",
        "black-ace",
    }


def test_trick_winner_feedback_explains_both_cards() -> None:
    exercise = generate("trick-winner", 1)  # case "trumped"
    assert exercise.context["case"] == "trumped"
    wrong = next(c.id for c in exercise.choices if c.id != exercise.solution)
    feedback = exercise.check(wrong)
    codes = [reason["code"] for reason in feedback.reasons]
    assert codes[-1] == "highest-trump"
    assert codes[0] in ("trump-beats-plain", "discard-cannot-win")
    assert Card.parse(wrong).symbol() in feedback.message


# --- order-cards ----------------------------------------------------------------------------


def test_order_cards_solution_follows_the_engine_order() -> None:
    cases = set()
    for exercise in all_exercises("order-cards"):
        trump = Suit.parse(exercise.data["trump"])
        suit = Suit.parse(exercise.data["suit"])
        order = [str(card) for card in suit_order(suit, trump=trump)]
        assert exercise.solution == sorted(exercise.data["cards"], key=order.index)
        assert 4 <= len(exercise.solution) <= 6
        assert exercise.data["cards"] != exercise.solution  # never shown already in order
        cases.add(exercise.context["case"])
    assert cases == {"black-trumps", "red-trumps", "red-plain", "black-plain"}


def test_order_cards_marks_each_position() -> None:
    exercise = generate("order-cards", 2)
    answer = list(exercise.solution)
    answer[0], answer[1] = answer[1], answer[0]
    feedback = exercise.check(answer)
    marks = [
        reason for reason in feedback.reasons if reason["code"] in ("in-place", "out-of-place")
    ]
    assert [mark["facts"]["correct"] for mark in marks] == [False, False] + [True] * (
        len(answer) - 2
    )
    assert f"{len(answer) - 2} of {len(answer)} cards are in the right place" in feedback.message
    with pytest.raises(NotationError):
        exercise.check(answer[:-1])


# --- matadors -------------------------------------------------------------------------------


def test_matadors_which_has_decoys_and_explains_them() -> None:
    seen_decoys = set()
    for exercise in all_exercises("matadors-which"):
        trump = Suit.parse(exercise.data["trump"])
        cards = [Card.parse(code) for code in exercise.data["cards"]]
        assert exercise.solution == sorted(str(c) for c in cards if c in matadors(trump))
        assert exercise.solution  # at least one matador to find
        seen_decoys |= {str(c) for c in cards if c not in matadors(trump)}
    assert {"Ah", "Ad", "7s", "2h", "2c", "7c"} <= seen_decoys
    exercise = generate("matadors-which", 0)
    decoy = next(c.id for c in exercise.choices if c.id not in exercise.solution)
    feedback = exercise.check(sorted([*exercise.solution, decoy]))
    assert f"{Card.parse(decoy).symbol()} is not a matador." in feedback.message
    # Why, once per thing said: the decoy's reason names the card, drawn small beside it.
    notes = [r for r in feedback.reasons if decoy in r["cards"]]
    assert len(notes) == 1 and "not" in notes[0]["message"]
    feedback = exercise.check([])
    assert "You left out" in feedback.message
    with pytest.raises(NotationError):
        exercise.check([exercise.solution[0], exercise.solution[0]])


def test_matadors_count_and_trump_run_cover_every_count() -> None:
    counts = {generate("matadors-count", seed).solution for seed in range(8)}
    assert counts == {0, 1, 2, 3}
    runs = {generate("trump-run", seed).solution for seed in range(12)}
    assert runs == {0, 1, 2, 3, 4, 5}
    for exercise in all_exercises("trump-run"):
        trump = Suit.parse(exercise.data["trump"])
        hand = parse_hand(exercise.data["hand"])
        assert exercise.solution == top_trump_run(hand, trump)
        assert len(exercise.data["hand"]) == 9


def test_trump_run_explains_the_preset_bonus() -> None:
    hand_seed = next(s for s in range(30) if generate("trump-run", s).solution == 4)
    standard = generate("trump-run", hand_seed, "standard").check(4)
    swedish = generate("trump-run", hand_seed, "swedish").check(4)
    assert standard.message.count(". ") == 1  # the verdict and one sentence
    assert "estuches would bring 4" in standard.reasons[0]["message"]
    bonus = swedish.reasons[0]["message"]
    assert "swedish matador bonus" in bonus and "bring 4" in bonus


# --- legal-play -----------------------------------------------------------------------------


def test_legal_play_first_seeds_cover_every_privilege_case() -> None:
    for rules in PRESETS:
        seen = {}
        for seed in range(len(LEGAL_CASES)):
            exercise = generate("legal-play", seed, rules)
            trump = Suit.parse(exercise.data["trump"])
            trick = [Card.parse(code) for code in exercise.data["trick"]]
            hand = parse_hand(exercise.data["hand"])
            case = exercise.context["case"]
            assert legal_reason(hand, trick, trump).code == LEGAL_CASES[case], (case, exercise)
            seen[case] = exercise
        assert set(seen) == set(LEGAL_CASES)
        # The four test cases written out in RULES.md.
        for case, lead_title, held_title, must in (
            ("spadille-led-only-basto", "Spadille", "Basto", True),
            ("manille-led-only-basto", "Manille", "Basto", True),
            ("basto-led-only-spadille", "Basto", "Spadille", False),
        ):
            exercise = seen[case]
            trump = Suit.parse(exercise.data["trump"])
            lead = Card.parse(exercise.data["trick"][0])
            hand = parse_hand(exercise.data["hand"])
            assert card_title(lead, trump) == lead_title
            held = [c for c in card_list(hand) if is_trump(c, trump)]
            assert [card_title(c, trump) for c in held] == [held_title]
            assert (exercise.solution == [str(held[0])]) is must


def test_legal_play_solution_is_the_engine_legal_set() -> None:
    for exercise in all_exercises("legal-play"):
        trump = Suit.parse(exercise.data["trump"])
        trick = [Card.parse(code) for code in exercise.data["trick"]]
        hand = parse_hand(exercise.data["hand"])
        assert len(trick) in (1, 2) and not hand & mask_of(trick)
        assert 5 <= len(exercise.choices) <= 8
        assert exercise.solution == sorted(format_cards(legal_cards(hand, trick, trump)).split())


def test_legal_play_wrong_answer_names_the_cards() -> None:
    exercise = generate("legal-play", 0)  # plain-follow: some cards are not allowed
    assert exercise.context["case"] == "plain-follow"
    illegal = next(c.id for c in exercise.choices if c.id not in exercise.solution)
    feedback = exercise.check(sorted([*exercise.solution, illegal]))
    assert "You may play " in feedback.message and "and nothing else." in feedback.message
    assert Card.parse(illegal).symbol() not in feedback.message.split("nothing else")[0]
    assert "You must follow" in feedback.message
    # The rule once, with the cards it allows and bars, not once per card.
    may, may_not = (
        next(r for r in feedback.reasons if r["code"] == c) for c in ("may-play", "may-not-play")
    )
    assert sorted(may["cards"]) == exercise.solution and illegal in may_not["cards"]
    assert sorted(may["cards"] + may_not["cards"]) == sorted(exercise.data["hand"])


# --- trick-split and payment ----------------------------------------------------------------


def test_trick_split_agrees_with_classify_and_teaches_the_key_splits() -> None:
    splits = set()
    for exercise in all_exercises("trick-split"):
        ombre = exercise.data["ombre"]
        tricks = exercise.data["tricks"]
        seats = [ombre, (ombre + 1) % 3, (ombre + 2) % 3]
        result, by = classify([tricks[s] for s in seats])
        assert exercise.solution == (result if by is None else f"codille-{seats[by]}")
        assert sum(tricks) == 9
        splits.add(tuple(tricks[s] for s in seats))
    assert {(4, 3, 2), (3, 3, 3), (1, 4, 4), (4, 4, 1), (3, 5, 1)} <= splits
    exercise = generate("trick-split", 0)  # 4-3-2: a sacada against a total of five
    assert exercise.solution == "sacada"
    assert "compared with the ombre alone" in exercise.check("puesta").message


def test_payment_matches_settle_and_covers_every_case() -> None:
    for rules in PRESETS:
        cases = set()
        for seed in SEEDS:
            exercise = generate("payment", seed, rules)
            outcome = exercise.context["outcome"]
            settlement = settle(outcome)
            order = exercise.context.get("order", [0, 1, 2])  # a takeover lists seats in order
            assert exercise.solution == {
                "chips": [settlement.chips[index] for index in order],
                "pot_after": settlement.pot_after,
            }
            assert sum(settlement.chips) + settlement.pot_after == exercise.data["pot"]
            cases.add(exercise.context["case"])
        swedish_only = {"surrender", "takeover"}
        expected = set(PAYMENT_CASES) - (swedish_only if rules == "standard" else set())
        assert cases == expected


def test_payment_feedback_marks_each_line() -> None:
    exercise = generate("payment", 0)
    chips = list(exercise.solution["chips"])
    chips[1] -= 1
    feedback = exercise.check({"chips": chips, "pot_after": exercise.solution["pot_after"]})
    marks = [r for r in feedback.reasons if r["code"].startswith(("chips-", "pot-"))]
    assert [m["code"] for m in marks] == ["chips-right", "chips-wrong", "chips-right", "pot-right"]
    assert "First defender" in feedback.message
    assert any(r["code"] == "game-value" for r in feedback.reasons)
    for bad in ({"chips": [1, 2], "pot_after": 0}, {"chips": [1, 2, "3"], "pot_after": 0}):
        with pytest.raises(NotationError):
            exercise.check(bad)


# --- bid-advice and exchange ----------------------------------------------------------------


def test_bid_advice_follows_the_seeds_tip_and_covers_each_verdict() -> None:
    verdicts = set()
    for exercise in all_exercises("bid-advice"):
        hand = parse_hand(exercise.data["hand"])
        bid, reasons = bid_advice(hand, RuleSet.preset(exercise.rules))
        assert exercise.solution == ("bid" if bid else "pass")
        verdicts.add(reasons[0].code)
    assert verdicts == {"matador-and-tops", "long-trumps", "lone-matador", "too-weak"}
    swedish = generate("bid-advice", 0, "swedish")
    assert [c.label for c in swedish.choices] == ["Bid juego", "Pass"]


def test_bid_advice_rules_on_hands_from_the_tip() -> None:
    standard = RuleSet.preset("standard")
    # One matador and nothing else: pass.
    assert bid_advice(parse_hand("As 3h 4h 5d 6d 3c 4c 5c 6c"), standard)[0] is False
    assert bid_advice(parse_hand("As 3h 4h 5d 6d 3c 4c 5c 6c"), standard)[1][0].code == (
        "lone-matador"
    )
    # A matador and two side kings: bid.
    assert bid_advice(parse_hand("Ac Kh Kd 3s 4s 5h 6h 3d 4d"), standard)[0] is True
    # Four long trumps and a side king, no matador: bid, naming that suit.
    bid, reasons = bid_advice(parse_hand("Kc Qc Jc 7c Kh 3d 4d 5h 6s"), standard)
    assert bid and reasons[0].code == "long-trumps" and reasons[0].facts["trump"] == "clubs"
    # Four trumps without a stopper and no matador: pass.
    assert bid_advice(parse_hand("Kc Qc Jc 7c 3h 3d 4d 5h 6s"), standard)[0] is False


def test_exchange_draws_from_the_talon_in_order() -> None:
    exercise = generate("exchange", 4)
    talon = exercise.context["talon"]
    discards = exercise.data["hand"][:3]  # the three best trumps: poor, and still drawn for
    feedback = exercise.check(discards)
    assert not feedback.correct and feedback.message.startswith("A poor exchange. 7♥ Manille")
    facts = feedback.reasons[1]["facts"]
    assert facts["drawn"] == [str(card) for card in talon[:3]]
    after = set(exercise.data["hand"]) - set(discards) | set(facts["drawn"])
    assert set(facts["hand_after"]) == after and len(after) == 9
    assert exercise.check([]).reasons[0]["facts"]["drawn"] == []
    assert len(talon) == 13 and not set(map(str, talon)) & set(exercise.data["hand"])
    hand = exercise.data["hand"]
    for pair in itertools.combinations(hand, 2):  # poor exactly when a trump or king goes
        keeps = all(code in exercise.solution for code in pair)
        assert exercise.check(list(pair)).correct is keeps


@settings(max_examples=30, deadline=None)
@given(
    kind=st.sampled_from(KINDS),
    seed=st.integers(min_value=0, max_value=2**63),
    rules=st.sampled_from(PRESETS),
)
def test_any_seed_gives_a_checkable_exercise(kind: str, seed: int, rules: str) -> None:
    exercise = generate(kind, seed, rules)
    json.dumps(exercise.to_dict(include_solution=True))
    feedback = check(kind, seed, rules, exercise.solution)
    assert feedback.correct
    json.dumps(feedback.to_dict())


# ---------------------------------------------------------------------------------------------
# Retry, then reveal: a wrong first try gets "Try again." and a one-line nudge from the kind,
# which points at the mistake and never gives the answer away.

NUDGE_SEEDS = range(16)
SUIT_SYMBOLS = re.compile("[♠♣♥♦]")


def nudge_exercises(kind: str) -> list[Exercise]:
    return [generate(kind, seed, rules) for rules in PRESETS for seed in NUDGE_SEEDS]


def gives_away(exercise: Exercise, nudge: str) -> str | None:
    """What in ``nudge`` would give the answer away, or None."""
    if SUIT_SYMBOLS.search(nudge):
        return "a card symbol"
    for choice in exercise.choices:
        if choice.card and choice.label.lower() in nudge.lower():
            return f"the card name {choice.label!r}"
    if exercise.answer_type == "choice":
        label = exercise.label(exercise.solution)
        if label.lower() in nudge.lower():
            return f"the answer's label {label!r}"
    if exercise.answer_type == "number" and re.search(rf"\b{exercise.solution}\b", nudge):
        return f"the number {exercise.solution}"
    if exercise.answer_type == "chips" and re.search(r"\d", nudge):
        return "a number"
    if exercise.kind == "trick-split" and any(name in nudge for name in PLAYERS):
        return "a player's name"
    return None


@pytest.mark.slow
@pytest.mark.parametrize("kind", KINDS)
def test_a_wrong_first_try_gets_try_again_and_a_nudge_that_gives_nothing_away(kind: str) -> None:
    for exercise in nudge_exercises(kind):
        if not exercise.retries:
            continue
        answers = wrong_answers(exercise)[:40]
        if exercise.data.get("open"):  # the exchange: only a poor discard is marked wrong
            answers = [a for a in answers if not exercise.check(a).correct][:40]
        for answer in answers:
            feedback = exercise.check(answer, reveal=False)
            assert not feedback.correct and feedback.retry, (exercise, answer)
            assert feedback.message == f"Try again. {feedback.nudge}"
            assert feedback.reasons == () and feedback.solution is None
            assert "\n" not in feedback.nudge and 20 < len(feedback.nudge) <= 170, feedback.nudge
            problem = gives_away(exercise, feedback.nudge)
            assert problem is None, (exercise.kind, exercise.seed, answer, feedback.nudge, problem)
            json.dumps(feedback.to_dict())


@pytest.mark.parametrize("kind", KINDS)
def test_the_second_check_reveals_the_solution_and_the_explanation(kind: str) -> None:
    for exercise in nudge_exercises(kind)[:6]:
        answers = [a for a in wrong_answers(exercise)[:10] if not exercise.check(a).correct]
        for answer in answers:
            revealed = check(kind, exercise.seed, exercise.rules, answer)
            assert not revealed.retry and revealed.solution == exercise.solution
            assert revealed.reasons and revealed.nudge
            right = exercise.check(exercise.solution, reveal=False)
            assert right.correct and not right.retry and right.reasons


def test_a_question_with_two_choices_reveals_at_once() -> None:
    exercise = generate("bid-advice", 1)
    assert len(exercise.choices) == 2 and not exercise.retries
    wrong = next(c.id for c in exercise.choices if c.id != exercise.solution)
    feedback = exercise.check(wrong, reveal=False)
    assert not feedback.retry and feedback.solution == exercise.solution
    assert feedback.message.startswith("Not quite.")


def test_every_kind_has_a_retry_except_two_choice_questions() -> None:
    retrying = {kind for kind in KINDS if generate(kind, 0).retries}
    assert retrying == set(KINDS) - {"bid-advice"}
