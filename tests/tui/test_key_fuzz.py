"""No key sequence raises: random keys and clicks on every screen of every game, at 80x24 and
60x20 (a few hundred by default; ``--fuzz-scale N`` multiplies them, ``--fuzz-seed S`` changes
the seeds). The runs start at a table (one human with bots, two humans with a bot between them
and undo allowed, bots only) and on the menu, and reach the other screens from there: results,
handoffs, dialogs, saves, statistics, settings, rules, replays and the command palette."""

from __future__ import annotations

import asyncio
import zlib

import pytest
from tui.fuzz_helpers import GAMES, SIZES, FuzzRun, fuzz, make_app

KINDS = ["solo", "hotseat", "watch"]
EVENTS = 40  # per run, times --fuzz-scale


def cases():
    n = 0
    for game in GAMES:
        for size in SIZES:
            # One kind of table per game and size, every kind met across the runs.
            kind = KINDS[n % len(KINDS)]
            n += 1
            yield pytest.param(game, kind, size, id=f"{game}-{kind}-{size[0]}x{size[1]}")
    for size in SIZES:
        yield pytest.param(None, "menu", size, id=f"menu-{size[0]}x{size[1]}")


@pytest.mark.parametrize(("game", "kind", "size"), list(cases()))
async def test_random_keys_and_clicks_never_raise(game, kind, size, request):
    scale = request.config.getoption("--fuzz-scale")
    base = request.config.getoption("--fuzz-seed")
    seed = base * 1000 + zlib.crc32(f"{game}{kind}{size}".encode()) % 1000
    run = FuzzRun(seed=seed, events=EVENTS * scale * (2 if game is None else 1), size=size)
    try:
        # A run that hangs (an app that never finishes closing) fails too, with its trail.
        await asyncio.wait_for(fuzz(lambda: make_app(game, kind, seed), run), 60 * scale)
    except (TimeoutError, Exception) as exc:
        raise AssertionError(f"{type(exc).__name__}: {exc}\n{run.describe()}") from exc
