"""Widget "ranking": pick the trump suit, and the engine redraws every suit's order
(``site/js/widgets/ranking.js``; the same data as the worker's ``ranking.orders``)."""

from __future__ import annotations

from ombre_core.api import ranking_orders
from ombre_core.cards import Suit
from sitegen.lessons import PageContext
from sitegen.strings import plural, text
from sitegen.widgets import widget

SUITS_FOR_PICKING = (Suit.SPADES, Suit.CLUBS, Suit.HEARTS, Suit.DIAMONDS)


def suit_word(suit: Suit) -> str:
    """The suit's capitalised name in both decks' words; the page shows the deck in use
    (``site/js/deck.js`` showSuitWords), and the browser's redraw copies it from the radios.

    >>> suit_word(Suit.HEARTS)
    '<span class="ombre-suit-word" data-french="Hearts" data-spanish="Copas">Hearts</span>'
    """
    french, spanish = (suit.name_in(deck).capitalize() for deck in ("french", "spanish"))
    return (
        f'<span class="ombre-suit-word" data-french="{french}" data-spanish="{spanish}">'
        f"{french}</span>"
    )


def suit_sections(context: PageContext, trump: Suit) -> str:
    """Every suit's order for ``trump`` (the same data the worker's ``ranking.orders`` gives)."""
    sections = []
    for section in ranking_orders(trump)["suits"]:
        items = []
        for card in section["cards"]:
            title = card["title"]
            caption = f'<span class="ombre-order__title">{title}</span>' if title else ""
            face = context.card(card["code"], size="sm")
            items.append(f'<li data-card="{card["code"]}">{face}{caption}</li>')
        role = "trumps" if section["is_trump"] else "plain"
        name = suit_word(Suit.parse(section["suit"]))
        heading = plural(f"widget.ranking.{role}", len(items), context.lang, suit=name)
        sections.append(
            f'<section class="ombre-suit" data-suit="{section["suit"]}" '
            f'data-is-trump="{str(section["is_trump"]).lower()}">'
            f'<h3 class="ombre-suit__heading">{heading}</h3>'
            f'<ol class="ombre-order">{"".join(items)}</ol></section>'
        )
    return "".join(sections)


@widget("ranking")
def ranking(context: PageContext, *, trump: str = "hearts", id: str = "ranking") -> str:
    """Pick the trump suit; the engine redraws every suit's order."""
    chosen = Suit.parse(trump)
    radios = "".join(
        f'<label class="ombre-choice"><input type="radio" name="{id}-trump" '
        f'value="{suit}" disabled{" checked" if suit == chosen else ""}> '
        f"{suit_word(suit)} {suit.symbol}</label>"
        for suit in SUITS_FOR_PICKING
    )
    return (
        '<fieldset class="ombre-trump-picker">'
        f"<legend>{text('widget.ranking.trump-suit', context.lang)}</legend>{radios}</fieldset>"
        f'<div class="ombre-ranking__orders" data-trump="{chosen}">'
        f"{suit_sections(context, chosen)}</div>"
    )
