"""Lesson sources: which files are pages, the worked-example check, and the Jinja macros.

A lesson is a Markdown file under ``tutorials/`` whose text may call the macros of
:func:`page_macros` with Jinja, for example ``{{ card("Kh") }}``, ``{{ order_tables() }}``,
``{{ widget("ranking") }}`` or ``{{ example("examples/tricks.toml") }}``. The MkDocs hook
``site/hooks/ombre.py`` renders them at build time, so everything they show is computed by
``ombre_core`` before any Python runs in the browser. See ``tutorials/README.md``.
"""

from __future__ import annotations

import html
import os
import tomllib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from markupsafe import Markup
from mkdocs.utils import get_relative_url
from mkdocs.utils.meta import get_data

from ombre_core.cards import Card, Suit, parse_cards
from ombre_core.examples import Example, Report, check_example, check_files, load_examples
from ombre_core.ranking import card_title, plain_order, trump_order
from sitegen.cards import card_html

ROOT = Path(__file__).resolve().parent.parent
TUTORIALS = ROOT / "tutorials"
NOT_PAGES = {"README.md"}
"""Files under tutorials/ that document the folder and are not part of the site."""


def lesson_files(tutorials: Path = TUTORIALS) -> dict[str, Path]:
    """Files to stage into the docs folder: Markdown pages and their images, not examples."""
    return {
        path.relative_to(tutorials).as_posix(): path
        for path in sorted(tutorials.rglob("*"))
        if path.is_file()
        and path.suffix != ".toml"
        and path.name not in NOT_PAGES
        and not path.name.startswith(".")
    }


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


def example_files(tutorials: Path = TUTORIALS) -> list[Path]:
    """Every worked-example TOML file: any ``.toml`` in a lesson folder. TOML files at the top
    of ``tutorials/`` (``course.toml``, data such as a glossary) are not examples."""
    return sorted(path for path in tutorials.rglob("*.toml") if path.parent != tutorials)


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
    """Per-page counts by kind, for widgets' stable ids (``sitegen.exercise.exercise_id``)."""

    def asset(self, path: str | Path) -> str:
        """A URL for a site file (``assets/...``) relative to this page."""
        return get_relative_url(Path(path).as_posix(), self.url or ".")

    def card(self, code: str, *, size: str = "md") -> str:
        return card_html(code, size=size)


def order_list(context: PageContext, cards: Iterable[Card], trump: Suit) -> str:
    """Cards highest first as an ordered list, each with its title (Spadille...) if any."""
    items = []
    for card in cards:
        title = card_title(card, trump)
        caption = f'<span class="ombre-order__title">{title}</span>' if title else ""
        items.append(f'<li data-card="{card}">{context.card(str(card), size="sm")}{caption}</li>')
    return f'<ol class="ombre-order">{"".join(items)}</ol>'


FOUR_ORDERS: tuple[tuple[str, str, Suit, Suit, bool], ...] = (
    ("black-trump", "Black trump (spades or clubs)", Suit.SPADES, Suit.SPADES, True),
    ("red-trump", "Red trump (hearts or diamonds)", Suit.HEARTS, Suit.HEARTS, True),
    ("black-plain", "Black plain suit", Suit.CLUBS, Suit.HEARTS, False),
    ("red-plain", "Red plain suit", Suit.DIAMONDS, Suit.SPADES, False),
)
"""The four orders a learner must know: (id, heading, example suit, trump, is trump order)."""


def order_tables(context: PageContext) -> Markup:
    """The four orders, highest first, as one table with card pictures."""
    rows = []
    for key, heading, suit, trump, trumps in FOUR_ORDERS:
        cards = trump_order(trump) if trumps else plain_order(suit, trump=trump)
        example = f"shown with {suit} {'as trumps' if trumps else f'when {trump} are trumps'}"
        rows.append(
            f'<tr data-order="{key}"><th scope="row">{heading}<br>'
            f"<small>{len(cards)} cards, {example}</small></th>"
            f"<td>{order_list(context, cards, trump)}</td></tr>"
        )
    return Markup(
        '<div class="ombre-orders"><table>'
        '<thead><tr><th scope="col">Order</th><th scope="col">Highest first</th></tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table></div>"
    )


def _example_body(context: PageContext, example: Example) -> str:
    values = example.values
    result = check_example(example)
    engine = result.engine_value
    if example.kind == "trick":
        cards = [context.card(str(card), size="sm") for card in values["cards"]]
        winner = int(engine["winner"])
        cards[winner] = cards[winner].replace('class="ombre-card"', 'class="ombre-card is-winner"')
        return (
            f"<p>{str(values['trump']).capitalize()} are trumps. Cards in play order:</p>"
            f'<p class="ombre-hand">{"".join(cards)}</p>'
            f"<p><strong>Engine:</strong> {html.escape(engine['reason']['message'])}.</p>"
        )
    if example.kind == "ranking":
        trump: Suit = values["trump"]
        return f"<p>{trump.name_in().capitalize()} are trumps.</p>" + order_list(
            context, parse_cards(engine["order"]), trump
        )
    if example.kind == "legal":
        hand = "".join(context.card(str(card), size="sm") for card in values["hand"])
        legal = "".join(context.card(code, size="sm") for code in engine["legal"])
        led = "".join(context.card(str(card), size="sm") for card in values["trick"])
        trick = (
            f'Cards played so far: <span class="ombre-hand">{led}</span>' if led else "You lead."
        )
        return (
            f"<p>{str(values['trump']).capitalize()} are trumps. {trick}</p>"
            f'<p>Hand: <span class="ombre-hand">{hand}</span></p>'
            f'<p>May play: <span class="ombre-hand">{legal}</span></p>'
            f"<p><strong>Engine:</strong> {html.escape(engine['reason']['message'])}.</p>"
        )
    if example.kind == "payment":
        from sitegen.scoring_pages import payment_body

        return payment_body(context, example, engine)
    if example.kind == "result":
        from sitegen.scoring_pages import result_body

        return result_body(example, engine)
    lines = "".join(
        f"<li>{html.escape(str(key))}: {html.escape(str(value))}</li>"
        for key, value in engine.items()
    )
    return f"<ul>{lines}</ul>"


def worked_example(context: PageContext, path: str, name: str | None = None) -> Markup:
    """Render the examples of a TOML file next to the page (or only the one called ``name``).

    The build has already checked them; a missing name is an error, never silently skipped.
    """
    examples = load_examples(context.source_dir / path)
    if name is not None:
        examples = [example for example in examples if example.name == name]
        if not examples:
            raise KeyError(f"{path} has no example named {name!r}")
    figures = []
    for example in examples:
        caption = html.escape(example.name or f"{example.kind} example")
        source = example.source
        cite = (
            f'<p class="ombre-example__source">Source: {html.escape(source)}</p>' if source else ""
        )
        figures.append(
            f'<figure class="ombre-example" data-example-kind="{example.kind}">'
            f"<figcaption>{caption}</figcaption>{_example_body(context, example)}{cite}</figure>"
        )
    return Markup("".join(figures))


def lesson_list(context: PageContext, tutorials: Path = TUTORIALS) -> Markup:
    """Markdown list of the lessons in course order: linked title, then its description."""
    lines = []
    for number, name in enumerate(course_lessons(tutorials), start=1):
        page = tutorials / name / "index.md"
        meta = front_matter(page)
        link = Path(os.path.relpath(page, context.source_dir)).as_posix()
        description = f": {meta['description']}" if meta.get("description") else ""
        lines.append(f"{number}. [{meta.get('title', name)}]({link}){description}")
    return Markup("\n".join(lines))


def page_macros(context: PageContext) -> dict[str, Callable[..., Any]]:
    """The functions a lesson can call in its Jinja, bound to its page."""
    from sitegen import figures
    from sitegen.game_widgets import game_macros
    from sitegen.presets import preset, presets
    from sitegen.scoring_pages import scoring_macros
    from sitegen.widgets import render_widget

    def card(code: str, size: str = "md") -> Markup:
        return Markup(context.card(code, size=size))

    def cards(codes: str, size: str = "sm") -> Markup:
        faces = "".join(context.card(str(c), size=size) for c in parse_cards(codes))
        return Markup(f'<span class="ombre-hand">{faces}</span>')

    def widget(name: str, **params: Any) -> Markup:
        return render_widget(name, context, **params)

    def example(path: str, name: str | None = None) -> Markup:
        return worked_example(context, path, name)

    return {
        "card": card,
        "cards": cards,
        "order_tables": lambda: order_tables(context),
        "widget": widget,
        "example": example,
        "lesson_list": lambda: lesson_list(context),
        "asset": context.asset,
        "presets": presets,
        "preset": preset,
        "seat_diagram": lambda: figures.seat_diagram(context),
        "deck_table": lambda: figures.deck_table(context),
        "trump_comparison": lambda: figures.trump_comparison(context),
        **scoring_macros(context),
        **game_macros(context),
    }
