"""The replay screen: step through a saved match move by move, with every hand shown once the
match is over, and only as one player saw it while it can still be resumed; and
``cardtui replay FILE`` opening it (or printing text with --text)."""

from __future__ import annotations

import random
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


def two_round_save(*, finish: bool = False) -> SaveGame:
    """Xeri, Ann against an easy bot: a whole first round and three moves of the second (or
    the whole second round too, which ends the match)."""
    rounds = 2 if finish else 3
    seed = 20 if finish else 21  # seed 20: the two rounds do not tie, the match is over
    match = Match(get("xeri"), ANN_BOB, {"match_mode": "rounds", "rounds": rounds}, seed=seed)
    while not match.state.is_over:
        match.apply(match.state.legal_actions()[-1])
    match.next_round()
    for _ in range(3):
        match.apply(match.state.legal_actions()[0])
    while finish and not match.state.is_over:
        match.apply(match.state.legal_actions()[0])
    return SaveGame.of(match)


def hand_line(app, name: str) -> str:
    return next(line for line in screen_text(app).splitlines() if f" {name} held " in line)


async def test_a_finished_match_is_replayed_with_every_hand():
    save = two_round_save(finish=True)
    app = CardSuiteApp(settings=quick_settings(), launch=Launch("xeri", replay=save))
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        text = screen_text(app)
        assert "Replay · Xeri · Ann, Bob (easy bot)" in text and "saw it" not in text
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
        assert "Round 2 of 2 · move 1 of 48" in screen_text(app)
        await pilot.press("left")
        await pilot.pause()
        assert "Round 1 of 2 · end of the round (48 moves)" in screen_text(app)
        await pilot.press("end")
        await pilot.pause()
        assert "end of the round (48 moves)" in screen_text(app)
        await pilot.press("left_square_bracket", "left_square_bracket")
        await pilot.pause()
        assert "Round 1 of 2 · move 1 of 48" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


async def test_a_game_in_progress_is_replayed_only_as_its_human_saw_it():
    """#12: a game that can still be resumed never shows the other hands, at any step."""
    save = two_round_save()
    app = CardSuiteApp(settings=quick_settings(), launch=Launch("xeri", replay=save))
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen) and screen.viewpoint == 0
        assert "as Ann saw it" in screen_text(app)
        for index, position in enumerate(screen.steps):
            screen.index = index
            screen.show()
            await pilot.pause()
            text = screen_text(app)
            assert " Bob held " not in text  # no line of what Bob saw
            bob = save.truncated(_moves_before(screen.steps, index)).replay().state.view(1)
            # The card Bob is about to play is public once played; the rest stay hidden.
            hidden = [c for c in bob["hand"] if c.code != position.code.partition(" ")[2]]
            assert not [c for c in hidden if str(c) in text], (index, position.code)
        assert "h Show hands" not in screen_text(app)
        await pilot.press("h")  # the old "show every hand" key does nothing now
        await pilot.pause()
        assert " Bob held " not in screen_text(app)


def _moves_before(steps, index: int) -> int:
    return sum(1 for p in steps[:index] if p.seat is not None)


async def test_a_hot_seat_game_in_progress_asks_whose_view_and_covers_the_screen():
    from cardtui.core import Seat
    from cardtui.tui.screens.dialogs import ChoiceScreen
    from cardtui.tui.screens.handoff import HandoffScreen

    match = Match(get("xeri"), [Seat.human("Ann"), Seat.human("Sara")], seed=3)
    for _ in range(5):
        match.apply(match.state.legal_actions()[0])
    save = SaveGame.of(match)
    app = CardSuiteApp(settings=quick_settings(), launch=Launch("xeri", replay=save))
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen)
        await pilot.click("#choice-1")  # Sara's view
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and "Pass to Sara" in screen_text(app)
        # The cover says what it is for: a replay, not Sara's turn.
        note = str(app.screen.query_one(".handoff-note").render())
        button = str(app.screen.query_one("#handoff-ready").label)
        assert note == "Everyone else: please look away while Sara watches the replay."
        assert button == "I'm Sara: show the replay"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen) and app.screen.viewpoint == 1
        start = save.truncated(0).replay().state
        ann = start.view(0)["hand"]
        playing = save.rounds[0][0].partition(" ")[2] if start.current_player == 0 else ""
        assert not [c for c in ann if c.code != playing and str(c) in screen_text(app)]


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
    assert opened[0].replay_seat == 0  # the game is not over: Ann's view
    assert main(["replay", "--text", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("This game is not over: it is shown as Ann saw it")
    assert "== Round 1 ==" in out and "== Round 2 ==" in out
    assert "Bob lays" in out or "Bob plays" in out
    assert "(Ann held " in out and "(Bob held " not in out
    assert len(opened) == 1


def test_replay_command_asks_whose_view_for_a_hot_seat_game_in_progress(tmp_path, capsys):
    from cardtui.core import Seat

    match = Match(get("xeri"), [Seat.human("Ann"), Seat.human("Sara")], seed=3)
    for _ in range(5):
        match.apply(match.state.legal_actions()[0])
    path = tmp_path / "game.json"
    SaveGame.of(match).write(path)
    assert main(["replay", "--text", str(path)]) == 2
    err = capsys.readouterr().err
    assert "--seat" in err and "Ann, Sara" in err and "Traceback" not in err
    assert main(["replay", "--text", "--seat", "sara", str(path)]) == 0
    out = capsys.readouterr().out
    sara_lines = [line for line in out.splitlines() if "(Sara held " in line]
    ann_hand = {str(c) for c in match.state.view(0)["hand"]}
    assert sara_lines and not any(code in out for code in ann_hand)


async def test_round_summary_replay_and_menu_give_one_count_of_moves():
    """Hidden Unders: laying the overs is a move like a play or a pickup; the round's summary
    said two fewer moves than the replay stepped through (R19's turn count, plays only)."""
    from types import SimpleNamespace

    from rich.console import Console

    from cardtui.core import Seat
    from cardtui.tui.session import describe
    from cardtui.tui.tables.hidden_unders.table_text import round_table

    seats = [Seat.human("Ann"), Seat.human("Sara")]
    match = Match(get("hidden_unders"), seats, seed=5)
    rng = random.Random(5)
    while not match.state.is_over:
        match.apply(rng.choice(match.state.legal_actions()))
    moves = len(match.log[0])
    assert any(code.startswith("overs") for code in match.log[0])
    console = Console(width=100, record=True)
    console.print(round_table(SimpleNamespace(names=["Ann", "Sara"]), match.finish_round()))
    assert f"{moves} moves ·" in console.export_text()
    save = SaveGame.of(match)
    assert f"{moves - 1} moves in" in describe(save.truncated(moves - 1))  # the menu's line
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(100, 32)) as pilot:
        await app.push_screen(ReplayScreen(save, seat=0))
        await pilot.press("end")
        await pilot.pause()
        assert f"end of the round ({moves} moves)" in screen_text(app)
