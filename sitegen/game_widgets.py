"""The game widgets: "auction" (step through the bidding of a seeded deal) and "table" (play
whole deals against two bots), as they look before the engine boots.

Both keep the deal in the browser as state notation (``data-notation``) and ask the worker's
``game.*`` methods (``ombre_core/api.py``) for every step, the table its ``session.*`` methods
for the run of deals; ``site/js/widgets/auction.js`` and ``site/js/widgets/table.js`` bring them
to life. The learner is seat 0; the seats' names come from the message catalogue
(``ombre_core.messages.seat_names``, in the page's language).
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from markupsafe import Markup

from ombre_core.actions import Action
from ombre_core.bots import hint
from ombre_core.cards import Card, Rank, Suit, parse_hand
from ombre_core.daily import FIRST_DAY
from ombre_core.errors import IllegalActionError
from ombre_core.game import GameState, parse_rules
from ombre_core.guided import script_data, start_state
from ombre_core.messages import PLAYER_NAMES, seat_names
from ombre_core.ranking import (
    card_title,
    is_matador,
    matadors,
    punto,
    top_trump_run,
    trump_order,
    trumps_mask,
)
from ombre_core.rules import RuleSet
from ombre_core.session import rules_choices
from ombre_core.strategy import bid_advice, hand_strength
from ombre_core.table import action_label, player_view, sorted_hand, step_log
from ombre_tools.guided import load_scripts
from sitegen.languages import ENGLISH
from sitegen.lessons import GUIDED_DEALS, TUTORIALS, PageContext
from sitegen.presets import rules_words
from sitegen.strings import capitalised, listed, plural, text
from sitegen.widgets import widget


def _hand(context: PageContext, codes: list[str]) -> str:
    return "".join(context.card(code, size="sm") for code in codes)


def seat_list(dealer: int, players: int = 3) -> list[int]:
    """Seats in speaking order: eldest (the dealer's right) first, the dealer last."""
    return [(dealer + offset) % players for offset in range(1, players + 1)]


@widget("auction")
def auction(context: PageContext, *, seed: int = 1, dealer: int = 2, title: str = "") -> str:
    """A seeded deal's auction, one call at a time; the learner makes their own calls.

    The deal is the same in both presets (the same 40 cards, shuffled by ``seed``); the
    learner's preset decides the auction. The hand shown here is the build's deal.
    """
    lang = context.lang
    state = GameState.new_deal("standard", dealer, 0, seed)
    view = player_view(state, 0)
    names = seat_names(3)  # in the page's language: the build renders it in that language
    seats = []
    for seat in seat_list(dealer):
        notes = []
        if seat == state.eldest:
            notes.append(text("game.auction.eldest", lang))
        if seat == dealer:
            notes.append(text("game.auction.dealer", lang))
        note = ""
        if notes:
            said = text("game.auction.seat-note", lang, notes=", ".join(notes))
            note = f' <span class="ombre-auction__seat-note">{said}</span>'

        seats.append(
            f'<li class="ombre-auction__seat" data-seat="{seat}">'
            f'<span class="ombre-auction__seat-name">{names[seat]}</span>{note}'
            '<span class="ombre-auction__seat-call"></span></li>'
        )
    label = html.escape(title or text("game.auction.title", lang), quote=True)

    def words(key: str) -> str:
        return text(f"game.auction.{key}", lang)

    return (
        f'<div class="ombre-auction" role="region" aria-label="{label}" data-seed="{seed}" '
        f'data-dealer="{dealer}">'
        f'<fieldset class="ombre-auction__options"><legend>{words("all-pass")}</legend>'
        '<label class="ombre-choice"><input type="checkbox" name="forced_spadille" disabled> '
        f"{words('forced-spadille')}</label> "
        '<label class="ombre-choice" data-preset-only="swedish"><input type="checkbox" '
        f'name="gascarille" disabled> {words("gascarille")}</label></fieldset>'
        '<p class="ombre-auction__rules"></p>'
        f'<h3 class="ombre-auction__heading">{words("speaking-order")}</h3>'
        f'<ol class="ombre-auction__seats">{"".join(seats)}</ol>'
        f'<h3 class="ombre-auction__heading">{words("your-hand")}</h3>'
        f'<p class="ombre-hand ombre-auction__hand">{_hand(context, view["hand"])}</p>'
        '<div class="ombre-auction__controls" role="group" '
        f'aria-label="{html.escape(words("your-call"), quote=True)}"></div>'
        '<p class="ombre-auction__coach"></p>'
        '<p class="ombre-auction__buttons">'
        '<button type="button" class="md-button ombre-auction__step" disabled>'
        f"{words('next-call')}</button> "
        '<button type="button" class="md-button ombre-auction__hint-button" disabled>'
        f"{words('ask-bot')}</button> "
        '<button type="button" class="md-button ombre-auction__restart" disabled>'
        f"{words('deal-again')}</button></p>"
        '<p class="ombre-auction__hint" role="status"></p>'
        '<ol class="ombre-auction__log" '
        f'aria-label="{html.escape(words("so-far"), quote=True)}"></ol>'
        '<p class="ombre-auction__outcome" role="status" aria-live="polite"></p>'
        "</div>"
    )


@widget("table")
def table(
    context: PageContext,
    *,
    title: str = "",
    guided: list[str] | None = None,
    daily: bool = False,
) -> str:
    """Free play against two bots: every deal from the auction to the settlement; or, with
    ``guided`` (script names in the lesson's ``deals/`` folder or the Guided deals'), the
    table's guided mode; or with ``daily``, the day's deal against the strong bots."""
    lang = context.lang
    title = title or text("game.table.title", lang)
    if guided is not None:
        return _guided_table(context, title, guided)
    if daily:
        return _daily_table(title, lang)
    label = html.escape(title, quote=True)
    others = seat_names(max(choice["seats"] for choice in rules_choices()))[1:]
    names = text(
        "game.table.players",
        lang,
        first=others[0],
        second=others[1],
        larger=listed(others[2:], lang),
    )
    return (
        f'<div class="ombre-table ombre-table--free" role="region" aria-label="{label}">'
        f'<p class="ombre-table__intro">{text("game.table.free-intro", lang, players=names)}</p>'
        f"{_deal_button(lang)}"
        "</div>"
    )


def _deal_button(lang: str) -> str:
    return (
        '<p class="ombre-table__buttons">'
        '<button type="button" class="md-button md-button--primary ombre-table__deal" disabled>'
        f"{text('game.table.deal', lang)}</button></p>"
    )


def _daily_table(title: str, lang: str) -> str:
    """The daily deal's table: the day chooser (from the first daily deal to today, which the
    browser knows; the date field shown on "Choose a day", so the day is said once, in the
    sentence under it), and the table, which deals the day's deal once the engine is ready."""
    label = html.escape(title, quote=True)
    first = html.escape(FIRST_DAY, quote=True)

    def words(key: str) -> str:
        return text(f"game.daily.{key}", lang)

    date = f'<input type="date" class="ombre-daily__date" min="{first}" disabled>'
    intro = text("game.daily.intro", lang, players=listed(seat_names(3)[1:], lang))
    return (
        f'<div class="ombre-table ombre-daily" role="region" aria-label="{label}" '
        f'data-mode="daily" data-first-day="{first}">'
        '<div class="ombre-daily__days" role="group" '
        f'aria-label="{html.escape(words("choose-label"), quote=True)}">'
        '<button type="button" class="md-button ombre-daily__previous" disabled>'
        f"{words('previous')}</button> "
        '<button type="button" class="md-button ombre-daily__pick" aria-expanded="false" '
        f"disabled>{words('choose')}</button> "
        f'<label class="ombre-daily__date-label" hidden>{text("game.daily.day", lang, date=date)}'
        "</label> "
        f'<button type="button" class="md-button ombre-daily__next" disabled>{words("next")}'
        "</button>"
        "</div>"
        '<p class="ombre-daily__day" role="status"></p>'
        '<p class="ombre-daily__notice" role="alert"></p>'
        f'<p class="ombre-table__intro">{intro}</p>'
        f"{_deal_button(lang)}"
        "</div>"
    )


def _script_file(context: PageContext, name: str) -> Path:
    """A guided deal's script: the lesson's own ``deals/`` folder, else the Guided deals' one."""
    own = context.source_dir / "deals" / f"{name}.toml"
    return own if own.is_file() else TUTORIALS / GUIDED_DEALS / f"{name}.toml"


def _guided_table(context: PageContext, title: str, names: list[str]) -> str:
    """The table in guided mode: the scripts (checked by the engine, or the build stops) as
    JSON for ``table.js``, and one button per deal, with the learner's part in it."""
    lang = context.lang
    if not names:
        raise ValueError("a guided table needs at least one deal")
    scripts = load_scripts([_script_file(context, name) for name in names], context.lang)
    data = [script_data(script) for script in scripts]
    # A <template>, not a <script>: instant navigation re-creates a page's scripts without
    # their class or type, and search skips what is marked data-search-exclude.
    payload = html.escape(json.dumps(data, ensure_ascii=False), quote=False)
    items = "".join(
        f'<li><button type="button" class="md-button ombre-table__choose" '
        f'data-deal="{html.escape(deal["slug"], quote=True)}" aria-pressed="false" disabled>'
        f"{html.escape(deal['title'])}</button> "
        f'<span class="ombre-table__choose-role">'
        f"{text('game.guided.role.' + deal['role'], lang)}</span></li>"
        for deal in data
    )
    label = html.escape(title, quote=True)
    # Only the deals' own kinds of choice: a first deal's learner chooses cards alone.
    other_choices = any(
        "choice" in action for deal in data for step in deal["steps"] for action in step["actions"]
    )
    intro = text(f"game.guided.intro.{'choices' if other_choices else 'cards'}", lang)
    deals = html.escape(text("game.guided.deals", lang), quote=True)
    return (
        f'<div class="ombre-table" role="region" aria-label="{label}" data-mode="guided">'
        f'<template class="ombre-table__script" data-search-exclude>{payload}</template>'
        f'<p class="ombre-table__intro">{intro}</p>'
        f'<ul class="ombre-table__deals" aria-label="{deals}">{items}</ul>'
        f"{_deal_button(lang)}"
        "</div>"
    )


# --- build-time macros for the game lessons -------------------------------------------------
# Everything below is computed with ombre_core while the site is built.

STORY_NAMES = PLAYER_NAMES
"""Names for the seats of a told deal (the swedish seed's players), seat 0 first."""


def ante_text(preset: str, lang: str = ENGLISH) -> str:
    """Who antes how much before each deal, from the preset's rule fields."""
    rules = RuleSet.preset(preset)
    who = "each" if rules.ante_style == "each" else "dealer"
    return text(f"game.ante.{who}", lang, ante=rules.ante)


def contracts_table(preset: str, lang: str = ENGLISH) -> Markup:
    """The preset's games in ascending order: trumps, exchange, and value on a sacada."""
    rules = RuleSet.preset(preset)
    rows = []
    for rank, contract in enumerate(rules.contracts):
        trumps = text(f"game.contracts.trumps.{contract.trump_choice}", lang)
        exchange = text(f"game.contracts.exchange.{str(contract.ombre_exchanges).lower()}", lang)
        rows.append(
            f'<tr data-contract="{contract.name}"><td>{rank + 1}</td>'
            f'<th scope="row">{contract.name.capitalize()}</th><td>{trumps}</td>'
            f'<td>{exchange}</td><td class="ombre-num">{contract.value}</td></tr>'
        )
    head = "".join(
        f'<th scope="col">{text(f"game.contracts.column.{key}", lang)}</th>'
        for key in ("step", "game", "trumps", "exchange", "value")
    )
    return Markup(
        '<div class="ombre-scroll" tabindex="0" role="region" '
        f'aria-label="{text(f"game.contracts.label.{preset}", lang)}">'
        f'<table class="ombre-contracts" data-rules="{preset}">'
        f"<caption>{text(f'game.contracts.caption.{preset}', lang)}</caption>"
        f"<thead><tr>{head}</tr></thead>"
        f"<tbody>{''.join(rows)}</tbody></table></div>"
    )


def _seat_hand(name: str, hand: str, lang: str, *, dealer: bool, eldest: bool) -> str:
    """A told deal's seat and its cards: the name in bold, marked if it deals or is eldest."""
    mark = "-dealer" if dealer else "-eldest" if eldest else ""
    name = f"<strong>{name}</strong>"
    return text(
        f"game.story.seat{mark}", lang, name=name, hand=f'<span class="ombre-hand">{hand}</span>'
    )


def ladder(preset: str) -> str:
    """The games in ascending order, as 'entrada < vuelta < solo'."""
    return " < ".join(contract.name for contract in RuleSet.preset(preset).contracts)


def _played_deal(
    rules: str, seed: int, dealer: int, until: frozenset[str] | None = None
) -> GameState:
    """A seeded deal played by the simple bot, stopped when it reaches a phase in ``until``."""
    state = GameState.new_deal(parse_rules(rules), dealer, 0, seed)
    while not state.is_terminal() and (until is None or state.phase not in until):
        state.apply(hint(state)[0])
    return state


def find_deal(
    rules: str,
    predicate: Callable[[GameState], bool],
    dealer: int = 2,
    until: frozenset[str] | None = None,
    seeds: range = range(1, 2000),
) -> tuple[int, GameState]:
    """The first seed whose bot-played deal (stopped at ``until``) satisfies ``predicate``."""
    for seed in seeds:
        state = _played_deal(rules, seed, dealer, until)
        if predicate(state):
            return seed, state
    raise LookupError(f"no seeded {rules} deal in {seeds} matches {predicate.__name__}")


def deal_story(
    context: PageContext,
    *,
    seed: int,
    dealer: int = 2,
    rules: str = "standard",
    until: str = "play",
    show_hands: bool = True,
    secret: bool = False,
    title: str = "",
) -> Markup:
    """A seeded deal told step by step by the engine (the simple bot playing every seat),
    up to the phase ``until`` ("play" ends after the exchange, "over" plays it out)."""
    lang = context.lang
    stop = None if until == "over" else frozenset({until})
    state = _played_deal(rules, seed, dealer, stop)
    start = GameState.new_deal(parse_rules(rules), dealer, 0, seed)
    hands = ""
    if show_hands:
        items = "".join(
            "<li>"
            + _seat_hand(
                STORY_NAMES[seat],
                _hand(context, sorted_hand(start.hands[seat], None)),
                lang,
                dealer=seat == dealer,
                eldest=seat == start.eldest,
            )
            + "</li>"
            for seat in seat_list(dealer, start.players)
        )
        hands = f'<ul class="ombre-story__hands">{items}</ul>'
    steps = "".join(
        f'<li data-action="{html.escape(entry["action"])}">{html.escape(entry["text"])}</li>'
        for entry in step_log(state, STORY_NAMES, viewer=-1 if secret else (state.ombre or 0))
    )
    caption = html.escape(
        title or text("game.story.caption", lang, rules=rules_words(rules, lang), seed=seed)
    )
    return Markup(
        f'<figure class="ombre-story" data-rules="{html.escape(rules)}" data-seed="{seed}">'
        f"<figcaption>{caption}</figcaption>{hands}"
        f'<ol class="ombre-story__steps">{steps}</ol></figure>'
    )


def guided_tricks(
    context: PageContext,
    *,
    deal: str,
    names: list[str],
    title: str = "",
    quote_heading: str = "",
) -> Markup:
    """A guided deal's hands as dealt and its nine tricks (cards in play order, the winner,
    and the script's quoted line), replayed by the engine from the lesson's ``deals/`` script."""
    lang = context.lang
    [script] = load_scripts([_script_file(context, deal)], lang)
    state = start_state(script)
    start = state.clone()
    quotes = []
    for step in script.steps:
        before = len(state.tricks)
        for action in step.actions:
            state.apply(action)
        if len(state.tricks) > before:
            quotes.append(step.quote or "")
    hands = "".join(
        "<li>"
        + _seat_hand(
            html.escape(names[seat]),
            _hand(context, sorted_hand(start.hands[seat], state.trump)),
            lang,
            dealer=seat == script.dealer,
            eldest=seat == start.eldest,
        )
        + "</li>"
        for seat in seat_list(script.dealer)
    )
    talon = _hand(context, [str(card) for card in start.talon])
    rows = []
    for number, (trick, quote) in enumerate(zip(state.tricks, quotes, strict=True), start=1):
        played = "".join(
            f'<span class="ombre-guided-story__play">{context.card(str(card), size="sm")}'
            f"<span>{html.escape(names[(trick.leader + offset) % state.players])}</span></span>"
            for offset, card in enumerate(trick.cards)
        )
        line = f"<q>{html.escape(quote)}</q>" if quote else ""
        rows.append(
            f'<tr><td>{number}</td><td class="ombre-guided-story__cards">{played}</td>'
            f"<td>{html.escape(names[trick.winner])}</td><td>{line}</td></tr>"
        )
    caption = html.escape(title or script.title)
    quoted = html.escape(quote_heading or text("game.story.quoted", lang))
    talon_cards = f'<span class="ombre-hand">{talon}</span>'
    return Markup(
        f'<figure class="ombre-story ombre-guided-story" data-deal="{html.escape(deal)}">'
        f"<figcaption>{caption}</figcaption>"
        f'<ul class="ombre-story__hands">{hands}'
        f"<li>{text('game.story.talon', lang, cards=talon_cards)}</li></ul>"
        '<div class="ombre-scroll" tabindex="0" role="region" '
        f'aria-label="{text("game.story.tricks", lang)}">'
        f'<table><thead><tr><th scope="col">{text("game.story.column.trick", lang)}</th>'
        f'<th scope="col">{text("game.story.column.cards", lang)}</th>'
        f'<th scope="col">{text("game.story.column.won-by", lang)}</th>'
        f'<th scope="col">{quoted}</th></tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table></div></figure>"
    )


def _strength_rows(hand: int, lang: str) -> str:
    rows = []
    for trump in (Suit.SPADES, Suit.CLUBS, Suit.HEARTS, Suit.DIAMONDS):
        strength = hand_strength(hand, trump)
        rows.append(
            f'<tr data-trump="{trump}"><th scope="row">{capitalised(trump.name_in())} '
            f'{trump.symbol}</th><td class="ombre-num">{len(trump_order(trump))}</td>'
            f'<td class="ombre-num">{len(strength.matadors)}</td>'
            f'<td class="ombre-num">{len(strength.trumps)}</td>'
            f'<td class="ombre-num">{top_trump_run(hand, trump)}</td>'
            f'<td class="ombre-num">{strength.top_count:g}</td>'
            f"<td>{text(f'game.study.biddable.{str(strength.biddable).lower()}', lang)}</td></tr>"
        )
    return "".join(rows)


def hand_study(
    context: PageContext, *, hand: str, rules: str = "standard", title: str = "", table: bool = True
) -> Markup:
    """A hand and the engine's verdict on it: the seeds' bidding advice, and per trump suit
    the suit's size, matadors, trumps held, the unbroken run from Spadille and top side cards."""
    lang = context.lang
    mask = parse_hand(hand)
    bid, reasons = bid_advice(mask, RuleSet.preset(rules))
    verdict, holding = reasons
    facts = "".join(f"<li>{html.escape(reason.message)}.</li>" for reason in (verdict, holding))
    grid = ""
    if table:
        head = "".join(
            f'<th scope="col">{text(f"game.study.column.{key}", lang)}</th>'
            for key in ("if-trumps", "suit", "matadors", "trumps", "run", "top", "biddable")
        )
        grid = (
            '<div class="ombre-scroll" tabindex="0" role="region" '
            f'aria-label="{text("game.study.suits", lang)}"><table class="ombre-study__suits">'
            f"<thead><tr>{head}</tr></thead>"
            f"<tbody>{_strength_rows(mask, lang)}</tbody></table></div>"
        )
    caption = html.escape(title) if title else text("game.study.hand", lang)
    return Markup(
        f'<figure class="ombre-study" data-bid="{str(bid).lower()}">'
        f"<figcaption>{caption}</figcaption>"
        f'<p class="ombre-hand">{_hand(context, sorted_hand(mask, None))}</p>'
        f'<ul class="ombre-study__verdict">{facts}</ul>{grid}</figure>'
    )


def position_hint(
    context: PageContext,
    *,
    position: str,
    rules: str = "standard",
    title: str = "",
    follow: bool = False,
) -> Markup:
    """A play position and what the simple bot advises the player to act, with its reason."""
    lang = context.lang
    state = GameState.from_position(rules, position)
    seat = state.current_player
    action, reason = hint(state)
    assert state.trump is not None and state.contract is not None
    trick = "".join(
        f'<figure class="ombre-table__played">{context.card(str(card), size="sm")}'
        f"<figcaption>{STORY_NAMES[(state.leader + index) % state.players]}</figcaption>"
        "</figure>"
        for index, card in enumerate(state.trick)
    )
    trick_text = (
        f"<p>{text('game.study.trick-so-far', lang)}</p>"
        f'<div class="ombre-table__trick">{trick}</div>'
        if state.trick
        else "<p>"
        + text("game.study.leads", lang, player=STORY_NAMES[seat], trick=state.tricks_done + 1)
        + "</p>"
    )
    won = ", ".join(
        text("game.study.won", lang, player=STORY_NAMES[s], tricks=state.won[s])
        for s in range(state.players)
    )
    caption = html.escape(title) if title else text("game.study.position", lang)
    situation = text(
        "game.study.situation",
        lang,
        contract=state.contract.name,
        suit=state.trump.name_in(),
        ombre=STORY_NAMES[state.ombre or 0],
        won=won,
    )
    engine = text(
        "game.study.engine-action",
        lang,
        action=html.escape(action_label(state, action)),
        reason=html.escape(reason),
    )
    return Markup(
        f'<figure class="ombre-study" data-action="{action}">'
        f"<figcaption>{caption}</figcaption>"
        f"<p>{capitalised(situation)}</p>"
        f"{trick_text}"
        f"<p>{_holds(state, seat, lang)}</p>"
        f'<p class="ombre-hand">{_hand(context, sorted_hand(state.hands[seat], state.trump))}'
        "</p>"
        f"<p>{engine}</p>{_followed(state, action, lang) if follow else ''}</figure>"
    )


def _holds(state: GameState, seat: int, lang: str) -> str:
    """'Anna, the ombre, holds:' or 'Bo, a defender, holds:'."""
    role = "ombre" if seat == state.ombre else "defender"
    return text(f"game.study.holds-{role}", lang, player=STORY_NAMES[seat])


def _followed(state: GameState, action: Action, lang: str) -> str:
    """What happens when ``action`` is taken: the settlement lines if it ends the deal."""
    after = state.clone()
    after.apply(action)
    if not after.is_terminal():
        return ""
    lines = "".join(f"<li>{html.escape(line.message)}</li>" for line in after.result_lines())
    chips = ", ".join(
        text("game.study.chips-of", lang, player=STORY_NAMES[seat], chips=f"{amount:+d}")
        for seat, amount in enumerate(after.returns())
    )
    return (
        f"<p>{text('game.study.settled', lang, pot=state.pot)}</p><ul>{lines}</ul>"
        f"<p>{text('game.study.chips', lang, chips=chips)}</p>"
    )


def talon_limit(
    context: PageContext, *, seed: int, dealer: int = 2, rules: str = "standard"
) -> Markup:
    """A seeded deal (simple bot) at the first exchange turn where the talon is shorter than the
    hand: the engine's answer when that player tries to discard one card more than is left."""
    lang = context.lang
    state = GameState.new_deal(parse_rules(rules), dealer, 0, seed)
    while not state.is_terminal():
        if (
            state.phase == "exchange"
            and len(state.talon) < state.hands[state.current_player].bit_count()
        ):
            break
        state.apply(hint(state)[0])
    else:
        raise LookupError(f"seed {seed}: the talon never runs short in the exchange")
    seat = state.current_player
    left = len(state.talon)
    cards = sorted_hand(state.hands[seat], state.trump)[-(left + 1) :]
    try:
        state.clone().apply("discard " + " ".join(cards))
    except IllegalActionError as error:
        answer = error.message
    else:
        raise AssertionError("the engine accepted a discard larger than the talon")
    caption = plural("game.talon.left", left, lang, player=STORY_NAMES[seat])
    return Markup(
        f'<figure class="ombre-study" data-talon="{left}">'
        f"<figcaption>{caption}</figcaption>"
        f"<p>{_holds(state, seat, lang)}</p>"
        f'<p class="ombre-hand">{_hand(context, sorted_hand(state.hands[seat], state.trump))}</p>'
        f"<p>{plural('game.talon.try', left + 1, lang)}</p>"
        f'<p class="ombre-hand">{_hand(context, cards)}</p>'
        f"<p>{text('engine-says', lang, reason=html.escape(answer))}</p></figure>"
    )


def matador_watch(
    context: PageContext, *, seed: int, dealer: int = 2, rules: str = "standard", title: str = ""
) -> Markup:
    """A seeded deal played out by the simple bot, trick by trick, with the matadors seen so far
    and those still out."""
    lang = context.lang
    state = _played_deal(rules, seed, dealer)
    if state.trump is None:
        raise ValueError(f"seed {seed}: the deal was thrown in; choose another")
    trump = state.trump
    out = list(matadors(trump))
    rows = []
    for number, record in enumerate(state.tricks, start=1):
        fallen = [card for card in record.cards if is_matador(card, trump)]
        out = [card for card in out if card not in fallen]
        played = "".join(context.card(str(card), size="sm") for card in record.cards)
        none = text("game.watch.none", lang)
        seen = ", ".join(card_title(card, trump) or str(card) for card in fallen) or none
        left = ", ".join(card_title(card, trump) or str(card) for card in out) or none
        turn = text(
            "game.watch.turn",
            lang,
            leader=STORY_NAMES[record.leader],
            winner=STORY_NAMES[record.winner],
        )
        rows.append(
            f'<tr><th scope="row">{number}</th><td><span class="ombre-hand">{played}</span>'
            f"<br><small>{turn}</small></td><td>{seen}</td><td>{left}</td></tr>"
        )
    assert state.contract is not None and state.ombre is not None
    caption = html.escape(
        title
        or text(
            "game.watch.caption",
            lang,
            player=STORY_NAMES[state.ombre],
            contract=state.contract.name,
            suit=trump.name_in(),
        )
    )
    head = "".join(
        f'<th scope="col">{text(f"game.watch.column.{key}", lang)}</th>'
        for key in ("trick", "cards", "played", "out")
    )
    return Markup(
        f'<figure class="ombre-story" data-seed="{seed}"><figcaption>{caption}</figcaption>'
        '<div class="ombre-scroll" tabindex="0" role="region" '
        f'aria-label="{text("game.watch.label", lang)}"><table class="ombre-matador-watch">'
        f"<thead><tr>{head}</tr>"
        f"</thead><tbody>{''.join(rows)}</tbody></table></div></figure>"
    )


def vole_check(hand: int, trump: Suit, lang: str = ENGLISH) -> list[tuple[str, bool]]:
    """The seeds' test of a legitimate vole hand, item by item: the three matadors, the plain
    ace (Punto) or the king of trumps, and kings in at least two side suits."""
    held = [card for card in matadors(trump) if hand >> card & 1]
    high = [card for card in (punto(trump), Card.of(Rank.KING, trump)) if card and hand >> card & 1]
    kings = [
        Card.of(Rank.KING, suit)
        for suit in Suit
        if suit != trump and hand >> Card.of(Rank.KING, suit) & 1
    ]
    top = (
        text("game.vole.top", lang, cards=", ".join(card.symbol() for card in high))
        if high
        else text("game.vole.top-neither", lang)
    )
    return [
        (text("game.vole.matadors", lang, held=len(held)), len(held) == 3),
        (top, bool(high)),
        (text("game.vole.kings", lang, held=len(kings)), len(kings) >= 2),
    ]


def vole_study(context: PageContext, *, hand: str, trump: str, title: str = "") -> Markup:
    """A hand checked against the seeds' legitimate-vole test, with the engine's trump run."""
    lang = context.lang
    mask, suit = parse_hand(hand), Suit.parse(trump)
    checks = vole_check(mask, suit, lang)
    items = "".join(
        f'<li data-ok="{str(ok).lower()}">{"✔" if ok else "✘"} {html.escape(check)}</li>'
        for check, ok in checks
    )
    legit = all(ok for _, ok in checks)
    verdict = text(f"game.vole.verdict.{'legitimate' if legit else 'not'}", lang)
    caption = html.escape(title) if title else text("game.vole.caption", lang)
    facts = text(
        "game.vole.facts",
        lang,
        suit=suit.name_in(),
        trumps=len(trump_order(suit)),
        held=(mask & trumps_mask(suit)).bit_count(),
        run=top_trump_run(mask, suit),
    )
    return Markup(
        f'<figure class="ombre-study" data-vole="{str(legit).lower()}">'
        f"<figcaption>{caption}</figcaption>"
        f'<p class="ombre-hand">{_hand(context, sorted_hand(mask, suit))}</p>'
        f"<p>{facts}</p>"
        f"<ul>{items}</ul><p>{verdict}</p></figure>"
    )


def game_macros(context: PageContext) -> dict[str, Callable[..., Any]]:
    """The game lessons' macros, bound to the page (added to ``lessons.page_macros``)."""

    def bound(function: Callable[..., Markup]) -> Callable[..., Markup]:
        return lambda **params: function(context, **params)

    return {
        "ante_text": lambda preset: ante_text(preset, context.lang),
        "contracts_table": lambda preset: contracts_table(preset, context.lang),
        "ladder": ladder,
        "deal_story": bound(deal_story),
        "guided_tricks": bound(guided_tricks),
        "hand_study": bound(hand_study),
        "position_hint": bound(position_hint),
        "talon_limit": bound(talon_limit),
        "matador_watch": bound(matador_watch),
        "vole_study": bound(vole_study),
    }
