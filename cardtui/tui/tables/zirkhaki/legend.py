"""The key to a Zirkhaki table: every suit glyph with its name and power, and every mark the
table draws (stack sizes, ring badges, the turn marker...).

Three forms from one list, so they never disagree: :func:`suit_legend`, the suits under the
table where rows are free (names only when narrow, powers too when wide);
:class:`ZirkhakiLegend`, the whole key as a panel the table shows in place of the move log
(``k``); and :func:`legend_markdown` for the rules page (``?``). Glyphs follow the ASCII cards
setting.
"""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget

from ....games.zirkhaki.cards import SUIT_NAMES
from ....i18n import N_, _, pgettext
from .card import glyph, stack_count
from .terms import ring_short, suit_title

# What each suit does: in a few words, and in fewer for a narrow panel (translated when shown).
SUIT_HINTS = {
    "astrolabe": N_("peek at the next card"),
    "pistol": N_("burn a rival's top card"),
    "dagger": N_("steal a rival's top card"),
    "carpet": N_("saves the cards before it"),
    "snake": N_("forces two more draws"),
    "horseshoe": N_("replays your own top card"),
    "coin": N_("no power, worth 4 to 9"),
    "chest": N_("+ key: bonus cards"),
    "key": N_("+ chest: bonus cards"),
    "map": N_("plays 1 of 3 burnt cards"),
}
SHORT_HINTS = {
    "astrolabe": N_("peek on top"),
    "pistol": N_("burn a top"),
    "dagger": N_("steal a top"),
    "carpet": N_("saves before"),
    "snake": N_("2 more draws"),
    "horseshoe": N_("replay yours"),
    "coin": N_("worth 4 to 9"),
    "chest": N_("+key: bonus"),
    "key": N_("+chest: bonus"),
    "map": N_("1 of 3 burnt"),
}
WIDE = 76  # two columns of 38: glyph, name and power


def marks(ascii: bool = False) -> list[tuple[str, str, str]]:
    """(what is drawn, what it means, in fewer words) for every mark besides the suits."""
    coin = f"{glyph('coin', ascii)}9{stack_count(3, ascii)}"
    ring = ("o " if ascii else "○ ") + ring_short("mugger")
    coin9 = _("{suit} {value}").format(suit=suit_title("coin"), value=9)
    return [
        (
            coin,
            _("{card} on top of a stack of 3 (only the top card scores)").format(card=coin9),
            _("top 9 of 3 cards"),
        ),
        (
            glyph("map", ascii),
            _("a faint glyph: no card of that suit banked yet"),
            _("faint: none yet"),
        ),
        ("▶", _("whose turn it is"), _("whose turn")),
        (ring, _("the player's ring (advanced game)"), _("their ring")),
        (_("peeked"), _("has seen the top of the draw pile (astrolabe)"), _("saw the top")),
        (
            pgettext("card edge", "safe"),
            _("on a zone card: the carpet banks it even if you bust"),
            _("kept on a bust"),
        ),
        ("!", _("on a choice: taking this card busts you"), _("busts you")),
    ]


def suit_legend(ascii: bool = False, powers: bool = True, width: int = WIDE) -> Text:
    """The ten suits for under the table: two to a line with their powers when ``width``
    allows, else glyph and name only, as many to a line as fit."""
    cells = []
    with_powers = width >= WIDE
    for suit in SUIT_NAMES:
        cell = Text(f"{glyph(suit, ascii)} ", style="bold", no_wrap=True)
        cell.append(f"{suit_title(suit):<10}", style="bold")
        if with_powers:
            cell.append(_(SUIT_HINTS[suit]) if powers else _("(powers off)"), style="dim")
        cells.append(cell)
    column = WIDE // 2 if with_powers else 12
    per_line = max(1, width // column)
    lines = []
    for i in range(0, len(cells), per_line):
        line = Text(no_wrap=True)
        for cell in cells[i : i + per_line]:
            if line:
                line.pad_right(column - (line.cell_len % column or column))
            line.append_text(cell)
        lines.append(line)
    return Text("\n", no_wrap=True).join(lines)


def legend_lines(width: int) -> int:
    """Rows :func:`suit_legend` takes at ``width``."""
    per_line = max(1, width // (WIDE // 2 if width >= WIDE else 12))
    return -(-len(SUIT_NAMES) // per_line)


def legend_text(ascii: bool = False, powers: bool = True, width: int = 26) -> Text:
    """The whole key for a narrow panel: glyph, name and power, then the marks."""
    hints = SUIT_HINTS if width >= 36 else SHORT_HINTS
    text = Text(no_wrap=True, overflow="ellipsis")
    text.append(_("Suits"), style="bold underline")
    for suit in SUIT_NAMES:
        text.append("\n")
        text.append(f"{glyph(suit, ascii)} ", style="bold")
        text.append(f"{suit_title(suit):<10}", style="bold")
        text.append(_(hints[suit]) if powers else _("no power"), style="dim")
    text.append("\n")
    text.append(_("Marks"), style="bold underline")
    for shown, meaning, brief in marks(ascii):
        text.append("\n")
        text.append(f"{shown} ", style="bold")
        text.append(meaning if len(shown) + 1 + len(meaning) <= width else brief)
    return text


def legend_markdown(ascii: bool = False, powers: bool = True) -> str:
    """The key for the rules page: a table of the suits, then one of the marks."""
    head = (_("Glyph"), _("Suit"), _("Power"))
    lines = [
        "### " + _("Symbols on the table"),
        "",
        "| {} | {} | {} |".format(*head),
        "|---|---|---|",
    ]
    for suit in SUIT_NAMES:
        hint = _(SUIT_HINTS[suit]) if powers else _("no power (learning mode)")
        lines.append(f"| `{glyph(suit, ascii)}` | {suit_title(suit)} | {hint} |")
    lines += ["", "| {} | {} |".format(_("Mark"), _("Meaning")), "|---|---|"]
    lines += [f"| `{shown}` | {meaning} |" for shown, meaning, _brief in marks(ascii)]

    return "\n".join(lines) + "\n"


class ZirkhakiLegend(Widget):
    """The whole key as a panel (the table shows it in place of the move log)."""

    DEFAULT_CSS = """
    ZirkhakiLegend { height: 1fr; width: 1fr; }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.ascii = False
        self.powers = True

    def show(self, *, ascii: bool, powers: bool) -> None:
        self.ascii = ascii
        self.powers = powers
        self.refresh()

    def render(self) -> Text:
        return legend_text(self.ascii, self.powers, self.content_size.width or 26)
