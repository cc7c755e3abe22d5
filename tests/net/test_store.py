"""The stores: versioned schemas and their migrations, leases, and fencing of a server whose
lease another server took over (PostgreSQL, shared by several servers)."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import time

import pytest
from net.conftest import config
from net.net_helpers import my_turn
from net.pg import execute

from cardtui import games
from cardtui.net.client import Client, ConnectionLost
from cardtui.net.lease import MOVED, Fenced
from cardtui.net.room import Room
from cardtui.net.server import Server
from cardtui.net.store import VERSION, open_store

TTL = 0.3  # seconds: leases run out fast here


class Seat:
    """A member of a room that keeps what it is sent."""

    def __init__(self) -> None:
        self.room, self.seat, self.sent = None, None, []

    def send(self, message: dict) -> None:
        self.sent.append(message)


def until(check, timeout: float = 5.0, step: float = 0.02):
    """Poll ``check()`` until it returns something true (or fail after ``timeout``)."""
    end = time.monotonic() + timeout
    while True:
        found = check()
        if found:
            return found
        assert time.monotonic() < end, "timed out"
        time.sleep(step)


def new_room(store, code: str = "KQXMW") -> tuple[Room, Seat]:
    """A started two-seat Xeri room (a player and a bot) stored in ``store``."""
    room = Room(code, games.get("xeri"), 2, None, seed=5, journal=store)
    assert store.created(room)
    ann = Seat()
    room.sit(ann, "Ann", 0)
    room.add_bot(0, 1, "normal")
    room.start(0)
    return room, ann


def play(room: Room) -> str:
    """Play the current seat's first legal move; returns its code."""
    seat = room.match.state.current_player
    code = room.match.state.legal_actions()[0].code
    room.act(seat, code, by_bot=room.slots[seat].kind == "bot")
    return code


# -- schema ----------------------------------------------------------------------------------------
V1_TABLES = ["moves", "rooms", "seats"]


async def test_a_version_1_sqlite_file_migrates_in_place(tmp_path):
    first = Server(config(tmp_path))
    await first.start()
    ann = await Client.connect(first.address, "Ann")
    code = (await ann.create("xeri", 2, bots={1: "normal"}, seed=3))["room"]
    await ann.start()
    table = await my_turn(ann)
    await ann.act(table["legal"][0], seq=table["seq"])
    seq = (await my_turn(ann))["seq"]
    await first.close()
    # Back to the file cardtui 0.1 wrote: its three tables, the version in user_version.
    path = tmp_path / "rooms.sqlite3"
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("DROP TABLE leases")
    db.execute("DROP TABLE schema_version")
    db.execute("PRAGMA user_version = 1")
    names = db.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    assert [n for (n,) in names] == V1_TABLES
    db.close()

    second = Server(config(tmp_path))
    await second.start()
    try:
        assert second.rooms[code].seq == seq
        assert execute(str(path), "SELECT version FROM schema_version") == [(VERSION,)]
        assert execute(str(path), "PRAGMA user_version") == [(VERSION,)]
        assert second.store.owner(code).server_id == second.server_id
    finally:
        await second.close()


async def test_a_database_of_a_newer_schema_is_refused_with_a_sentence(database):
    open_store(database, "a").close()
    execute(database, "UPDATE schema_version SET version = ?", (VERSION + 1,))
    with pytest.raises(ValueError, match="newer cardtui server") as refused:
        open_store(database, "a")
    assert "password" not in str(refused.value)
    assert execute(database, "SELECT version FROM schema_version") == [(VERSION + 1,)]


def test_a_new_database_is_made_at_the_current_version_once(database):
    open_store(database, "a").close()
    open_store(database, "b").close()  # the second finds it done
    assert execute(database, "SELECT version FROM schema_version") == [(VERSION,)]


# -- leases ----------------------------------------------------------------------------------------
@pytest.fixture
def stores(pg_url):
    """Two servers' stores on one PostgreSQL database."""
    a = open_store(pg_url, "server-a", "ws://a:7777", TTL)
    b = open_store(pg_url, "server-b", "ws://b:7777", TTL)
    yield a, b
    a.close()
    b.close()


def test_a_lease_is_held_renewed_and_taken_once_it_expires(stores):
    a, b = stores
    assert a.claim("ROOMA") == 1
    assert a.claim("ROOMA") == 1  # ours already: the same generation
    assert b.claim("ROOMA") is None  # a's is live
    owner = b.owner("ROOMA")
    assert (owner.server_id, owner.address) == ("server-a", "ws://a:7777")
    assert 0 < owner.expires_in <= TTL
    assert a.renew() == set()
    assert b.owner("ROOMX") is None
    generation = until(lambda: b.claim("ROOMA"))  # once a's lease has run out
    assert generation == 2
    assert b.owner("ROOMA").server_id == "server-b"
    assert a.renew() == {"ROOMA"}  # a learns it lost the room
    assert a.generations == {}


def test_a_released_lease_is_free_at_once(stores):
    a, b = stores
    a.claim("ROOMA")
    a.release("ROOMA")
    assert b.owner("ROOMA") is None
    assert b.claim("ROOMA") == 2
    b.release("ROOMA", "server-b")
    assert a.claim("ROOMA") == 3


def test_a_new_room_code_is_unique_across_servers(stores):
    a, b = stores
    new_room(a, "KQXMW")
    twin = Room("KQXMW", games.get("xeri"), 2, None, seed=6, journal=b)
    assert not b.created(twin)  # b's server picks another code
    assert b.room_codes() == {"KQXMW"}
    assert a.generations == {"KQXMW": 1} and b.generations == {}


# -- fencing ---------------------------------------------------------------------------------------
def test_a_late_write_of_a_server_whose_lease_was_taken_is_fenced(stores):
    a, b = stores
    room_a, ann = new_room(a)
    for _ in range(3):
        play(room_a)
    # a stalls past its lease; b takes the room over and replays it from the store
    until(lambda: b.claim(room_a.code))
    room_b = b.load_room(room_a.code)
    assert room_b.seq == room_a.seq == 3
    assert room_b.match.log == room_a.match.log
    played = play(room_b)
    # a wakes up and plays the same move: it is not stored, and its player never hears of it
    heard = len(ann.sent)
    with pytest.raises(Fenced):
        play(room_a)
    assert len(ann.sent) == heard
    rows = execute(b.url, "SELECT n, action FROM moves WHERE code = ? AND n = 4", (room_a.code,))
    assert rows == [(4, played)]
    with pytest.raises(Fenced):  # nor its seats
        a.seats_changed(room_a)
    with pytest.raises(Fenced):  # nor its status
        a.closed(room_a)
    assert a.renew() == set()  # a holds nothing now


def test_a_server_stopped_inside_a_transaction_does_not_hold_the_room_for_ever(stores):
    """A server paused mid-write keeps its room's lease row locked; the database ends that
    session after a lease's time, so another server can take the room over."""
    a, b = stores
    room_a, _ann = new_room(a)
    a.db.execute("BEGIN")  # a write begun, and then the process stops (SIGSTOP, a stall)
    a.db.execute("SELECT 1 FROM leases WHERE code = %s FOR UPDATE", (room_a.code,))
    b.db.execute("SET lock_timeout = '10s'")  # without the cure this test fails, never hangs
    assert until(lambda: b.claim(room_a.code), timeout=TTL * 4 + 5) == 2
    with pytest.raises(Fenced):  # a wakes up: its session was ended, its write is refused
        play(room_a)


def test_a_store_that_never_held_the_lease_is_fenced(stores):
    a, b = stores
    room, _ = new_room(a)
    with pytest.raises(Fenced):
        b.moved(room, 0, "play XX", False)
    assert execute(a.url, "SELECT count(*) FROM moves") == [(0,)]


async def test_a_server_whose_room_was_taken_over_closes_its_players_connections(tmp_path, pg_url):
    first = Server(config(tmp_path, database_url=pg_url, server_id="first", lease_ttl=TTL))
    await first.start()
    second = None
    try:
        ann = await Client.connect(first.address, "Ann")
        code = (await ann.create("xeri", 2, bots={1: "normal"}, seed=4))["room"]
        await ann.start()
        table = await my_turn(ann)
        first._leases.cancel()  # the first server stalls: its lease runs out
        second = Server(config(tmp_path, database_url=pg_url, server_id="second", lease_ttl=TTL))
        await second.start()
        assert code not in second.rooms  # still the first's when the second started
        until(lambda: second.store.claim(code))
        room = second.store.load_room(code, second.clock)
        second._adopt(room)
        seq = room.seq
        with pytest.raises(ConnectionLost):  # never answered: the room moved
            await ann.act(table["legal"][0], seq=table["seq"])
        assert ann.close_code == MOVED
        heard = []
        while not ann.pushed.empty():
            heard.append(ann.pushed.get_nowait())
        assert heard[-1]["type"] == "closed"
        assert not [h for h in heard if h["type"] == "move" and h["seq"] > table["seq"]]
        assert code not in first.rooms
        assert execute(pg_url, "SELECT count(*) FROM moves WHERE code = ?", (code,)) == [(seq,)]
    finally:
        await first.close()
        if second is not None:
            await second.close()


async def test_a_server_keeps_its_leases_alive(tmp_path, pg_url):
    server = Server(config(tmp_path, database_url=pg_url, lease_ttl=TTL))
    await server.start()
    try:
        ann = await Client.connect(server.address, "Ann")
        code = (await ann.create("xeri", 2, bots={1: "normal"}, seed=4))["room"]
        await ann.start()
        await asyncio.sleep(3 * TTL)  # three lease times: renewed meanwhile
        assert server.store.owner(code).server_id == server.server_id
        table = await my_turn(ann)
        await ann.act(table["legal"][0], seq=table["seq"])
        assert (await my_turn(ann))["seq"] == table["seq"] + 2
    finally:
        await server.close()
    with contextlib.suppress(Exception):
        await ann.close()


async def test_a_server_started_again_after_a_crash_takes_its_rooms_back_at_once(tmp_path, pg_url):
    def server(name: str) -> Server:
        return Server(config(tmp_path, database_url=pg_url, server_id=name, lease_ttl=60))

    first = server("host-7777")
    await first.start()
    ann = await Client.connect(first.address, "Ann")
    code = (await ann.create("xeri", 2, bots={1: "normal"}, seed=4))["room"]
    first.store.release = lambda *args: None  # a crash: its leases stay live (for a minute)
    await first.close()
    other = server("elsewhere-7777")
    await other.start()
    try:
        assert code not in other.rooms  # the crashed server's lease is live
    finally:
        await other.close()
    again = server("host-7777")  # the same server again (the same host and port)
    await again.start()
    try:
        assert code in again.rooms
        assert again.store.owner(code).server_id == "host-7777"
    finally:
        await again.close()


async def test_a_new_room_never_takes_a_stored_rooms_code(tmp_path, database, monkeypatch):
    store = open_store(database, "old")
    new_room(store, "BRKN2")
    store.close()
    execute(database, "UPDATE rooms SET status = 'broken'")  # stored, not served
    codes = iter(["BRKN2", "FRESH"])
    monkeypatch.setattr("cardtui.net.handlers.new_code", lambda taken: next(codes))
    server = Server(config(tmp_path, database_url=database))
    await server.start()
    try:
        ann = await Client.connect(server.address, "Ann")
        assert (await ann.create("xeri", 2))["room"] == "FRESH"
        assert execute(database, "SELECT code, status FROM rooms ORDER BY code") == [
            ("BRKN2", "broken"),
            ("FRESH", "lobby"),
        ]
    finally:
        await server.close()


async def test_a_move_the_database_cannot_store_is_never_shown(tmp_path, pg_url):
    server = Server(config(tmp_path, database_url=pg_url))
    await server.start()
    try:
        ann = await Client.connect(server.address, "Ann")
        code = (await ann.create("xeri", 2, bots={1: "normal"}, seed=4))["room"]
        await ann.start()
        table = await my_turn(ann)
        execute(  # the database drops the server's connection
            pg_url,
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
            " WHERE application_name = 'cardtui host'",
        )
        with pytest.raises(ConnectionLost):
            await ann.act(table["legal"][0], seq=table["seq"])
        assert ann.close_code == MOVED
        assert code not in server.rooms
        assert execute(pg_url, "SELECT count(*) FROM moves") == [(table["seq"],)]
        # the store connects again for what comes next
        assert server.store.owner(code).server_id == server.server_id
    finally:
        await server.close()
