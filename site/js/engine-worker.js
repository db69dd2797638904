// @ts-check
// The engine worker (a module Web Worker): boots Pyodide from our own copy, unpacks the engine
// (a zip in one xz stream, sitegen/assets.py) with Python's lzma (no other host), then answers requests
// through ombre_core.api.dispatch. engine-files.js is written by the build, which also inlines
// it here (keep the import line exactly as it is).
//
// Return visits boot from the engine's memory snapshot (Pyodide with ombre_core.api already
// imported, made by the build: sitegen/snapshot.py) when this browser keeps it in Cache Storage
// (SNAPSHOT_CACHE): no Python start-up, no imports. A first visit boots Python from the start,
// and the page asks {type: "keep-snapshot"} in idle time: the worker then fetches this build's
// snapshot (about 6 MB gzipped) and keeps it decompressed (about 31 MB on disk, so that a return
// visit reads it without a gunzip), replacing any other build's. A kept copy without the
// SNAPSHOT_FORMAT header is taken as the gzip bytes the site serves. A kept snapshot that fails
// is forgotten (and not fetched again) and the worker boots from the start instead.
// The worker says {type: "ready", boot: "snapshot" | "plain"} and, when asked to keep it,
// {type: "snapshot", state: "kept" | "unavailable" | "refused" | "failed"}.
// The bounds on a request and the wording of an escaped error are in engine-request.js.
import { t } from "./i18n.js";
import { ENGINE_LOCALE, ENGINE_SNAPSHOT, ENGINE_ZIP, PYODIDE_INDEX, SNAPSHOT_CACHE } from "./engine-files.js";
import { encodeParams, shortMessage } from "./engine-request.js";

// The files the engine needs, in the order a diagnosis checks them.
const RUNTIME_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"];
const ENGINE_FILES = [
  ...RUNTIME_FILES.map((name) => PYODIDE_INDEX + name),
  ENGINE_ZIP,
  ...(ENGINE_LOCALE ? [ENGINE_LOCALE] : []),
];

const fileName = (url) => new URL(url).pathname.split("/").pop();

/** A boot failure worded for the site's host, who can put the named file back. */
class BootError extends Error {}

const incomplete = (url) => new BootError(t("engine-worker.files-incomplete", { file: fileName(url) }));
const damaged = (url) => new BootError(t("engine-worker.files-damaged", { file: fileName(url) }));
const unreachable = (url) => new BootError(t("engine-worker.files-unreachable", { file: fileName(url) }));

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

// How each engine file starts (zip and xz archives, WebAssembly); the lock file must be JSON.
const ZIP_MAGIC = [0x50, 0x4b];
const XZ_MAGIC = [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00];
const WASM_MAGIC = [0x00, 0x61, 0x73, 0x6d];
const MAGIC = { ".wasm": WASM_MAGIC, ".zip": ZIP_MAGIC, ".xz": XZ_MAGIC };

/** Whether a served file is what its name says, from its first bytes (or, for JSON, whole). */
async function looksRight(url) {
  const response = await fetch(url);
  if (url.endsWith(".json")) {
    JSON.parse(await response.text());
    return true;
  }
  const magic = Object.entries(MAGIC).find(([suffix]) => url.endsWith(suffix))?.[1];
  if (!magic) return true;
  const reader = response.body.getReader();
  const { value } = await reader.read();
  reader.cancel().catch(() => {});
  return magic.every((byte, i) => value?.[i] === byte);
}

/** After a failed boot with every file served: which engine file is not what it should be? */
async function diagnoseContents() {
  for (const url of ENGINE_FILES) {
    const right = await looksRight(url).catch(() => false);
    if (!right) return damaged(url);
  }
  return null;
}

/**
 * Pyodide only logs a runtime that cannot be compiled (pyodide.asm.wasm missing, truncated or
 * not WebAssembly) and then waits forever. Until stop() is called, such a failure rejects
 * `failed` instead. With `compiled` (a promise of the runtime's WebAssembly.Module, compiled
 * ahead), Pyodide's instantiateStreaming instantiates that module instead of compiling its own
 * response; if that module failed, Pyodide compiles as usual.
 */
function watchCompilation(compiled = null) {
  const originals = { instantiate: WebAssembly.instantiate, instantiateStreaming: WebAssembly.instantiateStreaming };
  let reject;
  const failed = new Promise((_, fail) => (reject = fail));
  const fromCompiled = async (source, imports) => {
    const module = await compiled.catch(() => null);
    if (!module) return originals.instantiateStreaming.call(WebAssembly, source, imports);
    return { module, instance: await originals.instantiate.call(WebAssembly, module, imports) };
  };
  for (const [name, original] of Object.entries(originals)) {
    const call =
      name === "instantiateStreaming" && compiled ? fromCompiled : (...args) => original.apply(WebAssembly, args);
    WebAssembly[name] = (...args) =>
      call(...args).catch((error) => {
        reject(error);
        throw error;
      });
  }
  return { failed, stop: () => Object.assign(WebAssembly, originals) };
}

/**
 * The runtime's WebAssembly compiled at once (from the browser's cache on a return visit, with
 * its compiled code), beside reading the snapshot and loading the loader's scripts, which
 * Pyodide would otherwise wait for before it starts compiling. Only when booting from a kept
 * snapshot: on a first visit the runtime is still downloading, and Pyodide compiles it as it
 * arrives.
 */
function compileRuntime() {
  const compiled = WebAssembly.compileStreaming(fetch(`${PYODIDE_INDEX}pyodide.asm.wasm`));
  compiled.catch(() => {}); // Pyodide then compiles its own copy, and reports any failure
  return compiled;
}

/** An engine file as the site serves it; a BootError naming it if it cannot be had. */
async function fetchServed(url) {
  let response;
  try {
    response = await fetch(url);
  } catch {
    throw unreachable(url);
  }
  if (!response.ok) throw incomplete(url);
  return response;
}

/** The engine's archive and, on another language's pages, that language's catalogue. */
async function fetchEngineZip() {
  const archives = [ENGINE_ZIP, ...(ENGINE_LOCALE ? [ENGINE_LOCALE] : [])];
  return Promise.all(archives.map(async (url) => ({ url, data: await (await fetchServed(url)).arrayBuffer() })));
}

/** The runtime's package lock, read here so that Pyodide never meets a missing or bad one. */
async function lockFile() {
  const url = `${PYODIDE_INDEX}pyodide-lock.json`;
  const response = await fetchServed(url);
  try {
    return await response.json();
  } catch {
    throw damaged(url);
  }
}

/** Pyodide started with extra loadPyodide options; raw errors (a broken runtime rejects too). */
async function loadPython(options = {}, compiled = null) {
  const compilation = watchCompilation(compiled);
  const lock = lockFile();
  lock.catch(() => {}); // awaited below
  try {
    const { loadPyodide } = await import(`${PYODIDE_INDEX}pyodide.mjs`);
    const base = { indexURL: PYODIDE_INDEX, packageBaseUrl: PYODIDE_INDEX, lockFileContents: await lock, packages: [] };
    return await Promise.race([loadPyodide({ ...base, ...options }), compilation.failed]);
  } finally {
    compilation.stop();
  }
}

/** Python booted from the start, its failures diagnosed and worded for the site's host. */
async function startPython() {
  const said = []; // Python's own start-up complaints (stderr); the diagnosis says it better
  try {
    const pyodide = await loadPython({ stderr: (line) => said.push(line) });
    pyodide.setStderr(); // back to the console
    return pyodide;
  } catch (error) {
    if (error instanceof BootError) throw error;
    const missing = (await diagnose()) || (await diagnoseContents());
    if (missing) throw missing;
    if (error instanceof WebAssembly.CompileError) throw damaged(`${PYODIDE_INDEX}pyodide.asm.wasm`);
    const detail = said.filter((line) => line.trim()).pop() || error?.message || String(error);
    throw new BootError(t("engine-worker.python-runtime-did-not", { detail }));
  }
}

const ENGINE_DIR = "/home/pyodide/engine";

const ENGINE_ARCHIVE = "/tmp/ombre_core.zip.xz";

/** The engine's modules on disk (the snapshot has those it imports at boot, not the others),
 * with this language's catalogue beside them. */
function importEngine(pyodide, archives) {
  for (const { url, data } of archives) {
    try {
      pyodide.FS.writeFile(ENGINE_ARCHIVE, new Uint8Array(data));
      pyodide.runPython(
        `import io, lzma, os, zipfile\nwith open(${JSON.stringify(ENGINE_ARCHIVE)}, "rb") as packed: data = lzma.decompress(packed.read())\n` +
          `zipfile.ZipFile(io.BytesIO(data)).extractall(${JSON.stringify(ENGINE_DIR)})\nos.remove(${JSON.stringify(ENGINE_ARCHIVE)})\ndel data, packed`,
      );
    } catch {
      throw damaged(url);
    }
  }
  pyodide.runPython(
    `import sys\nif ${JSON.stringify(ENGINE_DIR)} not in sys.path: sys.path.insert(0, ${JSON.stringify(ENGINE_DIR)})`,
  );
  const api = pyodide.pyimport("ombre_core.api");
  return { pyodide, dispatch: api.dispatch };
}

/** Python from the start, then the engine. */
async function bootPlain(engineZip) {
  const pyodide = await startPython();
  const zip = await engineZip; // a BootError if it could not be fetched
  try {
    return importEngine(pyodide, zip);
  } catch (error) {
    if (error instanceof BootError) throw error;
    throw damaged(ENGINE_ZIP);
  }
}

// The snapshot kept for return visits --------------------------------------------------------
const snapshotCache = () => (ENGINE_SNAPSHOT && self.caches ? caches.open(SNAPSHOT_CACHE) : null);
// Kept beside it after it failed here: this build's snapshot is not fetched again.
const REFUSED = ENGINE_SNAPSHOT && `${ENGINE_SNAPSHOT}?refused`;

// A kept copy carries this header when it is decompressed; without it, it is the served gzip.
const SNAPSHOT_FORMAT = "x-ombre-snapshot";

/** This build's kept snapshot (a Response), or null. */
async function keptSnapshot() {
  if (!ENGINE_SNAPSHOT || !self.caches) return null;
  try {
    return (await caches.match(ENGINE_SNAPSHOT, { cacheName: SNAPSHOT_CACHE })) || null;
  } catch {
    return null; // no Cache Storage here (storage refused): boot from the start
  }
}

async function forgetSnapshot() {
  try {
    const cache = await snapshotCache();
    await cache?.delete(ENGINE_SNAPSHOT);
    await cache?.put(REFUSED, new Response(""));
  } catch {
    // nothing kept, nothing to forget
  }
}

/** Fetch this build's snapshot and keep it, in place of any other build's. */
async function keepSnapshot() {
  const cache = await snapshotCache();
  if (!cache) return "unavailable";
  if (await cache.match(REFUSED)) return "refused";
  if (await cache.match(ENGINE_SNAPSHOT)) return "kept";
  const response = await fetch(ENGINE_SNAPSHOT);
  if (!response.ok) return "unavailable";
  // Decompressed as it streams into the cache: the worker never holds the 31 MB.
  const raw = response.body.pipeThrough(new DecompressionStream("gzip"));
  await cache.put(ENGINE_SNAPSHOT, new Response(raw, { headers: { [SNAPSHOT_FORMAT]: "raw" } }));
  for (const request of await cache.keys()) {
    if (request.url !== ENGINE_SNAPSHOT) await cache.delete(request);
  }
  return "kept";
}

/** The engine from a kept snapshot, checked with one request; throws if anything is wrong. */
async function bootFromSnapshot(kept, engineZip) {
  const raw = kept.headers.get(SNAPSHOT_FORMAT) === "raw";
  const memory = raw
    ? kept.arrayBuffer()
    : new Response(kept.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
  // The loader's second script (1.2 MB), which Pyodide would only ask for after the first:
  // read from the browser's cache and compiled meanwhile (the same module when Pyodide imports
  // it). Not on a first visit, where it would compete with the page's own files.
  import(`${PYODIDE_INDEX}pyodide.asm.mjs`).catch(() => {}); // a failure is Pyodide's to report
  const pyodide = await loadPython({ _loadSnapshot: memory }, compileRuntime());
  const booted = importEngine(pyodide, await engineZip);
  // The standard library's files are installed anew at each boot: check they are there.
  // Seed random again: its state would be the build machine's.
  pyodide.runPython(
    "import os, random\nassert os.path.exists(os.path.dirname(os.__file__)), 'no standard library'\nrandom.seed()",
  );
  const reply = JSON.parse(booted.dispatch("version", "{}"));
  if (!reply.ok) throw new Error(t("engine-worker.engine-from-snapshot-does"));
  return booted;
}

async function boot() {
  const engineZip = fetchEngineZip();
  engineZip.catch(() => {}); // awaited below, once Python has started
  const kept = await keptSnapshot();
  let snapshotFailure = null;
  if (kept) {
    try {
      return { ...(await bootFromSnapshot(kept, engineZip)), from: "snapshot" };
    } catch (error) {
      // A fault of the site's files is named as on a plain boot, and the snapshot kept.
      if (error instanceof BootError) throw error;
      // The snapshot is set aside only when the runtime's own files are sound.
      const missing = (await diagnose()) || (await diagnoseContents());
      if (missing) throw missing;
      if (error instanceof WebAssembly.CompileError) throw damaged(`${PYODIDE_INDEX}pyodide.asm.wasm`);
      snapshotFailure = shortMessage(error);
      console.warn(`engine: the kept snapshot could not be used (${snapshotFailure}); starting Python instead`);
      await forgetSnapshot();
    }
  }
  try {
    return { ...(await bootPlain(engineZip)), from: "plain" };
  } catch (error) {
    if (!snapshotFailure) throw error;
    const reason =
      error instanceof BootError
        ? error.message
        : t("engine-worker.engine-did-not-start", { problem: error?.message || error });
    throw new BootError(t("engine-worker.copy-engine-kept-by", { reason, snapshot: snapshotFailure }));
  }
}

// Pyodide leaves a rejected promise unhandled when a runtime file is missing or damaged,
// sometimes after the boot has failed: part of the failure this worker reports, not a separate
// error. Silenced until the boot succeeds (the page closes a worker whose boot failed).
const quiet = (event) => event.preventDefault();
self.addEventListener("unhandledrejection", quiet);
const engine = boot();
engine.then(
  (booted) => self.postMessage({ type: "ready", boot: booted.from, canKeep: Boolean(ENGINE_SNAPSHOT) }),
  (error) => {
    const message =
      error instanceof BootError
        ? error.message
        : t("engine-worker.engine-did-not-start", { problem: error?.message || error });
    self.postMessage({ type: "failed", message });
  },
);
engine.then(() => self.removeEventListener("unhandledrejection", quiet)).catch(() => {});

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
  const { id, method, params, lang, type } = event.data ?? {};
  if (type === "keep-snapshot") {
    const state = await keepSnapshot().catch(() => "failed");
    self.postMessage({ type: "snapshot", state });
    return;
  }
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
    reply = booted.dispatch(method, text, typeof lang === "string" ? lang : "en");
  } catch (error) {
    if (!interpreterBroken(booted.pyodide, error)) {
      refuse("InternalError", { code: "internal-error", message: shortMessage(error) });
      return;
    }
    broken = shortMessage(error);
  }
  if (!broken && typeof reply !== "string") broken = t("engine-worker.engine-answered", { type: typeof reply });
  if (broken) {
    self.postMessage({ type: "crashed", message: t("engine-worker.engine-failed", { problem: broken }) });
    self.close();
    return;
  }
  self.postMessage({ id, ...JSON.parse(reply) });
});
