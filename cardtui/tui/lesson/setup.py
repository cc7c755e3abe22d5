"""What starts a lesson at a table: a fresh one, or one picked up from its save."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...core import Match
from ...core.lesson import LessonError, LessonRun
from ...games import lessons
from ...i18n import N_, _, number
from ...store.saves import SaveGame
from ..conductor import TableSetup

# The seats' names, in the language the lesson starts in (then kept as names are).
LEARNER = N_("Player")  # not "You": the log says "Player plays 7♠"
TUTOR = N_("Tutor")


@dataclass
class LessonSetup(TableSetup):
    """A table that plays a game's lesson: the lesson's own seats and stacked deal. Its
    ``run`` (made by :meth:`build_match`) is what the table's conductor follows."""

    is_lesson = True  # (a class attribute, not a field: the app asks any setup for it)
    run: LessonRun | None = field(default=None, repr=False)
    # Why a saved lesson could not be picked up where it was left (it then starts afresh).
    notice: str = ""

    @classmethod
    def new(cls, game: str) -> LessonSetup:
        lesson = lessons.get(game)
        return cls(lesson.game, lesson.seats(_(LEARNER), _(TUTOR)), dict(lesson.options))

    @classmethod
    def from_save(cls, save: SaveGame) -> LessonSetup:
        return cls(save.game, list(save.seats), dict(save.options), saved=save)

    def build_match(self) -> Match:
        lesson = lessons.get(self.game)
        save = self.saved
        if save is None:
            names = [s.name for s in self.seats]
            learner = names[lesson.learner] if lesson.learner < len(names) else _(LEARNER)
            run = LessonRun(lesson, name=learner, tutor=_(TUTOR))
        else:
            names = [s.name for s in save.seats]
            learner = names[lesson.learner] if lesson.learner < len(names) else _(LEARNER)
            try:
                if len(save.rounds) != 1:
                    raise LessonError(_("This lesson's saved moves are not one round."))
                run = LessonRun.resume(lesson, save.rounds[0], name=learner, tutor=_(TUTOR))
            except LessonError as exc:  # (a lesson changed by a newer cardtui, a bad file)
                said = str(exc)
                if "starts again" not in said:  # (the English sentences of core/lesson.py)
                    said += " " + _("It starts again from the first step.")
                self.notice = said
                run = LessonRun(lesson, name=learner, tutor=_(TUTOR))
            # The same game on disk: its autosave is replaced, not listed twice.
            run.match.__dict__["save_id"] = save.match_id
        run.match.__dict__["lesson"] = lesson.game
        self.run = run
        return run.match

    def rematch(self) -> LessonSetup:
        """The lesson again from its first step."""
        return LessonSetup.new(self.game)


def lesson_line(save: SaveGame) -> str:
    """How far a saved lesson got, for the menu's Resume line: "step 5 of 24"."""
    lesson = lessons.get(save.game)
    try:
        run = LessonRun.resume(lesson, save.rounds[-1])
    except LessonError:
        return _("starts again")
    if run.is_done:
        return _("finished")
    return _("step {n} of {count}").format(n=number(run.index + 1), count=number(run.step_count))
