"""Step through a saved match move by move, with what every seat could see at each point.

Each frame holds every seat's view just before the move, so anyone can check that a bot's
move used only what its own view held (its hand, the public table), never another hand.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from ..core.text import with_names
from .saves import SaveGame


@dataclass(frozen=True)
class Frame:
    round_no: int
    move_no: int  # within the round, from 1
    seat: int
    code: str
    views: list[dict[str, Any]]  # every seat's view before the move
    events: list[str]  # what the move did (event texts, seats as P1, P2...)
    private: list[bool] = field(default_factory=list)  # per event: shown to some seats only


def frames(save: SaveGame) -> Iterator[Frame]:
    match = save.new_match()
    for r, codes in enumerate(save.rounds):
        if r > 0:
            match.next_round()
        for i, code in enumerate(codes):
            seat = match.state.current_player
            views = [match.state.view(p).to_dict() for p in range(match.players)]
            events = match.apply(code)
            yield Frame(
                r + 1,
                i + 1,
                seat,
                code,
                views,
                [e.text for e in events],
                [e.visible_to is not None for e in events],
            )


PRIVATE_KEYS = ("hand", "peek")


def private_part(view: dict[str, Any]) -> str:
    """What only this seat could see, as text (its hand; a Zirkhaki peek)."""
    parts = []
    for key in PRIVATE_KEYS:
        value = view.get(key)
        if value:
            shown = " ".join(map(str, value)) if isinstance(value, list) else str(value)
            parts.append(f"{key}: {shown}")
    return "; ".join(parts) or "-"


def format_frames(save: SaveGame) -> Iterator[str]:
    names = [s.name for s in save.seats]
    current = 0
    for f in frames(save):
        if f.round_no != current:
            current = f.round_no
            yield f"== Round {current} =="
        who = names[f.seat]
        yield f"{f.round_no}.{f.move_no:<3} {who}: {f.code}"
        yield f"      saw {private_part(f.views[f.seat])}"
        for text in f.events:
            yield f"      {with_names(text, names)}"
