"""Hidden Unders' lesson: overs (R5), equal or higher (R7), drawing (R11), picking up (R14),
four of a kind (R10), the 2 (R8), the 10 (R9), the overs (R12) and the blind unders (R13) all
happen when it is played through by keys to its end, and the learner goes out and wins (R16)."""

from __future__ import annotations

from games.lesson_helpers import (
    kinds,
    play_through,
)

from cardtui.core.lesson import LessonRun
from cardtui.games import lessons
from cardtui.games.hidden_unders.lesson import LESSON


def test_the_registry_finds_the_hidden_unders_lesson():
    assert lessons.get("hidden_unders") is LESSON
    assert lessons.get("palace") is LESSON


def test_r5_r7_r8_r9_r10_r11_r12_r13_r14_r16_every_rule_the_lesson_names_happens():
    assert LESSON.options == {}  # the default game, stock and all
    run, per_step = play_through(LESSON)
    events = [e for step in per_step for e in step]
    mine = [e for e in events if e.seat == 0]
    assert kinds(mine).count("overs") == 1
    assert "pickup" in kinds(mine)
    burns = [e.text for e in mine if e.kind == "burn"]
    assert any("4 of a kind" in t for t in burns)  # R10
    assert any("10♥" in t for t in burns)  # R9 from the overs
    assert any("10♣" in t for t in burns)  # R9 from a blind under
    assert kinds(mine).count("reset") == 3  # R8: from the hand, the overs and an under
    assert "draw" in kinds(mine)  # R11: back up to four from the stock
    assert not run.state.stock
    played_from = {e.data["zone"] for e in mine if e.kind == "play"}
    assert played_from == {"hand", "overs", "unders"}
    assert kinds(mine).count("flip") == 4
    assert any(len(e.cards) == 2 for e in mine if e.kind == "play")  # a pair at once
    # The tutor's blind under cannot be played: it takes the pile with it (R13).
    assert "pickup" in kinds(per_step[17], 1)
    assert run.state.is_over and run.state.winners() == [0]
    assert "out" in kinds(per_step[-1], 0)
    assert 10 <= len(LESSON.steps) <= 25


def test_r5_the_overs_may_be_laid_in_any_order():
    run = LessonRun(LESSON)
    assert run.try_move("overs AD AH TH 2H")[0]
    assert [c.code for c in run.state.overs[0]] == ["AD", "AH", "TH", "2H"]
    assert run.index == 1
    assert not LessonRun(LESSON).try_move("overs 3C 7D 7S 7C")[0]
