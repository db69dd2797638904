"""Build-time drawings for the results and payments lessons and the quick reference.

Everything here is computed by ``ombre_core`` (``scoring.settle``, ``RuleSet`` presets,
``Session``): a worked ``[[payment]]`` example drawn as its outcome and a settlement table,
the two presets' payment rules side by side, the matador bonus by run length, and a session's
running tally. Lessons call them through the macros of :func:`scoring_macros`.

>>> rows = dict((key, (standard, swedish)) for key, _, standard, swedish in payment_rows("en"))
>>> rows["values"]
('Entrada 5, Vuelta 7, Solo 15', 'Juego 5, Voltereta 7, Solo 8, Oros 8')
>>> bonus_by_run(RuleSet.preset("swedish"))[:4]
[(1, 0), (2, 0), (3, 3), (4, 4)]
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from typing import Any

from markupsafe import Markup

from ombre_core.bots import SimpleBot
from ombre_core.cards import Card, Suit, mask_of
from ombre_core.messages import PLAYER_NAMES, use_language
from ombre_core.messages import label as engine_label
from ombre_core.ranking import trump_order
from ombre_core.rules import RuleSet
from ombre_core.scoring import matador_bonus
from ombre_core.session import Session
from ombre_tools.examples import Example
from sitegen.coverage import coverage_table
from sitegen.figures import order_list
from sitegen.glossary import glossary_html
from sitegen.languages import ENGLISH
from sitegen.lessons import PageContext
from sitegen.presets import preset_title, presets, rules_words
from sitegen.strings import capitalised, listed, plural, text

PRESET_NAMES = ("standard", "swedish")


def _roles(players: int, lang: str, partner: int | None = None) -> tuple[str, ...]:
    """The column names for a deal of ``players``, the ombre first, then the others in play
    order: one defender has no number; at four or five the called partner (its place in that
    order, if any) is named and the defenders are numbered without it.

    >>> _roles(2, "en"), _roles(4, "en", partner=2)
    (('Ombre', 'Defender'), ('Ombre', 'Defender 1', 'Partner', 'Defender 2'))
    >>> _roles(5, "en")
    ('Ombre', 'Defender 1', 'Defender 2', 'Defender 3', 'Defender 4')
    """
    ombre = text("scoring.role.ombre", lang)
    if players == 2:
        return (ombre, text("scoring.role.defender", lang))
    names, defender = [ombre], 0
    for place in range(1, players):
        if place == partner:
            names.append(text("scoring.role.partner", lang))
        else:
            defender += 1
            names.append(text("scoring.role.defender-numbered", lang, number=defender))
    return tuple(names)


SEATS = PLAYER_NAMES
WIDE_TABLE = 3
"""Players beyond which a settlement line's words get a row of their own."""


def _verdict(rules: RuleSet, result: str, codille_by: int | None, players: int, lang: str) -> str:
    """The result's heading: a side game's by the majority (Quadrille and Quintille, the
    ombre's side against the rest), else by who has the most."""
    if rules.tricks_rule == "majority":
        return text(f"scoring.side-result.{result}", lang)
    if codille_by and players > 2:
        return text("scoring.result.codille-by", lang, defender=codille_by)
    return text(f"scoring.result.{result}", lang)


def signed(value: int) -> str:
    """``+5``, ``\u22125`` (a real minus sign) or ``0``."""
    if value == 0:
        return "0"
    return f"+{value}" if value > 0 else f"\u2212{-value}"


def _number_cell(value: int, tag: str = "td") -> str:
    return f'<{tag} class="ombre-num" data-value="{value}">{signed(value)}</{tag}>'


# --- a worked [[payment]] example ------------------------------------------------------------


def _options_text(example: Example, lang: str) -> str:
    options = example.raw.get("options") or {}
    if not options:
        return ""
    unworded = [f"{key} = {value!r}" for key, value in options.items() if value is not True]
    if unworded:
        raise ValueError(f"{example.name}: only options switched on are worded: {unworded}")
    parts = ", ".join(text(f"scoring.option.{key}", lang) for key in options)
    return text("scoring.table-option", lang, options=html.escape(parts))


CARD_CODE = re.compile(r"\b([A2-7JQK])([shdc])\b")


def _symbols(text: str) -> str:
    """Card codes in an engine message (``As 2s``) as symbols (``A♠ 2♠``), for reading."""
    return CARD_CODE.sub(lambda match: Card.parse(match.group(0)).symbol(), text)


def payment_body(context: PageContext, example: Example, engine: dict[str, Any]) -> str:
    """The outcome (contract, trumps, tricks, pot, the ombre's hand) and every settlement line.

    ``engine`` is ``Settlement.to_dict()`` from the example checker, so every figure shown is
    the engine's: one row per line with its message and chips, a total row, the pot after.
    """
    lang = context.lang
    values = example.values
    rules: RuleSet = values["rules"]
    contract = rules.contract(values["contract"])
    pot = values["pot"]
    tricks = values["tricks"]
    if contract.aim == "none":
        worth = text("scoring.worth.vole", lang)
    else:
        each = "the" if rules.defenders == 1 else "each"
        worth = text(f"scoring.worth.from-{each}-defender", lang, value=contract.value)
    facts = [
        text(
            "scoring.facts.rules",
            lang,
            rules=text(f"scoring.rules.{rules.name}", lang),
            options=_options_text(example, lang),
        ),
        capitalised(text("scoring.facts.contract", lang, contract=contract.name, worth=worth)),
    ]
    if "trump" in values:
        trump: Suit = values["trump"]
        facts.append(capitalised(text("scoring.facts.trumps", lang, suit=trump.name_in())))
    events = []
    if values.get("vole"):
        style = "announced" if rules.vole_style == "announce" else "committed"
        events.append(text(f"scoring.event.vole-{style}", lang))
    if values.get("stopped"):
        events.append(text("scoring.event.stopped", lang))
    if values.get("surrendered"):
        events.append(text("scoring.event.surrendered", lang))
    count_cells = "".join(f'<td class="ombre-num">{count}</td>' for count in tricks)
    hand = ""
    if "ombre_hand" in values:
        faces = "".join(context.card(str(card), size="sm") for card in values["ombre_hand"])
        hand = (
            '<p class="ombre-settle__hand">'
            + text("scoring.ombre-hand", lang, hand=f'<span class="ombre-hand">{faces}</span>')
            + "</p>"
        )
    head = "".join(
        f'<th scope="col">{role}</th>' for role in _roles(len(tricks), lang, values.get("partner"))
    )
    rows = []
    # At four or five players the number columns leave a phone no room for a line's words
    # beside them: the words get a row of their own above the line's numbers.
    wide = len(tricks) > WIDE_TABLE
    for number, line in enumerate(engine["lines"], start=1):
        message = _symbols(str(line["message"]))
        said = f"{number}. {html.escape(capitalised(message))}"
        cells = "".join(_number_cell(int(value)) for value in line["chips"])
        if wide:
            rows.append(
                f'<tr class="ombre-settle__say"><td colspan="{len(tricks) + 2}">{said}</td></tr>'
            )
            said = f"{number}."
        rows.append(
            f'<tr data-line="{html.escape(str(line["code"]))}">'
            f'<th scope="row">{said}</th>'
            f"{cells}{_number_cell(int(line['pot_change']))}</tr>"
        )
    total = text("scoring.settle.total", lang)
    if wide:
        total = f'<span class="ombre-num">{total}</span>'  # on one line
    pot_after = int(engine["pot_after"])
    totals = "".join(_number_cell(int(value), "td") for value in engine["chips"])
    result = str(engine["result"])
    verdict = _verdict(rules, result, engine.get("codille_by"), len(tricks), lang)
    if contract.aim == "none":
        # A contrabola is decided by whether the declarer took a trick, not by the counts.
        made = "made" if tricks[0] == 0 else "failed"
        verdict = capitalised(text(f"scoring.verdict.nothing-{made}", lang, contract=contract.name))
    codes = {line["code"] for line in engine["lines"]}
    if rules.vole_replaces_result and "vole-failed" in codes:
        # The failed vole replaces the result (swedish): head it by what decides it.
        verdict = text("scoring.verdict.failed-vole", lang)
    after = f'<strong data-pot-after="{pot_after}">{pot_after}</strong>'
    return (
        f'<p class="ombre-settle__facts">{" ".join(facts)} {" ".join(events)}</p>'
        '<table class="ombre-settle__tricks">'
        f"<caption>{text('scoring.tricks-taken', lang)}</caption>"
        f"<thead><tr>{head}</tr></thead><tbody><tr>{count_cells}</tr></tbody></table>"
        f"{hand}"
        f'<p class="ombre-settle__result">'
        f"<strong>{text('scoring.verdict.sentence', lang, verdict=verdict)}</strong> "
        f"{text('scoring.settle.pot-before', lang, pot=pot)}</p>"
        f'<table class="ombre-settle"><caption>{text("scoring.settle.caption", lang)}</caption>'
        f'<thead><tr><th scope="col">{text("scoring.settle.line", lang)}</th>{head}'
        f'<th scope="col">{text("scoring.settle.pot", lang)}</th></tr></thead>'
        f"<tbody>{''.join(rows)}</tbody>"
        f'<tfoot><tr data-line="total"><th scope="row">{total}</th>{totals}'
        f"{_number_cell(pot_after - pot)}</tr></tfoot></table>"
        f'<p class="ombre-settle__after">{text("scoring.settle.pot-after", lang, pot=after)}</p>'
    )


# --- a worked [[result]] example -------------------------------------------------------------


def _pips(count: int) -> str:
    pips = '<span class="ombre-split__pip"></span>' * count
    return f'<span class="ombre-split__pips" aria-hidden="true">{pips}</span>'


TIES = {(0, 1): "ombre-first", (0, 2): "ombre-second", (1, 2): "defenders", (0, 1, 2): "all"}
"""Who ties for the most tricks in a puesta of three, by place (the ombre is 0)."""


def result_why(tricks: tuple[int, ...], result: str, codille_by: int | None, lang: str) -> str:
    """Why the counts give this result, comparing the ombre with each defender.

    >>> result_why((4, 3, 2), "sacada", None, "en").split(": ")[0]
    'The ombre has 4, more than defender 1 (3) and more than defender 2 (2), although the \
defenders took 5 between them'
    >>> print(result_why((1, 4, 4), "puesta", None, "en"))
    Defender 1 and defender 2 tie for the most tricks (4): nobody has the most alone.
    >>> print(result_why((4, 4), "puesta", None, "en"))
    The ombre and the defender tie for the most tricks (4): nobody has the most alone.
    """
    if len(tricks) == 2:
        return _two_player_why(tricks, result, lang)
    ombre, first, second = tricks
    if result == "sacada":
        key = "scoring.why.sacada-outnumbered" if first + second >= ombre else "scoring.why.sacada"
        return text(key, lang, ombre=ombre, first=first, second=second, together=first + second)
    if result == "codille":
        assert codille_by is not None
        return text("scoring.why.codille", lang, defender=codille_by, tricks=tricks[codille_by])
    most = max(tricks)
    tied = tuple(place for place, count in enumerate(tricks) if count == most)
    return text(f"scoring.why.tie.{TIES[tied]}", lang, most=most)


def _two_player_why(tricks: tuple[int, ...], result: str, lang: str) -> str:
    """:func:`result_why` for two players (tvåhant): the ombre against the one defender."""
    ombre, defender = tricks
    return text(f"scoring.why.two.{result}", lang, ombre=ombre, defender=defender)


def side_why(tricks: tuple[int, ...], result: str, partner: int | None, lang: str) -> str:
    """:func:`result_why` for Quadrille and Quintille: the ombre's side (with the called
    partner, if any) against all the defenders together, by a majority of the tricks.

    >>> print(side_why((4, 2, 2, 2), "sacada", 2, "en"))
    The ombre (4) and the partner (2) took 6 of 10 tricks, more than half: the side wins.
    >>> print(side_why((3, 2, 3, 2), "puesta", 3, "en").split(": ")[1])
    a remise, so the side pays a bête into the pot.
    >>> print(side_why((4, 2, 2, 2), "codille", None, "en").split(": ")[1])
    the three defenders together took 6, a codille.
    """
    total = sum(tricks)
    side = "alone" if partner is None else "partner"
    taken = tricks[0] + (0 if partner is None else tricks[partner])
    key = f"scoring.why.side.{side}.{result}"
    if result == "codille":
        key += f"-{len(tricks) - 1 - (partner is not None)}"  # the defenders, said in words
    return text(
        key,
        lang,
        ombre=tricks[0],
        partner=0 if partner is None else tricks[partner],
        taken=taken,
        total=total,
        others=total - taken,
    )


def result_body(example: Example, engine: dict[str, Any], lang: str = ENGLISH) -> str:
    """The trick counts drawn as pips, the engine's result, and why."""
    values = example.values
    tricks = tuple(values["tricks"])
    rules: RuleSet = values.get("rules") or RuleSet.preset("standard")
    partner = values.get("partner")
    result, codille_by = str(engine["result"]), engine.get("codille_by")
    rows = "".join(
        f'<span class="ombre-split__who">{role}</span>'
        f'<span class="ombre-split__count" data-tricks="{count}">{_pips(count)} {count}</span>'
        for role, count in zip(_roles(len(tricks), lang, partner), tricks, strict=True)
    )
    verdict = _verdict(rules, result, codille_by, len(tricks), lang)
    why = (
        side_why(tricks, result, partner, lang)
        if rules.tricks_rule == "majority"
        else result_why(tricks, result, codille_by, lang)
    )
    label = html.escape(text("scoring.tricks-taken", lang), quote=True)
    return (
        f'<p class="ombre-split" role="group" aria-label="{label}">{rows}</p>'
        f"<p><strong>{text('scoring.engine-verdict', lang, verdict=verdict)}</strong> {why}</p>"
    )


# --- the two presets' payments side by side --------------------------------------------------


def bonus_by_run(rules: RuleSet, longest: int = 6) -> list[tuple[int, int]]:
    """``(run, bonus from each defender)`` for runs of 1..longest trumps from Spadille."""
    order = trump_order(Suit.SPADES)
    return [
        (run, matador_bonus(rules, mask_of(list(order[:run])), Suit.SPADES)[0])
        for run in range(1, longest + 1)
    ]


def _antes(rules: RuleSet, lang: str) -> str:
    who = "each" if rules.ante_style == "each" else "dealer"
    return text(f"scoring.rule.antes.{who}", lang, ante=rules.ante)


def _values(rules: RuleSet, lang: str) -> str:
    return ", ".join(
        capitalised(text("scoring.rule.value", lang, contract=c.name, value=c.value))
        for c in rules.contracts
    )


def _sacada(rules: RuleSet, lang: str) -> str:
    return text("scoring.rule.sacada", lang)


def _puesta(rules: RuleSet, lang: str) -> str:
    return text("scoring.rule.puesta", lang, per_defender=rules.puesta_per_defender)


def _codille(rules: RuleSet, lang: str) -> str:
    paid = "game" if rules.codille_payment == "pot-and-game" else "puesta"
    return text(f"scoring.rule.codille.{paid}", lang, per_defender=rules.puesta_per_defender)


def _vole(rules: RuleSet, lang: str) -> str:
    style = "announce" if rules.vole_style == "announce" else "commit"
    vole = text(
        f"scoring.rule.vole.{style}",
        lang,
        win=rules.vole_win,
        loss=rules.vole_loss,
        tricks=rules.hand_size,
    )
    result = "replaces" if rules.vole_replaces_result else "added"
    return text(f"scoring.rule.vole.{result}", lang, vole=vole)


def _stop(rules: RuleSet, lang: str) -> str:
    if not rules.stop_after_five:
        return text("scoring.rule.stop.none", lang)
    if rules.stop_bonus:
        return text("scoring.rule.stop.primeras", lang, bonus=rules.stop_bonus)
    return text("scoring.rule.stop.sacada", lang)


def _bonus(rules: RuleSet, lang: str) -> str:
    runs = bonus_by_run(rules, 3)
    if rules.matador_bonus == "estuches":
        bonus = text("scoring.rule.bonus.estuches", lang)
    else:
        bonus = text("scoring.rule.bonus.matadors", lang, three=runs[2][1])
    if rules.matador_bonus_cap is not None:
        bonus = text("scoring.rule.bonus.capped", lang, bonus=bonus, cap=rules.matador_bonus_cap)
    when = "on-loss-too" if rules.matador_bonus_on_loss else "on-win"
    return text(f"scoring.rule.bonus.{when}", lang, bonus=bonus)


def _surrender(rules: RuleSet, lang: str) -> str:
    if not rules.surrender:
        return text("scoring.rule.surrender.none", lang)
    return text("scoring.rule.surrender.offer", lang, trick=rules.surrender_before_trick)


def _all_pass(rules: RuleSet, lang: str) -> str:
    options = "forced-or-gascarille" if rules.auction == "swedish" else "forced"
    return text(f"scoring.rule.all-pass.{options}", lang)


def _session(rules: RuleSet, lang: str) -> str:
    return text("scoring.rule.session", lang, deals=rules.session_deals)


ROWS: tuple[tuple[str, Callable[[RuleSet, str], str]], ...] = (
    ("antes", _antes),
    ("values", _values),
    ("sacada", _sacada),
    ("puesta", _puesta),
    ("codille", _codille),
    ("vole", _vole),
    ("stop", _stop),
    ("bonus", _bonus),
    ("surrender", _surrender),
    ("all-pass", _all_pass),
    ("session", _session),
)
"""Each row of the payment rules: its key (its heading is ``scoring.row.<key>``) and text."""


def payment_rows(lang: str, only: tuple[str, ...] | None = None) -> list[tuple[str, str, str, str]]:
    """``(key, heading, standard text, swedish text)`` for each row, from the presets."""
    standard, swedish = (RuleSet.preset(name) for name in PRESET_NAMES)
    rows = [
        (key, text(f"scoring.row.{key}", lang), make(standard, lang), make(swedish, lang))
        for key, make in ROWS
    ]
    if only is None:
        return rows
    unknown = set(only) - {key for key, *_ in rows}
    if unknown:
        raise KeyError(f"no payment row {sorted(unknown)}: rows are {[r[0] for r in ROWS]}")
    return [row for row in rows if row[0] in only]


def payment_table(rows: str = "", both: bool = False, lang: str = ENGLISH) -> Markup:
    """The payment rules, one rule book (the chosen preset's table, the other's behind its
    disclosure); ``both=True`` compares the presets side by side, for the reference pages.
    ``rows="puesta codille"`` for some rows only."""
    chosen = payment_rows(lang, tuple(rows.split()) or None)
    rule = (
        '<table class="ombre-payments"><thead><tr>'
        f'<th scope="col">{text("scoring.rule-heading", lang)}</th>'
    )
    if not both:
        books = {
            name: rule
            + f'<th scope="col" data-preset="{name}">{preset_title(name, lang)}</th></tr></thead>'
            "<tbody>"
            + "".join(
                f'<tr data-row="{key}"><th scope="row">{heading}</th>'
                f"<td>{html.escape(texts[index])}</td></tr>"
                for key, heading, *texts in chosen
            )
            + "</tbody></table>"
            for index, name in enumerate(PRESET_NAMES)
        }
        return presets(standard=books["standard"], swedish=books["swedish"], lang=lang)
    body = "".join(
        f'<tr data-row="{key}"><th scope="row">{heading}</th>'
        f"<td>{html.escape(standard)}</td><td>{html.escape(swedish)}</td></tr>"
        for key, heading, standard, swedish in chosen
    )
    columns = "".join(
        f'<th scope="col" data-preset="{name}">{text(f"scoring.preset.{name}", lang)}</th>'
        for name in PRESET_NAMES
    )
    return Markup(f"{rule}{columns}</tr></thead><tbody>{body}</tbody></table>")


def bonus_table(both: bool = False, lang: str = ENGLISH) -> Markup:
    """Matador bonus from each defender by the length of the run from Spadille: one rule book,
    or with ``both=True`` the presets side by side, for the reference pages."""
    runs = [bonus_by_run(RuleSet.preset(name)) for name in PRESET_NAMES]
    order = trump_order(Suit.SPADES)

    def heading(run: int) -> str:
        held = " ".join(card.symbol() for card in order[:run])
        trumps = text("scoring.bonus.run", lang, run=run, held=held)
        return f'<tr data-run="{run}"><th scope="row">{trumps}</th>'

    first_column = (
        '<table class="ombre-bonus"><thead><tr>'
        f'<th scope="col">{text("scoring.bonus.heading", lang)}</th>'
    )
    columns = {name: text(f"scoring.bonus.preset.{name}", lang) for name in PRESET_NAMES}
    if not both:
        books = {
            name: first_column
            + f'<th scope="col">{columns[name]}</th></tr></thead><tbody>'
            + "".join(
                f'{heading(run)}<td class="ombre-num">{value}</td></tr>'
                for run, value in runs[index]
            )
            + "</tbody></table>"
            for index, name in enumerate(PRESET_NAMES)
        }
        return presets(standard=books["standard"], swedish=books["swedish"], lang=lang)
    rows = [
        f'{heading(run)}<td class="ombre-num">{first}</td><td class="ombre-num">{second}</td></tr>'
        for (run, first), (_, second) in zip(*runs, strict=True)
    ]
    return Markup(
        first_column
        + "".join(f'<th scope="col">{columns[name]}</th>' for name in PRESET_NAMES)
        + f"</tr></thead><tbody>{''.join(rows)}</tbody></table>"
    )


# --- a session's running tally ---------------------------------------------------------------


def session_tally(
    rules: str = "standard",
    seed: int = 3,
    deals: int = 12,
    target: int = 30,
    lang: str = ENGLISH,
) -> Markup:
    """A session played by the engine's simple bots: the cut, then the tally deal by deal,
    and when the session would have ended at a chip ``target`` instead."""
    session = Session(rules, seed=seed)
    session.play([SimpleBot()] * session.rules.players)
    cuts = ""
    for round_ in session.cuts:
        cut = ", ".join(
            text("scoring.session.cut-card", lang, player=SEATS[seat], card=card.symbol())
            for seat, card in round_
        )
        cuts = text("scoring.session.cut-again", lang, before=cuts, after=cut) if cuts else cut
    head = "".join(f'<th scope="col">{name}</th>' for name in SEATS)
    rows = []
    for record in session.records[:deals]:
        who = "—" if record.ombre is None else SEATS[record.ombre]
        game = record.contract.capitalize() if record.contract else "—"
        changes = "".join(_number_cell(value) for value in record.chips)
        tally = "".join(f'<td class="ombre-num">{value}</td>' for value in record.tally)
        with use_language(lang):  # the result as the page's language words it
            result = engine_label("result." + record.result.replace(" ", "-"))
        rows.append(
            f'<tr data-deal="{record.number}"><th scope="row">{record.number}</th>'
            f"<td>{SEATS[record.dealer]}</td><td>{who}</td><td>{game}</td>"
            f"<td>{result}</td>{changes}{tally}"
            f'<td class="ombre-num">{record.pot}</td></tr>'
        )
    final = ", ".join(
        text("scoring.session.chips", lang, player=SEATS[seat], chips=value)
        for seat, value in enumerate(session.tally)
    )
    reached = next((r for r in session.records if max(r.tally) >= target), None)
    if reached is None:
        ending = text("scoring.session.unfinished", lang, target=target)
    else:
        ending = text(
            "scoring.session.target",
            lang,
            target=target,
            deal=reached.number,
            player=SEATS[reached.tally.index(max(reached.tally))],
            chips=max(reached.tally),
        )
    leaders = [SEATS[seat] for seat in session.leaders()]
    winners = plural("scoring.session.winners", len(leaders), lang, players=listed(leaders, lang))

    def column(key: str, span: str = 'scope="col" rowspan="2"') -> str:
        return f"<th {span}>{text(f'scoring.session.column.{key}', lang)}</th>"

    group = 'scope="colgroup" colspan="3"'
    label = html.escape(
        text("scoring.session.label", lang, rules=rules_words(session.rules.name, lang)), quote=True
    )
    summary = plural(
        "scoring.session.after",
        len(session.records),
        lang,
        final=final,
        pot=session.pot,
    )
    first_cut = text("scoring.session.cut", lang, cuts=cuts, dealer=SEATS[session.first_dealer])
    return Markup(
        '<div class="ombre-session">'
        f"<p>{first_cut}</p>"
        f'<div class="ombre-tally" role="region" aria-label="{label}" tabindex="0">'
        '<table class="ombre-tally__table">'
        f"<caption>{text('scoring.session.caption', lang)}</caption>"
        f"<thead><tr>{column('deal')}{column('dealer')}{column('ombre')}{column('game')}"
        f"{column('result')}{column('change', group)}{column('tally', group)}{column('pot')}</tr>"
        f"<tr>{head}{head}</tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
        f"<p>{summary} {winners} {ending}</p></div>"
    )


def top_trumps(context: PageContext, trump: str, count: int = 3) -> Markup:
    """The highest ``count`` trumps when ``trump`` is trumps, as card pictures with titles."""
    suit = Suit.parse(trump)
    return Markup(order_list(context, trump_order(suit)[:count], suit))


def scoring_macros(context: PageContext) -> dict[str, Callable[..., Any]]:
    """The macros of this module, for :func:`sitegen.macros.page_macros`."""
    return {
        "rules": RuleSet.preset,
        "top_trumps": lambda trump, count=3: top_trumps(context, trump, count),
        "payment_table": lambda rows="", both=False: payment_table(rows, both, context.lang),
        "bonus_table": lambda both=False: bonus_table(both, context.lang),
        "session_tally": lambda **params: session_tally(**params, lang=context.lang),
        "glossary": lambda: glossary_html(context.url, lang=context.lang),
        "coverage_table": lambda: coverage_table(context.url, lang=context.lang),
    }
