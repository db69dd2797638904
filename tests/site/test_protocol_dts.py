"""site/js/engine-protocol.d.ts is the one ombre_core/protocol.py gives, and the JavaScript the
type check covers says so (``// @ts-check``)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from ombre_core.api import METHODS
from ombre_core.protocol import PROTOCOL
from sitegen.protocol_dts import DTS, protocol_dts, ts_type

ROOT = Path(__file__).resolve().parents[2]


def test_the_declarations_are_up_to_date() -> None:
    assert DTS.read_text(encoding="utf-8") == protocol_dts(), (
        "run: .venv/bin/python -m sitegen.protocol_dts"
    )


def test_every_method_is_declared_with_its_params_and_result() -> None:
    assert set(PROTOCOL) == set(METHODS)
    text = protocol_dts()
    for name, method in PROTOCOL.items():
        assert f'"{name}": {{ params: {ts_type(method.params)}; result: ' in text
    assert "export interface SessionReply {" in text and "  tricks_done: number;" in text


def test_the_table_rules_are_a_union_of_words() -> None:
    assert re.search(r'  rules\?: "standard" \| "swedish" \| [^;]*"quintille";', protocol_dts())


def tsconfig() -> dict[str, list[str]]:
    text = (ROOT / "tsconfig.json").read_text(encoding="utf-8")
    return json.loads(re.sub(r"^\s*//.*$", "", text, flags=re.MULTILINE))  # type: ignore[no-any-return]


def test_every_javascript_file_is_type_checked() -> None:
    assert "exclude" not in tsconfig()
    files = sorted(
        [*(ROOT / "site" / "js").rglob("*.js"), *(ROOT / "site" / "offline").rglob("*.js")]
    )
    assert len(files) > 15
    unchecked = [
        path.relative_to(ROOT).as_posix()
        for path in files
        if not path.read_text(encoding="utf-8").startswith("// @ts-check\n")
    ]
    assert unchecked == []
