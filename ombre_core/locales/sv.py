"""Motorns texter på svenska: samma koder och platshållare som den engelska katalogen."""

CATALOGUE: dict[str, str] = {
    # Vem som sitter var vid webbplatsens bord: eleven på plats 0, två botar efter.
    "seat.0": "Du",
    "seat.1": "Anna",
    "seat.2": "Bo",
    "seat.3": "Carl",
    "seat.4": "Dora",
    # En plats som nämns i en mening om en annan plats, när den är elevens.
    "seat.you": "dig",
    # Räknade substantiv.
    # Ett räknat substantiv har en post per pluralkategori i språket (se PLURAL_RULES).
    "count.card.one": "{count} kort",
    "count.card.other": "{count} kort",
    "contract.a": "en {contract}",
    "contract.a.entrada": "en entrada",
    "contract.a.vuelta": "en vuelta",
    "contract.a.solo": "ett solo",
    "contract.a.juego": "en juego",
    "contract.a.voltereta": "en voltereta",
    "contract.a.oros": "en oros",
    "contract.a.contrabola": "en contrabola",
    "contract.a.countervole": "en countervole",
    "contract.a.alliance": "en alliance",
    # Knapparnas text för handlingar.
    "label.pass": "Pass",
    "label.bid": "Bjud {contract}",
    "label.bid-play": "Säg spel",
    "label.bid-higher": "Jag bjuder högre",
    "label.choose": "Välj {contract}",
    "label.gascarille": "Ta gascarille",
    "label.trump": "{Suit} {symbol} som trumf",
    "label.call": "Kalla {card}",
    "label.keep": "Behåll alla mina kort",
    "label.discard": "Släng {cards}",
    "label.play": "Spela {card}",
    "label.announce-vole": "Meddela vole",
    "label.stop": "Sluta och räkna",
    "label.stop-primeras": "Sluta och räkna (primeras)",
    "label.surrender": "Erbjud uppgivelse",
    "label.accept": "Godta uppgivelsen",
    "label.refuse": "Vägra och ta över",
    # Vad ett spel betyder, i en bisats.
    "meaning": "spelföraren {trumps} och {exchange}, och {a_contract} ger {value} från "
    "varje motspelare vid sacada",
    "meaning.trumps.named": "namnger trumf",
    "meaning.trumps.turn-up": "vänder talongens översta kort, vars färg blir trumf,",
    "meaning.trumps.diamonds": "spelar med ruter som trumf",
    "meaning.exchange.yes": "byter mot talongen",
    "meaning.exchange.no": "byter inte",
    "meaning.calls": "spelföraren namnger trumf och kallar en kung, och den som har den blir "
    "hemlig partner; tillsammans behöver de mer än hälften av sticken, och {a_contract} "
    "ger {value} från varje motspelare vid vinst",
    "meaning.no-trick": "spelföraren spelar utan trumf och byter inte, och får inte ta ett enda "
    "stick: {a_contract} betalas som en vole",
    # Given.
    "deal": "{who} ger {hand} kort var, moturs i grupper om {packet}, med början hos {eldest}, "
    "äldsta handen; {talon} blir talong. Insatser: {antes}, så potten rymmer {pot}.",
    "deal/you": "Du ger {hand} kort var, moturs i grupper om {packet}, med början hos {eldest}, "
    "äldsta handen; {talon} blir talong. Insatser: {antes}, så potten rymmer {pot}.",
    "deal.no-talon": "{who} ger {hand} kort var, moturs i grupper om {packet}, med början hos "
    "{eldest}, äldsta handen; hela leken ges ut, utan talong. Insatser: {antes}, så potten rymmer "
    "{pot}.",
    "deal.no-talon/you": "Du ger {hand} kort var, moturs i grupper om {packet}, med början hos "
    "{eldest}, äldsta handen; hela leken ges ut, utan talong. Insatser: {antes}, så potten rymmer "
    "{pot}.",
    "deal.antes-each": "varje spelare lägger {ante} i potten",
    "deal.antes-dealer": "givaren, {dealer}, lägger {ante} i potten",
    "deal.antes-live": "varje levande spelare lägger {ante} i potten (träkarlen lägger ingen "
    "insats)",
    # Budgivningen.
    "step.pass": "{who} passar. Ett pass gäller hela given: {who} får inte bjuda igen.",
    "step.pass/you": "Du passar. Ett pass gäller hela given: du får inte bjuda igen.",
    "step.bid": "{who} bjuder {contract}: ett erbjudande att spela ensam mot {others}; {meaning}. "
    "{next}",
    "step.bid/you": "Du bjuder {contract}: du erbjuder dig att spela ensam mot {others}; "
    "{meaning}. {next}",
    "step.bid.higher": "Den som ännu är med måste bjuda högre ({ladder}) eller passa.",
    "step.bid.top": "{Contract} är det högsta budet: de andra kan bara passa.",
    "step.bid-play": "{who} säger spel: ett erbjudande att spela ensam mot {others}. Budvinnaren "
    "väljer spelform efter budgivningen ({ladder}); en senare spelare kan bara överbjuda med ”jag "
    "bjuder högre”.",
    "step.bid-play/you": "Du säger spel: ett erbjudande att spela ensam mot {others}. Budvinnaren "
    "väljer spelform efter budgivningen ({ladder}); en senare spelare kan bara överbjuda med ”jag "
    "bjuder högre”.",
    "step.bid-higher": "{who} bjuder högre: varje överbud höjer det lägsta spel som budvinnaren "
    "får välja ett steg, så nu gäller {step} eller högre ({ladder}).",
    "step.bid-higher/you": "Du bjuder högre: varje överbud höjer det lägsta spel som budvinnaren "
    "får välja ett steg, så nu gäller {step} eller högre ({ladder}).",
    "auction.thrown-in": "Alla har passat: korten kastas (gasca) och potten på {pot} ligger kvar "
    "till nästa giv, där nya insatser gör den större.",
    # Detsamma vid ett bord med en enda giv (dagens giv), som ingen nästa giv har.
    "auction.thrown-in.one-deal": "Alla passade: ingen spelar den här given; potten på {pot} "
    "skulle ligga kvar till nästa.",
    "auction.spadille-in-talon": "Alla har passat och forced spadille gäller, men spadille ligger "
    "i talongen: ingen tvingas spela, så korten kastas och potten på {pot} ligger kvar till nästa "
    "giv.",
    "auction.spadille-in-talon.one-deal": "Alla har passat och forced spadille gäller, men "
    "spadille ligger i talongen: ingen tvingas spela, så ingen spelar den här given; potten på "
    "{pot} skulle ligga kvar till nästa.",
    "auction.forced-spadille": "Alla har passat och forced spadille gäller: {who}, som har "
    "spadille, måste spela {contract}, som räknas som vanligt.",
    "auction.forced-spadille/you": "Alla har passat och forced spadille gäller: du har spadille, "
    "så du måste spela {contract}, som räknas som vanligt.",
    "auction.gascarille": "Alla har passat och gascarille gäller: i tur från äldsta handen får en "
    "spelare ta det, slänga {count}, ta lika många, namnge trumf och spela det, räknat som "
    "{contract}.",
    "auction.ombre": "{who} vinner budgivningen och blir spelförare, ensam mot {others} i "
    "{contract}.",
    "auction.ombre/you": "Du vinner budgivningen och blir spelförare, ensam mot {others} i "
    "{contract}.",
    "auction.ombre-chooses": "{who} vinner budgivningen och blir spelförare, ensam mot {others}; "
    "{who} väljer nu spelform: {step} eller högre ({ladder}).",
    "auction.ombre-chooses/you": "Du vinner budgivningen och blir spelförare, ensam mot {others}; "
    "du väljer nu spelform: {step} eller högre ({ladder}).",
    "step.choose": "{who} väljer {contract}: {meaning}.",
    "step.choose/you": "Du väljer {contract}: {meaning}.",
    "step.gascarille": "{who} tar gascarille.",
    "step.gascarille/you": "Du tar gascarille.",
    "step.gascarille-pass": "{who} avstår från gascarille.",
    "step.gascarille-pass/you": "Du avstår från gascarille.",
    "gascarille.none": "Ingen tar det: korten kastas och potten på {pot} ligger kvar.",
    # Trumf.
    "step.trump": "{who} namnger {suit} som trumf.",
    "step.trump/you": "Du namnger {suit} som trumf.",
    # Kallelsen (Quadrille, Quintille).
    "step.bid-call": "{who} bjuder {contract}: ett erbjudande att spela med en kallad partner; "
    "{meaning}. {next}",
    "step.bid-call/you": "Du bjuder {contract}: du erbjuder dig att spela med en kallad partner; "
    "{meaning}. {next}",
    "auction.ombre-calls": "{who} vinner budgivningen och blir spelförare i {contract}: {who} "
    "namnger trumf och kallar en kung, och den som har den blir hemlig partner.",
    "auction.ombre-calls/you": "Du vinner budgivningen och blir spelförare i {contract}: du "
    "namnger trumf och kallar en kung, och den som har den blir din hemliga partner.",
    "step.call": "{who} kallar {card}: den som har kortet är spelförarens hemliga partner, vilket "
    "syns när {card} spelas.",
    "step.call/you": "Du kallar {card}: den som har kortet är din hemliga partner, vilket syns "
    "när {card} spelas.",
    "label.call-own": "Kalla {card}, ditt eget: du spelar ensam och måste ta {need} stick",
    "step.call-own": "{who} kallar {card}: den som har kortet är spelförarens hemliga partner, "
    "vilket syns när {card} spelas.",
    "step.call-own/you": "Du kallar {card}, ditt eget kort: du spelar ensam och måste ta {need} "
    "av de {total} sticken.",
    "partner.own": "det är {who}s eget kort: {who} spelar ensam",
    "partner.own/you": "det är ditt eget kort: du spelar ensam och måste ta {need} av de {total} "
    "sticken",
    "play.partner": "{who} lade den kallade {card}, så {who} är spelförarens partner.",
    "play.partner/you": "Du lade den kallade {card}: nu vet alla att du är spelförarens partner.",
    "play.called-own": "{who} lade den kallade {card}: {who} kallade ett eget kort och spelar "
    "ensam.",
    "play.called-own/you": "Du lade den kallade {card}, ditt eget kort: du spelar ensam.",
    "trump.turned-up": "Talongens översta kort vänds: {card}, så {suit} är trumf; det ligger kvar "
    "överst som spelförarens första kort i bytet. Med {suit} som trumf är matadorerna spadille, "
    "{manille} (manille) och basto.",
    "trump.diamonds": "{Contract}: ruter är trumf; matadorerna är spadille, {manille} (manille) "
    "och basto.",
    "trump.named": "Med {suit} som trumf är matadorerna spadille, {manille} (manille) och basto.",
    # Bytet.
    "step.discard-seen": "{who} slänger {cards} med baksidan uppåt och tar {drawn}.",
    "step.discard-seen/you": "Du slänger {cards} med baksidan uppåt och tar {drawn}.",
    "step.discard": "{who} slänger {count} med baksidan uppåt och tar lika många från talongen.",
    "step.discard/you": "Du slänger {count} med baksidan uppåt och tar lika många från talongen.",
    "step.keep": "{who} behåller hela handen.",
    "step.keep/you": "Du behåller hela din hand.",
    "exchange.talon-left": "{cards} kvar i talongen.",
    "exchange.ombre-keeps": "I {contract} byter spelföraren inte; motspelarna byter ändå, i "
    "spelordning.",
    "exchange.talon-empty": "Talongen är tom, så {who} kan inte byta.",
    "exchange.talon-out": "{cards} ligger kvar med baksidan uppåt i talongen, utanför spelet.",
    "exchange.first-lead": "{who} spelar ut till första sticket.",
    "exchange.first-lead/you": "Du spelar ut till första sticket.",
    # Spelet.
    "step.play": "{who} lägger {card}.",
    "step.play/you": "Du lägger {card}.",
    "play.vole": "Genom att spela ut till stick {number} efter att ha tagit varje stick hittills "
    "är {who} bunden vid vole.",
    "play.vole/you": "Genom att spela ut till stick {number} efter att ha tagit varje stick "
    "hittills är du bunden vid vole.",
    "play.trick": "{who} tar stick {number}: {why}.",
    "play.trick/you": "Du tar stick {number}: {why}.",
    # Ombre a dos: träkarlens platsnamn, och varje kort den spelar enligt sin enda regel.
    "seat.dummy": "Träkarl",
    "play.dummy-lead": "{who}, träkarlen, spelar ut {card}: enligt sin regel spelar den alltid ut "
    "sitt lägsta kort.",
    "play.dummy-takes": "{who}, träkarlen, lägger {card}: enligt sin regel det billigaste kort "
    "som tar sticket.",
    "play.dummy-lowest": "{who}, träkarlen, lägger {card}: enligt sin regel sitt lägsta kort, "
    "eftersom den inte kan ta sticket eller motspelaren redan vinner det.",
    "step.announce-vole": "{who} meddelar vole: alla nio stick, för {win} från varje motspelare; "
    "förloras ett enda stick kostar det {loss} till var och en.",
    "step.announce-vole/you": "Du meddelar vole: alla nio stick, för {win} från varje motspelare; "
    "förloras ett enda stick kostar det {loss} till var och en.",
    "step.stop": "{who} slutar efter att ha tagit de {count} första sticken i rad.",
    "step.stop/you": "Du slutar efter att ha tagit de {count} första sticken i rad.",
    "step.surrender": "{who} erbjuder att ge upp given: om {defenders_accept} räknas det som "
    "puesta; en motspelare kan vägra och ta över som spelförare.",
    "step.surrender/you": "Du erbjuder att ge upp given: om {defenders_accept} räknas det som "
    "puesta; en motspelare kan vägra och ta över som spelförare.",
    "step.accept": "{who} godtar uppgivelsen.",
    "step.accept/you": "Du godtar uppgivelsen.",
    "step.refuse": "{who} vägrar uppgivelsen och tar över som spelförare i samma spel.",
    "step.refuse/you": "Du vägrar uppgivelsen och tar över som spelförare i samma spel.",
    "over": "Given är slut: {result}.",
    # Vems idé bordets tips är.
    "hint.simple-bot": "den enkla botens idé, inte bevisat bästa spel",
    "hint.strong.one": "en stark spelares val, vägt över {count} fördelning av de kort du inte ser",
    "hint.strong.other": "en stark spelares val, vägt över {count} fördelningar av de kort du "
    "inte ser",
    "hint.forced": "reglerna: bara ett drag är tillåtet",
    # Varför bordets starka bot lade ett kort som den enkla boten inte hade lagt.
    "bot.strong": "flest fiskar den kunde vänta sig över fördelningarna av de kort den inte ser",
    # En stark spelares tips (ombre_core/hints.py): idén först, sedan kortet.
    "idea.draw-trumps": "Dra trumf: en motståndare kan ha trumf kvar, och dina utspel i trumf tar "
    "ut deras",
    "idea.cash": "Ta hem medan du kan: spela ut ett kort som inget kvar i färgen kan slå",
    "idea.long-suit": "Spela ut din långa färg: när de andra saknar den tar dess små kort stick",
    "idea.lead-low": "Spela ut lågt: ge inget bort och spara dina starka kort till senare",
    "idea.keep-matador": "Håll {card} kvar: en matador behöver inte läggas på ett lägre "
    "trumfutspel",
    "idea.trump-in": "Trumfa: du kan inte följa färg, och en trumf tar sticket",
    "idea.win": "Ta sticket medan du kan",
    "idea.duck": "Ducka: låt det här sticket gå och spara dina starka kort",
    "idea.keep-guard": "Behåll skyddet: släng från en annan färg så att {card} förblir skyddad",
    "idea.throw": "Släng en förlorare: du kan inte ta det här sticket, så lägg det kort du "
    "behöver minst",
    "idea.stop": "Sluta här och ta det du har vunnit",
    "idea.vole": "Gå på vole: meddela den och ta varje stick",
    "idea.forced": "Inget val: bara ett drag är tillåtet här",
    "idea.evidence.ombre.one": "det vinner spelet i {count} fördelning av 10",
    "idea.evidence.ombre.other": "det vinner spelet i {count} fördelningar av 10",
    "idea.evidence.defence.one": "det slår spelföraren i {count} fördelning av 10",
    "idea.evidence.defence.other": "det slår spelföraren i {count} fördelningar av 10",
    "idea.sentence": "{idea}. Med det du kan se: {evidence}.",
    "idea.reason": "{why}: {chips}",
    "idea.chips": "{chips} fiskar i snitt för din sida, det bästa av dina val",
    "idea.chips.equal": "{chips} fiskar i snitt för din sida, lika bra som det bästa inom "
    "uppskattningens felmarginal ({best} fiskar)",
    # Ett problem (ombre_core/puzzles.py): motiveringen, varje fel svars vederläggning, teman.
    "puzzle.reason": "{idea}. I snitt över de sätt som de dolda korten kan ligga på är det värt "
    "{chips} fiskar för din sida, och med alla händer synliga leder det till {outcome}.",
    # Ett problems första tips: svarets idé, utan att nämna något kort (ett per idé).
    "puzzle.hint.draw-trumps": "Tänk på de trumf som motståndarna ännu har",
    "puzzle.hint.cash": "Ta de stick som är dina medan du kan",
    "puzzle.hint.long-suit": "Tänk på din långa färg",
    "puzzle.hint.lead-low": "Ge inget bort: spara dina starka kort till senare",
    "puzzle.hint.keep-matador": "Håll din matador kvar",
    "puzzle.hint.trump-in": "Du kan inte följa färg: tänk på att trumfa",
    "puzzle.hint.win": "Kan du ta det här sticket nu?",
    "puzzle.hint.duck": "Måste du ta det här sticket?",
    "puzzle.hint.keep-guard": "Håll ditt höga kort skyddat",
    "puzzle.hint.throw": "Du kan inte ta det här sticket: vad kan du avvara?",
    "puzzle.hint.stop": "Räkna dina stick: är det dags att sluta?",
    "puzzle.hint.vole": "Kan du ta varje stick?",
    "puzzle.hint.forced": "Bara ett drag är tillåtet här",
    "puzzle.action.play": "lägger {card}",
    "puzzle.action.stop": "slutar",
    "puzzle.action.announce-vole": "meddelar vole",
    "puzzle.action.and-lead": "{action} och spelar ut {card}",
    "puzzle.line.lead": "{who} spelar ut {card}",
    "puzzle.line.lead/you": "du spelar ut {card}",
    "puzzle.line.and-leads": "{step} och spelar ut {card}",
    "puzzle.line.and-leads/you": "{step} och spelar ut {card}",
    "puzzle.line.play": "{who} lägger {card}",
    "puzzle.line.play/you": "du lägger {card}",
    "puzzle.line.stop": "{who} slutar",
    "puzzle.line.stop/you": "du slutar",
    "puzzle.line.announce-vole": "{who} meddelar vole",
    "puzzle.line.announce-vole/you": "du meddelar vole",
    "puzzle.refutation": "Om du {action}: {line}, och med bästa spel följer {outcome}.",
    "puzzle.refutation.short": "Om du {action} följer {outcome} med bästa spel.",
    "puzzle.theme.drawing-trumps": "Dra trumf",
    "puzzle.theme.keeping-a-matador-back": "Hålla en matador kvar",
    "puzzle.theme.matador-privilege": "Matadorprivilegiet",
    "puzzle.theme.stop-or-vole": "Sluta eller vole",
    "puzzle.theme.ducking": "Ducka",
    "puzzle.theme.taking-the-trick": "Ta sticket",
    "puzzle.theme.trumping-in-or-discarding": "Trumfa eller slänga",
    "puzzle.theme.defending-together": "Försvara tillsammans",
    "puzzle.theme.last-tricks": "De sista sticken",
    "puzzle.theme.cashing-winners": "Ta hem vinnare",
    "puzzle.theme.long-suit": "Den långa färgen",
    "puzzle.theme.keeping-a-guard": "Behålla skyddet",
    "puzzle.theme.the-exchange": "Bytet",
    # Ett bytesproblem (spelförarens slängda kort): svarets idé, dess tips, vederläggningarna.
    "puzzle.exchange.void": "Töm en sidofärg: när du saknar den kan du trumfa när den spelas ut",
    "puzzle.exchange.keep-king": "Behåll {card}: en kung kan ta ett eget stick",
    "puzzle.exchange.throw-more": "Släng varje förlorare: varje kort du tar kan bli en trumf "
    "eller en kung",
    "puzzle.exchange.keep": "Behåll det som kan ta stick, och byt resten",
    "puzzle.hint.exchange.void": "Kan du tömma en sidofärg?",
    "puzzle.hint.exchange.keep-king": "Vilka av dina kort i sidofärg kan ta ett stick?",
    "puzzle.hint.exchange.throw-more": "Hur många av dina kort kan inte ta något stick?",
    "puzzle.hint.exchange.keep": "Vilka av dina kort är värda att behålla?",
    "puzzle.action.discard": "slänger {cards}",
    "puzzle.action.keep": "behåller alla dina kort",
    "puzzle.refutation.exchange": "Om du {action} tar du {cards}, och med bästa spel följer "
    "{outcome}.",
    "puzzle.reason.exchange": "{idea}. I snitt över de sätt som de dolda korten och talongen kan "
    "ligga på är det värt {chips} fiskar för dig, det bästa av dessa byten, och med alla kort "
    "synliga leder det till {outcome}.",
    "puzzle.question.play": "Hitta det bästa kortet. Ditt första svar räknas.",
    "puzzle.question.exchange": "Du är spelförare: vilka kort är bäst att slänga? Ditt första "
    "svar räknas.",
    # Dit genomgången av given (lösarens dom över varje kort) inte når.
    "review.unavailable.players": "Genomgången av given finns inte för {game}: lösaren som "
    "bedömer varje kort spelar bara Ombre för tre.",
    "review.unavailable.dummy": "Genomgången av given finns inte för Ombre a dos: lösaren som "
    "bedömer varje kort kan inte spela träkarlens fasta regel.",
    "review.unavailable.contrabola": "Genomgången av given finns inte för {contract}: lösaren som "
    "bedömer varje kort spelar bara spel där spelföraren försöker ta stick.",
    "game.tvahant": "tvåhant",
    "game.quadrille": "Quadrille",
    "game.quintille": "Quintille",
    # En givs utfall med spelets eget ord (uppgörelsens rubrik).
    "result.thrown-in": "korten kastade",
    "result.sacada": "sacada",
    "result.puesta": "puesta",
    "result.codille": "codille",
    "result.remise": "remise",
    "result.contrabola-made": "{contract} lyckad",
    "result.contrabola-failed": "{contract} misslyckad",
    "result.a.sacada": "en sacada",
    "result.a.puesta": "en puesta",
    "result.a.codille": "en codille",
    "result.a.remise": "en remise",
    "result.a.contrabola-made": "en lyckad {contract}",
    "result.a.contrabola-failed": "en misslyckad {contract}",
    # Ord som följer antalet spelare i given (namnen som meningen berättas med).
    "others.1": "den andra spelaren",
    "others.many": "de andra {count}",
    "others.2": "de andra två",
    "others.3": "de andra tre",
    "others.4": "de andra fyra",
    "defenders-accept.1": "motspelaren godtar",
    "defenders-accept.2": "båda motspelarna godtar",
    "defenders-accept.many": "alla motspelare godtar",
    # En utfallsnivå i lösarens diagram, obestämd (”en sacada”) och bestämd (”sacadan”).
    "level.failed-vole": "en misslyckad vole",
    "level.codille": "en codille",
    "level.puesta": "en puesta",
    "level.sacada": "en sacada",
    "level.stop": "ett slut efter {tricks} stick i rad",
    "level.vole": "en vole",
    "level.the.failed-vole": "den misslyckade volen",
    "level.the.codille": "codillen",
    "level.the.puesta": "puestan",
    "level.the.sacada": "sacadan",
    "level.the.stop": "slutet efter {tricks} stick i rad",
    "level.the.vole": "volen",
    # Hur en giv slutar med bästa spel, med sticken som varje plats tar.
    "outcome": "{what} ({split})",
    "outcome.seat-tricks": "{name} {count}",
    "outcome.codille": "codille för {who}",
    "outcome.failed-vole": "{level}, {by_count}",
    # En doms delar: vad ett beslut höll, lät spelföraren göra, eller vad bästa försvar gjorde.
    "verdict.kept": "Behöll {level}.",
    "verdict.kept.no-better": "Inget bättre var möjligt: {level}.",
    "verdict.kept.defence": "Behöll försvarets bästa: {best}.",
    "defence-best.codille": "en codille mot spelföraren",
    "defence-best.failed-vole": "spelförarens vole misslyckas",
    "defence-best.puesta": "spelföraren hålls till {level}",
    "defence-best.other": "spelföraren får ändå {level}",
    "escape.vole": "ta vole",
    "escape.stop": "sluta efter {tricks} stick i rad",
    "escape.win": "få {level}",
    "escape.loss": "klara sig med {level}",
    "defence.codille": "vunnit codille",
    "defence.failed-vole": "slagit volen",
    "defence.other": "hållit spelföraren till {level}",
    "count.trick-change.one": "ett stick",
    "count.trick-change.other": "{count} stick",
    "list.or": "{items} eller {last}",
    "quoted": "”{text}”",
    # De guidade givarnas domar: ett kort bredvid guidens kort (eller val), för eleven.
    "noun.card": "kort",
    "noun.choice": "val",
    "guide.verdict": "{card} {clause}.",
    "guide.verdict.worse": "Med bästa spel gäller: {card} {clause}.",
    "guide.same": "gör lika bra som guidens {noun} med bästa spel: {mine}",
    "guide.better": "gör ännu bättre med alla händer synliga: {mine}, inte {theirs}",
    "guide.trick.ombre": "kostar dig {tricks}, fast det ändå blir {level}: {mine}",
    "guide.trick.defender": "ger {who} {tricks} till, fast det ändå blir {level}: {mine}",
    "guide.loses.vole": "förlorar volen: {mine}, där guidens {noun} ger {theirs}",
    "guide.loses.stop": "förlorar slutet: {mine}, där guidens {noun} ger {theirs}",
    "guide.ombre.codille": "ger {who} codille ({split}), där guidens {noun} ger {theirs}",
    "guide.ombre.lost": "låter försvaret få {what} ({split}), där guidens {noun} ger {theirs}",
    "guide.defender.vole": "ger {who} vole ({split}), där guidens {noun} håller {theirs}",
    "guide.defender.stop": "låter {who} sluta efter {tricks} stick i rad ({split}), där guidens "
    "{noun} håller {theirs}",
    "guide.defender.sacada": "låter {who} få sacada ({split}), där guidens {noun} håller {theirs}",
    "guide.defender.escape": "låter {who} klara sig med {what} ({split}), där guidens {noun} "
    "håller {theirs}",
    # Genomgångens domar: elevens beslut bredvid bästa spel.
    "review.unknown": "Inte bevisat: tiden tog slut innan det här var löst.",
    "review.unknown.tried": "Inte bevisat inom den tillåtna tiden.",
    "review.unknown.best": "Det här leder till {level} med bästa spel; om ett annat val hade "
    "gjort bättre hann inte bevisas.",
    "review.unknown.best.tried": "Det här hade lett till {level} med bästa spel; om ett annat val "
    "hade gjort bättre hann inte bevisas.",
    "review.kept.tried": "Lika bra som bästa spel.",
    "review.trick.ombre": "Fortfarande {level}, men med ett stick färre än bästa spel ({best} "
    "behöll det).",
    "review.trick.defender": "Fortfarande {level}, men det gav spelföraren ett stick mer än bästa "
    "spel ({best}).",
    "review.trick.tried.ombre": "Fortfarande {level}, men ett stick färre för dig än bästa spel.",
    "review.trick.tried.defender": "Fortfarande {level}, men ett stick mer för spelföraren än "
    "bästa spel.",
    "review.lost.ombre": "Det här gjorde {top} till {level}. {best} behöll {the_top}.",
    "review.lost.defender": "Det här lät spelföraren {escaped} där {best} skulle ha {defended}.",
    "review.lost.tried.ombre": "Det här hade gjort {top} till {level}.",
    "review.lost.tried.defender": "Det här hade låtit spelföraren {escaped}, där bästa försvar "
    "hade {defended}.",
    # Genomgångens rättvisa domar: elevens beslut över de fördelningar eleven kunde möta.
    "fair.best": "Bästa chansen: {card} {aim} i {layouts}.",
    "fair.fine": "Jämnt: {card} {aim} i {layouts}, {best} i {best_layouts}; skillnaden ligger "
    "inom uppskattningens felmarginal.",
    "fair.good-bet": "Bra chansning: {card} {aim} i {layouts}; den här gången råkade {best} gå "
    "bättre.",
    "fair.lucky": "Tur: {card} {risk} i {layouts}; här låg korten väl.",
    "fair.lucky.chips": "Tur: {card} kostar omkring {chips} per giv i snitt jämfört med {best}; "
    "här låg korten väl.",
    "fair.mistake": "Misstag: {card} {risk} i {layouts}, där {best} {aim} i {best_layouts}.",
    "fair.mistake.chips": "Misstag: {card} kostar omkring {chips} per giv i snitt jämfört med "
    "{best}.",
    "fair.only": "{card} var det enda valet.",
    # ”Försök dina misstag igen”: ett klart misstag från genomgången prövat en gång till.
    "retry.better": "Ja: {card} {aim} i {layouts}.",
    "retry.fewer": "{card} {aim} i {layouts}",
    "retry.chips": "{card} kostar omkring {chips} per giv i snitt",
    "retry.again": "Inte bättre: {why}. Försök igen.",
    "retry.answer": "Svaret: {best} {aim} i {layouts}.",
    "retry.solution": "Inte bättre: {why}. {answer}",
    "retry.same": "{card} är kortet du lade förra gången: pröva ett annat.",
    "fair.layouts.all": "alla {total} fördelningar",
    "count.fair-layouts.one": "{count} fördelning av {total}",
    "count.fair-layouts.other": "{count} fördelningar av {total}",
    "count.fair-chips.one": "{count} fisk",
    "count.fair-chips.other": "{count} fiskar",
    "fair.aim.ombre.vole": "tar vole",
    "fair.aim.ombre.stop": "håller slutet efter {tricks} stick i rad",
    "fair.aim.ombre.sacada": "håller sacadan",
    "fair.aim.ombre.puesta": "begränsar förlusten till en puesta",
    "fair.aim.ombre.codille": "begränsar förlusten till en codille",
    "fair.aim.ombre.failed-vole": "slutar ändå i en misslyckad vole",
    "fair.aim.defender.failed-vole": "slår volen",
    "fair.aim.defender.codille": "vinner codille",
    "fair.aim.defender.puesta": "håller spelföraren till en puesta",
    "fair.aim.defender.sacada": "håller spelföraren till en sacada",
    "fair.aim.defender.stop": "håller spelföraren till ett slut efter {tricks} stick i rad",
    "fair.aim.defender.vole": "låter ändå spelföraren ta vole",
    "fair.risk.ombre": "riskerar {level}",
    "fair.risk.defender": "riskerar att låta spelföraren {escaped}",
    # Vilka kort som får läggas i ett stick, och varför (ett otillåtet kort förklarat).
    "play.trump": "trumf",
    "play.cannot-follow": "du har ingen {suit}, så du får lägga vilket kort som helst",
    "play.must-follow": "du måste följa färg i {suit}: du har {cards}",
    "play.must-trump": "trumf spelades ut och du har {cards}, som inte är matador, så du måste "
    "lägga trumf (en matador duger också)",
    "play.matador-forced": "{lead} spelades ut, en högre matador än din {cards}, så du måste "
    "lägga trumf",
    "play.matador-privilege": "dina enda trumf är matadorer ({cards}) och ingen högre matador "
    "spelades ut, så du får behålla dem och lägga vilket kort som helst",
    "play.lead-any": "du spelar ut, så du får lägga vilket kort som helst",
    "play.not-in-hand": "du har inte {card}",
    "play.allowed": "{card} är tillåtet: {reason}",
    # Varför ett sticks vinnande kort vinner.
    "trick.trump-led": "{card} vinner: trumf spelades ut och det är den högsta trumf som lagts",
    "trick.trumped": "{card} vinner: det är den högsta trumf som lagts ({trump} är trumf)",
    "trick.highest-of-suit": "{card} vinner: {none}, och det är det högsta kortet i {suit} (kort "
    "i andra färger kan inte vinna)",
    "trick.no-trumps": "det finns ingen trumf i det här spelet",
    "trick.no-trump-played": "ingen trumf lades",
    # Ett otillåtet bud förklarat.
    "bid.not-a-bid": "{action} är inget bud i budgivningen enligt reglerna ({rules}): säg pass "
    "eller bjud {contracts}",
    "bid.not-a-bid.play": "{action} är inget bud i budgivningen enligt reglerna ({rules}): säg "
    "”spel”, ”jag bjuder högre” eller ”pass”; budvinnaren väljer spelform efteråt",
    "bid.too-low": "{contract} slår inte {current}: ett bud måste vara strikt högre ({ladder}), "
    "annars pass",
    "bid.higher-needed": "plats {seat} har redan sagt spel: du kan bara bjuda högre eller passa",
    "bid.nothing-to-overcall": "ingen har sagt spel än: säg ”spel” eller passa",
    "bid.at-top": "spelet är redan höjt till {contract}, det översta steget: du kan bara passa",
    # Ett otillåtet byte förklarat.
    "discard.not-in-hand": "du har inte {cards}: du kan bara slänga dina egna kort",
    "discard.gascarille": "en gascarille slänger exakt {low} kort och tar lika många, inte {count}",
    "discard.talon-short": "bara {talon} kort ligger kvar i talongen, så du får slänga högst "
    "{high}, inte {count}",
    # Varför spelföraren inte får meddela vole, sluta eller ge upp nu.
    "problem.contrabola.vole": "i {contract} spelar spelföraren alla stick: det finns ingen vole",
    "problem.contrabola.stop": "i {contract} spelar spelföraren alla stick: det går inte att sluta",
    "problem.contrabola.surrender": "i {contract} spelar spelföraren alla stick: det finns ingen "
    "uppgivelse",
    "problem.no-vole": "reglerna ({rules}) har ingen vole",
    "problem.vole-by-lead": "enligt reglerna ({rules}) meddelas ingen vole: spelföraren binder "
    "sig vid den genom att spela ut till stick {next} efter att ha tagit stick 1 till {straight}",
    "problem.vole-announced": "volen är redan meddelad",
    "problem.vole-late": "en vole måste meddelas före utspelet till stick {next}",
    "problem.vole-lost": "en vole kräver varje stick, och spelföraren har redan förlorat ett",
    "problem.no-stop": "reglerna ({rules}) låter inte spelföraren sluta i förtid",
    "problem.stop-when": "spelföraren får sluta bara efter att ha tagit stick 1 till {straight}, "
    "före utspelet till stick {next}",
    "problem.stop-vole": "volen är meddelad, så spelföraren måste spela vidare",
    "problem.no-surrender": "reglerna ({rules}) har ingen uppgivelse",
    "problem.surrender-again": "en uppgivelse har redan erbjudits i den här given",
    "problem.surrender-vole": "spelföraren är bunden vid vole och måste spela vidare",
    "problem.surrender-late": "spelföraren får ge upp bara innan stick {next} har inletts",
    # Vem som ska handla nu, som ett fel om en handling i otur säger det.
    "expect.deal": "korten ska ges",
    "expect.auction": "plats {seat} ska bjuda eller passa",
    "expect.after-pass": "alla passade: plats {seat} får ta {offers} eller passa",
    "expect.or-the": "{first} eller {other}",
    "expect.choose": "plats {seat}, som vann budgivningen, ska välja spelform",
    "expect.trump": "plats {seat}, spelföraren, ska namnge trumf",
    "expect.call": "plats {seat}, spelföraren, ska kalla en kung som partner",
    "expect.exchange": "plats {seat}, {role}, ska slänga ({many} kort) och ta från talongen",
    "expect.role.ombre": "spelföraren",
    "expect.role.defender": "en motspelare",
    "expect.exactly": "exakt {low}",
    "expect.range": "{low} till {high}",
    "expect.play": "plats {seat} ska lägga ett kort i stick {number}",
    "expect.surrender": "spelföraren erbjöd uppgivelse: plats {seat} ska godta eller vägra",
    "expect.over": "given är slut",
    # Om en handling är tillåten, och varför ingenting betalades.
    "reason.legal": "{action} är tillåtet",
    "reason.thrown-in": "alla passade, så korten kastas och potten på {pot} ligger kvar till "
    "nästa giv",
    "reason.thrown-in.one-deal": "alla passade, så ingen spelar den här given; potten på {pot} "
    "skulle ligga kvar till nästa",
    # De guidade givarnas rubriker.
    "heading.trick": "Stick {number}",
    "heading.exchange": "Bytet",
    "heading.auction": "Budgivningen",
    # Dagens giv: elevens resultat bredvid par (den starka boten på samma plats).
    "daily.deal.yours": "din giv",
    "daily.deal.par": "pargiven",
    "daily.chips.one": "{signed} fisk",
    "daily.chips.other": "{signed} fiskar",
    "daily.score": "Du: {you}. Par: {par}.",
    "daily.beat": "Du slog den starka spelaren med {by}.",
    "daily.behind": "Den starka spelaren fick {by} mer.",
    "daily.even": "Du gjorde lika bra som den starka spelaren.",
    "daily.contracts": "Du {yours}; den starka spelaren på din plats {theirs}.",
    "daily.part.ombre": "spelade {contract} som spelförare ({a_result})",
    "daily.part.defender": "försvarade mot {ombre}s {contract} ({a_result})",
    "daily.part.thrown-in": "passade liksom de andra, och korten kastades",
    "daily.role.ombre": "spelförare",
    "daily.role.defender": "motspelare",
    "daily.role.none": "inget spel",
    "daily.rules.standard": "Standard",
    "daily.rules.swedish": "Svenska",
    "daily.line": "Dagens Ombre {day} · {rules} · {role}, {result} · {chips} (par {par})",
    "daily.line.hinted": "{line} · med tips",
    # Regeluppsättningarna som fritt spel erbjuder, som valet av regler namnger dem.
    "rules.standard": "Standardregler",
    "rules.swedish": "Svenska regler",
    "rules.tvahant": "Två spelare: svenskt tvåhant",
    "rules.four-seat": "Fyra vid bordet: en sitter över varje giv",
    "rules.contrabola": "Standardregler med contrabola",
    "rules.countervole": "Svenska regler med countervole",
    "rules.ombre-a-dos": "Ombre a dos: två spelare och en träkarl",
    "rules.quadrille": "Quadrille: fyra spelare",
    "rules.quintille": "Quintille: fem spelare",
    # En hands styrka, som budtipset räknar den (strategy.py).
    "count.matador.one": "{count} matador",
    "count.matador.other": "{count} matadorer",
    "count.trump.one": "{count} trumf",
    "count.trump.other": "{count} trumf",
    "count.side-king.one": "{count} kung i sidofärg",
    "count.side-king.other": "{count} kungar i sidofärg",
    "count.red-ace.one": "{count} rött ess i sidofärg",
    "count.red-ace.other": "{count} röda ess i sidofärg",
    "list.and": "{items} och {last}",
    "card.titled": "{card} {title}",
    "strength.describe": "med {trump} som trumf har du {held}",
    "strength.no-tops": "inget högt kort i sidofärg",
    "strength.none": "inget",
    "strength.matador-and-tops": "en matador och två höga kort i sidofärg",
    "strength.long-trumps": "fyra trumf eller fler och en hållning i sidofärg",
    "strength.lone-matador": "en matador och inte tillräckligt annat",
    "strength.too-weak": "varken en matador med två höga kort i sidofärg eller fyra trumf med en "
    "hållning",
    "strength.red-ace-note": "ett rött ess i sidofärg räknas som ett halvt, eftersom det står "
    "under knekten i sin färg",
    # Om man ska bjuda det lägsta spelet, och varför (övningen om budråd).
    "advice.holding": "med {trump} som trumf har handen {matadors} ({matador_cards}); {trumps} "
    "({trump_cards}); höga kort i sidofärg: {tops}; hållningar i sidofärg: {stoppers}",
    "advice.matador-and-tops": "bjud {contract}: handen har en matador och två höga kort i "
    "sidofärg (kungar; {note}), en spelbar hand enligt regeltexternas råd",
    "advice.long-trumps": "bjud {contract}: handen har långa trumf (fyra eller fler) med en "
    "hållning i sidofärg, en spelbar hand enligt regeltexternas råd",
    "advice.lone-matador": "passa: en matador och inte tillräckligt annat (två höga kort i "
    "sidofärg, där {note}; eller fyra trumf med en hållning i sidofärg); med en matador och inget "
    "annat säger regeltexterna att man ska passa",
    "advice.too-weak": "passa: handen har varken en matador med två höga kort i sidofärg eller "
    "fyra trumf med en hållning i sidofärg; bjud bara med verklig styrka",
    # Om ett bud på ett spel är sunt, och varför: budgivningens varning och genomgången.
    "bid.sound.lowest": "{Held}: {verdict}, nog för {a_contract}.",
    "bid.unsound.lowest": "{A_contract} på den här handen är en chansning: {held}, alltså "
    "{verdict}. Bjud bara med en matador och två höga kort i sidofärg, eller fyra trumf och en "
    "hållning i sidofärg.",
    "bid.sound.solo": "{Held}: två matadorer, fem trumf och en kung i sidofärg, nog för att spela "
    "{a_contract} utan byte.",
    "bid.unsound.solo-no-matador": "{A_contract} utan matador är en chansning: du spelar "
    "korten som du fick dem, utan byte, och {held}. {A_contract} kräver två matadorer, "
    "fem trumf och en kung i sidofärg.",
    "bid.unsound.solo": "{A_contract} är en chansning med den här handen: du spelar utan "
    "byte, och {held}. {A_contract} kräver två matadorer, fem trumf och en kung i "
    "sidofärg.",
    "bid.sound.turn-up": "{Held}: {verdict}, och med två matadorer klarar {a_contract} "
    "vilken färg som än vänds upp.",
    "bid.unsound.turn-up": "{A_contract} är en chansning med den här handen: talongens "
    "översta kort bestämmer trumf, inte du, så det kräver två matadorer utöver en hand för det "
    "lägsta spelet, och {held}.",
    "bid.sound.contrabola": "{Why}. En hand för {a_contract}.",
    "bid.unsound.contrabola": "{A_contract} är en chansning: {why}. Det kräver att alla "
    "kort utom ett ligger i den lägre halvan av sin färg.",
    "bid.or-higher": "Att bjuda så betyder att spela {contract} eller högre. {why}",
    # Genomgångens inledning: elevens bud och byte, före korten.
    "review.bid.sound": "Ditt bud, {bid}: välgrundat. {why}",
    "review.bid.unsound": "Ditt bud, {bid}: ogrundat. {why}",
    "review.bid.play": "spel",
    "review.bid.higher": "jag bjuder högre",
    "review.discard.sound": "Du slängde {cards}: bra. Du behöll varje trumf och varje kung i "
    "sidofärg.",
    "review.discard.none": "Du slängde inget. Du behöll alla nio kort, bland dem varje trumf och "
    "varje kung i sidofärg.",
    "review.discard.unsound": "Du slängde {cards}: inte bra. {why}.",
    # Varför spelförarens byte är dåligt.
    "poor-discard.matador.one": "{cards} är en matador, en av dina bästa trumf: släng den aldrig",
    "poor-discard.matador.other": "{cards}: spelföraren behåller varje trumf och varje kung i "
    "sidofärg, matadorerna allra mest",
    "poor-discard.trump.one": "{cards} är trumf: spelföraren behåller varje trumf för att dra "
    "motspelarnas trumf",
    "poor-discard.trump.other": "{cards} är trumf: spelföraren behåller varje trumf för att dra "
    "motspelarnas trumf",
    "poor-discard.king.one": "{cards} är en kung i sidofärg, en trolig vinnare: behåll den",
    "poor-discard.king.other": "{cards} är kungar i sidofärg, troliga vinnare: behåll dem",
    "poor-discard.other": "{cards}: spelföraren behåller varje trumf och varje kung i sidofärg",
    # Om en hand passar för contrabola.
    "contrabola.high": "{cards} skulle troligen ta ett stick",
    "contrabola.low": "varje kort ligger i den lägre halvan av sin färg: hoppas tappa varje stick",
    "contrabola.low-but": "varje kort utom {cards} ligger i den lägre halvan av sin färg: hoppas "
    "tappa varje stick",
    # Den enkla botens skäl, som bordets tips visar.
    "hint.trump": "namnge {trump}: {why}",
    "hint.accept": "att godta en uppgivelse får spelföraren att betala puesta",
    "hint.countervole": "{why}: spela countervole",
    "hint.pass": "{why}: passa",
    "hint.no-gascarille": "gascarille är en chansning på {count} nya kort: passa",
    "hint.strength": "{hand}: {verdict}",
    "hint.bid-contrabola": "{why}: bjud {contract}",
    "hint.bid-solo": "{why}; stark nog för solo",
    "hint.bid-call": "{why}, nog för {contract} med kallad kung",
    "hint.bid-turn-up": "{why}; med två matadorer duger vilken trumffärg som helst, så {contract}",
    "hint.bid": "{why}, nog för {contract}",
    "hint.bid-play": "{why}, nog för att spela",
    "hint.bid-higher": "{why}; stark nog för att spela {contract}",
    "hint.pass-outbid": "{why}, nog för att öppna men inte för att överbjuda {contract} som redan "
    "är bjudet, så passa",
    "hint.pass-weak": "{why}, så passa",
    "hint.call-own": "du har varje kort du kunde kalla: kalla din egen {card} och spela ensam",
    "hint.call-suit.one": "du har {count} kort i dess färg",
    "hint.call-suit.other": "du har {count} kort i dess färg",
    "hint.call-any": "vilken kung som helst",
    "hint.call": "kalla {card}: {why}, och den som har den blir din hemliga partner",
    "hint.choose-oros": "{why}: oros är det som återstår",
    "hint.choose": "{why}: {contract} är det lägsta som passar",
    "hint.choose-last": "{contract} är det enda spel som återstår",
    "hint.gascarille-keep": "en gascarille behåller ett kort: behåll {card}",
    "hint.discard-ombre": "spelföraren behåller trumf och kungar i sidofärg och slänger resten",
    "hint.discard-defender": "en motspelare behåller trumf och klädda kort och slänger låga kort "
    "i sidofärg",
    "hint.discard-contrabola": "mot en contrabola behåller en motspelare låga kort, som låter "
    "spelförarens kort vinna",
    "hint.discard-none": "{why}: inget att slänga",
    "hint.contrabola-lead": "i en contrabola, spela ut det kort som de andra troligast slår: "
    "{card}, med minst osedda kort under sig i sin färg",
    "hint.contrabola-lead-low": "spela ut lågt, {card}, så att spelförarens kort kan bli det "
    "högsta",
    "hint.contrabola-shed": "släng {card}, det högsta kort som ändå förlorar sticket",
    "hint.contrabola-take": "varje kort vinner det här sticket: ta det med {card}, det högsta",
    "hint.contrabola-duck": "lägg under spelförarens kort med {card}",
    "hint.contrabola-no-duck": "du kan inte lägga under spelförarens kort: släng {card}",
    "hint.contrabola-beaten": "spelföraren är redan slagen: släng {card}, behåll låga kort",
    "hint.contrabola-play-low": "lägg lågt, {card}, så att spelförarens kort kan ta sticket",
    "hint.only-legal": "{card} är ditt enda tillåtna kort",
    "hint.last-card": "{card} är ditt sista kort",
    "hint.lead-top-trump": "spela ut {card}, den högsta trumf som är kvar, för att dra "
    "motspelarnas trumf",
    "hint.lead-called-suit": "spela ut {card}, lågt i den kallade färgen, så att partnerns "
    "{called} kan ta sticket",
    "hint.lead-called": "spela ut den kallade {card}: den bör vinna, och den visar spelföraren "
    "vem partnern är",
    "hint.partner-trump": "som spelförarens partner, spela ut en trumf, {card}, för att dra "
    "motspelarnas trumf åt spelföraren",
    "hint.lead-king": "spela ut {card}, en kung i sidofärg som bör vinna",
    "hint.lead-lowest-trump": "du har bara trumf: spela ut din lägsta, {card}",
    "hint.lead-low": "spela ut ett lågt kort, {card}, och behåll de starka",
    "hint.make-safe": "din partner vinner sticket, men en motståndare som ännu inte lagt kan slå "
    "det kortet: säkra sticket med {card}",
    "hint.partner-winning": "din partner vinner sticket: lägg ditt lägsta, {card}",
    "hint.cheapest-winner": "{card} är det billigaste kort som tar sticket",
    "hint.throw-lowest": "du kan inte ta sticket: lägg ditt lägsta, {card}",
    "hint.stop": "{won}: {stop}; {go_on}, vilket ger {vole} men kostar {loss} till var och en om "
    "du förlorar ett stick, en risk bara en säker hand ska ta",
    "hint.stop.won": "du har tagit de {count} första sticken, så ingen puesta kan längre hända",
    "hint.stop.bonus": "sluta nu för {bonus} från varje motspelare utöver sacadan",
    "hint.stop.sacada": "sluta nu och räkna sacadan",
    "hint.stop.announce": "meddela vole och spela vidare",
    "hint.stop.by-lead": "utspelet till stick {number} binder dig vid vole",
    "hint.stop.vole": "{win} från varje motspelare om du tar varje stick",
    "hint.stop.vole-more": "{win} mer från varje motspelare om du tar varje stick",
    # Små tal som ord i givens mening, och namn som fogas samman i en mening.
    "number.cards.2": "två",
    "number.cards.3": "tre",
    "number.cards.4": "fyra",
    "number.cards.6": "sex",
    "number.cards.8": "åtta",
    "number.cards.9": "nio",
    "number.cards.10": "tio",
    "number.packets.2": "två",
    "number.packets.3": "tre",
    "number.packets.4": "fyra",
    "number.packets.6": "sex",
    "number.packets.8": "åtta",
    "number.packets.9": "nio",
    "number.packets.10": "tio",
    "names.and": "{names} och {name}",
    # Ett otillåtet val av spel eller kallelse förklarat.
    "choose.too-low.one": "efter {count} överbud måste spelet vara {contract} eller högre "
    "({ladder})",
    "choose.too-low.other": "efter {count} överbud måste spelet vara {contract} eller högre "
    "({ladder})",
    "call.not-allowed.kings": "{card} kan inte kallas med {trump} som trumf: kalla en av kungarna "
    "{cards}",
    "call.not-allowed.cards": "{card} kan inte kallas med {trump} som trumf: kalla ett av korten "
    "{cards}",
    # Räknade substantiv i uppgörelsen och övningarna (trumf och matadorer: messages.py).
    "count.trick.one": "{count} stick",
    "count.trick.other": "{count} stick",
    # Vem en rad i uppgörelsen nämner, i stickens ordning (spelföraren först).
    "settle.player.0": "spelföraren",
    "settle.player.1": "den första motspelaren",
    "settle.player.2": "den andra motspelaren",
    "settle.player.3": "den tredje motspelaren",
    "settle.player.n": "spelare {index}",
    "settle.player.defender": "motspelaren",
    "settle.per-defender": "{amount} per motspelare ({total})",
    "settle.for-the-defender": "{amount} för motspelaren",
    "settle.extra.game-value": "värdet för {contract} ({value})",
    # Uppgörelsens rader i Ombre för tre (och Ombre a dos).
    "settle.pot": "spelföraren tar potten: {pot}",
    # Vad som händer med en pott som det betalas in i: nästa giv spelar om den, utom när bordet
    # bara spelar en giv (dagens giv).
    "settle.carry": "potten ligger kvar till nästa giv",
    "settle.carry.one-deal": "potten skulle ligga kvar till nästa giv, men det här bordet spelar "
    "bara den här given",
    "settle.puesta": "puesta: ingen har ensam flest stick ({count}), så spelföraren betalar in "
    "lika mycket som potten rymmer ({pot}) plus {per_defender}: {amount}; {carry}",
    "settle.surrender.1": "spelföraren gav upp och motspelaren godtog: puesta, så spelföraren "
    "betalar in lika mycket som potten rymmer ({pot}) plus {per_defender}: {amount}; {carry}",
    "settle.surrender.2": "spelföraren gav upp och båda motspelarna godtog: puesta, så "
    "spelföraren betalar in lika mycket som potten rymmer ({pot}) plus {per_defender}: {amount}; "
    "{carry}",
    "settle.surrender.many": "spelföraren gav upp och alla motspelare godtog: puesta, så "
    "spelföraren betalar in lika mycket som potten rymmer ({pot}) plus {per_defender}: {amount}; "
    "{carry}",
    "settle.vole-replaces": "vole: spelföraren tog alla {all} stick, så varje motspelare betalar "
    "{win} i stället för värdet för {contract}",
    "settle.vole-replaces-failed": "misslyckad vole: efter utspelet till stick {trick} tog "
    "spelföraren {taken} av {all} stick ({count}), så spelföraren betalar {loss} till varje "
    "motspelare i stället för det vanliga utfallet; potten ligger kvar",
    "settle.sacada": "sacada: spelföraren har ensam flest stick ({count}), så spelföraren tar "
    "potten: {pot}",
    "settle.sacada-stopped": "spelföraren tog stick 1 till {straight} och slutade, vilket räknas "
    "som sacada, så spelföraren tar potten: {pot}",
    "settle.game-value": "{Contract} ger {value}: varje motspelare betalar spelföraren {value}",
    "settle.codille": "codille: {player} har ensam flest stick ({count}), så spelföraren betalar "
    "den motspelaren pottens belopp ({pot}) plus {extra}: {amount}; potten ligger kvar",
    "settle.vole-made": "vole meddelad och vunnen: varje motspelare betalar {win} mer",
    "settle.vole-failed": "vole meddelad men spelföraren tog {taken} av {all} stick: spelföraren "
    "betalar {loss} till varje motspelare, utöver utfallet",
    "settle.primeras": "primeras: spelföraren tog de {straight} första sticken och slutade, så "
    "varje motspelare betalar {bonus} mer",
    "settle.stop": "att sluta efter {straight} stick i rad räknas som en vanlig sacada",
    "settle.no-spadille": "ingen spadille",
    "settle.matadors.estuches": "estuches: spelföraren hade {held}, {trumps} i obruten följd från "
    "spadille, så varje motspelare betalar 1 per trumf",
    "settle.matadors.swedish": "matadorer: spelföraren hade {held}, {trumps} i obruten följd från "
    "spadille; alla tre matadorerna är värda 3 och varje följande trumf 1",
    "settle.matadors.capped": "{rule}, högst {cap}",
    "settle.matadors.paid": "{rule}: {bonus}",
    "settle.matadors.paid-on-loss": "{rule}: {bonus}, och eftersom spelföraren förlorade betalar "
    "spelföraren det till varje motspelare",
    "settle.matadors.unpaid": "{rule}: {bonus}, men det betalas bara när spelföraren vinner",
    "settle.dummy-pays": "träkarlens fiskar är den levande motspelarens: den levande motspelaren "
    "betalar {amount} för den",
    "settle.dummy-receives": "träkarlens fiskar är den levande motspelarens: den levande "
    "motspelaren tar emot {amount} för den",
    # Uppgörelsens rader vid contrabola (countervole).
    "settle.contrabola-made": "{Contract} lyckad: spelföraren tog inget stick ({count}), så "
    "spelföraren tar potten ({pot}) och varje motspelare betalar {win}, som för en vole",
    "settle.contrabola-failed": "{Contract} misslyckad: spelföraren tog {tricks} ({count}), så "
    "spelföraren betalar {loss} till varje motspelare, som för en misslyckad vole; potten ligger "
    "kvar",
    # Uppgörelsens rader i Quadrille och Quintille (spelförarens sida mot resten).
    "settle.side.alone": "spelföraren tog {taken} av {total} stick",
    "settle.side.alone-called": "spelföraren, som kallade ett eget kort, tog {taken} av {total} "
    "stick",
    "settle.side.partner": "spelföraren och partnern tog {taken} av {total} stick",
    "settle.side.pot": "{side}, mer än hälften ({count}): sidan tar potten, {pot}",
    "settle.side.game-value": "{Contract} ger {value}: varje motspelare betalar {value}",
    "settle.side.remise": "remise: {side}, exakt hälften ({count}), så sidan betalar en bête lika "
    "stor som potten ({pot}) in i den; {carry}",
    "settle.side.remise-alone": "remise: {side}, exakt hälften ({count}), så sidan betalar ensam "
    "en bête lika stor som potten ({pot}) in i den; {carry}",
    "settle.side.remise-half": "remise: {side}, exakt hälften ({count}), så sidan betalar en bête "
    "lika stor som potten ({pot}) in i den, hälften var; {carry}",
    "settle.side.codille": "codille: {side}, färre än hälften ({count}), så sidan betalar "
    "motspelarna pottens belopp ({pot}) att dela; potten ligger kvar",
    "settle.side.codille-alone": "codille: {side}, färre än hälften ({count}), så sidan betalar "
    "ensam motspelarna pottens belopp ({pot}) att dela; potten ligger kvar",
    "settle.side.codille-half": "codille: {side}, färre än hälften ({count}), så sidan betalar "
    "motspelarna pottens belopp ({pot}) att dela, hälften var; potten ligger kvar",
    "settle.side.consolation": "och betalar varje motspelare tröstpengen, värdet för {contract}: "
    "{value}",
    "settle.side.ombre-pays-alone": "spelföraren tog färre än {below} stick, så spelföraren "
    "betalar förlusten ensam och partnern betalar inget",
    "settle.side.holder.ombre": "spelföraren",
    "settle.side.holder.both": "spelföraren och partnern",
    "settle.side.bonus-won": "varje motspelare betalar {bonus} mer",
    "settle.side.bonus-lost": "sidan betalar {bonus} till varje motspelare, eftersom den förlorade",
    "settle.side.held.three": "alla tre matadorerna ({held})",
    "settle.side.held.three-more": "alla tre matadorerna och {trumps} efter dem ({held})",
    "settle.side.held.run": "{held}, {trumps} i obruten följd från spadille",
    "settle.side.matadors": "matadorer: {holder} hade {what}: {text}",
    # Varje övning: domen kring förklaringen, och svar i ord.
    "drill.and": "{first} och {second}",
    "drill.sentence": "{Clause}.",
    "drill.right": "Rätt.",
    "drill.not-quite": "Inte riktigt.",
    "drill.try-again": "Försök igen. {nudge}",
    "drill.the-answer": "Svaret: {answer}. {explanation}",
    "drill.answer.none": "inga",
    "drill.answer.chips": "{changes}; potten blir {pot}",
    "drill.player": "spelare {number}",
    # Övningen trick-split: sacada, puesta eller codille?
    "drill.consequence.sacada": "spelföraren tar potten och spelets värde från varje motspelare",
    "drill.consequence.puesta": "spelföraren betalar pottens belopp plus {per_defender} per "
    "motspelare in i potten, som ligger kvar till nästa giv",
    "drill.consequence.codille-game": "spelföraren betalar den vinnande motspelaren pottens "
    "belopp plus spelets värde; potten ligger kvar",
    "drill.consequence.codille-puesta": "spelföraren betalar den vinnande motspelaren pottens "
    "belopp plus {per_defender} per motspelare; potten ligger kvar",
    "drill.split.sacada": "Sacada: spelföraren vinner",
    "drill.split.puesta": "Puesta: ingen har ensam flest stick",
    "drill.split.codille": "Codille: {who} vinner",
    "drill.split.question": "{ombre} är spelförare. Sticken är {tricks}. Vad blir utfallet?",
    "drill.split.hint": "Jämför spelföraren med varje motspelare för sig, aldrig med motspelarnas "
    "summa. Vem har strikt flest stick, eller vilket antal är delat högst?",
    "drill.split.counts": "{ombre} (spelförare) {ombre_tricks}, {first} {first_tricks}, {second} "
    "{second_tricks}",
    "drill.split.sacada-why": "{ombre} har {ombre_tricks} stick, fler än {first} ({first_tricks}) "
    "och fler än {second} ({second_tricks}) var för sig: sacada.",
    "drill.split.sacada-why-total": "{ombre} har {ombre_tricks} stick, fler än {first} "
    "({first_tricks}) och fler än {second} ({second_tricks}) var för sig: sacada, fast "
    "motspelarna har {total} tillsammans, eftersom varje motspelare jämförs med spelföraren ensam.",
    "drill.split.puesta-all": "Alla tre delar på flest stick ({most}), så ingen vinner: puesta.",
    "drill.split.puesta-two": "{first} och {second} delar på flest stick ({most}), så ingen "
    "vinner: puesta.",
    "drill.split.codille-why": "{winner} har {tricks} stick, fler än någon annan: codille, vunnen "
    "av {winner}.",
    "drill.split.reason": "{counts}. Enligt reglerna ({rules}) gäller att {consequence}",
    "drill.split.not-sacada": "Det är inte sacada: spelföraren behöver strikt fler stick än varje "
    "motspelare.",
    "drill.split.not-puesta": "Det är inte puesta: en puesta är delat flest stick.",
    "drill.split.which-defender": "Se efter igen vilken motspelare som ensam har flest stick.",
    "drill.split.not-codille": "Det är inte codille: en codille kräver att en motspelare ensam "
    "har flest stick.",
    # Övningen table-result: utfallet med två spelare, och för en kallad sida (Quadrille,
    # Quintille).
    "drill.table.quadrille": "Quadrille",
    "drill.table.quintille": "Quintille",
    "drill.table.two.question": "Två spelare (tvåhant): du är spelförare mot {defender}. Sticken "
    "är {tricks}. Vad blir utfallet?",
    "drill.table.two.sacada": "Sacada: du vinner",
    "drill.table.two.puesta": "Puesta: ingen vinner",
    "drill.table.two.codille": "Codille: {defender} vinner",
    "drill.table.two.hint": "Det finns en motspelare: jämför dina stick med den spelarens.",
    "drill.table.two.sacada-why": "Du tog {ombre} stick och {name} {defender}: fler än den enda "
    "motspelaren, alltså sacada.",
    "drill.table.two.puesta-why": "Du tog {ombre} stick och {name} lika många: jämn fördelning är "
    "puesta.",
    "drill.table.two.codille-why": "{Name} tog {defender} stick, fler än dina {ombre}: codille, "
    "vunnen av {name}.",
    "drill.table.two.reason": "Varje svensk betalning gäller, räknad för en motspelare: "
    "{consequence}",
    "drill.table.two.not-sacada": "Det är inte sacada: spelföraren behöver fler stick än den enda "
    "motspelaren.",
    "drill.table.two.not-puesta": "Det är inte puesta: en puesta är jämn fördelning.",
    "drill.table.two.not-codille": "Det är inte codille: motspelaren behöver fler stick än "
    "spelföraren.",
    "drill.table.side.question": "{game}: du bad om lov och kallade en kung; {partner} har den "
    "och är din partner. Sticken är {tricks}. Vad blir utfallet?",
    "drill.table.side.won": "Vunnet: din sida har mer än hälften",
    "drill.table.side.remise": "Remise: din sida har exakt hälften",
    "drill.table.side.codille": "Codille: motspelarna vinner",
    "drill.table.side.hint": "Lägg din partners stick till dina, och jämför sidans med hälften av "
    "de {total} sticken.",
    "drill.table.side.sacada-why": "Din sida tog {side} av {total} stick (du {ombre}, {partner} "
    "{partner_tricks}): mer än hälften, alltså vinst.",
    "drill.table.side.puesta-why": "Din sida tog {side} av {total} stick (du {ombre}, {partner} "
    "{partner_tricks}): exakt hälften, alltså remise.",
    "drill.table.side.codille-why": "Din sida tog {side} av {total} stick (du {ombre}, {partner} "
    "{partner_tricks}): färre än hälften ({half}), alltså codille för motspelarna tillsammans.",
    "drill.table.side.sacada-reason": "Spelföraren och partnern delar potten och spelets värde "
    "från varje motspelare",
    "drill.table.side.puesta-reason": "Sidan betalar en bête, lika mycket som potten, in i den, "
    "och spelets värde till varje motspelare",
    "drill.table.side.codille-reason": "Motspelarna delar pottens belopp och tar spelets värde; "
    "potten ligger kvar",
    "drill.table.side.not-sacada": "Det är inte vinst: din sida behöver mer än hälften av de "
    "{total} sticken.",
    "drill.table.side.not-puesta": "Det är inte remise: en remise är exakt hälften, {half} av "
    "{total}.",
    "drill.table.side.not-codille": "Det är inte codille: räkna din partners stick tillsammans "
    "med dina.",
    # Övningen seats: vem är äldsta hand, vem spelar ut först, vem ger nästa gång?
    "drill.seats.question": "Vid bordet sitter Bo till höger om Anna, och Cecilia till höger om "
    "Bo. {Dealer} ger. {ask}",
    "drill.seats.ask.eldest": "Vem är äldsta hand?",
    "drill.seats.ask.first-lead": "{Ombre} vinner budgivningen och blir spelförare. Vem spelar ut "
    "till första sticket?",
    "drill.seats.ask.middle": "Vem lägger det andra kortet i första sticket?",
    "drill.seats.ask.next-dealer": "Vem ger nästa giv?",
    "drill.seats.ask.last": "Vem lägger det sista kortet i första sticket?",
    "drill.seats.ask.first-bid": "Vem talar först i budgivningen?",
    "drill.seats.ask.cut": "Vem kuperar före given?",
    "drill.seats.hint": "Turen går alltid åt höger, moturs, och börjar till höger om givaren.",
    "drill.seats.order": "Turen går till {eldest} (äldsta handen, till höger om {dealer}), sedan "
    "{middle} (mellanhanden), sedan {dealer} (givaren).",
    "drill.seats.why.eldest": "{Eldest} sitter till höger om {dealer}, givaren, så {eldest} är "
    "äldsta hand.",
    "drill.seats.why.first-lead": "Äldsta handen spelar ut till första sticket, vem som än blir "
    "spelförare: det är {eldest}, till höger om {dealer}, fast {ombre} är spelförare.",
    "drill.seats.why.middle": "Äldsta handen, {eldest}, lägger först; turen går åt höger, till "
    "{middle}, mellanhanden.",
    "drill.seats.why.next-dealer": "Given går åt höger efter varje giv, så äldsta handen, "
    "{eldest}, ger nästa gång.",
    "drill.seats.why.last": "Givaren talar och lägger sist: {dealer}, efter {eldest} och {middle}.",
    "drill.seats.why.first-bid": "Äldsta handen, {eldest}, till höger om {dealer}, talar först i "
    "budgivningen.",
    "drill.seats.why.cut": "Spelaren till vänster om givaren kuperar: {middle}, mellanhanden, "
    "eftersom {eldest} sitter till höger om {dealer}.",
    "drill.seats.nudge.dealer": "Inte givaren: turen börjar hos spelaren till höger om givaren.",
    "drill.seats.nudge.cut": "Spelaren till vänster om givaren kuperar, inte den till höger.",
    "drill.seats.nudge.next-dealer": "Given stannar inte där den är: den går en plats åt höger.",
    "drill.seats.nudge.round": "Räkna runt åt höger från givaren: äldsta handen, mellanhanden, "
    "sedan givaren.",
    # Övningen payment: vem betalar vad, rad för rad.
    "drill.role.0": "Spelförare",
    "drill.role.1": "Första motspelaren",
    "drill.role.2": "Andra motspelaren",
    # Övningen pot-carry: vad potten rymmer efter några givar.
    "drill.pot.question": "{rules}. {start} Sedan: {deals}. Hur många fiskar ligger i "
    "potten när den sista given är uppgjord?",
    "drill.pot.empty": "En spelomgång börjar med tom pott.",
    "drill.pot.carried": "Potten rymmer {pot}, kvar från tidigare givar.",
    "drill.pot.deal.sacada": "giv {number} slutar i sacada",
    "drill.pot.deal.puesta": "giv {number} slutar i puesta",
    "drill.pot.deal.codille": "giv {number} slutar i codille",
    "drill.pot.deal.passed": "i giv {number} passar alla",
    "drill.pot.hint": "Ta en giv i taget: först läggs insatserna i, sedan tar utfallet potten, "
    "ökar den eller låter den vara.",
    "drill.pot.step.sacada": "Giv {number}: med insatserna rymmer potten {before}; sacadan tar "
    "allt, så den rymmer {after}.",
    "drill.pot.step.puesta": "Giv {number}: med insatserna rymmer potten {before}; spelförarens "
    "puesta lägger i {added} (lika mycket som den rymmer, och mer), så den rymmer {after}.",
    "drill.pot.step.codille": "Giv {number}: med insatserna rymmer potten {before}; en codille "
    "betalas ur spelförarens egna fiskar, så den stannar på {after}.",
    "drill.pot.step.passed": "Giv {number}: med insatserna rymmer potten {before}; ingen spelade, "
    "så den stannar på {after}.",
    "drill.pot.explanation": "Enligt reglerna ({rules}) lägger insatserna {antes} i potten före "
    "varje giv; bara en sacada tömmer den. Till sist rymmer den {after}.",
    "drill.pot.nudge.sacada": "För många: en av givarna är en sacada. Vad finns kvar i potten "
    "efter den?",
    "drill.pot.nudge.too-few": "För få: lade du i insatserna före varje giv, och det som en "
    "puesta betalar in?",
    "drill.pot.nudge.too-many": "För många: en codille betalas till en motspelare, inte in i "
    "potten, och en puesta lägger i lika mycket som potten rymmer, inte dubbelt så mycket.",
    "drill.payment.question": "Regler: {Rules}. Spelföraren spelade {contract} (värde {value}) "
    "med {pot} i potten. {events} Ange varje spelares förändring i fiskar och potten efter "
    "uppgörelsen.",
    "drill.payment.hint": "Först utfallet: sacada, puesta eller codille? Lägg sedan till varje "
    "betalningsrad: potten, spelets värde, och eventuell vole, primeras eller matadortillägg. "
    "Fiskar flyttas bara mellan spelarna och potten, så förändringarna och pottens förändring "
    "blir noll tillsammans.",
    "drill.payment.surrendered": "Efter {tricks} ({count}) gav spelföraren upp och båda "
    "motspelarna godtog.",
    "drill.payment.stopped": "Spelföraren tog de fem första sticken och slutade.",
    "drill.payment.vole-announced": "Spelföraren meddelade vole; sticken {count} (spelföraren "
    "först).",
    "drill.payment.vole-led": "Spelföraren tog stick 1 till 5 och spelade ut till stick 6; "
    "sticken {count} (spelföraren först).",
    "drill.payment.tricks": "Sticken {count} (spelföraren först).",
    "drill.payment.hand": "{Suit} var trumf, och spelförarens hand när spelet började var {hand}.",
    "drill.payment.chips": "{role}: {due}",
    "drill.payment.chips-wrong": "{role}: {due}, inte {given}",
    "drill.payment.pot": "potten går från {before} till {after}",
    "drill.payment.pot-wrong": "potten går från {before} till {after}, inte {given}",
    "drill.payment.total": "Totalt: {totals}; potten går från {before} till {after}.",
    "drill.payment.wrong.one": "{count} av {lines} rader är fel.",
    "drill.payment.wrong.other": "{count} av {lines} rader är fel.",
    "drill.payment.nudge-sum": "Dina tal går inte ihop: fiskar flyttas bara mellan spelarna och "
    "potten, så förändringarna och pottens förändring blir noll tillsammans.",
    "drill.payment.nudge-takeover": "Gör upp med den motspelare som först vägrade som spelförare, "
    "och räkna varje stick som varje spelare tog, även före uppgivelsen.",
    "drill.payment.whose.0": "spelförarens",
    "drill.payment.whose.1": "den första motspelarens",
    "drill.payment.whose.2": "den andra motspelarens",
    "drill.payment.whose.pot": "pottens",
    "drill.payment.nudge-lines.one": "{Lines} rad är fel. Först sacada, puesta eller codille, "
    "sedan varje betalningsrad.",
    "drill.payment.nudge-lines.other": "{Lines} rader är fel. Först sacada, puesta eller codille, "
    "sedan varje betalningsrad.",
    # Övningen payment, det svenska övertagandet: en motspelare vägrar uppgivelsen och tar över.
    "drill.takeover.first-refused": "{first}, som svarade först, vägrade",
    "drill.takeover.second-refused": "{first} godtog, och {second} vägrade",
    "drill.takeover.question": "Regler: {Rules}. {old} var spelförare i {contract} (värde "
    "{value}) med {pot} i potten. Efter {played} ({counts}) erbjöd {old} uppgivelse; {answers}. "
    "Given slutade med {ended}. Ange varje spelares förändring i fiskar och potten efter "
    "uppgörelsen.",
    "drill.takeover.hint": "Vem är spelförare nu? Den första motspelare som vägrar tar över i "
    "samma spel. Gör sedan upp som vanligt: den spelarens stick mot var och en av de andra två, "
    "och räkna med sticken som togs före uppgivelsen.",
    "drill.takeover.codille-old": "en codille vunnen av {winner}, den förra spelföraren",
    "drill.takeover.codille-defender": "en codille vunnen av {winner}, en motspelare",
    "drill.takeover.result": "en {result}",
    "drill.takeover.why": "{new} vägrade först, så {new} tog över som spelförare, och {old} blev "
    "motspelare. Sticken som togs före uppgivelsen stannar hos dem som tog dem, så {new} har "
    "{tricks} mot {against}: {result}.",
    # Övningen call-king: vilken kung man ska kalla i Quadrille eller Quintille.
    "drill.call.question": "{game}: du vann budgivningen och namngav {trump} som trumf. Vilken "
    "kung kallar du? Den som har den blir din hemliga partner.",
    "drill.call.hint": "Trumfkungen kan inte kallas, och en kung som du själv har lämnar dig "
    "ensam. Kalla kungen i din längsta sidofärg där du saknar kungen: där behöver dina låga kort "
    "en partners kung mest.",
    "drill.call.why.trump-king": "{card} är trumfkungen, som aldrig får kallas; bara kungarna i "
    "de andra färgerna kan kallas",
    "drill.call.why.own": "du har {card} själv: det är tillåtet att kalla den, men då spelar du "
    "ensam och behöver {need} av {total} stick på egen hand, och vinner eller betalar hela spelet "
    "ensam, vilket sällan är klokt",
    "drill.call.why.right": "kalla {card}: du har {cards} utan dess kung, din längsta sådana "
    "sidofärg, så den som har kungen, din partner, kan ta ett stick där",
    "drill.call.why.shorter": "{card} får kallas, men du har {held} mot {cards}: det är i den "
    "längre färgen som en partners kung hjälper mest",
    "drill.call.held.only": "bara {cards}",
    "drill.call.held.none": "inget kort i {suit}",
    "drill.call.cards-in": "{cards} i {suit}",
    "drill.call.nudge.trump": "{Suit} är trumf: kan deras kung kallas?",
    "drill.call.nudge.own": "Du har den kungen själv: en tillåten kallelse, men du skulle spela "
    "ensam. Kunde en partner hjälpa?",
    "drill.call.nudge.count": "Räkna dina kort i varje sidofärg där du saknar kungen.",
    # Övningar om matadorerna: matadors-which, matadors-count, trump-run.
    "drill.matador.hint": "Matadorerna är spadille (A♠), manille och basto (A♣). Manille är tvåan "
    "i svart trumffärg och sjuan i röd.",
    "drill.note.spadille": "Spadille, alltid den högsta trumfen: en matador",
    "drill.note.basto": "Basto, alltid den tredje trumfen: en matador",
    "drill.note.manille-black": "Manille, {rank} i svart trumffärg: en matador",
    "drill.note.manille-red": "Manille, {rank} i röd trumffärg: en matador",
    "drill.note.punto": "Punto, den fjärde trumfen, men ingen matador",
    "drill.note.red-ace.one": "ett rött ess i sidofärg, under knekten: ingen matador",
    "drill.note.red-ace.other": "röda ess i sidofärg, under knekten: inga matadorer",
    "drill.note.not-manille": "inte manille, som med {trumps} som trumf är {number} i {trumps}",
    "drill.note.trump.one": "en trumf, men ingen matador",
    "drill.note.trump.other": "trumf, men inga matadorer",
    "drill.note.plain.one": "ett kort i sidofärg, ingen matador",
    "drill.note.plain.other": "kort i sidofärg, inga matadorer",
    "drill.which.question": "Vilka av de här är matadorer när {trump} är trumf?",
    "drill.which.not-matador.one": "{Cards} är ingen matador.",
    "drill.which.not-matador.other": "{Cards} är inga matadorer.",
    "drill.which.left-out": "Du missade {left}.",
    "drill.which.not-matador-left-out.one": "{Cards} är ingen matador; du missade {left}.",
    "drill.which.not-matador-left-out.other": "{Cards} är inga matadorer; du missade {left}.",
    "drill.which.explanation": "Med {trump} som trumf är matadorerna {matadors}, och bara de tre.",
    "drill.which.nudge.both": "Du valde ett kort som inte är matador, och missade ett som är det. "
    "Bara spadille, manille och basto är matadorer, och manille beror på trumfens färg.",
    "drill.which.nudge.extra": "Du valde ett kort som inte är matador. Bara spadille, manille och "
    "basto är matadorer, och manille beror på trumfens färg.",
    "drill.which.nudge.missing": "Du missade en matador. Bara spadille, manille och basto är "
    "matadorer, och manille beror på trumfens färg.",
    "drill.count.question": "{Trump} är trumf. Hur många matadorer har den här handen?",
    "drill.count.held": "Handen har {matadors}: {cards}.",
    "drill.count.none": "Handen har ingen matador: med {trump} som trumf är de {matadors}.",
    "drill.count.too-many": "För många: bara spadille, manille och basto är matadorer, inte punto "
    "eller andra ess.",
    "drill.count.too-few": "För få: leta också efter manille, vars valör beror på trumfens färg.",
    "drill.run.question": "{Trump} är trumf. Hur många trumf i obruten följd från spadille har "
    "den här handen?",
    "drill.run.hint-black": "Gå nedåt i trumfens ordning från spadille (A♠): spadille, manille, "
    "basto, kungen, ... och stanna vid den första trumf som handen saknar. Ingen spadille betyder "
    "en följd på 0.",
    "drill.run.hint-red": "Gå nedåt i trumfens ordning från spadille (A♠): spadille, manille, "
    "basto, punto, kungen, ... och stanna vid den första trumf som handen saknar. Ingen spadille "
    "betyder en följd på 0.",
    "drill.run.explanation": "Följden är {held}: {trumps}, bruten av {missing} som saknas.",
    "drill.run.no-spadille": "Handen har ingen spadille, så den har ingen följd från spadille.",
    "drill.run.estuches": "Som spelförare vid sacada skulle estuches ge {bonus} från varje "
    "motspelare.",
    "drill.run.swedish": "Som spelförare vid sacada skulle det svenska matadortillägget (alla tre "
    "matadorerna 3, +1 per följande trumf, högst {cap}) ge {bonus} från varje motspelare.",
    "drill.run.too-many": "För många: följden slutar vid den första trumf som handen saknar.",
    "drill.run.too-few": "För få: följden fortsätter förbi matadorerna, genom varje trumf handen "
    "har utan lucka.",
    # Övningen deck-ranks: vilka valörer ombreleken har.
    "drill.deck.rank.A": "ess",
    "drill.deck.rank.2": "två",
    "drill.deck.rank.3": "tre",
    "drill.deck.rank.4": "fyra",
    "drill.deck.rank.5": "fem",
    "drill.deck.rank.6": "sex",
    "drill.deck.rank.7": "sju",
    "drill.deck.rank.8": "åtta",
    "drill.deck.rank.9": "nio",
    "drill.deck.rank.10": "tio",
    "drill.deck.rank.J": "knekt",
    "drill.deck.rank.Q": "dam",
    "drill.deck.rank.K": "kung",
    "drill.deck.ranks.question": "Alla de här valörerna finns i en vanlig kortlek med 52 kort. "
    "Vilka av dem finns också i ombreleken? Välj alla, och tryck sedan på Rätta.",
    "drill.deck.ranks.hint": "Ombreleken är den vanliga kortleken med tre valörer i följd "
    "borttagna ur varje färg.",
    "drill.deck.ranks.why": "Varje färg i ombreleken har {ranks} valörer: ess, två till sju, "
    "knekt, dam och kung. Den vanliga lekens åttor, nior och tior är borttagna.",
    "drill.deck.ranks.not-in": "Ombreleken saknar {ranks}.",
    "drill.deck.ranks.left-out": "Du missade {ranks}, som finns kvar i ombreleken.",
    "drill.deck.ranks.suit": "En färg i ombreleken, från ess till kung",
    "drill.deck.ranks.nudge.removed": "Du behöll en valör som är borttagen: vilka tre valörer i "
    "följd saknar ombreleken?",
    "drill.deck.ranks.nudge.missing": "Du missade en valör som ombreleken behåller: bara tre "
    "valörer i följd är borttagna.",
    # Övningen spanish-suit: ett korts spanska färg.
    "drill.spanish-suit.question": "Vilket av de här korten hör till {spanish}, en färg i den "
    "spanska kortleken?",
    "drill.spanish-suit.hint": "Svärd, bägare, mynt och käppar: varje spansk färg motsvarar en "
    "fransk färg, och paren behåller sin färg i reglerna.",
    "drill.spanish-suit.why": "{Spanish} ({emblem}) motsvarar färgen {symbol} i de franska "
    "korten, en {colour} färg: här {card}.",
    "drill.spanish-suit.red": "röd",
    "drill.spanish-suit.black": "svart",
    "drill.spanish-suit.emblem.espadas": "svärd",
    "drill.spanish-suit.emblem.copas": "bägare",
    "drill.spanish-suit.emblem.oros": "guldmynt",
    "drill.spanish-suit.emblem.bastos": "käppar",
    "drill.spanish-suit.pairs": "Espadas ♠ och bastos ♣ är de svarta färgerna, copas ♥ och oros ♦ "
    "de röda",
    "drill.spanish-suit.nudge": "Tänk på vilken symbol det spanska namnet står för, och vilken "
    "fransk färg som tog dess plats.",
    # Övningen suit-size: hur många kort en sidofärg har.
    "drill.suit-size.question": "{Trump} är trumf. Hur många kort har {suit} som sidofärg?",
    "drill.suit-size.hint": "Räkna valörerna i en färg i ombreleken, och fråga dig sedan om ett "
    "av den här färgens kort alltid är trumf.",
    "drill.suit-size.black": "{Suit} är en svart färg: dess ess, {ace}, är alltid trumf och "
    "aldrig ett kort i sidofärg, så sidofärgen har {count} kort.",
    "drill.suit-size.red": "{Suit} är en röd färg: inget av dess kort är trumf när en annan färg "
    "är trumf, så sidofärgen har alla sina {count} kort.",
    "drill.suit-size.cards": "{Suit} som sidofärg, högsta först",
    "drill.suit-size.nudge": "Räkna valörerna i en färg, och fråga dig sedan: är ett av den här "
    "färgens kort alltid trumf, vilken färg som än är trumf?",
    # Övningen order-cards: kort i en färg i spel, högsta först.
    "drill.order.hint.black-trumps": "Spadille, manille (tvåan i svart trumf) och basto kommer "
    "först. Säg hela färgens ordning för dig själv, och plocka sedan ut de här korten ur den.",
    "drill.order.hint.red-trumps": "Spadille, manille (sjuan i röd trumf), basto och punto kommer "
    "först. Säg hela färgens ordning för dig själv, och plocka sedan ut de här korten ur den.",
    "drill.order.hint.red-plain": "I en röd sidofärg står esset strax under knekten. Säg hela "
    "färgens ordning för dig själv, och plocka sedan ut de här korten ur den.",
    "drill.order.hint.black-plain": "En svart sidofärg går kung, dam, knekt, 7, 6, 5, 4, 3, 2. "
    "Säg hela färgens ordning för dig själv, och plocka sedan ut de här korten ur den.",
    "drill.order.note.black-trumps": "Med svart trumf är tvåan manille, näst efter spadille, och "
    "basto (A♣) kommer trea, före kungen.",
    "drill.order.note.red-trumps": "Med röd trumf är sjuan manille, basto (A♣) är trea, och "
    "trumfesset är punto, den fjärde; under knekten går de låga trumfen 2, 3, 4, 5, 6.",
    "drill.order.note.red-plain": "I en röd sidofärg står esset under knekten, och av de små "
    "korten är 2 högst: tvåan slår sjuan.",
    "drill.order.note.black-plain": "En svart sidofärg har inget ess, eftersom A♠ och A♣ alltid "
    "är trumf, och dess små kort går i nummerordning: 7 är högst, 2 lägst.",
    "drill.order.question-trumps": "{Trump} är trumf. Ordna de här trumfen, högsta först.",
    "drill.order.question-plain": "{Trump} är trumf. Ordna de här korten i {suit} (inte trumf), "
    "högsta först.",
    "drill.order.in-place": "{card} står rätt på plats {place}",
    "drill.order.out-of-place": "på plats {place} ska {wanted} stå, inte {card}",
    "drill.order.explanation-trumps": "Med {trump} som trumf går trumfen i ordningen {order}.",
    "drill.order.explanation-plain": "Med {trump} som trumf går {suit} som sidofärg i ordningen "
    "{order}.",
    "drill.order.right-places": "{right} av {total} kort står på rätt plats.",
    "drill.order.nudge.black-trumps": "{right} av {total} kort står på rätt plats. Börja med de "
    "tre matadorerna, och sedan trumfkungen och nedåt.",
    "drill.order.nudge.red-trumps": "{right} av {total} kort står på rätt plats. Efter "
    "matadorerna kommer punto (esset), kung, dam och knekt; sedan är tvåan den högsta låga "
    "trumfen och sexan den lägsta.",
    "drill.order.nudge.red-plain": "{right} av {total} kort står på rätt plats. I en röd sidofärg "
    "står esset under knekten; tvåan är det högsta låga kortet och sjuan det lägsta.",
    "drill.order.nudge.black-plain": "{right} av {total} kort står på rätt plats. I en svart "
    "sidofärg går de små korten i nummerordning, högsta först.",
    # Övningen trick-winner: vilket kort som tar sticket.
    "drill.winner.discard": "{card} är ett slängt kort: det är varken trumf eller ett kort i "
    "{led}, så det kan inte vinna, vilken valör det än har",
    "drill.winner.trumped": "{card} följer {led}, men {winner} är trumf, och varje trumf slår "
    "varje kort i sidofärg",
    "drill.winner.lower-trump": "{card} är lägre än {winner}: trumfen går i ordningen {order}",
    "drill.winner.lower": "{card} är lägre än {winner}: {suit} går i ordningen {order}",
    "drill.winner.question": "{Trump} är trumf. Vilket kort tar det här sticket?",
    "drill.winner.hint": "Finns det en trumf i sticket? {Trump} är trumf, och spadille (A♠) och "
    "basto (A♣) är alltid trumf. Finns ingen trumf kan bara kort i utspelsfärgen vinna.",
    "drill.winner.nudge.discard-cannot-win": "Det kortet är varken i utspelsfärgen eller "
    "trumf, så det kan inte vinna.",
    "drill.winner.nudge.trump-beats-plain": "Se efter igen: det finns en trumf i det här sticket, "
    "och varje trumf slår varje kort i sidofärg.",
    "drill.winner.nudge.lower-in-suit": "Ett annat kort i samma färg står högre: säg den färgens "
    "ordning för dig själv.",
    # Övningen legal-play: vilka kort som får läggas.
    "drill.legal.question-no-trumps.second": "{Contract}: det finns ingen trumf, och du lägger "
    "andra kortet i det här sticket. Vilka av dina kort får du lägga?",
    "drill.legal.question-no-trumps.third": "{Contract}: det finns ingen trumf, och du lägger "
    "tredje kortet i det här sticket. Vilka av dina kort får du lägga?",
    "drill.legal.hint-no-trumps": "Det finns ingen trumf: spadille är bara spader ess och basto "
    "bara klöver ess, vanliga ess. Vilken färg spelades ut? Följ den om du kan; kan du inte, "
    "vilket kort som helst.",
    "drill.legal.question.second": "{Trump} är trumf och du lägger andra kortet i det här "
    "sticket. Vilka av dina kort får du lägga?",
    "drill.legal.question.third": "{Trump} är trumf och du lägger tredje kortet i det här "
    "sticket. Vilka av dina kort får du lägga?",
    "drill.legal.hint": "Vilken färg spelades ut? Följ den om du kan. Om trumf spelades ut och "
    "dina enda trumf är matadorer får du behålla dem, utom när den utspelade matadoren är högre "
    "än din lägsta.",
    "drill.legal.only": "Du får lägga {cards} och inget annat.",
    "drill.legal.any": "Du får lägga vilket kort som helst.",
    "drill.legal.may": "får läggas: {cards}",
    "drill.legal.may-not": "får inte läggas: {cards}",
    "drill.legal.nudge.both-no-trumps": "Du valde ett kort som du inte får lägga, och missade ett "
    "som du får. {Led} spelades ut, och det finns ingen trumf: kan du följa färg?",
    "drill.legal.nudge.extra-no-trumps": "Du valde ett kort som du inte får lägga. {Led} spelades "
    "ut, och det finns ingen trumf: kan du följa färg?",
    "drill.legal.nudge.missing-no-trumps": "Du missade ett kort som du får lägga. {Led} spelades "
    "ut, och det finns ingen trumf: kan du följa färg?",
    "drill.legal.nudge.both-plain": "Du valde ett kort som du inte får lägga, och missade ett som "
    "du får. {Led} spelades ut: kan du följa färg?",
    "drill.legal.nudge.extra-plain": "Du valde ett kort som du inte får lägga. {Led} spelades ut: "
    "kan du följa färg?",
    "drill.legal.nudge.missing-plain": "Du missade ett kort som du får lägga. {Led} spelades ut: "
    "kan du följa färg?",
    "drill.legal.nudge.both-trumps": "Du valde ett kort som du inte får lägga, och missade ett "
    "som du får. Trumf spelades ut: vilka av dina kort är trumf, och får en matador hållas kvar?",
    "drill.legal.nudge.extra-trumps": "Du valde ett kort som du inte får lägga. Trumf spelades "
    "ut: vilka av dina kort är trumf, och får en matador hållas kvar?",
    "drill.legal.nudge.missing-trumps": "Du missade ett kort som du får lägga. Trumf spelades ut: "
    "vilka av dina kort är trumf, och får en matador hållas kvar?",
    # Övningen bid-advice: bjuda eller passa med den här handen.
    "drill.bid.question": "Du är äldsta hand och talar först. Ska du bjuda {contract} med den här "
    "handen (du namnger trumf om du vinner budgivningen)?",
    "drill.bid.hint": "Räkna dina matadorer för den bästa trumffärgen, sedan dina höga kort i "
    "sidofärg: kungar, och ess i röda sidofärger ({red_aces}). Fyra trumf eller fler med en "
    "hållning i sidofärg (en kung, eller en dam med skydd) ger också en hand.",
    "drill.bid.nudge": "Räkna igen: matadorerna för din bästa trumffärg, sedan dina säkra vinnare "
    "i sidofärg.",
    # Övningen exchange: vilka kort man ska slänga.
    "drill.exchange.question": "Du vann budgivningen med {contract} och namngav {trump} som "
    "trumf. Vilka kort slänger du? Du tar lika många överst från talongen.",
    "drill.exchange.hint": "Behåll dina trumf och kungar i sidofärg; låga kort i korta sidofärger "
    "är de vanliga att slänga. Ju fler du slänger, desto större chans att dra en matador.",
    "drill.exchange.moved": "Du slängde {discarded} och tog {drawn} från talongen.",
    "drill.exchange.kept": "Du behöll alla nio kort och tog inget.",
    "drill.exchange.change": "Matadorer {matadors_before} → {matadors_after}, trumf "
    "{trumps_before} → {trumps_after}, kungar i sidofärg {kings_before} → {kings_after}.",
    "drill.exchange.plan": "{change} En vanlig plan behåller trumfen och kungarna i sidofärg och "
    "slänger resten ({cards}).",
    "drill.exchange.plan-none": "{change} En vanlig plan behåller trumfen och kungarna i sidofärg "
    "och slänger resten.",
    "drill.exchange.verdict-fine": "Ditt byte:",
    "drill.exchange.verdict-poor": "Ett dåligt byte.",
    "drill.exchange.nudge.discarded-matador": "Du slänger en matador: behåll dina bästa trumf. "
    "Välj vad du slänger igen.",
    "drill.exchange.nudge.discarded-trump": "Du slänger en trumf: spelföraren behåller varje "
    "trumf. Välj vad du slänger igen.",
    "drill.exchange.nudge.discarded-king": "Du slänger en kung i sidofärg, en trolig vinnare. "
    "Välj vad du slänger igen.",
    # Övningen talon-draw: hur många kort en spelare ännu får ta från talongen.
    "drill.talon.question.first": "Spelföraren, i {contract}, slänger {ombre} och tar lika många "
    "från talongen på {talon}. Hur många kort får den första motspelaren ta som mest?",
    "drill.talon.question.last": "Spelföraren, i {contract}, slänger {ombre} och tar lika många "
    "från talongen på {talon}; den första motspelaren slänger sedan och tar {first}. Hur många "
    "kort får den andra motspelaren ta som mest?",
    "drill.talon.question.solo": "Spelföraren spelar solo och tar inget. Den första motspelaren "
    "slänger {first} och tar lika många från talongen på {talon}. Hur många kort får den andra "
    "motspelaren ta som mest?",
    "drill.talon.hint": "Räkna korten som ligger kvar i talongen när den här spelarens tur "
    "kommer; och ingen slänger mer än en hel hand.",
    "drill.talon.left": "Talongen hade {talon} och {drawn} togs före den här turen, så {left} "
    "ligger kvar.",
    "drill.talon.empty": "Talongen är tom: bytet är över, och den här motspelaren tar inget.",
    "drill.talon.whole-hand": "Det är mer än en hand: en spelare slänger högst alla sina {hand} "
    "kort, och tar lika många.",
    "drill.talon.all-left": "En spelare får ta högst det som finns kvar: alla {left}.",
    "drill.talon.rule": "Varje spelare tar lika många kort som den slänger, högst det som finns "
    "kvar i talongen",
    "drill.talon.nudge": "Räkna det som finns kvar i talongen när den här spelarens tur kommer, "
    "och kom ihåg att en hand bara har så många kort.",
    # Kortens namn per kortlek: en valör, en färg i en mening, färgen i kortets namn, och mallen
    # för kortets namn ("hjärter kung"; med spanska kort "Rey de copas", som sidan Kortleken
    # säger).
    "rank.french.A": "ess",
    "rank.french.2": "två",
    "rank.french.3": "tre",
    "rank.french.4": "fyra",
    "rank.french.5": "fem",
    "rank.french.6": "sex",
    "rank.french.7": "sju",
    "rank.french.J": "knekt",
    "rank.french.Q": "dam",
    "rank.french.K": "kung",
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
    "suit.french.spades": "spader",
    "suit.french.hearts": "hjärter",
    "suit.french.diamonds": "ruter",
    "suit.french.clubs": "klöver",
    "suit.spanish.spades": "espadas",
    "suit.spanish.hearts": "copas",
    "suit.spanish.diamonds": "oros",
    "suit.spanish.clubs": "bastos",
    "card.french": "{suit} {rank}",
    "card.spanish": "{rank} de {suit}",
    "card.suit.french.spades": "spader",
    "card.suit.french.hearts": "hjärter",
    "card.suit.french.diamonds": "ruter",
    "card.suit.french.clubs": "klöver",
    "card.suit.spanish.spades": "espadas",
    "card.suit.spanish.hearts": "copas",
    "card.suit.spanish.diamonds": "oros",
    "card.suit.spanish.clubs": "bastos",
    # Matadorernas namn, som sidorna skriver dem.
    "card.title.spadille": "spadille",
    "card.title.manille": "manille",
    "card.title.basto": "basto",
    "card.title.punto": "punto",
    "card.titled.aside": "{card} ({title})",
    "drill.cards-note": "{cards}: {note}",
    "list.comma": "{items}, {item}",
    "outcome.seat-chips": "{name} {chips}",
    # Motorns felmeddelanden (ombre_core/catalogue_errors.py). Handlingarnas och notationens
    # ord ('call Kh', 'position ...') är motorns egna och står kvar som de skrivs.
    "error.bad-action": "{text} är ingen handling: {why}",
    "error.bad-action.announce": "det enda meddelandet är 'announce vole'",
    "error.bad-action.call": "call kräver ett kort, som i 'call Kh'",
    "error.bad-action.deal": "en giv räknar upp varje hand och sedan talongen, åtskilda med '/'",
    "error.bad-action.discard": "säg vilka kort, som i 'discard 3h 4c', eller 'discard none'",
    "error.bad-action.empty": "den är tom",
    "error.bad-action.game": "{verb} kräver ett spels namn, som i '{verb} entrada'",
    "error.bad-action.game-length": "ett spels namn har högst {length} bokstäver",
    "error.bad-action.nothing-after": "{verb} tar inget efter sig",
    "error.bad-action.play": "play kräver ett kort, som i 'play Ks'",
    "error.bad-action.text": "en handling är text, inte {text}",
    "error.bad-action.trump": "namnge en färg, som i 'trump hearts'",
    "error.bad-action.verbs": "handlingarna är pass, bid ..., choose ..., gascarille, countervole, "
    "trump ..., call ..., discard ..., play ..., announce vole, stop, surrender, accept, refuse "
    "och deal ...",
    "error.bad-answer.chips": "chips måste räkna upp {players} tal, ett per spelare, inte {value}",
    "error.bad-answer.chips-shape": 'svaret måste vara {{"chips": [ett tal per spelare], '
    '"pot_after": tal}}',
    "error.bad-answer.choice": "svaret måste vara ett av {choices}, inte {value}",
    "error.bad-answer.list": "svaret måste vara en lista med valens id, inte {value}",
    "error.bad-answer.number.answer": "svaret måste vara ett heltal, inte {value}",
    "error.bad-answer.number.chip-change": "varje ändring i fiskar måste vara ett heltal, inte "
    "{value}",
    "error.bad-answer.number.pot-after": "potten efteråt måste vara ett heltal, inte {value}",
    "error.bad-answer.order": "ordna alla {count} val, inte {given}",
    "error.bad-answer.twice": "{value} står två gånger",
    "error.bad-answer.unknown-choice": "{value} är inte ett av valen: {choices}",
    "error.bad-budget.layouts": "layouts måste vara 1 till {most}, inte {value}",
    "error.bad-card": "{text} är inget kort: valörerna är A 2 3 4 5 6 7 J Q K (ingen 8, 9 eller "
    "10) och färgerna s h d c eller ♠ ♥ ♦ ♣, som i 'Kh' eller '7♦'",
    "error.bad-date": "{text} är ingen dag: skriv den ÅÅÅÅ-MM-DD, som 2026-12-02",
    "error.bad-date.calendar": "{text} är ingen dag i kalendern: {why}",
    "error.bad-deal.deck": "given är inte leken för {rules}",
    "error.bad-deal.hand-size": "varje hand har {size} kort: {cards}",
    "error.bad-deal.hands": "en giv ger {players} händer med reglerna {rules}, inte {count}",
    "error.bad-deal.talon": "talongen har {talon} kort, inte {count}",
    "error.bad-deal.twice": "{cards} givna två gånger",
    "error.bad-dealer": "givaren måste vara en plats från 0 till {last}, inte {value}",
    "error.bad-dealer.table": "ingen plats {seat} vid det här bordet för {seats}",
    "error.bad-dealer.table-seats": "ingen plats {seat} vid det här bordet för {seats} (platserna "
    "0 till {last})",
    "error.bad-difficulty": "ett problems svårighet är ett heltal från 1 till {levels}, inte "
    "{value}",
    "error.bad-link": "{text} är ingen giv: den skrivs <seed>[:<rules>]",
    "error.bad-link.rules": "{name} är inga regler som bordet erbjuder ({offered})",
    "error.bad-link.seat": "{text} är ingen plats vid det här bordet (0 till {last})",
    "error.bad-link.seed": "fröet {seed} är för stort",
    "error.bad-number": "{field} måste vara ett heltal, inte {value}",
    "error.bad-position.callable": "{card} kan inte kallas: det kan en kung eller dam som inte är "
    "trumf",
    "error.bad-position.called": "'called' anger det kallade kortet och platsen som har det, som "
    "i 'called Kh 2', i {text}",
    "error.bad-position.called-extra": "{contract} kallar ingen partner, så läget nämner inget "
    "kallat kort",
    "error.bad-position.called-held": "plats {seat} har {card}, som gavs till plats {holder}",
    "error.bad-position.called-missing": "ett läge i {contract} nämner det kallade kortet och "
    "den som har det ('called Kh 2')",
    "error.bad-position.data": "felaktiga lägesdata {data}: {why}",
    "error.bad-position.deck": "{card} finns inte i leken för {rules}",
    "error.bad-position.diamonds": "{contract} spelas med ruter som trumf",
    "error.bad-position.dummy-ombre": "plats {seat} har träkarlens hand, som aldrig är spelförare",
    "error.bad-position.flag": "'{key}' tar inget efter sig i {text}",
    "error.bad-position.forced-game": "en tvingad spelförare spelar {lowest}, inte {contract}",
    "error.bad-position.forced-spadille": "en tvingad spelförare är den som hade spadille, och "
    "den här spelförarens hand hade den inte",
    "error.bad-position.hand": "plats {seat} ska ha {size} kort efter {done} stick, inte {count}",
    "error.bad-position.hand-playing": "plats {seat} ska ha {size} kort efter {done} stick och "
    "ett lagt i det här, inte {count}",
    "error.bad-position.holder": "den som har det kallade kortet måste vara en plats från 0 till "
    "{last}",
    "error.bad-position.key-twice": "{word} står två gånger i {text}",
    "error.bad-position.needs": "ett läge behöver '{key}': {text}",
    "error.bad-position.negative": "vunna stick kan inte vara negativa",
    "error.bad-position.no-forced": "reglerna {rules} har ingen forced spadille, så ingen "
    "spelförare är tvingad",
    "error.bad-position.no-trumps": "ett läge namnger sin trumf, och {contract} spelas utan trumf",
    "error.bad-position.notation": "{text} är inget läge: det börjar 'position CONTRACT TRUMP', "
    "som i 'position entrada hearts ombre 0 leader 1 won 0 0 0 hands ... / ... / ...'",
    "error.bad-position.ombre-hand": "spelförarens hand när spelet började har {size} kort",
    "error.bad-position.ombre-twice": "spelförarens hand när spelet började anges två gånger, "
    "olika",
    "error.bad-position.seat": "{name} måste vara en plats från 0 till {last}, inte {value}",
    "error.bad-position.seat-number": "{key} måste vara ett platsnummer i {text}",
    "error.bad-position.seats": "ett läge anger händer och vunna stick för alla {players} platser",
    "error.bad-position.start": "'start' anger en hand, eller en per plats ({players}), när "
    "spelet började",
    "error.bad-position.start-hand": "plats {seat}s hand när spelet började måste ha {size} kort "
    "och innehålla varje kort som platsen fortfarande har",
    "error.bad-position.trick": "ett pågående stick har färre än {players} kort",
    "error.bad-position.tricks": "{done} stick är redan tagna, men en giv har {total}",
    "error.bad-position.twice": "{card} står två gånger",
    "error.bad-position.unexpected": "oväntat {word} i {text}",
    "error.bad-position.vole": "med reglerna {rules} binder en vole först när spelföraren, "
    "efter att ha vunnit stick 1-{run}, spelar ut till stick {next}",
    "error.bad-position.won": "won måste vara antal stick i {text}",
    "error.bad-pot": "potten måste vara 0 fiskar eller fler, inte {value}",
    "error.bad-puzzle.data": "inte ett problems dataform: {why}",
    "error.bad-puzzle.id": "ett problems id måste vara text, inte {value}",
    "error.bad-puzzle.rating": "problem {id} har talet {rating} och RD {rd}: RD måste vara över 0 "
    "och högst {limit}, talet från {low} till {high}",
    "error.bad-puzzle.twice": "problemens id måste skilja sig åt: {ids} förekommer mer än en gång",
    "error.bad-rating": "ett tal måste vara ett tal från {low} till {high}: {value}",
    "error.bad-rd": "en ratingavvikelse (RD) måste vara över 0 och högst {limit}: {value}",
    "error.bad-rules.daily": "{rules} har ingen dagens giv: välj {presets}",
    "error.bad-rules.field": "{text} är inte fält=värde",
    "error.bad-rules.missing": "reglerna saknas: börja med en förinställnings namn",
    "error.bad-rules.name": "förinställningen namnges först, inte med name=",
    "error.bad-rules.removed-suits": "removed_suits måste vara färgbokstäverna s h d c, inte "
    "{value}",
    "error.bad-rules.too-large": "{field} får vara högst {most}, inte {value}",
    "error.bad-rules.twice": "regelfältet {field} anges två gånger",
    "error.bad-score": "ett partis resultat måste vara från 0 (en förlust) till 1 (en vinst): "
    "{value}",
    "error.bad-seat": "det finns ingen plats {seat} vid det här bordet",
    "error.bad-seed": "ett frö är ett heltal, inte {value}",
    "error.bad-seed.exercise": "en övnings frö är ett heltal >= 0, inte {value}",
    "error.bad-state": "{text} är inget läge: det skrivs 'RULES | dealer N | pot N | ...'",
    "error.bad-state.data": "felaktiga lägesdata: {why}",
    "error.bad-state.number": "väntade '{key} N', inte {text}",
    "error.bad-state.sections": "för många '|'-delar i {text}",
    "error.bad-suit": "{text} är ingen färg: använd s h d c, ♠ ♥ ♦ ♣, spades hearts diamonds "
    "clubs, eller espadas copas oros bastos",
    "error.bad-volatility": "en volatilitet måste vara över 0 och högst {limit}: {value}",
    "error.deal-in-progress": "spela klart den pågående given först",
    "error.deal-not-over": "den pågående given är inte slut än",
    "error.deal-over": "given är slut: {action} går inte",
    "error.duplicate-card": "{card} står två gånger",
    "error.duplicate-card.dealt": "{card} ges två gånger i {text}",
    "error.duplicate-card.in": "{card} står två gånger i {text}",
    "error.early-day": "{day} är före den första dagens giv, {first}",
    "error.empty-talon": "det finns inget kort i talongen att vända upp",
    "error.future-day": "{day} har inte kommit än: den senaste dagens giv är dagens, {today}",
    "error.no-action": "ingen ska handla: given är slut",
    "error.no-action.now": "ingen ska handla: {expecting}",
    "error.no-card": "inget kort kan läggas nu: {expecting}",
    "error.no-decision": "du fattade inget beslut i stick {trick} i den här given",
    "error.no-decision.replay": "stick {trick} kan inte spelas om härifrån",
    "error.no-puzzle": "det finns inget problem att välja bland",
    "error.no-puzzle.just-played": "det enda problemet, {id}, var det som just spelades",
    "error.not-a-discard": "{action} är inget sätt att slänga",
    "error.not-a-play": "ett problem är ett beslut i spelet, som lösaren spelar",
    "error.not-in-play": "det finns inget att lösa här: given spelas inte (fas {phase})",
    "error.not-legal": "{action} gick inte i det här läget: {expecting}",
    "error.not-over": "{what} är inte slut än: {notation}",
    "error.not-the-deal": "{what} {notation} är inte given för {day} med {rules}",
    "error.not-your-turn": "plats {seat} är inte den som ska spela i det här läget",
    "error.nothing-to-undo": "det finns ingen handling att ta tillbaka",
    "error.nothing-to-undo.sitting-out": "du står över den här given: inget att ta tillbaka",
    "error.nothing-to-undo.yours": "du har inte fattat något beslut i den här given än",
    "error.one-deal": "det här bordet spelar en giv: det finns ingen nästa giv",
    "error.record.absurd": "en ställning över {bound} fiskar efter {deals} givar är orimlig",
    "error.record.cards": "korten är inte given för fröet {seed}",
    "error.record.counted": "'counted' måste vara true eller false",
    "error.record.counted-not-over": "given är inte slut, men dess fiskar är räknade",
    "error.record.dealer": "giv {deals} ges av plats {dealer}, inte plats {given}",
    "error.record.deals": "dess givnummer måste vara 1 eller mer, inte {value}",
    "error.record.first": "den första givaren måste vara en plats, inte {value}",
    "error.record.never-dealt": "given gavs aldrig",
    "error.record.not-counted": "given är slut, men dess fiskar är inte räknade",
    "error.record.not-saved": "det är inget sparat parti",
    "error.record.notation": "dess giv är inte i lägesnotation",
    "error.record.one-deal": "ett bord med en giv har ingen giv {deals}",
    "error.record.one-flag": "'one' måste vara true eller false, inte {value}",
    "error.record.past": "giv {deals} ligger efter spelomgångens {limit} givar",
    "error.record.position": "dess giv börjar från ett läge, inte från korten",
    "error.record.replay": "dess giv kan inte spelas om: {why}",
    "error.record.rules": "dess regler ({rules}) är inga som bordet erbjuder ({offered})",
    "error.record.seed": "fröet måste vara ett heltal, inte {value}",
    "error.record.sum": "ställningen ({tally}) och potten ({pot}) blir inte tillsammans "
    "spelomgångens fiskar",
    "error.record.tally": "ställningen måste vara {seats} heltal, ett per plats",
    "error.record.version": "det är inget sparat parti från den här versionen",
    "error.session-over": "spelomgången är slut",
    "error.sitting-out": "du stod över den här given: det finns inget av ditt att spela om",
    "error.suit-removed": "{suit} finns inte i den här leken",
    "error.unknown-contract": "reglerna {rules} har inget spel {name}: {games}",
    "error.unknown-exercise": "det finns ingen övning av slaget {name}: välj en av {kinds}",
    "error.unknown-preset": "okänd regelförinställning {name}",
    "error.wrong-phase": "{action} går inte nu: {expecting}",
    "error.your-turn": "det är din tur: boten spelar bara åt de andra",
}
