// @ts-check
// The daily deals under way, kept in localStorage ("ombre.daily"): per day and preset the
// table's session record and whether a hint was used, and the par deal worked out so far.
// The engine checks each record on the way back; a store that is not ours is set aside under
// a numbered key (ombre.daily.unreadable, .2, ...), never deleted. Finished deals and their par
// are kept with progress (progress.js recordDaily).
import { t } from "../i18n.js";
import { DAILY_KEY } from "../progress-record.js";
import { loadJson, numberedKeys, saveJson, setAside } from "../storage.js";

export const DAILY_STORE_KEY = "ombre.daily";
export const DAILY_SET_ASIDE_KEY = "ombre.daily.unreadable";
/** The days kept at most (the latest): older games under way are dropped. */
const DAYS_KEPT = 40;

/**
 * @typedef {object} DailyStore
 * @property {Record<string, {session: any, hinted: boolean}>} games
 * @property {Record<string, string>} pars the par deal's notation so far
 */

/** @returns {DailyStore} */
function emptyStore() {
  return { games: {}, pars: {} };
}

/** Why a stored value is not a daily store, or "". @param {any} value */
function storeProblem(value) {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return t("table-daily-store.not-object");
  const { games, pars } = value;
  if (games === null || typeof games !== "object" || Array.isArray(games)) return t("table-daily-store.has-no-games");
  if (pars === null || typeof pars !== "object" || Array.isArray(pars)) return t("table-daily-store.has-no-par-deals");
  for (const [key, game] of Object.entries(games)) {
    if (!DAILY_KEY.test(key)) return t("table-daily-store.not-day-rules", { key: JSON.stringify(key.slice(0, 40)) });
    if (game === null || typeof game !== "object" || typeof game.hinted !== "boolean" || !game.session)
      return t("table-daily-store.game-not-game", { key });
  }
  for (const [key, notation] of Object.entries(pars)) {
    if (!DAILY_KEY.test(key) || typeof notation !== "string")
      return t("table-daily-store.par-deal-not-deal", { key: key.slice(0, 40) });
  }
  return "";
}

/**
 * The store, and the sentence for the learner when what was stored had to be set aside ("").
 * @returns {{store: DailyStore, notice: string}}
 */
export function loadDailyStore() {
  const { raw, value, parsed } = loadJson(DAILY_STORE_KEY);
  if (raw === null) return { store: emptyStore(), notice: "" };
  const problem = parsed ? storeProblem(value) : t("table-daily-store.not-json");
  if (!problem) return { store: /** @type {DailyStore} */ (value), notice: "" };
  const key = setAside(raw, DAILY_SET_ASIDE_KEY, DAILY_STORE_KEY);
  const unreadable = t("table-daily-store.your-daily-deals-under", { problem });
  if (key === null) return { store: emptyStore(), notice: t("table-daily-store.they-are-left-as", { unreadable }) };
  const count = numberedKeys(DAILY_SET_ASIDE_KEY).length;
  return {
    store: emptyStore(),
    notice: t("table-daily-store.so-they-were-set", { unreadable, count, key }),
  };
}

/**
 * Keep the store (the latest days only); returns the sentence for the learner when it could
 * not be kept, else "".
 * @param {DailyStore} store
 * @returns {string}
 */
export function saveDailyStore(store) {
  const latest = Object.keys(store.games).sort().reverse().slice(0, DAYS_KEPT);
  const games = Object.fromEntries(latest.map((key) => [key, store.games[key]]));
  const outcome = saveJson(DAILY_STORE_KEY, { games, pars: store.pars });
  if (outcome === "full") return t("table-daily-store.not-saved-full");
  if (outcome === "refused") return t("table-daily-store.not-saved-refused");
  return "";
}

/**
 * Set one game that the engine refused aside (it is dropped from the store); returns the
 * sentence for the learner.
 * @param {DailyStore} store
 * @param {string} key
 * @param {string} problem
 * @returns {string}
 */
export function setAsideDailyGame(store, key, problem) {
  const kept = setAside(JSON.stringify(store.games[key]), DAILY_SET_ASIDE_KEY);
  delete store.games[key];
  saveDailyStore(store);
  const where = kept ? t("table-daily-store.set-aside-not-deleted", { kept }) : t("table-daily-store.left-out");
  return t("table-daily-store.your-saved-game-this", { problem, where });
}
