#!/usr/bin/env bash
# Idempotent setup: virtualenv + Python deps, pinned npm deps, and a Chromium for the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON="${PYTHON:-python3}"
stamp_of() { sha256sum "$@" | sha256sum | cut -c1-16; }

# 1. Python virtualenv with the project and its dev tools.
if [ ! -x .venv/bin/python ]; then
  echo "setup: creating .venv"
  "$PYTHON" -m venv .venv
fi
#    With uv (pinned, from PyPI), which installs them in a few seconds where pip takes about
#    twenty; with pip itself if uv cannot be had.
UV_VERSION=0.13.9
py_stamp=$(stamp_of pyproject.toml scripts/setup.sh)
if [ "$(cat .venv/.ombre-stamp 2>/dev/null)" != "$py_stamp" ]; then
  echo "setup: uv pip install -e .[dev]"
  if .venv/bin/python -m pip install --quiet "uv==$UV_VERSION"; then
    UV_LINK_MODE=copy .venv/bin/uv pip install --quiet --python .venv/bin/python -e '.[dev]'
  else
    echo "setup: uv could not be installed; pip install -e .[dev]"
    .venv/bin/python -m pip install --quiet -e '.[dev]'
  fi
  #  Their bytecode, once: under PYTHONDONTWRITEBYTECODE nothing would keep it, and every pytest
  #  worker and build would compile pytest, hypothesis, mkdocs... again (about 2 s of CPU each).
  .venv/bin/python -m compileall -q -j 0 .venv/lib >/dev/null
  echo "$py_stamp" > .venv/.ombre-stamp
fi

# 2. The pinned Pyodide runtime, Biome (the JavaScript linter and formatter) and TypeScript
#    (the JavaScript type check) from npm;
#    Lighthouse (a dev dependency) only for `make bench`, which sets OMBRE_BENCH=1. A full install also serves the runtime-only commands.
npm_hash=$(stamp_of package.json package-lock.json)
npm_have=$(cat node_modules/.ombre-stamp 2>/dev/null || true)
if [ "${OMBRE_BENCH:-}" = 1 ]; then
  if [ "$npm_have" != "$npm_hash-all" ]; then
    echo "setup: npm ci (with Lighthouse, for the benchmarks)"
    npm ci --no-audit --no-fund
    echo "$npm_hash-all" > node_modules/.ombre-stamp
  fi
elif [ "$npm_have" != "$npm_hash-all" ] && [ "$npm_have" != "$npm_hash-runtime" ]; then
  echo "setup: npm ci --omit=dev"
  npm ci --omit=dev --no-audit --no-fund
  echo "$npm_hash-runtime" > node_modules/.ombre-stamp
fi

# 3. A Chromium: the system one, Debian's package when root, else Playwright's own download.
if [ -x /usr/bin/chromium ]; then
  :
elif [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "setup: apt-get install chromium"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
else
  echo "setup: playwright install chromium"
  .venv/bin/python -m playwright install chromium
fi
echo "setup: ready"
