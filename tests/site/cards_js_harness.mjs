// Runs site/js/cards.js in Node with a tiny fake DOM; used by test_cards.py.
// Usage: node cards_js_harness.mjs <cards.js file URL> <cards.json path> <head script>
import { readFileSync } from "node:fs";
import vm from "node:vm";
const [cardsJs, namesPath, headScript] = process.argv.slice(2);
const names = JSON.parse(readFileSync(namesPath, "utf8"));

class Element {
  constructor(tag) {
    this.tag = tag;
    this.attrs = new Map();
    this.children = [];
  }
  setAttribute(name, value) {
    this.attrs.set(name, String(value));
  }
  getAttribute(name) {
    return this.attrs.has(name) ? this.attrs.get(name) : null;
  }
  set className(value) {
    this.setAttribute("class", value);
  }
  appendChild(child) {
    this.children.push(child);
    return child;
  }
  get dataset() {
    return new Proxy(
      {},
      {
        get: (_, key) => this.getAttribute(`data-${key}`) ?? undefined,
        set: (_, key, value) => {
          this.setAttribute(`data-${key}`, value);
          return true;
        },
      },
    );
  }
  get outerHTML() {
    const attrs = [...this.attrs]
      .map(([k, v]) => ` ${k}="${v.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"`)
      .join("");
    return `<${this.tag}${attrs}>${this.children.map((c) => c.outerHTML).join("")}</${this.tag}>`;
  }
}
const html = new Element("html");
const store = {};
let storageBroken = false;
const localStorage = {
  getItem: (k) => {
    if (storageBroken) throw new Error("denied");
    return k in store ? store[k] : null;
  },
  setItem: (k, v) => {
    if (storageBroken) throw new Error("denied");
    store[k] = String(v);
  },
};
const events = [];
globalThis.window = { localStorage };
globalThis.localStorage = localStorage;
globalThis.CustomEvent = class {
  constructor(type, init) {
    this.type = type;
    this.detail = init.detail;
  }
};
globalThis.document = {
  baseURI: "https://course.test/lessons/one/",
  documentElement: html,
  createElement: (tag) => new Element(tag),
  createElementNS: (_, tag) => new Element(tag),
  dispatchEvent: (event) => events.push(event),
};
let fetches = 0;
globalThis.fetch = async (url) => {
  fetches += 1;
  if (String(url) !== "https://course.test/assets/cards/cards.json") throw new Error(`wrong URL ${url}`);
  return { ok: true, json: async () => names };
};

const cards = await import(cardsJs);
const out = { early: null, markup: {}, errors: [] };
cards.setAssetBase("/assets/cards");
const early = cards.cardElement("Kh");
out.earlyBeforeLoad = early.outerHTML;
await cards.loadCards();
await cards.loadCards();
out.early = early.outerHTML;
out.fetches = fetches;
for (const code of Object.keys(names)) {
  for (const size of ["sm", "md", "lg"]) out.markup[`${code}/${size}`] = cards.cardElement(code, { size }).outerHTML;
}
out.symbolCode = cards.cardElement("Q♠").dataset.card;
for (const bad of ["8h", "Kx", "", "Khh"]) {
  try {
    cards.cardElement(bad);
    out.errors.push(`accepted ${bad}`);
  } catch (e) {
    out.errors.push(e.name);
  }
}
out.defaultDeck = cards.getDeck();
out.set = cards.setDeck("spanish");
out.afterSet = [html.getAttribute("data-deck"), store["ombre.deck"], events.map((e) => e.detail.deck)];
html.attrs.delete("data-deck");
out.fromStore = cards.getDeck();
store["ombre.deck"] = "klingon";
out.corrupt = cards.getDeck();
storageBroken = true;
out.broken = cards.getDeck();
out.setBroken = cards.setDeck("french");
out.brokenDeckAttr = html.getAttribute("data-deck");
try {
  cards.setDeck("german");
  out.badDeck = "accepted";
} catch (e) {
  out.badDeck = e.name;
}

out.head = {};
for (const [label, storage] of [
  ["spanish", { getItem: () => "spanish" }],
  ["corrupt", { getItem: () => "{bad" }],
  [
    "throws",
    {
      getItem: () => {
        throw new Error("denied");
      },
    },
  ],
  ["missing", undefined],
]) {
  const root = new Element("html");
  const context = { document: { documentElement: root } };
  if (storage) context.localStorage = storage;
  vm.runInNewContext(headScript, context);
  out.head[label] = root.getAttribute("data-deck");
}
console.log(JSON.stringify(out));
