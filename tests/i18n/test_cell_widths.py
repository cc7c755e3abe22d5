"""The app measures text as terminals draw it (cardtui/tui/cell_widths.py): Rich's table
gives Bengali's spacing vowel signs a cell, nothing else changes, and measuring costs what it
did."""

from __future__ import annotations

import timeit

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


def test_measuring_costs_the_same(terminal_widths):
    """No function wrapped: the per-call cost is Rich's own (measured, not asserted tight:
    the machine is shared)."""
    texts = [f"{s} {i}" for i in range(300) for s in SAMPLES]

    def measure() -> None:
        cell_len.__globals__["cached_cell_len"].cache_clear()
        for text in texts:
            cell_len(text)

    patched = min(timeit.repeat(measure, number=3, repeat=3))
    cell_widths.use_rich_widths()
    rich_own = min(timeit.repeat(measure, number=3, repeat=3))
    cell_widths.use_terminal_widths()
    assert patched < rich_own * 2
