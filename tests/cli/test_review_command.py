"""``cardtui review FILE``: the costliest decisions in plain sentences, no codes."""

from __future__ import annotations

import re

from bots.test_review import xeri_save

from cardtui.cli import main
from cardtui.core import Seat


def test_x11_the_review_prints_sentences_without_codes(tmp_path, capsys):
    path = tmp_path / "game.json"
    xeri_save("3C JC JD QS 6H 5D").write(path)
    assert main(["review", str(path), "--iterations", "300", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0] == "Round 1, as Ann saw it:"
    assert lines[1].startswith("Over your 2 decisions the estimated cost was ")
    assert re.fullmatch(
        r"Move 3: you played K♦; the coach prefers 3♥ \(a xeri with 3♥: 10 points\)\. "
        r"Estimated cost: \d+% of a win and about \d+\.\d points\.",
        lines[2],
    )
    # No action codes, card codes or seat codes reach the player.
    assert not re.search(r"\bplay \w\w\b|\b[2-9TJQKA][SHDC]\b|\bP\d\b", out)


def test_a_bad_file_is_one_line_and_exit_2(tmp_path, capsys):
    path = tmp_path / "bad.json"
    path.write_text("{not json")
    assert main(["review", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "Traceback" not in err


def test_several_humans_must_name_a_seat(tmp_path, capsys):
    save = xeri_save("3C JC JD QS 6H 5D")
    save.seats = [Seat.human("Ann"), Seat.human("Cleo")]
    path = tmp_path / "two.json"
    save.write(path)
    assert main(["review", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--seat" in err and "Ann, Cleo" in err
    assert main(["review", str(path), "--seat", "Dan"]) == 2
    assert "Ann, Cleo" in capsys.readouterr().err


def test_a_round_the_game_does_not_have_is_refused(tmp_path, capsys):
    path = tmp_path / "game.json"
    xeri_save("3C JC JD QS 6H 5D").write(path)
    assert main(["review", str(path), "--round", "4"]) == 2
    assert "this game has only round 1" in capsys.readouterr().err
