"""Lesson blocks computed by the engine at build time: the four card orders, the worked
examples of a lesson's TOML files (checked by the build first), the list of lessons, and the
one click to more (``more``)."""

from __future__ import annotations

import html
import os
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

from markupsafe import Markup

from ombre_core.cards import Suit, parse_cards
from ombre_core.ranking import plain_order, trump_order
from ombre_tools.examples import Example, check_example, load_examples
from sitegen.course_time import WORDS_PER_MINUTE, minutes_slot, timed, total_slot
from sitegen.figures import order_list
from sitegen.lessons import TUTORIALS, PageContext, course_lessons, page_meta
from sitegen.scoring_pages import payment_body, result_body
from sitegen.strings import capitalised, listed, text

FOUR_ORDERS: tuple[tuple[str, Suit, Suit, bool], ...] = (
    ("black-trump", Suit.SPADES, Suit.SPADES, True),
    ("red-trump", Suit.HEARTS, Suit.HEARTS, True),
    ("black-plain", Suit.CLUBS, Suit.HEARTS, False),
    ("red-plain", Suit.DIAMONDS, Suit.SPADES, False),
)
"""The four orders a learner must know: (id, example suit, trump, is trump order); each is
headed by ``blocks.order.<id>``."""


def order_tables(context: PageContext) -> Markup:
    """The four orders, highest first, as one table with card pictures."""
    lang = context.lang
    rows = []
    for key, suit, trump, trumps in FOUR_ORDERS:
        cards = trump_order(trump) if trumps else plain_order(suit, trump=trump)
        shown = "trump" if trumps else "plain"
        example = text(
            f"blocks.order.shown-{shown}",
            lang,
            count=len(cards),
            suit=suit.name_in(),
            trump=trump.name_in(),
        )
        rows.append(
            f'<tr data-order="{key}"><th scope="row">{text(f"blocks.order.{key}", lang)}<br>'
            f"<small>{example}</small></th>"
            f"<td>{order_list(context, cards, trump)}</td></tr>"
        )
    return Markup(
        '<div class="ombre-orders"><table>'
        f'<thead><tr><th scope="col">{text("blocks.order.order", lang)}</th>'
        f'<th scope="col">{text("blocks.order.highest-first", lang)}</th></tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table></div>"
    )


def _example_body(context: PageContext, example: Example) -> str:
    lang = context.lang
    values = example.values
    result = check_example(example)
    engine = result.engine_value
    if example.kind == "trick":
        cards = [context.card(str(card), size="sm") for card in values["cards"]]
        winner = int(engine["winner"])
        cards[winner] = cards[winner].replace('class="ombre-card"', 'class="ombre-card is-winner"')
        return (
            f"<p>{_trumps(values['trump'], lang)} {text('blocks.example.play-order', lang)}</p>"
            f'<p class="ombre-hand">{"".join(cards)}</p>'
            f"<p>{_engine_says(engine, lang)}</p>"
        )
    if example.kind == "ranking":
        trump: Suit = values["trump"]
        order = order_list(context, parse_cards(engine["order"]), trump)
        return f"<p>{_trumps(trump, lang)}</p>{order}"
    if example.kind == "legal":
        hand = "".join(context.card(str(card), size="sm") for card in values["hand"])
        legal = "".join(context.card(code, size="sm") for code in engine["legal"])
        led = "".join(context.card(str(card), size="sm") for card in values["trick"])
        trick = (
            text("blocks.example.played", lang, cards=_faces(led))
            if led
            else text("blocks.example.you-lead", lang)
        )
        return (
            f"<p>{_trumps(values['trump'], lang)} {trick}</p>"
            f"<p>{text('blocks.example.hand', lang, cards=_faces(hand))}</p>"
            f"<p>{text('blocks.example.may-play', lang, cards=_faces(legal))}</p>"
            f"<p>{_engine_says(engine, lang)}</p>"
        )
    if example.kind == "payment":
        return payment_body(context, example, engine)
    if example.kind == "result":
        return result_body(example, engine, context.lang)
    lines = "".join(
        f"<li>{html.escape(str(key))}: {html.escape(str(value))}</li>"
        for key, value in engine.items()
    )
    return f"<ul>{lines}</ul>"


def _faces(cards: str) -> str:
    return f'<span class="ombre-hand">{cards}</span>'


def _engine_says(engine: dict[str, Any], lang: str) -> str:
    """The engine's reason for a worked example, as its verdict."""
    return text("engine-says", lang, reason=html.escape(engine["reason"]["message"]))


def _trumps(trump: Suit | None, lang: str) -> str:
    """The trump suit in a sentence; ``None`` is a game without trumps (a contrabola)."""
    if trump is None:
        return text("blocks.example.no-trumps", lang)
    return capitalised(text("blocks.example.trumps", lang, suit=trump.name_in()))


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
        caption = html.escape(
            example.name or text(f"blocks.example.kind.{example.kind}", context.lang)
        )
        source = example.source
        cite = (
            '<p class="ombre-example__source">'
            f"{text('blocks.example.source', context.lang, source=html.escape(source))}</p>"
            if source
            else ""
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
        meta = page_meta(name, context.lang, tutorials)
        if not timed(name):
            reference.append(meta.get("title", name))
        link = Path(os.path.relpath(page, context.source_dir)).as_posix()
        description = f": {meta['description']}" if meta.get("description") else ""
        time = f" {minutes_slot(name)}" if minutes and timed(name) else ""
        lines.append(f"{number}. [{meta.get('title', name)}]({link}){description}{time}")
    # The wrapper lets the page mark the lessons done (site/js/progress-ui.js), like the menu.
    body = "\n".join(lines)
    if minutes:
        body += "\n\n" + text(
            "blocks.lessons.minutes", context.lang, total=total_slot(), words=WORDS_PER_MINUTE
        )
        if reference:
            pages = listed(reference, context.lang)
            body += " " + text("blocks.lessons.reference", context.lang, pages=pages)
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
