"""The course's numbers (issue 23): how much a learner reads before doing something.

Read from the built pages: per lesson, the words of its body, the words before its first
interaction, its interactions and interactions per 400 words; along the learner's path (the
home page up to its "Start here" link, then the lessons in course order), the words before the
first interaction and before the first whole deal. Words are visible prose of the page's
article: no code, card pictures, widgets' own drawings, heading links, hidden elements or
closed disclosures (the other rule book included). ``build.py`` prints them;
:func:`budget_problems` checks them against the issue's budgets.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

from sitegen.lessons import TUTORIALS, course_lessons
from sitegen.presets import DEFAULT_PRESET

INTERACTIVE_WIDGETS = frozenset({"exercise", "table", "auction"})
"""Widgets where the learner acts: a drill, the table (free or guided) and the auction stepper."""
WHOLE_DEAL_WIDGETS = frozenset({"table"})
"""Widgets where the learner plays a whole deal."""
START_HERE = "start here"
"""The home page's link onto the learner's path (its text, in any case)."""

REFERENCE_PAGES = frozenset({"glossary", "quick-reference"})
"""Pages of the course order that are looked things up in, not read through: their figures are
printed, but the lesson budgets do not apply to them."""

WORDS_PER_LESSON = 1_500
WORDS_PER_INTERACTION = 400
WORDS_BEFORE_FIRST_INTERACTION = 150
WORDS_BEFORE_FIRST_DEAL = 6_000

_VOID = frozenset(
    {
        "area",
        "base",
        "br",
        "col",
        "embed",
        "hr",
        "img",
        "input",
        "link",
        "meta",
        "source",
        "track",
        "wbr",
    }
)
_SKIPPED_TAGS = frozenset({"code", "pre", "script", "style", "svg", "template", "noscript"})
_WORD = re.compile(r"\w+(?:['\u2019-]\w+)*")  # "isn't", "well-known": one word each


@dataclass(frozen=True)
class PageMetrics:
    """One page's numbers; ``words_before_*`` is None when the page has no such widget."""

    name: str
    words: int
    interactions: int
    words_before_interaction: int | None
    words_before_deal: int | None
    start_here: tuple[int, str] | None = None
    """Where a "Start here" link is: the words before it, and its href."""

    @property
    def interactions_per_400_words(self) -> float:
        return self.interactions * WORDS_PER_INTERACTION / self.words if self.words else 0.0


@dataclass(frozen=True)
class PathMetrics:
    """Words read along the learner's path before the first interaction and the first deal."""

    pages: tuple[str, ...]
    words_before_interaction: int | None
    words_before_deal: int | None


class _ProseCounter(HTMLParser):
    """Counts the visible words of the first ``<article>``, and where the widgets begin."""

    def __init__(self, book: str) -> None:
        super().__init__(convert_charrefs=True)
        self.book = book
        self.words = 0
        self.interactions = 0
        self.before_interaction: int | None = None
        self.before_deal: int | None = None
        self._stack: list[tuple[str, bool]] = []  # (tag, whether it hides what it holds)
        self._chosen_books: set[int] = set()  # depths in the stack of the chosen rule book
        self._in_article = False
        self._done = False
        self._link: tuple[str, list[str], int] | None = None
        self.start_here: tuple[int, str] | None = None  # words before it, and where it goes

    @property
    def _hidden(self) -> bool:
        # A closed disclosure hides all it holds but its summary.
        return any(
            hides
            and not (tag == "details" and self._stack[depth + 1 :][:1] == [("summary", False)])
            for depth, (tag, hides) in enumerate(self._stack)
        )

    def _hides(self, tag: str, attrs: dict[str, str | None]) -> bool:
        classes = (attrs.get("class") or "").split()
        if tag in _SKIPPED_TAGS or "hidden" in attrs or attrs.get("aria-hidden") == "true":
            return True
        if "headerlink" in classes or "ombre-widget" in classes:
            return True
        # The chosen rule book shows whole although closed (site/css/presets.css).
        return tag == "details" and "open" not in attrs and not self._is_chosen_book(tag, attrs)

    def _is_chosen_book(self, tag: str, attrs: dict[str, str | None]) -> bool:
        classes = (attrs.get("class") or "").split()
        return (
            tag == "details" and "ombre-preset" in classes and attrs.get("data-preset") == self.book
        )

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        named = dict(attrs)
        if self._done:
            return
        if not self._in_article:
            self._in_article = tag == "article"
            return
        if "ombre-widget" in (named.get("class") or "").split() and not self._hidden:
            self._widget(named.get("data-widget") or "")
        if tag == "a" and not self._hidden:
            self._link = (named.get("href") or "", [], self.words)
        if tag == "summary":
            # The chosen rule book hides its summary (site/css/presets.css); others show theirs.
            self._stack.append((tag, len(self._stack) - 1 in self._chosen_books))
        elif tag not in _VOID:
            if self._is_chosen_book(tag, named):
                self._chosen_books.add(len(self._stack))
            self._stack.append((tag, self._hides(tag, named)))

    def handle_endtag(self, tag: str) -> None:
        if self._done or not self._in_article:
            return
        if tag == "article" and not any(name == "article" for name, _ in self._stack):
            self._done = True
            return
        if tag == "a" and self._link is not None:
            href, text, words_before = self._link
            if self.start_here is None and "".join(text).strip().lower().startswith(START_HERE):
                self.start_here = (words_before, href)
            self._link = None
        for depth in range(len(self._stack) - 1, -1, -1):
            if self._stack[depth][0] == tag:
                del self._stack[depth:]
                self._chosen_books = {book for book in self._chosen_books if book < depth}
                return

    def handle_data(self, data: str) -> None:
        if not self._in_article or self._done or self._hidden:
            return
        if self._link is not None:
            self._link[1].append(data)
        self.words += len(_WORD.findall(data))

    def _widget(self, name: str) -> None:
        if name in INTERACTIVE_WIDGETS:
            self.interactions += 1
            if self.before_interaction is None:
                self.before_interaction = self.words
        if name in WHOLE_DEAL_WIDGETS and self.before_deal is None:
            self.before_deal = self.words


def page_metrics(name: str, html: str, book: str = DEFAULT_PRESET) -> PageMetrics:
    """The numbers of one built page, read as a learner of rule book ``book`` sees it.

    >>> page = '<article><h1>Tricks</h1><p>Follow suit, <code>x y</code> always.</p>'
    >>> page += '<div class="ombre-widget" data-widget="exercise"><p>A drill</p></div>'
    >>> page += '<p>Then two more.</p></article>'
    >>> metrics = page_metrics("tricks", page)
    >>> metrics.words, metrics.words_before_interaction, metrics.interactions
    (7, 4, 1)
    """
    counter = _ProseCounter(book)
    counter.feed(html)
    counter.close()
    return PageMetrics(
        name=name,
        words=counter.words,
        interactions=counter.interactions,
        words_before_interaction=counter.before_interaction,
        words_before_deal=counter.before_deal,
        start_here=counter.start_here,
    )


def path_metrics(
    home: PageMetrics, lessons: Sequence[PageMetrics], start: PageMetrics | None = None
) -> PathMetrics:
    """The learner's path: the home page up to "Start here" (all of it without such a link),
    the page it opens (``start``, if not a lesson), then the lessons in order; the words read
    before the first interaction and the first whole deal."""
    before_interaction: int | None = None
    before_deal: int | None = None
    read = 0
    home_words = home.words if home.start_here is None else home.start_here[0]
    pages = (home, *([start] if start is not None else []), *lessons)
    for index, page in enumerate(pages):
        # On the home page only what comes before "Start here" is on the path.
        first = page.words_before_interaction
        if before_interaction is None and first is not None and (index or first <= home_words):
            before_interaction = read + first
        deal = page.words_before_deal
        if before_deal is None and deal is not None and (index or deal <= home_words):
            before_deal = read + deal
        read += home_words if page is home else page.words
    return PathMetrics(
        pages=tuple(page.name for page in pages),
        words_before_interaction=before_interaction,
        words_before_deal=before_deal,
    )


def _linked_page(href: str) -> str:
    """The page folder a link of the home page opens: ``./tricks/#x`` is ``tricks``."""
    path = href.split("#")[0].split("?")[0].removeprefix("./").removesuffix("index.html")
    return path.strip("/")


def site_metrics(
    public: Path, tutorials: Path = TUTORIALS
) -> tuple[list[PageMetrics], PathMetrics]:
    """Every lesson of ``tutorials/course.toml`` in course order, and the learner's path,
    from the built site in ``public``."""

    def read(name: str) -> PageMetrics:
        page = public / name / "index.html" if name else public / "index.html"
        return page_metrics(name or "home", page.read_text(encoding="utf-8"))

    lessons = [read(name) for name in course_lessons(tutorials)]
    home = read("")
    start = None
    if home.start_here is not None:
        name = _linked_page(home.start_here[1])
        if name and (public / name / "index.html").is_file():
            start = read(name)
    path_lessons = [page for page in lessons if start is None or page.name != start.name]
    return lessons, path_metrics(home, path_lessons, start)


def _figure(value: int | None) -> str:
    return "-" if value is None else f"{value:,}"


def format_metrics(lessons: Iterable[PageMetrics], path: PathMetrics) -> str:
    """The numbers as a plain-text table, the budgets beside their headings."""
    rows = [
        f"{'lesson':<22} {'words':>7} {'before 1st':>10} {'interactions':>12} {'per 400':>8}",
        f"{'':<22} {f'<={WORDS_PER_LESSON:,}':>7} "
        f"{f'<={WORDS_BEFORE_FIRST_INTERACTION}':>10} {'':>12} {'>=1':>8}",
    ]
    for page in lessons:
        rows.append(
            f"{page.name:<22} {_figure(page.words):>7} "
            f"{_figure(page.words_before_interaction):>10} {page.interactions:>12} "
            f"{page.interactions_per_400_words:>8.2f}"
        )
    rows.append(
        f"learner's path: {_figure(path.words_before_interaction)} words before the first "
        f"interaction (<={WORDS_BEFORE_FIRST_INTERACTION}), {_figure(path.words_before_deal)} "
        f"before the first whole deal (<={WORDS_BEFORE_FIRST_DEAL:,})"
    )
    return "\n".join(rows)


def budget_problems(lessons: Iterable[PageMetrics], path: PathMetrics) -> list[str]:
    """Each place the course breaks one of issue 23's budgets, in words; none when it keeps them.
    The reference pages (:data:`REFERENCE_PAGES`) are left out of the lesson budgets."""
    problems = []
    for page in lessons:
        if page.name in REFERENCE_PAGES:
            continue
        if page.words > WORDS_PER_LESSON:
            problems.append(f"{page.name}: {page.words:,} words, over {WORDS_PER_LESSON:,}")
        if page.interactions_per_400_words < 1:
            problems.append(
                f"{page.name}: {page.interactions} interactions in {page.words:,} words, "
                f"under one per {WORDS_PER_INTERACTION}"
            )
    first = path.words_before_interaction
    if first is None or first > WORDS_BEFORE_FIRST_INTERACTION:
        problems.append(
            f"learner's path: {_figure(first)} words before the first interaction, "
            f"over {WORDS_BEFORE_FIRST_INTERACTION}"
        )
    deal = path.words_before_deal
    if deal is None or deal > WORDS_BEFORE_FIRST_DEAL:
        problems.append(
            f"learner's path: {_figure(deal)} words before the first whole deal, "
            f"over {WORDS_BEFORE_FIRST_DEAL:,}"
        )
    return problems
