"""The rule-coverage table and the glossary: every row and term points at a real lesson, heading
and exercise of the built site, and the glossary holds every term of the seeds' glossaries."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sitegen.coverage import CoverageError, Row, check_coverage, load_coverage
from sitegen.glossary import GlossaryError, Term, abbreviations, load_glossary
from sitegen.lessons import course_lessons, course_pages

ROOT = Path(__file__).resolve().parents[2]

# The headwords of the seeds' glossaries (000 Glossaire = 001 Glosario = 002 = 004 Glossar),
# and other terms the seeds use.
SEED_GLOSSARY = (
    "Ombre", "Hombre", "Matador", "Spadille", "Manille", "Basto", "Ponto", "Punto", "Talon",
    "Entrada", "Vuelta", "Solo", "Sacada", "Puesta", "Codille", "Vole", "Primeras", "Estuches",
)  # fmt: skip
SEED_TERMS = (
    "Eldest hand", "Dealer", "Defender", "Trick", "Trump", "Plain suit", "side suit", "Juego",
    "Voltereta", "Oros", "Gasca", "Gascarola", "Forced spadille", "Gascarille", "Contrabola",
    "countervole", "Quadrille", "Tvåhant", "Cinquillo", "fiches", "fish", "Pot", "Ante",
    "Surrender", "Ombre a dos", "French Hombre", "Session", "Matador privilege",
)  # fmt: skip


def all_pages() -> list[str]:
    return [*course_lessons(), *course_pages()]


def test_every_coverage_row_has_a_lesson_of_the_course() -> None:
    rows = load_coverage()
    assert len(rows) >= 80
    pages = all_pages()
    assert [row.id for row in rows if row.lesson not in pages] == []


def test_every_coverage_row_points_at_a_heading_and_exercise_on_the_built_page(
    built_site: Path,
) -> None:
    assert check_coverage(load_coverage(), all_pages(), built_site) == []


def test_the_coverage_check_reports_a_missing_lesson_anchor_and_exercise(
    built_site: Path,
) -> None:
    rows = [
        Row("no-lesson", "s", "r", "000", "", None, None),
        Row("not-in-course", "s", "r", "000", "bridge", None, None),
        Row("bad-anchor", "s", "r", "000", "results", "no-such-heading", None),
        Row("bad-exercise", "s", "r", "000", "results", None, "payment"),
        Row("fine", "s", "r", "000", "results", "sacada", "trick-split"),
    ]
    problems = check_coverage(rows, all_pages(), built_site)
    assert problems == [
        "no-lesson: no lesson",
        "not-in-course: lesson 'bridge' is not in course.toml",
        "bad-anchor: no heading #no-such-heading on results",
        "bad-exercise: no 'payment' exercise on results",
    ]


def test_a_coverage_row_without_a_lesson_does_not_load(tmp_path: Path) -> None:
    path = tmp_path / "coverage.toml"
    path.write_text('[[rule]]\nid = "x"\nsection = "s"\nrule = "r"\nseeds = "000"\n')
    with pytest.raises(CoverageError, match="'lesson' must be a non-empty string"):
        load_coverage(path)


def test_the_coverage_page_lists_every_row(built_site: Path) -> None:
    html = (built_site / "course-coverage" / "index.html").read_text(encoding="utf-8")
    listed = re.findall(r'<tr data-rule="([^"]+)">', html)
    assert listed == [row.id for row in load_coverage()]


def test_the_coverage_page_cites_the_rule_texts_by_name(built_site: Path) -> None:
    """Readers see "French text", "Rulings"..., never the repository's file names."""
    page = (built_site / "course-coverage" / "index.html").read_text(encoding="utf-8")
    assert "French text" in page and "Swedish text" in page and "Rulings" in page
    assert not re.search(r"RULES\.md|\bseeds?\b|<td>00[0-4] ", page, re.IGNORECASE)


def test_the_glossary_holds_every_term_of_the_seeds() -> None:
    names = {name.casefold() for term in load_glossary() for name in (term.term, *term.aliases)}
    missing = [word for word in (*SEED_GLOSSARY, *SEED_TERMS) if word.casefold() not in names]
    assert missing == []


def test_every_glossary_term_links_to_a_lesson_and_heading_that_exist(built_site: Path) -> None:
    pages = all_pages()
    for term in load_glossary():
        assert term.lesson in pages, term.term
        html = (built_site / term.lesson / "index.html").read_text(encoding="utf-8")
        if term.anchor:
            assert f'id="{term.anchor}"' in html, (term.term, term.anchor)


def test_glossary_numbers_come_from_the_rule_presets() -> None:
    solo = next(term for term in load_glossary() if term.term == "Solo")
    assert "{" not in solo.definition
    assert "15 from each defender in standard, 8 in swedish" in solo.definition


def test_a_form_given_to_two_terms_is_an_error() -> None:
    first = Term("Vole", (), ("vole",), "All nine tricks.", "results", None)
    second = Term("Volley", (), ("vole",), "Something else.", "results", None)
    with pytest.raises(GlossaryError, match="'vole' is a form of both 'Vole' and 'Volley'"):
        abbreviations([first, second])


def test_the_glossary_page_lists_every_term_with_its_lesson_link(built_site: Path) -> None:
    html = (built_site / "glossary" / "index.html").read_text(encoding="utf-8")
    for term in load_glossary():
        entry = re.search(rf'<div class="ombre-glossary__entry" id="{term.slug}">(.*?)</div>', html)
        assert entry, term.term
        assert f'href="../{term.href()}"' in entry.group(1), term.term


def test_terms_get_a_focusable_tooltip_on_every_lesson_page(built_site: Path) -> None:
    matador = next(term for term in load_glossary() if term.term == "Matador")
    html = (built_site / "matadors-and-punto" / "index.html").read_text(encoding="utf-8")
    title = matador.definition.replace("'", "&#x27;")
    uses = re.findall(
        rf'<abbr title="{re.escape(title)}"( tabindex="0")?>[Mm]atadors?</abbr>', html
    )
    assert uses, "no tooltip for matador on the matadors lesson"
    assert uses.count(' tabindex="0"') == 1  # the first use only is a tab stop


def test_no_link_holds_a_tooltip_term(built_site: Path) -> None:
    """A focusable <abbr> inside a link would be nested interactive content (axe)."""
    nested = re.compile(r"<a\b[^>]*>(?:(?!</a>).)*?<abbr", re.DOTALL)
    pages = sorted(built_site.rglob("index.html"))
    assert len(pages) > 10
    assert [str(p.relative_to(built_site)) for p in pages if nested.search(p.read_text())] == []
