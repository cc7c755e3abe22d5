"""Player settings, stored beside the saves.

Reading checks every value on its own: a bad one is dropped (with a notice) and the others are
kept. Writing is a read-merge-write of the keys this window changed, under a lock (the
``filelock`` package: a lock file the system releases if the process dies), so two windows
changing different settings both keep their change.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from ..core.errors import OptionError
from ..core.options import build_options
from ..i18n import LANGUAGES, N_, _, ngettext, number
from .files import DataError, Missing, clean_text, ensure_folder, is_int, read_json
from .paths import data_dir, write_json_atomic

FILENAME = "settings.json"
LOCKNAME = ".settings.lock"
MAX_BYTES = 64 * 1024
MAX_BOT_DELAY = 10.0
MAX_HISTORY_KEPT = 1000
LOCK_SECONDS = 5.0


@dataclass(frozen=True)
class Settings:
    bot_delay: float = 0.6  # seconds a bot's move stays highlighted before play goes on
    card_style: Literal["unicode", "ascii"] = "unicode"
    theme: str = "textual-dark"
    # Every game: the coach's advice on your turns (and Zirkhaki's bust odds); the name is
    # the one saved settings have always used.
    coach: bool = False
    confirm_quit: bool = True
    undo_between_humans: bool = False
    # Hot-seat: cover the screen on every pass between humans; off, only when something on
    # it is private (a hand, a peek) or the game was just picked up.
    cover_every_pass: bool = True
    show_tallies: bool = False  # Xeri: live point tallies (A10 keeps them hidden by default)
    history_kept: int = 50  # finished matches kept in Saves to replay (the oldest go first)
    # The language (issue 28): "" follows the system's locale, else a code of i18n.LANGUAGES
    # (never the pseudo-language: that one is for one run, `cardtui --lang qps`).
    language: str = ""
    latin_digits: bool = False  # numbers in 0-9 whatever the language
    # Right-to-left lines put in visual order by cardtui, or sent as written to a terminal
    # that does BiDi itself.
    rtl_by: Literal["cardtui", "terminal"] = "cardtui"

    def with_changes(self, **changes) -> Settings:
        checked = {name: check_value(name, value) for name, value in changes.items()}
        return build_options(Settings, self, checked, game="Settings")


FIELDS = {f.name for f in dataclasses.fields(Settings)}

# Each setting as the Settings screen names it, and what a good value is (for the sentence
# about a value that was dropped). Catalog messages, translated when said (``{most}`` is the
# largest value allowed).
WORDS = {
    "bot_delay": (N_("Bot speed"), N_("a number of seconds from 0 to {most}")),
    "card_style": (N_("ASCII cards"), N_("on or off")),
    "theme": (N_("Theme"), N_("a theme's name")),
    "coach": (N_("Coach (all games)"), N_("on or off")),
    "confirm_quit": (N_("Ask before quitting a game"), N_("on or off")),
    "undo_between_humans": (N_("Undo between human players"), N_("on or off")),
    "cover_every_pass": (N_("Covers when nothing is private"), N_("on or off")),
    "show_tallies": (N_("Live point tallies"), N_("on or off")),
    "history_kept": (
        N_("Finished matches kept in Saves"),
        N_("a whole number from 0 to {most}"),
    ),
    "language": (N_("Language"), N_("en, fa, ar, bn, el or empty (from the system)")),
    "latin_digits": (N_("Digits"), N_("on or off")),
    "rtl_by": (N_("Right-to-left text"), N_("cardtui or terminal")),
}
_MOST = {"bot_delay": f"{MAX_BOT_DELAY:g}", "history_kept": str(MAX_HISTORY_KEPT)}


def check_value(name: str, value: Any) -> Any:
    """A setting's value as given, or OptionError when it is out of range."""
    if name == "bot_delay":
        try:
            delay = float(value)
        except (TypeError, ValueError, OverflowError):
            raise OptionError(
                _("The bot delay must be a number of seconds, not {value!r}.").format(value=value)
            ) from None
        if not math.isfinite(delay) or not 0 <= delay <= MAX_BOT_DELAY:
            raise OptionError(
                _("The bot delay must be between 0 and {most} seconds.").format(
                    most=number(f"{MAX_BOT_DELAY:g}")
                )
            )
        return delay
    if name == "history_kept":
        if not is_int(value) or not 0 <= value <= MAX_HISTORY_KEPT:
            raise OptionError(
                _("The finished matches kept must be a whole number from 0 to {most}.").format(
                    most=number(MAX_HISTORY_KEPT)
                )
            )
        return value
    if name == "language":
        if value != "" and value not in LANGUAGES:
            known = ", ".join(LANGUAGES)
            raise OptionError(
                _("The language must be one of {codes}, not {value}.").format(
                    codes=known, value=repr(value)
                )
            )
        return value
    if name == "latin_digits" and not isinstance(value, bool):
        raise OptionError(
            _("The digits setting must be on or off, not {value}.").format(value=repr(value))
        )
    if name == "theme" and isinstance(value, str):
        return clean_text(value, 64)
    return value


def settings_path() -> Path:
    return data_dir() / FILENAME


def _read_raw(path: Path) -> dict[str, Any]:
    """The file's table of settings (may hold bad values); {} when there is none."""
    try:
        data = read_json(path, max_bytes=MAX_BYTES, max_depth=2, what=N_("Your settings file"))
    except Missing:
        return {}
    if not isinstance(data, dict):
        raise DataError(_("Your settings file is not a table of settings."))
    return data


def from_data(data: dict[str, Any]) -> tuple[Settings, list[str]]:
    """Settings from a table: each known value checked on its own; the names of the values
    that were refused. Unknown names are ignored (a newer cardtui may have written them)."""
    settings, refused = Settings(), []
    for name, value in data.items():
        if name not in FIELDS:
            continue
        try:
            settings = settings.with_changes(**{name: value})
        except (OptionError, ValueError, TypeError, OverflowError):
            refused.append(name)
    return settings, refused


def load_settings() -> tuple[Settings, str | None]:
    """The saved settings and None, or what could be used and a sentence saying why not all."""
    settings, notice, _broken = read_settings()
    return settings, notice


def read_settings() -> tuple[Settings, str | None, bool]:
    """The saved settings, a sentence when not all could be used, and whether the file as a
    whole is unusable (True: it is to be set aside; False: only single values were dropped,
    and the file is kept for the good ones)."""
    try:
        data = _read_raw(settings_path())
    except DataError as exc:
        return Settings(), _("{problem} Using the default settings.").format(problem=exc), True
    settings, refused = from_data(data)
    if refused:
        return settings, refused_sentence(refused, data), False
    return settings, None, False


def refused_sentence(refused: list[str], data: dict[str, Any]) -> str:
    """Which settings were dropped and why, in the Settings screen's words."""
    parts = []
    for name in refused:
        label, good = WORDS.get(name, (name.replace("_", " "), N_("another value")))
        most = number(_MOST[name]) if name in _MOST else ""
        shown = clean_text(repr(data.get(name)), 30)
        # Translators: {setting} is a setting's name; {value} what the file held; {good}
        # what a good value is ("on or off").
        parts.append(
            _("{setting} was {value}, not {good}").format(
                setting=_(label) if name in WORDS else label,
                value=shown,
                good=_(good).format(most=most),
            )
        )
    # Translators: {values} lists "Theme was 3, not a theme's name" parts, joined by "; ".
    return ngettext(
        "Your settings file had a value cardtui cannot use: {values}. It was set back to "
        "the default; your other settings are kept.",
        "Your settings file had values cardtui cannot use: {values}. They were set back to "
        "the default; your other settings are kept.",
        len(parts),
    ).format(values="; ".join(parts))


def drop_refused() -> None:
    """Write the file again with its refused values set back to their defaults (the good ones
    and names a newer cardtui wrote are kept), so the notice is given once. Raises OSError
    when it cannot (a read-only disk: the notice then comes again next time)."""
    save_settings(Settings(), changed=())


def save_settings(settings: Settings, changed: Iterable[str] | None = None) -> Settings:
    """Write ``changed`` settings (all when None) over what is on disk now, under the lock,
    and return the settings as the file now holds them. Raises OSError when it cannot."""
    keys = FIELDS if changed is None else set(changed) & FIELDS
    path = settings_path()
    mine = dataclasses.asdict(settings)
    ensure_folder(data_dir())
    from filelock import FileLock  # a save takes it; the menu starts without it

    with FileLock(str(data_dir() / LOCKNAME), timeout=LOCK_SECONDS):
        try:
            on_disk = _read_raw(path)
        except DataError:
            on_disk = {}  # a broken file is replaced by good values
        current, _refused = from_data(on_disk)
        merged = dataclasses.asdict(current) | {k: mine[k] for k in keys}
        # Names this cardtui does not know are kept for the cardtui that wrote them.
        extra = {k: v for k, v in on_disk.items() if k not in FIELDS}
        write_json_atomic(path, extra | merged)
    return Settings(**merged)
