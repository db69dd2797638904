// Widget "table": free play of whole sessions against bots (api "session.new",
// "session.view", "session.apply", "session.bot", "session.undo", "session.next",
// "session.link", "session.rules", "game.hint").
// The learner is table seat 0, at the bottom of the table; play goes counterclockwise, so the
// other seats run from the right across the top to the left (seat 1 top right, the last seat
// top left), as the first lesson draws the seats. The engine says how many sit at the table
// (two to five) and who plays the current deal: with four at the table the seat opposite the
// dealer sits out, drawn as sitting out. Free play offers every rule set the engine lists
// (session.rules), in words; the choice applies from the next deal.
// The engine keeps every session rule (counting a finished deal, the end of the session, who
// deals next) and every word shown about a step; the page keeps the engine's session record in
// localStorage, so a reload goes on where it stopped, and the engine checks that record through
// and through on the way back. An unreadable record (the engine refuses it, or it is too large
// or too deeply nested for the engine to read) is set aside under a numbered key, never
// overwritten. A move that cannot be saved (storage full or refused) is said so. Another tab
// that saves another game over this one is noticed (the storage event): this tab's game is set
// aside at once (ombre.table.displaced, numbered), and the learner keeps it here or loads the
// other tab's game (the game not kept is set aside too).
// Pacing: a finished trick stays on the table, with its winner and why, until the learner
// presses "Next trick" (or after a short pause with "go on by itself"); a strip lists the tricks
// so far. The other players move after a short pause, relaxed or quick as the learner chooses in
// the table settings (kept with the others; guided deals keep it too). Every control stays
// disabled, with a progress line, until the engine is ready; nothing is focused or scrolled to
// on arrival. The current deal is in the address, ?deal=<seed>[:<rules>
// [:<first dealer>]] (read and written by the engine), so copying the address shares the deal.
// Guided mode (data-mode="guided", the "Guided deals" lesson): the same table plays scripted
// deals shipped as JSON by the build (ombre_core/guided.py, each checked by the engine). The
// other seats follow the script; at the learner's turn the learner picks the card (and, where
// the script says, the bid, trumps, discards or reply): the engine refuses an illegal one with
// its rule, and a legal one other than the script's gets what it costs (the double-dummy
// solver's verdict, shipped with the script by the build) and the guide's choice and why, with
// "Try again" or "Play the guide's card" (or choice), and "Keep my card" where the solver finds
// it no worse: the deal then leaves the script, the engine's bots playing the others as in free
// play, and the guide is quiet to the end. After each step the
// guide's comment stays until "Go on". Nothing is saved and the address is left alone. The
// review of a guided deal tells the learner's first tries that cost something, and "Replay from
// here" resumes the script, guide and all, at that trick.
import { cardElement, cardName } from "../cards.js";
import { el, makeButton, pause, presetInUse, RULES_EVENT, settlementBlock, signed } from "../game-ui.js";
import { recordDeal } from "../progress.js";
import { isStorageFull } from "../storage.js";

export const STORAGE_KEY = "ombre.table";
export const SET_ASIDE_KEY = "ombre.table.unreadable";
export const SETTINGS_KEY = "ombre.table.settings";
export const DISPLACED_KEY = "ombre.table.displaced";
// The pace of the other players, a table setting: the pause before each move of another seat
// (a bot's, or the script's in a guided deal) and, with "go on by itself", how long a finished
// trick stays on the table. Relaxed is the default: time to follow every card.
const PACES = {
  relaxed: { label: "Relaxed", moveMs: 350, trickMs: 1800 },
  quick: { label: "Quick", moveMs: 30, trickMs: 400 },
};
const DEFAULT_PACE = "relaxed";
const DEAL_PARAM = "deal";

/** The saved session as stored: {raw, saved} (saved is the parsed JSON, checked by the engine). */
function load() {
  let raw = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return { raw: null, saved: null, problem: "" };
  }
  if (raw === null) return { raw, saved: null, problem: "" };
  try {
    return { raw, saved: JSON.parse(raw), problem: "" };
  } catch {
    return { raw, saved: null, problem: "it is not JSON" };
  }
}

/** Keys of the set-aside copies of unreadable saved games, oldest first:
 * ombre.table.unreadable, ombre.table.unreadable.2, ... (or of `base`'s numbered copies). */
export function setAsideKeys(base = SET_ASIDE_KEY) {
  const keys = [];
  try {
    const storage = window.localStorage;
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key === base || key?.startsWith(`${base}.`)) keys.push(key);
    }
  } catch {
    return [];
  }
  const rank = (key) => (key === base ? 1 : Number(key.slice(base.length + 1)));
  return keys.sort((a, b) => rank(a) - rank(b));
}

/** Keep a game another tab displaced under the next free ombre.table.displaced key (once:
 * a copy already kept is not kept again). Returns the key, or null if it could not be kept. */
function keepDisplaced(text) {
  try {
    const storage = window.localStorage;
    const kept = setAsideKeys(DISPLACED_KEY).find((key) => storage.getItem(key) === text);
    if (kept) return kept;
    let key = DISPLACED_KEY;
    for (let n = 2; storage.getItem(key) !== null; n += 1) key = `${DISPLACED_KEY}.${n}`;
    storage.setItem(key, text);
    return key;
  } catch {
    return null;
  }
}

/** Forget the kept copy of a displaced game once it is the saved game again. */
function forgetDisplaced(text) {
  try {
    for (const key of setAsideKeys(DISPLACED_KEY)) {
      if (window.localStorage.getItem(key) === text) window.localStorage.removeItem(key);
    }
  } catch {
    // nothing kept, nothing to forget
  }
}

// What the engine refuses in a saved game or a deal link: the record itself (SavedGameError),
// or a request the bridge will not carry (ApiError: too long, nested too deep), in plain words.
const TOO_LONG = new Set(["too-large", "request-too-large"]);
const TOO_DEEP = new Set(["too-deep", "request-too-deep", "request-not-sent"]);

function refusesRecord(error) {
  return error.kind === "SavedGameError" || error.kind === "ApiError";
}

function recordProblem(error, what = "saved game") {
  if (TOO_LONG.has(error.code)) return `it is far longer than any ${what}`;
  if (TOO_DEEP.has(error.code)) return `it is nested far deeper than any ${what}`;
  return error.message;
}

/** Copy an unreadable saved game to the next free numbered key, then free the game's key.
 * Returns the sentence saying what became of it. */
function setAside(raw, problem) {
  const unreadable = `Your saved game could not be read (${problem})`;
  try {
    const storage = window.localStorage;
    let key = SET_ASIDE_KEY;
    for (let n = 2; storage.getItem(key) !== null; n += 1) key = `${SET_ASIDE_KEY}.${n}`;
    storage.setItem(key, raw);
    storage.removeItem(STORAGE_KEY);
    const count = setAsideKeys().length;
    const kept = count === 1 ? "1 unreadable saved game is kept" : `${count} unreadable saved games are kept`;
    return `${unreadable}, so it was set aside, not deleted (${kept} in this browser, under "${key}"), and a new game starts.`;
  } catch {
    return `${unreadable} and could not be set aside, so it is left as it is and this game is not saved.`;
  }
}

function loadSettings() {
  try {
    const settings = JSON.parse(window.localStorage.getItem(SETTINGS_KEY) || "{}");
    const rules = typeof settings.rules === "string" ? settings.rules : null;
    const pace = Object.hasOwn(PACES, settings.pace) ? settings.pace : DEFAULT_PACE;
    return { autoAdvance: settings.autoAdvance === true, practice: settings.practice === true, rules, pace };
  } catch {
    return { autoAdvance: false, practice: false, rules: null, pace: DEFAULT_PACE };
  }
}

/** The shared deal named in the address (?deal=...), as written; the engine reads it. */
function sharedDeal() {
  return new URLSearchParams(window.location.search).get(DEAL_PARAM);
}

export default function bind(element, { engine, onEngine, signal, randomSeed }) {
  const box = element.querySelector(".ombre-table");
  const dealButton = box.querySelector(".ombre-table__deal");
  dealButton.closest("p").remove();
  const settings = loadSettings();

  // The table's parts, built once.
  const loading = el(
    "p",
    { className: "ombre-table__loading", role: "status" },
    el("span", { className: "ombre-table__spinner", "aria-hidden": "true" }),
    el("span", { textContent: "Loading the game engine… The table comes to life when it is ready." }),
  );
  const score = el("table", { className: "ombre-table__score" });
  const scoreWrap = el("div", { className: "ombre-scroll", tabIndex: 0, role: "region", "aria-label": "Score" }, score);
  let seatBoxes = [];
  const others = el("div", { className: "ombre-table__others" });
  const contract = el("p", { className: "ombre-table__contract" });
  const trickBox = el("div", { className: "ombre-table__trick", role: "group", "aria-label": "The trick" });
  const why = el("p", { className: "ombre-table__why" });
  const nextTrick = makeButton("Next trick", "md-button md-button--primary ombre-table__next-trick", { hidden: true });
  const centre = el("div", { className: "ombre-table__centre" }, contract, trickBox, why, nextTrick);
  const felt = el("div", { className: "ombre-table__felt" }, others, centre);
  const strip = el("ol", { className: "ombre-table__strip", "aria-label": "Tricks played" });
  const youHeading = el("h3", { className: "ombre-table__you" });
  const hand = el("div", { className: "ombre-table__hand", role: "group", "aria-label": "Your hand" });
  const prompt = el("p", { className: "ombre-table__prompt" });
  const actions = el("div", { className: "ombre-table__actions", role: "group", "aria-label": "Your options" });
  const message = el("p", { className: "ombre-table__message", role: "alert" });
  const hintButton = makeButton("Hint", "md-button ombre-table__hint-button");
  const undoButton = makeButton("Undo", "md-button ombre-table__undo", { hidden: true });
  const nextButton = makeButton("Next deal", "md-button md-button--primary ombre-table__next", { hidden: true });
  const resetButton = makeButton("Start a new game", "md-button ombre-table__reset");
  const buttons = el(
    "p",
    { className: "ombre-table__buttons" },
    hintButton,
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
    strip,
    buttons,
    confirmBox,
    hintBox,
    settingsBox,
    result,
    logBox,
  );

  // Guided mode: the scripts, the deal buttons, and the guide's panel under the felt.
  const script = box.querySelector(".ombre-table__script");
  const guided = script ? JSON.parse(script.textContent) : null;
  const chooseButtons = [...box.querySelectorAll(".ombre-table__choose")];
  const guideTitle = el("h3", { className: "ombre-table__guide-title" });
  const guideQuote = el("blockquote", { className: "ombre-table__quote", hidden: true });
  const guideText = el("p", { className: "ombre-table__guide-text", "aria-live": "polite" });
  const goOnButton = makeButton("Go on", "md-button md-button--primary", { hidden: true });
  const retryButton = makeButton("Try again", "md-button md-button--primary", { hidden: true });
  const takeButton = makeButton("Play the guide's card", "md-button", { hidden: true });
  const keepButton = makeButton("Keep my card", "md-button", { hidden: true });
  const againButton = makeButton("Play this deal again", "md-button", { hidden: true });
  const askButton = makeButton("What would the guide play?", "md-button", { hidden: true });
  const guideBox = el(
    "div",
    { className: "ombre-table__guide", role: "region", "aria-label": "The guide", hidden: true },
    guideTitle,
    guideQuote,
    guideText,
    el(
      "p",
      { className: "ombre-table__guide-buttons" },
      goOnButton,
      " ",
      askButton,
      " ",
      retryButton,
      " ",
      takeButton,
      " ",
      keepButton,
      " ",
      againButton,
    ),
  );
  let current = null; // the guided deal being played
  let guideRun = 0; // bumped when another deal starts: the old run stops at its next await
  let pending = null; // {kind: "go-on" | "card", resolve}
  let expected = null; // the script's card or choice at the learner's turn: {action, card?, choice?, ...}
  let expectedStep = null;
  let offering = false; // a legal card other than the script's: "Try again" or the guide's card
  let tried = null; // the learner's last legal card other than the script's, at this turn
  let keepable = null; // that card's action when it does no worse than the guide's: "Keep my card"
  let leftAt = null; // the trick where the learner kept their own card and the deal left the script
  let place = null; // the script's [step, action] of the learner's turn
  let firstTries = []; // the learner's legal choices other than the script's, this deal: {place, notation, action}
  if (guided) {
    felt.after(guideBox);
    for (const part of [scoreWrap, buttons, hintBox, settingsBox]) part.hidden = true;
  }

  let game = null; // the engine's session record {v, notation, tally, deals, counted, seed?}
  let status = null; // the engine's session status {deal, tally, over, leaders, seed, ...}
  let view = null;
  let saving = true;
  let busy = false;
  let waiting = false; // a finished trick is held until the learner goes on
  let goOn = null;
  let heldTrick = 0; // the last trick the learner has gone on from
  let learnerActed = false; // focus moves only after the learner's own actions, never on arrival
  let confirmAction = null;
  let selected = new Set();
  let notice = "";

  // --- the saved game: failed saves, and another tab's game ------------------------------

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
  message.after(saveNote, otherTabBox);
  let otherGame = null; // the game another tab saved over this one, until the learner chooses

  function save() {
    if (!saving || guided || otherGame !== null) return;
    let storage = null;
    try {
      storage = window.localStorage;
      storage.setItem(STORAGE_KEY, JSON.stringify(game));
      saveNote.hidden = true;
    } catch (error) {
      // Storage full or blocked: the game lasts for this page only, and the learner knows.
      saveNote.textContent = isStorageFull(error, storage)
        ? "Your last move could not be saved: this browser's storage for the site is full, so a reload would lose it."
        : "Your last move could not be saved: this browser does not let the site store data, so a reload would lose it.";
      saveNote.hidden = false;
    }
  }

  window.addEventListener(
    "storage",
    (event) => {
      if (guided || event.key !== STORAGE_KEY || event.newValue === null || game === null) return;
      const mine = JSON.stringify(game);
      if (event.newValue === mine) return;
      if (otherGame === null) {
        const kept = keepDisplaced(mine);
        const where = kept ? ` It is kept in this browser under "${kept}" until you choose.` : "";
        otherTabText.textContent = `This game was also open in another tab, which has moved on and saved its own game.${where}`;
      }
      otherGame = event.newValue;
      otherTabBox.hidden = false;
      sync();
    },
    { signal },
  );

  keepHereButton.addEventListener("click", () => {
    const mine = JSON.stringify(game);
    if (otherGame !== null && otherGame !== mine) keepDisplaced(otherGame);
    otherGame = null;
    otherTabBox.hidden = true;
    save();
    forgetDisplaced(mine);
    sync();
  });

  loadOtherButton.addEventListener("click", () => {
    const other = otherGame;
    run(async () => {
      let saved;
      try {
        saved = JSON.parse(other);
        accept(await engine.call("session.view", { session: saved }));
      } catch (error) {
        if (error.kind && !refusesRecord(error)) throw error;
        message.textContent = `The other tab's game could not be read (${error.kind ? recordProblem(error) : "it is not JSON"}), so this game stays.`;
        return;
      } finally {
        otherGame = null;
        otherTabBox.hidden = true;
      }
      forgetDisplaced(other);
      save();
      live.textContent = "The other tab's game is here now.";
      draw();
    });
  });

  function saveSettings() {
    try {
      window.localStorage.setItem(
        SETTINGS_KEY,
        JSON.stringify({
          autoAdvance: autoBox.checked,
          practice: practiceBox.checked,
          rules: rulesSelect.value || settings.rules,
          pace: paceSelect.value,
        }),
      );
    } catch {
      // Storage blocked: the settings last for this page only.
    }
  }

  function showLink() {
    if (!status.link || guided) return;
    // Written by hand so the colons stay readable (URLSearchParams would write %3A).
    const params = new URLSearchParams(window.location.search);
    params.delete(DEAL_PARAM);
    const rest = params.toString();
    const search = `?${rest ? `${rest}&` : ""}${DEAL_PARAM}=${encodeURIComponent(status.link).replaceAll("%3A", ":")}`;
    if (search !== window.location.search)
      window.history.replaceState(
        window.history.state,
        "",
        `${window.location.pathname}${search}${window.location.hash}`,
      );
  }

  function accept(reply) {
    if (reply.view.tricks_done < heldTrick || reply.view.phase !== "play") heldTrick = reply.view.tricks_done;
    game = reply.session;
    status = reply.status;
    view = reply.view;
    selected = new Set();
    save();
    showLink();
  }

  function name(seat) {
    return view.names[seat];
  }

  function drawScore() {
    const limit = status.chip_target === null ? ` of ${status.session_deals}` : `, to ${status.chip_target} chips`;
    const head = el("tr", {}, el("th", { scope: "col", textContent: `Deal ${status.deal}${limit}` }));
    const row = el("tr", {}, el("th", { scope: "row", textContent: "Chips so far" }));
    // Every seat at the table, also one sitting this deal out.
    for (const seat of status.table) {
      const out = seat.plays === null;
      head.append(
        el(
          "th",
          { scope: "col", textContent: seat.name },
          out ? el("span", { className: "ombre-table__out", textContent: " (sits out)" }) : null,
        ),
      );
      row.append(
        el("td", {
          className: "ombre-num",
          dataset: { seat: String(seat.seat), out: String(out) },
          textContent: signed(status.tally[seat.seat]),
        }),
      );
    }
    head.append(el("th", { scope: "col", textContent: "Pot" }));
    row.append(el("td", { className: "ombre-num ombre-table__pot", textContent: String(view.pot) }));
    score.replaceChildren(
      el("caption", { textContent: status.rules_label }),
      el("thead", {}, head),
      el("tbody", {}, row),
    );
  }

  function roleText(seat) {
    const info = view.seats[seat];
    const parts = [];
    if (info.role) parts.push(info.role);
    if (info.dealer) parts.push("dealer");
    if (info.eldest) parts.push("eldest");
    return parts.join(", ");
  }

  function tricksText(count) {
    return count === 1 ? "1 trick" : `${count} tricks`;
  }

  /** The other seats around the felt, one box each, from the learner's right across the top
   * to the left (in the page's order: the last seat first); rebuilt when the number of seats
   * changes. At four or five seats the first and last boxes sit lower, at the table's sides. */
  function layoutSeats() {
    const count = status.table.length;
    if (felt.dataset.seats === String(count)) return;
    felt.dataset.seats = String(count);
    seatBoxes = status.table
      .slice(1)
      .reverse()
      .map((seat, index, row) => {
        const side = count >= 4 && index === 0 ? "left" : count >= 4 && index === row.length - 1 ? "right" : "";
        return el("div", { className: "ombre-table__seat", dataset: { seat: String(seat.seat), side } });
      });
    others.replaceChildren(...seatBoxes);
  }

  /** The deal's seat of a table seat (null while it sits out), and the other way round. */
  function dealSeatOf(tableSeat) {
    return status.table[tableSeat].plays;
  }

  function tableSeatOf(dealSeat) {
    return status.table.find((seat) => seat.plays === dealSeat).seat;
  }

  function drawSeats() {
    layoutSeats();
    for (const seatBox of seatBoxes) {
      const seat = dealSeatOf(Number(seatBox.dataset.seat));
      if (seat === null) {
        seatBox.dataset.role = "";
        seatBox.dataset.turn = "false";
        seatBox.dataset.out = "true";
        seatBox.replaceChildren(
          el("strong", { textContent: status.table[Number(seatBox.dataset.seat)].name }),
          el("span", { className: "ombre-table__counts", textContent: "sits out this deal" }),
        );
        continue;
      }
      const info = view.seats[seat];
      const role = roleText(seat);
      seatBox.dataset.role = info.role || "";
      seatBox.dataset.turn = String(view.current_player === seat && view.phase !== "over");
      seatBox.dataset.out = "false";
      seatBox.dataset.dummy = String(Boolean(info.dummy));
      seatBox.replaceChildren(
        el("strong", { textContent: name(seat) }),
        role ? el("span", { textContent: ` (${role})` }) : "",
        dummyNote(info),
        el("span", { className: "ombre-table__counts", textContent: `${info.cards} cards, ${tricksText(info.won)}` }),
      );
    }
    box.dataset.out = String(view.seat === null);
    if (view.seat === null) {
      youHeading.textContent = "You sit this deal out: the others play it, and you watch";
      return;
    }
    const mine = view.seats[view.seat];
    const role = roleText(view.seat);
    youHeading.textContent = `Your hand${role ? ` (${role})` : ""}: ${tricksText(mine.won)}`;
  }

  /** Ombre a dos: the dummy seat's label, under its name. */
  function dummyNote(info) {
    return info.dummy
      ? el("span", { className: "ombre-table__dummy", textContent: `${info.dummy_label} (plays by rule)` })
      : "";
  }

  /** Ombre a dos: why the dummy played its card in these cards, in the engine's words. */
  function dummyWhy(shown) {
    const plays = view.dummy_plays || {};
    return shown
      .filter((played) => played.seat === view.dummy && plays[played.card])
      .map((played) => plays[played.card]);
  }

  /** ", calling the King of hearts" when the ombre has called a partner's card. */
  function calledText() {
    return view.called ? `, calling the ${cardName(view.called) || "called card"}` : "";
  }

  /** Who the called partner is, as far as the learner knows (the engine tells the view only
   * once the called card is played, or to the holder). */
  function partnerText() {
    if (view.partner_note) return view.partner_note; // an own card called: the ombre plays alone
    const partner = view.seats.findIndex((info) => info.role === "partner");
    if (partner < 0) return "its holder, the partner, is not yet known";
    return partner === view.seat ? "you hold it: you are the partner" : `${name(partner)} is the partner`;
  }

  /** The trick's cards, each on its player's side: the other seats in a row in the order of
   * their boxes, an empty place where no card lies, and the learner's card below. */
  function trickCards(shown, winner) {
    const byTable = new Map(shown.map((played) => [tableSeatOf(played.seat), played]));
    const place = (tableSeat) => {
      const played = byTable.get(tableSeat);
      return played
        ? playedCard(played, winner)
        : el("span", { className: "ombre-table__place", "aria-hidden": "true" });
    };
    const row = seatBoxes.map((seatBox) => place(Number(seatBox.dataset.seat)));
    return [
      el("div", { className: "ombre-table__trick-row" }, ...row),
      el("div", { className: "ombre-table__trick-south" }, byTable.has(0) ? place(0) : ""),
    ];
  }

  function playedCard(played, winner) {
    const card = cardElement(played.card, { size: "sm" });
    if (played.seat === winner) card.classList.add("is-winner");
    return el(
      "figure",
      { className: "ombre-table__played", dataset: { seat: String(played.seat) } },
      card,
      el("figcaption", { textContent: name(played.seat) }),
    );
  }

  function drawCentre() {
    const parts = [];
    if (view.contract) {
      parts.push(`${name(view.ombre)} ${view.ombre === view.seat ? "play" : "plays"} ${view.contract}${calledText()}`);
      if (view.called) parts.push(partnerText());
      if (view.trump) parts.push(`${view.trump} are trumps`);
    } else if (view.phase === "auction") {
      parts.push("The auction");
    }
    if (status.talon > 0) parts.push(`talon ${view.talon_size} ${view.talon_size === 1 ? "card" : "cards"}`);
    const text = parts.join("; ");
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
    const dummy = dummyWhy(shown);
    if (dummy.length) why.textContent = [...dummy, why.textContent].filter(Boolean).join(" ");
    const bidding = ["auction", "gascarille", "choose", "trump", "call"].includes(view.phase);
    if (!shown.length && (bidding || view.result?.thrown_in)) {
      const calls = view.log.filter((entry) => entry.phase !== "deal");
      trickBox.setAttribute("aria-label", "The auction so far");
      trickBox.dataset.shows = "auction";
      trickBox.replaceChildren(
        el(
          "ul",
          { className: "ombre-table__calls" },
          ...calls.map((entry) => el("li", { textContent: `${name(entry.seat)}: ${entry.label}` })),
        ),
      );
      return;
    }
    if (
      !shown.length &&
      view.phase === "exchange" &&
      view.turned_up &&
      view.seats.every((seat) => seat.discarded === 0)
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
      ...trickCards(shown, winner),
    );
  }

  /** The tricks played so far, one box each: its number and winner, then its cards in the
   * order played, each over its player's name. */
  function drawStrip() {
    strip.replaceChildren(
      ...view.tricks.map((trick) =>
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
            ...trick.cards.map((played) => {
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
    strip.hidden = !view.tricks.length;
  }

  function cardButton(code, drawn) {
    const button = el(
      "button",
      { type: "button", className: "ombre-card-button ombre-table__card", dataset: { card: code } },
      cardElement(code, { size: "sm" }),
    );
    if (drawn.has(code)) {
      button.dataset.drawn = "true";
      button.append(
        el("span", { className: "ombre-table__new", textContent: "new" }),
        el("span", { className: "ombre-sr-only", textContent: " (just drawn)" }),
      );
    }
    if (view.phase === "play" && view.to_act) {
      const legal = view.legal_cards.includes(code);
      button.dataset.legal = String(legal);
      if (legal) button.append(el("span", { className: "ombre-sr-only", textContent: " (may be played)" }));
    }
    if (view.phase === "exchange" && view.to_act) button.setAttribute("aria-pressed", String(selected.has(code)));
    return button;
  }

  function discardLabel() {
    return selected.size ? `Discard ${selected.size} and draw ${selected.size}` : "Keep all my cards";
  }

  function drawHand() {
    // The cards just drawn stay marked until the first trick is over.
    const drawn = new Set(view.tricks_done === 0 ? view.your_exchange.drawn : []);
    hand.replaceChildren(...view.hand.map((code) => cardButton(code, drawn)));
    actions.replaceChildren();
    prompt.textContent = "";
    if (view.phase === "over") {
      prompt.textContent = "The deal is over.";
    } else if (!view.to_act) {
      prompt.textContent = `${view.seat === null ? "You sit this deal out. " : ""}${name(view.current_player)} is thinking…`;
    } else if (view.phase === "exchange" && (!guided || guidedChoice() === "exchange")) {
      const [low, high] = view.discard_range;
      prompt.textContent = `Your exchange: choose the cards to discard (${low} to ${high}), then confirm.`;
      actions.append(
        el("button", {
          type: "button",
          className: "md-button md-button--primary",
          textContent: discardLabel(),
          dataset: { discard: "yes" },
        }),
      );
    } else if (view.phase === "play") {
      prompt.textContent = `Your turn: play a card to trick ${view.tricks_done + 1}. Marked cards may be played.`;
    } else if (view.phase === "call") {
      prompt.textContent = "Your call: choose the card whose holder becomes your secret partner.";
    } else {
      prompt.textContent = "Your turn.";
    }
    if (guided) prompt.textContent = guidedPrompt();
    if (view.to_act && (!guided || (guidedChoice() && guidedChoice() !== "exchange") || pending?.kind === "own")) {
      for (const action of view.actions) {
        actions.append(
          el("button", {
            type: "button",
            className: "md-button",
            textContent: action.label,
            dataset: { action: action.action },
          }),
        );
      }
    }
  }

  function drawLog() {
    logList.replaceChildren(
      ...view.log.map((entry) => el("li", { dataset: { seat: String(entry.seat) }, textContent: entry.text })),
    );
  }

  function sync() {
    const ready = engine.state === "ready" && view !== null;
    loading.hidden = view !== null || engine.state === "failed";
    const idle = ready && !busy && otherGame === null;
    const picking = !guided || (pending?.kind === "card" && !offering) || pending?.kind === "own";
    for (const button of box.querySelectorAll(".ombre-table__hand button, .ombre-table__actions button")) {
      button.disabled = !idle || !view.to_act || !picking;
    }
    if (guided) {
      for (const button of chooseButtons) {
        button.disabled = !ready;
        button.setAttribute("aria-pressed", String(current !== null && button.dataset.deal === current.slug));
      }
      goOnButton.hidden = pending?.kind !== "go-on";
      goOnButton.disabled = !ready;
      askButton.hidden = pending?.kind !== "card" || offering;
      askButton.disabled = !idle;
      retryButton.hidden = !offering;
      takeButton.hidden = !offering;
      keepButton.hidden = !offering || keepable === null;
      againButton.hidden = !(current && view && view.phase === "over" && pending === null);
      againButton.disabled = !ready;
      box.dataset.guide = offering ? "offer" : pending?.kind || "";
      box.dataset.leftAt = leftAt === null ? "" : String(leftAt);
    }
    hintButton.disabled = !idle || !view.to_act || view.phase === "over";
    undoButton.hidden = !practiceBox.checked || guided !== null;
    undoButton.disabled = !idle || !hasDecided();
    nextButton.hidden = view?.phase !== "over";
    nextButton.disabled = !idle;
    resetButton.disabled = !idle;
    nextTrick.hidden = !waiting;
    nextTrick.disabled = !waiting;
    confirmYes.disabled = !idle;
    confirmNo.disabled = !idle;
    autoBox.disabled = !ready;
    practiceBox.disabled = !ready;
    paceSelect.disabled = !ready;
    rulesSelect.disabled = !ready || !rulesSelect.options.length;
    box.dataset.engine = engine.state;
    box.dataset.busy = String(!ready || (busy && !waiting));
    box.dataset.waiting = String(waiting);
    box.dataset.toAct = view?.to_act ? "you" : "";
  }

  function hasDecided() {
    return view?.log.some((entry) => entry.seat === view.seat) ?? false;
  }

  let drawnPhase = null; // a deal is counted in progress when it ends here, not when restored
  function draw() {
    if (view.phase === "over" && drawnPhase !== null && drawnPhase !== "over" && !replayed()) {
      try {
        recordDeal();
      } catch (error) {
        console.warn("deal not recorded in progress:", error);
      }
    }
    drawnPhase = view.phase;
    box.dataset.notation = game.notation;
    box.dataset.phase = view.phase;
    box.dataset.tally = JSON.stringify(status.tally);
    box.dataset.deals = String(status.deal);
    drawScore();
    drawSeats();
    drawCentre();
    drawStrip();
    drawHand();
    drawLog();
    result.replaceChildren(view.phase === "over" ? settlementBlock(view) : "");
    offerReview();
    if (status.over) {
      const leaders = status.leaders;
      const who = leaders.map((seat) => status.table[seat].name).join(" and ");
      const verb = leaders.length > 1 || leaders[0] === 0 ? "have" : "has";
      const length =
        status.chip_target === null ? `of ${status.session_deals} deals` : `to ${status.chip_target} chips`;
      result.append(
        el("p", {
          className: "ombre-table__session",
          textContent: `The session ${length} is over: ${who} ${verb} the most chips (${signed(status.tally[leaders[0]])}). "Next deal" starts a new session.`,
        }),
      );
    }
    if (notice) {
      message.textContent = notice;
      notice = "";
    }
    sync();
  }

  function focusInside() {
    return box.contains(document.activeElement) || document.activeElement === document.body;
  }

  function focusNext() {
    if (!learnerActed || !focusInside()) return;
    const target =
      hand.querySelector('button[data-legal="true"]') ||
      actions.querySelector("button") ||
      hand.querySelector("button") ||
      (nextButton.hidden ? null : nextButton);
    if (target && !target.disabled) target.focus({ preventScroll: true });
    revealTurn();
  }

  /** At the learner's card, on a short screen (a phone): the trick and the first card they may
   * play scrolled into view together when they fit, else that card; nothing moves otherwise. */
  function revealTurn() {
    const card = view?.phase === "play" && view.to_act && hand.querySelector('button[data-legal="true"]');
    if (!card) return;
    const cover = Math.max(0, document.querySelector(".md-header")?.getBoundingClientRect().bottom ?? 0);
    const top = trickBox.getBoundingClientRect().top;
    const bottom = card.getBoundingClientRect().bottom;
    if (top >= cover && bottom <= window.innerHeight) return;
    if (bottom - top <= window.innerHeight - cover) window.scrollBy(0, top - cover);
    else card.scrollIntoView({ block: "nearest" });
  }

  /** A trick has just been finished and the next one not started: it stays on the table. */
  function trickToHold() {
    return view.phase === "play" && view.trick.length === 0 && view.tricks_done > heldTrick;
  }

  /** The pace chosen in the settings (guided deals, with the settings hidden, keep it too). */
  function pace() {
    return PACES[paceSelect.value] || PACES[DEFAULT_PACE];
  }

  async function holdTrick() {
    if (autoBox.checked) {
      await pause(pace().trickMs);
    } else {
      waiting = true;
      prompt.textContent = `Trick ${view.tricks_done} is over. Press "Next trick" when you are ready.`;
      sync();
      if (learnerActed && focusInside()) nextTrick.focus({ preventScroll: true });
      await new Promise((resolve) => {
        goOn = resolve;
      });
    }
    heldTrick = view.tricks_done;
  }

  async function bots() {
    while (view && view.phase !== "over" && !view.to_act) {
      if (trickToHold()) await holdTrick();
      await pause(pace().moveMs);
      if (!element.isConnected) return;
      const reply = await engine.call("session.bot", { session: game });
      accept(reply);
      live.textContent = reply.explanation;
      draw();
    }
  }

  async function run(work, { byLearner = true } = {}) {
    if (busy) return;
    busy = true;
    learnerActed = byLearner;
    confirmBox.hidden = true;
    sync();
    try {
      await work();
      await bots();
    } catch (error) {
      message.textContent = error.message;
      message.dataset.code = error.code || "";
    }
    busy = false;
    waiting = false;
    if (view) draw();
    else sync();
    focusNext();
  }

  async function act(action) {
    message.textContent = "";
    hintBox.textContent = "";
    delete hintBox.dataset.action;
    try {
      const reply = await engine.call("session.apply", { session: game, action });
      accept(reply);
      live.textContent = reply.explanation;
      draw();
    } catch (error) {
      // The engine's rule, e.g. "you must follow hearts: you hold 5h".
      message.textContent = error.message;
      message.dataset.code = error.code || "";
    }
  }

  function clearMessage() {
    message.textContent = "";
    delete message.dataset.code;
  }

  function clearHint() {
    hintBox.textContent = "";
    delete hintBox.dataset.action;
  }

  /** The next deal of the session (the engine says who deals and whether a new session
   * starts), or with fresh=true the first deal of a new session (a shared deal's link). */
  async function newDeal(fresh, link = null) {
    clearHint();
    if (message.dataset.code === "next-rules") clearMessage(); // the rules it announced now apply
    let reply;
    if (link) reply = await engine.call("session.new", { link });
    else if (fresh || !game) reply = await engine.call("session.new", { rules: chosenRules(), seed: randomSeed() });
    else reply = await engine.call("session.next", { session: game, rules: chosenRules(), seed: randomSeed() });
    heldTrick = 0;
    accept(reply);
    showRules();
    live.textContent = reply.view.log[0].text;
    result.replaceChildren();
    draw();
  }

  /** Whether starting afresh would wipe something: a later deal, chips, or a decision made. */
  function inProgress() {
    return status !== null && (status.deal > 1 || status.tally.some((chips) => chips !== 0) || hasDecided());
  }

  function ask(text, yes, action) {
    confirmText.textContent = text;
    confirmYes.textContent = yes;
    confirmAction = action;
    confirmBox.hidden = false;
    sync();
  }

  // --- free play's rules: every rule set the engine offers, in words -----------------------

  /** Fill the rules choice from the engine's list (once): the remembered choice, else the
   * site's preset. */
  async function listRules() {
    const { choices } = await engine.call("session.rules", {});
    rulesSelect.replaceChildren(
      ...choices.map((choice) =>
        el("option", { value: choice.rules, textContent: choice.label, dataset: { seats: String(choice.seats) } }),
      ),
    );
    const names = choices.map((choice) => choice.rules);
    rulesSelect.value = names.includes(settings.rules) ? settings.rules : presetInUse();
  }

  /** The rules the next deal is dealt with: the table's choice (the site's preset until the
   * engine has listed the choices). */
  function chosenRules() {
    return rulesSelect.value || presetInUse();
  }

  /** After a deal is dealt, the choice shows its rules (when they are a plain choice). */
  function showRules() {
    const plain = [...rulesSelect.options].some((option) => option.value === status.rules);
    if (plain) rulesSelect.value = status.rules;
  }

  function rulesChanged() {
    if (!view || guided) return;
    const option = rulesSelect.selectedOptions[0];
    const seats = Number(option.dataset.seats);
    const fresh =
      seats !== status.table.length ? ` With ${seats} at the table, the next deal starts a new session.` : "";
    message.textContent = `From the next deal: ${option.textContent}.${fresh}`;
    message.dataset.code = "next-rules";
  }

  async function start() {
    if (!guided) await listRules();
    const { raw, saved, problem } = load();
    const shared = sharedDeal();
    if (saved !== null) {
      try {
        accept(await engine.call("session.view", { session: saved }));
      } catch (error) {
        if (!refusesRecord(error)) throw error; // the engine failed, not the game: keep it
        notice = setAside(raw, recordProblem(error));
      }
    } else if (problem) {
      notice = setAside(raw, problem);
    }
    if (notice.includes("left as it is")) saving = false;
    let link = null;
    if (shared !== null) {
      try {
        link = (await engine.call("session.link", { link: shared })).link;
      } catch (error) {
        if (!refusesRecord(error)) throw error;
        notice =
          `${notice} This deal link is not valid (${recordProblem(error, "deal link")}), so it is not dealt.`.trim();
      }
    }
    if (link !== null && !(status && status.link === link)) {
      if (view && inProgress()) {
        draw();
        ask(
          `This link deals a shared deal. Playing it starts a new game and wipes your session so far (deal ${status.deal}, your chips ${signed(status.tally[0])}).`,
          "Play the shared deal",
          () => newDeal(true, link),
        );
        return;
      }
      await newDeal(true, link);
      return;
    }
    if (view) {
      showRules();
      draw();
    } else await newDeal(true);
  }

  hand.addEventListener("click", (event) => {
    const button = event.target instanceof Element && event.target.closest("button[data-card]");
    if (!button || button.disabled || !view || !view.to_act) return;
    const code = button.dataset.card;
    if (view.phase === "exchange") {
      if (selected.has(code)) selected.delete(code);
      else selected.add(code);
      button.setAttribute("aria-pressed", String(selected.has(code)));
      const confirm = actions.querySelector("button[data-discard]");
      if (confirm) confirm.textContent = discardLabel();
      return;
    }
    if (guided && pending?.kind === "own") playOwn(`play ${code}`);
    else if (guided) pickAction(`play ${code}`);
    else if (view.phase === "play") run(() => act(`play ${code}`));
  });
  actions.addEventListener("click", (event) => {
    const button = event.target instanceof Element && event.target.closest("button");
    if (!button || button.disabled) return;
    // The second click of a double click lands on the option drawn where the one pressed was.
    if (event.detail > 1) return;
    if (button.dataset.discard) {
      const cards = view.hand.filter((code) => selected.has(code));
      const action = cards.length ? `discard ${cards.join(" ")}` : "discard none";
      if (guided) pickAction(action);
      else run(() => act(action));
    } else if (guided && pending?.kind === "own" && button.dataset.action) {
      playOwn(button.dataset.action);
    } else if (guided && button.dataset.action) {
      pickAction(button.dataset.action);
    } else if (button.dataset.action) {
      run(() => act(button.dataset.action));
    }
  });
  nextTrick.addEventListener("click", () => {
    if (!waiting || !goOn) return;
    waiting = false;
    learnerActed = true;
    sync();
    const resume = goOn;
    goOn = null;
    resume();
  });
  hintButton.addEventListener("click", () =>
    run(async () => {
      const hint = await engine.call("game.hint", { notation: game.notation });
      hintBox.dataset.action = hint.action;
      hintBox.textContent = `Hint (${hint.source}): ${hint.label}. ${hint.reason.charAt(0).toUpperCase()}${hint.reason.slice(1)}.`;
    }),
  );
  undoButton.addEventListener("click", () =>
    run(async () => {
      message.textContent = "";
      clearHint();
      const reply = await engine.call("session.undo", { session: game });
      accept(reply);
      live.textContent = "Your last decision is taken back.";
      draw();
    }),
  );
  nextButton.addEventListener("click", () => run(() => newDeal(false)));
  resetButton.addEventListener("click", () => {
    if (!inProgress()) {
      run(() => newDeal(true));
      return;
    }
    ask(
      `Start a new game? This wipes your session so far: deal ${status.deal}, your chips ${signed(status.tally[0])}.`,
      "Yes, start a new game",
      () => newDeal(true),
    );
    confirmNo.focus();
  });
  confirmYes.addEventListener("click", () => {
    const action = confirmAction;
    confirmAction = null;
    if (action) run(action);
  });
  confirmNo.addEventListener("click", () => {
    confirmAction = null;
    confirmBox.hidden = true;
    resetButton.focus();
  });
  autoBox.addEventListener("change", () => {
    saveSettings();
    if (autoBox.checked && waiting) nextTrick.click(); // going on by itself starts now
  });
  practiceBox.addEventListener("change", () => {
    saveSettings();
    sync();
  });
  paceSelect.addEventListener("change", saveSettings);
  rulesSelect.addEventListener("change", () => {
    saveSettings();
    rulesChanged();
  });
  document.addEventListener(
    RULES_EVENT,
    () => {
      if (view && guided)
        message.textContent =
          "This guided deal keeps the rules it was written for; the rules you chose apply to free play.";
      else if (view) {
        // The site's preset switch chooses the table's rules too.
        rulesSelect.value = presetInUse();
        saveSettings();
        rulesChanged();
      }
    },
    { signal },
  );

  // --- guided mode ------------------------------------------------------------------------

  /** Wait for the learner: "go-on" resolves true on "Go on"; "card" once the learner's card
   * (or other choice) is played. Another deal resolves the wait with false. */
  function waitFor(kind) {
    return new Promise((resolve) => {
      pending = { kind, resolve };
      busy = false;
      draw();
      focusGuide();
    });
  }

  function release(value) {
    const waiting = pending;
    pending = null;
    offering = false;
    keepable = null;
    busy = true;
    sync();
    if (waiting) waiting.resolve(value);
  }

  function focusGuide() {
    if (!learnerActed || !focusInside()) return;
    const target = pending?.kind === "go-on" ? goOnButton : hand.querySelector('button[data-legal="true"]');
    if (target && !target.disabled && !target.hidden) target.focus({ preventScroll: true });
    if (pending?.kind !== "go-on") revealTurn();
  }

  function say(title, text, quote = null) {
    guideBox.hidden = false;
    guideTitle.textContent = title;
    guideText.textContent = text;
    guideQuote.hidden = !quote;
    guideQuote.textContent = quote ? `“${quote}”` : "";
  }

  async function apply(action) {
    const reply = await engine.call("session.apply", { session: game, action });
    accept(reply);
    live.textContent = reply.explanation;
    draw();
  }

  /** Play a guided deal from its start, step by step; the learner goes on after each step.
   * With `from` (a trick number), the deal goes on from the learner's first decision in that
   * trick ("Replay from here"): the engine takes the session back, and the script resumes at the
   * step and action the build shipped for that trick. */
  async function playDeal(deal, { byLearner = true, from = null } = {}) {
    const run = ++guideRun;
    release(false);
    letHeldTrickGo();
    current = deal;
    learnerActed = byLearner;
    message.textContent = "";
    live.textContent = from === null ? "" : `Trick ${from} again: your turn.`;
    result.replaceChildren();
    const own = from !== null && leftAt !== null && from > leftAt; // after the deal left the script
    if (!own) leftAt = null;
    const resume = from === null || own ? [0, 0] : deal.replays[String(from)];
    try {
      if (from === null) {
        firstTries = [];
        accept(await engine.call("session.view", { session: deal.start }));
        say(deal.title, deal.intro || "The cards are dealt.");
        if (!(await waitFor("go-on")) || run !== guideRun) return;
      } else {
        accept(await engine.call("review.replay", { session: game, trick: from }));
        if (!own) firstTries = firstTries.filter((entry) => before(entry.place, resume));
      }
      if (own) {
        heldTrick = view.tricks_done;
        say("Your own way", "Played again from here, off the guide's script. Your turn: choose your card.");
        await playOwnWay(run);
        return;
      }
      for (const [index, step] of deal.steps.entries()) {
        if (index < resume[0]) continue;
        for (const [number, action] of step.actions.entries()) {
          if (before([index, number], resume)) continue;
          if (action.learner) {
            expected = action;
            expectedStep = step;
            tried = null;
            place = [index, number];
            const turn = action.choice ? "Your turn: your choice." : "Your turn: choose your card.";
            say(
              step.heading,
              from !== null && index === resume[0] && number === resume[1] ? `Played again from here. ${turn}` : turn,
            );
            const answer = await waitFor("card");
            if (!answer || run !== guideRun) return;
            if (answer === "own") {
              await playOwnWay(run);
              return;
            }
            continue;
          }
          await pause(pace().moveMs);
          if (run !== guideRun || !element.isConnected) return;
          await apply(action.action);
        }
        const last = index === deal.steps.length - 1;
        say(step.heading, step.comment, step.quote);
        if (last) guideTitle.textContent = `${step.heading}: the deal is over`;
        if (!last && (!(await waitFor("go-on")) || run !== guideRun)) return;
      }
      busy = false;
      draw();
    } catch (error) {
      if (run !== guideRun) return;
      busy = false;
      message.textContent = error.message;
      message.dataset.code = error.code || "";
      if (view) draw();
      else sync();
    }
  }

  /** A trick held on the table for the learner ("Next trick") is let go: another deal starts. */
  function letHeldTrickGo() {
    const held = goOn;
    waiting = false;
    goOn = null;
    held?.();
  }

  /** The deal after the learner kept a card of their own: the engine's bots play the other
   * seats, as in free play, and the learner any legal card; the guide is quiet to the end. */
  async function playOwnWay(run) {
    while (view.phase !== "over") {
      if (view.to_act) {
        if (!(await waitFor("own")) || run !== guideRun) return;
        continue;
      }
      if (trickToHold()) await holdTrick();
      await pause(pace().moveMs);
      if (run !== guideRun || !element.isConnected) return;
      const reply = await engine.call("session.bot", { session: game });
      accept(reply);
      live.textContent = reply.explanation;
      draw();
    }
    say("The deal is over", `You played it your own way from trick ${leftAt}: the result is below.`);
    busy = false;
    draw();
  }

  /** The learner's own card (or announcement) once the deal has left the script. */
  async function playOwn(action) {
    if (pending?.kind !== "own" || busy) return;
    learnerActed = true;
    message.textContent = "";
    delete message.dataset.code;
    busy = true;
    sync();
    try {
      await apply(action);
    } catch (error) {
      // The engine's rule, e.g. "you must follow hearts: you hold 5h".
      busy = false;
      message.textContent = error.message;
      message.dataset.code = error.code || "";
      sync();
      return;
    }
    release(true);
  }

  /** "Keep my card": the learner's card stands, and the deal leaves the script. */
  async function keepOwn() {
    if (!offering || keepable === null || busy) return;
    const { action, name: kept } = keepable;
    const [trick, notation] = [view.tricks_done + 1, game.notation];
    heldTrick = view.tricks_done; // a trick the kept card finishes stays on the table
    busy = true;
    offering = false;
    guideBox.dataset.verdict = "";
    sync();
    try {
      await apply(action);
    } catch (error) {
      busy = false;
      message.textContent = error.message;
      sync();
      return;
    }
    // Played, not a first try: the review judges it as played.
    firstTries = firstTries.filter((entry) => !(entry.notation === notation && entry.action === action));
    leftAt = trick;
    say(
      "Your own way",
      `You kept ${kept}, so the deal leaves the guide's script: from here the others choose their own cards, as in free play, and the guide is quiet until the end.`,
    );
    release("own");
  }

  /** What the learner chooses at a guided turn, when it is not a card: "auction", "trump",
   * "exchange", "surrender", ... (the script's phase); null at a card or at no turn. */
  function guidedChoice() {
    return pending?.kind === "card" && !offering && expected?.choice ? expected.choice : null;
  }

  function guidedPrompt() {
    if (pending?.kind === "own") return `Your turn: choose the card for trick ${view.tricks_done + 1}.`;
    if (pending?.kind !== "card" || offering) return "";
    if (!expected.choice) return `Your turn: choose the card for trick ${view.tricks_done + 1}.`;
    const prompts = {
      auction: "Your turn to bid.",
      trump: "Your turn: name trumps.",
      exchange: "Your exchange: choose the cards to discard, then confirm.",
      surrender: "Your turn: accept the surrender, or refuse and take the game over.",
    };
    return prompts[expected.choice] || "Your turn: choose.";
  }

  /** The same choice as the script's? Discards compare as sets, in any order. */
  function sameChoice(action) {
    if (action === expected.action) return true;
    if (!expected.discards || !action.startsWith("discard")) return false;
    const mine = action
      .split(" ")
      .slice(1)
      .filter((code) => code !== "none");
    return mine.length === expected.discards.length && mine.every((code) => expected.discards.includes(code));
  }

  /** The guide's choice, as the learner reads it: a card's symbol, or the action's label. */
  function guideChoice() {
    return expected.card || `“${expected.label}”`;
  }

  /** The learner's card or choice: the script's is played; an illegal one is refused with the
   * engine's rule; another legal one gets what it costs, the guide's choice and why, and a
   * choice. */
  async function pickAction(action) {
    if (pending?.kind !== "card" || offering || busy) return;
    learnerActed = true;
    message.textContent = "";
    delete message.dataset.code;
    if (sameChoice(action)) {
      await playExpected();
      return;
    }
    const code = action.startsWith("play ") ? action.slice(5) : null;
    busy = true;
    sync();
    try {
      // Asked only to learn whether the choice is legal: the reply is not kept.
      await engine.call("session.apply", { session: game, action });
      // What this card costs: the script's own words (its "instead" table), then the
      // solver's verdict worked out at build time ("this lets the defence make a puesta"),
      // then the guide's own card and reason.
      offering = true;
      tried = code;
      noteTry(action);
      prompt.textContent = "";
      const cost = code && expected.instead?.[code];
      const verdict = code ? expected.solver?.cards?.[code] : expected.solver?.choices?.[action];
      keepable = verdict?.no_worse ? { action, name: verdict.card } : null;
      const verb = expected.card ? "played" : "chose";
      const why = `The guide ${verb} ${guideChoice()} here, because ${expectedStep.guide}`;
      say(guideTitle.textContent, [cost && `${cost.card}: ${cost.text}`, verdict?.text, why].filter(Boolean).join(" "));
      guideBox.dataset.verdict = verdict ? (verdict.costly ? "costly" : "fine") : "";
      takeButton.textContent = expected.card ? "Play the guide's card" : "Take the guide's choice";
      keepButton.textContent = expected.card ? "Keep my card" : "Keep my choice";
      busy = false;
      sync();
      retryButton.focus({ preventScroll: true });
    } catch (error) {
      // The engine's rule, e.g. "you must follow hearts: you hold 5h".
      busy = false;
      message.textContent = error.message;
      message.dataset.code = error.code || "";
      sync();
    }
  }

  /** The hint at the learner's turn: the guide's card and why, where best play goes from
   * there, the cards that would cost the result, and what the card just tried would cost. */
  function guideHint() {
    const solver = expected.solver;
    const verb = expected.card ? "play" : "choose";
    const parts = [`The guide would ${verb} ${guideChoice()} here, because ${expectedStep.guide}`];
    if (solver?.outcome) parts.push(`With best play from here, that leads to ${solver.outcome}.`);
    const costly = Object.values(solver?.cards || {}).filter((item) => item.costly);
    if (costly.length)
      parts.push(`Cards that would cost you the result: ${costly.map((item) => item.card).join(", ")}.`);
    const choices = Object.values(solver?.choices || {}).filter((item) => item.costly);
    if (choices.length)
      parts.push(`Other choices that would cost you the result: ${choices.map((item) => item.card).join(", ")}.`);
    const mine = tried && solver?.cards?.[tried];
    if (mine) parts.push(`Your last try: ${mine.text}`);
    return parts.join(" ");
  }

  /** Whether the script's place `a` ([step, action]) comes before `b`. */
  function before(a, b) {
    return a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
  }

  /** Keep a legal choice other than the script's for the review ("first tried ..."). */
  function noteTry(action) {
    const notation = game.notation;
    if (firstTries.some((entry) => entry.notation === notation && entry.action === action)) return;
    firstTries.push({ place, notation, action });
  }

  /** The learner's first tries by position, as the review asks the engine about them. */
  function triesByPosition() {
    const found = {};
    for (const entry of firstTries) {
      found[entry.notation] ??= [];
      found[entry.notation].push(entry.action);
    }
    return found;
  }

  async function playExpected() {
    busy = true;
    offering = false;
    guideBox.dataset.verdict = "";
    sync();
    try {
      await apply(expected.action);
    } catch (error) {
      busy = false;
      message.textContent = error.message;
      sync();
      return;
    }
    release(true);
  }

  if (guided) {
    for (const button of chooseButtons) {
      button.addEventListener("click", () => {
        const deal = guided.find((item) => item.slug === button.dataset.deal);
        if (deal) playDeal(deal);
      });
    }
    goOnButton.addEventListener("click", () => {
      learnerActed = true;
      if (pending?.kind === "go-on") release(true);
    });
    retryButton.addEventListener("click", () => {
      offering = false;
      guideBox.dataset.verdict = "";
      say(guideTitle.textContent, expected.card ? "Choose another card." : "Choose again.");
      selected = new Set();
      draw();
      focusGuide();
    });
    takeButton.addEventListener("click", () => {
      if (offering) playExpected();
    });
    keepButton.addEventListener("click", keepOwn);
    againButton.addEventListener("click", () => playDeal(current));
    signal.addEventListener("abort", () => {
      guideRun += 1; // the page has gone: stop the deal where it waits
      release(false);
      letHeldTrickGo();
    });
    askButton.addEventListener("click", () => {
      if (pending?.kind !== "card" || offering) return;
      say(guideTitle.textContent, guideHint());
    });
  }

  // --- the review of a finished deal (deal-review.js) -------------------------------------

  const reviewButton = makeButton("Review this deal", "md-button ombre-table__review-button");
  // The review's module loads when a learner first asks for a review, not with every table.
  let reviewPanel = null;
  let reviewLoading = null;
  reviewButton.addEventListener("click", async () => {
    const [notation, seat, tries] = [game.notation, view.seat, guided ? triesByPosition() : {}];
    try {
      reviewLoading ??= import("../deal-review.js");
      const { createReview } = await reviewLoading;
      if (!reviewPanel) {
        reviewPanel = createReview({ engine, signal, name, onReplay: replayFrom });
        result.after(reviewPanel.element);
      }
    } catch (error) {
      reviewLoading = null;
      message.textContent = `The review could not load (${error.message}); try again.`;
      return;
    }
    reviewPanel.show(notation, seat, { replay: true, tries });
  });

  /** The end-of-deal hook (from draw): offer the review of a deal whose tricks were played,
   * and close an old review once another deal is under way. */
  function offerReview() {
    if (view.phase !== "over" || !view.tricks.length || view.seat === null) {
      reviewPanel?.hide();
      return;
    }
    // The engine says where its solver cannot judge the deal; the table then says why.
    const problem = view.review_problem;
    result.append(
      el(
        "p",
        { className: "ombre-table__review" },
        problem ? el("span", { className: "ombre-table__review-problem", textContent: problem }) : reviewButton,
      ),
    );
  }

  // A deal played again from one of its tricks counts once in progress, not at each replay.
  let replayedDeal = null;
  const dealPart = (notation) => notation.split(";")[0];
  function replayed() {
    return replayedDeal !== null && dealPart(game.notation) === replayedDeal;
  }

  /** "Replay from here": the session back at the learner's first decision in `trick`. */
  function replayFrom(trick) {
    if (guided) {
      replayGuided(trick);
      return;
    }
    run(async () => {
      message.textContent = "";
      clearHint();
      replayedDeal = dealPart(game.notation);
      accept(await engine.call("review.replay", { session: game, trick }));
      live.textContent = `Trick ${trick} again: your turn.`;
      draw();
    });
  }

  /** "Replay from here" in a guided deal: the script goes on from that trick, with the guide. */
  function replayGuided(trick) {
    if (!current || busy) return;
    replayedDeal = dealPart(game.notation);
    learnerActed = true;
    playDeal(current, { from: trick });
  }

  sync();
  let started = false;
  onEngine((state) => {
    if (state === "ready" && message.dataset.code === "engine-not-ready") {
      message.textContent = "";
      delete message.dataset.code;
    }
    if (state === "ready" && !started) {
      started = true;
      if (guided) playDeal(guided[0], { byLearner: false });
      else run(start, { byLearner: false });
    }
    sync();
  });
}
