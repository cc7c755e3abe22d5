"""Root-parallel search: worker processes that search the same view, each with its own random
stream, whose root statistics are added up before the move is chosen.

One Python process searches on one core (the GIL), and in the app it shares that core with the
screen. A :class:`SearchPool` keeps worker processes (one per core by default) that are started
once - per table, per arena run, per bench - and reused for every move; the thread that asks for
a move only waits for their answers, so the screen keeps answering keys meanwhile. Each worker
runs ``ISMCTS.explore`` on the view it receives (views and actions pickle) and sends back its
:class:`~cardtui.bots.ismcts.RootStats`; the bot merges them and decides as a single search
would (``ISMCTS.decide``). With a time budget every worker thinks until the budget is spent
or the race they run together on a shared :class:`Board` is settled (a single search with their
pooled evidence would have stopped there too); with a fixed number of iterations they share
them, each from a seed drawn from the bot's rng and racing alone, so the move still repeats
for a seed.

A pool is used only where one is *active* (``activate``/``current``) or given to a bot: tests
and fixed-iteration runs stay in one process and repeat exactly. A one-core machine gets one
worker (the screen still keeps its core). Workers are daemons that also stop when their pipe
closes, so no process outlives the program; ``close`` stops them at once.
"""

from __future__ import annotations

import atexit
import contextlib
import multiprocessing
import os
import random
import sys
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..core.protocol import Action, View
from .ismcts import RootStats

# Time kept back from the budget for sending the view and merging the answers.
IPC_MARGIN = 0.03
# Root moves whose race the workers pool on the board (a search with more races alone).
BOARD_SLOTS = 256
# How long past its budget a search may run before its workers are given up on.
GRACE = 5.0
# Workers that failed (a crash, or no answer in time: a laptop put to sleep mid-move) are
# started again for the next search, this many times a pool; after that its bots search in
# their own process.
MAX_RESTARTS = 3
_RESTARTS = 0  # workers started again in this process, every pool together (for the arena)


def cores() -> int:
    """The cores this process may run on (at least one)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


@dataclass
class Job:
    """One search, as sent to every worker (``seed`` and ``iterations`` differ per worker)."""

    game: str
    settings: Any  # hard.SearchSettings: frozen, its functions pickle by reference
    view: View
    legal: list[Action]
    seed: int
    iterations: int | None
    time_budget: float
    default: Action | None
    pooled: bool = False  # race on the pool's board (searches by time only)


class PoolClosed(RuntimeError):
    """The pool was closed (the table left) while a search was waiting for it."""


class SearchPool:
    """Worker processes for root-parallel search; see the module's text."""

    def __init__(self, workers: int | None = None) -> None:
        self.size = max(1, workers if workers is not None else cores())
        self._procs: list[Any] = []
        self._every_proc: list[Any] = []  # replaced workers too: none may outlive the pool
        self._conns: list[Any] = []
        self._warm: tuple[str, ...] = ()
        self.restarts = 0
        self._lock = threading.Lock()
        self._closed = threading.Event()
        self._ready = threading.Event()
        self._launcher: threading.Thread | None = None
        self.failure: str | None = None
        self.started = False
        self._board: Any = None  # the race board the workers share (see ``Board``)

    @property
    def closed(self) -> bool:
        return self._closed.is_set()

    def start(self, warm: Sequence[str] = (), *, wait: bool = False) -> SearchPool:
        """Start the workers in the background (a table opens at once; the first search
        waits for them); ``warm`` names games whose engines and search the workers load
        straight away, so the first move does not wait for imports either."""
        if self.started:
            return self
        self.started = True
        _OPEN.add(self)
        self._warm = tuple(warm)
        self._start_launcher()
        if wait:
            self._ready.wait()
        return self

    def _start_launcher(self) -> None:
        self._ready.clear()
        self._launcher = threading.Thread(
            target=self._launch, args=(self._warm,), daemon=True, name="cardtui-search-start"
        )
        self._launcher.start()

    def _restart(self) -> None:
        """New workers for ones that failed (see ``MAX_RESTARTS``); the search waits for them."""
        global _RESTARTS
        self.restarts += 1
        _RESTARTS += 1
        self._stop_workers()  # any left from a start that failed half way
        self.failure = None
        self._procs, self._conns = [], []
        self._start_launcher()

    def _launch(self, warm: tuple[str, ...]) -> None:
        try:
            ctx = _context()
            with _stderr_with_a_file():  # multiprocessing's helper processes start here
                _helpers_running(ctx)
            self._board = ctx.Array("d", 3 * BOARD_SLOTS)
            for _ in range(self.size):
                if self.closed:
                    break
                mine, theirs = ctx.Pipe()
                proc = ctx.Process(
                    target=serve, args=(theirs, self._board), daemon=True, name="cardtui-search"
                )
                proc.start()
                theirs.close()
                self._procs.append(proc)
                self._every_proc.append(proc)
                self._conns.append(mine)
            for game in warm:
                for conn in self._conns:
                    conn.send(("warm", game))
        except Exception as exc:  # no workers: hard bots search in their own process
            self.failure = f"{type(exc).__name__}: {exc}"
        finally:
            self._ready.set()

    def explore(self, job: Job, rng: random.Random) -> RootStats:
        """Search ``job`` on every worker and merge their roots. With fixed iterations the
        workers share them; each worker's seed comes from ``rng``. Raises PoolClosed when the
        pool is closed meanwhile, RuntimeError when a worker fails."""
        asked = time.perf_counter()
        if not self.started or self.closed:
            raise PoolClosed("The search workers are not running.")
        if self.failure is not None:
            if self.restarts >= MAX_RESTARTS:
                raise RuntimeError(f"The search workers failed ({self.failure}).")
            self._restart()
        while not self._ready.wait(0.05):  # the first search waits for the workers to start
            if self.closed:
                raise PoolClosed("The search workers were stopped.")
        if self.failure is not None or len(self._conns) < self.size:
            raise RuntimeError(f"The search workers could not start ({self.failure}).")
        start = time.perf_counter()
        budget = max(job.time_budget - (start - asked), 0.05)  # the wait counts
        with self._lock:
            n = self.size
            parts = _shares(job.iterations, n)
            # Searching by time, the workers race on one board, cleared here while they wait;
            # fixed iterations keep their races apart so the move repeats for a seed.
            pooled = job.iterations is None and n > 1 and len(job.legal) <= BOARD_SLOTS
            if pooled:
                Board.clear(self._board)
            for conn, share in zip(self._conns, parts, strict=True):
                mine = Job(
                    job.game,
                    job.settings,
                    job.view,
                    job.legal,
                    rng.getrandbits(64),
                    share,
                    max(budget - IPC_MARGIN, 0.005),
                    job.default,
                    pooled,
                )
                try:
                    conn.send(("search", mine))
                except OSError as exc:  # a worker is gone: this pool is done
                    self._fail("a search worker stopped")
                    raise RuntimeError("A search worker stopped.") from exc
            limit = start + budget + GRACE if job.iterations is None else None
            answers = [self._answer(conn, limit) for conn in self._conns]
        return RootStats.merge(answers, seconds=time.perf_counter() - start)

    def _answer(self, conn, limit: float | None) -> RootStats:
        while True:  # wait without holding the GIL; notice a close at once
            try:
                if conn.poll(0.02):
                    break
            except (OSError, ValueError):  # closed under us
                raise PoolClosed("The search workers were stopped.") from None
            if self.closed:
                raise PoolClosed("The search workers were stopped.")
            if limit is not None and time.perf_counter() > limit:
                self._fail("a search worker did not answer in time")
                raise RuntimeError("A search worker did not answer in time.")
        try:
            kind, value = conn.recv()
        except (EOFError, OSError) as exc:
            if self.closed:
                raise PoolClosed("The search workers were stopped.") from None
            self._fail("a search worker stopped")
            raise RuntimeError("A search worker stopped.") from exc
        if kind == "error":
            raise RuntimeError(f"A search worker failed: {value}")
        return value

    def _fail(self, reason: str) -> None:
        """Broken workers: stop them. This search goes home (the bot searches in its own
        process); the next one starts new workers, up to ``MAX_RESTARTS`` times."""
        self.failure = reason
        self._stop_workers()

    def close(self) -> None:
        """Stop every worker now and wait for them: no process is left behind."""
        self._closed.set()
        if self._launcher is not None and self._launcher is not threading.current_thread():
            self._launcher.join()
        self._stop_workers()
        _OPEN.discard(self)
        global _ACTIVE
        if _ACTIVE is self:
            _ACTIVE = None

    def _stop_workers(self) -> None:
        for conn in self._conns:
            with contextlib.suppress(OSError, ValueError):
                conn.send(None)
        for proc in self._procs:
            proc.join(timeout=0.5)
            if proc.is_alive():
                proc.terminate()
                proc.join(timeout=1.0)
            if proc.is_alive():  # pragma: no cover - terminate did not do it
                proc.kill()
                proc.join()
        for conn in self._conns:
            conn.close()

    @property
    def processes(self) -> list[Any]:
        """Every worker this pool started, replaced ones too."""
        return list(self._every_proc)

    def __enter__(self) -> SearchPool:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.close()


def _shares(iterations: int | None, n: int) -> list[int | None]:
    if iterations is None:
        return [None] * n
    base, extra = divmod(iterations, n)
    return [max(1, base + (1 if i < extra else 0)) for i in range(n)]


@contextlib.contextmanager
def _stderr_with_a_file():
    """multiprocessing hands its helper processes (resource tracker, fork server) the file
    descriptor of ``sys.stderr``; the app's capture of stderr has none (``fileno()`` is -1,
    which makes the start fail), so lend them the real one while they start."""
    err = sys.stderr
    try:
        usable = err is None or err.fileno() >= 0
    except (AttributeError, OSError, ValueError):
        usable = True  # no fileno at all: multiprocessing then passes none
    if usable or sys.__stderr__ is None:
        yield
        return
    sys.stderr = sys.__stderr__
    try:
        yield
    finally:
        sys.stderr = err


def _helpers_running(ctx) -> None:
    from multiprocessing import resource_tracker

    resource_tracker.ensure_running()
    if ctx.get_start_method() == "forkserver":
        from multiprocessing import forkserver

        forkserver.ensure_running()


def _context():
    # forkserver: workers fork from a clean server process, never from the app with its
    # threads (a fork of a threaded process can deadlock); spawn where it is missing.
    methods = multiprocessing.get_all_start_methods()
    if "forkserver" in methods:
        ctx = multiprocessing.get_context("forkserver")
        ctx.set_forkserver_preload(["cardtui.bots.parallel", "cardtui.bots.hard"])
        return ctx
    return multiprocessing.get_context("spawn")


# -- the pool in use ---------------------------------------------------------------------
_ACTIVE: SearchPool | None = None
_OPEN: set[SearchPool] = set()


def activate(pool: SearchPool | None) -> None:
    """Make ``pool`` the one hard bots of this process search with (None: search in-process)."""
    global _ACTIVE
    _ACTIVE = pool


def restarts() -> int:
    """How many times failed workers were started again in this process (every pool)."""
    return _RESTARTS


def current() -> SearchPool | None:
    pool = _ACTIVE
    return pool if pool is not None and pool.started and not pool.closed else None


def start_for_table(game: str, levels: Sequence[str | None]) -> SearchPool | None:
    """A started, active pool when a table seats a hard bot; None otherwise (the caller
    closes it when the table goes)."""
    if not {"hard", "expert"} & set(levels):
        return None
    pool = SearchPool().start(warm=[game])
    activate(pool)
    return pool


def stop(pool: SearchPool | None) -> None:
    """Close ``pool`` (a table's, from ``start_for_table``) if there is one."""
    if pool is not None:
        pool.close()


@atexit.register
def _close_all() -> None:
    for pool in list(_OPEN):
        pool.close()


# -- the worker side -----------------------------------------------------------------------
class Board:
    """The race of a paired search, pooled by every worker of one pool: for each root move
    (by its place in the job's legal list) the worlds, the sum and the sum of squares of its
    gains over the default, in shared memory. Each worker adds its batch and reads the totals
    back (``ISMCTS.explore``'s ``share``), so a move the workers together have shown to be
    worse is dropped by all of them, and they stop together once the race is settled."""

    def __init__(self, array: Any, legal: Sequence[Action]) -> None:
        self.array = array
        self.slots = {a.code: 3 * i for i, a in enumerate(legal)}

    @staticmethod
    def clear(array: Any) -> None:
        with array.get_lock():
            raw = array.get_obj()
            for i in range(len(raw)):
                raw[i] = 0.0

    def __call__(self, batch: dict[str, float]) -> dict[str, list[float]]:
        out = {}
        slots = self.slots
        with self.array.get_lock():
            raw = self.array.get_obj()
            for code, d in batch.items():
                j = slots.get(code)
                if j is None:  # not a root move of this job: its own evidence decides
                    continue
                raw[j] += 1.0
                raw[j + 1] += d
                raw[j + 2] += d * d
                out[code] = [int(raw[j]), raw[j + 1], raw[j + 2]]
        return out


def serve(conn, board: Any = None) -> None:
    """A worker's loop: answer searches until told to stop or the pipe closes."""
    _quiet()
    searches: dict[tuple[str, Any], Any] = {}
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError, KeyboardInterrupt):
            return
        if message is None:
            return
        kind, body = message
        try:
            if kind == "warm":
                _search_for(searches, body, None)
                continue
            job: Job = body
            search = _search_for(searches, job.game, job.settings)
            stats = search.explore(
                job.view,
                job.legal,
                random.Random(job.seed),
                iterations=job.iterations,
                time_budget=job.time_budget,
                default=job.default,
                share=Board(board, job.legal) if job.pooled and board is not None else None,
            )
            reply = ("stats", stats)
        except Exception as exc:  # the bot falls back to searching in its own process
            reply = ("error", f"{type(exc).__name__}: {exc}")
        try:
            conn.send(reply)
        except (OSError, ValueError):
            return


def _quiet() -> None:
    """A worker writes nothing to the terminal the app draws on (errors travel back as
    answers): its standard output and error go to the null device."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, 1)
        os.dup2(null, 2)
        os.close(null)
    except OSError:
        pass


def _search_for(searches: dict, game: str, settings: Any):
    from .. import games
    from .hard import build_search, game_settings

    key = (game, settings)
    found = searches.get(key)
    if found is None:
        spec = games.get(game)
        found = searches[key] = build_search(spec, settings or game_settings(game))
    return found
