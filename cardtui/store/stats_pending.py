"""Rounds waiting to be counted. A finished round is first written as a small file in
``stats-pending/`` beside the statistics, then added to the store and its file removed; a round
that cannot be added now (another window holds the store, the app quits first) stays there
and is added by the next pass (a moment later, or at the next start), never lost and never
counted twice (the store counts a match's round once, so adding it again is harmless).

A pending file is read like every other file (:mod:`cardtui.store.files`): one that is damaged
is moved aside with a sentence, never half-counted.
"""

from __future__ import annotations

import hashlib
import re
import threading
import time
from collections.abc import Iterable
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import games
from ..core.seats import Seat
from ..i18n import N_, _
from .files import DataError, Missing, is_int, is_timestamp, list_entries, read_json
from .paths import data_dir, move_aside, write_json_atomic
from .stats_online import OnlineRound

FOLDER = "stats-pending"
FORMAT = "cardtui-pending-round"
WHAT = N_("A round waiting to be counted")
MAX_BYTES = 64 * 1024  # a round of eight seats is well under 2 KB

# One pass at a time in this process; the app's own thread never waits for it (try_lock).
_passing = threading.Lock()


def pending_dir() -> Path:
    return data_dir() / FOLDER


@dataclass(frozen=True)
class PendingRound:
    """A finished round, as :func:`cardtui.store.stats.record_round` takes it."""

    game: str
    match_id: str
    round_no: int
    seats: tuple[Seat, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    counters: tuple[dict[str, int], ...]
    undo_used: bool
    match_winners: tuple[int, ...] | None
    played_at: str
    queued: int = field(default_factory=time.time_ns)  # the order rounds are added in
    online: OnlineRound | None = None  # played on a server: counted for one seat only

    def file_name(self) -> str:
        # Two windows ending the same round write the same file (one round, one file).
        if re.fullmatch(r"[A-Za-z0-9_-]{1,64}", self.match_id):
            return f"{self.match_id}-{self.round_no}.json"
        digest = hashlib.sha256(self.match_id.encode("utf-8", "replace")).hexdigest()[:16]
        return f"{digest}-{self.round_no}.json"

    def to_dict(self) -> dict[str, Any]:
        # A round played here is written as before: an older cardtui still reads its file.
        online = {} if self.online is None else {"online": self.online.to_dict()}
        return {
            "format": FORMAT,
            "version": 1,
            "game": self.game,
            "match_id": self.match_id,
            "round_no": self.round_no,
            "seats": [s.to_dict() for s in self.seats],
            "scores": list(self.scores),
            "winners": list(self.winners),
            "counters": [dict(c) for c in self.counters],
            "undo_used": self.undo_used,
            "match_winners": None if self.match_winners is None else list(self.match_winners),
            "played_at": self.played_at,
            "queued": self.queued,
            **online,
        }

    @classmethod
    def from_dict(cls, data: Any) -> PendingRound:
        """The round a pending file holds; DataError when any value is not what it must be."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise DataError(_("{what} is not one cardtui wrote.").format(what=_(WHAT)))
        try:
            seats = tuple(Seat.from_dict(s) for s in _list(data.get("seats")))
        except ValueError:
            raise DataError(
                _("{what} has seats that are not players.").format(what=_(WHAT))
            ) from None
        n = len(seats)
        scores = tuple(_list(data.get("scores")))
        winners = tuple(_list(data.get("winners")))
        counters = tuple(_list(data.get("counters")))
        match_winners = data.get("match_winners")
        checks = [
            data.get("game") in games.all(),
            isinstance(data.get("match_id"), str) and 0 < len(data["match_id"]) <= 64,
            is_int(data.get("round_no")) and 0 < data["round_no"] < 10_000,
            0 < n <= 8 and len(scores) == n and all(is_int(s) and abs(s) < 10**9 for s in scores),
            all(is_int(w) and 0 <= w < n for w in winners),
            len(counters) in (0, n) and all(_tallies(c) for c in counters),
            isinstance(data.get("undo_used"), bool),
            match_winners is None
            or (
                isinstance(match_winners, list)
                and all(is_int(w) and 0 <= w < n for w in match_winners)
            ),
            is_timestamp(data.get("played_at")),
            is_int(data.get("queued")),
        ]
        if not all(checks):
            raise DataError(_("{what} holds values no round has.").format(what=_(WHAT)))
        online = data.get("online")  # none in a file of a round played here
        if online is not None:
            problem = _("{what} holds values no round has.").format(what=_(WHAT))
            online = OnlineRound.from_dict(online, n, problem)
        return cls(
            data["game"],
            data["match_id"],
            data["round_no"],
            seats,
            scores,
            winners,
            counters,
            data["undo_used"],
            None if match_winners is None else tuple(match_winners),
            data["played_at"],
            data["queued"],
            online,
        )

    def record(self, *, wait: float) -> bool:
        from .stats import record_round

        return record_round(
            self.game,
            self.match_id,
            self.round_no,
            self.seats,
            self.scores,
            self.winners,
            self.counters or None,
            undo_used=self.undo_used,
            match_winners=self.match_winners,
            played_at=self.played_at,
            online=self.online,
            wait=wait,
        )


def _list(value: Any) -> list:
    if not isinstance(value, list):
        raise DataError(_("{what} holds values no round has.").format(what=_(WHAT)))
    return value


def _tallies(value: Any) -> bool:
    return isinstance(value, dict) and all(
        isinstance(k, str) and len(k) <= 20 and is_int(v) and 0 <= v < 10**6
        for k, v in value.items()
    )


def add(pending: PendingRound) -> None:
    """Keep the round on disk until it is counted. Raises OSError when it cannot be written."""
    write_json_atomic(pending_dir() / pending.file_name(), pending.to_dict())


def _waiting_files() -> list[Path]:
    # Not the ones set aside (``<name>.broken-1.json``): they are kept for the curious only.
    return [
        path
        for path, kind, _mtime in list_entries(pending_dir())
        if kind == "file" and re.fullmatch(r"[A-Za-z0-9_-]+\.json", path.name)
    ]


def waiting() -> int:
    """How many rounds wait to be counted."""
    return len(_waiting_files())


@dataclass
class Pass:
    """What one pass over the waiting rounds did."""

    counted: int = 0  # added to the statistics now (or found counted already)
    left: int = 0  # still waiting (the store busy, or not usable now)
    lost: int = 0  # of ``also``: not counted, and not kept to be tried again
    busy: bool = False  # another window holds the store: try again in a moment
    notices: list[str] = field(default_factory=list)  # sentences for the player


def count_waiting(
    *, wait: float, also: Iterable[PendingRound] = (), block: bool = True
) -> Pass | None:
    """Add every waiting round to the statistics, oldest first, and forget the ones added.
    ``also``: rounds that could not be written to the queue (counted now or never).
    Without ``block``, None at once when another thread of this app is making a pass (it,
    or the pass its caller starts next, adds the rounds)."""
    if not _passing.acquire(blocking=block):
        return None
    try:
        return _count(wait, list(also))
    finally:
        _passing.release()


def _count(wait: float, extra: list[PendingRound]) -> Pass:
    # SQLite loads with the first pass, not with the menu (which only asks waiting()).
    from .stats import StatsBusy, StatsError

    done = Pass()
    rounds: list[tuple[PendingRound, Path | None]] = [(r, None) for r in extra]
    for path in _waiting_files():
        try:
            rounds.append(
                (PendingRound.from_dict(read_json(path, max_bytes=MAX_BYTES, what=WHAT)), path)
            )
        except Missing:
            continue  # another window counted it and took it away since it was listed
        except DataError as exc:
            done.notices.append(_set_aside(path, exc))
    rounds.sort(key=lambda item: item[0].queued)
    for at, (pending, path) in enumerate(rounds):
        try:
            _record(pending, wait, done.notices)
        except StatsBusy:
            done.busy = True
        except StatsError as exc:
            done.notices.append(
                _("A finished round could not be added to your statistics: {problem}").format(
                    problem=exc
                )
            )
        else:
            done.counted += 1
            if path is not None:
                with suppress(OSError):
                    path.unlink()
            continue
        # Stop at the first round that cannot be added: the later ones wait behind it, in order.
        done.left = sum(1 for _r, p in rounds[at:] if p is not None)
        done.lost = sum(1 for _r, p in rounds[at:] if p is None)
        break
    return done


def _record(pending: PendingRound, wait: float, notices: list[str]) -> None:
    """Add one round; a damaged store is moved aside (said) and the round goes into a fresh
    one, so the round that found the damage still counts."""
    from .stats import StatsDamaged

    try:
        pending.record(wait=wait)
    except StatsDamaged as exc:
        notices.append(str(exc))
        pending.record(wait=wait)


def _set_aside(path: Path, exc: DataError) -> str:
    try:
        moved = move_aside(path, "broken")
    except OSError:
        return _("{problem} It is not counted.").format(problem=exc)
    return _("{problem} It was kept as {name} and is not counted.").format(
        problem=exc, name=f"{FOLDER}/{moved.name}"
    )
