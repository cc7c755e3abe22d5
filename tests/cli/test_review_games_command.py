"""``cardtui review FILE`` for every game: a saved bot round's costliest decisions in plain
sentences; a round still in progress from the player's own view; bad input in one sentence."""

from __future__ import annotations

import json
import random
import re

import pytest
from bots.review_helpers import GAMES, bot_save, swapped_twin

from cardtui.cli import main

ROUNDS = {"xeri": 1, "hidden_unders": 4, "zirkhaki": 4}  # finished rounds with few decisions
QUICK = ["--iterations", "6", "--seed", "1"]
CODE = re.compile(
    r"\b(?:play|choose|overs|flip|take|swap|ring) (?:\d|[2-9TJQKA][SHDC]|[a-z]+\d)\b"
    r"|\b[2-9TJQKA][SHDC]\b|\b[a-z]+\d\b|\bP\d\b|_"
)


def printed(capsys, path, *extra) -> list[str]:
    assert main(["review", str(path), *QUICK, *extra]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return out.splitlines()


@pytest.mark.parametrize("name", GAMES)
def test_the_review_prints_the_costliest_decisions_of_a_finished_round(name, tmp_path, capsys):
    save = bot_save(name, ROUNDS[name])
    path = tmp_path / f"{name}.json"
    save.write(path)
    lines = printed(capsys, path)
    assert lines[0] == "Round 1, as Ann saw it:"
    assert re.fullmatch(r"Over your \d+ decisions .+; the costliest:", lines[1])
    listed = lines[2:]
    assert 1 <= len(listed) <= 5
    anns = {s.move_no for s in save.steps() if s.seat == 0}
    costs = []
    for line in listed:
        found = re.fullmatch(
            r"Move (\d+): you (?:played|chose) .+; the coach prefers .+\. "
            r"Estimated cost: (\d+)% of a win(?: and about \d+\.\d points)?\.",
            line,
        )
        assert found, line
        assert int(found[1]) in anns  # one of Ann's own moves
        costs.append(int(found[2]))
    assert costs == sorted(costs, reverse=True)  # costliest first
    assert not CODE.search("\n".join(lines))


@pytest.mark.parametrize("name", GAMES)
def test_a_round_in_progress_is_reviewed_from_anns_view_only(name, tmp_path, capsys):
    # Two saves of the same moves whose decks differ in two cards Ann has not seen yet (Bob's
    # hand, the stock, the unders, the draw pile's order) print the same review.
    save = bot_save(name, seed=5, moves=18)
    assert not save.replay().state.is_over
    twin = swapped_twin(save, 0, random.Random(2))
    assert twin is not None and twin.deck != save.deck
    save.write(tmp_path / "one.json")
    twin.write(tmp_path / "two.json")
    first = printed(capsys, tmp_path / "one.json")
    assert first[0] == "Round 1, as Ann saw it:" and len(first) >= 2
    assert printed(capsys, tmp_path / "two.json") == first


def refused(capsys, *argv) -> str:
    """The command refuses: exit code 2, one sentence on stderr, nothing on stdout."""
    assert main(["review", *map(str, argv), *QUICK]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "Traceback" not in err
    assert err.startswith("cardtui") and err.rstrip().endswith(".")
    return err


@pytest.mark.parametrize("name", ["hidden_unders", "zirkhaki"])
def test_bad_files_seats_and_rounds_are_refused_with_a_sentence(name, tmp_path, capsys):
    path = tmp_path / "game.json"
    bot_save(name, seed=5, moves=12).write(path)
    assert "No player 'Dan' in this game: choose one of Ann." in refused(
        capsys, path, "--seat", "Dan"
    )
    assert "Bob is a bot in this game" in refused(capsys, path, "--seat", "bob")
    assert "Bob is a bot in this game" in refused(capsys, path, "--seat", "2")
    assert "There is no round 3 to review: this game has only round 1." in refused(
        capsys, path, "--round", "3"
    )
    with pytest.raises(SystemExit) as stop:  # argparse's own check of the number
        main(["review", str(path), "--round", "0"])
    assert stop.value.code == 2
    assert "--round must be a whole number from 1" in capsys.readouterr().err
    assert "There is no save at" in refused(capsys, tmp_path / "missing.json")
    cut = tmp_path / "cut.json"
    cut.write_text(path.read_text()[:200])
    assert "damaged or cut short" in refused(capsys, cut)
    data = json.loads(path.read_text())
    data["rounds"][0][3] = "play 7H 7H 7H 7H 7H"  # a move this round does not allow
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    assert "Move 4 of round 1" in refused(capsys, bad)
    data["seats"][0]["kind"] = "bot"
    data["seats"][0]["level"] = "easy"
    data["rounds"] = [[]]
    bots = tmp_path / "bots.json"
    bots.write_text(json.dumps(data))
    assert "Only bots played this game" in refused(capsys, bots)
