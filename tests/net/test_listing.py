"""Finding each other (#29): a room its creator lists is found by anyone who asks the server
(``list``) and joined from there; an unlisted room never shows; the list says only public
facts (never a seed, a token or a card) and is bounded, newest first; and the invite line
(``ws://host:port/CODE``) is read back into the server and the code."""

from __future__ import annotations

import json

import pytest
from net.conftest import config
from net.net_helpers import pair

from cardtui.net import listing
from cardtui.net.client import Client, ServerError
from cardtui.net.invite import invite_line, join_command, parse_invite, seats_note
from cardtui.net.server import Server


async def test_a_listed_room_is_found_by_another_client_and_joined(server):
    ann = await Client.connect(server.address, "Ann")
    joined = await ann.create("xeri", 4, listed=True, spectators=True, bots={2: "easy"})
    code = joined["room"]
    assert ann.room["listed"] is True  # said in the room's summary too
    secret = await Client.connect(server.address, "Cy")
    await secret.create("zirkhaki", 2)  # not listed: nobody finds it

    bob = await Client.connect(server.address, "Bob")
    rooms = await bob.list_rooms()
    assert [r["code"] for r in rooms] == [code]
    assert rooms[0] == {
        "code": code,
        "game": "xeri",
        "title": "Xeri",
        "status": "lobby",
        "players": 4,
        "free": 2,
        "names": ["Ann", "Bot 3"],
        "known_deal": False,
        "spectators": True,
    }
    assert await bob.list_rooms("zirkhaki") == []  # one game's rooms
    assert [r["code"] for r in await bob.list_rooms("xeri")] == [code]

    await bob.join(rooms[0]["code"])
    assert bob.seat == 1
    found = await Client.connect(server.address, "Dee")
    assert (await found.list_rooms())[0]["free"] == 1
    for client in (ann, secret, bob, found):
        await client.close()


async def test_rooms_leave_the_list_when_nobody_can_sit_down_and_come_back_with_a_free_seat(
    server,
):
    ann, bob, room = await pair(server, "xeri", 2, listed=True)
    look = await Client.connect(server.address, "Eve")
    # A full lobby is still listed (a seat may be freed), with no free seat.
    assert [(r["code"], r["free"]) for r in await look.list_rooms()] == [(room.code, 0)]
    await ann.start()
    assert await look.list_rooms() == []  # playing, every seat taken
    await bob.leave()  # a bot plays Bob's seat; someone may take it
    rooms = await look.list_rooms()
    assert [(r["code"], r["status"], r["free"], r["names"]) for r in rooms] == [
        (room.code, "playing", 1, ["Ann"])
    ]
    for client in (ann, bob, look):
        await client.close()


async def test_the_list_holds_no_seed_token_option_or_card(server):
    ann = await Client.connect(server.address, "Ann", record=True)
    joined = await ann.create(
        "hidden_unders", 3, listed=True, seed=123456789, options={"short_game": True}
    )
    bob = await Client.connect(server.address, "Bob")
    await bob.join(joined["room"])
    await ann.add_bot(2)
    await ann.start()
    await bob.leave()  # listed again: a seat to take during the match
    look = await Client.connect(server.address, "Eve", record=True)
    rooms = await look.list_rooms()
    assert rooms and rooms[0]["known_deal"] is True  # said, not shown
    raw = look.received[-1]
    room = server.rooms[joined["room"]]
    for secret in (str(room.seed), ann.token, bob.token, "short_game", "seed", "token"):
        assert secret not in raw, secret
    state = room.match.state
    cards = {str(c.code) for seat in range(3) for c in state.view(seat)["hand"]}
    assert not any(f'"{card}"' in raw for card in cards)
    assert set(json.loads(raw)) == {"type", "rooms", "more", "re"}
    for client in (ann, bob, look):
        await client.close()


async def test_the_list_is_bounded_newest_first(tmp_path, monkeypatch):
    monkeypatch.setattr(listing, "MAX_LISTED", 3)
    srv = Server(config(tmp_path, rooms_per_address=10))
    await srv.start()
    try:
        codes = []
        clients = []
        for n in range(5):
            client = await Client.connect(srv.address, f"P{n}")
            codes.append((await client.create("xeri", 2, listed=True))["room"])
            clients.append(client)
        answer = await clients[0].request("list")
        assert [r["code"] for r in answer["rooms"]] == codes[::-1][:3]
        assert answer["more"] is True
        for client in clients:
            await client.close()
    finally:
        await srv.close()


async def test_a_bad_list_or_listed_field_is_a_sentence(server):
    client = await Client.connect(server.address, "Ann")
    with pytest.raises(ServerError, match="no game 'poker'"):
        await client.list_rooms("poker")
    with pytest.raises(ServerError, match="'listed' must be true or false"):
        await client.request("create", game="xeri", players=2, listed="yes")
    with pytest.raises(ServerError, match="'game' must be text"):
        await client.request("list", game=7)
    assert server.rooms == {}
    await client.close()


async def test_a_listed_room_stays_listed_after_a_restart(tmp_path):
    srv = Server(config(tmp_path))
    await srv.start()
    ann = await Client.connect(srv.address, "Ann")
    code = (await ann.create("xeri", 2, listed=True))["room"]
    await ann.close()
    await srv.close()
    again = Server(config(tmp_path))
    await again.start()
    try:
        look = await Client.connect(again.address, "Eve")
        assert [r["code"] for r in await look.list_rooms()] == [code]
        await look.close()
    finally:
        await again.close()


# -- the invite line -----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "parsed"),
    [
        ("ws://192.168.1.5:7777/K7QXM", ("ws://192.168.1.5:7777", "K7QXM")),
        ("  wss://cards.example.org:443/K7QXM/ ", ("wss://cards.example.org:443", "K7QXM")),
        ("wss://example.org/cardtui/k7qxm", ("wss://example.org/cardtui", "K7QXM")),
        ("localhost:7777/K7QXM", ("localhost:7777", "K7QXM")),
        ("ws://[::1]:7777/K7QXM", ("ws://[::1]:7777", "K7QXM")),
        ("localhost:7777", None),
        ("ws://localhost:7777/", None),
        ("K7QXM", None),
        ("ws://host/K7QX0", None),  # 0 is never in a code
        ("ws://host/K7QXM?x=1", None),
        ("http://host/K7QXM", None),
        ("ws://host/K7Q XM", None),
        ("", None),
    ],
)
def test_an_invite_is_read_back_into_the_server_and_the_code(text, parsed):
    assert parse_invite(text) == parsed


def test_an_invite_is_one_line_a_join_command_takes():
    assert invite_line("localhost:7777", "k7qxm") == "ws://localhost:7777/K7QXM"
    assert invite_line("ws://localhost:7777/", "K7QXM") == "ws://localhost:7777/K7QXM"
    line = invite_line("wss://example.org:443/cardtui", "K7QXM")
    assert line == "wss://example.org:443/cardtui/K7QXM"
    assert parse_invite(line) == ("wss://example.org:443/cardtui", "K7QXM")
    assert join_command("localhost:7777", "K7QXM") == "cardtui join ws://localhost:7777/K7QXM"


def test_the_seats_note_says_whether_a_friend_can_sit_watch_or_neither():
    empty = {"kind": "empty"}
    taken = {"kind": "human", "name": "Ann"}
    assert seats_note({"status": "lobby", "seats": [taken, empty, empty]}) == "2 seats are free."
    full = {"status": "lobby", "seats": [taken, taken]}
    assert "can only watch" in seats_note({**full, "spectators": True})
    assert "cannot join" in seats_note({**full, "spectators": False})
    left = {"kind": "human", "name": "Bob", "left": True}
    assert seats_note({"status": "playing", "seats": [taken, left]}) == "1 seat is free."
    assert "match is over" in seats_note({"status": "over", "seats": [taken, left]})


def test_a_list_from_a_server_is_shown_cleaned():
    from cardtui.net.client import clean_listing

    hostile = {
        "code": "\x1b[2JK7QXM",
        "title": "Xeri\u2028",
        "players": "4",
        "free": True,
        "names": ["\x1b]0;T\x07Ann", 7],
        "known_deal": "yes",
    }
    assert clean_listing(hostile) == {
        "code": "[2JK7QXM",
        "game": "",
        "title": "Xeri",
        "status": "",
        "players": 0,
        "free": 0,
        "names": ["]0;TAnn", ""],
        "known_deal": False,
        "spectators": False,
    }
