"""The course and its pages, the bottom layer of sitegen: which files under ``tutorials/`` are
pages, the lessons' order (``course.toml``), front matter, the worked-example check, and
:class:`PageContext` (where a page is, for relative URLs and cards).

Layers, each importing only those below it (``tests/site/test_import_layers.py``):

1. this module (and :mod:`sitegen.cards`): course and page data;
2. :mod:`sitegen.widgets`: the widget registry;
3. the drawings: :mod:`sitegen.blocks`, :mod:`sitegen.figures`, :mod:`sitegen.presets`,
   :mod:`sitegen.scoring_pages`, and one module per widget in ``sitegen/widgets/``;
4. :mod:`sitegen.macros`: the Jinja macros a lesson calls, the one module the MkDocs hook
   ``site/hooks/ombre.py`` imports for them.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mkdocs.utils import get_relative_url
from mkdocs.utils.meta import get_data

from ombre_tools.examples import Report, check_files
from sitegen.cards import card_html
from sitegen.languages import ENGLISH, LANGUAGES

ROOT = Path(__file__).resolve().parent.parent
TUTORIALS = ROOT / "tutorials"
NOT_PAGES = {"README.md"}
"""Files under tutorials/ that document the folder and are not part of the site."""
TRANSLATED = {language.code for language in LANGUAGES} - {ENGLISH}
"""The languages a page can be translated into (``index.<code>.md``)."""
DATA_FOLDERS = {"puzzle-data"}
"""Folders of tutorials/ that hold build-time data (the mined puzzles), not pages: not staged."""


def translation_language(path: Path) -> str | None:
    """The language a translation is written in (a page ``index.fr.md``, the words of a data
    file ``examples.fr.toml``: ``'fr'``), or None for an English file.

    >>> translation_language(Path("index.sv.md")), translation_language(Path("solo.toml"))
    ('sv', None)
    """
    stem, _, code = path.stem.rpartition(".")
    return code if stem and code in TRANSLATED else None


def lesson_files(tutorials: Path = TUTORIALS, lang: str = ENGLISH) -> dict[str, Path]:
    """Files to stage into the docs folder of the language ``lang``: Markdown pages and their
    images, not examples. A page written in ``lang`` (``index.<lang>.md`` beside the English
    ``index.md``) stands in for the English one; the others stay English (:func:`translated`)."""
    files = {
        path.relative_to(tutorials).as_posix(): path
        for path in sorted(tutorials.rglob("*"))
        if path.is_file()
        and path.suffix != ".toml"
        and path.name not in NOT_PAGES
        and path.relative_to(tutorials).parts[0] not in DATA_FOLDERS
        and not path.name.startswith(".")
        and translation_language(path) is None
    }
    if lang != ENGLISH:
        for name, path in files.items():
            if translated(path, lang):
                files[name] = path.with_name(f"{path.stem}.{lang}.md")
    return files


def translated(page: Path, lang: str) -> bool:
    """Whether the English page ``page`` (a source under tutorials/) is written in ``lang``."""
    return lang == ENGLISH or page.with_name(f"{page.stem}.{lang}.md").is_file()


def course_lessons(tutorials: Path = TUTORIALS) -> list[str]:
    """The lesson folders in course order, from ``tutorials/course.toml``."""
    data = tomllib.loads((tutorials / "course.toml").read_text(encoding="utf-8"))
    lessons: list[str] = data["lessons"]
    missing = [name for name in lessons if not (tutorials / name / "index.md").exists()]
    if missing:
        raise FileNotFoundError(f"course.toml lists lessons without an index.md: {missing}")
    return lessons


def course_nav(tutorials: Path = TUTORIALS) -> list[str]:
    """The site navigation: the home page, every lesson in course order, then other pages."""
    names = [*course_lessons(tutorials), *course_pages(tutorials)]
    return ["index.md", *(f"{name}/index.md" for name in names)]


def course_pages(tutorials: Path = TUTORIALS) -> list[str]:
    """The pages after the lessons that are not lessons (``pages`` in course.toml)."""
    data = tomllib.loads((tutorials / "course.toml").read_text(encoding="utf-8"))
    pages: list[str] = data.get("pages", [])
    missing = [name for name in pages if not (tutorials / name / "index.md").exists()]
    if missing:
        raise FileNotFoundError(f"course.toml lists pages without an index.md: {missing}")
    return pages


def front_matter(path: Path) -> dict[str, Any]:
    meta: dict[str, Any] = get_data(path.read_text(encoding="utf-8"))[1]
    return meta


def page_meta(name: str, lang: str = ENGLISH, tutorials: Path = TUTORIALS) -> dict[str, Any]:
    """The front matter (title, description) of the page ``name`` (a folder of tutorials/) in
    the language ``lang``: its translation's where written, else the English page's."""
    page = tutorials / name / "index.md"
    return front_matter(
        page.with_name(f"index.{lang}.md") if lang != ENGLISH and translated(page, lang) else page
    )


GUIDED_DEALS = Path("guided-deals") / "deals"
"""Where the guided deals' scripts live under ``tutorials/`` (:mod:`ombre_tools.guided`); any
other lesson's ``deals/`` folder holds scripts too (the variants' demonstration deals)."""


def example_files(tutorials: Path = TUTORIALS) -> list[Path]:
    """Every worked-example TOML file: any ``.toml`` in a lesson folder. TOML files at the top
    of ``tutorials/`` (``course.toml``, data such as a glossary), the guided deals' scripts and
    the translations of a file's words are not examples."""
    scripts = set(guided_files(tutorials))
    return sorted(
        path
        for path in tutorials.rglob("*.toml")
        if path.parent != tutorials and path not in scripts and translation_language(path) is None
    )


def guided_files(tutorials: Path = TUTORIALS) -> list[Path]:
    """Every guided deal's script: ``tutorials/<lesson>/deals/*.toml`` (the guided deals'
    lesson and any other, such as the variants)."""
    return sorted(
        path
        for path in tutorials.glob(f"*/{GUIDED_DEALS.name}/*.toml")
        if translation_language(path) is None
    )


def check_examples(tutorials: Path = TUTORIALS) -> Report:
    """Check every worked-example TOML file under ``tutorials`` with the engine's checker."""
    return check_files(example_files(tutorials))


@dataclass(frozen=True)
class PageContext:
    """Where a page is, so macros can write relative URLs and find the lesson's own files."""

    url: str
    """The page's URL relative to the site root, for example ``'ranking-the-cards/'``."""
    source_dir: Path
    """The folder of the page's source under tutorials/."""
    counters: dict[str, int] = field(default_factory=dict, compare=False, repr=False)
    """Per-page counts by kind, for widgets' stable ids (``sitegen.widgets.exercise``)."""
    lang: str = "en"
    """The page's language (``sitegen.languages``): the words its macros write."""

    def asset(self, path: str | Path) -> str:
        """A URL for a site file (``assets/...``) relative to this page."""
        return get_relative_url(Path(path).as_posix(), self.url or ".")

    def card(self, code: str, *, size: str = "md") -> str:
        return card_html(code, size=size)
