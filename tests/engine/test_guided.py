"""Guided deals' scripts: every shipped script replays through the engine to its claimed
outcome; an illegal step, a wrong outcome or a malformed script is reported clearly."""

from __future__ import annotations

import pathlib

import pytest

from ombre_core.errors import ExampleError
from ombre_core.guided import check_script, script_data
from ombre_tools.guided import check_scripts, load_script
from sitegen.lessons import guided_files

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCRIPTS = guided_files(ROOT / "tutorials")
BELINDA = ROOT / "tutorials" / "guided-deals" / "deals" / "belinda.toml"


def test_there_are_scripts() -> None:
    assert BELINDA in SCRIPTS
    assert len(SCRIPTS) >= 3


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda path: path.stem)
def test_every_script_replays_to_its_outcome(path: pathlib.Path) -> None:
    report = check_script(load_script(path))
    assert report.ok, report.format()


def test_belinda_is_the_poems_game() -> None:
    data = script_data(load_script(BELINDA))
    plays = [[a["action"] for a in step["actions"]] for step in data["steps"][2:]]
    assert plays[0] == ["play As", "play 3s", "play 4s"]  # Spadille, two trumps follow
    assert plays[3] == ["play Ks", "play Js", "play Jc"]
    assert plays[4][1] == "play Qs"  # the Baron trumps the king of clubs
    assert plays[-1] == ["play Ah", "play 2h", "play Kh"]  # the king beats the ace
    assert data["outcome"] == {"result": "sacada", "tricks": [5, 4, 0], "ending": None}
    learner = [a["action"] for step in data["steps"] for a in step["actions"] if a["learner"]]
    assert len(learner) == 9  # Belinda picks each of her nine cards


def _edited(old: str, new: str) -> str:
    text = BELINDA.read_text(encoding="utf-8")
    assert old in text
    return text.replace(old, new, 1)


def test_an_illegal_step_fails_with_the_rule() -> None:
    # The Knight still holds a trump (6s) on Manille's lead: a heart is a revoke.
    text = _edited('play = ["2s", "5s", "6s"]', 'play = ["2s", "5s", "5h"]')
    report = check_script(load_script(text, origin="bad.toml"))
    assert not report.ok
    assert report.problems[0].startswith("step 4: 'play 5h' by seat 2: ")
    assert "trump" in report.problems[0]


def test_a_wrong_outcome_fails() -> None:
    text = _edited("tricks = [5, 4, 0]", "tricks = [6, 3, 0]")
    report = check_script(load_script(text, origin="bad.toml"))
    assert report.problems == ("outcome.tricks: the script claims [6, 3, 0], engine [5, 4, 0]",)
    text = _edited('result = "sacada"', 'result = "puesta"')
    report = check_script(load_script(text, origin="bad.toml"))
    assert report.problems == ("outcome.result: the script claims puesta, engine sacada",)


def test_a_script_that_stops_early_fails() -> None:
    text = BELINDA.read_text(encoding="utf-8")
    text = text[: text.rindex("[[step]]")]
    report = check_script(load_script(text, origin="short.toml"))
    assert report.problems[0].startswith("the steps end before the deal does:")


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("learner = 0", "learner = 7", "key 'learner' must be a seat"),
        ('comment = "Spadille wins', 'commnt = "Spadille wins', "unknown key 'commnt'"),
        ('"As", "Ks", "Kc"', '"As", "As", "Kc"', "As"),
        ('play = ["As", "3s", "4s"]', 'play = ["As", "3s", "4s"]\ndo = ["pass"]', "either 'do'"),
        ("tricks = [5, 4, 0]", "tricks = [5, 4, 1]", "adding up to 9"),
    ],
)
def test_a_malformed_script_names_the_problem(old: str, new: str, message: str) -> None:
    with pytest.raises(ExampleError) as caught:
        load_script(_edited(old, new), origin="bad.toml")
    assert caught.value.message.startswith("bad.toml")
    assert message in caught.value.message


def test_check_scripts_lists_every_failing_file(tmp_path: pathlib.Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text(_edited("tricks = [5, 4, 0]", "tricks = [4, 5, 0]"), encoding="utf-8")
    broken = tmp_path / "broken.toml"
    broken.write_text("title = ", encoding="utf-8")
    problems = check_scripts([BELINDA, bad, broken])
    assert len(problems) == 2
    assert problems[0].startswith(f"FAIL {bad} ")
    assert "not valid TOML" in problems[1]


def test_the_command_line_exits_1_on_a_bad_script(
    tmp_path: pathlib.Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from ombre_tools.guided import main

    assert main([str(path) for path in SCRIPTS]) == 0
    bad = tmp_path / "bad.toml"
    bad.write_text(_edited('result = "sacada"', 'result = "codille"'), encoding="utf-8")
    assert main([str(BELINDA), str(bad)]) == 1
    out = capsys.readouterr().out
    assert "outcome.result: the script claims codille, engine sacada" in out
    assert out.rstrip().endswith("1 passed, 1 failed")


DEFENCE = ROOT / "tutorials" / "guided-deals" / "deals" / "defence.toml"


def test_instead_says_what_another_card_costs_and_must_be_legal() -> None:
    data = script_data(load_script(DEFENCE))
    first = next(a for step in data["steps"] for a in step["actions"] if a["learner"])
    assert first["action"] == "play 6h"
    assert first["instead"]["Ah"] == {
        "card": "A♥",
        "text": "Punto would fall to Spadille and win nothing.",
    }
    text = DEFENCE.read_text(encoding="utf-8")
    # The jack of spades is not legal on Spadille's lead (you hold trumps): refused.
    bad = text.replace("instead = { Ah = ", 'instead = { Js = "no.", Ah = ', 1)
    report = check_script(load_script(bad, origin="bad.toml"))
    assert report.problems[0].startswith("step 3: 'instead' names J♠, which is not another legal")
    # The script's own card is not "another" card.
    bad = text.replace("instead = { Ah = ", 'instead = { 6h = "no.", Ah = ', 1)
    assert not check_script(load_script(bad, origin="bad.toml")).ok
    # On a step where the learner plays no card, 'instead' has nothing to say.
    bad = text.replace(
        'comment = """Bo bids an entrada',
        'instead = { Ah = "no." }\ncomment = """Bo bids an entrada',
    )
    report = check_script(load_script(bad, origin="bad.toml"))
    assert report.problems == ("step 1: 'instead' is for a step where the learner plays a card",)
