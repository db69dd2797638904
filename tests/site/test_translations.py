"""The course's pages in other languages (``index.<lang>.md`` beside each English ``index.md``)
and their glossaries keep step with the English: the same macros in the same order, every
heading with an explicit id, the same front matter keys, the glossary's terms in order."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sitegen.glossary import GLOSSARY_FILE, glossary_for, load_glossary
from sitegen.languages import LANGUAGES
from sitegen.lessons import TUTORIALS, front_matter, translation_language

MACRO = re.compile(r"\{\{.*?\}\}|\{%.*?%\}", re.DOTALL)
HEADING = re.compile(r"^#{1,6} .*$", re.MULTILINE)
EXPLICIT_ID = re.compile(r"\{[^}]*#[\w-]+[^}]*\}\s*$")
TRANSLATIONS = sorted(
    path for path in TUTORIALS.rglob("*.md") if translation_language(path) is not None
)


def english_of(path: Path) -> Path:
    return path.with_name(path.name.replace(f".{translation_language(path)}.md", ".md"))


def test_there_are_translations_in_every_other_language() -> None:
    languages = {translation_language(path) for path in TRANSLATIONS}
    assert languages == {language.code for language in LANGUAGES if language.prefix}


@pytest.mark.parametrize("path", TRANSLATIONS, ids=lambda p: str(p.relative_to(TUTORIALS)))
def test_a_translation_keeps_the_english_pages_macros_headings_and_front_matter(
    path: Path,
) -> None:
    english = english_of(path)
    assert english.is_file(), f"{path.name} translates no English page"
    source, original = path.read_text(encoding="utf-8"), english.read_text(encoding="utf-8")
    assert MACRO.findall(source) == MACRO.findall(original)
    headings = HEADING.findall(MACRO.sub("", source.split("\n---", 1)[-1]))
    assert len(headings) == len(HEADING.findall(MACRO.sub("", original.split("\n---", 1)[-1])))
    assert [line for line in headings if not EXPLICIT_ID.search(line)] == []
    meta, english_meta = front_matter(path), front_matter(english)
    assert meta.keys() == english_meta.keys()
    assert all(meta[key] for key in meta), "an empty front matter value"


def test_every_page_has_a_title_and_a_description_but_the_home_pages() -> None:
    for path in sorted(TUTORIALS.rglob("index*.md")):
        meta = front_matter(path)
        assert meta.get("title"), path
        assert meta.get("description") or path.parent == TUTORIALS, path


@pytest.mark.parametrize("code", [language.code for language in LANGUAGES if language.prefix])
def test_each_glossary_translates_every_english_term_in_order(code: str) -> None:
    assert GLOSSARY_FILE.with_name(f"glossary.{code}.toml").is_file()
    terms, english = glossary_for(code), load_glossary()
    assert [term.english for term in terms] == [term.term for term in english]
    assert [term.slug for term in terms] == [term.slug for term in english]
