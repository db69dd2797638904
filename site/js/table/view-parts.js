// @ts-check
// The game table's pieces, drawn in one place for the table (view.js, view-trick.js), the
// review (game-ui.js playedFigure) and the puzzle page (puzzle-view.js): a seat's name and
// counts, a card played, the trick on the felt, the strip of tricks played. Pure functions
// from a view to elements, with only document.createElement, setAttribute, textContent and
// append (exercise-dom.js make): the build runs them in Node too (sitegen/widgets/dom_shim.mjs).
import { t, tn } from "../i18n.js";
import { make } from "../exercise-dom.js";

/** A small card's picture, marked when it won its trick. @typedef {(code: string) => HTMLElement} CardDrawer */

/** "1 trick", "3 tricks". @param {number} count */
export function tricksText(count) {
  return tn("table-view-parts.tricks", count);
}

/** A seat's role in words: the engine's "ombre", "defender" or "partner". @param {string | null} role */
export function roleWord(role) {
  if (role === "ombre") return t("table-view-parts.role-ombre");
  if (role === "defender") return t("table-view-parts.role-defender");
  if (role === "partner") return t("table-view-parts.role-partner");
  return role || "";
}

/** The words in a seat's box: its name, its role, the dummy's label, its cards and tricks.
 * @param {string} name @param {string} role the role words ("ombre, dealer"), or "" @param {any} info the view's seat */
export function seatLabel(name, role, info) {
  const nodes = [make("strong", {}, name)];
  if (role) nodes.push(make("span", {}, ` (${role})`));
  if (info.dummy)
    nodes.push(
      make(
        "span",
        { class: "ombre-table__dummy" },
        t("table-view-parts.plays-by-rule", { dummy_label: info.dummy_label }),
      ),
    );
  nodes.push(
    make(
      "span",
      { class: "ombre-table__counts" },
      t("table-view-parts.counts", { cards: tn("table-view-parts.cards", info.cards), tricks: tricksText(info.won) }),
    ),
  );
  return nodes;
}

/** A card played, over its player's name, marked when it won the trick.
 * @param {{seat: number, card: string}} played @param {string} caption @param {number | null} winner @param {CardDrawer} card */
export function playedFigure(played, caption, winner, card) {
  const picture = card(played.card);
  if (played.seat === winner) picture.classList.add("is-winner");
  const figure = make("figure", { class: "ombre-table__played", "data-seat": played.seat });
  figure.append(picture, make("figcaption", {}, caption));
  return figure;
}

/**
 * What lies on the felt: the trick being played, else the last one finished with its winner.
 * @param {any} view @param {(seat: number) => string} name
 * @returns {{shown: any[], winner: number | null, caption: string, number: number}}
 */
export function trickOnFelt(view, name) {
  const last = view.tricks[view.tricks.length - 1];
  if (!view.trick.length && last) {
    return {
      shown: last.cards,
      winner: last.winner,
      caption: t("table-view-parts.trick-won-by", { number: last.number, winner: name(last.winner) }),
      number: last.number,
    };
  }
  const number = view.tricks_done + 1;
  return {
    shown: view.trick,
    winner: null,
    caption: view.trick.length ? t("table-view-parts.trick", { number }) : "",
    number,
  };
}

/**
 * The trick box's contents: its caption, then each card on its player's side (the other seats
 * in a row in the order of their boxes, an empty place where no card lies), the learner's below.
 * @param {{caption: string, shown: any[], winner: number | null}} felt
 * @param {{across: (number | null)[], own: number | null, name: (seat: number) => string, card: CardDrawer}} seats
 *   `across`: the seats of the boxes along the top (null for one sitting out); `own`: the learner's
 */
export function trickContents({ caption, shown, winner }, { across, own, name, card }) {
  const bySeat = new Map(shown.map((played) => [played.seat, played]));
  /** @param {number | null} seat */
  const place = (seat) => {
    const played = seat === null ? undefined : bySeat.get(seat);
    return played
      ? playedFigure(played, name(played.seat), winner, card)
      : make("span", { class: "ombre-table__place", "aria-hidden": "true" });
  };
  const row = make("div", { class: "ombre-table__trick-row" });
  row.append(...across.map(place));
  const south = make("div", { class: "ombre-table__trick-south" });
  if (own !== null && bySeat.has(own)) south.append(place(own));
  return [...(caption ? [make("p", { class: "ombre-table__caption" }, caption)] : []), row, south];
}

/** The tricks played so far, one item each: its number and winner, then its cards in the
 * order played, each over its player's name. @param {any[]} tricks @param {(seat: number) => string} name @param {CardDrawer} card */
export function stripItems(tricks, name, card) {
  return tricks.map((trick) => {
    const item = make("li", { "data-winner": trick.winner });
    const head = make("p", { class: "ombre-table__strip-head" });
    head.append(
      make("span", { class: "ombre-table__strip-number" }, String(trick.number)),
      make(
        "span",
        { class: "ombre-table__strip-winner" },
        t("table-view-parts.won-by", { winner: name(trick.winner) }),
      ),
    );
    const cards = make("span", { class: "ombre-table__strip-cards" });
    for (const played of trick.cards) {
      const picture = card(played.card);
      if (played.seat === trick.winner) picture.classList.add("is-winner");
      const entry = make("span", { class: "ombre-table__strip-card", "data-seat": played.seat });
      entry.append(picture, make("span", { class: "ombre-table__strip-player" }, name(played.seat)));
      cards.append(entry);
    }
    item.append(head, cards);
    return item;
  });
}
