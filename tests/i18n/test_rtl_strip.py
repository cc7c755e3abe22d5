"""A widget's line in visual order with its styles (cardtui/tui/rtl_lines.py)."""

from __future__ import annotations

import unicodedata

from rich.segment import Segment
from rich.style import Style
from textual.strip import Strip

from cardtui.i18n.rtl import visual
from cardtui.tui.rtl_lines import visual_strip

RED, BOLD = Style(color="red"), Style(bold=True)


def plain(text: str) -> str:
    out = []
    for ch in text:
        folded = unicodedata.normalize("NFKC", ch)
        out.append(folded[::-1] if "\ufef5" <= ch <= "\ufefc" else folded)
    return "".join(out)


def test_a_persian_line_with_a_red_card_keeps_its_width_and_colours():
    line = Strip([Segment("علی "), Segment("5♥", RED), Segment(" بازی کرد"), Segment("      ")])
    shown = visual_strip(line)
    assert shown.cell_length == line.cell_length
    assert plain(shown.text) == "      درک یزاب 5♥ یلع"  # and now it sits on the right
    assert [s.text for s in shown if s.style == RED] == ["5♥"]


def test_a_ligature_is_padded_back_to_the_width():
    line = Strip([Segment("سلام", BOLD), Segment("  ")])
    shown = visual_strip(line)
    assert shown.cell_length == 6
    assert shown.text.endswith("\ufee1\ufefc\ufeb3")  # سلام: the lam-alef is one cell


def test_a_line_without_right_to_left_letters_is_untouched():
    line = Strip([Segment("┌─"), Segment("5♠", RED), Segment("─┐")])
    assert visual_strip(line) is line


async def test_a_widget_with_the_mixin_in_a_persian_app():
    from textual.app import App
    from textual.widgets import Static

    from cardtui.i18n import set_language
    from cardtui.tui.rtl_lines import RightToLeftLines, set_arranged_by_cardtui

    class Said(RightToLeftLines, Static):
        DEFAULT_CSS = "Said { border: round red; width: 30; height: 4; }"

    class Table(App):
        def compose(self):
            yield Said("علی 10♦ را بازی کرد\nBob برد")

    async def screen_lines() -> list[str]:
        app = Table()
        async with app.run_test(size=(30, 4)) as pilot:
            await pilot.pause()
            return [plain(strip.text) for strip in app.screen._compositor.render_strips()]

    set_language("fa")
    lines = await screen_lines()
    assert lines[0] == "╭────────────────────────────╮"  # the frame is untouched
    assert lines[1] == "│         درک یزاب ار 10♦ یلع│"  # read from the right, the card whole
    assert lines[2] == "│                     درب Bob│"
    set_arranged_by_cardtui(False)  # the terminal orders: the line goes as written
    try:
        assert (await screen_lines())[1] == "│علی 10♦ را بازی کرد         │"
    finally:
        set_arranged_by_cardtui(True)
    set_language("en")
    assert (await screen_lines())[1] == "│علی 10♦ را بازی کرد         │"


def test_a_line_wider_than_its_box_loses_its_logical_end_not_its_first_letter():
    # Textual's Input renders one cell more than its box (the cursor's room at the end).
    line = Strip([Segment("بازیکن ۱"), Segment("    ")])
    shown = visual_strip(line, width=11)
    assert shown.cell_length == 11
    assert plain(shown.text) == "   ۱ نکیزاب"


def test_a_row_of_cards_keeps_its_cards_and_orders_each_name_inside_its_card():
    line = Strip([Segment("│صندوقچه  │ │اسطرلاب  │  ")])
    shown = visual_strip(line, width=40)
    assert shown.cell_length == line.cell_length
    assert plain(shown.text) == "│هچقودنص  │ │بالرطسا   │  "


def test_a_label_beside_cards_keeps_its_spaces():
    line = Strip([Segment("╭───╮  دیلر    ")])
    assert plain(visual_strip(line, width=30).text) == "╭───╮  رلید    "


def test_a_card_face_keeps_its_frame_and_its_words_read_in_place():
    # a Zirkhaki card's middle row beside a button: box drawing marks geometry, so each
    # stretch between the frame's lines is ordered inside its own cells; nothing moves across
    logical = "│  اسطرلاب│ │   تپانچه│    رو کن   "
    shown = visual_strip(Strip([Segment(logical)]), width=60).text
    frames = [i for i, ch in enumerate(logical) if ch == "│"]
    assert [i for i, ch in enumerate(shown) if ch == "│"] == frames
    assert len(shown) == len(logical)  # not filled to the width, not moved to the right
    assert shown[frames[2] + 1 : frames[3]].strip() == visual("تپانچه")
    assert shown[frames[3] + 1 :].strip() == visual("رو کن")
