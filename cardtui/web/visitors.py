"""Who is visiting: the random key a browser keeps, and the data folder it opens.

The page makes a 128-bit random key once and keeps it in the browser's local storage; every
visit sends it in the websocket path. The key becomes a path on the server, so it is checked
strictly (exactly 32 lowercase hex digits) and the folder is named by a hash of it: a folder
listing or the server's log never shows the key that opens a folder.
"""

from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path

from ..i18n import _

KEY = re.compile(r"[0-9a-f]{32}")


def is_valid_key(key: str) -> bool:
    return KEY.fullmatch(key) is not None


def folder_name(key: str) -> str:
    """The visitor's folder name: 32 hex digits of SHA-256 of the key (never the key)."""
    if not is_valid_key(key):
        raise ValueError("A visitor key is 32 lowercase hexadecimal digits.")
    return hashlib.sha256(key.encode("ascii")).hexdigest()[:32]


def label(key: str) -> str:
    """A short name for the server's log (8 digits of the folder name)."""
    return folder_name(key)[:8]


def visitor_dir(root: Path, key: str) -> Path:
    """``root/visitors/<folder name>``, created (private to this user) when missing."""
    path = root / "visitors" / folder_name(key)
    path.mkdir(mode=0o700, parents=True, exist_ok=True)
    return path


def check_data_root(root: Path) -> Path:
    """The folder that holds the visitors' folders, created and checked writable at start
    (a bad --data-dir is a sentence when the server starts, not a failure per visitor)."""
    root = root.expanduser()
    try:
        (root / "visitors").mkdir(mode=0o700, parents=True, exist_ok=True)
    except OSError as exc:
        raise ValueError(
            _("Cannot use {folder} as the data folder: {reason}.").format(
                folder=root, reason=exc.strerror or exc
            )
        ) from None
    if not os.access(root / "visitors", os.W_OK | os.X_OK):
        raise ValueError(
            _("Cannot use {folder} as the data folder: it is not writable.").format(folder=root)
        )
    return root.resolve()
