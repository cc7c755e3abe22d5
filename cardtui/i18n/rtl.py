"""Right-to-left lines in visual order, for terminals that do no BiDi themselves.

A terminal draws cells left to right. For Persian and Arabic, cardtui hands it each rendered
line already in the order the eye reads it: the Unicode bidirectional algorithm (python-bidi)
orders the runs, arabic-reshaper picks each letter's joined form (a terminal without shaping
shows isolated letters otherwise), and Latin names and digits keep their own order inside.

A card is one unit: ``5♠`` in a Persian sentence is a number followed by a neutral, which the
algorithm alone turns into ``♠5``. Each card token is wrapped in an isolate (LRI ... PDI)
before ordering, so it reads ``5♠`` wherever it lands; the isolates are dropped afterwards.

Styles: ``visual_spans`` carries (start, end, style) spans (Rich ``Span`` tuples fit) from
the logical line to the visual one, so colours follow their characters.

The visual line may be narrower than the logical one: a lam followed by an alef becomes the
one-cell lam-alef ligature, as Arabic script requires. Pad the result to the line's width.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Any

from bidi.bidi import get_display_inner
from bidi.mirror import MIRRORED

from .width import cell_width

LRI, RLI, PDI = "\u2066", "\u2067", "\u2069"
_GAP = re.compile(r" {2,}")  # the space between two columns of a row
# A card as the one formatter writes it: rank then suit glyph (10♦, A♥) or letter (10D).
CARD_TOKEN = re.compile(r"(?<![\w♠♥♦♣])(?:10|[2-9AKQJ])(?:[♠♥♦♣]|[SHDC](?![\w]))")
_STRONG_RTL = frozenset(("R", "AL", "AN"))
# Also kept as written, like a card: a key as Textual's footer names it (^s, ^p) and the
# arrow pairs the prompts name (←→ Enter); ordered alone they read "s^" and "→←".
# So is a rank with how many of it ("9×2", "J×2" in Hidden Unders' known cards): alone, a
# digit rank's count would swap sides ("2×9") while a letter rank's stays ("J×2").
_UNIT = re.compile(
    r"(?<![\w♠♥♦♣])(?:10|[2-9AKQJ])×[0-9\u06f0-\u06f9\u0660-\u0669]+|"
    + CARD_TOKEN.pattern
    + r"|\^[a-z0-9](?![\w])|←→|↑↓"
)


def has_rtl(text: str) -> bool:
    """True when ``text`` holds a right-to-left letter (or Arabic digit): the lines that
    need ordering at all."""
    # Persian digits (۰–۹) are weak, but only a right-to-left screen prints them: a line of
    # a Latin name and Persian scores is a row of a right-to-left table, ordered like the rest.
    return any(
        unicodedata.bidirectional(ch) in _STRONG_RTL or "\u06f0" <= ch <= "\u06f9" for ch in text
    )


def isolate_cards(text: str) -> str:
    """``text`` with every card token in an LTR isolate (the ordering keeps it ``5♠``)."""
    return CARD_TOKEN.sub(lambda m: LRI + m.group(0) + PDI, text)


# -- joining ------------------------------------------------------------------------------------
_reshaper: Any = None


def _reshape(text: str) -> str:
    """Each Arabic-script letter in its joined form, one character for one (ligatures come
    after, so positions stay known). ZWNJ stays and breaks the joining, as Persian needs."""
    global _reshaper
    if _reshaper is None:
        from arabic_reshaper import ArabicReshaper

        _reshaper = ArabicReshaper(
            configuration={"delete_harakat": False, "support_ligatures": False}
        )
    return _reshaper.reshape(text)


# lam (initial, medial) + a final alef -> the lam-alef ligature (isolated, final)
_LAM_ALEF = {
    ("\ufedf", "\ufe8e"): "\ufefb",
    ("\ufee0", "\ufe8e"): "\ufefc",
    ("\ufedf", "\ufe82"): "\ufef5",
    ("\ufee0", "\ufe82"): "\ufef6",
    ("\ufedf", "\ufe84"): "\ufef7",
    ("\ufee0", "\ufe84"): "\ufef8",
    ("\ufedf", "\ufe88"): "\ufef9",
    ("\ufee0", "\ufe88"): "\ufefa",
}


# -- ordering -----------------------------------------------------------------------------------
_LEVEL = re.compile(r"Level\(\s*(\d+)")


def _levels(text: str, rtl: bool) -> list[int]:
    """The embedding level of each character: python-bidi's resolved levels (its debug
    output gives one per UTF-8 byte; a character takes its first byte's)."""
    debug = str(get_display_inner(text, "R" if rtl else "L", True))
    section = debug.split("levels:", 1)[1].split("paragraphs:", 1)[0]
    by_byte = [int(x) for x in _LEVEL.findall(section)]
    if len(by_byte) != len(text.encode("utf-8")):
        raise RuntimeError("python-bidi's levels changed shape; cardtui/i18n/rtl.py reads them")
    levels, at = [], 0
    for ch in text:
        levels.append(by_byte[at])
        at += len(ch.encode("utf-8"))
    return levels


def visual_order(text: str, rtl: bool = True) -> list[int]:
    """The logical index shown at each cell position, left to right (rules L1 and L2 of
    the algorithm over the resolved levels)."""
    return _order(text, _levels(text, rtl), rtl) if text else []


def _order(text: str, levels: list[int], rtl: bool) -> list[int]:
    levels = list(levels)
    base = 1 if rtl else 0
    # L1: trailing white space (and isolate marks among it) takes the paragraph's level
    i = len(text) - 1
    while i >= 0 and (text[i].isspace() or text[i] in (LRI, RLI, PDI)):
        levels[i] = base
        i -= 1
    order = list(range(len(text)))
    # L2: from the highest level down to the lowest odd one, reverse every run at or above
    for level in range(max(levels), (min(levels) | 1) - 1, -1):
        j = 0
        while j < len(order):
            if levels[order[j]] >= level:
                k = j
                while k < len(order) and levels[order[k]] >= level:
                    k += 1
                order[j:k] = reversed(order[j:k])
                j = k
            else:
                j += 1
    return _marks_after_base(text, levels, order)


def _marks_after_base(text: str, levels: list[int], order: list[int]) -> list[int]:
    """A reversed run put each combining mark (a haraka, a Bengali sign) before its letter; a
    terminal puts a mark on the cell before it, so the marks go back after their letter."""
    j = 0
    while j < len(order):
        k = j
        while k < len(order) and levels[order[k]] % 2 and _is_mark(text[order[k]]):
            k += 1
        if k > j and k < len(order):
            order[j : k + 1] = [order[k], *order[j:k]]
            j = k + 1
        else:
            j += 1
    return order


def _is_mark(ch: str) -> bool:
    return unicodedata.category(ch) in ("Mn", "Me")


@lru_cache(maxsize=4096)
def _shaped(text: str, rtl: bool) -> tuple[str, tuple[int, ...]]:
    """The line reshaped and ordered, and for each visual character its index in ``text``.
    Kept: a screen redraws the same lines frame after frame (about 1 ms a line to work out)."""
    marked, origin = [], []
    columns = rtl and _GAP.search(text.strip()) is not None
    for m_start, m_end, piece in _pieces(text):
        if piece:
            marked.append(LRI)
            origin.append(-1)
            marked.extend(text[m_start:m_end])
            origin.extend(range(m_start, m_end))
            marked.append(PDI)
            origin.append(-1)
            continue
        # A line laid out in columns (a score row: "▶ Bob   ۰   ۰"): each stretch between wide
        # gaps is a right-to-left isolate, so the columns swap sides as a whole and a Latin name
        # with the Persian digits after it does not run on as one left-to-right stretch.
        for c_start, c_end, word in _stretches(text, m_start, m_end) if columns else []:
            if word:
                marked.append(RLI)
                origin.append(-1)
            marked.extend(text[c_start:c_end])
            origin.extend(range(c_start, c_end))
            if word:
                marked.append(PDI)
                origin.append(-1)
        if not columns:
            marked.extend(text[m_start:m_end])
            origin.extend(range(m_start, m_end))
    logical = "".join(marked)
    if any(unicodedata.bidirectional(ch) == "AL" for ch in logical):
        logical = _reshape(logical)
    chars = list(logical)
    for i in range(len(chars) - 1):  # lam-alef: the ligature at the lam, the alef gone
        lig = _LAM_ALEF.get((chars[i], chars[i + 1]))
        if lig:
            chars[i], chars[i + 1] = lig, ""
    out, where = [], []
    levels_text = "".join(ch or "\u0627" for ch in chars)  # a gone alef still orders as one
    levels = _levels(levels_text, rtl) if rtl or has_rtl(levels_text) else None
    order = _order(levels_text, levels, rtl) if levels else range(len(chars))
    for i in order:
        ch = chars[i]
        if not ch or origin[i] < 0:
            continue
        if levels is not None and levels[i] % 2 and ch in MIRRORED:
            ch = MIRRORED[ch]  # L4: a bracket in a right-to-left run faces the other way
        out.append(ch)
        where.append(origin[i])
    return "".join(out), tuple(where)


def _pieces(text: str) -> Iterable[tuple[int, int, bool]]:
    """``text`` cut into (start, end, is_card) pieces."""
    at = 0
    for m in _UNIT.finditer(text):
        if m.start() > at:
            yield at, m.start(), False
        yield m.start(), m.end(), True
        at = m.end()
    if at < len(text):
        yield at, len(text), False


def _stretches(text: str, start: int, end: int) -> Iterable[tuple[int, int, bool]]:
    """``text[start:end]`` cut into (start, end, is_words) at its gaps of two spaces or more."""
    at = start
    for m in _GAP.finditer(text, start, end):
        if m.start() > at:
            yield at, m.start(), True
        yield m.start(), m.end(), False
        at = m.end()
    if at < end:
        yield at, end, True


def visual(text: str, rtl: bool = True) -> str:
    """One rendered line in visual order (see the module's doc). ``rtl``: the paragraph
    direction, right to left for a Persian or Arabic screen."""
    return _shaped(text, rtl)[0]


Span = tuple[int, int, Any]


def visual_spans(
    text: str, spans: Sequence[Span], rtl: bool = True
) -> tuple[str, list[tuple[int, int, Any]]]:
    """``visual(text)`` and ``spans`` (start, end, style) moved with their characters: a span
    whose characters land apart (a Latin word inside Persian) comes back in pieces."""
    shown, where = _shaped(text, rtl)
    moved: list[tuple[int, int, Any]] = []
    for start, end, style in spans:
        run_start = None
        for pos, i in enumerate([*where, -1]):
            inside = start <= i < end
            if inside and run_start is None:
                run_start = pos
            elif not inside and run_start is not None:
                moved.append((run_start, pos, style))
                run_start = None
    moved.sort(key=lambda s: (s[0], s[1]))
    return shown, moved


def align_right(text: str, width: int) -> str:
    """``text`` pushed to the right edge of ``width`` cells (where a right-to-left reader
    looks first); text already that wide is returned as it is."""
    return " " * max(0, width - cell_width(text)) + text
