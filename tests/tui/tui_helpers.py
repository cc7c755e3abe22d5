"""Helpers for the app tests: build an app at a table, let bots finish, read the screen."""

from __future__ import annotations

import asyncio
import io

from rich.console import Console
from textual import events

from cardtui.core import Seat
from cardtui.tui.app import CardSuiteApp, Launch
from cardtui.tui.conductor import Phase, TableSetup
from cardtui.tui.settings import UiSettings

WAITING = (Phase.HUMAN, Phase.HANDOFF, Phase.ROUND_OVER, Phase.MATCH_OVER)


def quick_settings(**changes) -> UiSettings:
    """Settings for tests: bots move at once, dialogs take keys at once (no input guard)."""
    return UiSettings(**{"bot_delay": 0.0, "input_guard": 0.0, **changes})


def table_app(
    seats: list[Seat],
    *,
    seed: int = 42,
    options: dict | None = None,
    delay: float = 0.0,
    ascii: bool = False,
    guard: float = 0.0,
) -> CardSuiteApp:
    """An app that opens straight at a Xeri table (bots move at once unless ``delay``)."""
    setup = TableSetup("xeri", seats, dict(options or {}), seed)
    return CardSuiteApp(
        settings=quick_settings(ascii_cards=ascii, bot_delay=delay, input_guard=guard),
        launch=Launch("xeri", setup, table=True),
    )


def table_of(app: CardSuiteApp):
    from cardtui.tui.screens.table import TableScreen

    for screen in reversed(app.screen_stack):
        if isinstance(screen, TableScreen):
            return screen
    raise AssertionError(f"no table on the screen stack: {app.screen_stack}")


def _top_matches(app: CardSuiteApp, phase: Phase) -> bool:
    """The screen a phase should show is on top (a dialog has finished opening)."""
    from cardtui.tui.screens.handoff import HandoffScreen
    from cardtui.tui.screens.results import ResultsScreen
    from cardtui.tui.screens.table import TableScreen

    top = app.screen
    if not any(child.region.area for child in top.children):
        return False  # pushed but not laid out yet
    if phase is Phase.HANDOFF:
        return isinstance(top, HandoffScreen)
    if phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
        return isinstance(top, ResultsScreen)
    return isinstance(top, TableScreen)


async def settle(app: CardSuiteApp, pilot, timeout: float = 20.0, *, render: bool = True) -> Phase:
    """Let bots play until a human must act, a handoff covers the table or the round ends.

    Polls the conductor (a few milliseconds at a time) rather than Pilot's idle detection,
    which costs a fifth of a second per step and would make whole rounds slow to test;
    ``render=False`` skips the final idle wait when nobody reads the screen."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    table = table_of(app)
    while loop.time() < deadline:
        phase = table.conductor.phase
        # (Not the thread adding rounds that wait for the statistics: it may wait for another
        # window for as long as that one holds them, and the table does not wait for it.)
        busy = (
            any(w.is_running and w.group != "stats-waiting" for w in app.workers)
            or table._bot_answers
        )
        if phase in WAITING and not busy and _top_matches(app, phase):
            if render:  # let the screen finish drawing before anyone reads it
                await pilot.pause()
            return phase
        await asyncio.sleep(0.005)
    raise AssertionError(f"the table never settled (phase {table.conductor.phase})")


async def until(condition, timeout: float = 10.0, what: str = "a change") -> None:
    """Wait (polling) until ``condition()`` holds."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        if loop.time() > deadline:
            raise AssertionError(f"waited {timeout}s for {what}")
        await asyncio.sleep(0.003)


_CHARS = {"enter": "\r", "space": " ", "plus": "+", "minus": "-"}


async def key(app: CardSuiteApp, name: str) -> None:
    """Press one key through the driver, as a terminal would, without waiting for idle."""
    char = _CHARS.get(name, name if len(name) == 1 else None)
    event = events.Key(name, char)
    event.set_sender(app)
    app._driver.send_message(event)
    await asyncio.sleep(0.002)


def screen_text(app: CardSuiteApp) -> str:
    """The active screen as plain text, as a player would read it."""
    width, height = app.size
    console = Console(
        width=width,
        height=height,
        file=io.StringIO(),
        record=True,
        force_terminal=True,
        color_system=None,
        legacy_windows=False,
    )
    console.print(
        app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    )
    return console.export_text()


def footer_keys(app: CardSuiteApp) -> str:
    """The bottom line of the screen, where the footer lists the keys that work there."""
    return screen_text(app).rstrip("\n").splitlines()[-1]
