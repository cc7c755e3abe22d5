"""#12 Fair play at a hot-seat table: two humans with a bot seated between them play a seeded
round of each game. The screen is read after every move and every transition (handoff, bot
move, dialog, rules, undo, round end), and no reading taken while Ann is not at the screen
holds any card (or secret ring, or peek) that the rules hide from the others.
"""

from __future__ import annotations

import asyncio

import pytest
from tui.tui_helpers import quick_settings, screen_text, table_of

from cardtui import bots
from cardtui.core import Seat
from cardtui.games.zirkhaki.rings import RING_INFO
from cardtui.tui.app import CardSuiteApp, Launch
from cardtui.tui.conductor import Phase, TableSetup
from cardtui.tui.screens.dialogs import ConfirmScreen
from cardtui.tui.screens.handoff import HandoffScreen
from cardtui.tui.screens.results import ResultsScreen
from cardtui.tui.screens.rules import RulesScreen

ANN, CY = 0, 2
RING_WORDS = {code: title.removesuffix(" ring").removesuffix("'s") for code, title, *_ in RING_INFO}

TABLES = {
    # game: (seats, options, seed)
    "xeri": (
        [Seat.human("Ann"), Seat.bot("normal", "Bot"), Seat.human("Cy"), Seat.bot("easy", "Dee")],
        {"match_mode": "rounds", "rounds": 1},
        4,
    ),
    "hidden_unders": (  # no stock: a shorter round, every kind of move still made
        [Seat.human("Ann"), Seat.bot("normal", "Bot"), Seat.human("Cy")],
        {"short_game": True},
        6,
    ),
    "zirkhaki": (
        [Seat.human("Ann"), Seat.bot("normal", "Bot"), Seat.human("Cy")],
        {"rings": True},
        3,
    ),
}


def hidden_from_others(state, seat: int) -> list[str]:
    """What the screen must not show of ``seat``'s while someone else may be looking, as it
    would be written: its cards in hand (less what a pickup made public), its secret ring
    choice, its peeks. Nothing once the round is over (every card may be seen then)."""
    if state.is_over:
        return []
    view = state.view(seat)
    hand = list(view.get("hand") or ())
    known = view.get("known")
    if known:  # Hidden Unders: picked-up cards are public knowledge
        public = list(known[seat])
        for c in public:
            if c in hand:
                hand.remove(c)
    texts = [str(c) for c in hand]
    texts += [str(c) for c in view.get("peek") or ()]
    if view.get("phase") == "rings":
        offer = list(view.get("ring_offer") or ())
        own = (view.get("rings") or [None] * state.players)[seat]
        texts += [RING_WORDS[r] for r in {*offer, *([own] if own else [])}]
    return texts


class Watcher:
    """Reads the screen and checks it against what Ann's seat hides."""

    def __init__(self, app, table) -> None:
        self.app, self.table = app, table
        self.readings = 0
        self.away = 0  # readings taken while Ann was not at the screen
        self.anns_messages: set[int] = set()  # toasts that appeared while Ann played

    def ann_at_screen(self) -> bool:
        top = self.app.screen
        return self.table.conductor.viewer == ANN and not isinstance(
            top, HandoffScreen | ResultsScreen
        )

    async def read(self, pilot, what: str) -> None:
        # Every widget has handled its messages and the screen is laid out again (a short
        # pause rather than waiting for the whole process to idle, which is slow on a busy
        # machine and would make whole rounds slow to read).
        await pilot.pause(0.01)
        text = screen_text(self.app)
        self.readings += 1
        toasts = {id(n): n.message for n in self.app._notifications}
        if self.ann_at_screen():
            self.anns_messages |= set(toasts)
            return
        self.away += 1
        stale = [m for key, m in toasts.items() if key in self.anns_messages]
        assert not stale, f"{what}: Ann's messages {stale} outlived her turn"
        leaked = [t for t in hidden_from_others(self.table.match.state, ANN) if t in text]
        assert not leaked, f"{what}: Ann's {leaked} on screen while she is away\n{text}"


async def wait_for(table, phases, timeout=20.0) -> Phase:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while loop.time() < deadline:
        phase = table.conductor.phase
        if phase in phases and not table._bot_answers:
            return phase
        await asyncio.sleep(0.003)
    raise AssertionError(f"stuck in {table.conductor.phase}")


STOPS = (Phase.SHOWING, Phase.HUMAN, Phase.HANDOFF, Phase.ROUND_OVER, Phase.MATCH_OVER)


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(TABLES))
async def test_no_screen_shows_anns_cards_while_she_is_away(game):
    seats, options, seed = TABLES[game]
    setup = TableSetup(game, seats, options, seed)
    settings = quick_settings(bot_delay=0.05, undo_between_humans=True)
    app = CardSuiteApp(settings=settings, launch=Launch(game, setup, table=True))
    deciders = {p: bots.make(game, "normal", seed=p) for p in (ANN, CY)}
    # Toasts are drawn too: a hint left over from Ann's turn is a leak like any other.
    async with app.run_test(size=(100, 32), notifications=True) as pilot:
        await pilot.pause()
        table = table_of(app)
        watch = Watcher(app, table)
        conductor = table.conductor
        did = set()
        for _ in range(3000):
            phase = await wait_for(table, STOPS)
            if phase is Phase.SHOWING:  # a bot's move on screen: read it before it is played
                conductor.hold()
                await watch.read(pilot, "a bot's move")
                if "rules" not in did:  # the rules opened over a bot's move
                    did.add("rules")
                    await pilot.press("question_mark")
                    await pilot.pause()
                    assert isinstance(app.screen, RulesScreen)
                    await watch.read(pilot, "the rules")
                    await pilot.press("escape")
                    await pilot.pause()
                conductor.release()
                await asyncio.sleep(0)
                continue
            await watch.read(pilot, phase.value)
            if phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
                break
            if phase is Phase.HANDOFF:
                await pilot.press("enter")
                await wait_for(table, (Phase.HUMAN,))
                continue
            seat = conductor.seat_to_act
            if seat == CY and "dialog" not in did:  # Cy opens "Leave?" and stays
                did.add("dialog")
                await pilot.press("escape")
                await pilot.pause()
                assert isinstance(app.screen, ConfirmScreen)
                await watch.read(pilot, "Cy's leave dialog")
                await pilot.press("n")
                await pilot.pause()
            if seat == ANN and "undo" not in did and CY in conductor.movers:
                did.add("undo")  # Ann takes back Cy's last move (the setting allows it)
                await pilot.press("u")
                await watch.read(pilot, "undo")
                continue
            if seat == ANN and "hint" not in did and game == "hidden_unders":
                did.add("hint")  # a hint for Ann must not outlive her turn
                await pilot.press("s")
                await watch.read(pilot, "Ann's hint")
                assert watch.anns_messages
            view = table.match.state.view(seat)
            action = deciders[seat].choose(view, table.match.state.legal_actions())
            assert conductor.submit(action) is None
        else:
            raise AssertionError("the round did not end")
        assert {"dialog", "undo", "rules"} <= did
        assert watch.away >= 10  # the check really ran while Ann was away


async def test_keys_do_nothing_under_the_too_small_notice():
    """A key pressed blind under the notice plays no card and opens no dialog; ctrl+q still
    reaches the app."""
    setup = TableSetup("xeri", [Seat.human("Ann"), Seat.bot("easy", "Bob")], {}, 5)
    app = CardSuiteApp(settings=quick_settings(), launch=Launch("xeri", setup, table=True))
    async with app.run_test(size=(60, 20)) as pilot:
        table = table_of(app)
        await wait_for(table, (Phase.HUMAN,))
        await pilot.pause()
        assert "at least 80×24" in screen_text(app)
        moves = len(table.conductor.actions)
        await pilot.press("1", "enter", "escape", "ctrl+s", "question_mark")
        await pilot.click("#hand")
        await pilot.pause()
        assert len(table.conductor.actions) == moves and app.screen is table
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        await pilot.press("1")  # the same key works once the window is big enough
        await pilot.pause()
        assert len(table.conductor.actions) > moves
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        await pilot.press("ctrl+q")  # asks first (a game is in progress): that still shows
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)


def header(app) -> str:
    return screen_text(app).splitlines()[0]


@pytest.mark.parametrize(("seed", "known"), [(None, False), (77, True)])
async def test_the_seed_stays_secret_during_play_unless_the_players_chose_it(seed, known):
    seats = [Seat.human("Ann"), Seat.bot("easy", "Bob")]
    setup = TableSetup("xeri", seats, {"match_mode": "rounds", "rounds": 1}, seed)
    app = CardSuiteApp(settings=quick_settings(), launch=Launch("xeri", setup, table=True))
    async with app.run_test(size=(100, 32)) as pilot:
        table = table_of(app)
        await wait_for(table, (Phase.HUMAN,))
        await pilot.pause()
        secret = str(table.match.seed)
        if known:
            assert f"Known deal (seed {secret})" in header(app)
        else:
            assert secret not in screen_text(app) and "Seed" not in header(app)
        while table.conductor.phase is not Phase.MATCH_OVER:
            if table.conductor.phase is Phase.HUMAN:
                table.conductor.submit(table.match.state.legal_actions()[0])
            await asyncio.sleep(0.002)
        await pilot.pause()
        # The match is over: the seed is shown so the deals can be played again.
        assert f"Seed {secret}" in screen_text(app)


async def test_a_dialog_under_another_screen_cannot_close_that_screen():
    """One screen at a time: a dismiss from a screen that is no longer on top, or a second
    dismiss, neither pops the screen above nor answers twice."""
    from cardtui.tui.screens.dialogs import MessageScreen

    answers = []
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        below = ConfirmScreen("Leave this match?")
        app.push_screen(below, answers.append)
        await pilot.pause()
        above = MessageScreen("Pass to Sara", "Sara's turn")
        app.push_screen(above)
        await pilot.pause()
        below.dismiss(True)  # a late key or timer meant for the dialog underneath
        await pilot.pause()
        assert app.screen is above and answers == []
        above.dismiss()
        await pilot.pause()
        assert app.screen is below
        below.dismiss(False)
        below.dismiss(True)  # twice: the second does nothing
        await pilot.pause()
        assert answers == [False] and not isinstance(app.screen, ConfirmScreen)
