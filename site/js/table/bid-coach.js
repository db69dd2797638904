// @ts-check
// The table's bids coached: a bid the engine judges unsound (its view's action carries a
// `warning`) shows the reason with "Bid … anyway" or "Choose again" in place of the options.
import { bidWarning } from "../bid-warning.js";

/**
 * Take the learner's `action`: at once if the engine finds nothing unsound in it, else after
 * the warning, when the learner bids anyway.
 * @param {{parts: import("./parts.js").TableParts, state: import("./state.js").TableState, draw: () => void}} table
 * @param {string} action
 * @param {(action: string) => void} take
 */
export function coachBid(table, action, take) {
  const { parts, state } = table;
  const chosen = state.view.actions.find((/** @type {any} */ item) => item.action === action);
  if (!chosen?.warning) {
    take(action);
    return;
  }
  const { box, again } = bidWarning(chosen, {
    onBid: () => take(action),
    onAgain() {
      table.draw();
      /** @type {HTMLElement | null} */ (parts.actions.querySelector("button"))?.focus({ preventScroll: true });
    },
  });
  parts.actions.replaceChildren(box);
  again.focus({ preventScroll: true });
}
