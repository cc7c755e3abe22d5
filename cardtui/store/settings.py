"""Player settings, stored beside the saves. A broken file falls back to the defaults."""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from typing import Literal

from ..core.errors import OptionError
from ..core.options import build_options
from .paths import data_dir, write_json_atomic

FILENAME = "settings.json"


@dataclass(frozen=True)
class Settings:
    bot_delay: float = 0.6  # seconds a bot's move stays highlighted before play goes on
    card_style: Literal["unicode", "ascii"] = "unicode"
    theme: str = "textual-dark"
    coach: bool = False  # Zirkhaki: show bust odds and the value of one more draw
    confirm_quit: bool = True
    undo_between_humans: bool = False
    show_tallies: bool = False  # Xeri: live point tallies (A10 keeps them hidden by default)

    def with_changes(self, **changes) -> Settings:
        return build_options(Settings, self, changes, game="Settings")


def load_settings() -> tuple[Settings, str | None]:
    """The saved settings and None, or the defaults and a sentence saying why."""
    path = data_dir() / FILENAME
    if not path.exists():
        return Settings(), None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not a table of settings")
        known = {f.name for f in dataclasses.fields(Settings)}
        return build_options(Settings, {k: v for k, v in data.items() if k in known}), None
    except (OSError, ValueError, OptionError) as exc:
        return Settings(), f"Your settings file could not be read ({exc}); using the defaults."


def save_settings(settings: Settings) -> None:
    write_json_atomic(data_dir() / FILENAME, dataclasses.asdict(settings))
