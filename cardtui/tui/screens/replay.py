"""Replay: step through a match move by move with every hand shown, so anyone can check that
each bot played only on what it could see (its own view, marked ▶ for the seat to move).

Built on ``store.replay.frames`` (every seat's view before each move); a last position shows
the end of each round. Left and right step, [ and ] jump a round, Home and End go to either end.
A round that is not over yet (a save of a game in progress) keeps the hands hidden until the
viewer asks to see them (h): the game may still be played on.
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
from ...core.text import with_names
from ...store.replay import frames
from ...store.saves import SaveGame
from ..replay_view import ViewText
from .base import BaseScreen


@dataclass(frozen=True)
class Position:
    """One step of the replay: a move about to be made, or the end of a round."""

    round_no: int
    move_no: int  # within the round, from 1; for the end of a round, its number of moves
    views: list[dict[str, Any]]
    seat: int | None = None  # who moves (None at the end of a round)
    code: str = ""
    events: tuple[str, ...] = ()
    private: tuple[bool, ...] = ()  # per event: shown to some seats only
    over: bool = False  # the round had ended (else the save stops in the middle of it)


def positions(save: SaveGame) -> list[Position]:
    """Every move of the match, and after each round's last move the table as it ended."""
    out: list[Position] = []
    done = 0
    for f in frames(save):
        if out and out[-1].seat is not None and f.round_no != out[-1].round_no:
            out.append(_round_end(save, done, out[-1].round_no))
        out.append(
            Position(
                f.round_no,
                f.move_no,
                f.views,
                f.seat,
                f.code,
                tuple(f.events),
                tuple(f.private),
            )
        )
        done += 1
    last_round = len(save.rounds)
    out.append(_round_end(save, done, last_round))
    return out


def _round_end(save: SaveGame, moves: int, round_no: int) -> Position:
    # truncated() stops at the end of the round; replay(upto=) would deal the next one.
    match = save.truncated(moves).replay()
    views = [match.state.view(p).to_dict() for p in range(match.players)]
    return Position(round_no, len(match.log[-1]), views, over=match.state.is_over)


class ReplayScreen(BaseScreen):
    """A saved (or just finished) match, one move at a time."""

    DEFAULT_CSS = """
    #replay-where { height: 1; }
    #replay-body { height: 1fr; padding: 0 1; }
    #replay-move, #replay-hands, #replay-table { height: auto; }
    """
    BINDINGS = [
        # Priority: the scrolling body (up and down, page keys) would take these otherwise.
        Binding("left", "step(-1)", "Back", key_display="←", priority=True),
        Binding("right", "step(1)", "Next", key_display="→", priority=True),
        Binding("left_square_bracket", "round(-1)", "Round back", key_display="["),
        Binding("right_square_bracket", "round(1)", "Round on", key_display="]"),
        Binding("home", "go(0)", "Start", show=False, priority=True),
        Binding("end", "go(-1)", "End", show=False, priority=True),
        Binding("h", "reveal", "Show hands"),  # only while a round in progress is shown
        Binding("escape,q", "close", "Close", key_display="esc"),
    ]

    def __init__(self, save: SaveGame, *, start_round: int = 1) -> None:
        super().__init__()
        self.save = save
        self.spec = registry.get(save.game)
        self.game_name = self.spec.name  # ? shows this game's rules
        self.names = [s.name for s in save.seats]
        self.steps = positions(save)
        # The last round, when the save stops before it is over; its hands stay hidden.
        self.open_round = None if self.steps[-1].over else self.steps[-1].round_no
        self.revealed = False
        self.index = next((i for i, p in enumerate(self.steps) if p.round_no >= start_round), 0)

    def compose(self) -> ComposeResult:
        yield Static("", id="replay-title", classes="screen-title", markup=False)
        yield Static("", id="replay-where", markup=False)
        with VerticalScroll(id="replay-body"):
            yield Static("", id="replay-move", markup=False)
            yield Static("", id="replay-hands", markup=False)
            yield Static("", id="replay-table", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        seats = ", ".join(
            s.name if s.is_human else f"{s.name} ({s.level} bot)" for s in self.save.seats
        )
        title = f" Replay · {self.spec.title} · {seats}"
        self.query_one("#replay-title", Static).update(Text(title))
        self.show()

    # -- drawing ---------------------------------------------------------------------------
    @property
    def shown(self) -> ViewText:
        return ViewText(self.spec.name, self.names, ascii=self.app.settings.ascii_cards)

    def seat_label(self, seat: int) -> str:
        s = self.save.seats[seat]
        return s.name if s.is_human else f"{s.name} ({s.level} bot)"

    def show(self) -> None:
        pos = self.steps[self.index]
        text = self.shown
        moves = sum(1 for p in self.steps if p.round_no == pos.round_no and p.seat is not None)
        where = Text(f" Round {pos.round_no} of {len(self.save.rounds)} · ", style="bold")
        if pos.seat is None and pos.over:
            where.append(f"end of the round ({moves} moves)")
        elif pos.seat is None:
            where.append(f"where the game was saved ({moves} moves)")
        else:
            where.append(f"move {pos.move_no} of {moves}")
        where.append(f"   step {self.index + 1}/{len(self.steps)}", style="dim")
        self.query_one("#replay-where", Static).update(where)

        hidden = self.hides(pos)
        move = Text()
        if pos.seat is None:
            move.append("The round is over." if pos.over else "The game was saved here.")
        else:
            move.append(f"{self.seat_label(pos.seat)}: ", style="bold")
            if hidden and any(pos.private):
                move.append(" a choice only they could see ", style="bold reverse")
            else:
                move.append(f" {text.plain(pos.code)} ", style="bold reverse")
            for line, private in zip(
                pos.events, pos.private or [False] * len(pos.events), strict=True
            ):
                if not (hidden and private):
                    move.append("\n  " + text.plain(with_names(line, self.names)))
        self.query_one("#replay-move", Static).update(move)

        before = " before the move" if pos.seat is not None else ""
        hands = Text(f"\nWhat each player saw{before}", style="underline")
        for seat in range(len(self.names)):
            mover = seat == pos.seat
            hands.append("\n▶ " if mover else "\n  ", style="bold" if mover else "")
            hands.append(f"{self.names[seat]}: ", style="bold" if mover else "")
            if hidden:
                hands.append("hidden", style="dim")
            else:
                hands.append(text.private(pos.views, seat))
        if hidden:
            hands.append(
                "\nThis round is not over: its hands stay hidden. Press h to show them.",
                style="italic",
            )
        self.query_one("#replay-hands", Static).update(hands)

        table = Text("\nOn the table, for everyone", style="underline")
        table.append("\n")
        table.append(text.public(pos.views))
        self.query_one("#replay-table", Static).update(table)
        self.refresh_bindings()

    def hides(self, pos: Position) -> bool:
        return pos.round_no == self.open_round and not self.revealed

    # -- keys ------------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "reveal":
            return self.hides(self.steps[self.index])
        return True

    def action_reveal(self) -> None:
        self.revealed = True
        self.show()

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
