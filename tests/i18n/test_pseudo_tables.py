"""The three game rooms in the pseudo-language: every word a room's own widgets show comes
through the catalog.

Each game's table is opened with a human and a bot (a fixed seed), a few moves are played with
keys, and the text of the room's widgets (its part of the screen, cropped by each widget's
region, and the prompt the room writes) must hold no English outside ⟦…⟧. Allowed: the players'
names, "cardtui" and key names.

Only the room's widgets are read: the shared table chrome (header, scoreboard, move log,
footer), the core's event sentences and the shared widgets (hand, pile) belong to other modules
and may still be English in this branch. The one piece of theirs that lands inside a room
widget is the bot's level tag ("normal bot", from the shared table screen); its words are
allowed below for that reason.
"""

from __future__ import annotations

import re

import pytest
from tui.hidden_unders_helpers import hu_app, keys_for_turn
from tui.tui_helpers import key, screen_text, settle, table_app, table_of, until
from tui.zirkhaki_table_helpers import zirkhaki_app

from cardtui.core import Seat
from cardtui.i18n import set_language
from cardtui.i18n.pseudo import CLOSE, OPEN, bypassed
from cardtui.tui.conductor import Phase

NAMES = ("Ann", "Bob")
KEYS = ("Enter", "Esc", "Tab", "Space", "F1")
# The bot's level tag comes from the shared table screen (another module): see the docstring.
OTHERS = ("normal", "bot")
ALLOWED = (*NAMES, "cardtui", *KEYS, *OTHERS)

_INNER = re.compile(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")


def untranslated(text: str) -> list[str]:
    """English outside the catalog's messages. A message placed inside another one (a card's
    name in a sentence) is taken out first, innermost first, so the outer one stays whole."""
    while True:
        flat = _INNER.sub("\x00", text)
        if flat == text:
            break
        text = flat
    return bypassed(text.replace("\x00", f"{OPEN}{CLOSE}"), allowed=ALLOWED)


@pytest.fixture
def pseudo():
    set_language("qps")
    try:
        yield
    finally:
        set_language("en")


def region_text(app, widget) -> str:
    """What ``widget`` shows: its region of the screen as a player reads it."""
    region = widget.region
    if not region.area or not widget.display:
        return ""
    lines = screen_text(app).splitlines()
    rows = lines[region.y : region.y + region.height]
    return "\n".join(row[region.x : region.x + region.width] for row in rows)


def shown(app, selectors: tuple[str, ...]) -> str:
    """The text of the room's widgets on the table, and its prompt."""
    table = table_of(app)
    parts = []
    for selector in selectors:
        for widget in table.query(selector):
            parts.append(region_text(app, widget))
    parts.append(str(table.query_one("#prompt").render()))
    return "\n".join(parts)


async def play(app, pilot, keys_for, moves: int) -> list[str]:
    """Make ``moves`` human moves with keys (bots answer between them)."""
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
    return seen


# The seats' names and tags; their hands of backs are the shared hand widget.
XERI = (".seat-name", ".seat-tags", "#talon-text", "#me-name", "CapturePile", "#tracker")


async def test_xeri_room_speaks_through_the_catalog(pseudo):
    app = table_app([Seat.human("Ann"), Seat.bot("normal", "Bob")], seed=7)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(app, pilot)
        assert untranslated(shown(app, XERI)) == []
        moves = await play(app, pilot, lambda table, turn: ["enter"], 3)
        assert moves, "the human never had a turn"
        assert untranslated(shown(app, XERI)) == []
        await key(app, "k")  # the cards-seen tracker in place of the log
        await pilot.pause()
        text = shown(app, XERI)
        assert OPEN in text  # the tracker is up, and in the pseudo-language
        assert untranslated(text) == []


ZIRKHAKI = ("BankTableau", "#zone", "#zk-counts", "#zk-peek", "#coach", "#cards-left")


def zirkhaki_keys(table, turn: int) -> list[str]:
    codes = {a.code for a in table.legal}
    if table.choices:  # a power's choice: the option under the cursor
        return ["enter"]
    if "bank" in codes and turn % 3 == 2:
        return ["b"]
    return ["d"] if "draw" in codes else ["b"]


async def test_zirkhaki_room_speaks_through_the_catalog(pseudo):
    seats = [Seat.human("Ann"), Seat.bot("normal", "Bob")]
    app = zirkhaki_app(seats, seed=11, options={"show_odds": True})
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(app, pilot)
        text = shown(app, ZIRKHAKI)
        assert OPEN in text
        assert untranslated(text) == []
        moves = await play(app, pilot, zirkhaki_keys, 6)
        assert moves, "the human never had a turn"
        assert untranslated(shown(app, ZIRKHAKI)) == []
        await key(app, "k")  # the key to the symbols: every suit's name and power
        await pilot.pause()
        text = shown(app, ("#zk-key",))
        assert OPEN in text
        assert untranslated(text) == []


async def test_zirkhaki_ring_choice_speaks_through_the_catalog(pseudo):
    seats = [Seat.human("Ann"), Seat.bot("normal", "Bob")]
    app = zirkhaki_app(seats, seed=3, options={"rings": True})
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(app, pilot)
        text = shown(app, (*ZIRKHAKI, "#ring-choice"))
        assert untranslated(text) == []


HIDDEN_UNDERS = ("OpponentRow", "#pile", "#hu-info", "#me-name", "#my-stacks", "#hand")


async def test_hidden_unders_room_speaks_through_the_catalog(pseudo):
    app = hu_app([Seat.human("Ann"), Seat.bot("normal", "Bob")], seed=5)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(app, pilot)
        text = shown(app, HIDDEN_UNDERS)
        assert OPEN in text
        assert untranslated(text) == []
        moves = await play(app, pilot, keys_for_turn, 5)
        assert moves, "the human never had a turn"
        assert untranslated(shown(app, HIDDEN_UNDERS)) == []


def test_room_words_speak_through_the_catalog(pseudo):
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
