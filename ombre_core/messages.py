"""The table's learner-facing words, in one catalogue keyed by code: the seats' names, the
buttons' labels and every sentence that explains a step of a deal.

Game logic (``table.py``) says *what* happened as :class:`Message` values (a code, the seat it is
about, and plain data); this module turns them into English. A sentence about the seat the
learner sits in has its own second-person entry (``code/you``), so no code compares names, and a
translation is a second catalogue with the same codes.

>>> render(Message("step.pass", 1), names=("You", "Anna", "Bo"), you=0)
'Anna passes. A pass is final: no more bids from Anna in this deal.'
>>> render(Message("step.pass", 0), names=("You", "Anna", "Bo"), you=0)
'You pass. A pass is final: no more bids from you in this deal.'
>>> deal = Message("deal.no-talon", 1, {"hand": "ten", "packet": "two", "antes": "", "pot": 0},
...     seats={"eldest": 0})
>>> "starting with you, eldest hand;" in render(deal, names=("You", "Anna", "Bo", "Carl"), you=0)
True
>>> label("label.bid", contract="solo")
'Bid solo'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .protocol import MessageDict

CATALOGUE: dict[str, str] = {
    # Who sits where at the site's table: the learner at seat 0, two bots after.
    "seat.0": "You",
    "seat.1": "Anna",
    "seat.2": "Bo",
    "seat.3": "Carl",
    "seat.4": "Dora",
    # A seat named inside a sentence about another seat, when it is the learner's.
    "seat.you": "you",
    # Counted nouns.
    # A counted noun has one entry per plural category of the language (see PLURAL_RULES).
    "count.card.one": "{count} card",
    "count.card.other": "{count} cards",
    "article.vowel": "an",
    "article.consonant": "a",
    # Button labels for actions.
    "label.pass": "Pass",
    "label.bid": "Bid {contract}",
    "label.bid-play": "Say play",
    "label.bid-higher": "I bid higher",
    "label.choose": "Choose {contract}",
    "label.gascarille": "Take the gascarille",
    "label.trump": "{Suit} {symbol} as trumps",
    "label.call": "Call {card}",
    "label.keep": "Keep all my cards",
    "label.discard": "Discard {cards}",
    "label.play": "Play {card}",
    "label.announce-vole": "Announce a vole",
    "label.stop": "Stop and score",
    "label.stop-primeras": "Stop and score (primeras)",
    "label.surrender": "Offer to surrender",
    "label.accept": "Accept the surrender",
    "label.refuse": "Refuse and take over",
    # What a contract means, in one clause.
    "meaning": "the ombre {trumps} and {exchange}, and {article} {contract} is worth {value} "
    "from each defender on a sacada",
    "meaning.trumps.named": "names trumps",
    "meaning.trumps.turn-up": "turns up the top talon card, whose suit is trumps,",
    "meaning.trumps.diamonds": "plays with diamonds as trumps",
    "meaning.exchange.yes": "exchanges with the talon",
    "meaning.exchange.no": "does not exchange",
    "meaning.calls": "the ombre names trumps and calls a king, whose holder is a secret partner; "
    "together they need more than half the tricks, and {article} {contract} is worth {value} "
    "from each defender on a win",
    "meaning.no-trick": "the ombre plays without trumps and does not exchange, and must take no "
    "trick at all: {article} {contract} is paid like a vole",
    # The deal.
    "deal": "{who} deals {hand} cards each, counterclockwise in packets of {packet}, starting "
    "with {eldest}, eldest hand; {talon} form the talon. Antes: {antes}, so the pot holds {pot}.",
    "deal/you": "You deal {hand} cards each, counterclockwise in packets of {packet}, starting "
    "with {eldest}, eldest hand; {talon} form the talon. Antes: {antes}, so the pot holds {pot}.",
    "deal.no-talon": "{who} deals {hand} cards each, counterclockwise in packets of {packet}, "
    "starting with {eldest}, eldest hand; the whole pack is dealt, with no talon. Antes: {antes}, "
    "so the pot holds {pot}.",
    "deal.no-talon/you": "You deal {hand} cards each, counterclockwise in packets of {packet}, "
    "starting with {eldest}, eldest hand; the whole pack is dealt, with no talon. Antes: "
    "{antes}, so the pot holds {pot}.",
    "deal.antes-each": "each player puts {ante} in the pot",
    "deal.antes-dealer": "the dealer, {dealer}, puts {ante} in the pot",
    "deal.antes-live": "each live player puts {ante} in the pot (the dummy antes nothing)",
    # The auction.
    "step.pass": "{who} passes. A pass is final: no more bids from {who} in this deal.",
    "step.pass/you": "You pass. A pass is final: no more bids from you in this deal.",
    "step.bid": "{who} bids {contract}: an offer to play alone against {others}; {meaning}. {next}",
    "step.bid/you": "You bid {contract}: you offer to play alone against {others}; "
    "{meaning}. {next}",
    "step.bid.higher": "Anyone still in must bid higher ({ladder}) or pass.",
    "step.bid.top": "{Contract} is the highest bid: the others can only pass.",
    "step.bid-play": "{who} says play: an offer to play alone against {others}. The winner "
    "chooses the game after the auction ({ladder}); a later player can only overcall with "
    "'I bid higher'.",
    "step.bid-play/you": "You say play: an offer to play alone against {others}. The "
    "winner chooses the game after the auction ({ladder}); a later player can only overcall "
    "with 'I bid higher'.",
    "step.bid-higher": "{who} bids higher: each overcall raises the lowest game the winner may "
    "choose by one step, so it is now {step} or higher ({ladder}).",
    "step.bid-higher/you": "You bid higher: each overcall raises the lowest game the winner may "
    "choose by one step, so it is now {step} or higher ({ladder}).",
    "auction.thrown-in": "Everyone has passed: the cards are thrown in (gasca) and the pot of "
    "{pot} stays for the next deal, where new antes make it bigger.",
    "auction.spadille-in-talon": "Everyone has passed, and forced spadille is on, but Spadille "
    "lies in the talon: nobody is forced to play, so the cards are thrown in and the pot of {pot} "
    "stays for the next deal.",
    "auction.forced-spadille": "Everyone has passed, and forced spadille is on: {who}, who "
    "holds Spadille, must play an {contract}, scored as usual.",
    "auction.forced-spadille/you": "Everyone has passed, and forced spadille is on: you hold "
    "Spadille, so you must play an {contract}, scored as usual.",
    "auction.gascarille": "Everyone has passed, and gascarille is on: in turn from eldest, a "
    "player may take it: discard {count}, draw as many, name trumps and play it scored as a "
    "{contract}.",
    "auction.ombre": "{who} wins the auction and is the ombre, playing alone against "
    "{others} in {contract}.",
    "auction.ombre/you": "You win the auction and are the ombre, playing alone against "
    "{others} in {contract}.",
    "auction.ombre-chooses": "{who} wins the auction and is the ombre, playing alone against "
    "{others}; {who} now chooses the game: {step} or higher ({ladder}).",
    "auction.ombre-chooses/you": "You win the auction and are the ombre, playing alone against "
    "{others}; you now choose the game: {step} or higher ({ladder}).",
    "step.choose": "{who} chooses {contract}: {meaning}.",
    "step.choose/you": "You choose {contract}: {meaning}.",
    "step.gascarille": "{who} takes the gascarille.",
    "step.gascarille/you": "You take the gascarille.",
    "step.gascarille-pass": "{who} declines the gascarille.",
    "step.gascarille-pass/you": "You decline the gascarille.",
    "gascarille.none": "No one takes it: the cards are thrown in and the pot of {pot} stays.",
    # Trumps.
    "step.trump": "{who} names {suit} as trumps.",
    "step.trump/you": "You name {suit} as trumps.",
    # The call (Quadrille, Quintille).
    "step.bid-call": "{who} bids {contract}: an offer to play with a called partner; {meaning}. "
    "{next}",
    "step.bid-call/you": "You bid {contract}: you offer to play with a called partner; "
    "{meaning}. {next}",
    "auction.ombre-calls": "{who} wins the auction and is the ombre in {contract}: {who} names "
    "trumps and calls a king, whose holder becomes a secret partner.",
    "auction.ombre-calls/you": "You win the auction and are the ombre in {contract}: you name "
    "trumps and call a king, whose holder becomes your secret partner.",
    "step.call": "{who} calls {card}: whoever holds it is the ombre's secret partner, known when "
    "{card} is played.",
    "step.call/you": "You call {card}: whoever holds it is your secret partner, known when "
    "{card} is played.",
    "label.call-own": "Call {card}, your own: you play alone and must win {need} tricks",
    "step.call-own": "{who} calls {card}: whoever holds it is the ombre's secret partner, known "
    "when {card} is played.",
    "step.call-own/you": "You call {card}, your own card: you play alone and must win {need} of "
    "the {total} tricks.",
    "partner.own": "it is {who}'s own card: {who} plays alone",
    "partner.own/you": "it is your own card: you play alone and must win {need} of the {total} "
    "tricks",
    "play.partner": "{who} played the called {card}, so {who} is the ombre's partner.",
    "play.partner/you": "You played the called {card}: now everyone knows you are the ombre's "
    "partner.",
    "play.called-own": "{who} played the called {card}: {who} called an own card and plays alone.",
    "play.called-own/you": "You played the called {card}, your own card: you play alone.",
    "trump.turned-up": "The top talon card is turned up: {card}, so {suit} are trumps; it stays "
    "on top as the ombre's first draw. With {suit} trumps the matadors are Spadille, {manille} "
    "(Manille) and Basto.",
    "trump.diamonds": "{Contract}: diamonds are trumps; the matadors are Spadille, {manille} "
    "(Manille) and Basto.",
    "trump.named": "With {suit} trumps the matadors are Spadille, {manille} (Manille) and Basto.",
    # The exchange.
    "step.discard-seen": "{who} discards {cards} face down and draws {drawn}.",
    "step.discard-seen/you": "You discard {cards} face down and draw {drawn}.",
    "step.discard": "{who} discards {count} face down and draws as many from the talon.",
    "step.discard/you": "You discard {count} face down and draw as many from the talon.",
    "step.keep": "{who} keeps the whole hand.",
    "step.keep/you": "You keep your whole hand.",
    "exchange.talon-left": "{cards} left in the talon.",
    "exchange.ombre-keeps": "In {contract} the ombre does not exchange; the defenders still do, "
    "in play order.",
    "exchange.talon-empty": "The talon is empty, so {who} cannot exchange.",
    "exchange.talon-out": "{cards} stay face down in the talon, out of play.",
    "exchange.first-lead": "{who} leads the first trick.",
    "exchange.first-lead/you": "You lead the first trick.",
    # The play.
    "step.play": "{who} plays {card}.",
    "step.play/you": "You play {card}.",
    "play.vole": "By leading to trick {number} after winning every trick so far, {who} is "
    "committed to a vole.",
    "play.vole/you": "By leading to trick {number} after winning every trick so far, you are "
    "committed to a vole.",
    "play.trick": "{who} wins trick {number}: {why}.",
    "play.trick/you": "You win trick {number}: {why}.",
    # Ombre a dos: the dummy seat's label, and each card it plays by its one rule.
    "seat.dummy": "Dummy",
    "play.dummy-lead": "{who}, the dummy, leads {card}: by its rule it always leads its lowest "
    "card.",
    "play.dummy-takes": "{who}, the dummy, plays {card}: by its rule, the cheapest card that "
    "takes the trick.",
    "play.dummy-lowest": "{who}, the dummy, plays {card}: by its rule, its lowest card, since it "
    "cannot take the trick or the defender is already winning it.",
    "step.announce-vole": "{who} announces a vole: all nine tricks, for {win} from each "
    "defender; losing any trick costs {loss} to each.",
    "step.announce-vole/you": "You announce a vole: all nine tricks, for {win} from each "
    "defender; losing any trick costs {loss} to each.",
    "step.stop": "{who} stops after winning the first {count} tricks in a row.",
    "step.stop/you": "You stop after winning the first {count} tricks in a row.",
    "step.surrender": "{who} offers to give up the deal: if {defenders_accept}, it scores as "
    "a puesta; a defender may refuse and take over as ombre.",
    "step.surrender/you": "You offer to give up the deal: if {defenders_accept}, it scores "
    "as a puesta; a defender may refuse and take over as ombre.",
    "step.accept": "{who} accepts the surrender.",
    "step.accept/you": "You accept the surrender.",
    "step.refuse": "{who} refuses the surrender and takes over as ombre in the same game.",
    "step.refuse/you": "You refuse the surrender and take over as ombre in the same game.",
    "over": "The deal is over: {result}.",
    # Whose idea the table's Hint is.
    "hint.simple-bot": "the simple bot's idea, not proven best play",
    # Where the deal review (the solver's verdict on each card) cannot go.
    "review.unavailable.players": "The deal review is not available for {game}: the solver that "
    "judges each card plays three-handed Ombre only.",
    "review.unavailable.dummy": "The deal review is not available for Ombre a dos: the solver "
    "that judges each card cannot play the dummy's fixed rule.",
    "review.unavailable.contrabola": "The deal review is not available for a {contract}: the "
    "solver that judges each card plays only games where the ombre tries to win tricks.",
    "game.tvahant": "tvåhant",
    "game.quadrille": "Quadrille",
    "game.quintille": "Quintille",
    # A deal's result in its game's own word (the settlement's heading).
    "result.thrown-in": "thrown in",
    "result.sacada": "sacada",
    "result.puesta": "puesta",
    "result.codille": "codille",
    "result.remise": "remise",
    "result.contrabola-made": "{contract} made",
    "result.contrabola-failed": "{contract} failed",
    # Words that follow the number of players in the deal (the names the sentence is told with).
    "others.1": "the other player",
    "others.many": "the other {count}",
    "defenders-accept.1": "the defender accepts",
    "defenders-accept.2": "both defenders accept",
    "defenders-accept.many": "all the defenders accept",
}
"""Every learner-facing string of the table, by code. ``{Name}`` (capitalised) is the
parameter ``name`` with a capital first letter."""


@dataclass(frozen=True)
class Message:
    """One sentence as data: its catalogue ``code``, the ``seat`` it is about (or None), and
    its parameters (plain strings and numbers)."""

    code: str
    seat: int | None = None
    params: Mapping[str, Any] = field(default_factory=dict)
    seats: Mapping[str, int] = field(default_factory=dict)
    """Parameters that name another seat: its name, or "you" for the learner's seat."""

    def to_dict(self) -> MessageDict:
        return {
            "code": self.code,
            "seat": self.seat,
            "params": dict(self.params),
            "seats": dict(self.seats),
        }


def _fill(template: str, params: Mapping[str, Any]) -> str:
    capitals = {
        name[:1].upper() + name[1:]: str(value)[:1].upper() + str(value)[1:]
        for name, value in params.items()
    }
    return template.format(**params, **capitals)


def label(code: str, **params: str | int) -> str:
    """A catalogue entry filled in (labels and clauses, not about a seat)."""
    return _fill(CATALOGUE[code], params)


def seat_names(seats: int = 3) -> tuple[str, ...]:
    """The names of the site table's seats, seat 0 (the learner) first.

    >>> seat_names(2), len(seat_names(5))
    (('You', 'Anna'), 5)
    >>> seat_names(4)
    ('You', 'Anna', 'Bo', 'Carl')
    """
    return tuple(CATALOGUE[f"seat.{seat}"] for seat in range(seats))


PLAYER_NAMES: tuple[str, ...] = ("Anna", "Bo", "Cecilia")
"""The three players of a deal where no learner sits, seat 0 first: the results drills, the
told deals and the session pages, as the lessons' prose names them. The site's table, where
the learner sits, names its seats by :func:`seat_names` ("You", then Anna, Bo, Carl, Dora):
its fourth seat is Carl, not Cecilia, because Cecilia is the third of three, never a fourth."""


PLURAL_RULES: dict[str, Callable[[int], str]] = {
    "en": lambda amount: "one" if amount == 1 else "other",
}
"""Each catalogue language's plural rule: a count to its CLDR category (``one``, ``few``,
``many``, ``other``...), the suffix of the entry that words that count."""

LANGUAGE = "en"
"""The language :data:`CATALOGUE` is written in."""


def plural(code: str, amount: int, **params: str | int) -> str:
    """The entry ``code.<category>`` for ``amount``, filled with ``count`` and ``params``.

    >>> plural("count.card", 1), plural("count.card", 0), plural("count.card", 2)
    ('1 card', '0 cards', '2 cards')
    """
    category = PLURAL_RULES[LANGUAGE](amount)
    return label(f"{code}.{category}", count=amount, **params)


def count(noun: str, amount: int) -> str:
    """``amount`` of ``noun``, worded by the catalogue's plural entries ``count.<noun>.*``."""
    return plural(f"count.{noun}", amount)


def article(word: str) -> str:
    """The indefinite article before ``word``."""
    return label("article.vowel" if word[:1] in "aeiou" else "article.consonant")


_NUMBER_WORDS = {2: "two", 3: "three", 4: "four"}


def _table_words(players: int) -> dict[str, str]:
    """The words a sentence takes from the number of players: "against the other two" at three,
    "against the other player" at two.

    >>> _table_words(2)["others"], _table_words(3)["others"], _table_words(2)["defenders_accept"]
    ('the other player', 'the other two', 'the defender accepts')
    """
    others = players - 1
    many = _NUMBER_WORDS.get(others, str(others))
    return {
        "others": label("others.1") if others == 1 else label("others.many", count=many),
        "defenders_accept": label(f"defenders-accept.{others if others <= 2 else 'many'}"),
    }


def render(message: Message, names: Sequence[str], you: int | None) -> str:
    """The sentence: the second-person entry when the message is about the seat ``you``."""
    code = message.code
    if message.seat is not None and message.seat == you and f"{code}/you" in CATALOGUE:
        code = f"{code}/you"
    params: dict[str, Any] = {**_table_words(len(names)), **message.params}
    for name, seat in message.seats.items():
        params[name] = label("seat.you") if seat == you else names[seat]
    if message.seat is not None:
        params.setdefault("who", names[message.seat])
    return _fill(CATALOGUE[code], params)


def render_all(messages: Sequence[Message], names: Sequence[str], you: int | None) -> str:
    """A paragraph of sentences."""
    return " ".join(render(message, names, you) for message in messages)
