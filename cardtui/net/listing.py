"""The server's list of rooms (the ``list`` request): how players find each other's rooms
without a code passed around.

Only rooms their creator chose to list (``create`` with ``listed``) appear, and only while
they are in the lobby (a full one too: a seat may be freed, spectators may watch) or, during
the match, have a seat given up that someone may take. An entry
holds what anyone may know before joining (the game, the table size, the free seats, who sits
there, whether the deal is known and spectators are welcome): never a seed, a token, a card
or the room's options.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .room import LOBBY, PLAYING, Room
from .seats import EMPTY

MAX_LISTED = 100  # entries in one answer (the newest rooms first)


def free_seats(room: Room) -> list[int]:
    """Seats someone may sit down in now: empty ones in the lobby, given-up ones in play
    (the seats :meth:`Room.sit` offers)."""
    return [
        i
        for i, s in enumerate(room.slots)
        if (room.status == LOBBY and s.kind == EMPTY) or (room.status == PLAYING and s.left)
    ]


def entry(room: Room) -> dict[str, Any]:
    """One room as the list shows it."""
    return {
        "code": room.code,
        "game": room.spec.name,
        "title": room.spec.title,
        "status": room.status,
        "players": room.players,
        "free": len(free_seats(room)),
        "names": [s.name for s in room.slots if s.kind != EMPTY and not s.left],
        "known_deal": room.settings.known_deal,
        "spectators": room.settings.spectators,
    }


def listed(rooms: Iterable[Room], game: str | None = None) -> tuple[list[dict[str, Any]], bool]:
    """The listed rooms of ``game`` (every game when None) one may join, newest first (the
    server keeps its rooms in the order they were opened); and whether more were left out."""
    found = []
    for room in reversed(list(rooms)):
        if not room.settings.listed or (game is not None and room.spec.name != game):
            continue
        if room.status != LOBBY and not free_seats(room):
            continue  # playing with every seat taken, or over: nothing to join
        found.append(room)
        if len(found) > MAX_LISTED:
            return [entry(r) for r in found[:MAX_LISTED]], True
    return [entry(r) for r in found], False
