"""Guided deals in Chromium: a deal played to its end as the ombre (with a refused card, a
card other than the guide's and a costly one with the solver's verdict, retried) and as a
defender (one from a seat the table turns to the bottom); the script comes from the same TOML
the page is built from, replayed by ombre_core."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from e2e_slices import of_the_day
from pages_game import ENGINE_STEP_MS, PHONE_SIZE, strip_problems
from pages_guided import BelindaPage, GuidedPage, script
from playwright.sync_api import Error, Page, expect

from sitegen.server import RunningServer

# Each test moves the worker's kept page, its engine running, to its page (conftest.py).
pytestmark = pytest.mark.kept_page

Detour = Callable[[GuidedPage, int], bool]


@pytest.fixture
def guided(page: Page, site_server: RunningServer) -> GuidedPage:
    return GuidedPage(page, site_server.url)


@pytest.fixture
def belinda(page: Page, site_server: RunningServer) -> GuidedPage:
    return BelindaPage(page, site_server.url)


def play_through(guided: GuidedPage, deal: dict[str, Any], detour: Detour | None = None) -> None:
    """Play the whole script (:func:`pages_guided.script` in the page's language): the
    learner's cards as written, "Go on" after every step;
    ``detour(page, trick)`` runs at each of the learner's turns first, and returns whether it
    played the script's card itself."""
    guided.wait_for("go-on")
    expect(guided.guide).to_contain_text(deal["title"])
    guided.go_on()
    steps = deal["steps"]
    trick = 0
    for number, step in enumerate(steps, start=1):
        for action in step["actions"]:
            if action["action"].startswith("play") and action["seat"] == 0:
                trick += 1
            if action["learner"]:
                guided.wait_for("card")
                if not (detour and detour(guided, trick)):
                    guided.take(action)
        expect(guided.guide).to_contain_text(step["comment"][:40], timeout=ENGINE_STEP_MS * 2)
        if number < len(steps):
            guided.go_on()
    over = guided.words.fill("table-guided.deal-over-heading", heading=steps[-1]["heading"])
    expect(guided.guide.get_by_role("heading")).to_have_text(over)  # "Trick 9: the deal is over"
    expect(guided.strip).to_have_count(9)
    expect(guided.table).to_have_attribute("data-phase", "over")
    expect(guided.button(guided.words["table-guide-panel.play-this-deal-again"])).to_be_visible()
    assert strip_problems(guided.table) == []


@pytest.mark.turn(0)
def test_belinda_as_the_ombre_with_a_refused_card_and_a_retry(belinda: GuidedPage) -> None:
    deal = script("belinda")
    belinda.open()
    belinda.expect_engine_ready()

    def detour(page: GuidedPage, trick: int) -> bool:
        if trick == 1:
            # The king of spades is legal and no worse with best play; the guide leads
            # Spadille: try again. A small club is legal too, but costs the result: the
            # solver's verdict, at once. Try again, ask the guide, then take the guide's card.
            page.card("Ks").click()
            page.wait_for("offer")
            expect(page.guide).to_contain_text("K♠ does as well as the guide's card")
            expect(page.guide).to_contain_text("The guide played A♠ here, because Spadille")
            page.button("Try again").click()
            expect(page.guide).to_contain_text("Choose another card")
            page.card("7c").click()
            page.wait_for("offer")
            expect(page.guide).to_have_attribute("data-verdict", "costly")
            expect(page.guide).to_contain_text(
                "With best play, 7♣ lets the defence make a puesta (You 4, Anna 4, Bo 1)"
            )
            expect(page.guide).to_contain_text("The guide played A♠ here")
            page.button("Try again").click()
            page.button("What would the guide play?").click()
            expect(page.guide).to_contain_text("The guide would play A♠ here, because Spadille")
            expect(page.guide).to_contain_text("Cards that would cost you the result: ")
            expect(page.guide).to_contain_text("Your last try: With best play, 7♣ lets the defence")
            page.card("Kh").click()
            page.wait_for("offer")
            page.button("Play the guide's card").click()
            expect(page.table.get_by_role("group", name="Trick 1, won by You")).to_be_visible(
                timeout=ENGINE_STEP_MS
            )
            return True
        if trick == 6:
            # The king of diamonds is led and Belinda holds the seven: the king of hearts is
            # refused with the rule, and the turn stays hers.
            page.card("Kh").click()
            expect(page.message).to_contain_text("diamonds", timeout=ENGINE_STEP_MS)
            expect(page.table).to_have_attribute("data-guide", "card")
        return False

    play_through(belinda, deal, detour)
    expect(belinda.table.locator(".ombre-table__result")).to_contain_text("sacada")


@pytest.mark.turn(1)
def test_a_defence_to_its_puesta_then_the_deal_again(guided: GuidedPage) -> None:
    deal = script("defence")
    assert deal["role"] == "defender"
    guided.open()
    guided.expect_engine_ready()
    guided.choose(deal["title"])
    expect(guided.table.get_by_role("button", name=deal["title"])).to_have_attribute(
        "aria-pressed", "true"
    )

    def ask_first(page: GuidedPage, trick: int) -> bool:
        if trick == 1:
            page.button("What would the guide play?").click()
            expect(page.guide).to_contain_text("The guide would play 6♥ here, because Spadille")
            # Punto is legal but costs a trump: the script says what it costs, then the guide.
            page.card("Ah").click()
            page.wait_for("offer")
            expect(page.guide).to_contain_text("A♥: Punto would fall to Spadille and win nothing.")
            expect(page.guide).to_contain_text("The guide played 6♥ here")
            page.button("Try again").click()
        return False

    play_through(guided, deal, ask_first)
    expect(guided.table.locator(".ombre-table__result")).to_contain_text("puesta")
    # "Play this deal again" deals the same cards from the start.
    guided.button("Play this deal again").click()
    guided.wait_for("go-on")
    expect(guided.guide).to_contain_text(deal["title"])
    expect(guided.strip).to_have_count(0)


@pytest.mark.turn(0)
def test_defending_a_solo_from_another_seat_with_a_costly_card(guided: GuidedPage) -> None:
    """The script seats the learner third; the table turns the deal so that the learner sits
    at the bottom. Spending Spadille on a plain trick is legal, and the solver says what it
    costs."""
    deal = script("solo")
    assert deal["role"] == "defender"
    guided.open()
    guided.expect_engine_ready()
    row = guided.table.get_by_role("list", name="Guided deals").get_by_role("listitem")
    expect(row.filter(has_text=deal["title"])).to_contain_text("you defend")
    guided.choose(deal["title"])

    def spend_spadille(page: GuidedPage, trick: int) -> bool:
        if trick == 4:
            page.card("As").click()
            page.wait_for("offer")
            expect(page.guide).to_contain_text("A♠: Spadille would win this trick")
            expect(page.guide).to_contain_text("With best play, A♠ lets Anna make a sacada")
            expect(page.guide).to_contain_text("The guide played 3♥ here")
            page.button("Try again").click()
        return False

    play_through(guided, deal, spend_spadille)
    expect(guided.table.locator(".ombre-table__result")).to_contain_text("puesta")


@pytest.mark.turn(2)
def test_choosing_the_bid_and_the_discards_with_the_guide(guided: GuidedPage) -> None:
    """In the plain sacada the learner bids, names trumps and discards: a choice other than
    the script's gets the guide's choice and why, and another try."""
    deal = script("sacada")
    guided.open()
    guided.expect_engine_ready()
    guided.choose(deal["title"])
    guided.go_on()
    guided.wait_for("card")
    # Anna and Bo have passed; passing too is legal, but not the guide's bid.
    guided.button("Pass").click()
    guided.wait_for("offer")
    expect(guided.guide).to_contain_text("The guide chose “Bid entrada” here, because three")
    guided.button("Try again").click()
    expect(guided.guide).to_contain_text("Choose again")
    guided.button("Bid entrada").click()
    guided.wait_for("card")
    guided.button("Diamonds ♦ as trumps").click()
    expect(guided.guide).to_contain_text(deal["steps"][0]["comment"][:40])
    guided.go_on()
    # The exchange: throwing a trump is legal, but the guide keeps every trump.
    guided.discard(["7d"])
    guided.wait_for("offer")
    expect(guided.guide).to_contain_text("The guide chose “Discard Q♠ 7♣ J♣ Q♣” here")
    guided.button("Try again").click()
    expect(guided.card("7d")).to_have_attribute("aria-pressed", "false")
    guided.discard(["Qc", "Jc", "7c", "Qs"])  # the script's cards, in another order
    expect(guided.guide).to_contain_text(deal["steps"][1]["comment"][:40])
    for step in deal["steps"][2:]:
        guided.go_on()
        for action in step["actions"]:
            if action["learner"]:
                guided.take(action)
        expect(guided.guide).to_contain_text(step["comment"][:40], timeout=ENGINE_STEP_MS * 2)
    expect(guided.table).to_have_attribute("data-phase", "over")
    expect(guided.table.locator(".ombre-table__result")).to_contain_text("sacada")


# The page's guided deals that no other test here plays to its end.
OTHER_GUIDED_DEALS = ["vuelta", "privilege", "vole", "swedish"]


@pytest.mark.long
def test_every_other_guided_deal_plays_to_its_end(guided: GuidedPage) -> None:
    """The day's share of them (``e2e_slices``), each played to its end, one after the other on
    one page (one engine boot); the first on a phone (its tricks played, read cleanly), then
    the others at the usual width."""
    usual_size = guided.page.viewport_size
    guided.page.set_viewport_size(PHONE_SIZE)
    guided.open()
    guided.expect_engine_ready()
    for index, name in enumerate(of_the_day(OTHER_GUIDED_DEALS)):
        deal = script(name)
        if index == 1 and usual_size:
            guided.page.set_viewport_size(usual_size)
        try:
            guided.choose(deal["title"])
            play_through(guided, deal)
            result = deal["outcome"]["result"]
            expect(guided.table.locator(".ombre-table__result")).to_contain_text(result)
        except (AssertionError, Error) as error:
            raise AssertionError(f"the {name} deal: {error}") from error


def play_from(guided: GuidedPage, deal: dict[str, Any], place: list[int]) -> None:
    """Play the script on from ``place`` ([step, action], the learner's turn there) to the end."""
    steps = deal["steps"]
    for number in range(place[0], len(steps)):
        step = steps[number]
        first = place[1] if number == place[0] else 0
        for action in step["actions"][first:]:
            if action["learner"]:
                guided.take(action)
        expect(guided.guide).to_contain_text(step["comment"][:40], timeout=ENGINE_STEP_MS * 2)
        if number < len(steps) - 1:
            guided.go_on()
    expect(guided.table).to_have_attribute("data-phase", "over")


@pytest.mark.long
@pytest.mark.turn(2)
def test_the_review_of_a_guided_deal_tells_a_costly_first_try_and_replays_with_the_guide(
    guided: GuidedPage,
) -> None:
    """Defending the solo, the learner first tries Spadille at trick 4 (it lets Anna make a
    sacada) and takes it back: the review says so, and judges each of the learner's nine cards
    for the defence (the review of a guided deal is tested here). "Replay from here" at trick 4
    puts the table back at the learner's card there, the guide's words and coaching going on
    from that step; played to its end again, the deal counts once in progress and its slip is
    gone."""
    from pages_review import ANALYSIS_MS, DealReview

    from ombre_core.cards import card_list
    from ombre_core.session import TableSession

    deal = script("solo")
    guided.open()
    guided.expect_engine_ready()
    guided.choose(deal["title"])

    def spend_spadille(page: GuidedPage, trick: int) -> bool:
        if trick == 4:
            page.card("As").click()
            page.wait_for("offer")
            page.button("Try again").click()
        return False

    play_through(guided, deal, spend_spadille)
    review = DealReview(guided.table)
    guided.table.get_by_role("button", name="Review this deal").click()
    expect(review.tricks).to_have_count(9)
    slip = review.trick(4).locator("[data-tried]")
    expect(slip).to_have_count(1, timeout=ANALYSIS_MS)
    expect(slip).to_have_attribute("data-tried", "lost")
    expect(slip).to_contain_text("First tried A♠: This would have let the ombre make a sacada")
    expect(review.box.locator("[data-tried]")).to_have_count(1)
    # The learner defends here: each of the learner's cards is judged for the defence, and
    # each trick can be played again with the guide.
    review.wait_analysed()
    expect(review.box.locator("[data-verdict]")).to_have_count(9)
    expect(review.box).to_contain_text("you defended")
    for number in range(1, 10):
        expect(review.replay_button(number)).to_have_count(1)
    # Replay from trick 4: the learner's turn there, as the script had it.
    step, index = deal["replays"]["4"]
    session = TableSession.from_dict(deal["start"])
    flat = [
        (number, place, action["action"])
        for number, item in enumerate(deal["steps"])
        for place, action in enumerate(item["actions"])
    ]
    for number, place, action in flat:
        if (number, place) == (step, index):
            break
        session = session.apply(action)
    state = session.state
    review.replay_button(4).click()
    expect(guided.table).to_have_attribute("data-notation", state.to_notation())
    guided.wait_for("card")
    expect(review.box).to_be_hidden()
    # The line saying how the deal ended has gone with it.
    expect(guided.live).to_have_text("Trick 4 again: your turn.")
    expect(guided.strip).to_have_count(3)
    codes = guided.hand.locator("button[data-card]").evaluate_all(
        "buttons => buttons.map((button) => button.dataset.card)"
    )
    assert sorted(codes) == sorted(str(card) for card in card_list(state.hands[0]))
    expect(guided.guide.get_by_role("heading")).to_have_text("Trick 4")
    expect(guided.guide).to_contain_text("Played again from here. Your turn: choose your card.")
    # The guide's coaching goes on from that step: the guide's card, why, and what costs.
    guided.button("What would the guide play?").click()
    expect(guided.guide).to_contain_text(f"because {deal['steps'][step]['guide'][:30]}")
    expect(guided.guide).to_contain_text("Cards that would cost you the result: ")
    play_from(guided, deal, [step, index])
    expect(guided.table.locator(".ombre-table__result")).to_contain_text("puesta")
    progress = guided.page.evaluate("JSON.parse(localStorage.getItem('ombre.progress'))")
    assert progress["deals"]["played"] == 1
    # Reviewed again: trick 4 was played right this time, so no first try is told there.
    guided.table.get_by_role("button", name="Review this deal").click()
    expect(review.tricks).to_have_count(9)
    expect(review.verdicts(4)).not_to_have_attribute("data-verdict", "pending", timeout=ANALYSIS_MS)
    expect(review.trick(4).locator("[data-tried]")).to_have_count(0)


@pytest.mark.turn(0)
def test_stopping_instead_of_announcing_the_vole_gets_the_solvers_verdict(
    guided: GuidedPage,
) -> None:
    """After five straight tricks the learner decides whether to announce the vole: stopping
    is legal, and the solver says it loses the vole; the hint names it among the costly
    choices."""
    deal = script("vole")
    guided.open()
    guided.expect_engine_ready()
    guided.choose(deal["title"])
    seen = []

    def stop_first(page: GuidedPage, trick: int) -> bool:
        announce = page.button("Announce a vole")
        if trick != 5 or not announce.is_visible():
            return False
        seen.append(trick)
        page.button("What would the guide play?").click()
        expect(page.guide).to_contain_text(
            "Other choices that would cost you the result: “Stop and score (primeras)”"
        )
        page.button("Stop and score (primeras)").click()
        page.wait_for("offer")
        expect(page.guide).to_have_attribute("data-verdict", "costly")
        expect(page.guide).to_contain_text(
            "With best play, “Stop and score (primeras)” loses the vole: a stop after 5 "
            "straight tricks (You 5, Anna 0, Bo 0), where the guide's choice makes a vole"
        )
        expect(page.guide).to_contain_text("The guide chose “Announce a vole” here, because")
        page.button("Try again").click()
        return False

    play_through(guided, deal, stop_first)
    assert seen == [5]
    expect(guided.table.locator(".ombre-table__result")).to_contain_text("Vole announced and made")


@pytest.mark.turn(1)
def test_a_card_better_than_the_guides_may_stand_and_the_deal_goes_on_without_the_script(
    belinda: GuidedPage,
) -> None:
    """At the first of the learner's turns where the solver finds a card doing better than the
    guide's (as well, if none does better), that card is kept: the deal leaves the script, the
    other seats play as the engine's bots do, the learner plays on to the end and the result
    shows; the guide says so and then is quiet."""
    deal = script("belinda")
    turns = [
        (number, index, code, verdict)
        for number, step in enumerate(deal["steps"])
        for index, action in enumerate(step["actions"])
        if action["learner"] and "solver" in action
        for code, verdict in action["solver"]["cards"].items()
        if verdict["no_worse"]
    ]
    better = [turn for turn in turns if "even better" in turn[3]["text"]]
    stop, place, kept, verdict = (better or turns)[0]
    belinda.open()
    belinda.expect_engine_ready()
    belinda.go_on()
    for number, step in enumerate(deal["steps"][: stop + 1]):
        for index, action in enumerate(step["actions"]):
            if (number, index) == (stop, place):
                break
            if action["learner"]:
                belinda.take(action)
        else:
            belinda.go_on()
    belinda.play(kept)
    belinda.wait_for("offer")
    expect(belinda.guide).to_contain_text(verdict["text"])
    belinda.button("Keep my card").click()
    expect(belinda.guide).to_contain_text(
        f"You kept {verdict['card']}, so the deal leaves the guide's script"
    )
    for _ in range(20):
        expect(belinda.table).to_have_attribute("data-busy", "false", timeout=ENGINE_STEP_MS)
        if belinda.table.get_attribute("data-phase") == "over":
            break
        if belinda.table.get_attribute("data-waiting") == "true":
            belinda.table.get_by_role("button", name="Next trick").click()
            continue
        belinda.wait_for("own")
        expect(belinda.button("What would the guide play?")).to_be_hidden()
        before = belinda.table.get_attribute("data-notation")
        belinda.hand.locator('button[data-legal="true"]').first.click()
        expect(belinda.table).not_to_have_attribute("data-notation", before or "")
    expect(belinda.table).to_have_attribute("data-phase", "over")
    expect(belinda.strip).to_have_count(9)
    expect(belinda.table.locator(".ombre-table__result")).to_contain_text("Result: ")
    expect(belinda.guide.get_by_role("heading")).to_have_text("The deal is over")
    expect(belinda.guide).to_contain_text("You played it your own way from trick")
    expect(belinda.button("Play this deal again")).to_be_visible()
    # Replayed from a trick after the kept card: off the script again, the learner to play.
    from pages_review import DealReview

    left = belinda.table.get_attribute("data-left-at")
    assert left is not None
    belinda.table.get_by_role("button", name="Review this deal").click()
    expect(DealReview(belinda.table).tricks).to_have_count(9)
    again = int(left) + 1
    belinda.table.get_by_role("button", name=f"Replay from here (trick {again})").click()
    belinda.wait_for("own")
    expect(belinda.guide.get_by_role("heading")).to_have_text("Your own way")
    expect(belinda.strip).to_have_count(again - 1)


def test_on_a_phone_each_card_turn_shows_the_trick_and_a_card_to_play(belinda: GuidedPage) -> None:
    """375 x 740: the learner reads higher up the page and presses "Go on" from the keyboard;
    at each of their cards, the trick and the first card they may play are on the screen
    together (below the sticky header) when they fit, else that card is."""
    deal = script("belinda")
    belinda.page.set_viewport_size(PHONE_SIZE)
    belinda.open()
    belinda.expect_engine_ready()
    belinda.go_on()
    together = []
    for step in deal["steps"][:7]:
        for action in step["actions"]:
            if not action["learner"]:
                continue
            belinda.wait_for("card")
            if belinda.table.get_attribute("data-phase") == "play":
                view = belinda.turn_in_view()
                assert view["cover"] <= view["top"] and view["bottom"] <= view["height"], view
                if view["bottom"] - view["trick"] <= view["height"] - view["cover"]:
                    assert view["trick"] >= view["cover"], view
                    together.append(step["heading"])
            belinda.take(action)
        belinda.wait_for("go-on")
        expect(belinda.button("Go on")).to_be_focused()
        belinda.page.evaluate("window.scrollTo(0, 0)")
        belinda.page.keyboard.press("Enter")
    assert len(together) >= 3, together
