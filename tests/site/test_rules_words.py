"""Build-time captions name a rule set and an example's kind in the page's words, never by
their codes ("swedish", "trick")."""

from __future__ import annotations

from html import unescape
from pathlib import Path

import pytest

from ombre_core.messages import LANGUAGES, catalogue
from sitegen.game_widgets import deal_story
from sitegen.lessons import PageContext
from sitegen.scoring_pages import session_tally


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
