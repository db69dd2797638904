"""sitegen.figures: the seat diagram, the deck in both faces, black and red trumps compared."""

from __future__ import annotations

import re
from pathlib import Path

from ombre_core.cards import Card, Suit
from ombre_core.ranking import trump_order
from sitegen.figures import SEATS, deck_table, seat_diagram, trump_comparison
from sitegen.lessons import PageContext

CONTEXT = PageContext(url="the-deck/", source_dir=Path("tutorials/the-deck"))


def test_deck_table_shows_every_card_in_both_faces_unhidden_by_the_deck_switch() -> None:
    html = str(deck_table(CONTEXT))
    labels = re.findall(
        r'<span class="face-fixed" role="img" lang="(en|es)" aria-label="([^"]+)"', html
    )
    assert sorted(labels) == sorted(
        [("en", card.name_in("french")) for card in Card]
        + [("es", card.name_in("spanish")) for card in Card]
    )
    # The deck switch hides .face-french / .face-spanish; these faces must not carry them.
    assert "face-french" not in html and "face-spanish" not in html
    for card in Card:
        for deck in ("french", "spanish"):
            assert f'data-card="{card}" data-face="{deck}"' in html


def test_seat_diagram_is_an_image_with_a_name_a_description_and_the_steps_in_words() -> None:
    html = str(seat_diagram(CONTEXT))
    assert (
        'role="img" aria-labelledby="ombre-seats-title" aria-describedby="ombre-seats-desc"' in html
    )
    assert html.count('class="ombre-seats__arrow"') == len(SEATS) == 3
    assert "<figcaption>" in html and html.count("<li>") == 5
    # Eldest hand sits counterclockwise after the dealer, the middle hand after the eldest.
    assert [seat for seat, _ in SEATS] == ["dealer", "eldest", "middle"]


def test_trump_comparison_draws_the_engines_trump_orders() -> None:
    html = str(trump_comparison(CONTEXT))
    shown = re.findall(r'data-card="(\w\w)"', html)
    black, red = trump_order(Suit.SPADES), trump_order(Suit.HEARTS)
    # Named cards alternate black/red per row, then each suit's rest in order.
    assert shown[:7] == ["As", "As", "2s", "7h", "Ac", "Ac", "Ah"]
    assert shown[7:] == [str(card) for card in black[3:]] + [str(card) for card in red[4:]]
    assert f"<td>{len(black)}</td><td>{len(red)}</td>" in html
