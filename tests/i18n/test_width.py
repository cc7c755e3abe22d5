"""Cell widths as terminals count them, and shortening at a word (issue 28, item 5)."""

from __future__ import annotations

import ctypes
import locale

import pytest
from rich.cells import cell_len

from cardtui.i18n.width import cell_width, char_width, shorten


@pytest.mark.parametrize(
    ("text", "cells"),
    [
        ("বাংলা", 5),  # ba, aa-sign, anusvara, la, aa-sign: the spacing signs take a cell each
        ("ক্ষ", 2),  # ka, virama (no cell), ssa: the conjunct's parts
        ("খেলোয়াড়", 7),  # nukta (Mn) takes none, the e/o/aa signs (Mc) one each
        ("কি", 2),
        ("می\u200cخواهم", 7),  # Persian's ZWNJ takes no cell
        ("Ξερή", 4),  # Greek, accent precomposed
        ("Ξερη\u0301", 4),  # and the accent as a combining mark
        ("مُحمّد", 4),  # Arabic harakat sit on their letters
        ("\u20665♠\u2069", 2),  # the directional isolates take none
        ("ﻻ", 1),  # the lam-alef ligature is one cell
        ("カード", 6),  # wide characters take two
        ("Alice", 5),
    ],
)
def test_cells_as_terminals_count_them(text, cells):
    assert cell_width(text) == cells


def test_we_agree_with_the_c_librarys_wcwidth():
    # glibc's wcwidth is what VTE-based terminals and xterm use; xterm.js (cardtui serve)
    # has the same zero-width classes (Mn, Me, Cf)
    before = locale.setlocale(locale.LC_CTYPE)
    try:
        locale.setlocale(locale.LC_CTYPE, "C.UTF-8")
        libc = ctypes.CDLL("libc.so.6")
    except (OSError, locale.Error):
        pytest.fail("this test needs glibc and the C.UTF-8 locale")
    libc.wcwidth.argtypes = [ctypes.c_wchar]
    sample = "বাংলাক্ষখেলোয়াড়ি\u200c\u200dمُحمّدΞερή\u0301پژگ"
    try:
        assert [char_width(ch) for ch in sample] == [libc.wcwidth(ch) for ch in sample]
    finally:
        locale.setlocale(locale.LC_CTYPE, before)


def test_where_rich_counts_differently():
    # Rich counts Bengali's spacing vowel signs as zero: a Bengali label it pads to fit is
    # one cell too wide per sign in the terminal. The rest agree. (The app corrects Rich's
    # table when it starts: cardtui/tui/cell_widths.py, tests/i18n/test_cell_widths.py.)
    from cardtui.tui import cell_widths

    corrected = cell_widths.active()
    cell_widths.use_rich_widths()
    try:
        assert (cell_len("বাংলা"), cell_width("বাংলা")) == (2, 5)
        assert (cell_len("খেলোয়াড়"), cell_width("খেলোয়াড়")) == (4, 7)
        for same in ("ক্ষ", "می\u200cخواهم", "Ξερή", "مُحمّد", "Alice"):
            assert cell_len(same) == cell_width(same)
    finally:
        if corrected:
            cell_widths.use_terminal_widths()


def test_a_short_text_is_left_whole():
    assert shorten("Draw a card", 11) == "Draw a card"


def test_shortened_at_the_last_whole_word():
    assert shorten("Pick one of three burnt cards", 17) == "Pick one of…"
    assert shorten("one, two three", 8) == "one…"  # no dangling comma before the ellipsis


def test_never_a_word_cut_in_two():
    text = "زیری‌های پنهان را بازی کن"
    for width in range(0, 30):
        out = shorten(text, width)
        assert cell_width(out) <= width
        words = out.removesuffix("…").split()
        assert all(w in text.split() for w in words)


def test_a_zwnj_word_is_one_word():
    assert shorten("کارت\u200cهای سوخته", 8) == "کارت\u200cهای…"


def test_bengali_counts_its_signs_when_shortening():
    assert shorten("হিডেন আন্ডার খেলা", 9) == "হিডেন…"  # 5 + 1 cells; "আন্ডার" would not fit


def test_only_the_ellipsis_when_the_first_word_is_too_long():
    assert shorten("Astrolabe", 4) == "…"
    assert shorten("Astrolabe", 0) == ""
