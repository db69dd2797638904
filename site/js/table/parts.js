// @ts-check
// The table's parts, built once: the felt with the other seats and the trick, the learner's
// hand and options, the buttons, the settings, the result and the log. The guide's panel is
// guide-panel.js's.
import { t } from "../i18n.js";
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
    el("span", { textContent: t("table-parts.loading-game-engine-table") }),
  );
  const score = el("table", { className: "ombre-table__score" });
  const scoreWrap = el(
    "div",
    { className: "ombre-scroll", tabIndex: 0, role: "region", "aria-label": t("table-parts.score") },
    score,
  );
  const others = el("div", { className: "ombre-table__others" });
  const contract = el("p", { className: "ombre-table__contract" });
  const trickBox = el("div", { className: "ombre-table__trick", role: "group", "aria-label": t("table-parts.trick") });
  const why = el("p", { className: "ombre-table__why" });
  // Which bot is thinking (a strong bot weighs its card for a second or so).
  const thinking = el("p", { className: "ombre-table__thinking", role: "status", "aria-live": "polite" });
  const nextTrick = makeButton(t("table-parts.next-trick"), "md-button md-button--primary ombre-table__next-trick", {
    hidden: true,
  });
  const centre = el("div", { className: "ombre-table__centre" }, contract, trickBox, thinking, why, nextTrick);
  const felt = el("div", { className: "ombre-table__felt" }, others, centre);
  const strip = el("ol", { className: "ombre-table__strip", "aria-label": t("table-parts.tricks-played") });
  const youHeading = el("h3", { className: "ombre-table__you" });
  const hand = el("div", { className: "ombre-table__hand", role: "group", "aria-label": t("table-parts.your-hand") });
  const prompt = el("p", { className: "ombre-table__prompt" });
  const actions = el("div", {
    className: "ombre-table__actions",
    role: "group",
    "aria-label": t("table-parts.your-options"),
  });
  const message = el("p", { className: "ombre-table__message", role: "alert" });
  const hintButton = makeButton(t("table-parts.what-would-strong-player"), "md-button ombre-table__hint-button");
  const showCardButton = makeButton(t("table-parts.show-card"), "md-button ombre-table__show-card", { hidden: true });
  const undoButton = makeButton(t("table-parts.undo"), "md-button ombre-table__undo", { hidden: true });
  const nextButton = makeButton(t("table-parts.next-deal"), "md-button md-button--primary ombre-table__next", {
    hidden: true,
  });
  const resetButton = makeButton(t("table-parts.start-new-game"), "md-button ombre-table__reset");
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
  const confirmYes = makeButton(t("table-parts.yes-start-new-game"), "md-button md-button--primary");
  const confirmNo = makeButton(t("table-parts.keep-playing"), "md-button");
  const confirmBox = el(
    "div",
    { className: "ombre-table__confirm", role: "group", "aria-label": t("table-parts.confirm-new-game"), hidden: true },
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
      el("option", {
        value,
        textContent: value === DEFAULT_PACE ? t("table-parts.default", { choice: pace.label }) : pace.label,
      }),
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
    el("legend", { textContent: t("table-parts.bots") }),
    ...botsRadios.map((radio) =>
      el("label", { className: "ombre-choice" }, radio, ` ${STRENGTHS[/** @type {keyof STRENGTHS} */ (radio.value)]}`),
    ),
    el("span", {
      className: "ombre-table__bots-note",
      textContent: t("table-parts.strong-bots-choose-each"),
    }),
  );
  const settingsBox = el(
    "fieldset",
    { className: "ombre-table__settings" },
    el("legend", { textContent: t("table-parts.table-settings") }),
    el("label", { className: "ombre-choice" }, autoBox, t("table-parts.go-by-itself-after")),
    " ",
    el("label", { className: "ombre-choice" }, practiceBox, t("table-parts.practice-mode-undo-takes")),
    " ",
    el("label", { className: "ombre-table__pace-label" }, t("table-parts.pace-other-players"), paceSelect),
    " ",
    botsBox,
    el("label", { className: "ombre-table__rules-label" }, t("table-parts.rules-for-next-deal"), rulesSelect),
  );
  const result = el("div", { className: "ombre-table__result" });
  const logList = el("ol", { className: "ombre-table__log" });
  const logBox = el(
    "details",
    { className: "ombre-table__history" },
    el("summary", { textContent: t("table-parts.everything-so-far-explained") }),
    logList,
  );
  // What just happened, in the engine's words: shown under the trick and read by screen readers.
  const live = el("p", { className: "ombre-table__live", "aria-live": "polite" });
  // The saved game: a move that could not be saved, and another tab's game.
  const saveNote = el("p", { className: "ombre-table__save-note", role: "status", hidden: true });
  const otherTabText = el("p", { className: "ombre-table__other-tab-text" });
  const keepHereButton = makeButton(t("table-parts.keep-this-game-here"), "md-button md-button--primary");
  const loadOtherButton = makeButton(t("table-parts.load-other-tab-s"), "md-button");
  const otherTabBox = el(
    "div",
    {
      className: "ombre-table__other-tab",
      role: "group",
      "aria-label": t("table-parts.this-game-another-tab"),
      hidden: true,
    },
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
