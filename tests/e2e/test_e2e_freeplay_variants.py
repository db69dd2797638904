"""Free play of the variants in Chromium: a whole deal of two players (tvåhant), of four at the
table (the learner plays, and the learner sits out), and a contrabola the learner defends, by
asking the page as a learner does (Hint, then its card or button); the rules chosen in words;
the seats drawn around the table and fitting a 375 px phone. Each deal is a shared-deal link
whose seed ends the deal quickly, and the end is checked against ombre_core."""

from __future__ import annotations

import itertools

import pytest
from e2e_pages import page_width
from pages_game import ENGINE_STEP_MS, TablePage
from playwright.sync_api import Locator, Page, ViewportSize, expect

from ombre_core.game import GameState
from ombre_core.rules import VARIANTS
from ombre_core.session import rules_choices
from sitegen.server import RunningServer

# Each test moves the worker's kept page, its engine running, to its page (conftest.py).
pytestmark = pytest.mark.kept_page


@pytest.fixture
def table(page: Page, site_server: RunningServer) -> TablePage:
    return TablePage(page, site_server.url)


@pytest.mark.turn(2)
def test_two_players_play_a_whole_deal(table: TablePage) -> None:
    # Seed 11: you play a juego against Anna alone and stop after five straight tricks.
    table.open_link("11:tvahant")
    expect(table.seats).to_have_count(1)
    expect(table.seats).to_contain_text("Anna")
    score = table.table.locator(".ombre-table__score")
    expect(score.locator("caption")).to_have_text("Two players: the Swedish tvåhant")
    expect(score.locator("thead th")).to_have_text(["Deal 1 of 12", "You", "Anna", "Pot"])
    expect(table.hand.get_by_role("button")).to_have_count(8)
    table.play_until()
    session = table.session()
    assert session.state.is_terminal() and session.state.rules.name == "tvahant"
    assert table.tally == list(session.tally) and len(session.tally) == 2
    log = table.table.locator(".ombre-table__log")
    expect(log).to_contain_text("eight cards each")
    expect(log).not_to_contain_text("the other two")
    expect(table.table.locator(".ombre-table__result")).to_contain_text("sacada")


@pytest.mark.turn(1)
def test_four_at_the_table_one_sits_out_and_the_tally_covers_four(table: TablePage) -> None:
    # Seed 26, Carl deals: Anna, opposite, sits out; Anna plays a juego.
    table.open_link("26:four-seat")
    expect(table.seats).to_have_count(3)
    # From your right across the top to your left: Carl (left), Bo (across), Anna (right).
    expect(table.seats).to_contain_text(["Carl", "Bo", "Anna"])
    anna = table.seats.nth(2)
    expect(anna).to_have_attribute("data-out", "true")
    expect(anna).to_contain_text("sits out this deal")
    header = table.table.locator(".ombre-table__score thead th")
    expect(header).to_have_text(["Deal 1 of 12", "You", "Anna (sits out)", "Bo", "Carl", "Pot"])
    table.play_until(hinted_play=False)
    session = table.session()
    assert session.seats == (0, 2, 3) and len(session.tally) == 4
    assert table.tally == list(session.tally) and session.tally[1] == 0
    state = session.state
    replay = GameState(state.rules, state.dealer, state.pot_carried)
    for action in state.history:
        replay.apply(action)
    assert [session.tally[seat] for seat in session.seats] == list(replay.chip_changes())
    # The next deal: you deal, and Bo, opposite you, sits out.
    table.next_deal.click()
    table.wait_idle()
    expect(table.table).to_have_attribute("data-deals", "2")
    expect(table.seats.nth(1)).to_contain_text("sits out this deal")
    expect(table.seats.nth(1)).to_contain_text("Bo")
    assert table.session().dealer == 0


def test_you_sit_out_and_watch_the_others_play(table: TablePage) -> None:
    # Seed 26, Bo deals: you sit out; Carl, Anna and Bo play five tricks.
    table.open_link("26:four-seat:2")
    expect(table.table).to_have_attribute("data-out", "true")
    expect(table.table.locator(".ombre-table__you")).to_contain_text("You sit this deal out")
    expect(table.hand.get_by_role("button")).to_have_count(0)
    expect(table.hint_button).to_be_disabled()
    phase = table.wait_turn()  # goes on from every trick until the deal is over
    assert phase == "over"
    expect(table.strip).to_have_count(5)
    session = table.session()
    assert session.deal_seat(0) is None and session.tally[0] == 0 and any(session.tally[1:])
    expect(table.table.get_by_role("button", name="Review this deal")).to_have_count(0)


def test_you_defend_against_a_contrabola(table: TablePage) -> None:
    # Seed 65: Bo bids contrabola and takes a trick; you and Anna follow suit without trumps.
    table.open_link("65:contrabola")
    table.play_until(hinted_play=False)
    session = table.session()
    assert session.state.contract is not None and session.state.contract.name == "contrabola"
    assert session.state.trump is None
    log = table.table.locator(".ombre-table__log")
    expect(log).to_contain_text("Bo bids contrabola")
    expect(table.table.locator(".ombre-table__result")).to_contain_text("Contrabola")
    assert table.tally == list(session.tally)


@pytest.mark.parametrize("viewport", [{"width": 375, "height": 812}])
def test_the_rules_choice_offers_every_variant_and_each_table_fits_a_phone(
    page: Page, site_server: RunningServer, viewport: ViewportSize
) -> None:
    page.set_viewport_size(viewport)
    table = TablePage(page, site_server.url).open()
    table.expect_engine_ready()
    table.wait_idle()
    choice = table.table.get_by_label("Rules for the next deal")
    expect(choice.locator("option")).to_have_text([c["label"] for c in rules_choices()])
    assert len(rules_choices()) == 2 + len(VARIANTS)
    for label, count in [
        ("Two players: the Swedish tvåhant", 2),
        ("Four at the table: one sits out each deal", 4),
        ("Standard rules", 3),
    ]:
        choice.select_option(label=label)
        expect(table.message).to_contain_text(f"From the next deal: {label}.")
        table.table.get_by_role("button", name="Start a new game").click()
        confirm = table.table.get_by_role("button", name="Yes, start a new game")
        if confirm.is_visible():
            confirm.click()
        expect(table.table.locator(".ombre-table__score caption")).to_have_text(label)
        table.wait_idle()
        expect(table.message).to_be_empty()  # the rules it announced are in play now
        expect(table.seats).to_have_count(count - 1)
        # Every seat inside the felt, side by side from left to right, nothing wider than
        # the phone.
        felt = table.table.locator(".ombre-table__felt").bounding_box()
        assert felt is not None
        boxes = [box for seat in table.seats.all() if (box := seat.bounding_box())]
        assert len(boxes) == count - 1
        for box in boxes:
            assert felt["x"] <= box["x"] and box["x"] + box["width"] <= felt["x"] + felt["width"]
        assert all(a["x"] + a["width"] <= b["x"] for a, b in itertools.pairwise(boxes))
        width = page_width(page)
        assert width <= viewport["width"], f"{label}: the page is {width} px wide"


def test_the_two_player_demonstration_deal_steps_to_its_end(
    page: Page, site_server: RunningServer
) -> None:
    """The two-player lesson's tvåhant deal on the guided table: one seat across the felt, every
    step from the script the page is built from, eight tricks, five to three."""
    import pathlib

    from pages_guided import GuidedPage

    from ombre_core.guided import script_data
    from ombre_tools.guided import load_script

    deals = pathlib.Path(__file__).resolve().parents[2] / "tutorials" / "two-players" / "deals"
    deal = script_data(load_script(deals / "tvahant.toml"))

    class TwoPlayers(GuidedPage):
        PATH = "two-players/"

        @property
        def table(self) -> Locator:
            return self.page.get_by_role("region", name="Two players", exact=True)

    guided = TwoPlayers(page, site_server.url).open()
    guided.expect_engine_ready()
    guided.table.scroll_into_view_if_needed()
    expect(guided.table.locator(".ombre-table__seat")).to_have_count(1)
    guided.wait_for("go-on")
    expect(guided.guide).to_contain_text(deal["title"])
    guided.go_on()
    steps = deal["steps"]
    for number, step in enumerate(steps, start=1):
        for action in step["actions"]:
            if action["learner"]:
                guided.wait_for("card")
                guided.take(action)
        expect(guided.guide).to_contain_text(step["comment"][:40], timeout=ENGINE_STEP_MS * 2)
        if number < len(steps):
            guided.go_on()
    expect(guided.guide.get_by_role("heading")).to_have_text("Trick 8: the deal is over")
    expect(guided.strip).to_have_count(8)
    expect(guided.table.locator(".ombre-table__result")).to_contain_text("sacada")


def test_the_contrabola_drill_asks_a_trick_without_trumps(
    page: Page, site_server: RunningServer
) -> None:
    """The variants lesson's legal-play drill, fixed to the contrabola rules: the engine's
    question, a nudge that says there are no trumps, the answer; its question link keeps the
    contrabola rules."""
    from pages_exercises import ExercisePage

    lesson = ExercisePage(page, site_server.url).open("variants/")
    drill = lesson.ready_drill("legal-play-1")
    question = drill.question()
    assert question["rules"] == "contrabola" and "no trumps" in question["question"]
    assert drill.engine_question().solution == drill.right_answer()
    right = drill.right_answer()
    wrong = [code for code in question["data"]["hand"] if code not in right][:1] or []
    drill.answer(wrong + right[1:])
    drill.expect_try_again()
    expect(drill.feedback).to_contain_text("there are no trumps")
    drill.answer(right)
    drill.expect_verdict(True)
    href = drill.link.get_attribute("href") or ""
    assert f"?ex=legal-play-1:{question['seed']}:contrabola#" in href, href
    lesson.open("variants/", href[href.index("?") : href.index("#")])
    lesson.expect_engine_ready()
    drill.expect_ready()
    expect(drill.feedback).not_to_contain_text("not valid")
    assert lesson.drill("legal-play-1").question()["rules"] == "contrabola"
