"""The wire protocol: JSON objects in websocket text frames, one message per frame.

Every message has a ``type``. A client's request may carry an ``id`` (a number or a short
string); the server's answer to it carries the same value as ``re``. Anything the server sends
on its own (a move, a room change) has no ``re``. Unknown fields are ignored, so a newer client
can talk to an older server of the same protocol version. The full list of messages and fields
is in docs/online.md; this module is its executable form: :func:`decode` turns a frame into a
checked request or raises :class:`ProtocolError` with a sentence for the client.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from typing import Any

from ..core import jsonable
from ..i18n import N_, _, number

PROTOCOL = 1

# Error codes (the ``code`` of an ``error`` message), for programs; people read ``message``.
BAD_MESSAGE = "bad_message"  # not JSON, not an object, a field of the wrong kind
TOO_BIG = "too_big"
VERSION = "version"  # the client speaks another protocol version
HELLO_FIRST = "hello_first"
NO_ROOM = "no_room"
BAD_TOKEN = "bad_token"
NOT_ALLOWED = "not_allowed"  # the room or your role does not allow it (not the creator...)
NOT_YOUR_TURN = "not_your_turn"
NOT_YOUR_SEAT = "not_your_seat"
ILLEGAL = "illegal"  # the rules do not allow that move
STALE = "stale"  # the table moved on since the client last looked
FULL = "full"  # no free seat, or no room for another spectator
LIMIT = "limit"  # a server limit: rooms, connections, message rate
BAD_OPTIONS = "bad_options"
INTERNAL = "internal"

MAX_ID = 40
MAX_TEXT = 200
MAX_NAME = 20
MAX_OPTIONS = 64
MAX_SAY = 80  # typed text at a table (net/chat.py)
INT_RANGE = (-(2**63), 2**63 - 1)
# A JSON string may spell half of a UTF-16 pair alone (\ud800): text with no UTF-8 form, which
# could be neither stored, shown nor sent back (echoing it would fail the connection).
LONE_SURROGATE = re.compile("[\ud800-\udfff]")


class ProtocolError(Exception):
    """A request the server refuses; ``code`` for programs, the text for people; ``re`` the
    request's id when it could be read (so the client knows what was refused)."""

    def __init__(self, code: str, message: str, re: Any = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.re = re


# -- field kinds ---------------------------------------------------------------------------------
def _text(limit: int):
    def check(name: str, value: Any) -> str:
        if not isinstance(value, str):
            raise ProtocolError(BAD_MESSAGE, _("'{name}' must be text.").format(name=name))
        if len(value) > limit:
            raise ProtocolError(
                BAD_MESSAGE,
                _("'{name}' is longer than {limit} characters.").format(
                    name=name, limit=number(limit)
                ),
            )
        return value

    return check


def _int(name: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ProtocolError(BAD_MESSAGE, _("'{name}' must be a whole number.").format(name=name))
    if not INT_RANGE[0] <= value <= INT_RANGE[1]:
        raise ProtocolError(BAD_MESSAGE, _("'{name}' is out of range.").format(name=name))
    return value


def _number(name: str, value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ProtocolError(BAD_MESSAGE, _("'{name}' must be a number.").format(name=name))
    if not math.isfinite(value) or abs(value) > 1e9:
        raise ProtocolError(BAD_MESSAGE, _("'{name}' must be a finite number.").format(name=name))
    return float(value)


def _bool(name: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise ProtocolError(BAD_MESSAGE, _("'{name}' must be true or false.").format(name=name))
    return value


def _options(name: str, value: Any) -> dict[str, Any]:
    """A game's options: names to plain values (the game's spec checks them further)."""
    if not isinstance(value, dict) or len(value) > MAX_OPTIONS:
        raise ProtocolError(
            BAD_MESSAGE,
            _("'{name}' must be an object of option names to values.").format(name=name),
        )
    out = {}
    for key, item in value.items():
        if len(key) > MAX_ID or not (item is None or isinstance(item, str | int | float | bool)):
            raise ProtocolError(
                BAD_MESSAGE,
                _("'{name}' holds something that is no option value.").format(name=name),
            )
        if isinstance(item, float) and not math.isfinite(item):
            raise ProtocolError(
                BAD_MESSAGE, _("Option '{key}' must be a finite number.").format(key=key)
            )
        if isinstance(item, str) and len(item) > MAX_TEXT:
            raise ProtocolError(BAD_MESSAGE, _("Option '{key}' is too long.").format(key=key))
        out[key] = item
    return out


def _bots(name: str, value: Any) -> dict[int, str]:
    """Seats to bot levels: ``{"1": "normal"}`` (object keys are text in JSON)."""
    if not isinstance(value, dict) or len(value) > 16:
        raise ProtocolError(
            BAD_MESSAGE, _("'{name}' must be an object of seats to bot levels.").format(name=name)
        )
    out = {}
    for key, level in value.items():
        if not (key.isdigit() and len(key) <= 2) or not isinstance(level, str) or len(level) > 20:
            raise ProtocolError(
                BAD_MESSAGE, _("'{name}' maps seat numbers to bot levels.").format(name=name)
            )
        out[int(key)] = level
    return out


TEXT = _text(MAX_TEXT)
NAME = _text(MAX_NAME * 2)  # trimmed and checked for length again when a seat is taken
CODE = _text(16)
TOKEN = _text(128)

# type -> {field: check}; and the fields each type cannot do without.
FIELDS: dict[str, dict[str, Any]] = {
    "hello": {"version": _int, "name": NAME, "client": TEXT},
    "create": {
        "game": TEXT,
        "players": _int,
        "options": _options,
        "spectators": _bool,
        "takeover": _number,
        "turn_timer": _number,
        "seed": _int,
        "bots": _bots,
        "seat": _int,
        "name": NAME,
        "free_text": _bool,
        "listed": _bool,
    },
    "list": {"game": TEXT},
    "join": {"room": CODE, "seat": _int, "name": NAME},
    "resume": {"room": CODE, "token": TOKEN},
    "watch": {"room": CODE},
    "add_bot": {"seat": _int, "level": TEXT},
    "free_seat": {"seat": _int},
    "start": {},
    "act": {"action": TEXT, "seq": _int, "seat": _int},
    "ready": {},
    "back": {},
    "leave": {},
    "ping": {},
    "say": {"phrase": _text(MAX_ID), "text": _text(MAX_SAY)},
}
REQUIRED: dict[str, tuple[str, ...]] = {
    "hello": ("version",),
    "create": ("game", "players"),
    "join": ("room",),
    "resume": ("room", "token"),
    "watch": ("room",),
    "add_bot": ("seat",),
    "free_seat": ("seat",),
    "act": ("action",),
}


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def decode(raw: str | bytes, max_bytes: int) -> dict[str, Any]:
    """One frame as a checked request, or :class:`ProtocolError` (with the request's id when
    it can be read, even from a message that is too big: the websocket layer has already
    bounded it, and the client should hear which request was refused)."""
    if not isinstance(raw, str):
        raise ProtocolError(BAD_MESSAGE, _("Messages are JSON text frames, not binary ones."))
    too_big = len(raw) > max_bytes or (len(raw) * 4 > max_bytes and len(raw.encode()) > max_bytes)
    try:
        data = json.loads(raw, parse_constant=_reject_constant)
    except (ValueError, RecursionError):  # a decode error, huge digits, or very deep nesting
        data = None
        if not too_big:
            raise ProtocolError(BAD_MESSAGE, _("That message is not valid JSON.")) from None
    try:
        return _check(data, max_bytes, too_big)
    except ProtocolError as exc:
        if isinstance(data, dict) and _valid_id(data.get("id")):
            exc.re = data["id"]
        raise


def _valid_id(rid: Any) -> bool:
    if isinstance(rid, str):
        return len(rid) <= MAX_ID and not LONE_SURROGATE.search(rid)
    return not isinstance(rid, bool) and isinstance(rid, int) and len(str(rid)) <= MAX_ID


def _has_lone_surrogate(data: Any) -> bool:
    """Does any text in a decoded message, names of fields included, hold a lone surrogate?"""
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if not item.isascii() and LONE_SURROGATE.search(item):
                return True
        elif isinstance(item, dict):
            stack.extend(item)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


def _check(data: Any, max_bytes: int, too_big: bool) -> dict[str, Any]:
    if too_big:
        raise ProtocolError(
            TOO_BIG, _("A message may be at most {n} bytes.").format(n=number(max_bytes))
        )
    if not isinstance(data, dict):
        raise ProtocolError(BAD_MESSAGE, _("A message must be a JSON object with a 'type'."))
    if _has_lone_surrogate(data):
        raise ProtocolError(
            BAD_MESSAGE, _("That message holds text that is not valid Unicode (a lone surrogate).")
        )
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in FIELDS:
        known = ", ".join(FIELDS)
        raise ProtocolError(
            BAD_MESSAGE, _("Unknown message type. Known types: {known}.").format(known=known)
        )
    out: dict[str, Any] = {"type": kind}
    rid = data.get("id")
    if rid is not None:
        if not _valid_id(rid):
            raise ProtocolError(BAD_MESSAGE, _("'id' must be a number or a short text."))
        out["id"] = rid
    for name, check in FIELDS[kind].items():
        if name in data and data[name] is not None:
            out[name] = check(name, data[name])
    missing = [name for name in REQUIRED.get(kind, ()) if name not in out]
    if missing:
        raise ProtocolError(
            BAD_MESSAGE,
            _("A '{kind}' message needs {fields}.").format(kind=kind, fields=", ".join(missing)),
        )
    return out


def encode(message: dict[str, Any]) -> str:
    """A message as one JSON text. Views may go in as the game's own objects: cards and
    actions become their codes on the way (as ``View.to_dict`` would make them, without
    building the plain copy first: this is the server's hot path)."""
    try:
        return json.dumps(message, separators=(",", ":"), ensure_ascii=False, default=_plain)
    except TypeError:  # a mapping with keys JSON cannot hold: the slow, general way
        return json.dumps(jsonable(message), separators=(",", ":"), ensure_ascii=False)


def _plain(value: Any) -> Any:
    """What ``core.jsonable`` makes of an object the json module does not know."""
    code = getattr(value, "code", None)
    if isinstance(code, str):
        return code
    if isinstance(value, set | frozenset):
        return sorted(value, key=repr)
    if isinstance(value, Mapping):
        return {str(k): v for k, v in value.items()}
    to_dict = getattr(value, "to_dict", None)
    if callable(to_dict):
        return to_dict()
    raise TypeError(f"cannot send {type(value).__name__} as JSON")


def error(code: str, message: str, re: Any = None) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "error", "code": code, "message": message}
    if re is not None:
        out["re"] = re
    return out


def reply(request: dict[str, Any], kind: str = "ok", **fields: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"type": kind, **fields}
    if "id" in request:
        out["re"] = request["id"]
    return out


# Said to a player whose seat the room's creator freed; the client recognises it (link.py).
GAVE_AWAY = N_("The room's creator gave your seat away.")
