"""An invite: one line that names a game server and a room, to paste anywhere.

It is the server's URL with the room's code as the last part of the path::

    ws://192.168.1.5:7777/K7QXM        wss://cards.example.org:443/K7QXM

``cardtui join`` takes it as it is (``cardtui join ws://192.168.1.5:7777/K7QXM``), and so does
the "Play online" form. A server behind a reverse proxy at a path keeps it
(``wss://example.org:443/cardtui/K7QXM``): only the last part is the room. Reading an invite
splits it back into the server's address and the code before anything connects, so the seat
token saved for the server is the same as when the two were typed apart.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from ..i18n import _, ngettext, number
from .client import server_url
from .seats import CODE_ALPHABET, CODE_LENGTH


def is_code(text: str) -> bool:
    """Could ``text`` be a room code (any case)?"""
    return len(text) == CODE_LENGTH and all(c in CODE_ALPHABET for c in text.upper())


def invite_line(address: str, code: str) -> str:
    """The invite to room ``code`` on the server at ``address`` (a ValueError with a sentence
    when the address is malformed)."""
    return server_url(address).rstrip("/") + "/" + code.strip().upper()


def join_command(address: str, code: str) -> str:
    """The whole command a friend types to join."""
    return f"cardtui join {invite_line(address, code)}"


def parse_invite(text: str) -> tuple[str, str] | None:
    """``(address, code)`` when ``text`` is an invite; None when it is not one (a plain
    address, a code alone, anything else)."""
    text = text.strip()
    if not text or any(c.isspace() for c in text):
        return None
    has_scheme = "://" in text
    parts = urlsplit(text if has_scheme else "ws://" + text)
    if parts.scheme not in ("ws", "wss") or not parts.netloc or parts.query or parts.fragment:
        return None
    parent, _slash, last = parts.path.rstrip("/").rpartition("/")
    if not is_code(last):
        return None
    address = parts.netloc + parent
    return (f"{parts.scheme}://{address}" if has_scheme else address), last.upper()


def free_seats(room: dict[str, Any]) -> int:
    """Seats a friend may take in a room summary: empty ones in the lobby, given-up ones
    during the match."""
    status = room.get("status")
    seats = room.get("seats") or []
    if status == "lobby":
        return sum(s.get("kind") == "empty" for s in seats)
    if status == "playing":
        return sum(bool(s.get("left")) for s in seats)
    return 0


def seats_note(room: dict[str, Any]) -> str:
    """Whether a friend with the invite can sit down, watch, or neither."""
    if room.get("status") == "over":
        return _("The match is over: nobody can join this room now.")
    free = free_seats(room)
    if free:
        return ngettext("{n} seat is free.", "{n} seats are free.", free).format(n=number(free))
    if room.get("spectators"):
        return _("Every seat is taken: a friend can only watch (this room allows spectators).")
    return _("Every seat is taken and this room allows no spectators: a friend cannot join now.")
