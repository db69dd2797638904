"""The course's app icons: the Spadille card on the theme's colour, drawn as PNG at build time.

The drawing comes from the card art itself (``card_templates/french.svg``: the spade pip, the
crown and the banner of the Spadille, on the French card paper), filled by a small scanline
rasteriser (anti-aliased, even-odd fill) and written by a pure-Python PNG writer: no network,
no browser, no imaging library. Strokes are drawn as fills (a thin band, a ring).

>>> png = icon_png(48, background="#795649", maskable=False)
>>> png[:8] == PNG_SIGNATURE, png_size(png)
(True, (48, 48))
"""

from __future__ import annotations

import functools
import re
import struct
import xml.etree.ElementTree as ET
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from sitegen.cards import HEIGHT, INK, PAPER, WIDTH

FRENCH_ART = Path(__file__).resolve().parent / "card_templates" / "french.svg"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
SUBSAMPLES = 4
"""Scanlines per pixel row: coverage is exact across a row and sampled four times down it."""
CURVE_STEPS = 16
CARD_HEIGHT_SHARE = {False: 0.86, True: 0.62}
"""The card's height as a share of the icon's side; a maskable icon keeps the card inside the
safe zone (the centred circle of 40% radius) that every launcher mask leaves visible."""

Point = tuple[float, float]
Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Shape:
    """Closed polygons (card units) filled even-odd with one colour."""

    polygons: tuple[tuple[Point, ...], ...]
    colour: Colour


def parse_colour(text: str) -> Colour:
    """``#rgb`` or ``#rrggbb`` as a triple.

    >>> parse_colour("#fff"), parse_colour("#795649")
    ((255, 255, 255), (121, 86, 73))
    """
    digits = text.removeprefix("#")
    if len(digits) == 3:
        digits = "".join(digit * 2 for digit in digits)
    if not re.fullmatch(r"[0-9a-fA-F]{6}", digits):
        raise ValueError(f"not a colour: {text!r} (expected #rgb or #rrggbb)")
    return (int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16))


def _tokens(d: str) -> Iterator[str]:
    yield from re.findall(r"[A-Za-z]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?", d)


def path_polygons(d: str) -> list[list[Point]]:
    """The closed polygons of an SVG path's data (M L H V C S Z, absolute or relative).

    >>> path_polygons("M0,0H2V2Z")
    [[(0.0, 0.0), (2.0, 0.0), (2.0, 2.0)]]
    """
    polygons: list[list[Point]] = []
    current: list[Point] = []
    x = y = 0.0
    control: Point | None = None
    command = ""
    tokens = list(_tokens(d))
    at = 0

    def number() -> float:
        nonlocal at
        at += 1
        return float(tokens[at - 1])

    while at < len(tokens):
        if tokens[at].isalpha():
            command = tokens[at]
            at += 1
        relative = command.islower()
        ox, oy = (x, y) if relative else (0.0, 0.0)
        kind = command.upper()
        if kind == "Z":
            if current:
                polygons.append(current)
            current, control = [], None
            continue
        if kind == "M":
            if current:
                polygons.append(current)
            x, y = ox + number(), oy + number()
            current = [(x, y)]
            command = "l" if relative else "L"
        elif kind == "L":
            x, y = ox + number(), oy + number()
            current.append((x, y))
        elif kind == "H":
            x = ox + number()
            current.append((x, y))
        elif kind == "V":
            y = oy + number()
            current.append((x, y))
        elif kind in "CS":
            if kind == "C":
                c1 = (ox + number(), oy + number())
            else:
                c1 = (2 * x - control[0], 2 * y - control[1]) if control else (x, y)
            c2 = (ox + number(), oy + number())
            end = (ox + number(), oy + number())
            current.extend(_cubic((x, y), c1, c2, end))
            control, (x, y) = c2, end
            continue
        else:
            raise ValueError(f"path command {command!r} is not drawn by the icon rasteriser: {d}")
        control = None
    if current:
        polygons.append(current)
    return polygons


def _cubic(p0: Point, p1: Point, p2: Point, p3: Point) -> Iterator[Point]:
    for step in range(1, CURVE_STEPS + 1):
        t = step / CURVE_STEPS
        u = 1 - t
        a, b, c, e = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
        yield (
            a * p0[0] + b * p1[0] + c * p2[0] + e * p3[0],
            a * p0[1] + b * p1[1] + c * p2[1] + e * p3[1],
        )


def _placed(
    polygons: list[list[Point]], dx: float, dy: float, scale: float
) -> tuple[tuple[Point, ...], ...]:
    return tuple(
        tuple((dx + scale * px, dy + scale * py) for px, py in polygon) for polygon in polygons
    )


def _rounded_rect(x0: float, y0: float, x1: float, y1: float, r: float) -> tuple[Point, ...]:
    d = (
        f"M{x0 + r},{y0}H{x1 - r}C{x1 - r * 0.45},{y0} {x1},{y0 + r * 0.45} {x1},{y0 + r}"
        f"V{y1 - r}C{x1},{y1 - r * 0.45} {x1 - r * 0.45},{y1} {x1 - r},{y1}"
        f"H{x0 + r}C{x0 + r * 0.45},{y1} {x0},{y1 - r * 0.45} {x0},{y1 - r}"
        f"V{y0 + r}C{x0},{y0 + r * 0.45} {x0 + r * 0.45},{y0} {x0 + r},{y0}Z"
    )
    return tuple(path_polygons(d)[0])


def spadille_shapes() -> list[Shape]:
    """The Spadille on its card paper, in card units (``WIDTH`` x ``HEIGHT``), back to front."""
    art = ET.parse(FRENCH_ART).getroot()
    paths = {element.get("id"): element.get("d", "") for element in art.iter() if element.get("id")}
    spade = path_polygons(paths["ps"])
    ink, paper = parse_colour(INK["french"][0]), parse_colour(PAPER["french"])
    white, gold = (255, 255, 255), parse_colour("#e2b23a")
    return [
        Shape((_rounded_rect(0, 0, WIDTH, HEIGHT, 7.5),), parse_colour("#8c8c8c")),
        Shape((_rounded_rect(1, 1, WIDTH - 1, HEIGHT - 1, 6.5),), paper),
        Shape(_placed(path_polygons(paths["crown"]), 0, -6, 1), gold),
        Shape(_placed(spade, 50, 70, 0.56), ink),
        Shape(_placed(spade, 50, 68, 0.43), white),  # the white outline inside the pip: a ring
        Shape(_placed(spade, 50, 68, 0.37), ink),
        Shape(_placed(path_polygons("M50,53L55,62L50,71L45,62Z"), 0, 0, 1), white),
        Shape(_placed(path_polygons("M26,99H74L70,105.5L74,112H26L30,105.5Z"), 0, 0, 1), ink),
        Shape(
            _placed(path_polygons("M31,102.1H69V102.9H31ZM31,108.1H69V108.9H31Z"), 0, 0, 1), white
        ),
    ]


def _coverage_row(edges: list[tuple[Point, Point]], row: int, width: int) -> list[float]:
    """Each pixel's covered share in pixel row ``row`` of the polygons' edges (pixel units)."""
    direct = [0.0] * (width + 1)
    steps = [0.0] * (width + 2)
    centres = [row + (sub + 0.5) / SUBSAMPLES for sub in range(SUBSAMPLES)]
    near = [
        edge
        for edge in edges
        if min(edge[0][1], edge[1][1]) < row + 1 <= max(edge[0][1], edge[1][1]) + 1
    ]
    for y in centres:
        crossings = sorted(
            x0 + (y - y0) * (x1 - x0) / (y1 - y0)
            for (x0, y0), (x1, y1) in near
            if (y0 <= y < y1) or (y1 <= y < y0)
        )
        for a, b in zip(crossings[::2], crossings[1::2], strict=False):
            a, b = max(0.0, min(width, a)), max(0.0, min(width, b))
            ia, ib = int(a), int(b)
            if ia == ib:
                direct[ia] += b - a
                continue
            direct[ia] += ia + 1 - a
            steps[ia + 1] += 1
            steps[ib] -= 1
            direct[ib] += b - ib
    shares, running = [], 0.0
    for x in range(width):
        running += steps[x]
        shares.append(min(1.0, (running + direct[x]) / SUBSAMPLES))
    return shares


def render(
    shapes: list[Shape], size: int, background: Colour, *, scale: float, dx: float, dy: float
) -> bytearray:
    """The shapes, mapped by ``scale`` then ``(dx, dy)`` into pixels, over a square of
    ``background``: ``size`` rows of RGB bytes."""
    pixels = bytearray(bytes(background) * (size * size))
    for shape in shapes:
        points = [
            [(dx + scale * x, dy + scale * y) for x, y in polygon] for polygon in shape.polygons
        ]
        edges = [
            (polygon[i - 1], polygon[i])
            for polygon in points
            for i in range(len(polygon))
            if polygon[i - 1][1] != polygon[i][1]
        ]
        top = max(0, int(min(y for polygon in points for _, y in polygon)))
        bottom = min(size, int(max(y for polygon in points for _, y in polygon)) + 1)
        solid = bytes(shape.colour)
        for row in range(top, bottom):
            shares = _coverage_row(edges, row, size)
            x = 0
            while x < size:
                share = shares[x]
                if share <= 0:
                    x += 1
                    continue
                at = 3 * (row * size + x)
                if share >= 1:  # a run of full cover: one slice
                    run = x
                    while run < size and shares[run] >= 1:
                        run += 1
                    pixels[at : at + 3 * (run - x)] = solid * (run - x)
                    x = run
                    continue
                for channel in range(3):
                    old = pixels[at + channel]
                    pixels[at + channel] = round(old + (shape.colour[channel] - old) * share)
                x += 1
    return pixels


def png_bytes(pixels: bytes, width: int, height: int) -> bytes:
    """An 8-bit RGB PNG of ``height`` rows of ``width`` RGB pixels."""
    stride = 3 * width
    raw = b"".join(b"\0" + pixels[row * stride : (row + 1) * stride] for row in range(height))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        )

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        PNG_SIGNATURE
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def png_size(png: bytes) -> tuple[int, int]:
    """A PNG's width and height, read from its header."""
    if png[:8] != PNG_SIGNATURE or png[12:16] != b"IHDR":
        raise ValueError(f"not a PNG: starts {png[:16]!r}")
    width, height = struct.unpack(">II", png[16:24])
    return width, height


@functools.lru_cache(maxsize=8)  # `build.py serve` rebuilds: draw each icon once a process
def icon_png(size: int, *, background: str, maskable: bool) -> bytes:
    """The course's icon, ``size`` pixels square: the Spadille centred on ``background``."""
    scale = CARD_HEIGHT_SHARE[maskable] * size / HEIGHT
    dx, dy = (size - scale * WIDTH) / 2, (size - scale * HEIGHT) / 2
    pixels = render(spadille_shapes(), size, parse_colour(background), scale=scale, dx=dx, dy=dy)
    return png_bytes(bytes(pixels), size, size)
