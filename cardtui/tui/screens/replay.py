"""Replay: step through a match move by move. A finished match (or a table of bots alone) is
shown with every hand, so anyone can check that each bot played only on what it could see (its
own view, marked ▶ for the seat to move). A game that can still be resumed is shown as one
player saw it: that player's hand and peeks, the public table, and the events they were shown.

Built on ``store.replay.frames``; a last position shows the end of each round. Left and right
step, [ and ] jump a round, Home and End go to either end.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Footer, Static

from ... import games as registry
from ...core.match import moves_said, round_moves
from ...core.public import public_view
from ...i18n import N_, _, comma, number
from ...store.replay import frames, open_to_all
from ...store.saves import SaveGame
from ..replay_view import ViewText
from .base import BaseScreen
from .setup_rows import seat_label


@dataclass(frozen=True)
class Position:
    """One step of the replay: a move about to be made, or the end of a round."""

    round_no: int
    move_no: int  # within the round, from 1; for the end of a round, its number of moves
    views: dict[int, dict[str, Any]]  # the seats shown: every seat, or the viewpoint's
    public: dict[str, Any]
    seat: int | None = None  # who moves (None at the end of a round)
    code: str = ""
    events: tuple[str, ...] = ()
    private: tuple[bool, ...] = ()  # per event: shown to some seats only
    over: bool = False  # the round had ended (else the save stops in the middle of it)
    hidden_move: bool = False  # a move the viewpoint seat saw only in part
    redealt: bool = False  # a move was taken back just before this one (undo)


def positions(save: SaveGame, seat: int | None = None) -> list[Position]:
    """Every move of the match, and after each round's last move the table as it ended;
    ``seat``: only what that seat saw (a game still in progress)."""
    out: list[Position] = []
    done = 0
    for f in frames(save, seat):
        if out and out[-1].seat is not None and f.round_no != out[-1].round_no:
            out.append(_round_end(save, done, out[-1].round_no, seat))
        out.append(
            Position(
                f.round_no,
                f.move_no,
                f.views,
                f.public,
                f.seat,
                f.code,
                tuple(f.events),
                tuple(f.private),
                hidden_move=f.hidden_move,
                redealt=f.redealt,
            )
        )
        done += 1
    out.append(_round_end(save, done, len(save.rounds), seat))
    return out


def _round_end(save: SaveGame, moves: int, round_no: int, seat: int | None) -> Position:
    # truncated() stops at the end of the round; replay(upto=) would deal the next one.
    match = save.truncated(moves).replay()
    state = match.state
    shown = range(match.players) if seat is None else (seat,)
    views = {p: state.view(p).to_dict() for p in shown}
    public = public_view(state, 0 if seat is None else seat).to_dict()
    return Position(round_no, len(match.log[-1]), views, public, over=state.is_over)


class ReplayScreen(BaseScreen):
    """A saved (or just finished) match, one move at a time."""

    DEFAULT_CSS = """
    #replay-where { height: 1; }
    #replay-body { height: 1fr; padding: 0 1; }
    #replay-move, #replay-hands, #replay-table { height: auto; }
    """
    BINDINGS = [
        # Priority: the scrolling body (up and down, page keys) would take these otherwise.
        Binding("left", "step(-1)", N_("Back"), key_display="←", priority=True),
        Binding("right", "step(1)", N_("Next"), key_display="→", priority=True),
        Binding("left_square_bracket", "round(-1)", N_("Round back"), key_display="["),
        Binding("right_square_bracket", "round(1)", N_("Round on"), key_display="]"),
        Binding("home", "go(0)", N_("Start"), show=False, priority=True),
        Binding("end", "go(-1)", N_("End"), show=False, priority=True),
        Binding("escape,q", "close", N_("Close"), key_display="esc"),
    ]

    def __init__(
        self,
        save: SaveGame,
        *,
        start_round: int = 1,
        seat: int | None = None,
        start_move: int | None = None,
    ) -> None:
        """``start_move``: open just before that move of ``start_round`` (the review's
        decisions), else at the round's start. ``seat``: whose point of view to show. A game
        that can still be resumed must be shown from one seat's (the caller asks the players
        which); None shows every hand and is refused (ValueError) while anything is secret."""
        super().__init__()
        if seat is None and not open_to_all(save):
            raise ValueError(_("This game is not over: choose whose view to replay."))
        self.save = save
        self.viewpoint = seat
        self.spec = registry.get(save.game)
        self.game_name = self.spec.name  # ? shows this game's rules
        self.names = [s.name for s in save.seats]
        self.steps = positions(save, seat)
        self.undo_rounds = {d.round_no for d in save.redeals}
        self.index = next((i for i, p in enumerate(self.steps) if p.round_no >= start_round), 0)
        if start_move is not None:
            self.index = next(
                (
                    i
                    for i, p in enumerate(self.steps)
                    if (p.round_no, p.move_no) == (start_round, start_move) and p.seat is not None
                ),
                self.index,
            )

    def compose(self) -> ComposeResult:
        yield Static("", id="replay-title", classes="screen-title", markup=False)
        yield Static("", id="replay-where", markup=False)
        with VerticalScroll(id="replay-body"):
            yield Static("", id="replay-move", markup=False)
            yield Static("", id="replay-hands", markup=False)
            yield Static("", id="replay-table", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        seats = comma().join(seat_label(s) for s in self.save.seats)
        if self.viewpoint is None:
            title = _("Replay · {game} · {seats}")
        else:
            title = _("Replay · {game} · {seats} · as {name} saw it")
        title = " " + title.format(
            game=_(self.spec.title),
            seats=seats,
            name=self.names[self.viewpoint] if self.viewpoint is not None else "",
        )
        self.query_one("#replay-title", Static).update(Text(title))
        self.show()

    # -- drawing ---------------------------------------------------------------------------
    @property
    def shown(self) -> ViewText:
        return ViewText(self.spec.name, self.names, ascii=self.app.settings.ascii_cards)

    def seat_label(self, seat: int) -> str:
        return seat_label(self.save.seats[seat])

    def show(self) -> None:
        pos = self.steps[self.index]
        text = self.shown
        moves = round_moves(self.save.rounds[pos.round_no - 1])
        rounds = _("Round {round} of {rounds}").format(
            round=number(pos.round_no), rounds=number(len(self.save.rounds))
        )
        where = Text(" " + rounds + " · ", style="bold")
        if pos.seat is None and pos.over:
            where.append(_("end of the round ({moves})").format(moves=moves_said(moves)))
        elif pos.seat is None:
            where.append(_("where the game was saved ({moves})").format(moves=moves_said(moves)))
        else:
            where.append(
                _("move {move} of {moves}").format(move=number(pos.move_no), moves=number(moves))
            )
        if pos.round_no in self.undo_rounds:
            where.append(" · " + _("undo was used in this round"), style="italic")
        step = _("step {step}/{steps}").format(
            step=number(self.index + 1), steps=number(len(self.steps))
        )
        where.append("   " + step, style="dim")
        self.query_one("#replay-where", Static).update(where)

        move = Text()
        if pos.redealt:
            move.append(
                _("A move was taken back here: the cards still unseen were shuffled again.") + "\n",
                style="italic",
            )
        if pos.seat is None:
            move.append(_("The round is over.") if pos.over else _("The game was saved here."))
        else:
            said = [text.sentence(line) for line in pos.events]
            if not said:
                said = [
                    _("{name} makes a choice only they can see.").format(name=self.names[pos.seat])
                ]
            move.append(f"▶ {said[0]}", style="bold")
            for line in said[1:]:
                move.append("\n  " + line)
        self.query_one("#replay-move", Static).update(move)

        if self.viewpoint is None and pos.seat is not None:
            saw = _("What each player saw before the move")
        elif self.viewpoint is None:
            saw = _("What each player saw")
        elif pos.seat is not None:
            saw = _("What {name} saw before the move")
        else:
            saw = _("What {name} saw")
        viewer = self.names[self.viewpoint] if self.viewpoint is not None else ""
        hands = Text("\n" + saw.format(name=viewer), style="underline")
        for seat in sorted(pos.views):
            mover = seat == pos.seat
            hands.append("\n▶ " if mover else "\n  ", style="bold" if mover else "")
            known = text.private(pos.views[seat], self.names[seat])
            hands.append(
                known
                or _("{name}: holds no secret cards (all on the table)").format(
                    name=self.names[seat]
                ),
                style="bold" if mover else "",
            )
        if self.viewpoint is not None:
            hands.append(
                "\n" + _("This game is not over: the other players' cards stay hidden."),
                style="italic",
            )
        self.query_one("#replay-hands", Static).update(hands)

        table = Text("\n" + _("On the table, for everyone"), style="underline")
        for line in text.public(pos.public):
            table.append("\n" + line)
        self.query_one("#replay-table", Static).update(table)
        self.refresh_bindings()

    # -- keys ------------------------------------------------------------------------------
    def action_step(self, delta: int) -> None:
        self.index = max(0, min(len(self.steps) - 1, self.index + delta))
        self.show()

    def action_round(self, delta: int) -> None:
        """The first move of the previous or next round (or of this one, going back)."""
        starts = [
            i
            for i, p in enumerate(self.steps)
            if i == 0 or p.round_no != self.steps[i - 1].round_no
        ]
        if delta > 0:
            later = [i for i in starts if i > self.index]
            self.index = later[0] if later else len(self.steps) - 1
        else:
            start = max(i for i in starts if i <= self.index)
            if start == self.index:  # already at a round's start: the one before
                start = max((i for i in starts if i < start), default=0)
            self.index = start
        self.show()

    def action_go(self, where: int) -> None:
        self.index = 0 if where == 0 else len(self.steps) - 1
        self.show()

    def action_close(self) -> None:
        self.dismiss()
