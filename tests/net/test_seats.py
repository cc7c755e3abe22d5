"""Seats and tokens: reconnecting, wrong tokens, forged and illegal moves, spectators, the
lobby's permissions, bots standing in for players who stay away, and the next round."""

from __future__ import annotations

import asyncio
import random

import pytest
from net.leaks import hidden_from, leaks
from net.net_helpers import Tap, fingerprint, my_turn, pair, play_round

from cardtui.core import jsonable
from cardtui.net.client import Client, ServerError


async def test_a_dropped_player_takes_the_seat_back_with_the_token(server):
    ann, bob, room = await pair(server, seed=3)
    await ann.start()
    for _ in range(3):  # a few moves each
        for client in (ann, bob):
            if (await my_turn(client))["legal"]:
                await client.act(client.table["legal"][0])
    token, seat = bob.token, bob.seat
    await bob.close()  # the connection drops mid-round
    await asyncio.sleep(0.05)
    assert room.slots[seat].member is None
    assert ann.room["seats"][seat]["connected"] is False

    back = await Client.connect(server.address, "Bob again")
    answer = await back.resume(room.code, token)
    assert answer["seat"] == seat
    table = (await back.next("table"))["table"]
    assert table["view"] == jsonable(room.match.state.view(seat).to_dict())
    assert table["seq"] == room.seq
    assert len(table["history"]) == len(room.moves)  # the round so far, for the move log
    assert room.slots[seat].member is not None
    if room.match.state.current_player == seat:
        await back.act(table["legal"][0])
        assert room.seq == table["seq"] + 1


async def test_a_wrong_token_is_refused_and_changes_nothing(server):
    ann, bob, room = await pair(server)
    await ann.start()
    before = fingerprint(room)
    eve = await Client.connect(server.address, "Eve")
    for token in ("0" * 32, "", ann.token[:-1] + "x", bob.token.upper()):
        with pytest.raises(ServerError) as err:
            await eve.resume(room.code, token)
        assert err.value.code in ("bad_token", "bad_message")
    with pytest.raises(ServerError) as err:
        await eve.resume("ZZZZZ", ann.token)
    assert err.value.code == "no_room"
    assert fingerprint(room) == before
    assert eve.table is None  # not a single view reached Eve


async def test_forged_and_illegal_moves_are_refused_with_the_state_unchanged(server):
    ann, bob, room = await pair(server, seed=8)
    await ann.start()
    first = room.match.state.current_player
    mover, other = (ann, bob) if first == ann.seat else (bob, ann)
    await my_turn(mover)
    before = fingerprint(room)
    view = jsonable(room.match.state.view(first).to_dict())
    not_mine = room.match.state.hands[other.seat][0].code  # a card of the other hand
    refusals = [
        (other, {"action": mover.table["legal"][0]}, "not_your_turn"),
        (other, {"action": mover.table["legal"][0], "seat": mover.seat}, "not_your_seat"),
        (mover, {"action": f"play {not_mine}"}, "illegal"),
        (mover, {"action": "take everything"}, "illegal"),
        (mover, {"action": ""}, "illegal"),
        (mover, {"action": mover.table["legal"][0], "seq": room.seq - 1}, "stale"),
        (mover, {"action": mover.table["legal"][0], "seat": other.seat}, "not_your_seat"),
    ]
    for client, fields, code in refusals:
        with pytest.raises(ServerError) as err:
            await client.request("act", **fields)
        assert err.value.code == code, fields
        assert err.value.message  # a sentence for the player
    assert fingerprint(room) == before
    assert jsonable(room.match.state.view(first).to_dict()) == view
    await mover.act(mover.table["legal"][0], seq=room.seq)  # and the right move still plays
    assert room.seq == before[1] + 1


async def test_a_second_connection_with_the_token_takes_the_seat_over(server):
    _, bob, room = await pair(server)
    other = await Client.connect(server.address, "Bob on the phone")
    await other.resume(room.code, bob.token)
    notice = await bob.next("error")
    assert "another connection" in notice["message"]
    assert room.slots[bob.seat].member is not None
    with pytest.raises(ServerError):  # the old connection has no seat any more
        await bob.request("start")


async def test_a_spectator_sees_the_public_view_only(server, monkeypatch):
    tap = Tap(monkeypatch)
    ann, bob, room = await pair(server, "hidden_unders", 3, bots={2: "normal"}, spectators=True)
    carl = await Client.connect(server.address, "Carl", record=True)
    await carl.watch(room.code)
    await ann.start()
    table = (await carl.next("round_started"))["table"]
    assert table["seat"] is None and table["view"]["player"] == 0  # laid out from seat 0
    assert table["view"]["hand"] == [] and table["legal"] == []
    assert len(hidden_from(room.match.state, None)) > 30  # every hand, the unders, the stock
    with pytest.raises(ServerError) as err:
        await carl.act(sorted(ann.table["legal"] or bob.table["legal"] or ["done"])[0])
    assert err.value.code == "not_allowed"
    moves: list = []
    await asyncio.gather(
        play_round(ann, random.Random(1), moves), play_round(bob, random.Random(2), moves)
    )
    await carl.next("round_over")
    await carl.close()
    assert carl.received == [text for text, _ in tap.sent["Carl"]]
    assert len(carl.received) > len(moves)  # every move, the bot's too
    for text, hidden in tap.sent["Carl"]:
        assert leaks(text, hidden) == []


async def test_a_room_without_spectators_refuses_them(server):
    _, _, room = await pair(server)
    carl = await Client.connect(server.address, "Carl")
    with pytest.raises(ServerError) as err:
        await carl.watch(room.code)
    assert err.value.code == "not_allowed"
    assert not room.watchers


async def test_only_the_creator_sets_up_the_table(server):
    ann = await Client.connect(server.address, "Ann")
    code = (await ann.create("hidden_unders", 3))["room"]
    bob = await Client.connect(server.address, "Bob")
    await bob.join(code)
    room = server.rooms[code]
    before = fingerprint(room)
    for request, fields in (("add_bot", {"seat": 2}), ("start", {}), ("free_seat", {"seat": 0})):
        with pytest.raises(ServerError) as err:
            await bob.request(request, **fields)
        assert err.value.code == "not_allowed"
    with pytest.raises(ServerError) as err:
        await ann.start()  # seat 3 is empty
    assert "empty" in err.value.message
    assert fingerprint(room) == before
    with pytest.raises(ServerError):
        await ann.add_bot(2, "grandmaster")
    await ann.add_bot(2, "easy")
    await ann.free_seat(bob.seat)
    assert (await bob.next("error"))["message"].startswith("The room's creator gave your seat")
    assert room.slots[1].kind == "empty"
    with pytest.raises(ServerError):  # Bob sits nowhere now
        await bob.request("ready")


async def test_a_bot_stands_in_for_a_player_who_stays_away(server):
    ann, bob, room = await pair(server, takeover=0.2, seed=4)
    await ann.start()
    seat, token = bob.seat, bob.token
    await bob.close()
    # Ann plays whenever it is her turn; Bob's moves come from the stand-in bot.
    async with asyncio.timeout(5):
        while room.seq < 6:
            table = await my_turn(ann)
            await ann.act(table["legal"][0], seq=table["seq"])
    assert room.slots[seat].stand_in
    assert ann.room["seats"][seat]["stand_in"] is True
    bots_moves = [mv for mv in room.moves if mv.seat == seat]
    assert bots_moves and all(mv.by_bot for mv in bots_moves)
    back = await Client.connect(server.address, "Bob")
    await back.resume(room.code, token)
    assert not room.slots[seat].stand_in  # his seat is his again
    if room.match.state.current_player == seat:
        assert (await back.next("table"))["table"]["legal"]


async def test_the_next_round_is_dealt_when_both_are_ready(server):
    ann, bob, room = await pair(server, seed=1)
    await ann.start()

    async def play(client):
        while True:
            message = await client.next("move", "round_started", "round_over", "table")
            if message["type"] == "round_over":
                return message
            if client.table["legal"]:
                await client.act(sorted(client.table["legal"])[0])

    ends = await asyncio.gather(play(ann), play(bob))
    assert ends[0]["result"]["round_seed"] == room.match.round_seed(1)
    assert "match" not in ends[0]["result"]  # the match goes on: its seed stays secret
    await ann.ready()
    assert room.match.round_no == 1
    seats = (await bob.next("room"))["room"]["seats"]  # who is ready, for the waiting screen
    assert [s["ready"] for s in seats] == [True, False]
    await bob.ready()
    started = await ann.next("round_started")
    assert started["round_no"] == 2 and room.match.round_no == 2
    assert not any(s["ready"] for s in ann.room["seats"])  # ready for round 3: not yet
    result = ends[0]["result"]
    brief = {k: result[k] for k in ("round_no", "dealer", "scores", "winners")}
    assert started["table"]["results"] == [brief]  # a client rebuilds the match rule from these


async def test_a_player_who_leaves_hands_the_seat_to_a_bot_and_a_newcomer_may_take_it(server):
    ann, bob, room = await pair(server, seed=6)
    await ann.start()
    seat = bob.seat
    await bob.leave()
    assert room.slots[seat].left and room.slots[seat].stand_in
    with pytest.raises(ServerError) as err:  # the old token is gone with the seat
        await (await Client.connect(server.address, "Bob")).resume(room.code, bob.token)
    assert err.value.code == "bad_token"
    async with asyncio.timeout(5):  # the bot plays Bob's seat between Ann's moves
        while room.seq < 4:
            table = await my_turn(ann)
            await ann.act(table["legal"][0], seq=table["seq"])
    assert any(mv.seat == seat and mv.by_bot for mv in room.moves)
    cy = await Client.connect(server.address, "Cy")
    await cy.join(room.code.lower())  # codes are read in any case
    assert cy.seat == seat and not room.slots[seat].stand_in
    assert room.slots[seat].name == "Cy"


async def test_a_connection_the_server_cuts_off_leaves_its_seat_waiting(server):
    ann, bob, room = await pair(server)
    conn = room.slots[bob.seat].member
    conn.drop("a test cut it off")
    closed = await bob.next("closed")
    assert closed["type"] == "closed"
    await asyncio.sleep(0.05)
    assert room.slots[bob.seat].kind == "human" and room.slots[bob.seat].member is None
    assert conn not in server.connections
    await ann.ping()  # the others go on


async def test_idle_rooms_are_closed_and_forgotten(server):
    ann, _, room = await pair(server)
    await ann.start()
    now = [server.clock()]
    server.clock = room.clock = lambda: now[0]
    server.sweep()
    assert room.code in server.rooms  # people are in it
    await ann.close()
    for client in [c for c in server.connections]:
        client.drop("test")
    await asyncio.sleep(0.05)
    now[0] += server.config.idle_room_seconds - 1
    server.sweep()
    assert room.code in server.rooms
    now[0] += 2
    server.sweep()
    assert room.code not in server.rooms
    rows = server.store.db.execute("SELECT COUNT(*) FROM moves WHERE code = ?", (room.code,))
    assert rows.fetchone() == (0,)
