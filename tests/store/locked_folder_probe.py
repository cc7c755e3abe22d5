"""cardtui on a data folder it may not search: run as a separate process, by a user that file
permissions apply to (see ``unprivileged.py``), by the locked-folder tests.

    python locked_folder_probe.py store|menu|resume|play

Prints one line of JSON: what the player was told and what happened, or the error that
stopped cardtui (``error``). CARDTUI_DATA_DIR names the data folder.
"""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # this checkout's cardtui


def store() -> dict:
    """What the app does with its files at start and during a game, without the screens."""
    from cardtui.core import Match, Seat
    from cardtui.games import get
    from cardtui.store import paths, saves, stats
    from cardtui.tui import session, setup_memory
    from cardtui.tui.settings import UiSettings

    settings = UiSettings.load()
    session.tidy_up()
    games, notices = session.unfinished_games()
    match = Match(get("xeri"), [Seat.human("Ann"), Seat.bot("easy")], {}, seed=3)
    _path, named = session.save_named(match, "Ann's game")
    return {
        "problem": paths.folder_problem(),
        "settings_notice": settings.notice,
        "unfinished": len(games) + len(notices),
        "saves": len(saves.list_saves()),
        "setup": setup_memory.recall("xeri") is not None,
        "stats": len(stats.players()),
        "autosave": session.write_autosave(match),
        "named": named,
    }


async def app(mode: str) -> dict:
    """The app as ``cardtui``, ``cardtui --resume`` or ``cardtui play xeri --bots easy``
    opens it; for ``play``, one card is played."""
    from cardtui.cli import build_parser
    from cardtui.commands.play import build_launch
    from cardtui.tui.app import CardSuiteApp, Launch
    from cardtui.tui.settings import UiSettings

    launch = {
        "menu": None,
        "resume": Launch(resume=True),
        "play": build_launch(build_parser().parse_args(["play", "xeri", "--bots", "easy"])),
    }[mode]
    settings = UiSettings.load(bot_delay=0.0)
    settings.input_guard = 0.0
    application = CardSuiteApp(settings=settings, launch=launch)
    said: list[str] = []
    application.notify = lambda message, **kw: said.append(str(message))  # type: ignore[method-assign]
    async with application.run_test(size=(100, 32)) as pilot:
        for _ in range(5):
            await pilot.pause(0.1)
        if mode == "play":
            await pilot.press("1", "enter")
            for _ in range(5):
                await pilot.pause(0.1)
        screens = [type(s).__name__ for s in application.screen_stack]
        moves = len(application.screen.conductor.match.log[-1]) if mode == "play" else 0
    return {"said": said, "screens": screens, "moves": moves}


def main() -> int:
    mode = sys.argv[1]
    try:
        out = store() if mode == "store" else asyncio.run(app(mode))
    except Exception as exc:  # the failure the tests look for, as data
        out = {"error": f"{type(exc).__name__}: {exc}"}
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
