// Draws the exercise widget's build-time HTML with the browser's own drawing code
// (site/js/exercise-view.js and the two modules it imports, exercise-answers.js and
// exercise-dom.js), over the few DOM calls they use. Started once per build by
// sitegen/widgets/exercise.py; one JSON request per line on stdin, one JSON reply per line on stdout:
//   {exercise, id, page, title, fixed_rules, cards: {"Kh sm": "<span class=\"ombre-card\"…>"}}
//   -> {html} or {error}
// Cards come drawn by the build (sitegen/cards.py card_html) and are inserted as they are.
import { createInterface } from "node:readline";

const VOID = new Set(["input", "br", "img"]);
const escapeText = (text) => String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text) => escapeText(text).replace(/"/g, "&quot;");

class RawHTML {
  constructor(html) {
    this.outerHTML = html;
  }
}

class Element {
  constructor(tag) {
    this.tag = tag;
    this.attributes = new Map();
    this.children = [];
  }

  setAttribute(name, value) {
    this.attributes.set(name, String(value));
  }

  getAttribute(name) {
    return this.attributes.has(name) ? this.attributes.get(name) : null;
  }

  set textContent(text) {
    this.children = [{ outerHTML: escapeText(text) }];
  }

  append(...nodes) {
    for (const node of nodes) this.children.push(typeof node === "string" ? { outerHTML: escapeText(node) } : node);
  }

  get outerHTML() {
    const attributes = [...this.attributes]
      .map(([name, value]) => (value === "" ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
      .join("");
    if (VOID.has(this.tag)) return `<${this.tag}${attributes}>`;
    return `<${this.tag}${attributes}>${this.children.map((child) => child.outerHTML).join("")}</${this.tag}>`;
  }
}

globalThis.document = { createElement: (tag) => new Element(tag) };

const { exerciseBox } = await import(process.argv[2]);

function render(request) {
  const card = (code, size) => {
    const html = request.cards[`${code} ${size}`];
    if (html === undefined) throw new Error(`the build did not draw the card ${code} (${size})`);
    return new RawHTML(html);
  };
  const box = exerciseBox(request.exercise, {
    id: request.id,
    page: request.page,
    title: request.title,
    fixedRules: request.fixed_rules,
    card,
  });
  return box.outerHTML;
}

for await (const line of createInterface({ input: process.stdin })) {
  let reply;
  try {
    reply = { html: render(JSON.parse(line)) };
  } catch (error) {
    reply = { error: `${error.name}: ${error.message}` };
  }
  process.stdout.write(`${JSON.stringify(reply)}\n`);
}
