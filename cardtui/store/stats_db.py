"""The statistics database itself: where it is, its schema, and opening it so that whatever the
file holds the caller gets a connection or a :class:`StatsError` with a sentence.

Three kinds of trouble are told apart, because each asks something different of the caller:

- :class:`StatsBusy`: another window is writing. Nothing is wrong; try again in a moment (the
  round waits in the queue, :mod:`cardtui.store.stats_pending`).
- :class:`StatsDamaged`: the file is not a sound statistics database (a damaged page, a flipped
  byte in its schema, a foreign file, a folder or a link where it should be). It has been moved
  aside already and the message says where; the next connection starts a fresh store.
- any other :class:`StatsError`: the store cannot be used here (a read-only disk, a newer
  cardtui's store); it is left as it is.
"""

from __future__ import annotations

import sqlite3
from contextlib import closing, contextmanager, suppress
from functools import cache
from pathlib import Path
from typing import NoReturn

from ..i18n import N_, _
from .files import ensure_folder, entry_kind
from .paths import data_dir, move_aside

FILENAME = "stats.db"
# 2: the ``reviews`` table (each human's review of a round against bots). A store of an older
# version is brought up to this one when first opened: ``SCHEMA`` only creates what is missing
# (every statement says IF NOT EXISTS), so its rounds stay as they are and the new tables start
# empty. A store of a newer version is left as it is.
# 3: the ``online_rounds`` table (rounds played on a game server: the player's seat there).
SCHEMA_VERSION = 3
# How long a connection waits for another window's transaction before saying so. Short: the
# app's own thread never waits longer than this (a round's end waits off it, and again later).
BUSY_SECONDS = 0.5

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS rounds (
    id INTEGER PRIMARY KEY,
    match_id TEXT NOT NULL,
    round_no INTEGER NOT NULL,
    game TEXT NOT NULL,
    played_at TEXT NOT NULL,
    seats INTEGER NOT NULL,
    undo_used INTEGER NOT NULL DEFAULT 0,
    match_over INTEGER NOT NULL DEFAULT 0,
    UNIQUE (match_id, round_no)
);
CREATE INDEX IF NOT EXISTS rounds_by_game ON rounds (game, id);
CREATE TABLE IF NOT EXISTS seat_results (
    round_id INTEGER NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    player TEXT NOT NULL,
    name TEXT NOT NULL,
    level TEXT,
    points INTEGER NOT NULL,
    won INTEGER NOT NULL,
    match_won INTEGER,
    PRIMARY KEY (round_id, seat)
);
CREATE INDEX IF NOT EXISTS seat_results_by_player ON seat_results (player, round_id);
CREATE TABLE IF NOT EXISTS counters (
    round_id INTEGER NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    value INTEGER NOT NULL,
    PRIMARY KEY (round_id, seat, name)
);
CREATE TABLE IF NOT EXISTS imported (
    game TEXT NOT NULL,
    player TEXT NOT NULL,
    rounds INTEGER NOT NULL,
    won INTEGER NOT NULL,
    points INTEGER NOT NULL,
    best INTEGER,
    PRIMARY KEY (game, player)
);
CREATE TABLE IF NOT EXISTS imported_counters (
    game TEXT NOT NULL,
    player TEXT NOT NULL,
    name TEXT NOT NULL,
    value INTEGER NOT NULL,
    PRIMARY KEY (game, player, name)
);
CREATE TABLE IF NOT EXISTS reviews (
    match_id TEXT NOT NULL,
    round_no INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    game TEXT NOT NULL,
    player TEXT NOT NULL,
    played_at TEXT NOT NULL,
    decisions INTEGER NOT NULL,
    average_cost REAL NOT NULL,
    apart INTEGER NOT NULL DEFAULT 0,
    iterations INTEGER NOT NULL,
    PRIMARY KEY (match_id, round_no, seat)
);
CREATE INDEX IF NOT EXISTS reviews_by_player ON reviews (game, player);
CREATE TABLE IF NOT EXISTS online_rounds (
    round_id INTEGER PRIMARY KEY REFERENCES rounds (id) ON DELETE CASCADE,
    server TEXT NOT NULL,
    room TEXT NOT NULL,
    seat INTEGER NOT NULL,
    stand_in INTEGER NOT NULL DEFAULT 0
);
"""


class StatsError(Exception):
    """The statistics cannot be read or written; the message is a sentence."""


class StatsBusy(StatsError):
    """Another window holds the statistics for writing just now."""


class StatsDamaged(StatsError):
    """The statistics file was damaged; it has been moved aside (the message says so)."""


class _Misshapen(Exception):
    """The file opens, but its tables are not the ones this schema version makes."""


def db_path() -> Path:
    return data_dir() / FILENAME


def _text(data: bytes) -> str | bytes:
    # Text that is not UTF-8 (a damaged page) comes back as bytes, which no reader accepts,
    # rather than failing the whole query.
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data


@contextmanager
def connect(*, write: bool, wait: float = BUSY_SECONDS):
    """A connection to the store in autocommit mode (transactions are explicit). A writer
    creates the file and its tables; a reader of a missing store gets an empty one in memory.
    ``wait``: seconds to wait for another window's transaction before :class:`StatsBusy`."""
    path = db_path()
    kind = entry_kind(path)
    if kind not in ("file", "missing"):
        _set_aside(path, _WAS_A.get(kind, _WAS_A["device"]))
    if kind == "missing" and not write:
        conn = sqlite3.connect(":memory:", isolation_level=None)
    else:
        try:
            if write:
                ensure_folder(path.parent)
            conn = sqlite3.connect(path, timeout=wait, isolation_level=None)
        except (OSError, sqlite3.Error) as exc:
            raise StatsError(
                _("The statistics cannot be opened ({reason}).").format(reason=_reason(exc))
            ) from None
    conn.text_factory = _text
    try:
        with closing(conn):
            _prepare(conn)
            yield conn
    except (sqlite3.DatabaseError, UnicodeDecodeError, _Misshapen) as exc:
        if _busy(exc):
            raise StatsBusy(
                _("The statistics are in use by another cardtui window just now.")
            ) from None
        if isinstance(exc, sqlite3.OperationalError):
            raise StatsError(
                _("The statistics cannot be used now ({reason}).").format(reason=_reason(exc))
            ) from None
        # A damaged page, a damaged schema (SQLite's own message then holds the garbled
        # bytes: UnicodeDecodeError), a foreign file: keep it aside, start afresh.
        _set_aside(path, N_("The statistics file was damaged"))


def _busy(exc: BaseException) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    if isinstance(code, int):
        return code & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)
    return isinstance(exc, sqlite3.OperationalError) and "locked" in str(exc)


def _prepare(conn: sqlite3.Connection) -> None:
    conn.execute("PRAGMA foreign_keys = ON")
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version == SCHEMA_VERSION:
        return _check_shape(conn, recorded=True)
    if version > SCHEMA_VERSION:
        if _recorded_version(conn) not in (None, str(version)):
            raise _Misshapen("the header and the schema disagree")  # a flipped header byte
        raise StatsError(
            _("The statistics were written by a newer cardtui; they are left as they are.")
        )
    # Readers never wait for a writer (on a read-only disk the store is read as it is).
    with suppress(sqlite3.OperationalError):
        conn.execute("PRAGMA journal_mode = WAL")
    try:
        _upgrade(conn)
    except sqlite3.OperationalError as exc:
        if version == 0 or not _read_only(exc):
            raise
        _read_as_it_is(conn)


def _read_only(exc: sqlite3.OperationalError) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    if isinstance(code, int):
        return code & 0xFF == sqlite3.SQLITE_READONLY
    return "readonly" in str(exc)


def _read_as_it_is(conn: sqlite3.Connection) -> None:
    """An older store that cannot be brought up to date (a read-only disk): read it as it is,
    with the tables it lacks made empty for this connection only (TEMP), so its rounds still
    show; it is brought up to date when it can be written again."""
    kept = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    for statement in SCHEMA.split(";"):
        words = statement.split()
        if words[:5] == ["CREATE", "TABLE", "IF", "NOT", "EXISTS"] and words[5] not in kept:
            conn.execute(statement.replace("CREATE TABLE", "CREATE TEMP TABLE", 1))
    _check_shape(conn, recorded=False)


def _upgrade(conn: sqlite3.Connection) -> None:
    conn.execute("BEGIN IMMEDIATE")
    try:
        if conn.execute("PRAGMA user_version").fetchone()[0] != SCHEMA_VERSION:
            # One statement at a time: executescript() would commit in the middle.
            for statement in SCHEMA.split(";"):
                if statement.strip():
                    conn.execute(statement)
            _check_shape(
                conn, recorded=False
            )  # tables of the same names made otherwise are no store of ours
            conn.execute("INSERT OR REPLACE INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        conn.execute("COMMIT")
    except BaseException:
        rollback(conn)
        raise


def rollback(conn: sqlite3.Connection) -> None:
    """Undo the transaction under way, if SQLite has not already (a damaged page ends it):
    the error that led here is the one to tell, not a failed rollback."""
    with suppress(sqlite3.Error):
        conn.execute("ROLLBACK")


def _recorded_version(conn: sqlite3.Connection) -> str | None:
    try:
        row = conn.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
    except sqlite3.OperationalError:
        return None
    return row[0] if row and isinstance(row[0], str) else None


@cache
def _expected_shape() -> dict[str, tuple]:
    with closing(sqlite3.connect(":memory:")) as conn:
        conn.executescript(SCHEMA)
        return _shape(conn)


def _shape(conn: sqlite3.Connection) -> dict[str, tuple]:
    """Per table, what the queries and the count-once rule rely on: the columns' names (and
    which make the primary key) and the columns of each unique index. A flipped byte in a
    column's declared type or default leaves them as they are: every value is checked when
    read, so such a store is kept rather than set aside."""
    names = (
        "meta",
        "rounds",
        "seat_results",
        "counters",
        "imported",
        "imported_counters",
        "reviews",
        "online_rounds",
    )
    shape = {}
    for table in names:
        columns = tuple((r[1], r[5]) for r in conn.execute(f"PRAGMA table_info({table})"))
        unique = sorted(
            tuple(c[2] for c in conn.execute(f"PRAGMA index_info({_quoted(index[1])})"))
            for index in conn.execute(f"PRAGMA index_list({table})")
            if index[2]
        )
        shape[table] = (columns, tuple(unique))
    return shape


def _quoted(name: object) -> str:
    # An index's name comes from the file: whatever it holds stays one quoted name.
    text = name if isinstance(name, str) else repr(name)
    return "'" + text.replace("'", "''") + "'"


def _check_shape(conn: sqlite3.Connection, *, recorded: bool) -> None:
    """Every table with its columns as the schema makes them: a flipped byte in the stored
    schema that still parses (a column renamed, a table missing) is damage too."""
    if _shape(conn) != _expected_shape():
        raise _Misshapen("the tables are not the ones this version makes")
    if recorded and _recorded_version(conn) != str(SCHEMA_VERSION):
        raise _Misshapen("the tables are not the ones this version makes")


def _set_aside(path: Path, why: str) -> NoReturn:
    """Move a damaged store aside and say so: StatsDamaged once it is out of the way (the
    next connection starts afresh), StatsError when it could not be moved."""
    try:
        moved = move_aside(path, "broken")
    except OSError:
        raise StatsError(
            # Translators: {why} is "The statistics file was damaged" or "... was a folder".
            _("{why} and could not be moved aside, so nothing can be counted.").format(why=_(why))
        ) from None
    for suffix in ("-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    raise StatsDamaged(
        _("{why}; it was kept as {name} and your statistics start afresh.").format(
            why=_(why), name=moved.name
        )
    )


# What stood where the statistics file should be (``entry_kind``), translated when said.
_WAS_A = {
    "link": N_("The statistics file was a link"),
    "folder": N_("The statistics file was a folder"),
    "pipe": N_("The statistics file was a pipe"),
    "socket": N_("The statistics file was a socket"),
    "device": N_("The statistics file was a device"),
}


def _reason(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    return text[0].lower() + text[1:] if text else text
