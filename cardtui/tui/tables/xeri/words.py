"""Xeri in words: a move's code as the table says it, and a replay position's table."""

from __future__ import annotations

from typing import Any

from ...move_words import cards
from ...replay_view import ViewText, card_text, plural


def move_words(code: str) -> str:
    verb, _, rest = code.partition(" ")
    if verb == "play" and rest:
        return f"plays {cards(rest.split())}"
    return code


def public(t: ViewText, v: dict[str, Any]) -> list[str]:
    pile = v.get("pile") or []
    line = f"Pile: {t.cards(pile, 'empty')}"
    if pile:
        line += f" ({card_text(t.game, str(pile[-1]))} on top)"
    lines = [t.plain(line)]
    talon = f"Talon {v.get('talon_count', 0)}"
    if v.get("deals"):
        talon += f" · deal {v.get('deal_no', 1)} of {v['deals']}"
    if v.get("bottom_card"):
        talon += f" · bottom card {t.cards([v['bottom_card']])}"
    lines.append(talon)
    for seat, name in enumerate(t.names):
        taken = v["captured_counts"][seat]
        part = f"{name}: {plural(v['hand_counts'][seat], 'card')} in hand, took {taken}"
        xeris = v["xeris"][seat] + v["jack_xeris"][seat]
        if xeris:
            part += f", {plural(xeris, 'xeri')} ({v['xeri_points'][seat]} points)"
        lines.append(part)
    return lines
