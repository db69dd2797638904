"""The learner-facing words of the settlement lines and the exercises, by code: a second part of
:data:`ombre_core.messages.CATALOGUE`, which merges it. It imports nothing from the engine.

``{Name}`` (capitalised) is the parameter ``name`` with a capital first letter; a counted noun
has one entry per plural category (``.one``, ``.other``).
"""

from __future__ import annotations

DRILLS: dict[str, str] = {
    # Counted nouns of the settlement and the exercises (trumps and matadors: messages.py).
    "count.trick.one": "{count} trick",
    "count.trick.other": "{count} tricks",
    # Who a settlement line names, in the tricks order (the ombre first).
    "settle.player.0": "the ombre",
    "settle.player.1": "the first defender",
    "settle.player.2": "the second defender",
    "settle.player.3": "the third defender",
    "settle.player.n": "player {index}",
    "settle.player.defender": "the defender",
    "settle.per-defender": "{amount} per defender ({total})",
    "settle.for-the-defender": "{amount} for the defender",
    "settle.extra.game-value": "the {Contract} value ({value})",
    # Settlement lines of three-handed Ombre (and Ombre a dos).
    "settle.pot": "the ombre takes the pot: {pot}",
    # What becomes of a pot paid into: the next deal plays for it, unless the table plays one
    # deal only (the daily deal).
    "settle.carry": "the pot stays for the next deal",
    "settle.carry.one-deal": "the pot would carry to the next deal, but this table plays this "
    "deal only",
    "settle.puesta": "puesta: no one has the most tricks alone ({count}), so the ombre pays into "
    "the pot as much as it holds ({pot}) plus {per_defender}: {amount}; {carry}",
    "settle.surrender.1": "the ombre surrendered and the defender accepted: a puesta, so the "
    "ombre pays into the pot as much as it holds ({pot}) plus {per_defender}: {amount}; {carry}",
    "settle.surrender.2": "the ombre surrendered and both defenders accepted: a puesta, so the "
    "ombre pays into the pot as much as it holds ({pot}) plus {per_defender}: {amount}; {carry}",
    "settle.surrender.many": "the ombre surrendered and every defender accepted: a puesta, so "
    "the ombre pays into the pot as much as it holds ({pot}) plus {per_defender}: {amount}; "
    "{carry}",
    "settle.vole-replaces": "vole: the ombre took all {all} tricks, so each defender pays {win} "
    "instead of the {Contract} value",
    "settle.vole-replaces-failed": "failed vole: after leading to trick {trick} the ombre took "
    "{taken} of {all} tricks ({count}), so the ombre pays {loss} to each defender instead of the "
    "usual result; the pot stays",
    "settle.sacada": "sacada: the ombre has the most tricks alone ({count}), so the ombre takes "
    "the pot: {pot}",
    "settle.sacada-stopped": "the ombre won tricks 1-{straight} and stopped, which scores as a "
    "sacada, so the ombre takes the pot: {pot}",
    "settle.game-value": "{Contract} is worth {value}: each defender pays the ombre {value}",
    "settle.codille": "codille: {player} has the most tricks alone ({count}), so the ombre pays "
    "them the pot amount ({pot}) plus {extra}: {amount}; the pot stays",
    "settle.vole-made": "vole announced and made: each defender pays {win} more",
    "settle.vole-failed": "vole announced but the ombre took {taken} of {all} tricks: the ombre "
    "pays {loss} to each defender, on top of the result",
    "settle.primeras": "primeras: the ombre won the first {straight} tricks and stopped, so each "
    "defender pays {bonus} more",
    "settle.stop": "stopping after {straight} straight tricks scores as a plain sacada",
    "settle.no-spadille": "no Spadille",
    "settle.matadors.estuches": "estuches: the ombre held {held}, {trumps} in unbroken order "
    "from Spadille, so each defender pays 1 per trump",
    "settle.matadors.swedish": "matadors: the ombre held {held}, {trumps} in unbroken order from "
    "Spadille; all three matadors are worth 3 and each further trump 1",
    "settle.matadors.capped": "{rule}, at most {cap}",
    "settle.matadors.paid": "{rule}: {bonus}",
    "settle.matadors.paid-on-loss": "{rule}: {bonus}, and since the ombre lost, the ombre pays "
    "it to each defender",
    "settle.matadors.unpaid": "{rule}: {bonus}, but it is paid only when the ombre wins",
    "settle.dummy-pays": "the dummy's chips are the live defender's: the live defender pays "
    "{amount} for it",
    "settle.dummy-receives": "the dummy's chips are the live defender's: the live defender "
    "receives {amount} for it",
    # Settlement lines of a contrabola (countervole).
    "settle.contrabola-made": "{Contract} made: the ombre took no trick ({count}), so the ombre "
    "takes the pot ({pot}) and each defender pays {win}, as for a vole",
    "settle.contrabola-failed": "{Contract} failed: the ombre took {tricks} ({count}), so the "
    "ombre pays {loss} to each defender, as for a failed vole; the pot stays",
    # Settlement lines of Quadrille and Quintille (the ombre's side against the rest).
    "settle.side.alone": "the ombre took {taken} of {total} tricks",
    "settle.side.alone-called": "the ombre, who called an own card, took {taken} of {total} tricks",
    "settle.side.partner": "the ombre and the partner took {taken} of {total} tricks",
    "settle.side.pot": "{side}, more than half ({count}): the side takes the pot, {pot}",
    "settle.side.game-value": "{Contract} is worth {value}: each defender pays {value}",
    "settle.side.remise": "remise: {side}, exactly half ({count}), so the side pays a bête as "
    "large as the pot ({pot}) into it; {carry}",
    "settle.side.remise-alone": "remise: {side}, exactly half ({count}), so the side pays a bête "
    "as large as the pot ({pot}) into it alone; {carry}",
    "settle.side.remise-half": "remise: {side}, exactly half ({count}), so the side pays a bête "
    "as large as the pot ({pot}) into it, half each; {carry}",
    "settle.side.codille": "codille: {side}, fewer than half ({count}), so the side pays the "
    "defenders the pot amount ({pot}) to divide; the pot stays",
    "settle.side.codille-alone": "codille: {side}, fewer than half ({count}), so the side pays "
    "the defenders the pot amount ({pot}) to divide alone; the pot stays",
    "settle.side.codille-half": "codille: {side}, fewer than half ({count}), so the side pays "
    "the defenders the pot amount ({pot}) to divide, half each; the pot stays",
    "settle.side.consolation": "and pays each defender the consolation, the {contract} value: "
    "{value}",
    "settle.side.ombre-pays-alone": "the ombre took fewer than {below} tricks, so the ombre pays "
    "the loss alone and the partner pays nothing",
    "settle.side.holder.ombre": "the ombre",
    "settle.side.holder.both": "the ombre and the partner",
    "settle.side.bonus-won": "each defender pays {bonus} more",
    "settle.side.bonus-lost": "the side pays {bonus} to each defender, since it lost",
    "settle.side.held.three": "all three matadors ({held})",
    "settle.side.held.three-more": "all three matadors and {trumps} following them ({held})",
    "settle.side.held.run": "{held}, {trumps} in unbroken order from Spadille",
    "settle.side.matadors": "matadors: {holder} held {what}: {text}",
    # Every exercise: the verdict around the kind's explanation, and answers in words.
    "drill.and": "{first} and {second}",
    "drill.cards-note": "{cards}: {note}",
    "drill.sentence": "{Clause}.",
    "drill.right": "Right.",
    "drill.not-quite": "Not quite.",
    "drill.try-again": "Try again. {nudge}",
    "drill.the-answer": "The answer: {answer}. {explanation}",
    "drill.answer.none": "none",
    "drill.answer.chips": "{changes}; the pot becomes {pot}",
    "drill.player": "player {number}",
    # Exercise trick-split: sacada, puesta or codille?
    "drill.consequence.sacada": "the ombre takes the pot and the game value from each defender",
    "drill.consequence.puesta": "the ombre pays the pot amount plus {per_defender} per defender "
    "into the pot, which stays for the next deal",
    "drill.consequence.codille-game": "the ombre pays the winning defender the pot amount plus "
    "the game value; the pot stays",
    "drill.consequence.codille-puesta": "the ombre pays the winning defender the pot amount plus "
    "{per_defender} per defender; the pot stays",
    "drill.split.sacada": "Sacada: the ombre wins",
    "drill.split.puesta": "Puesta: nobody has the most tricks alone",
    "drill.split.codille": "Codille: {who} wins",
    "drill.split.question": "{ombre} is the ombre. The tricks are {tricks}. What is the result?",
    "drill.split.hint": "Compare the ombre with each defender separately, never with the "
    "defenders' total. Who has strictly the most tricks, or is the most shared?",
    "drill.split.counts": "{ombre} (ombre) {ombre_tricks}, {first} {first_tricks}, {second} "
    "{second_tricks}",
    "drill.split.sacada-why": "{ombre} has {ombre_tricks} tricks, more than {first} "
    "({first_tricks}) and more than {second} ({second_tricks}) separately: a sacada.",
    "drill.split.sacada-why-total": "{ombre} has {ombre_tricks} tricks, more than {first} "
    "({first_tricks}) and more than {second} ({second_tricks}) separately: a sacada, although "
    "the defenders hold {total} between them, because each defender is compared with the ombre "
    "alone.",
    "drill.split.puesta-all": "All three tie for the most tricks ({most}), so nobody wins: a "
    "puesta.",
    "drill.split.puesta-two": "{first} and {second} tie for the most tricks ({most}), so nobody "
    "wins: a puesta.",
    "drill.split.codille-why": "{winner} has {tricks} tricks, more than anyone else: a codille, "
    "won by {winner}.",
    "drill.split.reason": "{counts}. In {rules} rules {consequence}",
    "drill.split.not-sacada": "It is not a sacada: the ombre needs strictly more tricks than "
    "each defender.",
    "drill.split.not-puesta": "It is not a puesta: a puesta is a tie for the most tricks.",
    "drill.split.which-defender": "Look again at which defender has the most tricks alone.",
    "drill.split.not-codille": "It is not a codille: a codille needs one defender with the most "
    "tricks alone.",
    # Exercise table-result: the result with two players, and of a called side (Quadrille,
    # Quintille).
    "drill.table.quadrille": "Quadrille",
    "drill.table.quintille": "Quintille",
    "drill.table.two.question": "Two players (tvåhant): you are the ombre against {defender}. "
    "The tricks are {tricks}. What is the result?",
    "drill.table.two.sacada": "Sacada: you win",
    "drill.table.two.puesta": "Puesta: nobody wins",
    "drill.table.two.codille": "Codille: {defender} wins",
    "drill.table.two.hint": "There is one defender: compare your tricks with that player's.",
    "drill.table.two.sacada-why": "You took {ombre} tricks and {name} {defender}: more than the "
    "one defender, so a sacada.",
    "drill.table.two.puesta-why": "You took {ombre} tricks and {name} as many: an even split is "
    "a puesta.",
    "drill.table.two.codille-why": "{Name} took {defender} tricks, more than your {ombre}: a "
    "codille, won by {name}.",
    "drill.table.two.reason": "Every swedish payment is kept, counted for one defender: "
    "{consequence}",
    "drill.table.two.not-sacada": "It is not a sacada: the ombre needs more tricks than the one "
    "defender.",
    "drill.table.two.not-puesta": "It is not a puesta: a puesta is an even split.",
    "drill.table.two.not-codille": "It is not a codille: the defender needs more tricks than the "
    "ombre.",
    "drill.table.side.question": "{game}: you asked leave and called a king; {partner} holds it "
    "and is your partner. The tricks are {tricks}. What is the result?",
    "drill.table.side.won": "Won: your side has more than half",
    "drill.table.side.remise": "Remise: your side has exactly half",
    "drill.table.side.codille": "Codille: the defenders win",
    "drill.table.side.hint": "Add your partner's tricks to yours, and compare the side's with "
    "half of the {total} tricks.",
    "drill.table.side.sacada-why": "Your side took {side} of {total} tricks (you {ombre}, "
    "{partner} {partner_tricks}): more than half, so a win.",
    "drill.table.side.puesta-why": "Your side took {side} of {total} tricks (you {ombre}, "
    "{partner} {partner_tricks}): exactly half, so a remise.",
    "drill.table.side.codille-why": "Your side took {side} of {total} tricks (you {ombre}, "
    "{partner} {partner_tricks}): fewer than half ({half}), so a codille for the defenders "
    "together.",
    "drill.table.side.sacada-reason": "The ombre and the partner share the pot and the game from "
    "each defender",
    "drill.table.side.puesta-reason": "The side pays a bête, as much as the pot, into it, and the "
    "game to each defender",
    "drill.table.side.codille-reason": "The defenders share the pot's amount and take the game; "
    "the pot stays",
    "drill.table.side.not-sacada": "It is not a win: your side needs more than half the {total} "
    "tricks.",
    "drill.table.side.not-puesta": "It is not a remise: a remise is exactly half, {half} of "
    "{total}.",
    "drill.table.side.not-codille": "It is not a codille: count your partner's tricks with yours.",
    # Exercise seats: who is the eldest hand, who leads first, who deals next?
    "drill.seats.question": "At the table Bo sits on Anna's right, and Cecilia on Bo's right. "
    "{Dealer} deals. {ask}",
    "drill.seats.ask.eldest": "Who is the eldest hand?",
    "drill.seats.ask.first-lead": "{Ombre} wins the bidding and becomes the ombre. Who leads to "
    "the first trick?",
    "drill.seats.ask.middle": "Who plays the second card of the first trick?",
    "drill.seats.ask.next-dealer": "Who deals the next deal?",
    "drill.seats.ask.last": "Who plays the last card of the first trick?",
    "drill.seats.ask.first-bid": "Who speaks first in the bidding?",
    "drill.seats.ask.cut": "Who cuts the cards before the deal?",
    "drill.seats.hint": "Every turn passes to the right, counterclockwise, and starts on the "
    "dealer's right.",
    "drill.seats.order": "Turns go {eldest} (eldest hand, on {dealer}'s right), then {middle} "
    "(middle hand), then {dealer} (the dealer).",
    "drill.seats.why.eldest": "{Eldest} sits on the right of {dealer}, the dealer, so {eldest} "
    "is the eldest hand.",
    "drill.seats.why.first-lead": "The eldest hand leads to the first trick, whoever becomes "
    "the ombre: that is {eldest}, on {dealer}'s right, although {ombre} is the ombre.",
    "drill.seats.why.middle": "The eldest hand, {eldest}, plays first; the turn passes to the "
    "right, to {middle}, the middle hand.",
    "drill.seats.why.next-dealer": "The deal passes to the right after every deal, so the "
    "eldest hand, {eldest}, deals next.",
    "drill.seats.why.last": "The dealer speaks and plays last: {dealer}, after {eldest} and "
    "{middle}.",
    "drill.seats.why.first-bid": "The eldest hand, {eldest}, on {dealer}'s right, speaks first "
    "in the bidding.",
    "drill.seats.why.cut": "The player on the dealer's left cuts: {middle}, the middle hand, "
    "since {eldest} sits on {dealer}'s right.",
    "drill.seats.nudge.dealer": "Not the dealer: the turns start with the player on the "
    "dealer's right.",
    "drill.seats.nudge.cut": "The cut is made by the player on the dealer's left, not the right.",
    "drill.seats.nudge.next-dealer": "The deal does not stay where it is: it passes one seat "
    "to the right.",
    "drill.seats.nudge.round": "Count round to the right from the dealer: the eldest hand, the "
    "middle hand, then the dealer.",
    # Exercise payment: who pays what, line by line.
    "drill.role.0": "Ombre",
    "drill.role.1": "First defender",
    "drill.role.2": "Second defender",
    # Exercise pot-carry: what the pot holds after a few deals.
    "drill.pot.question": "{rules}. {start} Then: {deals}. How many chips are in the pot "
    "when the last deal is settled?",
    "drill.pot.empty": "A session begins with an empty pot.",
    "drill.pot.carried": "The pot holds {pot}, carried from earlier deals.",
    "drill.pot.deal.sacada": "deal {number} ends in a sacada",
    "drill.pot.deal.puesta": "deal {number} ends in a puesta",
    "drill.pot.deal.codille": "deal {number} ends in a codille",
    "drill.pot.deal.passed": "in deal {number} everybody passes",
    "drill.pot.hint": "Go deal by deal: first the antes go in, then the result takes the pot, "
    "adds to it or leaves it.",
    "drill.pot.step.sacada": "Deal {number}: with the antes the pot holds {before}; the sacada "
    "takes it all, so it holds {after}.",
    "drill.pot.step.puesta": "Deal {number}: with the antes the pot holds {before}; the ombre's "
    "puesta puts in {added} (as much as it holds, and more), so it holds {after}.",
    "drill.pot.step.codille": "Deal {number}: with the antes the pot holds {before}; a codille "
    "is paid from the ombre's own chips, so it stays at {after}.",
    "drill.pot.step.passed": "Deal {number}: with the antes the pot holds {before}; nobody "
    "played, so it stays at {after}.",
    "drill.pot.explanation": "In the {rules} rules the antes put {antes} into the pot before "
    "every deal; only a sacada empties it. At the end it holds {after}.",
    "drill.pot.nudge.sacada": "Too many: one of the deals is a sacada. What is left in the pot "
    "after it?",
    "drill.pot.nudge.too-few": "Too few: did you add the antes before every deal, and what a "
    "puesta puts in?",
    "drill.pot.nudge.too-many": "Too many: a codille is paid to a defender, not into the pot, "
    "and a puesta adds as much as the pot holds, not twice that.",
    "drill.payment.question": "{Rules} rules. The ombre played {contract} (worth {value}) with "
    "{pot} in the pot. {events} Give each player's chip change and the pot after settling.",
    "drill.payment.hint": "First the result: sacada, puesta or codille? Then add each payment "
    "line: the pot, the game value, and any vole, primeras or matador bonus. Chips only move "
    "between players and the pot, so the changes and the pot's change add up to zero.",
    "drill.payment.surrendered": "After {tricks} ({count}) the ombre surrendered and both "
    "defenders accepted.",
    "drill.payment.stopped": "The ombre won the first five tricks and stopped.",
    "drill.payment.vole-announced": "The ombre announced a vole; tricks {count} (ombre first).",
    "drill.payment.vole-led": "The ombre won tricks 1-5 and led to trick 6; tricks {count} "
    "(ombre first).",
    "drill.payment.tricks": "Tricks {count} (ombre first).",
    "drill.payment.hand": "{Suit} were trumps, and the ombre's hand when play began was {hand}.",
    "drill.payment.chips": "{role}: {due}",
    "drill.payment.chips-wrong": "{role}: {due}, not {given}",
    "drill.payment.pot": "the pot goes from {before} to {after}",
    "drill.payment.pot-wrong": "the pot goes from {before} to {after}, not {given}",
    "drill.payment.total": "In total: {totals}; the pot goes from {before} to {after}.",
    "drill.payment.wrong.one": "{count} of {lines} lines is not right.",
    "drill.payment.wrong.other": "{count} of {lines} lines are not right.",
    "drill.payment.nudge-sum": "Your numbers do not add up: chips only move between players and "
    "the pot, so the changes and the pot's change sum to zero.",
    "drill.payment.nudge-takeover": "Settle it with the defender who refused first as the ombre, "
    "and count every trick each player won, before the surrender too.",
    "drill.payment.whose.0": "the ombre's",
    "drill.payment.whose.1": "the first defender's",
    "drill.payment.whose.2": "the second defender's",
    "drill.payment.whose.pot": "the pot's",
    "drill.payment.nudge-lines.one": "{Lines} line is not right. Sacada, puesta or codille "
    "first, then each payment line.",
    "drill.payment.nudge-lines.other": "{Lines} lines are not right. Sacada, puesta or codille "
    "first, then each payment line.",
    # Exercise payment, the swedish takeover: a defender refuses the surrender and takes over.
    "drill.takeover.first-refused": "{first}, the first to answer, refused",
    "drill.takeover.second-refused": "{first} accepted, and {second} refused",
    "drill.takeover.question": "{Rules} rules. {old} was the ombre in {contract} (worth {value}) "
    "with {pot} in the pot. After {played} ({counts}) {old} offered to give up; {answers}. The "
    "deal ended {ended}. Give each player's chip change and the pot after settling.",
    "drill.takeover.hint": "Who is the ombre now? The first defender to refuse takes over in the "
    "same game. Then settle as usual: that player's tricks against each of the other two, "
    "counting the tricks won before the surrender too.",
    "drill.takeover.codille-old": "a codille won by {winner}, the old ombre",
    "drill.takeover.codille-defender": "a codille won by {winner}, a defender",
    "drill.takeover.result": "a {result}",
    "drill.takeover.why": "{new} refused first, so {new} took over as the ombre, and {old} "
    "became a defender. The tricks won before the surrender stay with whoever won them, so "
    "{new} has {tricks} against {against}: {result}.",
    # Exercise call-king: which king to call in Quadrille or Quintille.
    "drill.call.question": "{game}: you won the auction and named {trump} as trumps. Which king "
    "do you call? Its holder becomes your secret partner.",
    "drill.call.hint": "The king of trumps cannot be called, and a king you hold leaves you alone. "
    "Call the king of your longest side suit where you lack the king: there your low cards need "
    "a partner's king most.",
    "drill.call.why.trump-king": "{card} is the king of trumps, which may never be called; only "
    "the kings of the other suits can be",
    "drill.call.why.own": "you hold {card} yourself: calling it is allowed, but you then play "
    "alone and need {need} of {total} tricks by yourself, winning or paying the whole game "
    "alone, which is rarely wise",
    "drill.call.why.right": "call {card}: you hold {cards} without its king, your longest such "
    "side suit, so its holder, your partner, can win a trick there",
    "drill.call.why.shorter": "{card} may be called, but you hold {held} against {cards}: the "
    "longer suit is where a partner's king helps most",
    "drill.call.held.only": "only {cards}",
    "drill.call.held.none": "no card in {suit}",
    "drill.call.cards-in": "{cards} in {suit}",
    "drill.call.nudge.trump": "{Suit} are trumps: can their king be called?",
    "drill.call.nudge.own": "You hold that king yourself: a legal call, but you would play "
    "alone. Could a partner help?",
    "drill.call.nudge.count": "Count your cards in each side suit whose king you lack.",
    # Exercises on the matadors: matadors-which, matadors-count, trump-run.
    "drill.matador.hint": "The matadors are Spadille (A♠), Manille and Basto (A♣). Manille is "
    "the 2 of a black trump suit and the 7 of a red one.",
    "drill.note.spadille": "Spadille, always the highest trump: a matador",
    "drill.note.basto": "Basto, always the third trump: a matador",
    "drill.note.manille-black": "Manille, the {rank} of a black trump suit: a matador",
    "drill.note.manille-red": "Manille, the {rank} of a red trump suit: a matador",
    "drill.note.punto": "Punto, the fourth trump, but not a matador",
    "drill.note.red-ace.one": "a plain red ace, below the jack: not a matador",
    "drill.note.red-ace.other": "plain red aces, below the jack: not matadors",
    "drill.note.not-manille": "not Manille, which is the {number} of {trumps} with {trumps} trumps",
    "drill.note.trump.one": "a trump, but not a matador",
    "drill.note.trump.other": "trumps, but not matadors",
    "drill.note.plain.one": "a plain card, not a matador",
    "drill.note.plain.other": "plain cards, not matadors",
    "drill.which.question": "Which of these are matadors when {trump} are trumps?",
    "drill.which.not-matador.one": "{Cards} is not a matador.",
    "drill.which.not-matador.other": "{Cards} are not matadors.",
    "drill.which.left-out": "You left out {left}.",
    "drill.which.not-matador-left-out.one": "{Cards} is not a matador; you left out {left}.",
    "drill.which.not-matador-left-out.other": "{Cards} are not matadors; you left out {left}.",
    "drill.which.explanation": "With {trump} trumps the matadors are {matadors}, and only those "
    "three.",
    "drill.which.nudge.both": "You picked a card that is not a matador, and left out one that "
    "is. Only Spadille, Manille and Basto are, and Manille depends on the trump colour.",
    "drill.which.nudge.extra": "You picked a card that is not a matador. Only Spadille, Manille "
    "and Basto are, and Manille depends on the trump colour.",
    "drill.which.nudge.missing": "You left out a matador. Only Spadille, Manille and Basto are, "
    "and Manille depends on the trump colour.",
    "drill.count.question": "{Trump} are trumps. How many matadors does this hand hold?",
    "drill.count.held": "The hand holds {matadors}: {cards}.",
    "drill.count.none": "The hand holds no matador: with {trump} trumps they are {matadors}.",
    "drill.count.too-many": "Too many: only Spadille, Manille and Basto are matadors, not Punto "
    "or other aces.",
    "drill.count.too-few": "Too few: look for Manille too, whose rank depends on the trump colour.",
    "drill.run.question": "{Trump} are trumps. How many trumps does this hand hold in unbroken "
    "order from Spadille?",
    "drill.run.hint-black": "Walk down the trump order from Spadille (A♠): Spadille, Manille, "
    "Basto, the king, ... and stop at the first trump the hand does not hold. No Spadille means "
    "a run of 0.",
    "drill.run.hint-red": "Walk down the trump order from Spadille (A♠): Spadille, Manille, "
    "Basto, Punto, the king, ... and stop at the first trump the hand does not hold. No Spadille "
    "means a run of 0.",
    "drill.run.explanation": "The run is {held}: {trumps}, broken by the missing {missing}.",
    "drill.run.no-spadille": "The hand has no Spadille, so it has no run from Spadille.",
    "drill.run.estuches": "As the ombre on a sacada, estuches would bring {bonus} from each "
    "defender.",
    "drill.run.swedish": "As the ombre on a sacada, the swedish matador bonus (all three matadors "
    "3, +1 per further trump, at most {cap}) would bring {bonus} from each defender.",
    "drill.run.too-many": "Too many: the run stops at the first trump the hand does not hold.",
    "drill.run.too-few": "Too few: the run goes on past the matadors, through every trump held "
    "without a gap.",
    # Exercise deck-ranks: which ranks the Ombre deck holds.
    "drill.deck.rank.A": "ace",
    "drill.deck.rank.2": "two",
    "drill.deck.rank.3": "three",
    "drill.deck.rank.4": "four",
    "drill.deck.rank.5": "five",
    "drill.deck.rank.6": "six",
    "drill.deck.rank.7": "seven",
    "drill.deck.rank.8": "eight",
    "drill.deck.rank.9": "nine",
    "drill.deck.rank.10": "ten",
    "drill.deck.rank.J": "jack",
    "drill.deck.rank.Q": "queen",
    "drill.deck.rank.K": "king",
    "drill.deck.ranks.question": "These ranks are all in an ordinary 52-card pack. Which of them "
    "are also in the Ombre deck? Choose every one, then Check.",
    "drill.deck.ranks.hint": "The Ombre deck is the ordinary pack with three neighbouring ranks "
    "taken out of every suit.",
    "drill.deck.ranks.why": "Each suit of the Ombre deck has {ranks} ranks: ace, two to seven, "
    "jack, queen and king. The eights, nines and tens of the ordinary pack are taken out.",
    "drill.deck.ranks.not-in": "The Ombre deck has no {ranks}.",
    "drill.deck.ranks.left-out": "You left out {ranks}, which the Ombre deck keeps.",
    "drill.deck.ranks.suit": "One suit of the Ombre deck, from the ace to the king",
    "drill.deck.ranks.nudge.removed": "You kept a rank that is taken out: which three neighbouring "
    "ranks does the Ombre deck lose?",
    "drill.deck.ranks.nudge.missing": "You left out a rank the Ombre deck keeps: only three "
    "neighbouring ranks are taken out.",
    # Exercise spanish-suit: the Spanish suit of a card.
    "drill.spanish-suit.question": "Which of these cards is of {spanish}, a suit of the Spanish "
    "deck?",
    "drill.spanish-suit.hint": "Swords, cups, coins and batons: each Spanish suit is one French "
    "suit, and the pairs keep their colour in the rules.",
    "drill.spanish-suit.why": "{Spanish} ({emblem}) is the suit {symbol} of the French cards, a "
    "{colour} suit: here {card}.",
    "drill.spanish-suit.red": "red",
    "drill.spanish-suit.black": "black",
    "drill.spanish-suit.emblem.espadas": "swords",
    "drill.spanish-suit.emblem.copas": "cups",
    "drill.spanish-suit.emblem.oros": "gold coins",
    "drill.spanish-suit.emblem.bastos": "batons",
    "drill.spanish-suit.pairs": "Espadas ♠ and bastos ♣ are the black suits, copas ♥ and oros ♦ "
    "the red ones",
    "drill.spanish-suit.nudge": "Think of the emblem the Spanish name stands for, and which "
    "French suit took its place.",
    # Exercise suit-size: how many cards a plain suit holds.
    "drill.suit-size.question": "{Trump} are trumps. How many cards make up {suit} as a plain "
    "suit?",
    "drill.suit-size.hint": "Count the ranks of one suit in the Ombre deck, then ask whether one "
    "of this suit's cards is always a trump.",
    "drill.suit-size.black": "{Suit} are a black suit: its ace, {ace}, is always a trump, never a "
    "plain card, so the plain suit has {count} cards.",
    "drill.suit-size.red": "{Suit} are a red suit: none of its cards is a trump when another "
    "suit is trumps, so the plain suit has all {count} of its cards.",
    "drill.suit-size.cards": "{Suit} as a plain suit, highest first",
    "drill.suit-size.nudge": "Count the ranks of a suit, then ask: is one of this suit's cards "
    "always a trump, whatever suit is trumps?",
    # Exercise order-cards: cards of one suit in play, highest first.
    "drill.order.hint.black-trumps": "Spadille, Manille (the 2 of black trumps) and Basto come "
    "first. Say the whole order of the suit to yourself, then pick these cards out of it.",
    "drill.order.hint.red-trumps": "Spadille, Manille (the 7 of red trumps), Basto and Punto "
    "come first. Say the whole order of the suit to yourself, then pick these cards out of it.",
    "drill.order.hint.red-plain": "In a red plain suit the ace sits just below the jack. Say the "
    "whole order of the suit to yourself, then pick these cards out of it.",
    "drill.order.hint.black-plain": "A black plain suit runs K Q J 7 6 5 4 3 2. Say the whole "
    "order of the suit to yourself, then pick these cards out of it.",
    "drill.order.note.black-trumps": "With black trumps the 2 is Manille, second only to "
    "Spadille, and Basto (A♣) comes third, above the king.",
    "drill.order.note.red-trumps": "With red trumps the 7 is Manille, Basto (A♣) is third, and "
    "the ace of trumps is Punto, fourth; below the jack the low trumps run 2, 3, 4, 5, 6.",
    "drill.order.note.red-plain": "In a red plain suit the ace ranks below the jack, and of the "
    "small cards the 2 is highest: the 2 beats the 7.",
    "drill.order.note.black-plain": "A black plain suit has no ace, because A♠ and A♣ are always "
    "trumps, and its small cards rank as numbered: 7 is high, 2 is low.",
    "drill.order.question-trumps": "{Trump} are trumps. Put these trumps in order, highest first.",
    "drill.order.question-plain": "{Trump} are trumps. Put these {suit} (not trumps) in order, "
    "highest first.",
    "drill.order.in-place": "{card} is right in place {place}",
    "drill.order.out-of-place": "place {place} should hold {wanted}, not {card}",
    "drill.order.explanation-trumps": "With {trump} trumps, trumps rank {order}.",
    "drill.order.explanation-plain": "With {trump} trumps, {suit} as a plain suit rank {order}.",
    "drill.order.right-places": "{right} of {total} cards are in the right place.",
    "drill.order.nudge.black-trumps": "{right} of {total} cards are in the right place. Start "
    "with the three matadors, then the king of trumps downwards.",
    "drill.order.nudge.red-trumps": "{right} of {total} cards are in the right place. After the "
    "matadors come Punto (the ace), king, queen and jack; then the two is the highest small "
    "trump and the six the lowest.",
    "drill.order.nudge.red-plain": "{right} of {total} cards are in the right place. In a red "
    "plain suit the ace ranks below the jack; the two is the highest small card and the seven "
    "the lowest.",
    "drill.order.nudge.black-plain": "{right} of {total} cards are in the right place. In a "
    "black plain suit the small cards rank as numbered, highest first.",
    # Exercise trick-winner: which card wins the trick.
    "drill.winner.discard": "{card} is a discard: it is neither a trump nor a {led} card, so it "
    "cannot win whatever its rank",
    "drill.winner.trumped": "{card} follows {led}, but {winner} is a trump, and any trump beats "
    "every plain card",
    "drill.winner.lower-trump": "{card} is lower than {winner}: trumps rank {order}",
    "drill.winner.lower": "{card} is lower than {winner}: {suit} rank {order}",
    "drill.winner.question": "{Trump} are trumps. Which card wins this trick?",
    "drill.winner.hint": "Is there a trump in the trick? {Trump} are trumps, and Spadille (A♠) "
    "and Basto (A♣) are always trumps. If there is no trump, only cards of the suit led can win.",
    "drill.winner.nudge.discard-cannot-win": "That card neither follows the suit led nor is a "
    "trump, so it cannot win.",
    "drill.winner.nudge.trump-beats-plain": "Look again: there is a trump in this trick, and any "
    "trump beats every plain card.",
    "drill.winner.nudge.lower-in-suit": "Another card of the same suit ranks higher: say that "
    "suit's order to yourself.",
    # Exercise legal-play: which cards may be played.
    "drill.legal.question-no-trumps.second": "A {contract}: there are no trumps, and you play "
    "second to this trick. Which of your cards may you play?",
    "drill.legal.question-no-trumps.third": "A {contract}: there are no trumps, and you play "
    "third to this trick. Which of your cards may you play?",
    "drill.legal.hint-no-trumps": "There are no trumps: Spadille is only the ace of spades and "
    "Basto only the ace of clubs, plain aces. Which suit was led? Follow it if you can; if you "
    "cannot, any card.",
    "drill.legal.question.second": "{Trump} are trumps and you play second to this trick. Which "
    "of your cards may you play?",
    "drill.legal.question.third": "{Trump} are trumps and you play third to this trick. Which of "
    "your cards may you play?",
    "drill.legal.hint": "Which suit was led? Follow it if you can. If trumps were led and your "
    "only trumps are matadors, you may keep them, unless the matador led is higher than your "
    "lowest one.",
    "drill.legal.only": "You may play {cards} and nothing else.",
    "drill.legal.any": "You may play any card.",
    "drill.legal.may": "may be played: {cards}",
    "drill.legal.may-not": "may not be played: {cards}",
    "drill.legal.nudge.both-no-trumps": "You picked a card you may not play, and left out one "
    "you may. {Led} were led, and there are no trumps: can you follow?",
    "drill.legal.nudge.extra-no-trumps": "You picked a card you may not play. {Led} were led, "
    "and there are no trumps: can you follow?",
    "drill.legal.nudge.missing-no-trumps": "You left out a card you may play. {Led} were led, "
    "and there are no trumps: can you follow?",
    "drill.legal.nudge.both-plain": "You picked a card you may not play, and left out one you "
    "may. {Led} were led: can you follow?",
    "drill.legal.nudge.extra-plain": "You picked a card you may not play. {Led} were led: can "
    "you follow?",
    "drill.legal.nudge.missing-plain": "You left out a card you may play. {Led} were led: can "
    "you follow?",
    "drill.legal.nudge.both-trumps": "You picked a card you may not play, and left out one you "
    "may. Trumps were led: which of your cards are trumps, and may a matador stay back?",
    "drill.legal.nudge.extra-trumps": "You picked a card you may not play. Trumps were led: "
    "which of your cards are trumps, and may a matador stay back?",
    "drill.legal.nudge.missing-trumps": "You left out a card you may play. Trumps were led: "
    "which of your cards are trumps, and may a matador stay back?",
    # Exercise bid-advice: bid or pass with this hand.
    "drill.bid.question": "You are eldest hand and speak first. Should you bid {contract} with "
    "this hand (you would name trumps after winning the auction)?",
    "drill.bid.hint": "Count your matadors for the best trump suit, then your top side cards: "
    "kings, and plain aces in red suits ({red_aces}). Four or more trumps with a side stopper (a "
    "king, or a queen with a guard) also make a hand.",
    "drill.bid.nudge": "Count again: the matadors for your best trump suit, then your sure side "
    "winners.",
    # Exercise exchange: which cards to discard.
    "drill.exchange.question": "You won the auction with {contract} and named {trump} as trumps. "
    "Which cards do you discard? You draw as many from the top of the talon.",
    "drill.exchange.hint": "Keep your trumps and side kings; low cards in short side suits are "
    "the usual discards. The more you throw, the more chances to draw a matador.",
    "drill.exchange.moved": "You discarded {discarded} and drew {drawn} from the talon.",
    "drill.exchange.kept": "You kept all nine cards and drew nothing.",
    "drill.exchange.change": "Matadors {matadors_before} → {matadors_after}, trumps "
    "{trumps_before} → {trumps_after}, side kings {kings_before} → {kings_after}.",
    "drill.exchange.plan": "{change} A common plan keeps the trumps and side kings and discards "
    "the rest ({cards}).",
    "drill.exchange.plan-none": "{change} A common plan keeps the trumps and side kings and "
    "discards the rest.",
    "drill.exchange.verdict-fine": "Your exchange:",
    "drill.exchange.verdict-poor": "A poor exchange.",
    "drill.exchange.nudge.discarded-matador": "You are throwing away a matador: keep your best "
    "trumps. Pick your discards again.",
    "drill.exchange.nudge.discarded-trump": "You are throwing away a trump: the ombre keeps every "
    "trump. Pick your discards again.",
    "drill.exchange.nudge.discarded-king": "You are throwing away a side king, a likely winner. "
    "Pick your discards again.",
    # Exercise talon-draw: how many cards a player may still draw from the talon.
    "drill.talon.question.first": "The ombre, in {contract}, discards {ombre} and draws as many "
    "from the talon of {talon}. At most how many cards may the first defender draw?",
    "drill.talon.question.last": "The ombre, in {contract}, discards {ombre} and draws as many "
    "from the talon of {talon}; the first defender then discards and draws {first}. At most how "
    "many cards may the second defender draw?",
    "drill.talon.question.solo": "The ombre plays a solo and draws nothing. The first defender "
    "discards {first} and draws as many from the talon of {talon}. At most how many cards may "
    "the second defender draw?",
    "drill.talon.hint": "Count the cards left in the talon when this player's turn comes; and "
    "nobody discards more than a whole hand.",
    "drill.talon.left": "The talon held {talon} and {drawn} were drawn before this turn, so "
    "{left} are left.",
    "drill.talon.empty": "The talon is empty: the exchange is over, and this defender draws "
    "nothing.",
    "drill.talon.whole-hand": "That is more than a hand: a player discards at most all {hand} "
    "cards, and draws as many.",
    "drill.talon.all-left": "A player may take at most what is left: all {left}.",
    "drill.talon.rule": "Each player draws as many cards as they discard, at most what is left "
    "in the talon",
    "drill.talon.nudge": "Count what is left in the talon when this player's turn comes, and "
    "remember that a hand has only so many cards.",
}
"""The settlement's and the exercises' learner-facing strings, by code."""
