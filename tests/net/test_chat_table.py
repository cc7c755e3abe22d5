"""Quick messages at the app's online table (#29): the room's creator turns typed messages on in
the form; what Bob says shows under the move log with his name, in Ann's language, markup shown
as typed, for a few seconds; Ann's picker sends a phrase or her own words, and mutes Bob."""

from __future__ import annotations

import pytest
from net.conftest import config
from net.test_online_app import SIZE, app_for, at_table, keys, table, until
from tui.tui_helpers import screen_text

from cardtui import i18n
from cardtui.net.client import Client
from cardtui.net.server import Server
from cardtui.tui.screens.lobby import LobbyScreen
from cardtui.tui.screens.online import Plan
from cardtui.tui.screens.quick_message import QuickMessageScreen
from cardtui.tui.widgets.chat_line import ChatLine
from cardtui.tui.widgets.on_off import OnOff


@pytest.fixture
async def server(tmp_path):
    """A server whose seats may say as much as this test needs at once."""
    srv = Server(config(tmp_path, chat_rate=100.0, chat_burst=100))
    await srv.start()
    yield srv
    await srv.close()


async def test_messages_at_the_table_the_picker_and_muting(server):
    ann = app_for(Plan(server.address, "Ann", game="xeri", players=2))
    async with ann.run_test(size=SIZE) as pa:
        await until(lambda: ann.screen.query("#free-text"), what="the form")
        ann.screen.query_one("#free-text", OnOff).value = True
        ann.screen.action_create()
        await until(lambda: isinstance(ann.screen, LobbyScreen), what="Ann's lobby")
        room = server.rooms[next(iter(server.rooms))]
        assert room.settings.free_text is True
        bob = await Client.connect(server.address, "Bob")
        await bob.join(room.code)
        await until(lambda: room.slots[1].kind == "human", what="Bob seated")
        await keys(ann, "s")
        await until(lambda: at_table(ann) and table(ann).query(ChatLine), what="the table")
        line = table(ann).query_one(ChatLine)

        await bob.say("gg")
        await until(lambda: line.said == [("Bob", "Good game")], what="Bob's phrase")
        await pa.pause()
        assert "Bob: Good game" in screen_text(ann)
        try:  # each reader words a phrase in their own language
            i18n.set_language("qps")
            await bob.say("wp")
            await until(lambda: len(line.said) == 2, what="the second phrase")
            assert line.said[-1][1].startswith("⟦") and "Well played" not in line.said[-1][1]
        finally:
            i18n.set_language("en")
        await bob.say(text="[bold red]boo[/] \x1b[2J\u202eend")
        await until(lambda: len(line.said) == 3, what="Bob's words")
        await pa.pause()
        assert "Bob: [bold red]boo[/]" in screen_text(ann)  # markup shown as typed
        assert line.said[-1] == ("Bob", "[bold red]boo[/] [2Jend")

        await keys(ann, "m")
        await until(lambda: isinstance(ann.screen, QuickMessageScreen), what="the picker")
        await pa.pause()
        text = screen_text(ann)
        assert "1  Good game" in text and "6  Write…" in text and "7  Mute Bob" in text
        await keys(ann, "3")  # "Your turn"
        said = await from_ann(bob)
        assert said["name"] == "Ann" and said["phrase"] == "your_turn"
        await until(lambda: at_table(ann), what="the table again")

        await keys(ann, "m")
        await until(lambda: isinstance(ann.screen, QuickMessageScreen), what="the picker")
        await keys(ann, "6")  # Write…
        await until(
            lambda: getattr(ann.screen.focused, "id", None) == "quick-text", what="the field"
        )
        await keys(ann, "h", "i", "4", "enter")  # digits are typed now, not picks
        assert (await from_ann(bob))["text"] == "hi4"

        await keys(ann, "m")
        await until(lambda: isinstance(ann.screen, QuickMessageScreen), what="the picker")
        await keys(ann, "7")  # Mute Bob
        await until(lambda: at_table(ann) and "Bob" in table(ann).muted, what="Bob muted")
        line.hold = 0.2  # the next messages go quickly
        await bob.say("oops")
        await ann.screen.link.say("thanks")  # after Bob's "oops" in what the server sends Ann
        await until(lambda: ("Ann", "Thanks") in line.said, what="Ann's own message")
        assert all(name != "Bob" or words != "Oops" for name, words in line.said)
        await until(lambda: ("Ann", "Thanks") not in line.said, what="the message to go")
        await pa.pause()
        assert "Ann: Thanks" not in screen_text(ann)
        await bob.close()


async def from_ann(client: Client) -> dict:
    """The next message Ann said (Bob hears his own too)."""
    while True:
        said = await client.next("said")
        if said["seat"] == 0:
            return said


def test_the_picker_offers_writing_only_where_the_room_allows_it():
    picker = QuickMessageScreen(free_text=False, others=[("Bob", True), ("Cy", False)])
    assert [kind for kind, _ in picker.choices] == ["phrase"] * 5 + ["unmute", "mute"]
    assert [str(picker.label(i)) for i in (0, 5, 6)] == [
        "1  Good game",
        "6  Unmute Bob",
        "7  Mute Cy",
    ]
