"""Text the server cannot send back: a lone UTF-16 surrogate (JSON's "\\ud800") in any string
field of any message, and other frames that are not JSON text, is refused as a bad message
and the connection stays (the next ping is answered). A client dropped for not reading is
logged as a warning."""

from __future__ import annotations

import asyncio
import json
import logging

import pytest
from websockets.asyncio.client import connect
from websockets.protocol import State

from cardtui.net import messages as m
from cardtui.net.config import ServerConfig
from cardtui.net.connection import Connection
from cardtui.net.server import Server

LONE = ["\ud800", "a\udc00b", "\udc00\ud800"]  # high alone, low alone, a pair the wrong way round
CANDIDATES = ["xeri", 1, {"1": "normal"}, True]  # a fitting value for a field, whatever it takes


def _valid(check, name):
    """A value the field's check accepts (to fill a message's required fields)."""
    for value in CANDIDATES:
        try:
            check(name, value)
        except m.ProtocolError:
            continue
        return value
    raise AssertionError(f"no valid value for {name}")


def _message(kind: str, **fields) -> dict:
    body = {"type": kind, "id": 7}
    for name in m.REQUIRED.get(kind, ()):
        body[name] = _valid(m.FIELDS[kind][name], name)
    return {**body, **fields}


def bad_messages() -> list[tuple[str, dict]]:
    """Every string field of every message type (found from messages.FIELDS: the fields whose
    check takes text, and the keys and values of the fields that take an object), and the id,
    the type and an unknown field, each given a lone surrogate."""
    cases = []
    for kind, fields in m.FIELDS.items():
        for lone in LONE:
            cases.append((f"{kind}.id", _message(kind, id=lone)))
            cases.append((f"{kind}.extra", _message(kind, note=lone)))
            cases.append((f"{kind}.key", {**_message(kind), lone: 1}))
        for name, check in fields.items():
            value = _valid(check, name)
            for lone in LONE:
                if isinstance(value, str):
                    cases.append((f"{kind}.{name}", _message(kind, **{name: lone})))
                elif isinstance(value, dict):
                    cases.append((f"{kind}.{name}.value", _message(kind, **{name: {"1": lone}})))
                    cases.append((f"{kind}.{name}.key", _message(kind, **{name: {lone: "1"}})))
    cases.append(("type", {"type": "\ud800", "id": 7}))
    return cases


BAD = bad_messages()


def test_every_string_field_is_covered():
    names = {name for name, _ in BAD}
    assert {"hello.name", "act.action", "create.options.key", "create.bots.value"} <= names
    assert {f"{kind}.id" for kind in m.FIELDS} <= names
    # every text field of every type is there
    for kind, fields in m.FIELDS.items():
        for name, check in fields.items():
            if isinstance(_valid(check, name), str):
                assert f"{kind}.{name}" in names


async def _greeted(server):
    ws = await connect(server.address)
    await ws.send(json.dumps({"type": "hello", "version": m.PROTOCOL, "name": "Ann"}))
    assert json.loads(await ws.recv())["type"] == "welcome"
    return ws


async def _answer(ws) -> dict:
    return json.loads(await asyncio.wait_for(ws.recv(), 5))


async def _still_open(ws) -> None:
    await ws.send('{"type":"ping","id":"after"}')
    assert await _answer(ws) == {"type": "pong", "re": "after"}


@pytest.mark.parametrize(("field", "message"), BAD, ids=[f for f, _ in BAD])
async def test_a_lone_surrogate_is_a_bad_message_and_the_connection_stays(
    server, field, message, caplog
):
    ws = await _greeted(server)
    frame = json.dumps(message)  # ASCII: the surrogate is written \ud800, as a client would
    assert "\\ud" in frame
    await ws.send(frame)
    answer = await _answer(ws)
    assert answer["type"] == "error" and answer["code"] == m.BAD_MESSAGE
    assert answer.get("re") == (7 if message.get("id") == 7 else None)  # no lone id echoed
    await _still_open(ws)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    await ws.close()


@pytest.mark.parametrize(
    "frame",
    [
        b"\xff\xfe{}",  # binary, and no UTF-8 either
        b'{"type":"ping","id":1}',  # binary
        '{"type":"ping","id":"\\ud8',  # cut off inside an escape
        '{"type":"ping","id":"\\uZZZZ"}',
        '{"type":"ping","id":NaN}',
        '{"type":"ping","id":1e99999}',
        '"\\ud800"',
        "\\ud800",
        "",
    ],
)
async def test_other_frames_that_are_not_json_text_are_refused_and_the_connection_stays(
    server, frame, caplog
):
    ws = await _greeted(server)
    await ws.send(frame)
    answer = await _answer(ws)
    assert answer["type"] == "error" and answer["code"] == m.BAD_MESSAGE
    await _still_open(ws)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    await ws.close()


async def test_a_surrogate_pair_is_fine_text(server):
    ws = await _greeted(server)
    await ws.send('{"type":"ping","id":"\\ud83d\\ude00"}')
    assert await _answer(ws) == {"type": "pong", "re": "\U0001f600"}
    await ws.close()


class Socket:
    def __init__(self, stuck: bool = False) -> None:
        self.transport = self
        self.stuck = stuck
        self.sent: list[str] = []

    async def send(self, text: str) -> None:
        self.sent.append(text)
        if self.stuck:
            await asyncio.Event().wait()

    def abort(self) -> None:
        pass


async def test_text_that_cannot_go_out_is_an_internal_error_not_a_dropped_connection(caplog):
    conn = Connection(Socket(), ServerConfig(), "a")
    writer = asyncio.create_task(conn.write_loop())
    conn.send({"type": "pong", "re": 3, "note": "\udc00"})  # however it got there
    conn.send({"type": "pong", "re": 4})
    await asyncio.sleep(0.01)
    sent = [json.loads(t) for t in conn.ws.sent]
    assert sent[0]["code"] == m.INTERNAL and sent[0]["re"] == 3
    assert sent[1] == {"type": "pong", "re": 4}
    assert not conn.closed
    assert any("lone surrogate" in r.getMessage() for r in caplog.records)
    writer.cancel()


async def test_a_client_that_stops_reading_is_logged_when_dropped(caplog):
    conn = Connection(Socket(stuck=True), ServerConfig(send_queue=4), "203.0.113.9")
    writer = asyncio.create_task(conn.write_loop())
    for n in range(10):
        conn.send({"type": "move", "seq": n})
    assert conn.closed
    (record,) = [r for r in caplog.records if r.name == "cardtui.net"]
    assert record.levelno == logging.WARNING  # seen by a host run with --quiet too
    assert "203.0.113.9" in record.getMessage() and "stopped reading" in record.getMessage()
    writer.cancel()


async def test_a_client_that_stops_answering_pings_is_logged_when_dropped(tmp_path, caplog):
    cfg = ServerConfig(host="127.0.0.1", port=0, data_dir=tmp_path, ping_interval=0.2)
    server = Server(cfg)
    await server.start()
    try:
        ws = await _greeted(server)
        ws.transport.pause_reading()  # it reads nothing more: not even the server's pings
        (conn,) = server.connections
        for _ in range(100):  # until the server gives up on it (it then waits for the close)
            if conn.ws.state is not State.OPEN:
                break
            await asyncio.sleep(0.05)
        ws.transport.resume_reading()  # (or after close_timeout: 10 s)
        for _ in range(100):
            if not server.connections:
                break
            await asyncio.sleep(0.05)
        assert not server.connections
        drops = [r for r in caplog.records if r.name == "cardtui.net"]
        assert [r.levelno for r in drops] == [logging.WARNING]
        assert "Ann" in drops[0].getMessage()
        assert "stopped answering (keepalive ping timeout)" in drops[0].getMessage()
        ws.transport.abort()
    finally:
        await server.close()
