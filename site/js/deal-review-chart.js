// @ts-check
// The chart of a deal's review (deal-review.js): the best outcome the ombre could still reach
// after each trick, as an SVG (role=img, with a title and a description that says the whole
// line in words) and a visually hidden table. Where the line drops, the ombre's side lost
// ground; the learner's own slips are marked inside their trick.
import { el } from "./game-ui.js";

const SVG = "http://www.w3.org/2000/svg";
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
  if (!point.answered) return "not analysed yet";
  return point.value ? point.value.words : "not proven in the time allowed";
}

function afterText(after) {
  return after === 0 ? "At the first lead" : `After trick ${after}`;
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
  const turns = changes.map(
    ({ point, before, now, drop }) =>
      ` After trick ${point.after} the line ${drop ? "drops" : "rises"} from ${before.words} to ${now.words}.`,
  );
  const slipText = slips
    .map((slip) => ` Your play in trick ${slip.trick} took it from ${slip.from.words} to ${slip.to.words}.`)
    .join("");
  const description = `${sentences.join("; ")}.${turns.length ? turns.join("") : " The line stays level."}${slipText}`;
  const titleId = `ombre-deal-review-title-${id}`;
  const descId = `ombre-deal-review-desc-${id}`;
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
