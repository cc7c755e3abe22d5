"""Zirkhaki card art: ten suits, each with its name, a one-cell glyph and its own colour.

Three sizes, all drawn as text so rows of them can overlap and clicks map to cards by column:

- ``normal`` (11x5), for the treasure zone: value and glyph, then the suit's name in full
  (``Horseshoe``) so a newcomer never has to learn the glyphs; a card covered by the next
  keeps its glyph and value in sight and shows its name only where the name fits whole;
- ``small`` (6x3), for bank stacks and long choices: glyph and value, the stack size on the
  bottom edge (``x3``);
- a one-line *chip* (``☼7³``) for compact rows, where ``³`` is the stack size.

:class:`ZCardArt` is the base of every Zirkhaki widget that draws cards: it owns the colours as
component classes (``zcard--coin``, ``zcard--bust``...) that a theme or ``.tcss`` can restyle.
The ASCII glyph set (letters, ``+-+``) follows the app's ASCII cards setting.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rich.style import Style
from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from ....games.zirkhaki.cards import SUIT_INFO, SUIT_NAMES, ZCard
from ...widgets.card_rows import BOX, Piece, cut_row, lay_row, slot_in_row, step_to_fit
from .terms import suit_title

# suit code -> (glyph, ASCII letter)
SUIT_LOOK: dict[str, tuple[str, str]] = {
    "astrolabe": ("☼", "A"),
    "pistol": ("⌐", "P"),
    "dagger": ("†", "D"),
    "carpet": ("≡", "R"),  # R for rug: C is the coin's
    "snake": ("§", "S"),
    "horseshoe": ("Ω", "H"),
    "coin": ("●", "C"),
    "chest": ("■", "T"),  # T for treasure chest
    "key": ("⊸", "K"),
    "map": ("×", "M"),
}
# English, as the rules engine names them; cards show suit_title() (the player's language).
SUIT_TITLES = {code: info[1] for code, info in zip(SUIT_NAMES, SUIT_INFO, strict=True)}
SIZES = {"normal": (11, 5), "small": (6, 3)}
_SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")

# Marks: how a card is drawn. Heavy borders for the card the cursor is on and the busting
# card, dashed ones for slots that are not cards yet (a snake's forced draws).
MARKS = (
    "",
    "new",
    "safe",
    "bust",
    "burn",
    "cursor",
    "option",
    "dim",
    "slot",
    "moved",
    "hit",
    "reveal",
    "back",
)
_HEAVY = {"cursor", "bust", "reveal"}


def glyph(suit: str, ascii: bool = False) -> str:
    look = SUIT_LOOK[suit]
    return look[1] if ascii else look[0]


def short(card: ZCard, ascii: bool = False) -> str:
    """``☼7``: the glyph and the value, for prompts and compact rows."""
    return f"{glyph(card.suit_name, ascii)}{card.value}"


def stack_count(n: int, ascii: bool = False) -> str:
    """The size of a stack after its top card: blank for one card, ``³`` (``x3``) else."""
    if n <= 1:
        return " " if not ascii else "  "
    return f"x{n}" if ascii else str(n).translate(_SUPERSCRIPT)


@dataclass
class ZSlot:
    """One card position: a card (None for an empty slot) and how to draw it."""

    card: ZCard | None
    mark: str = ""
    count: int = 1  # the stack under it (small cards show it on the bottom edge)
    label: str = ""  # a digit or word on the bottom edge (choices); an empty slot's middle
    blank: bool = False  # an empty slot drawn without its outline


# Pieces of a Zirkhaki card have the roles border, face and a suit code.


def zcard_lines(
    slot: ZSlot, size: str = "normal", ascii: bool = False, width: int | None = None
) -> list[list[Piece]]:
    """The rows of one card as styled pieces; cut to ``width`` when covered in a fan."""
    w, h = SIZES[size]
    g = BOX[ascii]
    dashed = slot.card is None and slot.mark != "back"  # a slot, not a card yet
    kind = "H" if slot.mark in _HEAVY else ("D" if dashed else "")
    tl, tr, bl, br, hz, v = (g[kind + k] for k in ("tl", "tr", "bl", "br", "h", "v"))
    if slot.blank:
        tl = tr = bl = br = hz = v = " "

    inner = w - 2
    card = slot.card
    if card is None and slot.mark == "back":  # a card on its way over: its back
        middle = [[(v, "border"), ("░" * inner, "face"), (v, "border")] for _ in range(h - 2)]
    elif card is None:
        middle = [[(v, "border"), (" " * inner, "face"), (v, "border")] for _ in range(h - 2)]
        if slot.label and h > 2:
            mid = (h - 2) // 2
            middle[mid] = [(v, "border"), (slot.label[:inner].center(inner), "face"), (v, "border")]
    else:
        suit = card.suit_name
        mark_glyph = glyph(suit, ascii)
        value = str(card.value)
        if size == "small":
            texts = [(mark_glyph + " " + value).center(inner)]
        else:
            top = (mark_glyph + value).ljust(inner)  # left, so a covered card still shows it
            name = suit_title(suit)
            # A covered card shows its name only whole (never "Horse" for Horseshoe).
            seen = inner if width is None or width >= w else width - 1
            texts = [top, (name if len(name) <= seen else "").ljust(inner), value.rjust(inner)]
        middle = [[(v, "border"), (t, suit), (v, "border")] for t in texts]
    bottom = hz * inner
    tag = slot.label if card is not None else ""
    if not tag and card is not None and slot.count > 1:
        tag = f"x{slot.count}" if ascii else f"×{slot.count}"
    seen_edge = inner if width is None or width >= w else width - 2  # a covered card's edge
    if tag and len(tag) <= min(inner - 1, seen_edge):  # whole, or not at all ("ban")
        bottom = hz + tag + hz * (inner - 1 - len(tag))
    rows = [[(tl + hz * inner + tr, "border")], *middle, [(bl + bottom + br, "border")]]
    if width is None or width >= w:
        return rows
    return [cut_row(row, width) for row in rows]


def fan_step(
    count: int, available: int, size: str = "normal", gap: int = 1, min_step: int = 4
) -> int:
    """Columns between card starts so ``count`` cards fit in ``available`` columns."""
    return step_to_fit(count, available, SIZES[size][0], gap, min_step)


def render_row(
    slots: Sequence[ZSlot],
    *,
    step: int,
    size: str = "normal",
    ascii: bool = False,
    style: Callable[[str, str], Style],
) -> Text:
    """A row of cards: card ``i`` starts at column ``i * step``; the last shows whole."""

    def lines_of(slot: ZSlot, width: int | None) -> list[list[Piece]]:
        return zcard_lines(slot, size, ascii, width)

    return lay_row(slots, lines_of, step=step, size=SIZES[size], style=style)


def slot_at(x: int, count: int, step: int, size: str = "normal") -> int | None:
    """Which card of a row column ``x`` falls on, or None."""
    return slot_in_row(x, count, step, SIZES[size][0])


class ZCardArt(Widget):
    """Base of widgets that draw Zirkhaki cards: suit colours and marks as component classes."""

    COMPONENT_CLASSES = {
        "zcard--border",
        "zcard--face",
        *(f"zcard--{s}" for s in SUIT_NAMES),
        *(f"zcard--{m}" for m in MARKS if m),
    }
    DEFAULT_CSS = """
    ZCardArt {
        & > .zcard--face { background: #f7f4ec; color: #1d1d1d; }
        & > .zcard--border { background: #f7f4ec; color: #8a857b; }
        & > .zcard--astrolabe { background: #f7f4ec; color: #6a1b9a; text-style: bold; }
        & > .zcard--pistol { background: #f7f4ec; color: #37474f; text-style: bold; }
        & > .zcard--dagger { background: #f7f4ec; color: #b71c1c; text-style: bold; }
        & > .zcard--carpet { background: #f7f4ec; color: #ad1457; text-style: bold; }
        & > .zcard--snake { background: #f7f4ec; color: #2e7d32; text-style: bold; }
        & > .zcard--horseshoe { background: #f7f4ec; color: #6d4c41; text-style: bold; }
        & > .zcard--coin { background: #f7f4ec; color: #a66f00; text-style: bold; }
        & > .zcard--chest { background: #f7f4ec; color: #d84315; text-style: bold; }
        & > .zcard--key { background: #f7f4ec; color: #00838f; text-style: bold; }
        & > .zcard--map { background: #f7f4ec; color: #1565c0; text-style: bold; }
        & > .zcard--new { background: #fff3a0; }
        & > .zcard--moved { background: #c8f0c8; }
        & > .zcard--safe { color: #2e7d32; text-style: bold; }
        & > .zcard--bust { background: #c62828; color: #ffffff; text-style: bold; }
        & > .zcard--burn { background: #f4c7c3; color: #b71c1c; }
        & > .zcard--hit { background: #f4c7c3; }
        & > .zcard--cursor { color: #b8860b; text-style: bold; }
        & > .zcard--option { color: #1565c0; text-style: bold; }
        & > .zcard--dim { text-style: dim; }
        & > .zcard--slot { background: $surface; color: $text-muted; }
        & > .zcard--reveal { background: #fff3a0; color: #b8860b; text-style: bold; }
        & > .zcard--back { background: #f7f4ec; color: #8a857b; }
    }
    """

    ascii: reactive[bool] = reactive(False)
    """Draw with ASCII letters and borders instead of glyphs and box lines."""

    ALLOW_SELECT = False

    def card_style(self, role: str, mark: str) -> Style:
        """The style of one piece (``role``: border, face or a suit) drawn with ``mark``."""
        if mark == "slot":
            return self.get_component_rich_style("zcard--slot", partial=True)
        style = self.get_component_rich_style(f"zcard--{role}", partial=True)
        if mark == "bust":
            return style + self.get_component_rich_style("zcard--bust", partial=True)
        if mark == "back":
            return style + self.get_component_rich_style("zcard--back", partial=True)
        if mark == "reveal" and role != "border":
            return style + self.get_component_rich_style("zcard--new", partial=True)
        if mark in ("new", "burn", "moved", "hit", "reveal") or (
            mark in ("safe", "cursor", "option") and role == "border"
        ):
            style += self.get_component_rich_style(f"zcard--{mark}", partial=True)
        elif mark == "dim":
            style += self.get_component_rich_style("zcard--dim", partial=True)
        return style

    def chip(self, card: ZCard, count: int = 1, mark: str = "") -> Text:
        """``☼7³``: a card as three cells (glyph, value, stack size) for compact rows."""
        text = Text()
        style = self.card_style(card.suit_name, mark)
        text.append(short(card, self.ascii) + stack_count(count, self.ascii), style)
        return text
