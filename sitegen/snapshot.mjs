// Make the engine's memory snapshot: Pyodide booted under Node exactly as the browser worker
// boots it (site/js/engine-worker.js), with ombre_core.api imported, and the exercises every
// lesson's drills ask for first (the table's modules stay lazy: they load from the engine zip),
// then its whole memory written out gzipped. A worker that has it boots in a fraction of the time (no Python start-up,
// no imports). The snapshot holds no JavaScript references (checked below), so one made in Node
// loads in a browser's worker.
//   node sitegen/snapshot.mjs PYODIDE_DIR ENGINE.zip OUT
import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { pathToFileURL } from "node:url";
import path from "node:path";

// The engine's folder in the worker: the snapshot remembers it on sys.path.
const ENGINE_DIR = "/home/pyodide/engine";

const [pyodideDir, engineZip, output] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: `${path.resolve(pyodideDir)}/`, packages: [], _makeSnapshot: true });
pyodide.unpackArchive(new Uint8Array(readFileSync(engineZip)), "zip", { extractDir: ENGINE_DIR });
pyodide.runPython(
  `import sys\nsys.path.insert(0, ${JSON.stringify(ENGINE_DIR)})\nimport ombre_core.api, ombre_core.exercises`,
);
const snapshot = pyodide.makeMemorySnapshot();
// Header: magic, offset of the memory, length of the JSON that lists the JavaScript objects
// Python holds (it must hold none: they would be looked up again by path in the browser).
const header = new Uint32Array(snapshot.buffer, snapshot.byteOffset, 4);
const config = JSON.parse(new TextDecoder().decode(snapshot.subarray(48, 48 + header[2])));
if (config.hiwireKeys.some((key) => key !== null) || config.immortalKeys.length) {
  console.error("the snapshot holds JavaScript objects:", JSON.stringify(config));
  process.exit(1);
}
writeFileSync(output, gzipSync(snapshot, { level: 6 }));
