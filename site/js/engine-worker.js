// The engine worker (a module Web Worker): boots Pyodide from our own copy, unpacks the
// ombre_core zip with pyodide.unpackArchive (no micropip, no other host), then answers requests
// through ombre_core.api.dispatch. engine-files.js is written by the build, which also inlines
// it here (keep the import line exactly as it is).
import { ENGINE_ZIP, PYODIDE_INDEX } from "./engine-files.js";

const flags = new URL(self.location.href).searchParams;
const attempt = Number(flags.get("attempt") || 0);

async function boot() {
  // Test hooks, requested by the page with ?ombre-engine-fail=...
  if (flags.get("fail") === "boot") throw new Error("boot failure forced by the test flag");
  if (flags.get("fail") === "crash" && attempt === 0) {
    setTimeout(() => {
      throw new Error("crash forced by the test flag");
    });
    return new Promise(() => {});
  }
  const [{ loadPyodide }, engineZip] = await Promise.all([
    import(PYODIDE_INDEX + "pyodide.mjs"),
    fetch(ENGINE_ZIP).then((response) => {
      if (!response.ok) throw new Error(`${ENGINE_ZIP} answered ${response.status}`);
      return response.arrayBuffer();
    }),
  ]);
  const pyodide = await loadPyodide({ indexURL: PYODIDE_INDEX, packages: [] });
  const target = "/home/pyodide/engine";
  pyodide.unpackArchive(engineZip, "zip", { extractDir: target });
  pyodide.runPython(`import sys\nsys.path.insert(0, ${JSON.stringify(target)})`);
  const api = pyodide.pyimport("ombre_core.api");
  return { pyodide, dispatch: api.dispatch };
}

const engine = boot();
engine.then(
  () => self.postMessage({ type: "ready" }),
  (error) => self.postMessage({ type: "failed", message: String(error?.message || error) }),
);

// Bounds on a request, checked before Python sees it: deep enough nesting overflows the
// interpreter's stack and kills it for good ("Pyodide has suffered a fatal error"). The site's
// requests are a few levels deep and at most a few KB long.
const MAX_DEPTH = 64;
const MAX_CHARS = 1_000_000;

/** The request's JSON text, or a refusal {code, message} if it is too deep or too large. */
function encodeParams(params) {
  const tooLarge = { code: "request-too-large", message: `the request is over ${MAX_CHARS} characters long` };
  const tooDeep = { code: "request-too-deep", message: `the request is nested over ${MAX_DEPTH} levels deep` };
  // Walk without recursion, so that the check itself cannot overflow the stack, and stop as
  // soon as a bound is passed.
  const stack = [[params ?? {}, 1]];
  let chars = 0;
  while (stack.length) {
    const [value, depth] = stack.pop();
    chars += typeof value === "string" ? value.length + 2 : 4;
    if (chars > MAX_CHARS) return { refusal: tooLarge };
    if (value === null || typeof value !== "object") continue;
    if (depth > MAX_DEPTH) return { refusal: tooDeep };
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

/** One short line from an error that escaped dispatch (a Python traceback ends with it). */
function shortMessage(error) {
  const lines = String(error?.message || error).trim().split("\n");
  const last = lines[lines.length - 1] || "unknown error";
  return last.length > 200 ? `${last.slice(0, 200)}…` : last;
}

let broken = null;

/** After a fatal error Pyodide cannot be used again: say so once; the page starts a new worker. */
function interpreterBroken(pyodide, error) {
  if (error?.pyodide_fatal_error) return true;
  try {
    void pyodide.globals; // throws once the interpreter has failed
    return false;
  } catch {
    return true;
  }
}

self.addEventListener("message", async (event) => {
  const { id, method, params } = event.data ?? {};
  let booted;
  try {
    booted = await engine;
  } catch {
    return;
  }
  const refuse = (kind, { code, message }) => self.postMessage({ id, ok: false, error: { kind, code, message } });
  if (broken) return;
  if (typeof method !== "string") {
    refuse("ApiError", { code: "bad-request", message: "the method name must be a string" });
    return;
  }
  const { text, refusal } = encodeParams(params);
  if (refusal) {
    refuse("ApiError", refusal);
    return;
  }
  let reply;
  try {
    reply = booted.dispatch(method, text);
  } catch (error) {
    if (!interpreterBroken(booted.pyodide, error)) {
      refuse("InternalError", { code: "internal-error", message: shortMessage(error) });
      return;
    }
    broken = shortMessage(error);
  }
  if (!broken && typeof reply !== "string") broken = `the engine answered ${typeof reply}`;
  if (broken) {
    self.postMessage({ type: "crashed", message: `the engine failed: ${broken}` });
    self.close();
    return;
  }
  self.postMessage({ id, ...JSON.parse(reply) });
});
