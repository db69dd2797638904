"""Card pictures: the SVG sprite, cards.json, card_html, and site/js/cards.js agreeing with it."""

from __future__ import annotations

import doctest
import json
import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import sitegen.cards as cards_module
from ombre_core.cards import Card, DeckStyle, Suit
from ombre_core.errors import NotationError
from ombre_core.messages import use_language
from sitegen.cards import (
    DECK_HEAD_SCRIPT,
    DECKS,
    INK,
    PAPER,
    build_sheet,
    build_sprite,
    card_html,
    cards_json,
    faces_css,
    sheet_cell,
    sprite_source,
    write_card_assets,
    write_card_names,
)

ROOT = Path(__file__).resolve().parents[2]
CARDS_JS = ROOT / "site" / "js" / "cards.js"
CARDS_CSS = ROOT / "site" / "css" / "cards.css"
NS = {"svg": "http://www.w3.org/2000/svg"}
SPRITE_BUDGET = 240_000
"""Bytes, uncompressed. The shipped sheet is flattened (no ``<use>``), which roughly tripled it
(about 12 KB gzipped, from 5.5 KB) but took 70 ms off the longest main-thread task of a
lesson's boot: a browser instantiates and restyles every ``<use>`` of every card on the page
(tests/bench/boot_bench.py)."""


@pytest.fixture(scope="module")
def sprite() -> str:
    return build_sprite()


@pytest.fixture(scope="module")
def sprite_tree(sprite: str) -> ET.Element:
    return ET.fromstring(sprite)


@pytest.fixture(scope="module")
def source_tree() -> ET.Element:
    """The sprite as written, before flattening: faces built from shared drawings."""
    return ET.fromstring(sprite_source())


def test_sprite_has_one_symbol_per_face(sprite_tree: ET.Element) -> None:
    symbols = sprite_tree.findall("svg:symbol", NS)
    ids = [symbol.get("id") for symbol in symbols]
    assert ids == [f"{deck}-{card}" for deck in DECKS for card in Card]
    assert len(ids) == 80
    assert {symbol.get("viewBox") for symbol in symbols} == {"0 0 100 140"}


def test_every_face_titles_its_card(sprite_tree: ET.Element) -> None:
    for symbol in sprite_tree.findall("svg:symbol", NS):
        deck, code = str(symbol.get("id")).split("-")
        title = symbol.find("svg:title", NS)
        assert title is not None
        assert title.text == Card.parse(code).name_in("spanish" if deck == "spanish" else "french")


def test_every_internal_reference_resolves(source_tree: ET.Element) -> None:
    ids = {element.get("id") for element in source_tree.iter() if element.get("id")}
    refs = {
        str(element.get("href"))[1:]
        for element in source_tree.iter(f"{{{NS['svg']}}}use")
        if element.get("href")
    }
    assert refs, "faces are built from shared drawings"
    assert refs <= ids, f"dangling <use> references: {sorted(refs - ids)}"


def test_shipped_faces_are_flat_paths(sprite_tree: ET.Element) -> None:
    """No ``<use>`` left for the browser to instantiate, and few elements per face."""
    allowed = {f"{{{NS['svg']}}}{tag}" for tag in ("symbol", "title", "g", "path")}
    for symbol in sprite_tree.findall("svg:symbol", NS):
        tags = [element.tag for element in symbol.iter()]
        assert set(tags) <= allowed, (symbol.get("id"), set(tags) - allowed)
        assert len(tags) <= 45, (symbol.get("id"), len(tags))
    assert sprite_tree.find("svg:defs", NS) is None


def test_faces_differ_within_each_deck(sprite: str) -> None:
    bodies = re.findall(
        r'<symbol id="[^"]+" viewBox="[^"]+"><title>[^<]*</title>(.*?)</symbol>', sprite
    )
    assert len(bodies) == 80
    assert len(set(bodies)) == 80


def test_sprite_is_self_contained_and_small(sprite: str) -> None:
    assert re.findall(r"https?:[^\"']*", sprite) == ["http://www.w3.org/2000/svg"]
    assert "<text" not in sprite, "indices are drawn as paths, so no font is needed"
    assert "<image" not in sprite and "url(" not in sprite and "@import" not in sprite
    assert len(sprite.encode()) < SPRITE_BUDGET


def test_spadille_and_basto_have_their_own_designs(source_tree: ET.Element) -> None:
    def refs(symbol_id: str) -> set[str]:
        symbol = source_tree.find(f"svg:symbol[@id='{symbol_id}']", NS)
        assert symbol is not None
        return {str(use.get("href")) for use in symbol.iter(f"{{{NS['svg']}}}use")}

    assert "#spadille" in refs("french-As") and "#basto" in refs("french-Ac")
    assert "#as-espadas" in refs("spanish-As") and "#as-bastos" in refs("spanish-Ac")
    assert "#spadille" not in refs("french-Ah")


def _luminance(colour: str) -> float:
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def _contrast(one: str, two: str) -> float:
    high, low = sorted((_luminance(one), _luminance(two)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("deck", DECKS)
def test_index_ink_meets_wcag_aa(deck: DeckStyle) -> None:
    for suit in Suit:
        ink = INK[deck][suit]
        assert _contrast(ink, PAPER[deck]) >= 4.5, (deck, suit, ink)


def test_sprite_uses_the_checked_inks(sprite: str) -> None:
    for deck in DECKS:
        assert f'<rect id="paper-{deck}" ' in sprite_source()
        assert f'fill="{PAPER[deck]}"' in sprite
    for deck in DECKS:
        for card in Card:
            ink = INK[deck][card.suit]
            assert f'<symbol id="{deck}-{card}" viewBox="0 0 100 140">' in sprite
            start = sprite.index(f'<symbol id="{deck}-{card}"')
            assert (
                f'<g fill="{ink}" color="{ink}">'
                in sprite[start : sprite.index("</symbol>", start)]
            )


def test_cards_json_names_come_from_ombre_core() -> None:
    data = cards_json()
    assert list(data) == [str(card) for card in Card]
    for card in Card:
        entry = data[str(card)]
        assert entry["french"] == card.name_in("french")
        assert entry["spanish"] == card.name_in("spanish")
        assert entry["suit"] == card.suit.name_in("french")
        assert entry["rank"] == card.rank.letter
        assert entry["index"] == int(card)
    assert data["Kh"]["french"] == "King of hearts"
    assert data["Kh"]["spanish"] == "Rey de copas"


def test_card_html_markup() -> None:
    html = card_html("K♥")
    assert html == (
        '<span class="ombre-card" data-card="Kh">'
        '<span class="face-french" role="img" aria-label="King of hearts"></span>'
        '<span class="face-spanish" role="img" aria-label="Rey de copas"></span></span>'
    )
    small = ET.fromstring(card_html("7d", size="sm"))
    assert small.get("data-size") == "sm"
    labels = [face.get("aria-label") for face in small]
    assert labels == ["Seven of diamonds", "Siete de oros"]


def test_card_html_refuses_bad_input() -> None:
    with pytest.raises(NotationError):
        card_html("8h")
    with pytest.raises(ValueError, match="card size"):
        card_html("Kh", size="huge")


def test_sheet_holds_every_flat_face_in_its_cell(sprite_tree: ET.Element) -> None:
    sheet = ET.fromstring(build_sheet())
    assert (sheet.get("width"), sheet.get("height")) == ("1090", "1190")
    assert sheet.get("viewBox") == "0 0 1090 1190"
    cells = {str(face.get("id")): face for face in sheet}
    assert len(cells) == 80
    for symbol in sprite_tree.findall("svg:symbol", NS):
        deck, code = str(symbol.get("id")).split("-")
        column, row = sheet_cell("spanish" if deck == "spanish" else "french", Card.parse(code))
        face = cells[f"{deck}-{code}"]
        box = [face.get(name) for name in ("x", "y", "width", "height", "viewBox")]
        assert box == [str(column * 110), str(row * 150), "100", "140", "0 0 100 140"]
        drawing = [child for child in symbol if not child.tag.endswith("title")]
        assert [ET.tostring(child) for child in face] == [ET.tostring(c) for c in drawing]
    assert len(build_sheet().encode()) < SPRITE_BUDGET


def test_faces_css_finds_each_face_where_the_sheet_puts_it() -> None:
    """card-faces.css places every face (and a fixed face of either deck) at (column / 9,
    row / 7) of the sheet, where build_sheet draws it; cards.css scales the sheet to match."""
    css = CARDS_CSS.read_text(encoding="utf-8")
    assert "background-size: 1090% 850%;" in css
    rule = re.compile(
        r'\.ombre-card\[data-card="(\w\w)"\] > \.face-(french|spanish), '
        r'\.ombre-card\[data-card="\1"\]\[data-face="\2"\] > \.face-fixed '
        r"\{ background-position: ([\d.]+)% ([\d.]+)%; \}"
    )
    found = {(code, deck): (float(x), float(y)) for code, deck, x, y in rule.findall(faces_css())}
    assert len(found) == 80
    for face_deck in DECKS:
        for card in Card:
            column, row = sheet_cell(face_deck, card)
            x, y = found[str(card), face_deck]
            assert (round(x * 9 / 100, 3), round(y * 7 / 100, 3)) == (column, row), card


def test_card_rules_use_no_custom_properties() -> None:
    """Card sizes and faces are plain numbers: var() in the cards' rules made every style
    recalculation of a page with many cards about a third slower on a throttled phone."""
    for sheet in sorted((ROOT / "site" / "css").glob("*.css")):
        text = sheet.read_text(encoding="utf-8")
        assert not re.findall(r"--(?:card-scale|card-w|rank|suit|deck)\b", text), sheet.name


def test_write_card_assets(tmp_path: Path) -> None:
    write_card_assets(tmp_path)
    assert (tmp_path / "assets/cards/faces.svg").read_text(encoding="utf-8") == build_sheet()
    written = json.loads((tmp_path / "assets/cards/cards.json").read_text(encoding="utf-8"))
    assert written == cards_json()
    assert (tmp_path / "css/card-faces.css").read_text(encoding="utf-8") == faces_css()


def test_a_languages_staging_writes_only_the_card_names_in_its_language(tmp_path: Path) -> None:
    # The sheet and its stylesheet are the same in every language: copied, not drawn again.
    with use_language("fr"):
        write_card_names(tmp_path)
        french = cards_json()
    assert french != cards_json()
    files = [path.relative_to(tmp_path).as_posix() for path in tmp_path.rglob("*.*")]
    assert files == ["assets/cards/cards.json"]
    assert json.loads((tmp_path / files[0]).read_text(encoding="utf-8")) == french


def test_doctests() -> None:
    result = doctest.testmod(cards_module)
    assert result.attempted > 0 and result.failed == 0


HARNESS = Path(__file__).with_name("cards_js_harness.mjs")


@pytest.fixture(scope="module")
def js_run(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    folder = tmp_path_factory.mktemp("cardsjs")
    write_card_assets(folder)
    result = subprocess.run(
        [
            "node",
            str(HARNESS),
            CARDS_JS.as_uri(),
            str(folder / "assets/cards/cards.json"),
            DECK_HEAD_SCRIPT,
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    output: dict[str, object] = json.loads(result.stdout)
    return output


def test_js_card_element_matches_card_html(js_run: dict[str, object]) -> None:
    markup = js_run["markup"]
    assert isinstance(markup, dict) and len(markup) == 120
    for card in Card:
        for size in ("sm", "md", "lg"):
            assert markup[f"{card}/{size}"] == card_html(str(card), size=size)
    assert js_run["symbolCode"] == "Qs"


def test_js_fetches_names_once_and_labels_early_cards(js_run: dict[str, object]) -> None:
    assert js_run["fetches"] == 1
    assert 'aria-label="Kh"' in str(js_run["earlyBeforeLoad"])
    assert js_run["early"] == card_html("Kh")


def test_js_refuses_bad_cards(js_run: dict[str, object]) -> None:
    assert js_run["errors"] == ["RangeError"] * 4


def test_js_deck_choice_survives_bad_storage(js_run: dict[str, object]) -> None:
    assert js_run["defaultDeck"] == "french"
    assert js_run["set"] == "spanish"
    assert js_run["afterSet"] == ["spanish", "spanish", ["spanish"]]
    assert js_run["fromStore"] == "spanish"
    assert js_run["corrupt"] == "french"
    assert js_run["broken"] == "french"
    assert js_run["setBroken"] == "french" and js_run["brokenDeckAttr"] == "french"
    assert js_run["badDeck"] == "RangeError"


def test_head_script_sets_deck_before_paint(js_run: dict[str, object]) -> None:
    assert js_run["head"] == {
        "spanish": "spanish",
        "corrupt": "french",
        "throws": "french",
        "missing": "french",
    }
    assert "ombre.deck" in DECK_HEAD_SCRIPT
