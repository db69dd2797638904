"""Build-time captions name a rule set and an example's kind in the page's words, never by
their codes ("swedish", "trick")."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest

from ombre_core.messages import LANGUAGES, catalogue
from ombre_tools.examples import KINDS
from sitegen.blocks import worked_example
from sitegen.game_widgets import deal_story
from sitegen.lessons import PageContext
from sitegen.scoring_pages import session_tally
from sitegen.strings import text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_deal_storys_caption_names_its_rules_in_words(lang: str) -> None:
    page = PageContext(url="play/", source_dir=Path("tutorials"), lang=lang)
    story = unescape(str(deal_story(page, seed=3, rules="swedish", until="play")))
    caption = story.split("<figcaption>")[1].split("</figcaption>")[0]
    assert catalogue(lang)["rules.swedish"] in caption
    assert "swedish" not in caption


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_session_tallys_label_names_its_rules_in_words(lang: str) -> None:
    tally = unescape(str(session_tally("swedish", deals=2, lang=lang)))
    label = tally.split('aria-label="')[1].split('"')[0]
    assert catalogue(lang)["rules.swedish"] in label
    assert "swedish" not in label


UNNAMED_EXAMPLES = """
[[trick]]
trump = "diamonds"
cards = ["Kd", "Ad", "7d"]
winner = 2

[[ranking]]
trump = "spades"
suit = "trump"
order = ["As", "2s", "Ac", "Ks", "Qs", "Js", "7s", "6s", "5s", "4s", "3s"]
"""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_unnamed_worked_examples_caption_words_its_kind(lang: str, tmp_path: Path) -> None:
    (tmp_path / "examples.toml").write_text(UNNAMED_EXAMPLES, encoding="utf-8")
    page = PageContext(url="lesson/", source_dir=tmp_path, lang=lang)
    shown = unescape(str(worked_example(page, "examples.toml")))
    captions = re.findall(r"<figcaption>(.*?)</figcaption>", shown)
    assert captions == [text(f"blocks.example.kind.{kind}", lang) for kind in ("trick", "ranking")]
    if lang != "en":  # English words a trick as a trick
        assert not any(kind in caption for caption in captions for kind in KINDS)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_example_kind_has_a_caption(lang: str) -> None:
    assert all(text(f"blocks.example.kind.{kind}", lang) for kind in KINDS)


def test_a_session_tallys_results_are_in_the_pages_language() -> None:
    tally = unescape(str(session_tally("standard", deals=12, lang="de")))
    results = re.findall(r'<tr data-deal="\d+">(?:<[^>]+>[^<]*</[^>]+>){4}<td>([^<]*)</td>', tally)
    assert results and all(result[0].isupper() for result in results)  # German writes "Sacada"
