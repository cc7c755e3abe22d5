"""Bring the statistics of an older cardtui (``stats.json``: sums per game and kind of seat,
no rounds) into the SQLite store, once; the file is then renamed ``stats.imported-1.json``.

Every value is checked: a record with a wrong type, a negative or huge count, or a game
cardtui does not know is left out (and said so), never half-imported; a file that cannot be
read at all is moved aside as broken. The import and its "done" mark are one transaction, so
two windows starting together import it once.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from .. import games
from ..core.seats import LEVELS
from ..i18n import N_, _, ngettext, number
from .files import MB, DataError, entry_kind, is_int, read_json
from .paths import data_dir, move_aside
from .stats import BUSY_SECONDS, StatsError, connect

OLD_FILENAME = "stats.json"
MAX_COUNT = 10**9


def old_path() -> Path:
    return data_dir() / OLD_FILENAME


def migrate_json(wait: float = BUSY_SECONDS) -> str | None:
    """Import ``stats.json`` if it is there; None, or a sentence for the player. ``wait``: how
    long to wait for another window's transaction (then it is tried again next time)."""
    path = old_path()
    kind = entry_kind(path)
    if kind == "missing":
        return None
    try:
        data = read_json(path, max_bytes=4 * MB, max_depth=6, what=N_("The old statistics file"))
        rows, skipped = _records(data)
    except DataError as exc:
        problem = str(exc)
        return _keep_aside(path, "broken", lambda kept: _broken_notice(problem, kept))
    try:
        with connect(write=True, wait=wait) as conn:
            conn.execute("BEGIN IMMEDIATE")
            done = conn.execute("SELECT value FROM meta WHERE key = 'json_imported'").fetchone()
            if done is None:
                for game, player, rounds, won, points, best, counters in rows:
                    conn.execute(
                        "INSERT OR REPLACE INTO imported VALUES (?, ?, ?, ?, ?, ?)",
                        (game, player, rounds, won, points, best),
                    )
                    for name, value in counters.items():
                        conn.execute(
                            "INSERT OR REPLACE INTO imported_counters VALUES (?, ?, ?, ?)",
                            (game, player, name, value),
                        )
                conn.execute("INSERT INTO meta VALUES ('json_imported', ?)", (str(len(rows)),))
            conn.execute("COMMIT")
    except StatsError as exc:
        return _("The old statistics could not be imported yet: {problem}").format(problem=exc)
    if done is not None:  # another window imported it a moment ago
        return None
    return _keep_aside(path, "imported", lambda kept: _imported_notice(len(rows), skipped, kept))


def _keep_aside(path: Path, reason: str, notice: Callable[[str | None], str]) -> str:
    """Move the old file aside; ``notice(name it was kept as, or None)`` says so."""
    try:
        moved = move_aside(path, reason)
    except OSError:
        return notice(None)
    return notice(moved.name)


def _broken_notice(exc: str, kept: str | None) -> str:
    if kept is None:
        return _("{problem} It was not imported.").format(problem=exc)
    return _("{problem} It was not imported; the old file was kept as {name}.").format(
        problem=exc, name=kept
    )


def _imported_notice(n: int, skipped: int, kept: str | None) -> str:
    """One message per case (records skipped or not, the old file kept or not)."""
    if skipped and kept is not None:
        text = ngettext(
            "Your statistics were brought over ({n} records); {skipped} record with odd "
            "values left out; the old file was kept as {name}.",
            "Your statistics were brought over ({n} records); {skipped} records with odd "
            "values left out; the old file was kept as {name}.",
            skipped,
        )
    elif skipped:
        text = ngettext(
            "Your statistics were brought over ({n} records); {skipped} record with odd "
            "values left out.",
            "Your statistics were brought over ({n} records); {skipped} records with odd "
            "values left out.",
            skipped,
        )
    elif kept is not None:
        text = _(
            "Your statistics were brought over ({n} records); the old file was kept as {name}."
        )
    else:
        text = _("Your statistics were brought over ({n} records).")
    return text.format(n=number(n), skipped=number(skipped), name=kept)


def _records(data: Any) -> tuple[list[tuple], int]:
    if not isinstance(data, dict):
        raise DataError(_("The old statistics file is not a table of statistics."))
    rows, skipped = [], 0
    known = set(games.all())
    for game, kinds in data.items():
        if game not in known or not isinstance(kinds, dict):
            skipped += 1
            continue
        for kind, record in kinds.items():
            row = _row(game, kind, record)
            if row is None:
                skipped += 1
            else:
                rows.append(row)
    return rows, skipped


def _count(value: Any) -> int | None:
    return value if is_int(value) and 0 <= value <= MAX_COUNT else None


def _row(game: str, kind: Any, record: Any) -> tuple | None:
    if kind == "human":
        player = "humans"  # every human together: names were not kept then
    elif isinstance(kind, str) and kind.startswith("bot:") and kind[4:] in LEVELS:
        player = kind
    else:
        return None
    if not isinstance(record, dict):
        return None
    rounds, won = _count(record.get("games", 0)), _count(record.get("wins", 0))
    points, best = record.get("points", 0), record.get("best")
    if rounds is None or won is None or won > rounds:
        return None
    if not is_int(points) or abs(points) > MAX_COUNT:
        return None
    if best is not None and (not is_int(best) or abs(best) > MAX_COUNT):
        return None
    counters = record.get("counters", {})
    if not isinstance(counters, dict):
        return None
    clean = {}
    for name, value in counters.items():
        if name not in ("xeris", "busts", "burns") or _count(value) is None:
            return None
        clean[name] = value
    return (game, player, rounds, won, points, best, clean)
