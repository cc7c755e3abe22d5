"""The conductor of a lesson: the learner's moves are checked against the step, the tutor's
moves are the lesson's script.

It is the ordinary :class:`~cardtui.tui.conductor.Conductor` with its bots taken away. A move
the learner submits goes through :meth:`LessonRun.try_move`: a move the step does not want
changes nothing and its sentence goes to the table (``lesson_refused``); a move it wants is
played with the tutor's replies at once, so the match (and its autosave) only ever stands
between two steps. The table then hears the moves one by one: the learner's, then each reply
shown like a bot's move for ``bot_delay`` seconds, played on a copy of the state, before the
step's closing words (``lesson_stepped``) and the next step.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from ...core import Action, RoundResult
from ...core.lesson import LessonRun
from ...i18n import _
from ..conductor import Conductor, Host, Phase


class LessonHost(Host, Protocol):
    """The table screen of a lesson: the conductor's host, and three more things to hear."""

    def lesson_refused(self, sentence: str) -> str: ...
    def lesson_stepped(self, sentence: str) -> None: ...
    def lesson_finished(self, result: RoundResult | None) -> None: ...


class LessonConductor(Conductor):
    """Drives a :class:`LessonRun` at a table through a :class:`LessonHost`."""

    host: LessonHost

    def __init__(self, host: LessonHost, run: LessonRun, *, bot_delay: float = 0.8) -> None:
        super().__init__(host, run.match, bot_delay=bot_delay)
        self.run = run
        self.bots = {}  # the tutor's moves are the lesson's, never a bot's choice
        self._replies: list[str] = []  # the tutor's moves of this step still to be shown
        self._shown: Any = None  # the state the table shows while they are
        self._said = ""  # the step's closing words, said once its replies are shown

    def advance(self) -> None:
        if self.run.is_done and not self.match.state.is_over:
            # A lesson may end before its round does (Zirkhaki's ends after four turns).
            self._token += 1
            self.phase = Phase.MATCH_OVER
            self._show()
            self.host.lesson_finished(None)
            return
        super().advance()

    def submit(self, action: Action | str) -> str | None:
        """The learner's move: None when the step took it, else the step's sentence (and
        nothing is played)."""
        return self._step(lambda: self.run.try_move(action))

    def skip_step(self) -> bool:
        """Play the step's move for the learner (and the replies); False when not their turn."""
        return self._step(lambda: (True, self.run.skip())) is None

    def skip_lesson(self) -> bool:
        """Play every step left for the learner, at once; False when not their turn."""
        if self.phase is not Phase.HUMAN:
            return False
        start = len(self.match.log[-1])
        shown = self.match.state.clone()
        said = self.run.skip(whole=True)
        self._token += 1
        self.host.match_changed()
        for code in self.match.log[-1][start:]:
            self._hear(shown, code)
        self.host.lesson_stepped(said)
        self.advance()
        return True

    def _step(self, play: Callable[[], tuple[bool, str]]) -> str | None:
        state = self.match.state
        if self.phase is not Phase.HUMAN or state.current_player is None:
            return _("Wait for your turn.")
        seat = state.current_player
        start = len(self.match.log[-1])
        shown = state.clone()  # where the table stands while the moves are shown
        accepted, sentence = play()
        if not accepted:
            said = self.host.lesson_refused(sentence)
            # Some tables stop taking keys once a move is sent: ask again.
            self.host.ask_human(seat, state.legal_actions())
            return said
        self.host.match_changed()  # the autosave: the whole step is played
        codes = self.match.log[-1][start:]
        self._token += 1
        self._hear(shown, codes[0])
        self._replies, self._shown, self._said = list(codes[1:]), shown, sentence
        self._next_reply(self._token)
        return None

    def _hear(self, shown: Any, code: str) -> None:
        """Play ``code`` on the copy the table shows; the table hears its events."""
        seat = shown.current_player
        events = shown.apply(shown.check_action(code))
        self.history.append((seat, events))
        self.host.record_events(seat, events, self.match.seats[seat].is_bot)

    def _next_reply(self, token: int) -> None:
        if token != self._token:
            return
        if not self._replies:
            self._shown = None
            self.host.lesson_stepped(self._said)
            self.advance()
            return
        shown = self._shown
        seat = shown.current_player
        self.phase = Phase.SHOWING
        self.host.show_table(shown.view(self.view_seat()), hide_hand=False, others={})
        action = shown.check_action(self._replies[0])
        self._pending = (seat, action)  # so that a dialog closing plays it (release)
        self.host.bot_move(seat, action)
        if self.bot_delay > 0:
            self.host.later(self.bot_delay, lambda: self._commit(token))
        else:
            self._commit(token)

    def _commit(self, token: int) -> None:
        if token != self._token or self._holds or not self._replies:
            return
        self._pending = None
        self._hear(self._shown, self._replies.pop(0))
        self._next_reply(token)
