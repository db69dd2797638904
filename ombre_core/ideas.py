"""The idea behind a play: what a card does, told from what its player can see.

:func:`classify` names the plan a card carries out, checked in this order:

- ``stop`` / ``vole``: stop after the straight tricks, or announce a vole;
- leading (the trick is empty): a trump while an opponent may still hold one is
  ``draw-trumps``; a card no unseen card of its suit can beat is ``cash`` (win while you
  can); a card of your longest plain suit, three or more long, is ``long-suit``; anything
  else is ``lead-low``;
- following: on a trump lead, a card that neither is a matador nor wins the trick while you
  hold a matador that would win it is ``keep-matador`` (the matador privilege);
  a trump that takes a plain lead is ``trump-in``; any other winning card is ``win``;
  a losing card while your side already wins the trick, or while some legal card would have
  won it, is ``duck``; a discard from another suit while you hold a bare guarded king (the
  king and one small card of a plain suit) is ``keep-guard``; the rest is ``throw``.

"Opponent" is the other side: the ombre's opponents are the defenders, a defender's is the
ombre (three-handed, no partner to find).

>>> from ombre_core.game import GameState
>>> state = GameState.from_position(
...     "standard", "position entrada hearts ombre 0 leader 0 won 6 0 0 "
...     "hands As 2h 4c / 7h Kc Qd / Ac Jd 3s")
>>> classify(state, "play 2h")
Idea(code='draw-trumps', card=Card.H2)
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action, AnnounceVole, PlayCard, Stop, parse_action
from .cards import Card, Rank, card_list
from .errors import OmbreError
from .game import GameState
from .knowledge import Knowledge
from .ranking import is_matador, power, suit_cards, suit_in_play, trumps_mask
from .tricks import legal_mask, trick_winner

__all__ = ["IDEAS", "Idea", "IdeaError", "classify"]

IDEAS = (
    "draw-trumps",
    "cash",
    "long-suit",
    "lead-low",
    "keep-matador",
    "trump-in",
    "win",
    "duck",
    "keep-guard",
    "throw",
    "stop",
    "vole",
)
"""Every idea :func:`classify` can name (each has ``idea.CODE`` words in the catalogue)."""


class IdeaError(OmbreError, ValueError):
    """An idea asked of something that is not a play-phase action of a trump game."""


@dataclass(frozen=True)
class Idea:
    """A play's ``code`` (one of :data:`IDEAS`) and the card it is about, where it names one:
    the card played, or for ``keep-matador`` the matador kept, for ``keep-guard`` the king."""

    code: str
    card: Card | None


def _opponents(knowledge: Knowledge) -> tuple[int, ...]:
    if knowledge.seat == knowledge.ombre:
        return knowledge.others
    return (knowledge.ombre,)


def _friends(knowledge: Knowledge) -> tuple[int, ...]:
    if knowledge.seat == knowledge.ombre:
        return (knowledge.seat,)
    return tuple(seat for seat in range(knowledge.players) if seat != knowledge.ombre)


def _may_hold(knowledge: Knowledge, seats: tuple[int, ...], cards: int) -> bool:
    """Whether one of ``seats`` may hold one of ``cards`` as far as the player knows."""
    unseen = knowledge.unseen & cards
    return any(unseen & ~knowledge.voids[seat] for seat in seats)


def _lead_idea(knowledge: Knowledge, card: Card) -> Idea:
    trump = knowledge.trump
    trumps = trumps_mask(trump)
    if trumps >> card & 1 and _may_hold(knowledge, _opponents(knowledge), trumps):
        return Idea("draw-trumps", card)
    suit = suit_in_play(card, trump)
    same = suit_cards(suit, trump)
    if not any(
        power(other, trump) > power(card, trump) for other in card_list(knowledge.unseen & same)
    ):
        return Idea("cash", card)
    lengths = {
        plain: (knowledge.hand & suit_cards(plain, trump)).bit_count()
        for plain in {suit_in_play(held, trump) for held in card_list(knowledge.hand & ~trumps)}
    }
    if not trumps >> card & 1 and lengths[suit] >= 3 and lengths[suit] == max(lengths.values()):
        return Idea("long-suit", card)
    return Idea("lead-low", card)


def _bare_king(knowledge: Knowledge, thrown: Card) -> Card | None:
    """A plain king held with exactly one other card of its suit, not of ``thrown``'s suit."""
    trump = knowledge.trump
    for king in card_list(knowledge.hand & ~trumps_mask(trump)):
        suit = suit_in_play(king, trump)
        if king.rank != Rank.KING or suit == suit_in_play(thrown, trump):
            continue
        if (knowledge.hand & suit_cards(suit, trump)).bit_count() == 2:
            return king
    return None


def _follow_idea(state: GameState, knowledge: Knowledge, card: Card) -> Idea:
    trump = knowledge.trump
    trick = list(knowledge.trick)
    lead = trick[0]
    position = len(trick)
    hand = knowledge.hand
    legal = card_list(legal_mask(hand, lead, trump))
    wins = trick_winner([*trick, card], trump) == position
    winners = [other for other in legal if trick_winner([*trick, other], trump) == position]
    trumps = trumps_mask(trump)
    if trumps >> lead & 1 and not wins and not is_matador(card, trump):
        kept = [held for held in winners if is_matador(held, trump)]
        if kept:
            return Idea("keep-matador", max(kept, key=lambda held: power(held, trump)))
    if wins:
        if trumps >> card & 1 and not trumps >> lead & 1:
            return Idea("trump-in", card)
        return Idea("win", card)
    winning_seat = (knowledge.leader + trick_winner(trick, trump)) % state.players
    if winning_seat in _friends(knowledge) or winners:
        return Idea("duck", card)
    if suit_in_play(card, trump) != suit_in_play(lead, trump):
        king = _bare_king(knowledge, card)
        if king is not None:
            return Idea("keep-guard", king)
    return Idea("throw", card)


def classify(state: GameState, action: Action | str) -> Idea:
    """The idea of ``action``, legal for the player to act in ``state`` (the play phase of a
    trump game), judged from what that player can see."""
    if isinstance(action, str):
        action = parse_action(action)
    if state.phase != "play" or state.trump is None or state.contrabola:
        raise IdeaError("wrong-phase", "a play's idea is told in the play of a trump game only")
    if action not in state.legal_actions():
        raise IdeaError("illegal-action", f"{action} is not legal here")
    if isinstance(action, Stop):
        return Idea("stop", None)
    if isinstance(action, AnnounceVole):
        return Idea("vole", None)
    if not isinstance(action, PlayCard):
        raise IdeaError("not-a-play", f"{action} is not a card played")
    knowledge = Knowledge.of(state)
    if not knowledge.trick:
        return _lead_idea(knowledge, action.card)
    return _follow_idea(state, knowledge, action.card)
