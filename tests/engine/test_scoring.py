"""Results and settlements: classify, DealOutcome validation, settle, conservation of chips."""

from __future__ import annotations

import contextlib
import itertools
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ombre_core.cards import Suit, parse_hand
from ombre_core.errors import OutcomeError, RuleSetError
from ombre_core.rules import RuleSet
from ombre_core.scoring import DealOutcome, classify, matador_bonus, settle

STANDARD = RuleSet.preset("standard")
SWEDISH = RuleSet.preset("swedish")
SPLITS = [t for t in itertools.product(range(10), repeat=3) if sum(t) == 9]


@pytest.mark.parametrize(
    ("tricks", "expected"),
    [
        ((5, 2, 2), ("sacada", None)),
        ((4, 3, 2), ("sacada", None)),
        ((4, 2, 3), ("sacada", None)),
        ((9, 0, 0), ("sacada", None)),
        ((3, 5, 1), ("codille", 1)),
        ((1, 3, 5), ("codille", 2)),
        ((3, 4, 2), ("codille", 1)),
        ((2, 3, 4), ("codille", 2)),
        ((4, 4, 1), ("puesta", None)),
        ((4, 1, 4), ("puesta", None)),
        ((3, 3, 3), ("puesta", None)),
        ((1, 4, 4), ("puesta", None)),
    ],
)
def test_classify_compares_the_ombre_with_each_defender(
    tricks: tuple[int, int, int], expected: tuple[str, int | None]
) -> None:
    assert classify(tricks) == expected


@pytest.mark.parametrize("tricks", SPLITS)
def test_classify_matches_the_definition_for_every_split(tricks: tuple[int, int, int]) -> None:
    ombre, first, second = tricks
    result, by = classify(tricks)
    if ombre > first and ombre > second:
        assert (result, by) == ("sacada", None)
    elif first > ombre and first > second:
        assert (result, by) == ("codille", 1)
    elif second > ombre and second > first:
        assert (result, by) == ("codille", 2)
    else:
        assert (result, by) == ("puesta", None)


@pytest.mark.parametrize("bad", [(4, -1, 6), (4, True, 4), (4.0, 3, 2), (9,)])
def test_classify_rejects_bad_counts(bad: tuple[object, ...]) -> None:
    with pytest.raises(OutcomeError) as info:
        classify(bad)  # type: ignore[arg-type]
    assert info.value.code == "bad-tricks"


def outcome(rules: RuleSet = STANDARD, contract: str = "entrada", **fields: object) -> DealOutcome:
    values: dict[str, object] = {"tricks": (5, 2, 2), "pot": 15, **fields}
    return DealOutcome(rules, contract, **values)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("rules", "contract", "fields", "code"),
    [
        (STANDARD, "entrada", {"tricks": (5, 2, 1)}, "bad-tricks"),
        (STANDARD, "entrada", {"tricks": (5, 4)}, "bad-tricks"),
        (STANDARD, "entrada", {"tricks": [5, -2, 6]}, "bad-tricks"),
        (STANDARD, "entrada", {"pot": -1}, "bad-pot"),
        (STANDARD, "entrada", {"vole": 1}, "bad-flag"),
        (
            STANDARD,
            "entrada",
            {"tricks": (5, 0, 0), "vole": True, "stopped": True},
            "conflicting-flags",
        ),
        (STANDARD, "entrada", {"tricks": (6, 2, 1), "stopped": True}, "bad-stop"),
        (STANDARD, "entrada", {"tricks": (1, 1, 0), "surrendered": True}, "surrender-not-allowed"),
        (SWEDISH, "juego", {"tricks": (2, 1, 1), "surrendered": True}, "late-surrender"),
        (SWEDISH, "juego", {"tricks": (4, 3, 2), "vole": True}, "bad-vole"),
        (SWEDISH, "juego", {"tricks": (9, 0, 0)}, "unflagged-vole"),
        (SWEDISH, "oros", {"trump": Suit.HEARTS}, "bad-trump"),
        (
            STANDARD,
            "entrada",
            {"ombre_hand": parse_hand("As 2s Ac Ks Qs Js 7s 6s 5s")},
            "bad-trump",
        ),
        (
            STANDARD,
            "entrada",
            {"trump": Suit.SPADES, "ombre_hand": parse_hand("As 2s")},
            "bad-hand",
        ),
        (STANDARD, "entrada", {"trump": Suit.SPADES, "ombre_hand": 1 << 45}, "bad-hand"),
        (
            STANDARD.replace(stop_after_five=False),
            "entrada",
            {"tricks": (5, 0, 0), "stopped": True},
            "stop-not-allowed",
        ),
    ],
)
def test_impossible_outcomes_raise_precise_errors(
    rules: RuleSet, contract: str, fields: dict[str, object], code: str
) -> None:
    with pytest.raises(OutcomeError) as info:
        outcome(rules, contract, **fields)
    assert info.value.code == code
    assert info.value.message


def test_unknown_contract_is_a_rule_set_error() -> None:
    with pytest.raises(RuleSetError) as info:
        outcome(STANDARD, "juego")
    assert info.value.code == "unknown-contract"


def test_outcome_takes_any_sequence_of_tricks_as_a_tuple() -> None:
    assert outcome(tricks=[5, 2, 2]).tricks == (5, 2, 2)


def test_sacada_lines_explain_each_payment() -> None:
    hand = parse_hand("As 2s Kd Qd Jd 7s 6s 5s Kh")
    settlement = settle(outcome(trump=Suit.SPADES, ombre_hand=hand))
    assert [line.code for line in settlement.lines] == ["pot", "game-value", "matador-bonus"]
    pot, game, bonus = settlement.lines
    assert (pot.chips, pot.pot_change) == ((15, 0, 0), -15)
    assert game.chips == (10, -5, -5) and "Entrada is worth 5" in game.message
    assert bonus.chips == (4, -2, -2) and "A♠ 2♠" in bonus.message  # symbols, never codes
    assert settlement.chips == (29, -7, -7) and settlement.pot_after == 0
    json.dumps(settlement.to_dict())


def test_puesta_message_gives_the_numbers() -> None:
    settlement = settle(outcome(tricks=(4, 4, 1)))
    (line,) = settlement.lines
    assert line.code == "puesta"
    assert "(15)" in line.message and "(10)" in line.message and "25" in line.message
    assert settlement.pot_after == 40


def test_codille_pays_the_winning_defender_by_preset() -> None:
    standard = settle(outcome(STANDARD, "solo", tricks=(2, 3, 4), pot=20))
    swedish = settle(outcome(SWEDISH, "solo", tricks=(2, 3, 4), pot=20))
    assert standard.chips == (-35, 0, 35) and standard.codille_by == 2
    assert swedish.chips == (-30, 0, 30) and swedish.codille_by == 2
    assert standard.pot_after == swedish.pot_after == 20
    assert "second defender" in standard.lines[0].message


def test_swedish_failed_vole_replaces_the_result() -> None:
    settlement = settle(outcome(SWEDISH, "juego", tricks=(8, 1, 0), pot=5, vole=True))
    assert [line.code for line in settlement.lines] == ["vole-failed"]
    assert settlement.chips == (-60, 30, 30) and settlement.pot_after == 5
    assert settlement.result == "sacada"


def test_standard_failed_vole_is_added_to_the_result() -> None:
    settlement = settle(outcome(tricks=(8, 1, 0), vole=True))
    assert [line.code for line in settlement.lines] == ["pot", "game-value", "vole-failed"]
    assert settlement.chips == (-35, 25, 25)


def test_swedish_stop_has_no_extra_payment_but_a_line_saying_so() -> None:
    settlement = settle(outcome(SWEDISH, "juego", tricks=(5, 0, 0), pot=5, stopped=True))
    assert settlement.lines[-1].code == "stop" and settlement.lines[-1].chips == (0, 0, 0)
    assert settlement.chips == (15, -5, -5)


def test_surrender_is_a_puesta() -> None:
    settlement = settle(outcome(SWEDISH, "juego", tricks=(1, 2, 0), pot=5, surrendered=True))
    assert settlement.result == "puesta" and settlement.lines[0].code == "surrender"
    assert settlement.chips == (-15, 0, 0) and settlement.pot_after == 20


def test_bonus_not_paid_on_a_loss_is_still_explained() -> None:
    hand = parse_hand("As 2s Ac 3h 4h 5h 6h 7h Kd")
    settlement = settle(outcome(tricks=(3, 5, 1), trump=Suit.SPADES, ombre_hand=hand))
    bonus = settlement.lines[-1]
    assert bonus.code == "matador-bonus" and bonus.chips == (0, 0, 0)
    assert "only when the ombre wins" in bonus.message


@pytest.mark.parametrize(
    ("rules", "hand", "trump", "expected"),
    [
        (STANDARD, "As Kd Qd Jd 7s 6s 5s Kh 2h", Suit.SPADES, (1, 1)),
        (STANDARD, "2s Ac Ks Qs Js 7s 6s 5s 4s", Suit.SPADES, (0, 0)),
        (STANDARD, "As 7h Ac Ah Kh Qh Jh 2h 3h", Suit.HEARTS, (9, 9)),
        (SWEDISH, "As 7h Ac Ah Kh Qh Jh 2h 3h", Suit.HEARTS, (5, 9)),
        (SWEDISH, "As 7h Ac Kh Qh Jh 2h 3h 4h", Suit.HEARTS, (3, 3)),
        (SWEDISH, "As 7h Kh Qh Jh 2h 3h 4h 5h", Suit.HEARTS, (0, 2)),
        (STANDARD.replace(matador_bonus_cap=2), "As 2c Ac Kc Qc Jc 7c 6c 5c", Suit.CLUBS, (2, 9)),
    ],
)
def test_matador_bonus(rules: RuleSet, hand: str, trump: Suit, expected: tuple[int, int]) -> None:
    assert matador_bonus(rules, parse_hand(hand), trump) == expected


def _variants() -> list[tuple[RuleSet, str]]:
    presets = [
        STANDARD,
        SWEDISH,
        STANDARD.replace(matador_bonus_on_loss=True),
        SWEDISH.replace(matador_bonus_on_loss=True),
    ]
    return [(rules, contract.name) for rules in presets for contract in rules.contracts]


STRONG_HANDS = {
    Suit.SPADES: parse_hand("As 2s Ac Ks Qs 3h 4h 5d 6d"),
    Suit.DIAMONDS: parse_hand("As 7d Ac Ad Kd Qd Jd 2d 3d"),
}


def _all_outcomes(rules: RuleSet, contract: str) -> list[DealOutcome]:
    trump = Suit.DIAMONDS if contract == "oros" else Suit.SPADES
    found = []
    for tricks in [*SPLITS, (5, 0, 0), (0, 0, 0), (1, 1, 1), (3, 0, 0)]:
        for vole, stopped, surrendered in [(0, 0, 0), (1, 0, 0), (0, 1, 0), (0, 0, 1)]:
            for hand in (None, STRONG_HANDS[trump]):
                for pot in (0, 5, 15, 55):
                    with contextlib.suppress(OutcomeError):
                        found.append(
                            DealOutcome(
                                rules,
                                contract,
                                tricks,
                                pot,
                                trump=trump,
                                ombre_hand=hand,
                                vole=bool(vole),
                                stopped=bool(stopped),
                                surrendered=bool(surrendered),
                            )
                        )
    return found


@pytest.mark.parametrize(("rules", "contract"), _variants())
def test_every_settlement_conserves_chips(rules: RuleSet, contract: str) -> None:
    outcomes = _all_outcomes(rules, contract)
    assert len(outcomes) > 4 * len(SPLITS)
    for item in outcomes:
        settlement = settle(item)
        assert sum(settlement.chips) + settlement.pot_after - item.pot == 0, item
        assert settlement.pot_after >= 0
        for line in settlement.lines:
            assert sum(line.chips) + line.pot_change == 0, (item, line)
        totals = tuple(sum(line.chips[i] for line in settlement.lines) for i in range(3))
        assert totals == settlement.chips
        assert (settlement.result, settlement.codille_by) == (
            classify(item.tricks) if not item.surrendered else ("puesta", None)
        )
        if settlement.result == "puesta":
            assert settlement.pot_after > item.pot or item.vole
        if settlement.result == "codille" and not (item.vole or rules.matador_bonus_on_loss):
            loser = 3 - (settlement.codille_by or 0)
            assert settlement.chips[loser] == 0


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(
    preset=st.sampled_from(["standard", "swedish"]),
    data=st.data(),
    pot=st.integers(min_value=0, max_value=500),
    on_loss=st.booleans(),
    cap=st.one_of(st.none(), st.integers(min_value=0, max_value=12)),
)
def test_random_settlements_conserve_chips(
    preset: str, data: st.DataObject, pot: int, on_loss: bool, cap: int | None
) -> None:
    rules = RuleSet.preset(preset).replace(matador_bonus_on_loss=on_loss, matador_bonus_cap=cap)
    contract = data.draw(st.sampled_from([c.name for c in rules.contracts]))
    trump = Suit.DIAMONDS if contract == "oros" else data.draw(st.sampled_from(list(Suit)))
    cards = data.draw(st.lists(st.integers(0, 39), min_size=9, max_size=9, unique=True))
    tricks = data.draw(st.sampled_from(SPLITS))
    vole = (tricks[0] == 9 and rules.vole_style == "lead-to-sixth") or data.draw(st.booleans())
    if vole and rules.vole_style == "lead-to-sixth" and tricks[0] < 5:
        vole = False
    item = DealOutcome(
        rules, contract, tricks, pot, trump=trump, ombre_hand=sum(1 << c for c in cards), vole=vole
    )
    settlement = settle(item)
    assert sum(settlement.chips) + settlement.pot_after == pot
    bonus, _ = matador_bonus(rules, item.ombre_hand or 0, trump)
    assert cap is None or bonus <= cap


def _bot_deal(rules: str, seed: int) -> dict[str, object]:
    """The settlement of a seeded deal the simple bots play out, as the table shows it."""
    from ombre_core.bots import hint
    from ombre_core.game import GameState
    from ombre_core.table import player_view

    state = GameState.new_deal(rules, 0, 0, seed)
    while not state.is_terminal():
        state.apply(hint(state)[0])
    result = player_view(state, 0)["result"]
    assert isinstance(result, dict)
    return result


@pytest.mark.parametrize(
    ("rules", "seed", "result", "words"),
    [
        ("quadrille", 4, "puesta", "remise"),
        ("contrabola", 65, "puesta", "contrabola failed"),
        ("contrabola", 112, "sacada", "contrabola made"),
        ("standard", 7, None, None),
    ],
)
def test_the_result_is_told_in_the_games_own_word(
    rules: str, seed: int, result: str | None, words: str | None
) -> None:
    shown = _bot_deal(rules, seed)
    if result is None:  # three-handed Ombre: the word is the result's own
        assert shown["words"] == shown["result"]
    else:
        assert (shown["result"], shown["words"]) == (result, words)


def test_a_countervole_and_a_remise_have_their_own_words() -> None:
    countervole = RuleSet.preset("countervole")
    made = settle(DealOutcome(countervole, "countervole", (0, 5, 4), pot=15))
    assert made.words == "countervole made" and made.to_dict()["words"] == "countervole made"
    remise = settle(
        DealOutcome(RuleSet.preset("quintille"), "alliance", (2, 1, 2, 2, 1), pot=5, partner=2)
    )
    assert (remise.result, remise.words) == ("puesta", "remise")
    bete = remise.lines[0]
    assert bete.code == "remise" and bete.words().endswith("the pot stays for the next deal")
    assert bete.words(one_deal=True).endswith("but this table plays this deal only")
    assert [line.words(one_deal=True) for line in made.lines] == [made.lines[0].message]


def test_a_matador_run_that_pays_nothing_takes_no_line() -> None:
    no_spadille = parse_hand("2s Ac Ks 3h 4h 5h 6h 7h Kd")
    for rules, hand in (
        (STANDARD, no_spadille),
        (SWEDISH, parse_hand("As 2s Ks 3h 4h 5h 6h 7h Kd")),
    ):
        settlement = settle(
            DealOutcome(
                rules,
                rules.contracts[0].name,
                (5, 2, 2),
                pot=15,
                trump=Suit.SPADES,
                ombre_hand=hand,
            )
        )
        assert [line.code for line in settlement.lines] == ["pot", "game-value"]
