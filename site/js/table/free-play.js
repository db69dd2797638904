// @ts-check
// Free play: whole sessions against the engine's bots (api "session.new", "session.view",
// "session.apply", "session.bot", "session.undo", "session.next", "session.link",
// "session.rules", "game.hint"). Each click asks the engine, takes its reply as the table's
// state and draws it; the other seats then move after a pause, as Beginner or Strong bots (a
// setting, settings.js). The game is saved after each reply (saved-game.js), the deal is in the
// address (deal-link.js), and every rule set the engine lists can be chosen for the next deal.
// With options (FreePlayOptions) it plays one fixed deal instead: the daily deal (daily.js).
import { t } from "../i18n.js";
import { coachBid } from "../bid-warning.js";
import { el, pause, presetInUse, RULES_EVENT, signed } from "../game-ui.js";
import { createTable } from "./controller.js";
import { showLink, sharedDeal } from "./deal-link.js";
import { watchOtherTab } from "./other-tab.js";
import { loadSavedGame, recordProblem, refusesRecord, saveGame, setAsideSavedGame } from "./saved-game.js";
import { DEFAULT_STRENGTH, saveSettings } from "./settings.js";
import { dealPart, hasDecided, inProgress, trickToHold } from "./state.js";
import { focusInside, revealTurn } from "./view.js";

/** A strong hint answers within its budget (the engine's); this is only the worker's deadline. */
const HINT_TIMEOUT_MS = 30_000;

/**
 * One fixed deal in place of a session (the daily deal): no next deal, undo, new game, rules or
 * bots to choose; the steady strong bots play (the par's, the same on every machine); the caller
 * deals it and keeps it.
 * @typedef {object} FreePlayOptions
 * @property {() => Promise<void>} begin deals (or restores) the fixed deal, once the engine is ready
 * @property {(game: any) => string} save keeps the game: the sentence for the learner when it could not, else ""
 * @property {() => void} onHint the learner asked for a hint
 * @property {() => void} onDraw after each drawing of the table
 * @property {() => void} onRules the site's rule preset changed
 */

/** @param {string} text a clause @returns {string} the clause as a sentence's start */
const sentence = (text) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * Bind a free-play table (with `fixed`, one fixed deal: FreePlayOptions). Returns the table and
 * its way to run a piece of work with the engine (the bots move after it).
 * @param {HTMLElement} element the widget
 * @param {{engine: any, onEngine: (listener: (state: string) => void) => void, signal: AbortSignal, randomSeed: () => number}} context
 * @param {FreePlayOptions | null} [fixed]
 */
export function bindFreePlay(element, context, fixed = null) {
  const { engine, signal, randomSeed } = context;
  const table = createTable(element, context, {
    kind: "free-play",
    turn: { prompt: () => null, offersDiscard: () => true, offersActions: () => true, picking: () => true },
    onAccept() {
      save();
      if (state.status.link && !fixed) showLink(state.status.link);
    },
    syncMode(_ready, idle) {
      parts.undoButton.hidden = !parts.practiceBox.checked || fixed !== null;
      parts.undoButton.disabled = !idle || !hasDecided(state);
      if (fixed) {
        parts.nextButton.hidden = true;
        parts.hintButton.hidden = state.view?.phase === "over"; // the one deal is over: no hint to ask
      }
    },
    onCard(code) {
      if (state.view.phase === "play") play(`play ${code}`);
    },
    onDiscard: play,
    onAction: (action) =>
      coachBid(parts.actions, state.view.actions, action, {
        take: play,
        redraw: table.draw,
        focus: { preventScroll: true },
      }),
    tries: () => ({}),
    replayFrom,
    begin: () => run(fixed ? fixed.begin : start, { byLearner: false }),
    afterDraw: () => fixed?.onDraw(),
    oneDeal: fixed !== null,
  });
  const { parts, state, settings } = table;
  const { message, live, rulesSelect } = parts;
  parts.box.dataset.bots = fixed ? "steady" : settings.bots;
  if (fixed) {
    // One deal against the strong bots: nothing to choose but the pace.
    for (const hidden of [
      parts.resetButton,
      parts.botsBox,
      parts.practiceBox.closest("label"),
      rulesSelect.closest("label"),
    ])
      if (hidden instanceof HTMLElement) hidden.hidden = true;
  }

  function save() {
    if (!state.saving || state.otherGame !== null) return;
    // Storage full or blocked: the game lasts for this page only, and the learner knows.
    const problem = fixed ? fixed.save(state.game) : saveGame(state.game);
    if (problem) parts.saveNote.textContent = problem;
    parts.saveNote.hidden = !problem;
  }

  function keepSettings() {
    parts.box.dataset.bots = botStrength();
    saveSettings({
      autoAdvance: parts.autoBox.checked,
      practice: parts.practiceBox.checked,
      rules: rulesSelect.value || settings.rules,
      pace: parts.paceSelect.value,
      bots: chosenStrength(),
    });
  }

  /** The bots' strength chosen in the settings: it applies from the bots' next move. */
  function chosenStrength() {
    const checked = parts.botsRadios.find((radio) => radio.checked);
    return /** @type {import("./settings.js").Strength} */ (checked?.value ?? DEFAULT_STRENGTH);
  }

  /** How the other seats play: the setting, or at the daily deal the par's steady bots. */
  function botStrength() {
    return fixed ? "steady" : chosenStrength();
  }

  /** After the learner's own actions, the focus goes to what they may do next. */
  function focusNext() {
    if (!state.learnerActed || !focusInside(parts)) return;
    const target =
      parts.hand.querySelector('button[data-legal="true"]') ||
      parts.actions.querySelector("button") ||
      parts.hand.querySelector("button") ||
      (parts.nextButton.hidden ? null : parts.nextButton);
    if (target instanceof HTMLButtonElement && !target.disabled) target.focus({ preventScroll: true });
    revealTurn(parts, state);
  }

  /** The other seats play until the learner's turn (or the end of the deal). */
  async function bots() {
    while (state.view && state.view.phase !== "over" && !state.view.to_act) {
      if (trickToHold(state)) await table.holdTrick();
      await pause(table.pace().moveMs);
      if (!element.isConnected) return;
      await table.botMove(botStrength());
    }
  }

  /** One piece of work with the engine, then the bots; the table is busy meanwhile.
   * @param {() => Promise<void>} work @param {{byLearner?: boolean}} [options] */
  async function run(work, { byLearner = true } = {}) {
    if (state.busy) return;
    state.busy = true;
    state.learnerActed = byLearner;
    parts.confirmBox.hidden = true;
    table.sync();
    try {
      await work();
      await bots();
    } catch (error) {
      table.showError(error);
    }
    state.busy = false;
    state.waiting = false;
    if (state.view) table.draw();
    else table.sync();
    focusNext();
  }

  /** The learner's card or choice. @param {string} action */
  function play(action) {
    run(async () => {
      message.textContent = "";
      table.clearHint();
      await table.act(action);
    });
  }

  /** "Replay from here": the session back at the learner's first decision in `trick`. @param {number} trick */
  function replayFrom(trick) {
    run(async () => {
      message.textContent = "";
      table.clearHint();
      state.replayedDeal = dealPart(state.game.notation);
      table.accept(await engine.call("review.replay", { session: state.game, trick }));
      live.textContent = t("table-free-play.trick-again-your-turn", { trick });
      table.draw();
    });
  }

  /** The next deal of the session (the engine says who deals and whether a new session
   * starts), or with fresh=true the first deal of a new session (a shared deal's link).
   * @param {boolean} fresh @param {string | null} [link] */
  async function newDeal(fresh, link = null) {
    table.clearHint();
    if (message.dataset.code === "next-rules") table.clearMessage(); // the rules it announced now apply
    let reply;
    if (link) reply = await engine.call("session.new", { link });
    else if (fresh || !state.game)
      reply = await engine.call("session.new", { rules: chosenRules(), seed: randomSeed() });
    else reply = await engine.call("session.next", { session: state.game, rules: chosenRules(), seed: randomSeed() });
    state.heldTrick = 0;
    table.accept(reply);
    showRules();
    live.textContent = reply.view.log[0].text;
    parts.result.replaceChildren();
    table.draw();
  }

  /** Ask before wiping the session. @param {string} text @param {string} yes @param {() => Promise<void>} action */
  function ask(text, yes, action) {
    parts.confirmText.textContent = text;
    parts.confirmYes.textContent = yes;
    state.confirmAction = action;
    parts.confirmBox.hidden = false;
    table.sync();
  }

  /** Fill the rules choice from the engine's list (once): the remembered choice, else the
   * site's preset. */
  async function listRules() {
    const { choices } = await engine.call("session.rules", {});
    rulesSelect.replaceChildren(
      ...choices.map((/** @type {any} */ choice) =>
        el("option", { value: choice.rules, textContent: choice.label, dataset: { seats: String(choice.seats) } }),
      ),
    );
    const names = choices.map((/** @type {any} */ choice) => choice.rules);
    rulesSelect.value = names.includes(settings.rules) ? settings.rules : presetInUse();
  }

  /** The rules the next deal is dealt with: the table's choice (the site's preset until the
   * engine has listed the choices). */
  function chosenRules() {
    return rulesSelect.value || presetInUse();
  }

  /** After a deal is dealt, the choice shows its rules (when they are a plain choice). */
  function showRules() {
    const plain = [...rulesSelect.options].some((option) => option.value === state.status.rules);
    if (plain) rulesSelect.value = state.status.rules;
  }

  function rulesChanged() {
    if (!state.view) return;
    const option = rulesSelect.selectedOptions[0];
    const seats = Number(option.dataset.seats);
    const fresh = seats !== state.status.table.length ? t("table-free-play.with-at-table-next", { seats }) : "";
    message.textContent = t("table-free-play.from-next-deal", { rules: option.textContent, fresh });
    message.dataset.code = "next-rules";
  }

  /** The saved game (or a new one), and the deal the address shares. */
  async function start() {
    await listRules();
    const { raw, saved, problem } = loadSavedGame();
    const shared = sharedDeal();
    if (saved !== null) {
      try {
        table.accept(await engine.call("session.view", { session: saved }));
      } catch (error) {
        if (!refusesRecord(/** @type {any} */ (error))) throw error; // the engine failed, not the game: keep it
        state.notice = setAsideSavedGame(raw ?? "", recordProblem(/** @type {any} */ (error)));
      }
    } else if (problem) {
      state.notice = setAsideSavedGame(raw ?? "", problem);
    }
    if (state.notice.includes(t("table-free-play.left-as"))) state.saving = false;
    let link = null;
    if (shared !== null) {
      try {
        link = (await engine.call("session.link", { link: shared })).link;
      } catch (error) {
        if (!refusesRecord(/** @type {any} */ (error))) throw error;
        const why = recordProblem(/** @type {any} */ (error), t("table-free-play.deal-link"));
        state.notice = t("table-free-play.this-deal-link-not", { notice: state.notice, why }).trim();
      }
    }
    if (link !== null && !(state.status && state.status.link === link)) {
      if (state.view && inProgress(state)) {
        table.draw();
        ask(
          t("table-free-play.this-link-deals-shared", {
            deal: state.status.deal,
            chips: signed(state.status.tally[0]),
          }),
          t("table-free-play.play-shared-deal"),
          () => newDeal(true, link),
        );
        return;
      }
      await newDeal(true, link);
      return;
    }
    if (state.view) {
      showRules();
      table.draw();
    } else await newDeal(true);
  }

  if (!fixed) watchOtherTab(table, { save, run });
  /** @type {import("../engine-protocol").HintReply | null} */
  let hint = null;

  /** The hint's card: its action on the hint box (as the card's own button has it), its words. */
  function showCard() {
    if (!hint) return;
    const card = `${hint.label}. ${sentence(hint.reason)}. (${sentence(hint.source)}.)`;
    parts.hintBox.dataset.action = hint.action;
    parts.hintBox.textContent = hint.idea ? `${hint.idea} ${card}` : card;
    parts.showCardButton.hidden = true;
  }

  // A strong player's hint: the idea first, the card on "Show the card" (the simple bot's
  // hint outside the play has no idea and shows its card at once).
  parts.hintButton.addEventListener("click", () =>
    run(async () => {
      table.clearHint();
      fixed?.onHint();
      parts.hintBox.textContent = t("table-free-play.strong-player-thinking-about");
      hint = await engine.call(
        "game.hint",
        { notation: state.game.notation, strong: true },
        { timeoutMs: HINT_TIMEOUT_MS },
      );
      if (!hint.idea) {
        showCard();
        return;
      }
      parts.hintBox.textContent = hint.idea;
      parts.showCardButton.hidden = false;
    }),
  );
  parts.showCardButton.addEventListener("click", () => {
    showCard();
    focusNext();
  });
  parts.undoButton.addEventListener("click", () =>
    run(async () => {
      message.textContent = "";
      table.clearHint();
      table.accept(await engine.call("session.undo", { session: state.game }));
      live.textContent = t("table-free-play.your-last-decision-taken");
      table.draw();
    }),
  );
  parts.nextButton.addEventListener("click", () => run(() => newDeal(false)));
  parts.resetButton.addEventListener("click", () => {
    if (!inProgress(state)) {
      run(() => newDeal(true));
      return;
    }
    ask(
      t("table-free-play.start-new-game-this", { deal: state.status.deal, chips: signed(state.status.tally[0]) }),
      t("table-free-play.yes-start-new-game"),
      () => newDeal(true),
    );
    parts.confirmNo.focus();
  });
  parts.confirmYes.addEventListener("click", () => {
    const action = state.confirmAction;
    state.confirmAction = null;
    if (action) run(action);
  });
  parts.confirmNo.addEventListener("click", () => {
    state.confirmAction = null;
    parts.confirmBox.hidden = true;
    parts.resetButton.focus();
  });
  parts.autoBox.addEventListener("change", () => {
    keepSettings();
    if (parts.autoBox.checked && state.waiting) parts.nextTrick.click(); // going on by itself starts now
  });
  parts.practiceBox.addEventListener("change", () => {
    keepSettings();
    table.sync();
  });
  parts.paceSelect.addEventListener("change", keepSettings);
  for (const radio of parts.botsRadios) radio.addEventListener("change", keepSettings);
  rulesSelect.addEventListener("change", () => {
    keepSettings();
    rulesChanged();
  });
  document.addEventListener(
    RULES_EVENT,
    () => {
      if (fixed) {
        fixed.onRules();
        return;
      }
      if (!state.view) return;
      // The site's preset switch chooses the table's rules too.
      rulesSelect.value = presetInUse();
      keepSettings();
      rulesChanged();
    },
    { signal },
  );
  table.start();
  return { table, run };
}
