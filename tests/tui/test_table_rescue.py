"""An exception at a table never leaves the match stuck: injected into a bot's worker, an
animation, a timer or a key, the player reads a sentence and the match goes on, or stays
saved for Resume when the same move fails again.

Before the rescue, Textual ended the app on such an error, and when its own crash report
failed (a local it could not show) the app stayed up with the handler stopped: a frozen table.
"""

from __future__ import annotations

import pytest
from tui.tui_helpers import settle, until
from tui.zirkhaki_table_helpers import zirkhaki_app

from cardtui.core import Seat
from cardtui.tui import rescue, session
from cardtui.tui.conductor import Conductor, Phase
from cardtui.tui.screens.dialogs import MessageScreen
from cardtui.tui.screens.menu import MenuScreen
from cardtui.tui.screens.table import TableScreen
from cardtui.tui.tables.zirkhaki.treasure_zone import TreasureZone


class Injected(RuntimeError):
    """The failure the tests inject."""


SEATS = [Seat.human("Zed"), Seat.bot("normal", "Bot 2")]


def table_now(app) -> TableScreen | None:
    return next((s for s in app.screen_stack if isinstance(s, TableScreen)), None)


def notices(app) -> list[str]:
    return [str(n.message) for n in app._notifications]


def injected_once() -> list[BaseException]:
    """The failures the rescue caught: just the one injected (taken off the list)."""
    caught = list(rescue.failures)
    rescue.failures.clear()
    assert len(caught) == 1, caught
    return caught


async def bank_for_zed(app, pilot) -> TableScreen:
    """Zed draws and banks: Bot 2's turn begins."""
    await settle(app, pilot)
    table = table_now(app)
    await pilot.press("d")
    await settle(app, pilot)
    await pilot.press("b")
    return table


async def set_up_again(app, pilot, old: TableScreen) -> TableScreen:
    """Wait for the rescue's new table, and until it waits for Zed again."""
    await until(
        lambda: table_now(app) not in (None, old) and app.screen is table_now(app),
        what="the table set up again",
    )
    await settle(app, pilot)
    return table_now(app)


def assert_played_on(app, new: TableScreen, moves_before: int) -> None:
    """Bot 2 moved at the new table, Zed's turn came back, the player was told plainly."""
    assert new.conductor.phase is Phase.HUMAN
    assert sum(len(r) for r in new.match.log) > moves_before
    said = [n for n in notices(app) if "Something went wrong at the table" in n]
    assert said and "the match goes on" in said[0]
    assert "Injected" not in said[0] and "Traceback" not in said[0]
    assert rescue.REPORT in said[0]  # where the details are, for a bug report


async def test_a_bot_worker_that_raises_leaves_the_match_playing(monkeypatch):
    app = zirkhaki_app(SEATS, seed=7)
    async with app.run_test(size=(100, 32)) as pilot:
        old = table_now(app)
        bot = old.conductor.bots[1]
        real = type(bot).choose

        def choose_once_broken(self, view, legal):
            monkeypatch.setattr(type(bot), "choose", real)  # the next bot thinks again
            raise Injected("the bot's worker failed")

        monkeypatch.setattr(type(bot), "choose", choose_once_broken)
        await bank_for_zed(app, pilot)
        moves = sum(len(r) for r in old.match.log)
        new = await set_up_again(app, pilot, old)
        assert_played_on(app, new, moves)
        assert "Injected" in type(injected_once()[0].error).__name__  # WorkerFailed's error


async def test_a_timer_that_raises_leaves_the_match_playing(monkeypatch):
    """The freeze's own path: the timer that plays a bot's shown move raised."""
    app = zirkhaki_app(SEATS, seed=7, delay=0.05)
    async with app.run_test(size=(100, 32)) as pilot:
        old = table_now(app)
        real = Conductor._commit

        def commit_once_broken(self, token):
            monkeypatch.setattr(Conductor, "_commit", real)
            raise Injected("the bot's timer failed")

        monkeypatch.setattr(Conductor, "_commit", commit_once_broken)
        await bank_for_zed(app, pilot)
        moves = sum(len(r) for r in old.match.log)
        new = await set_up_again(app, pilot, old)
        assert_played_on(app, new, moves)
        assert isinstance(injected_once()[0], Injected)


async def test_an_animation_that_raises_leaves_the_match_playing():
    app = zirkhaki_app(SEATS, seed=7)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(app, pilot)
        old = table_now(app)
        moves = sum(len(r) for r in old.match.log)

        def broken() -> None:
            raise Injected("an animation's callback failed")

        zone = old.query_one(TreasureZone)
        zone.styles.animate("opacity", 0.5, duration=0.05, on_complete=broken, level="none")
        new = await set_up_again(app, pilot, old)
        await pilot.press("d")
        await settle(app, pilot)
        assert sum(len(r) for r in new.match.log) > moves  # Zed plays on at the new table
        assert any("Something went wrong at the table" in n for n in notices(app))
        assert isinstance(injected_once()[0], Injected)


async def test_a_card_moment_timer_that_raises_leaves_the_match_playing(monkeypatch):
    """A widget's own timer (the drawn card turning over, with animations on)."""
    app = zirkhaki_app(SEATS, seed=7)
    async with app.run_test(size=(100, 32)) as pilot:
        app.animation_level = "full"
        await settle(app, pilot)
        old = table_now(app)
        real = TreasureZone.refresh

        def refresh_broken(self, *args, **kwargs):
            if self.face_down is False and self.revealing is not None:
                monkeypatch.undo()
                raise Injected("the card's moment failed")
            return real(self, *args, **kwargs)

        monkeypatch.setattr(TreasureZone, "refresh", refresh_broken)
        await pilot.press("d")  # the card turns over on a timer, which raises
        new = await set_up_again(app, pilot, old)
        await pilot.press("b")  # Zed banks the card at the new table; Bot 2 plays on
        await settle(app, pilot)
        assert new.conductor.phase is Phase.HUMAN
        assert any(mover == 1 for mover, _ in new.conductor.history)
        assert isinstance(injected_once()[0], Injected)


async def test_a_key_whose_handler_raises_leaves_the_app_answering(monkeypatch):
    """An exception in the app's own loop (a key's action) used to stop that loop."""
    from cardtui.tui.tables.zirkhaki.table_input import ZirkhakiInput

    app = zirkhaki_app(SEATS, seed=7)
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(app, pilot)
        old = table_now(app)

        def broken(self) -> None:
            monkeypatch.undo()
            raise Injected("a key's action failed")

        monkeypatch.setattr(ZirkhakiInput, "action_draw", broken)
        await pilot.press("d")
        new = await set_up_again(app, pilot, old)
        await pilot.press("d")  # keys still work: Zed draws
        await settle(app, pilot)
        assert new.match.log[-1]
        assert isinstance(injected_once()[0], Injected)


async def test_the_same_move_failing_again_leaves_the_match_saved(monkeypatch):
    app = zirkhaki_app(SEATS, seed=7)
    async with app.run_test(size=(100, 32)) as pilot:
        old = table_now(app)
        bot = old.conductor.bots[1]

        def always_broken(self, view, legal):
            raise Injected("the bot is broken")

        monkeypatch.setattr(type(bot), "choose", always_broken)
        await bank_for_zed(app, pilot)
        await until(lambda: isinstance(app.screen, MessageScreen), what="the message")
        assert table_now(app) is None
        assert isinstance(app.screen_stack[0], MenuScreen)
        text = app.screen.text
        assert "Resume on the menu picks it up again" in text and "Injected" not in text
        save, _ = session.resumable()  # Zed's bank is kept: Resume offers the match
        assert save is not None and save.rounds[-1][-1] == "bank"
        assert len(rescue.failures) == 2
        rescue.failures.clear()


async def test_an_error_away_from_a_table_still_ends_the_app_even_if_its_report_fails():
    """Textual's crash report shows the locals; one it cannot show stopped the report, and
    the app stayed up instead of ending."""
    from rich.style import Style

    app = zirkhaki_app(SEATS, seed=7)
    with pytest.raises(Injected):
        async with app.run_test(size=(100, 32)) as pilot:
            await settle(app, pilot)
            app.back_to_menu()
            await until(lambda: table_now(app) is None, what="the menu")

            def broken() -> None:
                half_built = Style.__new__(Style)  # noqa: F841 (a local Rich cannot show)
                raise Injected("an error on the menu")

            app.call_later(broken)
            await until(lambda: not app.is_running, timeout=5, what="the app to end")
    assert app.return_code == 1


async def test_a_callback_that_raises_at_a_hot_seat_table_comes_back_behind_the_cover():
    """Who is looking: the table set up again shows nobody's hand until the player to move
    confirms, as on resume."""
    from tui.tui_helpers import key, table_app

    from cardtui.tui.screens.handoff import HandoffScreen

    app = table_app([Seat.human("Ann"), Seat.human("Bob")])
    async with app.run_test(size=(100, 32)) as pilot:
        assert await settle(app, pilot) is Phase.HANDOFF
        # the cover takes Enter once it is up and awake (a key before that holds it asleep);
        # the key is sent, not yet heard: wait for the cover to go before settling
        await until(lambda: isinstance(app.screen, HandoffScreen) and app.screen.armed)
        await key(app, "enter")
        await until(lambda: not isinstance(app.screen, HandoffScreen), what="the cover to go")
        assert await settle(app, pilot) is Phase.HUMAN  # Ann's hand is on the screen
        old = table_now(app)

        def broken() -> None:
            raise Injected("a callback failed")

        old.call_later(broken)
        await until(lambda: table_now(app) not in (None, old), what="the table set up again")
        assert await settle(app, pilot) is Phase.HANDOFF
        assert isinstance(app.screen, HandoffScreen)
        assert table_now(app).conductor.viewer is None
        assert isinstance(injected_once()[0], Injected)
