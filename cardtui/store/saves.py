"""Saves are action logs: who sat where, the options, the seed, and every move as its code.

Loading replays the moves through the rules, so a save is small, exact and readable, and a save
that no longer replays is refused with a sentence instead of half-loading. A refused file is
moved aside, never overwritten.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .. import games
from ..core.match import Match, Redeal
from ..core.protocol import Event
from ..core.seats import LEVELS, Seat
from ..i18n import N_, _, number
from .files import (
    MB,
    TITLE_MAX,
    DataError,
    Missing,
    clean_name,
    clean_text,
    is_int,
    is_number,
    list_entries,
    not_a_file_reason,
    read_json,
)
from .paths import autosaves_dir, move_aside, saves_dir, write_json_atomic

FORMAT = "cardtui-save"
# 2 added the points where undo dealt unseen cards anew ("redeals") and "known_deal"; a
# format-1 save has neither and reads as before.
VERSION = 2
READS = (1, 2)
AUTOSAVE = "autosave"  # the one autosave of cardtui before each match had its own

# Limits a real match stays far inside; a file past them is refused before it is replayed.
MAX_BYTES = 8 * MB
MAX_DEPTH = 6
MAX_SEATS = 8
MAX_ROUNDS = 1000
MAX_MOVES = 200_000  # in the whole match (Hidden Unders' turn cap can be 100,000 a round)
MAX_CODE = 64  # characters in a move or card code
MAX_DECK = 500
MAX_OPTION_INT = 10**9
MATCH_ID = re.compile(r"[0-9a-f]{8,32}")
CODE = re.compile(r"[ -~]+")  # printable ASCII: every move and card code is


def new_match_id() -> str:
    """A random id for a new match: it names the match's autosave."""
    import secrets  # only when a match is first saved: the menu starts without it

    return secrets.token_hex(6)


def match_id_of(match: Match) -> str:
    """The match's id (given to it when it is first saved, kept by resume and undo)."""
    found = match.__dict__.get("save_id")
    if not isinstance(found, str):
        found = new_match_id()
        match.__dict__["save_id"] = found
    return found


def coached_rounds(match: Match) -> set[int]:
    """The rounds of ``match`` in which the coach's advice was shown (counted apart in the
    statistics, as undo is). Kept in the save, so leaving and resuming does not forget it."""
    found = match.__dict__.get("coached_rounds")
    if not isinstance(found, set):
        found = match.__dict__["coached_rounds"] = set()
    return found


def lesson_of(match: Match) -> str:
    """The game a lesson's match teaches ("Learn to play"), or '' for an ordinary match."""
    found = match.__dict__.get("lesson")
    return found if isinstance(found, str) else ""


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
    match_id: str = field(default_factory=new_match_id)
    redeals: list[Redeal] = field(default_factory=list)
    known_deal: bool = False  # the players chose the seed: it may be shown during play
    lesson: str = ""  # a guided first round ("Learn to play"): the game it teaches
    coached: list[int] = field(default_factory=list)  # rounds in which the coach was shown

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
            match_id=match_id_of(match),
            redeals=list(match.redeals),
            known_deal=match.known_deal,
            lesson=lesson_of(match),
            coached=sorted(coached_rounds(match)),
        )

    def new_match(self) -> Match:
        """The match as it stood before its first move."""
        spec = games.get(self.game)
        try:
            deck = [spec.parse_card(c) for c in self.deck] if self.deck is not None else None
            match = Match(
                spec,
                self.seats,
                self.options,
                seed=self.seed,
                first_dealer=self.first_dealer,
                deck=deck,
                known_deal=self.known_deal,
            )
        except (ValueError, TypeError, OverflowError) as exc:
            raise SaveError(_("This save cannot start its game: {exc}").format(exc=exc)) from None
        match.__dict__["save_id"] = self.match_id  # resume and undo go on with the same id
        if self.lesson:
            match.__dict__["lesson"] = self.lesson
        coached_rounds(match).update(self.coached)
        return match

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
                    raise SaveError(
                        _("This save starts round {r} before round {before} is over.").format(
                            r=number(r + 1), before=number(r)
                        )
                    )
                match.finish_round()
                if match.is_over:
                    raise SaveError(_("This save has moves after the end of its match."))
                match.next_round()
            for i in range(len(codes) + 1):
                for d in redeals.get((r + 1, i), ()):
                    try:
                        match.redeal(d.seat, d.seed)
                    except (ValueError, IndexError) as exc:
                        raise SaveError(
                            _(
                                "The cards dealt anew after move {i} of round {r} cannot be dealt "
                                "again: {exc}"
                            ).format(i=number(i), r=number(r + 1), exc=exc)
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

    def finished(self) -> Match | None:
        """The match, when this save holds a finished match (its last round recorded), else
        None; None too for a save that no longer replays."""
        try:
            match = self.replay()
        except SaveError:
            return None
        if match.state.is_over and not match.round_recorded:
            match.finish_round()  # a save keeps its last round unrecorded
        return match if match.is_over else None

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
            "match_id": self.match_id,
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
            **({"lesson": self.lesson} if self.lesson else {}),
            **({"coached": self.coached} if self.coached else {}),
        }

    @classmethod
    def from_dict(cls, data: Any) -> SaveGame:
        """A save from JSON data, every field checked for its type and a sane size (names
        cleaned of control characters); anything else is a SaveError with a sentence."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise SaveError(_("This file is not a cardtui save."))
        if not is_int(data.get("version")) or data.get("version") not in READS:
            raise SaveError(
                _(
                    "This save was written by another version of cardtui (save format "
                    "{value}; this cardtui reads format {version})."
                ).format(value=_shown(data.get("version")), version=number(VERSION))
            )
        game_name = data.get("game")
        try:
            if not isinstance(game_name, str):
                raise ValueError(_("its game is not named"))
            game = games.resolve(game_name)
        except (KeyError, ValueError) as exc:
            raise SaveError(
                _("This save is for a game cardtui does not know: {reason}").format(
                    reason=_said(exc)
                )
            ) from None
        spec = games.get(game)
        rules = data.get("rules_version")
        if not is_int(rules) or rules != spec.rules_version:
            raise SaveError(
                _(
                    "This save was made with version {value} of the {title} rules; this "
                    "cardtui plays version {rules_version}."
                ).format(
                    value=_shown(data.get("rules_version")),
                    title=_(spec.title),
                    rules_version=number(spec.rules_version),
                )
            )
        try:
            seats = [_seat(s, i) for i, s in enumerate(_list(data, "seats", MAX_SEATS))]
            if not seats:
                raise SaveError(_("It has no seats."))
            rounds = [
                _codes(r, MAX_MOVES, N_("a round")) for r in _list(data, "rounds", MAX_ROUNDS)
            ]
            if sum(len(r) for r in rounds) > MAX_MOVES:
                raise SaveError(
                    _("It has more than {max_moves} moves.").format(
                        max_moves=number(f"{MAX_MOVES:,}")
                    )
                )
            deck = data.get("deck")
            if deck is not None:
                deck = _codes(deck, MAX_DECK, N_("its deck"))
            options = _options(data.get("options"))
            seed, dealer = data.get("seed"), data.get("first_dealer")
            if not is_int(seed) or not 0 <= seed < 2**64:
                raise SaveError(_("Its seed is missing or not a whole number."))
            if not is_int(dealer) or not 0 <= dealer < len(seats):
                raise SaveError(_("Its first dealer is missing or not one of its seats."))
            redeals = [
                _redeal(d)
                for d in _list({"redeals": data.get("redeals") or []}, "redeals", MAX_MOVES)
            ]
            known_deal = data.get("known_deal", False)
            if not isinstance(known_deal, bool):
                raise SaveError(_("Its 'known_deal' is not true or false."))
            lesson = data.get("lesson", "")
            if lesson not in ("", game):
                raise SaveError(_("It says it is a lesson of another game."))
            coached = data.get("coached", [])
            if not isinstance(coached, list) or not all(
                is_int(r) and 1 <= r <= len(rounds or [[]]) for r in coached
            ):
                raise SaveError(_("Its rounds played with the coach are not round numbers."))
        except SaveError as exc:
            raise SaveError(_("This save is damaged: {exc}").format(exc=exc)) from None
        except (TypeError, ValueError) as exc:
            raise SaveError(_("This save is damaged: {reason}").format(reason=_said(exc))) from None
        match_id = data.get("match_id")
        if not isinstance(match_id, str) or not MATCH_ID.fullmatch(match_id):
            match_id = new_match_id()  # a save from before ids (or a damaged id): a new one
        saved_at = data.get("saved_at")
        return cls(
            game,
            seats,
            options,
            seed,
            dealer,
            rounds or [[]],
            deck,
            spec.rules_version,
            clean_name(data.get("name"), TITLE_MAX),
            _timestamp(saved_at),
            match_id,
            redeals,
            known_deal,
            lesson,
            sorted(set(coached)),
        )

    # -- files --------------------------------------------------------------------------
    def write(self, path: Path) -> None:
        self.saved_at = datetime.now(UTC).isoformat(timespec="seconds")
        write_json_atomic(path, self.to_dict())

    @classmethod
    def read(cls, path: Path) -> SaveGame:
        """Read and check a save file (replay it with :meth:`replay` to be sure it plays).
        A missing file, a link, a folder, a pipe or device, a file too large or too deeply
        nested: each is a SaveError with its sentence."""
        try:
            data = read_json(path, max_bytes=MAX_BYTES, max_depth=MAX_DEPTH, what=N_("This save"))
        except Missing:
            raise SaveError(_("There is no save at {path}.").format(path=path)) from None
        except DataError as exc:
            raise SaveError(str(exc)) from None
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
                    _(
                        "Move {move_no} of round {round_no} ('{code}') no longer replays: {exc}"
                    ).format(
                        move_no=number(self.move_no),
                        round_no=number(self.round_no),
                        code=self.code,
                        exc=exc,
                    )
                ) from exc
        return self.events


def _redeal(value: Any) -> Redeal:
    if (
        not isinstance(value, list)
        or len(value) != 4
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        raise SaveError(
            _("{value} is not a point where cards were dealt anew.").format(value=_shown(value))
        )
    return Redeal(*value)


# -- checking each field -------------------------------------------------------------------------
def _shown(value: Any) -> str:
    """A value from a file, quoted safely for a message (cleaned and short)."""
    text = clean_text(value if isinstance(value, str) else repr(value), 60)
    return text if not isinstance(value, str) else repr(text)


def _said(exc: BaseException) -> str:
    """An error's message, cleaned and short, ending as a sentence."""
    text = clean_text(str(exc), 200) or type(exc).__name__
    return text if text.endswith((".", "?", "!")) else text + "."


def _list(data: dict, key: str, most: int) -> list:
    value = data.get(key)
    if not isinstance(value, list):
        raise SaveError(_("'{key}' is missing or not a list.").format(key=key))
    if len(value) > most:
        raise SaveError(
            _("'{key}' has {n} entries; the most is {most}.").format(
                key=key, n=number(f"{len(value):,}"), most=number(f"{most:,}")
            )
        )
    return value


def _codes(value: Any, most: int, what: str) -> list[str]:
    if not isinstance(value, list):
        raise SaveError(_("{what} is not a list of codes.").format(what=_(what).capitalize()))
    if len(value) > most:
        raise SaveError(
            _("{what} has more than {most} entries.").format(
                what=_(what).capitalize(), most=number(f"{most:,}")
            )
        )
    for code in value:
        if not isinstance(code, str) or len(code) > MAX_CODE or not CODE.fullmatch(code):
            raise SaveError(_("{value} is not a move or card code.").format(value=_shown(code)))
    return value


def _seat(data: Any, index: int) -> Seat:
    where = _("seat {n}").format(n=number(index + 1))
    if not isinstance(data, dict) or data.get("kind") not in ("human", "bot"):
        raise SaveError(_("{what} is not a human or a bot.").format(what=where.capitalize()))
    raw = data.get("name")
    if raw is not None and not isinstance(raw, str):
        raise SaveError(_("The name of {where} is not text.").format(where=where))
    name = clean_name(raw)
    if data["kind"] == "human":
        if not name:
            raise SaveError(_("The player in {where} has no name.").format(where=where))
        return Seat.human(name)
    level = data.get("level", "normal")
    if level not in LEVELS:
        raise SaveError(
            _("The bot in {where} has an unknown level {value}.").format(
                where=where, value=_shown(level)
            )
        )
    return Seat.bot(level, name or None)


def _options(value: Any) -> dict[str, Any]:
    if value is None:
        return {}
    if not isinstance(value, dict) or len(value) > 100:
        raise SaveError(_("Its options are not a list of names and values."))
    for key, option in value.items():
        if len(key) > MAX_CODE:
            raise SaveError(_("It names an option with a name far too long."))
        fine = (
            isinstance(option, bool)
            or (is_int(option) and abs(option) <= MAX_OPTION_INT)
            or (isinstance(option, float) and is_number(option))
            or (isinstance(option, str) and len(option) <= MAX_CODE)
            or option is None
        )
        if not fine:
            raise SaveError(_("The option {value} has an odd value.").format(value=_shown(key)))
    return value


def _timestamp(value: Any) -> str:
    if not isinstance(value, str) or len(value) > 40:
        return ""
    try:
        datetime.fromisoformat(value)
    except ValueError:
        return ""
    return value


# -- where saves live ----------------------------------------------------------------------------
def save_path(name: str) -> Path:
    slug = "".join(ch if ch.isalnum() or ch in "-_" else "-" for ch in name.strip().lower())
    return saves_dir() / f"{slug.strip('-')[:TITLE_MAX] or 'save'}.json"


def autosave_path(match_id: str) -> Path:
    """The autosave of one match (every unfinished match keeps its own)."""
    if not MATCH_ID.fullmatch(match_id):
        raise ValueError(f"{match_id!r} is not a match id")
    return autosaves_dir() / f"{match_id}.json"


def load(path: Path) -> tuple[SaveGame, Match]:
    """Read and replay a save. A save that fails is moved aside and a SaveError raised whose
    message says why and where the file went (or that it could not be moved)."""
    try:
        save = SaveGame.read(path)
        return save, save.replay()
    except SaveError as exc:
        moved = set_aside(path)
        if moved:
            raise SaveError(
                _("{exc} It was moved aside to {moved}.").format(exc=exc, moved=moved)
            ) from None
        raise


def set_aside(path: Path) -> str | None:
    """Move a refused file aside; the new name, or None (nothing there, or it cannot be moved:
    a read-only disk, say; it is then left as it is and skipped)."""
    try:
        return move_aside(path).name
    except OSError:
        return None


@dataclass(frozen=True)
class Entry:
    """One file in a saves folder: the save, or why it cannot be read."""

    path: Path
    save: SaveGame | None
    problem: str | None = None


def list_folder(folder: Path) -> list[Entry]:
    """Every save in ``folder``, newest first; links, folders, pipes and devices named like a
    save are listed with their problem, never followed or opened."""
    out = []
    for path, kind, _mtime in list_entries(folder):
        if ".broken-" in path.name:
            continue
        if kind != "file":
            # Translators: {reason} is "is a folder, not a file" and the like.
            out.append(
                Entry(path, None, _("This save {reason}.").format(reason=not_a_file_reason(kind)))
            )
            continue
        try:
            out.append(Entry(path, SaveGame.read(path)))
        except SaveError as exc:
            out.append(Entry(path, None, str(exc)))
    return out


def list_saves() -> list[tuple[Path, SaveGame | None]]:
    """Every named save, newest first; a file that cannot be read is listed with None."""
    return [(e.path, e.save) for e in list_folder(saves_dir())]
