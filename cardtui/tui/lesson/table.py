"""A game's own table screen playing a lesson: :func:`lesson_table` makes, from the game's
table class, one that follows a :class:`LessonSetup`'s run.

What changes at the table: the tutor's moves are the lesson's script (``LessonConductor``);
a step panel above the prompt says what to do and why; ``x`` skips a step, ``f`` plays the
rest of the lesson; undo is off (it would deal the stacked cards anew); the round is not
counted in the statistics and, once the lesson ends, its autosave goes (it is not a game to
resume or to keep in the history). Everything else (drawing, keys, log, saves, rules, leaving
and resuming) is the game's table as it is.
"""

from __future__ import annotations

import contextlib
import functools
from typing import TYPE_CHECKING, Any

from textual.app import ComposeResult
from textual.binding import Binding

from ...core import RoundResult
from ...core.lesson import LessonRun
from ...i18n import N_, _
from ...store.claims import release
from ...store.saves import match_id_of
from .. import session
from ..conductor import Phase
from ..screens.dialogs import ConfirmScreen, MessageScreen
from ..widgets.step_panel import StepNote, StepPanel
from .conductor import LessonConductor
from .done import LessonDoneScreen
from .setup import LessonSetup

if TYPE_CHECKING:
    from ..screens.table import TableScreen

INTRO_KEYS = N_(
    "The panel on the right says what to do at each step, and the tutor's moves follow "
    "yours. x skips a step, f the rest of the lesson; Esc leaves it, and Resume on the menu "
    "picks it up again."
)

BINDINGS = [
    Binding("x", "skip_step", N_("Skip")),  # short: the footer of Zirkhaki at 80 columns
    Binding("f", "skip_lesson", N_("Skip all")),
    # Still keys, but out of the footer, which at 80 columns cut the lesson's own keys: a
    # lesson saves itself after every move, and the coach is no part of its steps.
    Binding("ctrl+s", "save", N_("Save"), key_display="^s", show=False),
    Binding("c", "coach", N_("Coach"), show=False),
]


class LessonTable:
    """Mixed in before a game's table class (see :func:`lesson_table`)."""

    setup: LessonSetup
    conductor: LessonConductor
    app: Any

    KEY_HELP_LESSON = (
        ("x", N_("skip this step: its move is played for you")),
        ("f", N_("skip the rest of the lesson")),
    )

    @property
    def run(self) -> LessonRun:
        return self.conductor.run

    def make_conductor(self) -> LessonConductor:
        assert self.setup.run is not None  # made with the match (LessonSetup.build_match)
        return LessonConductor(self, self.setup.run, bot_delay=self.app.settings.bot_delay)  # type: ignore[arg-type]

    def compose_side(self) -> ComposeResult:
        # Under the log, beside the prompt: the body has no rows to spare at 80x24.
        yield StepPanel(id="step-panel")
        yield from super().compose_side()  # type: ignore[misc]

    def begin(self) -> None:
        self._said = self._refused = ""
        self._show_step()
        if self.setup.notice:
            self.notify(self.setup.notice, severity="warning", timeout=10, markup=False)  # type: ignore[attr-defined]
        super().begin()  # type: ignore[misc]
        if self.run.index == 0:  # what the game is about, before the first step
            lesson = self.run.lesson
            self.app.push_screen(
                MessageScreen(
                    _(str(lesson.title)), self.plain(lesson.intro) + "\n\n" + _(INTRO_KEYS)
                )
            )  # type: ignore[attr-defined]

    # -- the step panel ----------------------------------------------------------------------
    def _show_step(self) -> None:
        run = self.run
        refused = self._refused
        learned = [topic for topic, done in run.topics() if done]
        self.query_one(StepPanel).show(  # type: ignore[attr-defined]
            StepNote(
                0 if run.is_done else run.index + 1,
                run.step_count,
                self.plain(run.instruction()),  # type: ignore[attr-defined]
                self.plain(self._said),  # type: ignore[attr-defined]
                self.plain(refused),  # type: ignore[attr-defined]
                learned,
                len(run.topics()),
            )
        )

    def relabel_table(self) -> None:
        """A language change: the step's instruction in the new words (the table's own
        labels first)."""
        super().relabel_table()  # type: ignore[misc]
        self._show_step()

    def lesson_refused(self, sentence: str) -> str:
        """Show why the move was not taken; returns it without the step's own words, which
        the panel shows already."""
        step = self.run.step
        if step is not None and sentence.endswith(step.text) and sentence != step.text:
            sentence = sentence.removesuffix(step.text).strip()
        self._refused = sentence
        self._show_step()
        return sentence

    def lesson_stepped(self, sentence: str) -> None:
        self._said, self._refused = sentence, ""
        self._show_step()

    # -- keys --------------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "undo":
            return False  # a move taken back would deal the lesson's cards anew
        if action in ("skip_step", "skip_lesson"):
            return self.conductor.phase is Phase.HUMAN
        return super().check_action(action, parameters)  # type: ignore[misc]

    def enable_input(self, seat: int, legal: list[Any]) -> None:
        super().enable_input(seat, legal)  # type: ignore[misc]
        expected = self.run.expected() if not self.run.is_done else None
        if expected is not None and expected in legal:
            self.point_at(expected)  # type: ignore[attr-defined]  # Enter does the step

    def suggested(self, view: Any, legal: list[Any]) -> Any:
        """A hint (Hidden Unders' s) marks the move the step asks for, not a bot's choice."""
        return self.run.expected()

    def table_help(self) -> str:
        rows = "".join(f"| `{key}` | {_(what)} |\n" for key, what in self.KEY_HELP_LESSON)
        return super().table_help() + rows  # type: ignore[misc]

    def bot_tags(self, seat: int) -> list[str]:
        """The tutor is named as a person would be ("Tutor"), with no bot level: its moves
        are the lesson's script, not a bot's choice."""
        return []

    def header_notes(self) -> list[str]:
        return [_("Lesson"), *super().header_notes()]  # type: ignore[misc]

    def rule_text(self) -> str:
        return _("One guided round")  # not the match's target: the lesson ends with its round

    def seed_note(self) -> str:
        return ""  # every lesson deals the same stacked cards: its seed tells nothing

    def action_skip_step(self) -> None:
        self.disable_input()  # type: ignore[attr-defined]
        self.conductor.skip_step()

    def action_skip_lesson(self) -> None:
        def answered(yes: bool | None) -> None:
            if yes:
                self.disable_input()  # type: ignore[attr-defined]
                self.conductor.skip_lesson()

        self.app.push_screen(
            ConfirmScreen(
                lambda: _("Skip the rest of the lesson? Every step left is played for you."),
                yes=lambda: _("Skip"),
                no=lambda: _("Keep learning"),
            ),
            answered,
        )

    def action_leave(self) -> None:
        if self.conductor.phase is Phase.MATCH_OVER or not self.app.settings.confirm_quit:
            self.leave()  # type: ignore[attr-defined]
            return
        self.app.push_screen(
            ConfirmScreen(
                lambda: _(
                    "Leave the lesson? It stays saved: Resume on the menu picks it up at this step."
                ),
                yes=lambda: _("Leave"),
                no=lambda: _("Keep learning"),
            ),
            lambda yes: self.leave() if yes else None,  # type: ignore[attr-defined]
        )

    # -- the end -----------------------------------------------------------------------------
    def count_round(self, result: RoundResult) -> None:
        """A lesson's round is the script's, not the player's record: never counted."""

    def round_over(self, result: RoundResult) -> None:
        self.disable_input()  # type: ignore[attr-defined]
        self.update_scoreboard()  # type: ignore[attr-defined]
        self.update_header()  # type: ignore[attr-defined]
        self.refresh_bindings()  # type: ignore[attr-defined]
        self.lesson_finished(result)

    def lesson_finished(self, result: RoundResult | None) -> None:
        self.set_prompt(lambda: _("Lesson complete."))  # type: ignore[attr-defined]
        self._show_step()
        self.refresh_bindings()  # type: ignore[attr-defined]
        match = self.conductor.match
        # A finished lesson is nothing to resume (if the file cannot go, it opens at its end).
        with contextlib.suppress(OSError):
            session.autosave_path(match).unlink(missing_ok=True)
        release(match_id_of(match), forget=True)
        breakdown = self.round_breakdown(result) if result is not None else None  # type: ignore[attr-defined]
        screen = LessonDoneScreen(
            _("Lesson complete: {game}").format(game=_(str(self.spec.title))),  # type: ignore[attr-defined]
            self.plain(self.run.lesson.closing),  # type: ignore[attr-defined]
            breakdown,
        )
        self.app.push_screen(screen, self._after_lesson)

    def _after_lesson(self, choice: str | None) -> None:
        if choice == "again":
            self.app.start_table(self.setup.rematch())
        elif choice == "play":
            self.app.open_setup(self.game_name)  # type: ignore[attr-defined]
        else:
            self.app.back_to_menu()


@functools.cache
def lesson_table(table: type[TableScreen]) -> type[TableScreen]:
    """The game's table class playing a lesson (its keys, plus the lesson's)."""
    return type(f"Lesson{table.__name__}", (LessonTable, table), {"BINDINGS": BINDINGS})


def as_lesson(setup: Any, table: type[TableScreen]) -> tuple[LessonSetup, type[TableScreen]]:
    """A setup that is (or picks up) a lesson, and the table class that plays it."""
    if not isinstance(setup, LessonSetup):
        setup = LessonSetup.from_save(setup.saved)
    return setup, lesson_table(table)
