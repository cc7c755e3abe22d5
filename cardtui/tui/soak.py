"""``cardtui bench --soak MINUTES``: watch a table of bots for a long time and print the
process's memory (RSS) as it goes, to show that a long session stays bounded.

The app runs headless, as in the tests, at a 6-player Hidden Unders table of normal bots with no
delay between moves; each round's results are answered at once ("next round", and "rematch"
when the match is over, so every match is a new table). Files go to a temporary data folder,
never the player's own. The verdict compares the RSS after the first minute with the last one.
"""

from __future__ import annotations

import asyncio
import gc
import os
import resource
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from ..core import Seat
from ..store.paths import ENV

GROWTH_LIMIT_MB = 20.0


def rss_mb() -> float:
    """The resident memory of this process now, in MB (the peak where /proc is missing)."""
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024 if sys.platform == "darwin" else 1024)


def live_tables() -> int:
    """Table screens still in memory (after a full collection)."""
    from .screens.table import TableScreen

    gc.collect()
    return sum(1 for obj in gc.get_objects() if isinstance(obj, TableScreen))


@dataclass
class SoakReport:
    samples: list[tuple[float, float, int, int]] = field(
        default_factory=list
    )  # s, MB, rounds, tables

    def at_or_after(self, seconds: float) -> float:
        for t, mb, _r, _n in self.samples:
            if t >= seconds:
                return mb
        return self.samples[-1][1]

    @property
    def growth(self) -> float:
        """RSS growth from the first minute on (MB)."""
        return self.samples[-1][1] - self.at_or_after(60.0) if self.samples else 0.0


async def soak(
    minutes: float,
    *,
    game: str = "hidden_unders",
    players: int = 6,
    level: str = "normal",
    every: float = 60.0,
    size: tuple[int, int] = (100, 32),
    seed: int = 1,
    say: Callable[[str], None] = print,
) -> SoakReport:
    """Watch bots play for ``minutes``, sampling RSS every ``every`` seconds."""
    from .app import CardSuiteApp, Launch
    from .conductor import TableSetup
    from .screens.results import ResultsScreen
    from .settings import UiSettings

    seats = [Seat.bot(level, f"Bot {i + 1}") for i in range(players)]
    setup = TableSetup(game, seats, {}, seed)
    settings = UiSettings(bot_delay=0.0, input_guard=0.0)
    app = CardSuiteApp(settings=settings, launch=Launch(game, setup, table=True))
    report = SoakReport()
    rounds = 0
    start = time.monotonic()
    say(f"soak: {game}, {players} bots ({level}), {minutes:g} min, RSS every {every:g} s")
    async with app.run_test(headless=True, size=size):
        next_sample = 0.0
        while True:
            elapsed = time.monotonic() - start
            if elapsed >= next_sample or elapsed >= minutes * 60:
                tables = live_tables()
                mb = rss_mb()
                report.samples.append((elapsed, mb, rounds, tables))
                clock = f"{int(elapsed) // 60}:{int(elapsed) % 60:02d}"
                say(f"  {clock:>6}  RSS {mb:7.1f} MB  rounds {rounds:5d}  live tables {tables}")
                next_sample += every
                if elapsed >= minutes * 60:
                    break
            screen = app.screen
            if isinstance(screen, ResultsScreen) and screen.armed and screen.is_attached:
                rounds += 1
                screen.dismiss("rematch" if screen.match_over else "next")
            await asyncio.sleep(0.02)
    first, last = report.at_or_after(60.0), report.samples[-1][1]
    verdict = "OK" if report.growth < GROWTH_LIMIT_MB else "TOO MUCH"
    say(
        f"RSS after the first minute {first:.1f} MB, at the end {last:.1f} MB: growth "
        f"{report.growth:+.1f} MB (limit {GROWTH_LIMIT_MB:g} MB): {verdict}; {rounds} rounds"
    )
    return report


def run_soak(minutes: float, every: float = 60.0) -> int:
    """The command: a temporary data folder, the soak, an exit code from the verdict."""
    with tempfile.TemporaryDirectory(prefix="cardtui-soak-") as folder:
        os.environ[ENV] = folder  # never the player's own saves
        report = asyncio.run(soak(minutes, every=every))
    return 0 if report.growth < GROWTH_LIMIT_MB else 1
