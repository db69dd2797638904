"""A play-phase position to start a deal from, for lessons: hands, trump and the trick so far.

A :class:`Position` is only the data and its notation; ``GameState.from_position`` checks it
against the rules (card counts, seats, the deck) and starts play from it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .cards import Card, Hand, Suit, format_cards, parse_cards
from .errors import NotationError, OmbreError, excerpt
from .messages import label
from .notation import parse_number, whole_number
from .protocol import PositionDict

_POSITION_KEYS = ("ombre", "leader", "won", "hands", "trick", "start", "vole", "called", "forced")


@dataclass(frozen=True)
class Position:
    """A play-phase position to start from, for lessons: hands, trump, and the trick so far.

    ``hands`` are in seat order; ``won`` counts the tricks each seat has already taken;
    ``trick`` holds the cards already played to the current trick, ``leader``'s first (no
    ``won`` means no trick is taken yet);
    ``ombre_hand`` is the ombre's hand when play began (for the matador bonus, optional);
    ``start_hands`` is every seat's hand when play began (optional; it scores a defender who
    takes over after a refused surrender, and gives ``ombre_hand`` when that is not given);
    ``vole`` says whether the ombre is already bound to a vole: announced (standard), or
    committed by leading to trick 6 after winning tricks 1-5 (swedish);
    ``called`` is, in a game with a called partner (Quadrille, Quintille), the called card and
    the seat that was dealt it (the ombre's own seat when the ombre called an own king),
    written ``called Kh 2``;
    ``forced`` says that the ombre did not bid but was forced to play, holding Spadille after
    everyone passed (forced spadille), which changes what a loss costs.

    >>> position = Position.parse("position entrada hearts ombre 0 leader 1 won 4 2 2 "
    ...                           "hands As / Kh / 2c trick")
    >>> position.trump, format_cards(position.hands[1])
    (Suit.HEARTS, 'Kh')
    >>> str(position)
    'position entrada hearts ombre 0 leader 1 won 4 2 2 hands As / Kh / 2c'
    """

    contract: str
    trump: Suit
    ombre: int
    leader: int
    hands: tuple[Hand, ...]
    trick: tuple[Card, ...] = ()
    won: tuple[int, ...] = ()
    ombre_hand: Hand | None = None
    vole: bool = False
    start_hands: tuple[Hand, ...] = ()
    called: tuple[Card, int] | None = None
    forced: bool = False

    def __post_init__(self) -> None:
        if not self.won:
            object.__setattr__(self, "won", (0,) * len(self.hands))
        if self.start_hands and self.ombre_hand is None and 0 <= self.ombre < len(self.start_hands):
            object.__setattr__(self, "ombre_hand", self.start_hands[self.ombre])

    def __str__(self) -> str:
        parts = [
            f"position {self.contract} {self.trump} ombre {self.ombre} leader {self.leader}",
            "won " + " ".join(str(count) for count in self.won),
            "hands " + " / ".join(format_cards(hand) for hand in self.hands),
        ]
        if self.trick:
            parts.append("trick " + format_cards(self.trick))
        if self.start_hands:
            parts.append("start " + " / ".join(format_cards(hand) for hand in self.start_hands))
        elif self.ombre_hand is not None:
            parts.append("start " + format_cards(self.ombre_hand))
        if self.vole:
            parts.append("vole")
        if self.called is not None:
            parts.append(f"called {self.called[0]} {self.called[1]}")
        if self.forced:
            parts.append("forced")
        return " ".join(parts)

    @classmethod
    def parse(cls, text: str) -> Position:
        words = text.split()
        if len(words) < 3 or words[0] != "position":
            raise NotationError(
                "bad-position",
                label("error.bad-position.notation", text=excerpt(text)),
            )
        contract, trump = words[1].lower(), Suit.parse(words[2])
        sections: dict[str, list[str]] = {}
        key = ""
        for word in words[3:]:
            if word in _POSITION_KEYS:
                if word in sections:
                    raise NotationError(
                        "bad-position",
                        label(
                            "error.bad-position.key-twice", word=excerpt(word), text=excerpt(text)
                        ),
                    )
                key = word
                sections[key] = []
            elif not key:
                raise NotationError(
                    "bad-position",
                    label("error.bad-position.unexpected", word=excerpt(word), text=excerpt(text)),
                )
            else:
                sections[key].append(word)
        for needed in ("ombre", "leader", "hands"):
            if needed not in sections:
                raise NotationError(
                    "bad-position",
                    label("error.bad-position.needs", key=needed, text=excerpt(text)),
                )

        def number(words: list[str], what: str) -> int:
            seat = parse_number(words[0]) if len(words) == 1 else None
            if seat is None:
                raise NotationError(
                    "bad-position",
                    label("error.bad-position.seat-number", key=what, text=excerpt(text)),
                )
            return seat

        won = [parse_number(word) for word in sections.get("won", [])]
        if any(count is None for count in won):
            raise NotationError("bad-position", label("error.bad-position.won", text=excerpt(text)))
        hands = tuple(
            sum(1 << card for card in parse_cards(group))
            for group in " ".join(sections["hands"]).split("/")
        )
        start = (
            [
                sum(1 << card for card in parse_cards(group))
                for group in " ".join(sections["start"]).split("/")
            ]
            if "start" in sections
            else []
        )
        for flag in ("vole", "forced"):
            if sections.get(flag):
                raise NotationError(
                    "bad-position",
                    label("error.bad-position.flag", key=flag, text=excerpt(text)),
                )
        called = None
        if "called" in sections:
            words_called = sections["called"]
            if len(words_called) != 2:
                raise NotationError(
                    "bad-position",
                    label("error.bad-position.called", text=excerpt(text)),
                )
            called = (Card.parse(words_called[0]), number(words_called[1:], "called"))
        return cls(
            contract=contract,
            trump=trump,
            ombre=number(sections["ombre"], "ombre"),
            leader=number(sections["leader"], "leader"),
            hands=hands,
            trick=tuple(parse_cards(sections.get("trick", []))),
            won=tuple(count or 0 for count in won) if won else (0,) * len(hands),
            ombre_hand=start[0] if len(start) == 1 else None,
            vole="vole" in sections,
            start_hands=tuple(start) if len(start) > 1 else (),
            called=called,
            forced="forced" in sections,
        )

    def to_dict(self) -> PositionDict:
        return {
            "contract": self.contract,
            "trump": str(self.trump),
            "ombre": self.ombre,
            "leader": self.leader,
            "hands": [format_cards(hand) for hand in self.hands],
            "trick": [str(card) for card in self.trick],
            "won": list(self.won),
            "ombre_hand": None if self.ombre_hand is None else format_cards(self.ombre_hand),
            "vole": self.vole,
            "start_hands": [format_cards(hand) for hand in self.start_hands],
            "called": None
            if self.called is None
            else {"card": str(self.called[0]), "holder": self.called[1]},
            "forced": self.forced,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Position:
        try:
            return cls(
                contract=str(data["contract"]),
                trump=Suit.parse(data["trump"]),
                ombre=whole_number(data["ombre"], "ombre"),
                leader=whole_number(data["leader"], "leader"),
                hands=tuple(sum(1 << c for c in parse_cards(hand)) for hand in data["hands"]),
                trick=tuple(parse_cards(data.get("trick", []))),
                won=tuple(
                    whole_number(count, "won")
                    for count in data.get("won", [0] * len(data["hands"]))
                ),
                ombre_hand=(
                    None
                    if data.get("ombre_hand") is None
                    else sum(1 << c for c in parse_cards(data["ombre_hand"]))
                ),
                vole=bool(data.get("vole", False)),
                start_hands=tuple(
                    sum(1 << c for c in parse_cards(hand)) for hand in data.get("start_hands", [])
                ),
                called=None
                if data.get("called") is None
                else (
                    Card.parse(data["called"]["card"]),
                    whole_number(data["called"]["holder"], "called holder"),
                ),
                forced=bool(data.get("forced", False)),
            )
        except (KeyError, TypeError, ValueError) as error:
            if isinstance(error, OmbreError):
                raise
            raise NotationError(
                "bad-position",
                label("error.bad-position.data", data=excerpt(data), why=str(error)),
            ) from None
