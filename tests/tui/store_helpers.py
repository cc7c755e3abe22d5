"""Helpers for the tests of saves, resume, undo, statistics and replays in the app."""

from __future__ import annotations

import json
from pathlib import Path

from tui.tui_helpers import key, quick_settings, settle, table_of, until

from cardtui.core import Match, Seat
from cardtui.games import get
from cardtui.store.paths import autosaves_dir
from cardtui.store.saves import SaveGame
from cardtui.tui import session
from cardtui.tui.app import CardSuiteApp, Launch
from cardtui.tui.conductor import Phase, TableSetup
from cardtui.tui.settings import UiSettings

ANN_BOB = [Seat.human("Ann"), Seat.bot("easy", "Bob")]
ANN_AND_BOTS = [
    Seat.human("Ann"),
    Seat.bot("easy", "Bo"),
    Seat.bot("normal", "Cy"),
    Seat.bot("easy", "Di"),
]
ONE_ROUND = {"match_mode": "rounds", "rounds": 1}
TWO_ROUNDS = {"match_mode": "rounds", "rounds": 2}


def autosave_files() -> list[Path]:
    """The autosave files (one per unfinished match), newest first."""
    folder = autosaves_dir()
    files = folder.glob("*.json") if folder.is_dir() else []
    return sorted(files, key=lambda p: p.stat().st_mtime_ns, reverse=True)


def autosaved(match: Match | None = None) -> SaveGame | None:
    """The autosave of ``match`` (or the newest one)."""
    if match is not None:
        path = session.autosave_path(match)
        return SaveGame.read(path) if path.exists() else None
    files = autosave_files()
    return SaveGame.read(files[0]) if files else None


async def human_move(app, pilot) -> None:
    """The human at the table plays their first playable card (the digit key), then the
    bots answer until someone must act again."""
    table = table_of(app)
    played = len(table.conductor.actions) + 1
    await key(app, "1")
    await until(lambda: len(table.conductor.actions) >= played, what="the move")
    await settle(app, pilot, render=False)


async def play_to_the_end_of_the_round(app, pilot) -> None:
    """Play every human turn with the first card (Xeri) until the round's results show; at a
    hot-seat table, each handoff cover is confirmed by the player it names."""
    table = table_of(app)
    while (phase := await settle(app, pilot, render=False)) in (Phase.HUMAN, Phase.HANDOFF):
        if phase is Phase.HANDOFF:
            await key(app, "enter")
            await until(lambda: table.conductor.phase is not Phase.HANDOFF, what="the cover")
            continue
        played = len(table.conductor.actions) + 1
        await key(app, "1")
        await until(lambda n=played: len(table.conductor.actions) >= n, what="a move")
    assert phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)
    await pilot.pause()


def played_match(
    moves: int,
    *,
    game: str = "xeri",
    seed: int = 5,
    seats: list[Seat] = ANN_BOB,
    options: dict | None = None,
) -> Match:
    """A match of ``seats`` (Ann against an easy bot) with ``moves`` moves made (the first
    legal move each time), or fewer when the first round ends before."""
    match = Match(get(game), seats, options, seed=seed)
    for _ in range(moves):
        if match.state.is_over:
            break
        match.apply(match.state.legal_actions()[0])
    return match


def near_the_round_end(
    seats: list[Seat],
    options: dict | None = None,
    *,
    settings: UiSettings | None = None,
    left: int = 1,
) -> CardSuiteApp:
    """Sitting down again at a Xeri match of ``seats`` (two rounds unless ``options`` say
    otherwise) with ``left`` moves of round 1 left (the moves before are replayed from the save,
    not played through the screen: much quicker)."""
    options = options or TWO_ROUNDS
    moves = len(played_match(10**6, seats=seats, options=options, seed=3).log[0])
    match = played_match(moves - left, seats=seats, options=options, seed=3)
    setup = TableSetup.from_save(SaveGame.of(match))
    return CardSuiteApp(
        settings=settings or quick_settings(), launch=Launch("xeri", setup, table=True)
    )


def write_raw(path: Path, data) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    text = data if isinstance(data, str) else json.dumps(data)
    path.write_text(text, encoding="utf-8")
