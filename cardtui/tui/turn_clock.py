"""The turn timer of an online room, as the app shows it: the choices of the create form, the
setting in words, the countdown at the table, and why a bot played a seat.

The server sends the deadline as ``deadline_seat`` and ``deadline_in`` (seconds left when the
message was made); the link stamps each message with this machine's clock when it came, so
the countdown is right however long the message waited before the table showed it.
"""

from __future__ import annotations

import math
import time
from typing import Any

from ..i18n import _, ngettext, number, pgettext

CHOICES = (0, 30, 60, 120)  # seconds a move; the server takes any 0..600
TIMEOUT = "timeout"  # a seat's stand_in_reason when its time ran out twice
BACK_KEY = "g"  # at the table: play my seat again after the stand-in took it


def timer_word(seconds: float) -> str:
    """A room's turn timer in words: "off", "30 seconds", "2 minutes"."""
    if not seconds or seconds <= 0:
        return pgettext("turn timer", "off")
    whole = round(seconds)
    if whole and whole % 60 == 0:
        minutes = whole // 60
        return ngettext("{n} minute", "{n} minutes", minutes).format(n=number(minutes))
    if abs(seconds - whole) < 0.05:
        return ngettext("{n} second", "{n} seconds", whole).format(n=number(whole))
    tenths = round(seconds, 1)  # a test's short timer: "0.5 seconds"
    return ngettext("{n} second", "{n} seconds", 2).format(n=number(tenths))


def timer_choices() -> list[tuple[str, int]]:
    """The create form's choices: Off, 30 seconds, 1 minute, 2 minutes."""
    return [(pgettext("turn timer", "Off") if s == 0 else timer_word(s), s) for s in CHOICES]


def timer_note(seconds: float) -> str:
    """The lobby's line about the timer ("" when the room has none)."""
    if not seconds or seconds <= 0:
        return ""
    return _("Turn timer: {time} a move").format(time=timer_word(seconds))


def deadline_of(fields: dict[str, Any], received_at: float | None) -> tuple[int, float] | None:
    """(seat, this machine's monotonic time) when the awaited move runs out, from a table or
    room summary the server sent; None when no move is timed."""
    seat, left = fields.get("deadline_seat"), fields.get("deadline_in")
    if not isinstance(seat, int) or isinstance(seat, bool) or not isinstance(left, int | float):
        return None
    if not math.isfinite(left):
        return None
    start = received_at if isinstance(received_at, float) else time.monotonic()
    return seat, start + max(0.0, float(left))


def seconds_left(deadline: tuple[int, float], now: float | None = None) -> int:
    now = time.monotonic() if now is None else now
    return max(0, math.ceil(deadline[1] - now - 1e-6))


def countdown(name: str | None, seconds: int) -> str:
    """The header's countdown: your own move (``name`` None) or another player's."""
    if name is None:
        return ngettext(
            "Your move: {n} second left", "Your move: {n} seconds left", seconds
        ).format(n=number(seconds))
    return ngettext(
        "{name} to move: {n} second left", "{name} to move: {n} seconds left", seconds
    ).format(name=name, n=number(seconds))


def timed_out_text(name: str | None) -> str:
    """Said when a stand-in played one move because the time ran out."""
    if name is None:
        return _("You ran out of time: a bot played your move.")
    return _("{name} ran out of time: a bot played for them.").format(name=name)


def stood_in_text(name: str | None) -> str:
    """Said when the stand-in keeps a seat after its time ran out twice in a row."""
    if name is None:
        return _(
            "You ran out of time twice: a bot plays your seat. Press {key} to play again."
        ).format(key=BACK_KEY)
    return _("{name} ran out of time twice: a bot plays for them until they are back.").format(
        name=name
    )
