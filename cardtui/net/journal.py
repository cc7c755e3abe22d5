"""What a room writes down so that it survives a restart, and the form its options take."""

from __future__ import annotations

from dataclasses import asdict, is_dataclass
from typing import TYPE_CHECKING, Any

from ..core import jsonable

if TYPE_CHECKING:
    from .room import Room


class Journal:
    """Where a room writes down what must survive a restart (no-ops: a room in memory)."""

    def created(self, room: Room) -> None: ...
    def seats_changed(self, room: Room) -> None: ...
    def started(self, room: Room) -> None: ...
    def moved(self, room: Room, seat: int, code: str, by_bot: bool) -> None: ...
    def dealt(self, room: Room) -> None: ...
    def closed(self, room: Room) -> None: ...


def options_dict(options: Any) -> dict[str, Any]:
    """A game's options as plain JSON data (for the room's summary and the store)."""
    return jsonable(asdict(options)) if is_dataclass(options) else {}
