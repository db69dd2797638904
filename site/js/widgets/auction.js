// @ts-check
// Widget "auction": step through the auction of a seeded deal (api "game.new", "game.apply",
// "game.bot"): the bots' calls one at a time with "Next call", the learner's own calls as buttons,
// every step explained by the engine, until trumps are known or everyone has passed. An unsound
// bid gets the engine's warning first (bid-warning.js); bid anyway, and it stays as a note.
// Follows the site's rule preset; the all-pass options are toggles. The deal travels as notation
// (data-notation on the region).
import { t } from "../i18n.js";
import { coachBid } from "../bid-warning.js";
import { cardElement, suitName } from "../cards.js";
import { el, presetInUse, RULES_EVENT } from "../game-ui.js";

const AUCTION_PHASES = new Set(["auction", "gascarille", "choose", "trump"]);

/**
 * @param {any} element the widget's element, drawn by the build
 * @param {import("../widgets.js").WidgetContext} context
 */
export default function bind(element, { engine, onEngine, signal, randomSeed }) {
  const box = element.querySelector(".ombre-auction");
  const options = [...box.querySelectorAll(".ombre-auction__options input")];
  const rulesLine = box.querySelector(".ombre-auction__rules");
  const seatItems = [...box.querySelectorAll(".ombre-auction__seat")];
  const hand = box.querySelector(".ombre-auction__hand");
  const controls = box.querySelector(".ombre-auction__controls");
  const step = box.querySelector(".ombre-auction__step");
  const restart = box.querySelector(".ombre-auction__restart");
  const hintButton = box.querySelector(".ombre-auction__hint-button");
  const hint = box.querySelector(".ombre-auction__hint");
  const log = box.querySelector(".ombre-auction__log");
  const outcome = box.querySelector(".ombre-auction__outcome");
  const coach = box.querySelector(".ombre-auction__coach");
  const dealer = Number(box.dataset.dealer);
  let seed = Number(box.dataset.seed);
  let reply = null; // {notation, view}
  let busy = false;
  let error = "";

  function rulesText() {
    const preset = presetInUse();
    const words = [preset];
    for (const input of options) {
      const swedishOnly = input.closest("[data-preset-only]")?.dataset.presetOnly;
      if (input.checked && (!swedishOnly || swedishOnly === preset)) words.push(`${input.name}=true`);
    }
    return words.join(" ");
  }

  function inAuction(view) {
    return AUCTION_PHASES.has(view.phase);
  }

  function sync() {
    const ready = engine.state === "ready";
    const view = reply?.view;
    const preset = presetInUse();
    for (const input of options) {
      const only = input.closest("[data-preset-only]");
      if (only) only.hidden = only.dataset.presetOnly !== preset;
      input.disabled = !ready || busy;
    }
    step.disabled = !ready || busy || !view || !inAuction(view) || view.to_act;
    restart.disabled = !ready || busy;
    hintButton.disabled = !ready || busy || !view || !inAuction(view) || !view.to_act;
    for (const button of controls.querySelectorAll("button")) button.disabled = !ready || busy;
    box.dataset.busy = String(busy);
  }

  function draw() {
    const view = reply.view;
    box.dataset.notation = reply.notation;
    box.dataset.phase = view.phase;
    box.dataset.rules = view.rules;
    const antes = view.antes.some((ante) => ante !== view.antes[0])
      ? t("widgets-auction.dealer-antes", { dealer: view.names[view.dealer], chips: Math.max(...view.antes) })
      : t("widgets-auction.each-player-antes", { chips: view.antes[0] });
    rulesLine.textContent = t(
      view.rules === "swedish" ? "widgets-auction.swedish-rules" : "widgets-auction.standard-rules",
      {
        antes,
        pot: view.pot_carried + view.antes.reduce((a, b) => a + b, 0),
      },
    );
    const calls = new Map();
    for (const entry of view.log) {
      if (entry.phase === "auction" || entry.phase === "gascarille") calls.set(entry.seat, entry.label);
    }
    for (const item of seatItems) {
      const seat = Number(item.dataset.seat);
      item.querySelector(".ombre-auction__seat-call").textContent = calls.has(seat) ? `: ${calls.get(seat)}` : "";
      if (view.current_player === seat && inAuction(view)) item.setAttribute("aria-current", "true");
      else item.removeAttribute("aria-current");
      item.dataset.role = view.ombre === seat ? "ombre" : "";
    }
    hand.replaceChildren(...view.hand.map((code) => cardElement(code, { size: "sm" })));
    log.replaceChildren(
      ...view.log.map((entry) =>
        el(
          "li",
          { dataset: { seat: String(entry.seat), action: entry.action } },
          el("span", { textContent: entry.text }),
        ),
      ),
    );
    controls.replaceChildren();
    hint.textContent = "";
    delete hint.dataset.action;
    if (inAuction(view) && view.to_act) {
      controls.append(
        el("span", { className: "ombre-auction__prompt", textContent: t("widgets-auction.your-call-label") }),
      );
      for (const action of view.actions) {
        controls.append(
          el("button", {
            type: "button",
            className: "md-button",
            textContent: action.label,
            dataset: { action: action.action },
          }),
        );
      }
    }
    const last = view.log[view.log.length - 1];
    if (error) {
      outcome.textContent = error;
    } else if (!inAuction(view)) {
      box.dataset.done = view.result?.thrown_in ? "thrown-in" : "ombre";
      if (view.result?.thrown_in) {
        outcome.textContent = t("widgets-auction.auction-over-no-one", { text: last.text });
      } else {
        const who = view.names[view.ombre];
        outcome.textContent =
          view.ombre === view.seat
            ? t("widgets-auction.over-you-ombre", {
                said: last.text,
                contract: view.contract,
                trump: suitName(view.trump) || view.trump,
              })
            : t("widgets-auction.over-ombre", {
                said: last.text,
                who,
                contract: view.contract,
                trump: suitName(view.trump) || view.trump,
              });
      }
    } else {
      delete box.dataset.done;
      const speaker = view.names[view.current_player];
      outcome.textContent = `${last.text} ${view.to_act ? t("widgets-auction.your-call") : t("widgets-auction.next", { speaker })}`;
    }
    sync();
  }

  async function run(work) {
    if (busy) return;
    busy = true;
    error = "";
    sync();
    try {
      reply = await work();
    } catch (failure) {
      error = failure.message;
    }
    busy = false;
    if (reply) draw();
    else {
      outcome.textContent = error;
      sync();
    }
  }

  function deal() {
    coach.textContent = "";
    return run(() => engine.call("game.new", { rules: rulesText(), seed, dealer }));
  }

  /** The learner's call, played. @param {string} action */
  function call(action) {
    const { notation } = reply;
    run(() => engine.call("game.apply", { notation, action })).then(() => {
      if (!controls.querySelector("button")) step.focus();
    });
  }

  controls.addEventListener("click", (event) => {
    const button = event.target instanceof Element && event.target.closest("button[data-action]");
    if (!button || button.disabled || !reply) return;
    // An unsound bid: the engine's reason first; bid anyway (it stays as a note), or choose again.
    coachBid(controls, reply.view.actions, button.dataset.action, {
      take(action, warning) {
        if (warning) coach.textContent = warning;
        call(action);
      },
      redraw: draw,
    });
  });
  step.addEventListener("click", () => {
    const { notation } = reply;
    run(() => engine.call("game.bot", { notation })).then(() => {
      const first = controls.querySelector("button");
      if (first) first.focus();
      else if (step.disabled) restart.focus();
    });
  });
  hintButton.addEventListener("click", async () => {
    if (!reply || busy) return;
    try {
      const advice = await engine.call("game.hint", { notation: reply.notation });
      hint.dataset.action = advice.action;
      hint.textContent = t("widgets-auction.bot-would-say", {
        label: advice.label,
        reason: advice.reason.charAt(0).toUpperCase() + advice.reason.slice(1),
      });
    } catch (failure) {
      hint.textContent = failure.message;
    }
  });
  restart.addEventListener("click", () => {
    seed = randomSeed();
    box.dataset.seed = String(seed);
    deal();
  });
  for (const input of options) input.addEventListener("change", deal);
  document.addEventListener(
    RULES_EVENT,
    () => {
      if (engine.state === "ready") deal();
    },
    { signal },
  );

  let started = false;
  onEngine((state) => {
    if (state === "ready" && !started) {
      started = true;
      deal();
    }
    sync();
  });
}
