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

from typing import Any

from .actions import (
    Accept,
    Action,
    AnnounceVole,
    Bid,
    BidHigher,
    BidPlay,
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
from .cards import Card, Hand, Suit, card_list
from .game import GameState, TrickRecord
from .ranking import manille, plain_order, trump_order
from .rules import Contract, RuleSet
from .tricks import explain_trick

SEAT_NAMES: tuple[str, ...] = ("You", "Anna", "Bo")
"""Who sits where at the site's table: the learner at seat 0, two bots after."""

PLAIN_SHOW_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
"""Suits shown alternating in colour, after the trumps."""


def _s(names: tuple[str, ...], seat: int, you_verb: str, verb: str) -> str:
    """'You bid' for seat 0, 'Anna bids' for the others."""
    name = names[seat]
    return f"{name} {you_verb if name == 'You' else verb}"


def _cards_text(cards: Hand) -> str:
    return " ".join(card.symbol() for card in card_list(cards))


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}{'' if count == 1 else 's'}"


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
    """What playing ``contract`` means, in one clause."""
    if contract.trump_choice == "named":
        trumps = "names trumps"
    elif contract.trump_choice == "turn-up":
        trumps = "turns up the top talon card, whose suit is trumps,"
    else:
        trumps = "plays with diamonds as trumps"
    exchange = "exchanges with the talon" if contract.ombre_exchanges else "does not exchange"
    article = "an" if contract.name[0] in "aeiou" else "a"
    return (
        f"the ombre {trumps} and {exchange}, and {article} {contract.name} is worth "
        f"{contract.value} from each defender on a sacada"
    )


def action_label(state: GameState, action: Action) -> str:
    """A button label for ``action`` (legal now for the player to act)."""
    if isinstance(action, Pass):
        return "Pass"
    if isinstance(action, Bid):
        return f"Bid {action.contract}"
    if isinstance(action, BidPlay):
        return "Say play"
    if isinstance(action, BidHigher):
        return "I bid higher"
    if isinstance(action, Choose):
        return f"Choose {action.contract}"
    if isinstance(action, Gascarille):
        return "Take the gascarille"
    if isinstance(action, NameTrump):
        return f"{str(action.suit).capitalize()} {action.suit.symbol} as trumps"
    if isinstance(action, Discard):
        if not action.cards:
            return "Keep all my cards"
        return f"Discard {_cards_text(action.cards)}"
    if isinstance(action, PlayCard):
        return f"Play {action.card.symbol()}"
    if isinstance(action, AnnounceVole):
        return "Announce a vole"
    if isinstance(action, Stop):
        return "Stop and score" + (" (primeras)" if state.rules.stop_bonus else "")
    if isinstance(action, Surrender):
        return "Offer to surrender"
    if isinstance(action, Accept):
        return "Accept the surrender"
    if isinstance(action, Refuse):
        return "Refuse and take over"
    return str(action)


def _ladder(rules: RuleSet, start: int = 0) -> str:
    return " < ".join(contract.name for contract in rules.contracts[start:])


def _auction_text(
    before: GameState, action: Action, after: GameState, names: tuple[str, ...]
) -> list[str]:
    seat, rules = before.current_player, before.rules
    parts: list[str] = []
    if isinstance(action, Pass):
        parts.append(
            f"{_s(names, seat, 'pass', 'passes')}. A pass is final: no more bids from "
            f"{'you' if names[seat] == 'You' else names[seat]} in this deal."
        )
    elif isinstance(action, Bid):
        contract = rules.contract(action.contract)
        rank = rules.contract_rank(contract.name)
        higher = (
            f"Anyone still in must bid higher ({_ladder(rules, rank + 1)}) or pass."
            if rank + 1 < len(rules.contracts)
            else f"{contract.name.capitalize()} is the highest bid: the others can only pass."
        )
        offer = "you offer" if names[seat] == "You" else "an offer"
        parts.append(
            f"{_s(names, seat, 'bid', 'bids')} {contract.name}: {offer} to play alone against "
            f"the other two; {contract_meaning(contract)}. {higher}"
        )
    elif isinstance(action, BidPlay):
        parts.append(
            f"{_s(names, seat, 'say', 'says')} play: an offer to play alone against the other "
            f"two. The winner chooses the game after the auction ({_ladder(rules)}); a later "
            "player can only overcall with 'I bid higher'."
        )
    elif isinstance(action, BidHigher):
        step = rules.contracts[after.high]
        parts.append(
            f"{_s(names, seat, 'bid', 'bids')} higher: each overcall raises the lowest game the "
            f"winner may choose by one step, so it is now {step.name} or higher "
            f"({_ladder(rules)})."
        )
    return parts


def _outcome_of_auction(before: GameState, after: GameState, names: tuple[str, ...]) -> list[str]:
    rules = after.rules
    parts: list[str] = []
    if before.phase == "auction" and after.phase != "auction":
        if after.thrown_in:
            parts.append(
                f"Everyone has passed: the cards are thrown in (gasca) and the pot of "
                f"{after.pot} stays for the next deal, where new antes make it bigger."
            )
        elif after.forced_spadille and after.ombre is not None:
            parts.append(
                f"Everyone has passed, and forced spadille is on: {names[after.ombre]}, who "
                f"holds Spadille, must play an {rules.contracts[0].name}, scored as usual."
            )
        elif after.phase == "gascarille":
            parts.append(
                f"Everyone has passed, and gascarille is on: in turn from eldest, a player may "
                f"take it: discard {rules.gascarille_exchange}, draw as many, name trumps and "
                f"play it scored as a {rules.contracts[0].name}."
            )
        elif after.ombre is not None:
            ombre = after.ombre
            if after.contract is not None:
                what = f" in {after.contract.name}"
            else:
                step = rules.contracts[after.high].name
                what = (
                    f"; {'you' if names[ombre] == 'You' else names[ombre]} now "
                    f"{'choose' if names[ombre] == 'You' else 'chooses'} the game: {step} or "
                    f"higher ({_ladder(rules)})"
                )
            parts.append(
                f"{_s(names, ombre, 'win', 'wins')} the auction and "
                f"{'are' if names[ombre] == 'You' else 'is'} the ombre, playing alone against "
                f"the other two{what}."
            )
    return parts


def _trump_outcome(before: GameState, after: GameState) -> list[str]:
    if before.trump is not None or after.trump is None:
        return []
    trump = after.trump
    matadors = f"the matadors are Spadille, {manille(trump).symbol()} (Manille) and Basto"
    if after.turned_up is not None:
        card = after.turned_up
        return [
            f"The top talon card is turned up: {card.symbol()}, so {trump} are trumps; it "
            f"stays on top as the ombre's first draw. With {trump} trumps {matadors}."
        ]
    if after.contract is not None and after.contract.trump_choice == "diamonds":
        return [f"{after.contract.name.capitalize()}: diamonds are trumps; {matadors}."]
    return [f"With {trump} trumps {matadors}."]


def _exchange_outcome(before: GameState, after: GameState, names: tuple[str, ...]) -> list[str]:
    parts: list[str] = []
    entering = before.phase != "exchange" and after.phase in ("exchange", "play")
    entering = entering and before.phase not in ("play", "surrender", "over")
    contract = after.contract
    if entering and contract is not None and not contract.ombre_exchanges and not after.gascarille:
        parts.append(
            f"In {contract.name} the ombre does not exchange; the defenders still do, in "
            "play order."
        )
    if after.phase == "play" and before.phase in ("exchange", "trump", "choose", "auction"):
        if before.phase == "exchange":
            skipped = before.exchange_queue[1:]
            if skipped and not after.talon:
                who = " and ".join(names[seat] for seat in skipped)
                parts.append(f"The talon is empty, so {who} cannot exchange.")
        if after.talon:
            parts.append(
                f"{_plural(len(after.talon), 'card')} stay face down in the talon, out of play."
            )
        parts.append(f"{_s(names, after.eldest, 'lead', 'leads')} the first trick.")
    return parts


def _play_text(
    before: GameState, action: Action, after: GameState, names: tuple[str, ...]
) -> list[str]:
    seat = before.current_player
    parts: list[str] = []
    if isinstance(action, PlayCard):
        parts.append(f"{_s(names, seat, 'play', 'plays')} {action.card.symbol()}.")
        if after.vole and not before.vole:
            parts.append(
                f"By leading to trick {before.straight_tricks + 1} after winning every trick so "
                f"far, {'you are' if names[seat] == 'You' else names[seat] + ' is'} committed "
                "to a vole."
            )
        if len(after.tricks) > len(before.tricks):
            record: TrickRecord = after.tricks[-1]
            assert after.trump is not None
            why = explain_trick(record.cards, after.trump).message
            parts.append(
                f"{_s(names, record.winner, 'win', 'wins')} trick {len(after.tricks)}: {why}."
            )
    elif isinstance(action, AnnounceVole):
        rules = before.rules
        parts.append(
            f"{_s(names, seat, 'announce', 'announces')} a vole: all nine tricks, for "
            f"{rules.vole_win} from each defender; losing any trick costs {rules.vole_loss} "
            "to each."
        )
    elif isinstance(action, Stop):
        parts.append(
            f"{_s(names, seat, 'stop', 'stops')} after winning the first "
            f"{before.straight_tricks} tricks in a row."
        )
    elif isinstance(action, Surrender):
        parts.append(
            f"{_s(names, seat, 'offer', 'offers')} to give up the deal: if both defenders "
            "accept, it scores as a puesta; a defender may refuse and take over as ombre."
        )
    elif isinstance(action, Accept):
        parts.append(f"{_s(names, seat, 'accept', 'accepts')} the surrender.")
    elif isinstance(action, Refuse):
        parts.append(
            f"{_s(names, seat, 'refuse', 'refuses')} the surrender and "
            f"{'take' if names[seat] == 'You' else 'takes'} over as ombre in the same game."
        )
    return parts


def describe_step(
    before: GameState,
    action: Action,
    after: GameState,
    names: tuple[str, ...] = SEAT_NAMES,
    viewer: int = 0,
) -> str:
    """One paragraph: what ``action`` (taken in ``before``, giving ``after``) did and why it
    matters. Only the ``viewer``'s own discards and draws are named."""
    seat = before.current_player
    parts: list[str] = []
    if isinstance(action, Deal):
        antes = after.antes
        if len(set(antes)) == 1:
            ante_text = f"each player puts {antes[0]} in the pot"
        else:
            ante_text = f"the dealer, {names[after.dealer]}, puts {max(antes)} in the pot"
        parts.append(
            f"{names[after.dealer]} {'deal' if names[after.dealer] == 'You' else 'deals'} nine "
            "cards each, counterclockwise in packets of three, starting with eldest hand, "
            f"{names[after.eldest]}; {_plural(len(after.talon), 'card')} form the talon. "
            f"Antes: {ante_text}, so the pot holds {after.pot}."
        )
    elif before.phase == "auction":
        parts += _auction_text(before, action, after, names)
    elif isinstance(action, Choose):
        contract = before.rules.contract(action.contract)
        parts.append(
            f"{_s(names, seat, 'choose', 'chooses')} {contract.name}: {contract_meaning(contract)}."
        )
    elif isinstance(action, Gascarille):
        parts.append(f"{_s(names, seat, 'take', 'takes')} the gascarille.")
    elif isinstance(action, Pass) and before.phase == "gascarille":
        parts.append(f"{_s(names, seat, 'decline', 'declines')} the gascarille.")
        if after.thrown_in:
            parts.append(
                f"No one takes it: the cards are thrown in and the pot of {after.pot} stays."
            )
    elif isinstance(action, NameTrump):
        parts.append(f"{_s(names, seat, 'name', 'names')} {action.suit} as trumps.")
    elif isinstance(action, Discard):
        count = action.cards.bit_count()
        if seat == viewer and count:
            parts.append(
                f"{_s(names, seat, 'discard', 'discards')} {_cards_text(action.cards)} face "
                f"down and {'draw' if names[seat] == 'You' else 'draws'} "
                f"{_cards_text(after.drawn[seat])}."
            )
        elif count:
            parts.append(
                f"{_s(names, seat, 'discard', 'discards')} {_plural(count, 'card')} face down "
                f"and {'draw' if names[seat] == 'You' else 'draws'} as many from the talon."
            )
        else:
            parts.append(f"{_s(names, seat, 'keep', 'keeps')} all nine cards.")
        parts.append(f"{_plural(len(after.talon), 'card')} left in the talon.")
    else:
        parts += _play_text(before, action, after, names)
    parts += _outcome_of_auction(before, after, names)
    parts += _trump_outcome(before, after)
    parts += _exchange_outcome(before, after, names)
    if after.phase == "over" and before.phase != "over" and not after.thrown_in:
        assert after.settlement is not None
        parts.append(f"The deal is over: {after.settlement.result}.")
    return " ".join(parts)


def _replay_start(state: GameState) -> GameState:
    return state.replay_start()


def step_log(
    state: GameState, names: tuple[str, ...] = SEAT_NAMES, viewer: int = 0
) -> list[dict[str, Any]]:
    """Every action of the deal so far with its seat, phase, label and explanation."""
    replay = _replay_start(state)
    log: list[dict[str, Any]] = []
    for action in state.history:
        before = replay.clone()
        label = action_label(before, action)
        replay.apply(action)
        log.append(
            {
                "seat": before.current_player,
                "phase": before.phase,
                "action": "deal" if isinstance(action, Deal) else str(action),
                "label": label,
                "text": describe_step(before, action, replay, names, viewer),
            }
        )
    return log


def _trick_cards(leader: int, cards: list[Card] | tuple[Card, ...], players: int) -> list[Any]:
    return [
        {"seat": (leader + index) % players, "card": str(card)} for index, card in enumerate(cards)
    ]


def _result(state: GameState) -> dict[str, Any] | None:
    if state.phase != "over":
        return None
    lines = [
        {
            "code": line.code,
            "message": line.message,
            "chips": [
                int(line.facts.get("chips", {}).get(seat, 0)) for seat in range(state.players)
            ],
            "pot_change": int(line.facts.get("pot_change", 0)),
        }
        for line in state.result_lines()
    ]
    settlement = state.settlement
    codille_by = None
    if settlement is not None and settlement.codille_by is not None:
        codille_by = state.seat_order()[settlement.codille_by]
    return {
        "thrown_in": state.thrown_in,
        "result": "thrown in" if settlement is None else settlement.result,
        "codille_by": codille_by,
        "lines": lines,
        "returns": list(state.returns()),
        "chip_changes": list(state.chip_changes()),
        "pot_after": state.pot,
    }


def player_view(
    state: GameState, seat: int = 0, names: tuple[str, ...] = SEAT_NAMES
) -> dict[str, Any]:
    """What ``seat`` may see of ``state``, ready for JSON: the own hand (sorted for display),
    the others' card counts, the auction, trumps, the trick, tricks won, talon, pot, the
    actions open to ``seat`` when it is to act, every step explained, and the settlement."""
    players = state.players
    to_act = state.current_player == seat
    legal = state.legal_actions() if to_act and state.phase != "exchange" else []
    legal_cards = [str(action.card) for action in legal if isinstance(action, PlayCard)]
    actions = [
        {"action": str(action), "label": action_label(state, action)}
        for action in legal
        if not isinstance(action, PlayCard)
    ]
    contract = state.contract
    last = state.tricks[-1] if state.tricks and not state.trick else None
    seats = []
    for other in range(players):
        role = None
        if state.ombre is not None:
            role = "ombre" if other == state.ombre else "defender"
        seats.append(
            {
                "seat": other,
                "name": names[other],
                "cards": state.hands[other].bit_count(),
                "won": state.won[other],
                "role": role,
                "dealer": other == state.dealer,
                "eldest": other == state.eldest,
                "passed": state.passed[other],
                "ante": state.antes[other],
                "discarded": state.discarded[other].bit_count(),
            }
        )
    return {
        "rules": state.rules.name,
        "session_deals": state.rules.session_deals,
        "seat": seat,
        "names": list(names),
        "phase": state.phase,
        "current_player": state.current_player,
        "to_act": to_act,
        "dealer": state.dealer,
        "eldest": state.eldest,
        "seats": seats,
        "hand": sorted_hand(state.hands[seat], state.trump),
        "legal_cards": legal_cards,
        "actions": actions,
        "discard_range": list(state.discard_range())
        if to_act and state.phase == "exchange"
        else None,
        "your_exchange": {
            "discarded": sorted_hand(state.discarded[seat], state.trump),
            "drawn": sorted_hand(state.drawn[seat], state.trump),
        },
        "contract": None if contract is None else contract.name,
        "contract_value": None if contract is None else contract.value,
        "ombre": state.ombre,
        "trump": None if state.trump is None else str(state.trump),
        "turned_up": None if state.turned_up is None else str(state.turned_up),
        "trick": _trick_cards(state.leader, state.trick, players),
        "last_trick": None
        if last is None
        else {
            "number": len(state.tricks),
            "cards": _trick_cards(last.leader, last.cards, players),
            "winner": last.winner,
        },
        "tricks_done": len(state.tricks),
        "won": list(state.won),
        "talon_size": len(state.talon),
        "pot": state.pot,
        "pot_carried": state.pot_carried,
        "antes": list(state.antes),
        "vole": state.vole,
        "forced_spadille": state.forced_spadille,
        "gascarille": state.gascarille,
        "log": step_log(state, names, seat),
        "result": _result(state),
    }


__all__ = [
    "SEAT_NAMES",
    "action_label",
    "contract_meaning",
    "describe_step",
    "display_order",
    "parse_action",
    "player_view",
    "sorted_hand",
    "step_log",
]
