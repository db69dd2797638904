// @ts-check
// The learner's progress: attempts and successes of every exercise, kept in localStorage under
// "ombre.progress" (the record and its schema: progress-record.js; the storage: storage.js).
//
// Data that is not ours (bad JSON, another or a newer schema, wrong types) is never deleted and
// never breaks a page: it is moved to "ombre.progress.corrupt" (".2", ".3"... if taken), and the
// learner is told (progressNotices(), shown by progress-ui.js). Without localStorage (private
// mode, SecurityError) progress is kept in memory for this visit, with a notice. Storage that is
// full (QuotaExceededError while something is stored) is still read: new progress is kept in
// memory, with a notice of its own, and saved again once a write succeeds.
//
// Stars and "done", one rule everywhere (lessonStars): each drill of a lesson is a stage, worth
// up to three stars, one for each right answer at the first try; stars are earned, never lost.
// A lesson is done when every stage has a star, and mastered when every stage has three. Drills
// moved to another page (the build's list, moveDrills) take their records along on load.
//
// Every change fires `ombre:progress` on window, detail {reason, key?}: reason is "attempt",
// "reset", "import", "storage" (another tab changed it), "position" (a position to try again),
// "puzzle" (a puzzle answered, or its come-back switch), "daily" (a daily deal played, or its
// par) or "moved" (records of moved drills followed them).
import { t, tn } from "./i18n.js";
import {
  emptyProgress,
  EXPORT_FORMAT,
  isExerciseKey,
  isPuzzleId,
  localDay,
  NOT_JSON,
  parseProgress,
  progressFromJson,
} from "./progress-record.js";
import { loadJson, numberedKeys, readText, removeKey, saveJson, saveText, setAside, storageAccess } from "./storage.js";

export {
  EXPORT_FORMAT,
  isExerciseKey,
  isPuzzleId,
  localDay,
  parseProgress,
  SCHEMA,
  validateProgress,
} from "./progress-record.js";

export const STORAGE_KEY = "ombre.progress";
export const BACKUP_KEY = "ombre.progress.corrupt";
export const SCHEMA_1_COPY = "ombre.progress.schema-1";
export const STARS_PER_STAGE = 3;
export const EVENT = "ombre:progress";

const SITE_ROOT = new URL("../", import.meta.url);

let storing = false; // localStorage is known to work (to read, at least)
let full = false; // the last write found the storage full: what is stored is read, not replaced
let data = null; // {schema, exercises, deals, review, positions, daily}
let moves = {}; // {old drill key: new drill key}: drills moved to another page (moveDrills)
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

/** The progress key of exercise `exerciseId` on a page (this page by default). */
export function exerciseKey(exerciseId, page = pagePath()) {
  return `${page}#${exerciseId}`;
}

/** Put a missed kind in the review queue, or take it out once right on a later day. */
function updateReview(key, kind, outcome) {
  if (!kind) return;
  const today = localDay();
  const item = data.review[kind];
  if (outcome === "wrong") data.review[kind] = { key, missed: today };
  else if (outcome === "right" && item && item.missed < today) delete data.review[kind];
}

// --- storage ------------------------------------------------------------------------------------

function notify(code, message) {
  if (!notices.some((notice) => notice.code === code && notice.message === message)) {
    notices.push({ code, message });
  }
}

const FULL_MESSAGE = t("progress.storage-full");

function openStorage() {
  const access = storageAccess(`${STORAGE_KEY}.probe`);
  if (access === "full") {
    full = true;
    notify("storage-full", FULL_MESSAGE);
  } else if (access === "refused") {
    notify("no-storage", t("progress.no-storage"));
  }
  return access !== "refused";
}

/** Keys of the set-aside copies of unreadable progress, oldest first. */
export function setAsideKeys() {
  load();
  return storing ? numberedKeys(BACKUP_KEY) : [];
}

/** The stored text of a set-aside copy (for the progress page to offer as a download). */
export function setAsideText(key) {
  load();
  return storing ? readText(key) : null;
}

function setAsideUnreadable(raw, problem) {
  const backup = setAside(raw, BACKUP_KEY, STORAGE_KEY);
  if (backup !== null) {
    notify(problem.code, t("progress.unreadable-set-aside", { message: problem.message, backup }));
    return;
  }
  // Could not copy it: leave it where it is, untouched, and keep this visit in memory.
  storing = false;
  notify(problem.code, t("progress.unreadable-left", { message: problem.message }));
}

/** Progress read in an older schema: keep its text as it was, then store the migrated record. */
function keepOldSchema(raw) {
  // Not kept: leave the old text where it is, untouched.
  if (readText(SCHEMA_1_COPY) === null && saveText(SCHEMA_1_COPY, raw) !== "saved") return;
  save();
}

function load() {
  if (data) return data;
  storing = openStorage();
  data = emptyProgress();
  if (!storing) return data;
  const { raw, value, parsed: isJson } = loadJson(STORAGE_KEY);
  if (raw === null) return data;
  const parsed = isJson ? progressFromJson(value) : { ...NOT_JSON };
  if (parsed.ok) data = parsed.value;
  else setAsideUnreadable(raw, parsed);
  if (parsed.ok && parsed.migrated) keepOldSchema(raw);
  if (parsed.ok && followMoves(data)) save();
  return data;
}

// --- moved drills -------------------------------------------------------------------------------

/** Two records of one drill as one: the counts added up, the run and kind of the later one. */
function mergedEntry(a, b) {
  const [earlier, later] = a.last <= b.last ? [a, b] : [b, a];
  return {
    attempts: a.attempts + b.attempts,
    correct: a.correct + b.correct,
    retried: a.retried + b.retried,
    streak: later.streak,
    kind: later.kind || earlier.kind,
    last: later.last,
  };
}

/** Move the records of moved drills in `record` to their new keys (merged, never dropped). */
function followMoves(record) {
  let moved = false;
  for (const [from, to] of Object.entries(moves)) {
    const entry = record.exercises[from];
    if (entry) {
      const there = record.exercises[to];
      record.exercises[to] = there ? mergedEntry(there, entry) : entry;
      delete record.exercises[from];
      moved = true;
    }
    for (const item of Object.values(record.review)) {
      if (item.key !== from) continue;
      item.key = to;
      moved = true;
    }
  }
  return moved;
}

/**
 * Follow drills moved to another page (the build's list: {old key: new key}, whose old keys
 * name no drill any more): their records move to the new keys, now and on every later load.
 * @param {Record<string, string>} moved
 */
export function moveDrills(moved) {
  load();
  moves = Object.fromEntries(
    Object.entries(moved ?? {}).filter(([from, to]) => isExerciseKey(from) && isExerciseKey(to) && from !== to),
  );
  if (!followMoves(data)) return;
  save();
  changed({ reason: "moved" });
}

function save() {
  if (!storing) return;
  const outcome = saveJson(STORAGE_KEY, data);
  if (outcome === "saved") {
    full = false;
  } else if (outcome === "full") {
    full = true; // kept in memory; the next change tries again
    notify("storage-full", FULL_MESSAGE);
  } else {
    storing = false;
    notify("no-storage", t("progress.your-browser-refused-store"));
  }
}

function changed(detail) {
  window.dispatchEvent(new CustomEvent(EVENT, { detail }));
}

// Another tab changed the progress: read it again.
window.addEventListener("storage", (event) => {
  if (event.key !== STORAGE_KEY && event.key !== null) return;
  if (!data || !storing) return;
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
  return storing && !full;
}

/** How progress is kept: "saved", "full" (storage full: saved before, not now) or "memory". */
export function storageState() {
  load();
  return !storing ? "memory" : full ? "full" : "saved";
}

/**
 * Record one question of an exercise, once it is settled. `key` from exerciseKey(); `result` is
 * "right" (at the first try), "retry" (right at the second) or "wrong"; without it, `correct`
 * says right or wrong. Returns the exercise's record.
 * @param {string} key
 * @param {{correct?: boolean, kind?: string, seed?: number, result?: string}} [question]
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

/**
 * A stage's stars (a stage is a drill of a lesson): its right answers at the first try, up to
 * STARS_PER_STAGE. Earned, never lost: a miss or a second-try answer takes none away.
 */
export function stageStars(record) {
  return Math.min(record?.correct ?? 0, STARS_PER_STAGE);
}

/** Whether a drill's record shows it mastered: all its stars. */
export function isMastered(record) {
  return stageStars(record) === STARS_PER_STAGE;
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

/**
 * Put a position from one of the learner's deals in the practice queue: a clear mistake the
 * learner missed again at "Try your mistakes again" (`played` the card first played there).
 * @param {{notation: string, seat: number, played: string}} position
 */
export function recordMissedPosition({ notation, seat, played }) {
  load();
  data.positions = { ...data.positions, [notation]: { seat, played, missed: localDay() } };
  save();
  changed({ reason: "position" });
}

/** Take a position out of the practice queue (found at the first try). @param {string} notation */
export function clearPosition(notation) {
  load();
  if (!data.positions || !(notation in data.positions)) return;
  const { [notation]: _found, ...rest } = data.positions;
  data.positions = rest;
  save();
  changed({ reason: "position" });
}

/** The practice queue's positions from the learner's deals, oldest miss first:
 * [{notation, seat, played, missed}]. */
export function positionQueue() {
  return Object.entries(load().positions ?? {})
    .map(([notation, item]) => ({ notation, ...item }))
    .sort((a, b) => a.missed.localeCompare(b.missed) || a.notation.localeCompare(b.notation));
}

// --- puzzles ------------------------------------------------------------------------------------

/** The days a puzzle missed waits before it comes back, one step further after each first-try
 * solve when due; past the last step it leaves the queue. */
export const PUZZLE_INTERVALS = Object.freeze([1, 3, 7, 15, 30]);

/** `day` ("2026-12-02") moved on by `days`. @param {string} day @param {number} days */
export function laterDay(day, days) {
  const [year, month, date] = day.split("-").map(Number);
  return localDay(new Date(year, month - 1, date + days));
}

/** The puzzles part of the record, as a new learner's when there is none yet (no rating: the
 * engine's new learner's). */
function puzzlesPart() {
  load();
  return (
    data.puzzles ?? {
      rating: null,
      streak: 0,
      best: 0,
      solved: 0,
      played: 0,
      last: null,
      next: null,
      comeBack: true,
      queue: {},
    }
  );
}

/** A copy of the puzzles part, or null before the first puzzle answered. */
export function puzzleProgress() {
  const part = load().puzzles;
  return part ? structuredClone(part) : null;
}

/**
 * Record a puzzle's first answer: `solved` (right at the first try, no hint), the learner's
 * `rating` after it (the engine's rating.update). A miss resets the streak and, unless the
 * learner turned it off, puts the puzzle in the queue for tomorrow; a first-try solve of a
 * puzzle due moves it a step on (PUZZLE_INTERVALS), past the last step out of the queue.
 * @param {{id: string, solved: boolean, rating: {rating: number, rd: number, volatility: number}}} answer
 */
export function recordPuzzle({ id, solved, rating }) {
  const part = puzzlesPart();
  const today = localDay();
  const queue = { ...part.queue };
  const queued = queue[id];
  if (!solved) {
    if (part.comeBack) queue[id] = { due: laterDay(today, PUZZLE_INTERVALS[0]), step: 0 };
  } else if (queued && queued.due <= today) {
    const step = queued.step + 1;
    if (step >= PUZZLE_INTERVALS.length) delete queue[id];
    else queue[id] = { due: laterDay(today, PUZZLE_INTERVALS[step]), step };
  }
  const streak = solved ? part.streak + 1 : 0;
  data.puzzles = {
    ...part,
    rating: { rating: rating.rating, rd: rating.rd, volatility: rating.volatility },
    streak,
    best: Math.max(part.best, streak),
    solved: part.solved + (solved ? 1 : 0),
    played: part.played + 1,
    last: id,
    queue,
  };
  save();
  changed({ reason: "puzzle" });
  return structuredClone(data.puzzles);
}

/** Keep `id` as the puzzle the page draws on the next visit (the one on the page, or the one
 * picked when it ended). Before the first puzzle answered nothing is kept: a new learner meets
 * the page's first puzzle. @param {string} id */
export function keepNextPuzzle(id) {
  const part = load().puzzles;
  if (!part || part.next === id || !isPuzzleId(id)) return;
  data.puzzles = { ...part, next: id };
  save();
}

/** Turn "Bring back puzzles I miss" on or off: off, a missed puzzle no longer joins the queue
 * and the practice page lists none; those waiting are kept for when it is on again.
 * @param {boolean} on */
export function setPuzzleComeBack(on) {
  const part = puzzlesPart();
  data.puzzles = { ...part, comeBack: Boolean(on) };
  save();
  changed({ reason: "puzzle" });
}

/** Whether missed puzzles come back (on until the learner turns it off). */
export function puzzlesComeBack() {
  return load().puzzles?.comeBack ?? true;
}

/** The puzzles queue, soonest first: [{id, due, step, isDue}]. */
export function puzzleQueue(today = localDay()) {
  return Object.entries(load().puzzles?.queue ?? {})
    .map(([id, item]) => ({ id, due: item.due, step: item.step, isDue: item.due <= today }))
    .sort((a, b) => a.due.localeCompare(b.due) || a.id.localeCompare(b.id));
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

// --- the daily deals ------------------------------------------------------------------------------

/**
 * Keep a daily deal played to its end, or its par once worked out (the whole entry, as
 * progress-record.js checks it). `key` is "2026-12-02 standard".
 * @param {string} key
 * @param {{notation: string, hinted: boolean, chips: number, par: number | null, parNotation: string | null, score: string | null, contracts: string | null, line: string | null}} entry
 */
export function recordDaily(key, entry) {
  load();
  data.daily = { ...data.daily, [key]: { ...entry } };
  save();
  changed({ reason: "daily", key });
}

/** A daily deal's entry, or null when it was not played to its end. @param {string} key */
export function dailyEntry(key) {
  const entry = load().daily?.[key];
  return entry ? { ...entry } : null;
}

/** The daily deals played to their end, latest day first: [{key, day, rules, ...entry}]. */
export function dailyEntries() {
  return Object.entries(load().daily ?? {})
    .map(([key, entry]) => {
      const [day, rules] = key.split(" ");
      return { key, day, rules, ...entry };
    })
    .sort((a, b) => b.day.localeCompare(a.day) || a.rules.localeCompare(b.rules));
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

/**
 * A lesson's stars, the one source of every star and "done" shown: {stages: [{id, stars}],
 * stars, most, done, mastered}. The one rule: a lesson is done when every stage has a star,
 * mastered when every stage has all its stars (a page without stages is neither). `page` as
 * from pagePath(), `stageIds` its drills in order.
 * @param {string} page
 * @param {string[]} stageIds
 */
export function lessonStars(page, stageIds) {
  const records = pageProgress(page);
  const stages = stageIds.map((id) => ({ id, stars: stageStars(records[id]) }));
  const stars = stages.reduce((sum, stage) => sum + stage.stars, 0);
  const most = stages.length * STARS_PER_STAGE;
  const done = stages.length > 0 && stages.every((stage) => stage.stars > 0);
  return { stages, stars, most, done, mastered: done && stars === most };
}

/** Whether a lesson is done: every one of its stages has a star (lessonStars). */
export function isPageDone(page, exerciseIds) {
  return lessonStars(page, exerciseIds).done;
}

/** A copy of all progress: {schema, exercises: {key: record}}. */
export function allProgress() {
  return structuredClone(load());
}

/** Forget all progress (set-aside copies of unreadable data are kept). */
export function resetProgress() {
  load();
  data = emptyProgress();
  if (storing) removeKey(STORAGE_KEY); // refused: nothing stored to remove
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
      message: t("progress.this-file-cannot-be", { message: parsed.message }),
    };
  }
  const count = Object.keys(parsed.value.exercises).length;
  // Refused: the stored progress is still the old one; keep it, in memory too.
  if (storing && saveJson(STORAGE_KEY, parsed.value) !== "saved") {
    return {
      ok: false,
      code: "storage-refused",
      message: tn("progress.import-refused", count),
    };
  }
  data = parsed.value;
  if (followMoves(data)) save();
  changed({ reason: "import" });
  const where = storing ? "" : t("progress.for-this-visit-only");
  return { ok: true, message: tn("progress.imported", count, { where }) };
}
