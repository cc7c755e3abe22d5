"""One widget line (a Textual ``Strip``) put in visual order for a right-to-left language.

The pure ordering is ``cardtui.i18n.rtl``; this only carries a strip's segments and their
styles through it. Meant for a widget's content lines (``Widget.render_line``), before
Textual adds borders and padding, so frames and the table's geometry stay as they are.

A left-aligned logical line comes back right-aligned: the spaces that filled it to the
widget's width are the paragraph's trailing white space, which the algorithm puts at its
end, the left. A line with no right-to-left letter is returned untouched (card art, a
Latin-only name), so box drawing in such a line keeps its corners.
"""

from __future__ import annotations

from rich.segment import Segment
from rich.style import Style
from textual.strip import Strip

from ..i18n import current_language, is_rtl
from ..i18n.rtl import has_rtl, visual_spans

# A line drawn with these is geometry (a card's face, a frame): its words are put in reading
# order where they stand, and nothing moves across the line.
_BOX = frozenset("│┃║╎╭╮╰╯┌┐└┘┏┓┗┛├┤┬┴┼─━═╌▏▕")


def _in_place(segments: list[Segment]) -> Strip:
    """Each stretch between box-drawing characters, ordered inside its own cells."""
    chars = [(ch, s.style) for s in segments for ch in s.text]
    out: list[tuple[str, object]] = []
    start = 0
    for end in [*(i for i, (ch, _s) in enumerate(chars) if ch in _BOX), len(chars)]:
        piece = chars[start:end]
        text = "".join(ch for ch, _s in piece)
        core = text.strip()
        if core and has_rtl(core):
            lead = len(text) - len(text.lstrip())
            inner = piece[lead : lead + len(core)]
            spans = [(i, i + 1, style) for i, (_ch, style) in enumerate(inner)]
            shown, moved = visual_spans(core, spans)
            styled = [(" ", inner[-1][1])] * len(shown)
            for a, b, style in moved:
                for k in range(a, b):
                    styled[k] = (shown[k], style)
            styled += [(" ", inner[-1][1])] * (len(core) - len(shown))  # a lam-alef ligature
            piece = piece[:lead] + styled + piece[lead + len(core) :]
        out += piece
        if end < len(chars):
            out.append(chars[end])
        start = end + 1
    return Strip([Segment(ch, style) for ch, style in out]).simplify()  # type: ignore[arg-type]


def visual_strip(
    strip: Strip, rtl: bool = True, width: int | None = None, style: Style | None = None
) -> Strip:
    """``strip`` in visual order, as wide as it was, or first filled with spaces to ``width``
    (a widget's content width: Textual pads its lines only after ``render_line``, and the
    padding is what moves the text to the right). ``style``: the padding's, the widget's
    background as Textual would pad it (without one the terminal's default background shows,
    a dark box beside the text)."""
    if not has_rtl(strip.text) or any(s.control for s in strip):
        return strip
    if width is not None and strip.cell_length > width:
        # Textual crops a line past the content's width (an Input's cursor cell) on the right:
        # cropped after ordering, that would cut the sentence's first letters (its right end).
        strip = strip.crop(0, width)
    if not _BOX.isdisjoint(strip.text):
        return _in_place(list(strip))
    if width is not None and strip.cell_length < width:
        strip = strip.extend_cell_length(width, style)
    segments = list(strip)
    text = "".join(s.text for s in segments)
    spans, at = [], 0
    for segment in segments:
        spans.append((at, at + len(segment.text), segment.style))
        at += len(segment.text)
    shown, moved = visual_spans(text, spans, rtl)
    out = [Segment(shown[start:end], style) for start, end, style in moved]
    width = strip.cell_length
    result = Strip(out)
    short = width - result.cell_length  # a lam-alef ligature is one cell for two letters
    if short > 0:
        pad = Segment(" " * short, segments[-1].style if rtl else segments[0].style)
        result = Strip([pad, *out] if rtl else [*out, pad])
    return result


class _Arranging:
    by_cardtui = True  # the setting "Right-to-left text: arranged by cardtui / by the terminal"


_arranging = _Arranging()


def set_arranged_by_cardtui(on: bool) -> None:
    """The setting's hook: False leaves the ordering to a terminal that does BiDi well."""
    _arranging.by_cardtui = bool(on)


def ordering_lines() -> bool:
    """True when cardtui puts lines in visual order itself: a right-to-left language, and the
    setting says cardtui arranges them (also when to put the terminal in explicit mode)."""
    return _arranging.by_cardtui and is_rtl(current_language())


class RightToLeftLines:
    """A widget mixin (``class Log(RightToLeftLines, RichLog)``): its content lines come out in
    visual order while ``ordering_lines()``; its borders, and every other widget, as before."""

    def render_line(self, y: int) -> Strip:
        strip = super().render_line(y)  # type: ignore[misc]
        if not ordering_lines():
            return strip
        return visual_strip(strip, width=self.content_size.width)  # type: ignore[attr-defined]
