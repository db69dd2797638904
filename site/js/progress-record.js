// @ts-check
// The learner's progress record: its stored schema, checked and migrated. No storage, no DOM:
// progress.js keeps the record in localStorage and is the API the widgets use.
//
// The record (stored under "ombre.progress", schema 2):
//   {"schema": 2,
//    "exercises": {"<page path>#<exercise id>":
//       {"attempts": n, "correct": n, "retried": n, "streak": n, "kind": "trick-winner",
//        "last": "2026-11-29T16:49:05.000Z"}},
//    "deals": {"played": n, "last": "2026-11-29T17:00:00.000Z" | null},
//    "review": {"<kind>": {"key": "<page path>#<exercise id>", "missed": "2026-11-29"}},
//    "positions": {"<state notation>": {"seat": n, "played": "play Jc", "missed": "2026-11-29"}},
//    "daily": {"2026-12-02 standard": {"notation": "<the deal>", "hinted": false, "chips": n,
//       "par": n | null, "parNotation": "<the par deal>" | null, "score": "…" | null,
//       "contracts": "…" | null, "line": "…" | null}},
//    "puzzles": {"rating": {"rating": 1500, "rd": 350, "volatility": 0.06} | null, "streak": n, "best": n,
//       "solved": n, "played": n, "last": "<puzzle id>" | null, "next": "<puzzle id>" | null, "comeBack": true,
//       "queue": {"<puzzle id>": {"due": "2026-12-03", "step": n}}}}
// Per drill, one attempt per question: "correct" answers right at the first try, "retried" right
// only at the second try (less credit), the rest missed. "streak" is the run of first-try right
// answers up to now: a miss resets it, a retry holds it. A drill's stars are its "correct", up
// to three (progress.js stageStars); a lesson is done when each of its drills has one (lessonStars).
//
// Schema 1 (no retries, no streak, no deals) is read and migrated: "retried" 0, and "streak"
// the number of right answers when every answer was right (then they were all in a row), else 0
// (their order is not known). The schema 1 text is kept under "ombre.progress.schema-1".
//
// The review queue: a drill kind answered wrong goes into "review" with the day of the miss (the
// learner's local day); it is due on any later day, and leaves the queue when a drill of that
// kind is answered right at the first try on a later day than the miss (reviewQueue()).
// "positions" (optional, written once there is one: records without it read as none) are the practice queue's positions from
// the learner's own deals: a clear mistake of a deal's review missed again at "Try your mistakes
// again" (the card first played, the learner's seat, the day of the miss).
// "daily" (optional, like "positions") are the daily deals played to their end, by UTC day and
// preset: the learner's deal and chips, and once worked out the par, its deal and the engine's
// words (the score, the games each played, the shareable line). See the daily block below.
// "puzzles" (optional, written at the first puzzle answered) is the puzzle page's: the learner's
// Glicko-2 rating (the engine's rating.update), the run of puzzles solved at the first try
// ("streak", its "best"), puzzles "solved" at the first try of "played", the "last" one, the
// "next" one (the puzzle on the page, then the one picked when it ends: the page draws it on
// the next visit before the engine is ready; records without it read as null), and
// the failed puzzles that come back ("queue": each due on a day, at a step of the intervals of
// progress.js PUZZLE_INTERVALS) unless "comeBack" is turned off.
// <page path> is the page's URL relative to the site root ("ranking-the-cards/", "" for the
// home page), so progress survives moving the site to another URL prefix. <exercise id> is the
// exercise widget's data-exercise-id (kind + index on the page, e.g. "trick-winner-1").
import { t } from "./i18n.js";

export const SCHEMA = 2;
export const EXPORT_FORMAT = "ombre-progress";

// --- exercise keys ------------------------------------------------------------------------------

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

// --- validation ---------------------------------------------------------------------------------

function isCount(value) {
  return Number.isSafeInteger(value) && value >= 0;
}

function entryProblem(key, entry) {
  if (!isExerciseKey(key)) return t("progress-record.not-exercise-this-site", { key: quoted(key) });
  if (entry === null || typeof entry !== "object" || Array.isArray(entry)) {
    return t("progress-record.record-not-object", { key });
  }
  if (!isCount(entry.attempts)) return t("progress-record.attempts-are-not-whole", { key });
  if (!isCount(entry.correct)) return t("progress-record.correct-answers-are-not", { key });
  if (entry.correct > entry.attempts) return t("progress-record.has-more-correct-answers", { key });
  if (typeof entry.kind !== "string") return t("progress-record.kind-not-text", { key });
  if (typeof entry.last !== "string" || Number.isNaN(Date.parse(entry.last))) {
    return t("progress-record.date-not-date", { key });
  }
  return null;
}

// --- schema 2: retries, streaks, deals (and schema 1 migrated) --------------------------------

function coachingProblem(key, entry) {
  if (!isCount(entry.retried)) return t("progress-record.retried-answers-are-not", { key });
  if (!isCount(entry.streak)) return t("progress-record.streak-not-whole-number", { key });
  if (entry.correct + entry.retried > entry.attempts) return t("progress-record.has-more-right-answers", { key });
  if (entry.streak > entry.correct) return t("progress-record.has-longer-streak-than", { key });
  return null;
}

function dealsProblem(deals) {
  if (deals === undefined) return null;
  if (deals === null || typeof deals !== "object" || Array.isArray(deals))
    return t("progress-record.deals-are-not-object");
  if (!isCount(deals.played)) return t("progress-record.number-deals-played-not");
  if (deals.last !== null && (typeof deals.last !== "string" || Number.isNaN(Date.parse(deals.last)))) {
    return t("progress-record.date-last-deal-not");
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

/** An empty record. */
export function emptyProgress() {
  return { schema: SCHEMA, exercises: {}, deals: emptyDeals(), review: {} };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function reviewProblem(review) {
  if (review === undefined) return null;
  if (review === null || typeof review !== "object" || Array.isArray(review))
    return t("progress-record.review-queue-not-object");
  for (const [kind, item] of Object.entries(review)) {
    if (item === null || typeof item !== "object" || typeof item.key !== "string") {
      return t("progress-record.review-names-no-exercise", { kind });
    }
    if (!isExerciseKey(item.key))
      return t("progress-record.review-names-not-exercise", { kind, key: quoted(item.key) });
    if (typeof item.missed !== "string" || !DAY.test(item.missed))
      return t("progress-record.review-has-no-day", { kind });
  }
  return null;
}

function positionsProblem(positions) {
  if (positions === undefined) return null;
  if (positions === null || typeof positions !== "object" || Array.isArray(positions))
    return t("progress-record.positions-try-again-are");
  for (const [notation, item] of Object.entries(positions)) {
    if (!notation || notation.length > 2000) return t("progress-record.position-try-again-has");
    if (item === null || typeof item !== "object" || !Number.isSafeInteger(item.seat) || item.seat < 0)
      return t("progress-record.position-names-no-seat", { position: quoted(notation.slice(0, 40)) });
    if (typeof item.played !== "string")
      return t("progress-record.position-names-no-card", { position: quoted(notation.slice(0, 40)) });
    if (typeof item.missed !== "string" || !DAY.test(item.missed))
      return t("progress-record.position-has-no-day", { position: quoted(notation.slice(0, 40)) });
  }
  return null;
}

// --- the daily deals (the "daily" part) ------------------------------------------------------

/** A daily deal's key: its UTC day and preset, "2026-12-02 standard". */
export const DAILY_KEY = /^(\d{4}-\d{2}-\d{2}) ([a-z][a-z-]{0,30})$/;
const DAILY_TEXT_LIMIT = 400;
const DAILY_NOTATION_LIMIT = 4000;

function isShortText(value, limit) {
  return typeof value === "string" && value.length <= limit;
}

function dailyEntryProblem(key, entry) {
  if (!DAILY_KEY.test(key)) return t("progress-record.not-daily-deal-s", { key: quoted(key) });
  if (entry === null || typeof entry !== "object" || Array.isArray(entry))
    return t("progress-record.daily-deal-not-object", { key });
  if (!isShortText(entry.notation, DAILY_NOTATION_LIMIT) || !entry.notation)
    return t("progress-record.daily-deal-has-no", { key });
  if (typeof entry.hinted !== "boolean") return t("progress-record.daily-deal-does-not", { key });
  if (!Number.isSafeInteger(entry.chips)) return t("progress-record.chips-daily-deal-are", { key });
  const worked = entry.par !== null;
  if (worked && !Number.isSafeInteger(entry.par)) return t("progress-record.par-daily-deal-not", { key });
  for (const field of ["score", "contracts", "line"]) {
    const value = entry[field];
    if (worked ? !isShortText(value, DAILY_TEXT_LIMIT) : value !== null)
      return t("progress-record.daily-deal-not-text", { field, key });
  }
  if (worked ? !isShortText(entry.parNotation, DAILY_NOTATION_LIMIT) : entry.parNotation !== null)
    return t("progress-record.par-deal-daily-deal", { key });
  return null;
}

function dailyProblem(daily) {
  if (daily === undefined) return null;
  if (daily === null || typeof daily !== "object" || Array.isArray(daily))
    return t("progress-record.daily-deals-are-not");
  for (const [key, entry] of Object.entries(daily)) {
    const problem = dailyEntryProblem(key, entry);
    if (problem) return problem;
  }
  return null;
}

/** A clean copy of a checked "daily" part (only its known fields). */
function cleanDaily(daily) {
  return Object.fromEntries(
    Object.entries(daily).map(([key, entry]) => [
      key,
      {
        notation: entry.notation,
        hinted: entry.hinted,
        chips: entry.chips,
        par: entry.par,
        parNotation: entry.parNotation,
        score: entry.score,
        contracts: entry.contracts,
        line: entry.line,
      },
    ]),
  );
}

/** The "daily" part of a checked record: a problem, or the part to keep ({} when absent). */
function dailyPart(value) {
  const daily = value.schema === SCHEMA ? value.daily : undefined;
  const problem = dailyProblem(daily);
  if (problem) return { problem };
  return { part: daily === undefined ? {} : { daily: cleanDaily(daily) } };
}

const PUZZLE_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** Whether `id` has the form of a puzzle id (the page checks it against its data too). */
export function isPuzzleId(id) {
  return typeof id === "string" && PUZZLE_ID.test(id);
}

/** Whether `rating` has the form of a Glicko-2 rating; the engine's limits on its numbers come
 * with the puzzle data (the puzzle page starts afresh from one beyond them). */
function isRating(rating) {
  if (rating === null || typeof rating !== "object" || Array.isArray(rating)) return false;
  const finite = (/** @type {unknown} */ value) => typeof value === "number" && Number.isFinite(value);
  return (
    finite(rating.rating) && finite(rating.rd) && rating.rd > 0 && finite(rating.volatility) && rating.volatility > 0
  );
}

function puzzlesProblem(puzzles) {
  if (puzzles === undefined) return null;
  if (puzzles === null || typeof puzzles !== "object" || Array.isArray(puzzles))
    return t("progress-record.puzzles-are-not-object");
  if (puzzles.rating !== null && !isRating(puzzles.rating)) return t("progress-record.puzzle-rating-not-rating");
  for (const name of ["streak", "best", "solved", "played"]) {
    if (!isCount(puzzles[name])) return t("progress-record.puzzles-not-whole-number", { name });
  }
  if (puzzles.streak > puzzles.best) return t("progress-record.puzzle-streak-longer-than");
  if (puzzles.solved > puzzles.played) return t("progress-record.more-puzzles-are-solved");
  if (puzzles.last !== null && !isPuzzleId(puzzles.last)) return t("progress-record.last-puzzle-not-puzzle");
  if (![undefined, null].includes(puzzles.next) && !isPuzzleId(puzzles.next))
    return t("progress-record.next-puzzle-not-puzzle");
  if (typeof puzzles.comeBack !== "boolean") return t("progress-record.puzzles-come-back-switch");
  const queue = puzzles.queue;
  if (queue === null || typeof queue !== "object" || Array.isArray(queue))
    return t("progress-record.puzzles-come-back-are");
  for (const [id, item] of Object.entries(queue)) {
    if (!isPuzzleId(id)) return t("progress-record.not-puzzle-id", { id: quoted(id) });
    if (item === null || typeof item !== "object" || typeof item.due !== "string" || !DAY.test(item.due))
      return t("progress-record.puzzle-has-no-due", { id });
    if (!isCount(item.step)) return t("progress-record.puzzle-has-no-step", { id });
  }
  return null;
}

/** A clean copy of a checked puzzles part. */
function cleanPuzzles(puzzles) {
  const rated = puzzles.rating;
  return {
    rating: rated === null ? null : { rating: rated.rating, rd: rated.rd, volatility: rated.volatility },
    streak: puzzles.streak,
    best: puzzles.best,
    solved: puzzles.solved,
    played: puzzles.played,
    last: puzzles.last,
    next: puzzles.next ?? null,
    comeBack: puzzles.comeBack,
    queue: Object.fromEntries(
      Object.entries(puzzles.queue).map(([id, item]) => [id, { due: item.due, step: item.step }]),
    ),
  };
}

// --- the learner's day ------------------------------------------------------------------------

/** The learner's local day, "2026-11-30". */
export function localDay(date = new Date()) {
  const pad = (n) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Check parsed progress data. Returns {ok: true, value} with a clean copy, or {ok: false,
 * code, message}; code is "not-progress", "future-schema", "foreign-schema" or "bad-entry".
 */
export function validateProgress(value) {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return { ok: false, code: "not-progress", message: t("progress-record.not-progress-record") };
  }
  if (!("schema" in value)) {
    return { ok: false, code: "not-progress", message: t("progress-record.has-no-schema-number") };
  }
  if (Number.isSafeInteger(value.schema) && value.schema > SCHEMA) {
    return {
      ok: false,
      code: "future-schema",
      message: t("progress-record.was-written-by-newer", { schema: value.schema, known: SCHEMA }),
    };
  }
  if (value.schema !== SCHEMA && value.schema !== 1) {
    return {
      ok: false,
      code: "foreign-schema",
      message: t("progress-record.schema-not-one-this", { schema: JSON.stringify(value.schema) }),
    };
  }
  const exercises = value.exercises;
  if (exercises === null || typeof exercises !== "object" || Array.isArray(exercises)) {
    return { ok: false, code: "bad-entry", message: t("progress-record.has-no-list-exercises") };
  }
  const clean = {};
  for (const [key, entry] of Object.entries(exercises)) {
    const problem = entryProblem(key, entry) || (value.schema === SCHEMA ? coachingProblem(key, entry) : null);
    if (problem) return { ok: false, code: "bad-entry", message: problem };
    clean[key] = schema2Entry(entry, value.schema);
  }
  const deals = value.schema === SCHEMA ? value.deals : undefined;
  const review = value.schema === SCHEMA ? value.review : undefined;
  const positions = value.schema === SCHEMA ? value.positions : undefined;
  const puzzles = value.schema === SCHEMA ? value.puzzles : undefined;
  const problem =
    dealsProblem(deals) || reviewProblem(review) || positionsProblem(positions) || puzzlesProblem(puzzles);
  if (problem) return { ok: false, code: "bad-entry", message: problem };
  const daily = dailyPart(value);
  if (daily.problem) return { ok: false, code: "bad-entry", message: daily.problem };
  const played = deals ? { played: deals.played, last: deals.last } : emptyDeals();
  const queue = Object.fromEntries(
    Object.entries(review ?? {}).map(([kind, item]) => [kind, { key: item.key, missed: item.missed }]),
  );
  return {
    ok: true,
    migrated: value.schema !== SCHEMA,
    value: {
      schema: SCHEMA,
      exercises: clean,
      deals: played,
      review: queue,
      ...(positions === undefined
        ? {}
        : {
            positions: Object.fromEntries(
              Object.entries(positions).map(([notation, item]) => [
                notation,
                { seat: item.seat, played: item.played, missed: item.missed },
              ]),
            ),
          }),
      ...(puzzles === undefined ? {} : { puzzles: cleanPuzzles(puzzles) }),
      ...daily.part,
    },
  };
}

/**
 * Check parsed progress JSON (stored, or an exported file's, which wraps the record):
 * {ok, value} or {ok: false, code, message}.
 * @param {unknown} value
 */
export function progressFromJson(value) {
  // An exported file wraps the record: {"format": "ombre-progress", "progress": {...}}.
  const file = /** @type {{format?: unknown, progress?: unknown} | null} */ (value);
  return validateProgress(file && typeof file === "object" && file.format === EXPORT_FORMAT ? file.progress : value);
}

/** What stored or imported text that is not JSON is. */
export const NOT_JSON = { ok: false, code: "bad-json", message: t("progress-record.not-valid-json") };

/**
 * Parse progress text (stored or imported): {ok, value} or {ok: false, code, message}.
 * @param {string} text
 */
export function parseProgress(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return { ...NOT_JSON };
  }
  return progressFromJson(value);
}
