// @ts-check
// Question links of the exercise widget: ?ex=<exercise id>:<seed>[:<rules>] deals that question
// on opening the page. The link under each question is written by questionLink in
// exercise-view.js, which the build also runs in Node, where rules.js cannot be imported.
import { t } from "./i18n.js";
import { PRESETS } from "./rules.js";

/** What the learner is told when a link for this exercise is not valid. */
export const BAD_LINK = t("exercise-link.this-question-link-not");

/**
 * The question a link asks for: ?ex=<id>:<seed>[:<rules>] for this exercise id gives
 * {seed, rules|null}; a link for this id with a seed that is not a plain whole number (-5, 1.5,
 * 0x10) or an unknown preset gives {invalid: true}; no link for this id gives null.
 * @param {string} search the page's query string (location.search)
 * @param {string} id the exercise id
 * @param {string | null} [fixedRules] the preset the lesson fixed for this drill, if any
 * @returns {{seed?: number, rules?: string | null, invalid?: true} | null}
 */
export function linkedQuestion(search, id, fixedRules = null) {
  for (const value of new URLSearchParams(search).getAll("ex")) {
    const [linkId, seedText, rules, ...rest] = value.split(":");
    if (linkId !== id) continue;
    const seed = /^\d+$/.test(seedText || "") ? Number(seedText) : NaN;
    // A drill the lesson fixed to a variant's rules (a contrabola) links with those rules.
    const rulesOk = rules === undefined || PRESETS.includes(rules) || rules === fixedRules;
    if (!Number.isSafeInteger(seed) || !rulesOk || rest.length) return { invalid: true };
    return { seed, rules: rules || null };
  }
  return null;
}
