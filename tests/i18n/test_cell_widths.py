"""The app measures text as terminals draw it (cardtui/tui/cell_widths.py): Rich's table
gives Bengali's spacing vowel signs a cell, nothing else changes, and measuring costs what it
did."""

from __future__ import annotations

import pytest
from rich.cells import cell_len, get_character_cell_size, set_cell_size
from rich.text import Text

from cardtui.i18n.width import cell_width
from cardtui.tui import cell_widths

SAMPLES = ["বাংলা", "খেলোয়াড়", "ক্ষ", "হিডেন আন্ডার", "می\u200cخواهم", "Ξερή", "مُحمّد", "5♠ Alice"]


@pytest.fixture
def terminal_widths():
    was = cell_widths.active()
    cell_widths.use_terminal_widths()
    yield
    if not was:
        cell_widths.use_rich_widths()


def test_rich_measures_as_the_terminal_draws(terminal_widths):
    for text in SAMPLES:
        assert cell_len(text) == cell_width(text), text
    assert Text("বাংলা").cell_len == 5
    assert cell_len(set_cell_size("বাংলা খেলা", 8)) == 8  # fitted to a width, it fits


def test_only_spacing_marks_change(terminal_widths):
    import unicodedata

    cell_widths.use_rich_widths()
    before = {c: get_character_cell_size(chr(c)) for c in range(0x20, 0x3000)}
    cell_widths.use_terminal_widths()
    changed = {c for c in before if get_character_cell_size(chr(c)) != before[c]}
    assert changed and all(unicodedata.category(chr(c)) == "Mc" for c in changed)
    assert 0x09BE in changed  # া


def test_a_bengali_label_in_a_frame_keeps_the_frame_in_place(terminal_widths):
    from rich.console import Console
    from rich.panel import Panel

    console = Console(width=20, record=True, file=open("/dev/null", "w"))  # noqa: SIM115
    console.print(Panel("বাংলা খেলা", width=16))
    for line in console.export_text().splitlines():
        assert cell_width(line) == 16, line


def test_measuring_stays_richs_own_code():
    """No function wrapped, only Rich's width table changed: measuring runs the same code and
    so costs what it did. Asserted by identity, not by a timing that a busy machine upsets
    (a timed version failed once under the whole suite at 2.0 times Rich's own)."""
    from rich import cells

    before = (cells.cell_len, cells.get_character_cell_size, cells.cached_cell_len)
    was = cell_widths.active()
    cell_widths.use_terminal_widths()
    try:
        after = (cells.cell_len, cells.get_character_cell_size, cells.cached_cell_len)
        assert after == before
        assert cell_len is cells.cell_len
        assert cell_len("বাংলা") == 5  # and the table did change
    finally:
        if not was:
            cell_widths.use_rich_widths()
