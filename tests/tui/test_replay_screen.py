"""The replay screen: step through a saved match move by move with every hand shown; and
``cardtui replay FILE`` opening it (or printing text with --text)."""

from __future__ import annotations

import sys

from tui.store_helpers import ANN_BOB
from tui.tui_helpers import quick_settings, screen_text

from cardtui.cli import main
from cardtui.core import Match
from cardtui.games import get
from cardtui.store.saves import SaveGame
from cardtui.tui import app as app_module
from cardtui.tui.app import CardSuiteApp, Launch
from cardtui.tui.screens.menu import MenuScreen
from cardtui.tui.screens.replay import ReplayScreen, positions


def two_round_save() -> SaveGame:
    """Xeri, Ann against an easy bot: a whole first round and three moves of the second."""
    match = Match(get("xeri"), ANN_BOB, {"match_mode": "rounds", "rounds": 3}, seed=21)
    while not match.state.is_over:
        match.apply(match.state.legal_actions()[-1])
    match.next_round()
    for _ in range(3):
        match.apply(match.state.legal_actions()[0])
    return SaveGame.of(match)


def hand_line(app, name: str) -> str:
    return next(line for line in screen_text(app).splitlines() if f" {name}: " in line)


async def test_stepping_shows_each_move_with_every_hand():
    save = two_round_save()
    app = CardSuiteApp(settings=quick_settings(), launch=Launch("xeri", replay=save))
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        text = screen_text(app)
        assert "Replay · Xeri · Ann, Bob (easy bot)" in text
        assert "Round 1 of 2 · move 1 of 48" in text
        # Every hand is shown; the first to move (the seat after the dealer) is marked.
        first = save.new_match()
        mover = first.state.current_player
        for seat, name in enumerate(("Ann", "Bob")):
            for card in first.state.view(seat)["hand"]:
                assert str(card) in hand_line(app, name)
        assert hand_line(app, ("Ann", "Bob")[mover]).lstrip().startswith("▶")
        played = save.rounds[0][0].split()[1]  # the card code of the first move
        assert str(get("xeri").parse_card(played)) in hand_line(app, ("Ann", "Bob")[mover])
        await pilot.press("left")  # already at the start
        await pilot.press("right", "right")
        await pilot.pause()
        assert "move 3 of 48" in screen_text(app)
        await pilot.press("right_square_bracket")
        await pilot.pause()
        assert "Round 2 of 2 · move 1 of 3" in screen_text(app)
        await pilot.press("left")
        await pilot.pause()
        assert "Round 1 of 2 · end of the round (48 moves)" in screen_text(app)
        await pilot.press("right")
        await pilot.pause()
        # Round 2 is not over: the game may go on, so its hands stay hidden until asked for.
        assert "Bob: hidden" in screen_text(app) and "Press h to show them" in screen_text(app)
        await pilot.press("end")
        await pilot.pause()
        assert "where the game was saved (3 moves)" in screen_text(app)
        await pilot.press("h")
        await pilot.pause()
        bob = save.replay().state.view(1)["hand"]
        assert all(str(card) in hand_line(app, "Bob") for card in bob)
        await pilot.press("left_square_bracket", "left_square_bracket")
        await pilot.pause()
        assert "Round 1 of 2 · move 1 of 48" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


def test_positions_are_every_move_and_each_round_end():
    save = two_round_save()
    steps = positions(save)
    assert len(steps) == 48 + 1 + 3 + 1
    assert [p.code for p in steps if p.seat is not None] == save.rounds[0] + save.rounds[1]
    ends = [p for p in steps if p.seat is None]
    assert [(p.round_no, p.over) for p in ends] == [(1, True), (2, False)]
    assert ends[0].views[0]["hand_counts"] == [0, 0]  # every card played


def test_replay_command_opens_the_app_or_prints_text(tmp_path, monkeypatch, capsys):
    save = two_round_save()
    path = tmp_path / "game.json"
    save.write(path)
    opened: list[Launch] = []
    monkeypatch.setattr(app_module, "run_app", lambda args, launch: opened.append(launch) or 0)
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    assert main(["replay", str(path)]) == 0
    assert opened[0].replay.rounds == save.rounds
    assert main(["replay", "--text", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("== Round 1 ==") and "== Round 2 ==" in out
    assert len(opened) == 1
