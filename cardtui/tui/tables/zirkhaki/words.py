"""Zirkhaki in words: a move's code as the table says it, and a replay position's table."""

from __future__ import annotations

from typing import Any

from ....games.zirkhaki.cards import SUIT_INFO
from ....games.zirkhaki.cards import card as zcard
from ....games.zirkhaki.rings import RING_INFO, ring_index, ring_name
from ...replay_view import ViewText


def move_words(code: str) -> str:
    verb, _, rest = code.partition(" ")
    if verb == "draw":
        return "draws a card"
    if verb == "bank":
        return "banks the treasure zone"
    try:
        if verb == "choose":
            return f"chooses {zcard(rest).name}"
        if verb == "ring":
            return f"keeps the {ring_name(ring_index(rest))}"
    except (ValueError, KeyError):
        pass
    return code


def ring_title(code: str) -> str:
    return next((title for c, title, *_ in RING_INFO if c == code), code)


def public(t: ViewText, v: dict[str, Any]) -> list[str]:
    titles = {code: title for code, title, *_ in SUIT_INFO}
    lines = [
        t.plain(f"In the zone: {t.cards(v.get('zone'), 'nothing')}"),
        f"Draw pile {v.get('draw_count', 0)} · burnt pile {v.get('burnt_count', 0)}",
    ]
    rings = v.get("rings") or []
    for seat, name in enumerate(t.names):
        bank = v["banks"][seat]
        piles = ", ".join(
            f"{titles.get(suit, suit)} {' '.join(map(str, values))}"
            for suit, values in bank.items()
        )
        part = f"{name}: {v['scores'][seat]} points; bank {piles or 'empty'}"
        if seat < len(rings) and rings[seat]:
            part += f"; {ring_title(rings[seat])}"
        lines.append(part)
    return lines


def private(t: ViewText, v: dict[str, Any]) -> list[str]:
    """The rings a seat was offered (only it saw the offer)."""
    if not v.get("ring_offer"):
        return []
    offer = " or ".join(ring_title(r) for r in v["ring_offer"])
    return [f"was offered the {offer}"]
