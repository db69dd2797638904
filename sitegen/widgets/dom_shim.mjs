// The small DOM the build's drawings run on in Node (exercise_html.mjs, puzzle_html.mjs): only
// document.createElement, setAttribute, getAttribute, textContent and append, which the
// browser modules they draw with keep to (exercise-dom.js make), and classList.add on markup
// drawn elsewhere (a card marked as a trick's winner). Importing it sets globalThis.document.
import { createInterface } from "node:readline";

const VOID = new Set(["input", "br", "img"]);
const escapeText = (text) => String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text) => escapeText(text).replace(/"/g, "&quot;");

// Markup drawn elsewhere (a card by the build); classList.add adds to its outer tag's class.
export class RawHTML {
  constructor(html) {
    this.outerHTML = html;
    this.classList = {
      add: (name) => {
        this.outerHTML = this.outerHTML.replace(/^<([a-z]+) class="([^"]*)"/, `<$1 class="$2 ${name}"`);
      },
    };
  }
}

export class Element {
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

/** Answer one JSON request per line of stdin with `{html: render(request)}` or `{error}` on stdout. */
export async function serveLines(render) {
  for await (const line of createInterface({ input: process.stdin })) {
    let reply;
    try {
      reply = { html: render(JSON.parse(line)) };
    } catch (error) {
      reply = { error: `${error.name}: ${error.message}` };
    }
    process.stdout.write(`${JSON.stringify(reply)}\n`);
  }
}
