"""The play pile of a shedding game: every card fanned, the top one emphasised, with room for
what just happened to it.

Beyond :class:`PileWidget`: several cards can arrive at once (a play of three 7s, highlighted
before it lands), the whole pile can be on its way into someone's hand (a pickup, highlighted
with who takes it), and a burned pile lingers dimmed under a caption such as "BURNED" until the
next move, so a burn or a reset is seen, not only read in the log. A click posts
:class:`PlayPile.Clicked` (a table may play the marked cards on it).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text
from textual import events
from textual.message import Message

from ....i18n import _, ngettext, number
from ...fit import fit_words
from ...widgets.card import SIZES, Slot, face_of, fan_step, render_fan
from ...widgets.pile import PileWidget

_MIN_STEP = 4


class PlayPile(PileWidget):
    """The pile, bottom first (see the module docstring)."""

    DEFAULT_CSS = """
    PlayPile > .pile--flash { color: $warning; text-style: bold; }
    """
    COMPONENT_CLASSES = PileWidget.COMPONENT_CLASSES | {"pile--flash"}

    class Clicked(Message):
        """The player clicked the pile."""

    def __init__(
        self, *, label: str | None = None, id: str | None = None, classes: str | None = None
    ) -> None:
        label = _("Pile") if label is None else label
        super().__init__(label=label, id=id, classes=classes)
        self.arriving: list[Any] = []
        self.taker = ""  # someone picking the pile up now
        self.flash: Text | None = None  # what just happened (burn, reset, pickup)
        self.ghost: list[Any] = []  # cards just burned, shown dimmed under the flash
        self.pile_size = 0  # cards in the pile (more than shown with a memory aid)

    def show(
        self,
        cards: Sequence[Any],
        incoming: Any = None,
        *,
        arriving: Sequence[Any] = (),
        taker: str = "",
        flash: Text | None = None,
        ghost: Sequence[Any] = (),
        size: int | None = None,
    ) -> None:
        self.arriving = list(arriving) if arriving else ([incoming] if incoming else [])
        self.taker = taker
        self.flash = flash
        self.ghost = list(ghost)
        self.pile_size = len(cards) if size is None else size
        super().show(cards)

    def render(self) -> Text:
        style = self.get_component_rich_style
        caption = Text(style=style("pile--caption", partial=True))
        n = self.pile_size
        if n:
            count = ngettext("{pile}: {n} card", "{pile}: {n} cards", n)
            caption.append(count.format(pile=self.label, n=number(n)))
        else:
            caption.append(_("{pile}: empty").format(pile=self.label))
        hidden = n - len(self.cards)
        if hidden > 0:
            caption.append(" " + _("({n} not shown)").format(n=number(hidden)))
        if self.taker:
            takes = ngettext("{name} picks up {n} card", "{name} picks up {n} cards", n)
            caption = Text(
                takes.format(name=self.taker, n=number(n)),
                style=style("pile--flash", partial=True),
            )
        if self.flash is not None:
            caption = self.flash.copy()
        cards = [*self.cards, *self.arriving]
        ghost = not cards and bool(self.ghost)
        if ghost:
            cards = list(self.ghost)
        if not cards:
            empty = Text("  " + _("(no cards)"), style=style("pile--empty", partial=True))
            return Text("\n").join([caption, empty])
        w, _h = SIZES["normal"]
        width = max(w, self.content_size.width)
        fit = 1 + max(0, (width - w) // _MIN_STEP)
        shown = cards[-fit:]
        if len(shown) < len(cards):
            under = cards[: len(cards) - len(shown)]
            corners = " ".join(face_of(c, self.ascii).corner for c in under)
            # Translators: the pile's cards hidden under the ones shown, by their corners.
            caption.append(" · " + _("under: {cards}").format(cards=corners))

        first_new = len(shown) - len(self.arriving) if self.arriving else len(shown)
        slots = []
        for i, card in enumerate(shown):
            if ghost:
                mark = "dim"
            elif self.taker or i >= first_new:
                mark = "new"
            elif i == first_new - 1:
                mark = "top"
            else:
                mark = ""
            slots.append(Slot(card, False, mark))
        step = fan_step(len(shown), width, "normal", gap=1, min_step=_MIN_STEP)
        fan = render_fan(slots, step=step, size="normal", ascii=self.ascii, style=self.card_style)
        fit_words(caption, width)  # at a word: translations run longer
        return Text("\n").join([caption, fan])

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.post_message(self.Clicked())
