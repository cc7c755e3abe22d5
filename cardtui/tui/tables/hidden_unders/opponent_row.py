"""Another seat at a shedding-game table: name, hand size, over/under stacks, known cards.

Two shapes, chosen by the table from the room it has: a one-line row (``-line``, for up to five
opponents in an 80x24 window) and a four-row panel with small cards (``-panel``). Cards that
went into a hand in front of everyone (a picked-up pile) are listed as "known", by rank: suits
do not matter in these games, and the list stays short.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from rich.cells import cell_len
from rich.text import Text

from ....i18n import _, number
from ...fit import truncate_at_word
from ...widgets.card import CardArt, face_of
from .over_under import Stacks, render_line, render_stacks, stacks_width

NAME_WIDTH = 10
PANEL_WIDTH = 38  # small stacks, a gap and a column of words (two fit beside a wide log)
PANEL_HEIGHT = 4


def rank_summary(cards: Sequence[Any], ascii: bool = False) -> str:
    """Cards by rank, lowest first: ``3 7×2 Q``."""
    order: list[str] = []
    counts: Counter[str] = Counter()
    for c in sorted(cards, key=lambda c: getattr(c, "rank", 0)):
        rank = getattr(c, "rank_text", None) or face_of(c, ascii).corner
        if rank not in counts:
            order.append(rank)
        counts[rank] += 1
    return " ".join(r if counts[r] == 1 else f"{r}×{counts[r]}" for r in order)


def ranks_in(labels: Sequence[str], cards: Sequence[Any], room: int, ascii: bool = False) -> str:
    """``label 3 7×2 Q`` in ``room`` cells: the first label with which every rank fits, else
    the last (shortest) one with the highest ranks left out for "…" (a rank cut in the middle,
    such as ``7×…``, would read as a different count)."""
    ranks = rank_summary(cards, ascii).split(" ")
    for label in labels:
        text = f"{label} {' '.join(ranks)}"
        if cell_len(text) <= room:
            return text
    short = labels[-1]
    while len(ranks) > 1:
        ranks.pop()
        text = f"{short} {' '.join(ranks)} …"
        if cell_len(text) <= room:
            return text
    return f"{short} …"


@dataclass
class SeatInfo:
    """What the table shows of one seat (all public, except ``hand`` when watching bots)."""

    name: str
    hand_count: int
    stacks: Stacks
    known: list[Any] = field(default_factory=list)
    tags: list[str] = field(default_factory=list)
    current: bool = False
    hand: list[Any] | None = None  # face up: only when nobody at the screen plays
    status: str = ""  # "out", "1st"...


class OpponentRow(CardArt):
    """One seat (see the module docstring)."""

    DEFAULT_CSS = """
    OpponentRow { height: 1; width: 1fr; }
    OpponentRow.-panel { height: 4; }
    OpponentRow > .seat--name { text-style: bold; }
    OpponentRow > .seat--current { color: $accent; text-style: bold; }
    OpponentRow > .seat--note { color: $text-muted; }
    OpponentRow > .seat--known { color: $warning; }
    OpponentRow > .card--number { color: $accent; background: $primary-darken-2; }
    OpponentRow > .card--empty { color: $text-muted; }
    """
    COMPONENT_CLASSES = CardArt.COMPONENT_CLASSES | {
        "seat--name",
        "seat--current",
        "seat--note",
        "seat--known",
        "card--number",
        "card--empty",
    }

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.info: SeatInfo | None = None
        self.seat: int | None = None

    def show(self, seat: int, info: SeatInfo) -> None:
        # Every move re-shows every seat; redrawing only what changed keeps a move cheap.
        if seat == self.seat and info == self.info:
            return
        self.seat = seat
        self.info = info
        self.set_class(info.current, "-current")
        self.refresh()

    @property
    def panel(self) -> bool:
        return self.has_class("-panel")

    def _cstyle(self, name: str):
        return self.get_component_rich_style(name, partial=True)

    def card_style(self, role: str, mark: str):
        if role in ("number", "empty"):
            return self._cstyle(f"card--{role}")
        return super().card_style(role, mark)

    # -- pieces ----------------------------------------------------------------------------
    def _name_text(self, info: SeatInfo, width: int | None) -> Text:
        text = Text()
        text.append("▶ " if info.current else "  ", self._cstyle("seat--current"))
        name = info.name if width is None else info.name[: width - 2].ljust(width - 2)
        text.append(name, self._cstyle("seat--current" if info.current else "seat--name"))
        return text

    def _hand_text(self, info: SeatInfo) -> Text:
        if info.status:
            return Text(info.status, style=self._cstyle("seat--current"))
        # Translators: how many cards a player holds ("hand 5").
        return Text(_("hand {n}").format(n=number(info.hand_count)))

    def _known_text(self, info: SeatInfo, room: int) -> Text:
        """The cards known to be in the hand (all of them when watching bots), in ``room``
        cells, cut at a whole rank."""
        if info.hand is not None:
            return Text(
                ranks_in([_("holds:")], info.hand, room, self.ascii) if info.hand else "",
                style=self._cstyle("seat--note"),
            )
        if not info.known:
            return Text()
        return Text(
            ranks_in([_("known:")], info.known, room, self.ascii),
            style=self._cstyle("seat--known"),
        )

    # -- drawing ---------------------------------------------------------------------------
    def render(self) -> Text:
        info = self.info
        if info is None:
            return Text()
        width = self.content_size.width
        if self.panel:
            return self._render_panel(info, width)
        text = self._name_text(info, NAME_WIDTH)
        text.append_text(self._hand_text(info))
        text.pad_right(max(0, NAME_WIDTH + 8 - len(text.plain)))
        text.append(" ")
        text.append_text(render_line(info.stacks, ascii=self.ascii, style=self.card_style))
        known = self._known_text(info, width - text.cell_len - 2)
        if known:
            text.append("  ")
            text.append_text(known)
        truncate_at_word(text, max(1, width))  # never a word cut: translations run longer
        return text

    def _render_panel(self, info: SeatInfo, width: int) -> Text:
        cards = render_stacks(
            info.stacks, size="small", ascii=self.ascii, style=self.card_style
        ).split("\n")
        side = max(4, width - stacks_width("small") - 2)
        notes = [
            self._name_text(info, None),
            Text(" · ".join(info.tags), style=self._cstyle("seat--note")),
            self._hand_text(info),
            self._known_text(info, side),
        ]
        rows = []
        for y, row in enumerate(cards):
            line = Text()
            line.append_text(row)
            line.append("  ")
            note = notes[y] if y < len(notes) else Text()
            truncate_at_word(note, side)
            line.append_text(note)
            rows.append(line)
        return Text("\n").join(rows)
