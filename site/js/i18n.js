// @ts-check
// The words of the site's JavaScript: t(key, params) and tn(key, count, params) from the table of
// the page's language (site/js/strings.js, written from site/strings/<lang>/js.toml). Placeholders
// are {name}; a number filling one is written the language's way; counted entries have one key
// per plural category of the language (key.one, key.other, ...).
import { LANG, STRINGS } from "./strings.js";

/** @typedef {Record<string, string | number>} Params */

let language = LANG;
/** @type {Readonly<Record<string, string>>} */
let table = STRINGS;
let plurals = new Intl.PluralRules(language);
// Without grouping, as the English pages always wrote them (a rating 1500, 20000 exercises);
// every digit kept, the decimal sign the language's.
const NUMBER_STYLE = { useGrouping: false, maximumFractionDigits: 20 };
let numbers = new Intl.NumberFormat(language, NUMBER_STYLE);

/**
 * Word what follows in the language `code` with its `strings` (the build's drawing in Node).
 * @param {string} code
 * @param {Readonly<Record<string, string>>} strings
 */
export function useStrings(code, strings) {
  language = code;
  table = strings;
  plurals = new Intl.PluralRules(language);
  numbers = new Intl.NumberFormat(language, NUMBER_STYLE);
}

/** The language the words are in. */
export function lang() {
  return language;
}

/**
 * A number as the language writes it.
 * @param {number} value
 */
export function formatNumber(value) {
  return numbers.format(value);
}

/**
 * The string `key`, its {name} placeholders filled from `params`.
 * @param {string} key
 * @param {Params} [params]
 * @returns {string}
 */
export function t(key, params = {}) {
  const text = table[key];
  if (text === undefined) throw new Error(`no string ${key}`);
  return text.replace(/\{(\w+)\}/g, (_, name) => {
    const value = params[name];
    if (value === undefined) throw new Error(`the string ${key} needs {${name}}`);
    return typeof value === "number" ? formatNumber(value) : value;
  });
}

/**
 * Whether the table has the string `key` (for keys made from a code, such as a drill kind).
 * @param {string} key
 */
export function hasString(key) {
  return key in table;
}

/**
 * The entry `key.<category>` for `count` by the language's plural rules, with {count} filled;
 * `key.other` where the entry is still the English one (English has no "many", "few").
 * @param {string} key
 * @param {number} count
 * @param {Params} [params]
 */
export function tn(key, count, params = {}) {
  const entry = `${key}.${plurals.select(count)}`;
  return t(entry in table ? entry : `${key}.other`, { count, ...params });
}
