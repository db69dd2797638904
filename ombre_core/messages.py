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

import re
import string
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import reduce
from importlib import import_module
from typing import Any, Literal

from .catalogue_drills import DRILLS
from .catalogue_errors import ERRORS
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
    # Cards, per deck style (the French deck's hearts, the Spanish deck's copas): see cards.py.
    # A rank alone, as the deck figure heads its column.
    "rank.french.A": "Ace",
    "rank.french.2": "Two",
    "rank.french.3": "Three",
    "rank.french.4": "Four",
    "rank.french.5": "Five",
    "rank.french.6": "Six",
    "rank.french.7": "Seven",
    "rank.french.J": "Jack",
    "rank.french.Q": "Queen",
    "rank.french.K": "King",
    "rank.spanish.A": "As",
    "rank.spanish.2": "Dos",
    "rank.spanish.3": "Tres",
    "rank.spanish.4": "Cuatro",
    "rank.spanish.5": "Cinco",
    "rank.spanish.6": "Seis",
    "rank.spanish.7": "Siete",
    "rank.spanish.J": "Sota",
    "rank.spanish.Q": "Caballo",
    "rank.spanish.K": "Rey",
    # A suit in a sentence ("{suit} are trumps").
    "suit.french.spades": "spades",
    "suit.french.hearts": "hearts",
    "suit.french.diamonds": "diamonds",
    "suit.french.clubs": "clubs",
    "suit.spanish.spades": "espadas",
    "suit.spanish.hearts": "copas",
    "suit.spanish.diamonds": "oros",
    "suit.spanish.clubs": "bastos",
    # A card's name: its template, and the suit as it stands in the name ("de cœur").
    "card.french": "{rank} of {suit}",
    "card.spanish": "{rank} de {suit}",
    "card.suit.french.spades": "spades",
    "card.suit.french.hearts": "hearts",
    "card.suit.french.diamonds": "diamonds",
    "card.suit.french.clubs": "clubs",
    "card.suit.spanish.spades": "espadas",
    "card.suit.spanish.hearts": "copas",
    "card.suit.spanish.diamonds": "oros",
    "card.suit.spanish.clubs": "bastos",
    # The named trumps, as the language's rule texts write them.
    "card.title.spadille": "Spadille",
    "card.title.manille": "Manille",
    "card.title.basto": "Basto",
    "card.title.punto": "Punto",
    # Counted nouns.
    # A counted noun has one entry per plural category of the language (see PLURAL_RULES).
    "count.card.one": "{count} card",
    "count.card.other": "{count} cards",
    # A contract with its indefinite article, one entry per game ("an entrada"), and for a game
    # of a rule set the catalogue does not know.
    "contract.a": "a {contract}",
    "contract.a.entrada": "an entrada",
    "contract.a.vuelta": "a vuelta",
    "contract.a.solo": "a solo",
    "contract.a.juego": "a juego",
    "contract.a.voltereta": "a voltereta",
    "contract.a.oros": "an oros",
    "contract.a.contrabola": "a contrabola",
    "contract.a.countervole": "a countervole",
    "contract.a.alliance": "an alliance",
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
    "meaning": "the ombre {trumps} and {exchange}, and {a_contract} is worth {value} "
    "from each defender on a sacada",
    "meaning.trumps.named": "names trumps",
    "meaning.trumps.turn-up": "turns up the top talon card, whose suit is trumps,",
    "meaning.trumps.diamonds": "plays with diamonds as trumps",
    "meaning.exchange.yes": "exchanges with the talon",
    "meaning.exchange.no": "does not exchange",
    "meaning.calls": "the ombre names trumps and calls a king, whose holder is a secret partner; "
    "together they need more than half the tricks, and {a_contract} is worth {value} "
    "from each defender on a win",
    "meaning.no-trick": "the ombre plays without trumps and does not exchange, and must take no "
    "trick at all: {a_contract} is paid like a vole",
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
    # The same at a one-deal table (the daily deal), which has no next deal.
    "auction.thrown-in.one-deal": "Everyone passed: nobody plays this deal; the pot of {pot} "
    "would carry to the next one.",
    "auction.spadille-in-talon": "Everyone has passed, and forced spadille is on, but Spadille "
    "lies in the talon: nobody is forced to play, so the cards are thrown in and the pot of {pot} "
    "stays for the next deal.",
    "auction.spadille-in-talon.one-deal": "Everyone has passed, and forced spadille is on, but "
    "Spadille lies in the talon: nobody is forced to play, so nobody plays this deal; the pot of "
    "{pot} would carry to the next one.",
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
    "hint.strong.one": "a strong player's choice, weighed over {count} layout of the cards "
    "you cannot see",
    "hint.strong.other": "a strong player's choice, weighed over {count} layouts of the cards "
    "you cannot see",
    "hint.forced": "the rules: only one play is legal",
    # Why the table's strong bot played a card the simple bot would not have.
    "bot.strong": "the most chips it could expect over the layouts of the cards it cannot see",
    # A strong player's hint (ombre_core/hints.py): the idea first, then the card.
    "idea.draw-trumps": "Draw trumps: an opponent may still hold trumps, and leading yours "
    "takes theirs out",
    "idea.cash": "Win while you can: lead a card that nothing left in its suit can beat",
    "idea.long-suit": "Lead your long suit: once the others run out of it, its small cards "
    "win tricks",
    "idea.lead-low": "Lead low: give nothing away and keep your strong cards for later",
    "idea.keep-matador": "Keep {card} back: a matador need not be played on a lower trump lead",
    "idea.trump-in": "Trump in: you cannot follow suit, and a trump takes the trick",
    "idea.win": "Win the trick while you can",
    "idea.duck": "Duck: leave this trick and keep your strong cards",
    "idea.keep-guard": "Keep the guard: throw from another suit so that {card} stays guarded",
    "idea.throw": "Throw a loser: you cannot take this trick, so give the card you need least",
    "idea.stop": "Stop here and take what you have won",
    "idea.vole": "Go for the vole: announce it and take every trick",
    "idea.forced": "No choice: only one play is legal here",
    "idea.evidence.ombre.one": "this wins the game in {count} layout out of 10",
    "idea.evidence.ombre.other": "this wins the game in {count} layouts out of 10",
    "idea.evidence.defence.one": "this beats the ombre in {count} layout out of 10",
    "idea.evidence.defence.other": "this beats the ombre in {count} layouts out of 10",
    "idea.sentence": "{idea}. With what you can see, {evidence}.",
    "idea.reason": "{why}: {chips}",
    "idea.chips": "{chips} chips on average for your side, the best of your choices",
    "idea.chips.equal": "{chips} chips on average for your side, as good as the best within "
    "the estimate's error ({best} chips)",
    # A puzzle (ombre_core/puzzles.py): its reason, each wrong answer's refutation, its themes.
    "puzzle.reason": "{idea}. On average over the ways the hidden cards may lie it is worth "
    "{chips} chips to your side, and with every hand in view it leads to {outcome}.",
    # A puzzle's first hint: the idea of the answer, naming no card (one per idea code).
    "puzzle.hint.draw-trumps": "Think about the trumps still out against you",
    "puzzle.hint.cash": "Take the tricks that are yours while you can",
    "puzzle.hint.long-suit": "Think about your long suit",
    "puzzle.hint.lead-low": "Give nothing away: keep your strong cards for later",
    "puzzle.hint.keep-matador": "Keep your matador back",
    "puzzle.hint.trump-in": "You cannot follow suit: think about trumping",
    "puzzle.hint.win": "Can you take this trick now?",
    "puzzle.hint.duck": "Must you take this trick?",
    "puzzle.hint.keep-guard": "Keep your high card guarded",
    "puzzle.hint.throw": "You cannot take this trick: what can you spare?",
    "puzzle.hint.stop": "Count your tricks: is it time to stop?",
    "puzzle.hint.vole": "Could you take every trick?",
    "puzzle.hint.forced": "Only one play is legal here",
    "puzzle.action.play": "play {card}",
    "puzzle.action.stop": "stop",
    "puzzle.action.announce-vole": "announce a vole",
    "puzzle.action.and-lead": "{action} and lead {card}",
    "puzzle.line.lead": "{who} leads {card}",
    "puzzle.line.lead/you": "you lead {card}",
    "puzzle.line.and-leads": "{step} and leads {card}",
    "puzzle.line.and-leads/you": "{step} and lead {card}",
    "puzzle.line.play": "{who} plays {card}",
    "puzzle.line.play/you": "you play {card}",
    "puzzle.line.stop": "{who} stops",
    "puzzle.line.stop/you": "you stop",
    "puzzle.line.announce-vole": "{who} announces a vole",
    "puzzle.line.announce-vole/you": "you announce a vole",
    "puzzle.refutation": "If you {action}: {line}, and with best play {outcome} follows.",
    "puzzle.refutation.short": "If you {action}, with best play {outcome} follows.",
    "puzzle.theme.drawing-trumps": "Drawing trumps",
    "puzzle.theme.keeping-a-matador-back": "Keeping a matador back",
    "puzzle.theme.matador-privilege": "The matador privilege",
    "puzzle.theme.stop-or-vole": "Stop or vole",
    "puzzle.theme.ducking": "Ducking",
    "puzzle.theme.taking-the-trick": "Taking the trick",
    "puzzle.theme.trumping-in-or-discarding": "Trumping in or discarding",
    "puzzle.theme.defending-together": "Defending together",
    "puzzle.theme.last-tricks": "The last tricks",
    "puzzle.theme.cashing-winners": "Cashing winners",
    "puzzle.theme.long-suit": "The long suit",
    "puzzle.theme.keeping-a-guard": "Keeping a guard",
    "puzzle.theme.the-exchange": "The exchange",
    # An exchange puzzle (the ombre's discard): the idea of the answer, its hint, the refutations.
    "puzzle.exchange.void": "Empty a side suit: with none of it left you can trump its leads",
    "puzzle.exchange.keep-king": "Keep {card}: a king can take a trick of its own",
    "puzzle.exchange.throw-more": "Throw every loser: each card you draw may be a trump or a king",
    "puzzle.exchange.keep": "Keep what can take a trick, and draw for the rest",
    "puzzle.hint.exchange.void": "Could you empty a side suit?",
    "puzzle.hint.exchange.keep-king": "Which of your side cards can take a trick?",
    "puzzle.hint.exchange.throw-more": "How many of your cards can take no trick?",
    "puzzle.hint.exchange.keep": "Which of your cards are worth keeping?",
    "puzzle.action.discard": "discard {cards}",
    "puzzle.action.keep": "keep all your cards",
    "puzzle.refutation.exchange": "If you {action}, you draw {cards}, and with best play "
    "{outcome} follows.",
    "puzzle.reason.exchange": "{idea}. On average over the ways the hidden cards and the talon "
    "may lie it is worth {chips} chips to you, the best of these discards, and with every card "
    "in view it leads to {outcome}.",
    "puzzle.question.play": "Find the best card. Your first answer counts.",
    "puzzle.question.exchange": "You are the ombre: which discard is best? Your first answer "
    "counts.",
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
    # The same with its indefinite article ("played entrada as the ombre (a sacada)").
    "result.a.sacada": "a sacada",
    "result.a.puesta": "a puesta",
    "result.a.codille": "a codille",
    "result.a.remise": "a remise",
    "result.a.contrabola-made": "a {contract} made",
    "result.a.contrabola-failed": "a {contract} failed",
    # Words that follow the number of players in the deal (the names the sentence is told with).
    "others.1": "the other player",
    "others.2": "the other two",
    "others.3": "the other three",
    "others.4": "the other four",
    "others.many": "the other {count}",
    "defenders-accept.1": "the defender accepts",
    "defenders-accept.2": "both defenders accept",
    "defenders-accept.many": "all the defenders accept",
    # An outcome level of the solver's chart, with its article ("a sacada") and definite ("the").
    "level.failed-vole": "a failed vole",
    "level.codille": "a codille",
    "level.puesta": "a puesta",
    "level.sacada": "a sacada",
    "level.stop": "a stop after {tricks} straight tricks",
    "level.vole": "a vole",
    "level.the.failed-vole": "the failed vole",
    "level.the.codille": "the codille",
    "level.the.puesta": "the puesta",
    "level.the.sacada": "the sacada",
    "level.the.stop": "the stop after {tricks} straight tricks",
    "level.the.vole": "the vole",
    # How a deal ends under best play, with the tricks each seat takes.
    "outcome": "{what} ({split})",
    "outcome.seat-tricks": "{name} {count}",
    "outcome.seat-chips": "{name} {chips}",
    "outcome.codille": "codille for {who}",
    "outcome.failed-vole": "{level}, {by_count}",
    # A verdict's pieces: what a decision kept, let the ombre do, or what best defence did.
    "verdict.kept": "Kept {level}.",
    "verdict.kept.no-better": "No better was possible: {level}.",
    "verdict.kept.defence": "Kept the defence's best: {best}.",
    "defence-best.codille": "a codille against the ombre",
    "defence-best.failed-vole": "the ombre's vole fails",
    "defence-best.puesta": "the ombre held to {level}",
    "defence-best.other": "the ombre still makes {level}",
    "escape.vole": "make the vole",
    "escape.stop": "stop after {tricks} straight tricks",
    "escape.win": "make {level}",
    "escape.loss": "escape with {level}",
    "defence.codille": "won codille",
    "defence.failed-vole": "beaten the vole",
    "defence.other": "held the ombre to {level}",
    "count.trick-change.one": "a trick",
    "count.trick-change.other": "{count} tricks",
    # A list in a sentence: the items before the last joined one by one by list.comma, the
    # last added by list.and or list.or (messages.listing).
    "list.comma": "{items}, {item}",
    "list.or": "{items} or {last}",
    "quoted": "“{text}”",
    # The guided deals' verdicts: a card next to the guide's card (or choice), for the learner.
    "noun.card": "card",
    "noun.choice": "choice",
    "guide.verdict": "{card} {clause}.",
    "guide.verdict.worse": "With best play, {card} {clause}.",
    "guide.same": "does as well as the guide's {noun} with best play: {mine}",
    "guide.better": "does even better with every hand in view: {mine}, not {theirs}",
    "guide.trick.ombre": "costs you {tricks}, though it is still {level}: {mine}",
    "guide.trick.defender": "gives {who} {tricks} more, though it is still {level}: {mine}",
    "guide.loses.vole": "loses the vole: {mine}, where the guide's {noun} makes {theirs}",
    "guide.loses.stop": "loses the stop: {mine}, where the guide's {noun} makes {theirs}",
    "guide.ombre.codille": "gives {who} codille ({split}), where the guide's {noun} makes {theirs}",
    "guide.ombre.lost": "lets the defence make {what} ({split}), where the guide's {noun} makes "
    "{theirs}",
    "guide.defender.vole": "gives {who} the vole ({split}), where the guide's {noun} holds "
    "{theirs}",
    "guide.defender.stop": "lets {who} stop after {tricks} straight tricks ({split}), where the "
    "guide's {noun} holds {theirs}",
    "guide.defender.sacada": "lets {who} make a sacada ({split}), where the guide's {noun} holds "
    "{theirs}",
    "guide.defender.escape": "lets {who} escape with {what} ({split}), where the guide's {noun} "
    "holds {theirs}",
    # The deal review's verdicts: the learner's decision next to best play.
    "review.unknown": "Not proven: the time allowed ran out before this was solved.",
    "review.unknown.tried": "Not proven in the time allowed.",
    "review.unknown.best": "This leads to {level} under best play; whether another choice did "
    "better is not proven in the time allowed.",
    "review.unknown.best.tried": "This would have led to {level} under best play; whether "
    "another choice did better is not proven in the time allowed.",
    "review.kept.tried": "As good as best play.",
    "review.trick.ombre": "Still {level}, but with a trick fewer than best play ({best} kept it).",
    "review.trick.defender": "Still {level}, but it gave the ombre a trick more than best play "
    "({best}).",
    "review.trick.tried.ombre": "Still {level}, but a trick fewer for you than best play.",
    "review.trick.tried.defender": "Still {level}, but a trick more for the ombre than best play.",
    "review.lost.ombre": "This turned {top} into {level}. {best} kept {the_top}.",
    "review.lost.defender": "This let the ombre {escaped} where {best} would have {defended}.",
    "review.lost.tried.ombre": "This would have turned {top} into {level}.",
    "review.lost.tried.defender": "This would have let the ombre {escaped}, where best defence "
    "{defended}.",
    # The review's fair verdicts: the learner's decision over the layouts the learner could face.
    "fair.best": "Best bet: {card} {aim} in {layouts}.",
    "fair.fine": "Close call: {card} {aim} in {layouts}, {best} in {best_layouts}; the "
    "difference is within the estimate's error.",
    "fair.good-bet": "Good bet: {card} {aim} in {layouts}; this time {best} happened to do better.",
    "fair.lucky": "Lucky: {card} {risk} in {layouts}; here the cards lay kindly.",
    "fair.lucky.chips": "Lucky: {card} costs about {chips} a deal on average against {best}; here "
    "the cards lay kindly.",
    "fair.mistake": "Mistake: {card} {risk} in {layouts}, where {best} {aim} in {best_layouts}.",
    "fair.mistake.chips": "Mistake: {card} costs about {chips} a deal on average against {best}.",
    "fair.only": "{card} was the only choice.",
    # "Try your mistakes again": a clear mistake of the review tried once more.
    "retry.better": "Yes: {card} {aim} in {layouts}.",
    "retry.fewer": "{card} {aim} in {layouts}",
    "retry.chips": "{card} costs about {chips} a deal on average",
    "retry.again": "Not better: {why}. Try again.",
    "retry.answer": "The answer: {best} {aim} in {layouts}.",
    "retry.solution": "Not better: {why}. {answer}",
    "retry.same": "{card} is the card you played before: try another.",
    "fair.layouts.all": "all {total} layouts",
    "count.fair-layouts.one": "{count} layout out of {total}",
    "count.fair-layouts.other": "{count} layouts out of {total}",
    "count.fair-chips.one": "{count} chip",
    "count.fair-chips.other": "{count} chips",
    "fair.aim.ombre.vole": "makes the vole",
    "fair.aim.ombre.stop": "keeps the stop after {tricks} straight tricks",
    "fair.aim.ombre.sacada": "keeps the sacada",
    "fair.aim.ombre.puesta": "holds the loss to a puesta",
    "fair.aim.ombre.codille": "holds the loss to a codille",
    "fair.aim.ombre.failed-vole": "still ends in a failed vole",
    "fair.aim.defender.failed-vole": "beats the vole",
    "fair.aim.defender.codille": "wins the codille",
    "fair.aim.defender.puesta": "holds the ombre to a puesta",
    "fair.aim.defender.sacada": "holds the ombre to a sacada",
    "fair.aim.defender.stop": "holds the ombre to a stop after {tricks} straight tricks",
    "fair.aim.defender.vole": "still lets the ombre make the vole",
    "fair.risk.ombre": "risks {level}",
    "fair.risk.defender": "risks letting the ombre {escaped}",
    # Which cards may be played to a trick, and why (an illegal card explained).
    "play.trump": "trump",
    "play.cannot-follow": "you hold no {suit}, so you may play any card",
    "play.must-follow": "you must follow {suit}: you hold {cards}",
    "play.must-trump": "trumps were led and you hold {cards}, which is not a matador, so you "
    "must play a trump (a matador will do too)",
    "play.matador-forced": "{lead} was led, a matador higher than your {cards}, so you must "
    "play a trump",
    "play.matador-privilege": "your only trumps are matadors ({cards}) and no higher matador "
    "was led, so you may keep them and play any card",
    "play.lead-any": "you are leading, so you may play any card",
    "play.not-in-hand": "you do not hold {card}",
    "play.allowed": "{card} is allowed: {reason}",
    # Why a trick's winning card wins.
    "trick.trump-led": "{card} wins: trumps were led and it is the highest trump played",
    "trick.trumped": "{card} wins: it is the highest trump played ({trump} are trumps)",
    "trick.highest-of-suit": "{card} wins: {none}, and it is the highest {suit} card (cards of "
    "other suits cannot win)",
    "trick.no-trumps": "there are no trumps in this game",
    "trick.no-trump-played": "no trump was played",
    # An illegal bid explained.
    "bid.not-a-bid": "{action} is not a bid in the {rules} auction: say pass or bid {contracts}",
    "bid.not-a-bid.play": "{action} is not a bid in the {rules} auction: say 'bid play', 'bid "
    "higher' or 'pass'; the winner chooses the game afterwards",
    "bid.too-low": "{contract} does not beat {current}: a bid must be strictly higher ({ladder}), "
    "or pass",
    "bid.higher-needed": "seat {seat} has already said play: you may only bid higher or pass",
    "bid.nothing-to-overcall": "no one has said play yet: say 'bid play' or pass",
    "bid.at-top": "the game is already raised to {contract}, the top step: you can only pass",
    # An illegal discard explained.
    "discard.not-in-hand": "you do not hold {cards}: you can only discard your own cards",
    "discard.gascarille": "a gascarille discards exactly {low} cards and draws as many, not "
    "{count}",
    "discard.talon-short": "only {talon} cards are left in the talon, so you may discard at most "
    "{high}, not {count}",
    # Why the ombre may not announce a vole, stop or surrender now.
    "problem.contrabola.vole": "in a {contract} the ombre plays every trick: there is no vole",
    "problem.contrabola.stop": "in a {contract} the ombre plays every trick: there is no stop",
    "problem.contrabola.surrender": "in a {contract} the ombre plays every trick: there is no "
    "surrender",
    "problem.no-vole": "the {rules} rules have no vole",
    "problem.vole-by-lead": "in the {rules} rules a vole is not announced: the ombre commits to "
    "it by leading to trick {next} after winning tricks 1-{straight}",
    "problem.vole-announced": "the vole is already announced",
    "problem.vole-late": "a vole must be announced before the lead to trick {next}",
    "problem.vole-lost": "a vole needs every trick, and the ombre has already lost one",
    "problem.no-stop": "the {rules} rules do not let the ombre stop early",
    "problem.stop-when": "the ombre may stop only after winning tricks 1-{straight}, before "
    "leading to trick {next}",
    "problem.stop-vole": "the vole is announced, so the ombre must play on",
    "problem.no-surrender": "the {rules} rules have no surrender",
    "problem.surrender-again": "a surrender was already offered in this deal",
    "problem.surrender-vole": "the ombre is bound to the vole, so the ombre must play on",
    "problem.surrender-late": "the ombre may surrender only before trick {next} is led",
    # Who is to act now, as an error about an action out of turn says it.
    "expect.deal": "the cards are to be dealt",
    "expect.auction": "seat {seat} is to bid or pass",
    "expect.after-pass": "everyone passed: seat {seat} may take the {offers} or pass",
    "expect.or-the": "{first} or the {other}",
    "expect.choose": "seat {seat}, who won the auction, is to choose the game",
    "expect.trump": "seat {seat}, the ombre, is to name trumps",
    "expect.call": "seat {seat}, the ombre, is to call a king for a partner",
    "expect.exchange": "seat {seat}, {role}, is to discard ({many} cards) and draw from the talon",
    "expect.role.ombre": "the ombre",
    "expect.role.defender": "a defender",
    "expect.exactly": "exactly {low}",
    "expect.range": "{low} to {high}",
    "expect.play": "seat {seat} is to play a card to trick {number}",
    "expect.surrender": "the ombre offered to surrender: seat {seat} is to accept or refuse",
    "expect.over": "the deal is over",
    # Whether an action is legal, and why nothing was paid.
    "reason.legal": "{action} is allowed",
    "reason.thrown-in": "everyone passed, so the cards are thrown in and the pot of {pot} stays "
    "for the next deal",
    "reason.thrown-in.one-deal": "everyone passed, so nobody plays this deal; the pot of {pot} "
    "would carry to the next one",
    # The guided deals' step headings.
    "heading.trick": "Trick {number}",
    "heading.exchange": "The exchange",
    "heading.auction": "The auction",
    # The daily deal: the learner's result beside the par (the strong bot in the same seat).
    "daily.deal.yours": "your deal",
    "daily.deal.par": "the par deal",
    "daily.chips.one": "{signed} chip",
    "daily.chips.other": "{signed} chips",
    "daily.score": "You: {you}. Par: {par}.",
    "daily.beat": "You beat the strong player by {by}.",
    "daily.behind": "The strong player made {by} more.",
    "daily.even": "You matched the strong player.",
    "daily.contracts": "You {yours}; the strong player in your seat {theirs}.",
    "daily.part.ombre": "played {contract} as the ombre ({a_result})",
    "daily.part.defender": "defended against {ombre}'s {contract} ({a_result})",
    "daily.part.thrown-in": "passed with the others, and the cards were thrown in",
    "daily.role.ombre": "ombre",
    "daily.role.defender": "defender",
    "daily.role.none": "no game",
    "daily.rules.standard": "Standard",
    "daily.rules.swedish": "Swedish",
    "daily.line": "Ombre daily {day} · {rules} · {role}, {result} · {chips} (par {par})",
    "daily.line.hinted": "{line} · with a hint",
    # The rule sets free play offers, as its choice of rules names them.
    "rules.standard": "Standard rules",
    "rules.swedish": "Swedish rules",
    "rules.tvahant": "Two players: the Swedish tvåhant",
    "rules.four-seat": "Four at the table: one sits out each deal",
    "rules.contrabola": "Standard rules with contrabola",
    "rules.countervole": "Swedish rules with countervole",
    "rules.ombre-a-dos": "Ombre a dos: two players and a dummy hand",
    "rules.quadrille": "Quadrille: four players",
    "rules.quintille": "Quintille: five players",
    # A hand's strength, as the bidding tip counts it (strategy.py).
    "count.matador.one": "{count} matador",
    "count.matador.other": "{count} matadors",
    "count.trump.one": "{count} trump",
    "count.trump.other": "{count} trumps",
    "count.side-king.one": "{count} side king",
    "count.side-king.other": "{count} side kings",
    "count.red-ace.one": "{count} red plain ace",
    "count.red-ace.other": "{count} red plain aces",
    "list.and": "{items} and {last}",
    "card.titled": "{card} {title}",
    "card.titled.aside": "{card} ({title})",
    "strength.describe": "with {trump} as trumps you hold {held}",
    "strength.no-tops": "no top side card",
    "strength.none": "none",
    "strength.matador-and-tops": "a matador and two top side cards",
    "strength.long-trumps": "four or more trumps and a side stopper",
    "strength.lone-matador": "one matador and not enough else",
    "strength.too-weak": "neither a matador with two top side cards nor four trumps with a stopper",
    "strength.red-ace-note": "a red plain ace counts half, as it ranks below the jack of its suit",
    # Whether to bid the lowest contract, and why (the bid-advice drill).
    "advice.holding": "with {trump} as trumps the hand holds {matadors} ({matador_cards}); "
    "{trumps} ({trump_cards}); top side cards: {tops}; side stoppers: {stoppers}",
    "advice.matador-and-tops": "bid {contract}: the hand has a matador and two top side cards "
    "(kings; {note}), a viable hand by the rule texts' tip",
    "advice.long-trumps": "bid {contract}: the hand has long trumps (four or more) with a side "
    "stopper, a viable hand by the rule texts' tip",
    "advice.lone-matador": "pass: one matador and not enough else (two top side cards, where "
    "{note}; or four trumps with a side stopper); with one matador and nothing else, the rule "
    "texts say to pass",
    "advice.too-weak": "pass: the hand has neither a matador with two top side cards nor four "
    "trumps with a side stopper; bid only with real strength",
    # Whether a bid of one contract is sound, and why: the auction's warning and the review.
    "bid.sound.lowest": "{Held}: {verdict}, enough for {a_contract}.",
    "bid.unsound.lowest": "{A_contract} on this hand is a long shot: {held}, that is "
    "{verdict}. Bid only with a matador and two top side cards, or four trumps and a side "
    "stopper.",
    "bid.sound.solo": "{Held}: two matadors, five trumps and a side king, enough to play "
    "{a_contract} without an exchange.",
    "bid.unsound.solo-no-matador": "{A_contract} with no matador is a long shot: you "
    "play the cards you were dealt, with no exchange, and {held}. {A_contract} "
    "wants two matadors, five trumps and a side king.",
    "bid.unsound.solo": "{A_contract} is a long shot with this hand: you play without "
    "an exchange, and {held}. {A_contract} wants two matadors, five trumps and a side "
    "king.",
    "bid.sound.turn-up": "{Held}: {verdict}, and with two matadors {a_contract} can "
    "take whatever suit turns up.",
    "bid.unsound.turn-up": "{A_contract} is a long shot with this hand: the talon's top "
    "card names trumps, not you, so it wants two matadors as well as a hand for the lowest "
    "contract, and {held}.",
    "bid.sound.contrabola": "{Why}. A hand for {a_contract}.",
    "bid.unsound.contrabola": "{A_contract} is a long shot: {why}. It wants every card "
    "but one in the low half of its suit.",
    "bid.or-higher": "Bidding so means playing {contract} or more. {why}",
    # The deal review's opening: the learner's bid and discard, before the cards.
    "review.bid.sound": "Your bid, {bid}: sound. {why}",
    "review.bid.unsound": "Your bid, {bid}: unsound. {why}",
    "review.bid.play": "play",
    "review.bid.higher": "I bid higher",
    "review.discard.sound": "Your discard, {cards}: sound. You kept every trump and side king.",
    "review.discard.none": "Your discard: none. You kept all nine cards, every trump and side "
    "king among them.",
    "review.discard.unsound": "Your discard, {cards}: unsound. {why}.",
    # Why the ombre's discard is poor.
    "poor-discard.matador.one": "{cards} is a matador, one of your best trumps: never throw it "
    "away",
    "poor-discard.matador.other": "{cards}: the ombre keeps every trump and side king, a matador "
    "most of all",
    "poor-discard.trump.one": "{cards} is a trump: the ombre keeps every trump to draw the "
    "defenders' trumps",
    "poor-discard.trump.other": "{cards} are trumps: the ombre keeps every trump to draw the "
    "defenders' trumps",
    "poor-discard.king.one": "{cards} is a side king, likely winners: keep it",
    "poor-discard.king.other": "{cards} are side kings, likely winners: keep them",
    "poor-discard.other": "{cards}: the ombre keeps every trump and side king",
    # Whether a hand fits a contrabola.
    "contrabola.high": "{cards} would likely take a trick",
    "contrabola.low": "every card is in the low half of its suit: hope to lose each trick",
    "contrabola.low-but": "every card but {cards} is in the low half of its suit: hope to lose "
    "each trick",
    # The simple bot's reasons, shown by the table's Hint.
    "hint.trump": "name {trump}: {why}",
    "hint.accept": "accepting a surrender makes the ombre pay a puesta",
    "hint.countervole": "{why}: play the countervole",
    "hint.pass": "{why}: pass",
    "hint.no-gascarille": "a gascarille is a gamble on {count} new cards: pass",
    "hint.strength": "{hand}: {verdict}",
    "hint.bid-contrabola": "{why}: bid {contract}",
    "hint.bid-solo": "{why}; strong enough for a solo",
    "hint.bid-call": "{why}, enough for an {contract} with a called king",
    "hint.bid-turn-up": "{why}; with two matadors any trump suit will do, so {contract}",
    "hint.bid": "{why}, enough for an {contract}",
    "hint.bid-play": "{why}, enough to play",
    "hint.bid-higher": "{why}; strong enough to play {contract}",
    "hint.pass-outbid": "{why}, enough to open but not to outbid the {contract} already bid, so "
    "pass",
    "hint.pass-weak": "{why}, so pass",
    "hint.call-own": "you hold every card you could call: call your own {card} and play alone",
    "hint.call-suit.one": "you hold {count} card of its suit",
    "hint.call-suit.other": "you hold {count} cards of its suit",
    "hint.call-any": "any king",
    "hint.call": "call {card}: {why}, and its holder becomes your secret partner",
    "hint.choose-oros": "{why}: oros is what is left",
    "hint.choose": "{why}: {contract} is the lowest fit",
    "hint.choose-last": "{contract} is the only game left",
    "hint.gascarille-keep": "a gascarille keeps one card: keep {card}",
    "hint.discard-ombre": "the ombre keeps trumps and side kings and discards the rest",
    "hint.discard-defender": "a defender keeps trumps and court cards and discards low plain cards",
    "hint.discard-contrabola": "against a contrabola a defender keeps low cards, which let the "
    "ombre's cards win",
    "hint.discard-none": "{why}: nothing to discard",
    "hint.contrabola-lead": "in a contrabola lead the card the others are likeliest to beat: "
    "{card}, with the fewest unseen cards of its suit below it",
    "hint.contrabola-lead-low": "lead low, {card}, so the ombre's card may be the highest",
    "hint.contrabola-shed": "shed {card}, the highest card that still loses the trick",
    "hint.contrabola-take": "every card wins this trick: take it with {card}, the highest",
    "hint.contrabola-duck": "duck under the ombre's card with {card}",
    "hint.contrabola-no-duck": "you cannot duck under the ombre's card: shed {card}",
    "hint.contrabola-beaten": "the ombre is already beaten: shed {card}, keep low cards",
    "hint.contrabola-play-low": "play low, {card}, so the ombre's card may win the trick",
    "hint.only-legal": "{card} is your only legal card",
    "hint.last-card": "{card} is your last card",
    "hint.lead-top-trump": "lead {card}, the highest trump left, to draw the defenders' trumps",
    "hint.lead-called-suit": "lead {card}, low in the called suit, so the partner's {called} can "
    "win it",
    "hint.lead-called": "lead the called {card}: it should win, and it shows the ombre who the "
    "partner is",
    "hint.partner-trump": "as the ombre's partner lead a trump, {card}, to draw the defenders' "
    "trumps for the ombre",
    "hint.lead-king": "lead {card}, a side king that should win",
    "hint.lead-lowest-trump": "you hold only trumps: lead your lowest, {card}",
    "hint.lead-low": "lead a low card, {card}, and keep the strong ones",
    "hint.make-safe": "your partner is winning, but an opponent still to play could beat that "
    "card: make the trick safe with {card}",
    "hint.partner-winning": "your partner is winning the trick: play your lowest, {card}",
    "hint.cheapest-winner": "{card} is the cheapest card that takes the trick",
    "hint.throw-lowest": "you cannot take the trick: play your lowest, {card}",
    "hint.stop": "{won}: {stop}; {go_on}, which wins {vole} but costs {loss} to each if you lose "
    "one, a risk only a sure hand should take",
    "hint.stop.won": "you have won the first {count} tricks, so no puesta can happen any more",
    "hint.stop.bonus": "stop now for {bonus} from each defender on top of the sacada",
    "hint.stop.sacada": "stop now and score the sacada",
    "hint.stop.announce": "announce a vole and play on",
    "hint.stop.by-lead": "leading to trick {number} commits you to a vole",
    "hint.stop.vole": "{win} from each defender if you take every trick",
    "hint.stop.vole-more": "{win} more from each defender if you take every trick",
    # Small numbers as words in the deal's sentence, one family per noun they count, so that a
    # language can agree them ("dos cartas", "duas cartas" but "dois pacotes"); a number with
    # no entry is written in digits.
    "number.cards.2": "two",
    "number.cards.3": "three",
    "number.cards.4": "four",
    "number.cards.6": "six",
    "number.cards.8": "eight",
    "number.cards.9": "nine",
    "number.cards.10": "ten",
    "number.packets.2": "two",
    "number.packets.3": "three",
    "number.packets.4": "four",
    "number.packets.6": "six",
    "number.packets.8": "eight",
    "number.packets.9": "nine",
    "number.packets.10": "ten",
    # Names joined in a sentence.
    "names.and": "{names} and {name}",
    # An illegal choice of game or call explained.
    "choose.too-low.one": "after {count} overcall the game must be {contract} or higher ({ladder})",
    "choose.too-low.other": "after {count} overcalls the game must be {contract} or higher "
    "({ladder})",
    "call.not-allowed.kings": "{card} cannot be called with {trump} as trumps: call one of the "
    "kings {cards}",
    "call.not-allowed.cards": "{card} cannot be called with {trump} as trumps: call one of the "
    "cards {cards}",
}
"""Every learner-facing string of the engine, by code: the table's, the verdicts', the hints',
the trick reasons', and (from :mod:`catalogue_drills`) the settlement lines and the exercises'.
``{Name}`` (capitalised) is the parameter ``name`` with a capital first letter.
``tests/engine/test_catalogue.py`` fails on a learner sentence written elsewhere."""
for _part in (DRILLS, ERRORS):
    if CATALOGUE.keys() & _part.keys():
        raise RuntimeError(f"codes in two catalogues: {sorted(CATALOGUE.keys() & _part.keys())}")
    CATALOGUE.update(_part)


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
    return _fill(entries()[code], params)


def seat_names(seats: int = 3) -> tuple[str, ...]:
    """The names of the site table's seats, seat 0 (the learner) first.

    >>> seat_names(2), len(seat_names(5))
    (('You', 'Anna'), 5)
    >>> seat_names(4)
    ('You', 'Anna', 'Bo', 'Carl')
    """
    return tuple(entries()[f"seat.{seat}"] for seat in range(seats))


PLAYER_NAMES: tuple[str, ...] = ("Anna", "Bo", "Cecilia")
"""The three players of a deal where no learner sits, seat 0 first: the results drills, the
told deals and the session pages, as the lessons' prose names them. The site's table, where
the learner sits, names its seats by :func:`seat_names` ("You", then Anna, Bo, Carl, Dora):
its fourth seat is Carl, not Cecilia, because Cecilia is the third of three, never a fourth."""


LANGUAGES: tuple[str, ...] = ("en", "fr", "es", "pt", "sv", "de")
"""The course's languages, English first: the language codes of the pages and the catalogues."""


def _millions(amount: int) -> bool:
    return amount != 0 and amount % 1_000_000 == 0


PLURAL_RULES: dict[str, Callable[[int], str]] = {
    "en": lambda amount: "one" if amount == 1 else "other",
    "de": lambda amount: "one" if amount == 1 else "other",
    "sv": lambda amount: "one" if amount == 1 else "other",
    "es": lambda amount: "one" if amount == 1 else "many" if _millions(amount) else "other",
    "fr": lambda amount: "one" if amount in (0, 1) else "many" if _millions(amount) else "other",
    "pt": lambda amount: "one" if amount in (0, 1) else "many" if _millions(amount) else "other",
}
"""Each language's plural rule for whole numbers (CLDR's cardinal rules, as the browser's
``Intl.PluralRules`` applies them): a count to its category (``one``, ``many``, ``other``), the
suffix of the entry that words that count.

>>> [PLURAL_RULES["fr"](n) for n in (0, 1, 2, 1_000_000)], PLURAL_RULES["en"](0)
(['one', 'one', 'other', 'many'], 'other')
"""

PLURAL_CATEGORIES: dict[str, tuple[str, ...]] = {
    language: tuple(sorted({rule(n) for n in (*range(200), 1_000_000)}))
    for language, rule in PLURAL_RULES.items()
}
"""The categories each language's counted entries need: ``en`` ``('one', 'other')``."""

LANGUAGE = "en"
"""The language :data:`CATALOGUE` is written in, and the one a sentence is worded in unless
:func:`use_language` says otherwise."""

_CURRENT: ContextVar[str] = ContextVar("language", default=LANGUAGE)
_CATALOGUES: dict[str, Mapping[str, str]] = {}


COMPLETE: frozenset[str] = frozenset(LANGUAGES)
"""The languages whose catalogue holds every code of the English one (and whose site strings
are all written): their pages never fall back to English words, and a missing entry fails the
tests. Another language's catalogue may be partial while it is written: a code it lacks is
worded in English."""


def catalogue(language: str) -> Mapping[str, str]:
    """The catalogue of ``language``: English's is :data:`CATALOGUE`, another language's the
    ``CATALOGUE`` of ``ombre_core.locales.<language>``, loaded on first use, over the English
    one for the codes it does not word yet (none, once the language is :data:`COMPLETE`).

    >>> catalogue("en")["seat.0"]
    'You'
    """
    if language not in LANGUAGES:
        raise ValueError(f"no catalogue language {language!r}: choose one of {LANGUAGES}")
    if language not in _CATALOGUES:
        try:
            module = import_module(f"{__package__}.locales.{language}")
        except ModuleNotFoundError:
            _CATALOGUES[language] = CATALOGUE
        else:
            _CATALOGUES[language] = {**CATALOGUE, **module.CATALOGUE}
    return _CATALOGUES[language]


def written(language: str) -> Mapping[str, str]:
    """The entries written in ``language`` itself (English's whole catalogue for English)."""
    if language == LANGUAGE:
        return CATALOGUE
    try:
        module = import_module(f"{__package__}.locales.{language}")
    except ModuleNotFoundError:
        return {}
    entries: Mapping[str, str] = module.CATALOGUE
    return entries


def language() -> str:
    """The language sentences are worded in now."""
    return _CURRENT.get()


def entries() -> Mapping[str, str]:
    """The catalogue of the current language."""
    return catalogue(_CURRENT.get())


@contextmanager
def use_language(code: str) -> Iterator[None]:
    """Word every sentence inside the block in ``code``'s catalogue.

    >>> with use_language("en"):
    ...     label("label.pass")
    'Pass'
    """
    catalogue(code)
    token = _CURRENT.set(code)
    try:
        yield
    finally:
        _CURRENT.reset(token)


def placeholders(template: str) -> set[str]:
    """The parameter names a catalogue entry takes.

    >>> sorted(placeholders("{Who} bids {contract}."))
    ['Who', 'contract']
    """
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


OPTIONAL_CODES = re.compile(r"card\.(french|spanish)\.[A2-7JQK][shdc]")
"""Codes a translation may add that English has no entry for: a card's own name where the
language's template for card names does not fit (German "Herzkönig"; see :mod:`.cards`).

>>> parity_problems({"a": "b"}, {"a": "c", "card.french.Kh": "Herzkönig"}, "de")
[]
"""


def parity_problems(
    base: Mapping[str, str], translation: Mapping[str, str], language: str
) -> list[str]:
    """What keeps ``translation`` from standing in for the English ``base``: a code missing or
    unknown, or an entry whose placeholders differ. A counted entry (``key.one``...) follows
    ``language``'s plural categories instead of English's.

    >>> parity_problems({"a": "{x} b"}, {"a": "{y} b", "c": "d"}, "fr")
    ["a: placeholders {'y'} instead of {'x'}", 'c: not in English']
    """
    counted = {code.rsplit(".", 1)[0] for code in base if code.endswith(".one")}
    wanted = {code for code in base if code.rsplit(".", 1)[0] not in counted} | {
        f"{stem}.{category}" for stem in counted for category in PLURAL_CATEGORIES[language]
    }
    problems = [f"{code}: missing" for code in sorted(wanted - translation.keys())]
    for code in sorted(translation.keys() & wanted):
        stem = code.rsplit(".", 1)[0] if code.rsplit(".", 1)[0] in counted else code
        english = base.get(code) or base[f"{stem}.other"]
        expected, found = placeholders(english), placeholders(translation[code])
        if {name.lower() for name in expected} != {name.lower() for name in found}:
            problems.append(f"{code}: placeholders {found} instead of {expected}")
    extra = {code for code in translation.keys() - wanted if not OPTIONAL_CODES.fullmatch(code)}
    problems += [f"{code}: not in English" for code in sorted(extra)]
    return problems


def plural(code: str, amount: int, **params: str | int) -> str:
    """The entry ``code.<category>`` for ``amount``, filled with ``count`` and ``params``.

    >>> plural("count.card", 1), plural("count.card", 0), plural("count.card", 2)
    ('1 card', '0 cards', '2 cards')
    """
    category = PLURAL_RULES[_CURRENT.get()](amount)
    if f"{code}.{category}" not in entries():  # a partial catalogue's English has no "many"
        category = "other"
    return label(f"{code}.{category}", count=amount, **params)


def count(noun: str, amount: int) -> str:
    """``amount`` of ``noun``, worded by the catalogue's plural entries ``count.<noun>.*``."""
    return plural(f"count.{noun}", amount)


def listing(items: Sequence[str], last: Literal["and", "or", "comma"] = "comma") -> str:
    """``items`` as a sentence lists them: joined by the catalogue's ``list.comma``, the last
    one by ``list.and`` or ``list.or`` (or ``list.comma`` too).

    >>> listing(["A♠", "K♠", "Q♠"], "or"), listing(["A♠"], "and"), listing(["Anna 5", "Bo 4"])
    ('A♠, K♠ or Q♠', 'A♠', 'Anna 5, Bo 4')
    """
    if len(items) <= 1:
        return "".join(items)
    lead = reduce(lambda first, item: label("list.comma", items=first, item=item), items[:-1])
    if last == "comma":
        return label("list.comma", items=lead, item=items[-1])
    return label(f"list.{last}", items=lead, last=items[-1])


def a_contract(name: str) -> str:
    """The contract ``name`` with its indefinite article, as the catalogue words it.

    >>> a_contract("entrada"), a_contract("solo"), a_contract("tresillo")
    ('an entrada', 'a solo', 'a tresillo')
    """
    words = entries()
    if f"contract.a.{name}" in words:
        return label(f"contract.a.{name}")
    return label("contract.a", contract=name)


def rules_name(name: str) -> str:
    """A rule set's words in the current language, by its preset or variant name.

    >>> rules_name("swedish"), rules_name("quadrille")
    ('Swedish rules', 'Quadrille: four players')
    """
    return label(f"rules.{name}")


def _table_words(players: int) -> dict[str, str]:
    """The words a sentence takes from the number of players: "against the other two" at three,
    "against the other player" at two.

    >>> _table_words(2)["others"], _table_words(3)["others"], _table_words(2)["defenders_accept"]
    ('the other player', 'the other two', 'the defender accepts')
    """
    others = players - 1
    known = f"others.{others}" in entries()
    return {
        "others": label(f"others.{others}") if known else label("others.many", count=others),
        "defenders_accept": label(f"defenders-accept.{others if others <= 2 else 'many'}"),
    }


def render(message: Message, names: Sequence[str], you: int | None) -> str:
    """The sentence: the second-person entry when the message is about the seat ``you``."""
    code = message.code
    words = entries()
    if message.seat is not None and message.seat == you and f"{code}/you" in words:
        code = f"{code}/you"
    params: dict[str, Any] = {**_table_words(len(names)), **message.params}
    for name, seat in message.seats.items():
        params[name] = label("seat.you") if seat == you else names[seat]
    if message.seat is not None:
        params.setdefault("who", names[message.seat])
    return _fill(words[code], params)


def render_all(messages: Sequence[Message], names: Sequence[str], you: int | None) -> str:
    """A paragraph of sentences."""
    return " ".join(render(message, names, you) for message in messages)
