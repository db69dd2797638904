// @ts-check
// An unsound bid's warning, shared by the auction stepper and the table: the engine's reason
// (a view's action carries `warning` when ombre_core.strategy judges the bid a long shot),
// then "Bid solo anyway" or "Choose again". A coach's word, not a block: the learner may bid.
import { t } from "./i18n.js";
import { el, makeButton } from "./game-ui.js";

/**
 * The warning's box, in place of the bid buttons until the learner answers, and its "Choose
 * again" button (the safe choice, to focus).
 * @param {{label: string, warning?: string}} action the view's action (its button label and warning)
 * @param {{onBid: () => void, onAgain: () => void}} answers
 * @returns {{box: HTMLElement, again: HTMLButtonElement}}
 */
export function bidWarning(action, { onBid, onAgain }) {
  const anyway = makeButton(t("bid-warning.anyway", { bid: action.label }), "md-button ombre-bid-warning__anyway");
  const again = makeButton(t("bid-warning.choose-again"), "md-button md-button--primary ombre-bid-warning__again");
  anyway.addEventListener("click", onBid, { once: true });
  again.addEventListener("click", onAgain, { once: true });
  const box = el(
    "div",
    { className: "ombre-bid-warning", role: "group", "aria-label": `${action.label}?` },
    el("p", { className: "ombre-bid-warning__text", role: "alert", textContent: action.warning ?? "" }),
    anyway,
    " ",
    again,
  );
  return { box, again };
}

/**
 * Take the learner's `action` at once if the engine finds nothing unsound in it, else show its
 * warning in `options` (in place of the buttons) and take it when the learner bids anyway;
 * "Choose again" calls `redraw` and focuses the first option again.
 * @param {HTMLElement} options the element holding the action buttons
 * @param {any[]} actions the view's actions
 * @param {string} action
 * @param {{take: (action: string, warning?: string) => void, redraw: () => void, focus?: FocusOptions}} handlers
 */
export function coachBid(options, actions, action, { take, redraw, focus }) {
  const chosen = actions.find((item) => item.action === action);
  if (!chosen?.warning) {
    take(action);
    return;
  }
  const { box, again } = bidWarning(chosen, {
    onBid: () => take(action, chosen.warning),
    onAgain() {
      redraw();
      /** @type {HTMLElement | null} */ (options.querySelector("button"))?.focus(focus);
    },
  });
  options.replaceChildren(box);
  again.focus(focus);
}
