"""Xeri's lesson: matching (X-9), jacks, xeris (X-11, X-12), the last capturer (X-14) and the
count (X-15) all happen when it is played through by keys to its end."""

from __future__ import annotations

import pytest
from games.lesson_helpers import (
    kinds,
    play_through,
)

from cardtui.games import lessons
from cardtui.games.xeri.lesson import LESSON


def test_the_registry_finds_the_xeri_lesson():
    assert lessons.get("xeri") is LESSON
    assert lessons.get("Ξερή") is LESSON


def test_x9_x11_x12_x14_x15_every_rule_the_lesson_names_happens():
    run, per_step = play_through(LESSON)
    learner = [e for step in per_step for e in step if e.seat == 0]
    xeris = [e for e in learner if e.kind == "xeri"]
    assert [e.data["kind"] for e in xeris] == ["xeri", "jack_xeri"]
    captures = [e for e in learner if e.kind == "capture"]
    assert any(e.data["jack"] for e in captures)  # a jack takes a pile whatever its top
    assert any(
        e.data.get("xeri_denied") is None and e.data["jack"] and e.data["taken"] == 2
        for e in captures
    )  # a jack on a lone card: taken, no xeri
    assert "xeri" in kinds([e for step in per_step for e in step], 1)  # the tutor's xeri
    assert any("TD" in e.cards for e in captures) and any("2C" in e.cards for e in captures)
    last = per_step[-1]
    assert [e.seat for e in last if e.kind == "transfer"] == [0]
    assert run.state.is_over and run.state.winners() == [0]
    assert 10 <= len(LESSON.steps) <= 25


@pytest.mark.parametrize("k", [0, 5, len(LESSON.steps)])
def test_progress_is_plain_json(k):
    import json

    from cardtui.core.lesson import LessonRun

    run = LessonRun(LESSON)
    for _ in range(k):
        run.skip()
    data = json.loads(json.dumps(run.progress()))
    assert LessonRun.resume(LESSON, data).moves == run.moves


def test_the_last_cards_may_be_laid_in_any_order_but_the_ace_waits():
    from cardtui.core.lesson import LessonRun

    run = LessonRun(LESSON)
    while "any card but your ace" not in run.instruction():
        run.skip()
    assert run.index == 18
    before = run.moves
    accepted, said = run.try_move("play AC")
    assert not accepted and "ace" in said and run.moves == before
    for code in ("play TC", "play KH", "play QD", "play 8H", "play 5S"):
        assert run.try_move(code)[0]
    assert run.try_move("play AC")[0]
    assert run.is_done and run.state.winners() == [0]
    final, _ = play_through(LESSON)
    assert run.state.scores() == final.state.scores()


def test_skipping_after_the_learners_own_order_still_finishes_the_round():
    from cardtui.core.lesson import LessonRun

    run = LessonRun(LESSON)
    for _ in range(18):
        run.skip()
    assert run.try_move("play KH")[0] and run.try_move("play 8H")[0]
    # Later steps wanted the cards just played: skipping plays another card they take.
    run.skip(whole=True)
    assert run.is_done and run.state.winners() == [0]
    assert LessonRun.resume(LESSON, run.progress()).moves == run.moves
