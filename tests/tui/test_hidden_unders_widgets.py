"""The Hidden Unders widgets and layout without an app: stacks, rows, rank lists, what fits."""

from __future__ import annotations

import pytest
from rich.style import Style

from cardtui.core.cards import card
from cardtui.tui.tables.hidden_unders.opponent_row import rank_summary
from cardtui.tui.tables.hidden_unders.over_under import (
    Stacks,
    render_line,
    render_stacks,
    stacks_width,
)
from cardtui.tui.tables.hidden_unders.table import plan_layout


def plain(role: str, mark: str) -> Style:
    return Style()


def stacks(overs, unders) -> Stacks:
    return Stacks([None if c is None else card(c) for c in overs], list(unders))


def test_a_line_shows_an_over_on_its_under_an_under_alone_and_an_empty_place():
    line = render_line(
        stacks(["KS", None, None, "TD"], [True, True, False, True]), ascii=False, style=plain
    )
    assert line.plain == "K♠ ▒ ▒▒▒▒  ··  10♦▒"
    ascii_line = render_line(
        stacks(["KS", None, None, None], [True, True, False, False]), ascii=True, style=plain
    )
    assert ascii_line.plain == "KS # ####  ··   ·· "


def test_stacks_number_each_under_and_show_its_edge_beneath_the_over():
    text = render_stacks(
        stacks(["AH", None, None, "2S"], [True, True, False, True]),
        size="normal",
        ascii=False,
        style=plain,
    )
    rows = text.plain.split("\n")
    assert len(rows) == 6 and all(len(r) == stacks_width("normal") for r in rows)
    assert rows[0].startswith("╭─────╮")
    assert rows[1].startswith("│A♥   │╮")  # the under's corner peeks out on the right
    assert "╰──1──╯" in rows[5] and "╰──2──╯" in rows[5] and "╰──4──╯" in rows[5]
    assert "3" not in rows[5]  # position 3 is empty: an outline, no number


def test_a_marked_over_stands_a_row_higher():
    shown = stacks(["AH", "AD", None, None], [True, True, True, True])
    shown.marks = {0: "selected"}
    rows = render_stacks(shown, size="normal", ascii=False, style=plain, lift=True).plain
    rows = rows.split("\n")
    assert len(rows) == 7
    assert rows[0].startswith("╭─────╮") and rows[0][10:17] == " " * 7  # only the first rose


def test_small_stacks_fit_four_rows():
    rows = render_stacks(
        stacks(["QS", "QH", "QD", "TS"], [True] * 4), size="small", ascii=False, style=plain
    ).plain.split("\n")
    assert len(rows) == 4 and rows[1].startswith("│Q♠ │╮")


def test_known_cards_are_listed_by_rank_with_counts():
    assert rank_summary([card(c) for c in ("KS", "7H", "7S", "QD", "7C", "TD")]) == "7×3 10 Q K"
    assert rank_summary([]) == ""


@pytest.mark.parametrize(
    "players, width, height, plan",
    [
        (2, 49, 24, ("panel", 1, False)),  # 80x24: one opponent panel above the pile
        (3, 49, 24, ("line", 1, False)),
        (6, 49, 24, ("line", 1, False)),  # five one-line rows: everything fits 80x24
        (2, 69, 32, ("panel", 1, True)),  # 100x32: your stacks get a row of their own
        (6, 77, 40, ("panel", 2, True)),  # 120x40: panels two by two
    ],
)
def test_the_table_fits_the_window(players, width, height, plan):
    assert plan_layout(players - 1, width, height) == plan
    mode, per_row, mine = plan
    rows = -(-(players - 1) // per_row) * (4 if mode == "panel" else 1)
    assert rows + 6 + 1 + 7 + (7 if mine else 0) + 5 <= height


KNOWN = ["2S", "3S", "4S", "5S", "5H", "6S", "7S", "7H", "8S", "9S", "TS", "JS", "QS", "KS", "KH"]


# Widths where "known:" and a rank fit but not every rank: a one-line row (the name, hand and
# stacks take 39 cells) and a panel (its small stacks take 26).
CUT = [(False, w) for w in range(50, 77, 2)] + [(True, w) for w in range(36, 63, 2)]


@pytest.mark.parametrize(("panel", "width"), CUT)
async def test_an_opponents_known_cards_are_cut_at_a_whole_rank_with_an_ellipsis(panel, width):
    from textual.app import App

    from cardtui.tui.tables.hidden_unders.opponent_row import OpponentRow, SeatInfo

    class One(App):
        def compose(self):
            yield OpponentRow(classes="-panel" if panel else "-line")

    app = One()
    async with app.run_test(size=(width, 6)):
        row = app.query_one(OpponentRow)
        info = SeatInfo(
            "Bob", 9, stacks(["AH", None, None, None], [True] * 4), [card(c) for c in KNOWN]
        )
        row.show(1, info)
        shown = row.render().plain
    line = next(text for text in shown.split("\n") if "known:" in text)
    ranks = line.split("known:")[1].split()
    whole = rank_summary([card(c) for c in KNOWN]).split()
    assert ranks and ranks != whole, line  # too narrow for every rank: something left out
    assert ranks[-1] == "…" and ranks[:-1] == whole[: len(ranks) - 1], line
