"""The course in every language, as built: each language's site under its folder (English at
the root) with every page, its own words or the English page under a notice in its language,
the same heading ids, the page's alternates in the head and the sitemap, its own search index,
and the one runtime at the root."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from sitegen.languages import LANGUAGES
from sitegen.lessons import TUTORIALS, lesson_files, translated
from sitegen.offline import precache_list
from sitegen.strings import text

OTHERS = [language for language in LANGUAGES if language.prefix]
HEADING_ID = re.compile(r'<h[1-6][^>]*\bid="([^"]+)"')


def heading_ids(page: Path) -> list[str]:
    """A page's heading ids, but the glossary's letters (each language files its terms under
    its own initials)."""
    ids = HEADING_ID.findall(page.read_text(encoding="utf-8"))
    return [found for found in ids if not found.startswith("letter-")]


def pages(site: Path) -> set[str]:
    """The pages of one language's site, by path from its root (other languages left out)."""
    skip = {language.code for language in OTHERS}
    return {
        path.relative_to(site).as_posix()
        for path in site.rglob("index.html")
        if path.relative_to(site).parts[0] not in skip
    }


def test_every_language_has_every_page_with_its_lang(built_site: Path) -> None:
    english = pages(built_site)
    assert len(english) > 25
    for language in OTHERS:
        site = built_site / language.code
        assert pages(site) == english, language.code
        for page in ("index.html", "tricks/index.html", "course-coverage/index.html"):
            assert f'<html lang="{language.code}"' in (site / page).read_text(encoding="utf-8")


def test_a_translated_page_keeps_the_english_heading_ids(built_site: Path) -> None:
    checked = 0
    for name, source in lesson_files(TUTORIALS).items():
        if not name.endswith("index.md"):
            continue
        page = name.removesuffix("index.md") + "index.html"
        english = heading_ids(built_site / page)
        for language in OTHERS:
            if translated(source, language.code):
                built = heading_ids(built_site / language.code / page)
                assert built == english, (language.code, page)
                checked += 1
    assert checked > 100


def test_a_page_not_translated_is_the_english_one_under_a_notice_in_the_language(
    built_site: Path,
) -> None:
    for language in OTHERS:
        notice = text("page.untranslated", language.code)
        assert notice != text("page.untranslated", "en")
        untranslated = (built_site / language.code / "course-coverage" / "index.html").read_text(
            encoding="utf-8"
        )
        assert notice.replace("'", "&#x27;") in untranslated or notice in untranslated
        assert '<div lang="en">' in untranslated
        translated_page = (built_site / language.code / "tricks" / "index.html").read_text(
            encoding="utf-8"
        )
        assert "ombre-untranslated" not in translated_page
    assert "ombre-untranslated" not in (built_site / "tricks" / "index.html").read_text()


def test_every_page_links_itself_in_every_language_and_the_sitemaps_say_so(
    built_site: Path,
) -> None:
    page = (built_site / "fr" / "tricks" / "index.html").read_text(encoding="utf-8")
    assert '<link rel="alternate"' not in page  # the theme would fetch a sitemap below each
    links = re.findall(r'<a href="([^"]+)" hreflang="([a-z]+)"', page)
    same_page = [(f"../../{language.prefix}tricks/", language.code) for language in LANGUAGES]
    assert links == same_page + same_page  # the header's switcher, then the page's foot
    sitemap = (built_site / "sv" / "sitemap.xml").read_text(encoding="utf-8")
    assert sitemap.count("<loc>") * (len(LANGUAGES) + 1) == sitemap.count("<xhtml:link")
    assert (
        "<loc>https://ombre.invalid/sv/tricks/</loc>"
        '\n         <xhtml:link rel="alternate" hreflang="en" href="https://ombre.invalid/tricks/"/>'
    ) in sitemap
    assert 'hreflang="x-default" href="https://ombre.invalid/tricks/"' in sitemap


@pytest.mark.parametrize("code", [language.code for language in OTHERS])
def test_each_language_searches_its_own_pages_with_its_stemming(
    built_site: Path, code: str
) -> None:
    index = json.loads((built_site / code / "search" / "search_index.json").read_text())
    assert index["config"]["lang"] == [code]
    locations = {doc["location"].split("#")[0] for doc in index["docs"]}
    assert "tricks/" in locations and not any(loc.startswith(f"{code}/") for loc in locations)
    english = json.loads((built_site / "search" / "search_index.json").read_text())
    assert english["config"]["lang"] == ["en"]


def test_the_runtime_is_the_roots_for_every_language(built_site: Path) -> None:
    assert (built_site / "assets" / "pyodide").is_dir()
    for language in OTHERS:
        site = built_site / language.code
        assert not (site / "assets" / "pyodide").exists()
        assert not (site / "assets" / "engine").exists()
        worker = (site / "js" / "engine-worker.js").read_text(encoding="utf-8")
        assert '"../../assets/pyodide/' in worker and '"../../assets/engine/' in worker
        assert 'ombre-engine-"+new URL("../../",import.meta.url).pathname' in worker


def test_each_language_names_the_cards_for_its_scripts(built_site: Path) -> None:
    english = json.loads((built_site / "assets" / "cards" / "cards.json").read_text())
    assert english["Kh"]["french"] == "King of hearts"
    for language in OTHERS:
        names = json.loads((built_site / language.code / "assets/cards/cards.json").read_text())
        assert names.keys() == english.keys()
        assert names["Kh"]["french"] != english["Kh"]["french"], language.code
        assert names["Ah"]["suit"] != "hearts", language.code


def test_each_language_has_its_own_worker_and_the_root_keeps_only_its_own_pages(
    built_site: Path,
) -> None:
    assert not [path for path in precache_list(built_site) if path.startswith("fr/")]
    for language in OTHERS:
        worker = (built_site / language.code / "sw.js").read_text(encoding="utf-8")
        listed = re.search(r"const RUNTIME = (.*);", worker)
        assert listed, language.code
        runtime = json.loads(listed.group(1))
        assert runtime and all(path.startswith("../assets/") for path in runtime)
