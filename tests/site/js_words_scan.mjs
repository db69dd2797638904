// Lists the string and template literals of site/js/**/*.js and the keys given to t() and tn(),
// for tests/site/test_js_strings.py. Parsed with TypeScript's parser (the type check's own).
//   node tests/site/js_words_scan.mjs TYPESCRIPT_JS SITE_JS_DIR -> {literals: [...], keys: [...]}
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [typescript, root] = process.argv.slice(2);
const ts = (await import(pathToFileURL(typescript).href)).default;

function* scripts(folder) {
  for (const name of readdirSync(folder).sort()) {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) yield* scripts(file);
    else if (name.endsWith(".js") && name !== "strings.js") yield file;
  }
}

// A literal inside console.*() speaks to developers, not to the learner.
const inConsole = (node) => {
  for (let up = node.parent; up; up = up.parent) {
    if (ts.isCallExpression(up) && up.expression.getText().startsWith("console.")) return true;
  }
  return false;
};
const literals = [];
const keys = [];
for (const file of scripts(root)) {
  const name = path.relative(root, file).split(path.sep).join("/");
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const at = (node) => `${name}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ["t", "tn"].includes(node.expression.text)) {
      // The key, or each key of a choice between keys (t(swedish ? "a.swedish" : "a.standard")).
      const keyIn = (part) => {
        if (ts.isStringLiteral(part)) keys.push({ at: at(node), call: node.expression.text, key: part.text });
        else if (ts.isConditionalExpression(part)) [part.whenTrue, part.whenFalse].forEach(keyIn);
        else if (ts.isParenthesizedExpression(part)) keyIn(part.expression);
        // A family of keys by a code: t(`progress-ui.drill-name.${kind}`) says "progress-ui.drill-name".
        else if (
          ts.isTemplateExpression(part) &&
          part.head.text.endsWith(".") &&
          part.templateSpans.length === 1 &&
          part.templateSpans[0].literal.text === ""
        )
          keys.push({ at: at(node), call: "family", key: part.head.text.slice(0, -1) });
      };
      if (node.arguments.length) keyIn(node.arguments[0]);
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const call = node.parent && ts.isCallExpression(node.parent) ? node.parent.expression : null;
      const isKey =
        call && ts.isIdentifier(call) && ["t", "tn"].includes(call.text) && node.parent.arguments[0] === node;
      if (!isKey) literals.push({ at: at(node), text: node.text, console: inConsole(node) });
      return;
    }
    if (ts.isTemplateExpression(node)) {
      const text = node.head.text + node.templateSpans.map((span) => `\${}${span.literal.text}`).join("");
      literals.push({ at: at(node), text, console: inConsole(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
process.stdout.write(JSON.stringify({ literals, keys }));
