"""Lighthouse on every page of the course, next to a bare mkdocs-material page built in the same
run, and the engine's cold and warm boot: one table.

    python tests/bench/lighthouse_bench.py [--runs N] [--pages a/ b/] [--no-boot]
                                                                    (after `python build.py`)

Lighthouse is the pinned npm dev dependency (node_modules/.bin/lighthouse), run with its default
mobile settings (simulated slow 4G, 4x CPU slowdown) against the system Chromium (CHROME_PATH).
The course is served from a snapshot of public/ under /learn/ombre/ with gzip, like a static
host; the anchor is tests/bench/bare_site.py's page, measured first and again last, so drift
of the machine's load during the run shows. Per page: the median over N runs of the
performance score, total blocking time, largest contentful paint, cumulative layout shift and
bytes transferred (all, and besides the Pyodide runtime), and the accessibility, best
practices and SEO scores. Goals (issue 12): performance >= 95, TBT <= 150 ms, LCP <= 2.5 s,
CLS <= 0.02, the other scores 100. Figures only: nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import bare_site  # noqa: E402
import boot_bench  # noqa: E402

from sitegen.server import start  # noqa: E402

LIGHTHOUSE = ROOT / "node_modules" / ".bin" / "lighthouse"
CHROMIUM = Path("/usr/bin/chromium")
PREFIX = "/learn/ombre/"
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
SITEMAP_NS = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}


@dataclass
class Report:
    scores: dict[str, float]
    tbt_ms: float
    lcp_ms: float
    cls: float
    bytes_all: int
    bytes_pyodide: int


def course_pages(site: Path) -> list[str]:
    """Every page of the course, as paths relative to the site root, in sitemap order."""
    root = ET.parse(site / "sitemap.xml").getroot()
    locs = [str(loc.text) for loc in root.iterfind("sm:url/sm:loc", SITEMAP_NS)]
    home = min(locs, key=len)  # the site URL itself; every page lies under it
    return [loc.removeprefix(home) for loc in locs]


def lighthouse(url: str, out: Path) -> Report:
    env = {**os.environ, "CHROME_PATH": str(CHROMIUM)} if CHROMIUM.exists() else dict(os.environ)
    subprocess.run(
        [
            str(LIGHTHOUSE),
            url,
            "--quiet",
            "--output=json",
            f"--output-path={out}",
            f"--only-categories={','.join(CATEGORIES)}",
            "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
        ],
        env=env,
        check=True,
        timeout=300,
    )
    result = json.loads(out.read_text(encoding="utf-8"))
    audits = result["audits"]
    requests = audits["network-requests"]["details"]["items"]
    return Report(
        scores={name: 100 * (result["categories"][name]["score"] or 0) for name in CATEGORIES},
        tbt_ms=audits["total-blocking-time"]["numericValue"],
        lcp_ms=audits["largest-contentful-paint"]["numericValue"],
        cls=audits["cumulative-layout-shift"]["numericValue"],
        bytes_all=int(audits["total-byte-weight"]["numericValue"]),
        bytes_pyodide=sum(
            int(item.get("transferSize") or 0)
            for item in requests
            # and the engine's snapshot, fetched in idle time for the next visit
            if "/assets/pyodide/" in item["url"] or item["url"].endswith(".snapshot")
        ),
    )


# Bytes goals (issue 12): the home page in all, any other page besides Pyodide and the snapshot.
HOME_KB = 400
PAGE_KB = 300


def bytes_goal(page: str | None, kb_all: float, kb_own: float) -> str:
    """``<=300 ok`` or ``<=300 OVER`` for a course page; nothing for the anchor."""
    if page is None:
        return ""
    goal, kb = (HOME_KB, kb_all) if page == "" else (PAGE_KB, kb_own)
    return f"<={goal} {'ok' if kb <= goal else 'OVER'}"


def row(name: str, reports: list[Report], page: str | None = None) -> str:
    def med(values: list[float]) -> float:
        return float(statistics.median(values))

    perf = med([r.scores["performance"] for r in reports])
    others = "/".join(f"{med([r.scores[c] for r in reports]):.0f}" for c in CATEGORIES[1:])
    kb_all = med([r.bytes_all for r in reports]) / 1024
    kb_own = med([r.bytes_all - r.bytes_pyodide for r in reports]) / 1024
    return (
        f"{name:<28} {perf:>5.0f} {med([r.tbt_ms for r in reports]):>7.0f} "
        f"{med([r.lcp_ms for r in reports]) / 1000:>6.2f} {med([r.cls for r in reports]):>6.3f} "
        f"{kb_all:>8.0f} {kb_own:>8.0f} {bytes_goal(page, kb_all, kb_own):>10}  {others}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=1, help="Lighthouse runs per page (median)")
    parser.add_argument("--pages", nargs="*", help="only these pages (default: every page)")
    parser.add_argument("--site", type=Path, default=ROOT / "public", help="built site")
    parser.add_argument("--no-boot", action="store_true", help="skip the cold/warm boot rows")
    args = parser.parse_args(argv)
    if not (args.site / "sitemap.xml").exists():
        print("public/ is not built: run `python build.py` first", file=sys.stderr)
        return 2
    if not LIGHTHOUSE.exists():
        print("Lighthouse is missing: run `make bench` (it installs Lighthouse)", file=sys.stderr)
        return 2
    pages = args.pages or course_pages(args.site)
    work = Path(tempfile.mkdtemp(prefix="lighthouse-bench-"))
    snapshot = work / "site"
    shutil.copytree(args.site, snapshot)
    bare = bare_site.build(work / "bare")
    course = start(snapshot, prefix=PREFIX)
    anchor = start(bare, prefix=PREFIX)
    out = work / "report.json"
    header = (
        f"{'page (Lighthouse, mobile)':<28} {'perf':>5} {'TBT ms':>7} {'LCP s':>6} {'CLS':>6} "
        f"{'KB':>8} {'KB -Pyo':>8} {'KB goal':>10}  a11y/bp/seo"
    )
    try:
        print(header)
        print("-" * len(header))
        anchor_url = anchor.url + bare_site.PAGE
        print(row("bare mkdocs-material (first)", [lighthouse(anchor_url, out)]), flush=True)
        for page in pages:
            reports = [lighthouse(course.url + page, out) for _ in range(args.runs)]
            print(row(page or "(home)", reports, page), flush=True)
        print(row("bare mkdocs-material (last)", [lighthouse(anchor_url, out)]), flush=True)
    finally:
        course.stop()
        anchor.stop()
        shutil.rmtree(work, ignore_errors=True)
    print(
        "goals: perf >= 95, TBT <= 150 ms, LCP <= 2.5 s, CLS <= 0.02, a11y/bp/seo 100; "
        "KB -Pyo = transferred besides the Pyodide runtime and the engine snapshot fetched in "
        "idle time (a lesson <= 300 KB gzipped; home <= 400 KB in all)"
    )
    if not args.no_boot:
        print()
        boot_bench.main(["--runs", "3"])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
