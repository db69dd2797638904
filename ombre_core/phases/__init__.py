"""The phases of a deal, one module each, all changing one :class:`~ombre_core.state.DealState`.

Layers, lowest first: ``deal`` (the chance step) and ``settlement`` (the end) depend on nothing
else here; ``play`` ends in ``settlement``; ``exchange`` starts ``play``; ``auction`` (with the
choice of game and trumps) starts ``exchange``. :data:`PHASES` maps each phase name to its
:class:`~ombre_core.state.PhaseRules`; ``GameState`` dispatches through it.
"""

from __future__ import annotations

from ..state import Phase, PhaseRules
from .auction import AUCTION, CALLING, CHOOSE, GASCARILLE_OFFER, TRUMPS
from .deal import DEAL
from .exchange import EXCHANGE
from .play import PLAYING, SURRENDERING
from .settlement import OVER

PHASES: dict[Phase, PhaseRules] = {
    "deal": DEAL,
    "auction": AUCTION,
    "gascarille": GASCARILLE_OFFER,
    "choose": CHOOSE,
    "trump": TRUMPS,
    "call": CALLING,
    "exchange": EXCHANGE,
    "play": PLAYING,
    "surrender": SURRENDERING,
    "over": OVER,
}
