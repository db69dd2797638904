// @ts-check
// Drawing a puzzle's position as its player sees it (the engine's PlayerView, api
// "puzzle.views"), laid out like the game table (the table's classes: the other seats on the
// felt, the contract and the trick in the middle, the tricks played, the hand), and the page's
// panel around it. Only document.createElement, setAttribute, textContent and append (through
// exercise-dom.js make): the build draws the first puzzle with this module in Node
// (sitegen/widgets/puzzle_html.mjs), the browser every later one.
import { make } from "./exercise-dom.js";

/** @typedef {(code: string, size: string) => HTMLElement} CardDrawer */

/** @param {number} count */
function tricksText(count) {
  return count === 1 ? "1 trick" : `${count} tricks`;
}

/** @param {string} text */
function sentence(text) {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** The contract line: "Anna plays entrada; clubs are trumps." @param {any} view */
export function contractText(view) {
  const texts = [];
  if (view.contract) {
    const who = view.names[view.ombre];
    texts.push(`${who} ${view.ombre === view.seat ? "play" : "plays"} ${view.contract}`);
  }
  if (view.trump) texts.push(`${view.trump} are trumps`);
  return texts.length ? sentence(texts.join("; ")) : "";
}

/** A card on the felt over its player's name, marked when it won the trick.
 * @param {{seat: number, card: string}} played @param {any} view @param {CardDrawer} card @param {number | null} winner */
function playedFigure(played, view, card, winner) {
  const figure = make("figure", {
    class: "ombre-table__played",
    "data-seat": played.seat,
    "data-winner": played.seat === winner ? "true" : null,
  });
  const caption = make("figcaption", {}, view.names[played.seat]);
  figure.append(card(played.card, "sm"), caption);
  return figure;
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
  box.append(make("strong", {}, view.names[seat]));
  if (info.role) box.append(make("span", {}, ` (${info.role})`));
  box.append(make("span", { class: "ombre-table__counts" }, `${info.cards} cards, ${tricksText(info.won)}`));
  return box;
}

/** The trick on the felt: the one being played, else the last one finished with its winner.
 * @param {any} view @param {CardDrawer} card */
function trickBox(view, card) {
  let shown = view.trick;
  let caption = view.trick.length ? `Trick ${view.tricks_done + 1}` : `Trick ${view.tricks_done + 1}: you lead`;
  let winner = null;
  const last = view.tricks[view.tricks.length - 1];
  if (!shown.length && last && view.phase === "play" && !view.to_act) {
    shown = last.cards;
    winner = last.winner;
    caption = `Trick ${last.number}, won by ${view.names[winner]}`;
  } else if (!shown.length && !view.to_act) {
    caption = view.phase === "play" ? `Trick ${view.tricks_done + 1}` : "";
  }
  const box = make("div", {
    class: "ombre-table__trick",
    role: "group",
    "aria-label": caption || "The trick",
    "data-shows": winner === null ? "trick" : "finished",
  });
  if (caption) box.append(make("p", { class: "ombre-table__caption" }, caption));
  const bySeat = new Map(shown.map((/** @type {any} */ played) => [played.seat, played]));
  const place = (/** @type {number} */ seat) => {
    const played = bySeat.get(seat);
    return played
      ? playedFigure(played, view, card, winner)
      : make("span", { class: "ombre-table__place", "aria-hidden": "true" });
  };
  const row = make("div", { class: "ombre-table__trick-row" });
  for (const seat of otherSeats(view)) row.append(place(seat));
  const south = make("div", { class: "ombre-table__trick-south" });
  if (bySeat.has(view.seat)) south.append(place(view.seat));
  box.append(row, south);
  return box;
}

/** The tricks played before, each with its winner and cards. @param {any} view @param {CardDrawer} card */
function playedTricks(view, card) {
  const details = make("details", { class: "ombre-puzzle__played" });
  details.append(make("summary", {}, `Tricks played so far (${view.tricks.length})`));
  const list = make("ol", { class: "ombre-table__strip", "aria-label": "Tricks played" });
  for (const trick of view.tricks) {
    const item = make("li", { "data-winner": trick.winner });
    const head = make("p", { class: "ombre-table__strip-head" });
    head.append(
      make("span", { class: "ombre-table__strip-number" }, String(trick.number)),
      make("span", { class: "ombre-table__strip-winner" }, `won by ${view.names[trick.winner]}`),
    );
    const cards = make("span", { class: "ombre-table__strip-cards" });
    for (const played of trick.cards) {
      const entry = make("span", { class: "ombre-table__strip-card", "data-seat": played.seat });
      entry.append(
        card(played.card, "sm"),
        make("span", { class: "ombre-table__strip-player" }, view.names[played.seat]),
      );
      cards.append(entry);
    }
    item.append(head, cards);
    list.append(item);
  }
  details.append(list);
  return details;
}

/**
 * The position as the player sees it. Cards and actions are buttons, disabled until the page
 * enables them (the engine ready, the learner to answer).
 * @param {any} view the engine's PlayerView
 * @param {{card: CardDrawer, presetTitle: string}} options
 * @returns {HTMLElement}
 */
export function puzzleBoard(view, { card, presetTitle }) {
  const board = make("div", { class: "ombre-puzzle__board", "data-to-act": String(Boolean(view.to_act)) });
  board.append(make("p", { class: "ombre-puzzle__rules" }, presetTitle));
  const felt = make("div", { class: "ombre-table__felt", "data-seats": view.seats.length });
  const others = make("div", { class: "ombre-table__others" });
  for (const seat of otherSeats(view)) others.append(seatBox(view, seat));
  const centre = make("div", { class: "ombre-table__centre" });
  centre.append(make("p", { class: "ombre-table__contract" }, contractText(view)), trickBox(view, card));
  felt.append(others, centre);
  board.append(felt);
  if (view.tricks.length) board.append(playedTricks(view, card));
  const mine = view.seats[view.seat];
  const role = mine.role ? ` (${mine.role === "ombre" ? "you are the ombre" : "you defend"})` : "";
  board.append(make("h3", { class: "ombre-table__you" }, `Your hand${role}: ${tricksText(mine.won)}`));
  const hand = make("div", { class: "ombre-table__hand", role: "group", "aria-label": "Your hand" });
  for (const code of view.hand) {
    const legal = view.to_act && view.legal_cards.includes(code);
    const button = make("button", {
      type: "button",
      class: "ombre-card-button ombre-table__card",
      "data-card": code,
      "data-legal": String(legal),
      disabled: true,
    });
    button.append(card(code, "sm"));
    if (legal) button.append(make("span", { class: "ombre-sr-only" }, " (may be played)"));
    hand.append(button);
  }
  board.append(hand);
  const others2 = view.to_act ? view.actions.filter((/** @type {any} */ item) => !item.action.startsWith("play ")) : [];
  if (others2.length) {
    const actions = make("div", { class: "ombre-table__actions", role: "group", "aria-label": "Your options" });
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
  const box = make("div", { class: "ombre-puzzle", role: "region", "aria-label": "Puzzle", "data-puzzle": puzzleId });
  const choose = make("p", { class: "ombre-puzzle__choose" });
  const label = make("label", {}, "Theme: ");
  const select = make("select", { class: "ombre-puzzle__theme", disabled: true });
  select.append(make("option", { value: "" }, "Every theme"));
  for (const [code, words] of Object.entries(themes)) select.append(make("option", { value: code }, words));
  label.append(select);
  choose.append(label);
  const score = make("p", { class: "ombre-puzzle__score", role: "status" });
  score.append(
    make("span", { class: "ombre-puzzle__rating" }, `Your puzzle rating: ${Math.round(rating)} (new)`),
    " · ",
    make("span", { class: "ombre-puzzle__streak" }, "Streak: 0 (best 0)"),
  );
  const prompt = make(
    "p",
    { class: "ombre-puzzle__prompt" },
    "Find the best card. Your answer counts at the first try.",
  );
  const said = make("div", { class: "ombre-puzzle__said", role: "status", "aria-live": "polite" });
  const buttons = make("p", { class: "ombre-puzzle__buttons" });
  const button = (/** @type {string} */ name, /** @type {string} */ text, /** @type {boolean} */ hidden) =>
    make("button", { type: "button", class: `md-button ombre-puzzle__${name}`, disabled: true, hidden }, text);
  buttons.append(
    button("hint", "Hint", false),
    " ",
    button("show-card", "Show the card", true),
    " ",
    button("step", "Next card", true),
    " ",
    button("retry", "Try again", true),
    " ",
    button("answer", "Show the answer", true),
    " ",
    button("next", "Next puzzle", false),
  );
  box.append(choose, score, board, prompt, said, buttons);
  return box;
}
