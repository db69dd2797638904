// Compile the engine modules the worker imports at boot to bytecode, with the same Pyodide
// the browser runs, so the worker imports them about 3x faster than from source. Docstrings are
// left out of the bytecode (nothing in the browser reads them; the sources keep them), and
// modules first used later stay source only, to keep the download small.
//   node sitegen/precompile.mjs PYODIDE_DIR IN.zip OUT.zip
// The .pyc files are "unchecked-hash" (never compared with the sources) and sit in
// __pycache__ next to the sources; the output zip is reproducible (fixed dates, sorted names).
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [pyodideDir, input, output] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: `${path.resolve(pyodideDir)}/`, packages: [] });
pyodide.FS.writeFile("/tmp/in.zip", new Uint8Array(readFileSync(input)));
pyodide.runPython(`
import ast, importlib.util, importlib._bootstrap_external, zipfile, pathlib, sys
root = pathlib.Path("/tmp/engine")
with zipfile.ZipFile("/tmp/in.zip") as source:
    source.extractall(root)
sys.dont_write_bytecode = True
sys.path.insert(0, str(root))
import ombre_core.api  # what engine-worker.js imports before it says "ready"
booted = sorted(
    module.__file__ for name, module in sys.modules.items()
    if name.split(".")[0] == "ombre_core" and getattr(module, "__file__", None)
)

def without_docstrings(tree):
    # Docstrings are a third of the bytecode and nothing in the browser reads them.
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if not isinstance(body, list):
            continue
        kept = [
            statement for statement in body
            if not (isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant)
                    and isinstance(statement.value.value, str))
        ]
        if not kept:
            kept = [ast.copy_location(ast.Pass(), body[0])]
        node.body = kept
    return tree


for source in booted:
    data = pathlib.Path(source).read_bytes()
    tree = without_docstrings(ast.parse(data, filename=source))
    code = compile(tree, source, "exec", dont_inherit=True)
    pyc = importlib._bootstrap_external._code_to_hash_pyc(
        code, importlib.util.source_hash(data), checked=False
    )
    target = pathlib.Path(importlib.util.cache_from_source(source))
    target.parent.mkdir(exist_ok=True)
    target.write_bytes(pyc)
with zipfile.ZipFile("/tmp/out.zip", "w", zipfile.ZIP_DEFLATED) as target:
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        info = zipfile.ZipInfo(path.relative_to(root).as_posix(), date_time=(1980, 1, 1, 0, 0, 0))
        info.compress_type = zipfile.ZIP_DEFLATED
        info.external_attr = 0o644 << 16
        target.writestr(info, path.read_bytes())
`);
writeFileSync(output, pyodide.FS.readFile("/tmp/out.zip"));
