"""The turn timer: a connected player who does not move in time gets one move played by a
stand-in bot; after two time-outs in a row the stand-in keeps the seat until the player is
back (issue 29). Short timers (fractions of a second) come through the room's setting."""

from __future__ import annotations

import asyncio
import random

import pytest
from net.conftest import config
from net.leaks import leaks
from net.net_helpers import Tap, fingerprint, my_turn, settle

from cardtui import bots
from cardtui.cli import build_parser
from cardtui.commands.host import config_from
from cardtui.commands.join import build_plan
from cardtui.core import derive_seed
from cardtui.net.client import Client, ServerError
from cardtui.net.server import Server
from cardtui.tui.turn_clock import deadline_of, seconds_left, timer_choices, timer_note, timer_word

TIMER = 0.5  # long enough for a loopback answer on a busy machine


async def until(client: Client, wanted, timeout: float = 5.0) -> dict:
    """The next message pushed to ``client`` that ``wanted(message)`` accepts."""
    async with asyncio.timeout(timeout):
        while True:
            message = await client.next()
            if wanted(message):
                return message


def seat_marked(seat: int, stand_in: bool):
    def wanted(msg: dict) -> bool:
        return msg["type"] == "room" and msg["room"]["seats"][seat]["stand_in"] is stand_in

    return wanted


async def condition(check, timeout: float = 5.0) -> None:
    async with asyncio.timeout(timeout):
        while not check():
            await asyncio.sleep(0.01)


def timed_out_move(seat: int):
    return lambda msg: msg["type"] == "move" and msg["seat"] == seat and msg["timed_out"]


def expected_stand_in(room, seat: int) -> str:
    """The move the room's stand-in bot makes for ``seat`` now, chosen as the runner does."""
    state = room.match.state
    bot = bots.make(
        room.spec.name, room.settings.stand_in_level, seed=derive_seed(room.seed, "bot", seat)
    )
    rng = random.Random(derive_seed(room.seed, "bot", seat, room.seq))
    return bot.choose(state.view(seat), state.legal_actions(), rng).code


async def start_timed(server, seed: int = 5):
    ann = await Client.connect(server.address, "Ann")
    code = (await ann.create("xeri", 2, turn_timer=TIMER, seed=seed))["room"]
    bob = await Client.connect(server.address, "Bob")
    await bob.join(code)
    await ann.start()
    room = server.rooms[code]
    first = room.match.state.current_player
    idle, mover = (ann, bob) if first == 0 else (bob, ann)
    return room, idle, mover


async def test_time_runs_out_twice_then_the_player_takes_the_seat_back(server):
    room, idle, mover = await start_timed(server)
    seat = idle.seat
    assert room.summary()["turn_timer"] == TIMER
    table = await my_turn(idle)
    assert table["deadline_seat"] == seat and 0 < table["deadline_in"] <= TIMER
    expected = expected_stand_in(room, seat)

    # 1. Time runs out: a stand-in plays that one move, the other seat hears why.
    seen = await until(mover, timed_out_move(seat))
    assert seen["by_bot"] is True
    assert room.match.log[0][0] == expected  # seeded like every bot's move
    assert room.slots[seat].timeouts == 1 and not room.slots[seat].stand_in
    assert room.summary()["seats"][seat]["stand_in"] is False

    # The mover moves; time runs out again for the idle seat: the stand-in keeps the seat.
    table = await my_turn(mover)
    await mover.act(sorted(table["legal"])[0], seq=table["seq"])
    await until(mover, timed_out_move(seat))
    marked = await until(mover, seat_marked(seat, True))
    assert marked["room"]["seats"][seat]["stand_in"] is True
    assert marked["room"]["seats"][seat]["stand_in_reason"] == "timeout"
    assert room.slots[seat].stand_in

    # The stand-in now plays at once, no timer: the idle seat is never asked.
    table = await my_turn(mover)
    assert table["deadline_seat"] == mover.seat
    await mover.act(sorted(table["legal"])[0], seq=table["seq"])
    moved = await until(mover, lambda msg: msg["type"] == "move" and msg["seat"] == seat)
    assert moved["by_bot"] is True and moved["timed_out"] is False

    # The player is back with one request, and moves again; the count starts over.
    await settle(server)
    table = await my_turn(mover)
    await idle.back()
    assert not room.slots[seat].stand_in and room.slots[seat].timeouts == 0
    back = await until(mover, seat_marked(seat, False))
    assert back["room"]["seats"][seat]["stand_in"] is False
    assert "stand_in_reason" not in back["room"]["seats"][seat]
    await mover.act(sorted(table["legal"])[0], seq=table["seq"])
    table = await my_turn(idle)
    await idle.act(sorted(table["legal"])[0], seq=table["seq"])
    assert room.moves[-1].seat == seat and room.moves[-1].by_bot is False
    assert room.slots[seat].timeouts == 0


async def test_a_move_in_time_resets_the_count(server):
    room, idle, mover = await start_timed(server, seed=8)
    seat = idle.seat
    await until(mover, timed_out_move(seat))
    assert room.slots[seat].timeouts == 1
    table = await my_turn(mover)
    await mover.act(sorted(table["legal"])[0], seq=table["seq"])
    table = await my_turn(idle)
    await idle.act(sorted(table["legal"])[0], seq=table["seq"])
    assert room.slots[seat].timeouts == 0 and not room.slots[seat].stand_in


async def test_no_timer_for_a_player_who_is_away_and_none_when_off(server):
    room, idle, _ = await start_timed(server)
    await my_turn(idle)
    seat = idle.seat
    await idle.close()  # away: the takeover (60 s) is in charge, not the turn timer
    await condition(lambda: room.slots[seat].member is None)
    assert room.summary()["deadline_seat"] is None
    await asyncio.sleep(TIMER * 2)
    assert room.seq == 0 and room.slots[seat].timeouts == 0

    ann = await Client.connect(server.address, "Cy")
    await ann.create("xeri", 2, bots={1: "normal"})
    await ann.start()
    table = await my_turn(ann)
    assert table["deadline_seat"] is None and table["deadline_in"] is None


async def test_the_deadline_says_whose_move_and_nothing_hidden(tmp_path, monkeypatch):
    tap = Tap(monkeypatch)
    server = Server(config(tmp_path))
    await server.start()
    try:
        ann = await Client.connect(server.address, "Ann")
        code = (await ann.create("xeri", 2, turn_timer=TIMER, spectators=True))["room"]
        bob = await Client.connect(server.address, "Bob")
        await bob.join(code)
        eve = await Client.connect(server.address, "Eve")
        await eve.watch(code)
        await ann.start()
        room = server.rooms[code]
        mover = ann if room.match.state.current_player == 0 else bob
        await until(eve, lambda msg: msg["type"] == "move")  # a timed-out move
        table = await my_turn(mover)
        await mover.act(sorted(table["legal"])[0], seq=table["seq"])
        seen = await until(eve, lambda msg: msg["type"] == "move" and msg["seat"] == mover.seat)
        deadline = {k: v for k, v in seen["table"].items() if k.startswith("deadline")}
        assert set(deadline) == {"deadline_seat", "deadline_in"}
        assert deadline["deadline_seat"] == seen["table"]["current_player"]
        assert isinstance(deadline["deadline_in"], float)
        await settle(server)
        for name in ("Ann", "Bob", "Eve"):
            for text, hidden in tap.sent[name]:
                assert leaks(text, hidden) == [], text[:300]
    finally:
        await server.close()


async def test_a_room_with_a_timer_replays_after_a_restart(tmp_path):
    first = Server(config(tmp_path))
    await first.start()
    room, idle, mover = await start_timed(first)
    seat = idle.seat
    await until(mover, timed_out_move(seat))
    table = await my_turn(mover)
    await mover.act(sorted(table["legal"])[0], seq=table["seq"])
    await until(mover, timed_out_move(seat))
    await until(mover, seat_marked(seat, True))
    await settle(first)
    before = fingerprint(room)
    tokens = {idle.seat: idle.token, mover.seat: mover.token}
    await first.close()

    second = Server(config(tmp_path))
    await second.start()
    try:
        again = second.rooms[room.code]
        assert fingerprint(again) == before  # the stand-in's moves replay from the journal
        assert again.settings.turn_timer == TIMER
        assert again.slots[seat].stand_in  # until the player is back
        back = await Client.connect(second.address, "Ann")
        await back.resume(room.code, tokens[seat])
        assert not again.slots[seat].stand_in
        other = await Client.connect(second.address, "Bob")
        await other.resume(room.code, tokens[1 - seat])
        # the timer runs again for whoever is to move, from when they came back
        current = again.match.state.current_player
        await until(back, timed_out_move(current))
    finally:
        await second.close()


@pytest.mark.parametrize("value", [-1, 601, "30", True, 1e300])
async def test_create_refuses_a_bad_turn_timer(server, value):
    ann = await Client.connect(server.address, "Ann")
    with pytest.raises(ServerError) as refused:
        await ann.create("xeri", 2, turn_timer=value)
    assert refused.value.code == "bad_message"
    assert not server.rooms


async def test_back_from_a_spectator_or_without_a_seat_is_refused(server):
    eve = await Client.connect(server.address, "Eve")
    with pytest.raises(ServerError, match="Join a room first"):
        await eve.back()


def test_the_commands_set_the_timer():
    args = build_parser().parse_args(["host", "--turn-timer", "30"])
    assert config_from(args).turn_timer == 30
    args = build_parser().parse_args(
        ["join", "localhost:7777", "--game", "xeri", "--turn-timer", "60"]
    )
    assert build_plan(args).turn_timer == 60
    args = build_parser().parse_args(
        ["join", "localhost:7777", "--game", "xeri", "--turn-timer", "45"]
    )
    with pytest.raises(ValueError, match="0 \\(off\\), 30, 60 or 120 seconds"):
        build_plan(args)


def test_the_timer_in_words():
    assert [text for text, _ in timer_choices()] == ["Off", "30 seconds", "1 minute", "2 minutes"]
    assert timer_word(0.5) == "0.5 seconds" and timer_note(0) == ""
    assert timer_note(60) == "Turn timer: 1 minute a move"
    assert deadline_of({"deadline_seat": 1, "deadline_in": 2.5}, 100.0) == (1, 102.5)
    assert deadline_of({"deadline_seat": None, "deadline_in": None}, 100.0) is None
    assert seconds_left((1, 102.5), 100.0) == 3 and seconds_left((1, 102.5), 103.0) == 0
