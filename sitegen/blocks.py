"""Lesson blocks computed by the engine at build time: the four card orders, the worked
examples of a lesson's TOML files (checked by the build first), the list of lessons, and the
one click to more (``more``)."""

from __future__ import annotations

import html
import os
import textwrap
from collections.abc import Callable
from pathlib import Path

from markupsafe import Markup

from ombre_core.cards import Suit, parse_cards
from ombre_core.ranking import plain_order, trump_order
from ombre_tools.examples import Example, check_example, load_examples
from sitegen.course_time import WORDS_PER_MINUTE, minutes_slot, timed, total_slot
from sitegen.figures import order_list
from sitegen.lessons import TUTORIALS, PageContext, course_lessons, front_matter
from sitegen.scoring_pages import payment_body, result_body

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
            f"<p>{_trumps(values['trump'])} Cards in play order:</p>"
            f'<p class="ombre-hand">{"".join(cards)}</p>'
            f"<p><strong>Engine:</strong> {html.escape(engine['reason']['message'])}.</p>"
        )
    if example.kind == "ranking":
        trump: Suit = values["trump"]
        return f"<p>{_trumps(trump)}</p>" + order_list(context, parse_cards(engine["order"]), trump)
    if example.kind == "legal":
        hand = "".join(context.card(str(card), size="sm") for card in values["hand"])
        legal = "".join(context.card(code, size="sm") for code in engine["legal"])
        led = "".join(context.card(str(card), size="sm") for card in values["trick"])
        trick = (
            f'Cards played so far: <span class="ombre-hand">{led}</span>' if led else "You lead."
        )
        return (
            f"<p>{_trumps(values['trump'])} {trick}</p>"
            f'<p>Hand: <span class="ombre-hand">{hand}</span></p>'
            f'<p>May play: <span class="ombre-hand">{legal}</span></p>'
            f"<p><strong>Engine:</strong> {html.escape(engine['reason']['message'])}.</p>"
        )
    if example.kind == "payment":
        return payment_body(context, example, engine)
    if example.kind == "result":
        return result_body(example, engine)
    lines = "".join(
        f"<li>{html.escape(str(key))}: {html.escape(str(value))}</li>"
        for key, value in engine.items()
    )
    return f"<ul>{lines}</ul>"


def _trumps(trump: Suit | None) -> str:
    """The trump suit in a sentence; ``None`` is a game without trumps (a contrabola)."""
    if trump is None:
        return "No trumps (a contrabola)."
    return f"{trump.name_in().capitalize()} are trumps."


def worked_example(context: PageContext, path: str, name: str | None = None) -> Markup:
    """Render the examples of a TOML file next to the page (or only the one called ``name``).

    The build has already checked them; a missing name is an error, never silently skipped.
    """
    english = load_examples(context.source_dir / path)
    examples = load_examples(context.source_dir / path, lang=context.lang)
    if name is not None:  # named in English, shown in the page's language
        examples = [shown for shown, it in zip(examples, english, strict=True) if it.name == name]
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


def lesson_list(
    context: PageContext, tutorials: Path = TUTORIALS, *, minutes: bool = False
) -> Markup:
    """Markdown list of the lessons in course order: linked title, then its description;
    ``minutes``: each lesson's time and the course's in all (:mod:`sitegen.course_time`)."""
    lines = []
    reference = []
    for number, name in enumerate(course_lessons(tutorials), start=1):
        page = tutorials / name / "index.md"
        meta = front_matter(page)
        if not timed(name):
            reference.append(meta.get("title", name))
        link = Path(os.path.relpath(page, context.source_dir)).as_posix()
        description = f": {meta['description']}" if meta.get("description") else ""
        time = f" {minutes_slot(name)}" if minutes and timed(name) else ""
        lines.append(f"{number}. [{meta.get('title', name)}]({link}){description}{time}")
    # The wrapper lets the page mark the lessons done (site/js/progress-ui.js), like the menu.
    body = "\n".join(lines)
    if minutes:
        body += (
            f"\n\nAbout {total_slot()} in all: each lesson's reading at {WORDS_PER_MINUTE} "
            f"words a minute, and a minute for each drill or deal."
        )
        if reference:
            body += f" {' and '.join(reference)} are for looking things up."
    return Markup(f'<div class="ombre-lesson-list" markdown>\n\n{body}\n\n</div>')


def more(summary: str, caller: Callable[[], str]) -> Markup:
    """What a passage can leave one click away (the whole deal, more worked examples): a closed
    disclosure whose body is Markdown, the one markup of every such click in the course.

    >>> print(more("The whole deal", lambda: "Nine tricks."))
    <BLANKLINE>
    <details class="ombre-more" markdown="1">
    <summary>The whole deal</summary>
    <BLANKLINE>
    Nine tricks.
    <BLANKLINE>
    </details>
    <BLANKLINE>
    """
    if not summary.strip():
        raise ValueError("more() needs a summary: what the click shows")
    body = textwrap.dedent(str(caller())).strip("\n")
    return Markup(
        f'\n<details class="ombre-more" markdown="1">\n'
        f"<summary>{html.escape(summary)}</summary>\n\n{body}\n\n</details>\n"
    )
