"""The lesson engine (core.lesson): steps wait for the learner's move, other moves are refused
with a sentence and change nothing, scripted replies are played, skipping plays the expected
move, and progress leaves and resumes. Played on a small Xeri lesson built here."""

from __future__ import annotations

import pytest

from cardtui.core.lesson import Lesson, LessonError, LessonRun, Step, with_topics
from cardtui.games.xeri import SPEC, stack

# Seat 0 plays first: 7♠ then 5♣ ...; the tutor (seat 1) answers 5♥, 9♠ ...
DECK = tuple(
    c.code
    for c in stack(
        2, dealer=1, deals=[{0: "7S 5C 3D JD 6C 2D", 1: "5H 9S QH 8D 6H 2H"}], pile="4H 9D KS 7D"
    )
)


def lesson(**more) -> Lesson:
    steps = (
        Step("Take the pile with your 7.", "play 7S", ("play 5H",), "Taken.", teaches=("capture",)),
        Step("Take the lone card: a xeri.", "play 5C", ("play 9S",), "Xeri!"),
        Step(
            "Lay a card.",
            "play 3D",
            ("play QH",),
            accept=lambda a: a.code in ("play 6C", "play 2D"),
        ),
    )
    return Lesson(SPEC, "Toy lesson", "Intro.", "Well done.", DECK, steps, **more)


def test_a_step_takes_its_move_and_plays_the_scripted_reply():
    run = LessonRun(lesson())
    assert run.step.text == "Take the pile with your 7."
    assert run.expected().code == "play 7S"
    assert run.try_move("play 7S") == (True, "Taken.")
    assert run.moves == ["play 7S", "play 5H"]
    assert [e.kind for e in run.last_events] == ["capture", "lay"]
    assert run.index == 1 and run.state.current_player == 0


def test_another_move_is_refused_with_a_sentence_and_nothing_changes():
    run = LessonRun(lesson())
    before = (run.state.snapshot(), run.moves, run.index)
    for move in ("play 5C", "play JD", "play AS", "", "rubbish", None):
        accepted, said = run.try_move(move)
        assert not accepted
        assert "Take the pile with your 7." in said  # says what the step wants
        assert "play" not in said  # no action codes
        assert (run.state.snapshot(), run.moves, run.index) == before


def test_a_step_hint_replaces_the_default_sentence():
    steps = (Step("Play the 7.", "play 7S", hint="Look for the card that matches."),)
    run = LessonRun(Lesson(SPEC, "t", "i", "c", DECK, steps))
    assert run.try_move("play 3D") == (False, "Look for the card that matches.")


def test_a_predicate_lets_other_moves_through_when_the_replies_stay_legal():
    run = LessonRun(lesson())
    run.skip()
    run.skip()
    assert run.try_move("play 6C")[0]  # allowed by the step's predicate
    assert run.moves[-2:] == ["play 6C", "play QH"]
    assert run.is_done and run.instruction() == "Well done."


def test_a_predicate_move_whose_replies_would_be_illegal_is_refused():
    # The reply plays a card the tutor does not hold after the learner's move: refused.
    steps = (
        Step("Play.", "play 7S", ("play 5H",), accept=lambda a: True),
        Step("Again.", "play 5C", ("play 7S",), accept=lambda a: True),
    )
    run = LessonRun(Lesson(SPEC, "t", "i", "c", DECK, steps))
    run.skip()
    before = (run.state.snapshot(), run.moves)
    accepted, _ = run.try_move("play 3D")
    assert not accepted and (run.state.snapshot(), run.moves) == before


def test_skip_plays_the_expected_move_and_skip_whole_finishes():
    run = LessonRun(lesson())
    assert run.skip() == "Taken."
    assert run.moves == ["play 7S", "play 5H"]
    run.skip(whole=True)
    assert run.is_done and run.step is None and run.expected() is None
    assert run.moves == ["play 7S", "play 5H", "play 5C", "play 9S", "play 3D", "play QH"]
    accepted, said = run.try_move("play 6C")
    assert not accepted and "Well done." in said


def test_progress_round_trips_after_each_step():
    for k in range(4):
        run = LessonRun(lesson())
        for _ in range(k):
            run.skip()
        data = run.progress()
        assert data["lesson"] == "xeri" and data["step"] == k
        again = LessonRun.resume(lesson(), data)
        assert again.index == k and again.moves == run.moves
        assert again.state.snapshot() == run.state.snapshot()


def test_resume_keeps_a_learners_own_accepted_move():
    run = LessonRun(lesson())
    run.skip()
    run.skip()
    run.try_move("play 2D")
    again = LessonRun.resume(lesson(), run.progress())
    assert again.moves == run.moves and again.is_done


@pytest.mark.parametrize(
    "progress",
    [
        {"lesson": "zirkhaki", "step": 0, "moves": []},
        {"lesson": "xeri", "step": 1, "moves": []},  # the step does not match the moves
        {"lesson": "xeri", "moves": ["play 7S", "play 9S"]},  # not the scripted reply
        {"lesson": "xeri", "moves": ["play 3D"]},  # not the step's move
        {"lesson": "xeri", "moves": "play 7S"},
        {"lesson": "xeri", "moves": [7]},
        {"lesson": "xeri", "step": True, "moves": []},
        {"format": "cardtui-save", "lesson": "xeri", "moves": []},
        ["play 7S", "play 5H", "play 5C", "play 9S", "play 3D", "play QH", "play JD"],
    ],
)
def test_progress_that_does_not_follow_the_lesson_is_refused_with_a_sentence(progress):
    with pytest.raises(LessonError) as err:
        LessonRun.resume(lesson(), progress)
    assert str(err.value).endswith(".")


def test_opening_moves_are_played_before_the_first_step():
    # The learner sits in seat 1 and the tutor (seat 0) opens.
    steps = (Step("Take the lone card.", "play 5H", ("play 5C",)),)
    run = LessonRun(Lesson(SPEC, "t", "i", "c", DECK, steps, learner=1, opening=("play 3D",)))
    assert run.moves == ["play 3D"] and run.state.current_player == 1
    assert LessonRun.resume(run.lesson, run.progress()).moves == ["play 3D"]
    with pytest.raises(LessonError):
        LessonRun.resume(run.lesson, ["play 7S"])


def test_the_match_seats_the_learner_and_a_tutor():
    run = LessonRun(lesson(), name="Sara", tutor="Guide")
    seats = run.match.seats
    assert seats[0].is_human and seats[0].name == "Sara"
    assert seats[1].is_bot and seats[1].name == "Guide"
    assert run.match.known_deal  # a stacked deal is no secret


def test_events_gather_for_the_log_and_resume_has_them_too():
    run = LessonRun(lesson())
    run.skip()
    run.skip()
    assert [e.kind for e in run.events] == ["capture", "lay", "capture", "xeri", "lay"]
    again = LessonRun.resume(lesson(), run.progress())
    assert [e.text for e in again.events] == [e.text for e in run.events]


def test_topics_say_which_rules_are_learned():
    steps = with_topics(lesson().steps, {0: "Matching", 1: "A xeri"})
    run = LessonRun(Lesson(SPEC, "t", "i", "c", DECK, steps))
    assert run.topics() == [("Matching", False), ("A xeri", False)]
    run.skip()
    assert run.topics() == [("Matching", True), ("A xeri", False)]
