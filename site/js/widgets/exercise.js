// Widget "exercise": an engine-dealt question (api "exercise.new"), marked at once by the
// engine (api "exercise.check") with its explanation, a hint before answering and "Show me"
// (api "exercise.solution") after a wrong try. The first question is dealt at build time
// (sitegen/exercise.py draws the same markup); "New question" deals one from a random seed.
//
// Answer types: "choice" (a click answers), "multi" (toggle buttons, then Check; data.open:
// any answer is accepted and commented), "order" (click or Enter puts a card in the next
// place; arrow buttons move it), "number" and "chips" (inputs, then Check).
//
// Question links: ?ex=<exercise id>:<seed>[:<rules>] deals that question on opening the page.
// The rules follow the header's preset (rules.js) unless the lesson fixed them, and a change of
// preset re-deals the same seed. Every check is recorded in progress.js.
import { cardElement, cardName } from "../cards.js";
import { exerciseKey, recordAttempt } from "../progress.js";
import { PRESETS, RULES_EVENT, getRules } from "../rules.js";

const TRICK_NOTE = "The cards in the order they were played, the lead first:";
const FIGURES = [
  ["trick", "The trick so far, the lead first:"],
  ["hand", "The hand:"],
  ["ombre_hand", "The ombre's hand when play began:"],
];
const NUMBER_LABEL = "Your answer (a whole number)";
const POT_LABEL = "The pot after settling";
const OPEN_SUBMIT = "Discard and draw";
const ORDER_HELP =
  "Click the cards, or Tab to one and press Enter, in order from the highest: each goes to " +
  "the next place. Move a placed card with its arrow buttons.";
const WHOLE_NUMBER = /^\s*[-−]?\d+\s*$/;

function randomSeed() {
  return crypto.getRandomValues(new Uint32Array(1))[0] >>> 1;
}

/** {seed, rules|null} from ?ex=<id>:<seed>[:<rules>] for this exercise id, else null. */
export function linkedQuestion(search, id) {
  for (const value of new URLSearchParams(search).getAll("ex")) {
    const [linkId, seedText, rules] = value.split(":");
    if (linkId !== id || !/^\d+$/.test(seedText || "")) continue;
    const seed = Number(seedText);
    if (!Number.isSafeInteger(seed)) continue;
    return { seed, rules: PRESETS.includes(rules) ? rules : null };
  }
  return null;
}

export function questionLink(id, seed, rules) {
  return `?ex=${id}:${seed}:${rules}#ex-${id}`;
}

function make(tag, className, text) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

function sentence(text) {
  const value = String(text).trim();
  if (!value) return value;
  const first = value[0].toUpperCase() + value.slice(1);
  return /[.!?]$/.test(first) ? first : `${first}.`;
}

function signed(value) {
  return value > 0 ? `+${value}` : value < 0 ? `−${-value}` : "0";
}

function parseWhole(text) {
  if (!WHOLE_NUMBER.test(text)) return null;
  return Number(text.trim().replace("−", "-"));
}

function hand(codes) {
  const row = make("span", "ombre-hand");
  for (const code of codes) row.append(cardElement(code, { size: "sm" }));
  return row;
}

/** Which card lists of the data are drawn: not a trick or hand whose cards are the choices. */
function figuresShown(exercise) {
  const choiceCards = new Set(exercise.choices.map((choice) => choice.card).filter(Boolean));
  return FIGURES.filter(([key]) => {
    const cards = exercise.data[key];
    return Array.isArray(cards) && cards.length && !cards.every((code) => choiceCards.has(code));
  });
}

function choiceButton(choice, { toggle }) {
  const button = make("button", "ombre-answer");
  button.type = "button";
  button.dataset.choice = choice.id;
  if (toggle) button.setAttribute("aria-pressed", "false");
  if (choice.card) button.append(cardElement(choice.card));
  else button.append(make("span", "ombre-answer__label", choice.label));
  return button;
}

function choiceGroup(exercise, label, { toggle, extraClass = "" }) {
  const group = make("div", `ombre-exercise__choices${extraClass}`);
  group.setAttribute("role", "group");
  group.setAttribute("aria-label", label);
  group.append(...exercise.choices.map((choice) => choiceButton(choice, { toggle })));
  return group;
}

function numberInput(id, name, labelText) {
  const row = make("div", "ombre-chips__row");
  const label = make("label", "", labelText);
  label.htmlFor = id;
  const input = make("input");
  Object.assign(input, { id, type: "number", name, step: "1" });
  row.append(label, input, make("span", "ombre-chips__mark"));
  return row;
}

/** The answer form, as sitegen/exercise.py renders it (null for "choice"). */
function answerArea(exercise, id) {
  const type = exercise.answer_type;
  if (type === "choice") return choiceGroup(exercise, "Answers", { toggle: false });
  const open = Boolean(exercise.data.open);
  const submitText = open ? OPEN_SUBMIT : "Check";
  const form = make("form", "ombre-exercise__form");
  form.noValidate = true;
  if (type === "multi") {
    form.append(
      make("p", "ombre-exercise__help", `Pick every card that fits, then press ${submitText}.`),
      choiceGroup(exercise, open ? "Cards to discard" : "Answers", { toggle: true }),
    );
  } else if (type === "order") {
    const slots = make("ol", "ombre-exercise__slots");
    slots.setAttribute("aria-label", "Your order, highest first");
    const announce = make("p", "ombre-sr-only ombre-exercise__announce");
    announce.setAttribute("aria-live", "polite");
    form.append(
      make("p", "ombre-exercise__help", ORDER_HELP),
      choiceGroup(exercise, "Cards to place", { toggle: false, extraClass: " ombre-exercise__pool" }),
      slots,
      announce,
    );
  } else if (type === "number") {
    const label = make("label", "ombre-exercise__number", `${NUMBER_LABEL} `);
    const input = make("input");
    Object.assign(input, { type: "number", name: "answer", step: "1", inputMode: "numeric" });
    label.append(input);
    form.append(label);
  } else if (type === "chips") {
    const players = exercise.data.players || [];
    const fieldset = make("fieldset", "ombre-chips");
    fieldset.append(make("legend", "", "Chips won (+) or paid (−) by each player, and the pot after settling"));
    players.forEach((name, index) => {
      const row = numberInput(`${id}-chips-${index}`, `chips-${index}`, String(name));
      row.dataset.line = String(index);
      fieldset.append(row);
    });
    const pot = numberInput(`${id}-pot`, "pot", POT_LABEL);
    pot.dataset.line = "pot";
    pot.querySelector("input").min = "0";
    fieldset.append(pot);
    form.append(fieldset);
  } else {
    throw new Error(`the exercise widget cannot draw answer type ${JSON.stringify(type)}`);
  }
  const submit = make("button", "md-button ombre-exercise__check", submitText);
  submit.type = "submit";
  form.append(submit);
  return form;
}

/** The engine's reasons as a readable list, cards as pictures (null when nothing to add). */
function reasonList(reasons, exercise, message = "") {
  const players = exercise.data.players || [];
  const items = [];
  const groups = new Map(); // legal-play: one line per (may / may not, reason)
  for (const reason of reasons) {
    if (!("card" in reason && "legal" in reason)) continue;
    const key = `${reason.legal}|${reason.reason.message}`;
    if (!groups.has(key)) groups.set(key, { legal: reason.legal, message: reason.reason.message, cards: [] });
    groups.get(key).cards.push(reason.card);
  }
  const grouped = new Set([...groups.values()].map((group) => group.message));
  for (const group of groups.values()) {
    const lead = group.legal ? "May be played" : "May not be played";
    items.push({ text: `${lead}: ${group.message}`, cards: group.cards });
  }
  const seen = new Set();
  for (const reason of reasons) {
    if ("card" in reason && "legal" in reason) continue;
    if (reason.facts && "position" in reason.facts) continue; // marked on the places
    if (/^(chips|pot)-(right|wrong)$/.test(reason.code || "")) continue; // marked on the lines
    if (grouped.has(reason.message) || seen.has(reason.message)) continue;
    seen.add(reason.message);
    const item = { text: reason.message, cards: reason.cards || [] };
    if (Array.isArray(reason.chips)) {
      const parts = reason.chips.map((value, index) => `${players[index] || `Player ${index + 1}`} ${signed(value)}`);
      item.line = `${parts.join(", ")}; the pot ${signed(reason.pot_change || 0)}`;
    }
    if (reason.facts && Array.isArray(reason.facts.hand_after)) item.after = reason.facts.hand_after;
    // Words the feedback already says, with nothing to draw, are not repeated.
    const said = message.toLowerCase().includes(String(reason.message).toLowerCase());
    if (said && !item.cards.length && !item.line && !item.after) continue;
    items.push(item);
  }
  if (!items.length) return null;
  const settlement = items.some((item) => item.line);
  const list = make(settlement ? "ol" : "ul", "ombre-reasons");
  for (const item of items) {
    const li = make("li", "ombre-reason");
    li.append(make("span", "ombre-reason__text", sentence(item.text)));
    if (item.line) li.append(make("span", "ombre-reason__chips", item.line));
    if (item.cards.length) li.append(hand(item.cards));
    if (item.after) {
      li.append(make("span", "ombre-reason__caption", "Your hand now:"), hand(item.after));
    }
    list.append(li);
  }
  const heading = make("p", "ombre-exercise__details-title", settlement ? "The settlement, line by line:" : "Why:");
  const box = document.createDocumentFragment();
  box.append(heading, list);
  return box;
}

export default function bind(element, { engine, onEngine }) {
  const box = element.querySelector(".ombre-exercise");
  const id = box.dataset.exerciseId;
  const fixedRules = box.dataset.rulesFixed || null;
  const feedback = box.querySelector(".ombre-exercise__feedback");
  const details = box.querySelector(".ombre-exercise__details");
  const hintButton = box.querySelector(".ombre-exercise__hint-button");
  const hintText = box.querySelector(".ombre-exercise__hint");
  const show = box.querySelector(".ombre-exercise__show");
  const next = box.querySelector(".ombre-exercise__next");
  const link = box.querySelector(".ombre-exercise__link a");
  let current = JSON.parse(box.dataset.exercise);
  let phase = "asking"; // "asking" | "checking" | "answered" | "showing" | "shown" | "dealing"
  let correct = null; // the last verdict on this question
  let placed = []; // "order": the choice ids in the learner's places
  let generation = 0; // bumped by every deal, so late replies to an old question are dropped
  const linked = linkedQuestion(location.search, id);
  let wanted = {
    seed: linked ? linked.seed : current.seed,
    rules: (linked && linked.rules) || fixedRules || getRules(),
  };

  const type = () => current.answer_type;
  const form = () => box.querySelector(".ombre-exercise__form");
  const choiceButtons = () => [...box.querySelectorAll(".ombre-exercise__choices button[data-choice]")];
  const inputs = () => [...box.querySelectorAll(".ombre-exercise__form input")];
  const checkButton = () => box.querySelector(".ombre-exercise__check");
  const label = (choiceId) => {
    const choice = current.choices.find((item) => item.id === choiceId);
    return (choice && choice.card && cardName(choice.card)) || (choice ? choice.label : choiceId);
  };

  function sync() {
    const ready = engine.state === "ready";
    const asking = ready && phase === "asking";
    for (const button of choiceButtons()) {
      button.disabled = !asking;
      if (type() === "order") button.hidden = placed.includes(button.dataset.choice);
    }
    for (const button of box.querySelectorAll(".ombre-slot button")) {
      const index = Number(button.closest(".ombre-slot").dataset.slot);
      const blocked = (button.dataset.move === "up" && index === 0) ||
        (button.dataset.move === "down" && index === placed.length - 1);
      button.disabled = !asking || blocked;
    }
    for (const input of inputs()) input.disabled = !asking;
    const check = checkButton();
    if (check) check.disabled = !asking || (type() === "order" && placed.length < current.choices.length);
    hintButton.disabled = phase === "dealing";
    show.hidden = !(correct === false && ["answered", "showing", "shown"].includes(phase));
    show.disabled = !ready || phase !== "answered";
    next.disabled = !ready || ["dealing", "checking", "showing"].includes(phase);
    box.dataset.state = phase;
  }

  function say(text) {
    const announce = box.querySelector(".ombre-exercise__announce");
    if (announce) announce.textContent = text;
  }

  // --- "order": the places --------------------------------------------------------------------
  function drawSlots() {
    const slots = box.querySelector(".ombre-exercise__slots");
    if (!slots) return;
    const items = current.choices.map((_, index) => {
      const li = make("li", "ombre-slot");
      li.dataset.slot = String(index);
      li.append(make("span", "ombre-slot__number", String(index + 1)));
      const choiceId = placed[index];
      if (choiceId === undefined) {
        li.append(make("span", "ombre-slot__empty", "empty"));
        return li;
      }
      li.dataset.choice = choiceId;
      const choice = current.choices.find((item) => item.id === choiceId);
      li.append(choice.card ? cardElement(choice.card, { size: "sm" }) : make("span", "", choice.label));
      const moves = make("span", "ombre-slot__moves");
      for (const [move, symbol, words] of [["up", "↑", "up"], ["down", "↓", "down"], ["back", "✕", "back"]]) {
        const button = make("button", "ombre-slot__move", symbol);
        button.type = "button";
        button.dataset.move = move;
        button.setAttribute("aria-label", move === "back" ? `Take back ${label(choiceId)}` : `Move ${label(choiceId)} ${words}`);
        moves.append(button);
      }
      li.append(moves);
      return li;
    });
    slots.replaceChildren(...items);
  }

  function place(choiceId) {
    if (placed.includes(choiceId)) return;
    placed.push(choiceId);
    drawSlots();
    sync();
    say(`${label(choiceId)} in place ${placed.length} of ${current.choices.length}.`);
    const rest = choiceButtons().find((button) => !button.hidden);
    (rest || checkButton()).focus();
  }

  function move(choiceId, how) {
    const index = placed.indexOf(choiceId);
    if (index < 0) return;
    if (how === "back") {
      placed.splice(index, 1);
      drawSlots();
      sync();
      say(`${label(choiceId)} taken back; ${placed.length} of ${current.choices.length} placed.`);
      box.querySelector(`.ombre-exercise__pool button[data-choice="${CSS.escape(choiceId)}"]`)?.focus();
      return;
    }
    const target = how === "up" ? index - 1 : index + 1;
    if (target < 0 || target >= placed.length) return;
    [placed[index], placed[target]] = [placed[target], placed[index]];
    drawSlots();
    sync();
    say(`${label(choiceId)} moved to place ${target + 1} of ${current.choices.length}.`);
    const slot = box.querySelector(`.ombre-slot[data-slot="${target}"]`);
    const same = slot.querySelector(`button[data-move="${how}"]`);
    (same && !same.disabled ? same : slot.querySelector("button:not(:disabled)"))?.focus();
  }

  // --- answers ---------------------------------------------------------------------------------
  function collect() {
    const kind = type();
    if (kind === "multi") {
      return choiceButtons().filter((b) => b.getAttribute("aria-pressed") === "true").map((b) => b.dataset.choice);
    }
    if (kind === "order") return [...placed];
    if (kind === "number") {
      const value = parseWhole(inputs()[0].value);
      if (value === null) throw new RangeError("Type a whole number first, such as 2.");
      return value;
    }
    const values = inputs().map((input) => parseWhole(input.value));
    const missing = values.findIndex((value) => value === null);
    if (missing >= 0) {
      inputs()[missing].focus();
      throw new RangeError("Fill in every line with a whole number (negative for chips paid, 0 for none).");
    }
    return { chips: values.slice(0, -1), pot_after: values[values.length - 1] };
  }

  function markChoices(verdict, answer) {
    const solution = verdict.solution;
    for (const button of choiceButtons()) {
      const choiceId = button.dataset.choice;
      delete button.dataset.mark;
      if (type() === "choice" && choiceId === answer) {
        button.dataset.mark = verdict.correct ? "right" : "wrong";
        button.setAttribute("aria-pressed", "true");
      } else if (type() === "choice" && !verdict.correct && choiceId === solution) {
        button.dataset.mark = "solution";
      } else if (type() === "multi" && !current.data.open && answer.includes(choiceId)) {
        button.dataset.mark = solution.includes(choiceId) ? "right" : "wrong";
      }
    }
  }

  function markLines(reasons) {
    const rows = [...box.querySelectorAll(".ombre-chips__row")];
    const lines = reasons.filter((reason) => /^chips-(right|wrong)$/.test(reason.code || ""));
    const pot = reasons.find((reason) => /^pot-(right|wrong)$/.test(reason.code || ""));
    [...lines, pot].forEach((reason, index) => {
      const row = rows[index];
      if (!row || !reason) return;
      const right = reason.facts.correct;
      row.dataset.mark = right ? "right" : "wrong";
      const value = index < lines.length ? signed(reason.facts.expected) : String(reason.facts.expected);
      row.querySelector(".ombre-chips__mark").textContent = right ? "✔ right" : `✘ not right: ${value}`;
    });
  }

  function markPlaces(reasons) {
    for (const reason of reasons) {
      if (!reason.facts || !("position" in reason.facts)) continue;
      const slot = box.querySelector(`.ombre-slot[data-slot="${reason.facts.position}"]`);
      if (slot) slot.dataset.mark = reason.facts.correct ? "right" : "wrong";
    }
  }

  function explain(verdict) {
    details.replaceChildren();
    const list = reasonList(verdict.reasons || [], current, verdict.message || "");
    if (list) details.append(list);
  }

  function record(isRight) {
    try {
      recordAttempt(exerciseKey(id), { correct: isRight, kind: current.kind, seed: current.seed });
    } catch (error) {
      console.warn("progress not recorded:", error);
    }
  }

  async function submit(answer) {
    if (phase !== "asking") return;
    phase = "checking";
    sync();
    const token = generation;
    const { kind, seed, rules } = current;
    try {
      const verdict = await engine.call("exercise.check", { kind, seed, rules, answer });
      if (token !== generation) return;
      correct = verdict.correct;
      feedback.dataset.correct = String(verdict.correct);
      feedback.textContent = verdict.message;
      if (type() === "choice" || type() === "multi") markChoices(verdict, answer);
      if (type() === "order") markPlaces(verdict.reasons);
      if (type() === "number") box.querySelector(".ombre-exercise__number").dataset.mark = verdict.correct ? "right" : "wrong";
      if (type() === "chips") markLines(verdict.reasons);
      explain(verdict);
      phase = "answered";
      record(verdict.correct);
    } catch (error) {
      if (token !== generation) return;
      delete feedback.dataset.correct;
      feedback.textContent = `The engine could not mark this answer: ${error.message}`;
      phase = "asking";
    }
    sync();
    if (phase === "answered") (correct ? next : show).focus();
  }

  async function showMe() {
    if (phase !== "answered") return;
    phase = "showing";
    sync();
    const token = generation;
    const { kind, seed, rules } = current;
    try {
      const shown = await engine.call("exercise.solution", { kind, seed, rules });
      if (token !== generation) return;
      const solution = shown.solution;
      feedback.dataset.correct = "solution";
      feedback.textContent = shown.message;
      if (type() === "choice" || type() === "multi") {
        const ids = type() === "choice" ? [solution] : solution;
        for (const button of choiceButtons()) {
          if (ids.includes(button.dataset.choice) && button.dataset.mark !== "right") button.dataset.mark = "solution";
        }
      } else if (type() === "order") {
        placed = [...solution];
        drawSlots();
        for (const slot of box.querySelectorAll(".ombre-slot")) slot.dataset.mark = "solution";
      } else if (type() === "number") {
        inputs()[0].value = String(solution);
        box.querySelector(".ombre-exercise__number").dataset.mark = "solution";
      } else if (type() === "chips") {
        const values = [...solution.chips, solution.pot_after];
        box.querySelectorAll(".ombre-chips__row").forEach((row, index) => {
          row.querySelector("input").value = String(values[index]);
          row.dataset.mark = "solution";
          row.querySelector(".ombre-chips__mark").textContent = "the answer";
        });
      }
      explain(shown);
      phase = "shown";
    } catch (error) {
      if (token !== generation) return;
      feedback.textContent = `The engine could not show the answer: ${error.message}`;
      phase = "answered";
    }
    sync();
    if (phase === "shown") next.focus();
  }

  // --- dealing ---------------------------------------------------------------------------------
  function draw(exercise) {
    const rulesLabel = box.querySelector(".ombre-exercise__rules");
    rulesLabel.textContent = `${exercise.rules[0].toUpperCase()}${exercise.rules.slice(1)} rules`;
    box.querySelector(".ombre-exercise__question").textContent = exercise.question;
    const figures = box.querySelector(".ombre-exercise__figures");
    const shown = figuresShown(exercise);
    figures.replaceChildren(
      ...shown.map(([key, caption]) => {
        const figure = make("div", "ombre-exercise__figure");
        figure.dataset.figure = key;
        figure.append(make("p", "", caption), hand(exercise.data[key]));
        return figure;
      }),
    );
    const note = box.querySelector(".ombre-exercise__note");
    note.textContent = TRICK_NOTE;
    note.hidden = !("trick" in exercise.data) || shown.some(([key]) => key === "trick");
    const area = answerArea(exercise, id);
    box.querySelector(".ombre-exercise__form, .ombre-exercise__choices").replaceWith(area);
    hintText.textContent = exercise.hint;
    hintText.hidden = true;
    hintButton.setAttribute("aria-expanded", "false");
    feedback.textContent = "";
    delete feedback.dataset.correct;
    details.replaceChildren();
    link.href = questionLink(id, exercise.seed, exercise.rules);
    box.dataset.seed = String(exercise.seed);
    box.dataset.rules = exercise.rules;
    box.dataset.answerType = exercise.answer_type;
    box.dataset.exercise = JSON.stringify(exercise);
  }

  function reset() {
    placed = [];
    correct = null;
    drawSlots();
  }

  async function deal(seed, rules, { focus = true } = {}) {
    const token = ++generation;
    const before = phase;
    phase = "dealing";
    sync();
    try {
      const exercise = await engine.call("exercise.new", { kind: current.kind, seed, rules });
      if (token !== generation) return;
      current = exercise;
      draw(exercise);
      reset();
      phase = "asking";
      sync();
      if (focus) box.querySelector(".ombre-exercise__choices button, .ombre-exercise__form input")?.focus();
    } catch (error) {
      if (token !== generation) return;
      feedback.textContent = `The engine could not deal a new question: ${error.message}`;
      phase = before === "dealing" ? "asking" : before;
      sync();
    }
  }

  function dealWanted() {
    if (engine.state !== "ready") return;
    if (wanted.seed === current.seed && wanted.rules === current.rules) return;
    deal(wanted.seed, wanted.rules, { focus: false });
  }

  // --- events ----------------------------------------------------------------------------------
  box.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const choice = target && target.closest(".ombre-exercise__choices button[data-choice]");
    if (choice && !choice.disabled) {
      if (type() === "choice") submit(choice.dataset.choice);
      else if (type() === "multi") {
        const pressed = choice.getAttribute("aria-pressed") === "true";
        choice.setAttribute("aria-pressed", String(!pressed));
      } else if (type() === "order") place(choice.dataset.choice);
      return;
    }
    const moveButton = target && target.closest(".ombre-slot button[data-move]");
    if (moveButton && !moveButton.disabled) move(moveButton.closest(".ombre-slot").dataset.choice, moveButton.dataset.move);
  });
  box.addEventListener("keydown", (event) => {
    const slotButton = event.target instanceof Element && event.target.closest(".ombre-slot button");
    if (!slotButton || !["ArrowUp", "ArrowDown"].includes(event.key) || phase !== "asking") return;
    event.preventDefault();
    move(slotButton.closest(".ombre-slot").dataset.choice, event.key === "ArrowUp" ? "up" : "down");
  });
  box.addEventListener("submit", (event) => {
    event.preventDefault();
    if (phase !== "asking" || engine.state !== "ready") return;
    let answer;
    try {
      answer = collect();
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      delete feedback.dataset.correct;
      feedback.textContent = error.message;
      return;
    }
    submit(answer);
  });
  hintButton.addEventListener("click", () => {
    const open = hintText.hidden;
    hintText.hidden = !open;
    hintButton.setAttribute("aria-expanded", String(open));
  });
  show.addEventListener("click", showMe);
  next.addEventListener("click", () => {
    wanted = { seed: randomSeed(), rules: fixedRules || getRules() };
    deal(wanted.seed, wanted.rules);
  });
  const onRules = () => {
    if (!box.isConnected) {
      document.removeEventListener(RULES_EVENT, onRules);
      return;
    }
    if (fixedRules) return;
    wanted = { seed: current.seed, rules: getRules() };
    dealWanted();
  };
  document.addEventListener(RULES_EVENT, onRules);

  drawSlots();
  onEngine(() => {
    sync();
    dealWanted();
  });
}
