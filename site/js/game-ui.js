// @ts-check
// Shared drawing for the game widgets (auction.js, table.js): the rule preset in use, small DOM
// helpers, and the settlement of a deal as the engine explains it (api "game.*" views).
import { t } from "./i18n.js";
import { cardElement } from "./cards.js";
import { playedFigure as drawPlayedFigure } from "./table/view-parts.js";

// The rule preset in use and its change event are rules.js's (presetInUse = getRules).
export { RULES_EVENT, getRules as presetInUse } from "./rules.js";

/** document.createElement with properties ({className, textContent, dataset, ...}) and children. */
export function el(tag, props = {}, ...children) {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === "dataset") Object.assign(element.dataset, value);
    else if (key.startsWith("aria-") || key === "role") element.setAttribute(key, value);
    else element[key] = value;
  }
  element.append(...children.filter((child) => child !== null && child !== undefined));
  return element;
}

/**
 * A named landmark (role "region", its label read by screen readers), hidden until it has
 * something to show: the review of a deal, the guide of a guided deal.
 * @param {string} tag "section" or "div"
 * @param {string} className
 * @param {string} label the region's accessible name
 * @param {...(Node | string | null | undefined)} children
 * @returns {HTMLElement}
 */
export function hiddenRegion(tag, className, label, ...children) {
  return el(tag, { className, role: "region", "aria-label": label, hidden: true }, ...children);
}

/** A plain button (type "button") with its label, classes and any other properties. */
export function makeButton(label, className, props = {}) {
  return el("button", { type: "button", className, textContent: label, ...props });
}

/**
 * A card played, over its player's name (a trick at the table, in the review), marked when it won.
 * @param {{seat: number, card: string}} played @param {string} caption @param {number | null} [winner]
 */
export function playedFigure(played, caption, winner = null) {
  return drawPlayedFigure(played, caption, winner, (code) => cardElement(code, { size: "sm" }));
}

/**
 * A card of the learner's hand as a button; with `legal` (a card to play now) it says whether it
 * may be played.
 * @param {string} code @param {boolean | null} [legal]
 */
export function handCardButton(code, legal = null) {
  const button = el(
    "button",
    { type: "button", className: "ombre-card-button ombre-table__card", dataset: { card: code } },
    cardElement(code, { size: "sm" }),
  );
  if (legal !== null) {
    button.dataset.legal = String(legal);
    if (legal) button.append(el("span", { className: "ombre-sr-only", textContent: t("game-ui.may-be-played") }));
  }
  return button;
}

/**
 * On a short screen (a phone), scroll `top` and `bottom` into view together when they fit
 * between the site's header and the window's foot, else `bottom`; nothing moves when both show.
 * @param {Element} top @param {Element} bottom
 */
export function revealTogether(top, bottom) {
  const cover = Math.max(0, document.querySelector(".md-header")?.getBoundingClientRect().bottom ?? 0);
  const from = top.getBoundingClientRect().top;
  const to = bottom.getBoundingClientRect().bottom;
  if (from >= cover && to <= window.innerHeight) return;
  // Whole pixels, rounded down: a fraction rounded up by the browser hides the top under the header.
  if (to - from <= window.innerHeight - cover) window.scrollBy(0, Math.floor(from - cover));
  else bottom.scrollIntoView({ block: "nearest" });
}

export function cardRow(codes, size = "sm") {
  return el("span", { className: "ombre-hand" }, ...codes.map((code) => cardElement(code, { size })));
}

export function signed(amount) {
  return amount > 0 ? `+${amount}` : amount < 0 ? `−${-amount}` : "0";
}

export function pause(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The settlement: every line with the engine's explanation and each seat's chips, then the
 * deal in all (antes included) and the pot. */
export function settlementBlock(view) {
  const result = view.result;
  const names = view.names;
  const box = el("div", { className: "ombre-settlement" });
  if (!result) return box;
  const heading = result.thrown_in ? t("game-ui.thrown") : t("game-ui.result", { result: result.words });
  box.append(el("h3", { className: "ombre-settlement__heading", textContent: heading }));
  const moves = (chips, pot) =>
    [
      ...chips.map((amount, seat) => `${names[seat]} ${signed(amount)}`),
      t("game-ui.pot-move", { amount: signed(pot) }),
    ].join(", ");
  const lines = el("ol", { className: "ombre-settlement__lines" });
  for (const line of result.lines) {
    lines.append(
      el(
        "li",
        { dataset: { line: line.code } },
        el("span", { textContent: `${line.message.charAt(0).toUpperCase()}${line.message.slice(1)}.` }),
        el("span", { className: "ombre-settlement__chips", textContent: ` (${moves(line.chips, line.pot_change)})` }),
      ),
    );
  }
  const antes = view.antes.reduce((a, b) => a + b, 0);
  lines.append(
    el(
      "li",
      { dataset: { line: "antes" } },
      el("span", { textContent: t("game-ui.antes-paid-into-pot") }),
      el("span", {
        className: "ombre-settlement__chips",
        textContent: ` (${moves(
          view.antes.map((ante) => -ante),
          antes,
        )})`,
      }),
    ),
  );
  const head = el("tr", {}, el("th", { scope: "col", textContent: "" }));
  for (const name of names) head.append(el("th", { scope: "col", textContent: name }));
  head.append(el("th", { scope: "col", textContent: t("game-ui.pot") }));
  const total = el(
    "tr",
    { className: "ombre-settlement__total", dataset: { line: "total" } },
    el("th", { scope: "row", textContent: t("game-ui.this-deal") }),
  );
  for (const [seat, chips] of result.chip_changes.entries()) {
    total.append(el("td", { className: "ombre-num", dataset: { seat: String(seat) }, textContent: signed(chips) }));
  }
  total.append(el("td", { className: "ombre-num", textContent: String(result.pot_after) }));
  const table = el(
    "table",
    { className: "ombre-settlement__total-table" },
    el("thead", {}, head),
    el("tbody", {}, total),
  );
  box.append(lines, table);
  return box;
}
