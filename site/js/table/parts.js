// @ts-check
// The table's parts, built once: the felt with the other seats and the trick, the learner's
// hand and options, the buttons, the settings, the result and the log. The guide's panel is
// guide-panel.js's.
import { el, makeButton } from "../game-ui.js";
import { DEFAULT_PACE, PACES, STRENGTHS } from "./settings.js";

/** @typedef {ReturnType<typeof buildParts>} TableParts */

/** The tables built on this page, so each table's radio buttons have a name of their own. */
let tablesBuilt = 0;

/**
 * Build the table's parts into `box` (the widget's .ombre-table), in the page's order.
 * @param {HTMLElement} box
 * @param {import("./settings.js").TableSettings} settings
 */
export function buildParts(box, settings) {
  const loading = el(
    "p",
    { className: "ombre-table__loading", role: "status" },
    el("span", { className: "ombre-table__spinner", "aria-hidden": "true" }),
    el("span", { textContent: "Loading the game engine… The table comes to life when it is ready." }),
  );
  const score = el("table", { className: "ombre-table__score" });
  const scoreWrap = el("div", { className: "ombre-scroll", tabIndex: 0, role: "region", "aria-label": "Score" }, score);
  const others = el("div", { className: "ombre-table__others" });
  const contract = el("p", { className: "ombre-table__contract" });
  const trickBox = el("div", { className: "ombre-table__trick", role: "group", "aria-label": "The trick" });
  const why = el("p", { className: "ombre-table__why" });
  // Which bot is thinking (a strong bot weighs its card for a second or so).
  const thinking = el("p", { className: "ombre-table__thinking", role: "status", "aria-live": "polite" });
  const nextTrick = makeButton("Next trick", "md-button md-button--primary ombre-table__next-trick", { hidden: true });
  const centre = el("div", { className: "ombre-table__centre" }, contract, trickBox, thinking, why, nextTrick);
  const felt = el("div", { className: "ombre-table__felt" }, others, centre);
  const strip = el("ol", { className: "ombre-table__strip", "aria-label": "Tricks played" });
  const youHeading = el("h3", { className: "ombre-table__you" });
  const hand = el("div", { className: "ombre-table__hand", role: "group", "aria-label": "Your hand" });
  const prompt = el("p", { className: "ombre-table__prompt" });
  const actions = el("div", { className: "ombre-table__actions", role: "group", "aria-label": "Your options" });
  const message = el("p", { className: "ombre-table__message", role: "alert" });
  const hintButton = makeButton("What would a strong player do?", "md-button ombre-table__hint-button");
  const showCardButton = makeButton("Show the card", "md-button ombre-table__show-card", { hidden: true });
  const undoButton = makeButton("Undo", "md-button ombre-table__undo", { hidden: true });
  const nextButton = makeButton("Next deal", "md-button md-button--primary ombre-table__next", { hidden: true });
  const resetButton = makeButton("Start a new game", "md-button ombre-table__reset");
  const buttons = el(
    "p",
    { className: "ombre-table__buttons" },
    hintButton,
    " ",
    showCardButton,
    " ",
    undoButton,
    " ",
    nextButton,
    " ",
    resetButton,
  );
  const confirmText = el("p", { className: "ombre-table__confirm-text" });
  const confirmYes = makeButton("Yes, start a new game", "md-button md-button--primary");
  const confirmNo = makeButton("Keep playing", "md-button");
  const confirmBox = el(
    "div",
    { className: "ombre-table__confirm", role: "group", "aria-label": "Start a new game?", hidden: true },
    confirmText,
    confirmYes,
    " ",
    confirmNo,
  );
  const hintBox = el("p", { className: "ombre-table__hint", role: "status" });
  const autoBox = el("input", { type: "checkbox", checked: settings.autoAdvance });
  const practiceBox = el("input", { type: "checkbox", checked: settings.practice });
  const rulesSelect = el("select", { className: "ombre-table__rules", disabled: true });
  const paceSelect = el(
    "select",
    { className: "ombre-table__pace", disabled: true },
    ...Object.entries(PACES).map(([value, pace]) =>
      el("option", { value, textContent: value === DEFAULT_PACE ? `${pace.label} (default)` : pace.label }),
    ),
  );
  paceSelect.value = settings.pace;
  tablesBuilt += 1;
  const botsRadios = Object.keys(STRENGTHS).map((value) =>
    el("input", { type: "radio", name: `ombre-table-bots-${tablesBuilt}`, value, checked: value === settings.bots }),
  );
  const botsBox = el(
    "fieldset",
    { className: "ombre-table__bots" },
    el("legend", { textContent: "Bots" }),
    ...botsRadios.map((radio) =>
      el("label", { className: "ombre-choice" }, radio, ` ${STRENGTHS[/** @type {keyof STRENGTHS} */ (radio.value)]}`),
    ),
    el("span", {
      className: "ombre-table__bots-note",
      textContent:
        "Strong bots choose each card by weighing the hands they cannot see, as a strong player does, and take a moment to think; they bid as Beginners do.",
    }),
  );
  const settingsBox = el(
    "fieldset",
    { className: "ombre-table__settings" },
    el("legend", { textContent: "Table settings" }),
    el("label", { className: "ombre-choice" }, autoBox, " Go on by itself after each trick"),
    " ",
    el("label", { className: "ombre-choice" }, practiceBox, " Practice mode: Undo takes back your last decision"),
    " ",
    el("label", { className: "ombre-table__pace-label" }, "Pace of the other players: ", paceSelect),
    " ",
    botsBox,
    el("label", { className: "ombre-table__rules-label" }, "Rules for the next deal: ", rulesSelect),
  );
  const result = el("div", { className: "ombre-table__result" });
  const logList = el("ol", { className: "ombre-table__log" });
  const logBox = el(
    "details",
    { className: "ombre-table__history" },
    el("summary", { textContent: "Everything so far, explained" }),
    logList,
  );
  // What just happened, in the engine's words: shown under the trick and read by screen readers.
  const live = el("p", { className: "ombre-table__live", "aria-live": "polite" });
  // The saved game: a move that could not be saved, and another tab's game.
  const saveNote = el("p", { className: "ombre-table__save-note", role: "status", hidden: true });
  const otherTabText = el("p", { className: "ombre-table__other-tab-text" });
  const keepHereButton = makeButton("Keep this game here", "md-button md-button--primary");
  const loadOtherButton = makeButton("Load the other tab's game", "md-button");
  const otherTabBox = el(
    "div",
    { className: "ombre-table__other-tab", role: "group", "aria-label": "This game in another tab", hidden: true },
    otherTabText,
    keepHereButton,
    " ",
    loadOtherButton,
  );
  box.append(
    loading,
    scoreWrap,
    felt,
    live,
    youHeading,
    hand,
    prompt,
    actions,
    message,
    saveNote,
    otherTabBox,
    strip,
    buttons,
    confirmBox,
    hintBox,
    settingsBox,
    result,
    logBox,
  );
  return {
    box,
    loading,
    score,
    scoreWrap,
    /** @type {HTMLElement[]} */
    seatBoxes: [],
    others,
    contract,
    trickBox,
    why,
    thinking,
    nextTrick,
    felt,
    strip,
    youHeading,
    hand,
    prompt,
    actions,
    message,
    hintButton,
    showCardButton,
    undoButton,
    nextButton,
    resetButton,
    buttons,
    confirmText,
    confirmYes,
    confirmNo,
    confirmBox,
    hintBox,
    autoBox,
    practiceBox,
    rulesSelect,
    paceSelect,
    botsRadios,
    botsBox,
    settingsBox,
    result,
    logList,
    live,
    saveNote,
    otherTabText,
    keepHereButton,
    loadOtherButton,
    otherTabBox,
  };
}
