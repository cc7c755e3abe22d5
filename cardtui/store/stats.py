"""Statistics: every finished round, kept in SQLite so that any number of windows count every
round exactly (each round is one transaction; a round is counted once per match).

Who the figures are about (``player``): each human by name (``human:Ann``) and each bot level
(``bot:normal``). Per game and player the store answers rounds and matches played and won,
points, streaks, points per round over time and the win rate against each bot level over time.
Rounds in which a player took a move back (undo) are counted apart from the others.

The schema (``SCHEMA``, in :mod:`cardtui.store.stats_db` with the connection; ``meta.schema``
holds its version):

- ``rounds``: one row per finished round: the match's id and the round's number (unique
  together), the game, when it ended (UTC), whether undo was used, whether it ended the match;
- ``seat_results``: one row per seat of a round: player key, name, bot level, points, round won,
  match won (set only on a match's last round);
- ``counters``: per seat of a round, the game's tallies (xeris, busts, burns);
- ``imported``: totals carried over from the old ``stats.json`` (it had no rounds, only sums);
- ``reviews``: per human seat of a round against bots, the coach's review in two figures: the
  decisions with a choice and the average win chance each lost (:mod:`.stats_reviews`);
- ``online_rounds``: per round played on a game server, the server, the room, the player's
  seat (the one seat that counts: the others are their opponents) and how many of its moves
  a stand-in bot made (such rounds are counted apart) (:mod:`.stats_online`).

The query functions at the bottom return plain data (dataclasses and lists) for a screen to
render. They trust nothing they read: a value of the wrong type or out of range (a hand edit,
a damaged page) leaves its round out of the figures, counted in ``Summary.left_out``.
:mod:`cardtui.store.stats_import` reads an old ``stats.json`` once.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime

from ..core.seats import LEVELS, Seat, level_name
from ..core.text import clean_name, clean_text
from ..i18n import _
from .files import is_int, is_timestamp
from .stats_db import (  # noqa: F401 (the store's public names, kept where they were)
    BUSY_SECONDS,
    FILENAME,
    SCHEMA,
    SCHEMA_VERSION,
    StatsBusy,
    StatsDamaged,
    StatsError,
    connect,
    db_path,
    rollback,
)
from .stats_online import HELPED, NO_STAND_IN, OWN_SEAT, OnlineRound, own_rows, readable_mark

RECENT = 20


def player_key(seat: Seat) -> str:
    """Whom a seat's result counts for: a human by name, a bot by its level."""
    return f"human:{seat.name}" if seat.is_human else f"bot:{seat.level}"


def player_label(player: str) -> str:
    """Who a player key is, to show: cleaned on read (a row written by an older cardtui or by
    hand may hold terminal escapes)."""
    kind, _sep, rest = str(player).partition(":")
    if kind == "human":
        return clean_name(rest) or "?"
    if kind == "bot":
        return _("Bot ({level})").format(level=level_name(clean_name(rest)))
    if player == "humans":
        return _("Humans (before names were kept)")
    return clean_name(player)


def player_id(player: str) -> str:
    """The key a player is counted under: the name cleaned as a new row's is (Seat cleans it),
    so rows written before names were cleaned join the same person's rather than a second
    row with the same name."""
    kind, _, rest = str(player).partition(":")
    return f"{kind}:{clean_name(rest)}" if kind in ("human", "bot") else player


def _rows_of(conn: sqlite3.Connection, player: str) -> tuple[str, list[str]]:
    """``sr.player IN (...)`` and its keys: every stored key that is ``player`` cleaned."""
    want = player_id(player)
    stored = conn.execute("SELECT DISTINCT player FROM seat_results").fetchall()
    keys = [p for (p,) in stored if _player(p) and player_id(p) == want] or [player]
    return f"sr.player IN ({', '.join('?' * len(keys))})", keys


def player_order(player: str) -> tuple[int, int, str]:
    kind, _, rest = player.partition(":")
    if kind == "human":
        return (0, 0, rest.casefold())
    if kind == "bot":
        return (2, LEVELS.index(rest) if rest in LEVELS else len(LEVELS), rest)
    return (1, 0, player)


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
    online: OnlineRound | None = None,
    wait: float = BUSY_SECONDS,
) -> bool:
    """Count one finished round, in one transaction. ``match_winners``: the match's winning
    seats when this round ended the match, else None. Returns False when this round of this
    match was counted already (a second window, a resumed game), True when counted now.
    ``wait``: how long to wait for another window's transaction (then :class:`StatsBusy`).
    ``online``: the round was played on a server (only its seat counts as this machine's)."""
    drawn = not winners or len(winners) == len(seats)
    when = played_at or datetime.now(UTC).isoformat(timespec="seconds")
    with connect(write=True, wait=wait) as conn:
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
            if online is not None:
                conn.execute(
                    "INSERT INTO online_rounds VALUES (?, ?, ?, ?, ?)",
                    (round_id, online.server, online.room, online.seat, online.stand_in),
                )
            conn.execute("COMMIT")
        except BaseException:
            rollback(conn)
            raise
    return True


def reset() -> None:
    """Forget every statistic (rounds and imported totals)."""
    with connect(write=True) as conn:
        conn.execute("BEGIN IMMEDIATE")
        try:
            tables = ("counters", "seat_results", "rounds", "imported_counters", "imported")
            for table in ("online_rounds", *tables, "reviews"):
                conn.execute(f"DELETE FROM {table}")  # names from the list above
            conn.execute("COMMIT")
        except BaseException:
            rollback(conn)
            raise


# -- queries: plain data for screens ------------------------------------------------------------
@dataclass
class PlayerStats:
    """One player's (or bot level's) figures in one game. Rounds with undo are not in the
    main figures: ``undo_rounds`` and ``undo_won`` count them apart; so are online rounds in
    which a stand-in bot played for the player (``stand_in_rounds``, ``stand_in_won``). The
    other online rounds are in the main figures, and ``online_rounds``, ``online_won`` say
    how many of them were online."""

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
    online_rounds: int = 0
    online_won: int = 0
    stand_in_rounds: int = 0
    stand_in_won: int = 0
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
    undo_used: bool  # counted apart: undo, the coach, or a stand-in bot played for them


@dataclass(frozen=True)
class RatePoint:
    """The win rate against one bot level after ``rounds`` rounds against it."""

    played_at: str
    rounds: int
    won: int

    @property
    def rate(self) -> float:
        return self.won / self.rounds if self.rounds else 0.0


class Summary(list[PlayerStats]):
    """Every player's figures in one game; ``left_out``: rounds (and imported records) whose
    values could not be read, so they are in no figure."""

    left_out: int = 0


# What a value read back must be; anything else (text, a fraction, bytes of a damaged page) is
# not used. Bounds as the old-file import's: no real total comes near them.
MAX_VALUE = 10**9


def _flag(value: object) -> bool:
    return is_int(value) and value in (0, 1)


def _count(value: object) -> bool:
    return is_int(value) and 0 <= value <= MAX_VALUE  # type: ignore[operator]


def _points(value: object) -> bool:
    return is_int(value) and abs(value) <= MAX_VALUE  # type: ignore[arg-type]


def _player(value: object) -> bool:
    """A player key: text (a name with escapes is cleaned when shown, by player_label)."""
    return isinstance(value, str) and 0 < len(value) <= 400


def _key(value: object) -> bool:
    """A counter's name, a bot level or a game: short plain text (shown as it is)."""
    return isinstance(value, str) and 0 < len(value) <= 60 and clean_text(value, 60) == value


def _round_rows(conn: sqlite3.Connection, game: str) -> tuple[list, list]:
    """Every seat's result in ``game`` (with its online mark: the seat that counts and the
    stand-in's moves, else NULLs) and every tally of its rounds without undo or stand-in."""
    rows = conn.execute(
        "SELECT r.id, sr.player, r.undo_used, sr.won, sr.points, r.match_over, sr.match_won, "
        "sr.seat, o.round_id IS NOT NULL, o.seat, o.stand_in "
        "FROM seat_results sr JOIN rounds r ON r.id = sr.round_id "
        "LEFT JOIN online_rounds o ON o.round_id = r.id "
        "WHERE r.game = ? ORDER BY r.id, sr.seat",
        (game,),
    ).fetchall()
    counted = conn.execute(
        "SELECT c.round_id, sr.player, c.name, c.value FROM counters c "
        "JOIN seat_results sr ON sr.round_id = c.round_id AND sr.seat = c.seat "
        "JOIN rounds r ON r.id = c.round_id WHERE r.game = ? AND r.undo_used = 0 "
        f"AND {OWN_SEAT.format(t='sr')} AND {NO_STAND_IN.format(r='r.id')}",
        (game,),
    ).fetchall()
    return rows, counted


def _unreadable(rows: list, counted: list) -> set[int]:
    """The rounds with a value that cannot be used: each is left out whole (its other seats
    too), of the figures and of the charts alike."""
    bad = {
        round_id
        for round_id, player, undo, won, points, match_over, match_won, *online in rows
        if not (
            _player(player)
            and _flag(undo)
            and _flag(won)
            and _points(points)
            and _flag(match_over)
            and (match_won is None or _flag(match_won))
            and readable_mark(*online)
        )
    }
    return bad | {
        rid for rid, _player, name, value in counted if not (_key(name) and _count(value))
    }


def summary(game: str) -> Summary:
    """Every player's figures in ``game``: humans by name first, then the bot levels."""
    out: dict[str, PlayerStats] = {}

    def get(player: str) -> PlayerStats:
        key = player_id(player)
        return out.setdefault(key, PlayerStats(key, player_label(key)))

    with connect(write=False) as conn:
        rows, counted = _round_rows(conn, game)
        imported = conn.execute(
            "SELECT player, rounds, won, points, best FROM imported WHERE game = ?", (game,)
        ).fetchall()
        imported_counters = conn.execute(
            "SELECT player, name, value FROM imported_counters WHERE game = ?", (game,)
        ).fetchall()
    bad = _unreadable(rows, counted)
    for row in own_rows(rows, bad):
        _round_id, player, undo, won, points, match_over, match_won, _s, online, _o, helped = row
        s = get(player)
        if undo:
            s.undo_rounds += 1
            s.undo_won += won
            continue
        if online and helped:
            s.stand_in_rounds += 1
            s.stand_in_won += won
            continue
        if online:
            s.online_rounds += 1
            s.online_won += won
        s.rounds += 1
        s.won += won
        s.points += points
        s.best = points if s.best is None else max(s.best, points)
        s.matches += match_over
        s.matches_won += match_won or 0
        s.streak = s.streak + 1 if won else 0
        s.best_streak = max(s.best_streak, s.streak)
        s.recent = [*s.recent[-(RECENT - 1) :], (bool(won), points)]
    for round_id, player, name, value in counted:
        if round_id not in bad:
            s = get(player)
            s.counters[name] = s.counters.get(name, 0) + value
    left_out = len(bad)
    for player, rounds, won, points, best in imported:
        ok = _player(player) and _count(rounds) and _count(won) and won <= rounds
        if not (ok and _points(points) and (best is None or _points(best))):
            left_out += 1
            continue
        s = get(player)
        s.rounds += rounds
        s.won += won
        s.points += points
        if best is not None:
            s.best = best if s.best is None else max(s.best, best)
    for player, name, value in imported_counters:
        if not (_player(player) and _key(name) and _count(value)):
            left_out += 1
            continue
        s = get(player)
        s.counters[name] = s.counters.get(name, 0) + value
    found = Summary(sorted(out.values(), key=lambda s: player_order(s.player)))
    found.left_out = left_out
    return found


def players(game: str | None = None) -> list[str]:
    """The player keys with at least one round (in ``game``, or in any game)."""
    where, args = ("WHERE r.game = ?", (game,)) if game else ("", ())
    with connect(write=False) as conn:
        found = conn.execute(
            "SELECT DISTINCT sr.player FROM seat_results sr "
            f"JOIN rounds r ON r.id = sr.round_id {where} "
            f"{'AND' if where else 'WHERE'} {OWN_SEAT.format(t='sr')}",
            args,
        ).fetchall()
    return sorted({player_id(p) for (p,) in found if _player(p)}, key=player_order)


def points_series(
    game: str, player: str, last: int | None = None, *, with_undo: bool = True
) -> list[RoundPoint]:
    """The player's points in each round of ``game``, oldest first (the ``last`` ones);
    without the rounds counted apart (undo, the coach, a stand-in bot) when ``with_undo`` is
    False (as the main figures)."""
    undo = "" if with_undo else f"AND r.undo_used = 0 AND {NO_STAND_IN.format(r='r.id')} "
    with connect(write=False) as conn:
        who, keys = _rows_of(conn, player)
        rows = conn.execute(
            f"SELECT r.id, r.played_at, sr.points, sr.won, r.undo_used OR {HELPED} "
            "FROM seat_results sr JOIN rounds r ON r.id = sr.round_id "
            f"WHERE r.game = ? AND {who} AND {OWN_SEAT.format(t='sr')} {undo}ORDER BY r.id",
            (game, *keys),
        ).fetchall()
        bad = _unreadable(*_round_rows(conn, game))
    points = [
        RoundPoint(i, at, p, bool(w), bool(u))
        for i, at, p, w, u in rows
        if i not in bad and is_timestamp(at)
    ]
    return points[-last:] if last else points


def win_rate_by_level(game: str, player: str) -> dict[str, list[RatePoint]]:
    """For each bot level the player met in ``game``: the running win rate after each round
    against it (rounds without undo or a stand-in), oldest first."""
    with connect(write=False) as conn:
        who, keys = _rows_of(conn, player)
        rows = conn.execute(
            "SELECT DISTINCT me.round_id, r.played_at, me.won, other.level "
            "FROM seat_results me JOIN rounds r ON r.id = me.round_id "
            "JOIN seat_results other ON other.round_id = me.round_id "
            "AND other.seat != me.seat AND other.level IS NOT NULL "
            f"WHERE r.game = ? AND {who.replace('sr.', 'me.')} AND r.undo_used = 0 "
            f"AND {OWN_SEAT.format(t='me')} AND {NO_STAND_IN.format(r='r.id')} "
            "ORDER BY me.round_id",
            (game, *keys),
        ).fetchall()
        bad = _unreadable(*_round_rows(conn, game))
    series: dict[str, list[RatePoint]] = {}
    for round_id, at, won, level in rows:
        if round_id in bad or not (is_timestamp(at) and _key(level)):
            continue
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
    return row[0] if row and _key(row[0]) else None


def matches_with_undo(game: str) -> dict[str, int]:
    """Per player: the matches of ``game`` not in the matches won and played, because undo
    was used in their last round (that round is counted apart, and the match with it). Rounds
    holding a value that cannot be read are left out, as everywhere else."""
    with connect(write=False) as conn:
        rows, counted = _round_rows(conn, game)
    bad = _unreadable(rows, counted)
    out: dict[str, int] = {}
    for _round_id, player, undo, _won, _points, match_over, *_online in own_rows(rows, bad):
        if undo == 1 and match_over == 1:
            out[player_id(player)] = out.get(player_id(player), 0) + 1
    return out
