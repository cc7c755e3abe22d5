"""What a player missed: everything since their last turn, as the hot-seat cover tells it.

A seat's recap is built from the moves made since that seat last sat down at the screen (its
own last turn included, as ``(mover, event)``). It holds only events the seat may see
(``Event.visible``), leaves out what the seat did itself, and puts first what happened to the
seat's own cards: a card stolen from it or burnt by another's power (``data`` names the seat
as ``target`` or ``from_seat``), or a card it laid taken as a xeri. Nothing here knows a
particular game beyond those event words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from .protocol import Event

# Events of a seat's own move that are still news to it: the next deal came with its card.
NEWS_OF_OWN_MOVE = frozenset({"deal", "bottom_card"})
# Keys of an event's data that name the seat whose cards it took or burnt.
VICTIM_KEYS = ("target", "from_seat")


@dataclass
class Recap:
    """A seat's recap: what happened to its own cards, then everything else in order."""

    yours: list[Event] = field(default_factory=list)
    rest: list[Event] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.yours or self.rest)

    @property
    def events(self) -> list[Event]:
        return [*self.yours, *self.rest]


def touched(event: Event, seat: int, laid: set[str]) -> bool:
    """Did ``event`` (another seat's doing) happen to ``seat``'s cards? ``laid``: the cards
    ``seat`` put on the table (a lone one taken is a xeri against it)."""
    if event.seat == seat:
        return False
    data = event.data or {}
    if any(data.get(key) == seat for key in VICTIM_KEYS):
        return True
    return event.kind == "xeri" and bool(laid.intersection(event.cards))


def recap_for(seat: int, moves: Sequence[tuple[int | None, Event]]) -> Recap:
    """``seat``'s recap of ``moves`` (``(mover, event)``, in order; mover None: the deal)."""
    laid: set[str] = set()
    out = Recap()
    for mover, event in moves:
        if not event.visible(seat) or (event.kind == "turn" and event.seat == seat):
            continue  # hidden from it, or "your turn" (the cover says so)
        if mover == seat and event.seat == seat:
            laid.update(event.cards)  # what it played may come back as a xeri against it
            if event.kind not in NEWS_OF_OWN_MOVE:
                continue  # it saw its own move
        if touched(event, seat, laid):
            out.yours.append(event)
        else:
            out.rest.append(event)
    return out
