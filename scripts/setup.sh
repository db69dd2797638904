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
    uv_install() { UV_LINK_MODE=copy .venv/bin/uv pip install --quiet --python .venv/bin/python "$@" -e '.[dev]'; }
    #  From uv's cache alone when it holds every package (8 s here, where asking PyPI whether
    #  each is still current took 31 s); else, or on a new machine, from PyPI.
    if ! uv_install --offline 2>/dev/null; then
      uv_install
    fi
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

# 3. A Chromium for the browser tests: Debian's headless shell (Chromium without its window, as
#    Playwright's own headless runs use: the suite takes about three quarters of the full
#    browser's time), installed when root; else the full /usr/bin/chromium; else Playwright's
#    own download. `make bench` (Lighthouse) wants the full browser, installed the same way.
as_root_apt() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; }
apt_install() {
  echo "setup: apt-get install $*"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" fonts-dejavu-core >/dev/null
}
if [ -x /usr/bin/chromium-headless-shell ]; then
  :
elif as_root_apt; then
  apt_install chromium-headless-shell
elif [ -x /usr/bin/chromium ]; then
  :
else
  echo "setup: playwright install --only-shell chromium"
  .venv/bin/python -m playwright install --only-shell chromium
fi
if [ "${OMBRE_BENCH:-}" = 1 ] && [ ! -x /usr/bin/chromium ]; then
  if as_root_apt; then
    apt_install chromium
  else
    echo "setup: playwright install chromium"
    .venv/bin/python -m playwright install chromium
  fi
fi
echo "setup: ready"
