"""Hidden Unders in words: a move's code as the table says it, and a replay position's table."""

from __future__ import annotations

from typing import Any

from ...move_words import cards
from ...replay_view import ViewText, plural


def _position(word: str) -> str:
    return str(int(word) + 1) if word.isdigit() else word


def move_words(code: str) -> str:
    words = code.split()
    if not words:
        return code
    kind, rest = words[0], words[1:]
    if kind == "play":
        return f"plays {cards(rest)}"
    if kind == "overs":
        return f"lays overs {cards(rest)}"
    if kind == "flip" and rest:
        return f"flips the under at position {_position(rest[0])}"
    if kind == "take":
        extra = f" and the over at position {_position(rest[0])}" if rest else ""
        return f"picks up the pile{extra}"
    if kind == "done":
        return "ends the turn"
    if kind == "pass":
        return "passes"
    if kind == "swap" and len(rest) == 2:
        return f"swaps over {_position(rest[0])} for the loser's over {_position(rest[1])}"
    if kind == "exchange" and len(rest) == 2:
        return f"swaps {cards(rest[:1])} from the hand for the over {cards(rest[1:])}"
    if kind == "ready":
        return "is ready to play"
    return code


def public(t: ViewText, v: dict[str, Any]) -> list[str]:
    pile = v.get("pile") or []
    line = f"Pile: {t.cards(pile, 'empty')}"
    if len(pile) < v.get("pile_size", 0):
        line = f"Pile of {v['pile_size']} cards, on top: {t.cards(pile)}"
    lines = [t.plain(line)]
    stock = f"Stock {v.get('stock_count', 0)} · burned {v.get('burned_count', 0)}"
    lines.append(stock)
    for seat, name in enumerate(t.names):
        overs = [c for c in v["overs"][seat] if c]
        unders = v["unders_count"][seat]
        part = f"{name}: {plural(v['hand_counts'][seat], 'card')} in hand"
        if overs:
            part += f", overs {t.cards(overs)}"
        if unders:
            part += f", {plural(unders, 'under')}"
        known = v.get("known") or []
        if seat < len(known) and known[seat]:
            part += f"; known in hand: {t.cards(known[seat])}"
        finished = v.get("finished") or []
        if seat in finished:
            part += f" (out, {_place(finished.index(seat) + 1)})"
        lines.append(part)
    return lines


def _place(n: int) -> str:
    return f"{n}{'st' if n == 1 else 'nd' if n == 2 else 'rd' if n == 3 else 'th'}"
