"""The table's Strong bots, in Chromium: chosen in the settings, they play a session to its end,
the table says which bot is thinking while the learner cannot act, and the choice survives a
reload.

To keep the run short the session is the learner's own saved one at its 11th deal of 12 (the
first ten played by the simple bot in CPython): its last two deals are played at the table."""

from __future__ import annotations

import re

import pytest
from pages_game import TablePage
from playwright.sync_api import Page, expect

from ombre_core.bots import hint
from ombre_core.session import TableSession
from sitegen.server import RunningServer

DEAL_ELEVEN_SEED = 2
"""Deal 11's seed: the learner passes and Anna plays an entrada, so both bots play cards."""
MAX_DECISIONS = 60
"""More than the learner's decisions in two deals and the step to the next."""
STRONG_STEP_MS = 60_000
"""A generous wait for a deal's bots to reach the learner's turn, each strong card a second or
two in Pyodide on this shared machine."""


@pytest.fixture
def table(page: Page, site_server: RunningServer) -> TablePage:
    return TablePage(page, site_server.url)


def session_at_deal_eleven() -> TableSession:
    """A standard session whose first ten deals the simple bot played, at deal 11 dealt."""
    session = TableSession.new("standard", 100)
    for seed in range(101, 111):
        while not session.state.is_terminal():
            session = session.apply(hint(session.state)[0])
        session = session.next_deal(DEAL_ELEVEN_SEED if seed == 110 else seed)
    assert session.deal == 11 and session.state.rules.session_deals == 12
    return session


def test_strong_bots_play_the_session_to_its_end_and_the_choice_survives_a_reload(
    table: TablePage,
) -> None:
    record = session_at_deal_eleven().to_dict()
    table.open_with_deal(record["notation"], tally=tuple(record["tally"]), deals=11, counted=False)
    table.expect_engine_ready()
    expect(table.bots("Beginner")).to_be_checked()
    table.bots("Strong").check()
    table.page.reload()
    table.expect_engine_ready()
    expect(table.bots("Strong")).to_be_checked()
    expect(table.table).to_have_attribute("data-deals", "11")
    table.watch_thinking()

    phase = table.wait_turn()
    for _ in range(MAX_DECISIONS):
        if phase == "over" and table.session_over.count():
            break
        if phase == "over":
            table.next_deal.click()
            expect(table.table).to_have_attribute("data-deals", "12")
        else:
            table.act_plainly()
        expect(table.table).to_have_attribute("data-busy", "false", timeout=STRONG_STEP_MS)
        phase = table.wait_turn()
    else:
        pytest.fail("the session did not end within the bounded number of decisions")

    expect(table.session_over).to_contain_text("The session of 12 deals is over")
    assert table.session().is_over()
    seen = table.thinking_seen()
    assert seen, "no bot was ever said to be thinking"
    for moment in seen:
        assert re.fullmatch(r"(Anna|Bo) is thinking…", str(moment["text"])), moment
        assert moment["open"] == 0, f"the learner could act while {moment['text']}"
    expect(table.thinking).to_have_text("")
    table.page.reload()
    table.expect_engine_ready()
    expect(table.bots("Strong")).to_be_checked()
    expect(table.session_over).to_contain_text("The session of 12 deals is over")
