"""The table screen every game shares: header, the game's own table area, scoreboard, move
log, the last move and the prompt, and the keys to pause, change speed, read rules or leave.

It is the conductor's host: it shows views, collects the human's choice, runs bots in a worker
thread and opens the handoff and results screens; it autosaves after every move, saves under a
name, takes moves back and counts finished rounds (``table_persistence.py``). A game's table
subclasses it and draws the game (``compose_table``, ``draw``, ``enable_input``, ``preview``,
``round_breakdown``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.console import RenderableType
from rich.style import Style
from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Footer, Static
from textual.worker import Worker, WorkerState

from ...core import Action, Event, RoundResult, View
from ...core.recap import Recap
from ...core.text import with_names
from ...i18n import N_, _, ngettext, number, pgettext
from .. import session
from ..conductor import Conductor, Phase, TableSetup
from ..settings import speed_name, step_speed
from ..theme_colour import theme_colour
from ..widgets import MoveLog, Scoreboard, ScoreRow
from ..widgets.fitted import FittedStatic
from ..widgets.level_words import SPEED_WORDS, joined, level_name
from ..widgets.results_table import names_heading, numbers_columns, results_table
from .base import BaseScreen
from .dialogs import ConfirmScreen
from .handoff import HandoffScreen
from .results import ResultsScreen
from .table_coach import CoachMixin
from .table_persistence import PersistenceMixin
from .table_watch import WatchMixin
from .table_words import WordsMixin

FULL_FOOTER_WIDTH = 100  # columns below which the footer is drawn compact

BONUS_EVENTS = {"xeri", "bonus", "burn"}
ASCII_SUITS = str.maketrans({"♠": "S", "♥": "H", "♦": "D", "♣": "C"})


class TableScreen(CoachMixin, PersistenceMixin, WatchMixin, WordsMixin, BaseScreen):
    """A match of one game at one table. Subclasses draw the game."""

    # What the game calls one deal played out, with its number ("Game {n}" in Zirkhaki).
    ROUND_TITLE = N_("Round {n}")
    # A wide terminal gets a wider log (TableScreen.-wide in app.tcss).
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (110, "-wide")]
    BINDINGS = [
        Binding("question_mark", "rules", N_("Rules"), key_display="?"),
        Binding("escape", "leave", N_("Leave")),
        # q quits from the menu; at a table it only says how to leave (a game is never lost
        # to a key pressed out of habit).
        Binding("q", "how_to_leave", N_("Leave"), show=False),
        Binding("u", "undo", N_("Undo")),  # shown only when there is a move to take back
        Binding("ctrl+s", "save", N_("Save"), key_display="^s"),
        Binding("p", "pause", N_("Pause")),
        Binding("c", "coach", N_("Coach")),  # the search's advice on your turns (table_coach.py)
        # The footer has no room for these beside a game's own keys: the header names them.
        Binding("plus,equals_sign", "speed(1)", N_("Faster"), key_display="+", show=False),
        Binding("minus", "speed(-1)", N_("Slower"), key_display="-", show=False),
    ]

    def __init__(self, setup: TableSetup) -> None:
        super().__init__()
        self.setup = setup
        self.game_name = setup.game
        self.match = setup.build_match()
        self.spec = self.match.spec
        self.conductor = self.make_conductor()
        self.view: View | None = None
        self.legal: list[Action] = []
        self.last_move: list[str] = []
        # What the status line and the prompt say, as functions that say it again: a
        # language change redraws them (table_words.py).
        self._status: Callable[[], Text] | None = None
        self._prompt: Callable[[], str] | None = None
        self._drawn: tuple[bool, dict[int, View]] = (False, {})  # draw()'s hide_hand, others
        self._previewed: tuple[int, Action] | None = None  # a bot's move shown before played
        self._bot_answers: dict[Worker, Callable[[Action], None]] = {}
        self._accent: Style | None = None
        self._held = False
        self.init_persistence()
        self.init_coach()

    def make_conductor(self) -> Conductor:
        """What drives this table: the local conductor. An online table (``tui/remote.py``)
        is driven by the game server's messages through the same interface."""
        settings = self.app.settings
        return Conductor(
            self,
            self.match,
            bot_delay=settings.bot_delay,
            cover_always=settings.cover_every_pass,
        )

    # -- layout ----------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        # One row: its facts wrap at a word and the first row shows (as in English at 80
        # columns, where the bot speed is already past the edge).
        yield Static("", id="table-header", markup=False)
        with Horizontal(id="table-main"):
            with Vertical(id="table-body"):
                yield from self.compose_table()
                yield Static("", id="last-move", markup=False)
                # Two rows (the table's geometry): a longer prompt is shortened at a word.
                yield FittedStatic("", id="prompt", markup=False)
            with Vertical(id="table-side"):
                yield Scoreboard(id="scoreboard")
                yield MoveLog(id="log")
                yield from self.compose_coach()
                yield from self.compose_side()
        yield Footer(show_command_palette=False)  # room for the game's keys (ctrl+p still works)

    def compose_table(self) -> ComposeResult:
        """The game's own widgets (between the header and the prompt)."""
        raise NotImplementedError
        yield

    def compose_side(self) -> ComposeResult:
        """A game's own panels under the move log (Zirkhaki's key), hidden until asked for."""
        yield from ()

    @property
    def accent_style(self) -> Style:
        """The theme's accent colour, for what changes every move (the current player, a
        bot's last move); styling text is cheaper than switching CSS classes."""
        if self._accent is None:
            self._accent = Style(color=theme_colour(self.app, "accent"), bold=True)
        return self._accent

    def _theme_changed(self, _theme: object) -> None:
        self._accent = None

    @on(events.Resize)
    def _fit_footer(self) -> None:
        # A full footer of game keys runs past 100 columns; the compact one fits 80.
        self.query_one(Footer).compact = self.app.size.width < FULL_FOOTER_WIDTH

    def on_mount(self) -> None:
        self.app.theme_changed_signal.subscribe(self, self._theme_changed)
        # Start after the first layout so widgets know their sizes when first drawn.
        self.call_after_refresh(self.begin)

    def on_unmount(self) -> None:
        # The signal holds a closure over this screen: without this, every table ever left
        # (rematch, resume, leave) stays in memory with its widgets and log.
        self.app.theme_changed_signal.unsubscribe(self)
        self.conductor.stop()
        session.leave_table(self.match)

    # A dialog, the rules or a question over the table holds the bots' moves until it closes:
    # the turn never passes under a dialog that belongs to the player who opened it.
    def on_screen_suspend(self) -> None:
        if not self._held:
            self._held = True
            self.conductor.hold()

    def on_screen_resume(self) -> None:
        if self._held:
            self._held = False
            self.conductor.release()

    # -- search workers (engines' hook, #15): hard bots think on every core; the workers start
    # once per table, in the background, and stop when the table goes (quitting included).
    @on(events.Mount)
    def _start_search_workers(self) -> None:
        from ...bots import parallel  # only tables load multiprocessing, not the menu

        levels = [seat.level for seat in self.match.seats if seat.is_bot]
        self._search_pool = parallel.start_for_table(self.spec.name, levels)

    @on(events.Unmount)
    def _stop_search_workers(self) -> None:
        pool = getattr(self, "_search_pool", None)
        if pool is not None:
            pool.close()

    # -- names, header, scoreboard ---------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return [s.name for s in self.match.seats]

    def side_name(self, side: Sequence[int]) -> str:
        """A side's players, partners joined: ``Ann & Cy``."""
        return " & ".join(self.names[p] for p in side)

    def is_you(self, seat: int) -> bool:
        """Is ``seat`` the human at the screen now? (Nobody is, while a hot-seat table shows
        only what everyone may see, or while bots play alone.)"""
        return seat == self.conductor.viewer

    def bot_tags(self, seat: int) -> list[str]:
        """What a seat's label adds for a bot: its level ("normal bot"); none for a human."""
        s = self.match.seats[seat]
        return [_("{level} bot").format(level=level_name(s.level))] if s.is_bot else []

    def seat_label(self, seat: int) -> str:
        tags = self.bot_tags(seat)
        name = self.match.seats[seat].name
        return f"{name} ({tags[0]})" if tags else name

    def text(self, raw: str) -> str:
        """Event text with seat references (P1, P2...) as player names, and suit letters
        instead of glyphs when cards are drawn in ASCII."""
        return self.plain(with_names(raw, self.names))

    def plain(self, text: str) -> str:
        """Suit glyphs as letters when cards are drawn in ASCII (for terminals that mangle
        ♠♥♦♣ and would garble every line that names a card)."""
        return text.translate(ASCII_SUITS) if self.app.settings.ascii_cards else text

    def update_header(self) -> None:
        round_title = _(self.ROUND_TITLE).format(n=number(self.match.round_no))
        parts = [_(self.spec.title), round_title]
        parts += [self.rule_text(), *self.header_notes()]
        seed = self.seed_note()
        if seed:
            parts.append(seed)
        if self.conductor.bots:
            speed = speed_name(self.conductor.bot_delay)
            if self.conductor.paused:
                parts.append(_("PAUSED (p)"))
            else:
                word = _(SPEED_WORDS[speed]) if speed in SPEED_WORDS else speed
                parts.append(_("Bot speed: {speed} (+/-)").format(speed=word))
        self.query_one("#table-header", Static).update(Text(" " + " · ".join(parts)), layout=False)

    def points_label(self) -> str:
        """The heading of the points column, on the scoreboard and in the results alike (one
        name for one number on every screen of the table)."""
        return _("Points")

    def rule_text(self) -> str:
        """What wins the match, in the game's own words."""
        return self.match.rule.describe()

    def variant_chips(self) -> list[str]:
        """The table's variants in a few words each, shown under the scoreboard in play."""
        return []

    def header_notes(self) -> list[str]:
        """What the header adds about this table's rules (a learning mode, a variant)."""
        return []

    def seed_note(self) -> str:
        """The seed, when it may be shown: a random seed fixes every card nobody has seen, so
        it stays secret until the match is over; a seed the players chose is a known deal."""
        if self.match.known_deal:
            return _("Known deal (seed {seed})").format(seed=self.match.seed)
        if self.match.is_over:
            return _("Seed {seed}").format(seed=self.match.seed)
        return ""

    def update_scoreboard(self) -> None:
        sides = self.spec.sides(self.match.players, self.match.options)
        current = self.match.state.current_player
        totals, wins = self.match.totals, self.match.round_wins
        rows = []
        for side in sides:
            rows.append(
                ScoreRow(
                    self.side_name(side),
                    totals[side[0]],
                    wins[side[0]],
                    current=current is not None and current in side,
                )
            )
        self.query_one(Scoreboard).show(
            rows, self.rule_text(), self.variant_chips(), self.points_label()
        )

    # -- the conductor's host interface ----------------------------------------------------
    def round_started(self, round_no: int, dealer: int) -> None:
        # A new round: the last round's final move is no news on the status line.
        self.last_move = []
        self.show_status(None)
        log = self.query_one(MoveLog)
        if round_no > 1:
            log.add("")
        heading = self.round_heading(round_no, dealer)
        log.add(heading, "heading", source=lambda: self.round_heading(round_no, dealer))
        self.update_header()

    def round_heading(self, round_no: int, dealer: int) -> str:
        """The log's first line of a round."""
        return _("Round {n}: {name} deals.").format(n=number(round_no), name=self.names[dealer])

    def show_status(self, make: Callable[[], Text] | None) -> None:
        """The status line under the table (the last move, a banner), from ``make``, which a
        language change calls again; None empties it."""
        self._status = make
        self.query_one("#last-move", Static).update("" if make is None else make(), layout=False)

    def show_table(self, view: View, *, hide_hand: bool, others: dict[int, View]) -> None:
        self.view = view
        self.legal = []
        self._drawn = (hide_hand, others)
        self._previewed = None
        self.draw(view, hide_hand=hide_hand, others=others)
        self.update_header()
        self.update_scoreboard()

    def screen_left(self, seat: int) -> None:
        """A hot-seat player's turn ended: their hints and messages leave with them."""
        self.coach_position_changed()
        self.app.clear_notifications()
        self.set_prompt("")

    def took_screen(self, seat: int, recap: Recap) -> None:
        """A hot-seat player sits down and nothing on the table is private (covers are kept
        for secrets): no pass screen, a banner says whose turn it is, what happened to their
        own cards and what just happened (a bust); it stays until they move."""

        def banner() -> Text:
            turn = _("{name}'s turn").format(name=self.names[seat])
            said = Text(f" ▶ {turn} ", self.accent_style + Style(reverse=True))
            news = " ".join([*self.story_lines(recap.yours), self.banner_news()]).strip()
            if news:
                said.append(" " + news)
            return said

        self.show_status(banner)

    def banner_news(self) -> str:
        """What the player who sits down should see first: the last move."""
        return " ".join(self.last_move)

    def ask_human(self, seat: int, legal: list[Action]) -> None:
        self.legal = legal
        self.enable_input(seat, legal)
        self.set_prompt(lambda: self.turn_prompt(seat, legal))
        self.refresh_bindings()  # undo shows in the footer only on a human's turn
        self.coach_position_changed()
        self.start_coach(seat, legal)

    def bot_thinking(self, seat: int, paused: bool) -> None:
        self.coach_position_changed()
        self.update_header()
        if paused:
            self.set_prompt(
                lambda: _("Paused before {name}'s move. Press p to go on.").format(
                    name=self.seat_label(seat)
                )
            )
        else:
            self.set_prompt(lambda: _("{name} is thinking…").format(name=self.seat_label(seat)))

    def bot_move(self, seat: int, action: Action) -> None:
        self._previewed = (seat, action)
        self.preview(seat, action)
        # Translators: a bot's move about to be played: "Ann plays 5♠…".
        self.set_prompt(
            lambda: _("{name} {move}…").format(
                name=self.names[seat], move=self.describe_action(action)
            )
        )

    def record_events(self, seat: int | None, events: list[Event], by_bot: bool) -> None:
        log = self.query_one(MoveLog)
        shown = [e for e in events if self.may_see(e)]
        for event in shown:
            kind = "bonus" if event.kind in BONUS_EVENTS else ("bot" if by_bot else "")
            log.add(self.text(event.text), kind, source=lambda e=event: self.text(e.text))
        if seat is None:
            return  # the deal itself: in the log, but not a move

        def last_move() -> Text:
            self.last_move = self.last_move_lines(shown)
            style = self.accent_style if by_bot else ""  # a bot's move stands out
            return Text(" ".join(self.last_move), style)

        self.show_status(last_move)

    def story_lines(self, events: list[Event]) -> list[str]:
        """Several moves' events as sentences, in the order they happened (the pass
        screen's "since your last turn")."""
        return [self.text(e.text) for e in events]

    def last_move_lines(self, events: list[Event]) -> list[str]:
        """The status line's sentences for one move. A bonus (a xeri) first: the line is cut
        when long, and that is the news."""
        ordered = sorted(events, key=lambda e: e.kind not in BONUS_EVENTS)
        return [self.text(e.text) for e in ordered]

    def may_see(self, event: Event) -> bool:
        """Public events go to the log; a private one only when its one viewer is alone here."""
        if event.visible_to is None:
            return True
        humans = self.conductor.humans
        return len(humans) == 1 and humans[0] in event.visible_to

    def hand_over(self, seat: int, recap: Recap, done: Callable[[], None]) -> None:
        self.coach_position_changed()  # cleared before the cover, never shown to the next
        self.set_prompt(lambda: _("Waiting for {name}…").format(name=self.names[seat]))

        # The whole recap (the cover scrolls it): what happened to their cards first. The
        # cover asks for it again when the language changes under it.
        def recap_lines() -> tuple[list[str], list[str]]:
            return self.story_lines(recap.rest), self.story_lines(recap.yours)

        rest, yours = recap_lines()
        cover = HandoffScreen(self.names[seat], rest, self.game_name, yours=yours)
        cover.recap_words = recap_lines
        self.app.push_screen(cover, lambda _: done())

    def round_over(self, result: RoundResult) -> None:
        self.coach_position_changed()
        self.disable_input()
        self.update_scoreboard()
        self.update_header()
        self.set_prompt(lambda: _("Round over."))
        self.refresh_bindings()
        self.count_round(result)
        self.keep_watched_match()  # watch mode (table_watch.py)
        self.show_results(result)

    def show_results(self, result: RoundResult) -> None:
        def words() -> dict[str, RenderableType]:
            return {
                "title": _(self.spec.title),
                "breakdown": self.round_breakdown(result),
                "standings": self.standings(),
                "headline": self.round_headline(result),
            }

        screen = ResultsScreen(
            **words(),
            result=result,
            match_over=self.match.is_over,
            auto_next=self.results_pause(),  # watch mode: play on by itself (table_watch.py)
        )
        screen.results_words = words  # said again if the language changes while shown
        self.app.push_screen(screen, lambda choice: self._after_results(choice, result))

    def run_bot(self, think: Callable[[], Action], done: Callable[[Action], None]) -> None:
        worker = self.run_worker(think, thread=True, group="bot", name="bot-move")
        self._bot_answers[worker] = done

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        # The answer comes back as a message to this screen, in the app's thread; a screen
        # that was closed meanwhile never hears it.
        done = self._bot_answers.get(event.worker)
        if done is None:
            return
        if event.state is WorkerState.SUCCESS:
            del self._bot_answers[event.worker]
            done(event.worker.result)
        elif event.state in (WorkerState.ERROR, WorkerState.CANCELLED):
            del self._bot_answers[event.worker]

    def later(self, delay: float, callback: Callable[[], None]) -> None:
        self.set_timer(delay, callback)

    # -- results ---------------------------------------------------------------------------
    def round_headline(self, result: RoundResult) -> str:
        if result.drawn:
            return _("Round {n} is drawn.").format(n=number(result.round_no))
        sides = self.spec.sides(self.match.players, self.match.options)
        won = [side for side in sides if side[0] in result.winners]
        names = joined([self.side_name(side) for side in won])
        if len(won) > 1 or len(won[0]) > 1:
            said = _("{names} win round {n}.")
        else:
            said = _("{names} wins round {n}.")
        return said.format(names=names, n=number(result.round_no))

    def standings(self) -> RenderableType:
        """Match totals per side, and what wins the match (or who won it)."""
        sides = self.spec.sides(self.match.players, self.match.options)
        table = results_table(
            _("Match"),
            expand=True,
        )
        teams = any(len(side) > 1 for side in sides)
        others = [self.points_label(), pgettext("rounds", "Won")]
        cells = [
            [number(self.match.totals[side[0]]), number(self.match.round_wins[side[0]])]
            for side in sides
        ]
        # Headings fitted at a word (translations run longer): see widgets/results_table.
        table.add_column(names_heading(_("Team") if teams else _("Player"), others, cells))
        numbers_columns(table, others, cells)
        for side, row in zip(sides, cells, strict=True):
            table.add_row(Text(self.side_name(side)), *row)
        if self.match.is_over:
            won = self.match.winners()
            names = [self.side_name(side) for side in sides if side[0] in won]
            table.caption = Text(
                ngettext("{names} won the match!", "{names} won the match!", len(names)).format(
                    names=joined(names)
                ),
                style="bold",
            )
            table.caption.append(
                "\n"
                + _("Seed {seed}: start a game with it to play these deals again.").format(
                    seed=self.match.seed
                ),
                style="dim",
            )
        else:
            table.caption = Text(self.rule_text())
        return table

    def round_breakdown(self, result: RoundResult) -> RenderableType:
        """The round's scores per seat; games override this with their own breakdown."""
        table = results_table(
            _("Round {n}").format(n=number(result.round_no)),
        )
        table.add_column(_("Player"))
        table.add_column(_("Points"), justify="right")
        for seat, score in enumerate(result.scores):
            table.add_row(Text(self.names[seat]), number(score))
        return table

    def _after_results(self, choice: str | None, result: RoundResult) -> None:
        if choice == "replay":  # then back to these results
            self.show_replay(result.round_no, lambda _: self.show_results(result))
        elif choice == "next":
            self.conductor.next_round()
        elif choice == "rematch":
            self.app.start_table(self.setup.rematch())
        elif choice == "new":
            # The same table and rules, without a chosen seed (it would deal the same cards).
            self.app.open_setup(self.game_name, initial=self.setup.rematch())
        else:
            self.app.back_to_menu()

    # -- keys ------------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("pause", "speed"):
            return bool(self.conductor.bots)
        if action == "undo":
            return self.can_undo()
        return True

    # The keys every table has, for the rules page (a game adds its own: KEY_HELP).
    COMMON_KEYS = (
        ("?", N_("these rules, with the table's keys")),
        ("u", N_("take back your last move (against bots)")),
        ("p", N_("pause the bots; + and - change their speed")),
        ("ctrl+s", N_("save the game under a name")),
        ("Esc", N_("leave the table (the game stays saved)")),
        ("q", N_("says how to leave (q quits only from the menu)")),
    )
    KEY_HELP: tuple[tuple[str, str], ...] = ()

    def table_help(self) -> str:
        """What ``?`` adds to the rules page at this table: its keys and symbols."""
        rows = [*self.KEY_HELP, *self.COMMON_KEYS]
        lines = ["## " + _("At this table"), ""]
        lines += ["| " + _("Key") + " | " + _("What it does") + " |", "|---|---|"]
        # A table's own KEY_HELP is marked with N_ where it is written.
        lines += [f"| `{key}` | {_(what)} |" for key, what in rows]
        return "\n".join(lines) + "\n"

    def action_rules(self) -> None:
        """The game's rules, then this table's keys and symbols."""
        from .rules import RulesScreen

        self.app.push_screen(RulesScreen(self.game_name, extra=self.table_help))

    def action_pause(self) -> None:
        paused = self.conductor.toggle_pause()
        self.update_header()
        self.notify(
            _("Bots paused: press p to go on.") if paused else _("Bots play on."), timeout=2
        )

    def action_speed(self, delta: int) -> None:
        self.conductor.bot_delay = step_speed(self.conductor.bot_delay, faster=delta > 0)
        self.app.settings.bot_delay = self.conductor.bot_delay
        self.app.save_settings()
        self.update_header()

    def action_how_to_leave(self) -> None:
        self.notify(
            _("To leave the table press Esc: the game stays saved. ctrl+q quits cardtui."),
            timeout=4,
        )

    def action_leave(self) -> None:
        if self.conductor.phase is Phase.MATCH_OVER or not self.app.settings.confirm_quit:
            self.leave()
            return
        self.app.push_screen(
            ConfirmScreen(
                lambda: _(
                    "Leave this match? It stays saved while you play others.\n"
                    "Resume on the menu picks it up again."
                ),
                yes=lambda: _("Leave"),
                no=lambda: _("Keep playing"),
            ),
            lambda yes: self.leave() if yes else None,
        )

    def leave(self) -> None:
        self.conductor.stop()
        self.app.back_to_menu()

    @property
    def in_progress(self) -> bool:
        return self.conductor.phase is not Phase.MATCH_OVER

    def clear_table(self) -> None:
        """Forget what was shown before the match is heard again from a new start (a move
        taken back): the log, the last move, the prompt. Games reset their own marks when
        the round is announced again (``round_started``)."""
        self.disable_input()
        self.legal = []
        self.last_move = []
        self.query_one(MoveLog).forget()
        self.show_status(None)
        self.set_prompt("")

    # -- for subclasses --------------------------------------------------------------------
    def set_prompt(self, text: str | Callable[[], str]) -> None:
        """The prompt under the table: a sentence, or a function that says it (then a
        language change says it again)."""
        self._prompt = text if callable(text) else None
        said = text() if callable(text) else text
        self.query_one("#prompt", Static).update(Text(self.plain(said)), layout=False)

    def draw(self, view: View, *, hide_hand: bool, others: dict[int, View]) -> None:
        raise NotImplementedError

    def enable_input(self, seat: int, legal: list[Action]) -> None:
        raise NotImplementedError

    def disable_input(self) -> None:
        """Stop taking choices (a bot's turn, a covered table, the round's end)."""

    def point_at(self, action: Action) -> None:
        """Put the cursor (or the marks) on ``action``'s card or button, so that Enter makes
        it: a lesson's step does this with the move it asks for."""

    def preview(self, seat: int, action: Action) -> None:
        """Show a bot's chosen move before it is played (highlighted)."""

    def turn_prompt(self, seat: int, legal: list[Action]) -> str:
        return _("Your turn, {name}: choose a move.").format(name=self.names[seat])

    def describe_action(self, action: Action) -> str:
        return action.code
