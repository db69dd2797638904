"""Every learner sentence is in the catalogue (``ombre_core/messages.py``): an engine module
says what happened as codes with parameters, and the catalogue words it, so a translation is a
second catalogue with the same codes.

The scan flags a string literal (or f-string) that looks like words outside ``messages.py``,
skipping docstrings, the arguments of a ``raise`` (diagnostic errors keep an English message
with their stable code) and :data:`ALLOWED`, the few non-learner strings with their reason."""

from __future__ import annotations

import ast
import re
import string
from collections.abc import Iterator
from pathlib import Path

from ombre_core.messages import CATALOGUE

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "ombre_core"

PENDING = {
    # Moved by the other half.
    "scoring.py",
    "rules.py",
    "exercises",
    "api.py",
}
"""Modules (or folders) of ``ombre_core`` the scan skips for now."""

ALLOWED: dict[str, str] = {
    "failed vole": "an outcome level's key (outcomes.LEVELS), worded by level.failed-vole",
    "thrown in": "a deal's result key, like 'sacada', worded by result.thrown-in",
    "not over": "the review's result key of a deal still in play",
    "bid play": "a notation token (actions.py), the page labels it with label.bid-play",
    "bid higher": "a notation token (actions.py), the page labels it with label.bid-higher",
    "announce vole": "a notation token (actions.py), the page labels it label.announce-vole",
    "called holder": "a saved field's name in a diagnostic error",
    "guided.py:check_script": "the replay report for a script's author, not the learner",
    "session.py:GUIDED_RULES": "rule sets in notation",
    "errors.py:excerpt": "a bad value described inside a diagnostic error",
    "game.py:solver_problem": "the solver's SetupError; the page words review.unavailable.*",
    "__init__.py:_EXPORTS_BY_MODULE": "the package's lazy exports: Python names",
    "cards.py:_RANK_NAMES": "card names, parameters of sentences until a later issue",
    "ranking.py:card_title": "the matadors' names, card names like the ranks'",
}
"""Strings that look like words but reach no learner, with the reason each is allowed: the
string itself, or ``module.py:name`` for every string of a function or an assignment."""

WORDS = re.compile(r"[A-Za-z]{2,} [A-Za-z]|\b[A-Z][a-z]{2,}")
"""Looks like words: two words with a space, or a capitalised word (a notation token such as
``play {card}`` or ``As Kh`` does not)."""


def engine_files() -> list[Path]:
    files = []
    for path in sorted(ENGINE.rglob("*.py")):
        relative = path.relative_to(ENGINE)
        if path.name == "messages.py" or str(relative) in PENDING or relative.parts[0] in PENDING:
            continue
        files.append(path)
    return files


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of docstring nodes: a string statement first in a body, or after an assignment
    (an attribute's docstring)."""
    found = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if not isinstance(body, list):
            continue
        for statement in body:
            if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant):
                found.add(id(statement.value))
    return found


def _skipped(tree: ast.AST, module: str) -> set[int]:
    """The ids of every node inside a ``raise`` statement or an exception's constructor
    (``...Error(...)``), a docstring, the names of ``__all__``, a ``__repr__`` or a function
    or assignment :data:`ALLOWED` names."""
    skipped = _docstrings(tree)
    for node in ast.walk(tree):
        callee = getattr(node, "func", None)
        if getattr(callee, "id", getattr(callee, "attr", "")).endswith("Error"):
            skipped.update(id(inner) for inner in ast.walk(node))
        names = [getattr(target, "id", None) for target in getattr(node, "targets", [])]
        names.append(getattr(getattr(node, "target", None), "id", None))
        if isinstance(node, ast.FunctionDef):
            names.append(node.name)
        allowed = any(f"{module}:{name}" in ALLOWED for name in names)
        python = "__all__" in names or "__repr__" in names
        if isinstance(node, ast.Raise) or python or allowed:
            skipped.update(id(inner) for inner in ast.walk(node))
    return skipped


def _text(node: ast.AST) -> str | None:
    """A string literal's text, an f-string's literal parts joined with ``{}`` for values."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(
            str(part.value) if isinstance(part, ast.Constant) else "{}" for part in node.values
        )
    return None


def english_literals(source: str, module: str = "") -> Iterator[tuple[int, str]]:
    """The string literals of a module's ``source`` (its file called ``module``) that look
    like learner words: (line, text)."""
    tree = ast.parse(source)
    skipped = _skipped(tree, module)
    inner = set()  # the constant parts of an f-string, judged with it
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            inner.update(id(part) for part in node.values)
    for node in ast.walk(tree):
        if id(node) in skipped or id(node) in inner:
            continue
        text = _text(node)
        if text is not None and WORDS.search(text) and text not in ALLOWED:
            yield node.lineno, text


def test_no_learner_english_outside_the_catalogue() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{line}: {text!r}"
        for path in engine_files()
        for line, text in english_literals(path.read_text(encoding="utf-8"), path.name)
    ]
    assert not found, "English outside the catalogue:\n" + "\n".join(found)


def test_the_scan_flags_a_sentence() -> None:
    source = 'def f():\n    """Doc."""\n    raise ValueError("a bad thing")\n    return "You win"\n'
    assert list(english_literals(source)) == [(4, "You win")]
    assert list(english_literals(source, "guided.py")) == [(4, "You win")]
    assert not list(english_literals(source.replace("def f", "def check_script"), "guided.py"))
    assert list(english_literals('x = f"{a} wins the {b}"\n')) == [(1, "{} wins the {}")]
    assert not list(english_literals('x = {"failed vole": 0, "play": f"play {card}"}\n'))


def _placeholders(template: str) -> set[str]:
    return {name.lower() for _, name, _, _ in string.Formatter().parse(template) if name}


YOU_ALSO = {
    # The learner who calls an own king is told the tricks to win; the others are not.
    "step.call-own/you": {"need", "total"},
    "partner.own/you": {"need", "total"},
}
"""Placeholders a ``/you`` entry has beyond its base entry's (the message gives both)."""


def test_each_you_entry_has_its_base_entrys_placeholders() -> None:
    for code, template in CATALOGUE.items():
        if code.endswith("/you"):
            base = code.removesuffix("/you")
            assert base in CATALOGUE, code
            mine, theirs = _placeholders(template), _placeholders(CATALOGUE[base]) - {"who"}
            assert mine == theirs | YOU_ALSO.get(code, set()), code


def _literal_keys(node: ast.expr | None) -> set[str] | None:
    """The keys of a literal dict (``None`` for anything else)."""
    if not isinstance(node, ast.Dict) or not all(isinstance(k, ast.Constant) for k in node.keys):
        return None
    return {str(key.value) for key in node.keys if isinstance(key, ast.Constant)}


def _used_codes() -> Iterator[tuple[str, str, ast.expr, set[str] | None]]:
    """Each code given to ``Message``, ``label`` or ``plural`` in the engine as a literal or an
    f-string: (where, the function, the code's node, the parameters given, or None when they
    are not all written out)."""
    for path in sorted(ENGINE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", None))
            first = node.args[0]
            if name not in ("Message", "label", "plural"):
                continue
            if not isinstance(first, (ast.Constant, ast.JoinedStr)):
                continue
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            keywords = {str(k.arg) for k in node.keywords}
            given: set[str] | None = keywords if all(k.arg for k in node.keywords) else None
            if name == "Message":
                params = _literal_keys(node.args[2]) if len(node.args) >= 3 else set()
                seats = next((k.value for k in node.keywords if k.arg == "seats"), None)
                named = _literal_keys(seats) if seats is not None else set()
                given = None if params is None or named is None else params | named
            yield where, str(name), first, given


def _entries(function: str, code: ast.expr) -> list[str]:
    """The catalogue entries a code names: itself (and its ``/you`` entry) for ``Message``
    and ``label``, its plural categories for ``plural``; an f-string names every entry its
    pattern matches."""
    if isinstance(code, ast.Constant):
        pattern = re.escape(str(code.value))
    else:
        pattern = "".join(
            re.escape(str(part.value)) if isinstance(part, ast.Constant) else "[^.]+"
            for part in code.values  # type: ignore[attr-defined]
        )
    suffix = r"\.(one|other)" if function == "plural" else "(/you)?"
    matcher = re.compile(pattern + suffix)
    return [key for key in CATALOGUE if matcher.fullmatch(key)]


def test_every_code_used_is_in_the_catalogue() -> None:
    for where, function, code, _ in _used_codes():
        entries = _entries(function, code)
        assert entries, f"{where}: no catalogue entry for {ast.unparse(code)}"
        if function == "plural":
            assert len(entries) % 2 == 0, f"{where}: {ast.unparse(code)} lacks a plural form"


def test_every_literal_parameter_matches_its_template() -> None:
    implied = {"who", "others", "defenders_accept"}  # filled in by render()
    for where, function, code, given in _used_codes():
        if given is None or not isinstance(code, ast.Constant):
            continue
        wanted = set().union(*(_placeholders(CATALOGUE[key]) for key in _entries(function, code)))
        if function == "plural":
            given = given | {"count"}  # plural() gives the count; a form may leave it out
            wanted = wanted | {"count"}
        if function == "Message":
            given = given | implied
        assert wanted <= given, (where, code.value, wanted - given)
        assert given <= wanted | implied, (where, code.value, given - wanted)
