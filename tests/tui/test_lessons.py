"""Learn to play: each game's lesson at its own table, played by keys as a newcomer would.

The keys for each step are chosen from the step's expected move (the card's digit, the
cursor walked to each card and marked, d/b/t), and go through the table's own input path: the
table sends the move to the lesson, which takes it or refuses it with the step's sentence.
"""

from __future__ import annotations

import pytest
from tui.tui_helpers import key, quick_settings, screen_text, table_of, until

from cardtui.core.lesson import LessonRun
from cardtui.games import lessons
from cardtui.store import stats
from cardtui.store.saves import SaveGame
from cardtui.tui import session
from cardtui.tui.app import CardSuiteApp, Launch
from cardtui.tui.conductor import Phase
from cardtui.tui.lesson import LessonSetup
from cardtui.tui.lesson.done import LessonDoneScreen
from cardtui.tui.lesson.setup import LEARNER
from cardtui.tui.screens.dialogs import ConfirmScreen, MessageScreen
from cardtui.tui.screens.menu import MenuScreen
from cardtui.tui.stats_counting import pending_round
from cardtui.tui.widgets.step_panel import StepPanel

GAMES = lessons.names()


def lesson_app(game: str) -> CardSuiteApp:
    return CardSuiteApp(
        settings=quick_settings(), launch=Launch(game, LessonSetup.new(game), table=True)
    )


async def opened(app: CardSuiteApp, pilot):
    """The lesson's table, its introduction read and closed, waiting for the first move."""
    await until(lambda: any(s.__class__.__name__.startswith("Lesson") for s in app.screen_stack))
    table = table_of(app)
    if table.run.index == 0:
        await until(lambda: isinstance(app.screen, MessageScreen), what="the introduction")
        await pilot.pause()
        assert table.run.lesson.intro[:40] in " ".join(screen_text(app).split())
        await key(app, "enter")
        await until(lambda: app.screen is table, what="the introduction to close")
    await learner_turn(table, pilot)
    return table


async def learner_turn(table, pilot) -> None:
    await until(
        lambda: table.conductor.phase is Phase.HUMAN and table.legal, what="the learner's turn"
    )
    await pilot.pause()


def panel_text(table) -> str:
    return str(table.query_one(StepPanel).render())


async def walk_to(app, picker, index: int) -> None:
    """Move a picker's cursor onto ``index`` with the arrow keys."""
    for _ in range(60):
        if picker.selected == index:
            return
        was = picker.selected
        await key(app, "right")
        await until(lambda w=was: picker.selected != w, what="the cursor to move")
    raise AssertionError(f"the cursor never reached card {index}")


async def keys_for(app, table, code: str) -> None:
    """Press the keys a player would press for the move ``code`` at this table."""
    verb, _, rest = code.partition(" ")
    game = table.game_name
    if game == "xeri":
        hand = table.query_one("#hand")
        await key(app, str([c.code for c in hand.cards].index(rest) + 1))  # six cards at most
    elif game == "zirkhaki":
        if code in ("draw", "bank"):
            await key(app, code[0])
        else:
            await key(app, str([a.code for a in table.choices].index(code) + 1))
    elif verb == "take":
        await key(app, "t")
    elif verb == "flip":
        await key(app, table.query_one("#my-stacks").key_of(int(rest)))
    else:  # overs or a play: mark each card with the cursor and Space, then Enter
        hand = table.query_one("#hand")
        if hand.active:
            picker, items = hand, [c.code for c in hand.cards]
        else:
            picker = table.query_one("#my-stacks")
            items = [c.code if c is not None else "" for c in picker.stacks.overs]
        wanted = {items.index(card) for card in rest.split()}
        for _ in range(2 * len(items)):  # Space marks (a whole rank, at this table) or unmarks
            wrong = sorted(wanted.symmetric_difference(picker.marks))
            if not wrong:
                break
            await walk_to(app, picker, wrong[0])
            was = sorted(picker.marks)
            await key(app, "space")
            await until(lambda w=was: sorted(picker.marks) != w, what="a card marked")
        assert set(picker.marks) == wanted
        await key(app, "enter")


async def play_step(app, pilot, table) -> None:
    """The current step's move, by keys; waits until the lesson has taken it."""
    run = table.run
    index = run.index
    await keys_for(app, table, run.expected().code)
    for _ in range(2):  # a move the player has seen will bust them asks once more
        await until(
            lambda: run.index > index or isinstance(app.screen, ConfirmScreen),
            what=f"step {index + 1} to be taken",
        )
        if run.index > index:
            break
        await key(app, "y")


async def play_to_the_end(app, pilot, table) -> int:
    steps = 0
    while not table.run.is_done:
        await learner_turn(table, pilot)
        await play_step(app, pilot, table)
        steps += 1
    await until(lambda: isinstance(app.screen, LessonDoneScreen), what="the lesson's end")
    await pilot.pause()
    return steps


@pytest.mark.parametrize("game", GAMES)
async def test_each_lesson_played_by_keys_at_its_table_to_the_end(game):
    app = lesson_app(game)
    async with app.run_test(size=(100, 32)) as pilot:
        table = await opened(app, pilot)
        lesson = table.run.lesson
        assert type(table).__name__ == f"Lesson{table_class_name(game)}"
        assert "step 1 of" in panel_text(table) and lesson.steps[0].text in panel_text(table)
        steps = await play_to_the_end(app, pilot, table)
        assert steps == len(lesson.steps)
        # The same moves as the lesson's own play-through: nothing skipped, nothing added.
        assert table.run.moves == expected_moves(game)
        text = screen_text(app)
        assert lesson.closing.split(":")[0][:30] in text
        assert table.match.state.is_over == (game != "zirkhaki")
        # Never counted, and nothing left to resume.
        assert stats.rounds_counted() == 0
        assert session.unfinished_games()[0] == []
        await key(app, "m")
        await until(lambda: isinstance(app.screen, MenuScreen), what="the menu")


def table_class_name(game: str) -> str:
    from cardtui.tui.tables import table_class

    return table_class(game).__name__


def expected_moves(game: str) -> list[str]:
    run = LessonRun(lessons.get(game))
    run.skip(whole=True)
    return run.moves


async def test_x9_a_wrong_card_is_refused_with_the_steps_sentence_and_nothing_played():
    app = lesson_app("xeri")
    async with app.run_test(size=(100, 32)) as pilot:
        table = await opened(app, pilot)
        before = table.match.state.snapshot()
        hand = table.query_one("#hand")
        await key(app, "1")  # 2♦, not the 7♠ the step asks for
        await until(lambda: "Not quite" in panel_text(table), what="the refusal")
        assert table.match.state.snapshot() == before and table.conductor.actions == []
        assert table.run.index == 0 and len(hand.cards) == 6
        assert "Play your 7♠" in panel_text(table)
        # The hand still takes keys: the right card is played.
        await learner_turn(table, pilot)
        await play_step(app, pilot, table)
        assert table.run.index == 1 and "Not quite" not in panel_text(table)


async def test_zirkhaki_a_refused_bank_leaves_the_keys_working():
    app = lesson_app("zirkhaki")
    async with app.run_test(size=(100, 32)) as pilot:
        table = await opened(app, pilot)
        await play_step(app, pilot, table)  # the first draw
        await learner_turn(table, pilot)
        moves = list(table.conductor.actions)
        await key(app, "b")  # legal, but the step asks to draw again
        await until(lambda: "Not quite" in panel_text(table), what="the refusal")
        assert table.conductor.actions == moves and table.run.index == 1
        await learner_turn(table, pilot)
        await key(app, "d")
        await until(lambda: table.run.index == 2, what="the draw to be taken")


async def test_skip_step_plays_the_move_and_skip_lesson_plays_the_rest():
    app = lesson_app("hidden_unders")
    async with app.run_test(size=(100, 32)) as pilot:
        table = await opened(app, pilot)
        await key(app, "x")
        await until(lambda: table.run.index == 1, what="the step skipped")
        await learner_turn(table, pilot)
        assert table.conductor.actions[0] == "overs 2H TH AH AD"
        assert "step 2 of" in panel_text(table)
        await key(app, "f")
        await until(lambda: isinstance(app.screen, ConfirmScreen), what="the question")
        await key(app, "y")
        await until(lambda: isinstance(app.screen, LessonDoneScreen), what="the lesson's end")
        assert table.run.is_done and table.run.moves == expected_moves("hidden_unders")
        assert stats.rounds_counted() == 0


async def test_a_lesson_left_part_way_resumes_at_the_same_step_from_the_menu():
    app = lesson_app("xeri")
    async with app.run_test(size=(100, 32)) as pilot:
        table = await opened(app, pilot)
        for _ in range(3):
            await learner_turn(table, pilot)
            await play_step(app, pilot, table)
        await learner_turn(table, pilot)
        snapshot = table.match.state.snapshot()
        await key(app, "escape")
        await until(lambda: isinstance(app.screen, ConfirmScreen), what="the question")
        await pilot.pause()
        assert "Leave the lesson?" in screen_text(app)
        await key(app, "y")
        await until(lambda: isinstance(app.screen, MenuScreen), what="the menu")
        await pilot.pause()
        assert "Learn to play Xeri · step 4 of 24" in screen_text(app)
        await key(app, "c")
        # (the menu is alone on the stack until the resumed table is pushed: no table_of yet)
        await until(
            lambda: len(app.screen_stack) > 1 and table_of(app) is not table,
            what="the lesson again",
        )
        again = await opened(app, pilot)  # (no introduction: it was read at the start)
        assert not isinstance(app.screen, MessageScreen)
        assert again.run.index == 3 and again.match.state.snapshot() == snapshot
        assert "step 4 of 24" in panel_text(again)
        # The log was heard again, and the lesson plays on from there.
        assert any("takes the pile" in line for line in again.query_one("#log").lines_written)
        await play_step(app, pilot, again)
        assert again.run.index == 4
        assert len(session.unfinished_games()[0]) == 1  # the same game, saved once


async def test_learn_to_play_on_the_menu_opens_the_chosen_games_lesson():
    app = CardSuiteApp(settings=quick_settings())
    async with app.run_test(size=(100, 32)) as pilot:
        menu = app.screen
        menu.query_one("#menu-list").highlighted = menu.query_one("#menu-list").get_option_index(
            "learn"
        )
        await key(app, "enter")
        await until(lambda: "Learn which game?" in screen_text(app), what="the question")
        await key(app, "down")
        await key(app, "enter")  # the second game: Hidden Unders
        table = await opened(app, pilot)
        assert table.game_name == "hidden_unders" and "Lesson" in screen_text(app)


def test_a_lesson_save_keeps_its_marker_and_a_lesson_round_is_not_counted():
    run = LessonRun(lessons.get("xeri"))
    run.match.__dict__["lesson"] = "xeri"
    run.skip(whole=True)
    save = SaveGame.from_dict(SaveGame.of(run.match).to_dict())
    assert save.lesson == "xeri" and save.replay().__dict__["lesson"] == "xeri"
    result = run.match.finish_round()
    assert pending_round(run.match, result, []) is None


def test_a_save_claiming_a_lesson_of_another_game_is_refused():
    data = SaveGame.of(LessonRun(lessons.get("xeri")).match).to_dict()
    data["lesson"] = "zirkhaki"
    with pytest.raises(ValueError, match="lesson of another game"):
        SaveGame.from_dict(data)


def test_cardtui_learn_opens_the_games_lesson_and_refuses_an_unknown_game():
    from cardtui.cli import build_parser
    from cardtui.commands import learn

    args = build_parser(["learn", "palace"]).parse_args(["learn", "palace"])
    launch = learn.build_launch(args)
    assert launch.table and isinstance(launch.setup, LessonSetup)
    assert launch.setup.game == "hidden_unders"
    with pytest.raises((KeyError, ValueError)):
        learn.build_launch(build_parser(["learn", "go"]).parse_args(["learn", "go"]))


async def test_hidden_unders_hint_marks_the_steps_move_not_a_bots_choice():
    app = lesson_app("hidden_unders")
    async with app.run_test(size=(100, 32)) as pilot:
        table = await opened(app, pilot)
        for done in range(1, 7):  # to the step that asks for K♥ (a bot would play 9♥ 9♦)
            await key(app, "x")
            await until(lambda d=done: table.run.index == d, what=f"step {done} skipped")
            await learner_turn(table, pilot)
        assert table.run.expected().code == "play KH"
        hand = table.query_one("#hand")
        await key(app, "s")
        await until(lambda: bool(hand.marks), what="the hint's marks")
        assert [hand.cards[i].code for i in hand.marks] == ["KH"]
        await key(app, "enter")
        await until(lambda: table.run.index == 7, what="the hinted move to be taken")


async def test_a_saved_lesson_that_no_longer_follows_the_lesson_starts_afresh_and_says_so():
    run = LessonRun(lessons.get("xeri"), name=LEARNER)
    run.match.__dict__["lesson"] = "xeri"
    save = SaveGame.of(run.match)
    save.rounds = [["play 5C"]]  # legal, but not the move the first step takes
    save.write(session.autosave_path(save.replay()))
    app = CardSuiteApp(settings=quick_settings(), launch=Launch(resume=True))
    async with app.run_test(size=(100, 32)) as pilot:
        table = await opened(app, pilot)
        assert table.run.index == 0 and table.conductor.actions == []
        await pilot.pause()
        assert any("starts again" in n.message for n in app._notifications)
        await play_step(app, pilot, table)
        # The same game on disk: the fresh lesson replaced the file it came from.
        games, _notices = session.unfinished_games()
        assert [g.save.match_id for g in games] == [save.match_id]
        assert games[0].save.rounds == [table.run.moves]
