"""Worked examples at four and five players (Quadrille, Quintille): the columns name the called
partner, the result is the side's (won, remise, codille by the defenders together), and the
three-player drawing is unchanged."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest

from ombre_core.rules import RuleSet
from ombre_tools.examples import Example, check_example, load_examples
from sitegen.lessons import PageContext
from sitegen.scoring_pages import payment_body, result_body

ROOT = Path(__file__).resolve().parents[2]
FILES = [
    ROOT / "tests" / "examples" / "variants_quadrille.toml",
    ROOT / "tutorials" / "variants" / "examples.toml",
    ROOT / "tutorials" / "two-players" / "examples.toml",
    ROOT / "tutorials" / "quadrille" / "examples.toml",
    ROOT / "tests" / "examples" / "results.toml",
    ROOT / "tests" / "examples" / "payments_standard.toml",
]
CONTEXT = PageContext(url="variants/", source_dir=ROOT / "tutorials" / "variants")


def _text(html: str) -> str:
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html)))


def _examples() -> list[Example]:
    return [
        example
        for path in FILES
        for example in load_examples(path)
        if example.kind in ("result", "payment")
    ]


def _body(example: Example) -> str:
    engine = check_example(example).engine_value
    if example.kind == "payment":
        return payment_body(CONTEXT, example, engine)
    return result_body(example, engine)


@pytest.mark.parametrize("example", _examples(), ids=lambda example: example.name)
def test_every_result_and_payment_draws_one_column_per_player(example: Example) -> None:
    html = _body(example)
    players = len(example.values["tricks"])
    partner = example.values.get("partner")
    heads = re.findall(r'<th scope="col">([^<]+)</th>', html)
    if example.kind == "result":
        heads = re.findall(r'<span class="ombre-split__who">([^<]+)</span>', html)
    roles = [head for head in heads if head not in ("Line", "Pot")]
    assert len(roles) % players == 0 and roles[0] == "Ombre"
    assert ("Partner" in roles) == (partner is not None)
    if partner is not None:
        assert roles[partner] == "Partner"
    text = _text(html)
    rules = example.values.get("rules") or RuleSet.preset("standard")
    if rules.tricks_rule == "majority":
        assert not re.search(r"Sacada|Puesta|a defender wins", text), text
    else:
        assert "Partner" not in text


@pytest.mark.parametrize(
    ("name", "heading", "why"),
    [
        (
            "Quadrille: the ombre's 4 tricks and the partner's 2 make six of ten, a win",
            "Won: more than half the tricks",
            "The ombre (4) and the partner (2) took 6 of 10 tricks, more than half",
        ),
        (
            "Quadrille: five tricks of ten for the side is a remise",
            "Remise: exactly half the tricks",
            "a remise, so the side pays a bête into the pot",
        ),
        (
            "Quintille: three tricks of eight for the side is a codille for the three defenders",
            "Codille: the defenders together win",
            "the three defenders together took 5, a codille",
        ),
    ],
)
def test_a_side_result_is_headed_and_explained_by_the_majority(
    name: str, heading: str, why: str
) -> None:
    (example,) = [e for e in _examples() if e.name == name]
    text = _text(_body(example))
    assert f"Engine: {heading}." in text
    assert why in text


def test_the_three_player_result_keeps_its_words() -> None:
    example = next(e for e in _examples() if e.kind == "result" and len(e.values["tricks"]) == 3)
    text = _text(_body(example))
    assert "Ombre" in text and "Defender 1" in text and "Defender 2" in text
    assert re.search(r"Engine: (Sacada|Puesta|Codille)", text)


def test_at_four_or_five_players_a_lines_words_get_a_row_above_its_numbers() -> None:
    for example in _examples():
        if example.kind != "payment":
            continue
        html = _body(example)
        players = len(example.values["tricks"])
        said = re.findall(r'<tr class="ombre-settle__say"><td colspan="(\d+)">', html)
        lines = re.findall(r'<tr data-line="(?!total)', html)
        if players > 3:
            assert len(said) == len(lines) and set(said) == {str(players + 2)}
        else:
            assert not said
