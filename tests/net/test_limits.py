"""Limits: too many connections or rooms, oversized or too many messages, a client that says
nothing or speaks another protocol version, and a client that stops reading."""

from __future__ import annotations

import asyncio
import json

import pytest
from net.conftest import config
from net.net_helpers import fingerprint, pair
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from cardtui.net.client import Client, ConnectionLost, ServerError
from cardtui.net.config import ServerConfig
from cardtui.net.connection import Connection
from cardtui.net.server import PROBATION, Server


@pytest.fixture
async def limited(tmp_path, request):
    srv = Server(config(tmp_path, **request.param))
    await srv.start()
    yield srv
    await srv.close()


@pytest.mark.parametrize("limited", [{"max_connections": 2}], indirect=True)
async def test_a_full_server_turns_new_connections_away(limited):
    first = await Client.connect(limited.address, "A")
    await Client.connect(limited.address, "B")
    with pytest.raises(ConnectionLost) as err:
        await Client.connect(limited.address, "C")
    assert "full" in str(err.value)
    await first.close()
    await asyncio.sleep(0.05)
    await Client.connect(limited.address, "C")  # room again once someone left


@pytest.mark.parametrize("limited", [{"max_per_address": 1}], indirect=True)
async def test_one_address_gets_so_many_connections(limited):
    sentence = "This server allows 1 connection from one address: close one and try again."
    await Client.connect(limited.address, "A")
    # Over the limit a connection is let in on probation, to take a seat back only
    late = await Client.connect(limited.address, "B")
    with pytest.raises(ConnectionLost) as err:
        await late.create("xeri", 2)
    assert err.value.message == sentence
    # ... and only so many at once: then the handshake itself is refused
    waiting = [await Client.connect(limited.address, "W") for _ in range(PROBATION)]
    with pytest.raises(ConnectionLost) as err:
        await Client.connect(limited.address, "C")
    assert err.value.message == sentence
    for client in waiting:
        await client.close()


@pytest.mark.parametrize("limited", [{"max_rooms": 2, "rooms_per_address": 5}], indirect=True)
async def test_the_number_of_rooms_is_limited(limited):
    for name in ("A", "B"):
        await (await Client.connect(limited.address, name)).create("xeri", 2)
    late = await Client.connect(limited.address, "C")
    with pytest.raises(ServerError) as err:
        await late.create("xeri", 2)
    assert err.value.code == "limit"
    assert len(limited.rooms) == 2


@pytest.mark.parametrize("limited", [{"rooms_per_address": 1}], indirect=True)
async def test_one_address_opens_so_many_rooms(limited):
    ann = await Client.connect(limited.address, "Ann")
    await ann.create("xeri", 2)
    await ann.leave()
    with pytest.raises(ServerError) as err:
        await ann.create("xeri", 2)
    assert err.value.code == "limit"


async def test_an_oversized_message_gets_an_error_and_the_connection_stays(server):
    ann, _, room = await pair(server)
    before = fingerprint(room)
    with pytest.raises(ServerError) as err:
        await ann.request("act", action="x" * (server.config.max_message + 10))
    assert err.value.code == "too_big"  # answered by id, though too big to be read
    await ann.request("ping")  # still connected
    assert fingerprint(room) == before


async def test_a_message_past_the_hard_limit_closes_the_connection(server):
    ann, _, room = await pair(server)
    before = fingerprint(room)
    await ann.ws.send(json.dumps({"type": "ping", "pad": "x" * server.config.hard_max_message}))
    closed = await ann.next("closed")
    assert closed["code"] == 1009 and "exceeds limit" in closed["reason"]  # message too big
    assert fingerprint(room) == before


@pytest.mark.parametrize("limited", [{"rate": 5.0, "burst": 10}], indirect=True)
async def test_a_client_that_floods_is_slowed_then_dropped(limited):
    ann = await Client.connect(limited.address, "Ann")
    answers = await asyncio.gather(
        *(ann.request("ping") for _ in range(30)), return_exceptions=True
    )
    refused = [a for a in answers if isinstance(a, ServerError)]
    assert refused and all(e.code == "limit" for e in refused)
    assert sum(a["type"] == "pong" for a in answers if isinstance(a, dict)) >= 9
    for _ in range(60):  # keeps going: cut off
        await ann.ws.send('{"type":"ping"}')
    assert (await ann.next("closed"))["type"] == "closed"


@pytest.mark.parametrize("limited", [{"hello_timeout": 0.2}], indirect=True)
async def test_a_client_that_never_says_hello_is_closed(limited):
    async with connect(limited.address) as ws:
        answer = json.loads(await asyncio.wait_for(ws.recv(), 2))
        assert answer["code"] == "hello_first"
        await asyncio.wait_for(ws.wait_closed(), 2)


async def test_another_protocol_version_is_told_and_closed(server):
    async with connect(server.address) as ws:
        await ws.send(json.dumps({"type": "hello", "version": 99, "id": 1}))
        answer = json.loads(await ws.recv())
        assert answer["code"] == "version" and answer["re"] == 1
        assert "protocol version 1" in answer["message"]
        await asyncio.wait_for(ws.wait_closed(), 2)


async def test_a_plain_http_request_gets_a_sentence(server):
    reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
    writer.write(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
    head = await reader.read(1000)
    assert b"426" in head.split(b"\r\n")[0]
    writer.close()


class StuckSocket:
    """A websocket whose peer stopped reading: every send waits forever."""

    def __init__(self) -> None:
        self.transport = self
        self.aborted = False
        self.sent: list[str] = []

    async def send(self, text: str) -> None:
        self.sent.append(text)
        await asyncio.Event().wait()

    def abort(self) -> None:
        self.aborted = True


class FineSocket(StuckSocket):
    async def send(self, text: str) -> None:
        self.sent.append(text)


async def test_a_client_that_stops_reading_is_dropped_and_stalls_nobody():
    cfg = ServerConfig(send_queue=8, send_timeout=0.2)
    slow, fine = Connection(StuckSocket(), cfg, "a"), Connection(FineSocket(), cfg, "b")
    writers = [asyncio.create_task(c.write_loop()) for c in (slow, fine)]
    for n in range(50):  # a room telling both about 50 moves, never waiting for either
        for conn in (slow, fine):
            conn.send({"type": "move", "seq": n})
        await asyncio.sleep(0.001)
    assert slow.closed and slow.ws.aborted and "stopped reading" in slow.drop_reason
    await asyncio.sleep(0.01)
    assert [json.loads(t)["seq"] for t in fine.ws.sent] == list(range(50))
    assert not fine.closed
    for task in writers:
        task.cancel()


async def test_a_message_that_never_goes_out_drops_the_client():
    cfg = ServerConfig(send_timeout=0.05)
    slow = Connection(StuckSocket(), cfg, "a")
    writer = asyncio.create_task(slow.write_loop())
    slow.send({"type": "pong"})
    await asyncio.wait_for(writer, 1)
    assert slow.closed and "too long" in slow.drop_reason


@pytest.mark.parametrize("limited", [{"code_tries": 3, "code_tries_per_address": 5}], indirect=True)
async def test_room_codes_cannot_be_guessed_by_trying_them_all(limited):
    ann = await Client.connect(limited.address, "Ann")
    code = (await ann.create("xeri", 2))["room"]
    eve = await Client.connect(limited.address, "Eve")
    for guess in ("AAAAA", "BBBBB", "CCCCC"):
        with pytest.raises(ServerError) as err:
            await eve.join(guess)
        assert err.value.code == "no_room"
    with pytest.raises(ServerError) as err:
        await eve.join(code)  # even the right code, for the rest of the minute
    assert err.value.code == "limit" and "from this connection" in err.value.message
    # a new connection from the same address: two more tries, then the address's limit
    eve = await Client.connect(limited.address, "Eve")
    for guess in ("DDDDD", "EEEEE"):
        with pytest.raises(ServerError) as err:
            await eve.join(guess)
        assert err.value.code == "no_room"
    with pytest.raises(ServerError) as err:
        await eve.join(code)
    assert err.value.code == "limit" and "from your network address" in err.value.message
    assert limited.rooms[code].slots[1].kind == "empty"


@pytest.mark.parametrize("limited", [{"trust_proxy": True, "max_per_address": 1}], indirect=True)
async def test_behind_a_proxy_each_forwarded_address_counts_apart(limited):
    async def through_proxy(address: str):
        headers = {"X-Forwarded-For": f"198.51.100.9, {address}"}
        return await connect(limited.address, additional_headers=headers)

    first = await through_proxy("192.0.2.1")
    second = await through_proxy("192.0.2.2")  # another player: allowed
    await first.send('{"type": "hello", "version": 1}')
    assert json.loads(await first.recv())["type"] == "welcome"
    third = await through_proxy("192.0.2.1")  # on probation: a seat to take back, or out
    await third.send('{"type": "list"}')
    with pytest.raises(ConnectionClosed):
        await third.recv()
    assert third.close_reason == (
        "This server allows 1 connection from one address: close one and try again."
    )
    for ws in (first, second):
        await ws.close()
