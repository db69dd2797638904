"""O catálogo do motor em português do Brasil: as mesmas chaves e marcadores do inglês."""

CATALOGUE: dict[str, str] = {
    # Quem se senta onde na mesa do site: o aluno no lugar 0, dois bots depois.
    "seat.0": "Você",
    "seat.1": "Anna",
    "seat.2": "Bo",
    "seat.3": "Carl",
    "seat.4": "Dora",
    # Um lugar nomeado dentro de uma frase sobre outro lugar, quando é o do aluno.
    "seat.you": "você",
    # Substantivos contados.
    # Um substantivo contado tem uma entrada por categoria de plural da língua (ver PLURAL_RULES).
    "count.card.one": "{count} carta",
    "count.card.many": "{count} de cartas",
    "count.card.other": "{count} cartas",
    "contract.a": "uma {contract}",
    "contract.a.entrada": "uma entrada",
    "contract.a.vuelta": "uma vuelta",
    "contract.a.solo": "um solo",
    "contract.a.juego": "um juego",
    "contract.a.voltereta": "uma voltereta",
    "contract.a.oros": "um oros",
    "contract.a.contrabola": "uma contrabola",
    "contract.a.countervole": "um countervole",
    "contract.a.alliance": "uma alliance",
    # Rótulos dos botões de ação.
    "label.pass": "Passar",
    "label.bid": "Declarar {contract}",
    "label.bid-play": "Dizer jogo",
    "label.bid-higher": "Eu subo",
    "label.choose": "Escolher {contract}",
    "label.gascarille": "Assumir a gascarille",
    "label.trump": "{Suit} {symbol} como trunfo",
    "label.call": "Chamar {card}",
    "label.keep": "Manter todas as minhas cartas",
    "label.discard": "Descartar {cards}",
    "label.play": "Jogar {card}",
    "label.announce-vole": "Anunciar um vole",
    "label.stop": "Parar e pontuar",
    "label.stop-primeras": "Parar e pontuar (primeras)",
    "label.surrender": "Propor desistir",
    "label.accept": "Aceitar a desistência",
    "label.refuse": "Recusar e assumir",
    # O que um contrato significa, numa oração.
    "meaning": "o ombre {trumps} e {exchange}; {a_contract} vale {value} de cada "
    "defensor numa sacada",
    "meaning.trumps.named": "nomeia o trunfo",
    "meaning.trumps.turn-up": "vira a carta do topo do monte, cujo naipe é o trunfo,",
    "meaning.trumps.diamonds": "joga com ouros como trunfo",
    "meaning.exchange.yes": "troca com o monte",
    "meaning.exchange.no": "não troca",
    "meaning.calls": "o ombre nomeia o trunfo e chama um rei, cujo dono é um parceiro secreto; "
    "juntos precisam de mais da metade das vazas, e {a_contract} vale {value} de cada "
    "defensor numa vitória",
    "meaning.no-trick": "o ombre joga sem trunfo e sem trocar, e não pode fazer nenhuma vaza: "
    "{a_contract} é paga como um vole",
    # A distribuição.
    "deal": "{who} dá {hand} cartas a cada um, no sentido anti-horário, em lotes de {packet} "
    "cartas, começando por {eldest}, o mais velho; {talon} formam o monte. Apostas iniciais: "
    "{antes}; assim o pote tem {pot}.",
    "deal/you": "Você dá {hand} cartas a cada um, no sentido anti-horário, em lotes de {packet} "
    "cartas, começando por {eldest}, o mais velho; {talon} formam o monte. Apostas iniciais: "
    "{antes}; assim o pote tem {pot}.",
    "deal.no-talon": "{who} dá {hand} cartas a cada um, no sentido anti-horário, em lotes de "
    "{packet} cartas, começando por {eldest}, o mais velho; o baralho inteiro é distribuído, sem "
    "monte. Apostas iniciais: {antes}; assim o pote tem {pot}.",
    "deal.no-talon/you": "Você dá {hand} cartas a cada um, no sentido anti-horário, em lotes de "
    "{packet} cartas, começando por {eldest}, o mais velho; o baralho inteiro é distribuído, sem "
    "monte. Apostas iniciais: {antes}; assim o pote tem {pot}.",
    "deal.antes-each": "cada jogador põe {ante} no pote",
    "deal.antes-dealer": "o distribuidor, {dealer}, põe {ante} no pote",
    "deal.antes-live": "cada jogador vivo põe {ante} no pote (a mão fictícia não põe nada)",
    # O leilão.
    "step.pass": "{who} passa. Passar é definitivo: {who} não declara mais nesta mão.",
    "step.pass/you": "Você passa. Passar é definitivo: você não declara mais nesta mão.",
    "step.bid": "{who} declara {contract}: propõe jogar sozinho contra {others}; {meaning}. {next}",
    "step.bid/you": "Você declara {contract}: propõe jogar sozinho contra {others}; {meaning}. "
    "{next}",
    "step.bid.higher": "Quem ainda está no leilão deve declarar mais alto ({ladder}) ou passar.",
    "step.bid.top": "{Contract} é a declaração mais alta: os outros só podem passar.",
    "step.bid-play": "{who} diz jogo: propõe jogar sozinho contra {others}. O vencedor escolhe o "
    "jogo depois do leilão ({ladder}); quem fala depois só pode cobrir dizendo «eu subo».",
    "step.bid-play/you": "Você diz jogo: propõe jogar sozinho contra {others}. O vencedor escolhe "
    "o jogo depois do leilão ({ladder}); quem fala depois só pode cobrir dizendo «eu subo».",
    "step.bid-higher": "{who} sobe: cada cobertura eleva de um degrau o jogo mais baixo que o "
    "vencedor pode escolher; agora é {step} ou mais alto ({ladder}).",
    "step.bid-higher/you": "Você sobe: cada cobertura eleva de um degrau o jogo mais baixo que o "
    "vencedor pode escolher; agora é {step} ou mais alto ({ladder}).",
    "auction.thrown-in": "Todos passaram: as cartas são recolhidas (gasca) e o pote de {pot} fica "
    "para a mão seguinte, onde novas apostas iniciais o aumentam.",
    # O mesmo numa mesa de uma só mão (a mão do dia), que não tem mão seguinte.
    "auction.thrown-in.one-deal": "Todos passaram: ninguém joga esta mão; o pote de {pot} "
    "passaria para a seguinte.",
    "auction.spadille-in-talon": "Todos passaram e o Spadille forçado está em vigor, mas o "
    "Spadille está no monte: ninguém é obrigado a jogar, então as cartas são recolhidas e o "
    "pote de {pot} fica para a mão seguinte.",
    "auction.spadille-in-talon.one-deal": "Todos passaram e o Spadille forçado está em vigor, mas "
    "o Spadille está no monte: ninguém é obrigado a jogar, então ninguém joga esta mão; o pote de "
    "{pot} passaria para a seguinte.",
    "auction.forced-spadille": "Todos passaram e o Spadille forçado está em vigor: {who}, que tem "
    "o Spadille, deve jogar {contract}, e a mão é pontuada como de costume.",
    "auction.forced-spadille/you": "Todos passaram e o Spadille forçado está em vigor: você tem o "
    "Spadille, então deve jogar {contract}, e a mão é pontuada como de costume.",
    "auction.gascarille": "Todos passaram e a gascarille está em vigor: por sua vez, a partir do "
    "mais velho, um jogador pode assumi-la: descartar {count}, comprar o mesmo número, nomear o "
    "trunfo e jogá-la pontuada como {contract}.",
    "auction.ombre": "{who} vence o leilão e é o ombre: joga {contract} sozinho contra {others}.",
    "auction.ombre/you": "Você vence o leilão e é o ombre: joga {contract} sozinho contra "
    "{others}.",
    "auction.ombre-chooses": "{who} vence o leilão e é o ombre, jogando sozinho contra {others}; "
    "agora {who} escolhe o jogo: {step} ou mais alto ({ladder}).",
    "auction.ombre-chooses/you": "Você vence o leilão e é o ombre, jogando sozinho contra "
    "{others}; agora você escolhe o jogo: {step} ou mais alto ({ladder}).",
    "step.choose": "{who} escolhe {contract}: {meaning}.",
    "step.choose/you": "Você escolhe {contract}: {meaning}.",
    "step.gascarille": "{who} assume a gascarille.",
    "step.gascarille/you": "Você assume a gascarille.",
    "step.gascarille-pass": "{who} recusa a gascarille.",
    "step.gascarille-pass/you": "Você recusa a gascarille.",
    "gascarille.none": "Ninguém a assume: as cartas são recolhidas e o pote de {pot} fica.",
    # O trunfo.
    "step.trump": "{who} nomeia {suit} como trunfo.",
    "step.trump/you": "Você nomeia {suit} como trunfo.",
    # A chamada (Quadrille, Quintille).
    "step.bid-call": "{who} declara {contract}: propõe jogar com um parceiro chamado; {meaning}. "
    "{next}",
    "step.bid-call/you": "Você declara {contract}: propõe jogar com um parceiro chamado; "
    "{meaning}. {next}",
    "auction.ombre-calls": "{who} vence o leilão e é o ombre em {contract}: {who} nomeia o trunfo "
    "e chama um rei, cujo dono se torna um parceiro secreto.",
    "auction.ombre-calls/you": "Você vence o leilão e é o ombre em {contract}: você nomeia o "
    "trunfo e chama um rei, cujo dono se torna o seu parceiro secreto.",
    "step.call": "{who} chama {card}: quem tiver essa carta é o parceiro secreto do ombre, "
    "revelado quando {card} for jogado.",
    "step.call/you": "Você chama {card}: quem tiver essa carta é o seu parceiro secreto, revelado "
    "quando {card} for jogado.",
    "label.call-own": "Chamar {card}, carta sua: você joga sozinho e precisa de {need} vazas",
    "step.call-own": "{who} chama {card}: quem tiver essa carta é o parceiro secreto do ombre, "
    "revelado quando {card} for jogado.",
    "step.call-own/you": "Você chama {card}, uma carta sua: joga sozinho e precisa fazer {need} "
    "das {total} vazas.",
    "partner.own": "a carta é de {who}: {who} joga sozinho",
    "partner.own/you": "a carta é sua: você joga sozinho e precisa fazer {need} das {total} vazas",
    "play.partner": "{who} jogou a carta chamada, {card}; então {who} é o parceiro do ombre.",
    "play.partner/you": "Você jogou a carta chamada, {card}: agora todos sabem que você é o "
    "parceiro do ombre.",
    "play.called-own": "{who} jogou a carta chamada, {card}: {who} chamou uma carta própria e "
    "joga sozinho.",
    "play.called-own/you": "Você jogou a carta chamada, {card}, uma carta sua: joga sozinho.",
    "trump.turned-up": "A carta do topo do monte é virada: {card}; então {suit} são trunfo. Ela "
    "fica no topo como a primeira compra do ombre. Com {suit} como trunfo, os matadors são "
    "Spadille, {manille} (Manille) e Basto.",
    "trump.diamonds": "{Contract}: ouros são trunfo; os matadors são Spadille, {manille} "
    "(Manille) e Basto.",
    "trump.named": "Com {suit} como trunfo, os matadors são Spadille, {manille} (Manille) e Basto.",
    # A troca.
    "step.discard-seen": "{who} descarta {cards} com a face para baixo e compra {drawn}.",
    "step.discard-seen/you": "Você descarta {cards} com a face para baixo e compra {drawn}.",
    "step.discard": "{who} descarta {count} com a face para baixo e compra o mesmo número do "
    "monte.",
    "step.discard/you": "Você descarta {count} com a face para baixo e compra o mesmo número do "
    "monte.",
    "step.keep": "{who} fica com a mão inteira.",
    "step.keep/you": "Você fica com a mão inteira.",
    "exchange.talon-left": "No monte: {cards}.",
    "exchange.ombre-keeps": "Em {contract} o ombre não troca; os defensores trocam, na ordem de "
    "jogo.",
    "exchange.talon-empty": "{who} não pode trocar: o monte está vazio.",
    "exchange.talon-out": "{cards} ficam no monte, com a face para baixo, fora do jogo.",
    "exchange.first-lead": "{who} abre a primeira vaza.",
    "exchange.first-lead/you": "Você abre a primeira vaza.",
    # O jogo das cartas.
    "step.play": "{who} joga {card}.",
    "step.play/you": "Você joga {card}.",
    "play.vole": "Ao abrir a vaza {number} depois de vencer todas as vazas até agora, {who} se "
    "compromete com um vole.",
    "play.vole/you": "Ao abrir a vaza {number} depois de vencer todas as vazas até agora, você se "
    "compromete com um vole.",
    "play.trick": "{who} vence a vaza {number}: {why}.",
    "play.trick/you": "Você vence a vaza {number}: {why}.",
    # Ombre a dos: o rótulo do lugar da mão fictícia, e cada carta que ela joga pela sua regra.
    "seat.dummy": "Mão fictícia",
    "play.dummy-lead": "{who}, a mão fictícia, abre com {card}: pela sua regra, sempre abre com a "
    "carta mais baixa.",
    "play.dummy-takes": "{who}, a mão fictícia, joga {card}: pela sua regra, a carta mais barata "
    "que leva a vaza.",
    "play.dummy-lowest": "{who}, a mão fictícia, joga {card}: pela sua regra, a carta mais baixa, "
    "pois não pode levar a vaza ou o defensor já a está vencendo.",
    "step.announce-vole": "{who} anuncia um vole: todas as nove vazas, por {win} de cada "
    "defensor; perder qualquer vaza custa {loss} a cada um.",
    "step.announce-vole/you": "Você anuncia um vole: todas as nove vazas, por {win} de cada "
    "defensor; perder qualquer vaza custa {loss} a cada um.",
    "step.stop": "{who} para depois de vencer as primeiras {count} vazas seguidas.",
    "step.stop/you": "Você para depois de vencer as primeiras {count} vazas seguidas.",
    "step.surrender": "{who} propõe desistir da mão: se {defenders_accept}, ela conta como uma "
    "puesta; um defensor pode recusar e assumir como ombre.",
    "step.surrender/you": "Você propõe desistir da mão: se {defenders_accept}, ela conta como uma "
    "puesta; um defensor pode recusar e assumir como ombre.",
    "step.accept": "{who} aceita a desistência.",
    "step.accept/you": "Você aceita a desistência.",
    "step.refuse": "{who} recusa a desistência e assume como ombre no mesmo jogo.",
    "step.refuse/you": "Você recusa a desistência e assume como ombre no mesmo jogo.",
    "over": "A mão terminou: {result}.",
    # De quem é a ideia da Dica da mesa.
    "hint.simple-bot": "a ideia do bot simples, não a melhor jogada comprovada",
    "hint.strong.one": "a escolha de um jogador forte, avaliada em {count} distribuição das "
    "cartas que você não vê",
    "hint.strong.many": "a escolha de um jogador forte, avaliada em {count} de distribuições das "
    "cartas que você não vê",
    "hint.strong.other": "a escolha de um jogador forte, avaliada em {count} distribuições das "
    "cartas que você não vê",
    "hint.forced": "as regras: só uma jogada é permitida",
    # Por que o bot forte da mesa jogou uma carta que o bot simples não teria jogado.
    "bot.strong": "o maior número de fichas que podia esperar, sobre as distribuições das cartas "
    "que não vê",
    # A dica de um jogador forte (ombre_core/hints.py): primeiro a ideia, depois a carta.
    "idea.draw-trumps": "Tire os trunfos: um adversário ainda pode ter trunfos, e abrir com os "
    "seus tira os dele",
    "idea.cash": "Vença enquanto pode: abra com uma carta que nada do que resta no seu naipe "
    "pode bater",
    "idea.long-suit": "Abra o seu naipe longo: quando os outros não tiverem mais dele, as suas "
    "cartas baixas vencem vazas",
    "idea.lead-low": "Abra baixo: não entregue nada e guarde as cartas fortes para depois",
    "idea.keep-matador": "Guarde {card}: um matador não precisa ser jogado quando se abre um "
    "trunfo mais baixo",
    "idea.trump-in": "Trunfe: você não pode seguir o naipe, e um trunfo leva a vaza",
    "idea.win": "Vença a vaza enquanto pode",
    "idea.duck": "Deixe passar: ceda esta vaza e guarde as cartas fortes",
    "idea.keep-guard": "Mantenha a guarda: descarte de outro naipe para que {card} continue "
    "guardada",
    "idea.throw": "Entregue uma perdedora: você não pode levar esta vaza, então dê a carta de que "
    "menos precisa",
    "idea.stop": "Pare aqui e fique com o que ganhou",
    "idea.vole": "Vá ao vole: anuncie-o e faça todas as vazas",
    "idea.forced": "Sem escolha: só uma jogada é permitida aqui",
    "idea.evidence.ombre.one": "isto ganha o jogo em {count} distribuição de 10",
    "idea.evidence.ombre.many": "isto ganha o jogo em {count} de distribuições de 10",
    "idea.evidence.ombre.other": "isto ganha o jogo em {count} distribuições de 10",
    "idea.evidence.defence.one": "isto bate o ombre em {count} distribuição de 10",
    "idea.evidence.defence.many": "isto bate o ombre em {count} de distribuições de 10",
    "idea.evidence.defence.other": "isto bate o ombre em {count} distribuições de 10",
    "idea.sentence": "{idea}. Pelo que você vê, {evidence}.",
    "idea.reason": "{why}: {chips}",
    "idea.chips": "{chips} fichas em média para o seu lado, a melhor das suas escolhas",
    "idea.chips.equal": "{chips} fichas em média para o seu lado, o mesmo que a melhor escolha "
    "dentro do erro da estimativa ({best} fichas)",
    # Um problema (ombre_core/puzzles.py): a sua razão, a refutação de cada resposta errada, os
    # seus temas.
    "puzzle.reason": "{idea}. Em média, sobre as maneiras como as cartas ocultas podem estar, "
    "vale {chips} fichas para o seu lado e, com todas as mãos à vista, leva a {outcome}.",
    # A primeira dica de um problema: a ideia da resposta, sem nomear carta (uma por ideia).
    "puzzle.hint.draw-trumps": "Pense nos trunfos que ainda estão contra você",
    "puzzle.hint.cash": "Faça as vazas que são suas enquanto pode",
    "puzzle.hint.long-suit": "Pense no seu naipe longo",
    "puzzle.hint.lead-low": "Não entregue nada: guarde as cartas fortes para depois",
    "puzzle.hint.keep-matador": "Guarde o seu matador",
    "puzzle.hint.trump-in": "Você não pode seguir o naipe: pense em trunfar",
    "puzzle.hint.win": "Você pode levar esta vaza agora?",
    "puzzle.hint.duck": "Você precisa levar esta vaza?",
    "puzzle.hint.keep-guard": "Mantenha a sua carta alta guardada",
    "puzzle.hint.throw": "Você não pode levar esta vaza: do que pode abrir mão?",
    "puzzle.hint.stop": "Conte as suas vazas: é hora de parar?",
    "puzzle.hint.vole": "Você conseguiria fazer todas as vazas?",
    "puzzle.hint.forced": "Só uma jogada é permitida aqui",
    "puzzle.action.play": "jogar {card}",
    "puzzle.action.stop": "parar",
    "puzzle.action.announce-vole": "anunciar um vole",
    "puzzle.action.and-lead": "{action} e abrir com {card}",
    "puzzle.line.lead": "{who} abre com {card}",
    "puzzle.line.lead/you": "você abre com {card}",
    "puzzle.line.and-leads": "{step} e abre com {card}",
    "puzzle.line.and-leads/you": "{step} e abre com {card}",
    "puzzle.line.play": "{who} joga {card}",
    "puzzle.line.play/you": "você joga {card}",
    "puzzle.line.stop": "{who} para",
    "puzzle.line.stop/you": "você para",
    "puzzle.line.announce-vole": "{who} anuncia um vole",
    "puzzle.line.announce-vole/you": "você anuncia um vole",
    "puzzle.refutation": "Se você {action}: {line}, e com o melhor jogo vem {outcome}.",
    "puzzle.refutation.short": "Se você {action}, com o melhor jogo vem {outcome}.",
    "puzzle.theme.drawing-trumps": "Tirar os trunfos",
    "puzzle.theme.keeping-a-matador-back": "Guardar um matador",
    "puzzle.theme.matador-privilege": "O privilégio do matador",
    "puzzle.theme.stop-or-vole": "Parar ou vole",
    "puzzle.theme.ducking": "Deixar passar",
    "puzzle.theme.taking-the-trick": "Levar a vaza",
    "puzzle.theme.trumping-in-or-discarding": "Trunfar ou descartar",
    "puzzle.theme.defending-together": "Defender juntos",
    "puzzle.theme.last-tricks": "As últimas vazas",
    "puzzle.theme.cashing-winners": "Fazer as vencedoras",
    "puzzle.theme.long-suit": "O naipe longo",
    "puzzle.theme.keeping-a-guard": "Manter a guarda",
    "puzzle.theme.the-exchange": "A troca",
    # Um problema de troca (o descarte do ombre): a ideia da resposta, a dica, as refutações.
    "puzzle.exchange.void": "Esvazie um naipe lateral: sem cartas dele, você pode trunfar quando "
    "o abrirem",
    "puzzle.exchange.keep-king": "Guarde {card}: um rei pode fazer uma vaza sozinho",
    "puzzle.exchange.throw-more": "Descarte todas as perdedoras: cada carta que comprar pode ser "
    "um trunfo ou um rei",
    "puzzle.exchange.keep": "Guarde o que pode fazer vaza e compre para o resto",
    "puzzle.hint.exchange.void": "Você poderia esvaziar um naipe lateral?",
    "puzzle.hint.exchange.keep-king": "Quais das suas cartas laterais podem fazer uma vaza?",
    "puzzle.hint.exchange.throw-more": "Quantas das suas cartas não podem fazer vaza nenhuma?",
    "puzzle.hint.exchange.keep": "Quais das suas cartas valem a pena guardar?",
    "puzzle.action.discard": "descartar {cards}",
    "puzzle.action.keep": "ficar com todas as suas cartas",
    "puzzle.refutation.exchange": "Se você {action}, compra {cards}, e com o melhor jogo vem "
    "{outcome}.",
    "puzzle.reason.exchange": "{idea}. Em média, sobre as maneiras como as cartas ocultas e o "
    "monte podem estar, vale {chips} fichas para você, o melhor destes descartes e, com todas as "
    "cartas à vista, leva a {outcome}.",
    "puzzle.question.play": "Encontre a melhor carta. Vale a sua primeira resposta.",
    "puzzle.question.exchange": "Você é o ombre: qual descarte é o melhor? Vale a sua primeira "
    "resposta.",
    # Onde a revisão da mão (o veredito do solucionador sobre cada carta) não pode ir.
    "review.unavailable.players": "A revisão da mão não está disponível para {game}: o "
    "solucionador que julga cada carta só joga o Ombre a três.",
    "review.unavailable.dummy": "A revisão da mão não está disponível para o Ombre a Dos: o "
    "solucionador que julga cada carta não sabe jogar a regra fixa da mão fictícia.",
    "review.unavailable.contrabola": "A revisão da mão não está disponível para {contract}: o "
    "solucionador que julga cada carta só joga jogos em que o ombre tenta fazer vazas.",
    "game.tvahant": "tvåhant",
    "game.quadrille": "Quadrille",
    "game.quintille": "Quintille",
    # O resultado de uma mão na palavra do seu jogo (o título do acerto).
    "result.thrown-in": "cartas recolhidas",
    "result.sacada": "sacada",
    "result.puesta": "puesta",
    "result.codille": "codille",
    "result.remise": "remise",
    "result.contrabola-made": "{contract}: sucesso",
    "result.contrabola-failed": "{contract}: fracasso",
    "result.a.sacada": "uma sacada",
    "result.a.puesta": "uma puesta",
    "result.a.codille": "um codille",
    "result.a.remise": "uma remise",
    "result.a.contrabola-made": "uma {contract}: sucesso",
    "result.a.contrabola-failed": "uma {contract}: fracasso",
    # Palavras que seguem o número de jogadores da mão (os nomes com que a frase é contada).
    "others.1": "o outro jogador",
    "others.many": "os outros {count}",
    "others.2": "os outros dois",
    "others.3": "os outros três",
    "others.4": "os outros quatro",
    "defenders-accept.1": "o defensor aceitar",
    "defenders-accept.2": "os dois defensores aceitarem",
    "defenders-accept.many": "todos os defensores aceitarem",
    # Um nível de resultado do gráfico do solucionador, com artigo («uma sacada») e definido.
    "level.failed-vole": "um vole falhado",
    "level.codille": "um codille",
    "level.puesta": "uma puesta",
    "level.sacada": "uma sacada",
    "level.stop": "uma parada depois de {tricks} vazas seguidas",
    "level.vole": "um vole",
    "level.the.failed-vole": "o vole falhado",
    "level.the.codille": "o codille",
    "level.the.puesta": "a puesta",
    "level.the.sacada": "a sacada",
    "level.the.stop": "a parada depois de {tricks} vazas seguidas",
    "level.the.vole": "o vole",
    # Como uma mão termina com o melhor jogo, com as vazas de cada lugar.
    "outcome": "{what} ({split})",
    "outcome.seat-tricks": "{name} {count}",
    "outcome.codille": "codille para {who}",
    "outcome.failed-vole": "{level}, {by_count}",
    # As peças de um veredito: o que uma decisão manteve, deixou o ombre fazer, ou o que a
    # melhor defesa fez.
    "verdict.kept": "Manteve {level}.",
    "verdict.kept.no-better": "Não havia nada melhor: {level}.",
    "verdict.kept.defence": "Manteve o melhor da defesa: {best}.",
    "defence-best.codille": "um codille contra o ombre",
    "defence-best.failed-vole": "o vole do ombre falha",
    "defence-best.puesta": "o ombre limitado a {level}",
    "defence-best.other": "o ombre ainda faz {level}",
    "escape.vole": "fazer o vole",
    "escape.stop": "parar depois de {tricks} vazas seguidas",
    "escape.win": "fazer {level}",
    "escape.loss": "escapar com {level}",
    "defence.codille": "ganhado o codille",
    "defence.failed-vole": "batido o vole",
    "defence.other": "limitado o ombre a {level}",
    "count.trick-change.one": "uma vaza",
    "count.trick-change.many": "{count} de vazas",
    "count.trick-change.other": "{count} vazas",
    "list.or": "{items} ou {last}",
    "quoted": "«{text}»",
    # Os vereditos das mãos guiadas: uma carta ao lado da carta (ou escolha) do guia, para o
    # aluno.
    "noun.card": "carta",
    "noun.choice": "escolha",
    "guide.verdict": "{card} {clause}.",
    "guide.verdict.worse": "Com o melhor jogo, {card} {clause}.",
    "guide.same": "faz tão bem quanto a {noun} do guia com o melhor jogo: {mine}",
    "guide.better": "faz ainda melhor com todas as mãos à vista: {mine}, não {theirs}",
    "guide.trick.ombre": "faz você perder {tricks}, embora ainda seja {level}: {mine}",
    "guide.trick.defender": "dá a {who} {tricks} a mais, embora ainda seja {level}: {mine}",
    "guide.loses.vole": "perde o vole: {mine}, onde a {noun} do guia faz {theirs}",
    "guide.loses.stop": "perde a parada: {mine}, onde a {noun} do guia faz {theirs}",
    "guide.ombre.codille": "dá o codille a {who} ({split}), onde a {noun} do guia faz {theirs}",
    "guide.ombre.lost": "deixa a defesa fazer {what} ({split}), onde a {noun} do guia faz {theirs}",
    "guide.defender.vole": "dá o vole a {who} ({split}), onde a {noun} do guia segura {theirs}",
    "guide.defender.stop": "deixa {who} parar depois de {tricks} vazas seguidas ({split}), onde a "
    "{noun} do guia segura {theirs}",
    "guide.defender.sacada": "deixa {who} fazer uma sacada ({split}), onde a {noun} do guia "
    "segura {theirs}",
    "guide.defender.escape": "deixa {who} escapar com {what} ({split}), onde a {noun} do guia "
    "segura {theirs}",
    # Os vereditos da revisão da mão: a decisão do aluno ao lado do melhor jogo.
    "review.unknown": "Não comprovado: o tempo acabou antes de isto ser resolvido.",
    "review.unknown.tried": "Não comprovado no tempo disponível.",
    "review.unknown.best": "Isto leva a {level} com o melhor jogo; se outra escolha faria melhor, "
    "não foi comprovado no tempo disponível.",
    "review.unknown.best.tried": "Isto teria levado a {level} com o melhor jogo; se outra escolha "
    "faria melhor, não foi comprovado no tempo disponível.",
    "review.kept.tried": "Tão bom quanto o melhor jogo.",
    "review.trick.ombre": "Ainda {level}, mas com uma vaza a menos do que o melhor jogo ({best} a "
    "mantinha).",
    "review.trick.defender": "Ainda {level}, mas deu ao ombre uma vaza a mais do que o melhor "
    "jogo ({best}).",
    "review.trick.tried.ombre": "Ainda {level}, mas uma vaza a menos para você do que o melhor "
    "jogo.",
    "review.trick.tried.defender": "Ainda {level}, mas uma vaza a mais para o ombre do que o "
    "melhor jogo.",
    "review.lost.ombre": "Isto transformou {top} em {level}. {best} mantinha {the_top}.",
    "review.lost.defender": "Isto deixou o ombre {escaped}, onde {best} teria {defended}.",
    "review.lost.tried.ombre": "Isto teria transformado {top} em {level}.",
    "review.lost.tried.defender": "Isto teria deixado o ombre {escaped}, onde a melhor defesa "
    "teria {defended}.",
    # Os vereditos justos da revisão: a decisão do aluno sobre as distribuições que ele podia
    # enfrentar.
    "fair.best": "Melhor aposta: {card} {aim} em {layouts}.",
    "fair.fine": "Decisão apertada: {card} {aim} em {layouts}, {best} em {best_layouts}; a "
    "diferença fica dentro do erro da estimativa.",
    "fair.good-bet": "Boa aposta: {card} {aim} em {layouts}; desta vez {best} acabou indo melhor.",
    "fair.lucky": "Sorte: {card} {risk} em {layouts}; aqui as cartas ajudaram.",
    "fair.lucky.chips": "Sorte: {card} custa cerca de {chips} por mão, em média, contra {best}; "
    "aqui as cartas ajudaram.",
    "fair.mistake": "Erro: {card} {risk} em {layouts}, onde {best} {aim} em {best_layouts}.",
    "fair.mistake.chips": "Erro: {card} custa cerca de {chips} por mão, em média, contra {best}.",
    "fair.only": "{card} era a única escolha.",
    # «Tente de novo os seus erros»: um erro claro da revisão, tentado mais uma vez.
    "retry.better": "Sim: {card} {aim} em {layouts}.",
    "retry.fewer": "{card} {aim} em {layouts}",
    "retry.chips": "{card} custa cerca de {chips} por mão, em média",
    "retry.again": "Não é melhor: {why}. Tente de novo.",
    "retry.answer": "A resposta: {best} {aim} em {layouts}.",
    "retry.solution": "Não é melhor: {why}. {answer}",
    "retry.same": "{card} é a carta que você jogou antes: tente outra.",
    "fair.layouts.all": "todas as {total} distribuições",
    "count.fair-layouts.one": "{count} distribuição de {total}",
    "count.fair-layouts.many": "{count} de distribuições de {total}",
    "count.fair-layouts.other": "{count} distribuições de {total}",
    "count.fair-chips.one": "{count} ficha",
    "count.fair-chips.many": "{count} de fichas",
    "count.fair-chips.other": "{count} fichas",
    "fair.aim.ombre.vole": "faz o vole",
    "fair.aim.ombre.stop": "mantém a parada depois de {tricks} vazas seguidas",
    "fair.aim.ombre.sacada": "mantém a sacada",
    "fair.aim.ombre.puesta": "limita a perda a uma puesta",
    "fair.aim.ombre.codille": "limita a perda a um codille",
    "fair.aim.ombre.failed-vole": "ainda acaba num vole falhado",
    "fair.aim.defender.failed-vole": "bate o vole",
    "fair.aim.defender.codille": "ganha o codille",
    "fair.aim.defender.puesta": "limita o ombre a uma puesta",
    "fair.aim.defender.sacada": "limita o ombre a uma sacada",
    "fair.aim.defender.stop": "limita o ombre a uma parada depois de {tricks} vazas seguidas",
    "fair.aim.defender.vole": "ainda deixa o ombre fazer o vole",
    "fair.risk.ombre": "arrisca {level}",
    "fair.risk.defender": "arrisca deixar o ombre {escaped}",
    # Que cartas podem ser jogadas numa vaza, e por quê (uma carta proibida explicada).
    "play.trump": "trunfo",
    "play.cannot-follow": "você não tem {suit}, então pode jogar qualquer carta",
    "play.must-follow": "você deve seguir {suit}: tem {cards}",
    "play.must-trump": "abriu-se trunfo e você tem {cards}, que não é matador, então deve jogar "
    "um trunfo (um matador também serve)",
    "play.matador-forced": "abriu-se {lead}, um matador mais alto do que os seus ({cards}), "
    "então você deve jogar um trunfo",
    "play.matador-privilege": "os seus únicos trunfos são matadors ({cards}) e não se abriu um "
    "matador mais alto, então você pode guardá-los e jogar qualquer carta",
    "play.lead-any": "você abre a vaza, então pode jogar qualquer carta",
    "play.not-in-hand": "você não tem {card}",
    "play.allowed": "{card} é permitida: {reason}",
    # Por que a carta vencedora de uma vaza vence.
    "trick.trump-led": "{card} vence: abriu-se trunfo e é o trunfo mais alto jogado",
    "trick.trumped": "{card} vence: é o trunfo mais alto jogado ({trump} são trunfo)",
    "trick.highest-of-suit": "{card} vence: {none}, e é a carta mais alta de {suit} (cartas de "
    "outros naipes não podem vencer)",
    "trick.no-trumps": "não há trunfo neste jogo",
    "trick.no-trump-played": "nenhum trunfo foi jogado",
    # Uma declaração proibida explicada.
    "bid.not-a-bid": "{action} não é uma declaração no leilão das regras {rules}: passe ou "
    "declare {contracts}",
    "bid.not-a-bid.play": "{action} não é uma declaração no leilão das regras {rules}: diga "
    "«jogo», «eu subo» ou «passo»; o vencedor escolhe o jogo depois",
    "bid.too-low": "{contract} não cobre {current}: uma declaração deve ser estritamente mais "
    "alta ({ladder}), ou passe",
    "bid.higher-needed": "o lugar {seat} já disse jogo: você só pode subir ou passar",
    "bid.nothing-to-overcall": "ninguém disse jogo ainda: diga «jogo» ou passe",
    "bid.at-top": "o jogo já subiu até {contract}, o degrau mais alto: você só pode passar",
    # Um descarte proibido explicado.
    "discard.not-in-hand": "você não tem {cards}: só pode descartar as suas próprias cartas",
    "discard.gascarille": "uma gascarille descarta exatamente {low} cartas e compra o mesmo "
    "número, não {count}",
    "discard.talon-short": "só restam {talon} cartas no monte, então você pode descartar no "
    "máximo {high}, não {count}",
    # Por que o ombre não pode anunciar um vole, parar ou desistir agora.
    "problem.contrabola.vole": "em {contract} o ombre joga todas as vazas: não há vole",
    "problem.contrabola.stop": "em {contract} o ombre joga todas as vazas: não há parada",
    "problem.contrabola.surrender": "em {contract} o ombre joga todas as vazas: não há desistência",
    "problem.no-vole": "as regras {rules} não têm vole",
    "problem.vole-by-lead": "nas regras {rules} o vole não é anunciado: o ombre se compromete com "
    "ele ao abrir a vaza {next} depois de vencer as vazas 1 a {straight}",
    "problem.vole-announced": "o vole já foi anunciado",
    "problem.vole-late": "um vole deve ser anunciado antes da abertura da vaza {next}",
    "problem.vole-lost": "um vole precisa de todas as vazas, e o ombre já perdeu uma",
    "problem.no-stop": "as regras {rules} não deixam o ombre parar antes do fim",
    "problem.stop-when": "o ombre só pode parar depois de vencer as vazas 1 a {straight}, antes "
    "de abrir a vaza {next}",
    "problem.stop-vole": "o vole foi anunciado, então o ombre deve continuar",
    "problem.no-surrender": "as regras {rules} não têm desistência",
    "problem.surrender-again": "já se propôs uma desistência nesta mão",
    "problem.surrender-vole": "o ombre está comprometido com o vole, então deve continuar",
    "problem.surrender-late": "o ombre só pode desistir antes da abertura da vaza {next}",
    # Quem deve agir agora, como o diz um erro sobre uma ação fora de vez.
    "expect.deal": "as cartas ainda não foram dadas",
    "expect.auction": "o lugar {seat} deve declarar ou passar",
    "expect.after-pass": "todos passaram: o lugar {seat} pode assumir {offers} ou passar",
    "expect.or-the": "{first} ou {other}",
    "expect.choose": "o lugar {seat}, que venceu o leilão, deve escolher o jogo",
    "expect.trump": "o lugar {seat}, o ombre, deve nomear o trunfo",
    "expect.call": "o lugar {seat}, o ombre, deve chamar um rei como parceiro",
    "expect.exchange": "o lugar {seat}, {role}, deve descartar ({many} cartas) e comprar do monte",
    "expect.role.ombre": "o ombre",
    "expect.role.defender": "um defensor",
    "expect.exactly": "exatamente {low}",
    "expect.range": "de {low} a {high}",
    "expect.play": "o lugar {seat} deve jogar uma carta na vaza {number}",
    "expect.surrender": "o ombre propôs desistir: o lugar {seat} deve aceitar ou recusar",
    "expect.over": "a mão terminou",
    # Se uma ação é permitida, e por que nada foi pago.
    "reason.legal": "{action} é uma ação permitida",
    "reason.thrown-in": "todos passaram, então as cartas são recolhidas e o pote de {pot} fica "
    "para a mão seguinte",
    "reason.thrown-in.one-deal": "todos passaram, então ninguém joga esta mão; o pote de {pot} "
    "passaria para a seguinte",
    # Os títulos dos passos das mãos guiadas.
    "heading.trick": "Vaza {number}",
    "heading.exchange": "A troca",
    "heading.auction": "O leilão",
    # A mão do dia: o resultado do aluno ao lado do par (o bot forte no mesmo lugar).
    "daily.deal.yours": "a sua mão",
    "daily.deal.par": "a mão do par",
    "daily.chips.one": "{signed} ficha",
    "daily.chips.many": "{signed} de fichas",
    "daily.chips.other": "{signed} fichas",
    "daily.score": "Você: {you}. Par: {par}.",
    "daily.beat": "Você bateu o jogador forte por {by}.",
    "daily.behind": "O jogador forte fez {by} a mais.",
    "daily.even": "Você igualou o jogador forte.",
    "daily.contracts": "Você {yours}; o jogador forte no seu lugar {theirs}.",
    "daily.part.ombre": "jogou {contract} como ombre ({a_result})",
    "daily.part.defender": "defendeu contra o jogo de {ombre}, {contract} ({a_result})",
    "daily.part.thrown-in": "passou com os outros, e as cartas foram recolhidas",
    "daily.role.ombre": "ombre",
    "daily.role.defender": "defensor",
    "daily.role.none": "sem jogo",
    "daily.rules.standard": "Padrão",
    "daily.rules.swedish": "Suecas",
    "daily.line": "Ombre do dia {day} · {rules} · {role}, {result} · {chips} (par {par})",
    "daily.line.hinted": "{line} · com uma dica",
    # Os conjuntos de regras do jogo livre, como a sua escolha de regras os nomeia.
    "rules.standard": "Regras padrão",
    "rules.swedish": "Regras suecas",
    "rules.tvahant": "Dois jogadores: o tvåhant sueco",
    "rules.four-seat": "Quatro à mesa: um fica de fora em cada mão",
    "rules.contrabola": "Regras padrão com contrabola",
    "rules.countervole": "Regras suecas com countervole",
    "rules.ombre-a-dos": "Ombre a Dos: dois jogadores e uma mão fictícia",
    "rules.quadrille": "Quadrille: quatro jogadores",
    "rules.quintille": "Quintille: cinco jogadores",
    # A força de uma mão, como a dica de declaração a conta (strategy.py).
    "count.matador.one": "{count} matador",
    "count.matador.many": "{count} de matadors",
    "count.matador.other": "{count} matadors",
    "count.trump.one": "{count} trunfo",
    "count.trump.many": "{count} de trunfos",
    "count.trump.other": "{count} trunfos",
    "count.side-king.one": "{count} rei lateral",
    "count.side-king.many": "{count} de reis laterais",
    "count.side-king.other": "{count} reis laterais",
    "count.red-ace.one": "{count} ás vermelho comum",
    "count.red-ace.many": "{count} de ases vermelhos comuns",
    "count.red-ace.other": "{count} ases vermelhos comuns",
    "list.and": "{items} e {last}",
    "card.titled": "{card} {title}",
    "strength.describe": "com {trump} como trunfo você tem {held}",
    "strength.no-tops": "nenhuma carta lateral alta",
    "strength.none": "nenhum",
    "strength.matador-and-tops": "um matador e duas cartas laterais altas",
    "strength.long-trumps": "quatro trunfos ou mais e um bloqueador lateral",
    "strength.lone-matador": "um matador e pouco mais",
    "strength.too-weak": "nem um matador com duas cartas laterais altas, nem quatro trunfos com "
    "um bloqueador",
    "strength.red-ace-note": "um ás vermelho comum conta meio, pois fica abaixo do valete do seu "
    "naipe",
    # Declarar ou não o contrato mais baixo, e por quê (o exercício de conselho de declaração).
    "advice.holding": "com {trump} como trunfo a mão tem {matadors} ({matador_cards}); {trumps} "
    "({trump_cards}); cartas laterais altas: {tops}; bloqueadores laterais: {stoppers}",
    "advice.matador-and-tops": "declare {contract}: a mão tem um matador e duas cartas laterais "
    "altas (reis; {note}), uma mão viável pela dica dos textos de regras",
    "advice.long-trumps": "declare {contract}: a mão tem trunfo longo (quatro ou mais) com um "
    "bloqueador lateral, uma mão viável pela dica dos textos de regras",
    "advice.lone-matador": "passe: um matador e pouco mais (duas cartas laterais altas, onde "
    "{note}; ou quatro trunfos com um bloqueador lateral); com um único matador e mais nada, os "
    "textos de regras dizem para passar",
    "advice.too-weak": "passe: a mão não tem nem um matador com duas cartas laterais altas, nem "
    "quatro trunfos com um bloqueador lateral; declare só com força de verdade",
    # Se a declaração de um contrato é sólida, e por quê: o aviso do leilão e a revisão.
    "bid.sound.lowest": "{Held}: {verdict}, o suficiente para {a_contract}.",
    "bid.unsound.lowest": "{A_contract} com esta mão é uma aposta arriscada: {held}, ou "
    "seja, {verdict}. Declare só com um matador e duas cartas laterais altas, ou quatro trunfos e "
    "um bloqueador lateral.",
    "bid.sound.solo": "{Held}: dois matadors, cinco trunfos e um rei lateral, o suficiente para "
    "jogar {a_contract} sem trocar.",
    "bid.unsound.solo-no-matador": "{A_contract} sem matador é uma aposta arriscada: você "
    "joga com as cartas que recebeu, sem trocar, e {held}. {A_contract} pede dois "
    "matadors, cinco trunfos e um rei lateral.",
    "bid.unsound.solo": "{A_contract} é uma aposta arriscada com esta mão: você joga sem "
    "trocar, e {held}. {A_contract} pede dois matadors, cinco trunfos e um rei lateral.",
    "bid.sound.turn-up": "{Held}: {verdict}, e com dois matadors {a_contract} aceita "
    "qualquer naipe que for virado.",
    "bid.unsound.turn-up": "{A_contract} é uma aposta arriscada com esta mão: a carta do "
    "topo do monte nomeia o trunfo, não você; por isso pede dois matadors, além de uma mão para o "
    "contrato mais baixo, e {held}.",
    "bid.sound.contrabola": "{Why}. Uma mão para {a_contract}.",
    "bid.unsound.contrabola": "{A_contract} é uma aposta arriscada: {why}. Ela pede todas "
    "as cartas menos uma na metade baixa do seu naipe.",
    "bid.or-higher": "Declarar assim significa jogar {contract} ou mais. {why}",
    # A abertura da revisão da mão: a declaração e o descarte do aluno, antes das cartas.
    "review.bid.sound": "A sua declaração, {bid}: sólida. {why}",
    "review.bid.unsound": "A sua declaração, {bid}: pouco sólida. {why}",
    "review.bid.play": "jogo",
    "review.bid.higher": "eu subo",
    "review.discard.sound": "O seu descarte, {cards}: sólido. Você guardou todos os trunfos e "
    "reis laterais.",
    "review.discard.none": "O seu descarte: nenhum. Você ficou com as nove cartas, entre elas "
    "todos os trunfos e reis laterais.",
    "review.discard.unsound": "O seu descarte, {cards}: pouco sólido. {why}.",
    # Por que o descarte do ombre é fraco.
    "poor-discard.matador.one": "{cards} é um matador, um dos seus melhores trunfos: nunca o "
    "descarte",
    "poor-discard.matador.many": "{cards}: o ombre guarda todos os trunfos e reis laterais, "
    "sobretudo os matadors",
    "poor-discard.matador.other": "{cards}: o ombre guarda todos os trunfos e reis laterais, "
    "sobretudo os matadors",
    "poor-discard.trump.one": "{cards} é um trunfo: o ombre guarda todos os trunfos para tirar os "
    "trunfos dos defensores",
    "poor-discard.trump.many": "{cards} são trunfos: o ombre guarda todos os trunfos para tirar "
    "os trunfos dos defensores",
    "poor-discard.trump.other": "{cards} são trunfos: o ombre guarda todos os trunfos para tirar "
    "os trunfos dos defensores",
    "poor-discard.king.one": "{cards} é um rei lateral, provável vencedor: guarde-o",
    "poor-discard.king.many": "{cards} são reis laterais, prováveis vencedores: guarde-os",
    "poor-discard.king.other": "{cards} são reis laterais, prováveis vencedores: guarde-os",
    "poor-discard.other": "{cards}: o ombre guarda todos os trunfos e reis laterais",
    # Se uma mão serve para uma contrabola.
    "contrabola.high": "{cards} provavelmente faria uma vaza",
    "contrabola.low": "todas as cartas estão na metade baixa do seu naipe: espere perder cada vaza",
    "contrabola.low-but": "todas as cartas menos {cards} estão na metade baixa do seu naipe: "
    "espere perder cada vaza",
    # As razões do bot simples, mostradas pela Dica da mesa.
    "hint.trump": "nomeie {trump}: {why}",
    "hint.accept": "aceitar uma desistência faz o ombre pagar uma puesta",
    "hint.countervole": "{why}: jogue o countervole",
    "hint.pass": "{why}: passe",
    "hint.no-gascarille": "uma gascarille é uma aposta em {count} cartas novas: passe",
    "hint.strength": "{hand}: {verdict}",
    "hint.bid-contrabola": "{why}: declare {contract}",
    "hint.bid-solo": "{why}; forte o bastante para um solo",
    "hint.bid-call": "{why}, o suficiente para jogar {contract} com um rei chamado",
    "hint.bid-turn-up": "{why}; com dois matadors qualquer naipe de trunfo serve, então {contract}",
    "hint.bid": "{why}, o suficiente para jogar {contract}",
    "hint.bid-play": "{why}, o suficiente para jogar",
    "hint.bid-higher": "{why}; forte o bastante para jogar {contract}",
    "hint.pass-outbid": "{why}, o suficiente para abrir, mas não para cobrir a declaração de "
    "{contract} já feita; então passe",
    "hint.pass-weak": "{why}, então passe",
    "hint.call-own": "você tem todas as cartas que poderia chamar: chame uma carta sua, {card}, e "
    "jogue sozinho",
    "hint.call-suit.one": "você tem {count} carta do naipe dele",
    "hint.call-suit.many": "você tem {count} de cartas do naipe dele",
    "hint.call-suit.other": "você tem {count} cartas do naipe dele",
    "hint.call-any": "qualquer rei",
    "hint.call": "chame {card}: {why}, e quem o tiver se torna o seu parceiro secreto",
    "hint.choose-oros": "{why}: resta o oros",
    "hint.choose": "{why}: {contract} é o jogo mais baixo que serve",
    "hint.choose-last": "{contract} é o único jogo que resta",
    "hint.gascarille-keep": "uma gascarille guarda uma carta: guarde {card}",
    "hint.discard-ombre": "o ombre guarda os trunfos e os reis laterais e descarta o resto",
    "hint.discard-defender": "um defensor guarda os trunfos e as figuras e descarta as cartas "
    "comuns baixas",
    "hint.discard-contrabola": "contra uma contrabola, um defensor guarda as cartas baixas, que "
    "deixam as cartas do ombre vencer",
    "hint.discard-none": "{why}: nada a descartar",
    "hint.contrabola-lead": "numa contrabola, abra com a carta que os outros têm mais chance de "
    "bater: {card}, com menos cartas não vistas do seu naipe abaixo dela",
    "hint.contrabola-lead-low": "abra baixo, com {card}, para que a carta do ombre possa ser a "
    "mais alta",
    "hint.contrabola-shed": "livre-se de {card}, a carta mais alta que ainda perde a vaza",
    "hint.contrabola-take": "qualquer carta vence esta vaza: leve-a com {card}, a mais alta",
    "hint.contrabola-duck": "jogue abaixo da carta do ombre com {card}",
    "hint.contrabola-no-duck": "você não pode jogar abaixo da carta do ombre: livre-se de {card}",
    "hint.contrabola-beaten": "o ombre já está batido: livre-se de {card} e guarde as cartas "
    "baixas",
    "hint.contrabola-play-low": "jogue baixo, {card}, para que a carta do ombre possa vencer a "
    "vaza",
    "hint.only-legal": "{card} é a sua única carta permitida",
    "hint.last-card": "{card} é a sua última carta",
    "hint.lead-top-trump": "abra com {card}, o trunfo mais alto que resta, para tirar os trunfos "
    "dos defensores",
    "hint.lead-called-suit": "abra com {card}, baixa no naipe chamado, para que o {called} do "
    "parceiro possa vencer",
    "hint.lead-called": "abra com a carta chamada, {card}: deve vencer, e mostra ao ombre quem é "
    "o parceiro",
    "hint.partner-trump": "como parceiro do ombre, abra com um trunfo, {card}, para tirar os "
    "trunfos dos defensores para o ombre",
    "hint.lead-king": "abra com {card}, um rei lateral que deve vencer",
    "hint.lead-lowest-trump": "você só tem trunfos: abra com o mais baixo, {card}",
    "hint.lead-low": "abra com uma carta baixa, {card}, e guarde as fortes",
    "hint.make-safe": "o seu parceiro está vencendo, mas um adversário que ainda vai jogar pode "
    "bater essa carta: garanta a vaza com {card}",
    "hint.partner-winning": "o seu parceiro está vencendo a vaza: jogue a mais baixa, {card}",
    "hint.cheapest-winner": "{card} é a carta mais barata que leva a vaza",
    "hint.throw-lowest": "você não pode levar a vaza: jogue a mais baixa, {card}",
    "hint.stop": "{won}: {stop}; {go_on}, o que ganha {vole}, mas custa {loss} a cada um se você "
    "perder uma, um risco que só uma mão garantida deve correr",
    "hint.stop.won": "você venceu as primeiras {count} vazas, então já não pode haver puesta",
    "hint.stop.bonus": "pare agora por {bonus} de cada defensor além da sacada",
    "hint.stop.sacada": "pare agora e marque a sacada",
    "hint.stop.announce": "anuncie um vole e continue",
    "hint.stop.by-lead": "abrir a vaza {number} compromete você com um vole",
    "hint.stop.vole": "{win} de cada defensor se você fizer todas as vazas",
    "hint.stop.vole-more": "{win} a mais de cada defensor se você fizer todas as vazas",
    # Números pequenos por extenso na frase da distribuição, e nomes unidos numa frase.
    "number.cards.2": "duas",
    "number.cards.3": "três",
    "number.cards.4": "quatro",
    "number.cards.6": "seis",
    "number.cards.8": "oito",
    "number.cards.9": "nove",
    "number.cards.10": "dez",
    "number.packets.2": "duas",
    "number.packets.3": "três",
    "number.packets.4": "quatro",
    "number.packets.6": "seis",
    "number.packets.8": "oito",
    "number.packets.9": "nove",
    "number.packets.10": "dez",
    "names.and": "{names} e {name}",
    # Uma escolha de jogo ou chamada proibida explicada.
    "choose.too-low.one": "depois de {count} cobertura o jogo deve ser {contract} ou mais alto "
    "({ladder})",
    "choose.too-low.many": "depois de {count} de coberturas o jogo deve ser {contract} ou mais "
    "alto ({ladder})",
    "choose.too-low.other": "depois de {count} coberturas o jogo deve ser {contract} ou mais alto "
    "({ladder})",
    "call.not-allowed.kings": "{card} não pode ser chamado com {trump} como trunfo: chame um dos "
    "reis {cards}",
    "call.not-allowed.cards": "{card} não pode ser chamada com {trump} como trunfo: chame uma das "
    "cartas {cards}",
    # Substantivos contados do acerto e dos exercícios (trunfos e matadors: messages.py).
    "count.trick.one": "{count} vaza",
    "count.trick.many": "{count} de vazas",
    "count.trick.other": "{count} vazas",
    # Quem uma linha do acerto nomeia, na ordem das vazas (o ombre primeiro).
    "settle.player.0": "o ombre",
    "settle.player.1": "o primeiro defensor",
    "settle.player.2": "o segundo defensor",
    "settle.player.3": "o terceiro defensor",
    "settle.player.n": "o jogador {index}",
    "settle.player.defender": "o defensor",
    "settle.per-defender": "{amount} por defensor ({total})",
    "settle.for-the-defender": "{amount} para o defensor",
    "settle.extra.game-value": "o valor do jogo de {contract} ({value})",
    # Linhas do acerto do Ombre a três (e do Ombre a Dos).
    "settle.pot": "o ombre recolhe o pote: {pot}",
    # O que acontece a um pote em que se pagou: a mão seguinte o disputa, a não ser que a mesa
    # jogue uma só mão (a mão do dia).
    "settle.carry": "o pote fica para a mão seguinte",
    "settle.carry.one-deal": "o pote passaria para a mão seguinte, mas esta mesa joga só esta mão",
    "settle.puesta": "puesta: ninguém tem sozinho o maior número de vazas ({count}), então o "
    "ombre paga ao pote tanto quanto ele contém ({pot}) mais {per_defender}: {amount}; {carry}",
    "settle.surrender.1": "o ombre desistiu e o defensor aceitou: uma puesta, então o ombre paga "
    "ao pote tanto quanto ele contém ({pot}) mais {per_defender}: {amount}; {carry}",
    "settle.surrender.2": "o ombre desistiu e os dois defensores aceitaram: uma puesta, então o "
    "ombre paga ao pote tanto quanto ele contém ({pot}) mais {per_defender}: {amount}; {carry}",
    "settle.surrender.many": "o ombre desistiu e todos os defensores aceitaram: uma puesta, então "
    "o ombre paga ao pote tanto quanto ele contém ({pot}) mais {per_defender}: {amount}; {carry}",
    "settle.vole-replaces": "vole: o ombre fez todas as {all} vazas, então cada defensor paga "
    "{win} em vez do valor do jogo de {contract}",
    "settle.vole-replaces-failed": "vole falhado: depois de abrir a vaza {trick}, o ombre fez "
    "{taken} de {all} vazas ({count}), então paga {loss} a cada defensor em vez do resultado de "
    "costume; o pote fica",
    "settle.sacada": "sacada: o ombre tem sozinho o maior número de vazas ({count}), então "
    "recolhe o pote: {pot}",
    "settle.sacada-stopped": "o ombre venceu as vazas 1 a {straight} e parou, o que conta como "
    "uma sacada, então recolhe o pote: {pot}",
    "settle.game-value": "{Contract} vale {value}: cada defensor paga {value} ao ombre",
    "settle.codille": "codille: {player} tem sozinho o maior número de vazas ({count}), então o "
    "ombre lhe paga o valor do pote ({pot}) mais {extra}: {amount}; o pote fica",
    "settle.vole-made": "vole anunciado e feito: cada defensor paga {win} a mais",
    "settle.vole-failed": "vole anunciado, mas o ombre fez {taken} de {all} vazas: o ombre paga "
    "{loss} a cada defensor, além do resultado",
    "settle.primeras": "primeras: o ombre venceu as primeiras {straight} vazas e parou, então "
    "cada defensor paga {bonus} a mais",
    "settle.stop": "parar depois de {straight} vazas seguidas conta como uma sacada simples",
    "settle.no-spadille": "sem Spadille",
    "settle.matadors.estuches": "estuches: o ombre tinha {held}, {trumps} em sequência "
    "ininterrupta a partir do Spadille, então cada defensor paga 1 por trunfo",
    "settle.matadors.swedish": "matadors: o ombre tinha {held}, {trumps} em sequência "
    "ininterrupta a partir do Spadille; os três matadors valem 3 e cada trunfo seguinte 1",
    "settle.matadors.capped": "{rule}, no máximo {cap}",
    "settle.matadors.paid": "{rule}: {bonus}",
    "settle.matadors.paid-on-loss": "{rule}: {bonus}, e como o ombre perdeu, é ele quem o paga a "
    "cada defensor",
    "settle.matadors.unpaid": "{rule}: {bonus}, mas só é pago quando o ombre vence",
    "settle.dummy-pays": "as fichas da mão fictícia são do defensor vivo: o defensor vivo paga "
    "{amount} por ela",
    "settle.dummy-receives": "as fichas da mão fictícia são do defensor vivo: o defensor vivo "
    "recebe {amount} por ela",
    # Linhas do acerto de uma contrabola (countervole).
    "settle.contrabola-made": "{Contract}, sucesso: o ombre não fez nenhuma vaza ({count}), então "
    "recolhe o pote ({pot}) e cada defensor paga {win}, como num vole",
    "settle.contrabola-failed": "{Contract}, fracasso: o ombre fez {tricks} ({count}), então paga "
    "{loss} a cada defensor, como num vole falhado; o pote fica",
    # Linhas do acerto do Quadrille e do Quintille (o lado do ombre contra os outros).
    "settle.side.alone": "o ombre fez {taken} de {total} vazas",
    "settle.side.alone-called": "o ombre, que chamou uma carta própria, fez {taken} de {total} "
    "vazas",
    "settle.side.partner": "o ombre e o parceiro fizeram {taken} de {total} vazas",
    "settle.side.pot": "{side}, mais da metade ({count}): o lado recolhe o pote, {pot}",
    "settle.side.game-value": "{Contract} vale {value}: cada defensor paga {value}",
    "settle.side.remise": "remise: {side}, exatamente a metade ({count}), então o lado paga ao "
    "pote uma bête do tamanho do pote ({pot}); {carry}",
    "settle.side.remise-alone": "remise: {side}, exatamente a metade ({count}), então o lado paga "
    "sozinho ao pote uma bête do tamanho do pote ({pot}); {carry}",
    "settle.side.remise-half": "remise: {side}, exatamente a metade ({count}), então o lado paga "
    "ao pote uma bête do tamanho do pote ({pot}), metade cada um; {carry}",
    "settle.side.codille": "codille: {side}, menos da metade ({count}), então o lado paga aos "
    "defensores o valor do pote ({pot}) para dividirem; o pote fica",
    "settle.side.codille-alone": "codille: {side}, menos da metade ({count}), então o lado paga "
    "sozinho aos defensores o valor do pote ({pot}) para dividirem; o pote fica",
    "settle.side.codille-half": "codille: {side}, menos da metade ({count}), então o lado paga "
    "aos defensores o valor do pote ({pot}) para dividirem, metade cada um; o pote fica",
    "settle.side.consolation": "e paga a cada defensor a consolação, o valor de {contract}: "
    "{value}",
    "settle.side.ombre-pays-alone": "o ombre fez menos de {below} vazas, então paga a perda "
    "sozinho e o parceiro não paga nada",
    "settle.side.holder.ombre": "o ombre",
    "settle.side.holder.both": "o ombre e o parceiro",
    "settle.side.bonus-won": "cada defensor paga {bonus} a mais",
    "settle.side.bonus-lost": "o lado paga {bonus} a cada defensor, pois perdeu",
    "settle.side.held.three": "os três matadors ({held})",
    "settle.side.held.three-more": "os três matadors e {trumps} a seguir ({held})",
    "settle.side.held.run": "{held}, {trumps} em sequência ininterrupta a partir do Spadille",
    "settle.side.matadors": "matadors: {what}, com {holder}: {text}",
    # Todos os exercícios: o veredito em volta da explicação do tipo, e respostas em palavras.
    "drill.and": "{first} e {second}",
    "drill.sentence": "{Clause}.",
    "drill.right": "Certo.",
    "drill.not-quite": "Não exatamente.",
    "drill.try-again": "Tente de novo. {nudge}",
    "drill.the-answer": "A resposta: {answer}. {explanation}",
    "drill.answer.none": "nenhuma",
    "drill.answer.chips": "{changes}; o pote passa a {pot}",
    "drill.player": "jogador {number}",
    # Exercício trick-split: sacada, puesta ou codille?
    "drill.consequence.sacada": "o ombre recolhe o pote e o valor do jogo de cada defensor",
    "drill.consequence.puesta": "o ombre paga ao pote o valor do pote mais {per_defender} por "
    "defensor, e o pote fica para a mão seguinte",
    "drill.consequence.codille-game": "o ombre paga ao defensor vencedor o valor do pote mais o "
    "valor do jogo; o pote fica",
    "drill.consequence.codille-puesta": "o ombre paga ao defensor vencedor o valor do pote mais "
    "{per_defender} por defensor; o pote fica",
    "drill.split.sacada": "Sacada: o ombre vence",
    "drill.split.puesta": "Puesta: ninguém tem sozinho o maior número de vazas",
    "drill.split.codille": "Codille: {who} vence",
    "drill.split.question": "{ombre} é o ombre. As vazas são {tricks}. Qual é o resultado?",
    "drill.split.hint": "Compare o ombre com cada defensor individualmente, nunca com o total dos "
    "defensores. Quem tem estritamente mais vazas, ou o maior número é partilhado?",
    "drill.split.counts": "{ombre} (ombre) {ombre_tricks}, {first} {first_tricks}, {second} "
    "{second_tricks}",
    "drill.split.sacada-why": "{ombre} tem {ombre_tricks} vazas, mais do que {first} "
    "({first_tricks}) e mais do que {second} ({second_tricks}) individualmente: uma sacada.",
    "drill.split.sacada-why-total": "{ombre} tem {ombre_tricks} vazas, mais do que {first} "
    "({first_tricks}) e mais do que {second} ({second_tricks}) individualmente: uma sacada, "
    "embora os defensores tenham {total} juntos, porque cada defensor é comparado só com o ombre.",
    "drill.split.puesta-all": "Os três empatam pelo maior número de vazas ({most}), então ninguém "
    "vence: uma puesta.",
    "drill.split.puesta-two": "{first} e {second} empatam pelo maior número de vazas ({most}), "
    "então ninguém vence: uma puesta.",
    "drill.split.codille-why": "{winner} tem {tricks} vazas, mais do que qualquer outro: um "
    "codille, ganho por {winner}.",
    "drill.split.reason": "{counts}. Nas regras {rules}, {consequence}",
    "drill.split.not-sacada": "Não é uma sacada: o ombre precisa de estritamente mais vazas do "
    "que cada defensor.",
    "drill.split.not-puesta": "Não é uma puesta: uma puesta é um empate pelo maior número de "
    "vazas.",
    "drill.split.which-defender": "Veja de novo qual defensor tem sozinho o maior número de vazas.",
    "drill.split.not-codille": "Não é um codille: um codille precisa de um defensor com o maior "
    "número de vazas sozinho.",
    # Exercício table-result: o resultado com dois jogadores, e de um lado com chamada
    # (Quadrille, Quintille).
    "drill.table.quadrille": "Quadrille",
    "drill.table.quintille": "Quintille",
    "drill.table.two.question": "Dois jogadores (tvåhant): você é o ombre contra {defender}. As "
    "vazas são {tricks}. Qual é o resultado?",
    "drill.table.two.sacada": "Sacada: você vence",
    "drill.table.two.puesta": "Puesta: ninguém vence",
    "drill.table.two.codille": "Codille: {defender} vence",
    "drill.table.two.hint": "Há um só defensor: compare as suas vazas com as desse jogador.",
    "drill.table.two.sacada-why": "Você fez {ombre} vazas e {name} {defender}: mais do que o "
    "único defensor, então uma sacada.",
    "drill.table.two.puesta-why": "Você fez {ombre} vazas e {name} outras tantas: uma divisão "
    "igual é uma puesta.",
    "drill.table.two.codille-why": "{Name} fez {defender} vazas, mais do que as suas {ombre}: um "
    "codille, ganho por {name}.",
    "drill.table.two.reason": "Todos os pagamentos suecos se mantêm, contados para um só "
    "defensor: {consequence}",
    "drill.table.two.not-sacada": "Não é uma sacada: o ombre precisa de mais vazas do que o único "
    "defensor.",
    "drill.table.two.not-puesta": "Não é uma puesta: uma puesta é uma divisão igual.",
    "drill.table.two.not-codille": "Não é um codille: o defensor precisa de mais vazas do que o "
    "ombre.",
    "drill.table.side.question": "{game}: você pediu licença e chamou um rei; {partner} o tem e é "
    "o seu parceiro. As vazas são {tricks}. Qual é o resultado?",
    "drill.table.side.won": "Vitória: o seu lado tem mais da metade",
    "drill.table.side.remise": "Remise: o seu lado tem exatamente a metade",
    "drill.table.side.codille": "Codille: os defensores vencem",
    "drill.table.side.hint": "Some as vazas do seu parceiro às suas e compare as do lado com a "
    "metade das {total} vazas.",
    "drill.table.side.sacada-why": "O seu lado fez {side} de {total} vazas (você {ombre}, "
    "{partner} {partner_tricks}): mais da metade, então uma vitória.",
    "drill.table.side.puesta-why": "O seu lado fez {side} de {total} vazas (você {ombre}, "
    "{partner} {partner_tricks}): exatamente a metade, então uma remise.",
    "drill.table.side.codille-why": "O seu lado fez {side} de {total} vazas (você {ombre}, "
    "{partner} {partner_tricks}): menos da metade ({half}), então um codille para os defensores "
    "juntos.",
    "drill.table.side.sacada-reason": "O ombre e o parceiro dividem o pote e o valor do jogo de "
    "cada defensor",
    "drill.table.side.puesta-reason": "O lado paga ao pote uma bête do tamanho do pote, e o valor "
    "do jogo a cada defensor",
    "drill.table.side.codille-reason": "Os defensores dividem o valor do pote e recebem o valor "
    "do jogo; o pote fica",
    "drill.table.side.not-sacada": "Não é uma vitória: o seu lado precisa de mais da metade das "
    "{total} vazas.",
    "drill.table.side.not-puesta": "Não é uma remise: uma remise é exatamente a metade, {half} de "
    "{total}.",
    "drill.table.side.not-codille": "Não é um codille: conte as vazas do seu parceiro com as suas.",
    # Exercício seats: quem é o mais velho, quem abre primeiro, quem dá a seguir?
    "drill.seats.question": "À mesa, Bo senta-se à direita de Anna, e Cecilia à direita de Bo. "
    "{Dealer} dá as cartas. {ask}",
    "drill.seats.ask.eldest": "Quem é o mais velho?",
    "drill.seats.ask.first-lead": "{Ombre} vence o leilão e se torna o ombre. Quem abre a "
    "primeira vaza?",
    "drill.seats.ask.middle": "Quem joga a segunda carta da primeira vaza?",
    "drill.seats.ask.next-dealer": "Quem dá as cartas na mão seguinte?",
    "drill.seats.ask.last": "Quem joga a última carta da primeira vaza?",
    "drill.seats.ask.first-bid": "Quem fala primeiro no leilão?",
    "drill.seats.ask.cut": "Quem corta as cartas antes da distribuição?",
    "drill.seats.hint": "Cada vez passa para a direita, no sentido anti-horário, e começa à "
    "direita do distribuidor.",
    "drill.seats.order": "A vez vai de {eldest} (o mais velho, à direita de {dealer}) para "
    "{middle} (o do meio) e depois para {dealer} (o distribuidor).",
    "drill.seats.why.eldest": "{Eldest} senta-se à direita de {dealer}, o distribuidor; então "
    "{eldest} é o mais velho.",
    "drill.seats.why.first-lead": "O mais velho abre a primeira vaza, seja quem for o ombre: é "
    "{eldest}, à direita de {dealer}, embora {ombre} seja o ombre.",
    "drill.seats.why.middle": "O mais velho, {eldest}, joga primeiro; a vez passa para a direita, "
    "para {middle}, o do meio.",
    "drill.seats.why.next-dealer": "A distribuição passa para a direita depois de cada mão; então "
    "o mais velho, {eldest}, dá a seguir.",
    "drill.seats.why.last": "O distribuidor fala e joga por último: {dealer}, depois de {eldest} "
    "e {middle}.",
    "drill.seats.why.first-bid": "O mais velho, {eldest}, à direita de {dealer}, fala primeiro no "
    "leilão.",
    "drill.seats.why.cut": "Corta o jogador à esquerda do distribuidor: {middle}, o do meio, pois "
    "{eldest} se senta à direita de {dealer}.",
    "drill.seats.nudge.dealer": "Não é o distribuidor: a vez começa pelo jogador à direita do "
    "distribuidor.",
    "drill.seats.nudge.cut": "Quem corta é o jogador à esquerda do distribuidor, não o da direita.",
    "drill.seats.nudge.next-dealer": "A distribuição não fica onde está: passa um lugar para a "
    "direita.",
    "drill.seats.nudge.round": "Conte para a direita a partir do distribuidor: o mais velho, o do "
    "meio, depois o distribuidor.",
    # Exercício payment: quem paga o quê, linha a linha.
    "drill.role.0": "Ombre",
    "drill.role.1": "Primeiro defensor",
    "drill.role.2": "Segundo defensor",
    # Exercício pot-carry: o que o pote contém depois de algumas mãos.
    "drill.pot.question": "{rules}. {start} Depois: {deals}. Quantas fichas há no pote "
    "quando a última mão é acertada?",
    "drill.pot.empty": "Uma sessão começa com o pote vazio.",
    "drill.pot.carried": "O pote tem {pot}, trazidas de mãos anteriores.",
    "drill.pot.deal.sacada": "a mão {number} termina numa sacada",
    "drill.pot.deal.puesta": "a mão {number} termina numa puesta",
    "drill.pot.deal.codille": "a mão {number} termina num codille",
    "drill.pot.deal.passed": "na mão {number} todos passam",
    "drill.pot.hint": "Vá mão a mão: primeiro entram as apostas iniciais, depois o resultado "
    "recolhe o pote, aumenta-o ou deixa-o como está.",
    "drill.pot.step.sacada": "Mão {number}: com as apostas iniciais o pote tem {before}; a sacada "
    "recolhe tudo, então fica com {after}.",
    "drill.pot.step.puesta": "Mão {number}: com as apostas iniciais o pote tem {before}; a puesta "
    "do ombre põe {added} (tanto quanto ele contém, e mais), então fica com {after}.",
    "drill.pot.step.codille": "Mão {number}: com as apostas iniciais o pote tem {before}; um "
    "codille é pago com as fichas do próprio ombre, então fica em {after}.",
    "drill.pot.step.passed": "Mão {number}: com as apostas iniciais o pote tem {before}; ninguém "
    "jogou, então fica em {after}.",
    "drill.pot.explanation": "Nas regras {rules}, as apostas iniciais põem {antes} no pote antes "
    "de cada mão; só uma sacada o esvazia. No fim ele tem {after}.",
    "drill.pot.nudge.sacada": "Demais: uma das mãos é uma sacada. O que resta no pote depois dela?",
    "drill.pot.nudge.too-few": "De menos: você somou as apostas iniciais antes de cada mão, e o "
    "que uma puesta põe?",
    "drill.pot.nudge.too-many": "Demais: um codille é pago a um defensor, não ao pote, e uma "
    "puesta soma tanto quanto o pote contém, não o dobro disso.",
    "drill.payment.question": "Regras {rules}. O ombre jogou {contract} (valor {value}) com {pot} "
    "no pote. {events} Dê a variação de fichas de cada jogador e o pote depois do acerto.",
    "drill.payment.hint": "Primeiro o resultado: sacada, puesta ou codille? Depois some cada "
    "linha de pagamento: o pote, o valor do jogo, e qualquer vole, primeras ou bônus de matador. "
    "As fichas só se movem entre os jogadores e o pote, então as variações e a do pote somam zero.",
    "drill.payment.surrendered": "Depois de {tricks} ({count}) o ombre desistiu e os dois "
    "defensores aceitaram.",
    "drill.payment.stopped": "O ombre venceu as primeiras cinco vazas e parou.",
    "drill.payment.vole-announced": "O ombre anunciou um vole; vazas {count} (o ombre primeiro).",
    "drill.payment.vole-led": "O ombre venceu as vazas 1 a 5 e abriu a vaza 6; vazas {count} (o "
    "ombre primeiro).",
    "drill.payment.tricks": "Vazas {count} (o ombre primeiro).",
    "drill.payment.hand": "{Suit} eram trunfo, e a mão do ombre no início do jogo era {hand}.",
    "drill.payment.chips": "{role}: {due}",
    "drill.payment.chips-wrong": "{role}: {due}, não {given}",
    "drill.payment.pot": "o pote passa de {before} a {after}",
    "drill.payment.pot-wrong": "o pote passa de {before} a {after}, não {given}",
    "drill.payment.total": "No total: {totals}; o pote passa de {before} a {after}.",
    "drill.payment.wrong.one": "{count} de {lines} linhas não está certa.",
    "drill.payment.wrong.many": "{count} de {lines} linhas não estão certas.",
    "drill.payment.wrong.other": "{count} de {lines} linhas não estão certas.",
    "drill.payment.nudge-sum": "Os seus números não fecham: as fichas só se movem entre os "
    "jogadores e o pote, então as variações e a do pote somam zero.",
    "drill.payment.nudge-takeover": "Acerte com o defensor que recusou primeiro como ombre, e "
    "conte todas as vazas que cada jogador fez, também as de antes da desistência.",
    "drill.payment.whose.0": "a do ombre",
    "drill.payment.whose.1": "a do primeiro defensor",
    "drill.payment.whose.2": "a do segundo defensor",
    "drill.payment.whose.pot": "a do pote",
    "drill.payment.nudge-lines.one": "{Lines} linha não está certa. Primeiro sacada, puesta ou "
    "codille, depois cada linha de pagamento.",
    "drill.payment.nudge-lines.many": "{Lines} de linhas não estão certas. Primeiro sacada, "
    "puesta ou codille, depois cada linha de pagamento.",
    "drill.payment.nudge-lines.other": "{Lines} linhas não estão certas. Primeiro sacada, puesta "
    "ou codille, depois cada linha de pagamento.",
    # Exercício payment, a tomada do jogo sueca: um defensor recusa a desistência e assume.
    "drill.takeover.first-refused": "{first}, o primeiro a responder, recusou",
    "drill.takeover.second-refused": "{first} aceitou, e {second} recusou",
    "drill.takeover.question": "Regras {rules}. {old} era o ombre em {contract} (valor {value}) "
    "com {pot} no pote. Depois de {played} ({counts}), {old} propôs desistir; {answers}. A mão "
    "terminou {ended}. Dê a variação de fichas de cada jogador e o pote depois do acerto.",
    "drill.takeover.hint": "Quem é o ombre agora? O primeiro defensor a recusar assume no mesmo "
    "jogo. Depois acerte como de costume: as vazas desse jogador contra cada um dos outros dois, "
    "contando também as vazas feitas antes da desistência.",
    "drill.takeover.codille-old": "num codille ganho por {winner}, o antigo ombre",
    "drill.takeover.codille-defender": "num codille ganho por {winner}, um defensor",
    "drill.takeover.result": "numa {result}",
    "drill.takeover.why": "{new} recusou primeiro, então {new} assumiu como ombre, e {old} passou "
    "a defensor. As vazas feitas antes da desistência ficam com quem as fez, então {new} tem "
    "{tricks} contra {against}: {result}.",
    # Exercício call-king: que rei chamar no Quadrille ou no Quintille.
    "drill.call.question": "{game}: você venceu o leilão e nomeou {trump} como trunfo. Que rei "
    "você chama? Quem o tiver se torna o seu parceiro secreto.",
    "drill.call.hint": "O rei de trunfo não pode ser chamado, e um rei que você tem o deixa "
    "sozinho. Chame o rei do seu naipe lateral mais longo em que lhe falta o rei: é ali que as "
    "suas cartas baixas mais precisam do rei de um parceiro.",
    "drill.call.why.trump-king": "{card} é o rei de trunfo, que nunca pode ser chamado; só os "
    "reis dos outros naipes podem",
    "drill.call.why.own": "você mesmo tem {card}: chamá-lo é permitido, mas então joga sozinho e "
    "precisa de {need} de {total} vazas por conta própria, ganhando ou pagando o jogo inteiro "
    "sozinho, o que raramente é sensato",
    "drill.call.why.right": "chame {card}: você tem {cards} sem o rei, o seu naipe lateral mais "
    "longo assim, então quem o tiver, o seu parceiro, pode vencer uma vaza ali",
    "drill.call.why.shorter": "{card} pode ser chamado, mas você tem {held} contra {cards}: é no "
    "naipe mais longo que o rei de um parceiro mais ajuda",
    "drill.call.held.only": "só {cards}",
    "drill.call.held.none": "nenhuma carta de {suit}",
    "drill.call.cards-in": "{cards} de {suit}",
    "drill.call.nudge.trump": "{Suit} são trunfo: o rei delas pode ser chamado?",
    "drill.call.nudge.own": "Você mesmo tem esse rei: é uma chamada permitida, mas você jogaria "
    "sozinho. Um parceiro poderia ajudar?",
    "drill.call.nudge.count": "Conte as suas cartas em cada naipe lateral cujo rei lhe falta.",
    # Exercícios dos matadors: matadors-which, matadors-count, trump-run.
    "drill.matador.hint": "Os matadors são Spadille (A♠), Manille e Basto (A♣). A Manille é o 2 "
    "de um naipe de trunfo preto e o 7 de um vermelho.",
    "drill.note.spadille": "Spadille, sempre o trunfo mais alto: um matador",
    "drill.note.basto": "Basto, sempre o terceiro trunfo: um matador",
    "drill.note.manille-black": "Manille, o {rank} de um naipe de trunfo preto: um matador",
    "drill.note.manille-red": "Manille, o {rank} de um naipe de trunfo vermelho: um matador",
    "drill.note.punto": "Ponto, o quarto trunfo, mas não um matador",
    "drill.note.red-ace.one": "um ás vermelho comum, abaixo do valete: não é matador",
    "drill.note.red-ace.many": "ases vermelhos comuns, abaixo do valete: não são matadors",
    "drill.note.red-ace.other": "ases vermelhos comuns, abaixo do valete: não são matadors",
    "drill.note.not-manille": "não é a Manille, que é o {number} de {trumps} com {trumps} como "
    "trunfo",
    "drill.note.trump.one": "um trunfo, mas não um matador",
    "drill.note.trump.many": "trunfos, mas não matadors",
    "drill.note.trump.other": "trunfos, mas não matadors",
    "drill.note.plain.one": "uma carta comum, não um matador",
    "drill.note.plain.many": "cartas comuns, não matadors",
    "drill.note.plain.other": "cartas comuns, não matadors",
    "drill.which.question": "Quais destas são matadors quando {trump} são trunfo?",
    "drill.which.not-matador.one": "{Cards} não é um matador.",
    "drill.which.not-matador.many": "{Cards} não são matadors.",
    "drill.which.not-matador.other": "{Cards} não são matadors.",
    "drill.which.left-out": "Você deixou de fora {left}.",
    "drill.which.not-matador-left-out.one": "{Cards} não é um matador; você deixou de fora {left}.",
    "drill.which.not-matador-left-out.many": "{Cards} não são matadors; você deixou de fora "
    "{left}.",
    "drill.which.not-matador-left-out.other": "{Cards} não são matadors; você deixou de fora "
    "{left}.",
    "drill.which.explanation": "Com {trump} como trunfo, os matadors são {matadors}, e só esses "
    "três.",
    "drill.which.nudge.both": "Você escolheu uma carta que não é matador e deixou de fora uma que "
    "é. Só Spadille, Manille e Basto são, e a Manille depende da cor do trunfo.",
    "drill.which.nudge.extra": "Você escolheu uma carta que não é matador. Só Spadille, Manille e "
    "Basto são, e a Manille depende da cor do trunfo.",
    "drill.which.nudge.missing": "Você deixou de fora um matador. Só Spadille, Manille e Basto "
    "são, e a Manille depende da cor do trunfo.",
    "drill.count.question": "{Trump} são trunfo. Quantos matadors esta mão tem?",
    "drill.count.held": "A mão tem {matadors}: {cards}.",
    "drill.count.none": "A mão não tem matador: com {trump} como trunfo, eles são {matadors}.",
    "drill.count.too-many": "Demais: só Spadille, Manille e Basto são matadors, não o Ponto nem "
    "outros ases.",
    "drill.count.too-few": "De menos: procure também a Manille, cujo valor depende da cor do "
    "trunfo.",
    "drill.run.question": "{Trump} são trunfo. Quantos trunfos esta mão tem em sequência "
    "ininterrupta a partir do Spadille?",
    "drill.run.hint-black": "Desça a ordem dos trunfos a partir do Spadille (A♠): Spadille, "
    "Manille, Basto, o rei... e pare no primeiro trunfo que a mão não tem. Sem Spadille, a "
    "sequência é 0.",
    "drill.run.hint-red": "Desça a ordem dos trunfos a partir do Spadille (A♠): Spadille, "
    "Manille, Basto, Ponto, o rei... e pare no primeiro trunfo que a mão não tem. Sem Spadille, a "
    "sequência é 0.",
    "drill.run.explanation": "A sequência é {held}: {trumps}, interrompida pela falta de "
    "{missing}.",
    "drill.run.no-spadille": "A mão não tem o Spadille, então não tem sequência a partir do "
    "Spadille.",
    "drill.run.estuches": "Como ombre numa sacada, as estuches trariam {bonus} de cada defensor.",
    "drill.run.swedish": "Como ombre numa sacada, o bônus de matador sueco (os três matadors 3, "
    "+1 por trunfo seguinte, no máximo {cap}) traria {bonus} de cada defensor.",
    "drill.run.too-many": "Demais: a sequência para no primeiro trunfo que a mão não tem.",
    "drill.run.too-few": "De menos: a sequência continua depois dos matadors, por todos os "
    "trunfos que a mão tem sem falha.",
    # Exercício deck-ranks: que valores o baralho do Ombre tem.
    "drill.deck.rank.A": "ás",
    "drill.deck.rank.2": "dois",
    "drill.deck.rank.3": "três",
    "drill.deck.rank.4": "quatro",
    "drill.deck.rank.5": "cinco",
    "drill.deck.rank.6": "seis",
    "drill.deck.rank.7": "sete",
    "drill.deck.rank.8": "oito",
    "drill.deck.rank.9": "nove",
    "drill.deck.rank.10": "dez",
    "drill.deck.rank.J": "valete",
    "drill.deck.rank.Q": "dama",
    "drill.deck.rank.K": "rei",
    "drill.deck.ranks.question": "Estes valores estão todos num baralho comum de 52 cartas. Quais "
    "deles estão também no baralho do Ombre? Escolha todos e aperte «Verificar».",
    "drill.deck.ranks.hint": "O baralho do Ombre é o baralho comum sem três valores vizinhos em "
    "cada naipe.",
    "drill.deck.ranks.why": "Cada naipe do baralho do Ombre tem {ranks} valores: ás, dois a sete, "
    "valete, dama e rei. Os oitos, noves e dezes do baralho comum são tirados.",
    "drill.deck.ranks.not-in": "O baralho do Ombre não tem {ranks}.",
    "drill.deck.ranks.left-out": "Você deixou de fora {ranks}, que o baralho do Ombre mantém.",
    "drill.deck.ranks.suit": "Um naipe do baralho do Ombre, do ás ao rei",
    "drill.deck.ranks.nudge.removed": "Você manteve um valor que é tirado: que três valores "
    "vizinhos o baralho do Ombre perde?",
    "drill.deck.ranks.nudge.missing": "Você deixou de fora um valor que o baralho do Ombre "
    "mantém: só três valores vizinhos são tirados.",
    # Exercício spanish-suit: o naipe espanhol de uma carta.
    "drill.spanish-suit.question": "Qual destas cartas é de {spanish}, um naipe do baralho "
    "espanhol?",
    "drill.spanish-suit.hint": "Espadas, copas, moedas e bastões: cada naipe espanhol é um naipe "
    "francês, e os pares mantêm a cor nas regras.",
    "drill.spanish-suit.why": "{Spanish} ({emblem}) é o naipe {symbol} das cartas francesas, um "
    "naipe {colour}: aqui, {card}.",
    "drill.spanish-suit.red": "vermelho",
    "drill.spanish-suit.black": "preto",
    "drill.spanish-suit.emblem.espadas": "espadas",
    "drill.spanish-suit.emblem.copas": "taças",
    "drill.spanish-suit.emblem.oros": "moedas de ouro",
    "drill.spanish-suit.emblem.bastos": "bastões",
    "drill.spanish-suit.pairs": "Espadas ♠ e bastos ♣ são os naipes pretos, copas ♥ e oros ♦ os "
    "vermelhos",
    "drill.spanish-suit.nudge": "Pense no emblema que o nome espanhol representa, e em que naipe "
    "francês tomou o seu lugar.",
    # Exercício suit-size: quantas cartas tem um naipe comum.
    "drill.suit-size.question": "{Trump} são trunfo. Quantas cartas tem {suit} como naipe comum?",
    "drill.suit-size.hint": "Conte os valores de um naipe no baralho do Ombre, depois pergunte se "
    "uma das cartas deste naipe é sempre trunfo.",
    "drill.suit-size.black": "{Suit} são um naipe preto: o seu ás, {ace}, é sempre trunfo, nunca "
    "uma carta comum; então o naipe comum tem {count} cartas.",
    "drill.suit-size.red": "{Suit} são um naipe vermelho: nenhuma das suas cartas é trunfo quando "
    "outro naipe é trunfo; então o naipe comum tem todas as suas {count} cartas.",
    "drill.suit-size.cards": "{Suit} como naipe comum, da mais alta para a mais baixa",
    "drill.suit-size.nudge": "Conte os valores de um naipe, depois pergunte: uma das cartas deste "
    "naipe é sempre trunfo, seja qual for o naipe de trunfo?",
    # Exercício order-cards: cartas de um naipe em jogo, da mais alta para a mais baixa.
    "drill.order.hint.black-trumps": "Spadille, Manille (o 2 dos trunfos pretos) e Basto vêm "
    "primeiro. Diga para si a ordem inteira do naipe e depois tire dela estas cartas.",
    "drill.order.hint.red-trumps": "Spadille, Manille (o 7 dos trunfos vermelhos), Basto e Ponto "
    "vêm primeiro. Diga para si a ordem inteira do naipe e depois tire dela estas cartas.",
    "drill.order.hint.red-plain": "Num naipe comum vermelho o ás fica logo abaixo do valete. Diga "
    "para si a ordem inteira do naipe e depois tire dela estas cartas.",
    "drill.order.hint.black-plain": "Um naipe comum preto vai R D V 7 6 5 4 3 2. Diga para si a "
    "ordem inteira do naipe e depois tire dela estas cartas.",
    "drill.order.note.black-trumps": "Com trunfo preto o 2 é a Manille, abaixo só do Spadille, e "
    "o Basto (A♣) vem em terceiro, acima do rei.",
    "drill.order.note.red-trumps": "Com trunfo vermelho o 7 é a Manille, o Basto (A♣) é o "
    "terceiro, e o ás de trunfo é o Ponto, o quarto; abaixo do valete os trunfos baixos vão 2, 3, "
    "4, 5, 6.",
    "drill.order.note.red-plain": "Num naipe comum vermelho o ás fica abaixo do valete, e das "
    "cartas baixas o 2 é a mais alta: o 2 bate o 7.",
    "drill.order.note.black-plain": "Um naipe comum preto não tem ás, porque A♠ e A♣ são sempre "
    "trunfo, e as suas cartas baixas valem pela numeração: o 7 é alto, o 2 é baixo.",
    "drill.order.question-trumps": "{Trump} são trunfo. Ponha estes trunfos em ordem, do mais "
    "alto para o mais baixo.",
    "drill.order.question-plain": "{Trump} são trunfo. Ponha estas cartas de {suit} (não trunfo) "
    "em ordem, da mais alta para a mais baixa.",
    "drill.order.in-place": "{card} está certa na posição {place}",
    "drill.order.out-of-place": "a posição {place} deve ter {wanted}, não {card}",
    "drill.order.explanation-trumps": "Com {trump} como trunfo, os trunfos vão {order}.",
    "drill.order.explanation-plain": "Com {trump} como trunfo, {suit} como naipe comum vão "
    "{order}.",
    "drill.order.right-places": "{right} de {total} cartas estão no lugar certo.",
    "drill.order.nudge.black-trumps": "{right} de {total} cartas estão no lugar certo. Comece "
    "pelos três matadors, depois do rei de trunfo para baixo.",
    "drill.order.nudge.red-trumps": "{right} de {total} cartas estão no lugar certo. Depois dos "
    "matadors vêm o Ponto (o ás), o rei, a dama e o valete; depois o dois é o trunfo baixo mais "
    "alto e o seis o mais baixo.",
    "drill.order.nudge.red-plain": "{right} de {total} cartas estão no lugar certo. Num naipe "
    "comum vermelho o ás fica abaixo do valete; o dois é a carta baixa mais alta e o sete a mais "
    "baixa.",
    "drill.order.nudge.black-plain": "{right} de {total} cartas estão no lugar certo. Num naipe "
    "comum preto as cartas baixas valem pela numeração, da mais alta para a mais baixa.",
    # Exercício trick-winner: que carta vence a vaza.
    "drill.winner.discard": "{card} é um descarte: não é trunfo nem carta de {led}, então não "
    "pode vencer, seja qual for o seu valor",
    "drill.winner.trumped": "{card} segue {led}, mas {winner} é trunfo, e qualquer trunfo bate "
    "qualquer carta comum",
    "drill.winner.lower-trump": "{card} é mais baixa do que {winner}: os trunfos vão {order}",
    "drill.winner.lower": "{card} é mais baixa do que {winner}: em {suit}, a ordem é {order}",
    "drill.winner.question": "{Trump} são trunfo. Que carta vence esta vaza?",
    "drill.winner.hint": "Há um trunfo na vaza? {Trump} são trunfo, e Spadille (A♠) e Basto (A♣) "
    "são sempre trunfo. Se não há trunfo, só cartas do naipe aberto podem vencer.",
    "drill.winner.nudge.discard-cannot-win": "Essa carta não segue o naipe aberto nem é trunfo, "
    "então não pode vencer.",
    "drill.winner.nudge.trump-beats-plain": "Veja de novo: há um trunfo nesta vaza, e qualquer "
    "trunfo bate qualquer carta comum.",
    "drill.winner.nudge.lower-in-suit": "Outra carta do mesmo naipe é mais alta: diga para si a "
    "ordem desse naipe.",
    # Exercício legal-play: que cartas podem ser jogadas.
    "drill.legal.question-no-trumps.second": "{Contract}: não há trunfo, e você joga em segundo "
    "nesta vaza. Quais das suas cartas você pode jogar?",
    "drill.legal.question-no-trumps.third": "{Contract}: não há trunfo, e você joga em terceiro "
    "nesta vaza. Quais das suas cartas você pode jogar?",
    "drill.legal.hint-no-trumps": "Não há trunfo: o Spadille é só o ás de espadas e o Basto só o "
    "ás de paus, ases comuns. Que naipe foi aberto? Siga-o se puder; se não puder, qualquer carta.",
    "drill.legal.question.second": "{Trump} são trunfo e você joga em segundo nesta vaza. Quais "
    "das suas cartas você pode jogar?",
    "drill.legal.question.third": "{Trump} são trunfo e você joga em terceiro nesta vaza. Quais "
    "das suas cartas você pode jogar?",
    "drill.legal.hint": "Que naipe foi aberto? Siga-o se puder. Se abriram trunfo e os seus "
    "únicos trunfos são matadors, você pode guardá-los, a menos que o matador aberto seja mais "
    "alto do que o seu mais baixo.",
    "drill.legal.only": "Você pode jogar {cards} e nada mais.",
    "drill.legal.any": "Você pode jogar qualquer carta.",
    "drill.legal.may": "podem ser jogadas: {cards}",
    "drill.legal.may-not": "não podem ser jogadas: {cards}",
    "drill.legal.nudge.both-no-trumps": "Você escolheu uma carta que não pode jogar e deixou de "
    "fora uma que pode. Abriram {led}, e não há trunfo: você pode seguir?",
    "drill.legal.nudge.extra-no-trumps": "Você escolheu uma carta que não pode jogar. Abriram "
    "{led}, e não há trunfo: você pode seguir?",
    "drill.legal.nudge.missing-no-trumps": "Você deixou de fora uma carta que pode jogar. Abriram "
    "{led}, e não há trunfo: você pode seguir?",
    "drill.legal.nudge.both-plain": "Você escolheu uma carta que não pode jogar e deixou de fora "
    "uma que pode. Abriram {led}: você pode seguir?",
    "drill.legal.nudge.extra-plain": "Você escolheu uma carta que não pode jogar. Abriram {led}: "
    "você pode seguir?",
    "drill.legal.nudge.missing-plain": "Você deixou de fora uma carta que pode jogar. Abriram "
    "{led}: você pode seguir?",
    "drill.legal.nudge.both-trumps": "Você escolheu uma carta que não pode jogar e deixou de fora "
    "uma que pode. Abriram trunfo: quais das suas cartas são trunfo, e um matador pode ficar "
    "guardado?",
    "drill.legal.nudge.extra-trumps": "Você escolheu uma carta que não pode jogar. Abriram "
    "trunfo: quais das suas cartas são trunfo, e um matador pode ficar guardado?",
    "drill.legal.nudge.missing-trumps": "Você deixou de fora uma carta que pode jogar. Abriram "
    "trunfo: quais das suas cartas são trunfo, e um matador pode ficar guardado?",
    # Exercício bid-advice: declarar ou passar com esta mão.
    "drill.bid.question": "Você é o mais velho e fala primeiro. Deve declarar {contract} com esta "
    "mão (nomearia o trunfo depois de vencer o leilão)?",
    "drill.bid.hint": "Conte os seus matadors para o melhor naipe de trunfo, depois as suas "
    "cartas laterais altas: reis, e ases comuns dos naipes vermelhos ({red_aces}). Quatro trunfos "
    "ou mais com um bloqueador lateral (um rei, ou uma dama guardada) também fazem uma mão.",
    "drill.bid.nudge": "Conte de novo: os matadors para o seu melhor naipe de trunfo, depois as "
    "suas vencedoras laterais seguras.",
    # Exercício exchange: que cartas descartar.
    "drill.exchange.question": "Você venceu o leilão com {contract} e nomeou {trump} como trunfo. "
    "Que cartas você descarta? Você compra o mesmo número do topo do monte.",
    "drill.exchange.hint": "Guarde os seus trunfos e reis laterais; as cartas baixas de naipes "
    "laterais curtos são os descartes habituais. Quanto mais você descarta, mais chances de "
    "comprar um matador.",
    "drill.exchange.moved": "Você descartou {discarded} e comprou {drawn} do monte.",
    "drill.exchange.kept": "Você ficou com as nove cartas e não comprou nada.",
    "drill.exchange.change": "Matadors {matadors_before} → {matadors_after}, trunfos "
    "{trumps_before} → {trumps_after}, reis laterais {kings_before} → {kings_after}.",
    "drill.exchange.plan": "{change} Um plano comum guarda os trunfos e os reis laterais e "
    "descarta o resto ({cards}).",
    "drill.exchange.plan-none": "{change} Um plano comum guarda os trunfos e os reis laterais e "
    "descarta o resto.",
    "drill.exchange.verdict-fine": "A sua troca:",
    "drill.exchange.verdict-poor": "Uma troca fraca.",
    "drill.exchange.nudge.discarded-matador": "Você está descartando um matador: guarde os seus "
    "melhores trunfos. Escolha os descartes de novo.",
    "drill.exchange.nudge.discarded-trump": "Você está descartando um trunfo: o ombre guarda "
    "todos os trunfos. Escolha os descartes de novo.",
    "drill.exchange.nudge.discarded-king": "Você está descartando um rei lateral, um provável "
    "vencedor. Escolha os descartes de novo.",
    # Exercício talon-draw: quantas cartas um jogador ainda pode comprar do monte.
    "drill.talon.question.first": "O ombre, em {contract}, descarta {ombre} e compra o mesmo "
    "número do monte de {talon}. No máximo, quantas cartas o primeiro defensor pode comprar?",
    "drill.talon.question.last": "O ombre, em {contract}, descarta {ombre} e compra o mesmo "
    "número do monte de {talon}; depois o primeiro defensor descarta e compra {first}. No máximo, "
    "quantas cartas o segundo defensor pode comprar?",
    "drill.talon.question.solo": "O ombre joga um solo e não compra nada. O primeiro defensor "
    "descarta {first} e compra o mesmo número do monte de {talon}. No máximo, quantas cartas o "
    "segundo defensor pode comprar?",
    "drill.talon.hint": "Conte as cartas que restam no monte quando chega a vez deste jogador; e "
    "ninguém descarta mais do que uma mão inteira.",
    "drill.talon.left": "O monte tinha {talon} e {drawn} foram compradas antes desta vez; então "
    "restam {left}.",
    "drill.talon.empty": "O monte está vazio: a troca acabou, e este defensor não compra nada.",
    "drill.talon.whole-hand": "Isso é mais do que uma mão: um jogador descarta no máximo todas as "
    "{hand} cartas, e compra o mesmo número.",
    "drill.talon.all-left": "Um jogador pode pegar no máximo o que resta: todas as {left}.",
    "drill.talon.rule": "Cada jogador compra tantas cartas quantas descarta, no máximo o que "
    "resta no monte",
    "drill.talon.nudge": "Conte o que resta no monte quando chega a vez deste jogador, e "
    "lembre-se de que uma mão tem um número limitado de cartas.",
    # Cartas e naipes por baralho: o modelo do nome de uma carta e as palavras que ele junta.
    # O baralho espanhol guarda os nomes espanhóis das figuras e dos valores («Rey de copas»),
    # como a lição sobre o baralho diz.
    "card.french": "{rank} de {suit}",
    "card.spanish": "{rank} de {suit}",
    "card.suit.french.clubs": "paus",
    "card.suit.french.diamonds": "ouros",
    "card.suit.french.hearts": "copas",
    "card.suit.french.spades": "espadas",
    "card.suit.spanish.clubs": "bastos",
    "card.suit.spanish.diamonds": "oros",
    "card.suit.spanish.hearts": "copas",
    "card.suit.spanish.spades": "espadas",
    "card.title.basto": "Basto",
    "card.title.manille": "Manille",
    "card.title.punto": "Ponto",
    "card.title.spadille": "Spadille",
    "card.titled.aside": "{card} ({title})",
    "rank.french.2": "dois",
    "rank.french.3": "três",
    "rank.french.4": "quatro",
    "rank.french.5": "cinco",
    "rank.french.6": "seis",
    "rank.french.7": "sete",
    "rank.french.A": "ás",
    "rank.french.J": "valete",
    "rank.french.K": "rei",
    "rank.french.Q": "dama",
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
    "suit.french.clubs": "paus",
    "suit.french.diamonds": "ouros",
    "suit.french.hearts": "copas",
    "suit.french.spades": "espadas",
    "suit.spanish.clubs": "bastos",
    "suit.spanish.diamonds": "oros",
    "suit.spanish.hearts": "copas",
    "suit.spanish.spades": "espadas",
    # Listas e pares.
    "list.comma": "{items}, {item}",
    "outcome.seat-chips": "{name} {chips}",
    "drill.cards-note": "{cards}: {note}",
    # Mensagens de erro do motor (ombre_core/catalogue_errors.py).
    "error.bad-action": "{text} não é uma ação: {why}",
    "error.bad-action.announce": "o único anúncio é 'announce vole'",
    "error.bad-action.call": "call precisa de uma carta, como em 'call Kh'",
    "error.bad-action.deal": "uma distribuição lista cada mão e depois o monte, separados por '/'",
    "error.bad-action.discard": "diga quais cartas, como em 'discard 3h 4c', ou 'discard none'",
    "error.bad-action.empty": "está vazia",
    "error.bad-action.game": "{verb} precisa de um nome de jogo, como em '{verb} entrada'",
    "error.bad-action.game-length": "um nome de jogo tem no máximo {length} letras",
    "error.bad-action.nothing-after": "{verb} não leva nada depois",
    "error.bad-action.play": "play precisa de uma carta, como em 'play Ks'",
    "error.bad-action.text": "uma ação é um texto, não {text}",
    "error.bad-action.trump": "nomeie um naipe, como em 'trump hearts'",
    "error.bad-action.verbs": "as ações são pass, bid ..., choose ..., gascarille, countervole, "
    "trump ..., call ..., discard ..., play ..., announce vole, stop, surrender, accept, refuse "
    "e deal ...",
    "error.bad-answer.chips": "chips deve listar {players} números, um por jogador, não {value}",
    "error.bad-answer.chips-shape": 'a resposta deve ser {{"chips": [um número por jogador], '
    '"pot_after": número}}',
    "error.bad-answer.choice": "a resposta deve ser uma de {choices}, não {value}",
    "error.bad-answer.list": "a resposta deve ser uma lista de ids de escolha, não {value}",
    "error.bad-answer.number.answer": "a resposta deve ser um número inteiro, não {value}",
    "error.bad-answer.number.chip-change": "cada variação de fichas deve ser um número inteiro, "
    "não {value}",
    "error.bad-answer.number.pot-after": "o pote depois deve ser um número inteiro, não {value}",
    "error.bad-answer.order": "ponha todas as {count} escolhas em ordem, não {given}",
    "error.bad-answer.twice": "{value} aparece duas vezes",
    "error.bad-answer.unknown-choice": "{value} não é uma das escolhas: {choices}",
    "error.bad-budget.layouts": "layouts deve ser de 1 a {most}, não {value}",
    "error.bad-card": "{text} não é uma carta: os valores são A 2 3 4 5 6 7 J Q K (sem 8, 9 nem "
    "10) e os naipes são s h d c ou ♠ ♥ ♦ ♣, como em 'Kh' ou '7♦'",
    "error.bad-date": "{text} não é um dia: escreva AAAA-MM-DD, como 2026-12-02",
    "error.bad-date.calendar": "{text} não é um dia do calendário: {why}",
    "error.bad-deal.deck": "a distribuição não é o baralho das regras {rules}",
    "error.bad-deal.hand-size": "cada mão tem {size} cartas: {cards}",
    "error.bad-deal.hands": "uma distribuição dá {players} mãos nas regras {rules}, não {count}",
    "error.bad-deal.talon": "o monte tem {talon} cartas, não {count}",
    "error.bad-deal.twice": "{cards} distribuídas duas vezes",
    "error.bad-dealer": "o distribuidor deve ser um lugar de 0 a {last}, não {value}",
    "error.bad-dealer.table": "não há lugar {seat} nesta mesa de {seats}",
    "error.bad-dealer.table-seats": "não há lugar {seat} nesta mesa de {seats} (lugares 0 a "
    "{last})",
    "error.bad-difficulty": "a dificuldade de um problema é um número inteiro de 1 a {levels}, "
    "não {value}",
    "error.bad-link": "{text} não é uma mão: lê-se <seed>[:<rules>]",
    "error.bad-link.rules": "{name} não é um conjunto de regras que a mesa oferece ({offered})",
    "error.bad-link.seat": "{text} não é um lugar desta mesa (0 a {last})",
    "error.bad-link.seed": "a semente {seed} é grande demais",
    "error.bad-number": "{field} deve ser um número inteiro, não {value}",
    "error.bad-position.callable": "{card} não pode ser chamada: chama-se um rei ou uma dama que "
    "não seja de trunfo",
    "error.bad-position.called": "'called' dá a carta chamada e o lugar de quem a tem, como em "
    "'called Kh 2', em {text}",
    "error.bad-position.called-extra": "{contract} não chama parceiro, então a posição não "
    "nomeia carta chamada",
    "error.bad-position.called-held": "o lugar {seat} tem {card}, que foi dada ao lugar {holder}",
    "error.bad-position.called-missing": "uma posição de {contract} nomeia a carta chamada e "
    "quem a tem ('called Kh 2')",
    "error.bad-position.data": "dados de posição inválidos {data}: {why}",
    "error.bad-position.deck": "{card} não está no baralho das regras {rules}",
    "error.bad-position.diamonds": "{contract} se joga com ouros como trunfo",
    "error.bad-position.dummy-ombre": "o lugar {seat} tem a mão fictícia, que nunca é o ombre",
    "error.bad-position.flag": "'{key}' não leva nada depois em {text}",
    "error.bad-position.forced-game": "um ombre forçado joga {lowest}, não {contract}",
    "error.bad-position.forced-spadille": "um ombre forçado é quem tinha o Spadille, e a mão "
    "deste ombre não o tinha",
    "error.bad-position.hand": "o lugar {seat} deveria ter {size} cartas depois de {done} vazas, "
    "não {count}",
    "error.bad-position.hand-playing": "o lugar {seat} deveria ter {size} cartas depois de "
    "{done} vazas e de jogar nesta, não {count}",
    "error.bad-position.holder": "quem tem a carta chamada deve ser um lugar de 0 a {last}",
    "error.bad-position.key-twice": "{word} aparece duas vezes em {text}",
    "error.bad-position.needs": "uma posição precisa de '{key}': {text}",
    "error.bad-position.negative": "as vazas ganhas não podem ser negativas",
    "error.bad-position.no-forced": "as regras {rules} não têm spadille forcé, então nenhum "
    "ombre é forçado",
    "error.bad-position.no-trumps": "uma posição nomeia o seu trunfo, e {contract} se joga sem "
    "trunfo",
    "error.bad-position.notation": "{text} não é uma posição: começa com 'position CONTRACT "
    "TRUMP', como em 'position entrada hearts ombre 0 leader 1 won 0 0 0 hands ... / ... / ...'",
    "error.bad-position.ombre-hand": "a mão do ombre no início do jogo tem {size} cartas",
    "error.bad-position.ombre-twice": "a mão do ombre no início do jogo é dada duas vezes, de "
    "modos diferentes",
    "error.bad-position.seat": "{name} deve ser um lugar de 0 a {last}, não {value}",
    "error.bad-position.seat-number": "{key} deve ser um só número de lugar em {text}",
    "error.bad-position.seats": "uma posição dá mãos e vazas ganhas para todos os {players} "
    "lugares",
    "error.bad-position.start": "'start' dá uma mão, ou uma por lugar ({players}), do início do "
    "jogo",
    "error.bad-position.start-hand": "a mão do lugar {seat} no início do jogo deve ter {size} "
    "cartas e conter todas as cartas que o lugar ainda tem",
    "error.bad-position.trick": "uma vaza em andamento tem menos de {players} cartas",
    "error.bad-position.tricks": "{done} vazas já foram feitas, mas uma mão tem {total}",
    "error.bad-position.twice": "{card} aparece duas vezes",
    "error.bad-position.unexpected": "{word} inesperado em {text}",
    "error.bad-position.vole": "nas regras {rules} um vole só fica comprometido quando o ombre, "
    "tendo ganhado as vazas 1-{run}, abre a vaza {next}",
    "error.bad-position.won": "won deve ser contagens de vazas em {text}",
    "error.bad-pot": "o pote deve ter 0 fichas ou mais, não {value}",
    "error.bad-puzzle.data": "não está na forma de dados de um problema: {why}",
    "error.bad-puzzle.id": "o id de um problema deve ser um texto, não {value}",
    "error.bad-puzzle.rating": "o problema {id} tem classificação {rating} e RD {rd}: o RD deve "
    "ser maior que 0 e no máximo {limit}, a classificação de {low} a {high}",
    "error.bad-puzzle.twice": "os ids dos problemas devem ser diferentes: {ids} aparecem mais de "
    "uma vez",
    "error.bad-rating": "uma classificação deve ser um número de {low} a {high}: {value}",
    "error.bad-rd": "um desvio de classificação deve ser maior que 0 e no máximo {limit}: {value}",
    "error.bad-rules.daily": "{rules} não tem mão do dia: escolha {presets}",
    "error.bad-rules.field": "{text} não é campo=valor",
    "error.bad-rules.missing": "faltam as regras: comece com o nome de um conjunto de regras",
    "error.bad-rules.name": "o conjunto de regras é nomeado primeiro, não com name=",
    "error.bad-rules.removed-suits": "removed_suits deve ser letras de naipe s h d c, não {value}",
    "error.bad-rules.too-large": "{field} deve ser no máximo {most}, não {value}",
    "error.bad-rules.twice": "o campo de regra {field} é dado duas vezes",
    "error.bad-score": "o placar de uma partida deve ir de 0 (uma derrota) a 1 (uma vitória): "
    "{value}",
    "error.bad-seat": "não há lugar {seat} nesta mesa",
    "error.bad-seed": "uma semente é um número inteiro, não {value}",
    "error.bad-seed.exercise": "a semente de um exercício é um número inteiro >= 0, não {value}",
    "error.bad-state": "{text} não é um estado: lê-se 'RULES | dealer N | pot N | ...'",
    "error.bad-state.data": "dados de estado inválidos: {why}",
    "error.bad-state.number": "esperava-se '{key} N', não {text}",
    "error.bad-state.sections": "seções '|' demais em {text}",
    "error.bad-suit": "{text} não é um naipe: use s h d c, ♠ ♥ ♦ ♣, spades hearts diamonds clubs "
    "ou espadas copas oros bastos",
    "error.bad-volatility": "uma volatilidade deve ser maior que 0 e no máximo {limit}: {value}",
    "error.deal-in-progress": "termine primeiro a mão em andamento",
    "error.deal-not-over": "a mão em andamento ainda não terminou",
    "error.deal-over": "a mão terminou: {action} não é possível",
    "error.duplicate-card": "{card} aparece duas vezes",
    "error.duplicate-card.dealt": "{card} é distribuída duas vezes em {text}",
    "error.duplicate-card.in": "{card} aparece duas vezes em {text}",
    "error.early-day": "{day} é antes da primeira mão do dia, {first}",
    "error.empty-talon": "não há carta do monte para virar",
    "error.future-day": "{day} ainda está por vir: a mão do dia mais recente é a de hoje, {today}",
    "error.no-action": "ninguém deve agir: a mão terminou",
    "error.no-action.now": "ninguém deve agir: {expecting}",
    "error.no-card": "nenhuma carta pode ser jogada agora: {expecting}",
    "error.no-decision": "você não tomou nenhuma decisão na vaza {trick} desta mão",
    "error.no-decision.replay": "a vaza {trick} não pode ser jogada de novo daqui",
    "error.no-puzzle": "não há problema para escolher",
    "error.no-puzzle.just-played": "o único problema, {id}, foi o que acabou de ser jogado",
    "error.not-a-discard": "{action} não é um descarte",
    "error.not-a-play": "um problema é uma decisão do jogo de cartas que o resolvedor joga",
    "error.not-in-play": "não há nada a resolver aqui: a mão não está em jogo (fase {phase})",
    "error.not-legal": "{action} não era possível nesta posição: {expecting}",
    "error.not-over": "{what} ainda não terminou: {notation}",
    "error.not-the-deal": "{what} {notation} não é a mão de {day} nas regras {rules}",
    "error.not-your-turn": "não é o lugar {seat} que joga nesta posição",
    "error.nothing-to-undo": "não há ação para desfazer",
    "error.nothing-to-undo.sitting-out": "você fica de fora desta mão: nada para desfazer",
    "error.nothing-to-undo.yours": "você ainda não tomou nenhuma decisão nesta mão",
    "error.one-deal": "esta mesa joga uma só mão: não há próxima mão",
    "error.record.absurd": "um placar além de {bound} fichas depois de {deals} mãos é absurdo",
    "error.record.cards": "as cartas não são a distribuição da semente {seed}",
    "error.record.counted": "'counted' deve ser true ou false",
    "error.record.counted-not-over": "a mão não terminou, mas as suas fichas estão contadas",
    "error.record.dealer": "a mão {deals} é distribuída pelo lugar {dealer}, não pelo lugar "
    "{given}",
    "error.record.deals": "o número da sua mão deve ser 1 ou mais, não {value}",
    "error.record.first": "o primeiro distribuidor deve ser um lugar, não {value}",
    "error.record.never-dealt": "a mão nunca foi distribuída",
    "error.record.not-counted": "a mão terminou, mas as suas fichas não estão contadas",
    "error.record.not-saved": "não é uma partida salva",
    "error.record.notation": "a sua mão não está em notação de estado",
    "error.record.one-deal": "uma mesa de uma só mão não tem mão {deals}",
    "error.record.one-flag": "'one' deve ser true ou false, não {value}",
    "error.record.past": "a mão {deals} passa das {limit} mãos da sessão",
    "error.record.position": "a sua mão começa de uma posição, não das cartas",
    "error.record.replay": "a sua mão não pode ser jogada de novo: {why}",
    "error.record.rules": "as suas regras ({rules}) não são umas que a mesa oferece ({offered})",
    "error.record.seed": "a semente deve ser um número inteiro, não {value}",
    "error.record.sum": "o placar ({tally}) e o pote ({pot}) não somam as fichas da sessão",
    "error.record.tally": "o placar deve ter {seats} números inteiros, um por lugar",
    "error.record.version": "não é uma partida salva desta versão",
    "error.session-over": "a sessão terminou",
    "error.sitting-out": "você ficou de fora desta mão: não há nada seu para jogar de novo",
    "error.suit-removed": "{suit} não estão neste baralho",
    "error.unknown-contract": "as regras {rules} não têm o jogo {name}: {games}",
    "error.unknown-exercise": "não há tipo de exercício {name}: escolha um de {kinds}",
    "error.unknown-preset": "conjunto de regras desconhecido {name}",
    "error.wrong-phase": "{action} não é possível agora: {expecting}",
    "error.your-turn": "é a sua vez: o bot só joga pelos outros",
}
