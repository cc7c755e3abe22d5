"""The app's link to a server: the seat token kept per server and room (never shown), a
dropped connection taken back by itself, a restarted client back in its seat, and a clear
sentence when the server is gone or refuses the seat."""

from __future__ import annotations

import asyncio
import os
import stat

import pytest
from net.conftest import config

from cardtui.net.client import Client
from cardtui.net.link import Link
from cardtui.net.server import Server
from cardtui.net.tokens import SeatBook

FAST = (0.01, 0.02, 0.05)


async def event(link: Link, *types: str, state: str | None = None, timeout: float = 5.0):
    """The next event of one of ``types`` (and link ``state``), skipping others."""
    async with asyncio.timeout(timeout):
        while True:
            found = await link.events.get()
            if found["type"] in types and (state is None or found.get("state") == state):
                return found


def drop(server: Server, name: str) -> None:
    for conn in list(server.connections):
        if conn.name == name:
            conn.drop("the test cut it")


async def test_the_token_is_kept_per_server_and_room_and_never_shown(server, tmp_path):
    book = SeatBook(tmp_path / "online.json")
    link = Link(server.address, "Ann", book=book, retry=FAST)
    await link.open()
    joined = await link.create("xeri", 2, bots={1: "normal"})
    saved = book.seat(link.url, joined["room"], "ann")
    assert saved is not None and saved.seat == 0 and saved.game == "xeri"
    assert saved.token == joined["token"]
    assert joined["token"] not in repr(saved) + repr(link)
    mode = stat.S_IMODE(os.stat(book.path).st_mode)
    assert mode & 0o077 == 0  # readable by its owner alone
    again = SeatBook(tmp_path / "online.json")
    assert again.seat(link.url, joined["room"].lower(), "Ann").token == joined["token"]
    assert again.seat(link.url, joined["room"], "Bob") is None  # Bob on this computer: not his
    assert again.seats("ws://elsewhere:7777/") == []
    await link.close()


async def test_a_dropped_connection_takes_its_seat_back_by_itself(server, tmp_path):
    link = Link(server.address, "Ann", book=SeatBook(tmp_path / "o.json"), retry=FAST)
    await link.open()
    code = (await link.create("xeri", 2, bots={1: "normal"}))["room"]
    await link.start()
    await event(link, "round_started")
    room = server.rooms[code]
    drop(server, "Ann")
    lost = await event(link, "link", state="reconnecting")
    assert "lost" in lost["message"]
    await event(link, "link", state="online")
    table = (await event(link, "table"))["table"]  # the round so far, to draw again
    assert table["seat"] == 0 and "history" in table
    assert room.slots[0].member is not None and link.state == "online"
    await link.close()


async def test_a_restarted_client_sits_in_its_saved_seat(server, tmp_path):
    book = tmp_path / "o.json"
    ann = Link(server.address, "Ann", book=SeatBook(book))
    await ann.open()
    code = (await ann.create("hidden_unders", 3))["room"]
    bob = await Client.connect(server.address, "Bob")
    await bob.join(code)
    await ann.close()  # the terminal closed: the seat waits
    room = server.rooms[code]
    assert room.slots[0].kind == "human" and room.slots[0].member is None
    again = Link(server.address, "Ann", book=SeatBook(book))  # a new process, the same file
    await again.open()
    joined = await again.join(code)
    assert joined["seat"] == 0 and again.seat == 0  # the same seat, not the free one
    assert room.slots[0].member is not None and room.slots[2].kind == "empty"
    await again.close()
    await bob.close()


async def test_two_players_on_one_computer_each_take_their_own_seat(server, tmp_path):
    book = tmp_path / "o.json"
    ann = Link(server.address, "Ann", book=SeatBook(book))
    await ann.open()
    code = (await ann.create("hidden_unders", 3))["room"]
    bob = Link(server.address, "Bob", book=SeatBook(book))  # the same data folder
    await bob.open()
    assert (await bob.join(code))["seat"] == 1  # a free seat, not Ann's saved one
    assert server.rooms[code].slots[0].member is not None
    await ann.close()
    await bob.close()


async def test_a_server_that_is_gone_is_a_sentence(tmp_path):
    srv = Server(config(tmp_path))
    await srv.start()
    link = Link(srv.address, "Ann", retry=FAST)
    await link.open()
    await link.create("xeri", 2, bots={1: "normal"})
    await srv.close()
    await event(link, "link", state="reconnecting")
    gone = await event(link, "link", state="gone")
    assert "cannot be reached" in gone["message"] and link.code in gone["message"]
    assert link.state == "gone"
    await link.close()


async def test_a_server_that_refuses_the_seat_is_a_sentence(server, tmp_path):
    book = SeatBook(tmp_path / "o.json")
    link = Link(server.address, "Ann", book=book, retry=FAST)
    await link.open()
    code = (await link.create("xeri", 2, bots={1: "normal"}))["room"]
    server.close_room(server.rooms[code])
    drop(server, "Ann")
    gone = await event(link, "link", state="gone")
    assert "no longer has your seat" in gone["message"]
    assert book.seat(link.url, code, "Ann") is None  # a token nobody takes is forgotten
    await link.close()


async def test_a_seat_given_away_ends_the_link(server):
    ann = await Client.connect(server.address, "Ann")
    code = (await ann.create("hidden_unders", 3))["room"]
    bob = Link(server.address, "Bob")
    await bob.open()
    await bob.join(code)
    await ann.free_seat(bob.seat)
    gone = await event(bob, "link", state="gone")
    assert "gave your seat away" in gone["message"]
    await bob.close()
    await ann.close()


async def test_a_damaged_seat_file_is_set_aside(tmp_path):
    path = tmp_path / "online.json"
    path.write_text("{not json")
    book = SeatBook(path)
    assert "damaged" in (book.notice or "") and book.seats() == []
    assert list(tmp_path.glob("online.broken-*.json"))
    assert book.remember("localhost:7777", "Ann") is None
    assert SeatBook(path).last == {"address": "localhost:7777", "name": "Ann"}


async def test_a_bad_address_is_a_sentence():
    with pytest.raises(ValueError, match="ws://"):
        Link("http://example.org", "Ann")
