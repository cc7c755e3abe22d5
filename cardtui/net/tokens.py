"""The seats this player holds on game servers: one token per server, room and name, kept in
the data folder (``online.json``), so that ``cardtui join ADDRESS CODE`` after a dropped
connection, a closed terminal or a restart takes the seat back.

A token is a secret (whoever has it plays the seat), so it is written only to this file,
which is created readable by its owner alone, and never shown: not on screen, not in a
message, not in a ``repr``. The file also remembers the last server and name used, for the
"Play online" form. A damaged file is set aside and an empty book started (the player is told).
"""

from __future__ import annotations

import json
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from ..core.text import clean_name, clean_text
from ..i18n import _, number
from ..store.paths import data_dir, move_aside, write_json_atomic

FILENAME = "online.json"
KEEP = 40  # seats remembered (the oldest are forgotten first)


@dataclass
class SavedSeat:
    server: str  # the server's URL (``client.server_url``)
    room: str
    seat: int
    name: str
    token: str = field(repr=False)
    game: str = ""
    saved: float = 0.0

    def __post_init__(self) -> None:
        # The file may have been edited by hand: what is shown from it is cleaned.
        self.name = clean_name(self.name)
        self.room = clean_text(self.room, 16) if isinstance(self.room, str) else ""
        self.game = clean_text(self.game, 40) if isinstance(self.game, str) else ""

    def describe(self) -> str:
        from .. import games

        title = _(games.get(self.game).title) if self.game in games.all() else self.game
        # Translators: a seat saved on this computer, e.g. "room K7QXM: Xeri, seat 1, as Ann"
        return _("room {code}: {game}, seat {seat}, as {name}").format(
            code=self.room, game=title, seat=number(self.seat + 1), name=self.name
        )


class SeatBook:
    """Read and write the saved seats; every write is atomic, every failure a sentence."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else data_dir() / FILENAME
        self.notice: str | None = None  # why the file could not be read (once)
        self._data = self._load()

    def _load(self) -> dict[str, Any]:
        empty: dict[str, Any] = {"version": 1, "last": {}, "seats": []}
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return empty
        except OSError as exc:
            self.notice = _("Your saved online seats could not be read ({reason}).").format(
                reason=exc.strerror or exc
            )
            return empty
        try:
            data = json.loads(text)
            seats = [SavedSeat(**item) for item in data["seats"]]
            last = dict(data.get("last") or {})
        except (ValueError, TypeError, KeyError, AttributeError):
            try:
                moved = move_aside(self.path).name
            except OSError:
                moved = None
            if moved:
                self.notice = _(
                    "Your saved online seats were damaged (the file was kept as {name})."
                ).format(name=moved)
            else:
                self.notice = _("Your saved online seats were damaged.")
            return empty
        return {"version": 1, "last": last, "seats": [asdict(s) for s in seats]}

    def _write(self) -> str | None:
        try:
            write_json_atomic(self.path, self._data)
        except OSError as exc:
            return _("Your online seat could not be saved ({reason}).").format(
                reason=exc.strerror or exc
            )
        return None

    # -- seats -----------------------------------------------------------------------------------
    def seats(self, server: str | None = None) -> list[SavedSeat]:
        """Saved seats (on ``server``), the latest first."""
        found = [SavedSeat(**item) for item in self._data["seats"]]
        if server is not None:
            found = [s for s in found if s.server == server]
        return sorted(found, key=lambda s: s.saved, reverse=True)

    def seat(self, server: str, room: str, name: str) -> SavedSeat | None:
        """The seat ``name`` holds in ``room`` (two people may share this computer and its
        data folder: each takes back only their own seat)."""
        key = (server, room.strip().upper(), name.casefold())
        return next((s for s in self.seats(server) if _key(s) == key), None)

    def keep(self, seat: SavedSeat) -> str | None:
        """Remember a seat (replacing the same player's older one in the same room); a
        sentence if it could not be written."""
        seat.saved = seat.saved or time.time()
        others = [s for s in self.seats() if _key(s) != _key(seat)]
        self._data["seats"] = [asdict(s) for s in [seat, *others][:KEEP]]
        return self._write()

    def forget(self, server: str, room: str, name: str) -> str | None:
        key = (server, room.strip().upper(), name.casefold())
        left = [s for s in self.seats() if _key(s) != key]
        if len(left) == len(self._data["seats"]):
            return None
        self._data["seats"] = [asdict(s) for s in left]
        return self._write()

    # -- the form's defaults ---------------------------------------------------------------------
    @property
    def last(self) -> dict[str, str]:
        """The address and name used last (``address``, ``name``)."""
        return {k: clean_text(v, 200) for k, v in self._data["last"].items() if isinstance(v, str)}

    def remember(self, address: str, name: str) -> str | None:
        if self._data["last"] == {"address": address, "name": name}:
            return None
        self._data["last"] = {"address": address, "name": name}
        return self._write()


def _key(seat: SavedSeat) -> tuple[str, str, str]:
    return (seat.server, seat.room.upper(), seat.name.casefold())
