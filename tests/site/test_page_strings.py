"""Every word the build writes into a page lives in ``site/strings/<lang>/`` (the site's words)
or in the engine's catalogue, not in ``sitegen/`` or ``site/hooks/``: the build's code names a
key, ``sitegen.strings.text`` words it in the page's language, so a translation is a folder.

An AST scan, like the engine's (``tests/engine/test_catalogue.py``), flags string literals that
look like English words once their HTML (tags, attributes, entities) is taken out; docstrings,
exceptions, assertions and ``print`` (the build's own report) are skipped, and the allowlists
below name what is left, each with its reason."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from sitegen.strings import strings

ROOT = Path(__file__).resolve().parents[2]
SCANNED = ("sitegen/**/*.py", "site/hooks/*.py")

# Literals that look like words but are no page's words, each with its reason.
ALLOWED: dict[str, str] = {
    "start here": "course_metrics finds the home page's link by its text (the lesson's words)",
    "the exercise": "names the drawing in the Node renderer's errors (widgets/exercise.py)",
    "the puzzle": "names the drawing in the Node renderer's errors (widgets/puzzle.py)",
}
# Modules (``path``) or functions and assignments (``path:name``) whose every string reaches
# no learner, each with its reason.
ALLOWED_SCOPES: dict[str, str] = {
    "sitegen/server.py": "the loopback server's HTTP headers and content types",
    "sitegen/protocol_dts.py": "TypeScript declarations written for the linters",
    "sitegen/offline.py:service_worker": "the service worker's JavaScript",
    "sitegen/presets.py:presets_module": "a JavaScript module of the preset names",
    "sitegen/strings.py:js_module": "the JavaScript module of the words, comments and code",
    "sitegen/widgets/puzzle.py:SWAP_SCRIPT": "an inline script of the puzzle page",
    "sitegen/cards.py:faces_css": "a comment at the top of the generated stylesheet",
    "sitegen/course_metrics.py:format_metrics": "the build's report of the course's numbers",
    "sitegen/course_metrics.py:budget_problems": "the build's report of the course's budgets",
    "sitegen/coverage.py:load_coverage": "diagnostics of a malformed coverage file",
    "sitegen/coverage.py:check_coverage": "the build's report of missing coverage",
    "sitegen/languages.py:LANGUAGES": "each language's own name, for the language switcher",
    "sitegen/figures.py:TITLED": "the matadors' names, engine card titles (ranking.card_title)",
}

_TAG = re.compile(r"<[^<>]*>")
_ATTRIBUTE = re.compile(r"[\w:.-]+=(\"[^\"]*\"|'[^']*')")
_ENTITY = re.compile(r"&#?\w+;|\{\}")
_WORDS = re.compile(r"[A-Za-z]{2,}[,:;.!?]?\s+[A-Za-z]{2,}|\b[A-Z][a-z]{2,}\b")


def prose(literal: str) -> str:
    """What a literal would show as text: its tags, attributes and entities taken out, and
    the tail of a tag it opens or the head of one it closes.

    >>> prose('name="gascarille" disabled> Gascarille (swedish rules)</label>')
    ' Gascarille (swedish rules) '
    >>> prose('<div class="ombre-scroll" tabindex="0" role="region" ').strip()
    ''
    """
    text = _TAG.sub(" ", literal)
    opened, closed = text.find("<"), text.find(">")
    if closed >= 0 and (opened < 0 or closed < opened):
        text = text[closed + 1 :]
    if "<" in text:
        text = text[: text.index("<")]
    return _ENTITY.sub(" ", _ATTRIBUTE.sub(" ", text))


def _scope_names(node: ast.AST) -> set[str]:
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return {node.name}
    if isinstance(node, ast.Assign):
        return {target.id for target in node.targets if isinstance(target, ast.Name)}
    if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
        return {node.target.id}
    return set()


def _skipped(tree: ast.Module, module: str) -> set[int]:
    """Docstrings, exceptions, assertions, ``print`` calls, annotations, the allowed scopes of
    ``module`` and the plain parts of f-strings (scanned whole)."""
    skip: set[int] = set()

    def skip_all(node: ast.AST | None) -> None:
        if node is not None:
            skip.update(id(sub) for sub in ast.walk(node))

    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            skip_all(node.value)
        if isinstance(node, (ast.Raise, ast.Assert)):
            skip_all(node)
        if isinstance(node, ast.AnnAssign):
            skip_all(node.annotation)
        if isinstance(node, ast.arg):
            skip_all(node.annotation)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            skip_all(node.returns)
        if any(f"{module}:{name}" in ALLOWED_SCOPES for name in _scope_names(node)):
            skip_all(node)
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name.endswith("Error") or name == "print":
                skip_all(node)
        if isinstance(node, ast.JoinedStr):
            skip.update(id(part) for part in node.values if isinstance(part, ast.Constant))
    return skip


def page_literals(path: Path, module: str = "") -> list[tuple[int, str]]:
    """The string literals and f-strings of ``path`` (allowed as ``module``, by default its
    path in the repository) whose text looks like English words and that are not skipped or
    allowed: ``(line, text)``."""
    module = module or path.relative_to(ROOT).as_posix()
    if module in ALLOWED_SCOPES:
        return []
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _skipped(tree, module)
    found = []
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
        elif isinstance(node, ast.JoinedStr):
            text = "".join(
                str(part.value) if isinstance(part, ast.Constant) else "{}" for part in node.values
            )
        else:
            continue
        if _WORDS.search(prose(text)) and text not in ALLOWED:
            found.append((node.lineno, text))
    return sorted(found)


def scanned_files() -> list[Path]:
    return sorted(path for pattern in SCANNED for path in ROOT.glob(pattern))


def test_no_page_words_are_written_in_the_build_code() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{line}: {text!r}"
        for path in scanned_files()
        for line, text in page_literals(path)
    ]
    assert not found, "page words outside site/strings:\n" + "\n".join(found)


def test_the_scan_flags_words_and_skips_markup_docstrings_and_errors(tmp_path: Path) -> None:
    source = tmp_path / "probe.py"
    body = (
        '"""A docstring."""\n'
        "def f(n):\n"
        '    html = f\'<p class="ombre-x" role="status">{n}</p>\'\n'
        "    if n:\n"
        '        raise ValueError(f"bad value {n} here")\n'
        "    assert n, 'a reason for developers'\n"
        '    said = f"<th scope=\\"col\\">Trick {n}</th>"\n'
        "    return html, said, 'Deal', 'game.table.deal'\n"
    )
    source.write_text(body, encoding="utf-8")
    assert page_literals(source, "sitegen/probe.py") == [
        (7, '<th scope="col">Trick {}</th>'),
        (8, "Deal"),
    ]
    assert page_literals(source, "sitegen/server.py") == []


def test_the_allowlists_name_real_things() -> None:
    texts = {text for path in scanned_files() for text in _all_literals(path)}
    assert set(ALLOWED) <= texts, set(ALLOWED) - texts
    for scope in ALLOWED_SCOPES:
        module, _, name = scope.partition(":")
        source = (ROOT / module).read_text(encoding="utf-8")
        if name:
            assert re.search(rf"^\s*(def {name}\(|{name}\b.*=)", source, re.MULTILINE), scope


def _all_literals(path: Path) -> set[str]:
    texts = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            texts.add(node.value)
    return texts


def test_every_english_entry_is_html_that_closes_what_it_opens() -> None:
    unbalanced = [
        f"{key}: {entry!r}"
        for key, entry in strings("en").items()
        if sorted(re.findall(r"<(\w+)[^>]*>", entry)) != sorted(re.findall(r"</(\w+)>", entry))
    ]
    assert not unbalanced, "\n".join(unbalanced)


def test_every_counted_english_entry_has_both_english_categories() -> None:
    entries = strings("en")
    counted = {key.rpartition(".")[0] for key in entries if key.endswith((".one", ".other"))}
    lacking = [
        key
        for key in sorted(counted)
        if f"{key}.one" not in entries or f"{key}.other" not in entries
    ]
    assert not lacking, lacking
