"""Every choice a Zirkhaki power asks for is made on the table, from the keyboard (arrows or
a digit, then Enter) and with the mouse: the pistol's and dagger's targets (R4.2, R4.3), the
horseshoe's own stack (R4.6), the map's one of three (R4.9), the whole burnt pile with the
map-reader's ring, the rogue's two horseshoe cards, and the ring kept at set-up (§4.1)."""

from __future__ import annotations

from tui.tui_helpers import screen_text, settle, table_of
from tui.zirkhaki_table_helpers import at_position, press, seed_offering, zirkhaki_app

from cardtui.core import Seat
from cardtui.games.zirkhaki.cards import card
from cardtui.tui.conductor import Phase
from cardtui.tui.tables.zirkhaki.bank_tableau import BankTableau
from cardtui.tui.tables.zirkhaki.card_choice import CardChoice
from cardtui.tui.tables.zirkhaki.ring_badge import RING_SHORT, RingChoice

HOT_SEAT = [Seat.human("Ann"), Seat.human("Sara")]
VS_BOT = [Seat.human("Ann"), Seat.bot("easy", "Bob")]
BOB_BANKS = ["", "coin9 key5"]  # Bob has banked a coin and a key


async def to_table(app, pilot) -> None:
    """Past a handoff, if one covers the table."""
    if await settle(app, pilot, render=False) is Phase.HANDOFF:
        await press(app, pilot, "enter")


def prompt(app) -> str:
    """The prompt line as one string (the screen may wrap it)."""
    return str(app.screen.query_one("#prompt").content)


def bank_of(app, seat: int) -> dict[str, list[int]]:
    return table_of(app).match.state.view(seat)["banks"][seat]


def zone_of(app) -> list:
    return table_of(app).match.state.view(0)["zone"]


async def test_r4_2_pistol_target_chosen_with_arrows_and_enter(monkeypatch):
    at_position(monkeypatch, 2, "pistol5 coin5 map4", banks=BOB_BANKS)
    app = zirkhaki_app(VS_BOT)
    async with app.run_test() as pilot:
        await press(app, pilot, "d")
        table = table_of(app)
        assert table.choice_kind == "pistol"
        assert table.choice_cards == [card("coin9"), card("key5")]
        assert prompt(app).startswith("Pistol: burn which top card? ▸ [1] Bob's Coin 9 · ")
        await press(app, pilot, "right")
        assert "▸ [2] Bob's Key 5" in prompt(app)
        await press(app, pilot, "enter")
        assert bank_of(app, 1) == {"coin": [9]}
        assert "Pistol: Ann burns Bob's Key 5." in table.query_one("#log").lines_written
        assert table.moves.marks[(1, "key")] == "hit"  # the stack that lost its card is tinted


async def test_a4_up_and_down_jump_between_the_opponents_banks(monkeypatch):
    at_position(monkeypatch, 3, "pistol5 coin5 map4", banks=["", "coin9 key5", "map7"])
    app = zirkhaki_app([Seat.human("Ann"), Seat.bot("easy", "Bob"), Seat.bot("easy", "Cy")])
    async with app.run_test() as pilot:
        await press(app, pilot, "d")
        table = table_of(app)
        assert table.choice_cards == [card("coin9"), card("key5"), card("map7")]
        await press(app, pilot, "down")
        assert "▸ [3] Cy's Map 7" in prompt(app)
        await press(app, pilot, "up")
        assert "▸ [1] Bob's Coin 9" in prompt(app)  # the first card of the bank above
        await press(app, pilot, "up", "enter")  # round again to Cy's bank
        assert table.match.state.view(0)["banks"][2] == {}


async def test_r4_3_dagger_target_chosen_with_a_digit(monkeypatch):
    at_position(monkeypatch, 2, "dagger3 coin5 map4", banks=BOB_BANKS)
    app = zirkhaki_app(VS_BOT)
    async with app.run_test() as pilot:
        await press(app, pilot, "d")
        assert table_of(app).choice_kind == "dagger"
        await press(app, pilot, "2")
        assert zone_of(app) == [card("dagger3"), card("key5")]
        assert bank_of(app, 1) == {"coin": [9]}


async def test_blade_ring_dagger_steals_a_duplicate_suit_without_a_bust(monkeypatch):
    at_position(monkeypatch, 2, "coin5 dagger3 map4", banks=BOB_BANKS, rings=["blade", "goldsmith"])
    app = zirkhaki_app(VS_BOT)
    async with app.run_test() as pilot:
        await press(app, pilot, "d", "d")
        assert prompt(app).startswith("Dagger (Blade ring, no bust on a duplicate)")
        assert "busts you" not in prompt(app)  # §4.2 ring 3: a duplicate does not bust
        await press(app, pilot, "1")
        assert zone_of(app) == [card("coin5"), card("dagger3"), card("coin9")]


async def test_muggers_ring_pistol_steals_a_card_and_plays_it(monkeypatch):
    at_position(monkeypatch, 2, "pistol5 coin5 map4", banks=BOB_BANKS, rings=["mugger", "rogue"])
    app = zirkhaki_app(VS_BOT)
    async with app.run_test() as pilot:
        await press(app, pilot, "d")
        assert table_of(app).choice_kind == "mugger"
        ask = "Pistol (Mugger's ring): steal which card? ▸ [1] Bob's Coin 9"
        assert prompt(app).startswith(ask)
        await press(app, pilot, "down", "2")  # one bank only: down moves like right
        assert zone_of(app) == [card("pistol5"), card("key5")]  # §4.2 ring 2: played, not burnt
        assert bank_of(app, 1) == {"coin": [9]}


async def test_r4_2_pistol_target_chosen_with_a_click(monkeypatch):
    at_position(monkeypatch, 2, "pistol5 coin5 map4", banks=BOB_BANKS)
    app = zirkhaki_app(VS_BOT)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(app, pilot, "d")
        table = table_of(app)
        bob = next(t for t in table.query(".zk-other").results(BankTableau) if t.seat == 1)
        assert not bob.cards_mode  # compact at 80x24: chips of 4 columns after 2
        await pilot.hover(bob, offset=(2 + 8 * 4, 1))  # the key column
        assert table.choice_cards[table.cursor] == card("key5")
        await pilot.click(bob, offset=(2 + 6 * 4, 1))  # the coin column
        await settle(app, pilot)
        assert bank_of(app, 1) == {"key": [5]}


async def test_r4_6_horseshoe_plays_an_own_stack_chosen_with_arrows(monkeypatch):
    at_position(monkeypatch, 2, "horseshoe4 coin5 map4", banks=["coin9 key5", ""])
    app = zirkhaki_app(VS_BOT)
    async with app.run_test() as pilot:
        await press(app, pilot, "d")
        table = table_of(app)
        assert table.choice_kind == "horseshoe"
        assert table.choice_cards == [card("coin9"), card("key5")]  # own stacks only
        assert "▸ [1] your Coin 9" in prompt(app)
        await press(app, pilot, "left", "space")  # left wraps round to the last
        assert zone_of(app) == [card("horseshoe4"), card("key5")]
        assert bank_of(app, 0) == {"coin": [9]}


async def test_rogues_ring_asks_for_two_horseshoe_cards_one_after_the_other(monkeypatch):
    at_position(
        monkeypatch,
        2,
        "horseshoe4 coin5 map4",
        banks=["coin9 key5", ""],
        rings=["rogue", "goldsmith"],
    )
    app = zirkhaki_app(VS_BOT)
    async with app.run_test() as pilot:
        await press(app, pilot, "d")
        table = table_of(app)
        assert prompt(app).startswith("Horseshoe (then 1 more): play which of your cards again?")
        await press(app, pilot, "1")
        assert table.choice_kind == "horseshoe" and table.choice_cards == [card("key5")]
        await press(app, pilot, "enter")
        assert zone_of(app) == [card("horseshoe4"), card("coin9"), card("key5")]


async def test_r4_9_map_one_of_three_with_arrows_and_a_click():
    app = zirkhaki_app(VS_BOT, deck="map3")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot, render=False)
        await press(app, pilot, "d")
        table = table_of(app)
        assert table.choice_kind == "map"
        lifted = list(table.choice_cards)
        assert len(lifted) == 3
        choice = app.screen.query_one("#map-choice", CardChoice)
        assert choice.display and choice.cards == lifted
        await pilot.pause()
        assert "Map: Ann plays one of these from the burnt pile" in screen_text(app)
        await press(app, pilot, "right")
        assert table.cursor == 1
        await pilot.click(choice, offset=(7 * 2 + 2, 2))  # the third small card
        await settle(app, pilot)
        if lifted[2].suit_name == "map":  # a second map busts (R3.1): the zone burns
            assert table.moves.outcome.kind == "bust"
        else:
            assert zone_of(app)[:2] == [card("map3"), lifted[2]]
        assert not choice.display


async def test_map_readers_ring_offers_the_whole_burnt_pile(monkeypatch):
    at_position(
        monkeypatch,
        2,
        "map3 coin5",
        banks=["coin9 key5", "chest3"],
        rings=["map_reader", "goldsmith"],
    )
    app = zirkhaki_app(VS_BOT)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(app, pilot, "d")
        table = table_of(app)
        assert table.choice_kind == "map"
        burnt = sorted(table.match.state.view(0)["pending"]["options"])
        assert table.choice_cards == burnt and len(burnt) == 60 - 5  # the whole burnt pile
        choice = app.screen.query_one("#map-choice", CardChoice)
        assert choice.as_chips()  # too many for cards: rows of chips
        await press(app, pilot, "right", "right", "enter")
        assert zone_of(app) == [card("map3"), burnt[2]]


async def test_ring_choice_at_set_up_with_arrows_and_hidden_from_the_next_player():
    seed = seed_offering("mugger", 0)
    app = zirkhaki_app(HOT_SEAT, seed=seed, options={"rings": True})
    async with app.run_test() as pilot:
        await to_table(app, pilot)
        table = table_of(app)
        offers = table.view["ring_offer"]
        assert table.choice_kind == "ring" and table.choice_cards == offers
        assert "keep which ring?" in prompt(app)
        await press(app, pilot, "right", "enter")
        kept = offers[1]
        assert table.match.state.view(0)["rings"][0] == kept
        await to_table(app, pilot)  # Sara chooses now: Ann's ring is not shown yet
        assert table.view.player == 1
        await pilot.pause()
        assert RING_SHORT[kept] not in screen_text(app)
        await press(app, pilot, "1")
        await to_table(app, pilot)
        await pilot.pause()
        assert RING_SHORT[kept] in screen_text(app)  # revealed once everyone has chosen


async def test_ring_choice_by_pointer_hover_moves_the_cursor_and_a_click_keeps_the_ring():
    seed = seed_offering("mugger", 0)
    app = zirkhaki_app(HOT_SEAT, seed=seed, options={"rings": True})
    async with app.run_test() as pilot:
        await to_table(app, pilot)
        table = table_of(app)
        offers = table.view["ring_offer"]
        rings = app.screen.query_one(RingChoice)
        right_tile = (rings.content_size.width * 3 // 4, 1)
        await pilot.hover(rings, offset=right_tile)
        await pilot.pause()
        assert table.cursor == 1  # the pointer moved the cursor; nothing is kept yet
        assert table.match.state.view(0)["rings"][0] is None
        await pilot.click(rings, offset=right_tile)
        assert table.match.state.view(0)["rings"][0] == offers[1]


async def test_r4_2_pistol_reaches_the_tenth_top_card_with_0_and_names_each_key(monkeypatch):
    """Bob has banked all ten suits: the pistol's ten targets are 1-9 and 0, and the prompt
    names the key of the card under the cursor."""
    banks = ["", "astrolabe3 pistol3 dagger4 carpet5 snake6 horseshoe7 coin8 chest7 key5 map6"]
    at_position(monkeypatch, 2, "pistol5 coin5 map4", banks=banks)
    app = zirkhaki_app(VS_BOT)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(app, pilot, "d")
        assert len(table_of(app).choice_cards) == 10
        assert "▸ [1] Bob's Astrolabe 3" in prompt(app) and "1–9, 0" in prompt(app)
        await press(app, pilot, "left")
        assert "▸ [0] Bob's Map 6" in prompt(app)
        await press(app, pilot, "0")
        assert "map" not in bank_of(app, 1) and len(bank_of(app, 1)) == 9


def _full_bank(value: int, coin: int) -> str:
    suits = ["astrolabe", "pistol", "dagger", "carpet", "snake", "horseshoe", "chest", "key", "map"]
    return " ".join([f"{suit}{value}" for suit in suits] + [f"coin{coin}"])


async def test_r4_2_pistol_reaches_every_target_past_the_tenth_with_a_letter(monkeypatch):
    """Three opponents with all ten suits banked: 30 targets. Past 1-9 and 0 each has a letter
    of its own, named in the prompt as the digits are."""
    banks = ["", _full_bank(2, 4), _full_bank(3, 6), _full_bank(7, 8)]
    at_position(monkeypatch, 4, "pistol5 coin9 map5", banks=banks)
    seats = [Seat.human("Ann"), Seat.bot("easy", "Bob"), Seat.bot("easy", "Cy")]
    app = zirkhaki_app([*seats, Seat.bot("easy", "Dee")])
    async with app.run_test(size=(80, 24)) as pilot:
        await press(app, pilot, "d")
        table = table_of(app)
        assert len(table.choice_cards) == 30
        assert "1–9, 0, a–z" in prompt(app)
        await press(app, pilot, "left")
        assert "▸ [z] Dee's Map 7" in prompt(app)
        await press(app, pilot, "down")  # Bob's first; then Cy's first, the eleventh
        await press(app, pilot, "down")
        assert "▸ [a] Cy's Astrolabe 3" in prompt(app)
        await press(app, pilot, "z")
        assert "map" not in bank_of(app, 3) and len(bank_of(app, 3)) == 9
        assert len(bank_of(app, 1)) == len(bank_of(app, 2)) == 10
