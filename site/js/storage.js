// @ts-check
// Saved data in localStorage, for every widget: JSON read and written under a key, unreadable
// data set aside under a numbered key (never deleted), and a full storage told from one that
// refuses to store anything. Every function here survives a browser without localStorage
// (private mode, a privacy setting): it reads nothing and says that nothing was stored.

/** What became of a write: stored, refused because the storage is full, or refused outright. */
/** @typedef {"saved" | "full" | "refused"} WriteOutcome */

/**
 * What was read under a key: the text as stored (null if none, or no storage), and its JSON.
 * @typedef {object} StoredJson
 * @property {string | null} raw the stored text
 * @property {unknown} value the parsed JSON (null when there is none or it is not JSON)
 * @property {boolean} parsed whether `raw` is JSON (false when nothing is stored)
 */

/**
 * Whether a write failed because the storage is full (not refused outright: nothing stored).
 * @param {unknown} error what the write threw
 * @param {Storage | null} candidate the storage written to
 * @returns {boolean}
 */
export function isStorageFull(error, candidate) {
  const failure = /** @type {{name?: string, code?: number} | null} */ (error);
  const quota =
    failure?.name === "QuotaExceededError" || failure?.name === "NS_ERROR_DOM_QUOTA_REACHED" || failure?.code === 22;
  try {
    return quota && candidate !== null && candidate.length > 0;
  } catch {
    return false;
  }
}

/**
 * Whether this browser lets the site store data: "saved" (it does), "full" (it reads, but
 * refuses more) or "refused" (no storage at all). Found by writing and removing `probeKey`.
 * @param {string} probeKey
 * @returns {WriteOutcome}
 */
export function storageAccess(probeKey) {
  let candidate = null;
  try {
    candidate = window.localStorage;
    candidate.setItem(probeKey, "1");
    candidate.removeItem(probeKey);
    return "saved";
  } catch (error) {
    return candidate && isStorageFull(error, candidate) ? "full" : "refused";
  }
}

/**
 * The text stored under `key`, or null (nothing stored, or no storage).
 * @param {string} key
 * @returns {string | null}
 */
export function readText(key) {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The JSON stored under `key`, with its text as stored.
 * @param {string} key
 * @returns {StoredJson}
 */
export function loadJson(key) {
  const raw = readText(key);
  if (raw === null) return { raw, value: null, parsed: false };
  try {
    return { raw, value: JSON.parse(raw), parsed: true };
  } catch {
    return { raw, value: null, parsed: false };
  }
}

/**
 * Store `text` under `key`.
 * @param {string} key
 * @param {string} text
 * @returns {WriteOutcome}
 */
export function saveText(key, text) {
  let storage = null;
  try {
    storage = window.localStorage;
    storage.setItem(key, text);
    return "saved";
  } catch (error) {
    return isStorageFull(error, storage) ? "full" : "refused";
  }
}

/**
 * Store `value` as JSON under `key`.
 * @param {string} key
 * @param {unknown} value
 * @returns {WriteOutcome}
 */
export function saveJson(key, value) {
  return saveText(key, JSON.stringify(value));
}

/**
 * Remove what is stored under `key`; false if the storage refused.
 * @param {string} key
 * @returns {boolean}
 */
export function removeKey(key) {
  try {
    window.localStorage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * The keys of the numbered copies under `base`, oldest first: base, base.2, base.3, ...
 * @param {string} base
 * @returns {string[]}
 */
export function numberedKeys(base) {
  /** @type {string[]} */
  const keys = [];
  try {
    const storage = window.localStorage;
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key !== null && (key === base || key.startsWith(`${base}.`))) keys.push(key);
    }
  } catch {
    return [];
  }
  /** @param {string} key */
  const rank = (key) => (key === base ? 1 : Number(key.slice(base.length + 1)));
  return keys.sort((a, b) => rank(a) - rank(b));
}

/**
 * Copy `raw` to the next free numbered key under `base`, then free `from` (when given).
 * Returns the key of the copy, or null when it could not be stored (then `from` is untouched).
 * @param {string} raw
 * @param {string} base
 * @param {string | null} [from]
 * @returns {string | null}
 */
export function setAside(raw, base, from = null) {
  try {
    const storage = window.localStorage;
    let key = base;
    for (let n = 2; storage.getItem(key) !== null; n += 1) key = `${base}.${n}`;
    storage.setItem(key, raw);
    if (from !== null) storage.removeItem(from);
    return key;
  } catch {
    return null;
  }
}

/**
 * Keep `text` under the next free numbered key of `base`, once: a copy already kept is not
 * kept again. Returns its key, or null if it could not be kept.
 * @param {string} text
 * @param {string} base
 * @returns {string | null}
 */
export function keepOnce(text, base) {
  const kept = numberedKeys(base).find((key) => readText(key) === text);
  return kept ?? setAside(text, base);
}

/**
 * Forget every numbered copy of `text` under `base` (it is stored again where it belongs).
 * @param {string} text
 * @param {string} base
 */
export function forgetCopies(text, base) {
  for (const key of numberedKeys(base)) {
    if (readText(key) === text) removeKey(key);
  }
}
