"""El catálogo del motor en español: cada frase que lee el alumno, por código."""

CATALOGUE: dict[str, str] = {
    # Quién se sienta dónde en la mesa del sitio: el alumno en el asiento 0, después dos bots.
    "seat.0": "Usted",
    "seat.1": "Anna",
    "seat.2": "Bo",
    "seat.3": "Carl",
    "seat.4": "Dora",
    # Un asiento nombrado dentro de una frase sobre otro asiento, cuando es el del alumno.
    "seat.you": "usted",
    # Sustantivos contados.
    # Un sustantivo contado tiene una entrada por categoría de plural de la lengua (véase
    # PLURAL_RULES).
    "count.card.one": "{count} carta",
    "count.card.many": "{count} cartas",
    "count.card.other": "{count} cartas",
    # Un contrato con su artículo indefinido, una entrada por juego («una entrada»).
    "contract.a": "un {contract}",
    "contract.a.entrada": "una entrada",
    "contract.a.vuelta": "una vuelta",
    "contract.a.solo": "un solo",
    "contract.a.juego": "un juego",
    "contract.a.voltereta": "una voltereta",
    "contract.a.oros": "un oros",
    "contract.a.contrabola": "una contrabola",
    "contract.a.countervole": "un countervole",
    "contract.a.alliance": "una alliance",
    # Las etiquetas de los botones de las acciones.
    "label.pass": "Paso",
    "label.bid": "Pujar {contract}",
    "label.bid-play": "Decir juego",
    "label.bid-higher": "Pujo más alto",
    "label.choose": "Elegir {contract}",
    "label.gascarille": "Tomar la gascarille",
    "label.trump": "{Suit} {symbol} de triunfo",
    "label.call": "Llamar {card}",
    "label.keep": "Guardar todas mis cartas",
    "label.discard": "Descartar {cards}",
    "label.play": "Jugar {card}",
    "label.announce-vole": "Anunciar el vole",
    "label.stop": "Parar y puntuar",
    "label.stop-primeras": "Parar y puntuar (primeras)",
    "label.surrender": "Ofrecer rendirse",
    "label.accept": "Aceptar la rendición",
    "label.refuse": "Negarse y tomar el relevo",
    # Lo que significa un contrato, en una oración.
    "meaning": "el ombre {trumps} y {exchange}; {a_contract} vale {value} de cada "
    "defensor en una sacada",
    "meaning.trumps.named": "nombra el triunfo",
    "meaning.trumps.turn-up": "da vuelta a la carta superior del talon, cuyo palo es el triunfo,",
    "meaning.trumps.diamonds": "juega con diamantes de triunfo",
    "meaning.exchange.yes": "intercambia con el talon",
    "meaning.exchange.no": "no intercambia",
    "meaning.calls": "el ombre nombra el triunfo y llama a un rey, cuyo poseedor es su "
    "compañero secreto; juntos necesitan más de la mitad de las bazas, y {a_contract} "
    "vale {value} de cada defensor si ganan",
    "meaning.no-trick": "el ombre juega sin triunfos y sin intercambiar, y no debe hacer "
    "ninguna baza: {a_contract} se paga como un vole",
    # El reparto.
    "deal": "{who} reparte {hand} cartas a cada uno, en sentido antihorario en tandas de "
    "{packet}, empezando por {eldest}, el mayor; {talon} forman el talon. Apuestas iniciales: "
    "{antes}, así que el bote tiene {pot}.",
    "deal/you": "Usted reparte {hand} cartas a cada uno, en sentido antihorario en tandas de "
    "{packet}, empezando por {eldest}, el mayor; {talon} forman el talon. Apuestas iniciales: "
    "{antes}, así que el bote tiene {pot}.",
    "deal.no-talon": "{who} reparte {hand} cartas a cada uno, en sentido antihorario en tandas "
    "de {packet}, empezando por {eldest}, el mayor; se reparte la baraja entera, sin talon. "
    "Apuestas iniciales: {antes}, así que el bote tiene {pot}.",
    "deal.no-talon/you": "Usted reparte {hand} cartas a cada uno, en sentido antihorario en "
    "tandas de {packet}, empezando por {eldest}, el mayor; se reparte la baraja entera, sin "
    "talon. Apuestas iniciales: {antes}, así que el bote tiene {pot}.",
    "deal.antes-each": "cada jugador pone {ante} en el bote",
    "deal.antes-dealer": "el repartidor, {dealer}, pone {ante} en el bote",
    "deal.antes-live": "cada jugador vivo pone {ante} en el bote (el muerto no pone nada)",
    # La subasta.
    "step.pass": "{who} pasa. Pasar es definitivo: {who} ya no puede pujar en esta mano.",
    "step.pass/you": "Usted pasa. Pasar es definitivo: ya no puede pujar en esta mano.",
    "step.bid": "{who} puja {contract}: se ofrece a jugar solo contra {others}; {meaning}. {next}",
    "step.bid/you": "Usted puja {contract}: se ofrece a jugar solo contra {others}; {meaning}. "
    "{next}",
    "step.bid.higher": "Quien siga en la subasta debe pujar más alto ({ladder}) o pasar.",
    "step.bid.top": "{Contract} es la puja más alta: los demás solo pueden pasar.",
    "step.bid-play": "{who} dice juego: se ofrece a jugar solo contra {others}. El ganador "
    "elige el juego después de la subasta ({ladder}); un jugador posterior solo puede "
    "sobrepujar diciendo «pujo más alto».",
    "step.bid-play/you": "Usted dice juego: se ofrece a jugar solo contra {others}. El ganador "
    "elige el juego después de la subasta ({ladder}); un jugador posterior solo puede "
    "sobrepujar diciendo «pujo más alto».",
    "step.bid-higher": "{who} puja más alto: cada sobrepuja sube un escalón el juego mínimo que "
    "puede elegir el ganador, así que ahora es {step} o más alto ({ladder}).",
    "step.bid-higher/you": "Usted puja más alto: cada sobrepuja sube un escalón el juego mínimo "
    "que puede elegir el ganador, así que ahora es {step} o más alto ({ladder}).",
    "auction.thrown-in": "Todos han pasado: se tiran las cartas (gasca) y el bote de {pot} se "
    "queda para la mano siguiente, donde las nuevas apuestas iniciales lo agrandan.",
    # Lo mismo en una mesa de una sola mano (la mano del día), que no tiene mano siguiente.
    "auction.thrown-in.one-deal": "Todos han pasado: nadie juega esta mano; el bote de {pot} "
    "pasaría a la siguiente.",
    "auction.spadille-in-talon": "Todos han pasado y el Spadille forzado está activado, pero "
    "Spadille está en el talon: nadie está obligado a jugar, así que se tiran las cartas y el "
    "bote de {pot} se queda para la mano siguiente.",
    "auction.spadille-in-talon.one-deal": "Todos han pasado y el Spadille forzado está "
    "activado, pero Spadille está en el talon: nadie está obligado a jugar, así que nadie juega "
    "esta mano; el bote de {pot} pasaría a la siguiente.",
    "auction.forced-spadille": "Todos han pasado y el Spadille forzado está activado: {who}, "
    "que tiene Spadille, debe jugar {contract}, que se puntúa como siempre.",
    "auction.forced-spadille/you": "Todos han pasado y el Spadille forzado está activado: usted "
    "tiene Spadille, así que debe jugar {contract}, que se puntúa como siempre.",
    "auction.gascarille": "Todos han pasado y la gascarille está activada: por turno desde el "
    "mayor, un jugador puede tomarla: descartar {count}, sacar otras tantas, nombrar el triunfo "
    "y jugarla puntuada como {contract}.",
    "auction.ombre": "{who} gana la subasta y es el ombre: juega solo contra {others} en "
    "{contract}.",
    "auction.ombre/you": "Usted gana la subasta y es el ombre: juega solo contra {others} en "
    "{contract}.",
    "auction.ombre-chooses": "{who} gana la subasta y es el ombre: juega solo contra {others}; "
    "ahora {who} elige el juego: {step} o más alto ({ladder}).",
    "auction.ombre-chooses/you": "Usted gana la subasta y es el ombre: juega solo contra "
    "{others}; ahora elige el juego: {step} o más alto ({ladder}).",
    "step.choose": "{who} elige {contract}: {meaning}.",
    "step.choose/you": "Usted elige {contract}: {meaning}.",
    "step.gascarille": "{who} toma la gascarille.",
    "step.gascarille/you": "Usted toma la gascarille.",
    "step.gascarille-pass": "{who} rechaza la gascarille.",
    "step.gascarille-pass/you": "Usted rechaza la gascarille.",
    "gascarille.none": "Nadie la toma: se tiran las cartas y el bote de {pot} se queda.",
    # El triunfo.
    "step.trump": "{who} nombra {suit} de triunfo.",
    "step.trump/you": "Usted nombra {suit} de triunfo.",
    # La llamada (Quadrille, Quintille).
    "step.bid-call": "{who} puja {contract}: se ofrece a jugar con un compañero llamado; "
    "{meaning}. {next}",
    "step.bid-call/you": "Usted puja {contract}: se ofrece a jugar con un compañero llamado; "
    "{meaning}. {next}",
    "auction.ombre-calls": "{who} gana la subasta y es el ombre en {contract}: {who} nombra el "
    "triunfo y llama a un rey, cuyo poseedor pasa a ser su compañero secreto.",
    "auction.ombre-calls/you": "Usted gana la subasta y es el ombre en {contract}: nombra el "
    "triunfo y llama a un rey, cuyo poseedor pasa a ser su compañero secreto.",
    "step.call": "{who} llama {card}: quien la tenga es el compañero secreto del ombre, y se "
    "sabrá cuando se juegue {card}.",
    "step.call/you": "Usted llama {card}: quien la tenga es su compañero secreto, y se sabrá "
    "cuando se juegue {card}.",
    "label.call-own": "Llamar {card}, la suya: juega solo y debe ganar {need} bazas",
    "step.call-own": "{who} llama {card}: quien la tenga es el compañero secreto del ombre, y "
    "se sabrá cuando se juegue {card}.",
    "step.call-own/you": "Usted llama {card}, una carta suya: juega solo y debe ganar {need} de "
    "las {total} bazas.",
    "partner.own": "es una carta del propio {who}: {who} juega solo",
    "partner.own/you": "es una carta suya: juega solo y debe ganar {need} de las {total} bazas",
    "play.partner": "{who} jugó {card}, la carta llamada, así que {who} es el compañero del ombre.",
    "play.partner/you": "Usted jugó {card}, la carta llamada: ahora todos saben que es el "
    "compañero del ombre.",
    "play.called-own": "{who} jugó {card}, la carta llamada: {who} llamó una carta propia y "
    "juega solo.",
    "play.called-own/you": "Usted jugó {card}, la carta llamada, una carta suya: juega solo.",
    "trump.turned-up": "Se da vuelta a la carta superior del talon: {card}, así que el triunfo "
    "es {suit}; queda encima como la primera carta que saca el ombre. Con {suit} de triunfo los "
    "matadores son Spadille, {manille} (Manille) y Basto.",
    "trump.diamonds": "{Contract}: el triunfo son los diamantes; los matadores son Spadille, "
    "{manille} (Manille) y Basto.",
    "trump.named": "Con {suit} de triunfo los matadores son Spadille, {manille} (Manille) y Basto.",
    # El intercambio.
    "step.discard-seen": "{who} descarta {cards} boca abajo y saca {drawn}.",
    "step.discard-seen/you": "Usted descarta {cards} boca abajo y saca {drawn}.",
    "step.discard": "{who} descarta {count} boca abajo y saca otras tantas del talon.",
    "step.discard/you": "Usted descarta {count} boca abajo y saca otras tantas del talon.",
    "step.keep": "{who} se queda con toda la mano.",
    "step.keep/you": "Usted se queda con toda su mano.",
    "exchange.talon-left": "Quedan en el talon: {cards}.",
    "exchange.ombre-keeps": "En {contract} el ombre no intercambia; los defensores sí, en el "
    "orden de juego.",
    "exchange.talon-empty": "El talon está vacío, así que {who} no puede intercambiar.",
    "exchange.talon-out": "Quedan boca abajo en el talon, fuera del juego: {cards}.",
    "exchange.first-lead": "{who} sale a la primera baza.",
    "exchange.first-lead/you": "Usted sale a la primera baza.",
    # El juego de las cartas.
    "step.play": "{who} juega {card}.",
    "step.play/you": "Usted juega {card}.",
    "play.vole": "Al salir a la baza {number} después de ganar todas las bazas hasta ahora, "
    "{who} queda comprometido al vole.",
    "play.vole/you": "Al salir a la baza {number} después de ganar todas las bazas hasta ahora, "
    "usted queda comprometido al vole.",
    "play.trick": "{who} gana la baza {number}: {why}.",
    "play.trick/you": "Usted gana la baza {number}: {why}.",
    # Ombre a dos: la etiqueta del asiento del muerto, y cada carta que juega según su única regla.
    "seat.dummy": "Muerto",
    "play.dummy-lead": "{who}, el muerto, sale con {card}: por su regla siempre sale con su "
    "carta más baja.",
    "play.dummy-takes": "{who}, el muerto, juega {card}: por su regla, la carta más barata que "
    "gana la baza.",
    "play.dummy-lowest": "{who}, el muerto, juega {card}: por su regla, su carta más baja, "
    "porque no puede ganar la baza o el defensor ya la está ganando.",
    "step.announce-vole": "{who} anuncia el vole: las nueve bazas, por {win} de cada defensor; "
    "perder una sola baza le cuesta {loss} a cada uno.",
    "step.announce-vole/you": "Usted anuncia el vole: las nueve bazas, por {win} de cada "
    "defensor; perder una sola baza le cuesta {loss} a cada uno.",
    "step.stop": "{who} para después de ganar seguidas las {count} primeras bazas.",
    "step.stop/you": "Usted para después de ganar seguidas las {count} primeras bazas.",
    "step.surrender": "{who} ofrece rendirse: si {defenders_accept}, se puntúa como una puesta; "
    "un defensor puede negarse y tomar el relevo como ombre.",
    "step.surrender/you": "Usted ofrece rendirse: si {defenders_accept}, se puntúa como una "
    "puesta; un defensor puede negarse y tomar el relevo como ombre.",
    "step.accept": "{who} acepta la rendición.",
    "step.accept/you": "Usted acepta la rendición.",
    "step.refuse": "{who} rechaza la rendición y toma el relevo como ombre en el mismo juego.",
    "step.refuse/you": "Usted rechaza la rendición y toma el relevo como ombre en el mismo juego.",
    "over": "La mano ha terminado: {result}.",
    # De quién es la idea de la Pista de la mesa.
    "hint.simple-bot": "la idea del bot sencillo, sin prueba de que sea la mejor jugada",
    "hint.strong.one": "la elección de un jugador fuerte, sopesada sobre {count} distribución "
    "de las cartas que usted no ve",
    "hint.strong.many": "la elección de un jugador fuerte, sopesada sobre {count} "
    "distribuciones de las cartas que usted no ve",
    "hint.strong.other": "la elección de un jugador fuerte, sopesada sobre {count} "
    "distribuciones de las cartas que usted no ve",
    "hint.forced": "las reglas: solo hay una jugada legal",
    # Por qué el bot fuerte de la mesa jugó una carta que el bot sencillo no habría jugado.
    "bot.strong": "el máximo de fichas que podía esperar sobre las distribuciones de las cartas "
    "que no ve",
    # La pista de un jugador fuerte (ombre_core/hints.py): primero la idea, después la carta.
    "idea.draw-trumps": "Arrastre triunfos: un adversario puede tener aún triunfos, y salir con "
    "los suyos se los quita",
    "idea.cash": "Gane mientras pueda: salga con una carta que nada de lo que queda en su palo "
    "puede superar",
    "idea.long-suit": "Salga de su palo largo: cuando los demás se queden sin él, sus cartas "
    "pequeñas ganan bazas",
    "idea.lead-low": "Salga bajo: no regale nada y guarde sus cartas fuertes para después",
    "idea.keep-matador": "Guarde {card}: un matador no tiene que jugarse a una salida de "
    "triunfo más baja",
    "idea.trump-in": "Falle: no puede seguir el palo, y un triunfo gana la baza",
    "idea.win": "Gane la baza mientras pueda",
    "idea.duck": "Agáchese: deje esta baza y guarde sus cartas fuertes",
    "idea.keep-guard": "Mantenga la guarda: descártese de otro palo para que {card} no se quede "
    "sin guarda",
    "idea.throw": "Suelte una perdedora: no puede ganar esta baza, así que dé la carta "
    "que menos necesita",
    "idea.stop": "Pare aquí y quédese con lo ganado",
    "idea.vole": "Busque el vole: anúncielo y gane todas las bazas",
    "idea.forced": "No hay elección: aquí solo hay una jugada legal",
    "idea.evidence.ombre.one": "así se gana el juego en {count} distribución de cada 10",
    "idea.evidence.ombre.many": "así se gana el juego en {count} distribuciones de cada 10",
    "idea.evidence.ombre.other": "así se gana el juego en {count} distribuciones de cada 10",
    "idea.evidence.defence.one": "así se vence al ombre en {count} distribución de cada 10",
    "idea.evidence.defence.many": "así se vence al ombre en {count} distribuciones de cada 10",
    "idea.evidence.defence.other": "así se vence al ombre en {count} distribuciones de cada 10",
    "idea.sentence": "{idea}. Con lo que usted ve, {evidence}.",
    "idea.reason": "{why}: {chips}",
    "idea.chips": "{chips} fichas de media para su bando, lo mejor de sus opciones",
    "idea.chips.equal": "{chips} fichas de media para su bando, tan bueno como lo mejor dentro "
    "del margen de error de la estimación ({best} fichas)",
    # Un problema (ombre_core/puzzles.py): su razón, la refutación de cada respuesta errónea, sus
    # temas.
    "puzzle.reason": "{idea}. De media sobre las maneras en que pueden estar las cartas "
    "ocultas, vale {chips} fichas para su bando, y con todas las manos a la vista lleva a "
    "{outcome}.",
    # La primera pista de un problema: la idea de la respuesta, sin nombrar ninguna carta (una por
    # código de idea).
    "puzzle.hint.draw-trumps": "Piense en los triunfos que aún tienen sus adversarios",
    "puzzle.hint.cash": "Haga las bazas que son suyas mientras pueda",
    "puzzle.hint.long-suit": "Piense en su palo largo",
    "puzzle.hint.lead-low": "No regale nada: guarde sus cartas fuertes para después",
    "puzzle.hint.keep-matador": "Guarde su matador",
    "puzzle.hint.trump-in": "No puede seguir el palo: piense en fallar",
    "puzzle.hint.win": "¿Puede ganar esta baza ahora?",
    "puzzle.hint.duck": "¿Tiene que ganar esta baza?",
    "puzzle.hint.keep-guard": "Mantenga la guarda de su carta alta",
    "puzzle.hint.throw": "No puede ganar esta baza: ¿de qué puede prescindir?",
    "puzzle.hint.stop": "Cuente sus bazas: ¿es hora de parar?",
    "puzzle.hint.vole": "¿Podría ganar todas las bazas?",
    "puzzle.hint.forced": "Aquí solo hay una jugada legal",
    "puzzle.action.play": "juega {card}",
    "puzzle.action.stop": "para",
    "puzzle.action.announce-vole": "anuncia el vole",
    "puzzle.action.and-lead": "{action} y sale con {card}",
    "puzzle.line.lead": "{who} sale con {card}",
    "puzzle.line.lead/you": "usted sale con {card}",
    "puzzle.line.and-leads": "{step} y sale con {card}",
    "puzzle.line.and-leads/you": "{step} y sale con {card}",
    "puzzle.line.play": "{who} juega {card}",
    "puzzle.line.play/you": "usted juega {card}",
    "puzzle.line.stop": "{who} para",
    "puzzle.line.stop/you": "usted para",
    "puzzle.line.announce-vole": "{who} anuncia el vole",
    "puzzle.line.announce-vole/you": "usted anuncia el vole",
    "puzzle.refutation": "Si usted {action}: {line}, y con el mejor juego se llega a {outcome}.",
    "puzzle.refutation.short": "Si usted {action}, con el mejor juego se llega a {outcome}.",
    "puzzle.theme.drawing-trumps": "Arrastrar triunfos",
    "puzzle.theme.keeping-a-matador-back": "Guardar un matador",
    "puzzle.theme.matador-privilege": "El privilegio de los matadores",
    "puzzle.theme.stop-or-vole": "Parar o ir al vole",
    "puzzle.theme.ducking": "Agacharse",
    "puzzle.theme.taking-the-trick": "Ganar la baza",
    "puzzle.theme.trumping-in-or-discarding": "Fallar o descartarse",
    "puzzle.theme.defending-together": "Defender juntos",
    "puzzle.theme.last-tricks": "Las últimas bazas",
    "puzzle.theme.cashing-winners": "Cobrar las ganadoras",
    "puzzle.theme.long-suit": "El palo largo",
    "puzzle.theme.keeping-a-guard": "Mantener la guarda",
    "puzzle.theme.the-exchange": "El intercambio",
    # Un problema de intercambio (el descarte del ombre): la idea de la respuesta, su pista, las
    # refutaciones.
    "puzzle.exchange.void": "Vacíe un palo secundario: sin ninguna carta de él podrá fallar "
    "cuando se salga de ese palo",
    "puzzle.exchange.keep-king": "Guarde {card}: un rey puede hacer una baza por sí solo",
    "puzzle.exchange.throw-more": "Descarte todas las perdedoras: cada carta que saque puede "
    "ser un triunfo o un rey",
    "puzzle.exchange.keep": "Guarde lo que pueda hacer baza, y saque para el resto",
    "puzzle.hint.exchange.void": "¿Podría vaciar un palo secundario?",
    "puzzle.hint.exchange.keep-king": "¿Cuál de sus cartas de palo secundario puede hacer una "
    "baza?",
    "puzzle.hint.exchange.throw-more": "¿Cuántas de sus cartas no pueden hacer ninguna baza?",
    "puzzle.hint.exchange.keep": "¿Qué cartas suyas vale la pena guardar?",
    "puzzle.action.discard": "descarta {cards}",
    "puzzle.action.keep": "guarda todas sus cartas",
    "puzzle.refutation.exchange": "Si usted {action}, saca {cards}, y con el mejor juego se "
    "llega a {outcome}.",
    "puzzle.reason.exchange": "{idea}. De media sobre las maneras en que pueden estar las "
    "cartas ocultas y el talon, vale {chips} fichas para usted, el mejor de estos descartes, y "
    "con todas las cartas a la vista lleva a {outcome}.",
    "puzzle.question.play": "Encuentre la mejor carta. Cuenta su primera respuesta.",
    "puzzle.question.exchange": "Usted es el ombre: ¿cuál es el mejor descarte? Cuenta su "
    "primera respuesta.",
    # Adónde no llega el repaso de la mano (el veredicto del solucionador sobre cada carta).
    "review.unavailable.players": "El repaso de la mano no está disponible para el {game}: el "
    "solucionador que juzga cada carta solo juega el Ombre de tres.",
    "review.unavailable.dummy": "El repaso de la mano no está disponible para el Ombre a dos: "
    "el solucionador que juzga cada carta no sabe jugar la regla fija del muerto.",
    "review.unavailable.contrabola": "El repaso de la mano no está disponible para un juego de "
    "{contract}: el solucionador que juzga cada carta solo juega juegos en que el ombre intenta "
    "ganar bazas.",
    "game.tvahant": "tvåhant",
    "game.quadrille": "Quadrille",
    "game.quintille": "Quintille",
    # El resultado de una mano con la palabra de su juego (el título de la liquidación).
    "result.thrown-in": "cartas tiradas",
    "result.sacada": "sacada",
    "result.puesta": "puesta",
    "result.codille": "codille",
    "result.remise": "remise",
    "result.contrabola-made": "{contract} cumplida",
    "result.contrabola-failed": "{contract} fallida",
    "result.a.sacada": "una sacada",
    "result.a.puesta": "una puesta",
    "result.a.codille": "un codille",
    "result.a.remise": "una remise",
    "result.a.contrabola-made": "una {contract} cumplida",
    "result.a.contrabola-failed": "una {contract} fallida",
    # Palabras que siguen al número de jugadores de la mano (los nombres con que se cuenta la
    # frase).
    "others.1": "el otro jugador",
    "others.many": "los otros {count}",
    "others.2": "los otros dos",
    "others.3": "los otros tres",
    "others.4": "los otros cuatro",
    "defenders-accept.1": "el defensor acepta",
    "defenders-accept.2": "los dos defensores aceptan",
    "defenders-accept.many": "todos los defensores aceptan",
    # Un nivel de resultado del gráfico del solucionador, con su artículo («una sacada») y
    # determinado («la»).
    "level.failed-vole": "un vole fallido",
    "level.codille": "un codille",
    "level.puesta": "una puesta",
    "level.sacada": "una sacada",
    "level.stop": "una parada tras {tricks} bazas seguidas",
    "level.vole": "un vole",
    "level.the.failed-vole": "el vole fallido",
    "level.the.codille": "el codille",
    "level.the.puesta": "la puesta",
    "level.the.sacada": "la sacada",
    "level.the.stop": "la parada tras {tricks} bazas seguidas",
    "level.the.vole": "el vole",
    # Cómo acaba una mano con el mejor juego, con las bazas que hace cada asiento.
    "outcome": "{what} ({split})",
    "outcome.seat-tricks": "{name} {count}",
    "outcome.codille": "codille para {who}",
    "outcome.failed-vole": "{level}, {by_count}",
    # Las piezas de un veredicto: lo que mantuvo una decisión, lo que dejó hacer al ombre, o lo que
    # hizo la mejor defensa.
    "verdict.kept": "Mantuvo {level}.",
    "verdict.kept.no-better": "No se podía hacer más: {level}.",
    "verdict.kept.defence": "Mantuvo lo mejor para la defensa: {best}.",
    "defence-best.codille": "un codille contra el ombre",
    "defence-best.failed-vole": "el vole del ombre fracasa",
    "defence-best.puesta": "el ombre limitado a {level}",
    "defence-best.other": "el ombre hace aun así {level}",
    "escape.vole": "hacer el vole",
    "escape.stop": "parar tras {tricks} bazas seguidas",
    "escape.win": "hacer {level}",
    "escape.loss": "librarse con {level}",
    "defence.codille": "ganado el codille",
    "defence.failed-vole": "derrotado el vole",
    "defence.other": "limitado al ombre a {level}",
    "count.trick-change.one": "una baza",
    "count.trick-change.many": "{count} bazas",
    "count.trick-change.other": "{count} bazas",
    "list.or": "{items} o {last}",
    "quoted": "«{text}»",
    # Los veredictos de las manos guiadas: una carta junto a la carta (o la elección) del guía, para
    # el alumno.
    "noun.card": "carta",
    "noun.choice": "elección",
    "guide.verdict": "{card} {clause}.",
    "guide.verdict.worse": "Con el mejor juego, {card} {clause}.",
    "guide.same": "hace tanto como la {noun} del guía con el mejor juego: {mine}",
    "guide.better": "hace aún más con todas las manos a la vista: {mine}, no {theirs}",
    "guide.trick.ombre": "le cuesta {tricks}, aunque sigue siendo {level}: {mine}",
    "guide.trick.defender": "da a {who} {tricks} más, aunque sigue siendo {level}: {mine}",
    "guide.loses.vole": "pierde el vole: {mine}, donde la {noun} del guía hace {theirs}",
    "guide.loses.stop": "pierde la parada: {mine}, donde la {noun} del guía hace {theirs}",
    "guide.ombre.codille": "da el codille a {who} ({split}), donde la {noun} del guía hace "
    "{theirs}",
    "guide.ombre.lost": "deja que la defensa haga {what} ({split}), donde la {noun} del guía "
    "hace {theirs}",
    "guide.defender.vole": "da el vole a {who} ({split}), donde la {noun} del guía lo limita a "
    "{theirs}",
    "guide.defender.stop": "deja a {who} parar tras {tricks} bazas seguidas ({split}), donde la "
    "{noun} del guía lo limita a {theirs}",
    "guide.defender.sacada": "deja a {who} hacer una sacada ({split}), donde la {noun} del guía "
    "lo limita a {theirs}",
    "guide.defender.escape": "deja a {who} librarse con {what} ({split}), donde la {noun} del "
    "guía lo limita a {theirs}",
    # Los veredictos del repaso de la mano: la decisión del alumno junto al mejor juego.
    "review.unknown": "Sin probar: se acabó el tiempo antes de resolverlo.",
    "review.unknown.tried": "Sin probar en el tiempo disponible.",
    "review.unknown.best": "Esto lleva a {level} con el mejor juego; si otra elección lo hacía "
    "mejor, no se ha probado en el tiempo disponible.",
    "review.unknown.best.tried": "Esto habría llevado a {level} con el mejor juego; si otra "
    "elección lo hacía mejor, no se ha probado en el tiempo disponible.",
    "review.kept.tried": "Tan bueno como el mejor juego.",
    "review.trick.ombre": "Sigue siendo {level}, pero con una baza menos que el mejor juego "
    "({best} la conservaba).",
    "review.trick.defender": "Sigue siendo {level}, pero dio al ombre una baza más que el mejor "
    "juego ({best}).",
    "review.trick.tried.ombre": "Sigue siendo {level}, pero con una baza menos para usted que "
    "el mejor juego.",
    "review.trick.tried.defender": "Sigue siendo {level}, pero con una baza más para el ombre "
    "que el mejor juego.",
    "review.lost.ombre": "Esto convirtió {top} en {level}. {best} mantenía {the_top}.",
    "review.lost.defender": "Esto dejó al ombre {escaped}, donde {best} habría {defended}.",
    "review.lost.tried.ombre": "Esto habría convertido {top} en {level}.",
    "review.lost.tried.defender": "Esto habría dejado al ombre {escaped}, donde la mejor "
    "defensa habría {defended}.",
    # Los veredictos justos del repaso: la decisión del alumno sobre las distribuciones que podía
    # encontrar.
    "fair.best": "La mejor apuesta: {card} {aim} en {layouts}.",
    "fair.fine": "Decisión ajustada: {card} {aim} en {layouts}, {best} en {best_layouts}; la "
    "diferencia está dentro del margen de error de la estimación.",
    "fair.good-bet": "Buena apuesta: {card} {aim} en {layouts}; esta vez {best} salió mejor por "
    "casualidad.",
    "fair.lucky": "Con suerte: {card} {risk} en {layouts}; aquí las cartas estaban a favor.",
    "fair.lucky.chips": "Con suerte: {card} cuesta unas {chips} por mano de media frente a "
    "{best}; aquí las cartas estaban a favor.",
    "fair.mistake": "Error: {card} {risk} en {layouts}, donde {best} {aim} en {best_layouts}.",
    "fair.mistake.chips": "Error: {card} cuesta unas {chips} por mano de media frente a {best}.",
    "fair.only": "{card} era la única opción.",
    # «Intentar de nuevo sus errores»: un error claro del repaso, probado una vez más.
    "retry.better": "Sí: {card} {aim} en {layouts}.",
    "retry.fewer": "{card} {aim} en {layouts}",
    "retry.chips": "{card} cuesta unas {chips} por mano de media",
    "retry.again": "No es mejor: {why}. Inténtelo de nuevo.",
    "retry.answer": "La respuesta: {best} {aim} en {layouts}.",
    "retry.solution": "No es mejor: {why}. {answer}",
    "retry.same": "{card} es la carta que jugó antes: pruebe otra.",
    "fair.layouts.all": "las {total} distribuciones",
    "count.fair-layouts.one": "{count} distribución de {total}",
    "count.fair-layouts.many": "{count} distribuciones de {total}",
    "count.fair-layouts.other": "{count} distribuciones de {total}",
    "count.fair-chips.one": "{count} ficha",
    "count.fair-chips.many": "{count} fichas",
    "count.fair-chips.other": "{count} fichas",
    "fair.aim.ombre.vole": "hace el vole",
    "fair.aim.ombre.stop": "mantiene la parada tras {tricks} bazas seguidas",
    "fair.aim.ombre.sacada": "mantiene la sacada",
    "fair.aim.ombre.puesta": "limita la pérdida a una puesta",
    "fair.aim.ombre.codille": "limita la pérdida a un codille",
    "fair.aim.ombre.failed-vole": "acaba igualmente en un vole fallido",
    "fair.aim.defender.failed-vole": "derrota el vole",
    "fair.aim.defender.codille": "gana el codille",
    "fair.aim.defender.puesta": "limita al ombre a una puesta",
    "fair.aim.defender.sacada": "limita al ombre a una sacada",
    "fair.aim.defender.stop": "limita al ombre a parar tras {tricks} bazas seguidas",
    "fair.aim.defender.vole": "deja igualmente al ombre hacer el vole",
    "fair.risk.ombre": "arriesga {level}",
    "fair.risk.defender": "arriesga dejar al ombre {escaped}",
    # Qué cartas se pueden jugar a una baza, y por qué (una carta ilegal explicada).
    "play.trump": "triunfo",
    "play.cannot-follow": "no tiene {suit}, así que puede jugar cualquier carta",
    "play.must-follow": "debe seguir el palo ({suit}): tiene {cards}",
    "play.must-trump": "se salió de triunfo y usted tiene {cards}, que no es un matador, así "
    "que debe jugar un triunfo (también vale un matador)",
    "play.matador-forced": "se salió con {lead}, un matador superior a los suyos ({cards}), así "
    "que debe jugar un triunfo",
    "play.matador-privilege": "sus únicos triunfos son matadores ({cards}) y no se salió con un "
    "matador superior, así que puede guardarlos y jugar cualquier carta",
    "play.lead-any": "usted sale, así que puede jugar cualquier carta",
    "play.not-in-hand": "usted no tiene {card}",
    "play.allowed": "{card} está permitida: {reason}",
    # Por qué gana la carta ganadora de una baza.
    "trick.trump-led": "{card} gana: se salió de triunfo y es el triunfo más alto jugado",
    "trick.trumped": "{card} gana: es el triunfo más alto jugado (triunfo: {trump})",
    "trick.highest-of-suit": "{card} gana: {none}, y es la carta más alta de {suit} (las cartas "
    "de otros palos no pueden ganar)",
    "trick.no-trumps": "en este juego no hay triunfos",
    "trick.no-trump-played": "no se jugó ningún triunfo",
    # Una puja ilegal explicada.
    "bid.not-a-bid": "{action} no es una puja en la subasta {rules}: diga paso o puje {contracts}",
    "bid.not-a-bid.play": "{action} no es una puja en la subasta {rules}: diga «juego», «pujo "
    "más alto» o «paso»; el ganador elige el juego después",
    "bid.too-low": "{contract} no supera a {current}: una puja debe ser estrictamente más alta "
    "({ladder}), o pase",
    "bid.higher-needed": "el asiento {seat} ya ha dicho juego: solo puede pujar más alto o pasar",
    "bid.nothing-to-overcall": "nadie ha dicho juego todavía: diga «juego» o pase",
    "bid.at-top": "el juego ya ha subido a {contract}, el escalón más alto: solo puede pasar",
    # Un descarte ilegal explicado.
    "discard.not-in-hand": "usted no tiene {cards}: solo puede descartar sus propias cartas",
    "discard.gascarille": "en una gascarille se descartan exactamente {low} cartas y se sacan "
    "otras tantas, no {count}",
    "discard.talon-short": "solo quedan {talon} cartas en el talon, así que puede descartar "
    "como mucho {high}, no {count}",
    # Por qué el ombre no puede anunciar un vole, parar o rendirse ahora.
    "problem.contrabola.vole": "en {contract} el ombre juega todas las bazas: no hay vole",
    "problem.contrabola.stop": "en {contract} el ombre juega todas las bazas: no se puede parar",
    "problem.contrabola.surrender": "en {contract} el ombre juega todas las bazas: no hay "
    "rendición",
    "problem.no-vole": "la regla {rules} no tiene vole",
    "problem.vole-by-lead": "en la regla {rules} el vole no se anuncia: el ombre se compromete "
    "a él saliendo a la baza {next} después de ganar las bazas 1-{straight}",
    "problem.vole-announced": "el vole ya está anunciado",
    "problem.vole-late": "el vole debe anunciarse antes de salir a la baza {next}",
    "problem.vole-lost": "el vole necesita todas las bazas, y el ombre ya ha perdido una",
    "problem.no-stop": "la regla {rules} no deja parar antes al ombre",
    "problem.stop-when": "el ombre solo puede parar después de ganar las bazas 1-{straight}, "
    "antes de salir a la baza {next}",
    "problem.stop-vole": "el vole está anunciado, así que el ombre debe seguir jugando",
    "problem.no-surrender": "la regla {rules} no tiene rendición",
    "problem.surrender-again": "ya se ofreció una rendición en esta mano",
    "problem.surrender-vole": "el ombre está comprometido al vole, así que debe seguir jugando",
    "problem.surrender-late": "el ombre solo puede rendirse antes de que se salga a la baza {next}",
    # A quién le toca actuar ahora, como lo dice un error sobre una acción fuera de turno.
    "expect.deal": "hay que repartir las cartas",
    "expect.auction": "le toca al asiento {seat} pujar o pasar",
    "expect.after-pass": "todos pasaron: el asiento {seat} puede tomar {offers} o pasar",
    "expect.or-the": "{first} o {other}",
    "expect.choose": "le toca al asiento {seat}, que ganó la subasta, elegir el juego",
    "expect.trump": "le toca al asiento {seat}, el ombre, nombrar el triunfo",
    "expect.call": "le toca al asiento {seat}, el ombre, llamar a un rey como compañero",
    "expect.exchange": "le toca al asiento {seat}, {role}, descartar ({many} cartas) y sacar "
    "del talon",
    "expect.role.ombre": "el ombre",
    "expect.role.defender": "un defensor",
    "expect.exactly": "exactamente {low}",
    "expect.range": "de {low} a {high}",
    "expect.play": "le toca al asiento {seat} jugar una carta a la baza {number}",
    "expect.surrender": "el ombre ofreció rendirse: le toca al asiento {seat} aceptar o negarse",
    "expect.over": "la mano ha terminado",
    # Si una acción es legal, y por qué no se pagó nada.
    "reason.legal": "{action} está permitido",
    "reason.thrown-in": "todos pasaron, así que se tiran las cartas y el bote de {pot} se queda "
    "para la mano siguiente",
    "reason.thrown-in.one-deal": "todos pasaron, así que nadie juega esta mano; el bote de "
    "{pot} pasaría a la siguiente",
    # Los títulos de los pasos de las manos guiadas.
    "heading.trick": "Baza {number}",
    "heading.exchange": "El intercambio",
    "heading.auction": "La subasta",
    # La mano del día: el resultado del alumno junto al par (el bot fuerte en el mismo asiento).
    "daily.deal.yours": "su mano",
    "daily.deal.par": "la mano del par",
    "daily.chips.one": "{signed} ficha",
    "daily.chips.many": "{signed} fichas",
    "daily.chips.other": "{signed} fichas",
    "daily.score": "Usted: {you}. Par: {par}.",
    "daily.beat": "Superó al jugador fuerte por {by}.",
    "daily.behind": "El jugador fuerte hizo {by} más.",
    "daily.even": "Igualó al jugador fuerte.",
    "daily.contracts": "Usted {yours}; el jugador fuerte en su asiento {theirs}.",
    "daily.part.ombre": "jugó {contract} como ombre ({a_result})",
    "daily.part.defender": "defendió contra {ombre}, que jugaba {contract} ({a_result})",
    "daily.part.thrown-in": "pasó como los demás, y se tiraron las cartas",
    "daily.role.ombre": "ombre",
    "daily.role.defender": "defensor",
    "daily.role.none": "sin juego",
    "daily.rules.standard": "Estándar",
    "daily.rules.swedish": "Sueca",
    "daily.line": "Ombre del día {day} · {rules} · {role}, {result} · {chips} (par {par})",
    "daily.line.hinted": "{line} · con una pista",
    # Las reglas que ofrece el juego libre, como las nombra su elección de reglas.
    "rules.standard": "Regla estándar",
    "rules.swedish": "Regla sueca",
    "rules.tvahant": "Dos jugadores: el tvåhant sueco",
    "rules.four-seat": "Cuatro en la mesa: uno descansa en cada mano",
    "rules.contrabola": "Regla estándar con contrabola",
    "rules.countervole": "Regla sueca con countervole",
    "rules.ombre-a-dos": "Ombre a dos: dos jugadores y una mano muerta",
    "rules.quadrille": "Quadrille: cuatro jugadores",
    "rules.quintille": "Quintille: cinco jugadores",
    # La fuerza de una mano, como la cuenta el consejo de la subasta (strategy.py).
    "count.matador.one": "{count} matador",
    "count.matador.many": "{count} matadores",
    "count.matador.other": "{count} matadores",
    "count.trump.one": "{count} triunfo",
    "count.trump.many": "{count} triunfos",
    "count.trump.other": "{count} triunfos",
    "count.side-king.one": "{count} rey de palo secundario",
    "count.side-king.many": "{count} reyes de palo secundario",
    "count.side-king.other": "{count} reyes de palo secundario",
    "count.red-ace.one": "{count} as rojo de palo liso",
    "count.red-ace.many": "{count} ases rojos de palo liso",
    "count.red-ace.other": "{count} ases rojos de palo liso",
    "list.and": "{items} y {last}",
    "card.titled": "{card} {title}",
    "strength.describe": "con {trump} de triunfo tiene {held}",
    "strength.no-tops": "ninguna carta alta de palo secundario",
    "strength.none": "ninguno",
    "strength.matador-and-tops": "un matador y dos cartas altas de palo secundario",
    "strength.long-trumps": "cuatro o más triunfos y una parada en palo secundario",
    "strength.lone-matador": "un matador y poco más",
    "strength.too-weak": "ni un matador con dos cartas altas de palo secundario ni cuatro "
    "triunfos con una parada",
    "strength.red-ace-note": "un as rojo de palo liso cuenta la mitad, porque está por debajo "
    "de la jota de su palo",
    # Si pujar el contrato más bajo, y por qué (el ejercicio del consejo de puja).
    "advice.holding": "con {trump} de triunfo la mano tiene {matadors} ({matador_cards}); "
    "{trumps} ({trump_cards}); cartas altas de palo secundario: {tops}; paradas en palo "
    "secundario: {stoppers}",
    "advice.matador-and-tops": "puje {contract}: la mano tiene un matador y dos cartas altas de "
    "palo secundario (reyes; {note}), una mano viable según el consejo de los textos de reglas",
    "advice.long-trumps": "puje {contract}: la mano tiene triunfos largos (cuatro o más) con "
    "una parada en palo secundario, una mano viable según el consejo de los textos de reglas",
    "advice.lone-matador": "pase: un matador y poco más (dos cartas altas de palo secundario, "
    "donde {note}; o cuatro triunfos con una parada en palo secundario); con un matador y nada "
    "más, los textos de reglas dicen que se pase",
    "advice.too-weak": "pase: la mano no tiene ni un matador con dos cartas altas de palo "
    "secundario ni cuatro triunfos con una parada en palo secundario; puje solo con fuerza real",
    # Si una puja de un contrato es sensata, y por qué: el aviso de la subasta y el repaso.
    "bid.sound.lowest": "{Held}: {verdict}, suficiente para jugar {a_contract}.",
    "bid.unsound.lowest": "Pujar {a_contract} con esta mano es muy arriesgado: {held}, "
    "es decir, {verdict}. Puje solo con un matador y dos cartas altas de palo secundario, o con "
    "cuatro triunfos y una parada en palo secundario.",
    "bid.sound.solo": "{Held}: dos matadores, cinco triunfos y un rey de palo secundario, "
    "suficiente para jugar {a_contract} sin intercambio.",
    "bid.unsound.solo-no-matador": "Jugar {a_contract} sin ningún matador es muy "
    "arriesgado: juega con las cartas repartidas, sin intercambio, y {held}. "
    "{A_contract} pide dos matadores, cinco triunfos y un rey de palo secundario.",
    "bid.unsound.solo": "Jugar {a_contract} con esta mano es muy arriesgado: juega sin "
    "intercambio, y {held}. {A_contract} pide dos matadores, cinco triunfos y un rey de "
    "palo secundario.",
    "bid.sound.turn-up": "{Held}: {verdict}, y con dos matadores {a_contract} admite "
    "cualquier palo que salga volteado.",
    "bid.unsound.turn-up": "Pujar {a_contract} con esta mano es muy arriesgado: el "
    "triunfo lo nombra la carta superior del talon, no usted, así que pide dos matadores además "
    "de una mano para el contrato más bajo, y {held}.",
    "bid.sound.contrabola": "{Why}. Una mano para jugar {a_contract}.",
    "bid.unsound.contrabola": "Jugar {a_contract} es muy arriesgado: {why}. Pide todas "
    "las cartas menos una en la mitad baja de su palo.",
    "bid.or-higher": "Pujar así significa jugar {contract} o más. {why}",
    # La apertura del repaso de la mano: la puja y el descarte del alumno, antes de las cartas.
    "review.bid.sound": "Su puja, {bid}: sensata. {why}",
    "review.bid.unsound": "Su puja, {bid}: arriesgada. {why}",
    "review.bid.play": "juego",
    "review.bid.higher": "pujo más alto",
    "review.discard.sound": "Su descarte, {cards}: sensato. Guardó todos los triunfos y reyes "
    "de palo secundario.",
    "review.discard.none": "Su descarte: ninguno. Guardó las nueve cartas, con todos los "
    "triunfos y reyes de palo secundario.",
    "review.discard.unsound": "Su descarte, {cards}: flojo. {why}.",
    # Por qué es malo el descarte del ombre.
    "poor-discard.matador.one": "{cards} es un matador, uno de sus mejores triunfos: no lo "
    "descarte nunca",
    "poor-discard.matador.many": "{cards}: el ombre guarda todos los triunfos y reyes de palo "
    "secundario, y sobre todo los matadores",
    "poor-discard.matador.other": "{cards}: el ombre guarda todos los triunfos y reyes de palo "
    "secundario, y sobre todo los matadores",
    "poor-discard.trump.one": "{cards} es un triunfo: el ombre guarda todos sus triunfos para "
    "arrastrar los de los defensores",
    "poor-discard.trump.many": "{cards} son triunfos: el ombre guarda todos sus triunfos para "
    "arrastrar los de los defensores",
    "poor-discard.trump.other": "{cards} son triunfos: el ombre guarda todos sus triunfos para "
    "arrastrar los de los defensores",
    "poor-discard.king.one": "{cards} es un rey de palo secundario, probable ganador: guárdelo",
    "poor-discard.king.many": "{cards} son reyes de palo secundario, probables ganadores: "
    "guárdelos",
    "poor-discard.king.other": "{cards} son reyes de palo secundario, probables ganadores: "
    "guárdelos",
    "poor-discard.other": "{cards}: el ombre guarda todos los triunfos y reyes de palo secundario",
    # Si una mano sirve para una contrabola.
    "contrabola.high": "con {cards} probablemente se haría alguna baza",
    "contrabola.low": "todas las cartas están en la mitad baja de su palo: cabe esperar perder "
    "cada baza",
    "contrabola.low-but": "todas las cartas salvo {cards} están en la mitad baja de su palo: "
    "cabe esperar perder cada baza",
    # Las razones del bot sencillo, que muestra la Pista de la mesa.
    "hint.trump": "nombre {trump}: {why}",
    "hint.accept": "aceptar una rendición hace pagar al ombre una puesta",
    "hint.countervole": "{why}: juegue el countervole",
    "hint.pass": "{why}: pase",
    "hint.no-gascarille": "una gascarille es jugarse {count} cartas nuevas: pase",
    "hint.strength": "{hand}: {verdict}",
    "hint.bid-contrabola": "{why}: puje {contract}",
    "hint.bid-solo": "{why}; suficiente para un solo",
    "hint.bid-call": "{why}, suficiente para jugar {contract} con un rey llamado",
    "hint.bid-turn-up": "{why}; con dos matadores sirve cualquier palo de triunfo, así que "
    "{contract}",
    "hint.bid": "{why}, suficiente para jugar {contract}",
    "hint.bid-play": "{why}, suficiente para jugar",
    "hint.bid-higher": "{why}; lo bastante fuerte para jugar {contract}",
    "hint.pass-outbid": "{why}, suficiente para abrir pero no para superar la puja de "
    "{contract}, así que pase",
    "hint.pass-weak": "{why}, así que pase",
    "hint.call-own": "tiene todas las cartas que podría llamar: llame a su propia carta, "
    "{card}, y juegue solo",
    "hint.call-suit.one": "tiene {count} carta de su palo",
    "hint.call-suit.many": "tiene {count} cartas de su palo",
    "hint.call-suit.other": "tiene {count} cartas de su palo",
    "hint.call-any": "cualquier rey",
    "hint.call": "llame {card}: {why}, y quien lo tenga pasa a ser su compañero secreto",
    "hint.choose-oros": "{why}: lo que queda es oros",
    "hint.choose": "{why}: {contract} es el más bajo que cabe",
    "hint.choose-last": "{contract} es el único juego que queda",
    "hint.gascarille-keep": "una gascarille guarda una carta: guarde {card}",
    "hint.discard-ombre": "el ombre guarda los triunfos y los reyes de palo secundario y "
    "descarta el resto",
    "hint.discard-defender": "un defensor guarda los triunfos y las figuras y descarta las "
    "cartas bajas de palo liso",
    "hint.discard-contrabola": "contra una contrabola un defensor guarda las cartas bajas, que "
    "dejan ganar a las cartas del ombre",
    "hint.discard-none": "{why}: nada que descartar",
    "hint.contrabola-lead": "en una contrabola salga con la carta que los demás tienen más "
    "probabilidad de superar: {card}, con menos cartas no vistas de su palo por debajo",
    "hint.contrabola-lead-low": "salga bajo, con {card}, para que la carta del ombre pueda ser "
    "la más alta",
    "hint.contrabola-shed": "suelte {card}, la carta más alta que aún pierde la baza",
    "hint.contrabola-take": "cualquier carta gana esta baza: gánela con {card}, la más alta",
    "hint.contrabola-duck": "pase por debajo de la carta del ombre con {card}",
    "hint.contrabola-no-duck": "no puede pasar por debajo de la carta del ombre: suelte {card}",
    "hint.contrabola-beaten": "el ombre ya está vencido: suelte {card} y guarde las cartas bajas",
    "hint.contrabola-play-low": "juegue bajo, {card}, para que la carta del ombre pueda ganar "
    "la baza",
    "hint.only-legal": "{card} es su única carta legal",
    "hint.last-card": "{card} es su última carta",
    "hint.lead-top-trump": "salga con {card}, el triunfo más alto que queda, para arrastrar los "
    "triunfos de los defensores",
    "hint.lead-called-suit": "salga con {card}, baja en el palo llamado, para que la carta "
    "llamada del compañero, {called}, pueda ganarla",
    "hint.lead-called": "salga con {card}, la carta llamada: debería ganar, y muestra al ombre "
    "quién es su compañero",
    "hint.partner-trump": "como compañero del ombre salga de triunfo, con {card}, para "
    "arrastrar los triunfos de los defensores en favor del ombre",
    "hint.lead-king": "salga con {card}, un rey de palo secundario que debería ganar",
    "hint.lead-lowest-trump": "solo tiene triunfos: salga con el más bajo, {card}",
    "hint.lead-low": "salga con una carta baja, {card}, y guarde las fuertes",
    "hint.make-safe": "su compañero va ganando, pero un adversario que aún ha de jugar podría "
    "superar esa carta: asegure la baza con {card}",
    "hint.partner-winning": "su compañero va ganando la baza: juegue su carta más baja, {card}",
    "hint.cheapest-winner": "{card} es la carta más barata que gana la baza",
    "hint.throw-lowest": "no puede ganar la baza: juegue su carta más baja, {card}",
    "hint.stop": "{won}: {stop}; {go_on}, lo que le da {vole} pero le cuesta {loss} a cada uno "
    "si pierde una, un riesgo que solo debe correr una mano segura",
    "hint.stop.won": "ha ganado las {count} primeras bazas, así que ya no puede haber puesta",
    "hint.stop.bonus": "pare ahora y cobre {bonus} de cada defensor además de la sacada",
    "hint.stop.sacada": "pare ahora y puntúe la sacada",
    "hint.stop.announce": "anuncie el vole y siga jugando",
    "hint.stop.by-lead": "salir a la baza {number} le compromete al vole",
    "hint.stop.vole": "{win} de cada defensor si gana todas las bazas",
    "hint.stop.vole-more": "{win} más de cada defensor si gana todas las bazas",
    # Números pequeños en letra en la frase del reparto, y nombres unidos en una frase.
    "number.cards.2": "dos",
    "number.cards.3": "tres",
    "number.cards.4": "cuatro",
    "number.cards.6": "seis",
    "number.cards.8": "ocho",
    "number.cards.9": "nueve",
    "number.cards.10": "diez",
    "number.packets.2": "dos",
    "number.packets.3": "tres",
    "number.packets.4": "cuatro",
    "number.packets.6": "seis",
    "number.packets.8": "ocho",
    "number.packets.9": "nueve",
    "number.packets.10": "diez",
    "names.and": "{names} y {name}",
    # Una elección de juego o de llamada ilegal explicada.
    "choose.too-low.one": "después de {count} sobrepuja el juego debe ser {contract} o más alto "
    "({ladder})",
    "choose.too-low.many": "después de {count} sobrepujas el juego debe ser {contract} o más "
    "alto ({ladder})",
    "choose.too-low.other": "después de {count} sobrepujas el juego debe ser {contract} o más "
    "alto ({ladder})",
    "call.not-allowed.kings": "{card} no se puede llamar con {trump} de triunfo: llame a uno de "
    "los reyes {cards}",
    "call.not-allowed.cards": "{card} no se puede llamar con {trump} de triunfo: llame a una de "
    "las cartas {cards}",
    # Sustantivos contados de la liquidación y de los ejercicios (triunfos y matadores:
    # messages.py).
    "count.trick.one": "{count} baza",
    "count.trick.many": "{count} bazas",
    "count.trick.other": "{count} bazas",
    # A quién nombra una línea de liquidación, en el orden de las bazas (el ombre primero).
    "settle.player.0": "el ombre",
    "settle.player.1": "el primer defensor",
    "settle.player.2": "el segundo defensor",
    "settle.player.3": "el tercer defensor",
    "settle.player.n": "el jugador {index}",
    "settle.player.defender": "el defensor",
    "settle.per-defender": "{amount} por defensor ({total})",
    "settle.for-the-defender": "{amount} para el defensor",
    "settle.extra.game-value": "el valor de {Contract} ({value})",
    # Líneas de liquidación del Ombre de tres (y del Ombre a dos).
    "settle.pot": "el ombre se lleva el bote: {pot}",
    # Qué pasa con un bote que recibe un pago: la mano siguiente se juega por él, salvo que la mesa
    # juegue
    # una sola mano (la mano del día).
    "settle.carry": "el bote se queda para la mano siguiente",
    "settle.carry.one-deal": "el bote pasaría a la mano siguiente, pero en esta mesa solo se "
    "juega esta mano",
    "settle.puesta": "puesta: nadie tiene por sí solo el mayor número de bazas ({count}), así "
    "que el ombre paga al bote tanto como contiene ({pot}) más {per_defender}: {amount}; {carry}",
    "settle.surrender.1": "el ombre se rindió y el defensor aceptó: una puesta, así que el "
    "ombre paga al bote tanto como contiene ({pot}) más {per_defender}: {amount}; {carry}",
    "settle.surrender.2": "el ombre se rindió y los dos defensores aceptaron: una puesta, así "
    "que el ombre paga al bote tanto como contiene ({pot}) más {per_defender}: {amount}; {carry}",
    "settle.surrender.many": "el ombre se rindió y todos los defensores aceptaron: una puesta, "
    "así que el ombre paga al bote tanto como contiene ({pot}) más {per_defender}: {amount}; "
    "{carry}",
    "settle.vole-replaces": "vole: el ombre hizo las {all} bazas, así que cada defensor paga "
    "{win} en lugar del valor de {Contract}",
    "settle.vole-replaces-failed": "vole fallido: después de salir a la baza {trick} el ombre "
    "hizo {taken} de {all} bazas ({count}), así que paga {loss} a cada defensor en lugar del "
    "resultado habitual; el bote se queda",
    "settle.sacada": "sacada: el ombre tiene por sí solo el mayor número de bazas ({count}), "
    "así que se lleva el bote: {pot}",
    "settle.sacada-stopped": "el ombre ganó las bazas 1-{straight} y paró, lo que se puntúa "
    "como una sacada, así que se lleva el bote: {pot}",
    "settle.game-value": "{Contract} vale {value}: cada defensor paga {value} al ombre",
    "settle.codille": "codille: {player} tiene por sí solo el mayor número de bazas ({count}), "
    "así que el ombre le paga lo que hay en el bote ({pot}) más {extra}: {amount}; el bote se "
    "queda",
    "settle.vole-made": "vole anunciado y hecho: cada defensor paga {win} más",
    "settle.vole-failed": "vole anunciado, pero el ombre hizo {taken} de {all} bazas: paga "
    "{loss} a cada defensor, además del resultado",
    "settle.primeras": "primeras: el ombre ganó las {straight} primeras bazas y paró, así que "
    "cada defensor paga {bonus} más",
    "settle.stop": "parar tras {straight} bazas seguidas se puntúa como una sacada normal",
    "settle.no-spadille": "sin Spadille",
    "settle.matadors.estuches": "estuches: el ombre tenía {held}, {trumps} en orden seguido "
    "desde Spadille, así que cada defensor paga 1 por triunfo",
    "settle.matadors.swedish": "matadores: el ombre tenía {held}, {trumps} en orden seguido "
    "desde Spadille; los tres matadores valen 3 y cada triunfo siguiente 1",
    "settle.matadors.capped": "{rule}, como mucho {cap}",
    "settle.matadors.paid": "{rule}: {bonus}",
    "settle.matadors.paid-on-loss": "{rule}: {bonus}, y como el ombre perdió, es él quien lo "
    "paga a cada defensor",
    "settle.matadors.unpaid": "{rule}: {bonus}, pero solo se paga cuando gana el ombre",
    "settle.dummy-pays": "las fichas del muerto son las del defensor vivo: el defensor vivo "
    "paga {amount} por él",
    "settle.dummy-receives": "las fichas del muerto son las del defensor vivo: el defensor vivo "
    "cobra {amount} por él",
    # Líneas de liquidación de una contrabola (countervole).
    "settle.contrabola-made": "{Contract} cumplida: el ombre no hizo ninguna baza ({count}), "
    "así que se lleva el bote ({pot}) y cada defensor paga {win}, como por un vole",
    "settle.contrabola-failed": "{Contract} fallida: el ombre hizo {tricks} ({count}), así que "
    "paga {loss} a cada defensor, como por un vole fallido; el bote se queda",
    # Líneas de liquidación del Quadrille y del Quintille (el bando del ombre contra los demás).
    "settle.side.alone": "el ombre hizo {taken} de {total} bazas",
    "settle.side.alone-called": "el ombre, que llamó una carta propia, hizo {taken} de {total} "
    "bazas",
    "settle.side.partner": "el ombre y su compañero hicieron {taken} de {total} bazas",
    "settle.side.pot": "{side}, más de la mitad ({count}): el bando se lleva el bote, {pot}",
    "settle.side.game-value": "{Contract} vale {value}: cada defensor paga {value}",
    "settle.side.remise": "remise: {side}, exactamente la mitad ({count}), así que el bando "
    "paga al bote una bête tan grande como el bote ({pot}); {carry}",
    "settle.side.remise-alone": "remise: {side}, exactamente la mitad ({count}), así que el "
    "bando paga al bote una bête tan grande como el bote ({pot}), el ombre solo; {carry}",
    "settle.side.remise-half": "remise: {side}, exactamente la mitad ({count}), así que el "
    "bando paga al bote una bête tan grande como el bote ({pot}), la mitad cada uno; {carry}",
    "settle.side.codille": "codille: {side}, menos de la mitad ({count}), así que el bando paga "
    "a los defensores lo que hay en el bote ({pot}) para repartir; el bote se queda",
    "settle.side.codille-alone": "codille: {side}, menos de la mitad ({count}), así que el "
    "bando paga a los defensores lo que hay en el bote ({pot}) para repartir, el ombre solo; el "
    "bote se queda",
    "settle.side.codille-half": "codille: {side}, menos de la mitad ({count}), así que el bando "
    "paga a los defensores lo que hay en el bote ({pot}) para repartir, la mitad cada uno; el "
    "bote se queda",
    "settle.side.consolation": "y paga a cada defensor la consolación, el valor de {contract}: "
    "{value}",
    "settle.side.ombre-pays-alone": "el ombre hizo menos de {below} bazas, así que paga la "
    "pérdida él solo y el compañero no paga nada",
    "settle.side.holder.ombre": "el ombre",
    "settle.side.holder.both": "el ombre y su compañero",
    "settle.side.bonus-won": "cada defensor paga {bonus} más",
    "settle.side.bonus-lost": "el bando paga {bonus} a cada defensor, porque perdió",
    "settle.side.held.three": "los tres matadores ({held})",
    "settle.side.held.three-more": "los tres matadores y {trumps} a continuación ({held})",
    "settle.side.held.run": "{held}, {trumps} en orden seguido desde Spadille",
    "settle.side.matadors": "matadores ({holder}): {what}: {text}",
    # Cada ejercicio: el veredicto en torno a la explicación de su tipo, y las respuestas en
    # palabras.
    "drill.and": "{first} y {second}",
    "drill.sentence": "{Clause}.",
    "drill.right": "Correcto.",
    "drill.not-quite": "No del todo.",
    "drill.try-again": "Inténtelo de nuevo. {nudge}",
    "drill.the-answer": "La respuesta: {answer}. {explanation}",
    "drill.answer.none": "ninguna",
    "drill.answer.chips": "{changes}; el bote queda en {pot}",
    "drill.player": "jugador {number}",
    # Ejercicio trick-split: ¿sacada, puesta o codille?
    "drill.consequence.sacada": "el ombre se lleva el bote y el valor de juego de cada defensor",
    "drill.consequence.puesta": "el ombre paga al bote lo que hay en él más {per_defender} por "
    "defensor, y el bote se queda para la mano siguiente",
    "drill.consequence.codille-game": "el ombre paga al defensor ganador lo que hay en el bote "
    "más el valor de juego; el bote se queda",
    "drill.consequence.codille-puesta": "el ombre paga al defensor ganador lo que hay en el "
    "bote más {per_defender} por defensor; el bote se queda",
    "drill.split.sacada": "Sacada: gana el ombre",
    "drill.split.puesta": "Puesta: nadie tiene por sí solo el mayor número de bazas",
    "drill.split.codille": "Codille: gana {who}",
    "drill.split.question": "{ombre} es el ombre. Las bazas son {tricks}. ¿Cuál es el resultado?",
    "drill.split.hint": "Compare al ombre con cada defensor por separado, nunca con el total de "
    "los defensores. ¿Quién tiene estrictamente más bazas, o está empatado el mayor número?",
    "drill.split.counts": "{ombre} (ombre) {ombre_tricks}, {first} {first_tricks}, {second} "
    "{second_tricks}",
    "drill.split.sacada-why": "{ombre} tiene {ombre_tricks} bazas, más que {first} "
    "({first_tricks}) y más que {second} ({second_tricks}) por separado: una sacada.",
    "drill.split.sacada-why-total": "{ombre} tiene {ombre_tricks} bazas, más que {first} "
    "({first_tricks}) y más que {second} ({second_tricks}) por separado: una sacada, aunque los "
    "defensores sumen {total} entre los dos, porque cada defensor se compara solo con el ombre.",
    "drill.split.puesta-all": "Los tres empatan en el mayor número de bazas ({most}), así que "
    "nadie gana: una puesta.",
    "drill.split.puesta-two": "{first} y {second} empatan en el mayor número de bazas ({most}), "
    "así que nadie gana: una puesta.",
    "drill.split.codille-why": "{winner} tiene {tricks} bazas, más que nadie: un codille, "
    "ganado por {winner}.",
    "drill.split.reason": "{counts}. En la regla {rules} {consequence}",
    "drill.split.not-sacada": "No es una sacada: el ombre necesita estrictamente más bazas que "
    "cada defensor.",
    "drill.split.not-puesta": "No es una puesta: una puesta es un empate en el mayor número de "
    "bazas.",
    "drill.split.which-defender": "Vuelva a mirar qué defensor tiene por sí solo el mayor "
    "número de bazas.",
    "drill.split.not-codille": "No es un codille: un codille necesita un defensor con el mayor "
    "número de bazas él solo.",
    # Ejercicio table-result: el resultado con dos jugadores, y de un bando con llamada (Quadrille,
    # Quintille).
    "drill.table.quadrille": "Quadrille",
    "drill.table.quintille": "Quintille",
    "drill.table.two.question": "Dos jugadores (tvåhant): usted es el ombre contra {defender}. "
    "Las bazas son {tricks}. ¿Cuál es el resultado?",
    "drill.table.two.sacada": "Sacada: gana usted",
    "drill.table.two.puesta": "Puesta: nadie gana",
    "drill.table.two.codille": "Codille: gana {defender}",
    "drill.table.two.hint": "Hay un solo defensor: compare sus bazas con las de ese jugador.",
    "drill.table.two.sacada-why": "Usted hizo {ombre} bazas y {name} {defender}: más que el "
    "único defensor, así que es una sacada.",
    "drill.table.two.puesta-why": "Usted hizo {ombre} bazas y {name} otras tantas: un reparto "
    "igual es una puesta.",
    "drill.table.two.codille-why": "{Name} hizo {defender} bazas, más que sus {ombre}: un "
    "codille, ganado por {name}.",
    "drill.table.two.reason": "Todos los pagos suecos se mantienen, contados para un solo "
    "defensor: {consequence}",
    "drill.table.two.not-sacada": "No es una sacada: el ombre necesita más bazas que el único "
    "defensor.",
    "drill.table.two.not-puesta": "No es una puesta: una puesta es un reparto igual.",
    "drill.table.two.not-codille": "No es un codille: el defensor necesita más bazas que el ombre.",
    "drill.table.side.question": "{game}: usted pidió permiso y llamó a un rey; lo tiene "
    "{partner}, que es su compañero. Las bazas son {tricks}. ¿Cuál es el resultado?",
    "drill.table.side.won": "Ganado: su bando tiene más de la mitad",
    "drill.table.side.remise": "Remise: su bando tiene exactamente la mitad",
    "drill.table.side.codille": "Codille: ganan los defensores",
    "drill.table.side.hint": "Sume las bazas de su compañero a las suyas y compare las del "
    "bando con la mitad de las {total} bazas.",
    "drill.table.side.sacada-why": "Su bando hizo {side} de {total} bazas (usted {ombre}, "
    "{partner} {partner_tricks}): más de la mitad, así que gana.",
    "drill.table.side.puesta-why": "Su bando hizo {side} de {total} bazas (usted {ombre}, "
    "{partner} {partner_tricks}): exactamente la mitad, así que es una remise.",
    "drill.table.side.codille-why": "Su bando hizo {side} de {total} bazas (usted {ombre}, "
    "{partner} {partner_tricks}): menos de la mitad ({half}), así que es un codille para los "
    "defensores juntos.",
    "drill.table.side.sacada-reason": "El ombre y su compañero se reparten el bote y el juego "
    "de cada defensor",
    "drill.table.side.puesta-reason": "El bando paga al bote una bête, tanto como contiene, y "
    "el juego a cada defensor",
    "drill.table.side.codille-reason": "Los defensores se reparten lo que hay en el bote y "
    "cobran el juego; el bote se queda",
    "drill.table.side.not-sacada": "No se gana: su bando necesita más de la mitad de las "
    "{total} bazas.",
    "drill.table.side.not-puesta": "No es una remise: una remise es exactamente la mitad, "
    "{half} de {total}.",
    "drill.table.side.not-codille": "No es un codille: cuente las bazas de su compañero con las "
    "suyas.",
    # Ejercicio seats: ¿quién es el mayor, quién sale primero, quién reparte después?
    "drill.seats.question": "En la mesa Bo se sienta a la derecha de Anna, y Cecilia a la "
    "derecha de Bo. Reparte {dealer}. {ask}",
    "drill.seats.ask.eldest": "¿Quién es el mayor?",
    "drill.seats.ask.first-lead": "{Ombre} gana la subasta y pasa a ser el ombre. ¿Quién sale a "
    "la primera baza?",
    "drill.seats.ask.middle": "¿Quién juega la segunda carta de la primera baza?",
    "drill.seats.ask.next-dealer": "¿Quién reparte la mano siguiente?",
    "drill.seats.ask.last": "¿Quién juega la última carta de la primera baza?",
    "drill.seats.ask.first-bid": "¿Quién habla primero en la subasta?",
    "drill.seats.ask.cut": "¿Quién corta las cartas antes del reparto?",
    "drill.seats.hint": "Cada turno pasa a la derecha, en sentido antihorario, y empieza a la "
    "derecha del repartidor.",
    "drill.seats.order": "Los turnos van de {eldest} (el mayor, a la derecha de {dealer}) a "
    "{middle} (el del medio) y luego a {dealer} (el repartidor).",
    "drill.seats.why.eldest": "{Eldest} se sienta a la derecha de {dealer}, el repartidor, así "
    "que {eldest} es el mayor.",
    "drill.seats.why.first-lead": "El mayor sale a la primera baza, sea quien sea el ombre: es "
    "{eldest}, a la derecha de {dealer}, aunque el ombre sea {ombre}.",
    "drill.seats.why.middle": "El mayor, {eldest}, juega primero; el turno pasa a la derecha, a "
    "{middle}, el del medio.",
    "drill.seats.why.next-dealer": "El reparto pasa a la derecha después de cada mano, así que "
    "el mayor, {eldest}, reparte la siguiente.",
    "drill.seats.why.last": "El repartidor habla y juega el último: {dealer}, después de "
    "{eldest} y {middle}.",
    "drill.seats.why.first-bid": "El mayor, {eldest}, a la derecha de {dealer}, habla primero "
    "en la subasta.",
    "drill.seats.why.cut": "Corta el jugador a la izquierda del repartidor: {middle}, el del "
    "medio, ya que {eldest} se sienta a la derecha de {dealer}.",
    "drill.seats.nudge.dealer": "El repartidor no: los turnos empiezan por el jugador a la "
    "derecha del repartidor.",
    "drill.seats.nudge.cut": "Corta el jugador a la izquierda del repartidor, no el de la derecha.",
    "drill.seats.nudge.next-dealer": "El reparto no se queda donde está: pasa un asiento a la "
    "derecha.",
    "drill.seats.nudge.round": "Cuente hacia la derecha desde el repartidor: el mayor, el del "
    "medio y luego el repartidor.",
    # Ejercicio payment: quién paga qué, línea por línea.
    "drill.role.0": "Ombre",
    "drill.role.1": "Primer defensor",
    "drill.role.2": "Segundo defensor",
    # Ejercicio pot-carry: lo que tiene el bote después de unas manos.
    "drill.pot.question": "{rules}. {start} Después: {deals}. ¿Cuántas fichas hay en el "
    "bote cuando se liquida la última mano?",
    "drill.pot.empty": "Una sesión empieza con el bote vacío.",
    "drill.pot.carried": "El bote ya tiene {pot} de manos anteriores.",
    "drill.pot.deal.sacada": "la mano {number} acaba en sacada",
    "drill.pot.deal.puesta": "la mano {number} acaba en puesta",
    "drill.pot.deal.codille": "la mano {number} acaba en codille",
    "drill.pot.deal.passed": "en la mano {number} todos pasan",
    "drill.pot.hint": "Vaya mano a mano: primero entran las apuestas iniciales, después el "
    "resultado se lleva el bote, lo aumenta o lo deja igual.",
    "drill.pot.step.sacada": "Mano {number}: con las apuestas iniciales el bote tiene {before}; "
    "la sacada se lo lleva todo, así que tiene {after}.",
    "drill.pot.step.puesta": "Mano {number}: con las apuestas iniciales el bote tiene {before}; "
    "la puesta del ombre mete {added} (tanto como contiene, y más), así que tiene {after}.",
    "drill.pot.step.codille": "Mano {number}: con las apuestas iniciales el bote tiene "
    "{before}; un codille se paga con las propias fichas del ombre, así que se queda en {after}.",
    "drill.pot.step.passed": "Mano {number}: con las apuestas iniciales el bote tiene {before}; "
    "nadie jugó, así que se queda en {after}.",
    "drill.pot.explanation": "En la regla {rules} las apuestas iniciales ponen {antes} en el "
    "bote antes de cada mano; solo una sacada lo vacía. Al final tiene {after}.",
    "drill.pot.nudge.sacada": "Demasiadas: una de las manos es una sacada. ¿Qué queda en el "
    "bote después de ella?",
    "drill.pot.nudge.too-few": "Demasiado pocas: ¿sumó las apuestas iniciales antes de cada "
    "mano, y lo que mete una puesta?",
    "drill.pot.nudge.too-many": "Demasiadas: un codille se paga a un defensor, no al bote, y "
    "una puesta añade tanto como contiene el bote, no el doble.",
    "drill.payment.question": "Regla {rules}. El ombre jugó {contract} (vale {value}) con {pot} "
    "en el bote. {events} Indique lo que gana o pierde cada jugador y el bote después de "
    "liquidar.",
    "drill.payment.hint": "Primero el resultado: ¿sacada, puesta o codille? Después sume cada "
    "línea de pago: el bote, el valor de juego y cualquier vole, primeras o bonificación por "
    "matadores. Las fichas solo se mueven entre los jugadores y el bote, así que los cambios y "
    "el del bote suman cero.",
    "drill.payment.surrendered": "Después de {tricks} ({count}) el ombre se rindió y los dos "
    "defensores aceptaron.",
    "drill.payment.stopped": "El ombre ganó las cinco primeras bazas y paró.",
    "drill.payment.vole-announced": "El ombre anunció el vole; bazas {count} (el ombre primero).",
    "drill.payment.vole-led": "El ombre ganó las bazas 1-5 y salió a la baza 6; bazas {count} "
    "(el ombre primero).",
    "drill.payment.tricks": "Bazas {count} (el ombre primero).",
    "drill.payment.hand": "El triunfo era {suit}, y la mano del ombre al empezar el juego era "
    "{hand}.",
    "drill.payment.chips": "{role}: {due}",
    "drill.payment.chips-wrong": "{role}: {due}, no {given}",
    "drill.payment.pot": "el bote pasa de {before} a {after}",
    "drill.payment.pot-wrong": "el bote pasa de {before} a {after}, no {given}",
    "drill.payment.total": "En total: {totals}; el bote pasa de {before} a {after}.",
    "drill.payment.wrong.one": "{count} de {lines} líneas no es correcta.",
    "drill.payment.wrong.many": "{count} de {lines} líneas no son correctas.",
    "drill.payment.wrong.other": "{count} de {lines} líneas no son correctas.",
    "drill.payment.nudge-sum": "Sus números no cuadran: las fichas solo se mueven entre los "
    "jugadores y el bote, así que los cambios y el del bote suman cero.",
    "drill.payment.nudge-takeover": "Liquídela con el primer defensor que se negó como ombre, y "
    "cuente todas las bazas que ganó cada jugador, también las de antes de la rendición.",
    "drill.payment.whose.0": "del ombre",
    "drill.payment.whose.1": "del primer defensor",
    "drill.payment.whose.2": "del segundo defensor",
    "drill.payment.whose.pot": "del bote",
    "drill.payment.nudge-lines.one": "La línea {lines} no es correcta. Primero sacada, puesta o "
    "codille, después cada línea de pago.",
    "drill.payment.nudge-lines.many": "Las líneas {lines} no son correctas. Primero sacada, "
    "puesta o codille, después cada línea de pago.",
    "drill.payment.nudge-lines.other": "Las líneas {lines} no son correctas. Primero sacada, "
    "puesta o codille, después cada línea de pago.",
    # Ejercicio payment, el relevo sueco: un defensor rechaza la rendición y toma el relevo.
    "drill.takeover.first-refused": "{first}, el primero en responder, se negó",
    "drill.takeover.second-refused": "{first} aceptó, y {second} se negó",
    "drill.takeover.question": "Regla {rules}. {old} era el ombre en {contract} (vale {value}) "
    "con {pot} en el bote. Después de {played} ({counts}) {old} ofreció rendirse; {answers}. La "
    "mano acabó en {ended}. Indique lo que gana o pierde cada jugador y el bote después de "
    "liquidar.",
    "drill.takeover.hint": "¿Quién es ahora el ombre? El primer defensor que se niega toma el "
    "relevo en el mismo juego. Después liquide como siempre: las bazas de ese jugador frente a "
    "cada uno de los otros dos, contando también las ganadas antes de la rendición.",
    "drill.takeover.codille-old": "un codille ganado por {winner}, el antiguo ombre",
    "drill.takeover.codille-defender": "un codille ganado por {winner}, un defensor",
    "drill.takeover.result": "{result}",
    "drill.takeover.why": "{new} se negó primero, así que {new} tomó el relevo como ombre y "
    "{old} pasó a ser defensor. Las bazas ganadas antes de la rendición se quedan con quien las "
    "ganó, así que {new} tiene {tricks} frente a {against}: {result}.",
    # Ejercicio call-king: a qué rey llamar en el Quadrille o el Quintille.
    "drill.call.question": "{game}: usted ganó la subasta y nombró {trump} de triunfo. ¿A qué "
    "rey llama? Quien lo tenga pasa a ser su compañero secreto.",
    "drill.call.hint": "El rey de triunfo no se puede llamar, y un rey que usted tiene le deja "
    "solo. Llame al rey de su palo secundario más largo en que le falte el rey: ahí es donde "
    "sus cartas bajas más necesitan el rey de un compañero.",
    "drill.call.why.trump-king": "{card} es el rey de triunfo, que nunca se puede llamar; solo "
    "se pueden llamar los reyes de los otros palos",
    "drill.call.why.own": "usted mismo tiene {card}: llamarlo está permitido, pero entonces "
    "juega solo y necesita {need} de {total} bazas por su cuenta, y gana o paga el juego entero "
    "solo, lo que rara vez es prudente",
    "drill.call.why.right": "llame {card}: tiene {cards} sin su rey, su palo secundario más "
    "largo de ese tipo, así que quien lo tenga, su compañero, puede ganar una baza ahí",
    "drill.call.why.shorter": "{card} se puede llamar, pero usted tiene {held} frente a "
    "{cards}: el palo más largo es donde más ayuda el rey de un compañero",
    "drill.call.held.only": "solo {cards}",
    "drill.call.held.none": "ninguna carta de {suit}",
    "drill.call.cards-in": "{cards} de {suit}",
    "drill.call.nudge.trump": "El triunfo es {suit}: ¿se puede llamar a su rey?",
    "drill.call.nudge.own": "Ese rey lo tiene usted: es una llamada legal, pero jugaría solo. "
    "¿Podría ayudarle un compañero?",
    "drill.call.nudge.count": "Cuente sus cartas de cada palo secundario cuyo rey le falta.",
    # Ejercicios sobre los matadores: matadors-which, matadors-count, trump-run.
    "drill.matador.hint": "Los matadores son Spadille (A♠), Manille y Basto (A♣). Manille es el "
    "2 de un palo de triunfo negro y el 7 de uno rojo.",
    "drill.note.spadille": "Spadille, siempre el triunfo más alto: un matador",
    "drill.note.basto": "Basto, siempre el tercer triunfo: un matador",
    "drill.note.manille-black": "Manille, el {rank} de un palo de triunfo negro: un matador",
    "drill.note.manille-red": "Manille, el {rank} de un palo de triunfo rojo: un matador",
    "drill.note.punto": "Punto, el cuarto triunfo, pero no un matador",
    "drill.note.red-ace.one": "un as rojo de palo liso, por debajo de la jota: no es un matador",
    "drill.note.red-ace.many": "ases rojos de palo liso, por debajo de la jota: no son matadores",
    "drill.note.red-ace.other": "ases rojos de palo liso, por debajo de la jota: no son matadores",
    "drill.note.not-manille": "no es Manille, que es el {number} de {trumps} con {trumps} de "
    "triunfo",
    "drill.note.trump.one": "un triunfo, pero no un matador",
    "drill.note.trump.many": "triunfos, pero no matadores",
    "drill.note.trump.other": "triunfos, pero no matadores",
    "drill.note.plain.one": "una carta de palo liso, no un matador",
    "drill.note.plain.many": "cartas de palo liso, no matadores",
    "drill.note.plain.other": "cartas de palo liso, no matadores",
    "drill.which.question": "¿Cuáles de estas cartas son matadores con {trump} de triunfo?",
    "drill.which.not-matador.one": "{Cards} no es un matador.",
    "drill.which.not-matador.many": "{Cards} no son matadores.",
    "drill.which.not-matador.other": "{Cards} no son matadores.",
    "drill.which.left-out": "Se dejó {left}.",
    "drill.which.not-matador-left-out.one": "{Cards} no es un matador; se dejó {left}.",
    "drill.which.not-matador-left-out.many": "{Cards} no son matadores; se dejó {left}.",
    "drill.which.not-matador-left-out.other": "{Cards} no son matadores; se dejó {left}.",
    "drill.which.explanation": "Con {trump} de triunfo los matadores son {matadors}, y solo "
    "esos tres.",
    "drill.which.nudge.both": "Marcó una carta que no es un matador, y se dejó una que sí lo "
    "es. Solo lo son Spadille, Manille y Basto, y Manille depende del color del triunfo.",
    "drill.which.nudge.extra": "Marcó una carta que no es un matador. Solo lo son Spadille, "
    "Manille y Basto, y Manille depende del color del triunfo.",
    "drill.which.nudge.missing": "Se dejó un matador. Solo lo son Spadille, Manille y Basto, y "
    "Manille depende del color del triunfo.",
    "drill.count.question": "Triunfo: {trump}. ¿Cuántos matadores tiene esta mano?",
    "drill.count.held": "La mano tiene {matadors}: {cards}.",
    "drill.count.none": "La mano no tiene ningún matador: con {trump} de triunfo son {matadors}.",
    "drill.count.too-many": "Demasiados: solo Spadille, Manille y Basto son matadores, no el "
    "Punto ni otros ases.",
    "drill.count.too-few": "Demasiado pocos: busque también Manille, cuyo rango depende del "
    "color del triunfo.",
    "drill.run.question": "Triunfo: {trump}. ¿Cuántos triunfos tiene esta mano en orden seguido "
    "desde Spadille?",
    "drill.run.hint-black": "Baje por el orden de los triunfos desde Spadille (A♠): Spadille, "
    "Manille, Basto, el rey... y pare en el primer triunfo que la mano no tenga. Sin Spadille "
    "la serie es 0.",
    "drill.run.hint-red": "Baje por el orden de los triunfos desde Spadille (A♠): Spadille, "
    "Manille, Basto, Punto, el rey... y pare en el primer triunfo que la mano no tenga. Sin "
    "Spadille la serie es 0.",
    "drill.run.explanation": "La serie es {held}: {trumps}, cortada por {missing}, que falta.",
    "drill.run.no-spadille": "La mano no tiene Spadille, así que no tiene serie desde Spadille.",
    "drill.run.estuches": "Como ombre en una sacada, los estuches le darían {bonus} de cada "
    "defensor.",
    "drill.run.swedish": "Como ombre en una sacada, la bonificación sueca por matadores (los "
    "tres matadores 3, +1 por cada triunfo siguiente, como mucho {cap}) le daría {bonus} de "
    "cada defensor.",
    "drill.run.too-many": "Demasiados: la serie se detiene en el primer triunfo que la mano no "
    "tiene.",
    "drill.run.too-few": "Demasiado pocos: la serie sigue más allá de los matadores, por todos "
    "los triunfos que se tienen sin hueco.",
    # Ejercicio deck-ranks: qué rangos tiene la baraja del Ombre.
    "drill.deck.rank.A": "as",
    "drill.deck.rank.2": "dos",
    "drill.deck.rank.3": "tres",
    "drill.deck.rank.4": "cuatro",
    "drill.deck.rank.5": "cinco",
    "drill.deck.rank.6": "seis",
    "drill.deck.rank.7": "siete",
    "drill.deck.rank.8": "ocho",
    "drill.deck.rank.9": "nueve",
    "drill.deck.rank.10": "diez",
    "drill.deck.rank.J": "jota",
    "drill.deck.rank.Q": "reina",
    "drill.deck.rank.K": "rey",
    "drill.deck.ranks.question": "Todos estos rangos están en una baraja corriente de 52 "
    "cartas. ¿Cuáles están también en la baraja del Ombre? Marque todos y luego Compruebe.",
    "drill.deck.ranks.hint": "La baraja del Ombre es la baraja corriente sin tres rangos "
    "vecinos en cada palo.",
    "drill.deck.ranks.why": "Cada palo de la baraja del Ombre tiene {ranks} rangos: as, del dos "
    "al siete, jota, reina y rey. Se quitan los ochos, nueves y dieces de la baraja corriente.",
    "drill.deck.ranks.not-in": "La baraja del Ombre no tiene {ranks}.",
    "drill.deck.ranks.left-out": "Se dejó {ranks}, que la baraja del Ombre conserva.",
    "drill.deck.ranks.suit": "Un palo de la baraja del Ombre, del as al rey",
    "drill.deck.ranks.nudge.removed": "Marcó un rango que se quita: ¿qué tres rangos vecinos "
    "pierde la baraja del Ombre?",
    "drill.deck.ranks.nudge.missing": "Se dejó un rango que la baraja del Ombre conserva: solo "
    "se quitan tres rangos vecinos.",
    # Ejercicio spanish-suit: el palo español de una carta.
    "drill.spanish-suit.question": "¿Cuál de estas cartas es de {spanish}, un palo de la baraja "
    "española?",
    "drill.spanish-suit.hint": "Espadas, copas, oros y bastos: cada palo español es un palo "
    "francés, y cada pareja conserva su color en las reglas.",
    "drill.spanish-suit.why": "{Spanish} ({emblem}) es el palo {symbol} de las cartas "
    "francesas, un palo {colour}: aquí {card}.",
    "drill.spanish-suit.red": "rojo",
    "drill.spanish-suit.black": "negro",
    "drill.spanish-suit.emblem.espadas": "espadas de acero",
    "drill.spanish-suit.emblem.copas": "copas para beber",
    "drill.spanish-suit.emblem.oros": "monedas de oro",
    "drill.spanish-suit.emblem.bastos": "garrotes de madera",
    "drill.spanish-suit.pairs": "Espadas ♠ y bastos ♣ son los palos negros, copas ♥ y oros ♦ "
    "los rojos",
    "drill.spanish-suit.nudge": "Piense en el emblema que nombra la palabra española, y en qué "
    "palo francés ocupó su lugar.",
    # Ejercicio suit-size: cuántas cartas tiene un palo liso.
    "drill.suit-size.question": "Triunfo: {trump}. ¿Cuántas cartas tiene el palo de {suit} como "
    "palo liso?",
    "drill.suit-size.hint": "Cuente los rangos de un palo en la baraja del Ombre, y pregúntese "
    "si una de las cartas de este palo es siempre triunfo.",
    "drill.suit-size.black": "{Suit} es un palo negro: su as, {ace}, es siempre triunfo, nunca "
    "carta de palo liso, así que el palo liso tiene {count} cartas.",
    "drill.suit-size.red": "{Suit} es un palo rojo: ninguna de sus cartas es triunfo cuando "
    "otro palo es el triunfo, así que el palo liso tiene sus {count} cartas.",
    "drill.suit-size.cards": "{Suit} como palo liso, de mayor a menor",
    "drill.suit-size.nudge": "Cuente los rangos de un palo, y pregúntese: ¿es una de las cartas "
    "de este palo siempre triunfo, sea cual sea el palo de triunfo?",
    # Ejercicio order-cards: cartas de un palo en el juego, de mayor a menor.
    "drill.order.hint.black-trumps": "Spadille, Manille (el 2 de los triunfos negros) y Basto "
    "van primero. Recite para sí el orden entero del palo y saque de él estas cartas.",
    "drill.order.hint.red-trumps": "Spadille, Manille (el 7 de los triunfos rojos), Basto y "
    "Punto van primero. Recite para sí el orden entero del palo y saque de él estas cartas.",
    "drill.order.hint.red-plain": "En un palo liso rojo el as va justo por debajo de la jota. "
    "Recite para sí el orden entero del palo y saque de él estas cartas.",
    "drill.order.hint.black-plain": "Un palo liso negro va rey, reina, jota, 7, 6, 5, 4, 3, 2. "
    "Recite para sí el orden entero del palo y saque de él estas cartas.",
    "drill.order.note.black-trumps": "Con triunfos negros el 2 es Manille, solo por debajo de "
    "Spadille, y Basto (A♣) va tercero, por encima del rey.",
    "drill.order.note.red-trumps": "Con triunfos rojos el 7 es Manille, Basto (A♣) es el "
    "tercero y el as de triunfo es el Punto, cuarto; por debajo de la jota los triunfos bajos "
    "van 2, 3, 4, 5, 6.",
    "drill.order.note.red-plain": "En un palo liso rojo el as está por debajo de la jota, y de "
    "las cartas pequeñas el 2 es la más alta: el 2 gana al 7.",
    "drill.order.note.black-plain": "Un palo liso negro no tiene as, porque A♠ y A♣ son siempre "
    "triunfos, y sus cartas pequeñas van según su número: el 7 es alto, el 2 bajo.",
    "drill.order.question-trumps": "Triunfo: {trump}. Ordene estos triunfos, de mayor a menor.",
    "drill.order.question-plain": "Triunfo: {trump}. Ordene estas cartas de {suit} (no son "
    "triunfo), de mayor a menor.",
    "drill.order.in-place": "{card} está bien en el puesto {place}",
    "drill.order.out-of-place": "el puesto {place} es para {wanted}, no para {card}",
    "drill.order.explanation-trumps": "Con {trump} de triunfo, los triunfos van {order}.",
    "drill.order.explanation-plain": "Con {trump} de triunfo, el palo de {suit}, como palo "
    "liso, va {order}.",
    "drill.order.right-places": "{right} de {total} cartas están en su puesto.",
    "drill.order.nudge.black-trumps": "{right} de {total} cartas están en su puesto. Empiece "
    "por los tres matadores, y luego del rey de triunfo hacia abajo.",
    "drill.order.nudge.red-trumps": "{right} de {total} cartas están en su puesto. Después de "
    "los matadores van el Punto (el as), el rey, la reina y la jota; luego el dos es el triunfo "
    "pequeño más alto y el seis el más bajo.",
    "drill.order.nudge.red-plain": "{right} de {total} cartas están en su puesto. En un palo "
    "liso rojo el as está por debajo de la jota; el dos es la carta pequeña más alta y el siete "
    "la más baja.",
    "drill.order.nudge.black-plain": "{right} de {total} cartas están en su puesto. En un palo "
    "liso negro las cartas pequeñas van según su número, de mayor a menor.",
    # Ejercicio trick-winner: qué carta gana la baza.
    "drill.winner.discard": "{card} es un descarte: no es triunfo ni carta de {led}, así que no "
    "puede ganar, sea cual sea su valor",
    "drill.winner.trumped": "{card} sigue a {led}, pero {winner} es un triunfo, y cualquier "
    "triunfo gana a todas las cartas de palo liso",
    "drill.winner.lower-trump": "{card} es más baja que {winner}: los triunfos van {order}",
    "drill.winner.lower": "{card} es más baja que {winner}: en {suit} el orden es {order}",
    "drill.winner.question": "Triunfo: {trump}. ¿Qué carta gana esta baza?",
    "drill.winner.hint": "¿Hay un triunfo en la baza? El triunfo es {trump}, y Spadille (A♠) y "
    "Basto (A♣) son siempre triunfos. Si no hay triunfo, solo pueden ganar las cartas del palo "
    "salido.",
    "drill.winner.nudge.discard-cannot-win": "Esa carta ni sigue el palo salido ni es triunfo, "
    "así que no puede ganar.",
    "drill.winner.nudge.trump-beats-plain": "Vuelva a mirar: hay un triunfo en esta baza, y "
    "cualquier triunfo gana a todas las cartas de palo liso.",
    "drill.winner.nudge.lower-in-suit": "Otra carta del mismo palo es más alta: recite para sí "
    "el orden de ese palo.",
    # Ejercicio legal-play: qué cartas se pueden jugar.
    "drill.legal.question-no-trumps.second": "{Contract}: no hay triunfos, y usted juega "
    "segundo a esta baza. ¿Cuáles de sus cartas puede jugar?",
    "drill.legal.question-no-trumps.third": "{Contract}: no hay triunfos, y usted juega tercero "
    "a esta baza. ¿Cuáles de sus cartas puede jugar?",
    "drill.legal.hint-no-trumps": "No hay triunfos: Spadille es solo el as de picas y Basto "
    "solo el as de tréboles, ases de palo liso. ¿Qué palo se salió? Sígalo si puede; si no "
    "puede, cualquier carta.",
    "drill.legal.question.second": "Triunfo: {trump}. Usted juega segundo a esta baza. ¿Cuáles "
    "de sus cartas puede jugar?",
    "drill.legal.question.third": "Triunfo: {trump}. Usted juega tercero a esta baza. ¿Cuáles "
    "de sus cartas puede jugar?",
    "drill.legal.hint": "¿Qué palo se salió? Sígalo si puede. Si se salió de triunfo y sus "
    "únicos triunfos son matadores, puede guardarlos, salvo que el matador salido sea superior "
    "al más bajo de los suyos.",
    "drill.legal.only": "Puede jugar {cards} y nada más.",
    "drill.legal.any": "Puede jugar cualquier carta.",
    "drill.legal.may": "se pueden jugar: {cards}",
    "drill.legal.may-not": "no se pueden jugar: {cards}",
    "drill.legal.nudge.both-no-trumps": "Marcó una carta que no puede jugar, y se dejó una que "
    "sí puede. Se salió de {led} y no hay triunfos: ¿puede seguir el palo?",
    "drill.legal.nudge.extra-no-trumps": "Marcó una carta que no puede jugar. Se salió de {led} "
    "y no hay triunfos: ¿puede seguir el palo?",
    "drill.legal.nudge.missing-no-trumps": "Se dejó una carta que puede jugar. Se salió de "
    "{led} y no hay triunfos: ¿puede seguir el palo?",
    "drill.legal.nudge.both-plain": "Marcó una carta que no puede jugar, y se dejó una que sí "
    "puede. Se salió de {led}: ¿puede seguir el palo?",
    "drill.legal.nudge.extra-plain": "Marcó una carta que no puede jugar. Se salió de {led}: "
    "¿puede seguir el palo?",
    "drill.legal.nudge.missing-plain": "Se dejó una carta que puede jugar. Se salió de {led}: "
    "¿puede seguir el palo?",
    "drill.legal.nudge.both-trumps": "Marcó una carta que no puede jugar, y se dejó una que sí "
    "puede. Se salió de triunfo: ¿cuáles de sus cartas son triunfos, y puede guardarse un "
    "matador?",
    "drill.legal.nudge.extra-trumps": "Marcó una carta que no puede jugar. Se salió de triunfo: "
    "¿cuáles de sus cartas son triunfos, y puede guardarse un matador?",
    "drill.legal.nudge.missing-trumps": "Se dejó una carta que puede jugar. Se salió de "
    "triunfo: ¿cuáles de sus cartas son triunfos, y puede guardarse un matador?",
    # Ejercicio bid-advice: pujar o pasar con esta mano.
    "drill.bid.question": "Usted es el mayor y habla primero. ¿Debe pujar {contract} con esta "
    "mano (nombraría el triunfo después de ganar la subasta)?",
    "drill.bid.hint": "Cuente sus matadores para el mejor palo de triunfo, y luego sus cartas "
    "altas de palo secundario: reyes, y ases de palo liso en los palos rojos ({red_aces}). "
    "Cuatro o más triunfos con una parada en palo secundario (un rey, o una reina con guarda) "
    "también hacen una mano.",
    "drill.bid.nudge": "Vuelva a contar: los matadores para su mejor palo de triunfo, y luego "
    "sus ganadoras seguras de palo secundario.",
    # Ejercicio exchange: qué cartas descartar.
    "drill.exchange.question": "Ganó la subasta con {contract} y nombró {trump} de triunfo. "
    "¿Qué cartas descarta? Saca otras tantas de lo alto del talon.",
    "drill.exchange.hint": "Guarde sus triunfos y sus reyes de palo secundario; las cartas "
    "bajas de los palos secundarios cortos son los descartes habituales. Cuantas más descarte, "
    "más ocasiones de sacar un matador.",
    "drill.exchange.moved": "Descartó {discarded} y sacó {drawn} del talon.",
    "drill.exchange.kept": "Guardó las nueve cartas y no sacó nada.",
    "drill.exchange.change": "Matadores {matadors_before} → {matadors_after}, triunfos "
    "{trumps_before} → {trumps_after}, reyes de palo secundario {kings_before} → {kings_after}.",
    "drill.exchange.plan": "{change} Un plan habitual guarda los triunfos y los reyes de palo "
    "secundario y descarta el resto ({cards}).",
    "drill.exchange.plan-none": "{change} Un plan habitual guarda los triunfos y los reyes de "
    "palo secundario y descarta el resto.",
    "drill.exchange.verdict-fine": "Su intercambio:",
    "drill.exchange.verdict-poor": "Un intercambio flojo.",
    "drill.exchange.nudge.discarded-matador": "Está descartando un matador: guarde sus mejores "
    "triunfos. Vuelva a elegir sus descartes.",
    "drill.exchange.nudge.discarded-trump": "Está descartando un triunfo: el ombre guarda todos "
    "sus triunfos. Vuelva a elegir sus descartes.",
    "drill.exchange.nudge.discarded-king": "Está descartando un rey de palo secundario, un "
    "probable ganador. Vuelva a elegir sus descartes.",
    # Ejercicio talon-draw: cuántas cartas puede sacar aún un jugador del talon.
    "drill.talon.question.first": "El ombre, en {contract}, descarta {ombre} y saca otras "
    "tantas del talon de {talon}. ¿Cuántas cartas como mucho puede sacar el primer defensor?",
    "drill.talon.question.last": "El ombre, en {contract}, descarta {ombre} y saca otras tantas "
    "del talon de {talon}; después el primer defensor descarta y saca {first}. ¿Cuántas cartas "
    "como mucho puede sacar el segundo defensor?",
    "drill.talon.question.solo": "El ombre juega un solo y no saca nada. El primer defensor "
    "descarta {first} y saca otras tantas del talon de {talon}. ¿Cuántas cartas como mucho "
    "puede sacar el segundo defensor?",
    "drill.talon.hint": "Cuente las cartas que quedan en el talon cuando le llega el turno a "
    "este jugador; y nadie descarta más de una mano entera.",
    "drill.talon.left": "El talon tenía {talon} y se sacaron {drawn} antes de este turno, así "
    "que quedan {left}.",
    "drill.talon.empty": "El talon está vacío: el intercambio ha terminado, y este defensor no "
    "saca nada.",
    "drill.talon.whole-hand": "Eso es más que una mano: un jugador descarta como mucho sus "
    "{hand} cartas, y saca otras tantas.",
    "drill.talon.all-left": "Un jugador puede tomar como mucho lo que queda: las {left}.",
    "drill.talon.rule": "Cada jugador saca tantas cartas como descarta, como mucho lo que queda "
    "en el talon",
    "drill.talon.nudge": "Cuente lo que queda en el talon cuando le llega el turno a este "
    "jugador, y recuerde que una mano tiene un número limitado de cartas.",
    # Las cartas, por baraja (los corazones de la baraja francesa, las copas de la española).
    # Un rango solo, como encabeza su columna en la figura de la baraja.
    "rank.french.A": "As",
    "rank.french.2": "Dos",
    "rank.french.3": "Tres",
    "rank.french.4": "Cuatro",
    "rank.french.5": "Cinco",
    "rank.french.6": "Seis",
    "rank.french.7": "Siete",
    "rank.french.J": "Jota",
    "rank.french.Q": "Reina",
    "rank.french.K": "Rey",
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
    # Un palo dentro de una frase («{suit} son triunfo»).
    "suit.french.spades": "picas",
    "suit.french.hearts": "corazones",
    "suit.french.diamonds": "diamantes",
    "suit.french.clubs": "tréboles",
    "suit.spanish.spades": "espadas",
    "suit.spanish.hearts": "copas",
    "suit.spanish.diamonds": "oros",
    "suit.spanish.clubs": "bastos",
    # El nombre de una carta: su plantilla, y el palo tal como figura en el nombre.
    "card.french": "{rank} de {suit}",
    "card.spanish": "{rank} de {suit}",
    "card.suit.french.spades": "picas",
    "card.suit.french.hearts": "corazones",
    "card.suit.french.diamonds": "diamantes",
    "card.suit.french.clubs": "tréboles",
    "card.suit.spanish.spades": "espadas",
    "card.suit.spanish.hearts": "copas",
    "card.suit.spanish.diamonds": "oros",
    "card.suit.spanish.clubs": "bastos",
    # Los triunfos con nombre, como los escribe el texto español de las reglas.
    "card.title.spadille": "Spadille",
    "card.title.manille": "Manille",
    "card.title.basto": "Basto",
    "card.title.punto": "Punto",
    "card.titled.aside": "{card} ({title})",
    "drill.cards-note": "{cards}: {note}",
    "outcome.seat-chips": "{name} {chips}",
    # Una lista en una frase: los elementos antes del último unidos uno a uno por list.comma.
    "list.comma": "{items}, {item}",
    # Los errores que encuentra el alumno (catalogue_errors.py).
    "error.wrong-phase": "{action} no es posible ahora: {expecting}",
    "error.deal-over": "la mano ha terminado: {action} no es posible",
    "error.unknown-contract": "las reglas {rules} no tienen el juego {name}: {games}",
    "error.empty-talon": "no queda ninguna carta del talon que dar vuelta",
    "error.suit-removed": "{suit} no están en esta baraja",
    "error.bad-deal.hands": "un reparto da {players} manos con las reglas {rules}, no {count}",
    "error.bad-deal.talon": "el talon tiene {talon} cartas, no {count}",
    "error.bad-deal.hand-size": "cada mano tiene {size} cartas: {cards}",
    "error.bad-deal.twice": "repartidas dos veces: {cards}",
    "error.bad-deal.deck": "el reparto no es la baraja de las reglas {rules}",
    "error.bad-dealer": "el repartidor debe ser un asiento de 0 a {last}, no {value}",
    "error.bad-pot": "el bote debe tener 0 fichas o más, no {value}",
    "error.bad-suit": "{text} no es un palo: use s h d c, ♠ ♥ ♦ ♣, spades hearts diamonds "
    "clubs, o espadas copas oros bastos",
    "error.bad-card": "{text} no es una carta: los rangos son A 2 3 4 5 6 7 J Q K (sin 8, 9 ni "
    "10) y los palos s h d c o ♠ ♥ ♦ ♣, como en 'Kh' o '7♦'",
    "error.duplicate-card": "{card} figura dos veces",
    "error.duplicate-card.in": "{card} figura dos veces en {text}",
    "error.duplicate-card.dealt": "{card} se reparte dos veces en {text}",
    "error.bad-action": "{text} no es una acción: {why}",
    "error.bad-action.text": "una acción es un texto, no {text}",
    "error.bad-action.empty": "está vacía",
    "error.bad-action.nothing-after": "{verb} no lleva nada detrás",
    "error.bad-action.play": "play pide una carta, como en 'play Ks'",
    "error.bad-action.call": "call pide una carta, como en 'call Kh'",
    "error.bad-action.discard": "diga qué cartas, como en 'discard 3h 4c', o 'discard none'",
    "error.bad-action.trump": "nombre un palo, como en 'trump hearts'",
    "error.bad-action.game": "{verb} pide el nombre de un juego, como en '{verb} entrada'",
    "error.bad-action.game-length": "el nombre de un juego tiene como mucho {length} letras",
    "error.bad-action.announce": "el único anuncio es 'announce vole'",
    "error.bad-action.deal": "un reparto da cada mano y luego el talon, separados por '/'",
    "error.bad-action.verbs": "las acciones son pass, bid ..., choose ..., gascarille, "
    "countervole, trump ..., call ..., discard ..., play ..., announce vole, stop, surrender, "
    "accept, refuse y deal ...",
    "error.bad-position.no-trumps": "una posición nombra su triunfo, y {contract} se juega sin "
    "triunfos",
    "error.bad-position.diamonds": "{contract} se juega con diamantes de triunfo",
    "error.bad-position.seat": "{name} debe ser un asiento de 0 a {last}, no {value}",
    "error.bad-position.dummy-ombre": "el asiento {seat} tiene la mano del muerto, que nunca es "
    "el ombre",
    "error.bad-position.seats": "una posición da las manos y las bazas ganadas de los "
    "{players} asientos",
    "error.bad-position.negative": "las bazas ganadas no pueden ser negativas",
    "error.bad-position.tricks": "ya se han hecho {done} bazas, pero una mano tiene {total}",
    "error.bad-position.trick": "una baza en curso tiene menos de {players} cartas",
    "error.bad-position.twice": "{card} aparece dos veces",
    "error.bad-position.deck": "{card} no está en la baraja de las reglas {rules}",
    "error.bad-position.hand": "el asiento {seat} debería tener {size} cartas tras {done} "
    "bazas, no {count}",
    "error.bad-position.hand-playing": "el asiento {seat} debería tener {size} cartas tras "
    "{done} bazas y su carta en esta, no {count}",
    "error.bad-position.ombre-hand": "la mano del ombre al empezar el juego tiene {size} cartas",
    "error.bad-position.start": "'start' da una mano, o una por asiento ({players}), al empezar "
    "el juego",
    "error.bad-position.start-hand": "la mano del asiento {seat} al empezar el juego debe tener "
    "{size} cartas y contener todas las que el asiento aún tiene",
    "error.bad-position.ombre-twice": "la mano del ombre al empezar el juego se da dos veces, y "
    "distinta",
    "error.bad-position.called-missing": "una posición de {contract} nombra la carta llamada y "
    "quién la tiene ('called Kh 2')",
    "error.bad-position.called-extra": "{contract} no llama a ningún compañero, así que la "
    "posición no nombra carta llamada",
    "error.bad-position.holder": "quien tiene la carta llamada debe ser un asiento de 0 a {last}",
    "error.bad-position.callable": "{card} no se puede llamar: se llama un rey o una reina que "
    "no sea de triunfo",
    "error.bad-position.called-held": "el asiento {seat} tiene {card}, que se repartió al "
    "asiento {holder}",
    "error.bad-position.vole": "con las reglas {rules} el vole solo queda comprometido cuando "
    "el ombre, tras ganar las bazas 1-{run}, sale a la baza {next}",
    "error.bad-position.no-forced": "las reglas {rules} no tienen Spadille forzado, así que "
    "ningún ombre está obligado",
    "error.bad-position.forced-game": "un ombre obligado juega {lowest}, no {contract}",
    "error.bad-position.forced-spadille": "un ombre obligado es quien tenía Spadille, y la mano "
    "de este ombre no la tenía",
    "error.bad-date": "{text} no es un día: escríbalo AAAA-MM-DD, como 2026-12-02",
    "error.bad-date.calendar": "{text} no es un día del calendario: {why}",
    "error.early-day": "{day} es anterior a la primera mano del día, {first}",
    "error.future-day": "{day} aún no ha llegado: la última mano del día es la de hoy, {today}",
    "error.bad-rules.daily": "{rules} no tiene mano del día: elija {presets}",
    "error.not-the-deal": "{what} {notation} no es la mano {rules} del {day}",
    "error.not-over": "{what} aún no ha terminado: {notation}",
    "error.bad-puzzle.id": "el identificador de un problema debe ser un texto, no {value}",
    "error.bad-puzzle.rating": "el problema {id} tiene la puntuación {rating} y la RD {rd}: la "
    "RD debe ser mayor que 0 y como mucho {limit}, la puntuación de {low} a {high}",
    "error.bad-puzzle.twice": "los identificadores de los problemas deben ser distintos: {ids} "
    "aparecen más de una vez",
    "error.no-puzzle": "no hay ningún problema entre el que elegir",
    "error.no-puzzle.just-played": "el único problema, {id}, es el que se acaba de jugar",
    "error.unknown-exercise": "no hay ningún tipo de ejercicio {name}: elija uno de {kinds}",
    "error.bad-seed.exercise": "la semilla de un ejercicio es un número entero >= 0, no {value}",
    "error.bad-answer.number.answer": "la respuesta debe ser un número entero, no {value}",
    "error.bad-answer.number.chip-change": "cada cambio de fichas debe ser un número entero, "
    "no {value}",
    "error.bad-answer.number.pot-after": "el bote final debe ser un número entero, no {value}",
    "error.bad-answer.list": "la respuesta debe ser una lista de identificadores de opciones, "
    "no {value}",
    "error.bad-answer.unknown-choice": "{value} no es una de las opciones: {choices}",
    "error.bad-answer.twice": "{value} figura dos veces",
    "error.bad-answer.choice": "la respuesta debe ser una de {choices}, no {value}",
    "error.bad-answer.order": "ordene las {count} opciones, no {given}",
    "error.bad-answer.chips-shape": 'la respuesta debe ser {{"chips": [un número por '
    'jugador], "pot_after": número}}',
    "error.bad-answer.chips": "chips debe dar {players} números, uno por jugador, no {value}",
    "error.no-action": "no le toca a nadie: la mano ha terminado",
    "error.your-turn": "le toca a usted: el bot solo juega por los demás",
    "error.nothing-to-undo.sitting-out": "usted no juega esta mano: no hay nada que deshacer",
    "error.sitting-out": "usted no jugó esta mano: no hay ninguna jugada suya que repetir",
    "error.bad-seed": "una semilla es un número entero, no {value}",
    "error.no-action.now": "no le toca a nadie: {expecting}",
    "error.no-card": "ahora no se puede jugar ninguna carta: {expecting}",
    "error.nothing-to-undo": "no hay ninguna acción que deshacer",
    "error.bad-state": "{text} no es un estado: se escribe 'RULES | dealer N | pot N | ...'",
    "error.bad-state.sections": "demasiadas secciones '|' en {text}",
    "error.bad-state.data": "datos de estado erróneos: {why}",
    "error.bad-state.number": "se esperaba '{key} N', no {text}",
    "error.bad-position.notation": "{text} no es una posición: empieza por 'position CONTRACT "
    "TRUMP', como en 'position entrada hearts ombre 0 leader 1 won 0 0 0 hands ... / ... / ...'",
    "error.bad-position.key-twice": "{word} aparece dos veces en {text}",
    "error.bad-position.unexpected": "{word} inesperado en {text}",
    "error.bad-position.needs": "una posición necesita '{key}': {text}",
    "error.bad-position.seat-number": "{key} debe ser un solo número de asiento en {text}",
    "error.bad-position.won": "won debe dar números de bazas en {text}",
    "error.bad-position.flag": "'{key}' no lleva nada detrás en {text}",
    "error.bad-position.called": "'called' da la carta llamada y el asiento de quien la tiene, "
    "como en 'called Kh 2', en {text}",
    "error.bad-position.data": "datos de posición erróneos {data}: {why}",
    "error.bad-number": "{field} debe ser un número entero, no {value}",
    "error.bad-rules.missing": "faltan las reglas: empiece por el nombre de un conjunto de reglas",
    "error.unknown-preset": "conjunto de reglas desconocido {name}",
    "error.bad-rules.field": "{text} no es campo=valor",
    "error.bad-rules.name": "el conjunto de reglas se nombra primero, no con name=",
    "error.bad-rules.twice": "el campo de reglas {field} se da dos veces",
    "error.bad-rules.removed-suits": "removed_suits deben ser letras de palo s h d c, no {value}",
    "error.bad-rules.too-large": "{field} debe ser como mucho {most}, no {value}",
    "error.bad-puzzle.data": "no son datos de un problema: {why}",
    "error.not-a-discard": "{action} no es un descarte",
    "error.not-a-play": "un problema es una decisión del juego que juega el solucionador",
    "error.bad-seat": "no hay ningún asiento {seat} en esta mesa",
    "error.bad-budget.layouts": "layouts debe ir de 1 a {most}, no {value}",
    "error.not-your-turn": "al asiento {seat} no le toca jugar en esta posición",
    "error.not-in-play": "aquí no hay nada que resolver: la mano no está en juego (fase {phase})",
    "error.not-legal": "{action} no era posible en esta posición: {expecting}",
    "error.no-decision": "usted no tomó ninguna decisión en la baza {trick} de esta mano",
    "error.no-decision.replay": "la baza {trick} no se puede volver a jugar desde aquí",
    "error.bad-dealer.table-seats": "no hay ningún asiento {seat} en esta mesa de {seats} "
    "(asientos 0 a {last})",
    "error.bad-dealer.table": "no hay ningún asiento {seat} en esta mesa de {seats}",
    "error.session-over": "la sesión ha terminado",
    "error.deal-in-progress": "termine primero la mano en curso",
    "error.deal-not-over": "la mano en curso aún no ha terminado",
    "error.nothing-to-undo.yours": "usted aún no ha tomado ninguna decisión en esta mano",
    "error.one-deal": "esta mesa juega una sola mano: no hay mano siguiente",
    "error.bad-link": "{text} no es una mano: se escribe <seed>[:<rules>]",
    "error.bad-link.seed": "la semilla {seed} es demasiado grande",
    "error.bad-link.seat": "{text} no es un asiento de esta mesa (0 a {last})",
    "error.bad-link.rules": "{name} no es un conjunto de reglas que ofrezca la mesa ({offered})",
    "error.record.not-saved": "no es una partida guardada",
    "error.record.version": "no es una partida guardada de esta versión",
    "error.record.notation": "su mano no está en notación de estado",
    "error.record.replay": "su mano no se puede volver a jugar: {why}",
    "error.record.rules": "sus reglas ({rules}) no son de las que ofrece la mesa ({offered})",
    "error.record.position": "su mano empieza desde una posición, no desde las cartas",
    "error.record.never-dealt": "la mano nunca se repartió",
    "error.record.deals": "su número de mano debe ser 1 o más, no {value}",
    "error.record.past": "la mano {deals} pasa de las {limit} manos de la sesión",
    "error.record.first": "el primer repartidor debe ser un asiento, no {value}",
    "error.record.dealer": "la mano {deals} la reparte el asiento {dealer}, no el asiento {given}",
    "error.record.counted": "'counted' debe ser true o false",
    "error.record.counted-not-over": "la mano no ha terminado, pero sus fichas ya están contadas",
    "error.record.not-counted": "la mano ha terminado, pero sus fichas no están contadas",
    "error.record.tally": "el marcador debe dar {seats} números enteros, uno por asiento",
    "error.record.absurd": "un marcador de más de {bound} fichas tras {deals} manos es absurdo",
    "error.record.sum": "el marcador ({tally}) y el bote ({pot}) no suman las fichas de la sesión",
    "error.record.seed": "la semilla debe ser un número entero, no {value}",
    "error.record.cards": "las cartas no son el reparto de la semilla {seed}",
    "error.record.one-flag": "'one' debe ser true o false, no {value}",
    "error.record.one-deal": "una mesa de una sola mano no tiene mano {deals}",
    "error.bad-rating": "una puntuación debe ser un número de {low} a {high}: {value}",
    "error.bad-rd": "una desviación de la puntuación debe ser mayor que 0 y como mucho "
    "{limit}: {value}",
    "error.bad-volatility": "una volatilidad debe ser mayor que 0 y como mucho {limit}: {value}",
    "error.bad-score": "el resultado de una partida debe ir de 0 (una derrota) a 1 (una "
    "victoria): {value}",
    "error.bad-difficulty": "la dificultad de un problema es un número entero de 1 a {levels}, "
    "no {value}",
}
