"""The game widgets: "auction" (step through the bidding of a seeded deal) and "table" (play
whole deals against two bots), as they look before the engine boots.

Both keep the deal in the browser as state notation (``data-notation``) and ask the worker's
``game.*`` methods (``ombre_core/api.py``) for every step; ``site/js/widgets/auction.js`` and
``site/js/widgets/table.js`` bring them to life. The learner is seat 0, "You"
(``ombre_core.table.SEAT_NAMES``).
"""

from __future__ import annotations

import html

from ombre_core.game import GameState
from ombre_core.table import SEAT_NAMES, player_view
from sitegen.lessons import PageContext
from sitegen.widgets import widget


def _hand(context: PageContext, codes: list[str]) -> str:
    return "".join(context.card(code, size="sm") for code in codes)


def seat_list(dealer: int, players: int = 3) -> list[int]:
    """Seats in speaking order: eldest (the dealer's right) first, the dealer last."""
    return [(dealer + offset) % players for offset in range(1, players + 1)]


@widget("auction")
def auction(
    context: PageContext, *, seed: int = 1, dealer: int = 2, title: str = "Step through an auction"
) -> str:
    """A seeded deal's auction, one call at a time; the learner makes their own calls.

    The deal is the same in both presets (the same 40 cards, shuffled by ``seed``); the
    learner's preset decides the auction. The hand shown here is the build's deal.
    """
    state = GameState.new_deal("standard", dealer, 0, seed)
    view = player_view(state, 0)
    seats = []
    for seat in seat_list(dealer):
        notes = []
        if seat == state.eldest:
            notes.append("eldest hand, speaks first")
        if seat == dealer:
            notes.append("dealer, speaks last")
        note = f' <span class="ombre-seat__note">({", ".join(notes)})</span>' if notes else ""
        seats.append(
            f'<li class="ombre-seat" data-seat="{seat}"><span class="ombre-seat__name">'
            f'{SEAT_NAMES[seat]}</span>{note} <span class="ombre-seat__call"></span></li>'
        )
    label = html.escape(title, quote=True)
    return (
        f'<div class="ombre-auction" role="region" aria-label="{label}" data-seed="{seed}" '
        f'data-dealer="{dealer}">'
        '<fieldset class="ombre-auction__options"><legend>When everyone passes</legend>'
        '<label class="ombre-choice"><input type="checkbox" name="forced_spadille" disabled> '
        "Forced spadille: the holder of Spadille must play</label> "
        '<label class="ombre-choice" data-preset-only="swedish"><input type="checkbox" '
        'name="gascarille" disabled> Gascarille (swedish rules)</label></fieldset>'
        '<p class="ombre-auction__rules"></p>'
        '<h3 class="ombre-auction__heading">Speaking order, counterclockwise from the '
        "dealer's right</h3>"
        f'<ol class="ombre-seats">{"".join(seats)}</ol>'
        '<h3 class="ombre-auction__heading">Your hand</h3>'
        f'<p class="ombre-hand ombre-auction__hand">{_hand(context, view["hand"])}</p>'
        '<div class="ombre-auction__controls" role="group" aria-label="Your call"></div>'
        '<p class="ombre-auction__buttons">'
        '<button type="button" class="md-button ombre-auction__step" disabled>'
        "Next call</button> "
        '<button type="button" class="md-button ombre-auction__restart" disabled>'
        "Deal another hand</button></p>"
        '<ol class="ombre-auction__log" aria-label="The auction so far"></ol>'
        '<p class="ombre-auction__outcome" role="status" aria-live="polite"></p>'
        "</div>"
    )


@widget("table")
def table(context: PageContext, *, title: str = "Play a deal") -> str:
    """Free play against two bots: every deal from the auction to the settlement."""
    label = html.escape(title, quote=True)
    names = ", ".join(SEAT_NAMES[1:])
    return (
        f'<div class="ombre-table" role="region" aria-label="{label}">'
        '<p class="ombre-table__intro">You sit at seat one; '
        f"{names} are played by the engine's simple bot. Your game is saved in this browser.</p>"
        '<p class="ombre-table__buttons">'
        '<button type="button" class="md-button md-button--primary ombre-table__deal" disabled>'
        "Deal</button></p>"
        "</div>"
    )
