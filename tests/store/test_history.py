"""Finished matches kept to replay (the history): a finished match at a table with a human is
kept, the oldest go beyond the cap, and nothing but the history is ever pruned: unfinished
games, named saves and damaged files stay."""

from __future__ import annotations

import os

import pytest

from cardtui.core import Match, Seat
from cardtui.core.errors import OptionError
from cardtui.games import get
from cardtui.store import history
from cardtui.store.paths import autosaves_dir, history_dir
from cardtui.store.saves import SaveGame
from cardtui.store.settings import Settings, from_data
from cardtui.tui import session

ANN_BOB = [Seat.human("Ann"), Seat.bot("easy", "Bob")]
ONE_ROUND = {"match_mode": "rounds", "rounds": 1}


def finished_match(seed: int, seats: list[Seat] = ANN_BOB) -> Match:
    """A one-round Xeri match played to its end (first legal move each time)."""
    match = Match(get("xeri"), seats, ONE_ROUND, seed=seed)
    while not match.state.is_over:
        match.apply(match.state.legal_actions()[0])
    match.finish_round()
    assert match.is_over
    return match


def unfinished_match(seed: int) -> Match:
    match = Match(get("xeri"), ANN_BOB, ONE_ROUND, seed=seed)
    for _ in range(3):
        match.apply(match.state.legal_actions()[0])
    return match


def age(path, seconds_ago: int) -> None:
    """Date a file back, so "newest first" does not hang on the clock's resolution."""
    stamp = 1_700_000_000 - seconds_ago
    os.utime(path, (stamp, stamp))


def test_a_finished_match_with_a_human_goes_to_the_history_and_leaves_the_autosaves():
    match = finished_match(1)
    assert session.write_autosave(match) is None
    assert session.clear_autosave(match) is None
    assert not session.autosave_path(match).exists()
    kept = history.entries()
    assert [e.save.match_id for e in kept] == [session.match_id_of(match)]
    assert kept[0].save.finished() is not None  # it replays to the end


def test_a_match_of_bots_alone_is_not_kept():
    match = finished_match(2, [Seat.bot("easy", "Bo"), Seat.bot("easy", "Cy")])
    session.write_autosave(match)
    assert session.clear_autosave(match) is None
    assert history.entries() == []


def test_the_oldest_finished_matches_go_beyond_the_cap_and_nothing_else_does():
    unfinished = unfinished_match(9)
    session.write_autosave(unfinished)
    session.save_named(finished_match(8), "Named and finished")
    damaged = history_dir() / "0123456789ab.json"
    ids = []
    for n in range(5):
        match = finished_match(10 + n)
        history.keep(SaveGame.of(match), kept=10)
        ids.append(session.match_id_of(match))
        age(history.history_path(ids[-1]), 100 - n)  # later matches are newer
    damaged.write_text("{ cut short")
    age(damaged, 1000)  # the oldest file of all

    assert history.prune(3) == 2
    newest_first = [e.save.match_id for e in history.entries() if e.save]
    assert newest_first == ids[::-1][:3]
    assert damaged.exists()  # not counted, not removed: the player sees it and decides
    assert [e.problem for e in history.entries() if e.save is None] != [None]
    assert session.autosave_path(unfinished).exists()
    assert [g.save.match_id for g in session.unfinished_games()[0]] == [
        session.match_id_of(unfinished)
    ]
    assert [s.name for _p, s in session.named_saves()] == ["Named and finished"]
    assert history.prune(0) == 3 and not any(e.save for e in history.entries())


def test_keeping_a_match_prunes_to_the_cap_given():
    for n in range(4):
        history.keep(SaveGame.of(finished_match(20 + n)), kept=2)
    assert len(history.entries()) == 2


def test_a_finished_autosave_left_behind_is_moved_to_the_history_not_deleted():
    """A window that finished a match but stopped before tidying up: the menu moves its
    autosave into the history."""
    match = finished_match(3)
    session.write_autosave(match)
    games, notices = session.unfinished_games()
    assert games == [] and notices == []
    assert not any(autosaves_dir().glob("*.json"))
    assert [e.save.match_id for e in history.entries()] == [session.match_id_of(match)]


def test_the_number_of_finished_matches_kept_is_a_checked_setting():
    assert Settings().history_kept == 50
    assert Settings().with_changes(history_kept=10).history_kept == 10
    for bad in (-1, 1001, "ten", 2.5, True):
        with pytest.raises(OptionError):
            Settings().with_changes(history_kept=bad)
    settings, refused = from_data({"history_kept": "lots", "coach": True})
    assert settings.history_kept == 50 and settings.coach and refused == ["history_kept"]
