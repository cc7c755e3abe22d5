"""The tables' words, read off the screen or from the text functions: every key named, the
loser called what the game calls them, counts that agree, a bot's turn never addressed as
"you", the coach saying why, and q saying how to leave."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from rich.console import Console
from tui.hidden_unders_helpers import ANN_BOB, hu_app
from tui.tui_helpers import quick_settings, screen_text, settle, table_of, until
from tui.zirkhaki_table_helpers import at_position, press, zirkhaki_app

from cardtui.core import Match, RoundResult, Seat
from cardtui.core.cards import card
from cardtui.games import get
from cardtui.store.saves import SaveGame
from cardtui.tui.app import CardSuiteApp, Launch
from cardtui.tui.screens.dialogs import ConfirmScreen
from cardtui.tui.screens.rules import RulesScreen
from cardtui.tui.tables.hidden_unders import table_text as hu_words
from cardtui.tui.tables.xeri.table import XeriTable

VS_BOT = [Seat.human("Ann"), Seat.bot("easy", "Bob")]


def plain(renderable) -> str:
    console = Console(width=100, file=None, record=True, color_system=None)
    with console.capture() as out:
        console.print(renderable)
    return out.get()


async def test_hidden_unders_rules_page_names_every_key_of_the_table():
    app = hu_app(ANN_BOB)
    async with app.run_test() as pilot:
        await settle(app, pilot)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        extra = app.screen.extra  # the table's keys, said again in each language
        keys = extra() if callable(extra) else extra
        for name in ("Space", "1–9, 0", "Enter", "`a`", "`t`", "`s`", "`n`", "← →", "↑ ↓", "`q`"):
            assert f"| {name if name.startswith('`') else f'`{name}`'} |" in keys, name
        assert "an under (1–4)" in keys  # R13: unders numbered as the table numbers them


def test_r17_the_player_left_holding_cards_is_the_shithead_not_last_place():
    view = {"finished": [0, 1, 2], "hand_counts": [0, 0, 3]}
    assert hu_words.seat_status(view, 0) == "out · 1st"
    assert hu_words.seat_status(view, 2) == "Shithead"
    # Still playing: the last out so far is only out.
    assert hu_words.seat_status({"finished": [1], "hand_counts": [2, 0, 3]}, 1) == "out · 1st"


def test_r17_round_table_names_the_shithead_and_spells_out_hand_overs_unders():
    detail = {
        "ranking": [[0], [1], [2]],
        "end": "last",
        "scoring": "letters",
        "cards_left": [0, 0, 3],
        "hand": [0, 0, 3],
        "overs": [0, 0, 0],
        "unders": [0, 0, 0],
    }
    result = RoundResult(1, 0, [0, 0, 1], [0], detail=detail)
    table = SimpleNamespace(names=["Ann", "Bob", "Cy"])
    text = plain(hu_words.round_table(table, result))
    assert "Hand/Overs/Unders" in text and "h/o/u" not in text
    assert "Shithead" in text and "3rd" not in text


def test_r7_hidden_unders_prompt_says_an_equal_card_may_go():
    # R7: "equal to or higher": "beat 4♠" would say a 4 may not be played.
    view = {"pile_rank": 4, "pile": [card("4S")]}
    assert hu_words.why_not(view) == "it is lower than 4♠"
    assert "beat" not in hu_words.why_not(view)


def test_x9_xeri_hint_counts_the_pile_as_its_caption_does():
    fake = SimpleNamespace(view={"pile": [card("3D"), card("7S")], "rules": {}})
    seven = XeriTable.hint(fake, card("7H"))
    jack = XeriTable.hint(fake, card("JH"))
    # The caption says "Pile: 2 cards": the hint says 2 too (it said "the pile (3 cards)").
    assert seven == "7♥: matches 7♠, takes the pile's 2 cards."
    assert jack == "J♥: a jack takes the pile's 2 cards."


async def test_watching_bots_a_peek_and_the_red_suits_are_the_bots_not_yours():
    # Bot 1 draws Coin 9, then the astrolabe shows it Coin 8: it would bust the bot.
    bots = [Seat.bot("easy", "Bo"), Seat.bot("easy", "Cy")]
    app = zirkhaki_app(bots, deck="coin9 astrolabe5 coin8", options={"show_odds": True}, delay=1.5)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(lambda: "peeked" in screen_text(app), timeout=15, what="the bot's peek")
        await pilot.pause()
        text = screen_text(app)
        assert "Bo peeked: Coin 8 is on top" in text and "You peeked" not in text
        assert "would bust you" not in text
        assert "(red: would bust Bo)" in text


async def test_r12_the_cards_left_line_says_whether_it_shows_values_or_counts():
    app = zirkhaki_app(VS_BOT, deck="coin9 key5")
    async with app.run_test(size=(240, 40)) as pilot:
        await press(app, pilot, "d", "c", render=True)
        assert "Left to draw, values:" in screen_text(app)
    app = zirkhaki_app(VS_BOT, deck="coin9 key5")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(app, pilot, "d", "c", render=True)
        line = next(x for x in screen_text(app).splitlines() if "how many:" in x)
        assert "To draw, how many: ☼5" in line and "×5" in line  # every suit on one line


async def test_r4_3_when_every_dagger_target_busts_declining_is_not_choose_again(monkeypatch):
    # Ann's zone holds Coin 9; Bob's only card is Coin 5: the dagger's one choice busts her.
    at_position(monkeypatch, 2, "coin9 dagger4 map3 map4", banks=["", "coin5"])
    app = zirkhaki_app(VS_BOT)
    async with app.run_test() as pilot:
        await press(app, pilot, "d", "d", render=True)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        text = screen_text(app)
        assert "Every choice busts" in text
        assert "Choose again" not in text and "Not yet" in text


async def test_r6_2_the_coach_says_why_it_advises_banking_chest_and_key(monkeypatch):
    # Chest and key in the zone: banking pays the bonus, and the coach says that is why.
    # Half the eight cards left would bust: banking now, with the bonus, is worth more.
    draw = "chest5 key5 chest6 key6 chest7 key7 coin5 coin6 coin7 map3"
    at_position(monkeypatch, 2, draw, banks=["", "map7"])
    app = zirkhaki_app(VS_BOT, options={"show_odds": True})
    async with app.run_test(size=(200, 40)) as pilot:
        await press(app, pilot, "d", "d", render=True)
        text = screen_text(app)
        assert "→ bank: counts the chest and key bonus" in text


async def test_q_at_a_table_says_how_to_leave_and_leaves_nothing():
    app = zirkhaki_app(VS_BOT, deck="coin9 key5")
    async with app.run_test(notifications=True) as pilot:
        await settle(app, pilot)
        table = table_of(app)
        await pilot.press("q")
        await pilot.pause()
        toasts = " ".join(str(n.message) for n in app._notifications)
        assert "press Esc" in toasts
        assert app.screen is table


async def test_a_zirkhaki_replay_says_what_a_player_without_secret_cards_holds():
    # Zirkhaki has no hands: every card is on the table, and the replay says so in words.
    match = Match(get("zirkhaki"), VS_BOT, {}, seed=3)
    for _ in range(3):
        match.apply(match.state.legal_actions()[0])
    while not match.state.is_over:
        match.apply(match.state.legal_actions()[-1])
    app = CardSuiteApp(
        settings=quick_settings(), launch=Launch("zirkhaki", replay=SaveGame.of(match))
    )
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "Ann: holds no secret cards (all on the table)" in text
        assert "nothing hidden" not in text


async def test_points_have_one_name_per_screen():
    # Zirkhaki: each bank's "pts" are this game's; the scoreboard's column is the match total.
    app = zirkhaki_app(VS_BOT, deck="coin9 key5", options={"games": 3})
    async with app.run_test() as pilot:
        await press(app, pilot, "d", render=True)
        text = screen_text(app)
        assert "Total" in text and "Pts" not in text
    # Hidden Unders scored by letters: the column shows letters and says so.
    app = hu_app(ANN_BOB, options={"scoring": "letters"})
    async with app.run_test() as pilot:
        await settle(app, pilot)
        text = screen_text(app)
        assert "Letters" in text and "Pts" not in text


@pytest.mark.slow
async def test_every_ring_says_all_it_does_at_80x24():
    from tui.zirkhaki_table_helpers import seed_offering

    from cardtui.games.zirkhaki.rings import RING_INFO

    for code, _title, _suit, effect in RING_INFO:
        app = zirkhaki_app(VS_BOT, seed=seed_offering(code, 0), options={"rings": True})
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(app, pilot)
            tiles = [line for line in screen_text(app).splitlines() if "┃" in line or "│" in line]
            # The effect's last words close its tile: nothing was cut off.
            assert effect.split()[-1] in " ".join(tiles), code
