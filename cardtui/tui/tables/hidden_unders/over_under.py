"""Over/under stacks: four positions, each a face-up over lying on a face-down under.

An under shows as a card back peeking out below and to the right of its over; once the over is
played the back shows whole, and an empty position is a dotted outline. Positions are numbered
1-4 on the under's bottom edge. Three sizes: ``normal`` (7x5 cards, 7 rows with the lift of a
marked over), ``small`` (5x3 cards, 4 rows, for other seats' panels) and ``line`` (one text row
of four cells, for compact rows: ``K♠▒`` an over on its under, ``▒▒▒▒`` an under alone).

:class:`OverUnderStacks` draws them and, when active, lets a player pick positions with the
:class:`Picker` keys (overs of one rank together, or one blind under). It holds no rules.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.reactive import reactive

from ....i18n import N_
from ...widgets.card import SIZES, CardArt, Slot, card_lines, face_of
from .picker import PICK_BINDINGS, Picker

POSITIONS = 4
GAP = {"normal": 2, "small": 0}  # a small under's edge separates it from the next


@dataclass
class Stacks:
    """What one seat has on the table: ``overs[i]`` a card or None, ``unders[i]`` a face-down
    card there or not. ``marks`` are highlighted positions (chosen, or a bot's move)."""

    overs: list[Any] = field(default_factory=lambda: [None] * POSITIONS)
    unders: list[bool] = field(default_factory=lambda: [False] * POSITIONS)
    marks: dict[int, str] = field(default_factory=dict)  # position -> Slot mark

    @classmethod
    def from_view(cls, view: Any, seat: int) -> Stacks:
        overs = list(view["overs"][seat])
        present = set(view["unders"][seat])
        return cls(overs, [i in present for i in range(POSITIONS)])

    @property
    def empty(self) -> bool:
        return not any(self.unders) and all(c is None for c in self.overs)


Style_ = Callable[[str, str], Style]
Cell = tuple[str, str, str]  # (character, role, mark); role "" is blank


def stack_width(size: str) -> int:
    return SIZES[size][0] + 1


def stacks_width(size: str) -> int:
    return POSITIONS * stack_width(size) + (POSITIONS - 1) * GAP[size]


def _paint(
    canvas: list[list[Cell]], x: int, y: int, rows: list[list[tuple[str, str]]], mark: str
) -> None:
    for dy, row in enumerate(rows):
        cx = x
        for text, role in row:
            for ch in text:
                if 0 <= y + dy < len(canvas) and 0 <= cx < len(canvas[0]):
                    canvas[y + dy][cx] = (ch, role, mark)
                cx += 1


def _outline(size: str, ascii: bool) -> list[list[tuple[str, str]]]:
    w, h = SIZES[size]
    dot = "." if ascii else "┄"
    side = ":" if ascii else "┆"
    top = [(" " + dot * (w - 2) + " ", "empty")]
    mid = [(side + " " * (w - 2) + side, "empty")]
    return [top, *[mid] * (h - 2), top]


def render_stacks(
    stacks: Stacks,
    *,
    size: str,
    ascii: bool,
    style: Style_,
    numbers: bool = True,
    lift: bool = False,
) -> Text:
    """The four stacks as text, ``size`` normal or small. ``lift`` adds a row above so a
    marked ("selected") over can stand higher."""
    h = SIZES[size][1]
    top = 1 if lift else 0
    width = stacks_width(size)
    canvas: list[list[Cell]] = [[(" ", "", "")] * width for _ in range(h + 1 + top)]
    for pos in range(POSITIONS):
        x = pos * (stack_width(size) + GAP[size])
        mark = stacks.marks.get(pos, "")
        over = stacks.overs[pos]
        if stacks.unders[pos]:
            under_mark = mark if over is None else ""
            rows = card_lines(Slot(None, True, under_mark), size, ascii)
            if numbers:
                label = str(pos + 1)
                bottom = rows[-1][0][0]
                mid = (len(bottom) - 1) // 2
                rows = [
                    *rows[:-1],
                    [(bottom[:mid], "border"), (label, "number"), (bottom[mid + 1 :], "border")],
                ]
            if over is not None:  # only its edge shows: draw the edge as a card back
                rows = [
                    [(t, "back" if role == "border" else role) for t, role in row] for row in rows
                ]
            _paint(canvas, x + 1, top + 1, rows, under_mark)
        elif over is None:
            _paint(canvas, x + 1, top + 1, _outline(size, ascii), "")
        if over is not None:
            raised = lift and mark == "selected"
            _paint(
                canvas,
                x,
                top - (1 if raised else 0),
                card_lines(Slot(over, False, mark), size, ascii),
                mark,
            )
    lines = []
    for row in canvas:
        text = Text()
        for ch, role, mark in row:
            text.append(ch, style(role, mark) if role else Style())
        lines.append(text)
    return Text("\n").join(lines)


def render_line(stacks: Stacks, *, ascii: bool, style: Style_) -> Text:
    """The four stacks in one row of 4-column cells (see the module docstring)."""
    text = Text()
    back = "#" if ascii else "▒"
    for pos in range(POSITIONS):
        if pos:
            text.append(" ")
        over = stacks.overs[pos]
        mark = stacks.marks.get(pos, "")
        if over is not None:
            face = face_of(over, ascii)
            text.append(face.corner.ljust(3)[:3], style("red" if face.red else "face", mark))
            text.append(back if stacks.unders[pos] else " ", style("back", mark))
        elif stacks.unders[pos]:
            text.append(back * 4, style("back", mark))
        else:
            text.append(" ·· ", style("empty", ""))
    return text


class OverUnderStacks(Picker, CardArt, can_focus=True):
    """One seat's four stacks, big enough to pick from (your overs, then your unders)."""

    BINDINGS = [
        Binding("h", "move(-1)", N_("Move"), show=False),
        Binding("l", "move(1)", N_("Move"), show=False),
        *PICK_BINDINGS,
    ]
    DEFAULT_CSS = """
    OverUnderStacks { height: 7; width: 1fr; }
    OverUnderStacks:focus { background-tint: $foreground 4%; }
    OverUnderStacks > .card--number { color: $accent; background: $primary-darken-2; }
    OverUnderStacks > .card--empty { color: $text-muted; }
    """
    COMPONENT_CLASSES = CardArt.COMPONENT_CLASSES | {"card--number", "card--empty"}

    selected: reactive[int] = reactive(0)
    active: reactive[bool] = reactive(False, bindings=True)  # keys show only when active

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.stacks = Stacks()
        self.marks: list[int] = []
        self.playable: set[int] | None = set()
        self.blind = False  # picking unders: items are face down
        self.caption = ""

    def show(self, stacks: Stacks, caption: str = "") -> None:
        if stacks == self.stacks and caption == self.caption:
            return  # unchanged: no redraw (every move re-shows every seat)
        self.stacks = stacks
        self.caption = caption
        self.refresh()

    def set_active(
        self,
        active: bool,
        playable: Sequence[int] = (),
        *,
        mode: str = "rank",
        blind: bool = False,
        whole_rank: bool = False,
    ) -> None:
        self.active = active
        self.blind = blind
        self.setup_pick(mode, set(playable) if active else set(), whole_rank=whole_rank)
        self.refresh()

    # -- Picker ----------------------------------------------------------------------------
    def pick_count(self) -> int:
        return POSITIONS

    def pick_rank(self, index: int) -> Any:
        over = self.stacks.overs[index]
        return getattr(over, "rank", None) if over is not None and not self.blind else index

    @property
    def marked_cards(self) -> list[Any]:
        return [self.stacks.overs[i] for i in self.marks]

    # -- drawing ---------------------------------------------------------------------------
    def card_style(self, role: str, mark: str) -> Style:
        if role in ("number", "empty"):
            return self.get_component_rich_style(f"card--{role}", partial=True)
        return super().card_style(role, mark)

    def render(self) -> Text:
        shown = Stacks(self.stacks.overs, self.stacks.unders, dict(self.stacks.marks))
        if self.active:
            for pos in range(POSITIONS):
                if pos in self.marks:
                    shown.marks[pos] = "selected"
                elif pos == self.selected and self.can_pick(pos):
                    shown.marks[pos] = "hover"
                elif not self.can_pick(pos):
                    shown.marks.setdefault(pos, "dim")
        text = render_stacks(
            shown, size="normal", ascii=self.ascii, style=self.card_style, lift=True
        )
        if self.caption:  # on the top row, which only a raised (marked) over uses
            rows = text.split("\n")
            rows[0] = Text(self.caption, style="bold")
            text = Text("\n").join(rows)
        return text

    # -- mouse -----------------------------------------------------------------------------
    def on_click(self, event: events.Click) -> None:
        event.stop()
        offset = event.get_content_offset(self)
        if offset is None:
            return
        span = stack_width("normal") + GAP["normal"]
        pos = offset.x // span
        inside = offset.x - pos * span < stack_width("normal")
        self.pick_clicked(pos if pos < POSITIONS and inside else None, event.chain)
