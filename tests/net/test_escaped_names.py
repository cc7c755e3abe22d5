"""Terminal escapes in names online: what a player sends in hello and join is seated cleaned
(by core's one cleaner), what a server sends is cleaned before the client shows it, and the
saved online seats edited by hand are read cleaned."""

from __future__ import annotations

import json
from types import SimpleNamespace

from cardtui.net.client import Client
from cardtui.net.tokens import SeatBook
from cardtui.tui.remote_match import seats_of

ESCAPED = "\x1b]0;T\x07\x1b[2JAnn\u2028"  # retitle, bell, clear screen, line separator
CLEAN = "]0;T[2JAnn"


async def test_names_in_hello_and_join_are_seated_cleaned(server):
    ann = await Client.connect(server.address, ESCAPED)  # the name said in hello
    code = (await ann.create("xeri", 2))["room"]
    bob = await Client.connect(server.address, "Bob")
    await bob.join(code, name="\x1b[31mBob\x1b[0m")  # the name given with join
    room = server.rooms[code]
    assert [s.name for s in room.slots] == [CLEAN, "[31mBob[0m"]
    seats = (await bob.next("room"))["room"]["seats"]
    assert [s["name"] for s in seats] == [CLEAN, "[31mBob[0m"]


def room_from_a_server(name: str) -> dict:
    return {"seats": [{"seat": 0, "kind": "human", "name": name}, {"seat": 1, "kind": "bot"}]}


def test_names_a_server_sends_are_cleaned_by_the_client():
    client = SimpleNamespace(room=None, table=None)
    Client._absorb(client, {"type": "room", "room": room_from_a_server(ESCAPED)})  # type: ignore[arg-type]
    assert client.room["seats"][0]["name"] == CLEAN


def test_the_table_seats_of_a_room_are_cleaned():
    seats = seats_of(room_from_a_server(ESCAPED))
    assert [s.name for s in seats] == [CLEAN, "Seat 2"]
    assert seats_of(room_from_a_server("\x1b\x07"))[0].name == "Seat 1"  # nothing left


def test_saved_online_seats_edited_by_hand_are_read_cleaned(tmp_path):
    path = tmp_path / "online.json"
    seat = {"server": "ws://h:7777", "room": "K7\x1b[2JQXM", "seat": 0, "name": ESCAPED}
    seat |= {"token": "0" * 32, "game": "xeri"}
    last = {"address": "h\x1b]0;x\x07:7777", "name": ESCAPED}
    path.write_text(json.dumps({"version": 1, "last": last, "seats": [seat]}))
    book = SeatBook(path)
    assert book.seats()[0].describe() == f"room K7[2JQXM: Xeri, seat 1, as {CLEAN}"
    assert book.last == {"address": "h]0;x:7777", "name": CLEAN}
