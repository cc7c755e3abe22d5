"""Malformed frames of every kind (hypothesis): the server answers each with an error (or
closes that one connection), never crashes, and no room changes."""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from net.conftest import config
from net.net_helpers import fingerprint
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from cardtui.net.client import Client
from cardtui.net.messages import FIELDS, decode
from cardtui.net.server import Server


class Background:
    """A server on its own event loop in a thread, so hypothesis can drive it synchronously."""

    def __init__(self, tmp_path) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.server = Server(
            config(
                tmp_path,
                max_per_address=100,
                code_tries=10**6,
                code_tries_per_address=10**6,
                token_tries=10**6,
                token_tries_per_room=10**6,
            )
        )
        self.run(self.server.start())
        self.clients: list[Client] = []

    def run(self, coro, timeout: float = 10.0):
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def state(self) -> dict:
        async def read():
            return {code: fingerprint(room) for code, room in self.server.rooms.items()}

        return self.run(read())

    def close(self) -> None:
        async def down():
            for client in self.clients:
                await client.close()
            await self.server.close()

        self.run(down())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)


@pytest.fixture(scope="module")
def background(tmp_path_factory):
    bg = Background(tmp_path_factory.mktemp("fuzz"))

    async def tables():  # a room in play (a bot between moves) and a room in its lobby
        ann = await Client.connect(bg.server.address, "Ann")
        code = (await ann.create("xeri", 2, bots={1: "normal"}, spectators=True, seed=1))["room"]
        await ann.start()
        cy = await Client.connect(bg.server.address, "Cy")
        await cy.create("hidden_unders", 3, bots={2: "easy"})
        bg.clients += [ann, cy]
        return code

    bg.code = bg.run(tables())
    yield bg
    bg.close()


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=8,
)
REQUESTS = st.fixed_dictionaries(
    {"type": st.sampled_from(sorted(FIELDS)) | st.text(max_size=8)},
    optional={
        "id": JSON,
        **{name: JSON for fields in FIELDS.values() for name in fields},
    },
)
FRAMES = st.one_of(
    st.binary(max_size=64),
    st.text(max_size=200),
    JSON.map(json.dumps),
    REQUESTS.map(json.dumps),
    st.sampled_from(["[" * 5000, '{"type": "ping", "id": ' + "9" * 5000 + "}", "1e999", "NaN"]),
)
# Requests that are well formed and may succeed are no malformed frames: a spectator leaving
# or a guest opening a room change the server on purpose.
MAY_SUCCEED = {"create", "leave", "hello"}


def harmless(frame: str | bytes) -> bool:
    try:
        return decode(frame, 1 << 20)["type"] not in MAY_SUCCEED
    except Exception:
        return True


class Roles:
    """One connection per role, kept across examples (opened again if the server closed it):
    a stranger who never said hello, a guest in no room, a spectator of the room in play."""

    def __init__(self, background: Background) -> None:
        self.background = background
        self.open: dict[str, object] = {}
        self.stack = contextlib.ExitStack()

    def get(self, who: str):
        ws = self.open.get(who)
        if ws is not None and ws.protocol.state.name == "OPEN":
            return ws
        ws = connect(self.background.server.address, ping_interval=None)
        self.open[who] = self.stack.enter_context(ws)
        if who != "stranger":
            ws.send(json.dumps({"type": "hello", "version": 1, "name": "Fuzz"}))
            assert json.loads(ws.recv(timeout=5))["type"] == "welcome"
        if who == "spectator":
            ws.send(json.dumps({"type": "watch", "room": self.background.code}))
            while json.loads(ws.recv(timeout=5))["type"] != "watching":
                pass
        return ws

    def close(self) -> None:
        self.stack.close()


@pytest.fixture(scope="module")
def roles(background):
    keep = Roles(background)
    yield keep
    keep.close()


# "rooms" answers a well-formed "list", which only reads: the room must still be unchanged.
ANSWERS = {"error", "pong", "welcome", "watching", "joined", "ok", "rooms"}


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(frame=FRAMES.filter(harmless), who=st.sampled_from(["stranger", "guest", "spectator"]))
def test_malformed_frames_change_no_room(background, roles, frame, who):
    ws = roles.get(who)
    before = background.state()
    ws.send(frame)
    answer: dict = {}
    try:
        while answer.get("type") not in ANSWERS:  # pushes (a room's news) may come first
            answer = json.loads(ws.recv(timeout=5))
    except ConnectionClosed:
        pass  # refused by closing this one connection (another protocol version): allowed
    assert answer.get("type") in (None, "error", "pong", "rooms"), (frame, answer)
    assert answer.get("code") != "internal", frame  # every refusal is a known one
    assert background.state() == before
    guest = roles.get("guest")  # and the server still answers
    guest.send('{"type": "ping", "id": "alive"}')
    assert json.loads(guest.recv(timeout=5)) == {"type": "pong", "re": "alive"}
