"""Page objects for the game widgets: the auction stepper and the free-play table."""

from __future__ import annotations

import json
import re

from e2e_pages import SitePage
from e2e_waits import expect_attached, expect_attribute, expect_attribute_changed
from e2e_words import lead_of, site_words
from playwright.sync_api import Locator, ViewportSize, expect

from ombre_core.session import TableSession

DEAL_DECISIONS = 30
"""More decisions than the learner makes in any deal the tests play to its end."""
ENGINE_STEP_MS = 30_000
"""A generous wait for one engine round trip plus the bots' short pauses, on a busy machine."""
TABLE_SETTINGS_KEY = "ombre.table.settings"
"""Where the table keeps its settings (go on by itself, practice, rules, pace, bots)."""


class AuctionLesson(SitePage):
    """The lesson "Dealing and the auction" and its auction widget."""

    PATH = "dealing-and-auction/"

    def open(self) -> AuctionLesson:
        self.visit(self.base_url + self.PATH)
        return self

    @property
    def widget(self) -> Locator:
        return self.page.get_by_role("region", name="Step through an auction")

    @property
    def next_call(self) -> Locator:
        return self.widget.get_by_role("button", name="Next call")

    @property
    def your_calls(self) -> Locator:
        return self.widget.get_by_role("group", name="Your call").get_by_role("button")

    @property
    def outcome(self) -> Locator:
        return self.widget.locator(".ombre-auction__outcome")

    def option(self, name: str) -> Locator:
        return self.widget.get_by_role("checkbox", name=re.compile(name, re.I))

    def bid_warning(self, label: str) -> Locator:
        """The warning on the unsound bid ``label`` ("Bid solo"), in place of the calls."""
        return self.widget.get_by_role("group", name=f"{label}?")

    @property
    def coach_note(self) -> Locator:
        """The warning kept after an unsound bid was made anyway."""
        return self.widget.locator(".ombre-auction__coach")

    def wait_idle(self) -> None:
        expect_attribute(self.widget, "data-busy", "false", timeout=ENGINE_STEP_MS)
        expect(self.widget).to_have_attribute("data-notation", re.compile("."))

    @property
    def notation(self) -> str:
        self.wait_idle()
        return self.widget.get_attribute("data-notation") or ""

    def games_tables(self) -> list[dict[str, float]]:
        """Each preset's table of games beside the other's: how wide its scrolling box is,
        how wide its content, and where its last column ends, right of the box's edge."""
        tables: list[dict[str, float]] = self.page.evaluate(
            """() => [...document.querySelectorAll('.ombre-presets table.ombre-contracts')]
              .map((table) => {
                const box = table.closest('.ombre-scroll');
                const last = table.querySelector('thead th:last-child').getBoundingClientRect();
                return {client: box.clientWidth, scroll: box.scrollWidth,
                        beyond: last.right - box.getBoundingClientRect().right};
              })"""
        )
        return tables


class TablePage(SitePage):
    """The page "Play a deal" and its table widget, in the page object's language."""

    PATH = "play-a-deal/"

    def open(self) -> TablePage:
        self.visit(self.base_url + self.PATH)
        return self

    def open_link(self, link: str) -> TablePage:
        """Open the table at a shared deal's link, ``?deal=<seed>[:<rules>[:<dealer>]]``, and
        wait until the engine is ready."""
        self.visit(f"{self.base_url}{self.PATH}?deal={link}")
        self.expect_engine_ready()
        return self

    def open_with_deal(
        self,
        notation: str,
        *,
        tally: tuple[int, ...] = (0, 0, 0),
        deals: int = 1,
        counted: bool = False,
    ) -> TablePage:
        """Open the table with a saved game holding this deal (as a returning learner would)."""
        saved = {
            "v": 1,
            "notation": notation,
            "tally": list(tally),
            "deals": deals,
            "counted": counted,
        }
        return self.open_with_saved(json.dumps(saved))

    def open_with_saved(self, text: str) -> TablePage:
        """Open the table with this text stored as the saved game.

        The text is stored from the home page, which has no table, so no game the table
        starts can overwrite it before the table reads it."""
        self.visit(self.base_url)
        self.store_saved(text)
        return self.open()

    def store_saved(self, text: str) -> None:
        self.store("ombre.table", text)

    def store(self, key: str, text: str) -> None:
        self.page.evaluate("([key, text]) => localStorage.setItem(key, text)", [key, text])

    def stored(self, key: str) -> str | None:
        value: str | None = self.page.evaluate("(key) => localStorage.getItem(key)", key)
        return value

    @property
    def table(self) -> Locator:
        return self.page.get_by_role("region", name=site_words("game.table.title", self.lang))

    @property
    def hand(self) -> Locator:
        return self.table.get_by_role("group", name=self.words["table-parts.your-hand"])

    @property
    def seats(self) -> Locator:
        """The other seats drawn around the table, from the learner's right to their left."""
        return self.table.locator(".ombre-table__seat")

    def session(self) -> TableSession:
        """The session as the table saved it, read back by ombre_core."""
        return TableSession.from_dict(json.loads(self.stored("ombre.table") or "null"))

    @property
    def options(self) -> Locator:
        return self.table.get_by_role("group", name=self.words["table-parts.your-options"])

    @property
    def message(self) -> Locator:
        return self.table.locator(".ombre-table__message")

    def bid_warning(self, label: str) -> Locator:
        """The warning on the unsound bid ``label`` ("Bid solo"), in place of the options."""
        return self.options.get_by_role("group", name=f"{label}?")

    @property
    def hint_button(self) -> Locator:
        name = self.words["table-parts.what-would-strong-player"]
        return self.table.get_by_role("button", name=name, exact=True)

    @property
    def show_card(self) -> Locator:
        return self.table.get_by_role(
            "button", name=self.words["table-parts.show-card"], exact=True
        )

    @property
    def hint(self) -> Locator:
        return self.table.locator(".ombre-table__hint")

    @property
    def next_deal(self) -> Locator:
        return self.table.get_by_role("button", name=self.words["table-parts.next-deal"])

    def card(self, code: str) -> Locator:
        return self.hand.locator(f'button[data-card="{code}"]')

    @property
    def next_trick(self) -> Locator:
        return self.table.get_by_role("button", name=self.words["table-parts.next-trick"])

    @property
    def trick(self) -> Locator:
        numbered = re.escape(lead_of(self.words["table-view-parts.trick"]))
        whole = re.escape(self.words["table-view-trick.trick"])
        return self.table.get_by_role("group", name=re.compile(f"^({numbered}|{whole})"))

    @property
    def strip(self) -> Locator:
        played = self.words["table-parts.tricks-played"]
        return self.table.get_by_role("list", name=played).get_by_role("listitem")

    @property
    def pace(self) -> Locator:
        """The table setting "Pace of the other players"."""
        return self.table.get_by_label(self.words["table-parts.pace-other-players"])

    def bots(self, strength: str) -> Locator:
        """The table setting "Bots": its radio button ``Beginner`` or ``Strong``."""
        return self.table.get_by_role("group", name=self.words["table-parts.bots"]).get_by_role(
            "radio", name=strength, exact=True
        )

    @property
    def thinking(self) -> Locator:
        """The status that says which bot is thinking."""
        return self.table.locator(".ombre-table__thinking")

    def watch_thinking(self) -> None:
        """From now on, note each time the thinking status is set: its words, and how many of
        the learner's cards and options could be pressed then (see :meth:`thinking_seen`)."""
        self.table.evaluate(WATCH_THINKING_JS)

    def thinking_seen(self) -> list[dict[str, object]]:
        """What the thinking status said since :meth:`watch_thinking`, each time with the
        number of the learner's cards and options that were enabled (``open``)."""
        seen: list[dict[str, object]] = self.table.evaluate("table => table.thinkingSeen")
        return seen

    def act_plainly(self) -> None:
        """The learner's plainest action: pass in the auction, keep every card at the
        exchange, the first legal card in the play, else the first option."""
        before = self.notation
        if self.table.get_attribute("data-phase") == "play":
            self.hand.locator('button[data-legal="true"]').first.click()
        else:
            choices = self.options.locator('button[data-action="pass"], button[data-discard]')
            (choices if choices.count() else self.options.get_by_role("button")).first.click()
        expect_attribute_changed(self.table, "data-notation", before, timeout=ENGINE_STEP_MS)

    def bid_by_hints_play_plainly(self) -> None:
        """The hinted decision in the auction and the exchange, the first legal card in the
        play: a deal that goes the usual way without a hint's search for every card."""
        if self.table.get_attribute("data-phase") == "play":
            self.act_plainly()
        else:
            self.take_hint()

    def play_until(self, stop: str = "over", *, hinted_play: bool = True) -> str:
        """Take the hint at every turn, going on from every finished trick, until the phase is
        ``stop`` or the deal is over; returns the phase. Without ``hinted_play``, the first
        legal card in the play (:meth:`bid_by_hints_play_plainly`), where the cards played are
        not the test's subject."""
        phase = self.wait_turn()
        for _ in range(DEAL_DECISIONS):
            if phase in (stop, "over"):
                return phase
            if hinted_play:
                self.take_hint()
            else:
                self.bid_by_hints_play_plainly()
            phase = self.wait_turn()
        raise AssertionError("the deal did not end within the bounded number of decisions")

    @property
    def session_over(self) -> Locator:
        """The sentence that says the session is over."""
        return self.table.locator(".ombre-table__session")

    @property
    def loading(self) -> Locator:
        loading = self.words["table-parts.loading-game-engine-table"]
        return self.table.get_by_role("status").filter(has_text=loading)

    def wait_idle(self) -> str:
        """Wait until the table waits for the learner: their turn, a finished trick held on
        the table, or the deal over; returns the phase."""
        expect_attribute(self.table, "data-busy", "false", timeout=ENGINE_STEP_MS * 3)
        return self.table.get_attribute("data-phase") or ""

    @property
    def holding_trick(self) -> bool:
        return self.table.get_attribute("data-waiting") == "true"

    def wait_turn(self) -> str:
        """Wait until the learner is to act or the deal is over, going on from every finished
        trick held on the table; returns the phase."""
        for _ in range(12):
            phase = self.wait_idle()
            if not self.holding_trick:
                return phase
            self.next_trick.click()
        raise AssertionError("the table held more tricks than a deal has")

    @property
    def notation(self) -> str:
        return self.table.get_attribute("data-notation") or ""

    @property
    def tally(self) -> list[int]:
        value: list[int] = json.loads(self.table.get_attribute("data-tally") or "[]")
        return value

    def ask_hint(self) -> str:
        """Ask for a hint and, where it gives its idea first, for its card; returns the action."""
        self.hint_button.click()
        given = self.table.locator(
            ".ombre-table__hint[data-action], .ombre-table__show-card:visible"
        )
        expect_attached(given.first, timeout=ENGINE_STEP_MS)
        if self.show_card.is_visible():
            expect(self.hint).not_to_have_attribute("data-action", re.compile("."))
            self.show_card.click()
        expect(self.hint).to_have_attribute("data-action", re.compile("."))
        return self.hint.get_attribute("data-action") or ""

    def take_hint(self) -> str:
        """Ask for a hint and carry it out; returns the action taken."""
        before = self.notation
        action = self.ask_hint()
        words = action.split()
        if words[0] == "play":
            self.card(words[1]).click()
        elif words[0] == "discard":
            for code in words[1:] if words[1] != "none" else []:
                self.card(code).click()
                expect(self.card(code)).to_have_attribute("aria-pressed", "true")
            self.options.locator("button[data-discard]").click()
        else:
            self.options.locator(f'button[data-action="{action}"]').click()
        expect_attribute_changed(self.table, "data-notation", before, timeout=ENGINE_STEP_MS)
        return action


WATCH_THINKING_JS = """table => {
  const status = table.querySelector('.ombre-table__thinking');
  const open = ['hand', 'actions']
    .map((part) => `.ombre-table__${part} button:not(:disabled)`).join(', ');
  table.thinkingSeen = [];
  new MutationObserver(() => {
    if (status.textContent) table.thinkingSeen.push(
      {text: status.textContent, open: table.querySelectorAll(open).length});
  }).observe(status, {childList: true, characterData: true, subtree: true});
}"""
"""Note each text the thinking status shows, with the learner's enabled buttons at that moment,
in ``table.thinkingSeen`` (a mutation observer: no text is missed, however short it stays)."""

PHONE_SIZE: ViewportSize = {"width": 375, "height": 740}
DESKTOP_SIZE: ViewportSize = {"width": 1280, "height": 800}

STRIP_LAYOUT_JS = """table => {
  const visible = (node) => node.getClientRects().length > 0;
  const strip = table.querySelector('ol.ombre-table__strip');
  const boxes = [];
  for (const face of strip.querySelectorAll('.ombre-card > span')) {
    if (visible(face)) boxes.push(['card ' + face.parentElement.dataset.card, face]);
  }
  const labels = [...strip.querySelectorAll(
    '.ombre-table__strip-number, .ombre-table__strip-winner, .ombre-table__strip-player')];
  for (const label of labels) boxes.push(['label ' + label.textContent, label]);
  boxes.push(['heading ' + table.querySelector('.ombre-table__you').textContent,
              table.querySelector('.ombre-table__you')]);
  const rects = boxes.map(([name, node]) => [name, node.getBoundingClientRect()]);
  const problems = [];
  for (let i = 0; i < rects.length; i += 1) {
    for (let j = i + 1; j < rects.length; j += 1) {
      const [a, ra] = rects[i];
      const [b, rb] = rects[j];
      const apart = ra.right <= rb.left || rb.right <= ra.left
        || ra.bottom <= rb.top || rb.bottom <= ra.top;
      if (!apart) problems.push(`${a} overlaps ${b}`);
    }
  }
  for (const label of labels) {
    if (label.scrollWidth > label.clientWidth) problems.push(`label ${label.textContent} is cut`);
  }
  return problems;
}"""
"""The list of tricks played, laid out: which of its card faces, labels and the hand's heading
overlap, and which labels are cut (an empty list when it reads cleanly)."""


def strip_problems(table: Locator) -> list[str]:
    """What is wrong with the layout of the list of tricks played in ``table`` (see
    :data:`STRIP_LAYOUT_JS`)."""
    problems: list[str] = table.evaluate(STRIP_LAYOUT_JS)
    return problems
