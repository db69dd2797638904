// @ts-check
// Widget "exercise": an engine-dealt question (api "exercise.new"), marked by the engine (api
// "exercise.check"), a hint before answering, and "New question" from a random seed.
//
// Retry, then reveal: the first check asks the engine not to reveal (reveal: false), so a wrong
// first try gets "Try again" and the kind's nudge, and the learner's answer stays to be changed.
// The second check reveals the solution and the explanation; "Show me" (api
// "exercise.solution") is offered from the first miss on. Each question is recorded once in
// progress.js when it is settled: "right" at the first try, "retry" (right at the second, less
// credit) or "wrong" (missed twice, shown, or left after a miss).
//
// This module is the controller: phases, engine calls, events, progress. Every drawing, and
// what each answer type collects, marks and shows, is in ../exercise-view.js and the modules it
// imports (exercise-answers.js, exercise-dom.js), which the build
// also runs (in Node) to write the first question's HTML; this module takes that question over
// as it is and draws only the later ones. One drawing, so the build's page and the browser's
// redraw cannot drift apart.
//
// Question links: ?ex=<exercise id>:<seed>[:<rules>] deals that question on opening the page.
// The rules follow the header's preset (rules.js) unless the lesson fixed them, and a change of
// preset re-deals the same seed. Every check is recorded in progress.js.
import { t } from "../i18n.js";
import { cardElement, cardName } from "../cards.js";
import { showSuitWords } from "../deck.js";
import { exerciseKey, recordAttempt } from "../progress.js";
import { BAD_LINK, linkedQuestion } from "../exercise-link.js";
import { RULES_EVENT, getRules } from "../rules.js";
import { ANSWER_TYPES, answerType, slots } from "../exercise-answers.js";
import { words } from "../exercise-dom.js";
import { figures, noteHidden, questionLink, reasonList, rulesText, trickNote } from "../exercise-view.js";

function card(code, size) {
  return cardElement(code, { size });
}

export default function bind(element, { engine, onEngine, signal, randomSeed }) {
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
  let correct = null; // the final verdict on this question (null until it is settled)
  let missed = false; // the first try was wrong and the learner may try again
  let recorded = false; // this question's result is in progress.js
  let generation = 0; // bumped by every deal, so late replies to an old question are dropped
  // What the answer types keep between clicks: the "order" places, and how to redraw them.
  const state = { placed: [], drawSlots };
  const linked = linkedQuestion(location.search, id, fixedRules);
  let wanted = {
    seed: linked && !linked.invalid ? linked.seed : current.seed,
    rules: linked?.rules || fixedRules || getRules(),
  };
  let notice = ""; // said once the next question is dealt (a link that is not valid)
  if (linked?.invalid) {
    wanted.seed = randomSeed();
    notice = BAD_LINK;
    feedback.textContent = notice;
  }

  const type = () => answerType(current);
  const choiceButtons = () => [...box.querySelectorAll(".ombre-exercise__choices button[data-choice]")];
  const inputs = () => [...box.querySelectorAll(".ombre-exercise__form input")];
  const checkButton = () => box.querySelector(".ombre-exercise__check");
  const isOrder = () => type() === ANSWER_TYPES.order;
  const label = (choiceId) => {
    const choice = current.choices.find((item) => item.id === choiceId);
    return (choice?.card && cardName(choice.card)) || (choice ? choice.label : choiceId);
  };

  function sync() {
    const ready = engine.state === "ready";
    const asking = ready && phase === "asking";
    for (const button of choiceButtons()) {
      button.disabled = !asking || (missed && button.dataset.mark === "wrong");
      if (isOrder()) button.hidden = state.placed.includes(button.dataset.choice);
    }
    for (const button of box.querySelectorAll(".ombre-slot button")) {
      const index = Number(button.closest(".ombre-slot").dataset.slot);
      const blocked =
        (button.dataset.move === "up" && index === 0) ||
        (button.dataset.move === "down" && index === state.placed.length - 1);
      button.disabled = !asking || blocked;
    }
    for (const input of inputs()) input.disabled = !asking;
    const check = checkButton();
    if (check) check.disabled = !asking || (isOrder() && state.placed.length < current.choices.length);
    hintButton.disabled = phase === "dealing";
    const revealable = correct === false || (missed && correct === null);
    show.hidden = !(revealable && phase !== "dealing");
    show.disabled = !ready || !((phase === "answered" && correct === false) || (phase === "asking" && missed));
    next.disabled = !ready || ["dealing", "checking", "showing"].includes(phase);
    box.dataset.state = phase;
  }

  function say(text) {
    const announce = box.querySelector(".ombre-exercise__announce");
    if (announce) announce.textContent = text;
  }

  // --- "order": the places --------------------------------------------------------------------
  function drawSlots() {
    const places = box.querySelector(".ombre-exercise__slots");
    if (places) places.replaceChildren(...slots(current, state.placed, card, label));
  }

  function place(choiceId) {
    if (state.placed.includes(choiceId)) return;
    state.placed.push(choiceId);
    drawSlots();
    sync();
    say(
      t("widgets-exercise.place", {
        card: label(choiceId),
        placed: state.placed.length,
        total: current.choices.length,
      }),
    );
    const rest = choiceButtons().find((button) => !button.hidden);
    (rest || checkButton()).focus();
  }

  function move(choiceId, how) {
    const placed = state.placed;
    const index = placed.indexOf(choiceId);
    if (index < 0) return;
    if (how === "back") {
      placed.splice(index, 1);
      drawSlots();
      sync();
      say(
        t("widgets-exercise.taken-back-placed", {
          card: label(choiceId),
          placed: placed.length,
          total: current.choices.length,
        }),
      );
      box.querySelector(`.ombre-exercise__pool button[data-choice="${CSS.escape(choiceId)}"]`)?.focus();
      return;
    }
    const target = how === "up" ? index - 1 : index + 1;
    if (target < 0 || target >= placed.length) return;
    [placed[index], placed[target]] = [placed[target], placed[index]];
    drawSlots();
    sync();
    say(t("widgets-exercise.moved-place", { card: label(choiceId), place: target + 1, total: current.choices.length }));
    const slot = box.querySelector(`.ombre-slot[data-slot="${target}"]`);
    const same = slot.querySelector(`button[data-move="${how}"]`);
    (same && !same.disabled ? same : slot.querySelector("button:not(:disabled)"))?.focus();
  }

  // --- answers ---------------------------------------------------------------------------------
  /** An engine text into `element`, its suit names in the deck in use. */
  function setText(element, text) {
    element.replaceChildren(...words(text, current));
    showSuitWords(element);
  }

  function explain(verdict) {
    details.replaceChildren(...(reasonList(verdict.reasons || [], current, verdict.message || "", card) || []));
    showSuitWords(details);
  }

  /** Record this question's result once: "right", "retry" or "wrong". */
  function record(result) {
    if (recorded) return;
    recorded = true;
    try {
      recordAttempt(exerciseKey(id), { correct: result !== "wrong", result, kind: current.kind, seed: current.seed });
    } catch (error) {
      console.warn("progress not recorded:", error);
    }
  }

  /** A question left after a miss (new question, other rules, page left) counts as missed. */
  function settleMiss() {
    if (missed && !recorded) record("wrong");
  }

  async function submit(answer) {
    if (phase !== "asking") return;
    phase = "checking";
    sync();
    const token = generation;
    const { kind, seed, rules } = current;
    try {
      const verdict = await engine.call("exercise.check", { kind, seed, rules, answer, reveal: missed });
      if (token !== generation) return;
      if (verdict.retry) {
        missed = true;
        feedback.dataset.correct = "retry";
        setText(feedback, verdict.message);
        type().retry(box, answer);
        phase = "asking";
        sync();
        const controls = box.querySelectorAll(
          ".ombre-exercise__choices button, .ombre-exercise__form input, .ombre-exercise__check",
        );
        [...controls].find((control) => !control.disabled && !control.hidden)?.focus();
        return;
      }
      correct = verdict.correct;
      feedback.dataset.correct = String(verdict.correct);
      setText(feedback, verdict.message);
      type().mark(box, verdict, answer, { exercise: current });
      explain(verdict);
      phase = "answered";
      record(verdict.correct ? (missed ? "retry" : "right") : "wrong");
    } catch (error) {
      if (token !== generation) return;
      delete feedback.dataset.correct;
      feedback.textContent = t("widgets-exercise.engine-could-not-mark", { message: error.message });
      phase = "asking";
    }
    sync();
    if (phase === "answered") (correct ? next : show).focus();
  }

  async function showMe() {
    const from = phase;
    if (!(from === "answered" || (from === "asking" && missed))) return;
    settleMiss();
    phase = "showing";
    sync();
    const token = generation;
    const { kind, seed, rules } = current;
    try {
      const shown = await engine.call("exercise.solution", { kind, seed, rules });
      if (token !== generation) return;
      feedback.dataset.correct = "solution";
      setText(feedback, shown.message);
      type().show(box, shown.solution, state);
      explain(shown);
      phase = "shown";
    } catch (error) {
      if (token !== generation) return;
      feedback.textContent = t("widgets-exercise.engine-could-not-show", { message: error.message });
      phase = from;
    }
    sync();
    if (phase === "shown") next.focus();
  }

  // --- dealing ---------------------------------------------------------------------------------
  /** Put a new question in the box's parts; the frame (buttons, feedback, link) stays. */
  function draw(exercise) {
    box.querySelector(".ombre-exercise__rules").textContent = rulesText(exercise);
    setText(box.querySelector(".ombre-exercise__question"), exercise.question);
    box.querySelector(".ombre-exercise__figures").replaceChildren(...figures(exercise, card));
    const note = box.querySelector(".ombre-exercise__note");
    note.textContent = trickNote();
    note.hidden = noteHidden(exercise);
    const area = answerType(exercise).draw(exercise, { id, card });
    box.querySelector(".ombre-exercise__form, .ombre-exercise__choices").replaceWith(area);
    showSuitWords(area);
    setText(hintText, exercise.hint);
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

  async function deal(seed, rules, { focus = true } = {}) {
    const token = ++generation;
    const before = phase;
    settleMiss();
    phase = "dealing";
    sync();
    try {
      const exercise = await engine.call("exercise.new", { kind: current.kind, seed, rules });
      if (token !== generation || signal.aborted) return;
      current = exercise;
      draw(exercise);
      state.placed = [];
      correct = null;
      missed = false;
      recorded = false;
      phase = "asking";
      feedback.textContent = notice;
      notice = "";
      sync();
      if (focus) box.querySelector(".ombre-exercise__choices button, .ombre-exercise__form input")?.focus();
    } catch (error) {
      if (token !== generation || signal.aborted) return;
      feedback.textContent = t("widgets-exercise.engine-could-not-deal", { message: error.message });
      phase = before === "dealing" ? "asking" : before;
      sync();
    }
  }

  function dealWanted() {
    if (engine.state !== "ready") return;
    if (wanted.seed === current.seed && wanted.rules === current.rules) return;
    deal(wanted.seed, wanted.rules, { focus: false });
  }

  // --- events (all removed by `signal` when the widget leaves the page) ------------------------
  const listen = { signal };
  box.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const choice = target?.closest(".ombre-exercise__choices button[data-choice]");
      if (choice && !choice.disabled) {
        type().press(choice, { submit, place });
        return;
      }
      const moveButton = target?.closest(".ombre-slot button[data-move]");
      if (moveButton && !moveButton.disabled)
        move(moveButton.closest(".ombre-slot").dataset.choice, moveButton.dataset.move);
    },
    listen,
  );
  box.addEventListener(
    "keydown",
    (event) => {
      const slotButton = event.target instanceof Element && event.target.closest(".ombre-slot button");
      if (!slotButton || !["ArrowUp", "ArrowDown"].includes(event.key) || phase !== "asking") return;
      event.preventDefault();
      move(slotButton.closest(".ombre-slot").dataset.choice, event.key === "ArrowUp" ? "up" : "down");
    },
    listen,
  );
  box.addEventListener(
    "submit",
    (event) => {
      event.preventDefault();
      if (phase !== "asking" || engine.state !== "ready") return;
      let answer;
      try {
        answer = type().collect(box, state);
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        delete feedback.dataset.correct;
        feedback.textContent = error.message;
        return;
      }
      submit(answer);
    },
    listen,
  );
  hintButton.addEventListener(
    "click",
    () => {
      const open = hintText.hidden;
      hintText.hidden = !open;
      hintButton.setAttribute("aria-expanded", String(open));
    },
    listen,
  );
  show.addEventListener("click", showMe, listen);
  next.addEventListener(
    "click",
    () => {
      wanted = { seed: randomSeed(), rules: fixedRules || getRules() };
      deal(wanted.seed, wanted.rules);
    },
    listen,
  );
  if (!fixedRules) {
    document.addEventListener(
      RULES_EVENT,
      () => {
        wanted = { seed: current.seed, rules: getRules() };
        dealWanted();
      },
      listen,
    );
  }

  // Suit names follow the card faces (deck.js shows them on a deck change and page load).
  showSuitWords(box);

  signal.addEventListener("abort", settleMiss);
  window.addEventListener("pagehide", settleMiss, listen);

  onEngine(() => {
    sync();
    dealWanted();
  });
}
