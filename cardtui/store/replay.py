"""Step through a saved match move by move, with what each seat could see at each point.

Who may look decides what a replay holds. A finished match, or a table of bots alone, hides
nothing any more: each frame holds every seat's view just before the move, so anyone can check
that a bot's move used only what its own view held. A game that can still be resumed is replayed
from one seat's point of view only (its hand, the public table, its own peeks and the events it
was shown): nothing in it may tell a player what the game still hides from them.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from ..core.public import public_view
from .saves import SaveGame


@dataclass(frozen=True)
class Frame:
    round_no: int
    move_no: int  # within the round, from 1
    seat: int
    code: str
    views: dict[int, dict[str, Any]]  # the views shown, before the move: every seat's, or one
    public: dict[str, Any]  # what the whole table could see before the move
    events: list[str]  # what the move did, as the viewer was told (seats as P1, P2...)
    private: list[bool] = field(default_factory=list)  # per event: shown to some seats only
    hidden_move: bool = False  # the move itself was a choice the viewer could not see
    redealt: bool = False  # a move was taken back here: the unseen cards were dealt anew


def open_to_all(save: SaveGame) -> bool:
    """May a replay show every hand? Only when nothing is secret any more: the match is over,
    or no human sits at the table (bots alone hide nothing from onlookers)."""
    if not any(s.is_human for s in save.seats):
        return True
    return save.finished() is not None


def viewpoints(save: SaveGame) -> list[int]:
    """The seats a game still in progress may be replayed for: its humans."""
    return [p for p, s in enumerate(save.seats) if s.is_human]


def frames(save: SaveGame, seat: int | None = None) -> Iterator[Frame]:
    """Every move with the views before it: all seats' (``seat`` None, for a game that is
    open to all) or only ``seat``'s, with the events that seat was shown."""
    for step in save.steps():
        state = step.match.state
        players = state.players
        shown = range(players) if seat is None else (seat,)
        views = {p: state.view(p).to_dict() for p in shown}
        public = public_view(state, 0 if seat is None else seat).to_dict()
        events = step.play()
        told = [e for e in events if seat is None or e.visible(seat)]
        yield Frame(
            step.round_no,
            step.move_no,
            step.seat,
            step.code,
            views,
            public,
            [e.text for e in told],
            [e.visible_to is not None for e in told],
            # Another seat's choice that showed the viewer nothing (a secret ring, a peek).
            hidden_move=seat is not None and step.seat != seat and len(told) < len(events),
            redealt=step.redealt,
        )
