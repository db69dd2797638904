"""The messages of the errors a learner meets, by code: a third part of
:data:`ombre_core.messages.CATALOGUE`, which merges it. It imports nothing from the engine.

An entry is ``error.<code>`` or ``error.<code>.<case>`` (the :class:`~ombre_core.errors.OmbreError`
code the page keys on, and which check failed), with the value at fault as a parameter, so the
message stays precise in every language. Errors only a developer meets (a bad rule set, a
request of the wrong type) stay English where they are raised: ``tests/engine/test_catalogue.py``
lists them with their reasons.
"""

from __future__ import annotations

ERRORS: dict[str, str] = {
    # An action at the table or in a drill that the deal does not allow now.
    "error.wrong-phase": "{action} is not possible now: {expecting}",
    "error.deal-over": "the deal is over: {action} is not possible",
    "error.unknown-contract": "the {rules} rules have no game {name}: {games}",
    "error.empty-talon": "there is no talon card to turn up",
    "error.suit-removed": "{suit} are not in this deck",
    # A deal (typed, imported or saved) that is not a deal of these rules.
    "error.bad-deal.hands": "a deal gives {players} hands in the {rules} rules, not {count}",
    "error.bad-deal.talon": "the talon has {talon} cards, not {count}",
    "error.bad-deal.hand-size": "each hand has {size} cards: {cards}",
    "error.bad-deal.twice": "{cards} dealt twice",
    "error.bad-deal.deck": "the deal is not the {rules} deck",
    "error.bad-dealer": "the dealer must be a seat from 0 to {last}, not {value}",
    "error.bad-pot": "the pot must be 0 or more chips, not {value}",
    # Card and action notation, typed or imported.
    "error.bad-suit": "{text} is not a suit: use s h d c, ♠ ♥ ♦ ♣, spades hearts diamonds clubs, "
    "or espadas copas oros bastos",
    "error.bad-card": "{text} is not a card: ranks are A 2 3 4 5 6 7 J Q K (no 8, 9 or 10) and "
    "suits are s h d c or ♠ ♥ ♦ ♣, as in 'Kh' or '7♦'",
    "error.duplicate-card": "{card} is listed twice",
    "error.duplicate-card.in": "{card} is listed twice in {text}",
    "error.duplicate-card.dealt": "{card} is dealt twice in {text}",
    "error.bad-action": "{text} is not an action: {why}",
    "error.bad-action.text": "an action is text, not {text}",
    "error.bad-action.empty": "it is empty",
    "error.bad-action.nothing-after": "{verb} takes nothing after it",
    "error.bad-action.play": "play needs one card, as in 'play Ks'",
    "error.bad-action.call": "call needs one card, as in 'call Kh'",
    "error.bad-action.discard": "say which cards, as in 'discard 3h 4c', or 'discard none'",
    "error.bad-action.trump": "name one suit, as in 'trump hearts'",
    "error.bad-action.game": "{verb} needs one game name, as in '{verb} entrada'",
    "error.bad-action.game-length": "a game name has at most {length} letters",
    "error.bad-action.announce": "the only announcement is 'announce vole'",
    "error.bad-action.deal": "a deal lists each hand and then the talon, separated by '/'",
    "error.bad-action.verbs": "actions are pass, bid ..., choose ..., gascarille, countervole, "
    "trump ..., call ..., discard ..., play ..., announce vole, stop, surrender, accept, refuse "
    "and deal ...",
    # A position (a lesson's or a practice page's mid-play start) that cannot happen.
    "error.bad-position.no-trumps": "a position names its trumps, and {contract} is played "
    "without them",
    "error.bad-position.diamonds": "{contract} is played with diamonds as trumps",
    "error.bad-position.seat": "{name} must be a seat from 0 to {last}, not {value}",
    "error.bad-position.dummy-ombre": "seat {seat} holds the dummy hand, which is never the ombre",
    "error.bad-position.seats": "a position gives hands and tricks won for all {players} seats",
    "error.bad-position.negative": "tricks won cannot be negative",
    "error.bad-position.tricks": "{done} tricks are already taken, but a deal has {total}",
    "error.bad-position.trick": "a trick in progress has fewer than {players} cards",
    "error.bad-position.twice": "{card} appears twice",
    "error.bad-position.deck": "{card} is not in the {rules} deck",
    "error.bad-position.hand": "seat {seat} should hold {size} cards after {done} tricks, not "
    "{count}",
    "error.bad-position.hand-playing": "seat {seat} should hold {size} cards after {done} tricks "
    "and playing to this one, not {count}",
    "error.bad-position.ombre-hand": "the ombre's hand when play began has {size} cards",
    "error.bad-position.start": "'start' gives one hand or one per seat ({players}) when play "
    "began",
    "error.bad-position.start-hand": "seat {seat}'s hand when play began must have {size} cards "
    "and hold every card the seat still has",
    "error.bad-position.ombre-twice": "the ombre's hand when play began is given twice, "
    "differently",
    "error.bad-position.called-missing": "a {contract} position names the called card and its "
    "holder ('called Kh 2')",
    "error.bad-position.called-extra": "{contract} calls no partner, so the position names no "
    "called card",
    "error.bad-position.holder": "the called card's holder must be a seat from 0 to {last}",
    "error.bad-position.callable": "{card} cannot be called: a king or queen not of trumps is",
    "error.bad-position.called-held": "seat {seat} holds {card}, which seat {holder} was dealt",
    "error.bad-position.vole": "in the {rules} rules a vole is committed only when the ombre, "
    "having won tricks 1-{run}, leads to trick {next}",
    "error.bad-position.no-forced": "the {rules} rules have no forced spadille, so no ombre is "
    "forced",
    "error.bad-position.forced-game": "a forced ombre plays a {lowest}, not a {contract}",
    "error.bad-position.forced-spadille": "a forced ombre is the one who held Spadille, and this "
    "ombre's hand did not",
    # A daily deal or puzzle asked for that does not exist.
    "error.bad-date": "{text} is not a day: write it YYYY-MM-DD, like 2026-12-02",
    "error.bad-date.calendar": "{text} is not a calendar day: {why}",
    "error.early-day": "{day} is before the first daily deal, {first}",
    "error.future-day": "{day} is still to come: the latest daily deal is today's, {today}",
    "error.bad-rules.daily": "{rules} has no daily deal: choose {presets}",
    "error.not-the-deal": "{what} {notation} is not {day}'s {rules} deal",
    "error.not-over": "{what} is not over yet: {notation}",
    "error.bad-puzzle.id": "a puzzle's id must be some text, not {value}",
    "error.bad-puzzle.rating": "puzzle {id} has rating {rating} and RD {rd}: the RD must be above "
    "0 and at most {limit}, the rating from {low} to {high}",
    "error.bad-puzzle.twice": "puzzle ids must differ: {ids} come more than once",
    "error.no-puzzle": "there is no puzzle to pick from",
    "error.no-puzzle.just-played": "the only puzzle, {id}, was the one just played",
    # A drill asked for that does not exist, or an answer the drill cannot read.
    "error.unknown-exercise": "there is no exercise kind {name}: choose one of {kinds}",
    "error.bad-seed.exercise": "an exercise seed is a whole number >= 0, not {value}",
    "error.bad-answer.number.answer": "the answer must be a whole number, not {value}",
    "error.bad-answer.number.chip-change": "each chip change must be a whole number, not {value}",
    "error.bad-answer.number.pot-after": "the pot after must be a whole number, not {value}",
    "error.bad-answer.list": "the answer must be a list of choice ids, not {value}",
    "error.bad-answer.unknown-choice": "{value} is not one of the choices: {choices}",
    "error.bad-answer.twice": "{value} is listed twice",
    "error.bad-answer.choice": "the answer must be one of {choices}, not {value}",
    "error.bad-answer.order": "put all {count} choices in order, not {given}",
    "error.bad-answer.chips-shape": 'the answer must be {{"chips": [one number per player], '
    '"pot_after": number}}',
    "error.bad-answer.chips": "chips must list {players} numbers, one per player, not {value}",
    # A button pressed when it cannot act (the bot's move, a take-back, a replay).
    "error.no-action": "no one is to act: the deal is over",
    "error.your-turn": "it is your turn: the bot plays only for the others",
    "error.nothing-to-undo.sitting-out": "you sit this deal out: nothing to take back",
    "error.sitting-out": "you sat this deal out: there is nothing of yours to replay",
    # A deal's state (typed, imported, or a saved record) that cannot be read or acted on.
    "error.bad-seed": "a seed is a whole number, not {value}",
    "error.no-action.now": "no one is to act: {expecting}",
    "error.no-card": "no card can be played now: {expecting}",
    "error.nothing-to-undo": "there is no action to take back",
    "error.bad-state": "{text} is not a state: it reads 'RULES | dealer N | pot N | ...'",
    "error.bad-state.sections": "too many '|' sections in {text}",
    "error.bad-state.data": "bad state data: {why}",
    "error.bad-state.number": "expected '{key} N', not {text}",
    # A position's notation (typed, imported or saved) that cannot be read.
    "error.bad-position.notation": "{text} is not a position: it starts 'position CONTRACT "
    "TRUMP', as in 'position entrada hearts ombre 0 leader 1 won 0 0 0 hands ... / ... / ...'",
    "error.bad-position.key-twice": "{word} appears twice in {text}",
    "error.bad-position.unexpected": "unexpected {word} in {text}",
    "error.bad-position.needs": "a position needs '{key}': {text}",
    "error.bad-position.seat-number": "{key} must be one seat number in {text}",
    "error.bad-position.won": "won must be trick counts in {text}",
    "error.bad-position.flag": "'{key}' takes nothing after it in {text}",
    "error.bad-position.called": "'called' gives the called card and its holder's seat, as in "
    "'called Kh 2', in {text}",
    "error.bad-position.data": "bad position data {data}: {why}",
    # The rules written in a state's notation (typed, imported or saved).
    "error.bad-number": "{field} must be a whole number, not {value}",
    "error.bad-rules.missing": "the rules are missing: start with a preset name",
    "error.unknown-preset": "unknown rule preset {name}",
    "error.bad-rules.field": "{text} is not field=value",
    "error.bad-rules.name": "the preset is named first, not with name=",
    "error.bad-rules.twice": "the rule field {field} is given twice",
    "error.bad-rules.removed-suits": "removed_suits must be suit letters s h d c, not {value}",
    "error.bad-rules.too-large": "{field} must be at most {most}, not {value}",
    # A puzzle that cannot be read or posed.
    "error.bad-puzzle.data": "not a puzzle's data form: {why}",
    "error.not-a-discard": "{action} is not a discard",
    "error.not-a-play": "a puzzle is a decision of the play the solver plays",
    # The deal review asked about a seat, a card or a trick it cannot judge.
    "error.bad-seat": "there is no seat {seat} at this table",
    "error.bad-budget.layouts": "layouts must be 1 to {most}, not {value}",
    "error.not-your-turn": "seat {seat} is not the one to play in this position",
    "error.not-in-play": "there is nothing to solve here: the deal is not in play (phase {phase})",
    "error.not-legal": "{action} was not possible in this position: {expecting}",
    "error.no-decision": "you made no decision in trick {trick} of this deal",
    "error.no-decision.replay": "trick {trick} cannot be replayed from here",
    # The table's session: its seats, its deals, a link to a deal.
    "error.bad-dealer.table-seats": "no seat {seat} at this table of {seats} (seats 0 to {last})",
    "error.bad-dealer.table": "no seat {seat} at this table of {seats}",
    "error.session-over": "the session is over",
    "error.deal-in-progress": "finish the current deal first",
    "error.deal-not-over": "the current deal is not over yet",
    "error.nothing-to-undo.yours": "you have made no decision in this deal yet",
    "error.one-deal": "this table plays one deal: there is no next deal",
    "error.bad-link": "{text} is not a deal: it reads <seed>[:<rules>]",
    "error.bad-link.seed": "the seed {seed} is too large",
    "error.bad-link.seat": "{text} is not a seat of this table (0 to {last})",
    "error.bad-link.rules": "{name} is not a rule set the table offers ({offered})",
    # A saved game that cannot be read back (the record is damaged or from another version).
    "error.record.not-saved": "it is not a saved game",
    "error.record.version": "it is not a saved game of this version",
    "error.record.notation": "its deal is not state notation",
    "error.record.replay": "its deal cannot be replayed: {why}",
    "error.record.rules": "its rules ({rules}) are not one the table offers ({offered})",
    "error.record.position": "its deal starts from a position, not from the cards",
    "error.record.never-dealt": "the deal was never dealt",
    "error.record.deals": "its deal number must be 1 or more, not {value}",
    "error.record.past": "deal {deals} is past the session's {limit} deals",
    "error.record.first": "the first dealer must be a seat, not {value}",
    "error.record.dealer": "deal {deals} is dealt by seat {dealer}, not seat {given}",
    "error.record.counted": "'counted' must be true or false",
    "error.record.counted-not-over": "the deal is not over, but its chips are counted",
    "error.record.not-counted": "the deal is over, but its chips are not counted",
    "error.record.tally": "the tally must be {seats} whole numbers, one a seat",
    "error.record.absurd": "a tally beyond {bound} chips after {deals} deals is absurd",
    "error.record.sum": "the tally ({tally}) and the pot ({pot}) do not add up to the chips of "
    "the session",
    "error.record.seed": "the seed must be a whole number, not {value}",
    "error.record.cards": "the cards are not the deal of seed {seed}",
    "error.record.one-flag": "'one' must be true or false, not {value}",
    "error.record.one-deal": "a one-deal table has no deal {deals}",
    # A saved rating, a game's score or a puzzle's difficulty the rating cannot use.
    "error.bad-rating": "a rating must be a number from {low} to {high}: {value}",
    "error.bad-rd": "a rating deviation must be above 0 and at most {limit}: {value}",
    "error.bad-volatility": "a volatility must be above 0 and at most {limit}: {value}",
    "error.bad-score": "a game's score must be from 0 (a loss) to 1 (a win): {value}",
    "error.bad-difficulty": "a puzzle's difficulty is a whole number from 1 to {levels}, not "
    "{value}",
}
"""The errors' messages, English; a translation words them in its ``CATALOGUE`` too."""
