"""Les phrases du moteur en français, par code (les mêmes codes et paramètres que l'anglais)."""

CATALOGUE: dict[str, str] = {
    # Qui est assis où à la table du site : l'apprenant à la place 0, puis deux bots.
    "seat.0": "Vous",
    "seat.1": "Anna",
    "seat.2": "Bo",
    "seat.3": "Carl",
    "seat.4": "Dora",
    # Une place nommée dans une phrase sur une autre place, quand c'est celle de l'apprenant.
    "seat.you": "vous",
    # Noms comptés : une entrée par catégorie de pluriel de la langue (voir PLURAL_RULES ; en
    # français, « one » vaut aussi pour 0 et « many » pour les millions).
    "count.card.one": "{count} carte",
    "count.card.other": "{count} cartes",
    "count.card.many": "{count} cartes",
    "contract.a": "un {contract}",
    "contract.a.entrada": "une entrada",
    "contract.a.vuelta": "une vuelta",
    "contract.a.solo": "un solo",
    "contract.a.juego": "un juego",
    "contract.a.voltereta": "une voltereta",
    "contract.a.oros": "un oros",
    "contract.a.contrabola": "une contrabola",
    "contract.a.countervole": "un countervole",
    "contract.a.alliance": "une alliance",
    # Libellés des boutons d'action.
    "label.pass": "Passer",
    "label.bid": "Annoncer {contract}",
    "label.bid-play": "Dire « je joue »",
    "label.bid-higher": "Je monte",
    "label.choose": "Choisir {contract}",
    "label.gascarille": "Prendre la gascarille",
    "label.trump": "Atout {suit} {symbol}",
    "label.call": "Appeler {card}",
    "label.keep": "Garder toutes mes cartes",
    "label.discard": "Écarter {cards}",
    "label.play": "Jouer {card}",
    "label.announce-vole": "Annoncer le vole",
    "label.stop": "S'arrêter et compter",
    "label.stop-primeras": "S'arrêter et compter (primeras)",
    "label.surrender": "Proposer l'abandon",
    "label.accept": "Accepter l'abandon",
    "label.refuse": "Refuser et prendre la main",
    # Ce que signifie un contrat, en une proposition.
    "meaning": "l'ombre {trumps} et {exchange} ; {a_contract} vaut {value} de chaque "
    "défenseur en cas de sacada",
    "meaning.trumps.named": "nomme l'atout",
    "meaning.trumps.turn-up": "retourne la carte du dessus du talon, dont la couleur est atout,",
    "meaning.trumps.diamonds": "joue avec carreau pour atout",
    "meaning.exchange.yes": "échange avec le talon",
    "meaning.exchange.no": "n'échange pas",
    "meaning.calls": "l'ombre nomme l'atout et appelle un roi, dont le détenteur devient son "
    "partenaire secret ; ensemble, ils doivent faire plus de la moitié des plis, et "
    "{a_contract} vaut {value} de chaque défenseur en cas de gain",
    "meaning.no-trick": "l'ombre joue sans atout et sans échange, et ne doit faire aucun pli : "
    "{a_contract} se paie comme un vole",
    # La donne.
    "deal": "{who} donne {hand} cartes à chacun, vers la droite, par paquets de {packet}, en "
    "commençant par {eldest}, l'aîné ; {talon} forment le talon. Mises initiales : {antes}, le "
    "pot contient donc {pot}.",
    "deal/you": "Vous donnez {hand} cartes à chacun, vers la droite, par paquets de {packet}, en "
    "commençant par {eldest}, l'aîné ; {talon} forment le talon. Mises initiales : {antes}, le "
    "pot contient donc {pot}.",
    "deal.no-talon": "{who} donne {hand} cartes à chacun, vers la droite, par paquets de "
    "{packet}, en commençant par {eldest}, l'aîné ; tout le jeu est distribué, sans talon. Mises "
    "initiales : {antes}, le pot contient donc {pot}.",
    "deal.no-talon/you": "Vous donnez {hand} cartes à chacun, vers la droite, par paquets de "
    "{packet}, en commençant par {eldest}, l'aîné ; tout le jeu est distribué, sans talon. Mises "
    "initiales : {antes}, le pot contient donc {pot}.",
    "deal.antes-each": "chaque joueur met {ante} au pot",
    "deal.antes-dealer": "le donneur, {dealer}, met {ante} au pot",
    "deal.antes-live": "chaque joueur vivant met {ante} au pot (le mort ne mise rien)",
    # Les enchères.
    "step.pass": "{who} passe. Passer est définitif : {who} n'enchérit plus de la donne.",
    "step.pass/you": "Vous passez. Passer est définitif : vous n'enchérissez plus de la donne.",
    "step.bid": "{who} annonce {contract} : une offre de jouer seul contre {others} ; {meaning}. "
    "{next}",
    "step.bid/you": "Vous annoncez {contract} : vous offrez de jouer seul contre {others} ; "
    "{meaning}. {next}",
    "step.bid.higher": "Qui n'a pas passé doit annoncer plus haut ({ladder}) ou passer.",
    "step.bid.top": "{Contract} est l'enchère la plus haute : les autres ne peuvent que passer.",
    "step.bid-play": "{who} dit « je joue » : une offre de jouer seul contre {others}. Le gagnant "
    "choisit le jeu après les enchères ({ladder}) ; un joueur qui parle ensuite ne peut "
    "surenchérir qu'en disant « je monte ».",
    "step.bid-play/you": "Vous dites « je joue » : vous offrez de jouer seul contre {others}. Le "
    "gagnant choisit le jeu après les enchères ({ladder}) ; un joueur qui parle ensuite ne peut "
    "surenchérir qu'en disant « je monte ».",
    "step.bid-higher": "{who} monte : chaque surenchère relève d'un cran le jeu le plus bas que "
    "le gagnant peut choisir, qui est donc maintenant {step} ou plus ({ladder}).",
    "step.bid-higher/you": "Vous montez : chaque surenchère relève d'un cran le jeu le plus bas "
    "que le gagnant peut choisir, qui est donc maintenant {step} ou plus ({ladder}).",
    "auction.thrown-in": "Tout le monde a passé : les cartes sont jetées (gasca) et le pot de "
    "{pot} reste pour la donne suivante, où de nouvelles mises le font grossir.",
    # La même chose à une table d'une seule donne (la donne du jour), sans donne suivante.
    "auction.thrown-in.one-deal": "Tout le monde a passé : personne ne joue cette donne ; le pot "
    "de {pot} passerait à la suivante.",
    "auction.spadille-in-talon": "Tout le monde a passé, et le spadille forcé est en vigueur, "
    "mais Spadille est dans le talon : personne n'est forcé de jouer, les cartes sont donc jetées "
    "et le pot de {pot} reste pour la donne suivante.",
    "auction.spadille-in-talon.one-deal": "Tout le monde a passé, et le spadille forcé est en "
    "vigueur, mais Spadille est dans le talon : personne n'est forcé de jouer, donc personne ne "
    "joue cette donne ; le pot de {pot} passerait à la suivante.",
    "auction.forced-spadille": "Tout le monde a passé, et le spadille forcé est en vigueur : "
    "{who}, qui détient Spadille, doit jouer {contract}, qui se compte comme d'habitude.",
    "auction.forced-spadille/you": "Tout le monde a passé, et le spadille forcé est en vigueur : "
    "vous détenez Spadille, vous devez donc jouer {contract}, qui se compte comme d'habitude.",
    "auction.gascarille": "Tout le monde a passé, et la gascarille est en vigueur : chacun à son "
    "tour, en partant de l'aîné, peut la prendre : écarter {count}, en piocher autant, nommer "
    "l'atout et jouer, compté comme {contract}.",
    "auction.ombre": "{who} remporte les enchères et devient l'ombre, qui joue seul contre "
    "{others} en {contract}.",
    "auction.ombre/you": "Vous remportez les enchères et devenez l'ombre, seul contre {others} en "
    "{contract}.",
    "auction.ombre-chooses": "{who} remporte les enchères et devient l'ombre, qui joue seul "
    "contre {others} ; {who} choisit maintenant le jeu : {step} ou plus ({ladder}).",
    "auction.ombre-chooses/you": "Vous remportez les enchères et devenez l'ombre, seul contre "
    "{others} ; à vous de choisir le jeu : {step} ou plus ({ladder}).",
    "step.choose": "{who} choisit {contract} : {meaning}.",
    "step.choose/you": "Vous choisissez {contract} : {meaning}.",
    "step.gascarille": "{who} prend la gascarille.",
    "step.gascarille/you": "Vous prenez la gascarille.",
    "step.gascarille-pass": "{who} refuse la gascarille.",
    "step.gascarille-pass/you": "Vous refusez la gascarille.",
    "gascarille.none": "Personne ne la prend : les cartes sont jetées et le pot de {pot} reste.",
    # L'atout.
    "step.trump": "{who} nomme l'atout : {suit}.",
    "step.trump/you": "Vous nommez l'atout : {suit}.",
    # L'appel (Quadrille, Quintille).
    "step.bid-call": "{who} annonce {contract} : une offre de jouer avec un partenaire appelé ; "
    "{meaning}. {next}",
    "step.bid-call/you": "Vous annoncez {contract} : vous offrez de jouer avec un partenaire "
    "appelé ; {meaning}. {next}",
    "auction.ombre-calls": "{who} remporte les enchères et devient l'ombre en {contract} : {who} "
    "nomme l'atout et appelle un roi, dont le détenteur devient son partenaire secret.",
    "auction.ombre-calls/you": "Vous remportez les enchères et devenez l'ombre en {contract} : "
    "vous nommez l'atout et appelez un roi, dont le détenteur devient votre partenaire secret.",
    "step.call": "{who} appelle {card} : qui la détient est le partenaire secret de l'ombre, "
    "révélé quand {card} est jouée.",
    "step.call/you": "Vous appelez {card} : qui la détient est votre partenaire secret, révélé "
    "quand {card} est jouée.",
    "label.call-own": "Appeler {card}, la vôtre : vous jouez seul et devez faire {need} plis",
    "step.call-own": "{who} appelle {card} : qui la détient est le partenaire secret de l'ombre, "
    "révélé quand {card} est jouée.",
    "step.call-own/you": "Vous appelez {card}, votre propre carte : vous jouez seul et devez "
    "faire {need} plis sur {total}.",
    "partner.own": "{who} détient cette carte : {who} joue sans partenaire",
    "partner.own/you": "c'est votre propre carte : vous jouez seul et devez faire {need} plis sur "
    "{total}",
    "play.partner": "{who} a joué {card}, la carte appelée : {who} est donc le partenaire de "
    "l'ombre.",
    "play.partner/you": "Vous avez joué {card}, la carte appelée : tout le monde sait maintenant "
    "que vous êtes le partenaire de l'ombre.",
    "play.called-own": "{who} a joué {card}, la carte appelée : {who} avait appelé sa propre "
    "carte et joue sans partenaire.",
    "play.called-own/you": "Vous avez joué {card}, la carte appelée, qui est la vôtre : vous "
    "jouez seul.",
    "trump.turned-up": "La carte du dessus du talon est retournée : {card}, l'atout est donc "
    "{suit} ; elle reste dessus, première carte que piochera l'ombre. Avec atout {suit}, les "
    "matadors sont Spadille, {manille} (Manille) et Basto.",
    "trump.diamonds": "{Contract} : l'atout est carreau ; les matadors sont Spadille, {manille} "
    "(Manille) et Basto.",
    "trump.named": "Avec atout {suit}, les matadors sont Spadille, {manille} (Manille) et Basto.",
    # L'échange.
    "step.discard-seen": "{who} écarte {cards} face cachée et pioche {drawn}.",
    "step.discard-seen/you": "Vous écartez {cards} face cachée et piochez {drawn}.",
    "step.discard": "{who} écarte {count} face cachée et en pioche autant dans le talon.",
    "step.discard/you": "Vous écartez {count} face cachée et en piochez autant dans le talon.",
    "step.keep": "{who} garde toute sa main.",
    "step.keep/you": "Vous gardez toute votre main.",
    "exchange.talon-left": "Reste au talon : {cards}.",
    "exchange.ombre-keeps": "En {contract}, l'ombre n'échange pas ; les défenseurs, si, dans "
    "l'ordre de jeu.",
    "exchange.talon-empty": "Le talon est vide : {who} ne peut pas échanger.",
    "exchange.talon-out": "{cards} restent face cachée dans le talon, hors jeu.",
    "exchange.first-lead": "{who} entame le premier pli.",
    "exchange.first-lead/you": "Vous entamez le premier pli.",
    # Le jeu.
    "step.play": "{who} joue {card}.",
    "step.play/you": "Vous jouez {card}.",
    "play.vole": "En entamant le pli {number} après avoir fait tous les plis jusqu'ici, {who} "
    "s'engage au vole.",
    "play.vole/you": "En entamant le pli {number} après avoir fait tous les plis jusqu'ici, vous "
    "vous engagez au vole.",
    "play.trick": "{who} remporte le pli {number} : {why}.",
    "play.trick/you": "Vous remportez le pli {number} : {why}.",
    # Ombre a dos : le libellé de la place du mort, et chaque carte qu'il joue selon son unique
    # règle.
    "seat.dummy": "Mort",
    "play.dummy-lead": "{who}, le mort, entame {card} : sa règle est de toujours entamer sa plus "
    "basse carte.",
    "play.dummy-takes": "{who}, le mort, joue {card} : selon sa règle, la plus petite carte qui "
    "prend le pli.",
    "play.dummy-lowest": "{who}, le mort, joue {card} : selon sa règle, sa plus basse carte, "
    "puisqu'il ne peut pas prendre le pli ou que le défenseur le tient déjà.",
    "step.announce-vole": "{who} annonce le vole : les neuf plis, pour {win} de chaque défenseur "
    "; perdre un seul pli coûte {loss} à chacun.",
    "step.announce-vole/you": "Vous annoncez le vole : les neuf plis, pour {win} de chaque "
    "défenseur ; perdre un seul pli coûte {loss} à chacun.",
    "step.stop": "{who} s'arrête après avoir fait les {count} premiers plis d'affilée.",
    "step.stop/you": "Vous vous arrêtez après avoir fait les {count} premiers plis d'affilée.",
    "step.surrender": "{who} propose d'abandonner la donne : si {defenders_accept}, elle compte "
    "comme une puesta ; un défenseur peut refuser et devenir l'ombre à sa place.",
    "step.surrender/you": "Vous proposez d'abandonner la donne : si {defenders_accept}, elle "
    "compte comme une puesta ; un défenseur peut refuser et devenir l'ombre à votre place.",
    "step.accept": "{who} accepte l'abandon.",
    "step.accept/you": "Vous acceptez l'abandon.",
    "step.refuse": "{who} refuse l'abandon et devient l'ombre dans le même jeu.",
    "step.refuse/you": "Vous refusez l'abandon et devenez l'ombre dans le même jeu.",
    "over": "La donne est finie : {result}.",
    # De qui vient l'idée de l'indice de la table.
    "hint.simple-bot": "l'idée du bot simple, pas forcément le meilleur coup",
    "hint.strong.one": "le choix d'un joueur fort, pesé sur {count} répartition des cartes que "
    "vous ne voyez pas",
    "hint.strong.other": "le choix d'un joueur fort, pesé sur {count} répartitions des cartes que "
    "vous ne voyez pas",
    "hint.strong.many": "le choix d'un joueur fort, pesé sur {count} répartitions des cartes que "
    "vous ne voyez pas",
    "hint.forced": "la règle : un seul coup est permis",
    # Pourquoi le bot fort de la table a joué une carte que le bot simple n'aurait pas jouée.
    "bot.strong": "le plus de jetons qu'il pouvait espérer sur les répartitions des cartes qu'il "
    "ne voit pas",
    # L'indice d'un joueur fort (ombre_core/hints.py) : l'idée d'abord, puis la carte.
    "idea.draw-trumps": "Tirez les atouts : un adversaire peut encore en avoir, et entamer les "
    "vôtres fait tomber les siens",
    "idea.cash": "Encaissez tant que vous le pouvez : entamez une carte que rien de ce qui reste "
    "dans sa couleur ne peut battre",
    "idea.long-suit": "Entamez votre longue : quand les autres n'en ont plus, ses petites cartes "
    "font des plis",
    "idea.lead-low": "Entamez petit : ne donnez rien et gardez vos fortes cartes pour plus tard",
    "idea.keep-matador": "Gardez {card} : un matador n'a pas à être joué sur une entame d'atout "
    "plus bas",
    "idea.trump-in": "Coupez : vous ne pouvez pas fournir, et un atout prend le pli",
    "idea.win": "Prenez le pli tant que vous le pouvez",
    "idea.duck": "Laissez passer : abandonnez ce pli et gardez vos fortes cartes",
    "idea.keep-guard": "Conservez la garde : défaussez-vous dans une autre couleur pour laisser "
    "une garde à {card}",
    "idea.throw": "Lâchez une perdante : vous ne pouvez pas prendre ce pli, donnez la carte "
    "dont vous avez le moins besoin",
    "idea.stop": "Arrêtez-vous ici et prenez ce que vous avez gagné",
    "idea.vole": "Tentez le vole : annoncez-le et faites tous les plis",
    "idea.forced": "Aucun choix : un seul coup est permis ici",
    "idea.evidence.ombre.one": "ce coup gagne la donne dans {count} répartition sur 10",
    "idea.evidence.ombre.other": "ce coup gagne la donne dans {count} répartitions sur 10",
    "idea.evidence.ombre.many": "ce coup gagne la donne dans {count} répartitions sur 10",
    "idea.evidence.defence.one": "ce coup bat l'ombre dans {count} répartition sur 10",
    "idea.evidence.defence.other": "ce coup bat l'ombre dans {count} répartitions sur 10",
    "idea.evidence.defence.many": "ce coup bat l'ombre dans {count} répartitions sur 10",
    "idea.sentence": "{idea}. D'après ce que vous voyez, {evidence}.",
    "idea.reason": "{why} : {chips}",
    "idea.chips": "{chips} jetons en moyenne pour votre camp, le meilleur de vos choix",
    "idea.chips.equal": "{chips} jetons en moyenne pour votre camp, aussi bien que le meilleur à "
    "l'erreur d'estimation près ({best} jetons)",
    # Un problème (ombre_core/puzzles.py) : sa raison, la réfutation de chaque mauvaise réponse, ses
    # thèmes.
    "puzzle.reason": "{idea}. En moyenne, sur les façons dont les cartes cachées peuvent être "
    "réparties, ce coup vaut {chips} jetons à votre camp, et, toutes les mains visibles, il mène "
    "à {outcome}.",
    # Le premier indice d'un problème : l'idée de la réponse, sans nommer de carte (une par code
    # d'idée).
    "puzzle.hint.draw-trumps": "Pensez aux atouts qui sont encore contre vous",
    "puzzle.hint.cash": "Prenez les plis qui sont à vous tant que vous le pouvez",
    "puzzle.hint.long-suit": "Pensez à votre longue",
    "puzzle.hint.lead-low": "Ne donnez rien : gardez vos fortes cartes pour plus tard",
    "puzzle.hint.keep-matador": "Gardez votre matador",
    "puzzle.hint.trump-in": "Vous ne pouvez pas fournir : pensez à couper",
    "puzzle.hint.win": "Pouvez-vous prendre ce pli maintenant ?",
    "puzzle.hint.duck": "Devez-vous prendre ce pli ?",
    "puzzle.hint.keep-guard": "Gardez votre haute carte gardée",
    "puzzle.hint.throw": "Vous ne pouvez pas prendre ce pli : de quoi pouvez-vous vous passer ?",
    "puzzle.hint.stop": "Comptez vos plis : est-il temps de vous arrêter ?",
    "puzzle.hint.vole": "Pourriez-vous faire tous les plis ?",
    "puzzle.hint.forced": "Un seul coup est permis ici",
    "puzzle.action.play": "jouez {card}",
    "puzzle.action.stop": "vous arrêtez",
    "puzzle.action.announce-vole": "annoncez le vole",
    "puzzle.action.and-lead": "{action} et entamez {card}",
    "puzzle.line.lead": "{who} entame {card}",
    "puzzle.line.lead/you": "vous entamez {card}",
    "puzzle.line.and-leads": "{step} et entame {card}",
    "puzzle.line.and-leads/you": "{step} et entamez {card}",
    "puzzle.line.play": "{who} joue {card}",
    "puzzle.line.play/you": "vous jouez {card}",
    "puzzle.line.stop": "{who} s'arrête",
    "puzzle.line.stop/you": "vous vous arrêtez",
    "puzzle.line.announce-vole": "{who} annonce le vole",
    "puzzle.line.announce-vole/you": "vous annoncez le vole",
    "puzzle.refutation": "Si vous {action} : {line}, et avec le meilleur jeu, on aboutit à "
    "{outcome}.",
    "puzzle.refutation.short": "Si vous {action}, avec le meilleur jeu, on aboutit à {outcome}.",
    "puzzle.theme.drawing-trumps": "Tirer les atouts",
    "puzzle.theme.keeping-a-matador-back": "Garder un matador",
    "puzzle.theme.matador-privilege": "Le privilège des matadors",
    "puzzle.theme.stop-or-vole": "S'arrêter ou tenter le vole",
    "puzzle.theme.ducking": "Laisser passer",
    "puzzle.theme.taking-the-trick": "Prendre le pli",
    "puzzle.theme.trumping-in-or-discarding": "Couper ou se défausser",
    "puzzle.theme.defending-together": "Défendre ensemble",
    "puzzle.theme.last-tricks": "Les derniers plis",
    "puzzle.theme.cashing-winners": "Encaisser ses gagnantes",
    "puzzle.theme.long-suit": "La longue",
    "puzzle.theme.keeping-a-guard": "Garder une garde",
    "puzzle.theme.the-exchange": "L'échange",
    # Un problème d'échange (l'écart de l'ombre) : l'idée de la réponse, son indice, les
    # réfutations.
    "puzzle.exchange.void": "Videz une couleur secondaire : sans elle, vous pouvez couper ses "
    "entames",
    "puzzle.exchange.keep-king": "Gardez {card} : un roi peut faire un pli à lui seul",
    "puzzle.exchange.throw-more": "Écartez tous les perdants : chaque carte piochée peut être un "
    "atout ou un roi",
    "puzzle.exchange.keep": "Gardez ce qui peut faire un pli, et piochez pour le reste",
    "puzzle.hint.exchange.void": "Pourriez-vous vider une couleur secondaire ?",
    "puzzle.hint.exchange.keep-king": "Laquelle de vos cartes de couleur secondaire peut faire un "
    "pli ?",
    "puzzle.hint.exchange.throw-more": "Combien de vos cartes ne peuvent faire aucun pli ?",
    "puzzle.hint.exchange.keep": "Lesquelles de vos cartes valent d'être gardées ?",
    "puzzle.action.discard": "écartez {cards}",
    "puzzle.action.keep": "gardez toutes vos cartes",
    "puzzle.refutation.exchange": "Si vous {action}, vous piochez {cards}, et avec le meilleur "
    "jeu, on aboutit à {outcome}.",
    "puzzle.reason.exchange": "{idea}. En moyenne, sur les façons dont les cartes cachées et le "
    "talon peuvent être répartis, cet écart vous vaut {chips} jetons, le meilleur de ces écarts, "
    "et, toutes les cartes visibles, il mène à {outcome}.",
    "puzzle.question.play": "Trouvez la meilleure carte. Votre première réponse compte.",
    "puzzle.question.exchange": "Vous êtes l'ombre : quel écart est le meilleur ? Votre première "
    "réponse compte.",
    # Là où la revue de la donne (le verdict du solveur sur chaque carte) ne peut pas aller.
    "review.unavailable.players": "La revue de la donne n'est pas disponible pour {game} : le "
    "solveur qui juge chaque carte ne joue que l'Ombre à trois.",
    "review.unavailable.dummy": "La revue de la donne n'est pas disponible pour l'Ombre a dos : "
    "le solveur qui juge chaque carte ne sait pas jouer la règle fixe du mort.",
    "review.unavailable.contrabola": "La revue de la donne n'est pas disponible pour {contract} : "
    "le solveur qui juge chaque carte ne joue que les jeux où l'ombre cherche à faire des plis.",
    "game.tvahant": "le tvåhant",
    "game.quadrille": "le Quadrille",
    "game.quintille": "le Quintille",
    # Le résultat d'une donne dans le mot de son jeu (le titre du règlement).
    "result.thrown-in": "cartes jetées",
    "result.sacada": "sacada",
    "result.puesta": "puesta",
    "result.codille": "codille",
    "result.remise": "remise",
    "result.contrabola-made": "{contract} réussie",
    "result.contrabola-failed": "{contract} manquée",
    "result.a.sacada": "une sacada",
    "result.a.puesta": "une puesta",
    "result.a.codille": "un codille",
    "result.a.remise": "une remise",
    "result.a.contrabola-made": "une {contract} réussie",
    "result.a.contrabola-failed": "une {contract} manquée",
    # Les mots qui dépendent du nombre de joueurs de la donne (les noms avec lesquels la phrase est
    # dite).
    "others.1": "l'autre joueur",
    "others.many": "les {count} autres",
    "others.2": "les deux autres",
    "others.3": "les trois autres",
    "others.4": "les quatre autres",
    "defenders-accept.1": "le défenseur accepte",
    "defenders-accept.2": "les deux défenseurs acceptent",
    "defenders-accept.many": "tous les défenseurs acceptent",
    # Un niveau de résultat du solveur, avec l'article indéfini (« une sacada ») et défini (« la »).
    "level.failed-vole": "un vole manqué",
    "level.codille": "un codille",
    "level.puesta": "une puesta",
    "level.sacada": "une sacada",
    "level.stop": "un arrêt après {tricks} plis d'affilée",
    "level.vole": "un vole",
    "level.the.failed-vole": "le vole manqué",
    "level.the.codille": "le codille",
    "level.the.puesta": "la puesta",
    "level.the.sacada": "la sacada",
    "level.the.stop": "l'arrêt après {tricks} plis d'affilée",
    "level.the.vole": "le vole",
    # La fin d'une donne avec le meilleur jeu, avec les plis de chaque place.
    "outcome": "{what} ({split})",
    "outcome.seat-tricks": "{name} {count}",
    "outcome.codille": "codille pour {who}",
    "outcome.failed-vole": "{level}, {by_count}",
    # Les pièces d'un verdict : ce qu'une décision a conservé, laissé faire à l'ombre, ou ce qu'a
    # fait la meilleure défense.
    "verdict.kept": "Résultat conservé : {level}.",
    "verdict.kept.no-better": "Impossible de faire mieux : {level}.",
    "verdict.kept.defence": "Le meilleur de la défense est conservé : {best}.",
    "defence-best.codille": "un codille contre l'ombre",
    "defence-best.failed-vole": "le vole de l'ombre échoue",
    "defence-best.puesta": "l'ombre limité à {level}",
    "defence-best.other": "l'ombre fait encore {level}",
    "escape.vole": "faire le vole",
    "escape.stop": "s'arrêter après {tricks} plis d'affilée",
    "escape.win": "faire {level}",
    "escape.loss": "s'en tirer avec {level}",
    "defence.codille": "gagné le codille",
    "defence.failed-vole": "fait échouer le vole",
    "defence.other": "limité l'ombre à {level}",
    "count.trick-change.one": "un pli",
    "count.trick-change.other": "{count} plis",
    "count.trick-change.many": "{count} plis",
    "list.or": "{items} ou {last}",
    "quoted": "« {text} »",
    # Les verdicts des donnes guidées : une carte à côté de celle (ou du choix) du guide, pour
    # l'apprenant.
    "noun.card": "la carte",
    "noun.choice": "le choix",
    "guide.verdict": "{card} {clause}.",
    "guide.verdict.worse": "Avec le meilleur jeu, {card} {clause}.",
    "guide.same": "fait aussi bien que {noun} du guide avec le meilleur jeu : {mine}",
    "guide.better": "fait même mieux, toutes les mains visibles : {mine}, et non {theirs}",
    "guide.trick.ombre": "vous coûte {tricks}, même si c'est toujours {level} : {mine}",
    "guide.trick.defender": "donne {tricks} de plus à {who}, même si c'est toujours {level} : "
    "{mine}",
    "guide.loses.vole": "perd le vole : {mine}, là où {noun} du guide donne {theirs}",
    "guide.loses.stop": "perd l'arrêt : {mine}, là où {noun} du guide donne {theirs}",
    "guide.ombre.codille": "donne le codille à {who} ({split}), là où {noun} du guide donne "
    "{theirs}",
    "guide.ombre.lost": "laisse la défense obtenir {what} ({split}), là où {noun} du guide donne "
    "{theirs}",
    "guide.defender.vole": "donne le vole à {who} ({split}), là où {noun} du guide tient {theirs}",
    "guide.defender.stop": "laisse {who} s'arrêter après {tricks} plis d'affilée ({split}), là où "
    "{noun} du guide tient {theirs}",
    "guide.defender.sacada": "laisse {who} faire une sacada ({split}), là où {noun} du guide "
    "tient {theirs}",
    "guide.defender.escape": "laisse {who} s'en tirer avec {what} ({split}), là où {noun} du "
    "guide tient {theirs}",
    # Les verdicts de la revue de la donne : la décision de l'apprenant à côté du meilleur jeu.
    "review.unknown": "Non prouvé : le temps imparti a expiré avant la résolution.",
    "review.unknown.tried": "Non prouvé dans le temps imparti.",
    "review.unknown.best": "Avec le meilleur jeu, ce choix mène à {level} ; qu'un autre choix ait "
    "fait mieux n'est pas prouvé dans le temps imparti.",
    "review.unknown.best.tried": "Avec le meilleur jeu, ce choix aurait mené à {level} ; qu'un "
    "autre choix ait fait mieux n'est pas prouvé dans le temps imparti.",
    "review.kept.tried": "Aussi bon que le meilleur jeu.",
    "review.trick.ombre": "Toujours {level}, mais avec un pli de moins que le meilleur jeu "
    "({best} le gardait).",
    "review.trick.defender": "Toujours {level}, mais l'ombre a un pli de plus qu'avec le meilleur "
    "jeu ({best}).",
    "review.trick.tried.ombre": "Toujours {level}, mais un pli de moins pour vous qu'avec le "
    "meilleur jeu.",
    "review.trick.tried.defender": "Toujours {level}, mais un pli de plus pour l'ombre qu'avec le "
    "meilleur jeu.",
    "review.lost.ombre": "Ce choix a changé {top} en {level}. {best} gardait {the_top}.",
    "review.lost.defender": "Ce choix a laissé l'ombre {escaped}, là où {best} aurait {defended}.",
    "review.lost.tried.ombre": "Ce choix aurait changé {top} en {level}.",
    "review.lost.tried.defender": "Ce choix aurait laissé l'ombre {escaped}, là où la meilleure "
    "défense aurait {defended}.",
    # Les verdicts équitables de la revue : la décision de l'apprenant sur les répartitions qu'il
    # pouvait rencontrer.
    "fair.best": "Meilleur pari : {card} {aim} dans {layouts}.",
    "fair.fine": "Choix serré : {card} {aim} dans {layouts}, {best} dans {best_layouts} ; l'écart "
    "reste dans l'erreur d'estimation.",
    "fair.good-bet": "Bon pari : {card} {aim} dans {layouts} ; cette fois, {best} a fait mieux "
    "par hasard.",
    "fair.lucky": "Coup de chance : {card} {risk} dans {layouts} ; ici, les cartes étaient "
    "bien placées.",
    "fair.lucky.chips": "Coup de chance : {card} coûte environ {chips} par donne en moyenne par "
    "rapport à {best} ; ici, les cartes étaient bien placées.",
    "fair.mistake": "Erreur : {card} {risk} dans {layouts}, là où {best} {aim} dans "
    "{best_layouts}.",
    "fair.mistake.chips": "Erreur : {card} coûte environ {chips} par donne en moyenne par rapport "
    "à {best}.",
    "fair.only": "{card} était le seul choix.",
    # « Rejouez vos erreurs » : une erreur nette de la revue, tentée une nouvelle fois.
    "retry.better": "Oui : {card} {aim} dans {layouts}.",
    "retry.fewer": "{card} {aim} dans {layouts}",
    "retry.chips": "{card} coûte environ {chips} par donne en moyenne",
    "retry.again": "Pas mieux : {why}. Réessayez.",
    "retry.answer": "La réponse : {best} {aim} dans {layouts}.",
    "retry.solution": "Pas mieux : {why}. {answer}",
    "retry.same": "{card} est la carte que vous aviez jouée : essayez-en une autre.",
    "fair.layouts.all": "les {total} répartitions",
    "count.fair-layouts.one": "{count} répartition sur {total}",
    "count.fair-layouts.other": "{count} répartitions sur {total}",
    "count.fair-layouts.many": "{count} répartitions sur {total}",
    "count.fair-chips.one": "{count} jeton",
    "count.fair-chips.other": "{count} jetons",
    "count.fair-chips.many": "{count} jetons",
    "fair.aim.ombre.vole": "fait le vole",
    "fair.aim.ombre.stop": "garde l'arrêt après {tricks} plis d'affilée",
    "fair.aim.ombre.sacada": "garde la sacada",
    "fair.aim.ombre.puesta": "limite la perte à une puesta",
    "fair.aim.ombre.codille": "limite la perte à un codille",
    "fair.aim.ombre.failed-vole": "finit quand même en vole manqué",
    "fair.aim.defender.failed-vole": "fait échouer le vole",
    "fair.aim.defender.codille": "gagne le codille",
    "fair.aim.defender.puesta": "limite l'ombre à une puesta",
    "fair.aim.defender.sacada": "limite l'ombre à une sacada",
    "fair.aim.defender.stop": "limite l'ombre à un arrêt après {tricks} plis d'affilée",
    "fair.aim.defender.vole": "laisse quand même l'ombre faire le vole",
    "fair.risk.ombre": "risque {level}",
    "fair.risk.defender": "risque de laisser l'ombre {escaped}",
    # Quelles cartes peuvent être jouées à un pli, et pourquoi (une carte interdite expliquée).
    "play.trump": "atout",
    "play.cannot-follow": "vous n'avez rien à {suit}, vous pouvez donc jouer n'importe quelle "
    "carte",
    "play.must-follow": "vous devez fournir à {suit} : vous avez {cards}",
    "play.must-trump": "atout est demandé et vous avez {cards}, qui n'est pas un matador : vous "
    "devez jouer atout (un matador convient aussi)",
    "play.matador-forced": "{lead} a été entamé, un matador plus haut que les vôtres ({cards}) : "
    "vous devez jouer atout",
    "play.matador-privilege": "vos seuls atouts sont des matadors ({cards}) et aucun matador plus "
    "haut n'a été entamé : vous pouvez les garder et jouer n'importe quelle carte",
    "play.lead-any": "vous entamez, vous pouvez donc jouer n'importe quelle carte",
    "play.not-in-hand": "vous n'avez pas {card}",
    "play.allowed": "{card} est permis : {reason}",
    # Pourquoi la carte gagnante d'un pli gagne.
    "trick.trump-led": "{card} l'emporte : atout a été entamé et c'est le plus haut atout joué",
    "trick.trumped": "{card} l'emporte : c'est le plus haut atout joué (l'atout est {trump})",
    "trick.highest-of-suit": "{card} l'emporte : {none}, et c'est la plus haute carte à {suit} "
    "(les cartes des autres couleurs ne peuvent pas gagner)",
    "trick.no-trumps": "il n'y a pas d'atout dans ce jeu",
    "trick.no-trump-played": "aucun atout n'a été joué",
    # Une enchère interdite expliquée.
    "bid.not-a-bid": "{action} n'est pas une enchère permise par les règles {rules} : passez ou "
    "annoncez {contracts}",
    "bid.not-a-bid.play": "{action} n'est pas une enchère permise par les règles {rules} : dites "
    "« je joue », « je monte » ou « je passe » ; le gagnant choisit le jeu ensuite",
    "bid.too-low": "{contract} ne bat pas {current} : une enchère doit être strictement plus "
    "haute ({ladder}), sinon passez",
    "bid.higher-needed": "la place {seat} a déjà dit « je joue » : vous pouvez seulement monter "
    "ou passer",
    "bid.nothing-to-overcall": "personne n'a encore dit « je joue » : dites « je joue » ou passez",
    "bid.at-top": "le jeu est déjà monté à {contract}, le plus haut cran : vous ne pouvez que "
    "passer",
    # Un écart interdit expliqué.
    "discard.not-in-hand": "vous n'avez pas {cards} : vous ne pouvez écarter que vos propres "
    "cartes",
    "discard.gascarille": "une gascarille écarte exactement {low} cartes et en pioche autant, pas "
    "{count}",
    "discard.talon-short": "il ne reste que {talon} cartes au talon, vous pouvez donc en écarter "
    "au plus {high}, pas {count}",
    # Pourquoi l'ombre ne peut pas annoncer le vole, s'arrêter ou abandonner maintenant.
    "problem.contrabola.vole": "en {contract}, l'ombre joue tous les plis : il n'y a pas de vole",
    "problem.contrabola.stop": "en {contract}, l'ombre joue tous les plis : il n'y a pas d'arrêt",
    "problem.contrabola.surrender": "en {contract}, l'ombre joue tous les plis : il n'y a pas "
    "d'abandon",
    "problem.no-vole": "les règles {rules} n'ont pas de vole",
    "problem.vole-by-lead": "dans les règles {rules}, le vole ne s'annonce pas : l'ombre s'y "
    "engage en entamant le pli {next} après avoir fait les plis 1 à {straight}",
    "problem.vole-announced": "le vole est déjà annoncé",
    "problem.vole-late": "le vole doit être annoncé avant l'entame du pli {next}",
    "problem.vole-lost": "le vole demande tous les plis, et l'ombre en a déjà perdu un",
    "problem.no-stop": "les règles {rules} ne permettent pas à l'ombre de s'arrêter avant la fin",
    "problem.stop-when": "l'ombre ne peut s'arrêter qu'après avoir fait les plis 1 à {straight}, "
    "avant d'entamer le pli {next}",
    "problem.stop-vole": "le vole est annoncé : l'ombre doit continuer",
    "problem.no-surrender": "les règles {rules} n'ont pas d'abandon",
    "problem.surrender-again": "un abandon a déjà été proposé dans cette donne",
    "problem.surrender-vole": "l'ombre est engagé au vole : il doit continuer",
    "problem.surrender-late": "l'ombre ne peut abandonner qu'avant l'entame du pli {next}",
    # Qui doit agir maintenant, comme le dit une erreur sur une action faite hors de son tour.
    "expect.deal": "les cartes sont à distribuer",
    "expect.auction": "c'est à la place {seat} d'enchérir ou de passer",
    "expect.after-pass": "tout le monde a passé : la place {seat} peut prendre {offers} ou passer",
    "expect.or-the": "{first} ou {other}",
    "expect.choose": "c'est à la place {seat}, qui a remporté les enchères, de choisir le jeu",
    "expect.trump": "c'est à la place {seat}, l'ombre, de nommer l'atout",
    "expect.call": "c'est à la place {seat}, l'ombre, d'appeler un roi comme partenaire",
    "expect.exchange": "c'est à la place {seat}, {role}, d'écarter ({many} cartes) et de piocher "
    "dans le talon",
    "expect.role.ombre": "l'ombre",
    "expect.role.defender": "un défenseur",
    "expect.exactly": "exactement {low}",
    "expect.range": "de {low} à {high}",
    "expect.play": "c'est à la place {seat} de jouer une carte au pli {number}",
    "expect.surrender": "l'ombre a proposé l'abandon : c'est à la place {seat} d'accepter ou de "
    "refuser",
    "expect.over": "la donne est finie",
    # Si une action est permise, et pourquoi rien n'a été payé.
    "reason.legal": "{action} est permis",
    "reason.thrown-in": "tout le monde a passé : les cartes sont jetées et le pot de {pot} reste "
    "pour la donne suivante",
    "reason.thrown-in.one-deal": "tout le monde a passé : personne ne joue cette donne ; le pot "
    "de {pot} passerait à la suivante",
    # Les titres des étapes des donnes guidées.
    "heading.trick": "Pli {number}",
    "heading.exchange": "L'échange",
    "heading.auction": "Les enchères",
    # La donne du jour : le résultat de l'apprenant à côté de la référence (le bot fort à la même
    # place).
    "daily.deal.yours": "votre donne",
    "daily.deal.par": "la donne de référence",
    "daily.chips.one": "{signed} jeton",
    "daily.chips.other": "{signed} jetons",
    "daily.chips.many": "{signed} jetons",
    "daily.score": "Vous : {you}. Référence : {par}.",
    "daily.beat": "Vous battez le joueur fort de {by}.",
    "daily.behind": "Le joueur fort a fait {by} de plus.",
    "daily.even": "Vous faites jeu égal avec le joueur fort.",
    "daily.contracts": "Vous avez {yours} ; le joueur fort à votre place a {theirs}.",
    "daily.part.ombre": "joué {contract} comme ombre ({a_result})",
    "daily.part.defender": "défendu contre {ombre}, qui jouait {contract} ({a_result})",
    "daily.part.thrown-in": "passé avec les autres, et les cartes ont été jetées",
    "daily.role.ombre": "ombre",
    "daily.role.defender": "défenseur",
    "daily.role.none": "pas de jeu",
    "daily.rules.standard": "Standard",
    "daily.rules.swedish": "Suédoise",
    "daily.line": "Ombre du jour {day} · {rules} · {role}, {result} · {chips} (référence {par})",
    "daily.line.hinted": "{line} · avec un indice",
    # Les jeux de règles du jeu libre, tels que son choix de règles les nomme.
    "rules.standard": "Règles standard",
    "rules.swedish": "Règles suédoises",
    "rules.tvahant": "Deux joueurs : le tvåhant suédois",
    "rules.four-seat": "Quatre à table : un joueur se repose à chaque donne",
    "rules.contrabola": "Règles standard avec contrabola",
    "rules.countervole": "Règles suédoises avec contre-vole",
    "rules.ombre-a-dos": "Ombre a dos : deux joueurs et une main morte",
    "rules.quadrille": "Quadrille : quatre joueurs",
    "rules.quintille": "Quintille : cinq joueurs",
    # La force d'une main, telle que la compte le conseil d'enchère (strategy.py).
    "count.matador.one": "{count} matador",
    "count.matador.other": "{count} matadors",
    "count.matador.many": "{count} matadors",
    "count.trump.one": "{count} atout",
    "count.trump.other": "{count} atouts",
    "count.trump.many": "{count} atouts",
    "count.side-king.one": "{count} roi secondaire",
    "count.side-king.other": "{count} rois secondaires",
    "count.side-king.many": "{count} rois secondaires",
    "count.red-ace.one": "{count} as rouge lisse",
    "count.red-ace.other": "{count} as rouges lisses",
    "count.red-ace.many": "{count} as rouges lisses",
    "list.and": "{items} et {last}",
    "card.titled": "{card} {title}",
    "strength.describe": "avec atout {trump}, vous avez {held}",
    "strength.no-tops": "aucune carte maîtresse secondaire",
    "strength.none": "aucune",
    "strength.matador-and-tops": "un matador et deux cartes maîtresses secondaires",
    "strength.long-trumps": "quatre atouts ou plus et un arrêt secondaire",
    "strength.lone-matador": "un seul matador et pas assez à côté",
    "strength.too-weak": "ni un matador avec deux cartes maîtresses secondaires, ni quatre atouts "
    "avec un arrêt",
    "strength.red-ace-note": "un as rouge lisse compte pour moitié, car il est sous le valet de "
    "sa couleur",
    # Faut-il annoncer le plus petit contrat, et pourquoi (l'exercice de conseil d'enchère).
    "advice.holding": "avec atout {trump}, la main a {matadors} ({matador_cards}) ; {trumps} "
    "({trump_cards}) ; cartes maîtresses secondaires : {tops} ; arrêts secondaires : {stoppers}",
    "advice.matador-and-tops": "annoncez {contract} : la main a un matador et deux cartes "
    "maîtresses secondaires (rois ; {note}), une main viable selon le conseil des règles",
    "advice.long-trumps": "annoncez {contract} : la main a de longs atouts (quatre ou plus) avec "
    "un arrêt secondaire, une main viable selon le conseil des règles",
    "advice.lone-matador": "passez : un seul matador et pas assez à côté (deux cartes maîtresses "
    "secondaires, où {note} ; ou quatre atouts avec un arrêt secondaire) ; avec un seul matador "
    "et rien d'autre, les règles disent de passer",
    "advice.too-weak": "passez : la main n'a ni un matador avec deux cartes maîtresses "
    "secondaires, ni quatre atouts avec un arrêt secondaire ; n'annoncez qu'avec une force réelle",
    # Si l'enchère d'un contrat est solide, et pourquoi : l'avertissement des enchères et la revue.
    "bid.sound.lowest": "{Held} : {verdict}, assez pour {a_contract}.",
    "bid.unsound.lowest": "{A_contract} avec cette main est un pari risqué : {held}, soit "
    "{verdict}. N'annoncez qu'avec un matador et deux cartes maîtresses secondaires, ou quatre "
    "atouts et un arrêt secondaire.",
    "bid.sound.solo": "{Held} : deux matadors, cinq atouts et un roi secondaire, assez pour jouer "
    "{a_contract} sans échange.",
    "bid.unsound.solo-no-matador": "{A_contract} sans matador est un pari risqué : vous "
    "jouez les cartes reçues, sans échange, et {held}. {A_contract} demande deux matadors, "
    "cinq atouts et un roi secondaire.",
    "bid.unsound.solo": "{A_contract} est un pari risqué avec cette main : vous jouez sans "
    "échange, et {held}. {A_contract} demande deux matadors, cinq atouts et un roi "
    "secondaire.",
    "bid.sound.turn-up": "{Held} : {verdict}, et avec deux matadors, {a_contract} peut "
    "prendre n'importe quelle couleur retournée.",
    "bid.unsound.turn-up": "{A_contract} est un pari risqué avec cette main : c'est la "
    "carte du dessus du talon qui nomme l'atout, pas vous ; il faut donc deux matadors en plus "
    "d'une main pour le plus petit contrat, et {held}.",
    "bid.sound.contrabola": "{Why}. Une main pour {a_contract}.",
    "bid.unsound.contrabola": "{A_contract} est un pari risqué : {why}. Il faut toutes les "
    "cartes sauf une dans la moitié basse de leur couleur.",
    "bid.or-higher": "Cette enchère engage à jouer {contract} ou plus. {why}",
    # L'ouverture de la revue de la donne : l'enchère et l'écart de l'apprenant, avant les cartes.
    "review.bid.sound": "Votre enchère, {bid} : solide. {why}",
    "review.bid.unsound": "Votre enchère, {bid} : fragile. {why}",
    "review.bid.play": "je joue",
    "review.bid.higher": "je monte",
    "review.discard.sound": "Votre écart, {cards} : solide. Vous avez gardé tous vos atouts et "
    "rois secondaires.",
    "review.discard.none": "Votre écart : aucun. Vous avez gardé vos neuf cartes, dont tous vos "
    "atouts et rois secondaires.",
    "review.discard.unsound": "Votre écart, {cards} : fragile. {why}.",
    # Pourquoi l'écart de l'ombre est faible.
    "poor-discard.matador.one": "{cards} est un matador, l'un de vos meilleurs atouts : ne "
    "l'écartez jamais",
    "poor-discard.matador.other": "{cards} : l'ombre garde tous ses atouts et rois secondaires, "
    "et d'abord ses matadors",
    "poor-discard.matador.many": "{cards} : l'ombre garde tous ses atouts et rois secondaires, et "
    "d'abord ses matadors",
    "poor-discard.trump.one": "{cards} est un atout : l'ombre garde tous ses atouts pour tirer "
    "ceux des défenseurs",
    "poor-discard.trump.other": "{cards} sont des atouts : l'ombre garde tous ses atouts pour "
    "tirer ceux des défenseurs",
    "poor-discard.trump.many": "{cards} sont des atouts : l'ombre garde tous ses atouts pour "
    "tirer ceux des défenseurs",
    "poor-discard.king.one": "{cards} est un roi secondaire, un gagnant probable : gardez-le",
    "poor-discard.king.other": "{cards} sont des rois secondaires, des gagnants probables : "
    "gardez-les",
    "poor-discard.king.many": "{cards} sont des rois secondaires, des gagnants probables : "
    "gardez-les",
    "poor-discard.other": "{cards} : l'ombre garde tous ses atouts et rois secondaires",
    # Si une main convient à une contrabola.
    "contrabola.high": "{cards} ferait probablement un pli",
    "contrabola.low": "chaque carte est dans la moitié basse de sa couleur : espérez perdre "
    "chaque pli",
    "contrabola.low-but": "chaque carte sauf {cards} est dans la moitié basse de sa couleur : "
    "espérez perdre chaque pli",
    # Les raisons du bot simple, montrées par l'indice de la table.
    "hint.trump": "nommez l'atout {trump} : {why}",
    "hint.accept": "accepter un abandon fait payer une puesta à l'ombre",
    "hint.countervole": "{why} : jouez le contre-vole",
    "hint.pass": "{why} : passez",
    "hint.no-gascarille": "une gascarille est un pari sur {count} nouvelles cartes : passez",
    "hint.strength": "{hand} : {verdict}",
    "hint.bid-contrabola": "{why} : annoncez {contract}",
    "hint.bid-solo": "{why} ; de quoi jouer un solo",
    "hint.bid-call": "{why}, assez pour annoncer {contract} avec un roi appelé",
    "hint.bid-turn-up": "{why} ; avec deux matadors, toute couleur d'atout convient, donc "
    "{contract}",
    "hint.bid": "{why}, assez pour annoncer {contract}",
    "hint.bid-play": "{why}, assez pour jouer",
    "hint.bid-higher": "{why} ; de quoi jouer {contract}",
    "hint.pass-outbid": "{why}, assez pour ouvrir mais pas pour passer au-dessus de l'enchère "
    "déjà faite ({contract}) : passez",
    "hint.pass-weak": "{why}, donc passez",
    "hint.call-own": "vous avez toutes les cartes que vous pourriez appeler : appelez votre "
    "propre {card} et jouez seul",
    "hint.call-suit.one": "vous avez {count} carte de sa couleur",
    "hint.call-suit.other": "vous avez {count} cartes de sa couleur",
    "hint.call-suit.many": "vous avez {count} cartes de sa couleur",
    "hint.call-any": "n'importe quel roi",
    "hint.call": "appelez {card} : {why}, et son détenteur devient votre partenaire secret",
    "hint.choose-oros": "{why} : il reste oros",
    "hint.choose": "{why} : {contract} est le plus petit jeu qui convient",
    "hint.choose-last": "{contract} est le seul jeu qui reste",
    "hint.gascarille-keep": "une gascarille garde une carte : gardez {card}",
    "hint.discard-ombre": "l'ombre garde les atouts et les rois secondaires et écarte le reste",
    "hint.discard-defender": "un défenseur garde les atouts et les figures et écarte les petites "
    "cartes lisses",
    "hint.discard-contrabola": "contre une contrabola, un défenseur garde ses petites cartes, qui "
    "laissent gagner les cartes de l'ombre",
    "hint.discard-none": "{why} : rien à écarter",
    "hint.contrabola-lead": "en contrabola, entamez la carte que les autres ont le plus de "
    "chances de battre : {card}, celle qui a le moins de cartes invisibles plus basses dans sa "
    "couleur",
    "hint.contrabola-lead-low": "entamez petit, {card}, pour que la carte de l'ombre soit "
    "peut-être la plus haute",
    "hint.contrabola-shed": "défaussez {card}, la plus haute carte qui perd encore le pli",
    "hint.contrabola-take": "toutes vos cartes gagnent ce pli : prenez-le avec {card}, la plus "
    "haute",
    "hint.contrabola-duck": "passez sous la carte de l'ombre avec {card}",
    "hint.contrabola-no-duck": "vous ne pouvez pas passer sous la carte de l'ombre : défaussez "
    "{card}",
    "hint.contrabola-beaten": "l'ombre est déjà battu : défaussez {card}, gardez les petites "
    "cartes",
    "hint.contrabola-play-low": "jouez petit, {card}, pour que la carte de l'ombre puisse gagner "
    "le pli",
    "hint.only-legal": "{card} est votre seule carte jouable",
    "hint.last-card": "{card} est votre dernière carte",
    "hint.lead-top-trump": "entamez {card}, le plus haut atout restant, pour tirer les atouts des "
    "défenseurs",
    "hint.lead-called-suit": "entamez {card}, petite carte de la couleur appelée, pour que le "
    "partenaire puisse prendre le pli avec {called}",
    "hint.lead-called": "entamez {card}, la carte appelée : elle devrait gagner, et elle montre à "
    "l'ombre qui est le partenaire",
    "hint.partner-trump": "comme partenaire de l'ombre, entamez un atout, {card}, pour tirer les "
    "atouts des défenseurs à la place de l'ombre",
    "hint.lead-king": "entamez {card}, un roi secondaire qui devrait gagner",
    "hint.lead-lowest-trump": "vous n'avez que des atouts : entamez le plus bas, {card}",
    "hint.lead-low": "entamez une petite carte, {card}, et gardez les fortes",
    "hint.make-safe": "votre partenaire tient le pli, mais un adversaire qui doit encore jouer "
    "pourrait battre sa carte : assurez le pli avec {card}",
    "hint.partner-winning": "votre partenaire tient le pli : jouez votre plus basse, {card}",
    "hint.cheapest-winner": "{card} est la plus petite carte qui prend le pli",
    "hint.throw-lowest": "vous ne pouvez pas prendre le pli : jouez votre plus basse, {card}",
    "hint.stop": "{won} : {stop} ; {go_on}, ce qui rapporte {vole} mais coûte {loss} à chacun si "
    "vous perdez un pli, un risque à ne prendre qu'avec une main sûre",
    "hint.stop.won": "vous avez fait les {count} premiers plis : aucune puesta n'est plus possible",
    "hint.stop.bonus": "arrêtez-vous maintenant pour {bonus} de chaque défenseur en plus de la "
    "sacada",
    "hint.stop.sacada": "arrêtez-vous maintenant et comptez la sacada",
    "hint.stop.announce": "annoncez le vole et continuez",
    "hint.stop.by-lead": "entamer le pli {number} vous engage au vole",
    "hint.stop.vole": "{win} de chaque défenseur si vous faites tous les plis",
    "hint.stop.vole-more": "{win} de plus de chaque défenseur si vous faites tous les plis",
    # Petits nombres en lettres dans la phrase de la donne, et noms réunis dans une phrase.
    "number.cards.2": "deux",
    "number.cards.3": "trois",
    "number.cards.4": "quatre",
    "number.cards.6": "six",
    "number.cards.8": "huit",
    "number.cards.9": "neuf",
    "number.cards.10": "dix",
    "number.packets.2": "deux",
    "number.packets.3": "trois",
    "number.packets.4": "quatre",
    "number.packets.6": "six",
    "number.packets.8": "huit",
    "number.packets.9": "neuf",
    "number.packets.10": "dix",
    "names.and": "{names} et {name}",
    # Un choix de jeu ou un appel interdit expliqué.
    "choose.too-low.one": "après {count} surenchère, le jeu doit être {contract} ou plus "
    "({ladder})",
    "choose.too-low.other": "après {count} surenchères, le jeu doit être {contract} ou plus "
    "({ladder})",
    "choose.too-low.many": "après {count} surenchères, le jeu doit être {contract} ou plus "
    "({ladder})",
    "call.not-allowed.kings": "{card} : impossible de l'appeler avec atout {trump} ; appelez l'un "
    "des rois {cards}",
    "call.not-allowed.cards": "{card} : impossible de l'appeler avec atout {trump} ; appelez "
    "l'une des cartes {cards}",
    # Noms comptés du règlement et des exercices (atouts et matadors : messages.py).
    "count.trick.one": "{count} pli",
    "count.trick.other": "{count} plis",
    "count.trick.many": "{count} plis",
    # Qui une ligne de règlement nomme, dans l'ordre des plis (l'ombre d'abord).
    "settle.player.0": "l'ombre",
    "settle.player.1": "le premier défenseur",
    "settle.player.2": "le deuxième défenseur",
    "settle.player.3": "le troisième défenseur",
    "settle.player.n": "le joueur {index}",
    "settle.player.defender": "le défenseur",
    "settle.per-defender": "{amount} par défenseur ({total})",
    "settle.for-the-defender": "{amount} pour le défenseur",
    "settle.extra.game-value": "la valeur de jeu en {contract} ({value})",
    # Lignes de règlement de l'Ombre à trois (et de l'Ombre a dos).
    "settle.pot": "l'ombre prend le pot : {pot}",
    # Ce que devient un pot alimenté : la donne suivante se le dispute, sauf si la table ne joue
    # qu'une donne (la donne du jour).
    "settle.carry": "le pot reste pour la donne suivante",
    "settle.carry.one-deal": "le pot passerait à la donne suivante, mais cette table ne joue que "
    "cette donne",
    "settle.puesta": "puesta : personne n'a seul le plus de plis ({count}), l'ombre paie donc au "
    "pot autant qu'il contient ({pot}) plus {per_defender} : {amount} ; {carry}",
    "settle.surrender.1": "l'ombre a abandonné et le défenseur a accepté : c'est une puesta, "
    "l'ombre paie donc au pot autant qu'il contient ({pot}) plus {per_defender} : {amount} ; "
    "{carry}",
    "settle.surrender.2": "l'ombre a abandonné et les deux défenseurs ont accepté : c'est une "
    "puesta, l'ombre paie donc au pot autant qu'il contient ({pot}) plus {per_defender} : "
    "{amount} ; {carry}",
    "settle.surrender.many": "l'ombre a abandonné et tous les défenseurs ont accepté : c'est une "
    "puesta, l'ombre paie donc au pot autant qu'il contient ({pot}) plus {per_defender} : "
    "{amount} ; {carry}",
    "settle.vole-replaces": "vole : l'ombre a fait les {all} plis, chaque défenseur paie donc "
    "{win} au lieu de la valeur de jeu en {contract}",
    "settle.vole-replaces-failed": "vole manqué : après avoir entamé le pli {trick}, l'ombre a "
    "fait {taken} des {all} plis ({count}), l'ombre paie donc {loss} à chaque défenseur au lieu "
    "du résultat habituel ; le pot reste",
    "settle.sacada": "sacada : l'ombre a seul le plus de plis ({count}), l'ombre prend donc le "
    "pot : {pot}",
    "settle.sacada-stopped": "l'ombre a fait les plis 1 à {straight} et s'est arrêté, ce qui "
    "compte comme une sacada : l'ombre prend donc le pot : {pot}",
    "settle.game-value": "{Contract} vaut {value} : chaque défenseur paie {value} à l'ombre",
    "settle.codille": "codille : {player} a seul le plus de plis ({count}), l'ombre lui paie donc "
    "le montant du pot ({pot}) plus {extra} : {amount} ; le pot reste",
    "settle.vole-made": "vole annoncé et réussi : chaque défenseur paie {win} de plus",
    "settle.vole-failed": "vole annoncé, mais l'ombre a fait {taken} des {all} plis : l'ombre "
    "paie {loss} à chaque défenseur, en plus du résultat",
    "settle.primeras": "primeras : l'ombre a fait les {straight} premiers plis et s'est arrêté, "
    "chaque défenseur paie donc {bonus} de plus",
    "settle.stop": "s'arrêter après {straight} plis d'affilée compte comme une simple sacada",
    "settle.no-spadille": "pas de Spadille",
    "settle.matadors.estuches": "estuches : l'ombre avait {held}, {trumps} à la suite depuis "
    "Spadille, chaque défenseur paie donc 1 par atout",
    "settle.matadors.swedish": "matadors : l'ombre avait {held}, {trumps} à la suite depuis "
    "Spadille ; les trois matadors valent 3 et chaque atout suivant 1",
    "settle.matadors.capped": "{rule}, au plus {cap}",
    "settle.matadors.paid": "{rule} : {bonus}",
    "settle.matadors.paid-on-loss": "{rule} : {bonus}, et comme l'ombre a perdu, c'est lui qui le "
    "paie à chaque défenseur",
    "settle.matadors.unpaid": "{rule} : {bonus}, mais il n'est payé que si l'ombre gagne",
    "settle.dummy-pays": "les jetons du mort sont ceux du défenseur vivant : celui-ci paie "
    "{amount} pour lui",
    "settle.dummy-receives": "les jetons du mort sont ceux du défenseur vivant : celui-ci reçoit "
    "{amount} pour lui",
    # Lignes de règlement d'une contrabola (contre-vole).
    "settle.contrabola-made": "{Contract} réussie : l'ombre n'a fait aucun pli ({count}), il "
    "prend donc le pot ({pot}) et chaque défenseur paie {win}, comme pour un vole",
    "settle.contrabola-failed": "{Contract} manquée : l'ombre a fait {tricks} ({count}), il paie "
    "donc {loss} à chaque défenseur, comme pour un vole manqué ; le pot reste",
    # Lignes de règlement du Quadrille et du Quintille (le camp de l'ombre contre les autres).
    "settle.side.alone": "l'ombre a fait {taken} des {total} plis",
    "settle.side.alone-called": "l'ombre, qui avait appelé sa propre carte, a fait {taken} des "
    "{total} plis",
    "settle.side.partner": "l'ombre et le partenaire ont fait {taken} des {total} plis",
    "settle.side.pot": "{side}, plus de la moitié ({count}) : le camp prend le pot, {pot}",
    "settle.side.game-value": "{Contract} vaut {value} : chaque défenseur paie {value}",
    "settle.side.remise": "remise : {side}, exactement la moitié ({count}), le camp paie donc au "
    "pot une bête égale au pot ({pot}) ; {carry}",
    "settle.side.remise-alone": "remise : {side}, exactement la moitié ({count}), le camp paie "
    "donc seul au pot une bête égale au pot ({pot}) ; {carry}",
    "settle.side.remise-half": "remise : {side}, exactement la moitié ({count}), le camp paie "
    "donc au pot une bête égale au pot ({pot}), moitié chacun ; {carry}",
    "settle.side.codille": "codille : {side}, moins de la moitié ({count}), le camp paie donc aux "
    "défenseurs le montant du pot ({pot}) à partager ; le pot reste",
    "settle.side.codille-alone": "codille : {side}, moins de la moitié ({count}), le camp paie "
    "donc seul aux défenseurs le montant du pot ({pot}) à partager ; le pot reste",
    "settle.side.codille-half": "codille : {side}, moins de la moitié ({count}), le camp paie "
    "donc aux défenseurs le montant du pot ({pot}) à partager, moitié chacun ; le pot reste",
    "settle.side.consolation": "et paie à chaque défenseur la consolation, la valeur de jeu en "
    "{contract} : {value}",
    "settle.side.ombre-pays-alone": "l'ombre a fait moins de {below} plis : il paie donc seul la "
    "perte et le partenaire ne paie rien",
    "settle.side.holder.ombre": "l'ombre",
    "settle.side.holder.both": "l'ombre et le partenaire",
    "settle.side.bonus-won": "chaque défenseur paie {bonus} de plus",
    "settle.side.bonus-lost": "le camp paie {bonus} à chaque défenseur, puisqu'il a perdu",
    "settle.side.held.three": "les trois matadors ({held})",
    "settle.side.held.three-more": "les trois matadors et {trumps} à leur suite ({held})",
    "settle.side.held.run": "{held}, {trumps} à la suite depuis Spadille",
    "settle.side.matadors": "matadors : {what}, chez {holder} : {text}",
    # Chaque exercice : le verdict autour de l'explication de son type, et les réponses en mots.
    "drill.and": "{first} et {second}",
    "drill.sentence": "{Clause}.",
    "drill.right": "Exact.",
    "drill.not-quite": "Pas tout à fait.",
    "drill.try-again": "Réessayez. {nudge}",
    "drill.the-answer": "La réponse : {answer}. {explanation}",
    "drill.answer.none": "rien",
    "drill.answer.chips": "{changes} ; le pot passe à {pot}",
    "drill.player": "joueur {number}",
    # Exercice trick-split : sacada, puesta ou codille ?
    "drill.consequence.sacada": "l'ombre prend le pot et la valeur de jeu de chaque défenseur",
    "drill.consequence.puesta": "l'ombre paie au pot le montant du pot plus {per_defender} par "
    "défenseur, et le pot reste pour la donne suivante",
    "drill.consequence.codille-game": "l'ombre paie au défenseur gagnant le montant du pot plus "
    "la valeur de jeu ; le pot reste",
    "drill.consequence.codille-puesta": "l'ombre paie au défenseur gagnant le montant du pot plus "
    "{per_defender} par défenseur ; le pot reste",
    "drill.split.sacada": "Sacada : l'ombre gagne",
    "drill.split.puesta": "Puesta : personne n'a seul le plus de plis",
    "drill.split.codille": "Codille : {who} gagne",
    "drill.split.question": "{ombre} est l'ombre. Les plis sont {tricks}. Quel est le résultat ?",
    "drill.split.hint": "Comparez l'ombre avec chaque défenseur pris à part, jamais avec le total "
    "des défenseurs. Qui a strictement le plus de plis, ou le plus est-il partagé ?",
    "drill.split.counts": "{ombre} (ombre) {ombre_tricks}, {first} {first_tricks}, {second} "
    "{second_tricks}",
    "drill.split.sacada-why": "{ombre} a {ombre_tricks} plis ; {first} n'en a que {first_tricks} "
    "et {second} {second_tricks} : l'ombre en a plus que chacun pris à part, c'est une sacada.",
    "drill.split.sacada-why-total": "{ombre} a {ombre_tricks} plis ; {first} n'en a que "
    "{first_tricks} et {second} {second_tricks} : l'ombre en a plus que chacun pris à part, c'est "
    "une sacada, même si les défenseurs en ont {total} à eux deux, car chaque défenseur est "
    "comparé à l'ombre seul.",
    "drill.split.puesta-all": "Les trois sont à égalité pour le plus de plis ({most}), personne "
    "ne gagne : une puesta.",
    "drill.split.puesta-two": "{first} et {second} sont à égalité pour le plus de plis ({most}), "
    "personne ne gagne : une puesta.",
    "drill.split.codille-why": "{winner} a {tricks} plis, plus que quiconque : un codille, gagné "
    "par {winner}.",
    "drill.split.reason": "{counts}. Dans les règles {rules}, {consequence}",
    "drill.split.not-sacada": "Ce n'est pas une sacada : l'ombre doit avoir strictement plus de "
    "plis que chaque défenseur.",
    "drill.split.not-puesta": "Ce n'est pas une puesta : une puesta est une égalité pour le plus "
    "de plis.",
    "drill.split.which-defender": "Regardez encore quel défenseur a seul le plus de plis.",
    "drill.split.not-codille": "Ce n'est pas un codille : il faut un défenseur qui ait seul le "
    "plus de plis.",
    # Exercice table-result : le résultat à deux joueurs, et celui d'un camp appelé (Quadrille,
    # Quintille).
    "drill.table.quadrille": "Quadrille",
    "drill.table.quintille": "Quintille",
    "drill.table.two.question": "Deux joueurs (tvåhant) : vous êtes l'ombre contre {defender}. "
    "Les plis sont {tricks}. Quel est le résultat ?",
    "drill.table.two.sacada": "Sacada : vous gagnez",
    "drill.table.two.puesta": "Puesta : personne ne gagne",
    "drill.table.two.codille": "Codille : {defender} gagne",
    "drill.table.two.hint": "Il y a un seul défenseur : comparez vos plis avec les siens.",
    "drill.table.two.sacada-why": "Vous avez fait {ombre} plis et {name} {defender} : plus que "
    "l'unique défenseur, donc une sacada.",
    "drill.table.two.puesta-why": "Vous avez fait {ombre} plis et {name} autant : un partage égal "
    "est une puesta.",
    "drill.table.two.codille-why": "{Name} a fait {defender} plis, plus que vos {ombre} : un "
    "codille, gagné par {name}.",
    "drill.table.two.reason": "Chaque paiement suédois est conservé, compté pour un seul "
    "défenseur : {consequence}",
    "drill.table.two.not-sacada": "Ce n'est pas une sacada : l'ombre doit avoir plus de plis que "
    "l'unique défenseur.",
    "drill.table.two.not-puesta": "Ce n'est pas une puesta : une puesta est un partage égal.",
    "drill.table.two.not-codille": "Ce n'est pas un codille : le défenseur doit avoir plus de "
    "plis que l'ombre.",
    "drill.table.side.question": "{game} : vous avez demandé et appelé un roi ; {partner} le "
    "détient et est votre partenaire. Les plis sont {tricks}. Quel est le résultat ?",
    "drill.table.side.won": "Gagné : votre camp a plus de la moitié",
    "drill.table.side.remise": "Remise : votre camp a exactement la moitié",
    "drill.table.side.codille": "Codille : les défenseurs gagnent",
    "drill.table.side.hint": "Ajoutez les plis de votre partenaire aux vôtres, et comparez ceux "
    "du camp avec la moitié des {total} plis.",
    "drill.table.side.sacada-why": "Votre camp a fait {side} plis sur {total} (vous {ombre}, "
    "{partner} {partner_tricks}) : plus de la moitié, donc une victoire.",
    "drill.table.side.puesta-why": "Votre camp a fait {side} plis sur {total} (vous {ombre}, "
    "{partner} {partner_tricks}) : exactement la moitié, donc une remise.",
    "drill.table.side.codille-why": "Votre camp a fait {side} plis sur {total} (vous {ombre}, "
    "{partner} {partner_tricks}) : moins de la moitié ({half}), donc un codille pour les "
    "défenseurs ensemble.",
    "drill.table.side.sacada-reason": "L'ombre et le partenaire se partagent le pot et le jeu de "
    "chaque défenseur",
    "drill.table.side.puesta-reason": "Le camp paie au pot une bête égale au pot, et le jeu à "
    "chaque défenseur",
    "drill.table.side.codille-reason": "Les défenseurs se partagent le montant du pot et prennent "
    "le jeu ; le pot reste",
    "drill.table.side.not-sacada": "Ce n'est pas une victoire : votre camp doit avoir plus de la "
    "moitié des {total} plis.",
    "drill.table.side.not-puesta": "Ce n'est pas une remise : une remise, c'est exactement la "
    "moitié, {half} sur {total}.",
    "drill.table.side.not-codille": "Ce n'est pas un codille : comptez les plis de votre "
    "partenaire avec les vôtres.",
    # Exercice seats : qui est l'aîné, qui entame le premier, qui donne ensuite ?
    "drill.seats.question": "À la table, Bo est à la droite d'Anna, et Cecilia à la droite de Bo. "
    "{Dealer} donne. {ask}",
    "drill.seats.ask.eldest": "Qui est l'aîné ?",
    "drill.seats.ask.first-lead": "{Ombre} remporte les enchères et devient l'ombre. Qui entame "
    "le premier pli ?",
    "drill.seats.ask.middle": "Qui joue la deuxième carte du premier pli ?",
    "drill.seats.ask.next-dealer": "Qui donne à la donne suivante ?",
    "drill.seats.ask.last": "Qui joue la dernière carte du premier pli ?",
    "drill.seats.ask.first-bid": "Qui parle le premier aux enchères ?",
    "drill.seats.ask.cut": "Qui coupe les cartes avant la donne ?",
    "drill.seats.hint": "Chaque tour passe vers la droite, dans le sens inverse des aiguilles "
    "d'une montre, et commence à la droite du donneur.",
    "drill.seats.order": "L'ordre est {eldest} (l'aîné, à droite du donneur), puis {middle} (la "
    "main du milieu), puis {dealer}, le donneur.",
    "drill.seats.why.eldest": "Le donneur est {dealer}, et {eldest} est à sa droite : {eldest} "
    "est donc l'aîné.",
    "drill.seats.why.first-lead": "L'aîné entame le premier pli, quel que soit l'ombre : c'est "
    "{eldest}, à droite du donneur ({dealer}), même si l'ombre est {ombre}.",
    "drill.seats.why.middle": "L'aîné, {eldest}, joue le premier ; le tour passe vers la droite, "
    "à {middle}, la main du milieu.",
    "drill.seats.why.next-dealer": "La donne passe à droite après chaque donne : l'aîné, "
    "{eldest}, donne donc la suivante.",
    "drill.seats.why.last": "Le donneur parle et joue le dernier : {dealer}, après {eldest} et "
    "{middle}.",
    "drill.seats.why.first-bid": "L'aîné, {eldest}, à droite du donneur ({dealer}), parle le "
    "premier aux enchères.",
    "drill.seats.why.cut": "C'est le joueur à la gauche du donneur qui coupe : {middle}, la main "
    "du milieu, car {eldest} est à droite du donneur ({dealer}).",
    "drill.seats.nudge.dealer": "Pas le donneur : les tours commencent par le joueur à la droite "
    "du donneur.",
    "drill.seats.nudge.cut": "La coupe revient au joueur à la gauche du donneur, pas à sa droite.",
    "drill.seats.nudge.next-dealer": "La donne ne reste pas en place : elle passe d'une place "
    "vers la droite.",
    "drill.seats.nudge.round": "Comptez vers la droite à partir du donneur : l'aîné, la main du "
    "milieu, puis le donneur.",
    # Exercice payment : qui paie quoi, ligne par ligne.
    "drill.role.0": "Ombre",
    "drill.role.1": "Premier défenseur",
    "drill.role.2": "Deuxième défenseur",
    # Exercice pot-carry : ce que contient le pot après quelques donnes.
    "drill.pot.question": "{rules}. {start} Ensuite : {deals}. Combien de jetons le pot "
    "contient-il une fois la dernière donne réglée ?",
    "drill.pot.empty": "Une session commence avec un pot vide.",
    "drill.pot.carried": "Le pot contient {pot}, reportés des donnes précédentes.",
    "drill.pot.deal.sacada": "la donne {number} finit en sacada",
    "drill.pot.deal.puesta": "la donne {number} finit en puesta",
    "drill.pot.deal.codille": "la donne {number} finit en codille",
    "drill.pot.deal.passed": "à la donne {number}, tout le monde passe",
    "drill.pot.hint": "Allez donne par donne : d'abord les mises initiales entrent, puis le "
    "résultat prend le pot, l'augmente ou le laisse.",
    "drill.pot.step.sacada": "Donne {number} : avec les mises initiales, le pot contient {before} "
    "; la sacada prend tout, il contient donc {after}.",
    "drill.pot.step.puesta": "Donne {number} : avec les mises initiales, le pot contient {before} "
    "; la puesta de l'ombre y met {added} (autant qu'il contient, et plus), il contient donc "
    "{after}.",
    "drill.pot.step.codille": "Donne {number} : avec les mises initiales, le pot contient "
    "{before} ; un codille se paie avec les jetons de l'ombre, le pot reste donc à {after}.",
    "drill.pot.step.passed": "Donne {number} : avec les mises initiales, le pot contient {before} "
    "; personne n'a joué, il reste donc à {after}.",
    "drill.pot.explanation": "Dans les règles {rules}, les mises initiales mettent {antes} au pot "
    "avant chaque donne ; seule une sacada le vide. À la fin, il contient {after}.",
    "drill.pot.nudge.sacada": "Trop : l'une des donnes est une sacada. Que reste-t-il dans le pot "
    "après elle ?",
    "drill.pot.nudge.too-few": "Trop peu : avez-vous ajouté les mises initiales avant chaque "
    "donne, et ce qu'une puesta y met ?",
    "drill.pot.nudge.too-many": "Trop : un codille se paie à un défenseur, pas au pot, et une "
    "puesta ajoute autant que le pot contient, pas le double.",
    "drill.payment.question": "Règles {rules}. L'ombre a joué {contract} (valeur {value}) avec "
    "{pot} dans le pot. {events} Donnez le gain ou la perte de jetons de chaque joueur et le pot "
    "après le règlement.",
    "drill.payment.hint": "D'abord le résultat : sacada, puesta ou codille ? Puis ajoutez chaque "
    "ligne de paiement : le pot, la valeur de jeu, et tout bonus de vole, de primeras ou de "
    "matadors. Les jetons ne font que passer entre les joueurs et le pot : les variations des "
    "joueurs et celle du pot font zéro au total.",
    "drill.payment.surrendered": "Après {tricks} ({count}), l'ombre a abandonné et les deux "
    "défenseurs ont accepté.",
    "drill.payment.stopped": "L'ombre a fait les cinq premiers plis et s'est arrêté.",
    "drill.payment.vole-announced": "L'ombre a annoncé le vole ; plis {count} (l'ombre d'abord).",
    "drill.payment.vole-led": "L'ombre a fait les plis 1 à 5 et a entamé le pli 6 ; plis {count} "
    "(l'ombre d'abord).",
    "drill.payment.tricks": "Plis {count} (l'ombre d'abord).",
    "drill.payment.hand": "L'atout était {suit}, et la main de l'ombre au début du jeu était "
    "{hand}.",
    "drill.payment.chips": "{role} : {due}",
    "drill.payment.chips-wrong": "{role} : {due}, et non {given}",
    "drill.payment.pot": "le pot passe de {before} à {after}",
    "drill.payment.pot-wrong": "le pot passe de {before} à {after}, et non {given}",
    "drill.payment.total": "Au total : {totals} ; le pot passe de {before} à {after}.",
    "drill.payment.wrong.one": "{count} ligne sur {lines} n'est pas juste.",
    "drill.payment.wrong.other": "{count} lignes sur {lines} ne sont pas justes.",
    "drill.payment.wrong.many": "{count} lignes sur {lines} ne sont pas justes.",
    "drill.payment.nudge-sum": "Vos nombres ne s'équilibrent pas : les jetons ne font que passer "
    "entre les joueurs et le pot, les variations des joueurs et celle du pot font donc zéro.",
    "drill.payment.nudge-takeover": "Réglez la donne avec comme ombre le défenseur qui a refusé "
    "le premier, et comptez tous les plis de chaque joueur, y compris avant l'abandon.",
    "drill.payment.whose.0": "de l'ombre",
    "drill.payment.whose.1": "du premier défenseur",
    "drill.payment.whose.2": "du deuxième défenseur",
    "drill.payment.whose.pot": "du pot",
    "drill.payment.nudge-lines.one": "La ligne {lines} n'est pas juste. Sacada, puesta ou codille "
    "d'abord, puis chaque ligne de paiement.",
    "drill.payment.nudge-lines.other": "Les lignes {lines} ne sont pas justes. Sacada, puesta ou "
    "codille d'abord, puis chaque ligne de paiement.",
    "drill.payment.nudge-lines.many": "Les lignes {lines} ne sont pas justes. Sacada, puesta ou "
    "codille d'abord, puis chaque ligne de paiement.",
    # Exercice payment, la reprise suédoise : un défenseur refuse l'abandon et prend la place de
    # l'ombre.
    "drill.takeover.first-refused": "{first} a répondu en premier et a refusé",
    "drill.takeover.second-refused": "{first} a accepté, et {second} a refusé",
    "drill.takeover.question": "Règles {rules}. {old} était l'ombre en {contract} (valeur "
    "{value}) avec {pot} dans le pot. Après {played} ({counts}), {old} a proposé d'abandonner ; "
    "{answers}. À la fin de la donne : {ended}. Donnez le gain ou la perte de jetons de chaque "
    "joueur et le pot après le règlement.",
    "drill.takeover.hint": "Qui est l'ombre maintenant ? Le premier défenseur qui refuse prend la "
    "place dans le même jeu. Puis réglez comme d'habitude : les plis de ce joueur contre ceux de "
    "chacun des deux autres, en comptant aussi les plis faits avant l'abandon.",
    "drill.takeover.codille-old": "un codille gagné par {winner}, l'ancien ombre",
    "drill.takeover.codille-defender": "un codille gagné par {winner}, un défenseur",
    "drill.takeover.result": "une {result}",
    "drill.takeover.why": "{new} a refusé en premier : c'est donc {new} qui prend la place de "
    "l'ombre, et {old} passe en défense. Les plis faits avant l'abandon restent à qui les a "
    "gagnés : {new} a donc {tricks} contre {against} : {result}.",
    # Exercice call-king : quel roi appeler au Quadrille ou au Quintille.
    "drill.call.question": "{game} : vous avez remporté les enchères et nommé l'atout {trump}. "
    "Quel roi appelez-vous ? Son détenteur devient votre partenaire secret.",
    "drill.call.hint": "Le roi d'atout ne peut pas être appelé, et un roi que vous avez vous "
    "laisse seul. Appelez le roi de votre plus longue couleur secondaire où il vous manque le roi "
    ": c'est là que vos petites cartes ont le plus besoin du roi d'un partenaire.",
    "drill.call.why.trump-king": "{card} est le roi d'atout, qui ne peut jamais être appelé ; "
    "seuls les rois des autres couleurs peuvent l'être",
    "drill.call.why.own": "vous avez {card} vous-même : l'appeler est permis, mais vous jouez "
    "alors seul et devez faire {need} plis sur {total} par vous-même, en gagnant ou en payant "
    "tout le jeu seul, ce qui est rarement sage",
    "drill.call.why.right": "appelez {card} : vous avez {cards} sans son roi, votre plus longue "
    "couleur secondaire de ce genre ; son détenteur, votre partenaire, peut donc y faire un pli",
    "drill.call.why.shorter": "{card} peut être appelé, mais vous avez {held} contre {cards} : "
    "c'est dans la couleur la plus longue que le roi d'un partenaire aide le plus",
    "drill.call.held.only": "seulement {cards}",
    "drill.call.held.none": "aucune carte à {suit}",
    "drill.call.cards-in": "{cards} à {suit}",
    "drill.call.nudge.trump": "L'atout est {suit} : son roi peut-il être appelé ?",
    "drill.call.nudge.own": "Vous avez ce roi vous-même : l'appel est permis, mais vous joueriez "
    "seul. Un partenaire pourrait-il aider ?",
    "drill.call.nudge.count": "Comptez vos cartes dans chaque couleur secondaire dont il vous "
    "manque le roi.",
    # Exercices sur les matadors : matadors-which, matadors-count, trump-run.
    "drill.matador.hint": "Les matadors sont Spadille (A♠), Manille et Basto (A♣). Manille est le "
    "2 d'une couleur d'atout noire et le 7 d'une rouge.",
    "drill.note.spadille": "Spadille, toujours le plus haut atout : un matador",
    "drill.note.basto": "Basto, toujours le troisième atout : un matador",
    "drill.note.manille-black": "Manille, le {rank} d'une couleur d'atout noire : un matador",
    "drill.note.manille-red": "Manille, le {rank} d'une couleur d'atout rouge : un matador",
    "drill.note.punto": "Punto, le quatrième atout, mais pas un matador",
    "drill.note.red-ace.one": "un as rouge lisse, sous le valet : pas un matador",
    "drill.note.red-ace.other": "des as rouges lisses, sous le valet : pas des matadors",
    "drill.note.red-ace.many": "des as rouges lisses, sous le valet : pas des matadors",
    "drill.note.not-manille": "pas Manille, qui est le {number} de {trumps} avec atout {trumps}",
    "drill.note.trump.one": "un atout, mais pas un matador",
    "drill.note.trump.other": "des atouts, mais pas des matadors",
    "drill.note.trump.many": "des atouts, mais pas des matadors",
    "drill.note.plain.one": "une carte lisse, pas un matador",
    "drill.note.plain.other": "des cartes lisses, pas des matadors",
    "drill.note.plain.many": "des cartes lisses, pas des matadors",
    "drill.which.question": "Lesquelles de ces cartes sont des matadors avec atout {trump} ?",
    "drill.which.not-matador.one": "{Cards} n'est pas un matador.",
    "drill.which.not-matador.other": "{Cards} ne sont pas des matadors.",
    "drill.which.not-matador.many": "{Cards} ne sont pas des matadors.",
    "drill.which.left-out": "Vous avez oublié {left}.",
    "drill.which.not-matador-left-out.one": "{Cards} n'est pas un matador ; vous avez oublié "
    "{left}.",
    "drill.which.not-matador-left-out.other": "{Cards} ne sont pas des matadors ; vous avez "
    "oublié {left}.",
    "drill.which.not-matador-left-out.many": "{Cards} ne sont pas des matadors ; vous avez oublié "
    "{left}.",
    "drill.which.explanation": "Avec atout {trump}, les matadors sont {matadors}, et ces trois-là "
    "seulement.",
    "drill.which.nudge.both": "Vous avez choisi une carte qui n'est pas un matador, et oublié une "
    "qui l'est. Seuls Spadille, Manille et Basto le sont, et Manille dépend de la couleur de "
    "l'atout.",
    "drill.which.nudge.extra": "Vous avez choisi une carte qui n'est pas un matador. Seuls "
    "Spadille, Manille et Basto le sont, et Manille dépend de la couleur de l'atout.",
    "drill.which.nudge.missing": "Vous avez oublié un matador. Seuls Spadille, Manille et Basto "
    "le sont, et Manille dépend de la couleur de l'atout.",
    "drill.count.question": "Atout {trump}. Combien de matadors cette main contient-elle ?",
    "drill.count.held": "La main contient {matadors} : {cards}.",
    "drill.count.none": "La main ne contient aucun matador : avec atout {trump}, ce sont "
    "{matadors}.",
    "drill.count.too-many": "Trop : seuls Spadille, Manille et Basto sont des matadors, pas Punto "
    "ni les autres as.",
    "drill.count.too-few": "Trop peu : cherchez aussi Manille, dont le rang dépend de la couleur "
    "de l'atout.",
    "drill.run.question": "Atout {trump}. Combien d'atouts cette main contient-elle à la suite "
    "depuis Spadille ?",
    "drill.run.hint-black": "Descendez l'ordre des atouts depuis Spadille (A♠) : Spadille, "
    "Manille, Basto, le roi… et arrêtez-vous au premier atout que la main n'a pas. Sans Spadille, "
    "la suite vaut 0.",
    "drill.run.hint-red": "Descendez l'ordre des atouts depuis Spadille (A♠) : Spadille, Manille, "
    "Basto, Punto, le roi… et arrêtez-vous au premier atout que la main n'a pas. Sans Spadille, "
    "la suite vaut 0.",
    "drill.run.explanation": "La suite est {held} : {trumps}, interrompue par {missing}, qui "
    "manque.",
    "drill.run.no-spadille": "La main n'a pas Spadille : elle n'a donc pas de suite depuis "
    "Spadille.",
    "drill.run.estuches": "Pour l'ombre, en cas de sacada, les estuches rapporteraient {bonus} de "
    "chaque défenseur.",
    "drill.run.swedish": "Pour l'ombre, en cas de sacada, le bonus suédois des matadors (les "
    "trois matadors 3, +1 par atout suivant, au plus {cap}) rapporterait {bonus} de chaque "
    "défenseur.",
    "drill.run.too-many": "Trop : la suite s'arrête au premier atout que la main n'a pas.",
    "drill.run.too-few": "Trop peu : la suite continue après les matadors, par chaque atout "
    "détenu sans trou.",
    # Exercice deck-ranks : quels rangs contient le jeu de l'Ombre.
    "drill.deck.rank.A": "as",
    "drill.deck.rank.2": "deux",
    "drill.deck.rank.3": "trois",
    "drill.deck.rank.4": "quatre",
    "drill.deck.rank.5": "cinq",
    "drill.deck.rank.6": "six",
    "drill.deck.rank.7": "sept",
    "drill.deck.rank.8": "huit",
    "drill.deck.rank.9": "neuf",
    "drill.deck.rank.10": "dix",
    "drill.deck.rank.J": "valet",
    "drill.deck.rank.Q": "dame",
    "drill.deck.rank.K": "roi",
    "drill.deck.ranks.question": "Ces rangs se trouvent tous dans un jeu ordinaire de 52 cartes. "
    "Lesquels sont aussi dans le jeu de l'Ombre ? Choisissez-les tous, puis Vérifier.",
    "drill.deck.ranks.hint": "Le jeu de l'Ombre est le jeu ordinaire dont on a retiré trois rangs "
    "voisins dans chaque couleur.",
    "drill.deck.ranks.why": "Chaque couleur du jeu de l'Ombre a {ranks} rangs : as, deux à sept, "
    "valet, dame et roi. Les huit, neuf et dix du jeu ordinaire sont retirés.",
    "drill.deck.ranks.not-in": "Le jeu de l'Ombre n'a pas de {ranks}.",
    "drill.deck.ranks.left-out": "Vous avez oublié {ranks}, que le jeu de l'Ombre garde.",
    "drill.deck.ranks.suit": "Une couleur du jeu de l'Ombre, de l'as au roi",
    "drill.deck.ranks.nudge.removed": "Vous avez gardé un rang retiré : quels trois rangs voisins "
    "le jeu de l'Ombre perd-il ?",
    "drill.deck.ranks.nudge.missing": "Vous avez oublié un rang que le jeu de l'Ombre garde : "
    "seuls trois rangs voisins sont retirés.",
    # Exercice spanish-suit : la couleur espagnole d'une carte.
    "drill.spanish-suit.question": "Laquelle de ces cartes est de la couleur {spanish}, une "
    "couleur du jeu espagnol ?",
    "drill.spanish-suit.hint": "Épées, coupes, deniers et bâtons : chaque couleur espagnole "
    "correspond à une couleur française, et les paires gardent leur teinte dans les règles.",
    "drill.spanish-suit.why": "{Spanish} ({emblem}) correspond à la couleur {symbol} des cartes "
    "françaises, une couleur {colour} : ici {card}.",
    "drill.spanish-suit.red": "rouge",
    "drill.spanish-suit.black": "noire",
    "drill.spanish-suit.emblem.espadas": "épées",
    "drill.spanish-suit.emblem.copas": "coupes",
    "drill.spanish-suit.emblem.oros": "deniers",
    "drill.spanish-suit.emblem.bastos": "bâtons",
    "drill.spanish-suit.pairs": "Espadas ♠ et bastos ♣ sont les couleurs noires, copas ♥ et oros "
    "♦ les rouges",
    "drill.spanish-suit.nudge": "Pensez à l'emblème que désigne le nom espagnol, et à la couleur "
    "française qui l'a remplacé.",
    # Exercice suit-size : combien de cartes compte une couleur lisse.
    "drill.suit-size.question": "Atout {trump}. Combien de cartes compte {suit} comme couleur "
    "lisse ?",
    "drill.suit-size.hint": "Comptez les rangs d'une couleur dans le jeu de l'Ombre, puis "
    "demandez-vous si l'une des cartes de cette couleur est toujours atout.",
    "drill.suit-size.black": "{Suit} est une couleur noire : son as, {ace}, est toujours atout, "
    "jamais une carte lisse ; la couleur lisse compte donc {count} cartes.",
    "drill.suit-size.red": "{Suit} est une couleur rouge : aucune de ses cartes n'est atout quand "
    "une autre couleur l'est ; la couleur lisse garde donc ses {count} cartes.",
    "drill.suit-size.cards": "{Suit} comme couleur lisse, de la plus haute à la plus basse",
    "drill.suit-size.nudge": "Comptez les rangs d'une couleur, puis demandez-vous : l'une des "
    "cartes de cette couleur est-elle toujours atout, quelle que soit la couleur d'atout ?",
    # Exercice order-cards : les cartes d'une couleur en jeu, la plus haute d'abord.
    "drill.order.hint.black-trumps": "Spadille, Manille (le 2 des atouts noirs) et Basto viennent "
    "en tête. Récitez-vous l'ordre complet de la couleur, puis retrouvez-y ces cartes.",
    "drill.order.hint.red-trumps": "Spadille, Manille (le 7 des atouts rouges), Basto et Punto "
    "viennent en tête. Récitez-vous l'ordre complet de la couleur, puis retrouvez-y ces cartes.",
    "drill.order.hint.red-plain": "Dans une couleur rouge lisse, l'as vient juste sous le valet. "
    "Récitez-vous l'ordre complet de la couleur, puis retrouvez-y ces cartes.",
    "drill.order.hint.black-plain": "Une couleur noire lisse va R D V 7 6 5 4 3 2. Récitez-vous "
    "l'ordre complet de la couleur, puis retrouvez-y ces cartes.",
    "drill.order.note.black-trumps": "Avec atout noir, le 2 est Manille, second après Spadille, "
    "et Basto (A♣) vient troisième, au-dessus du roi.",
    "drill.order.note.red-trumps": "Avec atout rouge, le 7 est Manille, Basto (A♣) est troisième, "
    "et l'as d'atout est Punto, quatrième ; sous le valet, les petits atouts vont 2, 3, 4, 5, 6.",
    "drill.order.note.red-plain": "Dans une couleur rouge lisse, l'as est sous le valet, et parmi "
    "les petites cartes le 2 est la plus haute : le 2 bat le 7.",
    "drill.order.note.black-plain": "Une couleur noire lisse n'a pas d'as, car A♠ et A♣ sont "
    "toujours atouts, et ses petites cartes se classent selon leur chiffre : 7 en haut, 2 en bas.",
    "drill.order.question-trumps": "Atout {trump}. Rangez ces atouts, du plus haut au plus bas.",
    "drill.order.question-plain": "Atout {trump}. Rangez ces cartes à {suit} (pas atout), de la "
    "plus haute à la plus basse.",
    "drill.order.in-place": "{card} est bien à la place {place}",
    "drill.order.out-of-place": "la place {place} devrait contenir {wanted}, pas {card}",
    "drill.order.explanation-trumps": "Avec atout {trump}, les atouts se classent {order}.",
    "drill.order.explanation-plain": "Avec atout {trump}, {suit} comme couleur lisse se classe "
    "{order}.",
    "drill.order.right-places": "{right} cartes sur {total} sont à la bonne place.",
    "drill.order.nudge.black-trumps": "{right} cartes sur {total} sont à la bonne place. "
    "Commencez par les trois matadors, puis le roi d'atout et en descendant.",
    "drill.order.nudge.red-trumps": "{right} cartes sur {total} sont à la bonne place. Après les "
    "matadors viennent Punto (l'as), le roi, la dame et le valet ; puis le deux est le plus haut "
    "petit atout et le six le plus bas.",
    "drill.order.nudge.red-plain": "{right} cartes sur {total} sont à la bonne place. Dans une "
    "couleur rouge lisse, l'as est sous le valet ; le deux est la plus haute petite carte et le "
    "sept la plus basse.",
    "drill.order.nudge.black-plain": "{right} cartes sur {total} sont à la bonne place. Dans une "
    "couleur noire lisse, les petites cartes se classent selon leur chiffre, la plus haute en "
    "premier.",
    # Exercice trick-winner : quelle carte remporte le pli.
    "drill.winner.discard": "{card} est une défausse : ni un atout ni une carte à {led}, elle ne "
    "peut pas gagner, quel que soit son rang",
    "drill.winner.trumped": "{card} fournit à {led}, mais {winner} est un atout, et tout atout "
    "bat toute carte lisse",
    "drill.winner.lower-trump": "{card} se classe sous {winner} : les atouts se classent {order}",
    "drill.winner.lower": "{card} se classe sous {winner} : à {suit}, l'ordre est {order}",
    "drill.winner.question": "Atout {trump}. Quelle carte remporte ce pli ?",
    "drill.winner.hint": "Y a-t-il un atout dans le pli ? L'atout est {trump}, et Spadille (A♠) "
    "et Basto (A♣) sont toujours atouts. S'il n'y a pas d'atout, seules les cartes de la couleur "
    "demandée peuvent gagner.",
    "drill.winner.nudge.discard-cannot-win": "Cette carte ne fournit pas à la couleur demandée et "
    "n'est pas un atout : elle ne peut pas gagner.",
    "drill.winner.nudge.trump-beats-plain": "Regardez encore : il y a un atout dans ce pli, et "
    "tout atout bat toute carte lisse.",
    "drill.winner.nudge.lower-in-suit": "Une autre carte de la même couleur est plus haute : "
    "récitez-vous l'ordre de cette couleur.",
    # Exercice legal-play : quelles cartes peuvent être jouées.
    "drill.legal.question-no-trumps.second": "{contract} : il n'y a pas d'atout, et vous jouez en "
    "deuxième à ce pli. Quelles cartes pouvez-vous jouer ?",
    "drill.legal.question-no-trumps.third": "{contract} : il n'y a pas d'atout, et vous jouez en "
    "troisième à ce pli. Quelles cartes pouvez-vous jouer ?",
    "drill.legal.hint-no-trumps": "Il n'y a pas d'atout : Spadille n'est que l'as de pique et "
    "Basto l'as de trèfle, des as ordinaires. Quelle couleur a été demandée ? Fournissez si vous "
    "le pouvez ; sinon, n'importe quelle carte.",
    "drill.legal.question.second": "Atout {trump}, et vous jouez en deuxième à ce pli. Quelles "
    "cartes pouvez-vous jouer ?",
    "drill.legal.question.third": "Atout {trump}, et vous jouez en troisième à ce pli. Quelles "
    "cartes pouvez-vous jouer ?",
    "drill.legal.hint": "Quelle couleur a été demandée ? Fournissez si vous le pouvez. Si atout "
    "est demandé et que vos seuls atouts sont des matadors, vous pouvez les garder, sauf si le "
    "matador entamé est plus haut que votre plus bas.",
    "drill.legal.only": "Vous pouvez jouer {cards}, et rien d'autre.",
    "drill.legal.any": "Vous pouvez jouer n'importe quelle carte.",
    "drill.legal.may": "jouables : {cards}",
    "drill.legal.may-not": "non jouables : {cards}",
    "drill.legal.nudge.both-no-trumps": "Vous avez choisi une carte interdite, et oublié une "
    "carte permise. La couleur demandée est {led}, et il n'y a pas d'atout : pouvez-vous fournir ?",
    "drill.legal.nudge.extra-no-trumps": "Vous avez choisi une carte interdite. La couleur "
    "demandée est {led}, et il n'y a pas d'atout : pouvez-vous fournir ?",
    "drill.legal.nudge.missing-no-trumps": "Vous avez oublié une carte permise. La couleur "
    "demandée est {led}, et il n'y a pas d'atout : pouvez-vous fournir ?",
    "drill.legal.nudge.both-plain": "Vous avez choisi une carte interdite, et oublié une carte "
    "permise. La couleur demandée est {led} : pouvez-vous fournir ?",
    "drill.legal.nudge.extra-plain": "Vous avez choisi une carte interdite. La couleur demandée "
    "est {led} : pouvez-vous fournir ?",
    "drill.legal.nudge.missing-plain": "Vous avez oublié une carte permise. La couleur demandée "
    "est {led} : pouvez-vous fournir ?",
    "drill.legal.nudge.both-trumps": "Vous avez choisi une carte interdite, et oublié une carte "
    "permise. Atout est demandé : lesquelles de vos cartes sont des atouts, et un matador peut-il "
    "rester en main ?",
    "drill.legal.nudge.extra-trumps": "Vous avez choisi une carte interdite. Atout est demandé : "
    "lesquelles de vos cartes sont des atouts, et un matador peut-il rester en main ?",
    "drill.legal.nudge.missing-trumps": "Vous avez oublié une carte permise. Atout est demandé : "
    "lesquelles de vos cartes sont des atouts, et un matador peut-il rester en main ?",
    # Exercice bid-advice : annoncer ou passer avec cette main.
    "drill.bid.question": "Vous êtes l'aîné et parlez le premier. Devez-vous annoncer {contract} "
    "avec cette main (vous nommeriez l'atout après avoir remporté les enchères) ?",
    "drill.bid.hint": "Comptez vos matadors pour la meilleure couleur d'atout, puis vos cartes "
    "maîtresses secondaires : les rois, et les as lisses des couleurs rouges ({red_aces}). Quatre "
    "atouts ou plus avec un arrêt secondaire (un roi, ou une dame gardée) font aussi une main.",
    "drill.bid.nudge": "Comptez encore : les matadors pour votre meilleure couleur d'atout, puis "
    "vos gagnantes sûres dans les couleurs secondaires.",
    # Exercice exchange : quelles cartes écarter.
    "drill.exchange.question": "Vous avez remporté les enchères avec {contract} et nommé l'atout "
    "{trump}. Quelles cartes écartez-vous ? Vous en piochez autant sur le dessus du talon.",
    "drill.exchange.hint": "Gardez vos atouts et vos rois secondaires ; les petites cartes des "
    "couleurs secondaires courtes sont l'écart habituel. Plus vous écartez, plus vous avez de "
    "chances de piocher un matador.",
    "drill.exchange.moved": "Vous avez écarté {discarded} et pioché {drawn} dans le talon.",
    "drill.exchange.kept": "Vous avez gardé vos neuf cartes et n'avez rien pioché.",
    "drill.exchange.change": "Matadors {matadors_before} → {matadors_after}, atouts "
    "{trumps_before} → {trumps_after}, rois secondaires {kings_before} → {kings_after}.",
    "drill.exchange.plan": "{change} Un plan courant garde les atouts et les rois secondaires et "
    "écarte le reste ({cards}).",
    "drill.exchange.plan-none": "{change} Un plan courant garde les atouts et les rois "
    "secondaires et écarte le reste.",
    "drill.exchange.verdict-fine": "Votre échange :",
    "drill.exchange.verdict-poor": "Un échange faible.",
    "drill.exchange.nudge.discarded-matador": "Vous écartez un matador : gardez vos meilleurs "
    "atouts. Choisissez à nouveau vos cartes à écarter.",
    "drill.exchange.nudge.discarded-trump": "Vous écartez un atout : l'ombre garde tous ses "
    "atouts. Choisissez à nouveau vos cartes à écarter.",
    "drill.exchange.nudge.discarded-king": "Vous écartez un roi secondaire, un gagnant probable. "
    "Choisissez à nouveau vos cartes à écarter.",
    # Exercice talon-draw : combien de cartes un joueur peut encore piocher dans le talon.
    "drill.talon.question.first": "L'ombre, en {contract}, écarte {ombre} et en pioche autant "
    "dans le talon de {talon}. Combien de cartes le premier défenseur peut-il piocher au plus ?",
    "drill.talon.question.last": "L'ombre, en {contract}, écarte {ombre} et en pioche autant dans "
    "le talon de {talon} ; le premier défenseur écarte ensuite et pioche {first}. Combien de "
    "cartes le second défenseur peut-il piocher au plus ?",
    "drill.talon.question.solo": "L'ombre joue un solo et ne pioche rien. Le premier défenseur "
    "écarte {first} et en pioche autant dans le talon de {talon}. Combien de cartes le second "
    "défenseur peut-il piocher au plus ?",
    "drill.talon.hint": "Comptez les cartes qui restent au talon quand vient le tour de ce joueur "
    "; et personne n'écarte plus qu'une main entière.",
    "drill.talon.left": "Le talon avait {talon} et {drawn} ont été piochées avant ce tour : il en "
    "reste donc {left}.",
    "drill.talon.empty": "Le talon est vide : l'échange est fini, et ce défenseur ne pioche rien.",
    "drill.talon.whole-hand": "C'est plus qu'une main : un joueur écarte au plus ses {hand} "
    "cartes, et en pioche autant.",
    "drill.talon.all-left": "Un joueur peut prendre au plus ce qui reste : les {left}.",
    "drill.talon.rule": "Chaque joueur pioche autant de cartes qu'il en écarte, au plus ce qui "
    "reste au talon",
    "drill.talon.nudge": "Comptez ce qui reste au talon quand vient le tour de ce joueur, et "
    "souvenez-vous qu'une main n'a qu'un nombre limité de cartes.",
    # Les mots des cartes, par jeu (french, spanish) : un rang seul, une couleur dans une phrase,
    # la couleur dans le nom d'une carte, et le modèle du nom (voir ombre_core/cards.py).
    "rank.french.A": "As",
    "rank.french.2": "Deux",
    "rank.french.3": "Trois",
    "rank.french.4": "Quatre",
    "rank.french.5": "Cinq",
    "rank.french.6": "Six",
    "rank.french.7": "Sept",
    "rank.french.J": "Valet",
    "rank.french.Q": "Dame",
    "rank.french.K": "Roi",
    "rank.spanish.A": "As",
    "rank.spanish.2": "Deux",
    "rank.spanish.3": "Trois",
    "rank.spanish.4": "Quatre",
    "rank.spanish.5": "Cinq",
    "rank.spanish.6": "Six",
    "rank.spanish.7": "Sept",
    "rank.spanish.J": "Sota",
    "rank.spanish.Q": "Caballo",
    "rank.spanish.K": "Rey",
    "suit.french.spades": "pique",
    "suit.french.hearts": "cœur",
    "suit.french.diamonds": "carreau",
    "suit.french.clubs": "trèfle",
    "suit.spanish.spades": "espadas",
    "suit.spanish.hearts": "copas",
    "suit.spanish.diamonds": "oros",
    "suit.spanish.clubs": "bastos",
    "card.french": "{rank} de {suit}",
    "card.spanish": "{rank} de {suit}",
    # Espadas et oros commencent par une voyelle : « d'espadas », « d'oros », que le modèle ne
    # sait pas dire.
    "card.spanish.As": "As d'espadas",
    "card.spanish.2s": "Deux d'espadas",
    "card.spanish.3s": "Trois d'espadas",
    "card.spanish.4s": "Quatre d'espadas",
    "card.spanish.5s": "Cinq d'espadas",
    "card.spanish.6s": "Six d'espadas",
    "card.spanish.7s": "Sept d'espadas",
    "card.spanish.Js": "Sota d'espadas",
    "card.spanish.Qs": "Caballo d'espadas",
    "card.spanish.Ks": "Rey d'espadas",
    "card.spanish.Ad": "As d'oros",
    "card.spanish.2d": "Deux d'oros",
    "card.spanish.3d": "Trois d'oros",
    "card.spanish.4d": "Quatre d'oros",
    "card.spanish.5d": "Cinq d'oros",
    "card.spanish.6d": "Six d'oros",
    "card.spanish.7d": "Sept d'oros",
    "card.spanish.Jd": "Sota d'oros",
    "card.spanish.Qd": "Caballo d'oros",
    "card.spanish.Kd": "Rey d'oros",
    "card.suit.french.spades": "pique",
    "card.suit.french.hearts": "cœur",
    "card.suit.french.diamonds": "carreau",
    "card.suit.french.clubs": "trèfle",
    "card.suit.spanish.spades": "espadas",
    "card.suit.spanish.hearts": "copas",
    "card.suit.spanish.diamonds": "oros",
    "card.suit.spanish.clubs": "bastos",
    # Les atouts nommés, comme les écrivent les règles.
    "card.title.spadille": "Spadille",
    "card.title.manille": "Manille",
    "card.title.basto": "Basto",
    "card.title.punto": "Punto",
    "card.titled.aside": "{card} ({title})",
    "drill.cards-note": "{cards} : {note}",
    "list.comma": "{items}, {item}",
    "outcome.seat-chips": "{name} {chips}",
    # Une action à la table ou dans un exercice que la donne ne permet pas maintenant.
    "error.wrong-phase": "{action} n'est pas possible maintenant : {expecting}",
    "error.deal-over": "la donne est finie : {action} n'est pas possible",
    "error.unknown-contract": "la règle {rules} n'a pas de jeu {name} : {games}",
    "error.empty-talon": "il n'y a pas de carte du talon à retourner",
    "error.suit-removed": "{suit} ne fait pas partie de ce jeu de cartes",
    # Une donne (tapée, importée ou enregistrée) qui n'est pas une donne de ces règles.
    "error.bad-deal.hands": "une donne compte {players} mains dans la règle {rules}, pas {count}",
    "error.bad-deal.talon": "le talon a {talon} cartes, pas {count}",
    "error.bad-deal.hand-size": "chaque main a {size} cartes : {cards}",
    "error.bad-deal.twice": "{cards} distribué deux fois",
    "error.bad-deal.deck": "la donne n'est pas le jeu de cartes de la règle {rules}",
    "error.bad-dealer": "le donneur doit être une place de 0 à {last}, pas {value}",
    "error.bad-pot": "le pot doit compter 0 jeton ou plus, pas {value}",
    # La notation des cartes et des actions, tapée ou importée.
    "error.bad-suit": "{text} n'est pas une couleur : écrivez s h d c, ♠ ♥ ♦ ♣, spades hearts "
    "diamonds clubs, ou espadas copas oros bastos",
    "error.bad-card": "{text} n'est pas une carte : les rangs sont A 2 3 4 5 6 7 J Q K (ni 8, "
    "ni 9, ni 10) et les couleurs s h d c ou ♠ ♥ ♦ ♣, comme dans « Kh » ou « 7♦ »",
    "error.duplicate-card": "{card} figure deux fois",
    "error.duplicate-card.in": "{card} figure deux fois dans {text}",
    "error.duplicate-card.dealt": "{card} est distribué deux fois dans {text}",
    "error.bad-action": "{text} n'est pas une action : {why}",
    "error.bad-action.text": "une action est un texte, pas {text}",
    "error.bad-action.empty": "elle est vide",
    "error.bad-action.nothing-after": "{verb} ne prend rien après lui",
    "error.bad-action.play": "play demande une carte, comme dans « play Ks »",
    "error.bad-action.call": "call demande une carte, comme dans « call Kh »",
    "error.bad-action.discard": "dites quelles cartes, comme dans « discard 3h 4c », ou "
    "« discard none »",
    "error.bad-action.trump": "nommez une couleur, comme dans « trump hearts »",
    "error.bad-action.game": "{verb} demande un nom de jeu, comme dans « {verb} entrada »",
    "error.bad-action.game-length": "un nom de jeu a au plus {length} lettres",
    "error.bad-action.announce": "la seule annonce est « announce vole »",
    "error.bad-action.deal": "une donne liste chaque main puis le talon, séparés par « / »",
    "error.bad-action.verbs": "les actions sont pass, bid ..., choose ..., gascarille, "
    "countervole, trump ..., call ..., discard ..., play ..., announce vole, stop, surrender, "
    "accept, refuse et deal ...",
    # Une position (le départ en cours de jeu d'une leçon ou d'une page d'entraînement) impossible.
    "error.bad-position.no-trumps": "une position nomme son atout, et {contract} se joue sans "
    "atout",
    "error.bad-position.diamonds": "{contract} se joue avec carreau pour atout",
    "error.bad-position.seat": "{name} doit être une place de 0 à {last}, pas {value}",
    "error.bad-position.dummy-ombre": "la place {seat} tient la main du mort, qui n'est jamais "
    "l'ombre",
    "error.bad-position.seats": "une position donne les mains et les plis faits des {players} "
    "places",
    "error.bad-position.negative": "les plis faits ne peuvent pas être négatifs",
    "error.bad-position.tricks": "{done} plis sont déjà faits, mais une donne en compte {total}",
    "error.bad-position.trick": "un pli en cours a moins de {players} cartes",
    "error.bad-position.twice": "{card} figure deux fois",
    "error.bad-position.deck": "{card} ne fait pas partie du jeu de cartes de la règle {rules}",
    "error.bad-position.hand": "la place {seat} devrait tenir {size} cartes après {done} plis, "
    "pas {count}",
    "error.bad-position.hand-playing": "la place {seat} devrait tenir {size} cartes après {done} "
    "plis et une carte jouée à celui-ci, pas {count}",
    "error.bad-position.ombre-hand": "la main de l'ombre au début du jeu de la carte a {size} "
    "cartes",
    "error.bad-position.start": "« start » donne une main, ou une par place ({players}), au début "
    "du jeu de la carte",
    "error.bad-position.start-hand": "la main de la place {seat} au début du jeu de la carte doit "
    "avoir {size} cartes et contenir toutes les cartes qu'il lui reste",
    "error.bad-position.ombre-twice": "la main de l'ombre au début du jeu de la carte est donnée "
    "deux fois, différemment",
    "error.bad-position.called-missing": "une position de {contract} nomme la carte appelée et son "
    "détenteur (« called Kh 2 »)",
    "error.bad-position.called-extra": "{contract} n'appelle pas de partenaire : la position ne "
    "nomme donc pas de carte appelée",
    "error.bad-position.holder": "le détenteur de la carte appelée doit être une place de 0 à "
    "{last}",
    "error.bad-position.callable": "{card} ne peut pas être appelé : on appelle un roi ou une dame "
    "qui n'est pas d'atout",
    "error.bad-position.called-held": "la place {seat} tient {card}, qui a été distribué à la "
    "place {holder}",
    "error.bad-position.vole": "dans la règle {rules}, on n'est engagé au vole que lorsque "
    "l'ombre, après avoir gagné les plis 1 à {run}, entame le pli {next}",
    "error.bad-position.no-forced": "la règle {rules} n'a pas de spadille forcée : aucune ombre "
    "n'est donc forcée",
    "error.bad-position.forced-game": "une ombre forcée joue {lowest}, pas {contract}",
    "error.bad-position.forced-spadille": "une ombre forcée est celle qui tenait Spadille, et la "
    "main de cette ombre ne la tenait pas",
    # Une donne ou un problème du jour demandé qui n'existe pas.
    "error.bad-date": "{text} n'est pas un jour : écrivez-le AAAA-MM-JJ, comme 2026-12-02",
    "error.bad-date.calendar": "{text} n'est pas un jour du calendrier : {why}",
    "error.early-day": "{day} est avant la première donne du jour, {first}",
    "error.future-day": "{day} est encore à venir : la dernière donne du jour est celle "
    "d'aujourd'hui, {today}",
    "error.bad-rules.daily": "{rules} n'a pas de donne du jour : choisissez {presets}",
    "error.not-the-deal": "{what} {notation} n'est pas la donne {rules} du {day}",
    "error.not-over": "{what} n'est pas encore fini : {notation}",
    "error.bad-puzzle.id": "l'identifiant d'un problème doit être un texte, pas {value}",
    "error.bad-puzzle.rating": "le problème {id} a un classement de {rating} et un RD de {rd} : le "
    "RD doit être au-dessus de 0 et au plus {limit}, le classement de {low} à {high}",
    "error.bad-puzzle.twice": "les identifiants des problèmes doivent différer : {ids} reviennent "
    "plus d'une fois",
    "error.no-puzzle": "il n'y a aucun problème à choisir",
    "error.no-puzzle.just-played": "le seul problème, {id}, est celui qui vient d'être joué",
    # Un exercice demandé qui n'existe pas, ou une réponse que l'exercice ne sait pas lire.
    "error.unknown-exercise": "il n'y a pas d'exercice de type {name} : choisissez parmi {kinds}",
    "error.bad-seed.exercise": "le numéro d'un exercice est un nombre entier >= 0, pas {value}",
    "error.bad-answer.number.answer": "la réponse doit être un nombre entier, pas {value}",
    "error.bad-answer.number.chip-change": "chaque variation de jetons doit être un nombre entier, "
    "pas {value}",
    "error.bad-answer.number.pot-after": "le pot après la donne doit être un nombre entier, pas "
    "{value}",
    "error.bad-answer.list": "la réponse doit être une liste d'identifiants de choix, pas {value}",
    "error.bad-answer.unknown-choice": "{value} ne fait pas partie des choix : {choices}",
    "error.bad-answer.twice": "{value} figure deux fois",
    "error.bad-answer.choice": "la réponse doit être l'un des choix {choices}, pas {value}",
    "error.bad-answer.order": "mettez les {count} choix dans l'ordre, pas {given}",
    "error.bad-answer.chips-shape": 'la réponse doit être {{"chips": [un nombre par joueur], '
    '"pot_after": nombre}}',
    "error.bad-answer.chips": "chips doit lister {players} nombres, un par joueur, pas {value}",
    # Un bouton pressé quand il ne peut pas agir (le coup du bot, une reprise, un rejeu).
    "error.no-action": "personne n'a à jouer : la donne est finie",
    "error.your-turn": "c'est à vous de jouer : le bot ne joue que pour les autres",
    "error.nothing-to-undo.sitting-out": "vous ne jouez pas cette donne : rien à reprendre",
    "error.sitting-out": "vous n'avez pas joué cette donne : il n'y a rien de vous à rejouer",
    # L'état d'une donne (tapé, importé, ou une partie enregistrée) illisible ou inutilisable.
    "error.bad-seed": "le numéro d'une donne est un nombre entier, pas {value}",
    "error.no-action.now": "personne n'a à jouer : {expecting}",
    "error.no-card": "aucune carte ne peut être jouée maintenant : {expecting}",
    "error.nothing-to-undo": "il n'y a aucune action à reprendre",
    "error.bad-state": "{text} n'est pas un état : il s'écrit « RULES | dealer N | pot N | ... »",
    "error.bad-state.sections": "trop de sections « | » dans {text}",
    "error.bad-state.data": "données d'état incorrectes : {why}",
    "error.bad-state.number": "« {key} N » attendu, pas {text}",
    # La notation d'une position (tapée, importée ou enregistrée) illisible.
    "error.bad-position.notation": "{text} n'est pas une position : elle commence par « position "
    "CONTRACT TRUMP », comme dans « position entrada hearts ombre 0 leader 1 won 0 0 0 hands ... "
    "/ ... / ... »",
    "error.bad-position.key-twice": "{word} figure deux fois dans {text}",
    "error.bad-position.unexpected": "{word} inattendu dans {text}",
    "error.bad-position.needs": "une position demande « {key} » : {text}",
    "error.bad-position.seat-number": "{key} doit être un seul numéro de place dans {text}",
    "error.bad-position.won": "won doit donner des nombres de plis dans {text}",
    "error.bad-position.flag": "« {key} » ne prend rien après lui dans {text}",
    "error.bad-position.called": "« called » donne la carte appelée et la place de son "
    "détenteur, comme dans « called Kh 2 », dans {text}",
    "error.bad-position.data": "données de position incorrectes {data} : {why}",
    # Les règles écrites dans la notation d'un état (tapée, importée ou enregistrée).
    "error.bad-number": "{field} doit être un nombre entier, pas {value}",
    "error.bad-rules.missing": "les règles manquent : commencez par le nom d'une règle prédéfinie",
    "error.unknown-preset": "règle prédéfinie inconnue : {name}",
    "error.bad-rules.field": "{text} n'est pas de la forme champ=valeur",
    "error.bad-rules.name": "la règle prédéfinie se nomme en premier, pas avec name=",
    "error.bad-rules.twice": "le champ de règle {field} est donné deux fois",
    "error.bad-rules.removed-suits": "removed_suits doit donner des lettres de couleur s h d c, "
    "pas {value}",
    "error.bad-rules.too-large": "{field} doit valoir au plus {most}, pas {value}",
    # Un problème illisible ou impossible à poser.
    "error.bad-puzzle.data": "ce ne sont pas les données d'un problème : {why}",
    "error.not-a-discard": "{action} n'est pas un écart",
    "error.not-a-play": "un problème est une décision du jeu de la carte que le solveur joue",
    # La revue de la donne interrogée sur une place, une carte ou un pli qu'elle ne peut juger.
    "error.bad-seat": "il n'y a pas de place {seat} à cette table",
    "error.bad-budget.layouts": "layouts doit valoir de 1 à {most}, pas {value}",
    "error.not-your-turn": "ce n'est pas à la place {seat} de jouer dans cette position",
    "error.not-in-play": "il n'y a rien à résoudre ici : la donne n'est pas au jeu de la carte "
    "(phase {phase})",
    "error.not-legal": "{action} n'était pas possible dans cette position : {expecting}",
    "error.no-decision": "vous n'avez pris aucune décision au pli {trick} de cette donne",
    "error.no-decision.replay": "le pli {trick} ne peut pas être rejoué d'ici",
    # La session de la table : ses places, ses donnes, un lien vers une donne.
    "error.bad-dealer.table-seats": "pas de place {seat} à cette table de {seats} (places 0 à "
    "{last})",
    "error.bad-dealer.table": "pas de place {seat} à cette table de {seats}",
    "error.session-over": "la session est finie",
    "error.deal-in-progress": "finissez d'abord la donne en cours",
    "error.deal-not-over": "la donne en cours n'est pas encore finie",
    "error.nothing-to-undo.yours": "vous n'avez encore pris aucune décision dans cette donne",
    "error.one-deal": "cette table joue une seule donne : il n'y a pas de donne suivante",
    "error.bad-link": "{text} n'est pas une donne : il s'écrit <seed>[:<rules>]",
    "error.bad-link.seed": "le numéro de donne {seed} est trop grand",
    "error.bad-link.seat": "{text} n'est pas une place de cette table (0 à {last})",
    "error.bad-link.rules": "{name} n'est pas une règle que propose la table ({offered})",
    # Une partie enregistrée illisible (abîmée, ou d'une autre version).
    "error.record.not-saved": "ce n'est pas une partie enregistrée",
    "error.record.version": "ce n'est pas une partie enregistrée de cette version",
    "error.record.notation": "sa donne n'est pas écrite en notation d'état",
    "error.record.replay": "sa donne ne peut pas être rejouée : {why}",
    "error.record.rules": "sa règle ({rules}) n'est pas une de celles que propose la table "
    "({offered})",
    "error.record.position": "sa donne part d'une position, pas des cartes",
    "error.record.never-dealt": "la donne n'a jamais été distribuée",
    "error.record.deals": "son numéro de donne doit être 1 ou plus, pas {value}",
    "error.record.past": "la donne {deals} dépasse les {limit} donnes de la session",
    "error.record.first": "le premier donneur doit être une place, pas {value}",
    "error.record.dealer": "la donne {deals} est distribuée par la place {dealer}, pas par la "
    "place {given}",
    "error.record.counted": "« counted » doit valoir true ou false",
    "error.record.counted-not-over": "la donne n'est pas finie, mais ses jetons sont comptés",
    "error.record.not-counted": "la donne est finie, mais ses jetons ne sont pas comptés",
    "error.record.tally": "le décompte doit donner {seats} nombres entiers, un par place",
    "error.record.absurd": "un décompte de plus de {bound} jetons après {deals} donnes est absurde",
    "error.record.sum": "le décompte ({tally}) et le pot ({pot}) ne totalisent pas les jetons de "
    "la session",
    "error.record.seed": "le numéro de donne doit être un nombre entier, pas {value}",
    "error.record.cards": "les cartes ne sont pas celles de la donne numéro {seed}",
    "error.record.one-flag": "« one » doit valoir true ou false, pas {value}",
    "error.record.one-deal": "une table d'une seule donne n'a pas de donne {deals}",
    # Un classement, un score ou une difficulté de problème que le classement ne peut utiliser.
    "error.bad-rating": "un classement doit être un nombre de {low} à {high} : {value}",
    "error.bad-rd": "un écart de classement (RD) doit être au-dessus de 0 et au plus {limit} : "
    "{value}",
    "error.bad-volatility": "une volatilité doit être au-dessus de 0 et au plus {limit} : {value}",
    "error.bad-score": "le score d'une partie va de 0 (une défaite) à 1 (une victoire) : {value}",
    "error.bad-difficulty": "la difficulté d'un problème est un nombre entier de 1 à {levels}, pas "
    "{value}",
}
