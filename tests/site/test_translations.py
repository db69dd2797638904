"""The course's pages in other languages (``index.<lang>.md`` beside each English ``index.md``),
their glossaries and the words of the data files keep step with the English: the same macros in
the same order, every heading with an explicit id, the same front matter keys, the glossary's
terms in order, each data file's words in its tables."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ombre_tools.examples import load_examples
from ombre_tools.guided import load_script
from sitegen.glossary import GLOSSARY_FILE, glossary_for, load_glossary
from sitegen.languages import LANGUAGES
from sitegen.lessons import TUTORIALS, front_matter, guided_files, translation_language

MACRO = re.compile(r"\{\{.*?\}\}|\{%.*?%\}", re.DOTALL)
TEXT = re.compile(r'"(?:[^"\\]|\\.)*"|\'(?:[^\'\\]|\\.)*\'')


def macros(source: str) -> list[str]:
    """A page's macro calls, their texts left out: a translation words a title or a heading
    it passes; a key it passes (an example's name, a widget's kind) the build checks."""
    return [TEXT.sub('""', call) for call in MACRO.findall(source)]


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
    assert macros(source) == macros(original)
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


DATA_WORDS = sorted(
    path for path in TUTORIALS.rglob("*.toml") if translation_language(path) is not None
)


@pytest.mark.parametrize("path", DATA_WORDS, ids=lambda p: str(p.relative_to(TUTORIALS)))
def test_the_words_of_a_data_file_fit_its_english_tables(path: Path) -> None:
    lang = translation_language(path)
    english = path.with_name(path.name.replace(f".{lang}.toml", ".toml"))
    if path.parent == TUTORIALS:
        assert path.name == f"glossary.{lang}.toml"
    elif english in guided_files():
        assert load_script(english, lang=lang).title != load_script(english).title
    else:
        shown, original = load_examples(english, lang=lang), load_examples(english)
        assert [example.kind for example in shown] == [example.kind for example in original]
        assert [example.name for example in shown] != [example.name for example in original]
