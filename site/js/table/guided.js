// @ts-check
// Guided deals (data-mode="guided", the "Guided deals" lesson): the table plays scripted deals
// shipped as JSON by the build, each checked by the engine. The other seats follow the script;
// at the learner's turn the learner picks the card (or the bid, trumps, discards or reply): the
// engine refuses an illegal one with its rule, and a legal one other than the script's gets what
// it costs (the solver's verdict, shipped with the script) and the guide's choice and why, with
// "Try again", "Play the guide's card" and, where the solver finds it no worse, "Keep my card":
// the deal then leaves the script, the engine's bots play the others as in free play, and the
// guide is quiet to the end. After each step the guide's comment stays until "Go on". Nothing is
// saved and the address is left alone. "Replay from here" in the review resumes the script.
import { t } from "../i18n.js";
import { pause, RULES_EVENT } from "../game-ui.js";
import { createTable } from "./controller.js";
import {
  before,
  buildGuidePanel,
  guideChoice,
  guidedChoice,
  guidedPrompt,
  guideHint,
  noteTry,
  sameChoice,
  say,
  triesByPosition,
} from "./guide-panel.js";
import { dealPart, trickToHold } from "./state.js";
import { focusInside, revealTurn } from "./view.js";

/**
 * Bind a guided table: its scripts are in the widget's .ombre-table__script.
 * @param {HTMLElement} element the widget
 * @param {{engine: any, onEngine: (listener: (state: string) => void) => void, signal: AbortSignal}} context
 */
export function bindGuided(element, context) {
  const { engine, signal } = context;
  const script = /** @type {HTMLTemplateElement} */ (element.querySelector(".ombre-table__script"));
  /** @type {any[]} */
  const deals = JSON.parse(script.content.textContent ?? "[]");
  const chooseButtons = /** @type {HTMLButtonElement[]} */ ([...element.querySelectorAll(".ombre-table__choose")]);
  const table = createTable(element, context, {
    kind: "guided",
    turn: {
      prompt: () => guidedPrompt(state),
      offersDiscard: () => guidedChoice(state) === "exchange",
      offersActions: () => {
        const choice = guidedChoice(state);
        return Boolean(choice && choice !== "exchange") || state.pending?.kind === "own";
      },
      picking: () => (state.pending?.kind === "card" && !guide.offering) || state.pending?.kind === "own",
    },
    onAccept: () => {},
    syncMode,
    onCard: (code) => pick(`play ${code}`),
    onDiscard: pickAction,
    onAction: pick,
    tries: () => triesByPosition(guide),
    replayFrom: replayGuided,
    begin: () => playDeal(deals[0], { byLearner: false }),
  });
  const { parts, state } = table;
  const { guide } = state;
  const { message, live } = parts;
  const panel = buildGuidePanel();
  parts.felt.after(panel.box);
  for (const part of [parts.scoreWrap, parts.buttons, parts.hintBox, parts.settingsBox]) part.hidden = true;

  /** @param {boolean} ready @param {boolean} idle */
  function syncMode(ready, idle) {
    const { pending, view } = state;
    for (const button of chooseButtons) {
      button.disabled = !ready;
      button.setAttribute("aria-pressed", String(guide.deal !== null && button.dataset.deal === guide.deal.slug));
    }
    panel.goOnButton.hidden = pending?.kind !== "go-on";
    panel.goOnButton.disabled = !ready;
    panel.askButton.hidden = pending?.kind !== "card" || guide.offering;
    panel.askButton.disabled = !idle;
    panel.retryButton.hidden = !guide.offering;
    panel.takeButton.hidden = !guide.offering;
    panel.keepButton.hidden = !guide.offering || guide.keepable === null;
    panel.againButton.hidden = !(guide.deal && view && view.phase === "over" && pending === null);
    panel.againButton.disabled = !ready;
    parts.box.dataset.guide = guide.offering ? "offer" : pending?.kind || "";
    parts.box.dataset.leftAt = guide.leftAt === null ? "" : String(guide.leftAt);
  }

  /** The guide speaks. @param {string} title @param {string} text @param {string | null} [quote] */
  function tell(title, text, quote = null) {
    say(panel, title, text, quote);
  }

  /** Wait for the learner: "go-on" resolves true on "Go on"; "card" once the learner's card
   * (or other choice) is played. Another deal resolves the wait with false.
   * @param {"go-on" | "card" | "own"} kind @returns {Promise<boolean | string>} */
  function waitFor(kind) {
    return new Promise((resolve) => {
      state.pending = { kind, resolve };
      state.busy = false;
      table.draw();
      focusGuide();
    });
  }

  /** End the wait with `value`. @param {boolean | string} value */
  function release(value) {
    const waiting = state.pending;
    state.pending = null;
    guide.offering = false;
    guide.keepable = null;
    state.busy = true;
    table.sync();
    if (waiting) waiting.resolve(value);
  }

  function focusGuide() {
    if (!state.learnerActed || !focusInside(parts)) return;
    const target =
      state.pending?.kind === "go-on" ? panel.goOnButton : parts.hand.querySelector('button[data-legal="true"]');
    if (target instanceof HTMLButtonElement && !target.disabled && !target.hidden)
      target.focus({ preventScroll: true });
    if (state.pending?.kind !== "go-on") revealTurn(parts, state);
  }

  /** A trick held on the table for the learner ("Next trick") is let go: another deal starts. */
  function letHeldTrickGo() {
    const held = state.goOn;
    state.waiting = false;
    state.goOn = null;
    held?.();
  }

  /** The engine's refusal, shown; the table is free again. @param {any} error @param {boolean} [withCode] */
  function refused(error, withCode = true) {
    state.busy = false;
    if (withCode) table.showError(error);
    else message.textContent = error.message;
    table.sync();
  }

  /** Play a guided deal from its start, step by step; the learner goes on after each step.
   * With `from` (a trick number), the deal goes on from the learner's first decision in that
   * trick ("Replay from here"): the engine takes the session back, and the script resumes at the
   * step and action the build shipped for that trick.
   * @param {any} deal @param {{byLearner?: boolean, from?: number | null}} [options] */
  async function playDeal(deal, { byLearner = true, from = null } = {}) {
    const current = guide.runs.start();
    release(false);
    letHeldTrickGo();
    guide.deal = deal;
    state.learnerActed = byLearner;
    message.textContent = "";
    live.textContent = from === null ? "" : t("table-guided.trick-again-your-turn", { from });
    parts.result.replaceChildren();
    const own = from !== null && guide.leftAt !== null && from > guide.leftAt; // after the deal left the script
    if (!own) guide.leftAt = null;
    const resume = from === null || own ? [0, 0] : deal.replays[String(from)];
    try {
      if (from === null) {
        guide.firstTries = [];
        table.accept(await engine.call("session.view", { session: deal.start }));
        tell(deal.title, deal.intro || t("table-guided.cards-are-dealt"));
        if (!(await waitFor("go-on")) || !current()) return;
      } else {
        table.accept(await engine.call("review.replay", { session: state.game, trick: from }));
        if (!own) guide.firstTries = guide.firstTries.filter((entry) => before(entry.place, resume));
      }
      if (own) {
        state.heldTrick = state.view.tricks_done;
        tell(t("table-guided.your-own-way"), t("table-guided.off-script"));
        await playOwnWay(current);
        return;
      }
      if (!(await playScript(deal, current, resume, from !== null))) return;
      state.busy = false;
      table.draw();
    } catch (error) {
      if (!current()) return;
      state.busy = false;
      table.showError(error);
      if (state.view) table.draw();
      else table.sync();
    }
  }

  /** The script's steps from `resume` ([step, action]) on; false once the run has stopped.
   * @param {any} deal @param {() => boolean} current @param {number[]} resume @param {boolean} again */
  async function playScript(deal, current, resume, again) {
    for (const [index, step] of deal.steps.entries()) {
      if (index < resume[0]) continue;
      for (const [number, action] of step.actions.entries()) {
        if (before([index, number], resume)) continue;
        if (action.learner) {
          guide.expected = action;
          guide.step = step;
          guide.tried = null;
          guide.place = [index, number];
          const turn = action.choice
            ? t("table-guided.your-turn-your-choice")
            : t("table-guided.your-turn-choose-your");
          const first = again && index === resume[0] && number === resume[1];
          tell(step.heading, first ? t("table-guided.played-again", { turn }) : turn);
          const answer = await waitFor("card");
          if (!answer || !current()) return false;
          if (answer === "own") {
            await playOwnWay(current);
            return false;
          }
          continue;
        }
        await pause(table.pace().moveMs);
        if (!current() || !element.isConnected) return false;
        await table.act(action.action);
      }
      const last = index === deal.steps.length - 1;
      tell(step.heading, step.comment, step.quote);
      // A deal that ends without a card (a stop, a surrender) never reaches the step's trick.
      const played = step.actions.some((/** @type {any} */ action) => action.card);
      if (last)
        panel.title.textContent = played
          ? t("table-guided.deal-over-heading", { heading: step.heading })
          : t("table-guided.deal-over");
      if (!last && (!(await waitFor("go-on")) || !current())) return false;
    }
    return true;
  }

  /** The deal after the learner kept a card of their own: the engine's bots play the other
   * seats, as in free play, and the learner any legal card; the guide is quiet to the end.
   * @param {() => boolean} current */
  async function playOwnWay(current) {
    while (state.view.phase !== "over") {
      if (state.view.to_act) {
        if (!(await waitFor("own")) || !current()) return;
        continue;
      }
      if (trickToHold(state)) await table.holdTrick();
      await pause(table.pace().moveMs);
      if (!current() || !element.isConnected) return;
      await table.botMove();
    }
    tell(t("table-guided.deal-over"), t("table-guided.you-played-your-own", { leftAt: guide.leftAt }));
    state.busy = false;
    table.draw();
  }

  /** A card or option picked: the learner's own once the deal has left the script, else
   * checked against the script. @param {string} action */
  function pick(action) {
    if (state.pending?.kind === "own") playOwn(action);
    else pickAction(action);
  }

  /** The learner's own card (or announcement) once the deal has left the script. @param {string} action */
  async function playOwn(action) {
    if (state.pending?.kind !== "own" || state.busy) return;
    state.learnerActed = true;
    table.clearMessage();
    state.busy = true;
    table.sync();
    try {
      await table.act(action);
    } catch (error) {
      refused(error); // the engine's rule, e.g. "you must follow hearts"
      return;
    }
    release(true);
  }

  /** "Keep my card": the learner's card stands, and the deal leaves the script. */
  async function keepOwn() {
    if (!guide.offering || guide.keepable === null || state.busy) return;
    const { action, name: kept } = guide.keepable;
    const [trick, notation] = [state.view.tricks_done + 1, state.game.notation];
    state.heldTrick = state.view.tricks_done; // a trick the kept card finishes stays on the table
    state.busy = true;
    guide.offering = false;
    panel.box.dataset.verdict = "";
    table.sync();
    try {
      await table.act(action);
    } catch (error) {
      refused(error, false);
      return;
    }
    // Played, not a first try: the review judges it as played.
    guide.firstTries = guide.firstTries.filter((entry) => !(entry.notation === notation && entry.action === action));
    guide.leftAt = trick;
    tell(t("table-guided.your-own-way"), t("table-guided.you-kept-so-deal", { kept }));
    release("own");
  }

  /** The learner's card or choice: the script's is played; an illegal one is refused with the
   * engine's rule; another legal one gets what it costs, the guide's choice and why, and a
   * choice. @param {string} action */
  async function pickAction(action) {
    if (state.pending?.kind !== "card" || guide.offering || state.busy) return;
    const expected = guide.expected;
    state.learnerActed = true;
    table.clearMessage();
    if (sameChoice(expected, action)) {
      await playExpected();
      return;
    }
    const code = action.startsWith("play ") ? action.slice(5) : null;
    state.busy = true;
    table.sync();
    try {
      // Asked only to learn whether the choice is legal: the reply is not kept.
      await engine.call("session.apply", { session: state.game, action });
    } catch (error) {
      refused(error); // the engine's rule, e.g. "you must follow hearts"
      return;
    }
    // What this card costs: the script's own words (its "instead" table), then the solver's
    // verdict worked out at build time, then the guide's own card and reason.
    guide.offering = true;
    guide.tried = code;
    noteTry(state, action);
    parts.prompt.textContent = "";
    const cost = code && expected.instead?.[code];
    const verdict = code ? expected.solver?.cards?.[code] : expected.solver?.choices?.[action];
    guide.keepable = verdict?.no_worse ? { action, name: verdict.card } : null;
    const why = t(expected.card ? "table-guided.guide-played" : "table-guided.guide-chose", {
      choice: guideChoice(expected),
      guide: guide.step.guide,
    });
    // An unsound bid: why it is a long shot, in the engine's words, before the guide's reason.
    const unsound = state.view.actions.find((/** @type {any} */ item) => item.action === action)?.warning;
    const words = [cost && `${cost.card}: ${cost.text}`, verdict?.text, unsound, why].filter(Boolean).join(" ");
    tell(panel.title.textContent ?? "", words);
    panel.box.dataset.verdict = verdict ? (verdict.costly ? "costly" : "fine") : "";
    panel.takeButton.textContent = expected.card
      ? t("table-guided.play-guide-s-card")
      : t("table-guided.take-guide-s-choice");
    panel.keepButton.textContent = expected.card ? t("table-guided.keep-my-card") : t("table-guided.keep-my-choice");
    state.busy = false;
    table.sync();
    panel.retryButton.focus({ preventScroll: true });
  }

  async function playExpected() {
    state.busy = true;
    guide.offering = false;
    panel.box.dataset.verdict = "";
    table.sync();
    try {
      await table.act(guide.expected.action);
    } catch (error) {
      refused(error, false);
      return;
    }
    release(true);
  }

  /** "Replay from here" in a guided deal: the script goes on from that trick, with the guide. @param {number} trick */
  function replayGuided(trick) {
    if (!guide.deal || state.busy) return;
    state.replayedDeal = dealPart(state.game.notation);
    state.learnerActed = true;
    playDeal(guide.deal, { from: trick });
  }

  for (const button of chooseButtons) {
    button.addEventListener("click", () => {
      const deal = deals.find((item) => item.slug === button.dataset.deal);
      if (deal) playDeal(deal);
    });
  }
  panel.goOnButton.addEventListener("click", () => {
    state.learnerActed = true;
    if (state.pending?.kind === "go-on") release(true);
  });
  panel.retryButton.addEventListener("click", () => {
    guide.offering = false;
    panel.box.dataset.verdict = "";
    tell(
      panel.title.textContent ?? "",
      guide.expected.card ? t("table-guided.choose-another-card") : t("table-guided.choose-again"),
    );
    state.selected = new Set();
    table.draw();
    focusGuide();
  });
  panel.takeButton.addEventListener("click", () => {
    if (guide.offering) playExpected();
  });
  panel.keepButton.addEventListener("click", keepOwn);
  panel.againButton.addEventListener("click", () => playDeal(guide.deal));
  signal.addEventListener("abort", () => {
    guide.runs.cancel(); // the page has gone: stop the deal where it waits
    release(false);
    letHeldTrickGo();
  });
  panel.askButton.addEventListener("click", () => {
    if (state.pending?.kind !== "card" || guide.offering) return;
    tell(panel.title.textContent ?? "", guideHint(guide));
  });
  document.addEventListener(
    RULES_EVENT,
    () => {
      if (state.view) message.textContent = t("table-guided.this-guided-deal-keeps");
    },
    { signal },
  );
  table.start();
}
