"""Static figures for the first lessons: the seats around the table, and the deck in both faces.

``{{ seat_diagram() }}`` draws the three seats and the counterclockwise order as an inline SVG
with a text alternative; ``{{ deck_table() }}`` shows every card in its French AND Spanish face
at once (whatever the deck switch says), with both names. Both are registered in
:func:`sitegen.macros.page_macros`. :func:`order_list` draws cards highest first with their
titles (Spadille...), for the order tables and the scoring pages.
"""

from __future__ import annotations

import html
import math
from collections.abc import Iterable
from xml.sax.saxutils import quoteattr

from markupsafe import Markup

from ombre_core.cards import Card, DeckStyle, Rank, Suit
from ombre_core.messages import label
from ombre_core.ranking import card_title, trump_order
from sitegen.cards import DECKS, SIZES
from sitegen.lessons import PageContext
from sitegen.strings import text

DECK_SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
LANGS: dict[DeckStyle, str] = {"french": "en", "spanish": "es"}


def single_face(context: PageContext, card: Card, deck: DeckStyle, *, size: str = "sm") -> str:
    """One face of ``card`` from the sheet, shown whatever ``html[data-deck]`` is.

    The same picture and name as :func:`sitegen.cards.card_html`, but without the
    ``face-french``/``face-spanish`` classes that the deck switch hides.
    """
    if size not in SIZES:
        raise ValueError(f"card size {size!r} is not one of {', '.join(SIZES)}")
    return (
        f'<span class="ombre-card" data-card="{card}" data-face="{deck}" data-size="{size}">'
        f'<span class="face-fixed" role="img" lang="{LANGS[deck]}" '
        f"aria-label={quoteattr(card.name_in(deck))}></span></span>"
    )


def deck_table(context: PageContext) -> Markup:
    """The 40 cards suit by suit, each in its French and Spanish face, with both names."""
    sections = []
    for suit in DECK_SUITS:
        items = []
        for rank in Rank:
            card = Card.of(rank, suit)
            faces = "".join(single_face(context, card, deck) for deck in DECKS)
            names = (
                f'<span class="ombre-deck__name" lang="en">{rank.name_in("french")}</span>'
                f'<span class="ombre-deck__name" lang="es">{rank.name_in("spanish")}</span>'
            )
            items.append(
                f'<li class="ombre-deck__card" data-card="{card}">'
                f'<span class="ombre-deck__faces">{faces}</span>{names}</li>'
            )
        heading_id = f"deck-{suit}"
        heading = (
            f"{suit.name_in('french').capitalize()} {suit.symbol} · "
            f'<span lang="es">{suit.name_in("spanish")}</span>'
        )
        sections.append(
            f'<section class="ombre-deck__suit" data-suit="{suit}" '
            f'aria-labelledby="{heading_id}">'
            f'<h3 class="ombre-deck__heading" id="{heading_id}">{heading}</h3>'
            f'<ul class="ombre-deck__cards">{"".join(items)}</ul></section>'
        )
    label = html.escape(text("figures.deck", context.lang), quote=True)
    return Markup(
        f'<div class="ombre-deck" role="group" aria-label="{label}">{"".join(sections)}</div>'
    )


# ---------------------------------------------------------------------------------------------
# The seats


SEATS: tuple[tuple[str, float], ...] = (("dealer", 270.0), ("eldest", 30.0), ("middle", 150.0))
"""(seat, angle in degrees, counterclockwise from east) in play order after the deal; each
seat named by ``figures.seat.<seat>.name`` and ``.role``."""
SEATS_STEPS = ("deal", "eldest", "middle", "dealer", "next")
"""The steps of the order of play under the figure, ``figures.seats.step.<step>``."""

_W, _H = 360.0, 320.0
_CX, _CY = 180.0, 160.0
_SEAT_R = 118.0
_ARROW_R = 112.0
_GAP = 34.0
"""Degrees left free either side of a seat by the arrows."""


def _point(angle: float, radius: float) -> tuple[float, float]:
    rad = math.radians(angle)
    return _CX + radius * math.cos(rad), _CY - radius * math.sin(rad)


def _fmt(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


def _seat_svg(name: str, role: str, angle: float) -> str:
    x, y = _point(angle, _SEAT_R)
    width, height = 150.0, 48.0
    # Keep the badges inside the view box.
    left = min(max(x - width / 2, 4.0), _W - width - 4.0)
    top = min(max(y - height / 2, 4.0), _H - height - 4.0)
    centre = left + width / 2
    return (
        f'<g class="ombre-seats__seat">'
        f'<rect x="{_fmt(left)}" y="{_fmt(top)}" width="{_fmt(width)}" height="{_fmt(height)}" '
        'rx="10"/>'
        f'<text x="{_fmt(centre)}" y="{_fmt(top + 20)}" class="ombre-seats__name">{name}</text>'
        f'<text x="{_fmt(centre)}" y="{_fmt(top + 38)}" class="ombre-seats__role">{role}</text>'
        "</g>"
    )


def _arrow_svg(start: float, end: float) -> str:
    """An arc from seat angle ``start`` to ``end`` (counterclockwise on screen)."""
    x1, y1 = _point(start + _GAP, _ARROW_R)
    x2, y2 = _point(end - _GAP, _ARROW_R)
    r = _fmt(_ARROW_R)
    # SVG's y axis points down, so sweep-flag 0 draws counterclockwise as the eye sees it.
    return (
        f'<path class="ombre-seats__arrow" d="M {_fmt(x1)} {_fmt(y1)} '
        f'A {r} {r} 0 0 0 {_fmt(x2)} {_fmt(y2)}" marker-end="url(#ombre-seats-head)"/>'
    )


def seat_diagram(context: PageContext) -> Markup:
    """The three seats, who deals, who leads, and the counterclockwise order, as a figure."""
    lang = context.lang
    arrows = ""
    for index, (_, start) in enumerate(SEATS):
        end = SEATS[(index + 1) % len(SEATS)][1]
        arrows += _arrow_svg(start, end if end > start else end + 360.0)
    seats = "".join(
        _seat_svg(
            text(f"figures.seat.{seat}.name", lang), text(f"figures.seat.{seat}.role", lang), angle
        )
        for seat, angle in SEATS
    )
    svg = (
        f'<svg class="ombre-seats__svg" viewBox="0 0 {_fmt(_W)} {_fmt(_H)}" role="img" '
        'aria-labelledby="ombre-seats-title" aria-describedby="ombre-seats-desc">'
        f'<title id="ombre-seats-title">{text("figures.seats.title", lang)}</title>'
        f'<desc id="ombre-seats-desc">{html.escape(text("figures.seats.description", lang))}'
        "</desc>"
        '<defs><marker id="ombre-seats-head" viewBox="0 0 10 10" refX="8" refY="5" '
        'markerWidth="5" markerHeight="5" orient="auto-start-reverse">'
        '<path d="M 0 0 L 10 5 L 0 10 z" class="ombre-seats__head"/></marker></defs>'
        f'<circle class="ombre-seats__table" cx="{_fmt(_CX)}" cy="{_fmt(_CY)}" r="62"/>'
        f'<text class="ombre-seats__centre" x="{_fmt(_CX)}" y="{_fmt(_CY - 4)}">'
        f"{text('figures.seats.centre-top', lang)}</text>"
        f'<text class="ombre-seats__centre" x="{_fmt(_CX)}" y="{_fmt(_CY + 14)}">'
        f"{text('figures.seats.centre-bottom', lang)}</text>"
        f"{arrows}{seats}</svg>"
    )
    steps = "".join(f"<li>{text(f'figures.seats.step.{step}', lang)}</li>" for step in SEATS_STEPS)
    return Markup(
        '<figure class="ombre-seats">'
        f"{svg}"
        f"<figcaption>{text('figures.seats.caption', lang)}"
        f'<ol class="ombre-seats__steps">{steps}</ol></figcaption></figure>'
    )


# ---------------------------------------------------------------------------------------------
# Black and red trumps side by side

TRUMP_EXAMPLES: tuple[tuple[str, Suit], ...] = (("black", Suit.SPADES), ("red", Suit.HEARTS))
"""A black and a red trump suit, headed by ``figures.trumps.<colour>``."""
TITLED = ("spadille", "manille", "basto", "punto")
"""The rows of the trump cards with a name (``ranking.card_title``, worded by the catalogue's
``card.title.*`` in the page's language), then the count."""


def trump_comparison(context: PageContext) -> Markup:
    """The trump suit of a black and of a red trump, named cards side by side, then the rest of
    each suit highest first, all from the engine."""
    lang = context.lang
    heads = "".join(
        f'<th scope="col">{text(f"figures.trumps.{colour}", lang)}</th>'
        for colour, _ in TRUMP_EXAMPLES
    )
    titled = [label(f"card.title.{name}") for name in TITLED]
    cells: dict[str, list[str]] = {}
    rests = []
    for colour, trump in TRUMP_EXAMPLES:
        order = trump_order(trump)
        named = [card for card in order if card_title(card, trump)]
        for card in named:
            cells.setdefault(card_title(card, trump) or "", []).append(
                context.card(str(card), size="sm")
            )
        if len(named) == 3:
            cells.setdefault(titled[3], []).append(text("figures.trumps.no-punto", lang))
        cells.setdefault("", []).append(str(len(order)))
        rest = "".join(context.card(str(card), size="sm") for card in order[len(named) :])
        rests.append(
            f"<p>{text(f'figures.trumps.{colour}-below', lang)}</p>"
            f'<p class="ombre-hand ombre-hand--fan">{rest}</p>'
        )
    rows = [(title, title) for title in titled] + [("", text("figures.trumps.count", lang))]
    body = "".join(
        f'<tr><th scope="row">{heading}</th>{"".join(f"<td>{cell}</td>" for cell in cells[row])}'
        "</tr>"
        for row, heading in rows
    )
    return Markup(
        '<div class="ombre-trump-compare"><table>'
        f'<thead><tr><th scope="col">{text("figures.trumps.trump", lang)}</th>{heads}</tr>'
        f"</thead><tbody>{body}</tbody></table>{''.join(rests)}</div>"
    )


def order_list(context: PageContext, cards: Iterable[Card], trump: Suit) -> str:
    """Cards highest first as an ordered list, each with its title (Spadille...) if any."""
    items = []
    for card in cards:
        title = card_title(card, trump)
        caption = f'<span class="ombre-order__title">{title}</span>' if title else ""
        items.append(f'<li data-card="{card}">{context.card(str(card), size="sm")}{caption}</li>')
    return f'<ol class="ombre-order">{"".join(items)}</ol>'
