"""What the Zirkhaki table shows: a peek only to the seat that peeked (R4.1, A-6, R12), a bust
and a bank made plain (R5, R6), the carpet's boundary and the snake's draws (R4.4, R4.5), and
the coach (R13): off by default, on in the Learning preset or with ``c``."""

from __future__ import annotations

from tui.tui_helpers import screen_text, settle, table_of
from tui.zirkhaki_table_helpers import press, zirkhaki_app

from cardtui.core import Seat
from cardtui.games.zirkhaki.cards import card
from cardtui.tui.conductor import Phase
from cardtui.tui.screens.handoff import HandoffScreen
from cardtui.tui.tables.zirkhaki import table as zirkhaki_screen
from cardtui.tui.tables.zirkhaki.bank_tableau import BankTableau
from cardtui.tui.tables.zirkhaki.treasure_zone import TreasureZone

HOT_SEAT = [Seat.human("Ann"), Seat.human("Sara")]
VS_BOT = [Seat.human("Ann"), Seat.bot("easy", "Bob")]


def body_text(app) -> str:
    """The table without the side panel (the scoreboard and the log)."""
    return "\n".join(line.split("▏")[0] for line in screen_text(app).splitlines())


async def to_table(app, pilot) -> None:
    if await settle(app, pilot, render=False) is Phase.HANDOFF:
        await press(app, pilot, "enter")


async def test_a6_peek_is_shown_to_the_peeker_and_never_to_the_next_human():
    app = zirkhaki_app(HOT_SEAT, deck="astrolabe4 map7")
    async with app.run_test() as pilot:
        await to_table(app, pilot)
        await press(app, pilot, "d", render=True)
        text = screen_text(app)
        assert "You peeked: Map 7 is on top" in text
        await press(app, pilot, "b")
        assert await settle(app, pilot) is Phase.HANDOFF
        assert isinstance(app.screen, HandoffScreen)
        assert "Map 7" not in screen_text(app)  # nothing on the handoff screen
        await press(app, pilot, "enter", render=True)
        table = table_of(app)
        assert table.view.player == 1
        text = screen_text(app)
        assert "Map 7" not in text and "You peeked" not in text
        assert "peeked" in text  # public: Ann has seen the top card, not what it is
        assert not any("Map 7" in line for line in table.query_one("#log").lines_written)
        await press(app, pilot, "d", render=True)  # Sara draws it: now it is public
        assert "Sara draws Map 7." in table.query_one("#log").lines_written


async def test_a6_a_lone_human_reads_their_peek_in_the_log():
    app = zirkhaki_app(VS_BOT, deck="astrolabe4 map7")
    async with app.run_test() as pilot:
        await settle(app, pilot, render=False)
        await press(app, pilot, "d")
        log = table_of(app).query_one("#log").lines_written
        assert "Ann sees Map 7 on top of the draw pile." in log


async def test_r5_bust_highlights_the_busting_card_and_what_burns(monkeypatch):
    # The fade is driven by hand: a real 0.4 s timer raced the assertions on a loaded CI box.
    monkeypatch.setattr(zirkhaki_screen, "FADE_AFTER", 3600)
    app = zirkhaki_app(HOT_SEAT, deck="coin9 carpet3 key5 coin8")
    async with app.run_test() as pilot:
        await to_table(app, pilot)
        await press(app, pilot, "d", "d", "d")
        await press(app, pilot, "d")  # coin8 matches coin9: bust, the carpet saves coin9
        await to_table(app, pilot)  # Sara sits down: Ann's bust is still on the table
        await pilot.pause()
        table = table_of(app)
        zone = app.screen.query_one("#zone", TreasureZone)
        assert zone.outcome is not None and zone.outcome.kind == "bust"
        assert zone.outcome.burnt == [card("carpet3"), card("key5"), card("coin8")]
        assert zone.outcome.saved == [card("coin9")]
        text = screen_text(app)
        assert "✗ Ann busts: Coin 8 matches Coin 9" in text  # at 80 columns
        assert "─bank─" in text and "━BUST━" in text  # the saved card, the busting card
        assert table.moves.marks[(0, "coin")] == "moved"  # the saved card went to Ann's bank
        assert table._fade_timer is not None  # the bright moment is timed from when Sara sits
        table._fade_timer.stop()
        table._fade()
        await pilot.pause()  # the moment has passed: the outcome stays, quietly
        assert not zone.has_class("-bust")
        assert "Last turn: Ann busted, 3 burnt" in screen_text(app)
        await press(app, pilot, "d")  # Sara's first draw clears it
        assert zone.outcome is None and not table.moves.marks


async def test_r6_bank_shows_what_moved_and_the_chest_and_key_bonus():
    app = zirkhaki_app(HOT_SEAT, deck="chest3 key4")
    async with app.run_test() as pilot:
        await to_table(app, pilot)
        await press(app, pilot, "d", "d")
        await press(app, pilot, "b")
        await to_table(app, pilot)
        await pilot.pause()
        table = table_of(app)
        outcome = table.moves.outcome
        assert outcome.kind == "bank" and outcome.cards == [card("chest3"), card("key4")]
        assert outcome.bonus == 2  # R6.2: as many as banked, from the burnt pile
        text = screen_text(app)
        assert "✓ Ann banks 2 cards" in text and "+2 bonus" in text  # 80 columns: brief
        ann = next(t for t in table.query(BankTableau) if t.seat == 0)
        bonus = [s for s in ann.stacks if s not in ("chest", "key")]
        assert ann.marks["chest"] == ann.marks["key"] == "moved"
        assert all(ann.marks.get(suit) == "moved" for suit in bonus)


async def test_r4_4_carpet_boundary_and_r4_5_snake_draws_are_shown():
    app = zirkhaki_app(VS_BOT, deck="coin9 carpet3 snake3 key5")
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(app, pilot, render=False)
        await press(app, pilot, "d", "d")
        zone = app.screen.query_one("#zone", TreasureZone)
        assert zone.safe_count == 1
        await press(app, pilot, "d", render=True)
        text = screen_text(app)
        assert "1 safe (carpet)" in text and "snake: 2 more" in text
        assert text.count("snake") >= 3  # two dashed slots wait for the snake's cards
        assert "the snake makes you draw 2 more cards" in str(
            app.screen.query_one("#prompt").content
        )
        codes = {a.code for a in table_of(app).legal}
        assert codes == {"draw"}  # R2b: no bank until the snake is fed


async def test_r13_coach_is_off_by_default_and_toggled_with_c():
    app = zirkhaki_app(VS_BOT, deck="coin9 key5")
    async with app.run_test() as pilot:
        await settle(app, pilot, render=False)
        await press(app, pilot, "d", render=True)
        assert "Coach:" not in body_text(app)
        await press(app, pilot, "c", render=True)
        text = screen_text(app)
        # 4 coins of the 49 cards left bust the zone [coin9] (R13: 4k / (50 - k), k = 1)
        assert "Coach:" in text and "8.2%" in text and "(4 of 49" in text
        await press(app, pilot, "c", render=True)
        assert "Coach:" not in screen_text(app)


async def test_r13_learning_preset_turns_the_coach_on():
    app = zirkhaki_app(VS_BOT, deck="coin9 key5", options={"learning": True, "show_odds": True})
    async with app.run_test() as pilot:
        await settle(app, pilot, render=False)
        await press(app, pilot, "d", "d", render=True)
        text = screen_text(app)
        # zone [coin9, key5]: 4 coins and 4 keys among 48 cards (R13, k = 2)
        assert "Coach:" in text and "16.7%" in text
        assert "→ " in text  # and its advice


async def test_r13_coach_setting_turns_the_coach_on():
    app = zirkhaki_app(VS_BOT, deck="coin9 key5")
    app.settings.coach = True  # the Settings screen's "Coach" switch
    async with app.run_test() as pilot:
        await press(app, pilot, "d", render=True)
        assert "Coach:" in body_text(app)


async def test_ascii_cards_draw_no_suit_glyphs():
    app = zirkhaki_app(VS_BOT, deck="coin9 key5", ascii=True)
    async with app.run_test() as pilot:
        await settle(app, pilot, render=False)
        await press(app, pilot, "d", "d", render=True)
        text = body_text(app)
        assert not any(g in text for g in "☼⌐†≡§Ω●■⊸×╭╮")
        assert "C9" in text and "K5" in text
