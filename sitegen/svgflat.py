"""Flatten an SVG sprite: every ``<symbol>`` becomes a few plain ``<path>`` elements.

The card faces are written with ``<use>`` references to shared drawings (pips, glyphs,
figures), which keeps the source small and readable. A browser, though, builds a shadow tree
for every ``<use>`` in every card on the page, nested ones included, and restyles them all on
each style recalculation: about 700 ``<use>`` elements in the sprite made each card cost dozens
of elements. :func:`flatten_sprite` resolves every reference at build time, applies the
transforms to the path coordinates, and merges shapes that share a style into one path when
that cannot change the picture (the shapes do not overlap each other nor anything drawn
between them). The result draws the same picture with a handful of elements per face.

Only what the card templates use is supported: ``path``, ``circle``, ``ellipse``, ``rect``,
``g`` and ``use`` with ``translate``/``scale``/``rotate`` transforms (similarities, so stroke
widths scale by one factor); anything else raises :class:`ValueError`.

>>> svg = ('<svg xmlns="http://www.w3.org/2000/svg"><defs><path id="dot" d="M0,0H2V2H0Z"/>'
...        '</defs><symbol id="two" viewBox="0 0 10 10"><use href="#dot"/>'
...        '<use href="#dot" transform="translate(5 5)"/></symbol></svg>')
>>> print(flatten_sprite(svg))  # doctest: +NORMALIZE_WHITESPACE
<svg xmlns="http://www.w3.org/2000/svg"><symbol id="two" viewBox="0 0 10 10"><path
d="M0 0h2v2h-2zM5 5h2v2h-2z" /></symbol></svg>
"""

from __future__ import annotations

import itertools
import math
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass, field

SVG_NS = "http://www.w3.org/2000/svg"
_Q = f"{{{SVG_NS}}}"

INHERITED = (
    "fill",
    "fill-opacity",
    "fill-rule",
    "stroke",
    "stroke-width",
    "stroke-opacity",
    "stroke-linecap",
    "stroke-linejoin",
    "stroke-dasharray",
)
"""Presentation attributes a shape takes from its ancestors (and from ``<use>``)."""
_SCALED = ("stroke-width", "stroke-dasharray")
_GEOMETRY = {"d", "cx", "cy", "r", "rx", "ry", "x", "y", "width", "height", "id", "transform"}

Matrix = tuple[float, float, float, float, float, float]
"""An affine map ``(a, b, c, d, e, f)``: x' = a x + c y + e, y' = b x + d y + f."""
IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


def _num(value: float) -> str:
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    if text.startswith("0."):
        text = text[1:]
    elif text.startswith("-0."):
        text = "-" + text[2:]
    return "0" if text in ("-0", "") else text


def _multiply(m: Matrix, n: Matrix) -> Matrix:
    """``m`` after ``n`` (apply ``n`` first)."""
    a, b, c, d, e, f = m
    p, q, r, s, t, u = n
    return (
        a * p + c * q,
        b * p + d * q,
        a * r + c * s,
        b * r + d * s,
        a * t + c * u + e,
        b * t + d * u + f,
    )


def parse_transform(text: str | None) -> Matrix:
    """The matrix of an SVG ``transform`` attribute made of translate, scale and rotate.

    >>> parse_transform("translate(50 70) scale(.5)")
    (0.5, 0.0, 0.0, 0.5, 50.0, 70.0)
    """
    matrix = IDENTITY
    for name, args in re.findall(r"(\w+)\(([^)]*)\)", text or ""):
        values = [float(v) for v in re.split(r"[\s,]+", args.strip())]
        if name == "translate":
            x, y = values[0], values[1] if len(values) > 1 else 0.0
            step: Matrix = (1.0, 0.0, 0.0, 1.0, x, y)
        elif name == "scale":
            sx, sy = values[0], values[1] if len(values) > 1 else values[0]
            step = (sx, 0.0, 0.0, sy, 0.0, 0.0)
        elif name == "rotate":
            angle = math.radians(values[0])
            cos, sin = math.cos(angle), math.sin(angle)
            step = (cos, sin, -sin, cos, 0.0, 0.0)
            if len(values) == 3:
                cx, cy = values[1], values[2]
                step = _multiply((1, 0, 0, 1, cx, cy), _multiply(step, (1, 0, 0, 1, -cx, -cy)))
        else:
            raise ValueError(f"unsupported transform {name}({args})")
        matrix = _multiply(matrix, step)
    return matrix


def _scale_of(m: Matrix) -> float:
    a, b, c, d = m[:4]
    sx, sy = math.hypot(a, b), math.hypot(c, d)
    if abs(sx - sy) > 1e-9 * max(sx, sy, 1.0) or abs(a * c + b * d) > 1e-9:
        raise ValueError(f"only uniform scales and rotations are supported, not {m}")
    return sx


_TOKEN = re.compile(r"[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_ARITY = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0}


def _segments(d: str) -> Iterator[tuple[str, list[float]]]:
    """Absolute segments of a path: M L C S Q T A Z (H and V become L)."""
    tokens = _TOKEN.findall(d)
    x = y = start_x = start_y = 0.0
    i, command = 0, ""
    while i < len(tokens):
        if tokens[i].isalpha():
            command = tokens[i]
            i += 1
        elif command.upper() in ("", "Z"):
            raise ValueError(f"path data {d!r}: numbers without a command")
        upper = command.upper()
        relative = command != upper
        if upper == "Z":
            x, y = start_x, start_y
            yield "Z", []
            continue
        args = [float(v) for v in tokens[i : i + _ARITY[upper]]]
        i += _ARITY[upper]
        if upper == "H":
            upper, args = "L", [args[0] + (x if relative else 0.0), y]
        elif upper == "V":
            upper, args = "L", [x, args[0] + (y if relative else 0.0)]
        elif relative and upper == "A":
            args[5] += x
            args[6] += y
        elif relative:
            args = [v + (x if k % 2 == 0 else y) for k, v in enumerate(args)]
        x, y = args[-2], args[-1]
        if upper == "M":
            start_x, start_y = x, y
            command = "l" if relative else "L"  # later pairs after M are line-tos
        yield upper, args


def _tenths(value: int) -> str:
    """An integer count of tenths as the shortest decimal: 25 -> '2.5', -3 -> '-.3'."""
    sign = "-" if value < 0 else ""
    whole, tenth = divmod(abs(value), 10)
    if not tenth:
        return f"{sign}{whole}"
    return f"{sign}{whole or ''}.{tenth}"


def _join(numbers: list[str]) -> str:
    """Numbers in path syntax with the separators that are needed and no more."""
    text = numbers[0]
    for before, number in itertools.pairwise(numbers):
        joined = number.startswith("-") or (number.startswith(".") and "." in before)
        text += number if joined else " " + number
    return text


def _radii_fit(
    start: tuple[float, float], end: tuple[float, float], rx: float, ry: float, angle: float
) -> bool:
    """Whether an arc's radii are just long enough for its chord (a half ellipse), the one
    case where rounding the end points would move its centre (SVG's radius correction)."""
    phi = math.radians(angle)
    dx, dy = (start[0] - end[0]) / 2, (start[1] - end[1]) / 2
    x1 = math.cos(phi) * dx + math.sin(phi) * dy
    y1 = -math.sin(phi) * dx + math.cos(phi) * dy
    fit = (x1 / rx) ** 2 + (y1 / ry) ** 2
    if 0.9 < fit < 0.999:
        raise ValueError(f"an arc this close to a half ellipse cannot be rounded safely: {fit}")
    return fit >= 0.999


def transform_path(d: str, m: Matrix) -> tuple[str, tuple[float, float, float, float]]:
    """``d`` mapped through ``m``, as compact relative path data on a 0.1-unit grid, and its
    bounding box (control points included, so it contains the curve).

    >>> transform_path("M0,0h10v10z", (2, 0, 0, 2, 1, 1))
    ('M1 1h20v20z', (1.0, 1.0, 21.0, 21.0))
    >>> transform_path("M0,0C1,0 1,1 0,1", (0.5, 0, 0, 0.5, 10, 10))[0]
    'M10 10c.5 0 .5.5 0 .5'
    """
    scale = _scale_of(m)
    flip = m[0] * m[3] - m[1] * m[2] < 0
    rotation = math.degrees(math.atan2(m[1], m[0]))
    a, b, c, dd, e, f = m
    out = ""
    xs: list[float] = []
    ys: list[float] = []
    at = start = (0, 0)  # the current point and the subpath's start, in tenths
    exact = exact_start = (0.0, 0.0)  # the same, unrounded
    previous = ""
    for command, args in _segments(d):
        if command == "Z":
            out += "z"
            at, exact, previous = start, exact_start, "z"
            continue
        points = []
        for k in range(len(args) - 2 if command == "A" else 0, len(args), 2):
            x, y = args[k], args[k + 1]
            px, py = a * x + c * y + e, b * x + dd * y + f
            xs.append(px)
            ys.append(py)
            points.append((round(px * 10), round(py * 10)))
        if command == "M" and not out:
            numbers = [_tenths(points[0][0]), _tenths(points[0][1])]
            letter = "M"
        else:
            numbers = [_tenths(v - o) for point in points for v, o in zip(point, at, strict=True)]
            letter = command.lower()
            if letter == "l" and points[0][1] == at[1]:
                letter, numbers = "h", numbers[:1]
            elif letter == "l" and points[0][0] == at[0]:
                letter, numbers = "v", numbers[1:]
        if command == "A":
            rx, ry, angle, large, sweep = args[:5]
            end = (xs[-1], ys[-1])
            reach = 2 * max(rx, ry) * scale  # the arc stays within 2r of its end point
            xs.extend((end[0] - reach, end[0] + reach))
            ys.extend((end[1] - reach, end[1] + reach))
            sweep = 1 - sweep if flip else sweep
            rx, ry = rx * scale, ry * scale
            if _radii_fit(exact, end, rx, ry, angle + rotation):
                # A half circle or ellipse: radii a little short make the renderer fit them to
                # the rounded end points exactly, where rounded radii would bend the arc.
                rx, ry = rx * 0.95, ry * 0.95
            arc = [rx, ry, (angle + rotation) % 360, large, sweep]
            numbers = [_num(v) for v in arc] + numbers
        at = points[-1]
        exact = (a * args[-2] + c * args[-1] + e, b * args[-2] + dd * args[-1] + f)
        if command == "M":
            start, exact_start = at, exact
        repeat = letter == previous and letter not in ("M", "m")
        out += "" if repeat and numbers[0].startswith("-") else " " if repeat else letter
        out += _join(numbers)
        previous = letter
    return out, (min(xs), min(ys), max(xs), max(ys))


def _shape_path(element: ET.Element) -> str:
    """The outline of a basic shape as path data."""
    tag = element.tag.removeprefix(_Q)
    get = element.get
    if tag == "path":
        return get("d", "")
    if tag in ("circle", "ellipse"):
        cx, cy = float(get("cx", "0")), float(get("cy", "0"))
        rx = float(get("r") or get("rx") or "0")
        ry = float(get("r") or get("ry") or "0")
        arc = f"A{rx},{ry} 0 0 1"  # clockwise from 3 o'clock, as the circle's dashes are
        return f"M{cx + rx},{cy}{arc} {cx - rx},{cy}{arc} {cx + rx},{cy}Z"
    if tag == "rect":
        x, y = float(get("x", "0")), float(get("y", "0"))
        w, h = float(get("width", "0")), float(get("height", "0"))
        r = min(float(get("rx") or get("ry") or 0), w / 2, h / 2)
        if not r:
            return f"M{x},{y}H{x + w}V{y + h}H{x}Z"
        arc = f"A{r},{r} 0 0 1"
        return (
            f"M{x + r},{y}H{x + w - r}{arc} {x + w},{y + r}V{y + h - r}{arc} {x + w - r},{y + h}"
            f"H{x + r}{arc} {x},{y + h - r}V{y + r}{arc} {x + r},{y}Z"
        )
    raise ValueError(f"cannot flatten <{tag}>")


@dataclass
class _Shape:
    style: tuple[tuple[str, str], ...]
    d: str
    box: tuple[float, float, float, float]


@dataclass
class _Bucket:
    style: tuple[tuple[str, str], ...]
    parts: list[str] = field(default_factory=list)
    boxes: list[tuple[float, float, float, float]] = field(default_factory=list)

    def overlaps(self, box: tuple[float, float, float, float]) -> bool:
        return any(_overlap(box, other) for other in self.boxes)


def _overlap(
    one: tuple[float, float, float, float], two: tuple[float, float, float, float]
) -> bool:
    return one[0] < two[2] and two[0] < one[2] and one[1] < two[3] and two[1] < one[3]


def _own_style(element: ET.Element) -> dict[str, str]:
    """The inheritable presentation attributes set on ``element``."""
    style: dict[str, str] = {}
    for name, value in element.attrib.items():
        if name in _GEOMETRY or name == "href":
            continue
        if name not in INHERITED:
            raise ValueError(f"cannot flatten the attribute {name}={value!r}")
        style[name] = value
    return style


def _in_symbol_units(style: dict[str, str], scale: float) -> dict[str, str]:
    """Lengths are inherited as numbers and read in the shape's own user space, so they
    scale with the shape's transform."""
    scaled = dict(style)
    if scaled.get("stroke", "none") != "none" and "stroke-width" not in scaled and scale != 1:
        scaled["stroke-width"] = "1"  # the default, which the transform scaled
    for name in _SCALED:
        value = scaled.get(name, "none")
        if value != "none":
            numbers = re.split(r"[\s,]+", value.strip())
            scaled[name] = " ".join(_num(float(v) * scale) for v in numbers)
    return scaled


def _shapes(
    element: ET.Element, matrix: Matrix, style: dict[str, str], defs: dict[str, ET.Element]
) -> Iterator[_Shape]:
    tag = element.tag.removeprefix(_Q)
    if tag == "title":
        return
    matrix = _multiply(matrix, parse_transform(element.get("transform")))
    style = {**style, **_own_style(element)}
    if tag == "use":
        target = defs[str(element.get("href"))[1:]]
        yield from _shapes(target, matrix, style, defs)
    elif tag == "g":
        for child in element:
            yield from _shapes(child, matrix, style, defs)
    else:
        d, box = transform_path(_shape_path(element), matrix)
        style = _in_symbol_units(style, _scale_of(matrix))
        stroke = style.get("stroke", "none") != "none"
        # Room for the stroke, its caps and (miter limit 4) its joins.
        reach = 2 * float(style.get("stroke-width", str(_scale_of(matrix)))) if stroke else 0.0
        grown = (box[0] - reach, box[1] - reach, box[2] + reach, box[3] + reach)
        yield _Shape(tuple(sorted(style.items())), d, grown)


def merge_shapes(shapes: list[_Shape]) -> list[_Bucket]:
    """Group shapes into paths, in drawing order, without changing the picture.

    A shape joins an earlier path of its style only if it overlaps neither that path nor any
    path drawn after it; otherwise it starts a new path at the end.
    """
    buckets: list[_Bucket] = []
    for shape in shapes:
        target = None
        for bucket in reversed(buckets):
            if bucket.style == shape.style:
                if not bucket.overlaps(shape.box):
                    target = bucket
                break
            if bucket.overlaps(shape.box):
                break
        if target is None:
            target = _Bucket(shape.style)
            buckets.append(target)
        target.parts.append(shape.d)
        target.boxes.append(shape.box)
    return buckets


def flatten_symbol(symbol: ET.Element, defs: dict[str, ET.Element]) -> ET.Element:
    """A copy of ``symbol`` drawn with plain paths: no ``<use>``, and no group except one
    that wraps the whole drawing (the card faces set their ink on it)."""
    flat = ET.Element(symbol.tag, symbol.attrib)
    drawing = [child for child in symbol if child.tag != f"{_Q}title"]
    flat.extend(child for child in symbol if child.tag == f"{_Q}title")
    holder = flat
    if len(drawing) == 1 and drawing[0].tag == f"{_Q}g" and "transform" not in drawing[0].attrib:
        holder = ET.SubElement(flat, drawing[0].tag, drawing[0].attrib)
        drawing = list(drawing[0])
    shapes = [shape for child in drawing for shape in _shapes(child, IDENTITY, {}, defs)]
    for bucket in merge_shapes(shapes):
        ET.SubElement(holder, f"{_Q}path", {"d": "".join(bucket.parts), **dict(bucket.style)})
    return flat


def flatten_sprite(svg: str) -> str:
    """The sprite with every ``<symbol>`` flattened and the shared ``<defs>`` dropped."""
    ET.register_namespace("", SVG_NS)
    root = ET.fromstring(svg)
    defs = {
        str(element.get("id")): element
        for block in root.findall(f"{_Q}defs")
        for element in block.iter()
        if element.get("id")
    }
    flat = ET.Element(root.tag, root.attrib)
    for symbol in root.findall(f"{_Q}symbol"):
        flat.append(flatten_symbol(symbol, defs))
    return ET.tostring(flat, encoding="unicode")
