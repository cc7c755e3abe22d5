"""Where files go, and how they are written safely."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

ENV = "CARDTUI_DATA_DIR"


def data_dir() -> Path:
    """The user data directory (created on demand)."""
    override = os.environ.get(ENV)
    if override:
        path = Path(override)
    else:
        from platformdirs import user_data_dir

        path = Path(user_data_dir("cardtui", appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def write_json_atomic(path: Path, data: Any) -> None:
    """Write JSON to a temporary file beside ``path``, flush it to disk, then rename it over
    ``path``: readers see the old file or the new one, never a torn one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, indent=1, ensure_ascii=False)
            fh.write("\n")
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def move_aside(path: Path, reason: str = "broken") -> Path:
    """Rename a file we refused to ``<stem>.<reason>-N<suffix>`` (never overwriting anything)."""
    n = 1
    while True:
        target = path.with_name(f"{path.stem}.{reason}-{n}{path.suffix}")
        if not target.exists():
            path.rename(target)
            return target
        n += 1
