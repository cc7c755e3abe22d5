"""The invite to an online room, as the lobby and the table's ``i`` show it: the line to paste
anywhere (``ws://host:port/CODE``, see :mod:`cardtui.net.invite`), the whole command a friend
types, whether a friend can still sit down, and a key that asks the terminal to copy the line.

Copying is Textual's ``copy_to_clipboard``: an OSC 52 request to the terminal, which many
terminals honour and some ignore (or only over a local connection). Nothing tells the app
which happened, so the notice says the request was made, and no more.
"""

from __future__ import annotations

from typing import Any

from textual.binding import Binding

from ...i18n import N_, _
from ...net.invite import invite_line, join_command, seats_note
from ...net.link import Link
from .dialogs import MessageScreen


def share_text(link: Link, room: dict[str, Any], *, short: bool = False) -> str:
    """The invite, the command and the seats, in sentences: the lobby's, or ``short`` the
    table's (in a dialog with more to say)."""
    code = room.get("code") or link.code or ""
    if short:
        text = _("Invite (c copies it): {invite}\nA friend joins with:\n{command}\n{seats}")
    else:
        text = _(
            "Invite: {invite}\n"
            "A friend joins with: {command}\n"
            "(or pastes the invite as the room code in Play online). {seats}"
        )
    return text.format(
        invite=invite_line(link.url, code),
        command=join_command(link.url, code),
        seats=seats_note(room),
    )


def copy_invite(screen: Any, link: Link, room: dict[str, Any]) -> None:
    """Ask the terminal to put the invite on the clipboard, and say what was done."""
    line = invite_line(link.url, room.get("code") or link.code or "")
    copy = getattr(screen.app, "copy_to_clipboard", None)
    if not callable(copy):
        screen.notify(
            _("This terminal interface cannot copy: select the invite on the screen instead."),
            severity="warning",
            markup=False,
        )
        return
    copy(line)
    screen.notify(
        _(
            "Asked the terminal to copy the invite (an OSC 52 request). Not every terminal "
            "does: if pasting gives nothing, select the invite on the screen."
        ),
        markup=False,
        timeout=6,
    )


class InviteInfoScreen(MessageScreen):
    """A message about an online room that can copy its invite (``c``)."""

    BINDINGS = [
        *MessageScreen.BINDINGS,
        Binding("c", "copy_invite", N_("Copy invite")),
    ]

    def __init__(self, title: str, text: str, link: Link) -> None:
        super().__init__(title, text)
        self.link = link

    def action_copy_invite(self) -> None:
        copy_invite(self, self.link, self.link.room or {})
