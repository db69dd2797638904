// @ts-check
// The table's state as one object: the engine's session record, status and view, the pacing of
// finished tricks, the learner's pending choice and the guide's place in its script. No DOM:
// the view draws a state, the controllers (free-play.js, guided.js) change it.

import { createRunCounter } from "../run-counter.js";

/**
 * What the guided table waits for: "go-on" ("Go on"), "card" (the learner's card or choice at a
 * turn of the script) or "own" (a card of the learner's own, once the deal has left the script).
 * @typedef {object} PendingChoice
 * @property {"go-on" | "card" | "own"} kind
 * @property {(value: boolean | string) => void} resolve
 */

/**
 * A legal choice other than the script's, kept for the review ("first tried ...").
 * @typedef {object} FirstTry
 * @property {number[]} place the script's [step, action]
 * @property {string} notation the position
 * @property {string} action
 */

/**
 * The guide's place in a guided deal.
 * @typedef {object} GuideState
 * @property {any} deal the guided deal being played (its script)
 * @property {ReturnType<typeof createRunCounter>} runs a new run (another deal) stops the old one at its next await
 * @property {any} expected the script's card or choice at the learner's turn
 * @property {any} step the script's step of that turn
 * @property {boolean} offering a legal card other than the script's: "Try again" or the guide's
 * @property {string | null} tried the learner's last legal card other than the script's
 * @property {{action: string, name: string} | null} keepable that choice when no worse: "Keep my card"
 * @property {number | null} leftAt the trick where the deal left the script
 * @property {number[] | null} place the script's [step, action] of the learner's turn
 * @property {FirstTry[]} firstTries this deal's legal choices other than the script's
 */

/**
 * @typedef {object} TableState
 * @property {"free-play" | "guided"} mode
 * @property {import("../engine-protocol").SessionRecord | null} game the engine's session record
 * @property {import("../engine-protocol").SessionStatus | null} status the engine's session status
 * @property {import("../engine-protocol").PlayerView | null} view the deal as the learner's seat sees it
 * @property {boolean} busy
 * @property {boolean} waiting a finished trick is held until the learner goes on
 * @property {(() => void) | null} goOn lets the held trick go
 * @property {number} heldTrick the last trick the learner has gone on from
 * @property {boolean} learnerActed focus moves only after the learner's own actions
 * @property {Set<string>} selected the cards chosen to discard
 * @property {string} notice a sentence to show with the next drawing
 * @property {string | null} drawnPhase a deal is counted when it ends here, not when restored
 * @property {string | null} replayedDeal a deal played again counts once in progress
 * @property {boolean} saving the free-play game is saved (false: its saved copy is left as it is)
 * @property {string | null} otherGame the game another tab saved over this one, until chosen
 * @property {(() => Promise<void>) | null} confirmAction what "Yes" does in the confirmation
 * @property {PendingChoice | null} pending
 * @property {GuideState} guide
 */

/**
 * A table before its first deal.
 * @param {"free-play" | "guided"} mode
 * @returns {TableState}
 */
export function createState(mode) {
  return {
    mode,
    game: null,
    status: null,
    view: null,
    busy: false,
    waiting: false,
    goOn: null,
    heldTrick: 0,
    learnerActed: false,
    selected: new Set(),
    notice: "",
    drawnPhase: null,
    replayedDeal: null,
    saving: true,
    otherGame: null,
    confirmAction: null,
    pending: null,
    guide: {
      deal: null,
      runs: createRunCounter(),
      expected: null,
      step: null,
      offering: false,
      tried: null,
      keepable: null,
      leftAt: null,
      place: null,
      firstTries: [],
    },
  };
}

/**
 * Take the engine's reply (session, status, view) as the table's.
 * @param {TableState} state
 * @param {{session: any, status: any, view: any}} reply
 */
export function acceptReply(state, reply) {
  if (reply.view.tricks_done < state.heldTrick || reply.view.phase !== "play") state.heldTrick = reply.view.tricks_done;
  state.game = reply.session;
  state.status = reply.status;
  state.view = reply.view;
  state.selected = new Set();
}

/** Whether the learner has made a decision in this deal. @param {TableState} state */
export function hasDecided(state) {
  return state.view?.log.some((/** @type {any} */ entry) => entry.seat === state.view.seat) ?? false;
}

/** Whether starting afresh would wipe something: a later deal, chips, or a decision made. @param {TableState} state */
export function inProgress(state) {
  const status = state.status;
  return (
    status !== null &&
    (status.deal > 1 || status.tally.some((/** @type {number} */ chips) => chips !== 0) || hasDecided(state))
  );
}

/** A trick has just been finished and the next one not started: it stays on the table. @param {TableState} state */
export function trickToHold(state) {
  const view = state.view;
  return view.phase === "play" && view.trick.length === 0 && view.tricks_done > state.heldTrick;
}

/** The deal part of a notation (its moves left out). @param {string} notation */
export function dealPart(notation) {
  return notation.split(";")[0];
}

/** Whether the deal on the table is one played again from one of its tricks. @param {TableState} state */
export function replayed(state) {
  return state.replayedDeal !== null && dealPart(state.game.notation) === state.replayedDeal;
}

/** A seat's name in the deal. @param {TableState} state @param {number} seat @returns {string} */
export function seatName(state, seat) {
  return state.view.names[seat];
}
