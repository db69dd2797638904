// Widget "exercise": an engine-dealt question (api "exercise.new"), answered by picking a
// choice, marked at once by the engine (api "exercise.check") with its explanation.
// The first question is dealt at build time; "New question" deals one from a random seed.
// Draws answer_type "choice"; other answer types get their own drawing here when needed.
import { cardElement } from "../cards.js";

function randomSeed() {
  return crypto.getRandomValues(new Uint32Array(1))[0] >>> 1;
}

export default function bind(element, { engine, onEngine }) {
  const box = element.querySelector(".ombre-exercise");
  const question = box.querySelector(".ombre-exercise__question");
  const choices = box.querySelector(".ombre-exercise__choices");
  const feedback = box.querySelector(".ombre-exercise__feedback");
  const next = box.querySelector(".ombre-exercise__next");
  let current = JSON.parse(box.dataset.exercise);
  let phase = "asking"; // "asking" | "checking" | "answered" | "dealing"

  function buttons() {
    return [...choices.querySelectorAll("button[data-choice]")];
  }

  function sync() {
    const ready = engine.state === "ready";
    for (const button of buttons()) button.disabled = !ready || phase !== "asking";
    next.disabled = !ready || phase === "dealing" || phase === "checking";
    box.dataset.state = phase;
  }

  async function answer(button) {
    if (phase !== "asking") return;
    phase = "checking";
    sync();
    const { kind, seed, rules } = current;
    try {
      const verdict = await engine.call("exercise.check", { kind, seed, rules, answer: button.dataset.choice });
      button.dataset.mark = verdict.correct ? "right" : "wrong";
      button.setAttribute("aria-pressed", "true");
      if (!verdict.correct) {
        const right = buttons().find((item) => item.dataset.choice === verdict.solution);
        if (right) right.dataset.mark = "solution";
      }
      feedback.dataset.correct = String(verdict.correct);
      feedback.textContent = verdict.message;
      phase = "answered";
    } catch (error) {
      feedback.dataset.correct = "";
      feedback.textContent = `The engine could not mark this answer: ${error.message}`;
      phase = "asking";
    }
    sync();
    if (phase === "answered") next.focus();
  }

  async function draw(exercise) {
    const items = [];
    for (const choice of exercise.choices) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "ombre-answer";
      button.dataset.choice = choice.id;
      // A card choice is named by its picture (in the chosen deck); other choices by their label.
      if (choice.card) {
        button.append(await cardElement(choice.card));
      } else {
        const label = document.createElement("span");
        label.className = "ombre-answer__label";
        label.textContent = choice.label;
        button.append(label);
      }
      items.push(button);
    }
    question.textContent = exercise.question;
    box.querySelector(".ombre-exercise__note").hidden = !("trick" in exercise.data);
    choices.replaceChildren(...items);
    feedback.textContent = "";
    delete feedback.dataset.correct;
    box.dataset.seed = String(exercise.seed);
    box.dataset.exercise = JSON.stringify(exercise);
  }

  async function deal() {
    phase = "dealing";
    sync();
    try {
      const exercise = await engine.call("exercise.new", {
        kind: current.kind,
        seed: randomSeed(),
        rules: current.rules,
      });
      await draw(exercise);
      current = exercise;
      phase = "asking";
      sync();
      buttons()[0]?.focus();
    } catch (error) {
      feedback.textContent = `The engine could not deal a new question: ${error.message}`;
      phase = "answered";
      sync();
    }
  }

  choices.addEventListener("click", (event) => {
    const button = event.target instanceof Element && event.target.closest("button[data-choice]");
    if (button && !button.disabled) answer(button);
  });
  next.addEventListener("click", deal);
  onEngine(sync);
}
