"""English left on a translated page (issue 25): on each page of every other language, the
English function words in the article's text, the parts marked ``lang="en"`` (a page not
translated yet under its notice, the glossary's English headwords, quotations) and code left
out. A page with a short run of English passes; an untranslated paragraph fails."""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

import pytest

from sitegen.languages import LANGUAGES
from sitegen.lessons import TUTORIALS, lesson_files, translated, translation_language

OTHERS = [language.code for language in LANGUAGES if language.prefix]

# Words that, in running text, mark English: no content word, few letters, very frequent.
FUNCTION_WORDS = frozenset(
    """
    the and of to is are was were with you your this that these those which when who what
    where whose from by it its be been being has have had not or for on an at if then than
    their they them there he his she her we our can will would should must may each every
    only into but as also does do did how why because while after before about over any
    """.split()  # noqa: SIM905 (a list of words reads better as prose)
)

# Words of the list that are also common words of a language: not counted there.
EXCLUDED = {
    # "on" the pronoun, "as" the ace, "but" the aim, "or" the conjunction, "an" a year
    "fr": frozenset({"on", "as", "but", "or", "an"}),
    # "as" the ace, "has" and "he" forms of haber ("has jugado", "he ganado")
    "es": frozenset({"as", "has", "he"}),
    # "as" the article and "ás" unaccented, "for" of ser ("se for"), "do" de+o
    "pt": frozenset({"as", "for", "do"}),
    # "be" to ask ("be om"), "by" a village, "and" a duck, "for" of fara, "an" ("ta sig an")
    "sv": frozenset({"be", "by", "and", "for", "an"}),
    # "an" the preposition, "was" what, "will" of wollen, "also" so, "not" need,
    # "her" hither ("hin und her"), "as" the ace in older spelling
    "de": frozenset({"an", "was", "will", "also", "not", "her", "as"}),
}


def _deal_quotes() -> list[str]:
    """The lines the guided deals quote from English poems, as their English files give them."""
    quotes = []
    for path in sorted(TUTORIALS.rglob("deals/*.toml")):
        if translation_language(path) is None:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
            quotes += [step["quote"] for step in data.get("step", []) if step.get("quote")]
    return quotes


# English on purpose that the widgets print without a lang mark: the deals' quotations, the
# old manuals' titles and the lines an example's source quotes from them. Left out of the count.
QUOTED = sorted(
    {
        *_deal_quotes(),
        "The Game of Quadrille",
        "The Court Gamester",
        "The Rape of the Lock",
        "should they make only five tricks, it is a remise",
        "they lose codille, if they make but three",
    },
    key=len,
    reverse=True,
)

# The most function words a page may carry: a borrowed phrase or two passes (the worst page
# counts 1 now), an untranslated paragraph (about fifteen) fails.
LIMIT = 6

SKIPPED_TAGS = frozenset({"script", "style", "code", "pre", "template"})
VOID_TAGS = frozenset(
    {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"}
)
WORD = re.compile(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)*")  # "forc'd", "Gain\u2019d": one word


class ArticleText(HTMLParser):
    """The text of a page's ``<article>``, without the elements in another language than the
    page's (``lang="en"``, the Spanish card names' ``lang="es"``) or holding code or scripts."""

    def __init__(self, language: str) -> None:
        super().__init__(convert_charrefs=True)
        self.language = language
        self.stack: list[tuple[str, bool]] = []  # open tags in the article: (tag, skipped)
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if not self.stack and tag != "article":
            return
        if tag in VOID_TAGS:  # no end tag; a line break still parts two words
            self.parts.append(" " if tag == "br" else "")
            return
        lang = (dict(attrs).get("lang") or self.language).lower()
        skipped = tag in SKIPPED_TAGS or lang.split("-")[0] != self.language
        self.stack.append((tag, skipped or (bool(self.stack) and self.stack[-1][1])))

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        pass  # a self-closed element holds no text

    def handle_endtag(self, tag: str) -> None:
        names = [name for name, _ in self.stack]
        if tag in names:  # close it and anything left open inside it
            del self.stack[len(names) - 1 - names[::-1].index(tag) :]
        if tag in {"p", "li", "div", "td", "th", "h1", "h2", "h3", "h4", "h5", "h6"}:
            self.parts.append("\n")

    def handle_data(self, data: str) -> None:
        if self.stack and not self.stack[-1][1]:
            self.parts.append(data)

    def text(self) -> str:
        return re.sub(r"[ \t\r\f\v]+", " ", "".join(self.parts))


def article_text(html: str, language: str) -> str:
    parser = ArticleText(language)
    start, end = html.find("<article"), html.rfind("</article>")
    parser.feed(html[start : end + len("</article>")] if 0 <= start < end else html)
    parser.close()
    return parser.text()


@dataclass(frozen=True)
class Count:
    words: int  # every word of the counted text
    english: Counter[str]  # the English function words, by word
    snippets: dict[str, str]  # each one's first occurrence, in context

    @property
    def total(self) -> int:
        return sum(self.english.values())

    def report(self, page: str, top: int = 5) -> str:
        found = ", ".join(
            f"{word} x{n}: '{self.snippets[word]}'" for word, n in self.english.most_common(top)
        )
        return f"{page}: {self.total} English function words ({found})"


def count_english(html: str, language: str) -> Count:
    """The English function words of a page's article in ``language``, with their contexts."""
    text = article_text(html, language)
    for passage in QUOTED:
        text = text.replace(passage, " ")
    counted = FUNCTION_WORDS - EXCLUDED.get(language, frozenset())
    english: Counter[str] = Counter()
    snippets: dict[str, str] = {}
    words = 0
    for match in WORD.finditer(text):
        words += 1
        word = match.group().lower()
        if word in counted:
            english[word] += 1
            if word not in snippets:
                start, end = max(0, match.start() - 40), match.end() + 40
                snippets[word] = " ".join(text[start:end].split())
    return Count(words, english, snippets)


def site_pages(site: Path) -> list[str]:
    """A language's pages, by path from its root."""
    return sorted(path.relative_to(site).as_posix() for path in site.rglob("index.html"))


def translated_pages(language: str) -> set[str]:
    """The built pages written in ``language`` (the rest are the English under a notice)."""
    pages = set()
    for name, source in lesson_files(TUTORIALS).items():
        if name.endswith("index.md") and translated(source, language):
            pages.add(name.removesuffix("index.md") + "index.html")
    return pages


def english_reports(site: Path, language: str) -> list[str]:
    """The pages of one language's site with more English than :data:`LIMIT`, each with its
    count and words in context; checks on the way that a page written in the language is
    counted (its text, not only a notice) and a page under the notice counts nothing."""
    written, failures = translated_pages(language), []
    for page in site_pages(site):
        count = count_english((site / page).read_text(encoding="utf-8"), language)
        if page in written:
            assert count.words >= 50, f"{language}/{page}: only {count.words} words counted"
        else:  # the English page under a notice: its whole article is lang="en"
            assert count.words < 30 and count.total == 0, count.report(page)
        if count.total > LIMIT:
            failures.append(f"{language}/{count.report(page)}")
    return failures


@pytest.mark.parametrize("language", OTHERS)
def test_a_translated_page_carries_little_english(built_site: Path, language: str) -> None:
    assert english_reports(built_site / language, language) == []


PARAGRAPH = (
    "<p>When the player to your left has taken the trick, the cards are gathered and it is "
    "their turn to lead: this is not the rule that you would expect from the other games.</p>"
)


def test_the_count_flags_an_english_paragraph(built_site: Path, tmp_path: Path) -> None:
    page = "bidding/index.html"
    html = (built_site / "fr" / page).read_text(encoding="utf-8")
    copy = tmp_path / "fr" / page
    copy.parent.mkdir(parents=True)
    copy.write_text(html.replace("</article>", PARAGRAPH + "</article>", 1), encoding="utf-8")
    [report] = english_reports(tmp_path / "fr", "fr")
    assert report.startswith(f"fr/{page}: 22 English function words (the x5: ")
    assert "the player to your left" in report  # the words in context
    marked = f'<div lang="en">{PARAGRAPH}</div></article>'
    copy.write_text(html.replace("</article>", marked, 1), encoding="utf-8")
    assert english_reports(tmp_path / "fr", "fr") == []


def test_the_article_text_leaves_out_english_code_and_scripts() -> None:
    html = (
        "<header>the the</header><article><p>Le pli <code>the trick</code> est "
        '<span lang="en-GB">the <b>trick</b></span> gagné<br>ici.</p>'
        "<script>var the = 1;</script></article><footer>and and</footer>"
    )
    assert article_text(html, "fr").split() == ["Le", "pli", "est", "gagné", "ici."]
    assert count_english(html, "fr").total == 0
    assert count_english("<article><p>the cards and the trick</p></article>", "fr").total == 3
