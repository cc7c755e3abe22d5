"""The conductor runs a match for every game: it asks whoever is to act and applies the answer.

It knows nothing about widgets. A *host* (the table screen) draws the table, collects the human's
choice, runs the bot in a worker thread and shows dialogs; the conductor decides what happens
next. Flow of one turn:

- a human seat: at a hot-seat table, whenever the screen passes to another human, the host
  covers the table (``hand_over``) until the new player confirms, with their recap (everything
  since their last turn that their seat may see, what happened to their own cards first:
  ``core.recap``). A table whose players turned covers off for open play (``cover_always``
  False) is covered only when something on the screen is private (the new player's own view
  holds more than the public view, or the last player's screen showed something only they
  may see) or the game was just picked up; else the host only announces whose turn it is
  (``took_screen``). Then ``ask_human``; the host calls :meth:`Conductor.submit` with the
  chosen action.
- who is looking: at a hot-seat table the screen belongs to one human from their handoff to
  the end of their turn. At every other moment (a bot's turn between two humans, a handoff, the
  start of a resumed game) the host is given the public view only (``core.public``), and hears
  ``screen_left`` so that hints and messages meant for the last player go with them.
- a bot seat: ``bot_thinking``, the bot chooses in a worker thread from its own view (the host
  hands the answer back in the app's thread), the host shows the chosen move (``bot_move``)
  for ``bot_delay`` seconds, then it is applied.

Every move is played through ``match.apply`` (so ``match.log`` is the whole match, which saves,
undo and replays are built on); after it the host hears ``match_changed`` (to autosave) and the
move's events go to ``record_events``; a finished round goes to ``round_over``.
A token guards against stale answers: a bot result or timer from before a restart is ignored.
While the host holds the match (a dialog or the rules are open over the table) a bot's move
waits, so the turn never passes under a dialog that belongs to the player who opened it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Protocol

from .. import bots
from .. import games as registry
from ..core import Action, Event, IllegalAction, Match, RoundResult, Seat, View, derive_seed
from ..core.public import public_view
from ..core.recap import Recap, recap_for
from ..i18n import _
from ..store.saves import SaveGame


@dataclass
class TableSetup:
    """Everything needed to start a match: what the setup form or ``cardtui play`` produce."""

    game: str
    seats: list[Seat]
    options: dict[str, Any] = field(default_factory=dict)
    seed: int | None = None
    first_dealer: int | None = None
    deck: Sequence[Any] | None = None  # a stacked first deal (tests, tutorials)
    saved: SaveGame | None = None  # a saved game to pick up (resume, load, undo)
    # The players chose the seed: the deal is known to them, and the table may say so. A seed
    # given without this (a rematch, a test) is still kept secret during play.
    known_deal: bool | None = None

    @classmethod
    def from_save(cls, save: SaveGame) -> TableSetup:
        """Sit down at a saved game: its table and rules; the match replays from its log."""
        return cls(save.game, list(save.seats), dict(save.options), saved=save)

    def build_match(self) -> Match:
        """The match, or a ``ValueError`` a player can read (bad options, wrong table size,
        a save whose moves no longer replay)."""
        if self.saved is not None:
            return self.saved.replay()
        spec = registry.get(self.game)
        return Match(
            spec,
            self.seats,
            self.options,
            seed=self.seed,
            first_dealer=self.first_dealer,
            deck=self.deck,
            known_deal=self.seed is not None if self.known_deal is None else self.known_deal,
        )

    def rematch(self) -> TableSetup:
        """The same table and rules with fresh deals (a chosen seed would replay the same cards)."""
        return TableSetup(self.game, list(self.seats), dict(self.options))


class Phase(Enum):
    IDLE = "idle"
    HUMAN = "human"  # waiting for a human's choice
    HANDOFF = "handoff"  # table covered until the next human confirms
    THINKING = "thinking"  # a bot is choosing in its worker
    SHOWING = "showing"  # a bot's choice is on screen, about to be played
    ROUND_OVER = "round_over"
    MATCH_OVER = "match_over"


class Host(Protocol):
    """What the conductor needs from the screen that shows the match."""

    def round_started(self, round_no: int, dealer: int) -> None: ...
    def show_table(self, view: View, *, hide_hand: bool, others: dict[int, View]) -> None: ...
    def screen_left(self, seat: int) -> None: ...
    def ask_human(self, seat: int, legal: list[Action]) -> None: ...
    def bot_thinking(self, seat: int, paused: bool) -> None: ...
    def bot_move(self, seat: int, action: Action) -> None: ...
    def record_events(self, seat: int | None, events: list[Event], by_bot: bool) -> None: ...
    def hand_over(self, seat: int, recap: Recap, done: Callable[[], None]) -> None: ...
    def took_screen(self, seat: int, recap: Recap) -> None: ...
    def round_over(self, result: RoundResult) -> None: ...
    def match_changed(self) -> None: ...
    def run_bot(self, think: Callable[[], Action], done: Callable[[Action], None]) -> None: ...
    def later(self, delay: float, callback: Callable[[], None]) -> None: ...


class Conductor:
    """Drives one match at one table through a :class:`Host`."""

    def __init__(
        self, host: Host, match: Match, *, bot_delay: float = 0.8, cover_always: bool = True
    ) -> None:
        self.host = host
        self.match = match
        self.spec = match.spec
        self.bot_delay = bot_delay
        # Cover the table on every pass between humans (the settings may keep covers for
        # when something on the screen is private).
        self.cover_always = cover_always
        self.phase = Phase.IDLE
        self.paused = False
        # This round's moves as (seat, events): who moved (undo) and what happened (tallies).
        self.history: list[tuple[int, list[Event]]] = []
        self.humans = [i for i, s in enumerate(match.seats) if s.is_human]
        self.bots = {
            i: bots.make(
                self.spec.name, s.level or "normal", seed=derive_seed(match.seed, "bot", i)
            )
            for i, s in enumerate(match.seats)
            if s.is_bot
        }
        # The human sitting at the screen now (hot-seat); None until the first one confirms,
        # and again from the end of their turn until the next one confirms.
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        # Whose seat the table is drawn around while nobody owns the screen (the last human).
        self.layout_seat: int = self.humans[0] if self.humans else 0
        self._holds = 0  # dialogs open over the table: bots' moves wait
        self._token = 0
        self._pending: tuple[int, Action] | None = None  # a bot move held by pause
        # Per human seat: the moves' events (with who moved) since that seat last sat down.
        self._since: dict[int, list[tuple[int | None, Event]]] = {h: [] for h in self.humans}
        # The human at the screen has been shown something private during this turn (a hand,
        # a peek): the next human may only sit down behind a cover.
        self._exposed = False

    @property
    def movers(self) -> list[int]:
        """The seat that made each move of this round."""
        return [seat for seat, _ in self.history]

    @property
    def actions(self) -> list[str]:
        """Every action code of this round so far (the match's log keeps every round)."""
        return self.match.log[-1]

    # -- who sees what -----------------------------------------------------------------
    @property
    def hot_seat(self) -> bool:
        """Several humans share the screen and the game has cards they must not see."""
        return len(self.humans) > 1 and self.spec.hidden_information

    @property
    def watching(self) -> bool:
        """No human at the table: everyone watches the bots."""
        return not self.humans

    @property
    def seat_to_act(self) -> int | None:
        return self.match.state.current_player

    def view_seat(self) -> int:
        """Whose seat the table is drawn around: the human at the screen, else the last one
        (the table keeps its place while nobody owns the screen)."""
        if self.viewer is not None:
            return self.viewer
        return 0 if self.watching else self.layout_seat

    @property
    def public_only(self) -> bool:
        """Several humans share the screen and none of them owns it now: show only what the
        whole table may see."""
        return self.hot_seat and self.viewer is None

    def names(self) -> list[str]:
        return [s.name for s in self.match.seats]

    def _show(self) -> None:
        state = self.match.state
        seat = self.view_seat()
        others = {}
        if self.watching:  # nothing to hide from onlookers: show every bot's hand
            others = {p: state.view(p) for p in range(state.players) if p != seat}
        view = public_view(state, seat) if self.public_only else state.view(seat)
        if self.hot_seat and self.viewer is not None and not self._exposed:
            self._exposed = holds_private(state, self.viewer)
        self.host.show_table(view, hide_hand=self.public_only, others=others)

    def needs_cover(self, seat: int) -> bool:
        """Must the table be covered before ``seat`` sits down at a hot-seat screen? Always,
        unless covers are kept for private screens: then when ``seat``'s own view holds more
        than everyone's (a hand, a peek, a ring offer), or the last human's screen showed them
        something of their own (or the game was just picked up: nobody knows what it showed)."""
        return self.cover_always or self._exposed or holds_private(self.match.state, seat)

    def recap(self, seat: int) -> Recap:
        """What ``seat`` missed since its last turn, as its seat may see it."""
        return recap_for(seat, self._since.get(seat, []))

    def _note(self, mover: int | None, events: Sequence[Event]) -> None:
        for moves in self._since.values():
            moves.extend((mover, e) for e in events)

    def _catch_up(self, history: Sequence[tuple[int, list[Event]]]) -> None:
        """The recaps of a round picked up part-way: for each human, the moves from its
        last one on (all of them when it has not moved yet)."""
        movers = [seat for seat, _ in history]
        for human, moves in self._since.items():
            last = max((i for i, s in enumerate(movers) if s == human), default=0)
            moves.clear()
            for seat, events in history[last:]:
                moves.extend((seat, e) for e in events)

    def _leave_screen(self) -> None:
        """The human at a hot-seat screen has ended their turn: the screen is nobody's until
        the next human confirms; what was shown for them goes too."""
        if self.hot_seat and self.viewer is not None:
            seat, self.viewer = self.viewer, None
            self.host.screen_left(seat)

    # -- the turn loop -----------------------------------------------------------------
    def start(
        self, history: Sequence[tuple[int, list[Event]]] = (), *, picked_up: bool = False
    ) -> None:
        """Start (or pick up) the match. ``history``: the moves of this round already played,
        as (seat, events), for a match picked up from a save: the host hears them again.
        ``picked_up``: a saved game sat down at again (nobody knows what its screen last
        showed, so its first player sits down behind a cover)."""
        self.host.match_changed()
        self._announce_round()
        self.history = list(history)
        if picked_up and self.hot_seat:
            self._exposed = True
        self._catch_up(history)
        for seat, events in history:
            self.host.record_events(seat, events, self.match.seats[seat].is_bot)
        self.advance()

    def _announce_round(self) -> None:
        # Events of the deal itself (the pile laid out, a shown bottom card), if the game
        # keeps them on the new state.
        self.host.round_started(self.match.round_no, self.match.dealer)
        opening = list(getattr(self.match.state, "opening", ()) or ())
        if opening:
            self.host.record_events(None, opening, False)

    def advance(self) -> None:
        """Ask whoever is to act, or finish the round."""
        self._token += 1
        state = self.match.state
        if state.is_over:
            self._finish_round()
            return
        seat = state.current_player
        if self.viewer is not None and seat != self.viewer:
            self._leave_screen()
        if self.match.seats[seat].is_human:
            if self.hot_seat and self.viewer != seat:
                if self.needs_cover(seat):
                    self.phase = Phase.HANDOFF
                    self._show()
                    token = self._token
                    self.host.hand_over(seat, self.recap(seat), lambda: self._handed(token, seat))
                    return
                # Covers only for secrets, and nothing private on either side: no pass
                # screen, a clear "Bob's turn".
                self.host.took_screen(seat, self.recap(seat))
            if self.viewer != seat:
                self._exposed = False  # a new player at the screen: nothing shown to them yet
            self.viewer = self.layout_seat = seat
            self.phase = Phase.HUMAN
            self._since[seat] = []  # told (or at the screen all along): a new recap begins
            self._show()
            self.host.ask_human(seat, state.legal_actions())
            return
        self.phase = Phase.THINKING
        self._show()
        self.host.bot_thinking(seat, self.paused)
        if not self.paused:
            self._start_bot(seat)

    def _handed(self, token: int, seat: int) -> None:
        if token != self._token:
            return
        self._exposed = False
        self.viewer = self.layout_seat = seat
        self.advance()

    def _start_bot(self, seat: int) -> None:
        state = self.match.state
        # Views and legal actions are built here, in the app's thread, so the worker never
        # touches the state (nothing is applied while a bot thinks).
        view, legal, bot, token = (
            state.view(seat),
            state.legal_actions(),
            self.bots[seat],
            self._token,
        )

        def think() -> Action:  # runs in a worker thread
            return bot.choose(view, legal)

        self.host.run_bot(think, lambda action: self._bot_chose(token, seat, action))

    def _bot_chose(self, token: int, seat: int, action: Action) -> None:
        if token != self._token:
            return
        self.phase = Phase.SHOWING
        self._pending = (seat, action)
        self.host.bot_move(seat, action)
        if self.bot_delay > 0:
            self.host.later(self.bot_delay, lambda: self._commit(token))
        else:
            self._commit(token)

    def _commit(self, token: int) -> None:
        if token != self._token or self.paused or self._holds or self._pending is None:
            return
        seat, action = self._pending
        self._pending = None
        self._play(seat, action, by_bot=True)

    def submit(self, action: Action | str) -> str | None:
        """A human's choice. Returns None when played, else a sentence saying why not."""
        state = self.match.state
        if self.phase is not Phase.HUMAN or state.current_player is None:
            return _("Wait for your turn.")
        seat = state.current_player
        try:
            self._play(seat, action, by_bot=False)
        except IllegalAction as exc:
            return str(exc)
        return None

    def _play(self, seat: int, action: Action | str, *, by_bot: bool) -> None:
        # Through the match, which logs the move; bad input raises IllegalAction and changes
        # nothing.
        events = self.match.apply(action)
        self.history.append((seat, events))
        self.host.match_changed()
        self._note(seat, events)
        self.host.record_events(seat, events, by_bot)
        self.advance()

    # -- holding for dialogs -----------------------------------------------------------
    def hold(self) -> None:
        """A dialog (or the rules) opened over the table: a bot's move waits for it."""
        self._holds += 1

    def release(self) -> None:
        """The dialog closed: a bot's move that waited is played now."""
        if self._holds == 0:
            return
        self._holds -= 1
        if not self._holds and self.phase is Phase.SHOWING and self._pending is not None:
            self._commit(self._token)

    # -- pause and speed ---------------------------------------------------------------
    def toggle_pause(self) -> bool:
        """Pause or resume the bots; returns the new paused state."""
        self.paused = not self.paused
        if not self.paused:
            if self.phase is Phase.THINKING:
                self.advance()
            elif self.phase is Phase.SHOWING and self._pending is not None:
                self._commit(self._token)
        elif self.phase is Phase.THINKING:
            seat = self.seat_to_act
            if seat is not None:
                self.host.bot_thinking(seat, True)
        return self.paused

    # -- rounds ------------------------------------------------------------------------
    def _finish_round(self) -> None:
        # The round is over: every card may be seen now, but the screen is still nobody's in
        # particular, so the table stays public until the results are read.
        self._leave_screen()
        result = self.match.finish_round()
        self.phase = Phase.MATCH_OVER if self.match.is_over else Phase.ROUND_OVER
        self._show()
        self.host.round_over(result)

    def next_round(self) -> None:
        """Deal the next round of the match (after the results were seen)."""
        self.match.next_round()
        self.history = []
        self.host.match_changed()
        for moves in self._since.values():
            moves.clear()
        if self.hot_seat:  # fresh hands: whoever pressed "next" may not be the first to play
            self.viewer = None
            self._exposed = False
        self._announce_round()
        self.advance()

    def stop(self) -> None:
        """Forget any bot answer or timer still on its way (leaving the table)."""
        self._token += 1
        self._pending = None
        self.phase = Phase.IDLE

    def load(
        self,
        match: Match,
        history: Sequence[tuple[int, list[Event]]] = (),
        viewer: int | None = None,
    ) -> None:
        """Play on with another match of the same table (a move taken back): the same bots,
        the round so far (``history``) heard again. ``viewer``: the human still at the screen
        (at a hot-seat table, they keep it only if it is their turn)."""
        self.stop()
        self.match = match
        self.history = []
        if self.hot_seat:
            self.viewer = viewer if viewer == match.state.current_player else None
            # The screen showed the old match: count it as private until a cover or a new
            # player (an undo may have dealt the hands anew).
            self._exposed = True
            if viewer is not None:
                self.layout_seat = viewer
        self.start(history)


# Keys that say how a view is laid out rather than what is on the table; a difference there
# is not a secret.
BOOKKEEPING = frozenset({"player", "players", "options", "rules", "teams", "turn_cap"})


def holds_private(state: Any, seat: int) -> bool:
    """Does ``seat``'s own view show anything the whole table may not see (a hand, a peek, a
    ring offer)? Read off the public view, so every game answers it without knowing it."""
    own = state.view(seat)
    public = public_view(state, seat)
    return any(
        key not in BOOKKEEPING and own[key] != public[key]
        for key in own.keys()  # noqa: SIM118 (a View is not iterable)
    )
