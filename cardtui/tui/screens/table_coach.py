"""The coach at a table (issue 26): `c` shows, for the human whose turn it is, every move they
can make now with its chance to win from the hard bot's search on their own view.

The search runs in a thread worker (its own group, one at a time) so the table never waits on
it. Each position gets a new generation number; the search asks ``should_stop`` before every
sampled deal and gives up as soon as the turn has moved on, and an answer for an older
position is dropped. The panel shows only at the screen of the player to move: never on a
bot's turn, under a handoff cover, or to the next player at a hot-seat table. A round in which
the advice was shown is counted apart in the statistics, as undo is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.widget import Widget

from ...bots.coach import Cancelled, advise, reasons
from ...i18n import _
from ...store.saves import coached_rounds
from ..move_words import move_words
from ..widgets import MoveLog
from ..widgets.coach_advice import AdviceLine, CoachAdvice

if TYPE_CHECKING:
    from ...core import Action, View
    from ..conductor import Conductor

SIDE_PANELS = ".side-panel"  # panels that take the move log's place (coach, card count, key)


class CoachMixin:
    """The coach's panel and search for a table screen (``TableScreen`` mixes it in)."""

    conductor: Conductor
    app: Any
    view: View | None
    game_name: str

    def init_coach(self) -> None:
        self.coach_shown = bool(self.app.settings.coach)  # the setting: always shown
        self._coach_gen = 0

    def compose_coach(self):
        panel = CoachAdvice(id="coach-advice", classes="side-panel")
        panel.display = False  # until the player here has a turn with the coach on
        yield panel

    # -- what the table calls -------------------------------------------------------------
    def action_coach(self) -> None:
        """Show the coach's advice on your turns, or stop showing it (kept as the Settings
        screen's "Coach (all games)" for the next tables, as Zirkhaki's odds always were)."""
        self.set_coach(not self.coach_shown)
        self.keep_coach_setting(self.coach_shown)
        self.notify(  # type: ignore[attr-defined]
            _("Coach on: your moves' chances to win, on your turns (rounds count apart).")
            if self.coach_shown
            else _("Coach off."),
            timeout=2,
        )

    def keep_coach_setting(self, on: bool) -> None:
        self.app.settings.coach = on
        self.app.save_settings()

    def set_coach(self, shown: bool) -> None:
        self.coach_shown = shown
        self.coach_position_changed()
        c = self.conductor
        if shown and c.viewer is not None and c.viewer == c.match.state.current_player:
            self.start_coach(c.viewer, list(getattr(self, "legal", [])))

    def coach_position_changed(self) -> None:
        """The turn moved on (a move, a bot's turn, a cover, the round's end): any search
        under way stops and the panel is hidden until the next turn of the player here."""
        self._coach_gen += 1
        panel = self.query_one("#coach-advice", CoachAdvice)  # type: ignore[attr-defined]
        panel.clear()
        panel.display = False
        self.sync_side()

    def start_coach(self, seat: int, legal: list[Action]) -> None:
        """Advice for ``seat``, the human at the screen whose turn it is, on their own view."""
        view = self.view
        if not self.coach_shown or not legal or view is None or view.player != seat:
            return
        if self.conductor.viewer != seat:
            return  # nobody sits at a hot-seat screen yet (covered): nothing to show
        self._coach_gen += 1
        gen = self._coach_gen
        panel = self.query_one("#coach-advice", CoachAdvice)  # type: ignore[attr-defined]
        panel.think()
        panel.display = True
        self.sync_side()
        spec = self.conductor.match.spec
        iterations = getattr(self.app.settings, "coach_iterations", None)
        seed = self.conductor.match.round_no * 1000 + len(self.conductor.history)

        def think() -> None:
            try:
                advice = advise(
                    spec,
                    view,
                    legal,
                    seed=seed,
                    iterations=iterations,
                    should_stop=lambda: gen != self._coach_gen,
                )
                why = reasons(spec, view, advice)
            except Cancelled:
                return
            self.app.call_from_thread(self.coach_answer, gen, advice, why)

        self.run_worker(  # type: ignore[attr-defined]
            think, thread=True, exclusive=True, group="coach", name="coach", exit_on_error=False
        )

    def coach_answer(self, gen: int, advice: Any, why: dict[str, str]) -> None:
        """The search's answer, in the app's thread: shown only if it is still the same turn."""
        if gen != self._coach_gen or not self.coach_shown:
            return  # the turn moved on: this answer is for a position nobody sees now
        self._coach_said = (gen, advice)  # to say it again in another language
        lines = [
            AdviceLine(
                self.plain(move_words(self.game_name, c.action.code)),  # type: ignore[attr-defined]
                c.win,
                c.points,
                c.best,
                self.plain(why.get(c.action.code, "")),  # type: ignore[attr-defined]
            )
            for c in advice.choices
        ]
        panel = self.query_one("#coach-advice", CoachAdvice)  # type: ignore[attr-defined]
        panel.star = "*" if self.app.settings.ascii_cards else "★"
        panel.show(lines, advice.points_word)
        coached_rounds(self.conductor.match).add(self.conductor.match.round_no)

    def sync_side(self) -> None:
        """The move log shows unless a panel has taken its place."""
        panels = self.query(SIDE_PANELS)  # type: ignore[attr-defined]
        shown = any(isinstance(w, Widget) and w.display for w in panels)
        self.query_one(MoveLog).display = not shown  # type: ignore[attr-defined]
