"""Guided deals and the double-dummy solver: the verdicts shipped with every script (worked
out at build time within a node budget), the learner seated anywhere in a script, and the
endings a script may claim (a vole, a stop, a surrender)."""

from __future__ import annotations

import pathlib
from typing import Any

import pytest

from ombre_core.actions import PlayCard
from ombre_core.cards import Card
from ombre_core.errors import ExampleError
from ombre_core.game import GameState
from ombre_core.guided import check_script, script_data, solver_verdicts, start_state, table_state
from ombre_core.solver import solve
from ombre_tools.guided import load_script
from sitegen.lessons import guided_files

ROOT = pathlib.Path(__file__).resolve().parents[2]
DEALS = ROOT / "tutorials" / "guided-deals" / "deals"
SCRIPTS = guided_files(ROOT / "tutorials")


def _played(path: pathlib.Path) -> Any:
    """The script's deal played to its end."""
    script = load_script(path)
    state = start_state(script)
    for step in script.steps:
        for action in step.actions:
            state.apply(action)
    return state


UNSOLVED = {path.stem for path in SCRIPTS if _played(path).solver_problem()}
"""Scripts whose game the solver does not analyse (the variants' contrabola): no verdicts."""


def _turns(data: dict[str, Any]) -> list[dict[str, Any]]:
    """The learner's turns: cards, and the choices of steps with a guide."""
    return [action for step in data["steps"] for action in step["actions"] if action["learner"]]


def _cards(data: dict[str, Any]) -> list[dict[str, Any]]:
    """The learner's turns to play a card, where the solver's verdicts are."""
    return [action for action in _turns(data) if "card" in action]


@pytest.fixture(scope="module")
def shipped() -> dict[str, dict[str, Any]]:
    return {path.stem: script_data(load_script(path)) for path in SCRIPTS}


@pytest.mark.slow
def test_the_lesson_covers_the_list(shipped: dict[str, dict[str, Any]]) -> None:
    assert len(shipped) >= 8
    roles = [data["role"] for data in shipped.values()]
    assert roles.count("defender") + roles.count("takeover") >= 3
    scripts = {path.stem: load_script(path) for path in SCRIPTS}
    assert {script.result for script in scripts.values()} == {"sacada", "puesta", "codille"}
    assert any(s.ending == "vole" and s.rules.name == "standard" for s in scripts.values())
    assert any(check_script(s).ok and "solo" in s.title.lower() for s in scripts.values())
    assert shipped["swedish"]["role"] == "takeover"
    assert any(script.learner != 0 for script in scripts.values())


@pytest.mark.slow
def test_every_learner_position_is_solved_within_the_budget(
    shipped: dict[str, dict[str, Any]],
) -> None:
    for name, data in shipped.items():
        if name in UNSOLVED:
            assert not any("solver" in turn for turn in _cards(data)), name
            continue
        for turn in _cards(data):
            solver = turn["solver"]
            assert solver["complete"], (name, turn["action"])
            assert solver["outcome"], (name, turn["action"])
            assert turn["card"] not in [item["card"] for item in solver["cards"].values()]
            for code, item in solver["cards"].items():
                assert item["card"] == Card.parse(code).symbol()
                assert item["text"].endswith(".")
                assert code not in item["text"]  # cards as symbols, never codes


@pytest.mark.slow
def test_the_guide_never_plays_a_card_that_costs_the_result() -> None:
    """At every learner's turn, the guide's card keeps the best result the solver finds (a
    trick more or less aside), except where the story is history: Belinda leads the king of
    clubs on trick 5 as the poem says, when a heart would have let her stop after five
    straight tricks (the page says so)."""
    exceptions = {("belinda", "play Kc")}
    checked = 0
    for path in SCRIPTS:
        if path.stem in UNSOLVED:
            continue
        script = load_script(path)
        state = table_state(script)
        for step in script.steps:
            for action in step.actions:
                if state.current_player == 0 and isinstance(action, PlayCard):
                    analysis = solve(state, seconds=None)
                    values = {item.action: item.outcome for item in analysis.actions}
                    guide, best = values[str(action)], analysis.best()[0].outcome
                    assert guide is not None and best is not None
                    band = (guide.result, guide.vole, guide.stopped)
                    if (path.stem, str(action)) not in exceptions:
                        assert band == (best.result, best.vole, best.stopped), (path, action)
                    checked += 1
                state.apply(action)
    assert checked >= 8 * 8


@pytest.mark.slow
def test_a_costly_card_gets_the_solvers_verdict(shipped: dict[str, dict[str, Any]]) -> None:
    # As the ombre: a small club on the first trick lets the Baron and the Knight share it.
    first = _cards(shipped["belinda"])[0]
    assert first["action"] == "play As"
    verdict = first["solver"]["cards"]["7c"]
    assert verdict["costly"]
    assert verdict["text"].startswith("With best play, 7♣ lets the defence make a puesta (You 4")
    # As a defender: spending Spadille on a plain trick lets the solo through.
    fourth = _cards(shipped["solo"])[3]
    assert fourth["action"] == "play 3h"
    verdict = fourth["solver"]["cards"]["As"]
    assert verdict["costly"]
    assert verdict["text"].startswith("With best play, A♠ lets Anna make a sacada")
    assert "where the guide's card holds a puesta (You 4, Anna 4, Bo 1)" in verdict["text"]
    # A card as good as the guide's is said to be, and is no cost.
    fine = fourth["solver"]["cards"]["2h"]
    assert not fine["costly"]
    assert fine["text"].startswith("2♥ does as well as the guide's card")
    # In the vole, a small trump first lets Basto win a trick.
    lead = _cards(shipped["vole"])[0]
    assert lead["solver"]["cards"]["4c"]["text"].startswith("With best play, 4♣ loses the vole")


def test_a_trick_lost_within_the_same_result_is_said_but_no_cost(
    shipped: dict[str, dict[str, Any]],
) -> None:
    first = _cards(shipped["sacada"])[0]
    verdict = first["solver"]["cards"]["Ks"]
    assert not verdict["costly"]
    assert "costs you 2 tricks, though it is still a sacada" in verdict["text"]


def test_the_verdicts_are_the_same_on_every_build() -> None:
    script = load_script(DEALS / "solo.toml")
    assert script_data(script) == script_data(script)


def test_an_unproven_card_gets_no_verdict() -> None:
    script = load_script(DEALS / "sacada.toml")
    state = table_state(script)
    for step in script.steps[:2]:
        for action in step.actions:
            state.apply(action)
    while state.current_player != 0:
        state.apply(state.legal_actions()[0])
    verdicts = solver_verdicts(state, Card.parse("6d"), nodes=50)
    assert not verdicts["complete"]
    assert verdicts["outcome"] is None and verdicts["cards"] == {}


def test_the_table_turns_the_deal_so_the_learner_sits_at_the_bottom() -> None:
    script = load_script(DEALS / "solo.toml")
    assert script.learner == 2
    state, dealt = table_state(script), start_state(script)
    assert [state.hands[seat] for seat in range(3)] == [
        dealt.hands[2],
        dealt.hands[0],
        dealt.hands[1],
    ]
    data = script_data(script, solver_nodes=None)
    assert data["learner"] == 0 and data["role"] == "defender"
    assert data["outcome"]["tricks"] == [4, 4, 1]  # script order [4, 1, 4], turned
    assert "solver" not in _turns(data)[0]
    seats = {action["seat"] for step in data["steps"] for action in step["actions"]}
    assert seats == {0, 1, 2}
    assert all(action["seat"] == 0 for action in _turns(data))
    assert [str(action) for action in script.steps[0].actions][2] == "bid solo"
    assert data["steps"][0]["actions"][2]["seat"] == 1  # Anna, the dealer, bids the solo


def test_the_ending_must_be_claimed() -> None:
    text = (DEALS / "vole.toml").read_text(encoding="utf-8")
    unclaimed = load_script(text.replace('ending = "vole"\n', ""), origin="bad.toml")
    assert check_script(unclaimed).problems == (
        "outcome.ending: the script claims none, engine vole",
    )
    wrong = load_script(text.replace('ending = "vole"', 'ending = "stop"'), origin="bad.toml")
    assert check_script(wrong).problems == ("outcome.ending: the script claims stop, engine vole",)
    # Stopping after five straight tricks instead of announcing: a stop, scored as a sacada.
    stopped = text.replace('do = ["announce vole"]', 'do = ["stop"]')
    stopped = stopped[: stopped.index("[[step]]", stopped.index('do = ["stop"]'))]
    stopped = stopped.replace("tricks = [0, 9, 0]", "tricks = [0, 5, 0]").replace(
        'ending = "vole"', 'ending = "stop"'
    )
    assert check_script(load_script(stopped, origin="stop.toml")).ok
    with pytest.raises(ExampleError) as caught:
        load_script(text.replace('ending = "vole"', 'ending = "slam"'), origin="bad.toml")
    assert "outcome.ending must be one of vole, stop, surrender" in caught.value.message


def test_the_swedish_takeover_is_the_learners() -> None:
    script = load_script(DEALS / "swedish.toml")
    state = start_state(script)
    actions = [action for step in script.steps for action in step.actions]
    for action in actions:
        if isinstance(action, PlayCard) and state.ombre == 0:
            break
        state.apply(action)
    assert state.takeovers == [(2, 0)]


def test_a_step_with_a_guide_lets_the_learner_choose_bids_discards_and_replies() -> None:
    sacada = script_data(load_script(DEALS / "sacada.toml"), solver_nodes=None)
    chosen = [action for action in _turns(sacada) if "choice" in action]
    assert [(a["action"], a["choice"]) for a in chosen] == [
        ("bid entrada", "auction"),
        ("trump diamonds", "trump"),
        ("discard Qs 7c Jc Qc", "exchange"),
    ]
    assert chosen[2]["discards"] == ["Qs", "7c", "Jc", "Qc"]
    assert chosen[1]["label"] == "Diamonds ♦ as trumps"
    swedish = script_data(load_script(DEALS / "swedish.toml"), solver_nodes=None)
    assert [a["action"] for a in _turns(swedish) if "choice" in a] == ["refuse"]
    vole = script_data(load_script(DEALS / "vole.toml"), solver_nodes=None)
    assert [(a["action"], a["choice"]) for a in _turns(vole) if "choice" in a] == [
        ("announce vole", "play")
    ]
    # Without a guide, the learner's other actions are played for the learner.
    defence = script_data(load_script(DEALS / "defence.toml"), solver_nodes=None)
    auction = defence["steps"][0]["actions"]
    assert [a["learner"] for a in auction if a["seat"] == 0] == [False]


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda path: path.stem)
def test_replay_from_a_trick_resumes_the_script_where_the_review_takes_the_table(
    path: pathlib.Path,
) -> None:
    """ "Replay from here" in a guided deal: the review takes the session back to the learner's
    first decision in the trick, and the script goes on from the step and action shipped for
    that trick, which is that decision."""
    from ombre_core.review import replay_session
    from ombre_core.session import TableSession

    data = script_data(load_script(path), solver_nodes=None)
    session = TableSession.from_dict(data["start"])
    flat = [
        (number, index, action)
        for number, step in enumerate(data["steps"])
        for index, action in enumerate(step["actions"])
    ]
    for _, _, action in flat:
        session = session.apply(action["action"])
    assert session.state.is_terminal()
    assert data["replays"], "a guided deal can be replayed from at least one trick"
    for trick, (step, index) in data["replays"].items():
        again = replay_session(session, int(trick))
        done = len(again.state.history) - 1  # the deal itself comes first
        assert flat[done][:2] == (step, index)
        assert flat[done][2]["seat"] == 0
        assert again.state.tricks_done == int(trick) - 1
        assert data["steps"][step]["heading"] == f"Trick {trick}"


def test_the_guide_and_the_review_say_an_outcome_in_the_same_words() -> None:
    from ombre_core.guided import outcome_text
    from ombre_core.outcomes import level_of
    from ombre_core.rules import RuleSet
    from ombre_core.solver import Outcome

    standard = RuleSet.preset("standard")
    for outcome in (
        Outcome("sacada", (5, 2, 2), False, False, 0),
        Outcome("puesta", (4, 4, 1), False, False, 0),
        Outcome("sacada", (5, 0, 0), False, True, 0),
        Outcome("vole", (9, 0, 0), True, False, 0),
        Outcome("sacada", (6, 2, 1), True, False, 0),
    ):
        assert outcome_text(outcome, standard).startswith(level_of(outcome, standard).words)
    codille = Outcome("codille", (3, 4, 2), False, False, 0)
    assert level_of(codille, standard).label == "codille"
    assert outcome_text(codille, standard).startswith("codille for Anna")


def test_a_stop_or_a_vole_announced_gets_the_solvers_verdict_too() -> None:
    """The learner's choices in the play (the vole deal's announcement) are judged like cards:
    stopping instead loses the vole; at a card turn the table offers no such choice, so none
    is shipped there."""
    vole = script_data(load_script(DEALS / "vole.toml"))
    [announce] = [action for action in _turns(vole) if "choice" in action]
    solver = announce["solver"]
    assert solver["complete"] and solver["outcome"] == "a vole (You 9, Anna 0, Bo 0)"
    assert solver["best"] == ["“Announce a vole”"]
    stop = solver["choices"]["stop"]
    assert stop["costly"] and stop["card"] == "“Stop and score (primeras)”"
    assert stop["text"] == (
        "With best play, “Stop and score (primeras)” loses the vole: a stop after 5 straight "
        "tricks (You 5, Anna 0, Bo 0), where the guide's choice makes a vole (You 9, Anna 0, Bo 0)."
    )
    # Leading on without announcing wins every trick, but scores a sacada in these rules.
    assert solver["cards"]["Kc"]["costly"]
    assert "where the guide's choice makes a vole" in solver["cards"]["Kc"]["text"]
    for card in _cards(vole):
        assert "choices" not in card["solver"]
        assert all(not name.startswith("“") for name in card["solver"]["best"])


def test_a_card_no_worse_than_the_guides_may_be_kept(shipped: dict[str, dict[str, Any]]) -> None:
    """The table offers to keep a card that does at least as well as the guide's, for the
    learner's side, under best play: as the ombre a better or equal card, as a defender one
    that lets the ombre make no more; never a costly card nor a trick given away."""
    state = GameState.from_position(
        "standard",
        "position entrada hearts ombre 0 leader 0 won 3 3 1 hands As Kh / 7h 2c / Ac Qc",
    )
    better = solver_verdicts(state, Card.parse("Kh"))["cards"]["As"]
    assert better["text"].startswith("A♠ does even better") and better["no_worse"]
    worse = solver_verdicts(state, Card.parse("As"))["cards"]["Kh"]
    assert worse["costly"] and not worse["no_worse"]
    assert not _cards(shipped["sacada"])[0]["solver"]["cards"]["Ks"]["no_worse"]  # 2 tricks
    defending = _cards(shipped["solo"])[3]["solver"]["cards"]
    assert defending["2h"]["no_worse"] and not defending["As"]["no_worse"]
    for data in shipped.values():
        for turn in _turns(data):
            for item in turn.get("solver", {}).get("cards", {}).values():
                assert item["no_worse"] == (not item["text"].startswith("With best play")), item
