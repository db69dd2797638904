// @ts-check
// Drawing the table from its state: the score, the seats around the felt, the learner's hand
// and options, the log and the result; and which controls are enabled. A controller says how
// the learner's turn is shaped (TurnRules): the view has no mode of its own.
import { t } from "../i18n.js";
import { el, handCardButton, revealTogether, settlementBlock, signed } from "../game-ui.js";
import { seatName } from "./state.js";
import { drawCentre, drawStrip } from "./view-trick.js";
import { roleWord, seatLabel, tricksText } from "./view-parts.js";

/** @typedef {import("./state.js").TableState} TableState */
/** @typedef {import("./parts.js").TableParts} TableParts */

/**
 * How a controller shapes the learner's turn.
 * @typedef {object} TurnRules
 * @property {() => string | null} prompt the prompt under the hand, or null for the view's own
 * @property {() => boolean} offersDiscard at the learner's exchange, the button that confirms it
 * @property {() => boolean} offersActions at the learner's turn, the engine's actions (bids, ...)
 * @property {() => boolean} picking whether the learner may pick a card or an action now
 */

/** The score: the session's chips so far and the pot; of one fixed deal, the pot alone.
 * @param {TableParts} parts @param {TableState} state @param {boolean} oneDeal */
function drawScore(parts, state, oneDeal) {
  const { status, view } = state;
  const caption = el("caption", { textContent: status.rules_label });
  if (oneDeal) {
    const pot = el("td", { className: "ombre-num ombre-table__pot", textContent: String(view.pot) });
    const row = el("tr", {}, el("th", { scope: "row", textContent: t("table-view.chips-pot") }), pot);
    parts.score.replaceChildren(el("tbody", {}, row)); // the rules are named above the table
    return;
  }
  const limit =
    status.chip_target === null
      ? t("table-view.of-deals", { session_deals: status.session_deals })
      : t("table-view.to-chips-heading", { chip_target: status.chip_target });
  const head = el(
    "tr",
    {},
    el("th", { scope: "col", textContent: t("table-view.deal", { deal: status.deal, limit }) }),
  );
  const row = el("tr", {}, el("th", { scope: "row", textContent: t("table-view.chips-so-far") }));
  // Every seat at the table, also one sitting this deal out.
  for (const seat of status.table) {
    const out = seat.plays === null;
    head.append(
      el(
        "th",
        { scope: "col", textContent: seat.name },
        out ? el("span", { className: "ombre-table__out", textContent: t("table-view.sits-out") }) : null,
      ),
    );
    row.append(
      el("td", {
        className: "ombre-num",
        dataset: { seat: String(seat.seat), out: String(out) },
        textContent: signed(status.tally[seat.seat]),
      }),
    );
  }
  head.append(el("th", { scope: "col", textContent: t("table-view.pot") }));
  row.append(el("td", { className: "ombre-num ombre-table__pot", textContent: String(view.pot) }));
  parts.score.replaceChildren(caption, el("thead", {}, head), el("tbody", {}, row));
}

/** @param {any} view @param {number} seat */
function roleText(view, seat) {
  const info = view.seats[seat];
  const texts = [];
  if (info.role) texts.push(roleWord(info.role));
  if (info.dealer) texts.push(t("table-view.role-dealer"));
  if (info.eldest) texts.push(t("table-view.role-eldest"));
  return texts.join(", ");
}

/** The other seats around the felt, one box each, from the learner's right across the top
 * to the left (in the page's order: the last seat first); rebuilt when the number of seats
 * changes. At four or five seats the first and last boxes sit lower, at the table's sides.
 * @param {TableParts} parts @param {any} status */
function layoutSeats(parts, status) {
  const count = status.table.length;
  if (parts.felt.dataset.seats === String(count)) return;
  parts.felt.dataset.seats = String(count);
  parts.seatBoxes = status.table
    .slice(1)
    .reverse()
    .map((/** @type {any} */ seat, /** @type {number} */ index, /** @type {any[]} */ row) => {
      const side = count >= 4 && index === 0 ? "left" : count >= 4 && index === row.length - 1 ? "right" : "";
      return el("div", { className: "ombre-table__seat", dataset: { seat: String(seat.seat), side } });
    });
  parts.others.replaceChildren(...parts.seatBoxes);
}

/** @param {TableParts} parts @param {TableState} state */
function drawSeats(parts, state) {
  const { status, view } = state;
  layoutSeats(parts, status);
  for (const seatBox of parts.seatBoxes) {
    const seat = status.table[Number(seatBox.dataset.seat)].plays; // null while it sits out
    if (seat === null) {
      seatBox.dataset.role = "";
      seatBox.dataset.turn = "false";
      seatBox.dataset.out = "true";
      seatBox.replaceChildren(
        el("strong", { textContent: status.table[Number(seatBox.dataset.seat)].name }),
        el("span", { className: "ombre-table__counts", textContent: t("table-view.sits-out-this-deal") }),
      );
      continue;
    }
    const info = view.seats[seat];
    const role = roleText(view, seat);
    seatBox.dataset.role = info.role || "";
    seatBox.dataset.turn = String(view.current_player === seat && view.phase !== "over");
    seatBox.dataset.out = "false";
    seatBox.dataset.dummy = String(Boolean(info.dummy));
    seatBox.replaceChildren(...seatLabel(seatName(state, seat), role, info));
  }
  parts.box.dataset.out = String(view.seat === null);
  if (view.seat === null) {
    parts.youHeading.textContent = t("table-view.you-sit-this-deal");
    return;
  }
  const mine = view.seats[view.seat];
  const role = roleText(view, view.seat);
  parts.youHeading.textContent = role
    ? t("table-view.your-hand-role", { role, tricks: tricksText(mine.won) })
    : t("table-view.your-hand", { tricks: tricksText(mine.won) });
}

/** The label of the button that confirms the exchange. @param {Set<string>} selected */
export function discardLabel(selected) {
  return selected.size
    ? t("table-view.discard-draw", { size: selected.size, size2: selected.size })
    : t("table-view.keep-all-my-cards");
}

/** @param {TableState} state @param {string} code @param {Set<string>} drawn */
function cardButton(state, code, drawn) {
  const view = state.view;
  const button = handCardButton(code);
  if (drawn.has(code)) {
    button.dataset.drawn = "true";
    button.append(
      el("span", { className: "ombre-table__new", textContent: "new" }),
      el("span", { className: "ombre-sr-only", textContent: t("table-view.just-drawn") }),
    );
  }
  if (view.phase === "play" && view.to_act) {
    const legal = view.legal_cards.includes(code);
    button.dataset.legal = String(legal);
    if (legal) button.append(el("span", { className: "ombre-sr-only", textContent: t("table-view.may-be-played") }));
  }
  if (view.phase === "exchange" && view.to_act) button.setAttribute("aria-pressed", String(state.selected.has(code)));
  return button;
}

/** @param {TableParts} parts @param {TableState} state @param {TurnRules} turn */
function drawHand(parts, state, turn) {
  const { view } = state;
  const { prompt, actions } = parts;
  // The cards just drawn stay marked until the first trick is over.
  const drawn = new Set(view.tricks_done === 0 ? view.your_exchange.drawn : []);
  parts.hand.replaceChildren(...view.hand.map((/** @type {string} */ code) => cardButton(state, code, drawn)));
  actions.replaceChildren();
  prompt.textContent = "";
  if (view.phase === "over") {
    prompt.textContent = t("table-view.deal-over");
  } else if (!view.to_act) {
    const player = seatName(state, view.current_player);
    prompt.textContent = t(view.seat === null ? "table-view.sitting-out-thinking" : "table-view.thinking", { player });
  } else if (view.phase === "exchange" && turn.offersDiscard()) {
    const [low, high] = view.discard_range;
    prompt.textContent = t("table-view.your-exchange-choose-cards", { low, high });
    actions.append(
      el("button", {
        type: "button",
        className: "md-button md-button--primary",
        textContent: discardLabel(state.selected),
        dataset: { discard: "yes" },
      }),
    );
  } else if (view.phase === "play") {
    prompt.textContent = t("table-view.your-turn-play-card", { number: view.tricks_done + 1 });
  } else if (view.phase === "call") {
    prompt.textContent = t("table-view.your-call-choose-card");
  } else {
    prompt.textContent = t("table-view.your-turn");
  }
  const own = turn.prompt();
  if (own !== null) prompt.textContent = own;
  if (!view.to_act || !turn.offersActions()) return;
  for (const action of view.actions) {
    actions.append(
      el("button", {
        type: "button",
        className: "md-button",
        textContent: action.label,
        dataset: { action: action.action },
      }),
    );
  }
}

/** Draw the whole table but the review: score, seats, trick, strip, hand, log and settlement.
 * @param {TableParts} parts @param {TableState} state @param {TurnRules} turn
 * @param {boolean} [oneDeal] one fixed deal (the daily deal): no session's score */
export function drawTable(parts, state, turn, oneDeal = false) {
  const { box } = parts;
  box.dataset.notation = state.game.notation;
  box.dataset.phase = state.view.phase;
  box.dataset.tally = JSON.stringify(state.status.tally);
  box.dataset.deals = String(state.status.deal);
  drawScore(parts, state, oneDeal);
  drawSeats(parts, state);
  drawCentre(parts, state);
  drawStrip(parts, state);
  drawHand(parts, state, turn);
  parts.logList.replaceChildren(
    ...state.view.log.map((/** @type {any} */ entry) =>
      el("li", { dataset: { seat: String(entry.seat) }, textContent: entry.text }),
    ),
  );
  parts.result.replaceChildren(state.view.phase === "over" ? settlementBlock(state.view) : "");
}

/** Once the session is over: who has the most chips. @param {TableParts} parts @param {TableState} state */
export function drawSessionOver(parts, state) {
  const status = state.status;
  if (!status.over) return;
  const leaders = status.leaders;
  const who = leaders.map((/** @type {number} */ seat) => status.table[seat].name).join(t("table-view.and"));
  const length =
    status.chip_target === null
      ? t("table-view.deals", { session_deals: status.session_deals })
      : t("table-view.to-chips", { chip_target: status.chip_target });
  parts.result.append(
    el("p", {
      className: "ombre-table__session",
      textContent: t(
        leaders.length > 1 || leaders[0] === 0 ? "table-view.session-over-have" : "table-view.session-over-has",
        { session: length, who, chips: signed(status.tally[leaders[0]]) },
      ),
    }),
  );
}

/**
 * Enable the controls the state allows (every one stays disabled until the engine is ready).
 * Returns whether the table is ready, and idle (ready, not busy, no other tab's game pending).
 * @param {TableParts} parts @param {TableState} state @param {string} engineState @param {TurnRules} turn
 * @returns {{ready: boolean, idle: boolean}}
 */
export function syncControls(parts, state, engineState, turn) {
  const { view, busy, waiting } = state;
  const ready = engineState === "ready" && view !== null;
  parts.loading.hidden = view !== null || engineState === "failed";
  const idle = ready && !busy && state.otherGame === null;
  const picking = turn.picking();
  for (const button of parts.box.querySelectorAll(".ombre-table__hand button, .ombre-table__actions button")) {
    /** @type {HTMLButtonElement} */ (button).disabled = !idle || !view.to_act || !picking;
  }
  parts.hintButton.disabled = !idle || !view.to_act || view.phase === "over";
  parts.showCardButton.disabled = !idle;
  parts.nextButton.hidden = view?.phase !== "over";
  parts.nextButton.disabled = !idle;
  parts.resetButton.disabled = !idle;
  parts.nextTrick.hidden = !waiting;
  parts.nextTrick.disabled = !waiting;
  parts.confirmYes.disabled = !idle;
  parts.confirmNo.disabled = !idle;
  parts.autoBox.disabled = !ready;
  parts.practiceBox.disabled = !ready;
  parts.paceSelect.disabled = !ready;
  for (const radio of parts.botsRadios) radio.disabled = !ready;
  parts.rulesSelect.disabled = !ready || !parts.rulesSelect.options.length;
  parts.box.dataset.engine = engineState;
  parts.box.dataset.busy = String(!ready || (busy && !waiting));
  parts.box.dataset.waiting = String(waiting);
  parts.box.dataset.toAct = view?.to_act ? "you" : "";
  return { ready, idle };
}

/** Whether the focus is in the table (or nowhere): only then may the table move it. @param {TableParts} parts */
export function focusInside(parts) {
  return parts.box.contains(document.activeElement) || document.activeElement === document.body;
}

/** At the learner's card, on a short screen (a phone): the trick and the first card they may
 * play scrolled into view together when they fit, else that card; nothing moves otherwise.
 * @param {TableParts} parts @param {TableState} state */
export function revealTurn(parts, state) {
  const view = state.view;
  const card = view?.phase === "play" && view.to_act && parts.hand.querySelector('button[data-legal="true"]');
  if (card) revealTogether(parts.trickBox, card);
}
