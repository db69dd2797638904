// @ts-check
// The exercise widget's markup, drawn in this one place: the box with its question, figures
// and buttons, and the engine's reasons after an answer.
//
// The browser (widgets/exercise.js) draws every later question with it, and the build draws the
// first question's static HTML with the same functions, run by Node over a small DOM
// (sitegen/widgets/exercise_html.mjs, called by sitegen/widgets/exercise.py). So this module and
// the two it imports (exercise-dom.js: elements, suit words, card rows; exercise-answers.js: the
// answer types' controls) use only document.createElement, setAttribute, textContent, append
// and hidden; a card is drawn by the `card(code, size)` function it is given (cards.js in the
// browser, the build's card_html at build time). Controls are drawn disabled: the controller
// enables them once the engine is ready.
import { t } from "./i18n.js";
import { answerType } from "./exercise-answers.js";
import { hand, make, signed, textElement } from "./exercise-dom.js";

/** The note under the figures when the trick's cards are the choices. */
export function trickNote() {
  return t("exercise-view.trick-note");
}
// The card lists of the data drawn as figures, with their captions (worded when drawn).
/** @type {[string, () => string][]} */
const FIGURES = [
  ["trick", () => t("exercise-view.trick-so-far")],
  ["hand", () => t("exercise-view.hand")],
  ["ombre_hand", () => t("exercise-view.ombre-hand")],
];

/**
 * The link to a question: "?ex=<id>:<seed>:<rules>#ex-<id>" (read back by exercise-link.js).
 * @param {string} id
 * @param {number} seed
 * @param {string} rules
 * @returns {string}
 */
export function questionLink(id, seed, rules) {
  return `?ex=${id}:${seed}:${rules}#ex-${id}`;
}

/** Which card lists of the data are drawn: not a trick or hand whose cards are the choices. */
function figuresShown(exercise) {
  const choiceCards = new Set(exercise.choices.map((choice) => choice.card).filter(Boolean));
  return FIGURES.filter(([key]) => {
    const cards = exercise.data[key];
    return Array.isArray(cards) && cards.length && !cards.every((code) => choiceCards.has(code));
  });
}

// --- parts that change with every question ---------------------------------------------------
/**
 * The rules line above the question: "Standard rules", as the engine's catalogue words the rule set.
 * @param {{rules_name: string}} exercise
 * @returns {string}
 */
export function rulesText(exercise) {
  return exercise.rules_name;
}

/**
 * The question's card figures (the trick, the hand...), each with its caption.
 * @param {{choices: {card?: string}[], data: Record<string, unknown>}} exercise
 * @param {(code: string, size: string) => HTMLElement} card
 * @returns {HTMLElement[]}
 */
export function figures(exercise, card) {
  return figuresShown(exercise).map(([key, caption]) => {
    const figure = make("div", { class: "ombre-exercise__figure", "data-figure": key });
    figure.append(make("p", {}, caption()), hand(/** @type {string[]} */ (exercise.data[key]), card));
    return figure;
  });
}

/** The note under the figures is shown when the trick is not drawn (its cards are the choices). */
export function noteHidden(exercise) {
  return !("trick" in exercise.data) || figuresShown(exercise).some(([key]) => key === "trick");
}

// --- the whole widget ------------------------------------------------------------------------
/**
 * The exercise box with its first question, every control disabled: what the build writes into
 * the page (the controller takes it over as it is). options = {id, page, title, fixedRules, card}.
 */
export function exerciseBox(exercise, { id, page, title = "", fixedRules = null, card }) {
  const hintId = `ex-${id}-hint`;
  const box = make("div", {
    class: "ombre-exercise",
    id: `ex-${id}`,
    role: title ? "region" : null,
    "aria-label": title || null,
    "data-exercise-id": id,
    "data-page": page,
    "data-kind": exercise.kind,
    "data-rules": exercise.rules,
    "data-rules-fixed": fixedRules,
    "data-seed": exercise.seed,
    "data-answer-type": exercise.answer_type,
    "data-state": "asking",
    "data-exercise": JSON.stringify(exercise),
  });
  const shownFigures = make("div", { class: "ombre-exercise__figures" });
  shownFigures.append(...figures(exercise, card));
  const actions = make("div", { class: "ombre-exercise__actions" });
  actions.append(
    make(
      "button",
      {
        type: "button",
        class: "md-button ombre-exercise__hint-button",
        "aria-expanded": "false",
        "aria-controls": hintId,
        disabled: true,
      },
      t("exercise-view.hint"),
    ),
    make(
      "button",
      { type: "button", class: "md-button ombre-exercise__show", hidden: true, disabled: true },
      t("exercise-view.show-me"),
    ),
    make(
      "button",
      { type: "button", class: "md-button md-button--primary ombre-exercise__next", disabled: true },
      t("exercise-view.new-question"),
    ),
  );
  const link = make("p", { class: "ombre-exercise__link" });
  link.append(
    make("a", { href: questionLink(id, exercise.seed, exercise.rules) }, t("exercise-view.link-this-question")),
  );
  box.append(
    make("p", { class: "ombre-exercise__rules" }, rulesText(exercise)),
    textElement("p", { class: "ombre-exercise__question" }, exercise.question, exercise),
    shownFigures,
    make("p", { class: "ombre-exercise__note", hidden: noteHidden(exercise) }, trickNote()),
    answerType(exercise).draw(exercise, { id, card }),
    actions,
    textElement("p", { class: "ombre-exercise__hint", id: hintId, hidden: true }, exercise.hint, exercise),
    make("p", { class: "ombre-exercise__feedback", role: "status", "aria-live": "polite" }),
    make("div", { class: "ombre-exercise__details" }),
    link,
  );
  return box;
}

// --- the engine's reasons, after an answer ---------------------------------------------------
const SUIT_SYMBOLS = { s: "♠", h: "♥", d: "♦", c: "♣" };

/** "K♥" for "Kh": how the engine's texts name a card. */
function cardSymbol(code) {
  return `${code[0]}${SUIT_SYMBOLS[code[1]] || code[1]}`;
}

function sentence(text) {
  const value = String(text).trim();
  if (!value) return value;
  const first = value[0].toUpperCase() + value.slice(1);
  return /[.!?]$/.test(first) ? first : `${first}.`;
}

/** The engine's reasons as a readable list, cards as pictures (null when nothing to add). */
export function reasonList(reasons, exercise, message, card) {
  const players = exercise.data.players || [];
  const items = [];
  const seen = new Set();
  for (const reason of reasons) {
    if (reason.facts && "position" in reason.facts) continue; // marked on the places
    if (/^(chips|pot)-(right|wrong)$/.test(reason.code || "")) continue; // marked on the lines
    if (seen.has(reason.message)) continue;
    seen.add(reason.message);
    const item = { text: reason.message, cards: reason.cards || [] };
    if (Array.isArray(reason.chips)) {
      const parts = reason.chips.map(
        (value, index) => `${players[index] || t("exercise-view.player", { number: index + 1 })} ${signed(value)}`,
      );
      item.line = t("exercise-view.pot", { moves: parts.join(", "), pot: signed(reason.pot_change || 0) });
    }
    if (reason.facts && Array.isArray(reason.facts.hand_after)) item.after = reason.facts.hand_after;
    // Words the feedback already says are not repeated, unless they bring cards it does not
    // name (as symbols: "K♥") or a settlement line or hand to draw.
    const said = message.toLowerCase().includes(String(reason.message).toLowerCase());
    const cardsNamed = item.cards.every((code) => message.includes(cardSymbol(code)));
    if (said && cardsNamed && !item.line && !item.after) continue;
    items.push(item);
  }
  if (!items.length) return null;
  const settlement = items.some((item) => item.line);
  const list = make(settlement ? "ol" : "ul", { class: "ombre-reasons" });
  for (const item of items) {
    const li = make("li", { class: "ombre-reason" });
    li.append(textElement("span", { class: "ombre-reason__text" }, sentence(item.text), exercise));
    if (item.line) li.append(make("span", { class: "ombre-reason__chips" }, item.line));
    if (item.cards.length) li.append(hand(item.cards, card));
    if (item.after)
      li.append(
        make("span", { class: "ombre-reason__caption" }, t("exercise-view.your-hand-now")),
        hand(item.after, card),
      );
    list.append(li);
  }
  const heading = make(
    "p",
    { class: "ombre-exercise__details-title" },
    settlement ? t("exercise-view.settlement-line-by-line") : t("exercise-view.why"),
  );
  return [heading, list];
}
