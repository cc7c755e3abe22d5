"""#13 The Zirkhaki table explains itself, read off the screen: the key to every glyph and
mark (on the table and in ?), the cards-left tracker with the coach, choices that never start
on a trap and ask before a bust, the coach at a certain bust, a turn banner instead of a pass
screen when nothing is private, and the table's wording."""

from __future__ import annotations

import asyncio
import re

from tui.tui_helpers import screen_text, settle, table_of, until
from tui.zirkhaki_table_helpers import at_position, press, zirkhaki_app

from cardtui.core import Seat
from cardtui.games.zirkhaki.cards import SUIT_NAMES
from cardtui.tui.conductor import Phase
from cardtui.tui.screens.dialogs import ConfirmScreen
from cardtui.tui.screens.rules import RulesScreen
from cardtui.tui.tables.zirkhaki.card import SUIT_TITLES, glyph

VS_BOT = [Seat.human("Ann"), Seat.bot("easy", "Bob")]
HOT_SEAT = [Seat.human("Ann"), Seat.human("Sara")]


async def test_the_key_names_every_glyph_and_mark_on_the_table_and_in_the_rules():
    app = zirkhaki_app(VS_BOT, deck="coin9 key5")
    async with app.run_test() as pilot:
        await press(app, pilot, "k", render=True)
        text = screen_text(app)
        for suit in SUIT_NAMES:  # R12: glyph and name side by side
            assert f"{glyph(suit)} {SUIT_TITLES[suit]}" in text
        assert "●9³" in text and "whose turn" in text and "their ring" in text
        await pilot.press("question_mark", "end")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        rules = screen_text(app)
        assert "Coin 9 on top of a stack of 3" in rules  # the marks, at the end
        keys = ""
        for _ in range(3):  # the table's own keys sit a page or two above the marks
            await pilot.press("pageup")
            await pilot.pause()
            keys += screen_text(app)
        assert "bank every card in the zone" in keys  # the table's own keys


async def test_r12_the_coach_brings_the_cards_left_to_draw():
    app = zirkhaki_app(VS_BOT, deck="coin9 key5")
    async with app.run_test() as pilot:
        await press(app, pilot, "d", "c", render=True)
        text = screen_text(app)
        # coin 9 drawn (4 coins left, marked: they would bust); coin 4 starts burnt
        assert "To draw, how many: " in text and "●4" in text
        assert "Bank now: +9 ·" in text  # exactly what banking adds (R8)
        await press(app, pilot, "c", render=True)
        assert "draw, how many" not in screen_text(app)


async def test_r4_3_a_dagger_starts_on_a_safe_card_and_a_bust_asks_once_more(monkeypatch):
    # Ann has Coin 9 in the zone and draws a dagger: Bob's Coin 5 would bust her, his Key 5
    # would not. The cursor starts on the key; taking the coin asks first.
    at_position(monkeypatch, 2, "coin9 dagger4 map3 map4", banks=["", "coin5 key5"])
    app = zirkhaki_app(VS_BOT)
    async with app.run_test() as pilot:
        await press(app, pilot, "d", "d", render=True)
        table = table_of(app)
        assert table.choice_kind == "dagger"
        assert str(table.choice_cards[table.cursor]) == "Key 5"
        assert "Bob's Key 5" in screen_text(app) and "busts you" not in screen_text(app)
        await pilot.press("left")
        assert "Bob's Coin 5" in screen_text(app) and "(busts you!)" in screen_text(app)
        moves = len(table.conductor.actions)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert "busts you" in screen_text(app)
        await pilot.press("n")  # choose again: nothing was played
        await pilot.pause()
        assert len(table.conductor.actions) == moves and table.choices


async def test_r13_the_coach_never_advises_a_certain_bust(monkeypatch):
    # Ann draws Coin 5; the two cards left are coins: every draw busts her.
    at_position(monkeypatch, 2, "coin5 coin6 coin7", banks=["", "map7 key7 chest7"])
    app = zirkhaki_app(VS_BOT, options={"show_odds": True})
    async with app.run_test() as pilot:
        await press(app, pilot, "d", render=True)
        text = screen_text(app)
        assert "every card left in the draw pile busts you" in text
        assert "→ bank" in text and "→ draw" not in text


async def test_hot_seat_without_secrets_shows_a_banner_and_the_bust():
    # Covers kept for secrets. Ann busts (Coin 8 on Coin 9): no pass screen, Sara's turn is
    # announced with the bust.
    app = zirkhaki_app(HOT_SEAT, deck="coin9 coin8 key5", covers=False)
    async with app.run_test() as pilot:
        assert await settle(app, pilot) is Phase.HUMAN
        await press(app, pilot, "d", "d", render=True)
        assert await settle(app, pilot) is Phase.HUMAN
        table = table_of(app)
        assert table.conductor.viewer == 1
        text = screen_text(app)
        assert "▶ Sara's turn" in text and "Ann busted: Coin 8 matched Coin 9" in text
        assert "BUST" in text  # the zone still shows it


async def test_the_table_speaks_plainly_before_and_during_a_game():
    app = zirkhaki_app([Seat.human("Me"), Seat.bot("easy", "Bob")], deck="coin9 key5")
    async with app.run_test() as pilot:
        await settle(app, pilot)
        text = screen_text(app)
        assert "Your treasure zone" in text and "Me's" not in text
        assert "Each turn, cards are drawn into this" in text  # not an empty table
        assert "Game 1: Me plays first." in text and "deals" not in text
        assert "One game" in text
        await press(app, pilot, "d", "b", render=True)
        assert not re.search(r":[^:\n]*:", screen_text(app).split("▏")[0])


async def test_learning_mode_is_said_on_the_table():
    app = zirkhaki_app(VS_BOT, options={"learning": True})
    async with app.run_test() as pilot:
        await settle(app, pilot)
        assert "Learning mode: no suit powers" in screen_text(app)


async def test_a_drawn_card_turns_over_and_a_bust_shakes_with_animations_on():
    app = zirkhaki_app(VS_BOT, deck="coin9 coin8 key5")
    async with app.run_test() as pilot:
        app.animation_level = "full"  # the tests run with animations off
        zone = table_of(app).query_one("#zone")
        seen = []
        reveal = zone.reveal

        def spy(card):
            reveal(card)
            seen.append((str(card), zone.face_down))  # its back first, for a blink

        zone.reveal = spy
        shake = zone.shake
        moves = []

        def shake_spy():
            shake()
            moves.append(len(zone._moment_timers))  # a jolt sideways and back, in steps

        zone.shake = shake_spy
        await press(app, pilot, "d")
        assert seen == [("Coin 9", True)]
        await until(lambda: zone.revealing is None, timeout=3)  # its face, then settled
        await press(app, pilot, "d")  # Coin 8 on Coin 9: bust
        assert moves == [5]  # five steps, 50 ms apart
        await asyncio.sleep(0.6)
        assert zone.styles.offset.x.value == 0  # ...and back in place
        app.animation_level = "none"
        seen.clear()
        await press(app, pilot, "d")  # off again: nothing turns over
        assert seen and not any(down for _, down in seen) and zone.revealing is None
