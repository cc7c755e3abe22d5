"""Helpers for the server tests: clients that play by a seeded choice, a tap on what the
server sends, and a local replay of a room's round."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from typing import Any

from net.leaks import hidden_from

from cardtui import bots, games
from cardtui.core import Match, Seat, derive_seed
from cardtui.net.client import Client
from cardtui.net.connection import Connection
from cardtui.net.messages import encode


class Tap:
    """Records, for every message the server queues for a connection, its text and the cards
    hidden from that connection's seat at that moment (from the room's full state)."""

    def __init__(self, monkeypatch) -> None:
        self.sent: dict[str, list[tuple[str, set]]] = {}
        original = Connection.send
        tap = self

        def send(conn: Connection, message: dict[str, Any]) -> None:
            if not conn.closed:
                room = conn.room
                hidden: set = set()
                if room is not None and room.match is not None:
                    hidden = hidden_from(room.match.state, conn.seat)
                tap.sent.setdefault(conn.name, []).append((encode(message), hidden))
            original(conn, message)

        monkeypatch.setattr(Connection, "send", send)


async def play_round(
    client: Client,
    rng: random.Random,
    moves: list[tuple[int, str]],
    stop: Callable[[], bool] | None = None,
) -> dict | None:
    """Play this client's seat with seeded random moves until the round is over (or until
    ``stop()``); every move played goes into ``moves`` as (seat, code). Returns the
    round_over message (None when stopped)."""
    while True:
        if stop is not None and stop():
            return None
        table = client.table
        if table and table["phase"] == "round_over":
            return await client.next("round_over")
        if table and table["phase"] == "playing" and table["legal"]:
            code = rng.choice(sorted(table["legal"]))
            await client.act(code, seq=table["seq"])
            moves.append((client.seat, code))
            continue
        try:
            await client.next(timeout=0.1 if stop else 10.0)
        except TimeoutError:
            if stop is None:
                raise


def local_round(room: Any, moves: list[tuple[int, str]]) -> Match:
    """The room's first round played again on a local Match: the same seed, the humans'
    moves as they were sent, each bot choosing as the server's runner does."""
    seats = [
        Seat.bot(s.level, s.name) if s.kind == "bot" else Seat.human(s.name) for s in room.slots
    ]
    match = Match(games.get(room.spec.name), seats, room.options, seed=room.seed)
    local_bots = {
        i: bots.make(room.spec.name, s.level, seed=derive_seed(room.seed, "bot", i))
        for i, s in enumerate(room.slots)
        if s.kind == "bot"
    }
    by_seat: dict[int, list[str]] = {}
    for seat, code in moves:
        by_seat.setdefault(seat, []).append(code)
    n = 0
    while not match.state.is_over:
        seat = match.state.current_player
        if seat in local_bots:
            state = match.state
            rng = random.Random(derive_seed(room.seed, "bot", seat, n))
            code = local_bots[seat].choose(state.view(seat), state.legal_actions(), rng).code
        else:
            code = by_seat[seat].pop(0)
        match.apply(code)
        n += 1
    return match


async def settle(server, seconds: float = 2.0) -> None:
    """Wait until no bot of the server is thinking."""
    async with asyncio.timeout(seconds):
        while server.runner.busy:
            await asyncio.sleep(0.005)


def fingerprint(room: Any) -> tuple:
    """Everything about a room a refused request must leave as it was."""
    match = room.match
    return (
        room.status,
        room.seq,
        room.creator,
        len(room.watchers),
        tuple(tuple(r) for r in match.log) if match else None,
        match.state.current_player if match else None,
        tuple((s.kind, s.name, s.level, s.token_hash, s.stand_in, s.left) for s in room.slots),
    )


async def pair(server, game: str = "xeri", players: int = 2, **create) -> tuple:
    """Ann creates a room (seat 0), Bob joins it; returns (ann, bob, room)."""
    ann = await Client.connect(server.address, "Ann")
    joined = await ann.create(game, players, **create)
    bob = await Client.connect(server.address, "Bob")
    await bob.join(joined["room"])
    return ann, bob, server.rooms[joined["room"]]


async def my_turn(client: Client, timeout: float = 5.0) -> dict:
    """Wait until the table says it is this client's move; returns the table."""
    async with asyncio.timeout(timeout):
        while not (client.table and client.table["legal"]):
            await client.next()
    return client.table
