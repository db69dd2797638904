// @ts-check
// Drawing a puzzle's position as its player sees it (the engine's PlayerView, api
// "puzzle.views"), laid out like the game table (the table's classes: the other seats on the
// felt, the contract and the trick in the middle, the tricks played, the hand), and the page's
// panel around it. Only document.createElement, setAttribute, textContent and append (through
// exercise-dom.js make): the build draws the first puzzle with this module in Node
// (sitegen/widgets/puzzle_html.mjs), the browser every later one.
import { t } from "./i18n.js";
import { make } from "./exercise-dom.js";
import { roleWord, seatLabel, stripItems, tricksText, trickContents, trickOnFelt } from "./table/view-parts.js";

/** @typedef {import("./table/view-parts.js").CardDrawer} CardDrawer */

/** @param {string} text */
function sentence(text) {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** The contract line: "Anna plays entrada; clubs are trumps." @param {any} view */
export function contractText(view) {
  const texts = [];
  if (view.contract) {
    const who = view.names[view.ombre];
    const contract = view.contract;
    texts.push(t(view.ombre === view.seat ? "puzzle-view.you-play" : "puzzle-view.ombre-plays", { who, contract }));
  }
  if (view.trump) texts.push(t("puzzle-view.are-trumps", { trump: view.trump }));
  return texts.length ? sentence(texts.join("; ")) : "";
}

/** The other two seats, from the player's right across the top: the order the table draws.
 * @param {any} view */
function otherSeats(view) {
  const count = view.seats.length;
  return [2, 1].map((step) => (view.seat + step) % count);
}

/** @param {any} view @param {number} seat */
function seatBox(view, seat) {
  const info = view.seats[seat];
  const box = make("div", {
    class: "ombre-table__seat",
    "data-seat": seat,
    "data-role": info.role || "",
    "data-turn": String(view.current_player === seat && view.phase === "play"),
  });
  box.append(...seatLabel(view.names[seat], roleWord(info.role), info));
  return box;
}

/** The trick on the felt: the one being played, else the last one finished with its winner;
 * at the learner's lead an empty felt, unless `keepLast` (a line played out, at its end).
 * @param {any} view @param {CardDrawer} card @param {boolean} keepLast */
function trickBox(view, card, keepLast) {
  const name = (/** @type {number} */ seat) => view.names[seat];
  let felt = trickOnFelt(view, name);
  if (view.phase !== "play") {
    felt = { ...felt, shown: [], winner: null, caption: t("puzzle-view.exchange") };
  } else if (!view.trick.length && view.to_act && !(keepLast && felt.shown.length)) {
    felt = {
      ...felt,
      shown: [],
      winner: null,
      caption: t("puzzle-view.trick-you-lead", { number: view.tricks_done + 1 }),
    };
  } else if (!felt.shown.length) {
    felt = {
      ...felt,
      caption: view.phase === "play" ? t("puzzle-view.trick-number", { number: view.tricks_done + 1 }) : "",
    };
  }
  const box = make("div", {
    class: "ombre-table__trick",
    role: "group",
    "aria-label": felt.caption || t("puzzle-view.trick"),
    "data-shows": felt.winner === null ? "trick" : "finished",
  });
  box.append(...trickContents(felt, { across: otherSeats(view), own: view.seat, name, card }));
  return box;
}

/** The tricks played before, each with its winner and cards. @param {any} view @param {CardDrawer} card */
function playedTricks(view, card) {
  const details = make("details", { class: "ombre-puzzle__played" });
  details.append(make("summary", {}, t("puzzle-view.tricks-played-so-far", { count: view.tricks.length })));
  const list = make("ol", { class: "ombre-table__strip", "aria-label": t("puzzle-view.tricks-played") });
  list.append(...stripItems(view.tricks, (seat) => view.names[seat], card));
  details.append(list);
  return details;
}

/**
 * The position as the player sees it. Cards and actions are buttons, disabled until the page
 * enables them (the engine ready, the learner to answer).
 * @param {any} view the engine's PlayerView
 * @param {{card: CardDrawer, presetTitle: string, keepLast?: boolean}} options `keepLast`: a
 *   finished trick stays on the felt at the learner's lead (a line played out)
 * @returns {HTMLElement}
 */
export function puzzleBoard(view, { card, presetTitle, keepLast = false }) {
  const board = make("div", { class: "ombre-puzzle__board", "data-to-act": String(Boolean(view.to_act)) });
  board.append(make("p", { class: "ombre-puzzle__rules" }, presetTitle));
  const felt = make("div", { class: "ombre-table__felt", "data-seats": view.seats.length });
  const others = make("div", { class: "ombre-table__others" });
  for (const seat of otherSeats(view)) others.append(seatBox(view, seat));
  const centre = make("div", { class: "ombre-table__centre" });
  centre.append(make("p", { class: "ombre-table__contract" }, contractText(view)), trickBox(view, card, keepLast));
  felt.append(others, centre);
  board.append(felt);
  if (view.tricks.length) board.append(playedTricks(view, card));
  const mine = view.seats[view.seat];
  const tricks = tricksText(mine.won);
  const heading = !mine.role
    ? t("puzzle-view.your-hand", { tricks })
    : mine.role === "ombre"
      ? t("puzzle-view.your-hand-ombre", { tricks })
      : t("puzzle-view.your-hand-defending", { tricks });
  board.append(make("h3", { class: "ombre-table__you" }, heading));
  const hand = make("div", { class: "ombre-table__hand", role: "group", "aria-label": t("puzzle-view.hand") });
  for (const code of view.hand) {
    const legal = view.to_act && view.legal_cards.includes(code);
    const button = make("button", {
      type: "button",
      class: "ombre-card-button ombre-table__card",
      "data-card": code,
      "data-legal": String(legal),
      disabled: true,
    });
    button.append(card(code));
    if (legal) button.append(make("span", { class: "ombre-sr-only" }, t("puzzle-view.may-be-played")));
    hand.append(button);
  }
  board.append(hand);
  const others2 = view.to_act ? view.actions.filter((/** @type {any} */ item) => !item.action.startsWith("play ")) : [];
  if (others2.length) {
    const actions = make("div", {
      class: "ombre-table__actions",
      role: "group",
      "aria-label": t("puzzle-view.your-options"),
    });
    for (const item of others2) {
      actions.append(
        make("button", { type: "button", class: "md-button", "data-action": item.action, disabled: true }, item.label),
      );
    }
    board.append(actions);
  }
  return board;
}

/**
 * The puzzle widget: the theme choice, the learner's rating and streak, the board, what is said
 * and the buttons (each hidden or disabled until the page needs it).
 * @param {{themes: Record<string, string>, board: HTMLElement, puzzleId: string, rating: number}} options
 * @returns {HTMLElement}
 */
export function puzzleWidget({ themes, board, puzzleId, rating }) {
  const box = make("div", {
    class: "ombre-puzzle",
    role: "region",
    "aria-label": t("puzzle-view.puzzle"),
    "data-puzzle": puzzleId,
  });
  const choose = make("p", { class: "ombre-puzzle__choose" });
  const label = make("label", {}, t("puzzle-view.theme"));
  const select = make("select", { class: "ombre-puzzle__theme", disabled: true });
  select.append(make("option", { value: "" }, t("puzzle-view.every-theme")));
  for (const [code, words] of Object.entries(themes)) select.append(make("option", { value: code }, words));
  label.append(select);
  choose.append(label);
  const score = make("p", { class: "ombre-puzzle__score", role: "status" });
  score.append(
    make(
      "span",
      { class: "ombre-puzzle__rating" },
      t("puzzle-view.your-puzzle-rating-new", { rating: Math.round(rating) }),
    ),
    " · ",
    make("span", { class: "ombre-puzzle__streak" }, t("puzzle-view.streak-0-best-0")),
  );
  const prompt = make("p", { class: "ombre-puzzle__prompt" }, t("puzzle-view.find-best-card-your"));
  const said = make("div", { class: "ombre-puzzle__said", role: "status", "aria-live": "polite" });
  const buttons = make("p", { class: "ombre-puzzle__buttons" });
  const button = (/** @type {string} */ name, /** @type {string} */ text, /** @type {boolean} */ hidden) =>
    make("button", { type: "button", class: `md-button ombre-puzzle__${name}`, disabled: true, hidden }, text);
  buttons.append(
    button("hint", t("puzzle-view.hint"), false),
    " ",
    button("show-card", t("puzzle-view.show-card"), true),
    " ",
    button("step", t("puzzle-view.next-card"), true),
    " ",
    button("retry", t("puzzle-view.try-again"), true),
    " ",
    button("answer", t("puzzle-view.show-answer"), true),
    " ",
    button("next", t("puzzle-view.next-puzzle"), false),
  );
  box.append(choose, score, board, prompt, said, buttons);
  return box;
}
