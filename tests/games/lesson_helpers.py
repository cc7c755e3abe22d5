"""Checks every game's lesson must pass: it plays through by its expected moves, each step
waits for the learner, wrong moves are refused and change nothing, skipping and resuming give
the same game, and its words show no codes and no card the learner cannot see."""

from __future__ import annotations

import re
from dataclasses import fields
from typing import Any

from cardtui.core.lesson import Lesson, LessonRun
from cardtui.core.protocol import Event

# Rule ids (R4.2, X-11, A-12, T9, V3, H1), card codes (7S, TD, coin9) and action codes.
RULE_ID = re.compile(r"\b(?:R|X|A|T|V|H|S)-?\d+(?:\.\d+)?\b")
FRENCH_CODE = re.compile(r"\b(?:[2-9TJQKA]|10)[SHDC]\b")
ZIRKHAKI_CODE = re.compile(
    r"\b(?:astrolabe|pistol|dagger|carpet|snake|horseshoe|coin|chest|key|map)\d\b"
)
ACTION_CODE = re.compile(r"\b(?:play|overs|flip|take|choose|swap|ring) [0-9A-Za-z]+\d|\bflip \d\b")
FIELD_NAME = re.compile(r"\b[a-z]+_[a-z_]+\b")

FRENCH_SHOWN = re.compile(r"(10|[2-9JQKA])([♠♥♦♣])")
ZIRKHAKI_SHOWN = re.compile(
    r"\b(Astrolabe|Pistol|Dagger|Carpet|Snake|Horseshoe|Coin|Chest|Key|Map) (\d)\b"
)
GLYPH_SUIT = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}


def play_through(lesson: Lesson) -> tuple[LessonRun, list[list[Event]]]:
    """Play every step by its expected move; the events of each step, in order."""
    run = LessonRun(lesson)
    per_step = []
    while not run.is_done:
        accepted, _ = run.try_move(run.step.expect)
        assert accepted, run.step.text
        per_step.append(list(run.last_events))
        if not run.is_done:  # each step waits for the learner
            assert run.state.current_player == lesson.learner
    return run, per_step


def all_texts(lesson: Lesson) -> list[str]:
    out = [lesson.title, lesson.intro, lesson.closing]
    for step in lesson.steps:
        out += [step.text, step.after, step.hint, step.topic]
    return [t for t in out if t]


def check_words(lesson: Lesson) -> None:
    """No rule ids, card or action codes, option or field names in anything a player reads."""
    option_names = {f.name for f in fields(lesson.spec.Options)}
    for text in all_texts(lesson):
        assert not RULE_ID.search(text), text
        assert not FRENCH_CODE.search(text), text
        assert not ZIRKHAKI_CODE.search(text), text
        assert not ACTION_CODE.search(text), text
        assert not FIELD_NAME.search(text), text
        assert not any(re.search(rf"\b{name}\b", text) for name in option_names if "_" in name)


def named_cards(text: str) -> set[str]:
    """The codes of the cards a sentence names through the card formatter."""
    found = {rank.replace("10", "T") + GLYPH_SUIT[g] for rank, g in FRENCH_SHOWN.findall(text)}
    found |= {suit.lower() + value for suit, value in ZIRKHAKI_SHOWN.findall(text)}
    return found


def codes_in(data: Any) -> set[str]:
    """Every string in a view's JSON data (card codes among them)."""
    if isinstance(data, str):
        return {data}
    if isinstance(data, dict):
        return {x for v in data.values() for x in codes_in(v)}
    if isinstance(data, list | tuple):
        return {x for v in data for x in codes_in(v)}
    return set()


def seen_by(run: LessonRun, events: list[Event]) -> set[str]:
    seat = run.lesson.learner
    seen = codes_in(run.state.view(seat).to_dict())
    for e in events:
        if e.visible(seat):
            seen |= set(e.cards) | codes_in(dict(e.data or {}))
    return seen


def check_shows_only_what_the_learner_sees(lesson: Lesson) -> None:
    """A step's words name only cards the learner may see then: before the move, in the
    learner's view; after it, in the view or the events the learner was shown so far."""
    run = LessonRun(lesson)
    shown: list[Event] = list(run.last_events)
    while not run.is_done:
        step = run.step
        assert named_cards(step.text) <= seen_by(run, shown), step.text
        run.try_move(step.expect)
        shown += run.last_events
        assert named_cards(step.after) <= seen_by(run, shown), step.after


def check_refusals(lesson: Lesson) -> None:
    """At every step every other legal move is refused with a sentence, and nothing changes."""
    run = LessonRun(lesson)
    while not run.is_done:
        step = run.step
        wanted = run.expected()
        before = (run.state.snapshot(), run.moves, run.index)
        for action in run.state.legal_actions():
            if action.code == wanted.code or (step.accept and step.accept(action)):
                continue
            accepted, said = run.try_move(action.code)
            assert not accepted
            assert said and step.text in said
            assert not FRENCH_CODE.search(said) and not ACTION_CODE.search(said)
            assert (run.state.snapshot(), run.moves, run.index) == before
        accepted, said = run.try_move("nonsense")
        assert not accepted and said
        assert (run.state.snapshot(), run.moves, run.index) == before
        run.try_move(step.expect)


def check_resume(lesson: Lesson) -> None:
    """Leaving after k steps and resuming gives the same moves, step and game, for every k;
    the finished lesson resumes finished."""
    final, _ = play_through(lesson)
    for k in range(len(lesson.steps) + 1):
        run = LessonRun(lesson)
        for _ in range(k):
            run.skip()
        again = LessonRun.resume(lesson, run.progress())
        assert again.index == run.index == k
        assert again.moves == run.moves
        assert again.state.snapshot() == run.state.snapshot()
        assert LessonRun.resume(lesson, run.moves).index == k  # a save's plain log
    whole = LessonRun(lesson)
    whole.skip(whole=True)
    assert whole.is_done and whole.moves == final.moves
    assert whole.state.snapshot() == final.state.snapshot()


def check_topics(lesson: Lesson) -> None:
    """Several rules are named, each once, and none before the lesson's first step."""
    topics = [s.topic for s in lesson.steps if s.topic]
    assert len(topics) >= 8 and len(set(topics)) == len(topics)
    run = LessonRun(lesson)
    assert not any(done for _, done in run.topics())
    run.skip(whole=True)
    assert all(done for _, done in run.topics())


def kinds(events: list[Event], seat: int | None = None) -> list[str]:
    return [e.kind for e in events if seat is None or e.seat == seat]
