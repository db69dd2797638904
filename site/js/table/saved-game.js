// @ts-check
// The free-play game kept in localStorage ("ombre.table"): the engine's session record, which
// the engine checks through and through on the way back. An unreadable record is set aside
// under a numbered key (ombre.table.unreadable, .2, ...), never overwritten; a game another tab
// displaced is kept under ombre.table.displaced (numbered) until the learner chooses.
import { t } from "../i18n.js";
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
  return parsed ? { raw, saved: value, problem: "" } : { raw, saved: null, problem: t("table-saved-game.not-json") };
}

/**
 * Keep the game; returns the sentence for the learner when it could not be saved, else "".
 * @param {unknown} game the engine's session record
 * @returns {string}
 */
export function saveGame(game) {
  const outcome = saveJson(STORAGE_KEY, game);
  if (outcome === "full") return t("table-saved-game.not-saved-full");
  if (outcome === "refused") return t("table-saved-game.not-saved-refused");
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
  const unreadable = t("table-saved-game.your-saved-game-could", { problem });
  const key = setAside(raw, SET_ASIDE_KEY, STORAGE_KEY);
  if (key === null) return t("table-saved-game.could-not-be-set", { unreadable });
  const count = numberedKeys(SET_ASIDE_KEY).length;
  const kept =
    count === 1
      ? t("table-saved-game.1-unreadable-saved-game")
      : t("table-saved-game.unreadable-saved-games-are", { count });
  return t("table-saved-game.so-was-set-aside", { unreadable, kept, key });
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
export function recordProblem(error, what = t("table-saved-game.saved-game")) {
  if (TOO_LONG.has(error.code ?? "")) return t("table-saved-game.far-longer-than-any", { what });
  if (TOO_DEEP.has(error.code ?? "")) return t("table-saved-game.nested-far-deeper-than", { what });
  return error.message;
}
