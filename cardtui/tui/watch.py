"""Watching a table of bots alone: it plays on from round to round and match to match, after
a short pause to read the results, so it can run as a demo. Every finished match is kept as a
save (listed in Saves, ready to replay), the last ``KEEP`` of them.

No Textual here: the table and its results screen call these.
"""

from __future__ import annotations

import contextlib
import re
from datetime import datetime
from pathlib import Path

from ..core import Match
from ..i18n import _
from ..store.files import entry_kind
from ..store.paths import saves_dir
from ..store.saves import SaveGame

KEEP = 20  # finished watched matches kept; older ones are removed
MIN_PAUSE = 3.0  # seconds the results stay up, at the fastest bot speed
MAX_PAUSE = 8.0
PREFIX = "watched-"
_FILE = re.compile(r"watched-[a-z_]+-(\d{8}-\d{6})(?:-(\d+))?\.json")


def results_pause(bot_delay: float) -> float:
    """Seconds the results stay up before the bots play on: longer at slower bot speeds."""
    return max(MIN_PAUSE, min(MAX_PAUSE, MIN_PAUSE + 4.0 * bot_delay))


def keep_finished(match: Match) -> tuple[Path | None, str | None]:
    """Save a finished watched match under its own file; (the file, None) or (None, why not).
    Older watched matches beyond the last ``KEEP`` are removed."""
    now = datetime.now()
    # The save's name, in the language it was watched in (then kept as a name is).
    name = _("Watched {game}: {names} won").format(
        game=_(str(match.spec.title)), names=winners(match)
    )
    folder = saves_dir()
    path = folder / f"{PREFIX}{match.spec.name}-{now:%Y%m%d-%H%M%S}.json"
    n = 1
    while entry_kind(path) != "missing":  # never raises, unlike exists() on a locked folder
        path = folder / f"{PREFIX}{match.spec.name}-{now:%Y%m%d-%H%M%S}-{n}.json"
        n += 1
    try:
        SaveGame.of(match, name=name).write(path)
    except OSError as exc:
        return None, _("The finished match could not be kept for replay ({reason}).").format(
            reason=exc.strerror or exc
        )
    prune(folder)
    return path, None


def winners(match: Match) -> str:
    """Who won the match, partners joined: ``Bot 1 & Bot 3``, ``Ada and Bo``."""
    won = set(match.winners())
    sides = match.spec.sides(match.players, match.options)
    names = [" & ".join(match.seats[p].name for p in side) for side in sides if side[0] in won]
    if not names:
        return _("nobody")
    from ..core.words import and_list

    return and_list(names)


def watched_saves(folder: Path | None = None) -> list[Path]:
    """The kept watched matches, newest first (only files this module named)."""
    folder = folder or saves_dir()
    found = []
    for path in folder.glob(f"{PREFIX}*.json"):
        named = _FILE.fullmatch(path.name)
        if named:
            found.append(((named.group(1), int(named.group(2) or 0)), path))
    return [path for _, path in sorted(found, reverse=True)]


def prune(folder: Path | None = None) -> None:
    """Remove watched matches beyond the newest ``KEEP`` (a failure leaves them be)."""
    for old in watched_saves(folder)[KEEP:]:
        with contextlib.suppress(OSError):
            old.unlink()
