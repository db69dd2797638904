// @ts-check
// The free-play game kept in localStorage ("ombre.table"): the engine's session record, which
// the engine checks through and through on the way back. An unreadable record is set aside
// under a numbered key (ombre.table.unreadable, .2, ...), never overwritten; a game another tab
// displaced is kept under ombre.table.displaced (numbered) until the learner chooses.
import { forgetCopies, keepOnce, loadJson, numberedKeys, saveJson, setAside } from "../storage.js";

export const STORAGE_KEY = "ombre.table";
export const SET_ASIDE_KEY = "ombre.table.unreadable";
export const DISPLACED_KEY = "ombre.table.displaced";

/**
 * The saved game as stored: its text, its JSON (checked by the engine), and why it is
 * unreadable ("" when it is JSON or there is none).
 * @returns {{raw: string | null, saved: unknown, problem: string}}
 */
export function loadSavedGame() {
  const { raw, value, parsed } = loadJson(STORAGE_KEY);
  if (raw === null) return { raw, saved: null, problem: "" };
  return parsed ? { raw, saved: value, problem: "" } : { raw, saved: null, problem: "it is not JSON" };
}

/**
 * Keep the game; returns the sentence for the learner when it could not be saved, else "".
 * @param {unknown} game the engine's session record
 * @returns {string}
 */
export function saveGame(game) {
  const outcome = saveJson(STORAGE_KEY, game);
  if (outcome === "full")
    return "Your last move could not be saved: this browser's storage for the site is full, so a reload would lose it.";
  if (outcome === "refused")
    return "Your last move could not be saved: this browser does not let the site store data, so a reload would lose it.";
  return "";
}

/**
 * Set an unreadable saved game aside and free its key. Returns the sentence saying what
 * became of it (it says "left as it is" when it could not be set aside).
 * @param {string} raw
 * @param {string} problem
 * @returns {string}
 */
export function setAsideSavedGame(raw, problem) {
  const unreadable = `Your saved game could not be read (${problem})`;
  const key = setAside(raw, SET_ASIDE_KEY, STORAGE_KEY);
  if (key === null)
    return `${unreadable} and could not be set aside, so it is left as it is and this game is not saved.`;
  const count = numberedKeys(SET_ASIDE_KEY).length;
  const kept = count === 1 ? "1 unreadable saved game is kept" : `${count} unreadable saved games are kept`;
  return `${unreadable}, so it was set aside, not deleted (${kept} in this browser, under "${key}"), and a new game starts.`;
}

/**
 * Keep a game another tab displaced (once). Returns its key, or null if it could not be kept.
 * @param {string} text
 * @returns {string | null}
 */
export function keepDisplaced(text) {
  return keepOnce(text, DISPLACED_KEY);
}

/** Forget the kept copy of a displaced game once it is the saved game again. @param {string} text */
export function forgetDisplaced(text) {
  forgetCopies(text, DISPLACED_KEY);
}

// What the engine refuses in a saved game or a deal link: the record itself (SavedGameError),
// or a request the bridge will not carry (ApiError: too long, nested too deep), in plain words.
const TOO_LONG = new Set(["too-large", "request-too-large"]);
const TOO_DEEP = new Set(["too-deep", "request-too-deep", "request-not-sent"]);

/**
 * Whether the engine refused the record (not failed itself).
 * @param {{kind?: string}} error
 * @returns {boolean}
 */
export function refusesRecord(error) {
  return error.kind === "SavedGameError" || error.kind === "ApiError";
}

/**
 * Why the engine refused a record, in plain words.
 * @param {{code?: string, message: string}} error
 * @param {string} [what]
 * @returns {string}
 */
export function recordProblem(error, what = "saved game") {
  if (TOO_LONG.has(error.code ?? "")) return `it is far longer than any ${what}`;
  if (TOO_DEEP.has(error.code ?? "")) return `it is nested far deeper than any ${what}`;
  return error.message;
}
