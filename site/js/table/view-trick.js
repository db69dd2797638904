// @ts-check
// Drawing the middle of the felt: the contract, the trick on the table (or the auction so far,
// or the card turned up for trumps), why the last trick went where it did, and the strip of
// tricks played. Each function draws the state it is given.
import { t, tn } from "../i18n.js";
import { cardElement, cardName, suitName } from "../cards.js";
import { el } from "../game-ui.js";
import { seatName } from "./state.js";
import { stripItems, trickContents, trickOnFelt } from "./view-parts.js";

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
  return view.called
    ? t("table-view-trick.calling", { card: cardName(view.called) || t("table-view-trick.called-card") })
    : "";
}

/** Who the called partner is, as far as the learner knows (the engine tells the view only
 * once the called card is played, or to the holder). @param {TableState} state */
function partnerText(state) {
  const view = state.view;
  if (view.partner_note) return view.partner_note; // an own card called: the ombre plays alone
  const partner = view.seats.findIndex((/** @type {any} */ info) => info.role === "partner");
  if (partner < 0) return t("table-view-trick.holder-partner-not-yet");
  return partner === view.seat
    ? t("table-view-trick.you-hold-you-are")
    : t("table-view-trick.partner", { partner: seatName(state, partner) });
}

/** A small card's picture. @param {string} code */
const smallCard = (code) => cardElement(code, { size: "sm" });

/** The trick's cards, each on its player's side, in the order of the seat boxes.
 * @param {TableParts} parts @param {TableState} state @param {{caption: string, shown: any[], winner: number | null}} felt */
function trickBoxContents(parts, state, felt) {
  const across = parts.seatBoxes.map((seatBox) => state.status.table[Number(seatBox.dataset.seat)].plays);
  const name = (/** @type {number} */ seat) => seatName(state, seat);
  return trickContents(felt, { across, own: state.view.seat, name, card: smallCard });
}

/** The contract line, and what lies in the middle of the felt. @param {TableParts} parts @param {TableState} state */
export function drawCentre(parts, state) {
  const { view, status } = state;
  const { contract, trickBox, why } = parts;
  const name = (/** @type {number} */ seat) => seatName(state, seat);
  const texts = [];
  if (view.contract) {
    const called = calledText(view);
    texts.push(
      view.ombre === view.seat
        ? t("table-view-trick.you-play", { you: name(view.ombre), contract: view.contract, called })
        : t("table-view-trick.ombre-plays", { ombre: name(view.ombre), contract: view.contract, called }),
    );
    if (view.called) texts.push(partnerText(state));
    if (view.trump) texts.push(t("table-view-trick.are-trumps", { trump: suitName(view.trump) || view.trump }));
  } else if (view.phase === "auction") {
    texts.push(t("table-view-trick.auction"));
  }
  if (status.talon > 0) texts.push(tn("table-view-trick.talon", view.talon_size));
  const text = texts.join("; ");
  contract.textContent = `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  why.textContent = "";
  const felt = trickOnFelt(view, name);
  const { shown, winner } = felt;
  const last = view.tricks[view.tricks.length - 1];
  if (winner !== null) why.textContent = `${last.why.charAt(0).toUpperCase()}${last.why.slice(1)}.`;
  const dummy = dummyWhy(view, shown);
  if (dummy.length) why.textContent = [...dummy, why.textContent].filter(Boolean).join(" ");
  if (!shown.length && (BIDDING_PHASES.includes(view.phase) || view.result?.thrown_in)) {
    const calls = view.log.filter((/** @type {any} */ entry) => entry.phase !== "deal");
    trickBox.setAttribute("aria-label", t("table-view-trick.auction-so-far"));
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
    trickBox.setAttribute("aria-label", t("table-view-trick.card-turned-up-for"));
    trickBox.dataset.shows = "turned-up";
    trickBox.replaceChildren(
      el(
        "figure",
        { className: "ombre-table__played" },
        cardElement(view.turned_up, { size: "sm" }),
        el("figcaption", { textContent: t("table-view-trick.turned-up-ombre-s") }),
      ),
    );
    return;
  }
  trickBox.setAttribute("aria-label", felt.caption || t("table-view-trick.trick"));
  trickBox.dataset.shows = winner === null ? "trick" : "finished";
  trickBox.dataset.number = String(felt.number);
  trickBox.replaceChildren(...trickBoxContents(parts, state, felt));
}

/** The tricks played so far, one box each (view-parts.js stripItems). @param {TableParts} parts @param {TableState} state */
export function drawStrip(parts, state) {
  const view = state.view;
  parts.strip.replaceChildren(...stripItems(view.tricks, (seat) => seatName(state, seat), smallCard));
  parts.strip.hidden = !view.tricks.length;
}
