"""The table's hint: what a strong player would do, the idea first and then the card.

In the play of a deal the single-dummy analysis can judge (three-handed, a trump game), the
hint is the action with the most expected chips over the layouts of the unseen cards
(:func:`ombre_core.single_dummy.analyse`); where the simple bot's choice is as good within the
estimate's error, that one (its reasons explain well). Its idea comes from
:func:`ombre_core.ideas.classify`. Elsewhere (auction, exchange, the rules the solver does not
play) it is the simple bot's hint (:func:`ombre_core.bots.hint`), with no idea.

>>> from ombre_core.game import GameState
>>> state = GameState.from_position(
...     "standard", "position entrada hearts ombre 0 leader 0 won 6 0 0 "
...     "hands As 2h 4c / 7h Kc Qd / Ac Jd 3s")
>>> advice = strong_hint(state, layouts=8)
>>> advice.action, advice.idea.split(":")[0]
('play As', 'Draw trumps')
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import PlayCard
from .bots import hint as simple_hint
from .cards import Card
from .game import GameState
from .ideas import classify
from .messages import label, plural
from .protocol import HintReply
from .ranking import card_title
from .single_dummy import SingleDummy, SingleDummyError, analyse
from .table import action_label

__all__ = ["HINT_LAYOUTS", "HINT_SECONDS", "Hint", "bot_hint", "strong_hint"]

HINT_LAYOUTS = 12
"""Layouts a hint analyses by default: enough to tell a clear best card. From trick 3 on that
takes well under a second in CPython; at the first lead it may take ten, so the table also
bounds the hint's ``seconds``."""

HINT_SECONDS = 4.0
"""The table's bound on a strong hint (the bridge's default). From trick 3 on the browser
weighs every layout well within it (p95 under a second); at the first lead, the one slow
decision, a hint takes at most about six seconds, on the layouts weighed by then or, with
none, the simple bot's."""

SOLVE_SECONDS = 5.0
"""One layout's solve at most (never more than half the hint's ``seconds``): a layout not
solved in time is left out. The analysis stops at ``seconds``, so a hint takes at most about
``seconds`` and a half; with no layout solved by then it is the simple bot's."""

_OMBRE_WINS = ("sacada", "stop", "vole")


@dataclass(frozen=True)
class Hint:
    """A suggested action for the player to act: its ``label`` (a button's words), ``reason``
    (the card's sentence), ``source`` (whose idea) and ``idea`` (the plan, without naming the
    card; ``None`` for the simple bot's hint)."""

    seat: int
    action: str
    label: str
    reason: str
    source: str
    idea: str | None

    def to_dict(self) -> HintReply:
        reply: HintReply = {
            "seat": self.seat,
            "action": self.action,
            "label": self.label,
            "reason": self.reason,
            "source": self.source,
        }
        if self.idea is not None:
            reply["idea"] = self.idea
        return reply


def bot_hint(state: GameState) -> Hint:
    """The simple bot's hint, worded as the table always showed it."""
    action, reason = simple_hint(state)
    return Hint(
        state.current_player,
        str(action),
        action_label(state, action),
        reason,
        label("hint.simple-bot"),
        None,
    )


def _tenths(share: float) -> int:
    return round(share * 10)


def _chosen(analysis: SingleDummy, preferred: str) -> str:
    """The best action, or ``preferred`` where it is no clear loss against it."""
    names = [item.action for item in analysis.actions]
    if preferred in names and analysis.verdict(preferred).label != "mistake":
        return preferred
    return analysis.best().action


def _named(card: Card, state: GameState) -> str:
    """``'2♥ Manille'`` for a titled trump, else ``'K♣'``."""
    title = card_title(card, state.trump)
    return label("card.titled", card=card.symbol(), title=title) if title else card.symbol()


def strong_hint(
    state: GameState, *, layouts: int = HINT_LAYOUTS, seed: int = 0, seconds: float | None = None
) -> Hint:
    """What a strong player would do in ``state`` (see the module's description); ``layouts``,
    ``seed`` and ``seconds`` are the analysis's budget (the same seed, without ``seconds``,
    gives the same hint; with it, no layout's solve takes more than half of it)."""
    if state.phase != "play" or state.solver_problem() is not None:
        return bot_hint(state)
    legal = state.legal_actions()
    seat = state.current_player
    if len(legal) == 1:
        only, reason = simple_hint(state)
        forced = label("idea.forced")
        return Hint(
            seat, str(only), action_label(state, only), reason, label("hint.forced"), forced
        )
    try:
        solve_seconds = SOLVE_SECONDS if seconds is None else min(SOLVE_SECONDS, seconds / 2)
        analysis = analyse(
            state,
            layouts=layouts,
            seed=seed,
            seconds=seconds,
            solve_seconds=solve_seconds,
            at_least=0,  # past its seconds a hint is the simple bot's, never a long wait
        )
    except SingleDummyError:
        return bot_hint(state)
    bot_action, bot_reason = simple_hint(state)
    action = _chosen(analysis, str(bot_action))
    estimate = analysis.estimate(action)
    best = analysis.best()
    ombre = seat == analysis.ombre
    success = sum(
        share for level, share in estimate.chances.items() if (level in _OMBRE_WINS) == ombre
    )
    side = "ombre" if ombre else "defence"
    idea = classify(state, action)
    params = {"card": _named(idea.card, state)} if idea.card is not None else {}
    sentence = label(
        "idea.sentence",
        idea=label(f"idea.{idea.code}", **params),
        evidence=plural(f"idea.evidence.{side}", _tenths(success)),
    )
    chosen = next(item for item in legal if str(item) == action)
    if action == str(bot_action):
        why = bot_reason
    elif isinstance(chosen, PlayCard):
        why = _named(chosen.card, state)
    else:
        why = action_label(state, chosen)
    chips = f"{estimate.mean:+.1f}"
    if estimate.mean >= best.mean:
        worth = label("idea.chips", chips=chips)
    else:
        worth = label("idea.chips.equal", chips=chips, best=f"{best.mean:+.1f}")
    reason = label("idea.reason", why=why, chips=worth)
    return Hint(
        seat,
        action,
        action_label(state, chosen),
        reason,
        plural("hint.strong", analysis.layouts),
        sentence,
    )
