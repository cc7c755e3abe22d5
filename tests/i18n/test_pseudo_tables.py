"""The three game tables in the pseudo-language: every word on a table comes through the
catalog, the whole screen (``support.pseudo_text``): the header with its round title, the
scoreboard, the room's widgets, the hands and piles, the move log with the core's event
sentences, the last-move line, the prompt and the footer.

Each game's table is opened with a human and a bot (a fixed seed) and moves are played with
keys; after each, the whole table must hold no English outside ⟦…⟧. Allowed: the players'
names, "cardtui" and key names.
"""

from __future__ import annotations

from tui.hidden_unders_helpers import hu_app, keys_for_turn
from tui.tui_helpers import key, settle, table_app, table_of, until
from tui.zirkhaki_table_helpers import zirkhaki_app

from cardtui.core import Seat
from cardtui.i18n.pseudo import OPEN
from cardtui.tui.conductor import Phase
from support.pseudo_text import app_text, english

NAMES = ("Ann", "Bob", "Cy")


def untranslated(text: str) -> list[str]:
    return english(text, *NAMES)


def shown(app) -> str:
    """The whole table as a player reads it (and the log's lines written so far)."""
    return app_text(app)


def logged(app) -> list[str]:
    """The log's lines (the core's event sentences, with the players' names)."""
    return list(table_of(app).query_one("MoveLog").lines_written)


async def play(app, pilot, keys_for, moves: int) -> list[str]:
    """Make ``moves`` human moves with keys (bots answer between them), the whole table read
    after each."""
    table = table_of(app)
    seen = []
    for turn in range(moves):
        phase = await settle(app, pilot)
        if phase is not Phase.HUMAN:
            break
        seen.append(turn)
        before = len(table.conductor.actions)
        for name in keys_for(table, turn):
            await key(app, name)
        await until(
            lambda n=before: (
                len(table.conductor.actions) > n or table.conductor.phase is not Phase.HUMAN
            ),
            what="a move",
        )
        await settle(app, pilot)
        if app.screen is table:
            assert untranslated(shown(app)) == [], turn
    await settle(app, pilot)
    return seen


def assert_whole_table(app) -> None:
    """The table after some moves: the log holds the core's sentences, the last-move line says
    the last one, and nothing on the table is English."""
    table = table_of(app)
    assert len(logged(app)) >= 3  # the round heading and moves
    assert str(table.query_one("#last-move").render()).strip()
    text = shown(app)
    assert OPEN in text
    assert untranslated(text) == []


async def test_xeri_table_speaks_through_the_catalog(qps):
    app = table_app([Seat.human("Ann"), Seat.bot("normal", "Bob")], seed=7)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(app, pilot)
        assert untranslated(shown(app)) == []
        moves = await play(app, pilot, lambda table, turn: ["enter"], 6)
        assert moves, "the human never had a turn"
        assert_whole_table(app)
        await key(app, "k")  # the cards-seen tracker in place of the log
        await pilot.pause()
        text = shown(app)
        assert OPEN in text
        assert untranslated(text) == []


def zirkhaki_keys(table, turn: int) -> list[str]:
    codes = {a.code for a in table.legal}
    if table.choices:  # a power's choice: the option under the cursor
        return ["enter"]
    if "bank" in codes and turn % 3 == 2:
        return ["b"]
    return ["d"] if "draw" in codes else ["b"]


async def test_zirkhaki_table_speaks_through_the_catalog(qps):
    seats = [Seat.human("Ann"), Seat.bot("normal", "Bob")]
    app = zirkhaki_app(seats, seed=11, options={"show_odds": True})
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(app, pilot)
        text = shown(app)
        assert OPEN in text
        assert untranslated(text) == []
        moves = await play(app, pilot, zirkhaki_keys, 10)
        assert moves, "the human never had a turn"
        assert_whole_table(app)
        await key(app, "k")  # the key to the symbols: every suit's name and power
        await pilot.pause()
        assert untranslated(shown(app)) == []


async def test_zirkhaki_rings_speak_through_the_catalog(qps):
    seats = [Seat.human("Ann"), Seat.bot("normal", "Bob")]
    app = zirkhaki_app(seats, seed=3, options={"rings": True})
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(app, pilot)
        assert untranslated(shown(app)) == []  # the ring choice
        await play(app, pilot, zirkhaki_keys, 8)
        assert untranslated(shown(app)) == []


async def test_hidden_unders_table_speaks_through_the_catalog(qps):
    seats = [Seat.human("Ann"), Seat.bot("normal", "Bob"), Seat.bot("easy", "Cy")]
    app = hu_app(seats, seed=5)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(app, pilot)
        text = shown(app)
        assert OPEN in text
        assert untranslated(text) == []
        moves = await play(app, pilot, keys_for_turn, 8)
        assert moves, "the human never had a turn"
        assert_whole_table(app)


def test_room_words_speak_through_the_catalog(qps):
    """A replay position and the moves in words (the replay and ``replay --text``)."""
    from cardtui.games.zirkhaki.cards import DECK
    from cardtui.tui.tables import room, unavailable_reason
    from cardtui.tui.tables.zirkhaki.terms import card_name, ring_titles, suit_titles

    for code in ("play TD", "play 5S 5H"):
        assert untranslated(room("xeri").move_words(code)) == []
    for code in ("play 7H 7S", "take 2", "flip 0", "swap 1 2", "done", "ready"):
        assert untranslated(room("hidden_unders").move_words(code)) == []
    for code in ("draw", "bank", "choose coin9", "ring mugger"):
        assert untranslated(room("zirkhaki").move_words(code)) == []
    assert all(untranslated(card_name(c)) == [] for c in DECK)
    assert all(untranslated(t) == [] for t in (*suit_titles(), *ring_titles()))
    assert unavailable_reason("xeri") is None


def test_english_terms_match_the_rules_engine():
    """The room's English suit and ring names are the engine's, letter for letter (English
    output stays the same)."""
    from cardtui.games.zirkhaki.cards import DECK, SUIT_INFO
    from cardtui.games.zirkhaki.rings import RING_INFO
    from cardtui.tui.tables.zirkhaki.terms import (
        card_name,
        ring_powers,
        ring_titles,
        suit_powers,
        suit_titles,
    )

    assert suit_titles() == tuple(info[1] for info in SUIT_INFO)
    assert suit_powers() == tuple(info[3] for info in SUIT_INFO)
    assert ring_titles() == tuple(info[1] for info in RING_INFO)
    assert ring_powers() == tuple(info[3] for info in RING_INFO)
    assert [card_name(c) for c in DECK] == [c.name for c in DECK]
