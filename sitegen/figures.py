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
from ombre_core.ranking import card_title, trump_order
from sitegen.cards import DECKS, SIZES
from sitegen.lessons import PageContext

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
    return Markup(
        '<div class="ombre-deck" role="group" aria-label="The 40 cards in both faces">'
        f"{''.join(sections)}</div>"
    )


# ---------------------------------------------------------------------------------------------
# The seats


SEATS: tuple[tuple[str, str, float], ...] = (
    ("Dealer", "3rd to bid and play", 270.0),
    ("Eldest hand", "1st to bid and lead", 30.0),
    ("Middle hand", "2nd to bid and play", 150.0),
)
"""(name, role, angle in degrees, counterclockwise from east) in play order after the deal."""

SEATS_TEXT = (
    "Three seats around a table, seen from above. Deal and play go counterclockwise: "
    "from the dealer to the player on the dealer's right, the eldest hand, then to the middle "
    "hand, then back to the dealer."
)
SEATS_STEPS = (
    "The <strong>dealer</strong> deals nine cards to each player, three at a time, "
    "counterclockwise, starting with the player on the right.",
    "The <strong>eldest hand</strong>, on the dealer's right, speaks first in the bidding "
    "and leads to the first trick.",
    "The <strong>middle hand</strong>, on the eldest hand's right, speaks and plays second.",
    "The <strong>dealer</strong> speaks and plays last.",
    "After the deal is played out, the deal passes to the right: the eldest hand deals next.",
)

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
    del context  # the figure has no assets
    arrows = ""
    for index, (_, _, start) in enumerate(SEATS):
        end = SEATS[(index + 1) % len(SEATS)][2]
        arrows += _arrow_svg(start, end if end > start else end + 360.0)
    seats = "".join(_seat_svg(name, role, angle) for name, role, angle in SEATS)
    svg = (
        f'<svg class="ombre-seats__svg" viewBox="0 0 {_fmt(_W)} {_fmt(_H)}" role="img" '
        'aria-labelledby="ombre-seats-title" aria-describedby="ombre-seats-desc">'
        '<title id="ombre-seats-title">The three seats and the order of play</title>'
        f'<desc id="ombre-seats-desc">{html.escape(SEATS_TEXT)}</desc>'
        '<defs><marker id="ombre-seats-head" viewBox="0 0 10 10" refX="8" refY="5" '
        'markerWidth="5" markerHeight="5" orient="auto-start-reverse">'
        '<path d="M 0 0 L 10 5 L 0 10 z" class="ombre-seats__head"/></marker></defs>'
        f'<circle class="ombre-seats__table" cx="{_fmt(_CX)}" cy="{_fmt(_CY)}" r="62"/>'
        f'<text class="ombre-seats__centre" x="{_fmt(_CX)}" y="{_fmt(_CY - 4)}">'
        "counter-</text>"
        f'<text class="ombre-seats__centre" x="{_fmt(_CX)}" y="{_fmt(_CY + 14)}">'
        "clockwise ↺</text>"
        f"{arrows}{seats}</svg>"
    )
    steps = "".join(f"<li>{step}</li>" for step in SEATS_STEPS)
    return Markup(
        '<figure class="ombre-seats">'
        f"{svg}"
        "<figcaption>The table seen from above. Every turn passes to the right, "
        "which is counterclockwise:"
        f'<ol class="ombre-seats__steps">{steps}</ol></figcaption></figure>'
    )


# ---------------------------------------------------------------------------------------------
# Black and red trumps side by side

TRUMP_EXAMPLES: tuple[tuple[str, Suit], ...] = (
    ("Black trumps (shown with spades)", Suit.SPADES),
    ("Red trumps (shown with hearts)", Suit.HEARTS),
)


def trump_comparison(context: PageContext) -> Markup:
    """The trump suit of a black and of a red trump, named cards side by side, then the rest of
    each suit highest first, all from the engine."""
    heads = "".join(f'<th scope="col">{heading}</th>' for heading, _ in TRUMP_EXAMPLES)
    cells: dict[str, list[str]] = {}
    rests = []
    for heading, trump in TRUMP_EXAMPLES:
        order = trump_order(trump)
        named = [card for card in order if card_title(card, trump)]
        for card in named:
            cells.setdefault(card_title(card, trump) or "", []).append(
                context.card(str(card), size="sm")
            )
        if len(named) == 3:
            cells.setdefault("Punto", []).append("none: the trump ace is Spadille or Basto")
        cells.setdefault("Trumps in all", []).append(str(len(order)))
        rest = "".join(context.card(str(card), size="sm") for card in order[len(named) :])
        rests.append(
            f"<p>Below them, {heading[0].lower()}{heading[1:]}:</p>"
            f'<p class="ombre-hand ombre-hand--fan">{rest}</p>'
        )
    body = "".join(
        f'<tr><th scope="row">{title}</th>{"".join(f"<td>{cell}</td>" for cell in cells[title])}'
        "</tr>"
        for title in ("Spadille", "Manille", "Basto", "Punto", "Trumps in all")
    )
    return Markup(
        '<div class="ombre-trump-compare"><table>'
        f'<thead><tr><th scope="col">Trump</th>{heads}</tr></thead>'
        f"<tbody>{body}</tbody></table>{''.join(rests)}</div>"
    )


def order_list(context: PageContext, cards: Iterable[Card], trump: Suit) -> str:
    """Cards highest first as an ordered list, each with its title (Spadille...) if any."""
    items = []
    for card in cards:
        title = card_title(card, trump)
        caption = f'<span class="ombre-order__title">{title}</span>' if title else ""
        items.append(f'<li data-card="{card}">{context.card(str(card), size="sm")}{caption}</li>')
    return f'<ol class="ombre-order">{"".join(items)}</ol>'
