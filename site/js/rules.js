// @ts-check
// The rule preset (one of ombre_core.rules.PRESETS): remembered in localStorage, shown on
// <html data-rules> (set before first paint by the head script of sitegen/presets.py), switched
// by the header's select, announced with an "ombre:rules" event on document. Lesson passages
// that differ by preset (sitegen/presets.py) open the chosen book and close the other.
// Unreadable or blocked storage means the default preset; nothing here ever throws for bad
// storage. The preset names come from ombre_core.rules.PRESETS, written by the build into
// engine-files.js (sitegen/presets.py), never copied by hand.
import { DEFAULT_PRESET, PRESETS } from "./engine-files.js";
import { onEachPage } from "./schedule.js";

export { DEFAULT_PRESET, PRESETS };
export const RULES_STORAGE_KEY = "ombre.rules";
export const RULES_EVENT = "ombre:rules";

function storedRules() {
  try {
    const value = window.localStorage.getItem(RULES_STORAGE_KEY);
    return PRESETS.includes(value) ? value : null;
  } catch {
    return null;
  }
}

/** The preset in use: html[data-rules], else the stored choice, else the default preset. */
export function getRules() {
  const current = document.documentElement.dataset.rules;
  if (PRESETS.includes(current)) return current;
  return storedRules() || DEFAULT_PRESET;
}

/** Use this preset site-wide, remember it, and announce it. */
export function setRules(rules) {
  if (!PRESETS.includes(rules)) {
    throw new RangeError(`the rule preset is one of ${PRESETS.join(", ")}, not ${JSON.stringify(rules)}`);
  }
  const changed = getRules() !== rules;
  document.documentElement.dataset.rules = rules;
  try {
    window.localStorage.setItem(RULES_STORAGE_KEY, rules);
  } catch {
    // Storage blocked or full: the choice lasts for this page only.
  }
  syncSwitches();
  syncRuleBooks();
  if (changed) document.dispatchEvent(new CustomEvent(RULES_EVENT, { detail: { rules } }));
  return rules;
}

function syncSwitches() {
  const rules = getRules();
  for (const select of /** @type {NodeListOf<HTMLSelectElement>} */ (
    document.querySelectorAll("select[data-ombre-rules-switch]")
  )) {
    select.value = rules;
  }
}

/** Each passage's chosen book open (the CSS already shows it), the other book closed. */
function syncRuleBooks() {
  const rules = getRules();
  for (const book of /** @type {NodeListOf<HTMLDetailsElement>} */ (
    document.querySelectorAll("details.ombre-preset[data-preset]")
  )) {
    book.open = book.dataset.preset === rules;
  }
}

export function bindRulesSwitch() {
  document.documentElement.dataset.rules = getRules();
  document.addEventListener("change", (event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.matches("[data-ombre-rules-switch]")) return;
    if (PRESETS.includes(select.value)) setRules(select.value);
  });
  syncSwitches();
  syncRuleBooks();
  onEachPage(() => {
    syncSwitches();
    syncRuleBooks();
  });
}
