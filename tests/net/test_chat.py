"""Quick messages at a table (#29): phrases travel as ids and reach every player and spectator,
each reading them in their own language; typed text only where the room allows it, cleaned of
what a terminal would obey; every seat is metered; spectators read but do not speak."""

from __future__ import annotations

import pytest
from net.conftest import config
from net.net_helpers import pair

from cardtui import i18n
from cardtui.net.chat import PHRASES, phrase_text
from cardtui.net.client import Client, ServerError
from cardtui.net.room import RoomSettings
from cardtui.net.server import Server


async def test_a_phrase_reaches_every_player_and_spectator_as_its_id(server):
    ann, bob, room = await pair(server, spectators=True)
    eve = await Client.connect(server.address, "Eve")
    await eve.watch(room.code)
    await bob.say("gg")
    for client in (ann, bob, eve):
        said = await client.next("said")
        assert said == {"type": "said", "seat": 1, "name": "Bob", "phrase": "gg"}
    with pytest.raises(ServerError) as err:  # spectators are anonymous: they read only
        await eve.say("wp")
    assert err.value.code == "not_allowed" and "Spectators" in err.value.message
    with pytest.raises(ServerError) as err:
        await ann.say("hello")
    assert err.value.code == "bad_message"
    assert (
        "There is no quick phrase 'hello'" in err.value.message and "your_turn" in err.value.message
    )
    with pytest.raises(ServerError) as err:
        await ann.say("gg", "and some text")
    assert "either a quick phrase or a text" in err.value.message
    await ann.say("thanks")  # nothing refused went out: the next one heard is this one
    assert (await bob.next("said"))["phrase"] == "thanks"


def test_each_reader_words_a_phrase_in_their_own_language():
    assert phrase_text("gg") == "Good game"
    try:
        i18n.set_language("qps")
        for phrase in PHRASES:
            assert phrase_text(phrase).startswith("⟦"), phrase
    finally:
        i18n.set_language("en")
    assert phrase_text("wp") == "Well played"
    assert phrase_text("from_a_newer_server") is None


async def test_typed_text_is_refused_where_the_room_keeps_it_off(server):
    ann, bob, _room = await pair(server)
    assert ann.room["free_text"] is False
    with pytest.raises(ServerError) as err:
        await bob.say(text="hi")
    assert err.value.code == "not_allowed"
    assert err.value.message == (
        "This room does not allow typed messages: choose one of the quick phrases."
    )


async def test_typed_text_is_cleaned_and_markup_travels_as_it_was_typed(server):
    ann, bob, room = await pair(server, free_text=True)
    assert ann.room["free_text"] is True and room.settings.free_text
    dirty = "\x1b]0;pwned\x07hi\u202e there\u2066!\u2069\r\n[bold red]x[/] \x9b2J👨\u200d👩"
    await bob.say(text=dirty)
    said = await ann.next("said")
    assert said["text"] == "]0;pwnedhi there! [bold red]x[/] 2J👨\u200d👩"
    with pytest.raises(ServerError) as err:
        await bob.say(text="x" * 81)
    assert "longer than 80 characters" in err.value.message
    with pytest.raises(ServerError) as err:
        await bob.say(text="\x1b\u202e \n")
    assert err.value.message == "That message has nothing to show."


def test_the_room_setting_is_kept_with_the_room():
    assert RoomSettings.from_dict(RoomSettings(free_text=True).to_dict()).free_text is True
    assert RoomSettings.from_dict({"spectators": True}).free_text is False


async def test_each_seat_is_metered_and_told_how_long_to_wait(tmp_path):
    now = [1000.0]
    server = Server(config(tmp_path, chat_rate=0.5, chat_burst=3), clock=lambda: now[0])
    await server.start()
    try:
        ann, bob, _room = await pair(server, free_text=True)
        for phrase in ("gg", "wp", "oops"):
            await bob.say(phrase)
        with pytest.raises(ServerError) as err:
            await bob.say(text="one more")
        assert err.value.code == "limit"
        assert err.value.message == "You are sending messages too fast: wait 2 seconds."
        await ann.say("thanks")  # another seat's allowance is its own
        now[0] += 1.5
        with pytest.raises(ServerError) as err:
            await bob.say("gg")
        assert err.value.message == "You are sending messages too fast: wait 1 second."
        now[0] += 0.5
        await bob.say("gg")
        heard = [m.get("phrase") async for m in _said(ann, 5)]
        assert heard == ["gg", "wp", "oops", "thanks", "gg"]  # the refused ones never went out
    finally:
        await server.close()


async def _said(client: Client, n: int):
    for _ in range(n):
        yield await client.next("said")
