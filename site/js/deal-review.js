// The review of a finished deal at the table (api "review.deal", "review.position"): every trick
// with its cards, its winner and the engine's reason; the solver's verdict on each of the
// learner's decisions ("Kept the sacada", "This turned a sacada into a puesta. ..."); and a chart of the best
// outcome the ombre could still reach after each trick, as an SVG (role=img, with a title and a
// description) and a visually hidden table. Where the line drops, the ombre's side lost ground.
// The analysis asks the worker one small question per position, each within a time budget, so
// the page's other widgets get their answers between them; a progress bar and Cancel show while
// it runs, and a first pass with a short budget is followed by a longer one for the positions
// not yet proven. What the budget does not prove is shown as "not proven", never guessed.
// Every outcome word and verdict comes from the engine; this module draws and asks.
import { cardElement } from "./cards.js";
import { el, makeButton } from "./game-ui.js";

const SVG = "http://www.w3.org/2000/svg";
const PASSES = [1.5, 6]; // seconds per position: a quick pass, then a patient one
const CHART = { width: 360, height: 150, left: 64, right: 12, top: 14, bottom: 34 };

function svg(tag, attributes = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  node.append(...children);
  return node;
}

function capital(text) {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

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
    textContent: "Review of this deal",
  });
  const summary = el("p", { className: "ombre-deal-review__summary" });
  const progressBar = el("progress", {
    className: "ombre-deal-review__bar",
    max: 1,
    value: 0,
    "aria-label": "Analysis progress",
  });
  const progressText = el("span", { className: "ombre-deal-review__progress-text" });
  const cancelButton = makeButton("Cancel", "md-button ombre-deal-review__cancel", { hidden: true });
  const resumeButton = makeButton("Analyse the rest", "md-button ombre-deal-review__resume", { hidden: true });
  const status = el("p", { className: "ombre-deal-review__status", role: "status" }, progressText);
  const progress = el(
    "div",
    { className: "ombre-deal-review__progress" },
    progressBar,
    status,
    cancelButton,
    resumeButton,
  );
  const chartBox = el("figure", { className: "ombre-deal-review__chart" });
  const trickList = el("ol", { className: "ombre-deal-review__tricks", "aria-label": "The tricks, reviewed" });
  const element = el(
    "section",
    { className: "ombre-deal-review", role: "region", "aria-label": "Review of this deal", hidden: true },
    heading,
    summary,
    progress,
    chartBox,
    trickList,
  );

  let review = null; // the engine's review.deal result
  let answers = []; // per position: the engine's review.position result, or null
  const tries = []; // per position: the budget already tried
  let run = 0; // bumped by show(), hide() and Cancel: an older analysis stops at its next step
  let seat = 0;
  let replayable = false;
  let firstTries = {}; // position notation → the learner's first tries there

  /** The chart's points: tricks done → the level reached (null: not proven, undefined: not yet). */
  function points() {
    const result = [];
    review.positions.forEach((position, index) => {
      if (!position.trick_start) return;
      const answer = answers[index];
      let value;
      if (position.action === null && review.final) value = review.final;
      else if (answer) value = answer.value;
      result.push({
        after: position.tricks_done,
        value,
        answered: Boolean(answer) || (position.action === null && review.final),
      });
    });
    return result;
  }

  /** The chart's rows, worst first: the engine's (codille to sacada and the deal's end), and any
   * other outcome an answer reached (a stop, a vole, a failed vole). */
  function rows() {
    const seen = new Map(review.levels.map((row) => [row.level, row]));
    for (const answer of answers) {
      for (const row of [answer?.value, answer?.played]) if (row) seen.set(row.level, row);
    }
    return [...seen.values()].sort((a, b) => a.level - b.level);
  }

  /** The learner's decisions that lost ground within a trick: from the position's best to the
   * outcome after the learner's choice. */
  function mistakes() {
    const found = [];
    for (const trick of review.tricks) {
      for (const index of trick.decisions) {
        const position = review.decisions[index].position;
        const answer = position === null ? null : answers[position];
        if (answer?.verdict?.code === "lost" && answer.value && answer.played) {
          found.push({ trick: trick.number, from: answer.value, to: answer.played });
        }
      }
    }
    return found;
  }

  function pointText(point) {
    if (!point.answered) return "not analysed yet";
    return point.value ? point.value.words : "not proven in the time allowed";
  }

  function afterText(after) {
    return after === 0 ? "At the first lead" : `After trick ${after}`;
  }

  function drawChart() {
    const list = points();
    if (!list.length) {
      chartBox.replaceChildren();
      return;
    }
    const { width, height, left, right, top, bottom } = CHART;
    const first = list[0].after;
    const last = list[list.length - 1].after;
    const span = Math.max(1, last - first);
    const levels = rows();
    const count = levels.length;
    const x = (after) => left + ((after - first) / span) * (width - left - right);
    const y = (row) => {
      const index = levels.findIndex((level) => level.level === row.level);
      return top + (count - 1 - index) * ((height - top - bottom) / Math.max(1, count - 1));
    };
    const slips = mistakes();
    const known = list.filter((point) => point.value);
    const changes = [];
    for (let i = 1; i < known.length; i += 1) {
      const before = known[i - 1].value;
      const now = known[i].value;
      if (now.level !== before.level) changes.push({ point: known[i], before, now, drop: now.level < before.level });
    }
    const sentences = list.map((point) => `${afterText(point.after)}: ${pointText(point)}`);
    const turns = changes.map(
      ({ point, before, now, drop }) =>
        ` After trick ${point.after} the line ${drop ? "drops" : "rises"} from ${before.words} to ${now.words}.`,
    );
    const slipText = slips
      .map((slip) => ` Your play in trick ${slip.trick} took it from ${slip.from.words} to ${slip.to.words}.`)
      .join("");
    const description = `${sentences.join("; ")}.${turns.length ? turns.join("") : " The line stays level."}${slipText}`;
    const titleId = `ombre-deal-review-title-${run}`;
    const descId = `ombre-deal-review-desc-${run}`;
    const graphic = svg(
      "svg",
      {
        viewBox: `0 0 ${width} ${height}`,
        role: "img",
        class: "ombre-deal-review__svg",
        "aria-labelledby": `${titleId} ${descId}`,
      },
      svg("title", { id: titleId }, "The best outcome the ombre could still reach, after each trick"),
      svg("desc", { id: descId }, description),
    );
    for (const row of levels) {
      graphic.append(
        svg("line", { x1: left, x2: width - right, y1: y(row), y2: y(row), class: "ombre-deal-review__grid" }),
        svg(
          "text",
          { x: left - 8, y: y(row) + 4, "text-anchor": "end", class: "ombre-deal-review__label" },
          capital(row.label),
        ),
      );
    }
    for (const point of list) {
      graphic.append(
        svg(
          "text",
          { x: x(point.after), y: height - bottom + 18, "text-anchor": "middle", class: "ombre-deal-review__label" },
          String(point.after),
        ),
      );
    }
    graphic.append(
      svg(
        "text",
        {
          x: left + (width - left - right) / 2,
          y: height - 2,
          "text-anchor": "middle",
          class: "ombre-deal-review__axis",
        },
        "Tricks played",
      ),
    );
    // The line joins neighbouring proven points; a point not proven leaves a gap.
    for (let i = 1; i < list.length; i += 1) {
      const [a, b] = [list[i - 1], list[i]];
      if (!a.value || !b.value) continue;
      const drop = b.value.level < a.value.level;
      const rise = b.value.level > a.value.level;
      graphic.append(
        svg("line", {
          x1: x(a.after),
          y1: y(a.value),
          x2: x(b.after),
          y2: y(b.value),
          class: `ombre-deal-review__line${drop ? " is-drop" : ""}${rise ? " is-rise" : ""}`,
        }),
      );
    }
    for (const point of list) {
      if (point.value) {
        graphic.append(
          svg("circle", { cx: x(point.after), cy: y(point.value), r: 4.5, class: "ombre-deal-review__point" }),
        );
      } else if (point.answered) {
        graphic.append(
          svg(
            "text",
            { x: x(point.after), y: top + 4, "text-anchor": "middle", class: "ombre-deal-review__unknown" },
            "?",
          ),
        );
      }
    }
    // The learner's own slips, inside their trick: an arrow from the best to what was left.
    for (const slip of slips) {
      const at = x(slip.trick - 0.5);
      graphic.append(
        svg("line", { x1: at, x2: at, y1: y(slip.from), y2: y(slip.to), class: "ombre-deal-review__slip" }),
        svg("text", { x: at + 4, y: (y(slip.from) + y(slip.to)) / 2 + 5, class: "ombre-deal-review__slip-mark" }, "✘"),
      );
    }
    const table = el(
      "table",
      { className: "ombre-sr-only" },
      el("caption", { textContent: "The best outcome the ombre could still reach, after each trick" }),
      el(
        "thead",
        {},
        el(
          "tr",
          {},
          el("th", { scope: "col", textContent: "When" }),
          el("th", { scope: "col", textContent: "Best for the ombre" }),
        ),
      ),
      el(
        "tbody",
        {},
        ...list.map((point) =>
          el(
            "tr",
            {},
            el("th", { scope: "row", textContent: afterText(point.after) }),
            el("td", { textContent: pointText(point) }),
          ),
        ),
      ),
    );
    chartBox.replaceChildren(graphic, table);
    chartBox.dataset.changes = String(changes.length);
    chartBox.dataset.slips = String(slips.length);
  }

  function trickItem(trick) {
    const cards = el(
      "div",
      { className: "ombre-deal-review__cards" },
      ...trick.cards.map((played) =>
        el(
          "figure",
          { className: "ombre-table__played", dataset: { seat: String(played.seat) } },
          (() => {
            const card = cardElement(played.card, { size: "sm" });
            if (played.seat === trick.winner) card.classList.add("is-winner");
            return card;
          })(),
          el("figcaption", { textContent: name(played.seat) }),
        ),
      ),
    );
    const verdicts = el("ul", { className: "ombre-deal-review__verdicts" });
    for (const index of trick.decisions) {
      const decision = review.decisions[index];
      const answer = decision.position === null ? undefined : answers[decision.position];
      let code = "pending";
      let text = "Not analysed yet.";
      if (decision.position === null) {
        code = "none";
        text = "The solver does not judge a surrender.";
      } else if (answer) {
        code = answer.verdict.code;
        text = answer.verdict.text;
      }
      verdicts.append(
        el(
          "li",
          { dataset: { verdict: code } },
          el("span", { className: "ombre-deal-review__mark", "aria-hidden": "true" }),
          el("strong", { textContent: `${decision.label}: ` }),
          el("span", { textContent: text }),
          ...slipsTried(answer),
        ),
      );
    }
    const item = el(
      "li",
      { className: "ombre-deal-review__trick", dataset: { trick: String(trick.number) } },
      el("h4", { className: "ombre-deal-review__trick-heading", textContent: `Trick ${trick.number}` }),
      cards,
      el("p", { className: "ombre-deal-review__why", textContent: `Won by ${name(trick.winner)}: ${trick.why}.` }),
      verdicts,
    );
    const change = changeAfter(trick.number);
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
            "Replay from here",
            el("span", { className: "ombre-sr-only", textContent: ` (trick ${trick.number})` }),
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
        ` ${index ? "Then tried" : "First tried"} ${tried.label}: ${tried.verdict.text}`,
      ),
    );
  }

  /** How the ombre's best changed over trick `number`, when both ends are proven. */
  function changeAfter(number) {
    const list = points();
    const now = list.find((point) => point.after === number);
    const before = list.find((point) => point.after === number - 1);
    if (!now?.value || !before?.value || now.value.level === before.value.level) return null;
    const drop = now.value.level < before.value.level;
    const cards = changedBy(number, before.value, now.value);
    const whose = cards ? `, through ${cards}` : "";
    return {
      drop,
      text: `After this trick the best the ombre could reach ${drop ? "fell" : "rose"} from ${before.value.words} to ${now.value.words}${whose}.`,
    };
  }

  /** Whose card in trick `number` changed the best outcome, from the engine's values before and
   * after the learner's card: "your card", "Anna's card", "Anna's or Bo's card"; null if unknown. */
  function changedBy(number, start, end) {
    const trick = review.tricks.find((item) => item.number === number);
    const mine = trick?.decisions
      .map((index) => review.decisions[index])
      .find((decision) => decision.position !== null && decision.action.startsWith("play "));
    const answer = mine ? answers[mine.position] : null;
    if (!answer?.value || !answer.played) return null;
    const at = trick.cards.findIndex((card) => card.seat === review.learner);
    const seats = [
      ...(answer.value.level !== start.level ? trick.cards.slice(0, at) : []),
      ...(answer.played.level !== answer.value.level ? [trick.cards[at]] : []),
      ...(end.level !== answer.played.level ? trick.cards.slice(at + 1) : []),
    ].map((card) => card.seat);
    if (!seats.length) return null;
    const owners = seats.map((owner) => (owner === review.learner ? "your" : `${name(owner)}'s`));
    return `${owners.join(" or ")} card`;
  }

  function drawTricks() {
    // Redrawn as answers arrive: a focused "Replay from here" keeps the focus.
    const focused = trickList.contains(document.activeElement) ? document.activeElement.dataset.trick : null;
    trickList.replaceChildren(...review.tricks.map(trickItem));
    if (focused) trickList.querySelector(`button[data-trick="${focused}"]`)?.focus({ preventScroll: true });
  }

  function drawSummary() {
    const role =
      review.learner_role === "ombre" ? "You were the ombre" : `${name(review.ombre)} was the ombre and you defended`;
    const game = review.contract ? ` in ${review.contract}${review.trump ? `, ${review.trump} trumps` : ""}` : "";
    summary.textContent = `${role}${game}. The deal ended in ${review.final ? review.final.words : review.result}.`;
  }

  function drawProgress(state, done, total) {
    progressBar.max = Math.max(1, total);
    progressBar.value = done;
    progressBar.hidden = state !== "running";
    cancelButton.hidden = state !== "running";
    resumeButton.hidden = state !== "cancelled";
    element.dataset.analysis = state;
    if (state === "running")
      progressText.textContent = `Analysing the play: position ${Math.min(done + 1, total)} of ${total}…`;
    else if (state === "cancelled")
      progressText.textContent = `Analysis stopped: ${done} of ${total} positions analysed.`;
    else {
      const unproven = answers.filter((answer) => answer && !answer.complete).length;
      progressText.textContent = unproven
        ? `Analysis done. ${unproven === 1 ? "1 position was" : `${unproven} positions were`} not proven in the time allowed.`
        : "Analysis done: every position solved.";
    }
  }

  function redraw() {
    drawChart();
    drawTricks();
  }

  /** The positions still to ask about in this pass, in deal order. */
  function pending(budget) {
    return review.positions
      .map((position, index) => ({ position, index }))
      .filter(
        ({ position, index }) => position.action !== null && (tries[index] ?? 0) < budget && !answers[index]?.complete,
      );
  }

  async function analyse() {
    const mine = ++run;
    const total = review.positions.filter((position) => position.action !== null).length;
    const count = () => answers.filter(Boolean).length;
    drawProgress("running", count(), total);
    for (const budget of PASSES) {
      for (const { position, index } of pending(budget)) {
        if (mine !== run || signal.aborted) return;
        drawProgress("running", count(), total);
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
              ...(tried ? { tried } : {}),
            },
            { timeoutMs: 30_000 + budget * 1000 },
          );
        } catch (error) {
          if (mine !== run) return;
          progressText.textContent = `The analysis stopped: ${error.message}.`;
          element.dataset.analysis = "failed";
          cancelButton.hidden = true;
          return;
        }
        if (mine !== run) return;
        tries[index] = budget;
        answers[index] = answer;
        redraw();
      }
    }
    drawProgress("done", count(), total);
  }

  async function show(notation, learner, { replay = false, tries = {} } = {}) {
    const mine = ++run;
    seat = learner;
    replayable = replay;
    firstTries = tries;
    element.hidden = false;
    summary.textContent = "";
    cancelButton.hidden = true;
    resumeButton.hidden = true;
    progressBar.hidden = true;
    delete element.dataset.analysis;
    trickList.replaceChildren();
    chartBox.replaceChildren();
    progressText.textContent = "Reading the deal…";
    try {
      review = await engine.call("review.deal", { notation, seat });
    } catch (error) {
      if (mine === run) progressText.textContent = `The review could not be made: ${error.message}.`;
      return;
    }
    if (mine !== run) return;
    answers = review.positions.map(() => null);
    tries = review.positions.map(() => 0);
    element.dataset.tricks = String(review.tricks.length);
    drawSummary();
    if (!review.tricks.length) {
      progressText.textContent = "No trick was played in this deal, so there is nothing to review.";
      cancelButton.hidden = true;
      progressBar.hidden = true;
      return;
    }
    redraw();
    heading.focus({ preventScroll: false });
    analyse();
  }

  function hide() {
    run += 1;
    element.hidden = true;
    review = null;
  }

  cancelButton.addEventListener("click", () => {
    if (!review) return;
    run += 1; // the question in the worker finishes within its budget; nothing more is asked
    drawProgress(
      "cancelled",
      answers.filter(Boolean).length,
      review.positions.filter((position) => position.action !== null).length,
    );
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
  signal.addEventListener("abort", () => {
    run += 1;
  });

  return { element, show, hide };
}
