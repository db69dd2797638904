"""What one seat knows at a decision in the play: its information set, as immutable bitmasks.

A seat sees its own hand and discards, the talon cards it drew, every card played, and how
many cards each player holds. The rules add certainties: a player who did not follow a lead
held no card that would have forced the play (a revoke is impossible), so it holds none now;
on a trump lead, a player whose trumps are all matadors higher than the lead may keep them
back (the matador privilege), so that play reveals no void in those matadors. The auction is
evidence, not certainty: :meth:`Knowledge.weight` makes a layout where a bidder holds little
less likely.

>>> from ombre_core.game import GameState
>>> state = GameState.from_position(
...     "standard", "position entrada hearts ombre 0 leader 0 won 3 3 1 "
...     "hands As Kh / 7h 2c / Ac Qc")
>>> knowledge = Knowledge.of(state)
>>> knowledge.seat, format_cards(knowledge.hand), knowledge.hand_sizes
(0, 'As Kh', (2, 2, 2))
>>> knowledge.unseen.bit_count(), knowledge.out_count
(38, 34)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .actions import Bid, BidHigher, BidPlay, PlayCard
from .cards import BASTO, FULL_DECK, SPADILLE, Card, Hand, Suit, format_cards
from .errors import OmbreError
from .game import GameState
from .ranking import suit_cards
from .rules import RuleSet
from .tricks import legal_mask

__all__ = ["Knowledge", "KnowledgeError", "auction_weight", "bidders_of", "revealed_void"]


class KnowledgeError(OmbreError, ValueError):
    """A seat's knowledge asked of a state where it cannot be had (not the play, a seat out of
    range), or a layout that does not fit it."""


_BIDS = (Bid, BidPlay, BidHigher)


def revealed_void(card: Card, lead: Card, trump: Suit | None) -> Hand:
    """The cards a player cannot have held when it played ``card`` to ``lead``: those that
    would have made ``card`` illegal (from the engine's own follow rule, ``legal_mask``).

    >>> format_cards(revealed_void(Card.CK, Card.H5, Suit.SPADES))   # no heart
    'Ah 2h 3h 4h 6h 7h Jh Qh Kh'
    >>> format_cards(revealed_void(Card.H5, Card.H7, Suit.SPADES))   # followed: no void
    ''
    >>> # Spades trumps, a low trump led, a heart played: no trump but the matadors kept back
    >>> format_cards(revealed_void(Card.H5, Card.S3, Suit.SPADES))
    '4s 5s 6s 7s Js Qs Ks'
    """
    bit = 1 << card
    forced = 0
    for other in range(40):
        if other != card and other != lead and not legal_mask(bit | 1 << other, lead, trump) & bit:
            forced |= 1 << other
    return forced


@dataclass(frozen=True)
class Knowledge:
    """The information set of ``seat`` at a decision in the play (seats as in the state).

    ``hand`` and ``discards`` are the seat's own; ``played_by`` each seat's cards played so
    far (this trick included); ``hand_sizes`` and ``drawn`` each seat's cards now and cards
    drawn at the exchange; ``voids`` per seat the cards it cannot hold (revealed by the play;
    none for the seat itself); ``pinned`` per seat the unseen cards it surely holds (Spadille
    with a forced ombre, the card turned up for trumps once drawn); ``unseen`` every card
    whose place the seat does not know, of which ``out_count`` lie outside the hands (the
    talon's rest and the others' discards).
    ``bidders`` are the seats that bid in the auction, the ombre among them unless forced.
    The rest describe the position, so that a layout of the unseen cards is a whole deal.
    """

    rules: RuleSet
    seat: int
    players: int
    ombre: int
    trump: Suit
    contract: str
    dealer: int
    pot_carried: int
    pot: int
    hand: Hand
    discards: Hand
    drawn: tuple[int, ...]
    played_by: tuple[Hand, ...]
    hand_sizes: tuple[int, ...]
    voids: tuple[Hand, ...]
    pinned: tuple[Hand, ...]
    unseen: Hand
    out_count: int
    bidders: tuple[int, ...]
    leader: int
    trick: tuple[Card, ...]
    won: tuple[int, ...]
    vole: bool
    forced_spadille: bool

    @classmethod
    def of(cls, state: GameState, seat: int | None = None) -> Knowledge:
        """What ``seat`` (default: the player to act) knows in ``state``, a play-phase
        :class:`~ombre_core.game.GameState`.

        >>> from ombre_core.game import GameState
        >>> Knowledge.of(GameState.new_deal("standard", seed=1))
        Traceback (most recent call last):
        ...
        ombre_core.knowledge.KnowledgeError: a seat's knowledge is taken in the play, not the \
auction
        """
        if state.phase != "play" or state.trump is None or state.ombre is None:
            raise KnowledgeError(
                "wrong-phase", f"a seat's knowledge is taken in the play, not the {state.phase}"
            )
        if state.contract is None:  # pragma: no cover - the play always has a contract
            raise KnowledgeError("wrong-phase", "the deal has no contract")
        players = state.players
        if seat is None:
            seat = state.current_player
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
            raise KnowledgeError(
                "bad-seat", f"the seat must be from 0 to {players - 1}, not {seat!r}"
            )
        trump = state.trump
        played = [0] * players
        voids = [0] * players
        tricks = [(record.leader, record.cards) for record in state.tricks]
        if state.trick:
            tricks.append((state.leader, tuple(state.trick)))
        for leader, cards in tricks:
            for index, card in enumerate(cards):
                who = (leader + index) % players
                played[who] |= 1 << card
                if index:
                    voids[who] |= revealed_void(card, cards[0], trump)
        all_played = 0
        for mask in played:
            all_played |= mask
        hand = state.hands[seat]
        discards = state.discarded[seat]
        unseen = FULL_DECK & ~(hand | discards | all_played)
        sizes = tuple(state.hands[other].bit_count() for other in range(players))
        others = sum(size for other, size in enumerate(sizes) if other != seat)
        voids[seat] = 0
        pinned = [0] * players
        if state.forced_spadille and unseen >> SPADILLE & 1:
            pinned[state.ombre] = 1 << SPADILLE  # a forced ombre is the one who held Spadille
        turned = 0 if state.turned_up is None else 1 << state.turned_up & unseen
        if turned:  # the card turned up lies face up on the talon until someone draws it
            takers = [other for other in range(players) if state.drawn[other] & turned]
            if takers:
                pinned[takers[0]] |= turned
            else:
                for other in range(players):
                    voids[other] |= turned
        for other in range(players):
            voids[other] &= unseen
            for holder in range(players):
                if holder != other:
                    voids[other] |= pinned[holder]
        return cls(
            rules=state.rules,
            seat=seat,
            players=players,
            ombre=state.ombre,
            trump=trump,
            contract=state.contract.name,
            dealer=state.dealer,
            pot_carried=state.pot_carried,
            pot=state.pot,
            hand=hand,
            discards=discards,
            drawn=tuple(mask.bit_count() for mask in state.drawn),
            played_by=tuple(played),
            hand_sizes=sizes,
            voids=tuple(voids),
            pinned=tuple(pinned),
            unseen=unseen,
            out_count=unseen.bit_count() - others,
            bidders=bidders_of(state),
            leader=state.leader,
            trick=tuple(state.trick),
            won=tuple(state.won),
            vole=state.vole,
            forced_spadille=state.forced_spadille,
        )

    @property
    def others(self) -> tuple[int, ...]:
        """The seats whose hands the seat does not see, in seat order."""
        return tuple(other for other in range(self.players) if other != self.seat)

    def check_layout(self, hands: tuple[Hand, ...]) -> None:
        """Raise :class:`KnowledgeError` ``bad-layout`` unless ``hands`` (every seat's hand
        now, seat order) fits the knowledge: the seat's own hand, each hand's size, every
        other card from the unseen ones and at most once, and no card a void rules out.

        >>> from ombre_core.game import GameState
        >>> state = GameState.from_position(
        ...     "standard", "position entrada hearts ombre 0 leader 0 won 4 2 2 hands As / 7h / Ac")
        >>> Knowledge.of(state).check_layout((1, 1 << 30, 1 << 16))
        """
        if len(hands) != self.players:
            raise KnowledgeError("bad-layout", f"a layout gives {self.players} hands")
        if hands[self.seat] != self.hand:
            raise KnowledgeError("bad-layout", "a layout keeps the seat's own hand")
        placed = 0
        for other in self.others:
            hand = hands[other]
            if hand & ~self.unseen or hand & placed:
                raise KnowledgeError(
                    "bad-layout", f"seat {other} holds a card seen elsewhere: {format_cards(hand)}"
                )
            if hand.bit_count() != self.hand_sizes[other]:
                raise KnowledgeError(
                    "bad-layout", f"seat {other} holds {self.hand_sizes[other]} cards"
                )
            if self.pinned[other] & ~hand:
                raise KnowledgeError(
                    "bad-layout", f"seat {other} holds {format_cards(self.pinned[other])}"
                )
            if hand & self.voids[other]:
                raise KnowledgeError(
                    "bad-layout",
                    f"seat {other} showed it holds none of "
                    f"{format_cards(hand & self.voids[other])}",
                )
            placed |= hand

    def weight(self, hands: tuple[Hand, ...]) -> float:
        """How likely the auction makes a layout (relative, at least 1): for the ombre when
        it is another seat and bid, one more than its trumps when play began; for any other
        seat that bid and was outbid, one more than its black aces (Spadille and Basto are
        trumps whatever the suit). A layout where a bidder holds nothing weighs least.

        >>> from ombre_core.game import GameState
        >>> state = GameState.from_position(
        ...     "standard", "position entrada hearts ombre 0 leader 0 won 4 2 2 hands As / 7h / Ac")
        >>> Knowledge.of(state, 1).weight((1, 1 << 16, 1 << 30))   # no auction: no evidence
        1.0
        """
        start = tuple(hand | played for hand, played in zip(hands, self.played_by, strict=True))
        return auction_weight(start, self.bidders, self.seat, self.ombre, self.trump)


def auction_weight(
    hands: Sequence[Hand], bidders: Sequence[int], seat: int, ombre: int, trump: Suit
) -> float:
    """How likely the auction makes these ``hands`` for ``seat`` (relative, at least 1): the
    rule of :meth:`Knowledge.weight`, the ``bidders`` other than ``seat`` judged by their
    ``hands``.

    >>> from ombre_core.cards import parse_hand
    >>> hands = (parse_hand("As 7h"), parse_hand("Ac Kh"), parse_hand("2c"))
    >>> auction_weight(hands, (1, 0), 2, 0, Suit.HEARTS)  # the ombre: 2 trumps; seat 1: Basto
    6.0
    """
    value = 1.0
    trumps = suit_cards(trump, trump)
    aces = 1 << SPADILLE | 1 << BASTO
    for bidder in bidders:
        if bidder == seat:
            continue
        strength = trumps if bidder == ombre else aces
        value *= 1 + (hands[bidder] & strength).bit_count()
    return value


def bidders_of(state: GameState) -> tuple[int, ...]:
    """The seats that bid in the auction of ``state``'s deal (replayed to see who acted)."""
    if state.origin is not None:
        return ()
    replay = state.replay_start()
    found: list[int] = []
    for action in state.history:
        if isinstance(action, PlayCard):
            break
        if isinstance(action, _BIDS) and replay.current_player not in found:
            found.append(replay.current_player)
        replay.apply(action)
    return tuple(found)
