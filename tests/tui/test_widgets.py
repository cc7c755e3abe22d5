"""Card art and layout helpers, without an app."""

from __future__ import annotations

from rich.style import Style

from cardtui.core.cards import card
from cardtui.tui.widgets.card import Slot, card_lines, face_of, fan_step, render_fan, slot_at


def plain(style_calls: list) -> callable:
    def style(role: str, mark: str) -> Style:
        style_calls.append((role, mark))
        return Style()

    return style


def test_face_of_a_red_ten_has_rank_suit_and_colour():
    face = face_of(card("TD"))
    assert (face.corner, face.pip, face.red) == ("10♦", "♦", True)
    assert face_of(card("QS")).red is False


def test_ascii_faces_use_suit_letters():
    assert face_of(card("TH"), ascii=True).corner == "10H"
    lines = ["".join(t for t, _ in row) for row in card_lines(Slot(card("AS")), ascii=True)]
    assert lines == ["+-----+", "|AS   |", "|  S  |", "|   AS|", "+-----+"]


def test_a_card_face_is_a_rounded_box_with_corners_and_a_pip():
    lines = ["".join(t for t, _ in row) for row in card_lines(Slot(card("7H")))]
    assert lines == ["╭─────╮", "│7♥   │", "│  ♥  │", "│   7♥│", "╰─────╯"]


def test_red_suits_use_the_red_role_and_backs_show_no_face():
    roles = {role for row in card_lines(Slot(card("7H"))) for _, role in row}
    assert "red" in roles and "face" not in roles
    back = card_lines(Slot(None, face_down=True), size="small")
    assert ["".join(t for t, _ in row) for row in back] == ["╭───╮", "│▒▒▒│", "╰───╯"]


def test_the_top_card_of_a_pile_gets_a_heavy_border():
    lines = ["".join(t for t, _ in row) for row in card_lines(Slot(card("KC"), mark="top"))]
    assert lines[0] == "┏━━━━━┓" and lines[2] == "┃  ♣  ┃"


def test_a_covered_card_shows_its_left_edge_and_corner():
    rows = card_lines(Slot(card("TS")), width=4)
    assert ["".join(t for t, _ in row) for row in rows][:2] == ["╭───", "│10♠"]


def test_fan_step_spreads_cards_when_there_is_room_and_overlaps_when_not():
    assert fan_step(6, 60) == 8  # side by side with a gap
    assert fan_step(12, 50) == 3 + 1  # overlapped, down to the minimum that shows 10♥
    assert fan_step(30, 50) == 4


def test_render_fan_lays_cards_out_and_lifts_the_selected_one():
    calls: list = []
    slots = [Slot(card("2C")), Slot(card("3C"), mark="selected", lift=True)]
    text = render_fan(slots, step=8, style=plain(calls), lift_rows=1)
    rows = text.plain.split("\n")
    assert len(rows) == 6
    assert rows[0] == " " * 8 + "╭─────╮"  # the selected card stands one row higher
    assert rows[1].startswith("╭─────╮ │3♣")
    assert ("border", "selected") in calls


def test_slot_at_maps_columns_to_cards():
    assert [slot_at(x, 3, 8) for x in (0, 6, 7, 8, 16, 22, 23)] == [0, 0, None, 1, 2, 2, None]
    assert slot_at(5, 0, 8) is None
