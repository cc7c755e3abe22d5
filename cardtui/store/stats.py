"""Statistics: every finished round, kept in SQLite so that any number of windows count every
round exactly (each round is one transaction; a round is counted once per match).

Who the figures are about (``player``): each human by name (``human:Ann``) and each bot level
(``bot:normal``). Per game and player the store answers rounds and matches played and won,
points, streaks, points per round over time and the win rate against each bot level over time.
Rounds in which a player took a move back (undo) are counted apart from the others.

The schema (``SCHEMA``; ``meta.schema`` holds its version):

- ``rounds``: one row per finished round: the match's id and the round's number (unique
  together), the game, when it ended (UTC), whether undo was used, whether it ended the match;
- ``seat_results``: one row per seat of a round: player key, name, bot level, points, round won,
  match won (set only on a match's last round);
- ``counters``: per seat of a round, the game's tallies (xeris, busts, burns);
- ``imported``: totals carried over from the old ``stats.json`` (it had no rounds, only sums).

The query functions at the bottom return plain data (dataclasses and lists) for a screen to
render; :mod:`cardtui.store.stats_import` reads an old ``stats.json`` once.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping, Sequence
from contextlib import closing, contextmanager, suppress
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from ..core.seats import LEVELS, Seat
from .files import ensure_folder, entry_kind
from .paths import data_dir, move_aside

FILENAME = "stats.db"
SCHEMA_VERSION = 1
RECENT = 20
BUSY_SECONDS = 15.0  # how long a writer waits for another window's transaction

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
"""


class StatsError(Exception):
    """The statistics cannot be read or written; the message is a sentence."""


def player_key(seat: Seat) -> str:
    """Whom a seat's result counts for: a human by name, a bot by its level."""
    return f"human:{seat.name}" if seat.is_human else f"bot:{seat.level}"


def player_label(player: str) -> str:
    kind, _, rest = player.partition(":")
    if kind == "human":
        return rest
    if kind == "bot":
        return f"Bot ({rest})"
    return "Humans (before names were kept)" if player == "humans" else player


def player_order(player: str) -> tuple[int, int, str]:
    kind, _, rest = player.partition(":")
    if kind == "human":
        return (0, 0, rest.casefold())
    if kind == "bot":
        return (2, LEVELS.index(rest) if rest in LEVELS else len(LEVELS), rest)
    return (1, 0, player)


# -- the connection ---------------------------------------------------------------------------
def db_path() -> Path:
    return data_dir() / FILENAME


@contextmanager
def connect(*, write: bool):
    """A connection to the store in autocommit mode (transactions are explicit). A writer
    creates the file and its tables; a reader of a missing store gets an empty one in memory.
    Anything that is not a database where the store should be is moved aside first."""
    path = db_path()
    kind = entry_kind(path)
    if kind not in ("file", "missing"):
        _set_aside(path, f"The statistics file is a {kind}")
        kind = "missing"
    if kind == "missing" and not write:
        conn = sqlite3.connect(":memory:", isolation_level=None)
    else:
        try:
            if write:
                ensure_folder(path.parent)
            conn = sqlite3.connect(path, timeout=BUSY_SECONDS, isolation_level=None)
        except (OSError, sqlite3.Error) as exc:
            raise StatsError(f"The statistics cannot be opened ({_reason(exc)}).") from None
    try:
        with closing(conn):
            _prepare(conn)
            yield conn
    except sqlite3.DatabaseError as exc:
        if isinstance(exc, sqlite3.OperationalError):
            raise StatsError(f"The statistics cannot be used now ({_reason(exc)}).") from None
        # Not a database at all (a damaged or foreign file): keep it aside, start afresh.
        moved = _set_aside(path, "The statistics file is damaged")
        raise StatsError(f"The statistics file was damaged ({exc}); {moved}") from None


def _prepare(conn: sqlite3.Connection) -> None:
    conn.execute("PRAGMA foreign_keys = ON")
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version == SCHEMA_VERSION:
        return
    if version > SCHEMA_VERSION:
        raise StatsError(
            "The statistics were written by a newer cardtui; they are left as they are."
        )
    # Readers never wait for a writer (on a read-only disk the store is read as it is).
    with suppress(sqlite3.OperationalError):
        conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("BEGIN IMMEDIATE")
    try:
        if conn.execute("PRAGMA user_version").fetchone()[0] != SCHEMA_VERSION:
            # One statement at a time: executescript() would commit in the middle.
            for statement in SCHEMA.split(";"):
                if statement.strip():
                    conn.execute(statement)
            conn.execute("INSERT OR REPLACE INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise


def _set_aside(path: Path, why: str) -> str:
    try:
        moved = move_aside(path, "broken")
    except OSError:
        return f"{why} and could not be moved aside."
    for suffix in ("-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    return f"{why}; it was kept as {moved.name} and the statistics start afresh."


def _reason(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    return text[0].lower() + text[1:] if text else text


# -- recording --------------------------------------------------------------------------------
def record_round(
    game: str,
    match_id: str,
    round_no: int,
    seats: Sequence[Seat],
    scores: Sequence[int],
    winners: Sequence[int],
    counters: Sequence[Mapping[str, int]] | None = None,
    *,
    undo_used: bool = False,
    match_winners: Sequence[int] | None = None,
    played_at: str | None = None,
) -> bool:
    """Count one finished round, in one transaction. ``match_winners``: the match's winning
    seats when this round ended the match, else None. Returns False when this round of this
    match was counted already (a second window, a resumed game), True when counted now."""
    drawn = not winners or len(winners) == len(seats)
    when = played_at or datetime.now(UTC).isoformat(timespec="seconds")
    with connect(write=True) as conn:
        conn.execute("BEGIN IMMEDIATE")
        try:
            cur = conn.execute(
                "INSERT OR IGNORE INTO rounds "
                "(match_id, round_no, game, played_at, seats, undo_used, match_over) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    match_id,
                    round_no,
                    game,
                    when,
                    len(seats),
                    int(undo_used),
                    int(match_winners is not None),
                ),
            )
            if cur.rowcount == 0:
                conn.execute("ROLLBACK")
                return False
            round_id = cur.lastrowid
            for p, seat in enumerate(seats):
                match_won = None if match_winners is None else int(p in match_winners)
                conn.execute(
                    "INSERT INTO seat_results VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        round_id,
                        p,
                        player_key(seat),
                        seat.name,
                        seat.level,
                        int(scores[p]),
                        int(p in winners and not drawn),
                        match_won,
                    ),
                )
                for name, value in (counters[p] if counters else {}).items():
                    conn.execute(
                        "INSERT INTO counters VALUES (?, ?, ?, ?)", (round_id, p, name, int(value))
                    )
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
    return True


def reset() -> None:
    """Forget every statistic (rounds and imported totals)."""
    with connect(write=True) as conn:
        conn.execute("BEGIN IMMEDIATE")
        for table in ("counters", "seat_results", "rounds", "imported_counters", "imported"):
            conn.execute(f"DELETE FROM {table}")  # names from the list above
        conn.execute("COMMIT")


# -- queries: plain data for screens ------------------------------------------------------------
@dataclass
class PlayerStats:
    """One player's (or bot level's) figures in one game. Rounds with undo are not in the
    main figures: ``undo_rounds`` and ``undo_won`` count them apart."""

    player: str
    label: str
    rounds: int = 0
    won: int = 0
    points: int = 0
    best: int | None = None
    matches: int = 0
    matches_won: int = 0
    streak: int = 0  # rounds won in a row up to the latest (0 if the latest was not won)
    best_streak: int = 0
    undo_rounds: int = 0
    undo_won: int = 0
    counters: dict[str, int] = field(default_factory=dict)
    recent: list[tuple[bool, int]] = field(default_factory=list)  # (won, points), oldest first

    @property
    def is_human(self) -> bool:
        return self.player.startswith("human:")

    @property
    def win_rate(self) -> float:
        return self.won / self.rounds if self.rounds else 0.0

    @property
    def average(self) -> float:
        return self.points / self.rounds if self.rounds else 0.0


@dataclass(frozen=True)
class RoundPoint:
    """One round of one player: for a chart of points per round."""

    round_id: int
    played_at: str
    points: int
    won: bool
    undo_used: bool


@dataclass(frozen=True)
class RatePoint:
    """The win rate against one bot level after ``rounds`` rounds against it."""

    played_at: str
    rounds: int
    won: int

    @property
    def rate(self) -> float:
        return self.won / self.rounds if self.rounds else 0.0


def summary(game: str) -> list[PlayerStats]:
    """Every player's figures in ``game``: humans by name first, then the bot levels."""
    out: dict[str, PlayerStats] = {}

    def get(player: str) -> PlayerStats:
        return out.setdefault(player, PlayerStats(player, player_label(player)))

    with connect(write=False) as conn:
        rows = conn.execute(
            "SELECT sr.player, r.undo_used, sr.won, sr.points, r.match_over, sr.match_won "
            "FROM seat_results sr JOIN rounds r ON r.id = sr.round_id "
            "WHERE r.game = ? ORDER BY r.id, sr.seat",
            (game,),
        ).fetchall()
        for player, undo, won, points, match_over, match_won in rows:
            s = get(player)
            if undo:
                s.undo_rounds += 1
                s.undo_won += won
                continue
            s.rounds += 1
            s.won += won
            s.points += points
            s.best = points if s.best is None else max(s.best, points)
            s.matches += match_over
            s.matches_won += match_won or 0
            s.streak = s.streak + 1 if won else 0
            s.best_streak = max(s.best_streak, s.streak)
            s.recent = [*s.recent[-(RECENT - 1) :], (bool(won), points)]
        for player, name, value in conn.execute(
            "SELECT sr.player, c.name, SUM(c.value) FROM counters c "
            "JOIN seat_results sr ON sr.round_id = c.round_id AND sr.seat = c.seat "
            "JOIN rounds r ON r.id = c.round_id WHERE r.game = ? AND r.undo_used = 0 "
            "GROUP BY sr.player, c.name",
            (game,),
        ):
            get(player).counters[name] = value
        for player, rounds, won, points, best in conn.execute(
            "SELECT player, rounds, won, points, best FROM imported WHERE game = ?", (game,)
        ):
            s = get(player)
            s.rounds += rounds
            s.won += won
            s.points += points
            if best is not None:
                s.best = best if s.best is None else max(s.best, best)
        for player, name, value in conn.execute(
            "SELECT player, name, value FROM imported_counters WHERE game = ?", (game,)
        ):
            s = get(player)
            s.counters[name] = s.counters.get(name, 0) + value
    return sorted(out.values(), key=lambda s: player_order(s.player))


def players(game: str | None = None) -> list[str]:
    """The player keys with at least one round (in ``game``, or in any game)."""
    where, args = ("WHERE r.game = ?", (game,)) if game else ("", ())
    with connect(write=False) as conn:
        found = [
            p
            for (p,) in conn.execute(
                "SELECT DISTINCT sr.player FROM seat_results sr "
                f"JOIN rounds r ON r.id = sr.round_id {where}",
                args,
            )
        ]
    return sorted(found, key=player_order)


def points_series(
    game: str, player: str, last: int | None = None, *, with_undo: bool = True
) -> list[RoundPoint]:
    """The player's points in each round of ``game``, oldest first (the ``last`` ones);
    without the rounds with undo when ``with_undo`` is False (as the main figures)."""
    undo = "" if with_undo else "AND r.undo_used = 0 "
    with connect(write=False) as conn:
        rows = conn.execute(
            "SELECT r.id, r.played_at, sr.points, sr.won, r.undo_used "
            "FROM seat_results sr JOIN rounds r ON r.id = sr.round_id "
            f"WHERE r.game = ? AND sr.player = ? {undo}ORDER BY r.id",
            (game, player),
        ).fetchall()
    points = [RoundPoint(i, at, p, bool(w), bool(u)) for i, at, p, w, u in rows]
    return points[-last:] if last else points


def win_rate_by_level(game: str, player: str) -> dict[str, list[RatePoint]]:
    """For each bot level the player met in ``game``: the running win rate after each round
    against it (rounds without undo), oldest first."""
    with connect(write=False) as conn:
        rows = conn.execute(
            "SELECT DISTINCT me.round_id, r.played_at, me.won, other.level "
            "FROM seat_results me JOIN rounds r ON r.id = me.round_id "
            "JOIN seat_results other ON other.round_id = me.round_id "
            "AND other.seat != me.seat AND other.level IS NOT NULL "
            "WHERE r.game = ? AND me.player = ? AND r.undo_used = 0 "
            "ORDER BY me.round_id",
            (game, player),
        ).fetchall()
    series: dict[str, list[RatePoint]] = {}
    for _round_id, at, won, level in rows:
        points = series.setdefault(level, [])
        before = points[-1] if points else RatePoint(at, 0, 0)
        points.append(RatePoint(at, before.rounds + 1, before.won + won))
    return dict(sorted(series.items(), key=lambda kv: player_order(f"bot:{kv[0]}")))


def rounds_counted(game: str | None = None) -> int:
    """How many rounds the store holds (in ``game``, or in all)."""
    where, args = ("WHERE game = ?", (game,)) if game else ("", ())
    with connect(write=False) as conn:
        return conn.execute(f"SELECT COUNT(*) FROM rounds {where}", args).fetchone()[0]


def last_played() -> str | None:
    """The game of the latest round counted (a screen opens on it), or None."""
    with connect(write=False) as conn:
        row = conn.execute("SELECT game FROM rounds ORDER BY id DESC LIMIT 1").fetchone()
    return row[0] if row else None


def matches_with_undo(game: str) -> dict[str, int]:
    """Per player: the matches of ``game`` not in the matches won and played, because undo
    was used in their last round (that round is counted apart, and the match with it)."""
    with connect(write=False) as conn:
        rows = conn.execute(
            "SELECT sr.player, COUNT(*) FROM seat_results sr JOIN rounds r ON r.id = sr.round_id "
            "WHERE r.game = ? AND r.undo_used = 1 AND r.match_over = 1 GROUP BY sr.player",
            (game,),
        ).fetchall()
    return dict(rows)
