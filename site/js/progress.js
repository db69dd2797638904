// The learner's progress: attempts and successes of every exercise, kept in localStorage.
//
// Storage (key "ombre.progress", schema 2):
//   {"schema": 2,
//    "exercises": {"<page path>#<exercise id>":
//       {"attempts": n, "correct": n, "retried": n, "streak": n, "kind": "trick-winner",
//        "last": "2026-11-29T16:49:05.000Z"}},
//    "deals": {"played": n, "last": "2026-11-29T17:00:00.000Z" | null},
//    "review": {"<kind>": {"key": "<page path>#<exercise id>", "missed": "2026-11-29"}}}
// Per drill, one attempt per question: "correct" answers right at the first try, "retried" right
// only at the second try (less credit), the rest missed. "streak" is the run of first-try right
// answers up to now: a miss resets it, a retry holds it. A drill is mastered at a streak of
// MASTERY_STREAK, and a lesson is done when all its drills are (isPageDone).
//
// Schema 1 (no retries, no streak, no deals) is read and migrated: "retried" 0, and "streak"
// the number of right answers when every answer was right (then they were all in a row), else 0
// (their order is not known). The schema 1 text is kept under "ombre.progress.schema-1".
//
// The review queue: a drill kind answered wrong goes into "review" with the day of the miss (the
// learner's local day); it is due on any later day, and leaves the queue when a drill of that
// kind is answered right at the first try on a later day than the miss (reviewQueue()).
// <page path> is the page's URL relative to the site root ("ranking-the-cards/", "" for the
// home page), so progress survives moving the site to another URL prefix. <exercise id> is the
// exercise widget's data-exercise-id (kind + index on the page, e.g. "trick-winner-1").
//
// Data that is not ours (bad JSON, another or a newer schema, wrong types) is never deleted and
// never breaks a page: it is moved to "ombre.progress.corrupt" (".2", ".3"... if taken), and the
// learner is told (progressNotices(), shown by progress-ui.js). Without localStorage (private
// mode, SecurityError) progress is kept in memory for this visit, with a notice. Storage that is
// full (QuotaExceededError while something is stored) is still read: new progress is kept in
// memory, with a notice of its own, and saved again once a write succeeds.
//
// Every change fires `ombre:progress` on window, detail {reason, key?}: reason is "attempt",
// "reset", "import" or "storage" (another tab changed it).

export const STORAGE_KEY = "ombre.progress";
export const BACKUP_KEY = "ombre.progress.corrupt";
export const SCHEMA = 2;
export const SCHEMA_1_COPY = "ombre.progress.schema-1";
export const MASTERY_STREAK = 3;
export const EVENT = "ombre:progress";
export const EXPORT_FORMAT = "ombre-progress";

const SITE_ROOT = new URL("../", import.meta.url);

let storage = null; // window.localStorage once it is known to work (to read, at least)
let full = false; // the last write found the storage full: what is stored is read, not replaced
let data = null; // {schema, exercises}
const notices = []; // [{code, message}] shown to the learner

// --- page paths and keys ------------------------------------------------------------------------

/** The site root's URL (where index.html is), whatever prefix the site is served under. */
export function siteRoot() {
  return new URL(SITE_ROOT.href);
}

/** A page's path relative to the site root: "ranking-the-cards/", "" for the home page. */
export function pagePath(url = location.href) {
  const path = new URL(url, location.href).pathname;
  const root = SITE_ROOT.pathname;
  let relative = path.startsWith(root) ? path.slice(root.length) : path.replace(/^\/+/, "");
  relative = relative.replace(/(^|\/)index\.html$/, "$1");
  return decodeURIComponent(relative);
}

// A key names a page of this site by its folder path under the site root ("" for the home page)
// and a drill on it: no scheme, no host, no "..", nothing a link could leave the site by.
const EXERCISE_KEY = /^(?:[A-Za-z0-9_][A-Za-z0-9._-]*\/)*#[A-Za-z0-9_-]+$/;

/** Whether `key` has the form of an exercise key of this site ("ranking-the-cards/#trick-winner-1"). */
export function isExerciseKey(key) {
  return typeof key === "string" && key.length <= 200 && EXERCISE_KEY.test(key);
}

/** A key as quoted in a message: JSON, cut short. */
function quoted(key) {
  const text = JSON.stringify(String(key));
  return text.length > 80 ? `${text.slice(0, 77)}…"` : text;
}

/** The progress key of exercise `exerciseId` on a page (this page by default). */
export function exerciseKey(exerciseId, page = pagePath()) {
  return `${page}#${exerciseId}`;
}

// --- validation ---------------------------------------------------------------------------------

function isCount(value) {
  return Number.isSafeInteger(value) && value >= 0;
}

function entryProblem(key, entry) {
  if (!isExerciseKey(key)) return `${quoted(key)} is not an exercise of this site`;
  if (entry === null || typeof entry !== "object" || Array.isArray(entry)) {
    return `the record of ${key} is not an object`;
  }
  if (!isCount(entry.attempts)) return `the attempts of ${key} are not a whole number`;
  if (!isCount(entry.correct)) return `the correct answers of ${key} are not a whole number`;
  if (entry.correct > entry.attempts) return `${key} has more correct answers than attempts`;
  if (typeof entry.kind !== "string") return `the kind of ${key} is not text`;
  if (typeof entry.last !== "string" || Number.isNaN(Date.parse(entry.last))) {
    return `the date of ${key} is not a date`;
  }
  return null;
}

// --- schema 2: retries, streaks, deals (and schema 1 migrated) --------------------------------

function coachingProblem(key, entry) {
  if (!isCount(entry.retried)) return `the retried answers of ${key} are not a whole number`;
  if (!isCount(entry.streak)) return `the streak of ${key} is not a whole number`;
  if (entry.correct + entry.retried > entry.attempts) return `${key} has more right answers than attempts`;
  if (entry.streak > entry.correct) return `${key} has a longer streak than right answers`;
  return null;
}

function dealsProblem(deals) {
  if (deals === undefined) return null;
  if (deals === null || typeof deals !== "object" || Array.isArray(deals)) return "its deals are not an object";
  if (!isCount(deals.played)) return "the number of deals played is not a whole number";
  if (deals.last !== null && (typeof deals.last !== "string" || Number.isNaN(Date.parse(deals.last)))) {
    return "the date of the last deal is not a date";
  }
  return null;
}

/** A clean schema 2 record of an entry; a schema 1 entry is migrated (see the header). */
function schema2Entry(entry, schema) {
  const migrated = schema === 1;
  const streak = migrated ? (entry.attempts === entry.correct ? entry.correct : 0) : entry.streak;
  return {
    attempts: entry.attempts,
    correct: entry.correct,
    retried: migrated ? 0 : entry.retried,
    streak,
    kind: entry.kind,
    last: entry.last,
  };
}

function emptyDeals() {
  return { played: 0, last: null };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function reviewProblem(review) {
  if (review === undefined) return null;
  if (review === null || typeof review !== "object" || Array.isArray(review))
    return "its review queue is not an object";
  for (const [kind, item] of Object.entries(review)) {
    if (item === null || typeof item !== "object" || typeof item.key !== "string") {
      return `the review of ${kind} names no exercise`;
    }
    if (!isExerciseKey(item.key))
      return `the review of ${kind} names ${quoted(item.key)}, not an exercise of this site`;
    if (typeof item.missed !== "string" || !DAY.test(item.missed)) return `the review of ${kind} has no day`;
  }
  return null;
}

/** The learner's local day, "2026-11-30". */
export function localDay(date = new Date()) {
  const pad = (n) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Put a missed kind in the review queue, or take it out once right on a later day. */
function updateReview(key, kind, outcome) {
  if (!kind) return;
  const today = localDay();
  const item = data.review[kind];
  if (outcome === "wrong") data.review[kind] = { key, missed: today };
  else if (outcome === "right" && item && item.missed < today) delete data.review[kind];
}

/**
 * Check parsed progress data. Returns {ok: true, value} with a clean copy, or {ok: false,
 * code, message}; code is "not-progress", "future-schema", "foreign-schema" or "bad-entry".
 */
export function validateProgress(value) {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return { ok: false, code: "not-progress", message: "it is not a progress record" };
  }
  if (!("schema" in value)) {
    return { ok: false, code: "not-progress", message: "it has no schema number" };
  }
  if (Number.isSafeInteger(value.schema) && value.schema > SCHEMA) {
    return {
      ok: false,
      code: "future-schema",
      message: `it was written by a newer version of this site (schema ${value.schema}; this one reads ${SCHEMA})`,
    };
  }
  if (value.schema !== SCHEMA && value.schema !== 1) {
    return {
      ok: false,
      code: "foreign-schema",
      message: `its schema ${JSON.stringify(value.schema)} is not one this site knows`,
    };
  }
  const exercises = value.exercises;
  if (exercises === null || typeof exercises !== "object" || Array.isArray(exercises)) {
    return { ok: false, code: "bad-entry", message: "it has no list of exercises" };
  }
  const clean = {};
  for (const [key, entry] of Object.entries(exercises)) {
    const problem = entryProblem(key, entry) || (value.schema === SCHEMA ? coachingProblem(key, entry) : null);
    if (problem) return { ok: false, code: "bad-entry", message: problem };
    clean[key] = schema2Entry(entry, value.schema);
  }
  const deals = value.schema === SCHEMA ? value.deals : undefined;
  const review = value.schema === SCHEMA ? value.review : undefined;
  const problem = dealsProblem(deals) || reviewProblem(review);
  if (problem) return { ok: false, code: "bad-entry", message: problem };
  const played = deals ? { played: deals.played, last: deals.last } : emptyDeals();
  const queue = Object.fromEntries(
    Object.entries(review ?? {}).map(([kind, item]) => [kind, { key: item.key, missed: item.missed }]),
  );
  return {
    ok: true,
    migrated: value.schema !== SCHEMA,
    value: { schema: SCHEMA, exercises: clean, deals: played, review: queue },
  };
}

/** Parse progress text (stored or imported): {ok, value} or {ok: false, code, message}. */
export function parseProgress(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, code: "bad-json", message: "it is not valid JSON" };
  }
  // An exported file wraps the record: {"format": "ombre-progress", "progress": {...}}.
  if (value && typeof value === "object" && value.format === EXPORT_FORMAT) value = value.progress;
  return validateProgress(value);
}

// --- storage ------------------------------------------------------------------------------------

function notify(code, message) {
  if (!notices.some((notice) => notice.code === code && notice.message === message)) {
    notices.push({ code, message });
  }
}

const FULL_MESSAGE =
  "This browser's storage for this site is full, so new progress is kept only until you close " +
  "this tab. The progress saved before is still here.";

/** Whether a write failed because the storage is full (not refused outright: nothing stored). */
export function isStorageFull(error, candidate) {
  const quota =
    error?.name === "QuotaExceededError" || error?.name === "NS_ERROR_DOM_QUOTA_REACHED" || error?.code === 22;
  try {
    return quota && candidate.length > 0;
  } catch {
    return false;
  }
}

function openStorage() {
  let candidate = null;
  try {
    candidate = window.localStorage;
    const probe = `${STORAGE_KEY}.probe`;
    candidate.setItem(probe, "1");
    candidate.removeItem(probe);
    return candidate;
  } catch (error) {
    if (candidate && isStorageFull(error, candidate)) {
      full = true;
      notify("storage-full", FULL_MESSAGE);
      return candidate;
    }
    notify(
      "no-storage",
      "Your browser does not let this site store data (private browsing or a privacy setting), " +
        "so your progress is kept only until you close this tab.",
    );
    return null;
  }
}

function freeBackupKey() {
  for (let n = 1; ; n += 1) {
    const key = n === 1 ? BACKUP_KEY : `${BACKUP_KEY}.${n}`;
    if (storage.getItem(key) === null) return key;
  }
}

/** Keys of the set-aside copies of unreadable progress, oldest first. */
export function setAsideKeys() {
  load();
  if (!storage) return [];
  const keys = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key === BACKUP_KEY || key?.startsWith(`${BACKUP_KEY}.`)) keys.push(key);
  }
  const rank = (key) => (key === BACKUP_KEY ? 1 : Number(key.slice(BACKUP_KEY.length + 1)));
  return keys.sort((a, b) => rank(a) - rank(b));
}

/** The stored text of a set-aside copy (for the progress page to offer as a download). */
export function setAsideText(key) {
  load();
  return storage ? storage.getItem(key) : null;
}

function setAside(raw, problem) {
  try {
    const backup = freeBackupKey();
    storage.setItem(backup, raw);
    storage.removeItem(STORAGE_KEY);
    notify(
      problem.code,
      `The progress saved in this browser could not be read (${problem.message}). ` +
        `It was set aside, not deleted (kept under "${backup}"), and progress starts afresh.`,
    );
  } catch {
    // Could not copy it: leave it where it is, untouched, and keep this visit in memory.
    storage = null;
    notify(
      problem.code,
      `The progress saved in this browser could not be read (${problem.message}) and could ` +
        "not be set aside, so it is left untouched and this visit's progress is not saved.",
    );
  }
}

function empty() {
  return { schema: SCHEMA, exercises: {}, deals: emptyDeals(), review: {} };
}

/** Progress read in an older schema: keep its text as it was, then store the migrated record. */
function keepOldSchema(raw) {
  try {
    if (storage.getItem(SCHEMA_1_COPY) === null) storage.setItem(SCHEMA_1_COPY, raw);
  } catch {
    return; // not kept: leave the old text where it is, untouched
  }
  save();
}

function load() {
  if (data) return data;
  storage = openStorage();
  data = empty();
  if (!storage) return data;
  const raw = storage.getItem(STORAGE_KEY);
  if (raw === null) return data;
  const parsed = parseProgress(raw);
  if (parsed.ok) data = parsed.value;
  else setAside(raw, parsed);
  if (parsed.ok && parsed.migrated) keepOldSchema(raw);
  return data;
}

function save() {
  if (!storage) return;
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(data));
    full = false;
  } catch (error) {
    if (isStorageFull(error, storage)) {
      full = true; // kept in memory; the next change tries again
      notify("storage-full", FULL_MESSAGE);
      return;
    }
    storage = null;
    notify(
      "no-storage",
      "Your browser refused to store more data, so your progress is kept only until you close this tab.",
    );
  }
}

function changed(detail) {
  window.dispatchEvent(new CustomEvent(EVENT, { detail }));
}

// Another tab changed the progress: read it again.
window.addEventListener("storage", (event) => {
  if (event.key !== STORAGE_KEY && event.key !== null) return;
  if (!data || !storage) return;
  data = null;
  load();
  changed({ reason: "storage" });
});

// --- the API ------------------------------------------------------------------------------------

/** Problems found with the stored progress or the storage, for the learner: [{code, message}]. */
export function progressNotices() {
  load();
  return notices.map((notice) => ({ ...notice }));
}

/** Forget a notice once the learner has dismissed it. */
export function dismissNotices() {
  notices.length = 0;
  changed({ reason: "notices" });
}

/** Whether progress is being saved in the browser (false: in memory for this visit only). */
export function isPersistent() {
  load();
  return storage !== null && !full;
}

/** How progress is kept: "saved", "full" (storage full: saved before, not now) or "memory". */
export function storageState() {
  load();
  return storage === null ? "memory" : full ? "full" : "saved";
}

/**
 * Record one question of an exercise, once it is settled. `key` from exerciseKey(); `result` is
 * "right" (at the first try), "retry" (right at the second) or "wrong"; without it, `correct`
 * says right or wrong. Returns the exercise's record.
 */
export function recordAttempt(key, { correct, kind, seed, result } = {}) {
  load();
  const outcome = result ?? (correct ? "right" : "wrong");
  if (!["right", "retry", "wrong"].includes(outcome)) throw new RangeError(`unknown result ${JSON.stringify(result)}`);
  const entry = data.exercises[key] ?? {
    attempts: 0,
    correct: 0,
    retried: 0,
    streak: 0,
    kind: String(kind ?? ""),
    last: "",
  };
  entry.attempts += 1;
  if (outcome === "right") {
    entry.correct += 1;
    entry.streak += 1;
  } else if (outcome === "retry") {
    entry.retried += 1; // less credit: the streak holds, but does not grow
  } else {
    entry.streak = 0;
  }
  if (kind) entry.kind = String(kind);
  entry.last = new Date().toISOString();
  data.exercises[key] = entry;
  updateReview(key, entry.kind, outcome);
  save();
  changed({ reason: "attempt", key, correct: outcome !== "wrong", result: outcome, seed });
  return { ...entry };
}

/** One exercise's record, or an empty one ({attempts: 0, ..., last: null}) if never tried. */
export function exerciseProgress(key) {
  const entry = load().exercises[key];
  return entry ? { ...entry } : { attempts: 0, correct: 0, retried: 0, streak: 0, kind: "", last: null };
}

/** Whether a drill's record shows it mastered: right at the first try MASTERY_STREAK times in a row. */
export function isMastered(record) {
  return (record?.streak ?? 0) >= MASTERY_STREAK;
}

/**
 * The review queue, oldest miss first: [{kind, key, missed, due}]; `due` is true from the day
 * after the miss (a kind missed today comes back tomorrow).
 */
export function reviewQueue(today = localDay()) {
  return Object.entries(load().review)
    .map(([kind, item]) => ({ kind, key: item.key, missed: item.missed, due: item.missed < today }))
    .sort((a, b) => a.missed.localeCompare(b.missed) || a.kind.localeCompare(b.kind));
}

/** Record one deal played to its end at a game table. */
export function recordDeal() {
  load();
  data.deals.played += 1;
  data.deals.last = new Date().toISOString();
  save();
  changed({ reason: "deal" });
  return { ...data.deals };
}

/** {played, last}: the deals played to their end. */
export function dealsPlayed() {
  return { ...load().deals };
}

/**
 * The drills answered wrong most often, most first: [{key, kind, missed, attempts}], at most
 * `limit`, only drills missed at least once (a retry is not a miss).
 */
export function mostMissed(limit = 5) {
  return Object.entries(load().exercises)
    .map(([key, entry]) => ({
      key,
      kind: entry.kind,
      attempts: entry.attempts,
      missed: entry.attempts - entry.correct - entry.retried,
    }))
    .filter((item) => item.missed > 0)
    .sort((a, b) => b.missed - a.missed || b.missed / b.attempts - a.missed / a.attempts || a.key.localeCompare(b.key))
    .slice(0, limit);
}

/** The records of one page's exercises, {exerciseId: record}; page as from pagePath(). */
export function pageProgress(page = pagePath()) {
  const prefix = `${page}#`;
  const result = {};
  for (const [key, entry] of Object.entries(load().exercises)) {
    if (key.startsWith(prefix)) result[key.slice(prefix.length)] = { ...entry };
  }
  return result;
}

/** Whether every exercise id of a page is mastered (false if the page has none). */
export function isPageDone(page, exerciseIds) {
  if (!exerciseIds.length) return false;
  const records = pageProgress(page);
  return exerciseIds.every((id) => isMastered(records[id]));
}

/** A copy of all progress: {schema, exercises: {key: record}}. */
export function allProgress() {
  return structuredClone(load());
}

/** Forget all progress (set-aside copies of unreadable data are kept). */
export function resetProgress() {
  load();
  data = empty();
  if (storage) {
    try {
      storage.removeItem(STORAGE_KEY);
    } catch {
      /* nothing stored to remove */
    }
  }
  changed({ reason: "reset" });
}

/** The progress as the text of an export file (JSON). */
export function exportProgress() {
  const file = { format: EXPORT_FORMAT, exported: new Date().toISOString(), progress: load() };
  return JSON.stringify(file, null, 2);
}

/** The export as a Blob, for a download link. */
export function exportBlob() {
  return new Blob([exportProgress()], { type: "application/json" });
}

/**
 * Replace the progress with an exported file's text. Invalid text, or storage that refuses the
 * new progress (too large for it), changes nothing.
 * Returns {ok: true, message} or {ok: false, code, message} (the message is for the learner).
 */
export function importProgress(text) {
  load();
  const parsed = parseProgress(String(text));
  if (!parsed.ok) {
    return {
      ok: false,
      code: parsed.code,
      message: `This file cannot be imported: ${parsed.message}. Your progress is unchanged.`,
    };
  }
  const count = Object.keys(parsed.value.exercises).length;
  const exercises = `${count} exercise${count === 1 ? "" : "s"}`;
  if (storage) {
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify(parsed.value));
    } catch {
      // The stored progress is still the old one: keep it, in memory too.
      return {
        ok: false,
        code: "storage-refused",
        message:
          `This browser refused to store the progress of ${exercises} from this file ` +
          "(it is probably more than the browser keeps for one site). Your progress is unchanged.",
      };
    }
  }
  data = parsed.value;
  changed({ reason: "import" });
  const where = storage ? "" : " for this visit only (this browser does not let the site store it)";
  return { ok: true, message: `Imported the progress of ${exercises}${where}.` };
}
