// The exercise widget's markup, drawn in this one place.
//
// The browser (widgets/exercise.js) draws every later question with it, and the build draws the
// first question's static HTML with the same functions, run by Node over a small DOM
// (sitegen/widgets/exercise_html.mjs, called by sitegen/widgets/exercise.py). So this module uses only
// document.createElement, setAttribute, textContent, append and hidden; it imports nothing, and
// a card is drawn by the `card(code, size)` function it is given (cards.js in the browser, the
// build's card_html at build time). Controls are drawn disabled: the controller enables them
// once the engine is ready.
//
// ANSWER_TYPES[answer_type] = {draw, press, collect, mark, retry, show}, like the kind registry
// of ombre_core/exercises/base.py:
//   draw(exercise, view)            -> the answer form (or the choice group for "choice");
//   press(button, {submit, place})  -> what a click on a choice button does;
//   collect(box, state)             -> the learner's answer in the engine's format, or throws a
//                                      RangeError whose message tells the learner what is missing;
//   mark(box, verdict, answer, ctx) -> marks the controls after exercise.check;
//   retry(box, answer)              -> after a wrong first try ("Try again" and the engine's
//                                      nudge): marks only what gives nothing away, and leaves
//                                      the learner's answer in place to change;
//   show(box, solution, state)      -> puts the solution in the controls after exercise.solution.
// `view` = {id, card}; `state` = {placed} (the "order" places), owned by the controller.

export const TRICK_NOTE = "The cards in the order they were played, the lead first:";
const FIGURES = [
  ["trick", "The trick so far, the lead first:"],
  ["hand", "The hand:"],
  ["ombre_hand", "The ombre's hand when play began:"],
];
const NUMBER_LABEL = "Your answer (a whole number)";
const POT_LABEL = "The pot after settling";
const CHIPS_LEGEND = "Chips won (+) or paid (−) by each player, and the pot after settling";
const OPEN_SUBMIT = "Discard and draw";
// How to place the cards, said for a mouse and for a touch screen (css/exercise.css shows the
// one that fits the pointer).
const ORDER_HELP = {
  mouse:
    "Click the cards, or Tab to one and press Enter, in order from the highest: each goes to " +
    "the next place. Move a placed card with its arrow buttons.",
  touch:
    "Tap the cards in order from the highest: each goes to the next place. Move a placed " +
    "card with its arrow buttons.",
};
const WHOLE_NUMBER = /^\s*[-−]?\d+\s*$/;

/** An element with attributes ({name: value}; true is a boolean attribute) and text. */
export function make(tag, attributes = {}, text) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    element.setAttribute(name, value === true ? "" : String(value));
  }
  if (text !== undefined) element.textContent = text;
  return element;
}

// --- suit names in the chosen deck's words ---------------------------------------------------
// The engine writes suits in French words and sends both decks' words with each question
// (exercise.suit_names = {french: [...], spanish: [...]}, in suit order). Each suit word of a
// text is drawn as <span class="ombre-suit-word" data-french="Hearts" data-spanish="Copas">,
// which deck.js (showSuitWords) sets to the deck in use; the build writes the French word.
const SUIT_WORD_CLASS = "ombre-suit-word";

function capitalised(word, like) {
  return like[0] === like[0].toUpperCase() ? word[0].toUpperCase() + word.slice(1) : word;
}

/** A text as strings and suit-word spans, for element.append(...words(text, exercise)). */
export function words(text, exercise) {
  const value = String(text ?? "");
  const names = exercise?.suit_names;
  if (!names || !Array.isArray(names.french) || !Array.isArray(names.spanish) || !value) return [value];
  const pattern = new RegExp(`\\b(${names.french.join("|")})\\b`, "gi");
  const parts = [];
  let last = 0;
  for (const match of value.matchAll(pattern)) {
    const index = names.french.indexOf(match[0].toLowerCase());
    if (index < 0) continue;
    if (match.index > last) parts.push(value.slice(last, match.index));
    parts.push(
      make(
        "span",
        {
          class: SUIT_WORD_CLASS,
          "data-french": match[0],
          "data-spanish": capitalised(names.spanish[index], match[0]),
        },
        match[0],
      ),
    );
    last = match.index + match[0].length;
  }
  if (last < value.length) parts.push(value.slice(last));
  return parts;
}

/** An element whose text may name suits (see words). */
function textElement(tag, attributes, text, exercise) {
  const element = make(tag, attributes);
  element.append(...words(text, exercise));
  return element;
}

export function signed(value) {
  return value > 0 ? `+${value}` : value < 0 ? `−${-value}` : "0";
}

function parseWhole(text) {
  if (!WHOLE_NUMBER.test(text)) return null;
  return Number(text.trim().replace("−", "-"));
}

export function questionLink(id, seed, rules) {
  return `?ex=${id}:${seed}:${rules}#ex-${id}`;
}

export function hand(codes, card) {
  const row = make("span", { class: "ombre-hand" });
  for (const code of codes) row.append(card(code, "sm"));
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

// --- parts that change with every question ---------------------------------------------------
export function rulesText(exercise) {
  return `${exercise.rules[0].toUpperCase()}${exercise.rules.slice(1)} rules`;
}

export function figures(exercise, card) {
  return figuresShown(exercise).map(([key, caption]) => {
    const figure = make("div", { class: "ombre-exercise__figure", "data-figure": key });
    figure.append(make("p", {}, caption), hand(exercise.data[key], card));
    return figure;
  });
}

/** The note under the figures is shown when the trick is not drawn (its cards are the choices). */
export function noteHidden(exercise) {
  return !("trick" in exercise.data) || figuresShown(exercise).some(([key]) => key === "trick");
}

function choiceButton(exercise, choice, { toggle }, card) {
  const button = make("button", {
    type: "button",
    class: "ombre-answer",
    "data-choice": choice.id,
    "aria-pressed": toggle ? "false" : null,
    disabled: true,
  });
  button.append(
    choice.card
      ? card(choice.card, "md")
      : textElement("span", { class: "ombre-answer__label" }, choice.label, exercise),
  );
  return button;
}

function choiceGroup(exercise, label, { toggle, extraClass = "" }, card) {
  const group = make("div", { class: `ombre-exercise__choices${extraClass}`, role: "group", "aria-label": label });
  group.append(...exercise.choices.map((choice) => choiceButton(exercise, choice, { toggle }, card)));
  return group;
}

function form(controls, exercise) {
  const element = make("form", { class: "ombre-exercise__form", novalidate: true });
  const submit = exercise.data.open ? OPEN_SUBMIT : "Check";
  element.append(
    ...controls,
    make("button", { type: "submit", class: "md-button ombre-exercise__check", disabled: true }, submit),
  );
  return element;
}

function orderHelp() {
  const help = make("p", { class: "ombre-exercise__help" });
  help.append(
    make("span", { class: "ombre-for-mouse" }, ORDER_HELP.mouse),
    make("span", { class: "ombre-for-touch" }, ORDER_HELP.touch),
  );
  return help;
}

function numberRow(id, name, labelText, extra = {}) {
  const row = make("div", { class: "ombre-chips__row" });
  row.append(
    make("label", { for: id }, labelText),
    make("input", { id, type: "number", name, step: "1", disabled: true, ...extra }),
    make("span", { class: "ombre-chips__mark" }),
  );
  return row;
}

/** The "order" places, placed[i] the choice id in place i (drawn again after every move). */
export function slots(exercise, placed, card, label) {
  return exercise.choices.map((_, index) => {
    const li = make("li", { class: "ombre-slot", "data-slot": index });
    li.append(make("span", { class: "ombre-slot__number" }, String(index + 1)));
    const choiceId = placed[index];
    if (choiceId === undefined) {
      li.append(make("span", { class: "ombre-slot__empty" }, "empty"));
      return li;
    }
    li.setAttribute("data-choice", choiceId);
    const choice = exercise.choices.find((item) => item.id === choiceId);
    li.append(choice.card ? card(choice.card, "sm") : make("span", {}, choice.label));
    const moves = make("span", { class: "ombre-slot__moves" });
    for (const [move, symbol, words] of [
      ["up", "↑", "up"],
      ["down", "↓", "down"],
      ["back", "✕", "back"],
    ]) {
      const name = move === "back" ? `Take back ${label(choiceId)}` : `Move ${label(choiceId)} ${words}`;
      moves.append(
        make("button", { type: "button", class: "ombre-slot__move", "data-move": move, "aria-label": name }, symbol),
      );
    }
    li.append(moves);
    return li;
  });
}

// --- the answer types ------------------------------------------------------------------------
const choiceButtons = (box) => [...box.querySelectorAll(".ombre-exercise__choices button[data-choice]")];
const inputs = (box) => [...box.querySelectorAll(".ombre-exercise__form input")];

function markButtons(box, ids, mark) {
  for (const button of choiceButtons(box)) {
    if (ids.includes(button.dataset.choice) && button.dataset.mark !== "right") button.dataset.mark = mark;
  }
}

export const ANSWER_TYPES = {
  choice: {
    draw: (exercise, { card }) => choiceGroup(exercise, "Answers", { toggle: false }, card),
    press: (button, { submit }) => submit(button.dataset.choice),
    collect: () => {
      throw new TypeError("a choice question is answered by its click");
    },
    mark(box, verdict, answer) {
      for (const button of choiceButtons(box)) {
        delete button.dataset.mark;
        if (button.dataset.choice === answer) {
          button.dataset.mark = verdict.correct ? "right" : "wrong";
          button.setAttribute("aria-pressed", "true");
        } else if (!verdict.correct && button.dataset.choice === verdict.solution) {
          button.dataset.mark = "solution";
        }
      }
    },
    retry(box, answer) {
      // The choice tried is out; the others stay open.
      for (const button of choiceButtons(box)) {
        if (button.dataset.choice === answer) button.dataset.mark = "wrong";
      }
    },
    show: (box, solution) => markButtons(box, [solution], "solution"),
  },
  multi: {
    draw(exercise, { card }) {
      const open = Boolean(exercise.data.open);
      const submit = open ? OPEN_SUBMIT : "Check";
      return form(
        [
          make("p", { class: "ombre-exercise__help" }, `Pick every card that fits, then press ${submit}.`),
          choiceGroup(exercise, open ? "Cards to discard" : "Answers", { toggle: true }, card),
        ],
        exercise,
      );
    },
    press(button) {
      button.setAttribute("aria-pressed", String(button.getAttribute("aria-pressed") !== "true"));
    },
    collect: (box) =>
      choiceButtons(box)
        .filter((b) => b.getAttribute("aria-pressed") === "true")
        .map((b) => b.dataset.choice),
    mark(box, verdict, answer, { exercise }) {
      for (const button of choiceButtons(box)) {
        delete button.dataset.mark;
        const choiceId = button.dataset.choice;
        if (!exercise.data.open && answer.includes(choiceId)) {
          button.dataset.mark = verdict.solution.includes(choiceId) ? "right" : "wrong";
        }
      }
    },
    retry: () => {}, // which picks are wrong would give the answer away
    show: (box, solution) => markButtons(box, solution, "solution"),
  },
  order: {
    draw(exercise, { card }) {
      const places = make("ol", { class: "ombre-exercise__slots", "aria-label": "Your order, highest first" });
      places.append(...slots(exercise, [], card, () => ""));
      return form(
        [
          orderHelp(),
          choiceGroup(exercise, "Cards to place", { toggle: false, extraClass: " ombre-exercise__pool" }, card),
          places,
          make("p", { class: "ombre-sr-only ombre-exercise__announce", "aria-live": "polite" }),
        ],
        exercise,
      );
    },
    press: (button, { place }) => place(button.dataset.choice),
    collect: (_box, state) => [...state.placed],
    mark(box, verdict) {
      for (const reason of verdict.reasons) {
        if (!reason.facts || !("position" in reason.facts)) continue;
        const slot = box.querySelector(`.ombre-slot[data-slot="${reason.facts.position}"]`);
        if (slot) slot.dataset.mark = reason.facts.correct ? "right" : "wrong";
      }
    },
    retry: () => {}, // the places stay as they are, unmarked
    show(box, solution, state) {
      state.placed = [...solution];
      state.drawSlots();
      for (const slot of box.querySelectorAll(".ombre-slot")) slot.dataset.mark = "solution";
    },
  },
  number: {
    draw(exercise) {
      const label = make("label", { class: "ombre-exercise__number" }, `${NUMBER_LABEL} `);
      label.append(make("input", { type: "number", name: "answer", step: "1", inputmode: "numeric", disabled: true }));
      return form([label], exercise);
    },
    press: () => {},
    collect(box) {
      const value = parseWhole(inputs(box)[0].value);
      if (value === null) throw new RangeError("Type a whole number first, such as 2.");
      return value;
    },
    mark(box, verdict) {
      box.querySelector(".ombre-exercise__number").dataset.mark = verdict.correct ? "right" : "wrong";
    },
    retry(box) {
      box.querySelector(".ombre-exercise__number").dataset.mark = "wrong";
    },
    show(box, solution) {
      inputs(box)[0].value = String(solution);
      box.querySelector(".ombre-exercise__number").dataset.mark = "solution";
    },
  },
  chips: {
    draw(exercise, { id }) {
      const players = exercise.data.players;
      if (!Array.isArray(players)) throw new TypeError("a chips question names its players in data.players");
      const fieldset = make("fieldset", { class: "ombre-chips" });
      fieldset.append(make("legend", {}, CHIPS_LEGEND));
      players.forEach((name, index) => {
        const row = numberRow(`${id}-chips-${index}`, `chips-${index}`, String(name));
        row.setAttribute("data-line", String(index));
        fieldset.append(row);
      });
      const pot = numberRow(`${id}-pot`, "pot", POT_LABEL, { min: "0" });
      pot.setAttribute("data-line", "pot");
      fieldset.append(pot);
      return form([fieldset], exercise);
    },
    press: () => {},
    collect(box) {
      const values = inputs(box).map((input) => parseWhole(input.value));
      const missing = values.indexOf(null);
      if (missing >= 0) {
        inputs(box)[missing].focus();
        throw new RangeError("Fill in every line with a whole number (negative for chips paid, 0 for none).");
      }
      return { chips: values.slice(0, -1), pot_after: values[values.length - 1] };
    },
    mark(box, verdict) {
      const rows = [...box.querySelectorAll(".ombre-chips__row")];
      const lines = verdict.reasons.filter((reason) => /^chips-(right|wrong)$/.test(reason.code || ""));
      const pot = verdict.reasons.find((reason) => /^pot-(right|wrong)$/.test(reason.code || ""));
      [...lines, pot].forEach((reason, index) => {
        const row = rows[index];
        if (!row || !reason) return;
        const right = reason.facts.correct;
        row.dataset.mark = right ? "right" : "wrong";
        const value = index < lines.length ? signed(reason.facts.expected) : String(reason.facts.expected);
        row.querySelector(".ombre-chips__mark").textContent = right ? "✔ right" : `✘ not right: ${value}`;
      });
    },
    retry: () => {}, // which line is wrong is the nudge's to say
    show(box, solution) {
      const values = [...solution.chips, solution.pot_after];
      box.querySelectorAll(".ombre-chips__row").forEach((row, index) => {
        row.querySelector("input").value = String(values[index]);
        row.dataset.mark = "solution";
        row.querySelector(".ombre-chips__mark").textContent = "the answer";
      });
    },
  },
};

export function answerType(exercise) {
  const type = ANSWER_TYPES[exercise.answer_type];
  if (!type) throw new TypeError(`the exercise widget cannot draw answer type ${JSON.stringify(exercise.answer_type)}`);
  return type;
}

// --- the whole widget ------------------------------------------------------------------------
/**
 * The exercise box with its first question, every control disabled: what the build writes into
 * the page (the controller takes it over as it is). options = {id, page, title, fixedRules, card}.
 */
export function exerciseBox(exercise, { id, page, title = "", fixedRules = null, card }) {
  const hintId = `ex-${id}-hint`;
  const box = make("div", {
    class: "ombre-exercise",
    id: `ex-${id}`,
    role: title ? "region" : null,
    "aria-label": title || null,
    "data-exercise-id": id,
    "data-page": page,
    "data-kind": exercise.kind,
    "data-rules": exercise.rules,
    "data-rules-fixed": fixedRules,
    "data-seed": exercise.seed,
    "data-answer-type": exercise.answer_type,
    "data-state": "asking",
    "data-exercise": JSON.stringify(exercise),
  });
  const shownFigures = make("div", { class: "ombre-exercise__figures" });
  shownFigures.append(...figures(exercise, card));
  const actions = make("div", { class: "ombre-exercise__actions" });
  actions.append(
    make(
      "button",
      {
        type: "button",
        class: "md-button ombre-exercise__hint-button",
        "aria-expanded": "false",
        "aria-controls": hintId,
        disabled: true,
      },
      "Hint",
    ),
    make(
      "button",
      { type: "button", class: "md-button ombre-exercise__show", hidden: true, disabled: true },
      "Show me",
    ),
    make(
      "button",
      { type: "button", class: "md-button md-button--primary ombre-exercise__next", disabled: true },
      "New question",
    ),
  );
  const link = make("p", { class: "ombre-exercise__link" });
  link.append(make("a", { href: questionLink(id, exercise.seed, exercise.rules) }, "Link to this question"));
  box.append(
    make("p", { class: "ombre-exercise__rules" }, rulesText(exercise)),
    textElement("p", { class: "ombre-exercise__question" }, exercise.question, exercise),
    shownFigures,
    make("p", { class: "ombre-exercise__note", hidden: noteHidden(exercise) }, TRICK_NOTE),
    answerType(exercise).draw(exercise, { id, card }),
    actions,
    textElement("p", { class: "ombre-exercise__hint", id: hintId, hidden: true }, exercise.hint, exercise),
    make("p", { class: "ombre-exercise__feedback", role: "status", "aria-live": "polite" }),
    make("div", { class: "ombre-exercise__details" }),
    link,
  );
  return box;
}

// --- the engine's reasons, after an answer ---------------------------------------------------
const SUIT_SYMBOLS = { s: "♠", h: "♥", d: "♦", c: "♣" };

/** "K♥" for "Kh": how the engine's texts name a card. */
function cardSymbol(code) {
  return `${code[0]}${SUIT_SYMBOLS[code[1]] || code[1]}`;
}

function sentence(text) {
  const value = String(text).trim();
  if (!value) return value;
  const first = value[0].toUpperCase() + value.slice(1);
  return /[.!?]$/.test(first) ? first : `${first}.`;
}

/** The engine's reasons as a readable list, cards as pictures (null when nothing to add). */
export function reasonList(reasons, exercise, message, card) {
  const players = exercise.data.players || [];
  const items = [];
  const seen = new Set();
  for (const reason of reasons) {
    if (reason.facts && "position" in reason.facts) continue; // marked on the places
    if (/^(chips|pot)-(right|wrong)$/.test(reason.code || "")) continue; // marked on the lines
    if (seen.has(reason.message)) continue;
    seen.add(reason.message);
    const item = { text: reason.message, cards: reason.cards || [] };
    if (Array.isArray(reason.chips)) {
      const parts = reason.chips.map((value, index) => `${players[index] || `Player ${index + 1}`} ${signed(value)}`);
      item.line = `${parts.join(", ")}; the pot ${signed(reason.pot_change || 0)}`;
    }
    if (reason.facts && Array.isArray(reason.facts.hand_after)) item.after = reason.facts.hand_after;
    // Words the feedback already says are not repeated, unless they bring cards it does not
    // name (as symbols: "K♥") or a settlement line or hand to draw.
    const said = message.toLowerCase().includes(String(reason.message).toLowerCase());
    const cardsNamed = item.cards.every((code) => message.includes(cardSymbol(code)));
    if (said && cardsNamed && !item.line && !item.after) continue;
    items.push(item);
  }
  if (!items.length) return null;
  const settlement = items.some((item) => item.line);
  const list = make(settlement ? "ol" : "ul", { class: "ombre-reasons" });
  for (const item of items) {
    const li = make("li", { class: "ombre-reason" });
    li.append(textElement("span", { class: "ombre-reason__text" }, sentence(item.text), exercise));
    if (item.line) li.append(make("span", { class: "ombre-reason__chips" }, item.line));
    if (item.cards.length) li.append(hand(item.cards, card));
    if (item.after)
      li.append(make("span", { class: "ombre-reason__caption" }, "Your hand now:"), hand(item.after, card));
    list.append(li);
  }
  const heading = make(
    "p",
    { class: "ombre-exercise__details-title" },
    settlement ? "The settlement, line by line:" : "Why:",
  );
  return [heading, list];
}
