"""Online rounds in the statistics of the player on this machine.

A round finished at an online table counts like a round played here (the same wins, draws,
points, tallies, matches; the coach's advice shown puts it apart, as at home), with three
differences that follow from whose machine this is:

- only the player's own seat counts: the other seats are recorded as their opponents (humans,
  bots with their levels), so the win rate against each bot level reads them, but another
  person's figures are their own machine's business;
- it is counted once, under a match id made of the server, the room and the seat
  (:mod:`cardtui.store.stats_online`): a reconnection that hears the round's end again, a
  table rebuilt after a resume, or a second window find it counted already;
- a round in which a stand-in bot made any of the player's moves (they were away longer than
  the room's takeover time) is counted apart, as undo is: not in the wins, points and
  streaks, because the player did not play it through.

A spectator (a table with no seat) counts nothing.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from ..core import RoundResult, Seat
from ..core.seats import LEVELS
from ..store.saves import coached_rounds
from ..store.stats_online import OnlineRound
from .session import round_counters
from .stats_counting import Counting, count_later, count_pending

if TYPE_CHECKING:
    from ..store.stats_pending import PendingRound
    from .remote import RemoteConductor


def online_pending(conductor: RemoteConductor, result: RoundResult) -> PendingRound | None:
    """The finished round as the statistics count it, for the seat at this table; None for
    a spectator."""
    from ..store.stats_pending import PendingRound

    seat = (conductor.table or {}).get("seat")
    match = conductor.match
    if not isinstance(seat, int) or not 0 <= seat < match.players:
        return None  # watching: nobody's round here
    if not match.seats[seat].is_human:
        return None
    helped = sum(
        1
        for (mover, _events), by_bot in zip(conductor.history, conductor.by_bot, strict=False)
        if mover == seat and by_bot
    )
    mark = OnlineRound(conductor.link.url, match.code, seat, helped)
    return PendingRound(
        match.spec.name,
        mark.match_id,
        result.round_no,
        tuple(_kept(s) for s in match.seats),
        tuple(int(s) for s in result.scores),
        tuple(result.winners),
        tuple(round_counters(match, conductor.history, result)),  # type: ignore[arg-type]
        result.round_no in coached_rounds(match),  # type: ignore[arg-type]
        tuple(match.winners()) if match.is_over else None,
        datetime.now(UTC).isoformat(timespec="seconds"),
        online=mark,
    )


def _kept(seat: Seat) -> Seat:
    """A seat as the statistics keep it. A bot of a level this cardtui does not know (a newer
    server's) is kept as a plain opponent: its level would make the round's file unreadable."""
    if seat.is_bot and seat.level not in LEVELS:
        return Seat("human", seat.name)
    return seat


def count_online_round(conductor: RemoteConductor, result: RoundResult, *, wait: float) -> Counting:
    """Add the finished online round to the statistics (once, for this seat)."""
    pending = online_pending(conductor, result)
    if pending is None:
        return Counting([])
    return count_pending(pending, wait=wait)


def count_at_table(table: Any, result: RoundResult) -> None:
    """What an online table does with a finished round: count it without waiting on the
    app's thread (a busy store leaves it on disk for a thread of the app to add)."""
    counting = count_online_round(table.conductor, result, wait=0)
    for sentence in counting.said:
        table.notify(sentence, severity="warning", timeout=12, markup=False)
    if counting.busy:
        count_later(table.app)
