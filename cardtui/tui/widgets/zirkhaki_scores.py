"""The final score table of a Zirkhaki game: per suit, each player's points and stack size,
then the ring bonus, the total, the cards banked and the busts (from ``round_detail()``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich import box
from rich.table import Table
from rich.text import Text

from .zirkhaki_card import SUIT_LOOK


def score_table(detail: Mapping[str, Any], names: Sequence[str], game_no: int) -> Table:
    """A Rich table: one row per suit, one column per player; winners' totals highlighted."""
    table = Table(
        title=f"Game {game_no}",
        title_justify="left",
        box=box.SIMPLE_HEAD,
        show_edge=False,
        pad_edge=False,
        padding=(0, 1),
    )
    table.add_column("Suit", no_wrap=True)
    winners = set(detail.get("winners") or ())
    for seat, name in enumerate(names):
        table.add_column(
            Text(name, style="bold" if seat in winners else ""),
            justify="right",
            no_wrap=True,
            max_width=10,
            overflow="ellipsis",
        )
    for row in detail["table"]:
        glyph = SUIT_LOOK.get(row["suit"], ("", "", ("", "")))[0]
        cells = []
        for points, cards in zip(row["points"], row["cards"], strict=True):
            if not cards:
                cells.append(Text("–", style="dim"))
                continue
            cell = Text(str(points))
            if len(cards) > 1:
                cell.append(f" ({len(cards)})", style="dim")
            cells.append(cell)
        table.add_row(f"{glyph} {row['title']}", *cells)
    bonus = detail.get("ring_bonus") or []
    if any(bonus):
        table.add_row("Goldsmith", *(f"+{b}" if b else "" for b in bonus))
    table.add_row(
        Text("Total", style="bold"),
        *(
            Text(str(s), style="bold reverse" if seat in winners else "bold")
            for seat, s in enumerate(detail.get("scores", []))
        ),
    )
    table.add_row(
        Text("Cards", style="dim"), *(Text(str(c), style="dim") for c in detail.get("cards", []))
    )
    busts, banks = detail.get("busts", []), detail.get("collects", [])
    table.add_row(
        Text("Busts/banks", style="dim"),
        *(Text(f"{b}/{c}", style="dim") for b, c in zip(busts, banks, strict=True)),
    )
    return table
