"""The app online (#18 stage 2): two apps join one room on a loopback server, meet in the lobby
and play at the game's own table screens; every screen each of them shows is read and holds
none of the cards the rules hide from its seat; a dropped connection and a restarted app take
the seat back with the saved token (never shown); a server that is gone is a sentence."""

from __future__ import annotations

import asyncio
from contextlib import AsyncExitStack

from net.leaks import hidden_from
from tui.tui_helpers import footer_keys, key, quick_settings, screen_text

from cardtui.net import link as link_module
from cardtui.net.server import Server
from cardtui.net.tokens import SeatBook
from cardtui.tui.conductor import Phase
from cardtui.tui.online_app import OnlineApp
from cardtui.tui.screens.lobby import LobbyScreen
from cardtui.tui.screens.online import Plan
from cardtui.tui.screens.remote_table import RemoteTable

SIZE = (80, 24)


async def keys(app, *names: str) -> None:
    """Keys as a terminal sends them (without Pilot's wait for idle after each)."""
    for name in names:
        await key(app, name)


async def until(condition, timeout: float = 8.0, what: str = "a change") -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        if loop.time() > deadline:
            raise AssertionError(f"waited {timeout}s for {what}")
        await asyncio.sleep(0.005)


def app_for(plan: Plan) -> OnlineApp:
    return OnlineApp(plan, quick_settings())


def table(app) -> RemoteTable:
    screen = app.screen_stack[-1]
    assert isinstance(screen, RemoteTable), screen
    return screen


def at_table(app) -> bool:
    return isinstance(app.screen_stack[-1], RemoteTable)


def bob_in_lobby(app) -> bool:
    return any(s["name"] == "Bob" for s in app.screen.room["seats"])


async def test_the_lobby_seats_players_and_bots_and_its_creator_starts(server):
    async with AsyncExitStack() as stack:
        ann = app_for(Plan(server.address, "Ann", game="hidden_unders", players=3, go=True))
        pa = await stack.enter_async_context(ann.run_test(size=SIZE))
        await until(lambda: isinstance(ann.screen, LobbyScreen), what="Ann's lobby")
        code = next(iter(server.rooms))
        room = server.rooms[code]
        await pa.pause()
        text = screen_text(ann)
        assert code in text and f"cardtui join {server.address}/{code}" in text
        assert "Ann  you · creator" in text and text.count("(empty") == 2

        bob = app_for(Plan(server.address, "Bob", code=code.lower(), go=True))
        pb = await stack.enter_async_context(bob.run_test(size=SIZE))
        await until(lambda: isinstance(bob.screen, LobbyScreen), what="Bob's lobby")
        await until(lambda: bob_in_lobby(ann), what="Bob in Ann's lobby")
        await pb.pause()
        assert "Waiting for Ann to start" in screen_text(bob)
        await pa.pause()
        assert "Bob" in screen_text(ann)
        await keys(bob, "b", "s")  # only the creator sets the table up
        await pb.pause()
        assert room.slots[2].kind == "empty" and room.status == "lobby"

        await keys(ann, "l")  # normal -> the next level, then add it to the empty seat
        await until(lambda: ann.screen.level != "normal", what="the level")
        level = ann.screen.level
        await keys(ann, "b")
        await until(lambda: room.slots[2].kind == "bot", what="the bot")
        assert room.slots[2].level == level
        await until(lambda: bob.screen.room["seats"][2]["kind"] == "bot", what="Bob hears")
        await pb.pause()
        assert f"{level} bot" in screen_text(bob)
        await keys(ann, "s")
        await until(lambda: at_table(ann) and at_table(bob), what="both tables")
        assert room.status == "playing"
        assert type(table(bob)).__name__ == "OnlineHiddenUndersTable"


async def test_two_apps_play_at_the_real_tables_and_no_screen_shows_a_hidden_card(server):
    """Xeri 2v2: Ann and Bob are partners with a bot between them each way. After every move
    both screens are read; neither holds a card hidden from its seat (the partner's hand, the
    opponents' hands, the talon)."""
    async with AsyncExitStack() as stack:
        ann = app_for(Plan(server.address, "Ann", game="xeri", players=4, go=True))
        pa = await stack.enter_async_context(ann.run_test(size=SIZE))
        await until(lambda: isinstance(ann.screen, LobbyScreen), what="Ann's lobby")
        code = next(iter(server.rooms))
        room = server.rooms[code]
        bob = app_for(Plan(server.address, "Bob", code=code, go=True))
        pb = await stack.enter_async_context(bob.run_test(size=SIZE))
        await until(lambda: room.slots[1].kind == "human", what="Bob seated")
        await keys(ann, "b")  # bots in the empty seats, 3 then 4
        await until(lambda: room.slots[2].kind == "bot", what="the first bot")
        await keys(ann, "b")  # the next empty seat
        await until(lambda: all(s.kind != "empty" for s in room.slots), what="the bots")
        await keys(ann, "s")
        await until(lambda: at_table(ann) and at_table(bob), what="both tables")
        apps = {0: (ann, pa), 1: (bob, pb)}
        assert [s.kind for s in room.slots] == ["human", "human", "bot", "bot"]

        async def both_caught_up() -> None:
            for app, pilot in apps.values():
                await until(
                    lambda app=app: (
                        (table(app).conductor.table or {}).get("seq") == room.seq
                        and table(app).conductor.phase is not Phase.IDLE
                    ),
                    what="the table to catch up",
                )
                await pilot.pause()

        async def check_screens() -> int:
            await both_caught_up()
            for seat, (app, _) in apps.items():
                hidden = hidden_from(room.match.state, seat)
                assert len(hidden) > 10
                text = screen_text(app)
                seen = [c.code for c in hidden if str(c) in text]
                assert seen == [], (seat, seen, text)
                hand = room.match.state.view(seat)["hand"]
                assert all(str(c) in text for c in hand)  # its own hand is there
            return room.seq

        played = {0: 0, 1: 0}
        await check_screens()
        while min(played.values()) < 2:
            seat = room.match.state.current_player
            assert seat in apps, "bots move by themselves"
            app = apps[seat][0]
            await until(lambda app=app: table(app).conductor.phase is Phase.HUMAN)
            before = room.seq
            await keys(app, "1")
            await until(lambda before=before: room.seq > before, what="the move")
            played[seat] += 1
            await check_screens()
        # Moves are final online: undo and save say so, and change nothing.
        seq = room.seq
        await keys(ann, "u", "ctrl+s")
        await pa.pause()
        assert room.seq == seq
        toasts = [n.message for n in ann._notifications]
        assert any("Undo is off" in t for t in toasts)
        assert any("Saving is off" in t for t in toasts)
        footer = footer_keys(ann)
        assert "Undo" not in footer and "Online" in footer


async def test_a_dropped_connection_and_a_restarted_app_take_the_seat_back(server, monkeypatch):
    monkeypatch.setattr(link_module, "RETRY", (0.01, 0.05, 0.1))
    plan = Plan(server.address, "Ann", game="xeri", players=2, go=True)
    async with AsyncExitStack() as stack:
        ann = app_for(plan)
        pa = await stack.enter_async_context(ann.run_test(size=SIZE))
        await until(lambda: isinstance(ann.screen, LobbyScreen), what="the lobby")
        code = next(iter(server.rooms))
        room = server.rooms[code]
        await keys(ann, "b")
        await until(lambda: room.slots[1].kind == "bot", what="the bot")
        await keys(ann, "s")
        await until(lambda: at_table(ann), what="the table")
        await until(lambda: table(ann).conductor.phase is Phase.HUMAN, what="Ann's turn")
        await keys(ann, "1")
        await until(lambda: room.seq >= 2, what="Ann's move and the bot's")

        for conn in list(server.connections):  # the network drops Ann
            conn.drop("a test")
        await until(lambda: table(ann).link.state == "reconnecting", what="reconnecting")
        await until(lambda: table(ann).link.state == "online", what="back online")
        await until(lambda: table(ann).conductor.phase is Phase.HUMAN, what="Ann's turn again")
        await pa.pause()
        text = screen_text(ann)
        assert "reconnecting" not in text.splitlines()[0]  # the header says all is well
        assert all(str(c) in text for c in room.match.state.view(0)["hand"])
        before = room.seq
        await keys(ann, "1")
        await until(lambda: room.seq > before, what="a move after the reconnection")

    token = SeatBook().seat(link_module.Link(server.address, "x").url, code, "Ann").token
    # Ann's terminal closed. The same command later takes the seat back.
    async with AsyncExitStack() as stack:
        again = app_for(Plan(server.address, "Ann", code=code, go=True))
        pa = await stack.enter_async_context(again.run_test(size=SIZE))
        await until(lambda: at_table(again), what="the table again")
        await until(lambda: table(again).conductor.phase is Phase.HUMAN, what="Ann's turn")
        await pa.pause()
        assert room.slots[0].member is not None and table(again).conductor.seat == 0
        text = screen_text(again)
        assert "Round 1: " in text  # the round so far, heard again
        assert token not in text
        assert [s.kind for s in room.slots] == ["human", "bot"]  # no second seat taken


async def test_a_server_that_goes_away_is_a_sentence_and_back_to_the_menu(tmp_path, monkeypatch):
    from net.conftest import config

    monkeypatch.setattr(link_module, "RETRY", (0.01, 0.02))
    srv = Server(config(tmp_path))
    await srv.start()
    ann = app_for(Plan(srv.address, "Ann", game="xeri", players=2, go=True))
    async with ann.run_test(size=SIZE) as pa:
        await until(lambda: isinstance(ann.screen, LobbyScreen), what="the lobby")
        await keys(ann, "b")
        await until(lambda: srv.rooms and next(iter(srv.rooms.values())).slots[1].kind == "bot")
        await keys(ann, "s")
        await until(lambda: at_table(ann), what="the table")
        await srv.close()
        await until(lambda: type(ann.screen).__name__ == "MessageScreen", what="the sentence")
        await pa.pause()
        assert "cannot be reached" in screen_text(ann)
        await keys(ann, "enter")
        await until(lambda: type(ann.screen).__name__ == "MenuScreen", what="the menu")


async def test_a_wrong_code_is_a_sentence_under_the_form(server):
    ann = app_for(Plan(server.address, "Ann", code="ZZZZZ", go=True))
    async with ann.run_test(size=SIZE) as pa:
        status = "#online-status"
        await until(lambda: ann.screen.query_one(status).has_class("-problem"), what="refusal")
        await pa.pause()
        assert "There is no room 'ZZZZZ'" in screen_text(ann)
        assert type(ann.screen).__name__ == "OnlineScreen"
    bad = app_for(Plan("ftp://nowhere", "Ann", code="ABCDE", go=True))
    async with bad.run_test(size=SIZE) as pb:
        await until(lambda: bad.screen.query(status).first().has_class("-problem"))
        await pb.pause()
        assert "ws://" in screen_text(bad)


async def test_esc_at_online_results_asks_and_cancelling_shows_the_results_again(server):
    from cardtui.tui.screens.dialogs import ChoiceScreen
    from cardtui.tui.screens.remote_table import OnlineResultsScreen

    ann = app_for(Plan(server.address, "Ann", game="xeri", players=2, go=True))
    async with ann.run_test(size=SIZE) as pa:
        await until(lambda: isinstance(ann.screen, LobbyScreen), what="the lobby")
        room = server.rooms[next(iter(server.rooms))]
        await keys(ann, "b")
        await until(lambda: room.slots[1].kind == "bot", what="the bot")
        await keys(ann, "s")
        await until(lambda: at_table(ann), what="the table")

        def results_up() -> bool:
            return isinstance(ann.screen, OnlineResultsScreen)

        while True:  # Ann plays her first card each turn until the round's results show
            await until(
                lambda: (
                    results_up() or (at_table(ann) and table(ann).conductor.phase is Phase.HUMAN)
                ),
                what="Ann's turn or the results",
            )
            if results_up():
                break
            before = room.seq
            await keys(ann, "1")
            await until(lambda before=before: room.seq > before, what="Ann's move")
        await pa.pause()
        footer = footer_keys(ann)
        assert "Next round" in footer and "Leave" in footer and "Online" not in footer
        results = ann.screen
        await keys(ann, "escape")
        await until(lambda: isinstance(ann.screen, ChoiceScreen), what="the question")
        await pa.pause()
        assert "Leave the online table?" in screen_text(ann)
        await keys(ann, "escape")  # cancel: the same results, and the seat stays taken
        await until(lambda: isinstance(ann.screen, OnlineResultsScreen), what="the results")
        assert ann.screen is results
        assert room.slots[0].member is not None
        await keys(ann, "n")
        await until(lambda: room.match.round_no == 2, what="the next round")
