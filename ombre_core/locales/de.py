"""Der Katalog der Engine auf Deutsch: jeder Code des englischen, in derselben Reihenfolge."""

CATALOGUE: dict[str, str] = {
    # Wer wo am Tisch der Seite sitzt: der Lernende auf Platz 0, danach zwei Bots.
    "seat.0": "Sie",
    "seat.1": "Anna",
    "seat.2": "Bo",
    "seat.3": "Carl",
    "seat.4": "Dora",
    # Ein Platz, in einem Satz über einen anderen Platz genannt, wenn es der des Lernenden ist.
    "seat.you": "Sie",
    # Gezählte Wörter.
    # Ein gezähltes Wort hat einen Eintrag pro Pluralkategorie der Sprache (siehe PLURAL_RULES).
    "count.card.one": "{count} Karte",
    "count.card.other": "{count} Karten",
    "contract.a": "{contract}",
    "contract.a.entrada": "eine Entrada",
    "contract.a.vuelta": "eine Vuelta",
    "contract.a.solo": "ein Solo",
    "contract.a.juego": "ein Juego",
    "contract.a.voltereta": "eine Voltereta",
    "contract.a.oros": "ein Oros",
    "contract.a.contrabola": "eine Contrabola",
    "contract.a.countervole": "eine Countervole",
    "contract.a.alliance": "eine Alliance",
    # Beschriftungen der Knöpfe für Aktionen.
    "label.pass": "Passen",
    "label.bid": "{Contract} bieten",
    "label.bid-play": "„Spielen“ sagen",
    "label.bid-higher": "Ich biete höher",
    "label.choose": "{Contract} wählen",
    "label.gascarille": "Die Gascarille übernehmen",
    "label.trump": "{Suit} {symbol} als Trumpf",
    "label.call": "{card} rufen",
    "label.keep": "Alle meine Karten behalten",
    "label.discard": "{cards} ablegen",
    "label.play": "{card} spielen",
    "label.announce-vole": "Vole ansagen",
    "label.stop": "Aufhören und abrechnen",
    "label.stop-primeras": "Aufhören und abrechnen (Primeras)",
    "label.surrender": "Aufgabe anbieten",
    "label.accept": "Aufgabe annehmen",
    "label.refuse": "Ablehnen und übernehmen",
    # Was ein Spiel bedeutet, in einem Satzteil.
    "meaning": "der Ombre {trumps} und {exchange}; {a_contract} ist bei einer Sacada "
    "{value} von jedem Verteidiger wert",
    "meaning.trumps.named": "benennt Trumpf",
    "meaning.trumps.turn-up": "deckt die oberste Talonkarte auf, deren Farbe Trumpf ist,",
    "meaning.trumps.diamonds": "spielt mit Karo als Trumpf",
    "meaning.exchange.yes": "tauscht mit dem Talon",
    "meaning.exchange.no": "tauscht nicht",
    "meaning.calls": "der Ombre benennt Trumpf und ruft einen König, dessen Halter sein geheimer "
    "Partner wird; zusammen brauchen sie mehr als die Hälfte der Stiche, und {a_contract} "
    "ist bei einem Gewinn {value} von jedem Verteidiger wert",
    "meaning.no-trick": "der Ombre spielt ohne Trumpf, tauscht nicht und darf keinen einzigen "
    "Stich machen: {A_contract} wird wie ein Vole bezahlt",
    # Das Geben.
    "deal": "{who} gibt je {hand} Karten, gegen den Uhrzeigersinn in Paketen zu {packet}, "
    "zuerst an den Ältesten ({eldest}). {talon} bilden den Talon. Grundeinsätze: {antes}, also "
    "liegen {pot} im Pott.",
    "deal/you": "Sie geben je {hand} Karten, gegen den Uhrzeigersinn in Paketen zu {packet}, "
    "zuerst an den Ältesten ({eldest}). {talon} bilden den Talon. Grundeinsätze: {antes}, also "
    "liegen {pot} im Pott.",
    "deal.no-talon": "{who} gibt je {hand} Karten, gegen den Uhrzeigersinn in Paketen zu "
    "{packet}, zuerst an den Ältesten ({eldest}). Das ganze Blatt wird verteilt, es gibt keinen "
    "Talon. Grundeinsätze: {antes}, also liegen {pot} im Pott.",
    "deal.no-talon/you": "Sie geben je {hand} Karten, gegen den Uhrzeigersinn in Paketen zu "
    "{packet}, zuerst an den Ältesten ({eldest}). Das ganze Blatt wird verteilt, es gibt keinen "
    "Talon. Grundeinsätze: {antes}, also liegen {pot} im Pott.",
    "deal.antes-each": "jeder Spieler legt {ante} in den Pott",
    "deal.antes-dealer": "der Geber, {dealer}, legt {ante} in den Pott",
    "deal.antes-live": "jeder lebende Spieler legt {ante} in den Pott (der Strohmann zahlt nichts)",
    # Das Reizen.
    "step.pass": "{who} passt. Passen ist endgültig: {who} bietet in dieser Hand nicht mehr.",
    "step.pass/you": "Sie passen. Passen ist endgültig: Sie bieten in dieser Hand nicht mehr.",
    "step.bid": "{who} bietet {Contract}: ein Angebot, allein gegen {others} zu spielen; "
    "{meaning}. {next}",
    "step.bid/you": "Sie bieten {Contract}: Sie bieten an, allein gegen {others} zu spielen; "
    "{meaning}. {next}",
    "step.bid.higher": "Wer noch im Reizen ist, muss höher bieten ({ladder}) oder passen.",
    "step.bid.top": "{Contract} ist das höchste Gebot: Die anderen können nur passen.",
    "step.bid-play": "{who} sagt „spielen“: ein Angebot, allein gegen {others} zu spielen. Der "
    "Gewinner wählt das Spiel nach dem Reizen ({ladder}); ein späterer Spieler kann nur mit "
    "„Ich biete höher“ überbieten.",
    "step.bid-play/you": "Sie sagen „spielen“: ein Angebot, allein gegen {others} zu spielen. "
    "Der Gewinner wählt das Spiel nach dem Reizen ({ladder}); ein späterer Spieler kann nur mit "
    "„Ich biete höher“ überbieten.",
    "step.bid-higher": "{who} bietet höher: Jedes Überbieten hebt das niedrigste Spiel, das der "
    "Gewinner wählen darf, um eine Stufe; jetzt also {Step} oder höher ({ladder}).",
    "step.bid-higher/you": "Sie bieten höher: Jedes Überbieten hebt das niedrigste Spiel, das der "
    "Gewinner wählen darf, um eine Stufe; jetzt also {Step} oder höher ({ladder}).",
    "auction.thrown-in": "Alle haben gepasst: Die Karten werden zusammengeworfen (Gasca), und der "
    "Pott von {pot} bleibt für die nächste Hand liegen, in der neue Grundeinsätze ihn vergrößern.",
    # Dasselbe an einem Tisch mit nur einer Hand (die Hand des Tages), ohne nächste Hand.
    "auction.thrown-in.one-deal": "Alle haben gepasst: Niemand spielt diese Hand; der Pott von "
    "{pot} ginge in die nächste über.",
    "auction.spadille-in-talon": "Alle haben gepasst, und Spadille forcé gilt, aber Spadille "
    "liegt im Talon: Niemand muss spielen, also werden die Karten zusammengeworfen, und der Pott "
    "von {pot} bleibt für die nächste Hand liegen.",
    "auction.spadille-in-talon.one-deal": "Alle haben gepasst, und Spadille forcé gilt, aber "
    "Spadille liegt im Talon: Niemand muss spielen, also spielt niemand diese Hand; der Pott von "
    "{pot} ginge in die nächste über.",
    "auction.forced-spadille": "Alle haben gepasst, und Spadille forcé gilt: {who} hält "
    "Spadille und muss {Contract} spielen, wie üblich abgerechnet.",
    "auction.forced-spadille/you": "Alle haben gepasst, und Spadille forcé gilt: Sie halten "
    "Spadille und müssen {Contract} spielen, wie üblich abgerechnet.",
    "auction.gascarille": "Alle haben gepasst, und die Gascarille gilt: Der Reihe nach, ab dem "
    "Ältesten, darf ein Spieler sie übernehmen: {count} ablegen, ebenso viele nachziehen, Trumpf "
    "benennen und sie als {Contract} abgerechnet spielen.",
    "auction.ombre": "{who} gewinnt das Reizen und ist der Ombre, allein gegen {others} in "
    "{Contract}.",
    "auction.ombre/you": "Sie gewinnen das Reizen und sind der Ombre, allein gegen {others} in "
    "{Contract}.",
    "auction.ombre-chooses": "{who} gewinnt das Reizen und ist der Ombre, allein gegen "
    "{others}; jetzt wählt {who} das Spiel: {Step} oder höher ({ladder}).",
    "auction.ombre-chooses/you": "Sie gewinnen das Reizen und sind der Ombre, allein gegen "
    "{others}; jetzt wählen Sie das Spiel: {Step} oder höher ({ladder}).",
    "step.choose": "{who} wählt {Contract}: {meaning}.",
    "step.choose/you": "Sie wählen {Contract}: {meaning}.",
    "step.gascarille": "{who} übernimmt die Gascarille.",
    "step.gascarille/you": "Sie übernehmen die Gascarille.",
    "step.gascarille-pass": "{who} lehnt die Gascarille ab.",
    "step.gascarille-pass/you": "Sie lehnen die Gascarille ab.",
    "gascarille.none": "Niemand übernimmt sie: Die Karten werden zusammengeworfen, und der Pott "
    "von {pot} bleibt liegen.",
    # Trumpf.
    "step.trump": "{who} benennt {Suit} als Trumpf.",
    "step.trump/you": "Sie benennen {Suit} als Trumpf.",
    # Das Rufen (Quadrille, Quintille).
    "step.bid-call": "{who} bietet {Contract}: ein Angebot, mit einem gerufenen Partner zu "
    "spielen; {meaning}. {next}",
    "step.bid-call/you": "Sie bieten {Contract}: Sie bieten an, mit einem gerufenen Partner zu "
    "spielen; {meaning}. {next}",
    "auction.ombre-calls": "{who} gewinnt das Reizen und ist der Ombre in {Contract}: {who} "
    "benennt Trumpf und ruft einen König, dessen Halter geheimer Partner wird.",
    "auction.ombre-calls/you": "Sie gewinnen das Reizen und sind der Ombre in {Contract}: Sie "
    "benennen Trumpf und rufen einen König, dessen Halter Ihr geheimer Partner wird.",
    "step.call": "{who} ruft {card}: Wer diese Karte hält, ist der geheime Partner des Ombre, "
    "erkannt, sobald {card} gespielt wird.",
    "step.call/you": "Sie rufen {card}: Wer diese Karte hält, ist Ihr geheimer Partner, erkannt, "
    "sobald {card} gespielt wird.",
    "label.call-own": "{card} rufen, Ihre eigene Karte: Sie spielen allein und brauchen {need} "
    "Stiche",
    "step.call-own": "{who} ruft {card}: Wer diese Karte hält, ist der geheime Partner des Ombre, "
    "erkannt, sobald {card} gespielt wird.",
    "step.call-own/you": "Sie rufen {card}, Ihre eigene Karte: Sie spielen allein und müssen "
    "{need} der {total} Stiche machen.",
    "partner.own": "es ist die eigene Karte von {who}: {who} spielt allein",
    "partner.own/you": "es ist Ihre eigene Karte: Sie spielen allein und müssen {need} der "
    "{total} Stiche machen",
    "play.partner": "{who} hat {card} gespielt, die gerufene Karte, also ist {who} der Partner des "
    "Ombre.",
    "play.partner/you": "Sie haben {card} gespielt, die gerufene Karte: Jetzt wissen alle, dass "
    "Sie der Partner des Ombre sind.",
    "play.called-own": "{who} hat {card} gespielt, die gerufene Karte: {who} hat eine eigene Karte "
    "gerufen und spielt allein.",
    "play.called-own/you": "Sie haben {card} gespielt, die gerufene Karte und Ihre eigene: Sie "
    "spielen allein.",
    "trump.turned-up": "Die oberste Talonkarte wird aufgedeckt: {card}, also ist {Suit} Trumpf; "
    "sie bleibt oben liegen als erste Karte, die der Ombre nachzieht. Mit {Suit} als Trumpf sind "
    "die Matadores Spadille, {manille} (Manille) und Basto.",
    "trump.diamonds": "{Contract}: Karo ist Trumpf; die Matadores sind Spadille, {manille} "
    "(Manille) und Basto.",
    "trump.named": "Mit {Suit} als Trumpf sind die Matadores Spadille, {manille} (Manille) und "
    "Basto.",
    # Der Tausch.
    "step.discard-seen": "{who} legt {cards} verdeckt ab und zieht {drawn} nach.",
    "step.discard-seen/you": "Sie legen {cards} verdeckt ab und ziehen {drawn} nach.",
    "step.discard": "{who} legt {count} verdeckt ab und zieht ebenso viele vom Talon nach.",
    "step.discard/you": "Sie legen {count} verdeckt ab und ziehen ebenso viele vom Talon nach.",
    "step.keep": "{who} behält die ganze Hand.",
    "step.keep/you": "Sie behalten Ihre ganze Hand.",
    "exchange.talon-left": "Im Talon bleiben {cards}.",
    "exchange.ombre-keeps": "Bei {Contract} tauscht der Ombre nicht; die Verteidiger tauschen "
    "trotzdem, in Spielreihenfolge.",
    "exchange.talon-empty": "Der Talon ist leer: kein Tausch für {who}.",
    "exchange.talon-out": "{cards} bleiben verdeckt im Talon, aus dem Spiel.",
    "exchange.first-lead": "{who} spielt zum ersten Stich aus.",
    "exchange.first-lead/you": "Sie spielen zum ersten Stich aus.",
    # Das Spiel.
    "step.play": "{who} spielt {card}.",
    "step.play/you": "Sie spielen {card}.",
    "play.vole": "{who} hat bisher jeden Stich gewonnen und spielt zum {number}. Stich aus: "
    "Damit ist {who} an einen Vole gebunden.",
    "play.vole/you": "Sie haben bisher jeden Stich gewonnen und spielen zum {number}. Stich aus: "
    "Damit sind Sie an einen Vole gebunden.",
    "play.trick": "{who} gewinnt den {number}. Stich: {why}.",
    "play.trick/you": "Sie gewinnen den {number}. Stich: {why}.",
    # Ombre a Dos: die Beschriftung des Strohmanns und jede Karte, die er nach seiner Regel spielt.
    "seat.dummy": "Strohmann",
    "play.dummy-lead": "{who}, der Strohmann, spielt {card} aus: Nach seiner Regel spielt er "
    "immer seine niedrigste Karte aus.",
    "play.dummy-takes": "{who}, der Strohmann, spielt {card}: nach seiner Regel die billigste "
    "Karte, die den Stich nimmt.",
    "play.dummy-lowest": "{who}, der Strohmann, spielt {card}: nach seiner Regel seine "
    "niedrigste Karte, da er den Stich nicht nehmen kann oder der Verteidiger ihn schon gewinnt.",
    "step.announce-vole": "{who} sagt einen Vole an: alle neun Stiche, für {win} von jedem "
    "Verteidiger; geht ein Stich verloren, kostet das {loss} an jeden.",
    "step.announce-vole/you": "Sie sagen einen Vole an: alle neun Stiche, für {win} von jedem "
    "Verteidiger; geht ein Stich verloren, kostet das {loss} an jeden.",
    "step.stop": "{who} hat die ersten {count} Stiche in Folge gewonnen und hört auf.",
    "step.stop/you": "Sie haben die ersten {count} Stiche in Folge gewonnen und hören auf.",
    "step.surrender": "{who} bietet an, die Hand aufzugeben: Wenn {defenders_accept}, zählt es "
    "als Puesta; ein Verteidiger darf ablehnen und als Ombre übernehmen.",
    "step.surrender/you": "Sie bieten an, die Hand aufzugeben: Wenn {defenders_accept}, zählt "
    "es als Puesta; ein Verteidiger darf ablehnen und als Ombre übernehmen.",
    "step.accept": "{who} nimmt die Aufgabe an.",
    "step.accept/you": "Sie nehmen die Aufgabe an.",
    "step.refuse": "{who} lehnt die Aufgabe ab und übernimmt im selben Spiel als Ombre.",
    "step.refuse/you": "Sie lehnen die Aufgabe ab und übernehmen im selben Spiel als Ombre.",
    "over": "Die Hand ist vorbei: {result}.",
    # Wessen Idee der Tipp des Tisches ist.
    "hint.simple-bot": "die Idee des einfachen Bots, nicht als bestes Spiel bewiesen",
    "hint.strong.one": "die Wahl eines starken Spielers, abgewogen über {count} Verteilung der "
    "Karten, die Sie nicht sehen",
    "hint.strong.other": "die Wahl eines starken Spielers, abgewogen über {count} Verteilungen "
    "der Karten, die Sie nicht sehen",
    "hint.forced": "die Regeln: Nur ein Zug ist erlaubt",
    # Warum der starke Bot des Tisches eine Karte spielte, die der einfache nicht gespielt hätte.
    "bot.strong": "die meisten Zählmarken, die er über die Verteilungen der Karten erwarten "
    "konnte, die er nicht sieht",
    # Der Tipp eines starken Spielers (ombre_core/hints.py): erst die Idee, dann die Karte.
    "idea.draw-trumps": "Trümpfe ziehen: Ein Gegner kann noch Trümpfe halten, und wenn Sie Ihre "
    "ausspielen, holen Sie seine heraus",
    "idea.cash": "Gewinnen, solange es geht: eine Karte ausspielen, die nichts mehr in ihrer "
    "Farbe schlagen kann",
    "idea.long-suit": "Die lange Farbe ausspielen: Sobald die anderen keine mehr haben, machen "
    "ihre kleinen Karten Stiche",
    "idea.lead-low": "Niedrig ausspielen: nichts verschenken und die starken Karten für später "
    "behalten",
    "idea.keep-matador": "{card} zurückhalten: Auf ein niedrigeres Trumpfausspiel muss kein "
    "Matador gegeben werden",
    "idea.trump-in": "Trumpfen: Sie können nicht bedienen, und ein Trumpf nimmt den Stich",
    "idea.win": "Den Stich gewinnen, solange es geht",
    "idea.duck": "Ducken: diesen Stich lassen und die starken Karten behalten",
    "idea.keep-guard": "Den Schutz behalten: aus einer anderen Farbe abwerfen, damit {card} "
    "geschützt bleibt",
    "idea.throw": "Einen Verlierer abwerfen: Sie können diesen Stich nicht nehmen, also geben Sie "
    "die Karte, die Sie am wenigsten brauchen",
    "idea.stop": "Hier aufhören und nehmen, was gewonnen ist",
    "idea.vole": "Auf den Vole gehen: ansagen und jeden Stich nehmen",
    "idea.forced": "Keine Wahl: Nur ein Zug ist hier erlaubt",
    "idea.evidence.ombre.one": "Dieser Zug gewinnt das Spiel in {count} von 10 Verteilungen",
    "idea.evidence.ombre.other": "Dieser Zug gewinnt das Spiel in {count} von 10 Verteilungen",
    "idea.evidence.defence.one": "Dieser Zug schlägt den Ombre in {count} von 10 Verteilungen",
    "idea.evidence.defence.other": "Dieser Zug schlägt den Ombre in {count} von 10 Verteilungen",
    "idea.sentence": "{idea}. Nach dem, was Sie sehen: {evidence}.",
    "idea.reason": "{why}: {chips}",
    "idea.chips": "im Schnitt {chips} Zählmarken für Ihre Seite, das Beste Ihrer Möglichkeiten",
    "idea.chips.equal": "im Schnitt {chips} Zählmarken für Ihre Seite, so gut wie das Beste "
    "innerhalb der Schätzgenauigkeit ({best} Zählmarken)",
    # Ein Rätsel (ombre_core/puzzles.py): seine Begründung, die Widerlegung jeder falschen
    # Antwort, seine Themen.
    "puzzle.reason": "{idea}. Im Schnitt über die möglichen Verteilungen der verdeckten Karten "
    "bringt das Ihrer Seite {chips} Zählmarken, und mit allen Blättern offen ist das "
    "Ergebnis {outcome}.",
    # Der erste Hinweis eines Rätsels: die Idee der Antwort, ohne eine Karte zu nennen (eine pro
    # Idee).
    "puzzle.hint.draw-trumps": "Denken Sie an die Trümpfe, die noch gegen Sie draußen sind",
    "puzzle.hint.cash": "Nehmen Sie die Stiche, die Ihnen gehören, solange es geht",
    "puzzle.hint.long-suit": "Denken Sie an Ihre lange Farbe",
    "puzzle.hint.lead-low": "Verschenken Sie nichts: Behalten Sie Ihre starken Karten für später",
    "puzzle.hint.keep-matador": "Halten Sie Ihren Matador zurück",
    "puzzle.hint.trump-in": "Sie können nicht bedienen: Denken Sie ans Trumpfen",
    "puzzle.hint.win": "Können Sie diesen Stich jetzt nehmen?",
    "puzzle.hint.duck": "Müssen Sie diesen Stich nehmen?",
    "puzzle.hint.keep-guard": "Halten Sie Ihre hohe Karte geschützt",
    "puzzle.hint.throw": "Sie können diesen Stich nicht nehmen: Worauf können Sie verzichten?",
    "puzzle.hint.stop": "Zählen Sie Ihre Stiche: Ist es Zeit aufzuhören?",
    "puzzle.hint.vole": "Könnten Sie jeden Stich nehmen?",
    "puzzle.hint.forced": "Nur ein Zug ist hier erlaubt",
    "puzzle.action.play": "{card} spielen",
    "puzzle.action.stop": "aufhören",
    "puzzle.action.announce-vole": "einen Vole ansagen",
    "puzzle.action.and-lead": "{action} und {card} ausspielen",
    "puzzle.line.lead": "{who} spielt {card} aus",
    "puzzle.line.lead/you": "Sie spielen {card} aus",
    "puzzle.line.and-leads": "{step} und spielt {card} aus",
    "puzzle.line.and-leads/you": "{step} und spielen {card} aus",
    "puzzle.line.play": "{who} spielt {card}",
    "puzzle.line.play/you": "Sie spielen {card}",
    "puzzle.line.stop": "{who} hört auf",
    "puzzle.line.stop/you": "Sie hören auf",
    "puzzle.line.announce-vole": "{who} sagt einen Vole an",
    "puzzle.line.announce-vole/you": "Sie sagen einen Vole an",
    "puzzle.refutation": "Wenn Sie {action}: {line}, und bei bestem Spiel folgt {outcome}.",
    "puzzle.refutation.short": "Wenn Sie {action}, folgt bei bestem Spiel {outcome}.",
    "puzzle.theme.drawing-trumps": "Trümpfe ziehen",
    "puzzle.theme.keeping-a-matador-back": "Einen Matador zurückhalten",
    "puzzle.theme.matador-privilege": "Die Matadores-Renonce-Regel",
    "puzzle.theme.stop-or-vole": "Aufhören oder Vole",
    "puzzle.theme.ducking": "Ducken",
    "puzzle.theme.taking-the-trick": "Den Stich nehmen",
    "puzzle.theme.trumping-in-or-discarding": "Trumpfen oder abwerfen",
    "puzzle.theme.defending-together": "Gemeinsam verteidigen",
    "puzzle.theme.last-tricks": "Die letzten Stiche",
    "puzzle.theme.cashing-winners": "Gewinner kassieren",
    "puzzle.theme.long-suit": "Die lange Farbe",
    "puzzle.theme.keeping-a-guard": "Den Schutz behalten",
    "puzzle.theme.the-exchange": "Der Tausch",
    # Ein Tauschrätsel (was der Ombre ablegt): die Idee der Antwort, ihr Hinweis, die
    # Widerlegungen.
    "puzzle.exchange.void": "Eine Nebenfarbe leeren: Ohne Karten darin können Sie ihre "
    "Ausspiele trumpfen",
    "puzzle.exchange.keep-king": "{card} behalten: Ein König kann einen eigenen Stich machen",
    "puzzle.exchange.throw-more": "Jeden Verlierer ablegen: Jede nachgezogene Karte kann ein "
    "Trumpf oder ein König sein",
    "puzzle.exchange.keep": "Behalten, was einen Stich machen kann, und den Rest nachziehen",
    "puzzle.hint.exchange.void": "Könnten Sie eine Nebenfarbe leeren?",
    "puzzle.hint.exchange.keep-king": "Welche Ihrer Karten in den Nebenfarben können einen Stich "
    "machen?",
    "puzzle.hint.exchange.throw-more": "Wie viele Ihrer Karten können keinen Stich machen?",
    "puzzle.hint.exchange.keep": "Welche Ihrer Karten lohnt es zu behalten?",
    "puzzle.action.discard": "{cards} ablegen",
    "puzzle.action.keep": "alle Ihre Karten behalten",
    "puzzle.refutation.exchange": "Wenn Sie {action}, ziehen Sie {cards}, und bei bestem Spiel "
    "folgt {outcome}.",
    "puzzle.reason.exchange": "{idea}. Im Schnitt über die möglichen Verteilungen der verdeckten "
    "Karten und des Talons bringt das Ihnen {chips} Zählmarken, das Beste dieser Ablagen, und "
    "mit allen Karten offen ist das Ergebnis {outcome}.",
    "puzzle.question.play": "Finden Sie die beste Karte. Ihre erste Antwort zählt.",
    "puzzle.question.exchange": "Sie sind der Ombre: Welche Ablage ist die beste? Ihre erste "
    "Antwort zählt.",
    # Wohin die Durchsicht einer Hand (das Urteil des Lösers über jede Karte) nicht kommt.
    "review.unavailable.players": "Die Durchsicht der Hand gibt es für {game} nicht: Der Löser, "
    "der jede Karte beurteilt, spielt nur Ombre zu dritt.",
    "review.unavailable.dummy": "Die Durchsicht der Hand gibt es für Ombre a Dos nicht: Der "
    "Löser, der jede Karte beurteilt, kann die feste Regel des Strohmanns nicht spielen.",
    "review.unavailable.contrabola": "Die Durchsicht der Hand gibt es für {Contract} nicht: Der "
    "Löser, der jede Karte beurteilt, spielt nur Spiele, in denen der Ombre Stiche machen will.",
    "game.tvahant": "Tvåhant",
    "game.quadrille": "Quadrille",
    "game.quintille": "Quintille",
    # Der Ausgang einer Hand im eigenen Wort ihres Spiels (die Überschrift der Abrechnung).
    "result.thrown-in": "zusammengeworfen",
    "result.sacada": "Sacada",
    "result.puesta": "Puesta",
    "result.codille": "Codille",
    "result.remise": "Remise",
    "result.contrabola-made": "{Contract} gelungen",
    "result.contrabola-failed": "{Contract} misslungen",
    "result.a.sacada": "eine Sacada",
    "result.a.puesta": "eine Puesta",
    "result.a.codille": "eine Codille",
    "result.a.remise": "eine Remise",
    "result.a.contrabola-made": "eine gelungene {Contract}",
    "result.a.contrabola-failed": "eine misslungene {Contract}",
    # Wörter nach der Zahl der Spieler der Hand (die Namen, mit denen der Satz erzählt wird).
    "others.1": "den anderen Spieler",
    "others.many": "die anderen {count}",
    "others.2": "die anderen zwei",
    "others.3": "die anderen drei",
    "others.4": "die anderen vier",
    "defenders-accept.1": "der Verteidiger annimmt",
    "defenders-accept.2": "beide Verteidiger annehmen",
    "defenders-accept.many": "alle Verteidiger annehmen",
    # Eine Ausgangsstufe der Tabelle des Lösers, mit unbestimmtem („eine Sacada“) und bestimmtem
    # Artikel („die“).
    "level.failed-vole": "ein misslungener Vole",
    "level.codille": "eine Codille",
    "level.puesta": "eine Puesta",
    "level.sacada": "eine Sacada",
    "level.stop": "ein Aufhören nach {tricks} Stichen in Folge",
    "level.vole": "ein Vole",
    "level.the.failed-vole": "der misslungene Vole",
    "level.the.codille": "die Codille",
    "level.the.puesta": "die Puesta",
    "level.the.sacada": "die Sacada",
    "level.the.stop": "das Aufhören nach {tricks} Stichen in Folge",
    "level.the.vole": "der Vole",
    # Wie eine Hand bei bestem Spiel endet, mit den Stichen jedes Platzes.
    "outcome": "{what} ({split})",
    "outcome.seat-tricks": "{name} {count}",
    "outcome.codille": "Codille für {who}",
    "outcome.failed-vole": "{level}, {by_count}",
    # Die Teile eines Urteils: was eine Entscheidung hielt, dem Ombre erlaubte, oder was die beste
    # Verteidigung tat.
    "verdict.kept": "Gehalten: {level}.",
    "verdict.kept.no-better": "Besser ging es nicht: {level}.",
    "verdict.kept.defence": "Das Beste der Verteidigung gehalten: {best}.",
    "defence-best.codille": "eine Codille gegen den Ombre",
    "defence-best.failed-vole": "der Vole des Ombre misslingt",
    "defence-best.puesta": "der Ombre auf {level} gehalten",
    "defence-best.other": "für den Ombre bleibt es {level}",
    "escape.vole": "den Vole machen",
    "escape.stop": "nach {tricks} Stichen in Folge aufhören",
    "escape.win": "{level} machen",
    "escape.loss": "sich auf {level} retten",
    "defence.codille": "die Codille gewonnen",
    "defence.failed-vole": "den Vole geschlagen",
    "defence.other": "den Ombre auf {level} gehalten",
    "count.trick-change.one": "einen Stich",
    "count.trick-change.other": "{count} Stiche",
    "list.or": "{items} oder {last}",
    "quoted": "„{text}“",
    # Die Urteile der geführten Hände: eine Karte (oder Wahl) neben der des Tutors, für den
    # Lernenden.
    "noun.card": "Karte",
    "noun.choice": "Wahl",
    "guide.verdict": "{card} {clause}.",
    "guide.verdict.worse": "Bei bestem Spiel gilt: {card} {clause}.",
    "guide.same": "ist bei bestem Spiel so gut wie die {noun} des Tutors: {mine}",
    "guide.better": "ist mit allen Blättern offen sogar besser: {mine} statt {theirs}",
    "guide.trick.ombre": "kostet Sie {tricks}, auch wenn es noch {level} ist: {mine}",
    "guide.trick.defender": "gibt {who} {tricks} mehr, auch wenn es noch {level} ist: {mine}",
    "guide.loses.vole": "verliert den Vole: {mine}; mit der {noun} des Tutors: {theirs}",
    "guide.loses.stop": "verliert das Aufhören: {mine}; mit der {noun} des Tutors: {theirs}",
    "guide.ombre.codille": "gibt {who} die Codille ({split}); mit der {noun} des Tutors: {theirs}",
    "guide.ombre.lost": "gibt der Verteidigung ein besseres Ergebnis: {what} ({split}); mit der "
    "{noun} des Tutors: {theirs}",
    "guide.defender.vole": "gibt {who} den Vole ({split}); mit der {noun} des Tutors: {theirs}",
    "guide.defender.stop": "lässt {who} nach {tricks} Stichen in Folge aufhören ({split}); mit "
    "der {noun} des Tutors: {theirs}",
    "guide.defender.sacada": "lässt {who} eine Sacada machen ({split}); mit der {noun} des "
    "Tutors: {theirs}",
    "guide.defender.escape": "lässt {who} davonkommen: {what} ({split}); mit der {noun} des "
    "Tutors: {theirs}",
    # Die Urteile der Durchsicht einer Hand: die Entscheidung des Lernenden neben dem besten Spiel.
    "review.unknown": "Nicht bewiesen: Die Zeit war um, bevor dies gelöst war.",
    "review.unknown.tried": "In der verfügbaren Zeit nicht bewiesen.",
    "review.unknown.best": "Bei bestem Spiel ergibt das: {level}; ob eine andere Wahl besser "
    "war, ist in der verfügbaren Zeit nicht bewiesen.",
    "review.unknown.best.tried": "Bei bestem Spiel hätte das ergeben: {level}; ob eine andere "
    "Wahl besser war, ist in der verfügbaren Zeit nicht bewiesen.",
    "review.kept.tried": "So gut wie das beste Spiel.",
    "review.trick.ombre": "Immer noch {level}, aber ein Stich weniger als bei bestem Spiel "
    "({best} hätte ihn gehalten).",
    "review.trick.defender": "Immer noch {level}, aber der Ombre bekam einen Stich mehr als bei "
    "bestem Spiel ({best}).",
    "review.trick.tried.ombre": "Immer noch {level}, aber für Sie ein Stich weniger als bei "
    "bestem Spiel.",
    "review.trick.tried.defender": "Immer noch {level}, aber für den Ombre ein Stich mehr als bei "
    "bestem Spiel.",
    "review.lost.ombre": "Daraus wurde {level}, wo {top} möglich war. Mit {best} war {the_top} "
    "sicher.",
    "review.lost.defender": "Das ließ den Ombre {escaped}, wo {best} {defended} hätte.",
    "review.lost.tried.ombre": "Daraus wäre {level} geworden, wo {top} möglich war.",
    "review.lost.tried.defender": "Das hätte den Ombre {escaped} lassen, wo die beste "
    "Verteidigung {defended} hätte.",
    # Die fairen Urteile der Durchsicht: die Entscheidung des Lernenden über die Verteilungen,
    # denen er gegenüberstehen konnte.
    "fair.best": "Beste Wahl: {card} {aim} in {layouts}.",
    "fair.fine": "Knapp: {card} {aim} in {layouts}, {best} in {best_layouts}; der Unterschied "
    "liegt innerhalb der Schätzgenauigkeit.",
    "fair.good-bet": "Gute Wahl: {card} {aim} in {layouts}; diesmal lief es mit {best} zufällig "
    "besser.",
    "fair.lucky": "Glück gehabt: {card} {risk} in {layouts}; hier lagen die Karten günstig.",
    "fair.lucky.chips": "Glück gehabt: {card} kostet gegenüber {best} im Schnitt etwa {chips} pro "
    "Hand; hier lagen die Karten günstig.",
    "fair.mistake": "Fehler: {card} {risk} in {layouts}, wo {best} {aim} in {best_layouts}.",
    "fair.mistake.chips": "Fehler: {card} kostet gegenüber {best} im Schnitt etwa {chips} pro "
    "Hand.",
    "fair.only": "{card} war die einzige Wahl.",
    # „Fehler noch einmal versuchen“: ein klarer Fehler der Durchsicht, noch einmal gespielt.
    "retry.better": "Ja: {card} {aim} in {layouts}.",
    "retry.fewer": "{card} {aim} in {layouts}",
    "retry.chips": "{card} kostet im Schnitt etwa {chips} pro Hand",
    "retry.again": "Nicht besser: {why}. Versuchen Sie es noch einmal.",
    "retry.answer": "Die Antwort: {best} {aim} in {layouts}.",
    "retry.solution": "Nicht besser: {why}. {answer}",
    "retry.same": "{card} haben Sie schon gespielt: Versuchen Sie eine andere.",
    "fair.layouts.all": "allen {total} Verteilungen",
    "count.fair-layouts.one": "{count} von {total} Verteilungen",
    "count.fair-layouts.other": "{count} von {total} Verteilungen",
    "count.fair-chips.one": "{count} Zählmarke",
    "count.fair-chips.other": "{count} Zählmarken",
    "fair.aim.ombre.vole": "macht den Vole",
    "fair.aim.ombre.stop": "sichert das Aufhören nach {tricks} Stichen in Folge",
    "fair.aim.ombre.sacada": "sichert die Sacada",
    "fair.aim.ombre.puesta": "begrenzt den Verlust auf eine Puesta",
    "fair.aim.ombre.codille": "begrenzt den Verlust auf eine Codille",
    "fair.aim.ombre.failed-vole": "endet trotzdem in einem misslungenen Vole",
    "fair.aim.defender.failed-vole": "schlägt den Vole",
    "fair.aim.defender.codille": "gewinnt die Codille",
    "fair.aim.defender.puesta": "hält den Ombre bei einer Puesta",
    "fair.aim.defender.sacada": "hält den Ombre bei einer Sacada",
    "fair.aim.defender.stop": "hält den Ombre bei einem Aufhören nach {tricks} Stichen in Folge",
    "fair.aim.defender.vole": "lässt den Ombre trotzdem den Vole machen",
    "fair.risk.ombre": "riskiert {level}",
    "fair.risk.defender": "riskiert, den Ombre {escaped} zu lassen",
    # Welche Karten zu einem Stich gespielt werden dürfen, und warum (eine unerlaubte Karte
    # erklärt).
    "play.trump": "Trumpf",
    "play.cannot-follow": "Sie haben kein {Suit}, also dürfen Sie jede Karte spielen",
    "play.must-follow": "Sie müssen {Suit} bedienen: Sie haben {cards}",
    "play.must-trump": "Trumpf wurde ausgespielt, und Sie haben {cards}, keinen Matador, also "
    "müssen Sie Trumpf spielen (ein Matador geht auch)",
    "play.matador-forced": "{lead} wurde ausgespielt, ein höherer Matador als {cards}, also "
    "müssen Sie Trumpf spielen",
    "play.matador-privilege": "Ihre einzigen Trümpfe sind Matadores ({cards}), und kein höherer "
    "Matador wurde ausgespielt: Sie dürfen sie behalten und jede Karte spielen",
    "play.lead-any": "Sie spielen aus, also dürfen Sie jede Karte spielen",
    "play.not-in-hand": "Sie haben {card} nicht",
    "play.allowed": "{card} ist erlaubt: {reason}",
    # Warum die gewinnende Karte eines Stichs gewinnt.
    "trick.trump-led": "{card} gewinnt: Trumpf wurde ausgespielt, und keiner der gespielten "
    "Trümpfe ist höher",
    "trick.trumped": "{card} gewinnt als höchster gespielter Trumpf ({Trump} ist Trumpf)",
    "trick.highest-of-suit": "{card} gewinnt: {none}, und keine Karte in {Suit} ist höher "
    "(Karten anderer Farben können nicht gewinnen)",
    "trick.no-trumps": "in diesem Spiel gibt es keinen Trumpf",
    "trick.no-trump-played": "es wurde kein Trumpf gespielt",
    # Ein unerlaubtes Gebot erklärt.
    "bid.not-a-bid": "{action} ist kein Gebot im Reizen ({rules}): Sagen Sie passen oder bieten "
    "Sie {Contracts}",
    "bid.not-a-bid.play": "{action} ist kein Gebot im Reizen ({rules}): Sagen Sie „spielen“, "
    "„Ich biete höher“ oder „passen“; der Gewinner wählt das Spiel danach",
    "bid.too-low": "{Contract} schlägt {Current} nicht: Ein Gebot muss echt höher sein "
    "({ladder}), sonst passen",
    "bid.higher-needed": "Platz {seat} hat schon „spielen“ gesagt: Sie können nur höher bieten "
    "oder passen",
    "bid.nothing-to-overcall": "noch niemand hat „spielen“ gesagt: Sagen Sie „spielen“ oder passen",
    "bid.at-top": "das Spiel ist schon auf {Contract} gehoben, die höchste Stufe: Sie können nur "
    "passen",
    # Eine unerlaubte Ablage erklärt.
    "discard.not-in-hand": "Sie haben {cards} nicht: Sie können nur eigene Karten ablegen",
    "discard.gascarille": "bei einer Gascarille legt man genau {low} Karten ab und zieht ebenso "
    "viele nach, nicht {count}",
    "discard.talon-short": "im Talon sind nur noch {talon} Karten, also dürfen Sie höchstens "
    "{high} ablegen, nicht {count}",
    # Warum der Ombre jetzt keinen Vole ansagen, nicht aufhören oder nicht aufgeben darf.
    "problem.contrabola.vole": "bei {Contract} spielt der Ombre jeden Stich: Es gibt keinen Vole",
    "problem.contrabola.stop": "bei {Contract} spielt der Ombre jeden Stich: Es gibt kein Aufhören",
    "problem.contrabola.surrender": "bei {Contract} spielt der Ombre jeden Stich: Es gibt "
    "keine Aufgabe",
    "problem.no-vole": "die Regeln ({rules}) kennen keinen Vole",
    "problem.vole-by-lead": "in den Regeln ({rules}) wird ein Vole nicht angesagt: Der Ombre "
    "bindet sich daran, wenn er nach gewonnenen Stichen 1 bis {straight} zum {next}. Stich "
    "ausspielt",
    "problem.vole-announced": "der Vole ist schon angesagt",
    "problem.vole-late": "ein Vole muss vor dem Ausspiel zum {next}. Stich angesagt werden",
    "problem.vole-lost": "ein Vole braucht jeden Stich, und der Ombre hat schon einen verloren",
    "problem.no-stop": "die Regeln ({rules}) erlauben dem Ombre kein vorzeitiges Aufhören",
    "problem.stop-when": "der Ombre darf erst nach gewonnenen Stichen 1 bis {straight} "
    "aufhören, vor dem Ausspiel zum {next}. Stich",
    "problem.stop-vole": "der Vole ist angesagt, also muss der Ombre weiterspielen",
    "problem.no-surrender": "die Regeln ({rules}) kennen keine Aufgabe",
    "problem.surrender-again": "in dieser Hand wurde schon eine Aufgabe angeboten",
    "problem.surrender-vole": "der Ombre ist an den Vole gebunden, also muss er weiterspielen",
    "problem.surrender-late": "der Ombre darf nur aufgeben, bevor zum {next}. Stich ausgespielt "
    "wird",
    # Wer jetzt handeln muss, wie es ein Fehler über eine Aktion außer der Reihe sagt.
    "expect.deal": "die Karten müssen gegeben werden",
    "expect.auction": "Platz {seat} muss bieten oder passen",
    "expect.after-pass": "alle haben gepasst: Platz {seat} darf {offers} wählen oder passen",
    "expect.or-the": "{first} oder {other}",
    "expect.choose": "Platz {seat} hat das Reizen gewonnen und muss das Spiel wählen",
    "expect.trump": "Platz {seat}, der Ombre, muss Trumpf benennen",
    "expect.call": "Platz {seat}, der Ombre, muss einen König als Partner rufen",
    "expect.exchange": "Platz {seat}, {role}, muss ablegen ({many} Karten) und vom Talon "
    "nachziehen",
    "expect.role.ombre": "der Ombre",
    "expect.role.defender": "ein Verteidiger",
    "expect.exactly": "genau {low}",
    "expect.range": "{low} bis {high}",
    "expect.play": "Platz {seat} muss eine Karte zum {number}. Stich spielen",
    "expect.surrender": "der Ombre hat die Aufgabe angeboten: Platz {seat} muss annehmen oder "
    "ablehnen",
    "expect.over": "die Hand ist vorbei",
    # Ob eine Aktion erlaubt ist, und warum nichts gezahlt wurde.
    "reason.legal": "{action} ist erlaubt",
    "reason.thrown-in": "alle haben gepasst, also werden die Karten zusammengeworfen, und der "
    "Pott von {pot} bleibt für die nächste Hand liegen",
    "reason.thrown-in.one-deal": "alle haben gepasst, also spielt niemand diese Hand; der Pott "
    "von {pot} ginge in die nächste über",
    # Die Schrittüberschriften der geführten Hände.
    "heading.trick": "{number}. Stich",
    "heading.exchange": "Der Tausch",
    "heading.auction": "Das Reizen",
    # Die Hand des Tages: das Ergebnis des Lernenden neben dem Par (der starke Bot auf demselben
    # Platz).
    "daily.deal.yours": "Ihre Hand",
    "daily.deal.par": "die Par-Hand",
    "daily.chips.one": "{signed} Zählmarke",
    "daily.chips.other": "{signed} Zählmarken",
    "daily.score": "Sie: {you}. Par: {par}.",
    "daily.beat": "Sie haben den starken Spieler um {by} geschlagen.",
    "daily.behind": "Der starke Spieler hat {by} mehr gemacht.",
    "daily.even": "Sie haben mit dem starken Spieler gleichgezogen.",
    "daily.contracts": "Sie: {yours}; der starke Spieler auf Ihrem Platz: {theirs}.",
    "daily.part.ombre": "{Contract} als Ombre gespielt ({a_result})",
    "daily.part.defender": "gegen {ombre} in {Contract} verteidigt ({a_result})",
    "daily.part.thrown-in": "wie die anderen gepasst, und die Karten wurden zusammengeworfen",
    "daily.role.ombre": "Ombre",
    "daily.role.defender": "Verteidiger",
    "daily.role.none": "kein Spiel",
    "daily.rules.standard": "Standard",
    "daily.rules.swedish": "Schwedisch",
    "daily.line": "Ombre des Tages {day} · {rules} · {role}, {result} · {chips} (Par {par})",
    "daily.line.hinted": "{line} · mit Tipp",
    # Die Regelwerke, die das freie Spiel anbietet, so wie seine Regelauswahl sie nennt.
    "rules.standard": "Standardregeln",
    "rules.swedish": "Schwedische Regeln",
    "rules.tvahant": "Zwei Spieler: das schwedische Tvåhant",
    "rules.four-seat": "Vier am Tisch: Einer setzt jede Hand aus",
    "rules.contrabola": "Standardregeln mit Contrabola",
    "rules.countervole": "Schwedische Regeln mit Countervole",
    "rules.ombre-a-dos": "Ombre a Dos: zwei Spieler und ein Strohmann",
    "rules.quadrille": "Quadrille: vier Spieler",
    "rules.quintille": "Quintille: fünf Spieler",
    # Die Stärke einer Hand, wie der Tipp zum Reizen sie zählt (strategy.py).
    "count.matador.one": "{count} Matador",
    "count.matador.other": "{count} Matadores",
    "count.trump.one": "{count} Trumpf",
    "count.trump.other": "{count} Trümpfe",
    "count.side-king.one": "{count} Nebenfarben-König",
    "count.side-king.other": "{count} Nebenfarben-Könige",
    "count.red-ace.one": "{count} einfaches rotes Ass",
    "count.red-ace.other": "{count} einfache rote Asse",
    "list.and": "{items} und {last}",
    "card.titled": "{card} {title}",
    "strength.describe": "mit {Trump} als Trumpf halten Sie {held}",
    "strength.no-tops": "keine hohe Karte in den Nebenfarben",
    "strength.none": "keine",
    "strength.matador-and-tops": "ein Matador und zwei hohe Karten in den Nebenfarben",
    "strength.long-trumps": "vier oder mehr Trümpfe und ein Stopper in einer Nebenfarbe",
    "strength.lone-matador": "ein Matador und sonst zu wenig",
    "strength.too-weak": "weder ein Matador mit zwei hohen Nebenfarbenkarten noch vier Trümpfe "
    "mit Stopper",
    "strength.red-ace-note": "ein einfaches rotes Ass zählt halb, da es unter dem Buben seiner "
    "Farbe steht",
    # Ob man das niedrigste Spiel bieten soll, und warum (die Übung zum Reizen).
    "advice.holding": "mit {Trump} als Trumpf hält die Hand {matadors} ({matador_cards}); "
    "{trumps} ({trump_cards}); hohe Karten in den Nebenfarben: {tops}; Stopper in den "
    "Nebenfarben: {stoppers}",
    "advice.matador-and-tops": "{Contract} bieten: Die Hand hat einen Matador und zwei hohe "
    "Karten in den Nebenfarben (Könige; {note}), nach dem Tipp der Regeltexte eine tragfähige "
    "Hand",
    "advice.long-trumps": "{Contract} bieten: Die Hand hat lange Trümpfe (vier oder mehr) mit "
    "einem Stopper in einer Nebenfarbe, nach dem Tipp der Regeltexte eine tragfähige Hand",
    "advice.lone-matador": "passen: ein Matador und sonst zu wenig (zwei hohe Karten in den "
    "Nebenfarben, und {note}; oder vier Trümpfe mit einem Stopper); mit einem Matador und sonst "
    "nichts sagen die Regeltexte: passen",
    "advice.too-weak": "passen: Die Hand hat weder einen Matador mit zwei hohen Karten in den "
    "Nebenfarben noch vier Trümpfe mit einem Stopper; nur mit echter Stärke reizen",
    # Ob ein Gebot eines Spiels solide ist, und warum: die Warnung beim Reizen und die Durchsicht.
    "bid.sound.lowest": "{Held}: {verdict}, genug für {a_contract}.",
    "bid.unsound.lowest": "{A_contract} mit dieser Hand ist gewagt: {held}, also "
    "{verdict}. Bieten Sie nur mit einem Matador und zwei hohen Karten in den Nebenfarben oder "
    "mit vier Trümpfen und einem Stopper.",
    "bid.sound.solo": "{Held}: zwei Matadores, fünf Trümpfe und ein Nebenfarben-König, genug, um "
    "{a_contract} ohne Tausch zu spielen.",
    "bid.unsound.solo-no-matador": "{A_contract} ohne Matador ist gewagt: Sie spielen die "
    "ausgeteilten Karten, ohne Tausch, und {held}. {A_contract} verlangt zwei Matadores, "
    "fünf Trümpfe und einen Nebenfarben-König.",
    "bid.unsound.solo": "{A_contract} ist mit dieser Hand gewagt: Sie spielen ohne Tausch, "
    "und {held}. {A_contract} verlangt zwei Matadores, fünf Trümpfe und einen "
    "Nebenfarben-König.",
    "bid.sound.turn-up": "{Held}: {verdict}, und mit zwei Matadores verträgt {a_contract} "
    "jede aufgedeckte Farbe.",
    "bid.unsound.turn-up": "{A_contract} ist mit dieser Hand gewagt: Die oberste "
    "Talonkarte bestimmt Trumpf, nicht Sie; nötig sind also zwei Matadores und dazu eine Hand "
    "für das niedrigste Spiel, und {held}.",
    "bid.sound.contrabola": "{Why}. Eine Hand für {a_contract}.",
    "bid.unsound.contrabola": "{A_contract} ist gewagt: {why}. Nötig ist, dass jede Karte "
    "bis auf eine in der unteren Hälfte ihrer Farbe liegt.",
    "bid.or-higher": "So zu bieten heißt, {Contract} oder höher zu spielen. {why}",
    # Der Anfang der Durchsicht: Gebot und Ablage des Lernenden, vor den Karten.
    "review.bid.sound": "Ihr Gebot, {bid}: solide. {why}",
    "review.bid.unsound": "Ihr Gebot, {bid}: nicht solide. {why}",
    "review.bid.play": "spielen",
    "review.bid.higher": "Ich biete höher",
    "review.discard.sound": "Ihre Ablage, {cards}: solide. Sie haben jeden Trumpf und jeden "
    "Nebenfarben-König behalten.",
    "review.discard.none": "Ihre Ablage: keine. Sie haben alle neun Karten behalten, darunter "
    "jeden Trumpf und jeden Nebenfarben-König.",
    "review.discard.unsound": "Ihre Ablage, {cards}: nicht solide. {why}.",
    # Warum die Ablage des Ombre schwach ist.
    "poor-discard.matador.one": "{cards} ist ein Matador, einer Ihrer besten Trümpfe: Den legt "
    "man nie ab",
    "poor-discard.matador.other": "{cards}: Der Ombre behält jeden Trumpf und jeden "
    "Nebenfarben-König, vor allem einen Matador",
    "poor-discard.trump.one": "{cards} ist ein Trumpf: Der Ombre behält jeden Trumpf, um die "
    "Trümpfe der Verteidiger zu ziehen",
    "poor-discard.trump.other": "{cards} sind Trümpfe: Der Ombre behält jeden Trumpf, um die "
    "Trümpfe der Verteidiger zu ziehen",
    "poor-discard.king.one": "{cards} ist ein Nebenfarben-König, ein wahrscheinlicher Gewinner: "
    "Behalten Sie ihn",
    "poor-discard.king.other": "{cards} sind Nebenfarben-Könige, wahrscheinliche Gewinner: "
    "Behalten Sie sie",
    "poor-discard.other": "{cards}: Der Ombre behält jeden Trumpf und jeden Nebenfarben-König",
    # Ob eine Hand zu einer Contrabola passt.
    "contrabola.high": "mit {cards} droht wahrscheinlich ein Stich",
    "contrabola.low": "jede Karte liegt in der unteren Hälfte ihrer Farbe: Hoffen Sie, jeden "
    "Stich zu verlieren",
    "contrabola.low-but": "jede Karte außer {cards} liegt in der unteren Hälfte ihrer Farbe: "
    "Hoffen Sie, jeden Stich zu verlieren",
    # Die Gründe des einfachen Bots, gezeigt vom Tipp des Tisches.
    "hint.trump": "{Trump} benennen: {why}",
    "hint.accept": "wer eine Aufgabe annimmt, lässt den Ombre eine Puesta zahlen",
    "hint.countervole": "{why}: Countervole spielen",
    "hint.pass": "{why}: passen",
    "hint.no-gascarille": "eine Gascarille ist ein Wagnis mit {count} neuen Karten: passen",
    "hint.strength": "{hand}: {verdict}",
    "hint.bid-contrabola": "{why}: {Contract} bieten",
    "hint.bid-solo": "{why}; stark genug für ein Solo",
    "hint.bid-call": "{why}, genug für {Contract} mit gerufenem König",
    "hint.bid-turn-up": "{why}; mit zwei Matadores taugt jede Trumpffarbe, also {Contract}",
    "hint.bid": "{why}, genug für {Contract}",
    "hint.bid-play": "{why}, genug, um zu spielen",
    "hint.bid-higher": "{why}; stark genug, um {Contract} zu spielen",
    "hint.pass-outbid": "{why}, genug zum Eröffnen, aber nicht, um das Gebot {Contract} zu "
    "überbieten, also passen",
    "hint.pass-weak": "{why}, also passen",
    "hint.call-own": "Sie halten jede Karte, die Sie rufen könnten: Rufen Sie Ihre eigene Karte "
    "{card} und spielen Sie allein",
    "hint.call-suit.one": "Sie halten {count} Karte dieser Farbe",
    "hint.call-suit.other": "Sie halten {count} Karten dieser Farbe",
    "hint.call-any": "irgendein König",
    "hint.call": "{card} rufen: {why}, und wer diese Karte hält, wird Ihr geheimer Partner",
    "hint.choose-oros": "{why}: Oros ist, was bleibt",
    "hint.choose": "{why}: {Contract} ist das niedrigste passende Spiel",
    "hint.choose-last": "{Contract} ist das einzige verbliebene Spiel",
    "hint.gascarille-keep": "eine Gascarille behält eine Karte: Behalten Sie {card}",
    "hint.discard-ombre": "der Ombre behält Trümpfe und Nebenfarben-Könige und legt den Rest ab",
    "hint.discard-defender": "ein Verteidiger behält Trümpfe und Bildkarten und legt niedrige "
    "Karten der Nebenfarben ab",
    "hint.discard-contrabola": "gegen eine Contrabola behält ein Verteidiger niedrige Karten, "
    "damit die Karten des Ombre gewinnen",
    "hint.discard-none": "{why}: nichts abzulegen",
    "hint.contrabola-lead": "in einer Contrabola die Karte ausspielen, die die anderen am "
    "ehesten schlagen: {card}, mit den wenigsten ungesehenen niedrigeren Karten ihrer Farbe",
    "hint.contrabola-lead-low": "niedrig ausspielen, {card}, damit die Karte des Ombre die "
    "höchste sein kann",
    "hint.contrabola-shed": "{card} loswerden, die höchste Karte, die den Stich noch verliert",
    "hint.contrabola-take": "jede Karte gewinnt diesen Stich: Nehmen Sie ihn mit {card}, der "
    "höchsten",
    "hint.contrabola-duck": "mit {card} unter der Karte des Ombre bleiben",
    "hint.contrabola-no-duck": "Sie können nicht unter der Karte des Ombre bleiben: {card} "
    "loswerden",
    "hint.contrabola-beaten": "der Ombre ist schon geschlagen: {card} loswerden, niedrige Karten "
    "behalten",
    "hint.contrabola-play-low": "niedrig spielen, {card}, damit die Karte des Ombre den Stich "
    "gewinnen kann",
    "hint.only-legal": "{card} ist Ihre einzige erlaubte Karte",
    "hint.last-card": "{card} ist Ihre letzte Karte",
    "hint.lead-top-trump": "{card} ausspielen, den höchsten verbliebenen Trumpf, um die Trümpfe "
    "der Verteidiger zu ziehen",
    "hint.lead-called-suit": "{card} ausspielen, niedrig in der gerufenen Farbe, damit {called} "
    "des Partners den Stich gewinnen kann",
    "hint.lead-called": "{card} ausspielen, die gerufene Karte: Sie sollte gewinnen und zeigt dem "
    "Ombre, wer der Partner ist",
    "hint.partner-trump": "als Partner des Ombre Trumpf ausspielen, {card}, um für den Ombre die "
    "Trümpfe der Verteidiger zu ziehen",
    "hint.lead-king": "{card} ausspielen, einen Nebenfarben-König, der gewinnen sollte",
    "hint.lead-lowest-trump": "Sie haben nur Trümpfe: Spielen Sie den niedrigsten aus, {card}",
    "hint.lead-low": "eine niedrige Karte ausspielen, {card}, und die starken behalten",
    "hint.make-safe": "Ihr Partner gewinnt, aber ein Gegner, der noch spielt, könnte diese Karte "
    "schlagen: Sichern Sie den Stich mit {card}",
    "hint.partner-winning": "Ihr Partner gewinnt den Stich: Spielen Sie Ihre niedrigste Karte, "
    "{card}",
    "hint.cheapest-winner": "{card} ist die billigste Karte, die den Stich nimmt",
    "hint.throw-lowest": "Sie können den Stich nicht nehmen: Spielen Sie Ihre niedrigste "
    "Karte, {card}",
    "hint.stop": "{won}: {stop}; {go_on}: Das bringt {vole}, kostet aber {loss} an jeden, wenn "
    "Sie einen Stich verlieren, ein Risiko nur für eine sichere Hand",
    "hint.stop.won": "Sie haben die ersten {count} Stiche gewonnen, also ist keine Puesta mehr "
    "möglich",
    "hint.stop.bonus": "jetzt aufhören bringt {bonus} von jedem Verteidiger zusätzlich zur Sacada",
    "hint.stop.sacada": "jetzt aufhören und die Sacada abrechnen",
    "hint.stop.announce": "oder einen Vole ansagen und weiterspielen",
    "hint.stop.by-lead": "oder zum {number}. Stich ausspielen, was Sie an einen Vole bindet",
    "hint.stop.vole": "{win} von jedem Verteidiger, wenn Sie jeden Stich nehmen",
    "hint.stop.vole-more": "{win} mehr von jedem Verteidiger, wenn Sie jeden Stich nehmen",
    # Kleine Zahlen als Wörter im Satz des Gebens, und Namen in einem Satz verbunden.
    "number.cards.2": "zwei",
    "number.cards.3": "drei",
    "number.cards.4": "vier",
    "number.cards.6": "sechs",
    "number.cards.8": "acht",
    "number.cards.9": "neun",
    "number.cards.10": "zehn",
    "number.packets.2": "zwei",
    "number.packets.3": "drei",
    "number.packets.4": "vier",
    "number.packets.6": "sechs",
    "number.packets.8": "acht",
    "number.packets.9": "neun",
    "number.packets.10": "zehn",
    "names.and": "{names} und {name}",
    # Eine unerlaubte Wahl des Spiels oder des Rufs erklärt.
    "choose.too-low.one": "nach {count} Überbieten muss das Spiel {Contract} oder höher sein "
    "({ladder})",
    "choose.too-low.other": "nach {count} Überbieten muss das Spiel {Contract} oder höher sein "
    "({ladder})",
    "call.not-allowed.kings": "{card} kann mit {Trump} als Trumpf nicht gerufen werden: Rufen "
    "Sie einen der Könige {cards}",
    "call.not-allowed.cards": "{card} kann mit {Trump} als Trumpf nicht gerufen werden: Rufen "
    "Sie eine der Karten {cards}",
    # Gezählte Wörter der Abrechnung und der Übungen (Trümpfe und Matadores: messages.py).
    "count.trick.one": "{count} Stich",
    "count.trick.other": "{count} Stiche",
    # Wen eine Zeile der Abrechnung nennt, in der Reihenfolge der Stiche (der Ombre zuerst).
    "settle.player.0": "der Ombre",
    "settle.player.1": "der erste Verteidiger",
    "settle.player.2": "der zweite Verteidiger",
    "settle.player.3": "der dritte Verteidiger",
    "settle.player.n": "Spieler {index}",
    "settle.player.defender": "der Verteidiger",
    "settle.per-defender": "{amount} pro Verteidiger ({total})",
    "settle.for-the-defender": "{amount} für den Verteidiger",
    "settle.extra.game-value": "den Spielwert von {Contract} ({value})",
    # Zeilen der Abrechnung im Ombre zu dritt (und im Ombre a Dos).
    "settle.pot": "der Ombre kassiert den Pott: {pot}",
    # Was aus einem Pott wird, in den eingezahlt wurde: Die nächste Hand spielt um ihn, außer der
    # Tisch spielt nur eine Hand (die Hand des Tages).
    "settle.carry": "der Pott bleibt für die nächste Hand liegen",
    "settle.carry.one-deal": "der Pott ginge in die nächste Hand über, aber an diesem Tisch wird "
    "nur diese Hand gespielt",
    "settle.puesta": "Puesta: Niemand hat allein die meisten Stiche ({count}), also zahlt der "
    "Ombre so viel in den Pott, wie darin liegt ({pot}), plus {per_defender}: {amount}; {carry}",
    "settle.surrender.1": "der Ombre hat aufgegeben, und der Verteidiger hat angenommen: eine "
    "Puesta, also zahlt der Ombre so viel in den Pott, wie darin liegt ({pot}), plus "
    "{per_defender}: {amount}; {carry}",
    "settle.surrender.2": "der Ombre hat aufgegeben, und beide Verteidiger haben angenommen: "
    "eine Puesta, also zahlt der Ombre so viel in den Pott, wie darin liegt ({pot}), plus "
    "{per_defender}: {amount}; {carry}",
    "settle.surrender.many": "der Ombre hat aufgegeben, und alle Verteidiger haben angenommen: "
    "eine Puesta, also zahlt der Ombre so viel in den Pott, wie darin liegt ({pot}), plus "
    "{per_defender}: {amount}; {carry}",
    "settle.vole-replaces": "Vole: Der Ombre hat alle {all} Stiche gemacht, also zahlt jeder "
    "Verteidiger {win} statt des Spielwerts von {Contract}",
    "settle.vole-replaces-failed": "misslungener Vole: Nach dem Ausspiel zum {trick}. Stich hat "
    "der Ombre {taken} von {all} Stichen gemacht ({count}), also zahlt der Ombre jedem "
    "Verteidiger {loss} statt des üblichen Ausgangs; der Pott bleibt liegen",
    "settle.sacada": "Sacada: Der Ombre hat allein die meisten Stiche ({count}), also kassiert "
    "der Ombre den Pott: {pot}",
    "settle.sacada-stopped": "der Ombre hat die Stiche 1 bis {straight} gewonnen und aufgehört, "
    "was als Sacada zählt, also kassiert der Ombre den Pott: {pot}",
    "settle.game-value": "{Contract} ist {value} wert: Jeder Verteidiger zahlt dem Ombre {value}",
    "settle.codille": "Codille: {player} hat allein die meisten Stiche ({count}), also zahlt der "
    "Ombre diesem Spieler den Betrag des Potts ({pot}) plus {extra}: {amount}; der Pott bleibt "
    "liegen",
    "settle.vole-made": "Vole angesagt und gemacht: Jeder Verteidiger zahlt {win} mehr",
    "settle.vole-failed": "Vole angesagt, aber der Ombre hat {taken} von {all} Stichen gemacht: "
    "Der Ombre zahlt jedem Verteidiger {loss}, zusätzlich zum Ausgang",
    "settle.primeras": "Primeras: Der Ombre hat die ersten {straight} Stiche gewonnen und "
    "aufgehört, also zahlt jeder Verteidiger {bonus} mehr",
    "settle.stop": "das Aufhören nach {straight} Stichen in Folge zählt als einfache Sacada",
    "settle.no-spadille": "keine Spadille",
    "settle.matadors.estuches": "Estuches: Der Ombre hielt {held}, {trumps} in ununterbrochener "
    "Folge ab Spadille, also zahlt jeder Verteidiger 1 pro Trumpf",
    "settle.matadors.swedish": "Matadores: Der Ombre hielt {held}, {trumps} in ununterbrochener "
    "Folge ab Spadille; alle drei Matadores zählen 3 und jeder weitere Trumpf 1",
    "settle.matadors.capped": "{rule}, höchstens {cap}",
    "settle.matadors.paid": "{rule}: {bonus}",
    "settle.matadors.paid-on-loss": "{rule}: {bonus}, und da der Ombre verloren hat, zahlt der "
    "Ombre ihn jedem Verteidiger",
    "settle.matadors.unpaid": "{rule}: {bonus}, aber er wird nur gezahlt, wenn der Ombre gewinnt",
    "settle.dummy-pays": "die Zählmarken des Strohmanns gehören dem lebenden Verteidiger: Der "
    "lebende Verteidiger zahlt {amount} für ihn",
    "settle.dummy-receives": "die Zählmarken des Strohmanns gehören dem lebenden Verteidiger: "
    "Der lebende Verteidiger erhält {amount} für ihn",
    # Zeilen der Abrechnung einer Contrabola (Countervole).
    "settle.contrabola-made": "{Contract} gelungen: Der Ombre hat keinen Stich gemacht "
    "({count}), also kassiert der Ombre den Pott ({pot}), und jeder Verteidiger zahlt {win}, wie "
    "bei einem Vole",
    "settle.contrabola-failed": "{Contract} misslungen: Der Ombre hat {tricks} gemacht "
    "({count}), also zahlt der Ombre jedem Verteidiger {loss}, wie bei einem misslungenen Vole; "
    "der Pott bleibt liegen",
    # Zeilen der Abrechnung bei Quadrille und Quintille (die Partei des Ombre gegen die übrigen).
    "settle.side.alone": "der Ombre hat {taken} von {total} Stichen gemacht",
    "settle.side.alone-called": "der Ombre, der eine eigene Karte gerufen hat, hat {taken} von "
    "{total} Stichen gemacht",
    "settle.side.partner": "der Ombre und der Partner haben {taken} von {total} Stichen gemacht",
    "settle.side.pot": "{side}, mehr als die Hälfte ({count}): Die Partei kassiert den Pott, {pot}",
    "settle.side.game-value": "{Contract} ist {value} wert: Jeder Verteidiger zahlt {value}",
    "settle.side.remise": "Remise: {side}, genau die Hälfte ({count}), also zahlt die Partei eine "
    "Bête so groß wie der Pott ({pot}) in ihn ein; {carry}",
    "settle.side.remise-alone": "Remise: {side}, genau die Hälfte ({count}), also zahlt die Partei "
    "eine Bête so groß wie der Pott ({pot}) in ihn ein, der Ombre allein; {carry}",
    "settle.side.remise-half": "Remise: {side}, genau die Hälfte ({count}), also zahlt die "
    "Partei eine Bête so groß wie der Pott ({pot}) in ihn ein, jeder die Hälfte; {carry}",
    "settle.side.codille": "Codille: {side}, weniger als die Hälfte ({count}), also zahlt die "
    "Partei den Verteidigern den Betrag des Potts ({pot}) zum Teilen; der Pott bleibt liegen",
    "settle.side.codille-alone": "Codille: {side}, weniger als die Hälfte ({count}), also zahlt "
    "die Partei den Verteidigern den Betrag des Potts ({pot}) zum Teilen, der Ombre allein; der "
    "Pott bleibt liegen",
    "settle.side.codille-half": "Codille: {side}, weniger als die Hälfte ({count}), also zahlt "
    "die Partei den Verteidigern den Betrag des Potts ({pot}) zum Teilen, jeder die Hälfte; der "
    "Pott bleibt liegen",
    "settle.side.consolation": "und zahlt jedem Verteidiger die Konsolation, den Spielwert von "
    "{Contract}: {value}",
    "settle.side.ombre-pays-alone": "der Ombre hat weniger als {below} Stiche gemacht, also "
    "trägt der Ombre den Verlust allein, und der Partner zahlt nichts",
    "settle.side.holder.ombre": "der Ombre",
    "settle.side.holder.both": "der Ombre und der Partner",
    "settle.side.bonus-won": "jeder Verteidiger zahlt {bonus} mehr",
    "settle.side.bonus-lost": "die Partei zahlt jedem Verteidiger {bonus}, da sie verloren hat",
    "settle.side.held.three": "alle drei Matadores ({held})",
    "settle.side.held.three-more": "alle drei Matadores und {trumps} danach ({held})",
    "settle.side.held.run": "{held}, {trumps} in ununterbrochener Folge ab Spadille",
    "settle.side.matadors": "Matadores: {holder} hielt {what}: {text}",
    # Jede Übung: das Urteil um die Erklärung der Übungsart, und Antworten in Worten.
    "drill.and": "{first} und {second}",
    "drill.sentence": "{Clause}.",
    "drill.right": "Richtig.",
    "drill.not-quite": "Nicht ganz.",
    "drill.try-again": "Versuchen Sie es noch einmal. {nudge}",
    "drill.the-answer": "Die Antwort: {answer}. {explanation}",
    "drill.answer.none": "keine",
    "drill.answer.chips": "{changes}; der Pott steht dann bei {pot}",
    "drill.player": "Spieler {number}",
    # Übung trick-split: Sacada, Puesta oder Codille?
    "drill.consequence.sacada": "der Ombre kassiert den Pott und von jedem Verteidiger den "
    "Spielwert",
    "drill.consequence.puesta": "der Ombre zahlt den Betrag des Potts plus {per_defender} pro "
    "Verteidiger in den Pott, der für die nächste Hand liegen bleibt",
    "drill.consequence.codille-game": "der Ombre zahlt dem siegreichen Verteidiger den Betrag "
    "des Potts plus den Spielwert; der Pott bleibt liegen",
    "drill.consequence.codille-puesta": "der Ombre zahlt dem siegreichen Verteidiger den Betrag "
    "des Potts plus {per_defender} pro Verteidiger; der Pott bleibt liegen",
    "drill.split.sacada": "Sacada: Der Ombre gewinnt",
    "drill.split.puesta": "Puesta: Niemand hat allein die meisten Stiche",
    "drill.split.codille": "Codille: {who} gewinnt",
    "drill.split.question": "{ombre} ist der Ombre. Die Stiche: {tricks}. Was ist der Ausgang?",
    "drill.split.hint": "Vergleichen Sie den Ombre mit jedem Verteidiger einzeln, nie mit der "
    "Summe der Verteidiger. Wer hat streng die meisten Stiche, oder teilen sich mehrere die "
    "meisten?",
    "drill.split.counts": "{ombre} (Ombre) {ombre_tricks}, {first} {first_tricks}, {second} "
    "{second_tricks}",
    "drill.split.sacada-why": "{ombre} hat {ombre_tricks} Stiche, mehr als {first} "
    "({first_tricks}) und mehr als {second} ({second_tricks}) für sich: eine Sacada.",
    "drill.split.sacada-why-total": "{ombre} hat {ombre_tricks} Stiche, mehr als {first} "
    "({first_tricks}) und mehr als {second} ({second_tricks}) für sich: eine Sacada, obwohl die "
    "Verteidiger zusammen {total} haben, denn jeder Verteidiger wird allein mit dem Ombre "
    "verglichen.",
    "drill.split.puesta-all": "Alle drei haben gleich viele Stiche ({most}), also gewinnt "
    "niemand: eine Puesta.",
    "drill.split.puesta-two": "{first} und {second} teilen sich die meisten Stiche ({most}), also "
    "gewinnt niemand: eine Puesta.",
    "drill.split.codille-why": "{winner} hat {tricks} Stiche, mehr als jeder andere: eine "
    "Codille, gewonnen von {winner}.",
    "drill.split.reason": "{counts}. Nach den Regeln ({rules}) gilt: {consequence}",
    "drill.split.not-sacada": "Es ist keine Sacada: Der Ombre braucht streng mehr Stiche als "
    "jeder Verteidiger.",
    "drill.split.not-puesta": "Es ist keine Puesta: Eine Puesta ist ein Gleichstand um die "
    "meisten Stiche.",
    "drill.split.which-defender": "Sehen Sie noch einmal nach, welcher Verteidiger allein die "
    "meisten Stiche hat.",
    "drill.split.not-codille": "Es ist keine Codille: Eine Codille braucht einen Verteidiger mit "
    "allein den meisten Stichen.",
    # Übung table-result: der Ausgang mit zwei Spielern und der einer Partei mit Ruf (Quadrille,
    # Quintille).
    "drill.table.quadrille": "Quadrille",
    "drill.table.quintille": "Quintille",
    "drill.table.two.question": "Zwei Spieler (Tvåhant): Sie sind der Ombre gegen {defender}. "
    "Die Stiche: {tricks}. Was ist der Ausgang?",
    "drill.table.two.sacada": "Sacada: Sie gewinnen",
    "drill.table.two.puesta": "Puesta: Niemand gewinnt",
    "drill.table.two.codille": "Codille: {defender} gewinnt",
    "drill.table.two.hint": "Es gibt einen Verteidiger: Vergleichen Sie Ihre Stiche mit seinen.",
    "drill.table.two.sacada-why": "Sie haben {ombre} Stiche gemacht und {name} {defender}: mehr "
    "als der eine Verteidiger, also eine Sacada.",
    "drill.table.two.puesta-why": "Sie haben {ombre} Stiche gemacht und {name} ebenso viele: "
    "Gleichstand ist eine Puesta.",
    "drill.table.two.codille-why": "{Name} hat {defender} Stiche gemacht, mehr als Ihre "
    "{ombre}: eine Codille, gewonnen von {name}.",
    "drill.table.two.reason": "Jede schwedische Zahlung bleibt, gezählt für einen Verteidiger: "
    "{consequence}",
    "drill.table.two.not-sacada": "Es ist keine Sacada: Der Ombre braucht mehr Stiche als der "
    "eine Verteidiger.",
    "drill.table.two.not-puesta": "Es ist keine Puesta: Eine Puesta ist ein Gleichstand.",
    "drill.table.two.not-codille": "Es ist keine Codille: Der Verteidiger braucht mehr Stiche "
    "als der Ombre.",
    "drill.table.side.question": "{game}: Sie haben um Erlaubnis gefragt und einen König "
    "gerufen; {partner} hält ihn und ist Ihr Partner. Die Stiche: {tricks}. Was ist der "
    "Ausgang?",
    "drill.table.side.won": "Gewonnen: Ihre Partei hat mehr als die Hälfte",
    "drill.table.side.remise": "Remise: Ihre Partei hat genau die Hälfte",
    "drill.table.side.codille": "Codille: Die Verteidiger gewinnen",
    "drill.table.side.hint": "Zählen Sie die Stiche Ihres Partners zu Ihren und vergleichen Sie "
    "die der Partei mit der Hälfte der {total} Stiche.",
    "drill.table.side.sacada-why": "Ihre Partei hat {side} von {total} Stichen gemacht (Sie "
    "{ombre}, {partner} {partner_tricks}): mehr als die Hälfte, also gewonnen.",
    "drill.table.side.puesta-why": "Ihre Partei hat {side} von {total} Stichen gemacht (Sie "
    "{ombre}, {partner} {partner_tricks}): genau die Hälfte, also eine Remise.",
    "drill.table.side.codille-why": "Ihre Partei hat {side} von {total} Stichen gemacht (Sie "
    "{ombre}, {partner} {partner_tricks}): weniger als die Hälfte ({half}), also eine Codille "
    "für die Verteidiger gemeinsam.",
    "drill.table.side.sacada-reason": "Der Ombre und der Partner teilen sich den Pott und den "
    "Spielwert von jedem Verteidiger",
    "drill.table.side.puesta-reason": "Die Partei zahlt eine Bête, so viel wie der Pott, in ihn "
    "ein und jedem Verteidiger den Spielwert",
    "drill.table.side.codille-reason": "Die Verteidiger teilen sich den Betrag des Potts und "
    "bekommen den Spielwert; der Pott bleibt liegen",
    "drill.table.side.not-sacada": "Es ist kein Gewinn: Ihre Partei braucht mehr als die Hälfte "
    "der {total} Stiche.",
    "drill.table.side.not-puesta": "Es ist keine Remise: Eine Remise ist genau die Hälfte, "
    "{half} von {total}.",
    "drill.table.side.not-codille": "Es ist keine Codille: Zählen Sie die Stiche Ihres Partners "
    "zu Ihren.",
    # Übung seats: Wer ist Ältester, wer spielt zuerst aus, wer gibt als Nächster?
    "drill.seats.question": "Am Tisch sitzt Bo rechts von Anna und Cecilia rechts von Bo. "
    "{Dealer} gibt. {ask}",
    "drill.seats.ask.eldest": "Wer ist Ältester?",
    "drill.seats.ask.first-lead": "{Ombre} gewinnt das Reizen und wird Ombre. Wer spielt zum "
    "ersten Stich aus?",
    "drill.seats.ask.middle": "Wer spielt die zweite Karte zum ersten Stich?",
    "drill.seats.ask.next-dealer": "Wer gibt die nächste Hand?",
    "drill.seats.ask.last": "Wer spielt die letzte Karte zum ersten Stich?",
    "drill.seats.ask.first-bid": "Wer spricht beim Reizen zuerst?",
    "drill.seats.ask.cut": "Wer hebt vor dem Geben ab?",
    "drill.seats.hint": "Jeder Zug geht nach rechts, gegen den Uhrzeigersinn, und beginnt rechts "
    "vom Geber.",
    "drill.seats.order": "Die Reihenfolge ist {eldest} (Ältester, rechts von {dealer}), dann "
    "{middle} (Mittelhand), dann {dealer} (der Geber).",
    "drill.seats.why.eldest": "{Eldest} sitzt rechts vom Geber {dealer}, also ist {eldest} "
    "Ältester.",
    "drill.seats.why.first-lead": "Der Älteste spielt zum ersten Stich aus, gleich wer Ombre "
    "wird: Das ist {eldest}, rechts von {dealer}, obwohl {ombre} der Ombre ist.",
    "drill.seats.why.middle": "Der Älteste, {eldest}, spielt zuerst; der Zug geht nach rechts "
    "weiter, zu {middle}, der Mittelhand.",
    "drill.seats.why.next-dealer": "Das Geben geht nach jeder Hand nach rechts weiter, also gibt "
    "der Älteste, {eldest}, als Nächster.",
    "drill.seats.why.last": "Der Geber spricht und spielt zuletzt: {dealer}, nach {eldest} und "
    "{middle}.",
    "drill.seats.why.first-bid": "Der Älteste, {eldest}, rechts von {dealer}, spricht beim "
    "Reizen zuerst.",
    "drill.seats.why.cut": "Der Spieler links vom Geber hebt ab: {middle}, die Mittelhand, da "
    "{eldest} rechts von {dealer} sitzt.",
    "drill.seats.nudge.dealer": "Nicht der Geber: Die Züge beginnen mit dem Spieler rechts vom "
    "Geber.",
    "drill.seats.nudge.cut": "Abgehoben wird vom Spieler links vom Geber, nicht rechts.",
    "drill.seats.nudge.next-dealer": "Das Geben bleibt nicht, wo es ist: Es geht einen Platz "
    "nach rechts weiter.",
    "drill.seats.nudge.round": "Zählen Sie vom Geber aus nach rechts: der Älteste, die "
    "Mittelhand, dann der Geber.",
    # Übung payment: wer was zahlt, Zeile für Zeile.
    "drill.role.0": "Ombre",
    "drill.role.1": "Erster Verteidiger",
    "drill.role.2": "Zweiter Verteidiger",
    # Übung pot-carry: was nach ein paar Händen im Pott liegt.
    "drill.pot.question": "{rules}. {start} Dann: {deals}. Wie viele Zählmarken liegen "
    "im Pott, wenn die letzte Hand abgerechnet ist?",
    "drill.pot.empty": "Eine Partie beginnt mit leerem Pott.",
    "drill.pot.carried": "Im Pott liegen {pot}, aus früheren Händen übernommen.",
    "drill.pot.deal.sacada": "Hand {number} endet mit einer Sacada",
    "drill.pot.deal.puesta": "Hand {number} endet mit einer Puesta",
    "drill.pot.deal.codille": "Hand {number} endet mit einer Codille",
    "drill.pot.deal.passed": "in Hand {number} passen alle",
    "drill.pot.hint": "Gehen Sie Hand für Hand vor: Erst kommen die Grundeinsätze hinein, dann "
    "nimmt der Ausgang den Pott, vergrößert ihn oder lässt ihn liegen.",
    "drill.pot.step.sacada": "Hand {number}: Mit den Grundeinsätzen liegen {before} im Pott; die "
    "Sacada nimmt alles, also liegen {after} darin.",
    "drill.pot.step.puesta": "Hand {number}: Mit den Grundeinsätzen liegen {before} im Pott; die "
    "Puesta des Ombre bringt {added} hinein (so viel, wie darin liegt, und mehr), also liegen "
    "{after} darin.",
    "drill.pot.step.codille": "Hand {number}: Mit den Grundeinsätzen liegen {before} im Pott; "
    "eine Codille wird aus den eigenen Zählmarken des Ombre gezahlt, also bleibt er bei {after}.",
    "drill.pot.step.passed": "Hand {number}: Mit den Grundeinsätzen liegen {before} im Pott; "
    "niemand hat gespielt, also bleibt er bei {after}.",
    "drill.pot.explanation": "Nach den Regeln ({rules}) bringen die Grundeinsätze vor jeder "
    "Hand {antes} in den Pott; nur eine Sacada leert ihn. Am Ende liegen {after} darin.",
    "drill.pot.nudge.sacada": "Zu viele: Eine der Hände ist eine Sacada. Was bleibt danach im "
    "Pott?",
    "drill.pot.nudge.too-few": "Zu wenige: Haben Sie vor jeder Hand die Grundeinsätze "
    "dazugezählt, und was eine Puesta einzahlt?",
    "drill.pot.nudge.too-many": "Zu viele: Eine Codille wird einem Verteidiger gezahlt, nicht in "
    "den Pott, und eine Puesta zahlt so viel ein, wie im Pott liegt, nicht das Doppelte.",
    "drill.payment.question": "Regeln: {Rules}. Der Ombre spielte {Contract} (Wert {value}) mit "
    "{pot} im Pott. {events} Geben Sie die Änderung der Zählmarken jedes Spielers an und den "
    "Pott nach der Abrechnung.",
    "drill.payment.hint": "Erst der Ausgang: Sacada, Puesta oder Codille? Dann jede Zeile der "
    "Zahlung: der Pott, der Spielwert und jeder Bonus für Vole, Primeras oder Matadores. "
    "Zählmarken wandern nur zwischen Spielern und Pott, also ergeben die Änderungen und die des "
    "Potts zusammen null.",
    "drill.payment.surrendered": "Gespielt: {tricks} ({count}). Dann hat der Ombre aufgegeben, "
    "und beide Verteidiger haben angenommen.",
    "drill.payment.stopped": "Der Ombre hat die ersten fünf Stiche gewonnen und aufgehört.",
    "drill.payment.vole-announced": "Der Ombre hat einen Vole angesagt; Stiche {count} (Ombre "
    "zuerst).",
    "drill.payment.vole-led": "Der Ombre hat die Stiche 1 bis 5 gewonnen und zum 6. Stich "
    "ausgespielt; Stiche {count} (Ombre zuerst).",
    "drill.payment.tricks": "Stiche {count} (Ombre zuerst).",
    "drill.payment.hand": "{Suit} war Trumpf, und das Blatt des Ombre zu Beginn des Spiels war "
    "{hand}.",
    "drill.payment.chips": "{role}: {due}",
    "drill.payment.chips-wrong": "{role}: {due}, nicht {given}",
    "drill.payment.pot": "der Pott geht von {before} auf {after}",
    "drill.payment.pot-wrong": "der Pott geht von {before} auf {after}, nicht {given}",
    "drill.payment.total": "Insgesamt: {totals}; der Pott geht von {before} auf {after}.",
    "drill.payment.wrong.one": "{count} von {lines} Zeilen stimmt nicht.",
    "drill.payment.wrong.other": "{count} von {lines} Zeilen stimmen nicht.",
    "drill.payment.nudge-sum": "Ihre Zahlen gehen nicht auf: Zählmarken wandern nur zwischen "
    "Spielern und Pott, also ergeben die Änderungen und die des Potts zusammen null.",
    "drill.payment.nudge-takeover": "Rechnen Sie mit dem Verteidiger als Ombre ab, der zuerst "
    "abgelehnt hat, und zählen Sie jeden Stich, den jeder Spieler gewonnen hat, auch die vor der "
    "Aufgabe.",
    "drill.payment.whose.0": "die Zeile des Ombre",
    "drill.payment.whose.1": "die Zeile des ersten Verteidigers",
    "drill.payment.whose.2": "die Zeile des zweiten Verteidigers",
    "drill.payment.whose.pot": "die Zeile des Potts",
    "drill.payment.nudge-lines.one": "{Lines} stimmt nicht. Erst Sacada, Puesta oder "
    "Codille, dann jede Zeile der Zahlung.",
    "drill.payment.nudge-lines.other": "{Lines} stimmen nicht. Erst Sacada, Puesta oder "
    "Codille, dann jede Zeile der Zahlung.",
    # Übung payment, die schwedische Übernahme: Ein Verteidiger lehnt die Aufgabe ab und
    # übernimmt.
    "drill.takeover.first-refused": "{first}, der als Erster antwortete, lehnte ab",
    "drill.takeover.second-refused": "{first} nahm an, und {second} lehnte ab",
    "drill.takeover.question": "Regeln: {Rules}. {old} war der Ombre in {Contract} (Wert "
    "{value}) mit {pot} im Pott. Gespielt: {played} ({counts}); dann bot {old} an aufzugeben; "
    "{answers}. Ausgang der Hand: {ended}. Geben Sie die Änderung der Zählmarken jedes Spielers "
    "an und den Pott nach der Abrechnung.",
    "drill.takeover.hint": "Wer ist jetzt der Ombre? Der erste Verteidiger, der ablehnt, "
    "übernimmt im selben Spiel. Dann wie üblich abrechnen: die Stiche dieses Spielers gegen die "
    "jedes der beiden anderen, auch die vor der Aufgabe gewonnenen Stiche.",
    "drill.takeover.codille-old": "eine Codille, gewonnen von {winner}, dem alten Ombre",
    "drill.takeover.codille-defender": "eine Codille, gewonnen von {winner}, einem Verteidiger",
    "drill.takeover.result": "eine {result}",
    "drill.takeover.why": "{new} hat zuerst abgelehnt, also hat {new} als Ombre übernommen, und "
    "{old} wurde Verteidiger. Die vor der Aufgabe gewonnenen Stiche bleiben bei ihren Gewinnern, "
    "also hat {new} {tricks} gegen {against}: {result}.",
    # Übung call-king: welchen König man bei Quadrille oder Quintille ruft.
    "drill.call.question": "{game}: Sie haben das Reizen gewonnen und {Trump} als Trumpf "
    "benannt. Welchen König rufen Sie? Sein Halter wird Ihr geheimer Partner.",
    "drill.call.hint": "Den Trumpfkönig kann man nicht rufen, und ein König, den Sie selbst "
    "halten, lässt Sie allein. Rufen Sie den König Ihrer längsten Nebenfarbe, in der Ihnen der "
    "König fehlt: Dort brauchen Ihre kleinen Karten den König eines Partners am meisten.",
    "drill.call.why.trump-king": "{card} ist der Trumpfkönig, der nie gerufen werden darf; nur "
    "die Könige der anderen Farben können gerufen werden",
    "drill.call.why.own": "Sie halten {card} selbst: Ihn zu rufen ist erlaubt, aber dann spielen "
    "Sie allein und brauchen {need} von {total} Stichen aus eigener Kraft und gewinnen oder "
    "zahlen das ganze Spiel allein, was selten klug ist",
    "drill.call.why.right": "{card} rufen: Sie halten {cards} ohne den König, Ihre längste solche "
    "Nebenfarbe, also kann sein Halter, Ihr Partner, dort einen Stich machen",
    "drill.call.why.shorter": "{card} darf gerufen werden, aber Sie halten {held} gegenüber "
    "{cards}: In der längeren Farbe hilft der König eines Partners am meisten",
    "drill.call.held.only": "nur {cards}",
    "drill.call.held.none": "keine Karte in {Suit}",
    "drill.call.cards-in": "{cards} in {Suit}",
    "drill.call.nudge.trump": "{Suit} ist Trumpf: Kann dessen König gerufen werden?",
    "drill.call.nudge.own": "Diesen König halten Sie selbst: ein erlaubter Ruf, aber Sie würden "
    "allein spielen. Könnte ein Partner helfen?",
    "drill.call.nudge.count": "Zählen Sie Ihre Karten in jeder Nebenfarbe, deren König Ihnen "
    "fehlt.",
    # Übungen zu den Matadores: matadors-which, matadors-count, trump-run.
    "drill.matador.hint": "Die Matadores sind Spadille (A♠), Manille und Basto (A♣). Manille ist "
    "die 2 einer schwarzen Trumpffarbe und die 7 einer roten.",
    "drill.note.spadille": "Spadille, immer der höchste Trumpf: ein Matador",
    "drill.note.basto": "Basto, immer der dritthöchste Trumpf: ein Matador",
    "drill.note.manille-black": "Manille, die {rank} einer schwarzen Trumpffarbe: ein Matador",
    "drill.note.manille-red": "Manille, die {rank} einer roten Trumpffarbe: ein Matador",
    "drill.note.punto": "Punto, der vierthöchste Trumpf, aber kein Matador",
    "drill.note.red-ace.one": "ein einfaches rotes Ass, unter dem Buben: kein Matador",
    "drill.note.red-ace.other": "einfache rote Asse, unter dem Buben: keine Matadores",
    "drill.note.not-manille": "nicht Manille, denn mit {Trumps} als Trumpf ist Manille die "
    "{number} in {Trumps}",
    "drill.note.trump.one": "ein Trumpf, aber kein Matador",
    "drill.note.trump.other": "Trümpfe, aber keine Matadores",
    "drill.note.plain.one": "eine einfache Karte, kein Matador",
    "drill.note.plain.other": "einfache Karten, keine Matadores",
    "drill.which.question": "Welche dieser Karten sind Matadores, wenn {Trump} Trumpf ist?",
    "drill.which.not-matador.one": "{Cards} ist kein Matador.",
    "drill.which.not-matador.other": "{Cards} sind keine Matadores.",
    "drill.which.left-out": "Sie haben {left} ausgelassen.",
    "drill.which.not-matador-left-out.one": "{Cards} ist kein Matador; Sie haben {left} "
    "ausgelassen.",
    "drill.which.not-matador-left-out.other": "{Cards} sind keine Matadores; Sie haben {left} "
    "ausgelassen.",
    "drill.which.explanation": "Mit {Trump} als Trumpf sind die Matadores {matadors}, und nur "
    "diese drei.",
    "drill.which.nudge.both": "Sie haben eine Karte gewählt, die kein Matador ist, und einen "
    "Matador ausgelassen. Matadores sind nur Spadille, Manille und Basto, und Manille hängt von "
    "der Farbe des Trumpfs ab.",
    "drill.which.nudge.extra": "Sie haben eine Karte gewählt, die kein Matador ist. Matadores "
    "sind nur Spadille, Manille und Basto, und Manille hängt von der Farbe des Trumpfs ab.",
    "drill.which.nudge.missing": "Sie haben einen Matador ausgelassen. Matadores sind nur "
    "Spadille, Manille und Basto, und Manille hängt von der Farbe des Trumpfs ab.",
    "drill.count.question": "{Trump} ist Trumpf. Wie viele Matadores hält diese Hand?",
    "drill.count.held": "Die Hand hält {matadors}: {cards}.",
    "drill.count.none": "Die Hand hält keinen Matador: Mit {Trump} als Trumpf sind es {matadors}.",
    "drill.count.too-many": "Zu viele: Nur Spadille, Manille und Basto sind Matadores, nicht "
    "Punto oder andere Asse.",
    "drill.count.too-few": "Zu wenige: Suchen Sie auch Manille, deren Rang von der Farbe des "
    "Trumpfs abhängt.",
    "drill.run.question": "{Trump} ist Trumpf. Wie viele Trümpfe hält diese Hand in "
    "ununterbrochener Folge ab Spadille?",
    "drill.run.hint-black": "Gehen Sie die Trumpffolge ab Spadille (A♠) hinunter: Spadille, "
    "Manille, Basto, der König, ... und halten Sie beim ersten Trumpf an, den die Hand nicht "
    "hält. Ohne Spadille ist die Folge 0.",
    "drill.run.hint-red": "Gehen Sie die Trumpffolge ab Spadille (A♠) hinunter: Spadille, "
    "Manille, Basto, Punto, der König, ... und halten Sie beim ersten Trumpf an, den die Hand "
    "nicht hält. Ohne Spadille ist die Folge 0.",
    "drill.run.explanation": "Die Folge ist {held}: {trumps}, unterbrochen, weil {missing} fehlt.",
    "drill.run.no-spadille": "Die Hand hat keine Spadille, also keine Folge ab Spadille.",
    "drill.run.estuches": "Als Ombre brächten die Estuches bei einer Sacada {bonus} von jedem "
    "Verteidiger.",
    "drill.run.swedish": "Als Ombre brächte der schwedische Matadores-Bonus (alle drei "
    "Matadores 3, +1 für jeden weiteren Trumpf, höchstens {cap}) bei einer Sacada {bonus} von "
    "jedem Verteidiger.",
    "drill.run.too-many": "Zu viele: Die Folge endet beim ersten Trumpf, den die Hand nicht hält.",
    "drill.run.too-few": "Zu wenige: Die Folge geht über die Matadores hinaus, durch jeden "
    "gehaltenen Trumpf ohne Lücke.",
    # Übung deck-ranks: welche Ränge das Ombre-Blatt hat.
    "drill.deck.rank.A": "Ass",
    "drill.deck.rank.2": "Zwei",
    "drill.deck.rank.3": "Drei",
    "drill.deck.rank.4": "Vier",
    "drill.deck.rank.5": "Fünf",
    "drill.deck.rank.6": "Sechs",
    "drill.deck.rank.7": "Sieben",
    "drill.deck.rank.8": "Acht",
    "drill.deck.rank.9": "Neun",
    "drill.deck.rank.10": "Zehn",
    "drill.deck.rank.J": "Bube",
    "drill.deck.rank.Q": "Dame",
    "drill.deck.rank.K": "König",
    "drill.deck.ranks.question": "Diese Ränge gibt es alle in einem gewöhnlichen Blatt mit 52 "
    "Karten. Welche davon hat auch das Ombre-Blatt? Wählen Sie alle aus und drücken Sie dann "
    "Prüfen.",
    "drill.deck.ranks.hint": "Das Ombre-Blatt ist das gewöhnliche Blatt, aus dem in jeder Farbe "
    "drei benachbarte Ränge entfernt sind.",
    "drill.deck.ranks.why": "Jede Farbe des Ombre-Blatts hat {ranks} Ränge: Ass, Zwei bis "
    "Sieben, Bube, Dame und König. Die Achter, Neuner und Zehner des gewöhnlichen Blatts sind "
    "entfernt.",
    "drill.deck.ranks.not-in": "Im Ombre-Blatt fehlen: {ranks}.",
    "drill.deck.ranks.left-out": "Sie haben ausgelassen: {ranks}; die behält das Ombre-Blatt.",
    "drill.deck.ranks.suit": "Eine Farbe des Ombre-Blatts, vom Ass bis zum König",
    "drill.deck.ranks.nudge.removed": "Sie haben einen Rang behalten, der entfernt ist: Welche "
    "drei benachbarten Ränge verliert das Ombre-Blatt?",
    "drill.deck.ranks.nudge.missing": "Sie haben einen Rang ausgelassen, den das Ombre-Blatt "
    "behält: Nur drei benachbarte Ränge sind entfernt.",
    # Übung spanish-suit: die spanische Farbe einer Karte.
    "drill.spanish-suit.question": "Welche dieser Karten gehört zu {Spanish}, einer Farbe des "
    "spanischen Blatts?",
    "drill.spanish-suit.hint": "Schwerter, Kelche, Münzen und Keulen: Jede spanische Farbe "
    "entspricht einer französischen, und die Paare behalten in den Regeln ihre Farbe Rot oder "
    "Schwarz.",
    "drill.spanish-suit.why": "{Spanish} ({emblem}) ist die Farbe {symbol} der französischen "
    "Karten, eine {colour} Farbe: hier {card}.",
    "drill.spanish-suit.red": "rote",
    "drill.spanish-suit.black": "schwarze",
    "drill.spanish-suit.emblem.espadas": "Schwerter",
    "drill.spanish-suit.emblem.copas": "Kelche",
    "drill.spanish-suit.emblem.oros": "Goldmünzen",
    "drill.spanish-suit.emblem.bastos": "Keulen",
    "drill.spanish-suit.pairs": "Espadas ♠ und Bastos ♣ sind die schwarzen Farben, Copas ♥ und "
    "Oros ♦ die roten",
    "drill.spanish-suit.nudge": "Denken Sie an das Bild, für das der spanische Name steht, und "
    "welche französische Farbe an seine Stelle trat.",
    # Übung suit-size: wie viele Karten eine Nebenfarbe hat.
    "drill.suit-size.question": "{Trump} ist Trumpf. Aus wie vielen Karten besteht {Suit} als "
    "Nebenfarbe?",
    "drill.suit-size.hint": "Zählen Sie die Ränge einer Farbe im Ombre-Blatt, und fragen Sie "
    "dann, ob eine Karte dieser Farbe immer Trumpf ist.",
    "drill.suit-size.black": "{Suit} ist eine schwarze Farbe: Ihr Ass, {ace}, ist immer Trumpf, "
    "nie eine einfache Karte, also hat die Nebenfarbe {count} Karten.",
    "drill.suit-size.red": "{Suit} ist eine rote Farbe: Keine ihrer Karten ist Trumpf, wenn eine "
    "andere Farbe Trumpf ist, also hat die Nebenfarbe alle {count} Karten.",
    "drill.suit-size.cards": "{Suit} als Nebenfarbe, die höchste zuerst",
    "drill.suit-size.nudge": "Zählen Sie die Ränge einer Farbe, und fragen Sie dann: Ist eine "
    "Karte dieser Farbe immer Trumpf, gleich welche Farbe Trumpf ist?",
    # Übung order-cards: Karten einer Farbe im Spiel, die höchste zuerst.
    "drill.order.hint.black-trumps": "Spadille, Manille (die 2 bei schwarzem Trumpf) und Basto "
    "kommen zuerst. Sagen Sie sich die ganze Rangfolge der Farbe vor und suchen Sie dann diese "
    "Karten heraus.",
    "drill.order.hint.red-trumps": "Spadille, Manille (die 7 bei rotem Trumpf), Basto und Punto "
    "kommen zuerst. Sagen Sie sich die ganze Rangfolge der Farbe vor und suchen Sie dann diese "
    "Karten heraus.",
    "drill.order.hint.red-plain": "In einer roten Nebenfarbe steht das Ass gleich unter dem "
    "Buben. Sagen Sie sich die ganze Rangfolge der Farbe vor und suchen Sie dann diese Karten "
    "heraus.",
    "drill.order.hint.black-plain": "Eine schwarze Nebenfarbe läuft König, Dame, Bube, 7, 6, 5, 4, "
    "3, 2. Sagen Sie sich die ganze Rangfolge der Farbe vor und suchen Sie dann diese Karten "
    "heraus.",
    "drill.order.note.black-trumps": "Bei schwarzem Trumpf ist die 2 Manille, nur Spadille ist "
    "höher, und Basto (A♣) kommt als Dritter, über dem König.",
    "drill.order.note.red-trumps": "Bei rotem Trumpf ist die 7 Manille, Basto (A♣) ist Dritter, "
    "und das Trumpf-Ass ist Punto, Vierter; unter dem Buben laufen die kleinen Trümpfe 2, 3, 4, "
    "5, 6.",
    "drill.order.note.red-plain": "In einer roten Nebenfarbe steht das Ass unter dem Buben, und "
    "von den kleinen Karten ist die 2 die höchste: Die 2 schlägt die 7.",
    "drill.order.note.black-plain": "Eine schwarze Nebenfarbe hat kein Ass, denn A♠ und A♣ sind "
    "immer Trumpf, und ihre kleinen Karten ordnen sich nach der Zahl: 7 hoch, 2 niedrig.",
    "drill.order.question-trumps": "{Trump} ist Trumpf. Ordnen Sie diese Trümpfe, den höchsten "
    "zuerst.",
    "drill.order.question-plain": "{Trump} ist Trumpf. Ordnen Sie diese Karten in {Suit} (nicht "
    "Trumpf), die höchste zuerst.",
    "drill.order.in-place": "{card} steht richtig auf Platz {place}",
    "drill.order.out-of-place": "auf Platz {place} gehört {wanted}, nicht {card}",
    "drill.order.explanation-trumps": "Mit {Trump} als Trumpf ist die Rangfolge der Trümpfe "
    "{order}.",
    "drill.order.explanation-plain": "Mit {Trump} als Trumpf ist die Rangfolge von {Suit} als "
    "Nebenfarbe {order}.",
    "drill.order.right-places": "{right} von {total} Karten stehen richtig.",
    "drill.order.nudge.black-trumps": "{right} von {total} Karten stehen richtig. Beginnen Sie "
    "mit den drei Matadores, dann vom Trumpfkönig abwärts.",
    "drill.order.nudge.red-trumps": "{right} von {total} Karten stehen richtig. Nach den "
    "Matadores kommen Punto (das Ass), König, Dame und Bube; dann ist die Zwei der höchste kleine "
    "Trumpf und die Sechs der niedrigste.",
    "drill.order.nudge.red-plain": "{right} von {total} Karten stehen richtig. In einer roten "
    "Nebenfarbe steht das Ass unter dem Buben; die Zwei ist die höchste kleine Karte und die "
    "Sieben die niedrigste.",
    "drill.order.nudge.black-plain": "{right} von {total} Karten stehen richtig. In einer "
    "schwarzen Nebenfarbe ordnen sich die kleinen Karten nach der Zahl, die höchste zuerst.",
    # Übung trick-winner: welche Karte den Stich gewinnt.
    "drill.winner.discard": "{card} ist ein Abwurf: weder Trumpf noch eine Karte in {Led}, also "
    "kann diese Karte nicht gewinnen, wie hoch sie auch ist",
    "drill.winner.trumped": "{card} bedient {Led}, aber {winner} ist Trumpf, und jeder Trumpf "
    "schlägt jede einfache Karte",
    "drill.winner.lower-trump": "{card} ist niedriger als {winner}: Die Trümpfe haben die "
    "Rangfolge {order}",
    "drill.winner.lower": "{card} ist niedriger als {winner}: {Suit} hat die Rangfolge {order}",
    "drill.winner.question": "{Trump} ist Trumpf. Welche Karte gewinnt diesen Stich?",
    "drill.winner.hint": "Liegt ein Trumpf im Stich? {Trump} ist Trumpf, und Spadille (A♠) und "
    "Basto (A♣) sind immer Trumpf. Liegt kein Trumpf darin, können nur Karten der ausgespielten "
    "Farbe gewinnen.",
    "drill.winner.nudge.discard-cannot-win": "Diese Karte bedient die ausgespielte Farbe nicht "
    "und ist kein Trumpf, also kann sie nicht gewinnen.",
    "drill.winner.nudge.trump-beats-plain": "Sehen Sie noch einmal hin: In diesem Stich liegt "
    "ein Trumpf, und jeder Trumpf schlägt jede einfache Karte.",
    "drill.winner.nudge.lower-in-suit": "Eine andere Karte derselben Farbe steht höher: Sagen "
    "Sie sich die Rangfolge dieser Farbe vor.",
    # Übung legal-play: welche Karten gespielt werden dürfen.
    "drill.legal.question-no-trumps.second": "{Contract}: Es gibt keinen Trumpf, und Sie spielen "
    "die zweite Karte zu diesem Stich. Welche Ihrer Karten dürfen Sie spielen?",
    "drill.legal.question-no-trumps.third": "{Contract}: Es gibt keinen Trumpf, und Sie spielen "
    "die dritte Karte zu diesem Stich. Welche Ihrer Karten dürfen Sie spielen?",
    "drill.legal.hint-no-trumps": "Es gibt keinen Trumpf: Spadille ist nur das Pik-Ass und "
    "Basto nur das Kreuz-Ass, einfache Asse. Welche Farbe wurde ausgespielt? Bedienen Sie, wenn "
    "Sie können; wenn nicht, jede Karte.",
    "drill.legal.question.second": "{Trump} ist Trumpf, und Sie spielen die zweite Karte zu "
    "diesem Stich. Welche Ihrer Karten dürfen Sie spielen?",
    "drill.legal.question.third": "{Trump} ist Trumpf, und Sie spielen die dritte Karte zu "
    "diesem Stich. Welche Ihrer Karten dürfen Sie spielen?",
    "drill.legal.hint": "Welche Farbe wurde ausgespielt? Bedienen Sie, wenn Sie können. Wurde "
    "Trumpf ausgespielt und sind Ihre einzigen Trümpfe Matadores, dürfen Sie sie behalten, außer "
    "der ausgespielte Matador ist höher als Ihr niedrigster.",
    "drill.legal.only": "Sie dürfen {cards} spielen und sonst nichts.",
    "drill.legal.any": "Sie dürfen jede Karte spielen.",
    "drill.legal.may": "erlaubt: {cards}",
    "drill.legal.may-not": "nicht erlaubt: {cards}",
    "drill.legal.nudge.both-no-trumps": "Sie haben eine Karte gewählt, die Sie nicht spielen "
    "dürfen, und eine erlaubte ausgelassen. {Led} wurde ausgespielt, und es gibt keinen Trumpf: "
    "Können Sie bedienen?",
    "drill.legal.nudge.extra-no-trumps": "Sie haben eine Karte gewählt, die Sie nicht spielen "
    "dürfen. {Led} wurde ausgespielt, und es gibt keinen Trumpf: Können Sie bedienen?",
    "drill.legal.nudge.missing-no-trumps": "Sie haben eine erlaubte Karte ausgelassen. {Led} "
    "wurde ausgespielt, und es gibt keinen Trumpf: Können Sie bedienen?",
    "drill.legal.nudge.both-plain": "Sie haben eine Karte gewählt, die Sie nicht spielen dürfen, "
    "und eine erlaubte ausgelassen. {Led} wurde ausgespielt: Können Sie bedienen?",
    "drill.legal.nudge.extra-plain": "Sie haben eine Karte gewählt, die Sie nicht spielen "
    "dürfen. {Led} wurde ausgespielt: Können Sie bedienen?",
    "drill.legal.nudge.missing-plain": "Sie haben eine erlaubte Karte ausgelassen. {Led} wurde "
    "ausgespielt: Können Sie bedienen?",
    "drill.legal.nudge.both-trumps": "Sie haben eine Karte gewählt, die Sie nicht spielen "
    "dürfen, und eine erlaubte ausgelassen. Trumpf wurde ausgespielt: Welche Ihrer Karten sind "
    "Trümpfe, und darf ein Matador zurückbleiben?",
    "drill.legal.nudge.extra-trumps": "Sie haben eine Karte gewählt, die Sie nicht spielen "
    "dürfen. Trumpf wurde ausgespielt: Welche Ihrer Karten sind Trümpfe, und darf ein Matador "
    "zurückbleiben?",
    "drill.legal.nudge.missing-trumps": "Sie haben eine erlaubte Karte ausgelassen. Trumpf wurde "
    "ausgespielt: Welche Ihrer Karten sind Trümpfe, und darf ein Matador zurückbleiben?",
    # Übung bid-advice: mit dieser Hand bieten oder passen.
    "drill.bid.question": "Sie sind Ältester und sprechen zuerst. Sollten Sie mit dieser Hand "
    "{Contract} bieten (Trumpf würden Sie nach gewonnenem Reizen benennen)?",
    "drill.bid.hint": "Zählen Sie Ihre Matadores für die beste Trumpffarbe, dann Ihre hohen "
    "Karten in den Nebenfarben: Könige und einfache Asse in roten Farben ({red_aces}). Vier oder "
    "mehr Trümpfe mit einem Stopper in einer Nebenfarbe (ein König oder eine geschützte Dame) "
    "ergeben ebenfalls eine Hand.",
    "drill.bid.nudge": "Zählen Sie noch einmal: die Matadores für Ihre beste Trumpffarbe, dann "
    "Ihre sicheren Gewinner in den Nebenfarben.",
    # Übung exchange: welche Karten man ablegt.
    "drill.exchange.question": "Sie haben das Reizen mit {Contract} gewonnen und {Trump} als "
    "Trumpf benannt. Welche Karten legen Sie ab? Sie ziehen ebenso viele oben vom Talon nach.",
    "drill.exchange.hint": "Behalten Sie Ihre Trümpfe und Nebenfarben-Könige; niedrige Karten in "
    "kurzen Nebenfarben legt man meist ab. Je mehr Sie ablegen, desto größer die Chance, einen "
    "Matador zu ziehen.",
    "drill.exchange.moved": "Sie haben {discarded} abgelegt und {drawn} vom Talon nachgezogen.",
    "drill.exchange.kept": "Sie haben alle neun Karten behalten und nichts nachgezogen.",
    "drill.exchange.change": "Matadores {matadors_before} → {matadors_after}, Trümpfe "
    "{trumps_before} → {trumps_after}, Nebenfarben-Könige {kings_before} → {kings_after}.",
    "drill.exchange.plan": "{change} Ein üblicher Plan behält die Trümpfe und "
    "Nebenfarben-Könige und legt den Rest ab ({cards}).",
    "drill.exchange.plan-none": "{change} Ein üblicher Plan behält die Trümpfe und "
    "Nebenfarben-Könige und legt den Rest ab.",
    "drill.exchange.verdict-fine": "Ihr Tausch:",
    "drill.exchange.verdict-poor": "Ein schwacher Tausch.",
    "drill.exchange.nudge.discarded-matador": "Sie legen einen Matador ab: Behalten Sie Ihre "
    "besten Trümpfe. Wählen Sie Ihre Ablage neu.",
    "drill.exchange.nudge.discarded-trump": "Sie legen einen Trumpf ab: Der Ombre behält jeden "
    "Trumpf. Wählen Sie Ihre Ablage neu.",
    "drill.exchange.nudge.discarded-king": "Sie legen einen Nebenfarben-König ab, einen "
    "wahrscheinlichen Gewinner. Wählen Sie Ihre Ablage neu.",
    # Übung talon-draw: wie viele Karten ein Spieler noch vom Talon ziehen darf.
    "drill.talon.question.first": "Der Ombre legt bei {Contract} {ombre} ab und zieht ebenso "
    "viele aus dem Talon mit {talon}. Wie viele Karten darf der erste Verteidiger höchstens "
    "nachziehen?",
    "drill.talon.question.last": "Der Ombre legt bei {Contract} {ombre} ab und zieht ebenso "
    "viele aus dem Talon mit {talon}; dann legt der erste Verteidiger {first} ab und zieht "
    "ebenso viele nach. Wie viele Karten darf der zweite Verteidiger höchstens nachziehen?",
    "drill.talon.question.solo": "Der Ombre spielt ein Solo und zieht nichts nach. Der erste "
    "Verteidiger legt {first} ab und zieht ebenso viele aus dem Talon mit {talon}. Wie viele "
    "Karten darf der zweite Verteidiger höchstens nachziehen?",
    "drill.talon.hint": "Zählen Sie die Karten, die im Talon übrig sind, wenn dieser Spieler an "
    "der Reihe ist; und niemand legt mehr als eine ganze Hand ab.",
    "drill.talon.left": "Im Talon lagen {talon}, und vor diesem Zug wurden {drawn} nachgezogen, "
    "also bleiben {left}.",
    "drill.talon.empty": "Der Talon ist leer: Der Tausch ist vorbei, und dieser Verteidiger "
    "zieht nichts nach.",
    "drill.talon.whole-hand": "Das ist mehr als eine Hand: Ein Spieler legt höchstens alle "
    "{hand} Karten ab und zieht ebenso viele nach.",
    "drill.talon.all-left": "Ein Spieler darf höchstens nehmen, was übrig ist: alle {left}.",
    "drill.talon.rule": "Jeder Spieler zieht so viele Karten nach, wie er ablegt, höchstens so "
    "viele, wie im Talon übrig sind",
    "drill.talon.nudge": "Zählen Sie, was im Talon übrig ist, wenn dieser Spieler an der Reihe "
    "ist, und denken Sie daran, dass eine Hand nur so viele Karten hat.",
    # Die Namen der Karten, je Blatt: die Vorlage card.<Blatt>, die Ränge und die Farben.
    # Französisches Blatt: „Herz-König“; spanisches Blatt wie im Spanischen: „Rey de copas“.
    "card.french": "{suit}-{rank}",
    "card.spanish": "{rank} de {suit}",
    "card.suit.french.clubs": "Kreuz",
    "card.suit.french.diamonds": "Karo",
    "card.suit.french.hearts": "Herz",
    "card.suit.french.spades": "Pik",
    "card.suit.spanish.clubs": "bastos",
    "card.suit.spanish.diamonds": "oros",
    "card.suit.spanish.hearts": "copas",
    "card.suit.spanish.spades": "espadas",
    "rank.french.2": "Zwei",
    "rank.french.3": "Drei",
    "rank.french.4": "Vier",
    "rank.french.5": "Fünf",
    "rank.french.6": "Sechs",
    "rank.french.7": "Sieben",
    "rank.french.A": "Ass",
    "rank.french.J": "Bube",
    "rank.french.K": "König",
    "rank.french.Q": "Dame",
    "rank.spanish.2": "Dos",
    "rank.spanish.3": "Tres",
    "rank.spanish.4": "Cuatro",
    "rank.spanish.5": "Cinco",
    "rank.spanish.6": "Seis",
    "rank.spanish.7": "Siete",
    "rank.spanish.A": "As",
    "rank.spanish.J": "Sota",
    "rank.spanish.K": "Rey",
    "rank.spanish.Q": "Caballo",
    "suit.french.clubs": "Kreuz",
    "suit.french.diamonds": "Karo",
    "suit.french.hearts": "Herz",
    "suit.french.spades": "Pik",
    "suit.spanish.clubs": "Bastos",
    "suit.spanish.diamonds": "Oros",
    "suit.spanish.hearts": "Copas",
    "suit.spanish.spades": "Espadas",
    # Die Namen der Matadore, wie der deutsche Regeltext sie schreibt.
    "card.title.basto": "Basto",
    "card.title.manille": "Manille",
    "card.title.punto": "Punto",
    "card.title.spadille": "Spadille",
    "card.titled.aside": "{card} ({title})",
    "drill.cards-note": "{cards}: {note}",
    "list.comma": "{items}, {item}",
    "outcome.seat-chips": "{name} {chips}",
    # Fehlermeldungen (ombre_core/catalogue_errors.py). Die Befehle der Notation ('call Kh',
    # 'discard 3h 4c' ...) bleiben, wie man sie eingibt.
    "error.bad-action": "{text} ist keine Aktion: {why}",
    "error.bad-action.announce": "die einzige Ansage ist 'announce vole'",
    "error.bad-action.call": "call braucht eine Karte, wie in 'call Kh'",
    "error.bad-action.deal": "ein Geben nennt jede Hand und dann den Talon, getrennt durch '/'",
    "error.bad-action.discard": "nennen Sie die Karten, wie in 'discard 3h 4c', "
    "oder 'discard none'",
    "error.bad-action.empty": "sie ist leer",
    "error.bad-action.game": "{verb} braucht einen Spielnamen, wie in '{verb} entrada'",
    "error.bad-action.game-length": "ein Spielname hat höchstens {length} Buchstaben",
    "error.bad-action.nothing-after": "nach {verb} folgt nichts",
    "error.bad-action.play": "play braucht eine Karte, wie in 'play Ks'",
    "error.bad-action.text": "eine Aktion ist Text, nicht {text}",
    "error.bad-action.trump": "nennen Sie eine Farbe, wie in 'trump hearts'",
    "error.bad-action.verbs": "die Aktionen sind pass, bid ..., choose ..., gascarille, "
    "countervole, trump ..., call ..., discard ..., play ..., announce vole, stop, surrender, "
    "accept, refuse und deal ...",
    "error.bad-answer.chips": "chips muss {players} Zahlen nennen, eine je Spieler, nicht {value}",
    "error.bad-answer.chips-shape": 'die Antwort muss {{"chips": [eine Zahl je Spieler], '
    '"pot_after": Zahl}} lauten',
    "error.bad-answer.choice": "die Antwort muss eine von {choices} sein, nicht {value}",
    "error.bad-answer.list": "die Antwort muss eine Liste von Auswahl-IDs sein, nicht {value}",
    "error.bad-answer.number.answer": "die Antwort muss eine ganze Zahl sein, nicht {value}",
    "error.bad-answer.number.chip-change": "jede Änderung der Zählmarken muss eine ganze "
    "Zahl sein, nicht {value}",
    "error.bad-answer.number.pot-after": "der Pott danach muss eine ganze Zahl sein, nicht {value}",
    "error.bad-answer.order": "bringen Sie alle {count} Antworten in eine "
    "Reihenfolge, nicht {given}",
    "error.bad-answer.twice": "{value} steht zweimal in der Liste",
    "error.bad-answer.unknown-choice": "{value} ist keine der Antworten: {choices}",
    "error.bad-budget.layouts": "layouts muss zwischen 1 und {most} liegen, nicht {value}",
    "error.bad-card": "{text} ist keine Karte: Die Ränge sind A 2 3 4 5 6 7 J Q K (keine 8, 9 "
    "oder 10) und die Farben s h d c oder ♠ ♥ ♦ ♣, wie in 'Kh' oder '7♦'",
    "error.bad-date": "{text} ist kein Tag: Schreiben Sie ihn JJJJ-MM-TT, etwa 2026-12-02",
    "error.bad-date.calendar": "{text} ist kein Kalendertag: {why}",
    "error.bad-deal.deck": "die gegebene Hand ist nicht das Blatt der Regeln {rules}",
    "error.bad-deal.hand-size": "jede Hand hat {size} Karten: {cards}",
    "error.bad-deal.hands": "ein Geben ergibt in den Regeln {rules} {players} Hände, nicht {count}",
    "error.bad-deal.talon": "der Talon hat {talon} Karten, nicht {count}",
    "error.bad-deal.twice": "{cards} zweimal gegeben",
    "error.bad-dealer": "der Geber muss ein Platz von 0 bis {last} sein, nicht {value}",
    "error.bad-dealer.table": "kein Platz {seat} an diesem Tisch mit {seats} Plätzen",
    "error.bad-dealer.table-seats": "kein Platz {seat} an diesem Tisch mit {seats} Plätzen "
    "(Plätze 0 bis {last})",
    "error.bad-difficulty": "die Schwierigkeit eines Rätsels ist eine ganze Zahl von 1 bis "
    "{levels}, nicht {value}",
    "error.bad-link": "{text} ist keine Hand: Sie lautet <seed>[:<rules>]",
    "error.bad-link.rules": "{name} ist kein Regelwerk, das der Tisch anbietet ({offered})",
    "error.bad-link.seat": "{text} ist kein Platz dieses Tisches (0 bis {last})",
    "error.bad-link.seed": "der Seed {seed} ist zu groß",
    "error.bad-number": "{field} muss eine ganze Zahl sein, nicht {value}",
    "error.bad-position.callable": "{card} kann nicht gerufen werden: Rufen kann man einen König "
    "oder eine Dame, die nicht Trumpf ist",
    "error.bad-position.called": "'called' nennt die gerufene Karte und den Platz ihres "
    "Besitzers, wie in 'called Kh 2', in {text}",
    "error.bad-position.called-extra": "{contract} ruft keinen Partner, also nennt die Stellung "
    "keine gerufene Karte",
    "error.bad-position.called-held": "Platz {seat} hält {card}, die Platz {holder} bekommen hat",
    "error.bad-position.called-missing": "eine Stellung in {contract} nennt die gerufene Karte "
    "und ihren Besitzer ('called Kh 2')",
    "error.bad-position.data": "ungültige Daten der Stellung {data}: {why}",
    "error.bad-position.deck": "{card} gehört nicht zum Blatt der Regeln {rules}",
    "error.bad-position.diamonds": "{contract} wird mit Karo als Trumpf gespielt",
    "error.bad-position.dummy-ombre": "Platz {seat} hält die Hand des Strohmanns, der nie der "
    "Ombre ist",
    "error.bad-position.flag": "nach '{key}' folgt nichts in {text}",
    "error.bad-position.forced-game": "ein gezwungener Ombre spielt {lowest}, nicht {contract}",
    "error.bad-position.forced-spadille": "ein gezwungener Ombre ist der, der Spadille hielt, "
    "und die Hand dieses Ombre hielt sie nicht",
    "error.bad-position.hand": "Platz {seat} sollte nach {done} Stichen {size} Karten halten, "
    "nicht {count}",
    "error.bad-position.hand-playing": "Platz {seat} sollte nach {done} Stichen und seiner Karte "
    "zu diesem {size} Karten halten, nicht {count}",
    "error.bad-position.holder": "der Besitzer der gerufenen Karte muss ein Platz von 0 bis "
    "{last} sein",
    "error.bad-position.key-twice": "{word} kommt in {text} zweimal vor",
    "error.bad-position.needs": "eine Stellung braucht '{key}': {text}",
    "error.bad-position.negative": "gewonnene Stiche können nicht negativ sein",
    "error.bad-position.no-forced": "die Regeln {rules} kennen kein Spadille forcé, also ist "
    "kein Ombre gezwungen",
    "error.bad-position.no-trumps": "eine Stellung nennt ihren Trumpf, und {contract} wird ohne "
    "Trumpf gespielt",
    "error.bad-position.notation": "{text} ist keine Stellung: Sie beginnt mit 'position "
    "CONTRACT TRUMP', wie in 'position entrada hearts ombre 0 leader 1 won 0 0 0 hands ... / "
    "... / ...'",
    "error.bad-position.ombre-hand": "die Hand des Ombre zu Beginn des Ausspielens hat "
    "{size} Karten",
    "error.bad-position.ombre-twice": "die Hand des Ombre zu Beginn des Ausspielens ist zweimal "
    "angegeben, verschieden",
    "error.bad-position.seat": "{name} muss ein Platz von 0 bis {last} sein, nicht {value}",
    "error.bad-position.seat-number": "{key} muss in {text} eine einzige Platznummer sein",
    "error.bad-position.seats": "eine Stellung nennt Hände und gewonnene Stiche für alle "
    "{players} Plätze",
    "error.bad-position.start": "'start' nennt eine Hand oder eine je Platz ({players}) zu "
    "Beginn des Ausspielens",
    "error.bad-position.start-hand": "die Hand von Platz {seat} zu Beginn des Ausspielens "
    "muss {size} Karten haben und jede Karte enthalten, die der Platz noch hält",
    "error.bad-position.trick": "ein laufender Stich hat weniger als {players} Karten",
    "error.bad-position.tricks": "{done} Stiche sind schon gemacht, aber eine Hand hat {total}",
    "error.bad-position.twice": "{card} kommt zweimal vor",
    "error.bad-position.unexpected": "unerwartet: {word} in {text}",
    "error.bad-position.vole": "in den Regeln {rules} ist der Vole erst verpflichtend, wenn der "
    "Ombre die Stiche 1 bis {run} gewonnen hat und zum {next}. Stich ausspielt",
    "error.bad-position.won": "won müssen Stichzahlen sein, in {text}",
    "error.bad-pot": "der Pott muss 0 oder mehr Zählmarken enthalten, nicht {value}",
    "error.bad-puzzle.data": "keine Daten eines Rätsels: {why}",
    "error.bad-puzzle.id": "die ID eines Rätsels muss ein Text sein, nicht {value}",
    "error.bad-puzzle.rating": "Rätsel {id} hat die Wertung {rating} und die RD {rd}: Die RD "
    "muss über 0 und höchstens {limit} sein, die Wertung von {low} bis {high}",
    "error.bad-puzzle.twice": "die IDs der Rätsel müssen verschieden sein: {ids} kommen "
    "mehrfach vor",
    "error.bad-rating": "eine Wertung muss eine Zahl von {low} bis {high} sein: {value}",
    "error.bad-rd": "eine Wertungsabweichung muss über 0 und höchstens {limit} sein: {value}",
    "error.bad-rules.daily": "{rules} hat kein Hand des Tages: Wählen Sie {presets}",
    "error.bad-rules.field": "{text} hat nicht die Form feld=wert",
    "error.bad-rules.missing": "die Regeln fehlen: Beginnen Sie mit dem Namen einer Vorgabe",
    "error.bad-rules.name": "die Vorgabe wird zuerst genannt, nicht mit name=",
    "error.bad-rules.removed-suits": "removed_suits müssen Farbbuchstaben s h d c sein, nicht "
    "{value}",
    "error.bad-rules.too-large": "{field} darf höchstens {most} sein, nicht {value}",
    "error.bad-rules.twice": "das Regelfeld {field} ist zweimal angegeben",
    "error.bad-score": "das Ergebnis einer Partie liegt zwischen 0 (verloren) und 1 (gewonnen): "
    "{value}",
    "error.bad-seat": "an diesem Tisch gibt es keinen Platz {seat}",
    "error.bad-seed": "ein Seed ist eine ganze Zahl, nicht {value}",
    "error.bad-seed.exercise": "der Seed einer Übung ist eine ganze Zahl >= 0, nicht {value}",
    "error.bad-state": "{text} ist kein Spielstand: Er lautet 'RULES | dealer N | pot N | ...'",
    "error.bad-state.data": "ungültige Daten des Spielstands: {why}",
    "error.bad-state.number": "erwartet war '{key} N', nicht {text}",
    "error.bad-state.sections": "zu viele Abschnitte mit '|' in {text}",
    "error.bad-suit": "{text} ist keine Farbe: Verwenden Sie s h d c, ♠ ♥ ♦ ♣, spades hearts "
    "diamonds clubs oder espadas copas oros bastos",
    "error.bad-volatility": "eine Volatilität muss über 0 und höchstens {limit} sein: {value}",
    "error.deal-in-progress": "spielen Sie zuerst die laufende Hand zu Ende",
    "error.deal-not-over": "die laufende Hand ist noch nicht vorbei",
    "error.deal-over": "die Hand ist vorbei: {action} ist nicht möglich",
    "error.duplicate-card": "{card} steht zweimal in der Liste",
    "error.duplicate-card.dealt": "{card} wird in {text} zweimal gegeben",
    "error.duplicate-card.in": "{card} steht in {text} zweimal",
    "error.early-day": "{day} liegt vor der ersten Hand des Tages, {first}",
    "error.empty-talon": "es gibt keine Talonkarte zum Aufdecken",
    "error.future-day": "{day} kommt erst noch: Die neueste Hand des Tages ist die von heute, "
    "{today}",
    "error.no-action": "niemand ist am Zug: Die Hand ist vorbei",
    "error.no-action.now": "niemand ist am Zug: {expecting}",
    "error.no-card": "jetzt kann keine Karte gespielt werden: {expecting}",
    "error.no-decision": "Sie haben im {trick}. Stich dieser Hand nichts entschieden",
    "error.no-decision.replay": "der {trick}. Stich kann von hier aus nicht nachgespielt werden",
    "error.no-puzzle": "es gibt kein Rätsel zur Auswahl",
    "error.no-puzzle.just-played": "das einzige Rätsel, {id}, war das gerade gespielte",
    "error.not-a-discard": "{action} ist kein Ablegen",
    "error.not-a-play": "ein Rätsel ist eine Entscheidung beim Ausspielen, "
    "das der Löser durchrechnet",
    "error.not-in-play": "hier gibt es nichts zu lösen: Die Hand wird "
    "nicht ausgespielt (Phase {phase})",
    "error.not-legal": "{action} war in dieser Stellung nicht möglich: {expecting}",
    "error.not-over": "{what} ist noch nicht zu Ende: {notation}",
    "error.not-the-deal": "{what} {notation} ist nicht die Hand des Tages vom {day} mit den "
    "Regeln {rules}",
    "error.not-your-turn": "Platz {seat} ist in dieser Stellung nicht am Zug",
    "error.nothing-to-undo": "es gibt keine Aktion zum Zurücknehmen",
    "error.nothing-to-undo.sitting-out": "Sie setzen diese Hand aus: nichts zurückzunehmen",
    "error.nothing-to-undo.yours": "Sie haben in dieser Hand noch nichts entschieden",
    "error.one-deal": "an diesem Tisch wird eine einzige Hand gespielt: Es gibt keine nächste",
    "error.record.absurd": "ein Stand über {bound} Zählmarken nach {deals} Händen ist unmöglich",
    "error.record.cards": "die Karten sind nicht das Geben des Seeds {seed}",
    "error.record.counted": "'counted' muss true oder false sein",
    "error.record.counted-not-over": "die Hand ist nicht vorbei, aber seine Zählmarken sind "
    "abgerechnet",
    "error.record.dealer": "Hand {deals} gibt Platz {dealer}, nicht Platz {given}",
    "error.record.deals": "ihre Nummer muss 1 oder mehr sein, nicht {value}",
    "error.record.first": "der erste Geber muss ein Platz sein, nicht {value}",
    "error.record.never-dealt": "die Hand wurde nie gegeben",
    "error.record.not-counted": "die Hand ist vorbei, aber seine Zählmarken sind nicht abgerechnet",
    "error.record.not-saved": "es ist keine gespeicherte Partie",
    "error.record.notation": "ihre Hand ist nicht in der Notation eines Spielstands",
    "error.record.one-deal": "ein Tisch mit einer einzigen Hand hat keine Hand {deals}",
    "error.record.one-flag": "'one' muss true oder false sein, nicht {value}",
    "error.record.past": "Hand {deals} liegt jenseits der {limit} Hände der Partie",
    "error.record.position": "ihre Hand beginnt mit einer Stellung, nicht mit den Karten",
    "error.record.replay": "ihre Hand kann nicht nachgespielt werden: {why}",
    "error.record.rules": "ihre Regeln ({rules}) sind keine, die der Tisch anbietet ({offered})",
    "error.record.seed": "der Seed muss eine ganze Zahl sein, nicht {value}",
    "error.record.sum": "der Stand ({tally}) und der Pott ({pot}) ergeben zusammen nicht die "
    "Zählmarken der Partie",
    "error.record.tally": "der Stand muss aus {seats} ganzen Zahlen bestehen, eine je Platz",
    "error.record.version": "es ist keine gespeicherte Partie dieser Version",
    "error.session-over": "die Partie ist vorbei",
    "error.sitting-out": "Sie haben diese Hand ausgesetzt: Es gibt nichts von Ihnen nachzuspielen",
    "error.suit-removed": "{suit} gehört nicht zu diesem Blatt",
    "error.unknown-contract": "die Regeln {rules} kennen kein Spiel {name}: {games}",
    "error.unknown-exercise": "es gibt keine Übungsart {name}: Wählen Sie eine von {kinds}",
    "error.unknown-preset": "unbekannte Regelvorgabe {name}",
    "error.wrong-phase": "{action} ist jetzt nicht möglich: {expecting}",
    "error.your-turn": "Sie sind am Zug: Der Bot spielt nur für die anderen",
}
