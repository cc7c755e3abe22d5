"""The public facts of a match played on a game server, as the table screens read a ``Match``.

Rebuilt from the room (seats, options) and the table messages (round, dealer, whose turn,
every finished round); its ``rule`` is the game's own match rule fed each finished round, so
totals, round wins, letters, a target that rose and the winners read exactly as at the server.
"""

from __future__ import annotations

from typing import Any

from ..core import Event, RoundResult, Seat
from ..core.protocol import GameSpec
from ..core.text import clean_name
from ..i18n import _, number
from ..net.views import decode_result


def seats_of(room: dict[str, Any]) -> list[Seat]:
    """The room's seats as the tables name them (an empty seat is still "Seat N")."""
    seats = []
    for entry in room["seats"]:
        # A name from the server is cleaned before the fallback: one that was all escapes
        # is "Seat N", not an empty name.
        name = clean_name(entry.get("name")) or _("Seat {n}").format(n=number(entry["seat"] + 1))
        if entry["kind"] == "bot":
            seats.append(Seat("bot", name, entry.get("level") or "normal"))
        else:
            seats.append(Seat("human", name))
    return seats


class RemoteState:
    """What a table reads of ``match.state``: whose turn it is."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.current_player: int | None = None
        self.opening: tuple[Event, ...] = ()

    @property
    def is_over(self) -> bool:
        return self.current_player is None


class RemoteMatch:
    """The public facts of a match played on a server, with the attributes of a ``Match``
    that the table screens read."""

    def __init__(self, spec: GameSpec, room: dict[str, Any]) -> None:
        self.spec = spec
        self.code = room["code"]
        self.seats = seats_of(room)
        self.options = spec.options(room.get("options") or {})
        self.rule = spec.match_rule(self.players, self.options)
        self.known_deal = bool(room.get("known_deal"))
        self.seed: int | None = None  # the match seed, told once the match is over
        self.round_no = 1
        self.dealer = 0
        self.results: list[RoundResult] = []
        self.state = RemoteState(self.players)
        self.log: list[list[str]] = [[]]  # this seat's own moves of each round

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def totals(self) -> list[int]:
        return list(self.rule.totals)

    @property
    def round_wins(self) -> list[int]:
        return list(self.rule.round_wins)

    @property
    def is_over(self) -> bool:
        return self.rule.is_over

    def winners(self) -> list[int]:
        return self.rule.winners()

    def follow(self, table: dict[str, Any]) -> None:
        """Take in a table message: the round, whose turn, the finished rounds."""
        if table["round_no"] != self.round_no:
            self.log.append([])
        self.round_no, self.dealer = table["round_no"], table["dealer"]
        self.state.current_player = table["current_player"]
        for brief in table.get("results", ())[len(self.results) :]:
            self.add_result(decode_result(brief))
        over = (table.get("result") or {}).get("match")
        if over:
            self.seed = over.get("seed")

    def add_result(self, result: RoundResult) -> None:
        if result.round_no > len(self.results):
            self.results.append(result)
            self.rule.record(result)
        else:  # the same round again, with its breakdown this time
            self.results[result.round_no - 1] = result
