// The engine worker (a module Web Worker): boots Pyodide from our own copy, unpacks the
// ombre_core zip with pyodide.unpackArchive (no micropip, no other host), then answers requests
// through ombre_core.api.dispatch. engine-files.js is written by the build, which also inlines
// it here (keep the import line exactly as it is).
import { ENGINE_ZIP, PYODIDE_INDEX } from "./engine-files.js";

// The files the engine needs, in the order a diagnosis checks them.
const RUNTIME_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"];
const ENGINE_FILES = [...RUNTIME_FILES.map((name) => PYODIDE_INDEX + name), ENGINE_ZIP];

const fileName = (url) => new URL(url).pathname.split("/").pop();

/** A boot failure worded for the site's host, who can put the named file back. */
class BootError extends Error {}

const incomplete = (url) => new BootError(`the engine files on this site are incomplete (${fileName(url)})`);
const damaged = (url) => new BootError(`the engine files on this site are damaged (${fileName(url)})`);
const unreachable = (url) =>
  new BootError(`the engine files could not be downloaded (${fileName(url)}); check the connection`);

/**
 * After a failed boot: which engine file does the site not serve? Asks the server again
 * (HEAD) rather than trusting what Pyodide reports, which for a missing file is "exit(1)".
 */
async function diagnose() {
  for (const url of ENGINE_FILES) {
    let response;
    try {
      response = await fetch(url, { method: "HEAD", cache: "no-store" });
    } catch {
      return unreachable(url);
    }
    if (!response.ok) return incomplete(url);
  }
  return null;
}

/**
 * Pyodide only logs a runtime that cannot be compiled (pyodide.asm.wasm missing, truncated or
 * not WebAssembly) and then waits forever. Until stop() is called, such a failure rejects
 * `failed` instead.
 */
function watchCompilation() {
  const originals = { instantiate: WebAssembly.instantiate, instantiateStreaming: WebAssembly.instantiateStreaming };
  let reject;
  const failed = new Promise((_, fail) => (reject = fail));
  for (const [name, original] of Object.entries(originals)) {
    WebAssembly[name] = (...args) =>
      original.apply(WebAssembly, args).catch((error) => {
        reject(error);
        throw error;
      });
  }
  return { failed, stop: () => Object.assign(WebAssembly, originals) };
}

async function fetchEngineZip() {
  let response;
  try {
    response = await fetch(ENGINE_ZIP);
  } catch {
    throw unreachable(ENGINE_ZIP);
  }
  if (!response.ok) throw incomplete(ENGINE_ZIP);
  return response.arrayBuffer();
}

async function startPython() {
  const compilation = watchCompilation();
  const said = []; // Python's own start-up complaints (stderr); the diagnosis says it better
  try {
    const { loadPyodide } = await import(PYODIDE_INDEX + "pyodide.mjs");
    const stderr = (line) => said.push(line);
    const pyodide = await Promise.race([
      loadPyodide({ indexURL: PYODIDE_INDEX, packages: [], stderr }),
      compilation.failed,
    ]);
    pyodide.setStderr(); // back to the console
    return pyodide;
  } catch (error) {
    const missing = await diagnose();
    if (missing) throw missing;
    if (error instanceof WebAssembly.CompileError) throw damaged(PYODIDE_INDEX + "pyodide.asm.wasm");
    const detail = said.filter((line) => line.trim()).pop() || error?.message || String(error);
    throw new BootError(`the Python runtime did not start (${detail})`);
  } finally {
    compilation.stop();
  }
}

async function boot() {
  const engineZip = fetchEngineZip();
  engineZip.catch(() => {}); // awaited below, once Python has started
  const pyodide = await startPython();
  const target = "/home/pyodide/engine";
  try {
    pyodide.unpackArchive(await engineZip, "zip", { extractDir: target });
    pyodide.runPython(`import sys\nsys.path.insert(0, ${JSON.stringify(target)})`);
    const api = pyodide.pyimport("ombre_core.api");
    return { pyodide, dispatch: api.dispatch };
  } catch (error) {
    if (error instanceof BootError) throw error;
    throw damaged(ENGINE_ZIP);
  }
}

// Pyodide leaves a rejected promise unhandled when a runtime file is missing: it is part of
// the failure this worker reports, not a separate error.
const quiet = (event) => event.preventDefault();
self.addEventListener("unhandledrejection", quiet);
const engine = boot();
engine.then(
  () => self.postMessage({ type: "ready" }),
  (error) => {
    const message = error instanceof BootError ? error.message : `the engine did not start (${error?.message || error})`;
    self.postMessage({ type: "failed", message });
  },
);
engine.finally(() => self.removeEventListener("unhandledrejection", quiet)).catch(() => {});

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
