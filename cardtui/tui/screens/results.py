"""Round results: the round's breakdown per seat, then the match standings.

While the match goes on the choice is the next round; once it is over: a rematch, a new game
(back to the setup form) or the menu; at any time a replay of the round (every hand once
the match is over, else as one player at the table saw it) and, for one player against bots,
the coach's review of their decisions (screens/review.py, over these results).
Dismisses with "next", "rematch", "new", "menu" or "replay". Esc leaves as at the table: the
table asks over these results (staying, they are still here); a finished match goes to the menu.

At a table of bots alone (``auto_next``) the results stay up for a few seconds and then play
goes on by itself (the next round, or the next match), so a watched table runs as a demo;
``p`` stops the countdown and starts it again, and the menu is always offered.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Any

from rich.console import RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static

from ...core import RoundResult
from ...i18n import N_, _, number
from .base import BaseModal, GuardedMixin, table_under


class ResultsScreen(GuardedMixin, BaseModal):
    """The end of a round (and maybe of the match)."""

    BINDINGS = [
        Binding("n", "choose('next')", N_("Next round")),
        Binding("r", "choose('rematch')", N_("Rematch")),
        Binding("g", "choose('new')", N_("New game")),
        Binding("m", "choose('menu')", N_("Menu")),
        Binding("v", "choose('replay')", N_("Replay")),
        Binding("w", "review", N_("Review")),
        Binding("p", "toggle_auto", N_("Stop")),
        Binding("escape", "leave", N_("Leave")),
        Binding("left", "app.focus_previous", show=False),
        Binding("right", "app.focus_next", show=False),
    ]

    def __init__(
        self,
        *,
        title: str,
        result: RoundResult,
        breakdown: RenderableType,
        standings: RenderableType,
        match_over: bool,
        headline: str,
        auto_next: float | None = None,
    ) -> None:
        super().__init__()
        self.title_text = title
        self.result = result
        self.breakdown = breakdown
        self.standings = standings
        self.match_over = match_over
        self.headline = headline
        # Watching bots: seconds before play goes on by itself (None: wait for a choice).
        self.auto_next = auto_next
        self.auto_choice = "rematch" if match_over else "next"
        self.auto_stopped = False
        self._deadline = 0.0
        self._chosen = False
        # The table's words for these results (title, breakdown, standings, headline), asked
        # for again when the language changes while they are shown.
        self.results_words: Callable[[], dict[str, Any]] | None = None

    def compose(self) -> ComposeResult:
        if self.results_words is not None:
            words = self.results_words()
            self.title_text, self.headline = words["title"], words["headline"]
            self.breakdown, self.standings = words["breakdown"], words["standings"]
        with Vertical(classes="dialog", id="results"):
            yield Static(Text(self.headline, style="bold"), id="results-title")
            if self.auto_next is not None:  # under the headline: always in view
                yield Static("", id="results-auto", markup=False)
            with Horizontal(id="results-tables"):
                yield Static(self.breakdown, id="results-breakdown")
                yield Static(self.standings, id="results-standings")
            with Horizontal(classes="dialog-buttons"):
                if self.match_over:
                    yield Button(_("Rematch (r)"), id="rematch", variant="success")
                    yield Button(_("New game (g)"), id="new")
                    yield Button(_("Menu (m)"), id="menu")
                else:
                    yield Button(_("Next round (n)"), id="next", variant="success")
                    if self.auto_next is not None:
                        yield Button(_("Menu (m)"), id="menu")
                yield Button(_("Replay (v)"), id="replay")
                if self.reviewable() is not None:
                    yield Button(_("Review (w)"), id="review")

    def recomposed(self) -> None:
        buttons = self.query(Button)
        if buttons:
            buttons.first().focus()
        if self.auto_stopped:
            self._say_stopped()
        else:
            self._tick()

    def on_mount(self) -> None:
        # A watched table can move on before this screen has mounted its buttons; then
        # there is nothing to focus, and no reason to fail.
        buttons = self.query(Button)
        if buttons:
            buttons.first().focus()
        self.call_after_refresh(self._fit_buttons)
        self.arm_later()
        if self.auto_next is not None:
            self._restart_countdown()
            self.set_interval(min(0.25, self.auto_next), self._tick)

    def on_resize(self) -> None:
        self.call_after_refresh(self._fit_buttons)

    def _fit_buttons(self) -> None:
        """Buttons that do not fit on one row go on two, three a row: five of them at 80
        columns, or longer translations, would run past the dialog's edge, the last unseen."""
        row = self.query(".dialog-buttons").first(Horizontal) if self.is_attached else None
        if row is None or row.has_class("-rows"):
            return
        right = row.content_region.right
        if any(button.region.right > right for button in row.query(Button)):
            row.add_class("-rows")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "review":
            return self.reviewable() is not None
        if action == "toggle_auto":
            return self.auto_next is not None
        if action == "choose" and parameters[0] == "menu" and self.auto_next is not None:
            return True  # a watched table can always be left
        if action == "choose" and parameters[0] != "replay":
            return (parameters[0] == "next") != self.match_over
        return True

    # -- watching bots: play on by itself ------------------------------------------------
    def _restart_countdown(self) -> None:
        self.auto_stopped = False
        self._deadline = time.monotonic() + (self.auto_next or 0.0)
        self._tick()

    def on_screen_resume(self) -> None:
        # Back from a question over the results (Esc, "Keep playing"): a whole pause again.
        if self.auto_next is not None and not self.auto_stopped:
            self._restart_countdown()

    def _tick(self) -> None:
        if self.auto_next is None or self.auto_stopped or self._chosen:
            return
        if self.app.screen is not self:
            return  # a question is open over the results: play waits for its answer
        left = self._deadline - time.monotonic()
        if left <= 0:
            self._choose_once(self.auto_choice)
            return
        seconds = number(math.ceil(left))
        if self.match_over:
            said = _("Next match in {seconds} s · p stops here").format(seconds=seconds)
        else:
            said = _("Next round in {seconds} s · p stops here").format(seconds=seconds)
        self._say(Text(said, style="dim"))

    def _say_stopped(self) -> None:
        if self.match_over:
            said = _("Stopped: p plays on by itself again, r starts the next match now.")
        else:
            said = _("Stopped: p plays on by itself again, n the next round now.")
        self._say(Text(said, style="dim"))

    def _say(self, text: Text) -> None:
        for line in self.query("#results-auto").results(Static):  # none once dismissed
            line.update(text)

    def action_toggle_auto(self) -> None:
        if self.auto_next is None:
            return
        if not self.auto_stopped:
            self.auto_stopped = True
            self._say_stopped()
        else:
            self._restart_countdown()
        self.refresh_bindings()

    def _choose_once(self, choice: str) -> None:
        if not self._chosen:
            self._chosen = True
            self.dismiss(choice)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "review":
            self.action_review()
        else:
            self.action_choose(event.button.id or "menu")

    # -- the coach's review of the round (one human against bots) --------------------------
    def reviewable(self):  # -> (match, seat) | None
        match = getattr(getattr(table_under(self), "conductor", None), "match", None)
        if match is None:
            return None
        humans = [p for p, s in enumerate(match.seats) if s.is_human]
        return (match, humans[0]) if len(humans) == 1 and len(match.seats) > 1 else None

    def action_review(self) -> None:
        found = self.reviewable()
        if found is None or not self.armed:
            return
        from ...store.saves import SaveGame
        from ..round_review import job_for
        from .review import ReviewScreen

        match, seat = found
        # The review the app began in the background when the round ended, if any: shown
        # when done (or awaited), rather than thought over a second time.
        job = job_for(self.app, match, self.result.round_no, seat)
        save = SaveGame.of(match)
        self.app.push_screen(ReviewScreen(save, seat, self.result.round_no, job=job))

    def action_choose(self, choice: str) -> None:
        if self.armed:
            self._choose_once(choice)

    def action_leave(self) -> None:
        table = table_under(self)
        if self.match_over or table is None:  # nothing left to keep: Esc is the menu
            self.action_choose("menu")
        elif self.armed:
            table.action_leave()
