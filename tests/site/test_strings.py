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


def test_a_changed_placeholder_or_unknown_key_is_found_and_the_rest_said_in_english(
    tmp_path: Path,
) -> None:
    (tmp_path / "en").mkdir()
    (tmp_path / "fr").mkdir()
    (tmp_path / "en" / "a.toml").write_text('[deal]\nnext = "Deal {n}"\nend = "End"\n')
    (tmp_path / "fr" / "a.toml").write_text('[deal]\nnext = "Donne {m}"\nfin = "Fin"\n')
    assert problems("fr", tmp_path, complete=False) == [
        "deal.next: placeholders {'m'} instead of {'n'}",
        "deal.fin: not in English",
    ]
    assert problems("de", tmp_path, complete=False) == []  # not written yet: said in English
    assert strings("de", tmp_path)["deal.end"] == "End"
    assert strings("fr", tmp_path)["deal.end"] == "End"


def test_a_complete_language_must_hold_every_key(tmp_path: Path) -> None:
    (tmp_path / "en").mkdir()
    (tmp_path / "sv").mkdir()
    (tmp_path / "en" / "a.toml").write_text('end = "End"\nnext = "Next"\n')
    (tmp_path / "sv" / "a.toml").write_text('end = "Slut"\n')
    assert problems("sv", tmp_path, complete=True) == ["next: missing"]
    assert problems("sv", tmp_path, complete=False) == []


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
