"""Replays: every move with what each seat could see; a bot's view never holds another hand."""

import pytest

import cardtui.games as games
from cardtui.bots import make
from cardtui.cli import main
from cardtui.core import Match, Seat
from cardtui.core.text import with_names
from cardtui.store import paths
from cardtui.store.replay import frames
from cardtui.store.saves import SaveGame
from cardtui.tui.replay_view import replay_lines


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV, str(tmp_path))
    return tmp_path


def played_save(game="xeri", moves=12, players=2):
    seats = [Seat.human("Ann"), *[Seat.bot("normal") for _ in range(players - 1)]]
    match = Match(games.get(game), seats, seed=8)
    bots = [make(game, "normal", seed=i) for i in range(players)]
    for _ in range(moves):
        seat = match.state.current_player
        match.apply(bots[seat].choose(match.state.view(seat), match.state.legal_actions()))
    return SaveGame.of(match)


def test_frames_follow_the_log_and_show_each_seats_own_hand():
    save = played_save()
    got = list(frames(save))
    assert [f.code for f in got] == save.rounds[0]
    for f in got:
        hand = f.views[f.seat]["hand"]
        assert f.code.split()[1] in hand  # the card played was in the mover's own view
        other = f.views[1 - f.seat]["hand"]
        assert not set(hand) & set(other)


def test_text_replay_names_players(tmp_path, capsys):
    save = played_save()
    path = tmp_path / "game.json"
    save.write(path)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    # The game is not over: it is shown as its one human saw it.
    assert out.startswith("This game is not over: it is shown as Ann saw it")
    assert "== Round 1 ==" in out
    assert "Ann lays" in out or "Ann plays" in out
    assert "(Ann held " in out and "(Bob (normal) held " not in out
    assert len(list(replay_lines(save, 0))) >= 12 + 6


def test_replay_of_a_broken_file_is_a_sentence(tmp_path, capsys):
    path = tmp_path / "bad.json"
    path.write_text("{", encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    assert "cut short" in capsys.readouterr().err


def test_with_names_swaps_seat_references_only():
    assert with_names("P1 takes P2's 7♥ (P9)", ["Ann", "Bo"]) == "Ann takes Bo's 7♥ (P9)"
    assert with_names("MP3 player", ["A", "B", "C"]) == "MP3 player"


@pytest.mark.parametrize("game", ["xeri", "hidden_unders", "zirkhaki"])
def test_replay_text_reads_like_the_table_with_no_engine_words(game):
    """#14: cards as cards, moves as sentences: no action codes, card codes or field names."""
    import re

    from cardtui.tui.replay_view import ViewText

    save = played_save(game, moves=40, players=3 if game != "xeri" else 2)
    lines = list(replay_lines(save, 0))
    text = "\n".join(lines)
    names = [s.name for s in save.seats]
    shown = ViewText(game, names)
    for f in frames(save, 0):
        text += "\n" + "\n".join(shown.public(f.public))
    assert not re.search(r"\b[a-z]+_[a-z_]+\b", text), "a snake_case name"
    assert not re.search(r"\b(?:[2-9TJQKA][SHDC])\b", text), "a card code"
    zcode = r"\b(?:astrolabe|pistol|dagger|carpet|snake|horseshoe|coin|chest|key|map)\d\b"
    assert not re.search(zcode, text), "a Zirkhaki card code"
    who = "|".join(re.escape(n) for n in names)
    assert not re.search(rf"(?m)^\d+\.\d+\s+(?:{who}):", text), "a move as 'seat: code'"
    assert not re.search(r"\bring (?:mugger|blade|goldsmith|rogue)\b", text), "a ring code"
    for word in ("pile rank", "skip:", "kind ", "taken ", "bonus 0", "None", "True", "False"):
        assert word not in text
