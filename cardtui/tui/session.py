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
from ..store.paths import data_dir, move_aside
from ..store.saves import AUTOSAVE, SaveError, SaveGame, list_saves, load, save_path
from ..store.stats import FILENAME as STATS_FILE
from ..store.stats import load_stats, save_stats

# Event kinds counted in the statistics, and the counter each adds to.
COUNTED = {"xeri": "xeris", "bust": "busts", "burn": "burns"}
# What each game is remembered for (shown even while it is still 0).
GAME_COUNTERS = {"xeri": ("xeris",), "zirkhaki": ("busts",), "hidden_unders": ("burns",)}


def _failed(what: str, exc: OSError) -> str:
    return f"{what} ({exc.strerror or exc})."


# -- the autosave -----------------------------------------------------------------------------
def autosave_path() -> Path:
    return save_path(AUTOSAVE)


def write_autosave(match: Match) -> str | None:
    """Save the match as it stands; None, or a sentence saying why it could not be saved."""
    try:
        SaveGame.of(match).write(autosave_path())
    except OSError as exc:
        return _failed("The game could not be saved automatically", exc)
    except Exception as exc:  # saving must never end a game in progress
        return f"The game could not be saved automatically ({type(exc).__name__}: {exc})."
    return None


def clear_autosave() -> str | None:
    """Forget the autosave (the match is over: there is nothing left to resume)."""
    try:
        autosave_path().unlink(missing_ok=True)
    except OSError as exc:
        return _failed("The finished game's autosave could not be removed", exc)
    return None


def resumable() -> tuple[SaveGame | None, str | None]:
    """The autosaved game if there is one that replays, and a notice when there was one that
    did not (it has been moved aside)."""
    path = autosave_path()
    if not path.exists():
        return None, None
    try:
        save, match = load(path)
    except SaveError as exc:
        return None, f"Your last game cannot be resumed. {exc}"
    except OSError as exc:
        return None, _failed("Your last game cannot be resumed", exc)
    if match.is_over:
        return None, None  # a finished match is not a game to resume
    return save, None


def describe(save: SaveGame) -> str:
    """One line about a save: game, who plays, how far it got."""
    spec = registry.get(save.game)
    seats = ", ".join(s.name if s.is_human else f"{s.name} ({s.level})" for s in save.seats)
    moves = len(save.rounds[-1])
    where = f"{moves} move{'s' if moves != 1 else ''} in" if moves else "just dealt"
    if len(save.rounds) > 1:
        where = f"round {len(save.rounds)}, {where}"
    return f"{spec.title}: {seats} · {where}"


# -- named saves ------------------------------------------------------------------------------
def named_saves() -> list[tuple[Path, SaveGame | None]]:
    """The player's named saves, newest first (not the autosave, nor files set aside)."""
    return [
        (path, save)
        for path, save in list_saves()
        if path.stem != AUTOSAVE and ".broken-" not in path.name
    ]


def check_save_name(name: str) -> str | None:
    """None when ``name`` can be used, else a sentence."""
    if not name.strip():
        return "Give the save a name."
    if save_path(name).stem == AUTOSAVE:
        return f"'{AUTOSAVE}' is kept for the automatic save: choose another name."
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
        return None, _failed("The game could not be saved", exc)
    return path, None


def delete_save(path: Path) -> str | None:
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        return _failed(f"{path.name} could not be deleted", exc)
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
    match: Match, history: Sequence[tuple[int, list[Event]]]
) -> list[dict[str, int]]:
    """Per seat: how many xeris, busts and burns it made this round (from the round's moves
    as (seat, events))."""
    counters: list[dict[str, int]] = [
        dict.fromkeys(GAME_COUNTERS.get(match.spec.name, ()), 0) for _ in match.seats
    ]
    for _seat, events in history:
        for event in events:
            key = COUNTED.get(event.kind)
            if key and event.seat is not None and 0 <= event.seat < len(counters):
                counters[event.seat][key] = counters[event.seat].get(key, 0) + 1
    return counters


def record_round(
    match: Match, result: RoundResult, history: Sequence[tuple[int, list[Event]]]
) -> str | None:
    """Add a finished round (its moves as (seat, events)) to the statistics; None, or a
    sentence when it failed.

    Only tables with a human count: the statistics are the players' own record (how often
    you beat the normal bot), not games watched between bots."""
    if not any(s.is_human for s in match.seats):
        return None
    stats, notice = load_stats()
    if notice:  # keep the unreadable file rather than writing over it
        try:
            moved = move_aside(data_dir() / STATS_FILE)
            notice += f" The old file was kept as {moved.name}."
        except OSError:
            pass
    stats.record_round(
        match.spec.name,
        match.seats,
        result.scores,
        result.winners,
        round_counters(match, history),
        undo_used=result.round_no in match.undo_rounds(),
    )
    try:
        save_stats(stats)
    except OSError as exc:
        return _failed("This round could not be added to your statistics", exc)
    return notice


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
