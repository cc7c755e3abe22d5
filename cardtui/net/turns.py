"""The turn timer of a room: how long a connected player has for a move, and what happens
when the time runs out.

A room's ``turn_timer`` (seconds, 0: no limit) runs while the game waits for a human seat whose
player is connected (a player who is away is the takeover's business, as before). When it runs
out, a stand-in bot of the room's level plays that one move for the seat (the runner, as for
any bot: from the seat's view, seeded by the move number, through ``Room.act(by_bot=True)``,
so it is journaled and replays). After two time-outs in a row the stand-in keeps the seat
(``stand_in_reason`` "timeout") until the player says they are back (``back``, or ``ready``
between rounds). A move by the player resets the count. Between rounds nothing is timed.

Every table and room message carries the deadline as ``deadline_seat`` and ``deadline_in``
(seconds left when the message was made): only whose move it is, which every seat sees anyway.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .seats import HUMAN

if TYPE_CHECKING:
    from .room import Room

TIMEOUT = "timeout"
TWICE = 2  # time-outs in a row after which the stand-in keeps the seat


def deadline(room: Room) -> tuple[int, float] | None:
    """(seat, the room clock's time) when the move awaited now runs out, if it is timed."""
    match = room.match
    if room.settings.turn_timer <= 0 or room.status != "playing" or match is None:
        return None
    seat = match.state.current_player
    if seat is None or room.forced == (seat, room.seq):
        return None
    slot = room.slots[seat]
    if slot.kind != HUMAN or slot.bot_plays or slot.member is None:
        return None
    return seat, room.turn_since + room.settings.turn_timer


def deadline_fields(room: Room) -> dict[str, Any]:
    """The deadline as a message says it: whose move, and seconds left now (never the server's
    clock, which means nothing to a client)."""
    due = deadline(room)
    if due is None:
        return {"deadline_seat": None, "deadline_in": None}
    seat, at = due
    return {"deadline_seat": seat, "deadline_in": round(max(0.0, at - room.clock()), 1)}


def began(room: Room) -> None:
    """A new move is awaited (or its player just came back): its clock starts now."""
    room.turn_since = room.clock()
    room.forced = None


def ran_out(room: Room, now: float) -> bool:
    """If the awaited move's time is up, let a stand-in bot play it (the runner sees
    ``bot_turn``). False when nothing was due (the table moved on, the player came back)."""
    due = deadline(room)
    if due is None or now < due[1]:
        return False
    room.forced = (due[0], room.seq)
    room._touch()  # the runner hears of it and starts the stand-in's move
    return True


def moved(room: Room, seat: int, by_bot: bool, timed_out: bool) -> bool:
    """Count a seat's time-outs after its move; True when the stand-in now keeps the seat."""
    slot = room.slots[seat]
    began(room)
    if slot.kind != HUMAN:
        return False
    if not by_bot:
        slot.timeouts = 0
        return False
    if not timed_out:
        return False
    slot.timeouts += 1
    if slot.timeouts < TWICE or slot.stand_in:
        return False
    slot.stand_in, slot.stand_in_reason = True, TIMEOUT
    room.journal.seats_changed(room)
    return True


def back(room: Room, seat: int) -> bool:
    """The player of ``seat`` is back: the stand-in that played while their time ran out
    leaves (a stand-in for a player away or gone is not this one's to end)."""
    slot = room.slots[seat]
    if not (slot.stand_in and slot.stand_in_reason == TIMEOUT):
        return False
    slot.stand_in, slot.stand_in_reason, slot.timeouts = False, None, 0
    if room.match is not None and room.match.state.current_player == seat:
        began(room)
    room.journal.seats_changed(room)
    return True
