"""The end of a deal: the settlement (computed before the state changes), or a throw-in."""

from __future__ import annotations

from ..actions import Action
from ..errors import IllegalActionError
from ..messages import label
from ..scoring import DealOutcome, Settlement, settle
from ..state import TERMINAL, DealState, PhaseRules


def settle_now(state: DealState, *, stopped: bool = False, surrendered: bool = False) -> Settlement:
    """The settlement if the deal ended now, computed before anything changes, so that an
    outcome the scoring refuses leaves the state as it was."""
    ombre, contract = state.ombre, state.contract
    assert ombre is not None and contract is not None
    order = state.seat_order()
    outcome = DealOutcome(
        state.rules,
        contract.name,
        tuple(state.won[seat] for seat in order),
        state.pot,
        state.trump,
        None if state.trump is None else state.start_hands[ombre],
        state.vole,
        stopped,
        surrendered,
        partner=None if state.partner is None else order.index(state.partner),
        forced_spadille=state.forced_spadille,
        partner_hand=None
        if state.partner is None or state.trump is None or state.start_hands[ombre] is None
        else state.start_hands[state.partner],
        dummy=None if state.dummy is None else order.index(state.dummy),
    )
    return settle(outcome)


def end_deal(state: DealState, settlement: Settlement) -> None:
    """Record ``settlement`` (from :func:`settle_now`) and end the deal."""
    state.settlement = settlement
    state.pot = settlement.pot_after
    state.phase = "over"
    state.current_player = TERMINAL


def throw_in(state: DealState) -> None:
    """Everyone passed: the cards are thrown in and the pot stays for the next deal."""
    state.thrown_in = True
    state.phase = "over"
    state.current_player = TERMINAL


def returns(state: DealState) -> tuple[int, ...]:
    """Each seat's chips from the settlement (antes not included); zeros until it is over
    and when the cards were thrown in."""
    settlement = state.settlement
    if settlement is None or state.ombre is None:
        return (0,) * state.players
    chips = [0] * state.players
    for index, amount in enumerate(settlement.chips):
        chips[(state.ombre + index) % state.players] = amount
    return tuple(chips)


def _apply(state: DealState, action: Action) -> None:
    raise IllegalActionError("deal-over", label("error.deal-over", action=str(action)))


OVER = PhaseRules(lambda state: [], _apply, lambda state: label("expect.over"))
