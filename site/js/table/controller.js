// @ts-check
// What free play and guided deals share: the table's parts and state, taking the engine's
// replies, drawing, the pacing of finished tricks and of the other players, and the learner's
// clicks on the hand and the options, handed to the mode's controller (free-play.js, guided.js).
import { t } from "../i18n.js";
import { pause } from "../game-ui.js";
import { recordDeal } from "../progress.js";
import { buildParts } from "./parts.js";
import { createReviewOffer } from "./review.js";
import { DEFAULT_PACE, DEFAULT_STRENGTH, loadSettings, PACES } from "./settings.js";
import { acceptReply, createState, replayed, seatName } from "./state.js";
import { discardLabel, drawSessionOver, drawTable, focusInside, syncControls } from "./view.js";

/**
 * A mode of the table: what its controller does where free play and guided deals differ.
 * @typedef {object} TableMode
 * @property {"free-play" | "guided"} kind
 * @property {import("./view.js").TurnRules} turn
 * @property {() => void} onAccept after each reply of the engine is taken
 * @property {(ready: boolean, idle: boolean) => void} syncMode enable the mode's own controls
 * @property {(code: string) => void} onCard a card of the hand picked (not at the exchange)
 * @property {(action: string) => void} onDiscard the exchange confirmed
 * @property {(action: string) => void} onAction an option picked (a bid, a trump, ...)
 * @property {() => Record<string, string[]>} tries the learner's first tries, for the review
 * @property {(trick: number) => void} replayFrom "Replay from here" in the review
 * @property {() => void} begin the first deal, once the engine is ready
 * @property {() => void} [afterDraw] after each drawing of the table
 * @property {boolean} [oneDeal] one fixed deal (the daily deal): no "Replay from here" in the
 *   review, no session's score
 */

/** @typedef {ReturnType<typeof createTable>} Table */

/**
 * The shared table inside a widget's element, for a mode.
 * @param {HTMLElement} element the widget
 * @param {{engine: any, onEngine: (listener: (state: string) => void) => void, signal: AbortSignal}} context
 * @param {TableMode} mode
 */
export function createTable(element, { engine, onEngine, signal }, mode) {
  const box = /** @type {HTMLElement} */ (element.querySelector(".ombre-table"));
  box.querySelector(".ombre-table__deal")?.closest("p")?.remove();
  const settings = loadSettings();
  const parts = buildParts(box, settings);
  const state = createState(mode.kind);
  const { hand, actions, message, hintBox, live } = parts;
  const offerReview = createReviewOffer({
    engine,
    signal,
    parts,
    state,
    tries: () => mode.tries(),
    onReplay: mode.oneDeal ? null : (trick) => mode.replayFrom(trick),
  });

  /** Take the engine's reply as the table's. @param {{session: any, status: any, view: any}} reply */
  function accept(reply) {
    acceptReply(state, reply);
    mode.onAccept();
  }

  function draw() {
    const view = state.view;
    if (view.phase === "over" && state.drawnPhase !== null && state.drawnPhase !== "over" && !replayed(state)) {
      try {
        recordDeal();
      } catch (error) {
        console.warn("deal not recorded in progress:", error);
      }
    }
    state.drawnPhase = view.phase;
    drawTable(parts, state, mode.turn, mode.oneDeal);
    offerReview();
    drawSessionOver(parts, state);
    if (state.notice) {
      message.textContent = state.notice;
      state.notice = "";
    }
    sync();
    mode.afterDraw?.();
  }

  function sync() {
    const { ready, idle } = syncControls(parts, state, engine.state, mode.turn);
    mode.syncMode(ready, idle);
  }

  /** The learner's (or the script's) action, played: throws the engine's refusal. @param {string} action */
  async function act(action) {
    const reply = await engine.call("session.apply", { session: state.game, action });
    accept(reply);
    live.textContent = reply.explanation;
    draw();
  }

  /** One move of the engine's bot for the seat to play; a strong bot's card is thought over,
   * and the table says whose. @param {import("./settings.js").Strength} [strength] */
  /** @param {import("../engine-protocol").SessionBotParams["strength"]} [strength] */
  async function botMove(strength = DEFAULT_STRENGTH) {
    const thinks = strength !== "beginner" && state.view.phase === "play";
    if (thinks)
      parts.thinking.textContent = t("table-controller.thinking", {
        player: seatName(state, state.view.current_player),
      });
    let reply;
    try {
      reply = await engine.call("session.bot", { session: state.game, strength });
    } finally {
      if (thinks) parts.thinking.textContent = "";
    }
    accept(reply);
    live.textContent = reply.explanation;
    draw();
  }

  /** The engine's refusal, in its words (e.g. "you must follow hearts"). @param {any} error */
  function showError(error) {
    message.textContent = error.message;
    message.dataset.code = error.code || "";
  }

  function clearMessage() {
    message.textContent = "";
    delete message.dataset.code;
  }

  function clearHint() {
    hintBox.textContent = "";
    delete hintBox.dataset.action;
    parts.showCardButton.hidden = true;
  }

  /** The pace chosen in the settings (guided deals, with the settings hidden, keep it too). */
  function pace() {
    return PACES[parts.paceSelect.value] || PACES[DEFAULT_PACE];
  }

  /** A finished trick stays on the table: a short pause, or until "Next trick". */
  async function holdTrick() {
    if (parts.autoBox.checked) {
      await pause(pace().trickMs);
    } else {
      state.waiting = true;
      parts.prompt.textContent = t("table-controller.trick-over-press-next", { tricks_done: state.view.tricks_done });
      sync();
      if (state.learnerActed && focusInside(parts)) parts.nextTrick.focus({ preventScroll: true });
      await new Promise((resolve) => {
        state.goOn = () => resolve(undefined);
      });
    }
    state.heldTrick = state.view.tricks_done;
  }

  hand.addEventListener("click", (event) => {
    const button = event.target instanceof Element && event.target.closest("button[data-card]");
    const view = state.view;
    if (!(button instanceof HTMLButtonElement) || button.disabled || !view || !view.to_act) return;
    const code = button.dataset.card ?? "";
    if (view.phase === "exchange") {
      if (state.selected.has(code)) state.selected.delete(code);
      else state.selected.add(code);
      button.setAttribute("aria-pressed", String(state.selected.has(code)));
      const confirm = actions.querySelector("button[data-discard]");
      if (confirm) confirm.textContent = discardLabel(state.selected);
      return;
    }
    mode.onCard(code);
  });
  actions.addEventListener("click", (event) => {
    const button = event.target instanceof Element && event.target.closest("button");
    if (!button || button.disabled) return;
    // The second click of a double click lands on the option drawn where the one pressed was.
    if (event.detail > 1) return;
    if (button.dataset.discard) {
      const cards = state.view.hand.filter((/** @type {string} */ code) => state.selected.has(code));
      mode.onDiscard(cards.length ? `discard ${cards.join(" ")}` : "discard none");
    } else if (button.dataset.action) {
      mode.onAction(button.dataset.action);
    }
  });
  parts.nextTrick.addEventListener("click", () => {
    if (!state.waiting || !state.goOn) return;
    state.waiting = false;
    state.learnerActed = true;
    sync();
    const resume = state.goOn;
    state.goOn = null;
    resume();
  });

  /** Draw the table as it waits for the engine, and begin once it is ready. */
  function start() {
    sync();
    let started = false;
    onEngine((engineState) => {
      if (engineState === "ready" && message.dataset.code === "engine-not-ready") clearMessage();
      if (engineState === "ready" && !started) {
        started = true;
        mode.begin();
      }
      sync();
    });
  }

  return {
    element,
    engine,
    signal,
    settings,
    parts,
    state,
    accept,
    draw,
    sync,
    act,
    botMove,
    showError,
    clearMessage,
    clearHint,
    pace,
    holdTrick,
    start,
  };
}
