// Shared drawing for the game widgets (auction.js, table.js): the rule preset in use, small DOM
// helpers, and the settlement of a deal as the engine explains it (api "game.*" views).
import { cardElement } from "./cards.js";

export const PRESETS = Object.freeze(["standard", "swedish"]);
export const RULES_EVENT = "ombre:rules";

/** The learner's rule preset: <html data-rules>, else localStorage "ombre.rules", else standard. */
export function presetInUse() {
  const current = document.documentElement.dataset.rules;
  if (PRESETS.includes(current)) return current;
  try {
    const stored = window.localStorage.getItem("ombre.rules");
    if (PRESETS.includes(stored)) return stored;
  } catch {
    // Storage blocked: the default preset.
  }
  return "standard";
}

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

export function cardRow(codes, size = "sm") {
  return el("span", { className: "ombre-hand" }, ...codes.map((code) => cardElement(code, { size })));
}

export function signed(amount) {
  return amount > 0 ? `+${amount}` : amount < 0 ? `−${-amount}` : "0";
}

export function pause(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The settlement: every line with the engine's explanation and each seat's chips. */
export function settlementBlock(view) {
  const result = view.result;
  const names = view.names;
  const box = el("div", { className: "ombre-settlement" });
  if (!result) return box;
  const heading = result.thrown_in ? "Thrown in" : `Result: ${result.result}`;
  box.append(el("h3", { className: "ombre-settlement__heading", textContent: heading }));
  const table = el("table", { className: "ombre-settlement__lines" });
  const head = el("tr", {}, el("th", { scope: "col", textContent: "Line" }));
  for (const name of names) head.append(el("th", { scope: "col", textContent: name }));
  head.append(el("th", { scope: "col", textContent: "Pot" }));
  const body = el("tbody");
  for (const line of result.lines) {
    const row = el("tr", { dataset: { line: line.code } }, el("td", { textContent: line.message }));
    for (const chips of line.chips) row.append(el("td", { className: "ombre-num", textContent: signed(chips) }));
    row.append(el("td", { className: "ombre-num", textContent: signed(line.pot_change) }));
    body.append(row);
  }
  const antes = el("tr", { dataset: { line: "antes" } }, el("td", { textContent: "Antes paid into the pot before the deal" }));
  for (const ante of view.antes) antes.append(el("td", { className: "ombre-num", textContent: signed(-ante) }));
  antes.append(el("td", { className: "ombre-num", textContent: signed(view.antes.reduce((a, b) => a + b, 0)) }));
  body.append(antes);
  const total = el("tr", { className: "ombre-settlement__total", dataset: { line: "total" } }, el("th", { scope: "row", textContent: "This deal in all" }));
  result.chip_changes.forEach((chips, seat) =>
    total.append(el("td", { className: "ombre-num", dataset: { seat: String(seat) }, textContent: signed(chips) })),
  );
  total.append(el("td", { className: "ombre-num", textContent: `${result.pot_after} in the pot` }));
  body.append(total);
  table.append(el("thead", {}, head), body);
  box.append(el("div", { className: "ombre-scroll", tabIndex: 0, role: "region", "aria-label": "Settlement, line by line" }, table));
  return box;
}
