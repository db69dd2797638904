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
py_stamp=$(stamp_of pyproject.toml)
if [ "$(cat .venv/.ombre-stamp 2>/dev/null)" != "$py_stamp" ]; then
  echo "setup: pip install -e .[dev]"
  .venv/bin/python -m pip install --quiet --upgrade pip
  .venv/bin/python -m pip install --quiet -e '.[dev]'
  echo "$py_stamp" > .venv/.ombre-stamp
fi

# 2. The pinned Pyodide runtime from npm.
npm_stamp=$(stamp_of package.json package-lock.json)
if [ "$(cat node_modules/.ombre-stamp 2>/dev/null)" != "$npm_stamp" ]; then
  echo "setup: npm ci"
  npm ci --no-audit --no-fund
  echo "$npm_stamp" > node_modules/.ombre-stamp
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
