"""How the app looks and paces itself (not rules: those are each game's ``Options``).

One source of truth: :class:`UiSettings` wraps the player's saved :class:`Settings` (the store
keeps them on disk) and adds what lasts only for this session: overrides from the command line
(``cardtui play --ascii --delay 0`` should not change the saved choice), the pile display for
memory play and the input guard of dialogs.
"""

from __future__ import annotations

import dataclasses
from contextlib import suppress
from typing import Any

from ..i18n import _
from ..store.files import os_reason
from ..store.paths import data_dir, move_aside
from ..store.settings import FILENAME, Settings, drop_refused, read_settings, save_settings

# Seconds a bot's chosen move stays on screen before it is played, by speed name.
BOT_SPEEDS: dict[str, float] = {"slow": 1.6, "normal": 0.8, "fast": 0.3, "instant": 0.0}

# Friendlier names the screens use for stored fields.
ALIASES = {"ascii_cards": "card_style"}
STORED = {f.name for f in dataclasses.fields(Settings)}


class UiSettings:
    """The app's settings; the app holds one and every screen reads it.

    Attribute access reads the stored settings (``bot_delay``, ``coach``, ``theme``...), with
    ``ascii_cards`` as a bool for ``card_style``; assigning one changes the stored settings
    (the app writes them to disk with :meth:`persist`).
    """

    def __init__(
        self,
        stored: Settings | None = None,
        *,
        pile_top_only: bool = False,
        input_guard: float = 0.6,
        coach_iterations: int | None = None,
        **changes: Any,
    ) -> None:
        object.__setattr__(self, "stored", stored or Settings())
        object.__setattr__(self, "session", {})  # command-line overrides, never saved
        object.__setattr__(self, "changed", set())  # what this window changed (to write)
        self.pile_top_only = pile_top_only  # show only the pile's top card (memory play)
        # Seconds the handoff and results screens ignore keys after they open, so an Enter
        # pressed twice for the last move neither reveals the next player's hand nor skips
        # the round's results.
        self.input_guard = input_guard
        # The coach's search budget (None: the game's default, about 1 s); tests use less.
        self.coach_iterations = coach_iterations
        self.notice: str | None = None  # why the saved settings could not be used
        for name, value in changes.items():
            setattr(self, name, value)

    @classmethod
    def load(cls, **session: Any) -> UiSettings:
        """The saved settings, with ``session`` overrides on top for this run only. A file
        that cannot be used at all is kept aside and the defaults used; a file with one bad
        value keeps its good ones and loses only that one. Either way with a notice."""
        stored, notice, broken = read_settings()
        settings = cls(stored)
        if broken:
            try:
                moved = move_aside(data_dir() / FILENAME)
                kept = _("The old file was kept as {name}.").format(name=moved.name)
                notice = f"{notice} {kept}"
            except OSError:
                pass
            # The file was set aside: the next write puts every setting back.
            settings.changed.update(STORED)
        elif notice:
            with suppress(OSError):
                drop_refused()
        settings.notice = notice
        settings.override(**session)
        return settings

    # -- stored fields as attributes -----------------------------------------------------------
    @staticmethod
    def _to_store(name: str, value: Any) -> tuple[str, Any]:
        if name == "ascii_cards":
            return "card_style", "ascii" if value else "unicode"
        return name, value

    def __getattr__(self, name: str) -> Any:  # only called for names not set on the object
        key = ALIASES.get(name, name)
        if key not in STORED:
            raise AttributeError(f"UiSettings has no {name!r}")
        value = self.session.get(key, getattr(self.stored, key))
        return value == "ascii" if name == "ascii_cards" else value

    def __setattr__(self, name: str, value: Any) -> None:
        key, stored_value = self._to_store(name, value)
        if key not in STORED:
            object.__setattr__(self, name, value)
            return
        self.session.pop(key, None)  # the player chose: no longer just for this session
        object.__setattr__(self, "stored", self.stored.with_changes(**{key: stored_value}))
        self.changed.add(key)

    def override(self, **changes: Any) -> None:
        """Change settings for this session only (``cardtui play --ascii``)."""
        for name, value in changes.items():
            key, stored_value = self._to_store(name, value)
            self.stored.with_changes(**{key: stored_value})  # checks the value
            self.session[key] = stored_value

    def persist(self) -> str | None:
        """Write the settings this window changed over what is on disk now (another window's
        changes to other settings are kept); None, or a sentence saying why it failed."""
        if not self.changed:
            return None
        try:
            save_settings(self.stored, self.changed)
        except OSError as exc:
            return _("Your settings could not be saved ({reason}).").format(reason=os_reason(exc))
        self.changed.clear()
        return None

    @property
    def speed_name(self) -> str:
        return speed_name(self.bot_delay)


def speed_name(delay: float) -> str:
    """The name of the speed closest to ``delay``."""
    return min(BOT_SPEEDS, key=lambda name: abs(BOT_SPEEDS[name] - delay))


def step_speed(delay: float, faster: bool) -> float:
    """The next speed up or down from ``delay`` (clamped at the ends)."""
    delays = sorted(BOT_SPEEDS.values(), reverse=True)  # slowest first
    current = delays.index(BOT_SPEEDS[speed_name(delay)])
    nxt = min(current + 1, len(delays) - 1) if faster else max(current - 1, 0)
    return delays[nxt]
