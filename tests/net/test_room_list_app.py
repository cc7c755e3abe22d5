"""Finding each other in the app (#29): the room list of "Play online" shows a server's listed
rooms and joins the highlighted one with Enter; an empty list and an unreachable server are
sentences; an invite (``ws://host:port/CODE``) joins from ``cardtui join`` and from the form's
code field; the lobby and the table's ``i`` show the invite, the command and whether a friend
can still sit down, and ``c`` asks the terminal to copy the invite."""

from __future__ import annotations

from contextlib import AsyncExitStack

from net.conftest import config
from net.test_online_app import SIZE, app_for, at_table, keys, table, until
from tui.tui_helpers import screen_text

from cardtui.cli import build_parser
from cardtui.commands.join import build_plan
from cardtui.net.client import Client
from cardtui.net.invite import invite_line
from cardtui.net.link import Link
from cardtui.net.server import Server
from cardtui.net.tokens import SeatBook
from cardtui.tui.screens.invite_info import InviteInfoScreen
from cardtui.tui.screens.lobby import LobbyScreen
from cardtui.tui.screens.online import OnlineScreen, Plan
from cardtui.tui.screens.room_list import RoomListScreen


def words(app) -> str:
    """The screen's text with every run of spaces and line ends as one space (lines wrap)."""
    return " ".join(screen_text(app).split())


def listed_rows(app) -> int:
    """The room list's rows, or -1 while the list is not on screen (yet: being composed)."""
    screen = app.screen
    found = screen.query("#room-list") if isinstance(screen, RoomListScreen) else []
    return found[0].option_count if found else -1


async def test_the_room_list_shows_listed_rooms_and_enter_joins_one(server):
    ann = await Client.connect(server.address, "Ann")
    code = (await ann.create("xeri", 2, listed=True))["room"]
    hidden = await Client.connect(server.address, "Cy")
    await hidden.create("xeri", 2)  # unlisted: not on the list
    bob = app_for(Plan(server.address, "Bob"))
    async with bob.run_test(size=SIZE) as pilot:
        await until(lambda: isinstance(bob.screen, OnlineScreen), what="the form")
        await keys(bob, "ctrl+r")
        await until(lambda: listed_rows(bob) == 1, what="the listed room")
        await pilot.pause()
        text = screen_text(bob)
        assert f"{code}  Xeri · 1 of 2 seats free · seated: Ann" in text
        assert "1 room. Enter joins the highlighted one" in text
        await keys(bob, "enter")
        await until(lambda: isinstance(bob.screen, LobbyScreen), what="Bob's lobby")
        room = server.rooms[code]
        assert room.slots[1].name == "Bob"
        await until(lambda: ann.room["seats"][1]["name"] == "Bob", what="Ann hears")
        await pilot.pause()
        text = words(bob)
        invite = f"{server.address}/{code}"
        assert f"Invite: {invite}" in text and f"cardtui join {invite}" in text
        assert "Every seat is taken and this room allows no spectators" in text
        await keys(bob, "c")  # the invite goes to the terminal as an OSC 52 request
        await until(lambda: bob.clipboard == invite, what="the copy")
        assert any("OSC 52" in n.message for n in bob._notifications)
    await ann.close()
    await hidden.close()


async def test_no_listed_room_and_no_server_are_sentences(tmp_path):
    srv = Server(config(tmp_path))
    await srv.start()
    address = srv.address
    app = app_for(Plan(address, "Bob"))
    async with app.run_test(size=SIZE) as pilot:
        await until(lambda: isinstance(app.screen, OnlineScreen), what="the form")
        await keys(app, "ctrl+r")
        await until(lambda: "lists no room" in screen_text(app), what="the empty list")
        await srv.close()  # gone: asking again is a sentence, and the screen stays
        await keys(app, "r")
        status = "#room-list-status"
        await until(lambda: app.screen.query_one(status).has_class("-problem"), what="refusal")
        await pilot.pause()
        assert "Could not reach" in screen_text(app)
        await keys(app, "escape")
        await until(lambda: isinstance(app.screen, OnlineScreen), what="back to the form")


async def test_an_invite_joins_from_cardtui_join_and_from_the_forms_code_field(server):
    ann = await Client.connect(server.address, "Ann")
    code = (await ann.create("hidden_unders", 3))["room"]
    invite = invite_line(server.address, code)
    plan = build_plan(build_parser().parse_args(["join", invite, "--name", "Bob"]))
    async with AsyncExitStack() as stack:
        bob = app_for(plan)
        await stack.enter_async_context(bob.run_test(size=SIZE))
        await until(lambda: isinstance(bob.screen, LobbyScreen), what="Bob's lobby")
        # the token is kept for the server itself, as when the address and code are typed
        book = SeatBook()
        assert book.seat(Link(server.address, "x").url, code, "Bob") is not None
        # The whole invite pasted as the room code, whatever the server field says
        cy = app_for(Plan("localhost:1", "Cy", code=invite.lower(), go=True))
        pc = await stack.enter_async_context(cy.run_test(size=SIZE))
        await until(lambda: isinstance(cy.screen, LobbyScreen), what="Cy's lobby")
        assert [s.name for s in server.rooms[code].slots] == ["Ann", "Bob", "Cy"]
        await pc.pause()
        assert "Every seat is taken" in words(cy)
    await ann.close()


async def test_the_create_form_lists_the_room_and_the_tables_info_shows_the_invite(server):
    ann = app_for(Plan(server.address, "Ann", game="xeri", players=2, listed=True, go=True))
    async with ann.run_test(size=SIZE) as pilot:
        await until(lambda: isinstance(ann.screen, LobbyScreen), what="the lobby")
        code = next(iter(server.rooms))
        room = server.rooms[code]
        assert room.settings.listed
        await pilot.pause()
        assert "1 seat is free." in words(ann)
        await keys(ann, "b")
        await until(lambda: room.slots[1].kind == "bot", what="the bot")
        await keys(ann, "s")
        await until(lambda: at_table(ann), what="the table")
        await until(lambda: table(ann).link.room["status"] == "playing", what="playing")
        await keys(ann, "i")
        await until(lambda: isinstance(ann.screen, InviteInfoScreen), what="the info")
        await pilot.pause()
        text = words(ann)
        assert f"cardtui join {server.address}/{code}" in text
        assert f"Invite (c copies it): {server.address}/{code}" in text
        assert "Every seat is taken and this room allows no spectators" in text
        await keys(ann, "c")
        await until(lambda: ann.clipboard == f"{server.address}/{code}", what="the copy")
