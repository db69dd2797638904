"""Card, suit and matador names come from the current language's catalogue: a language orders a
card's name its own way by its template, and names a card outright where no template fits."""

from __future__ import annotations

import pytest

from ombre_core import messages
from ombre_core.cards import Card, Rank, Suit
from ombre_core.messages import CATALOGUE, parity_problems, use_language
from ombre_core.ranking import card_title


def test_english_card_names_are_unchanged() -> None:
    assert Card.HK.name_in() == "King of hearts"
    assert Card.SA.name_in("spanish") == "As de espadas"
    assert Suit.DIAMONDS.name_in("spanish") == "oros"
    assert Rank.JACK.name_in("spanish") == "Sota"
    assert [card_title(card, Suit.HEARTS) for card in (Card.SA, Card.H7, Card.CA, Card.HA)] == [
        "Spadille",
        "Manille",
        "Basto",
        "Punto",
    ]


@pytest.fixture
def swedish(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Swedish catalogue with the suit first in a card's name, and one card named outright."""
    words = {
        **CATALOGUE,
        "card.french": "{suit} {rank}",
        "rank.french.K": "kung",
        "rank.french.A": "ess",
        "card.suit.french.hearts": "hjärter",
        "card.suit.french.spades": "spader",
        "suit.french.hearts": "hjärter",
        "card.title.spadille": "spadille",
        "card.french.Kc": "klöver kung (own name)",
    }
    monkeypatch.setitem(messages._CATALOGUES, "sv", words)


@pytest.mark.usefixtures("swedish")
def test_a_language_orders_a_card_name_and_names_a_card_outright() -> None:
    with use_language("sv"):
        assert Card.HK.name_in() == "hjärter kung"
        assert Card.SA.name_in() == "spader ess"
        assert Card.CK.name_in() == "klöver kung (own name)"
        assert Suit.HEARTS.name_in() == "hjärter"
        assert card_title(Card.SA, Suit.CLUBS) == "spadille"
    assert Card.HK.name_in() == "King of hearts"


def test_a_card_of_its_own_name_is_no_parity_problem() -> None:
    assert parity_problems(CATALOGUE, {**CATALOGUE, "card.french.Kh": "Herzkönig"}, "de") == []
    assert parity_problems(CATALOGUE, {**CATALOGUE, "card.french.Kx": "?"}, "de") == [
        "card.french.Kx: not in English"
    ]
