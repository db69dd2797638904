"""The worked-example checker: every file passes, wrong examples fail, bad files explain why."""

from __future__ import annotations

import dataclasses
import pathlib
import subprocess
import sys
from typing import Any

import pytest

from ombre_core.cards import Card
from ombre_core.errors import ExampleError
from ombre_tools.examples import (
    KINDS,
    Example,
    check_example,
    check_files,
    load_examples,
    main,
)

ROOT = pathlib.Path(__file__).resolve().parents[2]
EXAMPLE_FILES = sorted((ROOT / "tests" / "examples").glob("*.toml"))
ALL_EXAMPLES = [example for path in EXAMPLE_FILES for example in load_examples(path)]


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda path: path.name)
def test_every_example_file_passes(path: pathlib.Path) -> None:
    report = check_files([path])
    assert report.ok, report.format()
    assert report.passed > 0


def test_there_are_enough_examples_of_every_kind_each_with_a_source() -> None:
    report = check_files(EXAMPLE_FILES)
    assert report.passed >= 60
    assert set(report.counts) == set(KINDS)
    assert all(example.source for example in ALL_EXAMPLES)
    assert all(example.name for example in ALL_EXAMPLES)


def _mutated(example: Example) -> Example:
    """The same example with its expected answer made wrong."""
    values: dict[str, Any] = dict(example.values)
    if example.kind == "ranking":
        order = list(values["order"])
        order[0], order[1] = order[1], order[0]
        values["order"] = tuple(order)
    elif example.kind == "trick":
        values["winner"] = (values["winner"] + 1) % 3
    elif example.kind == "legal":
        legal, hand = set(values["legal"]), values["hand"]
        values["legal"] = tuple(c for c in hand if c not in legal) or hand[:-1]
    elif example.kind == "result":
        values["result"] = "puesta" if values["result"] != "puesta" else "sacada"
        values.pop("codille_by", None)
    elif example.kind == "exchange":
        values["order"] = tuple(reversed(values["order"]))
    else:
        values["chips"] = (values["chips"][0] + 1, *values["chips"][1:])
    return dataclasses.replace(example, values=values)


@pytest.mark.parametrize("example", ALL_EXAMPLES, ids=lambda example: example.label)
def test_every_example_can_fail(example: Example) -> None:
    result = check_example(_mutated(example))
    assert not result.ok
    assert result.differences and "expected" in result.differences[0]


GOOD_AND_WRONG = """
[[payment]]
name = "right"
source = "003 Räkneexempel"
rules = "swedish"
contract = "juego"
pot = 5
tricks = [4, 3, 2]
chips = [15, -5, -5]
pot_after = 0

[[payment]]
name = "codille paid like a standard one"
rules = "swedish"
contract = "solo"
pot = 5
tricks = [2, 3, 4]
chips = [-13, 0, 13]
pot_after = 5
"""


def test_checker_reports_what_differs(tmp_path: pathlib.Path, capsys: Any) -> None:
    path = tmp_path / "mixed.toml"
    path.write_text(GOOD_AND_WRONG, encoding="utf-8")
    assert main([str(path)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "1 passed, 1 failed"
    assert any("FAIL" in line and "codille paid like a standard one" in line for line in out)
    assert any("chips: expected [-13, 0, 13], engine [-15, 0, 15]" in line for line in out)
    assert any("engine codille:" in line and "5 per defender" in line for line in out)


def test_checker_exits_zero_when_all_pass(tmp_path: pathlib.Path, capsys: Any) -> None:
    path = tmp_path / "good.toml"
    path.write_text(GOOD_AND_WRONG.split('[[payment]]\nname = "codille')[0], encoding="utf-8")
    assert main(["-v", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == [f"ok   {path} [[payment]] #1 'right'", "1 passed, 0 failed"]


@pytest.mark.parametrize(
    ("text", "wrong", "difference"),
    [
        (
            '[[ranking]]\ntrump = "hearts"\nsuit = "trump"\n'
            'order = ["As","Ac","7h","Ah","Kh","Qh","Jh","2h","3h","4h","5h","6h"]',
            "order",
            "order: expected As Ac 7h",
        ),
        ('[[trick]]\ntrump = "spades"\ncards = ["Kc","Qc","3d"]\nwinner = 2', "winner", "engine 0"),
        (
            '[[legal]]\ntrump = "hearts"\ntrick = ["As"]\nhand = ["Ac","5d"]\nlegal = ["Ac","5d"]',
            "legal",
            "engine forbids 5d",
        ),
        (
            '[[legal]]\ntrump = "hearts"\ntrick = ["Kh"]\nhand = ["Ac","5d"]\nlegal = ["Ac"]',
            "legal",
            "engine also allows 5d",
        ),
        ('[[result]]\ntricks = [4, 4, 1]\nresult = "sacada"', "result", "engine puesta"),
        (
            '[[result]]\ntricks = [2, 3, 4]\nresult = "codille"\ncodille_by = 1',
            "codille_by",
            "expected 1, engine 2",
        ),
        (
            '[[payment]]\nrules = "standard"\ncontract = "entrada"\npot = 15\n'
            "tricks = [4, 4, 1]\nchips = [-25, 0, 0]\npot_after = 15",
            "pot_after",
            "pot_after: expected 15, engine 40",
        ),
    ],
)
def test_each_kind_reports_its_difference(text: str, wrong: str, difference: str) -> None:
    (example,) = load_examples(text, origin="wrong.toml")
    result = check_example(example)
    assert not result.ok
    assert any(d.startswith(wrong) and difference in d for d in result.differences), result


def test_engine_value_carries_the_explanation() -> None:
    text = '[[legal]]\ntrump = "hearts"\ntrick = ["As"]\nhand = ["Ac","5d"]\nlegal = ["Ac"]'
    (example,) = load_examples(text)
    result = check_example(example)
    assert result.ok
    assert result.engine_value["reason"]["code"] == "matador-forced"
    assert [v["legal"] for v in result.engine_value["verdicts"]] == [True, False]
    trick = load_examples('[[trick]]\ntrump = "diamonds"\ncards = ["Kc","Qc","3d"]\nwinner = 2')
    assert check_example(trick[0]).engine_value["reason"]["code"] == "highest-trump"


def test_engine_error_is_a_failure_not_a_crash() -> None:
    text = (
        '[[payment]]\nrules = "standard"\ncontract = "entrada"\npot = 15\n'
        "tricks = [4, 4, 0]\nchips = [-25, 0, 0]\npot_after = 40"
    )
    (example,) = load_examples(text)
    result = check_example(example)
    assert not result.ok
    assert result.differences[0].startswith("engine raised OutcomeError (bad-tricks)")


def test_options_change_the_rules_for_one_example() -> None:
    text = (
        '[[payment]]\nrules = "standard"\noptions = { puesta_per_defender = 0 }\n'
        'contract = "entrada"\npot = 15\ntricks = [4, 4, 1]\nchips = [-15, 0, 0]\npot_after = 30'
    )
    (example,) = load_examples(text)
    assert check_example(example).ok


@pytest.mark.parametrize(
    ("text", "fragments"),
    [
        ('[[trick]]\ntrump = "spades"\ncards = ["Kc","Qc","3d"]\nwinnr = 0', ["#1", "'winnr'"]),
        ('[[trick]]\nname = "x"\ntrump = "spades"\ncards = ["Kc","Qc","3d"]', ["'x'", "'winner'"]),
        ('[[trick]]\ntrump = "spades"\ncards = ["Kc","Qc","8d"]\nwinner = 0', ["'cards'", "'8d'"]),
        ('[[trick]]\ntrump = "spade"\ncards = ["Kc","Qc","3d"]\nwinner = 0', ["'trump'"]),
        ('[[trick]]\ntrump = "spades"\ncards = ["Kc","Qc"]\nwinner = 0', ["'cards'", "3 cards"]),
        ('[[trick]]\ntrump = "spades"\ncards = ["Kc","Qc","3d"]\nwinner = 3', ["'winner'"]),
        ('[[trick]]\ntrump = "spades"\ncards = ["Kc","Kc","3d"]\nwinner = 0', ["twice"]),
        ('[[trick]]\ntrump = "spades"\ncards = "Kc Qc 3d"\nwinner = 0', ["'cards'", "list"]),
        ('[[trick]]\ntrump = "spades"\ncards = ["Kc","Qc","3d"]\nwinner = "0"', ["'winner'"]),
        ("[[tricks]]\nwinner = 0", ["unknown key 'tricks'"]),
        ('trick = "x"', ["array of tables"]),
        ("[[trick]\nwinner = 0", ["not valid TOML"]),
        (
            '[[legal]]\ntrump = "hearts"\ntrick = ["Kh"]\nhand = ["Ac"]\nlegal = ["5d"]',
            ["'legal'", "5d", "not in hand"],
        ),
        (
            '[[legal]]\ntrump = "hearts"\ntrick = ["Kh"]\nhand = ["Kh"]\nlegal = ["Kh"]',
            ["'hand'", "already in the trick"],
        ),
        ('[[result]]\ntricks = [4, 3, 1]\nresult = "sacada"', ["'tricks'", "adds up to 8"]),
        ('[[result]]\ntricks = [3, 5, 1]\nresult = "codille"', ["'codille_by'"]),
        ('[[result]]\ntricks = [5, 2, 2]\nresult = "sacada"\ncodille_by = 1', ["'codille_by'"]),
        ('[[result]]\ntricks = [5, 2, 2]\nresult = "win"', ["'result'", "sacada"]),
        (
            '[[payment]]\nrules = "bridge"\ncontract = "entrada"\npot = 5\n'
            "tricks = [5, 2, 2]\nchips = [0, 0, 0]\npot_after = 0",
            ["'rules'", "bridge"],
        ),
        (
            '[[payment]]\nrules = "standard"\ncontract = "juego"\npot = 5\n'
            "tricks = [5, 2, 2]\nchips = [0, 0, 0]\npot_after = 0",
            ["'contract'", "juego"],
        ),
        (
            '[[payment]]\nrules = "standard"\noptions = { colour = 1 }\ncontract = "entrada"\n'
            "pot = 5\ntricks = [5, 2, 2]\nchips = [0, 0, 0]\npot_after = 0",
            ["'options'", "colour"],
        ),
        (
            '[[payment]]\nrules = "standard"\ncontract = "entrada"\npot = 5\n'
            'tricks = [5, 2, 2]\nombre_hand = ["As"]\nchips = [0, 0, 0]\npot_after = 0',
            ["'ombre_hand'", "'trump'"],
        ),
        (
            '[[payment]]\nrules = "standard"\ncontract = "entrada"\npot = 5\n'
            "tricks = [5, 2, 2]\nvole = 1\nchips = [0, 0, 0]\npot_after = 0",
            ["'vole'", "true or false"],
        ),
        (
            '[[payment]]\nrules = "standard"\ncontract = "entrada"\npot = 5\n'
            "tricks = [5, 2, 2]\nchips = [0, 0]\npot_after = 0",
            ["'chips'"],
        ),
    ],
)
def test_malformed_examples_name_file_kind_and_key(text: str, fragments: list[str]) -> None:
    with pytest.raises(ExampleError) as info:
        load_examples(text, origin="bad.toml")
    message = info.value.message
    assert message.startswith("bad.toml")
    for fragment in fragments:
        assert fragment in message, message


def test_a_path_given_as_text_gets_a_hint() -> None:
    with pytest.raises(ExampleError, match=r"pass a pathlib\.Path"):
        load_examples("tests/examples/legal.toml")


def test_a_malformed_file_counts_as_a_failure(tmp_path: pathlib.Path, capsys: Any) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text('[[trick]]\ntrump = "spades"\n', encoding="utf-8")
    missing = tmp_path / "missing.toml"
    assert main([str(bad), str(missing), str(EXAMPLE_FILES[0])]) == 1
    out = capsys.readouterr().out.splitlines()
    assert any(line.startswith("error: ") and "'cards'" in line for line in out)
    assert any(line.startswith("error: ") and "missing.toml" in line for line in out)
    assert out[-1].endswith(" passed, 2 failed")


def test_load_examples_keeps_the_example_as_written() -> None:
    (example,) = load_examples(
        '[[trick]]\nname = "n"\nsource = "s"\ntrump = "s"\ncards = ["Kc","Qc","3d"]\nwinner = 0'
    )
    assert (example.name, example.source, example.number) == ("n", "s", 1)
    assert example.raw["trump"] == "s"
    assert example.values["cards"] == (Card.CK, Card.CQ, Card.D3)


def test_command_line_check(tmp_path: pathlib.Path) -> None:
    path = tmp_path / "mixed.toml"
    path.write_text(GOOD_AND_WRONG, encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-m", "ombre_tools", "check", str(path)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert run.returncode == 1
    assert run.stdout.splitlines()[-1] == "1 passed, 1 failed"
