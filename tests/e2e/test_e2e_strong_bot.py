"""The table's Strong bots, in Chromium: chosen in the settings, they play a session to its end,
the table says which bot is thinking while the learner cannot act, and the choice survives a
reload.

To keep the run short (a strong deal takes about half a minute here) the session is the
learner's own saved one at its last deal of 12, the first eleven played by the simple bot in
CPython: only that deal is played at the table."""

from __future__ import annotations

import re

import pytest
from pages_game import DEAL_DECISIONS, TablePage
from playwright.sync_api import Page, expect

from ombre_core.bots import hint
from ombre_core.game import GameState
from ombre_core.session import TableSession
from sitegen.server import RunningServer

# Each test moves the worker's kept page, its engine running, to its page (conftest.py).
pytestmark = pytest.mark.kept_page

LAST_DEAL_SEED = 15
"""Deal 12's seed: the learner passes, so both bots play every card but the learner's, six of
them in CPython other than the Beginner's."""


@pytest.fixture
def table(page: Page, site_server: RunningServer) -> TablePage:
    return TablePage(page, site_server.url)


def session_at_its_last_deal() -> TableSession:
    """A standard session whose first eleven deals the simple bot played, at deal 12 dealt."""
    session = TableSession.new("standard", 100)
    for seed in range(101, 112):
        while not session.state.is_terminal():
            session = session.apply(hint(session.state)[0])
        session = session.next_deal(LAST_DEAL_SEED if seed == 111 else seed)
    assert session.deal == session.state.rules.session_deals == 12
    return session


@pytest.mark.long
@pytest.mark.turn(2)
def test_strong_bots_play_the_session_to_its_end_and_the_choice_survives_a_reload(
    table: TablePage,
) -> None:
    record = session_at_its_last_deal().to_dict()
    table.open_with_deal(record["notation"], tally=tuple(record["tally"]), deals=12)
    table.expect_engine_ready()
    expect(table.bots("Beginner")).to_be_checked()
    table.bots("Strong").check()
    table.page.reload()
    table.expect_engine_ready()
    expect(table.bots("Strong")).to_be_checked()
    table.watch_thinking()

    phase = table.wait_turn()
    for _ in range(DEAL_DECISIONS):
        if phase == "over":
            break
        table.act_plainly()
        phase = table.wait_turn()
    else:
        pytest.fail("the deal did not end within the bounded number of decisions")

    expect(table.session_over).to_contain_text("The session of 12 deals is over")
    assert table.session().is_over()
    seen = table.thinking_seen()
    assert seen, "no bot was ever said to be thinking"
    for moment in seen:
        assert re.fullmatch(r"(Anna|Bo) is thinking…", str(moment["text"])), moment
        assert moment["open"] == 0, f"the learner could act while {moment['text']}"
    expect(table.thinking).to_have_text("")
    assert beginners_cards_differ(GameState.from_notation(table.notation)), (
        "every bot card was the Beginner's: the bots did not play as Strong"
    )


def beginners_cards_differ(deal: GameState) -> bool:
    """Whether a bot played a card in ``deal`` other than the Beginner's (the simple bot's)."""
    replay = GameState(deal.rules, deal.dealer, deal.pot_carried)
    differ = False
    for action in deal.history:
        if replay.phase == "play" and replay.current_player != 0:
            differ = differ or str(hint(replay)[0]) != str(action)
        replay.apply(action)
    return differ
