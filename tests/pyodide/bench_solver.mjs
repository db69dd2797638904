// Time the double-dummy solver in CPython and in Pyodide under Node, in one run.
//
//   node tests/pyodide/bench_solver.mjs [--no-cpython] [ARGS]
//       ARGS go to `python -m ombre_core bench --solver` (for example --deals 50 --rules standard)
//
// CPython runs first as the anchor (.venv's python), then the same benchmark runs inside
// Pyodide with the engine unpacked from the site's own zip (sitegen.assets.engine_zip_bytes),
// as in the browser. The last lines give Pyodide's time over CPython's for each position set,
// then the goals beside the figures they judge (the machine's load moves wall-clock
// times: compare figures from one run).
import { loadPyodide } from "pyodide";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, "..", "..");
const HOME = "/home/pyodide";
const venvPython = path.join(ROOT, ".venv", "bin", "python");
const PYTHON = existsSync(venvPython) ? venvPython : "python3";

function python(args) {
  return execFileSync(PYTHON, args, { cwd: ROOT, maxBuffer: 64 << 20 });
}

function engineZip() {
  const code =
    "import sys; from sitegen.assets import engine_zip_bytes; " +
    "sys.stdout.buffer.write(engine_zip_bytes())";
  const buffer = python(["-c", code]);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

// "first lead: median 0.123 s, p95 ..." -> {"first lead": {median: 0.123, p95: ...}}
function figures(lines) {
  const found = {};
  for (const line of lines) {
    const match = /^(.*?): median ([\d.]+) s, p95 ([\d.]+) s, worst ([\d.]+) s/.exec(line);
    if (match) found[match[1]] = { median: +match[2], p95: +match[3], worst: +match[4] };
  }
  return found;
}

async function main() {
  const argv = process.argv.slice(2);
  const withCpython = !argv.includes("--no-cpython");
  const rest = argv.filter((arg) => arg !== "--no-cpython");
  const args = ["--solver", ...rest];

  let cpython = {};
  if (withCpython) {
    const output = python(["-m", "ombre_core", "bench", ...args]).toString().trim().split("\n");
    for (const line of output) console.log(`cpython ${line}`);
    cpython = figures(output);
  }

  const started = performance.now();
  const lines = [];
  const pyodide = await loadPyodide({
    stdout: (line) => {
      lines.push(line);
      console.log(`pyodide ${line}`);
    },
    stderr: (line) => console.error(line),
  });
  const booted = performance.now();
  console.error(`pyodide ${pyodide.version} booted in ${((booted - started) / 1000).toFixed(1)} s`);
  pyodide.unpackArchive(engineZip(), "zip", { extractDir: `${HOME}/engine` });
  const rc = pyodide.runPython(`
import sys
sys.path.insert(0, "${HOME}/engine")
import ombre_core.bench
ombre_core.bench.main(${JSON.stringify(args)})
`);
  const inPyodide = figures(lines);
  for (const [name, theirs] of Object.entries(inPyodide)) {
    const anchor = cpython[name];
    if (!anchor) continue;
    const ratio = (key) => (theirs[key] / Math.max(anchor[key], 1e-9)).toFixed(2);
    console.log(
      `pyodide/cpython ${name}: median ${ratio("median")}x, p95 ${ratio("p95")}x, ` +
        `worst ${ratio("worst")}x`,
    );
  }
  // The figures the issue sets goals for, each beside its goal.
  const later = inPyodide["from trick 3"];
  if (later) {
    const p95 = (later.p95 * 1000).toFixed(0);
    console.log(`goal: pyodide from trick 3 p95 ${p95} ms (goal <= 100 ms)`);
  }
  const first = inPyodide["first lead"];
  if (first && cpython["first lead"]) {
    const anchor = cpython["first lead"];
    console.log(
      `goal: pyodide/cpython first lead median ` +
        `${(first.median / Math.max(anchor.median, 1e-9)).toFixed(2)}x, ` +
        `p95 ${(first.p95 / Math.max(anchor.p95, 1e-9)).toFixed(2)}x (goal <= 2.5x)`,
    );
  }
  if (cpython["first lead"]) {
    const anchor = cpython["first lead"];
    console.log(
      `goal: cpython first lead median ${anchor.median.toFixed(3)} s (goal <= 0.25 s), ` +
        `p95 ${anchor.p95.toFixed(3)} s (goal <= 2 s)`,
    );
  }
  process.exitCode = typeof rc === "number" ? rc : 0;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
