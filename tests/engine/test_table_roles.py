"""What the table view says of each seat's role and of the dummy's cards: a hidden partner is
never shown as a defender, and each card the dummy plays comes with the sentence of its rule."""

from __future__ import annotations

from ombre_core.bots import SimpleBot
from ombre_core.game import GameState
from ombre_core.table import player_view

CALL = ("bid alliance", "pass", "pass", "pass", "trump spades", "call Kh")


def roles(state: GameState, seat: int | None) -> list[str | None]:
    return [info["role"] for info in player_view(state, seat)["seats"]]


def test_seats_that_may_hold_the_called_card_have_no_role_until_it_is_played() -> None:
    state = GameState.new_deal("quadrille", dealer=0, seed=3)
    for text in CALL:
        state.apply(text)
    assert (state.ombre, state.partner) == (1, 0)
    # The partner knows itself, and so who the defenders are.
    assert roles(state, 0) == ["partner", "ombre", "defender", "defender"]
    # The ombre and the defenders know only their own role and the ombre's.
    assert roles(state, 1) == [None, "ombre", None, None]
    assert roles(state, 2) == [None, "ombre", "defender", None]
    assert roles(state, None) == [None, "ombre", None, None]
    bot = SimpleBot()
    while state.called is not None and not state.partner_known and not state.is_terminal():
        state.apply(bot.choose(state))
    if state.partner_known:  # once the King of hearts is played, everyone knows
        assert roles(state, 2) == ["partner", "ombre", "defender", "defender"]


def test_an_ombre_calling_its_own_card_is_known_to_play_alone_only_to_itself() -> None:
    state = GameState.new_deal("quadrille", dealer=0, seed=3)
    for text in (*CALL[:5], "call Kd"):  # the ombre holds the King of diamonds
        state.apply(text)
    assert state.partner is None
    assert roles(state, 1) == ["defender", "ombre", "defender", "defender"]
    # The others cannot tell: no seat but their own and the ombre's shows a role.
    assert roles(state, 0) == ["defender", "ombre", None, None]
    assert roles(state, 3) == [None, "ombre", None, "defender"]


def test_each_dummy_card_comes_with_its_rule() -> None:
    state = GameState.new_deal("ombre-a-dos", dealer=2, seed=26)
    bot = SimpleBot()
    while not state.is_terminal():
        state.apply(bot.choose(state))
    view = player_view(state, 0)
    dummy = view["dummy"]
    cards = [p["card"] for trick in view["tricks"] for p in trick["cards"] if p["seat"] == dummy]
    assert cards and sorted(view["dummy_plays"]) == sorted(cards)
    assert all("by its rule" in text for text in view["dummy_plays"].values())
    first = view["tricks"][0]["cards"]
    if first[0]["seat"] == dummy:
        assert "leads" in view["dummy_plays"][first[0]["card"]]
    assert player_view(GameState.new_deal("standard", dealer=0, seed=1), 0)["dummy_plays"] == {}
