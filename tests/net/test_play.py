"""Two clients and a bot between them play a seeded round on a loopback server: every message
each client receives names no card hidden from its seat, and the round is exactly the one a
local Match plays with the same seed and moves (design.md, "Who sees what")."""

from __future__ import annotations

import asyncio
import random

import pytest
from net.leaks import hidden_from, leaks
from net.net_helpers import Tap, local_round, play_round

from cardtui.core import jsonable
from cardtui.net.client import Client

TABLES = [
    # game, players, bot seats: a bot sits between Ann (seat 0) and Bob (seat 2)
    pytest.param("xeri", 4, {1: "normal", 3: "normal"}, id="xeri-2v2"),
    pytest.param("hidden_unders", 3, {1: "normal"}, id="hidden-unders-3"),
]


@pytest.mark.parametrize(("game", "players", "bots"), TABLES)
@pytest.mark.parametrize("seed", [11, 12])
async def test_round_leaks_nothing_and_replays_locally(
    server, monkeypatch, game, players, bots, seed
):
    tap = Tap(monkeypatch)
    ann = await Client.connect(server.address, "Ann", record=True)
    joined = await ann.create(game, players, bots=bots, seed=seed)
    bob = await Client.connect(server.address, "Bob", record=True)
    await bob.join(joined["room"], seat=2)
    await ann.start()
    moves: list[tuple[int, str]] = []
    ends = await asyncio.gather(
        play_round(ann, random.Random(seed), moves),
        play_round(bob, random.Random(seed + 1), moves),
    )
    room = server.rooms[joined["room"]]

    # What each client received is exactly what the server queued for it, and none of it
    # names a card that was hidden from that seat when it was sent.
    for name, client in (("Ann", ann), ("Bob", bob)):
        await client.close()
        sent = tap.sent[name]
        assert client.received == [text for text, _ in sent]
        checked = 0
        for text, hidden in sent:
            assert leaks(text, hidden) == [], text[:300]
            checked += bool(hidden)
        assert checked > 20  # most messages went out while cards were hidden

    # The same round on a local Match: same log, same scores, same final views.
    local = local_round(room, moves)
    assert room.match.log[0] == local.log[0]
    assert len(local.log[0]) == room.seq > 20
    assert room.match.results[0].scores == local.state.scores()
    for end, seat in zip(ends, (0, 2), strict=True):
        assert end["result"]["scores"] == local.state.scores()
        assert end["table"]["view"] == jsonable(local.state.view(seat).to_dict())


async def test_the_scan_finds_a_hidden_card_in_any_form(server):
    from cardtui import games

    state = games.get("xeri").new_state(2, seed=3)
    other = state.hands[1][0]
    hidden = hidden_from(state, 0)
    assert other in hidden and not set(state.hands[0]) & hidden
    rank = "10" if other.code[0] == "T" else other.code[0]
    for message in (
        {"view": {"hand": [other.code]}},
        {"events": [{"text": f"P2 plays {other}."}]},
        {"legal": [f"play {rank}{other.code[1]}"]},
    ):
        assert leaks(message, hidden) == [other.code]
