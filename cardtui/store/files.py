"""One careful reader for every file cardtui reads: saves, settings, the old statistics file
and replays.

Whatever a file holds, reading it either gives plain JSON data of the expected shape or raises
:class:`DataError` with a sentence a player can read. The reader never follows a link, never
opens a folder, a pipe or a device (a pipe would block forever), refuses a file larger than its
limit before reading it, and refuses JSON nested deeper than its limit (deep nesting would
otherwise raise RecursionError in whatever walks the data next). Text from files is cleaned
before it is shown: control characters (a terminal would obey them: retitle the window, clear
the screen, set the clipboard) are removed, and names are cut to a sane length.
"""

from __future__ import annotations

import errno
import json
import math
import os
import stat
from collections.abc import Iterable
from datetime import datetime
from pathlib import Path
from typing import Any

# The cleaners live in core (every way a name comes in uses them); re-exported here.
from ..core.text import NAME_MAX as NAME_MAX
from ..core.text import clean_name as clean_name
from ..core.text import clean_text as clean_text
from ..i18n import N_, _, number

MB = 1024 * 1024
TITLE_MAX = 80  # a save's name


class DataError(ValueError):
    """A file that cannot be used; the message is a sentence for the player."""


class Missing(DataError):
    """There is no file there (a normal case: nothing saved yet)."""


def entry_kind(path: Path) -> str:
    """What is at ``path`` without following a link: file, link, folder, pipe, device,
    socket or missing (also when a folder on the way is missing, is a file, or cannot be
    searched: what cannot be reached is read as nothing, and writing there fails with a
    sentence; :func:`~cardtui.store.paths.folder_problem` tells the player why)."""
    try:
        mode = os.lstat(path).st_mode
    except (FileNotFoundError, NotADirectoryError, PermissionError):
        return "missing"
    if stat.S_ISREG(mode):
        return "file"
    if stat.S_ISLNK(mode):
        return "link"
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISFIFO(mode):
        return "pipe"
    if stat.S_ISSOCK(mode):
        return "socket"
    return "device"


# Each is a whole sentence with the file's name (``{what}``: "This file", "The save"...);
# translated when said.
_NOT_A_FILE = {
    "link": N_("{what} is a link, and cardtui does not follow links ({name})."),
    "folder": N_("{what} is a folder, not a file ({name})."),
    "pipe": N_("{what} is a pipe, not a file ({name})."),
    "socket": N_("{what} is a socket, not a file ({name})."),
    "device": N_("{what} is a device, not a file ({name})."),
}
# The same, as a clause after a name (``not_a_file_reason``).
_NOT_A_FILE_CLAUSE = {
    "link": N_("is a link, and cardtui does not follow links"),
    "folder": N_("is a folder, not a file"),
    "pipe": N_("is a pipe, not a file"),
    "socket": N_("is a socket, not a file"),
    "device": N_("is a device, not a file"),
}


def _not_a_file(kind: str, what: str, path: Path) -> str:
    return _(_NOT_A_FILE[kind]).format(what=_(what), name=path.name)


def _cannot_read(what: str, exc: OSError) -> str:
    # Translators: {what} is "This file", "The save"...; {reason} says why, in a few words.
    return _("{what} cannot be read ({reason}).").format(what=_(what), reason=os_reason(exc))


def _not_there(what: str, path: Path) -> str:
    return _("{what} is not there ({path}).").format(what=_(what), path=path)


def read_bytes(path: Path, *, max_bytes: int, what: str = N_("This file")) -> bytes:
    """The bytes of a regular file of at most ``max_bytes``; anything else is a DataError.

    The file is opened without following a link and without blocking (O_NOFOLLOW,
    O_NONBLOCK), and checked again once open, so nothing swapped in between is read."""
    try:
        kind = entry_kind(path)
    except OSError as exc:
        raise DataError(_cannot_read(what, exc)) from None
    if kind == "missing":
        raise Missing(_not_there(what, path))
    if kind != "file":
        raise DataError(_not_a_file(kind, what, path))
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise Missing(_not_there(what, path)) from None
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise DataError(_not_a_file("link", what, path)) from None
        raise DataError(_cannot_read(what, exc)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise DataError(
                _("{what} is not a regular file ({name}).").format(what=_(what), name=path.name)
            )
        if info.st_size > max_bytes:
            raise DataError(
                _("{what} is too large ({size}; the most is {most}).").format(
                    what=_(what), size=_size(info.st_size), most=_size(max_bytes)
                )
            )
        chunks, left = [], max_bytes + 1
        while left > 0:
            chunk = os.read(fd, min(left, MB))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except OSError as exc:
        raise DataError(_cannot_read(what, exc)) from None
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > max_bytes:  # it grew while being read
        raise DataError(
            _("{what} is too large (the most is {most}).").format(
                what=_(what), most=_size(max_bytes)
            )
        )
    return data


def _refuse_constant(name: str) -> Any:
    raise ValueError(_("{name} is not a number cardtui can use").format(name=name))


def parse_json(data: bytes, *, max_depth: int, what: str = N_("This file")) -> Any:
    """JSON text as plain data: no NaN or Infinity, nesting at most ``max_depth`` deep."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise DataError(_("{what} is damaged: it is not text.").format(what=_(what))) from None
    if text.count("[") + text.count("{") > 2 * MAX_CONTAINERS:  # C-fast, before parsing
        raise DataError(_("{what} is damaged: it holds far too much.").format(what=_(what)))
    try:
        value = json.loads(text, parse_constant=_refuse_constant)
    except json.JSONDecodeError:
        raise DataError(
            _("{what} is damaged or cut short: it is not complete JSON.").format(what=_(what))
        ) from None
    except RecursionError:
        raise DataError(
            _("{what} is damaged: it is nested far too deeply.").format(what=_(what))
        ) from None
    except ValueError as exc:  # NaN or Infinity, or an integer of thousands of digits
        # Translators: {reason} is a sentence part such as "NaN is not a number cardtui can use".
        raise DataError(
            _("{what} is damaged: {reason}.").format(what=_(what), reason=exc)
        ) from None
    if depth(value, max_depth) > max_depth:
        raise DataError(
            _("{what} is damaged: it is nested too deeply or holds far too much.").format(
                what=_(what)
            )
        )
    return value


def read_json(
    path: Path, *, max_bytes: int, max_depth: int = 8, what: str = N_("This file")
) -> Any:
    """Read a JSON file through every check above."""
    return parse_json(
        read_bytes(path, max_bytes=max_bytes, what=what), max_depth=max_depth, what=what
    )


MAX_CONTAINERS = 20_000  # lists and objects in one file: a real save holds a few hundred


def depth(value: Any, limit: int, max_containers: int = MAX_CONTAINERS) -> int:
    """How deeply lists and objects nest in ``value`` (a scalar is 0); stops counting past
    ``limit``, and answers ``limit + 1`` for a file of more than ``max_containers`` lists and
    objects (a million empty rounds). Walks without recursion, so no data can exhaust the
    stack."""
    deepest = seen = 0
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, level = stack.pop()
        if type(item) is dict:
            children: Iterable[Any] = item.values()
        elif type(item) is list:
            children = item
        else:
            continue
        level += 1
        deepest = max(deepest, level)
        if deepest > limit:
            return limit + 1
        for child in children:
            if type(child) is dict or type(child) is list:
                seen += 1
                if seen > max_containers:
                    return limit + 1
                stack.append((child, level))
    return deepest


# -- values ------------------------------------------------------------------------------------
def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def is_timestamp(value: Any) -> bool:
    """A moment as cardtui writes it (ISO 8601 text, short)."""
    if not isinstance(value, str) or len(value) > 40:
        return False
    try:
        datetime.fromisoformat(value)
    except ValueError:
        return False
    return True


def is_number(value: Any) -> bool:
    return is_int(value) or (isinstance(value, float) and math.isfinite(value))


# -- folders -----------------------------------------------------------------------------------
def os_reason(exc: OSError) -> str:
    """An OSError in a few plain words."""
    plain = {
        errno.EACCES: _("permission denied"),
        errno.EPERM: _("not permitted"),
        errno.EROFS: _("the disk is read-only"),
        errno.ENOSPC: _("the disk is full"),
        errno.EDQUOT: _("the disk quota is used up"),
        errno.ENOTDIR: _("a file stands where a folder should be"),
        errno.EEXIST: _("a file stands where a folder should be"),
        errno.EISDIR: _("a folder stands where a file should be"),
        errno.ELOOP: _("too many links"),
        errno.ENAMETOOLONG: _("the name is too long"),
    }
    return plain.get(exc.errno or -1) or exc.strerror or str(exc) or type(exc).__name__


def ensure_folder(path: Path) -> None:
    """Create ``path`` (and its parents) as a folder; an OSError explains what is in the way."""
    if entry_kind(path) == "folder":
        return
    if entry_kind(path) not in ("missing",):
        raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR), str(path))
    path.mkdir(parents=True, exist_ok=True)


def list_entries(folder: Path, suffix: str = ".json") -> list[tuple[Path, str, float]]:
    """Every visible entry named ``*<suffix>`` in ``folder`` as (path, kind, mtime), newest
    first, without following links; an empty list when the folder cannot be read."""
    if entry_kind(folder) != "folder":
        return []
    out = []
    try:
        with os.scandir(folder) as it:
            for entry in it:
                if entry.name.startswith(".") or not entry.name.endswith(suffix):
                    continue
                try:
                    info = entry.stat(follow_symlinks=False)
                except OSError:
                    continue
                out.append((Path(entry.path), _kind_of_mode(info.st_mode), info.st_mtime))
    except OSError:
        return []
    out.sort(key=lambda item: item[2], reverse=True)
    return out


def _kind_of_mode(mode: int) -> str:
    for test, kind in (
        (stat.S_ISREG, "file"),
        (stat.S_ISLNK, "link"),
        (stat.S_ISDIR, "folder"),
        (stat.S_ISFIFO, "pipe"),
        (stat.S_ISSOCK, "socket"),
    ):
        if test(mode):
            return kind
    return "device"


def not_a_file_reason(kind: str) -> str:
    return _(_NOT_A_FILE_CLAUSE.get(kind, N_("cannot be read")))


def hold_while_writing(fd: int) -> int | None:
    """Mark a temporary file as being written: an advisory lock (``flock``) that the system
    drops when the writer ends, even killed, so :func:`clean_stale_temporaries` can tell an
    abandoned file from one being written now, whatever their age. Returns a descriptor
    holding the lock (release it with :func:`os.close` once the file has its name), or None
    where there are no such locks (Windows, where an open file cannot be removed anyway)."""
    try:
        import fcntl
    except ImportError:
        return None
    held = os.dup(fd)  # the lock outlives the writer's own descriptor, closed before the rename
    try:
        fcntl.flock(held, fcntl.LOCK_EX)
    except OSError:
        os.close(held)
        return None
    return held


def _remove_if_abandoned(path: str) -> bool:
    """Remove a temporary file that no process is writing (its writer's lock is gone)."""
    try:
        import fcntl
    except ImportError:  # Windows refuses to remove a file a writer has open: that is the test
        os.unlink(path)
        return True
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | os.O_NONBLOCK | os.O_CLOEXEC
    fd = os.open(path, flags)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False  # a write under way in another window
        opened, there = os.fstat(fd), os.lstat(path)
        if (opened.st_dev, opened.st_ino) != (there.st_dev, there.st_ino):
            return False  # renamed and replaced in between: not the file looked at
        os.unlink(path)
        return True
    finally:
        os.close(fd)


def clean_stale_temporaries(folders: Iterable[Path]) -> int:
    """Remove ``.*.tmp`` files left by writes that never finished (a crash, a kill), however
    new: only a file whose writer still holds it (:func:`hold_while_writing`) is a write under
    way, in another window, and is left alone. Returns how many were removed."""
    removed = 0
    for folder in folders:
        if entry_kind(folder) != "folder":
            continue
        try:
            with os.scandir(folder) as it:
                entries = list(it)
        except OSError:
            continue
        for entry in entries:
            if not (entry.name.startswith(".") and entry.name.endswith(".tmp")):
                continue
            try:
                info = entry.stat(follow_symlinks=False)
                if stat.S_ISREG(info.st_mode) and _remove_if_abandoned(entry.path):
                    removed += 1
            except OSError:
                continue
    return removed


def _size(n: int) -> str:
    if n >= MB:
        return _("{size} MB").format(size=number(float(f"{n / MB:.1f}")))
    return _("{size} KB").format(size=number(max(1, n // 1024)))
