// Run the engine inside Pyodide under Node, the interpreter the browser uses.
//
//   node tests/pyodide/run_engine.mjs [--zip ENGINE.zip] [--examples-dir DIR] [--deals N]
//       checks the worked examples (default tests/examples) and plays random deals
//   node tests/pyodide/run_engine.mjs [--zip ENGINE.zip] --bench [ARGS] `python -m ombre_tools bench`
//   node tests/pyodide/run_engine.mjs [--zip ENGINE.zip] --api N
//       sends N malformed requests (tests/pyodide/api_checks.py) and a few hostile ones built
//       in JavaScript, as the worker sends them, to ombre_core.api.dispatch
//   node tests/pyodide/run_engine.mjs [--zip ENGINE.zip] JOB --then JOB ...
//       several of the above in one Pyodide (one boot); each ends with "job N: exit C"
//
// The engine goes in as a zip unpacked with pyodide.unpackArchive, as in the browser (no
// micropip). Without --zip the zip is made by sitegen.assets.engine_zip_bytes, the site's own
// packer. The worked-example checker and the bench are tools beside the engine (ombre_tools, not
// shipped to the browser): they go in as a second zip made by the same packer.
// Exit code: the Python code's exit code (the first job's that is not 0), or 2 if Pyodide fails.
import { loadPyodide } from "pyodide";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, "..", "..");
const HOME = "/home/pyodide";

function parseArgs(argv) {
  const options = {
    zip: null,
    examples: path.join(ROOT, "tests", "examples"),
    bench: false,
    api: 0,
    rest: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--zip") options.zip = argv[++i];
    else if (arg === "--examples-dir") options.examples = path.resolve(argv[++i]);
    else if (arg === "--api") options.api = Number(argv[++i]);
    else if (arg === "--bench") {
      options.bench = true;
      options.rest = argv.slice(i + 1);
      break;
    } else options.rest.push(arg);
  }
  return options;
}

function bytes(buffer) {
  // Pyodide wants a plain Uint8Array, not Node's Buffer subclass.
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

function engineZip(zipPath) {
  if (zipPath) return bytes(readFileSync(zipPath));
  const venvPython = path.join(ROOT, ".venv", "bin", "python");
  const python = existsSync(venvPython) ? venvPython : "python3";
  const code =
    "import sys; from sitegen.assets import engine_zip_bytes; " + "sys.stdout.buffer.write(engine_zip_bytes())";
  return bytes(execFileSync(python, ["-c", code], { cwd: ROOT, maxBuffer: 64 << 20 }));
}

function toolsZip() {
  const venvPython = path.join(ROOT, ".venv", "bin", "python");
  const python = existsSync(venvPython) ? venvPython : "python3";
  const code =
    "import sys; from sitegen.assets import ROOT, engine_zip_bytes; " +
    "sys.stdout.buffer.write(engine_zip_bytes(ROOT / 'ombre_tools'))";
  return bytes(execFileSync(python, ["-c", code], { cwd: ROOT, maxBuffer: 64 << 20 }));
}

function copyInto(pyodide, sourceDir, targetDir, keep) {
  pyodide.FS.mkdirTree(targetDir);
  let count = 0;
  for (const name of readdirSync(sourceDir).sort()) {
    if (!keep(name)) continue;
    pyodide.FS.writeFile(`${targetDir}/${name}`, bytes(readFileSync(path.join(sourceDir, name))));
    count++;
  }
  return count;
}

// The arguments of each job: the command line cut at every --then.
function splitJobs(argv) {
  const jobs = [[]];
  for (const arg of argv) {
    if (arg === "--then") jobs.push([]);
    else jobs.at(-1).push(arg);
  }
  return jobs;
}

async function main() {
  const jobs = splitJobs(process.argv.slice(2)).map(parseArgs);
  const zip = engineZip(jobs.find((job) => job.zip)?.zip ?? null);
  const started = performance.now();
  const pyodide = await loadPyodide({
    stdout: (line) => console.log(line),
    stderr: (line) => console.error(line),
  });
  const booted = performance.now();
  console.log(`pyodide ${pyodide.version} booted in ${((booted - started) / 1000).toFixed(1)} s`);

  pyodide.unpackArchive(zip, "zip", { extractDir: `${HOME}/engine` });
  let toolsUnpacked = false;
  const unpackTools = () => {
    if (!toolsUnpacked) pyodide.unpackArchive(toolsZip(), "zip", { extractDir: `${HOME}/engine` });
    toolsUnpacked = true;
  };
  let exitCode = 0;
  for (const [index, options] of jobs.entries()) {
    let rc;
    try {
      rc = runJob(pyodide, options, index, unpackTools);
    } catch (error) {
      console.error(error);
      rc = 2;
    }
    if (jobs.length > 1) console.log(`job ${index}: exit ${rc}`);
    if (exitCode === 0) exitCode = rc;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.error(`pyodide run took ${seconds} s in all`);
  process.exitCode = exitCode;
}

// One job in the booted Pyodide: its exit code.
function runJob(pyodide, options, index, unpackTools) {
  if (options.api) return apiChecks(pyodide, options.api);
  unpackTools();
  let code;
  if (options.bench) {
    code = `
import sys
sys.path.insert(0, "${HOME}/engine")
import ombre_tools.bench
rc = ombre_tools.bench.main(${JSON.stringify(options.rest)})
`;
  } else {
    const examples = `${HOME}/examples-${index}`;
    copyInto(pyodide, options.examples, examples, (n) => n.endsWith(".toml"));
    const invariants = path.join(ROOT, "tests", "engine");
    copyInto(pyodide, invariants, `${HOME}/invariants`, (n) => n === "invariants.py");
    copyInto(pyodide, HERE, `${HOME}/checks`, (n) => n === "engine_checks.py");
    const argv = ["--examples", examples, "--invariants", `${HOME}/invariants`];
    code = `
import sys
sys.path[:0] = ["${HOME}/engine", "${HOME}/checks"]
import engine_checks
rc = engine_checks.main(${JSON.stringify([...argv, ...options.rest])})
`;
  }
  const rc = pyodide.runPython(`${code}\nsys.stdout.flush()\nrc`);
  return typeof rc === "number" ? rc : 1;
}

function nestedText(depth) {
  // JSON.stringify itself overflows the stack on such a value: write the text directly.
  return `{"p": ${"[".repeat(depth)}${"]".repeat(depth)}}`;
}

function apiChecks(pyodide, cases) {
  // The Python half: malformed requests of every method, checked inside Pyodide.
  copyInto(pyodide, HERE, `${HOME}/checks`, (n) => n === "api_checks.py");
  const rc = pyodide.runPython(`
import sys
sys.path[:0] = ["${HOME}/engine", "${HOME}/checks"]
import api_checks
rc = api_checks.main(["--cases", "${cases}"])
sys.stdout.flush()
rc
`);
  // The JavaScript half: hostile parameters sent exactly as the worker sends them.
  const api = pyodide.pyimport("ombre_core.api");
  const checks = pyodide.pyimport("api_checks");
  const hostile = [
    ["version", nestedText(10000)],
    ["game.view", nestedText(100000)],
    ["exercise.new", { kind: "trick-winner", seed: 1e308 }],
    ["game.new", { seed: "9".repeat(5000) }],
    ["game.view", { notation: "x".repeat(200000) }],
    ["ranking.orders", { trump: "\u00b2" }],
  ];
  let passed = 0;
  let failed = 0;
  for (const [method, params] of hostile) {
    let problems;
    try {
      const text = typeof params === "string" ? params : JSON.stringify(params);
      problems = checks.reply_problems(api.dispatch(method, text)).toJs();
    } catch (error) {
      problems = [`raised ${String(error?.message || error).slice(0, 200)}`];
    }
    if (problems.length) {
      failed++;
      console.log(`FAIL api (JavaScript) ${method}: ${problems.join("; ")}`);
    } else passed++;
  }
  // Still alive: a normal request after the hostile ones gets a normal answer.
  const alive = JSON.parse(api.dispatch("version", "{}"));
  if (alive.ok) passed++;
  else failed++;
  console.log(`api (JavaScript): ${passed} passed, ${failed} failed`);
  return rc === 0 && failed === 0 ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
