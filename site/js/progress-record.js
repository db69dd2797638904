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

/** An empty record. */
export function emptyProgress() {
  return { schema: SCHEMA, exercises: {}, deals: emptyDeals(), review: {} };
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

function positionsProblem(positions) {
  if (positions === undefined) return null;
  if (positions === null || typeof positions !== "object" || Array.isArray(positions))
    return "its positions to try again are not an object";
  for (const [notation, item] of Object.entries(positions)) {
    if (!notation || notation.length > 2000) return "a position to try again has no notation";
    if (item === null || typeof item !== "object" || !Number.isSafeInteger(item.seat) || item.seat < 0)
      return `the position ${quoted(notation.slice(0, 40))} names no seat`;
    if (typeof item.played !== "string") return `the position ${quoted(notation.slice(0, 40))} names no card`;
    if (typeof item.missed !== "string" || !DAY.test(item.missed))
      return `the position ${quoted(notation.slice(0, 40))} has no day`;
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
  if (!DAILY_KEY.test(key)) return `${quoted(key)} is not a daily deal's day and rules`;
  if (entry === null || typeof entry !== "object" || Array.isArray(entry))
    return `the daily deal of ${key} is not an object`;
  if (!isShortText(entry.notation, DAILY_NOTATION_LIMIT) || !entry.notation)
    return `the daily deal of ${key} has no deal`;
  if (typeof entry.hinted !== "boolean") return `the daily deal of ${key} does not say whether a hint was used`;
  if (!Number.isSafeInteger(entry.chips)) return `the chips of the daily deal of ${key} are not a whole number`;
  const worked = entry.par !== null;
  if (worked && !Number.isSafeInteger(entry.par)) return `the par of the daily deal of ${key} is not a whole number`;
  for (const field of ["score", "contracts", "line"]) {
    const value = entry[field];
    if (worked ? !isShortText(value, DAILY_TEXT_LIMIT) : value !== null)
      return `the ${field} of the daily deal of ${key} is not its text`;
  }
  if (worked ? !isShortText(entry.parNotation, DAILY_NOTATION_LIMIT) : entry.parNotation !== null)
    return `the par deal of the daily deal of ${key} is not a deal`;
  return null;
}

function dailyProblem(daily) {
  if (daily === undefined) return null;
  if (daily === null || typeof daily !== "object" || Array.isArray(daily)) return "its daily deals are not an object";
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
  if (puzzles === null || typeof puzzles !== "object" || Array.isArray(puzzles)) return "its puzzles are not an object";
  if (puzzles.rating !== null && !isRating(puzzles.rating)) return "the puzzle rating is not a rating";
  for (const name of ["streak", "best", "solved", "played"]) {
    if (!isCount(puzzles[name])) return `the puzzles' ${name} is not a whole number`;
  }
  if (puzzles.streak > puzzles.best) return "the puzzle streak is longer than the best one";
  if (puzzles.solved > puzzles.played) return "more puzzles are solved than played";
  if (puzzles.last !== null && !isPuzzleId(puzzles.last)) return "the last puzzle is not a puzzle id";
  if (![undefined, null].includes(puzzles.next) && !isPuzzleId(puzzles.next))
    return "the next puzzle is not a puzzle id";
  if (typeof puzzles.comeBack !== "boolean") return "the puzzles' come-back switch is not on or off";
  const queue = puzzles.queue;
  if (queue === null || typeof queue !== "object" || Array.isArray(queue))
    return "the puzzles to come back are not an object";
  for (const [id, item] of Object.entries(queue)) {
    if (!isPuzzleId(id)) return `${quoted(id)} is not a puzzle id`;
    if (item === null || typeof item !== "object" || typeof item.due !== "string" || !DAY.test(item.due))
      return `the puzzle ${id} has no due day`;
    if (!isCount(item.step)) return `the puzzle ${id} has no step`;
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
export const NOT_JSON = { ok: false, code: "bad-json", message: "it is not valid JSON" };

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
