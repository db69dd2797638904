"""The rule-coverage table (``tutorials/coverage.toml``): every rule and number in the seeds,
with the lesson (and heading, and exercise) that teaches it.

``tests/site/test_coverage.py`` fails if a row has no lesson, names a lesson missing from
``course.toml``, or names an anchor or exercise kind that is not on that lesson's built page.
:func:`coverage_table` renders the table on the page "What this course covers".

>>> rows = load_coverage()
>>> all(row.lesson for row in rows)
True
"""

from __future__ import annotations

import html
import tomllib
from dataclasses import dataclass
from pathlib import Path

from markupsafe import Markup
from mkdocs.utils import get_relative_url

from sitegen.languages import ENGLISH
from sitegen.strings import text

ROOT = Path(__file__).resolve().parent.parent
COVERAGE_FILE = ROOT / "tutorials" / "coverage.toml"
ROW_KEYS = {"id", "section", "rule", "seeds", "lesson", "anchor", "exercise"}


class CoverageError(ValueError):
    """A malformed coverage row; the message names the row and the key."""


@dataclass(frozen=True)
class Row:
    id: str
    section: str
    rule: str
    seeds: str
    lesson: str
    anchor: str | None
    exercise: str | None

    def href(self) -> str:
        return f"{self.lesson}/" + (f"#{self.anchor}" if self.anchor else "")


def load_coverage(path: Path = COVERAGE_FILE) -> list[Row]:
    """Every row of the coverage file; a missing key or a repeated id is an error."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    rows: list[Row] = []
    seen: set[str] = set()
    for number, table in enumerate(data.get("rule", []), start=1):
        where = f"coverage row #{number} {table.get('id', '?')!r}"
        unknown = set(table) - ROW_KEYS
        if unknown:
            raise CoverageError(f"{where}: unknown keys {sorted(unknown)}")
        for key in ("id", "section", "rule", "seeds", "lesson"):
            if not isinstance(table.get(key), str) or not table[key].strip():
                raise CoverageError(f"{where}: {key!r} must be a non-empty string")
        if table["id"] in seen:
            raise CoverageError(f"{where}: the id is used twice")
        seen.add(table["id"])
        rows.append(
            Row(
                id=table["id"],
                section=table["section"],
                rule=table["rule"],
                seeds=table["seeds"],
                lesson=table["lesson"],
                anchor=table.get("anchor") or None,
                exercise=table.get("exercise") or None,
            )
        )
    return rows


TEXT_NAMES = {
    "000": "french",
    "001": "spanish",
    "002": "portuguese",
    "003": "swedish",
    "004": "german",
    "RULES.md": "rulings",
}
"""How a reader knows the sources a row cites (``coverage.source.<name>``): the rule texts by
language, and the Rulings."""


def cite(seeds: str, lang: str = ENGLISH) -> str:
    """The row's sources as a reader names them: ``000 Joueurs; RULES.md Sessions`` becomes
    ``French text Joueurs; Rulings Sessions``.

    >>> cite("000 Joueurs; 003 Bud; RULES.md Sessions")
    'French text Joueurs; Swedish text Bud; Rulings Sessions'
    """
    parts = []
    for part in seeds.split("; "):
        first, _, rest = part.partition(" ")
        if first in TEXT_NAMES:
            source = text(f"coverage.source.{TEXT_NAMES[first]}", lang)
            parts.append(text("coverage.cited", lang, source=source, part=rest).rstrip())
        else:
            parts.append(part)
    return "; ".join(parts)


def coverage_table(page_url: str, rows: list[Row] | None = None, lang: str = ENGLISH) -> Markup:
    """One table per section: the rule, where the rule texts state it, and the lesson."""
    from sitegen.lessons import TUTORIALS, front_matter

    rows = load_coverage() if rows is None else rows
    sections: dict[str, list[Row]] = {}
    for row in rows:
        sections.setdefault(row.section, []).append(row)
    titles: dict[str, str] = {}
    head = "".join(
        f'<th scope="col">{text(f"coverage.column.{key}", lang)}</th>'
        for key in ("rule", "texts", "lesson", "exercise")
    )
    parts = []
    for section, members in sections.items():
        body = []
        for row in members:
            if row.lesson not in titles:
                meta = front_matter(TUTORIALS / row.lesson / "index.md")
                titles[row.lesson] = str(meta.get("title", row.lesson))
            link = get_relative_url(row.href(), page_url or ".")
            exercise = html.escape(row.exercise) if row.exercise else "—"
            body.append(
                f'<tr data-rule="{html.escape(row.id)}"><td>{html.escape(row.rule)}</td>'
                f"<td>{html.escape(cite(row.seeds, lang))}</td>"
                f'<td><a href="{html.escape(link)}">{html.escape(titles[row.lesson])}</a></td>'
                f"<td>{exercise}</td></tr>"
            )
        parts.append(
            f'<table class="ombre-coverage"><caption>{html.escape(section)}</caption>'
            f"<thead><tr>{head}</tr></thead>"
            f"<tbody>{''.join(body)}</tbody></table>"
        )
    return Markup("".join(parts))


def check_coverage(rows: list[Row], lessons: list[str], public: Path) -> list[str]:
    """Every problem with ``rows`` against the course's pages and the built site ``public``.

    A row must name a lesson of ``course.toml`` (``lessons``); its anchor must be an ``id`` on
    that lesson's built page, and its exercise kind an exercise widget there.
    """
    problems = []
    pages: dict[str, str] = {}
    for row in rows:
        if not row.lesson:
            problems.append(f"{row.id}: no lesson")
            continue
        if row.lesson not in lessons:
            problems.append(f"{row.id}: lesson {row.lesson!r} is not in course.toml")
            continue
        if row.lesson not in pages:
            page = public / row.lesson / "index.html"
            pages[row.lesson] = page.read_text(encoding="utf-8") if page.exists() else ""
        text = pages[row.lesson]
        if not text:
            problems.append(f"{row.id}: {row.lesson}/index.html was not built")
            continue
        if row.anchor and f'id="{row.anchor}"' not in text:
            problems.append(f"{row.id}: no heading #{row.anchor} on {row.lesson}")
        if row.exercise and f'data-kind="{row.exercise}"' not in text:
            problems.append(f"{row.id}: no {row.exercise!r} exercise on {row.lesson}")
    return problems
