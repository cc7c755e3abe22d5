"""Statistics per game and per kind of seat (humans, each bot level).

Recorded per finished round: games, wins, points, best score, and counters the table tallies
from events (xeris, busts, burns), plus the last results for a small chart.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.seats import Seat
from .paths import data_dir, write_json_atomic

FILENAME = "stats.json"
RECENT = 20


UNDO_SUFFIX = " with undo"


def seat_kind(seat: Seat) -> str:
    return "human" if seat.is_human else f"bot:{seat.level}"


@dataclass
class Record:
    games: int = 0
    wins: int = 0
    points: int = 0
    best: int | None = None
    counters: dict[str, int] = field(default_factory=dict)
    recent: list[list[int]] = field(default_factory=list)  # [won 0/1, points], oldest first

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def average(self) -> float:
        return self.points / self.games if self.games else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "wins": self.wins,
            "points": self.points,
            "best": self.best,
            "counters": self.counters,
            "recent": self.recent,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Record:
        return cls(
            int(data.get("games", 0)),
            int(data.get("wins", 0)),
            int(data.get("points", 0)),
            data.get("best"),
            {str(k): int(v) for k, v in dict(data.get("counters", {})).items()},
            [[int(a), int(b)] for a, b in data.get("recent", [])][-RECENT:],
        )


class Stats:
    """All records: ``stats[game][kind] -> Record``."""

    def __init__(self, records: dict[str, dict[str, Record]] | None = None) -> None:
        self.records = records or {}

    def record_round(
        self,
        game: str,
        seats: Sequence[Seat],
        scores: Sequence[int],
        winners: Sequence[int],
        counters: Sequence[Mapping[str, int]] | None = None,
        undo_used: bool = False,
    ) -> None:
        """Count a finished round. A round in which a move was taken back counts apart (its
        own "with undo" record per kind of seat), so it never lifts a win rate."""
        for p, seat in enumerate(seats):
            kind = seat_kind(seat) + (UNDO_SUFFIX if undo_used else "")
            rec = self.records.setdefault(game, {}).setdefault(kind, Record())
            won = int(p in winners and len(winners) < len(seats))
            rec.games += 1
            rec.wins += won
            rec.points += scores[p]
            rec.best = scores[p] if rec.best is None else max(rec.best, scores[p])
            for key, n in (counters[p] if counters else {}).items():
                rec.counters[key] = rec.counters.get(key, 0) + n
            rec.recent = [*rec.recent, [won, scores[p]]][-RECENT:]

    def for_game(self, game: str) -> dict[str, Record]:
        return self.records.get(game, {})

    def to_dict(self) -> dict[str, Any]:
        return {g: {k: r.to_dict() for k, r in kinds.items()} for g, kinds in self.records.items()}

    @classmethod
    def from_dict(cls, data: Any) -> Stats:
        if not isinstance(data, dict):
            raise ValueError("not a table of statistics")
        return cls(
            {
                str(g): {str(k): Record.from_dict(r) for k, r in kinds.items()}
                for g, kinds in data.items()
            }
        )


def load_stats() -> tuple[Stats, str | None]:
    path = data_dir() / FILENAME
    if not path.exists():
        return Stats(), None
    try:
        return Stats.from_dict(json.loads(path.read_text(encoding="utf-8"))), None
    except (OSError, ValueError, TypeError, AttributeError) as exc:
        return Stats(), f"Your statistics could not be read ({exc}); starting afresh."


def save_stats(stats: Stats) -> None:
    write_json_atomic(data_dir() / FILENAME, stats.to_dict())


def reset_stats() -> None:
    save_stats(Stats())
