"""An exception at an online table never leaves it stuck: the table is closed with a sentence
saying how to take the seat back (the server keeps the match; nothing is saved here)."""

from __future__ import annotations

from net.test_online_app import SIZE, app_for, at_table, keys, table, until

from cardtui.tui import rescue
from cardtui.tui.screens.dialogs import MessageScreen
from cardtui.tui.screens.lobby import LobbyScreen
from cardtui.tui.screens.online import Plan
from cardtui.tui.screens.remote_table import RemoteTable


class Injected(RuntimeError):
    """The failure the test injects."""


async def test_a_failure_at_an_online_table_closes_it_and_says_how_to_come_back(server):
    ann = app_for(Plan(server.address, "Ann", game="xeri", players=2, go=True))
    async with ann.run_test(size=SIZE):
        await until(lambda: isinstance(ann.screen, LobbyScreen), what="the lobby")
        code = next(iter(server.rooms))
        room = server.rooms[code]
        await keys(ann, "b")
        await until(lambda: room.slots[1].kind == "bot", what="the bot")
        await keys(ann, "s")
        await until(lambda: at_table(ann), what="the table")

        def broken() -> None:
            raise Injected("a callback at the online table failed")

        table(ann).call_later(broken)
        await until(lambda: isinstance(ann.screen, MessageScreen), what="the message")
        assert not any(isinstance(s, RemoteTable) for s in ann.screen_stack)
        text = ann.screen.text
        assert "The online table was closed" in text
        assert f"cardtui join {server.address} {code}" in text
        assert "Injected" not in text
        assert room.slots[0].kind == "human" and not room.slots[0].left  # her seat waits
        caught = list(rescue.failures)
        rescue.failures.clear()
        assert len(caught) == 1 and isinstance(caught[0], Injected)
