"""The server's answers to each request type: ``on_<type>(conn, request)``.

A handler checks everything first and raises :class:`ProtocolError` before anything changes;
then it changes the room and answers. Handlers never wait (no ``await``): a request is handled
to the end before the next one, so rooms need no locks.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .. import __version__, bots, games
from ..i18n import _, comma, number
from . import chat, listing
from . import messages as m
from .connection import Connection
from .lease import Fenced
from .messages import ProtocolError, error, reply
from .room import OVER, Room, RoomSettings
from .seats import clean_name, new_code, normalize_code

if TYPE_CHECKING:
    from .config import ServerConfig
    from .store import RoomStore
    from .tries import WrongTries

log = logging.getLogger("cardtui.net")
MAX_TAKEOVER = 3600.0
MAX_TURN_TIMER = 600.0  # the app offers 30 s, 1 min and 2 min


class Requests:
    config: ServerConfig
    rooms: dict[str, Room]
    store: RoomStore | None
    tries: WrongTries

    clock: Callable[[], float]

    def _adopt(self, room: Room) -> None: ...
    def take(self, code: str) -> Room | None: ...  # cluster.py: a room of a shared database

    def on_hello(self, conn: Connection, request: dict[str, Any]) -> None:
        if conn.greeted:
            raise ProtocolError(m.NOT_ALLOWED, _("You said hello already."))
        if request["version"] != m.PROTOCOL:
            conn.send(
                error(
                    m.VERSION,
                    (
                        _(
                            "This server speaks protocol version {protocol}, your client "
                            "{request}: use the same cardtui version as the server."
                        ).format(protocol=m.PROTOCOL, request=request["version"])
                    ),
                    request.get("id"),
                )
            )
            conn.closed = True  # the handler's loop ends; the error still goes out
            return
        conn.greeted = True
        conn.name = request.get("name")
        conn.send(
            reply(
                request,
                "welcome",
                version=m.PROTOCOL,
                server=f"cardtui {__version__}",
                limits=self.config.limits(),
                games=[self._game_info(name) for name in games.all()],
            )
        )

    @staticmethod
    def _game_info(name: str) -> dict[str, Any]:
        spec = games.get(name)
        return {
            "name": name,
            "title": spec.title,
            "min_players": spec.min_players,
            "max_players": spec.max_players,
            "levels": bots.online_levels(name),
        }

    def _room(self, conn: Connection, code: str) -> Room:
        """The room with this code; wrong codes are counted (net/tries.py) and, past a
        limit, every lookup by code is refused for the rest of the minute."""
        self.tries.check_codes(conn)
        room = self.rooms.get(normalize_code(code)) or self.take(normalize_code(code))
        if room is None:
            self.tries.wrong_code(conn)
            raise ProtocolError(
                m.NO_ROOM, _("There is no room {code!r} on this server.").format(code=code.strip())
            )
        return room

    def _seated_room(self, conn: Connection) -> Room:
        if conn.room is None:
            raise ProtocolError(m.NOT_ALLOWED, _("Join a room first."))
        return conn.room

    @staticmethod
    def _unseated(conn: Connection) -> None:
        if conn.room is not None:
            raise ProtocolError(
                m.NOT_ALLOWED,
                _("You are in room {code}: leave it first.").format(code=conn.room.code),
            )

    def on_create(self, conn: Connection, request: dict[str, Any]) -> None:
        self._unseated(conn)
        cfg = self.config
        if len(self.rooms) >= cfg.max_rooms:
            raise ProtocolError(m.LIMIT, _("The server has as many rooms as it can hold."))
        mine = [r for r in self.rooms.values() if r.owner == conn.address and r.status != OVER]
        if len(mine) >= cfg.rooms_per_address:
            raise ProtocolError(m.LIMIT, _("You have opened as many rooms as this server allows."))
        takeover = request.get("takeover", cfg.takeover)
        if not 0 <= takeover <= MAX_TAKEOVER:
            raise ProtocolError(
                m.BAD_MESSAGE,
                _("'takeover' is 0 to {most} seconds.").format(most=number(f"{MAX_TAKEOVER:.0f}")),
            )
        turn_timer = request.get("turn_timer", cfg.turn_timer)
        if not 0 <= turn_timer <= MAX_TURN_TIMER:
            raise ProtocolError(
                m.BAD_MESSAGE,
                _("'turn_timer' is 0 (off) to {most} seconds.").format(
                    most=number(f"{MAX_TURN_TIMER:.0f}")
                ),
            )
        seed = request.get("seed")
        settings = RoomSettings(
            spectators=request.get("spectators", False),
            takeover=takeover,
            stand_in_level=cfg.stand_in_level,
            known_deal=seed is not None,
            turn_timer=turn_timer,
            free_text=request.get("free_text", False),
            listed=request.get("listed", False),
        )
        seat = request.get("seat", 0)
        try:
            spec = games.get(request["game"])
            room = Room(
                new_code(self.rooms),
                spec,
                request["players"],
                request.get("options"),
                seed=secrets.randbits(63) if seed is None else seed,
                settings=settings,
                creator=seat,
                journal=self.store,
                clock=self.clock,
            )
        except ValueError as exc:  # an unknown game, a bad option, a wrong table size
            raise ProtocolError(m.BAD_OPTIONS, str(exc)) from None
        room._seat_index(seat)
        wanted = request.get("bots", {})
        for index, level in wanted.items():
            room._seat_index(index)
            if index == seat:
                raise ProtocolError(m.BAD_MESSAGE, _("A bot cannot sit in your own seat."))
            if level not in bots.online_levels(spec.name):
                levels = comma().join(bots.online_levels(spec.name))
                raise ProtocolError(
                    m.BAD_MESSAGE,
                    _("Bot levels for {title}: {levels}.").format(
                        title=_(spec.title), levels=levels
                    ),
                )
        try:
            clean_name(request.get("name") or conn.name)
        except ValueError as exc:
            raise ProtocolError(m.BAD_MESSAGE, str(exc)) from None
        # Checked: from here on nothing refuses (but a store that cannot save the room).
        room.owner = conn.address
        if self.store is not None:
            self._store_new(room)
        self._adopt(room)
        for index, level in sorted(wanted.items()):
            room.add_bot(seat, index, level)
        token = room.sit(conn, request.get("name") or conn.name, seat)
        log.info("room %s opened (%s, %d seats)", room.code, spec.name, room.players)
        conn.send(reply(request, "joined", room=room.code, seat=seat, token=token))

    def on_list(self, conn: Connection, request: dict[str, Any]) -> None:
        """The listed rooms one may join or watch (net/listing.py): public facts only."""
        game = request.get("game")
        if game is not None and game not in games.all():
            known = comma().join(games.all())
            raise ProtocolError(
                m.BAD_MESSAGE,
                _("This server has no game {game!r}: {known}.").format(game=game, known=known),
            )
        rooms, more = listing.listed(self.rooms.values(), game)
        conn.send(reply(request, "rooms", rooms=rooms, more=more))

    def _store_new(self, room: Room) -> None:
        """Store a new room under a code no stored room has (a database shared by several
        servers knows rooms this one does not)."""
        try:
            for _tries in range(20):
                if self.store.created(room):
                    return
                room.code = new_code(self.rooms)
        except Fenced:  # the database cannot be reached
            pass
        raise ProtocolError(m.INTERNAL, _("The server cannot save new rooms now: try again later."))

    def on_join(self, conn: Connection, request: dict[str, Any]) -> None:
        self._unseated(conn)
        room = self._room(conn, request["room"])
        token = room.sit(conn, request.get("name") or conn.name, request.get("seat"))
        conn.send(reply(request, "joined", room=room.code, seat=conn.seat, token=token))

    def on_resume(self, conn: Connection, request: dict[str, Any]) -> None:
        # A right token is taken whatever the limits: nobody guesses one, and the players
        # who share an address with a guesser must always get their seats back.
        room = self.rooms.get(normalize_code(request["room"]))
        if room is None or not room.holds(request["token"]):
            # a code limit refuses even a room; a room served elsewhere is taken over here
            room = self._room(conn, request["room"])
        if not room.holds(request["token"]):
            self.tries.check_tokens(conn, room.code)
            self.tries.wrong_token(conn, room.code)
        if conn.room is not None and conn.room is not room:
            raise ProtocolError(
                m.NOT_ALLOWED,
                _("You are in room {code}: leave it first.").format(code=conn.room.code),
            )
        seat = room.attach(conn, request["token"])  # a wrong token: refused here
        conn.send(reply(request, "joined", room=room.code, seat=seat))

    def on_watch(self, conn: Connection, request: dict[str, Any]) -> None:
        self._unseated(conn)
        room = self._room(conn, request["room"])
        if len(room.watchers) >= self.config.max_watchers:
            raise ProtocolError(m.FULL, _("This room has as many spectators as it allows."))
        room.watch(conn)
        conn.send(reply(request, "watching", room=room.code))

    def on_add_bot(self, conn: Connection, request: dict[str, Any]) -> None:
        self._seated_room(conn).add_bot(conn.seat, request["seat"], request.get("level"))
        conn.send(reply(request))

    def on_free_seat(self, conn: Connection, request: dict[str, Any]) -> None:
        self._seated_room(conn).free_seat(conn.seat, request["seat"])
        conn.send(reply(request))

    def on_start(self, conn: Connection, request: dict[str, Any]) -> None:
        self._seated_room(conn).start(conn.seat)
        conn.send(reply(request))

    def on_act(self, conn: Connection, request: dict[str, Any]) -> None:
        room = self._seated_room(conn)
        if "seat" in request and request["seat"] != conn.seat:
            raise ProtocolError(m.NOT_YOUR_SEAT, _("You can only play your own seat."))
        room.act(conn.seat, request["action"], seq=request.get("seq"))
        conn.send(reply(request, seq=room.seq))

    def on_ready(self, conn: Connection, request: dict[str, Any]) -> None:
        self._seated_room(conn).ready(conn.seat)
        conn.send(reply(request))

    def on_back(self, conn: Connection, request: dict[str, Any]) -> None:
        self._seated_room(conn).back(conn.seat)
        conn.send(reply(request))

    def on_leave(self, conn: Connection, request: dict[str, Any]) -> None:
        self._seated_room(conn).leave(conn)
        conn.send(reply(request))

    def on_ping(self, conn: Connection, request: dict[str, Any]) -> None:
        conn.send(reply(request, "pong"))

    def on_say(self, conn: Connection, request: dict[str, Any]) -> None:
        chat.said(self._seated_room(conn), conn.seat, request, self.clock(), self.config)
        conn.send(reply(request))
