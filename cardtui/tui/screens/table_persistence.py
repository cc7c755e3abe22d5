"""What every table does to keep the match safe: the autosave after every move, saving under a
name (ctrl+s), taking a move back against bots (u), the statistics of each finished round and
the replay offered with the results. :class:`TableScreen` mixes this in.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

from ...core import RoundResult
from ...i18n import _, comma, ngettext, number
from ...store.saves import SaveGame, coached_rounds
from .. import round_review, session
from ..conductor import Phase, TableSetup
from ..stats_counting import count_later, count_round

if TYPE_CHECKING:
    from ..conductor import Conductor


class PersistenceMixin:
    """Autosave, named saves, undo, statistics and replays for a table screen."""

    conductor: Conductor
    setup: TableSetup
    app: Any

    def init_persistence(self) -> None:
        self._save_problem: str | None = None
        # A game picked up at a finished round was counted when that round ended.
        match = self.conductor.match
        picked_up_done = self.setup.saved is not None and match.state.is_over
        self._counted: set[int] = {match.round_no} if picked_up_done else set()

    def begin(self) -> None:
        """Start the match; a saved game hears its round so far again (the log, the marks)."""
        picked_up = self.setup.saved is not None
        history = session.round_history(self.conductor.match) if picked_up else []
        self.conductor.start(history, picked_up=picked_up)

    # -- the autosave ----------------------------------------------------------------------
    def match_changed(self) -> None:
        """After every move (and at the start of a match or round): save it. Runs in the app's
        thread; a failed write is a notice, never a crash, and is said once, not every move."""
        problem = session.write_autosave(self.conductor.match)
        if problem and problem != self._save_problem:
            self.notify(problem, severity="warning", timeout=8, markup=False)  # type: ignore[attr-defined]
        self._save_problem = problem

    # -- saving under a name ---------------------------------------------------------------
    def action_save(self) -> None:
        from .save_name import SaveNameScreen

        match = self.conductor.match
        humans = comma().join(s.name for s in match.seats if s.is_human) or _("bots only")
        # The time makes each save's suggested name its own (the same name would replace).
        # Translators: a save's suggested name: the game, its human players, the time.
        default = _("{game} with {players}, {time}").format(
            game=_(match.spec.title), players=humans, time=f"{datetime.now():%b %d %H.%M}"
        )
        self.app.push_screen(SaveNameScreen(default), self._save_as)

    def _save_as(self, name: str | None) -> None:
        if not name:
            return
        path, problem = session.save_named(self.conductor.match, name)
        if problem:
            self.notify(problem, severity="error", markup=False)  # type: ignore[attr-defined]
        elif path is not None:
            self.notify(  # type: ignore[attr-defined]
                _("Saved as '{name}'. Load it from Saves on the menu.").format(name=name.strip()),
                markup=False,
            )

    # -- undo ------------------------------------------------------------------------------
    def can_undo(self) -> bool:
        """A human is to move and has moved this round; between several humans only when
        the settings allow it (taking back someone else's move needs everyone's consent)."""
        c = self.conductor
        if c.phase is not Phase.HUMAN or not c.humans:
            return False
        if len(c.humans) > 1 and not self.app.settings.undo_between_humans:
            return False
        if len(c.movers) != len(c.actions):
            return False  # who made which move is not known: do not guess
        return any(seat in c.humans for seat in c.movers)

    def action_undo(self) -> None:
        """Take the last human move back, in place. Every card the player who made it had not
        seen by then is dealt anew (``session.undo``): undo teaches, it never peeks."""
        if not self.can_undo():
            return
        c = self.conductor
        codes = list(c.actions)
        try:
            undone = session.undo(c.match, c.humans, c.movers)
        except ValueError as exc:  # the log no longer replays: play goes on as it was
            self.notify(  # type: ignore[attr-defined]
                _("That move cannot be taken back: {problem}").format(problem=exc),
                severity="error",
                markup=False,
            )
            return
        if undone is None:
            return
        name = c.match.seats[undone.seat].name
        try:  # the taken-back move in words; it is legal again where play resumes
            action = c.match.spec.parse_action(undone.match.state, codes[undone.kept])
            took = _("Took back {name}'s move ({move})").format(
                name=name,
                move=self.describe_action(action),  # type: ignore[attr-defined]
            )
        except ValueError:
            took = _("Took back {name}'s move").format(name=name)
        said = undo_words(took, name, undone.taken - 1, len(c.humans) > 1)
        viewer = c.viewer
        self.reload(undone.match, viewer)
        self.notify(said, timeout=6, markup=False)  # type: ignore[attr-defined]

    def reload(self, match: Any, viewer: int | None) -> None:
        """Play on from ``match`` at this same table (a move taken back): the screen stays,
        the round so far is heard again."""
        self.setup = TableSetup.from_save(SaveGame.of(match))
        self.match = match
        self.clear_table()  # type: ignore[attr-defined]
        self.conductor.load(match, session.round_history(match), viewer)

    # -- statistics and replays ------------------------------------------------------------
    def count_round(self, result: RoundResult) -> None:
        """Add a finished round to the statistics (once); a finished match goes to the
        history in Saves and its autosave is forgotten, so Resume does not offer it."""
        match = self.conductor.match
        if result.round_no not in self._counted:
            self._counted.add(result.round_no)
            # No waiting here for another window's transaction: a busy store leaves the round
            # on disk, and a thread adds it once the store is free.
            # A round played with undo or with the coach's advice shown is counted apart.
            apart = result.round_no in match.undo_rounds() or result.round_no in coached_rounds(
                match
            )
            counting = count_round(match, result, self.conductor.history, apart, wait=0)
            # The coach reviews each human's round in the background: their progress.
            round_review.start(self.app, match, result, apart=apart)
            for sentence in counting.said:
                self.notify(sentence, severity="warning", timeout=12, markup=False)  # type: ignore[attr-defined]
            if counting.busy:
                count_later(self.app)
        if match.is_over:
            problem = session.clear_autosave(match, self.app.settings.history_kept)
            if problem:
                self.notify(problem, severity="warning", markup=False)  # type: ignore[attr-defined]

    def show_replay(self, round_no: int, then: Any = None) -> None:
        """Step through the match so far from the start of round ``round_no``: every hand
        once the match is over (or at a table of bots), else as one player here saw it, as
        the menu's replays do."""
        save = SaveGame.of(self.conductor.match)
        self.app.open_replay(save, start_round=round_no, then=then)  # type: ignore[attr-defined]


def undo_words(took: str, name: str, others: int, hot_seat: bool) -> str:
    """What undo did, in one sentence per case: ``took`` (the move taken back), the ``others``
    taken back after it, and whether other people's hands may have changed (``hot_seat``)."""
    if not others and not hot_seat:
        said = _("{took}. The cards {name} had not seen were shuffled again.")
    elif not others:
        said = _(
            "{took}. The cards {name} had not seen were shuffled again, so other players' "
            "hands may have changed."
        )
    elif not hot_seat:
        said = ngettext(
            "{took} and the {n} move after it. The cards {name} had not seen were shuffled again.",
            "{took} and the {n} moves after it. The cards {name} had not seen were shuffled again.",
            others,
        )
    else:
        said = ngettext(
            "{took} and the {n} move after it. The cards {name} had not seen were shuffled "
            "again, so other players' hands may have changed.",
            "{took} and the {n} moves after it. The cards {name} had not seen were shuffled "
            "again, so other players' hands may have changed.",
            others,
        )
    return said.format(took=took, name=name, n=number(others))
