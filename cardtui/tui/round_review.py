"""The review of every round against bots, in the background, for the Statistics' progress.

When a round with at least one human and one bot ends (never a lesson's), a thread worker of
the app asks the coach about each human seat's decisions of that round, from that seat's own
view (:mod:`cardtui.bots.review`), and keeps the decisions and the average win chance lost per
decision in the statistics store (:mod:`cardtui.store.stats_reviews`). The worker belongs to the
app, not to the table, so leaving the table does not lose it; closing the app stops it.

The search is smaller than the Review screen's (``ITERATIONS``, half of it; the table's coach
thinks several times longer still) so that a round's review costs a few seconds of one core:
the results screen stays smooth. When the player opens Review (w) for the same round, the
screen shows this review once it is done (:func:`job_for`) rather than thinking again.
"""

from __future__ import annotations

import threading
import time
import weakref
from contextlib import suppress
from dataclasses import dataclass
from functools import partial
from typing import Any

from ..core import Match, RoundResult
from ..store.saves import SaveGame, lesson_of, match_id_of

# The coach's search per decision here (the Review screen's is 800, the table coach's several
# thousand): a Hidden Unders round of thirty decisions in about seven seconds of one core.
ITERATIONS = 400
# A breath between decisions, so the app's own thread is never kept waiting for long.
PAUSE = 0.01
# Two rounds' reviews never think at once (a quick rematch): one core at most.
_one_at_a_time = threading.Lock()
_jobs: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # app -> {key: Job}


@dataclass
class Job:
    """One human seat's review of one round: its progress, then its result."""

    match_id: str
    round_no: int
    seat: int
    done: int = 0
    total: int = 0
    result: Any = None  # the bots.review.Review once done
    over: bool = False  # done, or given up (then ``result`` stays None)
    recorded: bool = False  # kept in the store by this job (not by an earlier one)


def reviewed_seats(match: Match) -> list[int]:
    """The human seats whose rounds are reviewed: at a table with a bot, never in a lesson."""
    humans = [p for p, s in enumerate(match.seats) if s.is_human]
    if not humans or len(humans) == len(match.seats) or lesson_of(match):
        return []
    return humans


def start(app: Any, match: Match, result: RoundResult, *, apart: bool) -> list[Job]:
    """Review the round that just ended, in a thread of ``app``, for each human seat.
    ``apart``: undo or the coach was used in it (kept, and marked)."""
    seats = reviewed_seats(match)
    if not seats:
        return []
    save = SaveGame.of(match)  # now: the match goes on while the coach thinks
    match_id = match_id_of(match)
    jobs = [Job(match_id, result.round_no, seat) for seat in seats]
    kept = _jobs.setdefault(app, {})
    for job in jobs:
        kept[(job.match_id, job.round_no, job.seat)] = job
    app.run_worker(
        partial(_review_all, save, jobs, apart),
        thread=True,
        group="round-review",
        name="round-review",
        exit_on_error=False,
    )
    return jobs


def job_for(app: Any, match: Match, round_no: int, seat: int) -> Job | None:
    """The background review of ``seat`` in ``round_no`` of ``match``, if one was started."""
    return _jobs.get(app, {}).get((match_id_of(match), round_no, seat))


def _review_all(save: SaveGame, jobs: list[Job], apart: bool) -> None:
    from textual.worker import get_current_worker

    worker = get_current_worker()
    try:
        with _one_at_a_time:
            for job in jobs:
                if worker.is_cancelled:
                    return
                _review_one(save, job, apart, lambda: worker.is_cancelled)
    finally:
        for job in jobs:
            job.over = True


def _review_one(save: SaveGame, job: Job, apart: bool, stop) -> None:
    from .. import games as registry
    from ..bots.coach import Cancelled
    from ..bots.review import decisions, review
    from ..store.stats import StatsError
    from ..store.stats_reviews import record_review

    spec = registry.get(save.game)
    found = decisions(save.steps(), job.seat, job.round_no)
    job.total = len(found)

    def progress(done: int, total: int) -> None:
        job.done = done
        time.sleep(PAUSE)

    try:
        judged = review(
            spec,
            job.seat,
            found,
            # The Review screen's seed: the same round gets the same judgement.
            seed=save.seed % 1_000_003,
            iterations=ITERATIONS,
            should_stop=stop,
            progress=progress,
        )
    except Cancelled:
        return
    job.result = judged
    # A busy or damaged store: this round's progress is not kept, and play goes on.
    with suppress(StatsError):
        job.recorded = record_review(
            save.game,
            job.match_id,
            job.round_no,
            job.seat,
            save.seats[job.seat],
            judged.decisions,
            judged.average_cost,
            apart=apart,
            iterations=ITERATIONS,
            wait=5.0,  # off the app's thread: waiting for another window costs nothing
        )
