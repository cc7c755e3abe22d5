"""A pile of face-up cards: fanned so every card shows, the top one emphasised.

When the fan does not fit, the oldest cards are listed on the caption line instead ("under
them: 7♥ K♠"), so every card stays visible. ``top_only`` shows just the top card and a count
(a memory-game display). A card just played (a bot's move on its way) is highlighted.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text
from textual.reactive import reactive

from ...i18n import _, ngettext, number
from ..fit import fit_words
from .card import SIZES, CardArt, Slot, face_of, fan_step, render_fan

_MIN_STEP = 4  # columns of a covered card: its left edge and the corner index (10♥)


class PileWidget(CardArt):
    """The cards on the table, bottom first."""

    DEFAULT_CSS = """
    PileWidget { height: 6; width: 1fr; }
    PileWidget > .pile--caption { color: $text-muted; }
    PileWidget > .pile--empty { color: $text-muted; text-style: italic; }
    """
    COMPONENT_CLASSES = CardArt.COMPONENT_CLASSES | {"pile--caption", "pile--empty"}

    top_only: reactive[bool] = reactive(False)

    def __init__(
        self, *, label: str | None = None, id: str | None = None, classes: str | None = None
    ) -> None:
        """``label``: the pile's name, translated by the table that names it."""
        super().__init__(id=id, classes=classes)
        self.label = label or _("Pile")
        self.cards: list[Any] = []
        self.incoming: Any = None  # a card being played onto the pile, highlighted

    def show(self, cards: Sequence[Any], incoming: Any = None) -> None:
        self.cards = list(cards)
        self.incoming = incoming
        self.refresh()

    def render(self) -> Text:
        cards = [*self.cards, self.incoming] if self.incoming is not None else list(self.cards)
        caption = Text(style=self.get_component_rich_style("pile--caption", partial=True))
        n = len(self.cards)
        if self.incoming is not None:  # a card on its way: the pile is not empty any more
            on_way = face_of(self.incoming, self.ascii).corner
            if n:
                # Translators: a pile's caption: its name, its cards, and a card being played.
                said = ngettext(
                    "{pile}: {n} card + {card} coming", "{pile}: {n} cards + {card} coming", n
                )
            else:
                said = _("{pile}: {card} coming")
            caption.append(said.format(pile=self.label, n=number(n), card=on_way))
        elif n:
            caption.append(
                ngettext("{pile}: {n} card", "{pile}: {n} cards", n).format(
                    pile=self.label, n=number(n)
                )
            )
        else:
            caption.append(_("{pile}: empty").format(pile=self.label))
        if not cards:
            empty = self.get_component_rich_style("pile--empty", partial=True)
            return Text("\n").join(
                [caption, Text("  " + _("(no cards on the table)"), style=empty)]
            )
        w, _h = SIZES["normal"]
        width = max(w, self.content_size.width)
        if self.top_only:
            shown = cards[-1:]
        else:
            fit = 1 + max(0, (width - w) // _MIN_STEP)
            shown = cards[-fit:]
            if len(shown) < len(cards):
                under = cards[: len(cards) - len(shown)]
                caption.append(" · " + _("under them:") + " ")
                caption.append(" ".join(face_of(c, self.ascii).corner for c in under))
        slots = []
        for i, card in enumerate(shown):
            is_new = self.incoming is not None and i == len(shown) - 1
            is_top = i == len(shown) - 1
            slots.append(Slot(card, False, "new" if is_new else ("top" if is_top else "")))
        step = fan_step(len(shown), width, "normal", gap=1, min_step=_MIN_STEP)
        fan = render_fan(slots, step=step, size="normal", ascii=self.ascii, style=self.card_style)
        fit_words(caption, width)  # at a word: translations run longer
        return Text("\n").join([caption, fan])
