// Runs site/js/progress.js in Node with a fake window and localStorage; used by
// test_progress_js.py. Usage: node progress_js_harness.mjs <progress.js URL> <scenario JSON>
// Scenario: {"stored": {key: text}, "storage": "ok" | "no-access" | "no-writes" | "full",
//            "quota": characters the storage holds in all (no limit if absent),
//            "page": "<path under the site root>", "steps": [[function name, ...args], ...]}
// Prints {"results": [...], "events": [...], "stored": {...}} as JSON.
const [progressUrl, scenarioText] = process.argv.slice(2);
const scenario = JSON.parse(scenarioText);
const store = new Map(Object.entries(scenario.stored ?? {}));
const storage = {
  getItem: (key) => (store.has(key) ? store.get(key) : null),
  setItem: (key, value) => {
    if (scenario.storage === "no-writes") throw new Error("writes refused");
    if (scenario.storage === "full") throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    const others = [...store].filter(([name]) => name !== key);
    const size = others.reduce((total, [name, text]) => total + name.length + text.length, 0);
    if (scenario.quota !== undefined && size + key.length + String(value).length > scenario.quota) {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    }
    store.set(key, String(value));
  },
  removeItem: (key) => store.delete(key),
  key: (index) => [...store.keys()][index] ?? null,
  get length() {
    return store.size;
  },
};
const target = new EventTarget();
globalThis.window = target;
Object.defineProperty(target, "localStorage", {
  get() {
    if (scenario.storage === "no-access") throw new Error("SecurityError");
    return storage;
  },
});
const siteRoot = new URL("../", progressUrl);
globalThis.location = new URL(scenario.page ?? "", siteRoot);
globalThis.CustomEvent = class extends Event {
  constructor(type, options) {
    super(type);
    this.detail = options?.detail;
  }
};
const events = [];
target.addEventListener("ombre:progress", (event) => events.push(event.detail));
const progress = await import(progressUrl);
const results = [];
for (const [name, ...args] of scenario.steps) {
  if (name === "otherTab") {
    store.set("ombre.progress", args[0]);
    const event = new Event("storage");
    event.key = "ombre.progress";
    target.dispatchEvent(event);
    results.push(null);
    continue;
  }
  const value = progress[name](...args);
  results.push(value === undefined ? null : value);
}
console.log(JSON.stringify({ results, events, stored: Object.fromEntries(store) }));
