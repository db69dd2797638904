// @ts-check
// Widgets: <div class="ombre-widget" data-widget="NAME" data-params='{...}'> elements, rendered
// by the build (sitegen/widgets/NAME.py) and brought to life by ./widgets/NAME.js, whose default
// export is bind(element, context). context = {engine, params, onEngine, signal, randomSeed}:
//   engine.call(method, params) -> Promise of the api result (see ombre_core/api.py);
//   onEngine(listener) calls listener(state) now and whenever the engine's state changes
//     ("loading" | "ready" | "failed"), until the widget's signal fires;
//   signal, an AbortSignal that fires when the element has left the page (mkdocs-material's
//     instant navigation swaps the content; the next page load aborts every widget whose element
//     is gone). Hang every listener off it: addEventListener(type, fn, { signal });
//   randomSeed() -> a fresh seed for "New question" / "New deal".
// Widgets keep their controls disabled unless the state is "ready".
import { t } from "./i18n.js";
import { nextTask, soon } from "./schedule.js";

const STATUS_TEXT = {
  loading: t("widgets.loading-game-engine-controls"),
  ready: "",
};

/** The widgets bound so far, each with the controller whose signal it was given. */
const bound = new Map();

/** A seed for the engine's dealing functions: a random 31-bit whole number. */
export function randomSeed() {
  return crypto.getRandomValues(new Uint32Array(1))[0] >>> 1;
}

function onEngineFor(engine, signal) {
  return (listener) => {
    if (signal.aborted) return;
    const stop = engine.onChange(listener);
    signal.addEventListener("abort", stop, { once: true });
  };
}

function showStatus(element, state, message) {
  const status = element.querySelector(":scope > .ombre-widget__status");
  if (!status) return;
  const text = state === "failed" ? message || t("widgets.game-engine-could-not") : STATUS_TEXT[state];
  status.textContent = text;
  status.hidden = !text;
  element.dataset.engineState = state;
}

/** Abort every bound widget whose element is no longer in the document. */
export function releaseDetached() {
  for (const [element, controller] of bound) {
    if (element.isConnected) continue;
    bound.delete(element);
    controller.abort();
  }
}

/**
 * What a widget's bind(element, context) gets.
 * @typedef {object} WidgetContext
 * @property {typeof import("./engine.js").engine} engine
 * @property {any} params
 * @property {(listener: (state: string, message: string) => void) => void} onEngine
 * @property {AbortSignal} signal
 * @property {() => number} randomSeed
 */

/**
 * The context a widget's bind() gets; `signal` is its lifetime.
 * @returns {WidgetContext}
 */
export function widgetContext(element, engine) {
  const controller = new AbortController();
  bound.set(element, controller);
  const params = JSON.parse(element.dataset.params || "{}");
  return { engine, params, onEngine: onEngineFor(engine, controller.signal), signal: controller.signal, randomSeed };
}

export function bindWidgets(root, engine) {
  releaseDetached();
  const later = [];
  for (const element of root.querySelectorAll("[data-widget]")) {
    if (element.dataset.bound) continue;
    const context = widgetContext(element, engine);
    context.onEngine((state, message) => showStatus(element, state, message));
    if (element.hasAttribute("data-engine-widget")) later.push({ element, context });
    else load(element, context);
  }
  if (later.length) bindWhenNeeded(later, engine);
}

// How far below (or above) the screen an engine widget starts to bind: a screen's height, so
// it is drawn before the reader reaches it.
const NEAR_SCREEN = "100% 0px";

/**
 * Bind each engine widget when it comes near the screen, and all that are left once the engine
 * has settled (ready or failed): until then their controls stay disabled anyway, and binding
 * the ones out of sight (their modules, their drawing) would only delay the page's first taps.
 * @param {{element: HTMLElement, context: WidgetContext}[]} widgets
 * @param {typeof import("./engine.js").engine} engine
 */
function bindWhenNeeded(widgets, engine) {
  const waiting = new Map(widgets.map((widget) => [widget.element, widget]));
  for (const { element } of widgets) element.dataset.bound = "waiting";
  const bindNow = (element) => {
    const widget = waiting.get(element);
    if (!widget) return;
    waiting.delete(element);
    near.unobserve(element);
    if (!widget.context.signal.aborted) load(element, widget.context);
    if (!waiting.size) stop();
  };
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) bindNow(entry.target);
    },
    { rootMargin: NEAR_SCREEN },
  );
  const stopListening = engine.onChange((state) => {
    if (state === "ready" || state === "failed") soon(() => [...waiting.keys()].forEach(bindNow));
  });
  const stop = () => {
    near.disconnect();
    stopListening();
  };
  for (const { element, context } of widgets) {
    near.observe(element);
    context.signal.addEventListener("abort", () => bindNow(element), { once: true });
  }
}

/** Import the widget's module and bind it, in a task of its own. */
function load(element, context) {
  element.dataset.bound = "yes";
  // Each widget binds in a task of its own, so a page of many widgets never blocks for long.
  import(`./widgets/${element.dataset.widget}.js`)
    .then(async (module) => {
      await nextTask();
      if (!context.signal.aborted) await module.default(element, context);
    })
    .catch((error) => {
      element.dataset.bound = "failed";
      const status = element.querySelector(".ombre-widget__status");
      if (status) {
        status.hidden = false;
        status.textContent = t("widgets.this-interactive-part-could", { message: error.message });
      }
    });
}

/** How many widgets are bound and still listening (for tests: detached ones are released). */
export function boundCount() {
  return bound.size;
}
