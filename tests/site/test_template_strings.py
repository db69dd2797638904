"""The theme overrides (``site/overrides/**``) say their own words through ``ombre_t`` from
``site/strings/<lang>/templates.toml``; the theme's words follow its ``language`` setting."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

from sitegen.strings import strings, words_of

OVERRIDES = Path(__file__).resolve().parents[2] / "site" / "overrides"
HOOKS = OVERRIDES.parent / "hooks"  # a hook may word a template's text in several languages
JINJA = re.compile(r"\{\{.*?\}\}|\{%.*?%\}|\{#.*?#\}", re.DOTALL)
SAID = re.compile(r"ombre_t\('([^']+)'")
HOOK_KEY = re.compile(r'"(templates\.[\w.-]+)"')
SPOKEN_ATTRIBUTES = {"title", "aria-label", "alt", "placeholder"}


class Words(HTMLParser):
    """Text and spoken attributes of a template with its Jinja taken out."""

    def __init__(self) -> None:
        super().__init__()
        self.words: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.words += [value for name, value in attrs if name in SPOKEN_ATTRIBUTES and value]

    def handle_data(self, data: str) -> None:
        self.words.append(data)


def test_no_words_are_left_in_the_overrides() -> None:
    for path in sorted(OVERRIDES.rglob("*.html")):
        parser = Words()
        parser.feed(
            re.sub(r"<script>.*?</script>", "", JINJA.sub("", path.read_text()), flags=re.S)
        )
        assert [word for word in parser.words if re.search(r"[A-Za-z]{2,}", word)] == [], path.name


def test_every_key_said_exists_and_is_said() -> None:
    said = {key for path in OVERRIDES.rglob("*.html") for key in SAID.findall(path.read_text())}
    said |= {key for path in HOOKS.glob("*.py") for key in HOOK_KEY.findall(path.read_text())}
    written = {key for key in strings("en") if key.startswith("templates.")}
    assert said == written
    assert words_of("en")("templates.rules-switch.label") == "Rules"
