"""The site's own words (``site/strings/<lang>/``): well formed, and each written language holds
every English key with the same placeholders."""

from __future__ import annotations

from pathlib import Path

import pytest

from sitegen.languages import LANGUAGES
from sitegen.strings import STRINGS, StringsError, plural, problems, strings, text


def test_every_written_language_stands_in_for_english() -> None:
    for language in LANGUAGES:
        assert problems(language.code) == [], language.code
    assert {path.name for path in STRINGS.iterdir()} <= {language.code for language in LANGUAGES}


def test_a_missing_key_or_placeholder_is_found(tmp_path: Path) -> None:
    (tmp_path / "en").mkdir()
    (tmp_path / "fr").mkdir()
    (tmp_path / "en" / "a.toml").write_text('[deal]\nnext = "Deal {n}"\nend = "End"\n')
    (tmp_path / "fr" / "a.toml").write_text('[deal]\nnext = "Donne {m}"\n')
    assert problems("fr", tmp_path) == [
        "deal.end: missing",
        "deal.next: placeholders {'m'} instead of {'n'}",
    ]
    assert problems("de", tmp_path) == []  # not written: worded in English
    assert strings("de", tmp_path)["deal.end"] == "End"


def test_a_key_written_twice_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "a.toml").write_text('[deal]\nend = "End"\n')
    (tmp_path / "en" / "b.toml").write_text('deal.end = "Stop"\n')
    with pytest.raises(StringsError, match=r"deal\.end is written twice"):
        strings("en", tmp_path)


def test_words_are_filled_and_counted_by_the_languages_rule(tmp_path: Path) -> None:
    assert text("page.untranslated", "en").startswith("This page")
    with pytest.raises(KeyError):
        plural("count.nothing", 2, "en")
