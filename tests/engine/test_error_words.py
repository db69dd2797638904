"""The errors a learner meets are worded in the page's language, with the value at fault."""

from __future__ import annotations

import json

import pytest

from ombre_core import messages
from ombre_core.api import dispatch
from ombre_core.cards import Card
from ombre_core.errors import NotationError
from ombre_core.messages import CATALOGUE, use_language


@pytest.fixture
def french(monkeypatch: pytest.MonkeyPatch) -> None:
    words = {
        **CATALOGUE,
        "error.bad-card": "{text} n'est pas une carte",
        "error.bad-suit": "{text} n'est pas une couleur",
    }
    monkeypatch.setitem(messages._CATALOGUES, "fr", words)


@pytest.mark.usefixtures("french")
def test_an_error_is_worded_in_the_current_language() -> None:
    with use_language("fr"), pytest.raises(NotationError) as raised:
        Card.parse("8h")
    assert raised.value.message == "'8h' n'est pas une carte"
    with pytest.raises(NotationError, match="is not a card"):
        Card.parse("8h")


@pytest.mark.usefixtures("french")
def test_the_reply_of_a_request_words_its_error_in_the_page_language() -> None:
    reply = json.loads(dispatch("ranking.orders", '{"trump": "mauve"}', "fr"))
    assert reply["error"]["code"] == "bad-suit"
    assert reply["error"]["message"] == "'mauve' n'est pas une couleur"
