"""Every learner sentence lives in the catalogue (``ombre_core.messages.CATALOGUE``): the engine
names a code with parameters, the catalogue words it, so a translation is a second catalogue.

An AST scan of ``ombre_core`` flags string literals that look like words outside messages.py and
its catalogue parts; the codes the engine names must exist, with the placeholders their entries
expect."""

from __future__ import annotations

import ast
import builtins
import re
import string
from pathlib import Path

import pytest

from ombre_core.messages import CATALOGUE

PACKAGE = Path(__file__).resolve().parents[2] / "ombre_core"
CATALOGUE_FILES = {"messages.py", "catalogue_drills.py", "catalogue_errors.py"}

# Literals that look like words but never reach the page as a sentence, each with its reason.
ALLOWED: dict[str, str] = {
    "bid {}": "an action in the notation (exercises.calling replays a deal)",
    "trump {}": "an action in the notation (exercises.calling replays a deal)",
    "one of ": "a type's name in a bad-rules diagnostic (rules._type_name)",
    "a tuple of {}": "a type's name in a bad-rules diagnostic (rules._type_name)",
    "true or false": "a type's name in a bad-rules diagnostic (rules._type_name)",
    "a whole number": "a type's name in a bad-rules diagnostic (rules._type_name)",
    "contract {}": "a field's name in a bad-rules diagnostic (rules.Contract)",
    " without {}": "the removed suits in a bad-rules diagnostic (rules._without)",
    "at least {}": "a range in a bad-rules diagnostic (rules.RuleSet)",
    "at most {}": "a range in a bad-rules diagnostic (rules.RuleSet)",
    "failed vole": "an outcome level's key (outcomes.LEVELS), worded by level.failed-vole",
    "thrown in": "a deal's result key, like 'sacada', worded by result.thrown-in",
    "not over": "the review's result key of a deal still in play",
    "bid play": "a notation token (actions.py), the page labels it with label.bid-play",
    "bid higher": "a notation token (actions.py), the page labels it with label.bid-higher",
    "announce vole": "a notation token (actions.py), the page labels it label.announce-vole",
    "called holder": "a saved field's name in a diagnostic error",
    "choose {}": "an action in the notation (actions.py)",
    "call {}": "an action in the notation (actions.py)",
    "discard {}": "an action in the notation (actions.py)",
    "play {}": "an action in the notation (actions.py)",
    "dealer {}": "a deal's notation (game.py)",
    "pot {}": "a deal's notation (game.py)",
    "position {} {} ombre {} leader {}": "a position's notation (position.py)",
    "called {} {}": "a position's notation (position.py)",
}
# Functions and assignments (``module.py:name``) whose every string reaches no learner.
ALLOWED_SCOPES: dict[str, str] = {
    "__init__.py:_EXPORTS_BY_MODULE": "the package's lazy exports: Python names, not words",
    "rules.py:QUADRILLE_READING": "the house reading's documentation, for developers",
    "rules.py:OMBRE_A_DOS_READING": "the house reading's documentation, for developers",
    "guided.py:check_script": "the replay report for a script's author, not the learner",
    "session.py:GUIDED_RULES": "rule sets in notation",
    "errors.py:excerpt": "a bad value described inside a diagnostic error",
    "game.py:solver_problem": "the solver's SetupError; the page words review.unavailable.*",
    "api.py:_seat_at": "a bad seat parameter, a diagnostic error",
    "checker.py:_NAMES": "a parameter's type in a diagnostic error",
    "checker.py:range_words": "a parameter's range in a diagnostic error",
}

# Modules (``module.py``) and functions or classes (``module.py:name``) whose errors only a
# developer meets, each with its reason: their messages stay English. Every other error the
# engine raises reaches the learner (the reply's ``message``) and is worded by the catalogue's
# ``error.*`` entries.
DIAGNOSTICS: dict[str, str] = {
    "rules.py": "a rule set built wrong: the course's rule sets are presets, checked by tests",
    "checker.py": "a request parameter of the wrong type: the page's code sends the types",
    "scoring.py": "an outcome to settle that cannot happen: the engine builds every outcome",
    "solver.py": "the solver asked about a state it does not solve: the engine checks first",
    "sampler.py": "the layout sampler's budget or knowledge, set by the engine",
    "single_dummy.py": "the single-dummy analysis's budget, set by the engine",
    "knowledge.py": "a seat's knowledge or layout built wrong by the engine",
    "ideas.py": "a play's idea asked of a state that has none: the engine asks",
    "discards.py": "a discard judged outside the ombre's exchange: the engine asks",
    "notation.py:rules_text": "rules the state notation cannot write: only custom rule sets",
    "state.py:seat_order": "the settlement's seat order asked before there is an ombre",
    "ranking.py:plain_order": "the trump suit asked for as a plain suit: the engine asks",
    "api.py:call": "an unknown method: the page's code names the methods",
    "api.py:dispatch": "a request's method name or language of the wrong form: the page's code",
    "api.py:parse_params": "request JSON too large, too deep or malformed: the page's code",
    "api.py:_bounded_int": "a number in the request JSON too long: the page's code",
    "api.py:_no_constant": "NaN or Infinity in the request JSON: the page's code",
    "rating.py:RatingSettings": "the rating's own parameters, constants of the engine",
    "rating.py:_volatility": "Glicko-2's iteration failing to settle: a numeric bug report",
}
BUILTIN_ERRORS = {
    name
    for name in dir(builtins)
    if isinstance(getattr(builtins, name), type)
    and issubclass(getattr(builtins, name), BaseException)
}


def _internal(node: ast.expr | None) -> bool:
    """A built-in exception (``ValueError(...)``, ``AssertionError``): a bug's report, which the
    api words as its own ``internal-error``."""
    call = node.func if isinstance(node, ast.Call) else node
    name = call.attr if isinstance(call, ast.Attribute) else getattr(call, "id", "")
    return name in BUILTIN_ERRORS


WORDY = re.compile(r"[A-Za-z]")
CAPITALISED = re.compile(r"\b[A-Z][a-z]+\b")


def _callee(call: ast.Call) -> str:
    func = call.func
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else ""


def _skipped(tree: ast.Module, module: str) -> set[int]:
    """The nodes that are never learner text: docstrings, annotations, ``__all__`` and
    ``__repr__``, the arguments of exceptions (``raise X(...)``, ``XError(...)``, ``fail(...)``,
    the rule set's raising helper), the allowed scopes of ``module``, and the plain parts of
    f-strings (scanned whole)."""
    skip: set[int] = set()

    def skip_all(node: ast.AST | None) -> None:
        if node is not None:
            skip.update(id(sub) for sub in ast.walk(node))

    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            skip_all(node.value)  # a docstring, of a module, class, function or attribute
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names = {target.id for target in targets if isinstance(target, ast.Name)}
            if "__all__" in names or any(f"{module}:{name}" in ALLOWED_SCOPES for name in names):
                skip_all(node.value)
        if isinstance(node, ast.AnnAssign):
            skip_all(node.annotation)
        if isinstance(node, ast.arg):
            skip_all(node.annotation)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            skip_all(node.returns)
            if node.name == "__repr__" or f"{module}:{node.name}" in ALLOWED_SCOPES:
                skip_all(node)
        if isinstance(node, ast.Subscript):
            skip_all(node.slice)  # type arguments: Callable[..., "Exercise"]
        if (
            isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
            and f"{module}:{node.name}" in DIAGNOSTICS
        ):
            skip_all(node)  # every error raised inside is for developers
        if isinstance(node, ast.Raise) and (module in DIAGNOSTICS or _internal(node.exc)):
            skip_all(node.exc)
        if isinstance(node, ast.Call):
            callee = _callee(node)
            if (callee.endswith("Error") or callee == "fail") and (
                module in DIAGNOSTICS or _internal(node)
            ):
                skip_all(node)
        if isinstance(node, ast.JoinedStr):
            skip.update(id(part) for part in node.values if isinstance(part, ast.Constant))
    return skip


def learner_literals(path: Path) -> list[tuple[int, str]]:
    """The string literals and f-strings of ``path`` that look like words (a space and a
    letter, or a capitalised word) and are not skipped or allowed: ``(line, text)``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _skipped(tree, path.name)
    found = []
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
        elif isinstance(node, ast.JoinedStr):
            text = "".join(
                part.value if isinstance(part, ast.Constant) else "{}" for part in node.values
            )
        else:
            continue
        wordy = WORDY.search(text) and (" " in text.strip() or CAPITALISED.search(text))
        if wordy and text not in ALLOWED:
            found.append((node.lineno, text))
    return sorted(found)


def engine_files() -> list[Path]:
    return [
        path
        for path in sorted(PACKAGE.rglob("*.py"))
        if path.name not in CATALOGUE_FILES and path.parent.name != "locales"
    ]


def test_no_learner_sentence_is_written_outside_the_catalogue() -> None:
    found = [
        f"{path.relative_to(PACKAGE)}:{line}: {text!r}"
        for path in engine_files()
        for line, text in learner_literals(path)
    ]
    assert not found, "learner text outside the catalogue:\n" + "\n".join(found)


def test_the_scan_flags_a_sentence_and_skips_docstrings_errors_and_allowed_words(
    tmp_path: Path,
) -> None:
    source = tmp_path / "guided.py"
    source.write_text(
        '"""A docstring."""\n'
        "def f(n):\n"
        '    """Another docstring."""\n'
        "    if n:\n"
        '        print("Hello there")\n'
        '        raise ValueError(f"bad value {n} here")\n'
        '    hint = f"Take {n} tricks"\n'
        '    word = "Spadille"\n'
        '    code = "step.pass"\n'
        '    return "bid {}", hint, word, code\n',
        encoding="utf-8",
    )
    assert learner_literals(source) == [(5, "Hello there"), (7, "Take {} tricks"), (8, "Spadille")]
    source.write_text(source.read_text(encoding="utf-8").replace("def f", "def check_script"))
    assert learner_literals(source) == []


def test_the_allowlists_name_real_things() -> None:
    texts = {text for path in PACKAGE.rglob("*.py") for text in _all_literals(path)}
    assert set(ALLOWED) <= texts, set(ALLOWED) - texts
    for scope in ALLOWED_SCOPES:
        module, name = scope.split(":")
        source = (PACKAGE / module).read_text(encoding="utf-8")
        assert re.search(rf"^\s*(def {name}\(|{name}\b.*=)", source, re.MULTILINE), scope
    for scope in DIAGNOSTICS:
        module, _, name = scope.partition(":")
        source = (PACKAGE / module).read_text(encoding="utf-8")
        assert not name or re.search(rf"^\s*(def|class) {name}\b", source, re.MULTILINE), scope


def _all_literals(path: Path) -> set[str]:
    texts = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            texts.add(node.value)
        elif isinstance(node, ast.JoinedStr):
            texts.add(
                "".join(p.value if isinstance(p, ast.Constant) else "{}" for p in node.values)
            )
    return texts


# ---------------------------------------------------------------------------------------------
# The codes the engine names, and the placeholders it fills.


def placeholders(template: str) -> set[str]:
    """The parameters a catalogue entry takes; ``{Name}`` is the parameter ``name``."""
    names = {field for _, field, _, _ in string.Formatter().parse(template) if field}
    return {name[:1].lower() + name[1:] for name in names}


def _code_patterns(node: ast.expr) -> list[str] | None:
    """The codes a call's first argument can be, as regular expressions (an f-string's values
    match one dotted part), or None when it is not written out (a variable)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [re.escape(node.value)]
    if isinstance(node, ast.IfExp):
        body, orelse = _code_patterns(node.body), _code_patterns(node.orelse)
        return None if body is None or orelse is None else body + orelse
    if isinstance(node, ast.JoinedStr):
        return [
            "".join(
                re.escape(part.value) if isinstance(part, ast.Constant) else "[^./]+"
                for part in node.values
            )
        ]
    return None


def named_codes() -> list[tuple[str, str, list[str], set[str] | None]]:
    """Each ``label``/``plural``/``Message`` call with a written code in the engine:
    ``(where, function, code patterns, keywords given or None when unknown)``."""
    calls = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.name in CATALOGUE_FILES:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            function = _callee(node)
            if function not in ("label", "plural", "Message"):
                continue
            patterns = _code_patterns(node.args[0])
            if patterns is None:
                continue
            given: set[str] | None = {kw.arg for kw in node.keywords if kw.arg is not None}
            if any(kw.arg is None for kw in node.keywords):
                given = None
            if function == "Message":  # its parameters, and the names of the seats it tells
                params = _literal_keys(node.args[2]) if len(node.args) >= 3 else set()
                seats = next((kw.value for kw in node.keywords if kw.arg == "seats"), None)
                named = _literal_keys(seats) if seats is not None else set()
                given = None if params is None or named is None else params | named
            where = f"{path.relative_to(PACKAGE)}:{node.lineno}"
            calls.append((where, function, patterns, given))
    return calls


def _literal_keys(node: ast.expr) -> set[str] | None:
    """The keys of a literal dict (``None`` for anything else)."""
    if not isinstance(node, ast.Dict) or not all(isinstance(k, ast.Constant) for k in node.keys):
        return None
    return {str(key.value) for key in node.keys if isinstance(key, ast.Constant)}


def _entries(function: str, pattern: str) -> dict[str, str]:
    suffix = r"\.(one|other)" if function == "plural" else ""
    matcher = re.compile(pattern + suffix)
    return {code: text for code, text in CATALOGUE.items() if matcher.fullmatch(code)}


def test_the_engine_finds_codes_to_check() -> None:
    functions = {function for _, function, _, _ in named_codes()}
    assert functions == {"label", "plural", "Message"}
    assert len(named_codes()) > 100


@pytest.mark.parametrize(("where", "function", "patterns", "given"), named_codes())
def test_every_code_named_exists_with_the_placeholders_it_is_given(
    where: str, function: str, patterns: list[str], given: set[str] | None
) -> None:
    candidates: dict[str, str] = {}
    for pattern in patterns:
        entries = _entries(function, pattern)
        assert entries, f"{where}: no catalogue entry for {function}({pattern!r})"
        candidates.update(entries)
    if given is None:
        return
    implicit = {"count"} if function == "plural" else set()
    if function == "Message":
        implicit = {"who", "others", "defenders_accept"}  # render() fills them in
    expected = set().union(*(placeholders(text) for text in candidates.values()))
    assert given <= expected, f"{where}: {sorted(given - expected)} fill no placeholder"
    if len(patterns) == 1 and len(candidates) > 1 and "[^./]+" in patterns[0]:
        return  # an f-string code: which entries it takes depends on the value
    for code, text in candidates.items():
        missing = placeholders(text) - given - implicit
        assert not missing, f"{where}: {code} needs {sorted(missing)}"


# The learner's own call says how many tricks to win, the others' not.
YOU_EXTRAS = {"step.call-own/you": {"need", "total"}, "partner.own/you": {"need", "total"}}


def test_every_second_person_entry_takes_the_placeholders_of_its_base_entry() -> None:
    for code, text in CATALOGUE.items():
        if code.endswith("/you"):
            base = code.removesuffix("/you")
            assert base in CATALOGUE, code
            expected = placeholders(CATALOGUE[base]) - {"who"} | YOU_EXTRAS.get(code, set())
            assert placeholders(text) == expected, code


def test_every_counted_noun_has_an_entry_for_each_plural_category() -> None:
    counted = {code.removesuffix(".one") for code in CATALOGUE if code.endswith(".one")}
    for code in counted:
        assert f"{code}.one" in CATALOGUE and f"{code}.other" in CATALOGUE, code
