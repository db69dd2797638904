// @ts-check
// What the engine worker (engine-worker.js) checks in a request before Python sees it, and how
// it words an error that escaped dispatch. No DOM and no worker globals: plain functions.
import { t } from "./i18n.js";

// Bounds on a request, checked before Python sees it: deep enough nesting overflows the
// interpreter's stack and kills it for good ("Pyodide has suffered a fatal error"). The site's
// requests are a few levels deep and at most a few KB long.
const MAX_DEPTH = 64;
const MAX_CHARS = 1_000_000;

/**
 * The request's JSON text, or a refusal {code, message} if it is too deep or too large.
 * @param {unknown} params the request's parameters, as the page posted them
 * @returns {{text: string, refusal?: undefined} | {refusal: {code: string, message: string}, text?: undefined}}
 */
export function encodeParams(params) {
  // Diagnostics, as the engine's own refusals are: the page words its notice from the code.
  const tooLarge = { code: "request-too-large", message: `the request is over ${MAX_CHARS} characters long` };
  const tooDeep = { code: "request-too-deep", message: `the request is nested over ${MAX_DEPTH} levels deep` };
  // Walk without recursion, so that the check itself cannot overflow the stack, and stop as
  // soon as a bound is passed.
  /** @type {[any, number][]} */
  const stack = [[params ?? {}, 1]];
  let chars = 0;
  while (stack.length) {
    const [value, depth] = stack.pop();
    chars += typeof value === "string" ? value.length + 2 : 4;
    if (chars > MAX_CHARS) return { refusal: tooLarge };
    if (value === null || typeof value !== "object") continue;
    if (depth > MAX_DEPTH) return { refusal: tooDeep };
    // An array's JSON has a character per slot at least, holes included (a sparse array).
    if (Array.isArray(value)) chars += value.length;
    if (chars > MAX_CHARS) return { refusal: tooLarge };
    for (const key in value) {
      chars += key.length + 1;
      if (chars > MAX_CHARS) return { refusal: tooLarge };
      stack.push([value[key], depth + 1]);
    }
  }
  try {
    return { text: JSON.stringify(params ?? {}) };
  } catch (error) {
    return { refusal: { code: "bad-params", message: `the parameters are not JSON: ${error.message}` } };
  }
}

/**
 * One short line from an error that escaped dispatch (a Python traceback ends with it).
 * @param {any} error a thrown value (an Error, or anything)
 * @returns {string}
 */
export function shortMessage(error) {
  const lines = String(error?.message || error)
    .trim()
    .split("\n");
  const last = lines[lines.length - 1] || t("engine-request.unknown-error");
  return last.length > 200 ? `${last.slice(0, 200)}…` : last;
}
