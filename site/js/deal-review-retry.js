// @ts-check
// "Try your mistakes again" (as Lichess's "Learn from your mistakes"), after a deal's review: each
// clear mistake of the fair review in turn, as the learner saw it (the hand and the trick so far,
// api "game.view"), the answer hidden. The learner picks a card; the engine judges it over the
// review's own layouts (api "review.retry"): accepted, a nudge and another try, or after a second
// miss the solution, and the position goes into the practice queue (progress.js). Then the next
// mistake, and at the end a one-line summary. The engine judges and words; this module draws.
import { t, tn } from "./i18n.js";
import { el, handCardButton, hiddenRegion, makeButton, playedFigure } from "./game-ui.js";
import { recordMissedPosition } from "./progress.js";
import { createRunCounter } from "./run-counter.js";

/**
 * The retry panel. createRetry({engine, signal, name, onDone}) returns {element, start(seat,
 * mistakes), stop()}; mistakes are the review's clear mistakes ({notation, played, trick});
 * name(seat) is a seat's name at the table; onDone() is called by "Back to the review";
 * onSettled(mistake, firstTry), if given, once each mistake is found or solved.
 */
export function createRetry({ engine, signal, name, onDone, onSettled = undefined }) {
  const heading = el("h3", { className: "ombre-retry__heading", tabIndex: -1 });
  const trickBox = el("div", { className: "ombre-deal-review__cards ombre-retry__trick" });
  const prompt = el("p", { className: "ombre-retry__prompt" });
  const hand = el("div", {
    className: "ombre-table__hand ombre-retry__hand",
    role: "group",
    "aria-label": t("deal-review-retry.your-hand"),
  });
  const said = el("p", { className: "ombre-retry__said", role: "status" });
  const nextButton = makeButton(t("deal-review-retry.next-mistake"), "md-button ombre-retry__next", { hidden: true });
  const backButton = makeButton(t("deal-review-retry.back-review"), "md-button ombre-retry__back", { hidden: true });
  const element = hiddenRegion(
    "div",
    "ombre-retry",
    t("deal-review-retry.try-your-mistakes-again"),
    heading,
    trickBox,
    prompt,
    hand,
    said,
    nextButton,
    backButton,
  );

  const runs = createRunCounter();
  let seat = 0;
  /** @type {{notation: string, played: string, trick: number}[]} */
  let mistakes = [];
  let index = 0;
  let misses = 0; // misses at the current mistake (the card first played not counted)
  let found = 0; // mistakes the learner found a better card for
  let busy = false;

  /** The trick so far, drawn as the review draws a trick's cards. */
  function drawTrick(view) {
    trickBox.replaceChildren(
      ...view.trick.map((/** @type {{seat: number, card: string}} */ played) =>
        playedFigure(played, name(played.seat)),
      ),
    );
    if (!view.trick.length) trickBox.append(el("p", { textContent: t("deal-review-retry.you-lead-this-trick") }));
  }

  /** The hand, drawn as the table draws it: a button per card, the legal ones marked. */
  function drawHand(view) {
    hand.replaceChildren(
      ...view.hand.map((/** @type {string} */ code) => {
        const button = handCardButton(code, view.legal_cards.includes(code));
        button.disabled = button.dataset.legal !== "true";
        return button;
      }),
    );
  }

  async function showMistake() {
    const current = runs.start();
    const mistake = mistakes[index];
    misses = 0;
    nextButton.hidden = true;
    said.textContent = "";
    said.removeAttribute("data-code");
    heading.textContent = t("deal-review-retry.mistake-trick", {
      number: index + 1,
      total: mistakes.length,
      trick: mistake.trick,
    });
    prompt.textContent = t("deal-review-retry.find-better-card");
    hand.replaceChildren();
    trickBox.replaceChildren();
    let reply;
    try {
      reply = await engine.call("game.view", { notation: mistake.notation, seat });
    } catch (error) {
      if (current()) said.textContent = t("deal-review-retry.this-position-could-not", { message: error.message });
      return;
    }
    if (!current()) return;
    drawTrick(reply.view);
    drawHand(reply.view);
    heading.focus({ preventScroll: false });
  }

  function settle(accepted) {
    if (accepted) found += 1;
    for (const button of hand.querySelectorAll("button")) /** @type {HTMLButtonElement} */ (button).disabled = true;
    const last = index + 1 >= mistakes.length;
    nextButton.textContent = last ? t("deal-review-retry.see-how-you-did") : t("deal-review-retry.next-mistake");
    nextButton.hidden = false;
    nextButton.focus();
  }

  async function tryCard(code) {
    if (busy) return;
    const mistake = mistakes[index];
    const current = runs.start();
    busy = true;
    let verdict;
    try {
      verdict = await engine.call(
        "review.retry",
        { notation: mistake.notation, action: `play ${code}`, played: mistake.played, seat, last: misses >= 1 },
        { timeoutMs: 60_000 },
      );
    } catch (error) {
      if (current()) said.textContent = t("deal-review-retry.this-card-could-not", { message: error.message });
      return;
    } finally {
      busy = false;
    }
    if (!current()) return;
    said.textContent = verdict.text;
    said.dataset.code = verdict.code;
    if (verdict.code === "again") misses += 1;
    if (verdict.code === "better") {
      settle(true);
      onSettled?.(mistake, misses === 0);
    } else if (verdict.code === "solution") {
      recordMissedPosition({ notation: mistake.notation, seat, played: mistake.played });
      settle(false);
      onSettled?.(mistake, false);
    }
  }

  function finish() {
    runs.start();
    heading.textContent = t("deal-review-retry.your-mistakes-tried-again");
    trickBox.replaceChildren();
    hand.replaceChildren();
    prompt.textContent = "";
    nextButton.hidden = true;
    const total = mistakes.length;
    const left = total - found;
    said.dataset.code = "summary";
    said.textContent =
      tn("deal-review-retry.found-better", total, { found }) +
      (left ? tn("deal-review-retry.left-to-practise", left) : ".");
    backButton.hidden = false;
    heading.focus({ preventScroll: false });
  }

  /** Start with the first of `list`, the clear mistakes of `learner` (their seat). */
  function start(learner, list) {
    seat = learner;
    mistakes = list;
    index = 0;
    found = 0;
    backButton.hidden = true;
    element.hidden = false;
    showMistake();
  }

  function stop() {
    runs.cancel();
    element.hidden = true;
  }

  hand.addEventListener("click", (event) => {
    const button = event.target instanceof Element && event.target.closest("button[data-card]");
    if (button instanceof HTMLButtonElement && !button.disabled) tryCard(button.dataset.card);
  });
  nextButton.addEventListener("click", () => {
    index += 1;
    if (index < mistakes.length) showMistake();
    else finish();
  });
  backButton.addEventListener("click", () => {
    stop();
    onDone();
  });
  signal.addEventListener("abort", () => runs.cancel());

  return { element, start, stop };
}
