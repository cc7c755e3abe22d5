"""What marks a round as played online, in the statistics of the player on this machine.

An online round is counted for one seat only: the player's own (the other seats are kept as
their opponents, so the win rate against each bot level still reads them, but they are no
players of this machine's statistics: another person's figures are their own machine's).

It is counted once: its match id is made from the server, the room and the seat, so a
reconnection that hears the round's end again, a table rebuilt after a resume, or a second
window find it counted already (the store counts a match's round once). The seat is in it so
that two people playing one room from the same computer each count their own seat.

``stand_in``: how many of the seat's moves in the round a stand-in bot made while the player
was away. Such a round is counted apart, as a round with undo is: a round the player did not
play through is not theirs to win.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any

from .files import DataError, clean_text, is_int

# How the queries of :mod:`cardtui.store.stats` read the marks (SQL fragments, no values).
# A seat's row counts for a player unless its round was played online from another seat.
OWN_SEAT = (
    "NOT EXISTS (SELECT 1 FROM online_rounds o "
    "WHERE o.round_id = {t}.round_id AND o.seat IS NOT {t}.seat)"
)
# Rounds in which no stand-in bot played for the player (those are counted apart), and the
# opposite, for round ``r.id``.
NO_STAND_IN = (
    "NOT EXISTS (SELECT 1 FROM online_rounds o WHERE o.round_id = {r} AND o.stand_in != 0)"
)
HELPED = "EXISTS (SELECT 1 FROM online_rounds h WHERE h.round_id = r.id AND h.stand_in != 0)"

SERVER_MAX = 200  # a server's address as the player typed it, normalised (ws://host:port)
ROOM_MAX = 16  # room codes are five characters


def online_match_id(server: str, room: str, seat: int) -> str:
    """The match id an online seat's rounds are counted under (short, the same each time)."""
    key = f"{server}\n{room}\n{seat}".encode("utf-8", "replace")
    return "online-" + hashlib.sha256(key).hexdigest()[:32]


@dataclass(frozen=True)
class OnlineRound:
    """The mark of a round played on a server: where, and which seat was the player's."""

    server: str
    room: str
    seat: int
    stand_in: int = 0  # the seat's moves a stand-in bot made this round

    def __post_init__(self) -> None:
        # Whatever the server or a file said, what is kept is short plain text.
        object.__setattr__(self, "server", clean_text(str(self.server), SERVER_MAX))
        object.__setattr__(self, "room", clean_text(str(self.room), ROOM_MAX))

    @property
    def match_id(self) -> str:
        return online_match_id(self.server, self.room, self.seat)

    def to_dict(self) -> dict[str, Any]:
        return {
            "server": self.server,
            "room": self.room,
            "seat": self.seat,
            "stand_in": self.stand_in,
        }

    @classmethod
    def from_dict(cls, data: Any, players: int, problem: str) -> OnlineRound:
        """The mark a pending round's file holds; DataError(``problem``) when any value is
        not what it must be (``players``: the round's seats)."""
        ok = (
            isinstance(data, dict)
            and isinstance(data.get("server"), str)
            and 0 < len(data["server"]) <= SERVER_MAX
            and isinstance(data.get("room"), str)
            and 0 < len(data["room"]) <= ROOM_MAX
            and is_int(data.get("seat"))
            and 0 <= data["seat"] < players
            and is_int(data.get("stand_in"))
            and 0 <= data["stand_in"] < 10**6
        )
        if not ok:
            raise DataError(problem)
        return cls(data["server"], data["room"], data["seat"], data["stand_in"])


def readable_mark(seat: object, online: object, own: object, stand_in: object) -> bool:
    """A seat's row's online mark can be used: none (a round played here), or the seat that
    counts and the stand-in's moves as numbers (``seat``: the row's own seat)."""
    return not online or (
        is_int(own) and is_int(seat) and is_int(stand_in) and 0 <= stand_in < 10**9  # type: ignore[operator]
    )


def own_rows(rows: list, bad: set[int]) -> list:
    """Of the rows of ``stats._round_rows`` (round id first; the row's seat, whether the round
    was online and the seat that counts at 7, 8 and 9), the readable ones that count for a
    player: every seat of a round played here, the player's own seat of an online round."""
    return [row for row in rows if row[0] not in bad and (not row[8] or row[9] == row[7])]
