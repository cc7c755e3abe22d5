"""Seats of a room, room codes and seat tokens.

A token is 32 random hex digits handed to a player once, when they sit down; the server keeps
only its SHA-256, so a copy of the rooms database gives nobody a seat.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Container
from dataclasses import dataclass
from typing import Any, Protocol

from ..core.text import clean_name as _clean_name
from ..i18n import _, number

HUMAN, BOT, EMPTY = "human", "bot", "empty"
# No 0/O, 1/I/L: a code read aloud or copied from a screen is hard to get wrong.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 5


def new_code(taken: Container[str]) -> str:
    while True:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        if code not in taken:
            return code


def normalize_code(text: str) -> str:
    return text.strip().upper()


def new_token() -> str:
    return secrets.token_hex(16)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def token_matches(token: str, digest: str | None) -> bool:
    return digest is not None and hmac.compare_digest(token_hash(token), digest)


def clean_name(text: str | None, limit: int = 20) -> str:
    """A player's name as shown at the table: core's one cleaner (control characters and
    terminal escapes go), then refused when nothing is left or it is longer than ``limit``."""
    name = _clean_name(text, limit + 1)
    if not name:
        raise ValueError(_("Say your name to sit down."))
    if len(name) > limit:
        raise ValueError(
            _("A name may be at most {limit} characters long.").format(limit=number(limit))
        )
    return name


class Member(Protocol):
    """A connection as a room sees it: where it sits, and a way to send it a message that
    never waits (a slow client is dropped by its connection, never waits for by the room)."""

    room: Any
    seat: int | None

    def send(self, message: dict[str, Any]) -> None: ...


@dataclass(eq=False)
class Slot:
    """One seat of a room."""

    kind: str = EMPTY
    name: str = ""
    level: str | None = None  # a bot's level
    token_hash: str | None = None  # a human's seat token (its digest)
    member: Member | None = None  # the connection playing this seat now
    away_since: float | None = None  # when the human's connection went away
    stand_in: bool = False  # a bot plays for the human who is away (or left)
    left: bool = False  # the human gave the seat up during the match
    ready: bool = False  # for the next round
    timeouts: int = 0  # the player's turns in a row that ran out of time (turn timer)
    stand_in_reason: str | None = None  # why a bot plays: "away", "left" or "timeout"

    @property
    def connected(self) -> bool:
        return self.member is not None

    @property
    def bot_plays(self) -> bool:
        return self.kind == BOT or self.stand_in

    def to_dict(self, seat: int) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": seat, "kind": self.kind, "name": self.name}
        if self.kind == BOT:
            out["level"] = self.level
        if self.kind == HUMAN:
            out["connected"] = self.connected
            out["stand_in"] = self.stand_in
            out["left"] = self.left
            out["ready"] = self.ready  # for the next round (between rounds)
            if self.stand_in:  # an id: the client words it
                out["stand_in_reason"] = self.stand_in_reason or ("left" if self.left else "away")
        return out

    def clear(self) -> None:
        self.kind, self.name, self.level, self.token_hash = EMPTY, "", None, None
        self.member, self.away_since, self.stand_in, self.left = None, None, False, False
        self.ready = False
        self.timeouts, self.stand_in_reason = 0, None
