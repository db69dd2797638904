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
import { nextTask } from "./schedule.js";

const STATUS_TEXT = {
  loading: "Loading the game engine… the controls work as soon as it is ready.",
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
  const text = state === "failed" ? message || "The game engine could not start." : STATUS_TEXT[state];
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
  for (const element of root.querySelectorAll("[data-widget]")) {
    if (element.dataset.bound) continue;
    element.dataset.bound = "yes";
    const context = widgetContext(element, engine);
    context.onEngine((state, message) => showStatus(element, state, message));
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
          status.textContent = `This interactive part could not load (${error.message}).`;
        }
      });
  }
}

/** How many widgets are bound and still listening (for tests: detached ones are released). */
export function boundCount() {
  return bound.size;
}
