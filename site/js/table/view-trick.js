// @ts-check
// Drawing the middle of the felt: the contract, the trick on the table (or the auction so far,
// or the card turned up for trumps), why the last trick went where it did, and the strip of
// tricks played. Each function draws the state it is given.
import { cardElement, cardName } from "../cards.js";
import { el, playedFigure } from "../game-ui.js";
import { seatName } from "./state.js";

/** @typedef {import("./state.js").TableState} TableState */
/** @typedef {import("./parts.js").TableParts} TableParts */

const BIDDING_PHASES = ["auction", "gascarille", "choose", "trump", "call"];

/** Ombre a dos: why the dummy played its card in these cards, in the engine's words. @param {any} view @param {any[]} shown */
function dummyWhy(view, shown) {
  const plays = view.dummy_plays || {};
  return shown.filter((played) => played.seat === view.dummy && plays[played.card]).map((played) => plays[played.card]);
}

/** ", calling the King of hearts" when the ombre has called a partner's card. @param {any} view */
function calledText(view) {
  return view.called ? `, calling the ${cardName(view.called) || "called card"}` : "";
}

/** Who the called partner is, as far as the learner knows (the engine tells the view only
 * once the called card is played, or to the holder). @param {TableState} state */
function partnerText(state) {
  const view = state.view;
  if (view.partner_note) return view.partner_note; // an own card called: the ombre plays alone
  const partner = view.seats.findIndex((/** @type {any} */ info) => info.role === "partner");
  if (partner < 0) return "its holder, the partner, is not yet known";
  return partner === view.seat ? "you hold it: you are the partner" : `${seatName(state, partner)} is the partner`;
}

/** The table seat of a deal's seat. @param {any} status @param {number} dealSeat @returns {number} */
function tableSeatOf(status, dealSeat) {
  return status.table.find((/** @type {any} */ seat) => seat.plays === dealSeat).seat;
}

/** A card played, over its player's name. @param {TableState} state @param {any} played @param {number | null} winner */
function playedCard(state, played, winner) {
  return playedFigure(played, seatName(state, played.seat), winner);
}

/** The trick's cards, each on its player's side: the other seats in a row in the order of
 * their boxes, an empty place where no card lies, and the learner's card below.
 * @param {TableParts} parts @param {TableState} state @param {any[]} shown @param {number | null} winner */
function trickCards(parts, state, shown, winner) {
  const byTable = new Map(shown.map((played) => [tableSeatOf(state.status, played.seat), played]));
  /** @param {number} tableSeat */
  const place = (tableSeat) => {
    const played = byTable.get(tableSeat);
    return played
      ? playedCard(state, played, winner)
      : el("span", { className: "ombre-table__place", "aria-hidden": "true" });
  };
  const row = parts.seatBoxes.map((seatBox) => place(Number(seatBox.dataset.seat)));
  return [
    el("div", { className: "ombre-table__trick-row" }, ...row),
    el("div", { className: "ombre-table__trick-south" }, byTable.has(0) ? place(0) : ""),
  ];
}

/** The contract line, and what lies in the middle of the felt. @param {TableParts} parts @param {TableState} state */
export function drawCentre(parts, state) {
  const { view, status } = state;
  const { contract, trickBox, why } = parts;
  const name = (/** @type {number} */ seat) => seatName(state, seat);
  const texts = [];
  if (view.contract) {
    texts.push(
      `${name(view.ombre)} ${view.ombre === view.seat ? "play" : "plays"} ${view.contract}${calledText(view)}`,
    );
    if (view.called) texts.push(partnerText(state));
    if (view.trump) texts.push(`${view.trump} are trumps`);
  } else if (view.phase === "auction") {
    texts.push("The auction");
  }
  if (status.talon > 0) texts.push(`talon ${view.talon_size} ${view.talon_size === 1 ? "card" : "cards"}`);
  const text = texts.join("; ");
  contract.textContent = `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  why.textContent = "";
  let shown = view.trick;
  let caption = view.trick.length ? `Trick ${view.tricks_done + 1}` : "";
  let winner = null;
  const last = view.tricks[view.tricks.length - 1];
  if (!shown.length && last) {
    shown = last.cards;
    winner = last.winner;
    caption = `Trick ${last.number}, won by ${name(winner)}`;
    why.textContent = `${last.why.charAt(0).toUpperCase()}${last.why.slice(1)}.`;
  }
  const dummy = dummyWhy(view, shown);
  if (dummy.length) why.textContent = [...dummy, why.textContent].filter(Boolean).join(" ");
  if (!shown.length && (BIDDING_PHASES.includes(view.phase) || view.result?.thrown_in)) {
    const calls = view.log.filter((/** @type {any} */ entry) => entry.phase !== "deal");
    trickBox.setAttribute("aria-label", "The auction so far");
    trickBox.dataset.shows = "auction";
    trickBox.replaceChildren(
      el(
        "ul",
        { className: "ombre-table__calls" },
        ...calls.map((/** @type {any} */ entry) => el("li", { textContent: `${name(entry.seat)}: ${entry.label}` })),
      ),
    );
    return;
  }
  if (
    !shown.length &&
    view.phase === "exchange" &&
    view.turned_up &&
    view.seats.every((/** @type {any} */ seat) => seat.discarded === 0)
  ) {
    trickBox.setAttribute("aria-label", "The card turned up for trumps");
    trickBox.dataset.shows = "turned-up";
    trickBox.replaceChildren(
      el(
        "figure",
        { className: "ombre-table__played" },
        cardElement(view.turned_up, { size: "sm" }),
        el("figcaption", { textContent: "Turned up: the ombre's first draw" }),
      ),
    );
    return;
  }
  trickBox.setAttribute("aria-label", caption || "The trick");
  trickBox.dataset.shows = winner === null ? "trick" : "finished";
  trickBox.dataset.number = String(winner === null ? view.tricks_done + 1 : last.number);
  trickBox.replaceChildren(
    ...(caption ? [el("p", { className: "ombre-table__caption", textContent: caption })] : []),
    ...trickCards(parts, state, shown, winner),
  );
}

/** The tricks played so far, one box each: its number and winner, then its cards in the
 * order played, each over its player's name. @param {TableParts} parts @param {TableState} state */
export function drawStrip(parts, state) {
  const view = state.view;
  const name = (/** @type {number} */ seat) => seatName(state, seat);
  parts.strip.replaceChildren(
    ...view.tricks.map((/** @type {any} */ trick) =>
      el(
        "li",
        { dataset: { winner: String(trick.winner) } },
        el(
          "p",
          { className: "ombre-table__strip-head" },
          el("span", { className: "ombre-table__strip-number", textContent: `${trick.number}` }),
          el("span", { className: "ombre-table__strip-winner", textContent: `won by ${name(trick.winner)}` }),
        ),
        el(
          "span",
          { className: "ombre-table__strip-cards" },
          ...trick.cards.map((/** @type {any} */ played) => {
            const card = cardElement(played.card, { size: "sm" });
            if (played.seat === trick.winner) card.classList.add("is-winner");
            return el(
              "span",
              { className: "ombre-table__strip-card", dataset: { seat: String(played.seat) } },
              card,
              el("span", { className: "ombre-table__strip-player", textContent: name(played.seat) }),
            );
          }),
        ),
      ),
    ),
  );
  parts.strip.hidden = !view.tricks.length;
}
