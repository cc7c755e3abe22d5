"""The last table set up for each game, so the setup form opens as it was left.

Kept in its own small file beside the settings (``setups.json``: one entry per game with its
seats and rules; never the seed, which would deal the same cards again). Written whole and
atomically on every Start; read defensively: anything odd in the file is ignored (the form
then opens with the standard table), never an error on the way to a game.
No Textual here.
"""

from __future__ import annotations

import json
from typing import Any

from .. import bots
from .. import games as registry
from ..core import Seat
from ..core.errors import OptionError
from ..core.text import clean_name as _clean_name
from ..i18n import _
from ..store.paths import data_dir, write_json_atomic
from .conductor import TableSetup

FILENAME = "setups.json"
FORMAT = "cardtui-setups"
MAX_BYTES = 64 * 1024  # a handful of short entries; anything bigger is not ours
NAME_LENGTH = 20  # as the form's name fields


def _path():
    return data_dir() / FILENAME


def _read() -> dict[str, Any]:
    """The games' entries, or an empty mapping when the file is missing or unusable."""
    try:
        path = _path()
        if path.is_symlink() or not path.is_file() or path.stat().st_size > MAX_BYTES:
            return {}
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return {}
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return {}
    games = data.get("games")
    return games if isinstance(games, dict) else {}


def clean_name(raw: Any) -> str:
    """A name as typed (or as the file has it): core's one cleaner, at the form's length."""
    return _clean_name(raw, NAME_LENGTH)


def _seat(raw: Any, game: str) -> Seat | None:
    if not isinstance(raw, dict):
        return None
    name = clean_name(raw.get("name"))
    if not name:
        return None
    if raw.get("kind") == "human":
        return Seat.human(name)
    level = raw.get("level")
    if raw.get("kind") == "bot" and level in bots.levels(game):
        return Seat.bot(level, name)
    return None


def recall(game: str) -> TableSetup | None:
    """The last table set up for ``game`` (seats and rules), or None."""
    try:
        game = registry.resolve(game)
    except ValueError:
        return None
    entry = _read().get(game)
    if not isinstance(entry, dict):
        return None
    spec = registry.get(game)
    raw_seats = entry.get("seats")
    if not isinstance(raw_seats, list) or len(raw_seats) > spec.max_players:
        return None
    seats = [_seat(s, game) for s in raw_seats]
    if any(s is None for s in seats):
        return None
    try:
        spec.check_players(len(seats))
    except ValueError:
        return None
    raw_options = entry.get("options")
    options: dict[str, Any] = {}
    if isinstance(raw_options, dict):
        try:
            spec.options(raw_options)  # every name and value still valid for this version
            options = dict(raw_options)
        except (OptionError, ValueError, TypeError):
            options = {}  # the rules changed since: keep the seats, use the standard rules
    return TableSetup(game, [s for s in seats if s is not None], options)


def remember(setup: TableSetup) -> str | None:
    """Keep ``setup``'s seats and rules for its game; None, or a sentence why not."""
    games = _read()
    games[setup.game] = {
        "seats": [s.to_dict() for s in setup.seats],
        "options": dict(setup.options),
    }
    try:
        write_json_atomic(_path(), {"format": FORMAT, "version": 1, "games": games})
    except OSError as exc:
        reason = exc.strerror or exc
    except (TypeError, ValueError) as exc:  # an option that is not plain data
        reason = exc
    else:
        return None
    return _("This table could not be remembered for next time ({reason}).").format(reason=reason)
    return None
