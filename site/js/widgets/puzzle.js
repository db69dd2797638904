// @ts-check
// Widget "puzzle": one puzzle at a time (the build's assets/puzzles-<rules>.json), drawn by
// puzzle-view.js from its board (the engine's view of the position, shipped in the data: drawn
// as soon as the data is fetched), a refutation from the engine's "puzzle.views". A right card
// says why; a wrong one is played out card by card with its refutation's words, then "Try
// again" (a second miss offers "Show the answer"). An exchange puzzle offers its discards as
// buttons; a wrong one shows the hand it would have drawn. The hint comes in two steps, the idea then
// the card. The first answer counts: the learner's Glicko-2 rating moves by the engine's
// "rating.update", the next puzzle is the engine's "daily.pick" near it, picked when a puzzle
// ends and kept by progress.js (the puzzle a returning learner meets, with no swap once the
// engine is ready), with the streak and the puzzles missed (which come back on Practice).
// The data comes a file a rule set: the one the site's rules select, another only for an
// address naming one of its puzzles; the boards but the first puzzles' in a file of their own,
// fetched only to draw another puzzle (sitegen/puzzle_data.py).
import { t } from "../i18n.js";
import { cardElement } from "../cards.js";
import { revealTogether } from "../game-ui.js";
import { puzzleBoard } from "../puzzle-view.js";
import { getRules, PRESETS, RULES_EVENT } from "../rules.js";
import { isPuzzleId, keepNextPuzzle, puzzleProgress, recordPuzzle, siteRoot } from "../progress.js";
import { createRunCounter } from "../run-counter.js";

/** @type {Map<string, Promise<any>>} the data files, by name, each fetched once a visit */
const loaded = new Map();
const card = (/** @type {string} */ code) => cardElement(code, { size: "sm" });

/** A text quoted in a message, cut short. @param {string} text */
function quoted(text) {
  const short = text.length > 40 ? `${text.slice(0, 39)}…` : text;
  return `“${short}”`;
}

/** The data file assets/`name`.json, fetched again after a failure. @param {string} name */
function loadFile(name) {
  let file = loaded.get(name);
  if (!file) {
    file = fetchFile(name);
    loaded.set(name, file);
    file.catch(() => loaded.delete(name));
  }
  return file;
}

/** @param {string} name */
async function fetchFile(name) {
  const response = await fetch(new URL(`assets/${name}.json`, siteRoot()));
  if (!response.ok) throw new Error(t("widgets-puzzle.puzzles-could-not-be", { status: response.status }));
  return response.json();
}

/** A puzzle's board: in the data for each rule set's first puzzle, else in its rule set's boards. @param {any} puzzle */
async function boardOf(puzzle) {
  if (puzzle.board) return puzzle.board;
  const board = (await loadFile(`puzzle-boards-${puzzle.preset}`))?.[puzzle.id];
  if (typeof board !== "object") throw new Error(t("widgets-puzzle.puzzles-data-not-form"));
  return board;
}

/** One rule set's puzzle data, checked for the fields the page reads. @param {string} rules */
async function loadData(rules) {
  const data = await loadFile(`puzzles-${rules}`);
  if (
    !Array.isArray(data?.puzzles) ||
    !data.puzzles.length ||
    typeof data.themes !== "object" ||
    typeof data.first !== "object" ||
    !Array.isArray(data.limits?.rating)
  )
    throw new Error(t("widgets-puzzle.puzzles-data-not-form"));
  return data;
}

/**
 * Whether the engine accepts `rating` (the limits the data ships from the engine).
 * @param {{rating: number, rd: number, volatility: number}} rating
 * @param {{rating: number[], rd: number, volatility: number}} limits
 */
function withinLimits(rating, limits) {
  const [low, high] = limits.rating;
  return (
    low <= rating.rating && rating.rating <= high && rating.rd <= limits.rd && rating.volatility <= limits.volatility
  );
}

/**
 * @param {HTMLElement} element
 * @param {import("../widgets.js").WidgetContext} context
 */
export default async function bind(element, { engine, onEngine, signal, randomSeed }) {
  const box = /** @type {HTMLElement} */ (element.querySelector(".ombre-puzzle"));
  const find = (/** @type {string} */ name) => /** @type {HTMLElement} */ (box.querySelector(`.ombre-puzzle__${name}`));
  const theme = /** @type {HTMLSelectElement} */ (find("theme"));
  const ratingText = find("rating");
  const streakText = find("streak");
  const prompt = find("prompt");
  const said = find("said");
  const buttons = {
    hint: /** @type {HTMLButtonElement} */ (find("hint")),
    showCard: /** @type {HTMLButtonElement} */ (find("show-card")),
    step: /** @type {HTMLButtonElement} */ (find("step")),
    retry: /** @type {HTMLButtonElement} */ (find("retry")),
    answer: /** @type {HTMLButtonElement} */ (find("answer")),
    next: /** @type {HTMLButtonElement} */ (find("next")),
  };
  const runs = createRunCounter();
  /** @type {any} */
  let data = null;
  let ready = false;
  /** @type {any} */
  let puzzle = null;
  /** @type {any} the puzzle picked to follow this one once it ended */
  let following = null;
  /** @type {any[]} views of the position, then of a wrong card's refutation played out */
  let views = [];
  let shown = 0; // the view on the table
  /** "answer" | "playout" | "missed" | "done" */
  let phase = "answer";
  let counted = false; // the first answer (or a hint) has counted
  let misses = 0;
  let hintStep = 0;
  let busy = false;

  /** The learner's rating, or a new learner's from the engine (also for a kept rating the
   * engine would refuse). */
  async function currentRating() {
    const kept = puzzleProgress()?.rating;
    return kept && withinLimits(kept, data.limits) ? kept : await engine.call("rating.initial", {});
  }

  function drawScore(before = null) {
    const record = puzzleProgress();
    if (!record?.rating) return;
    const now = Math.round(record.rating.rating);
    ratingText.textContent =
      before === null
        ? t("widgets-puzzle.rating", { now })
        : t("widgets-puzzle.rating-change", { before: Math.round(before), now });
    streakText.textContent = t("widgets-puzzle.streak-best-solved-at", {
      streak: record.streak,
      best: record.best,
      solved: record.solved,
      played: record.played,
    });
    box.dataset.rating = String(now);
    box.dataset.streak = String(record.streak);
  }

  function sync() {
    const board = box.querySelector(".ombre-puzzle__board");
    const answering = ready && !busy && phase === "answer";
    for (const button of board?.querySelectorAll("button") ?? []) {
      const target = /** @type {HTMLButtonElement} */ (button);
      target.disabled = !answering || (target.dataset.card !== undefined && target.dataset.legal !== "true");
      const action = target.dataset.card ? `play ${target.dataset.card}` : target.dataset.action;
      const marked = (hintStep >= 2 || phase === "done") && puzzle?.answer.includes(action) && shown === 0;
      if (marked) target.dataset.hinted = "true";
      else delete target.dataset.hinted;
    }
    buttons.hint.hidden = hintStep >= 1 || phase === "done";
    buttons.hint.disabled = !answering;
    buttons.showCard.hidden = hintStep !== 1 || phase === "done";
    buttons.showCard.disabled = !answering;
    buttons.step.hidden = phase !== "playout";
    buttons.step.disabled = busy;
    buttons.retry.hidden = phase !== "missed";
    buttons.retry.disabled = busy;
    buttons.answer.hidden = !(phase === "missed" && misses >= 2);
    buttons.answer.disabled = busy;
    buttons.next.disabled = !ready || busy;
    theme.disabled = !ready || busy;
    box.dataset.phase = phase;
    box.dataset.engine = ready ? "ready" : "loading";
  }

  function drawView(index) {
    shown = index;
    const presetTitle = data.presets[puzzle.preset] ?? puzzle.preset;
    const board = puzzleBoard(views[index], { card, presetTitle, keepLast: index > 0 });
    box.querySelector(".ombre-puzzle__board")?.replaceWith(board);
    sync();
  }

  /** Count the first answer for the rating, the streak and the queue. @param {number} score */
  async function count(score) {
    if (counted) return;
    counted = true;
    const before = await currentRating();
    const after = await engine.call("rating.update", {
      player: before,
      games: [{ rating: puzzle.rating, rd: puzzle.rd, score }],
    });
    recordPuzzle({ id: puzzle.id, solved: score === 1, rating: after });
    drawScore(before.rating);
  }

  /** Open `next` (an entry of the data), drawn from its board: no engine needed. */
  async function open(next, notice = "") {
    const current = runs.start(); // a refutation still loading is for the puzzle left
    let board;
    try {
      board = await boardOf(next);
    } catch (error) {
      if (current()) said.textContent = `${error.message}.`;
      busy = false;
      sync();
      return;
    }
    if (!current()) return;
    puzzle = next;
    following = null;
    views = [board];
    phase = "answer";
    counted = false;
    misses = 0;
    hintStep = 0;
    busy = false;
    box.dataset.puzzle = puzzle.id;
    history.replaceState(history.state, "", `#${puzzle.id}`);
    keepNextPuzzle(puzzle.id);
    prompt.textContent = puzzle.question;
    buttons.showCard.textContent =
      puzzle.kind === "exchange" ? t("widgets-puzzle.show-discard") : t("widgets-puzzle.show-card");
    said.textContent = notice;
    delete said.dataset.verdict;
    drawView(0);
  }

  /** The puzzles the choices allow: the site's rules, the theme chosen. */
  function candidates() {
    const rules = getRules();
    const inRules = data.puzzles.filter((/** @type {any} */ item) => item.preset === rules);
    const pool = inRules.length ? inRules : data.puzzles;
    const chosen = theme.value ? pool.filter((/** @type {any} */ item) => item.themes.includes(theme.value)) : pool;
    return chosen.length > 1 ? chosen : pool;
  }

  /** A puzzle near the learner's rating from those the choices allow (the engine's pick). */
  async function pick() {
    const pool = candidates();
    const reply = await engine.call("daily.pick", {
      puzzles: pool.map((/** @type {any} */ item) => ({ id: item.id, rating: item.rating, rd: item.rd })),
      seed: randomSeed(),
      player: await currentRating(),
      previous: puzzle?.id ?? puzzleProgress()?.last ?? null,
    });
    return pool.find((/** @type {any} */ item) => item.id === reply.id);
  }

  /** A fresh puzzle near the learner's rating, opened at once. */
  async function pickNext(notice = "") {
    busy = true;
    sync();
    let picked;
    try {
      picked = await pick();
    } catch (error) {
      said.textContent = t("widgets-puzzle.no-puzzle-could-be", { message: error.message });
      busy = false;
      sync();
      return;
    }
    await open(picked, notice);
  }

  /** The puzzle just ended: pick the one to follow and keep it for the next visit. */
  async function pickFollowing() {
    try {
      following = await pick();
      keepNextPuzzle(following.id);
    } catch {
      following = null; // "Next puzzle" picks again
    }
  }

  /** "Next puzzle": the one picked when this one ended, if the choices still allow it. */
  function openNext() {
    if (phase === "done" && following && candidates().includes(following)) open(following);
    else pickNext();
  }

  /** @param {string} id */
  const byId = (id) => data.puzzles.find((/** @type {any} */ item) => item.id === id);

  /** The puzzle `id` in the site's rules, else in another rule set's data (unreadable: none). @param {string} id */
  async function findPuzzle(id) {
    const found = byId(id);
    if (found) return found;
    for (const rules of PRESETS.filter((name) => name !== getRules())) {
      const other = await loadData(rules).catch(() => null);
      const there = other?.puzzles.find((/** @type {any} */ item) => item.id === id);
      if (there) return there;
    }
    return null;
  }

  /** The puzzle kept for this learner in the site's rules, else the first one of those rules. */
  function keptOrFirst() {
    const rules = getRules();
    const kept = byId(puzzleProgress()?.next ?? "");
    if (kept?.preset === rules) return kept;
    return byId(data.first[rules] ?? "") ?? byId(box.dataset.puzzle ?? "") ?? data.puzzles[0];
  }

  /** The puzzle the address names, else the one kept (a new learner's first): drawn from the
   * data at once, so nothing changes when the engine is ready. */
  async function start() {
    const wanted = decodeURIComponent(location.hash.slice(1));
    const found = wanted && isPuzzleId(wanted) ? await findPuzzle(wanted) : null;
    if (found) await open(found);
    else if (wanted) await open(keptOrFirst(), t("widgets-puzzle.there-no-puzzle-here", { id: quoted(wanted) }));
    else await open(keptOrFirst());
  }

  /** @param {string} action */
  async function answer(action) {
    if (phase !== "answer" || busy) return;
    if (puzzle.answer.includes(action)) {
      phase = "done";
      const first = !counted && hintStep === 0 && misses === 0;
      said.replaceChildren(
        Object.assign(document.createElement("strong"), {
          textContent: first ? t("widgets-puzzle.right") : t("widgets-puzzle.that-s"),
        }),
        puzzle.reason,
      );
      said.dataset.verdict = "right";
      prompt.textContent = t("widgets-puzzle.solved-next-puzzle-when");
      busy = true;
      sync();
      try {
        await count(first ? 1 : 0);
        await pickFollowing();
      } finally {
        busy = false;
        sync();
        buttons.next.focus();
      }
      return;
    }
    const refutation = puzzle.refutations.find((/** @type {any} */ item) => item.action === action);
    misses += 1;
    busy = true;
    sync();
    const current = runs.start();
    try {
      await count(0);
      const reply = await engine.call("puzzle.views", {
        notation: puzzle.notation,
        seat: puzzle.seat,
        line: [action, ...(refutation?.line ?? [])],
      });
      if (!current()) return;
      views = [views[0], ...reply.views.slice(1)];
    } catch (error) {
      if (current()) said.textContent = t("widgets-puzzle.this-answer-could-not", { message: error.message });
      return;
    } finally {
      if (current()) busy = false;
    }
    phase = views.length > 2 ? "playout" : "missed";
    said.textContent = refutation ? refutation.words : t("widgets-puzzle.that-not-best-answer");
    said.dataset.verdict = "wrong";
    prompt.textContent =
      puzzle.kind === "exchange" ? t("widgets-puzzle.not-best-discard-see") : t("widgets-puzzle.not-best-card-see");
    drawView(1);
    if (phase === "missed") missedNow();
    else buttons.step.focus();
    revealLine();
  }

  /** Where the answer is: one card, or several as good as each other. */
  function markedText() {
    if (puzzle.kind === "exchange") return t("widgets-puzzle.best-discard-marked");
    return puzzle.answer.length > 1
      ? t("widgets-puzzle.cards-marked-your-hand")
      : t("widgets-puzzle.card-marked-your-hand");
  }

  /** A line played out: its trick and the buttons under its words in view together on a phone. */
  function revealLine() {
    const trick = box.querySelector(".ombre-table__trick");
    const shownButton = buttons.step.hidden ? buttons.retry : buttons.step;
    if (trick) revealTogether(trick, shownButton);
  }

  function missedNow() {
    phase = "missed";
    prompt.textContent =
      misses >= 2 ? t("widgets-puzzle.try-once-more-or") : t("widgets-puzzle.now-try-again-position");
    sync();
    buttons.retry.focus();
  }

  element.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target.closest("button") : null;
      if (!target || target.disabled || !box.contains(target)) return;
      if (target.dataset.card) answer(`play ${target.dataset.card}`);
      else if (target.dataset.action) answer(target.dataset.action);
    },
    { signal },
  );
  buttons.step.addEventListener(
    "click",
    () => {
      if (shown + 1 < views.length) drawView(shown + 1);
      if (shown + 1 >= views.length) missedNow();
      else buttons.step.focus();
      revealLine();
    },
    { signal },
  );
  buttons.retry.addEventListener(
    "click",
    () => {
      views = [views[0]];
      phase = "answer";
      said.textContent = "";
      delete said.dataset.verdict;
      prompt.textContent =
        puzzle.kind === "exchange" ? t("widgets-puzzle.find-better-discard") : t("widgets-puzzle.find-better-card");
      drawView(0);
      const first = box.querySelector('.ombre-table__hand button[data-legal="true"], .ombre-table__actions button');
      /** @type {HTMLElement | null} */ (first)?.focus();
    },
    { signal },
  );
  buttons.answer.addEventListener(
    "click",
    async () => {
      phase = "done";
      views = [views[0]];
      drawView(0);
      said.replaceChildren(
        Object.assign(document.createElement("strong"), { textContent: `${markedText()} ` }),
        puzzle.reason,
      );
      said.dataset.verdict = "shown";
      prompt.textContent = t("widgets-puzzle.next-puzzle-when-you");
      busy = true;
      sync();
      await pickFollowing();
      busy = false;
      sync();
      buttons.next.focus();
    },
    { signal },
  );
  buttons.hint.addEventListener(
    "click",
    async () => {
      hintStep = 1;
      said.textContent = t("widgets-puzzle.hint-first", { hint: puzzle.hint });
      said.dataset.verdict = "hint";
      sync();
      buttons.showCard.focus();
      busy = true;
      try {
        await count(0); // a hint counts as a miss for the rating
      } finally {
        busy = false;
        sync();
      }
    },
    { signal },
  );
  buttons.showCard.addEventListener(
    "click",
    () => {
      hintStep = 2;
      said.textContent = t("widgets-puzzle.hint-marked", { hint: puzzle.hint, marked: markedText() });
      sync();
    },
    { signal },
  );
  buttons.next.addEventListener("click", openNext, { signal });
  theme.addEventListener("change", () => pickNext(), { signal });
  document.addEventListener(
    RULES_EVENT,
    async () => {
      // Unreadable (offline, never read): the puzzles at hand, as when a set has none.
      data = await loadData(getRules()).catch(() => data);
      if (ready && !signal.aborted) pickNext();
    },
    { signal },
  );
  window.addEventListener(
    "hashchange",
    () => {
      const wanted = decodeURIComponent(location.hash.slice(1));
      if (wanted && wanted !== puzzle?.id) start();
    },
    { signal },
  );
  signal.addEventListener("abort", () => runs.cancel());

  drawScore();
  // A returning learner's puzzle, or one the address names, is drawn once the data is here: the
  // page's inline script (sitegen/widgets/puzzle.py) hid the first drawing before it was shown.
  try {
    data = await loadData(getRules());
  } catch (error) {
    said.textContent = `${error.message}.`;
    return;
  }
  if (signal.aborted) return;
  await start();
  onEngine((state) => {
    ready = state === "ready";
    sync();
  });
}
