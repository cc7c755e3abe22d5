"""The Xeri card tracker: the count a good player keeps in their head, as a side panel.

Each rank shows its four cards as marks: gone (played face up), in your hand, known elsewhere
(the bottom card, V2) and unseen; honours are bold, jacks and the scoring 10♦ and 2♣ stand out.
Under it: where 10♦ and 2♣ are, how many cards are unseen, and how many cards and xeris each
side has taken. It draws a :class:`~cardtui.games.xeri.tracker.Tracker`, worked out from the
seat's view alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.widget import Widget

from ....core.cards import RANK_DISPLAY
from ....games.xeri.tracker import GONE, KNOWN, YOURS, RankCount, Tracker
from ....i18n import N_, _, ngettext, number

MARKS = {"gone": "×", "yours": "■", "known": "○", "unseen": "·"}
ASCII_MARKS = {"gone": "x", "yours": "#", "known": "o", "unseen": "."}
WHERE_WORDS = {
    GONE: N_("gone"),
    YOURS: N_("yours"),
    KNOWN: N_("bottom card"),
    "unseen": N_("unseen"),
}
SPECIAL_SUFFIX = {10: ("♦", "D"), 2: ("♣", "C")}  # the rows of the good 10 and the good 2


class XeriTracker(Widget):
    """Ranks in two columns (aces to eights, sevens to twos), then the scoring cards, the
    unseen count and each side's captures."""

    DEFAULT_CSS = """
    XeriTracker { height: auto; width: 1fr; padding: 0 1; }
    XeriTracker > .tracker--title { color: $accent; text-style: bold; }
    XeriTracker > .tracker--jack { color: $accent; text-style: bold; }
    XeriTracker > .tracker--honour { text-style: bold; }
    XeriTracker > .tracker--dim { color: $text-muted; }
    XeriTracker > .tracker--special { color: $warning; text-style: bold; }
    """
    COMPONENT_CLASSES = {
        "tracker--title",
        "tracker--jack",
        "tracker--honour",
        "tracker--dim",
        "tracker--special",
    }

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.tracker: Tracker | None = None
        self.side_names: list[str] = []
        self.ascii = False

    def show(self, tracker: Tracker, side_names: Sequence[str], *, ascii: bool = False) -> None:
        self.tracker = tracker
        self.side_names = list(side_names)
        self.ascii = ascii
        self.refresh(layout=True)

    def _style(self, key: str):
        return self.get_component_rich_style(f"tracker--{key}", partial=True)

    def _cell(self, r: RankCount) -> Text:
        marks = ASCII_MARKS if self.ascii else MARKS
        label_style = self._style("jack") if r.jack else self._style("honour") if r.honour else ""
        text = Text(f"{RANK_DISPLAY[r.rank]:>2} ", label_style)
        for key, n in (("gone", r.gone), ("yours", r.yours), ("known", r.known)):
            text.append(marks[key] * n, self._style("dim") if key == "gone" else "")
        text.append(marks["unseen"] * r.unseen)
        suffix = SPECIAL_SUFFIX.get(r.rank)
        if suffix is not None:
            gone = any(c.rank == r.rank and where == GONE for c, where in self.tracker.specials)
            glyph = suffix[1] if self.ascii else suffix[0]
            text.append(f" {glyph}", self._style("dim") if gone else self._style("special"))
        return text

    def render(self) -> Text:
        t = self.tracker
        if t is None:
            return Text("")
        marks = ASCII_MARKS if self.ascii else MARKS
        out = Text(_("Cards seen"), self._style("title"))
        # Translators: c is a key.
        out.append("  " + _("(c hides)") + "\n", self._style("dim"))
        ranks = list(t.ranks)
        left, right = ranks[:7], ranks[7:]
        for i, r in enumerate(left):
            line = self._cell(r)
            line.pad_right(11 - line.cell_len)
            if i < len(right):
                line.append_text(self._cell(right[i]))
            out.append_text(line)
            out.append("\n")
        # Translators: each {mark} is the sign the tracker draws for such a card.
        legend = _("{gone} gone  {yours} yours  {unseen} unseen").format(
            gone=marks["gone"], yours=marks["yours"], unseen=marks["unseen"]
        )
        if any(r.known for r in t.ranks):
            legend += "  " + _("{known} bottom").format(known=marks["known"])
        out.append(legend + "\n", self._style("dim"))
        specials = " · ".join(
            f"{c.ascii if self.ascii else c} {_(WHERE_WORDS[where])}" for c, where in t.specials
        )
        out.append(specials + "\n")
        n = t.unseen
        out.append(ngettext("Unseen: {n} card", "Unseen: {n} cards", n).format(n=number(n)) + "\n")
        out.append(_("Taken so far") + "\n", self._style("title"))
        width = max(6, (self.content_size.width or 26) - 17)
        for side, name in zip(t.sides, self.side_names, strict=False):
            label = name if len(name) <= width else name[: width - 1] + "…"
            # The card count right-aligned in two cells; "card " padded to the width of "cards".
            n = side.cards
            cards = ngettext("{n} card", "{n} cards", n).format(n=f"{number(n):>2}")
            line = f"{label:<{width}} {cards}" + (" " if n == 1 else "")
            if side.xeris:
                x = side.xeris
                line += " " + ngettext("{n} xeri", "{n} xeris", x).format(n=number(x))

            out.append(line + "\n")
        out.rstrip()
        return out
