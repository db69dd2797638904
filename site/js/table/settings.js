// @ts-check
// The table settings, kept in localStorage ("ombre.table.settings"): go on by itself after each
// trick, practice mode (Undo), the pace of the other players, the bots' strength and the rules for
// the next deal.
import { t } from "../i18n.js";
import { loadJson, saveJson } from "../storage.js";

export const SETTINGS_KEY = "ombre.table.settings";

/**
 * A pace of the other players: the pause before each move of another seat (a bot's, or the
 * script's in a guided deal) and, with "go on by itself", how long a finished trick stays.
 * @typedef {object} Pace
 * @property {string} label
 * @property {number} moveMs
 * @property {number} trickMs
 */

/** Relaxed is the default: time to follow every card. @type {Record<string, Pace>} */
export const PACES = {
  relaxed: { label: t("table-settings.relaxed"), moveMs: 350, trickMs: 1800 },
  quick: { label: t("table-settings.quick"), moveMs: 30, trickMs: 400 },
};
export const DEFAULT_PACE = "relaxed";

/**
 * The bots' strength, as the engine's "session.bot" takes it: Beginner is the simple bot,
 * Strong plays its cards by weighing the hands it cannot see (it thinks for a second or so).
 * (The engine's "steady" is the daily deal's, not a setting.)
 * @typedef {Exclude<import("../engine-protocol").SessionBotParams["strength"] & string, "steady">} Strength
 */

/** @type {Record<Strength, string>} */
export const STRENGTHS = { beginner: t("table-settings.beginner"), strong: t("table-settings.strong") };
/** @type {Strength} */
export const DEFAULT_STRENGTH = "beginner";

/**
 * @typedef {object} TableSettings
 * @property {boolean} autoAdvance go on by itself after each trick
 * @property {boolean} practice Undo takes back the learner's last decision
 * @property {string | null} rules the rules chosen for the next deal
 * @property {string} pace a key of PACES
 * @property {Strength} bots how the other players play
 */

/** The settings as stored, each one its default when missing or unreadable. @returns {TableSettings} */
export function loadSettings() {
  const { value, parsed } = loadJson(SETTINGS_KEY);
  const stored = /** @type {Record<string, unknown>} */ (parsed && value !== null ? value : {});
  const rules = typeof stored.rules === "string" ? stored.rules : null;
  const pace = typeof stored.pace === "string" && Object.hasOwn(PACES, stored.pace) ? stored.pace : DEFAULT_PACE;
  const bots =
    typeof stored.bots === "string" && Object.hasOwn(STRENGTHS, stored.bots)
      ? /** @type {Strength} */ (stored.bots)
      : DEFAULT_STRENGTH;
  return { autoAdvance: stored.autoAdvance === true, practice: stored.practice === true, rules, pace, bots };
}

/** Keep the settings (storage refused: they last for this page only). @param {TableSettings} settings */
export function saveSettings(settings) {
  saveJson(SETTINGS_KEY, settings);
}
