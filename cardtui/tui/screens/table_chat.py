"""Quick messages at an online table: ``m`` opens the picker, what the table says shows for a
few seconds under the move log, and a player can mute another on this computer.

A phrase arrives as its id and is worded here, in this reader's language. Muting is local
(the server and the others do not know) and kept per server and room while the app runs, so
stepping away and coming back to the table keeps it.
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult

from ...i18n import _
from ...net.chat import phrase_text
from ...net.client import ServerError
from ..widgets.chat_line import ChatLine
from .quick_message import Choice, QuickMessageScreen

# (server URL, room code) -> names muted there, for as long as the app runs.
MUTED: dict[tuple[str, str], set[str]] = {}


class ChatMixin:
    """Mixed into :class:`~cardtui.tui.screens.remote_table.RemoteTable`."""

    link: Any
    match: Any
    conductor: Any
    app: Any

    def compose_side(self) -> ComposeResult:
        yield from super().compose_side()  # type: ignore[misc]
        yield ChatLine(id="chat-line")

    @property
    def muted(self) -> set[str]:
        return MUTED.setdefault((self.link.url, self.match.code), set())

    def heard(self, message: dict[str, Any]) -> None:
        """A ``said`` message from the server: shown unless its sender is muted here."""
        name = message.get("name") or ""
        if name in self.muted:
            return
        phrase = message.get("phrase")
        words = phrase_text(phrase) if phrase is not None else message.get("text")
        if words:  # a phrase a newer server knows and this version does not: nothing to show
            self.query_one(ChatLine).add(name, words)  # type: ignore[attr-defined]

    def action_quick_message(self) -> None:
        me = self.conductor.seat
        others = [
            s["name"]
            for s in self.conductor.room_seats
            if s.get("kind") == "human" and s.get("seat") != me
        ]
        free_text = bool((self.link.room or {}).get("free_text"))
        screen = QuickMessageScreen(
            free_text=free_text, others=[(name, name in self.muted) for name in others]
        )
        self.app.push_screen(screen, self._picked)

    def _picked(self, choice: Choice | None) -> None:
        if choice is None:
            return
        kind, value = choice
        if kind == "mute":
            self.muted.add(value)
            self.say(_("{name} is muted: their messages are not shown here.").format(name=value))  # type: ignore[attr-defined]
        elif kind == "unmute":
            self.muted.discard(value)
            self.say(_("{name}'s messages are shown again.").format(name=value))  # type: ignore[attr-defined]
        else:
            self.run_worker(self._send(kind, value), group="online")  # type: ignore[attr-defined]

    async def _send(self, kind: str, value: str) -> None:
        try:
            await self.link.say(**{kind: value})
        except ServerError as exc:
            self.say(exc.message, severity="warning")  # type: ignore[attr-defined]
