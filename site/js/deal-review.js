// @ts-check
// The review of a finished deal at the table (api "review.deal", "review.position"): every trick
// with its cards, its winner and the engine's reason; on each of the learner's decisions first
// the fair verdict, on what the learner could see ("Good bet: 6♦ keeps the sacada in 9 layouts
// out of 12; ..."), then the solver's with all the cards in view ("This turned a sacada into a
// puesta. ..."); a chart of the best outcome the ombre could still reach after each trick, and
// one of the chips the learner's side could expect at each of the learner's cards
// (deal-review-chart.js). Before the cards, the learner's bid and discard, sound or not. Once
// analysed, "Try your mistakes again" takes the learner through the clear mistakes
// (deal-review-retry.js).
// This module is the panel and its controller; what the answers say is deal-review-analysis.js's.
// The analysis asks the worker one small question per position, each within a time budget, so
// the page's other widgets get their answers between them; a progress bar and Cancel show while
// it runs, and a first pass with a short budget is followed by a longer one for the positions
// not yet proven. What the budget does not prove is shown as "not proven", never guessed.
// Every outcome word and verdict comes from the engine; this module draws and asks.
import { suitName } from "./cards.js";
import { t, tn } from "./i18n.js";
import { createAnalysis } from "./deal-review-analysis.js";
import { drawChart, drawExpectation } from "./deal-review-chart.js";
import { createRetry } from "./deal-review-retry.js";
import { el, hiddenRegion, makeButton, playedFigure } from "./game-ui.js";
import { createRunCounter } from "./run-counter.js";

const PASSES = [1.5, 6]; // seconds per position: a quick pass, then a patient one

/**
 * The review panel. createReview({engine, signal, name, onReplay}) returns
 * {element, show(notation, seat, {replay, tries}), hide()}; name(seat) is a seat's name at the
 * table; onReplay(trick) is called by a trick's "Replay from here" button (shown when show() is
 * given replay: true); tries maps a position's notation to the choices the learner tried there
 * first and took back (a guided deal's), each judged by the engine with the position and told
 * as "First tried ..." when it would have cost something.
 */
export function createReview({ engine, signal, name, onReplay }) {
  const heading = el("h3", {
    className: "ombre-deal-review__heading",
    tabIndex: -1,
    textContent: t("deal-review.review-this-deal"),
  });
  const summary = el("p", { className: "ombre-deal-review__summary" });
  // Before the cards: the learner's bid and discard, judged by the engine.
  const opening = el("ul", {
    className: "ombre-deal-review__opening",
    "aria-label": t("deal-review.your-bid-discard"),
  });
  const legend = el("p", {
    className: "ombre-deal-review__legend",
    textContent: t("deal-review.judged-how"),
  });
  const progressBar = el("progress", {
    className: "ombre-deal-review__bar",
    max: 1,
    value: 0,
    "aria-label": t("deal-review.analysis-progress"),
  });
  const progressText = el("span", { className: "ombre-deal-review__progress-text" });
  const cancelButton = makeButton(t("deal-review.cancel"), "md-button ombre-deal-review__cancel", { hidden: true });
  const resumeButton = makeButton(t("deal-review.analyse-rest"), "md-button ombre-deal-review__resume", {
    hidden: true,
  });
  const status = el("p", { className: "ombre-deal-review__status", role: "status" }, progressText);
  const progress = el(
    "div",
    { className: "ombre-deal-review__progress" },
    progressBar,
    status,
    cancelButton,
    resumeButton,
  );
  // Once the analysis is done and found clear mistakes: each tried again, the review hidden meanwhile.
  const retryButton = makeButton(t("deal-review.try-your-mistakes-again"), "md-button ombre-deal-review__retry", {
    hidden: true,
  });
  const retry = createRetry({
    engine,
    signal,
    name,
    onDone: () => {
      showReview(true);
      retryButton.focus();
    },
  });
  const chartBox = el("figure", { className: "ombre-deal-review__chart" });
  const expectBox = el("figure", { className: "ombre-deal-review__expect" });
  const trickList = el("ol", {
    className: "ombre-deal-review__tricks",
    "aria-label": t("deal-review.tricks-reviewed"),
  });
  const element = hiddenRegion(
    "section",
    "ombre-deal-review",
    t("deal-review.review-this-deal"),
    heading,
    summary,
    opening,
    legend,
    progress,
    el("p", {}, retryButton),
    retry.element,
    chartBox,
    expectBox,
    trickList,
  );
  const reviewParts = [legend, progress, chartBox, expectBox, trickList];

  /** Show the review again (`shown`), or hide it while the learner tries the mistakes again. */
  function showReview(shown) {
    for (const part of reviewParts) part.hidden = !shown;
    retryButton.hidden = !shown || !analysis?.clearMistakes().length;
  }

  let analysis = null; // the deal under review and the answers so far (deal-review-analysis.js)
  const runs = createRunCounter(); // show(), hide() and Cancel stop an older analysis at its next step
  let seat = 0;
  let replayable = false;
  let firstTries = {}; // position notation → the learner's first tries there
  let ended = false; // no further pass will ask: a fair verdict short of its layouts is shown as it is

  function trickItem(trick) {
    const { review, answers } = analysis;
    const cards = el(
      "div",
      { className: "ombre-deal-review__cards" },
      ...trick.cards.map((played) => playedFigure(played, name(played.seat), trick.winner)),
    );
    const verdicts = el("ul", { className: "ombre-deal-review__verdicts" });
    for (const index of trick.decisions) {
      const decision = review.decisions[index];
      const answer = decision.position === null ? undefined : answers[decision.position];
      let code = "pending";
      /** @type {HTMLElement[]} */
      let judged = [el("span", { textContent: t("deal-review.not-analysed-yet") })];
      const fair = analysis.fairVerdict(answer, ended);
      if (decision.position === null) {
        code = "none";
        judged = [el("span", { textContent: t("deal-review.solver-does-not-judge") })];
      } else if (answer) {
        code = answer.verdict.code;
        const fairText = fair
          ? fair.text
          : ended
            ? t("deal-review.not-weighed-time-allowed")
            : t("deal-review.weighing-ways-unseen-cards");
        judged = [
          el("span", { className: "ombre-deal-review__fair", textContent: fairText }),
          el(
            "span",
            { className: "ombre-deal-review__hindsight" },
            t("deal-review.with-all-cards-view"),
            answer.verdict.text,
          ),
        ];
      }
      const data = { verdict: code, ...(fair ? { fair: fair.code, story: fair.story } : {}) };
      verdicts.append(
        el(
          "li",
          { dataset: data },
          el("span", { className: "ombre-deal-review__mark", "aria-hidden": "true" }),
          el("strong", { textContent: `${decision.label}: ` }),
          ...judged,
          ...slipsTried(answer),
        ),
      );
    }
    const item = el(
      "li",
      { className: "ombre-deal-review__trick", dataset: { trick: String(trick.number) } },
      el("h4", {
        className: "ombre-deal-review__trick-heading",
        textContent: t("deal-review.trick", { number: trick.number }),
      }),
      cards,
      el("p", {
        className: "ombre-deal-review__why",
        textContent: t("deal-review.won-by", { winner: name(trick.winner), why: trick.why }),
      }),
      verdicts,
    );
    const change = analysis.changeAfter(trick.number, name);
    if (change)
      item.append(
        el("p", {
          className: "ombre-deal-review__change",
          dataset: { change: change.drop ? "drop" : "rise" },
          textContent: change.text,
        }),
      );
    if (replayable && trick.decisions.some((index) => review.decisions[index].position !== null)) {
      item.append(
        el(
          "p",
          {},
          el(
            "button",
            {
              type: "button",
              className: "md-button ombre-deal-review__replay",
              dataset: { trick: String(trick.number) },
            },
            t("deal-review.replay-from-here"),
            el("span", {
              className: "ombre-sr-only",
              textContent: t("deal-review.replay-trick", { number: trick.number }),
            }),
          ),
        ),
      );
    }
    return item;
  }

  /** The learner's first tries at a position that would have cost something (a result, or a
   * trick), in the order tried: "First tried 7♣: This would have turned a sacada into a puesta.". */
  function slipsTried(answer) {
    const slips = (answer?.tries || []).filter(
      (tried) => tried.verdict.code === "lost" || tried.verdict.code === "trick",
    );
    return slips.map((tried, index) =>
      el(
        "span",
        { className: "ombre-deal-review__tried", dataset: { tried: tried.verdict.code } },
        t(index ? "deal-review.then-tried" : "deal-review.first-tried", {
          card: tried.label,
          verdict: tried.verdict.text,
        }),
      ),
    );
  }

  function drawTricks() {
    // Redrawn as answers arrive: a focused "Replay from here" keeps the focus.
    const active = /** @type {HTMLElement | null} */ (document.activeElement);
    const focused = active && trickList.contains(active) ? active.dataset.trick : null;
    trickList.replaceChildren(...analysis.review.tricks.map(trickItem));
    if (focused) trickList.querySelector(`button[data-trick="${focused}"]`)?.focus({ preventScroll: true });
  }

  function drawSummary() {
    const review = analysis.review;
    const role =
      review.learner_role === "ombre"
        ? t("deal-review.you-were-ombre")
        : t("deal-review.was-ombre-you-defended", { ombre: name(review.ombre) });
    const game = !review.contract
      ? ""
      : review.trump
        ? t("deal-review.game-trumps", { contract: review.contract, trump: suitName(review.trump) || review.trump })
        : t("deal-review.game", { contract: review.contract });
    summary.textContent = t("deal-review.deal-ended", {
      role,
      game,
      result: review.final ? review.final.words : review.result,
    });
    opening.replaceChildren(
      ...review.opening.map((/** @type {any} */ note) =>
        el("li", { dataset: { topic: note.topic, sound: String(note.sound) }, textContent: note.text }),
      ),
    );
    opening.hidden = !review.opening.length;
  }

  function drawProgress(state) {
    const done = analysis.answered();
    const total = analysis.total;
    progressBar.max = Math.max(1, total);
    progressBar.value = done;
    progressBar.hidden = state !== "running";
    cancelButton.hidden = state !== "running";
    resumeButton.hidden = state !== "cancelled";
    element.dataset.analysis = state;
    if (state === "running")
      progressText.textContent = t("deal-review.analysing-play-position", { number: Math.min(done + 1, total), total });
    else if (state === "cancelled")
      progressText.textContent = t("deal-review.analysis-stopped-positions-analysed", { done, total });
    else {
      const unproven = analysis.unproven();
      progressText.textContent = unproven
        ? tn("deal-review.analysis-done-unproven", unproven)
        : t("deal-review.analysis-done-every-position");
    }
  }

  function redraw() {
    drawChart(chartBox, analysis, runs.count);
    drawExpectation(expectBox, analysis.expectations(ended), analysis.review.tricks.length, runs.count);
    drawTricks();
  }

  async function analyse() {
    const current = runs.start();
    ended = false;
    drawProgress("running");
    for (const budget of PASSES) {
      for (const { position, index } of analysis.pending(budget)) {
        if (!current() || signal.aborted) return;
        drawProgress("running");
        let answer;
        try {
          const tried = firstTries[position.notation];
          answer = await engine.call(
            "review.position",
            {
              notation: position.notation,
              action: position.action,
              seat,
              seconds: budget,
              fair: true,
              ...(tried ? { tried } : {}),
            },
            { timeoutMs: 30_000 + budget * 1000 },
          );
        } catch (error) {
          if (!current()) return;
          progressText.textContent = t("deal-review.analysis-stopped", { message: error.message });
          element.dataset.analysis = "failed";
          cancelButton.hidden = true;
          return;
        }
        if (!current()) return;
        analysis.record(index, budget, answer);
        redraw();
      }
    }
    ended = true;
    redraw();
    drawProgress("done");
    retryButton.hidden = !analysis.clearMistakes().length;
  }

  async function show(notation, learner, { replay = false, tries = {} } = {}) {
    const current = runs.start();
    retry.stop();
    showReview(true);
    retryButton.hidden = true;
    seat = learner;
    replayable = replay;
    firstTries = tries;
    element.hidden = false;
    summary.textContent = "";
    opening.replaceChildren();
    opening.hidden = true;
    cancelButton.hidden = true;
    resumeButton.hidden = true;
    progressBar.hidden = true;
    delete element.dataset.analysis;
    trickList.replaceChildren();
    chartBox.replaceChildren();
    expectBox.replaceChildren();
    progressText.textContent = t("deal-review.reading-deal");
    let review;
    try {
      review = await engine.call("review.deal", { notation, seat });
    } catch (error) {
      if (current()) progressText.textContent = t("deal-review.review-could-not-be", { message: error.message });
      return;
    }
    if (!current()) return;
    analysis = createAnalysis(review);
    element.dataset.tricks = String(review.tricks.length);
    drawSummary();
    if (!review.tricks.length) {
      progressText.textContent = t("deal-review.no-trick-was-played");
      cancelButton.hidden = true;
      progressBar.hidden = true;
      return;
    }
    redraw();
    heading.focus({ preventScroll: false });
    analyse();
  }

  function hide() {
    runs.cancel();
    retry.stop();
    element.hidden = true;
    analysis = null;
  }

  retryButton.addEventListener("click", () => {
    if (!analysis) return;
    const mistakes = analysis.clearMistakes();
    showReview(false);
    retry.start(seat, mistakes);
  });
  cancelButton.addEventListener("click", () => {
    if (!analysis) return;
    runs.cancel(); // the question in the worker finishes within its budget; nothing more is asked
    ended = true;
    redraw();
    drawProgress("cancelled");
    resumeButton.focus();
  });
  resumeButton.addEventListener("click", () => {
    cancelButton.hidden = false;
    analyse();
    cancelButton.focus();
  });
  trickList.addEventListener("click", (event) => {
    const button = event.target instanceof Element && event.target.closest("button.ombre-deal-review__replay");
    if (!button) return;
    const trick = Number(button.dataset.trick);
    hide();
    onReplay(trick);
  });
  signal.addEventListener("abort", () => runs.cancel());

  return { element, show, hide };
}
