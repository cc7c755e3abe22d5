"""#24 The hot-seat cover: it comes on every pass between two humans (a resumed game opens on
one), and its recap tells the next player everything since their last turn that their seat may
see, what happened to their own cards first."""

from __future__ import annotations

import asyncio

from tui.test_conductor import RecordingHost
from tui.tui_helpers import key, quick_settings, screen_text, settle, table_of, until

from cardtui.core import Match, Seat
from cardtui.core.text import with_names
from cardtui.games import get
from cardtui.games.zirkhaki.cards import START_DRAW, card
from cardtui.store.saves import SaveGame
from cardtui.tui import session
from cardtui.tui.app import CardSuiteApp, Launch
from cardtui.tui.conductor import Conductor, Phase, TableSetup
from cardtui.tui.screens.handoff import HandoffScreen

ANN, BOT, SARA, DEE = 0, 1, 2, 3
# 2v2 Xeri, Ann and Sara partners with a bot on each side; the bot before Sara deals.
XERI_2V2 = [
    Seat.human("Ann"),
    Seat.bot("normal", "Bot"),
    Seat.human("Sara"),
    Seat.bot("easy", "Dee"),
]


class RecapHost(RecordingHost):
    """Remembers each cover's recap as well."""

    def __init__(self) -> None:
        super().__init__()
        self.recaps: list = []  # (seat, recap)

    def hand_over(self, seat, recap, done):
        self.recaps.append((seat, recap))
        super().hand_over(seat, recap, done)


def events_of(recap) -> list:
    """The recap's events in the order the cover shows them."""
    return list(getattr(recap, "events", recap))


def lines(recap, names) -> list[str]:
    return [with_names(e.text, names) for e in events_of(recap)]


def xeri_2v2(**kw):
    match = Match(get("xeri"), XERI_2V2, {"hand_size": 1}, seed=3, first_dealer=BOT, **kw)
    host = RecapHost()
    host.match = match
    return Conductor(host, match, bot_delay=0.0), host


def play_covers(conductor, host, covers: int) -> None:
    """Each human sits down at their cover and plays their first card, ``covers`` times."""
    for _ in range(covers):
        assert conductor.phase is Phase.HANDOFF
        host.handoffs[-1][1]()
        conductor.submit(conductor.match.state.legal_actions()[0])


def stacked(deck_top: str) -> list[str]:
    """A Zirkhaki draw pile with these cards on top."""
    first = [card(c) for c in deck_top.split()]
    return [c.code for c in first + [c for c in START_DRAW if c not in first]]


def zirkhaki_table(deck_top: str, seats, dealer: int, **options):
    deck = stacked(deck_top)
    match = Match(get("zirkhaki"), seats, options or None, seed=4, first_dealer=dealer, deck=deck)
    host = RecapHost()
    host.match = match
    return Conductor(host, match, bot_delay=0.0), host


# -- the recap ---------------------------------------------------------------------------
def test_recap_holds_the_bots_move_between_the_two_humans():
    conductor, host = xeri_2v2()
    conductor.start()  # Sara leads (X-8: the seat after the dealer)
    play_covers(conductor, host, 3)  # Sara, Ann, Sara (with the bots between them)
    seat, recap = host.recaps[-1]
    assert seat == ANN
    movers = [e.seat for e in events_of(recap) if e.kind in ("lay", "capture")]
    # Since Ann's last card: the bot after her, Sara, and the bot after Sara, in that order.
    assert movers == [BOT, SARA, DEE]


def test_recap_mentions_the_new_deal_X13():
    conductor, host = xeri_2v2()
    conductor.start()
    play_covers(conductor, host, 3)
    _, recap = host.recaps[-1]
    said = lines(recap, [s.name for s in XERI_2V2])
    # The bot dealt the second round of cards after Ann's card, before Sara's turn.
    assert any(line.startswith("Bot deals 1 more cards") for line in said), said


def test_recap_puts_a_pistol_burn_of_your_card_first_R4_2():
    seats = [Seat.human("Ann"), Seat.bot("normal", "Bot"), Seat.human("Sara")]
    conductor, host = zirkhaki_table("coin9 pistol3 key5 map3 chest4", seats, dealer=SARA)
    conductor.start()
    host.handoffs[-1][1]()
    assert conductor.submit("draw") is None and conductor.submit("bank") is None
    host.handoffs[-1][1]()  # Sara, after the bot burnt Ann's coin
    assert conductor.submit("draw") is None and conductor.submit("bank") is None
    seat, recap = host.recaps[-1]
    assert seat == ANN
    said = lines(recap, [s.name for s in seats])
    assert said[0] == "Pistol: Bot burns Ann's Coin 9.", said
    assert "Sara banks Chest 4." in said  # and everything else after it


def test_recap_puts_a_dagger_steal_of_your_card_first_R4_3():
    seats = [Seat.human("Ann"), Seat.bot("normal", "Bot"), Seat.human("Sara")]
    conductor, host = zirkhaki_table("coin9 dagger3 key5 chest4 coin5", seats, dealer=SARA)
    conductor.start()
    host.handoffs[-1][1]()
    assert conductor.submit("draw") is None and conductor.submit("bank") is None
    host.handoffs[-1][1]()
    assert conductor.submit("draw") is None and conductor.submit("bank") is None
    seat, recap = host.recaps[-1]
    first = events_of(recap)[0]
    assert seat == ANN and first.seat == BOT and first.data.get("from_seat") == ANN
    assert "Coin 9" in with_names(first.text, [s.name for s in seats])


def test_recap_never_holds_another_seats_secret_A6():
    # Ann's astrolabe shows her the top card (R4.1, a secret of hers): Sara's recap says
    # that Ann drew it, never what she saw.
    seats = [Seat.human("Ann"), Seat.human("Sara")]
    conductor, host = zirkhaki_table("astrolabe3 coin9 key5", seats, dealer=1)
    conductor.start()
    host.handoffs[-1][1]()
    assert conductor.submit("draw") is None and conductor.submit("bank") is None
    seat, recap = host.recaps[-1]
    assert seat == 1
    events = events_of(recap)
    assert any(e.kind == "draw" and e.seat == ANN for e in events)
    assert all(e.visible(1) for e in events)
    assert not any(e.kind == "peek" for e in events)


# -- covers ------------------------------------------------------------------------------
def test_every_pass_between_humans_is_covered_by_default():
    # Nothing in a simple Zirkhaki game is private; the table is still covered at each pass.
    seats = [Seat.human("Ann"), Seat.human("Sara")]
    conductor, host = zirkhaki_table("coin9 key5 chest4", seats, dealer=1)
    conductor.start()
    for seat in (ANN, 1, ANN):
        assert conductor.phase is Phase.HANDOFF and host.handoffs[-1][0] == seat
        host.handoffs[-1][1]()
        assert conductor.viewer == seat
        assert conductor.submit("draw") is None and conductor.submit("bank") is None
    assert not any(call[0] == "took" for call in host.calls)


def zirkhaki_save() -> SaveGame:
    """A hot-seat Zirkhaki game (nothing private in it) left after Ann's turn."""
    seats = [Seat.human("Ann"), Seat.human("Sara")]
    match = Match(get("zirkhaki"), seats, None, seed=4, first_dealer=1, deck=stacked("coin9"))
    match.apply("draw")
    match.apply("bank")
    assert match.state.current_player == 1
    save = SaveGame.of(match)
    save.write(session.autosave_path(match))
    return save


async def test_a_resumed_hot_seat_game_opens_on_a_cover():
    zirkhaki_save()
    app = CardSuiteApp(settings=quick_settings(), launch=Launch(resume=True))
    async with app.run_test(size=(100, 32)) as pilot:
        assert await settle(app, pilot) is Phase.HANDOFF
        assert isinstance(app.screen, HandoffScreen) and app.screen.player == "Sara"


async def test_a_resumed_game_is_covered_even_with_covers_only_for_secrets():
    zirkhaki_save()
    settings = quick_settings(cover_every_pass=False)
    app = CardSuiteApp(settings=settings, launch=Launch(resume=True))
    async with app.run_test(size=(100, 32)) as pilot:
        assert await settle(app, pilot) is Phase.HANDOFF
        assert isinstance(app.screen, HandoffScreen)


async def test_a_2v2_xeri_start_where_the_second_human_leads_opens_on_a_cover_X8():
    # Ann sits first, but the dealer is Ann, so Sara plays first.
    seats = [
        Seat.human("Ann"),
        Seat.human("Sara"),
        Seat.bot("normal", "B1"),
        Seat.bot("easy", "B2"),
    ]
    setup = TableSetup("xeri", seats, {}, 1, first_dealer=ANN)
    app = CardSuiteApp(settings=quick_settings(), launch=Launch("xeri", setup, table=True))
    async with app.run_test(size=(100, 32)) as pilot:
        assert await settle(app, pilot) is Phase.HANDOFF
        assert isinstance(app.screen, HandoffScreen) and app.screen.player == "Sara"
        table = table_of(app)
        hand = table.match.state.view(1)["hand"]
        assert not any(str(c) in screen_text(app) for c in hand)
        await pilot.press("enter")
        assert await settle(app, pilot) is Phase.HUMAN
        assert table.conductor.viewer == 1


async def test_the_cover_shows_the_whole_recap_not_its_last_lines():
    seats = [Seat.human("Ann"), Seat.bot("normal", "Bot"), Seat.human("Sara")]
    deck = stacked("coin9 pistol3 key5 map3 chest4")
    setup = TableSetup("zirkhaki", seats, {}, 4, first_dealer=SARA, deck=deck)
    app = CardSuiteApp(settings=quick_settings(), launch=Launch("zirkhaki", setup, table=True))
    async with app.run_test(size=(100, 32)) as pilot:
        table = table_of(app)
        assert await settle(app, pilot) is Phase.HANDOFF
        await pilot.press("enter")
        await settle(app, pilot)
        assert table.conductor.submit("draw") is None and table.conductor.submit("bank") is None
        assert await settle(app, pilot) is Phase.HANDOFF  # Sara's cover, after the bot
        recap = app.screen.recent
        assert len(recap) > 6, recap
        text = screen_text(app)
        # From Ann's first draw to the bot's bank, however long the story.
        assert "Ann draws Coin 9." in text and "Bot banks Pistol 3" in text


async def test_a_long_recap_scrolls_and_enter_still_confirms():
    seats = [Seat.human("Ann"), Seat.bot("normal", "Bot"), Seat.human("Sara")]
    deck = stacked("coin9 pistol3 key5 map3 chest4")
    setup = TableSetup("zirkhaki", seats, {}, 4, first_dealer=SARA, deck=deck)
    app = CardSuiteApp(settings=quick_settings(), launch=Launch("zirkhaki", setup, table=True))
    async with app.run_test(size=(80, 24)) as pilot:
        table = table_of(app)
        await settle(app, pilot)
        await pilot.press("enter")
        await settle(app, pilot)
        assert table.conductor.submit("draw") is None and table.conductor.submit("bank") is None
        assert await settle(app, pilot) is Phase.HANDOFF
        assert "scroll it all" in screen_text(app)
        recap = app.screen.query_one("#handoff-recent")
        assert recap.scroll_y == 0 and recap.max_scroll_y > 0  # more than fits at 80x24
        await pilot.press("pagedown")
        assert recap.scroll_y > 0
        await pilot.press("enter")
        assert await settle(app, pilot) is Phase.HUMAN and table.conductor.viewer == SARA


async def test_enter_held_from_the_setups_start_never_uncovers_sara_in_a_2v2_start_X8():
    # The 2v2 Xeri start that opened on Sara's hand: Start pressed with Enter held a moment
    # (its repeats) went through the cover once the input guard had run out. Keys that keep
    # coming while the cover is asleep now keep it asleep.
    seats = [
        Seat.human("Ann"),
        Seat.human("Sara"),
        Seat.bot("normal", "B1"),
        Seat.bot("easy", "B2"),
    ]
    setup = TableSetup("xeri", seats, {}, 1)  # seed 1: Ann deals, Sara plays first
    settings = quick_settings(input_guard=1.0)
    app = CardSuiteApp(settings=settings, launch=Launch("xeri", setup))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        app.screen.query_one("#start").focus()
        await pilot.pause()
        for _ in range(25):  # Enter held for 2.5 s: repeats every 0.1 s
            await key(app, "enter")
            await asyncio.sleep(0.1)
        assert isinstance(app.screen, HandoffScreen) and app.screen.player == "Sara"
        table = table_of(app)
        assert table.conductor.phase is Phase.HANDOFF and table.conductor.viewer is None
        await until(lambda: app.screen.armed, timeout=5, what="the cover to wake up")
        await pilot.press("enter")  # Sara, once the key was let go
        assert await settle(app, pilot) is Phase.HUMAN and table.conductor.viewer == 1
