"""Where the shipped assets (rules pages, themes) are, installed or in a checkout."""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent
# A wheel carries assets/ inside the package; an editable install or a checkout has it beside.
_CANDIDATES = (_PACKAGE / "assets", _PACKAGE.parent / "assets")


def assets_dir() -> Path:
    for path in _CANDIDATES:
        if path.is_dir():
            return path
    raise FileNotFoundError("cardtui's assets folder is missing; reinstall cardtui.")


def rules_text(game: str) -> str:
    """The player-friendly rules page of a game (Markdown)."""
    path = assets_dir() / "rules" / f"{game}.md"
    if not path.is_file():
        raise FileNotFoundError(f"No rules page for {game} at {path}.")
    return path.read_text(encoding="utf-8")


def help_text(name: str) -> str:
    """A help page shared by every game (``assets/help/<name>.md``), or "" when missing."""
    path = assets_dir() / "help" / f"{name}.md"
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return ""
