// @ts-check
// The practice page's positions from the learner's deals (progress.js positionQueue): a line each
// with "Try it again", which opens the deal review's retry panel (deal-review-retry.js) for that
// one position. Found at the first try, it leaves the queue; missed again, it stays, missed today.
import { t } from "./i18n.js";
import { createRetry } from "./deal-review-retry.js";
import { engine } from "./engine.js";
import { el, makeButton } from "./game-ui.js";
import { clearPosition, recordMissedPosition } from "./progress.js";

/** @typedef {{notation: string, seat: number, played: string, missed: string}} QueuedPosition */

/** Resolves once the engine is ready (starting it if need be); rejects if it failed to start. */
function engineReady() {
  engine.start();
  return new Promise((resolve, reject) => {
    let settled = false;
    /** @type {(() => void) | null} */
    let unsubscribe = null;
    unsubscribe = engine.onChange((state, message) => {
      if (settled || (state !== "ready" && state !== "failed")) return;
      settled = true;
      unsubscribe?.();
      if (state === "ready") resolve(undefined);
      else reject(new Error(message || t("position-practice.game-engine-could-not")));
    });
    if (settled) unsubscribe();
  });
}

/**
 * The list of `positions` (each with its "Try it again" button) and the retry panel they open;
 * onDone() is called when the learner leaves the panel ("Back to the review").
 * @param {QueuedPosition[]} positions
 * @param {() => void} onDone
 */
export function positionPractice(positions, onDone) {
  const controller = new AbortController();
  /** @type {string[]} */
  let names = [];
  const list = el("ul", { className: "ombre-review__positions" });
  const said = el("p", { className: "ombre-review__position-status", role: "status" });
  const retry = createRetry({
    engine,
    signal: controller.signal,
    name: (/** @type {number} */ seat) => names[seat],
    onDone: () => {
      controller.abort();
      onDone();
    },
    onSettled: (/** @type {{notation: string, played: string}} */ mistake, /** @type {boolean} */ firstTry) => {
      const position = positions.find((item) => item.notation === mistake.notation);
      if (firstTry) clearPosition(mistake.notation);
      else if (position) recordMissedPosition(position);
    },
  });

  /** @param {QueuedPosition} position */
  async function tryAgain(position) {
    for (const button of list.querySelectorAll("button")) /** @type {HTMLButtonElement} */ (button).disabled = true;
    said.textContent = t("position-practice.waiting-for-game-engine");
    let reply;
    try {
      await engineReady();
      reply = await engine.call("game.view", { notation: position.notation, seat: position.seat });
    } catch (error) {
      said.textContent = t("position-practice.this-position-could-not", { message: error.message });
      for (const button of list.querySelectorAll("button")) /** @type {HTMLButtonElement} */ (button).disabled = false;
      return;
    }
    said.textContent = "";
    names = reply.view.names;
    const trick = reply.view.tricks_done + 1;
    list.hidden = true;
    retry.start(position.seat, [{ notation: position.notation, played: position.played, trick }]);
  }

  for (const position of positions) {
    const button = makeButton(t("position-practice.try-again"), "md-button ombre-review__try");
    button.addEventListener("click", () => tryAgain(position));
    const line = el("li", { textContent: t("position-practice.card-you-played-one", { missed: position.missed }) });
    line.dataset.notation = position.notation;
    line.append(button);
    list.append(line);
  }
  return el("div", { className: "ombre-review__deals" }, list, said, retry.element);
}
