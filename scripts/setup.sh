#!/usr/bin/env bash
# Idempotent setup: virtualenv + Python deps, pinned npm deps, and a Chromium for the browser tests.
# The three lanes share nothing and wait mostly on downloads and the disk, so they run side by
# side, each into a log printed when all are done. On a new machine, one run each: 75 s one
# after the other (with uv copying and Debian's recommended packages), 34 s as now.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON="${PYTHON:-python3}"
stamp_of() { sha256sum "$@" | sha256sum | cut -c1-16; }

# 1. Python virtualenv with the project and its dev tools.
python_lane() {
  #  Without pip of its own (creating it took 8 s) where the machine's pip can install into it.
  if [ ! -x .venv/bin/python ]; then
    echo "setup: creating .venv"
    if "$PYTHON" -m pip --version >/dev/null 2>&1; then
      "$PYTHON" -m venv --without-pip .venv
    else
      "$PYTHON" -m venv .venv
    fi
  fi
  venv_pip() {
    if .venv/bin/python -m pip --version >/dev/null 2>&1; then
      .venv/bin/python -m pip "$@"
    else
      "$PYTHON" -m pip --python .venv/bin/python "$@"
    fi
  }
  #  With uv (pinned, from PyPI), which installs them in a few seconds where pip takes about
  #  twenty; with pip itself if uv cannot be had.
  local UV_VERSION=0.13.9 py_stamp
  py_stamp=$(stamp_of pyproject.toml scripts/setup.sh)
  if [ "$(cat .venv/.ombre-stamp 2>/dev/null)" != "$py_stamp" ]; then
    echo "setup: uv pip install -e .[dev]"
    if venv_pip install --quiet "uv==$UV_VERSION"; then
      #  Linked from uv's cache, not copied: on a new machine 18 s and 24 CPU-s, not 31 and 38.
      uv_install() { .venv/bin/uv pip install --quiet --python .venv/bin/python "$@" -e '.[dev]'; }
      #  From uv's cache alone when it holds every package (3 s here, where asking PyPI whether
      #  each is still current took 31 s); else, or on a new machine, from PyPI.
      if ! uv_install --offline 2>/dev/null; then
        uv_install
      fi
    else
      echo "setup: uv could not be installed; pip install -e .[dev]"
      venv_pip install --quiet -e '.[dev]'
    fi
    #  Their bytecode, once: under PYTHONDONTWRITEBYTECODE nothing would keep it, and every
    #  pytest worker and build would compile pytest, hypothesis, mkdocs... again (about 2 s of
    #  CPU each). Not mypy's: it runs compiled (19.5 CPU-s with it, 13 without).
    .venv/bin/python -m compileall -q -j 0 -x 'site-packages/(mypy|mypyc)/' .venv/lib >/dev/null
    echo "$py_stamp" > .venv/.ombre-stamp
  fi
}

# 2. The pinned Pyodide runtime, Biome (the JavaScript linter and formatter) and TypeScript
#    (the JavaScript type check) from npm; Lighthouse (a dev dependency) only for `make bench`,
#    which sets OMBRE_BENCH=1. A full install also serves the runtime-only commands.
npm_lane() {
  local npm_hash npm_have
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
}

# 3. A Chromium for the browser tests: Debian's headless shell (Chromium without its window, as
#    Playwright's own headless runs use: the suite takes about three quarters of the full
#    browser's time), installed when root; else the full /usr/bin/chromium; else Playwright's
#    own download (after the lanes: it needs the virtualenv). `make bench` (Lighthouse) wants
#    the full browser, installed the same way.
as_root_apt() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; }
#    Without the packages Debian recommends beside it (19 packages, not about 100: Samba, Avahi,
#    the printer settings, Perl's web modules): 12 s, not 26.
apt_install() {
  echo "setup: apt-get install $*"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    "$@" fonts-dejavu-core >/dev/null
}
browser_lane() {
  if [ ! -x /usr/bin/chromium-headless-shell ] && as_root_apt; then
    apt_install chromium-headless-shell
  fi
  if [ "${OMBRE_BENCH:-}" = 1 ] && [ ! -x /usr/bin/chromium ] && as_root_apt; then
    apt_install chromium
  fi
}

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
lanes=(python npm browser)
pids=()
for lane in "${lanes[@]}"; do
  ( "${lane}_lane" ) >"$logs/$lane" 2>&1 &
  pids+=($!)
done
failed=()
for index in "${!lanes[@]}"; do
  if ! wait "${pids[$index]}"; then
    failed+=("${lanes[$index]}")
  fi
  cat "$logs/${lanes[$index]}"
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "setup: failed: ${failed[*]} (its output is above)" >&2
  exit 1
fi

if [ ! -x /usr/bin/chromium-headless-shell ] && [ ! -x /usr/bin/chromium ]; then
  echo "setup: playwright install --only-shell chromium"
  .venv/bin/python -m playwright install --only-shell chromium
fi
if [ "${OMBRE_BENCH:-}" = 1 ] && [ ! -x /usr/bin/chromium ]; then
  echo "setup: playwright install chromium"
  .venv/bin/python -m playwright install chromium
fi
echo "setup: ready"
