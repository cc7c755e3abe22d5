"""One player's bank: up to ten suit stacks, the top card of each with the stack's size, the
score beside the name, the ring once revealed, and how many top cards the player has seen.

Stacks sit in fixed suit columns (astrolabe first, map last) so that banks read across like a
table: who has coins, whose top map is higher. Two looks: ``compact`` (a name line and a line
of chips, ``●9³`` = coin 9 on a stack of 3) for 80x24 and opponents, ``cards`` (small cards,
the stack's size on the bottom edge) where there is room.

During a pistol, dagger or horseshoe choice the stacks that may be chosen are underlined
(cards: a blue edge) and the one under the cursor is highlighted; clicking one chooses it.
Stacks that just moved (banked, stolen, burnt) are tinted until the next turn starts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rich.style import Style
from rich.text import Text
from textual import events
from textual.message import Message

from ....games.zirkhaki.cards import SUIT_NAMES, ZCard, card_of
from ....i18n import _, ngettext, number
from ...fit import truncate_at_word
from .card import SIZES, ZCardArt, ZSlot, glyph, render_row, slot_at
from .ring_badge import ring_badge

CELL = {False: 4, True: 5}  # compact cell width: unicode "●9³ ", ASCII "C9x3 "


class BankTableau(ZCardArt):
    """The bank of ``seat``; the screen fills it from the view with :meth:`show`."""

    DEFAULT_CSS = """
    BankTableau { height: 2; width: 1fr; }
    BankTableau.-cards { height: 4; }
    BankTableau > .bank--name { }
    BankTableau > .bank--current { color: $accent; text-style: bold; }
    BankTableau > .bank--info { color: $text-muted; }
    BankTableau > .bank--score { text-style: bold; }
    BankTableau > .bank--empty { color: $text-muted; text-style: dim; }
    """
    COMPONENT_CLASSES = ZCardArt.COMPONENT_CLASSES | {
        "bank--name",
        "bank--current",
        "bank--info",
        "bank--score",
        "bank--empty",
    }

    class Picked(Message):
        """A click on a stack that may be chosen now."""

        def __init__(self, tableau: BankTableau, card: ZCard) -> None:
            super().__init__()
            self.tableau = tableau
            self.card = card

    class Hovered(Message):
        """The pointer is over a stack that may be chosen now."""

        def __init__(self, tableau: BankTableau, card: ZCard) -> None:
            super().__init__()
            self.tableau = tableau
            self.card = card

    # What ``show`` sets, in the order of its arguments.
    _SHOWN = ("player", "tags", "current", "stacks", "score", "count", "ring", "peeked", "marks")

    def __init__(self, seat: int = 0, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.seat = seat
        self.player = ""
        self.tags: list[str] = []
        self.current = False
        self.stacks: dict[str, list[int]] = {}
        self.score = 0
        self.count = 0
        self.ring: str | None = None
        self.peeked = 0
        self.marks: dict[str, str] = {}  # suit -> "moved" / "hit"
        self.options: set[ZCard] = set()  # top cards that may be chosen now
        self.cursor: ZCard | None = None

    @property
    def cards_mode(self) -> bool:
        return self.has_class("-cards")

    def show(
        self,
        *,
        name: str,
        tags: Sequence[str],
        current: bool,
        stacks: Mapping[str, Sequence[int]],
        score: int,
        count: int,
        ring: str | None,
        peeked: int = 0,
        marks: Mapping[str, str] | None = None,
    ) -> None:
        kept = {suit: list(values) for suit, values in stacks.items() if values}
        now = (name, list(tags), current, kept, score, count, ring, peeked, dict(marks or {}))
        if now == tuple(getattr(self, field) for field in self._SHOWN):
            return  # unchanged: every move re-shows every tableau
        for field, value in zip(self._SHOWN, now, strict=True):
            setattr(self, field, value)
        self.refresh()

    def set_choice(self, options: Sequence[ZCard], cursor: ZCard | None) -> None:
        self.options = set(options)
        self.cursor = cursor if cursor in self.options else None
        self.refresh()

    def top(self, suit: str) -> ZCard | None:
        values = self.stacks.get(suit)
        return card_of(suit, values[-1]) if values else None

    # -- drawing -------------------------------------------------------------------------
    def _style(self, key: str) -> Style:
        return self.get_component_rich_style(f"bank--{key}", partial=True)

    def name_line(self) -> Text:
        text = Text(no_wrap=True, overflow="ellipsis")
        text.append("▶ " if self.current else "  ", self._style("current"))
        text.append(self.player, self._style("current" if self.current else "name"))
        if self.tags:
            text.append(" · " + " · ".join(self.tags), self._style("info"))
        text.append("  " + _("{n} pts").format(n=number(self.score)), self._style("score"))
        cards = ngettext("{n} card", "{n} cards", self.count).format(n=number(self.count))
        text.append(" · " + cards, self._style("info"))
        if self.ring:
            text.append(" · ")
            text.append_text(ring_badge(self.ring, self.ascii))
        if self.peeked:  # public: everyone saw the astrolabe, not what it showed
            # The astrolabe shows one card (the Fortune-teller's ring: three).
            seen = (
                _("peeked")
                if self.peeked == 1
                else _("peeked at {n}").format(n=number(self.peeked))
            )
            text.append(f" · {seen}", self._style("info"))
        return text

    def _mark(self, card: ZCard | None, suit: str) -> str:
        if card is not None and card is self.cursor:
            return "cursor"
        if card is not None and card in self.options:
            return "option"
        if self.options:
            return "dim"  # choosing: what cannot be chosen steps back
        return self.marks.get(suit, "")

    def render(self) -> Text:
        width = self.content_size.width
        line = self.name_line()
        truncate_at_word(line, max(1, width))  # never a word cut: translations run longer
        if self.cards_mode:
            return Text("\n").join([line, self._card_row()])
        return Text("\n").join([line, self._chip_row()])

    def _chip_row(self) -> Text:
        cell = CELL[self.ascii]
        row = Text("  ", no_wrap=True)  # under the name, past the turn marker
        for suit in SUIT_NAMES:
            card = self.top(suit)
            if card is None:  # the suit's glyph, faint: each suit keeps its column
                row.append(glyph(suit, self.ascii).ljust(cell), self._style("empty"))
                continue
            mark = self._mark(card, suit)
            chip = self.chip(
                card, len(self.stacks[suit]), "" if mark in ("option", "cursor") else mark
            )
            if mark == "cursor":
                chip.stylize(Style(reverse=True, bold=True))
            elif mark == "option":
                chip.stylize(Style(underline=True, bold=True))
            row.append_text(chip)
            row.append(" " * (cell - chip.cell_len))
        return row

    def _card_step(self) -> int:
        w, _h = SIZES["small"]
        return w + 1 if self.content_size.width >= 10 * (w + 1) else w

    def _card_row(self) -> Text:
        slots = []
        for suit in SUIT_NAMES:
            card = self.top(suit)
            if card is None:  # the suit's glyph, faint, where its stack will go
                slots.append(ZSlot(None, "slot", label=glyph(suit, self.ascii), blank=True))
                continue
            mark = self._mark(card, suit)
            slots.append(ZSlot(card, mark, count=len(self.stacks[suit])))
        row = render_row(
            slots, step=self._card_step(), size="small", ascii=self.ascii, style=self._slot_style
        )
        return row

    def _slot_style(self, role: str, mark: str) -> Style:
        if mark == "slot":  # an empty suit: a faint outline keeps the column
            return self._style("empty")
        return self.card_style(role, mark)

    # -- the pointer ---------------------------------------------------------------------
    def card_at(self, event: events.MouseEvent) -> ZCard | None:
        offset = event.get_content_offset(self)
        if offset is None or offset.y < 1:
            return None
        if self.cards_mode:
            index = slot_at(offset.x, len(SUIT_NAMES), self._card_step(), "small")
        else:
            index = (offset.x - 2) // CELL[self.ascii] if offset.x >= 2 else None
        if index is None or not 0 <= index < len(SUIT_NAMES):
            return None
        card = self.top(SUIT_NAMES[index])
        return card if card in self.options else None

    def on_mouse_move(self, event: events.MouseMove) -> None:
        card = self.card_at(event)
        if card is not None and card is not self.cursor:
            self.post_message(self.Hovered(self, card))

    def on_click(self, event: events.Click) -> None:
        card = self.card_at(event)
        if card is not None:
            event.stop()
            self.post_message(self.Picked(self, card))
