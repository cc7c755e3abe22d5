"""Saves are action logs: they round-trip at every point, and bad files are refused safely."""

import json
import random

import pytest

import cardtui.games as games
from cardtui.bots import make
from cardtui.core import Match, Seat
from cardtui.store import paths
from cardtui.store.saves import SaveError, SaveGame, load


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV, str(tmp_path))
    return tmp_path


TABLES = [
    ("zirkhaki", 2),
    ("zirkhaki", 4),
    ("hidden_unders", 2),
    ("hidden_unders", 5),
    ("xeri", 2),
    ("xeri", 4),
]


def play(match, moves, seed=0):
    """Play up to ``moves`` moves with normal bots, across rounds; yields after each move."""
    bots = [make(match.spec.name, "normal", seed=seed + s) for s in range(match.players)]
    rng = random.Random(seed)
    for _ in range(moves):
        if match.state.is_over:
            match.finish_round()
            if match.is_over:
                return
            match.next_round()
        seat = match.state.current_player
        match.apply(bots[seat].choose(match.state.view(seat), match.state.legal_actions(), rng))
        yield


def all_views(match):
    return [match.state.view(p).to_dict() for p in range(match.players)]


def through_json(save):
    return SaveGame.from_dict(json.loads(json.dumps(save.to_dict())))


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_round_trip_at_every_point(game, players):
    seats = [Seat.human("Ann"), *[Seat.bot("normal") for _ in range(players - 1)]]
    match = Match(games.get(game), seats, seed=11)
    step = 0
    for _ in play(match, 260, seed=3):
        step += 1
        if game == "hidden_unders" and step % 7:
            continue  # long rounds: every 7th point keeps the test fast
        loaded = through_json(SaveGame.of(match)).replay()
        assert all_views(loaded) == all_views(match)
        assert loaded.state.snapshot() == match.state.snapshot()
        assert (loaded.round_no, loaded.dealer, loaded.totals) == (
            match.round_no,
            match.dealer,
            match.totals,
        )


def test_round_trip_across_rounds_keeps_totals():
    match = Match(games.get("xeri"), [Seat.human("A"), Seat.bot("easy")], seed=2)
    for _ in play(match, 120):
        pass
    assert match.round_no >= 2
    loaded = through_json(SaveGame.of(match)).replay()
    assert loaded.totals == match.totals and loaded.log == match.log


def saved(data_dir, name="autosave"):
    match = Match(games.get("xeri"), [Seat.human("A"), Seat.bot("normal")], seed=4)
    for _ in play(match, 10):
        pass
    path = data_dir / f"{name}.json"
    SaveGame.of(match).write(path)
    return path, match


def test_load_written_save(data_dir):
    path, match = saved(data_dir)
    save, loaded = load(path)
    assert save.move_count == 10
    assert all_views(loaded) == all_views(match)


@pytest.mark.parametrize(
    ("mangle", "says"),
    [
        (lambda text: text[: len(text) // 2], "cut short"),
        (lambda text: "", "cut short"),
        (lambda text: json.dumps({"hello": "world"}), "not a cardtui save"),
        (lambda text: text.replace('"version": 2', '"version": 99'), "another version"),
        (lambda text: text.replace('"game": "xeri"', '"game": "poker"'), "does not know"),
        (lambda text: text.replace('"rules_version": 1', '"rules_version": 7'), "version 7"),
        (lambda text: text.replace('"seed": ', '"seed": "x", "old": '), "damaged"),
        (lambda text: text.replace('"play ', '"play 1'), "no longer replays"),
    ],
)
def test_bad_saves_are_refused_moved_aside_and_kept(data_dir, mangle, says):
    path, _ = saved(data_dir)
    original = mangle(path.read_text(encoding="utf-8"))
    path.write_text(original, encoding="utf-8")
    with pytest.raises(SaveError, match=says) as exc:
        load(path)
    assert "moved aside" in str(exc.value)
    assert not path.exists()
    kept = list(data_dir.glob("autosave.broken-*.json"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == original


def test_a_write_killed_before_rename_loses_at_most_the_last_move(data_dir, monkeypatch):
    path, match = saved(data_dir)
    before = path.read_text(encoding="utf-8")
    for _ in play(match, 1):
        pass
    monkeypatch.setattr(paths.os, "replace", lambda *a: (_ for _ in ()).throw(OSError("killed")))
    with pytest.raises(OSError):
        SaveGame.of(match).write(path)
    assert path.read_text(encoding="utf-8") == before
    save, _ = load(path)
    assert save.move_count == 10  # only the move made after the last good write is lost


def test_undo_takes_back_the_humans_last_move_exactly():
    spec = games.get("xeri")
    match = Match(spec, [Seat.human("A"), Seat.bot("normal")], seed=9, first_dealer=1)
    snapshots = []
    for _ in play(match, 9):
        snapshots.append(match.state.snapshot())
    save = SaveGame.of(match)
    keep = save.undo_point({0})
    movers = save.movers()
    assert movers[keep] == 0 and all(m != 0 for m in movers[keep + 1 :])
    undone = save.truncated(keep).replay()
    assert undone.state.snapshot() == (
        snapshots[keep - 1]
        if keep
        else spec.new_state(2, seed=match.round_seed(), dealer=1).snapshot()
    )
    assert undone.state.current_player == 0
