"""Which window has an unfinished match open: a lock per match (``autosaves/.<id>.lock``),
held while its table is open, so a second window never writes over the moves made in the
first one. Locks are the ``filelock`` package's: the system releases them when a process
ends, even killed, so a crash never leaves a game locked.
"""

from __future__ import annotations

from contextlib import suppress
from typing import TYPE_CHECKING

from .files import ensure_folder
from .paths import autosaves_dir

if TYPE_CHECKING:
    from filelock import FileLock

_held: dict[str, FileLock] = {}


def _lock(match_id: str) -> FileLock:
    # filelock is imported when a match is first claimed or checked, not with the menu
    from filelock import FileLock

    return FileLock(str(autosaves_dir() / f".{match_id}.lock"), timeout=0)


def claim(match_id: str) -> bool:
    """Hold this match for this window; False when another window holds it. A disk where
    no lock can be made (read-only) claims nothing and says True: nothing can be written
    there anyway, and the writer says so."""
    if match_id in _held:
        return True
    from filelock import Timeout

    lock = _lock(match_id)
    try:
        ensure_folder(autosaves_dir())
        lock.acquire()
    except Timeout:
        return False
    except OSError:
        return True
    _held[match_id] = lock
    return True


def open_elsewhere(match_id: str) -> bool:
    """Whether another window has this match open now."""
    if match_id in _held:
        return False
    from filelock import Timeout

    lock = _lock(match_id)
    try:
        lock.acquire()
    except Timeout:
        return True
    except OSError:
        return False
    lock.release()
    return False


def release(match_id: str, *, forget: bool = False) -> None:
    """Let other windows open this match again; ``forget`` (the match is over) also removes
    the lock file."""
    lock = _held.pop(match_id, None)
    if lock is None:
        return
    if forget:
        with suppress(OSError):
            (autosaves_dir() / f".{match_id}.lock").unlink()
    lock.release()
