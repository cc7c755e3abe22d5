"""Rooms survive a restart of the server: their logs are in the store (SQLite, or PostgreSQL)
and replay on start."""

from __future__ import annotations

import asyncio
import random

from net.conftest import config
from net.net_helpers import fingerprint, local_round, my_turn, play_round, settle
from net.pg import execute

from cardtui.core import jsonable
from cardtui.net.client import Client
from cardtui.net.server import Server


async def test_a_room_resumes_after_a_restart(tmp_path, database):
    first = Server(config(tmp_path, database_url=database))
    await first.start()
    ann = await Client.connect(first.address, "Ann")
    code = (await ann.create("hidden_unders", 3, bots={1: "normal"}, seed=21))["room"]
    bob = await Client.connect(first.address, "Bob")
    await bob.join(code)
    await ann.start()
    moves: list[tuple[int, str]] = []
    rngs = {0: random.Random(1), 2: random.Random(2)}
    room = first.rooms[code]

    def stop() -> bool:
        return room.seq >= 20  # part of a round

    await asyncio.gather(
        play_round(ann, rngs[0], moves, stop), play_round(bob, rngs[2], moves, stop)
    )
    await settle(first)
    before = fingerprint(room)
    views = {s: jsonable(room.match.state.view(s).to_dict()) for s in range(3)}
    tokens = {"Ann": ann.token, "Bob": bob.token}
    await first.close()  # both clients lose their connection
    await asyncio.gather(ann.next("closed"), bob.next("closed"))

    second = Server(config(tmp_path, database_url=database))
    await second.start()
    try:
        room = second.rooms[code]
        assert fingerprint(room) == before
        assert all(not s.connected for s in room.slots)
        ann = await Client.connect(second.address, "Ann")
        await ann.resume(code, tokens["Ann"])
        table = (await ann.next("table"))["table"]
        assert table["view"] == views[0] and table["seq"] == before[1]
        bob = await Client.connect(second.address, "Bob")
        await bob.resume(code, tokens["Bob"])
        await asyncio.gather(play_round(ann, rngs[0], moves), play_round(bob, rngs[2], moves))
        # The whole round, before and after the restart, is the one a local Match plays.
        local = local_round(room, moves)
        assert room.match.log[0] == local.log[0]
    finally:
        await second.close()


async def test_a_room_whose_log_no_longer_replays_is_left_out(tmp_path, database):
    first = Server(config(tmp_path, database_url=database))
    await first.start()
    ann = await Client.connect(first.address, "Ann")
    code = (await ann.create("xeri", 2, bots={1: "normal"}, seed=2))["room"]
    await ann.start()
    await my_turn(ann)
    await first.close()
    execute(database, "INSERT INTO moves VALUES (?, 99, 1, 0, 'play XX', ?)", (code, False))
    second = Server(config(tmp_path, database_url=database))
    await second.start()
    try:
        assert code not in second.rooms
        status = execute(database, "SELECT status FROM rooms WHERE code = ?", (code,))
        assert status == [("broken",)]
    finally:
        await second.close()


async def test_a_failed_write_to_sqlite_is_logged_and_the_game_goes_on(server, caplog):
    ann = await Client.connect(server.address, "Ann")
    code = (await ann.create("xeri", 2, bots={1: "normal"}, seed=9))["room"]
    await ann.start()
    table = await my_turn(ann)
    server.store.db.close()  # the disk went away
    await ann.act(table["legal"][0], seq=table["seq"])
    after = await my_turn(ann)  # the bot answered: the room goes on in memory
    assert after["seq"] == server.rooms[code].seq == table["seq"] + 2
    assert "could not save" in caplog.text
    server.store = None  # closed already
