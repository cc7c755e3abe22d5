"""Quick messages at a table: a few phrases sent as ids, and typed text where the room allows it.

A phrase travels as its id (``gg``) and each client words it in its own language from the
catalog, so players who read different languages each read their own. Typed text is off
unless the room's creator turned it on: it comes from a stranger and is shown to everyone, so
it is short, cleaned of everything a terminal would obey (control characters, bidirectional
overrides and isolates, line breaks) and metered per seat. Only seated players speak:
spectators are anonymous (no seat to mute them by, no name the table knows) and a room with
twenty of them would drown the players; they read what the players say.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.text import clean_text
from ..i18n import _, comma, ngettext, number, pgettext
from . import messages as m
from .messages import ProtocolError

if TYPE_CHECKING:
    from .room import Room

# id -> the phrase, worded by each reader's client in its own language. Literal pgettext calls,
# so the catalog holds each with its context ("Your turn" said to another player is not the
# table's own prompt).
_WORDS = {
    "gg": lambda: pgettext("quick message", "Good game"),
    "wp": lambda: pgettext("quick message", "Well played"),
    "your_turn": lambda: pgettext("quick message", "Your turn"),
    "thanks": lambda: pgettext("quick message", "Thanks"),
    "oops": lambda: pgettext("quick message", "Oops"),
}
PHRASES = tuple(_WORDS)
MAX_TEXT = m.MAX_SAY  # characters of typed text (checked as sent, and once cleaned)


@dataclass
class Budget:
    """One seat's allowance of messages: ``rate`` a second on average, ``burst`` at once."""

    left: float
    stamp: float

    def take(self, now: float, rate: float, burst: int) -> float:
        """Spend one message: 0 when allowed, else the seconds until one is allowed."""
        self.left = min(float(burst), self.left + max(0.0, now - self.stamp) * rate)
        self.stamp = now
        if self.left >= 1:
            self.left -= 1
            return 0.0
        return (1 - self.left) / rate if rate > 0 else math.inf


def phrase_text(phrase: Any) -> str | None:
    """A phrase in the reader's language (None for an id this version does not know)."""
    words = _WORDS.get(phrase) if isinstance(phrase, str) else None
    return words() if words is not None else None


def clean(text: str) -> str:
    """Typed text as it may be shown: one line, nothing a terminal obeys, at most MAX_TEXT
    characters (core's one cleaner: C0/C1 controls, bidi overrides and isolates go; the
    zero-width joiners an emoji or a Persian word needs stay)."""
    return clean_text(text, MAX_TEXT)


def said(room: Room, seat: int | None, request: dict[str, Any], now: float, config: Any) -> None:
    """Check a ``say`` request, then send ``said`` to everyone at the table (seated players
    and spectators). Refusals (a ProtocolError with a sentence) change nothing."""
    phrase, text = request.get("phrase"), request.get("text")
    if seat is None:
        raise ProtocolError(
            m.NOT_ALLOWED, _("Spectators read the table's messages but cannot send any.")
        )
    if (phrase is None) == (text is None):
        raise ProtocolError(m.BAD_MESSAGE, _("Send either a quick phrase or a text."))
    out: dict[str, Any] = {"type": "said", "seat": seat, "name": room.slots[seat].name}
    if phrase is not None:
        if phrase not in PHRASES:
            known = comma().join(PHRASES)
            raise ProtocolError(
                m.BAD_MESSAGE,
                _("There is no quick phrase {phrase!r}. The phrases are: {known}.").format(
                    phrase=phrase, known=known
                ),
            )
        out["phrase"] = phrase
    else:
        if not room.settings.free_text:
            raise ProtocolError(
                m.NOT_ALLOWED,
                _("This room does not allow typed messages: choose one of the quick phrases."),
            )
        cleaned = clean(text)
        if not cleaned:
            raise ProtocolError(m.BAD_MESSAGE, _("That message has nothing to show."))
        out["text"] = cleaned
    budget = room.chat.setdefault(seat, Budget(float(config.chat_burst), now))
    wait = budget.take(now, config.chat_rate, config.chat_burst)
    if wait > 0:
        seconds = max(1, math.ceil(wait))
        raise ProtocolError(
            m.LIMIT,
            ngettext(
                "You are sending messages too fast: wait {n} second.",
                "You are sending messages too fast: wait {n} seconds.",
                seconds,
            ).format(n=number(seconds)),
        )
    for member in [*room.members, *room.watchers]:
        member.send(out)
