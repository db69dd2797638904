// @ts-check
// Widget "table": a game table in the browser, the learner at seat 0 at the bottom, the other
// seats counterclockwise from the right across the top to the left. Two modes, each a
// controller over the same state and view (site/js/table/):
// - free play (free-play.js): whole sessions against the engine's bots, saved in this browser,
//   the deal in the address, any rule set the engine lists;
// - guided deals (data-mode="guided", guided.js): scripted deals with the guide's comments;
// - the daily deal (data-mode="daily", daily.js): free play with one fixed deal, the day's.
// Every rule, and every word about a step, is the engine's; the table draws and asks.
// Each mode's modules load only on a page that has it.

/**
 * Bind the table in `element` (widgets.js calls this on each page, with the widget's context).
 * @param {HTMLElement} element
 * @param {{engine: any, onEngine: (listener: (state: string) => void) => void, signal: AbortSignal, randomSeed: () => number}} context
 */
export default async function bind(element, context) {
  if (element.querySelector(".ombre-table__script")) {
    const { bindGuided } = await import("../table/guided.js");
    if (!context.signal.aborted) bindGuided(element, context);
  } else if (element.querySelector('.ombre-table[data-mode="daily"]')) {
    const { bindDaily } = await import("../table/daily.js");
    if (!context.signal.aborted) bindDaily(element, context);
  } else {
    const { bindFreePlay } = await import("../table/free-play.js");
    if (!context.signal.aborted) bindFreePlay(element, context);
  }
}
