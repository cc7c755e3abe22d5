"""Progress: the coach's review of each human's rounds against bots, kept in the statistics
store (the ``reviews`` table, :mod:`cardtui.store.stats_db`) as two figures per human and round:
the decisions with a choice and the average win chance each lost by the coach's estimate.

A round is reviewed once (its match, round and seat are the key): a second window or a
second pass over the same round keeps the first figures. Rounds played with undo or the
coach's advice are kept too, marked ``apart``, as the other statistics count them apart.
The queries trust nothing they read: a row with a value out of shape is left out.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from ..core.seats import Seat
from .files import is_int, is_timestamp
from .stats import _rows_of, player_key
from .stats_db import BUSY_SECONDS, connect, rollback

# The moving average over this many rounds, and the sentence's "your last N rounds".
WINDOW = 10


@dataclass(frozen=True)
class ProgressPoint:
    """One reviewed round of one human: ``cost`` is the average win chance lost per decision
    (0..1); ``apart``: undo or the coach was used in it."""

    played_at: str
    decisions: int
    cost: float
    apart: bool


def record_review(
    game: str,
    match_id: str,
    round_no: int,
    seat_no: int,
    seat: Seat,
    decisions: int,
    average_cost: float,
    *,
    apart: bool,
    iterations: int,
    played_at: str | None = None,
    wait: float = BUSY_SECONDS,
) -> bool:
    """Keep one human seat's review of a round: True when kept now, False when that round of
    that seat was reviewed already (the first figures stay)."""
    when = played_at or datetime.now(UTC).isoformat(timespec="seconds")
    with connect(write=True, wait=wait) as conn:
        conn.execute("BEGIN IMMEDIATE")
        try:
            cur = conn.execute(
                "INSERT OR IGNORE INTO reviews (match_id, round_no, seat, game, player, "
                "played_at, decisions, average_cost, apart, iterations) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    match_id,
                    round_no,
                    seat_no,
                    game,
                    player_key(seat),
                    when,
                    int(decisions),
                    float(average_cost),
                    int(apart),
                    int(iterations),
                ),
            )
            conn.execute("COMMIT")
        except BaseException:
            rollback(conn)
            raise
    return cur.rowcount == 1


def reviews_kept(game: str | None = None) -> int:
    """How many reviews the store holds (of ``game``, or of every game)."""
    where, args = ("WHERE game = ?", (game,)) if game else ("", ())
    with connect(write=False) as conn:
        return conn.execute(f"SELECT COUNT(*) FROM reviews {where}", args).fetchone()[0]


def progress(game: str, player: str) -> list[ProgressPoint]:
    """The player's reviewed rounds of ``game`` that had a decision to judge, oldest first."""
    with connect(write=False) as conn:
        who, keys = _rows_of(conn, player)
        rows = conn.execute(
            "SELECT played_at, decisions, average_cost, apart FROM reviews "
            f"WHERE game = ? AND {who.replace('sr.', '')} ORDER BY played_at, rowid",
            (game, *keys),
        ).fetchall()
    return [
        ProgressPoint(at, n, float(cost), bool(apart))
        for at, n, cost, apart in rows
        if is_timestamp(at) and _fine(n, cost, apart) and n > 0
    ]


def _fine(n: object, cost: object, apart: object) -> bool:
    return (
        is_int(n)
        and 0 <= n <= 100_000  # type: ignore[operator]
        and isinstance(cost, int | float)
        and not isinstance(cost, bool)
        and math.isfinite(cost)
        and 0.0 <= cost <= 1.0
        and apart in (0, 1)
    )


def moving_average(points: Sequence[ProgressPoint], window: int = WINDOW) -> list[float]:
    """After each round: the mean cost of it and the rounds before it, ``window`` at most."""
    out = []
    for i in range(len(points)):
        last = points[max(0, i - window + 1) : i + 1]
        out.append(sum(p.cost for p in last) / len(last))
    return out
