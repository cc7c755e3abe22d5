"""Hidden Unders in words: a move's code as the table says it, and a replay position's table."""

from __future__ import annotations

from typing import Any

from ....i18n import _, ngettext, number, pgettext
from ...move_words import cards
from ...replay_view import ViewText


def _position(word: str) -> str:
    return number(int(word) + 1) if word.isdigit() else word


def move_words(code: str) -> str:
    words = code.split()
    if not words:
        return code
    kind, rest = words[0], words[1:]
    if kind == "play":
        return _("plays {cards}").format(cards=cards(rest))
    if kind == "overs":
        return _("lays overs {cards}").format(cards=cards(rest))
    if kind == "flip" and rest:
        return _("flips the under at position {n}").format(n=_position(rest[0]))
    if kind == "take":
        if rest:
            return _("picks up the pile and the over at position {n}").format(n=_position(rest[0]))
        return _("picks up the pile")
    if kind == "done":
        return _("ends the turn")
    if kind == "pass":
        return _("passes")
    if kind == "swap" and len(rest) == 2:
        return _("swaps over {mine} for the loser's over {theirs}").format(
            mine=_position(rest[0]), theirs=_position(rest[1])
        )
    if kind == "exchange" and len(rest) == 2:
        return _("swaps {card} from the hand for the over {over}").format(
            card=cards(rest[:1]), over=cards(rest[1:])
        )
    if kind == "ready":
        return _("is ready to play")
    return code


def public(t: ViewText, v: dict[str, Any]) -> list[str]:
    pile = v.get("pile") or []
    line = _("Pile: {cards}").format(cards=t.cards(pile, _("empty")))
    if len(pile) < v.get("pile_size", 0):
        size = v["pile_size"]
        line = ngettext(
            "Pile of {n} card, on top: {cards}", "Pile of {n} cards, on top: {cards}", size
        ).format(n=number(size), cards=t.cards(pile))
    lines = [t.plain(line)]
    stock = _("Stock {stock} · burned {burned}").format(
        stock=number(v.get("stock_count", 0)), burned=number(v.get("burned_count", 0))
    )
    lines.append(stock)
    for seat, name in enumerate(t.names):
        overs = [c for c in v["overs"][seat] if c]
        unders = v["unders_count"][seat]
        held = v["hand_counts"][seat]
        part = ngettext("{name}: {n} card in hand", "{name}: {n} cards in hand", held).format(
            name=name, n=number(held)
        )
        if overs:
            part += ", " + _("overs {cards}").format(cards=t.cards(overs))
        if unders:
            part += ", " + ngettext("{n} under", "{n} unders", unders).format(n=number(unders))
        known = v.get("known") or []
        if seat < len(known) and known[seat]:
            part += "; " + _("known in hand: {cards}").format(cards=t.cards(known[seat]))
        finished = v.get("finished") or []
        if seat in finished:
            part += " " + _("(out, {place})").format(place=place(finished.index(seat) + 1))
        lines.append(part)
    return lines


def place(n: int) -> str:
    """A finishing place: ``1st``, ``2nd``..."""
    if n == 1:
        return pgettext("place", "1st")
    if n == 2:
        return pgettext("place", "2nd")
    if n == 3:
        return pgettext("place", "3rd")
    return pgettext("place", "{n}th").format(n=number(n))
