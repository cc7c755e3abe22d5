"""Random keys and clicks against the app, from a seed, to show that no sequence raises.

Keys are sent through the driver as a terminal would send them, without waiting for the app
to settle (players press keys while screens open and tables are rebuilt: that is where the
races were); now and then a short pause lets bots move and dialogs open. When the app stops
(a key quit it), a new one starts on the same data folder and the run goes on. A crash is
reported with the seed and the events that led to it, so it can be replayed exactly.
"""

from __future__ import annotations

import asyncio
import os
import random
from collections.abc import Callable
from dataclasses import dataclass, field

from textual import events
from tui.tui_helpers import key, quick_settings

from cardtui.core import Seat
from cardtui.tui.app import CardSuiteApp, Launch
from cardtui.tui.conductor import TableSetup

KEYS = [
    *"0123456789",
    *"abcdefghijklmnopqrstuvwxyz",
    "enter",
    "escape",
    "tab",
    "shift+tab",
    "space",
    "backspace",
    "up",
    "down",
    "left",
    "right",
    "home",
    "end",
    "pageup",
    "pagedown",
    "ctrl+p",
    "ctrl+s",
    "plus",
    "minus",
    "question_mark",
]
# Keys that move play on (Enter, digits, arrows) come more often than the rest.
WEIGHTS = [3 if k in "123456" or k in ("enter", "up", "down", "left", "right") else 1 for k in KEYS]

SIZES = [(80, 24), (60, 20)]
GAMES = ["xeri", "zirkhaki", "hidden_unders"]


def table_seats(game: str, kind: str) -> list[Seat]:
    """``solo``: Ann against bots; ``hotseat``: Ann and Sara with a bot between them;
    ``watch``: bots only."""
    if kind == "solo":
        return [Seat.human("Ann"), Seat.bot("easy", "Bo"), Seat.bot("normal", "Cy")][
            : 2 if game == "xeri" else 3
        ]
    if kind == "hotseat":
        seats = [Seat.human("Ann"), Seat.bot("easy", "Bo"), Seat.human("Sara")]
        return seats if game != "xeri" else [*seats, Seat.bot("normal", "Di")]
    return [Seat.bot("easy", "Bo"), Seat.bot("normal", "Cy")]


def make_app(game: str | None, kind: str, seed: int) -> CardSuiteApp:
    settings = quick_settings(undo_between_humans=True, confirm_quit=True)
    if game is None:
        return CardSuiteApp(settings=settings)
    options = {"match_mode": "rounds", "rounds": 1} if game == "xeri" else {}
    setup = TableSetup(game, table_seats(game, kind), options, seed)
    return CardSuiteApp(settings=settings, launch=Launch(game, setup, table=True))


@dataclass
class FuzzRun:
    seed: int
    events: int
    size: tuple[int, int]
    trail: list[str] = field(default_factory=list)
    restarts: int = 0

    def describe(self) -> str:
        return f"seed {self.seed} at {self.size[0]}x{self.size[1]}: {' '.join(self.trail[-60:])}"


async def click(app: CardSuiteApp, x: int, y: int) -> None:
    """A mouse click at (x, y) through the driver, without waiting (the app makes the Click
    from the press and the release, as it does for a terminal's)."""
    for cls in (events.MouseDown, events.MouseUp):
        event = cls(None, x, y, 0, 0, 1, False, False, False, screen_x=x, screen_y=y, style=None)
        event.set_sender(app)
        app._driver.send_message(event)
    await asyncio.sleep(0.002)


async def fuzz(app_factory: Callable[[], CardSuiteApp], run: FuzzRun, *, restarts: int = 3) -> None:
    """Send ``run.events`` random keys and clicks; an exception in the app propagates."""
    rng = random.Random(run.seed)
    sent = 0
    # CARDTUI_FUZZ_TRAIL=FILE writes each event as it is sent: the trail of a run that hangs.
    trail_file = os.environ.get("CARDTUI_FUZZ_TRAIL")
    echo = open(trail_file, "a", encoding="utf-8") if trail_file else None  # noqa: SIM115
    while sent < run.events and run.restarts <= restarts:
        app = app_factory()
        async with app.run_test(size=run.size) as pilot:
            await pilot.pause()
            while sent < run.events and app.is_running and app._exception is None:
                sent += 1
                roll = rng.random()
                if roll < 0.12:
                    x, y = rng.randrange(run.size[0]), rng.randrange(run.size[1])
                    run.trail.append(f"click{x},{y}")
                    await click(app, x, y)
                elif roll < 0.2:
                    pause = rng.choice((0.01, 0.05, 0.2))
                    run.trail.append(f"pause{pause}")
                    await asyncio.sleep(pause)
                else:
                    name = rng.choices(KEYS, WEIGHTS)[0]
                    run.trail.append(name)
                    await key(app, name)
                if echo:
                    echo.write(f"{run.seed} {run.trail[-1]}\n")
                    echo.flush()
            await asyncio.sleep(0.05)
        run.trail.append("|restart|")
        run.restarts += 1


async def replay_trail(app: CardSuiteApp, trail: list[str], size: tuple[int, int]) -> None:
    """Send a recorded trail again (to reproduce a crash a fuzz run found)."""
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        for step in trail:
            if step.startswith("click") and "," in step:
                x, y = map(int, step[5:].split(","))
                await click(app, x, y)
            elif step.startswith("pause"):
                await asyncio.sleep(float(step[5:]))
            elif step == "|restart|":
                break
            else:
                await key(app, step)
        await asyncio.sleep(0.1)
