"""A lesson left part-way is saved like a game (its match's action log) and resumed from it:
the save replays, and the lesson picks up at the same step with the same cards."""

from __future__ import annotations

import pytest

from cardtui.core.lesson import LessonRun
from cardtui.games import lessons
from cardtui.store.saves import SaveGame


@pytest.mark.parametrize("game", lessons.names())
def test_a_lesson_saved_as_a_game_resumes_at_the_same_step(game):
    lesson = lessons.get(game)
    run = LessonRun(lesson)
    for _ in range(5):
        run.skip()
    data = SaveGame.of(run.match).to_dict()
    data["lesson"] = game  # the marker the saves screen would keep beside the log
    save = SaveGame.from_dict(data)
    assert save.replay().state.snapshot() == run.state.snapshot()
    again = LessonRun.resume(lesson, save.rounds[0])
    assert again.index == 5 and again.state.snapshot() == run.state.snapshot()
