"""What the command line prints reads right to left on a terminal without BiDi (issue 28):
each printed line with Persian or Arabic letters in visual order, against the right edge,
wrapped in reading order; a pipe gets the text as written."""

from __future__ import annotations

import io
import sys

from cardtui.commands.rtl_output import VisualLines, arranged_output, wanted
from cardtui.i18n import set_language
from cardtui.i18n.rtl import visual


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_persian_line_is_put_in_visual_order_on_the_right_and_latin_lines_stay():
    out = Terminal()
    lines = VisualLines(out, width=40)
    lines.write("Ann: 12\nبازی تمام شد: Ann ۱۲ امتیاز")
    lines.flush()
    first, second = out.getvalue().split("\n")
    assert first == "Ann: 12"
    assert second.rstrip() == second and second.endswith(visual("بازی تمام شد: Ann ۱۲ امتیاز"))
    assert len(second) == 39  # against the right edge (a column kept free for the cursor)


def test_a_long_line_is_wrapped_before_it_is_ordered_so_each_row_reads_on():
    sentence = " ".join(["کارت"] * 30)
    out = Terminal()
    lines = VisualLines(out, width=41)
    lines.write(sentence + "\n")
    rows = out.getvalue().rstrip("\n").split("\n")
    assert len(rows) > 1 and all(len(r) <= 40 for r in rows)
    # the first row holds the sentence's beginning
    assert rows[0].strip() == visual(" ".join(["کارت"] * len(rows[0].split())))


def test_only_a_terminal_in_a_right_to_left_language_arranged_by_cardtui(monkeypatch):
    set_language("fa")
    assert wanted(Terminal(), by_cardtui=True)
    assert not wanted(io.StringIO(), by_cardtui=True)  # a pipe or a file: as written
    assert not wanted(Terminal(), by_cardtui=False)  # the setting "by the terminal"
    set_language("en")
    assert not wanted(Terminal(), by_cardtui=True)


def test_the_streams_come_back_as_they_were(monkeypatch):
    set_language("ar")
    out = Terminal()
    monkeypatch.setattr(sys, "stdout", out)
    with arranged_output():
        print("لعبة")
    assert sys.stdout is out
    assert visual("لعبة") in out.getvalue()
