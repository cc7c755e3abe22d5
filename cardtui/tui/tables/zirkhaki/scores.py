"""The final score table of a Zirkhaki game: per suit, each player's points and stack size,
then the ring bonus, the total, the cards banked and the busts (from ``round_detail()``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich.table import Table
from rich.text import Text

from ....i18n import _, number
from ...widgets.results_table import results_table
from .card import glyph, stack_count
from .terms import ring_short, suit_title


def score_table(
    detail: Mapping[str, Any], names: Sequence[str], game_no: int, ascii: bool = False
) -> Table:
    """A Rich table: one row per suit, one column per player (points, and ``³`` for a stack
    of three); the winners' totals highlighted."""
    # No cell padding (the box puts one space between columns): four players fit the
    # results dialog at 80 columns.
    table = results_table(
        _("Game {n}").format(n=number(game_no)),
        padding=(0, 0),
    )
    table.add_column(_("Suit"), no_wrap=True, min_width=11)
    winners = set(detail.get("winners") or ())
    for seat, name in enumerate(names):
        table.add_column(
            Text(name, style="bold" if seat in winners else ""),
            justify="right",
            no_wrap=True,
            min_width=5,
            max_width=8,
            overflow="ellipsis",
        )
    for row in detail["table"]:
        mark = glyph(row["suit"], ascii)
        cells = []
        for points, cards in zip(row["points"], row["cards"], strict=True):
            if not cards:
                cells.append(_cell("-" if ascii else "–", "dim", ascii))
                continue
            cell = Text(number(points))
            # the stack's size, as on the table's chips; a blank keeps the digits in line
            cell.append(stack_count(len(cards), ascii), style="dim")
            cells.append(cell)
        # The suit's name in the player's language (the detail's title is the engine's).
        table.add_row(f"{mark} {suit_title(row['suit'])}", *cells)
    bonus = detail.get("ring_bonus") or []
    if any(bonus):
        table.add_row(
            ring_short("goldsmith"),
            *(_cell(f"+{number(b)}" if b else "", "", ascii) for b in bonus),
        )
    table.add_row(
        Text(_("Total"), style="bold"),
        *(
            _cell(number(s), "bold reverse" if seat in winners else "bold", ascii)
            for seat, s in enumerate(detail.get("scores", []))
        ),
    )
    table.add_row(
        Text(_("Cards"), style="dim"), *(_cell(number(c), "dim", ascii) for c in detail["cards"])
    )
    busts, banks = detail.get("busts", []), detail.get("collects", [])
    table.add_row(
        Text(_("Busts/banks"), style="dim"),
        *(
            _cell(f"{number(b)}/{number(c)}", "dim", ascii)
            for b, c in zip(busts, banks, strict=True)
        ),
    )

    return table


def _cell(text: str, style: str = "", ascii: bool = False) -> Text:
    """A right-aligned number with the blank columns where stack sizes go."""
    return Text(text, style=style) + Text(stack_count(1, ascii))
