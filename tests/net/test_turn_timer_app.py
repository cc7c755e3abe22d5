"""The turn timer in the app: the countdown at the table, why a bot played, and the key that
takes the seat back after the time ran out twice (issue 29)."""

from __future__ import annotations

import asyncio
import contextlib
import re

from net.net_helpers import my_turn
from net.test_online_app import SIZE, app_for, at_table, table, until
from tui.tui_helpers import footer_keys, key, screen_text

from cardtui.net.client import Client, ServerError
from cardtui.tui.conductor import Phase
from cardtui.tui.screens.online import Plan

TIMER = 2.0  # long enough that a loaded machine still draws the countdown once


async def test_the_countdown_the_stand_in_and_the_key_that_takes_the_seat_back(server):
    ann = await Client.connect(server.address, "Ann")
    code = (await ann.create("xeri", 2, turn_timer=TIMER, seed=3))["room"]
    room = server.rooms[code]

    async def ann_plays() -> None:
        """Ann moves at once, except while a bot plays Bob's seat (the round would be over
        at once)."""
        while True:
            table_ = await my_turn(ann, timeout=30)
            await until(lambda: not room.slots[1].stand_in, timeout=30)
            with contextlib.suppress(ServerError):  # her time ran out meanwhile
                await ann.act(sorted(table_["legal"])[0], seq=table_["seq"])

    bob = app_for(Plan(server.address, "Bob", code=code, go=True))
    async with bob.run_test(size=SIZE) as pilot:
        await until(lambda: room.slots[1].kind == "human", what="Bob seated")
        await ann.start()
        player = asyncio.create_task(ann_plays())
        try:
            await until(lambda: at_table(bob), what="Bob's table")
            # Bob's move: the header counts down (it is his own move).
            await until(
                lambda: (table(bob).conductor.deadline or (None,))[0] == 1,
                what="Bob's timed move",
            )
            await until(
                lambda: re.search(r"Your move: [12] seconds? left", screen_text(bob)),
                what="the countdown",
            )
            assert "Play again" not in footer_keys(bob)

            # He does not move: a bot plays for him once, then keeps his seat.
            await until(lambda: room.slots[1].timeouts == 1, what="the first time-out")
            await until(lambda: room.slots[1].stand_in, what="the second time-out")
            await until(lambda: table(bob).conductor.stood_in, what="Bob hears")
            await pilot.pause()
            toasts = [n.message for n in bob._notifications]
            assert "You ran out of time: a bot played your move." in toasts
            assert "You ran out of time twice" in screen_text(bob)  # the prompt
            assert "Play again" in footer_keys(bob)

            # One key, and the seat is his again: his next move is asked of him.
            await key(bob, "g")
            await until(lambda: not room.slots[1].stand_in, what="the seat back")
            await until(lambda: "Play again" not in footer_keys(bob), what="the key goes")
            await until(lambda: table(bob).conductor.phase is Phase.HUMAN, what="his move")
        finally:
            player.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await player
    await ann.close()
