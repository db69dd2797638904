"""The course's languages: English at the site's root, each other one under ``/<code>/``.

The codes are the engine's (``ombre_core.messages.LANGUAGES``); this adds what the site needs to
build and link each one.

>>> [language.prefix for language in LANGUAGES][:2]
['', 'fr/']
>>> by_code("sv").name
'Svenska'
"""

from __future__ import annotations

import gzip
import re
from dataclasses import dataclass
from pathlib import Path

from ombre_core.messages import COMPLETE
from ombre_core.messages import LANGUAGES as CODES


@dataclass(frozen=True)
class Language:
    code: str
    """The page's ``lang``, the catalogues' key and, but for English, the URL folder."""
    name: str
    """The language's own name, as the language switcher shows it."""
    search: str
    """The search index's stemming language (the theme's search plugin ``lang``)."""

    @property
    def complete(self) -> bool:
        """Whether every word of the engine and the site is written in it (a missing one then
        fails the tests); until then the ones not written are said in English."""
        return self.code in COMPLETE

    @property
    def prefix(self) -> str:
        """The folder of this language's pages below the site root: ``''`` or ``'fr/'``."""
        return "" if self.code == ENGLISH else f"{self.code}/"


ENGLISH = "en"
LANGUAGES: tuple[Language, ...] = (
    Language("en", "English", "en"),
    Language("fr", "Français", "fr"),
    Language("es", "Español", "es"),
    Language("pt", "Português", "pt"),
    Language("sv", "Svenska", "sv"),
    Language("de", "Deutsch", "de"),
)
if tuple(language.code for language in LANGUAGES) != CODES:
    raise RuntimeError("sitegen.languages and ombre_core.messages.LANGUAGES disagree")


def by_code(code: str) -> Language:
    """The language whose code is ``code``; ``KeyError`` for any other."""
    for language in LANGUAGES:
        if language.code == code:
            return language
    raise KeyError(f"no course language {code!r}: choose one of {CODES}")


_LOC = re.compile(r"(\s*)<loc>([^<]*)</loc>")
_XHTML = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"'


def sitemap_with_alternates(sitemap: str, prefix: str) -> str:
    """The sitemap of the language whose folder is ``prefix``, each page given its ``hreflang``
    alternates: the same page in every language, and English as the default. Every language
    has every page (one not written yet shows the English text).

    >>> urls = "".join(f"<url><loc>https://o.test/fr/{page}</loc></url>" for page in ("", "a/"))
    >>> text = sitemap_with_alternates(f'<urlset xmlns="x">{urls}</urlset>', "fr/")
    >>> text.count("<xhtml:link"), 'hreflang="de" href="https://o.test/de/a/"' in text
    (14, True)
    >>> 'hreflang="x-default" href="https://o.test/a/"' in text
    True
    """
    locs = _LOC.findall(sitemap)
    if not locs:
        return sitemap
    home = min((loc for _, loc in locs), key=len)
    if not home.endswith("/" + prefix) and prefix:
        raise ValueError(f"the sitemap's home {home!r} is not under {prefix!r}")
    root = home.removesuffix(prefix)

    def alternates(match: re.Match[str]) -> str:
        indent, loc = match.groups()
        path = loc.removeprefix(home)
        links = [(language.code, root + language.prefix + path) for language in LANGUAGES]
        links.append(("x-default", root + path))
        return match.group(0) + "".join(
            f'{indent}<xhtml:link rel="alternate" hreflang="{code}" href="{href}"/>'
            for code, href in links
        )

    with_links = _LOC.sub(alternates, sitemap)
    return with_links.replace("<urlset ", f"<urlset {_XHTML} ", 1)


def write_sitemap_alternates(public: Path) -> None:
    """Give every language's sitemap (``sitemap.xml`` and its gzip copy) its pages' alternates."""
    for language in LANGUAGES:
        path = public / language.prefix / "sitemap.xml"
        if not path.is_file():
            continue
        text = sitemap_with_alternates(path.read_text(encoding="utf-8"), language.prefix)
        path.write_text(text, encoding="utf-8")
        path.with_name("sitemap.xml.gz").write_bytes(gzip.compress(text.encode(), mtime=0))


def alternates(here: Language, url: str, site_url: str = "") -> list[dict[str, str]]:
    """The page at ``url`` (relative to its language's root, ``''`` for the home page) of the
    language ``here``, in every language: its ``code``, ``name``, folder ``prefix``, ``href``
    relative to the page,
    and ``absolute`` from ``here``'s ``site_url`` (``''`` without one).

    >>> [link["href"] for link in alternates(by_code("fr"), "tricks/")][:3]
    ['../../tricks/', '../../fr/tricks/', '../../es/tricks/']
    >>> alternates(by_code("en"), "", "https://o.test/")[1]["absolute"]
    'https://o.test/fr/'
    """
    up = "../" * (url.count("/") + here.prefix.count("/"))
    root = site_url.removesuffix(here.prefix) if site_url.endswith("/" + here.prefix) else site_url
    return [
        {
            "code": language.code,
            "name": language.name,
            "prefix": language.prefix,
            "href": (up + language.prefix + url) or "./",
            "absolute": root + language.prefix + url if site_url else "",
        }
        for language in LANGUAGES
    ]
