// Time a mode of `python -m ombre_tools bench` in CPython and in Pyodide under Node, in one run.
//
//   node tests/pyodide/bench_pyodide.mjs [--no-cpython] --solver|--single-dummy|--daily [ARGS]
//       [--then MODE [ARGS] ...]
//       the mode and ARGS go to `python -m ombre_tools bench` (for example --deals 50
//       --rules standard; --whole-deals 5 for single dummy; --daily --whole-deals 1: the
//       daily deal's steady bots over one day's par deals); each `--then` starts another
//       bench in the same Pyodide, which boots once
//
// CPython runs first as the anchor (.venv's python), then the same benchmark runs inside
// Pyodide with the engine unpacked from the site's own zip (sitegen.assets.engine_zip_bytes),
// as in the browser. The last lines give Pyodide's time over CPython's for each figure, then
// issue 22's goals beside the figures they judge (the machine's load moves wall-clock
// times: compare figures from one run). Inside Pyodide the bench's "process time" is Node's
// CPU time for the process (Pyodide's own is the wall clock): on a busy machine it is the
// figure to judge by.
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

// The engine as the site ships it, or (``tools``) the bench's own package, ombre_tools.
function engineZip(tools = false) {
  const target = tools ? "ROOT / 'ombre_tools'" : "";
  const code =
    "import sys; from sitegen.assets import ROOT, engine_zip_bytes; " +
    `sys.stdout.buffer.write(engine_zip_bytes(${target}))`;
  const buffer = python(["-c", code]);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

// "first lead: median 0.123 s, p95 ... (process time 0.1 / 0.2 / 0.3 s)"
//   -> {"first lead": {median: 0.123, p95: ..., worst: ..., cpu: {median, p95, worst}}}
function figures(lines) {
  const found = {};
  for (const line of lines) {
    const match =
      /^(.*?): median ([\d.]+) s, p95 ([\d.]+) s, worst ([\d.]+) s.*?\(process time ([\d.]+) \/ ([\d.]+) \/ ([\d.]+) s\)/.exec(
        line,
      );
    if (match) {
      found[match[1]] = {
        median: +match[2],
        p95: +match[3],
        worst: +match[4],
        cpu: { median: +match[5], p95: +match[6], worst: +match[7] },
      };
    }
  }
  return found;
}

// Node's CPU time for this process, in seconds (Pyodide's own process_time is the wall
// clock, which a busy machine stretches).
globalThis.benchCpuSeconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

const MODES = ["--solver", "--single-dummy", "--daily"];
const ms = (seconds) => `${(seconds * 1000).toFixed(0)} ms`;
const sec = (seconds) => `${seconds.toFixed(2)} s`;
const ratio = (theirs, anchor, key) => (theirs[key] / Math.max(anchor[key], 1e-9)).toFixed(2);

// "goal: pyodide NAME p95 ... wall, ... process time (goal <= GOAL); median ..., worst ...":
// wall-clock times count on an idle machine; on a busy one the process times are steadier.
function pyodideGoal(name, figure, goal, unit) {
  return (
    `goal: pyodide ${name} p95 ${unit(figure.p95)} wall, ${unit(figure.cpu.p95)} process ` +
    `time (goal <= ${goal}); median ${unit(figure.median)} / ${unit(figure.cpu.median)}, ` +
    `worst ${unit(figure.worst)} / ${unit(figure.cpu.worst)}`
  );
}

// The double-dummy solver's figures that the issue sets goals for, each beside its goal.
function solverGoals(inPyodide, cpython) {
  const lines = [];
  const later = inPyodide["from trick 3"];
  if (later) lines.push(pyodideGoal("from trick 3", later, "100 ms", ms));
  const first = inPyodide["first lead"];
  const anchor = cpython["first lead"];
  if (first && anchor) {
    lines.push(
      `goal: pyodide/cpython first lead median ${ratio(first, anchor, "median")}x, ` +
        `p95 ${ratio(first, anchor, "p95")}x wall; process time median ` +
        `${ratio(first.cpu, anchor.cpu, "median")}x, p95 ${ratio(first.cpu, anchor.cpu, "p95")}x ` +
        `(goal <= 2.5x)`,
    );
  }
  if (anchor) {
    lines.push(
      `goal: cpython first lead median ${anchor.median.toFixed(3)} s (goal <= 0.25 s), ` +
        `p95 ${anchor.p95.toFixed(3)} s (goal <= 2 s); process time ` +
        `${anchor.cpu.median.toFixed(3)} / ${anchor.cpu.p95.toFixed(3)} s`,
    );
  }
  return lines;
}

// Issue 22 item 7's goals for single dummy, in Pyodide (the fair review's is its whole time,
// from the last card to the last verdict: its worst deal counts as much as its p95).
const SINGLE_DUMMY_GOALS = [
  ["single dummy from trick 3", "1 s"],
  ["single dummy first lead", "3 s"],
  ["strong bot move", "1.5 s"],
  ["fair review of a deal", "10 s"],
];

function singleDummyGoals(inPyodide) {
  return SINGLE_DUMMY_GOALS.filter(([name]) => inPyodide[name]).map(([name, goal]) =>
    pyodideGoal(name, inPyodide[name], goal, sec),
  );
}

// One bench of ``mode``: CPython's figures first (the anchor), then Pyodide's, their ratios
// and the goals.
function benchJob(pyodide, lines, mode, args, withCpython) {
  let cpython = {};
  if (withCpython) {
    const output = python(["-m", "ombre_tools", "bench", ...args])
      .toString()
      .trim()
      .split("\n");
    for (const line of output) console.log(`cpython ${line}`);
    cpython = figures(output);
  }
  lines.length = 0;
  const rc = pyodide.runPython(`ombre_tools.bench.main(${JSON.stringify(args)})`);
  const inPyodide = figures(lines);
  for (const [name, theirs] of Object.entries(inPyodide)) {
    const anchor = cpython[name];
    if (!anchor) continue;
    console.log(
      `pyodide/cpython ${name}: median ${ratio(theirs, anchor, "median")}x, ` +
        `p95 ${ratio(theirs, anchor, "p95")}x, worst ${ratio(theirs, anchor, "worst")}x; ` +
        `process time median ${ratio(theirs.cpu, anchor.cpu, "median")}x, ` +
        `p95 ${ratio(theirs.cpu, anchor.cpu, "p95")}x`,
    );
  }
  const goals = { "--solver": solverGoals, "--single-dummy": singleDummyGoals, "--daily": () => [] }[mode];
  for (const line of goals(inPyodide, cpython)) console.log(line);
  return typeof rc === "number" ? rc : 0;
}

async function main() {
  const argv = process.argv.slice(2);
  const withCpython = !argv.includes("--no-cpython");
  const jobs = [[]];
  for (const arg of argv.filter((arg) => arg !== "--no-cpython")) {
    if (arg === "--then") jobs.push([]);
    else jobs[jobs.length - 1].push(arg);
  }
  // Each bench's mode, before Pyodide boots.
  const modes = jobs.map((args) => MODES.find((name) => args.includes(name)));
  if (modes.includes(undefined)) throw new Error(`say which bench to run: ${MODES.join(" or ")}`);

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
  pyodide.unpackArchive(engineZip(true), "zip", { extractDir: `${HOME}/engine` });
  pyodide.runPython(`
import sys, time, js
time.process_time = js.benchCpuSeconds
sys.path.insert(0, "${HOME}/engine")
import ombre_tools.bench
`);
  // Every bench runs; the exit code is the first that failed.
  const codes = jobs.map((args, index) => benchJob(pyodide, lines, modes[index], args, withCpython));
  process.exitCode = codes.find((code) => code !== 0) ?? 0;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
