"""Guided first rounds ("Learn to play"): a stacked deal and the steps that teach each rule.

A :class:`Lesson` is one game's first round, dealt from a stacked deck so every rule turns up
in the order a newcomer needs it, and a list of :class:`Step`. Each step says, in plain words,
what to do and why; it takes the learner's move (one move, or any a predicate allows), and
then plays the other seats' scripted moves up to the learner's next step. A :class:`LessonRun`
drives one lesson on a core :class:`Match`, so its action log is a save's log, and a lesson
is left and resumed like a game (:meth:`LessonRun.progress`, :meth:`LessonRun.resume`).

Rules only: nothing here imports Textual or Rich. The lessons live in each game's package
(``cardtui/games/<game>/lesson.py``, found through ``cardtui.games.lessons``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from typing import Any

from ..i18n import N_, _, pgettext
from .errors import IllegalAction
from .match import Match
from .protocol import Action, Event, GameSpec
from .seats import Seat

FORMAT = "cardtui-lesson"
MAX_MOVES = 500  # a lesson is a few minutes long; a longer log is not one of ours


class LessonError(ValueError):
    """A lesson's progress that cannot be resumed; the message is a sentence."""


@dataclass(frozen=True)
class Step:
    """One thing the learner does.

    ``text`` says what to do and why (one or two short sentences, in the game's terms).
    ``expect`` is the move it wants, as an action code (skipping the step plays it);
    ``accept`` optionally allows other legal moves as well (checked before anything is
    played: the scripted replies must stay legal after them). ``bots`` are the other seats'
    moves after it, as action codes, up to the learner's next step. ``after`` is said once
    the move and the replies are played. ``hint`` replaces the gentle sentence said when the
    learner does something else. ``topic`` names the rule the step introduces, in a few
    words ("Jacks", "The snake"), for a screen's list of rules learned ('' when the step only
    practises). ``teaches`` names the event kinds this step must cause (the tests check that
    every rule a lesson names really happens).
    """

    text: str
    expect: str
    bots: tuple[str, ...] = ()
    after: str = ""
    accept: Callable[[Action], bool] | None = None
    hint: str = ""
    teaches: tuple[str, ...] = ()
    topic: str = ""


def _shown(name: str) -> property:
    """A lesson's words as a property: the field keeps what the lesson module wrote (a message
    marked with ``N_``, or a function building a sentence with cards in it) and every read
    gives it in the current language (the language changes at run time)."""
    key = "_" + name

    def get(self: Any) -> str:
        raw = self.__dict__[key]
        if callable(raw):
            return raw()
        return _(raw) if raw else raw  # _("") would be the catalog's header

    def put(self: Any, value: Any) -> None:
        self.__dict__[key] = value

    return property(get, put)


def raw(item: Any, name: str) -> Any:
    """A lesson field as its module wrote it (the untranslated message or its function)."""
    return item.__dict__["_" + name]


_WORDS = ("text", "after", "hint", "topic")
for _name in _WORDS:
    setattr(Step, _name, _shown(_name))


def with_topics(steps: Sequence[Step], topics: Mapping[int, str]) -> tuple[Step, ...]:
    """``steps`` with the rule each listed step introduces (by step index)."""
    out = []
    for i, s in enumerate(steps):
        # not dataclasses.replace: it would read the words through the properties, translated
        given = {
            f.name: raw(s, f.name) if f.name in _WORDS else getattr(s, f.name) for f in fields(s)
        }
        given["topic"] = topics.get(i, given["topic"])
        out.append(Step(**given))
    return tuple(out)


@dataclass(frozen=True)
class Lesson:
    """One game's guided first round, of ``spec``'s game. ``deck`` is the stacked deck
    (codes, top first, in the order the game deals); the learner sits in seat ``learner``;
    ``opening`` holds the other seats' moves before the first step (none when the learner
    plays first)."""

    spec: GameSpec
    title: str
    intro: str
    closing: str
    deck: tuple[str, ...]
    steps: tuple[Step, ...]
    options: Mapping[str, Any] = field(default_factory=dict)
    players: int = 2
    learner: int = 0
    dealer: int = 1
    seed: int = 1
    opening: tuple[str, ...] = ()

    @property
    def game(self) -> str:
        return self.spec.name

    def seats(self, name: str | None = None, tutor: str | None = None) -> list[Seat]:
        """The learner (a human) and the scripted seats (bots, whose moves are the lesson's)."""
        if name is None:
            name = pgettext("seat name", "You")
        if tutor is None:
            tutor = pgettext("seat name", "Tutor")
        return [
            Seat.human(name) if p == self.learner else Seat.bot("normal", tutor)
            for p in range(self.players)
        ]

    def new_match(self, name: str | None = None, tutor: str | None = None) -> Match:
        """The lesson's match before its first move (one round, the stacked deck)."""
        return Match(
            self.spec,
            self.seats(name, tutor),
            dict(self.options),
            seed=self.seed,
            first_dealer=self.dealer,
            deck=list(self.deck),
        )


for _name in ("title", "intro", "closing"):
    setattr(Lesson, _name, _shown(_name))


class LessonRun:
    """One lesson being played: the current step, the learner's moves, skipping, progress.

    ``match`` is a core Match (its ``log[0]`` is every move so far, the scripted ones too);
    ``last_events`` are the events of the last step played (the learner's move and the
    replies), for the table's log; ``events`` are all of them since the start (a resumed
    lesson has them too, for its log).
    """

    def __init__(
        self, lesson: Lesson, *, name: str | None = None, tutor: str | None = None
    ) -> None:
        self.lesson = lesson
        self.match = lesson.new_match(name, tutor)
        self.index = 0
        self.last_events: list[Event] = []
        for code in lesson.opening:
            self.last_events += self.match.apply(code)
        self.events: list[Event] = list(self.last_events)  # every event so far, for the log

    # -- where the lesson stands -----------------------------------------------------------
    @property
    def state(self):
        return self.match.state

    @property
    def step(self) -> Step | None:
        """The step waiting for the learner, or None once the lesson is done."""
        steps = self.lesson.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def is_done(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def step_count(self) -> int:
        return len(self.lesson.steps)

    def topics(self) -> list[tuple[str, bool]]:
        """The rules the lesson teaches, in order, each with whether it is learned yet."""
        return [(s.topic, i < self.index) for i, s in enumerate(self.lesson.steps) if s.topic]

    def expected(self) -> Action | None:
        """The move the current step wants (the engine's own action), or None when done.
        That is the step's own move; if an earlier choice of the learner (a move a predicate
        let through) made it impossible, the first legal move the step takes instead."""
        step = self.step
        if step is None:
            return None
        try:
            return self.state.check_action(step.expect)
        except (IllegalAction, ValueError):
            pass
        for action in self.state.legal_actions():
            if self._alternative(step, action):
                return action
        raise LessonError(_("The lesson cannot go on from here: no move fits this step."))

    def instruction(self) -> str:
        """What the learner should do now, or the lesson's closing words once it is done."""
        step = self.step
        return self.lesson.closing if step is None else step.text

    # -- moves ---------------------------------------------------------------------------
    def try_move(self, move: Action | str) -> tuple[bool, str]:
        """Play the learner's ``move`` if the current step takes it, then the scripted
        replies. Returns (accepted, sentence): the step's ``after`` words when accepted;
        otherwise a gentle sentence saying what the step wants, and nothing is played."""
        step = self.step
        if step is None:
            return False, _("This lesson is finished: {closing}").format(
                closing=self.lesson.closing
            )
        state = self.state
        try:
            action = state.check_action(move)
        except (IllegalAction, ValueError, TypeError):
            return False, step.hint or _("That move is not allowed here. {step}").format(
                step=step.text
            )
        if action.code != self.expected().code and not self._alternative(step, action):
            return False, step.hint or _(
                "Not quite: this step asks for another move. {step}"
            ).format(step=step.text)
        self._play(action, step)
        return True, step.after

    def _alternative(self, step: Step, action: Action) -> bool:
        """Does ``step`` take ``action`` instead of its own move? Only when its predicate
        allows it and the scripted replies stay legal after it (tried on a copy)."""
        if step.accept is None or not step.accept(action):
            return False
        trial = self.state.clone()
        try:
            trial.apply(action)
            for code in step.bots:
                trial.apply(code)
        except (IllegalAction, ValueError):
            return False
        return True

    def _play(self, action: Action | str, step: Step) -> None:
        events = self.match.apply(action)
        for code in step.bots:
            events += self.match.apply(code)
        self.index += 1
        self.last_events = events
        self.events += events

    def skip(self, *, whole: bool = False) -> str:
        """Skip the current step (its move is played for the learner), or with ``whole``
        every step left. Returns the sentence of the last step skipped ('' if none)."""
        said = ""
        while self.step is not None:
            step = self.step
            self._play(self.expected(), step)
            said = step.after
            if not whole:
                break
        return said

    # -- leaving and resuming ----------------------------------------------------------------
    @property
    def moves(self) -> list[str]:
        """Every move played so far (the scripted ones too), as action codes."""
        return list(self.match.log[0])

    def progress(self) -> dict[str, Any]:
        """Plain JSON data to resume the lesson: which lesson, the step, the moves so far."""
        return {
            "format": FORMAT,
            "lesson": self.lesson.game,
            "step": self.index,
            "moves": self.moves,
        }

    @classmethod
    def resume(
        cls,
        lesson: Lesson,
        progress: Mapping[str, Any] | Sequence[str],
        *,
        name: str | None = None,
        tutor: str | None = None,
    ) -> LessonRun:
        """The lesson as :meth:`progress` left it (or as a plain list of moves left it, such
        as a save's log): the moves are played again through the steps, so a log that does
        not follow the lesson is refused with a :class:`LessonError`."""
        moves, step = _read_progress(lesson, progress)
        run = cls(lesson, name=name, tutor=tutor)
        done = len(lesson.opening)
        if moves[:done] != list(lesson.opening):
            raise LessonError(_(_NO_MATCH))
        while done < len(moves):
            if run.is_done:
                raise LessonError(_(_NO_MATCH))
            try:
                accepted, _said = run.try_move(moves[done])
            except (IllegalAction, ValueError):
                accepted = False
            done = len(run.match.log[0])
            if not accepted or run.moves != moves[:done]:
                raise LessonError(_(_NO_MATCH))
        if step is not None and step != run.index:
            raise LessonError(_(_NO_MATCH))
        return run


_NO_MATCH = N_("This lesson's saved moves no longer follow the lesson, so it starts again.")


def _read_progress(
    lesson: Lesson, progress: Mapping[str, Any] | Sequence[str]
) -> tuple[list[str], int | None]:
    step = None
    if isinstance(progress, Mapping):
        if progress.get("format", FORMAT) != FORMAT or progress.get("lesson") != lesson.game:
            raise LessonError(_("This is not the saved progress of this lesson."))
        step = progress.get("step")
        if step is not None and (not isinstance(step, int) or isinstance(step, bool)):
            raise LessonError(_("The saved step of this lesson is not a whole number."))
        moves = progress.get("moves")
    else:
        moves = progress
    if isinstance(moves, str) or not isinstance(moves, Sequence):
        raise LessonError(_("The saved moves of this lesson are not a list."))
    if len(moves) > MAX_MOVES or not all(isinstance(m, str) for m in moves):
        raise LessonError(_("The saved moves of this lesson are not moves of this lesson."))
    return list(moves), step
