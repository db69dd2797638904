// Widget "table": free play of whole deals against two bots (api "game.new", "game.view",
// "game.apply", "game.bot", "game.hint"). The learner is seat 0; the deal is kept as state
// notation (data-notation on the region) and saved in localStorage with the running tally, so a
// reload goes on where it stopped. Illegal moves are sent to the engine, which answers with the
// rule; legal cards are marked. A live region announces every play and trick.
import { cardElement } from "../cards.js";
import { el, pause, presetInUse, RULES_EVENT, settlementBlock, signed } from "../game-ui.js";

export const STORAGE_KEY = "ombre.table";
export const SET_ASIDE_KEY = "ombre.table.unreadable";
const VERSION = 1;
const BOT_PAUSE_MS = 350;

function load() {
  let raw = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return { saved: null, problem: "" };
  }
  if (raw === null) return { saved: null, problem: "" };
  try {
    const data = JSON.parse(raw);
    const valid =
      data &&
      data.v === VERSION &&
      typeof data.notation === "string" &&
      Array.isArray(data.tally) &&
      data.tally.length === 3 &&
      data.tally.every(Number.isInteger) &&
      Number.isInteger(data.deals) &&
      typeof data.counted === "boolean";
    if (!valid) throw new Error("it is not a saved game of this version");
    return { saved: data, problem: "", raw };
  } catch (error) {
    return { saved: null, problem: error.message, raw };
  }
}

function setAside(raw) {
  try {
    window.localStorage.setItem(SET_ASIDE_KEY, raw);
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: nothing to set aside.
  }
}

export default function bind(element, { engine, onEngine, signal, randomSeed }) {
  const box = element.querySelector(".ombre-table");
  const dealButton = box.querySelector(".ombre-table__deal");
  dealButton.closest("p").remove();

  // The table's parts, built once.
  const score = el("table", { className: "ombre-table__score" });
  const scoreWrap = el("div", { className: "ombre-scroll", tabIndex: 0, role: "region", "aria-label": "Score" }, score);
  const seatsBox = el("div", { className: "ombre-table__seats" });
  const contract = el("p", { className: "ombre-table__contract" });
  const trickBox = el("div", { className: "ombre-table__trick", role: "group", "aria-label": "The trick" });
  const centre = el("div", { className: "ombre-table__centre" }, contract, trickBox);
  const youHeading = el("h3", { className: "ombre-table__you" });
  const hand = el("div", { className: "ombre-table__hand", role: "group", "aria-label": "Your hand" });
  const prompt = el("p", { className: "ombre-table__prompt" });
  const actions = el("div", { className: "ombre-table__actions", role: "group", "aria-label": "Your options" });
  const message = el("p", { className: "ombre-table__message", role: "alert" });
  const hintButton = el("button", { type: "button", className: "md-button ombre-table__hint-button", textContent: "Hint" });
  const nextButton = el("button", { type: "button", className: "md-button md-button--primary ombre-table__next", textContent: "Next deal", hidden: true });
  const resetButton = el("button", { type: "button", className: "md-button ombre-table__reset", textContent: "Start a new game" });
  const buttons = el("p", { className: "ombre-table__buttons" }, hintButton, " ", nextButton, " ", resetButton);
  const hintBox = el("p", { className: "ombre-table__hint", role: "status" });
  const result = el("div", { className: "ombre-table__result" });
  const logList = el("ol", { className: "ombre-table__log" });
  const logBox = el("details", { className: "ombre-table__history" }, el("summary", { textContent: "Everything so far, explained" }), logList);
  // What just happened, in the engine's words: shown under the trick and read by screen readers.
  const live = el("p", { className: "ombre-table__live", "aria-live": "polite" });
  box.append(scoreWrap, seatsBox, centre, live, youHeading, hand, prompt, actions, message, buttons, hintBox, result, logBox);

  let game = null; // {v, notation, tally, deals, counted}
  let view = null;
  let busy = false;
  let selected = new Set();
  let notice = "";

  function save() {
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(game));
    } catch {
      // Storage blocked or full: the game lasts for this page only.
    }
  }

  function accept(reply) {
    game.notation = reply.notation;
    view = reply.view;
    if (view.phase === "over" && !game.counted) {
      game.tally = game.tally.map((chips, seat) => chips + view.result.chip_changes[seat]);
      game.counted = true;
    }
    selected = new Set();
    save();
  }

  function name(seat) {
    return view.names[seat];
  }

  function drawScore() {
    const head = el("tr", {}, el("th", { scope: "col", textContent: `Deal ${game.deals} of ${view.session_deals}` }));
    const row = el("tr", {}, el("th", { scope: "row", textContent: "Chips so far" }));
    view.names.forEach((who, seat) => {
      head.append(el("th", { scope: "col", textContent: who }));
      row.append(el("td", { className: "ombre-num", dataset: { seat: String(seat) }, textContent: signed(game.tally[seat]) }));
    });
    head.append(el("th", { scope: "col", textContent: "Pot" }));
    row.append(el("td", { className: "ombre-num ombre-table__pot", textContent: String(view.pot) }));
    score.replaceChildren(el("caption", { textContent: `${view.rules === "swedish" ? "Swedish" : "Standard"} rules` }), el("thead", {}, head), el("tbody", {}, row));
  }

  function roleText(seat) {
    const info = view.seats[seat];
    const parts = [];
    if (info.role) parts.push(info.role);
    if (info.dealer) parts.push("dealer");
    if (info.eldest) parts.push("eldest");
    return parts.join(", ");
  }

  function drawSeats() {
    seatsBox.replaceChildren(
      ...[1, 2].map((seat) => {
        const info = view.seats[seat];
        const role = roleText(seat);
        return el(
          "div",
          { className: "ombre-table__seat", dataset: { seat: String(seat), role: info.role || "", turn: String(view.current_player === seat) } },
          el("strong", { textContent: info.name }),
          role ? el("span", { textContent: ` (${role})` }) : null,
          el("span", { className: "ombre-table__counts", textContent: `${info.cards} cards, ${info.won} tricks` }),
        );
      }),
    );
    const mine = view.seats[0];
    const role = roleText(0);
    youHeading.textContent = `Your hand${role ? ` (${role})` : ""}: ${mine.won} tricks`;
  }

  function drawCentre() {
    const parts = [];
    if (view.contract) {
      parts.push(`${name(view.ombre)} ${view.ombre === 0 ? "play" : "plays"} ${view.contract}`);
      if (view.trump) parts.push(`${view.trump} are trumps`);
    } else if (view.phase === "auction") {
      parts.push("The auction");
    }
    parts.push(`talon ${view.talon_size} cards`);
    const text = parts.join("; ");
    contract.textContent = `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
    let shown = view.trick;
    let caption = view.trick.length ? `Trick ${view.tricks_done + 1}` : "";
    let winner = null;
    if (!shown.length && view.last_trick) {
      shown = view.last_trick.cards;
      winner = view.last_trick.winner;
      caption = `Trick ${view.last_trick.number}, won by ${name(winner)}`;
    }
    const bidding = ["auction", "gascarille", "choose", "trump"].includes(view.phase);
    if (!shown.length && (bidding || view.result?.thrown_in)) {
      const calls = view.log.filter((entry) => entry.phase !== "deal");
      trickBox.setAttribute("aria-label", "The auction so far");
      trickBox.replaceChildren(
        el("ul", { className: "ombre-table__calls" }, ...calls.map((entry) => el("li", { textContent: `${name(entry.seat)}: ${entry.label}` }))),
      );
      return;
    }
    if (!shown.length && view.phase === "exchange" && view.turned_up && view.seats.every((seat) => seat.discarded === 0)) {
      trickBox.setAttribute("aria-label", "The card turned up for trumps");
      trickBox.replaceChildren(
        el("figure", { className: "ombre-table__played" }, cardElement(view.turned_up, { size: "sm" }), el("figcaption", { textContent: "Turned up: the ombre's first draw" })),
      );
      return;
    }
    trickBox.setAttribute("aria-label", caption || "The trick");
    trickBox.replaceChildren(
      ...(caption ? [el("p", { className: "ombre-table__caption", textContent: caption })] : []),
      ...shown.map((played) => {
        const card = cardElement(played.card, { size: "sm" });
        if (played.seat === winner) card.classList.add("is-winner");
        return el("figure", { className: "ombre-table__played", dataset: { seat: String(played.seat) } }, card, el("figcaption", { textContent: name(played.seat) }));
      }),
    );
  }

  function cardButton(code) {
    const button = el("button", { type: "button", className: "ombre-card-button ombre-table__card", dataset: { card: code } }, cardElement(code, { size: "sm" }));
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
    hand.replaceChildren(...view.hand.map(cardButton));
    actions.replaceChildren();
    prompt.textContent = "";
    if (view.phase === "over") {
      prompt.textContent = "The deal is over.";
    } else if (!view.to_act) {
      prompt.textContent = `${name(view.current_player)} is thinking…`;
    } else if (view.phase === "exchange") {
      const [low, high] = view.discard_range;
      prompt.textContent = `Your exchange: choose the cards to discard (${low} to ${high}), then confirm.`;
      actions.append(el("button", { type: "button", className: "md-button md-button--primary", textContent: discardLabel(), dataset: { discard: "yes" } }));
    } else if (view.phase === "play") {
      prompt.textContent = `Your turn: play a card to trick ${view.tricks_done + 1}. Marked cards may be played.`;
    } else {
      prompt.textContent = "Your turn.";
    }
    if (view.to_act) {
      for (const action of view.actions) {
        actions.append(el("button", { type: "button", className: "md-button", textContent: action.label, dataset: { action: action.action } }));
      }
    }
  }

  function drawLog() {
    logList.replaceChildren(...view.log.map((entry) => el("li", { dataset: { seat: String(entry.seat) }, textContent: entry.text })));
  }

  function sync() {
    const ready = engine.state === "ready" && view !== null;
    for (const button of box.querySelectorAll(".ombre-table__hand button, .ombre-table__actions button")) {
      button.disabled = !ready || busy || !view.to_act;
    }
    hintButton.disabled = !ready || busy || !view.to_act || view.phase === "over";
    nextButton.hidden = !view || view.phase !== "over";
    nextButton.disabled = !ready || busy;
    resetButton.disabled = !ready || busy;
    box.dataset.busy = String(busy);
    box.dataset.toAct = view && view.to_act ? "you" : "";
  }

  function draw() {
    box.dataset.notation = game.notation;
    box.dataset.phase = view.phase;
    box.dataset.tally = JSON.stringify(game.tally);
    box.dataset.deals = String(game.deals);
    drawScore();
    drawSeats();
    drawCentre();
    drawHand();
    drawLog();
    result.replaceChildren(view.phase === "over" ? settlementBlock(view) : "");
    if (sessionOver()) {
      const best = Math.max(...game.tally);
      const leaders = view.names.filter((_, seat) => game.tally[seat] === best);
      result.append(
        el("p", {
          className: "ombre-table__session",
          textContent: `The session of ${view.session_deals} deals is over: ${leaders.join(" and ")} ${leaders.length > 1 || leaders[0] === "You" ? "have" : "has"} the most chips (${signed(best)}). "Next deal" starts a new session.`,
        }),
      );
    }
    if (notice) {
      message.textContent = notice;
      notice = "";
    }
    sync();
  }

  function sessionOver() {
    return view.phase === "over" && game.deals >= view.session_deals;
  }

  function focusInside() {
    return box.contains(document.activeElement) || document.activeElement === document.body;
  }

  function focusNext() {
    if (!focusInside()) return;
    const target =
      hand.querySelector('button[data-legal="true"]') ||
      actions.querySelector("button") ||
      hand.querySelector("button") ||
      (nextButton.hidden ? null : nextButton);
    if (target && !target.disabled) target.focus();
  }

  async function bots() {
    while (view && view.phase !== "over" && !view.to_act) {
      await pause(BOT_PAUSE_MS);
      if (!element.isConnected) return;
      const reply = await engine.call("game.bot", { notation: game.notation });
      accept(reply);
      live.textContent = reply.explanation;
      draw();
    }
  }

  async function run(work) {
    if (busy) return;
    busy = true;
    sync();
    try {
      await work();
      await bots();
    } catch (error) {
      message.textContent = error.message;
    }
    busy = false;
    if (view) draw();
    focusNext();
  }

  async function act(action) {
    message.textContent = "";
    hintBox.textContent = "";
    delete hintBox.dataset.action;
    try {
      const reply = await engine.call("game.apply", { notation: game.notation, action });
      accept(reply);
      live.textContent = reply.explanation;
      draw();
    } catch (error) {
      // The engine's rule, e.g. "you must follow hearts: you hold 5h".
      message.textContent = error.message;
      message.dataset.code = error.code || "";
    }
  }

  async function newDeal(next) {
    const reply = await engine.call("game.new", { rules: presetInUse(), seed: randomSeed(), dealer: next.dealer, pot: next.pot });
    game = { v: VERSION, notation: reply.notation, tally: next.tally, deals: next.deals, counted: false };
    view = reply.view;
    save();
    live.textContent = reply.view.log[0].text;
    result.replaceChildren();
    draw();
  }

  async function start() {
    const { saved, problem, raw } = load();
    if (saved) {
      try {
        const reply = await engine.call("game.view", { notation: saved.notation });
        game = saved;
        view = reply.view;
        draw();
        return;
      } catch (error) {
        setAside(raw);
        notice = `Your saved game could not be read (${error.message}), so it was set aside and a new deal is dealt.`;
      }
    } else if (problem) {
      setAside(raw);
      notice = `Your saved game could not be read (${problem}), so it was set aside and a new deal is dealt.`;
    }
    await newDeal({ dealer: 2, pot: 0, tally: [0, 0, 0], deals: 1 });
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
    if (view.phase === "play") run(() => act(`play ${code}`));
  });
  actions.addEventListener("click", (event) => {
    const button = event.target instanceof Element && event.target.closest("button");
    if (!button || button.disabled) return;
    if (button.dataset.discard) {
      const cards = view.hand.filter((code) => selected.has(code));
      run(() => act(cards.length ? `discard ${cards.join(" ")}` : "discard none"));
    } else if (button.dataset.action) {
      run(() => act(button.dataset.action));
    }
  });
  hintButton.addEventListener("click", () =>
    run(async () => {
      const hint = await engine.call("game.hint", { notation: game.notation });
      hintBox.dataset.action = hint.action;
      hintBox.textContent = `Hint: ${hint.label}. ${hint.reason.charAt(0).toUpperCase()}${hint.reason.slice(1)}.`;
    }),
  );
  nextButton.addEventListener("click", () =>
    run(() => {
      hintBox.textContent = "";
      delete hintBox.dataset.action;
      if (sessionOver()) return newDeal({ dealer: 2, pot: 0, tally: [0, 0, 0], deals: 1 });
      return newDeal({ dealer: (view.dealer + 1) % 3, pot: view.pot, tally: game.tally, deals: game.deals + 1 });
    }),
  );
  resetButton.addEventListener("click", () =>
    run(() => {
      hintBox.textContent = "";
      delete hintBox.dataset.action;
      return newDeal({ dealer: 2, pot: 0, tally: [0, 0, 0], deals: 1 });
    }),
  );
  document.addEventListener(RULES_EVENT, () => {
    if (view) message.textContent = `The ${presetInUse()} rules apply from the next deal.`;
  }, { signal });

  let started = false;
  onEngine((state) => {
    if (state === "ready" && !started) {
      started = true;
      run(start);
    }
    if (view) sync();
  });
}
