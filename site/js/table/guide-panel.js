// @ts-check
// The guide of a guided deal: its panel under the felt (title, quote, comment and buttons), and
// what it says at the learner's turn, all read from the state and the script the build shipped.
import { t } from "../i18n.js";
import { el, hiddenRegion, makeButton } from "../game-ui.js";

/** @typedef {import("./state.js").TableState} TableState */
/** @typedef {import("./state.js").GuideState} GuideState */
/** @typedef {ReturnType<typeof buildGuidePanel>} GuidePanel */

/** The guide's panel, built once (hidden until the guide speaks). */
export function buildGuidePanel() {
  const title = el("h3", { className: "ombre-table__guide-title" });
  const quote = el("blockquote", { className: "ombre-table__quote", hidden: true });
  const text = el("p", { className: "ombre-table__guide-text", "aria-live": "polite" });
  const goOnButton = makeButton(t("table-guide-panel.go"), "md-button md-button--primary", { hidden: true });
  const retryButton = makeButton(t("table-guide-panel.try-again"), "md-button md-button--primary", { hidden: true });
  const takeButton = makeButton(t("table-guide-panel.play-guide-s-card"), "md-button", { hidden: true });
  const keepButton = makeButton(t("table-guide-panel.keep-my-card"), "md-button", { hidden: true });
  const againButton = makeButton(t("table-guide-panel.play-this-deal-again"), "md-button", { hidden: true });
  const askButton = makeButton(t("table-guide-panel.what-would-guide-play"), "md-button", { hidden: true });
  const box = hiddenRegion(
    "div",
    "ombre-table__guide",
    t("table-guide-panel.guide"),
    title,
    quote,
    text,
    el(
      "p",
      { className: "ombre-table__guide-buttons" },
      goOnButton,
      " ",
      askButton,
      " ",
      retryButton,
      " ",
      takeButton,
      " ",
      keepButton,
      " ",
      againButton,
    ),
  );
  return { box, title, quote, text, goOnButton, retryButton, takeButton, keepButton, againButton, askButton };
}

/**
 * The guide speaks: a title, its words and, where the script has one, a quote.
 * @param {GuidePanel} panel @param {string} title @param {string} text @param {string | null} [quote]
 */
export function say(panel, title, text, quote = null) {
  panel.box.hidden = false;
  panel.title.textContent = title;
  panel.text.textContent = text;
  panel.quote.hidden = !quote;
  panel.quote.textContent = quote ? `“${quote}”` : "";
}

/** What the learner chooses at a guided turn, when it is not a card: "auction", "trump",
 * "exchange", "surrender", ... (the script's phase); null at a card or at no turn.
 * @param {TableState} state @returns {string | null} */
export function guidedChoice(state) {
  const { expected, offering } = state.guide;
  return state.pending?.kind === "card" && !offering && expected?.choice ? expected.choice : null;
}

/** The prompt under the hand in a guided deal. @param {TableState} state */
export function guidedPrompt(state) {
  const { pending, view } = state;
  const { expected, offering } = state.guide;
  if (pending?.kind === "own") return t("table-guide-panel.your-turn-choose-card", { number: view.tricks_done + 1 });
  if (pending?.kind !== "card" || offering) return "";
  if (!expected.choice) return t("table-guide-panel.your-turn-choose-card", { number: view.tricks_done + 1 });
  /** @type {Record<string, string>} */
  const prompts = {
    auction: t("table-guide-panel.your-turn-bid"),
    trump: t("table-guide-panel.your-turn-name-trumps"),
    exchange: t("table-guide-panel.your-exchange-choose-cards"),
    surrender: t("table-guide-panel.your-turn-accept-surrender"),
  };
  return prompts[expected.choice] || t("table-guide-panel.your-turn-choose");
}

/** The same choice as the script's? Discards compare as sets, in any order.
 * @param {any} expected @param {string} action */
export function sameChoice(expected, action) {
  if (action === expected.action) return true;
  if (!expected.discards || !action.startsWith("discard")) return false;
  const mine = action
    .split(" ")
    .slice(1)
    .filter((code) => code !== "none");
  return mine.length === expected.discards.length && mine.every((code) => expected.discards.includes(code));
}

/** The guide's choice, as the learner reads it: a card's symbol, or the action's label. @param {any} expected */
export function guideChoice(expected) {
  return expected.card || `“${expected.label}”`;
}

/** The hint at the learner's turn: the guide's card and why, where best play goes from
 * there, the cards that would cost the result, and what the card just tried would cost.
 * @param {GuideState} guide */
export function guideHint(guide) {
  const { expected, step, tried } = guide;
  const solver = expected.solver;
  const texts = [
    t(expected.card ? "table-guide-panel.guide-would-play" : "table-guide-panel.guide-would-choose", {
      choice: guideChoice(expected),
      guide: step.guide,
    }),
  ];
  if (solver?.outcome) texts.push(t("table-guide-panel.with-best-play-from", { outcome: solver.outcome }));
  /** @param {Record<string, any> | undefined} items */
  const costly = (items) => Object.values(items || {}).filter((item) => item.costly);
  const cards = costly(solver?.cards);
  if (cards.length)
    texts.push(t("table-guide-panel.cards-that-would-cost", { cards: cards.map((item) => item.card).join(", ") }));
  const choices = costly(solver?.choices);
  if (choices.length)
    texts.push(
      t("table-guide-panel.other-choices-that-would", { choices: choices.map((item) => item.card).join(", ") }),
    );
  const mine = tried && solver?.cards?.[tried];
  if (mine) texts.push(t("table-guide-panel.your-last-try", { text: mine.text }));
  return texts.join(" ");
}

/** Whether the script's place `a` ([step, action]) comes before `b`. @param {number[]} a @param {number[]} b */
export function before(a, b) {
  return a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
}

/** Keep a legal choice other than the script's for the review ("first tried ...").
 * @param {TableState} state @param {string} action */
export function noteTry(state, action) {
  const notation = state.game.notation;
  const { firstTries, place } = state.guide;
  if (firstTries.some((entry) => entry.notation === notation && entry.action === action)) return;
  firstTries.push({ place: place ?? [0, 0], notation, action });
}

/** The learner's first tries by position, as the review asks the engine about them.
 * @param {GuideState} guide @returns {Record<string, string[]>} */
export function triesByPosition(guide) {
  /** @type {Record<string, string[]>} */
  const found = {};
  for (const entry of guide.firstTries) {
    found[entry.notation] ??= [];
    found[entry.notation].push(entry.action);
  }
  return found;
}
