"""A room: one table of one game on the server, its seats, its watchers and its match.

Everything here runs in the server's event loop thread and never waits: the room changes its
state, tells the journal (the SQLite store) and hands each member the messages meant for it
(:mod:`cardtui.net.tables` builds them). Bots and timers live in the server's runner, which
calls :meth:`Room.act` like any player. Every refusal is a :class:`ProtocolError` raised before
anything changed.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .. import bots
from ..core import IllegalAction, Match, Seat
from ..core.protocol import GameSpec
from ..i18n import N_, _, comma, ngettext, number
from . import messages as m
from . import tables, turns
from .journal import Journal, options_dict
from .messages import ProtocolError
from .seats import (
    BOT,
    EMPTY,
    HUMAN,
    Member,
    Slot,
    clean_name,
    new_token,
    token_hash,
    token_matches,
)

LOBBY, PLAYING, OVER = "lobby", "playing", "over"


@dataclass
class RoomSettings:
    spectators: bool = False  # may people watch (public view only)?
    takeover: float = 60.0  # seconds before a bot plays for an away player; 0: never
    stand_in_level: str = "normal"
    known_deal: bool = False  # the creator chose the seed: everyone is told
    turn_timer: float = 0.0  # seconds a connected player has for a move; 0: no limit
    free_text: bool = False  # may players type messages (not only the quick phrases)?
    listed: bool = False  # shown to anyone who asks for the server's rooms (net/listing.py)

    def to_dict(self) -> dict[str, Any]:
        return {
            "spectators": self.spectators,
            "takeover": self.takeover,
            "turn_timer": self.turn_timer,
            "stand_in_level": self.stand_in_level,
            "known_deal": self.known_deal,
            "free_text": self.free_text,
            "listed": self.listed,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RoomSettings:
        return cls(**{k: data[k] for k in cls().to_dict() if k in data})


class Room:
    def __init__(
        self,
        code: str,
        spec: GameSpec,
        players: int,
        options: Any,
        *,
        seed: int,
        settings: RoomSettings | None = None,
        creator: int = 0,
        journal: Journal | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        spec.check_players(players)
        self.code = code
        self.spec = spec
        self.options = spec.options(options)
        self.seed = seed
        self.settings = settings or RoomSettings()
        self.creator = creator
        self.slots = [Slot() for _ in range(players)]
        self.watchers: set[Member] = set()
        self.status = LOBBY
        self.match: Match | None = None
        self.moves: list[tables.Move] = []  # this round's moves
        self.seq = 0  # moves played in the whole match
        self.journal = journal or Journal()
        self.clock = clock
        self.touched = clock()
        self.owner: str | None = None  # the address that created it (rooms per address)
        self.changed: Callable[[Room], None] = lambda room: None  # the runner listens
        self.turn_since = clock()  # when the move awaited now began (the turn timer)
        self.forced: tuple[int, int] | None = None  # (seat, seq): time ran out, a bot moves
        self.chat: dict[int, Any] = {}  # seat -> its allowance of quick messages (net/chat.py)

    @property
    def players(self) -> int:
        return len(self.slots)

    @property
    def members(self) -> list[Member]:
        return [s.member for s in self.slots if s.member is not None]

    @property
    def empty(self) -> bool:
        """Nobody is connected (the server may close the room once it is idle long enough)."""
        return not self.members and not self.watchers

    @property
    def between_rounds(self) -> bool:
        return self.status == PLAYING and self.match is not None and self.match.state.is_over

    def summary(self) -> dict[str, Any]:
        return {
            "code": self.code,
            "game": self.spec.name,
            "title": self.spec.title,
            "players": self.players,
            "options": options_dict(self.options),
            "seats": [s.to_dict(i) for i, s in enumerate(self.slots)],
            "creator": self.creator,
            "status": self.status,
            "watchers": len(self.watchers),
            **self.settings.to_dict(),
            **turns.deadline_fields(self),
        }

    # -- sending -------------------------------------------------------------------------------
    def broadcast_room(self) -> None:
        message = {"type": "room", "room": self.summary()}
        for member in [*self.members, *self.watchers]:
            member.send(message)

    def send_table(self, member: Member, *, history: bool = True) -> None:
        if self.match is not None:
            member.send({"type": "table", "table": tables.table(self, member.seat, history)})

    def _touch(self) -> None:
        self.touched = self.clock()
        self.changed(self)

    def _refuse_unless_creator(self, seat: int | None, what: str) -> None:
        """``what``: the whole refusal, a catalog message (``N_``) said in the current language."""
        if seat != self.creator:
            raise ProtocolError(m.NOT_ALLOWED, _(what))
        if self.status != LOBBY:
            raise ProtocolError(m.NOT_ALLOWED, _("The match has started: the seats are set."))

    def _seat_index(self, seat: Any) -> int:
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            raise ProtocolError(
                m.BAD_MESSAGE,
                _("Seats are numbered 0 to {players}.").format(players=number(self.players - 1)),
            )
        return seat

    # -- seats -----------------------------------------------------------------------------------
    def sit(self, member: Member, name: str | None, seat: int | None = None) -> str:
        """Seat a human (a free seat, or a seat given up during the match); returns the token."""
        try:
            name = clean_name(name)
        except ValueError as exc:
            raise ProtocolError(m.BAD_MESSAGE, str(exc)) from None
        free = [
            i
            for i, s in enumerate(self.slots)
            if (self.status == LOBBY and s.kind == EMPTY) or (self.status == PLAYING and s.left)
        ]
        if seat is not None:
            self._seat_index(seat)
            if seat not in free:
                raise ProtocolError(
                    m.FULL, _("Seat {seat} is taken.").format(seat=number(seat + 1))
                )
        elif not free:
            raise ProtocolError(m.FULL, _("Every seat at this table is taken."))
        index = free[0] if seat is None else seat
        if name in [s.name for s in self.slots if s.kind != EMPTY]:
            raise ProtocolError(
                m.BAD_MESSAGE, _("{name} already sits here: choose another name.").format(name=name)
            )
        token = new_token()
        slot = self.slots[index]
        slot.clear()
        slot.kind, slot.name, slot.token_hash, slot.member = HUMAN, name, token_hash(token), member
        member.room, member.seat = self, index
        if self.match is not None and self.match.state.current_player == index:
            turns.began(self)  # a seat given up and taken again: a fresh clock
        self.journal.seats_changed(self)
        self.broadcast_room()
        self.send_table(member)
        self._touch()
        return token

    def holds(self, token: str) -> bool:
        """Is ``token`` a seat's token here (one ``attach`` would take)?"""
        return any(
            s.kind == HUMAN and not s.left and token_matches(token, s.token_hash)
            for s in self.slots
        )

    def attach(self, member: Member, token: str) -> int:
        """Take a seat back with its token (after a dropped connection or a restart)."""
        for index, slot in enumerate(self.slots):  # noqa: B007 - index is used after the loop
            if slot.kind == HUMAN and not slot.left and token_matches(token, slot.token_hash):
                break
        else:
            raise ProtocolError(m.BAD_TOKEN, _("That seat token is not valid for this room."))
        old = slot.member
        if old is not None and old is not member:  # the same player on a new connection
            old.room, old.seat = None, None
            old.send(m.error(m.NOT_ALLOWED, _("You took this seat from another connection.")))
        slot.member, slot.away_since, slot.stand_in = member, None, False
        slot.stand_in_reason, slot.timeouts = None, 0
        member.room, member.seat = self, index
        if self.match is not None and self.match.state.current_player == index:
            turns.began(self)  # a fresh clock for a player who just came back
        self.journal.seats_changed(self)
        self.broadcast_room()
        self.send_table(member)
        self._touch()
        return index

    def watch(self, member: Member) -> None:
        if not self.settings.spectators:
            raise ProtocolError(m.NOT_ALLOWED, _("This room does not allow spectators."))
        self.watchers.add(member)
        member.room, member.seat = self, None
        self.broadcast_room()
        self.send_table(member)
        self._touch()

    def detach(self, member: Member) -> None:
        """A connection went away: its seat waits for the player (a bot may stand in later)."""
        self.watchers.discard(member)
        for slot in self.slots:
            if slot.member is member:
                slot.member, slot.away_since = None, self.clock()
        member.room, member.seat = None, None
        self.broadcast_room()
        self._touch()

    def leave(self, member: Member) -> None:
        """Give the seat up: free in the lobby; during the match a bot plays it from now on."""
        seat = member.seat
        if seat is not None and member is self.slots[seat].member:
            slot = self.slots[seat]
            if self.status == LOBBY:
                slot.clear()
                if seat == self.creator:
                    humans = [i for i, s in enumerate(self.slots) if s.kind == HUMAN]
                    self.creator = humans[0] if humans else seat
            else:
                slot.member, slot.token_hash, slot.left, slot.stand_in = None, None, True, True
                slot.stand_in_reason = "left"
            self.journal.seats_changed(self)
        self.detach(member)

    def add_bot(self, by: int | None, seat: int, level: str | None) -> None:
        self._refuse_unless_creator(by, N_("Only the room's creator can add bots."))
        slot = self.slots[self._seat_index(seat)]
        if slot.kind != EMPTY:
            raise ProtocolError(m.FULL, _("Seat {seat} is taken.").format(seat=number(seat + 1)))
        level = level or "normal"
        known = bots.online_levels(self.spec.name)
        if level not in known:
            raise ProtocolError(
                m.BAD_MESSAGE, _("Bot levels: {levels}.").format(levels=comma().join(known))
            )
        slot.kind, slot.level = BOT, level
        # the tables add the level where it helps; a name, so sent as the server wrote it
        slot.name = _("Bot {n}").format(n=number(seat + 1))
        self.journal.seats_changed(self)
        self.broadcast_room()
        self._touch()

    def free_seat(self, by: int | None, seat: int) -> None:
        self._refuse_unless_creator(by, N_("Only the room's creator can free seats."))
        slot = self.slots[self._seat_index(seat)]
        if seat == self.creator:
            raise ProtocolError(m.NOT_ALLOWED, _("You cannot take your own seat away."))
        if slot.member is not None:  # the player is told, then is a guest without a seat
            slot.member.send(m.error(m.NOT_ALLOWED, _(m.GAVE_AWAY)))
            slot.member.room, slot.member.seat = None, None
        slot.clear()
        self.journal.seats_changed(self)
        self.broadcast_room()
        self._touch()

    # -- the match -------------------------------------------------------------------------------
    def start(self, by: int | None) -> None:
        self._refuse_unless_creator(by, N_("Only the room's creator can start the match."))
        empty = [i + 1 for i, s in enumerate(self.slots) if s.kind == EMPTY]
        if empty:
            seats = comma().join(map(number, empty))
            text = ngettext(
                "Seat {seats} is empty: wait for a player or add a bot.",
                "Seat {seats} is empty: wait for a player or add a bot.",
                len(empty),
            )
            raise ProtocolError(m.NOT_ALLOWED, text.format(seats=seats))
        self.match = self.build_match()
        self.status = PLAYING
        turns.began(self)
        self.journal.started(self)
        self.broadcast_room()
        self._deal_news()
        self._touch()

    def build_match(self) -> Match:
        seats = [
            Seat.bot(s.level or "normal", s.name) if s.kind == BOT else Seat.human(s.name)
            for s in self.slots
        ]
        return Match(self.spec, seats, self.options, seed=self.seed)

    def act(
        self, seat: int | None, code: str, *, seq: int | None = None, by_bot: bool = False
    ) -> None:
        """Play ``code`` for ``seat``; refused (nothing changed) unless it is that seat's
        legal move now."""
        match = self.match
        if self.status != PLAYING or match is None:
            raise ProtocolError(m.NOT_ALLOWED, _("The match is not being played now."))
        if seat is None:
            raise ProtocolError(m.NOT_ALLOWED, _("Spectators cannot make moves."))
        current = match.state.current_player
        if current is None:
            raise ProtocolError(m.NOT_ALLOWED, _("The round is over: no more moves can be made."))
        if current != seat:
            raise ProtocolError(
                m.NOT_YOUR_TURN, _("It is {name}'s turn.").format(name=self.slots[current].name)
            )
        if not by_bot and self.slots[seat].bot_plays:
            raise ProtocolError(m.NOT_ALLOWED, _("A bot plays this seat now."))
        if seq is not None and seq != self.seq:
            raise ProtocolError(m.STALE, _("The table has moved on: look again and choose."))
        timed_out = by_bot and self.forced == (seat, self.seq)
        try:
            events = match.apply(code)
        except IllegalAction as exc:
            raise ProtocolError(m.ILLEGAL, str(exc)) from None
        self.seq += 1
        self.journal.moved(self, seat, match.log[-1][-1], by_bot)
        stood_in = turns.moved(self, seat, by_bot, timed_out)
        move = tables.Move(seat, by_bot, events, timed_out)
        self.moves.append(move)
        result = None
        if match.state.is_over:  # recorded before anyone hears of the move
            result = match.finish_round()
            for slot in self.slots:
                slot.ready = False
            if match.is_over:
                self.status = OVER
                self.journal.closed(self)
        for member in [*self.members, *self.watchers]:
            member.send(tables.move_message(self, move, member.seat))
        if result is not None:
            for member in [*self.members, *self.watchers]:
                member.send(tables.round_over_message(self, result, member.seat))
            if match.is_over:
                self.broadcast_room()
        if stood_in:  # the seat's second time-out in a row: its marks change
            self.broadcast_room()
        self._touch()

    def ready(self, seat: int | None) -> None:
        """A player is ready for the next round; it is dealt once every player is."""
        if seat is None or not self.between_rounds:
            raise ProtocolError(m.NOT_ALLOWED, _("There is no next round to get ready for."))
        turns.back(self, seat)  # a player who says they are ready is back at the table
        self.slots[seat].ready = True
        if self.all_ready():
            self.deal_next()
        else:
            self.broadcast_room()
        self._touch()

    def back(self, seat: int | None) -> None:
        """The player is back at the table: a stand-in that kept the seat after their time
        ran out twice gives it back (nothing to do otherwise)."""
        if seat is None:
            raise ProtocolError(m.NOT_ALLOWED, _("Spectators have no seat to take back."))
        if turns.back(self, seat):
            self.broadcast_room()
            member = self.slots[seat].member
            if member is not None and self.match.state.current_player == seat:
                self.send_table(member)  # the move is theirs again: its legal moves
            self._touch()

    def all_ready(self) -> bool:
        humans = [s for s in self.slots if s.kind == HUMAN]
        return any(s.ready for s in humans) and all(s.ready or s.stand_in for s in humans)

    def deal_next(self) -> None:
        self.match.next_round()
        self.moves = []
        turns.began(self)
        for slot in self.slots:  # ready for the round after this one: not yet
            slot.ready = False
        self.journal.dealt(self)
        self.broadcast_room()
        self._deal_news()

    def _deal_news(self) -> None:
        for member in [*self.members, *self.watchers]:
            member.send(tables.round_started_message(self, member.seat))

    # -- for the runner --------------------------------------------------------------------------
    def bot_turn(self) -> int | None:
        """The seat a bot must play now, if any."""
        if self.status != PLAYING or self.match is None:
            return None
        seat = self.match.state.current_player
        if seat is not None and self.forced == (seat, self.seq):
            return seat  # the player's time ran out: a bot plays this one move
        return seat if seat is not None and self.slots[seat].bot_plays else None

    def takeover_at(self) -> float | None:
        """When a bot should stand in for the player to act (away, and the room allows it)."""
        if self.status != PLAYING or self.match is None or self.settings.takeover <= 0:
            return None
        seat = self.match.state.current_player
        if seat is None:
            slots = [s for s in self.slots if s.kind == HUMAN and not s.ready and not s.stand_in]
        else:
            slots = [self.slots[seat]] if not self.slots[seat].bot_plays else []
        away = [s.away_since for s in slots if s.member is None and s.away_since is not None]
        return min(away) + self.settings.takeover if away else None

    def stand_in_due(self, now: float) -> bool:
        """Let bots stand in for every player away longer than the room allows."""
        if self.settings.takeover <= 0 or self.status != PLAYING:
            return False
        changed = False
        for slot in self.slots:
            away = slot.away_since
            if (
                slot.kind == HUMAN
                and slot.member is None
                and not slot.stand_in
                and away is not None
                and now - away >= self.settings.takeover
            ):
                slot.stand_in = changed = True
                slot.stand_in_reason = "away"
        if changed:
            self.journal.seats_changed(self)
            self.broadcast_room()
            if self.between_rounds and self.all_ready():
                self.deal_next()
            self._touch()
        return changed
