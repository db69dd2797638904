"""The Practice page holds one drill of every kind the engine has, so no drill kind is left out."""

from __future__ import annotations

import re
from pathlib import Path

from ombre_core.exercises import KINDS

PRACTICE = Path(__file__).resolve().parents[2] / "tutorials" / "practice" / "index.md"
DRILL_KIND = re.compile(r'widget\("exercise",\s*kind="([a-z-]+)"')


def test_the_practice_page_has_one_drill_of_every_kind_in_course_order() -> None:
    kinds = DRILL_KIND.findall(PRACTICE.read_text(encoding="utf-8"))
    assert kinds == list(KINDS)
