"""Build-time drawings for the results and payments lessons and the quick reference.

Everything here is computed by ``ombre_core`` (``scoring.settle``, ``RuleSet`` presets,
``Session``): a worked ``[[payment]]`` example drawn as its outcome and a settlement table,
the two presets' payment rules side by side, the matador bonus by run length, and a session's
running tally. Lessons call them through the macros of :func:`scoring_macros`.

>>> rows = dict((key, (standard, swedish)) for key, _, standard, swedish in payment_rows())
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
from ombre_core.messages import PLAYER_NAMES
from ombre_core.ranking import trump_order
from ombre_core.rules import RuleSet
from ombre_core.scoring import matador_bonus
from ombre_core.session import Session
from ombre_tools.examples import Example
from sitegen.coverage import coverage_table
from sitegen.figures import order_list
from sitegen.glossary import glossary_html
from sitegen.lessons import PageContext
from sitegen.presets import PRESET_TITLES, presets

PRESET_NAMES = ("standard", "swedish")


def _roles(players: int, partner: int | None = None) -> tuple[str, ...]:
    """The column names for a deal of ``players``, the ombre first, then the others in play
    order: one defender has no number; at four or five the called partner (its place in that
    order, if any) is named and the defenders are numbered without it.

    >>> _roles(2), _roles(4, partner=2)
    (('Ombre', 'Defender'), ('Ombre', 'Defender 1', 'Partner', 'Defender 2'))
    >>> _roles(5)
    ('Ombre', 'Defender 1', 'Defender 2', 'Defender 3', 'Defender 4')
    """
    if players == 2:
        return ("Ombre", "Defender")
    names, defender = ["Ombre"], 0
    for place in range(1, players):
        if place == partner:
            names.append("Partner")
        else:
            defender += 1
            names.append(f"Defender {defender}")
    return tuple(names)


SEATS = PLAYER_NAMES
RULES_NAMES = {
    "tvahant": "Two-player (tvåhant)",
    "four-seat": "Four at the table",
    "contrabola": "Standard, with contrabola,",
    "countervole": "Swedish, with countervole,",
}
"""How a worked example names a variant's rules (the two presets go by their own names)."""
RESULT_TITLES = {
    "sacada": "Sacada: the ombre wins",
    "puesta": "Puesta: nobody wins",
    "codille": "Codille: a defender wins",
}
SIDE_TITLES = {
    "sacada": "Won: more than half the tricks",
    "puesta": "Remise: exactly half the tricks",
    "codille": "Codille: the defenders together win",
}
"""Quadrille and Quintille (``tricks_rule`` "majority"): the ombre's side against the rest."""


def _verdict(rules: RuleSet, result: str, codille_by: int | None, players: int) -> str:
    """The result's heading: a side game's by the majority, else by who has the most."""
    if rules.tricks_rule == "majority":
        return SIDE_TITLES[result]
    return RESULT_TITLES[result] + (
        f" (defender {codille_by})" if codille_by and players > 2 else ""
    )


def signed(value: int) -> str:
    """``+5``, ``\u22125`` (a real minus sign) or ``0``."""
    if value == 0:
        return "0"
    return f"+{value}" if value > 0 else f"\u2212{-value}"


def _number_cell(value: int, tag: str = "td") -> str:
    return f'<{tag} class="ombre-num" data-value="{value}">{signed(value)}</{tag}>'


# --- a worked [[payment]] example ------------------------------------------------------------


def _options_text(example: Example) -> str:
    options = example.raw.get("options") or {}
    if not options:
        return ""
    parts = ", ".join(f"{key} = {value!r}".replace("True", "on") for key, value in options.items())
    return f" (table option: {html.escape(parts)})"


CARD_CODE = re.compile(r"\b([A2-7JQK])([shdc])\b")


def _symbols(text: str) -> str:
    """Card codes in an engine message (``As 2s``) as symbols (``A♠ 2♠``), for reading."""
    return CARD_CODE.sub(lambda match: Card.parse(match.group(0)).symbol(), text)


def payment_body(context: PageContext, example: Example, engine: dict[str, Any]) -> str:
    """The outcome (contract, trumps, tricks, pot, the ombre's hand) and every settlement line.

    ``engine`` is ``Settlement.to_dict()`` from the example checker, so every figure shown is
    the engine's: one row per line with its message and chips, a total row, the pot after.
    """
    values = example.values
    rules: RuleSet = values["rules"]
    contract = rules.contract(values["contract"])
    pot = values["pot"]
    tricks = values["tricks"]
    worth = (
        "paid like a vole"
        if contract.aim == "none"
        else f"worth {contract.value} from {'the' if rules.defenders == 1 else 'each'} defender"
    )
    facts = [
        f"{RULES_NAMES.get(rules.name, rules.name.capitalize())} rules{_options_text(example)}.",
        f"{contract.name.capitalize()}, {worth}.",
    ]
    if "trump" in values:
        facts.append(f"{str(values['trump']).capitalize()} are trumps.")
    events = []
    if values.get("vole"):
        events.append(
            "The ombre announced a vole."
            if rules.vole_style == "announce"
            else "The ombre won tricks 1-5 and led to trick 6, which commits to a vole."
        )
    if values.get("stopped"):
        events.append("The ombre won the first five tricks and stopped.")
    if values.get("surrendered"):
        events.append("The ombre surrendered and both defenders accepted.")
    count_cells = "".join(f'<td class="ombre-num">{count}</td>' for count in tricks)
    hand = ""
    if "ombre_hand" in values:
        faces = "".join(context.card(str(card), size="sm") for card in values["ombre_hand"])
        hand = (
            '<p class="ombre-settle__hand">The ombre&#8217;s hand when play began: '
            f'<span class="ombre-hand">{faces}</span></p>'
        )
    head = "".join(
        f'<th scope="col">{role}</th>' for role in _roles(len(tricks), values.get("partner"))
    )
    rows = []
    # At four or five players the number columns leave a phone no room for a line's words
    # beside them: the words get a row of their own above the line's numbers.
    wide = len(tricks) > len(("Ombre", "Defender 1", "Defender 2"))
    for number, line in enumerate(engine["lines"], start=1):
        message = _symbols(str(line["message"]))
        said = f"{number}. {html.escape(message[0].upper() + message[1:])}"
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
    total = '<span class="ombre-num">Total</span>' if wide else "Total"  # on one line
    pot_after = int(engine["pot_after"])
    totals = "".join(_number_cell(int(value), "td") for value in engine["chips"])
    result = str(engine["result"])
    verdict = _verdict(rules, result, engine.get("codille_by"), len(tricks))
    if contract.aim == "none":
        # A contrabola is decided by whether the declarer took a trick, not by the counts.
        verdict = (
            f"{contract.name.capitalize()} made: the declarer took no trick"
            if tricks[0] == 0
            else f"{contract.name.capitalize()} failed: the declarer pays each defender"
        )
    codes = {line["code"] for line in engine["lines"]}
    if rules.vole_replaces_result and "vole-failed" in codes:
        # The failed vole replaces the result (swedish): head it by what decides it.
        verdict = "Failed vole: the ombre pays each defender"
    return (
        f'<p class="ombre-settle__facts">{" ".join(facts)} {" ".join(events)}</p>'
        '<table class="ombre-settle__tricks"><caption>Tricks taken</caption>'
        f"<thead><tr>{head}</tr></thead><tbody><tr>{count_cells}</tr></tbody></table>"
        f"{hand}"
        f'<p class="ombre-settle__result"><strong>{verdict}.</strong> '
        f"The pot before settling: {pot}.</p>"
        '<table class="ombre-settle"><caption>Settlement, line by line (chips won or paid)'
        "</caption>"
        f'<thead><tr><th scope="col">Line</th>{head}<th scope="col">Pot</th></tr></thead>'
        f"<tbody>{''.join(rows)}</tbody>"
        f'<tfoot><tr data-line="total"><th scope="row">{total}</th>{totals}'
        f"{_number_cell(pot_after - pot)}</tr></tfoot></table>"
        f'<p class="ombre-settle__after">The pot after settling: '
        f'<strong data-pot-after="{pot_after}">{pot_after}</strong>. Chips are only moved: the '
        "total row and the pot's change add up to zero.</p>"
    )


# --- a worked [[result]] example -------------------------------------------------------------


def _pips(count: int) -> str:
    pips = '<span class="ombre-split__pip"></span>' * count
    return f'<span class="ombre-split__pips" aria-hidden="true">{pips}</span>'


def result_why(tricks: tuple[int, ...], result: str, codille_by: int | None) -> str:
    """Why the counts give this result, comparing the ombre with each defender.

    >>> result_why((4, 3, 2), "sacada", None).split(": ")[0]
    'The ombre has 4, more than defender 1 (3) and more than defender 2 (2), although the \
defenders took 5 between them'
    >>> print(result_why((1, 4, 4), "puesta", None))
    Defender 1 and defender 2 tie for the most tricks (4): nobody has the most alone.
    >>> print(result_why((4, 4), "puesta", None))
    The ombre and the defender tie for the most tricks (4): nobody has the most alone.
    """
    if len(tricks) == 2:
        return _two_player_why(tricks, result)
    ombre, first, second = tricks
    if result == "sacada":
        why = (
            f"The ombre has {ombre}, more than defender 1 ({first}) and more than "
            f"defender 2 ({second})"
        )
        if first + second >= ombre:
            why += f", although the defenders took {first + second} between them"
        return why + ": each defender is compared with the ombre alone."
    if result == "codille":
        assert codille_by is not None
        return (
            f"Defender {codille_by} has {tricks[codille_by]}, more than anyone else: the codille "
            f"goes to defender {codille_by} alone."
        )
    most = max(tricks)
    names = ["the ombre", "defender 1", "defender 2"]
    tied = [name for name, count in zip(names, tricks, strict=True) if count == most]
    who = "All three" if len(tied) == 3 else " and ".join(tied)
    return f"{who[0].upper()}{who[1:]} tie for the most tricks ({most}): nobody has the most alone."


def _two_player_why(tricks: tuple[int, ...], result: str) -> str:
    """:func:`result_why` for two players (tvåhant): the ombre against the one defender."""
    ombre, defender = tricks
    if result == "sacada":
        return f"The ombre has {ombre}, more than the defender ({defender})."
    if result == "codille":
        return f"The defender has {defender}, more than the ombre ({ombre}): a codille."
    return (
        f"The ombre and the defender tie for the most tricks ({ombre}): nobody has the most alone."
    )


def side_why(tricks: tuple[int, ...], result: str, partner: int | None) -> str:
    """:func:`result_why` for Quadrille and Quintille: the ombre's side (with the called
    partner, if any) against all the defenders together, by a majority of the tricks.

    >>> print(side_why((4, 2, 2, 2), "sacada", 2))
    The ombre (4) and the partner (2) took 6 of 10 tricks, more than half: the side wins.
    >>> print(side_why((3, 2, 3, 2), "puesta", 3).split(": ")[1])
    a remise, so the side pays a bête into the pot.
    >>> print(side_why((4, 2, 2, 2), "codille", None).split(": ")[1])
    the three defenders together took 6, a codille.
    """
    total = sum(tricks)
    if partner is None:
        side, taken = f"The ombre, alone, took {tricks[0]}", tricks[0]
    else:
        taken = tricks[0] + tricks[partner]
        side = f"The ombre ({tricks[0]}) and the partner ({tricks[partner]}) took {taken}"
    side += f" of {total} tricks"
    if result == "sacada":
        return f"{side}, more than half: the side wins."
    if result == "puesta":
        return f"{side}, exactly half: a remise, so the side pays a bête into the pot."
    defenders = len(tricks) - 1 - (partner is not None)
    count = {2: "two", 3: "three", 4: "four"}.get(defenders, str(defenders))
    return (
        f"{side}, fewer than half: the {count} defenders together took {total - taken}, a codille."
    )


def result_body(example: Example, engine: dict[str, Any]) -> str:
    """The trick counts drawn as pips, the engine's result, and why."""
    values = example.values
    tricks = tuple(values["tricks"])
    rules: RuleSet = values.get("rules") or RuleSet.preset("standard")
    partner = values.get("partner")
    result, codille_by = str(engine["result"]), engine.get("codille_by")
    rows = "".join(
        f'<span class="ombre-split__who">{role}</span>'
        f'<span class="ombre-split__count" data-tricks="{count}">{_pips(count)} {count}</span>'
        for role, count in zip(_roles(len(tricks), partner), tricks, strict=True)
    )
    verdict = _verdict(rules, result, codille_by, len(tricks))
    why = (
        side_why(tricks, result, partner)
        if rules.tricks_rule == "majority"
        else result_why(tricks, result, codille_by)
    )
    return (
        f'<p class="ombre-split" role="group" aria-label="Tricks taken">{rows}</p>'
        f"<p><strong>Engine: {verdict}.</strong> {why}</p>"
    )


# --- the two presets' payments side by side --------------------------------------------------


def bonus_by_run(rules: RuleSet, longest: int = 6) -> list[tuple[int, int]]:
    """``(run, bonus from each defender)`` for runs of 1..longest trumps from Spadille."""
    order = trump_order(Suit.SPADES)
    return [
        (run, matador_bonus(rules, mask_of(list(order[:run])), Suit.SPADES)[0])
        for run in range(1, longest + 1)
    ]


def _antes(rules: RuleSet) -> str:
    if rules.ante_style == "each":
        return f"every player puts {rules.ante} into the pot before each deal"
    return f"the dealer alone puts {rules.ante} into the pot before each deal"


def _values(rules: RuleSet) -> str:
    return ", ".join(f"{c.name.capitalize()} {c.value}" for c in rules.contracts)


def _puesta(rules: RuleSet) -> str:
    return (
        f"the ombre pays into the pot as much as it holds, plus {rules.puesta_per_defender} per "
        "defender; the pot stays for the next deal"
    )


def _codille(rules: RuleSet) -> str:
    if rules.codille_payment == "pot-and-game":
        extra = "the pot amount plus the game value"
    else:
        extra = (
            f"what a puesta would put in: the pot amount plus {rules.puesta_per_defender} "
            "per defender"
        )
    return f"the ombre pays the winning defender {extra}; the pot stays"


def _vole(rules: RuleSet) -> str:
    if rules.vole_style == "announce":
        text = (
            f"announced before the lead to trick 6; {rules.vole_win} from each defender if all "
            f"{rules.hand_size} tricks are taken, {rules.vole_loss} to each if not"
        )
    else:
        text = (
            "leading to trick 6 after winning tricks 1-5 commits to it; "
            f"{rules.vole_win} from each defender on success, {rules.vole_loss} to each on failure"
        )
    if rules.vole_replaces_result:
        return text + " (this replaces the game value; the ombre still takes the pot on success)"
    return text + ", added to the deal's normal result"


def _stop(rules: RuleSet) -> str:
    if not rules.stop_after_five:
        return "no stopping early"
    if rules.stop_bonus:
        return (
            "primeras: after winning tricks 1-5 without a vole, the ombre may stop; a sacada "
            f"plus {rules.stop_bonus} from each defender"
        )
    return "the ombre may stop after winning tricks 1-5; it scores as a sacada"


def _bonus(rules: RuleSet) -> str:
    runs = bonus_by_run(rules, 3)
    if rules.matador_bonus == "estuches":
        text = "estuches: 1 from each defender per trump held in unbroken order from Spadille"
    else:
        text = (
            f"{runs[2][1]} from each defender for all three matadors, plus 1 for each trump "
            "continuing the unbroken order"
        )
    if rules.matador_bonus_cap is not None:
        text += f", at most {rules.matador_bonus_cap}"
    when = "also paid by the ombre on a loss" if rules.matador_bonus_on_loss else "only on a win"
    return f"{text}; {when}"


def _surrender(rules: RuleSet) -> str:
    if not rules.surrender:
        return "none"
    return (
        f"before trick {rules.surrender_before_trick} is led the ombre may offer to give up: if "
        "both defenders accept it scores as a puesta; a defender may refuse and take over as "
        "ombre in the same contract"
    )


def _all_pass(rules: RuleSet) -> str:
    options = ["forced spadille"] + (["gascarille"] if rules.auction == "swedish" else [])
    return (
        "the cards are thrown in and the pot stays (gasca); table options, off by default: "
        + " or ".join(options)
    )


def _session(rules: RuleSet) -> str:
    return (
        f"{rules.session_deals} deals by default (four rounds of three), or until a player "
        "reaches an agreed chip target such as 30 or 50; most chips wins"
    )


ROWS: tuple[tuple[str, str, Callable[[RuleSet], str]], ...] = (
    ("antes", "Antes", _antes),
    ("values", "Game values (from each defender)", _values),
    ("sacada", "Sacada", lambda rules: "the ombre takes the pot, plus the game value from each"),
    ("puesta", "Puesta", _puesta),
    ("codille", "Codille", _codille),
    ("vole", "Vole", _vole),
    ("stop", "Five straight tricks", _stop),
    ("bonus", "Matador bonus", _bonus),
    ("surrender", "Surrender", _surrender),
    ("all-pass", "All pass", _all_pass),
    ("session", "Session", _session),
)


def payment_rows(only: tuple[str, ...] | None = None) -> list[tuple[str, str, str, str]]:
    """``(key, heading, standard text, swedish text)`` for each row, from the presets."""
    standard, swedish = (RuleSet.preset(name) for name in PRESET_NAMES)
    rows = [(key, heading, make(standard), make(swedish)) for key, heading, make in ROWS]
    if only is None:
        return rows
    unknown = set(only) - {key for key, *_ in rows}
    if unknown:
        raise KeyError(f"no payment row {sorted(unknown)}: rows are {[r[0] for r in ROWS]}")
    return [row for row in rows if row[0] in only]


def payment_table(rows: str = "", both: bool = False) -> Markup:
    """The payment rules, one rule book (the chosen preset's table, the other's behind its
    disclosure); ``both=True`` compares the presets side by side, for the reference pages.
    ``rows="puesta codille"`` for some rows only."""
    chosen = payment_rows(tuple(rows.split()) or None)
    if not both:
        books = {
            name: '<table class="ombre-payments"><thead><tr><th scope="col">Rule</th>'
            f'<th scope="col" data-preset="{name}">{PRESET_TITLES[name]}</th></tr></thead>'
            "<tbody>"
            + "".join(
                f'<tr data-row="{key}"><th scope="row">{heading}</th>'
                f"<td>{html.escape(texts[index])}</td></tr>"
                for key, heading, *texts in chosen
            )
            + "</tbody></table>"
            for index, name in enumerate(PRESET_NAMES)
        }
        return presets(standard=books["standard"], swedish=books["swedish"])
    body = "".join(
        f'<tr data-row="{key}"><th scope="row">{heading}</th>'
        f"<td>{html.escape(standard)}</td><td>{html.escape(swedish)}</td></tr>"
        for key, heading, standard, swedish in chosen
    )
    return Markup(
        '<table class="ombre-payments"><thead><tr><th scope="col">Rule</th>'
        '<th scope="col" data-preset="standard">Standard</th>'
        '<th scope="col" data-preset="swedish">Swedish</th></tr></thead>'
        f"<tbody>{body}</tbody></table>"
    )


def bonus_table(both: bool = False) -> Markup:
    """Matador bonus from each defender by the length of the run from Spadille: one rule book,
    or with ``both=True`` the presets side by side, for the reference pages."""
    runs = [bonus_by_run(RuleSet.preset(name)) for name in PRESET_NAMES]
    order = trump_order(Suit.SPADES)

    def heading(run: int) -> str:
        held = " ".join(card.symbol() for card in order[:run])
        trumps = f"{run} <small>({held}, spades trumps)</small>"
        return f'<tr data-run="{run}"><th scope="row">{trumps}</th>'

    first_column = (
        '<table class="ombre-bonus"><thead><tr>'
        '<th scope="col">Trumps in unbroken order from Spadille</th>'
    )
    columns = {"standard": "Standard (estuches)", "swedish": "Swedish"}
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
        return presets(standard=books["standard"], swedish=books["swedish"])
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
    rules: str = "standard", seed: int = 3, deals: int = 12, target: int = 30
) -> Markup:
    """A session played by the engine's simple bots: the cut, then the tally deal by deal,
    and when the session would have ended at a chip ``target`` instead."""
    session = Session(rules, seed=seed)
    session.play([SimpleBot()] * session.rules.players)
    cuts = "; then ".join(
        ", ".join(f"{SEATS[seat]} {card.symbol()}" for seat, card in round_)
        for round_ in session.cuts
    )
    head = "".join(f'<th scope="col">{name}</th>' for name in SEATS)
    rows = []
    for record in session.records[:deals]:
        who = "—" if record.ombre is None else SEATS[record.ombre]
        game = record.contract.capitalize() if record.contract else "—"
        changes = "".join(_number_cell(value) for value in record.chips)
        tally = "".join(f'<td class="ombre-num">{value}</td>' for value in record.tally)
        rows.append(
            f'<tr data-deal="{record.number}"><th scope="row">{record.number}</th>'
            f"<td>{SEATS[record.dealer]}</td><td>{who}</td><td>{game}</td>"
            f"<td>{record.result}</td>{changes}{tally}"
            f'<td class="ombre-num">{record.pot}</td></tr>'
        )
    final = ", ".join(f"{SEATS[seat]} {value}" for seat, value in enumerate(session.tally))
    reached = next((r for r in session.records if max(r.tally) >= target), None)
    if reached is None:
        ending = f"Nobody reached {target} chips, so a session to {target} would still go on."
    else:
        seat = reached.tally.index(max(reached.tally))
        ending = (
            f"Played to a chip target of {target} instead, this session would have ended after "
            f"deal {reached.number}, when {SEATS[seat]} reached {max(reached.tally)}."
        )
    leaders = session.leaders()
    winners = " and ".join(SEATS[seat] for seat in leaders) + (
        " has" if len(leaders) == 1 else " have"
    )
    return Markup(
        '<div class="ombre-session">'
        f"<p>The cut for the first dealer: {cuts}. {SEATS[session.first_dealer]} cut highest "
        "and deals first.</p>"
        f'<div class="ombre-tally" role="region" aria-label="Session tally, {session.rules.name} '
        'rules" tabindex="0">'
        '<table class="ombre-tally__table"><caption>A session, deal by deal: each player\'s '
        "change (antes included), the running tally, and the pot carried</caption>"
        '<thead><tr><th scope="col" rowspan="2">Deal</th><th scope="col" rowspan="2">Dealer'
        '</th><th scope="col" rowspan="2">Ombre</th><th scope="col" rowspan="2">Game</th>'
        '<th scope="col" rowspan="2">Result</th><th scope="colgroup" colspan="3">Change</th>'
        '<th scope="colgroup" colspan="3">Tally</th><th scope="col" rowspan="2">Pot</th></tr>'
        f"<tr>{head}{head}</tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
        f"<p>After {len(session.records)} deals: {final}, with {session.pot} in the pot. "
        f"{winners} the most chips and win{'s' if len(leaders) == 1 else ''} the session. "
        f"{ending}</p></div>"
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
        "payment_table": payment_table,
        "bonus_table": bonus_table,
        "session_tally": session_tally,
        "glossary": lambda: glossary_html(context.url, lang=context.lang),
        "coverage_table": lambda: coverage_table(context.url),
    }
