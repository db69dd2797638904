// @ts-check
// The exercise widget's answer types: how each draws its controls and what it collects, marks
// and shows (the controller, widgets/exercise.js, calls them). The first question's controls are
// drawn by the build with the same functions (exercise-view.js), so drawing uses only the calls
// of exercise-dom.js; collect, mark, retry and show run in the browser only.
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
import { t } from "./i18n.js";
import { make, signed, textElement } from "./exercise-dom.js";

const WHOLE_NUMBER = /^\s*[-−]?\d+\s*$/;

function parseWhole(text) {
  if (!WHOLE_NUMBER.test(text)) return null;
  return Number(text.trim().replace("−", "-"));
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
  const submit = exercise.data.open ? t("exercise-answers.discard-draw") : t("exercise-answers.check");
  element.append(
    ...controls,
    make("button", { type: "submit", class: "md-button ombre-exercise__check", disabled: true }, submit),
  );
  return element;
}

// How to place the cards, said for a mouse and for a touch screen (css/exercise.css shows the
// one that fits the pointer).
function orderHelp() {
  const help = make("p", { class: "ombre-exercise__help" });
  help.append(
    make("span", { class: "ombre-for-mouse" }, t("exercise-answers.order-help-mouse")),
    make("span", { class: "ombre-for-touch" }, t("exercise-answers.order-help-touch")),
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

/**
 * The "order" places, placed[i] the choice id in place i (drawn again after every move).
 * @param {{choices: {id: string, card?: string, label: string}[]}} exercise
 * @param {string[]} placed
 * @param {(code: string, size: string) => HTMLElement} card
 * @param {(choiceId: string) => string} label a choice's name for the move buttons
 * @returns {HTMLElement[]}
 */
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
    for (const [move, symbol, name] of [
      ["up", "↑", t("exercise-answers.move-up", { card: label(choiceId) })],
      ["down", "↓", t("exercise-answers.move-down", { card: label(choiceId) })],
      ["back", "✕", t("exercise-answers.take-back", { card: label(choiceId) })],
    ]) {
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

/** Each answer type's draw, press, collect, mark, retry and show (see the head of this file). */
export const ANSWER_TYPES = {
  choice: {
    draw: (exercise, { card }) => choiceGroup(exercise, t("exercise-answers.answers"), { toggle: false }, card),
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
      const submit = open ? t("exercise-answers.discard-draw") : t("exercise-answers.check");
      return form(
        [
          make("p", { class: "ombre-exercise__help" }, t("exercise-answers.pick-every-card-that", { submit })),
          choiceGroup(
            exercise,
            open ? t("exercise-answers.cards-discard") : t("exercise-answers.answers"),
            { toggle: true },
            card,
          ),
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
      const places = make("ol", {
        class: "ombre-exercise__slots",
        "aria-label": t("exercise-answers.your-order-highest-first"),
      });
      places.append(...slots(exercise, [], card, () => ""));
      return form(
        [
          orderHelp(),
          choiceGroup(
            exercise,
            t("exercise-answers.cards-place"),
            { toggle: false, extraClass: " ombre-exercise__pool" },
            card,
          ),
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
      const label = make(
        "label",
        { class: "ombre-exercise__number" },
        `${t("exercise-answers.your-answer-whole-number")} `,
      );
      label.append(make("input", { type: "number", name: "answer", step: "1", inputmode: "numeric", disabled: true }));
      return form([label], exercise);
    },
    press: () => {},
    collect(box) {
      const value = parseWhole(inputs(box)[0].value);
      if (value === null) throw new RangeError(t("exercise-answers.type-whole-number-first"));
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
      fieldset.append(make("legend", {}, t("exercise-answers.chips-won-or-paid")));
      players.forEach((name, index) => {
        const row = numberRow(`${id}-chips-${index}`, `chips-${index}`, String(name));
        row.setAttribute("data-line", String(index));
        fieldset.append(row);
      });
      const pot = numberRow(`${id}-pot`, "pot", t("exercise-answers.pot-after-settling"), { min: "0" });
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
        throw new RangeError(t("exercise-answers.fill-every-line-with"));
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
        row.querySelector(".ombre-chips__mark").textContent = right
          ? t("exercise-answers.right")
          : t("exercise-answers.not-right", { expected: value });
      });
    },
    retry: () => {}, // which line is wrong is the nudge's to say
    show(box, solution) {
      const values = [...solution.chips, solution.pot_after];
      box.querySelectorAll(".ombre-chips__row").forEach((row, index) => {
        row.querySelector("input").value = String(values[index]);
        row.dataset.mark = "solution";
        row.querySelector(".ombre-chips__mark").textContent = t("exercise-answers.answer");
      });
    },
  },
};

/**
 * The answer type of a question; a TypeError for one this widget cannot draw.
 * @param {{answer_type: string}} exercise
 */
export function answerType(exercise) {
  const type = ANSWER_TYPES[exercise.answer_type];
  if (!type) throw new TypeError(`the exercise widget cannot draw answer type ${JSON.stringify(exercise.answer_type)}`);
  return type;
}
