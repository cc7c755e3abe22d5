"""Where files go, and how they are written safely.

Nothing here creates a folder just to read from it: a read-only disk, a data folder that is a
file, or a folder without permissions must still let the app start (reads then find nothing,
and writes fail with a sentence). Folders are made when something is written.
"""

from __future__ import annotations

import errno
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from ..i18n import N_, _
from .files import ensure_folder, entry_kind, hold_while_writing, os_reason

ENV = "CARDTUI_DATA_DIR"


def data_dir() -> Path:
    """The user data directory (not created: see :func:`ensure_folder`)."""
    override = os.environ.get(ENV)
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("cardtui", appauthor=False))


def saves_dir() -> Path:
    """The player's named saves."""
    return data_dir() / "saves"


def autosaves_dir() -> Path:
    """One autosave per unfinished match (named by the match's id)."""
    return data_dir() / "autosaves"


def history_dir() -> Path:
    """Finished matches kept to replay (named by the match's id)."""
    return data_dir() / "history"


def folder_problem() -> str | None:
    """None, or one sentence saying which of cardtui's folders cannot be used and why, and
    what that means (play goes on; what would be written there is not). Checked at start: a
    folder without search permission reads as empty, so without this the player would only
    see their saves and statistics gone."""
    folders = (
        (
            data_dir(),
            N_(
                "cardtui cannot use its data folder {folder} ({reason}): you can play, but "
                "games, settings and statistics will not be saved."
            ),
        ),
        (
            saves_dir(),
            N_(
                "cardtui cannot use its saves folder {folder} ({reason}): you can play, but "
                "games saved by name will not be saved."
            ),
        ),
        (
            autosaves_dir(),
            N_(
                "cardtui cannot use its folder of unfinished games {folder} ({reason}): you "
                "can play, but unfinished games will not be saved."
            ),
        ),
        (
            history_dir(),
            N_(
                "cardtui cannot use its folder of finished matches {folder} ({reason}): you "
                "can play, but finished matches will not be saved."
            ),
        ),
    )
    for folder, sentence in folders:
        reason = _unusable(folder)
        if reason:
            return _(sentence).format(folder=folder, reason=reason)
    return None


def _unusable(folder: Path) -> str | None:
    """Why ``folder`` (when it is there) cannot be listed and written, or None."""
    try:
        os.lstat(folder)
    except (FileNotFoundError, NotADirectoryError):
        return None  # made when something is written (or that write says why not)
    except OSError as exc:
        return os_reason(exc)
    if entry_kind(folder) != "folder":
        return None  # writing says what stands in the way
    try:
        with os.scandir(folder):
            pass
    except OSError as exc:
        return os_reason(exc)
    effective = os.access in os.supports_effective_ids
    if not os.access(folder, os.W_OK | os.X_OK, effective_ids=effective) and not _read_only(folder):
        return os_reason(PermissionError(errno.EACCES, "permission denied"))
    return None  # a read-only disk is said by the first write, as before


def _read_only(folder: Path) -> bool:
    try:
        return bool(os.statvfs(folder).f_flag & os.ST_RDONLY)
    except (OSError, AttributeError):
        return False


def write_json_atomic(path: Path, data: Any) -> None:
    """Write JSON to a temporary file beside ``path``, flush it to disk, then rename it over
    ``path``: readers see the old file or the new one, never a torn one. Never writes
    through a link or into a folder that stands where the file should be. The temporary file
    is held (:func:`hold_while_writing`) until it has its name, so another window starting
    meanwhile leaves it alone, and a killed write's file is removed at the next start."""
    ensure_folder(path.parent)
    kind = entry_kind(path)
    if kind not in ("file", "missing"):
        raise OSError(_(_STANDS.get(kind, _STANDS["device"])).format(name=path.name))
    text = json.dumps(data, indent=1, ensure_ascii=False) + "\n"
    for attempt in (1, 2):
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        held = hold_while_writing(fd)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                fh.write(text)
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, path)
            return
        except FileNotFoundError:
            # Another window starting in the instant before the lock took removed it: write
            # again (once; a second loss is a folder vanishing, and is said).
            if attempt == 2 or entry_kind(Path(tmp)) != "missing":
                Path(tmp).unlink(missing_ok=True)
                raise
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        finally:
            if held is not None:
                os.close(held)


def move_aside(path: Path, reason: str = "broken") -> Path:
    """Rename a file we refused to ``<stem>.<reason>-N<suffix>`` (never overwriting anything;
    a link is renamed itself, never followed). Raises OSError when it cannot be moved."""
    n = 1
    while True:
        target = path.with_name(f"{path.stem}.{reason}-{n}{path.suffix}")
        if entry_kind(target) == "missing":
            path.rename(target)
            return target
        n += 1
        if n > 10_000:
            raise FileExistsError(17, "too many files set aside already", str(path))


# What stands where a file is to be written (``entry_kind``), as said to the player.
_STANDS = {
    "link": N_("a link stands where {name} should be"),
    "folder": N_("a folder stands where {name} should be"),
    "pipe": N_("a pipe stands where {name} should be"),
    "socket": N_("a socket stands where {name} should be"),
    "device": N_("a device stands where {name} should be"),
}
