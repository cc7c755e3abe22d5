"""What becomes of a finished round's statistics. The round is kept on disk first
(:mod:`cardtui.store.stats_pending`), then added to the store; when another window holds the
store, the app's own thread does not wait: the round waits on disk and a thread of the app
(:func:`count_later`) adds it as soon as the store is free, or the next start does.
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence
from contextlib import suppress
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

from ..core import Event, Match, RoundResult
from ..i18n import N_, _, ngettext, number
from ..store.files import os_reason
from ..store.saves import lesson_of, match_id_of
from .session import round_counters

if TYPE_CHECKING:
    from ..store.stats_pending import PendingRound

# The apps whose player was told rounds wait: the thread that adds them says so (a newer
# thread that replaced the one that told them included).
_told: weakref.WeakSet = weakref.WeakSet()
# A thread waits this long for another window's transaction in each try, then pauses as long.
LATER_WAIT = 1.0
LATER_PAUSE = 1.0


def pending_round(
    match: Match,
    result: RoundResult,
    history: Sequence[tuple[int, list[Event]]],
    undo_used: bool | None = None,
) -> PendingRound | None:
    """A finished round (its moves as (seat, events)) as the statistics count it, or None
    when it does not count. ``undo_used``: a move of this round was taken back (such rounds
    are counted apart).

    Only tables with a human count: the statistics are the players' own record (how often
    you beat the normal bot), not games watched between bots."""
    if not any(s.is_human for s in match.seats) or lesson_of(match):
        return None  # bots alone, or a lesson's scripted round: not the players' record
    if undo_used is None:  # the match knows where undo dealt cards anew
        undo_used = result.round_no in match.undo_rounds()
    from datetime import UTC, datetime

    from ..store.stats_pending import PendingRound

    return PendingRound(
        match.spec.name,
        match_id_of(match),
        result.round_no,
        tuple(match.seats),
        tuple(int(s) for s in result.scores),
        tuple(result.winners),
        tuple(round_counters(match, history, result)),
        undo_used,
        tuple(match.winners()) if match.is_over else None,
        datetime.now(UTC).isoformat(timespec="seconds"),
    )


@dataclass
class Counting:
    """What became of a finished round: ``said``, sentences for the player now; ``busy``:
    another window holds the statistics, so the round waits (on disk) to be added later."""

    said: list[str]
    busy: bool = False


STATS_BUSY = N_(
    "Your statistics are in use by another cardtui window just now; this round will be "
    "added as soon as they are free."
)


def count_round(
    match: Match,
    result: RoundResult,
    history: Sequence[tuple[int, list[Event]]],
    undo_used: bool | None = None,
    *,
    wait: float,
) -> Counting:
    """Add a finished round to the statistics, once however many windows show it: first kept
    on disk (``stats-pending/``), then added with every round still waiting there. ``wait``:
    seconds to wait for another window's transaction (0 on the app's own thread: a busy
    store leaves the round waiting, for :func:`count_waiting` in a thread)."""
    pending = pending_round(match, result, history, undo_used)
    if pending is None:
        return Counting([])
    return count_pending(pending, wait=wait)


def count_pending(pending: PendingRound, *, wait: float) -> Counting:
    """Add one finished round (local or online) to the statistics, as :func:`count_round`
    says."""
    # The statistics (SQLite) load with the first counted round, not with the menu.
    from ..store import stats_pending
    from ..store.stats_import import migrate_json

    unkept: str | None = None
    try:
        stats_pending.add(pending)
        also: tuple = ()
    except OSError as exc:  # counted now or not at all
        unkept, also = os_reason(exc), (pending,)
    said = [n for n in [migrate_json(wait)] if n]
    done = stats_pending.count_waiting(wait=wait, also=also, block=bool(also))
    if done is None:  # a thread of this app is adding rounds: it (or the next pass) adds it
        return Counting(said, busy=True)
    said += done.notices
    if done.lost:
        # Translators: {reason} is the system's reason why the round could not be kept.
        said.append(
            _(
                "This round could not be added to your statistics now, nor kept to be added "
                "later ({reason}), so it is not counted."
            ).format(reason=unkept)
        )
    return Counting(said, busy=done.busy and not done.lost)


def count_waiting(*, wait: float, block: bool = True) -> tuple[int, bool, list[str]]:
    """Add the rounds waiting on disk (from a busy moment, or from a window that closed
    first): how many were added, whether they still wait (the store busy, or, without
    ``block``, a thread of this app adding them now), sentences to show."""
    from ..store import stats_pending
    from ..store.stats_import import migrate_json

    said = [n for n in [migrate_json(wait)] if n]
    done = stats_pending.count_waiting(wait=wait, block=block)
    if done is None:
        return 0, True, said
    return done.counted, done.busy, said + done.notices


def waiting_words(n: int) -> str:
    return ngettext(
        "{n} finished round waits to be added to your statistics; it is not in these figures yet.",
        "{n} finished rounds wait to be added to your statistics; they are not in these "
        "figures yet.",
        n,
    ).format(n=number(n))


def left_out_words(n: int) -> str:
    return ngettext(
        "{n} round holds values cardtui cannot read, so it is left out of these figures.",
        "{n} rounds hold values cardtui cannot read, so they are left out of these figures.",
        n,
    ).format(n=number(n))


def rounds_waiting() -> int:
    """How many finished rounds wait on disk to be added to the statistics."""
    from ..store.stats_pending import waiting

    return waiting()


# -- in a thread of the app -------------------------------------------------------------------
def count_later(app: Any, *, from_before: bool = False) -> None:
    """Add the rounds waiting on disk in a thread, trying again while another window holds
    the store; the app stays free meanwhile. Says when it had to wait, and when the waiting
    rounds are in (``from_before``: rounds left by an earlier run, said when added). One such
    thread at a time: a newer one replaces it (a round that ended since is in its pass)."""
    app.run_worker(
        partial(_count_later, app, from_before),
        thread=True,
        group="stats-waiting",
        exclusive=True,
        exit_on_error=False,
    )


def _count_later(app: Any, from_before: bool) -> None:
    from textual.worker import get_current_worker

    worker = get_current_worker()
    if from_before:
        _told.add(app)
    heard: set[str] = set()  # each sentence once, however many tries repeat it
    while True:
        counted, busy, said = count_waiting(wait=LATER_WAIT)
        for sentence in said:
            if sentence not in heard:
                heard.add(sentence)
                _tell(app, sentence, "warning")
        if not busy:
            break
        if app not in _told:
            _tell(app, _(STATS_BUSY), "information")
            _told.add(app)
        if worker.cancelled_event.wait(LATER_PAUSE):
            return  # the app is closing (the rounds wait for its next start) or a newer pass
    if app in _told and counted:
        said = ngettext(
            "{n} round that was waiting was added to your statistics.",
            "{n} rounds that were waiting were added to your statistics.",
            counted,
        ).format(n=number(counted))
        _tell(app, said, "information")
    _told.discard(app)


def _tell(app: Any, sentence: str, severity: str) -> None:
    """A notice from this thread: posted to the app's queue (thread-safe), never waited for,
    so a closing app cannot leave this thread hanging."""
    from textual import events

    callback = partial(app.notify, sentence, severity=severity, timeout=10, markup=False)
    with suppress(RuntimeError):  # the app's loop has just closed
        app.post_message(events.Callback(callback=callback))
