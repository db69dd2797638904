"""Card pictures: one SVG sheet with a French and a Spanish face for each of the 40 cards.

Each face is assembled from shared drawings in ``card_templates/`` (suit pips, index glyphs,
court figures) reused with ``<use>``, in 80 ``<symbol>`` elements ``french-Kh``, ``spanish-Kh``
and so on (ids are ``<deck>-<notation>``; :func:`sprite_source`), then flattened into a few plain
paths per face (:mod:`sitegen.svgflat`, :func:`build_sprite`). What ships is
``assets/cards/faces.svg``, those faces laid out on one sheet, ranks across and suits down
(:func:`build_sheet`, :func:`sheet_cell`), and a card is an element whose background shows its
cell of the sheet (``site/css/cards.css``), with ``role="img"`` and the card's name.

Why a background: the browser then parses, lays out and records one small document for every
card of the page. Inline ``<svg><use href="sprite#face">`` costs a shadow tree per face,
restyled on every full style recalculation (half the blocking time of a lesson with a hundred
cards on a throttled phone); ``<img>`` of one file per face costs a document per face (80 of
them); ``<img src="sheet#view">`` lays the sheet out again for every view it paints. Names come
from :meth:`ombre_core.cards.Card.name_in`.

>>> html = card_html("Kh")
>>> 'aria-label="King of hearts"' in html and 'aria-label="Rey de copas"' in html
True
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

from ombre_core.cards import BASTO, SPADILLE, Card, DeckStyle, Rank, Suit
from sitegen.svgflat import flatten_sprite

DECKS: tuple[DeckStyle, ...] = ("french", "spanish")
SIZES: tuple[str, ...] = ("sm", "md", "lg")
SPRITE_FILE = Path("assets") / "cards" / "faces.svg"
JSON_FILE = Path("assets") / "cards" / "cards.json"
FACES_CSS_FILE = Path("css") / "card-faces.css"
DECK_STORAGE_KEY = "ombre.deck"
TEMPLATES = Path(__file__).resolve().parent / "card_templates"
SVG_NS = "http://www.w3.org/2000/svg"

WIDTH, HEIGHT = 100, 140
"""Every face is drawn in a ``0 0 100 140`` view box (a 5:7 card)."""

DECK_HEAD_SCRIPT = (
    f"(function(){{var d='french';try{{var v=localStorage.getItem('{DECK_STORAGE_KEY}');"
    "if(v==='spanish'||v==='french')d=v}catch(e){}"
    "document.documentElement.dataset.deck=d})();"
)
"""Inline ``<head>`` script: puts the stored deck on ``<html data-deck>`` before first paint."""

INDEX_MARKS: dict[DeckStyle, str] = {"french": "A234567JQK", "spanish": "A234567SCR"}
"""Corner marks: the notation letters in the French deck, the initials of As, Sota, Caballo and
Rey in the Spanish deck (which a learner can read off the Spanish name)."""

INK: dict[DeckStyle, tuple[str, str, str, str]] = {
    "french": ("#1a1a1a", "#c41e2a", "#c41e2a", "#1a1a1a"),
    "spanish": ("#1b4f9c", "#b3141f", "#8a5a00", "#2a6b2a"),
}
"""Index and emblem colour per suit (s h d c); all at least 5.6:1 against the card paper."""

PAPER: dict[DeckStyle, str] = {"french": "#ffffff", "spanish": "#fffaf0"}
"""Card background: white for the French deck, a warm cream for the Spanish one."""

LONG_EMBLEMS = frozenset({Suit.SPADES, Suit.CLUBS})
"""Spanish swords and batons are tall and narrow, so they are drawn larger than cups and coins."""

_PINTA_GAPS = (2, 1, 0, 3)
"""Spanish frame breaks ("pintas") per suit: espadas 2, copas 1, oros none, bastos 3."""

PIP_LAYOUTS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((50, 70),),
    2: ((50, 28), (50, 112)),
    3: ((50, 28), (50, 70), (50, 112)),
    4: ((34, 28), (66, 28), (34, 112), (66, 112)),
    5: ((34, 28), (66, 28), (50, 70), (34, 112), (66, 112)),
    6: ((34, 28), (66, 28), (34, 70), (66, 70), (34, 112), (66, 112)),
    7: ((34, 28), (66, 28), (50, 49), (34, 70), (66, 70), (34, 112), (66, 112)),
}
"""Pip centres for the number cards, the classic French arrangement."""


def _num(value: float) -> str:
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _use(ref: str, x: float, y: float, scale: float, *, turn: bool = False) -> str:
    rotate = " rotate(180)" if turn else ""
    return (
        f'<use href="#{ref}" transform="translate({_num(x)} {_num(y)}){rotate} '
        f'scale({_num(scale)})"/>'
    )


def _template(name: str) -> str:
    """The ``<defs>`` content of ``card_templates/<name>.svg``, whitespace squeezed."""
    text = (TEMPLATES / f"{name}.svg").read_text(encoding="utf-8")
    body = text.split("<defs>", 1)[1].rsplit("</defs>", 1)[0]
    body = re.sub(r"<!--.*?-->", "", body, flags=re.S)
    return re.sub(r">\s+<", "><", re.sub(r"\s+", " ", body)).strip()


def _pip_id(deck: DeckStyle, suit: Suit) -> str:
    return ("p" if deck == "french" else "e") + suit.letter


def _corner_index(deck: DeckStyle, card: Card) -> str:
    glyph = "g" + INDEX_MARKS[deck][card.rank]
    pip = _pip_id(deck, card.suit)
    long_emblem = deck == "spanish" and card.suit in LONG_EMBLEMS
    pip_scale = 0.14 if deck == "french" else 0.21 if long_emblem else 0.16
    pip_y = 40 if long_emblem else 39
    one = _use(glyph, 4, 5, 1.45) + _use(pip, 11.25, pip_y, pip_scale)
    return one + f'<g transform="rotate(180 50 70)">{one}</g>'


def _french_centre(card: Card) -> str:
    suit, rank = card.suit, card.rank
    pip = _pip_id("french", suit)
    if card == SPADILLE:
        return '<use href="#spadille"/>'
    if card == BASTO:
        return '<use href="#basto"/>'
    if rank == Rank.ACE:
        return _use(pip, 50, 70, 0.42)
    if rank >= Rank.JACK:
        figure = "f" + "JQK"[rank - Rank.JACK]
        half = f'<use href="#{figure}"/>{_use(pip, 66, 59, 0.1)}'
        return f'<use href="#frame"/>{half}<g transform="rotate(180 50 70)">{half}</g>'
    return "".join(_use(pip, x, y, 0.21, turn=y > 70) for x, y in PIP_LAYOUTS[rank + 1])


_SPANISH_HELD: dict[str, tuple[float, float]] = {"sS": (68, 66), "sC": (30, 54), "sR": (68, 66)}
"""Where each Spanish court figure holds its suit emblem (centre x, y)."""


def _spanish_centre(card: Card) -> str:
    suit, rank = card.suit, card.rank
    emblem = _pip_id("spanish", suit)
    long_emblem = suit in LONG_EMBLEMS
    if card == SPADILLE:
        return '<use href="#as-espadas"/>'
    if card == BASTO:
        return '<use href="#as-bastos"/>'
    if rank == Rank.ACE:
        return _use(emblem, 50, 70, 0.5)
    if rank >= Rank.JACK:
        figure = "s" + "SCR"[rank - Rank.JACK]
        x, y = _SPANISH_HELD[figure]
        scale = 0.4 if long_emblem else 0.22
        return f'<use href="#{figure}"/>{_use(emblem, x, y, scale)}'
    scale = 0.4 if long_emblem else 0.23
    return "".join(_use(emblem, x, y, scale) for x, y in PIP_LAYOUTS[rank + 1])


def _pinta_frame(suit: Suit) -> str:
    """The Spanish frame line, broken top and bottom once per pinta of the suit."""
    gaps = _PINTA_GAPS[suit]
    gap, space = 4.0, 3.0
    run = gaps * gap + (gaps - 1) * space if gaps else 0.0
    edge_stops = [3.0]
    x = 50 - run / 2
    for _ in range(gaps):
        edge_stops.extend((x, x + gap))
        x += gap + space
    edge_stops.append(97.0)
    d = "M3,4V136M97,4V136"
    for y in (4, 136):
        for left, right in zip(edge_stops[::2], edge_stops[1::2], strict=True):
            d += f"M{_num(left)},{y}H{_num(right)}"
    return f'<path d="{d}" fill="none" stroke="currentColor" stroke-width="1"/>'


def _symbol(deck: DeckStyle, card: Card) -> str:
    ink = INK[deck][card.suit]
    base = f'<use href="#paper-{deck}"/>'
    if deck == "french":
        centre = _french_centre(card)
    else:
        base += _pinta_frame(card.suit)
        centre = _spanish_centre(card)
    title = escape(card.name_in(deck))
    return (
        f'<symbol id="{deck}-{card}" viewBox="0 0 {WIDTH} {HEIGHT}">'
        f"<title>{title}</title>"
        f'<g fill="{ink}" color="{ink}">{base}{_corner_index(deck, card)}'
        f"{centre}</g></symbol>"
    )


def sprite_source() -> str:
    """The sprite as written: shared drawings in ``<defs>`` and one ``<symbol>`` per face (80),
    built from them with ``<use>``."""
    paper = "".join(
        f'<rect id="paper-{deck}" x=".5" y=".5" width="{WIDTH - 1}" height="{HEIGHT - 1}" '
        f'rx="7" fill="{PAPER[deck]}" stroke="#8c8c8c"/>'
        for deck in DECKS
    )
    defs = paper + "".join(_template(name) for name in ("common", "french", "spanish"))
    symbols = "".join(_symbol(deck, card) for deck in DECKS for card in Card)
    return f'<svg xmlns="{SVG_NS}" style="display:none"><defs>{defs}</defs>{symbols}</svg>\n'


def build_sprite() -> str:
    """:func:`sprite_source` flattened: the same pictures without ``<use>``, a handful of paths
    per face (what :func:`build_sheet` lays out)."""
    return flatten_sprite(sprite_source()) + "\n"


SHEET_GAP = 10
"""Space between the cells of the sheet, in face units, so that no face bleeds into a neighbour
when a card is drawn at a fractional size."""
SHEET_COLUMNS, SHEET_ROWS = len(Rank), 2 * len(Suit)


def sheet_cell(deck: DeckStyle, card: Card) -> tuple[int, int]:
    """(column, row) of a face on the sheet: the rank across (A 2 3 4 5 6 7 J Q K), the suit
    down (s h d c), the French faces in rows 0-3 and the Spanish ones in rows 4-7.

    >>> sheet_cell("spanish", Card.parse("Kh"))
    (9, 5)
    """
    return int(card.rank), int(card.suit) + (len(Suit) if deck == "spanish" else 0)


def build_sheet() -> str:
    """The shipped ``faces.svg``: every face of :func:`build_sprite` in its cell
    (:func:`sheet_cell`), ``SHEET_GAP`` apart, with no gap around the edge, so that a face's
    background position is (column / 9, row / 7) of the way across and down."""
    ET.register_namespace("", SVG_NS)
    width = SHEET_COLUMNS * WIDTH + (SHEET_COLUMNS - 1) * SHEET_GAP
    height = SHEET_ROWS * HEIGHT + (SHEET_ROWS - 1) * SHEET_GAP
    size = {"width": str(width), "height": str(height), "viewBox": f"0 0 {width} {height}"}
    sheet = ET.Element(f"{{{SVG_NS}}}svg", size)
    for symbol in ET.fromstring(build_sprite()).findall(f"{{{SVG_NS}}}symbol"):
        deck, code = str(symbol.get("id")).split("-")
        column, row = sheet_cell("spanish" if deck == "spanish" else "french", Card.parse(code))
        cell = {
            "id": f"{deck}-{code}",
            "x": str(column * (WIDTH + SHEET_GAP)),
            "y": str(row * (HEIGHT + SHEET_GAP)),
            "width": str(WIDTH),
            "height": str(HEIGHT),
            "viewBox": str(symbol.get("viewBox")),
        }
        face = ET.SubElement(sheet, f"{{{SVG_NS}}}svg", cell)
        face.extend(child for child in symbol if child.tag != f"{{{SVG_NS}}}title")
    return ET.tostring(sheet, encoding="unicode") + "\n"


def cards_json() -> dict[str, dict[str, str | int]]:
    """Card code → names and facts, for ``site/js/cards.js``.

    >>> cards_json()["Kh"]["spanish"]
    'Rey de copas'
    """
    return {
        str(card): {
            "french": card.name_in("french"),
            "spanish": card.name_in("spanish"),
            "index": int(card),
            "suit": card.suit.name_in("french"),
            "suit_es": card.suit.name_in("spanish"),
            "rank": card.rank.letter,
            "symbol": card.symbol(),
        }
        for card in Card
    }


def card_html(code: str, *, size: str = "md") -> str:
    """The markup of one card showing both faces; CSS on ``html[data-deck]`` picks one, and
    draws it from the sheet by the card's rank and suit (``site/css/cards.css``).

    ``size`` is ``'sm'`` (hands on a phone), ``'md'`` or ``'lg'``; ``'md'`` adds no attribute.

    >>> print(card_html("As", size="sm"))  # doctest: +NORMALIZE_WHITESPACE
    <span class="ombre-card" data-card="As" data-size="sm"><span class="face-french"
    role="img" aria-label="Ace of spades"></span><span class="face-spanish" role="img"
    aria-label="As de espadas"></span></span>
    """
    card = Card.parse(code)
    if size not in SIZES:
        raise ValueError(f"card size {size!r} is not one of {', '.join(SIZES)}")
    size_attr = "" if size == "md" else f' data-size="{size}"'
    faces = "".join(
        f'<span class="face-{deck}" role="img" aria-label={quoteattr(card.name_in(deck))}></span>'
        for deck in DECKS
    )
    return f'<span class="ombre-card" data-card="{card}"{size_attr}>{faces}</span>'


def _percent(step: int, steps: int) -> str:
    return f"{100 * step / steps:.4f}".rstrip("0").rstrip(".") + "%"


def faces_css() -> str:
    """Each face's place on the sheet, as one plain ``background-position`` rule per face
    (:func:`sheet_cell`: column / 9 and row / 7 of the way across and down).

    Plain numbers rather than custom properties resolved per card: ``var()`` in the cards'
    rules made every style recalculation of a page with a hundred cards a third slower.

    >>> rule = faces_css().splitlines()[2]
    >>> rule.startswith('.ombre-card[data-card="2s"] > .face-french'), rule.split("{")[1]
    (True, ' background-position: 11.1111% 0%; }')
    """
    lines = [
        "/* Written by the build (sitegen/cards.py faces_css): each face's cell of faces.svg. */"
    ]
    for deck in DECKS:
        for card in Card:
            column, row = sheet_cell(deck, card)
            at = f'.ombre-card[data-card="{card}"]'
            position = f"{_percent(column, SHEET_COLUMNS - 1)} {_percent(row, SHEET_ROWS - 1)}"
            lines.append(
                f'{at} > .face-{deck}, {at}[data-face="{deck}"] > .face-fixed '
                f"{{ background-position: {position}; }}"
            )
    return "\n".join(lines) + "\n"


def write_card_assets(out_dir: Path) -> None:
    """Write ``assets/cards/faces.svg`` (the sheet), ``assets/cards/cards.json`` and
    ``css/card-faces.css`` (:func:`faces_css`)."""
    sprite = out_dir / SPRITE_FILE
    sprite.parent.mkdir(parents=True, exist_ok=True)
    sprite.write_text(build_sheet(), encoding="utf-8")
    write_card_names(out_dir)
    (out_dir / FACES_CSS_FILE).parent.mkdir(parents=True, exist_ok=True)
    (out_dir / FACES_CSS_FILE).write_text(faces_css(), encoding="utf-8")


def write_card_names(out_dir: Path) -> None:
    """Write ``assets/cards/cards.json`` alone, in the current language: the one card file
    that differs between languages."""
    names = json.dumps(cards_json(), ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    (out_dir / JSON_FILE).parent.mkdir(parents=True, exist_ok=True)
    (out_dir / JSON_FILE).write_text(names + "\n", encoding="utf-8")
