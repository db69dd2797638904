// @ts-check
// The charts of a deal's review (deal-review.js): the best outcome the ombre could still reach
// after each trick, as an SVG (role=img, with a title and a description that says the whole
// line in words) and a visually hidden table. Where the line drops, the ombre's side lost
// ground; the learner's own slips are marked inside their trick. And drawExpectation: the chips
// the learner's side could expect at each of the learner's cards, on what the learner could see.
import { t, tn } from "./i18n.js";
import { el } from "./game-ui.js";

const SVG = "http://www.w3.org/2000/svg";
const BEST_TITLE = t("deal-review-chart.best-outcome-ombre-could");
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

function pointText(point) {
  if (!point.answered) return t("deal-review-chart.not-analysed-yet");
  return point.value ? point.value.words : t("deal-review-chart.not-proven-time-allowed");
}

function afterText(after) {
  return after === 0 ? t("deal-review-chart.at-first-lead") : t("deal-review-chart.after-trick", { after });
}

/** A chart's SVG, named by its title and described by `description` (ids: `kind` and `id`). */
function frame(kind, id, title, description) {
  const { width, height } = CHART;
  const titleId = `ombre-deal-review-${kind}title-${id}`;
  const descId = `ombre-deal-review-${kind}desc-${id}`;
  return svg(
    "svg",
    {
      viewBox: `0 0 ${width} ${height}`,
      role: "img",
      class: "ombre-deal-review__svg",
      "aria-labelledby": `${titleId} ${descId}`,
    },
    svg("title", { id: titleId }, title),
    svg("desc", { id: descId }, description),
  );
}

/** A level across the chart at height `at`, labelled on the left. */
function gridLine(graphic, at, label) {
  const { width, left, right } = CHART;
  graphic.append(
    svg("line", { x1: left, x2: width - right, y1: at, y2: at, class: "ombre-deal-review__grid" }),
    svg("text", { x: left - 8, y: at + 4, "text-anchor": "end", class: "ombre-deal-review__label" }, label),
  );
}

/** The labels under the chart ([x, label] each) and the axis's name. */
function xAxis(graphic, ticks, name) {
  const { width, height, left, right, bottom } = CHART;
  for (const [at, label] of ticks) {
    graphic.append(
      svg(
        "text",
        { x: at, y: height - bottom + 18, "text-anchor": "middle", class: "ombre-deal-review__label" },
        label,
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
      name,
    ),
  );
}

/**
 * The chart said as a visually hidden table: a row of [when, what] under two column heads. The
 * table sits in a visually hidden box: a table grows to its content whatever its width, and a
 * wide one would widen a phone's page. Its class keeps it from the theme's style for tables
 * without one (a scrolling box).
 */
function hiddenTable(caption, what, rows) {
  const table = el(
    "table",
    { className: "ombre-deal-review__points" },
    el("caption", { textContent: caption }),
    el(
      "thead",
      {},
      el(
        "tr",
        {},
        el("th", { scope: "col", textContent: t("deal-review-chart.when") }),
        el("th", { scope: "col", textContent: what }),
      ),
    ),
    el(
      "tbody",
      {},
      ...rows.map(([when, text]) =>
        el("tr", {}, el("th", { scope: "row", textContent: when }), el("td", { textContent: text })),
      ),
    ),
  );
  return el("div", { className: "ombre-sr-only" }, table);
}

/**
 * Draw the chart of an analysis into its figure (emptied while no trick has a point); `id` makes
 * the SVG's title and description ids unique to this drawing.
 * @param {HTMLElement} chartBox the review's <figure>
 * @param {ReturnType<typeof import("./deal-review-analysis.js").createAnalysis>} analysis
 * @param {number} id
 */
export function drawChart(chartBox, analysis, id) {
  const list = analysis.points();
  if (!list.length) {
    chartBox.replaceChildren();
    return;
  }
  const { width, height, left, right, top, bottom } = CHART;
  const first = list[0].after;
  const last = list[list.length - 1].after;
  const span = Math.max(1, last - first);
  const levels = analysis.rows();
  const count = levels.length;
  const x = (after) => left + ((after - first) / span) * (width - left - right);
  const y = (row) => {
    const index = levels.findIndex((level) => level.level === row.level);
    return top + (count - 1 - index) * ((height - top - bottom) / Math.max(1, count - 1));
  };
  const slips = analysis.mistakes();
  const known = list.filter((point) => point.value);
  const changes = [];
  for (let i = 1; i < known.length; i += 1) {
    const before = known[i - 1].value;
    const now = known[i].value;
    if (now.level !== before.level) changes.push({ point: known[i], before, now, drop: now.level < before.level });
  }
  const sentences = list.map((point) => `${afterText(point.after)}: ${pointText(point)}`);
  const turns = changes.map(({ point, before, now, drop }) =>
    t(drop ? "deal-review-chart.line-drops" : "deal-review-chart.line-rises", {
      after: point.after,
      before: before.words,
      now: now.words,
    }),
  );
  const slipText = slips
    .map((slip) =>
      t("deal-review-chart.your-play-trick-took", { trick: slip.trick, before: slip.from.words, after: slip.to.words }),
    )
    .join("");
  const description = `${sentences.join("; ")}.${turns.length ? turns.join("") : t("deal-review-chart.line-stays-level")}${slipText}`;
  const graphic = frame("", id, BEST_TITLE, description);
  for (const row of levels) gridLine(graphic, y(row), capital(row.label));
  xAxis(
    graphic,
    list.map((point) => [x(point.after), String(point.after)]),
    t("deal-review-chart.tricks-played"),
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
  const table = hiddenTable(
    BEST_TITLE,
    t("deal-review-chart.best-for-ombre"),
    list.map((point) => [afterText(point.after), pointText(point)]),
  );
  const caption = el("figcaption", {
    textContent: t("deal-review-chart.with-all-cards-view"),
  });
  chartBox.replaceChildren(caption, graphic, table);
  chartBox.dataset.changes = String(changes.length);
  chartBox.dataset.slips = String(slips.length);
}

/** Chips as the expectation chart says them: "+17", "−25", "0". */
function chips(value) {
  const whole = Math.round(value);
  if (whole > 0) return `+${whole}`;
  return whole < 0 ? `\u2212${-whole}` : "0";
}

const EXPECT_TITLE = t("deal-review-chart.what-your-side-could");

/**
 * Draw what the learner's side could expect at each weighed decision into its figure (emptied
 * while none is weighed): the best bet's expected chips as a line, the card played as a cross
 * where it was a clear mistake; an SVG with a description, and a visually hidden table.
 * @param {HTMLElement} box the review's expectation <figure>
 * @param {{trick: number, best: number, mine: number, mistake: boolean}[]} list
 * @param {number} tricks how many tricks the deal had
 * @param {number} id
 */
export function drawExpectation(box, list, tricks, id) {
  if (!list.length) {
    box.replaceChildren();
    return;
  }
  const { width, height, left, right, top, bottom } = CHART;
  const values = [0, ...list.flatMap((point) => [point.best, point.mine])];
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const range = Math.max(1, high - low);
  const x = (trick) => left + ((trick - 1) / Math.max(1, tricks - 1)) * (width - left - right);
  const y = (value) => top + ((high - value) / range) * (height - top - bottom);
  const rows = list.map((point) => {
    const mine = point.mistake ? t("deal-review-chart.with-your-card", { chips: chips(point.mine) }) : "";
    return {
      point,
      when: t("deal-review-chart.trick", { trick: point.trick }),
      text: t("deal-review-chart.about-chips", { chips: chips(point.best), mine }),
    };
  });
  const mistakes = list.filter((point) => point.mistake).length;
  const description = `${rows.map((row) => `${row.when}: ${row.text}`).join("; ")}.${
    mistakes ? tn("deal-review-chart.fell-short", mistakes) : ""
  }`;
  const graphic = frame("expect-", id, EXPECT_TITLE, description);
  for (const value of new Set([low, 0, high].map(Math.round))) gridLine(graphic, y(value), chips(value));
  const ticks = Array.from({ length: tricks }, (_, index) => [x(index + 1), String(index + 1)]);
  xAxis(graphic, ticks, t("deal-review-chart.trick-your-card"));
  // The line joins the expectations of neighbouring tricks; a trick not weighed leaves a gap.
  for (let i = 1; i < list.length; i += 1) {
    const [a, b] = [list[i - 1], list[i]];
    if (b.trick !== a.trick + 1) continue;
    graphic.append(
      svg("line", { x1: x(a.trick), y1: y(a.best), x2: x(b.trick), y2: y(b.best), class: "ombre-deal-review__line" }),
    );
  }
  for (const point of list) {
    graphic.append(svg("circle", { cx: x(point.trick), cy: y(point.best), r: 4.5, class: "ombre-deal-review__point" }));
    if (point.mistake) {
      graphic.append(
        svg(
          "text",
          { x: x(point.trick), y: y(point.mine) + 5, "text-anchor": "middle", class: "ombre-deal-review__slip-mark" },
          "✘",
        ),
      );
    }
  }
  const table = hiddenTable(
    EXPECT_TITLE,
    t("deal-review-chart.chips-your-side-could"),
    rows.map((row) => [row.when, row.text]),
  );
  box.replaceChildren(el("figcaption", { textContent: EXPECT_TITLE }), graphic, table);
  box.dataset.points = String(list.length);
  box.dataset.mistakes = String(mistakes);
}
