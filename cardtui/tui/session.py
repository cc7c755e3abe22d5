"""What the app keeps on disk while people play: the autosave, named saves, statistics and
undo. No Textual here: the screens call these and show the sentences they return.

Everything is built on the match's action log (``match.log``): a save is that log, undo is the
log without the last human move, and a round's tallies (xeris, busts, burns) come from
replaying its moves.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from .. import games as registry
from ..core import Event, Match, RoundResult, new_seed
from ..core.match import round_moves
from ..core.seats import level_name
from ..core.words import and_list
from ..i18n import _, ngettext, number, pgettext
from ..store import history
from ..store.claims import claim, open_elsewhere, release
from ..store.files import clean_stale_temporaries, ensure_folder, entry_kind, os_reason
from ..store.paths import autosaves_dir, data_dir, history_dir, saves_dir
from ..store.saves import (
    AUTOSAVE,
    Entry,
    SaveError,
    SaveGame,
    list_folder,
    list_saves,
    load,
    match_id_of,
    save_path,
    set_aside,
)
from ..store.saves import autosave_path as _autosave_file
from ..store.settings import Settings

# Event kinds counted in the statistics, and the counter each adds to.
COUNTED = {"xeri": "xeris", "bust": "busts", "burn": "burns"}
# What each game is remembered for (shown even while it is still 0).
GAME_COUNTERS = {
    "xeri": ("xeris",),
    "zirkhaki": ("busts",),
    # "shitheads": the rounds a player ended as the Shithead (Hidden Unders played to the last).
    "hidden_unders": ("burns", "shitheads"),
}


def _failed(sentence: str, exc: OSError) -> str:
    """``sentence`` (translated, with a ``{reason}``) saying why, from the system's error."""
    return sentence.format(reason=os_reason(exc))


def tidy_up() -> int:
    """At start: remove temporary files that interrupted writes left behind."""
    folders = [
        data_dir(),
        saves_dir(),
        autosaves_dir(),
        history_dir(),
        data_dir() / "stats-pending",
    ]
    return clean_stale_temporaries(folders)


# -- the autosaves: one per unfinished match ------------------------------------------------
def autosave_path(match: Match) -> Path:
    """Where this match saves itself after every move (named by the match's id)."""
    return _autosave_file(match_id_of(match))


def write_autosave(match: Match) -> str | None:
    """Save the match as it stands; None, or a sentence saying why it could not be saved.
    A match open in another window is not written from this one (it would undo the moves
    made there)."""
    if not claim(match_id_of(match)):
        return _(
            "This game is open in another window too: this window does not save it, so "
            "nothing played there is undone."
        )
    try:
        SaveGame.of(match).write(autosave_path(match))
    except OSError as exc:
        # Translators: {reason} is the system's reason, e.g. "the disk is full".
        return _failed(_("The game could not be saved automatically ({reason})."), exc)
    except Exception as exc:  # saving must never end a game in progress
        return _("The game could not be saved automatically ({reason}).").format(
            reason=f"{type(exc).__name__}: {exc}"
        )
    return None


def clear_autosave(match: Match, kept: int = Settings.history_kept) -> str | None:
    """The match is over: keep it in the history of finished matches (at most ``kept``, the
    oldest go first), then forget its autosave so Resume does not offer it. When the history
    cannot be written the autosave stays (the menu moves it there later): nothing is lost."""
    try:
        if any(s.is_human for s in match.seats):  # bots alone: a show, not the player's record
            try:
                history.keep(SaveGame.of(match), kept)
            except OSError as exc:
                return _failed(_("The finished game could not be kept to replay ({reason})."), exc)
        autosave_path(match).unlink(missing_ok=True)
    except OSError as exc:
        return _failed(_("The finished game's autosave could not be removed ({reason})."), exc)
    finally:
        release(match_id_of(match), forget=True)
    return None


def leave_table(match: Match) -> None:
    """The table of this match was closed: another window may now open it."""
    release(match_id_of(match))


@dataclass(frozen=True)
class Unfinished:
    """An unfinished game that can be resumed."""

    path: Path
    save: SaveGame
    line: str  # one line about it, for the menu

    @property
    def open_elsewhere(self) -> bool:
        """Another window has this game open now."""
        return open_elsewhere(self.save.match_id)


# A replayed autosave is remembered by (path, size, mtime) so the menu does not replay every
# game each time it is shown; a notice about a refused file is given once.
_checked: dict[Path, tuple[tuple[int, int], bool]] = {}
_told: set[str] = set()


def unfinished_games() -> tuple[list[Unfinished], list[str]]:
    """Every unfinished game that still replays, newest first, and sentences about any that
    did not (moved aside, or skipped when they cannot be moved)."""
    notices = _migrate_single_autosave()
    games: list[Unfinished] = []
    for entry in list_folder(autosaves_dir()):
        if entry.save is not None and entry.path.stem != entry.save.match_id:
            # Not written by cardtui under this name (a copy, a damaged id): resuming it would
            # save under another name and leave this one listed for ever.
            said = _("This file is not named for the game it holds.")
            entry = Entry(entry.path, None, said)
        if entry.save is None:
            notices += _refused(entry)
            continue
        if _finished(entry.path, entry.save, notices):
            continue
        games.append(Unfinished(entry.path, entry.save, describe(entry.save)))
    return games, notices


def _finished(path: Path, save: SaveGame, notices: list[str]) -> bool:
    """Whether the save is a finished match (True also when it no longer replays: it is then
    set aside and said so)."""
    try:
        info = path.stat()
        key = (info.st_size, info.st_mtime_ns)
    except OSError:
        return True
    cached = _checked.get(path)
    if cached is not None and cached[0] == key:
        return cached[1]
    try:
        save.replay()
    except SaveError as exc:
        notices += _refused(Entry(path, None, str(exc)))
        return True
    over = save.finished() is not None
    _checked[path] = (key, over)
    if over:  # the window that finished it stopped before tidying up
        _to_history(path, save)
    return over


def _to_history(path: Path, save: SaveGame) -> None:
    """Move a finished match's autosave into the history (bots alone: remove it). On a disk
    where it cannot be moved it stays, and is not offered to resume."""
    try:
        if any(s.is_human for s in save.seats):
            target = history.history_path(save.match_id)
            ensure_folder(target.parent)
            if entry_kind(target) == "missing":
                path.replace(target)
                return
        path.unlink(missing_ok=True)
    except OSError:
        return


def _refused(entry: Entry) -> list[str]:
    moved = set_aside(entry.path)
    if moved:
        # Translators: {problem} is a sentence saying what is wrong with the file; {path} is
        # where the file was moved.
        said = _("An unfinished game cannot be resumed. {problem} It was moved aside to {path}.")
        return [said.format(problem=entry.problem, path=moved)]
    key = str(entry.path)
    if key in _told:
        return []
    _told.add(key)
    said = _("An unfinished game cannot be resumed and was skipped. {problem}")
    return [said.format(problem=entry.problem)]


def _migrate_single_autosave() -> list[str]:
    """cardtui kept one autosave (saves/autosave.json) before every match had its own: move it
    to the autosaves folder under its match's id."""
    old = save_path(AUTOSAVE)
    if entry_kind(old) == "missing":
        return []
    try:
        save, _match = load(old)  # a broken one is moved aside (and said so)
    except SaveError as exc:
        return [_("Your last game cannot be resumed. {problem}").format(problem=exc)]
    try:
        save.write(_autosave_file(save.match_id))
        old.unlink()
    except OSError:
        return []  # a read-only disk: it stays where it is, and is not offered
    return []


def as_saved_now(save: SaveGame) -> SaveGame:
    """The match as its autosave holds it now: a list read earlier may be behind another
    window that played on since (resuming the old copy would write over those moves). The
    copy given when the autosave is gone or cannot be read."""
    path = _autosave_file(save.match_id)
    if entry_kind(path) != "file":
        return save
    try:
        now = SaveGame.read(path)
    except SaveError:
        return save
    return now if now.match_id == save.match_id else save


def resumable() -> tuple[SaveGame | None, str | None]:
    """The newest unfinished game, if any, and a sentence about any that could not be used."""
    games, notices = unfinished_games()
    return (games[0].save if games else None), (" ".join(notices) or None)


def describe(save: SaveGame) -> str:
    """One line about a save: game, who plays, how far it got (or who won)."""
    spec = registry.get(save.game)
    game = _(str(spec.title))  # a game's name is a message (marked where the game is defined)
    seats = pgettext("list separator", ", ").join(
        s.name
        if s.is_human
        else _("{name} ({level})").format(name=s.name, level=level_name(s.level))
        for s in save.seats
    )
    if save.lesson:  # the tutor plays the lesson's script, not a bot of some level
        from .lesson import lesson_line

        return _("Learn to play {game} · {progress}").format(game=game, progress=lesson_line(save))
    finished = save.finished()
    if finished is not None:
        names = list(dict.fromkeys(save.seats[p].name for p in finished.winners()))
        if not names:
            return _("{game}: {seats} · finished, nobody won").format(game=game, seats=seats)
        return _("{game}: {seats} · finished, {names} won").format(
            game=game, seats=seats, names=and_list(names)
        )
    moves = round_moves(save.rounds[-1])
    said = ngettext("{n} move", "{n} moves", moves).format(n=number(moves))
    if len(save.rounds) > 1:
        rounds = number(len(save.rounds))
        if moves:
            where = _("round {round}, {moves} in").format(round=rounds, moves=said)
        else:
            where = _("round {round}, just dealt").format(round=rounds)
    else:
        where = _("{moves} in").format(moves=said) if moves else _("just dealt")
    return _("{game}: {seats} · {where}").format(game=game, seats=seats, where=where)


# -- named saves ------------------------------------------------------------------------------
def named_saves() -> list[tuple[Path, SaveGame | None]]:
    """The player's named saves, newest first (files set aside are not listed)."""
    return [(path, save) for path, save in list_saves() if path.stem != AUTOSAVE]


def named_save_entries() -> list[Entry]:
    """The named saves with, for each that cannot be read, the sentence saying why."""
    return [e for e in list_folder(saves_dir()) if e.path.stem != AUTOSAVE]


def check_save_name(name: str) -> str | None:
    """None when ``name`` can be used, else a sentence."""
    if not name.strip():
        return _("Give the save a name.")
    if save_path(name).stem == AUTOSAVE:
        return _("'{name}' is kept for the automatic save: choose another name.").format(
            name=AUTOSAVE
        )
    return None


def save_named(match: Match, name: str) -> tuple[Path | None, str | None]:
    """Save the match under ``name``: (the file, None) or (None, a sentence)."""
    problem = check_save_name(name)
    if problem:
        return None, problem
    path = save_path(name)
    try:
        SaveGame.of(match, name=name.strip()).write(path)
    except OSError as exc:
        return None, _failed(_("The game could not be saved ({reason})."), exc)
    return path, None


def delete_save(path: Path) -> str | None:
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        # Translators: {name} is a save's file name.
        return _failed(_("{name} could not be deleted ({reason}).").format(name=path.name), exc)
    return None


# -- statistics -------------------------------------------------------------------------------
def round_history(match: Match) -> list[tuple[int, list[Event]]]:
    """Every move of the current round as (seat, events), by replaying the match's log."""
    return [
        (step.seat, step.play())
        for step in SaveGame.of(match).steps()
        if step.round_no == match.round_no
    ]


def round_counters(
    match: Match,
    history: Sequence[tuple[int, list[Event]]],
    result: RoundResult | None = None,
) -> list[dict[str, int]]:
    """Per seat: how many xeris, busts and burns it made this round (from the round's moves
    as (seat, events)), and, given the round's ``result``, whether it was left holding cards
    (the Shithead)."""
    counters: list[dict[str, int]] = [
        dict.fromkeys(GAME_COUNTERS.get(match.spec.name, ()), 0) for _ in match.seats
    ]
    for _seat, events in history:
        for event in events:
            key = COUNTED.get(event.kind)
            if key and event.seat is not None and 0 <= event.seat < len(counters):
                counters[event.seat][key] = counters[event.seat].get(key, 0) + 1
    loser = round_loser(result) if result is not None else None
    if loser is not None and 0 <= loser < len(counters):
        counters[loser]["shitheads"] = counters[loser].get("shitheads", 0) + 1
    return counters


def round_loser(result: RoundResult) -> int | None:
    """The one player a round left holding cards once every other went out: Hidden Unders
    played to the last, whose rules call them the Shithead (R17). None for any other end
    (the first out wins at once by default: nobody is left last)."""
    detail = result.detail if isinstance(result.detail, dict) else {}
    ranking = detail.get("ranking") or []
    if detail.get("end") != "last" or len(ranking) < 2 or len(ranking[-1]) != 1:
        return None
    return ranking[-1][0]


def record_round(
    match: Match,
    result: RoundResult,
    history: Sequence[tuple[int, list[Event]]],
    undo_used: bool | None = None,
    *,
    wait: float = 5.0,
) -> str | None:
    """Add a finished round (its moves as (seat, events)) to the statistics, once however many
    windows show it (:func:`cardtui.tui.stats_counting.count_round`), for a caller that may
    wait (``wait`` seconds for another window): None, or the sentences to show."""
    from .stats_counting import STATS_BUSY, count_round

    counting = count_round(match, result, history, undo_used, wait=wait)
    said = counting.said + ([_(STATS_BUSY)] if counting.busy else [])
    return " ".join(said) or None


# -- undo ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Undo:
    """A move taken back: the match as it stood before ``seat``'s move ``kept + 1`` of this
    round, every card ``seat`` had not seen by then dealt anew (the fair undo)."""

    match: Match
    seat: int
    kept: int  # moves of this round that stay
    taken: int  # moves taken back (the seat's move and every move after it)


def undo(
    match: Match, seats: Sequence[int], movers: Sequence[int], seed: int | None = None
) -> Undo | None:
    """Take back the last move of this round made by one of ``seats`` (and every move after
    it), or None when none of them has moved this round. ``movers`` are the seats that made
    this round's moves. Undo stays within the round: earlier rounds are already scored.

    Undo never lets a player choose again knowing what the taken-back moves showed them (the
    card they drew, the next deal, a bot's card): every card that player had not seen at that
    point is dealt anew, consistently with all they had seen (``Match.redeal``). The new deal's
    seed is recorded in the save, so the match still replays exactly. Raises ``SaveError`` when
    the log no longer replays."""
    wanted = set(seats)
    for i in range(len(movers) - 1, -1, -1):
        if movers[i] in wanted:
            save = SaveGame.of(match)
            # Built from the log rather than truncated(): taking back a round's first move
            # must leave that round started, not the one before it finished.
            rounds = [list(r) for r in match.log[:-1]] + [list(match.log[-1][:i])]
            # A redeal at or after this point is replaced by the new one (the same view,
            # dealt anew, makes it moot).
            redeals = [d for d in save.redeals if (d.round_no, d.moves) < (match.round_no, i)]
            restored = dataclasses.replace(save, rounds=rounds, redeals=redeals).replay()
            restored.redeal(movers[i], new_seed() if seed is None else seed)
            return Undo(restored, movers[i], i, len(movers) - i)
    return None
