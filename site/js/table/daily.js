// @ts-check
// The daily deal (api "daily.deal", "daily.par", "daily.result"): free play with one fixed deal
// (free-play.js FreePlayOptions), the day's deal in the rules chosen at the top of the page,
// against the strong bots. A day is a UTC day, from the address (?day=YYYY-MM-DD) or the day
// chooser (the day said once, in words: dayWords); the engine says which days can be played. The
// table is a one-deal table (session.new's one_deal), so the engine's words promise no next deal.
// The deal under way is kept per day and preset (daily-store.js); once over it goes into
// progress, the par is worked out in small steps of the engine (the strong bot in every seat),
// and the result is shown beside it, under the end of the deal, with a line to share that shows
// no card.
import { lang, t } from "../i18n.js";
import { el, makeButton, presetInUse } from "../game-ui.js";
import { dailyEntries, dailyEntry, recordDaily } from "../progress.js";
import { loadDailyStore, saveDailyStore, setAsideDailyGame } from "./daily-store.js";
import { bindFreePlay } from "./free-play.js";
import { recordProblem, refusesRecord } from "./saved-game.js";
import { focusInside } from "./view.js";

const DAY_PARAM = "day";
/** The days listed under "Your daily deals". */
const LISTED_DAYS = 7;
/** One step of the par weighs one card: well within this; only the worker's deadline. */
const PAR_STEP_TIMEOUT_MS = 60_000;
const MS_PER_DAY = 86_400_000;

/** Today's UTC day, "2026-12-02". */
function utcToday() {
  return new Date().toISOString().slice(0, 10);
}

/** The UTC day `days` away from `day`. @param {string} day @param {number} days */
function shiftDay(day, days) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

const DAY_PARTS = new Intl.DateTimeFormat(lang(), {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** A UTC day in the words the learner reads: "2026-12-02" is "Wednesday 2 December 2026".
 * @param {string} day */
export function dayWords(day) {
  const parts = Object.fromEntries(
    DAY_PARTS.formatToParts(Date.parse(`${day}T00:00:00Z`)).map((part) => [part.type, part.value]),
  );
  return t("table-daily.day", { weekday: parts.weekday, day: parts.day, month: parts.month, year: parts.year });
}

/** The day the address names, as written (the engine checks it), or null. */
function addressDay() {
  return new URLSearchParams(window.location.search).get(DAY_PARAM);
}

/** The page's address for `day` (today's: no day in it). @param {string} day @param {boolean} today */
function dayAddress(day, today) {
  const params = new URLSearchParams(window.location.search);
  params.delete(DAY_PARAM);
  if (!today) params.set(DAY_PARAM, day);
  const search = params.toString();
  return `${window.location.pathname}${search ? `?${search}` : ""}${window.location.hash}`;
}

/** A preset's name in a sentence. @param {string} rules */
function rulesWords(rules) {
  return rules === "swedish" ? t("table-daily.swedish-rules") : t("table-daily.standard-rules");
}

/**
 * Bind the daily deal's table.
 * @param {HTMLElement} element the widget
 * @param {{engine: any, onEngine: (listener: (state: string) => void) => void, signal: AbortSignal, randomSeed: () => number}} context
 */
export function bindDaily(element, context) {
  const { engine, signal } = context;
  const box = /** @type {HTMLElement} */ (element.querySelector(".ombre-table"));
  const firstDay = box.dataset.firstDay ?? "";
  const chooser = /** @type {HTMLElement} */ (box.querySelector(".ombre-daily__days"));
  const previousButton = /** @type {HTMLButtonElement} */ (chooser.querySelector(".ombre-daily__previous"));
  const nextButton = /** @type {HTMLButtonElement} */ (chooser.querySelector(".ombre-daily__next"));
  const dateInput = /** @type {HTMLInputElement} */ (chooser.querySelector(".ombre-daily__date"));
  const dateLabel = /** @type {HTMLElement} */ (chooser.querySelector(".ombre-daily__date-label"));
  const pickButton = /** @type {HTMLButtonElement} */ (chooser.querySelector(".ombre-daily__pick"));
  const dayText = /** @type {HTMLElement} */ (box.querySelector(".ombre-daily__day"));
  const notice = /** @type {HTMLElement} */ (box.querySelector(".ombre-daily__notice"));

  let day = "";
  let rules = presetInUse();
  let hinted = false;
  let generation = 0; // a newer day (or preset) stops the older one's par
  let dealNotation = ""; // the day's deal as dealt, before any move
  /** @type {string | null} a day to open once the bots have moved (chosen while they did) */
  let pending = null;
  const loaded = loadDailyStore();
  const store = loaded.store;
  if (loaded.notice) notice.textContent = loaded.notice;

  const key = () => `${day} ${rules}`;

  const { table, run } = bindFreePlay(element, context, {
    begin: () => openDay(addressDay(), true),
    save(game) {
      store.games[key()] = { session: game, hinted };
      return saveDailyStore(store);
    },
    onHint() {
      hinted = true;
      if (state.game) store.games[key()] = { session: state.game, hinted };
      saveDailyStore(store);
    },
    onDraw: afterDraw,
    onRules() {
      rules = presetInUse();
      choose(day, true);
    },
  });
  const { parts, state } = table;

  // The result beside the par and the line to share, right under "The deal is over." (the par's
  // progress is plain text; the result is announced once, when it is worked out).
  const parStatus = el("p", { className: "ombre-daily__par" });
  const score = el("p", { className: "ombre-daily__score" });
  const contracts = el("p", { className: "ombre-daily__contracts" });
  const verdict = el("div", { className: "ombre-daily__verdict", role: "status" }, score, contracts);
  const line = el("textarea", {
    className: "ombre-daily__line",
    readOnly: true,
    rows: 2,
    "aria-label": t("table-daily.your-result-share"),
  });
  const copyButton = makeButton(t("table-daily.copy"), "md-button ombre-daily__copy");
  const copied = el("span", { className: "ombre-daily__copied", role: "status" });
  const share = el(
    "div",
    { className: "ombre-daily__share", hidden: true },
    el("p", { textContent: t("table-daily.share-your-result-shows") }),
    line,
    el("p", {}, copyButton, " ", copied),
  );
  const resultBox = el(
    "section",
    {
      className: "ombre-daily__result",
      "aria-label": t("table-daily.your-result-beside-par"),
      tabIndex: -1,
      hidden: true,
    },
    el("h3", { textContent: t("table-daily.your-result-beside-par") }),
    parStatus,
    verdict,
    share,
  );
  const history = el("ol", { className: "ombre-daily__history" });
  const historyBox = el(
    "section",
    { className: "ombre-daily__played", "aria-label": t("table-daily.your-daily-deals"), hidden: true },
    el("h3", { textContent: t("table-daily.your-daily-deals") }),
    history,
  );
  parts.prompt.after(resultBox);
  box.append(historyBox);

  /** Open `requested` (a day as written; null: today) in the rules in use; a day that cannot
   * be played is said so, and today's deal is dealt. @param {string | null} requested @param {boolean} fromAddress */
  async function openDay(requested, fromAddress) {
    generation += 1;
    const today = utcToday();
    notice.textContent = fromAddress ? notice.textContent : "";
    let deal;
    try {
      deal = await engine.call("daily.deal", { date: requested ?? today, rules, today });
    } catch (error) {
      if (!refusesRecord(/** @type {any} */ (error)) && /** @type {any} */ (error).kind !== "DailyError") throw error;
      const where = fromAddress ? t("table-daily.address-asks-for-day") : t("table-daily.that-day");
      notice.textContent = t("table-daily.with-no-daily-deal", { where, message: error.message });
      deal = await engine.call("daily.deal", { date: today, rules, today });
    }
    day = deal.date;
    dealNotation = deal.notation;
    window.history.replaceState(window.history.state, "", dayAddress(day, day === today));
    drawChooser(today);
    const saved = store.games[key()];
    hinted = saved?.hinted ?? false;
    let reply = null;
    if (saved) {
      try {
        reply = await engine.call("session.view", { session: saved.session });
      } catch (error) {
        if (!refusesRecord(/** @type {any} */ (error))) throw error;
        notice.textContent = setAsideDailyGame(store, key(), recordProblem(/** @type {any} */ (error)));
      }
    }
    reply ??= await engine.call("session.new", { link: deal.link, one_deal: true });
    state.heldTrick = 0;
    state.drawnPhase = null;
    table.clearHint();
    table.accept(reply);
    parts.live.textContent = reply.view.log[0].text;
    table.draw();
  }

  /** The day chooser: the day shown, no day before the first nor after today. @param {string} today */
  function drawChooser(today) {
    dateInput.min = firstDay;
    dateInput.max = today;
    dateInput.value = day;
    dayText.textContent = t(day === today ? "table-daily.deal-today" : "table-daily.deal-of", {
      day: dayWords(day),
      rules: rulesWords(rules),
    });
    syncChooser();
  }

  function syncChooser() {
    const idle = engine.state === "ready" && !state.busy && day !== "";
    const today = utcToday();
    previousButton.disabled = !idle || day <= firstDay;
    nextButton.disabled = !idle || day >= today;
    dateInput.disabled = !idle;
    pickButton.disabled = !idle;
  }

  /** After each drawing: a deal just over goes into progress, then its par and result. */
  function afterDraw() {
    syncChooser();
    if (pending !== null && !state.busy) {
      const chosen = pending;
      pending = null;
      queueMicrotask(() => run(() => openDay(chosen, false)));
      return;
    }
    if (!day || !state.view) return;
    const entryKey = key();
    let entry = dailyEntry(entryKey);
    let justOver = false;
    if (state.view.phase === "over" && entry === null && state.game.notation.startsWith(dealNotation)) {
      justOver = true;
      entry = {
        notation: state.game.notation,
        hinted,
        chips: state.status.tally[0],
        par: null,
        parNotation: null,
        score: null,
        contracts: null,
        line: null,
      };
      recordDaily(entryKey, entry);
    }
    drawResult(entry);
    drawHistory();
    // The deal just ended here: the learner (the keyboard's too) goes on at the result.
    if (justOver && focusInside(parts)) resultBox.focus();
    if (entry && entry.par === null) workOutPar(entryKey, generation);
  }

  /** @param {ReturnType<typeof dailyEntry>} entry */
  function drawResult(entry) {
    resultBox.hidden = entry === null;
    if (entry === null) return;
    const worked = entry.par !== null;
    if (worked) parStatus.textContent = "";
    score.textContent = worked ? entry.score : "";
    contracts.textContent = worked ? entry.contracts : "";
    share.hidden = !worked;
    if (worked) {
      const address = new URL(dayAddress(day, false), window.location.href).href;
      line.value = `${entry.line}\n${address}`;
      fitLine();
    }
  }

  let parRunning = "";

  /** The par, one engine step at a time, kept as it goes: a reload goes on from there.
   * @param {string} entryKey @param {number} run */
  async function workOutPar(entryKey, run) {
    if (parRunning === `${entryKey} ${run}`) return;
    parRunning = `${entryKey} ${run}`;
    const [date, preset] = entryKey.split(" ");
    let notation = store.pars[entryKey] ?? null;
    parStatus.textContent = t("table-daily.working-out-par-strong");
    try {
      let step = null;
      while (!step?.done) {
        if (run !== generation || signal.aborted) return;
        try {
          step = await engine.call("daily.par", { date, rules: preset, notation }, { timeoutMs: PAR_STEP_TIMEOUT_MS });
        } catch (error) {
          // A par deal kept from before that the engine refuses is started again.
          if (notation === null || !refusesRecord(/** @type {any} */ (error))) throw error;
          notation = null;
          continue;
        }
        notation = step.notation;
        store.pars[entryKey] = notation;
        saveDailyStore(store);
        if (run !== generation) return;
        const where =
          step.phase === "play"
            ? t("table-daily.trick", { number: Math.min(step.tricks_done + 1, step.tricks), tricks: step.tricks })
            : t("table-daily.bidding");
        parStatus.textContent = step.done ? "" : t("table-daily.working-out-par", { where });
      }
      const entry = dailyEntry(entryKey);
      if (entry === null) return;
      const result = await engine.call("daily.result", {
        date,
        rules: preset,
        notation: entry.notation,
        par: notation,
        hinted: entry.hinted,
      });
      recordDaily(entryKey, {
        ...entry,
        par: result.par,
        parNotation: notation,
        score: result.score,
        contracts: result.contracts,
        line: result.line,
      });
      delete store.pars[entryKey];
      saveDailyStore(store);
      if (run === generation) {
        drawResult(dailyEntry(entryKey));
        drawHistory();
      }
    } catch (error) {
      if (run === generation) parStatus.textContent = t("table-daily.par-could-not-be", { message: error.message });
    } finally {
      if (parRunning === `${entryKey} ${run}`) parRunning = "";
    }
  }

  /** The shared line without its title and day, which the button beside it says: in every
   * language the engine's line (daily.line) has them first, the day then " · ".
   * @param {string} line @param {string} day */
  function afterDay(line, day) {
    const title = `${day} · `;
    const at = line.indexOf(title);
    return at < 0 ? line : line.slice(at + title.length);
  }

  /** The latest days played, each a button that opens it. */
  function drawHistory() {
    const entries = dailyEntries().slice(0, LISTED_DAYS);
    historyBox.hidden = entries.length === 0;
    history.replaceChildren(
      ...entries.map((entry) =>
        el(
          "li",
          {},
          makeButton(dayWords(entry.day), "md-button ombre-daily__open", {
            dataset: { day: entry.day, rules: entry.rules },
          }),
          ` ${entry.line ? afterDay(entry.line, entry.day) : t("table-daily.par-still-be-worked", { rules: rulesWords(entry.rules) })}`,
        ),
      ),
    );
  }

  /** Open another day (or the same day in other rules: `again`), once the table is idle.
   * @param {string} chosen @param {boolean} [again] */
  function choose(chosen, again = false) {
    if (!day || (chosen === day && !again)) return;
    if (state.busy) pending = chosen;
    else run(() => openDay(chosen, false));
  }

  previousButton.addEventListener("click", () => choose(shiftDay(day, -1)));
  nextButton.addEventListener("click", () => choose(shiftDay(day, 1)));
  /** The line to share grows to show all of it (where CSS field-sizing is not there to). */
  function fitLine() {
    if (CSS.supports("field-sizing", "content")) return;
    line.style.height = "auto";
    line.style.height = `${line.scrollHeight + 2}px`;
  }

  /** The date field, shown on "Choose a day" (the sentence says the day otherwise). @param {boolean} open */
  function showDateField(open) {
    dateLabel.hidden = !open;
    pickButton.setAttribute("aria-expanded", String(open));
  }

  pickButton.addEventListener("click", () => {
    const open = dateLabel.hidden;
    showDateField(open);
    if (open) dateInput.focus();
  });
  dateInput.addEventListener("change", () => {
    if (!dateInput.value) return;
    showDateField(false);
    pickButton.focus();
    choose(dateInput.value);
  });
  history.addEventListener("click", (event) => {
    const button = event.target instanceof Element && event.target.closest("button[data-day]");
    if (!(button instanceof HTMLButtonElement)) return;
    if (button.dataset.rules !== rules) {
      notice.textContent = t("table-daily.that-day-was-played", { rules: rulesWords(button.dataset.rules ?? "") });
      return;
    }
    choose(button.dataset.day ?? "");
  });
  copyButton.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(line.value);
      copied.textContent = t("table-daily.copied");
    } catch {
      line.focus();
      line.select();
      copied.textContent = t("table-daily.selected-press-ctrl-c");
    }
  });
  drawHistory();
}
