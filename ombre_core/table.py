"""A deal as one player at the table sees it: labels for actions, a sentence for every step,
and the view the site's game widgets draw (the learner's hand, the others' card counts).

The site's learner sits at seat 0 ("You"); the bots are seats 1 and 2. Seats follow play order
(counterclockwise), so seat 1 sits to your right and plays after you.

>>> from ombre_core.game import GameState
>>> state = GameState.new_deal("standard", dealer=2, pot=0, seed=7)
>>> [action_label(state, action) for action in state.legal_actions()]
['Pass', 'Bid entrada', 'Bid vuelta', 'Bid solo']
>>> after = state.clone()
>>> after.apply("bid entrada")
>>> print(describe_step(state, parse_action("bid entrada"), after))
You bid entrada: you offer to play alone against the other two; the ombre names trumps and \
exchanges with the talon, and an entrada is worth 5 from each defender on a sacada. Anyone \
still in must bid higher (vuelta < solo) or pass.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from .actions import (
    Accept,
    Action,
    AnnounceVole,
    Bid,
    BidHigher,
    BidPlay,
    CallCard,
    Choose,
    Deal,
    Discard,
    Gascarille,
    NameTrump,
    Pass,
    PlayCard,
    Refuse,
    Stop,
    Surrender,
    parse_action,
)
from .cards import SPADILLE, Card, Hand, Suit, card_list
from .game import GameState, TrickRecord
from .messages import Message, a_contract, count, entries, label, render, render_all, seat_names
from .protocol import (
    DealResultView,
    FinishedTrick,
    LabelledAction,
    LogEntry,
    PlayerView,
    SeatView,
    SettlementLineDict,
    TrickCard,
)
from .ranking import manille, plain_order, trump_order
from .rules import Contract, RuleSet
from .strategy import judge_bid
from .tricks import Reason, explain_trick, trick_winner

SEAT_NAMES: tuple[str, ...] = seat_names()
"""Who sits where at the site's table (from the message catalogue): the learner at seat 0, two
bots after."""

BID_PHASES = ("auction", "choose")
"""The phases whose actions bid a contract, each judged sound or not (:func:`bid_judgement`)."""
PLAIN_SHOW_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
"""Suits shown alternating in colour, after the trumps."""


def _number_word(number: int, noun: Literal["cards", "packets"]) -> str:
    """A small number of ``noun`` as a word in the deal's sentence ("nine cards each ...
    packets of three"), where the catalogue has one; else its digits."""
    code = f"number.{noun}.{number}"
    return label(code) if code in entries() else str(number)


def _cards_text(cards: Hand) -> str:
    return " ".join(card.symbol() for card in card_list(cards))


def display_order(trump: Suit | None) -> list[Card]:
    """The order a hand is sorted in for display: trumps first (highest first), then each
    plain suit highest first; before trumps are known, Spadille and Basto lead.

    >>> [str(card) for card in display_order(None)[:4]]
    ['As', 'Ac', 'Ks', 'Qs']
    """
    if trump is None:
        order = [Card.SA, Card.CA]
        for suit in PLAIN_SHOW_ORDER:
            other = Suit.HEARTS if suit != Suit.HEARTS else Suit.SPADES
            order.extend(plain_order(suit, trump=other))
        return order
    order = list(trump_order(trump))
    for suit in PLAIN_SHOW_ORDER:
        if suit != trump:
            order.extend(plain_order(suit, trump=trump))
    return order


def sorted_hand(hand: Hand, trump: Suit | None) -> list[str]:
    return [str(card) for card in display_order(trump) if hand >> card & 1]


def contract_meaning(contract: Contract) -> str:
    """What playing ``contract`` means, in one clause.

    >>> contract_meaning(RuleSet.preset("contrabola").contract("contrabola"))
    'the ombre plays without trumps and does not exchange, and must take no trick at all: a \
contrabola is paid like a vole'
    """
    if contract.aim == "none":
        return label("meaning.no-trick", a_contract=a_contract(contract.name))
    if contract.calls:
        return label(
            "meaning.calls",
            a_contract=a_contract(contract.name),
            value=contract.value,
        )
    return label(
        "meaning",
        trumps=label(f"meaning.trumps.{contract.trump_choice}"),
        exchange=label(f"meaning.exchange.{'yes' if contract.ombre_exchanges else 'no'}"),
        a_contract=a_contract(contract.name),
        value=contract.value,
    )


def bid_judgement(state: GameState, action: Action) -> tuple[bool, Reason] | None:
    """Whether ``action``, a bid open to the player to act, is sound and why
    (:func:`ombre_core.strategy.judge_bid`); ``None`` for an action that bids no contract.

    >>> state = GameState.new_deal("standard", 2, 0, 21)
    >>> [bid_judgement(state, action)[0] for action in state.legal_actions()[1:]]
    [True, False, False]
    """
    hand, rules = state.hands[state.current_player], state.rules
    if isinstance(action, Bid | Choose):
        return judge_bid(hand, rules, action.contract)
    if isinstance(action, BidPlay):
        return judge_bid(hand, rules, rules.ladder[0].name, or_higher=True)
    if isinstance(action, BidHigher):
        return judge_bid(hand, rules, rules.ladder[state.high + 1].name, or_higher=True)
    return None


def bid_warnings(state: GameState, legal: Sequence[Action]) -> dict[Action, str]:
    """Why each unsound bid among ``legal`` is unsound, for the player to act; nothing when
    every choice is an unsound bid (a forced bid has no better choice to point to)."""
    judged = {action: bid_judgement(state, action) for action in legal}
    warnings = {action: j[1].message for action, j in judged.items() if j and not j[0]}
    return warnings if len(warnings) < len(legal) else {}


def action_label(state: GameState, action: Action) -> str:
    """A button label for ``action`` (legal now for the player to act)."""
    if isinstance(action, Pass):
        return label("label.pass")
    if isinstance(action, Bid):
        return label("label.bid", contract=action.contract)
    if isinstance(action, BidPlay):
        return label("label.bid-play")
    if isinstance(action, BidHigher):
        return label("label.bid-higher")
    if isinstance(action, Choose):
        return label("label.choose", contract=action.contract)
    if isinstance(action, Gascarille):
        return label("label.gascarille")
    if isinstance(action, NameTrump):
        return label("label.trump", suit=action.suit.name_in(), symbol=action.suit.symbol)
    if isinstance(action, CallCard):
        if state.hands[state.current_player] >> action.card & 1:
            need = _alone_needs(state.rules)["need"]
            return label("label.call-own", card=action.card.symbol(), need=need)
        return label("label.call", card=action.card.symbol())
    if isinstance(action, Discard):
        if not action.cards:
            return label("label.keep")
        return label("label.discard", cards=_cards_text(action.cards))
    if isinstance(action, PlayCard):
        return label("label.play", card=action.card.symbol())
    if isinstance(action, AnnounceVole):
        return label("label.announce-vole")
    if isinstance(action, Stop):
        return label("label.stop-primeras" if state.rules.stop_bonus else "label.stop")
    if isinstance(action, Surrender):
        return label("label.surrender")
    if isinstance(action, Accept):
        return label("label.accept")
    if isinstance(action, Refuse):
        return label("label.refuse")
    return str(action)


def _ladder(rules: RuleSet, start: int = 0) -> str:
    return " < ".join(contract.name for contract in rules.contracts[start:])


def _auction_text(before: GameState, action: Action, after: GameState) -> list[Message]:
    seat, rules = before.current_player, before.rules
    if isinstance(action, Pass):
        return [Message("step.pass", seat)]
    if isinstance(action, Bid):
        contract = rules.contract(action.contract)
        rank = rules.contract_rank(contract.name)
        higher = (
            label("step.bid.higher", ladder=_ladder(rules, rank + 1))
            if rank + 1 < len(rules.contracts)
            else label("step.bid.top", contract=contract.name)
        )
        params = {"contract": contract.name, "meaning": contract_meaning(contract), "next": higher}
        return [Message("step.bid-call" if contract.calls else "step.bid", seat, params)]
    if isinstance(action, BidPlay):
        return [Message("step.bid-play", seat, {"ladder": _ladder(rules)})]
    if isinstance(action, BidHigher):
        step = rules.contracts[after.high].name
        return [Message("step.bid-higher", seat, {"step": step, "ladder": _ladder(rules)})]
    return []


def _outcome_of_auction(before: GameState, after: GameState, one_deal: bool) -> list[Message]:
    rules = after.rules
    if before.phase != "auction" or after.phase == "auction":
        return []
    if after.thrown_in:
        pot = {"pot": after.pot}
        if rules.forced_spadille and SPADILLE in after.talon:
            if one_deal:
                return [Message("auction.spadille-in-talon.one-deal", None, pot)]
            return [Message("auction.spadille-in-talon", None, pot)]
        if one_deal:
            return [Message("auction.thrown-in.one-deal", None, pot)]
        return [Message("auction.thrown-in", None, pot)]
    if after.forced_spadille and after.ombre is not None:
        return [
            Message("auction.forced-spadille", after.ombre, {"contract": rules.contracts[0].name})
        ]
    if after.phase == "gascarille":
        params = {"count": rules.gascarille_exchange, "contract": rules.contracts[0].name}
        return [Message("auction.gascarille", None, params)]
    if after.ombre is not None:
        if after.contract is not None and after.contract.calls:
            return [Message("auction.ombre-calls", after.ombre, {"contract": after.contract.name})]
        if after.contract is not None:
            return [Message("auction.ombre", after.ombre, {"contract": after.contract.name})]
        params = {"step": rules.contracts[after.high].name, "ladder": _ladder(rules)}
        return [Message("auction.ombre-chooses", after.ombre, params)]
    return []


def _trump_outcome(before: GameState, after: GameState) -> list[Message]:
    if before.trump is not None or after.trump is None:
        return []
    trump = after.trump
    params: dict[str, Any] = {"suit": trump.name_in(), "manille": manille(trump).symbol()}
    if after.turned_up is not None:
        return [Message("trump.turned-up", None, {**params, "card": after.turned_up.symbol()})]
    if after.contract is not None and after.contract.trump_choice == "diamonds":
        return [Message("trump.diamonds", None, {**params, "contract": after.contract.name})]
    return [Message("trump.named", None, params)]


def _exchange_outcome(before: GameState, after: GameState, names: Sequence[str]) -> list[Message]:
    parts: list[Message] = []
    entering = before.phase != "exchange" and after.phase in ("exchange", "play")
    entering = entering and before.phase not in ("play", "surrender", "over")
    contract = after.contract
    entering = entering and after.rules.talon_size > 0  # no talon (Quadrille): no exchange
    if entering and contract is not None and not contract.ombre_exchanges and not after.gascarille:
        parts.append(Message("exchange.ombre-keeps", None, {"contract": contract.name}))
    if after.phase == "play" and before.phase in ("exchange", "trump", "call", "choose", "auction"):
        if before.phase == "exchange":
            skipped = before.exchange_queue[1:]
            if skipped and not after.talon:
                who = names[skipped[0]]
                for seat in skipped[1:]:
                    who = label("names.and", names=who, name=names[seat])
                parts.append(Message("exchange.talon-empty", None, {"who": who}))
        if after.talon:
            cards = count("card", len(after.talon))
            parts.append(Message("exchange.talon-out", None, {"cards": cards}))
        parts.append(Message("exchange.first-lead", after.eldest))
    return parts


def _played(state: GameState) -> list[tuple[int, Card]]:
    """Every card played so far with its seat, in order."""
    players = state.players
    played = [
        ((record.leader + index) % players, card)
        for record in state.tricks
        for index, card in enumerate(record.cards)
    ]
    played += [((state.leader + index) % players, card) for index, card in enumerate(state.trick)]
    return played


def _dummy_message(state: GameState, seat: int, cards: Sequence[Card], offset: int) -> Message:
    """The dummy's card (Ombre a dos), ``cards[offset]``, with the part of its one rule that
    chose it: a lead, the cheapest card that takes the trick from the ombre, or its lowest (also
    when that lowest card happens to beat its friend's)."""
    card, trump = cards[offset], state.trump
    if offset == 0:
        code = "play.dummy-lead"
    else:
        winning_before = (seat - offset + trick_winner(cards[:offset], trump)) % state.players
        takes = trick_winner(cards[: offset + 1], trump) == offset
        code = (
            "play.dummy-takes" if takes and winning_before == state.ombre else "play.dummy-lowest"
        )
    return Message(code, seat, {"card": card.symbol()})


def _dummy_plays(state: GameState, names: Sequence[str]) -> dict[str, str]:
    """Each card the dummy has played this deal, with the sentence saying why its rule chose
    it (the table shows it by the trick); empty without a dummy."""
    if state.dummy is None:
        return {}
    plays: dict[str, str] = {}
    for index, (seat, card) in enumerate(_played(state)):
        if seat != state.dummy:
            continue
        number, offset = divmod(index, state.players)
        cards = state.tricks[number].cards if number < len(state.tricks) else tuple(state.trick)
        message = _dummy_message(state, seat, cards, offset)
        plays[str(card)] = render(message, names, None)
    return plays


def _played_text(before: GameState, after: GameState, told: int) -> list[Message]:
    """The cards played by this step after the first ``told`` (the player's own, already told):
    the dummy's (Ombre a dos, an engine move with its rule), and each trick as it ends."""
    players, trump = after.players, after.trump
    start = len(_played(before))
    parts: list[Message] = []
    for index, (seat, _card) in enumerate(_played(after)[start:]):
        number, offset = divmod(start + index, players)
        cards = after.tricks[number].cards if number < len(after.tricks) else tuple(after.trick)
        if index >= told and seat == after.dummy:
            parts.append(_dummy_message(after, seat, cards, offset))
        if offset == players - 1:
            record: TrickRecord = after.tricks[number]
            why = explain_trick(record.cards, trump).message
            params = {"number": number + 1, "why": why}
            parts.append(Message("play.trick", record.winner, params))
    return parts


def _play_text(before: GameState, action: Action, after: GameState) -> list[Message]:
    seat = before.current_player
    parts: list[Message] = []
    if isinstance(action, PlayCard):
        parts.append(Message("step.play", seat, {"card": action.card.symbol()}))
        if action.card == before.called:
            code = "play.called-own" if after.partner is None else "play.partner"
            parts.append(Message(code, seat, {"card": action.card.symbol()}))
        if after.vole and not before.vole:
            parts.append(Message("play.vole", seat, {"number": before.straight_tricks + 1}))
        parts += _played_text(before, after, 1)
    elif isinstance(action, AnnounceVole):
        rules = before.rules
        params = {"win": rules.vole_win, "loss": rules.vole_loss}
        parts.append(Message("step.announce-vole", seat, params))
    elif isinstance(action, Stop):
        parts.append(Message("step.stop", seat, {"count": before.straight_tricks}))
    elif isinstance(action, Surrender):
        parts.append(Message("step.surrender", seat))
    elif isinstance(action, Accept):
        parts.append(Message("step.accept", seat))
    elif isinstance(action, Refuse):
        parts.append(Message("step.refuse", seat))
    return parts


def step_messages(
    before: GameState,
    action: Action,
    after: GameState,
    names: Sequence[str],
    viewer: int | None = 0,
    one_deal: bool = False,
) -> list[Message]:
    """What ``action`` (taken in ``before``, giving ``after``) did and why it matters, as
    catalogue messages. Only the ``viewer``'s own discards and draws are named; at a
    ``one_deal`` table (the daily deal) a thrown-in pot carries to no next deal."""
    seat = before.current_player
    parts: list[Message] = []
    if isinstance(action, Deal):
        antes = after.antes
        if after.dummy is not None:
            ante_text = label("deal.antes-live", ante=max(antes))
        elif len(set(antes)) == 1:
            ante_text = label("deal.antes-each", ante=antes[0])
        else:
            ante_text = label("deal.antes-dealer", dealer=names[after.dealer], ante=max(antes))
        rules = after.rules
        params = {
            "hand": _number_word(rules.hand_size, "cards"),
            "packet": _number_word(rules.packet_size, "packets"),
            "talon": count("card", len(after.talon)),
            "antes": ante_text,
            "pot": after.pot,
        }
        code = "deal" if after.talon else "deal.no-talon"
        parts.append(Message(code, after.dealer, params, seats={"eldest": after.eldest}))
    elif before.phase == "auction":
        parts += _auction_text(before, action, after)
    elif isinstance(action, Choose):
        contract = before.rules.contract(action.contract)
        params = {"contract": contract.name, "meaning": contract_meaning(contract)}
        parts.append(Message("step.choose", seat, params))
    elif isinstance(action, Gascarille):
        parts.append(Message("step.gascarille", seat))
    elif isinstance(action, Pass) and before.phase == "gascarille":
        parts.append(Message("step.gascarille-pass", seat))
        if after.thrown_in:
            parts.append(Message("gascarille.none", None, {"pot": after.pot}))
    elif isinstance(action, NameTrump):
        parts.append(Message("step.trump", seat, {"suit": action.suit.name_in()}))
    elif isinstance(action, CallCard):
        if after.partner is None:  # the ombre called an own card: only the ombre knows
            params = {"card": action.card.symbol(), **_alone_needs(after.rules)}
            parts.append(Message("step.call-own", seat, params))
        else:
            parts.append(Message("step.call", seat, {"card": action.card.symbol()}))
    elif isinstance(action, Discard):
        amount = action.cards.bit_count()
        if seat == viewer and amount:
            params = {"cards": _cards_text(action.cards), "drawn": _cards_text(after.drawn[seat])}
            parts.append(Message("step.discard-seen", seat, params))
        elif amount:
            parts.append(Message("step.discard", seat, {"count": count("card", amount)}))
        else:
            parts.append(Message("step.keep", seat))
        left = count("card", len(after.talon))
        parts.append(Message("exchange.talon-left", None, {"cards": left}))
    else:
        parts += _play_text(before, action, after)
    parts += _outcome_of_auction(before, after, one_deal)
    parts += _trump_outcome(before, after)
    parts += _exchange_outcome(before, after, names)
    if not isinstance(action, PlayCard) and after.dummy is not None:
        parts += _played_text(before, after, 0)  # the dummy's lead as play begins
    if after.phase == "over" and before.phase != "over" and not after.thrown_in:
        assert after.settlement is not None
        parts.append(Message("over", None, {"result": after.settlement.words}))
    return parts


def _speaker(
    names: Sequence[str] | None,
    viewer: int | None,
    players: int,
    seated: Sequence[str] | None = None,
) -> tuple[Sequence[str], int | None]:
    """The names and the seat spoken to as "you": the table's own names (``seated``: a deal's
    players' names at a larger table) speak to the viewer; a told deal's names (``names``
    given) speak of everyone in the third person."""
    if names is None:
        return (seat_names(players) if seated is None else seated), viewer
    return names, None


def describe_step(
    before: GameState,
    action: Action,
    after: GameState,
    names: Sequence[str] | None = None,
    viewer: int | None = 0,
    seated: Sequence[str] | None = None,
    one_deal: bool = False,
) -> str:
    """One paragraph: what ``action`` (taken in ``before``, giving ``after``) did and why it
    matters. Only the ``viewer``'s own discards and draws are named. With the table's names
    (``names`` not given) the viewer is spoken to as "you"; a viewer of None is a seat sitting
    the deal out, who sees no hand; ``one_deal``: a table with no next deal (the daily deal)."""
    shown, you = _speaker(names, viewer, before.players, seated)
    messages = step_messages(before, action, after, shown, viewer, one_deal)
    return render_all(messages, shown, you)


def _replay_start(state: GameState) -> GameState:
    return state.replay_start()


def step_log(
    state: GameState,
    names: Sequence[str] | None = None,
    viewer: int | None = 0,
    seated: Sequence[str] | None = None,
    one_deal: bool = False,
) -> list[LogEntry]:
    """Every action of the deal so far with its seat, phase, label and explanation (the
    catalogue messages and their text); ``one_deal``: a table with no next deal."""
    shown, you = _speaker(names, viewer, state.players, seated)
    replay = _replay_start(state)
    log: list[LogEntry] = []
    for action in state.history:
        before = replay.clone()
        label_text = action_label(before, action)
        replay.apply(action)
        messages = step_messages(before, action, replay, shown, viewer, one_deal)
        log.append(
            {
                "seat": before.current_player,
                "phase": before.phase,
                "action": "deal" if isinstance(action, Deal) else str(action),
                "label": label_text,
                "messages": [message.to_dict() for message in messages],
                "text": render_all(messages, shown, you),
            }
        )
    return log


def _trick_cards(
    leader: int, cards: list[Card] | tuple[Card, ...], players: int
) -> list[TrickCard]:
    return [
        {"seat": (leader + index) % players, "card": str(card)} for index, card in enumerate(cards)
    ]


def _finished_tricks(state: GameState) -> list[FinishedTrick]:
    """Every finished trick: its cards in play order, the winner, and why it won."""
    trump = state.trump
    if trump is None and not state.contrabola:
        return []  # trumps are not named yet (a contrabola has none)
    return [
        {
            "number": number,
            "leader": record.leader,
            "winner": record.winner,
            "cards": _trick_cards(record.leader, record.cards, state.players),
            "why": explain_trick(record.cards, trump).message,
        }
        for number, record in enumerate(state.tricks, start=1)
    ]


def _result(state: GameState, one_deal: bool) -> DealResultView | None:
    if state.phase != "over":
        return None
    lines: list[SettlementLineDict] = [
        {
            "code": line.code,
            "message": line.message,
            "chips": [
                int(line.facts.get("chips", {}).get(seat, 0)) for seat in range(state.players)
            ],
            "pot_change": int(line.facts.get("pot_change", 0)),
        }
        for line in state.result_lines(one_deal)
    ]
    settlement = state.settlement
    codille_by = None
    if settlement is not None and settlement.codille_by is not None:
        codille_by = state.seat_order()[settlement.codille_by]
    return {
        "thrown_in": state.thrown_in,
        "result": "thrown in" if settlement is None else settlement.result,
        "words": label("result.thrown-in") if settlement is None else settlement.words,
        "codille_by": codille_by,
        "lines": lines,
        "returns": list(state.returns()),
        "chip_changes": list(state.chip_changes()),
        "pot_after": state.pot,
    }


def review_problem(state: GameState) -> str | None:
    """Why the deal review cannot judge this deal, in the learner's words, or ``None``.

    >>> review_problem(GameState("quadrille"))
    'The deal review is not available for Quadrille: the solver that judges each card plays \
three-handed Ombre only.'
    >>> review_problem(GameState("standard")) is None
    True
    """
    if state.solver_problem() is None:
        return None
    if state.players != 3:
        game = entries().get(f"game.{state.rules.name}", state.rules.name)
        return label("review.unavailable.players", game=game)
    if state.dummy is not None:
        return label("review.unavailable.dummy")
    assert state.contract is not None
    return label("review.unavailable.contrabola", contract=state.contract.name)


def _partner_note(state: GameState, seat: int | None, names: Sequence[str]) -> str | None:
    """Who holds the called card when the ombre called an own one and ``seat`` knows it: the
    ombre at once, everyone once the card is played; ``None`` otherwise."""
    called, ombre = state.called, state.ombre
    if called is None or ombre is None or state.partner is not None:
        return None
    if seat != ombre and all(card != called for _, card in _played(state)):
        return None
    return render(Message("partner.own", ombre, _alone_needs(state.rules)), names, seat)


def _alone_needs(rules: RuleSet) -> dict[str, int]:
    """An ombre alone with a called card must win more than half the tricks: how many, of."""
    return {"need": rules.tricks_per_deal // 2 + 1, "total": rules.tricks_per_deal}


def _partner_hidden(state: GameState, seat: int | None) -> bool:
    """Whether ``seat`` cannot yet tell the called partner (Quadrille, Quintille): a card is
    called, not yet played, and ``seat`` does not hold it. Until then any seat but the ombre's
    and the viewer's own may be the partner, so none of them is shown as a defender."""
    called = state.called
    if called is None or seat == state.partner:
        return False
    if seat is not None and state.hands[seat] & called.bit:
        return False  # the ombre holding the card it called knows it plays alone
    return all(card != called for _, card in _played(state))


def player_view(
    state: GameState,
    seat: int | None = 0,
    seated: Sequence[str] | None = None,
    one_deal: bool = False,
) -> PlayerView:
    """What ``seat`` may see of ``state``, ready for JSON: the own hand (sorted for display),
    the others' card counts, the auction, trumps, the trick, tricks won, talon, pot, the
    actions open to ``seat`` when it is to act, every step explained, and the settlement.
    A ``seat`` of None watches a deal it sits out (no hand); ``seated`` names the deal's
    players at a larger table; ``one_deal``: a table with no next deal (the daily deal), whose
    thrown-in pot carries nowhere.

    >>> state = GameState.new_deal("standard", 2, 0, 9)
    >>> for _ in range(3):
    ...     state.apply("pass")
    >>> player_view(state, one_deal=True)["result"]["lines"][0]["message"]
    'everyone passed, so nobody plays this deal; the pot of 15 would carry to the next one'
    """
    players = state.players
    to_act = seat is not None and state.current_player == seat
    own = 0 if seat is None else state.hands[seat]
    legal = state.legal_actions() if to_act and state.phase != "exchange" else []
    legal_cards = [str(action.card) for action in legal if isinstance(action, PlayCard)]
    warnings = bid_warnings(state, legal) if state.phase in BID_PHASES else {}
    actions: list[LabelledAction] = []
    for action in legal:
        if isinstance(action, PlayCard):
            continue
        entry: LabelledAction = {"action": str(action), "label": action_label(state, action)}
        if action in warnings:
            entry["warning"] = warnings[action]
        actions.append(entry)
    contract = state.contract
    last = state.tricks[-1] if state.tricks and not state.trick else None
    seats: list[SeatView] = []
    hidden = _partner_hidden(state, seat)
    for other in range(players):
        role: Literal["ombre", "defender", "partner"] | None = None
        if state.ombre is not None:
            role = "ombre" if other == state.ombre else "defender"
            if hidden and other not in (state.ombre, seat):
                role = None  # could still hold the called card: not known to be a defender
            elif other == state.known_partner(seat):
                role = "partner"
        seats.append(
            {
                "seat": other,
                "cards": state.hands[other].bit_count(),
                "won": state.won[other],
                "role": role,
                "dealer": other == state.dealer,
                "eldest": other == state.eldest,
                "passed": state.passed[other],
                "ante": state.antes[other],
                "discarded": state.discarded[other].bit_count(),
                "dummy": other == state.dummy,
                "dummy_label": label("seat.dummy") if other == state.dummy else None,
            }
        )
    return {
        "rules": state.rules.name,
        "dummy": state.dummy,
        "dummy_plays": _dummy_plays(state, seat_names(players) if seated is None else seated),
        "session_deals": state.rules.session_deals,
        "seat": seat,
        "names": list(seat_names(players) if seated is None else seated),
        "phase": state.phase,
        "current_player": state.current_player,
        "to_act": to_act,
        "dealer": state.dealer,
        "eldest": state.eldest,
        "seats": seats,
        "hand": sorted_hand(own, state.trump),
        "legal_cards": legal_cards,
        "actions": actions,
        "discard_range": list(state.discard_range())
        if to_act and state.phase == "exchange"
        else None,
        "your_exchange": {
            "discarded": [] if seat is None else sorted_hand(state.discarded[seat], state.trump),
            "drawn": [] if seat is None else sorted_hand(state.drawn[seat], state.trump),
        },
        "contract": None if contract is None else contract.name,
        "contract_value": None if contract is None else contract.value,
        "ombre": state.ombre,
        "trump": None if state.trump is None else str(state.trump),
        "turned_up": None if state.turned_up is None else str(state.turned_up),
        "called": None if state.called is None else str(state.called),
        "partner_note": _partner_note(
            state, seat, seat_names(players) if seated is None else seated
        ),
        "trick": _trick_cards(state.leader, state.trick, players),
        "last_trick": None
        if last is None
        else {
            "number": len(state.tricks),
            "cards": _trick_cards(last.leader, last.cards, players),
            "winner": last.winner,
        },
        "tricks_done": len(state.tricks),
        "tricks": _finished_tricks(state),
        "won": list(state.won),
        "talon_size": len(state.talon),
        "pot": state.pot,
        "pot_carried": state.pot_carried,
        "antes": list(state.antes),
        "vole": state.vole,
        "forced_spadille": state.forced_spadille,
        "gascarille": state.gascarille,
        "log": step_log(state, viewer=seat, seated=seated, one_deal=one_deal),
        "result": _result(state, one_deal),
        "review_problem": review_problem(state),
    }


__all__ = [
    "SEAT_NAMES",
    "action_label",
    "contract_meaning",
    "describe_step",
    "display_order",
    "parse_action",
    "player_view",
    "review_problem",
    "sorted_hand",
    "step_log",
    "step_messages",
]
