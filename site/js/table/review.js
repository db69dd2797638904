// @ts-check
// The review of a finished deal (deal-review.js), offered under the result: its module loads
// when a learner first asks for a review, not with every table.
import { t } from "../i18n.js";
import { el, makeButton } from "../game-ui.js";
import { seatName } from "./state.js";

/**
 * What the review needs from its table.
 * @typedef {object} ReviewHooks
 * @property {any} engine
 * @property {AbortSignal} signal
 * @property {import("./parts.js").TableParts} parts
 * @property {import("./state.js").TableState} state
 * @property {() => Record<string, string[]>} tries the learner's first tries, by position
 * @property {((trick: number) => void) | null} onReplay "Replay from here" (null: not offered)
 */

/**
 * The review button and its panel; returns the end-of-deal hook (called by each drawing):
 * it offers the review of a deal whose tricks were played, and closes an old review once
 * another deal is under way.
 * @param {ReviewHooks} hooks
 * @returns {() => void}
 */
export function createReviewOffer({ engine, signal, parts, state, tries, onReplay }) {
  const button = makeButton(t("table-review.review-this-deal"), "md-button ombre-table__review-button");
  /** @type {any} */
  let panel = null;
  /** @type {Promise<any> | null} */
  let loading = null;
  button.addEventListener("click", async () => {
    const [notation, seat, found] = [state.game.notation, state.view.seat, tries()];
    try {
      loading ??= import("../deal-review.js");
      const { createReview } = await loading;
      if (!panel) {
        const name = (/** @type {number} */ who) => seatName(state, who);
        panel = createReview({ engine, signal, name, onReplay: onReplay ?? (() => {}) });
        parts.result.after(panel.element);
      }
    } catch (error) {
      loading = null;
      parts.message.textContent = t("table-review.review-could-not-load", { message: error.message });
      return;
    }
    panel.show(notation, seat, { replay: onReplay !== null, tries: found });
  });

  return () => {
    const view = state.view;
    if (view.phase !== "over" || !view.tricks.length || view.seat === null) {
      panel?.hide();
      return;
    }
    // The engine says where its solver cannot judge the deal; the table then says why.
    const problem = view.review_problem;
    parts.result.append(
      el(
        "p",
        { className: "ombre-table__review" },
        problem ? el("span", { className: "ombre-table__review-problem", textContent: problem }) : button,
      ),
    );
  };
}
