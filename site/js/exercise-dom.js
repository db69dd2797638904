// @ts-check
// The few DOM calls the exercise drawing makes (exercise-view.js, exercise-answers.js), and the
// texts and card rows they draw. Only document.createElement, setAttribute, textContent and
// append: the build runs this module in Node over a small DOM (sitegen/widgets/exercise_html.mjs).

/**
 * An element with attributes ({name: value}; true is a boolean attribute) and text.
 * @param {string} tag
 * @param {Record<string, string | number | boolean | null | undefined>} [attributes]
 * @param {string} [text]
 * @returns {HTMLElement}
 */
export function make(tag, attributes = {}, text) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    element.setAttribute(name, value === true ? "" : String(value));
  }
  if (text !== undefined) element.textContent = text;
  return element;
}

// --- suit names in the chosen deck's words ---------------------------------------------------
// The engine writes suits in French words and sends both decks' words with each question
// (exercise.suit_names = {french: [...], spanish: [...]}, in suit order). Each suit word of a
// text is drawn as <span class="ombre-suit-word" data-french="Hearts" data-spanish="Copas">,
// which deck.js (showSuitWords) sets to the deck in use; the build writes the French word.
const SUIT_WORD_CLASS = "ombre-suit-word";

function capitalised(word, like) {
  return like[0] === like[0].toUpperCase() ? word[0].toUpperCase() + word.slice(1) : word;
}

/**
 * A text as strings and suit-word spans, for element.append(...words(text, exercise)).
 * @param {unknown} text
 * @param {{suit_names?: {french: string[], spanish: string[]}} | null} [exercise]
 * @returns {(string | HTMLElement)[]}
 */
export function words(text, exercise) {
  const value = String(text ?? "");
  const names = exercise?.suit_names;
  if (!names || !Array.isArray(names.french) || !Array.isArray(names.spanish) || !value) return [value];
  // Whole words in any script: \b knows only ASCII letters, and "cœur" or "hjärter" end in others.
  const alternatives = names.french.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${alternatives})(?![\\p{L}\\p{N}])`, "giu");
  const parts = [];
  let last = 0;
  for (const match of value.matchAll(pattern)) {
    const index = names.french.indexOf(match[0].toLowerCase());
    if (index < 0) continue;
    if (match.index > last) parts.push(value.slice(last, match.index));
    parts.push(
      make(
        "span",
        {
          class: SUIT_WORD_CLASS,
          "data-french": match[0],
          "data-spanish": capitalised(names.spanish[index], match[0]),
        },
        match[0],
      ),
    );
    last = match.index + match[0].length;
  }
  if (last < value.length) parts.push(value.slice(last));
  return parts;
}

/**
 * An element whose text may name suits (see words).
 * @param {string} tag
 * @param {Record<string, string | number | boolean | null | undefined>} attributes
 * @param {unknown} text
 * @param {{suit_names?: {french: string[], spanish: string[]}} | null} [exercise]
 * @returns {HTMLElement}
 */
export function textElement(tag, attributes, text, exercise) {
  const element = make(tag, attributes);
  element.append(...words(text, exercise));
  return element;
}

/**
 * A chip count with its sign: "+3", "−2" (a true minus sign), "0".
 * @param {number} value
 * @returns {string}
 */
export function signed(value) {
  return value > 0 ? `+${value}` : value < 0 ? `−${-value}` : "0";
}

/**
 * A row of small cards, each drawn by `card` (cards.js in the browser, card_html at build time).
 * @param {string[]} codes
 * @param {(code: string, size: string) => HTMLElement} card
 * @returns {HTMLElement}
 */
export function hand(codes, card) {
  const row = make("span", { class: "ombre-hand" });
  for (const code of codes) row.append(card(code, "sm"));
  return row;
}
