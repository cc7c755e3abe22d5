"""A game's own table screen, played on a game server.

``remote_table_class("xeri")`` is the Xeri table with :class:`RemoteTable` mixed in: the same
widgets, keys and words as local play, driven by a :class:`~cardtui.tui.remote.RemoteConductor`
instead of the local conductor (the table's one hook, ``make_conductor``). What changes at an
online table is said on it: moves are final (no undo: the server keeps the match, and taking
a move back would need everyone's consent), there is no local save (the seat's token is kept
instead: ``cardtui join ADDRESS CODE`` takes it back), and a finished round counts in this
machine's statistics for the player's own seat only, marked online (:mod:`..online_stats`).
``i`` explains all this; ``u`` and ``ctrl+s`` answer with a sentence.
"""

from __future__ import annotations

import asyncio
import functools
from dataclasses import dataclass, field
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static

from ... import games as registry
from ...core import RoundResult
from ...i18n import N_, _, ngettext, number
from ...net.link import Link
from .. import turn_clock
from ..conductor import Phase, TableSetup
from ..online_stats import count_at_table
from ..remote import RemoteConductor
from ..remote_match import RemoteMatch
from ..settings import speed_name
from ..shown import shown
from ..tables import table_class
from ..widgets.level_words import SPEED_WORDS
from ..widgets.log import MoveLog
from .dialogs import ChoiceScreen, MessageScreen
from .invite_info import InviteInfoScreen, share_text
from .results import ResultsScreen
from .table_chat import ChatMixin

STATE_WORDS = {
    "reconnecting": N_("reconnecting…"),
    "gone": N_("disconnected"),
    "offline": N_("offline"),
}
_BACKGROUND: set[asyncio.Task] = set()  # goodbyes still going out after the screen closed


def in_background(coro: Any) -> None:
    """Run ``coro`` on the app's loop, past the life of any screen (closing a connection)."""
    task = asyncio.get_running_loop().create_task(coro)
    _BACKGROUND.add(task)
    task.add_done_callback(_BACKGROUND.discard)


@dataclass
class RemoteSetup(TableSetup):
    """A table on a server: the link to it, and the first message to show."""

    link: Link | None = None
    remote: RemoteMatch | None = None
    pending: list[dict[str, Any]] = field(default_factory=list)

    @classmethod
    def of(cls, link: Link, first: dict[str, Any] | None = None) -> RemoteSetup:
        room = link.room or {}
        match = RemoteMatch(registry.get(room["game"]), room)
        return cls(
            room["game"],
            list(match.seats),
            dict(room.get("options") or {}),
            link=link,
            remote=match,
            pending=[first] if first else [],
        )

    def build_match(self) -> Any:
        return self.remote


class OnlineResultsScreen(ResultsScreen):
    """The usual results; online the choices are the next round, or the menu at the end (no
    replay or rematch here: the server keeps the moves)."""

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="results"):
            yield Static(Text(self.headline, style="bold"), id="results-title")
            with Horizontal(id="results-tables"):
                yield Static(self.breakdown, id="results-breakdown")
                yield Static(self.standings, id="results-standings")
            with Horizontal(classes="dialog-buttons"):
                if self.match_over:
                    yield Button(_("Menu (m)"), id="menu", variant="success")
                else:
                    yield Button(_("Next round (n)"), id="next", variant="success")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "choose" and parameters[0] not in ("next", "menu"):
            return False
        return super().check_action(action, parameters)


class RemoteTable(ChatMixin):
    """Mixed in before a game's table class (see the module's docstring)."""

    setup: RemoteSetup
    conductor: RemoteConductor
    match: RemoteMatch
    app: Any

    ONLINE_BINDINGS = [
        Binding("i", "online_info", N_("Online")),
        Binding("m", "quick_message", N_("Message")),  # quick messages (table_chat.py)
        Binding(turn_clock.BACK_KEY, "seat_back", N_("Play again")),
        Binding("u", "undo", N_("Undo"), show=False),
        Binding("ctrl+s", "save", N_("Save"), key_display="^s", show=False),
        Binding("plus,equals_sign", "speed(1)", N_("Faster"), key_display="+", show=False),
        Binding("minus", "speed(-1)", N_("Slower"), key_display="-", show=False),
    ]

    @property
    def link(self) -> Link:
        assert self.setup.link is not None
        return self.setup.link

    def make_conductor(self) -> RemoteConductor:
        return RemoteConductor(
            self,  # type: ignore[arg-type]
            self.match,
            self.link,
            bot_delay=self.app.settings.bot_delay,
            spawn=self._spawn,
            pending=self.setup.pending,
            alive=self._alive,
        )

    def _alive(self) -> bool:
        return shown(self)  # a message read while it closes is not drawn

    def _spawn(self, coro: Any) -> None:
        self.run_worker(coro, group="online")  # type: ignore[attr-defined]

    def on_mount(self) -> None:
        # the turn timer's countdown in the header (twice a second: never a second behind)
        self.set_interval(0.5, self._tick_clock)  # type: ignore[attr-defined]

    def _tick_clock(self) -> None:
        if self.conductor.deadline is not None or getattr(self, "_clock_shown", False):
            self.update_header()

    def clock_text(self) -> Text | None:
        """The countdown of the awaited move (the turn timer), or None."""
        deadline = self.conductor.deadline
        if deadline is None or self.conductor.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            return None
        seat, left = deadline[0], turn_clock.seconds_left(deadline)
        mine = seat == self.conductor.seat
        names = self.conductor.names()
        name = None if mine else (names[seat] if seat < len(names) else "?")
        style = "bold reverse" if mine and left <= 10 else "bold"
        return Text(turn_clock.countdown(name, left), style=style)

    def on_unmount(self) -> None:
        self.conductor.stop()
        in_background(self.link.close())

    # -- what the table says about itself ------------------------------------------------------
    def update_header(self) -> None:
        m = self.match
        parts = [
            _(self.spec.title),  # type: ignore[attr-defined]
            _("Round {n}").format(n=number(m.round_no)),
            m.rule.describe(),
        ]
        seed = self.seed_note()
        if seed:
            parts.append(seed)
        state = STATE_WORDS.get(self.link.state)
        if state:
            parts.append(_("Online room {code} ({state})").format(code=m.code, state=_(state)))
        else:
            parts.append(_("Online room {code}").format(code=m.code))
        speed = speed_name(self.conductor.bot_delay)
        word = _(SPEED_WORDS[speed]) if speed in SPEED_WORDS else speed
        parts.append(_("Pace: {speed} (+/-)").format(speed=word))
        header = Text(" ")
        clock = self.clock_text()  # first: the one part that changes every second
        self._clock_shown = clock is not None
        if clock is not None:
            header.append_text(clock)
            header.append(" · ")
        header.append(" · ".join(parts))
        self.query_one("#table-header", Static).update(header, layout=False)  # type: ignore[attr-defined]

    def seed_note(self) -> str:
        if self.match.is_over and self.match.seed is not None:
            return _("Seed {seed}").format(seed=self.match.seed)
        if self.match.known_deal:
            return _("Known deal (the room's creator chose the seed)")
        return ""

    def say(self, text: str, *, severity: str = "information", log: bool = False) -> None:
        """A notice for a few seconds; ``log``: news of the table, kept in the move log too
        (a player who looked away still finds why a bot moved for someone)."""
        self.notify(self.text(text), severity=severity, markup=False, timeout=6)  # type: ignore[attr-defined]
        if log:
            self.query_one(MoveLog).add(self.text(text), "bot")  # type: ignore[attr-defined]

    def seats_changed(self, before: list[dict], after: list[dict]) -> None:
        for old, new in zip(before, after, strict=False):
            if new["kind"] != "human" or new["seat"] == self.conductor.seat:
                continue
            name = new["name"]
            if new.get("left") and not old.get("left"):
                self.say(
                    _("{name} left the table: a bot plays their seat from now on.").format(
                        name=name
                    ),
                    log=True,
                )
            elif new.get("stand_in_reason") == turn_clock.TIMEOUT and not old.get("stand_in"):
                self.say(turn_clock.stood_in_text(name), log=True)
            elif old.get("stand_in") and not new.get("stand_in") and new.get("connected"):
                self.say(_("{name} is back.").format(name=name), log=True)
            elif new.get("stand_in") and not old.get("stand_in"):
                self.say(
                    _("{name} is away: a bot plays for them until they are back.").format(
                        name=name
                    ),
                    log=True,
                )
            elif old.get("connected") and not new.get("connected"):
                self.say(
                    _("{name} lost the connection: their seat waits for them.").format(name=name),
                    log=True,
                )
            elif new.get("connected") and not old.get("connected"):
                self.say(_("{name} is back.").format(name=name), log=True)
            elif old.get("name") != name and old.get("kind") == "human":
                self.say(
                    _("{name} took {other}'s seat.").format(name=name, other=old.get("name")),
                    log=True,
                )
        self.update_header()
        self.refresh_bindings()  # type: ignore[attr-defined]
        if self.view is not None:  # type: ignore[attr-defined]
            self.update_scoreboard()  # type: ignore[attr-defined]

    def link_changed(self, state: str, message: str) -> None:
        self.update_header()
        if state == "gone":
            self.app.push_screen(
                MessageScreen(_("Online game"), message), lambda _: self.app.back_to_menu()
            )
        else:
            self.say(message, severity="warning" if state == "reconnecting" else "information")

    def action_online_info(self) -> None:
        link, m = self.link, self.match
        takeover = (link.room or {}).get("takeover", 60)
        if takeover:
            seconds = number(int(f"{takeover:.0f}"))
            away = ngettext(
                "A bot plays for anyone away longer than {n} second, until they are back.",
                "A bot plays for anyone away longer than {n} seconds, until they are back.",
                int(f"{takeover:.0f}"),
            ).format(n=seconds)
        else:
            away = _("The table waits for anyone who is away.")
        timer = (link.room or {}).get("turn_timer") or 0
        if timer:
            away += " " + _(
                "Each move has {time}: when it runs out, a bot plays that move; after two in a "
                "row it plays your seat until you press {key}."
            ).format(time=turn_clock.timer_word(timer), key=turn_clock.BACK_KEY)
        text = _(
            "Room {code}: you sit in seat {seat} as {name}.\n"
            "{share}\n\n"
            "Moves are final here: undo and saving are off, the server keeps the match. If the "
            "connection drops, cardtui reconnects by itself; after closing cardtui, the same "
            "command takes your seat back. {away}\n\n"
            "Your finished rounds count in this computer's statistics, marked as online. A "
            "round in which a bot played for you is counted apart."
        ).format(
            code=m.code,
            address=link.address,
            seat=number(self.conductor.seat + 1),
            name=link.name,
            away=away,
            share=share_text(link, link.room or {}, short=True),
        )
        self.app.push_screen(InviteInfoScreen(_("Online table"), text, link))

    # -- what is off online --------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "pause":
            return False
        if action in ("speed", "undo", "save", "online_info", "quick_message"):
            return True
        if action == "seat_back":  # shown while a stand-in plays this seat for lack of time
            return self.conductor.stood_in
        return super().check_action(action, parameters)  # type: ignore[misc]

    def action_seat_back(self) -> None:
        if self.conductor.stood_in:
            self.conductor.take_seat_back()

    def can_undo(self) -> bool:
        return False

    def action_undo(self) -> None:
        self.say(_("Undo is off at an online table: every move is final."))

    def action_save(self) -> None:
        self.say(
            _(
                "Saving is off at an online table: the server keeps the match, and your seat's "
                "token is kept here. Come back with: cardtui join {address} {code}"
            ).format(address=self.link.address, code=self.match.code)
        )

    def match_changed(self) -> None:
        """No autosave: the server keeps the match."""

    def count_round(self, result: RoundResult) -> None:
        """The player's own seat's round, in this computer's statistics, marked online."""
        count_at_table(self, result)

    @property
    def in_progress(self) -> bool:
        return False  # nothing is lost by quitting: the seat waits, its token is kept

    # -- results and leaving -------------------------------------------------------------------
    def show_results(self, result: RoundResult) -> None:
        screen = OnlineResultsScreen(
            title=_(self.spec.title),  # type: ignore[attr-defined]
            result=result,
            breakdown=self.round_breakdown(result),  # type: ignore[attr-defined]
            standings=self.standings(),  # type: ignore[attr-defined]
            match_over=self.match.is_over,
            headline=self.round_headline(result),  # type: ignore[attr-defined]
        )
        self.app.push_screen(screen, lambda choice: self._after_results(choice, result))

    def _after_results(self, choice: str | None, result: RoundResult) -> None:
        if choice == "next":
            self.conductor.next_round()
        elif choice == "menu":
            self.leave()

    def action_leave(self) -> None:
        if self.conductor.phase is Phase.MATCH_OVER or self.link.state == "gone":
            self.leave()
            return
        self.app.push_screen(
            ChoiceScreen(
                _("Leave the online table?"),
                _(
                    "Step away: your seat waits for you; come back with "
                    "cardtui join {address} {code} (or Play online). "
                    "Give up your seat: a bot plays it to the end of the match."
                ).format(address=self.link.address, code=self.match.code),
                [_("Step away"), _("Give up my seat")],
            ),
            self._left,
        )

    def _left(self, choice: int | None) -> None:
        if choice == 0:
            self.leave()
        elif choice == 1:
            self.conductor.stop()
            in_background(self.link.leave())
            self.app.back_to_menu()

    def leave(self) -> None:
        self.conductor.stop()
        in_background(self.link.close())
        self.app.back_to_menu()


@functools.cache
def remote_table_class(game: str) -> type:
    """The game's table screen, played on a server."""
    base = table_class(game)
    if base is None:
        raise ValueError(
            _("{game} has no table screen yet.").format(game=_(registry.get(game).title))
        )
    # The new class's own bindings: they win over its bases' (u, ctrl+s say why they are off).
    bindings = {"BINDINGS": RemoteTable.ONLINE_BINDINGS}
    return type(f"Online{base.__name__}", (RemoteTable, base), bindings)
