"""Review: the player's costliest decisions of a round against bots, by the coach.

The coach thinks in a thread worker (the list says so meanwhile, counting the decisions); when
the app's background review of the same round (``round_review``) is under way or done, the
screen waits for it or shows it at once instead of thinking again. Each decision is judged
from the player's own view at the time (``bots.review``), so nothing hidden is used. Enter on
a decision opens the replay just before that move, as the player saw it while the match goes
on (every hand once it is over). Esc closes, back to the results.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.timer import Timer
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option
from textual.worker import Worker, WorkerState

from ... import games as registry
from ...bots.coach import Cancelled
from ...bots.review import Review, decisions, review
from ...i18n import N_, _, number
from ...store.replay import open_to_all
from ...store.saves import SaveGame
from ..review_words import sentence, summary
from ..round_review import Job
from .base import BaseScreen

# The coach's search per decision here: a round of 20 or so decisions in well under half a
# minute on a small machine (the command line's review uses the game's full default).
ITERATIONS = 800


class ReviewScreen(BaseScreen):
    """A round's costliest decisions for one human seat."""

    DEFAULT_CSS = """
    #review-summary { height: auto; padding: 0 1; }
    #review-list { height: 1fr; }
    """
    BINDINGS = [Binding("escape,q", "close", N_("Close"), key_display="esc")]

    def __init__(
        self,
        save: SaveGame,
        seat: int,
        round_no: int,
        *,
        iterations: int | None = None,
        job: Job | None = None,
    ) -> None:
        super().__init__()
        self.save = save
        self.seat = seat
        self.round_no = round_no
        self.iterations = iterations or ITERATIONS
        self.result: Review | None = None
        self._given_up = False
        self.job = job
        self.thought_here = False  # the coach thought on this screen (no background review)
        self._waiting: Timer | None = None

    def compose(self) -> ComposeResult:
        name = self.save.seats[self.seat].name
        title = " " + _("Review · round {round} · as {name} saw it").format(
            round=number(self.round_no), name=name
        )
        yield Static(Text(title), id="review-title", classes="screen-title", markup=False)
        yield Static(_("The coach is thinking over your moves…"), id="review-summary", markup=False)
        yield OptionList(id="review-list")
        yield Footer()

    def on_mount(self) -> None:
        super().on_mount()
        if self.job is not None and not (self.job.over and self.job.result is None):
            self._await_job()
            if self.result is None:
                self._waiting = self.set_interval(0.2, self._await_job)
            return
        self._think_here()

    def _think_here(self) -> None:
        self.thought_here = True
        self.run_worker(self._think, thread=True, name="review", exit_on_error=False)

    def _await_job(self) -> None:
        """The background review: its progress, then its result (or, if it was given up,
        the coach thinks here after all)."""
        job = self.job
        if job is None or self.result is not None or self._given_up:
            return
        if job.result is not None:
            self._stop_waiting()
            self.show(job.result)
        elif job.over:
            self._stop_waiting()
            self._think_here()
        elif job.total:
            self._say(self._thinking(job.done, job.total))

    def _stop_waiting(self) -> None:
        if self._waiting is not None:
            self._waiting.stop()

    def _think(self) -> Review | None:
        spec = registry.get(self.save.game)
        found = decisions(self.save.steps(), self.seat, self.round_no)
        try:
            return review(
                spec,
                self.seat,
                found,
                seed=self.save.seed % 1_000_003,
                iterations=self.iterations,
                should_stop=lambda: self._given_up,
                progress=self._progress,
            )
        except Cancelled:
            return None

    def _progress(self, done: int, total: int) -> None:
        if not self._given_up:
            self.app.call_from_thread(self._say, self._thinking(done, total))

    @staticmethod
    def _thinking(done: int, total: int) -> str:
        return _("The coach is thinking… {done} of {total}").format(
            done=number(done), total=number(total)
        )

    def _say(self, text: str) -> None:
        for line in self.query("#review-summary").results(Static):
            line.update(text)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.worker.name != "review" or self._given_up:
            return
        if event.state is WorkerState.SUCCESS and event.worker.result is not None:
            self.show(event.worker.result)
        elif event.state is WorkerState.ERROR:
            self._say(_("The coach could not review this round."))

    def show(self, result: Review) -> None:
        self.result = result
        said = summary(result)
        if result.worst:
            said += "\n" + _("Enter opens the replay at that move.")
        self._say(said)
        options = self.query_one("#review-list", OptionList)
        options.clear_options()
        for i, r in enumerate(result.worst):
            options.add_option(Option(Text(sentence(self.save.game, r)), id=str(i)))
        if result.worst:
            options.highlighted = 0
            options.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if self.result is None:
            return
        r = self.result.worst[int(event.option.id or 0)]
        from .replay import ReplayScreen

        seat = None if open_to_all(self.save) else self.seat
        self.app.push_screen(
            ReplayScreen(self.save, start_round=r.round_no, start_move=r.move_no, seat=seat)
        )

    def action_close(self) -> None:
        self._given_up = True  # the coach stops at its next world
        self.dismiss()
