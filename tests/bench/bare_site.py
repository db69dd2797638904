"""The benchmarks' anchor: a bare mkdocs-material site, built on the spot with the theme version
installed for the course, holding one page about as long as a lesson.

    python tests/bench/bare_site.py OUT     (builds OUT/bare/index.html)

The page has what a lesson has except our own work: headings, prose, tables, lists and an
admonition, about 75 KB of HTML; the theme as the course uses it (``font: false``, instant
navigation), nothing else. Same theme, same machine, same run: whatever the course's pages cost
beyond it is ours.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

PAGE = "bare/"
TEXT = (
    "the ombre names trumps and the defenders play against the ombre who must take more tricks "
    "than either of them alone each trick is won by the highest trump or else by the highest "
    "card of the suit led and the winner leads to the next trick until nine are played"
)
WORDS = TEXT.split()

CONFIG = """site_name: Bare mkdocs-material
site_url: https://bare.invalid/
docs_dir: docs
site_dir: {site}
strict: true
theme:
  name: material
  font: false
  features:
    - navigation.instant
plugins:
  - search
markdown_extensions:
  - admonition
  - tables
  - toc:
      permalink: true
nav:
  - Home: index.md
  - Bare page: bare.md
"""


def _prose(seed: int, words: int) -> str:
    text = " ".join(WORDS[(seed * 7 + i * 3) % len(WORDS)] for i in range(words))
    return text[0].upper() + text[1:] + "."


def page_markdown(sections: int = 20) -> str:
    """A page of ``sections`` sections, each two paragraphs, a table, a list and a note."""
    parts = ["# A bare page\n", _prose(0, 60) + "\n"]
    for n in range(1, sections + 1):
        parts.append(f"## Section {n}\n")
        parts += [_prose(n * 2, 90) + "\n", _prose(n * 2 + 1, 70) + "\n"]
        rows = [f"| {_prose(n + r, 3)} | {r} | {_prose(n * r, 8)} |" for r in range(1, 6)]
        parts.append("| name | value | note |\n|---|---|---|\n" + "\n".join(rows) + "\n")
        parts.append("\n".join(f"- {_prose(n + i, 12)}" for i in range(5)) + "\n")
        parts.append(f'!!! note "Note {n}"\n    {_prose(n * 5, 40)}\n')
    return "\n".join(parts)


def build(out: Path) -> Path:
    """Build the bare site into ``out``; returns ``out``. Its long page is ``out / PAGE``."""
    source = Path(tempfile.mkdtemp(prefix="bare-mkdocs-"))
    (source / "docs").mkdir()
    (source / "docs" / "index.md").write_text("# Bare\n\nThe anchor site of the benchmarks.\n")
    (source / "docs" / "bare.md").write_text(page_markdown())
    (source / "mkdocs.yml").write_text(CONFIG.format(site=out.resolve()))
    subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--quiet", "-f", str(source / "mkdocs.yml")],
        check=True,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
    )
    return out


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    print(build(Path(sys.argv[1])) / PAGE / "index.html")
