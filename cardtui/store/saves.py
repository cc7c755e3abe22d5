"""Saves are action logs: who sat where, the options, the seed, and every move as its code.

Loading replays the moves through the rules, so a save is small, exact and readable, and a save
that no longer replays is refused with a sentence instead of half-loading. A refused file is
moved aside, never overwritten.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .. import games
from ..core.match import Match, Redeal
from ..core.protocol import Event
from ..core.seats import Seat
from .paths import move_aside, saves_dir, write_json_atomic

FORMAT = "cardtui-save"
# 2 added the points where undo dealt unseen cards anew ("redeals") and "known_deal"; a
# format-1 save has neither and reads as before.
VERSION = 2
READS = (1, 2)
AUTOSAVE = "autosave"


class SaveError(ValueError):
    """A save that cannot be loaded; the message says why in a sentence."""


@dataclass
class SaveGame:
    game: str
    seats: list[Seat]
    options: dict[str, Any]
    seed: int
    first_dealer: int
    rounds: list[list[str]] = field(default_factory=lambda: [[]])
    deck: list[str] | None = None
    rules_version: int = 1
    name: str = ""
    saved_at: str = ""
    redeals: list[Redeal] = field(default_factory=list)
    known_deal: bool = False  # the players chose the seed: it may be shown during play

    # -- from and to a live match --------------------------------------------------------
    @classmethod
    def of(cls, match: Match, name: str = "") -> SaveGame:
        deck = match._deck
        return cls(
            game=match.spec.name,
            seats=list(match.seats),
            options=dataclasses.asdict(match.options),
            seed=match.seed,
            first_dealer=match.first_dealer,
            rounds=[list(r) for r in match.log],
            # A stacked deck may be given as cards or as their codes.
            deck=[c if isinstance(c, str) else c.code for c in deck] if deck is not None else None,
            rules_version=match.spec.rules_version,
            name=name,
            redeals=list(match.redeals),
            known_deal=match.known_deal,
        )

    def new_match(self) -> Match:
        """The match as it stood before its first move."""
        spec = games.get(self.game)
        try:
            deck = [spec.parse_card(c) for c in self.deck] if self.deck is not None else None
            return Match(
                spec,
                self.seats,
                self.options,
                seed=self.seed,
                first_dealer=self.first_dealer,
                deck=deck,
                known_deal=self.known_deal,
            )
        except ValueError as exc:
            raise SaveError(f"This save cannot start its game: {exc}") from exc

    def steps(self, match: Match | None = None) -> Iterator[Step]:
        """Replay the log on ``match`` (a fresh one by default), one :class:`Step` before each
        move; the move is played when the consumer calls ``step.play()`` or moves on. Rounds
        are finished and dealt, and undo's redeals made, where the log says: every tool that
        walks a save (loading, undo, replays, statistics) walks it here."""
        match = self.new_match() if match is None else match
        redeals = {(d.round_no, d.moves): [] for d in self.redeals}
        for d in self.redeals:
            redeals[(d.round_no, d.moves)].append(d)
        for r, codes in enumerate(self.rounds):
            if r > 0:
                if not match.state.is_over:
                    raise SaveError(f"This save starts round {r + 1} before round {r} is over.")
                match.finish_round()
                if match.is_over:
                    raise SaveError("This save has moves after the end of its match.")
                match.next_round()
            for i in range(len(codes) + 1):
                for d in redeals.get((r + 1, i), ()):
                    try:
                        match.redeal(d.seat, d.seed)
                    except (ValueError, IndexError) as exc:
                        raise SaveError(
                            f"The cards dealt anew after move {i} of round {r + 1} cannot be "
                            f"dealt again: {exc}"
                        ) from exc
                if i == len(codes):
                    break
                redealt = bool(redeals.get((r + 1, i)))
                step = Step(match, r + 1, i + 1, match.state.current_player, codes[i], redealt)
                yield step
                step.play()

    def replay(self, upto: int | None = None) -> Match:
        """Rebuild the match by replaying the log (the first ``upto`` moves, if given)."""
        match = self.new_match()
        if upto is not None and upto <= 0:
            return match
        for done, step in enumerate(self.steps(match), start=1):
            step.play()
            if upto is not None and done >= upto:
                break
        return match  # a finished round stays unrecorded, as in the live match it mirrors

    @property
    def move_count(self) -> int:
        return sum(len(r) for r in self.rounds)

    def truncated(self, moves: int) -> SaveGame:
        """The same save with only its first ``moves`` moves (and the redeals made by then)."""
        rounds: list[list[str]] = []
        left = moves
        for codes in self.rounds:
            if left <= 0 and rounds:
                break
            rounds.append(codes[: max(left, 0)])
            left -= len(codes)
        rounds = rounds or [[]]
        kept = [
            d
            for d in self.redeals
            if d.round_no < len(rounds)
            or (d.round_no == len(rounds) and d.moves <= len(rounds[-1]))
        ]
        return dataclasses.replace(self, rounds=rounds, redeals=kept)

    def movers(self) -> list[int]:
        """The seat that made each move, in order (by replaying the log)."""
        return [step.seat for step in self.steps()]

    def undo_point(self, seats: set[int]) -> int | None:
        """How many moves to keep to take back the last move made by one of ``seats`` (and
        every move after it); None when they have made no move."""
        movers = self.movers()
        for i in range(len(movers) - 1, -1, -1):
            if movers[i] in seats:
                return i
        return None

    # -- JSON ---------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "rules_version": self.rules_version,
            "name": self.name,
            "saved_at": self.saved_at or datetime.now(UTC).isoformat(timespec="seconds"),
            "seats": [s.to_dict() for s in self.seats],
            "options": self.options,
            "seed": self.seed,
            "first_dealer": self.first_dealer,
            "deck": self.deck,
            "rounds": self.rounds,
            "redeals": [d.to_list() for d in self.redeals],
            "known_deal": self.known_deal,
        }

    @classmethod
    def from_dict(cls, data: Any) -> SaveGame:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise SaveError("This file is not a cardtui save.")
        if data.get("version") not in READS:
            raise SaveError(
                f"This save was written by another version of cardtui (save format "
                f"{data.get('version')!r}; this cardtui reads format {VERSION})."
            )
        try:
            game = games.resolve(data["game"])
        except (KeyError, ValueError) as exc:
            raise SaveError(f"This save is for a game cardtui does not know: {exc}") from None
        spec = games.get(game)
        if data.get("rules_version") != spec.rules_version:
            raise SaveError(
                f"This save was made with version {data.get('rules_version')!r} of the "
                f"{spec.title} rules; this cardtui plays version {spec.rules_version}."
            )
        try:
            seats = [Seat.from_dict(s) for s in _list(data, "seats")]
            rounds = [[_text(c) for c in _list({"r": r}, "r")] for r in _list(data, "rounds")]
            deck = data.get("deck")
            if deck is not None:
                deck = [_text(c) for c in _list(data, "deck")]
            options = data.get("options") or {}
            if not isinstance(options, dict):
                raise SaveError("Its options are not a list of names and values.")
            seed, dealer = data.get("seed"), data.get("first_dealer")
            if not isinstance(seed, int) or not isinstance(dealer, int):
                raise SaveError("Its seed or first dealer is missing.")
            redeals = [_redeal(d) for d in data.get("redeals") or []]
            known_deal = data.get("known_deal", False)
            if not isinstance(known_deal, bool):
                raise SaveError("Its 'known_deal' is not true or false.")
        except SaveError as exc:
            raise SaveError(f"This save is damaged: {exc}") from None
        except (TypeError, ValueError) as exc:
            raise SaveError(f"This save is damaged: {exc}") from None
        return cls(
            game,
            seats,
            options,
            seed,
            dealer,
            rounds or [[]],
            deck,
            spec.rules_version,
            str(data.get("name") or ""),
            str(data.get("saved_at", "")),
            redeals,
            known_deal,
        )

    # -- files --------------------------------------------------------------------------
    def write(self, path: Path) -> None:
        self.saved_at = datetime.now(UTC).isoformat(timespec="seconds")
        write_json_atomic(path, self.to_dict())

    @classmethod
    def read(cls, path: Path) -> SaveGame:
        """Read and check a save file (replay it with :meth:`replay` to be sure it plays)."""
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise SaveError(f"There is no save at {path}.") from None
        except (OSError, UnicodeDecodeError) as exc:
            raise SaveError(f"This save cannot be read: {exc}.") from None
        try:
            data = json.loads(text)
        except json.JSONDecodeError:
            raise SaveError("This save is damaged or cut short: it is not complete JSON.") from None
        return cls.from_dict(data)


@dataclass
class Step:
    """One move of a save being replayed (:meth:`SaveGame.steps`), before it is played:
    ``match`` stands just before it; ``play()`` plays it (once) and gives its events."""

    match: Match
    round_no: int
    move_no: int  # within the round, from 1
    seat: int | None
    code: str
    redealt: bool = False  # undo dealt the unseen cards anew just before this move
    events: list[Event] | None = None

    def play(self) -> list[Event]:
        if self.events is None:
            try:
                self.events = self.match.apply(self.code)
            except ValueError as exc:
                raise SaveError(
                    f"Move {self.move_no} of round {self.round_no} ('{self.code}') no longer "
                    f"replays: {exc}"
                ) from exc
        return self.events


def _redeal(value: Any) -> Redeal:
    if (
        not isinstance(value, list)
        or len(value) != 4
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        raise SaveError(f"{value!r} is not a point where cards were dealt anew.")
    return Redeal(*value)


def _list(data: dict, key: str) -> list:
    value = data.get(key)
    if not isinstance(value, list):
        raise SaveError(f"'{key}' is missing or not a list.")
    return value


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise SaveError(f"{value!r} is not a move or card code.")
    return value


def save_path(name: str) -> Path:
    slug = "".join(ch if ch.isalnum() or ch in "-_" else "-" for ch in name.strip().lower())
    return saves_dir() / f"{slug.strip('-') or 'save'}.json"


def load(path: Path) -> tuple[SaveGame, Match]:
    """Read and replay a save. A save that fails is moved aside and a SaveError raised whose
    message says why and where the file went."""
    try:
        save = SaveGame.read(path)
        return save, save.replay()
    except SaveError as exc:
        if path.exists():
            moved = move_aside(path)
            raise SaveError(f"{exc} It was moved aside to {moved.name}.") from None
        raise


def list_saves() -> list[tuple[Path, SaveGame | None]]:
    """Every save file, newest first; a file that cannot be read is listed with None."""
    out = []
    for path in sorted(saves_dir().glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True):
        try:
            out.append((path, SaveGame.read(path)))
        except SaveError:
            out.append((path, None))
    return out
