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
  return api.dispatch;
}

const booted = boot();
booted.then(
  () => self.postMessage({ type: "ready" }),
  (error) => self.postMessage({ type: "failed", message: String(error?.message || error) }),
);

self.addEventListener("message", async (event) => {
  const { id, method, params } = event.data;
  let dispatch;
  try {
    dispatch = await booted;
  } catch {
    return;
  }
  try {
    const reply = JSON.parse(dispatch(method, JSON.stringify(params ?? {})));
    self.postMessage({ id, ...reply });
  } catch (error) {
    self.postMessage({
      id,
      ok: false,
      error: { kind: "InternalError", code: "internal-error", message: String(error?.message || error) },
    });
  }
});
