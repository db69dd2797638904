// Widgets: <div class="ombre-widget" data-widget="NAME" data-params='{...}'> elements, rendered
// by the build (sitegen/widgets.py) and brought to life by ./widgets/NAME.js, whose default
// export is bind(element, context). context = {engine, params, onEngine(listener)}:
//   engine.call(method, params) -> Promise of the api result (see ombre_core/api.py);
//   onEngine(listener) calls listener(state) now and whenever the engine's state changes
//   ("loading" | "ready" | "failed"), until the element leaves the page.
// Widgets keep their controls disabled unless the state is "ready".

const STATUS_TEXT = {
  loading: "Loading the game engine… the controls work as soon as it is ready.",
  ready: "",
};

function onEngineFor(element, engine) {
  return (listener) => {
    const stop = engine.onChange((state, message) => {
      if (!element.isConnected && element.dataset.bound === "yes") {
        queueMicrotask(() => stop());
        return;
      }
      listener(state, message);
    });
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

export function bindWidgets(root, engine) {
  for (const element of root.querySelectorAll("[data-widget]")) {
    if (element.dataset.bound) continue;
    element.dataset.bound = "yes";
    const onEngine = onEngineFor(element, engine);
    onEngine((state, message) => showStatus(element, state, message));
    const params = JSON.parse(element.dataset.params || "{}");
    const name = element.dataset.widget;
    import(`./widgets/${name}.js`)
      .then((module) => module.default(element, { engine, params, onEngine }))
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
